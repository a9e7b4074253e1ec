//! Sixty-three: "a modification of Cinch" (seed 001 L10460–10476). Nine cards, filled to nine
//! again after the discard; nine counting trumps worth 63, every one of them (high and low
//! included) to the side taking it; bids to 63; game 152; "In all other respects, the rules of
//! Cinch apply" — the set-back or the difference, the bidders counting first, the revoke.

use super::partners::{self, Game, Hand, Settings};
use super::{Card, card};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Pad, PadInput};

/// The trump-suit cards and their counts (L10466–10470), in the book's order.
pub const CARDS: &[Card] = &[
    card("high", "ace (high)", 1),
    card("king", "king", 25),
    card("trey", "trey", 15),
    card("nine", "nine", 9),
    card("game", "ten (game)", 1),
    card("jack", "jack", 1),
    card("right_pedro", "right pedro", 5),
    card("left_pedro", "left pedro", 5),
    card("low", "two (low)", 1),
];

/// Sixty-three points a deal, "Sixty-three is the highest bid possible to make" (L10472–10473);
/// "One hundred and fifty-two points constitute a game" (L10466).
pub const SIXTY_THREE: Game = Game {
    law: "sixty-three",
    title: "Sixty-three",
    cards: CARDS,
    total: 63,
    default_game: 152,
    sources: "L10460–10476",
};

/// Scores one deal of sixty-three for a party's tally (progressive sixty-three, four hands a
/// table, L10474–10476): what each side scores on it, a set-back negative. Pure.
pub fn hand_points(settings: &Settings, hand: &Hand) -> Result<[i64; 2], LawError> {
    partners::score_hand(&SIXTY_THREE, settings, hand, "hand").map(|s| s.points)
}

const fn taker(name: &'static str, label: &'static str, help: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help,
    }
}

pub const DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Who won the bid",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the side of the highest bidder, who named the trump",
    },
    Field {
        name: "bid",
        label: "Points bid",
        kind: FieldKind::Number { min: 1, max: 63 },
        per_side: false,
        optional: false,
        help: "1 to 63, the most a deal holds",
    },
    taker(
        "high",
        "Who took the ace of trumps",
        "1 point, to the side taking it",
    ),
    taker("king", "Who took the king of trumps", "25 points"),
    taker("trey", "Who took the three of trumps", "15 points"),
    taker("nine", "Who took the nine of trumps", "9 points"),
    taker("game", "Who took the ten of trumps", "1 point"),
    taker("jack", "Who took the jack of trumps", "1 point"),
    taker("right_pedro", "Who took the five of trumps", "5 points"),
    taker(
        "left_pedro",
        "Who took the other five of the trump colour",
        "5 points",
    ),
    taker(
        "low",
        "Who took the two of trumps",
        "1 point, to the side taking it",
    ),
    Field {
        name: "points",
        label: "Or: the points each side made",
        kind: FieldKind::Number { min: 0, max: 63 },
        per_side: true,
        optional: true,
        help: "instead of the cards above; sixty-three at most between the two sides",
    },
    taker(
        "revoke",
        "Side that revoked or held too many cards",
        "that side scores nothing on the hand",
    ),
];

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    partners::table_pad(&SIXTY_THREE, input)
}

pub fn score_json(input: &str) -> Result<String, LawError> {
    partners::score_json(&SIXTY_THREE, input)
}
