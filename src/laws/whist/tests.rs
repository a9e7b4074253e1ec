//! Tests of the whist laws, by code and by feature, with the scoring helpers they share.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::Variant;
use super::clay;
use super::engine::Record;
use super::table::{self, correctable, run};
use super::wire;
use crate::laws::pad::{PadInput, Row};

fn record(variant: Variant, settings: Value, deals: Value) -> Record {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    run(variant, &settings, &deals).unwrap().2
}

fn short(deals: Value) -> Record {
    record(Variant::Short1884, Value::Null, deals)
}

fn refusal(variant: Variant, settings: Value, deals: Value) -> String {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    run(variant, &settings, &deals).unwrap_err().to_string()
}

/// (winner, value, label) of each game.
fn games(r: &Record) -> Vec<(usize, i64, &str)> {
    r.games
        .iter()
        .map(|g| (g.winner, g.value, g.label.as_str()))
        .collect()
}

fn points(r: &Record) -> Vec<[i64; 2]> {
    r.deals.iter().map(|d| d.score.points).collect()
}

fn pad_input(settings: Value, deals: &[Value]) -> PadInput {
    PadInput {
        settings,
        sides: vec!["We".into(), "They".into()],
        deals: deals.to_vec(),
    }
}

mod clays_dummy;
mod codes;
mod pad;
mod properties;
mod refusals;
mod short;
