//! The stylesheet and icon, compiled into the binary so the program is one file to copy.

use actix_web::http::header;
use actix_web::{HttpResponse, web};

const APP_CSS: &str = include_str!("../../static/app.css");
const FAVICON: &str = include_str!("../../static/favicon.svg");

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/static/app.css",
        web::get().to(|| async { asset(APP_CSS, "text/css; charset=utf-8") }),
    )
    .route(
        "/favicon.svg",
        web::get().to(|| async { asset(FAVICON, "image/svg+xml") }),
    );
}

fn asset(body: &'static str, content_type: &'static str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(body)
}
