//! Breaking and balancing the tables after a player goes out or enters late, and the lots they
//! draw (the state's one generator, in the order of the events: `state`'s doc).

use rand::RngExt;

use super::settings::{BreakOrder, Mover};
use super::state::{Move, Seat, State, Why, seat_of};

impl State {
    // ---- balancing and breaking ----

    /// Breaks tables while the players left fit in one table fewer, then moves players from the
    /// fullest table to the shortest until no two differ by more than one. A player moved twice
    /// (his table broken, then drawn to balance) is called out once, to where he ends.
    pub(super) fn rebalance(&mut self, moves: &mut Vec<Move>) {
        let before = moves.len();
        self.break_and_balance(moves);
        let mut merged: Vec<Move> = Vec::with_capacity(moves.len());
        for m in moves.drain(before..) {
            match merged.iter_mut().find(|x| x.player == m.player) {
                Some(x) => x.to = m.to,
                None => merged.push(m),
            }
        }
        merged.retain(|m| m.from != Some(m.to));
        moves.extend(merged);
    }

    pub(super) fn break_and_balance(&mut self, moves: &mut Vec<Move>) {
        let left = self.players_left();
        let k = self.settings.break_size();
        loop {
            let open = self.open().count();
            if open > 1 && left <= (open - 1) * k {
                self.break_one(moves);
            } else {
                break;
            }
        }
        loop {
            let (Some(most), Some(least)) = (self.fullest_count(), self.shortest_count()) else {
                return;
            };
            if most <= least + 1 {
                return;
            }
            let from = self.pick(|s, t| s.tables[t].count == most);
            let p = self.mover(from);
            let to = self.pick(|s, t| s.tables[t].count == least);
            let was = self.unseat(p);
            let now = self.sit_by_lot(p, to);
            self.players[p].moved = true;
            moves.push(Move {
                player: self.players[p].name.clone(),
                from: was,
                to: now,
                why: Why::Balance,
            });
        }
    }

    pub(super) fn break_one(&mut self, moves: &mut Vec<Move>) {
        let open: Vec<usize> = self.open().collect();
        let t = match self.settings.balance_rule.break_order {
            BreakOrder::HighestFirst => open.last().copied(),
            BreakOrder::Shortest => open
                .iter()
                .copied()
                .min_by_key(|&u| (self.tables[u].count, usize::MAX - u)),
        };
        let Some(t) = t else { return };
        self.tables[t].broken = true;
        let leaving: Vec<usize> = self.tables[t].seats.iter().flatten().copied().collect();
        for p in leaving {
            let was = self.unseat(p);
            let Some(least) = self.shortest_count() else {
                return;
            };
            let to = self.pick(|s, u| s.tables[u].count == least);
            let now = self.sit_by_lot(p, to);
            self.players[p].moved = true;
            moves.push(Move {
                player: self.players[p].name.clone(),
                from: was,
                to: now,
                why: Why::Break,
            });
        }
        self.tables[t].button = None;
    }

    /// Who moves from table `t`: the player due the big blind next when the button is known
    /// and the rule asks for it, else one drawn by lot among those not yet moved (among all at
    /// the table when every one has moved), so no one player is moved again and again.
    pub(super) fn mover(&mut self, t: usize) -> usize {
        let table = &self.tables[t];
        if self.settings.balance_rule.mover == Mover::BigBlindNext
            && let Some(button) = table.button
        {
            let n = table.seats.len();
            let mut found = 0;
            // Three occupied seats to the left (higher numbers, round the table) of the button.
            for step in 1..=3 * n {
                let s = (button as usize - 1 + step) % n;
                if let Some(p) = table.seats[s] {
                    found += 1;
                    if found == 3 {
                        return p;
                    }
                }
            }
        }
        let all: Vec<usize> = table.seats.iter().flatten().copied().collect();
        let fresh: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&p| !self.players[p].moved)
            .collect();
        let seated = if fresh.is_empty() { all } else { fresh };
        let i = self.lot(seated.len());
        seated[i]
    }

    // ---- helpers ----

    pub(super) fn lot(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        match self.rng.as_mut() {
            Some(rng) => rng.random_range(0..n),
            None => 0,
        }
    }

    /// Among the open tables that `fits`, one by lot.
    pub(super) fn pick(&mut self, fits: impl Fn(&State, usize) -> bool) -> usize {
        let candidates: Vec<usize> = self.open().filter(|&t| fits(self, t)).collect();
        let i = self.lot(candidates.len());
        candidates[i]
    }

    pub(super) fn sit_by_lot(&mut self, p: usize, t: usize) -> Seat {
        let empty: Vec<usize> = (0..self.tables[t].seats.len())
            .filter(|&s| self.tables[t].seats[s].is_none())
            .collect();
        let i = self.lot(empty.len());
        self.sit(p, t, empty[i])
    }

    pub(super) fn sit(&mut self, p: usize, t: usize, s: usize) -> Seat {
        self.tables[t].seats[s] = Some(p);
        self.tables[t].count += 1;
        let seat = seat_of(t, s);
        self.players[p].seat = Some(seat);
        seat
    }

    pub(super) fn unseat(&mut self, p: usize) -> Option<Seat> {
        let seat = self.players[p].seat.take()?;
        let t = (seat.table - 1) as usize;
        self.tables[t].seats[(seat.seat - 1) as usize] = None;
        self.tables[t].count -= 1;
        Some(seat)
    }

    pub(super) fn open(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.tables.len()).filter(|&t| !self.tables[t].broken)
    }

    pub(super) fn shortest_count(&self) -> Option<usize> {
        self.open().map(|t| self.tables[t].count).min()
    }

    pub(super) fn fullest_count(&self) -> Option<usize> {
        self.open().map(|t| self.tables[t].count).max()
    }
}
