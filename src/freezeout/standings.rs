//! The places and the prizes: each player out takes the place of the players who had not yet
//! gone out, the last one left (who "has won all the chips", seed 001 L4924–4925) the first; the
//! pool split by the director's schedule in whole money, exactly.

use serde::Serialize;

use super::settings::Prize;
use super::state::{Seat, State};
use crate::laws::LawError;

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Place {
    /// None while the player is still in.
    pub place: Option<usize>,
    pub name: String,
    /// 1 for the first player out; None while still in.
    pub out_order: Option<usize>,
    /// The index (among the events applied, from 0) of the event that put him out.
    pub out_event: Option<usize>,
    /// Who knocked him out, when recorded.
    pub by: Option<String>,
    /// Where he sits while still in.
    pub seat: Option<Seat>,
    /// His prize in the club's money (0 for none, and while still in).
    pub prize: i64,
}

/// The standings: the players still in first (by table and seat), then everyone placed, first
/// place first. Prizes are paid by place from [`prize_split`] of the pool; a schedule whose fixed
/// sums exceed the pool pays nothing here ([`State::prize_table`] says why).
pub fn standings(state: &State) -> Vec<Place> {
    let prizes = state.prize_table().unwrap_or_default();
    let mut rows: Vec<Place> = state
        .players
        .iter()
        .enumerate()
        .map(|(p, player)| {
            let place = state.place(p);
            let prize = place.and_then(|n| prizes.get(n - 1)).copied().unwrap_or(0);
            Place {
                place,
                name: player.name.clone(),
                out_order: player.out.as_ref().map(|o| o.order),
                out_event: player.out.as_ref().map(|o| o.event),
                by: player
                    .out
                    .as_ref()
                    .and_then(|o| o.by)
                    .map(|k| state.players[k].name.clone()),
                seat: player.seat,
                prize,
            }
        })
        .collect();
    rows.sort_by_key(|r| (r.place.is_some(), r.place, r.seat));
    rows
}

impl State {
    /// The prize of each place paid, first place first, for this pool and field.
    pub fn prize_table(&self) -> Result<Vec<i64>, LawError> {
        prize_split(self.pool(), &self.settings().prizes, self.entered())
    }
}

/// Splits `pool` by the schedule `prizes` among a field of `players`, exactly, in whole money.
///
/// Only as many places are paid as there are players: the shares of the places beyond the field
/// are divided among the places paid in proportion to their own shares. Fixed sums are paid
/// first; the shares divide the rest, each rounded down, and the odd counters left over go one
/// each to the highest places with a share ("the odd counter to the higher place"). When the
/// schedule has shares, the prizes come to the whole pool; fixed sums alone may leave some of it
/// unpaid. Fixed sums beyond the pool are refused (`settings.prizes`).
pub fn prize_split(pool: i64, prizes: &[Prize], players: usize) -> Result<Vec<i64>, LawError> {
    if pool < 0 {
        return Err(LawError::new("pool", "a pool of less than nothing"));
    }
    let paid = &prizes[..prizes.len().min(players)];
    let mut fixed: i128 = 0;
    let mut shares: i128 = 0;
    for p in paid {
        match *p {
            Prize::Fixed(sum) => fixed += i128::from(sum),
            Prize::PerMille(m) => shares += i128::from(m),
        }
    }
    let pool_wide = i128::from(pool);
    if fixed > pool_wide {
        return Err(LawError::new(
            "settings.prizes",
            format!("the fixed prizes come to {fixed}, more than the pool of {pool}"),
        ));
    }
    let rest = pool_wide - fixed;
    let mut out: Vec<i128> = paid
        .iter()
        .map(|p| match *p {
            Prize::Fixed(sum) => i128::from(sum),
            Prize::PerMille(m) if shares > 0 => rest * i128::from(m) / shares,
            Prize::PerMille(_) => 0,
        })
        .collect();
    if shares > 0 {
        let given: i128 = paid
            .iter()
            .zip(&out)
            .filter(|(p, _)| matches!(p, Prize::PerMille(_)))
            .map(|(_, a)| *a)
            .sum();
        let mut odd = rest - given;
        // Each share lost less than one counter in rounding down, so there are fewer odd counters
        // than shares; a share of nothing takes none.
        for (p, a) in paid.iter().zip(out.iter_mut()) {
            if odd == 0 {
                break;
            }
            if matches!(p, Prize::PerMille(m) if *m > 0) {
                *a += 1;
                odd -= 1;
            }
        }
    }
    // Every amount is at most the pool, an i64.
    Ok(out.into_iter().map(|a| a as i64).collect())
}
