//! Faro, stuss and rouge-et-noir (seed 001 L14647–14728), each a school on the one ledger with
//! the bank one account (a player's, or the house's pool `bank`, [`bank`]): a punter's line of
//! bets ([`bets`]), faro and stuss a turn a deal ([`turn`]), rouge-et-noir a coup a deal with its
//! rows counted from the cards ([`rouge`]); their registry entries in [`listing`].

pub mod bank;
pub mod bets;
pub mod listing;
pub mod rouge;
#[cfg(test)]
mod tests;
pub mod turn;

use super::registry::Law;

pub const LAWS: &[Law] = &[listing::FARO, listing::STUSS, listing::ROUGE_ET_NOIR];
