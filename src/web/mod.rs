//! The web app. The only module that knows HTTP and templates.
//!
//! Each area registers its own routes (`routes(cfg)`); [`configure`] is the single route table
//! used by the server and by the tests alike.

pub mod api;
pub mod assets;
pub mod backup;
pub mod bin;
pub mod cache;
pub mod club;
pub mod codes;
pub mod confirm;
pub mod congress;
pub mod csrf;
pub mod edit;
pub mod error;
pub mod events;
pub mod flash;
pub mod freezeouts;
pub mod home;
pub mod ladders;
pub mod limits;
pub mod login;
pub mod member_edits;
pub mod members;
pub mod parties;
pub mod paths;
pub mod people;
mod players;
pub mod roles;
pub mod session;
pub mod standings;
pub mod tables;
pub mod throttle;
pub mod unsaved;
pub mod words;

use std::net::TcpListener;

use actix_web::dev::Server;
use actix_web::http::StatusCode;
use actix_web::{App, HttpServer, middleware, web};
use askama::Template;

use crate::db::{DbError, Pool};
pub use error::AppError;
pub use session::{Ctx, Director};

/// Largest form body: a traveller for a hundred tables fits with room to spare.
pub const FORM_LIMIT: usize = 256 * 1024;
/// Largest upload (a roster CSV).
pub const UPLOAD_LIMIT: usize = 1024 * 1024;

pub struct AppState {
    pub pool: Pool,
    pub pages: cache::Pages,
    /// Each event's results and standings at the pool's write generation.
    pub events: cache::Kept<standings::Loaded>,
    /// Each event's row at the pool's plain generation ([`Pool::plain_generation`]): what a
    /// result entry is checked against, kept through a night of entries.
    pub entry_events: cache::Kept<crate::db::events::Event>,
    pub sessions: session::Sessions,
    pub limits: limits::Limits,
    pub throttle: throttle::Throttle,
    pub options: Options,
    /// The club's settings once read (`club::settings`); replaced when the director saves.
    pub club: parking_lot::RwLock<Option<crate::club::settings::ClubSettings>>,
    /// Each skat congress with its sheets totalled, at the pool's write generation.
    pub congresses: congress::Congresses,
    /// Each party with its evening replayed, until the next write (`parties::load_evening`).
    pub parties: cache::Kept<(crate::db::parties::StoredParty, crate::evening::Evening)>,
}

/// How the server is run beyond its address: limits, and whether it is behind TLS
/// (`docs/operations.md`).
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub limits: limits::Limits,
    /// Mark the session cookie `Secure` (the site is served over HTTPS).
    pub secure_cookies: bool,
    /// Believe a reverse proxy's `X-Forwarded-For` / `X-Forwarded-Proto` / `Forwarded` headers:
    /// the client's address for login throttling, and HTTPS for the cookie.
    pub trust_proxy: bool,
}

/// The route table.
pub fn configure(cfg: &mut web::ServiceConfig) {
    // Framework-made refusals (a form too large, a path that is not a number, a bad query)
    // get the site's own error page instead of actix's plain text.
    cfg.app_data(
        web::FormConfig::default()
            .limit(FORM_LIMIT)
            .error_handler(|e, _| {
                let status = match e {
                    actix_web::error::UrlencodedError::Overflow { .. } => {
                        StatusCode::PAYLOAD_TOO_LARGE
                    }
                    _ => StatusCode::BAD_REQUEST,
                };
                refusal(e, status, "The form could not be read")
            }),
    )
    .app_data(web::PayloadConfig::default().limit(UPLOAD_LIMIT))
    .app_data(
        web::PathConfig::default()
            .error_handler(|e, _| refusal(e, StatusCode::NOT_FOUND, "That page does not exist")),
    )
    .app_data(
        web::QueryConfig::default().error_handler(|e, _| {
            refusal(e, StatusCode::BAD_REQUEST, "The address could not be read")
        }),
    );
    events::entry_routes(cfg);
    assets::routes(cfg);
    session::routes(cfg);
    login::routes(cfg);
    home::routes(cfg);
    events::routes(cfg);
    edit::routes(cfg);
    bin::routes(cfg);
    member_edits::routes(cfg);
    members::routes(cfg);
    standings::routes(cfg);
    players::routes(cfg);
    tables::routes(cfg);
    ladders::routes(cfg);
    club::routes(cfg);
    parties::routes(cfg);
    freezeouts::routes(cfg);
    congress::routes(cfg);
    api::routes(cfg);
    people::routes(cfg);
    codes::routes(cfg);
    backup::routes(cfg);
}

fn refusal(
    e: impl std::fmt::Display + std::fmt::Debug + 'static,
    status: StatusCode,
    what: &str,
) -> actix_web::Error {
    let response = error::page(status, format!("{what}: {e}."));
    actix_web::error::InternalError::from_response(e, response).into()
}

/// Builds the server on an already bound listener (port 0 in tests).
pub fn server(
    listener: TcpListener,
    pool: Pool,
    workers: Option<usize>,
) -> std::io::Result<Server> {
    server_with(listener, pool, workers, |_| {})
}

/// [`server`] with extra routes, for benchmarks that compare a page with a fixed body served by
/// the same stack.
pub fn server_with(
    listener: TcpListener,
    pool: Pool,
    workers: Option<usize>,
    extra: fn(&mut web::ServiceConfig),
) -> std::io::Result<Server> {
    server_with_options(listener, pool, workers, Options::default(), extra)
}

/// [`server_with`] with the limits and TLS options of `hoyle serve`.
pub fn server_with_options(
    listener: TcpListener,
    pool: Pool,
    workers: Option<usize>,
    options: Options,
    extra: fn(&mut web::ServiceConfig),
) -> std::io::Result<Server> {
    let limits = options.limits.clone();
    let state = web::Data::new(AppState {
        pool,
        pages: cache::Pages::default(),
        events: cache::Kept::default(),
        entry_events: cache::Kept::default(),
        sessions: session::Sessions::default(),
        limits: limits.clone(),
        throttle: throttle::Throttle::default(),
        options,
        club: parking_lot::RwLock::default(),
        congresses: congress::Congresses::default(),
        parties: cache::Kept::default(),
    });
    congress::warm(state.clone());
    let connections = limits::Connections::default();
    let cap = limits.connections_per_address;
    let mut server = HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .wrap(middleware::from_fn(flash::carry))
            .wrap(middleware::from_fn(csrf::refuse_cross_site))
            .wrap(middleware::DefaultHeaders::new()
                .add(("X-Content-Type-Options", "nosniff"))
                .add(("X-Frame-Options", "DENY"))
                .add(("Referrer-Policy", "same-origin"))
                .add(("Content-Security-Policy", "default-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'")))
            .wrap(middleware::from_fn(paths::canonical))
            .wrap(middleware::from_fn(limits::bounded))
            .configure(configure)
            .configure(extra)
            .default_service(web::to(error::not_found))
    })
    .on_connect(move |conn, data| connections.opened(conn, data, cap))
    .client_request_timeout(limits.headers)
    .keep_alive(limits.keep_alive)
    .client_disconnect_timeout(std::time::Duration::from_secs(1))
    .shutdown_timeout(5)
    .listen(listener)?;
    if let Some(n) = workers {
        server = server.workers(n);
    }
    Ok(server.run())
}

/// Runs database work off the async workers.
pub async fn db<T: Send + 'static>(
    state: &AppState,
    f: impl FnOnce(&Pool) -> Result<T, DbError> + Send + 'static,
) -> Result<T, AppError> {
    let pool = state.pool.clone();
    Ok(web::block(move || f(&pool)).await??)
}

/// Renders a page with status 200.
pub fn render(page: &impl Template) -> Result<web::Html, AppError> {
    Ok(web::Html::new(page.render()?))
}

/// Renders a page with the given status.
pub fn render_status(
    page: &impl Template,
    status: actix_web::http::StatusCode,
) -> Result<actix_web::HttpResponse, AppError> {
    Ok(actix_web::HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// Renders a form again with what was typed and the errors, with status 422.
pub fn render_invalid(page: &impl Template) -> Result<actix_web::HttpResponse, AppError> {
    render_status(page, actix_web::http::StatusCode::UNPROCESSABLE_ENTITY)
}

/// A CSV file to download, named `<stem>.csv`: anything in the stem but letters, digits and '-'
/// becomes '_', so no season or law name can break the header.
pub fn csv_file(stem: &str, body: impl Into<actix_web::web::Bytes>) -> actix_web::HttpResponse {
    let safe: String = stem
        .chars()
        .map(|c| match c.is_ascii_alphanumeric() || c == '-' {
            true => c,
            false => '_',
        })
        .collect();
    let safe = if safe.is_empty() {
        "export".into()
    } else {
        safe
    };
    actix_web::HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            actix_web::http::header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{safe}.csv\""),
        ))
        .body(Into::<actix_web::web::Bytes>::into(body))
}

/// The rows under their header as a CSV file to download (see [`csv_file`]).
pub fn csv_download<R: serde::Serialize>(
    stem: &str,
    header_row: &[&str],
    rows: &[R],
) -> Result<actix_web::HttpResponse, AppError> {
    Ok(csv_file(
        stem,
        crate::export::to_csv_with_header(header_row, rows)?,
    ))
}

/// Post/Redirect/Get: 303 to `location`.
pub fn see_other(location: &str) -> actix_web::HttpResponse {
    actix_web::HttpResponse::SeeOther()
        .insert_header((actix_web::http::header::LOCATION, location))
        .finish()
}

/// Errors to show at the fields of a form, in the order found.
#[derive(Debug, Default, Clone)]
pub struct FieldErrors(pub Vec<(String, String)>);

impl FieldErrors {
    pub fn add(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.0.push((field.into(), message.into()));
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The message for `field`, for templates: `{% if let Some(e) = errors.get("name") %}`.
    pub fn get(&self, field: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(f, _)| f == field)
            .map(|(_, m)| m.as_str())
    }
}

impl FieldErrors {
    /// Notes a form step's refusal under the field `name` gives it, and passes any other
    /// failure on. For use inside [`write_form`].
    pub fn note(
        &mut self,
        step: Result<(), DbError>,
        name: impl FnOnce(String) -> String,
    ) -> Result<(), DbError> {
        match step {
            Err(DbError::Invalid { field, message }) => {
                self.add(name(field), message);
                Ok(())
            }
            other => other,
        }
    }
}

/// Runs a form's steps in one transaction. A refused step is noted and the others still run, so
/// the form comes back with every refusal at once; if any step was refused, nothing is saved.
pub fn write_form(
    pool: &Pool,
    steps: impl FnOnce(&rusqlite::Transaction<'_>, &mut FieldErrors) -> Result<(), DbError>,
) -> Result<FieldErrors, DbError> {
    form_outcome(crate::db::write(pool, |tx| form_action(tx, steps)))
}

/// [`write_form`] as one action of a group commit ([`crate::db::write_batched`]), for the forms
/// a whole room submits at once: result entry.
pub async fn write_form_batched(
    pool: &Pool,
    steps: impl FnOnce(&rusqlite::Transaction<'_>, &mut FieldErrors) -> Result<(), DbError>
    + Send
    + 'static,
) -> Result<FieldErrors, DbError> {
    form_outcome(crate::db::write_batched(pool, move |tx| form_action(tx, steps)).await)
}

/// What a form's page says when its write failed on the server's side (a full disk, an I/O
/// error): the entry was **not** saved, and the form comes back with what was typed. Nothing is
/// claimed about the data beyond that; the failure itself goes to the log.
pub fn not_saved(e: &DbError, field: &str) -> FieldErrors {
    tracing::error!(error = %e, "a form's write failed");
    let mut errors = FieldErrors::default();
    errors.add(
        field,
        "This entry was NOT saved: the server could not write it to the database. What you \
         typed is still below; send it again, and tell the director if this happens twice.",
    );
    errors
}

/// The status for a form shown again: 422 when the input was refused, 503 when the write
/// failed ([`not_saved`]).
pub fn form_status(failed: bool) -> StatusCode {
    match failed {
        true => StatusCode::SERVICE_UNAVAILABLE,
        false => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// Runs the steps; any refusal fails the action, so that its changes are rolled back.
fn form_action(
    tx: &rusqlite::Transaction<'_>,
    steps: impl FnOnce(&rusqlite::Transaction<'_>, &mut FieldErrors) -> Result<(), DbError>,
) -> Result<(), DbError> {
    let mut refused = FieldErrors::default();
    match (steps(tx, &mut refused), refused.is_empty()) {
        (Ok(()), true) => Ok(()),
        // A step's own refusal after others were noted is one of several: keep them all.
        (Ok(()) | Err(DbError::Invalid { .. }), false) => Err(DbError::Refused(refused.0)),
        (Err(e), _) => Err(e),
    }
}

/// The refusals to show on the form, or the failure that is not about the form.
fn form_outcome(outcome: Result<(), DbError>) -> Result<FieldErrors, DbError> {
    match outcome {
        Ok(()) => Ok(FieldErrors::default()),
        Err(DbError::Refused(refused)) => Ok(FieldErrors(refused)),
        Err(DbError::Invalid { field, message }) => Ok(FieldErrors(vec![(field, message)])),
        Err(e) => Err(e),
    }
}

impl From<&DbError> for Option<FieldErrors> {
    fn from(e: &DbError) -> Self {
        match e {
            DbError::Invalid { field, message } => {
                Some(FieldErrors(vec![(field.clone(), message.clone())]))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    /// A season or law name cannot break the download's header, and the file keeps its `.csv`.
    #[test]
    fn a_csv_download_is_named_safely() {
        let reply = super::csv_file("ladder-piquet-Winter 1927/28", b"a\n".to_vec());
        let name = reply
            .headers()
            .get(actix_web::http::header::CONTENT_DISPOSITION)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        assert_eq!(
            name,
            "attachment; filename=\"ladder-piquet-Winter_1927_28.csv\""
        );
        let blank = super::csv_file("", Vec::new());
        assert!(
            blank
                .headers()
                .get(actix_web::http::header::CONTENT_DISPOSITION)
                .is_some_and(|v| v == "attachment; filename=\"export.csv\"")
        );
    }
}
