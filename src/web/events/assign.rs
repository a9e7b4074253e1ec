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

/// The awards chosen on the "void this board" and "adjust this result" forms: `how` says
/// not played, average to everyone, average plus to everyone (60/60) or each side as chosen.
fn chosen(form: &HashMap<String, String>) -> Result<(Award, Award), AppError> {
    let refuse = |field: &str, message: &str| AppError::Db(DbError::invalid(field, message));
    let side = |field: &str| {
        let v = form.get(field).map(|v| v.trim()).unwrap_or_default();
        Award::parse(v).ok_or_else(|| {
            refuse(
                field,
                "choose average, average plus, average minus or not played",
            )
        })
    };
    match form.get("how").map(|v| v.trim()).unwrap_or("split") {
        "not-played" => Ok((Award::NotPlayed, Award::NotPlayed)),
        "average" => Ok((Award::Average, Award::Average)),
        "average-plus" => Ok((Award::AveragePlus, Award::AveragePlus)),
        "split" => Ok((side("ns_award")?, side("ew_award")?)),
        _ => Err(refuse(
            "how",
            "choose not played, average, average plus to both sides, or each side's score",
        )),
    }
}

/// The form as posted, but the confirmation, for the page that asks once.
fn carried(form: &HashMap<String, String>) -> Vec<(String, String)> {
    let mut hidden: Vec<(String, String)> = form
        .iter()
        .filter(|(k, _)| k.as_str() != "confirm" && k.as_str() != "csrf_token")
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    hidden.sort();
    hidden
}

/// "Void this board": every table that plays it gets the same assigned score, in place of
/// whatever it had, in one action (issue 22 item 5). Asks once when results go to the bin.
pub(super) async fn void_board(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, board) = path.into_inner();
    let form = form.into_inner();
    let awards = chosen(&form)?;
    if !crate::web::confirm::given(&form) {
        let played = db(&state, move |pool| {
            crate::db::read(pool, |c| {
                Ok(results::list(c, id)?
                    .into_iter()
                    .filter(|r| r.board == board)
                    .collect::<Vec<_>>())
            })
        })
        .await?;
        let mut ask = crate::web::confirm::Ask::new(
            format!("Void board {board}?"),
            format!(
                "Every table that plays board {board} gets {}. {}",
                assigned::describe(awards.0, awards.1),
                if played.is_empty() {
                    "No result has been entered for it yet.".to_owned()
                } else {
                    "Its results go to the bin, from which the director can restore them, and \
                     the board's history keeps each one."
                        .to_owned()
                }
            ),
            format!("/events/{id}/boards/{board}/void"),
        );
        ask.details = played
            .iter()
            .map(|r| {
                format!(
                    "N-S {} against E-W {}: {}",
                    r.ns,
                    r.ew,
                    results::describe_result(&r.entry, r.contract.as_ref())
                )
            })
            .collect();
        ask.details_heading = "The results that go to the bin".into();
        ask.hidden = carried(&form);
        ask.button = format!("Yes, void board {board}");
        ask.cancel = format!("/events/{id}/boards/{board}");
        ask.danger = !played.is_empty();
        return ask.page(Ctx::new(Some(&director)));
    }
    let by = director.name;
    let said = format!(
        "Board {board} voided: every table that plays it gets {}.",
        assigned::describe(awards.0, awards.1)
    );
    db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let event = store::get(tx, id)?;
            crate::db::results::void::void_board(tx, &event, board, awards, &by)
        })
    })
    .await?;
    Ok(crate::web::flash::saved(
        &format!("/events/{id}/boards/{board}"),
        &said,
    ))
}

/// "Adjust this result": an assigned score in place of one table's result, in one action; the
/// result goes to the bin and the board's history says old → new.
pub(super) async fn adjust_result(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, rid) = path.into_inner();
    let awards = chosen(&form.into_inner())?;
    let by = director.name;
    let said = assigned::describe(awards.0, awards.1);
    let (board, ns, ew) = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let event = store::get(tx, id)?;
            let r = results::get(tx, id, rid)?;
            crate::db::results::void::adjust_result(tx, &event, rid, awards, &by)?;
            Ok((r.board, r.ns, r.ew))
        })
    })
    .await?;
    Ok(crate::web::flash::saved(
        &format!("/events/{id}/boards/{board}"),
        &format!(
            "Result adjusted: board {board}, N-S {ns} against E-W {ew}, gets {said}; \
             the result it had is in the bin."
        ),
    ))
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
