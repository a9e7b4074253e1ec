//! An individual event's printed sheets: the tray schedule with the four players at each table,
//! the table guide cards, one movement card per player (round: table, seat, partner, opponents,
//! boards) and the traveller slips, whose lines name the four players by number. All are read
//! from the one built movement, so they agree with each other and with result entry.

use super::*;

pub(super) struct FourCell {
    table: u32,
    boards: String,
    /// North, South, East, West.
    seats: [u32; 4],
}

pub(super) struct FourRow {
    round: u32,
    cells: Vec<FourCell>,
}

pub(super) struct PlayerLine {
    round: u32,
    table: u32,
    seat: &'static str,
    partner: String,
    opponents: String,
    boards: String,
}

pub(super) struct PlayerCard {
    player: u32,
    names: String,
    lines: Vec<PlayerLine>,
}

pub(super) struct GuideLine {
    pub(super) round: u32,
    /// North, South, East, West: "7 Ann Smith", or the number alone.
    seats: [String; 4],
    boards: String,
    trays_to: String,
    /// The table's code for this round, when the cards are printed with codes.
    pub(super) code: String,
    /// Why the table has no code this round (a player away or sitting out), "" when it has one.
    pub(super) no_code: String,
}

pub(super) struct TableCard {
    pub(super) table: u32,
    pub(super) lines: Vec<GuideLine>,
}

pub(super) struct SlipLine {
    round: u32,
    table: u32,
    seats: [u32; 4],
}

pub(super) struct BoardSlip {
    board: u32,
    rows: Vec<SlipLine>,
}

/// The four sheets share one page: `sheet` says which is shown.
#[derive(Template)]
#[template(path = "events/print_individual.html")]
pub(super) struct IndividualSheet {
    ctx: Ctx,
    club: String,
    event: Event,
    sheet: &'static str,
    description: String,
    tables: Vec<u32>,
    schedule: Vec<FourRow>,
    guides: Vec<TableCard>,
    players: Vec<PlayerCard>,
    travellers: Vec<BoardSlip>,
    whist: bool,
    /// The guide cards printed with a fresh table code per round (shown once).
    with_codes: bool,
    /// With codes: the table code page's full address, printed on every card.
    address: String,
}

/// "7 Ann Smith", or "7" when the number has nobody yet.
fn who(pairs: &[Pair], player: u32) -> String {
    let n = names_of(pairs, Direction::Ns, player);
    if n.is_empty() {
        player.to_string()
    } else {
        format!("{player} {n}")
    }
}

/// One printed sheet of an individual event, as HTML.
pub(super) fn sheet_html(
    sheet: &str,
    event: Event,
    pairs: &[Pair],
    ctx: Ctx,
    club: &str,
    movement: &Movement,
) -> Result<String, AppError> {
    let four = |r: u32, t: u32| movement.players_at(r, t).unwrap_or_default();
    let mut page = blank_sheet(event, ctx, club, movement);
    match sheet {
        "schedule" => {
            page.schedule = movement
                .schedule()
                .into_iter()
                .map(|r| FourRow {
                    round: r.round,
                    cells: r
                        .tables
                        .iter()
                        .map(|s| FourCell {
                            table: s.table,
                            boards: board_range(&s.boards),
                            seats: four(r.round, s.table),
                        })
                        .collect(),
                })
                .collect();
        }
        "guide-cards" => {
            page.sheet = "guide-cards";
            page.guides = guide_cards(movement, pairs);
        }
        "travellers" => {
            page.sheet = "travellers";
            page.travellers = (1..=movement.boards())
                .map(|board| BoardSlip {
                    board,
                    rows: Vec::new(),
                })
                .collect();
            for r in movement.schedule() {
                for s in &r.tables {
                    for &b in &s.boards {
                        if let Some(slip) = page.travellers.get_mut((b as usize).wrapping_sub(1)) {
                            slip.rows.push(SlipLine {
                                round: r.round,
                                table: s.table,
                                seats: four(r.round, s.table),
                            });
                        }
                    }
                }
            }
        }
        _ => {
            page.sheet = "movement-cards";
            page.players = (1..=movement.pairs())
                .map(|player| PlayerCard {
                    player,
                    names: names_of(pairs, Direction::Ns, player),
                    lines: movement
                        .player_card(player)
                        .into_iter()
                        .map(|stop| PlayerLine {
                            round: stop.round,
                            table: stop.table,
                            seat: stop.seat.letter(),
                            // Numbers only: the card is small, and the players
                            // find each other by the numbers on the schedule.
                            partner: stop.partner.to_string(),
                            opponents: format!("{} & {}", stop.opponents[0], stop.opponents[1]),
                            boards: board_range(&stop.boards),
                        })
                        .collect(),
                })
                .collect();
        }
    }
    Ok(page.render()?)
}

/// A sheet with nothing listed yet (the schedule, until one is filled in).
fn blank_sheet(event: Event, ctx: Ctx, club: &str, movement: &Movement) -> IndividualSheet {
    IndividualSheet {
        ctx,
        club: club.to_owned(),
        whist: event.game == Game::Whist,
        event,
        sheet: "schedule",
        description: if movement.schedule_of_rounds().shared_boards {
            format!(
                "{} All tables play the same boards in a round: pass them between the tables \
             (or use copies).",
                movement_description(movement)
            )
        } else {
            movement_description(movement)
        },
        tables: (1..=movement.tables()).collect(),
        schedule: Vec::new(),
        guides: Vec::new(),
        players: Vec::new(),
        travellers: Vec::new(),
        with_codes: false,
        address: String::new(),
    }
}

/// Each table's guide card: round by round the four players (number and name), the boards and
/// where the trays go next. The plain cards and the cards with codes are both these.
pub(super) fn guide_cards(movement: &Movement, pairs: &[Pair]) -> Vec<TableCard> {
    let rounds = movement.rounds();
    (1..=movement.tables())
        .map(|table| TableCard {
            table,
            lines: movement
                .guide_card(table)
                .into_iter()
                .map(|(round, s)| GuideLine {
                    round,
                    seats: movement
                        .players_at(round, table)
                        .unwrap_or_default()
                        .map(|p| who(pairs, p)),
                    boards: board_range(&s.boards),
                    trays_to: if round >= rounds {
                        "collect".to_owned()
                    } else {
                        super::print::trays_next(movement, round, table, &s.boards)
                    },
                    code: String::new(),
                    no_code: String::new(),
                })
                .collect(),
        })
        .collect()
}

/// The guide cards printed with codes: `guides` from [`guide_cards`], each line's code (or why
/// it has none) filled in.
pub(super) fn coded_guide_cards_html(
    event: Event,
    ctx: Ctx,
    club: &str,
    movement: &Movement,
    guides: Vec<TableCard>,
    address: String,
) -> Result<String, AppError> {
    let mut page = blank_sheet(event, ctx, club, movement);
    page.sheet = "guide-cards";
    page.guides = guides;
    page.with_codes = true;
    page.address = address;
    Ok(page.render()?)
}

/// An individual's two sides at `table` in `round`, for slips, travellers and the missing
/// results: ("N 1 Ann Smith, S 5", "E 3, W 7 Cid Jones"). None for a pair event.
pub(super) fn side_names(
    pairs: &[Pair],
    movement: &Movement,
    round: u32,
    table: u32,
) -> Option<(String, String)> {
    let [n, s, e, w] = movement.players_at(round, table)?;
    Some((
        format!("N {}, S {}", who(pairs, n), who(pairs, s)),
        format!("E {}, W {}", who(pairs, e), who(pairs, w)),
    ))
}
