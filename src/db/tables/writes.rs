//! Opening a table, and entering, correcting and deleting its deals, each in one transaction.

use rusqlite::Connection;

use crate::club::DummySettles;
use crate::db::{DbError, DbResult, now, optional};
use crate::laws::pad::{Pad, PadInput};

use super::reads::{deals, get};
use super::rows::{
    MAX_STAKE, NewTable, PlayTable, Player, Status, check_guest, check_member, columns_of,
    law_refusal, table_law,
};

/// Creates a table of play, checking the law's sides and settings by drawing its empty pad.
pub fn create(conn: &Connection, new: &NewTable, by: &str) -> DbResult<i64> {
    let (law, table) = table_law(&new.law)?;
    let sides = table.sides;
    if new.sides.len() < sides.min || new.sides.len() > sides.max {
        return Err(DbError::invalid(
            "sides",
            format!("{} is for {}–{} sides", law.id, sides.min, sides.max),
        ));
    }
    let mut seen: Vec<&Player> = Vec::new();
    if new.dummy.is_some() && sides.players_per_side != 2 {
        return Err(DbError::invalid(
            "dummy",
            format!(
                "{} is not a partnership game: no one can take Dummy",
                law.id
            ),
        ));
    }
    for (i, side) in new.sides.iter().enumerate() {
        // Dummy takes the first side's second seat.
        let seated = match (i, new.dummy) {
            (0, Some(_)) => sides.players_per_side - 1,
            _ => sides.players_per_side,
        };
        if side.len() != seated {
            return Err(DbError::invalid(
                format!("side{i}"),
                format!("this side has {seated} player(s)"),
            ));
        }
        for (j, p) in side.iter().enumerate() {
            check_member(conn, p, &format!("side{i}_{j}"))?;
            if seen.contains(&p) {
                return Err(DbError::invalid(format!("side{i}_{j}"), "already seated"));
            }
            check_guest(p, &format!("side{i}_{j}"))?;
            seen.push(p);
        }
    }
    if !(0..=MAX_STAKE).contains(&new.stake) {
        return Err(DbError::invalid(
            "stake",
            format!("the stake is 0..{MAX_STAKE}"),
        ));
    }
    if crate::text::has_control(&new.season) {
        return Err(DbError::invalid(
            "season",
            "the season label cannot hold control characters",
        ));
    }
    let names: Vec<String> = (0..new.sides.len())
        .map(|i| format!("Side {}", i + 1))
        .collect();
    let empty = PadInput {
        settings: new.settings.clone(),
        sides: names,
        deals: Vec::new(),
    };
    (table.pad)(&empty).map_err(law_refusal)?;
    conn.execute(
        "INSERT INTO play_tables (law, settings, stake, night_id, night_table, season, created_by, created_at, per_hundred, dummy)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        rusqlite::params![
            law.id,
            new.settings.to_string(),
            new.stake,
            new.night.map(|n| n.0),
            new.night.map(|n| n.1),
            new.season,
            by,
            now(),
            new.per_hundred,
            new.dummy.map(DummySettles::as_str)
        ],
    )?;
    let id = conn.last_insert_rowid();
    let mut seat = conn.prepare_cached(
        "INSERT INTO play_seats (table_id, side, seat, member_id, guest_name) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (s, side) in new.sides.iter().enumerate() {
        for (j, p) in side.iter().enumerate() {
            let (member, guest) = columns_of(p);
            seat.execute(rusqlite::params![id, s as i64, j as i64, member, guest])?;
        }
    }
    Ok(id)
}

pub(super) fn refuse_if_closed(t: &PlayTable) -> DbResult<()> {
    match t.is_open() {
        true => Ok(()),
        false => Err(DbError::invalid(
            "table",
            "this table is closed; the director must re-open it before its deals change",
        )),
    }
}

/// Runs the law's pad over `deals`; a refusal names the deal's field (`deals[3].tricks`).
pub(super) fn check(t: &PlayTable, deals: Vec<serde_json::Value>) -> DbResult<Pad> {
    let table = t.table()?;
    (table.pad)(&t.pad_input(deals)).map_err(law_refusal)
}

/// Enters the next deal, if the law accepts it after all the others.
pub fn enter_deal(
    conn: &Connection,
    table_id: i64,
    deal: &serde_json::Value,
    by: &str,
) -> DbResult<usize> {
    match enter_new_deal(conn, table_id, deal, None, by)? {
        NewDeal::Entered(n) => Ok(n),
        NewDeal::Moved { .. } => Err(DbError::invalid("deal_no", "the pad moved on")),
    }
}

/// What became of a deal entered at a pad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewDeal {
    /// Entered as deal `n` (from 0).
    Entered(usize),
    /// Nothing written: the pad is no longer at deal `no` (from 1), the one the form was opened
    /// for; `by` entered that deal since (`None`: the last deal was taken back instead).
    Moved { no: usize, by: Option<String> },
}

/// [`enter_deal`], with the deal the form was opened for (`opened_for`, numbered from 1):
/// whether it is still the next is decided here, inside the transaction, so two scorers
/// entering the same deal at once do not both append it.
pub fn enter_new_deal(
    conn: &Connection,
    table_id: i64,
    deal: &serde_json::Value,
    opened_for: Option<usize>,
    by: &str,
) -> DbResult<NewDeal> {
    let t = get(conn, table_id)?;
    refuse_if_closed(&t)?;
    let mut all = deals(conn, table_id)?;
    let n = all.len();
    if let Some(no) = opened_for
        && no != n + 1
    {
        let by = optional(conn.query_row(
            "SELECT updated_by FROM play_deals WHERE table_id = ?1 AND deal_no = ?2",
            rusqlite::params![table_id, no.saturating_sub(1) as i64],
            |r| r.get(0),
        ))?;
        return Ok(NewDeal::Moved { no, by });
    }
    all.push(deal.clone());
    check(&t, all)?;
    // After the law's own refusals, which name the field first wrong.
    crate::laws::registry::refuse_at_table(t.law.id, n, deal).map_err(law_refusal)?;
    let at = now();
    conn.execute(
        "INSERT INTO play_deals (table_id, deal_no, deal, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        rusqlite::params![table_id, n as i64, deal.to_string(), by, at],
    )?;
    record(
        conn,
        table_id,
        n,
        "entered",
        None,
        Some(deal),
        false,
        by,
        &at,
    )?;
    Ok(NewDeal::Entered(n))
}

/// Whether the law lets deal `n` be corrected without the director's override.
pub fn correctable(conn: &Connection, t: &PlayTable, n: usize) -> DbResult<bool> {
    let table = t.table()?;
    Ok((table.correctable)(&t.pad_input(deals(conn, t.id)?), n))
}

/// Corrects deal `n`. Past the law's window (`correctable` false), or making a claim the law
/// has closed (`claims_closed`), it needs `confirmed`, the director's explicit override; either
/// way the old value stays in the history.
///
/// `opened_at` is the deal's [`deal_version`] when the correction form was opened: if someone
/// changed the deal since, nothing is written and the refusal (field `stale`) says who, so two
/// people correcting the same deal never overwrite each other unawares.
pub fn correct_deal(
    conn: &Connection,
    table_id: i64,
    n: usize,
    deal: &serde_json::Value,
    opened_at: Option<i64>,
    confirmed: bool,
    by: &str,
) -> DbResult<()> {
    let t = get(conn, table_id)?;
    refuse_if_closed(&t)?;
    let mut all = deals(conn, table_id)?;
    let Some(old) = all.get(n).cloned() else {
        return Err(DbError::NotFound);
    };
    // Nothing to change (someone else may have saved the very same): no conflict to report.
    if old == *deal {
        return Ok(());
    }
    if let Some(opened) = opened_at {
        let now_at = deal_version(conn, table_id, n)?;
        if opened != now_at {
            let who: String = conn.query_row(
                "SELECT changed_by FROM play_deal_history WHERE table_id = ?1 AND deal_no = ?2
                 ORDER BY id DESC LIMIT 1",
                rusqlite::params![table_id, n as i64],
                |r| r.get(0),
            )?;
            return Err(DbError::invalid(
                "stale",
                format!(
                    "{who} changed deal {} after you opened this form, so nothing was saved",
                    n + 1
                ),
            ));
        }
    }
    let law = t.table()?;
    let before = t.pad_input(all.clone());
    // A claim the law has closed (whist honours, a revoke) is outside the window even while
    // the deal itself may still be corrected.
    let late = law
        .claims_closed
        .and_then(|closed| closed(&before, n, deal));
    let within = late.is_none() && (law.correctable)(&before, n);
    if !within && !confirmed {
        let why =
            late.unwrap_or_else(|| "the law no longer lets this deal be corrected".to_owned());
        return Err(DbError::invalid(
            "confirm",
            format!("{why}: tick the director's confirmation to override"),
        ));
    }
    all[n] = deal.clone();
    check(&t, all)?;
    crate::laws::registry::refuse_at_table(t.law.id, n, deal).map_err(law_refusal)?;
    let at = now();
    conn.execute(
        "UPDATE play_deals SET deal = ?3, updated_by = ?4, updated_at = ?5 WHERE table_id = ?1 AND deal_no = ?2",
        rusqlite::params![table_id, n as i64, deal.to_string(), by, at],
    )?;
    record(
        conn,
        table_id,
        n,
        "corrected",
        Some(&old),
        Some(deal),
        !within,
        by,
        &at,
    )
}

/// How many times deal `n` (from 0) has been entered, corrected or deleted: a correction form
/// carries it so that a save from an older copy is refused (see [`correct_deal`]).
pub fn deal_version(conn: &Connection, table_id: i64, n: usize) -> DbResult<i64> {
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM play_deal_history WHERE table_id = ?1 AND deal_no = ?2",
        rusqlite::params![table_id, n as i64],
        |r| r.get(0),
    )?)
}

/// Deletes the last deal, `named` (from 0) as the person who confirmed it saw it; the history
/// keeps it. A deal entered or deleted after the confirmation was asked leaves another deal
/// last: refused, so a confirmation never deletes a deal it did not name.
pub fn delete_last(conn: &Connection, table_id: i64, named: usize, by: &str) -> DbResult<()> {
    let t = get(conn, table_id)?;
    refuse_if_closed(&t)?;
    let all = deals(conn, table_id)?;
    let Some(old) = all.last() else {
        return Err(DbError::invalid("deal", "there is no deal to delete"));
    };
    let n = all.len() - 1;
    if n != named {
        return Err(DbError::invalid(
            "deal_no",
            format!(
                "deal {} is no longer the last deal (the pad now has {}): nothing was deleted",
                named + 1,
                all.len()
            ),
        ));
    }
    conn.execute(
        "DELETE FROM play_deals WHERE table_id = ?1 AND deal_no = ?2",
        rusqlite::params![table_id, n as i64],
    )?;
    record(
        conn,
        table_id,
        n,
        "deleted",
        Some(old),
        None,
        false,
        by,
        &now(),
    )
}

/// Closes or re-opens a table.
pub fn set_status(conn: &Connection, table_id: i64, status: Status) -> DbResult<()> {
    // A school whose pools went to its next sitting stays closed: its deals changed, the
    // pools carried would no longer be what it left.
    if status == Status::Open
        && let Some(to) = crate::laws::ledger::at_table::carried_to(&get(conn, table_id)?.settings)
    {
        return Err(DbError::invalid(
            "table",
            format!("its pools were carried to its next sitting, table {to}: it stays closed"),
        ));
    }
    let changed = conn.execute(
        "UPDATE play_tables SET status = ?2 WHERE id = ?1",
        rusqlite::params![table_id, status.as_str()],
    )?;
    match changed {
        0 => Err(DbError::NotFound),
        _ => Ok(()),
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn record(
    conn: &Connection,
    table_id: i64,
    n: usize,
    action: &str,
    old: Option<&serde_json::Value>,
    new: Option<&serde_json::Value>,
    confirmed: bool,
    by: &str,
    at: &str,
) -> DbResult<()> {
    conn.prepare_cached(
        "INSERT INTO play_deal_history (table_id, deal_no, action, old_value, new_value, confirmed, changed_by, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(rusqlite::params![
        table_id,
        n as i64,
        action,
        old.map(ToString::to_string),
        new.map(ToString::to_string),
        confirmed,
        by,
        at
    ])?;
    Ok(())
}
