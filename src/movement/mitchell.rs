//! The book's compass movement (a Mitchell): N-S sit, E-W move up one table, trays pass down one.
//! Seed 001 L3000–3008 (Rules for Duplicate) and KWC Laws 2–3 (L3250–3410): with an even number
//! of tables the E-W pairs skip one table after half the rounds.

use serde::Serialize;

use super::MovementError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Mitchell {
    tables: u32,
    boards_per_round: u32,
    rounds: u32,
}

/// One table in one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seating {
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    /// Tray set k holds boards B(k-1)+1 ..= Bk.
    #[serde(skip)]
    pub tray_set: u32,
    pub boards: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Round {
    pub round: u32,
    pub tables: Vec<Seating>,
}

/// The largest event a movement is built for; past it the arithmetic stays far from overflow.
const MAX_TABLES: u32 = 1000;
const MAX_BOARDS_PER_ROUND: u32 = 100;

/// One line of the schedule, for CSV.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    pub first_board: u32,
    pub last_board: u32,
}

/// Where one E-W pair plays in one round: its movement card line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EwStop {
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub boards: Vec<u32>,
}

impl Mitchell {
    /// `rounds` defaults to the number of tables.
    pub fn new(
        tables: u32,
        boards_per_round: u32,
        rounds: Option<u32>,
    ) -> Result<Self, MovementError> {
        let refuse = |field: &str, message: String| {
            Err(MovementError {
                field: field.to_owned(),
                message,
            })
        };
        if tables == 0 {
            return refuse("tables", "there must be at least one table".to_owned());
        }
        if tables > MAX_TABLES {
            return refuse(
                "tables",
                format!("{tables} tables is more than the {MAX_TABLES} a movement is built for"),
            );
        }
        if boards_per_round == 0 {
            return refuse(
                "boards_per_round",
                "each round needs at least one board".to_owned(),
            );
        }
        if boards_per_round > MAX_BOARDS_PER_ROUND {
            return refuse(
                "boards_per_round",
                format!("{boards_per_round} boards a round is more than {MAX_BOARDS_PER_ROUND}"),
            );
        }
        let rounds = rounds.unwrap_or(tables);
        if rounds == 0 {
            return refuse("rounds", "there must be at least one round".to_owned());
        }
        if rounds > tables {
            return refuse(
                "rounds",
                format!(
                    "{rounds} rounds is more than the {tables} tables: a pair would meet a tray set twice"
                ),
            );
        }
        Ok(Mitchell {
            tables,
            boards_per_round,
            rounds,
        })
    }

    pub fn tables(&self) -> u32 {
        self.tables
    }
    pub fn boards_per_round(&self) -> u32 {
        self.boards_per_round
    }
    pub fn rounds(&self) -> u32 {
        self.rounds
    }
    /// Boards in play: one tray set per table.
    pub fn boards(&self) -> u32 {
        self.tables * self.boards_per_round
    }

    /// How many tables the E-W pairs have moved up by `round`: one a round, plus the one table
    /// they skip after half the rounds when the number of tables is even (KWC Law 3), so that
    /// they do not meet the trays they have already played.
    fn ew_shift(&self, round: u32) -> u32 {
        let skip = u32::from(self.tables.is_multiple_of(2) && round > self.tables / 2);
        round - 1 + skip
    }

    fn in_range(&self, round: u32, table: u32) -> bool {
        (1..=self.rounds).contains(&round) && (1..=self.tables).contains(&table)
    }

    /// The tray set at `table` in `round`: trays pass down one table a round.
    fn tray_set(&self, round: u32, table: u32) -> u32 {
        (table + round - 2) % self.tables + 1
    }

    fn set_boards(&self, set: u32) -> Vec<u32> {
        let first = self.boards_per_round * (set - 1) + 1;
        (first..first + self.boards_per_round).collect()
    }

    /// Seating at `table` in `round` (both 1-based); None when out of range.
    pub fn seating(&self, round: u32, table: u32) -> Option<Seating> {
        if !self.in_range(round, table) {
            return None;
        }
        let t = self.tables;
        let ew = (table - 1 + t - self.ew_shift(round) % t) % t + 1;
        let tray_set = self.tray_set(round, table);
        Some(Seating {
            table,
            ns: table,
            ew,
            tray_set,
            boards: self.set_boards(tray_set),
        })
    }

    /// Where the E-W pair `ew` sits in `round`.
    pub fn ew_table(&self, round: u32, ew: u32) -> Option<u32> {
        if !self.in_range(round, ew) {
            return None;
        }
        Some((ew - 1 + self.ew_shift(round)) % self.tables + 1)
    }

    /// The tray set that holds `board`.
    pub fn tray_set_of_board(&self, board: u32) -> Option<u32> {
        (1..=self.boards())
            .contains(&board)
            .then(|| (board - 1) / self.boards_per_round + 1)
    }

    /// The round and table at which `board` is played by N-S `ns` against E-W `ew`, if the
    /// movement brings them together over that board.
    pub fn locate(&self, board: u32, ns: u32, ew: u32) -> Option<(u32, u32)> {
        let set = self.tray_set_of_board(board)?;
        let table = ns;
        if !(1..=self.tables).contains(&table) {
            return None;
        }
        // Set k is at table t in the round r with t + r - 2 ≡ k - 1 (mod T).
        let round = (set + 2 * self.tables - table) % self.tables + 1;
        let seat = self.seating(round, table)?;
        (seat.ew == ew).then_some((round, table))
    }

    pub fn schedule(&self) -> Vec<Round> {
        (1..=self.rounds)
            .map(|round| Round {
                round,
                tables: (1..=self.tables)
                    .filter_map(|table| self.seating(round, table))
                    .collect(),
            })
            .collect()
    }

    /// What one table's guide card shows: its seating in every round.
    pub fn guide_card(&self, table: u32) -> Vec<Seating> {
        (1..=self.rounds)
            .filter_map(|round| self.seating(round, table))
            .collect()
    }

    /// What one E-W pair's movement card shows: where it goes in every round.
    pub fn ew_card(&self, ew: u32) -> Vec<EwStop> {
        (1..=self.rounds)
            .filter_map(|round| {
                let seat = self.seating(round, self.ew_table(round, ew)?)?;
                Some(EwStop {
                    round,
                    table: seat.table,
                    ns: seat.ns,
                    boards: seat.boards,
                })
            })
            .collect()
    }

    pub fn rows(&self) -> Vec<Row> {
        self.schedule()
            .into_iter()
            .flat_map(|r| {
                r.tables.into_iter().map(move |s| Row {
                    round: r.round,
                    table: s.table,
                    ns: s.ns,
                    ew: s.ew,
                    first_board: s.boards.first().copied().unwrap_or(0),
                    last_board: s.boards.last().copied().unwrap_or(0),
                })
            })
            .collect()
    }

    /// `{"kind": "mitchell", "tables": T, "boards_per_round": B, "rounds": [...]}`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "kind": "mitchell",
            "tables": self.tables,
            "boards_per_round": self.boards_per_round,
            "rounds": self.schedule(),
        })
    }

    /// The schedule to read: a header, then one line per table per round.
    pub fn to_text(&self) -> String {
        use std::fmt::Write;
        let mut out = format!(
            "Compass (Mitchell) movement: {} tables, {} boards a round, {} rounds{}\n",
            self.tables,
            self.boards_per_round,
            self.rounds,
            if self.tables.is_multiple_of(2) {
                "; E-W skip one table after half the rounds"
            } else {
                ""
            }
        );
        for row in self.rows() {
            let _ = writeln!(
                out,
                "Round {:>2}  Table {:>2}  N-S {:>2}  E-W {:>2}  boards {}-{}",
                row.round, row.table, row.ns, row.ew, row.first_board, row.last_board
            );
        }
        out
    }
}

#[cfg(test)]
mod tests;
