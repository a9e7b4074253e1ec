//! The season table from its events: each pair's figure by its event's method credited to both
//! its players (a team's to its four), then added up by [`duplicate::season`] under the club's
//! [`SeasonRanking`]. Shared by the season page, its CSV, the JSON API and the CLI.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{EventStandings, standings_full, team_of, two_decimals};
use crate::db::events::{Pair, Record};
use crate::db::results::assigned::AssignedScore;
use crate::exact::{Hundredths, Q};
use crate::laws::LawError;
use crate::laws::duplicate::{self, Family, SeasonEntry, SeasonRanking, place_share};
use crate::scoring::Method;

/// One member's season line with the name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRow {
    pub member: i64,
    pub name: String,
    pub evenings: u32,
    pub boards: u32,
    pub aggregate: Q,
    /// Per evening, or per board in the IMPs table.
    pub mean: Q,
    /// The place by the table's measure ([`Family::how`]).
    pub rank: u32,
    pub rank_aggregate: u32,
    pub rank_mean: u32,
    /// Each evening's figure in its own method's terms: (event, method, figure, place share).
    pub figures: Vec<(i64, Method, Q, Q)>,
}

/// One table of the season: its kind, the events it counts, its members by rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonTable {
    pub family: Family,
    pub events: Vec<i64>,
    pub rows: Vec<SeasonRow>,
}

/// The event's method as its standings carry it (the books' plus/minus when they carry none).
fn method_in(standings: &EventStandings) -> Method {
    standings
        .method
        .as_ref()
        .map_or(Method::PlusMinus, |m| m.method)
}

/// Credits each pair's figure by the event's method to both its players (the season is kept by
/// member, and a member may change partners); a team's to the players of both its pairs.
/// Unassigned pairs credit nobody.
pub fn season_entries(event: i64, pairs: &[Pair], standings: &EventStandings) -> Vec<SeasonEntry> {
    let method = method_in(standings);
    standings
        .rows
        .iter()
        .filter_map(|row| {
            let (figure, boards) = match (method, &row.figure) {
                (Method::PlusMinus, f) => {
                    (row.plus_minus, f.as_ref().map_or(row.boards, |f| f.boards))
                }
                (Method::Matchpoints, Some(f)) => (f.percent?, f.boards),
                (_, Some(f)) => (f.total, f.boards),
                (_, None) => return None,
            };
            // The field a pair is placed in: its direction in a Mitchell, everyone in one field.
            let field: Vec<_> = standings
                .rows
                .iter()
                .filter(|r| r.direction == row.direction)
                .collect();
            let tied = field
                .iter()
                .filter(|r| r.rank_in_direction == row.rank_in_direction)
                .count()
                - 1;
            let place = place_share(row.rank_in_direction, field.len() as u32, tied as u32);
            Some((row, figure, boards, place))
        })
        .flat_map(|(row, figure, boards, place)| {
            pairs
                .iter()
                .filter(move |p| {
                    if method.is_team() {
                        team_of(p.pair) == row.pair
                    } else {
                        p.direction == row.direction && p.pair == row.pair
                    }
                })
                .flat_map(|p| p.members.iter())
                .map(move |(member, _)| SeasonEntry {
                    member: *member,
                    event,
                    method,
                    figure,
                    boards,
                    place,
                })
        })
        .collect()
}

/// The season's tables by `ranking`. `events` holds each event's id, pairs and standings (by
/// its method, [`standings_full`]).
pub fn season(
    events: &[(i64, Vec<Pair>, EventStandings)],
    ranking: SeasonRanking,
) -> Result<Vec<SeasonTable>, LawError> {
    let mut names: BTreeMap<i64, String> = BTreeMap::new();
    let mut entries = Vec::new();
    for (id, pairs, standings) in events {
        for p in pairs {
            for (member, name) in &p.members {
                names.insert(*member, name.clone());
            }
        }
        entries.extend(season_entries(*id, pairs, standings));
    }
    let order: Vec<i64> = events.iter().map(|e| e.0).collect();
    Ok(duplicate::season::season(&entries, ranking)?
        .into_iter()
        .map(|t| SeasonTable {
            family: t.family,
            events: order
                .iter()
                .copied()
                .filter(|e| t.events.contains(e))
                .collect(),
            rows: t
                .lines
                .into_iter()
                .map(|l| SeasonRow {
                    name: names.get(&l.member).cloned().unwrap_or_default(),
                    member: l.member,
                    evenings: l.evenings,
                    boards: l.boards,
                    aggregate: l.aggregate,
                    mean: l.mean,
                    rank: l.rank,
                    rank_aggregate: l.rank_aggregate,
                    rank_mean: l.rank_mean,
                    figures: order
                        .iter()
                        .filter_map(|e| l.figures.get(e))
                        .map(|e| (e.event, e.method, e.figure, e.place))
                        .collect(),
                })
                .collect(),
        })
        .collect())
}

/// The season table from a season's events as loaded, each with the scores the director
/// assigned in it. An evening the law refuses (it should not: every result was checked on
/// entry) is left out rather than sinking the season.
pub fn season_of(
    events: &[(Record, Vec<AssignedScore>)],
    ranking: SeasonRanking,
) -> Result<Vec<SeasonTable>, LawError> {
    let scored: Vec<_> = events
        .iter()
        .filter_map(|((event, pairs, results), assigned)| {
            standings_full(event, pairs, results, assigned)
                .ok()
                .map(|s| (event.id, pairs.clone(), s))
        })
        .collect();
    season(&scored, ranking)
}

/// An evening's figure in its method's own terms: "+3.00" (plus/minus, team points),
/// "55.21 %" (matchpoints), "+12.00 IMPs".
pub fn figure_text(method: Method, q: Q) -> String {
    let signed = || {
        let t = two_decimals(q);
        if q > Q::from_integer(0) {
            format!("+{t}")
        } else if q < Q::from_integer(0) {
            format!("\u{2212}{}", t.trim_start_matches('-'))
        } else {
            t
        }
    };
    match Family::of(method) {
        Family::Matchpoints => format!("{} %", two_decimals(q)),
        Family::Imps => format!("{} IMPs", signed()),
        _ => signed(),
    }
}

/// One line of the season CSV: the first six columns as before issue 15, then the table's kind,
/// the place by its measure, the boards, and each evening's figure in its method's terms.
#[derive(Debug, Clone, Serialize)]
pub struct SeasonCsv {
    pub rank_aggregate: u32,
    pub member: String,
    pub evenings: u32,
    pub aggregate: String,
    pub mean: String,
    pub rank_mean: u32,
    pub ranked_by: &'static str,
    pub rank: u32,
    pub boards: u32,
    /// "event id: figure" for each evening, separated by "; ".
    pub evening_figures: String,
}

pub const SEASON_CSV_HEADER: [&str; 10] = [
    "rank_aggregate",
    "member",
    "evenings",
    "aggregate",
    "mean",
    "rank_mean",
    "ranked_by",
    "rank",
    "boards",
    "evening_figures",
];

pub fn season_csv(tables: &[SeasonTable]) -> Vec<SeasonCsv> {
    tables
        .iter()
        .flat_map(|t| {
            t.rows.iter().map(|r| SeasonCsv {
                rank_aggregate: r.rank_aggregate,
                member: crate::export::safe_text(&r.name),
                evenings: r.evenings,
                aggregate: two_decimals(r.aggregate),
                mean: two_decimals(r.mean),
                rank_mean: r.rank_mean,
                ranked_by: t.family.id(),
                rank: r.rank,
                boards: r.boards,
                evening_figures: r
                    .figures
                    .iter()
                    .map(|&(e, m, f, place)| {
                        let own = Hundredths::of(f);
                        if t.family == Family::Place {
                            format!("{e}: {own} {} (place {})", m.id(), Hundredths::of(place))
                        } else {
                            format!("{e}: {own}")
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests;
