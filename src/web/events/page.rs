//! The event page, and marking it final or re-opening it.

use super::*;

pub(super) struct PairRow {
    label: String,
    names: String,
}

#[derive(Template)]
#[template(path = "events/show.html")]
pub(super) struct EventPage {
    ctx: Ctx,
    event: Event,
    game: &'static str,
    rule: &'static str,
    rule_text: &'static str,
    auction_entry: Option<&'static str>,
    pairs: Vec<PairRow>,
    entered: usize,
    expected: u32,
    log: Vec<LogEntry>,
    boards: Vec<u32>,
}

pub(super) async fn show_event(
    director: Option<Director>,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    let (event, pairs, entered, log) = db(&state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::pairs(c, id)?,
                results::list(c, id)?.len(),
                store::log(c, id)?,
            ))
        })
    })
    .await?;
    let club = crate::web::club::settings(&state).await?;
    let mut log = log;
    for l in &mut log {
        l.at = club.time(&l.at);
    }
    let pairs = pairs
        .iter()
        .map(|p| PairRow {
            label: format!("{} {}", results::side(p.direction), p.pair),
            names: p.names(),
        })
        .collect();
    render(&EventPage {
        ctx: Ctx::new(director.as_ref()),
        game: game_label(event.game),
        rule: rule_label(event.revoke_rule),
        rule_text: crate::laws::duplicate::describe(event.revoke_rule),
        auction_entry: auction_entry_label(&event),
        pairs,
        entered,
        expected: event.boards() * event.rounds,
        log,
        boards: (1..=event.boards()).collect(),
        event,
    })
}

pub(super) async fn mark_final(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    change_status(director, state, path.into_inner(), Status::Final).await
}

pub(super) async fn reopen(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    change_status(director, state, path.into_inner(), Status::Provisional).await
}

pub(super) async fn change_status(
    director: Director,
    state: web::Data<AppState>,
    id: i64,
    status: Status,
) -> Result<HttpResponse, AppError> {
    let by = director.name;
    db(&state, move |pool| {
        crate::db::write(pool, |tx| store::set_status(tx, id, status, &by))
    })
    .await?;
    Ok(see_other(&format!("/events/{id}")))
}
