//! Clay's scoring for dummy whist (seed 002 L2955–2975): three players, each playing with Dummy
//! in his turn, single games and no rubbers, no honours; "each trick counts for one, and the
//! winning of the game for four", and a grand slam is paid at once, 17 from each adversary,
//! without counting toward the game.
//!
//! Read here as: a game is won by tricks over six, as at short whist; its value is four and the
//! winners' tricks less the losers' over the game's hands (exact for a game won in one hand, the
//! book's examples: 12 tricks to 1 are worth 15); the player with Dummy settles the value with
//! each adversary, so he gains or pays it twice.

use serde::{Deserialize, Serialize};

use super::engine::{BOOK, TRICKS};
use super::wire::pretty;
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides, from_value};
use crate::laws::registry::{Law, Setting, Table};

pub const PLAYERS: usize = 3;
/// "the winning of the game for four" (L2959).
pub const GAME_POINTS: i64 = 4;

pub const SIDES: Sides = Sides {
    min: PLAYERS,
    max: PLAYERS,
    players_per_side: 1,
};

pub const DEAL: &[Field] = &[
    Field {
        name: "dummy",
        label: "Playing with Dummy",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the player who has Dummy for partner; he keeps it until the game is won",
    },
    Field {
        name: "tricks",
        label: "Tricks of Dummy's side",
        kind: FieldKind::Number {
            min: 0,
            max: TRICKS,
        },
        per_side: false,
        optional: false,
        help: "tricks won by the player with Dummy and Dummy, after any revoke penalty",
    },
    Field {
        name: "void",
        label: "Void (imperfect pack)",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the pack was proved imperfect: the hand is null and scores nothing",
    },
];

pub const SETTINGS: &[Setting] = &[Setting {
    name: "game_target",
    values: &["5", "7", "10"],
    default: "5",
    about: "Clay names no game (seed 002 L2955–2967): five by tricks over six as at short whist (12 tricks win from love in one hand, as the example has it); 7, or 5 or 10, at dummy whist in the 1927 book (seed 001 L4414–4415)",
}];

pub const LAW: Law = Law {
    id: "whist-dummy-clay",
    name: "Dummy whist by Clay's scoring: single games, every trick counts, grand slam 17",
    sources: "seed 002 L2924–2975; seed 000 L5929–5959; seed 001 L4383–4426",
    doc: "docs/laws/whist-dummy-clay.md",
    settings: SETTINGS,
    score: score_json,
    table: Some(Table {
        sides: SIDES,
        deal: DEAL,
        pad: clay_pad,
        correctable: clay_correctable,
        claims_closed: None,
    }),
};

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ClaySettings {
    #[serde(default)]
    game_target: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    dummy: Option<i64>,
    tricks: Option<i64>,
    #[serde(default)]
    void: bool,
}

/// The state after one deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct After {
    pub deal: usize,
    /// The player with Dummy.
    pub dummy: usize,
    /// Points toward game: Dummy's side, then the adversaries'.
    pub points: [i64; 2],
    /// Tricks won less tricks lost over the game so far: Dummy's side, then the adversaries'.
    pub net_tricks: [i64; 2],
    pub grand_slam: bool,
    /// The settlement made on this deal (a game or a grand slam).
    pub settlement: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub deals: Vec<After>,
    pub settlements: Vec<Settlement>,
    /// Each deal's items per player, for the pad.
    items: Vec<Vec<Vec<Item>>>,
}

fn target(settings: &serde_json::Value) -> Result<i64, LawError> {
    let s: ClaySettings = match settings {
        serde_json::Value::Null => ClaySettings::default(),
        v => from_value("settings", v)?,
    };
    match s.game_target {
        None => Ok(5),
        Some(t @ (5 | 7 | 10)) => Ok(t),
        Some(t) => Err(LawError::new(
            "settings.game_target",
            format!("{t} is not one of 5, 7, 10"),
        )),
    }
}

/// The pad names one winner: the player with Dummy, or for the adversaries the first of them
/// after him in the order of the sides; the amounts say who gains.
fn winner_index(dummy: usize, dummy_side_wins: bool) -> usize {
    if dummy_side_wins {
        dummy
    } else {
        (dummy + 1) % PLAYERS
    }
}

/// Dummy's side wins: the player with Dummy gains twice, each adversary pays once.
fn amounts(dummy: usize, dummy_side_wins: bool, value: i64) -> Vec<i64> {
    (0..PLAYERS)
        .map(|p| match (p == dummy, dummy_side_wins) {
            (true, true) => 2 * value,
            (true, false) => -2 * value,
            (false, true) => -value,
            (false, false) => value,
        })
        .collect()
}

/// Scores every deal; `sides` names the three players.
pub fn score(
    settings: &serde_json::Value,
    sides: &[String],
    deals: &[serde_json::Value],
) -> Result<Record, LawError> {
    let target = target(settings)?;
    let mut record = Record {
        deals: Vec::new(),
        settlements: Vec::new(),
        items: Vec::new(),
    };
    let mut points = [0i64; 2];
    let mut net = [0i64; 2];
    let mut holder: Option<usize> = None;
    for (i, value) in deals.iter().enumerate() {
        let at = |f: &str| format!("deals[{i}].{f}");
        let entry: Entry = from_value(&format!("deals[{i}]"), value)?;
        let dummy = match entry.dummy {
            Some(d) if (0..PLAYERS as i64).contains(&d) => d as usize,
            Some(d) => {
                return Err(LawError::new(
                    at("dummy"),
                    format!("{d} is not from 0 to 2"),
                ));
            }
            None => return Err(LawError::new(at("dummy"), "who plays with Dummy is needed")),
        };
        if let Some(h) = holder
            && h != dummy
        {
            return Err(LawError::new(
                at("dummy"),
                format!(
                    "{} has Dummy until the game under way is won",
                    sides.get(h).map_or("another player", String::as_str)
                ),
            ));
        }
        holder = Some(dummy);
        let mut items = vec![Vec::new(); PLAYERS];
        let mut after = After {
            deal: i,
            dummy,
            points,
            net_tricks: net,
            grand_slam: false,
            settlement: None,
        };
        if entry.void {
            record.deals.push(after);
            record.items.push(items);
            continue;
        }
        let tricks = match entry.tricks {
            Some(t) if (0..=TRICKS).contains(&t) => t,
            Some(t) => {
                return Err(LawError::new(
                    at("tricks"),
                    format!("{t} is not from 0 to 13"),
                ));
            }
            None => {
                return Err(LawError::new(
                    at("tricks"),
                    "the tricks of Dummy's side are needed",
                ));
            }
        };
        let won = [tricks, TRICKS - tricks];
        if won.contains(&TRICKS) {
            // L2964–2967: paid at once, and the game goes on as if it had not been played.
            let dummy_side_wins = tricks == TRICKS;
            let value = TRICKS + GAME_POINTS;
            after.grand_slam = true;
            record.settlements.push(Settlement {
                winner: Some(winner_index(dummy, dummy_side_wins)),
                value,
                amounts: amounts(dummy, dummy_side_wins, value),
                label: format!("grand slam: 13 + 4 = {value} from each adversary"),
                lurch: false,
                final_points: Vec::new(),
            });
            after.settlement = Some(record.settlements.len() - 1);
            record.deals.push(after);
            record.items.push(items);
            continue;
        }
        net[0] += won[0] - won[1];
        net[1] += won[1] - won[0];
        // Thirteen tricks and no grand slam: exactly one side is over the book.
        let side = if won[0] > BOOK { 0 } else { 1 };
        let by_cards = won[side] - BOOK;
        points[side] += by_cards;
        for (p, list) in items.iter_mut().enumerate() {
            if (p == dummy) == (side == 0) {
                list.push(Item::new(by_cards, format!("{by_cards} by cards")));
            }
        }
        after.points = points;
        after.net_tricks = net;
        if points[side] >= target {
            let value = GAME_POINTS + net[side];
            let dummy_side_wins = side == 0;
            record.settlements.push(Settlement {
                winner: Some(winner_index(dummy, dummy_side_wins)),
                value,
                amounts: amounts(dummy, dummy_side_wins, value),
                label: format!(
                    "game to {}: {} for tricks + 4 = {value}",
                    if dummy_side_wins {
                        "Dummy's side"
                    } else {
                        "the adversaries"
                    },
                    net[side]
                ),
                lurch: false,
                final_points: Vec::new(),
            });
            after.settlement = Some(record.settlements.len() - 1);
            points = [0, 0];
            net = [0, 0];
            holder = None;
        }
        record.deals.push(after);
        record.items.push(items);
    }
    Ok(record)
}

fn check_players(sides: &[String]) -> Result<(), LawError> {
    if sides.len() != PLAYERS {
        return Err(LawError::new(
            "sides",
            format!("{} names; dummy whist is for three players", sides.len()),
        ));
    }
    for (i, name) in sides.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("sides[{i}]"), "empty name"));
        }
    }
    Ok(())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    sides: Vec<String>,
    deals: Vec<serde_json::Value>,
}

#[derive(Serialize)]
struct Output {
    sides: Vec<String>,
    deals: Vec<After>,
    settlements: Vec<Settlement>,
    net: Vec<i64>,
    open: bool,
}

fn net(settlements: &[Settlement]) -> Vec<i64> {
    let mut net = vec![0; PLAYERS];
    for s in settlements {
        for (total, amount) in net.iter_mut().zip(&s.amounts) {
            *total += amount;
        }
    }
    net
}

fn open(record: &Record) -> bool {
    record
        .deals
        .iter()
        .rev()
        .find(|d| !d.grand_slam)
        .is_some_and(|d| d.settlement.is_none())
}

pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    check_players(&parsed.sides)?;
    let record = score(&parsed.settings, &parsed.sides, &parsed.deals)?;
    pretty(&Output {
        net: net(&record.settlements),
        open: open(&record),
        sides: parsed.sides,
        deals: record.deals,
        settlements: record.settlements,
    })
}

pub fn clay_pad(input: &PadInput) -> Result<Pad, LawError> {
    check_players(&input.sides)?;
    let record = score(&input.settings, &input.sides, &input.deals)?;
    let mut rows = Vec::new();
    for (after, items) in record.deals.iter().zip(&record.items) {
        rows.push(Row::Deal {
            deal: after.deal,
            above: vec![Vec::new(); PLAYERS],
            below: items.clone(),
            note: format!("{} with Dummy", input.sides[after.dummy]),
        });
        if let Some(s) = after.settlement {
            let settlement = &record.settlements[s];
            if !after.grand_slam {
                rows.push(Row::Game {
                    winner: settlement.winner.unwrap_or(after.dummy),
                    label: settlement.label.clone(),
                });
            }
            rows.push(Row::Settled { settlement: s });
        }
    }
    Ok(Pad {
        sides: input.sides.clone(),
        lined: false,
        rows,
        open: open(&record),
        settled: record.settlements,
        stake_unit: 1,
        asks: Default::default(),
        notes: vec!["Single games; the player with Dummy settles with each adversary.".to_owned()],
    })
}

/// The whist laws' window (seed 002 Law 11, L266–268): until the game is concluded by the
/// turning of the next trump card; a grand slam stands apart and is settled at once, so it is
/// concluded by the next deal.
pub fn clay_correctable(input: &PadInput, deal: usize) -> bool {
    if deal >= input.deals.len() {
        return false;
    }
    match score(&input.settings, &input.sides, &input.deals) {
        Ok(record) => {
            let last = if record.deals[deal].grand_slam {
                Some(deal)
            } else {
                record.deals[deal..]
                    .iter()
                    .find(|d| d.settlement.is_some() && !d.grand_slam)
                    .map(|d| d.deal)
            };
            last.is_none_or(|l| l + 1 >= input.deals.len())
        }
        Err(_) => deal + 1 == input.deals.len(),
    }
}
