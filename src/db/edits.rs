//! Renaming and re-dating what the club has made (events, parties, tables of play, club nights,
//! ladders), changing an event's shape before its first result, and merging or deleting member
//! records. Every change is one line of the edit log (`bin::log`): who, when, old and new.

use chrono::NaiveDate;
use rusqlite::Connection;

use super::bin::log;
use super::events::{self, NewEvent};
use super::tables::LIVE_TABLE;
use super::{DbError, DbResult, now, optional};
use crate::movement::mitchell::Mitchell;

/// A new name must pass what a new one must (issue 13: no control characters).
fn check_name(field: &str, name: &str, max: usize) -> DbResult<()> {
    match crate::text::name_problem(name.trim(), max) {
        Some(message) => Err(DbError::invalid(field, message)),
        None => Ok(()),
    }
}

fn check_season(season: &str) -> DbResult<String> {
    let s = season.trim();
    if s.is_empty() || s.chars().count() > 40 {
        return Err(DbError::invalid(
            "season",
            "The season label is 1 to 40 characters.",
        ));
    }
    if crate::text::has_control(s) {
        return Err(DbError::invalid(
            "season",
            "The season label cannot hold control characters.",
        ));
    }
    Ok(s.to_owned())
}

/// A new date must lie in the years a new event's may (issue 13: no year 0000).
fn check_date(date: NaiveDate) -> DbResult<()> {
    match events::date_problem(date) {
        Some(message) => Err(DbError::invalid("date", message)),
        None => Ok(()),
    }
}

fn date_text(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// Logs each of `(what, old, new)` that changed, as "<what> changed".
fn log_changes(
    conn: &Connection,
    kind: &str,
    id: i64,
    changes: &[(&str, String, String)],
    by: &str,
) -> DbResult<()> {
    let at = now();
    for (what, old, new) in changes {
        if old != new {
            log(
                conn,
                kind,
                id,
                &format!("{what} changed"),
                Some(old),
                Some(new),
                by,
                &at,
            )?;
        }
    }
    Ok(())
}

/// Renames and re-dates an event, and moves it to another season.
pub fn event_heading(
    conn: &Connection,
    id: i64,
    name: &str,
    date: NaiveDate,
    season: &str,
    by: &str,
) -> DbResult<()> {
    let old = events::get(conn, id)?;
    check_name("name", name, 120)?;
    check_date(date)?;
    let season = check_season(season)?;
    conn.execute(
        "UPDATE events SET name = ?2, date = ?3, season = ?4 WHERE id = ?1",
        (id, name.trim(), date_text(date), &season),
    )?;
    log_changes(
        conn,
        "event",
        id,
        &[
            ("name", old.name, name.trim().to_owned()),
            ("date", date_text(old.date), date_text(date)),
            ("season", old.season, season),
        ],
        by,
    )
}

/// Changes an event's tables, boards a round and rounds: only before its first result, since
/// every result is placed by the movement. Pair assignments of the pairs that remain are kept.
pub fn event_shape(
    conn: &Connection,
    id: i64,
    tables: u32,
    boards_per_round: u32,
    rounds: Option<u32>,
    by: &str,
) -> DbResult<()> {
    let old = events::get(conn, id)?;
    if old.movement != crate::movement::plan::Kind::Mitchell || !old.arrow_switch.is_empty() {
        // The form's shape is a Mitchell's (tables, boards, rounds); another movement is chosen
        // from the pairs on the new-event form.
        return Err(DbError::invalid(
            "tables",
            format!(
                "This event's movement is a {}: its shape cannot be changed here; make a new event for another shape.",
                old.movement.label()
            ),
        ));
    }
    let entered: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM results WHERE event_id = ?1)",
        [id],
        |r| r.get(0),
    )?;
    if entered {
        return Err(DbError::invalid(
            "tables",
            "Results are entered already, so the tables, boards and rounds can no longer change.",
        ));
    }
    let probe = NewEvent {
        name: old.name.clone(),
        date: old.date,
        season: old.season.clone(),
        game: old.game,
        tables,
        boards_per_round,
        rounds,
        revoke_rule: old.revoke_rule,
    };
    if let Some((field, message)) = probe.check().into_iter().next() {
        return Err(DbError::Invalid { field, message });
    }
    let m = Mitchell::new(tables, boards_per_round, rounds)
        .map_err(|e| DbError::invalid(e.field, e.message))?;
    conn.execute(
        "UPDATE events SET tables = ?2, boards_per_round = ?3, rounds = ?4 WHERE id = ?1",
        (id, m.tables(), m.boards_per_round(), m.rounds()),
    )?;
    conn.execute(
        "DELETE FROM event_pairs WHERE event_id = ?1 AND pair_no > ?2",
        (id, m.tables()),
    )?;
    let mut insert = conn.prepare(
        "INSERT OR IGNORE INTO event_pairs (event_id, direction, pair_no) VALUES (?1, ?2, ?3)",
    )?;
    for pair in 1..=m.tables() {
        insert.execute((id, "NS", pair))?;
        insert.execute((id, "EW", pair))?;
    }
    let shape = |t: u32, b: u32, r: u32| format!("{t} tables, {b} boards a round, {r} rounds");
    log_changes(
        conn,
        "event",
        id,
        &[(
            "shape",
            shape(old.tables, old.boards_per_round, old.rounds),
            shape(m.tables(), m.boards_per_round(), m.rounds()),
        )],
        by,
    )
}

/// Renames and re-dates a party.
pub fn party_heading(
    conn: &Connection,
    id: i64,
    name: &str,
    date: NaiveDate,
    by: &str,
) -> DbResult<()> {
    let old: Option<(String, String)> = optional(conn.query_row(
        "SELECT name, date FROM parties WHERE id = ?1 AND deleted_at IS NULL",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let (old_name, old_date) = old.ok_or(DbError::NotFound)?;
    check_name("name", name, 120)?;
    check_date(date)?;
    conn.execute(
        "UPDATE parties SET name = ?2, date = ?3 WHERE id = ?1",
        (id, name.trim(), date_text(date)),
    )?;
    log_changes(
        conn,
        "party",
        id,
        &[
            ("name", old_name, name.trim().to_owned()),
            ("date", old_date, date_text(date)),
        ],
        by,
    )
}

/// Names a table of play (blank takes the name away) and moves it to another season.
pub fn table_heading(
    conn: &Connection,
    id: i64,
    name: &str,
    season: &str,
    by: &str,
) -> DbResult<()> {
    let old: Option<(Option<String>, String)> = optional(conn.query_row(
        &format!("SELECT name, season FROM play_tables WHERE id = ?1 AND {LIVE_TABLE}"),
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let (old_name, old_season) = old.ok_or(DbError::NotFound)?;
    let name = name.trim();
    if name.chars().count() > 120 {
        return Err(DbError::invalid(
            "name",
            "A name is at most 120 characters.",
        ));
    }
    if crate::text::has_control(name) {
        return Err(DbError::invalid(
            "name",
            "A name cannot hold control characters (such as a tab or a line break).",
        ));
    }
    let season = check_season(season)?;
    conn.execute(
        "UPDATE play_tables SET name = ?2, season = ?3 WHERE id = ?1",
        (id, (!name.is_empty()).then_some(name), &season),
    )?;
    log_changes(
        conn,
        "table",
        id,
        &[
            ("name", old_name.unwrap_or_default(), name.to_owned()),
            ("season", old_season, season),
        ],
        by,
    )
}

/// Re-dates a club night and moves it (and its tables) to another season.
pub fn night_heading(
    conn: &Connection,
    id: i64,
    date: NaiveDate,
    season: &str,
    by: &str,
) -> DbResult<()> {
    let old: Option<(String, String)> = optional(conn.query_row(
        "SELECT date, season FROM nights WHERE id = ?1 AND deleted_at IS NULL",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let (old_date, old_season) = old.ok_or(DbError::NotFound)?;
    check_date(date)?;
    let season = check_season(season)?;
    conn.execute(
        "UPDATE nights SET date = ?2, season = ?3 WHERE id = ?1",
        (id, date_text(date), &season),
    )?;
    // The night's tables count in the night's season (the ledger and the ladders read them so).
    conn.execute(
        "UPDATE play_tables SET season = ?2 WHERE night_id = ?1 AND season = ?3",
        (id, &season, &old_season),
    )?;
    log_changes(
        conn,
        "night",
        id,
        &[
            ("date", old_date, date_text(date)),
            ("season", old_season, season),
        ],
        by,
    )
}

/// Renames a ladder: a ladder is the tables of one game in one season, so its name is that
/// season label, and renaming it relabels those tables. Returns how many tables moved.
pub fn ladder_season(
    conn: &Connection,
    law: &str,
    season: &str,
    new_season: &str,
    by: &str,
) -> DbResult<usize> {
    let new_season = check_season(new_season)?;
    let moved = conn.execute(
        &format!(
            "UPDATE play_tables SET season = ?3 WHERE law = ?1 AND season = ?2 AND {LIVE_TABLE}"
        ),
        (law, season, &new_season),
    )?;
    if moved == 0 {
        return Err(DbError::invalid(
            "season",
            format!("There are no tables of this game in the season {season:?}."),
        ));
    }
    log(
        conn,
        "ladder",
        0,
        &format!(
            "for {} renamed",
            crate::laws::registry::find(law).map_or(law, |l| l.name)
        ),
        Some(season),
        Some(&new_season),
        by,
        &now(),
    )?;
    Ok(moved)
}

/// Where a member has played: a list of places in words, empty if never.
pub fn member_plays(conn: &Connection, id: i64) -> DbResult<Vec<String>> {
    let mut places = Vec::new();
    let mut stmt = conn.prepare(
        "SELECT e.name, e.date FROM event_pairs p JOIN events e ON e.id = p.event_id
         WHERE p.member_a = ?1 OR p.member_b = ?1 ORDER BY e.date, e.id",
    )?;
    for row in stmt.query_map([id], |r| {
        Ok(format!(
            "event {} ({})",
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?
        ))
    })? {
        places.push(row?);
    }
    let mut stmt = conn.prepare(
        "SELECT DISTINCT t.id FROM play_seats s JOIN play_tables t ON t.id = s.table_id
         WHERE s.member_id = ?1 ORDER BY t.id",
    )?;
    for row in stmt.query_map([id], |r| r.get::<_, i64>(0))? {
        places.push(format!("table of play {}", row?));
    }
    let mut stmt = conn.prepare(
        "SELECT DISTINCT n.date FROM night_players p JOIN nights n ON n.id = p.night_id
         WHERE p.member_id = ?1 ORDER BY n.date",
    )?;
    for row in stmt.query_map([id], |r| r.get::<_, String>(0))? {
        places.push(format!("club night of {}", row?));
    }
    let mut stmt = conn.prepare(
        "SELECT p.name, p.date FROM party_players q JOIN parties p ON p.id = q.party_id
         WHERE q.member_id = ?1 ORDER BY p.date, p.id",
    )?;
    for row in stmt.query_map([id], |r| {
        Ok(format!(
            "party {} ({})",
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?
        ))
    })? {
        places.push(row?);
    }
    Ok(places)
}

fn member_head(conn: &Connection, id: i64) -> DbResult<(String, Option<String>, Option<String>)> {
    optional(conn.query_row(
        "SELECT name, member_no, email FROM members WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    ))?
    .ok_or(DbError::NotFound)
}

/// Deletes a member record that has never been used: a member who played is kept (retire them
/// instead), since results and ledgers name them.
pub fn delete_member(conn: &Connection, id: i64, by: &str) -> DbResult<()> {
    let (name, member_no, _) = member_head(conn, id)?;
    let plays = member_plays(conn, id)?;
    if let Some(first) = plays.first() {
        return Err(DbError::invalid(
            "delete",
            format!(
                "{name} has played ({first}{}), so the record stays: retire them instead, or \
                 merge the record into another of the same person.",
                if plays.len() > 1 { ", and more" } else { "" }
            ),
        ));
    }
    conn.execute("DELETE FROM members WHERE id = ?1", [id])?;
    let old = match member_no {
        Some(no) => format!("{name} (no. {no})"),
        None => name,
    };
    log(conn, "member", id, "deleted", Some(&old), None, by, &now())
}

/// Merges the record `drop` into `keep` (two records of one person): everything `drop` played
/// becomes `keep`'s, `keep` takes `drop`'s member number, federation number and email where it
/// has none, and `drop`
/// is removed. Refused where both records sat in the same event, party, table or night, since
/// one person cannot have played twice.
pub fn merge_members(conn: &Connection, keep: i64, drop: i64, by: &str) -> DbResult<()> {
    if keep == drop {
        return Err(DbError::invalid(
            "other",
            "Choose another record: a record cannot be merged with itself.",
        ));
    }
    let (keep_name, keep_no, keep_email) = member_head(conn, keep)?;
    let (drop_name, drop_no, drop_email) = member_head(conn, drop)
        .map_err(|_| DbError::invalid("other", "There is no such member to merge."))?;
    let clashes: [(&str, &str); 4] = [
        (
            "an event",
            "SELECT e.name FROM event_pairs a JOIN event_pairs b ON a.event_id = b.event_id
             JOIN events e ON e.id = a.event_id
             WHERE (a.member_a = ?1 OR a.member_b = ?1) AND (b.member_a = ?2 OR b.member_b = ?2)",
        ),
        (
            "a party",
            "SELECT p.name FROM party_players a JOIN party_players b ON a.party_id = b.party_id
             JOIN parties p ON p.id = a.party_id WHERE a.member_id = ?1 AND b.member_id = ?2",
        ),
        (
            "a table of play",
            "SELECT 'table ' || a.table_id FROM play_seats a JOIN play_seats b
             ON a.table_id = b.table_id WHERE a.member_id = ?1 AND b.member_id = ?2",
        ),
        (
            "a club night",
            "SELECT 'the night of ' || n.date FROM night_players a JOIN night_players b
             ON a.night_id = b.night_id JOIN nights n ON n.id = a.night_id
             WHERE a.member_id = ?1 AND b.member_id = ?2",
        ),
    ];
    for (what, sql) in clashes {
        let both: Option<String> =
            optional(conn.query_row(&format!("{sql} LIMIT 1"), (keep, drop), |r| r.get(0)))?;
        if let Some(place) = both {
            return Err(DbError::invalid(
                "other",
                format!(
                    "{keep_name} and {drop_name} both played in {what} ({place}), so they are two \
                     people; nothing was merged."
                ),
            ));
        }
    }
    for sql in [
        "UPDATE event_pairs SET member_a = ?1 WHERE member_a = ?2",
        "UPDATE event_pairs SET member_b = ?1 WHERE member_b = ?2",
        "UPDATE party_players SET member_id = ?1 WHERE member_id = ?2",
        "UPDATE play_seats SET member_id = ?1 WHERE member_id = ?2",
        "UPDATE night_players SET member_id = ?1 WHERE member_id = ?2",
    ] {
        conn.execute(sql, (keep, drop))?;
    }
    let drop_national: Option<String> = conn.query_row(
        "SELECT national_no FROM members WHERE id = ?1",
        [drop],
        |r| r.get(0),
    )?;
    conn.execute("DELETE FROM members WHERE id = ?1", [drop])?;
    conn.execute(
        "UPDATE members SET national_no = COALESCE(national_no, ?2) WHERE id = ?1",
        (keep, drop_national),
    )?;
    // The number is free only once the other record is gone (member numbers are unique).
    conn.execute(
        "UPDATE members SET member_no = ?2, email = ?3 WHERE id = ?1",
        (keep, keep_no.or(drop_no), keep_email.or(drop_email)),
    )?;
    log(
        conn,
        "member",
        keep,
        "merged",
        Some(&format!("{drop_name} (record {drop})")),
        Some(&keep_name),
        by,
        &now(),
    )
}
