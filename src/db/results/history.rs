//! A board's history: every entry, correction, deletion and assigned score, who and when.

use rusqlite::Connection;

use super::{DbResult, Stored};

pub(crate) fn record(conn: &Connection, event_id: i64, c: &Change) -> DbResult<()> {
    const INSERT: &str = "INSERT INTO result_history (event_id, board, ns_pair, ew_pair, action, old_value, new_value, changed_by, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)";
    conn.prepare_cached(INSERT)?.execute(rusqlite::params![
        event_id, c.board, c.ns, c.ew, c.action, c.old, c.new, c.by, c.at
    ])?;
    Ok(())
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub board: u32,
    pub ns: u32,
    pub ew: u32,
    pub action: String,
    pub old: Option<String>,
    pub new: Option<String>,
    pub by: String,
    pub at: String,
}

impl Change {
    /// A change to a stored result: its board and pairs, and what it was.
    pub(super) fn to_stored(
        old: &Stored,
        action: &str,
        new: Option<String>,
        by: &str,
        at: String,
    ) -> Self {
        Change {
            board: old.board,
            ns: old.ns,
            ew: old.ew,
            action: action.to_owned(),
            old: Some(super::fouled::describe(
                &old.entry,
                old.contract.as_ref(),
                old.passed_fouled,
            )),
            new,
            by: by.to_owned(),
            at,
        }
    }
}

/// The changes to one board (or, with `None`, to every board), oldest first.
pub fn history(conn: &Connection, event_id: i64, board: Option<u32>) -> DbResult<Vec<Change>> {
    let mut stmt = conn.prepare(
        "SELECT board, ns_pair, ew_pair, action, old_value, new_value, changed_by, changed_at
         FROM result_history WHERE event_id = ?1 AND (?2 IS NULL OR board = ?2) ORDER BY id",
    )?;
    let rows = stmt
        .query_map((event_id, board), |r| {
            Ok(Change {
                board: r.get(0)?,
                ns: r.get(1)?,
                ew: r.get(2)?,
                action: r.get(3)?,
                old: r.get(4)?,
                new: r.get(5)?,
                by: r.get(6)?,
                at: r.get(7)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
