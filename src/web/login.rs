//! The login form, throttled so that nobody can lock a person out (issue 21): failures count
//! by name from one address and by address (`web::throttle`), and a browser that has logged in
//! as that name before carries a device cookie (OWASP's "device cookies"; `db::logins`), under
//! which alone its own failures count. Every refusal is noted for the director's People page.

use std::time::Duration;

use actix_web::cookie::SameSite;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Director, session_cookie};
use super::throttle::Keys;
use super::{AppError, AppState, Ctx, FieldErrors, db, render, render_invalid};
use crate::auth::verify_password;
use crate::db::auth as store;
use crate::db::logins;

/// The cookie that marks a browser as one that has logged in as its person before.
pub const DEVICE_COOKIE: &str = "hoyle_device";

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/login", web::get().to(login_form))
        .route("/login", web::post().to(login));
}

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    ctx: Ctx,
    name: String,
    errors: FieldErrors,
    /// Nobody can log in yet: the page says where the setup link is.
    no_director: bool,
}

#[derive(Deserialize)]
struct LoginForm {
    name: String,
    password: String,
}

async fn login_form(
    state: web::Data<AppState>,
    director: Option<Director>,
) -> Result<web::Html, AppError> {
    let exists = db(&state, |pool| crate::db::read(pool, store::has_director)).await?;
    render(&LoginPage {
        ctx: Ctx::new(director.as_ref()),
        name: String::new(),
        errors: FieldErrors::default(),
        no_director: !exists,
    })
}

/// A good login's session token and the browser's device token.
pub(super) struct Granted {
    session: String,
    device: String,
}

/// Starts a session for `person_id` and remembers this browser as theirs (renewing its device
/// cookie `device` if it is already theirs): a login, the setup link or a one-time link.
pub(super) fn grant(
    tx: &rusqlite::Transaction<'_>,
    person_id: i64,
    device: Option<&str>,
) -> crate::db::DbResult<Granted> {
    Ok(Granted {
        session: store::create_session(tx, person_id)?,
        device: logins::remember_device(tx, person_id, device)?,
    })
}

/// The device cookie this browser sent, if any.
pub(super) fn device_cookie(req: &HttpRequest) -> Option<String> {
    req.cookie(DEVICE_COOKIE).map(|c| c.value().to_owned())
}

async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<LoginForm>,
) -> Result<HttpResponse, AppError> {
    let LoginForm { name, password } = form.into_inner();
    let lookup = name.trim().to_owned();
    let address = super::limits::client_address(&req, state.options.trust_proxy);
    let cookie = device_cookie(&req);
    let probe = cookie.clone();
    let device = match probe {
        Some(token) => {
            db(&state, move |pool| {
                crate::db::read(pool, |c| logins::device(c, &token))
            })
            .await?
        }
        None => None,
    }
    // Known only for the name it logged in with.
    .filter(|d| d.name == lookup);
    let keys = match &device {
        Some(d) => Keys::device(&d.digest),
        None => Keys::login(&name, &address),
    };
    if let Some(wait) = state.throttle.wait(&keys) {
        let mut errors = FieldErrors::default();
        errors.add("password", wait_message(wait));
        let page = LoginPage {
            ctx: Ctx::default(),
            name,
            errors,
            no_director: false,
        };
        return too_many(&page, wait);
    }
    let known = device.is_some();
    let from = address.clone();
    let granted = db(&state, move |pool| {
        let found = crate::db::read(pool, |c| store::director_credentials(c, &lookup))?;
        // An unknown name is checked against a stand-in hash, so that it takes as long to
        // refuse as a known name with a wrong password and the time does not say which names
        // exist. A scorer invited by a link who has not chosen a password yet has an empty hash,
        // which no password matches and which would be refused without any hashing: the
        // stand-in is checked for them too.
        let (director, hash) = match &found {
            Some((director, hash)) if !hash.is_empty() => (Some(director), hash.as_str()),
            Some(_) | None => (None, crate::auth::stand_in_hash()),
        };
        match (verify_password(&password, hash), director) {
            (true, Some(director)) => {
                crate::db::write(pool, |tx| grant(tx, director.id, cookie.as_deref())).map(Some)
            }
            _ => {
                crate::db::write(pool, |tx| logins::note_refusal(tx, &lookup, &from, known))?;
                Ok(None)
            }
        }
    })
    .await?;
    match granted {
        Some(granted) => {
            state.throttle.succeeded(&keys);
            Ok(logged_in(&req, &state, granted))
        }
        None => {
            state.throttle.failed(&keys);
            let mut errors = FieldErrors::default();
            errors.add(
                "password",
                "That name and password do not match anyone who may log in.",
            );
            let page = LoginPage {
                ctx: Ctx::default(),
                name,
                errors,
                no_director: false,
            };
            render_invalid(&page)
        }
    }
}

/// To the home page with the session cookie (first) and the device cookie.
pub(super) fn logged_in(req: &HttpRequest, state: &AppState, granted: Granted) -> HttpResponse {
    let mut device = session_cookie(req, state, granted.device);
    device.set_name(DEVICE_COOKIE);
    device.set_same_site(SameSite::Strict);
    device.set_max_age(actix_web::cookie::time::Duration::days(logins::DEVICE_DAYS));
    HttpResponse::SeeOther()
        .insert_header(("Location", "/"))
        .cookie(session_cookie(req, state, granted.session))
        .cookie(device)
        .finish()
}

/// [`logged_in`] after a save (the first setup, a password chosen from a link): the home page
/// it lands on says `sentence` at its top (`web::flash`).
pub(super) fn logged_in_saying(
    req: &HttpRequest,
    state: &AppState,
    granted: Granted,
    sentence: &str,
) -> HttpResponse {
    let mut reply = logged_in(req, state, granted);
    super::flash::say(&mut reply, sentence);
    reply
}

/// Why a try was refused for now, and how long to wait.
pub(super) fn wait_message(wait: Duration) -> String {
    let seconds = super::throttle::seconds(wait);
    format!(
        "Too many wrong tries for this name or from this address. Wait {seconds} second{} and \
         try again.",
        if seconds == 1 { "" } else { "s" }
    )
}

/// The form again with status 429, the wait at its field, and `Retry-After`.
pub(super) fn too_many(page: &impl Template, wait: Duration) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::TooManyRequests()
        .insert_header(("Retry-After", super::throttle::seconds(wait).to_string()))
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}
