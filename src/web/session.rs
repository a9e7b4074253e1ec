//! Who is at the keyboard: the session a login starts (the login form is `web::login`), the
//! one-time setup link, and the request context every page's layout needs.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use actix_web::cookie::{Cookie, SameSite};
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::login::{too_many, wait_message};
use super::throttle::Keys;
use super::{AppError, AppState, FieldErrors, db, render, render_invalid};
use crate::auth::hash_password;
use crate::db::DbError;
use crate::db::auth as store;

pub const SESSION_COOKIE: &str = "hoyle_session";

/// A logged-in director. As an extractor it refuses (redirect to the login page) when nobody is
/// logged in, and with a page saying why when a scorer is; `Option<Director>` reads the same
/// without refusing. Scorers have their own extractor, `web::roles::Scorer`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Director {
    pub id: i64,
    pub name: String,
}

/// What the layout shows on every page.
#[derive(Debug, Clone, Default)]
pub struct Ctx {
    /// The name of whoever is logged in, director or scorer.
    pub director: Option<String>,
    /// Whether that login is a scorer's (who sees entry, not the director's controls).
    pub scorer: bool,
}

impl Ctx {
    pub fn new(director: Option<&Director>) -> Self {
        Ctx {
            director: director.map(|d| d.name.clone()),
            scorer: false,
        }
    }
    /// Whether the director's controls show: a director is logged in.
    pub fn is_director(&self) -> bool {
        self.director.is_some() && !self.scorer
    }
    /// Whether result entry shows: a director or a scorer is logged in.
    pub fn can_score(&self) -> bool {
        self.director.is_some()
    }
}

/// Sessions recently confirmed against the database. A director's phone posts a slip every
/// few seconds on a club night; asking the database who it is each time would double the work
/// of every entry. A session is re-checked after [`RECHECK`], or at its expiry if that comes
/// sooner; ending any session (a log out, a
/// log out everywhere) forgets every remembered one at once, so a session ended in the database
/// is never honoured from memory. Only this process ends sessions (ARCHITECTURE.md).
#[derive(Default)]
pub struct Sessions {
    /// Each session with whom it belongs to, until when it may be trusted, and its epoch.
    seen: Mutex<HashMap<String, (Person, Instant, u64)>>,
    /// Moves on whenever a session is ended; what was remembered before is not trusted.
    epoch: AtomicU64,
}

/// Whoever a session belongs to, director or scorer.
pub type Person = store::Director;

const RECHECK: Duration = Duration::from_secs(60);
/// Past this many remembered sessions the memory starts afresh (each is re-checked anyway).
const REMEMBERED: usize = 1024;

impl Sessions {
    fn recent(&self, token: &str) -> Option<Person> {
        let seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        let epoch = self.epoch.load(Ordering::Acquire);
        seen.get(token)
            .filter(|(_, until, e)| Instant::now() < *until && *e == epoch)
            .map(|(d, _, _)| d.clone())
    }

    /// Remembers a session confirmed while the epoch was `epoch` (read before the database was
    /// asked, so a session ended meanwhile is not remembered as live), for [`RECHECK`] or until
    /// it expires (`expires_at`, as stored), whichever comes first.
    fn remember(&self, token: String, director: Person, epoch: u64, expires_at: &str) {
        let left = chrono::DateTime::parse_from_rfc3339(expires_at)
            .ok()
            .and_then(|at| {
                (at.with_timezone(&chrono::Utc) - chrono::Utc::now())
                    .to_std()
                    .ok()
            })
            .unwrap_or(Duration::ZERO);
        let mut seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        if seen.len() >= REMEMBERED {
            seen.clear();
        }
        seen.insert(token, (director, Instant::now() + left.min(RECHECK), epoch));
    }

    fn epoch(&self) -> u64 {
        self.epoch.load(Ordering::Acquire)
    }

    /// Forgets every remembered session: one was ended, a password changed or a scorer
    /// removed.
    pub fn forget_all(&self) {
        let mut seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        self.epoch.fetch_add(1, Ordering::AcqRel);
        seen.clear();
    }
}

/// Whoever is logged in (director or scorer), or the refusal that sends them to log in.
pub fn person(req: &HttpRequest) -> Pin<Box<dyn Future<Output = Result<Person, AppError>>>> {
    let token = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned());
    let state = req.app_data::<web::Data<AppState>>().cloned();
    Box::pin(async move {
        let (Some(token), Some(state)) = (token, state) else {
            return Err(AppError::LoginRequired);
        };
        if let Some(person) = state.sessions.recent(&token) {
            return Ok(person);
        }
        let lookup = token.clone();
        let epoch = state.sessions.epoch();
        let session = db(&state, move |pool| {
            crate::db::read(pool, |c| store::session(c, &lookup))
        })
        .await?;
        let session = session.ok_or(AppError::LoginRequired)?;
        let person = session.director;
        state
            .sessions
            .remember(token, person.clone(), epoch, &session.expires_at);
        Ok(person)
    })
}

/// The refusal a scorer meets at a director's page or button.
pub const DIRECTOR_ONLY: &str = "Only the director may do this. You are logged in as a scorer: \
     you may enter and correct results, take party rounds and keep score pads, but not correct \
     a finished party round, change the roster or settings, finish, re-open or delete.";

impl FromRequest for Director {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let person = person(req);
        Box::pin(async move {
            let person = person.await?;
            match person.role {
                store::Role::Director => Ok(Director {
                    id: person.id,
                    name: person.name,
                }),
                store::Role::Scorer => Err(AppError::Forbidden(DIRECTOR_ONLY.to_owned())),
            }
        })
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/logout", web::post().to(logout))
        .route("/setup", web::get().to(setup_form))
        .route("/setup", web::post().to(setup));
}

#[derive(Deserialize)]
struct LogoutForm {
    /// Present (any value) to end every session of this director, on every device.
    #[serde(default)]
    everywhere: Option<String>,
}

async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: Option<web::Form<LogoutForm>>,
) -> Result<HttpResponse, AppError> {
    let everywhere = form.is_some_and(|f| f.everywhere.is_some());
    if let Some(token) = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned()) {
        db(&state, move |pool| {
            crate::db::write(pool, |tx| match everywhere {
                true => store::end_all_sessions(tx, &token),
                false => store::end_session(tx, &token),
            })
        })
        .await?;
        // After the database: a request between the two would otherwise remember the session
        // again from the database as it was.
        state.sessions.forget_all();
    }
    let mut gone = session_cookie(&req, &state, String::new());
    gone.make_removal();
    Ok(HttpResponse::SeeOther()
        .insert_header(("Location", "/"))
        .cookie(gone)
        .finish())
}

#[derive(Template)]
#[template(path = "setup.html")]
struct SetupPage {
    ctx: Ctx,
    token: String,
    name: String,
    errors: FieldErrors,
}

#[derive(Deserialize)]
struct SetupQuery {
    #[serde(default)]
    token: String,
}

#[derive(Deserialize)]
struct SetupForm {
    token: String,
    name: String,
    password: String,
    confirm: String,
}

async fn setup_form(
    state: web::Data<AppState>,
    query: web::Query<SetupQuery>,
) -> Result<web::Html, AppError> {
    let token = query.into_inner().token;
    let probe = token.clone();
    if !db(&state, move |pool| {
        crate::db::read(pool, |c| store::setup_token_is_valid(c, &probe))
    })
    .await?
    {
        return Err(AppError::Forbidden(SETUP_INVALID.to_owned()));
    }
    render(&SetupPage {
        ctx: Ctx::default(),
        token,
        name: String::new(),
        errors: FieldErrors::default(),
    })
}

async fn setup(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<SetupForm>,
) -> Result<HttpResponse, AppError> {
    let SetupForm {
        token,
        name,
        password,
        confirm,
    } = form.into_inner();
    let name = name.trim().to_owned();
    // The token is checked (against its stored digest, in constant time) before any password is
    // hashed, and wrong tokens are throttled: a guess costs the server next to nothing.
    let keys = Keys::setup(&super::limits::client_address(
        &req,
        state.options.trust_proxy,
    ));
    let page = |errors| SetupPage {
        ctx: Ctx::default(),
        token: token.clone(),
        name: name.clone(),
        errors,
    };
    if let Some(wait) = state.throttle.wait(&keys) {
        let mut errors = FieldErrors::default();
        errors.add("token", wait_message(wait));
        return too_many(&page(errors), wait);
    }
    let probe = token.clone();
    let valid = db(&state, move |pool| {
        crate::db::read(pool, |c| store::setup_token_is_valid(c, &probe))
    })
    .await?;
    if !valid {
        state.throttle.failed(&keys);
        let mut errors = FieldErrors::default();
        errors.add("token", SETUP_INVALID);
        return render_invalid(&page(errors));
    }
    let mut errors = FieldErrors::default();
    if let Some(message) = crate::text::name_problem(&name, 80) {
        errors.add("name", message);
    }
    super::people::password_errors(&state, &mut errors, &password, &name, Some(&confirm)).await?;
    if !errors.is_empty() {
        return render_invalid(&SetupPage {
            ctx: Ctx::default(),
            token,
            name,
            errors,
        });
    }
    let (t, n) = (token.clone(), name.clone());
    let device = super::login::device_cookie(&req);
    let claimed = db(&state, move |pool| {
        let hash =
            hash_password(&password).map_err(|e| DbError::invalid("password", e.to_string()))?;
        crate::db::write(pool, |tx| {
            let director = store::claim_setup(tx, &t, &n, &hash)?;
            super::login::grant(tx, director.id, device.as_deref())
        })
    })
    .await;
    match claimed {
        Ok(session) => {
            state.throttle.succeeded(&keys);
            Ok(super::login::logged_in_saying(
                &req,
                &state,
                session,
                &format!(
                    "Welcome, {name}: you are the club's director, logged in. Your name and \
                     password are saved; the People page adds scorers."
                ),
            ))
        }
        Err(AppError::Db(e @ DbError::Invalid { .. })) => {
            let errors = Option::<FieldErrors>::from(&e).unwrap_or_default();
            render_invalid(&SetupPage {
                ctx: Ctx::default(),
                token,
                name,
                errors,
            })
        }
        Err(e) => Err(e),
    }
}

const SETUP_INVALID: &str = "This setup link is not valid: a director already exists, the link \
    was mistyped, or it is more than a day old. A new link is printed on the console each time the \
    server starts with no director.";

/// The session cookie: `Secure` when the site is served over HTTPS (`--secure-cookies`, or a
/// trusted proxy saying the request came over HTTPS), and kept as long as the server keeps the
/// session.
pub(super) fn session_cookie(
    req: &HttpRequest,
    state: &AppState,
    token: String,
) -> Cookie<'static> {
    let options = &state.options;
    let secure = options.secure_cookies
        || (options.trust_proxy && req.connection_info().scheme() == "https");
    Cookie::build(SESSION_COOKIE, token)
        .path("/")
        .http_only(true)
        .secure(secure)
        .same_site(SameSite::Strict)
        .max_age(actix_web::cookie::time::Duration::days(store::SESSION_DAYS))
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn someone() -> Person {
        Person {
            id: 1,
            name: "Ada".into(),
            role: store::Role::Director,
        }
    }

    /// A session is trusted from memory until it is re-checked, and never past its expiry.
    #[test]
    fn a_remembered_session_is_not_trusted_past_its_expiry() {
        let sessions = Sessions::default();
        let at = |d: chrono::Duration| {
            (chrono::Utc::now() + d)
                .format("%Y-%m-%dT%H:%M:%SZ")
                .to_string()
        };
        sessions.remember("live".into(), someone(), 0, &at(chrono::Duration::days(7)));
        sessions.remember(
            "ended".into(),
            someone(),
            0,
            &at(-chrono::Duration::seconds(1)),
        );
        sessions.remember("garbled".into(), someone(), 0, "not a time");
        assert_eq!(sessions.recent("live"), Some(someone()));
        assert_eq!(sessions.recent("ended"), None);
        assert_eq!(sessions.recent("garbled"), None);
        sessions.forget_all();
        assert_eq!(sessions.recent("live"), None);
    }
}
