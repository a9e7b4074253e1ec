//! The read-only JSON API, `/api/v1/…` (docs/api.md). Public, like the standings pages; every
//! error is JSON too, so a script never has to parse an HTML page.

use std::sync::Arc;

use actix_web::error::InternalError;
use actix_web::http::StatusCode;
use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, ResponseError, web};
use serde::Serialize;
use serde_json::{Value, json};

use super::standings::{Loaded, kept_body, load_season};
use super::{AppError, AppState, db};
use crate::db::events::{self as store, Event, Pair, direction_str, game_str, rule_str};
use crate::exact::Hundredths;
use crate::laws::duplicate::Standings;
use crate::laws::duplicate::wire::Output;
use crate::tournament;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api/v1")
            // A malformed id ("/events/abc") is as unknown as a missing one.
            .app_data(web::PathConfig::default().error_handler(|err, _| {
                InternalError::from_response(err, error_json(StatusCode::NOT_FOUND, "not found"))
                    .into()
            }))
            .route("/events", web::get().to(events))
            .route("/events/{id}", web::get().to(event))
            .route("/events/{id}/standings", web::get().to(standings))
            .route("/events/{id}/results", web::get().to(results))
            .route("/seasons", web::get().to(seasons))
            .route("/seasons/{label}", web::get().to(season))
            .route(
                "/parties/{id}/standings",
                web::get().to(super::parties::standings::standings_json),
            )
            .default_service(web::to(|| async {
                error_json(StatusCode::NOT_FOUND, "no such API endpoint")
            })),
    );
}

fn error_json(status: StatusCode, message: &str) -> HttpResponse {
    HttpResponse::build(status).json(json!({ "error": message }))
}

/// The page's error, as JSON: same status, and never the details of a server fault.
fn failure(e: &AppError) -> HttpResponse {
    let status = match e.status_code() {
        // The pages redirect to the login form; nothing here needs a login.
        StatusCode::SEE_OTHER => StatusCode::FORBIDDEN,
        s => s,
    };
    if status.is_server_error() {
        tracing::error!(error = %e, "API request failed");
        return error_json(status, "server error");
    }
    let message = match e {
        AppError::NotFound | AppError::Db(crate::db::DbError::NotFound) => "not found".to_owned(),
        other => other.to_string(),
    };
    error_json(status, &message)
}

pub(super) fn reply<T: Serialize>(value: Result<T, AppError>) -> HttpResponse {
    match value {
        Ok(v) => HttpResponse::Ok().json(v),
        Err(e) => failure(&e),
    }
}

#[derive(Serialize)]
struct EventJson {
    id: i64,
    name: String,
    date: String,
    season: String,
    game: &'static str,
    tables: u32,
    boards_per_round: u32,
    rounds: u32,
    revoke_rule: &'static str,
    status: &'static str,
    /// `mitchell`, `mitchell-relay`, `howell`, `teams`.
    movement: &'static str,
    /// Pairs in the field (a Howell's with a phantom is odd).
    pairs: u32,
    method: String,
    /// Every pair a lady and a gentleman (the glossary's mixed pairs): the first of a pair's
    /// names is the lady's.
    mixed_pairs: bool,
}

impl From<&Event> for EventJson {
    fn from(e: &Event) -> Self {
        EventJson {
            id: e.id,
            name: e.name.clone(),
            date: e.date.format("%Y-%m-%d").to_string(),
            season: e.season.clone(),
            // A bridge event is kept as an auction event entered by contract; the API names it.
            game: if e.is_bridge() {
                "bridge"
            } else {
                game_str(e.game)
            },
            tables: e.tables,
            boards_per_round: e.boards_per_round,
            rounds: e.rounds,
            revoke_rule: rule_str(e.revoke_rule),
            status: e.status.as_str(),
            movement: e.movement.as_str(),
            pairs: e.pairs,
            method: e.method.clone(),
            mixed_pairs: e.mixed,
        }
    }
}

#[derive(Serialize)]
struct MemberJson {
    id: i64,
    name: String,
}

#[derive(Serialize)]
struct PairJson {
    direction: &'static str,
    pair: u32,
    names: String,
    members: Vec<MemberJson>,
}

impl From<&Pair> for PairJson {
    fn from(p: &Pair) -> Self {
        PairJson {
            direction: direction_str(p.direction),
            pair: p.pair,
            names: p.names(),
            members: p
                .members
                .iter()
                .map(|(id, name)| MemberJson {
                    id: *id,
                    name: name.clone(),
                })
                .collect(),
        }
    }
}

async fn events(state: web::Data<AppState>) -> HttpResponse {
    let list = db(&state, |pool| crate::db::read(pool, store::list)).await;
    reply(list.map(|l| l.iter().map(EventJson::from).collect::<Vec<_>>()))
}

async fn event(state: web::Data<AppState>, path: web::Path<i64>) -> HttpResponse {
    let id = path.into_inner();
    let loaded = db(&state, move |pool| {
        crate::db::read(pool, |c| Ok((store::get(c, id)?, store::pairs(c, id)?)))
    })
    .await;
    reply(loaded.map(|(e, pairs)| {
        json!({
            "event": EventJson::from(&e),
            "pairs": pairs.iter().map(PairJson::from).collect::<Vec<_>>(),
        })
    }))
}

/// The CLI's standings shape (`wire::Output`) with the event, and each pair's names.
fn standings_json(l: &Loaded) -> Result<Value, AppError> {
    let (event, s) = (&l.event, &l.standings);
    let empty = Standings {
        pairs: Vec::new(),
        boards: Vec::new(),
    };
    let output = Output::new(
        event.game,
        event.revoke_rule,
        s.law.as_ref().unwrap_or(&empty),
    );
    let mut value = serde_json::to_value(&output).map_err(|e| AppError::Export(e.to_string()))?;
    let teams = s.method.as_ref().is_some_and(|m| m.method.is_team());
    if let Some(pairs) = value.get_mut("pairs").and_then(Value::as_array_mut)
        && !teams
    {
        // Output keeps the law's order, which is also the rows' order.
        for (p, row) in pairs.iter_mut().zip(&s.rows) {
            if let Some(p) = p.as_object_mut() {
                p.insert("names".into(), Value::String(row.names.clone()));
            }
        }
    }
    if let Some(o) = value.as_object_mut() {
        o.insert("event".into(), json!(EventJson::from(event)));
        o.insert("method".into(), method_json(event, s));
        let teams = super::standings::team_rows(l);
        if !teams.is_empty() {
            o.insert("teams".into(), teams_json(l, &teams));
        }
    }
    Ok(value)
}

/// A team match's teams by victory points (`tournament::team_standings`).
fn teams_json(l: &Loaded, teams: &[tournament::TeamRow]) -> Value {
    teams
        .iter()
        .map(|r| {
            let (name, players) = super::standings::team_named(l, r.team);
            json!({
                "rank": r.rank,
                "team": r.team,
                "name": name,
                "players": players,
                "matches": r.played,
                "imps_for": Hundredths::of(r.imps_for),
                "imps_against": Hundredths::of(r.imps_against),
                "vps": Hundredths(i64::from(r.vps)),
            })
        })
        .collect()
}

/// The event's scoring method and, when it is not the books' plus/minus alone, each pair's (or
/// team's) figures by it: `total` (matchpoints, IMPs or points), `max` and `percent` under
/// matchpoints, the ranks by it.
fn method_json(event: &Event, s: &tournament::EventStandings) -> Value {
    let Some(m) = &s.method else {
        return json!({"id": event.method});
    };
    let rows: Vec<Value> = s
        .rows
        .iter()
        .filter_map(|r| {
            let f = r.figure.as_ref()?;
            Some(json!({
                if m.method.is_team() { "team" } else { "pair" }: r.pair,
                "direction": crate::db::events::direction_str(r.direction),
                "names": r.names,
                "boards": f.boards,
                "total": crate::exact::Hundredths::of(f.total),
                "max": f.max.map(crate::exact::Hundredths::of),
                "percent": f.percent.map(crate::exact::Hundredths::of),
                "rank": r.rank_in_direction,
                "rank_overall": r.rank_overall,
            }))
        })
        .collect();
    json!({"id": m.method.id(), "standings": rows})
}

/// An event's JSON, kept until the next write (as the standings page is): at the largest
/// shape, building and writing 36,000 lines took most of the request. It is written off the
/// request workers, straight into the body kept and sent (no second copy), sized at the start
/// from `per_result` bytes a result (so that it is not copied as it grows either).
async fn kept_json<T: Serialize>(
    state: &AppState,
    key: String,
    id: i64,
    per_result: usize,
    make: impl FnOnce(Arc<Loaded>) -> Result<T, AppError> + Send + 'static,
) -> HttpResponse {
    let body = kept_body(state, key, id, move |l| {
        let mut out = Vec::with_capacity(per_result * (l.results.len() + 1));
        serde_json::to_writer(&mut out, &make(l)?).map_err(|e| AppError::Export(e.to_string()))?;
        Ok(out)
    })
    .await;
    match body {
        Ok(body) => json_body(body),
        Err(e) => failure(&e),
    }
}

fn json_body(body: web::Bytes) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(ContentType::json())
        .body(body)
}

async fn standings(state: web::Data<AppState>, path: web::Path<i64>) -> HttpResponse {
    let id = path.into_inner();
    // About 48 bytes a result at the largest shape (1.7 MB).
    kept_json(&state, format!("api/standings/{id}"), id, 50, |l| {
        standings_json(&l)
    })
    .await
}

/// Every result of an event, each line written as it is made: a `Vec` of the 36,000 lines of
/// the largest event took some 10 MB on the way to the same text.
struct ResultsJson(Arc<Loaded>);

impl Serialize for ResultsJson {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        struct Lines<'a>(&'a Loaded);
        impl Serialize for Lines<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(tournament::each_result_line(
                    &self.0.standings,
                    &self.0.results,
                ))
            }
        }
        let mut s = serializer.serialize_struct("ResultsJson", 2)?;
        s.serialize_field("event", &EventJson::from(&self.0.event))?;
        s.serialize_field("results", &Lines(&self.0))?;
        s.end()
    }
}

async fn results(state: web::Data<AppState>, path: web::Path<i64>) -> HttpResponse {
    let id = path.into_inner();
    // A struct, not `json!`: a large event's 36,000 lines as a `Value` tree took some 110 MB
    // on the way to the same text (issue 13). About 475 bytes a line (17 MB at the largest).
    kept_json(&state, format!("api/results/{id}"), id, 500, |l| {
        Ok(ResultsJson(l))
    })
    .await
}

#[derive(Serialize)]
struct SeasonLineJson {
    member: i64,
    name: String,
    /// The table the line is in: "plus-minus", "matchpoints", "imps", "team-points" or
    /// "place" (the club's season ranking, docs/api.md).
    ranked_by: &'static str,
    rank: u32,
    evenings: u32,
    boards: u32,
    aggregate: Hundredths,
    mean: Hundredths,
    rank_aggregate: u32,
    rank_mean: u32,
    figures: Vec<EveningFigureJson>,
}

#[derive(Serialize)]
struct EveningFigureJson {
    event: i64,
    method: &'static str,
    figure: Hundredths,
    place: Hundredths,
}

#[derive(Serialize)]
struct SeasonTableJson {
    ranked_by: &'static str,
    how: &'static str,
    events: Vec<i64>,
}

#[derive(Serialize)]
struct SeasonJson {
    season: String,
    events: u32,
}

async fn seasons(state: web::Data<AppState>) -> HttpResponse {
    let list = db(&state, |pool| crate::db::read(pool, store::seasons)).await;
    reply(list.map(|l| {
        l.into_iter()
            .map(|(season, events)| SeasonJson { season, events })
            .collect::<Vec<_>>()
    }))
}

async fn season(state: web::Data<AppState>, path: web::Path<String>) -> HttpResponse {
    let label = path.into_inner();
    let ranking = match super::club::settings(&state).await {
        Ok(c) => c.season_ranking,
        Err(e) => return failure(&e),
    };
    let loaded = load_season(&state, label.clone()).await;
    reply(loaded.map(|(events, tables)| {
        json!({
            "season": label,
            "ranking": ranking.id(),
            "events": events.iter().map(EventJson::from).collect::<Vec<_>>(),
            "tables": tables.iter().map(|t| SeasonTableJson {
                ranked_by: t.family.id(),
                how: t.family.how(),
                events: t.events.clone(),
            }).collect::<Vec<_>>(),
            "members": tables.iter().flat_map(|t| t.rows.iter().map(|r| SeasonLineJson {
                member: r.member,
                name: r.name.clone(),
                ranked_by: t.family.id(),
                rank: r.rank,
                evenings: r.evenings,
                boards: r.boards,
                aggregate: r.aggregate.into(),
                mean: r.mean.into(),
                rank_aggregate: r.rank_aggregate,
                rank_mean: r.rank_mean,
                figures: r.figures.iter().map(|&(event, m, f, place)| EveningFigureJson {
                    event,
                    method: m.id(),
                    figure: f.into(),
                    place: place.into(),
                }).collect(),
            })).collect::<Vec<_>>(),
        })
    }))
}
