//! The front page: the club's events, newest first, and the sample club for an empty one.

use actix_web::{HttpResponse, web};
use askama::Template;

use super::events::event_game_label;
use super::{AppError, AppState, Ctx, Director, db, render, see_other};
use crate::db::events::{self as store, Event};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(home))
        .route("/demo", web::post().to(load_demo));
}

struct EventLine {
    event: Event,
    game: &'static str,
}

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: Ctx,
    events: Vec<EventLine>,
}

async fn home(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
) -> Result<web::Html, AppError> {
    let events = db(&state, |pool| crate::db::read(pool, store::list)).await?;
    render(&HomePage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        events: events
            .into_iter()
            .map(|event| EventLine {
                game: event_game_label(&event),
                event,
            })
            .collect(),
    })
}

/// Loads the sample club; harmless if it is already there.
async fn load_demo(
    _director: Director,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    db(&state, crate::demo::load).await?;
    Ok(see_other("/"))
}
