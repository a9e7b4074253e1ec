//! The stylesheet, icon and the clock's small script, compiled into the binary so the program is one file to copy.

use actix_web::http::header;
use actix_web::{HttpResponse, web};

const APP_CSS: &str = include_str!("../../static/app.css");
const FAVICON: &str = include_str!("../../static/favicon.svg");
const CLOCK_JS: &str = include_str!("../../static/clock.js");

/// The stylesheet's address, with a digest of its content: a browser keeps it for a year and
/// still fetches the new one the moment a new version of Hoyle serves a different file.
pub fn stylesheet() -> &'static str {
    static URL: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        let digest = crate::auth::token_digest(APP_CSS);
        format!("/static/app.css?v={}", &digest[..12])
    });
    &URL
}

/// The freeze-out clock's countdown script's address, with a digest as the stylesheet's.
pub fn clock_script() -> &'static str {
    static URL: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        let digest = crate::auth::token_digest(CLOCK_JS);
        format!("/static/clock.js?v={}", &digest[..12])
    });
    &URL
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/static/app.css",
        web::get().to(|| async { asset(APP_CSS, "text/css; charset=utf-8") }),
    )
    .route(
        "/static/clock.js",
        web::get().to(|| async { asset(CLOCK_JS, "text/javascript; charset=utf-8") }),
    )
    .route(
        "/favicon.svg",
        web::get().to(|| async { asset(FAVICON, "image/svg+xml") }),
    );
}

fn asset(body: &'static str, content_type: &'static str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .body(body)
}
