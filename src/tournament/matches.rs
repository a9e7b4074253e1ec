//! A team match's score line (issue 21): each match of the round robin, the IMPs each team won
//! on its boards (both tables of the match, each board counted once), and the margin on the WBF
//! continuous scale of victory points for the match's number of boards ([`crate::scoring::vp`]).
//!
//! The IMPs come from the method's board figures, so an assigned score counts as it does in the
//! standings: under `imps` a board's figure is already IMPs; under `total-points` it is the net
//! points of the board, put on the IMP scale here (Law 78B), as a VP scale is made for IMPs.
//! The VPs are given once every board of the match has its figure (a board still to play, or
//! not played, leaves the match unfinished: its IMPs so far are shown, not VPs).

use serde::Serialize;

use super::EventStandings;
use crate::db::events::Event;
use crate::exact::{Hundredths, Q};
use crate::export::safe_text;
use crate::movement::plan::Kind;
use crate::scoring::{Method, imps::imps, vp};

/// One match between two teams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchLine {
    pub round: u32,
    pub home: u32,
    pub away: u32,
    /// The open room's table (the closed room is the next).
    pub table: u32,
    /// The boards of the match, and how many of them have their figure.
    pub boards: u32,
    pub scored: u32,
    /// The IMPs each team won, over the boards scored.
    pub imps_home: Q,
    pub imps_away: Q,
    /// Victory points in hundredths, home then away, once every board is scored.
    pub vps: Option<(u16, u16)>,
}

/// A match seen from one team's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamSide {
    pub opponent: u32,
    pub imps_for: Q,
    pub imps_against: Q,
    /// Victory points for and against, in hundredths, once the match is finished.
    pub vps: Option<(u16, u16)>,
}

impl MatchLine {
    /// The line from one team's side (None when the team did not play in it).
    pub fn for_team(&self, team: u32) -> Option<TeamSide> {
        if team == self.home {
            Some(TeamSide {
                opponent: self.away,
                imps_for: self.imps_home,
                imps_against: self.imps_away,
                vps: self.vps,
            })
        } else if team == self.away {
            Some(TeamSide {
                opponent: self.home,
                imps_for: self.imps_away,
                imps_against: self.imps_home,
                vps: self.vps.map(|(h, a)| (a, h)),
            })
        } else {
            None
        }
    }
}

/// Every match of a team event, round by round (none for another movement or a method that
/// does not score teams).
pub fn matches(event: &Event, standings: &EventStandings) -> Vec<MatchLine> {
    let Some(figures) = standings.method.as_ref() else {
        return Vec::new();
    };
    if event.movement != Kind::Teams || !figures.method.is_team() {
        return Vec::new();
    }
    let Ok(t) =
        crate::movement::teams::teams(event.pairs / 2, event.boards_per_round, Some(event.rounds))
    else {
        return Vec::new();
    };
    let as_imps = |q: Q| match figures.method {
        Method::Imps => q,
        _ => Q::from_integer(imps(q)),
    };
    let zero = Q::from_integer(0);
    let mut lines = Vec::new();
    for (round, (matches, _bye)) in t.schedule.rounds.iter().zip(&t.matches) {
        for m in matches {
            let (home_ns, away_ew) = (2 * m.home - 1, 2 * m.away);
            let (away_ns, home_ew) = (2 * m.away - 1, 2 * m.home);
            let Some(open) = round.tables.iter().find(|s| s.table == m.tables[0]) else {
                continue;
            };
            let (mut home, mut away, mut scored) = (zero, zero, 0);
            for &b in &open.boards {
                // Both tables carry the board's figure for the team at each seat.
                let figure = figures
                    .results
                    .get(&(b, home_ns, away_ew))
                    .and_then(|f| f.0)
                    .or_else(|| {
                        figures
                            .results
                            .get(&(b, away_ns, home_ew))
                            .and_then(|f| f.1)
                    });
                let Some(f) = figure else { continue };
                scored += 1;
                let f = as_imps(f);
                if f > zero {
                    home += f;
                } else {
                    away -= f;
                }
            }
            let boards = open.boards.len() as u32;
            let vps = (scored == boards)
                .then(|| vp::victory_points(boards, margin(home - away)).ok())
                .flatten();
            lines.push(MatchLine {
                round: round.round,
                home: m.home,
                away: m.away,
                table: m.tables[0],
                boards,
                scored,
                imps_home: home,
                imps_away: away,
                vps,
            });
        }
    }
    lines
}

/// The margin in whole IMPs: a board's IMPs are whole, and so is their sum; a fraction (which
/// no figure of today's methods gives) would count to the nearest, half away from zero.
fn margin(q: Q) -> i64 {
    q.round().to_integer()
}

/// A team's victory points over its finished matches, in hundredths.
pub fn vp_total(lines: &[MatchLine], team: u32) -> u32 {
    lines
        .iter()
        .filter_map(|l| l.for_team(team))
        .filter_map(|side| side.vps.map(|v| u32::from(v.0)))
        .sum()
}

/// The columns of a team's CSV (`/events/{id}/teams/{t}.csv`): a line for each player, then
/// a line for each match.
pub const TEAM_CSV_HEADER: [&str; 12] = [
    "team",
    "team_name",
    "line",
    "player",
    "round",
    "opponent",
    "opponent_name",
    "boards_scored",
    "imps_for",
    "imps_against",
    "vps_for",
    "vps_against",
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamCsv {
    pub team: u32,
    pub team_name: String,
    /// "player" or "match".
    pub line: &'static str,
    pub player: String,
    pub round: Option<u32>,
    pub opponent: Option<u32>,
    pub opponent_name: String,
    pub boards_scored: Option<String>,
    pub imps_for: Option<Hundredths>,
    pub imps_against: Option<Hundredths>,
    pub vps_for: Option<Hundredths>,
    pub vps_against: Option<Hundredths>,
}

/// A team's CSV rows: its players, then its matches (`name_of` gives a team's name, "" when it
/// has none). Names pass the formula guard.
pub fn team_csv(
    team: u32,
    players: &[String],
    lines: &[MatchLine],
    name_of: impl Fn(u32) -> String,
) -> Vec<TeamCsv> {
    let blank = TeamCsv {
        team,
        team_name: safe_text(&name_of(team)),
        line: "player",
        player: String::new(),
        round: None,
        opponent: None,
        opponent_name: String::new(),
        boards_scored: None,
        imps_for: None,
        imps_against: None,
        vps_for: None,
        vps_against: None,
    };
    let mut rows: Vec<TeamCsv> = players
        .iter()
        .map(|p| TeamCsv {
            player: safe_text(p),
            ..blank.clone()
        })
        .collect();
    for l in lines {
        let Some(TeamSide {
            opponent,
            imps_for,
            imps_against,
            vps,
        }) = l.for_team(team)
        else {
            continue;
        };
        rows.push(TeamCsv {
            line: "match",
            round: Some(l.round),
            opponent: Some(opponent),
            opponent_name: safe_text(&name_of(opponent)),
            boards_scored: Some(format!("{} of {}", l.scored, l.boards)),
            imps_for: Some(Hundredths::of(imps_for)),
            imps_against: Some(Hundredths::of(imps_against)),
            vps_for: vps.map(|v| Hundredths(i64::from(v.0))),
            vps_against: vps.map(|v| Hundredths(i64::from(v.1))),
            ..blank.clone()
        });
    }
    rows
}
