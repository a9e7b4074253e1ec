//! Who banks at faro, stuss and rouge-et-noir: a player (the banker, "usually selected by his
//! offer to put up a certain amount", seed 001 L14652–14654) or the house, whose bank is the
//! ledger's pool `bank`. Either way the bank is one account.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::At;

/// The pool the house's bank is kept in.
pub const BANK: &str = "bank";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Banker {
    /// One of the players holds the bank.
    #[default]
    APlayer,
    /// The house (the club) banks: the pool `bank`, which must hold enough at the start.
    House,
}

/// The bank at one deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bank {
    Player(usize),
    House,
}

impl Bank {
    /// The bank of this deal: the house, or the player named, or the last banker while he is
    /// at the table, or the first player seated.
    pub fn of(
        setting: Banker,
        at: &At<'_>,
        said: Option<usize>,
        last: &mut Option<usize>,
    ) -> Result<Bank, LawError> {
        if setting == Banker::House {
            if said.is_some() {
                return Err(at.refuse(
                    "banker",
                    "the house holds the bank (the setting \"bank\"): leave the banker out",
                ));
            }
            return Ok(Bank::House);
        }
        let p = match said {
            Some(p) => at.player("banker", p)?,
            None => match *last {
                Some(p) if at.seated.contains(&p) => p,
                _ => at.seated[0],
            },
        };
        *last = Some(p);
        Ok(Bank::Player(p))
    }

    pub fn is(&self, p: usize) -> bool {
        *self == Bank::Player(p)
    }

    /// The bank pays `p` `n` counters.
    pub fn pays(&self, t: &mut Transfers, p: usize, n: i64) {
        match *self {
            Bank::Player(b) => t.pay(b, p, n),
            Bank::House => t.out_of_pool(p, BANK, n),
        }
    }

    /// `p` pays the bank `n` counters.
    pub fn takes(&self, t: &mut Transfers, p: usize, n: i64) {
        match *self {
            Bank::Player(b) => t.pay(p, b, n),
            Bank::House => t.into_pool(p, BANK, n),
        }
    }

    pub fn name(&self, at: &At<'_>) -> String {
        match *self {
            Bank::Player(b) => format!("{}'s bank", at.name(b)),
            Bank::House => "The house's bank".to_owned(),
        }
    }
}

/// Half a stake, the odd counter to whom the setting gives it.
pub fn half(stake: i64, odd: OddCounter) -> i64 {
    match odd {
        OddCounter::ToThePlayer => stake / 2,
        OddCounter::ToTheBank => stake - stake / 2,
    }
}

/// [GAP] The bank takes half a stake (a split at faro, the refait at rouge-et-noir); the books
/// do not say who has the odd counter of an odd one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OddCounter {
    #[default]
    ToThePlayer,
    ToTheBank,
}
