//! A table's pad: the page, entering a deal, correcting one within the law's window (or by the director's override), closing and reopening (taking back the last deal: `delete`).

use super::history::{HistoryRow, deleted_lines, history_fields};
use super::*;
use crate::web::roles::Scorer;

#[derive(Template)]
#[template(path = "tables/show.html")]
pub(super) struct ShowPage {
    ctx: Ctx,
    table: PlayTable,
    settings: Vec<(String, String, &'static str, String)>,
    pad: Option<PadView>,
    /// The law refused the stored deals (a law changed since): shown instead of the pad.
    pad_error: Option<String>,
    deals: usize,
    fields: Vec<FieldView>,
    /// What the next deal is, as the law knows it from the deals before (loo's single).
    next: Option<String>,
    /// Entries of their own (loo's end of the sitting): each its input's name, its sentence
    /// and its help, with a button of its own.
    apart: Vec<(String, &'static str, &'static str)>,
    errors: FieldErrors,
    other_errors: Vec<String>,
    history: Vec<HistoryRow>,
    /// Each deal deleted and not entered again, in a sentence under the pad (`history`).
    deleted: Vec<String>,
    /// Every game entered is settled and nothing is under way: the page says "finished", not
    /// "open" (a further deal begins a new game).
    finished: bool,
    /// What a finished table has finished, as the law settles it: "game" or "rubber".
    finished_unit: &'static str,
    /// No deal can follow (a backgammon match won): said in place of the deal form.
    over: Option<String>,
    /// The law's word for a deal ("deal", backgammon's "game"), and as a head ("Game").
    unit: &'static str,
    unit_head: String,
    /// A payment game's table: the balances, pools and settlement, and who comes and goes.
    school: Option<super::school::SchoolView>,
    /// Refusals of "someone joins" and "leaves the table", at their forms.
    pub(super) school_errors: FieldErrors,
    /// The roster, for "someone joins the table" (a school's page only).
    members: Vec<(i64, String)>,
    /// A cribbage table: its play may be pegged card by card (`tables::pegging`).
    pegs: bool,
    /// The club's name, at the head of the page as printed (every printed sheet has it).
    club_name: String,
}

pub(super) struct Loaded {
    pub(super) table: PlayTable,
    pub(super) deals: Vec<serde_json::Value>,
    pub(super) history: Vec<Change>,
    /// How the club writes money, for the pad's settlement.
    pub(super) club: crate::club::settings::ClubSettings,
    /// The roster when the table keeps a school, for a player joining; else empty.
    members: Vec<(i64, String)>,
}

pub(super) async fn load(state: &AppState, id: i64) -> Result<Loaded, AppError> {
    let club = crate::web::club::settings(state).await?;
    db(state, move |pool| {
        crate::db::read(pool, |c| {
            let table = store::get(c, id)?;
            // "Someone joins" offers only the members not already at the table.
            let members = match crate::laws::ledger::at_table::is_school(table.law) {
                true => {
                    super::school::not_seated(crate::db::events::members_for_assignment(c)?, &table)
                }
                false => Vec::new(),
            };
            Ok(Loaded {
                table,
                deals: store::deals(c, id)?,
                history: store::history(c, id)?,
                club: Default::default(),
                members,
            })
        })
    })
    .await
    .map(|mut loaded: Loaded| {
        for h in &mut loaded.history {
            h.at = club.time(&h.at);
        }
        loaded.club = club;
        loaded
    })
}

/// Each setting of the table's law in words, with its id and stored value for the book's fold:
/// (label, value in words, id, value as stored).
pub(super) fn settings_shown(t: &PlayTable) -> Vec<(String, String, &'static str, String)> {
    t.law
        .settings
        .iter()
        .filter(|s| crate::laws::words::applies(t.law.id, s.name, &t.settings))
        .map(|s| {
            let value = t
                .settings
                .get(s.name)
                .map_or_else(|| s.default.to_owned(), ToString::to_string);
            let mut words = crate::laws::words::value(t.law.id, s, &value);
            if value == s.default {
                words.push_str(" (the book's reading)");
            }
            (crate::laws::words::label(t.law.id, s), words, s.name, value)
        })
        .collect()
}

/// Splits a refusal between the inputs it names and the messages shown above the form.
/// A law's refusal names its field by the JSON path (`deals[2].tricks[0]`); the page names it
/// as the form labels it ("Deal 3, tricks for We: 14 is more than 13"). The CLI and API keep
/// the path.
/// The field a failed write's message is addressed to ([`crate::web::not_saved`]).
const NOT_SAVED: &str = "saved";

pub(super) fn place_errors(
    fields: &[crate::laws::pad::Field],
    sides: &[String],
    errors: FieldErrors,
    deal: usize,
) -> (FieldErrors, Vec<String>) {
    let mut at_inputs = FieldErrors::default();
    let mut other = Vec::new();
    for (field, message) in errors.0 {
        if field == NOT_SAVED {
            // Said to the person as it is, not as a law's refusal of a field.
            other.push(message);
            continue;
        }
        let plain = deal_form::plain_message(&message);
        let named = match deal_form::law_field_label(fields, sides, &field) {
            Some(label) => format!("{label}: {plain}"),
            None => format!("{field}: {plain}"),
        };
        // A refusal of another deal than the form's (a correction that leaves a later deal
        // impossible) is not put under this form's inputs: it is said above, with what to do.
        let other_deal = field
            .strip_prefix("deals[")
            .and_then(|r| r.split(']').next())
            .and_then(|i| i.parse::<usize>().ok())
            .filter(|&k| k != deal);
        if field.starts_with("d_") || field == "confirm" {
            at_inputs.add(field, message);
        } else if let Some(k) = other_deal {
            other.push(match k > deal {
                true => format!(
                    "{named}. This correction would leave deal {} as it cannot stand, so nothing \
                     was saved: correct deal {} first, then this one.",
                    k + 1,
                    k + 1
                ),
                false => named,
            });
        } else if let Some(input) = deal_form::input_for_law_field(fields, &field) {
            at_inputs.add(input, named);
        } else {
            other.push(named);
        }
    }
    // The same refusals at the top of the page, each linked to where it is shown.
    let mut top = at_inputs.clone();
    for message in &other {
        top.add(REFUSALS, message.clone());
    }
    crate::web::flash::refused(&top, |field| match field {
        REFUSALS => (REFUSALS.to_owned(), String::new()),
        input => (format!("error-{input}"), String::new()),
    });
    (at_inputs, other)
}

/// The id of the refusals shown above a pad's deal form (`tables/show.html`, `deal.html`).
const REFUSALS: &str = "deal-refusals";

pub(super) fn show_page(
    ctx: Ctx,
    loaded: Loaded,
    typed: &Typed,
    errors: FieldErrors,
) -> Result<ShowPage, AppError> {
    let school = super::school::SchoolView::of_loaded(&loaded);
    let Loaded {
        table,
        deals,
        history,
        club,
        members,
    } = loaded;
    let rules = table.table()?;
    let count = deals.len();
    let input = table.pad_input(deals);
    let (pad, pad_error, finished, finished_unit, asks) = match (rules.pad)(&input) {
        Ok(pad) => (
            Some(PadView::of(&pad, &table, &input, rules, &club)),
            None,
            // A school's pad is settled at its foot after every deal: the sitting goes on,
            // unless the law says no deal can follow.
            pad.asks.over.is_some() || (!pad.settled.is_empty() && !pad.open && school.is_none()),
            pad.finished_unit(),
            pad.asks,
        ),
        Err(e) => (None, Some(e.to_string()), false, "game", rules.asks(&input)),
    };
    let read = asks.read(rules.deal);
    let (errors, other_errors) = place_errors(&read, &input.sides, errors, count);
    // A blank form starts from what the law expects next (billiards' next player); what was
    // typed, refused, is shown as it was.
    let mut started = Typed::new();
    let typed = match typed.is_empty() {
        true => {
            for (field, value) in &asks.defaults {
                started.insert(deal_form::input_name(field, None), value.clone());
            }
            &started
        }
        false => typed,
    };
    let mut fields = deal_form::views_asked(rules.deal, &asks, &input.sides, typed);
    let apart = asks
        .apart(rules.deal)
        .iter()
        .map(|f| (deal_form::input_name(f.name, None), f.label, f.help))
        .collect();
    if let Some(school) = &school {
        // Only those at the table are offered in the next deal.
        super::school::seated_at_the_table(&mut fields, school);
    }
    Ok(ShowPage {
        club_name: club.name.clone(),
        pegs: crate::laws::cribbage::board::board_for(table.law.id).is_some(),
        finished,
        finished_unit,
        over: asks.over.clone(),
        unit: asks.unit(),
        unit_head: super::pad_view::capitalised(asks.unit()),
        settings: settings_shown(&table),
        fields,
        next: asks.next.clone(),
        apart,
        school,
        school_errors: FieldErrors::default(),
        members,
        ctx,
        pad,
        pad_error,
        deals: count,
        errors,
        other_errors,
        deleted: deleted_lines(&history, count),
        history: history
            .into_iter()
            .map(|c| HistoryRow::of(c, &history_fields(rules.deal, &read), &input.sides))
            .collect(),
        table,
    })
}

pub(super) async fn show(
    state: web::Data<AppState>,
    director: Option<Scorer>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let id = table_id(&path)?;
    let loaded = load(&state, id).await?;
    render(&show_page(
        director.map(|d| d.ctx()).unwrap_or_default(),
        loaded,
        &Typed::new(),
        FieldErrors::default(),
    )?)
}

pub(super) async fn enter_deal(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let typed = form.into_inner();
    let mut loaded = load(&state, id).await?;
    let rules = loaded.table.table()?;
    // The deal the form was opened for: whether it is still the next is decided in the write.
    let opened_for = typed
        .get("deal_no")
        .and_then(|v| v.trim().parse::<usize>().ok());
    // Whether the write itself failed (a full disk, an I/O error): the pad comes back with the
    // deal as typed, saying it was NOT saved (issue 13), rather than the site's error page.
    let mut failed = false;
    // Only what this table asks is read: another form's field is never required, nor stored.
    let asks = rules.asks(&loaded.table.pad_input(loaded.deals.clone()));
    let read = asks.read(rules.deal);
    let errors = match deal_form::build(&read, loaded.table.sides.len(), &typed) {
        Ok(deal) => {
            let by = director.name.clone();
            match db(&state, move |pool| {
                crate::db::write(pool, |tx| {
                    store::enter_new_deal(tx, id, &deal, opened_for, &by)
                })
            })
            .await
            {
                Ok(store::NewDeal::Entered(n)) => {
                    return Ok(crate::web::flash::saved(
                        &format!("/tables/{id}#pad"),
                        &format!(
                            "{} {} saved: the pad below shows it and the running score.",
                            super::pad_view::capitalised(asks.unit()),
                            n + 1
                        ),
                    ));
                }
                Ok(store::NewDeal::Moved { no, by }) => {
                    // Shown with the pad as it now stands, what was typed kept below it.
                    loaded = load(&state, id).await?;
                    let mut told = FieldErrors::default();
                    told.add("deal_no", pad_moved(no, by.as_deref()));
                    told
                }
                Err(AppError::Db(e)) => match Option::<FieldErrors>::from(&e) {
                    Some(refused) => refused,
                    None if matches!(e, DbError::NotFound) => return Err(AppError::Db(e)),
                    None => {
                        failed = true;
                        crate::web::not_saved(&e, NOT_SAVED)
                    }
                },
                Err(e) => return Err(e),
            }
        }
        Err(errors) => errors,
    };
    crate::web::render_status(
        &show_page(director.ctx(), loaded, &typed, errors)?,
        crate::web::form_status(failed),
    )
}

/// What a scorer is told when the pad moved on after the deal form was opened.
fn pad_moved(no: usize, by: Option<&str>) -> String {
    let what = match by {
        Some(who) => format!("{who} entered deal {no} after you opened this pad"),
        None => format!("The last deal was taken back after you opened this pad for deal {no}"),
    };
    format!(
        "{what}. Nothing was saved. Check the pad above: if what you typed is another deal, \
         enter it again."
    )
}

pub(super) fn deal_no(raw: &str) -> Result<usize, AppError> {
    // Pages number deals from 1.
    match raw.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n - 1),
        _ => Err(AppError::NotFound),
    }
}

#[derive(Template)]
#[template(path = "tables/deal.html")]
pub(super) struct CorrectionPage {
    ctx: Ctx,
    table: PlayTable,
    deal: usize,
    within: bool,
    /// Why the correction typed makes a claim the law has closed.
    late_claim: Option<String>,
    fields: Vec<FieldView>,
    errors: FieldErrors,
    other_errors: Vec<String>,
    confirmed: bool,
    /// The deal's version the form carries back (see `store::deal_version`).
    version: i64,
    /// Someone changed the deal after this form was opened: who and when, nothing saved.
    stale: Option<String>,
}

pub(super) fn correction_page(
    director: &Scorer,
    loaded: Loaded,
    n: usize,
    typed: Option<Typed>,
    errors: FieldErrors,
) -> Result<CorrectionPage, AppError> {
    let rules = loaded.table.table()?;
    let Some(stored) = loaded.deals.get(n) else {
        return Err(AppError::NotFound);
    };
    let confirmed = typed
        .as_ref()
        .is_some_and(|t| t.get("confirm").is_some_and(|v| !v.is_empty()));
    let input = loaded.table.pad_input(loaded.deals.clone());
    let mut asks = rules.asks(&input);
    let read = asks.read(rules.deal);
    let late_claim = typed.as_ref().and_then(|typed| {
        let deal = deal_form::build(&read, input.sides.len(), typed).ok()?;
        (rules.claims_closed?)(&input, n, &deal)
    });
    let typed = typed.unwrap_or_else(|| deal_form::typed_from_deal(&read, stored));
    // An entry made apart (loo's end of the sitting) is corrected with its own box shown.
    asks.apart.retain(|name| {
        typed
            .get(&deal_form::input_name(name, None))
            .is_none_or(|v| v.is_empty())
    });
    let within = late_claim.is_none() && (rules.correctable)(&input, n);
    // The same count `store::deal_version` makes, from the history already loaded.
    let history: Vec<_> = loaded.history.iter().filter(|h| h.deal == n).collect();
    let current = history.len() as i64;
    let mut errors = errors;
    let stale = errors.0.iter().position(|(f, _)| f == "stale").map(|at| {
        errors.0.remove(at);
        let last = history.last().copied();
        let who = last.map_or("Someone", |h| h.by.as_str());
        let when = last.map(|h| format!(" at {}", h.at)).unwrap_or_default();
        format!(
            "{who} changed deal {}{when}, after you opened this form: nothing was saved. \
             What you typed is kept below. Check the pad to see the deal as it now stands; \
             to put yours in its place, save again.",
            n + 1
        )
    });
    // After a refusal for staleness the form carries the version now stored, so a second,
    // deliberate save goes through; otherwise the version the form was first opened at.
    let version = match (&stale, typed.get("version")) {
        (None, Some(v)) => v.trim().parse().unwrap_or(current),
        _ => current,
    };
    let (errors, other_errors) = place_errors(&read, &input.sides, errors, n);
    Ok(CorrectionPage {
        version,
        stale,
        ctx: director.ctx(),
        fields: deal_form::views_asked(rules.deal, &asks, &input.sides, &typed),
        table: loaded.table,
        deal: n + 1,
        within,
        late_claim,
        errors,
        other_errors,
        confirmed,
    })
}

pub(super) async fn correction_form(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<(String, String)>,
) -> Result<web::Html, AppError> {
    let (id, n) = path.into_inner();
    let (id, n) = (table_id(&id)?, deal_no(&n)?);
    let loaded = load(&state, id).await?;
    render(&correction_page(
        &director,
        loaded,
        n,
        None,
        FieldErrors::default(),
    )?)
}

pub(super) async fn correct_deal(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, n) = path.into_inner();
    let (id, n) = (table_id(&id)?, deal_no(&n)?);
    let typed = form.into_inner();
    // Overriding the law's correction window is the director's alone.
    let confirmed = director.is_director() && typed.get("confirm").is_some_and(|v| !v.is_empty());
    let mut loaded = load(&state, id).await?;
    let rules = loaded.table.table()?;
    // The deal's version when the form was opened: a save from an older copy is refused.
    let opened_at = typed
        .get("version")
        .and_then(|v| v.trim().parse::<i64>().ok());
    let read = rules
        .asks(&loaded.table.pad_input(loaded.deals.clone()))
        .read(rules.deal);
    let errors = match deal_form::build(&read, loaded.table.sides.len(), &typed) {
        Ok(deal) => {
            let by = director.name.clone();
            match db(&state, move |pool| {
                crate::db::write(pool, |tx| {
                    store::correct_deal(tx, id, n, &deal, opened_at, confirmed, &by)
                })
            })
            .await
            {
                Ok(()) => {
                    return Ok(crate::web::flash::saved(
                        &format!("/tables/{id}#history"),
                        &format!(
                            "Deal {} corrected: the pad below shows it as it now stands.",
                            n + 1
                        ),
                    ));
                }
                Err(AppError::Db(e)) => {
                    let refused = Option::<FieldErrors>::from(&e).ok_or(AppError::Db(e))?;
                    if refused.get("stale").is_some() {
                        // Told with the deal's history as it now stands.
                        loaded = load(&state, id).await?;
                    }
                    refused
                }
                Err(e) => return Err(e),
            }
        }
        Err(errors) => errors,
    };
    render_invalid(&correction_page(&director, loaded, n, Some(typed), errors)?)
}

pub(super) async fn set_status(
    state: &AppState,
    path: &str,
    status: store::Status,
) -> Result<HttpResponse, AppError> {
    let id = table_id(path)?;
    db(state, move |pool| {
        crate::db::write(pool, |tx| store::set_status(tx, id, status))
    })
    .await?;
    Ok(see_other(&format!("/tables/{id}")))
}

/// Closing a table keeps its deals from changing (the rubber is over and paid).
pub(super) async fn close(
    state: web::Data<AppState>,
    _director: Director,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_status(&state, &path, store::Status::Closed).await
}

pub(super) async fn reopen(
    state: web::Data<AppState>,
    _director: Director,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_status(&state, &path, store::Status::Open).await
}
