//! Deleting to the bin, and restoring from it (issue 12, item 3). Every delete asks once (see
//! `web::confirm`), then puts the thing in the bin with who and when: it leaves the home page,
//! the lists and the season tables at once. `/bin` lists what is there, for the director to
//! restore, with the recent edit log beneath.

use actix_web::{HttpResponse, web};
use askama::Template;

use super::confirm::{Ask, Confirm};
use super::{AppError, AppState, Ctx, Director, db, render, see_other};
use crate::db::bin::{self as store, Binned, Kind, Logged};

/// One delete handler per kind, so that the route table stays plain.
macro_rules! deleter {
    ($name:ident, $kind:expr) => {
        async fn $name(
            d: Director,
            s: web::Data<AppState>,
            p: web::Path<i64>,
            f: web::Form<Confirm>,
        ) -> Result<HttpResponse, AppError> {
            delete(d, s, p.into_inner(), f.into_inner(), $kind).await
        }
    };
}

deleter!(delete_event, Kind::Event);
deleter!(delete_party, Kind::Party);
deleter!(delete_table, Kind::Table);
deleter!(delete_night, Kind::Night);

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/events/{id}/delete", web::post().to(delete_event))
        .route("/parties/{id}/delete", web::post().to(delete_party))
        .route("/tables/{id}/delete", web::post().to(delete_table))
        .route("/nights/{id}/delete", web::post().to(delete_night))
        .route("/bin", web::get().to(bin_page))
        // Before the kinds' route, which would read "results" as a kind.
        .route("/bin/results/{id}/restore", web::post().to(restore_result))
        .route("/bin/{kind}/{id}/restore", web::post().to(restore));
}

/// What else goes with it, said on the confirmation page.
fn consequence(kind: Kind) -> &'static str {
    match kind {
        Kind::Event => "Its results leave the standings and the season table at once.",
        Kind::Party => "Its rounds, standings and prizes go with it.",
        Kind::Table => "Its deals leave the ledger and the ladders at once.",
        Kind::Night => "Its tables of play go with it, out of the ledger and the ladders.",
    }
}

async fn delete(
    director: Director,
    state: web::Data<AppState>,
    id: i64,
    confirm: Confirm,
    kind: Kind,
) -> Result<HttpResponse, AppError> {
    let found = db(&state, move |pool| {
        crate::db::read(pool, |c| store::label(c, kind, id))
    })
    .await?;
    let Some((label, binned)) = found else {
        return Err(AppError::NotFound);
    };
    if binned {
        return Ok(see_other("/bin"));
    }
    if !confirm.given() {
        let mut ask = Ask::new(
            format!("Delete {label}?"),
            format!(
                "{} It goes to the bin, from which the director can restore it.",
                consequence(kind)
            ),
            format!("/{}/{id}/delete", plural(kind)),
        );
        ask.button = "Yes, delete it".into();
        ask.cancel = kind.page(id);
        ask.danger = true;
        return ask.page(Ctx::new(Some(&director)));
    }
    let by = director.name.clone();
    db(&state, move |pool| {
        crate::db::write(pool, |tx| store::delete(tx, kind, id, &by))
    })
    .await?;
    Ok(see_other(&format!("/bin?deleted={}-{id}", kind.as_str())))
}

fn plural(kind: Kind) -> &'static str {
    match kind {
        Kind::Event => "events",
        Kind::Party => "parties",
        Kind::Table => "tables",
        Kind::Night => "nights",
    }
}

struct BinLine {
    what: &'static str,
    item: Binned,
    restore: String,
}

struct LogLine {
    entry: Logged,
    /// What was done, as a sentence: "Tuesday: Board 5 voided (average to both sides)".
    what: String,
}

/// A line of the edit log in words. A board voided, a result adjusted or corrected carry their whole
/// sentence (`db::results::void`); every other line is its kind, action, old and new.
fn log_words(e: &Logged) -> String {
    match (e.action.as_str(), &e.new) {
        ("board voided" | "result adjusted" | "result corrected", Some(said)) => said.clone(),
        _ => {
            let mut s = format!("{} {}", e.kind, e.action);
            if let Some(o) = &e.old {
                s.push_str(&format!("; was {o}"));
            }
            if let Some(n) = &e.new {
                s.push_str(&format!("; now {n}"));
            }
            s
        }
    }
}

/// A result in the bin, as the page lists it.
struct ResultLine {
    /// Its place in the bin: the row's anchor, which a refused restore links to.
    id: i64,
    event: String,
    event_page: String,
    what: String,
    by: String,
    at: String,
    restore: String,
}

#[derive(Template)]
#[template(path = "bin.html")]
struct BinPage {
    ctx: Ctx,
    lines: Vec<BinLine>,
    results: Vec<ResultLine>,
    log: Vec<LogLine>,
}

async fn bin_page(director: Director, state: web::Data<AppState>) -> Result<web::Html, AppError> {
    render(&the_bin(&director, &state).await?)
}

/// The bin and the recent changes, as the page shows them.
async fn the_bin(director: &Director, state: &AppState) -> Result<BinPage, AppError> {
    let (binned, results, log) = db(state, |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::list(c)?,
                crate::db::results::binned::list(c)?,
                store::recent(c, 50)?,
            ))
        })
    })
    .await?;
    // Every time a person reads is in the club's time zone, in words (issue 22 item 19).
    let club = crate::web::club::settings(state).await?;
    Ok(BinPage {
        ctx: Ctx::new(Some(director)),
        lines: binned
            .into_iter()
            .map(|mut item| {
                item.deleted_at = club.time(&item.deleted_at);
                BinLine {
                    what: item.kind.words(),
                    restore: format!("/bin/{}/{}/restore", item.kind.as_str(), item.id),
                    item,
                }
            })
            .collect(),
        log: log
            .into_iter()
            .map(|mut entry| {
                entry.at = club.time(&entry.at);
                LogLine {
                    what: log_words(&entry),
                    entry,
                }
            })
            .collect(),
        results: results
            .into_iter()
            .map(|r| ResultLine {
                id: r.id,
                event_page: format!("/events/{}/boards/{}", r.event_id, r.result.board),
                what: r.describe(),
                event: r.event_name,
                by: r.deleted_by,
                at: club.time(&r.deleted_at),
                restore: format!("/bin/results/{}/restore", r.id),
            })
            .collect(),
    })
}

/// Takes a result out of the bin, back to its board (refused in words when its place has been
/// taken since: `db::results::binned::restore`).
async fn restore_result(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let by = director.name.clone();
    let done = db(&state, move |pool| {
        crate::db::write(pool, |tx| crate::db::results::binned::restore(tx, id, &by))
    })
    .await;
    let restored = match done {
        Ok(r) => r,
        // Refused (its place taken, the event final): the bin again, saying why in words at
        // the top, and the result still in it (issue 22).
        Err(AppError::Db(crate::db::DbError::Invalid { message, .. })) => {
            let mut errors = super::FieldErrors::default();
            errors.add("restore", message);
            super::flash::refused(&errors, |_| {
                (
                    format!("binned-{id}"),
                    "This result was not restored".to_owned(),
                )
            });
            let page = the_bin(&director, &state).await?;
            return super::render_status(&page, actix_web::http::StatusCode::UNPROCESSABLE_ENTITY);
        }
        Err(e) => return Err(e),
    };
    let board = restored.board;
    let mut said = match &restored.replaced {
        Some(was) => format!(
            "Board {board}'s result restored from the bin, in place of the score it was given \
             ({was})."
        ),
        None => format!("Board {board}'s result restored from the bin."),
    };
    // One result comes back, not the void's whole set: the tables that never played the board
    // have no result to return to, so undoing a void table by table is the one way that loses
    // nothing. What stays assigned is said, so that the board is never half voided unawares.
    match restored.still_assigned {
        0 => {}
        1 => said.push_str(
            " One other table of this board keeps its assigned score; restore its result too, \
             or remove the assigned score on the board's page, to undo the rest.",
        ),
        n => said.push_str(&format!(
            " {n} other tables of this board keep their assigned score; restore their results \
             too, or remove the assigned scores on the board's page, to undo the rest."
        )),
    }
    Ok(super::flash::saved(
        &format!("/events/{}/boards/{board}", restored.event_id),
        &said,
    ))
}

async fn restore(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(String, i64)>,
) -> Result<HttpResponse, AppError> {
    let (kind, id) = path.into_inner();
    let kind = Kind::parse(&kind).ok_or(AppError::NotFound)?;
    let by = director.name.clone();
    db(&state, move |pool| {
        crate::db::write(pool, |tx| store::restore(tx, kind, id, &by))
    })
    .await?;
    Ok(see_other(&kind.page(id)))
}
