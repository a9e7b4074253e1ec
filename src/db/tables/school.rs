//! A school at a table: players joining and leaving a payment game between deals, each one
//! action in one transaction, checked by the law with every deal entered, and kept in the deal
//! history beside the deals ('joined', 'left'; migration 0030).
//!
//! Who sits in which deal is the table's settings (`joined`, `left`: `laws::ledger::at_table`);
//! a player who joins takes a column of his own on the pad (a side of one in `play_seats`),
//! blank for the deals before he came.

use rusqlite::Connection;

use crate::db::{DbError, DbResult, now};
use crate::laws::ledger::at_table::{self, is_school};

use super::reads::{deals, get};
use super::rows::{NewTable, PlayTable, Player, check_guest, check_member, columns_of};
use super::writes::{check, record, refuse_if_closed};

/// The table `table_id`, open and keeping a school.
fn school_table(conn: &Connection, table_id: i64) -> DbResult<PlayTable> {
    let t = get(conn, table_id)?;
    refuse_if_closed(&t)?;
    if !is_school(t.law) {
        return Err(DbError::invalid(
            "player",
            format!(
                "{} is not a payment game: its players are fixed for the game",
                t.law.name
            ),
        ));
    }
    Ok(t)
}

/// Stores the settings and checks every deal entered against them (and the seats as they now
/// are), inside the caller's transaction.
fn store_settings(conn: &Connection, table_id: i64, settings: &serde_json::Value) -> DbResult<()> {
    conn.execute(
        "UPDATE play_tables SET settings = ?2 WHERE id = ?1",
        rusqlite::params![table_id, settings.to_string()],
    )?;
    let t = get(conn, table_id)?;
    check(&t, deals(conn, table_id)?)?;
    Ok(())
}

/// `player` joins the school from the next deal. Answers the deal he first sits in (from 1)
/// and his name as the pad shows it.
pub fn join(
    conn: &Connection,
    table_id: i64,
    player: &Player,
    by: &str,
) -> DbResult<(usize, String)> {
    let t = school_table(conn, table_id)?;
    let rules = t.table()?;
    if t.sides.len() >= rules.sides.max {
        return Err(DbError::invalid(
            "player",
            format!(
                "{} seats at most {} players, and this pad has a column for each who has played",
                t.law.name, rules.sides.max
            ),
        ));
    }
    check_member(conn, player, "player")?;
    check_guest(player, "guest")?;
    if let Some(seated) = t.sides.iter().flatten().find(|n| n.player == *player) {
        return Err(DbError::invalid(
            "player",
            format!("{} already has a column on this pad", seated.name),
        ));
    }
    let from = deals(conn, table_id)?.len() + 1;
    let (member, guest) = columns_of(player);
    conn.execute(
        "INSERT INTO play_seats (table_id, side, seat, member_id, guest_name) VALUES (?1, ?2, 0, ?3, ?4)",
        rusqlite::params![table_id, t.sides.len() as i64, member, guest],
    )?;
    store_settings(
        conn,
        table_id,
        &at_table::with_joining(&t.settings, t.sides.len(), from),
    )?;
    let name = get(conn, table_id)?.side_names().pop().unwrap_or_default();
    let said = serde_json::Value::from(format!("{name} joins the table from deal {from}"));
    record(
        conn,
        table_id,
        from - 1,
        "joined",
        None,
        Some(&said),
        false,
        by,
        &now(),
    )?;
    Ok((from, name))
}

/// The player of column `side` leaves the school after the last deal entered. Answers that
/// deal's number (0: he leaves before any deal) and his name.
pub fn leave(conn: &Connection, table_id: i64, side: usize, by: &str) -> DbResult<(usize, String)> {
    let t = school_table(conn, table_id)?;
    let names = t.side_names();
    let Some(name) = names.get(side) else {
        return Err(DbError::invalid("player", "choose a player at this table"));
    };
    let last = deals(conn, table_id)?.len();
    let gone = t
        .settings
        .get("left")
        .and_then(|l| l.get(side))
        .is_some_and(|v| !v.is_null());
    if gone {
        return Err(DbError::invalid(
            "player",
            format!("{name} has already left the table"),
        ));
    }
    store_settings(
        conn,
        table_id,
        &at_table::with_leaving(&t.settings, names.len(), side, last),
    )?;
    let said = serde_json::Value::from(match last {
        0 => format!("{name} leaves the table before the first deal"),
        n => format!("{name} leaves the table after deal {n}"),
    });
    record(
        conn,
        table_id,
        last,
        "left",
        None,
        Some(&said),
        false,
        by,
        &now(),
    )?;
    Ok((last, name.clone()))
}

/// Starts the next sitting of the closed school `table_id`: a new table of the same game,
/// settings, stake and season, seating those still at the table at the end, its pools at the
/// start what this one left in them. The old table notes where its pools went
/// (`settings.carried_to`), so they are carried once; the new one where they came from. Answers
/// the new table's id. One transaction, the caller's.
pub fn next_sitting(conn: &Connection, table_id: i64, by: &str) -> DbResult<i64> {
    let t = get(conn, table_id)?;
    if !is_school(t.law) {
        return Err(DbError::invalid(
            "next",
            format!(
                "{} is not a payment game: it has no next sitting",
                t.law.name
            ),
        ));
    }
    if t.is_open() {
        return Err(DbError::invalid(
            "next",
            "close this table first: the next sitting starts with what it leaves in the pools",
        ));
    }
    if let Some(to) = at_table::carried_to(&t.settings) {
        return Err(DbError::invalid(
            "next",
            format!("this table's next sitting is already started: table {to}"),
        ));
    }
    let deals = deals(conn, table_id)?;
    let kept = at_table::kept(t.law, &t.settings, &t.side_names(), &deals)
        .ok_or(DbError::NotFound)?
        .map_err(|e| DbError::invalid(e.field, e.message))?;
    let sides: Vec<Vec<Player>> = kept
        .at_the_table()
        .into_iter()
        .filter_map(|p| t.sides.get(p))
        .map(|side| side.iter().map(|n| n.player.clone()).collect())
        .collect();
    let new = NewTable {
        law: t.law.id.to_owned(),
        settings: at_table::next_sitting(&t.settings, &kept.pools, table_id),
        stake: t.stake,
        per_hundred: t.per_hundred,
        dummy: None,
        season: t.season.clone(),
        night: None,
        sides,
    };
    // The law's own count of players refuses a school left too small, naming "sides".
    let id = super::writes::create(conn, &new, by).map_err(|e| match e {
        DbError::Invalid { message, .. } => DbError::invalid(
            "next",
            format!("the players still at the table cannot start it: {message}"),
        ),
        e => e,
    })?;
    conn.execute(
        "UPDATE play_tables SET settings = ?2 WHERE id = ?1",
        rusqlite::params![
            table_id,
            at_table::with_carried_to(&t.settings, id).to_string()
        ],
    )?;
    Ok(id)
}
