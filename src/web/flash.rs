//! The word at the top of a page after a save: what was saved, or what was refused.
//!
//! A save answers with a redirect (Post/Redirect/Get), so what it says has to outlive the
//! redirect without JavaScript: [`saved`] puts the sentence in a short-lived cookie, and
//! [`carry`] (a middleware around every request) hands that cookie's sentence to the page the
//! browser is sent to, then clears it once an HTML page has shown it. A refused form is not
//! redirected (it comes back with what was typed, 422): its handler calls [`refused`] before
//! rendering, and the same place at the top of the page lists each refusal, linked to the
//! message at its field. `base.html` reads both through [`now`], so every page shows them the
//! same way. The state lives in a task-local for the request: a handler's page is rendered on
//! the request's own task (print sheets rendered on the blocking pool have no form).

use std::cell::RefCell;

use actix_web::HttpResponse;
use actix_web::body::MessageBody;
use actix_web::cookie::{Cookie, SameSite, time::Duration};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;

use super::FieldErrors;

/// The cookie carrying a save's sentence across its redirect.
const COOKIE: &str = "hoyle_saved";
/// Longest sentence carried (a cookie is bounded; a sentence this long is cut at a word).
const LONGEST: usize = 600;

/// What the top of this request's page says.
#[derive(Debug, Clone, Default)]
pub struct Flash {
    /// What the save before this page saved.
    pub saved: Option<String>,
    /// What this page's form refused: the id of the message at the field, and the sentence.
    pub refused: Vec<(String, String)>,
}

tokio::task_local! {
    static FLASH: RefCell<Flash>;
}

/// This request's word at the top of its page (empty outside a request).
pub fn now() -> Flash {
    FLASH.try_with(|f| f.borrow().clone()).unwrap_or_default()
}

/// Whether this request's page says something of its own, so it must not be kept for others
/// (`web::cache::Pages`).
pub fn showing() -> bool {
    FLASH
        .try_with(|f| {
            let f = f.borrow();
            f.saved.is_some() || !f.refused.is_empty()
        })
        .unwrap_or(false)
}

/// A redirect after a save, carrying `sentence` to the top of the page it lands on.
pub fn saved(location: &str, sentence: &str) -> HttpResponse {
    let mut reply = super::see_other(location);
    say(&mut reply, sentence);
    reply
}

/// Adds `sentence` to a redirect after a save that sets cookies of its own (a login), for the
/// top of the page it lands on.
pub fn say(reply: &mut HttpResponse, sentence: &str) {
    let mut sentence = sentence.trim().to_owned();
    if sentence.len() > LONGEST {
        let cut = sentence[..LONGEST]
            .rfind(' ')
            .unwrap_or_else(|| sentence.floor_char_boundary(LONGEST));
        sentence.truncate(cut);
        sentence.push_str(" …");
    }
    let cookie = Cookie::build(COOKIE, sentence)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(Duration::minutes(2))
        .finish();
    // Percent-encoded, so a sentence's ';' or '£' cannot break the header; actix reads a
    // request's cookies percent-decoded.
    if let Ok(value) = header::HeaderValue::from_str(&cookie.encoded().to_string()) {
        reply.headers_mut().append(header::SET_COOKIE, value);
    }
}

/// Notes a form's refusals for the top of the page: each links to the message shown at its
/// field (`id`, as the form's template gives it) and reads as `name` labels it ("Board 3, N-S
/// tricks: …"). A book reference stays out of it: the message at the field keeps its fold.
pub fn refused(errors: &FieldErrors, name: impl Fn(&str) -> (String, String)) {
    let lines: Vec<(String, String)> = errors
        .0
        .iter()
        .map(|(field, message)| {
            let (id, label) = name(field);
            let words = super::words::said(message).words;
            let sentence = match label.is_empty() {
                true => words,
                false => format!("{label}: {words}"),
            };
            (id, sentence)
        })
        .collect();
    let _ = FLASH.try_with(|f| f.borrow_mut().refused = lines);
}

/// [`refused`] for a form whose messages sit at `error-{field}` and name their field already.
pub fn refused_plain(errors: &FieldErrors) {
    refused(errors, |field| (format!("error-{field}"), String::new()));
}

/// Runs a request with its page's word: the sentence a save's redirect left, cleared once an
/// HTML page (not another redirect, a form's answer, a stylesheet or a file) has shown it.
pub async fn carry(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    // Only a page the browser is sent to shows it: a form's own answer (a refusal) does not.
    let shown = req.method() == actix_web::http::Method::GET;
    let saved = req
        .cookie(COOKIE)
        .filter(|_| shown)
        .map(|c| c.value().trim().to_owned())
        .filter(|v| !v.is_empty());
    let carried = saved.is_some();
    let flash = RefCell::new(Flash {
        saved,
        refused: Vec::new(),
    });
    let mut res = FLASH.scope(flash, next.call(req)).await?;
    let html = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    let sets_again = res
        .response()
        .cookies()
        .any(|c| c.name() == COOKIE && !c.value().is_empty());
    if carried && html && !res.status().is_redirection() && !sets_again {
        let _ = res
            .response_mut()
            .add_removal_cookie(&Cookie::build(COOKIE, "").path("/").finish());
    }
    Ok(res)
}
