//! What the euchre family's player-by-player tests share: a law scored from its JSON, a
//! refusal's words, each deal's points.

use serde_json::{Value, json};

pub(super) fn run(law: &str, players: &[&str], settings: Value, deals: Value) -> Value {
    let input = json!({"settings": settings, "players": players, "deals": deals});
    let out = super::super::registry::score(law, &input.to_string())
        .unwrap_or_else(|e| panic!("{law}: {e}"));
    serde_json::from_str(&out).unwrap()
}

pub(super) fn refusal(law: &str, players: &[&str], settings: Value, deals: Value) -> String {
    let input = json!({"settings": settings, "players": players, "deals": deals});
    super::super::registry::score(law, &input.to_string())
        .unwrap_err()
        .to_string()
}

pub(super) fn points(out: &Value) -> Vec<Value> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["points"].clone())
        .collect()
}
