//! Correcting a finished round's table (issue 22): the director opens the table's result as it
//! was entered, puts it right and saves it; the rounds after it are played again from their
//! results, and the correction goes into the party's history with the old and new results.

use super::entry::round_page;
use super::entry_form::{PartyGame, field, parse_table};
use super::*;

#[derive(serde::Deserialize)]
pub(super) struct Which {
    round: Option<String>,
    table: Option<String>,
}

/// The show page's "Correct a finished round" form: checks the round and table typed, then
/// goes to the table's correction form.
pub(super) async fn find(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    query: web::Query<Which>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let (p, e) = super::entry::load(&state, id).await?;
    let number = |s: &Option<String>| s.as_deref().and_then(|s| s.trim().parse::<u32>().ok());
    let (round, table) = (number(&query.round), number(&query.table));
    let finished = e.round().saturating_sub(1);
    let problem = match (round, table) {
        (Some(r), _) if r == 0 || r > finished => Some(if finished == 0 {
            "no round has been finished yet".to_owned()
        } else {
            format!("a finished round: 1 to {finished}")
        }),
        (None, _) => Some("which round? a number".to_owned()),
        (Some(_), None) => Some("which table? a number".to_owned()),
        (Some(r), Some(t)) if !p.results.get(&r).is_some_and(|m| m.contains_key(&t)) => {
            Some(format!("round {r} had no table {t}"))
        }
        _ => None,
    };
    if let Some(message) = problem {
        let mut errors = FieldErrors::default();
        errors.add("correct", message);
        let typed = [
            ("correct_round", &query.round),
            ("correct_table", &query.table),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.clone().map(|v| (k.to_owned(), v)))
        .collect();
        return render_invalid(&show::show_page(&state, Some(&director), id, errors, typed).await?);
    }
    Ok(see_other(&format!(
        "/parties/{id}/rounds/{}/tables/{}",
        round.unwrap_or_default(),
        table.unwrap_or_default()
    )))
}

/// The form for one table of a finished round, filled with its result as entered.
fn page(
    director: &Director,
    p: &StoredParty,
    e: &Evening,
    table: u32,
    typed: &HashMap<String, String>,
    errors: FieldErrors,
) -> entry::RoundPage {
    let mut page = round_page(Ctx::new(Some(director)), p, e, Some(table), typed, errors);
    page.action = Some(format!(
        "/parties/{}/rounds/{}/tables/{table}",
        p.id,
        e.round()
    ));
    page.notice = Some(format!(
        "Correcting round {}, which is finished. When it is saved, the rounds after it are \
         played again from their results; the correction is kept in the party's history.",
        e.round()
    ));
    page
}

async fn past(
    state: &AppState,
    id: i64,
    round: u32,
    table: u32,
) -> Result<(StoredParty, Evening), AppError> {
    let (p, now) = super::entry::load(state, id).await?;
    if round == 0 || round >= now.round() {
        return Err(AppError::NotFound);
    }
    let e = p.evening_at(round)?;
    if !e.entered.contains_key(&table) {
        return Err(AppError::NotFound);
    }
    Ok((p, e))
}

pub(super) async fn form(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(i64, u32, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, round, table) = path.into_inner();
    let (p, e) = past(&state, id, round, table).await?;
    crate::web::render_status(
        &page(
            &director,
            &p,
            &e,
            table,
            &HashMap::new(),
            FieldErrors::default(),
        ),
        actix_web::http::StatusCode::OK,
    )
}

pub(super) async fn save(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(i64, u32, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, round, table) = path.into_inner();
    let typed = form.into_inner();
    let (p, e) = past(&state, id, round, table).await?;
    let mut errors = FieldErrors::default();
    let seated = e.party.seating().tables.iter().find(|t| t.table == table);
    let result = seated.and_then(|t| parse_table(t, &typed, &PartyGame::of(&p), &mut errors));
    if result.is_none() && errors.is_empty() {
        errors.add(field(table, "winner"), "who won? enter the table's result");
    }
    if let (Some(result), true) = (result, errors.is_empty()) {
        let by = director.name.clone();
        errors = db(&state, move |pool| {
            crate::web::write_form(pool, |tx, errors| {
                errors.note(store::correct_finished(tx, id, round, &result, &by), |f| f)
            })
        })
        .await?;
        if errors.is_empty() {
            return Ok(see_other(&format!("/parties/{id}")));
        }
    }
    crate::web::render_status(
        &page(&director, &p, &e, table, &typed, errors),
        actix_web::http::StatusCode::UNPROCESSABLE_ENTITY,
    )
}
