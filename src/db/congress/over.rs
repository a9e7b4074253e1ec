//! The end of a series and of a congress (issue 22): which tables of a series have nothing
//! entered (closing them empty is asked about first), and the director's word that the congress
//! is over, after which no series is drawn and the prizes are final.

use rusqlite::{Connection, OptionalExtension};

use super::{DbError, DbResult, Scope, load_scoped, log, now, progress, series_of};

/// The tables of `series` with neither a deal nor totals entered, in order.
pub fn empty_tables(conn: &Connection, id: i64, series: u32) -> DbResult<Vec<u32>> {
    let c = load_scoped(conn, id, Scope::Seating)?;
    let s = series_of(&c, series)?;
    Ok(progress(conn, id, s)?
        .into_iter()
        .filter(|(_, p)| p.deals == 0 && !p.totals)
        .map(|(t, _)| t)
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
