//! Skat congress tournaments in the web app (issue 14 item 4): the list and the form to make
//! one (`list`), a congress's own page with its players, series, draws and history (`show`), the
//! seating by lot of a series (`draw`), a table's score sheet with its entry (`sheet`) and its
//! table codes, with which a phone enters that sheet and nothing else (`codes`), the
//! standings anyone may read (`standings`, refreshing itself) and the prizes (`prizes`). Every
//! rule is the `congress` module's; every write is `db::congress`'s, one transaction each.
//!
//! What each page reads (issue 13): a table's sheet reads that table only; the congress page
//! and the seating read the seating and counts, no sheet; the standings, prizes and CSVs share
//! the whole congress with every sheet totalled ([`Assembled`], in `AppState::congresses`):
//! after a write it is brought up to date from the history, only the tables written since
//! totalled again (`db::congress::Totalled`); the history CSV grows by the lines since.

mod changes;
mod codes;
mod draw;
mod entry;
mod list;
mod prizes;
mod sheet;
mod show;
mod standings;

use std::collections::HashMap;
use std::sync::{Arc, OnceLock, PoisonError};

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid};
use crate::congress::sheet::TableSheet;
use crate::db::DbError;
use crate::db::congress::{self as store, StoredCongress};
use crate::laws::LawError;

pub use codes::{code_sheet_form, code_sheet_save};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/congresses", web::get().to(list::list))
        .route("/congresses", web::post().to(list::create))
        .route("/congresses/{id}", web::get().to(show::show))
        .route("/congresses/{id}/players", web::post().to(show::register))
        .route("/congresses/{id}/draw", web::post().to(show::draw))
        .route("/congresses/{id}/over", web::post().to(show::over))
        .route(
            "/congresses/{id}/series/{s}/draw",
            web::get().to(draw::draw_page),
        )
        .route(
            "/congresses/{id}/series/{s}/late",
            web::post().to(show::seat_late),
        )
        .route(
            "/congresses/{id}/series/{s}/codes",
            web::post().to(codes::print_codes),
        )
        .route(
            "/congresses/{id}/series/{s}/close",
            web::post().to(show::close),
        )
        .route(
            "/congresses/{id}/series/{s}/tables/{t}",
            web::get().to(sheet::sheet),
        )
        .route(
            "/congresses/{id}/series/{s}/tables/{t}/deals",
            web::post().to(entry::save_deal),
        )
        .route(
            "/congresses/{id}/series/{s}/tables/{t}/deals/last",
            web::post().to(entry::remove_last_deal),
        )
        .route(
            "/congresses/{id}/series/{s}/tables/{t}/totals",
            web::post().to(entry::save_totals),
        )
        .route(
            "/congresses/{id}/series/{s}/tables/{t}/plays",
            web::post().to(entry::add_play),
        )
        .route(
            "/congresses/{id}/series/{s}/tables/{t}/fines",
            web::post().to(entry::add_fine),
        )
        .route(
            "/congresses/{id}/series/{s}/tables/{t}/fines/{f}/withdraw",
            web::post().to(entry::withdraw_fine),
        )
        .route(
            "/congresses/{id}/standings",
            web::get().to(standings::standings),
        )
        .route(
            "/congresses/{id}/standings.csv",
            web::get().to(standings::standings_csv),
        )
        .route(
            "/congresses/{id}/sheets.csv",
            web::get().to(standings::sheets_csv),
        )
        .route(
            "/congresses/{id}/deals.csv",
            web::get().to(standings::deals_csv),
        )
        .route("/congresses/{id}/prizes", web::get().to(prizes::prizes))
        .route(
            "/congresses/{id}/prizes.csv",
            web::get().to(prizes::prizes_csv),
        )
        .route(
            "/congresses/{id}/history.csv",
            web::get().to(show::history_csv),
        );
}

/// Each prize list (None for one over every series) with its awards.
type Awarded = Vec<(Option<u32>, crate::party::skat_league::Awards)>;

/// A whole congress with every table's sheets totalled and the entries of the standings: what
/// the standings, prizes and CSVs show. `stored` is the seating (players, series, seats; no
/// sheet); each table's sheet is in `tables`, kept between writes (`db::congress::Totalled`).
pub struct Assembled {
    pub stored: StoredCongress,
    pub tables: std::collections::BTreeMap<(u32, u32), Arc<store::KeptTable>>,
    pub entries: Vec<crate::congress::standings::Entry>,
    pub refused: Vec<(u32, u32, crate::laws::LawError)>,
    totalled: store::Totalled,
    /// Worked out on the first page that needs them.
    prizes: OnceLock<Result<Awarded, String>>,
}

impl Assembled {
    fn of(totalled: store::Totalled) -> Assembled {
        let (entries, refused) = totalled.entries();
        Assembled {
            stored: totalled.seating.clone(),
            tables: totalled.tables.clone(),
            entries,
            refused,
            totalled,
            prizes: OnceLock::new(),
        }
    }

    /// A table's sheets as kept.
    pub fn sheet(&self, series: u32, table: u32) -> Option<&Result<TableSheet, LawError>> {
        self.totalled.sheet(series, table)
    }

    pub fn prizes(&self) -> &Result<Awarded, String> {
        self.prizes.get_or_init(|| {
            let k = &self.stored.congress;
            crate::congress::standings::prizes(&k.settings, &self.entries, k.prize_seed)
                .map_err(|e| format!("{}: {}", e.field, e.message))
        })
    }
}

/// Each congress's [`Assembled`] with the write generation it was last found current at.
/// Unlike an event's kept results it is not thrown away when the generation moves on: it is
/// brought up to date from the congress's history, re-totalling only the tables written since.
#[derive(Default)]
pub struct Congresses {
    kept: std::sync::Mutex<HashMap<i64, (u64, Arc<Assembled>)>>,
    /// The history CSV of each congress as text, with the history line it ends at and the time
    /// zone its times are written in: only the lines after it are added.
    history: std::sync::Mutex<HashMap<i64, KeptHistory>>,
}

/// A history CSV kept: the last history line it holds, the time zone its times are in, its text.
type KeptHistory = (i64, chrono_tz::Tz, Arc<str>);

/// How many congresses are kept (each some megabytes at the largest shape).
const CONGRESSES: usize = 4;

impl Congresses {
    fn get(&self, id: i64) -> Option<(u64, Arc<Assembled>)> {
        let kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.get(&id).map(|(g, a)| (*g, Arc::clone(a)))
    }

    fn put(&self, id: i64, generation: u64, value: Arc<Assembled>) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.len() >= CONGRESSES && !kept.contains_key(&id) {
            kept.clear();
        }
        // A slower refresh that read an older moment never replaces a newer one.
        if let Some((_, old)) = kept.get(&id)
            && old.totalled.mark > value.totalled.mark
        {
            return;
        }
        kept.insert(id, (generation, value));
    }

    /// The history CSV kept for a congress: the last line it holds, its time zone, its text.
    fn history(&self, id: i64) -> Option<KeptHistory> {
        let kept = self.history.lock().unwrap_or_else(PoisonError::into_inner);
        kept.get(&id).cloned()
    }

    fn keep_history(&self, id: i64, mark: i64, zone: chrono_tz::Tz, text: Arc<str>) {
        let mut kept = self.history.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.len() >= CONGRESSES && !kept.contains_key(&id) {
            kept.clear();
        }
        if kept.get(&id).is_some_and(|(m, _, _)| *m > mark) {
            return;
        }
        kept.insert(id, (mark, zone, text));
    }
}

/// The whole congress with every sheet totalled (off the request workers): as kept while no
/// write was made; after a write, the kept one brought up to date from the history since
/// (only the tables written are totalled again), or read afresh when none is kept.
async fn assembled(state: &AppState, id: i64) -> Result<Arc<Assembled>, AppError> {
    // The generation is read before the data, so a write during the load only makes the kept
    // value older than the next request's generation, never newer.
    let generation = state.pool.generation();
    let before = state.congresses.get(id);
    if let Some((g, kept)) = &before
        && *g == generation
    {
        return Ok(Arc::clone(kept));
    }
    let made = db(state, move |pool| {
        let base = before.as_ref().map(|(_, a)| &a.totalled);
        let fresh = crate::db::read(pool, |c| store::Totalled::refresh(c, id, base))?;
        Ok(match (fresh, before) {
            (Some(t), _) => Arc::new(Assembled::of(t)),
            (None, Some((_, kept))) => kept,
            (None, None) => Arc::new(Assembled::of(crate::db::read(pool, |c| {
                store::Totalled::read(c, id)
            })?)),
        })
    })
    .await?;
    state.congresses.put(id, generation, Arc::clone(&made));
    Ok(made)
}

/// Totals each congress still in play once as the server starts, on a thread of its own, and
/// keeps it: the first standings or prizes after a restart then find it kept and bring it up to
/// date from the history like any other, instead of reading and totalling every sheet on the
/// request (some 90 ms at the largest shape). A request that comes first totals it itself.
pub fn warm(state: web::Data<AppState>) {
    let spawned = std::thread::Builder::new()
        .name("hoyle-warm".into())
        .spawn(move || {
            let ids = crate::db::read(&state.pool, |c| store::in_play(c, CONGRESSES));
            for id in ids.unwrap_or_default() {
                let generation = state.pool.generation();
                if state.congresses.get(id).is_some() {
                    continue;
                }
                match crate::db::read(&state.pool, |c| store::Totalled::read(c, id)) {
                    Ok(t) => state
                        .congresses
                        .put(id, generation, Arc::new(Assembled::of(t))),
                    Err(e) => tracing::warn!(congress = id, error = %e, "not kept at start"),
                }
            }
        });
    if let Err(e) = spawned {
        tracing::warn!(error = %e, "congresses not kept at start");
    }
}

/// A page or CSV kept as text until the next write, under `key`; `make` runs off the request
/// workers when it is not kept.
async fn kept_text(
    state: &AppState,
    key: String,
    make: impl FnOnce() -> Result<String, AppError> + Send + 'static,
) -> Result<web::Bytes, AppError> {
    let generation = state.pool.generation();
    if let Some(text) = state.pages.get(&key, generation) {
        return Ok(text);
    }
    let text = web::Bytes::from(web::block(make).await??);
    state.pages.put(key, generation, text.clone());
    Ok(text)
}

/// The part of a congress `scope` names, read off the request workers.
async fn load_scoped(
    state: &AppState,
    id: i64,
    scope: store::Scope,
) -> Result<StoredCongress, AppError> {
    db(state, move |pool| {
        crate::db::read(pool, |c| store::load_scoped(c, id, scope))
    })
    .await
}

/// Runs one write and answers with a redirect to `back`, or with the refusals to show.
async fn act(
    state: &AppState,
    by: String,
    action: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> Result<(), DbError> + Send + 'static,
) -> Result<FieldErrors, AppError> {
    act_as(state, by, |f| f, action).await
}

/// [`act`], with the store's field names turned into the form's by `name` (the store says
/// `totals[1].won` where the sheet's input is `won_1`).
async fn act_as(
    state: &AppState,
    by: String,
    name: impl FnOnce(String) -> String + Send + 'static,
    action: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> Result<(), DbError> + Send + 'static,
) -> Result<FieldErrors, AppError> {
    db(state, move |pool| {
        crate::web::write_form(pool, |tx, errors| errors.note(action(tx, &by), name))
    })
    .await
}

/// A whole number typed in a form, refused at its field when it is not one.
fn number<T: std::str::FromStr>(
    typed: &HashMap<String, String>,
    field: &str,
    errors: &mut FieldErrors,
) -> Option<T> {
    let text = typed.get(field).map(|s| s.trim()).unwrap_or("");
    match text.parse::<T>() {
        Ok(n) => Some(n),
        Err(_) => {
            errors.add(
                field,
                if text.is_empty() {
                    "write a number".to_owned()
                } else {
                    format!("{text:?} is not a whole number")
                },
            );
            None
        }
    }
}

/// A seed typed in, or one drawn now (and stored, so the lot replays).
fn seed_field(typed: &HashMap<String, String>, name: &str, errors: &mut FieldErrors) -> u64 {
    match typed.get(name).map(|s| s.trim()).unwrap_or_default() {
        "" => rand::random::<u32>().into(),
        s => match s.parse::<u64>() {
            Ok(n) if i64::try_from(n).is_ok() => n,
            _ => {
                errors.add(name, "a whole number, or blank for one drawn now");
                0
            }
        },
    }
}

/// The settings as the congress page says them: a sentence, and the book's words in the fold.
pub(super) fn setting_lines(s: &crate::congress::Settings) -> Vec<(String, String)> {
    use crate::congress::{Penalties, PrizeLists, TableSize};
    use crate::laws::skat::values::Code;
    vec![
        (
            format!("Each series is {} rounds; a round is every player at the table dealing once.", s.rounds),
            "\"On the completion of twenty rounds, all score sheets must be … delivered\" (Laws VIII.8, seed 001 L10953–10957); \"each player deals but once during one round\" (X.2, L11096–11101). Setting rounds.".to_owned(),
        ),
        (
            match s.code {
                Code::Nasl => "Games are valued by the North-American Skat League's laws.",
                _ => "Games are valued by the book's skat.",
            }
            .to_owned(),
            "The skat law's code: nasl (seed 001 L10911–11273) or book (L10479–10848). Setting code.".to_owned(),
        ),
        (
            match s.penalties {
                Penalties::AtEnd => "Penalties are subtracted from the points when the table has played its rounds.",
                Penalties::PerRound => "Penalties are subtracted from the points as each round is completed.",
                Penalties::Apart => "Penalties are kept as fines apart and never subtracted from the points.",
            }
            .to_owned(),
            "\"All penalties should not have any effect on the score, but should be figured separately at the end of twenty rounds\" (XI.15, seed 001 L11272–11273). Setting penalties: at_end, per_round or apart.".to_owned(),
        ),
        (
            match s.prize_lists {
                PrizeLists::Combined => format!("One list of {} prizes for every sheet of every series; no player takes more than one.", s.prizes),
                PrizeLists::PerSeries => format!("A list of {} prizes for each series.", s.prizes),
            },
            "\"The scores obtained by one and the same player at the two sessions are not to be added\" (VIII.12, seed 001 L10968–10972); \"No player is entitled to more than one prize\" (VIII.11, L10966); at least seven prizes, the scale repeated (VIII.5, L10931–10934). Settings prize_lists and prizes.".to_owned(),
        ),
        (
            if s.ramsch_is_a_game {
                "A Ramsch lost counts as a game lost."
            } else {
                "A Ramsch lost costs points only, not a game."
            }
            .to_owned(),
            "The book does not say whether a Ramsch loss is a game lost for the net games (XII, seed 001 L11277–11278). Setting ramsch_is_a_game.".to_owned(),
        ),
        (
            match s.tables {
                TableSize::Fours => "The draw makes as many tables of four as it can.",
                TableSize::Threes => "The draw makes as many tables of three as it can.",
            }
            .to_owned(),
            "Seats by lot for each session (VIII.6, seed 001 L10936–10944); three play, the dealer at four sits out (L10481–10488). Five players sit at one table of five. Setting tables.".to_owned(),
        ),
        (
            if s.guckser {
                "The Guckser (Grand Frage) may be played."
            } else {
                "No Guckser (Grand Frage): questions are not permitted."
            }
            .to_owned(),
            "\"Questions (Frage-Spiele) are not permitted\" (VIII.1, seed 001 L10917), yet Laws IX values the Guckser (L11045–11048). Setting guckser.".to_owned(),
        ),
    ]
}
