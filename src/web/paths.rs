//! One address per page: `/members/` and `/events//3` are sent on to `/members` and `/events/3`.
//!
//! A redirect rather than a rewrite keeps each page at one address (for bookmarks and the page
//! cache), and the check is two byte scans, where a rewrite on every request would not be free.

use actix_web::HttpResponse;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{StatusCode, header};
use actix_web::middleware::Next;

pub async fn canonical(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    let Some(path) = canonical_path(req.path()) else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let location = match req.query_string() {
        "" => path,
        query => format!("{path}?{query}"),
    };
    // 308 keeps the method and body, so a form posted to a slashed address still arrives.
    let response = HttpResponse::build(StatusCode::PERMANENT_REDIRECT)
        .insert_header((header::LOCATION, location))
        .finish();
    Ok(req.into_response(response))
}

/// The path without repeated or trailing slashes, when it has any.
fn canonical_path(path: &str) -> Option<String> {
    let untidy = path.contains("//") || (path.len() > 1 && path.ends_with('/'));
    if !untidy {
        return None;
    }
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    Some(format!("/{}", parts.join("/")))
}

#[cfg(test)]
mod tests {
    use super::canonical_path;

    #[test]
    fn tidy_paths_pass_and_untidy_ones_are_tidied() {
        assert_eq!(canonical_path("/"), None);
        assert_eq!(canonical_path("/events/3/boards/2"), None);
        assert_eq!(canonical_path("/members/").as_deref(), Some("/members"));
        assert_eq!(canonical_path("//events//3/").as_deref(), Some("/events/3"));
        assert_eq!(canonical_path("//").as_deref(), Some("/"));
    }
}
