//! Norwegian whist (seed 001 L13367–13430): whist without a trump, each deal a Grand (to win
//! tricks) or a Nullo (to lose them), or a Nullo when all pass; the tricks over the book count
//! four each, a failed Grand's double to the opponents, and the first side to fifty wins.
//!
//! It sits beside rubber whist as the whist of the same book without a trump: two partnerships,
//! the tricks over the book, a game to a total. Its scoring is small and its own.

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, RUNNING, Row, Settlement, Sides};
use crate::laws::registry::{self, Law, Setting, Table};

/// "If a player bids out of turn, he forfeits 20 points" (L13429–13430).
pub const FORFEIT: i64 = 20;
/// "He gives three tricks to the other side in Grands, or takes three from them" (L13421–13422).
pub const REVOKE_TRICKS: i64 = 3;

pub const LAW: Law = Law {
    id: "norwegian-whist",
    name: "Norwegian whist: Grand or Nullo, no trump, four a trick over the book, game fifty",
    sources: "seed 001 L13367–13430",
    doc: "docs/laws/norwegian-whist.md",
    settings: &[
        Setting {
            name: "nullo_trick",
            values: &["4", "2"],
            default: "4",
            about: "\"each trick being worth 4. In some localities the tricks are worth only 2 in Nullos, but 4 in Grands\" (seed 001 L13406–13409)",
        },
        Setting {
            name: "grand_slam",
            values: &["\"odd_tricks\"", "\"all_thirteen\""],
            default: "\"odd_tricks\"",
            about: "the values are \"so proportioned … that it takes thirteen tricks, or a grand slam, at Grand to win the game in one hand\" (L13410–13413), yet seven odd tricks at 4 are 28 (rules-1927-c §2.10 [AMBIG]): a grand slam counts its seven odd tricks, or all thirteen (52, the game)",
        },
        Setting {
            name: "game",
            values: &["50", "100"],
            default: "50",
            about: "\"the game is usually 50 points\" (L13406): fifty, or a longer game of a hundred",
        },
        Setting {
            name: "game_value",
            values: &["\"difference\"", "\"one\""],
            default: "\"difference\"",
            about: "what a game is worth is not said ([GAP]): the difference of the two totals [INFER], or one game",
        },
        Setting {
            name: "forfeit",
            values: &["\"deducted\"", "\"to_opponents\""],
            default: "\"deducted\"",
            about: "a bid out of turn \"forfeits 20 points\" (L13429–13430): taken from the offender's score, or given to the other side",
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
};

pub const DEAL: &[Field] = &[
    Field {
        name: "call",
        label: "What was declared",
        kind: FieldKind::Choice {
            choices: &[
                ("grand", "a Grand, to win tricks"),
                ("nullo", "a Nullo, to lose tricks"),
                ("none", "nothing: all passed and it was played as a Nullo"),
            ],
        },
        per_side: false,
        optional: false,
        help: "",
    },
    Field {
        name: "bidder",
        label: "Whose side declared",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "leave blank when all passed",
    },
    Field {
        name: "tricks",
        label: "Tricks taken",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: false,
        help: "as played, thirteen between them; a revoke's three tricks are moved below",
    },
    Field {
        name: "revoke",
        label: "Which side revoked",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "it gives three tricks to the other side in a Grand, and takes three from them in a Nullo",
    },
    Field {
        name: "bid_out_of_turn",
        label: "Which side bid out of turn",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "it forfeits twenty points",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub nullo_trick: i64,
    pub grand_slam: GrandSlam,
    pub game: i64,
    pub game_value: GameValue,
    pub forfeit: Forfeit,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            nullo_trick: 4,
            grand_slam: GrandSlam::OddTricks,
            game: 50,
            game_value: GameValue::Difference,
            forfeit: Forfeit::Deducted,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GrandSlam {
    OddTricks,
    AllThirteen,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameValue {
    Difference,
    One,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Forfeit {
    Deducted,
    ToOpponents,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    Grand,
    Nullo,
    None,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    call: Call,
    #[serde(default)]
    bidder: Option<usize>,
    tricks: Vec<i64>,
    #[serde(default)]
    revoke: Option<usize>,
    #[serde(default)]
    bid_out_of_turn: Option<usize>,
}

/// One deal as scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub call: Call,
    pub bidder: Option<usize>,
    /// Tricks after a revoke's three are moved.
    pub tricks: [i64; 2],
    pub points: [i64; 2],
    pub note: String,
}

fn read_settings(input: &PadInput) -> Result<Settings, LawError> {
    let s: Settings = input.settings()?;
    if ![4, 2].contains(&s.nullo_trick) {
        return Err(LawError::new(
            "settings.nullo_trick",
            format!("{} is not 4 or 2", s.nullo_trick),
        ));
    }
    if ![50, 100].contains(&s.game) {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not 50 or 100", s.game),
        ));
    }
    Ok(s)
}

fn score_deal(i: usize, deal: &Deal, settings: Settings) -> Result<Scored, LawError> {
    let at = |f: &str| format!("deals[{i}].{f}");
    let side = |f: &str, v: Option<usize>| match v {
        Some(s) => crate::laws::book::check_side(&at(f), s, 2).map(Some),
        None => Ok(None),
    };
    let bidder = side("bidder", deal.bidder)?;
    let revoke = side("revoke", deal.revoke)?;
    let out_of_turn = side("bid_out_of_turn", deal.bid_out_of_turn)?;
    match (deal.call, bidder) {
        (Call::None, Some(_)) => {
            return Err(LawError::new(
                at("bidder"),
                "nobody declared: all passed; leave it blank",
            ));
        }
        (Call::Grand | Call::Nullo, None) => {
            return Err(LawError::new(
                at("bidder"),
                "whose side declared the Grand or Nullo?",
            ));
        }
        _ => {}
    }
    let mut tricks: [i64; 2] = crate::laws::book::per_side(&at("tricks"), &deal.tricks)?;
    for (s, &n) in tricks.iter().enumerate() {
        if !(0..=13).contains(&n) {
            return Err(LawError::new(
                format!("{}[{s}]", at("tricks")),
                format!("{n} is not from 0 to 13"),
            ));
        }
    }
    if tricks[0] + tricks[1] != 13 {
        return Err(LawError::new(
            at("tricks"),
            format!(
                "{} + {} is not the thirteen tricks of a deal",
                tricks[0], tricks[1]
            ),
        ));
    }
    let mut notes = Vec::new();
    // The revoke (L13421–13422): three tricks move toward the side it hurts; a side with fewer
    // than three gives what it has (the text is silent).
    if let Some(r) = revoke {
        let (from, to) = match deal.call {
            Call::Grand => (r, 1 - r),
            Call::Nullo | Call::None => (1 - r, r),
        };
        let moved = REVOKE_TRICKS.min(tricks[from]);
        tricks[from] -= moved;
        tricks[to] += moved;
        notes.push(format!("revoke: {moved} tricks moved"));
    }
    let nullo = settings.nullo_trick;
    let mut points = [0i64; 2];
    match (deal.call, bidder) {
        (Call::Grand, Some(b)) => {
            let t = tricks[b];
            if t >= 7 {
                let counted = match settings.grand_slam {
                    GrandSlam::AllThirteen if t == 13 => 13,
                    _ => t - 6,
                };
                points[b] = 4 * counted;
                notes.push(format!("Grand made, {} by cards", t - 6));
            } else {
                // "Each trick over the book taken by his opponents counts double for them."
                points[1 - b] = 8 * (7 - t);
                notes.push(format!("Grand lost, {} by cards against", 7 - t));
            }
        }
        (Call::Nullo, Some(b)) => {
            let t = tricks[b];
            if t >= 7 {
                points[1 - b] = nullo * (t - 6);
                notes.push(format!("Nullo lost, {} over the book", t - 6));
            } else {
                points[b] = nullo * (7 - t);
                notes.push(format!("Nullo made, {} under the book", 7 - t));
            }
        }
        _ => {
            // All passed, played as a Nullo (L13397–13398): the side over the book pays its
            // odd tricks to the other [INFER, rules-1927-c §2.10].
            let over = usize::from(tricks[1] > tricks[0]);
            points[1 - over] = nullo * (tricks[over] - 6);
            notes.push(format!(
                "no bid, played as a Nullo: {} over the book",
                tricks[over] - 6
            ));
        }
    }
    if let Some(o) = out_of_turn {
        match settings.forfeit {
            Forfeit::Deducted => points[o] -= FORFEIT,
            Forfeit::ToOpponents => points[1 - o] += FORFEIT,
        }
        notes.push("a bid out of turn: 20 forfeited".to_owned());
    }
    Ok(Scored {
        call: deal.call,
        bidder,
        tricks,
        points,
        note: notes.join("; "),
    })
}

/// Every deal scored, the games closed, the pad drawn.
pub fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>, Pad), LawError> {
    if input.sides.len() != 2 {
        return Err(LawError::new(
            "sides",
            format!(
                "{} sides; Norwegian whist is two partnerships",
                input.sides.len()
            ),
        ));
    }
    let settings = read_settings(input)?;
    let deals: Vec<Deal> = input.deals()?;
    let scored = deals
        .iter()
        .enumerate()
        .map(|(i, d)| score_deal(i, d, settings))
        .collect::<Result<Vec<_>, _>>()?;
    let side = |i: usize| input.sides.get(i).map_or("?", String::as_str);
    let mut pad = Pad {
        notes: vec![format!(
            "No trump; four a trick over the book ({} in Nullos), a failed Grand's tricks double to the opponents; game {}.",
            settings.nullo_trick, settings.game
        )],
        ..Pad::new(input.sides.clone())
    };
    let mut totals = [0i64; 2];
    for (i, s) in scored.iter().enumerate() {
        totals = [totals[0] + s.points[0], totals[1] + s.points[1]];
        let below = (0..2)
            .map(|k| {
                let mut items = Vec::new();
                if s.points[k] != 0 {
                    items.push(Item::new(s.points[k], "tricks"));
                }
                items.push(Item::new(totals[k], RUNNING));
                items
            })
            .collect();
        let what = match s.call {
            Call::Grand => "Grand",
            Call::Nullo => "Nullo",
            Call::None => "no bid",
        };
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: match s.bidder {
                Some(b) => format!("{}'s {what}: {}", side(b), s.note),
                None => s.note.clone(),
            },
        });
        // Only one side scores in a deal but for a forfeit, so the higher total is the first
        // to the game.
        if totals.iter().any(|&t| t >= settings.game) && totals[0] != totals[1] {
            let winner = usize::from(totals[1] > totals[0]);
            let value = match settings.game_value {
                GameValue::Difference => totals[winner] - totals[1 - winner],
                GameValue::One => 1,
            };
            let label = format!(
                "game to {} {}–{}",
                side(winner),
                totals[winner],
                totals[1 - winner]
            );
            pad.rows.push(Row::Game {
                winner,
                label: label.clone(),
            });
            pad.settle(
                Settlement::two_sided(Some(winner), value, label)
                    .with_final_points(totals.to_vec()),
            );
            totals = [0, 0];
        }
    }
    pad.open = totals != [0, 0];
    Ok((settings, scored, pad))
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    play(input).map(|(_, _, p)| p)
}

/// `hoyle score norwegian-whist`: settings, sides and deals in; each deal scored, the pad, the
/// games and the net out.
pub fn score_json(input: &str) -> Result<String, LawError> {
    crate::laws::pad::score_two_sides(input, play)
}
