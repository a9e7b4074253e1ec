//! Poker (seed 003 L1428–3100, the English code; seed 000 L3970–4476; seed 001 L4568–5225):
//! the hands ranked by the book chosen ([`hands`], and `fast` for a hand's key counted at once),
//! the pool and its side pools divided ([`pots`]), the bets checked against the limit
//! ([`bets`]), and the law `poker`, a school on the one ledger ([`law`]), in every form of the
//! books ([`settings`]; `show` reads a hand as the form deals it).

pub mod bets;
mod fast;
mod fields;
pub mod hands;
pub mod law;
pub mod pots;
pub mod settings;
mod show;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_bets;
#[cfg(test)]
mod tests_forms;
#[cfg(test)]
mod tests_law;

use super::registry::Law;

pub const LAWS: &[Law] = &[law::LAW];
