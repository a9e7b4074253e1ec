//! Standings, score cards and the season table, as pages and as CSV. All public: the club
//! reads its results without logging in.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Serialize;

use super::events::{game_label, rule_label};
use super::{AppError, AppState, Ctx, Director, db, render};
use crate::db::events::Event;
use crate::db::standings::{self as store, EventData};
use crate::exact::{Hundredths, Q, show};
use crate::laws::duplicate::{Direction, describe};
use crate::tournament::{self, CardLine, EventStandings, PairLine, SeasonRow, SeasonTable};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/events/{id}/standings", web::get().to(standings_page))
        .route("/events/{id}/standings.csv", web::get().to(standings_csv))
        .route("/events/{id}/results.csv", web::get().to(results_csv))
        .route(
            "/events/{id}/pairs/{dir}/{n}/card",
            web::get().to(card_page),
        )
        .route("/seasons", web::get().to(seasons_page))
        // Before `/seasons/{label}`, which would otherwise take "1927.csv" as a label.
        .route("/seasons/{label}.csv", web::get().to(season_csv))
        .route("/seasons/{label}", web::get().to(season_page));
}

/// A path segment as a link carries it: a season label may hold spaces or slashes.
pub fn encode_segment(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub fn season_url(label: &str) -> String {
    format!("/seasons/{}", encode_segment(label))
}

fn direction_label(d: Direction) -> &'static str {
    match d {
        Direction::Ns => "N-S",
        Direction::Ew => "E-W",
    }
}

fn direction_slug(d: Direction) -> &'static str {
    match d {
        Direction::Ns => "ns",
        Direction::Ew => "ew",
    }
}

/// Plus/minus as the book words it ("above average", "below"), with the class that colours it.
/// The sign follows the rounded figure, so a page never shows "−0.00 below".
pub struct PlusMinus {
    pub text: String,
    pub class: &'static str,
}

pub fn plus_minus(q: Q) -> PlusMinus {
    let h = Hundredths::of(q);
    match h.0.signum() {
        1 => PlusMinus {
            text: format!("+{h} above average"),
            class: "plus",
        },
        -1 => PlusMinus {
            text: format!("\u{2212}{} below average", Hundredths(-h.0)),
            class: "minus",
        },
        _ => PlusMinus {
            text: "0.00 level with average".to_owned(),
            class: "",
        },
    }
}

/// A signed figure without words, for the running total on the score card.
fn signed(q: Q) -> String {
    let h = Hundredths::of(q);
    match h.0.signum() {
        1 => format!("+{h}"),
        -1 => format!("\u{2212}{}", Hundredths(-h.0)),
        _ => "0.00".to_owned(),
    }
}

fn two_decimals(q: Q) -> String {
    Hundredths::of(q).to_string()
}

struct PairView {
    direction: &'static str,
    pair: u32,
    names: String,
    boards: u32,
    score: String,
    average: String,
    plus_minus: PlusMinus,
    rank_in_direction: u32,
    rank_overall: u32,
    card_url: String,
}

fn pair_view(event_id: i64, p: &PairLine) -> PairView {
    PairView {
        direction: direction_label(p.direction),
        pair: p.pair,
        names: p.names.clone(),
        boards: p.boards,
        score: show(p.score),
        average: two_decimals(p.average),
        plus_minus: plus_minus(p.plus_minus),
        rank_in_direction: p.rank_in_direction,
        rank_overall: p.rank_overall,
        card_url: format!(
            "/events/{event_id}/pairs/{}/{}/card",
            direction_slug(p.direction),
            p.pair
        ),
    }
}

#[derive(Template)]
#[template(path = "standings/event.html")]
struct StandingsPage {
    ctx: Ctx,
    event: Event,
    game: &'static str,
    rule: &'static str,
    rule_text: &'static str,
    season_url: String,
    entered: usize,
    expected: u32,
    ns: Vec<PairView>,
    ew: Vec<PairView>,
    overall: Vec<PairView>,
    boards: Vec<u32>,
    law_error: Option<String>,
}

async fn load_event(state: &web::Data<AppState>, id: i64) -> Result<EventData, AppError> {
    db(state, move |pool| {
        crate::db::read(pool, |c| store::event_data(c, id))
    })
    .await
}

async fn standings_page(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let data = load_event(&state, path.into_inner()).await?;
    let event = &data.event;
    let (scored, law_error) = match tournament::standings(event, &data.pairs, &data.results) {
        Ok(s) => (Some(s), None),
        Err(e) => (None, Some(e.to_string())),
    };
    let views = |f: &dyn Fn(&EventStandings) -> Vec<&PairLine>| -> Vec<PairView> {
        scored
            .as_ref()
            .map(|s| f(s).into_iter().map(|p| pair_view(event.id, p)).collect())
            .unwrap_or_default()
    };
    let page = StandingsPage {
        ctx: Ctx::new(director.as_ref()),
        game: game_label(event.game),
        rule: rule_label(event.revoke_rule),
        rule_text: describe(event.revoke_rule),
        season_url: season_url(&event.season),
        entered: data.results.len(),
        expected: event.boards() * event.rounds,
        ns: views(&|s| s.direction(Direction::Ns)),
        ew: views(&|s| s.direction(Direction::Ew)),
        overall: views(&|s| s.overall()),
        boards: (1..=event.boards()).collect(),
        law_error,
        event: data.event.clone(),
    };
    render(&page)
}

struct CardView {
    round: u32,
    table: u32,
    board: u32,
    board_url: String,
    opponent: String,
    opponent_names: String,
    score: String,
    average: String,
    plus_minus: Option<PlusMinus>,
    running: String,
}

#[derive(Template)]
#[template(path = "standings/card.html")]
struct CardPage {
    ctx: Ctx,
    event: Event,
    direction: &'static str,
    pair: u32,
    names: String,
    lines: Vec<CardView>,
    standing: Option<PairView>,
    law_error: Option<String>,
}

async fn card_page(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<(i64, String, u32)>,
) -> Result<web::Html, AppError> {
    let (id, dir, pair) = path.into_inner();
    let direction = match dir.as_str() {
        "ns" => Direction::Ns,
        "ew" => Direction::Ew,
        _ => return Err(AppError::NotFound),
    };
    let data = load_event(&state, id).await?;
    let event = &data.event;
    if pair == 0 || pair > event.tables {
        return Err(AppError::NotFound);
    }
    let movement = event.movement()?;
    let (lines, standing, law_error) =
        match tournament::standings(event, &data.pairs, &data.results) {
            Ok(s) => {
                let lines = tournament::score_card(&movement, &s, &data.pairs, direction, pair);
                let standing = s
                    .pairs
                    .iter()
                    .find(|p| p.direction == direction && p.pair == pair)
                    .map(|p| pair_view(event.id, p));
                (lines, standing, None)
            }
            Err(e) => (Vec::new(), None, Some(e.to_string())),
        };
    let opposite = match direction {
        Direction::Ns => "E-W",
        Direction::Ew => "N-S",
    };
    let card_view = |l: &CardLine| CardView {
        round: l.round,
        table: l.table,
        board: l.board,
        board_url: format!("/events/{}/boards/{}", event.id, l.board),
        opponent: format!("{opposite} {}", l.opponent),
        opponent_names: l.opponent_names.clone(),
        score: l.score.map(show).unwrap_or_default(),
        average: l.average.map(two_decimals).unwrap_or_default(),
        plus_minus: l.plus_minus.map(plus_minus),
        running: signed(l.running),
    };
    let page = CardPage {
        ctx: Ctx::new(director.as_ref()),
        direction: direction_label(direction),
        pair,
        names: tournament::names_of(&data.pairs, direction, pair),
        lines: lines.iter().map(card_view).collect(),
        standing,
        law_error,
        event: data.event.clone(),
    };
    render(&page)
}

struct SeasonLink {
    label: String,
    url: String,
    events: u32,
}

#[derive(Template)]
#[template(path = "standings/seasons.html")]
struct SeasonsPage {
    ctx: Ctx,
    seasons: Vec<SeasonLink>,
}

async fn seasons_page(
    state: web::Data<AppState>,
    director: Option<Director>,
) -> Result<web::Html, AppError> {
    let seasons = db(&state, |pool| {
        crate::db::read(pool, crate::db::events::seasons)
    })
    .await?;
    render(&SeasonsPage {
        ctx: Ctx::new(director.as_ref()),
        seasons: seasons
            .into_iter()
            .map(|(label, events)| SeasonLink {
                url: season_url(&label),
                label,
                events,
            })
            .collect(),
    })
}

struct SeasonView {
    rank_aggregate: u32,
    name: String,
    evenings: u32,
    aggregate: PlusMinus,
    mean: PlusMinus,
    rank_mean: u32,
}

struct EventLink {
    id: i64,
    name: String,
    date: String,
    is_final: bool,
}

#[derive(Template)]
#[template(path = "standings/season.html")]
struct SeasonPage {
    ctx: Ctx,
    label: String,
    csv_url: String,
    events: Vec<EventLink>,
    rows: Vec<SeasonView>,
    provisional: Vec<String>,
    refused: Vec<(String, String)>,
}

/// The season's events and table; [`AppError::NotFound`] for a season with no events.
pub async fn load_season(
    state: &web::Data<AppState>,
    label: String,
) -> Result<(Vec<Event>, SeasonTable), AppError> {
    let data = db(state, move |pool| {
        crate::db::read(pool, |c| store::season_data(c, &label))
    })
    .await?;
    let table = tournament::season_table(&data)
        .map_err(|e| AppError::Conflict(format!("The season cannot be added up: {e}")))?;
    Ok((data.into_iter().map(|d| d.event).collect(), table))
}

async fn season_page(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let label = path.into_inner();
    let (events, table) = load_season(&state, label.clone()).await?;
    let view = |r: &SeasonRow| SeasonView {
        rank_aggregate: r.rank_aggregate,
        name: r.name.clone(),
        evenings: r.evenings,
        aggregate: plus_minus(r.aggregate),
        mean: plus_minus(r.mean),
        rank_mean: r.rank_mean,
    };
    render(&SeasonPage {
        ctx: Ctx::new(director.as_ref()),
        csv_url: format!("{}.csv", season_url(&label)),
        label,
        events: events
            .iter()
            .map(|e| EventLink {
                id: e.id,
                name: e.name.clone(),
                date: e.date.format("%Y-%m-%d").to_string(),
                is_final: e.is_final(),
            })
            .collect(),
        rows: table.rows.iter().map(view).collect(),
        provisional: table.provisional,
        refused: table.refused,
    })
}

/// A CSV download; `name` is the suggested file name, kept to safe characters.
fn csv_response<R: Serialize>(rows: &[R], name: &str) -> Result<HttpResponse, AppError> {
    let body = crate::export::to_csv(rows)
        .map_err(|e| AppError::Conflict(format!("The CSV could not be written: {e}")))?;
    let file: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '-'
            }
        })
        .collect();
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{file}\""),
        ))
        .body(body))
}

fn law_refusal(e: crate::laws::LawError) -> AppError {
    AppError::Conflict(format!(
        "The standings cannot be worked out until a result is corrected: {e}"
    ))
}

async fn standings_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let data = load_event(&state, path.into_inner()).await?;
    let scored =
        tournament::standings(&data.event, &data.pairs, &data.results).map_err(law_refusal)?;
    csv_response(
        &tournament::standings_csv(&scored),
        &format!("event-{}-standings.csv", data.event.id),
    )
}

async fn results_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let data = load_event(&state, path.into_inner()).await?;
    // The entries are worth having even when the law refuses them: that is how one finds the
    // wrong one.
    let scored = tournament::standings(&data.event, &data.pairs, &data.results).ok();
    let lines = tournament::result_lines(&data.results, scored.as_ref());
    csv_response(
        &tournament::results_csv(&lines),
        &format!("event-{}-results.csv", data.event.id),
    )
}

async fn season_csv(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let label = path.into_inner();
    let (_, table) = load_season(&state, label.clone()).await?;
    csv_response(
        &tournament::season_csv(&table.rows),
        &format!("season-{label}.csv"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_the_plus_minus_like_the_book() {
        let above = plus_minus(Q::new(25, 7));
        assert_eq!(
            (above.text.as_str(), above.class),
            ("+3.57 above average", "plus")
        );
        let below = plus_minus(Q::new(-1, 2));
        assert_eq!(
            (below.text.as_str(), below.class),
            ("\u{2212}0.50 below average", "minus")
        );
        assert_eq!(plus_minus(Q::new(1, 1000)).class, "");
    }

    #[test]
    fn encodes_labels_for_links() {
        assert_eq!(season_url("1927"), "/seasons/1927");
        assert_eq!(season_url("Winter 1927/28"), "/seasons/Winter%201927%2F28");
    }
}
