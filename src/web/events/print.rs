//! The printed movement: tray schedule, guide cards, travellers, E-W movement cards.

use super::*;

pub(super) struct ScheduleCell {
    table: u32,
    boards: String,
    ns: u32,
    ew: u32,
    /// "boards shared with table 8" (a relay, or boards passed between tables).
    shares: String,
    /// A pair of this table sits out this round: no play, no slip.
    sit_out: bool,
}

pub(super) struct ScheduleRow {
    round: u32,
    cells: Vec<ScheduleCell>,
    /// The pair that sits out, the bye stand, the arrow switch: "" for none.
    note: String,
}

pub(super) struct GuideRow {
    pub(super) round: u32,
    ns: u32,
    ew: u32,
    boards: String,
    trays_to: String,
    /// Where the N-S pair goes next (one field only: a Mitchell's N-S sit still).
    ns_to: String,
    ew_to: String,
    /// The table's code for this round, when the cards are printed with codes.
    pub(super) code: String,
    /// A pair of this table sits out this round.
    pub(super) sit_out: bool,
    /// Why the table has no code this round (a pair away), "" when it has one.
    pub(super) no_code: String,
    /// The arrows are turned this round: the N-S pair sits E-W and the E-W pair N-S.
    turned: bool,
}

pub(super) struct GuideCard {
    pub(super) table: u32,
    /// One field: the N-S pair changes from round to round.
    single: bool,
    /// A team match: what passes between its two tables halfway through each round.
    crossing: Option<String>,
    ns: u32,
    ns_names: String,
    pub(super) rows: Vec<GuideRow>,
}

pub(super) struct MovementLine {
    ew: u32,
    table: u32,
    ns: u32,
    boards: String,
}

pub(super) struct MovementRound {
    round: u32,
    lines: Vec<MovementLine>,
}

pub(super) struct MovementPair {
    ew: u32,
    names: String,
    /// Every round in order: where the pair plays, or that it sits out (a Howell with a
    /// phantom), so a card is read down the evening as it is played.
    lines: Vec<PairRound>,
}

/// One round of a pair's movement card.
pub(super) struct PairRound {
    round: u32,
    /// Table, seat ("N-S" / "E-W"), opponents, boards; None: the pair sits out.
    plays: Option<(u32, &'static str, u32, String)>,
}

#[derive(Template)]
#[template(path = "events/print_schedule.html")]
pub(super) struct SchedulePage {
    ctx: Ctx,
    /// The club's name for the sheet's head; empty for none.
    club: String,
    event: Event,
    tables: Vec<u32>,
    rows: Vec<ScheduleRow>,
    /// One line on how the movement goes.
    description: String,
    single: bool,
}

#[derive(Template)]
#[template(path = "events/print_guide_cards.html")]
pub(super) struct GuideCardsPage {
    pub(super) ctx: Ctx,
    pub(super) event: Event,
    pub(super) cards: Vec<GuideCard>,
    /// Printed with a fresh table code per round (shown once: only their digests are kept).
    pub(super) with_codes: bool,
    /// The club's name for the sheet's head; empty for none.
    pub(super) club: String,
    /// With codes: the table code page's full address, printed on every card.
    pub(super) address: String,
}

#[derive(Template)]
#[template(path = "events/print_movement_cards.html")]
pub(super) struct MovementCardsPage {
    ctx: Ctx,
    /// The club's name for the sheet's head; empty for none.
    club: String,
    event: Event,
    rounds: Vec<MovementRound>,
    pairs: Vec<MovementPair>,
}

pub(super) fn seatings(movement: &Movement) -> Vec<(u32, Seating)> {
    movement
        .schedule()
        .into_iter()
        .flat_map(|r| {
            let round = r.round;
            r.tables.into_iter().map(move |s| (round, s))
        })
        .collect()
}

pub(super) async fn print(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
    path: web::Path<(i64, String)>,
) -> Result<HttpResponse, AppError> {
    let (id, sheet) = path.into_inner();
    if !matches!(
        sheet.as_str(),
        "schedule" | "guide-cards" | "travellers" | "movement-cards"
    ) {
        return Err(AppError::NotFound);
    }
    let (event, pairs) = db(&state, move |pool| {
        crate::db::read(pool, |c| Ok((store::get(c, id)?, store::pairs(c, id)?)))
    })
    .await?;
    // Travellers printed after play carry the results entered (issue 22 item 8), scored as the
    // traveller page scores them.
    let loaded = match sheet.as_str() {
        "travellers" => Some(crate::web::standings::load_event(&state, id).await?),
        _ => None,
    };
    let ctx = crate::web::roles::Scorer::ctx_of(director.as_ref());
    // A large room's sheets run to megabytes: they are made on the blocking pool, so that the
    // request workers keep answering everyone else meanwhile (issue 13).
    let club = crate::web::club::settings(&state).await?.name;
    let html = web::block(move || sheet_html(&sheet, event, &pairs, loaded, ctx, &club)).await??;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}

/// One printed sheet of an event, as HTML.
fn sheet_html(
    sheet: &str,
    event: Event,
    pairs: &[Pair],
    loaded: Option<std::sync::Arc<crate::web::standings::Loaded>>,
    ctx: Ctx,
    club: &str,
) -> Result<String, AppError> {
    let movement = event.movement()?;
    if movement.is_individual() {
        return super::individual::sheet_html(sheet, event, pairs, ctx, club, &movement);
    }
    let all = seatings(&movement);
    let out = sitting_out(&event, pairs);
    let single = movement.single_field();
    let html = match sheet {
        "schedule" => SchedulePage {
            tables: (1..=movement.tables()).collect(),
            rows: (1..=movement.rounds())
                .map(|round| ScheduleRow {
                    round,
                    cells: all
                        .iter()
                        .filter(|(r, _)| *r == round)
                        .map(|(_, s)| ScheduleCell {
                            table: s.table,
                            boards: board_range(&s.boards),
                            ns: s.ns,
                            ew: s.ew,
                            shares: shares_text(&movement, round, s.table),
                            sit_out: slip_sits_out(&out, s),
                        })
                        .collect(),
                    note: round_note(&movement, round),
                })
                .collect(),
            description: movement_description(&movement),
            single,
            ctx,
            club: club.to_owned(),
            event,
        }
        .render()?,
        "guide-cards" => GuideCardsPage {
            cards: (1..=movement.tables())
                .map(|table| guide_card(&movement, &all, pairs, &event, table))
                .collect(),
            ctx,
            club: club.to_owned(),
            event,
            with_codes: false,
            address: String::new(),
        }
        .render()?,
        "travellers" => {
            super::print_travellers::html(event, &movement, &all, loaded.as_deref(), ctx, club)?
        }
        _ => {
            let rounds = (1..=movement.rounds())
                .map(|round| {
                    let mut lines: Vec<MovementLine> = all
                        .iter()
                        .filter(|(r, _)| *r == round)
                        .map(|(_, s)| MovementLine {
                            ew: s.ew,
                            table: s.table,
                            ns: s.ns,
                            boards: board_range(&s.boards),
                        })
                        .collect();
                    lines.sort_by_key(|l| l.ew);
                    MovementRound { round, lines }
                })
                .collect();
            let moving = if single {
                movement.pair_numbers()
            } else {
                movement.tables()
            };
            let pairs = (1..=moving)
                .map(|ew| {
                    let mut lines: Vec<PairRound> = all
                        .iter()
                        .filter(|(_, s)| s.ew == ew || (single && s.ns == ew))
                        .map(|(r, s)| {
                            let (seat, against) = if s.ew == ew {
                                ("E-W", s.ns)
                            } else {
                                ("N-S", s.ew)
                            };
                            PairRound {
                                round: *r,
                                plays: Some((s.table, seat, against, board_range(&s.boards))),
                            }
                        })
                        .collect();
                    lines.extend(
                        (1..=movement.rounds())
                            .filter(|&r| movement.sit_out(r) == Some(ew))
                            .map(|round| PairRound { round, plays: None }),
                    );
                    lines.sort_by_key(|l| l.round);
                    MovementPair {
                        ew,
                        names: names_of(pairs, ew_key(&movement), ew),
                        lines,
                    }
                })
                .collect();
            MovementCardsPage {
                rounds,
                pairs,
                ctx,
                club: club.to_owned(),
                event,
            }
            .render()?
        }
    };
    Ok(html)
}

pub(super) fn guide_card(
    movement: &Movement,
    all: &[(u32, Seating)],
    pairs: &[Pair],
    event: &Event,
    table: u32,
) -> GuideCard {
    let last = movement.rounds();
    let out = sitting_out(event, pairs);
    let single = movement.single_field();
    let pair_to = |round: u32, pair: u32, ew: bool| {
        movement
            .table_of(round + 1, pair, ew)
            .map(|t| format!("table {t}"))
            .unwrap_or_else(|| {
                if movement.sit_out(round + 1) == Some(pair) {
                    "sit out".to_owned()
                } else {
                    "end".to_owned()
                }
            })
    };
    let rows = all
        .iter()
        .filter(|(_, s)| s.table == table)
        .map(|(round, s)| {
            let (trays_to, ns_to, ew_to) = if *round >= last {
                ("collect".to_owned(), "end".to_owned(), "end".to_owned())
            } else {
                // The trays and the moving pairs go where the schedule next seats them (in
                // the book's Mitchell: trays down one table, E-W up one, skipping one half way
                // with an even number of tables).
                let trays = trays_next(movement, *round, table, &s.boards);
                let ns_to = if single {
                    pair_to(*round, s.ns, false)
                } else {
                    String::new()
                };
                (trays, ns_to, pair_to(*round, s.ew, true))
            };
            GuideRow {
                round: *round,
                ns: s.ns,
                ew: s.ew,
                boards: board_range(&s.boards),
                trays_to,
                ns_to,
                ew_to,
                code: String::new(),
                sit_out: slip_sits_out(&out, s),
                no_code: String::new(),
                turned: movement.arrow_switch(*round),
            }
        })
        .collect::<Vec<_>>();
    let ns = all
        .iter()
        .find(|(_, s)| s.table == table)
        .map(|(_, s)| s.ns)
        .unwrap_or(table);
    // A team match's two tables (1 and 2, 3 and 4, …) play the round's boards in two halves,
    // each passing the half it has played to the other (docs/movements.md).
    let crossing = (movement.kind() == Kind::Teams).then(|| {
        let other = if table % 2 == 1 { table + 1 } else { table - 1 };
        format!(
            "A team match: halfway through each round, pass the boards you have played to table \
             {other} and play the ones table {other} passes you."
        )
    });
    GuideCard {
        table,
        crossing,
        ns,
        ns_names: if single {
            String::new()
        } else {
            names_of(pairs, Direction::Ns, ns)
        },
        single,
        rows,
    }
}

/// Where a table's trays go after `round` (not the last): the tables the movement seats them at
/// next, the relay's bye stand, or aside.
pub(super) fn trays_next(movement: &Movement, round: u32, table: u32, boards: &[u32]) -> String {
    let next = movement.boards_next(round, table);
    if !next.is_empty() {
        next.iter()
            .map(|t| format!("table {t}"))
            .collect::<Vec<_>>()
            .join(" & ")
    } else if boards.iter().any(|&b| movement.on_bye_stand(round + 1, b)) {
        "bye stand".to_owned()
    } else {
        "aside".to_owned()
    }
}

/// "shares boards with table 8" for a table whose boards another table plays the same round.
fn shares_text(movement: &Movement, round: u32, table: u32) -> String {
    let with = movement.sharing(round, table);
    if with.is_empty() {
        return String::new();
    }
    let tables: Vec<String> = with.iter().map(u32::to_string).collect();
    format!(
        "shares boards with table{} {}",
        if with.len() == 1 { "" } else { "s" },
        tables.join(", ")
    )
}

/// What a round's line of the schedule says besides its tables.
fn round_note(movement: &Movement, round: u32) -> String {
    let mut notes = Vec::new();
    if let Some(p) = movement.sit_out(round) {
        notes.push(format!("pair {p} sits out"));
    }
    if let Some(b) = movement.bye_stand(round) {
        notes.push(format!("bye stand: boards {}", board_range(b)));
    }
    if movement.arrow_switch(round) {
        notes.push("arrow switch: the N-S pairs sit E-W".to_owned());
    }
    notes.join("; ")
}

/// How the movement goes, in one line for the schedule's head, with its balance where the idea
/// applies (a Howell, an individual).
pub(super) fn movement_description(movement: &Movement) -> String {
    let line = movement_way(movement);
    match movement.balance() {
        Some(b) => format!(
            "{line} {}",
            b.sentence(super::create::balance_who(movement.kind()))
        ),
        None => line,
    }
}

/// How the movement goes, in a sentence, without its balance (the event page shows that on a
/// line of its own).
pub(super) fn movement_way(movement: &Movement) -> String {
    match movement.kind() {
        Kind::Mitchell => "N-S sit still, E-W move up one table, the trays pass down one.".into(),
        Kind::MitchellRelay => "N-S sit still, E-W move up one table, the trays pass down one; \
             tables 1 and the last share their boards (the relay) and a set rests on the bye \
             stand between the middle tables each round."
            .into(),
        Kind::Howell => format!(
            "One field: each pair follows its own card; every table's pairs change each round{}.",
            if movement.pairs() % 2 == 1 {
                ", and the pair that would meet the phantom sits out"
            } else {
                ""
            }
        ),
        Kind::Teams => "Team matches: each team's pairs sit N-S at one table and E-W at the \
             other; the boards cross between the two tables halfway through the round."
            .into(),
        Kind::Individual => "An individual: four players a table, each following his own card; \
             every player partners every other once in the whole movement."
            .into(),
        Kind::Mnemonic => "One table, two pairs: each set of deals is played, then at once \
             played again with the hands turned (pair 1 sits N-S the first time, E-W the second)."
            .into(),
    }
}
