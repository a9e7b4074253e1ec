//! The director's import of a USEBIO file (docs/usebio.md "Import"): the file's text pasted
//! into a form, read and stored as a finished event in one transaction. A pasted textarea
//! rather than a file upload: a USEBIO file is text, a form post needs no new crate (a
//! multipart upload would need actix-multipart and its own limits), and a refused file comes
//! back in the form as it was pasted, with the element and line named.

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
    let xml = form.file;
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
