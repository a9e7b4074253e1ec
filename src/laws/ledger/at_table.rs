//! A school kept at a table: what the pages read of a payment game's sitting, and the settings a
//! table changes as players come and go. Pure.
//!
//! A table keeps any law by its pad; a payment game's law answers `hoyle score` in the one shape
//! every school shares ([`super::school`]: each deal's amounts and pools, the balances, the pools
//! and the settlement). That shape is how a table knows it keeps a school ([`is_school`]) and
//! what its page, print and CSV read ([`kept`]), so no law needs a mark of its own. Who sits in
//! which deal and the pools at the start live in the table's settings (`joined`, `left`,
//! `pools`), which the school reads before the law sees them.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::{Map, Value};

use super::super::LawError;
use super::super::pad::{PadInput, Row};
use super::super::registry::Law;
use super::school::{Presence, pools_in_words};
use super::{Account, Payment};

/// One deal of a school as its page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct KeptDeal {
    /// Each player's gain (+) or payment (−), in counters.
    pub amounts: Vec<i64>,
    /// Every pool after the deal.
    pub pools: BTreeMap<String, i64>,
    pub note: String,
}

/// A school's sitting so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    pub players: Vec<String>,
    pub deals: Vec<KeptDeal>,
    pub balances: Vec<i64>,
    /// The pools at the start, as the table was given them.
    pub start: BTreeMap<String, i64>,
    /// Every pool now.
    pub pools: BTreeMap<String, i64>,
    pub settlement: Vec<Payment>,
    /// Per player, the deal (from 1) he first sat in.
    pub joined: Vec<usize>,
    /// Per player, the last deal he played, if he has left.
    pub left: Vec<Option<usize>>,
    /// Per deal, per player: whether he played it (at the table and not standing out), as the
    /// school's pad writes it (a cell for each who played, 0 included); empty when the pad
    /// could not be drawn.
    pub played: Vec<Vec<bool>>,
}

/// What `hoyle score` answers for a school.
#[derive(Deserialize)]
struct Answer {
    deals: Vec<KeptDeal>,
    balances: Vec<i64>,
    pools: BTreeMap<String, i64>,
    settlement: Vec<Paid>,
}

#[derive(Deserialize)]
struct Paid {
    from: Value,
    to: Value,
    amount: i64,
}

/// A player by his number, a pool by its name, as the school writes them.
fn account(v: &Value) -> Option<Account> {
    match v {
        Value::Number(n) => Some(Account::Player(usize::try_from(n.as_u64()?).ok()?)),
        Value::String(s) => Some(Account::Pool(s.clone())),
        _ => None,
    }
}

/// The sitting of a table keeping `law` with these settings, players and deals: `None` when the
/// law is not a payment game (its `hoyle score` does not answer as a school does).
pub fn kept(
    law: &Law,
    settings: &Value,
    players: &[String],
    deals: &[Value],
) -> Option<Result<Kept, LawError>> {
    let input = serde_json::json!({
        "settings": settings,
        "players": players,
        "deals": deals,
    });
    let answer = match (law.score)(&input.to_string()) {
        Ok(text) => text,
        Err(e) => return is_school(law).then_some(Err(e)),
    };
    let answer: Answer = serde_json::from_str(&answer).ok()?;
    let settlement = answer
        .settlement
        .iter()
        .map(|p| {
            Some(Payment {
                from: account(&p.from)?,
                to: account(&p.to)?,
                amount: p.amount,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let presence = presence(settings);
    let played = law
        .table
        .and_then(|t| {
            (t.pad)(&PadInput {
                settings: settings.clone(),
                sides: players.to_vec(),
                deals: deals.to_vec(),
            })
            .ok()
        })
        .map(|pad| {
            (pad.rows.iter())
                .filter_map(|row| match row {
                    Row::Deal { below, .. } => Some(below.iter().map(|c| !c.is_empty()).collect()),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default();
    Some(Ok(Kept {
        played,
        joined: (0..players.len())
            .map(|p| presence.joined.get(p).copied().flatten().unwrap_or(1))
            .collect(),
        left: (0..players.len())
            .map(|p| presence.left.get(p).copied().flatten())
            .collect(),
        start: presence.pools,
        players: players.to_vec(),
        deals: answer.deals,
        balances: answer.balances,
        pools: answer.pools,
        settlement,
    }))
}

/// Whether a table of `law` keeps a school: its empty sitting answers in the school's shape.
pub fn is_school(law: &Law) -> bool {
    let Some(table) = law.table else {
        return false;
    };
    let players: Vec<String> = (0..table.sides.min.max(1))
        .map(|i| format!("Player {}", i + 1))
        .collect();
    let input = serde_json::json!({ "players": players, "deals": [] });
    (law.score)(&input.to_string())
        .ok()
        .and_then(|text| serde_json::from_str::<Answer>(&text).ok())
        .is_some()
}

/// The settings a table keeps for its school, read before the law sees them: who comes and
/// goes, the pools at the start, and where the pools went to or came from (table ids).
pub const SCHOOL_KEYS: [&str; 5] = ["joined", "left", "pools", "carried_to", "carried_from"];

/// Who comes and goes, and the pools at the start, as the settings say; absent or unreadable
/// keys are read as "everyone from the first deal, nobody left, no pools" (the law refuses what
/// it cannot read when the pad is drawn).
fn presence(settings: &Value) -> Presence {
    let mut taken = Map::new();
    for key in SCHOOL_KEYS {
        if let Some(v) = settings.get(key) {
            taken.insert(key.to_owned(), v.clone());
        }
    }
    serde_json::from_value(Value::Object(taken)).unwrap_or_default()
}

impl Kept {
    /// The players at the table for the next deal: joined by then, and not gone.
    pub fn at_the_table(&self) -> Vec<usize> {
        let next = self.deals.len() + 1;
        (0..self.players.len())
            .filter(|&p| self.joined[p] <= next && self.left[p].is_none_or(|last| next <= last))
            .collect()
    }

    /// Whether player `p` played deal `no` (from 1): the pad's word, else whether he sat at the
    /// table then (joined by then and not gone).
    pub fn played(&self, p: usize, no: usize) -> bool {
        match self.played.get(no.wrapping_sub(1)).and_then(|d| d.get(p)) {
            Some(&played) => played,
            None => self.joined[p] <= no && self.left[p].is_none_or(|last| no <= last),
        }
    }

    /// An account by name: a player's, or "the kitty".
    pub fn name(&self, account: &Account) -> String {
        match account {
            Account::Player(p) => self.players.get(*p).cloned().unwrap_or_default(),
            Account::Pool(name) => format!("the {name}"),
        }
    }

    /// The pools now, in words ("kitty 12"); empty when there are none.
    pub fn pools_in_words(&self) -> String {
        pools_in_words(&self.pools)
    }

    /// Every pool's name, at the start or since, in order.
    pub fn pool_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.start.keys().cloned().collect();
        names.extend(self.pools.keys().cloned());
        for deal in &self.deals {
            names.extend(deal.pools.keys().cloned());
        }
        names.sort();
        names.dedup();
        names
    }
}

/// A settings object to change: the table's own, or a fresh one.
fn object(settings: &Value) -> Map<String, Value> {
    match settings {
        Value::Object(map) => map.clone(),
        _ => Map::new(),
    }
}

/// A per-player list of the settings, at least `players` long, absent entries `null`.
fn list(map: &Map<String, Value>, key: &str, players: usize) -> Vec<Value> {
    let mut list = match map.get(key) {
        Some(Value::Array(items)) => items.clone(),
        _ => Vec::new(),
    };
    if list.len() < players {
        list.resize(players, Value::Null);
    }
    list
}

/// The settings once a player joins a table of `players` (he is player number `players`),
/// sitting in from deal `from` (numbered from 1).
pub fn with_joining(settings: &Value, players: usize, from: usize) -> Value {
    let mut map = object(settings);
    let mut joined = list(&map, "joined", players + 1);
    joined[players] = Value::from(from);
    map.insert("joined".to_owned(), Value::Array(joined));
    if map.contains_key("left") {
        let left = list(&map, "left", players + 1);
        map.insert("left".to_owned(), Value::Array(left));
    }
    Value::Object(map)
}

/// The settings once player `p` of `players` leaves after deal `last` (numbered from 1; 0 if
/// he leaves before any deal).
pub fn with_leaving(settings: &Value, players: usize, p: usize, last: usize) -> Value {
    let mut map = object(settings);
    let mut left = list(&map, "left", players);
    left[p] = Value::from(last);
    map.insert("left".to_owned(), Value::Array(left));
    Value::Object(map)
}

/// The settings with the pools at the start; none leaves the key out.
pub fn with_pools(settings: &Value, pools: &BTreeMap<String, i64>) -> Value {
    let mut map = object(settings);
    match pools.is_empty() {
        true => map.remove("pools"),
        false => map.insert("pools".to_owned(), serde_json::json!(pools)),
    };
    Value::Object(map)
}

/// The table this table's pools were carried to, if they were (its next sitting).
pub fn carried_to(settings: &Value) -> Option<i64> {
    settings.get("carried_to").and_then(Value::as_i64)
}

/// The table this table's pools at the start were carried from, if they were.
pub fn carried_from(settings: &Value) -> Option<i64> {
    settings.get("carried_from").and_then(Value::as_i64)
}

/// The settings once the pools are carried to table `to`: the old table notes where they went.
pub fn with_carried_to(settings: &Value, to: i64) -> Value {
    let mut map = object(settings);
    map.insert("carried_to".to_owned(), Value::from(to));
    Value::Object(map)
}

/// The next sitting's settings: the game's own as they were, nobody coming or going yet, the
/// pools as this sitting left them (those holding anything) and where they came from.
pub fn next_sitting(settings: &Value, pools: &BTreeMap<String, i64>, from: i64) -> Value {
    let mut map = object(settings);
    for key in SCHOOL_KEYS {
        map.remove(key);
    }
    let left: BTreeMap<String, i64> = (pools.iter())
        .filter(|(_, n)| **n > 0)
        .map(|(k, n)| (k.clone(), *n))
        .collect();
    let mut next = with_pools(&Value::Object(map), &left);
    if let Value::Object(map) = &mut next {
        map.insert("carried_from".to_owned(), Value::from(from));
    }
    next
}

/// The sentence above the next deal's form: "Deal 8: Cora deals; Ben stands out." as the law
/// turns the deal and seats it (an empty deal: nobody named as dealer), then the law's own word
/// on the deal (`law_says`, loo's single). `None` when the law says nothing of either.
pub(crate) fn next_deal<G: super::school::Game>(
    settings: &G::Settings,
    names: &[String],
    presence: Option<Presence>,
    index: usize,
    law_says: Option<String>,
) -> Option<String> {
    let Some(presence) = presence else {
        return law_says;
    };
    let present = presence.present(names.len(), index);
    let mut parts = Vec::new();
    if let Some(d) = G::dealer(settings, &present, index).and_then(|d| present.get(d)) {
        parts.push(format!("{} deals", names[*d]));
    }
    if let Ok(deal) = serde_json::from_value::<G::Deal>(Value::Object(Map::new())) {
        let seated = G::seated(settings, &present, index, &deal);
        let out: Vec<&str> = present
            .iter()
            .filter(|p| !seated.contains(p))
            .map(|&p| names[p].as_str())
            .collect();
        match out.as_slice() {
            [] => {}
            [one] => parts.push(format!("{one} stands out")),
            [rest @ .., last] => parts.push(format!("{} and {last} stand out", rest.join(", "))),
        }
    }
    let seat = (!parts.is_empty()).then(|| format!("Deal {}: {}.", index + 1, parts.join("; ")));
    match (seat, law_says) {
        (Some(a), Some(b)) => Some(format!("{a} {b}")),
        (a, b) => a.or(b),
    }
}

#[cfg(test)]
#[path = "at_table_tests.rs"]
mod tests;
