//! Pinochle and gaigel. Two-hand pinochle: melds (as totals or named) and counters to 1,000,
//! calling out, 1,250 when both are out uncalled. Auction pinochle with a widow: each deal
//! settled between the bidder and every other player. Gaigel: games of 101, a gaigel two.
//!
//! Source: Rules of Card Games, c. 1927 (seed 001) L8151–8382 (two-hand), L8476–8681 (auction with
//! a widow), L8683–8795 (gaigel); rules-1927-b.md §2.5.

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides, from_value};
use crate::laws::registry::{self, Law, Setting, Table};

/// "The first one that correctly announces that he has reached 1,000 points wins" (L8312–8315).
pub const GAME: i64 = 1_000;
/// "If both are 1,000 and neither has called out, the game must be continued to 1,250"
/// (L8320–8321).
pub const EXTENSION: i64 = 250;
/// Cards and last trick in one deal of the 48-card pack: 240 + 10 (L8236–8248, L8602–8603).
pub const COUNTERS: i64 = 250;
/// A guard against slips: no deal's melds come near it.
const MAX_MELDS: i64 = 5_000;

/// The meld table, Table No. 1 (L8206–8227), with the dix (L8258–8268).
pub const MELDS: &[(&str, i64)] = &[
    ("common marriage", 20),
    ("royal marriage", 40),
    ("royal sequence", 150),
    ("pinochle", 40),
    ("four jacks", 40),
    ("four queens", 60),
    ("four kings", 80),
    ("four aces", 100),
    ("dix", 10),
];

/// Reads `"royal marriage, 2 common marriage, four aces"`: meld names from the table, each
/// optionally preceded by how many times it was melded.
pub fn meld_points(field: &str, text: &str) -> Result<i64, LawError> {
    let mut total = 0;
    for part in text
        .split([',', ';', '+'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let lower = part.to_lowercase();
        let (times, name) = match lower.split_once(' ') {
            Some((n, rest)) if n.trim_end_matches('x').parse::<i64>().is_ok() => (
                n.trim_end_matches('x').parse::<i64>().unwrap_or(1),
                rest.trim(),
            ),
            _ => (1, lower.as_str()),
        };
        let Some(&(_, points)) = MELDS.iter().find(|(n, _)| *n == name) else {
            let names: Vec<&str> = MELDS.iter().map(|(n, _)| *n).collect();
            return Err(LawError::new(
                field,
                format!("{part:?} is not a meld; the melds are {}", names.join(", ")),
            ));
        };
        if !(1..=8).contains(&times) {
            return Err(LawError::new(field, format!("{part:?}: {times} times")));
        }
        total += times * points;
    }
    Ok(total)
}

/// When both pass 1,250 uncalled as well: the book says only "continued to 1,250"
/// (rules-1927-b §2.5.1 AMBIG).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BeyondExtension {
    /// Another 250 each time both are out and nobody called.
    #[default]
    #[serde(rename = "add_250")]
    Add250,
    /// The higher score wins at 1,250 or more.
    HigherWins,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoHandSettings {
    #[serde(default)]
    pub beyond_1250: BeyondExtension,
}

/// One deal of two-hand pinochle.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoHandDeal {
    /// Meld points per player, as numbers…
    #[serde(default)]
    pub melds: Option<Vec<i64>>,
    /// …or named.
    #[serde(default)]
    pub meld_list: Option<Vec<String>>,
    /// Points taken in cards, with the last trick, per player.
    pub counters: Vec<i64>,
    /// Who called out during the deal.
    #[serde(default)]
    pub called: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PinochleDeal {
    pub melds: Vec<i64>,
    pub counters: Vec<i64>,
    pub scores: Vec<i64>,
    /// The game now played to (1,000, then 1,250…).
    pub game: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PinochleGame {
    pub winner: usize,
    pub scores: Vec<i64>,
    pub how: String,
    pub amounts: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PinochleSitting {
    pub deals: Vec<PinochleDeal>,
    pub games: Vec<PinochleGame>,
    pub scores: Vec<i64>,
    pub game: i64,
    pub open: bool,
    pub net: Vec<i64>,
}

fn pair(field: &str, values: &[i64], max: i64) -> Result<[i64; 2], LawError> {
    let [a, b] = values else {
        return Err(LawError::new(
            field,
            format!("{} numbers; one for each of the two players", values.len()),
        ));
    };
    for (j, &v) in [*a, *b].iter().enumerate() {
        if !(0..=max).contains(&v) {
            return Err(LawError::new(
                format!("{field}[{j}]"),
                format!("{v} is not 0..{max}"),
            ));
        }
    }
    Ok([*a, *b])
}

/// Two-hand pinochle, deal by deal. A call is judged at the end of the deal with everything
/// counted: the book's call comes "before the last trick is taken in" (L8318–8319), and a deal's
/// counters are its tricks, so a call the deal's total does not bear out is wrong.
pub fn play_two_hand(
    settings: TwoHandSettings,
    deals: &[serde_json::Value],
) -> Result<PinochleSitting, LawError> {
    let mut s = PinochleSitting {
        deals: Vec::new(),
        games: Vec::new(),
        scores: vec![0, 0],
        game: GAME,
        open: false,
        net: vec![0, 0],
    };
    for (i, value) in deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let d: TwoHandDeal = from_value(&at, value)?;
        let melds = match (&d.melds, &d.meld_list) {
            (Some(_), Some(_)) => {
                return Err(LawError::new(
                    format!("{at}.meld_list"),
                    "enter the melds as numbers or named, not both",
                ));
            }
            (Some(m), None) => pair(&format!("{at}.melds"), m, MAX_MELDS)?,
            (None, Some(list)) => {
                if list.len() != 2 {
                    return Err(LawError::new(
                        format!("{at}.meld_list"),
                        format!("{} lists; one for each of the two players", list.len()),
                    ));
                }
                [
                    meld_points(&format!("{at}.meld_list[0]"), &list[0])?,
                    meld_points(&format!("{at}.meld_list[1]"), &list[1])?,
                ]
            }
            (None, None) => [0, 0],
        };
        let counters = pair(&format!("{at}.counters"), &d.counters, COUNTERS)?;
        if counters[0] + counters[1] > COUNTERS {
            return Err(LawError::new(
                format!("{at}.counters"),
                format!(
                    "{} + {} is more than the {COUNTERS} in the pack",
                    counters[0], counters[1]
                ),
            ));
        }
        let called = d
            .called
            .map(|c| {
                usize::try_from(c).ok().filter(|&c| c < 2).ok_or_else(|| {
                    LawError::new(format!("{at}.called"), format!("{c} is not 0 or 1"))
                })
            })
            .transpose()?;
        for p in 0..2 {
            s.scores[p] += melds[p] + counters[p];
        }
        s.open = true;
        let ended = match called {
            Some(c) if s.scores[c] >= s.game => Some((c, "called out".to_owned())),
            Some(c) => Some((1 - c, "the other called out wrongly".to_owned())),
            None => {
                let out: Vec<usize> = (0..2).filter(|&p| s.scores[p] >= s.game).collect();
                match out.as_slice() {
                    [one] => Some((*one, format!("reached {}", s.game))),
                    [_, _] => match settings.beyond_1250 {
                        BeyondExtension::HigherWins if s.game > GAME => {
                            match s.scores[0].cmp(&s.scores[1]) {
                                std::cmp::Ordering::Greater => Some((0, "the higher".to_owned())),
                                std::cmp::Ordering::Less => Some((1, "the higher".to_owned())),
                                std::cmp::Ordering::Equal => {
                                    s.game += EXTENSION;
                                    None
                                }
                            }
                        }
                        _ => {
                            s.game += EXTENSION;
                            None
                        }
                    },
                    _ => None,
                }
            }
        };
        let mut outcome = PinochleDeal {
            melds: melds.to_vec(),
            counters: counters.to_vec(),
            scores: s.scores.clone(),
            game: s.game,
            ended_game: None,
        };
        if let Some((winner, how)) = ended {
            let amounts = if winner == 0 {
                vec![1, -1]
            } else {
                vec![-1, 1]
            };
            s.net[0] += amounts[0];
            s.net[1] += amounts[1];
            outcome.ended_game = Some(s.games.len());
            s.games.push(PinochleGame {
                winner,
                scores: s.scores.clone(),
                how,
                amounts,
            });
            s.scores = vec![0, 0];
            s.game = GAME;
            s.open = false;
        }
        s.deals.push(outcome);
    }
    Ok(s)
}

// ---- Auction pinochle with a widow -------------------------------------------------------------

/// The unit a deal is settled in (L8661–8669).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// "It is usual to divide the actual scores by 10": a 240 bid is 24.
    #[default]
    Tenths,
    /// The bid as bid: 240.
    Points,
    /// "Throw off all parts of 50": 240 counts 20, 360 counts 40; a part of exactly 50 counts a
    /// hundred (rules-1927-b §2.5.4 AMBIG), so 250 counts 30.
    Fifties,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionSettings {
    #[serde(default)]
    pub scoring: Scoring,
    /// The premiums on high bids made (L8671–8680).
    #[serde(default)]
    pub bonus: bool,
}

/// The least bid (rules-1927-b §2.5.4: "minimum 200").
pub const MIN_BID: i64 = 200;
/// No bid can pass what a hand can make; a guard against slips.
const MAX_BID: i64 = 1_000;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuctionDeal {
    pub bidder: i64,
    pub bid: i64,
    /// The bidder refused to play after seeing the widow.
    #[serde(default)]
    pub conceded: bool,
    /// What the bidder made: melds, the lay-away and cards won.
    #[serde(default)]
    pub made: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuctionOutcome {
    pub bidder: usize,
    pub result: &'static str,
    /// What the bidder receives from (or pays to) each other player.
    pub value: i64,
    pub amounts: Vec<i64>,
}

/// The value of a bid in the scoring unit, and the premium where the setting gives one.
pub fn bid_value(settings: AuctionSettings, bid: i64) -> i64 {
    match settings.scoring {
        Scoring::Tenths => bid / 10,
        Scoring::Points => bid,
        Scoring::Fifties => (bid + 50) / 100 * 10,
    }
}

fn bonus_value(settings: AuctionSettings, bid: i64) -> Option<i64> {
    if !settings.bonus {
        return None;
    }
    let tenths = match bid {
        350..=399 => 50,
        400..=449 => 80,
        450..=499 => 100,
        _ => return None,
    };
    Some(match settings.scoring {
        Scoring::Points => tenths * 10,
        _ => tenths,
    })
}

/// Settles one deal with every other player at the table, the idle dealer included
/// (L8641–8659): conceded, the bid to each; made, the bid from each ("he cannot score more than
/// the amount of his bid"); failed, double the bid to each. A premium is paid only on a bid made
/// (rules-1927-b §2.5.4: not said to double on a loss).
pub fn settle_auction(
    settings: AuctionSettings,
    players: usize,
    at: &str,
    deal: &AuctionDeal,
) -> Result<AuctionOutcome, LawError> {
    let bidder = usize::try_from(deal.bidder)
        .ok()
        .filter(|&b| b < players)
        .ok_or_else(|| {
            LawError::new(
                format!("{at}.bidder"),
                format!("{} is not a player 0..{}", deal.bidder, players - 1),
            )
        })?;
    if !(MIN_BID..=MAX_BID).contains(&deal.bid) || deal.bid % 10 != 0 {
        return Err(LawError::new(
            format!("{at}.bid"),
            format!("{} is not a bid: {MIN_BID} or more, by tens", deal.bid),
        ));
    }
    let plain = bid_value(settings, deal.bid);
    let (result, value) = match (deal.conceded, deal.made) {
        (true, Some(_)) => {
            return Err(LawError::new(
                format!("{at}.made"),
                "a conceded hand is not played",
            ));
        }
        (true, None) => ("conceded", -plain),
        (false, None) => {
            return Err(LawError::new(
                format!("{at}.made"),
                "needed: what the bidder made, unless he conceded",
            ));
        }
        (false, Some(made)) if !(0..=MAX_BID * 2).contains(&made) => {
            return Err(LawError::new(
                format!("{at}.made"),
                format!("{made} is not 0..{}", MAX_BID * 2),
            ));
        }
        (false, Some(made)) if made >= deal.bid => {
            ("made", bonus_value(settings, deal.bid).unwrap_or(plain))
        }
        (false, Some(_)) => ("failed", -2 * plain),
    };
    let others = players as i64 - 1;
    let amounts = (0..players)
        .map(|p| if p == bidder { value * others } else { -value })
        .collect();
    Ok(AuctionOutcome {
        bidder,
        result,
        value,
        amounts,
    })
}

// ---- Gaigel -----------------------------------------------------------------------------------

/// A game of gaigel as entered: who won and how (L8764–8795).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GaigelGame {
    pub winner: i64,
    /// A gaigel: two games (L8776–8795).
    #[serde(default)]
    pub gaigel: bool,
}

// ---- JSON contracts ---------------------------------------------------------------------------

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input<S> {
    #[serde(default)]
    settings: S,
    players: Vec<String>,
    deals: Vec<serde_json::Value>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoSettings {}

fn check_names(field: &str, names: &[String], min: usize, max: usize) -> Result<(), LawError> {
    let want = if min == max {
        min.to_string()
    } else {
        format!("{min} to {max}")
    };
    crate::laws::check_names(field, names, min..=max, &want)
}

pub fn score_two_hand_json(input: &str) -> Result<String, LawError> {
    let parsed: Input<TwoHandSettings> = crate::laws::parse_json(input)?;
    check_names("players", &parsed.players, 2, 2)?;
    crate::laws::pretty(&play_two_hand(parsed.settings, &parsed.deals)?)
}

#[derive(Serialize)]
struct AuctionOutput {
    deals: Vec<AuctionOutcome>,
    net: Vec<i64>,
}

pub fn play_auction(
    settings: AuctionSettings,
    players: usize,
    deals: &[serde_json::Value],
) -> Result<Vec<AuctionOutcome>, LawError> {
    deals
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let at = format!("deals[{i}]");
            let d: AuctionDeal = from_value(&at, v)?;
            settle_auction(settings, players, &at, &d)
        })
        .collect()
}

pub fn score_auction_json(input: &str) -> Result<String, LawError> {
    let parsed: Input<AuctionSettings> = crate::laws::parse_json(input)?;
    check_names("players", &parsed.players, 3, 4)?;
    let deals = play_auction(parsed.settings, parsed.players.len(), &parsed.deals)?;
    let mut net = vec![0; parsed.players.len()];
    for d in &deals {
        for (n, a) in net.iter_mut().zip(&d.amounts) {
            *n += a;
        }
    }
    crate::laws::pretty(&AuctionOutput { deals, net })
}

#[derive(Serialize)]
struct GaigelOutput {
    games: Vec<i64>,
    net: Vec<i64>,
}

pub fn play_gaigel(deals: &[serde_json::Value]) -> Result<Vec<[i64; 2]>, LawError> {
    deals
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let at = format!("deals[{i}]");
            let g: GaigelGame = from_value(&at, v)?;
            let value = if g.gaigel { 2 } else { 1 };
            match g.winner {
                0 => Ok([value, -value]),
                1 => Ok([-value, value]),
                w => Err(LawError::new(
                    format!("{at}.winner"),
                    format!("{w} is not 0 or 1"),
                )),
            }
        })
        .collect()
}

pub fn score_gaigel_json(input: &str) -> Result<String, LawError> {
    let parsed: Input<NoSettings> = crate::laws::parse_json(input)?;
    check_names("players", &parsed.players, 2, 2)?;
    let games = play_gaigel(&parsed.deals)?;
    let net = vec![
        games.iter().map(|g| g[0]).sum(),
        games.iter().map(|g| g[1]).sum(),
    ];
    crate::laws::pretty(&GaigelOutput {
        games: games.iter().map(|g| g[0].abs()).collect(),
        net,
    })
}

// ---- Tables ------------------------------------------------------------------------------------

fn new_pad(input: &PadInput, note: String) -> Pad {
    Pad {
        notes: vec![note],
        ..Pad::new(input.sides.clone())
    }
}

fn two_hand_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, 2, 2)?;
    let settings: TwoHandSettings = input.settings()?;
    let s = play_two_hand(settings, &input.deals)?;
    let mut pad = new_pad(
        input,
        "Game 1,000; 1,250 when both are out uncalled.".to_owned(),
    );
    pad.open = s.open;
    for (i, d) in s.deals.iter().enumerate() {
        let below = (0..2)
            .map(|p| {
                vec![
                    Item::new(d.melds[p], "melds"),
                    Item::new(d.counters[p], "counters"),
                ]
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: format!("{}–{} toward {}", d.scores[0], d.scores[1], d.game),
        });
        if let Some(g) = d.ended_game {
            let game = &s.games[g];
            pad.rows.push(Row::Game {
                winner: game.winner,
                label: game.how.clone(),
            });
            pad.settle(Settlement::two_sided(Some(game.winner), 1, "game"));
        }
    }
    Ok(pad)
}

fn auction_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, 3, 4)?;
    let settings: AuctionSettings = input.settings()?;
    let deals = play_auction(settings, input.sides.len(), &input.deals)?;
    let mut pad = new_pad(
        input,
        "Each deal settled between the bidder and every other player.".to_owned(),
    );
    let n = input.sides.len();
    for (i, d) in deals.iter().enumerate() {
        let mut below = vec![Vec::new(); n];
        below[d.bidder].push(Item::new(d.value, d.result));
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note: String::new(),
        });
        pad.settle(Settlement {
            winner: Some(d.bidder).filter(|_| d.value > 0),
            value: d.value.abs(),
            amounts: d.amounts.clone(),
            label: d.result.to_owned(),
            lurch: false,
            final_points: Vec::new(),
        });
    }
    Ok(pad)
}

fn gaigel_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_names("sides", &input.sides, 2, 2)?;
    let _: NoSettings = input.settings()?;
    let games = play_gaigel(&input.deals)?;
    let mut pad = new_pad(input, "Game 101; a gaigel counts two games.".to_owned());
    for (i, g) in games.iter().enumerate() {
        let winner = usize::from(g[1] > 0);
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below: vec![Vec::new(), Vec::new()],
            note: String::new(),
        });
        let label = if g[0].abs() == 2 { "gaigel" } else { "game" };
        pad.settle(Settlement::two_sided(Some(winner), g[0].abs(), label));
    }
    Ok(pad)
}

const TWO_HAND_DEAL: &[Field] = &[
    Field {
        name: "melds",
        label: "Melds",
        kind: FieldKind::Number {
            min: 0,
            max: MAX_MELDS,
        },
        per_side: true,
        optional: true,
        help: "meld points (or name them below)",
    },
    Field {
        name: "meld_list",
        label: "Melds named",
        kind: FieldKind::Text { max_len: 200 },
        per_side: true,
        optional: true,
        help: "\"royal marriage, 2 common marriage, four aces\"",
    },
    Field {
        name: "counters",
        label: "Counters",
        kind: FieldKind::Number {
            min: 0,
            max: COUNTERS,
        },
        per_side: true,
        optional: false,
        help: "points in cards taken, with 10 for the last trick",
    },
    Field {
        name: "called",
        label: "Called out",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "who called out: right, he wins; wrong, he loses",
    },
];

const AUCTION_DEAL: &[Field] = &[
    Field {
        name: "bidder",
        label: "Bidder",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "who took the widow",
    },
    Field {
        name: "bid",
        label: "Bid",
        kind: FieldKind::Number {
            min: MIN_BID,
            max: MAX_BID,
        },
        per_side: false,
        optional: false,
        help: "200 or more, by tens",
    },
    Field {
        name: "conceded",
        label: "Conceded",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the bidder refused to play after seeing the widow",
    },
    Field {
        name: "made",
        label: "Made",
        kind: FieldKind::Number {
            min: 0,
            max: MAX_BID * 2,
        },
        per_side: false,
        optional: true,
        help: "the bidder's melds, lay-away and cards",
    },
];

const GAIGEL_GAME: &[Field] = &[
    Field {
        name: "winner",
        label: "Winner",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the side that reached 101 (or to whom the game was forfeited)",
    },
    Field {
        name: "gaigel",
        label: "Gaigel",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "two games: 101 before the losers took a trick, five sevens, a false claim…",
    },
];

pub const LAWS: &[Law] = &[
    Law {
        id: "pinochle",
        name: "Pinochle, two-hand: 1,000 up, calling out, 1,250 when both are out",
        sources: "seed 001 L8151–8382",
        doc: "docs/laws/pinochle.md",
        settings: &[Setting {
            name: "beyond_1250",
            values: &["\"add_250\"", "\"higher_wins\""],
            default: "\"add_250\"",
            about: "both out uncalled at 1,250 too: the book says only \"continued to 1,250\" (L8320–8321; rules-1927-b §2.5.1 AMBIG)",
        }],
        score: score_two_hand_json,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: TWO_HAND_DEAL,
            pad: two_hand_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "auction-pinochle",
        name: "Auction pinochle with a widow: each deal settled with every other player",
        sources: "seed 001 L8476–8681",
        doc: "docs/laws/pinochle.md",
        settings: &[
            Setting {
                name: "scoring",
                values: &["\"tenths\"", "\"points\"", "\"fifties\""],
                default: "\"tenths\"",
                about: "\"usual to divide the actual scores by 10\"; or \"throw off all parts of 50\" — a part of exactly 50 counts a hundred (L8661–8669; rules-1927-b §2.5.4 AMBIG)",
            },
            Setting {
                name: "bonus",
                values: &["false", "true"],
                default: "false",
                about: "\"premiums are sometimes placed on the higher bids\": 350–399 as 50, 400–449 as 80, 450–499 as 100, paid only when made (L8671–8680)",
            },
        ],
        score: score_auction_json,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 4,
                players_per_side: 1,
            },
            deal: AUCTION_DEAL,
            pad: auction_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "gaigel",
        name: "Gaigel: games of 101; a gaigel counts two",
        sources: "seed 001 L8683–8795",
        doc: "docs/laws/pinochle.md",
        settings: &[],
        score: score_gaigel_json,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: GAIGEL_GAME,
            pad: gaigel_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
