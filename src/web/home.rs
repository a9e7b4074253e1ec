//! The front page: the club's events, newest first, and the sample club for a first visit.

use actix_web::{HttpResponse, web};
use askama::Template;

use super::events::game_label;
use super::{AppError, AppState, Ctx, Director, db, render, see_other};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(home))
        .route("/demo", web::post().to(load_demo));
}

struct EventRow {
    id: i64,
    name: String,
    date: String,
    game: &'static str,
    is_final: bool,
}

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: Ctx,
    events: Vec<EventRow>,
}

async fn home(
    state: web::Data<AppState>,
    director: Option<Director>,
) -> Result<web::Html, AppError> {
    let events = db(&state, |pool| {
        crate::db::read(pool, crate::db::events::list)
    })
    .await?;
    render(&HomePage {
        ctx: Ctx::new(director.as_ref()),
        events: events
            .into_iter()
            .map(|e| EventRow {
                id: e.id,
                game: game_label(e.game),
                date: e.date.format("%Y-%m-%d").to_string(),
                is_final: e.is_final(),
                name: e.name,
            })
            .collect(),
    })
}

async fn load_demo(
    state: web::Data<AppState>,
    _director: Director,
) -> Result<HttpResponse, AppError> {
    db(&state, crate::demo::load).await?;
    Ok(see_other("/"))
}
