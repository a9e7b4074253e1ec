//! Three- and four-hand pinochle (L8383–8447) and auction pinochle without a widow (L8448–8474):
//! every meld shown before play and scored only by a player (or side) that takes a trick; game
//! 1,000, claimed by knocking, or 1,250 when several are out uncounted; at auction the bidder
//! counts first and is set back by his bid when he fails.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{Item, Pad, PadInput, RUNNING, Row, Settlement, from_value};

use super::two_hand::{BeyondExtension, COUNTERS, EXTENSION, GAME, MAX_MELDS, meld_points};

/// Several opponents of the bidder out on one deal at auction: the book says only that the
/// bidder counts first (L8470–8474; rules-1927-b §2.5.3 GAP).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OthersOut {
    /// The higher score wins; equal scores play on.
    #[default]
    Higher,
    /// The game is set to 1,250, as in the three-hand game (L8445–8446).
    Extend,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MultiSettings {
    #[serde(default)]
    pub beyond_1250: BeyondExtension,
    #[serde(default)]
    pub others_out: OthersOut,
}

/// A deal as entered: per player (or side) melds, counters and tricks; at auction the bidder.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MultiDeal {
    #[serde(default)]
    pub melds: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub meld_list: Option<Vec<Option<String>>>,
    pub counters: Vec<Option<i64>>,
    /// Tricks taken: melds stand only with one (L8430–8437). Blank: any counters mean a trick.
    #[serde(default)]
    pub tricks: Option<Vec<Option<i64>>>,
    /// Who knocked (three- and four-hand).
    #[serde(default)]
    pub called: Option<i64>,
    #[serde(default)]
    pub bidder: Option<i64>,
    #[serde(default)]
    pub bid: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MultiOutcome {
    pub melds: Vec<i64>,
    pub counters: Vec<i64>,
    /// Melds lost for want of a trick.
    pub melds_lost: Vec<i64>,
    pub points: Vec<i64>,
    pub scores: Vec<i64>,
    pub game: i64,
    pub note: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<usize>,
}

fn index(field: &str, v: i64, n: usize) -> Result<usize, LawError> {
    usize::try_from(v)
        .ok()
        .filter(|&i| i < n)
        .ok_or_else(|| LawError::new(field, format!("{v} is not 0..{}", n - 1)))
}

fn per(field: &str, v: &[Option<i64>], n: usize, max: i64) -> Result<Vec<i64>, LawError> {
    if v.len() != n {
        return Err(LawError::new(
            field,
            format!("{} numbers; one for each of the {n}", v.len()),
        ));
    }
    v.iter()
        .enumerate()
        .map(|(j, x)| {
            let x = x.unwrap_or(0);
            if (0..=max).contains(&x) {
                Ok(x)
            } else {
                Err(LawError::new(
                    format!("{field}[{j}]"),
                    format!("{x} is not from 0 to {max}"),
                ))
            }
        })
        .collect()
}

/// Plays every deal; `auction` for the no-widow auction game. Returns the outcomes and the pad.
pub fn play(input: &PadInput, auction: bool) -> Result<(Vec<MultiOutcome>, Pad), LawError> {
    let settings: MultiSettings = input.settings()?;
    let n = input.sides.len();
    let sides = &input.sides;
    let mut pad = Pad {
        notes: vec![if auction {
            "Game 1,000; the bidder counts first; a bid not made is set back.".to_owned()
        } else {
            "Game 1,000, claimed by knocking; 1,250 when more than one is out unclaimed.".to_owned()
        }],
        ..Pad::new(sides.clone())
    };
    let mut scores = vec![0i64; n];
    let mut game = GAME;
    let mut out = Vec::new();
    for (i, value) in input.deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let d: MultiDeal = from_value(&at, value)?;
        let counters = per(&format!("{at}.counters"), &d.counters, n, COUNTERS)?;
        if counters.iter().sum::<i64>() > COUNTERS {
            return Err(LawError::new(
                format!("{at}.counters"),
                format!("more than the {COUNTERS} in the pack"),
            ));
        }
        let melds = match (&d.melds, &d.meld_list) {
            (Some(_), Some(_)) => {
                return Err(LawError::new(
                    format!("{at}.meld_list"),
                    "enter the melds as numbers or named, not both",
                ));
            }
            (Some(m), None) => per(&format!("{at}.melds"), m, n, MAX_MELDS)?,
            (None, Some(list)) => {
                if list.len() != n {
                    return Err(LawError::new(
                        format!("{at}.meld_list"),
                        format!("{} lists; one for each of the {n}", list.len()),
                    ));
                }
                list.iter()
                    .enumerate()
                    .map(|(j, t)| {
                        meld_points(&format!("{at}.meld_list[{j}]"), t.as_deref().unwrap_or(""))
                    })
                    .collect::<Result<_, _>>()?
            }
            (None, None) => vec![0; n],
        };
        let tricks = match &d.tricks {
            Some(t) => Some(per(&format!("{at}.tricks"), t, n, 16)?),
            None => None,
        };
        let took = |p: usize| match &tricks {
            Some(t) => t[p] > 0,
            None => counters[p] > 0,
        };
        let mut melds_lost = vec![0; n];
        let mut points = vec![0; n];
        for p in 0..n {
            if took(p) {
                points[p] = melds[p] + counters[p];
            } else {
                melds_lost[p] = melds[p];
                points[p] = counters[p];
            }
        }
        let mut note = String::new();
        let mut winner = None;
        let mut caller_lost = None;
        if auction {
            if d.called.is_some() {
                return Err(LawError::new(
                    format!("{at}.called"),
                    "there is no calling out at auction: the bidder counts first (L8470–8474)",
                ));
            }
            let bidder = index(
                &format!("{at}.bidder"),
                d.bidder
                    .ok_or_else(|| LawError::new(format!("{at}.bidder"), "needed: who bid"))?,
                n,
            )?;
            let bid = d
                .bid
                .ok_or_else(|| LawError::new(format!("{at}.bid"), "needed: the bid"))?;
            if !(10..=super::auction::MAX_BID).contains(&bid) || bid % 10 != 0 {
                return Err(LawError::new(
                    format!("{at}.bid"),
                    format!("{bid} is not a bid: tens, up to 1,000"),
                ));
            }
            // "provided he wins at least one trick to make good his melds" (L8462–8464).
            if points[bidder] >= bid && took(bidder) {
                note = format!("{} bid {bid} and made {}", sides[bidder], points[bidder]);
            } else {
                note = format!(
                    "{} bid {bid}, made {}: set back {bid}",
                    sides[bidder], points[bidder]
                );
                points[bidder] = -bid;
            }
            for p in 0..n {
                scores[p] += points[p];
            }
            if scores[bidder] >= game && points[bidder] > 0 {
                winner = Some(bidder);
            } else {
                let others: Vec<usize> = (0..n)
                    .filter(|&p| p != bidder && scores[p] >= game)
                    .collect();
                match others.as_slice() {
                    [] => {}
                    [one] => winner = Some(*one),
                    _ => match settings.others_out {
                        OthersOut::Extend => game += EXTENSION,
                        OthersOut::Higher => {
                            let top = others.iter().map(|&p| scores[p]).max().unwrap_or(0);
                            let at_top: Vec<usize> = others
                                .iter()
                                .copied()
                                .filter(|&p| scores[p] == top)
                                .collect();
                            if let [one] = at_top.as_slice() {
                                winner = Some(*one);
                            }
                        }
                    },
                }
            }
        } else {
            if d.bidder.is_some() || d.bid.is_some() {
                return Err(LawError::new(
                    format!("{at}.bid"),
                    "no bidding in this game: trumps are turned",
                ));
            }
            for p in 0..n {
                scores[p] += points[p];
            }
            match d.called {
                Some(c) => {
                    let c = index(&format!("{at}.called"), c, n)?;
                    if scores[c] >= game {
                        winner = Some(c);
                        note = format!("{} knocked and was out", sides[c]);
                    } else {
                        caller_lost = Some(c);
                        note = format!(
                            "{} knocked wrongly, at {}: a game lost",
                            sides[c], scores[c]
                        );
                    }
                }
                None => {
                    let outs: Vec<usize> = (0..n).filter(|&p| scores[p] >= game).collect();
                    match outs.as_slice() {
                        [] => {}
                        [one] => winner = Some(*one),
                        _ => match settings.beyond_1250 {
                            BeyondExtension::HigherWins if game > GAME => {
                                let top = outs.iter().map(|&p| scores[p]).max().unwrap_or(0);
                                let at_top: Vec<usize> =
                                    outs.iter().copied().filter(|&p| scores[p] == top).collect();
                                match at_top.as_slice() {
                                    [one] => winner = Some(*one),
                                    _ => game += EXTENSION,
                                }
                            }
                            _ => {
                                game += EXTENSION;
                                note = format!("more than one out unclaimed: game {game}");
                            }
                        },
                    }
                }
            }
        }
        let mut below: Vec<Vec<Item>> = (0..n)
            .map(|p| {
                let mut cell = Vec::new();
                if took(p) && melds[p] > 0 {
                    cell.push(Item::new(melds[p], "melds"));
                }
                if points[p] < 0 {
                    cell.push(Item::new(points[p], "set back"));
                } else if counters[p] > 0 {
                    cell.push(Item::new(counters[p], "counters"));
                }
                cell
            })
            .collect();
        for (p, cell) in below.iter_mut().enumerate() {
            cell.push(Item::new(scores[p], RUNNING));
        }
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note: note.clone(),
        });
        pad.open = true;
        out.push(MultiOutcome {
            melds: melds.clone(),
            counters: counters.clone(),
            melds_lost,
            points,
            scores: scores.clone(),
            game,
            note,
            winner,
        });
        let others = n as i64 - 1;
        let closed = match (winner, caller_lost) {
            (Some(w), _) => Some((
                Some(w),
                (0..n)
                    .map(|p| if p == w { others } else { -1 })
                    .collect::<Vec<_>>(),
                format!("{} win the game", sides[w]),
            )),
            (None, Some(c)) => Some((
                None,
                (0..n).map(|p| if p == c { -others } else { 1 }).collect(),
                format!("{} knocked wrongly and lose the game", sides[c]),
            )),
            _ => None,
        };
        if let Some((w, amounts, label)) = closed {
            if let Some(w) = w {
                pad.rows.push(Row::Game {
                    winner: w,
                    label: label.clone(),
                });
            }
            pad.settle(Settlement {
                winner: w,
                value: 1,
                amounts,
                label,
                lurch: false,
                final_points: scores.clone(),
            });
            scores = vec![0; n];
            game = GAME;
            pad.open = false;
        }
    }
    Ok((out, pad))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    players: Vec<String>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct Output {
    deals: Vec<MultiOutcome>,
    #[serde(flatten)]
    pad: Pad,
    net: Vec<i64>,
}

fn score(
    input: &str,
    auction: bool,
    count: std::ops::RangeInclusive<usize>,
    whom: &str,
) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    crate::laws::check_names("players", &parsed.players, count, whom)?;
    let input = PadInput {
        settings: parsed.settings,
        sides: parsed.players,
        deals: parsed.deals,
    };
    let (deals, pad) = play(&input, auction)?;
    crate::laws::pretty(&Output {
        deals,
        net: pad.net(),
        pad,
    })
}

/// `hoyle score pinochle-three-hand`: three players.
pub fn score_three_json(input: &str) -> Result<String, LawError> {
    score(input, false, 3..=3, "three players")
}

/// `hoyle score pinochle-four-hand`: the two partnerships as `players`.
pub fn score_four_json(input: &str) -> Result<String, LawError> {
    score(input, false, 2..=2, "two partnerships")
}

/// `hoyle score auction-pinochle-no-widow`: three players.
pub fn score_no_widow_json(input: &str) -> Result<String, LawError> {
    score(input, true, 3..=3, "three players")
}

fn pad_of(input: &PadInput, auction: bool, count: usize, whom: &str) -> Result<Pad, LawError> {
    crate::laws::check_names("sides", &input.sides, count..=count, whom)?;
    play(input, auction).map(|(_, pad)| pad)
}

pub(super) fn three_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(input, false, 3, "three players")
}

pub(super) fn four_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(input, false, 2, "two partnerships")
}

pub(super) fn no_widow_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(input, true, 3, "three players")
}
