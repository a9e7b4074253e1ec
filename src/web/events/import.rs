//! The director's import of a USEBIO file (docs/usebio.md "Import"): a file chosen from the
//! computer, or its text pasted, read and stored as a finished event in one transaction. The
//! page's form is `multipart/form-data` (actix-multipart, the actix project's own reader, with
//! the body already bounded by `web::limits`); a plain form post of the text is taken too. A
//! refused file comes back in the form as text, with the element and line named.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::db::DbError;
use crate::db::import::Imported;
use crate::web::{
    AppError, AppState, Ctx, Director, FieldErrors, UPLOAD_LIMIT, db, render, render_invalid,
    see_other,
};

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/events/import")
            // A club's file is larger than an ordinary form; the upload limit bounds it.
            .app_data(
                web::FormConfig::default()
                    .limit(UPLOAD_LIMIT)
                    .error_handler(|e, _| {
                        AppError::BadRequest(format!(
                            "The pasted file could not be read ({e}). A file of up to 1 MB fits."
                        ))
                        .into()
                    }),
            )
            .get(form)
            .post(import),
    );
    cfg.service(web::resource("/events/import/file").post(upload));
}

#[derive(Template)]
#[template(path = "events/import.html")]
struct ImportPage {
    ctx: Ctx,
    xml: String,
    errors: FieldErrors,
    /// The event already stored under the file's name and date, linked beside the refusal.
    already: Option<crate::db::import::Existing>,
    /// "Import it again as a separate event" was ticked.
    again: bool,
}

#[derive(Debug, Default, Deserialize)]
struct ImportForm {
    /// The field is named as the refusals address it (`db::import::FIELD`).
    #[serde(default)]
    file: String,
    /// "Import it again as a separate event": any value is a tick.
    #[serde(default)]
    again: Option<String>,
}

async fn form(director: Director) -> Result<web::Html, AppError> {
    render(&ImportPage {
        ctx: Ctx::new(Some(&director)),
        xml: String::new(),
        errors: FieldErrors::default(),
        already: None,
        again: false,
    })
}

async fn import(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<ImportForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.into_inner();
    let again = form.again.is_some_and(|v| !v.is_empty());
    bring_in(state, director, form.file, again).await
}

/// The page's own form: a file chosen from the computer (`upload`) or, when none is, the text
/// pasted (`file`), sent as `multipart/form-data`. The body is already bounded by the upload
/// limit (`web::limits`), so each part is read whole.
async fn upload(
    state: web::Data<AppState>,
    director: Director,
    mut parts: actix_multipart::Multipart,
) -> Result<HttpResponse, AppError> {
    use futures_util::StreamExt;
    let unread = |e: actix_multipart::MultipartError| {
        AppError::BadRequest(format!(
            "The file could not be read ({e}). Please send it again."
        ))
    };
    let (mut chosen, mut pasted, mut again) = (Vec::new(), Vec::new(), false);
    while let Some(part) = parts.next().await {
        let mut part = part.map_err(unread)?;
        let name = part.name().unwrap_or_default().to_owned();
        let mut bytes = Vec::new();
        while let Some(chunk) = part.next().await {
            bytes.extend_from_slice(&chunk.map_err(unread)?);
        }
        match name.as_str() {
            "upload" => chosen = bytes,
            "file" => pasted = bytes,
            "again" => again = !bytes.is_empty(),
            _ => {}
        }
    }
    let xml = if chosen.is_empty() { pasted } else { chosen };
    bring_in(
        state,
        director,
        String::from_utf8_lossy(&xml).into_owned(),
        again,
    )
    .await
}

/// Reads `xml` and stores it as a finished event, or shows the page again with the refusal.
async fn bring_in(
    state: web::Data<AppState>,
    director: Director,
    xml: String,
    again: bool,
) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    let mut already = None;
    match crate::export::usebio::read::read(xml.as_bytes()) {
        Err(refusal) => errors.add(
            crate::db::import::FIELD,
            format!("The file was not imported: {refusal}."),
        ),
        Ok(file) => {
            let by = director.name.clone();
            let outcome = db(&state, move |pool| {
                crate::db::write(pool, |tx| crate::db::import::usebio(tx, &file, &by, again))
            })
            .await;
            match outcome {
                Ok(Imported::Event(id)) => return Ok(see_other(&format!("/events/{id}"))),
                Ok(Imported::Already(there)) => {
                    errors.add(
                        crate::db::import::FIELD,
                        format!(
                            "The file was not imported: {}.",
                            there.message("tick \"Import it again as a separate event\"")
                        ),
                    );
                    already = Some(there);
                }
                Err(AppError::Db(DbError::Invalid { message, .. })) => errors.add(
                    crate::db::import::FIELD,
                    format!("The file was not imported: {message}."),
                ),
                Err(e) => return Err(e),
            }
        }
    }
    render_invalid(&ImportPage {
        ctx: Ctx::new(Some(&director)),
        xml,
        errors,
        already,
        again,
    })
}
