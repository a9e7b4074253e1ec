//! The scoring laws, as the rule books lay them down. Pure: no I/O, no clock, no SQL, no HTTP.
//!
//! Each law takes what was entered for a deal (or a whole event) and returns exact scores.
//! Every ambiguity the books leave is a named setting whose default is the book's most likely
//! reading.

pub mod all_fours;
pub mod baccarat;
pub mod backgammon;
pub mod bezique;
pub mod bid_whist;
pub mod billiards;
pub mod blind_hookey;
pub mod book;
pub mod bridge;
pub mod cassino;
pub mod cinch;
pub mod commerce;
pub mod contract_duplicate;
pub mod cribbage;
pub mod duplicate;
pub mod duplicate_auction;
pub mod ecarte;
pub mod euchre;
pub mod faro;
pub mod five_hundred;
pub mod forty_five;
pub mod foster;
pub mod hearts;
pub mod ledger;
pub mod loo;
pub mod loto;
pub mod nap;
pub mod pad;
pub mod patience;
pub mod pinochle;
pub mod piquet;
pub mod poker;
pub mod pool;
pub mod quinto;
pub mod red_dog;
pub mod registry;
pub mod rubicon;
pub mod rummy;
pub mod schafkopf;
pub mod sixty_six;
pub mod skat;
pub mod solo;
pub mod solo_whist;
pub mod stops;
pub mod vingt_un;
pub mod whist;
pub mod words;

use std::fmt;

/// Input a law refuses, addressed to the field that is wrong
/// (e.g. `results[3].ns_tricks: 14 is not from 0 to 13`).
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

/// Reads a law's JSON input, naming the path of whatever is wrong (`results[3].ns_tricks: …`);
/// input that is not JSON at all is blamed on `input`.
pub fn parse_json<T: serde::de::DeserializeOwned>(input: &str) -> Result<T, LawError> {
    let mut de = serde_json::Deserializer::from_str(input);
    let parsed = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." || path == "?" {
            "input".to_owned()
        } else {
            path
        };
        LawError::new(field, e.inner().to_string())
    })?;
    // Trailing garbage after the object is refused like any other malformed input.
    de.end()
        .map_err(|e| LawError::new("input", e.to_string()))?;
    Ok(parsed)
}

/// The names of the players or sides: as many as the game seats (`whom` says so in the message:
/// "two players", "three sides"), none of them blank.
pub fn check_names(
    field: &str,
    names: &[String],
    count: std::ops::RangeInclusive<usize>,
    whom: &str,
) -> Result<(), LawError> {
    if !count.contains(&names.len()) {
        return Err(LawError::new(
            field,
            format!("{} names; the game is for {whom}", names.len()),
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("{field}[{i}]"), "empty name"));
        }
    }
    Ok(())
}

/// A law's output as the command line prints it.
pub fn pretty<T: serde::Serialize>(output: &T) -> Result<String, LawError> {
    serde_json::to_string_pretty(output).map_err(|e| LawError::new("output", e.to_string()))
}

impl fmt::Display for LawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}
