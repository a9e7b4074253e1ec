//! The commerce family: the round-games book's games of three cards and a pool (seed 003),
//! settled deal by deal on the one ledger (`laws::ledger`). Commerce in its forms, old and new,
//! pool commerce with its lives, extended and continuous ([`law`] with its [`settings`], its hands
//! valued from the cards by [`hands`]), and speculation, the pool to the highest trump with cards sold between
//! the players ([`speculation`]). Each is a [`school::Game`](super::ledger::school::Game).
//!
//! A family of its own, not the stops' or nap's: neither game is played out trick by trick or
//! card by card to a stop; each is won by the best of the hands shown, and the two share the
//! dealer's double stake to a pool the winner takes.

mod fields;
pub mod hands;
pub mod law;
mod pool;
pub mod settings;
pub mod speculation;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_hands;
#[cfg(test)]
mod tests_speculation;

use super::LawError;
use super::ledger::Transfers;
use super::ledger::school::At;
use super::registry::Law;

pub const LAWS: &[Law] = &[fields::COMMERCE, speculation::LAW];

/// The pool both games are staked to.
pub const POOL: &str = "pool";

/// What the pool holds with this deal's transfers so far.
pub fn pool_now(at: &At<'_>, t: &Transfers) -> i64 {
    at.ledger.pool(POOL) + t.pool_changes().get(POOL).copied().unwrap_or(0)
}

/// A field naming players: one number, a list of numbers, or yes / no for each player as a
/// table's form sends it. Absent or none ticked is `None`; each named must play the deal.
pub fn players(
    at: &At<'_>,
    key: &str,
    value: &Option<serde_json::Value>,
) -> Result<Option<Vec<usize>>, LawError> {
    use serde_json::Value;
    let refuse = || {
        at.refuse(
            key,
            "name players by their numbers (one, or a list), or yes or no for each player",
        )
    };
    let list: Vec<usize> = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::Number(n)) => vec![
            n.as_u64()
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(refuse)?,
        ],
        Some(Value::Array(items))
            if items.iter().all(|v| v.is_boolean() || v.is_null()) && !items.is_empty() =>
        {
            if items.len() != at.names.len() {
                return Err(at.refuse(
                    key,
                    format!(
                        "give yes or no for each of the {} players ({} given)",
                        at.names.len(),
                        items.len()
                    ),
                ));
            }
            (0..items.len()).filter(|&i| items[i] == true).collect()
        }
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| {
                v.as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .ok_or_else(refuse)
            })
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(refuse()),
    };
    let mut seen = Vec::new();
    for p in list {
        at.player(key, p)?;
        if !seen.contains(&p) {
            seen.push(p);
        }
    }
    seen.sort_unstable();
    Ok((!seen.is_empty()).then_some(seen))
}

/// Names in words: "Ann", "Ann and Bob", "Ann, Bob and Cat".
pub fn names(at: &At<'_>, who: &[usize]) -> String {
    let names: Vec<&str> = who.iter().map(|&p| at.name(p)).collect();
    match names.as_slice() {
        [] => "nobody".to_owned(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
