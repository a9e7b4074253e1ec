//! The pool and its side pools, and their division among tied hands. Pure.
//!
//! Each player's counters put in (antes, blinds, straddles, bets) are cut at the level of each
//! player still in: a player who could not meet a raise at table stakes "may call a sight for
//! what he has, and separate that part of the pool from the rest" (seed 001 L4913–4915; the
//! English code's show for less, seed 003 Rule 60, L2921–2933). Each part goes to the best hand
//! among those who put in its level; what no one else met (a bet not called) is a part only its
//! maker can claim, so it comes back to him.

use serde::{Deserialize, Serialize};

/// One part of the pool and who may claim it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pot {
    pub amount: i64,
    /// The players still in who put in this part's level, by number.
    pub eligible: Vec<usize>,
}

/// The pool cut into its parts, the main pool first. `put_in` is each player's counters this
/// deal, `live` whether he is still in at the show, `carried` what the pool held before the deal
/// (a jack-pot's antes), which belongs to the main pool. Empty when no one is still in. What a
/// player who dropped put in above every live player's level (which the betting cannot make)
/// joins the last part, so no counter is lost.
pub fn pots(put_in: &[i64], live: &[bool], carried: i64) -> Vec<Pot> {
    let mut levels: Vec<i64> = (0..put_in.len())
        .filter(|&p| live[p])
        .map(|p| put_in[p])
        .collect();
    levels.sort_unstable();
    levels.dedup();
    let mut out: Vec<Pot> = Vec::new();
    let mut below = 0;
    for &level in &levels {
        let amount: i64 = put_in
            .iter()
            .map(|&c| c.min(level) - c.min(below))
            .sum::<i64>()
            + if out.is_empty() { carried } else { 0 };
        let eligible = (0..put_in.len())
            .filter(|&p| live[p] && put_in[p] >= level)
            .collect();
        if amount > 0 || out.is_empty() {
            out.push(Pot { amount, eligible });
        }
        below = level;
    }
    let beyond: i64 = put_in.iter().map(|&c| (c - below).max(0)).sum();
    if let Some(last) = out.last_mut() {
        last.amount += beyond;
    }
    out
}

/// Where the odd counter of a divided pool goes: the books say only that tied hands "share the
/// pool equally" (seed 003 Rule 76, L3049–3052; seed 000 L4126–4129).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OddCounter {
    /// [GAP] The shares are equal; what will not divide stays in the pool for the next deal.
    #[default]
    StaysInPool,
    /// To the tied players in turn from the dealer's left.
    LeftOfDealer,
}

/// `amount` divided among `winners` (already in turn from the dealer's left): each one's share,
/// and what stays in the pool.
pub fn divide(amount: i64, winners: &[usize], odd: OddCounter) -> (Vec<(usize, i64)>, i64) {
    let n = winners.len() as i64;
    let (each, rest) = (amount / n, amount % n);
    let shares = winners
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let extra = i64::from(odd == OddCounter::LeftOfDealer && (i as i64) < rest);
            (p, each + extra)
        })
        .collect();
    match odd {
        OddCounter::StaysInPool => (shares, rest),
        OddCounter::LeftOfDealer => (shares, 0),
    }
}

/// The players in turn from the dealer's left: `dealer + 1`, `dealer + 2`, … round the table.
pub fn from_dealers_left(players: &[usize], dealer: usize, table: usize) -> Vec<usize> {
    let mut v = players.to_vec();
    v.sort_by_key(|&p| (p + table - dealer - 1) % table);
    v
}
