//! Grand (seed 001 L13006–13165): four players two against two bid points without naming a
//! game; the highest bidder then chooses Whist, Euchre, Hearts or Grand, each with its own scale
//! and its own penalty. Game is 100, and since the bidder "is continually being set back" a
//! quitting time is agreed: the side farthest from 100 then pays what it is short, and ten for
//! each set-back (a cross) more than the other side has.
//!
//! It sits beside bid whist, its nearest kin in the book: no trump turned, the highest bidder
//! naming the play, every deal's points to a total.

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::{
    Asks, Field, FieldKind, Item, Pad, PadInput, RUNNING, Row, Settlement, Sides,
};
use crate::laws::registry::{self, Law, Setting, Table};

pub const GAME: i64 = 100;
/// "Together with 10 points for each time they have been set back" (L13040–13041).
pub const PER_CROSS: i64 = 10;
/// "When the dealer's side is 70 or more, the eldest hand may declare to play hearts" (L13084).
pub const DECLARE_HEARTS_AT: i64 = 70;

pub const LAW: Law = Law {
    id: "grand",
    name: "Grand: points bid, then Whist, Euchre, Hearts or Grand; game 100, set-backs at quitting time",
    sources: "seed 001 L13006–13165",
    doc: "docs/laws/grand.md",
    settings: &[
        Setting {
            name: "owed_floor",
            values: &["\"negative_allowed\"", "\"zero\""],
            default: "\"negative_allowed\"",
            about: "what is owed at quitting time, the points short of 100 and ten a cross net (L13039–13048), can come out below nothing when the side farther from 100 has fewer crosses (rules-1927-c §2.9 [AMBIG]): it then receives, or nothing passes",
        },
        Setting {
            name: "crosses",
            values: &["\"failed_bids\"", "\"every_set_back\""],
            default: "\"failed_bids\"",
            about: "\"the set backs must be marked … with a cross\" (L13042–13043): a cross for each bid not made, or for every set-back, the hearts' points taken back from the other side too (rules-1927-c §2.9 [AMBIG])",
        },
        Setting {
            name: "finished_game",
            values: &["\"as_quitting\"", "\"difference\""],
            default: "\"as_quitting\"",
            about: "what a game played out to 100 is worth is not given (rules-1927-c §2.9 [GAP]): the loser pays as at quitting time, what he is short of 100 and ten a cross net, or the difference of the scores and ten a cross net",
        },
        Setting {
            name: "euchre_opponents",
            values: &["\"score\"", "\"nothing\""],
            default: "\"score\"",
            about: "a failed Euchre: the bidder \"has to pay his opponents for any tricks they win that score\" (L13130–13131), the example giving only his set-back (L13146–13161): the opponents score their point, four tricks or march, or nothing",
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
        name: "game",
        label: "The game played",
        kind: FieldKind::Choice {
            choices: &[
                ("whist", "Whist, a trump named"),
                ("euchre", "Euchre, five cards each"),
                ("hearts", "Hearts, on the bid"),
                ("grand", "Grand, no trump"),
                (
                    "declared_hearts",
                    "Hearts, declared by the eldest hand without a bid",
                ),
            ],
        },
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "bidder",
        label: "The highest bidder's side",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the eldest hand's side when he declared hearts",
    },
    Field {
        name: "bid",
        label: "Points bid",
        kind: FieldKind::Number { min: 5, max: 103 },
        per_side: false,
        optional: true,
        help: "five or more; blank for hearts declared without a bid",
    },
    Field {
        name: "tricks",
        label: "Tricks the bidder's side took",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: false,
        optional: true,
        help: "of thirteen, or of five at Euchre; not asked at Hearts",
    },
    Field {
        name: "alone",
        label: "The bidder played alone with his partner's best",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "Euchre only; a bid over twenty must be played alone",
    },
    Field {
        name: "hearts",
        label: "Hearts taken",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: true,
        help: "Hearts only; thirteen between the two sides",
    },
    Field {
        name: "quit",
        label: "Quitting time: settle the game as it stands",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the side farther from 100 pays what it is short and ten for each cross more than the other side",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub owed_floor: OwedFloor,
    pub crosses: Crosses,
    pub finished_game: FinishedGame,
    pub euchre_opponents: EuchreOpponents,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OwedFloor {
    #[default]
    NegativeAllowed,
    Zero,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Crosses {
    #[default]
    FailedBids,
    EverySetBack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FinishedGame {
    #[default]
    AsQuitting,
    Difference,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EuchreOpponents {
    #[default]
    Score,
    Nothing,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    Whist,
    Euchre,
    Hearts,
    Grand,
    DeclaredHearts,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    #[serde(default)]
    game: Option<Game>,
    #[serde(default)]
    bidder: Option<usize>,
    #[serde(default)]
    bid: Option<i64>,
    #[serde(default)]
    tricks: Option<i64>,
    #[serde(default)]
    alone: bool,
    #[serde(default)]
    hearts: Option<Vec<i64>>,
    #[serde(default)]
    quit: bool,
}

/// One entry as scored: a deal, or the quitting time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub game: Option<Game>,
    pub bidder: Option<usize>,
    pub made: Option<bool>,
    /// What the deal adds to each side (negative for a set-back).
    pub points: [i64; 2],
    /// The crosses the deal marks on each side.
    pub crosses: [i64; 2],
    /// Each side's score and crosses after it, in the game under way.
    pub totals: [i64; 2],
    pub total_crosses: [i64; 2],
    pub note: String,
}

/// Euchre's scale (L13063–13069): the point 5, four tricks 10, a march 20, alone 25.
fn euchre_value(tricks: i64, alone: bool) -> i64 {
    match tricks {
        3 => 5,
        4 => 10,
        5 if alone => 25,
        5 => 20,
        _ => 0,
    }
}

/// Scores deal `i` given the scores before it. Returns the points, crosses, whether the bid was
/// made and whether a grand slam at Grand won the game outright.
fn score_deal(
    i: usize,
    d: &Deal,
    before: [i64; 2],
    s: Settings,
) -> Result<(Scored, bool), LawError> {
    let at = |f: &str| format!("deals[{i}].{f}");
    let game = d
        .game
        .ok_or_else(|| LawError::new(at("game"), "which game was played?"))?;
    let b = d
        .bidder
        .ok_or_else(|| LawError::new(at("bidder"), "whose side bid (or declared hearts)?"))?;
    let b = crate::laws::book::check_side(&at("bidder"), b, 2)?;
    let o = 1 - b;
    let bid = match (game, d.bid) {
        (Game::DeclaredHearts, Some(_)) => {
            return Err(LawError::new(
                at("bid"),
                "hearts declared without a bid has no bid; leave it blank",
            ));
        }
        (Game::DeclaredHearts, None) => 0,
        (_, None) => return Err(LawError::new(at("bid"), "how many points were bid?")),
        (_, Some(n)) if !(5..=103).contains(&n) => {
            return Err(LawError::new(
                at("bid"),
                format!("{n} is not from 5 to 103"),
            ));
        }
        (_, Some(n)) => n,
    };
    let hearts_game = matches!(game, Game::Hearts | Game::DeclaredHearts);
    let tricks = match (hearts_game, d.tricks) {
        (true, _) => 0,
        (false, None) => {
            return Err(LawError::new(
                at("tricks"),
                "how many tricks did the bidder's side take?",
            ));
        }
        (false, Some(t)) => {
            let most = if game == Game::Euchre { 5 } else { 13 };
            if !(0..=most).contains(&t) {
                return Err(LawError::new(
                    at("tricks"),
                    format!("{t} is not from 0 to {most}"),
                ));
            }
            t
        }
    };
    if d.alone && game != Game::Euchre {
        return Err(LawError::new(
            at("alone"),
            "a lone hand is played only at Euchre",
        ));
    }
    let mut points = [0i64; 2];
    let mut set_back = [false; 2];
    let mut slam_wins = false;
    let made;
    let note;
    match game {
        Game::Whist | Game::Grand => {
            let (per, slam) = if game == Game::Whist {
                (5, 30)
            } else {
                (9, 40)
            };
            let odd = (tricks - 6).max(0);
            let value = per * odd + if tricks == 13 { slam } else { 0 };
            made = value >= bid && odd > 0;
            if made {
                points[b] = value;
                slam_wins = game == Game::Grand && tricks == 13;
                note = format!("bid {bid}, {odd} by cards: {value}");
            } else {
                // Whist: set back the bid; Grand's double penalty adds the opponents' tricks
                // (L13130–13144). The opponents score their tricks over the book either way.
                let theirs = per * (7 - tricks).max(0);
                points[o] = theirs;
                points[b] = -bid - if game == Game::Grand { theirs } else { 0 };
                set_back[b] = true;
                note = format!("bid {bid}, {odd} by cards: set back");
            }
        }
        Game::Euchre => {
            if bid > 20 && !d.alone {
                return Err(LawError::new(
                    at("alone"),
                    format!("a bid of {bid} at Euchre is played alone (L13071–13075)"),
                ));
            }
            let value = euchre_value(tricks, d.alone);
            made = value >= bid;
            if made {
                points[b] = value;
                note = format!("bid {bid}, {tricks} tricks: {value}");
            } else {
                // "Penalized what he might have made … a march, worth 20"; a lone bid 25
                // (L13146–13165).
                points[b] = -bid - if bid > 20 { 25 } else { 20 };
                if s.euchre_opponents == EuchreOpponents::Score {
                    points[o] = euchre_value(5 - tricks, false);
                }
                set_back[b] = true;
                note = format!("bid {bid}, {tricks} tricks: set back");
            }
        }
        Game::Hearts | Game::DeclaredHearts => {
            if game == Game::Hearts && bid > 50 {
                return Err(LawError::new(
                    at("game"),
                    format!("hearts may not be named on a bid of {bid}, over 50 (L13101–13102)"),
                ));
            }
            if game == Game::DeclaredHearts && before[o] < DECLARE_HEARTS_AT {
                return Err(LawError::new(
                    at("game"),
                    format!(
                        "hearts may be declared without a bid only when the dealer's side has 70 or more; it has {}",
                        before[o]
                    ),
                ));
            }
            let h = d.hearts.as_ref().ok_or_else(|| {
                LawError::new(at("hearts"), "how many hearts did each side take?")
            })?;
            let h: [i64; 2] = crate::laws::book::per_side(&at("hearts"), h)?;
            if h.iter().any(|n| !(0..=13).contains(n)) || h[0] + h[1] != 13 {
                return Err(LawError::new(
                    at("hearts"),
                    format!("{} + {} is not the thirteen hearts", h[0], h[1]),
                ));
            }
            // A side that takes no heart scores 50; a side that takes any goes back one a heart,
            // and the bidder also his bid (L13088–13110).
            for side in 0..2 {
                if h[side] == 0 {
                    points[side] = 50;
                } else {
                    points[side] = -h[side] - if side == b { bid } else { 0 };
                    set_back[side] = true;
                }
            }
            made = h[b] == 0;
            note = format!("hearts taken {}–{}", h[b], h[o]);
        }
    }
    let mut crosses = [0i64; 2];
    for side in 0..2 {
        let failed_bid = side == b && !made && game != Game::DeclaredHearts;
        if failed_bid || (set_back[side] && s.crosses == Crosses::EverySetBack) {
            crosses[side] = 1;
        }
    }
    let scored = Scored {
        game: Some(game),
        bidder: Some(b),
        made: (game != Game::DeclaredHearts).then_some(made),
        points,
        crosses,
        totals: [before[0] + points[0], before[1] + points[1]],
        total_crosses: [0, 0],
        note,
    };
    Ok((scored, slam_wins))
}

/// What the side farther from 100 owes the other (L13039–13048), and which side that is:
/// `None` when neither is farther and the crosses are even.
fn owed(
    totals: [i64; 2],
    crosses: [i64; 2],
    winner: Option<usize>,
    finished: bool,
    s: Settings,
) -> Option<(usize, i64)> {
    let winner = winner.or_else(|| match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => match crosses[0].cmp(&crosses[1]) {
            std::cmp::Ordering::Less => Some(0),
            std::cmp::Ordering::Greater => Some(1),
            std::cmp::Ordering::Equal => None,
        },
    })?;
    let loser = 1 - winner;
    let short = match (finished, s.finished_game) {
        (true, FinishedGame::Difference) => totals[winner] - totals[loser],
        _ => GAME - totals[loser],
    };
    let mut amount = short + PER_CROSS * (crosses[loser] - crosses[winner]);
    if s.owed_floor == OwedFloor::Zero {
        amount = amount.max(0);
    }
    Some((winner, amount))
}

/// Every entry scored, the games closed, the pad drawn.
pub fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>, Pad), LawError> {
    if input.sides.len() != 2 {
        return Err(LawError::new(
            "sides",
            format!("{} sides; Grand is two partnerships", input.sides.len()),
        ));
    }
    let settings: Settings = input.settings()?;
    let deals: Vec<Deal> = input.deals()?;
    let name = |i: usize| input.sides.get(i).map_or("?", String::as_str);
    let mut pad = Pad {
        notes: vec![
            "Game 100. A cross for each set-back; at quitting time the side farther from 100 pays what it is short and ten a cross more than the other side.".to_owned(),
        ],
        asks: Asks { apart: vec!["quit"], ..Asks::default() },
        ..Pad::new(input.sides.clone())
    };
    let mut out = Vec::new();
    let mut totals = [0i64; 2];
    let mut crosses = [0i64; 2];
    for (i, d) in deals.iter().enumerate() {
        let (mut scored, winner, finished) = if d.quit {
            if d.game.is_some()
                || d.bidder.is_some()
                || d.bid.is_some()
                || d.tricks.is_some()
                || d.hearts.is_some()
                || d.alone
            {
                return Err(LawError::new(
                    format!("deals[{i}].quit"),
                    "quitting time is an entry of its own, without a deal",
                ));
            }
            let quit = Scored {
                game: None,
                bidder: None,
                made: None,
                points: [0, 0],
                crosses: [0, 0],
                totals,
                total_crosses: crosses,
                note: "quitting time".to_owned(),
            };
            (quit, None, false)
        } else {
            let (scored, slam) = score_deal(i, d, totals, settings)?;
            let t = scored.totals;
            let winner = if slam {
                scored.bidder
            } else if t.iter().any(|&x| x >= GAME) {
                Some(usize::from(t[1] > t[0]))
            } else {
                None
            };
            (scored, winner, true)
        };
        totals = scored.totals;
        crosses = [
            crosses[0] + scored.crosses[0],
            crosses[1] + scored.crosses[1],
        ];
        scored.total_crosses = crosses;
        let below = (0..2)
            .map(|k| {
                let mut items = Vec::new();
                if scored.points[k] != 0 {
                    let label = if scored.crosses[k] > 0 {
                        "set back ✗"
                    } else {
                        "points"
                    };
                    items.push(Item::new(scored.points[k], label));
                }
                items.push(Item::new(totals[k], RUNNING));
                items
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(), Vec::new()],
            below,
            note: match scored.bidder {
                Some(b) => format!("{}: {}", name(b), scored.note),
                None => scored.note.clone(),
            },
        });
        let closes = winner.is_some() || (d.quit && (totals != [0, 0] || crosses != [0, 0]));
        if closes {
            if let Some((w, amount)) = owed(
                totals,
                crosses,
                winner,
                finished && winner.is_some(),
                settings,
            ) {
                let label = format!(
                    "{} {}, {} {}; crosses {}–{}: {amount} to {}",
                    name(w),
                    totals[w],
                    name(1 - w),
                    totals[1 - w],
                    crosses[w],
                    crosses[1 - w],
                    name(w)
                );
                pad.rows.push(Row::Game {
                    winner: w,
                    label: label.clone(),
                });
                pad.settle(
                    Settlement::two_sided(Some(w), amount, label)
                        .with_final_points(totals.to_vec()),
                );
            } else {
                pad.settle(
                    Settlement::two_sided(None, 0, "level at quitting time")
                        .with_final_points(totals.to_vec()),
                );
            }
            totals = [0, 0];
            crosses = [0, 0];
        }
        out.push(scored);
    }
    pad.open = totals != [0, 0] || crosses != [0, 0];
    Ok((settings, out, pad))
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    play(input).map(|(_, _, p)| p)
}

/// `hoyle score grand`: settings, sides and deals (a deal, or `{"quit": true}`) in; each entry
/// scored, the pad, each game's settlement and the net out.
pub fn score_json(input: &str) -> Result<String, LawError> {
    crate::laws::pad::score_two_sides(input, play)
}
