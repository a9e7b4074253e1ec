//! Baccarat, chemin de fer and banque (seed 000 L190–378; seed 001 L14587–14644): the point
//! counted from the cards ([`cards`]), and the law `baccarat`, a coup a deal on the one ledger
//! with the banker's bank one account ([`law`], its registry entry in [`listing`]). The faro
//! family reads its shoe of several packs from [`cards`] too.

pub mod cards;
pub mod law;
pub mod listing;
#[cfg(test)]
mod tests;

use super::registry::Law;

pub const LAWS: &[Law] = &[listing::LAW];
