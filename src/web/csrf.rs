//! Cross-site request forgery: a state-changing request must come from our own pages.
//!
//! Browsers say where a request comes from in `Sec-Fetch-Site` (and in `Origin`); a POST from
//! another site is refused before any handler runs. A POST that says neither is refused too:
//! every browser we serve sends at least `Origin` on a form post, and scripts use the CLI.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode, header};
use actix_web::middleware::Next;

pub async fn refuse_cross_site(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    if is_safe(req.method()) || is_same_origin(&req) {
        return Ok(next.call(req).await?.map_into_boxed_body());
    }
    let response = super::error::page(
        StatusCode::FORBIDDEN,
        "This form was sent from another site (or without saying where from), so it was refused."
            .to_owned(),
    );
    Ok(req.into_response(response))
}

fn is_safe(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

fn is_same_origin(req: &ServiceRequest) -> bool {
    let headers = req.headers();
    if let Some(site) = headers.get("sec-fetch-site") {
        return matches!(site.to_str(), Ok("same-origin" | "none"));
    }
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return false;
    };
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        == Some(host)
}
