//! Preference.
