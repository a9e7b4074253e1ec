//! Results: one row per board played at a table, every change kept in the board's history.

use rusqlite::Connection;

use super::events::Event;
use super::{DbError, DbResult, now, optional};
use crate::exact::Hundredths;
use crate::laws::contract_duplicate;
use crate::laws::duplicate::fouled::{Fouled, FouledBy};
use crate::laws::duplicate::{BoardResult, Direction, Entry, Game};
use crate::laws::duplicate_auction::{self, Contract};

/// A stored result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    pub id: i64,
    pub board: u32,
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    pub entry: Entry,
    /// The contract, when the event is entered by contract; `entry` holds what it scored.
    pub contract: Option<Contract>,
    pub updated_by: String,
    pub updated_at: String,
    /// Counts the result's changes: a correction form carries the version it was opened at.
    pub version: i64,
    /// Each side's matchpoints as the director set them by hand (N-S hands', E-W hands'),
    /// instead of the method's; the board's other lines keep theirs.
    pub by_hand: Option<(Hundredths, Hundredths)>,
    /// The pair or pairs at this table who passed the board on fouled (KWC law 4d): the
    /// standings take their 50.
    pub passed_fouled: Option<FouledBy>,
}

impl Stored {
    pub fn law_input(&self) -> BoardResult {
        BoardResult {
            board: self.board,
            ns: self.ns,
            ew: self.ew,
            entry: self.entry,
        }
    }

    /// The result's law 4d mark, as the law takes it.
    pub fn fouled(&self) -> Option<Fouled> {
        self.passed_fouled.map(|by| Fouled {
            board: self.board,
            ns: self.ns,
            by,
        })
    }
}

/// What the director typed for one board at one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewResult {
    pub board: u32,
    pub ns: u32,
    pub ew: u32,
    pub entry: Entry,
    /// The contract, for an event entered by contract (the law then scores `entry`).
    pub contract: Option<Contract>,
}

/// How a result reads in the board's history, e.g. "N-S 8 tricks; E-W revoked 1× (3 before)".
pub fn describe(entry: &Entry) -> String {
    match entry {
        Entry::Whist {
            ns_tricks,
            revoke: None,
        } => format!("N-S {ns_tricks} tricks"),
        Entry::Whist {
            ns_tricks,
            revoke: Some(r),
        } => format!(
            "N-S {ns_tricks} tricks; {} revoked {}× ({} tricks before the first)",
            side(r.by),
            r.count,
            r.tricks_before
        ),
        Entry::Auction {
            ns_points,
            ew_points,
            excess: 0,
        } => format!("N-S {ns_points}, E-W {ew_points} points"),
        Entry::Auction {
            ns_points,
            ew_points,
            excess,
        } => format!(
            "N-S {ns_points}, E-W {ew_points} points; {} excess {}",
            if *excess > 0 { "N-S" } else { "E-W" },
            excess.abs()
        ),
    }
}

/// How a result reads in the board's history, with its contract when it has one:
/// "4 spades by N-S, 10 tricks: N-S 161, E-W 0 points". A bridge result reads as its traveller's
/// columns do, each side's score with its sign ("4S by N, 10 tricks: N-S 620, E-W -620"), since
/// a bridge side's minus is the other's plus and "E-W 0" beside a column of -620 misleads.
pub fn describe_result(entry: &Entry, contract: Option<&Contract>) -> String {
    match (contract, entry) {
        (
            Some(c),
            Entry::Auction {
                ns_points,
                ew_points,
                excess: 0,
            },
        ) if c.played().is_some() => {
            let ns = ns_points - ew_points;
            format!("{}: N-S {ns}, E-W {}", c.describe(), -ns)
        }
        (Some(c), _) => format!("{}: {}", c.describe(), describe(entry)),
        (None, _) => describe(entry),
    }
}

pub fn side(direction: Direction) -> &'static str {
    match direction {
        Direction::Ns => "N-S",
        Direction::Ew => "E-W",
    }
}

/// Checks an entry against the event's game by the law's own rules, naming the form field.
pub fn check_entry(game: Game, entry: &Entry) -> Result<(), DbError> {
    crate::laws::duplicate::check_entry(game, entry)
        .map_err(|e| DbError::invalid(e.field.replace('.', "_"), e.message))
}

/// The entry as it is stored. A result by contract is scored here, by the law and the event's
/// caps (at bridge, by the board's vulnerability), so the points kept always follow from the
/// contract kept.
fn settle(
    event: &Event,
    board: u32,
    entry: &Entry,
    contract: Option<&Contract>,
) -> DbResult<(Entry, Option<Contract>)> {
    if event.is_bridge() {
        let played = contract.and_then(Contract::played).ok_or_else(|| {
            DbError::invalid(
                "level",
                "this is a bridge event: give the contract and the declarer's seat (N, E, S or W)",
            )
        })?;
        return Ok((
            contract_duplicate::event_entry(&played, board),
            contract.copied(),
        ));
    }
    if contract.is_some_and(|c| c.played().is_some()) {
        return Err(DbError::invalid(
            "declarer",
            "this event is scored by the 1926 laws: the declarer is a side, N-S or E-W",
        ));
    }
    match (event.by_contract(), contract) {
        (true, Some(c)) => Ok((
            duplicate_auction::entry(&duplicate_auction::score(c, event.auction_caps)),
            Some(*c),
        )),
        (true, None) => Err(DbError::invalid(
            "level",
            "this event is entered by contract: give the contract",
        )),
        (false, Some(_)) => Err(DbError::invalid(
            "level",
            "this event is entered by points, not by contract",
        )),
        (false, None) => {
            check_entry(event.game, entry)?;
            Ok((*entry, None))
        }
    }
}

/// Every result of an event, by board then N-S pair.
pub fn list(conn: &Connection, event_id: i64) -> DbResult<Vec<Stored>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM results WHERE event_id = ?1 ORDER BY board, ns_pair"
    ))?;
    let rows = stmt
        .query_map([event_id], from_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Which boards of an event have a result, as (board, N-S pair, E-W pair): what the event page
/// needs to list the missing ones, without reading and decoding every result (36,000 at the
/// largest shape).
pub fn entered(conn: &Connection, event_id: i64) -> DbResult<Vec<(u32, u32, u32)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT board, ns_pair, ew_pair FROM results WHERE event_id = ?1 ORDER BY board, ns_pair",
    )?;
    let rows = stmt
        .query_map([event_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Every result of one board of an event, by N-S pair: the other tables a revoke's penalty is
/// bounded by.
pub fn on_board(conn: &Connection, event_id: i64, board: u32) -> DbResult<Vec<Stored>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM results WHERE event_id = ?1 AND board = ?2 ORDER BY ns_pair"
    ))?;
    let rows = stmt
        .query_map((event_id, board), from_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// The result of `board` played by N-S `ns` against E-W `ew`, if entered (one lookup in the
/// board's index, where a slip's save once read every result of the event).
pub fn find(
    conn: &Connection,
    event_id: i64,
    board: u32,
    ns: u32,
    ew: u32,
) -> DbResult<Option<Stored>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM results
         WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4"
    ))?;
    optional(stmt.query_row((event_id, board, ns, ew), from_row))
}

pub fn get(conn: &Connection, event_id: i64, id: i64) -> DbResult<Stored> {
    optional(conn.query_row(
        &format!("SELECT {COLUMNS} FROM results WHERE event_id = ?1 AND id = ?2"),
        (event_id, id),
        from_row,
    ))?
    .ok_or(DbError::NotFound)
}

pub(crate) fn refuse_if_final(event: &Event) -> DbResult<()> {
    if event.is_final() {
        return Err(DbError::invalid(
            "event",
            "this event is final; the director must re-open it before results change",
        ));
    }
    Ok(())
}

/// Enters a new result, checked against the movement: the board must be played by these pairs,
/// and only once.
pub fn enter(conn: &Connection, event: &Event, new: &NewResult, by: &str) -> DbResult<i64> {
    enter_fouled(conn, event, new, None, by)
}

/// [`enter`], with the pair or pairs who passed the board on fouled (KWC law 4d), refused where
/// the event has no such penalty.
pub fn enter_fouled(
    conn: &Connection,
    event: &Event,
    new: &NewResult,
    passed_fouled: Option<FouledBy>,
    by: &str,
) -> DbResult<i64> {
    refuse_if_final(event)?;
    let movement = event.movement()?;
    if new.board == 0 || new.board > movement.boards() {
        return Err(DbError::invalid(
            "board",
            format!("board {} is not from 1 to {}", new.board, movement.boards()),
        ));
    }
    let (what, who) = if movement.is_individual() {
        (
            "player",
            format!("with player {} North and player {} East", new.ns, new.ew),
        )
    } else {
        ("pair", format!("by N-S {} against E-W {}", new.ns, new.ew))
    };
    for (field, pair) in [("ns", new.ns), ("ew", new.ew)] {
        if pair == 0 || pair > movement.pair_numbers() {
            let n = movement.pair_numbers();
            return Err(DbError::invalid(
                field,
                format!("there is no {what} {pair}: {what}s are 1..{n}"),
            ));
        }
    }
    let Some((round, table)) = movement.locate(new.board, new.ns, new.ew) else {
        return Err(DbError::invalid(
            "board",
            format!("board {} is not played {who} in this movement", new.board),
        ));
    };
    let (entry, contract) = settle(event, new.board, &new.entry, new.contract.as_ref())?;
    fouled::check(event, passed_fouled)?;
    // A pair marked late or leaving early has no results in the rounds it is away.
    let away = crate::db::events::table_away(conn, event, &movement, (round, table), new)?;
    if away {
        return Err(DbError::invalid(
            "board",
            format!(
                "round {round}: a pair of this table is marked away (late or gone) on the event page"
            ),
        ));
    }
    if assigned::exists(conn, event.id, new.board, new.ns, new.ew)? {
        return Err(DbError::invalid(
            "board",
            format!(
                "board {} has an assigned score at this table; remove it on the board's page first.",
                new.board
            ),
        ));
    }
    const CLASH: &str = "SELECT ns_pair, ew_pair FROM results
                         WHERE event_id = ?1 AND board = ?2 AND (ns_pair = ?3 OR ew_pair = ?4)";
    let mut clash_query = conn.prepare_cached(CLASH)?;
    let clash: Option<(u32, u32)> = optional(
        clash_query.query_row((event.id, new.board, new.ns, new.ew), |r| {
            Ok((r.get(0)?, r.get(1)?))
        }),
    )?;
    if let Some((ns, ew)) = clash {
        return Err(DbError::invalid(
            "board",
            format!(
                "board {} already has a result for N-S {ns} against E-W {ew}; correct that one instead",
                new.board
            ),
        ));
    }
    let c = entry_columns(&entry, contract.as_ref());
    let at = now();
    const INSERT: &str = "INSERT INTO results (event_id, board, round, table_no, ns_pair, ew_pair, ns_tricks, revoke_by, revoke_count,
                              revoke_tricks_before, ns_points, ew_points, updated_by, updated_at,
                              declarer, level, denomination, doubled, tricks, honours_side, honours,
                              honours_in_one_hand, ns_revokes, ew_revokes, declarer_seat, passed_out)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
                 ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26)";
    conn.prepare_cached(INSERT)?
        .execute(rusqlite::params_from_iter(c.after(
            &[&event.id, &new.board, &round, &table, &new.ns, &new.ew],
            [&by, &at],
        )))?;
    let id = conn.last_insert_rowid();
    if passed_fouled.is_some() {
        set_fouled(conn, event.id, id, passed_fouled)?;
    }
    record(
        conn,
        event.id,
        &Change {
            board: new.board,
            ns: new.ns,
            ew: new.ew,
            action: "entered".to_owned(),
            old: None,
            new: Some(fouled::describe(&entry, contract.as_ref(), passed_fouled)),
            by: by.to_owned(),
            at,
        },
    )?;
    Ok(id)
}

/// Corrects a result (with its contract, for an event entered by contract); the old value stays
/// in the board's history.
pub fn correct(
    conn: &Connection,
    event: &Event,
    id: i64,
    entry: &Entry,
    contract: Option<&Contract>,
    by: &str,
) -> DbResult<()> {
    correct_from(conn, event, id, None, entry, contract, by)
}

/// Whether saving `entry` (with `contract`) over `stored` would change it, as the law would
/// store it; a refusal is a change (saving will report it).
pub fn would_change(
    event: &Event,
    stored: &Stored,
    entry: &Entry,
    contract: Option<&Contract>,
) -> bool {
    match settle(event, stored.board, entry, contract) {
        Ok((entry, contract)) => stored.entry != entry || stored.contract != contract,
        Err(_) => true,
    }
}

/// What saving `entry` (with `contract`) for `board` would store, the law having scored it
/// (at bridge, by the board's vulnerability); the refusal, when the law refuses it.
pub fn settled(
    event: &Event,
    board: u32,
    entry: &Entry,
    contract: Option<&Contract>,
) -> DbResult<(Entry, Option<Contract>)> {
    settle(event, board, entry, contract)
}

/// How `entry` (with `contract`) would read once stored, the law having scored it.
pub fn describe_new(event: &Event, entry: &Entry, contract: Option<&Contract>) -> String {
    // A bridge score depends on the board's vulnerability, not known here: the contract says it.
    if event.is_bridge()
        && let Some(c) = contract
    {
        return c.describe();
    }
    match settle(event, 0, entry, contract) {
        Ok((entry, contract)) => describe_result(&entry, contract.as_ref()),
        Err(_) => describe_result(entry, contract),
    }
}

/// [`correct`], refused when the result has changed since `opened_at` (the version the form
/// was opened at): the refusal says who changed it and when, and both values, so that two
/// people correcting one result never overwrite each other unawares.
pub fn correct_from(
    conn: &Connection,
    event: &Event,
    id: i64,
    opened_at: Option<i64>,
    entry: &Entry,
    contract: Option<&Contract>,
    by: &str,
) -> DbResult<()> {
    correct_fouled(conn, event, id, opened_at, entry, contract, None, by)
}

/// [`correct_from`], setting the result's law 4d mark to `passed_fouled` when given (`None`
/// keeps the mark it has: a slip that does not ask leaves it as it stands).
#[allow(clippy::too_many_arguments)]
pub fn correct_fouled(
    conn: &Connection,
    event: &Event,
    id: i64,
    opened_at: Option<i64>,
    entry: &Entry,
    contract: Option<&Contract>,
    passed_fouled: Option<Option<FouledBy>>,
    by: &str,
) -> DbResult<()> {
    refuse_if_final(event)?;
    let old = get(conn, event.id, id)?;
    let (entry, contract) = settle(event, old.board, entry, contract)?;
    let passed_fouled = passed_fouled.unwrap_or(old.passed_fouled);
    // A mark already stored stays readable where the event no longer offers it; a new one is
    // checked.
    if passed_fouled != old.passed_fouled {
        fouled::check(event, passed_fouled)?;
    }
    // Someone else's correction to the very value typed is no conflict.
    if old.entry == entry && old.contract == contract && old.passed_fouled == passed_fouled {
        return Ok(());
    }
    refuse_if_stale(conn, &old, opened_at, || {
        format!(
            "it is now {}; you typed {}. Nothing was saved: check it and save again to keep yours.",
            fouled::describe(&old.entry, old.contract.as_ref(), old.passed_fouled),
            fouled::describe(&entry, contract.as_ref(), passed_fouled),
        )
    })?;
    let c = entry_columns(&entry, contract.as_ref());
    let at = now();
    conn.execute(
        "UPDATE results SET ns_tricks = ?3, revoke_by = ?4, revoke_count = ?5, revoke_tricks_before = ?6,
                ns_points = ?7, ew_points = ?8, updated_by = ?9, updated_at = ?10,
                declarer = ?11, level = ?12, denomination = ?13, doubled = ?14, tricks = ?15,
                honours_side = ?16, honours = ?17, honours_in_one_hand = ?18,
                ns_revokes = ?19, ew_revokes = ?20, declarer_seat = ?21, passed_out = ?22,
                version = version + 1
         WHERE event_id = ?1 AND id = ?2",
        rusqlite::params_from_iter(c.after(&[&event.id, &id], [&by, &at])),
    )?;
    set_fouled(conn, event.id, id, passed_fouled)?;
    let new = fouled::describe(&entry, contract.as_ref(), passed_fouled);
    // Recent changes (the Bin page) list every correction, the director's own and a phone's
    // he confirmed, as they list voids (issue 22): "Tuesday: Board 10 corrected: N-S 10
    // tricks → N-S 9 tricks", with who and when beside it.
    let said = format!(
        "{}: Board {} corrected: {} → {new}",
        event.name,
        old.board,
        fouled::describe(&old.entry, old.contract.as_ref(), old.passed_fouled),
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
        &Change::to_stored(&old, "corrected", Some(new), by, at),
    )
}

/// Writes a result's law 4d mark (checked by the caller).
fn set_fouled(
    conn: &Connection,
    event_id: i64,
    id: i64,
    passed_fouled: Option<FouledBy>,
) -> DbResult<()> {
    conn.prepare_cached("UPDATE results SET passed_fouled = ?3 WHERE event_id = ?1 AND id = ?2")?
        .execute((event_id, id, passed_fouled.map(FouledBy::as_str)))?;
    Ok(())
}

/// Refuses (as "stale") a change to `old` from a form opened at another version: who changed
/// it and when, then `rest`, so two people never overwrite each other unawares.
/// When it was changed is said in the club's zone, in words (issue 22: it read
/// "2026-11-28T05:34:15Z").
pub(crate) fn refuse_if_stale(
    conn: &Connection,
    old: &Stored,
    opened_at: Option<i64>,
    rest: impl FnOnce() -> String,
) -> DbResult<()> {
    match opened_at {
        Some(version) if version != old.version => Err(DbError::invalid(
            "stale",
            format!(
                "{} changed this result at {} after you opened the form: {}",
                old.updated_by,
                crate::db::club::load(conn)?.time(&old.updated_at),
                rest()
            ),
        )),
        _ => Ok(()),
    }
}

/// Removes a result entered for the wrong pairs to the bin (`binned`), whence the director may
/// restore it; the history keeps what it was.
pub fn delete(conn: &Connection, event: &Event, id: i64, by: &str) -> DbResult<()> {
    refuse_if_final(event)?;
    let old = get(conn, event.id, id)?;
    let at = now();
    bin_result(conn, event, &old, by, &at)?;
    record(
        conn,
        event.id,
        &Change::to_stored(&old, "deleted", Some("to the bin".to_owned()), by, at),
    )
}

pub mod assigned;
pub mod binned;
mod by_hand;
mod columns;
pub mod fouled;
mod history;
pub mod slip;
pub mod void;
use binned::{bin_quietly, bin_result};
pub use by_hand::{describe_matchpoints, set_by_hand};
use columns::{COLUMNS, entry_columns, from_row};
use history::record;
pub use history::{Change, history};

#[cfg(test)]
mod tests;
