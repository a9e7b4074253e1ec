//! Tests of the bridge and auction laws: the books' worked examples (with their lines), cases
//! computed by hand, refusals, and properties of the rubber and of the lump games.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::Code;
use super::count::Scored;
use super::lump::Game;
use super::table::{
    claims_closed_1904, claims_closed_1926, claims_closed_auction_1908, claims_closed_auction_1926,
    claims_closed_bridge_1904, correctable_auction_1926, correctable_bridge_1904, lump_sitting,
    pad_auction_1926, pad_dummy_up, rubber_sitting, two_hand_sitting,
};
use crate::laws::pad::{PadInput, Row};
use crate::laws::registry;

fn input(settings: Value, deals: Value) -> PadInput {
    serde_json::from_value(json!({"settings": settings, "sides": ["We", "They"], "deals": deals}))
        .unwrap()
}

fn sitting(code: Code, settings: Value, deals: Value) -> super::rubber::Sitting {
    rubber_sitting(code, &input(settings, deals)).unwrap().2
}

/// The points one deal scores: (above, below) totals per side.
fn one(code: Code, settings: Value, deal: Value) -> ([i64; 2], [i64; 2]) {
    let s = sitting(code, settings, json!([deal]));
    let scored: &Scored = &s.deals[0].scored;
    (
        [scored.above_total(0), scored.above_total(1)],
        [scored.below_total(0), scored.below_total(1)],
    )
}

fn refused(code: Code, deal: Value) -> crate::laws::LawError {
    rubber_sitting(code, &input(Value::Null, json!([deal]))).unwrap_err()
}

/// The book's rubber on the scoring block, seed 000 L7296–7353 (hoyle-1909-b §4 W4): A-B 104
/// + 100 for the rubber = 204 against C-D 178; A-B gain 26.
fn book_rubber_1904() -> Value {
    json!([
        {"declarer": 0, "denomination": "D", "tricks": 9, "honours": [4, 1], "honours_in_one_hand": [2, 1]},
        {"declarer": 1, "denomination": "NT", "tricks": 8, "honours": [1, 3]},
        {"declarer": 0, "denomination": "H", "tricks": 8, "honours": [2, 3]},
        {"declarer": 0, "denomination": "C", "tricks": 7, "honours": [4, 1], "honours_in_one_hand": [2, 1]},
        {"declarer": 0, "denomination": "NT", "tricks": 8, "honours": [0, 4], "honours_in_one_hand": [0, 4]},
        {"declarer": 0, "denomination": "S", "tricks": 7, "honours": [1, 4], "honours_in_one_hand": [1, 2]}
    ])
}

fn two_hand(settings: Value, deals: Value) -> super::rubber::Sitting {
    let input: PadInput = serde_json::from_value(
        json!({"settings": settings, "sides": ["Ann", "Bob"], "deals": deals}),
    )
    .unwrap();
    two_hand_sitting(&input).unwrap().2
}

mod auction_1908;
mod auction_1926;
mod bidding;
mod bidding_forms;
mod bridge_1904;
mod contract;
mod goulash;
mod lump;
mod properties;
mod refusals;
mod tables;
mod two_hand;
