//! One error type for every handler, rendered in the site's layout.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use askama::Template;

use crate::db::DbError;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("That page does not exist.")]
    NotFound,
    #[error("Please log in as the director.")]
    LoginRequired,
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Conflict(String),
    #[error(transparent)]
    Db(#[from] DbError),
    #[error("render: {0}")]
    Render(#[from] askama::Error),
    #[error("csv: {0}")]
    Csv(#[from] csv::Error),
    /// A CSV or JSON export that could not be written.
    #[error("export: {0}")]
    Export(String),
    #[error("the worker was cancelled")]
    Blocking(#[from] actix_web::error::BlockingError),
}

impl AppError {
    /// Whether this failure is the database's, on the server's side (a full or failing disk, a
    /// file it may not write, the writer gone): the action's transaction was rolled back, so
    /// nothing of it was saved. Answered 503, and a form post with what was typed
    /// (`web::unsaved`).
    pub fn is_unsaved(&self) -> bool {
        matches!(
            self,
            AppError::Db(
                DbError::Sqlite(_) | DbError::Pool(_) | DbError::Batch(_) | DbError::ReadOnly(_)
            )
        )
    }
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    ctx: super::Ctx,
    title: &'a str,
    message: String,
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            AppError::NotFound | AppError::Db(DbError::NotFound) => StatusCode::NOT_FOUND,
            AppError::LoginRequired => StatusCode::SEE_OTHER,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Db(DbError::Invalid { .. } | DbError::Refused(_)) => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            AppError::Conflict(_) => StatusCode::CONFLICT,
            e if e.is_unsaved() => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Db(_)
            | AppError::Render(_)
            | AppError::Csv(_)
            | AppError::Export(_)
            | AppError::Blocking(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        if matches!(self, AppError::LoginRequired) {
            return super::see_other("/login");
        }
        let message = if self.is_unsaved() {
            tracing::error!(error = %self, "the database could not be read or written");
            "The server could not read or write its database just now (its disk may be full or \
             failing). If you were saving something, it was NOT saved: look at the page again \
             before sending it twice, and tell the director if this goes on."
                .to_owned()
        } else if status.is_server_error() {
            // Details go to the log, never to the page.
            tracing::error!(error = %self, "request failed");
            "Something went wrong on our side. If you were saving something, it may NOT have \
             been saved: look at the page again before sending it twice."
                .to_owned()
        } else {
            self.to_string()
        };
        page(status, message)
    }
}

/// The error page, falling back to plain text if even it cannot be rendered.
pub fn page(status: StatusCode, message: String) -> HttpResponse {
    let title = title_of(status);
    let body = ErrorPage {
        ctx: super::Ctx::default(),
        title,
        message: message.clone(),
    }
    .render();
    match body {
        Ok(html) => HttpResponse::build(status)
            .content_type("text/html; charset=utf-8")
            .body(html),
        Err(_) => HttpResponse::build(status)
            .content_type("text/plain; charset=utf-8")
            .body(message),
    }
}

/// What an error page is headed with: the trouble in words a person reads, not the status's
/// name in HTTP ("403 · Forbidden" was developer text).
fn title_of(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "That could not be read",
        403 => "Not allowed",
        404 => "This page is not here",
        409 => "Changed since you opened it",
        413 => "Too much sent at once",
        422 => "Not saved",
        429 => "Please wait a moment",
        503 => "Not saved: the server is in trouble",
        504 => "That took too long",
        _ => "Something went wrong",
    }
}

pub async fn not_found(_req: HttpRequest) -> HttpResponse {
    AppError::NotFound.error_response()
}
