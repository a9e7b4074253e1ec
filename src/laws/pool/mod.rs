//! The pool games of the billiard room (seed 000 L10057–10462), payment games on the one
//! ledger: snooker pool (each player pays each other the value of what he pots and of his
//! penalties), pool by the national rules (lives, forfeits, the star and the pool divided),
//! pyramids (two players, a red a point) and shell out (pyramids for more, a stake a red). A
//! deal is one game. Pure.

pub mod lives;
#[cfg(test)]
mod lives_tests;
pub mod pyramids;
#[cfg(test)]
mod pyramids_tests;
pub mod snooker;
mod snooker_slate;
#[cfg(test)]
mod snooker_tests;
pub mod words;

use super::registry::Law;

/// Every law of the family, for the registry.
pub const LAWS: &[Law] = &[
    snooker::LAW,
    lives::LAW,
    pyramids::PYRAMIDS,
    pyramids::SHELL_OUT,
];
