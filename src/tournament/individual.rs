//! An individual event's standings (issue 15): four players a table, partners changing every
//! round. The law scores each result as ever, N-S against E-W; the event's method turns those
//! scores (and any the director assigned) into each side's figure on the board, comparing
//! partnerships, since each player plays each board once and so each partnership does too.
//! Then each player is credited with his side's figures on every board he played — North and
//! South with N-S's, East and West with E-W's — and ranked over the whole field: one winner.
//!
//! A result is stored under its North and East players (its "N-S" and "E-W" numbers); its
//! round and table give the other two through the movement.

use std::collections::BTreeMap;

use super::{CardLine, EventStandings, PairFigure, StandingRow, names_of, standings};
use crate::db::events::{Event, Pair};
use crate::db::results::Stored;
use crate::db::results::assigned::AssignedScore;
use crate::exact::Q;
use crate::laws::LawError;
use crate::laws::duplicate::{Direction, PairStanding, competition_ranks};
use crate::movement::plan::Movement;
use crate::scoring::{self, BoardResult, Method, Outcome, Settings};

use super::method::{MethodFigures, method_of};

/// A partnership on a board, as the method compares them: its two players, lower first.
type Side = (u32, u32);

fn side(a: u32, b: u32) -> Side {
    (a.min(b), a.max(b))
}

/// Per player: what the law and the method credit him with.
#[derive(Default)]
struct Credit {
    boards: u32,
    score: Q,
    average: Q,
    figure_boards: u32,
    total: Q,
    max: Q,
}

/// The individual's movement, built from what the event stores.
fn movement_of(event: &Event) -> Result<Movement, LawError> {
    event
        .plan()
        .build()
        .map_err(|e| LawError::new(e.field, e.message))
}

/// The four players of a stored result: North, South, East, West.
fn four(movement: &Movement, round: u32, table: u32, what: &str) -> Result<[u32; 4], LawError> {
    movement.players_at(round, table).ok_or_else(|| {
        LawError::new(
            what,
            format!("round {round}, table {table} is not a table of this individual"),
        )
    })
}

/// The standings of an individual: one line a player (stored as N-S `player`), ranked over
/// the field by the event's method (by percentage under matchpoints).
pub fn standings_individual(
    event: &Event,
    players: &[Pair],
    results: &[Stored],
    assigned: &[AssignedScore],
) -> Result<EventStandings, LawError> {
    let mut s = standings(event.game, event.revoke_rule, players, results)?;
    if results.is_empty() && assigned.is_empty() {
        return Ok(s);
    }
    let movement = movement_of(event)?;
    let method = method_of(event);
    let mut credits: BTreeMap<u32, Credit> = BTreeMap::new();
    // Who sat where, per (board, North, East).
    let mut seats: BTreeMap<(u32, u32, u32), [u32; 4]> = BTreeMap::new();
    for r in results {
        seats.insert(
            (r.board, r.ns, r.ew),
            four(&movement, r.round, r.table, "results")?,
        );
    }
    for a in assigned {
        seats.insert(
            (a.board, a.ns, a.ew),
            four(&movement, a.round, a.table, "assigned")?,
        );
    }
    let mut inputs: Vec<BoardResult<Side>> = Vec::new();
    let mut keys: Vec<(u32, u32, u32)> = Vec::new();
    if let Some(law) = &s.law {
        for b in &law.boards {
            for r in &b.results {
                let [n, so, e, w] = seats[&(b.board, r.ns, r.ew)];
                for (player, score, average) in [
                    (n, r.ns_score, b.ns_average),
                    (so, r.ns_score, b.ns_average),
                    (e, r.ew_score, b.ew_average),
                    (w, r.ew_score, b.ew_average),
                ] {
                    let c = credits.entry(player).or_default();
                    c.boards += 1;
                    c.score += score;
                    c.average += average;
                }
                inputs.push(BoardResult {
                    board: b.board,
                    ns: side(n, so),
                    ew: side(e, w),
                    outcome: Outcome::Played(r.ns_score),
                });
                keys.push((b.board, r.ns, r.ew));
            }
        }
    }
    for a in assigned {
        let [n, so, e, w] = seats[&(a.board, a.ns, a.ew)];
        inputs.push(BoardResult {
            board: a.board,
            ns: side(n, so),
            ew: side(e, w),
            outcome: Outcome::Assigned(a.outcome()),
        });
        keys.push((a.board, a.ns, a.ew));
    }
    let figures = scoring::standings(method, &Settings::default(), &inputs, scoring::one_field)?;
    let mut by_result = BTreeMap::new();
    for b in &figures.boards {
        // The method's lines are in the order given: match them back to the stored results.
        let given = inputs
            .iter()
            .zip(&keys)
            .filter(|(r, _)| r.board == b.board)
            .map(|(_, k)| *k);
        for (key, scored) in given.zip(&b.results) {
            by_result.insert(key, (scored.ns_points, scored.ew_points));
            let [n, so, e, w] = seats[&key];
            for (player, points) in [
                (n, scored.ns_points),
                (so, scored.ns_points),
                (e, scored.ew_points),
                (w, scored.ew_points),
            ] {
                let c = credits.entry(player).or_default();
                let Some(points) = points else { continue };
                c.figure_boards += 1;
                c.total = scoring::add(c.total, points)?;
                if let Some(top) = b.top {
                    c.max = scoring::add(c.max, top)?;
                }
            }
        }
    }
    let lines: Vec<(u32, Credit)> = credits.into_iter().collect();
    let figure_of = |c: &Credit| PairFigure {
        boards: c.figure_boards,
        total: c.total,
        max: (method == Method::Matchpoints).then_some(c.max),
        percent: (method == Method::Matchpoints).then(|| {
            if c.max == Q::from_integer(0) {
                Q::from_integer(50)
            } else {
                c.total / c.max * Q::from_integer(100)
            }
        }),
    };
    let ranked: Vec<Q> = lines
        .iter()
        .map(|(_, c)| {
            let f = figure_of(c);
            f.percent.unwrap_or(f.total)
        })
        .collect();
    let ranks = competition_ranks(&ranked);
    s.rows = lines
        .iter()
        .zip(&ranks)
        .map(|((player, c), &rank)| {
            let figure = figure_of(c);
            StandingRow {
                direction: Direction::Ns,
                pair: *player,
                names: names_of(players, Direction::Ns, *player),
                // Its boards with a figure: played, or given an assigned score (issue 22).
                boards: c.figure_boards,
                score: c.score,
                average: c.average,
                plus_minus: if method == Method::PlusMinus {
                    figure.total
                } else {
                    c.score - c.average
                },
                rank_in_direction: rank,
                rank_overall: rank,
                figure: Some(figure),
            }
        })
        .collect();
    if let Some(law) = s.law.as_mut() {
        law.pairs = s
            .rows
            .iter()
            .map(|r| PairStanding {
                direction: Direction::Ns,
                pair: r.pair,
                boards: r.boards,
                score: r.score,
                average: r.average,
                plus_minus: r.plus_minus,
                rank_in_direction: r.rank_overall,
                rank_overall: r.rank_overall,
            })
            .collect();
    }
    // The books' plus/minus with nothing assigned is the law's own figure, as a pair event
    // shows it: no method column.
    if method == Method::PlusMinus && assigned.is_empty() {
        for r in &mut s.rows {
            r.figure = None;
        }
        return Ok(s);
    }
    s.method = Some(MethodFigures {
        method,
        results: by_result,
        assigned: assigned.to_vec(),
    });
    Ok(s)
}

/// A player's score card: every board he played, in the order played, with his seat, partner
/// and opponents, his side's score against its direction's average and the method's figure.
pub fn card_of_player(
    event: &Event,
    standings: &EventStandings,
    players: &[Pair],
    results: &[Stored],
    player: u32,
) -> Vec<CardLine> {
    let (Some(law), Ok(movement)) = (&standings.law, movement_of(event)) else {
        return Vec::new();
    };
    let name = |p: u32| {
        let n = names_of(players, Direction::Ns, p);
        if n.is_empty() {
            p.to_string()
        } else {
            format!("{p} {n}")
        }
    };
    // "partner 5 Ann; against 3 Bob and 7 Cid", for `player` among the table's four.
    let with = |player: u32, [n, s, e, w]: [u32; 4]| {
        let (partner, against) = if player == n || player == s {
            (if player == n { s } else { n }, [e, w])
        } else {
            (if player == e { w } else { e }, [n, s])
        };
        format!(
            "partner {}; against {} and {}",
            name(partner),
            name(against[0]),
            name(against[1])
        )
    };
    let mut played: Vec<(&Stored, [u32; 4])> = results
        .iter()
        .filter_map(|r| {
            let four = movement.players_at(r.round, r.table)?;
            four.contains(&player).then_some((r, four))
        })
        .collect();
    played.sort_by_key(|(r, _)| (r.round, r.board));
    let mut lines = Vec::with_capacity(played.len());
    for (r, [n, s, e, w]) in played {
        let Some(board) = law.board(r.board) else {
            continue;
        };
        let Some(scored) = board.results.iter().find(|x| x.ns == r.ns && x.ew == r.ew) else {
            continue;
        };
        let (seat, score, average, opponent) = if player == n || player == s {
            (Direction::Ns, scored.ns_score, board.ns_average, e)
        } else {
            (Direction::Ew, scored.ew_score, board.ew_average, n)
        };
        let plus_minus = score - average;
        lines.push(CardLine {
            round: r.round,
            table: r.table,
            board: r.board,
            seat,
            opponent,
            opponent_names: String::new(),
            // An individual is never played with the arrows turned.
            turned: false,
            score,
            average,
            plus_minus,
            total_score: Q::from_integer(0),
            total_plus_minus: Q::from_integer(0),
            with: with(player, [n, s, e, w]),
            figure: standings.method_figure(r.board, r.ns, r.ew, seat),
            assigned: None,
        });
    }
    // The boards the director gave the player's table an assigned score (voided, adjusted).
    let given = standings.method.iter().flat_map(|m| {
        m.assigned
            .iter()
            .filter_map(|a| Some((m.method, a, movement.players_at(a.round, a.table)?)))
    });
    for (method, a, four) in given.filter(|(_, _, four)| four.contains(&player)) {
        let [n, s, e, _] = four;
        let (seat, opponent) = if player == n || player == s {
            (Direction::Ns, e)
        } else {
            (Direction::Ew, n)
        };
        let figure = standings.method_figure(a.board, a.ns, a.ew, seat);
        let line = CardLine {
            round: a.round,
            table: a.table,
            board: a.board,
            seat,
            opponent,
            opponent_names: String::new(),
            turned: false,
            score: Q::from_integer(0),
            average: Q::from_integer(0),
            plus_minus: Q::from_integer(0),
            total_score: Q::from_integer(0),
            total_plus_minus: Q::from_integer(0),
            with: with(player, four),
            figure: None,
            assigned: None,
        };
        lines.push(super::assigned_line(a, seat, figure, method, line));
    }
    lines.sort_by_key(|l| (l.round, l.board));
    super::running_totals(&mut lines);
    lines
}

#[cfg(test)]
#[path = "individual_tests.rs"]
mod tests;
