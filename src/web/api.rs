//! The read-only JSON API under `/api/v1` (docs/api.md). Public, like the pages it mirrors;
//! every failure is JSON too, so a script never has to parse an HTML error page.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError, web};
use serde::Serialize;

use super::standings::load_season;
use super::{AppError, AppState, db};
use crate::db::standings as store;
use crate::tournament::{
    self, EventPairRecord, EventRecord, ResultLineRecord, SeasonRecord, StandingsRecord,
};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api/v1")
            // A path that is not a number is an unknown resource, said in JSON.
            .app_data(web::PathConfig::default().error_handler(|e, _| {
                let response = json_error(StatusCode::NOT_FOUND, "no such resource");
                actix_web::error::InternalError::from_response(e, response).into()
            }))
            .route("/events", web::get().to(events))
            .route("/events/{id}", web::get().to(event))
            .route("/events/{id}/standings", web::get().to(standings))
            .route("/events/{id}/results", web::get().to(results))
            .route("/seasons", web::get().to(seasons))
            .route("/seasons/{label}", web::get().to(season))
            .default_service(web::to(|| async {
                json_error(StatusCode::NOT_FOUND, "no such resource")
            })),
    );
}

/// An [`AppError`] answered as `{"error": "…"}`.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct ApiError(#[from] AppError);

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self.0 {
            // The pages send the browser to the login form; the API has no such thing.
            AppError::LoginRequired => StatusCode::UNAUTHORIZED,
            ref e => e.status_code(),
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        if status.is_server_error() {
            tracing::error!(error = %self.0, "api request failed");
            return json_error(status, "something went wrong on our side; please try again");
        }
        let message = match &self.0 {
            AppError::NotFound | AppError::Db(crate::db::DbError::NotFound) => {
                "no such resource".to_owned()
            }
            e => e.to_string(),
        };
        json_error(status, &message)
    }
}

fn json_error(status: StatusCode, message: &str) -> HttpResponse {
    HttpResponse::build(status).json(serde_json::json!({ "error": message }))
}

type Reply = Result<HttpResponse, ApiError>;

/// Serialises straight from the record types, so the keys keep the documented order.
fn json<T: Serialize>(value: &T) -> Reply {
    let body = serde_json::to_vec(value).map_err(|e| {
        ApiError(AppError::Conflict(format!(
            "the answer could not be written: {e}"
        )))
    })?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(body))
}

async fn load(state: &web::Data<AppState>, id: i64) -> Result<store::EventData, ApiError> {
    Ok(db(state, move |pool| {
        crate::db::read(pool, |c| store::event_data(c, id))
    })
    .await?)
}

fn law_refusal(e: crate::laws::LawError) -> ApiError {
    ApiError(AppError::Conflict(format!(
        "the standings cannot be worked out until a result is corrected: {e}"
    )))
}

async fn events(state: web::Data<AppState>) -> Reply {
    let list = db(&state, |pool| {
        crate::db::read(pool, crate::db::events::list)
    })
    .await?;
    json(&list.iter().map(EventRecord::from).collect::<Vec<_>>())
}

#[derive(Serialize)]
struct EventWithPairs {
    #[serde(flatten)]
    event: EventRecord,
    results_entered: usize,
    pairs: Vec<EventPairRecord>,
}

async fn event(state: web::Data<AppState>, path: web::Path<i64>) -> Reply {
    let data = load(&state, path.into_inner()).await?;
    json(&EventWithPairs {
        event: EventRecord::from(&data.event),
        results_entered: data.results.len(),
        pairs: data.pairs.iter().map(EventPairRecord::from).collect(),
    })
}

#[derive(Serialize)]
struct EventStandings {
    event: i64,
    status: &'static str,
    #[serde(flatten)]
    standings: StandingsRecord,
}

async fn standings(state: web::Data<AppState>, path: web::Path<i64>) -> Reply {
    let data = load(&state, path.into_inner()).await?;
    let scored =
        tournament::standings(&data.event, &data.pairs, &data.results).map_err(law_refusal)?;
    json(&EventStandings {
        event: data.event.id,
        status: data.event.status.as_str(),
        standings: StandingsRecord::new(&data.event, &scored),
    })
}

#[derive(Serialize)]
struct EventResults {
    event: i64,
    status: &'static str,
    results: Vec<ResultLineRecord>,
}

async fn results(state: web::Data<AppState>, path: web::Path<i64>) -> Reply {
    let data = load(&state, path.into_inner()).await?;
    let scored = tournament::standings(&data.event, &data.pairs, &data.results).ok();
    let lines = tournament::result_lines(&data.results, scored.as_ref());
    json(&EventResults {
        event: data.event.id,
        status: data.event.status.as_str(),
        results: lines.iter().map(ResultLineRecord::from).collect(),
    })
}

#[derive(Serialize)]
struct SeasonSummary {
    season: String,
    events: u32,
}

async fn seasons(state: web::Data<AppState>) -> Reply {
    let list = db(&state, |pool| {
        crate::db::read(pool, crate::db::events::seasons)
    })
    .await?;
    json(
        &list
            .into_iter()
            .map(|(season, events)| SeasonSummary { season, events })
            .collect::<Vec<_>>(),
    )
}

#[derive(Serialize)]
struct SeasonEvent {
    id: i64,
    name: String,
    date: String,
    status: &'static str,
}

#[derive(Serialize)]
struct SeasonAnswer {
    season: String,
    events: Vec<SeasonEvent>,
    /// Names of counted events that are still provisional.
    provisional: Vec<String>,
    /// Events left out because the law refused their results.
    refused: Vec<RefusedEvent>,
    members: Vec<SeasonRecord>,
}

#[derive(Serialize)]
struct RefusedEvent {
    name: String,
    reason: String,
}

async fn season(state: web::Data<AppState>, path: web::Path<String>) -> Reply {
    let label = path.into_inner();
    let (events, table) = load_season(&state, label.clone()).await?;
    json(&SeasonAnswer {
        season: label,
        events: events
            .iter()
            .map(|e| SeasonEvent {
                id: e.id,
                name: e.name.clone(),
                date: e.date.format("%Y-%m-%d").to_string(),
                status: e.status.as_str(),
            })
            .collect(),
        provisional: table.provisional,
        refused: table
            .refused
            .into_iter()
            .map(|(name, reason)| RefusedEvent { name, reason })
            .collect(),
        members: table.rows.iter().map(SeasonRecord::from).collect(),
    })
}
