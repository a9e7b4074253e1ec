//! A party's standings, prize list and seating as rows: the web page's CSV links, the JSON API
//! and `hoyle export party` all write these, so the three never disagree. Pure.

use serde::Serialize;

use super::standings;
use crate::export::safe_text;
use crate::party::Sex;
use crate::party::prizes::{Awards, TieBreak};
use crate::party::progression::{Party, Seating, Settings};

fn sex_name(sex: Option<Sex>) -> &'static str {
    match sex {
        Some(Sex::Lady) => "lady",
        Some(Sex::Gentleman) => "gentleman",
        None => "",
    }
}

/// Half games as the tally writes them: 3, 3½, ½.
pub fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_owned(),
        (g, 1) => format!("{g}½"),
        (g, _) => g.to_string(),
    }
}

/// Half games as a spreadsheet reads them: 3, 3.5, 0.5 (from the count of halves; no float).
pub fn halves_decimal(h: u32) -> String {
    match h % 2 {
        1 => format!("{}.5", h / 2),
        _ => (h / 2).to_string(),
    }
}

/// The standings CSV: only the columns the party's own game fills (plus and minus with five
/// hundred's set-backs, lone hands where they count, the stars only at a star party), games in decimals (3.5, not "3½", which a spreadsheet reads as
/// text), and a guest who has not played with a blank rank (issue 22). `lone_hands`: whether
/// the party's kind counts them.
pub fn standings_csv(party: &Party, lone_hands: bool) -> (Vec<&'static str>, Vec<Vec<String>>) {
    use crate::party::scoring::Mode;
    let scoring = &party.settings().scoring;
    // The old header's columns, in its order, less those the party's game leaves empty: the
    // points (kept at a games tally too, where they settle a tie at the bell) but for a star
    // party, the stars only at one, plus and minus only with set-backs.
    let stars = scoring.mode == Mode::Stars;
    let set_backs = scoring.set_backs;
    let mut header = vec!["rank", "player", "sex", "games"];
    if !stars {
        header.push("points");
    }
    if lone_hands {
        header.push("lone_hands");
    }
    if stars {
        header.extend(["gold", "red", "green"]);
    }
    header.push("played");
    if set_backs {
        header.extend(["plus", "minus"]);
    }
    let rows = standings(party)
        .into_iter()
        .map(|s| {
            let mut row = vec![
                if s.rank == 0 {
                    String::new()
                } else {
                    s.rank.to_string()
                },
                safe_text(&s.player),
                sex_name(s.sex).to_owned(),
                halves_decimal(s.halves),
            ];
            if !stars {
                row.push(s.points.to_string());
            }
            if lone_hands {
                row.push(s.lone_hands.to_string());
            }
            if stars {
                row.extend([s.gold.to_string(), s.red.to_string(), s.green.to_string()]);
            }
            row.push(s.played.to_string());
            if set_backs {
                row.extend([s.plus.to_string(), s.minus.to_string()]);
            }
            row
        })
        .collect();
    (header, rows)
}

pub const STANDINGS_CSV_HEADER: [&str; 12] = [
    "rank",
    "player",
    "sex",
    "games",
    "points",
    "lone_hands",
    "gold",
    "red",
    "green",
    "played",
    "plus",
    "minus",
];

/// One line of the standings (the JSON API's and `hoyle export --format json`'s; the CSV is
/// [`standings_csv`]'s). `points` is the net; `plus` and `minus` are five hundred's
/// general score-sheet (seed 001 L7390–7398), appended so older readers of the CSV keep their
/// columns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StandingLine {
    pub rank: u32,
    pub player: String,
    pub sex: &'static str,
    pub games: String,
    pub points: i64,
    pub lone_hands: u32,
    pub gold: u32,
    pub red: u32,
    pub green: u32,
    pub played: u32,
    pub plus: u64,
    pub minus: u64,
}

pub fn standing_lines(party: &Party) -> Vec<StandingLine> {
    standings(party)
        .into_iter()
        .map(|s| StandingLine {
            rank: s.rank,
            player: safe_text(&s.player),
            sex: sex_name(s.sex),
            games: halves(s.halves),
            points: s.points,
            lone_hands: s.lone_hands,
            gold: s.gold,
            red: s.red,
            green: s.green,
            played: s.played,
            plus: s.plus,
            minus: s.minus,
        })
        .collect()
}

pub const PRIZES_CSV_HEADER: [&str; 4] = ["prize", "name", "player", "tie"];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrizeLine {
    pub prize: u32,
    pub name: String,
    /// "—" when nobody is left for the prize.
    pub player: String,
    pub tie: String,
}

pub fn prize_lines(awards: &Awards) -> Vec<PrizeLine> {
    awards
        .awards
        .iter()
        .map(|a| PrizeLine {
            prize: a.prize,
            name: safe_text(&a.name),
            player: safe_text(a.player.as_deref().unwrap_or("—")),
            tie: a
                .tie
                .as_ref()
                .map(|t| {
                    let by = match t.by {
                        TieBreak::PlayOff => "play-off",
                        TieBreak::Cut => "cut",
                        TieBreak::Lot => "lot",
                        TieBreak::Foster => "Foster's draw",
                    };
                    safe_text(&format!("tie among {} settled by {by}", t.among.join(", ")))
                })
                .unwrap_or_default(),
        })
        .collect()
}

pub const SEATING_CSV_HEADER: [&str; 6] =
    ["round", "table", "aisle", "aisle_table", "seat", "player"];

/// One seat of the round about to be played. `seat` is the place: `A lady`, `A gentleman`,
/// `B lady`, `B gentleman` at a progressive four, `North–South` or `East–West` with fixed
/// partners, `hand 1`… at a two- or three-hand foot table, `waiting` for a guest without a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatLine {
    pub round: u32,
    pub table: Option<u32>,
    pub aisle: Option<u32>,
    pub aisle_table: Option<u32>,
    pub seat: String,
    pub player: String,
}

pub fn seat_lines(settings: &Settings, seating: &Seating) -> Vec<SeatLine> {
    use crate::party::progression::Method;
    let fixed = matches!(settings.method, Method::FixedPartners | Method::Pivot);
    let places: [&str; 4] = if fixed {
        ["North–South", "North–South", "East–West", "East–West"]
    } else {
        ["A lady", "A gentleman", "B lady", "B gentleman"]
    };
    let mut out = Vec::new();
    for t in &seating.tables {
        for (j, name) in t.seats.iter().enumerate() {
            // Five hundred's five and six at a table are named by their tally card, "A 5".
            let coded = (t.seats.len() >= 5)
                .then(|| crate::party::progression::seat_tally(t.table, t.seats.len(), j))
                .flatten();
            let seat = if let Some(code) = coded {
                code
            } else if t.seats.len() == 4 {
                places.get(j).copied().unwrap_or_default().to_owned()
            } else {
                format!("hand {}", j + 1)
            };
            out.push(SeatLine {
                round: seating.round,
                table: Some(t.table),
                aisle: settings.aisle_of(t.table),
                aisle_table: settings.table_in_aisle(t.table),
                seat,
                player: safe_text(name),
            });
        }
    }
    for name in &seating.waiting {
        out.push(SeatLine {
            round: seating.round,
            table: None,
            aisle: None,
            aisle_table: None,
            seat: "waiting".to_owned(),
            player: safe_text(name),
        });
    }
    out
}
