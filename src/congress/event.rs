//! A congress as a whole, assembled from what is stored: its players, its series with their
//! draws, each table's entries and ledger; and from them every table's sheets, the entries of
//! the standings and the prizes. Pure: `db::congress` fills it in, the pages and CSV read it.

use std::collections::BTreeMap;

use super::draw::Draw;
use super::sheet::{Entered, Fine, TableSheet, total};
use super::standings::{Entry, Standing, standings};
use super::{Settings, draw};
use crate::laws::LawError;
use crate::party::skat_league::Awards;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: i64,
    pub name: String,
    pub member_id: Option<i64>,
}

/// One table of a series: who sits where, and what it has entered.
#[derive(Debug, Clone)]
pub struct Table {
    /// Player ids in seat order (the draw's, then any late player seated at it).
    pub seats: Vec<i64>,
    pub entered: Entered,
    pub fines: Vec<Fine>,
}

#[derive(Debug, Clone)]
pub struct Series {
    pub no: u32,
    pub draw: Draw,
    /// Players seated after the draw, before the first round was played: (table, player).
    pub late: Vec<(u32, i64)>,
    pub closed: bool,
    /// Table number (1 up) → table.
    pub tables: BTreeMap<u32, Table>,
}

/// Every table's sheets totalled, by (series, table).
pub type Sheets = BTreeMap<(u32, u32), Result<TableSheet, LawError>>;

#[derive(Debug, Clone)]
pub struct Congress {
    pub settings: Settings,
    pub players: Vec<Player>,
    pub series: Vec<Series>,
    pub prize_seed: u64,
}

/// The tables of a series as seated: the draw's tables, each with its late players after.
pub fn seating(draw: &Draw, late: &[(u32, i64)]) -> Vec<Vec<i64>> {
    let mut tables = draw.tables.clone();
    for (t, p) in late {
        if let Some(table) = tables.get_mut((*t as usize).wrapping_sub(1)) {
            table.push(*p);
        }
    }
    tables
}

/// How far a table has come, as the rule on late players reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    pub seats: usize,
    /// Deals written.
    pub deals: usize,
    /// Entered by its totals.
    pub totals: bool,
}

impl Progress {
    pub fn of(table: &Table) -> Progress {
        let (deals, totals) = match &table.entered {
            Entered::Nothing => (0, false),
            Entered::Deals(d) => (d.len(), false),
            Entered::Totals { .. } => (0, true),
        };
        Progress {
            seats: table.seats.len(),
            deals,
            totals,
        }
    }
}

/// Whether a late player may still be seated at a table of a series: only at a table of three
/// that has entered nothing, and only while no table has finished its first round ("after the
/// first round has been played, a player coming late cannot play", Laws VIII.6, seed 001
/// L10942–10944).
pub fn late_refusal(series: &Series, table: u32) -> Option<String> {
    let progress: BTreeMap<u32, Progress> = series
        .tables
        .iter()
        .map(|(no, t)| (*no, Progress::of(t)))
        .collect();
    late_refusal_by(series.closed, &progress, table)
}

/// [`late_refusal`] from each table's progress alone (what a write reads: counts, not sheets).
pub fn late_refusal_by(
    closed: bool,
    tables: &BTreeMap<u32, Progress>,
    table: u32,
) -> Option<String> {
    if closed {
        return Some("the series is closed".into());
    }
    let first_round_played = tables
        .values()
        .any(|t| t.totals || (t.deals > 0 && t.deals >= t.seats));
    if first_round_played {
        return Some(
            "the first round has been played: a player coming late cannot play (Laws VIII.6)"
                .into(),
        );
    }
    let Some(t) = tables.get(&table) else {
        return Some(format!("there is no table {table} in this series"));
    };
    if t.seats != 3 {
        return Some("only a table of three can take a fourth player".into());
    }
    if t.deals > 0 || t.totals {
        return Some("this table has begun; seat the player at a table that has not".into());
    }
    None
}

impl Congress {
    pub fn name_of(&self, id: i64) -> String {
        self.players
            .iter()
            .find(|p| p.id == id)
            .map_or_else(|| format!("player {id}"), |p| p.name.clone())
    }

    pub fn find_series(&self, no: u32) -> Option<&Series> {
        self.series.iter().find(|s| s.no == no)
    }

    /// Whether the draw of a series is what its seed gives.
    pub fn replays(&self, no: u32) -> bool {
        self.find_series(no)
            .is_some_and(|s| draw::replays(&s.draw, self.settings.tables))
    }

    /// One table's sheets totalled.
    pub fn table_sheet(&self, series: &Series, table: &Table) -> Result<TableSheet, LawError> {
        total(
            &self.settings,
            table.seats.len(),
            &table.entered,
            &table.fines,
            series.closed,
        )
    }

    /// Every table's sheets totalled, by (series, table).
    pub fn sheets(&self) -> Sheets {
        let mut out = BTreeMap::new();
        for s in &self.series {
            for (no, t) in &s.tables {
                out.insert((s.no, *no), self.table_sheet(s, t));
            }
        }
        out
    }

    /// Every (player, series) entry that has a sheet; a table whose sheets cannot be totalled
    /// is left out and named in the second list.
    pub fn entries(&self) -> (Vec<Entry>, Vec<(u32, u32, LawError)>) {
        self.entries_from(&self.sheets())
    }

    /// [`Congress::entries`] from sheets already totalled.
    pub fn entries_from(&self, sheets: &Sheets) -> (Vec<Entry>, Vec<(u32, u32, LawError)>) {
        self.entries_by(|s, t| sheets.get(&(s, t)))
    }

    /// [`Congress::entries`] from each table's sheets as `sheet_of(series, table)` finds them
    /// (kept between writes by the caller), in the order of the series and their tables.
    pub fn entries_by<'a>(
        &self,
        sheet_of: impl Fn(u32, u32) -> Option<&'a Result<TableSheet, LawError>>,
    ) -> (Vec<Entry>, Vec<(u32, u32, LawError)>) {
        let names: std::collections::HashMap<i64, &str> = self
            .players
            .iter()
            .map(|p| (p.id, p.name.as_str()))
            .collect();
        let name = |id: i64| {
            names
                .get(&id)
                .map_or_else(|| format!("player {id}"), |n| (*n).to_owned())
        };
        let mut entries = Vec::new();
        let mut refused = Vec::new();
        for s in &self.series {
            for (no, t) in &s.tables {
                match sheet_of(s.no, *no) {
                    Some(Ok(sheet)) => {
                        for (seat, player) in t.seats.iter().enumerate() {
                            entries.push(Entry {
                                player: *player,
                                name: name(*player),
                                series: s.no,
                                table: *no,
                                sheet: sheet.seats[seat].clone(),
                                complete: sheet.complete,
                                played: sheet.played(),
                            });
                        }
                    }
                    Some(Err(e)) => refused.push((s.no, *no, e.clone())),
                    None => {}
                }
            }
        }
        (entries, refused)
    }

    pub fn standings(&self) -> Vec<Standing> {
        standings(&self.entries().0)
    }

    /// Whether every series drawn is closed (the prizes are then final).
    pub fn all_closed(&self) -> bool {
        !self.series.is_empty() && self.series.iter().all(|s| s.closed)
    }

    pub fn prizes(&self) -> Result<Vec<(Option<u32>, Awards)>, LawError> {
        super::standings::prizes(&self.settings, &self.entries().0, self.prize_seed)
    }
}
