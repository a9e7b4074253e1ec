//! The director's "Download a backup" page: the whole database as one SQLite file, taken with
//! SQLite's online backup while the club keeps entering results, and checked before it is sent.

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{AppError, AppState, Ctx, Director, db, render};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/backup", web::get().to(page))
        .route("/backup/download", web::get().to(download));
}

#[derive(Template)]
#[template(path = "backup.html")]
struct BackupPage {
    ctx: Ctx,
}

async fn page(director: Director) -> Result<web::Html, AppError> {
    render(&BackupPage {
        ctx: Ctx::new(Some(&director)),
    })
}

async fn download(
    _director: Director,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let bytes = db(&state, |pool| {
        // A folder of its own in the temporary folder, which only this user may open (the
        // copy holds every member and login), removed once read.
        let dir = std::env::temp_dir().join(format!(
            "hoyle-backup-{}",
            &crate::auth::random_token()[..16]
        ));
        let mut private = std::fs::DirBuilder::new();
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut private, 0o700);
        private
            .create(&dir)
            .map_err(|e| crate::db::DbError::Batch(e.to_string()))?;
        let path = dir.join("hoyle.db");
        let taken = crate::db::read(pool, |c| crate::db::backup::to_file(c, &path));
        let bytes = taken.and_then(|()| {
            std::fs::read(&path).map_err(|e| crate::db::DbError::Batch(e.to_string()))
        });
        let _ = std::fs::remove_dir_all(&dir);
        bytes
    })
    .await?;
    let name = format!(
        "hoyle-backup-{}.db",
        chrono::Utc::now().format("%Y-%m-%d-%H%M")
    );
    Ok(HttpResponse::Ok()
        .content_type("application/vnd.sqlite3")
        .insert_header((
            actix_web::http::header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{name}\""),
        ))
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .body(bytes))
}
