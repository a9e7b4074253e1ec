//! A team's page at a team match (issue 21): its name and players, and each of its matches —
//! the opponent, the IMPs each way and the victory points on the WBF scale — with the same as
//! CSV. The standings' team line links here; the board-by-board card is linked from it.

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{AppError, AppState, Ctx, load_event};
use crate::db::events::{Event, Team};
use crate::exact::{Hundredths, show};
use crate::laws::duplicate::Direction;
use crate::movement::plan::Kind;
use crate::tournament::{self, MatchLine};

struct MatchView {
    round: u32,
    opponent: u32,
    opponent_name: String,
    imps_for: String,
    imps_against: String,
    /// "12.34" and "7.66", or empty while the match is not finished.
    vps_for: String,
    vps_against: String,
    /// "8 of 12 boards" while some are still to be scored.
    unfinished: String,
}

#[derive(Template)]
#[template(path = "standings/team.html")]
struct TeamPage {
    ctx: Ctx,
    event: Event,
    team: u32,
    name: String,
    players: Vec<String>,
    /// The pairs' players, when the team's own list is not given.
    pair_names: String,
    matches: Vec<MatchView>,
    vp_total: String,
    scale_note: String,
}

/// What the team's page and CSV are made from.
struct Loaded {
    l: std::sync::Arc<super::Loaded>,
    lines: Vec<MatchLine>,
}

impl Loaded {
    fn team(&self, team: u32) -> Option<&Team> {
        self.l.teams.iter().find(|t| t.team == team)
    }
    fn name_of(&self, team: u32) -> String {
        self.l
            .teams
            .iter()
            .find(|t| t.team == team)
            .map(|t| t.name.clone())
            .unwrap_or_default()
    }
    fn players(&self, team: u32) -> Vec<String> {
        self.team(team)
            .map(|t| {
                t.players
                    .iter()
                    .map(|p| match p.member {
                        Some(_) => p.name.clone(),
                        None => format!("{} (visitor)", p.name),
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}

async fn load(state: &AppState, id: i64, team: u32) -> Result<Loaded, AppError> {
    let l = load_event(state, id).await?;
    if l.event.movement != Kind::Teams || team == 0 || team > l.event.pairs / 2 {
        return Err(AppError::NotFound);
    }
    let lines = tournament::matches(&l.event, &l.standings);
    Ok(Loaded { l, lines })
}

fn vps(v: u16) -> String {
    Hundredths(i64::from(v)).to_string()
}

pub(super) async fn team_page(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
) -> Result<web::Html, AppError> {
    let (id, team) = path.into_inner();
    let t = load(&state, id, team).await?;
    let matches = t
        .lines
        .iter()
        .filter_map(|m| {
            let side = m.for_team(team)?;
            Some(MatchView {
                round: m.round,
                opponent: side.opponent,
                opponent_name: t.name_of(side.opponent),
                imps_for: show(side.imps_for),
                imps_against: show(side.imps_against),
                vps_for: side.vps.map(|v| vps(v.0)).unwrap_or_default(),
                vps_against: side.vps.map(|v| vps(v.1)).unwrap_or_default(),
                unfinished: if m.scored < m.boards {
                    format!("{} of {} boards", m.scored, m.boards)
                } else {
                    String::new()
                },
            })
        })
        .collect();
    let pair_names = [2 * team - 1, 2 * team]
        .into_iter()
        .map(|p| tournament::names_of(&t.l.pairs, Direction::Ns, p))
        .filter(|n| !n.is_empty())
        .collect::<Vec<_>>()
        .join(" / ");
    let method_scores_matches =
        t.l.standings
            .method
            .as_ref()
            .is_some_and(|m| m.method.is_team());
    crate::web::render(&TeamPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        team,
        name: t.name_of(team),
        players: t.players(team),
        pair_names,
        matches,
        vp_total: vps_total(&t.lines, team),
        scale_note: if method_scores_matches {
            String::new()
        } else {
            "This event is not scored by team matches (total points or IMPs), so its matches \
             have no score line."
                .to_owned()
        },
        event: t.l.event.clone(),
    })
}

fn vps_total(lines: &[MatchLine], team: u32) -> String {
    Hundredths(i64::from(tournament::vp_total(lines, team))).to_string()
}

pub(super) async fn team_csv(
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, team) = path.into_inner();
    let t = load(&state, id, team).await?;
    crate::web::csv_download(
        &format!("team-{id}-{team}"),
        &tournament::TEAM_CSV_HEADER,
        &tournament::team_csv(team, &t.players(team), &t.lines, |n| t.name_of(n)),
    )
}
