//! The results CSV and API lines: each result with its entry's fields, the law's scores and the
//! method's figures, and each score the director assigned instead.

use serde::Serialize;

use super::EventStandings;
use crate::db::events::direction_str;
use crate::db::results::Stored;
use crate::exact::{Hundredths, Q};
use crate::laws::duplicate::{Direction, Entry};

/// One result with the entry's fields and the law's scores, for the results CSV and API.
#[derive(Debug, Clone, Serialize)]
pub struct ResultLine {
    pub board: u32,
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    pub ns_tricks: Option<u8>,
    pub revoke_by: Option<&'static str>,
    pub revoke_count: Option<u8>,
    pub revoke_tricks_before: Option<u8>,
    pub ns_points: Option<i64>,
    pub ew_points: Option<i64>,
    pub ns_score: Option<Hundredths>,
    pub ew_score: Option<Hundredths>,
    pub ns_average: Option<Hundredths>,
    /// Its own average: under KWC law 10 a capped board's losers lose more than its winners win.
    pub ew_average: Option<Hundredths>,
    /// KWC law 10: what the caps held back from the winners, as N-S points.
    pub excess: Option<i64>,
    /// The contract, for an auction event entered by contract.
    pub declarer: Option<&'static str>,
    pub level: Option<u8>,
    pub denomination: Option<&'static str>,
    pub doubled: Option<&'static str>,
    pub tricks: Option<u8>,
    pub honours_side: Option<&'static str>,
    pub honours: Option<u8>,
    pub honours_in_one_hand: Option<u8>,
    pub ns_revokes: Option<u8>,
    pub ew_revokes: Option<u8>,
    /// The method's figure for each side (matchpoints, IMPs, team points), when the event is
    /// not scored by plus/minus alone.
    pub ns_method: Option<Hundredths>,
    pub ew_method: Option<Hundredths>,
    /// Played with the arrows turned: pair `ew` held the N-S cards, pair `ns` the E-W cards
    /// (every figure of the line is the hands', N-S first).
    pub arrows_turned: bool,
    /// A score the director assigned instead of a result ("average plus to N-S, average minus
    /// to E-W", "not played"): the line then has no tricks, points or contract.
    pub assigned: Option<String>,
    /// KWC law 4d: the pair or pairs who passed the board on fouled ("NS", "EW", "both"); their
    /// 50 is already off `ns_score` / `ew_score`.
    pub passed_fouled: Option<&'static str>,
}

pub const RESULTS_CSV_HEADER: [&str; 31] = [
    "board",
    "round",
    "table",
    "ns",
    "ew",
    "ns_tricks",
    "revoke_by",
    "revoke_count",
    "revoke_tricks_before",
    "ns_points",
    "ew_points",
    "ns_score",
    "ew_score",
    "ns_average",
    "ew_average",
    "excess",
    "declarer",
    "level",
    "denomination",
    "doubled",
    "tricks",
    "honours_side",
    "honours",
    "honours_in_one_hand",
    "ns_revokes",
    "ew_revokes",
    "ns_method",
    "ew_method",
    "arrows_turned",
    "assigned",
    "passed_fouled",
];

/// Every result and assigned score by board, then round and table.
pub fn result_lines(standings: &EventStandings, results: &[Stored]) -> Vec<ResultLine> {
    each_result_line(standings, results).collect()
}

/// [`result_lines`] one at a time, for a writer that need not hold them all (the results API
/// writes 36,000 lines at the largest shape).
pub fn each_result_line<'a>(
    standings: &'a EventStandings,
    results: &'a [Stored],
) -> impl Iterator<Item = ResultLine> + 'a {
    let mut sorted: Vec<Line<'a>> = results
        .iter()
        .map(Line::Played)
        .chain(
            standings
                .method
                .iter()
                .flat_map(|m| &m.assigned)
                .map(Line::Assigned),
        )
        .collect();
    sorted.sort_by_key(|l| match l {
        Line::Played(r) => (r.board, r.round, r.table),
        Line::Assigned(a) => (a.board, a.round, a.table),
    });
    sorted.into_iter().map(move |l| match l {
        Line::Played(r) => played_line(standings, r),
        Line::Assigned(a) => assigned_line(standings, a),
    })
}

/// A line of the results: a result, or a score assigned instead.
enum Line<'a> {
    Played(&'a Stored),
    Assigned(&'a crate::db::results::assigned::AssignedScore),
}

/// The method's figures of the line (board, N-S, E-W), both sides'.
fn method_figures(standings: &EventStandings, key: (u32, u32, u32)) -> Option<(Q, Q)> {
    standings
        .method
        .as_ref()
        .and_then(|m| m.results.get(&key))
        .and_then(|&(ns, ew)| Some((ns?, ew?)))
}

fn assigned_line(
    standings: &EventStandings,
    a: &crate::db::results::assigned::AssignedScore,
) -> ResultLine {
    let figures = method_figures(standings, (a.board, a.ns, a.ew));
    ResultLine {
        board: a.board,
        round: a.round,
        table: a.table,
        ns: a.ns,
        ew: a.ew,
        ns_tricks: None,
        revoke_by: None,
        revoke_count: None,
        revoke_tricks_before: None,
        ns_points: None,
        ew_points: None,
        ns_score: None,
        ew_score: None,
        ns_average: None,
        ew_average: None,
        excess: None,
        declarer: None,
        level: None,
        denomination: None,
        doubled: None,
        tricks: None,
        honours_side: None,
        honours: None,
        honours_in_one_hand: None,
        ns_revokes: None,
        ew_revokes: None,
        ns_method: figures.map(|f| f.0).map(Hundredths::of),
        ew_method: figures.map(|f| f.1).map(Hundredths::of),
        arrows_turned: standings.turned.contains(&(a.board, a.ns, a.ew)),
        assigned: Some(a.describe()),
        passed_fouled: None,
    }
}

fn played_line(standings: &EventStandings, r: &Stored) -> ResultLine {
    {
        let figures = method_figures(standings, (r.board, r.ns, r.ew));
        let scored = standings
            .law_board(r.board)
            .and_then(|b| b.results.iter().find(|s| s.ns == r.ns && s.ew == r.ew));
        let (ns_tricks, revoke, ns_points, ew_points, excess) = match r.entry {
            Entry::Whist { ns_tricks, revoke } => (Some(ns_tricks), revoke, None, None, None),
            Entry::Auction {
                ns_points,
                ew_points,
                excess,
            } => (None, None, Some(ns_points), Some(ew_points), Some(excess)),
        };
        // A bridge board passed out has no contract to write; a bridge result's declarer is
        // the seat (N, E, S, W) rather than the side.
        let c = r.contract.as_ref().filter(|c| !c.passed_out);
        let honours = c.and_then(|c| c.honours);
        ResultLine {
            board: r.board,
            round: r.round,
            table: r.table,
            ns: r.ns,
            ew: r.ew,
            ns_tricks,
            revoke_by: revoke.map(|v| direction_str(v.by)),
            revoke_count: revoke.map(|v| v.count),
            revoke_tricks_before: revoke.map(|v| v.tricks_before),
            ns_points,
            ew_points,
            ns_score: scored.map(|s| s.ns_score.into()),
            ew_score: scored.map(|s| s.ew_score.into()),
            ns_average: standings
                .board_average(r.board, Direction::Ns)
                .map(Into::into),
            ew_average: standings
                .board_average(r.board, Direction::Ew)
                .map(Into::into),
            excess,
            declarer: c.map(|c| {
                c.seat
                    .map_or_else(|| direction_str(c.declarer), |s| s.letter())
            }),
            level: c.map(|c| c.level),
            denomination: c.map(|c| c.denomination.as_str()),
            doubled: c.map(|c| c.doubled.as_str()),
            tricks: c.map(|c| c.tricks),
            honours_side: honours.map(|h| direction_str(h.side)),
            honours: honours.map(|h| h.count),
            honours_in_one_hand: honours.and_then(|h| h.in_one_hand),
            ns_revokes: c.map(|c| c.ns_revokes),
            ew_revokes: c.map(|c| c.ew_revokes),
            ns_method: figures.map(|f| f.0).map(Hundredths::of),
            ew_method: figures.map(|f| f.1).map(Hundredths::of),
            arrows_turned: standings.turned.contains(&(r.board, r.ns, r.ew)),
            assigned: None,
            passed_fouled: r.passed_fouled.map(|f| f.as_str()),
        }
    }
}
