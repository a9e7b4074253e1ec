//! The director's import of a USEBIO file (docs/usebio.md "Import"): the file's text pasted
//! into a form, read and stored as a finished event in one transaction. A pasted textarea
//! rather than a file upload: a USEBIO file is text, a form post needs no new crate (a
//! multipart upload would need actix-multipart and its own limits), and a refused file comes
//! back in the form as it was pasted, with the element and line named.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::db::DbError;
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
}

#[derive(Debug, Default, Deserialize)]
struct ImportForm {
    /// The field is named as the refusals address it (`db::import::FIELD`).
    #[serde(default)]
    file: String,
}

async fn form(director: Director) -> Result<web::Html, AppError> {
    render(&ImportPage {
        ctx: Ctx::new(Some(&director)),
        xml: String::new(),
        errors: FieldErrors::default(),
    })
}

async fn import(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<ImportForm>,
) -> Result<HttpResponse, AppError> {
    let xml = form.into_inner().file;
    let mut errors = FieldErrors::default();
    match crate::export::usebio::read::read(xml.as_bytes()) {
        Err(refusal) => errors.add(
            crate::db::import::FIELD,
            format!("The file was not imported: {refusal}."),
        ),
        Ok(file) => {
            let by = director.name.clone();
            let outcome = db(&state, move |pool| {
                crate::db::write(pool, |tx| crate::db::import::usebio(tx, &file, &by))
            })
            .await;
            match outcome {
                Ok(id) => return Ok(see_other(&format!("/events/{id}"))),
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
    })
}
