//! Bid whist: no trump turned; the highest bidder names the trump, and each deal is worth
//! seventeen points, the thirteen tricks and the four honours, "Honors count to the players that
//! take them in in tricks; not to the original holders."
//!
//! Seed 001 L4443–4453 (laws extraction rules-1927-a.md §2.9). The text gives no penalty for a
//! failed bid and no game ([GAP] there); the extraction's reading (each side scores its tricks and
//! the honours it took, seventeen between them) is the default, and the rest are settings.

pub mod grand;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides};
use super::registry::{self, Law, Setting, Table};

/// Thirteen tricks and four honours (L4450–4451).
pub const POINTS_A_DEAL: i64 = 17;
const TRICKS: i64 = 13;
/// Ace, king, queen and knave of trumps [INFER: the whist honours, rules-1927-a.md §2.9].
const HONOURS: i64 = 4;

pub const LAWS: &[Law] = &[
    Law {
        id: "bid-whist",
        name: "Bid whist: seventeen points a deal, the honours to those who take them",
        sources: "seed 001 L4443–4453",
        doc: "docs/laws/bid-whist.md",
        settings: &[
            Setting {
                name: "game",
                values: &["0", "50", "100"],
                default: "0",
                about: "the text names no game (L4443–4453, [GAP] in rules-1927-a §2.9): 0 settles every deal by itself, the difference of the two scores; 50 or 100 plays to that total, the game worth the difference of the totals [INFER]",
            },
            Setting {
                name: "failed_bid",
                values: &["\"no_penalty\"", "\"set_back\""],
                default: "\"no_penalty\"",
                about: "the text gives no penalty for a bid not made (L4443–4453, [GAP]): the bidders still score what they took, or they score minus their bid instead [INFER]",
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
    grand::LAW,
];

pub const DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Bidders",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the side of the highest bidder, who named the trump",
    },
    Field {
        name: "bid",
        label: "Bid",
        kind: FieldKind::Number { min: 1, max: 13 },
        per_side: false,
        optional: false,
        help: "the tricks the highest bidder said he would make",
    },
    Field {
        name: "tricks",
        label: "Tricks",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: false,
        help: "tricks each side took; thirteen between them",
    },
    Field {
        name: "honours",
        label: "Honours taken",
        kind: FieldKind::Number { min: 0, max: 4 },
        per_side: true,
        optional: true,
        help: "ace, king, queen and knave of trumps each side took in its tricks, whoever held them",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub game: u32,
    #[serde(default)]
    pub failed_bid: FailedBid,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FailedBid {
    #[default]
    NoPenalty,
    SetBack,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    bidder: usize,
    bid: i64,
    tricks: Vec<i64>,
    #[serde(default)]
    honours: Option<Vec<i64>>,
}

/// One deal as scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub bidder: usize,
    pub bid: i64,
    pub made: bool,
    pub tricks: [i64; 2],
    pub honours: [i64; 2],
    /// What each side scores on the deal.
    pub points: [i64; 2],
}

fn read_settings(input: &PadInput) -> Result<Settings, LawError> {
    let settings: Settings = input.settings()?;
    if ![0, 50, 100].contains(&settings.game) {
        return Err(LawError::new(
            "settings.game",
            format!("{} is not 0, 50 or 100", settings.game),
        ));
    }
    Ok(settings)
}

fn score_deal(i: usize, deal: &Deal, settings: Settings) -> Result<Scored, LawError> {
    let at = |field: &str| format!("deals[{i}].{field}");
    let bidder = super::book::check_side(&at("bidder"), deal.bidder, 2)?;
    if !(1..=TRICKS).contains(&deal.bid) {
        return Err(LawError::new(
            at("bid"),
            format!("{} is not from 1 to 13", deal.bid),
        ));
    }
    let tricks: [i64; 2] = super::book::per_side(&at("tricks"), &deal.tricks)?;
    for (side, &n) in tricks.iter().enumerate() {
        if !(0..=TRICKS).contains(&n) {
            return Err(LawError::new(
                format!("{}[{side}]", at("tricks")),
                format!("{n} is not from 0 to 13"),
            ));
        }
    }
    if tricks[0] + tricks[1] != TRICKS {
        return Err(LawError::new(
            at("tricks"),
            format!(
                "{} + {} is not the thirteen tricks of a deal",
                tricks[0], tricks[1]
            ),
        ));
    }
    let honours: [i64; 2] = match &deal.honours {
        None => [0, 0],
        Some(h) => super::book::per_side(&at("honours"), h)?,
    };
    if deal.honours.is_some() {
        for side in 0..2 {
            if !(0..=HONOURS).contains(&honours[side]) {
                return Err(LawError::new(
                    format!("{}[{side}]", at("honours")),
                    format!("{} is not from 0 to 4", honours[side]),
                ));
            }
            // Honours are counted in the tricks that take them (L4451–4453).
            if honours[side] > tricks[side] {
                return Err(LawError::new(
                    format!("{}[{side}]", at("honours")),
                    format!(
                        "{} honours taken in {} tricks: each honour is taken in a trick",
                        honours[side], tricks[side]
                    ),
                ));
            }
        }
        if honours[0] + honours[1] != HONOURS {
            return Err(LawError::new(
                at("honours"),
                format!(
                    "{} + {} is not the four honours of a deal",
                    honours[0], honours[1]
                ),
            ));
        }
    }
    let made = tricks[bidder] >= deal.bid;
    let mut points = [tricks[0] + honours[0], tricks[1] + honours[1]];
    if !made && settings.failed_bid == FailedBid::SetBack {
        points[bidder] = -deal.bid;
    }
    Ok(Scored {
        bidder,
        bid: deal.bid,
        made,
        tricks,
        honours,
        points,
    })
}

/// Every deal scored, with the games they make.
pub fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>), LawError> {
    if input.sides.len() != 2 {
        return Err(LawError::new(
            "sides",
            format!("{} sides; bid whist is two partnerships", input.sides.len()),
        ));
    }
    let settings = read_settings(input)?;
    let deals: Vec<Deal> = input.deals()?;
    let scored = deals
        .iter()
        .enumerate()
        .map(|(i, d)| score_deal(i, d, settings))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((settings, scored))
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, scored) = play(input)?;
    Ok(draw(&input.sides, settings, &scored))
}

/// The pad of deals already scored.
fn draw(sides: &[String], settings: Settings, scored: &[Scored]) -> Pad {
    let side = |i: usize| sides.get(i).map_or("?", String::as_str);
    let mut pad = Pad {
        notes: vec![match settings.game {
            0 => "Seventeen points a deal, each deal settled by itself (L4443–4453).".to_owned(),
            n => {
                format!("Seventeen points a deal, played to {n}; the game is worth the difference.")
            }
        }],
        ..Pad::new(sides.to_vec())
    };
    let mut totals = [0i64; 2];
    for (i, s) in scored.iter().enumerate() {
        let below = (0..2)
            .map(|k| {
                let mut items = vec![Item::new(s.tricks[k], "tricks")];
                if s.honours[k] > 0 {
                    items.push(Item::new(s.honours[k], "honours"));
                }
                if k == s.bidder && !s.made && settings.failed_bid == FailedBid::SetBack {
                    items = vec![Item::new(-s.bid, format!("bid {} not made", s.bid))];
                }
                items
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: format!(
                "{} bid {}, {}",
                side(s.bidder),
                s.bid,
                if s.made { "made" } else { "not made" }
            ),
        });
        totals = [totals[0] + s.points[0], totals[1] + s.points[1]];
        let game = i64::from(settings.game);
        let over = game == 0 || totals.iter().any(|&t| t >= game);
        if over && totals[0] != totals[1] {
            let winner = usize::from(totals[1] > totals[0]);
            let value = (totals[0] - totals[1]).abs();
            let label = format!("{} {}–{}", side(winner), totals[winner], totals[1 - winner]);
            pad.rows.push(Row::Game {
                winner,
                label: label.clone(),
            });
            pad.settle(
                Settlement::two_sided(Some(winner), value, label)
                    .with_final_points(totals.to_vec()),
            );
            totals = [0, 0];
        } else if over {
            // Equal at the end of a deal or a game: nothing changes hands, and a game goes on.
            if game == 0 {
                pad.settle(Settlement::two_sided(None, 0, "level"));
                totals = [0, 0];
            }
        }
    }
    pad.open = totals != [0, 0];
    pad
}

/// `hoyle score bid-whist`: the settings, the sides and the deals in; each deal scored, the pad
/// and the net out.
pub fn score_json(input: &str) -> Result<String, LawError> {
    super::pad::score_two_sides(input, |input| {
        let (settings, deals) = play(input)?;
        let pad = draw(&input.sides, settings, &deals);
        Ok((settings, deals, pad))
    })
}
