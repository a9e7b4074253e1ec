//! The patience games that are scored or settled (issue 25): poker patience and its serpent
//! ([`poker_patience`], the square read by [`grid`]), Klondike against a bank ([`klondike`]),
//! Russian bank with two packs or one ([`russian_bank`]) and multiple solitaire
//! ([`multiple_solitaire`]), each a school on the one ledger (`laws::ledger::school::Game`);
//! and solitaire cribbage, a score game counted by cribbage's own count ([`solitaire_cribbage`]).
//! Pure.

pub mod grid;
pub mod klondike;
pub mod multiple_solitaire;
pub mod poker_patience;
pub mod russian_bank;
pub mod solitaire_cribbage;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_games;

use super::registry::Law;

/// Every law of the family, for the registry.
pub const LAWS: &[Law] = &[
    poker_patience::LAW,
    klondike::LAW,
    russian_bank::LAW,
    multiple_solitaire::LAW,
    solitaire_cribbage::LAW,
];
