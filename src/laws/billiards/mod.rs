//! The club room's table games that are scored by points up to a game: billiards and, beside it,
//! bagatelle (its board is a small billiard table, and it is scored the same way: each turn's
//! points added on, the first to the game's points winning). Neither is a payment game: each is a
//! score law with a pad, so a table of either is kept break by break (or turn by turn) and its
//! games feed the club's season ladder (`crate::ladder`).
//!
//! Billiards: seed 000 L9357–9478 (the game and its strokes) and L10019–10055 (the Billiards
//! Control Club rules of 1909); `hoyle-1909-b.md` §2.10. The book gives no game's length and no
//! handicap: the length is a setting, and a handicap start is given on a game's first entry.

pub mod bagatelle;
#[cfg(test)]
mod bagatelle_tests;
mod game;
pub mod strokes;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::pad::{Field, FieldKind, Pad, PadInput, Sides};
use super::registry::{self, Law, Setting, Table};
pub use game::{Break, Entry, GameResult, Sitting, play};

/// How a stroke striking both object balls at once is scored (seed 000 L9423–9427).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Simultaneous {
    /// National Rules: "as if the red were struck first" — the book's own table of values
    /// follows it (stroke D, L9451–9453).
    #[default]
    Red,
    /// Billiard Association rules: "as if the white had been struck first".
    White,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The game's points: the first to reach them wins, and the game ends there.
    pub points: i64,
    pub simultaneous: Simultaneous,
    /// The Billiards Control Club rules (L10019–10055): rule 9 (no two misses in successive
    /// innings), rule 13 (25 ball-to-ball cannons) and rule 18 (two points to the non-striker for
    /// a ball forced off the table).
    pub control_club: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            points: 100,
            simultaneous: Simultaneous::Red,
            control_club: true,
        }
    }
}

/// The longest game the law keeps, and so the most a start or a typed break may be.
pub const MOST_POINTS: i64 = 100_000;

const SETTINGS: &[Setting] = &[
    Setting {
        name: "points",
        values: &[
            "50", "100", "150", "200", "250", "300", "500", "750", "1000",
        ],
        default: "100",
        about: "the game's points: the book gives no length for the game (seed 000 L9357–9478, [GAP]); 100 up is the usual club game, and the game ends the moment a player reaches it",
    },
    Setting {
        name: "simultaneous",
        values: &["\"red\"", "\"white\""],
        default: "\"red\"",
        about: "an in-off after striking both object balls at once: \"By Billiard Association rules … scored as if the white had been struck first. Under National Rules … as if the red were struck first\" (seed 000 L9423–9427); \"red\" (3) follows the book's own stroke D (L9451–9453), \"white\" (2) the Association",
    },
    Setting {
        name: "control_club",
        values: &["true", "false"],
        default: "true",
        about: "the Billiards Control Club rules of February 1909 (seed 000 L10019–10055): no two misses in successive innings unless a score or a double baulk came between (rule 9), no more than 25 ball-to-ball cannons running (rule 13), two points to the non-striker for a ball forced off the table (rule 18); false leaves the strokes' values only, and a ball off the table scores nothing",
    },
];

pub const BILLIARDS: Law = Law {
    id: "billiards",
    name: "Billiards: hazards, cannons, misses and coups, with handicap starts",
    sources: "seed 000 L9357–9478, L10019–10055",
    doc: "docs/laws/billiards.md",
    settings: SETTINGS,
    score: game::score_json,
    table: Some(Table {
        sides: Sides::TWO_PLAYERS,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

/// What a table of this law pays its stake on, when it is per game won, not per point: a
/// billiards pad settles each game as one game to the winner (a handicap league's match), and
/// bagatelle's as a single or a double game (seed 000 L9340–9343), whatever the game's score.
pub fn staked_per_game(law_id: &str) -> Option<&'static str> {
    match law_id {
        id if id == BILLIARDS.id => Some("a game won"),
        id if id == bagatelle::BAGATELLE.id || id == bagatelle::BAGATELLE_PARTNERS.id => {
            Some("a game won, twice for a double")
        }
        _ => None,
    }
}

pub const LAWS: &[Law] = &[
    BILLIARDS,
    bagatelle::BAGATELLE,
    bagatelle::BAGATELLE_PARTNERS,
];

const DEAL: &[Field] = &[
    Field {
        name: "start",
        label: "Handicap start: how many points does each player begin this game with?",
        kind: FieldKind::Number {
            min: -MOST_POINTS,
            max: MOST_POINTS,
        },
        per_side: true,
        optional: true,
        help: "Only on a game's first entry, before its first break; blank is scratch (nothing). A player who owes points starts below nothing.",
    },
    Field {
        name: "player",
        label: "Whose break was it?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Leave blank only when entering a game's handicap starts on their own.",
    },
    Field {
        name: "strokes",
        label: "What strokes did the break make, in order?",
        kind: FieldKind::Text { max_len: 4000 },
        per_side: false,
        optional: true,
        help: "Strokes between commas, a stroke's parts joined by +: cannon, red-winning, white-losing+red-winning. A break may end with a miss, coup, off-table or foul. The words: cannon, cushion-cannon, red-winning, white-winning, red-losing, white-losing, both-losing, miss, coup, off-table, foul.",
    },
    Field {
        name: "points",
        label: "Or, if the strokes were not written down, how many points did the break make?",
        kind: FieldKind::Number {
            min: 0,
            max: MOST_POINTS,
        },
        per_side: false,
        optional: true,
        help: "With the break's points, the strokes hold only the miss, coup, off-table or foul that ended it, if one did.",
    },
    Field {
        name: "double_baulk",
        label: "Was the striker left a double baulk?",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "Control Club rule 9 lets a player miss in two successive innings when a double baulk came between.",
    },
    Field {
        name: "loses",
        label: "Does this player lose the game, for refusing to continue or for unfair conduct?",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "Control Club rule 18: the referee or marker's ruling. Nothing else is entered with it.",
    },
];

/// A table's pad: each break with the running score, each game closed at its points.
pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sitting) = play(input)?;
    Ok(sitting.pad(&input.sides, &settings))
}
