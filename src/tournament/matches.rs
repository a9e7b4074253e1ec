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
use super::MethodFigures;
use crate::db::events::Event;
use crate::exact::{Hundredths, Q};
use crate::export::safe_text;
use crate::movement::plan::Kind;
use crate::movement::teams::Match;
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

/// A team event's method figures and its movement, or None for another movement, a method that
/// does not score teams, or a movement that cannot be built.
fn team_event<'a>(
    event: &Event,
    standings: &'a EventStandings,
) -> Option<(&'a MethodFigures, crate::movement::teams::Teams)> {
    let figures = standings.method.as_ref()?;
    if event.movement != Kind::Teams || !figures.method.is_team() {
        return None;
    }
    crate::movement::teams::teams(event.pairs / 2, event.boards_per_round, Some(event.rounds))
        .ok()
        .map(|t| (figures, t))
}

/// Every match of a team event, round by round (none for another movement or a method that
/// does not score teams).
pub fn matches(event: &Event, standings: &EventStandings) -> Vec<MatchLine> {
    let Some((figures, t)) = team_event(event, standings) else {
        return Vec::new();
    };
    let as_imps = |q: Q| as_imps(figures.method, q);
    let zero = Q::from_integer(0);
    let mut lines = Vec::new();
    for (round, (matches, _bye)) in t.schedule.rounds.iter().zip(&t.matches) {
        for m in matches {
            let Some(open) = round.tables.iter().find(|s| s.table == m.tables[0]) else {
                continue;
            };
            let (mut home, mut away, mut scored) = (zero, zero, 0);
            for &b in &open.boards {
                let Some(f) = home_figure(figures, b, m) else {
                    continue;
                };
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

/// The pair numbers of a match's two tables: (home N-S, away E-W) in the open room, then
/// (away N-S, home E-W) in the closed room.
fn match_pairs(m: &Match) -> [(u32, u32); 2] {
    [(2 * m.home - 1, 2 * m.away), (2 * m.away - 1, 2 * m.home)]
}

/// A board's figure for the home team: both tables carry it, for the team at each seat.
fn home_figure(figures: &MethodFigures, board: u32, m: &Match) -> Option<Q> {
    let [open, closed] = match_pairs(m);
    let at = |(ns, ew): (u32, u32)| figures.results.get(&(board, ns, ew));
    at(open)
        .and_then(|f| f.0)
        .or_else(|| at(closed).and_then(|f| f.1))
}

/// A board's figure in IMPs: under `total-points` the net points are put on the IMP scale.
fn as_imps(method: Method, q: Q) -> Q {
    match method {
        Method::Imps => q,
        _ => Q::from_integer(imps(q)),
    }
}

/// One board of one match, as its page shows it: the two tables' scores for the home team
/// (its N-S pair's in the open room, its E-W pair's in the closed room), and the IMPs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardOfMatch {
    pub home: u32,
    pub away: u32,
    /// The open room's table and the closed room's.
    pub tables: [u32; 2],
    /// The pairs at each table, (N-S, E-W).
    pub pairs: [(u32, u32); 2],
    /// The home team's score at each table, once its result is entered.
    pub home_scores: [Option<Q>; 2],
    /// The board's IMPs to the home team (negative: to the away team), once it has its figure.
    pub imps_home: Option<Q>,
}

impl BoardOfMatch {
    /// The net score to the home team, once both tables have played.
    pub fn net_home(&self) -> Option<Q> {
        Some(self.home_scores[0]? + self.home_scores[1]?)
    }
}

/// Every match that plays `board`, with the board's two results side by side (none for an
/// event that is not a team match scored by a team method).
pub fn board_of_matches(
    event: &Event,
    standings: &EventStandings,
    board: u32,
) -> Vec<BoardOfMatch> {
    let Some((figures, t)) = team_event(event, standings) else {
        return Vec::new();
    };
    let scores = standings.law.as_ref().and_then(|l| l.board(board));
    let score = |(ns, ew): (u32, u32), home_sits_ns: bool| {
        let r = scores?.results.iter().find(|r| r.ns == ns && r.ew == ew)?;
        Some(if home_sits_ns { r.ns_score } else { r.ew_score })
    };
    let mut out = Vec::new();
    for (round, (matches, _bye)) in t.schedule.rounds.iter().zip(&t.matches) {
        for m in matches {
            let plays = round
                .tables
                .iter()
                .any(|s| s.table == m.tables[0] && s.boards.contains(&board));
            if !plays {
                continue;
            }
            let pairs = match_pairs(m);
            out.push(BoardOfMatch {
                home: m.home,
                away: m.away,
                tables: m.tables,
                pairs,
                home_scores: [score(pairs[0], true), score(pairs[1], false)],
                imps_home: home_figure(figures, board, m).map(|f| as_imps(figures.method, f)),
            });
        }
    }
    out
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

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use chrono::NaiveDate;

    use super::*;
    use crate::db::events::{AuctionEntry, ContractScoring, Status};
    use crate::laws::duplicate::{Game, RevokeRule};
    use crate::laws::duplicate_auction::Caps;
    use crate::tournament::MethodFigures;

    fn event(teams: u32, boards_per_round: u32, method: Method) -> Event {
        Event {
            id: 1,
            name: "Teams".to_owned(),
            date: NaiveDate::from_ymd_opt(2026, 11, 27).unwrap_or_default(),
            season: "2026".to_owned(),
            game: Game::Auction,
            tables: teams.div_ceil(2) * 2,
            boards_per_round,
            rounds: teams.div_ceil(2) * 2 - 1,
            revoke_rule: RevokeRule::General,
            status: Status::Provisional,
            auction_entry: AuctionEntry::Points,
            auction_caps: Caps::Kwc,
            contract_scoring: ContractScoring::Kwc1926,
            movement: Kind::Teams,
            pairs: 2 * teams,
            arrow_switch: Vec::new(),
            method: method.id().to_owned(),
            howell: Default::default(),
            mixed: false,
        }
    }

    /// Figures for every board of every match: the home team's figure on board b is
    /// `home_figure(b)`, the away team's its negation, at both tables; `skip` is left out.
    fn standings(
        event: &Event,
        method: Method,
        home_figure: impl Fn(u32) -> i64,
        skip: Option<u32>,
    ) -> EventStandings {
        let t =
            crate::movement::teams::teams(event.pairs / 2, event.boards_per_round, None).unwrap();
        let mut results = BTreeMap::new();
        for (round, (matches, _)) in t.schedule.rounds.iter().zip(&t.matches) {
            for m in matches {
                let open = round
                    .tables
                    .iter()
                    .find(|s| s.table == m.tables[0])
                    .unwrap();
                for &b in open.boards.iter().filter(|&&b| Some(b) != skip) {
                    let x = Q::from_integer(home_figure(b));
                    results.insert((b, 2 * m.home - 1, 2 * m.away), (Some(x), Some(-x)));
                    results.insert((b, 2 * m.away - 1, 2 * m.home), (Some(-x), Some(x)));
                }
            }
        }
        EventStandings {
            method: Some(MethodFigures {
                method,
                results,
                assigned: Vec::new(),
            }),
            ..EventStandings::default()
        }
    }

    #[test]
    fn each_match_adds_its_imps_each_way_and_scores_them_in_victory_points() {
        // Three teams: one match a round, one team with the bye; four boards a match.
        let e = event(3, 4, Method::Imps);
        // The home team wins 5 IMPs on odd boards and loses 2 on even ones: 10 to 4 a match.
        let s = standings(&e, Method::Imps, |b| if b % 2 == 1 { 5 } else { -2 }, None);
        let lines = matches(&e, &s);
        assert_eq!(lines.len(), 3, "every two teams meet once");
        let expected = crate::scoring::vp::victory_points(4, 6).unwrap();
        for l in &lines {
            assert_eq!((l.scored, l.boards), (4, 4));
            assert_eq!((l.imps_home, l.imps_away), (Q::from(10), Q::from(4)));
            assert_eq!(l.vps, Some(expected));
            let home = l.for_team(l.home).unwrap();
            let away = l.for_team(l.away).unwrap();
            assert_eq!(
                (away.imps_for, away.imps_against),
                (home.imps_against, home.imps_for)
            );
            assert_eq!(away.vps, Some((expected.1, expected.0)));
            assert_eq!(home.opponent, l.away);
        }
        // Each team plays two matches, home in one and away in the other (or twice one way).
        let total: u32 = (1..=3).map(|t| vp_total(&lines, t)).sum();
        assert_eq!(total, 3 * 2000, "every finished match gives out 20.00");
    }

    #[test]
    fn total_points_are_put_on_the_imp_scale_and_an_unfinished_match_has_no_vps() {
        let e = event(2, 4, Method::TotalPoints);
        // 280 points to the home team on board 1 is 7 IMPs; 10 points on the others are none.
        let s = standings(
            &e,
            Method::TotalPoints,
            |b| if b == 1 { 280 } else { 10 },
            None,
        );
        let l = &matches(&e, &s)[0];
        assert_eq!((l.imps_home, l.imps_away), (Q::from(7), Q::from(0)));
        assert_eq!(l.vps, Some((1374, 626)));
        let s = standings(&e, Method::TotalPoints, |_| 280, Some(3));
        let l = &matches(&e, &s)[0];
        assert_eq!((l.scored, l.boards), (3, 4));
        assert_eq!(l.imps_home, Q::from(21));
        assert_eq!(l.vps, None);
        assert_eq!(vp_total(std::slice::from_ref(l), l.home), 0);
    }

    #[test]
    fn another_method_or_movement_has_no_match_lines() {
        let e = event(2, 4, Method::Matchpoints);
        let s = standings(&e, Method::Matchpoints, |_| 1, None);
        assert!(matches(&e, &s).is_empty());
        assert!(matches(&e, &EventStandings::default()).is_empty());
    }

    #[test]
    fn a_teams_csv_lists_its_players_then_its_matches() {
        let e = event(2, 4, Method::Imps);
        let s = standings(&e, Method::Imps, |_| 3, None);
        let lines = matches(&e, &s);
        let home = lines[0].home;
        let rows = team_csv(home, &["=Ann".to_owned()], &lines, |t| format!("T{t}"));
        assert_eq!(rows.len(), 2);
        assert_eq!((rows[0].line, rows[0].player.as_str()), ("player", "'=Ann"));
        assert_eq!(rows[1].line, "match");
        assert_eq!(rows[1].imps_for, Some(Hundredths(1200)));
        assert_eq!(
            rows[1].vps_for,
            lines[0].vps.map(|v| Hundredths(i64::from(v.0)))
        );
    }
}
