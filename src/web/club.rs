//! The club settings page (`/club`): the club's name for printed sheets, the time zone every
//! time is shown in, how money is written, and how a season of mixed scoring methods is ranked.
//! The settings are read once and kept in the app's state until the director saves new ones,
//! so that every page can write times and money without another query.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid};
use crate::club::settings::{ClubSettings, Money, UsebioTotal, parse_zone};
use crate::club::substitute::SubstituteMoney;
use crate::laws::duplicate::SeasonRanking;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/club", web::get().to(show))
        .route("/club", web::post().to(save));
}

/// The club's settings, from the app's state or read once from the database.
pub async fn settings(state: &AppState) -> Result<ClubSettings, AppError> {
    if let Some(s) = state.club.read().clone() {
        return Ok(s);
    }
    let s = db(state, |pool| crate::db::read(pool, crate::db::club::load)).await?;
    *state.club.write() = Some(s.clone());
    Ok(s)
}

#[derive(Template)]
#[template(path = "club/settings.html")]
struct SettingsPage {
    ctx: Ctx,
    name: String,
    zone: String,
    currency: String,
    /// (id, words, chosen)
    money: Vec<(&'static str, &'static str, bool)>,
    /// (id, words, chosen)
    season_ranking: Vec<(&'static str, &'static str, bool)>,
    /// (id, words, chosen)
    usebio_total: Vec<(&'static str, &'static str, bool)>,
    /// (id, words, chosen)
    substitute_money: Vec<(&'static str, &'static str, bool)>,
    /// The time now, as the pages will show it.
    example: String,
    saved: bool,
    errors: FieldErrors,
}

fn page(
    director: &Director,
    s: &ClubSettings,
    typed: Option<&HashMap<String, String>>,
    errors: FieldErrors,
    saved: bool,
) -> SettingsPage {
    let get = |n: &str, or: String| typed.and_then(|t| t.get(n).cloned()).unwrap_or(or);
    let money = get("money", s.money.id().to_owned());
    let ranking = get("season_ranking", s.season_ranking.id().to_owned());
    let total = get("usebio_total", s.usebio_total.id().to_owned());
    let substitute = get("substitute_money", s.substitute_money.id().to_owned());
    SettingsPage {
        ctx: Ctx::new(Some(director)),
        name: get("name", s.name.clone()),
        zone: get("time_zone", s.time_zone.name().to_owned()),
        currency: get("currency", s.currency.clone()),
        money: Money::ALL
            .iter()
            .map(|m| (m.id(), m.words(), m.id() == money))
            .collect(),
        season_ranking: SeasonRanking::ALL
            .iter()
            .map(|r| (r.id(), r.words(), r.id() == ranking))
            .collect(),
        usebio_total: UsebioTotal::ALL
            .iter()
            .map(|t| (t.id(), t.words(), t.id() == total))
            .collect(),
        substitute_money: SubstituteMoney::ALL
            .iter()
            .map(|m| (m.id(), m.words(), m.id() == substitute))
            .collect(),
        example: s.time(&crate::db::now()),
        saved,
        errors,
    }
}

#[derive(serde::Deserialize, Default)]
struct Saved {
    saved: Option<String>,
}

async fn show(
    state: web::Data<AppState>,
    director: Director,
    query: web::Query<Saved>,
) -> Result<web::Html, AppError> {
    let s = settings(&state).await?;
    render(&page(
        &director,
        &s,
        None,
        FieldErrors::default(),
        query.saved.is_some(),
    ))
}

async fn save(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    let current = settings(&state).await?;
    let mut errors = FieldErrors::default();
    let text = |n: &str| {
        typed
            .get(n)
            .map(|s| s.trim().to_owned())
            .unwrap_or_default()
    };
    let time_zone = match parse_zone(&text("time_zone")) {
        Ok(z) => z,
        Err(e) => {
            errors.add("time_zone", format!("Time zone: {e}"));
            current.time_zone
        }
    };
    let money = Money::parse(&text("money")).unwrap_or_else(|| {
        errors.add(
            "money",
            "How money is written: choose one of the answers offered",
        );
        current.money
    });
    // Absent from a form saved before the setting existed: kept as it was.
    let season_ranking = match typed.get("season_ranking") {
        None => current.season_ranking,
        Some(r) => SeasonRanking::parse(r.trim()).unwrap_or_else(|| {
            errors.add(
                "season_ranking",
                "How a season is ranked: choose one of the answers offered",
            );
            current.season_ranking
        }),
    };
    let usebio_total = match typed.get("usebio_total") {
        None => current.usebio_total,
        Some(t) => UsebioTotal::parse(t.trim()).unwrap_or_else(|| {
            errors.add(
                "usebio_total",
                "A pair's total in USEBIO files: choose one of the answers offered",
            );
            current.usebio_total
        }),
    };
    let substitute_money = match typed.get("substitute_money") {
        None => current.substitute_money,
        Some(m) => SubstituteMoney::parse(m.trim()).unwrap_or_else(|| {
            errors.add(
                "substitute_money",
                "Whose money a rubber is when a substitute finishes it: choose one of the answers offered",
            );
            current.substitute_money
        }),
    };
    let new = ClubSettings {
        name: text("name"),
        time_zone,
        money,
        currency: text("currency"),
        season_ranking,
        usebio_total,
        substitute_money,
    };
    if errors.is_empty() {
        let (saving, by) = (new.clone(), director.name.clone());
        let outcome = db(&state, move |pool| {
            crate::db::write(pool, |tx| crate::db::club::save(tx, &saving, &by))
        })
        .await;
        match outcome {
            Ok(()) => {
                *state.club.write() = Some(new);
                return Ok(crate::web::flash::saved(
                    "/club",
                    "Club settings saved: every page now uses them.",
                ));
            }
            Err(AppError::Db(crate::db::DbError::Invalid { field, message })) => {
                let label = match field.as_str() {
                    "name" => "The club's name",
                    "currency" => "Money sign",
                    _ => "Club settings",
                };
                errors.add(field, format!("{label}: {message}"));
            }
            Err(e) => return Err(e),
        }
    }
    crate::web::flash::refused_plain(&errors);
    render_invalid(&page(&director, &current, Some(&typed), errors, false))
}
