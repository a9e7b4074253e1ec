//! The hearts family against the book (seed 001 L9680–9957). The book gives no worked deal for
//! hearts or the four jacks, so each case is computed by hand from the rule's lines, cited in
//! its doc comment; the properties hold over random deals of every method.

mod four_jacks;
mod methods;
mod properties;
mod variations;

use serde_json::{Value, json};

use super::super::LawError;

/// `hoyle score hearts` on a JSON input.
fn hearts(input: Value) -> Result<Value, LawError> {
    super::super::registry::score("hearts", &input.to_string())
        .map(|s| serde_json::from_str(&s).unwrap())
}

/// Four players, the method and the deals; the answer's deals.
fn four(settings: Value, deals: Value) -> Value {
    hearts(json!({"settings": settings, "players": ["Ann", "Bob", "Cat", "Dan"], "deals": deals}))
        .unwrap()
}

/// The refusal of four players' sitting.
fn refused(settings: Value, deals: Value) -> LawError {
    hearts(json!({"settings": settings, "players": ["Ann", "Bob", "Cat", "Dan"], "deals": deals}))
        .unwrap_err()
}

/// Each deal's amounts.
fn amounts(out: &Value) -> Vec<Value> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["amounts"].clone())
        .collect()
}
