//! The solo whist family, payment games of tricks settled deal by deal on the one ledger
//! (`laws::ledger`): solo whist by the 1909 Hoyle (pence, "six, twelve and eighteen", seed 000
//! L4609–5040) or the 1927 rules (red and white counters, seed 001 L4455–4563); boston by the
//! American payment tables (seed 001 L12349–12533); and preference, whose book gives only "an
//! agreed value" for the tricks (seed 001 L12932–12965).

pub mod boston;
pub mod preference;
pub mod solo;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::registry::Law;

pub const LAWS: &[Law] = &[solo::LAW, boston::LAW, preference::LAW];

/// A whole number of counters (or pence) a setting names, from 1 to `MAX`: read from JSON, so
/// a stake of nought or one too large to add up is refused at the setting, never overflows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "i64", into = "i64")]
pub struct Count<const MAX: i64>(pub i64);

impl<const MAX: i64> TryFrom<i64> for Count<MAX> {
    type Error = String;
    fn try_from(n: i64) -> Result<Self, String> {
        match (1..=MAX).contains(&n) {
            true => Ok(Count(n)),
            false => Err(format!("{n} is not a whole number from 1 to {MAX}")),
        }
    }
}

impl<const MAX: i64> From<Count<MAX>> for i64 {
    fn from(c: Count<MAX>) -> i64 {
        c.0
    }
}
