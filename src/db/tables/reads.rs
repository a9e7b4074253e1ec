//! Reading tables of play, their deals, their pads and their deal history.

use rusqlite::{Connection, OptionalExtension, Row};

use crate::club::DummySettles;
use crate::db::{DbError, DbResult};
use crate::laws::pad::Pad;
use crate::laws::registry::{self};

use super::nights::LIVE_TABLE;
use super::rows::{Named, PlayTable, Status, law_refusal};

const TABLE_COLUMNS: &str = "id, law, settings, stake, status, night_id, night_table, season, created_by, created_at, per_hundred, dummy, name";

/// A row of `play_tables` before its law is looked up and its seats read.
struct Stored {
    id: i64,
    law: String,
    settings: String,
    stake: i64,
    per_hundred: bool,
    dummy: Option<String>,
    name: Option<String>,
    status: String,
    night: Option<(i64, u32)>,
    season: String,
    created_by: String,
    created_at: String,
}

fn table_from_row(r: &Row<'_>) -> rusqlite::Result<Stored> {
    let night_id: Option<i64> = r.get(5)?;
    let night_table: Option<u32> = r.get(6)?;
    Ok(Stored {
        id: r.get(0)?,
        law: r.get(1)?,
        settings: r.get(2)?,
        stake: r.get(3)?,
        status: r.get(4)?,
        night: night_id.zip(night_table),
        season: r.get(7)?,
        created_by: r.get(8)?,
        created_at: r.get(9)?,
        per_hundred: r.get(10)?,
        dummy: r.get(11)?,
        name: r.get(12)?,
    })
}

fn complete(conn: &Connection, s: Stored) -> DbResult<PlayTable> {
    let law = registry::find(&s.law).ok_or_else(|| {
        DbError::invalid(
            "law",
            format!("table {} has an unknown law {:?}", s.id, s.law),
        )
    })?;
    let settings = serde_json::from_str(&s.settings)
        .map_err(|e| DbError::invalid("settings", format!("stored settings unreadable: {e}")))?;
    let mut t = PlayTable {
        id: s.id,
        law,
        settings,
        stake: s.stake,
        per_hundred: s.per_hundred,
        dummy: s.dummy.as_deref().and_then(DummySettles::parse),
        status: if s.status == "closed" {
            Status::Closed
        } else {
            Status::Open
        },
        night: s.night,
        season: s.season,
        name: s.name,
        created_by: s.created_by,
        created_at: s.created_at,
        sides: Vec::new(),
    };
    let mut stmt = conn.prepare_cached(
        "SELECT s.side, s.member_id, m.name, s.guest_name FROM play_seats s
         LEFT JOIN members m ON m.id = s.member_id
         WHERE s.table_id = ?1 ORDER BY s.side, s.seat",
    )?;
    let seats = stmt
        .query_map([t.id], |r| {
            Ok((
                r.get::<_, i64>(0)? as usize,
                Named::from_columns(r.get(1)?, r.get(2)?, r.get(3)?),
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    for (side, named) in seats {
        if t.sides.len() <= side {
            t.sides.resize(side + 1, Vec::new());
        }
        t.sides[side].push(named);
    }
    Ok(t)
}

pub fn get(conn: &Connection, id: i64) -> DbResult<PlayTable> {
    let row = conn
        .query_row(
            &format!("SELECT {TABLE_COLUMNS} FROM play_tables WHERE id = ?1 AND {LIVE_TABLE}"),
            [id],
            table_from_row,
        )
        .optional()?
        .ok_or(DbError::NotFound)?;
    complete(conn, row)
}

fn query_tables(
    conn: &Connection,
    sql_where: &str,
    params: impl rusqlite::Params,
) -> DbResult<Vec<PlayTable>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {TABLE_COLUMNS} FROM play_tables WHERE {LIVE_TABLE} {sql_where} ORDER BY id"
    ))?;
    let rows = stmt
        .query_map(params, table_from_row)?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(|r| complete(conn, r)).collect()
}

/// Every table of play, oldest first.
pub fn list(conn: &Connection) -> DbResult<Vec<PlayTable>> {
    query_tables(conn, "", [])
}

/// Every table of play, oldest first, each with whether its game is finished though still
/// open (`PlayTable::finished`), for the lists that say which are still in play.
pub fn list_with_finished(conn: &Connection) -> DbResult<Vec<(PlayTable, bool)>> {
    list(conn)?
        .into_iter()
        .map(|t| {
            let finished = t.is_open() && t.finished(deals(conn, t.id)?);
            Ok((t, finished))
        })
        .collect()
}

/// The tables of play of a night, oldest first.
pub fn of_night(conn: &Connection, night_id: i64) -> DbResult<Vec<PlayTable>> {
    query_tables(conn, "AND night_id = ?1", [night_id])
}

/// The tables of play of a season, oldest first.
pub fn of_season(conn: &Connection, season: &str) -> DbResult<Vec<PlayTable>> {
    query_tables(conn, "AND season = ?1", [season])
}

/// The deals of a table, in order.
pub fn deals(conn: &Connection, table_id: i64) -> DbResult<Vec<serde_json::Value>> {
    let mut stmt = conn.prepare_cached(
        "SELECT deal_no, deal FROM play_deals WHERE table_id = ?1 ORDER BY deal_no",
    )?;
    let rows = stmt
        .query_map([table_id], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(n, text)| {
            serde_json::from_str(&text).map_err(|e| {
                DbError::invalid(
                    format!("deals[{n}]"),
                    format!("stored deal unreadable: {e}"),
                )
            })
        })
        .collect()
}

/// The table's pad over its stored deals.
pub fn pad(conn: &Connection, t: &PlayTable) -> DbResult<Pad> {
    let table = t.table()?;
    (table.pad)(&t.pad_input(deals(conn, t.id)?)).map_err(law_refusal)
}

/// One line of a table's deal history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub deal: usize,
    pub action: String,
    pub old: Option<String>,
    pub new: Option<String>,
    /// The director overrode the law's correction window.
    pub confirmed: bool,
    pub by: String,
    pub at: String,
}

/// A table's deal history, oldest first.
pub fn history(conn: &Connection, table_id: i64) -> DbResult<Vec<Change>> {
    let mut stmt = conn.prepare(
        "SELECT deal_no, action, old_value, new_value, confirmed, changed_by, changed_at
         FROM play_deal_history WHERE table_id = ?1 ORDER BY id",
    )?;
    let rows = stmt
        .query_map([table_id], |r| {
            Ok(Change {
                deal: r.get::<_, i64>(0)? as usize,
                action: r.get(1)?,
                old: r.get(2)?,
                new: r.get(3)?,
                confirmed: r.get(4)?,
                by: r.get(5)?,
                at: r.get(6)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
