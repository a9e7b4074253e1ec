//! `hoyle score five-hundred` (and its forms): the contract fixed by issue 11 — settings, players
//! and deals in; each deal's points, the running totals and the winner out — with the games
//! finished, each player's running score after each deal, and the settlement.

use serde::{Deserialize, Serialize};

use super::deal::{Deal, Form, Settings};
use super::game::{self, GameEnd};
use crate::laws::LawError;
use crate::laws::pad::from_value;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    /// The players in their seats (or, for a partnership kept as sides, the sides).
    #[serde(alias = "sides")]
    players: Vec<String>,
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct DealOut {
    points: Vec<i64>,
    totals: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bid: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    made: Option<bool>,
    note: String,
}

#[derive(Serialize)]
struct Output {
    settings: Settings,
    form: Form,
    players: Vec<String>,
    deals: Vec<DealOut>,
    /// The running scores after the last deal (the final scores, if it finished a game).
    totals: Vec<i64>,
    /// Who won the game the last deal finished; null while it goes on (or a tie at the top).
    winner: Option<usize>,
    games: Vec<GameEnd>,
    /// Each player's net over every game settled.
    net: Vec<i64>,
}

/// Reads the settings, with `form` fixed by the law id when it is one of the forms' own ids.
pub fn settings(value: &serde_json::Value, form: Option<Form>) -> Result<Settings, LawError> {
    let mut s: Settings = match value {
        serde_json::Value::Null => Settings::default(),
        v => from_value("settings", v)?,
    };
    if let Some(f) = form {
        if s.form != Form::ByCount && s.form != f {
            return Err(LawError::new(
                "settings.form",
                "this law id fixes the form; use five-hundred to choose it",
            ));
        }
        s.form = f;
    }
    Ok(s)
}

pub fn deals(values: &[serde_json::Value]) -> Result<Vec<Deal>, LawError> {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| from_value(&format!("deals[{i}]"), v))
        .collect()
}

pub fn score_json(input: &str, form: Option<Form>) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    let settings = settings(&parsed.settings, form)?;
    let deals = deals(&parsed.deals)?;
    let played = game::play(&settings, &parsed.players, &deals)?;
    let pad = game::draw(&settings, &parsed.players, &played);
    let totals = played
        .running
        .last()
        .cloned()
        .unwrap_or_else(|| vec![0; parsed.players.len()]);
    let winner = played
        .games
        .last()
        .filter(|g| g.deal + 1 == played.deals.len())
        .and_then(|g| g.winner);
    let out = Output {
        settings,
        form: played.layout.form,
        players: parsed.players.clone(),
        deals: played
            .deals
            .iter()
            .zip(&played.running)
            .map(|(s, t)| DealOut {
                points: s.points.clone(),
                totals: t.clone(),
                bid: s.bid.clone(),
                value: s.value,
                made: s.made,
                note: s.note.clone(),
            })
            .collect(),
        totals,
        winner,
        net: pad.net(),
        games: played.games,
    };
    crate::laws::pretty(&out)
}
