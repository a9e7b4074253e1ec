//! The event page, and marking it final or re-opening it.

use super::*;

pub(super) struct PairRow {
    label: String,
    names: String,
    sits_out: bool,
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
    /// Second entries from table codes, waiting for the director.
    corrections: Vec<super::codes::CorrectionView>,
}

pub(super) async fn show_event(
    director: Option<Scorer>,
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
    // A slip whose pair sits out is never expected.
    let expected = event
        .movement()
        .map(|m| {
            seatings(&m)
                .iter()
                .filter(|(r, s)| sit_out_text(&pairs, *r, s).is_none())
                .map(|(_, s)| s.boards.len() as u32)
                .sum()
        })
        .unwrap_or(event.boards() * event.rounds);
    let out = store::sitting_out(&pairs);
    let pairs = pairs
        .iter()
        .map(|p| PairRow {
            label: format!("{} {}", results::side(p.direction), p.pair),
            names: p.names(),
            sits_out: out.contains(&(p.direction, p.pair)),
        })
        .collect();
    let corrections = match &director {
        Some(d) if d.is_director() => super::codes::pending_corrections(&state, &event).await?,
        _ => Vec::new(),
    };
    render(&EventPage {
        ctx: director.map(|d| d.ctx()).unwrap_or_default(),
        corrections,
        game: game_label(event.game),
        rule: rule_label(event.revoke_rule),
        rule_text: crate::laws::duplicate::describe(event.revoke_rule),
        auction_entry: auction_entry_label(&event),
        pairs,
        entered,
        expected,
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
