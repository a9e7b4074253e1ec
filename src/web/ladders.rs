//! Club ladders and cribbage tournaments (`/ladders`), read from the tables of play of one law
//! and one season label. Nothing is written here: the ranking rule, the minimum of games and a
//! tournament's points are chosen in the address, so a page can be bookmarked or printed with the
//! rule in force stated on it (`docs/ladders.md`).

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::{AppError, AppState, Ctx, db, render};
use crate::db::DbError;
use crate::db::ladders::{self as store, Season};
use crate::ladder::{
    self, LADDER_CSV_HEADER, LadderLine, LadderSettings, Ranking, TOURNAMENT_CSV_HEADER,
    TournamentLine, TournamentSettings,
};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/ladders", web::get().to(ladder_page))
        .route("/ladders.csv", web::get().to(ladder_csv))
        .route("/ladders/tournament", web::get().to(tournament_page))
        .route("/ladders/tournament.csv", web::get().to(tournament_csv));
}

/// Everything a ladder or tournament address may carry; every value is read by hand so that a
/// refusal names its field in words rather than as a framework's parse error.
#[derive(Debug, Default, Deserialize)]
struct Query {
    law: Option<String>,
    season: Option<String>,
    ranking: Option<String>,
    minimum_games: Option<String>,
    win_points: Option<String>,
    lurch_points: Option<String>,
    target: Option<String>,
}

fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

fn number(value: &Option<String>, field: &str, default: i64, max: i64) -> Result<i64, DbError> {
    match given(value) {
        None => Ok(default),
        Some(text) => text
            .parse::<i64>()
            .ok()
            .filter(|n| (0..=max).contains(n))
            .ok_or_else(|| {
                DbError::invalid(field, format!("{text:?} is not a whole number 0–{max}"))
            }),
    }
}

fn ladder_settings(q: &Query) -> Result<LadderSettings, DbError> {
    let ranking = match given(&q.ranking) {
        None => Ranking::default(),
        Some(text) => Ranking::parse(text).map_err(|e| DbError::invalid(e.field, e.message))?,
    };
    let minimum_games = number(&q.minimum_games, "minimum_games", 0, 1000)?;
    Ok(LadderSettings {
        ranking,
        minimum_games: u32::try_from(minimum_games).unwrap_or_default(),
    })
}

fn tournament_settings(q: &Query) -> Result<TournamentSettings, DbError> {
    let defaults = TournamentSettings::default();
    let settings = TournamentSettings {
        win_points: number(&q.win_points, "win_points", defaults.win_points, 100)?,
        lurch_points: number(&q.lurch_points, "lurch_points", defaults.lurch_points, 100)?,
        target: number(&q.target, "target", defaults.target, 100_000)?,
    };
    if settings.lurch_points < settings.win_points {
        return Err(DbError::invalid(
            "lurch_points",
            "a lurch earns at least what a win earns",
        ));
    }
    if settings.target == 0 {
        return Err(DbError::invalid("target", "a game is played to at least 1"));
    }
    Ok(settings)
}

/// The law asked for (checked), the season asked for or else the latest with tables, and every
/// season; `None` for the law when none was chosen yet.
struct Chosen {
    law: Option<&'static str>,
    season: String,
    seasons: Vec<String>,
}

fn choose(c: &rusqlite::Connection, q: &Query) -> Result<Chosen, DbError> {
    let law = given(&q.law)
        .map(|id| store::two_hand_law(id).map(|l| l.id))
        .transpose()?;
    let seasons = crate::db::tables::seasons(c)?;
    let season = given(&q.season)
        .map(str::to_owned)
        .or_else(|| seasons.last().cloned())
        .unwrap_or_default();
    Ok(Chosen {
        law,
        season,
        seasons,
    })
}

/// The laws a ladder can be kept for: two players at a table.
fn ladder_laws() -> Vec<(&'static str, &'static str)> {
    crate::laws::registry::all()
        .filter(|l| store::two_hand_law(l.id).is_ok())
        .map(|l| (l.id, l.name))
        .collect()
}

fn refused(e: crate::laws::LawError) -> DbError {
    DbError::invalid(e.field, e.message)
}

/// A pair's record, from the first-named player's side.
struct HeadToHeadView {
    player: String,
    opponent: String,
    won: u32,
    lost: u32,
    drawn: u32,
    net: i64,
}

struct LadderData {
    chosen: Chosen,
    settings: LadderSettings,
    season: Option<Season>,
    lines: Vec<LadderLine>,
    head_to_head: Vec<HeadToHeadView>,
}

fn read_ladder(pool: &crate::db::Pool, q: Query) -> Result<LadderData, DbError> {
    let settings = ladder_settings(&q)?;
    crate::db::read(pool, |c| {
        let chosen = choose(c, &q)?;
        let Some(law) = chosen.law else {
            return Ok(LadderData {
                chosen,
                settings,
                season: None,
                lines: Vec::new(),
                head_to_head: Vec::new(),
            });
        };
        let season = store::season(c, law, &chosen.season)?;
        let players = season.entrants.len();
        let rows = ladder::ladder(settings, players, &season.matches).map_err(refused)?;
        let lines = ladder::ladder_lines(&rows, &season.entrants, season.stake_unit);
        let name = |i: usize| {
            season
                .entrants
                .get(i)
                .map(|e| e.name.clone())
                .unwrap_or_default()
        };
        let head_to_head = ladder::head_to_head(players, &season.matches)
            .map_err(refused)?
            .into_iter()
            .map(|((a, b), r)| HeadToHeadView {
                player: name(a),
                opponent: name(b),
                won: r.won,
                lost: r.lost,
                drawn: r.drawn,
                net: r.net,
            })
            .collect();
        Ok(LadderData {
            chosen,
            settings,
            season: Some(season),
            lines,
            head_to_head,
        })
    })
}

/// This page's choices as a query string, for the CSV link.
fn query_string(pairs: &[(&str, String)]) -> String {
    serde_html_form::to_string(pairs).unwrap_or_default()
}

#[derive(Template)]
#[template(path = "ladders/show.html")]
struct LadderPage {
    ctx: Ctx,
    /// The club's name, at the head of the printed sheet as on every other.
    club: String,
    laws: Vec<(&'static str, &'static str)>,
    seasons: Vec<String>,
    law: String,
    law_name: String,
    season: String,
    rankings: Vec<(&'static str, &'static str)>,
    ranking: &'static str,
    rule: &'static str,
    minimum_games: u32,
    ranked: Vec<LadderLine>,
    unranked: Vec<LadderLine>,
    hundreds: bool,
    head_to_head: Vec<HeadToHeadView>,
    skipped: Vec<String>,
    query: String,
    /// Whether every match counts its games to a target, so that the tournament scoring (which
    /// refuses a law without one) is worth offering.
    tournament: bool,
    /// A new table of this game, with this season's label filled in: a new match.
    new_match: String,
}

async fn ladder_page(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    query: web::Query<Query>,
) -> Result<web::Html, AppError> {
    let data = db(&state, move |pool| read_ladder(pool, query.into_inner())).await?;
    let (ranked, unranked): (Vec<LadderLine>, Vec<LadderLine>) =
        data.lines.into_iter().partition(|l| !l.rank.is_empty());
    let law = data.chosen.law.unwrap_or_default().to_owned();
    let ranking = data.settings.ranking.id();
    let query = query_string(&[
        ("law", law.clone()),
        ("season", data.chosen.season.clone()),
        ("ranking", ranking.to_owned()),
        ("minimum_games", data.settings.minimum_games.to_string()),
    ]);
    let new_match = format!(
        "/tables/new?{}",
        query_string(&[("law", law.clone()), ("season", data.chosen.season.clone())])
    );
    let tournament = data.season.as_ref().is_some_and(counts_to_a_target);
    let club = crate::web::club::settings(&state).await?.name;
    render(&LadderPage {
        club,
        new_match,
        tournament,
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        laws: ladder_laws(),
        seasons: data.chosen.seasons,
        law_name: data
            .season
            .as_ref()
            .map(|s| s.law.name.to_owned())
            .unwrap_or_default(),
        law,
        season: data.chosen.season,
        rankings: Ranking::ALL
            .iter()
            .map(|(_, id, words)| (*id, *words))
            .collect(),
        ranking,
        rule: data.settings.ranking.describe(),
        minimum_games: data.settings.minimum_games,
        ranked,
        unranked,
        hundreds: data.season.as_ref().is_some_and(|s| s.stake_unit == 100),
        head_to_head: data.head_to_head,
        skipped: data.season.map(|s| s.skipped).unwrap_or_default(),
        query,
    })
}

fn law_required() -> AppError {
    AppError::Db(DbError::invalid("law", "choose the game"))
}

async fn ladder_csv(
    state: web::Data<AppState>,
    query: web::Query<Query>,
) -> Result<HttpResponse, AppError> {
    let data = db(&state, move |pool| read_ladder(pool, query.into_inner())).await?;
    let law = data.chosen.law.ok_or_else(law_required)?;
    super::csv_download(
        &format!("ladder-{law}-{}", data.chosen.season),
        &LADDER_CSV_HEADER,
        &data.lines,
    )
}

struct TournamentData {
    chosen: Chosen,
    settings: TournamentSettings,
    lines: Vec<TournamentLine>,
    skipped: Vec<String>,
}

fn read_tournament(pool: &crate::db::Pool, q: Query) -> Result<TournamentData, DbError> {
    let settings = tournament_settings(&q)?;
    crate::db::read(pool, |c| {
        let chosen = choose(c, &q)?;
        let Some(law) = chosen.law else {
            return Ok(TournamentData {
                chosen,
                settings,
                lines: Vec::new(),
                skipped: Vec::new(),
            });
        };
        let season = store::season(c, law, &chosen.season)?;
        let rows = tournament(&season, settings)?;
        Ok(TournamentData {
            lines: ladder::tournament_lines(&rows, &season.entrants),
            chosen,
            settings,
            skipped: season.skipped,
        })
    })
}

/// Whether every match of the season has final points, which a tournament's spread is made of.
fn counts_to_a_target(season: &Season) -> bool {
    season.matches.iter().all(|m| m.points.is_some())
}

/// The standings, refusing a law whose games have no final points to make a spread of.
fn tournament(
    season: &Season,
    settings: TournamentSettings,
) -> Result<Vec<ladder::TournamentRow>, DbError> {
    if !counts_to_a_target(season) {
        return Err(DbError::invalid(
            "law",
            format!(
                "{} does not count its games to a target, so it has no tournament spread",
                season.law.id
            ),
        ));
    }
    ladder::tournament(settings, season.entrants.len(), &season.matches).map_err(refused)
}

#[derive(Template)]
#[template(path = "ladders/tournament.html")]
struct TournamentPage {
    ctx: Ctx,
    /// The club's name, at the head of the printed sheet as on every other.
    club: String,
    laws: Vec<(&'static str, &'static str)>,
    seasons: Vec<String>,
    law: String,
    season: String,
    settings: TournamentSettings,
    lines: Vec<TournamentLine>,
    skipped: Vec<String>,
    query: String,
}

async fn tournament_page(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    query: web::Query<Query>,
) -> Result<web::Html, AppError> {
    let data = db(&state, move |pool| {
        read_tournament(pool, query.into_inner())
    })
    .await?;
    let law = data.chosen.law.unwrap_or_default().to_owned();
    let query = query_string(&[
        ("law", law.clone()),
        ("season", data.chosen.season.clone()),
        ("win_points", data.settings.win_points.to_string()),
        ("lurch_points", data.settings.lurch_points.to_string()),
        ("target", data.settings.target.to_string()),
    ]);
    let club = crate::web::club::settings(&state).await?.name;
    render(&TournamentPage {
        club,
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        laws: ladder_laws(),
        seasons: data.chosen.seasons,
        law,
        season: data.chosen.season,
        settings: data.settings,
        lines: data.lines,
        skipped: data.skipped,
        query,
    })
}

async fn tournament_csv(
    state: web::Data<AppState>,
    query: web::Query<Query>,
) -> Result<HttpResponse, AppError> {
    let data = db(&state, move |pool| {
        read_tournament(pool, query.into_inner())
    })
    .await?;
    let law = data.chosen.law.ok_or_else(law_required)?;
    super::csv_download(
        &format!("tournament-{law}-{}", data.chosen.season),
        &TOURNAMENT_CSV_HEADER,
        &data.lines,
    )
}
