//! Skat congress tournaments: the players registered, each series's draw (seed and result), the
//! late players seated, each table's deals or totals, the prize possibilities, the penalty
//! ledger, and the history of every change.
//!
//! Only the inputs are stored. Every write reads only what it checks (its table, or the
//! seating, or a count: `load::Scope`) and totals the table it touches through the pure
//! `congress` module inside its own transaction, so a deal or a total the laws refuse is never
//! saved and a write costs the same in a congress of any size. The standings read every table
//! totalled (`kept::Totalled`): kept between writes, brought up to date by totalling again only
//! the tables the history names since, so no standing can drift from a full re-total.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension};

mod entry;
mod kept;
mod load;
mod over;
#[cfg(test)]
mod tests;

pub use entry::{
    DealEntry, add_fine, add_play, remove_last_deal, save_deal, save_totals, withdraw_fine,
};
pub use kept::{KeptTable, Totalled, history_since};
pub use load::{Scope, load, load_scoped, load_table};
pub use over::{Unfinished, is_over, set_over, unfinished_tables};

use super::{DbError, DbResult, now};
use crate::congress::draw::{self, Draw};
use crate::congress::event::{self, Congress, Player, Series, Table};
use crate::congress::sheet::{DealLine, Entered, Fine, PlayLine, Totals};
use crate::congress::{self as rules, Settings};
use crate::laws::LawError;
use crate::laws::skat::deal::Deal;
use crate::party::skat_league::Play;

/// The most players a congress registers.
pub const MAX_PLAYERS: usize = draw::MAX_PLAYERS;
/// The most series a congress holds (the League's has two).
pub const MAX_SERIES: u32 = 8;

#[derive(Debug, Clone)]
pub struct NewCongress {
    pub name: String,
    pub date: String,
    pub settings: Settings,
    pub prize_seed: u64,
}

/// A congress as the list shows it.
#[derive(Debug, Clone)]
pub struct CongressRow {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub players: u32,
    pub series: u32,
    /// The director has marked the congress over.
    pub over: bool,
}

/// A deal as stored, with what the sheet writes beside it.
#[derive(Debug, Clone)]
pub struct StoredDeal {
    pub no: u32,
    /// The deal's JSON as the `skat` law reads it.
    pub json: String,
    pub remark: String,
    pub prize: bool,
    pub ok_by: String,
    pub debarred: bool,
    pub version: i64,
}

/// A ledger line or prize play as stored, with its id (to withdraw it).
#[derive(Debug, Clone)]
pub struct StoredFine {
    pub id: i64,
    pub series: u32,
    pub table: u32,
    pub fine: Fine,
}

#[derive(Debug, Clone)]
pub struct StoredPlay {
    pub id: i64,
    pub series: u32,
    pub table: u32,
    pub line: PlayLine,
}

/// A congress as stored, and as the pure module reads it.
#[derive(Debug, Clone)]
pub struct StoredCongress {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub created_by: String,
    pub created_at: String,
    pub congress: Congress,
    /// (series, table) → the deals as stored, for the sheet and its corrections.
    pub deals: BTreeMap<(u32, u32), Vec<StoredDeal>>,
    pub fines: Vec<StoredFine>,
    pub plays: Vec<StoredPlay>,
}

/// A change in the congress's history: the same shape as a party's.
pub use super::parties::HistoryRow;

fn json<T: serde::Serialize>(value: &T) -> DbResult<String> {
    serde_json::to_string(value).map_err(|e| DbError::invalid("json", e.to_string()))
}

fn parsed<T: serde::de::DeserializeOwned>(column: &str, text: &str) -> DbResult<T> {
    serde_json::from_str(text)
        .map_err(|e| DbError::invalid(column, format!("stored value unreadable: {e}")))
}

fn seed_in(field: &str, seed: u64) -> DbResult<i64> {
    i64::try_from(seed).map_err(|_| DbError::invalid(field, format!("{seed} is too large")))
}

fn law(e: LawError) -> DbError {
    DbError::invalid(e.field, e.message)
}

fn log(
    conn: &Connection,
    id: i64,
    what: &str,
    action: &str,
    old: Option<&str>,
    new: Option<&str>,
    by: &str,
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO congress_history (congress_id, what, action, old_value, new_value,
                                       changed_by, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![id, what, action, old, new, by, now()],
    )?;
    Ok(())
}

/// Refuses a congress that is not there (or is in the bin), as `load` does.
fn exists(conn: &Connection, id: i64) -> DbResult<()> {
    conn.query_row(
        "SELECT id FROM congresses WHERE id = ?1 AND deleted_at IS NULL",
        [id],
        |r| r.get::<_, i64>(0),
    )
    .optional()?
    .map(|_| ())
    .ok_or(DbError::NotFound)
}

fn name_problem(name: &str, field: &str) -> DbResult<()> {
    if name.trim().is_empty() {
        return Err(DbError::invalid(field, "write the name"));
    }
    if name.chars().count() > 80 {
        return Err(DbError::invalid(field, "at most 80 characters"));
    }
    if crate::text::has_control(name) {
        return Err(DbError::invalid(
            field,
            "no control characters (such as a tab or a line break)",
        ));
    }
    Ok(())
}

pub fn create(conn: &Connection, c: &NewCongress, by: &str) -> DbResult<i64> {
    name_problem(&c.name, "name")?;
    match chrono::NaiveDate::parse_from_str(&c.date, "%Y-%m-%d") {
        Err(_) => return Err(DbError::invalid("date", "a date such as 1926-07-04")),
        Ok(date) => {
            if let Some(message) = super::events::date_problem(date) {
                return Err(DbError::invalid("date", message));
            }
        }
    }
    c.settings.check().map_err(law)?;
    conn.execute(
        "INSERT INTO congresses (name, date, settings, prize_seed, created_by, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        rusqlite::params![
            c.name.trim(),
            c.date,
            json(&c.settings)?,
            seed_in("prize_seed", c.prize_seed)?,
            by,
            now()
        ],
    )?;
    let id = conn.last_insert_rowid();
    log(conn, id, "congress", "made", None, Some(c.name.trim()), by)?;
    Ok(id)
}

pub fn list(conn: &Connection) -> DbResult<Vec<CongressRow>> {
    let mut stmt = conn.prepare(
        "SELECT c.id, c.name, c.date,
                (SELECT COUNT(*) FROM congress_players p WHERE p.congress_id = c.id),
                (SELECT COUNT(*) FROM congress_series s WHERE s.congress_id = c.id),
                c.over_at IS NOT NULL
         FROM congresses c WHERE c.deleted_at IS NULL ORDER BY c.date DESC, c.id DESC",
    )?;
    let rows = stmt
        .query_map([], |r| {
            Ok(CongressRow {
                id: r.get(0)?,
                name: r.get(1)?,
                date: r.get(2)?,
                players: r.get(3)?,
                series: r.get(4)?,
                over: r.get(5)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// The congresses still being played (a series not yet closed), newest first, at most `limit`:
/// those a director will open again soon after the server restarts.
pub fn in_play(conn: &Connection, limit: usize) -> DbResult<Vec<i64>> {
    let ids = conn
        .prepare(
            "SELECT c.id FROM congresses c WHERE c.deleted_at IS NULL AND EXISTS (
                 SELECT 1 FROM congress_series s WHERE s.congress_id = c.id AND s.closed_at IS NULL)
             ORDER BY c.date DESC, c.id DESC LIMIT ?1",
        )?
        .query_map([i64::try_from(limit).unwrap_or(i64::MAX)], |r| r.get(0))?
        .collect::<Result<Vec<i64>, _>>()?;
    Ok(ids)
}

/// The roster member (not retired) named exactly `name`, when only one is: a name pasted into
/// the entry list is then that member, and the form stops offering him. Namesakes stay visitors.
pub fn member_named(conn: &Connection, name: &str) -> DbResult<Option<i64>> {
    let ids = conn
        .prepare("SELECT id FROM members WHERE name = ?1 AND retired = 0 LIMIT 2")?
        .query_map([name.trim()], |r| r.get(0))?
        .collect::<Result<Vec<i64>, _>>()?;
    Ok(match ids.as_slice() {
        [one] => Some(*one),
        _ => None,
    })
}

/// Registers a player: a member of the roster (his name is the roster's) or a visitor by name.
pub fn register(
    conn: &Connection,
    id: i64,
    name: &str,
    member_id: Option<i64>,
    by: &str,
) -> DbResult<i64> {
    let name = name.trim();
    name_problem(name, "name")?;
    exists(conn, id)?;
    if is_over(conn, id)? {
        return Err(DbError::invalid(
            "name",
            "the congress is over: nobody registers after it",
        ));
    }
    // A count and one lookup by the unique (congress, name) index: no player list is read.
    let registered: i64 = conn.query_row(
        "SELECT COUNT(*) FROM congress_players WHERE congress_id = ?1",
        [id],
        |r| r.get(0),
    )?;
    if usize::try_from(registered).unwrap_or(usize::MAX) >= MAX_PLAYERS {
        return Err(DbError::invalid(
            "name",
            format!("a congress registers at most {MAX_PLAYERS} players"),
        ));
    }
    let taken: Option<i64> = conn
        .query_row(
            "SELECT id FROM congress_players WHERE congress_id = ?1 AND name = ?2",
            rusqlite::params![id, name],
            |r| r.get(0),
        )
        .optional()?;
    if taken.is_some() {
        return Err(DbError::invalid(
            "name",
            format!("{name} is already registered"),
        ));
    }
    if let Some(m) = member_id {
        let known: Option<i64> = conn
            .query_row("SELECT id FROM members WHERE id = ?1", [m], |r| r.get(0))
            .optional()?;
        if known.is_none() {
            return Err(DbError::invalid(
                "member",
                format!("there is no member {m}"),
            ));
        }
        // A member once: the form offers only those not yet registered, and a second tab or a
        // stale page is refused here, inside the transaction.
        let again: Option<String> = conn
            .query_row(
                "SELECT name FROM congress_players WHERE congress_id = ?1 AND member_id = ?2",
                rusqlite::params![id, m],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(already) = again {
            return Err(DbError::invalid(
                "member",
                format!("{already} is already registered"),
            ));
        }
    }
    conn.execute(
        "INSERT INTO congress_players (congress_id, name, member_id, registered_by, registered_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        rusqlite::params![id, name, member_id, by, now()],
    )?;
    let pid = conn.last_insert_rowid();
    log(conn, id, "player", "registered", None, Some(name), by)?;
    Ok(pid)
}

/// Draws the next series's tables by lot from `seed`, among every registered player. The series
/// before it must be closed.
pub fn draw_series(conn: &Connection, id: i64, seed: u64, by: &str) -> DbResult<u32> {
    let c = load_scoped(conn, id, Scope::Seating)?;
    if let Some(last) = c.congress.series.last()
        && !last.closed
    {
        return Err(DbError::invalid(
            "draw",
            format!("series {} is still being played; close it first", last.no),
        ));
    }
    let no = c.congress.series.last().map_or(1, |s| s.no + 1);
    if no > MAX_SERIES {
        return Err(DbError::invalid(
            "draw",
            format!("a congress holds at most {MAX_SERIES} series"),
        ));
    }
    let entrants: Vec<i64> = c.congress.players.iter().map(|p| p.id).collect();
    let drawn = draw::draw(&entrants, seed, c.congress.settings.tables).map_err(|e| {
        DbError::invalid(
            "draw",
            match e.field.as_str() {
                "players" => format!("{}: register more players", e.message),
                _ => e.message,
            },
        )
    })?;
    seed_in("seed", seed)?;
    let text = json(&drawn)?;
    conn.execute(
        "INSERT INTO congress_series (congress_id, series, draw, drawn_by, drawn_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        rusqlite::params![id, no, text, by, now()],
    )?;
    log(
        conn,
        id,
        &format!("series {no}"),
        "drawn",
        None,
        Some(&format!("seed {seed}")),
        by,
    )?;
    Ok(no)
}

fn series_of(c: &StoredCongress, series: u32) -> DbResult<&Series> {
    c.congress
        .find_series(series)
        .ok_or_else(|| DbError::invalid("series", format!("there is no series {series}")))
}

fn open_table(c: &StoredCongress, series: u32, table: u32) -> DbResult<(&Series, &Table)> {
    let s = series_of(c, series)?;
    if s.closed {
        return Err(DbError::invalid(
            "series",
            format!("series {series} is closed: its sheets were handed in"),
        ));
    }
    let t = s
        .tables
        .get(&table)
        .ok_or_else(|| DbError::invalid("table", format!("there is no table {table}")))?;
    Ok((s, t))
}

/// Seats a player coming late at a table of three (Laws VIII.6).
pub fn seat_late(
    conn: &Connection,
    id: i64,
    series: u32,
    player: i64,
    table: u32,
    by: &str,
) -> DbResult<()> {
    let c = load_scoped(conn, id, Scope::Seating)?;
    let s = series_of(&c, series)?;
    if !c.congress.players.iter().any(|p| p.id == player) {
        return Err(DbError::invalid("player", "register the player first"));
    }
    if s.tables.values().any(|t| t.seats.contains(&player)) {
        return Err(DbError::invalid("player", "already seated in this series"));
    }
    let progress = progress(conn, id, s)?;
    if let Some(why) = event::late_refusal_by(s.closed, &progress, table) {
        return Err(DbError::invalid("table", why));
    }
    conn.execute(
        "INSERT INTO congress_late (congress_id, series, table_no, player_id, seated_by, seated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        rusqlite::params![id, series, table, player, by, now()],
    )?;
    log(
        conn,
        id,
        &format!("series {series}, table {table}"),
        "late player seated",
        None,
        Some(&c.congress.name_of(player)),
        by,
    )
}

/// How far each table of a series has come, from counts (no sheet is read): what the rule on
/// late players and the congress page need.
pub fn progress(
    conn: &Connection,
    id: i64,
    s: &Series,
) -> DbResult<BTreeMap<u32, event::Progress>> {
    let mut progress: BTreeMap<u32, event::Progress> = s
        .tables
        .iter()
        .map(|(no, t)| {
            (
                *no,
                event::Progress {
                    seats: t.seats.len(),
                    deals: 0,
                    totals: false,
                },
            )
        })
        .collect();
    let mut stmt = conn.prepare(
        "SELECT table_no, COUNT(*) FROM congress_deals
         WHERE congress_id = ?1 AND series = ?2 GROUP BY table_no",
    )?;
    let rows = stmt.query_map(rusqlite::params![id, s.no], |r| {
        Ok((r.get::<_, u32>(0)?, r.get::<_, i64>(1)?))
    })?;
    for row in rows {
        let (t, n) = row?;
        if let Some(p) = progress.get_mut(&t) {
            p.deals = usize::try_from(n).unwrap_or(usize::MAX);
        }
    }
    let mut stmt = conn.prepare(
        "SELECT DISTINCT table_no FROM congress_totals WHERE congress_id = ?1 AND series = ?2",
    )?;
    let rows = stmt.query_map(rusqlite::params![id, s.no], |r| r.get::<_, u32>(0))?;
    for row in rows {
        if let Some(p) = progress.get_mut(&row?) {
            p.totals = true;
        }
    }
    Ok(progress)
}

/// Closes a series: the sheets handed in (rules 8 and 14). Nothing more is entered in it.
pub fn close_series(conn: &Connection, id: i64, series: u32, by: &str) -> DbResult<()> {
    let c = load_scoped(conn, id, Scope::Seating)?;
    let s = series_of(&c, series)?;
    if s.closed {
        return Err(DbError::invalid(
            "series",
            format!("series {series} is already closed"),
        ));
    }
    conn.execute(
        "UPDATE congress_series SET closed_by = ?3, closed_at = ?4
         WHERE congress_id = ?1 AND series = ?2",
        rusqlite::params![id, series, by, now()],
    )?;
    log(
        conn,
        id,
        &format!("series {series}"),
        "closed",
        None,
        None,
        by,
    )
}

/// The last `n` changes of the congress's history, oldest first, and how many there are in all.
/// (A congress entered deal by deal writes a line a deal: tens of thousands at the largest.)
pub fn recent_history(conn: &Connection, id: i64, n: u32) -> DbResult<(Vec<HistoryRow>, u64)> {
    let all: i64 = conn.query_row(
        "SELECT COUNT(*) FROM congress_history WHERE congress_id = ?1",
        [id],
        |r| r.get(0),
    )?;
    let mut rows = conn
        .prepare(
            "SELECT what, action, old_value, new_value, changed_by, changed_at
             FROM congress_history WHERE congress_id = ?1 ORDER BY id DESC LIMIT ?2",
        )?
        .query_map(rusqlite::params![id, n], |r| HistoryRow::from_row(r, 0))?
        .collect::<Result<Vec<_>, _>>()?;
    rows.reverse();
    Ok((rows, u64::try_from(all).unwrap_or(0)))
}

pub fn history(conn: &Connection, id: i64) -> DbResult<Vec<HistoryRow>> {
    super::parties::history_rows(
        conn,
        "SELECT what, action, old_value, new_value, changed_by, changed_at
         FROM congress_history WHERE congress_id = ?1 ORDER BY id",
        id,
    )
}

/// The settings' words for the congress page: kept here beside the rules module's defaults so
/// the page and the document agree. (Re-exported for the web layer.)
pub use rules::{Penalties, PrizeLists, TableSize};
