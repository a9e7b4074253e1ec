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
//! and distinct c_k put no set at two tables in one round. For 2 and 3 tables no such offsets
//! exist, so all tables play the round's set, passed between them.
//!
//! Balance. Matchpoints set a pair's score on a board against those who played it in the same
//! direction, so two pairs are "compared" on a tray set when they play it sitting the same way
//! (`schedule::comparisons`). A balanced Howell compares every two pairs equally often. Which of
//! x_k, y_k sits N-S decides it: with A the offsets c_k − x_k of the N-S seats (the stationary
//! pair sitting N-S), two pairs whose residues differ by d are compared 1 + 2·m(d) times, m(d)
//! being how many couples of A differ by d, and the stationary pair is compared with every other
//! T − 1 times. So the movement is balanced exactly when A is a cyclic difference set, which
//! exists for T = 2, 4, 6, 8, 10, 12 and 16 (the quadratic residues of the prime 2T − 1, or
//! Singer's set for 2T − 1 = 15); there every two pairs are compared T − 1 times (3 at 4 tables,
//! as in the published 4-table Howell). For odd T the best is m taking two neighbouring values:
//! every two pairs compared T − 2 to T times. At 14 tables no difference set mod 27 is known and
//! m averages a whole number, so it takes three values: 11 to 15 times. The tables were found by
//! our own search (`howell/search.rs`, an ignored test that prints them) and the tests check
//! every size exhaustively.
//!
//! Events stored before the balanced tables keep the first ones (`Edition::First`): an event
//! rebuilds its movement from its stored plan, and new tables would reseat it mid-event.

use super::MovementError;
use super::schedule::{Numbering, Round, Schedule, Table, set_boards};

/// Which constant tables a Howell is built from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Edition {
    /// The first cyclic round robin (issue 15): correct, but not balanced (at 4 tables two
    /// pairs are compared 1 to 5 times). Kept only for events stored with it.
    First,
    /// The balanced (or most nearly balanced) tables, for every new movement.
    #[default]
    Balanced,
}

/// One layout per number of tables (2..=16): per table (set offset c, N-S residue, E-W residue),
/// n standing for the stationary pair.
type Layouts = [&'static [(u32, u32, u32)]; 15];

/// The first tables: tables 1..T−1, then the stationary table (c, 0, n).
#[rustfmt::skip]
const FIRST: Layouts = [
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

/// The balanced tables: tables 1..T−1, then the stationary table (0, n, 0), the stationary pair
/// sitting N-S. Every two pairs compared (min–max board sets): 2 tables 1–1, 3: 1–3, 4: 3–3,
/// 5: 3–5, 6: 5–5, 7: 5–7, 8: 7–7, 9: 7–9, 10: 9–9, 11: 9–11, 12: 11–11, 13: 11–13,
/// 14: 11–15, 15: 13–15, 16: 15–15.
#[rustfmt::skip]
const BALANCED: Layouts = [
    &[(0, 2, 1), (0, 3, 0)],
    &[(0, 1, 4), (0, 3, 2), (0, 5, 0)],
    &[(2, 1, 3), (4, 2, 6), (1, 4, 5), (0, 7, 0)],
    &[(7, 5, 1), (1, 2, 3), (8, 4, 7), (2, 8, 6), (0, 9, 0)],
    &[(10, 4, 1), (9, 2, 6), (5, 8, 3), (6, 5, 7), (3, 10, 9), (0, 11, 0)],
    &[(2, 4, 1), (7, 2, 10), (9, 5, 3), (8, 12, 6), (10, 11, 7), (3, 9, 8), (0, 13, 0)],
    &[(11, 2, 1), (4, 8, 3), (12, 4, 13), (9, 12, 5), (8, 10, 6), (14, 9, 7), (2, 14, 11), (0, 15, 0)],
    &[(8, 7, 1), (15, 2, 11), (9, 3, 15), (1, 6, 4), (10, 5, 8), (7, 9, 16), (13, 14, 10), (5, 12, 13), (0, 17, 0)],
    &[(5, 14, 1), (7, 6, 2), (9, 3, 17), (12, 15, 4), (14, 7, 5), (2, 8, 18), (11, 16, 9), (6, 10, 13), (10, 11, 12), (0, 19, 0)],
    &[(5, 1, 11), (13, 6, 2), (8, 3, 15), (3, 18, 4), (17, 5, 20), (2, 7, 10), (4, 8, 16), (12, 14, 9), (14, 12, 13), (6, 17, 19), (0, 21, 0)],
    &[(10, 14, 1), (17, 16, 2), (20, 22, 3), (12, 4, 7), (11, 21, 5), (9, 6, 18), (15, 8, 13), (8, 9, 15), (21, 10, 11), (1, 20, 12), (14, 17, 19), (0, 23, 0)],
    &[(19, 6, 1), (3, 8, 2), (17, 3, 14), (8, 17, 4), (24, 22, 5), (18, 7, 10), (21, 16, 9), (20, 21, 11), (9, 12, 13), (22, 24, 15), (10, 20, 18), (4, 19, 23), (0, 25, 0)],
    &[(15, 14, 1), (7, 3, 2), (13, 6, 4), (16, 5, 8), (23, 7, 17), (21, 9, 18), (9, 10, 16), (24, 22, 11), (10, 19, 12), (8, 13, 25), (11, 23, 15), (14, 24, 20), (18, 21, 26), (0, 27, 0)],
    &[(24, 4, 1), (14, 8, 2), (18, 7, 3), (21, 5, 20), (4, 14, 6), (6, 11, 9), (23, 21, 10), (11, 12, 22), (22, 13, 26), (19, 27, 15), (1, 16, 25), (27, 17, 24), (26, 18, 19), (16, 23, 28), (0, 29, 0)],
    &[(30, 1, 22), (12, 27, 2), (18, 3, 25), (24, 18, 4), (1, 7, 5), (7, 6, 29), (5, 23, 8), (27, 16, 9), (29, 30, 10), (28, 11, 14), (14, 12, 24), (8, 17, 13), (20, 15, 28), (23, 19, 20), (2, 26, 21), (0, 31, 0)],
];

pub const MIN_TABLES: u32 = 2;
pub const MAX_TABLES: u32 = 16;
const MAX_BOARDS_PER_ROUND: u32 = 100;

/// A Howell for `pairs` pairs (a phantom makes an odd number even), `boards_per_round` boards a
/// round and `rounds` rounds (default: the complete movement, pairs − 1 rounds, or pairs rounds
/// with a phantom). Fewer rounds give the shortened ("three-quarter") forms: nobody meets twice,
/// but some pairs miss each other and some sets are played fewer times. Built from the balanced
/// tables.
pub fn howell(
    pairs: u32,
    boards_per_round: u32,
    rounds: Option<u32>,
) -> Result<Schedule, MovementError> {
    howell_of(Edition::Balanced, pairs, boards_per_round, rounds)
}

/// [`howell`] from the tables of `edition` (a stored event's).
pub fn howell_of(
    edition: Edition,
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
    let layouts = match edition {
        Edition::First => &FIRST,
        Edition::Balanced => &BALANCED,
    };
    let layout = layouts[(full / 2 - MIN_TABLES) as usize];
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

/// The header of the printed schedule, with its balance on a line of its own.
pub fn title(s: &Schedule) -> String {
    let complete = s.rounds.len() as u32 == s.pairs.div_ceil(2) * 2 - 1;
    let balance = s
        .balance()
        .map(|b| b.sentence("pairs") + "\n")
        .unwrap_or_default();
    format!(
        "Howell movement: {} pairs at {} tables, {} boards a round, {} rounds{}{}\n{balance}",
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
mod search;
#[cfg(test)]
mod tests;
