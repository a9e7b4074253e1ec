//! The Howell pair movement: every pair meets every other once and plays every tray set once.
//! The books only name it (seed 001 L4371–4375); the construction here is our own.
//!
//! Construction (a cyclic round robin, the "circle" method with one stationary pair): with
//! N = 2T pairs and n = N − 1, pairs 1..=n are the residues 0..n−1 modulo n and pair N stands
//! still. Each table k holds a fixed couple of residues (x_k, y_k); in round r (0-based) its
//! pairs are x_k + r and y_k + r, and the stationary pair meets residue 0 + r. Because the
//! differences ±(y_k − x_k) cover every non-zero residue once (a "starter"), every two pairs
//! meet exactly once in n rounds. Table k plays tray set c_k + r: the offsets c_k are chosen so
//! that a pair's sets over the rounds, {c_k − x_k, c_k − y_k} shifted by the pair, are all n sets,
//! and distinct c_k put no set at two tables in one round. The offsets were found by a small
//! backtracking search of our own and are checked exhaustively by the tests below; for 2 and 3
//! tables no such offsets exist, so all tables play the round's set, passed between them.

use super::MovementError;
use super::schedule::{Numbering, Round, Schedule, Table, set_boards};

/// Per number of tables (2..=16): for tables 1..T−1 (set offset c, pair residue x, pair residue
/// y), then the stationary table (c, 0, n) where n stands for the stationary pair.
#[rustfmt::skip]
const TABLES: [&[(u32, u32, u32)]; 15] = [
    &[(0, 1, 2), (0, 0, 3)],
    &[(0, 1, 4), (0, 2, 3), (0, 0, 5)],
    &[(5, 1, 6), (3, 2, 5), (6, 3, 4), (0, 0, 7)],
    &[(5, 1, 2), (4, 3, 7), (2, 4, 6), (7, 5, 8), (0, 0, 9)],
    &[(8, 1, 2), (6, 3, 8), (5, 4, 6), (2, 5, 9), (1, 7, 10), (0, 0, 11)],
    &[(2, 1, 3), (9, 2, 12), (12, 4, 10), (1, 5, 9), (4, 6, 11), (11, 7, 8), (0, 0, 13)],
    &[(2, 1, 11), (1, 2, 4), (14, 3, 6), (7, 5, 12), (5, 7, 13), (12, 8, 9), (4, 10, 14), (0, 0, 15)],
    &[(11, 1, 5), (15, 2, 10), (12, 3, 14), (3, 4, 9), (7, 6, 16), (10, 7, 8), (8, 11, 13), (2, 12, 15), (0, 0, 17)],
    &[(12, 1, 2), (5, 3, 9), (3, 4, 15), (13, 5, 10), (4, 6, 18), (1, 7, 16), (17, 8, 11), (7, 12, 14), (14, 13, 17), (0, 0, 19)],
    &[(11, 1, 14), (18, 2, 3), (15, 4, 16), (12, 5, 20), (14, 6, 13), (16, 7, 11), (20, 8, 18), (5, 9, 12), (13, 10, 15), (2, 17, 19), (0, 0, 21)],
    &[(11, 1, 3), (15, 2, 11), (16, 4, 10), (20, 5, 9), (7, 6, 16), (2, 7, 22), (5, 8, 19), (19, 12, 17), (18, 13, 20), (8, 14, 15), (17, 18, 21), (0, 0, 23)],
    &[(15, 1, 18), (18, 2, 9), (24, 3, 14), (5, 4, 13), (17, 5, 10), (1, 6, 8), (6, 7, 20), (19, 11, 17), (10, 12, 22), (20, 15, 16), (13, 19, 23), (2, 21, 24), (0, 0, 25)],
    &[(15, 1, 14), (6, 2, 11), (9, 3, 23), (20, 4, 26), (17, 5, 9), (23, 6, 8), (10, 7, 17), (19, 10, 21), (3, 12, 20), (5, 13, 25), (12, 15, 16), (2, 18, 24), (21, 19, 22), (0, 0, 27)],
    &[(4, 1, 26), (28, 2, 19), (25, 3, 6), (20, 4, 22), (13, 5, 24), (6, 7, 21), (21, 8, 16), (10, 9, 18), (1, 10, 15), (23, 11, 17), (16, 12, 28), (24, 13, 14), (22, 20, 27), (19, 23, 25), (0, 0, 29)],
    &[(27, 1, 16), (4, 2, 11), (12, 3, 24), (5, 4, 6), (22, 5, 10), (30, 7, 14), (28, 8, 21), (6, 9, 15), (26, 12, 23), (23, 13, 27), (11, 17, 29), (24, 18, 19), (18, 20, 28), (9, 22, 25), (3, 26, 30), (0, 0, 31)],
];

pub const MIN_TABLES: u32 = 2;
pub const MAX_TABLES: u32 = 16;
const MAX_BOARDS_PER_ROUND: u32 = 100;

/// A Howell for `pairs` pairs (a phantom makes an odd number even), `boards_per_round` boards a
/// round and `rounds` rounds (default: the complete movement, pairs − 1 rounds, or pairs rounds
/// with a phantom). Fewer rounds give the shortened ("three-quarter") forms: nobody meets twice,
/// but some pairs miss each other and some sets are played fewer times.
pub fn howell(
    pairs: u32,
    boards_per_round: u32,
    rounds: Option<u32>,
) -> Result<Schedule, MovementError> {
    let refuse = |field: &str, message: String| {
        Err(MovementError {
            field: field.to_owned(),
            message,
        })
    };
    if !(2 * MIN_TABLES - 1..=2 * MAX_TABLES).contains(&pairs) {
        return refuse(
            "pairs",
            format!(
                "a Howell is built here for {} to {} pairs ({MIN_TABLES} to {MAX_TABLES} tables), not {pairs}",
                2 * MIN_TABLES - 1,
                2 * MAX_TABLES
            ),
        );
    }
    if !(1..=MAX_BOARDS_PER_ROUND).contains(&boards_per_round) {
        return refuse(
            "boards_per_round",
            format!("each round needs 1 to {MAX_BOARDS_PER_ROUND} boards, not {boards_per_round}"),
        );
    }
    let full = pairs.div_ceil(2) * 2; // pairs with the phantom
    let n = full - 1;
    let rounds = rounds.unwrap_or(n);
    if !(1..=n).contains(&rounds) {
        return refuse(
            "rounds",
            format!("a Howell for {pairs} pairs has 1 to {n} rounds, not {rounds}"),
        );
    }
    let layout = TABLES[(full / 2 - MIN_TABLES) as usize];
    let phantom = full != pairs;
    let pair_of = |residue: u32, r: u32| {
        if residue == n {
            full
        } else {
            (residue + r) % n + 1
        }
    };
    let rounds = (0..rounds)
        .map(|r| {
            let mut sit_out = None;
            let mut tables = Vec::with_capacity(layout.len());
            for (k, &(c, x, y)) in layout.iter().enumerate() {
                let (a, b) = (pair_of(x, r), pair_of(y, r));
                if phantom && (a == full || b == full) {
                    sit_out = Some(a.min(b));
                    continue;
                }
                tables.push(Table {
                    table: k as u32 + 1,
                    ns: a,
                    ew: b,
                    boards: set_boards(boards_per_round, (c + r) % n + 1),
                });
            }
            Round {
                round: r + 1,
                tables,
                sit_out,
                bye_stand: None,
                arrow_switch: false,
            }
        })
        .collect();
    Ok(Schedule {
        kind: "howell",
        tables: full / 2 - u32::from(phantom),
        pairs,
        boards_per_round,
        numbering: Numbering::Single,
        shared_boards: full / 2 < 4,
        rounds,
    })
}

/// The header of the printed schedule.
pub fn title(s: &Schedule) -> String {
    let complete = s.rounds.len() as u32 == s.pairs.div_ceil(2) * 2 - 1;
    format!(
        "Howell movement: {} pairs at {} tables, {} boards a round, {} rounds{}{}\n",
        s.pairs,
        s.tables,
        s.boards_per_round,
        s.rounds.len(),
        if complete {
            "; every pair meets every other once"
        } else {
            "; shortened: some pairs do not meet"
        },
        if s.pairs % 2 == 1 {
            "; one pair sits out each round"
        } else {
            ""
        }
    )
}

#[cfg(test)]
mod tests;
