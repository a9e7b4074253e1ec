//! What the table-kept laws of the two books share: the `code` setting that says which book is
//! followed where they differ, and the JSON contract of `hoyle score` for a law whose input is
//! the same deals a table enters.

use serde::{Deserialize, Serialize};

use super::LawError;
use super::pad::PadInput;

/// Which book a law follows where the two differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Code {
    /// *Hoyle's Games Modernized*, 1909 (seed 000).
    #[default]
    #[serde(rename = "1909")]
    Hoyle1909,
    /// *Rules of Card Games*, c. 1927 (seed 001).
    #[serde(rename = "1927")]
    Rules1927,
}

impl Code {
    /// How the pad's notes name the code.
    pub fn title(self) -> &'static str {
        match self {
            Code::Hoyle1909 => "Code 1909 (Hoyle's Games Modernized)",
            Code::Rules1927 => "Code 1927 (Rules of Card Games)",
        }
    }
}

/// `hoyle score LAW` for a table-kept law: the players' names and the deals exactly as the
/// table's deal fields describe them, so the command line and the web app read one format.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct KeptInput {
    #[serde(default)]
    settings: serde_json::Value,
    players: Vec<String>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

/// Reads the contract's input as the pad's input; the players are the pad's sides.
pub fn kept_input(input: &str) -> Result<PadInput, LawError> {
    let parsed: KeptInput = super::parse_json(input)?;
    for (i, name) in parsed.players.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("players[{i}]"), "empty name"));
        }
    }
    Ok(PadInput {
        settings: parsed.settings,
        sides: parsed.players,
        deals: parsed.deals,
    })
}

/// The output's JSON text.
pub fn pretty<T: Serialize>(output: &T) -> Result<String, LawError> {
    serde_json::to_string_pretty(output).map_err(|e| LawError::new("output", e.to_string()))
}

/// Refuses a side index that is not one of the sides, naming the field.
pub fn check_side(field: &str, side: usize, sides: usize) -> Result<usize, LawError> {
    if side < sides {
        Ok(side)
    } else {
        Err(LawError::new(
            field,
            format!("{side} is not a side (0..{})", sides.saturating_sub(1)),
        ))
    }
}

/// Exactly one value per side, as the field names them.
pub fn per_side<T: Copy, const N: usize>(field: &str, values: &[T]) -> Result<[T; N], LawError> {
    <[T; N]>::try_from(values).map_err(|_| {
        LawError::new(
            field,
            format!("{} values; one for each of the {N} sides", values.len()),
        )
    })
}
