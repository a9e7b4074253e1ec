//! A player's results (issue 22 item 9): "Find a player's results" by name, and a player's
//! page with every event they played (a member by the roster, a visitor by the name typed in
//! the seat), each with the place, the score and the personal score card. Public, as the
//! standings are: it shows nothing the standings and cards do not.

use actix_web::web;
use askama::Template;
use serde::Deserialize;

use super::standings::{CardView, by_plus_minus, card_lines, load_event, method_figure};
use super::{AppError, AppState, Ctx, db, render};
use crate::db::events::{Event, Found, Player};
use crate::db::results;
use crate::tournament::above_below;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/players", web::get().to(search_page))
        .route("/players/member/{id}", web::get().to(member_page))
        .route("/players/visitor", web::get().to(visitor_page));
}

#[derive(Deserialize)]
struct NameQuery {
    #[serde(default)]
    name: String,
}

/// A name found, as the search lists it: the words, and the member's record or the visitor's
/// name for the player page's address.
struct FoundView {
    label: String,
    member: Option<i64>,
    visitor: String,
}

#[derive(Template)]
#[template(path = "players/search.html")]
struct SearchPage {
    ctx: Ctx,
    name: String,
    searched: bool,
    found: Vec<FoundView>,
    error: Option<&'static str>,
}

/// The longest name a search takes (a member's name is at most 80 characters).
const MAX_NAME: usize = 80;

async fn search_page(
    director: Option<super::roles::Scorer>,
    state: web::Data<AppState>,
    query: web::Query<NameQuery>,
) -> Result<actix_web::HttpResponse, AppError> {
    let name = query.into_inner().name.trim().to_owned();
    let ctx = super::roles::Scorer::ctx_of(director.as_ref());
    let error = if name.chars().count() > MAX_NAME {
        Some("Type at most 80 characters of the name.")
    } else {
        None
    };
    let found = if name.is_empty() || error.is_some() {
        Vec::new()
    } else {
        let text = name.clone();
        db(&state, move |pool| {
            crate::db::read(pool, |c| crate::db::events::search_players(c, &text))
        })
        .await?
    };
    // The whole name typed, of one player only: that player's page at once (issue 22).
    if let Some(at) = exact_match(&name, &found) {
        return Ok(super::see_other(&at));
    }
    super::render_status(
        &SearchPage {
            ctx,
            searched: !name.is_empty() && error.is_none(),
            name,
            found: found.iter().map(found_view).collect(),
            error,
        },
        actix_web::http::StatusCode::OK,
    )
}

/// The page of the one player found whose name is the words typed, in any order and case
/// aside ("knowles kathleen" for Kathleen Knowles); None when no one's is, or two players'
/// are (namesakes are listed to be chosen between).
fn exact_match(typed: &str, found: &[Found]) -> Option<String> {
    let mut words = crate::db::events::search_words(typed);
    words.sort();
    let exact: Vec<&Found> = found
        .iter()
        .filter(|f| {
            let name = match f {
                Found::Member { name, .. } | Found::Visitor(name) => name,
            };
            let mut theirs = crate::db::events::search_words(name);
            theirs.sort();
            !words.is_empty() && theirs == words
        })
        .collect();
    match exact.as_slice() {
        [Found::Member { id, .. }] => Some(format!("/players/member/{id}")),
        [Found::Visitor(name)] => Some(format!(
            "/players/visitor?{}",
            serde_html_form::to_string([("name", name)]).ok()?
        )),
        _ => None,
    }
}

fn found_view(f: &Found) -> FoundView {
    match f {
        Found::Member { id, name } => FoundView {
            label: name.clone(),
            member: Some(*id),
            visitor: String::new(),
        },
        Found::Visitor(name) => FoundView {
            label: format!("{name} (visitor)"),
            member: None,
            visitor: name.clone(),
        },
    }
}

/// One event of a player's page.
struct Played {
    event: Event,
    seat: String,
    partner: String,
    place: String,
    score: String,
    card_href: String,
    lines: Vec<CardView>,
    method_heading: String,
    plus_minus: bool,
}

#[derive(Template)]
#[template(path = "players/show.html")]
struct PlayerPage {
    ctx: Ctx,
    label: String,
    events: Vec<Played>,
    limit: usize,
}

async fn member_page(
    director: Option<super::roles::Scorer>,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    let member = db(&state, move |pool| {
        crate::db::read(pool, |c| crate::db::events::player_member(c, id))
    })
    .await?
    .ok_or(AppError::NotFound)?;
    let label = member;
    player_page(director, &state, Player::Member(id), label).await
}

async fn visitor_page(
    director: Option<super::roles::Scorer>,
    state: web::Data<AppState>,
    query: web::Query<NameQuery>,
) -> Result<web::Html, AppError> {
    let name = query.into_inner().name.trim().to_owned();
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return Err(AppError::NotFound);
    }
    let label = format!("{name} (visitor)");
    player_page(director, &state, Player::Visitor(name), label).await
}

async fn player_page(
    director: Option<super::roles::Scorer>,
    state: &AppState,
    player: Player,
    label: String,
) -> Result<web::Html, AppError> {
    let who = player.clone();
    let seats = db(state, move |pool| {
        crate::db::read(pool, |c| crate::db::events::seats_of(c, &who))
    })
    .await?;
    let mut events = Vec::with_capacity(seats.len());
    for (id, direction, pair) in seats {
        let l = load_event(state, id).await?;
        let row = l
            .standings
            .rows
            .iter()
            .find(|r| r.direction == direction && r.pair == pair);
        let single = l.event.single_field();
        let slug = crate::web::standings::direction_slug(direction);
        let partner = l
            .pairs
            .iter()
            .find(|p| p.direction == direction && p.pair == pair)
            .map(|p| {
                p.members
                    .iter()
                    .filter(|(m, _)| player != Player::Member(*m))
                    .map(|(_, n)| n.clone())
                    .chain(
                        p.visitors
                            .iter()
                            .filter(|v| player != Player::Visitor((*v).clone()))
                            .map(|v| format!("{v} (visitor)")),
                    )
                    .collect::<Vec<_>>()
                    .join(" & ")
            })
            .unwrap_or_default();
        let plus_minus = by_plus_minus(&l.event);
        let (method_heading, _) = crate::web::standings::method_words(&l.standings);
        events.push(Played {
            seat: if l.event.is_individual() {
                format!("player {pair}")
            } else if single {
                format!("pair {pair}")
            } else {
                format!("{} {pair}", results::side(direction))
            },
            partner,
            place: row
                .map(|r| {
                    if single {
                        format!("{} of the field", r.rank_overall)
                    } else {
                        format!(
                            "{} {}, {} overall",
                            r.rank_in_direction,
                            results::side(direction),
                            r.rank_overall
                        )
                    }
                })
                .unwrap_or_else(|| "no results yet".to_owned()),
            score: row
                .map(|r| {
                    if plus_minus && r.figure.is_none() {
                        above_below(r.plus_minus).0
                    } else {
                        format!("{} {}", method_heading, method_figure(r))
                    }
                })
                .unwrap_or_default(),
            card_href: format!("/events/{id}/pairs/{slug}/{pair}/card"),
            lines: card_lines(&l, direction, pair),
            method_heading,
            plus_minus,
            event: l.event.clone(),
        });
    }
    render(&PlayerPage {
        ctx: super::roles::Scorer::ctx_of(director.as_ref()),
        label,
        events,
        limit: crate::db::events::MAX_FOUND,
    })
}
