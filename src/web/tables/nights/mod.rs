//! The club's table night: arrivals and their cuts, forming tables, the rotation after each
//! rubber by the club laws (`crate::club`), and the night's and the season's ledgers in money.

mod actions;
mod ledger;
mod moves;
mod page;
mod substitutes;

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::{AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid};
use crate::club::{self, Code};
use crate::db::DbError;
use crate::db::tables::{
    self as store, Ledger, NewTable, Night, NightPlayer, PlayTable, Player, Status,
};
use crate::exact::Q;
use crate::laws::registry::{self, Law};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/nights", web::get().to(list))
        .route("/nights", web::post().to(create))
        .route("/nights/{id}", web::get().to(page::show))
        .route("/nights/{id}/arrivals", web::post().to(actions::arrive))
        .route("/nights/{id}/form", web::post().to(actions::form_tables))
        .route(
            "/nights/{id}/tables/{t}/start",
            web::get().to(actions::start_page),
        )
        .route(
            "/nights/{id}/tables/{t}/next",
            web::post().to(actions::next_rubber),
        )
        .route(
            "/nights/{id}/tables/{t}/substitute",
            web::post().to(substitutes::appoint),
        )
        .route(
            "/nights/{id}/tables/{t}/back",
            web::post().to(substitutes::come_back),
        )
        .route(
            "/nights/{id}/tables/{t}/leave",
            web::post().to(moves::leave),
        )
        .route("/nights/{id}/tables/{t}/fill", web::post().to(moves::fill))
        .route(
            "/nights/{id}/tables/{t}/break-up",
            web::post().to(moves::break_up),
        )
        .route("/nights/{id}/return", web::post().to(moves::come_home))
        .route("/nights/{id}/home", web::post().to(moves::go_home))
        .route("/nights/{id}/stay", web::post().to(moves::stay))
        .route("/nights/{id}/ledger.csv", web::get().to(ledger::night_csv))
        .route("/ledger", web::get().to(ledger::season_ledger))
        .route("/ledger.csv", web::get().to(ledger::season_csv));
}

/// The laws a club table can play: those kept at a table, with their seats.
fn club_laws() -> impl Iterator<Item = (&'static Law, usize, usize)> {
    registry::all().filter_map(|l| {
        l.table.map(|t| {
            (
                l,
                t.sides.min * t.sides.players_per_side,
                t.sides.players_per_side,
            )
        })
    })
}

#[derive(Template)]
#[template(path = "tables/nights.html")]
struct ListPage {
    ctx: Ctx,
    nights: Vec<Night>,
    /// (value, what it means, chosen, is the default)
    codes: Vec<(&'static str, &'static str, &'static str, bool, bool)>,
    date: String,
    season: String,
    seed: String,
    errors: FieldErrors,
}

/// Each club code for the form: (value, words, what it means, chosen, the usual one).
fn codes(chosen: &str) -> Vec<(&'static str, &'static str, &'static str, bool, bool)> {
    Code::ALL
        .into_iter()
        .map(|c| {
            (
                c.as_str(),
                c.words(),
                c.about(),
                c.as_str() == chosen,
                c == Code::default(),
            )
        })
        .collect()
}

async fn list_page(
    state: &AppState,
    director: Option<&Director>,
    typed: &HashMap<String, String>,
    errors: FieldErrors,
) -> Result<ListPage, AppError> {
    let nights = db(state, |pool| crate::db::read(pool, store::nights)).await?;
    let get = |k: &str| typed.get(k).cloned().unwrap_or_default();
    Ok(ListPage {
        ctx: Ctx::new(director),
        nights,
        codes: codes(
            typed
                .get("code")
                .map_or(Code::default().as_str(), String::as_str),
        ),
        date: typed
            .get("date")
            .cloned()
            .unwrap_or_else(|| chrono::Local::now().format("%Y-%m-%d").to_string()),
        season: get("season"),
        seed: get("seed"),
        errors,
    })
}

async fn list(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
) -> Result<web::Html, AppError> {
    // A scorer reads the page as the public does, but keeps their own name in the layout.
    let director = who.as_ref().and_then(crate::web::roles::Scorer::director);
    let mut page = list_page(
        &state,
        director.as_ref(),
        &HashMap::new(),
        FieldErrors::default(),
    )
    .await?;
    page.ctx = crate::web::roles::Scorer::ctx_of(who.as_ref());
    render(&page)
}

async fn create(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let date = typed
        .get("date")
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    let parsed = chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d");
    match parsed.map(crate::db::events::date_problem) {
        Err(_) => errors.add("date", "a date as YYYY-MM-DD"),
        Ok(Some(m)) => errors.add("date", m),
        Ok(None) => {}
    }
    let season: String = match typed.get("season").map(|s| s.trim()) {
        Some(s) if !s.is_empty() => s.chars().take(40).collect(),
        _ => date.chars().take(4).collect(),
    };
    if crate::text::has_control(&season) {
        errors.add("season", "the season label cannot hold control characters");
    }
    let code = typed.get("code").and_then(|c| Code::parse(c));
    if code.is_none() {
        errors.add("code", "choose the club laws");
    }
    // A seed left blank is drawn now and stored, so the night's cuts can still be replayed.
    let seed = match typed.get("seed").map(|s| s.trim()).unwrap_or_default() {
        "" => rand::random::<u32>().into(),
        s => s.parse::<u64>().unwrap_or_else(|_| {
            errors.add("seed", "a whole number, or blank for one drawn now");
            0
        }),
    };
    if let (true, Some(code)) = (errors.is_empty(), code) {
        let by = director.name.clone();
        let id = db(&state, move |pool| {
            crate::db::write(pool, |tx| {
                store::create_night(tx, &date, &season, code, seed, &by)
            })
        })
        .await?;
        return Ok(crate::web::flash::saved(
            &format!("/nights/{id}"),
            "The club night is started: mark each player here as they arrive.",
        ));
    }
    render_invalid(&list_page(&state, Some(&director), &typed, errors).await?)
}

fn night_id(raw: &str) -> Result<i64, AppError> {
    raw.parse().map_err(|_| AppError::NotFound)
}

/// The night and the club table of a path `/nights/{id}/tables/{t}/…`.
fn path_of(path: (String, String)) -> Result<(i64, u32), AppError> {
    let id = night_id(&path.0)?;
    let no: u32 = path.1.parse().map_err(|_| AppError::NotFound)?;
    Ok((id, no))
}
