//! Events: creating one, its page, seating members in pairs, the printed movement, and result
//! entry, either by slip (one table's boards in one round) or by traveller (one board).

mod arrows;
mod assign;
mod by_hand;
mod codes;
mod create;
mod fields;
mod fouled;
mod import;
mod individual;
mod page;
mod pairs;
mod print;
mod print_travellers;
mod said;
mod slip;
mod team_board;
mod teams;
mod traveller;

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::NaiveDate;
use serde::Deserialize;

pub use codes::{code_slip_form, code_slip_save};

use super::roles::Scorer;
use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, render_status,
    see_other, write_form, write_form_batched,
};
use crate::db::DbError;
use crate::db::events::{self as store, AuctionEntry, Event, LogEntry, NewEvent, Pair, Status};
use crate::db::results::{self, Change, NewResult, Stored};
use crate::exact::show;
use crate::laws::duplicate::{Direction, Entry, Game, Revoke, RevokeRule};
use crate::laws::duplicate_auction::Caps;
use crate::movement::mitchell::Seating;
use crate::movement::plan::{Kind, Movement};

/// Result entry, which a whole room posts to at once. Registered before every other route (see
/// `web::configure`): actix tries routes in order, matching each pattern with a regex, so the
/// busiest path should not pay for every pattern ahead of it.
/// The event a result entry is checked against, with the plain generation it was read at: kept
/// until a write other than a result entry (the director reshapes it, marks it final), so an
/// entry neither reads nor decodes it. The action that saves the entry uses it only if that
/// generation has not moved by then ([`entry_event_in`]).
pub(super) async fn entry_event(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<(u64, std::sync::Arc<Event>), AppError> {
    // Read before the data, so the kept row is never newer than its generation says.
    let plain = state.pool.plain_generation();
    if let Some(event) = state.entry_events.get(id, plain) {
        return Ok((plain, event));
    }
    let event = std::sync::Arc::new(
        db(state, move |pool| {
            crate::db::read(pool, |c| store::get(c, id))
        })
        .await?,
    );
    state
        .entry_events
        .put(id, plain, std::sync::Arc::clone(&event));
    Ok((plain, event))
}

/// Inside the entry's action: the kept event if no other write came since it was read (the
/// action holds the writer, so none can come while it runs), or the event read again.
pub(super) fn entry_event_in(
    tx: &rusqlite::Transaction<'_>,
    pool: &crate::db::Pool,
    (plain, kept): &(u64, std::sync::Arc<Event>),
) -> Result<std::sync::Arc<Event>, DbError> {
    match pool.plain_generation() == *plain {
        true => Ok(std::sync::Arc::clone(kept)),
        false => Ok(std::sync::Arc::new(store::get(tx, kept.id)?)),
    }
}

pub fn entry_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/events/{id}/boards/{board}")
            .get(board_page)
            .post(enter_on_board),
    )
    .service(
        web::resource("/events/{id}/entry")
            .get(slip_form)
            .post(save_slip),
    );
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    // "/events/new" and "/events/import" first, so they are not read as an event id.
    import::routes(cfg);
    cfg.route("/events/new", web::get().to(new_form))
        .route("/events", web::post().to(create))
        .route("/events/{id}", web::get().to(show_event))
        .route("/events/{id}/final", web::post().to(mark_final))
        .route("/events/{id}/reopen", web::post().to(reopen))
        .service(
            web::resource("/events/{id}/pairs")
                .get(pairs_form)
                .post(save_pairs),
        )
        .service(
            web::resource("/events/{id}/teams")
                .get(teams::teams_form)
                .post(teams::save_teams),
        )
        .route("/events/{id}/print/{sheet}", web::get().to(print))
        .route(
            "/events/{id}/codes",
            web::post().to(codes::print_with_codes),
        )
        .route(
            "/events/{id}/corrections/{cid}/confirm",
            web::post().to(codes::confirm_correction),
        )
        .route(
            "/events/{id}/corrections/{cid}/dismiss",
            web::post().to(codes::dismiss_correction),
        )
        .route(
            "/events/{id}/boards/{board}/assign",
            web::post().to(assign::assign_score),
        )
        .route(
            "/events/{id}/boards/{board}/unassign",
            web::post().to(assign::unassign_score),
        )
        .route(
            "/events/{id}/boards/{board}/void",
            web::post().to(assign::void_board),
        )
        .route(
            "/events/{id}/results/{rid}/adjust",
            web::post().to(assign::adjust_result),
        )
        .route(
            "/events/{id}/absences",
            web::post().to(assign::save_absence),
        )
        .route("/events/{id}/results/{rid}", web::post().to(correct_result))
        .route(
            "/events/{id}/results/{rid}/delete",
            web::post().to(delete_result),
        )
        .route(
            "/events/{id}/results/{rid}/matchpoints",
            web::post().to(by_hand::set_matchpoints),
        );
}

const FINAL_MESSAGE: &str =
    "This event is final: re-open it first (on the event page) to change its results.";

/// The event's game for its pages, named as the new-event form's choices are (a bridge event is
/// an auction event by its storage, but not by its name), with how its results are entered.
pub fn event_game_label(event: &Event) -> &'static str {
    match (event.game, event.auction_entry) {
        _ if event.is_bridge() => "Duplicate contract bridge (today's scoring)",
        (Game::Whist, _) => "Duplicate whist (tricks)",
        (Game::Auction, AuctionEntry::Points) => {
            "Duplicate auction bridge (compass, entered by points)"
        }
        (Game::Auction, AuctionEntry::Contract) => {
            "Duplicate auction bridge (compass, scored by contract)"
        }
    }
}

/// How an auction event's results are entered, for its pages; None for whist.
pub fn auction_entry_label(event: &Event) -> Option<&'static str> {
    if event.is_bridge() {
        return Some(
            "By contract, declarer and tricks, scored by today's duplicate bridge table; each \
             board vulnerable as its number says",
        );
    }
    match (event.game, event.auction_entry, event.auction_caps) {
        (Game::Whist, _, _) => None,
        (Game::Auction, AuctionEntry::Points, _) => {
            Some("By points: each side's points on the board")
        }
        (Game::Auction, AuctionEntry::Contract, Caps::Kwc) => Some(
            "By contract, scored by the Laws of Duplicate Auction (KWC 1926): 125 for a game on the \
             board; declarer at most 500 and opponents 350 a board, honours on top (law 10)",
        ),
        (Game::Auction, AuctionEntry::Contract, Caps::None) => Some(
            "By contract, scored by the Laws of Duplicate Auction (KWC 1926): 125 for a game on the \
             board; no caps",
        ),
    }
}

pub fn rule_label(rule: RevokeRule) -> &'static str {
    match rule {
        RevokeRule::General => "General rule",
        RevokeRule::Pair => "Pair matches",
    }
}

/// The event's revoke rule for its pages: the Laws of Duplicate Whist's (Law X §4) bound a
/// whist event's revokes only; an auction or bridge event's revokes are points in its contract
/// scoring, and its pages do not speak of the whist law (issue 22 item 7).
pub fn event_rule_label(event: &Event) -> Option<&'static str> {
    (event.game == Game::Whist).then(|| rule_label(event.revoke_rule))
}

/// One line per rule for the new-event form.
fn rule_summary(rule: RevokeRule) -> &'static str {
    match rule {
        RevokeRule::General => {
            "Two tricks for the first revoke, one for each later; the revoking side scores no more \
             than the average at the other tables, but keeps the tricks won before its first revoke."
        }
        RevokeRule::Pair => {
            "Two tricks for the first revoke, one for each later; bounded by the best and worst \
             results at the other tables, shown as ±R."
        }
    }
}

/// "5–8" for a run of boards, else the list in the order played ("3, 4, 1, 2": a team
/// match's closed room, the boards crossing).
fn board_range(boards: &[u32]) -> String {
    match boards {
        [] => String::new(),
        [one] => one.to_string(),
        [first, .., last] if boards.windows(2).all(|w| w[1] == w[0] + 1) => {
            format!("{first}–{last}")
        }
        _ => boards
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", "),
    }
}

fn names_of(pairs: &[Pair], direction: Direction, pair: u32) -> String {
    crate::tournament::names_of(pairs, direction, pair)
}

/// The direction an E-W seat's pair is stored under: E-W in a Mitchell, N-S in one field
/// (a Howell's or a team match's pairs are one list, stored as N-S).
fn ew_key(movement: &Movement) -> Direction {
    if movement.single_field() {
        Direction::Ns
    } else {
        Direction::Ew
    }
}

/// The pairs sitting out (`db::events::sitting_out`), each under both directions in one field,
/// so that a seat of either side finds it.
fn sitting_out(event: &Event, pairs: &[Pair]) -> Vec<(Direction, u32)> {
    let mut out = store::sitting_out(pairs);
    if event.single_field() {
        let ew: Vec<_> = out.iter().map(|&(_, p)| (Direction::Ew, p)).collect();
        out.extend(ew);
    }
    out
}

/// Whether a seating has no slip because one of its pairs sits out, given the event's pairs
/// sitting out (`db::events::sitting_out`, read once for a whole schedule rather than per slip).
fn slip_sits_out(out: &[(Direction, u32)], s: &Seating) -> bool {
    out.contains(&(Direction::Ns, s.ns)) || out.contains(&(Direction::Ew, s.ew))
}

/// Why a seating has no slip: one of its pairs sits out (see `db::events::sitting_out`).
fn sit_out_text(event: &Event, pairs: &[Pair], round: u32, s: &Seating) -> Option<String> {
    let out = sitting_out(event, pairs);
    let single = event.single_field();
    let who: Vec<String> = [(Direction::Ns, s.ns), (Direction::Ew, s.ew)]
        .into_iter()
        .filter(|seat| out.contains(seat))
        .map(|(d, p)| {
            if event.movement == Kind::Individual {
                format!("player {p}")
            } else if single {
                format!("pair {p}")
            } else {
                format!("{} {p}", results::side(d))
            }
        })
        .collect();
    (!who.is_empty()).then(|| {
        format!(
            "{} sit{} out in round {round}: table {} has no slip this round.",
            who.join(" and "),
            if who.len() == 1 { "s" } else { "" },
            s.table
        )
    })
}

fn invalid(e: &DbError) -> Option<FieldErrors> {
    Option::<FieldErrors>::from(e)
}

use create::*;
use fields::*;
use page::*;
use pairs::*;
use print::*;
use said::*;
use slip::*;
use traveller::*;
