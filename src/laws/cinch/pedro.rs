//! Pedro (pedro sancho) and dom pedro (snoozer): auction pitch in which the five of trumps
//! (pedro, 5), the nine (sancho, 9) and, at dom pedro, the joker (15) count for whoever takes
//! them, and low for the player winning it. Each plays for himself.
//!
//! Seed 001 L10235–10256; what they take from auction pitch (L10105–10227, "A variety of Pitch"):
//! high to the player it was dealt to, game to the best count in tricks and nobody on a tie, the
//! bidder set back the bid when he fails, the revoke, and going out — "In case two or more players
//! count out on the same deal, and one of them is maker of trump, he goes out first. If neither is
//! maker of trump, points score in the following order" (L10188–10191).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Card, Settle, card, settle_players};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, from_value};

/// One of the two games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PedroGame {
    pub law: &'static str,
    pub title: &'static str,
    /// The counting cards in the order they are counted when nobody who bid goes out: pitch's
    /// high, low, jack, game (L10190–10206), then the cards the variety adds, as its text names
    /// them (L10237, L10250) [INFER: the book gives their place in no order].
    pub cards: &'static [Card],
    pub total: i64,
    /// The games the book allows; the first is the default.
    pub games: &'static [i64],
    pub sources: &'static str,
}

pub const PEDRO: PedroGame = PedroGame {
    law: "pedro",
    title: "Pedro",
    cards: &[
        card("high", "high", 1),
        card("low", "low", 1),
        card("jack", "jack", 1),
        card("game", "game", 1),
        card("sancho", "sancho", 9),
        card("pedro", "pedro", 5),
    ],
    total: 18,
    games: &[50],
    sources: "L10235–10247",
};

pub const DOM_PEDRO: PedroGame = PedroGame {
    law: "dom-pedro",
    title: "Dom pedro",
    cards: &[
        card("high", "high", 1),
        card("low", "low", 1),
        card("jack", "jack", 1),
        card("game", "game", 1),
        card("sancho", "sancho", 9),
        card("pedro", "pedro", 5),
        card("dom_pedro", "dom pedro", 15),
    ],
    total: 33,
    games: &[50, 100],
    sources: "L10248–10256",
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PedroSettings {
    #[serde(default)]
    pub game: Option<i64>,
    #[serde(default)]
    pub settle: Settle,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PedroInForce {
    pub game: i64,
    pub settle: Settle,
}

/// One deal: the bidder and his bid (none when nobody bid and eldest pitched), who took each
/// counting card (by index into the players; absent when not in play, or game on a tie), and
/// the player who revoked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PedroDeal {
    pub bidder: Option<usize>,
    pub bid: Option<i64>,
    /// Aligned with the game's cards.
    pub cards: Vec<Option<usize>>,
    pub revoke: Option<usize>,
}

/// A deal as scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PedroScored {
    pub bidder: Option<usize>,
    pub bid: Option<i64>,
    /// The points each player took.
    pub taken: Vec<i64>,
    /// What each player scored on the deal; a set-back is negative.
    pub points: Vec<i64>,
    pub totals: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revoke: Option<usize>,
    /// Whether the bidder made his bid (absent when nobody bid).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub made: Option<bool>,
    /// The points in the order they were counted: the card and who scored it.
    pub order: Vec<(&'static str, usize)>,
    /// Who went out, and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PedroGameWon {
    pub winner: usize,
    pub value: i64,
    pub totals: Vec<i64>,
    pub deal: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PedroPlayed {
    pub settings: PedroInForce,
    pub deals: Vec<PedroScored>,
    pub games: Vec<PedroGameWon>,
    pub totals: Vec<i64>,
    /// The winner of the last game when it closed on the last deal, else none.
    pub winner: Option<usize>,
    pub open: bool,
}

fn in_force(game: &PedroGame, settings: &PedroSettings) -> Result<PedroInForce, LawError> {
    let target = settings.game.unwrap_or(game.games[0]);
    if !game.games.contains(&target) {
        let allowed: Vec<String> = game.games.iter().map(i64::to_string).collect();
        return Err(LawError::new(
            "settings.game",
            format!(
                "{target} is not a game of {}; {}",
                game.law,
                allowed.join(" or ")
            ),
        ));
    }
    Ok(PedroInForce {
        game: target,
        settle: settings.settle,
    })
}

fn read_deal(game: &PedroGame, at: &str, value: &Value) -> Result<PedroDeal, LawError> {
    let Value::Object(map) = value else {
        return Err(LawError::new(at, "a deal is an object of its fields"));
    };
    for key in map.keys() {
        let known = ["bidder", "bid", "revoke"].contains(&key.as_str())
            || game.cards.iter().any(|c| c.key == key);
        if !known {
            let mut names = vec!["bidder", "bid"];
            names.extend(game.cards.iter().map(|c| c.key));
            names.push("revoke");
            return Err(LawError::new(
                format!("{at}.{key}"),
                format!(
                    "not a field of a {} deal; they are {}",
                    game.law,
                    names.join(", ")
                ),
            ));
        }
    }
    let read = |key: &str| -> Result<Option<i64>, LawError> {
        map.get(key)
            .filter(|v| !v.is_null())
            .map(|v| from_value::<i64>(&format!("{at}.{key}"), v))
            .transpose()
    };
    let index = |key: &str| -> Result<Option<usize>, LawError> {
        read(key)?
            .map(|n| {
                usize::try_from(n).map_err(|_| {
                    LawError::new(format!("{at}.{key}"), format!("{n} is not a player"))
                })
            })
            .transpose()
    };
    Ok(PedroDeal {
        bidder: index("bidder")?,
        bid: read("bid")?,
        cards: game
            .cards
            .iter()
            .map(|c| index(c.key))
            .collect::<Result<_, _>>()?,
        revoke: index("revoke")?,
    })
}

/// One deal scored apart from any game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealScore {
    /// The points each player took.
    pub taken: Vec<i64>,
    /// What each scores; a set-back is negative.
    pub points: Vec<i64>,
    /// Who "scores whatever he makes" and so is counted toward going out: not a revoker, not a
    /// bidder set back.
    pub counted: Vec<bool>,
}

/// Scores one deal among `players`, apart from any game. Pure.
pub fn score_deal(
    game: &PedroGame,
    players: usize,
    deal: &PedroDeal,
    at: &str,
) -> Result<DealScore, LawError> {
    let field = |f: &str| format!("{at}.{f}");
    let player = |f: &str, p: usize| -> Result<usize, LawError> {
        if p < players {
            Ok(p)
        } else {
            Err(LawError::new(
                field(f),
                format!("{p} is not a player (0..{})", players - 1),
            ))
        }
    };
    match (deal.bidder, deal.bid) {
        (Some(b), Some(bid)) => {
            player("bidder", b)?;
            if !(1..=game.total).contains(&bid) {
                return Err(LawError::new(
                    field("bid"),
                    format!(
                        "{bid} is not a bid; 1..{}, the most a deal holds",
                        game.total
                    ),
                ));
            }
        }
        (Some(_), None) => return Err(LawError::new(field("bid"), "needed: the points bid")),
        (None, Some(_)) => {
            return Err(LawError::new(
                field("bidder"),
                "needed with a bid: who made it",
            ));
        }
        (None, None) => {}
    }
    let mut taken = vec![0; players];
    for (c, holder) in game.cards.iter().zip(&deal.cards) {
        if let Some(p) = *holder {
            taken[player(c.key, p)?] += c.value;
        }
    }
    let mut points = taken.clone();
    let mut counted = vec![true; players];
    if let Some(r) = deal.revoke {
        player("revoke", r)?;
        // The revoker scores nothing and is set back the bid, or 2 if no bid was made; a maker
        // who did not revoke cannot be set back (L10217–10224).
        points[r] = -deal.bid.unwrap_or(2);
        counted[r] = false;
    } else if let (Some(b), Some(bid)) = (deal.bidder, deal.bid)
        && taken[b] < bid
    {
        // "If bidder fails to make the number of points bid, he is set back" (L10210–10212).
        points[b] = -bid;
        counted[b] = false;
    }
    Ok(DealScore {
        taken,
        points,
        counted,
    })
}

/// Plays every deal among the table's players.
pub fn play(game: &PedroGame, input: &PadInput) -> Result<PedroPlayed, LawError> {
    crate::laws::check_names("sides", &input.sides, 4..=7, "four to seven players")?;
    let settings: PedroSettings = input.settings()?;
    let force = in_force(game, &settings)?;
    let n = input.sides.len();
    let mut played = PedroPlayed {
        settings: force,
        deals: Vec::new(),
        games: Vec::new(),
        totals: vec![0; n],
        winner: None,
        open: false,
    };
    for (i, value) in input.deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let deal = read_deal(game, &at, value)?;
        let DealScore {
            taken,
            points,
            counted,
        } = score_deal(game, n, &deal, &at)?;
        let before = played.totals.clone();
        let totals: Vec<i64> = before.iter().zip(&points).map(|(t, p)| t + p).collect();
        let order: Vec<(&'static str, usize)> = game
            .cards
            .iter()
            .zip(&deal.cards)
            .filter_map(|(c, h)| h.map(|p| (c.name, p)))
            .collect();
        let name = |p: usize| input.sides[p].as_str();
        let out = going_out(game, force.game, &deal, &counted, &before, &totals)
            .map(|(w, why)| (w, format!("{} out: {why}", name(w))));
        let made = deal
            .bidder
            .zip(deal.bid)
            .map(|(b, bid)| taken[b] >= bid && deal.revoke != Some(b));
        played.deals.push(PedroScored {
            bidder: deal.bidder,
            bid: deal.bid,
            taken,
            points,
            totals: totals.clone(),
            revoke: deal.revoke,
            made,
            order,
            out: out.as_ref().map(|(_, why)| why.clone()),
        });
        played.totals = totals.clone();
        played.open = true;
        played.winner = None;
        if let Some((winner, _)) = out {
            let value = settle_players(force.settle, winner, &totals, String::new()).value;
            played.games.push(PedroGameWon {
                winner,
                value,
                totals,
                deal: i,
            });
            played.totals = vec![0; n];
            played.open = false;
            played.winner = Some(winner);
        }
    }
    Ok(played)
}

/// Who goes out on a deal, if anyone: the maker of trump first; otherwise the points counted in
/// the book's order, card by card, the first to reach the game winning (L10188–10191).
fn going_out(
    game: &PedroGame,
    target: i64,
    deal: &PedroDeal,
    counted: &[bool],
    before: &[i64],
    after: &[i64],
) -> Option<(usize, String)> {
    let out: Vec<usize> = (0..after.len()).filter(|&p| after[p] >= target).collect();
    if out.is_empty() {
        return None;
    }
    if let Some(b) = deal.bidder.filter(|b| out.contains(b)) {
        let why = match out.len() {
            1 => format!("{} with his bid made", after[b]),
            _ => "others counted out too, but the maker of trump goes out first".to_owned(),
        };
        return Some((b, why));
    }
    let mut running = before.to_vec();
    for (c, holder) in game.cards.iter().zip(&deal.cards) {
        let Some(p) = *holder else { continue };
        if !counted[p] {
            continue;
        }
        running[p] += c.value;
        if running[p] >= target {
            let why = match out.len() {
                1 => format!("{} on {}", after[p], c.name),
                _ => format!(
                    "first to {target} on {}, the points counted in order high, low, jack, game…",
                    c.name
                ),
            };
            return Some((p, why));
        }
    }
    None
}

pub fn draw(game: &PedroGame, sides: &[String], played: &PedroPlayed) -> Pad {
    let name = |p: usize| sides.get(p).map_or("?", String::as_str);
    let mut pad = Pad {
        notes: vec![format!(
            "{}: {} points a deal, game {}; the bidder short of his bid is set back (seed 001 {}, L10210–10215).",
            game.title, game.total, played.settings.game, game.sources
        )],
        ..Pad::new(sides.to_vec())
    };
    let n = sides.len();
    let mut games = played.games.iter();
    for (i, d) in played.deals.iter().enumerate() {
        let below = (0..n)
            .map(|p| {
                if d.points[p] < 0 {
                    let why = if d.revoke == Some(p) {
                        "revoke"
                    } else {
                        "set back"
                    };
                    let hole = if d.totals[p] < 0 { "; in the hole" } else { "" };
                    return vec![Item::new(d.points[p], format!("{why}{hole}"))];
                }
                d.order
                    .iter()
                    .filter(|(_, h)| *h == p)
                    .map(|(c, _)| {
                        let value = game
                            .cards
                            .iter()
                            .find(|k| k.name == *c)
                            .map_or(0, |k| k.value);
                        Item::new(value, *c)
                    })
                    .collect()
            })
            .collect();
        let mut note = match (d.bidder, d.bid) {
            (Some(b), Some(bid)) => format!(
                "{} bid {bid}, {}",
                name(b),
                if d.made == Some(true) {
                    "made"
                } else {
                    "short"
                }
            ),
            _ => "no bid".to_owned(),
        };
        if let Some(r) = d.revoke {
            note.push_str(&format!("; {} revoked", name(r)));
        }
        let totals: Vec<String> = (0..n)
            .map(|p| format!("{} {}", name(p), d.totals[p]))
            .collect();
        note.push_str(&format!(" · {}", totals.join(", ")));
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note,
        });
        if let Some(why) = &d.out
            && let Some(won) = games.next()
        {
            pad.rows.push(Row::Game {
                winner: won.winner,
                label: why.clone(),
            });
            pad.settle(settle_players(
                played.settings.settle,
                won.winner,
                &won.totals,
                why.clone(),
            ));
        }
    }
    pad.open = played.open;
    pad
}

fn table_pad(game: &PedroGame, input: &PadInput) -> Result<Pad, LawError> {
    let played = play(game, input)?;
    Ok(draw(game, &input.sides, &played))
}

pub fn pedro_pad(input: &PadInput) -> Result<Pad, LawError> {
    table_pad(&PEDRO, input)
}

pub fn dom_pad(input: &PadInput) -> Result<Pad, LawError> {
    table_pad(&DOM_PEDRO, input)
}

#[derive(Serialize)]
struct Output {
    #[serde(flatten)]
    played: PedroPlayed,
    net: Vec<i64>,
}

fn score_json(game: &PedroGame, input: &str) -> Result<String, LawError> {
    let input = crate::laws::book::kept_input(input)?;
    let played = play(game, &input)?;
    let net = draw(game, &input.sides, &played).net();
    crate::laws::pretty(&Output { played, net })
}

pub fn score_pedro_json(input: &str) -> Result<String, LawError> {
    score_json(&PEDRO, input)
}

pub fn score_dom_json(input: &str) -> Result<String, LawError> {
    score_json(&DOM_PEDRO, input)
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

const BIDDER: Field = Field {
    name: "bidder",
    label: "Who won the bid",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "the maker of trump; leave blank if nobody bid and eldest hand pitched",
};

const HIGH: Field = taker(
    "high",
    "Who held high (the highest trump out)",
    "1 point, to the player it was dealt to",
);
const LOW: Field = taker(
    "low",
    "Who took low (the two of trumps)",
    "1 point, to the player winning it in a trick",
);
const JACK: Field = taker(
    "jack",
    "Who took the jack of trumps",
    "1 point; leave blank if it was not out",
);
const GAME: Field = taker(
    "game",
    "Who had game (the best count in tricks)",
    "1 point; leave blank on a tie, when nobody scores it",
);
const SANCHO: Field = taker("sancho", "Who took sancho (the nine of trumps)", "9 points");
const PEDRO_CARD: Field = taker("pedro", "Who took pedro (the five of trumps)", "5 points");
const REVOKE: Field = taker(
    "revoke",
    "Who revoked",
    "he scores nothing and is set back the bid, or 2 if nobody bid; a maker who did not revoke cannot be set back",
);

pub const PEDRO_DEAL: &[Field] = &[
    BIDDER,
    Field {
        name: "bid",
        label: "Points bid",
        kind: FieldKind::Number { min: 1, max: 18 },
        per_side: false,
        optional: true,
        help: "1 to 18, the most a deal holds",
    },
    HIGH,
    LOW,
    JACK,
    GAME,
    SANCHO,
    PEDRO_CARD,
    REVOKE,
];

pub const DOM_DEAL: &[Field] = &[
    BIDDER,
    Field {
        name: "bid",
        label: "Points bid",
        kind: FieldKind::Number { min: 1, max: 33 },
        per_side: false,
        optional: true,
        help: "1 to 33, the most a deal holds",
    },
    HIGH,
    LOW,
    JACK,
    GAME,
    SANCHO,
    PEDRO_CARD,
    taker("dom_pedro", "Who took dom pedro (the joker)", "15 points"),
    REVOKE,
];
