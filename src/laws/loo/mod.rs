//! Loo and the pool games of its kind: three-card loo with its single, must, miss and limits,
//! five-card loo with Pam and flushes, Irish loo (seed 003 L700–1305; seed 000 L2853–3081), and
//! rams, rounce and bierspiel (seed 001 L15363–15484). Pure.
//!
//! Every one of them is a pool on the one ledger (`laws::ledger`), named "pool", carried from
//! deal to deal: the dealer pays his stake into it, the winners of the tricks take it out a share
//! a trick, and whoever stood and took no trick (looed, ramsed) pays into it for the next deal.
//! `loo` is [`deal`] (its settings in [`settings`]), `rams` and `rounce` are [`rams`], and
//! bierspiel, a race of points rather than a pool, is [`bierspiel`].

pub mod bierspiel;
pub mod deal;
pub mod fields;
pub mod rams;
#[cfg(test)]
mod rams_tests;
pub mod settings;
#[cfg(test)]
mod tests;

use super::LawError;
use super::ledger::school::At;
use super::registry::Law;

/// Every law of the family, for the registry.
pub const LAWS: &[Law] = &[deal::LAW, rams::RAMS, rams::ROUNCE, bierspiel::LAW];

/// The pool's name on the ledger.
pub const POOL: &str = "pool";

/// The most a pool may hold: unlimited loo doubles and trebles the pool deal after deal, and a
/// sum past this is a mistake in the entry rather than a game anyone played.
pub const MAX_POOL: i64 = 1_000_000_000_000;

/// The dealer of a deal: the one the deal names, or else the deal passing to the left among
/// those in it (the first player dealing the first deal).
pub fn dealer(at: &At<'_>, said: Option<usize>) -> Result<usize, LawError> {
    match said {
        Some(d) => at.player("dealer", d),
        None => Ok(at.seated[at.index % at.seated.len()]),
    }
}

/// A per-player list as the form sends it: no longer than the players, each entry read for the
/// player it stands for; a player past its end has the default.
pub fn per_player<T: Clone + Default>(
    at: &At<'_>,
    key: &str,
    list: &[Option<T>],
) -> Result<Vec<T>, LawError> {
    if list.len() > at.names.len() {
        return Err(at.refuse(
            key,
            format!("{} entries for {} players", list.len(), at.names.len()),
        ));
    }
    Ok((0..at.names.len())
        .map(|p| list.get(p).cloned().flatten().unwrap_or_default())
        .collect())
}

/// Each player's tricks, checked: none below nought or above the `most` a deal has, none for
/// anyone not in the deal, and `played` (when given) counting exactly `most`.
pub fn tricks(at: &At<'_>, list: &[Option<i64>], most: i64) -> Result<Vec<i64>, LawError> {
    let tricks = per_player(at, "tricks", list)?;
    for (p, &n) in tricks.iter().enumerate() {
        let field = format!("tricks[{p}]");
        if !(0..=most).contains(&n) {
            return Err(at.refuse(&field, format!("{n} is not from 0 to {most}")));
        }
        if n > 0 && !at.seated.contains(&p) {
            return Err(at.refuse(&field, format!("{} does not play this deal", at.name(p))));
        }
    }
    Ok(tricks)
}

/// A sum of counters, refused past [`MAX_POOL`] rather than overflowing.
pub fn bounded(at: &At<'_>, parts: &[i64]) -> Result<i64, LawError> {
    let mut total: i64 = 0;
    for &part in parts {
        total = total
            .checked_add(part)
            .filter(|t| (0..=MAX_POOL).contains(t))
            .ok_or_else(|| {
                LawError::new(
                    format!("deals[{}]", at.index),
                    format!("the pool would pass {MAX_POOL} counters"),
                )
            })?;
    }
    Ok(total)
}

/// A stake setting (counters): a whole number from 1 to a million.
pub fn check_stake(name: &str, n: i64) -> Result<(), LawError> {
    match (1..=1_000_000).contains(&n) {
        true => Ok(()),
        false => Err(LawError::new(
            format!("settings.{name}"),
            format!("{n} is not a whole number of counters from 1 to 1,000,000"),
        )),
    }
}

/// Names joined in words: "Ann", "Ann and Bob", "Ann, Bob and Cat".
pub fn names(at: &At<'_>, players: &[usize]) -> String {
    let list: Vec<&str> = players.iter().map(|&p| at.name(p)).collect();
    match list.as_slice() {
        [] => "nobody".to_owned(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// " each" after an amount several players pay, nothing after one player's.
pub fn each(players: &[usize]) -> &'static str {
    match players.len() {
        0 | 1 => "",
        _ => " each",
    }
}
