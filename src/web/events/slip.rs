//! The slip: one table's boards in one round.

use super::*;
use crate::db::results::slip::{self as saving, Saver};

#[derive(Deserialize, Default)]
#[serde(default)]
pub(super) struct SlipQuery {
    round: String,
    table: String,
}

pub(super) struct SlipRow {
    pub(super) board: u32,
    entered: bool,
    /// The stored result's version when the slip was opened, carried by the form.
    version: String,
    pub(super) row: EntryRow,
}

#[derive(Template)]
#[template(path = "events/slip.html")]
pub(super) struct SlipPage {
    ctx: Ctx,
    pub(super) event: Event,
    pub(super) whist: bool,
    pub(super) by_contract: bool,
    pub(super) round: String,
    pub(super) table: String,
    /// The seating, when the round and table name one.
    pub(super) seating: Option<Seating>,
    pub(super) ns_names: String,
    pub(super) ew_names: String,
    pub(super) rows: Vec<SlipRow>,
    pub(super) errors: FieldErrors,
    /// The seating has no slip: a pair sits out this round.
    pub(super) sit_out: Option<String>,
    /// The arrows are turned this round: who holds which cards, and what to enter.
    pub(super) turned: Option<String>,
    previous: Option<String>,
    next: Option<String>,
    /// The results this save would change, "Board 3: N-S 7 tricks → N-S 8 tricks", shown
    /// before they are saved; non-empty means the form asks for the director's yes.
    corrections: Vec<String>,
}

/// The slip after (round, table), in the order the director collects them.
/// The slip after (round, table), in the order the director collects them (a table idle in a
/// round, the phantom's in a Howell, is passed over).
pub(super) fn next_slip(movement: &Movement, round: u32, table: u32) -> Option<(u32, u32)> {
    let tables = movement.tables();
    let mut at = (round, table);
    loop {
        at = if at.1 < tables {
            (at.0, at.1 + 1)
        } else if at.0 < movement.rounds() {
            (at.0 + 1, 1)
        } else {
            return None;
        };
        if movement.seating(at.0, at.1).is_some() {
            return Some(at);
        }
    }
}

pub(super) fn previous_slip(movement: &Movement, round: u32, table: u32) -> Option<(u32, u32)> {
    let mut at = (round, table);
    loop {
        at = if at.1 > 1 {
            (at.0, at.1 - 1)
        } else if at.0 > 1 {
            (at.0 - 1, movement.tables())
        } else {
            return None;
        };
        if movement.seating(at.0, at.1).is_some() {
            return Some(at);
        }
    }
}

pub(super) fn slip_url(id: i64, (round, table): (u32, u32)) -> String {
    format!("/events/{id}/entry?round={round}&table={table}")
}

pub(super) struct SlipData {
    pub(super) event: Event,
    pub(super) movement: std::sync::Arc<Movement>,
    pub(super) pairs: Vec<Pair>,
    /// The stored results of the slip asked for only ([`load_slip`]).
    pub(super) stored: Vec<Stored>,
}

/// The event, its pairs and movement, and the stored results of the slip at `round` and `table`
/// as typed (none when they name no slip): only that slip's, as every result of the event
/// (36,000 at the largest shape) took most of the slip page's time.
pub(super) async fn load_slip(
    state: &web::Data<AppState>,
    id: i64,
    round: &str,
    table: &str,
) -> Result<SlipData, AppError> {
    let (round, table) = (round.to_owned(), table.to_owned());
    let (event, pairs, stored) = db(state, move |pool| {
        crate::db::read(pool, |c| {
            let event = store::get(c, id)?;
            let mut stored = Vec::new();
            if let Ok(movement) = event.movement()
                && let Ok((_, _, seating)) = slip_seating(&movement, &round, &table)
            {
                for &board in &seating.boards {
                    stored.extend(results::find(c, id, board, seating.ns, seating.ew)?);
                }
            }
            Ok((event, store::pairs(c, id)?, stored))
        })
    })
    .await?;
    let movement = event.movement()?;
    Ok(SlipData {
        event,
        movement,
        pairs,
        stored,
    })
}

/// The seating named by what was typed, or the errors saying why there is none.
pub(super) fn slip_seating(
    movement: &Movement,
    round: &str,
    table: &str,
) -> Result<(u32, u32, Seating), FieldErrors> {
    let mut errors = FieldErrors::default();
    let r = whole(&mut errors, "round", round, "the round");
    let t = whole(&mut errors, "table", table, "the table");
    let (Some(r), Some(t)) = (r, t) else {
        return Err(errors);
    };
    if r == 0 || r > movement.rounds() {
        errors.add(
            "round",
            format!(
                "There is no round {r}: rounds are 1 to {}.",
                movement.rounds()
            ),
        );
    }
    if t == 0 || t > movement.tables() {
        errors.add(
            "table",
            format!(
                "There is no table {t}: tables are 1 to {}.",
                movement.tables()
            ),
        );
    }
    match movement.seating(r, t) {
        Some(s) if errors.is_empty() => Ok((r, t, s)),
        _ => {
            if errors.is_empty() {
                errors.add("table", format!("Table {t} does not play in round {r}."));
            }
            Err(errors)
        }
    }
}

pub(super) fn slip_page(
    ctx: Ctx,
    data: SlipData,
    round: String,
    table: String,
    typed: Option<&HashMap<String, String>>,
    errors: FieldErrors,
) -> SlipPage {
    let SlipData {
        event,
        movement,
        pairs,
        stored,
    } = data;
    let located = slip_seating(&movement, &round, &table).ok();
    let turned = located.as_ref().and_then(|(r, _, s)| {
        movement.arrow_switch(*r).then(|| {
            format!(
                "Arrows turned this round: E-W pair {} holds the N-S cards and N-S pair {} the \
                 E-W cards. Enter the board as the cards were held: N-S is the N-S hands.",
                s.ew, s.ns
            )
        })
    });
    // The law 4d question is the director's (or scorer's), not a table code's.
    let fouled = ctx.can_score() && results::fouled::offered(&event);
    let mut page = SlipPage {
        turned,
        ctx,
        whist: event.game == Game::Whist,
        by_contract: event.by_contract(),
        round,
        table,
        seating: None,
        ns_names: String::new(),
        ew_names: String::new(),
        rows: Vec::new(),
        errors,
        sit_out: None,
        previous: None,
        next: None,
        corrections: Vec::new(),
        event,
    };
    let Some((r, t, seating)) = located else {
        return page;
    };
    (page.ns_names, page.ew_names) = super::individual::side_names(&pairs, &movement, r, t)
        .unwrap_or_else(|| {
            (
                names_of(&pairs, Direction::Ns, seating.ns),
                names_of(&pairs, ew_key(&movement), seating.ew),
            )
        });
    page.previous = previous_slip(&movement, r, t).map(|s| slip_url(page.event.id, s));
    page.next = next_slip(&movement, r, t).map(|s| slip_url(page.event.id, s));
    page.sit_out = sit_out_text(&page.event, &pairs, r, &seating);
    if page.sit_out.is_some() {
        page.seating = Some(seating);
        return page;
    }
    page.rows = seating
        .boards
        .iter()
        .map(|&board| {
            let existing = find_result(&stored, board, seating.ns, seating.ew);
            let fields = match (typed, existing) {
                (Some(form), _) => EntryFields::from_form(form, &board.to_string()),
                (None, Some(s)) => EntryFields::from_stored(s),
                (None, None) => EntryFields::default(),
            };
            let mut row = EntryRow::new(board, fields);
            row.fouled = fouled;
            let prefix = format!("{board}:");
            for (field, message) in &page.errors.0 {
                if let Some(f) = field.strip_prefix(&prefix) {
                    row.errors.add(f, message.clone());
                }
            }
            // The version the form was opened at travels with it: what was typed keeps it.
            let stale = page.errors.get(&format!("{board}:stale")).is_some();
            let version = match (typed, existing) {
                (_, Some(s)) if stale => s.version.to_string(),
                (Some(form), _) => form
                    .get(&format!("version_{board}"))
                    .cloned()
                    .unwrap_or_default(),
                (None, Some(s)) => s.version.to_string(),
                (None, None) => String::new(),
            };
            SlipRow {
                board,
                entered: existing.is_some(),
                version,
                row,
            }
        })
        .collect();
    page.seating = Some(seating);
    page
}

pub(super) async fn slip_form(
    director: Scorer,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    query: web::Query<SlipQuery>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let q = query.into_inner();
    let data = load_slip(&state, id, &q.round, &q.table).await?;
    let asked = !(q.round.trim().is_empty() && q.table.trim().is_empty());
    let errors = if asked {
        slip_seating(&data.movement, &q.round, &q.table)
            .err()
            .unwrap_or_default()
    } else {
        FieldErrors::default()
    };
    let page = slip_page(director.ctx(), data, q.round, q.table, None, errors);
    if page.errors.is_empty() {
        Ok(HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .body(page.render()?))
    } else {
        render_invalid(&page)
    }
}

pub(super) async fn save_slip(
    director: Scorer,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let form = form.into_inner();
    let typed = |k: &str| form.get(k).map(|v| v.trim().to_owned()).unwrap_or_default();
    let (round, table) = (typed("round"), typed("table"));
    let ctx = director.ctx();
    let data = load_slip(&state, id, &round, &table).await?;
    let (r, t, seating) = match slip_seating(&data.movement, &round, &table) {
        Ok(found) => found,
        Err(errors) => {
            slip_refused(&errors);
            return render_invalid(&slip_page(ctx, data, round, table, Some(&form), errors));
        }
    };
    let confirmed = crate::web::confirm::given(&form);
    let saver = Saver::Scorer { confirmed };
    let by = director.name.clone();
    let errors = match apply_slip(&state, &data, id, (r, t), &seating, &form, by, saver).await? {
        Applied::Done(errors) => errors,
        Applied::NotSaved(errors) => {
            let page = slip_page(ctx, data, round, table, Some(&form), errors);
            return render_status(&page, crate::web::form_status(true));
        }
        // Only a table code's save is queued.
        Applied::Queued => return Err(AppError::NotFound),
        Applied::Ask {
            corrections,
            stored,
        } => {
            // Ask once: the slip comes back with what would change, and the same values, the
            // results shown as the save found them (saved a moment ago by someone else, it
            // may be). The director has now seen them, so the form carries their versions.
            let versions: Vec<(u32, String)> = stored
                .iter()
                .map(|s| (s.board, s.version.to_string()))
                .collect();
            let data = SlipData { stored, ..data };
            let mut page = slip_page(ctx, data, round, table, Some(&form), FieldErrors::default());
            for row in &mut page.rows {
                if let Some((_, v)) = versions.iter().find(|(b, _)| *b == row.board) {
                    row.version = v.clone();
                }
            }
            page.corrections = corrections;
            return Ok(HttpResponse::Ok()
                .content_type("text/html; charset=utf-8")
                .body(page.render()?));
        }
    };
    if errors.is_empty() {
        let location = match next_slip(&data.movement, r, t) {
            Some(next) => slip_url(id, next),
            None => format!("/events/{id}"),
        };
        let played = revoke_boards(&state, &data.event, &seating, &form).await?;
        let said = slip_saved(&data.event, (r, t), &seating, &form, &played);
        return Ok(crate::web::flash::saved(&location, &said));
    }
    slip_refused(&errors);
    render_invalid(&slip_page(ctx, data, round, table, Some(&form), errors))
}

/// What became of a slip's save.
pub(super) enum Applied {
    /// Saved, or refused with these errors (nothing saved).
    Done(FieldErrors),
    /// The database could not write it: nothing saved, and these errors say so.
    NotSaved(FieldErrors),
    /// Nothing saved: these stored results would change (perhaps saved a moment before by
    /// someone else), and the one saving is asked first. `stored` are the slip's results as the
    /// save's transaction found them, for the form to show and carry the versions of.
    Ask {
        corrections: Vec<String>,
        stored: Vec<Stored>,
    },
    /// A table code's slip was entered already: kept for the director as a correction.
    Queued,
}

impl Applied {
    /// What a save that does not ask (the director confirming a code's correction) says: the
    /// refusals, or that nothing was written.
    pub(super) fn refusals(self) -> FieldErrors {
        match self {
            Applied::Done(errors) | Applied::NotSaved(errors) => errors,
            Applied::Ask { .. } | Applied::Queued => {
                let mut errors = FieldErrors::default();
                errors.add("slip", "This slip would correct results already entered.");
                errors
            }
        }
    }
}

/// Checks a slip's fields against its seating and saves them as one action
/// ([`slip::save`](crate::db::results::slip::save)): new results are entered, changed ones
/// corrected (with history, under `by`), or, as `saver` says, asked about first or queued for
/// the director. Whether a board is new is decided inside the save's transaction, never from
/// `data.stored` (read before it). A board whose form carries `version_{board}` is corrected
/// only if its result has not changed since.
#[allow(clippy::too_many_arguments)]
pub(super) async fn apply_slip(
    state: &web::Data<AppState>,
    data: &SlipData,
    id: i64,
    (r, t): (u32, u32),
    seating: &Seating,
    form: &HashMap<String, String>,
    by: String,
    saver: Saver,
) -> Result<Applied, AppError> {
    let mut errors = FieldErrors::default();
    if data.event.is_final() {
        errors.add("event", FINAL_MESSAGE);
    }
    if let Some(out) = sit_out_text(&data.event, &data.pairs, r, seating) {
        errors.add("slip", format!("{out} Nothing was saved."));
        return Ok(Applied::Done(errors));
    }
    // Fields for a board this table does not hold this round are refused, not ignored: the
    // director typed a result somewhere, and it must not vanish.
    for (key, value) in form {
        let stray = key
            .rsplit_once('_')
            .filter(|(f, _)| ENTRY_FIELDS.contains(f))
            .and_then(|(_, b)| b.parse::<u32>().ok())
            .filter(|b| !seating.boards.contains(b));
        if let Some(b) = stray
            && !value.trim().is_empty()
            && errors.get("slip").is_none()
        {
            errors.add(
                "slip",
                format!(
                    "Board {b} is not played at table {t} in round {r} (boards {}); nothing was saved.",
                    board_range(&seating.boards)
                ),
            );
        }
    }
    let mut boards = Vec::new();
    for &board in &seating.boards {
        // A result stored since the slip was opened blank has no version here: the save asks
        // (or queues) rather than overwriting it.
        let opened_at = form
            .get(&format!("version_{board}"))
            .map(|v| v.trim().parse::<i64>().unwrap_or(0));
        let fields = EntryFields::from_form(form, &board.to_string());
        let passed_fouled = super::fouled::posted(form, board, &fields);
        match fields
            .read(&data.event)
            .and_then(|typed| Ok((typed, passed_fouled?)))
        {
            Ok((typed, passed_fouled)) => boards.push(saving::Board {
                board,
                typed,
                opened_at,
                passed_fouled,
            }),
            Err(row) => {
                for (f, m) in row.0 {
                    errors.add(format!("{board}:{f}"), m);
                }
            }
        }
    }
    if !errors.is_empty() {
        return Ok(Applied::Done(errors));
    }
    let sheet = saving::Slip {
        ns: seating.ns,
        ew: seating.ew,
        boards,
        first_field: EntryFields::first_field(&data.event),
    };
    let kept = entry_event(state, id).await?;
    let pool = state.pool.clone();
    let saved = crate::db::write_batched(&state.pool, move |tx| {
        let event = entry_event_in(tx, &pool, &kept)?;
        if event.is_final() {
            return Err(DbError::invalid("event", FINAL_MESSAGE));
        }
        saving::save(tx, &event, &sheet, &saver, &by)
    })
    .await;
    Ok(match saved {
        Ok(saving::Saved::Saved) => Applied::Done(FieldErrors::default()),
        Ok(saving::Saved::Ask {
            corrections,
            stored,
        }) => Applied::Ask {
            corrections,
            stored,
        },
        Ok(saving::Saved::Queued { .. }) => Applied::Queued,
        Err(DbError::Refused(refused)) => Applied::Done(FieldErrors(refused)),
        Err(DbError::Invalid { field, message }) => {
            Applied::Done(FieldErrors(vec![(field, message)]))
        }
        // The write itself failed: nothing was saved, and the form is shown again as typed.
        Err(e) => Applied::NotSaved(crate::web::not_saved(&e, "event")),
    })
}
