//! The JSON contract of `hoyle score whist-…` (docs/laws/whist-*.md): the table's settings, the
//! sides' names and the deals, each the same object the web form enters; out come the state
//! after every deal, the games, the rubbers and the settlement.

use serde::{Deserialize, Serialize};

use super::Variant;
use super::engine::{After, Game, Rubber};
use super::table::{check_sides, run};
use crate::laws::LawError;
use crate::laws::pad::Settlement;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Input {
    #[serde(default)]
    pub(super) settings: serde_json::Value,
    #[serde(default = "default_sides")]
    pub(super) sides: Vec<String>,
    pub(super) deals: Vec<serde_json::Value>,
}

pub(super) fn default_sides() -> Vec<String> {
    vec!["We".to_owned(), "They".to_owned()]
}

#[derive(Serialize)]
struct Output {
    sides: Vec<String>,
    deals: Vec<After>,
    games: Vec<Game>,
    rubbers: Vec<Rubber>,
    settlements: Vec<Settlement>,
    net: [i64; 2],
    /// Deals have been played since the last settlement.
    open: bool,
}

pub(super) fn pretty<T: Serialize>(output: &T) -> Result<String, LawError> {
    serde_json::to_string_pretty(output).map_err(|e| LawError::new("output", e.to_string()))
}

fn score(variant: Variant, input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    check_sides(&parsed.sides)?;
    let (_, _, record) = run(variant, &parsed.settings, &parsed.deals)?;
    pretty(&Output {
        sides: parsed.sides,
        net: record.net(),
        open: record.open(),
        deals: record.deals,
        games: record.games,
        rubbers: record.rubbers,
        settlements: record.settlements,
    })
}

pub fn score_short_1884(input: &str) -> Result<String, LawError> {
    score(Variant::Short1884, input)
}
pub fn score_short_1900(input: &str) -> Result<String, LawError> {
    score(Variant::Short1900, input)
}
pub fn score_long(input: &str) -> Result<String, LawError> {
    score(Variant::Long, input)
}
pub fn score_seven_point(input: &str) -> Result<String, LawError> {
    score(Variant::SevenPoint, input)
}
pub fn score_american_1893(input: &str) -> Result<String, LawError> {
    score(Variant::American1893, input)
}
