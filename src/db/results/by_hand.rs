//! A traveller line's matchpoints set by hand (issue 21): as club scorers allow, the director
//! may give one line's two sides a figure of his own instead of the method's. The board's other
//! lines are not worked out again; the change is logged in the board's history like a
//! correction.

use rusqlite::Connection;

use super::{Change, DbError, DbResult, Event, get, record, refuse_if_final, refuse_if_stale};
use crate::db::now;
use crate::exact::{Hundredths, show};
use crate::scoring::Method;

/// How a line's two figures read in the history: "N-S 3.5, E-W 4.5 matchpoints".
pub fn describe_matchpoints(ns: Hundredths, ew: Hundredths) -> String {
    format!("N-S {}, E-W {} matchpoints", show(ns.q()), show(ew.q()))
}

/// Sets (or, with `None`, clears) result `id`'s matchpoints by hand, refused when the result
/// has changed since `opened_at` (the version its board page was shown at). `worked_out` is how
/// the method's own figures read, for the history's old value when none were set by hand.
pub fn set_by_hand(
    conn: &Connection,
    event: &Event,
    id: i64,
    opened_at: Option<i64>,
    figures: Option<(Hundredths, Hundredths)>,
    worked_out: &str,
    by: &str,
) -> DbResult<()> {
    refuse_if_final(event)?;
    if Method::parse(&event.method) != Some(Method::Matchpoints) {
        return Err(DbError::invalid(
            "ns_mp",
            "only an event scored by matchpoints has matchpoints to set by hand",
        ));
    }
    let old = get(conn, event.id, id)?;
    if old.by_hand == figures {
        return Ok(());
    }
    refuse_if_stale(conn, &old, opened_at, || {
        "nothing was saved; check the line and set its matchpoints again.".to_owned()
    })?;
    conn.execute(
        "UPDATE results SET ns_mp_by_hand = ?3, ew_mp_by_hand = ?4, version = version + 1
         WHERE event_id = ?1 AND id = ?2",
        (event.id, id, figures.map(|f| f.0.0), figures.map(|f| f.1.0)),
    )?;
    let words = |f: Option<(Hundredths, Hundredths)>| match f {
        Some((ns, ew)) => format!("{} (set by hand)", describe_matchpoints(ns, ew)),
        None => format!("{worked_out} (worked out)"),
    };
    let at = now();
    // Recent changes list it as they list every correction: "Tuesday: Board 4 corrected:
    // N-S 2, E-W 4 matchpoints (worked out) → N-S 3, E-W 3 matchpoints (set by hand)".
    let said = format!(
        "{}: Board {} corrected: {} → {}",
        event.name,
        old.board,
        words(old.by_hand),
        words(figures)
    );
    crate::db::bin::log(
        conn,
        "event",
        event.id,
        "result corrected",
        None,
        Some(&said),
        by,
        &at,
    )?;
    record(
        conn,
        event.id,
        &Change {
            board: old.board,
            ns: old.ns,
            ew: old.ew,
            // The history keeps three actions (its table checks them): a figure set by hand is
            // a correction of the line, its old and new values saying which.
            action: "corrected".to_owned(),
            old: Some(words(old.by_hand)),
            new: Some(words(figures)),
            by: by.to_owned(),
            at,
        },
    )
}
