//! Two-hand euchre (seed 001 L6075–6083; seed 000 L2401–2410): "The same as the four-hand
//! game", a 24-card pack and no lone hands: the maker scores 1 for three or four tricks, 2 for
//! five; euchred, his opponent scores 2. Kept by the four-hand engine.

use super::super::LawError;
use super::super::pad::{Pad, PadInput, Sides};
use super::super::registry::{self, Law, Table};
use super::four_hand::{self, Form};

pub const LAW: Law = Law {
    id: "euchre-two-hand",
    name: "Euchre, two-hand: no lone hands",
    sources: "seed 001 L6075–6083; seed 000 L2401–2410",
    doc: "docs/laws/euchre-two-hand.md",
    settings: &[
        four_hand::GAME,
        four_hand::LAPS,
        four_hand::SLAMS,
        four_hand::SLAMS_BEYOND_FIVE,
    ],
    score: score_json,
    table: Some(Table {
        sides: Sides::TWO_PLAYERS,
        deal: four_hand::TWO_HAND_DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    four_hand::pad_of(Form::Two, input)
}

/// `hoyle score euchre-two-hand`: as `euchre`, with `players` (or `sides`) for the two.
pub fn score_json(input: &str) -> Result<String, LawError> {
    four_hand::score_form(Form::Two, input, &["Dealer", "Eldest"])
}
