//! Red dog (the high-card pool) and the banking games of the 1927 book's last pages: playing the
//! races, monte bank, put and take (seed 001 L13432–13470, L14769–14910). Pure; each a school on
//! the one ledger, a file a game: [`high_card`] (red dog, the pool named "pool" carried deal to
//! deal), [`races`], [`monte`] (a player holding the bank) and [`put_and_take`] (the dealer's
//! pool, emptied into his hands at the end of each deal). [`bank`] is what they share with
//! blind hookey (`laws::blind_hookey`): who holds the bank, the stakes, the cards read once.

pub mod bank;
pub mod high_card;
pub mod monte;
pub mod put_and_take;
pub mod races;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_banks;

use super::registry::Law;

/// Every law of the family, for the registry.
pub const LAWS: &[Law] = &[high_card::LAW, races::LAW, monte::LAW, put_and_take::LAW];
