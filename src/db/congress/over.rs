//! The end of a series and of a congress (issue 22): which tables of a series have not written
//! all their sheets (closing over them is asked about first), and the director's word that the congress
//! is over, after which no series is drawn and the prizes are final.

use rusqlite::{Connection, OptionalExtension};

use super::{DbError, DbResult, Scope, load_scoped, log, now, progress, series_of};

/// A table of a series whose sheets are not all written: nothing entered (`deals` 0), or some
/// of its deals and not its totals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unfinished {
    pub table: u32,
    pub deals: usize,
    /// The deals of a whole series at the table: each player deals once a round.
    pub needed: usize,
}

/// The tables of `series` that have not played all their rounds nor entered their totals, in
/// order: closing over them is asked about first (issue 22).
pub fn unfinished_tables(conn: &Connection, id: i64, series: u32) -> DbResult<Vec<Unfinished>> {
    let c = load_scoped(conn, id, Scope::Seating)?;
    let s = series_of(&c, series)?;
    let rounds = c.congress.settings.rounds as usize;
    Ok(progress(conn, id, s)?
        .into_iter()
        .map(|(table, p)| Unfinished {
            table,
            deals: p.deals,
            needed: match p.totals {
                true => 0,
                false => rounds * p.seats,
            },
        })
        .filter(|u| u.deals < u.needed)
        .collect())
}

/// Whether the director has said the congress is over.
pub fn is_over(conn: &Connection, id: i64) -> DbResult<bool> {
    conn.query_row(
        "SELECT over_at IS NOT NULL FROM congresses WHERE id = ?1 AND deleted_at IS NULL",
        [id],
        |r| r.get::<_, bool>(0),
    )
    .optional()?
    .ok_or(DbError::NotFound)
}

/// Marks the congress over; refused while a series is still being played, or if it is over.
pub fn set_over(conn: &Connection, id: i64, by: &str) -> DbResult<()> {
    if is_over(conn, id)? {
        return Err(DbError::invalid("over", "the congress is over already"));
    }
    let c = load_scoped(conn, id, Scope::Seating)?;
    match c.congress.series.last() {
        None => {
            return Err(DbError::invalid("over", "no series has been played yet"));
        }
        Some(s) if !s.closed => {
            return Err(DbError::invalid(
                "over",
                format!("series {} is still being played; close it first", s.no),
            ));
        }
        Some(_) => {}
    }
    conn.execute(
        "UPDATE congresses SET over_by = ?2, over_at = ?3 WHERE id = ?1",
        rusqlite::params![id, by, now()],
    )?;
    log(conn, id, "congress", "over", None, None, by)
}
