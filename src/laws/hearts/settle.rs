//! A deal paid by the regular game's three methods (seed 001 L9771–9790), on the table's pool:
//! the simple method (the fewest hearts win the pool), sweepstakes (no hearts wins it, or it is
//! a jack carried to the next deal) and Howell's (each pays for his hearts as many counters as
//! there are other players and takes out the hearts he did not take; no jacks).

use super::super::ledger::Transfers;
use super::POOL;
use super::rules::ManyClear;

/// Who wins the pool, or why nobody does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// These divide it (one takes it all).
    Won(Vec<usize>),
    /// Nobody: the pool stays as a jack, and why.
    Jack(String),
}

/// The simple method: "player taking fewest hearts wins them all"; a tie divides (L9772–9775).
pub fn fewest(decide: &[i64], seated: &[usize]) -> Outcome {
    let low = seated.iter().map(|&p| decide[p]).min().unwrap_or(0);
    Outcome::Won(
        seated
            .iter()
            .copied()
            .filter(|&p| decide[p] == low)
            .collect(),
    )
}

/// Sweepstakes (and auction hearts): one or two who took none win; nobody clear, or one
/// player with everything, is a jack (L9778–9783, L9852–9861); more than two clear as
/// `many_clear` says.
pub fn clear(
    names: &[String],
    decide: &[i64],
    seated: &[usize],
    all: i64,
    many: ManyClear,
) -> Outcome {
    let clear: Vec<usize> = seated.iter().copied().filter(|&p| decide[p] == 0).collect();
    if let Some(&p) = seated.iter().find(|&&p| decide[p] == all) {
        return Outcome::Jack(format!("{} took them all", names[p]));
    }
    match (clear.len(), many) {
        (0, _) => Outcome::Jack("everyone took at least one".to_owned()),
        (1 | 2, _) | (_, ManyClear::Divide) => Outcome::Won(clear),
        _ => Outcome::Jack(format!("{} took none", super::names_of(names, &clear))),
    }
}

/// The revokers who "settle for all others" (L9763–9769): each who revoked, as if he alone
/// were in error, unless he won alone, when he only puts his winnings up for a jack.
pub fn settlers(winners: &[usize], revokers: &[usize]) -> Vec<usize> {
    revokers
        .iter()
        .copied()
        .filter(|r| !(winners.len() == 1 && winners.contains(r)))
        .collect()
}

/// What each player puts up for the pool: his counters; but when someone settles for all
/// others, each such revoker puts up every loser's counters (his own among them, and a
/// winner's own besides) and the other losers nothing.
pub fn stakes(seated: &[usize], pay: &[i64], winners: &[usize], revokers: &[usize]) -> Vec<i64> {
    let settlers = settlers(winners, revokers);
    let losses: i64 = seated
        .iter()
        .filter(|p| !winners.contains(p))
        .map(|&p| pay[p])
        .sum();
    let mut put = vec![0; pay.len()];
    for &p in seated {
        let won = winners.contains(&p);
        put[p] = match (settlers.contains(&p), won, settlers.is_empty()) {
            (true, true, _) => losses + pay[p],
            (true, false, _) => losses,
            (false, false, false) => 0,
            _ => pay[p],
        };
    }
    put
}

/// The winners take the pool as it will stand after the deal's counters are put up (`pot`),
/// each an equal share; the odd counters stay in it (L9774–9775), and so does the share of a
/// winner who revoked, "for a jack" (L9765–9769). Returns each one's share.
pub fn divide(t: &mut Transfers, winners: &[usize], revokers: &[usize], pot: i64) -> i64 {
    let Ok(k) = i64::try_from(winners.len()) else {
        return 0;
    };
    if k == 0 {
        return 0;
    }
    let share = pot / k;
    for &w in winners.iter().filter(|w| !revokers.contains(w)) {
        t.out_of_pool(w, POOL, share);
    }
    share
}

/// Howell's: each puts up his count times the other players, and takes out the total less his
/// count, so each nets the total less the players times his count (L9785–9790). The pool is
/// left as it was.
pub fn howell(t: &mut Transfers, seated: &[usize], pay: &[i64]) {
    let n = seated.len() as i64;
    let total: i64 = seated.iter().map(|&p| pay[p]).sum();
    for &p in seated {
        t.into_pool(p, POOL, (n - 1) * pay[p]);
        t.out_of_pool(p, POOL, total - pay[p]);
    }
}
