//! Pool commerce's hand (seed 003 L3878–3915): the best takes the arranged sum from the pool,
//! the worst loses a life, and the last with lives takes what is left.

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::At;
use super::hands::{self, Value};
use super::law::{Carry, Deal, agree};
use super::settings::{Settings, Tie, WorstTie};
use super::{POOL, names, players, pool_now};

/// Pool commerce's hand: the best takes the arranged sum, the worst loses a life, and the last
/// with lives takes the pool (L3878–3906).
#[allow(clippy::too_many_arguments)]
pub fn pool_hand(
    s: &Settings,
    at: &At<'_>,
    c: &mut Carry,
    t: &mut Transfers,
    playing: &[usize],
    best: &[usize],
    valued: &Option<Vec<(usize, Value)>>,
    d: &Deal,
    notes: &mut Vec<String>,
) -> Result<(), LawError> {
    let win = s.pool_win.min(pool_now(at, t));
    match (best, s.tie) {
        ([w], _) => {
            t.out_of_pool(*w, POOL, win);
            notes.push(format!("{} takes {win} from the pool", at.name(*w)));
        }
        (_, Tie::Divide) => {
            let share = win / best.len() as i64;
            for &w in best {
                t.out_of_pool(w, POOL, share);
            }
            notes.push(format!("{} equal: {share} each", names(at, best)));
        }
        (_, Tie::Carry) => notes.push(format!("{} equal: nobody takes", names(at, best))),
    }
    let typed = players(at, "worst", &d.worst)?;
    let worst = match valued {
        Some(v) => {
            let w = hands::worst(v);
            agree(at, "worst", typed, &w)?;
            w
        }
        None => typed.ok_or_else(|| at.refuse("worst", "needed: who held the worst hand"))?,
    };
    if let Some(&p) = worst.iter().find(|p| !playing.contains(p)) {
        return Err(at.refuse("worst", format!("{} has no lives left", at.name(p))));
    }
    if worst.iter().any(|p| best.contains(p)) && best.len() < playing.len() {
        return Err(at.refuse("worst", "the best hand is not the worst"));
    }
    let losers: Vec<usize> = match (worst.len(), s.worst_tie) {
        (1, _) | (_, WorstTie::Each) => worst,
        (_, WorstTie::None) => Vec::new(),
    };
    let mut out = Vec::new();
    for &p in &losers {
        c.lives[p] -= 1;
        if c.lives[p] == 0 {
            out.push(p);
        }
    }
    if !losers.is_empty() {
        notes.push(format!("{} loses a life", names(at, &losers)));
    }
    if c.first_out.is_none() {
        // Two out at once: the first of them from the dealer's left is first out.
        let from = c.dealer.map_or(0, |p| p + 1);
        c.first_out = (0..at.names.len())
            .map(|k| (from + k) % at.names.len())
            .find(|p| out.contains(p));
    }
    let living: Vec<usize> = (0..at.names.len()).filter(|&p| c.lives[p] > 0).collect();
    if living.len() <= 1 {
        let takers = match living.as_slice() {
            [] => out,
            one => one.to_vec(),
        };
        let share = pool_now(at, t) / takers.len() as i64;
        for &p in &takers {
            t.out_of_pool(p, POOL, share);
        }
        notes.push(format!(
            "the game is over: {} {} the pool, {share}",
            names(at, &takers),
            if takers.len() == 1 { "takes" } else { "share" }
        ));
        c.lives.clear();
    }
    Ok(())
}
