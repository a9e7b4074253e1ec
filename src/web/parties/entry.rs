//! Entering a round: the director's page with every table, and one table's page for a phone.
//! Fields are named `t{table}_{what}`, and so are the refusals, so each comes back at its table.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{AppError, AppState, Ctx, FieldErrors, db, see_other};
use crate::db::parties::{self as store, StoredParty};
use crate::evening::Evening;
use crate::party::progression::LoneHands;
use crate::web::roles::Scorer;

use super::entry_form::{EntryTable, PartyGame, entry_table, field, parse_table};

#[derive(Template)]
#[template(path = "parties/round.html")]
pub struct RoundPage {
    ctx: Ctx,
    /// Where the form posts when not the director's own address (a table code's).
    pub(super) action: Option<String>,
    /// Said above the form (a table code's entry saved, or sent to the director).
    pub(super) notice: Option<String>,
    id: i64,
    name: String,
    round: u32,
    /// The phone's page: one table.
    single: Option<u32>,
    tables: Vec<EntryTable>,
    /// A games tally needs the points only to settle a tie at the bell (seed 001 L6463–6471).
    points_optional: bool,
    /// A tie at the bell scores half a game to each player (seed 001 L6469–6470), so "Won"
    /// may be left at "Tied at the bell".
    tie_halves: bool,
    /// Five hundred's set-backs may be entered below nothing (seed 001 L7390–7398).
    set_backs: bool,
    /// What the tables do at the bell, said on the page (seed 001 L6397–6404).
    bell_rule: &'static str,
    /// What ends a game at this kind (cinch's bell at 32, sixty-three's four hands).
    game_ends: Option<&'static str>,
    other_errors: Vec<String>,
    errors: FieldErrors,
}

pub(super) fn round_page(
    ctx: Ctx,
    p: &StoredParty,
    e: &Evening,
    single: Option<u32>,
    typed: &HashMap<String, String>,
    errors: FieldErrors,
) -> RoundPage {
    let lone = p.kind.counts_lone_hands() && e.party.settings().lone_hands != LoneHands::None;
    let tables = e
        .party
        .seating()
        .tables
        .iter()
        .filter(|t| single.is_none_or(|s| s == t.table))
        .map(|t| {
            let mut view = entry_table(t, e.entered.get(&t.table), typed, lone);
            view.label = super::views::table_label(e.party.settings(), t.table);
            let game = PartyGame::of(p);
            view.hands = super::hands::view(
                p.kind,
                t,
                e.entered.get(&t.table),
                typed,
                game.lone_at(t.table),
            );
            view
        })
        .collect();
    let other_errors = errors
        .0
        .iter()
        .filter(|(f, _)| !f.starts_with('t') || f == "table")
        .map(|(f, m)| format!("{f}: {m}"))
        .collect();
    RoundPage {
        ctx,
        action: None,
        notice: None,
        id: p.id,
        name: p.name.clone(),
        round: e.round(),
        single,
        tables,
        set_backs: p.settings.scoring.set_backs,
        game_ends: p.kind.game_ends(),
        bell_rule: if e.party.settings().book_pivot() {
            if e.round() > crate::party::progression::BOOK_PIVOT_RUBBERS {
                "The three rubbers that count are scored: the standings are final (seed 001 L2772–2780)."
            } else {
                "Enter each side's gross points for the rubber, \"points won without deducting the points lost\"; both partners score them (seed 001 L2772–2780)."
            }
        } else {
            match e.party.settings().scoring.at_bell() {
                crate::party::scoring::AtBell::StopNow => {
                    "At the bell play stops at once: enter the points as they stood; the hand in progress counts nothing."
                }
                crate::party::scoring::AtBell::FinishHand => {
                    "At the bell each table plays out the hand in progress: enter the points with that hand counted."
                }
            }
        },
        tie_halves: e.party.settings().scoring.tie == crate::party::scoring::TieRule::HalfGame,
        points_optional: matches!(
            e.party.settings().scoring.mode,
            crate::party::scoring::Mode::Games | crate::party::scoring::Mode::Stars
        ),
        other_errors,
        errors,
    }
}

/// The party and its evening as [`super::load_evening`] keeps them, a copy of its own (the
/// round form changes what it shows of them).
pub(super) async fn load(state: &AppState, id: i64) -> Result<(StoredParty, Evening), AppError> {
    Ok(std::sync::Arc::unwrap_or_clone(
        super::load_evening(state, id).await?,
    ))
}

pub(super) async fn round_form(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let (p, e) = load(&state, path.into_inner()).await?;
    if let Some(back) = ended(&p, &e) {
        return Ok(back);
    }
    super::super::render_status(
        &round_page(
            director.ctx(),
            &p,
            &e,
            None,
            &HashMap::new(),
            FieldErrors::default(),
        ),
        actix_web::http::StatusCode::OK,
    )
}

/// An ended party (or one that has played every round it was set to play) has no round left to enter: its forms send the hostess back to the party's
/// page, which says so, rather than offer a round that will never be played (issue 22).
fn ended(p: &StoredParty, e: &Evening) -> Option<HttpResponse> {
    p.closed_after(e)
        .map(|_| see_other(&format!("/parties/{}", p.id)))
}

pub(super) async fn table_form(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<(i64, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, table) = path.into_inner();
    let (p, e) = load(&state, id).await?;
    if let Some(back) = ended(&p, &e) {
        return Ok(back);
    }
    if !e.party.seating().tables.iter().any(|t| t.table == table) {
        return Err(AppError::NotFound);
    }
    super::super::render_status(
        &round_page(
            director.ctx(),
            &p,
            &e,
            Some(table),
            &HashMap::new(),
            FieldErrors::default(),
        ),
        actix_web::http::StatusCode::OK,
    )
}

/// Reads and stores the typed tables; blank tables are left for later unless `single` names
/// the one table that must be given.
async fn enter(
    state: web::Data<AppState>,
    director: Scorer,
    id: i64,
    single: Option<u32>,
    typed: HashMap<String, String>,
) -> Result<HttpResponse, AppError> {
    let (p, e) = load(&state, id).await?;
    let game = PartyGame::of(&p);
    let mut errors = FieldErrors::default();
    let round = match typed.get("round").map(|s| s.trim().parse::<u32>()) {
        Some(Ok(r)) => r,
        _ => {
            errors.add("round", "which round? reload the page");
            0
        }
    };
    let mut results = Vec::new();
    for t in e
        .party
        .seating()
        .tables
        .iter()
        .filter(|t| single.is_none_or(|s| s == t.table))
    {
        match parse_table(t, &typed, &game, &mut errors) {
            Some(r) => results.push(r),
            None if single.is_some() => errors.add(
                field(t.table, "winner"),
                "who won? enter the table's result",
            ),
            None => {}
        }
    }
    if single.is_none() && results.is_empty() && errors.is_empty() {
        errors.add("round", "no table's result was typed");
    }
    // What the save says it saved, kept before the results go to the write.
    let results_saved = results.clone();
    // Whether the write itself failed (a full disk, an I/O error): the round's form comes back
    // as typed, saying it was NOT saved (issue 13), rather than the site's error page.
    let mut failed = false;
    if errors.is_empty() {
        let by = director.name.clone();
        // The tables the form showed blank: one entered since is not overwritten unseen.
        let blank: Vec<u32> = results
            .iter()
            .map(|r| r.table)
            .filter(|&t| typed.get(&field(t, "new")).is_some_and(|v| v == "1"))
            .collect();
        let written = db(&state, move |pool| {
            super::super::write_form(pool, |tx, errors| {
                let sender = store::Sender::Scorer { blank: &blank };
                match store::enter_round(tx, id, round, &results, &sender, &by) {
                    Ok(store::Entered::First(first)) => {
                        for (table, who) in first {
                            errors.add(field(table, "table"), entered_first(table, &who));
                        }
                        Ok(())
                    }
                    done => errors.note(done.map(|_| ()), |f| f),
                }
            })
        })
        .await;
        errors = match written {
            Ok(refused) => refused,
            Err(AppError::Db(e)) if !matches!(e, crate::db::DbError::NotFound) => {
                failed = true;
                super::super::not_saved(&e, "round")
            }
            Err(e) => return Err(e),
        };
    }
    if errors.is_empty() {
        // The round is complete when nothing is left waiting: the room wants the next seating.
        let said = super::said::tables_saved(round, &results_saved);
        let (_, after) = load(&state, id).await?;
        let next = if after.round() > round {
            format!("/parties/{id}/seating")
        } else if single.is_some() {
            format!("/parties/{id}")
        } else {
            format!("/parties/{id}/round")
        };
        return Ok(crate::web::flash::saved(&next, &said));
    }
    super::said::round_refused(&errors);
    let (p, e) = if round != 0 && round < e.round() {
        (p, e)
    } else {
        load(&state, id).await?
    };
    super::super::render_status(
        &round_page(director.ctx(), &p, &e, single, &typed, errors),
        super::super::form_status(failed),
    )
}

/// What a scorer is told of a table entered by `who` after the form showed it blank: the form
/// comes back with what was typed and the table now marked entered, so saving again corrects it.
fn entered_first(table: u32, who: &str) -> String {
    format!(
        "{who} entered table {table}'s result after you opened this form, and it differs from \
         yours. Nothing was saved. The table is now marked entered: check it with {who}, and \
         enter the round again to replace that result with what you typed."
    )
}

pub(super) async fn enter_round(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    enter(state, director, path.into_inner(), None, form.into_inner()).await
}

pub(super) async fn enter_table(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<(i64, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, table) = path.into_inner();
    enter(state, director, id, Some(table), form.into_inner()).await
}
