//! A table's sheets written: its deals, or its totals with their prize possibilities, and the
//! penalty ledger. Each write reads only its own table ([`load_table`]) and totals that table
//! again, refusing the change if the laws do; nothing else of the congress is read, so a write
//! costs the same however large the congress is.

use super::*;

/// Totals the table again after a change, refusing the change if the laws do.
fn check_table(conn: &Connection, id: i64, series: u32, table: u32) -> DbResult<()> {
    let c = load_table(conn, id, series, table)?;
    let s = series_of(&c, series)?;
    if let Some(t) = s.tables.get(&table) {
        c.congress.table_sheet(s, t).map_err(law)?;
    }
    Ok(())
}

/// A deal as the sheet's form gives it.
#[derive(Debug, Clone)]
pub struct DealEntry {
    pub json: String,
    pub remark: String,
    pub prize: bool,
    pub ok_by: String,
    pub debarred: bool,
}

/// Remarks, initials and reasons are kept and printed on one line of a sheet or a CSV.
const NO_CONTROL: &str = "cannot hold control characters (such as a tab or a line break)";

/// Writes deal `no` of a table (congress, series, table): the next deal, or a correction of one already written (then
/// `version` must be the one the form was opened at, and the old deal goes to the history).
pub fn save_deal(
    conn: &Connection,
    (id, series, table): (i64, u32, u32),
    no: u32,
    version: Option<i64>,
    entry: &DealEntry,
    by: &str,
) -> DbResult<()> {
    let c = load_table(conn, id, series, table)?;
    let (_, t) = open_table(&c, series, table)?;
    if matches!(t.entered, Entered::Totals { .. }) {
        return Err(DbError::invalid(
            "deal",
            "this table's sheets were entered by their totals",
        ));
    }
    if entry.remark.chars().count() > 200 || entry.ok_by.chars().count() > 80 {
        return Err(DbError::invalid("remark", "at most 200 characters"));
    }
    if crate::text::has_control(&entry.remark) || crate::text::has_control(&entry.ok_by) {
        return Err(DbError::invalid("remark", NO_CONTROL));
    }
    let written = c.deals.get(&(series, table)).cloned().unwrap_or_default();
    let at = format!("series {series}, table {table}, deal {no}");
    let existing = written.iter().find(|d| d.no == no);
    match existing {
        None => {
            let next = u32::try_from(written.len()).unwrap_or(u32::MAX) + 1;
            if no != next {
                return Err(DbError::invalid("deal", format!("the next deal is {next}")));
            }
            conn.execute(
                "INSERT INTO congress_deals (congress_id, series, table_no, deal_no, deal, remark,
                                             prize, ok_by, debarred, entered_by, entered_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                rusqlite::params![
                    id,
                    series,
                    table,
                    no,
                    entry.json,
                    entry.remark,
                    entry.prize,
                    entry.ok_by,
                    entry.debarred,
                    by,
                    now()
                ],
            )?;
            log(conn, id, &at, "entered", None, Some(&entry.json), by)?;
        }
        Some(old) => {
            if version != Some(old.version) {
                return Err(DbError::invalid(
                    "version",
                    "this deal was changed since you opened it; open it again",
                ));
            }
            conn.execute(
                "UPDATE congress_deals SET deal = ?5, remark = ?6, prize = ?7, ok_by = ?8,
                        debarred = ?9, version = version + 1, entered_by = ?10, entered_at = ?11
                 WHERE congress_id = ?1 AND series = ?2 AND table_no = ?3 AND deal_no = ?4",
                rusqlite::params![
                    id,
                    series,
                    table,
                    no,
                    entry.json,
                    entry.remark,
                    entry.prize,
                    entry.ok_by,
                    entry.debarred,
                    by,
                    now()
                ],
            )?;
            let describe = |json: &str, remark: &str, ok: &str| {
                format!("{json}; remarks: {remark}; O.K. {ok}")
            };
            log(
                conn,
                id,
                &at,
                "corrected",
                Some(&describe(&old.json, &old.remark, &old.ok_by)),
                Some(&describe(&entry.json, &entry.remark, &entry.ok_by)),
                by,
            )?;
        }
    }
    check_table(conn, id, series, table)
}

/// Writes (or corrects) a table's totals, one line a seat.
/// `opened_blank`: the form was opened with no totals for the table. Totals entered since
/// (checked here, inside the transaction), and different, are not replaced unseen: the save is
/// refused, saying who entered them.
pub fn save_totals(
    conn: &Connection,
    id: i64,
    series: u32,
    table: u32,
    lines: &[Totals],
    opened_blank: bool,
    by: &str,
) -> DbResult<()> {
    let c = load_table(conn, id, series, table)?;
    let (_, t) = open_table(&c, series, table)?;
    if matches!(t.entered, Entered::Deals(_)) {
        return Err(DbError::invalid(
            "totals",
            "this table's sheets were entered deal by deal",
        ));
    }
    if lines.len() != t.seats.len() {
        return Err(DbError::invalid(
            "totals",
            format!("{} lines for {} players", lines.len(), t.seats.len()),
        ));
    }
    let old = match &t.entered {
        Entered::Totals { lines, .. } => Some(json(lines)?),
        _ => None,
    };
    let new = json(&lines)?;
    if opened_blank && old.as_ref().is_some_and(|o| *o != new) {
        let who: String = conn.query_row(
            "SELECT entered_by FROM congress_totals
             WHERE congress_id = ?1 AND series = ?2 AND table_no = ?3 LIMIT 1",
            rusqlite::params![id, series, table],
            |r| r.get(0),
        )?;
        return Err(DbError::invalid(
            "totals",
            format!(
                "{who} entered this table's totals after you opened the sheet (shown above). \
                 Nothing was saved: check them, and save the totals again to replace them."
            ),
        ));
    }
    conn.execute(
        "DELETE FROM congress_totals WHERE congress_id = ?1 AND series = ?2 AND table_no = ?3",
        rusqlite::params![id, series, table],
    )?;
    for (seat, l) in lines.iter().enumerate() {
        conn.execute(
            "INSERT INTO congress_totals (congress_id, series, table_no, seat, won, lost, points,
                                          entered_by, entered_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            rusqlite::params![
                id,
                series,
                table,
                seat as u32,
                l.won,
                l.lost,
                l.points,
                by,
                now()
            ],
        )?;
    }
    log(
        conn,
        id,
        &format!("series {series}, table {table}, totals"),
        if old.is_some() {
            "corrected"
        } else {
            "entered"
        },
        old.as_deref(),
        Some(&json(&lines)?),
        by,
    )?;
    check_table(conn, id, series, table)
}

/// Writes a prize possibility on a sheet entered by its totals.
pub fn add_play(
    conn: &Connection,
    id: i64,
    series: u32,
    table: u32,
    line: &PlayLine,
    by: &str,
) -> DbResult<()> {
    let c = load_table(conn, id, series, table)?;
    let (_, t) = open_table(&c, series, table)?;
    if !matches!(t.entered, Entered::Totals { .. }) {
        return Err(DbError::invalid(
            "play",
            "enter the table's totals first; a table entered deal by deal marks its plays on the deals",
        ));
    }
    if line.seat >= t.seats.len() {
        return Err(DbError::invalid("player", "not at this table"));
    }
    if crate::text::has_control(&line.remark) || crate::text::has_control(&line.ok_by) {
        return Err(DbError::invalid("play", NO_CONTROL));
    }
    // The prize rules' own checks (a Nullo has no suit, no more matadores than the game has).
    let probe = crate::party::skat_league::Sheet {
        player: "p".into(),
        session: 1,
        net_games: 0,
        points: 0,
        plays: vec![line.play.clone()],
    };
    crate::party::skat_league::award(&[probe], 1, &Default::default(), Some(0)).map_err(|e| {
        let field = e.field.rsplit('.').next().unwrap_or("play").to_owned();
        DbError::invalid(field, e.message)
    })?;
    let text = json(&line.play)?;
    conn.execute(
        "INSERT INTO congress_plays (congress_id, series, table_no, seat, play, remark, ok_by,
                                     entered_by, entered_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        rusqlite::params![
            id,
            series,
            table,
            line.seat as u32,
            text,
            line.remark,
            line.ok_by,
            by,
            now()
        ],
    )?;
    log(
        conn,
        id,
        &format!(
            "series {series}, table {table}, play of {}",
            c.congress.name_of(t.seats[line.seat])
        ),
        "recorded",
        None,
        Some(&text),
        by,
    )
}

/// Adds a line to the penalty ledger.
pub fn add_fine(
    conn: &Connection,
    id: i64,
    series: u32,
    table: u32,
    fine: &Fine,
    by: &str,
) -> DbResult<()> {
    let c = load_table(conn, id, series, table)?;
    let (_, t) = open_table(&c, series, table)?;
    if fine.seat >= t.seats.len() {
        return Err(DbError::invalid("player", "not at this table"));
    }
    if fine.reason.trim().is_empty() || fine.reason.chars().count() > 200 {
        return Err(DbError::invalid("reason", "say what the penalty was for"));
    }
    if crate::text::has_control(&fine.reason) {
        return Err(DbError::invalid("reason", NO_CONTROL));
    }
    conn.execute(
        "INSERT INTO congress_fines (congress_id, series, table_no, seat, round, points, reason,
                                     entered_by, entered_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        rusqlite::params![
            id,
            series,
            table,
            fine.seat as u32,
            fine.round,
            fine.points,
            fine.reason.trim(),
            by,
            now()
        ],
    )?;
    log(
        conn,
        id,
        &format!("series {series}, table {table}, ledger"),
        "penalty",
        None,
        Some(&format!(
            "{}: {} points, round {} ({})",
            c.congress.name_of(t.seats[fine.seat]),
            fine.points,
            fine.round,
            fine.reason.trim()
        )),
        by,
    )?;
    check_table(conn, id, series, table)
}

/// Withdraws a ledger line (it stays, marked withdrawn, and the history says who).
pub fn withdraw_fine(conn: &Connection, id: i64, fine: i64, by: &str) -> DbResult<()> {
    let row: Option<(u32, u32, i64, String)> = conn
        .query_row(
            "SELECT series, table_no, points, reason FROM congress_fines
             WHERE id = ?1 AND congress_id = ?2 AND withdrawn_at IS NULL",
            rusqlite::params![fine, id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let Some((series, table, points, reason)) = row else {
        return Err(DbError::invalid("fine", "no such penalty"));
    };
    let c = load_table(conn, id, series, table)?;
    open_table(&c, series, table)?;
    conn.execute(
        "UPDATE congress_fines SET withdrawn_by = ?2, withdrawn_at = ?3 WHERE id = ?1",
        rusqlite::params![fine, by, now()],
    )?;
    log(
        conn,
        id,
        &format!("series {series}, table {table}, ledger"),
        "penalty withdrawn",
        Some(&format!("{points} points ({reason})")),
        None,
        by,
    )
}

/// Removes a table's last deal (written by mistake); the history keeps it.
pub fn remove_last_deal(
    conn: &Connection,
    (id, series, table): (i64, u32, u32),
    by: &str,
) -> DbResult<()> {
    let c = load_table(conn, id, series, table)?;
    open_table(&c, series, table)?;
    let Some(last) = c.deals.get(&(series, table)).and_then(|d| d.last()) else {
        return Err(DbError::invalid("deal", "no deal is written at this table"));
    };
    conn.execute(
        "DELETE FROM congress_deals
         WHERE congress_id = ?1 AND series = ?2 AND table_no = ?3 AND deal_no = ?4",
        rusqlite::params![id, series, table, last.no],
    )?;
    log(
        conn,
        id,
        &format!("series {series}, table {table}, deal {}", last.no),
        "removed",
        Some(&last.json),
        None,
        by,
    )
}
