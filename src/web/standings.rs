//! Standings, pair score cards and season tables, as pages and as CSV. The rows come from
//! [`crate::tournament`], shared with the JSON API and the CLI.

use std::sync::Arc;

mod card;
mod team;
mod team_page;
mod team_table;
use card::{CardPage, card_page};
pub use card::{CardView, ContractCells, by_plus_minus, card_lines, contract_cells};
pub use team_table::{named as team_named, team_rows};

use actix_web::{HttpResponse, web};
use askama::Template;

use super::events::{event_game_label, event_rule_label};
use super::{AppError, AppState, Ctx, db};
use crate::db::events::{self as store, Event, Pair};
use crate::db::results::{self, Stored};
use crate::exact::show;
use crate::laws::duplicate::{Direction, describe};
use crate::laws::duplicate_auction;
use crate::tournament::{self, EventStandings, StandingRow, above_below, two_decimals};

mod season;
pub use season::load_season;
use season::{season_csv, season_page, seasons_page};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/events/{id}/standings", web::get().to(standings_page))
        .route("/events/{id}/standings.csv", web::get().to(standings_csv))
        .route("/events/{id}/results.csv", web::get().to(results_csv))
        .route("/events/{id}/usebio.xml", web::get().to(usebio_xml))
        // The CSV before the page, which would otherwise read "3.csv" as a team's number.
        .route(
            "/events/{id}/teams/{team}.csv",
            web::get().to(team_page::team_csv),
        )
        .route(
            "/events/{id}/teams/{team}",
            web::get().to(team_page::team_page),
        )
        .route(
            "/events/{id}/pairs/{dir}/{n}/card",
            web::get().to(card_page),
        )
        .route("/seasons", web::get().to(seasons_page))
        // Before `/seasons/{label}`, which would otherwise read "Demo.csv" as a label.
        .route("/seasons/{label}.csv", web::get().to(season_csv))
        .route("/seasons/{label}", web::get().to(season_page))
        .route("/seasons/{label}/csv", web::get().to(season_csv));
}

/// An event with everything its standings need.
pub struct Loaded {
    pub event: Event,
    pub pairs: Vec<Pair>,
    pub results: Vec<Stored>,
    pub standings: EventStandings,
    /// A team match's named teams (none for another movement).
    pub teams: Vec<store::Team>,
    /// The law refused the stored results (it should not, as each was checked on entry): the
    /// page says so instead of failing.
    pub law_error: Option<String>,
}

/// The event's results and standings, computed once per write generation and shared by every
/// page that shows them.
pub async fn load_event(state: &AppState, id: i64) -> Result<Arc<Loaded>, AppError> {
    // The generation is read before the data, so a write during the load only makes the kept
    // value older than the next request's generation, never newer.
    let generation = state.pool.generation();
    if let Some(loaded) = state.events.get(id, generation) {
        return Ok(loaded);
    }
    let loaded = Arc::new(compute(state, id).await?);
    state.events.put(id, generation, Arc::clone(&loaded));
    Ok(loaded)
}

/// The event read and scored off the request workers (at the largest shape the scoring is some
/// tens of milliseconds).
async fn compute(state: &AppState, id: i64) -> Result<Loaded, AppError> {
    db(state, move |pool| {
        let ((event, pairs, results), assigned, teams) = crate::db::read(pool, |c| {
            Ok((
                store::load(c, id)?,
                crate::db::results::assigned::list(c, id)?,
                store::teams(c, id)?,
            ))
        })?;
        let (standings, law_error) =
            match tournament::standings_full(&event, &pairs, &results, &assigned) {
                Ok(s) => (s, None),
                Err(e) => {
                    tracing::warn!(event = id, error = %e, "stored results refused by the law");
                    (EventStandings::default(), Some(e.to_string()))
                }
            };
        Ok(Loaded {
            event,
            pairs,
            results,
            standings,
            teams,
            law_error,
        })
    })
    .await
}

pub fn direction_slug(direction: Direction) -> &'static str {
    match direction {
        Direction::Ns => "ns",
        Direction::Ew => "ew",
    }
}

/// One standings line as the page prints it.
pub struct Line {
    pub side: &'static str,
    pub slug: &'static str,
    pub pair: u32,
    pub names: String,
    pub boards: u32,
    pub score: String,
    pub average: String,
    pub plus_minus: String,
    pub class: &'static str,
    pub rank_in_direction: u32,
    pub rank_overall: u32,
    /// The places as printed: "2=" for a place shared with another line ([`with_places`]),
    /// else the bare number.
    pub place_in_direction: String,
    pub place_overall: String,
    /// The method's figure: "112 (58.33 %)" under matchpoints, "+7.50" IMPs or points.
    pub method_figure: String,
    /// The total pro-rated to the field's boards, when the club writes USEBIO totals so and it
    /// differs from the sum shown ("" otherwise).
    pub pro_rated: String,
    /// The players, each linking to their page (none where the line names a team).
    pub players: Vec<PlayerLink>,
}

/// A player named on a standings line: the name, and the member's record or the visitor's name
/// for the player page's address.
pub struct PlayerLink {
    pub name: String,
    pub member: Option<i64>,
    pub visitor: String,
}

/// The players of `pair`, each a link to the player page (issue 22 item 9), in seat order as
/// `Pair::names` (a mixed pair's lady first).
pub fn player_links(pair: &Pair) -> Vec<PlayerLink> {
    let members = pair.members.iter().map(|(id, name)| PlayerLink {
        name: name.clone(),
        member: Some(*id),
        visitor: String::new(),
    });
    let visitors = pair.visitors.iter().map(|v| PlayerLink {
        name: format!("{v} (visitor)"),
        member: None,
        visitor: v.clone(),
    });
    if pair.visitor_first {
        visitors.chain(members).collect()
    } else {
        members.chain(visitors).collect()
    }
}

/// The method's figure for a standings line.
pub fn method_figure(r: &StandingRow) -> String {
    match &r.figure {
        None => String::new(),
        Some(f) => match f.percent {
            Some(p) => format!("{} ({} %)", show(f.total), two_decimals(p)),
            None => crate::exact::show_signed(f.total),
        },
    }
}

/// The method's column heading and its sentence, when the event is not scored by the books'
/// plus/minus alone.
pub fn method_words(s: &EventStandings) -> (String, Option<String>) {
    match &s.method {
        None => (String::new(), None),
        Some(m) => {
            let heading = match m.method {
                crate::scoring::Method::Matchpoints => "Matchpoints (%)",
                crate::scoring::Method::PlusMinus => "With assigned scores",
                crate::scoring::Method::TotalPoints => "Points",
                _ => "IMPs",
            };
            (
                heading.to_owned(),
                Some(format!("{}: {}", m.method.name(), m.method.sentence())),
            )
        }
    }
}

/// `l`'s places marked "2=" where another of the event's `rows` shares them: each way among
/// its own direction's, overall among all (issue 22: a tie read "2", as if it were not one).
pub fn with_places(mut l: Line, rows: &[StandingRow], direction: Direction) -> Line {
    let shared = |rank: u32, count: usize| {
        if rank > 0 && count > 1 {
            format!("{rank}=")
        } else {
            rank.to_string()
        }
    };
    let each_way = rows
        .iter()
        .filter(|r| r.direction == direction && r.rank_in_direction == l.rank_in_direction)
        .count();
    let overall = rows
        .iter()
        .filter(|r| r.rank_overall == l.rank_overall)
        .count();
    l.place_in_direction = shared(l.rank_in_direction, each_way);
    l.place_overall = shared(l.rank_overall, overall);
    l
}

fn line(r: &StandingRow) -> Line {
    let (plus_minus, class) = above_below(r.plus_minus);
    Line {
        side: results::side(r.direction),
        slug: direction_slug(r.direction),
        pair: r.pair,
        names: r.names.clone(),
        boards: r.boards,
        score: show(r.score),
        average: two_decimals(r.average),
        plus_minus,
        class,
        rank_in_direction: r.rank_in_direction,
        rank_overall: r.rank_overall,
        place_in_direction: r.rank_in_direction.to_string(),
        place_overall: r.rank_overall.to_string(),
        method_figure: method_figure(r),
        pro_rated: String::new(),
        players: Vec::new(),
    }
}

#[derive(Template)]
#[template(path = "standings/show.html")]
struct StandingsPage {
    ctx: Ctx,
    event: Event,
    game: &'static str,
    /// A whist event's revoke rule (None for an auction or bridge event).
    rule: Option<&'static str>,
    rule_text: &'static str,
    /// Scored by the books' plus/minus: the plus/minus column is the event's own.
    plus_minus: bool,
    law_error: Option<String>,
    /// For an auction entered by contract: KWC law 11's balance, Σ plus + Σ excess = Σ minus.
    balance: Option<String>,
    /// "N-S 2's total includes 50 taken for passing board 5 on fouled (KWC law 4d)", one for
    /// each pair a fouled board's 50 was taken from.
    fouled: Vec<String>,
    ns: Vec<Line>,
    ew: Vec<Line>,
    overall: Vec<Line>,
    boards: Vec<u32>,
    method_heading: String,
    method_text: Option<String>,
    /// A team match's teams by victory points (none for another event).
    teams: Vec<team_table::TeamLine>,
    /// The club's name for the page's head, as the printed sheets have it; empty for none.
    club: String,
}

async fn standings_page(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    // The generation is read before the data, so a write during the load only makes the kept
    // page older than the next request's generation, never newer.
    let generation = state.pool.generation();
    let key = format!("standings/{id}/{:?}", director.as_ref().map(|d| &d.name));
    if let Some(page) = state.pages.get_text(&key, generation) {
        return Ok(web::Html::new(page));
    }
    let l = load_event(&state, id).await?;
    let s = &l.standings;
    let l_single = l.event.single_field();
    let l_teams = &l.teams;
    let individual = l.event.is_individual();
    let (method_heading, method_text) = method_words(s);
    // Pro-rated totals are what the club's USEBIO files say: shown beside the sum where they
    // differ, so a figure the federation prints can be found here.
    let club = super::club::settings(&state).await?;
    let pro_rate = club.usebio_total == crate::club::settings::UsebioTotal::ProRated;
    let field = tournament::field_boards(&s.rows);
    let pairs = &l.pairs;
    let line = |r: &StandingRow| {
        let mut l = with_places(line(r), &s.rows, r.direction);
        l.players = pairs
            .iter()
            .find(|p| p.direction == r.direction && p.pair == r.pair)
            .map(player_links)
            .unwrap_or_default();
        let p = r.pro_rated(field);
        if pro_rate && p != r.total() {
            l.pro_rated = two_decimals(p);
        }
        l
    };
    let page = StandingsPage {
        method_heading,
        method_text,
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        game: event_game_label(&l.event),
        rule: event_rule_label(&l.event),
        plus_minus: by_plus_minus(&l.event),
        rule_text: describe(l.event.revoke_rule),
        law_error: l.law_error.clone(),
        balance: contract_balance(&l.event, &l.results),
        fouled: fouled_notes(&l.results, l_single),
        ns: s.direction(Direction::Ns).into_iter().map(line).collect(),
        ew: s.direction(Direction::Ew).into_iter().map(line).collect(),
        overall: s
            .overall()
            .into_iter()
            .map(line)
            .map(|mut l| {
                if s.method.as_ref().is_some_and(|m| m.method.is_team()) {
                    l.side = "Team";
                    // The team's own page: its players and matches (its card is linked there).
                    l.slug = "team";
                    if let Some(t) = l_teams.iter().find(|t| t.team == l.pair) {
                        l.names = format!("{}: {}", t.name, t.names());
                    }
                    l.players.clear();
                } else if individual {
                    l.side = "Player";
                } else if l_single {
                    l.side = "Pair";
                }
                l
            })
            .collect(),
        boards: (1..=l.event.boards()).collect(),
        teams: team_table::team_lines(&l),
        event: l.event.clone(),
        club: club.name,
    }
    .render()?;
    state.pages.put(key, generation, page.clone());
    Ok(web::Html::new(page))
}

/// Each pair whose total has a fouled board's 50 taken from it (KWC law 4d), by board.
fn fouled_notes(results: &[Stored], single_field: bool) -> Vec<String> {
    let mut notes = Vec::new();
    let mut marked: Vec<&Stored> = results
        .iter()
        .filter(|r| r.passed_fouled.is_some())
        .collect();
    marked.sort_by_key(|r| (r.board, r.ns));
    for r in marked {
        let Some(by) = r.passed_fouled else { continue };
        for (d, pair) in [(Direction::Ns, r.ns), (Direction::Ew, r.ew)] {
            if !by.includes(d) {
                continue;
            }
            let who = match single_field {
                true => format!("Pair {pair}"),
                false => format!("{} {pair}", crate::db::results::side(d)),
            };
            notes.push(format!(
                "{who}'s total includes {} taken for passing board {} on fouled (KWC law 4d)",
                crate::laws::duplicate::fouled::PASSED_FOULED,
                r.board
            ));
        }
    }
    notes
}

/// KWC law 11 (seed 001 L3383–3388): the excess column added to the plus strikes the balance
/// with the minus, over every board entered by contract.
fn contract_balance(event: &Event, results: &[Stored]) -> Option<String> {
    // Today's bridge has no caps, so no excess and no balance to strike.
    if !event.by_contract() || event.is_bridge() {
        return None;
    }
    let scores: Vec<_> = results
        .iter()
        .filter_map(|r| r.contract)
        .map(|c| duplicate_auction::score(&c, event.auction_caps))
        .collect();
    Some(duplicate_auction::totals(&scores).balance.describe())
}

async fn standings_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let l = load_event(&state, path.into_inner()).await?;
    let teams = team_rows(&l);
    if !teams.is_empty() {
        // A team match's standings are its teams by victory points.
        return super::csv_download(
            &format!("standings-{}", l.event.id),
            &tournament::TEAM_STANDINGS_CSV_HEADER,
            &tournament::team_standings_csv(&teams, |t| team_table::named(&l, t)),
        );
    }
    super::csv_download(
        &format!("standings-{}", l.event.id),
        &tournament::STANDINGS_CSV_HEADER,
        &tournament::event_standings_csv(&l.event, &l.standings),
    )
}

async fn results_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    // Kept until the next write, as the APIs keep their JSON: 36,000 lines at the largest
    // shape took most of a hundred milliseconds to write out again for each download.
    let body = kept_body(&state, format!("results.csv/{id}"), id, |l| {
        Ok(crate::export::to_csv_with_header(
            &tournament::RESULTS_CSV_HEADER,
            &tournament::result_lines(&l.standings, &l.results),
        )?)
    })
    .await?;
    Ok(super::csv_file(&format!("results-{id}"), body))
}

/// A file made from an event's kept results (the results CSV, the API's JSON): kept as it was
/// made until the next write, and made off the request workers when it is not kept.
pub async fn kept_body(
    state: &AppState,
    key: String,
    id: i64,
    make: impl FnOnce(Arc<Loaded>) -> Result<Vec<u8>, AppError> + Send + 'static,
) -> Result<web::Bytes, AppError> {
    // Read before the data, so a kept body is never newer than its generation.
    let generation = state.pool.generation();
    if let Some(body) = state.pages.get(&key, generation) {
        return Ok(body);
    }
    let l = load_event(state, id).await?;
    let body = web::Bytes::from(web::block(move || make(l)).await??);
    state.pages.put(key, generation, body.clone());
    Ok(body)
}

/// The event as a USEBIO 1.2 file (docs/usebio.md), to download.
async fn usebio_xml(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let l = load_event(&state, path.into_inner()).await?;
    if let Some(why) = crate::export::usebio_refusal(&l.event) {
        return Err(AppError::Conflict(format!("No USEBIO file: {why}.")));
    }
    let club = super::club::settings(&state).await?;
    let numbers = super::db(&state, |pool| {
        crate::db::read(pool, crate::db::members::numbers)
    })
    .await?;
    let body = crate::export::usebio::write(&crate::export::usebio::Source {
        club: &club.name,
        event: &l.event,
        pairs: &l.pairs,
        results: &l.results,
        standings: &l.standings,
        numbers: &numbers,
        total: club.usebio_total,
    });
    Ok(HttpResponse::Ok()
        .content_type("application/xml; charset=utf-8")
        .insert_header((
            actix_web::http::header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"usebio-{}.xml\"", l.event.id),
        ))
        .body(body))
}
