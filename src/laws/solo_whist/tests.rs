//! The solo whist family's tests, by game; the helpers they share are here.

mod boston;
mod preference;
mod solo;

use serde_json::{Value, json};

use super::super::LawError;
use super::super::registry;

/// `hoyle score LAW` on this input, read back as JSON.
fn score(law: &str, input: Value) -> Result<Value, LawError> {
    registry::score(law, &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

/// The amounts of each deal of a sitting among `players` under `settings`.
fn amounts(law: &str, settings: Value, players: usize, deals: Value) -> Vec<Vec<i64>> {
    let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let out = score(
        law,
        json!({"settings": settings, "players": names, "deals": deals}),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| serde_json::from_value(d["amounts"].clone()).unwrap())
        .collect()
}

/// The field a sitting's refusal names.
fn refused(law: &str, settings: Value, players: usize, deals: Value) -> LawError {
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    score(
        law,
        json!({"settings": settings, "players": names, "deals": deals}),
    )
    .unwrap_err()
}
