//! The director's adjustments (issue 15 items 4 and 6). Assigned scores from the board's page:
//! a board at one table given average, average plus or minus, a split score, or not played; each
//! is logged in the board's history like a correction, shown on the traveller, and scored by the
//! event's method. Late and missing pairs from the event page, logged in the event's log.

use super::*;
use crate::db::results::assigned::{self, Award};

#[derive(Deserialize)]
pub(super) struct AssignForm {
    ns: String,
    ew: String,
    #[serde(default)]
    ns_award: String,
    #[serde(default)]
    ew_award: String,
}

fn pairs_of(form: &AssignForm) -> Result<(u32, u32), AppError> {
    let parse = |field: &str, v: &str| {
        v.trim().parse::<u32>().map_err(|_| {
            AppError::Db(DbError::invalid(
                field,
                format!(
                    "give the {} pair as a number",
                    if field == "ns" { "N-S" } else { "E-W" }
                ),
            ))
        })
    };
    Ok((parse("ns", &form.ns)?, parse("ew", &form.ew)?))
}

pub(super) async fn assign_score(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
    form: web::Form<AssignForm>,
) -> Result<HttpResponse, AppError> {
    let (id, board) = path.into_inner();
    let (ns, ew) = pairs_of(&form)?;
    let award = |field: &str, v: &str| {
        Award::parse(v.trim()).ok_or_else(|| {
            AppError::Db(DbError::invalid(
                field,
                "choose average, average plus, average minus or not played",
            ))
        })
    };
    let (ns_award, ew_award) = (
        award("ns_award", &form.ns_award)?,
        award("ew_award", &form.ew_award)?,
    );
    let by = director.name;
    db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let event = store::get(tx, id)?;
            assigned::assign(tx, &event, (board, ns, ew), ns_award, ew_award, &by)
        })
    })
    .await?;
    Ok(see_other(&format!("/events/{id}/boards/{board}")))
}

pub(super) async fn unassign_score(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
    form: web::Form<AssignForm>,
) -> Result<HttpResponse, AppError> {
    let (id, board) = path.into_inner();
    let (ns, ew) = pairs_of(&form)?;
    let by = director.name;
    db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let event = store::get(tx, id)?;
            assigned::remove(tx, &event, (board, ns, ew), &by)
        })
    })
    .await?;
    Ok(see_other(&format!("/events/{id}/boards/{board}")))
}

#[derive(Deserialize)]
pub(super) struct AbsenceForm {
    pair: String,
    #[serde(default)]
    from_round: String,
    #[serde(default)]
    to_round: String,
}

/// Marks a pair late or leaving early (both blank: plays every round again).
pub(super) async fn save_absence(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<AbsenceForm>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let key = form.pair.trim();
    let (direction, number) = match key.get(..2) {
        Some("ns") => (Direction::Ns, &key[2..]),
        Some("ew") => (Direction::Ew, &key[2..]),
        _ => (Direction::Ns, ""),
    };
    let pair: u32 = number
        .parse()
        .map_err(|_| AppError::Db(DbError::invalid("pair", "choose one of the event's pairs")))?;
    let round = |field: &str, v: &str| -> Result<Option<u32>, AppError> {
        match v.trim() {
            "" => Ok(None),
            v => v.parse().map(Some).map_err(|_| {
                AppError::Db(DbError::invalid(field, "write the round as a whole number"))
            }),
        }
    };
    let absence = store::Absence {
        direction,
        pair,
        from_round: round("from_round", &form.from_round)?,
        to_round: round("to_round", &form.to_round)?,
    };
    let by = director.name;
    db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let event = store::get(tx, id)?;
            if event.is_final() {
                return Err(DbError::invalid("event", FINAL_MESSAGE));
            }
            store::set_absence(tx, &event, &absence, &by)
        })
    })
    .await?;
    Ok(see_other(&format!("/events/{id}#late")))
}
