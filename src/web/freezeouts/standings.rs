//! The standings with places and prizes (and their CSV), and the seat cards to print after the
//! draw.

use super::*;

/// One line of the standings as the page shows it.
pub(super) struct StandingRow {
    /// "1st", or empty while still in.
    place: String,
    name: String,
    /// "table 2 seat 4" while still in.
    seat: String,
    /// When he went out, in the club's time.
    out_at: String,
    by: String,
    prize: String,
}

#[derive(Template)]
#[template(path = "freezeouts/standings.html")]
pub(super) struct StandingsPage {
    ctx: Ctx,
    id: i64,
    name: String,
    club: String,
    rows: Vec<StandingRow>,
    players_left: usize,
    entered: usize,
    over: bool,
    pool: String,
    /// The prize of each place paid, in words ("1st: £150").
    prizes: Vec<String>,
    /// Why the prizes cannot be paid (fixed sums beyond the pool), if so.
    prize_problem: Option<String>,
}

/// The time a player went out: the time of the log row of his bust.
fn out_time(f: &StoredFreezeout, played: &Played, event: Option<usize>) -> Option<String> {
    let row = played.row_of(event?)?;
    f.log.iter().find(|r| r.id == row).map(|r| r.at.clone())
}

pub(super) async fn standings(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let (f, played) = load(&state, path.into_inner()).await?;
    let club = crate::web::club::settings(&state).await?;
    let money = |n: i64| club.money(crate::exact::Q::from_integer(n));
    let st = &played.state;
    let rows = crate::freezeout::standings(st)
        .into_iter()
        .map(|p| StandingRow {
            place: p.place.map(ordinal).unwrap_or_default(),
            seat: p
                .seat
                .filter(|_| p.place.is_none())
                .map(|s| s.to_string())
                .unwrap_or_default(),
            out_at: out_time(&f, &played, p.out_event)
                .map(|t| club.time(&t))
                .unwrap_or_default(),
            by: p.by.unwrap_or_default(),
            prize: if p.prize > 0 {
                money(p.prize)
            } else {
                String::new()
            },
            name: p.name,
        })
        .collect();
    let (prizes, prize_problem) = match st.prize_table() {
        Ok(table) => (
            table
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}: {}", ordinal(i + 1), money(*p)))
                .collect(),
            None,
        ),
        Err(e) => (Vec::new(), Some(sentence(&e.message))),
    };
    render(&StandingsPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        id: f.id,
        name: f.name.clone(),
        club: club.name.clone(),
        rows,
        players_left: st.players_left(),
        entered: st.entered(),
        over: st.is_over(),
        pool: money(st.pool()),
        prizes,
        prize_problem,
    })
}

/// The standings as a CSV file, as the page writes them: place (blank while still in), player,
/// knocked out by, the prize as the club writes money (blank for none) and the same in plain
/// pence for a spreadsheet, and when he went out in the club's time zone.
pub(super) async fn standings_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let (f, played) = load(&state, path.into_inner()).await?;
    let club = crate::web::club::settings(&state).await?;
    let rows: Vec<(String, String, String, String, i64, String)> =
        crate::freezeout::standings(&played.state)
            .into_iter()
            .map(|p| {
                (
                    p.place.map(|n| n.to_string()).unwrap_or_default(),
                    p.name,
                    p.by.unwrap_or_default(),
                    if p.prize > 0 {
                        club.money(crate::exact::Q::from_integer(p.prize))
                    } else {
                        String::new()
                    },
                    p.prize,
                    out_time(&f, &played, p.out_event)
                        .map(|t| club.time(&t))
                        .unwrap_or_default(),
                )
            })
            .collect();
    crate::web::csv_download(
        &format!("freezeout-{}-standings", f.id),
        &[
            "place",
            "player",
            "knocked_out_by",
            "prize",
            "prize_pence",
            "out_at",
        ],
        &rows,
    )
}

/// One player's seat card.
pub(super) struct SeatCard {
    name: String,
    table: u32,
    seat: u32,
}

#[derive(Template)]
#[template(path = "freezeouts/seats.html")]
pub(super) struct SeatsPage {
    ctx: Ctx,
    id: i64,
    name: String,
    club: String,
    drawn: bool,
    /// Each table with its seats (seat, name).
    tables: Vec<(u32, Vec<(u32, String)>)>,
    /// A card for each player, in the order of the entry list.
    cards: Vec<SeatCard>,
}

/// The table and seat cards to print after the draw: a card per table with who sits where, and
/// a card per player with his table and seat.
pub(super) async fn seats(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let (f, played) = load(&state, path.into_inner()).await?;
    let club = crate::web::club::settings(&state).await?;
    let st = &played.state;
    let tables = st
        .tables()
        .into_iter()
        .map(|t| {
            let seats = t
                .seats
                .iter()
                .enumerate()
                .filter_map(|(i, n)| n.clone().map(|n| (i as u32 + 1, n)))
                .collect();
            (t.number, seats)
        })
        .collect();
    let cards = st
        .entries()
        .filter_map(|n| {
            st.seat_of(n)
                .filter(|_| st.place_of(n).is_none())
                .map(|s| SeatCard {
                    name: n.to_owned(),
                    table: s.table,
                    seat: s.seat,
                })
        })
        .collect();
    render(&SeatsPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        id: f.id,
        drawn: f.drawn(),
        name: f.name,
        club: club.name.clone(),
        tables,
        cards,
    })
}
