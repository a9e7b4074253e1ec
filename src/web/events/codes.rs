//! Table codes at an event: the director prints the guide cards with a fresh code for every
//! table and round; a phone with a code enters that table's slip and nothing else; a second
//! entry from the same code is kept for the director to confirm or dismiss on the event page.

use super::print::{GuideCardsPage, guide_card, seatings};
use super::slip::{Applied, SlipPage, apply_slip, load_slip, slip_page};
use super::*;
use crate::db::codes::{self, Correction, Kind};
use crate::db::results::assigned::AssignedScore;
use crate::db::results::slip::Saver;
use crate::web::roles::TableCode;

pub(super) async fn print_with_codes(
    req: actix_web::HttpRequest,
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let (event, pairs, absences) = db(&state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::pairs(c, id)?,
                store::absences(c, id)?,
            ))
        })
    })
    .await?;
    if event.is_final() {
        return Err(AppError::Conflict(FINAL_MESSAGE.to_owned()));
    }
    let movement = event.movement()?;
    let all = seatings(&movement);
    // A table whose pair sits out has no slip this round, and so no code.
    let out = sitting_out(&event, &pairs);
    // Nor does a table with a pair away that round (late or gone): nothing is played there. In
    // an individual, any of the four players away empties the table.
    let single = event.single_field();
    let away_at =
        |r: u32, s: &Seating| away(&absences, single, r, s, movement.players_at(r, s.table));
    let seats: Vec<(u32, u32)> = all
        .iter()
        .filter(|(r, s)| !slip_sits_out(&out, s) && away_at(*r, s).is_empty())
        .map(|(r, s)| (*r, s.table))
        .collect();
    let issued = seats.clone();
    let made = db(&state, move |pool| {
        crate::db::write(pool, |tx| codes::issue(tx, Kind::Event, id, &issued))
    })
    .await?;
    let code_of: HashMap<(u32, u32), String> = seats.into_iter().zip(made).collect();
    let seating_of = |round: u32, table: u32| {
        all.iter()
            .find(|(r, s)| *r == round && s.table == table)
            .map(|(_, s)| s)
    };
    let club = crate::web::club::settings(&state).await?.name;
    let ctx = Ctx::new(Some(&director));
    let address = crate::web::codes::code_address(&req);
    let html = if movement.is_individual() {
        // The individual's own guide cards (its four players a table), with the codes.
        let mut guides = super::individual::guide_cards(&movement, &pairs);
        for card in &mut guides {
            for line in &mut card.lines {
                let code = code_of.get(&(line.round, card.table));
                line.code = code.cloned().unwrap_or_default();
                if code.is_none()
                    && let Some(s) = seating_of(line.round, card.table)
                {
                    line.no_code = individual_no_code(&out, s, &away_at(line.round, s));
                }
            }
        }
        super::individual::coded_guide_cards_html(event, ctx, &club, &movement, guides, address)?
    } else {
        let cards = (1..=movement.tables())
            .map(|table| {
                let mut card = guide_card(&movement, &all, &pairs, &event, table);
                for row in &mut card.rows {
                    row.code = code_of
                        .get(&(row.round, card.table))
                        .cloned()
                        .unwrap_or_default();
                    if let Some(s) = seating_of(row.round, card.table) {
                        let who = away_at(row.round, s);
                        if !who.is_empty() {
                            row.no_code = format!(
                                "no code: {} away this round, nothing is played here",
                                is_are(&who)
                            );
                        }
                    }
                }
                card
            })
            .collect();
        GuideCardsPage {
            ctx,
            club,
            event,
            cards,
            with_codes: true,
            address,
        }
        .render()?
    };
    Ok(crate::web::codes::printed_cards(html))
}

/// Who of a seating is away in `round` (arriving late or gone): its pairs, in words; or, for an
/// individual (`four`, its players from the movement), whichever of the four players is away.
pub(super) fn away(
    absences: &[crate::db::events::Absence],
    single: bool,
    round: u32,
    s: &Seating,
    four: Option<[u32; 4]>,
) -> Vec<String> {
    if let Some(four) = four {
        // An individual's players are stored as N-S, whichever seat they take.
        return four
            .into_iter()
            .filter(|&p| absences.iter().any(|a| a.pair == p && a.absent_in(round)))
            .map(|p| format!("player {p}"))
            .collect();
    }
    [(Direction::Ns, s.ns), (Direction::Ew, s.ew)]
        .into_iter()
        .filter(|&(d, p)| {
            absences.iter().any(|a| {
                // One field's pairs are stored as N-S, whichever seat they take.
                a.pair == p && (single || a.direction == d) && a.absent_in(round)
            })
        })
        .map(|(d, p)| {
            if single {
                format!("pair {p}")
            } else {
                format!("{} {p}", results::side(d))
            }
        })
        .collect()
}

/// "pair 3 is", "pair 3 and pair 5 are".
fn is_are(who: &[String]) -> String {
    format!(
        "{} {}",
        who.join(" and "),
        if who.len() == 1 { "is" } else { "are" }
    )
}

/// Why an individual's table has no code this round: a player sits out (the seat the slip
/// names him by, as the slip itself refuses it), or is away.
fn individual_no_code(out: &[(Direction, u32)], s: &Seating, away: &[String]) -> String {
    let sitting: Vec<String> = [s.ns, s.ew]
        .into_iter()
        .filter(|&p| out.contains(&(Direction::Ns, p)))
        .map(|p| format!("player {p}"))
        .collect();
    if !sitting.is_empty() {
        format!(
            "no code: {} sit{} out this round (no name given), nothing is played here",
            sitting.join(" and "),
            if sitting.len() == 1 { "s" } else { "" }
        )
    } else {
        format!(
            "no code: {} away this round, nothing is played here",
            is_are(away)
        )
    }
}

#[derive(Template)]
#[template(path = "events/code_slip.html")]
pub(super) struct CodeSlipPage {
    ctx: Ctx,
    code: String,
    slip: SlipPage,
    /// What this table's slip holds already: (board, result in words).
    entered: Vec<(u32, String)>,
}

/// The results already stored for a table's slip, in words.
fn entered(slip: &SlipPage, stored: &[Stored]) -> Vec<(u32, String)> {
    let Some(seating) = &slip.seating else {
        return Vec::new();
    };
    seating
        .boards
        .iter()
        .filter_map(|&b| {
            find_result(stored, b, seating.ns, seating.ew)
                .map(|s| (b, results::describe_result(&s.entry, s.contract.as_ref())))
        })
        .collect()
}

async fn code_page(
    state: &web::Data<AppState>,
    code: &TableCode,
    typed: Option<&HashMap<String, String>>,
    errors: FieldErrors,
) -> Result<CodeSlipPage, AppError> {
    let seat = code.seat;
    let data = load_slip(
        state,
        seat.owner,
        &seat.round.to_string(),
        &seat.table.to_string(),
    )
    .await?;
    let stored = data.stored.clone();
    // The boards the director voided at this table read as voided: a phone's slip leaves
    // them as he gave them (`results::slip::save`).
    let given = match data.movement.seating(seat.round, seat.table) {
        Some(s) => {
            let id = seat.owner;
            db(state, move |pool| {
                crate::db::read(pool, |c| {
                    Ok(results::assigned::list(c, id)?
                        .into_iter()
                        .filter(|a| a.ns == s.ns && a.ew == s.ew && s.boards.contains(&a.board))
                        .collect::<Vec<_>>())
                })
            })
            .await?
        }
        None => Vec::new(),
    };
    let slip = slip_page(
        Ctx::default(),
        data,
        seat.round.to_string(),
        seat.table.to_string(),
        typed,
        errors,
    );
    let mut entered = entered(&slip, &stored);
    entered.extend(given.iter().map(|a| {
        (
            a.board,
            format!(
                "voided by the director ({}); what is typed for it is not saved",
                a.describe()
            ),
        )
    }));
    entered.sort_by_key(|(b, _)| *b);
    Ok(CodeSlipPage {
        ctx: Ctx::default(),
        code: code.code.clone(),
        entered,
        slip,
    })
}

pub async fn code_slip_form(
    state: web::Data<AppState>,
    code: TableCode,
) -> Result<HttpResponse, AppError> {
    let page = code_page(&state, &code, None, FieldErrors::default()).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// The form's result fields only (never `round` or `table`: the code says which slip).
fn entry_fields(form: &HashMap<String, String>) -> Vec<(String, String)> {
    let mut kept: Vec<(String, String)> = form
        .iter()
        .filter(|(k, v)| {
            !v.trim().is_empty()
                && k.rsplit_once('_')
                    .is_some_and(|(f, b)| ENTRY_FIELDS.contains(&f) && b.parse::<u32>().is_ok())
        })
        .map(|(k, v)| (k.clone(), v.trim().to_owned()))
        .collect();
    kept.sort();
    kept
}

pub async fn code_slip_save(
    state: web::Data<AppState>,
    code: TableCode,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let seat = code.seat;
    let id = seat.owner;
    let mut form: HashMap<String, String> = entry_fields(&form.into_inner()).into_iter().collect();
    form.insert("round".into(), seat.round.to_string());
    form.insert("table".into(), seat.table.to_string());
    let data = load_slip(&state, id, &form["round"], &form["table"]).await?;
    let seating = data
        .movement
        .seating(seat.round, seat.table)
        .ok_or(AppError::NotFound)?;
    // Whether the slip was entered already is decided inside the save's transaction: a
    // second entry (even one sent at the same moment as the first) is kept for the director.
    let saver = Saver::Code {
        seat,
        entry: entry_fields(&form),
    };
    let at = (seat.round, seat.table);
    let outcome = apply_slip(&state, &data, id, at, &seating, &form, code.by(), saver).await?;
    let said = match outcome {
        Applied::Queued => format!(
            "Table {}, round {}: this slip was entered already (shown below). Your change has \
             gone to the director as a correction to confirm; until then the results stand as \
             entered.",
            seat.table, seat.round
        ),
        Applied::Done(errors) if errors.is_empty() => format!(
            "{} Thank you: the slip is with the director.",
            slip_saved(&data.event, at, &seating, &form)
        ),
        Applied::NotSaved(errors) => {
            slip_refused(&errors);
            let page = code_page(&state, &code, Some(&form), errors).await?;
            return render_status(&page, crate::web::form_status(true));
        }
        refused => {
            let errors = refused.refusals();
            slip_refused(&errors);
            return render_invalid(&code_page(&state, &code, Some(&form), errors).await?);
        }
    };
    // The phone lands on its slip again, which now lists what it holds, with the word on top.
    Ok(crate::web::flash::saved(
        &format!("/t/{}", code.code),
        &said,
    ))
}

/// A correction from a table code, as the event page lists it.
pub(super) struct CorrectionView {
    pub(super) id: i64,
    pub(super) round: u32,
    pub(super) table: u32,
    pub(super) at: String,
    /// One line a board that changes: what stands now → what the phone sent, each as the
    /// event's method scores it (the contract and who made it, and the points, at bridge).
    pub(super) lines: Vec<String>,
    /// The boards the director voided (or adjusted) at this table: they keep their assigned
    /// score whatever the phone sent, "Board 5 is voided (assigned average to both sides): it
    /// stays so; the correction does not change it."
    pub(super) voided: Vec<String>,
    /// The boards the phone sent again as they stand: "Boards 5, 7 and 8 are unchanged."
    pub(super) unchanged: Option<String>,
}

pub(super) fn correction_views(
    event: &Event,
    stored: &[Stored],
    assigned: &[AssignedScore],
    corrections: Vec<Correction>,
) -> Vec<CorrectionView> {
    let Ok(movement) = event.movement() else {
        return Vec::new();
    };
    corrections
        .into_iter()
        .map(|c| {
            let form: HashMap<String, String> = c.entry.into_iter().collect();
            let mut lines = Vec::new();
            let mut unchanged = Vec::new();
            let mut voided = Vec::new();
            if let Some(s) = movement.seating(c.seat.round, c.seat.table) {
                for &b in &s.boards {
                    // Confirming leaves it as the director gave it (`results::slip::save`).
                    if let Some(a) = assigned
                        .iter()
                        .find(|a| a.board == b && a.ns == s.ns && a.ew == s.ew)
                    {
                        voided.push(format!(
                            "Board {b} is voided ({}): it stays so; the correction does not \
                             change it.",
                            a.describe()
                        ));
                        continue;
                    }
                    let Ok(Some((entry, contract))) =
                        EntryFields::from_form(&form, &b.to_string()).read(event)
                    else {
                        continue;
                    };
                    let now = find_result(stored, b, s.ns, s.ew);
                    // Scored as saving would score it, so that the director sees the points.
                    let sent = match results::settled(event, b, &entry, contract.as_ref()) {
                        Ok((entry, contract)) => {
                            if now.is_some_and(|r| r.entry == entry && r.contract == contract) {
                                unchanged.push(b);
                                continue;
                            }
                            results::describe_result(&entry, contract.as_ref())
                        }
                        Err(e) => format!(
                            "{}, which cannot be saved: {}",
                            results::describe_new(event, &entry, contract.as_ref()),
                            match e {
                                DbError::Invalid { message, .. } => message,
                                other => other.to_string(),
                            }
                        ),
                    };
                    let now = now
                        .map(|r| results::describe_result(&r.entry, r.contract.as_ref()))
                        .unwrap_or_else(|| "nothing entered".to_owned());
                    lines.push(format!("Board {b}: {now} → {sent}"));
                }
            }
            CorrectionView {
                id: c.id,
                round: c.seat.round,
                table: c.seat.table,
                at: c.created_at,
                lines,
                voided,
                unchanged: unchanged_words(&unchanged),
            }
        })
        .collect()
}

/// "Board 5 is unchanged." / "Boards 5, 7 and 8 are unchanged."
fn unchanged_words(boards: &[u32]) -> Option<String> {
    let (last, rest) = boards.split_last()?;
    Some(if rest.is_empty() {
        format!("Board {last} is unchanged.")
    } else {
        let rest: Vec<String> = rest.iter().map(u32::to_string).collect();
        format!("Boards {} and {last} are unchanged.", rest.join(", "))
    })
}

pub(super) async fn confirm_correction(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, cid) = path.into_inner();
    let correction = db(&state, move |pool| {
        crate::db::read(pool, |c| codes::pending_one(c, Kind::Event, id, cid))
    })
    .await?;
    let (r, t) = (correction.seat.round, correction.seat.table);
    let data = load_slip(&state, id, &r.to_string(), &t.to_string()).await?;
    let seating = data.movement.seating(r, t).ok_or(AppError::NotFound)?;
    let mut form: HashMap<String, String> = correction.entry.into_iter().collect();
    form.insert("round".into(), r.to_string());
    form.insert("table".into(), t.to_string());
    let by = format!("{} (confirming table {t}'s code)", director.name);
    let Applied::Done(errors) = apply_slip(
        &state,
        &data,
        id,
        (r, t),
        &seating,
        &form,
        by,
        Saver::Confirming,
    )
    .await?
    else {
        return Err(AppError::Conflict(
            "the correction could not be applied".into(),
        ));
    };
    if !errors.is_empty() {
        let said: Vec<String> = errors.0.into_iter().map(|(_, m)| m).collect();
        return Err(AppError::Conflict(format!(
            "The correction from table {t}, round {r} could not be applied: {} Dismiss it, or \
             correct the slip by hand.",
            said.join(" ")
        )));
    }
    let name = director.name;
    let (ns, ew) = (seating.ns, seating.ew);
    let voided = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            codes::decide(tx, cid, true, &name)?;
            Ok(results::assigned::list(tx, id)?
                .into_iter()
                .filter(|a| a.ns == ns && a.ew == ew && seating.boards.contains(&a.board))
                .map(|a| a.board)
                .collect::<Vec<u32>>())
        })
    })
    .await?;
    let kept = match voided.as_slice() {
        [] => String::new(),
        [b] => format!(" Board {b} stays voided, as you gave it."),
        [rest @ .., last] => format!(
            " Boards {} and {last} stay voided, as you gave them.",
            rest.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    Ok(crate::web::flash::saved(
        &format!("/events/{id}#corrections"),
        &format!(
            "The correction from table {t}, round {r} is confirmed: the slip now reads as the phone sent it.{kept}"
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
            let c = codes::pending_one(tx, Kind::Event, id, cid)?;
            codes::decide(tx, cid, false, &name)?;
            Ok(c.seat)
        })
    })
    .await?;
    Ok(crate::web::flash::saved(
        &format!("/events/{id}#corrections"),
        &format!(
            "The correction from table {}, round {} is dismissed: the slip stays as it was.",
            seat.table, seat.round
        ),
    ))
}
