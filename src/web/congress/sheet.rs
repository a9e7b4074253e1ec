//! A table's score sheet for one series: laid out as the League's sheet (Laws VIII.4, seed 001
//! L10927–10929: per game who played, the game, with or without, the level, won or lost, the
//! value, the remarks and the Skat Master's O.K.), printed for the table and entered either deal
//! by deal or as each player's totals; the penalty ledger kept apart below it.

use serde_json::Value;

use super::*;
use crate::congress::sheet::{Entered, PlayLine};
use crate::party::skat_league::{Class, Suit};

#[derive(Template)]
#[template(path = "congress/sheet.html")]
pub(super) struct SheetPage {
    pub(super) ctx: Ctx,
    pub(super) club: String,
    pub(super) id: i64,
    pub(super) name: String,
    pub(super) series: u32,
    pub(super) table: u32,
    pub(super) rounds: u32,
    pub(super) closed: bool,
    /// "nothing", "deals" or "totals".
    pub(super) mode: &'static str,
    pub(super) players: Vec<String>,
    pub(super) deals: Vec<DealRow>,
    /// Blank lines to print after the deals written, up to the series's last deal.
    pub(super) blank: Vec<u32>,
    pub(super) seats: Vec<SeatRow>,
    pub(super) fines: Vec<FineRow>,
    pub(super) plays: Vec<String>,
    /// The problem totalling the sheet, if any (it should not happen: writes are checked).
    pub(super) problem: Option<String>,
    /// The deal the form writes: the next, or the one being corrected.
    pub(super) deal_no: u32,
    /// The version of the deal being corrected.
    pub(super) version: Option<i64>,
    pub(super) correcting: bool,
    /// Every deal of the series is written: no "Enter deal" is offered past the last.
    pub(super) full: bool,
    pub(super) next_deal: u32,
    pub(super) errors: FieldErrors,
    pub(super) typed: HashMap<String, String>,
    /// The table code the page was opened with, on a phone (`codes`); empty on the sheet page.
    pub(super) code: String,
}

pub(super) struct DealRow {
    pub(super) no: u32,
    pub(super) round: u32,
    pub(super) dealer: String,
    pub(super) declarer: String,
    pub(super) game: String,
    pub(super) level: String,
    pub(super) result: String,
    pub(super) value: i64,
    pub(super) remark: String,
    pub(super) prize: bool,
    pub(super) ok_by: String,
}

pub(super) struct SeatRow {
    pub(super) name: String,
    pub(super) won: u32,
    pub(super) lost: u32,
    pub(super) net: i64,
    pub(super) points: i64,
    pub(super) penalties: i64,
    pub(super) subtracted: i64,
    pub(super) score: i64,
    pub(super) waiting: u32,
}

pub(super) struct FineRow {
    pub(super) id: i64,
    pub(super) player: String,
    pub(super) round: u32,
    pub(super) points: i64,
    pub(super) reason: String,
}

impl SheetPage {
    /// Where the deal or totals form posts: the sheet's own address, or a phone's code.
    pub(super) fn post_to(&self, what: &str) -> String {
        if self.code.is_empty() {
            format!(
                "/congresses/{}/series/{}/tables/{}/{what}",
                self.id, self.series, self.table
            )
        } else {
            format!("/t/{}", self.code)
        }
    }
    pub(super) fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
    pub(super) fn is(&self, name: &str, value: &str) -> bool {
        self.value(name) == value
    }
    pub(super) fn is_seat(&self, name: &str, seat: &usize) -> bool {
        self.value(name) == seat.to_string()
    }
    pub(super) fn at(&self, prefix: &str, seat: &usize) -> &str {
        self.value(&format!("{prefix}_{seat}"))
    }
    pub(super) fn err_at(&self, prefix: &str, seat: &usize) -> Option<&str> {
        self.errors.get(&format!("{prefix}_{seat}"))
    }
    pub(super) fn seat_indexes(&self) -> Vec<usize> {
        (0..self.players.len()).collect()
    }
    pub(super) fn games(&self) -> &'static [(&'static str, &'static str)] {
        GAMES
    }
}

/// The games a deal is written as, in the League's order (Laws IX, seed 001 L10984–11087).
const GAMES: &[(&str, &str)] = &[
    ("tournee", "Tournee"),
    ("passt_mir_nicht", "Passt-mir-nicht Tournee"),
    ("grand_tournee", "Grand Tournee"),
    ("solo", "Solo"),
    ("guckser", "Guckser (Grand Frage)"),
    ("grand_solo", "Grand Solo"),
    ("grand_ouvert", "Grand Ouvert"),
    ("null", "Nullo"),
    ("null_ouvert", "Null Ouvert"),
    ("gucki_null", "Gucki Nullo (the book's game only)"),
    (
        "gucki_null_ouvert",
        "Gucki Null Ouvert (the book's game only)",
    ),
    ("ramsch", "Ramsch (all passed)"),
];

const ERRORS: &[(&str, &str)] = &[
    ("revoke", "a revoke"),
    ("out_of_turn", "led or played out of turn"),
    ("too_few_cards", "too few cards"),
    ("examined_tricks", "examined the tricks"),
    ("looked_at_skat", "looked at the skat"),
    ("wrong_discard", "laid away more or less than two"),
    ("conceded", "an opponent laid down his cards"),
];

impl SheetPage {
    pub(super) fn errors_list(&self) -> &'static [(&'static str, &'static str)] {
        ERRORS
    }
}

/// The level a game reached, in the sheet's words.
fn level(deal: &crate::laws::skat::deal::Deal) -> String {
    use crate::laws::skat::deal::CardPoints;
    use crate::laws::skat::values::{Announced, Tricks};
    let mut out = Vec::new();
    match deal.announced {
        Some(Announced::Schneider) => out.push("Schneider announced"),
        Some(Announced::Schwarz) => out.push("Schwarz announced"),
        None => {}
    }
    let points = match deal.card_points {
        Some(CardPoints::Declarer(p)) => Some(p),
        _ => None,
    };
    match (deal.tricks, points) {
        (Some(Tricks::All), _) => out.push("Schwarz"),
        (Some(Tricks::None), _) => out.push("Schwarz against"),
        (_, Some(p)) if p >= 91 => out.push("Schneider"),
        (_, Some(p)) if p <= 30 => out.push("Schneider against"),
        (_, Some(_)) => out.push("simple"),
        _ => {}
    }
    out.join(", ")
}

pub(super) async fn sheet_page(
    state: &AppState,
    ctx: Ctx,
    (id, series, table): (i64, u32, u32),
    correct: Option<u32>,
    errors: FieldErrors,
    mut typed: HashMap<String, String>,
) -> Result<SheetPage, AppError> {
    // Only this table is read (its seats, sheet, ledger and plays), so the page a scorer sees
    // after each entry costs the same in any congress.
    let c = load_scoped(state, id, store::Scope::Table(series, table)).await?;
    let club = crate::web::club::settings(state).await?.name;
    let k = &c.congress;
    let s = k.find_series(series).ok_or(AppError::NotFound)?;
    let t = s.tables.get(&table).ok_or(AppError::NotFound)?;
    let n = t.seats.len();
    let players: Vec<String> = t.seats.iter().map(|p| k.name_of(*p)).collect();
    let totalled = k.table_sheet(s, t);
    let stored = c.deals.get(&(series, table)).cloned().unwrap_or_default();
    let mut deals = Vec::new();
    if let (Ok(sheet), Entered::Deals(lines)) = (&totalled, &t.entered) {
        for (i, ((scored, line), st)) in sheet.scored.iter().zip(lines).zip(&stored).enumerate() {
            deals.push(DealRow {
                no: st.no,
                round: u32::try_from(i / n).unwrap_or(0) + 1,
                dealer: players.get(scored.dealer).cloned().unwrap_or_default(),
                declarer: scored
                    .declarer
                    .or(scored.loser)
                    .and_then(|p| players.get(p).cloned())
                    .unwrap_or_default(),
                game: scored.label.clone(),
                level: level(&line.deal),
                result: match (scored.declarer, scored.loser, scored.won) {
                    (Some(_), _, true) => "won".into(),
                    (Some(_), _, false) => "lost".into(),
                    (None, Some(_), _) => "lost the Ramsch".into(),
                    _ => String::new(),
                },
                value: scored.value,
                remark: line.remark.clone(),
                prize: line.prize,
                ok_by: line.ok_by.clone(),
            });
        }
    }
    let last = k.settings.rounds * u32::try_from(n).unwrap_or(0);
    let written = u32::try_from(stored.len()).unwrap_or(0);
    let mode = match &t.entered {
        Entered::Nothing => "nothing",
        Entered::Deals(_) => "deals",
        Entered::Totals { lines, .. } => {
            // The totals form starts from what is written.
            for (seat, l) in lines.iter().enumerate() {
                typed
                    .entry(format!("won_{seat}"))
                    .or_insert(l.won.to_string());
                typed
                    .entry(format!("lost_{seat}"))
                    .or_insert(l.lost.to_string());
                typed
                    .entry(format!("points_{seat}"))
                    .or_insert(l.points.to_string());
            }
            "totals"
        }
    };
    let (deal_no, version) = match correct.and_then(|no| stored.iter().find(|d| d.no == no)) {
        Some(d) => {
            if typed.is_empty() || !typed.contains_key("game") {
                prefill(&mut typed, d);
            }
            (d.no, Some(d.version))
        }
        None => (written + 1, None),
    };
    let (seats, problem) = match &totalled {
        Ok(sheet) => (
            sheet
                .seats
                .iter()
                .zip(&players)
                .map(|(s, name)| SeatRow {
                    name: name.clone(),
                    won: s.won,
                    lost: s.lost,
                    net: s.net_games(),
                    points: s.points,
                    penalties: s.penalties,
                    subtracted: s.subtracted,
                    score: s.score(),
                    waiting: s.waiting,
                })
                .collect(),
            None,
        ),
        Err(e) => (Vec::new(), Some(format!("{}: {}", e.field, e.message))),
    };
    let fines = c
        .fines
        .iter()
        .filter(|f| f.series == series && f.table == table)
        .map(|f| FineRow {
            id: f.id,
            player: players.get(f.fine.seat).cloned().unwrap_or_default(),
            round: f.fine.round,
            points: f.fine.points,
            reason: f.fine.reason.clone(),
        })
        .collect();
    let plays = c
        .plays
        .iter()
        .filter(|p| p.series == series && p.table == table)
        .map(|p| describe_play(&players, &p.line))
        .collect();
    Ok(SheetPage {
        ctx,
        club,
        id,
        name: c.name.clone(),
        series,
        table,
        rounds: k.settings.rounds,
        closed: s.closed,
        mode,
        blank: if mode == "totals" {
            Vec::new()
        } else {
            (written + 1..=last).collect()
        },
        players,
        deals,
        seats,
        fines,
        plays,
        problem,
        deal_no,
        version,
        correcting: version.is_some(),
        full: last > 0 && written >= last,
        next_deal: written + 1,
        errors,
        typed,
        code: String::new(),
    })
}

fn describe_play(players: &[String], p: &PlayLine) -> String {
    let class = match p.play.class {
        Class::Tournee => "Tournee",
        Class::PasstMirNicht => "Passt-mir-nicht Tournee",
        Class::Solo => "Solo",
        Class::Guckser => "Guckser",
        Class::Nullo => "Nullo",
    };
    let suit = match p.play.suit {
        Some(Suit::Grand) => " (Grand)",
        Some(Suit::Clubs) => " ♣",
        Some(Suit::Spades) => " ♠",
        Some(Suit::Hearts) => " ♥",
        Some(Suit::Diamonds) => " ♦",
        None => "",
    };
    format!(
        "{}: {class}{suit} without {}, worth {}, {} card points{}{}",
        players.get(p.seat).cloned().unwrap_or_default(),
        p.play.without,
        p.play.value,
        p.play.card_points,
        if p.remark.is_empty() {
            String::new()
        } else {
            format!(" ({})", p.remark)
        },
        if p.ok_by.trim().is_empty() {
            ", waiting for a Skat Master's O.K.".to_owned()
        } else {
            format!(", O.K. {}", p.ok_by)
        }
    )
}

/// The deal form filled with a stored deal, to correct it.
fn prefill(typed: &mut HashMap<String, String>, d: &crate::db::congress::StoredDeal) {
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(&d.json) else {
        return;
    };
    let text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        Value::Bool(b) => if *b { "yes" } else { "no" }.to_owned(),
        other => other.to_string(),
    };
    for (k, v) in &map {
        match (k.as_str(), v) {
            ("matadores", Value::Object(m)) => {
                for (how, n) in m {
                    typed.insert("matadores".into(), text(n));
                    typed.insert("matadores_are".into(), how.clone());
                }
            }
            ("ramsch_points", Value::Array(a)) => {
                for (i, p) in a.iter().enumerate() {
                    typed.insert(format!("ramsch_{i}"), text(p));
                }
            }
            ("trickless", Value::Array(a)) => {
                for (i, f) in a.iter().enumerate() {
                    if f == &Value::Bool(true) {
                        typed.insert(format!("trickless_{i}"), "yes".into());
                    }
                }
            }
            (k, v) => {
                typed.insert(k.to_owned(), text(v));
            }
        }
    }
    typed.insert("remark".into(), d.remark.clone());
    typed.insert("ok_by".into(), d.ok_by.clone());
    if d.prize {
        typed.insert("prize".into(), "yes".into());
    }
    if d.debarred {
        typed.insert("debarred".into(), "yes".into());
    }
}

#[derive(serde::Deserialize)]
pub(super) struct Correct {
    deal: Option<u32>,
}

pub(super) async fn sheet(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<(i64, u32, u32)>,
    query: web::Query<Correct>,
) -> Result<web::Html, AppError> {
    let (id, s, t) = path.into_inner();
    let ctx = crate::web::roles::Scorer::ctx_of(who.as_ref());
    let correct = query.into_inner().deal;
    render(
        &sheet_page(
            &state,
            ctx,
            (id, s, t),
            correct,
            FieldErrors::default(),
            HashMap::new(),
        )
        .await?,
    )
}
