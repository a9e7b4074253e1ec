//! The front page.

use actix_web::web;
use askama::Template;

use super::{AppError, Ctx, Director, render};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(home));
}

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: Ctx,
}

async fn home(director: Option<Director>) -> Result<web::Html, AppError> {
    render(&HomePage {
        ctx: Ctx::new(director.as_ref()),
    })
}
