//! Results in the bin (issue 22 item 6): a result deleted, on its own or by "void this board" /
//! "adjust this result", keeps its row in `deleted_results` with who deleted it and when, and
//! the director restores it from the bin as an event is restored. "Recent changes" (the edit
//! log) says which board and pairs were deleted and restored.

use rusqlite::Connection;

use super::columns::{COLUMNS, from_row};
use super::history::{Change, record};
use super::{Stored, describe_result, refuse_if_final};
use crate::db::bin::log;
use crate::db::events::Event;
use crate::db::{DbError, DbResult, now, optional};

/// The columns a result is copied by, into the bin and back (not its id: restored, it takes
/// a new one, since SQLite may have given the old one to a newer row).
const KEPT: &str = "event_id, board, round, table_no, ns_pair, ew_pair, ns_tricks, revoke_by, revoke_count, \
                    revoke_tricks_before, ns_points, ew_points, updated_by, updated_at, \
                    declarer, level, denomination, doubled, tricks, honours_side, honours, \
                    honours_in_one_hand, ns_revokes, ew_revokes, version, declarer_seat, passed_out, \
                    ns_mp_by_hand, ew_mp_by_hand, passed_fouled";

/// One result in the bin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BinnedResult {
    /// Its place in the bin (not the result's old id).
    pub id: i64,
    pub event_id: i64,
    pub event_name: String,
    pub result: Stored,
    pub deleted_by: String,
    pub deleted_at: String,
}

impl BinnedResult {
    /// "Board 5, N-S 1 against E-W 2: N-S 8 tricks".
    pub fn describe(&self) -> String {
        place(&self.result)
    }
}

/// How a result is named in the bin and in "Recent changes".
fn place(r: &Stored) -> String {
    format!(
        "board {}, N-S {} against E-W {}: {}",
        r.board,
        r.ns,
        r.ew,
        describe_result(&r.entry, r.contract.as_ref())
    )
}

/// Moves the result `r` of `event` to the bin (the caller writes the board's history line),
/// with a line "result deleted" in "Recent changes".
pub(crate) fn bin_result(
    conn: &Connection,
    event: &Event,
    r: &Stored,
    by: &str,
    at: &str,
) -> DbResult<()> {
    bin_quietly(conn, event, r, by, at)?;
    let what = format!("{}: {}", event.name, place(r));
    log(
        conn,
        "event",
        event.id,
        "result deleted",
        Some(&what),
        None,
        by,
        at,
    )
}

/// Moves the result `r` to the bin without a line of its own in "Recent changes": a board
/// voided or a result adjusted says there what was done, in one line (`void`).
pub(crate) fn bin_quietly(
    conn: &Connection,
    event: &Event,
    r: &Stored,
    by: &str,
    at: &str,
) -> DbResult<()> {
    conn.execute(
        &format!(
            "INSERT INTO deleted_results ({KEPT}, deleted_by, deleted_at)
             SELECT {KEPT}, ?3, ?4 FROM results WHERE event_id = ?1 AND id = ?2"
        ),
        rusqlite::params![event.id, r.id, by, at],
    )?;
    conn.execute(
        "DELETE FROM results WHERE event_id = ?1 AND id = ?2",
        (event.id, r.id),
    )?;
    Ok(())
}

/// Every result in the bin, most recently deleted first.
pub fn list(conn: &Connection) -> DbResult<Vec<BinnedResult>> {
    let columns: Vec<String> = COLUMNS
        .split(',')
        .map(|c| format!("d.{}", c.trim()))
        .collect();
    let mut stmt = conn.prepare(&format!(
        "SELECT {}, d.event_id, e.name, d.deleted_by, d.deleted_at
         FROM deleted_results d JOIN events e ON e.id = d.event_id
         ORDER BY d.deleted_at DESC, d.id DESC",
        columns.join(", ")
    ))?;
    let n = columns.len();
    let rows = stmt
        .query_map([], |r| {
            let result = from_row(r)?;
            Ok(BinnedResult {
                id: result.id,
                event_id: r.get(n)?,
                event_name: r.get(n + 1)?,
                result,
                deleted_by: r.get(n + 2)?,
                deleted_at: r.get(n + 3)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// What a restore did: the event and board, for the page to go to, and the assigned score the
/// result took the place of (a board voided or a result adjusted), in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    pub event_id: i64,
    pub board: u32,
    pub replaced: Option<String>,
    /// The board's other tables still holding an assigned score once this result is back (a
    /// voided board restored one result at a time stays voided at the rest: said, issue 22).
    pub still_assigned: u32,
}

/// Takes the result `id` out of the bin, back to its board; refused (in words) when the event
/// is final, or when its place has been taken since by a newer result for the board by either
/// pair. An assigned score at the table (the board voided, or the result adjusted) gives way
/// to it: restoring the result is undoing that. Every check is made here, in the transaction
/// that restores it.
pub fn restore(conn: &Connection, id: i64, by: &str) -> DbResult<Restored> {
    let found: Option<(i64, Stored)> = optional(conn.query_row(
        &format!("SELECT {COLUMNS}, event_id FROM deleted_results WHERE id = ?1"),
        [id],
        |r| Ok((r.get(COLUMNS.split(',').count())?, from_row(r)?)),
    ))?;
    let Some((event_id, old)) = found else {
        return Err(DbError::NotFound);
    };
    let event = crate::db::events::get(conn, event_id)?;
    refuse_if_final(&event)?;
    let newer: Option<(u32, u32, String)> = optional(conn.query_row(
        "SELECT ns_pair, ew_pair, updated_by FROM results
         WHERE event_id = ?1 AND board = ?2 AND (ns_pair = ?3 OR ew_pair = ?4)",
        (event_id, old.board, old.ns, old.ew),
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    ))?;
    if let Some((ns, ew, who)) = newer {
        return Err(DbError::invalid(
            "restore",
            format!(
                "board {} has a newer result for N-S {ns} against E-W {ew} (entered by {who}); \
                 correct that one instead. The deleted result stays in the bin.",
                old.board
            ),
        ));
    }
    let replaced = super::assigned::take_away(conn, event_id, old.board, old.ns, old.ew)?;
    conn.execute(
        &format!("INSERT INTO results ({KEPT}) SELECT {KEPT} FROM deleted_results WHERE id = ?1"),
        [id],
    )?;
    conn.execute("DELETE FROM deleted_results WHERE id = ?1", [id])?;
    let at = now();
    record(
        conn,
        event_id,
        &Change {
            board: old.board,
            ns: old.ns,
            ew: old.ew,
            action: if replaced.is_some() {
                "corrected"
            } else {
                "entered"
            }
            .to_owned(),
            old: replaced.clone(),
            new: Some(format!(
                "{} (restored from the bin)",
                describe_result(&old.entry, old.contract.as_ref())
            )),
            by: by.to_owned(),
            at: at.clone(),
        },
    )?;
    let what = format!("{}: {}", event.name, place(&old));
    log(
        conn,
        "event",
        event_id,
        "result restored",
        None,
        Some(&what),
        by,
        &at,
    )?;
    let still_assigned: u32 = conn.query_row(
        "SELECT COUNT(*) FROM assigned_scores WHERE event_id = ?1 AND board = ?2",
        (event_id, old.board),
        |r| r.get(0),
    )?;
    Ok(Restored {
        event_id,
        board: old.board,
        replaced,
        still_assigned,
    })
}
