//! Poker (seed 003 L1428–3100, the English code; seed 000 L3970–4476; seed 001 L4568–5225):
//! the hands ranked by the book chosen ([`hands`]), the pool and its side pools divided
//! ([`pots`]), and the law `poker`, a school on the one ledger ([`law`]).

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
