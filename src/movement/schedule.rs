//! The shape every pair movement but the book's Mitchell shares (`hoyle movement howell …`,
//! the relay Mitchell, team matches, mnemonic duplicate): rounds of tables, each with its N-S and
//! E-W pair and the boards in the order they are played, the pair that sits out, the bye stand.
//! The checks a director wants before choosing a movement live here too, so that the tests, the
//! CLI and the event form read the same answer.

use std::collections::BTreeMap;

use serde::Serialize;

/// One table in one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table {
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    /// In the order the table plays them.
    pub boards: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Round {
    pub round: u32,
    pub tables: Vec<Table>,
    /// The pair that meets the phantom this round, if any.
    pub sit_out: Option<u32>,
    /// Boards resting on the bye stand this round (relay Mitchell only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bye_stand: Option<Vec<u32>>,
    /// The N-S pairs sit E-W this round and the E-W pairs N-S (the arrows on the boards turned).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub arrow_switch: bool,
}

/// How the numbers in `ns` and `ew` name pairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Numbering {
    /// One list of pairs 1..=N (Howell, mnemonic).
    Single,
    /// N-S pairs 1..=T and E-W pairs 1..=T are different pairs (the Mitchell's numbering).
    ByDirection,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    pub kind: &'static str,
    /// Tables in play.
    pub tables: u32,
    pub pairs: u32,
    pub boards_per_round: u32,
    pub numbering: Numbering,
    /// Two or more tables play the same boards in one round (passed between them).
    pub shared_boards: bool,
    pub rounds: Vec<Round>,
}

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

/// How evenly a movement compares the field: the fewest and the most board sets on which any
/// two of it (pairs, or players in an individual) were compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Balance {
    pub min: u32,
    pub max: u32,
}

impl Balance {
    /// In words, for the pages and the printed schedule; `who`: "pairs" or "players".
    pub fn sentence(&self, who: &str) -> String {
        let sets = if self.max == 1 {
            "board set"
        } else {
            "board sets"
        };
        let times = if self.min == self.max {
            format!("every two {who} are compared on {} {sets}", self.min)
        } else {
            format!(
                "two {who} are compared on {} to {} {sets}",
                self.min, self.max
            )
        };
        format!("Balance: {times} (they play them in the same direction).")
    }
}

/// One side of one table in one round, for [`comparisons`]: the boards it played, the table
/// (round and table: the two sides of one table and partners are not compared with each other),
/// whether it sat N-S, and who sat there (a pair, or an individual's two partners).
pub struct Side<'a> {
    pub boards: &'a [u32],
    pub table: (u32, u32),
    pub ns: bool,
    pub members: Vec<u32>,
}

/// How often each two of the field 1..=`field` are compared, keyed (lower, higher), every
/// couple present (0: never). Two are compared on a board set when they played it in the same
/// direction at different tables, so that matchpoints set one score against the other. It is
/// counted once per board set, not per board: a set's boards travel together, so every board of
/// it compares the same two.
pub fn comparisons<'a>(
    field: u32,
    sides: impl IntoIterator<Item = Side<'a>>,
) -> BTreeMap<(u32, u32), u32> {
    let mut by_set: BTreeMap<Vec<u32>, Vec<Side<'a>>> = BTreeMap::new();
    for side in sides {
        let mut key = side.boards.to_vec();
        key.sort_unstable();
        by_set.entry(key).or_default().push(side);
    }
    let mut count: BTreeMap<(u32, u32), u32> = (1..=field)
        .flat_map(|a| (a + 1..=field).map(move |b| ((a, b), 0)))
        .collect();
    for sides in by_set.values() {
        let mut here = std::collections::BTreeSet::new();
        for (i, one) in sides.iter().enumerate() {
            for other in &sides[i + 1..] {
                if one.ns != other.ns || one.table == other.table {
                    continue;
                }
                for &a in &one.members {
                    for &b in &other.members {
                        if a != b {
                            here.insert((a.min(b), a.max(b)));
                        }
                    }
                }
            }
        }
        for couple in here {
            if let Some(n) = count.get_mut(&couple) {
                *n += 1;
            }
        }
    }
    count
}

/// The fewest and most comparisons of any two; None for a field of fewer than two.
pub fn balance_of(count: &BTreeMap<(u32, u32), u32>) -> Option<Balance> {
    Some(Balance {
        min: *count.values().min()?,
        max: *count.values().max()?,
    })
}

/// Boards B(k−1)+1 ..= Bk of tray set k (1-based).
pub fn set_boards(boards_per_round: u32, set: u32) -> Vec<u32> {
    let first = boards_per_round * (set - 1) + 1;
    (first..first + boards_per_round).collect()
}

impl Schedule {
    /// A pair's one identity, whatever the numbering: E-W pair e of a Mitchell is T + e.
    fn pair_id(&self, table: &Table, ns_side: bool) -> u32 {
        match (self.numbering, ns_side) {
            (_, true) => table.ns,
            (Numbering::Single, false) => table.ew,
            (Numbering::ByDirection, false) => self.tables + table.ew,
        }
    }

    /// How often each two pairs meet, keyed by (lower id, higher id).
    pub fn meetings(&self) -> BTreeMap<(u32, u32), u32> {
        let mut met = BTreeMap::new();
        for t in self.rounds.iter().flat_map(|r| &r.tables) {
            let (a, b) = (self.pair_id(t, true), self.pair_id(t, false));
            *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
        }
        met
    }

    /// How often each two pairs of the field are compared ([`comparisons`]); a Mitchell's field
    /// is its N-S and E-W pairs together (ids as `pair_id` gives them).
    pub fn comparisons(&self) -> BTreeMap<(u32, u32), u32> {
        let field = match self.numbering {
            Numbering::Single => self.pairs,
            Numbering::ByDirection => 2 * self.tables,
        };
        let sides = self.rounds.iter().flat_map(|r| {
            r.tables.iter().flat_map(move |t| {
                [true, false].map(|ns_seat| Side {
                    boards: &t.boards,
                    table: (r.round, t.table),
                    // With the arrows turned the N-S pair holds the E-W cards.
                    ns: ns_seat != r.arrow_switch,
                    members: vec![self.pair_id(t, ns_seat)],
                })
            })
        });
        comparisons(field, sides)
    }

    /// The fewest and most board sets on which two pairs are compared.
    pub fn balance(&self) -> Option<Balance> {
        balance_of(&self.comparisons())
    }

    /// How often each board is played.
    pub fn plays_per_board(&self) -> BTreeMap<u32, u32> {
        let mut plays = BTreeMap::new();
        for t in self.rounds.iter().flat_map(|r| &r.tables) {
            for &b in &t.boards {
                *plays.entry(b).or_insert(0) += 1;
            }
        }
        plays
    }

    /// Pairs seated at two tables of one round (a broken schedule; always empty when built here).
    pub fn double_seated(&self) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        for r in &self.rounds {
            let mut seen = std::collections::BTreeSet::new();
            for t in &r.tables {
                for id in [self.pair_id(t, true), self.pair_id(t, false)] {
                    if !seen.insert(id) {
                        out.push((r.round, id));
                    }
                }
            }
        }
        out
    }

    /// Boards a pair plays more than once (keyed by pair id).
    pub fn boards_replayed(&self) -> Vec<(u32, u32)> {
        let mut seen = BTreeMap::new();
        for t in self.rounds.iter().flat_map(|r| &r.tables) {
            for side in [true, false] {
                for &b in &t.boards {
                    *seen.entry((self.pair_id(t, side), b)).or_insert(0u32) += 1;
                }
            }
        }
        seen.into_iter()
            .filter(|&(_, n)| n > 1)
            .map(|(k, _)| k)
            .collect()
    }

    /// What a director should know before choosing this movement, in words: pairs that meet
    /// twice, pairs (of the same field) that never meet.
    pub fn warnings(&self) -> Vec<String> {
        let met = self.meetings();
        let mut out = Vec::new();
        let twice = met.values().filter(|&&n| n > 1).count();
        // Mnemonic duplicate's two pairs meet every round: that is the game, not a flaw.
        if twice > 0 && self.kind != "mnemonic" {
            out.push(format!("{twice} couples of pairs meet more than once"));
        }
        // At teams of four a pair meets only the other team's pairs, never its team-mates nor
        // the other teams' second pairs: that is the game, not a flaw.
        if self.numbering == Numbering::Single && self.kind != "teams" {
            let real = self.pairs;
            let couples = real * real.saturating_sub(1) / 2;
            let phantom = self.rounds.iter().any(|r| r.sit_out.is_some());
            let met_real = met
                .keys()
                .filter(|&&(a, b)| a <= real && b <= real && a != b)
                .count() as u32;
            if met_real < couples {
                out.push(format!(
                    "{} couples of pairs never meet{}",
                    couples - met_real,
                    if phantom {
                        " (one pair sits out each round)"
                    } else {
                        ""
                    }
                ));
            }
        }
        out
    }

    pub fn rows(&self) -> Vec<Row> {
        self.rounds
            .iter()
            .flat_map(|r| {
                r.tables.iter().map(move |t| Row {
                    round: r.round,
                    table: t.table,
                    ns: t.ns,
                    ew: t.ew,
                    first_board: t.boards.iter().copied().min().unwrap_or(0),
                    last_board: t.boards.iter().copied().max().unwrap_or(0),
                })
            })
            .collect()
    }

    pub fn to_json(&self) -> serde_json::Value {
        let mut v = serde_json::json!({
            "kind": self.kind,
            "tables": self.tables,
            "pairs": self.pairs,
            "boards_per_round": self.boards_per_round,
            "rounds": self.rounds,
        });
        if self.shared_boards {
            v["shared_boards"] = true.into();
        }
        v
    }

    /// The schedule to read, after a header the caller writes.
    pub fn body_text(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        if self.shared_boards {
            out.push_str(
                "Tables playing the same boards in a round pass them between them (or use copies).\n",
            );
        }
        for r in &self.rounds {
            if r.arrow_switch {
                let _ = writeln!(out, "Round {:>2}  arrow switch: N-S pairs sit E-W", r.round);
            }
            for t in &r.tables {
                let (first, last) = (
                    t.boards.iter().min().copied().unwrap_or(0),
                    t.boards.iter().max().copied().unwrap_or(0),
                );
                let _ = writeln!(
                    out,
                    "Round {:>2}  Table {:>2}  N-S {:>2}  E-W {:>2}  boards {first}-{last}",
                    r.round, t.table, t.ns, t.ew
                );
            }
            if let Some(p) = r.sit_out {
                let _ = writeln!(out, "Round {:>2}  pair {p} sits out", r.round);
            }
            if let Some(b) = &r.bye_stand {
                let (first, last) = (
                    b.first().copied().unwrap_or(0),
                    b.last().copied().unwrap_or(0),
                );
                let _ = writeln!(
                    out,
                    "Round {:>2}  bye stand: boards {first}-{last}",
                    r.round
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(table: u32, ns: u32, ew: u32, boards: Vec<u32>) -> Table {
        Table {
            table,
            ns,
            ew,
            boards,
        }
    }

    /// Round 1: both tables play set {1, 2} (pairs 1 and 3 N-S, 2 and 4 E-W). Round 2: both
    /// play set {3, 4}, 1 v 4 and 3 v 2, with the arrows turned, so 1 and 3 hold the E-W cards,
    /// still together. Counted once a set, not per board: 1–3 and 2–4 are compared on two sets,
    /// the others never.
    #[test]
    fn compared_means_the_same_set_in_the_same_direction_once_a_set() {
        let round = |round, tables, arrow_switch| Round {
            round,
            tables,
            sit_out: None,
            bye_stand: None,
            arrow_switch,
        };
        let s = Schedule {
            kind: "howell",
            tables: 2,
            pairs: 4,
            boards_per_round: 2,
            numbering: Numbering::Single,
            shared_boards: true,
            rounds: vec![
                round(
                    1,
                    vec![table(1, 1, 2, vec![1, 2]), table(2, 3, 4, vec![2, 1])],
                    false,
                ),
                round(
                    2,
                    vec![table(1, 1, 4, vec![3, 4]), table(2, 3, 2, vec![3, 4])],
                    true,
                ),
            ],
        };
        let c = s.comparisons();
        assert_eq!(c[&(1, 3)], 2);
        assert_eq!(c[&(2, 4)], 2);
        assert_eq!(c[&(1, 2)], 0);
        assert_eq!(c.len(), 6);
        assert_eq!(s.balance(), Some(Balance { min: 0, max: 2 }));
        assert_eq!(
            Balance { min: 3, max: 3 }.sentence("pairs"),
            "Balance: every two pairs are compared on 3 board sets (they play them in the same direction)."
        );
    }
}
