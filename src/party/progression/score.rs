//! One round's results read table by table into outcomes and tally lines.

use super::*;

impl Party {
    pub(super) fn score(&self, result: &RoundResult) -> Result<Scored, LawError> {
        let tables = &self.seating.tables;
        let mut by_table: Vec<Option<usize>> = vec![None; tables.len()];
        for (k, r) in result.tables.iter().enumerate() {
            let slot = (r.table as usize)
                .checked_sub(1)
                .and_then(|i| by_table.get_mut(i))
                .ok_or_else(|| {
                    LawError::new(
                        format!("tables[{k}].table"),
                        format!("{} is not from 1 to {}", r.table, tables.len()),
                    )
                })?;
            if let Some(other) = slot.replace(k) {
                return Err(LawError::new(
                    format!("tables[{k}].table"),
                    format!("table {} is already tables[{other}]", r.table),
                ));
            }
        }
        let scoring = &self.settings.scoring;
        let foot = tables.len() - 1;
        let mut outcomes = Vec::with_capacity(tables.len());
        let mut lines = Vec::with_capacity(tables.len() * 4);
        for (i, t) in tables.iter().enumerate() {
            let k = by_table[i].ok_or_else(|| {
                LawError::new("tables", format!("no result for table {}", t.table))
            })?;
            let r = &result.tables[k];
            let at = |f: &str| format!("tables[{k}].{f}");
            let seat_of = |field: &str, name: &str| {
                t.seats.iter().position(|s| s == name).ok_or_else(|| {
                    LawError::new(at(field), format!("{name:?} is not at table {}", t.table))
                })
            };
            for (name, &n) in &r.lone_hands {
                seat_of(&format!("lone_hands.{name}"), name)?;
                let barred = match self.settings.lone_hands {
                    LoneHands::Allowed => false,
                    LoneHands::NotAtHead => i == 0,
                    LoneHands::None => true,
                };
                if barred && n > 0 {
                    return Err(LawError::new(
                        at(&format!("lone_hands.{name}")),
                        format!("lone hands are not permitted at table {}", t.table),
                    ));
                }
            }
            let lone = |name: &str| r.lone_hands.get(name).copied().unwrap_or(0);
            let winner = r
                .winner
                .as_deref()
                .map(|w| seat_of("winner", w))
                .transpose()?;
            let stays = r
                .stays
                .as_deref()
                .map(|w| seat_of("stays", w))
                .transpose()?;
            let played_out = match (&r.points, &r.in_hand) {
                (Some(p), h) => Some(
                    scoring
                        .at_the_bell(p, h.as_deref())
                        .map_err(|(f, m)| LawError::new(at(f), m))?,
                ),
                (None, Some(_)) => {
                    return Err(LawError::new(
                        at("in_hand"),
                        "needs the points at the bell beside it",
                    ));
                }
                (None, None) => None,
            };
            // A four, or five hundred's six-hand table (three against three, L7370–7376), is
            // two sides; every other table is each for himself.
            let pair = t.seats.len() == 4 || self.settings.sized() && t.seats.len() == 6;
            let half = t.seats.len() / 2;
            let want = if pair { 2 } else { t.seats.len() };
            if let Some(p) = &played_out
                && p.len() != want
            {
                return Err(LawError::new(
                    at("points"),
                    format!("{} numbers for {want} sides", p.len()),
                ));
            }
            if pair {
                if stays.is_some() {
                    return Err(LawError::new(
                        at("stays"),
                        "is for a three- or five-hand table",
                    ));
                }
                let points = played_out.as_ref().map(|p| [p[0], p[1]]);
                // Where a tie scores half a game to each player (seed 001 L6469–6470) it needs
                // no cut to be scored: left undecided, the first-named side (the head couple)
                // is the one that moves, a fixed rule rather than a guess. At the book's pivot
                // nobody moves on the result at all.
                let decider = winner
                    .map(|s| if s < half { Side::A } else { Side::B })
                    .or_else(|| {
                        (scoring.tie == TieRule::HalfGame && points.is_some_and(|[a, b]| a == b))
                            .then_some(Side::A)
                    });
                let g = scoring::pair_game(points, decider, scoring)
                    .map_err(|(f, m)| LawError::new(at(f), m))?;
                for (j, name) in t.seats.iter().enumerate() {
                    let side = if j < half { Side::A } else { Side::B };
                    let won = side == g.winner;
                    lines.push((
                        name.clone(),
                        TallyLine {
                            round: self.seating.round,
                            table: t.table,
                            halves: g.halves[side.index()],
                            points: g.points[side.index()],
                            lone_hands: lone(name),
                            star: star(scoring.mode, won, i, foot),
                        },
                    ));
                }
                outcomes.push(Outcome::Pair { winner: g.winner });
            } else {
                let points = played_out.as_ref().ok_or_else(|| {
                    LawError::new(
                        at("points"),
                        "a table without partners needs each hand's points",
                    )
                })?;
                let five = t.seats.len() == 5;
                let high_only = self.settings.three_hand_high_only && t.seats.len() == 3;
                if t.seats.len() == 3 && winner.is_some() && !high_only {
                    return Err(LawError::new(
                        at("winner"),
                        "is for a two-hand tie; use stays",
                    ));
                }
                let g = if five {
                    // "five-hand, two players" progress (L7400–7404): the two highest.
                    scoring::high_players_progress(points, 2, winner, stays, scoring)
                } else if high_only {
                    if stays.is_some() {
                        return Err(LawError::new(
                            at("stays"),
                            "only the high player progresses here; name him in winner when tied",
                        ));
                    }
                    scoring::high_player_progresses(points, winner, scoring)
                } else {
                    scoring::odd_game(points, winner, stays, scoring)
                };
                let mut g = g.map_err(|(f, m)| LawError::new(at(f), m))?;
                if !high_only {
                    self.enforce_three_hand_limit(t, points, &mut g.progress);
                }
                for (j, name) in t.seats.iter().enumerate() {
                    let halves = g.halves.get(j).copied().unwrap_or(0);
                    lines.push((
                        name.clone(),
                        TallyLine {
                            round: self.seating.round,
                            table: t.table,
                            halves,
                            points: points.get(j).copied().unwrap_or(0),
                            lone_hands: lone(name),
                            star: star(scoring.mode, halves > 0, i, foot),
                        },
                    ));
                }
                outcomes.push(Outcome::Odd {
                    progress: g.progress,
                    points: points.clone(),
                });
            }
        }
        Ok((outcomes, lines))
    }
}
