//! The standings of a congress, for anyone to read (no login), refreshing themselves every half
//! minute without JavaScript; and the CSV of the standings, of every player's sheet and of
//! every deal.

use serde::Serialize;

use super::*;
use crate::congress::sheet::Entered;

/// Seconds between the public page's refreshes while a series is being played.
const REFRESH: u32 = 30;

#[derive(Template)]
#[template(path = "congress/standings.html")]
pub(super) struct StandingsPage {
    ctx: Ctx,
    id: i64,
    name: String,
    /// Seconds to the next refresh; none once every series is closed.
    refresh: Option<u32>,
    rows: Vec<StandingLine>,
    refused: Vec<String>,
    penalties_words: &'static str,
    /// How the series stand to one another, said for as many as were drawn.
    series_words: String,
    /// The club's name, at the head of the page as of a printed skat sheet.
    club: String,
}

/// The book's rule that a player's series are not added, said for `n` series drawn.
fn series_words(n: usize) -> String {
    match n {
        0 | 1 => "Each player's sheet is an entry of its own.".to_owned(),
        2 => "Each player's sheet for each series is an entry of its own: the two series are \
              not added."
            .to_owned(),
        n => format!(
            "Each player's sheet for each series is an entry of its own: the {n} series are not \
             added."
        ),
    }
}

/// One entry of the standings, as the page and the CSV give it.
#[derive(Debug, Clone, Serialize)]
pub(super) struct StandingLine {
    /// None for a sheet closed with no games: listed, not ranked.
    rank: Option<u32>,
    player: String,
    series: u32,
    table: u32,
    won: u32,
    lost: u32,
    net_games: i64,
    points: i64,
    penalties: i64,
    subtracted: i64,
    counted: i64,
    complete: bool,
    /// The table played something; the CSV's "sheet complete" says it for the rest.
    #[serde(skip)]
    played: bool,
}

const STANDINGS_HEADER: [&str; 12] = [
    "rank",
    "player",
    "series",
    "table",
    "games won",
    "games lost",
    "net games",
    "points on own score",
    "penalties",
    "penalties subtracted",
    "points counted",
    "sheet complete",
];

fn lines(a: &Assembled) -> (Vec<StandingLine>, Vec<String>) {
    let rows = crate::congress::standings::standings(&a.entries)
        .into_iter()
        .map(|s| StandingLine {
            rank: s.rank,
            player: s.entry.name.clone(),
            series: s.entry.series,
            table: s.entry.table,
            won: s.entry.sheet.won,
            lost: s.entry.sheet.lost,
            net_games: s.entry.sheet.net_games(),
            points: s.entry.sheet.points,
            penalties: s.entry.sheet.penalties,
            subtracted: s.entry.sheet.subtracted,
            counted: s.entry.sheet.score(),
            // A sheet closed empty is not a complete sheet: it has no games.
            complete: s.entry.complete && s.entry.played,
            played: s.entry.played,
        })
        .collect();
    let refused = a
        .refused
        .iter()
        .map(|(s, t, e)| format!("series {s}, table {t}: {}", e.message))
        .collect();
    (rows, refused)
}

pub(super) async fn standings(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let a = assembled(&state, path.into_inner()).await?;
    let club = crate::web::club::settings(&state).await?.name;
    let (rows, refused) = lines(&a);
    let c = &a.stored;
    use crate::congress::Penalties;
    render(&StandingsPage {
        ctx: crate::web::roles::Scorer::ctx_of(who.as_ref()),
        id: c.id,
        name: c.name.clone(),
        refresh: (!c.congress.all_closed()).then_some(REFRESH),
        rows,
        refused,
        series_words: series_words(c.congress.series.len()),
        club,
        penalties_words: match c.congress.settings.penalties {
            Penalties::AtEnd => "Penalties are subtracted when a table has played its rounds.",
            Penalties::PerRound => "Penalties are subtracted as each round is completed.",
            Penalties::Apart => "Penalties are kept apart and not subtracted.",
        },
    })
}

pub(super) async fn standings_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let a = assembled(&state, path.into_inner()).await?;
    crate::web::csv_download(
        &format!("congress-{}-standings", a.stored.id),
        &STANDINGS_HEADER,
        &lines(&a).0,
    )
}

/// Every player's sheet: one line a player a series.
#[derive(Serialize)]
struct SheetLine {
    series: u32,
    table: u32,
    seat: usize,
    player: String,
    entered_as: &'static str,
    rounds_done: u32,
    won: u32,
    lost: u32,
    net_games: i64,
    points: i64,
    penalties: i64,
    subtracted: i64,
    counted: i64,
    prize_plays: usize,
    complete: bool,
}

pub(super) async fn sheets_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let a = assembled(&state, path.into_inner()).await?;
    let c = &a.stored;
    let k = &c.congress;
    let names = names(k);
    let mut out = Vec::new();
    for s in &k.series {
        for no in s.tables.keys() {
            let Some(kept) = a.tables.get(&(s.no, *no)) else {
                continue;
            };
            let (Ok(sheet), t) = (&kept.sheet, &kept.table) else {
                continue;
            };
            for (seat, (p, st)) in t.seats.iter().zip(&sheet.seats).enumerate() {
                out.push(SheetLine {
                    series: s.no,
                    table: *no,
                    seat: seat + 1,
                    player: names.get(p).cloned().unwrap_or_default(),
                    entered_as: match t.entered {
                        Entered::Nothing => "",
                        Entered::Deals(_) => "deals",
                        Entered::Totals { .. } => "totals",
                    },
                    rounds_done: sheet.rounds_done,
                    won: st.won,
                    lost: st.lost,
                    net_games: st.net_games(),
                    points: st.points,
                    penalties: st.penalties,
                    subtracted: st.subtracted,
                    counted: st.score(),
                    prize_plays: st.plays.len(),
                    // A table closed with nothing entered has no games, not a complete sheet.
                    complete: sheet.complete && !matches!(t.entered, Entered::Nothing),
                });
            }
        }
    }
    crate::web::csv_download(
        &format!("congress-{}-sheets", c.id),
        &[
            "series",
            "table",
            "seat",
            "player",
            "entered as",
            "rounds done",
            "games won",
            "games lost",
            "net games",
            "points on own score",
            "penalties",
            "penalties subtracted",
            "points counted",
            "prize plays O.K.'d",
            "sheet complete",
        ],
        &out,
    )
}

/// Every deal of every sheet entered deal by deal.
#[derive(Serialize)]
struct DealLineOut {
    series: u32,
    table: u32,
    deal: u32,
    round: usize,
    dealer: String,
    played_by: String,
    game: String,
    won: bool,
    value: i64,
    remarks: String,
    prize_possibility: bool,
    ok_by: String,
}

pub(super) async fn deals_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let a = assembled(&state, id).await?;
    // Every deal of the congress (tens of thousands at the largest): kept as text until the
    // next write rather than written out again for every download.
    let text = kept_text(&state, format!("congress/{id}/deals.csv"), move || {
        deals_text(&a)
    })
    .await?;
    Ok(crate::web::csv_file(&format!("congress-{id}-deals"), text))
}

/// The players' names by id.
pub(super) fn names(k: &crate::congress::event::Congress) -> HashMap<i64, String> {
    k.players.iter().map(|p| (p.id, p.name.clone())).collect()
}

const DEALS_HEADER: [&str; 12] = [
    "series",
    "table",
    "deal",
    "round",
    "dealer",
    "played by",
    "game",
    "won",
    "value",
    "remarks",
    "prize possibility",
    "O.K. by",
];

fn csv_text(rows: &[DealLineOut]) -> Result<String, AppError> {
    let bytes = crate::export::to_csv_with_header(&DEALS_HEADER, rows)?;
    String::from_utf8(bytes).map_err(|e| AppError::Export(e.to_string()))
}

/// Every deal of the congress: the header, then each table's lines, made once for a table and
/// kept with its sheets until it is written again (so after a write only that table's lines are
/// made anew).
fn deals_text(a: &Assembled) -> Result<String, AppError> {
    let k = &a.stored.congress;
    let names = names(k);
    let mut out = csv_text(&[])?;
    let header_len = out.len();
    for s in &k.series {
        for no in s.tables.keys() {
            let Some(kept) = a.tables.get(&(s.no, *no)) else {
                continue;
            };
            let text = match kept.text.get() {
                Some(text) => text,
                None => {
                    let lines = table_deals(s.no, *no, kept, &names);
                    let text = csv_text(&lines)?.split_off(header_len);
                    kept.text.get_or_init(|| text)
                }
            };
            out.push_str(text);
        }
    }
    Ok(out)
}

/// The deals CSV's lines of one table entered deal by deal (none for any other).
fn table_deals(
    series: u32,
    no: u32,
    kept: &crate::db::congress::KeptTable,
    names: &HashMap<i64, String>,
) -> Vec<DealLineOut> {
    let t = &kept.table;
    let (Ok(sheet), Entered::Deals(lines)) = (&kept.sheet, &t.entered) else {
        return Vec::new();
    };
    let n = t.seats.len();
    let name = |p: usize| {
        t.seats
            .get(p)
            .and_then(|id| names.get(id).cloned())
            .unwrap_or_default()
    };
    sheet
        .scored
        .iter()
        .zip(lines)
        .enumerate()
        .map(|(i, (d, line))| DealLineOut {
            series,
            table: no,
            deal: u32::try_from(i).unwrap_or(0) + 1,
            round: i / n + 1,
            dealer: name(d.dealer),
            played_by: d.declarer.or(d.loser).map(name).unwrap_or_default(),
            game: d.label.clone(),
            won: d.won,
            value: d.value,
            remarks: line.remark.clone(),
            prize_possibility: line.prize,
            ok_by: line.ok_by.clone(),
        })
        .collect()
}
