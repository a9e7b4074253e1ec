//! Who comes and goes between rounds: the sit-out rotation, the three-hand foot table's limit,
//! early leavers and late guests.

use std::collections::{BTreeMap, HashMap};

use super::*;

impl Party {
    /// Sends on a player who has had his games at the three-hand table; the progressor with
    /// fewer points (the later seat when equal) stays in his place.
    pub(super) fn enforce_three_hand_limit(
        &self,
        t: &Table,
        points: &[i64],
        progress: &mut Vec<usize>,
    ) {
        let Some(limit) = self.settings.three_hand_limit else {
            return;
        };
        if t.seats.len() != 3 {
            return;
        }
        let played = |j: usize| {
            t.seats
                .get(j)
                .and_then(|n| self.three_hand_games.get(n))
                .copied()
                .unwrap_or(0)
                + 1
        };
        let Some(stayer) = (0..3).find(|j| !progress.contains(j)) else {
            return;
        };
        if played(stayer) < limit {
            return;
        }
        let swap = progress
            .iter()
            .copied()
            .filter(|&j| played(j) < limit)
            .min_by_key(|&j| (points.get(j).copied().unwrap_or(0), std::cmp::Reverse(j)));
        if let Some(j) = swap {
            progress.retain(|&k| k != j);
            progress.push(stayer);
            progress.sort_unstable();
        }
    }

    /// After a round: who sits at a three-hand table again, and how many games in a row that
    /// makes for each.
    /// Each guest left waiting for the next round changes places with a seated player who has
    /// sat out fewer times (the same sex's place first, then the table nearest the foot, then
    /// the last seat), so that nobody sits out twice before everyone has once. A guest who
    /// has just sat out gives way also to one who has sat out as often, so that nobody sits
    /// out two rounds running while others play. Only tables of four give up a player: who
    /// plays at a two- or three-hand foot table is the book's rule for odd numbers (seed 001
    /// L6507–6515), not the rotation's.
    pub(super) fn rotate_sit_outs(&self, next: &mut Seating) {
        let count = |name: &str| self.sat_out.get(name).copied().unwrap_or(0);
        let mut seated_now: Vec<String> = Vec::new();
        let waiting = std::mem::take(&mut next.waiting);
        let mut still = Vec::with_capacity(waiting.len());
        for w in waiting {
            let waited_last = self.seating.waiting.contains(&w);
            let sex = self.sexes.get(&w).copied();
            let pick = next
                .tables
                .iter()
                .enumerate()
                .filter(|(_, t)| t.seats.len() == 4)
                .flat_map(|(i, t)| t.seats.iter().enumerate().map(move |(j, n)| (i, j, n)))
                .filter(|(_, _, n)| !seated_now.contains(n))
                .min_by_key(|(i, j, n)| {
                    (
                        count(n),
                        self.sexes.get(n.as_str()).copied() != sex,
                        std::cmp::Reverse(*i),
                        std::cmp::Reverse(*j),
                    )
                })
                .map(|(i, j, n)| (i, j, count(n)));
            match pick {
                Some((i, j, c)) if c < count(&w) || (waited_last && c <= count(&w)) => {
                    let out = std::mem::replace(&mut next.tables[i].seats[j], w.clone());
                    seated_now.push(w);
                    still.push(out);
                }
                _ => still.push(w),
            }
        }
        next.waiting = still;
    }

    pub(super) fn three_hand_streaks(&self, next: &Seating) -> BTreeMap<String, u32> {
        let was = |name: &str| {
            self.seating
                .tables
                .iter()
                .any(|t| t.seats.len() == 3 && t.seats.iter().any(|s| s == name))
        };
        next.tables
            .iter()
            .filter(|t| t.seats.len() == 3)
            .flat_map(|t| &t.seats)
            .filter(|n| was(n))
            .map(|n| {
                let before = self.three_hand_games.get(n).copied().unwrap_or(0);
                (n.clone(), before + 1)
            })
            .collect()
    }

    /// Early leavers give up their seats; the places are filled by late guests first, then from
    /// the foot table; what is left at the foot is made up into fours, a two- or three-hand
    /// table under M1, and anyone over waits for the next round.
    pub(super) fn come_and_go(
        &self,
        next: &mut Seating,
        result: &RoundResult,
    ) -> Result<(), LawError> {
        if result.leave.is_empty() && result.arrive.is_empty() {
            return Ok(());
        }
        if self.settings.method.fixed_partners() {
            let field = if result.leave.is_empty() {
                "arrive"
            } else {
                "leave"
            };
            return Err(LawError::new(
                field,
                "a fixed-partner schedule cannot take or lose a guest; start a new schedule",
            ));
        }
        let mut gone: HashMap<&str, usize> = HashMap::new();
        for (k, name) in result.leave.iter().enumerate() {
            let seated =
                next.tables.iter().any(|t| t.seats.contains(name)) || next.waiting.contains(name);
            if !seated {
                return Err(LawError::new(
                    format!("leave[{k}]"),
                    format!("{name:?} is not at a table"),
                ));
            }
            if gone.insert(name.as_str(), k).is_some() {
                return Err(LawError::new(
                    format!("leave[{k}]"),
                    format!("{name:?} is listed twice"),
                ));
            }
        }
        let mut newcomers: Vec<&Player> = Vec::new();
        for (k, p) in result.arrive.iter().enumerate() {
            let seated = next.tables.iter().any(|t| t.seats.contains(&p.name))
                || next.waiting.contains(&p.name);
            if seated && !gone.contains_key(p.name.as_str()) {
                return Err(LawError::new(
                    format!("arrive[{k}].name"),
                    format!("{:?} is already playing", p.name),
                ));
            }
            if let Some(sex) = self.sexes.get(&p.name)
                && *sex != p.sex
            {
                return Err(LawError::new(
                    format!("arrive[{k}].sex"),
                    format!("{:?} came earlier as a {sex:?}", p.name),
                ));
            }
            if p.name.trim().is_empty() {
                return Err(LawError::new(format!("arrive[{k}].name"), "empty"));
            }
            if newcomers.iter().any(|q| q.name == p.name) {
                return Err(LawError::new(
                    format!("arrive[{k}].name"),
                    "is listed twice",
                ));
            }
            newcomers.push(p);
        }
        let sex_of = |name: &str| {
            self.sexes
                .get(name)
                .copied()
                .or_else(|| newcomers.iter().find(|p| p.name == name).map(|p| p.sex))
        };
        let foot = next.tables.len() - 1;
        let foot_is_four = next.tables[foot].seats.len() == 4;
        // The pool: anyone waiting, the late guests, then the foot table's own players (only
        // when the foot table is odd or loses someone; a whole foot four stays together).
        let mut pool: Vec<String> = next
            .waiting
            .drain(..)
            .filter(|n| !gone.contains_key(n.as_str()))
            .collect();
        pool.extend(newcomers.iter().map(|p| p.name.clone()));
        let foot_loses = next.tables[foot]
            .seats
            .iter()
            .any(|n| gone.contains_key(n.as_str()));
        let mut tables: Vec<Table> = std::mem::take(&mut next.tables);
        let mut foot_table = if !foot_is_four || foot_loses || tables.len() == 1 && !pool.is_empty()
        {
            tables.pop()
        } else {
            None
        };
        if let Some(f) = foot_table.take() {
            pool.extend(
                f.seats
                    .into_iter()
                    .filter(|n| !gone.contains_key(n.as_str())),
            );
        }
        // Vacancies above the foot, head first, each filled by the first in the pool whose sex
        // fits the place (M1–M4 seat a lady's place first with a lady), else the first.
        for t in tables.iter_mut() {
            for j in 0..t.seats.len() {
                if !gone.contains_key(t.seats[j].as_str()) {
                    continue;
                }
                let want = if j % 2 == 0 {
                    Sex::Lady
                } else {
                    Sex::Gentleman
                };
                let pick = pool
                    .iter()
                    .position(|n| sex_of(n) == Some(want))
                    .or(if pool.is_empty() { None } else { Some(0) });
                match pick {
                    Some(p) => t.seats[j] = pool.remove(p),
                    None => t.seats[j].clear(),
                }
            }
        }
        // A table left with empty places (the pool ran dry) gives its players back to the pool
        // and is made up again at the foot.
        let mut kept = Vec::with_capacity(tables.len());
        for t in tables {
            if t.seats.iter().any(String::is_empty) {
                pool.extend(t.seats.into_iter().filter(|n| !n.is_empty()));
            } else {
                kept.push(t);
            }
        }
        let mut tables = kept;
        while pool.len() >= 4 {
            let four: Vec<String> = pool.drain(..4).collect();
            tables.push(Table {
                table: 0,
                seats: by_places(four, &sex_of),
            });
        }
        if (pool.len() == 2 || pool.len() == 3) && self.settings.method.takes_odd_foot() {
            tables.push(Table {
                table: 0,
                seats: std::mem::take(&mut pool),
            });
        }
        for (i, t) in tables.iter_mut().enumerate() {
            t.table = i as u32 + 1;
        }
        if tables.is_empty() {
            return Err(LawError::new("leave", "nobody would be left to play"));
        }
        next.tables = tables;
        next.waiting = pool;
        Ok(())
    }
}
