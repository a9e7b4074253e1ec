//! Railroad euchre (seed 001 L6128–6136): four-hand with the joker; a lone player may take his
//! partner's best card, and an adversary may go alone against him. A lone hand euchred by two
//! adversaries scores them 2, by a second lone hand 4; "everything else" as four-hand euchre.

use super::super::LawError;
use super::super::pad::{Pad, PadInput, Sides};
use super::super::registry::{self, Law, Table};
use super::four_hand::{self, Form};

pub const LAW: Law = Law {
    id: "railroad-euchre",
    name: "Railroad euchre: a second lone hand against the first",
    sources: "seed 001 L6128–6136; seed 001 L5889–5890",
    doc: "docs/laws/railroad-euchre.md",
    settings: &[
        four_hand::GAME,
        four_hand::LAPS,
        four_hand::SLAMS,
        four_hand::SLAMS_BEYOND_FIVE,
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides::TWO_PARTNERSHIPS,
        deal: four_hand::RAILROAD_DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    four_hand::pad_of(Form::Railroad, input)
}

/// `hoyle score railroad-euchre`: as `euchre`, with `defender_alone` on a lone hand's deal.
pub fn score_json(input: &str) -> Result<String, LawError> {
    four_hand::score_form(Form::Railroad, input, &["We", "They"])
}
