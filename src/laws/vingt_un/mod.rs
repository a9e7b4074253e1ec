//! The banking games of the vingt-un family, each a school on the one ledger
//! (`laws::ledger::school::Game`), the bank the dealer's own account: vingt-un by the English,
//! 1909 and 1927 books with French vingt-un's eight rounds ([`law`], [`french`]), [`macao`] and
//! [`seven_half`] on the engine they share ([`bank`]: a hand counted from its cards, paid
//! against the dealer's; [`passing`] the bank passing), and [`farmer`], whose farm is a pool.

pub mod bank;
pub mod farmer;
pub mod french;
pub mod law;
mod listing;
pub mod macao;
pub mod passing;
pub mod seven_half;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_others;

use super::registry::Law;

pub const LAWS: &[Law] = &[listing::LAW, macao::LAW, farmer::LAW, seven_half::LAW];
