//! A party's table cards and tallies, its standings, and their CSV and JSON.

use super::*;

#[derive(Template)]
#[template(path = "parties/cards.html")]
pub(super) struct CardsPage {
    ctx: Ctx,
    /// The club's name for the cards' head; empty for none.
    club: String,
    id: i64,
    name: String,
    round: u32,
    /// The party has ended after this round: the tallies are final and no table card is left.
    ended_after: Option<u32>,
    /// Ended by the hostess (rather than having played every round it was set to play).
    ended: bool,
    tables: Vec<TableCard>,
    tallies: Vec<TallyCard>,
    /// A whist drive's tally (progressive whist): a column for the tricks of each hand, which
    /// the guest pencils in, then the round's total; empty for every other kind.
    trick_hands: Vec<u32>,
    /// The rounds still to come, printed as blank lines of a whist drive's tally.
    blank_rounds: Vec<u32>,
}

/// Hands played at each table in a round of a whist drive, for the tally's columns. Not in the
/// books (a whist drive is not described there): four, one deal by each player.
const WHIST_DRIVE_HANDS: u32 = 4;

/// A printed tally needs lines to write on for an open-ended party: the book's evening of
/// "twelve games" (seed 001 L6368–6391, the seven-minute game).
const OPEN_ENDED_ROUNDS: u32 = 12;

pub(super) async fn cards(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let kept = load_evening(&state, path.into_inner()).await?;
    let (p, e) = (&kept.0, &kept.1);
    let seating = e.party.seating();
    let club = crate::web::club::settings(&state).await?.name;
    let ended_after = p.closed_after(e);
    let whist = p.kind == Kind::ProgressiveWhist;
    let last = p.rounds.unwrap_or(OPEN_ENDED_ROUNDS.max(e.round()));
    render(&CardsPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        club,
        id: p.id,
        round: seating.round,
        ended_after,
        ended: p.ended.is_some(),
        tables: if ended_after.is_some() {
            Vec::new()
        } else {
            views::table_cards(e.party.settings(), seating)
        },
        tallies: views::tally_cards(&e.party),
        trick_hands: if whist {
            (1..=WHIST_DRIVE_HANDS).collect()
        } else {
            Vec::new()
        },
        blank_rounds: if whist && ended_after.is_none() {
            (e.round()..=last).collect()
        } else {
            Vec::new()
        },
        name: p.name.clone(),
    })
}

#[derive(Template)]
#[template(path = "parties/standings.html")]
pub(super) struct StandingsPage {
    ctx: Ctx,
    id: i64,
    name: String,
    round: u32,
    points: bool,
    /// Five hundred's general score-sheet: plus, minus and net (seed 001 L7390–7398).
    set_backs: bool,
    stars: bool,
    lone_hands: bool,
    rows: Vec<StandingRow>,
}

pub(super) async fn standings(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let kept = load_evening(&state, path.into_inner()).await?;
    let (p, e) = (&kept.0, &kept.1);
    let mode = e.party.settings().scoring.mode;
    use crate::party::scoring::Mode;
    render(&StandingsPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        id: p.id,
        name: p.name.clone(),
        round: e.round(),
        points: mode == Mode::Points || mode == Mode::Punch,
        set_backs: e.party.settings().scoring.set_backs,
        stars: mode == Mode::Stars,
        lone_hands: p.kind.counts_lone_hands(),
        rows: evening::standings(&e.party)
            .into_iter()
            .map(StandingRow::of)
            .collect(),
    })
}

pub(super) async fn standings_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let kept = load_evening(&state, path.into_inner()).await?;
    let (p, e) = (&kept.0, &kept.1);
    let (header, rows) = sheets::standings_csv(&e.party, p.kind.counts_lone_hands());
    crate::web::csv_download(&format!("party-{}-standings", p.id), &header, &rows)
}

/// The standings as JSON, the same lines as the CSV, for `/api/v1/parties/{id}/standings`.
pub(crate) async fn standings_json(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> HttpResponse {
    let id = path.into_inner();
    let lines = async {
        let kept = load_evening(&state, id).await?;
        let (p, e) = (&kept.0, &kept.1);
        Ok::<_, AppError>(serde_json::json!({
            "party": {"id": p.id, "name": p.name, "date": p.date, "kind": p.kind.id()},
            "after_round": e.round() - 1,
            "standings": sheets::standing_lines(&e.party),
        }))
    }
    .await;
    crate::web::api::reply(lines)
}
