//! A team match as a USEBIO teams event (docs/usebio.md): the participants are the teams, each
//! with its number and name, its place and total in the match's method and its two pairs; each
//! match between two teams carries both teams' scores and the boards' lines, each line saying
//! which way the match's first team sat. The element names are the ones the public USEBIO
//! readers take for a teams event.

use std::collections::{BTreeMap, BTreeSet};
use std::io;

use quick_xml::Writer;

use super::{
    Source, assigned_score, event_type, line, pair_numbers, players, scoring_method, text,
    total_score,
};
use crate::db::events::Pair;
use crate::db::results::Stored;
use crate::db::results::assigned::{AssignedScore, Award};
use crate::exact::Q;
use crate::laws::duplicate::Direction;
use crate::tournament::{method_of, names_of, team_of, two_decimals};

/// A line of a match: a result played, or a score the director assigned.
enum Line<'a> {
    Played(&'a Stored),
    Assigned(&'a AssignedScore),
}

impl Line<'_> {
    fn seats(&self) -> (u32, u32, u32) {
        match self {
            Line::Played(r) => (r.board, r.ns, r.ew),
            Line::Assigned(a) => (a.board, a.ns, a.ew),
        }
    }
}

pub(super) fn event(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    let e = s.event;
    text(w, "EVENT_DESCRIPTION", &e.name)?;
    text(w, "PROGRAM_NAME", "Hoyle")?;
    text(w, "PROGRAM_VERSION", env!("CARGO_PKG_VERSION"))?;
    text(w, "DATE", &e.date.format("%d/%m/%Y").to_string())?;
    text(w, "BOARD_SCORING_METHOD", scoring_method(method_of(e)))?;
    text(w, "SESSION_COUNT", "1")?;
    text(w, "SECTION_COUNT", "1")?;
    // The teams are one field: one winner.
    text(w, "WINNER_TYPE", "1")?;
    text(w, "BOARDS_PLAYED", &e.boards().to_string())?;
    // One session of one section: flat, as a pairs file.
    section(w, s)
}

fn section(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    let assigned: &[AssignedScore] = s
        .standings
        .method
        .as_ref()
        .map_or(&[], |m| m.assigned.as_slice());
    // A board "not played" has no line, as in a pairs file.
    let lines: Vec<Line<'_>> = s
        .results
        .iter()
        .map(Line::Played)
        .chain(
            assigned
                .iter()
                .filter(|a| a.ns_award != Award::NotPlayed)
                .map(Line::Assigned),
        )
        .collect();
    let teams: BTreeSet<u32> = s
        .pairs
        .iter()
        .filter(|p| !p.is_empty())
        .map(|p| team_of(p.pair))
        .chain(s.standings.rows.iter().map(|r| r.pair))
        .chain(lines.iter().flat_map(|l| {
            let (_, ns, ew) = l.seats();
            [team_of(ns), team_of(ew)]
        }))
        .collect();
    w.create_element("PARTICIPANTS")
        .with_attribute(("EVENT_TYPE", event_type(method_of(s.event))))
        .write_inner_content(|w| {
            for &team in &teams {
                participant(w, s, team)?;
            }
            Ok(())
        })?;
    // One MATCH for each two teams that met, the lower number first.
    let mut matches: BTreeMap<(u32, u32), Vec<&Line<'_>>> = BTreeMap::new();
    for l in &lines {
        let (_, ns, ew) = l.seats();
        let (a, b) = (team_of(ns), team_of(ew));
        matches.entry((a.min(b), a.max(b))).or_default().push(l);
    }
    for ((first, second), lines) in matches {
        one_match(w, s, first, second, &lines)?;
    }
    Ok(())
}

/// A team: its number and name as attributes, its place and total, its two pairs.
fn participant(w: &mut Writer<Vec<u8>>, s: &Source<'_>, team: u32) -> io::Result<()> {
    let row = s.standings.rows.iter().find(|r| r.pair == team);
    let pairs: Vec<&Pair> = s
        .pairs
        .iter()
        .filter(|p| p.direction == Direction::Ns && team_of(p.pair) == team && !p.is_empty())
        .collect();
    let names = [2 * team - 1, 2 * team]
        .into_iter()
        .map(|q| names_of(s.pairs, Direction::Ns, q))
        .filter(|n| !n.is_empty())
        .collect::<Vec<_>>()
        .join(" / ");
    let name = if names.is_empty() {
        format!("Team {team}")
    } else {
        names
    };
    let number = team.to_string();
    w.create_element("TEAM")
        .with_attribute(("TEAM_ID", number.as_str()))
        .with_attribute(("TEAM_NAME", name.as_str()))
        .write_inner_content(|w| {
            if let Some(r) = row {
                text(w, "PLACE", &r.rank_overall.to_string())?;
                text(w, "TOTAL_SCORE", &total_score(s, r))?;
            }
            for p in &pairs {
                w.create_element("PAIR").write_inner_content(|w| {
                    text(w, "PAIR_NUMBER", &p.pair.to_string())?;
                    players(w, p, s.numbers)
                })?;
            }
            Ok(())
        })?;
    Ok(())
}

/// Two teams' match: each team's score over the boards it has a figure for (a board counts
/// once, from the table where the team sat N-S: both tables' lines carry the board's figure),
/// then the boards' lines, each with the direction the first team's pair sat.
fn one_match(
    w: &mut Writer<Vec<u8>>,
    s: &Source<'_>,
    first: u32,
    second: u32,
    lines: &[&Line<'_>],
) -> io::Result<()> {
    let score = |team: u32| -> Option<Q> {
        let mut total = None;
        for l in lines {
            let (board, ns, ew) = l.seats();
            if team_of(ns) == team
                && let Some(f) = s.standings.method_figure(board, ns, ew, Direction::Ns)
            {
                total = Some(total.unwrap_or_else(|| Q::from_integer(0)) + f);
            }
        }
        total
    };
    w.create_element("MATCH").write_inner_content(|w| {
        text(w, "TEAM", &first.to_string())?;
        text(w, "OPPOSING_TEAM", &second.to_string())?;
        if let (Some(a), Some(b)) = (score(first), score(second)) {
            text(w, "TEAM_SCORE", &two_decimals(a))?;
            text(w, "OPPOSING_TEAM_SCORE", &two_decimals(b))?;
        }
        let boards: BTreeSet<u32> = lines.iter().map(|l| l.seats().0).collect();
        for board in boards {
            w.create_element("BOARD")
                .with_attribute(("EVENT_TYPE", event_type(method_of(s.event))))
                .write_inner_content(|w| {
                    text(w, "BOARD_NUMBER", &board.to_string())?;
                    for l in lines.iter().filter(|l| l.seats().0 == board) {
                        w.create_element("TRAVELLER_LINE")
                            .write_inner_content(|w| {
                                let (_, ns, ew) = l.seats();
                                let sat = if team_of(ns) == first { "NS" } else { "EW" };
                                text(w, "DIRECTION", sat)?;
                                // A team match's pairs are one field: plain numbers.
                                let label = |_: Direction, n: u32| n.to_string();
                                match l {
                                    Line::Played(r) => line(w, r, false, &label, s.standings),
                                    Line::Assigned(a) => {
                                        pair_numbers(w, ns, ew, &label)?;
                                        text(w, "SCORE", &assigned_score(a, false))
                                    }
                                }
                            })?;
                    }
                    Ok(())
                })?;
        }
        Ok(())
    })?;
    Ok(())
}
