//! The director's one-action adjustments (issue 22 item 5): "void this board" gives every table
//! that plays a board the same assigned score (not played, average, or a split), and "adjust
//! this result" puts an assigned score in place of one table's result. Both are assigned scores
//! as `assigned` keeps them (scored by the event's method through `scoring::Assigned`), and each
//! table changed is one line of the board's history, old → new, so that a correction (removing
//! the assigned score and entering the result again) undoes it.

use rusqlite::Connection;

use super::assigned::{self, Award};
use super::history::{Change, record};
use super::{Entry, NewResult, describe_result, find, refuse_if_final};
use crate::db::bin::log;
use crate::db::events::Event;
use crate::db::{DbError, DbResult, now, optional};

/// Puts `ns_award` / `ew_award` at the table where N-S `ns` meets E-W `ew` over `board`, in
/// place of its result or of an earlier assigned score; one history line says what it was.
/// The caller has checked the event is open and the movement brings the pairs together there
/// (`assigned::assign`, which refuses a table with a result, puts its scores here too), and
/// writes the line of "Recent changes". Returns what the table had, in words (None: nothing,
/// or the same award already), and whether a result went to the bin.
pub(super) fn put(
    conn: &Connection,
    event: &Event,
    (board, round, table): (u32, u32, u32),
    (ns, ew): (u32, u32),
    (ns_award, ew_award): (Award, Award),
    by: &str,
    at: &str,
) -> DbResult<(Option<String>, bool)> {
    let result = find(conn, event.id, board, ns, ew)?;
    let before: Option<(String, String)> = optional(conn.query_row(
        "SELECT ns_award, ew_award FROM assigned_scores
         WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4",
        (event.id, board, ns, ew),
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let old = match (&result, &before) {
        (Some(r), _) => Some(describe_result(&r.entry, r.contract.as_ref())),
        (None, Some((a, b))) => Some(assigned::describe(
            Award::parse(a).unwrap_or(Award::Average),
            Award::parse(b).unwrap_or(Award::Average),
        )),
        (None, None) => None,
    };
    let same = before.as_ref().is_some_and(|(a, b)| {
        Award::parse(a) == Some(ns_award) && Award::parse(b) == Some(ew_award)
    });
    if same && result.is_none() {
        return Ok((None, false));
    }
    if let Some(r) = &result {
        // Kept in the Bin, as a result deleted on its own is; "Recent changes" says it was
        // voided or adjusted, in the caller's one line.
        super::bin_quietly(conn, event, r, by, at)?;
    }
    conn.execute(
        "INSERT INTO assigned_scores (event_id, board, round, table_no, ns_pair, ew_pair, ns_award, ew_award, updated_by, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (event_id, board, ns_pair, ew_pair)
         DO UPDATE SET ns_award = ?7, ew_award = ?8, updated_by = ?9, updated_at = ?10",
        rusqlite::params![
            event.id,
            board,
            round,
            table,
            ns,
            ew,
            ns_award.as_str(),
            ew_award.as_str(),
            by,
            at
        ],
    )?;
    record(
        conn,
        event.id,
        &Change {
            board,
            ns,
            ew,
            action: if old.is_some() {
                "corrected"
            } else {
                "entered"
            }
            .to_owned(),
            old: old.clone(),
            new: Some(assigned::describe(ns_award, ew_award)),
            by: by.to_owned(),
            at: at.to_owned(),
        },
    )?;
    Ok((old, result.is_some()))
}

/// The awards as "Recent changes" says them after "voided": "average to both sides",
/// "average plus to N-S, average minus to E-W", "not played".
fn awards_said(ns_award: Award, ew_award: Award) -> String {
    let said = assigned::describe(ns_award, ew_award);
    said.strip_prefix("assigned ").unwrap_or(&said).to_owned()
}

pub(super) fn refuse_half_not_played(ns_award: Award, ew_award: Award) -> DbResult<()> {
    if (ns_award == Award::NotPlayed) != (ew_award == Award::NotPlayed) {
        return Err(DbError::invalid(
            "ew_award",
            "a board not played counts for neither side: give both sides \"not played\"",
        ));
    }
    Ok(())
}

/// Voids `board`: every table that plays it (but a table where a pair sits out or is away)
/// gets `ns_award` / `ew_award` in place of whatever it had, in one action. Returns how many
/// tables changed.
pub fn void_board(
    conn: &Connection,
    event: &Event,
    board: u32,
    (ns_award, ew_award): (Award, Award),
    by: &str,
) -> DbResult<usize> {
    refuse_if_final(event)?;
    refuse_half_not_played(ns_award, ew_award)?;
    let movement = event.movement()?;
    if board == 0 || board > movement.boards() {
        return Err(DbError::invalid(
            "board",
            format!("board {board} is not 1..{}", movement.boards()),
        ));
    }
    let pairs = crate::db::events::pairs(conn, event.id)?;
    let out = crate::db::events::sitting_out(&pairs);
    let at = now();
    let mut changed = 0;
    let mut binned = 0;
    for r in movement.schedule() {
        for s in r.tables.iter().filter(|s| s.boards.contains(&board)) {
            if crate::db::events::seat_sitting_out(&out, event.single_field(), s.ns, s.ew).is_some()
            {
                continue;
            }
            let seat = NewResult {
                board,
                ns: s.ns,
                ew: s.ew,
                entry: Entry::Whist {
                    ns_tricks: 0,
                    revoke: None,
                },
                contract: None,
            };
            if crate::db::events::table_away(conn, event, &movement, (r.round, s.table), &seat)? {
                continue;
            }
            let (_, to_bin) = put(
                conn,
                event,
                (board, r.round, s.table),
                (s.ns, s.ew),
                (ns_award, ew_award),
                by,
                &at,
            )?;
            changed += 1;
            binned += usize::from(to_bin);
        }
    }
    // One line for the one action, not one a table (issue 22).
    let results = match binned {
        0 => String::new(),
        1 => "; its one result went to the bin".to_owned(),
        n => format!("; its {n} results went to the bin"),
    };
    let said = format!(
        "{}: Board {board} voided ({}){results}",
        event.name,
        awards_said(ns_award, ew_award)
    );
    log(
        conn,
        "event",
        event.id,
        "board voided",
        None,
        Some(&said),
        by,
        &at,
    )?;
    Ok(changed)
}

/// Puts an assigned score in place of the result `id` (average plus to one side and average
/// minus to the other, say), in one action.
pub fn adjust_result(
    conn: &Connection,
    event: &Event,
    id: i64,
    (ns_award, ew_award): (Award, Award),
    by: &str,
) -> DbResult<()> {
    refuse_if_final(event)?;
    refuse_half_not_played(ns_award, ew_award)?;
    let old = super::get(conn, event.id, id)?;
    let at = now();
    let (was, _) = put(
        conn,
        event,
        (old.board, old.round, old.table),
        (old.ns, old.ew),
        (ns_award, ew_award),
        by,
        &at,
    )?;
    let said = format!(
        "{}: board {}, N-S {} against E-W {}: result adjusted {} → {}; the result is in the bin",
        event.name,
        old.board,
        old.ns,
        old.ew,
        was.unwrap_or_else(|| describe_result(&old.entry, old.contract.as_ref())),
        assigned::describe(ns_award, ew_award)
    );
    log(
        conn,
        "event",
        event.id,
        "result adjusted",
        None,
        Some(&said),
        by,
        &at,
    )
}
