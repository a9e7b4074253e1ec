//! The nap family: round games settled deal by deal in counters on the one ledger
//! (`laws::ledger`). Napoleon with its variations and the 1909 and 1927 forms
//! ([`napoleon`]), My Bird Sings ([`bird`]) and Spoil Five's pool with its spoils and the jink
//! ([`spoil_five`]). Each is a [`school::Game`](super::ledger::school::Game), so the command
//! line's JSON and a table's pad come from the school.
//!
//! Who deals: the first player listed deals the first deal, and the deal passes to the left
//! (the next in the list) each deal; a player not at the table when his turn comes is passed
//! over for the next one who is ([`dealer`]).

pub mod bird;
pub mod napoleon;
pub mod spoil_five;
#[cfg(test)]
mod tests;

use super::ledger::school::At;
use super::registry::Law;

pub const LAWS: &[Law] = &[napoleon::LAW, bird::LAW, spoil_five::LAW];

/// The name of the pool a nap kitty, a bird's pool or a spoil-five pool is kept in.
pub const KITTY: &str = "kitty";
pub const POOL: &str = "pool";

/// Who deals the deal `at`: the player whose turn it is by the deal's number, or the next to his
/// left who plays in it.
pub fn dealer(at: &At<'_>) -> usize {
    let n = at.names.len();
    let turn = at.index % n;
    (0..n)
        .map(|k| (turn + k) % n)
        .find(|p| at.seated.contains(p))
        .unwrap_or(at.seated[0])
}

/// Reads a per-player list field (`bought`, `peeped`, `tricks`): absent is nothing for everyone;
/// present, it has one entry per player of the sitting, and only those in the deal may have
/// anything.
pub fn per_player<T: Copy + Default + PartialEq>(
    at: &At<'_>,
    key: &str,
    list: &Option<Vec<Option<T>>>,
) -> Result<Vec<T>, super::LawError> {
    let n = at.names.len();
    let Some(list) = list else {
        return Ok(vec![T::default(); n]);
    };
    if list.len() != n {
        return Err(at.refuse(
            key,
            format!(
                "give one for each of the {n} players ({} given)",
                list.len()
            ),
        ));
    }
    let values: Vec<T> = list.iter().map(|v| v.unwrap_or_default()).collect();
    for (p, v) in values.iter().enumerate() {
        if *v != T::default() && !at.seated.contains(&p) {
            return Err(super::LawError::new(
                format!("{}[{p}]", at.field(key)),
                format!("{} does not play this deal", at.name(p)),
            ));
        }
    }
    Ok(values)
}
