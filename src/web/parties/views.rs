//! The display rows of the party pages: strings only, made from the pure results.

use askama::Template;

use crate::db::parties::{HistoryRow, StoredGuest};
use crate::evening::Standing;
use crate::party::Sex;
use crate::party::prizes::{Award, TieBreak};
use crate::party::progression::{Method, Party, Seating, Settings, book_pivot_rubbers, seat_tally};
use crate::web::Ctx;

pub(super) fn sex_name(sex: Option<Sex>) -> &'static str {
    match sex {
        Some(Sex::Lady) => "lady",
        Some(Sex::Gentleman) => "gentleman",
        None => "",
    }
}

/// Half games as the tally writes them: 3, 3½, ½.
pub(super) fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_owned(),
        (g, 1) => format!("{g}½"),
        (g, _) => g.to_string(),
    }
}

/// One side of a four-hand table, or one hand of a two- or three-hand table.
pub struct SideView {
    pub label: &'static str,
    pub names: String,
}

/// One table of a seating.
pub struct TableView {
    pub table: u32,
    /// "Table 5", or "Aisle 2, table 3" in a room laid out in aisles.
    pub label: String,
    pub sides: Vec<SideView>,
    /// At the book's pivot, who partners whom in each of the three rubbers (seed 001
    /// L2760–2770); empty otherwise.
    pub rubbers: Vec<String>,
}

fn fixed(settings: &Settings) -> bool {
    matches!(settings.method, Method::FixedPartners | Method::Pivot)
}

/// A table as the room's cards name it: the aisle's own numbering when there are aisles.
pub(super) fn table_label(settings: &Settings, table: u32) -> String {
    match (settings.aisle_of(table), settings.table_in_aisle(table)) {
        (Some(a), Some(t)) => format!("Aisle {a}, table {t}"),
        _ => format!("Table {table}"),
    }
}

/// The tables of a seating as the room reads them: "A (head couple): Mrs 1 & Mr 1".
pub(super) fn table_views(settings: &Settings, seating: &Seating) -> Vec<TableView> {
    table_views_coded(settings, seating, false)
}

/// The tables, each seat named by its five hundred tally ("A 1") when `coded`.
fn table_views_coded(settings: &Settings, seating: &Seating, coded: bool) -> Vec<TableView> {
    let fixed = fixed(settings);
    seating
        .tables
        .iter()
        .map(|t| {
            // Five hundred's cards name each seat "A 1" … "A 4" (seed 001 L7370–7374).
            let seat_codes = coded && settings.seat_tallies && !fixed;
            let named = |j: usize| match seat_codes
                .then(|| seat_tally(t.table, t.seats.len(), j))
                .flatten()
            {
                Some(code) => format!("{} ({code})", t.seats[j]),
                None => t.seats[j].clone(),
            };
            let sides = if t.seats.len() == 6 {
                // Five hundred's six-hand: "the odd numbers playing partners against the
                // even" (seed 001 L7374–7376).
                let three = |from: usize| {
                    format!("{}, {} & {}", named(from), named(from + 1), named(from + 2))
                };
                vec![
                    SideView {
                        label: "Partners, seats 1, 3 and 5",
                        names: three(0),
                    },
                    SideView {
                        label: "Partners, seats 2, 4 and 6",
                        names: three(3),
                    },
                ]
            } else if t.seats.len() == 4 {
                let (a, b) = if fixed {
                    ("North–South", "East–West")
                } else {
                    ("A (head couple)", "B (side couple)")
                };
                let (a, b) = match seat_codes {
                    true => ("Partners, seats 1 and 3", "Partners, seats 2 and 4"),
                    false => (a, b),
                };
                vec![
                    SideView {
                        label: a,
                        names: format!("{} & {}", named(0), named(1)),
                    },
                    SideView {
                        label: b,
                        names: format!("{} & {}", named(2), named(3)),
                    },
                ]
            } else {
                (0..t.seats.len())
                    .map(|j| SideView {
                        label: "hand",
                        names: named(j),
                    })
                    .collect()
            };
            let rubbers = if settings.book_pivot() && t.seats.len() == 4 {
                book_pivot_rubbers(t, seating.round)
                    .iter()
                    .zip(1..)
                    .map(|(r, k)| {
                        format!(
                            "Rubber {k}: {} (pivot) with {} against {} and {}",
                            r.seats[0], r.seats[1], r.seats[2], r.seats[3]
                        )
                    })
                    .collect()
            } else {
                Vec::new()
            };
            TableView {
                table: t.table,
                label: match seat_tally(t.table, 1, 0).filter(|_| seat_codes) {
                    // "Table A" for the cards lettered A 1 … A 4.
                    Some(code) => format!("Table {}", &code[..1]),
                    None => table_label(settings, t.table),
                },
                sides,
                rubbers,
            }
        })
        .collect()
}

/// The next seating for the whole room at once, in big type to read aloud or to project.
#[derive(Template)]
#[template(path = "parties/seating.html")]
pub struct SeatingPage {
    pub ctx: Ctx,
    pub id: i64,
    pub name: String,
    pub round: u32,
    pub tables: Vec<TableView>,
    pub waiting: Vec<String>,
    /// The party has ended after this round: no seating is left to show (issue 22).
    pub ended_after: Option<u32>,
    /// Ended by the hostess (rather than having played every round it was set to play).
    pub ended: bool,
}

/// The seating page of a party; public so the benchmark renders exactly what the room sees.
pub fn seating_page(
    ctx: Ctx,
    id: i64,
    name: &str,
    settings: &Settings,
    seating: &Seating,
) -> SeatingPage {
    SeatingPage {
        ctx,
        id,
        name: name.to_owned(),
        round: seating.round,
        tables: table_views(settings, seating),
        waiting: seating.waiting.clone(),
        ended_after: None,
        ended: false,
    }
}

pub(super) type TableCard = TableView;

/// The printed table cards: at five hundred each seat with its tally, "A 1" … "A 4".
pub(super) fn table_cards(settings: &Settings, seating: &Seating) -> Vec<TableCard> {
    table_views_coded(settings, seating, true)
}

/// A player's tally: where to sit next, and every game so far.
pub struct TallyCard {
    pub player: String,
    pub sex: &'static str,
    pub next: String,
    /// (round, table, games, points)
    pub lines: Vec<(u32, u32, String, i64)>,
    pub games: String,
    pub points: i64,
}

pub(super) fn tally_cards(party: &Party) -> Vec<TallyCard> {
    let seating = party.seating();
    let fixed = fixed(party.settings());
    let place = |name: &str| -> String {
        for t in &seating.tables {
            if let Some(j) = t.seats.iter().position(|s| s == name) {
                let side = match (t.seats.len(), fixed, j) {
                    (4, true, 0 | 1) => " North–South",
                    (4, true, _) => " East–West",
                    (4, false, 0 | 1) => " A",
                    (4, false, _) => " B",
                    (6, _, 0..=2) => " A",
                    (6, _, _) => " B",
                    _ => "",
                };
                // Five hundred's tally card names the seat: "A 1" (seed 001 L7370–7374).
                if party.settings().seat_tallies
                    && !fixed
                    && let Some(code) = seat_tally(t.table, t.seats.len(), j)
                {
                    return code;
                }
                return format!("{}{side}", table_label(party.settings(), t.table));
            }
        }
        if seating.waiting.iter().any(|w| w == name) {
            "sits out this round".to_owned()
        } else {
            "gone".to_owned()
        }
    };
    party
        .tallies()
        .iter()
        .map(|(name, lines)| {
            let t = crate::party::scoring::Totals::of(lines);
            TallyCard {
                player: name.clone(),
                sex: sex_name(party.sex(name)),
                next: place(name),
                lines: lines
                    .iter()
                    .map(|l| (l.round, l.table, halves(l.halves), l.points))
                    .collect(),
                games: halves(t.halves),
                points: t.points,
            }
        })
        .collect()
}

pub struct GuestRow {
    pub no: u32,
    pub name: String,
    pub sex: &'static str,
    pub tally: String,
    pub member: bool,
    pub note: String,
}

impl GuestRow {
    pub(super) fn of(g: &StoredGuest) -> Self {
        let mut note = Vec::new();
        if let Some(r) = g.guest.arrives_after {
            note.push(format!("came after round {r}"));
        }
        if let Some(r) = g.guest.leaves_after {
            note.push(format!("left after round {r}"));
        }
        if let Some(p) = g.guest.place {
            note.push(format!("in a {}'s place", sex_name(Some(p))));
        }
        GuestRow {
            no: g.no,
            name: g.guest.name.clone(),
            sex: sex_name(Some(g.guest.sex)),
            tally: g.guest.tally.clone().unwrap_or_default(),
            member: g.member_id.is_some(),
            note: note.join(", "),
        }
    }
}

pub struct HistoryView {
    pub what: String,
    pub action: String,
    pub old: String,
    pub new: String,
    pub by: String,
    pub at: String,
}

impl HistoryView {
    pub(super) fn of(h: HistoryRow) -> Self {
        HistoryView {
            old: crate::web::words::history_value(&h.what, &h.old_value.unwrap_or_default()),
            new: crate::web::words::history_value(&h.what, &h.new_value.unwrap_or_default()),
            what: capitalised(&h.what),
            action: h.action,
            by: h.changed_by,
            at: h.changed_at,
        }
    }
}

pub struct StandingRow {
    /// "did not play" for a guest who has played no game: he is not ranked.
    pub rank: String,
    pub player: String,
    pub sex: &'static str,
    pub games: String,
    pub points: i64,
    pub plus: u64,
    pub minus: u64,
    pub lone_hands: u32,
    pub stars: String,
    pub played: u32,
}

impl StandingRow {
    pub(super) fn of(s: Standing) -> Self {
        StandingRow {
            rank: if s.rank == 0 {
                "did not play".to_owned()
            } else {
                s.rank.to_string()
            },
            sex: sex_name(s.sex),
            games: halves(s.halves),
            points: s.points,
            plus: s.plus,
            minus: s.minus,
            lone_hands: s.lone_hands,
            stars: format!("{} gold, {} red, {} green", s.gold, s.red, s.green),
            played: s.played,
            player: s.player,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AwardRow {
    pub prize: u32,
    pub name: String,
    pub player: String,
    pub tie: String,
}

impl AwardRow {
    pub(super) fn of(a: &Award) -> Self {
        AwardRow {
            prize: a.prize,
            name: a.name.clone(),
            player: match (&a.pending, &a.tie) {
                // A tie of one is no tie: say what the prize waits for instead.
                (Some(why), Some(t)) if t.among.len() < 2 => why.clone(),
                (Some(_), Some(t)) => format!("to be decided between {}", names(&t.among)),
                _ => a.player.clone().unwrap_or_else(|| "—".to_owned()),
            },
            tie: a
                .tie
                .as_ref()
                .filter(|_| a.pending.is_none())
                .map(|t| {
                    let by = match t.by {
                        TieBreak::PlayOff => "play-off",
                        TieBreak::Cut => "cut",
                        TieBreak::Lot => "lot",
                        TieBreak::Foster => "Foster's draw of the tied score cards",
                    };
                    format!("tie among {} settled by {by}", t.among.join(", "))
                })
                .unwrap_or_default(),
        }
    }
}

/// "round 2 table 1" as the start of a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "A and B", "A, B and C".
pub(super) fn names(among: &[String]) -> String {
    match among.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}
