//! Progressive and pivot parties in the web app: making one (kind, the options the books leave
//! open, the guests with their tallies), entering each round's results (the whole room on one
//! page, or one table from a phone), the next seating for the room to read or to project, the
//! printed table cards and tallies, standings, prizes and Foster's public draw. Every rule is
//! the `evening` and `party` modules'; this module only reads forms and draws pages. One file a
//! page: `create` (the list and the new-party form), `show` (a party's page and its actions),
//! `entry` (a round's or a table's results), `standings` (cards, tallies, standings), `prizes`
//! (prizes, play-offs, Foster's draw), `correct` (a finished round's table put right), `rotations`; `views` holds the rows they share.

mod codes;
mod correct;
mod create;
mod entry;
mod entry_form;
mod hands;
mod prizes;
mod rotations;
mod said;
mod show;
pub(super) mod standings;
mod views;

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, see_other,
};
use crate::db::DbError;
use crate::db::parties::{self as store, NewGuest, NewParty, StoredParty};
use crate::evening::{self, CHOICES, Evening, Kind, PrizePlan, sheets};
use crate::party::Sex;
use crate::party::prizes::Deciders;
use crate::party::prizes::Tables;
pub use codes::{code_round_form, code_round_save};
use views::{AwardRow, GuestRow, HistoryView, StandingRow, TableCard, TallyCard};
pub use views::{SeatingPage, seating_page};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/parties", web::get().to(create::list))
        .route("/parties", web::post().to(create::create))
        .route("/parties/new", web::get().to(create::new_form))
        .route("/parties/rotations", web::get().to(rotations::rotations))
        .route("/parties/{id}", web::get().to(show::show))
        .route("/parties/{id}/round", web::get().to(entry::round_form))
        .route("/parties/{id}/round", web::post().to(entry::enter_round))
        .route("/parties/{id}/tables/{t}", web::get().to(entry::table_form))
        .route(
            "/parties/{id}/tables/{t}",
            web::post().to(entry::enter_table),
        )
        .route("/parties/{id}/seating", web::get().to(show::seating))
        .route("/parties/{id}/cards", web::get().to(standings::cards))
        .route(
            "/parties/{id}/standings",
            web::get().to(standings::standings),
        )
        .route(
            "/parties/{id}/standings.csv",
            web::get().to(standings::standings_csv),
        )
        .route("/parties/{id}/prizes", web::get().to(prizes::prizes))
        .route(
            "/parties/{id}/prizes.csv",
            web::get().to(prizes::prizes_csv),
        )
        .route("/parties/{id}/deciders", web::post().to(prizes::deciders))
        .route("/parties/{id}/draw", web::get().to(prizes::draw_page))
        .route("/parties/{id}/draw", web::post().to(prizes::draw))
        .route("/parties/{id}/guests", web::post().to(show::late_guest))
        .route("/parties/{id}/leavers", web::post().to(show::leaver))
        .route("/parties/{id}/codes", web::post().to(codes::print_codes))
        .route(
            "/parties/{id}/corrections/{cid}/confirm",
            web::post().to(codes::confirm_correction),
        )
        .route(
            "/parties/{id}/corrections/{cid}/dismiss",
            web::post().to(codes::dismiss_correction),
        )
        .route("/parties/{id}/end", web::post().to(show::end))
        .route("/parties/{id}/correct", web::get().to(correct::find))
        .route(
            "/parties/{id}/rounds/{r}/tables/{t}",
            web::get().to(correct::form),
        )
        .route(
            "/parties/{id}/rounds/{r}/tables/{t}",
            web::post().to(correct::save),
        );
}

async fn load(state: &AppState, id: i64) -> Result<StoredParty, AppError> {
    db(state, move |pool| {
        crate::db::read(pool, |c| store::load(c, id))
    })
    .await
}

/// A party and its evening replayed from its results (the seating, scores and standings the
/// pages show), kept until the next write (every phone in the room reloads the standings
/// between rounds) and otherwise read and replayed off the request workers: the largest
/// party's forty rounds take some milliseconds.
async fn load_evening(state: &AppState, id: i64) -> Result<Arc<(StoredParty, Evening)>, AppError> {
    // Read before the data, so a kept party is never newer than its generation.
    let generation = state.pool.generation();
    if let Some(kept) = state.parties.get(id, generation) {
        return Ok(kept);
    }
    let loaded = db(state, move |pool| {
        let p = crate::db::read(pool, |c| store::load(c, id))?;
        let e = p.evening()?;
        Ok(Arc::new((p, e)))
    })
    .await?;
    state.parties.put(id, generation, Arc::clone(&loaded));
    Ok(loaded)
}
