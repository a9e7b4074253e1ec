//! Reading freeze-outs: the list, and one freeze-out with its whole log.

use rusqlite::{Connection, OptionalExtension};

use crate::db::{DbError, DbResult};

use super::rows::{FreezeoutRow, Kind, LogRow, StoredFreezeout, parsed};

/// Every freeze-out, the latest first, with how many entered, how many are left, whether drawn,
/// and whether it is over (all but one player out), counted from the log's standing rows.
pub fn list(conn: &Connection) -> DbResult<Vec<FreezeoutRow>> {
    let mut stmt = conn.prepare(
        "SELECT f.id, f.name, f.date,
                (SELECT count(*) FROM freezeout_events e WHERE e.freezeout_id = f.id
                    AND e.kind = 'enter' AND e.undone = 0)
              - (SELECT count(*) FROM freezeout_events e WHERE e.freezeout_id = f.id
                    AND e.kind = 'withdraw' AND e.undone = 0),
                (SELECT count(*) FROM freezeout_events e WHERE e.freezeout_id = f.id
                    AND e.kind = 'bust' AND e.undone = 0),
                (SELECT count(*) FROM freezeout_events e WHERE e.freezeout_id = f.id
                    AND e.kind = 'seat' AND e.undone = 0)
         FROM freezeouts f ORDER BY f.date DESC, f.id DESC",
    )?;
    let rows = stmt
        .query_map([], |r| {
            let players: i64 = r.get(3)?;
            let out: i64 = r.get(4)?;
            let drawn: i64 = r.get(5)?;
            Ok(FreezeoutRow {
                id: r.get(0)?,
                name: r.get(1)?,
                date: r.get(2)?,
                players: u32::try_from(players).unwrap_or(0),
                left: u32::try_from(players - out).unwrap_or(0),
                drawn: drawn > 0,
                over: players >= 2 && out >= players - 1,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

/// The whole freeze-out, for replaying.
pub fn load(conn: &Connection, id: i64) -> DbResult<StoredFreezeout> {
    type Head = (String, String, String, String, i64, String, String);
    let head: Option<Head> = conn
        .query_row(
            "SELECT name, date, settings, prizes_said, seed, created_by, created_at
             FROM freezeouts WHERE id = ?1",
            [id],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                ))
            },
        )
        .optional()?;
    let Some((name, date, settings, prizes_said, seed, created_by, created_at)) = head else {
        return Err(DbError::NotFound);
    };
    Ok(StoredFreezeout {
        id,
        name,
        date,
        settings: parsed("settings", &settings)?,
        prizes_said,
        // Stored from a u64 that fits an i64 (`to_i64`), so never negative.
        seed: u64::try_from(seed).unwrap_or_default(),
        created_by,
        created_at,
        log: log(conn, id)?,
    })
}

/// The log, oldest first.
pub fn log(conn: &Connection, id: i64) -> DbResult<Vec<LogRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, kind, player, member_id, knocked_out_by, detail, undoes, undone,
                changed_by, changed_at
         FROM freezeout_events WHERE freezeout_id = ?1 ORDER BY id",
    )?;
    let rows = stmt
        .query_map([id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                LogRow {
                    id: 0,
                    kind: Kind::Undo,
                    player: r.get(2)?,
                    member_id: r.get(3)?,
                    knocked_out_by: r.get(4)?,
                    detail: r.get(5)?,
                    undoes: r.get(6)?,
                    undone: r.get(7)?,
                    by: r.get(8)?,
                    at: r.get(9)?,
                },
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(id, kind, row)| {
            Ok(LogRow {
                id,
                kind: Kind::parse(&kind)
                    .ok_or_else(|| DbError::invalid("kind", format!("{kind} is unknown")))?,
                ..row
            })
        })
        .collect()
}
