//! Cribbage: five-, six- and seven-card two-hand, three-hand, and four-hand in partnerships. A
//! deal is entered as totals, as parts (pegging, hand, crib, his heels), or as the cards of the
//! hands and crib with the start, which are counted here; games end the moment a player reaches
//! the game-hole, and a loser short of the lurch line pays double.
//!
//! Sources: Hoyle's Games Modernized, 1909 (seed 000) L1166–1835, the count tables L1311–1552 and
//! the two five-card deals L1683–1765; Rules of Card Games, c. 1927 (seed 001) L9272–9635. The
//! books disagree on the lurch line (seed 000 L1173–1175 "less than half"; seed 001 L9542–9545
//! "before his opponent gets 31 … 91"), so every result names its `code`.

pub mod board;
pub mod cards;
pub mod game;
pub mod pegging;
pub mod table;
pub mod wire;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::laws::pad::Sides;
use crate::laws::registry::{self, Law, Setting, Table};

pub use cards::{Card, Count, count_hand};

/// The most points one entered number may hold (a deal's pegging, a total); keeps every sum far
/// inside `i64` and catches a slipped digit.
pub const MAX_POINTS: i64 = 1_000;
/// Cards in every crib: two from each of two players, one from each of three (and one from the
/// pack) or four (seed 000 L1201–1208, L1803–1835; seed 001 L9546–9590).
pub const CRIB_SIZE: usize = 4;
/// The most a crib can count (four cards and the start, as a hand's 29).
pub const MAX_CRIB: i64 = 29;

/// Which book's lurch line applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Code {
    /// Hoyle's Games Modernized: lurched with "less than half the specified number of points"
    /// (seed 000 L1173–1175): under 30½, 60½, 90½.
    #[default]
    #[serde(rename = "1909")]
    Hoyle1909,
    /// Rules of Card Games: a lurch when the winner reaches "61 before his opponent gets 31; or
    /// 121 before his opponent gets 91" (seed 001 L9542–9545). It has no seven-card game.
    #[serde(rename = "1927")]
    Rules1927,
}

/// The form of the game, which fixes the players, the cards in a hand and the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// Two players, five cards, three kept; 61 up; three for last (seed 000 L1170–1259; seed 001
    /// L9621–9635).
    FiveCard,
    /// Two players, six cards, four kept; 121 up (seed 000 L1767–1792; seed 001 L9272–9545).
    #[default]
    SixCard,
    /// Two players, seven cards, five kept; 181 up (seed 000 L1794–1801).
    SevenCard,
    /// Three players, five cards, one to the crib and one from the pack (seed 000 L1803–1819;
    /// seed 001 L9546–9562).
    ThreeHand,
    /// Two against two, five cards, one each to the crib; 121 (seed 000 L1821–1835; seed 001
    /// L9563–9590).
    FourHand,
}

impl Variant {
    /// The cards a player keeps and shows with the start.
    pub fn hand_size(self) -> usize {
        match self {
            Variant::FiveCard => 3,
            Variant::SixCard | Variant::ThreeHand | Variant::FourHand => 4,
            Variant::SevenCard => 5,
        }
    }

    /// The sides at the table (four-hand: two partnerships).
    pub fn sides(self) -> usize {
        match self {
            Variant::ThreeHand => 3,
            _ => 2,
        }
    }

    /// Hands a side shows: both partners' at four-hand.
    pub fn hands_per_side(self) -> usize {
        match self {
            Variant::FourHand => 2,
            _ => 1,
        }
    }

    /// The non-dealer's "three for last" on the first deal of a game (seed 000 L1202–1204,
    /// proved once a game by the second deal L1740–1745; seed 001 L9626–9628).
    pub fn three_for_last(self) -> bool {
        self == Variant::FiveCard
    }

    /// The most a hand of this variant can count with the start (the book's tables: four fives,
    /// 20, at five-card, seed 000 L1316–1319; 29 with five cards, L1420–1428). A seven-card hand
    /// shows six cards; its bound is only a guard against slips.
    /// More than one side can peg in one deal's play: each card it plays scores at most 14 (a
    /// double pair royal, 12, with a fifteen or thirty-one, 2), and the go or last card 1. A
    /// bound no deal reaches rather than the exact maximum, so that a mistyped number (a
    /// 200-point deal) is refused instead of ending the game.
    pub fn max_pegging(self) -> i64 {
        (self.hand_size() * self.hands_per_side()) as i64 * 14 + 1
    }

    /// The most one side can score in one deal: its play, its hands, a crib, his heels and three
    /// for last, each at its bound.
    pub fn max_deal(self) -> i64 {
        self.max_pegging() + self.max_hand() * self.hands_per_side() as i64 + MAX_CRIB + 2 + 3
    }

    pub fn max_hand(self) -> i64 {
        match self {
            Variant::FiveCard => 20,
            Variant::SevenCard => 100,
            _ => 29,
        }
    }
}

/// Three-hand's game: the 1909 book does not state it (hoyle-1909-a §2.6 [AMBIGUOUS]); the 1927
/// book gives 61 (seed 001 L9546–9562).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ThreeHandGame {
    #[default]
    SixtyOne,
    OneTwentyOne,
}

impl ThreeHandGame {
    pub fn points(self) -> i64 {
        match self {
            ThreeHandGame::SixtyOne => 61,
            ThreeHandGame::OneTwentyOne => 121,
        }
    }
}

impl Serialize for ThreeHandGame {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_i64(self.points())
    }
}

impl<'de> Deserialize<'de> for ThreeHandGame {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match i64::deserialize(d)? {
            61 => Ok(ThreeHandGame::SixtyOne),
            121 => Ok(ThreeHandGame::OneTwentyOne),
            n => Err(serde::de::Error::custom(format!("{n} is not 61 or 121"))),
        }
    }
}

const CODE: Setting = Setting {
    name: "code",
    values: &["\"1909\"", "\"1927\""],
    default: "\"1909\"",
    about: "the lurch line: 1909 \"less than half\" the game (seed 000 L1173–1175: under 31, 61, 91 at 61, 121, 181); 1927 \"before his opponent gets 31 … 91\" (seed 001 L9542–9545); 1927 has no seven-card game",
};

pub const LAWS: &[Law] = &[
    Law {
        id: "cribbage",
        name: "Cribbage, two-hand: five-card (61), six-card (121) or seven-card (181); lurch pays double",
        sources: "seed 000 L1166–1801, L1311–1552, L1683–1765; seed 001 L9272–9545, L9621–9635",
        doc: "docs/laws/cribbage.md",
        settings: &[
            CODE,
            Setting {
                name: "variant",
                values: &["\"five_card\"", "\"six_card\"", "\"seven_card\""],
                default: "\"six_card\"",
                about: "cards dealt and the game: 61, 121, 181 (seed 000 L1170–1175); the 1927 book's main game is six-card (seed 001 L9272)",
            },
        ],
        score: wire::score_two_hand_json,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: table::DEAL,
            pad: table::two_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "cribbage-three-hand",
        name: "Cribbage, three-hand: each for himself, the crib the dealer's",
        sources: "seed 000 L1803–1819; seed 001 L9546–9562",
        doc: "docs/laws/cribbage-three-hand.md",
        settings: &[
            CODE,
            Setting {
                name: "game",
                values: &["61", "121"],
                default: "61",
                about: "the 1909 book gives no game for three (hoyle-1909-a §2.6 [AMBIGUOUS]); 61 is customary and the 1927 book's (seed 001 L9546–9562)",
            },
        ],
        score: wire::score_three_hand_json,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 3,
                players_per_side: 1,
            },
            deal: table::DEAL,
            pad: table::three_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "cribbage-four-hand",
        name: "Cribbage, four-hand: two partnerships, 121 up",
        sources: "seed 000 L1821–1835; seed 001 L9563–9590",
        doc: "docs/laws/cribbage-four-hand.md",
        settings: &[CODE],
        score: wire::score_four_hand_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: table::DEAL,
            pad: table::four_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
