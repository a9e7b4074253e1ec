//! Individual movements: four players a table, partners change every round, and every player
//! partners every other exactly once over players − 1 rounds (the complete movement), beside the
//! book's social rotations for 8, 12 and 16 (`party::rotation`, seed 001 §3.7).
//!
//! Construction (our own, the circle method on players): with P players and n = P − 1, players
//! 1..=n are residues modulo n and player P stands still. The P/2 partnerships of round 0 are a
//! "starter" (their differences cover every non-zero residue once), so shifting them by r for
//! r = 0..n gives every partnership exactly once. Two partnerships make a table (the first sits
//! N-S, the second E-W); table j plays set c_j + r, with offsets chosen so each player plays every
//! set once. The partnerships and offsets were found by a small backtracking search of our own
//! and the tests check them exhaustively; for 8 and 12 players no offsets put different sets at
//! every table, so there all tables play the round's set, passed between them.

use serde::Serialize;

use super::MovementError;
use super::schedule::{self, set_boards};

/// One table's set offset and its two partnerships (N-S, then E-W), as residues.
type TableLayout = (u32, [(u32, u32); 2]);

/// Per number of players (8, 12, …, 28): per table (set offset, [(north, south), (east, west)])
/// as residues, n standing for the stationary player.
#[rustfmt::skip]
const TABLES: [&[TableLayout]; 6] = [
    &[(0, [(0, 7), (1, 3)]), (0, [(2, 6), (4, 5)])],
    &[(0, [(0, 11), (1, 9)]), (0, [(2, 6), (3, 5)]), (0, [(4, 10), (7, 8)])],
    &[(0, [(0, 15), (1, 13)]), (14, [(2, 6), (3, 10)]), (10, [(4, 9), (5, 7)]), (6, [(8, 14), (11, 12)])],
    &[(0, [(0, 19), (1, 15)]), (10, [(2, 18), (3, 13)]), (14, [(4, 16), (5, 9)]), (1, [(6, 14), (7, 8)]), (13, [(10, 12), (11, 17)])],
    &[(0, [(0, 23), (1, 12)]), (5, [(2, 3), (4, 11)]), (1, [(5, 10), (6, 16)]), (14, [(7, 22), (8, 17)]), (18, [(9, 13), (14, 20)]), (8, [(15, 18), (19, 21)])],
    &[(0, [(0, 27), (1, 18)]), (4, [(2, 10), (3, 12)]), (19, [(4, 6), (5, 9)]), (12, [(7, 21), (8, 14)]), (8, [(11, 23), (13, 24)]), (23, [(15, 20), (16, 17)]), (15, [(19, 26), (22, 25)])],
];

pub const MIN_PLAYERS: u32 = 8;
pub const MAX_PLAYERS: u32 = 28;
const MAX_BOARDS_PER_ROUND: u32 = 100;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table {
    pub table: u32,
    pub north: u32,
    pub south: u32,
    pub east: u32,
    pub west: u32,
    pub boards: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Round {
    pub round: u32,
    pub tables: Vec<Table>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Individual {
    pub kind: &'static str,
    pub tables: u32,
    pub players: u32,
    pub boards_per_round: u32,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub shared_boards: bool,
    pub rounds: Vec<Round>,
}

/// The individual movement for `players` (a multiple of 4, 8 to 28) in `rounds` rounds (default
/// players − 1, the complete movement; fewer rounds still never repeat a partnership).
pub fn individual(
    players: u32,
    boards_per_round: u32,
    rounds: Option<u32>,
) -> Result<Individual, MovementError> {
    let refuse = |field: &str, message: String| {
        Err(MovementError {
            field: field.to_owned(),
            message,
        })
    };
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) || !players.is_multiple_of(4) {
        return refuse(
            "players",
            format!(
                "an individual movement is built here for 8, 12, 16, 20, 24 or 28 players, not {players}"
            ),
        );
    }
    if !(1..=MAX_BOARDS_PER_ROUND).contains(&boards_per_round) {
        return refuse(
            "boards_per_round",
            format!("each round needs 1 to {MAX_BOARDS_PER_ROUND} boards, not {boards_per_round}"),
        );
    }
    let n = players - 1;
    let rounds = rounds.unwrap_or(n);
    if !(1..=n).contains(&rounds) {
        return refuse(
            "rounds",
            format!("an individual for {players} players has 1 to {n} rounds, not {rounds}"),
        );
    }
    let layout = TABLES[((players - MIN_PLAYERS) / 4) as usize];
    let who = |residue: u32, r: u32| {
        if residue == n {
            players
        } else {
            (residue + r) % n + 1
        }
    };
    let rounds = (0..rounds)
        .map(|r| Round {
            round: r + 1,
            tables: layout
                .iter()
                .enumerate()
                .map(|(j, &(c, [(north, south), (east, west)]))| Table {
                    table: j as u32 + 1,
                    north: who(north, r),
                    south: who(south, r),
                    east: who(east, r),
                    west: who(west, r),
                    boards: set_boards(boards_per_round, (c + r) % n + 1),
                })
                .collect(),
        })
        .collect();
    Ok(Individual {
        kind: "individual",
        tables: players / 4,
        players,
        boards_per_round,
        shared_boards: players < 16,
        rounds,
    })
}

impl Individual {
    /// How often each two players are compared: they held the same cards of a board set (both
    /// N-S or both E-W, at different tables); partners at one table score together and are not
    /// compared there ([`schedule::comparisons`]).
    pub fn comparisons(&self) -> std::collections::BTreeMap<(u32, u32), u32> {
        let sides = self.rounds.iter().flat_map(|r| {
            r.tables.iter().flat_map(move |t| {
                [
                    (true, vec![t.north, t.south]),
                    (false, vec![t.east, t.west]),
                ]
                .map(|(ns, members)| schedule::Side {
                    boards: &t.boards,
                    table: (r.round, t.table),
                    ns,
                    members,
                })
            })
        });
        schedule::comparisons(self.players, sides)
    }

    /// The fewest and most board sets on which two players are compared.
    pub fn balance(&self) -> Option<schedule::Balance> {
        schedule::balance_of(&self.comparisons())
    }

    pub fn to_text(&self) -> String {
        use std::fmt::Write;
        let mut out = format!(
            "Individual movement: {} players at {} tables, {} boards a round, {} rounds; partners change every round\n",
            self.players,
            self.tables,
            self.boards_per_round,
            self.rounds.len()
        );
        if let Some(b) = self.balance() {
            out.push_str(&b.sentence("players"));
            out.push('\n');
        }
        if self.shared_boards {
            out.push_str("All tables play the same boards in a round: pass them between the tables (or use copies).\n");
        }
        for r in &self.rounds {
            for t in &r.tables {
                let _ = writeln!(
                    out,
                    "Round {:>2}  Table {:>2}  N {:>2} S {:>2}  E {:>2} W {:>2}  boards {}-{}",
                    r.round,
                    t.table,
                    t.north,
                    t.south,
                    t.east,
                    t.west,
                    t.boards.first().copied().unwrap_or(0),
                    t.boards.last().copied().unwrap_or(0)
                );
            }
        }
        out
    }

    /// One line per table per round, for CSV.
    pub fn rows(&self) -> Vec<Row> {
        self.rounds
            .iter()
            .flat_map(|r| {
                r.tables.iter().map(move |t| Row {
                    round: r.round,
                    table: t.table,
                    north: t.north,
                    south: t.south,
                    east: t.east,
                    west: t.west,
                    first_board: t.boards.first().copied().unwrap_or(0),
                    last_board: t.boards.last().copied().unwrap_or(0),
                })
            })
            .collect()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    pub round: u32,
    pub table: u32,
    pub north: u32,
    pub south: u32,
    pub east: u32,
    pub west: u32,
    pub first_board: u32,
    pub last_board: u32,
}

#[cfg(test)]
mod tests;
