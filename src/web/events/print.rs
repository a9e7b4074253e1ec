//! The printed movement: tray schedule, guide cards, travellers, E-W movement cards.

use super::*;

pub(super) struct ScheduleCell {
    table: u32,
    boards: String,
    ew: u32,
    /// A pair of this table sits out this round: no play, no slip.
    sit_out: bool,
}

pub(super) struct ScheduleRow {
    round: u32,
    cells: Vec<ScheduleCell>,
}

pub(super) struct GuideRow {
    pub(super) round: u32,
    ew: u32,
    boards: String,
    trays_to: String,
    ew_to: String,
    /// The table's code for this round, when the cards are printed with codes.
    pub(super) code: String,
    /// A pair of this table sits out this round.
    pub(super) sit_out: bool,
}

pub(super) struct GuideCard {
    pub(super) table: u32,
    ns: u32,
    ns_names: String,
    pub(super) rows: Vec<GuideRow>,
}

pub(super) struct TravellerRow {
    round: u32,
    table: u32,
    ns: u32,
    ew: u32,
}

pub(super) struct Traveller {
    board: u32,
    rows: Vec<TravellerRow>,
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
    lines: Vec<(u32, u32, String)>,
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
}

#[derive(Template)]
#[template(path = "events/print_travellers.html")]
pub(super) struct TravellersPage {
    ctx: Ctx,
    /// The club's name for the sheet's head; empty for none.
    club: String,
    event: Event,
    whist: bool,
    travellers: Vec<Traveller>,
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

pub(super) fn seatings(movement: &Mitchell) -> Vec<(u32, Seating)> {
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
    let ctx = crate::web::roles::Scorer::ctx_of(director.as_ref());
    // A large room's sheets run to megabytes: they are made on the blocking pool, so that the
    // request workers keep answering everyone else meanwhile (issue 13).
    let club = crate::web::club::settings(&state).await?.name;
    let html = web::block(move || sheet_html(&sheet, event, &pairs, ctx, &club)).await??;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}

/// One printed sheet of an event, as HTML.
fn sheet_html(
    sheet: &str,
    event: Event,
    pairs: &[Pair],
    ctx: Ctx,
    club: &str,
) -> Result<String, AppError> {
    let movement = event.movement()?;
    let all = seatings(&movement);
    let out = store::sitting_out(pairs);
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
                            ew: s.ew,
                            sit_out: slip_sits_out(&out, s),
                        })
                        .collect(),
                })
                .collect(),
            ctx,
            club: club.to_owned(),
            event,
        }
        .render()?,
        "guide-cards" => GuideCardsPage {
            cards: (1..=movement.tables())
                .map(|table| guide_card(&movement, &all, pairs, table))
                .collect(),
            ctx,
            club: club.to_owned(),
            event,
            with_codes: false,
        }
        .render()?,
        "travellers" => {
            let mut travellers: Vec<Traveller> = (1..=movement.boards())
                .map(|board| Traveller {
                    board,
                    rows: Vec::new(),
                })
                .collect();
            for (round, s) in &all {
                for b in &s.boards {
                    if let Some(t) = travellers.get_mut((*b as usize).saturating_sub(1)) {
                        t.rows.push(TravellerRow {
                            round: *round,
                            table: s.table,
                            ns: s.ns,
                            ew: s.ew,
                        });
                    }
                }
            }
            TravellersPage {
                whist: event.game == Game::Whist,
                travellers,
                ctx,
                club: club.to_owned(),
                event,
            }
            .render()?
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
            let pairs = (1..=movement.tables())
                .map(|ew| MovementPair {
                    ew,
                    names: names_of(pairs, Direction::Ew, ew),
                    lines: all
                        .iter()
                        .filter(|(_, s)| s.ew == ew)
                        .map(|(r, s)| (*r, s.table, board_range(&s.boards)))
                        .collect(),
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
    movement: &Mitchell,
    all: &[(u32, Seating)],
    pairs: &[Pair],
    table: u32,
) -> GuideCard {
    let last = movement.rounds();
    let out = store::sitting_out(pairs);
    let rows = all
        .iter()
        .filter(|(_, s)| s.table == table)
        .map(|(round, s)| {
            let (trays_to, ew_to) = if *round >= last {
                ("collect".to_owned(), "end".to_owned())
            } else {
                // Trays always pass down one table; E-W follow the movement (which skips a
                // table half way with an even number of tables).
                let down = if table == 1 {
                    movement.tables()
                } else {
                    table - 1
                };
                let ew_next = movement
                    .ew_table(round + 1, s.ew)
                    .map(|t| format!("table {t}"))
                    .unwrap_or_else(|| "end".to_owned());
                (format!("table {down}"), ew_next)
            };
            GuideRow {
                round: *round,
                ew: s.ew,
                boards: board_range(&s.boards),
                trays_to,
                ew_to,
                code: String::new(),
                sit_out: slip_sits_out(&out, s),
            }
        })
        .collect::<Vec<_>>();
    let ns = all
        .iter()
        .find(|(_, s)| s.table == table)
        .map(|(_, s)| s.ns)
        .unwrap_or(table);
    GuideCard {
        table,
        ns,
        ns_names: names_of(pairs, Direction::Ns, ns),
        rows,
    }
}
