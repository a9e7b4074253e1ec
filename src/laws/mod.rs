//! The scoring laws, as the rule books lay them down. Pure: no I/O, no clock, no SQL, no HTTP.
//!
//! Each law takes what was entered for a deal (or a whole event) and returns exact scores.
//! Every ambiguity the books leave is a named setting whose default is the book's most likely
//! reading.

pub mod duplicate;
pub mod rubicon;

use std::fmt;

/// Input a law refuses, addressed to the field that is wrong
/// (e.g. `results[3].ns_tricks: 14 is not 0..13`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct LawError {
    /// Path of the offending field in the input, in JSON-pointer-like dotted form.
    pub field: String,
    pub message: String,
}

impl LawError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        LawError {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for LawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}
