//! A team match's board (issue 22): for each match that plays it, the two tables' results side
//! by side — the home team N-S in the open room, E-W in the closed room — the net score and the
//! IMPs to the team that won them, in place of a pairs event's averages.

use crate::db::events::Team;
use crate::db::results::describe_result;
use crate::exact::{Q, show};
use crate::tournament::{BoardOfMatch, board_of_matches};
use crate::web::standings::Loaded;

pub(super) struct MatchTable {
    pub(super) table: u32,
    /// "Lions (team 1)".
    pub(super) ns_team: String,
    pub(super) ew_team: String,
    /// "4♥ by S, made 10", or "not entered yet".
    pub(super) result: String,
    /// The home team's score at this table ("" until entered).
    pub(super) home_score: String,
}

pub(super) struct MatchBoard {
    /// "Tigers (team 2) against Lions (team 1)".
    pub(super) heading: String,
    /// "Score to Tigers".
    pub(super) score_heading: String,
    pub(super) tables: Vec<MatchTable>,
    /// "Tigers +280 net: 7 IMPs to Tigers (team 2)", or what the board still waits for.
    pub(super) outcome: String,
}

fn team_label(teams: &[Team], team: u32) -> String {
    match teams.iter().find(|t| t.team == team) {
        Some(t) => format!("{} (team {team})", t.name),
        None => format!("Team {team}"),
    }
}

fn short_name(teams: &[Team], team: u32) -> String {
    match teams.iter().find(|t| t.team == team) {
        Some(t) => t.name.clone(),
        None => format!("Team {team}"),
    }
}

/// "+420", "−50", "0": a score as the travellers sign it.
fn signed(q: Q) -> String {
    if q > Q::from_integer(0) {
        format!("+{}", show(q))
    } else {
        show(q)
    }
}

/// The board's matches (none unless the event is a team match scored by a team method).
pub(super) fn match_boards(l: &Loaded, board: u32) -> Vec<MatchBoard> {
    board_of_matches(&l.event, &l.standings, board)
        .iter()
        .map(|m| view(l, board, m))
        .collect()
}

fn view(l: &Loaded, board: u32, m: &BoardOfMatch) -> MatchBoard {
    let home = short_name(&l.teams, m.home);
    let sides = [(m.home, m.away), (m.away, m.home)];
    let tables = (0..2)
        .map(|i| {
            let (ns, ew) = m.pairs[i];
            let entered = l
                .results
                .iter()
                .find(|r| r.board == board && r.ns == ns && r.ew == ew);
            MatchTable {
                table: m.tables[i],
                ns_team: team_label(&l.teams, sides[i].0),
                ew_team: team_label(&l.teams, sides[i].1),
                result: entered
                    .map(|r| describe_result(&r.entry, r.contract.as_ref()))
                    .unwrap_or_else(|| "not entered yet".to_owned()),
                home_score: m.home_scores[i].map(signed).unwrap_or_default(),
            }
        })
        .collect();
    let zero = Q::from_integer(0);
    let net = m
        .net_home()
        .map(|n| format!("{home} {} net: ", signed(n)))
        .unwrap_or_default();
    let outcome = match m.imps_home {
        None => "Waiting for both tables' results.".to_owned(),
        Some(i) if i > zero => format!("{net}{} IMPs to {}", show(i), team_label(&l.teams, m.home)),
        Some(i) if i < zero => {
            format!("{net}{} IMPs to {}", show(-i), team_label(&l.teams, m.away))
        }
        Some(_) => format!("{net}no IMPs either way"),
    };
    MatchBoard {
        heading: format!(
            "{} against {}",
            team_label(&l.teams, m.home),
            team_label(&l.teams, m.away)
        ),
        score_heading: format!("Score to {home}"),
        tables,
        outcome,
    }
}

/// The event page's match results, one line a match: "Tigers (team 2) 7 IMPs, Lions (team 1)
/// 0 IMPs: victory points 13.74–6.26", or the IMPs so far while it is in play.
pub(super) fn match_results(l: &Loaded) -> Vec<String> {
    let hundredths = |v: u16| crate::exact::Hundredths(i64::from(v)).to_string();
    crate::tournament::matches(&l.event, &l.standings)
        .iter()
        .map(|m| {
            let score = format!(
                "{} {} IMPs, {} {} IMPs",
                team_label(&l.teams, m.home),
                show(m.imps_home),
                team_label(&l.teams, m.away),
                show(m.imps_away)
            );
            match m.vps {
                Some((h, a)) => format!(
                    "{score}: victory points {}–{}",
                    hundredths(h),
                    hundredths(a)
                ),
                None => format!(
                    "{score}: in play, {} of {} boards scored",
                    m.scored, m.boards
                ),
            }
        })
        .collect()
}
