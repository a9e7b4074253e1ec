//! A team match's standings (issue 21): the teams by victory points, on the standings page, in
//! its CSV and in the JSON API ([`tournament::team_standings`] ranks them).

use super::Loaded;
use crate::exact::{Hundredths, show};
use crate::laws::duplicate::Direction;
use crate::movement::plan::Kind;
use crate::tournament::{self, TeamRow};

/// One team's line as the page prints it.
pub struct TeamLine {
    pub rank: u32,
    pub team: u32,
    /// "Team 2: Lions", or "Team 2" when the team has no name.
    pub label: String,
    pub players: String,
    pub played: u32,
    pub imps_for: String,
    pub imps_against: String,
    pub vps: String,
}

/// The teams, ranked: none unless the event is a team match scored by a team method.
pub fn team_rows(l: &Loaded) -> Vec<TeamRow> {
    let scored_by_teams = l
        .standings
        .method
        .as_ref()
        .is_some_and(|m| m.method.is_team());
    if l.event.movement != Kind::Teams || !scored_by_teams {
        return Vec::new();
    }
    tournament::team_standings(
        &tournament::matches(&l.event, &l.standings),
        l.event.pairs / 2,
    )
}

/// A team's name ("" when not named) and its players: the team's list, or else the players
/// assigned to its two pairs.
pub fn named(l: &Loaded, team: u32) -> (String, String) {
    match l.teams.iter().find(|t| t.team == team) {
        Some(t) => (t.name.clone(), t.names()),
        None => (
            String::new(),
            [2 * team - 1, 2 * team]
                .into_iter()
                .map(|p| tournament::names_of(&l.pairs, Direction::Ns, p))
                .filter(|n| !n.is_empty())
                .collect::<Vec<_>>()
                .join(" / "),
        ),
    }
}

pub fn team_lines(l: &Loaded) -> Vec<TeamLine> {
    team_rows(l)
        .into_iter()
        .map(|r| {
            let (name, players) = named(l, r.team);
            TeamLine {
                rank: r.rank,
                team: r.team,
                label: if name.is_empty() {
                    format!("Team {}", r.team)
                } else {
                    format!("Team {}: {name}", r.team)
                },
                players,
                played: r.played,
                imps_for: show(r.imps_for),
                imps_against: show(r.imps_against),
                vps: Hundredths(i64::from(r.vps)).to_string(),
            }
        })
        .collect()
}
