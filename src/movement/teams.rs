//! Team-of-four matches: each match between two teams takes two tables (the open room, where the
//! home team sits N-S, and the closed room, where it sits E-W), and both tables play the same
//! boards, which cross between them halfway through the round: so each team plays every board of
//! its match once in each direction, the book's social duplicate (seed 001 §3.8, Baker) in its
//! modern form. With more than two teams they meet in a round robin (the circle method, one team
//! standing still); with an odd number one team has a bye each round.
//!
//! Pair numbers: team t's pairs are 2t − 1 (N-S in the open room of its home matches) and 2t.

use serde::Serialize;

use super::MovementError;
use super::schedule::{Numbering, Round, Schedule, Table, set_boards};

pub const MAX_TEAMS: u32 = 64;
const MAX_BOARDS_PER_ROUND: u32 = 100;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Match {
    pub home: u32,
    pub away: u32,
    /// The open room, then the closed room.
    pub tables: [u32; 2],
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Teams {
    pub teams: u32,
    pub schedule: Schedule,
    /// Per round: its matches and the team with the bye.
    pub matches: Vec<(Vec<Match>, Option<u32>)>,
}

/// A round robin of team matches (`rounds` defaults to every team meeting every other once).
pub fn teams(
    teams: u32,
    boards_per_round: u32,
    rounds: Option<u32>,
) -> Result<Teams, MovementError> {
    let refuse = |field: &str, message: String| {
        Err(MovementError {
            field: field.to_owned(),
            message,
        })
    };
    if !(2..=MAX_TEAMS).contains(&teams) {
        return refuse(
            "teams",
            format!("a team match needs 2 to {MAX_TEAMS} teams, not {teams}"),
        );
    }
    if !(2..=MAX_BOARDS_PER_ROUND).contains(&boards_per_round) {
        return refuse(
            "boards_per_round",
            format!(
                "a team match needs 2 to {MAX_BOARDS_PER_ROUND} boards a round (so that they can cross between the rooms), not {boards_per_round}"
            ),
        );
    }
    let full = teams.div_ceil(2) * 2;
    let n = full - 1;
    let rounds = rounds.unwrap_or(n);
    if !(1..=n).contains(&rounds) {
        return refuse(
            "rounds",
            format!("{teams} teams play 1 to {n} rounds, not {rounds}"),
        );
    }
    let per_round = teams / 2;
    let team = |residue: u32| residue % n + 1;
    let half = boards_per_round / 2;
    let mut all_rounds = Vec::new();
    let mut all_matches = Vec::new();
    for r in 0..rounds {
        // The stationary team (number `full`) meets r; then r + k meets r − k.
        let mut couples = vec![if r % 2 == 0 {
            (full, team(r))
        } else {
            (team(r), full)
        }];
        for k in 1..full / 2 {
            let (a, b) = (team(r + k), team(r + n - k));
            couples.push(if k % 2 == 1 { (a, b) } else { (b, a) });
        }
        let bye = couples
            .iter()
            .find(|&&(h, a)| h > teams || a > teams)
            .map(|&(h, a)| h.min(a));
        couples.retain(|&(h, a)| h <= teams && a <= teams);
        let mut tables = Vec::new();
        let mut matches = Vec::new();
        for (m, &(home, away)) in couples.iter().enumerate() {
            let m = m as u32;
            let set = set_boards(boards_per_round, r * per_round + m + 1);
            let mut crossed = set.clone();
            crossed.rotate_left(half as usize);
            let open = 2 * m + 1;
            tables.push(Table {
                table: open,
                ns: 2 * home - 1,
                ew: 2 * away,
                boards: set,
            });
            tables.push(Table {
                table: open + 1,
                ns: 2 * away - 1,
                ew: 2 * home,
                boards: crossed,
            });
            matches.push(Match {
                home,
                away,
                tables: [open, open + 1],
            });
        }
        all_rounds.push(Round {
            round: r + 1,
            tables,
            sit_out: None,
            bye_stand: None,
            arrow_switch: false,
        });
        all_matches.push((matches, bye));
    }
    Ok(Teams {
        teams,
        schedule: Schedule {
            kind: "teams",
            tables: 2 * per_round,
            pairs: 2 * teams,
            boards_per_round,
            numbering: Numbering::Single,
            shared_boards: true,
            rounds: all_rounds,
        },
        matches: all_matches,
    })
}

impl Teams {
    /// The pair schedule's JSON with `"teams"` and each round's `matches` and `bye_team`.
    pub fn to_json(&self) -> serde_json::Value {
        let mut v = self.schedule.to_json();
        v["teams"] = self.teams.into();
        if let Some(rounds) = v["rounds"].as_array_mut() {
            for (round, (matches, bye)) in rounds.iter_mut().zip(&self.matches) {
                round["matches"] = serde_json::json!(matches);
                round["bye_team"] = serde_json::json!(bye);
            }
        }
        v
    }

    pub fn to_text(&self) -> String {
        use std::fmt::Write;
        let mut out = format!(
            "Team matches: {} teams at {} tables, {} boards a round, {} rounds; team t's pairs are 2t-1 and 2t; the boards cross between the two rooms of a match halfway through the round\n",
            self.teams,
            self.schedule.tables,
            self.schedule.boards_per_round,
            self.schedule.rounds.len()
        );
        for (r, (matches, bye)) in self.schedule.rounds.iter().zip(&self.matches) {
            for m in matches {
                let _ = writeln!(
                    out,
                    "Round {:>2}  team {} (home) v team {}: open room table {}, closed room table {}",
                    r.round, m.home, m.away, m.tables[0], m.tables[1]
                );
            }
            if let Some(b) = bye {
                let _ = writeln!(out, "Round {:>2}  team {b} has a bye", r.round);
            }
        }
        out.push_str(&self.schedule.body_text());
        out
    }
}

#[cfg(test)]
mod tests;
