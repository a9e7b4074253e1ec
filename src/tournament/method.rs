//! The event's scoring method (issue 15): the law scores each result as ever (tricks or net
//! points, revokes bounded by the law), and `scoring` turns those scores, with any score the
//! director assigned, into the method's figures: matchpoints and percentages, IMPs, or a team
//! match's points. The books' plus/minus with nothing assigned keeps the law's own standings.

use std::collections::BTreeMap;

use super::{EventStandings, StandingRow, names_of, standings_of};
use crate::db::events::{Event, Pair};
use crate::db::results::Stored;
use crate::db::results::assigned::AssignedScore;
use crate::exact::Q;
use crate::laws::LawError;
use crate::laws::duplicate::Direction;
use crate::scoring::{self, BoardResult, Method, Outcome, Settings};

/// A result's place: (board, N-S pair, E-W pair).
pub type ResultKey = (u32, u32, u32);
/// A pair's key for the methods: its direction (N-S for one field or a team) and number.
type Key = (Direction, u32);

/// A pair's (or team's) figures by the method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairFigure {
    pub boards: u32,
    /// Matchpoints, IMPs, plus/minus or team points.
    pub total: Q,
    /// Matchpoints: the most the pair could have earned, and its total as a percentage.
    pub max: Option<Q>,
    pub percent: Option<Q>,
}

/// The method's figures for an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodFigures {
    pub method: Method,
    /// Each result's figure for N-S and E-W, keyed by (board, N-S pair, E-W pair); assigned
    /// scores are among them.
    pub results: BTreeMap<ResultKey, (Option<Q>, Option<Q>)>,
    /// The assigned scores, as the travellers show them.
    pub assigned: Vec<AssignedScore>,
}

/// The event's scoring method (an unknown id reads as the books' plus/minus).
pub fn method_of(event: &Event) -> Method {
    Method::parse(&event.method).unwrap_or(Method::PlusMinus)
}

/// The team a pair belongs to in a team match: pairs 2t − 1 and 2t are team t.
pub fn team_of(pair: u32) -> u32 {
    pair.div_ceil(2)
}

/// The assigned scores left once those at a table where a pair sits out are taken away, or
/// `None` when there is none such (the usual case: nothing is copied). A pair sits out when
/// nobody is named in it (`db::events::sitting_out`) and it has no result: a result entered
/// for a pair left unnamed was played, and is kept.
pub fn without_sit_outs(
    event: &Event,
    pairs: &[Pair],
    results: &[Stored],
    assigned: &[AssignedScore],
) -> Option<Vec<AssignedScore>> {
    let mut out = crate::db::events::sitting_out(pairs);
    if out.is_empty() || assigned.is_empty() {
        return None;
    }
    let single = event.single_field();
    out.retain(|&(d, p)| {
        !results
            .iter()
            .any(|r| crate::db::events::seat_sitting_out(&[(d, p)], single, r.ns, r.ew).is_some())
    });
    let away =
        |a: &AssignedScore| crate::db::events::seat_sitting_out(&out, single, a.ns, a.ew).is_some();
    assigned
        .iter()
        .any(away)
        .then(|| assigned.iter().filter(|a| !away(a)).cloned().collect())
}

/// The standings by the event's movement and method, with the scores the director assigned.
pub fn standings_full(
    event: &Event,
    pairs: &[Pair],
    results: &[Stored],
    assigned: &[AssignedScore],
) -> Result<EventStandings, LawError> {
    // A pair that sits out is never ranked nor exported, whatever is assigned to it (older
    // files may hold a "not played" given to its table, issue 22 item 2).
    match without_sit_outs(event, pairs, results, assigned) {
        Some(kept) => standings_kept(event, pairs, results, &kept),
        None => standings_kept(event, pairs, results, assigned),
    }
}

/// [`standings_full`] of the lines kept.
fn standings_kept(
    event: &Event,
    pairs: &[Pair],
    results: &[Stored],
    assigned: &[AssignedScore],
) -> Result<EventStandings, LawError> {
    if event.movement == crate::movement::plan::Kind::Individual {
        return super::standings_individual(event, pairs, results, assigned);
    }
    let mut s = standings_of(event, pairs, results)?;
    let method = method_of(event);
    if (method == Method::PlusMinus && assigned.is_empty())
        || (results.is_empty() && assigned.is_empty())
    {
        return Ok(s);
    }
    let single = event.single_field();
    let teams = method.is_team();
    // Mnemonic duplicate's pairs sit both ways on every deal: the method sees each seat as a
    // line of its own (a pair never plays a board twice from one seat), added together below.
    let both_ways = event.movement == crate::movement::plan::Kind::Mnemonic;
    let key = |pair: u32, ew: bool| -> (Direction, u32) {
        if teams {
            (Direction::Ns, team_of(pair))
        } else if ew && (!single || both_ways) {
            (Direction::Ew, pair)
        } else {
            (Direction::Ns, pair)
        }
    };
    // Lines whose matchpoints the director set by hand, by their place in `inputs`.
    let set_by_hand: BTreeMap<ResultKey, (Q, Q)> = results
        .iter()
        .filter(|_| method == Method::Matchpoints)
        .filter_map(|r| {
            r.by_hand
                .map(|(n, e)| ((r.board, r.ns, r.ew), (n.q(), e.q())))
        })
        .collect();
    let mut by_hand = BTreeMap::new();
    let mut inputs = Vec::new();
    let mut fouled = Vec::new();
    if let Some(law) = &s.law {
        for b in &law.boards {
            for r in &b.results {
                // With the arrows turned the E-W pair held the N-S hands: it is compared with
                // the N-S results and credited under its own number (`switch`).
                let (ns, ew) = if s.turned.contains(&(b.board, r.ns, r.ew)) {
                    (key(r.ew, true), key(r.ns, false))
                } else {
                    (key(r.ns, false), key(r.ew, true))
                };
                // Set by hand, the figures are the hands' (N-S's first), as the input's sides.
                if let Some(&figures) = set_by_hand.get(&(b.board, r.ns, r.ew)) {
                    by_hand.insert(inputs.len(), figures);
                }
                if let Some(by) = r.passed_fouled {
                    fouled.push(super::fouled::Line {
                        result: (b.board, r.ns, r.ew),
                        ns,
                        ew,
                        by,
                    });
                }
                inputs.push(BoardResult {
                    board: b.board,
                    ns,
                    ew,
                    // The method compares the board as played: law 4d's 50 is taken after.
                    outcome: Outcome::Played(super::fouled::as_played(r)),
                });
            }
        }
    }
    let switched = |round: u32| !single && event.arrow_switch.contains(&round);
    for a in assigned {
        // An assigned score's N-S award is the N-S hands', like a result's.
        let (ns, ew) = if switched(a.round) {
            // Known as turned, as a result is, so its card line and export credit the pair
            // with the hands it held.
            s.turned.insert((a.board, a.ns, a.ew));
            (key(a.ew, true), key(a.ns, false))
        } else {
            (key(a.ns, false), key(a.ew, true))
        };
        inputs.push(BoardResult {
            board: a.board,
            ns,
            ew,
            outcome: Outcome::Assigned(a.outcome()),
        });
    }
    let mut figures =
        scoring::standings_by_hand(method, &Settings::default(), &inputs, &by_hand, |k| k.0)?;
    let mut by_result = BTreeMap::new();
    for b in &figures.boards {
        // The method's lines are in the order given: match them back to the pairs' numbers.
        let given: Vec<&BoardResult<(Direction, u32)>> =
            inputs.iter().filter(|r| r.board == b.board).collect();
        for (r, scored) in given.iter().zip(&b.results) {
            let (mut ns, mut ew) = pair_numbers(r, s.law.as_ref(), assigned, b.board, teams);
            // A turned line's N-S hands were the E-W pair's: the result keeps the numbering.
            if !teams && r.ns.0 == Direction::Ew && !single {
                (ns, ew) = (ew, ns);
            }
            by_result.insert((b.board, ns, ew), (scored.ns_points, scored.ew_points));
        }
    }
    super::fouled::take(method, &fouled, &mut figures.pairs, &mut by_result);
    let merged = both_ways.then(|| both_seats(&figures.pairs));
    let lines: BTreeMap<Key, &scoring::PairLine<Key, Direction>> = merged
        .as_ref()
        .unwrap_or(&figures.pairs)
        .iter()
        .map(|p| (p.key, p))
        .collect();
    if teams {
        s.rows = figures
            .pairs
            .iter()
            .map(|p| {
                let team = p.key.1;
                let names = [2 * team - 1, 2 * team]
                    .into_iter()
                    .map(|q| names_of(pairs, Direction::Ns, q))
                    .filter(|n| !n.is_empty())
                    .collect::<Vec<_>>()
                    .join(" / ");
                StandingRow {
                    direction: Direction::Ns,
                    pair: team,
                    names,
                    boards: p.boards,
                    score: p.total,
                    average: Q::from_integer(0),
                    plus_minus: p.total,
                    rank_in_direction: p.rank,
                    rank_overall: p.rank_overall,
                    figure: Some(figure(p)),
                }
            })
            .collect();
    } else {
        for row in &mut s.rows {
            if let Some(p) = lines.get(&(row.direction, row.pair)) {
                row.rank_in_direction = if single { p.rank_overall } else { p.rank };
                row.rank_overall = p.rank_overall;
                if method == Method::PlusMinus {
                    row.plus_minus = p.total;
                }
                // The boards with a figure: those played and those given an assigned score
                // (not "not played"), as the pair's card lists them (issue 22).
                row.boards = p.boards;
                row.figure = Some(figure(p));
            }
        }
    }
    s.method = Some(MethodFigures {
        method,
        results: by_result,
        assigned: assigned.to_vec(),
    });
    Ok(s)
}

/// A pair's two seats' lines (mnemonic duplicate) added into one N-S line, ranked again over
/// the field by percent (matchpoints) or total, as the method ranks.
fn both_seats(
    lines: &[scoring::PairLine<Key, Direction>],
) -> Vec<scoring::PairLine<Key, Direction>> {
    let mut by_pair: BTreeMap<u32, scoring::PairLine<Key, Direction>> = BTreeMap::new();
    for l in lines {
        let line = by_pair.entry(l.key.1).or_insert_with(|| scoring::PairLine {
            key: (Direction::Ns, l.key.1),
            group: Direction::Ns,
            boards: 0,
            total: Q::from_integer(0),
            max: l.max.map(|_| Q::from_integer(0)),
            percent: None,
            rank: 0,
            rank_overall: 0,
            tied: false,
        });
        line.boards += l.boards;
        line.total += l.total;
        line.max = match (line.max, l.max) {
            (Some(a), Some(b)) => Some(a + b),
            (a, b) => a.or(b),
        };
    }
    let mut out: Vec<_> = by_pair.into_values().collect();
    for l in &mut out {
        // As the method has it: nothing to compare with is the average, 50 %.
        l.percent = l.max.map(|m| {
            if m == Q::from_integer(0) {
                Q::from_integer(50)
            } else {
                l.total * Q::from_integer(100) / m
            }
        });
    }
    let by = |l: &scoring::PairLine<Key, Direction>| l.percent.unwrap_or(l.total);
    let values: Vec<Q> = out.iter().map(by).collect();
    let ranks = crate::laws::duplicate::competition_ranks(&values);
    for (l, rank) in out.iter_mut().zip(ranks) {
        l.rank = rank;
        l.rank_overall = rank;
        l.tied = values.iter().filter(|&&v| v == by(l)).count() > 1;
    }
    out
}

fn figure(p: &scoring::PairLine<(Direction, u32), Direction>) -> PairFigure {
    PairFigure {
        boards: p.boards,
        total: p.total,
        max: p.max,
        percent: p.percent,
    }
}

/// The pair numbers of an input line: a team match's lines are keyed by team, so its pairs are
/// found again from the law's results (or the assigned scores) on that board in the same order.
fn pair_numbers(
    r: &BoardResult<(Direction, u32)>,
    law: Option<&crate::laws::duplicate::Standings>,
    assigned: &[AssignedScore],
    board: u32,
    teams: bool,
) -> (u32, u32) {
    if !teams {
        return (r.ns.1, r.ew.1);
    }
    let played = law
        .and_then(|l| l.board(board))
        .into_iter()
        .flat_map(|b| b.results.iter().map(|x| (x.ns, x.ew)));
    let given = assigned
        .iter()
        .filter(|a| a.board == board)
        .map(|a| (a.ns, a.ew));
    played
        .chain(given)
        .find(|&(ns, ew)| team_of(ns) == r.ns.1 && team_of(ew) == r.ew.1)
        .unwrap_or((0, 0))
}
