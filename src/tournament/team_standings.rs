//! A team match's standings (issue 21): every team ranked by its victory points over its
//! finished matches, as the standings page, its CSV and the JSON API list them.
//!
//! The order is the VP total, highest first; teams level on VPs are split by their IMP
//! difference (IMPs won less IMPs lost, over every match played, finished or not), and teams
//! level on both share the place (competition ranks: 1, 2, 2, 4), listed by team number.

use serde::Serialize;

use super::MatchLine;
use crate::exact::{Hundredths, Q};
use crate::export::safe_text;

/// One team's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    pub rank: u32,
    pub team: u32,
    /// Matches finished (every board scored), which are the ones that give VPs.
    pub played: u32,
    /// IMPs won and lost over every board scored.
    pub imps_for: Q,
    pub imps_against: Q,
    /// Victory points over the finished matches, in hundredths.
    pub vps: u32,
}

impl TeamRow {
    pub fn imp_difference(&self) -> Q {
        self.imps_for - self.imps_against
    }
}

/// The lines of teams 1 to `teams`, ranked (a team that has not played yet has a line of
/// noughts, so every team is listed).
pub fn team_standings(lines: &[MatchLine], teams: u32) -> Vec<TeamRow> {
    let zero = Q::from_integer(0);
    let mut rows: Vec<TeamRow> = (1..=teams)
        .map(|team| {
            let mut row = TeamRow {
                rank: 0,
                team,
                played: 0,
                imps_for: zero,
                imps_against: zero,
                vps: 0,
            };
            for side in lines.iter().filter_map(|l| l.for_team(team)) {
                row.imps_for += side.imps_for;
                row.imps_against += side.imps_against;
                if let Some((v, _)) = side.vps {
                    row.played += 1;
                    row.vps += u32::from(v);
                }
            }
            row
        })
        .collect();
    let key = |r: &TeamRow| {
        (
            std::cmp::Reverse(r.vps),
            std::cmp::Reverse(r.imp_difference()),
        )
    };
    rows.sort_by_key(|r| (key(r), r.team));
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && key(&rows[i - 1]) == key(&rows[i]) {
            rows[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    rows
}

/// The columns of a team match's standings CSV (`/events/{id}/standings.csv`).
pub const TEAM_STANDINGS_CSV_HEADER: [&str; 8] = [
    "rank",
    "team",
    "team_name",
    "players",
    "matches",
    "imps_for",
    "imps_against",
    "vps",
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TeamStandingCsv {
    pub rank: u32,
    pub team: u32,
    pub team_name: String,
    pub players: String,
    pub matches: u32,
    pub imps_for: Hundredths,
    pub imps_against: Hundredths,
    pub vps: Hundredths,
}

/// The standings CSV's rows; `named` gives a team's name and players ("" when not named).
/// Names pass the formula guard.
pub fn team_standings_csv(
    rows: &[TeamRow],
    named: impl Fn(u32) -> (String, String),
) -> Vec<TeamStandingCsv> {
    rows.iter()
        .map(|r| {
            let (name, players) = named(r.team);
            TeamStandingCsv {
                rank: r.rank,
                team: r.team,
                team_name: safe_text(&name),
                players: safe_text(&players),
                matches: r.played,
                imps_for: Hundredths::of(r.imps_for),
                imps_against: Hundredths::of(r.imps_against),
                vps: Hundredths(i64::from(r.vps)),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(home: u32, away: u32, imps: (i64, i64), vps: Option<(u16, u16)>) -> MatchLine {
        MatchLine {
            round: 1,
            home,
            away,
            table: 1,
            boards: 4,
            scored: if vps.is_some() { 4 } else { 2 },
            imps_home: Q::from_integer(imps.0),
            imps_away: Q::from_integer(imps.1),
            vps,
        }
    }

    #[test]
    fn teams_rank_by_vps_then_imp_difference_and_share_a_full_tie() {
        let lines = [
            // 1 beats 2; 3 and 4 draw; 1 and 3 are still playing (no VPs, IMPs count).
            line(1, 2, (10, 3), Some((1374, 626))),
            line(3, 4, (5, 5), Some((1000, 1000))),
            line(3, 1, (4, 0), None),
        ];
        let rows = team_standings(&lines, 5);
        let order: Vec<(u32, u32, u32)> = rows.iter().map(|r| (r.rank, r.team, r.vps)).collect();
        // 3 and 4 level on VPs: 3's IMP difference (+4) puts it ahead of 4's (0). Team 2 has
        // 6.26 VPs; team 5 has not played and is last.
        assert_eq!(
            order,
            vec![
                (1, 1, 1374),
                (2, 3, 1000),
                (3, 4, 1000),
                (4, 2, 626),
                (5, 5, 0)
            ]
        );
        assert_eq!(rows[0].played, 1);
        assert_eq!(rows[0].imps_against, Q::from_integer(7));
        // Level on VPs and IMP difference: the same place, listed by team number.
        let tied = team_standings(&[line(2, 1, (5, 5), Some((1000, 1000)))], 2);
        assert_eq!(
            tied.iter().map(|r| (r.rank, r.team)).collect::<Vec<_>>(),
            vec![(1, 1), (1, 2)]
        );
    }

    #[test]
    fn the_csv_guards_names_and_writes_vps_in_hundredths() {
        let rows = team_standings(&[line(1, 2, (7, 0), Some((1374, 626)))], 2);
        let csv = team_standings_csv(&rows, |t| match t {
            1 => ("=Lions".to_owned(), "Ann, Bob".to_owned()),
            _ => (String::new(), String::new()),
        });
        assert_eq!(csv[0].team_name, "'=Lions");
        assert_eq!(csv[0].vps, Hundredths(1374));
        assert_eq!(csv[1].vps, Hundredths(626));
        assert_eq!(csv[1].imps_against, Hundredths(700));
    }
}
