//! A congress with every table's sheets totalled, kept between writes and brought up to date
//! by re-totalling only the tables written since (issue 13).
//!
//! Every change to a congress writes a line of its history in the change's own transaction, and
//! a table's change names its table there ("series 2, table 17, deal 40"). So the history lines
//! after the newest one read say exactly what was written since: the kept totals of every other
//! table still hold, provided its seats and its series's closing are also as they were (a late
//! player, a close; those are read again with the seating, which reads no sheet). The standings
//! and the prizes are then assembled from the kept sheets: the same figures a full re-total
//! gives (a property test in `tests.rs` checks it after random writes), at the cost of the
//! tables written since, however large the congress.

use std::collections::BTreeSet;
use std::sync::{Arc, OnceLock};

use super::*;
use crate::congress::sheet::TableSheet;
use crate::congress::standings::Entry;

/// One table's inputs and sheets totalled: valid while its rows, its seats and its series's
/// closing are as they were when it was read.
#[derive(Debug)]
pub struct KeptTable {
    pub table: Table,
    pub closed: bool,
    pub sheet: Result<TableSheet, LawError>,
    /// Text the pages make from this table alone (the deals CSV's lines), made on first need and
    /// kept with the table.
    pub text: OnceLock<String>,
}

/// A whole congress as the standings, prizes and CSVs read it: its seating (the players and
/// every series's tables with their seats, no sheet: [`Scope::Seating`]) and each table kept.
#[derive(Debug, Clone)]
pub struct Totalled {
    pub seating: StoredCongress,
    /// (series, table) → the table and its sheets totalled.
    pub tables: BTreeMap<(u32, u32), Arc<KeptTable>>,
    /// The newest line of the history read: every change after it is a write since.
    pub mark: i64,
}

/// Past this many tables to total again, one read of the whole congress is cheaper than a read
/// of each (a series closed, a first assembly).
const WHOLE_AT: usize = 24;

/// What one line of the history says was changed.
#[derive(Debug, PartialEq, Eq)]
enum Touched {
    /// One deal of a table: "series {s}, table {t}, deal {d}" (entered, corrected, removed).
    Deal(u32, u32, u32),
    /// A table's other rows: "series {s}, table {t}…" (totals, plays, ledger, a late player).
    Table(u32, u32),
    /// The congress, a player, a series's draw or closing: seen in the seating read again.
    Seating,
    /// Anything else: every table is totalled again.
    Unknown,
}

fn touched(what: &str) -> Touched {
    if what == "congress" || what == "player" {
        return Touched::Seating;
    }
    let Some(rest) = what.strip_prefix("series ") else {
        return Touched::Unknown;
    };
    let (s, rest) = rest.split_once(", table ").unwrap_or((rest, ""));
    let Ok(s) = s.parse::<u32>() else {
        return Touched::Unknown;
    };
    if rest.is_empty() {
        return Touched::Seating;
    }
    let (t, rest) = rest.split_once(',').unwrap_or((rest, ""));
    let Ok(t) = t.parse::<u32>() else {
        return Touched::Unknown;
    };
    match rest.strip_prefix(" deal ").map(str::parse::<u32>) {
        Some(Ok(d)) => Touched::Deal(s, t, d),
        _ => Touched::Table(s, t),
    }
}

/// What was written at a table since it was kept.
#[derive(Debug)]
enum Written {
    /// Only these deals (entered, corrected or removed): the kept lines are patched with them.
    Deals(BTreeSet<u32>),
    /// Anything else: the table is read again.
    Table,
}

/// The history lines of a congress after `mark`: (id, what).
fn since(conn: &Connection, id: i64, mark: i64) -> DbResult<Vec<(i64, String)>> {
    let rows = conn
        .prepare(
            "SELECT id, what FROM congress_history WHERE congress_id = ?1 AND id > ?2
             ORDER BY id",
        )?
        .query_map(rusqlite::params![id, mark], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// The history lines after `mark`, oldest first, each with its id (the history CSV is kept as
/// text and only these lines added to it).
pub fn history_since(conn: &Connection, id: i64, mark: i64) -> DbResult<Vec<(i64, HistoryRow)>> {
    exists(conn, id)?;
    let rows = conn
        .prepare(
            "SELECT id, what, action, old_value, new_value, changed_by, changed_at
             FROM congress_history WHERE congress_id = ?1 AND id > ?2 ORDER BY id",
        )?
        .query_map(rusqlite::params![id, mark], |r| {
            Ok((r.get(0)?, HistoryRow::from_row(r, 1)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

fn kept(c: &StoredCongress, series: &Series, table: &Table) -> Arc<KeptTable> {
    Arc::new(KeptTable {
        table: table.clone(),
        closed: series.closed,
        sheet: c.congress.table_sheet(series, table),
        text: OnceLock::new(),
    })
}

/// `kept` with the deals `written` read again from their rows (each entered, corrected or
/// removed since), and totalled again; None when the kept lines and the rows do not fit
/// together (the table is then read whole).
fn patched(
    conn: &Connection,
    id: i64,
    series: &Series,
    no: u32,
    kept: &KeptTable,
    written: &BTreeSet<u32>,
    seating: &StoredCongress,
) -> DbResult<Option<Arc<KeptTable>>> {
    let table = &kept.table;
    let before: &[DealLine] = match &table.entered {
        Entered::Deals(lines) => lines,
        Entered::Nothing => &[],
        Entered::Totals { .. } => return Ok(None),
    };
    let (count, last): (u32, Option<u32>) = conn.query_row(
        "SELECT COUNT(*), MAX(deal_no) FROM congress_deals
         WHERE congress_id = ?1 AND series = ?2 AND table_no = ?3",
        rusqlite::params![id, series.no, no],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    // Deals are numbered 1.. without a gap (only the last can be removed).
    if last.unwrap_or(0) != count {
        return Ok(None);
    }
    let mut read = conn.prepare_cached(&format!(
        "SELECT {} FROM congress_deals
         WHERE congress_id = ?1 AND series = ?2 AND table_no = ?3 AND deal_no = ?4",
        load::DEAL_COLUMNS
    ))?;
    let mut lines = Vec::with_capacity(count as usize);
    for d in 1..=count {
        if written.contains(&d) {
            let stored = read
                .query_row(rusqlite::params![id, series.no, no, d], |r| {
                    load::stored_deal(r, 0)
                })
                .optional()?;
            let Some(stored) = stored else {
                return Ok(None);
            };
            lines.push(load::deal_line(&stored)?);
        } else {
            let Some(line) = before.get(d as usize - 1) else {
                return Ok(None);
            };
            lines.push(line.clone());
        }
    }
    let table = Table {
        seats: table.seats.clone(),
        entered: if lines.is_empty() {
            Entered::Nothing
        } else {
            Entered::Deals(lines)
        },
        fines: table.fines.clone(),
    };
    Ok(Some(Arc::new(KeptTable {
        sheet: seating.congress.table_sheet(series, &table),
        closed: series.closed,
        table,
        text: OnceLock::new(),
    })))
}

impl Totalled {
    /// The congress read and totalled afresh.
    pub fn read(conn: &Connection, id: i64) -> DbResult<Totalled> {
        // With nothing kept, `refresh` always reads.
        Totalled::refresh(conn, id, None)?.ok_or(DbError::NotFound)
    }

    /// `kept` brought up to date, or None when nothing was written to the congress since it
    /// was read; with no `kept`, the congress read and totalled afresh. One read transaction,
    /// so the seating, the history and the tables are of one moment.
    pub fn refresh(
        conn: &Connection,
        id: i64,
        kept_before: Option<&Totalled>,
    ) -> DbResult<Option<Totalled>> {
        let tx = conn.unchecked_transaction()?;
        exists(&tx, id)?;
        let mark_before = kept_before.map_or(0, |k| k.mark);
        let changes = since(&tx, id, mark_before)?;
        if kept_before.is_some() && changes.is_empty() {
            return Ok(None);
        }
        let mark = changes.last().map_or(mark_before, |(m, _)| *m);
        let mut dirty: BTreeMap<(u32, u32), Written> = BTreeMap::new();
        let mut all = kept_before.is_none();
        for (_, what) in &changes {
            match touched(what) {
                Touched::Deal(s, t, d) => {
                    if let Written::Deals(deals) = dirty
                        .entry((s, t))
                        .or_insert(Written::Deals(BTreeSet::new()))
                    {
                        deals.insert(d);
                    }
                }
                Touched::Table(s, t) => {
                    dirty.insert((s, t), Written::Table);
                }
                Touched::Seating => {}
                Touched::Unknown => all = true,
            }
        }
        let seating = load_scoped(&tx, id, Scope::Seating)?;
        let mut tables = BTreeMap::new();
        let mut stale = Vec::new();
        for s in &seating.congress.series {
            for (no, t) in &s.tables {
                let key = (s.no, *no);
                let usable = kept_before
                    .and_then(|k| k.tables.get(&key))
                    .filter(|k| !all && k.closed == s.closed && k.table.seats == t.seats);
                let Some(k) = usable else {
                    stale.push(key);
                    continue;
                };
                match dirty.get(&key) {
                    None => {
                        tables.insert(key, Arc::clone(k));
                    }
                    // A deal written: that deal read again, the table totalled again (a deal
                    // entered at each of the 150 tables then costs 150 deals read, not 35,000).
                    Some(Written::Deals(deals)) => {
                        match patched(&tx, id, s, *no, k, deals, &seating)? {
                            Some(p) => {
                                tables.insert(key, p);
                            }
                            None => stale.push(key),
                        }
                    }
                    Some(Written::Table) => stale.push(key),
                }
            }
        }
        if stale.len() >= WHOLE_AT {
            let whole = load(&tx, id)?;
            let stale: BTreeSet<_> = stale.into_iter().collect();
            for s in &whole.congress.series {
                for (no, t) in &s.tables {
                    if stale.contains(&(s.no, *no)) {
                        tables.insert((s.no, *no), kept(&whole, s, t));
                    }
                }
            }
        } else {
            for (s, t) in stale {
                let one = load_table(&tx, id, s, t)?;
                let found = one
                    .congress
                    .find_series(s)
                    .and_then(|series| Some((series, series.tables.get(&t)?)));
                if let Some((series, table)) = found {
                    tables.insert((s, t), kept(&one, series, table));
                }
            }
        }
        Ok(Some(Totalled {
            seating,
            tables,
            mark,
        }))
    }

    /// A table's sheets as kept.
    pub fn sheet(&self, series: u32, table: u32) -> Option<&Result<TableSheet, LawError>> {
        self.tables.get(&(series, table)).map(|k| &k.sheet)
    }

    /// The entries of the standings and the tables whose sheets cannot be totalled, assembled
    /// from the kept sheets as `Congress::entries` assembles them from a full re-total.
    pub fn entries(&self) -> (Vec<Entry>, Vec<(u32, u32, LawError)>) {
        self.seating.congress.entries_by(|s, t| self.sheet(s, t))
    }
}

/// [`touched`] for the tests: a table (or a deal of it) as (series, table), the seating as
/// None, anything else as (0, 0).
#[cfg(test)]
pub(super) fn tests_touched(what: &str) -> Option<(u32, u32)> {
    match touched(what) {
        Touched::Table(s, t) | Touched::Deal(s, t, _) => Some((s, t)),
        Touched::Seating => None,
        Touched::Unknown => Some((0, 0)),
    }
}
