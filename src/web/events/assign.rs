//! Assigned scores from the board's page (issue 15 item 4): the director gives a board at one
//! table average, average plus or minus, a split score, or not played; each is logged in the
//! board's history like a correction, shown on the traveller, and scored by the event's method.

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
    let (ns_award, ew_award) = (award("ns_award", &form.ns_award)?, award("ew_award", &form.ew_award)?);
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
