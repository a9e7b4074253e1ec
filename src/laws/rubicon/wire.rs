//! The JSON contracts of `hoyle score rubicon-bezique` and `hoyle score rubicon-piquet`
//! (docs/cli.md). Integers are read wide and checked here, so a wrong number gets the law's own
//! message rather than a parser's.

use serde::{Deserialize, Serialize};

use super::PLAYERS;
use super::bezique::{self, BrisqueRule, Code, Deal, MoreThanNine, Overtaken, Truncation};
use super::piquet::{self, RubiconValue, Tie};
use crate::laws::LawError;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BeziqueInput {
    #[serde(default)]
    settings: BeziqueSettings,
    players: Vec<String>,
    deals: Vec<BeziqueDeal>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct BeziqueSettings {
    #[serde(default)]
    code: Code,
    #[serde(default)]
    truncation: Truncation,
    brisques: Option<BrisqueRule>,
    overtaken: Option<Overtaken>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BeziqueDeal {
    pub(super) scores: Vec<i64>,
    pub(super) brisques: Vec<i64>,
    /// `0`, `1` or `"both"`; read loosely so that a wrong value gets a message naming the choices.
    #[serde(default)]
    pub(super) more_than_nine: Option<serde_json::Value>,
}

#[derive(Serialize)]
struct BeziqueOutput {
    code: Code,
    deals: Vec<bezique::Outcome>,
    net: [i64; PLAYERS],
    hundreds: [i64; PLAYERS],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PiquetInput {
    #[serde(default)]
    settings: PiquetSettings,
    players: Vec<String>,
    deals: Vec<Vec<i64>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PiquetSettings {
    #[serde(default)]
    tie: Tie,
    #[serde(default)]
    rubicon_value: RubiconValue,
}

#[derive(Serialize)]
struct PiquetOutput {
    aggregates: [i64; PLAYERS],
    complete: bool,
    winner: Option<usize>,
    rubiconed: Option<bool>,
    value: Option<i64>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    replay: bool,
}

fn check_players(players: &[String]) -> Result<(), LawError> {
    crate::laws::check_names("players", players, PLAYERS..=PLAYERS, "two players")
}

/// Exactly one number per player, as the field names them.
pub(super) fn pair(field: &str, values: &[i64]) -> Result<[i64; PLAYERS], LawError> {
    match values {
        [a, b] => Ok([*a, *b]),
        _ => Err(LawError::new(
            field,
            format!("{} numbers; one for each of the two players", values.len()),
        )),
    }
}

/// Reads the rubicon bézique contract's input, applies the law, and returns pretty JSON.
pub fn score_bezique_json(input: &str) -> Result<String, LawError> {
    let parsed: BeziqueInput = crate::laws::parse_json(input)?;
    check_players(&parsed.players)?;
    let s = &parsed.settings;
    // A setting of the other code would change nothing; refuse it rather than mislead.
    if s.code != Code::Rules1927 && s.brisques.is_some() {
        return Err(LawError::new(
            "settings.brisques",
            "applies to code 1927 only",
        ));
    }
    if s.code != Code::Hoyle1909 && s.overtaken.is_some() {
        return Err(LawError::new(
            "settings.overtaken",
            "applies to code 1909 only",
        ));
    }
    let settings = bezique::Settings {
        code: s.code,
        truncation: s.truncation,
        brisques: s.brisques.unwrap_or_default(),
        overtaken: s.overtaken.unwrap_or_default(),
    };
    let deals = parsed
        .deals
        .iter()
        .enumerate()
        .map(|(i, d)| convert_deal(i, d))
        .collect::<Result<Vec<_>, _>>()?;
    let sitting = bezique::score(settings, &deals)?;
    crate::laws::pretty(&BeziqueOutput {
        code: settings.code,
        hundreds: sitting.hundreds(),
        net: sitting.net,
        deals: sitting.deals,
    })
}

pub(super) fn convert_deal(i: usize, d: &BeziqueDeal) -> Result<Deal, LawError> {
    let at = |field: &str| format!("deals[{i}].{field}");
    let scores = pair(&at("scores"), &d.scores)?;
    let counts = pair(&at("brisques"), &d.brisques)?;
    let mut brisques = [0u8; PLAYERS];
    for (j, (&n, slot)) in counts.iter().zip(brisques.iter_mut()).enumerate() {
        *slot = u8::try_from(n)
            .ok()
            .filter(|&n| n <= bezique::BRISQUES)
            .ok_or_else(|| {
                LawError::new(
                    at(&format!("brisques[{j}]")),
                    format!("{n} is not from 0 to {}", bezique::BRISQUES),
                )
            })?;
    }
    let more_than_nine = match &d.more_than_nine {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::String(s)) if s == "both" => Some(MoreThanNine::Both),
        Some(v) => match v.as_u64() {
            Some(p) if p < PLAYERS as u64 => Some(MoreThanNine::One(p as usize)),
            _ => {
                return Err(LawError::new(
                    at("more_than_nine"),
                    format!("{v} is not 0, 1 or \"both\""),
                ));
            }
        },
    };
    Ok(Deal {
        scores,
        brisques,
        more_than_nine,
    })
}

/// Reads the rubicon piquet contract's input, applies the law, and returns pretty JSON.
pub fn score_piquet_json(input: &str) -> Result<String, LawError> {
    let parsed: PiquetInput = crate::laws::parse_json(input)?;
    check_players(&parsed.players)?;
    // Before the numbers are read, so a seventh deal is named whatever it holds.
    piquet::check_count(parsed.deals.len())?;
    let deals = parsed
        .deals
        .iter()
        .enumerate()
        .map(|(i, d)| pair(&format!("deals[{i}]"), d))
        .collect::<Result<Vec<_>, _>>()?;
    let settings = piquet::Settings {
        tie: parsed.settings.tie,
        rubicon_value: parsed.settings.rubicon_value,
    };
    let partie = piquet::score(settings, &deals)?;
    crate::laws::pretty(&PiquetOutput {
        aggregates: partie.aggregates,
        complete: partie.complete,
        winner: partie.winner,
        rubiconed: partie.rubiconed,
        value: partie.value,
        replay: partie.replay,
    })
}
