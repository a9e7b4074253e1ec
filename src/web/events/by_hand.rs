//! A traveller line's matchpoints set by hand (issue 21), from the board's page: the director
//! gives the line's two sides figures of his own, as club scorers allow, or clears them. One
//! transaction, the result's version checked inside it; logged in the board's history.

use super::*;
use crate::exact::Hundredths;

#[derive(Deserialize)]
pub(super) struct ByHandForm {
    #[serde(default)]
    ns_mp: String,
    #[serde(default)]
    ew_mp: String,
    #[serde(default)]
    version: String,
    /// Present (the "Clear" button) to go back to the method's figures.
    #[serde(default)]
    clear: Option<String>,
}

/// A figure as typed, or the refusal under the field's label.
fn figure(errors: &mut FieldErrors, field: &str, label: &str, typed: &str) -> Option<Hundredths> {
    let parsed = Hundredths::parse(typed);
    if parsed.is_none() {
        errors.add(
            field,
            format!(
                "{label}: give the matchpoints as a number such as 3, 3.5 or 3.25 (at most two \
                 decimals, not below 0)"
            ),
        );
    }
    parsed
}

pub(super) async fn set_matchpoints(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
    form: web::Form<ByHandForm>,
) -> Result<HttpResponse, AppError> {
    let (id, rid) = path.into_inner();
    let form = form.into_inner();
    let board = db(&state, move |pool| {
        crate::db::read(pool, |c| results::get(c, id, rid))
    })
    .await?
    .board;
    let opened_at = form.version.trim().parse::<i64>().ok();
    let mut errors = FieldErrors::default();
    let figures = if form.clear.is_some() {
        Some(None)
    } else {
        let ns = figure(&mut errors, "ns_mp", "N-S matchpoints", &form.ns_mp);
        let ew = figure(&mut errors, "ew_mp", "E-W matchpoints", &form.ew_mp);
        ns.zip(ew).map(Some)
    };
    if let Some(figures) = figures {
        let by = director.name.clone();
        let saved = db(&state, move |pool| {
            crate::db::write(pool, |tx| {
                let (event, pairs, mut stored) = store::load(tx, id)?;
                let assigned = results::assigned::list(tx, id)?;
                let worked_out = worked_out(&event, &pairs, &mut stored, &assigned, rid);
                results::set_by_hand(tx, &event, rid, opened_at, figures, &worked_out, &by)
            })
        })
        .await;
        match saved {
            Ok(()) => return Ok(see_other(&format!("/events/{id}/boards/{board}"))),
            Err(AppError::Db(e)) if invalid(&e).is_some() => {
                errors = invalid(&e).unwrap_or_default();
            }
            Err(e) => return Err(e),
        }
    }
    let typed = Typed::ByHand {
        id: rid,
        ns: form.ns_mp,
        ew: form.ew_mp,
        errors,
    };
    render_invalid(&board_view(&state, Ctx::new(Some(&director)), id, board, typed).await?)
}

/// The method's own figures for result `rid`, as the history writes them: what the line shows
/// once its figures by hand are cleared.
fn worked_out(
    event: &Event,
    pairs: &[Pair],
    stored: &mut [Stored],
    assigned: &[results::assigned::AssignedScore],
    rid: i64,
) -> String {
    let Some(r) = stored.iter_mut().find(|r| r.id == rid) else {
        return String::new();
    };
    r.by_hand = None;
    let (board, ns, ew) = (r.board, r.ns, r.ew);
    let standings = crate::tournament::standings_full(event, pairs, stored, assigned).ok();
    let side = |d: Direction| standings.as_ref()?.method_figure(board, ns, ew, d);
    match (side(Direction::Ns), side(Direction::Ew)) {
        (Some(n), Some(e)) => format!("N-S {}, E-W {} matchpoints", show(n), show(e)),
        _ => "the method's figures".to_owned(),
    }
}
