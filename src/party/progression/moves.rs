//! The next seating by the book's methods after each game (seed 001 L6416–6459).

use std::collections::BTreeMap;

use super::*;

impl Party {
    /// The next seating by the method, before anyone comes or goes.
    pub(super) fn move_tables(&self, outcomes: &[Outcome]) -> Seating {
        if self.settings.sized() {
            return self.move_sized(outcomes);
        }
        if self.settings.book_pivot() {
            return Seating {
                round: self.seating.round + 1,
                tables: self
                    .seating
                    .tables
                    .iter()
                    .map(|t| pivot_next_rubber(t, self.seating.round))
                    .collect(),
                waiting: Vec::new(),
            };
        }
        let n = self.seating.tables.len();
        if n >= 2
            && let (Some(foot), Some(Outcome::Odd { progress, .. })) =
                (self.seating.tables.last(), outcomes.last())
            && (progress.len() == 1
                || matches!(
                    self.settings.method,
                    Method::LadyAndGentlemanApart
                        | Method::LadyUpGentlemanDown
                        | Method::GentlemenUp
                ))
            && self.settings.aisle_tables.is_none()
        {
            return self.move_round_odd_foot(foot, progress, outcomes);
        }
        self.move_fours(outcomes)
    }

    /// M2–M4 with a two- or three-hand foot table, and five hundred's three-hand foot under any
    /// method. Those methods are drawn for fours, so the fours move by their method among
    /// themselves, and the foot joins them as it does under M1 (seed 001 L6507–6515): its two
    /// (at five hundred its high player, L7400–7404) progress to the last four, taking the
    /// places of as many who lost there, who go down to the foot; whoever did not progress
    /// stays.
    pub(super) fn move_round_odd_foot(
        &self,
        foot: &Table,
        progress: &[usize],
        outcomes: &[Outcome],
    ) -> Seating {
        let fours = self.seating.tables.len() - 1;
        let inner = Party {
            settings: self.settings,
            sexes: BTreeMap::new(),
            seating: Seating {
                round: self.seating.round,
                tables: self.seating.tables[..fours].to_vec(),
                waiting: self.seating.waiting.clone(),
            },
            tallies: BTreeMap::new(),
            three_hand_games: BTreeMap::new(),
            sat_out: BTreeMap::new(),
        };
        let mut next = inner.move_fours(&outcomes[..fours]);
        let mut losers: Vec<&str> = Vec::new();
        for (t, o) in self.seating.tables[..fours].iter().zip(outcomes) {
            if let Outcome::Pair { winner } = o {
                losers.extend(pair_at(t, winner.other()));
            }
        }
        let up: Vec<String> = progress
            .iter()
            .filter_map(|&j| foot.seats.get(j).cloned())
            .collect();
        let mut down_to_foot: Vec<String> = (0..foot.seats.len())
            .filter(|j| !progress.contains(j))
            .filter_map(|j| foot.seats.get(j).cloned())
            .collect();
        if let Some(last) = next.tables.last_mut() {
            // Losers first, then from the B pair's places, until there are places for the two.
            let mut places: Vec<usize> = (0..last.seats.len())
                .filter(|&j| losers.contains(&last.seats[j].as_str()))
                .collect();
            places.truncate(up.len());
            for j in (0..last.seats.len()).rev() {
                if places.len() >= up.len() {
                    break;
                }
                if !places.contains(&j) {
                    places.push(j);
                }
            }
            places.sort_unstable();
            for (place, newcomer) in places.into_iter().zip(up) {
                down_to_foot.push(std::mem::replace(&mut last.seats[place], newcomer));
            }
        }
        next.tables.push(Table {
            table: fours as u32 + 1,
            seats: down_to_foot,
        });
        next
    }

    // Each table is filled from its neighbours (t − 1, t + 1, round the ends), so indices read
    // more plainly than iterators here.
    #[allow(clippy::needless_range_loop)]
    pub(super) fn move_fours(&self, outcomes: &[Outcome]) -> Seating {
        let tables = &self.seating.tables;
        let n = tables.len();
        let s = &self.settings;
        // Winners and losers as (lady's place, gentleman's place); at an odd table the
        // progressing two are the "winners" and whoever stays is alone among the "losers".
        let mut won: Vec<[&str; 2]> = Vec::with_capacity(n);
        let mut lost: Vec<[&str; 2]> = Vec::with_capacity(n);
        let mut stayers: Vec<&str> = Vec::new();
        for (t, o) in tables.iter().zip(outcomes) {
            let seat = |j: usize| t.seats.get(j).map(String::as_str).unwrap_or_default();
            match o {
                Outcome::Pair { winner } => {
                    let (w, l) = match winner {
                        Side::A => (0, 2),
                        Side::B => (2, 0),
                    };
                    won.push([seat(w), seat(w + 1)]);
                    lost.push([seat(l), seat(l + 1)]);
                }
                Outcome::Odd { progress, .. } => {
                    let mut pair: Vec<&str> = progress.iter().map(|&j| seat(j)).collect();
                    // The two who progress take the places their own sexes fit, when they can.
                    pair.sort_by_key(|p| self.sexes.get(*p).copied());
                    won.push([
                        pair.first().copied().unwrap_or_default(),
                        pair.get(1).copied().unwrap_or_default(),
                    ]);
                    lost.push(["", ""]);
                    stayers = (0..t.seats.len())
                        .filter(|j| !progress.contains(j))
                        .map(seat)
                        .collect();
                }
            }
        }
        let up = |t: usize| (t + n - 1) % n;
        let down = |t: usize| (t + 1) % n;
        let seats = |v: [&str; 4]| v.iter().map(|x| (*x).to_owned()).collect::<Vec<_>>();
        let mut out: Vec<Vec<String>> = Vec::with_capacity(n);
        let foot = n - 1;
        match s.method {
            Method::WinnersUp if s.aisle_tables.is_some() => {
                // The aisles' circuits: winners to the next table, losers stay and split to
                // partner the newcomers ("the two who are winners progress … moving to the
                // table next highest in number", L6818–6820).
                for t in 0..n {
                    let from = s.circuit_before(t, n);
                    let [il, ig] = won[from];
                    let v = if matches!(outcomes.get(t), Some(Outcome::Odd { .. })) {
                        let mut v: Vec<String> = stayers.iter().map(|x| (*x).to_owned()).collect();
                        v.extend([il.to_owned(), ig.to_owned()]);
                        v
                    } else if from == t {
                        // A table alone in its aisle: nobody moves, the losers split.
                        seats([won[t][0], lost[t][1], lost[t][0], won[t][1]])
                    } else {
                        seats([lost[t][0], ig, il, lost[t][1]])
                    };
                    out.push(v);
                }
            }
            Method::WinnersUp => {
                for t in 0..n {
                    let incoming = if t == foot {
                        if s.head_winners == HeadWinners::ToFoot {
                            won[0]
                        } else {
                            lost[0]
                        }
                    } else {
                        won[t + 1]
                    };
                    let [il, ig] = incoming;
                    let v = if t == 0 && n > 1 {
                        match s.head_winners {
                            HeadWinners::Stay => seats([won[0][0], won[0][1], il, ig]),
                            HeadWinners::ChangePartners => seats([won[0][0], ig, il, won[0][1]]),
                            HeadWinners::ToFoot => seats([lost[0][0], ig, il, lost[0][1]]),
                        }
                    } else if t == foot && matches!(outcomes.get(t), Some(Outcome::Odd { .. })) {
                        let mut v: Vec<String> = stayers.iter().map(|x| (*x).to_owned()).collect();
                        v.extend([il.to_owned(), ig.to_owned()]);
                        v
                    } else if n == 1 {
                        // One table: nobody moves, the losers split.
                        seats([won[0][0], lost[0][1], lost[0][0], won[0][1]])
                    } else {
                        seats([lost[t][0], ig, il, lost[t][1]])
                    };
                    out.push(v);
                }
            }
            Method::LadyAndGentlemanApart => {
                for t in 0..n {
                    let (lady_from, gent_from) = if s.lady_toward_head {
                        (down(t), up(t))
                    } else {
                        (up(t), down(t))
                    };
                    out.push(seats([
                        lost[t][0],
                        won[gent_from][1],
                        won[lady_from][0],
                        lost[t][1],
                    ]));
                }
            }
            Method::LadyUpGentlemanDown => {
                for t in 0..n {
                    out.push(seats([
                        lost[t][0],
                        won[t][1],
                        won[down(t)][0],
                        lost[up(t)][1],
                    ]));
                }
            }
            Method::GentlemenUp => {
                // The moving sex's place is m (1 = gentleman, 0 = lady); the other place sits.
                let m = usize::from(!s.ladies_move);
                let o = 1 - m;
                for t in 0..n {
                    let incoming = if t == foot && n > 1 {
                        if s.head_winners == HeadWinners::ToFoot {
                            won[0][m]
                        } else {
                            lost[0][m]
                        }
                    } else {
                        won[down(t)][m]
                    };
                    // The sitter of the winning pair takes a new partner: the mover who stayed
                    // (the loser), or at the head table under `stay` its own.
                    let (with_winner, with_loser) = if t == 0 && n > 1 {
                        match s.head_winners {
                            HeadWinners::Stay => (won[0][m], incoming),
                            HeadWinners::ChangePartners => (incoming, won[0][m]),
                            HeadWinners::ToFoot => (lost[0][m], incoming),
                        }
                    } else if n == 1 {
                        (lost[0][m], won[0][m])
                    } else {
                        (lost[t][m], incoming)
                    };
                    let mut a = [""; 4];
                    a[o] = won[t][o];
                    a[m] = with_winner;
                    a[2 + o] = lost[t][o];
                    a[2 + m] = with_loser;
                    out.push(seats(a));
                }
            }
            Method::FixedPartners => {
                // Pair A is North-South and sits; East-West come up from the next table.
                for t in 0..n {
                    let t2 = down(t);
                    let ns = pair_at(&tables[t], Side::A);
                    let ew = pair_at(&tables[t2], Side::B);
                    out.push(seats([ns[0], ns[1], ew[0], ew[1]]));
                }
            }
            Method::Pivot => {
                // The moving positions form one cycle: NS(T) → … → NS(2) → EW(1) → … → EW(T) →
                // NS(T); Table 1's North-South never move.
                for t in 0..n {
                    let ns = if t == 0 {
                        pair_at(&tables[0], Side::A)
                    } else if t == foot {
                        pair_at(&tables[foot], Side::B)
                    } else {
                        pair_at(&tables[t + 1], Side::A)
                    };
                    let ew = if t == 0 {
                        if n > 1 {
                            pair_at(&tables[1], Side::A)
                        } else {
                            pair_at(&tables[0], Side::B)
                        }
                    } else {
                        pair_at(&tables[t - 1], Side::B)
                    };
                    out.push(seats([ns[0], ns[1], ew[0], ew[1]]));
                }
            }
        }
        Seating {
            round: self.seating.round + 1,
            tables: out
                .into_iter()
                .enumerate()
                .map(|(i, seats)| Table {
                    table: i as u32 + 1,
                    seats,
                })
                .collect(),
            waiting: self.seating.waiting.clone(),
        }
    }
}

pub(super) fn pair_at(t: &Table, side: Side) -> [&str; 2] {
    let j = 2 * side.index();
    let seat = |k: usize| t.seats.get(k).map(String::as_str).unwrap_or_default();
    [seat(j), seat(j + 1)]
}

pub(super) fn star(mode: Mode, won: bool, table: usize, foot: usize) -> Option<Star> {
    if mode != Mode::Stars {
        return None;
    }
    match (won, table) {
        (true, 0) => Some(Star::Gold),
        (true, _) => Some(Star::Red),
        (false, t) if t == foot && foot > 0 => Some(Star::Green),
        (false, _) => None,
    }
}
