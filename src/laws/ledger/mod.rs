//! The one ledger every payment game settles on: solo whist, nap, loo and hearts schools, the
//! solo family, poker and the banking games. Pure.
//!
//! The books settle these games in counters (or pence, or chips) passed deal by deal between the
//! players and one or more named pools (the loo pool, nap's kitty, a Pope Joan board's
//! compartments, a bank). A deal is a set of [`Transfers`] in whole counters, each from one
//! account to another, so a deal can neither create nor lose a counter: what the players gain
//! the pools lose, and the other way about. A [`Ledger`] posts the deals in order, refuses a pool
//! that would go below nothing, and at the end [`settle`]s the sitting: who pays whom, a debtor
//! at a time against the largest creditor, so no one both pays and receives and there are never
//! more payments than accounts less one.
//!
//! The laws themselves ([`school::Game`]) only say what a deal transfers; the JSON of
//! `hoyle score`, the pad a table keeps and the settlement are written once, in [`school`].

pub mod at_table;
pub mod school;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use serde::{Serialize, Serializer};

use super::LawError;

/// Who holds counters: a player (by seat in the sitting's list) or a named pool.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Account {
    Player(usize),
    Pool(String),
}

/// A player is written as his number in the list of players, a pool by its name: the shape
/// `{"from": 1, "to": "kitty", "amount": 8}` the command line promises.
impl Serialize for Account {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Account::Player(i) => s.serialize_u64(*i as u64),
            Account::Pool(name) => s.serialize_str(name),
        }
    }
}

/// What one deal moves, in whole counters. Every movement is from one account to another, so
/// the players' amounts and the pools' changes always sum to nothing.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Transfers {
    /// Each player's gain (+) or payment (−).
    amounts: Vec<i64>,
    /// Each pool's change; a pool absent has not moved.
    pools: BTreeMap<String, i64>,
    /// The deal in words ("A's solo, 7 tricks: 2 over").
    pub note: String,
}

impl Transfers {
    /// Nothing moved yet, among `players` players.
    pub fn new(players: usize) -> Self {
        Transfers {
            amounts: vec![0; players],
            pools: BTreeMap::new(),
            note: String::new(),
        }
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = note.into();
        self
    }

    /// `from` pays `to` `n` counters (a negative `n` pays the other way).
    pub fn pay(&mut self, from: usize, to: usize, n: i64) {
        self.amounts[from] -= n;
        self.amounts[to] += n;
    }

    /// Each of `payers` pays `to` `n` counters; `to` among them pays himself nothing.
    pub fn each_pays(&mut self, payers: &[usize], to: usize, n: i64) {
        for &p in payers.iter().filter(|&&p| p != to) {
            self.pay(p, to, n);
        }
    }

    /// `from` pays each of `payees` `n` counters; `from` among them is skipped.
    pub fn pays_each(&mut self, from: usize, payees: &[usize], n: i64) {
        for &p in payees.iter().filter(|&&p| p != from) {
            self.pay(from, p, n);
        }
    }

    /// `from` puts `n` counters into the pool `pool`.
    pub fn into_pool(&mut self, from: usize, pool: &str, n: i64) {
        self.amounts[from] -= n;
        *self.pools.entry(pool.to_owned()).or_default() += n;
    }

    /// `to` takes `n` counters out of the pool `pool`.
    pub fn out_of_pool(&mut self, to: usize, pool: &str, n: i64) {
        self.amounts[to] += n;
        *self.pools.entry(pool.to_owned()).or_default() -= n;
    }

    /// `n` counters pass from one pool to another (a loo pool carried to the next deal's, a
    /// Pope Joan compartment emptied into the pool).
    pub fn between_pools(&mut self, from: &str, to: &str, n: i64) {
        *self.pools.entry(from.to_owned()).or_default() -= n;
        *self.pools.entry(to.to_owned()).or_default() += n;
    }

    /// Each player's gain (+) or payment (−).
    pub fn amounts(&self) -> &[i64] {
        &self.amounts
    }

    /// Each pool's change.
    pub fn pool_changes(&self) -> &BTreeMap<String, i64> {
        &self.pools
    }

    /// What the players gained and the pools lost, which is nothing by construction; kept as a
    /// function so the property tests can say so.
    pub fn sum(&self) -> i64 {
        self.amounts.iter().sum::<i64>() + self.pools.values().sum::<i64>()
    }
}

/// One deal as the ledger wrote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Posted {
    /// Each player's gain (+) or payment (−), in counters.
    pub amounts: Vec<i64>,
    /// Every pool after the deal.
    pub pools: BTreeMap<String, i64>,
    pub note: String,
}

/// One payment that squares the sitting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Payment {
    pub from: Account,
    pub to: Account,
    pub amount: i64,
}

/// A sitting's accounts: every player's balance and every pool, deal after deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ledger {
    balances: Vec<i64>,
    start: BTreeMap<String, i64>,
    pools: BTreeMap<String, i64>,
    posted: Vec<Posted>,
}

impl Ledger {
    /// A sitting of `players` players, the pools holding `pools` at the start (counters put in
    /// before the sitting, a kitty carried from the last).
    pub fn new(players: usize, pools: BTreeMap<String, i64>) -> Self {
        Ledger {
            balances: vec![0; players],
            start: pools.clone(),
            pools,
            posted: Vec::new(),
        }
    }

    /// What the pool `name` holds now (nothing if it was never filled).
    pub fn pool(&self, name: &str) -> i64 {
        self.pools.get(name).copied().unwrap_or(0)
    }

    pub fn pools(&self) -> &BTreeMap<String, i64> {
        &self.pools
    }

    pub fn balances(&self) -> &[i64] {
        &self.balances
    }

    pub fn posted(&self) -> &[Posted] {
        &self.posted
    }

    /// Posts one deal. A pool that would go below nothing is refused, naming `field` (the deal),
    /// and nothing of the deal is written.
    pub fn post(&mut self, field: &str, deal: Transfers) -> Result<(), LawError> {
        debug_assert_eq!(deal.sum(), 0, "a deal creates or loses counters");
        if deal.amounts.len() != self.balances.len() {
            return Err(LawError::new(
                field,
                format!(
                    "the deal is among {} players, the sitting has {}",
                    deal.amounts.len(),
                    self.balances.len()
                ),
            ));
        }
        let too_many = || LawError::new(field, "more counters than the ledger can hold");
        for (b, a) in self.balances.iter().zip(&deal.amounts) {
            b.checked_add(*a).ok_or_else(too_many)?;
        }
        for (name, change) in &deal.pools {
            let after = self.pool(name).checked_add(*change).ok_or_else(too_many)?;
            if after < 0 {
                return Err(LawError::new(
                    field,
                    format!(
                        "the {name} holds {} counters and cannot pay out {}",
                        self.pool(name),
                        -change
                    ),
                ));
            }
        }
        for (name, change) in &deal.pools {
            *self.pools.entry(name.clone()).or_default() += change;
        }
        for (b, a) in self.balances.iter_mut().zip(&deal.amounts) {
            *b += a;
        }
        self.posted.push(Posted {
            amounts: deal.amounts,
            pools: self.pools.clone(),
            note: deal.note,
        });
        Ok(())
    }

    /// Every account's net over the sitting: each player's balance, then each pool's change
    /// since the start (counters lying in a pool that players put there). They sum to nothing.
    pub fn nets(&self) -> Vec<(Account, i64)> {
        let players = self
            .balances
            .iter()
            .enumerate()
            .map(|(i, &b)| (Account::Player(i), b));
        let names: std::collections::BTreeSet<&String> =
            self.pools.keys().chain(self.start.keys()).collect();
        let pools = names.into_iter().map(|name| {
            let start = self.start.get(name).copied().unwrap_or(0);
            (Account::Pool(name.clone()), self.pool(name) - start)
        });
        players.chain(pools).collect()
    }

    /// Who pays whom to square the sitting (see [`settle`]). Counters left lying in a pool are
    /// paid "to" it by those who put them there: they stay on the table for the next sitting,
    /// or are divided as the game's law says.
    pub fn settlement(&self) -> Vec<Payment> {
        settle(&self.nets())
    }
}

/// The payments that square nets summing to nothing: the largest debtor pays the largest
/// creditor as much as he can, and so on until nothing is owed. Ties go to the account listed
/// first. Each payment clears one account at least, so there are fewer payments than accounts
/// with anything owed, and no account both pays and receives.
pub fn settle(nets: &[(Account, i64)]) -> Vec<Payment> {
    let mut left: Vec<i64> = nets.iter().map(|(_, n)| *n).collect();
    let mut out = Vec::new();
    loop {
        let debtor = (0..left.len())
            .filter(|&i| left[i] < 0)
            .min_by_key(|&i| (left[i], i));
        let creditor = (0..left.len())
            .filter(|&i| left[i] > 0)
            .max_by_key(|&i| (left[i], std::cmp::Reverse(i)));
        let (Some(d), Some(c)) = (debtor, creditor) else {
            return out;
        };
        let amount = (-left[d]).min(left[c]);
        left[d] += amount;
        left[c] -= amount;
        out.push(Payment {
            from: nets[d].0.clone(),
            to: nets[c].0.clone(),
            amount,
        });
    }
}

/// The same settlement among players only, for the laws whose deals never touch a pool.
pub fn settle_players(balances: &[i64]) -> Vec<Payment> {
    let nets: Vec<(Account, i64)> = balances
        .iter()
        .enumerate()
        .map(|(i, &b)| (Account::Player(i), b))
        .collect();
    settle(&nets)
}
