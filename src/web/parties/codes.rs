//! Table codes at a party: the director prints a card per table for the round being played,
//! each with a fresh code; a phone with it enters that table's result and nothing else; a
//! second entry from the same code waits on the party page for the director.

use super::entry::{load, round_page};
use super::entry_form::{PartyGame, field, parse_table};
use super::*;
use crate::db::codes::{self, Kind};
use crate::web::roles::TableCode;

pub(super) struct CodeCard {
    label: String,
    seats: String,
    code: String,
}

#[derive(Template)]
#[template(path = "parties/codes.html")]
struct CodesPage {
    ctx: Ctx,
    /// The club's name at the head of the printed cards, as the tallies have it; empty for none.
    club: String,
    /// The table code page's full address, scheme and host as the request came.
    address: String,
    id: i64,
    name: String,
    round: u32,
    cards: Vec<CodeCard>,
}

pub(super) async fn print_codes(
    req: actix_web::HttpRequest,
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let (p, e) = load(&state, id).await?;
    let round = e.round();
    let tables = e.party.seating().tables.clone();
    let seats: Vec<(u32, u32)> = tables.iter().map(|t| (round, t.table)).collect();
    let made = db(&state, move |pool| {
        crate::db::write(pool, |tx| codes::issue(tx, Kind::Party, id, &seats))
    })
    .await?;
    let cards = tables
        .iter()
        .zip(made)
        .map(|(t, code)| CodeCard {
            label: super::views::table_label(e.party.settings(), t.table),
            // Who partners whom: "A: L1 & G1 · B: L2 & G2" at a four (issue 22).
            seats: crate::evening::hands::side_names(&t.seats).join(" · "),
            code,
        })
        .collect();
    // The full address, as this browser reached the server, so a guest's phone can type it.
    let address = crate::web::codes::code_address(&req);
    let page = CodesPage {
        ctx: Ctx::new(Some(&director)),
        club: crate::web::club::settings(&state).await?.name,
        address,
        id,
        name: p.name.clone(),
        round,
        cards,
    };
    Ok(crate::web::codes::printed_cards(page.render()?))
}

const ALREADY: &str = "This table's result for the round was entered already. Anything sent \
     again from this code goes to the director as a correction to confirm.";

fn code_page(
    code: &TableCode,
    p: &StoredParty,
    e: &crate::evening::Evening,
    typed: &HashMap<String, String>,
    errors: FieldErrors,
    notice: Option<String>,
) -> super::entry::RoundPage {
    let mut page = round_page(Ctx::default(), p, e, Some(code.seat.table), typed, errors);
    page.action = Some(format!("/t/{}", code.code));
    page.notice = notice.or_else(|| {
        e.entered
            .contains_key(&code.seat.table)
            .then(|| ALREADY.to_owned())
    });
    page
}

pub async fn code_round_form(
    state: web::Data<AppState>,
    code: TableCode,
) -> Result<HttpResponse, AppError> {
    let (p, e) = load(&state, code.seat.owner).await?;
    if !e
        .party
        .seating()
        .tables
        .iter()
        .any(|t| t.table == code.seat.table)
    {
        return Err(AppError::NotFound);
    }
    let page = code_page(&code, &p, &e, &HashMap::new(), FieldErrors::default(), None);
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// Reads the table's result from the form; the refusals name its fields.
fn read_table(
    p: &StoredParty,
    e: &crate::evening::Evening,
    table: u32,
    typed: &HashMap<String, String>,
) -> Result<crate::party::progression::TableResult, FieldErrors> {
    let mut errors = FieldErrors::default();
    let Some(t) = e.party.seating().tables.iter().find(|t| t.table == table) else {
        errors.add("table", "this table does not play this round");
        return Err(errors);
    };
    match parse_table(t, typed, &PartyGame::of(p), &mut errors) {
        Some(r) if errors.is_empty() => Ok(r),
        None if errors.is_empty() => {
            errors.add(field(table, "winner"), "who won? enter the table's result");
            Err(errors)
        }
        _ => Err(errors),
    }
}

pub async fn code_round_save(
    state: web::Data<AppState>,
    code: TableCode,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, table, round) = (code.seat.owner, code.seat.table, code.seat.round);
    let prefix = format!("t{table}_");
    // Only this table's fields are read: the code opens nothing else.
    let typed: HashMap<String, String> = form
        .into_inner()
        .into_iter()
        .filter(|(k, _)| k.starts_with(&prefix))
        .collect();
    let (p, e) = load(&state, id).await?;
    let result = match read_table(&p, &e, table, &typed) {
        Ok(r) => r,
        Err(errors) => {
            super::said::round_refused(&errors);
            return render_invalid(&code_page(&code, &p, &e, &typed, errors, None));
        }
    };
    let said = super::said::tables_saved(round, std::slice::from_ref(&result));
    // Whether the table was entered already is decided inside the transaction: a second
    // result (even one sent at the same moment as the first) is kept for the director.
    let mut entry: Vec<(String, String)> = typed.clone().into_iter().collect();
    entry.sort();
    let (seat, by) = (code.seat, code.by());
    let (errors, queued) = db(&state, move |pool| {
        let mut queued = false;
        let errors = super::super::write_form(pool, |tx, errors| {
            let sender = store::Sender::Code {
                seat,
                entry: &entry,
            };
            match store::enter_round(tx, id, round, &[result], &sender, &by) {
                Ok(store::Entered::Queued(_)) => {
                    queued = true;
                    Ok(())
                }
                done => errors.note(done.map(|_| ()), |f| f),
            }
        })?;
        Ok((errors, queued))
    })
    .await?;
    if !errors.is_empty() {
        super::said::round_refused(&errors);
        return render_invalid(&code_page(&code, &p, &e, &typed, errors, None));
    }
    if queued {
        let (p, e) = load(&state, id).await?;
        let sent = "Your change has gone to the director as a correction to confirm; until \
                    then the result stands as entered."
            .to_owned();
        let page = code_page(
            &code,
            &p,
            &e,
            &HashMap::new(),
            FieldErrors::default(),
            Some(sent),
        );
        return Ok(HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .body(page.render()?));
    }
    // The round may have ended with this table: the code then lapses, so the phone is shown
    // where the room goes next rather than its form again.
    Ok(crate::web::flash::saved(
        &format!("/parties/{id}/seating"),
        &format!("Table {table}: {said} Thank you."),
    ))
}

/// A waiting correction as the party page lists it.
pub(super) struct CorrectionView {
    pub(super) id: i64,
    pub(super) text: String,
    /// A later correction from the same table replaced it: listed, marked, not confirmable.
    pub(super) replaced: bool,
}

pub(super) fn correction_views(
    pending: Vec<codes::Correction>,
    replaced: Vec<codes::Correction>,
    club: &crate::club::settings::ClubSettings,
) -> Vec<CorrectionView> {
    let mut list: Vec<(codes::Correction, bool)> = pending
        .into_iter()
        .map(|c| (c, false))
        .chain(replaced.into_iter().map(|c| (c, true)))
        .collect();
    list.sort_by_key(|(c, _)| c.id);
    list.into_iter()
        .map(|(c, replaced)| {
            let prefix = format!("t{}_", c.seat.table);
            let fields: Vec<String> = c
                .entry
                .iter()
                .map(|(k, v)| format!("{} {v}", k.trim_start_matches(&prefix).replace('_', " ")))
                .collect();
            CorrectionView {
                id: c.id,
                replaced,
                text: format!(
                    "Table {}, round {} (sent {}): {}",
                    c.seat.table,
                    c.seat.round,
                    club.time(&c.created_at),
                    fields.join("; ")
                ),
            }
        })
        .collect()
}

pub(super) async fn confirm_correction(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, cid) = path.into_inner();
    let c = db(&state, move |pool| {
        // Any correction of this party, whatever became of it: one replaced or decided meanwhile
        // is refused in words by the transaction below, not answered "not found".
        crate::db::read(pool, |conn| codes::one(conn, Kind::Party, id, cid))
    })
    .await?;
    let (p, e) = load(&state, id).await?;
    if c.seat.round != e.round() {
        return Err(AppError::Conflict(format!(
            "Round {} is over, so its result can no longer be corrected; dismiss the correction.",
            c.seat.round
        )));
    }
    let typed: HashMap<String, String> = c.entry.into_iter().collect();
    let result = read_table(&p, &e, c.seat.table, &typed).map_err(|errors| {
        let said: Vec<String> = errors.0.into_iter().map(|(_, m)| m).collect();
        AppError::Conflict(format!(
            "The correction cannot be applied: {}",
            said.join("; ")
        ))
    })?;
    let table = c.seat.table;
    let (round, by) = (
        c.seat.round,
        format!(
            "{} (confirming table {}'s code)",
            director.name, c.seat.table
        ),
    );
    let name = director.name;
    db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            // Checked inside the transaction that applies it: still waiting, not replaced.
            codes::confirm(tx, Kind::Party, id, cid, &name)?;
            store::enter_results(tx, id, round, &[result], &by)
        })
    })
    .await
    .map_err(|e| match e {
        // Replaced or decided meanwhile: the page was out of date, said as an event says it.
        AppError::Db(crate::db::DbError::Invalid { field, message }) if field == "correction" => {
            AppError::Conflict(message)
        }
        e => e,
    })?;
    Ok(crate::web::flash::saved(
        &format!("/parties/{id}#corrections"),
        &format!(
            "The correction from table {table}, round {round} is confirmed: the result now reads \
             as the phone sent it."
        ),
    ))
}

pub(super) async fn dismiss_correction(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, cid) = path.into_inner();
    let name = director.name;
    let seat = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let c = codes::pending_one(tx, Kind::Party, id, cid)?;
            codes::decide(tx, cid, false, &name)?;
            Ok(c.seat)
        })
    })
    .await?;
    Ok(crate::web::flash::saved(
        &format!("/parties/{id}#corrections"),
        &format!(
            "The correction from table {}, round {} is dismissed: the result stays as it was.",
            seat.table, seat.round
        ),
    ))
}

pub(super) async fn pending(state: &AppState, id: i64) -> Result<Vec<CorrectionView>, AppError> {
    let list = db(state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                codes::pending(c, Kind::Party, id)?,
                codes::replaced(c, Kind::Party, id)?,
            ))
        })
    })
    .await?;
    let club = crate::web::club::settings(state).await?;
    Ok(correction_views(list.0, list.1, &club))
}
