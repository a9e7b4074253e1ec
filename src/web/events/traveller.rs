//! The traveller: one board's results, corrections and history.

use super::*;

pub(super) struct BoardRow {
    round: u32,
    table: u32,
    ns: u32,
    ew: u32,
    ns_names: String,
    ew_names: String,
    result: Option<ResultView>,
    /// The score the director assigned at this table instead of a result, in words.
    assigned: Option<String>,
    /// The method's figure for each side ("" under the books' plus/minus alone).
    ns_figure: String,
    ew_figure: String,
    /// Played with the arrows turned: pair `ns` held the E-W cards, pair `ew` the N-S cards;
    /// the line's scores are the hands', N-S first.
    turned: bool,
    /// A pair of the table sits out, in words ("E-W 7 sits out"): no result nor score here.
    sits_out: Option<String>,
}

pub(super) struct ResultView {
    id: i64,
    /// The version the correction form was opened at (or, sent back, the one it carried).
    version: String,
    text: String,
    ns_score: String,
    ew_score: String,
    by: String,
    at: String,
    form: EntryRow,
    /// "50 taken from N-S for passing a fouled board (KWC law 4d)", when so.
    fouled_note: Option<String>,
    /// The line's matchpoints were set by hand by the director.
    by_hand: bool,
    /// The "Set matchpoints by hand" form: its figures (as typed, or as set), its refusals, and
    /// whether it is open (it was just refused).
    mp_ns: String,
    mp_ew: String,
    mp_errors: FieldErrors,
    mp_open: bool,
}

#[derive(Template)]
#[template(path = "events/board.html")]
pub(super) struct BoardPage {
    ctx: Ctx,
    event: Event,
    whist: bool,
    by_contract: bool,
    /// A bridge board's dealer and vulnerability, by its number.
    conditions: Option<String>,
    board: u32,
    rows: Vec<BoardRow>,
    ns_average: Option<String>,
    ew_average: Option<String>,
    /// A team match: each match playing the board, its two tables side by side (in place of
    /// the averages and each line's figures, which are a pairs event's).
    matches: Vec<super::team_board::MatchBoard>,
    law_error: Option<String>,
    history: Vec<Change>,
    pair_numbers: Vec<String>,
    new_ns: String,
    new_ew: String,
    new_row: EntryRow,
    previous: Option<u32>,
    next: Option<u32>,
    /// The method's column heading ("" under the books' plus/minus alone).
    method_heading: String,
    /// Scored by matchpoints: the director may set a line's by hand.
    matchpoints: bool,
    /// Matchpoints on a board played fewer times than the most-played one are factored up to
    /// its top (Neuberg): said, since voiding another board can change this board's figures
    /// (issue 22: board 9 read 1/1, then 2/2 once board 8 was voided).
    factored: Option<String>,
    /// The awards a director may assign: value, words.
    awards: Vec<(&'static str, &'static str)>,
    /// A correction refused because someone else changed the result first: shown at the top,
    /// since the row's form may be off the side of a phone.
    stale: Option<String>,
}

/// What the director typed into one of the board page's forms, to show again.
pub(super) enum Typed {
    Nothing,
    /// The form for a new result.
    New {
        ns: String,
        ew: String,
        fields: EntryFields,
        errors: FieldErrors,
    },
    /// The edit form of a stored result.
    Row {
        id: i64,
        fields: Option<EntryFields>,
        errors: FieldErrors,
        version: Option<String>,
    },
    /// The "Set matchpoints by hand" form of a stored result.
    ByHand {
        id: i64,
        ns: String,
        ew: String,
        errors: FieldErrors,
    },
}

pub(super) async fn board_view(
    state: &web::Data<AppState>,
    ctx: Ctx,
    id: i64,
    board: u32,
    typed: Typed,
) -> Result<BoardPage, AppError> {
    // The event, its results and their standings are kept until the next write and shared
    // with the standings pages: recomputing every board of a large event for one board's page
    // took most of its time. Only this board's history is read each time.
    let loaded = crate::web::standings::load_event(state, id).await?;
    let (event, pairs, stored) = (&loaded.event, &loaded.pairs, &loaded.results);
    if board == 0 || board > event.boards() {
        return Err(AppError::NotFound);
    }
    let history = db(state, move |pool| {
        crate::db::read(pool, |c| results::history(c, id, Some(board)))
    })
    .await?;
    let club = crate::web::club::settings(state).await?;
    let mut history = history;
    for h in &mut history {
        h.at = club.time(&h.at);
    }
    let movement = event.movement()?;
    let stale = match &typed {
        Typed::Row { errors, .. } | Typed::ByHand { errors, .. } => {
            errors.get("stale").map(str::to_owned)
        }
        _ => None,
    };
    let summary = loaded.standings.law.as_ref().and_then(|st| st.board(board));
    let by_plus_minus = crate::web::standings::by_plus_minus(event);
    let law_error = loaded.law_error.clone();
    // This board's results only: a large event holds thousands, searched once per row below.
    let on_board: Vec<&Stored> = stored.iter().filter(|r| r.board == board).collect();
    let out = sitting_out(event, pairs);
    let fouled_offered = results::fouled::offered(event);
    let mut rows = Vec::new();
    for (round, s) in seatings(&movement) {
        if !s.boards.contains(&board) {
            continue;
        }
        let found = on_board.iter().find(|r| r.ns == s.ns && r.ew == s.ew);
        let result = found.map(|r| {
            let scored = summary
                .as_ref()
                .and_then(|b| b.results.iter().find(|x| x.ns == r.ns && x.ew == r.ew));
            let (fields, errors, version) = match &typed {
                Typed::Row {
                    id: rid,
                    fields,
                    errors,
                    version,
                } if *rid == r.id => (
                    fields
                        .clone()
                        .unwrap_or_else(|| EntryFields::from_stored(r)),
                    errors.clone(),
                    version.clone(),
                ),
                _ => (EntryFields::from_stored(r), FieldErrors::default(), None),
            };
            let mut form = EntryRow::new(r.id, fields);
            form.errors = errors;
            form.fouled = fouled_offered;
            let set = |f: fn(
                &(crate::exact::Hundredths, crate::exact::Hundredths),
            ) -> crate::exact::Hundredths| {
                r.by_hand
                    .as_ref()
                    .map(|h| show(f(h).q()))
                    .unwrap_or_default()
            };
            let (mp_ns, mp_ew, mp_errors, mp_open) = match &typed {
                Typed::ByHand {
                    id: rid,
                    ns,
                    ew,
                    errors,
                } if *rid == r.id => (ns.clone(), ew.clone(), errors.clone(), true),
                _ => (set(|h| h.0), set(|h| h.1), FieldErrors::default(), false),
            };
            ResultView {
                id: r.id,
                version: version.unwrap_or_else(|| r.version.to_string()),
                text: results::describe_result(&r.entry, r.contract.as_ref()),
                ns_score: scored.map(|x| show(x.ns_score)).unwrap_or_default(),
                ew_score: scored.map(|x| show(x.ew_score)).unwrap_or_default(),
                by: r.updated_by.clone(),
                at: club.time(&r.updated_at),
                form,
                fouled_note: super::fouled::note(r),
                by_hand: r.by_hand.is_some(),
                mp_ns,
                mp_ew,
                mp_errors,
                mp_open,
            }
        });
        let figures = loaded
            .standings
            .method
            .as_ref()
            .and_then(|m| m.results.get(&(board, s.ns, s.ew)));
        let figure = |q: Option<crate::exact::Q>| q.map(show).unwrap_or_default();
        let (ns_names, ew_names) = super::individual::side_names(pairs, &movement, round, s.table)
            .unwrap_or_else(|| {
                (
                    names_of(pairs, Direction::Ns, s.ns),
                    names_of(pairs, ew_key(&movement), s.ew),
                )
            });
        rows.push(BoardRow {
            round,
            table: s.table,
            ns: s.ns,
            ew: s.ew,
            ns_names,
            ew_names,
            result,
            assigned: loaded.standings.method.as_ref().and_then(|m| {
                m.assigned
                    .iter()
                    .find(|a| a.board == board && a.ns == s.ns && a.ew == s.ew)
                    .map(|a| a.describe())
            }),
            ns_figure: figure(figures.and_then(|f| f.0)),
            ew_figure: figure(figures.and_then(|f| f.1)),
            turned: movement.arrow_switch(round),
            sits_out: slip_sits_out(&out, &s)
                .then(|| sit_out_text(event, pairs, round, &s))
                .flatten(),
        });
    }
    let matches = super::team_board::match_boards(&loaded, board);
    let (new_ns, new_ew, mut new_row) = match typed {
        Typed::New {
            ns,
            ew,
            fields,
            errors,
        } => {
            let mut row = EntryRow::new("new", fields);
            row.errors = errors;
            (ns, ew, row)
        }
        _ => (
            String::new(),
            String::new(),
            EntryRow::new("new", EntryFields::default()),
        ),
    };
    new_row.fouled = fouled_offered;
    Ok(BoardPage {
        ctx,
        conditions: event
            .is_bridge()
            .then(|| crate::laws::contract_duplicate::conditions(board)),
        whist: event.game == Game::Whist,
        by_contract: event.by_contract(),
        board,
        rows,
        // The direction's average is the books' plus/minus's measure: a board scored by
        // matchpoints, IMPs or Butler is not measured against it (issue 22 item 7).
        ns_average: summary
            .as_ref()
            .filter(|_| by_plus_minus && matches.is_empty())
            .map(|b| show(b.ns_average)),
        ew_average: summary
            .as_ref()
            .filter(|_| by_plus_minus && matches.is_empty())
            .map(|b| show(b.ew_average)),
        law_error,
        history,
        pair_numbers: (1..=movement.pair_numbers())
            .map(|p| p.to_string())
            .collect(),
        factored: loaded
            .standings
            .method
            .as_ref()
            .filter(|m| m.method == crate::scoring::Method::Matchpoints && matches.is_empty())
            .and_then(|m| factored_words(m, board)),
        matchpoints: loaded
            .standings
            .method
            .as_ref()
            .is_some_and(|m| m.method == crate::scoring::Method::Matchpoints),
        method_heading: match &loaded.standings.method {
            _ if !matches.is_empty() => String::new(),
            Some(m) if m.method == crate::scoring::Method::Matchpoints => "matchpoints".into(),
            Some(m) if m.method == crate::scoring::Method::TotalPoints => "points".into(),
            Some(m) if m.method == crate::scoring::Method::PlusMinus => "plus/minus".into(),
            Some(_) => "IMPs".into(),
            None => String::new(),
        },
        awards: crate::db::results::assigned::Award::ALL
            .into_iter()
            .map(|a| (a.as_str(), a.words()))
            .collect(),
        new_ns,
        new_ew,
        new_row,
        previous: (board > 1).then(|| board - 1),
        next: (board < event.boards()).then(|| board + 1),
        stale,
        matches,
        event: event.clone(),
    })
}

pub(super) async fn board_page(
    director: Option<Scorer>,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
) -> Result<web::Html, AppError> {
    let (id, board) = path.into_inner();
    render(
        &board_view(
            &state,
            director.map(|d| d.ctx()).unwrap_or_default(),
            id,
            board,
            Typed::Nothing,
        )
        .await?,
    )
}

pub(super) async fn enter_on_board(
    director: Scorer,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, board) = path.into_inner();
    let form = form.into_inner();
    let typed = |k: &str| form.get(k).map(|v| v.trim().to_owned()).unwrap_or_default();
    let (ns_typed, ew_typed) = (typed("ns"), typed("ew"));
    let fields = EntryFields::from_form(&form, "new");
    let mut errors = FieldErrors::default();
    let mut failed = false;
    let ns = whole(&mut errors, "ns", &ns_typed, "the N-S pair");
    let ew = whole(&mut errors, "ew", &ew_typed, "the E-W pair");
    if let (Some(ns), Some(ew), true) = (ns, ew, errors.is_empty()) {
        let by = director.name.clone();
        // The event is kept between entries (`entry_event`): the entry is read by its game here,
        // and the action only checks and saves it.
        let kept = entry_event(&state, id).await?;
        match fields
            .read(&kept.1)
            .and_then(|e| Ok((e, super::fouled::read(&fields)?)))
        {
            Ok((Some((entry, contract)), passed_fouled)) => {
                let new = NewResult {
                    board,
                    ns,
                    ew,
                    entry,
                    contract,
                };
                let pool = state.pool.clone();
                errors = write_form_batched(&state.pool, move |tx, refused| {
                    let event = entry_event_in(tx, &pool, &kept)?;
                    let entered = results::enter_fouled(tx, &event, &new, passed_fouled, &by);
                    refused.note(entered.map(|_| ()), |f| f)
                })
                .await
                .unwrap_or_else(|e| {
                    failed = true;
                    super::super::not_saved(&e, "ns")
                });
                if errors.is_empty() {
                    return Ok(see_other(&format!("/events/{id}/boards/{board}")));
                }
            }
            Ok((None, _)) => errors.add(
                EntryFields::first_field(&kept.1),
                "Give the result to enter.",
            ),
            Err(row) => errors = row,
        }
    }
    let typed = Typed::New {
        ns: ns_typed,
        ew: ew_typed,
        fields,
        errors,
    };
    let page = board_view(&state, director.ctx(), id, board, typed).await?;
    render_status(&page, super::super::form_status(failed))
}

pub(super) async fn correct_result(
    director: Scorer,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, rid) = path.into_inner();
    let form = form.into_inner();
    let fields = EntryFields::from_form(&form, &rid.to_string());
    let version = form.get("version").cloned();
    let opened_at = version
        .as_deref()
        .and_then(|v| v.trim().parse::<i64>().ok());
    let (event, old) = db(&state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((store::get(c, id)?, results::get(c, id, rid)?))
        })
    })
    .await?;
    let (passed_fouled, mut errors) = super::fouled::posted_or_refused(&form, rid, &fields);
    let entry = match fields.read(&event) {
        Ok(Some(entry)) if errors.is_empty() => Some(entry),
        Ok(Some(_)) => None,
        Ok(None) => {
            errors.add(
                EntryFields::first_field(&event),
                "Give the corrected result, or use Delete to remove it.",
            );
            None
        }
        Err(row) => {
            errors = row;
            None
        }
    };
    if let Some((entry, contract)) = entry {
        let by = director.name.clone();
        let saved = db(&state, move |pool| {
            crate::db::write(pool, |tx| {
                let event = store::get(tx, id)?;
                results::correct_fouled(
                    tx,
                    &event,
                    rid,
                    opened_at,
                    &entry,
                    contract.as_ref(),
                    passed_fouled,
                    &by,
                )
            })
        })
        .await;
        match saved {
            Ok(()) => return Ok(see_other(&format!("/events/{id}/boards/{}", old.board))),
            Err(AppError::Db(e)) if invalid(&e).is_some() => {
                errors = invalid(&e).unwrap_or_default();
            }
            Err(e) => return Err(e),
        }
    }
    // Refused as stale, the form now carries the version it was shown with, so that saving
    // again (having seen both values) keeps what was typed.
    let version = version.filter(|_| errors.get("stale").is_none());
    let typed = Typed::Row {
        id: rid,
        fields: Some(fields),
        errors,
        version,
    };
    render_invalid(&board_view(&state, director.ctx(), id, old.board, typed).await?)
}

pub(super) async fn delete_result(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
    confirm: web::Form<crate::web::confirm::Confirm>,
) -> Result<HttpResponse, AppError> {
    let (id, rid) = path.into_inner();
    let old = db(&state, move |pool| {
        crate::db::read(pool, |c| results::get(c, id, rid))
    })
    .await?;
    let board = old.board;
    if !confirm.given() {
        let mut ask = crate::web::confirm::Ask::new(
            format!("Delete the result of board {board}?"),
            format!(
                "N-S {} against E-W {}: {}. The board's history keeps what it was.",
                old.ns,
                old.ew,
                results::describe_result(&old.entry, old.contract.as_ref())
            ),
            format!("/events/{id}/results/{rid}/delete"),
        );
        ask.button = "Yes, delete it".into();
        ask.cancel = format!("/events/{id}/boards/{board}");
        ask.danger = true;
        return ask.page(Ctx::new(Some(&director)));
    }
    let by = director.name.clone();
    let deleted = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let event = store::get(tx, id)?;
            results::delete(tx, &event, rid, &by)
        })
    })
    .await;
    match deleted {
        Ok(()) => Ok(crate::web::flash::saved(
            &format!("/events/{id}/boards/{board}"),
            &format!(
                "Result deleted: board {board}, N-S {} against E-W {}; it is in the bin, \
                 from which it can be restored.",
                old.ns, old.ew
            ),
        )),
        Err(AppError::Db(e)) if invalid(&e).is_some() => {
            let typed = Typed::Row {
                id: rid,
                fields: None,
                errors: invalid(&e).unwrap_or_default(),
                version: None,
            };
            render_invalid(&board_view(&state, Ctx::new(Some(&director)), id, board, typed).await?)
        }
        Err(e) => Err(e),
    }
}

/// "This board has 2 scores; the most-played board so far has 3: …", when `board` is factored.
fn factored_words(m: &crate::tournament::MethodFigures, board: u32) -> Option<String> {
    let mut counts: std::collections::BTreeMap<u32, u32> = std::collections::BTreeMap::new();
    for (&(b, _, _), (ns, _)) in &m.results {
        // A table "not played" has no figure and no part in the count (as in the law's N).
        if ns.is_some() {
            *counts.entry(b).or_default() += 1;
        }
    }
    let n = *counts.get(&board)?;
    let most = counts.values().copied().max()?;
    (n < most).then(|| {
        format!(
            "This board has {n} {}; the most-played board so far has {most}. Its matchpoints are \
             scaled up to that board's top (Neuberg's formula), so they change whenever the \
             most-played count does: as results come in, or when a board is voided (every table \
             of a voided board is given a score, and so counts as played).",
            if n == 1 { "score" } else { "scores" }
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_ranges() {
        assert_eq!(board_range(&[13, 14, 15, 16]), "13–16");
        assert_eq!(board_range(&[5]), "5");
        assert_eq!(board_range(&[1, 3]), "1, 3");
    }

    #[test]
    fn blank_whist_row_is_nothing_and_bad_tricks_are_named() {
        let blank = EntryFields::default();
        assert!(matches!(blank.parse(Game::Whist), Ok(None)));
        let bad = EntryFields {
            ns_tricks: "14".into(),
            ..EntryFields::default()
        };
        let errors = bad.parse(Game::Whist).err().unwrap_or_default();
        assert!(errors.get("ns_tricks").is_some());
        let revoke = EntryFields {
            ns_tricks: "8".into(),
            revoke_by: "EW".into(),
            revoke_count: "2".into(),
            revoke_tricks_before: "3".into(),
            ..EntryFields::default()
        };
        assert!(matches!(
            revoke.parse(Game::Whist),
            Ok(Some(Entry::Whist {
                ns_tricks: 8,
                revoke: Some(Revoke {
                    by: Direction::Ew,
                    count: 2,
                    tricks_before: 3
                })
            }))
        ));
    }
}
