//! Quinto kept at a table: games of 250 closed in place, two games the rubber and 100, the pad,
//! the fields a hand is entered with, and `hoyle score quinto`.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, RUNNING, Row, Settlement, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

use super::deal::{GAME, Hand, QuintoDeal, RUBBER, Settings, Settle, TRICKS, score_hand};

/// A game won.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuintoGame {
    pub winner: usize,
    pub scores: Vec<i64>,
    /// The hand (0-based) that won it.
    pub deal: usize,
}

/// Every hand kept: the hands, the games, the pad.
pub struct Kept {
    pub hands: Vec<Hand>,
    pub games: Vec<QuintoGame>,
    pub scores: Vec<i64>,
    pub pad: Pad,
}

/// Keeps the rubber hand by hand. Each game starts at love unless `carry_over`; the first side to
/// two games wins the rubber and 100, and the rubber is settled at once (L8764–8765).
pub fn keep(input: &PadInput) -> Result<Kept, LawError> {
    crate::laws::check_names("sides", &input.sides, 2..=2, "two sides")?;
    let settings: Settings = input.settings()?;
    let sides = &input.sides;
    let mut pad = Pad {
        notes: vec![format!(
            "Game {GAME}; quints are marked as they fall and never doubled; two games win the \
             rubber and {RUBBER}."
        )],
        ..Pad::new(sides.clone())
    };
    let mut hands = Vec::new();
    let mut games = Vec::new();
    let mut scores = [0i64; 2];
    let mut won = [0u32; 2];
    let mut rubber_points = [0i64; 2];
    for i in 0..input.deals.len() {
        let at = format!("deals[{i}]");
        let deal: QuintoDeal = input.deal(i)?;
        let hand = score_hand(&at, &deal, sides, scores, settings)?;
        let mut below: Vec<Vec<Item>> = vec![Vec::new(), Vec::new()];
        for s in 0..2 {
            if hand.quint_points[s] > 0 {
                below[s].push(Item::new(hand.quint_points[s], "quints"));
            }
            if hand.trick_points[s] > 0 {
                below[s].push(Item::new(hand.trick_points[s], "tricks"));
            }
            below[s].push(Item::new(hand.scores[s], RUNNING));
            rubber_points[s] += hand.points[s];
            scores[s] = hand.scores[s];
        }
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: hand.note.clone(),
        });
        pad.open = true;
        if let Some(w) = hand.won {
            games.push(QuintoGame {
                winner: w,
                scores: scores.to_vec(),
                deal: i,
            });
            pad.rows.push(Row::Game {
                winner: w,
                label: format!("{} win the game, {}–{}", sides[w], scores[0], scores[1]),
            });
            won[w] += 1;
            let lap = scores[w] - GAME;
            scores = [0, 0];
            if won[w] == 2 {
                rubber_points[w] += RUBBER;
                pad.settle(rubber(sides, w, won, rubber_points, settings.settle));
                won = [0, 0];
                rubber_points = [0, 0];
                pad.open = false;
            } else if settings.carry_over {
                scores[w] = lap;
            }
        }
        hands.push(hand);
    }
    Ok(Kept {
        hands,
        games,
        scores: scores.to_vec(),
        pad,
    })
}

fn rubber(sides: &[String], w: usize, won: [u32; 2], points: [i64; 2], how: Settle) -> Settlement {
    let games = format!("{} games to {}", won[w], won[1 - w]);
    match how {
        Settle::Rubber => {
            Settlement::two_sided(Some(w), 1, format!("rubber to {}, {games}", sides[w]))
        }
        Settle::Difference => {
            let diff = points[0] - points[1];
            Settlement {
                winner: match diff {
                    0 => None,
                    d if d > 0 => Some(0),
                    _ => Some(1),
                },
                value: diff.abs(),
                amounts: vec![diff, -diff],
                label: format!(
                    "rubber to {}, {games}, with {RUBBER}: {} to {}",
                    sides[w], points[0], points[1]
                ),
                lurch: false,
                final_points: points.to_vec(),
            }
        }
    }
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    keep(input).map(|k| k.pad)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    #[serde(default)]
    sides: Option<Vec<String>>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct Output {
    settings: Settings,
    deals: Vec<Hand>,
    games: Vec<QuintoGame>,
    /// The game under way.
    scores: Vec<i64>,
    #[serde(flatten)]
    pad: Pad,
    net: Vec<i64>,
}

/// `hoyle score quinto`: `{"settings": {..}, "sides": ["We", "They"], "deals": [..]}`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    let input = PadInput {
        settings: parsed.settings,
        sides: parsed
            .sides
            .unwrap_or_else(|| vec!["We".to_owned(), "They".to_owned()]),
        deals: parsed.deals,
    };
    let settings: Settings = input.settings()?;
    let kept = keep(&input)?;
    crate::laws::pretty(&Output {
        settings,
        deals: kept.hands,
        games: kept.games,
        scores: kept.scores,
        net: kept.pad.net(),
        pad: kept.pad,
    })
}

pub const DEAL: &[Field] = &[
    Field {
        name: "doubled",
        label: "Were the tricks doubled before play?",
        kind: FieldKind::Choice {
            choices: &[
                ("no", "No: five a trick"),
                ("doubled", "Doubled: ten a trick"),
                ("redoubled", "Redoubled: twenty a trick"),
            ],
        },
        per_side: false,
        optional: true,
        help: "quints are never doubled",
    },
    Field {
        name: "quints",
        label: "Which quints fell, in order, each after the side that won its trick?",
        kind: FieldKind::Text { max_len: 300 },
        per_side: false,
        optional: true,
        help: "\"We 5H, They royal, Ann AD 4D\" — We for the first side, They for the second, or a player's name; then a suit name, royal for the joker, or the cards",
    },
    Field {
        name: "tricks",
        label: "How many tricks did each side win in play?",
        kind: FieldKind::Number {
            min: 0,
            max: TRICKS,
        },
        per_side: true,
        optional: true,
        help: "twelve in all; leave blank when a quint won the game",
    },
    Field {
        name: "twelfth",
        label: "Who won the twelfth trick, and with it the cachette?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the cachette counts as a trick",
    },
    Field {
        name: "cachette",
        label: "Which quints were in the cachette?",
        kind: FieldKind::Text { max_len: 100 },
        per_side: false,
        optional: true,
        help: "\"5S\", \"royal, 2C 3C\"; blank if none",
    },
];

/// Shared with the three-handed game, whose hands are the four-handed game's.
pub const EQUAL_TOTALS: Setting = Setting {
    name: "equal_totals",
    values: &["\"play_on\"", "\"cachette\""],
    default: "\"play_on\"",
    about: "both past 250 on the tricks with equal totals: the book says only \"the higher of the two totals wins\" (L8762–8763; hoyle-1909-b §2.6 NOT SPECIFIED): play on, or the winners of the cachette",
};

pub const LAWS: &[Law] = &[
    Law {
        id: "quinto",
        name: "Quinto: tricks at five, quints as they fall, game 250, rubber 100",
        sources: "seed 000 L8684–8800",
        doc: "docs/laws/quinto.md",
        settings: &[
            EQUAL_TOTALS,
            Setting {
                name: "carry_over",
                values: &["false", "true"],
                default: "false",
                about: "points beyond 250 begin the next game: not said (hoyle-1909-b §2.6 NOT SPECIFIED); each game from love",
            },
            Setting {
                name: "settle",
                values: &["\"difference\"", "\"rubber\""],
                default: "\"difference\"",
                about: "how a rubber is settled: not said beyond its 100 (L8764; hoyle-1909-b §2.6 NOT SPECIFIED): as at bridge, the difference of the points; or one a rubber",
            },
        ],
        score: score_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: DEAL,
            pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    super::three::LAW,
];
