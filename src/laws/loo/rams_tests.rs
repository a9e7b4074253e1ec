//! Rams, rounce and bierspiel tested.
