//! The cinch family: cinch (high five, double pedro) and sixty-three, played two against two with
//! the bidder's side set back when it fails; pedro (pedro sancho) and dom pedro (snoozer), the
//! varieties of auction pitch in which each player scores for himself.
//!
//! Sources: *Rules of Card Games*, c. 1927 (seed 001) L10235–10256 (pedro, dom pedro),
//! L10258–10409 (cinch), L10410–10426 (razzle-dazzle, `razzle`), L10460–10476 (sixty-three); laws extraction rules-1927-b.md §2.10.5–2.10.6,
//! §2.11. The two shapes share what is really shared: `partners` is the engine of cinch and
//! sixty-three (the same law over a different table of counting cards), `pedro` that of pedro and
//! dom pedro. A deal is entered as who took each counting card, so the law can follow the book's
//! order of counting out; the partnership games also take each side's points as two numbers.

mod partners;
mod pedro;
pub mod razzle;
#[cfg(test)]
mod razzle_tests;
pub mod sixty_three;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::pad::{Field, FieldKind, Settlement, Sides};
use super::registry::{self, Law, Setting, Table};

pub use partners::{
    BidderRevoke, Game, GameWon, Hand, HandScore, InForce, Low, Played, Scored, Scoring, Settings,
};
pub use pedro::{PedroDeal, PedroGame, PedroPlayed, PedroScored, PedroSettings};

/// A card that counts, and what it is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Card {
    /// Its key in a deal (`right_pedro`).
    pub key: &'static str,
    /// How the pad names it (`right pedro`).
    pub name: &'static str,
    pub value: i64,
}

const fn card(key: &'static str, name: &'static str, value: i64) -> Card {
    Card { key, name, value }
}

/// Cinch's counting cards (seed 001 L10356–10384): high, low, jack, game, the two pedros.
pub const CINCH_CARDS: &[Card] = &[
    card("high", "high", 1),
    card("low", "low", 1),
    card("jack", "jack", 1),
    card("game", "game", 1),
    card("right_pedro", "right pedro", 5),
    card("left_pedro", "left pedro", 5),
];

/// Cinch: fourteen points a deal, "Fourteen is highest possible bid" (L10310), game 51 (L10408).
pub const CINCH: Game = Game {
    law: "cinch",
    title: "Cinch",
    cards: CINCH_CARDS,
    total: 14,
    default_game: 51,
    sources: "L10258–10409",
};

/// Scores one deal of cinch for a party's tally (progressive cinch, seed 001 L10449–10459): what
/// each side scores on it, a set-back negative. Pure; the hand is given as each side's points.
pub fn hand_points(settings: &Settings, hand: &Hand) -> Result<[i64; 2], LawError> {
    partners::score_hand(&CINCH, settings, hand, "hand").map(|s| s.points)
}

/// How a finished game is paid: the book names no stake for any of these games [GAP].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Settle {
    /// One game, one stake.
    #[default]
    Game,
    /// The stake on every point between the winner's total and each loser's.
    Points,
}

/// A game settled between two sides.
pub fn settle_sides(settle: Settle, winner: usize, totals: [i64; 2], label: String) -> Settlement {
    let value = match settle {
        Settle::Game => 1,
        Settle::Points => totals[winner] - totals[1 - winner],
    };
    Settlement::two_sided(Some(winner), value, label).with_final_points(totals.to_vec())
}

/// A game settled among players each for himself: every loser pays the winner one stake, or the
/// points between the winner's total and his own.
pub fn settle_players(settle: Settle, winner: usize, totals: &[i64], label: String) -> Settlement {
    let owed = |p: usize| match settle {
        Settle::Game => 1,
        Settle::Points => totals[winner] - totals[p],
    };
    let mut amounts: Vec<i64> = (0..totals.len())
        .map(|p| if p == winner { 0 } else { -owed(p) })
        .collect();
    let value: i64 = -amounts.iter().sum::<i64>();
    amounts[winner] = value;
    Settlement {
        winner: Some(winner),
        value,
        amounts,
        label,
        lurch: false,
        final_points: totals.to_vec(),
    }
}

const SETTLE: Setting = Setting {
    name: "settle",
    values: &["\"game\"", "\"points\""],
    default: "\"game\"",
    about: "the book names no stake [GAP]: one stake a game, or a stake on each point between the winner's total and each loser's",
};

const SCORING: Setting = Setting {
    name: "scoring",
    values: &["\"set_back\"", "\"difference\""],
    default: "\"set_back\"",
    about: "cinch's two methods (L10386–10406): each side scores what it makes and a bidder short of his bid is set back; or, the bid made, only the side with more points scores the difference, and a failed bid gives the opponents their points and the bid",
};

const BIDDER_REVOKE: Setting = Setting {
    name: "bidder_revoke",
    values: &["\"no_score\"", "\"set_back\""],
    default: "\"no_score\"",
    about: "a revoke by the bidder's side: \"neither the offending player nor his partner can score on that hand\" (L10342–10347) — nothing, or set back the bid as a failed bid too; the book says no more [GAP]",
};

const BIDDER: Field = Field {
    name: "bidder",
    label: "Who won the bid",
    kind: FieldKind::Side,
    per_side: false,
    optional: false,
    help: "the side of the highest bidder, who named the trump",
};

const fn side_card(name: &'static str, label: &'static str, help: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help,
    }
}

const CINCH_DEAL: &[Field] = &[
    BIDDER,
    Field {
        name: "bid",
        label: "Points bid",
        kind: FieldKind::Number { min: 1, max: 14 },
        per_side: false,
        optional: false,
        help: "1 to 14, the most a deal holds",
    },
    side_card(
        "high",
        "Who held high (the ace of trumps)",
        "it counts for the side it was dealt to; for every card, a trump an adversary of the bidder threw away by mistake counts for the bidders, one the bidders threw away for nobody",
    ),
    side_card(
        "low",
        "Who scored low (the two of trumps)",
        "the side that won it in a trick, or that it was dealt to if the table counts low that way",
    ),
    side_card(
        "jack",
        "Who took the jack of trumps",
        "leave blank if nobody took it",
    ),
    side_card(
        "game",
        "Who took game (the ten of trumps)",
        "leave blank if nobody took it",
    ),
    side_card(
        "right_pedro",
        "Who took the right pedro (the five of trumps)",
        "five points",
    ),
    side_card(
        "left_pedro",
        "Who took the left pedro (the other five of the trump colour)",
        "five points",
    ),
    Field {
        name: "points",
        label: "Or: the points each side made",
        kind: FieldKind::Number { min: 0, max: 14 },
        per_side: true,
        optional: true,
        help: "instead of the cards above; fourteen at most between the two sides",
    },
    side_card(
        "revoke",
        "Side that revoked or held too many cards",
        "that side scores nothing on the hand",
    ),
];

const PARTNERSHIPS: Sides = Sides::TWO_PARTNERSHIPS;

/// Four to seven players, each for himself, as at auction pitch (L10111).
const PITCH_PLAYERS: Sides = Sides {
    min: 4,
    max: 7,
    players_per_side: 1,
};

pub const LAWS: &[Law] = &[
    Law {
        id: "cinch",
        name: "Cinch (high five, double pedro): 14 a deal, the bidder set back, game 51",
        sources: "seed 001 L10258–10409, L10427–10459",
        doc: "docs/laws/cinch.md",
        settings: &[
            Setting {
                name: "game",
                values: &["51", "32", "61", "101"],
                default: "51",
                about: "\"Usually 51 points, but can be changed by agreement\" (L10408); 32 is progressive cinch's bell (L10451–10453)",
            },
            SCORING,
            Setting {
                name: "low",
                values: &["\"won\"", "\"dealt\""],
                default: "\"won\"",
                about: "low counts for the side winning the trick it falls in (L10361–10362); \"frequently counted by player to whom it is dealt\" (L10364–10372)",
            },
            BIDDER_REVOKE,
            SETTLE,
        ],
        score: partners::score_cinch_json,
        table: Some(Table {
            sides: PARTNERSHIPS,
            deal: CINCH_DEAL,
            pad: partners::cinch_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "sixty-three",
        name: "Sixty-three: cinch with 63 a deal, game 152",
        sources: "seed 001 L10460–10476",
        doc: "docs/laws/sixty-three.md",
        settings: &[
            Setting {
                name: "game",
                values: &["152"],
                default: "152",
                about: "\"One hundred and fifty-two points constitute a game\" (L10466); other totals by agreement, as at cinch (L10408, L10462–10463)",
            },
            SCORING,
            BIDDER_REVOKE,
            SETTLE,
        ],
        score: sixty_three::score_json,
        table: Some(Table {
            sides: PARTNERSHIPS,
            deal: sixty_three::DEAL,
            pad: sixty_three::pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "razzle-dazzle",
        name: "Razzle-dazzle (auction cinch): five or six, the bidder calls a card for his partner",
        sources: "seed 001 L10410–10426, L10258–10409",
        doc: "docs/laws/razzle-dazzle.md",
        settings: &[
            Setting {
                name: "game",
                values: &["51", "32", "61", "101"],
                default: "51",
                about: "as cinch, \"usually 51 points, but can be changed by agreement\" (L10408) [INFER: the variation gives none]",
            },
            SCORING,
            Setting {
                name: "low",
                values: &["\"won\"", "\"dealt\""],
                default: "\"won\"",
                about: "as cinch: low counts for the side winning it (L10361–10362), or the side it was dealt to (L10364–10372)",
            },
            BIDDER_REVOKE,
            SETTLE,
        ],
        score: razzle::score_json,
        table: Some(Table {
            sides: Sides {
                min: 5,
                max: 6,
                players_per_side: 1,
            },
            deal: razzle::DEAL,
            pad: razzle::pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "pedro",
        name: "Pedro (pedro sancho): pitch with the five and nine of trumps, 18 a deal, game 50",
        sources: "seed 001 L10235–10247, L10105–10227",
        doc: "docs/laws/pedro.md",
        settings: &[SETTLE],
        score: pedro::score_pedro_json,
        table: Some(Table {
            sides: PITCH_PLAYERS,
            deal: pedro::PEDRO_DEAL,
            pad: pedro::pedro_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "dom-pedro",
        name: "Dom pedro (snoozer): pedro with the joker, 33 a deal, game 50 or 100",
        sources: "seed 001 L10248–10256, L10235–10247, L10105–10227",
        doc: "docs/laws/dom-pedro.md",
        settings: &[
            Setting {
                name: "game",
                values: &["50", "100"],
                default: "50",
                about: "\"50 or 100 points is game\" (L10255)",
            },
            SETTLE,
        ],
        score: pedro::score_dom_json,
        table: Some(Table {
            sides: PITCH_PLAYERS,
            deal: pedro::DOM_DEAL,
            pad: pedro::dom_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
