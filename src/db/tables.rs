//! Tables of play (one score pad each, kept by a law from the registry) and club nights.
//!
//! A deal is stored as the JSON object the law's deal fields describe. Every deal written is
//! first run through the law's pad with all the others, inside the same transaction, so a deal
//! the law refuses is never saved; every entry, correction and deletion is kept in the deal
//! history.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, Row};

use super::{DbError, DbResult, now};
use crate::club::{self, Code, Cut, DummySettles};
use crate::exact::Q;
use crate::laws::LawError;
use crate::laws::pad::{Pad, PadInput};
use crate::laws::registry::{self, Law, Table};

/// Someone at a table: a member of the roster or a guest.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Player {
    Member(i64),
    Guest(String),
}

/// A player with the name the pages show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub player: Player,
    pub name: String,
}

impl Named {
    fn from_columns(
        member: Option<i64>,
        member_name: Option<String>,
        guest: Option<String>,
    ) -> Self {
        match (member, guest) {
            (Some(id), _) => Named {
                player: Player::Member(id),
                name: member_name.unwrap_or_else(|| format!("member {id}")),
            },
            (None, guest) => {
                let name = guest.unwrap_or_default();
                Named {
                    player: Player::Guest(name.clone()),
                    name: format!("{name} (guest)"),
                }
            }
        }
    }
}

/// Refuses a member id that is not on the roster, naming `field`, rather than letting the
/// foreign key fail as a database error.
fn check_member(conn: &Connection, player: &Player, field: &str) -> DbResult<()> {
    if let Player::Member(id) = player {
        let known: Option<i64> = conn
            .query_row("SELECT id FROM members WHERE id = ?1", [id], |r| r.get(0))
            .optional()?;
        if known.is_none() {
            return Err(DbError::invalid(field, format!("there is no member {id}")));
        }
    }
    Ok(())
}

fn columns_of(player: &Player) -> (Option<i64>, Option<&str>) {
    match player {
        Player::Member(id) => (Some(*id), None),
        Player::Guest(name) => (None, Some(name.as_str())),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Open,
    Closed,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Closed => "closed",
        }
    }
}

/// A stored table of play.
#[derive(Debug, Clone)]
pub struct PlayTable {
    pub id: i64,
    pub law: &'static Law,
    pub settings: serde_json::Value,
    /// Pence per point, or per hundred when the pad's stake unit is 100 or `per_hundred`.
    pub stake: i64,
    /// Staked per hundred points whatever the law's own unit.
    pub per_hundred: bool,
    /// Three players, the first side's second seat being Dummy's: how its player settles.
    pub dummy: Option<DummySettles>,
    pub status: Status,
    pub night: Option<(i64, u32)>,
    pub season: String,
    /// The table's own name, if the director gave it one.
    pub name: Option<String>,
    pub created_by: String,
    pub created_at: String,
    /// The players of each side, in seat order.
    pub sides: Vec<Vec<Named>>,
}

impl PlayTable {
    /// How many points the stake is paid on: a hundred when the table says so, else the law's
    /// own unit (a hundred for games reckoned in hundreds, else one).
    pub fn stake_unit(&self, pad: &Pad) -> i64 {
        if self.per_hundred {
            100
        } else {
            pad.stake_unit
        }
    }

    /// The law's table rules; every stored table's law has one (checked when it was created).
    pub fn table(&self) -> DbResult<&'static Table> {
        self.law.table.as_ref().ok_or_else(|| {
            DbError::invalid("law", format!("{} is not kept at a table", self.law.id))
        })
    }

    /// The column heads of the pad: the players of each side.
    pub fn side_names(&self) -> Vec<String> {
        self.sides
            .iter()
            .enumerate()
            .map(|(i, side)| match side.is_empty() {
                true => format!("Side {}", i + 1),
                false => {
                    let mut names: Vec<&str> = side.iter().map(|n| n.name.as_str()).collect();
                    if self.dummy.is_some() && i == 0 {
                        names.push("Dummy");
                    }
                    names.join(" & ")
                }
            })
            .collect()
    }

    /// What the law's pad is given for these deals.
    pub fn pad_input(&self, deals: Vec<serde_json::Value>) -> PadInput {
        PadInput {
            settings: self.settings.clone(),
            sides: self.side_names(),
            deals,
        }
    }

    pub fn is_open(&self) -> bool {
        self.status == Status::Open
    }
}

/// What the director chose for a new table of play.
#[derive(Debug, Clone, PartialEq)]
pub struct NewTable {
    pub law: String,
    pub settings: serde_json::Value,
    pub stake: i64,
    pub per_hundred: bool,
    /// Three players, the first side's second seat Dummy's.
    pub dummy: Option<DummySettles>,
    pub season: String,
    pub night: Option<(i64, u32)>,
    pub sides: Vec<Vec<Player>>,
}

/// The most a stake may be: keeps every product of points and stake far inside `i64`.
pub const MAX_STAKE: i64 = 1_000_000;

/// The law with a table, or a refusal naming the `law` field.
pub fn table_law(id: &str) -> DbResult<(&'static Law, &'static Table)> {
    let law =
        registry::find(id).ok_or_else(|| DbError::invalid("law", format!("no law {id:?}")))?;
    let table = law
        .table
        .as_ref()
        .ok_or_else(|| DbError::invalid("law", format!("{id} is not kept at a table")))?;
    Ok((law, table))
}

fn law_refusal(e: LawError) -> DbError {
    DbError::invalid(e.field, e.message)
}

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
            if let Player::Guest(name) = p
                && (name.trim().is_empty()
                    || name.chars().count() > 80
                    || crate::text::has_control(name))
            {
                return Err(DbError::invalid(
                    format!("side{i}_{j}"),
                    "a guest's name is 1–80 characters, with no control characters",
                ));
            }
            seen.push(p);
        }
    }
    if !(0..=MAX_STAKE).contains(&new.stake) {
        return Err(DbError::invalid(
            "stake",
            format!("the stake is 0..{MAX_STAKE}"),
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

const TABLE_COLUMNS: &str = "id, law, settings, stake, status, night_id, night_table, season, created_by, created_at, per_hundred, dummy, name";

/// A row of `play_tables` before its law is looked up and its seats read.
struct Stored {
    id: i64,
    law: String,
    settings: String,
    stake: i64,
    per_hundred: bool,
    dummy: Option<String>,
    name: Option<String>,
    status: String,
    night: Option<(i64, u32)>,
    season: String,
    created_by: String,
    created_at: String,
}

fn table_from_row(r: &Row<'_>) -> rusqlite::Result<Stored> {
    let night_id: Option<i64> = r.get(5)?;
    let night_table: Option<u32> = r.get(6)?;
    Ok(Stored {
        id: r.get(0)?,
        law: r.get(1)?,
        settings: r.get(2)?,
        stake: r.get(3)?,
        status: r.get(4)?,
        night: night_id.zip(night_table),
        season: r.get(7)?,
        created_by: r.get(8)?,
        created_at: r.get(9)?,
        per_hundred: r.get(10)?,
        dummy: r.get(11)?,
        name: r.get(12)?,
    })
}

fn complete(conn: &Connection, s: Stored) -> DbResult<PlayTable> {
    let law = registry::find(&s.law).ok_or_else(|| {
        DbError::invalid(
            "law",
            format!("table {} has an unknown law {:?}", s.id, s.law),
        )
    })?;
    let settings = serde_json::from_str(&s.settings)
        .map_err(|e| DbError::invalid("settings", format!("stored settings unreadable: {e}")))?;
    let mut t = PlayTable {
        id: s.id,
        law,
        settings,
        stake: s.stake,
        per_hundred: s.per_hundred,
        dummy: s.dummy.as_deref().and_then(DummySettles::parse),
        status: if s.status == "closed" {
            Status::Closed
        } else {
            Status::Open
        },
        night: s.night,
        season: s.season,
        name: s.name,
        created_by: s.created_by,
        created_at: s.created_at,
        sides: Vec::new(),
    };
    let mut stmt = conn.prepare_cached(
        "SELECT s.side, s.member_id, m.name, s.guest_name FROM play_seats s
         LEFT JOIN members m ON m.id = s.member_id
         WHERE s.table_id = ?1 ORDER BY s.side, s.seat",
    )?;
    let seats = stmt
        .query_map([t.id], |r| {
            Ok((
                r.get::<_, i64>(0)? as usize,
                Named::from_columns(r.get(1)?, r.get(2)?, r.get(3)?),
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    for (side, named) in seats {
        if t.sides.len() <= side {
            t.sides.resize(side + 1, Vec::new());
        }
        t.sides[side].push(named);
    }
    Ok(t)
}

pub fn get(conn: &Connection, id: i64) -> DbResult<PlayTable> {
    let row = conn
        .query_row(
            &format!("SELECT {TABLE_COLUMNS} FROM play_tables WHERE id = ?1 AND {LIVE_TABLE}"),
            [id],
            table_from_row,
        )
        .optional()?
        .ok_or(DbError::NotFound)?;
    complete(conn, row)
}

fn query_tables(
    conn: &Connection,
    sql_where: &str,
    params: impl rusqlite::Params,
) -> DbResult<Vec<PlayTable>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {TABLE_COLUMNS} FROM play_tables WHERE {LIVE_TABLE} {sql_where} ORDER BY id"
    ))?;
    let rows = stmt
        .query_map(params, table_from_row)?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(|r| complete(conn, r)).collect()
}

/// Every table of play, oldest first.
pub fn list(conn: &Connection) -> DbResult<Vec<PlayTable>> {
    query_tables(conn, "", [])
}

/// The tables of play of a night, oldest first.
pub fn of_night(conn: &Connection, night_id: i64) -> DbResult<Vec<PlayTable>> {
    query_tables(conn, "AND night_id = ?1", [night_id])
}

/// The tables of play of a season, oldest first.
pub fn of_season(conn: &Connection, season: &str) -> DbResult<Vec<PlayTable>> {
    query_tables(conn, "AND season = ?1", [season])
}

/// The deals of a table, in order.
pub fn deals(conn: &Connection, table_id: i64) -> DbResult<Vec<serde_json::Value>> {
    let mut stmt = conn.prepare_cached(
        "SELECT deal_no, deal FROM play_deals WHERE table_id = ?1 ORDER BY deal_no",
    )?;
    let rows = stmt
        .query_map([table_id], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(n, text)| {
            serde_json::from_str(&text).map_err(|e| {
                DbError::invalid(
                    format!("deals[{n}]"),
                    format!("stored deal unreadable: {e}"),
                )
            })
        })
        .collect()
}

/// The table's pad over its stored deals.
pub fn pad(conn: &Connection, t: &PlayTable) -> DbResult<Pad> {
    let table = t.table()?;
    (table.pad)(&t.pad_input(deals(conn, t.id)?)).map_err(law_refusal)
}

fn refuse_if_closed(t: &PlayTable) -> DbResult<()> {
    match t.is_open() {
        true => Ok(()),
        false => Err(DbError::invalid(
            "table",
            "this table is closed; the director must re-open it before its deals change",
        )),
    }
}

/// Runs the law's pad over `deals`; a refusal names the deal's field (`deals[3].tricks`).
fn check(t: &PlayTable, deals: Vec<serde_json::Value>) -> DbResult<Pad> {
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
    let t = get(conn, table_id)?;
    refuse_if_closed(&t)?;
    let mut all = deals(conn, table_id)?;
    let n = all.len();
    all.push(deal.clone());
    check(&t, all)?;
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
    Ok(n)
}

/// Whether the law lets deal `n` be corrected without the director's override.
pub fn correctable(conn: &Connection, t: &PlayTable, n: usize) -> DbResult<bool> {
    let table = t.table()?;
    Ok((table.correctable)(&t.pad_input(deals(conn, t.id)?), n))
}

/// Corrects deal `n`. Past the law's window (`correctable` false), or making a claim the law
/// has closed (`claims_closed`), it needs `confirmed`, the director's explicit override; either
/// way the old value stays in the history.
pub fn correct_deal(
    conn: &Connection,
    table_id: i64,
    n: usize,
    deal: &serde_json::Value,
    confirmed: bool,
    by: &str,
) -> DbResult<()> {
    let t = get(conn, table_id)?;
    refuse_if_closed(&t)?;
    let mut all = deals(conn, table_id)?;
    let Some(old) = all.get(n).cloned() else {
        return Err(DbError::NotFound);
    };
    if old == *deal {
        return Ok(());
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

/// Deletes the last deal; the history keeps it.
pub fn delete_last(conn: &Connection, table_id: i64, by: &str) -> DbResult<()> {
    let t = get(conn, table_id)?;
    refuse_if_closed(&t)?;
    let all = deals(conn, table_id)?;
    let Some(old) = all.last() else {
        return Err(DbError::invalid("deal", "there is no deal to delete"));
    };
    let n = all.len() - 1;
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
fn record(
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

/// One line of a table's deal history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub deal: usize,
    pub action: String,
    pub old: Option<String>,
    pub new: Option<String>,
    /// The director overrode the law's correction window.
    pub confirmed: bool,
    pub by: String,
    pub at: String,
}

/// A table's deal history, oldest first.
pub fn history(conn: &Connection, table_id: i64) -> DbResult<Vec<Change>> {
    let mut stmt = conn.prepare(
        "SELECT deal_no, action, old_value, new_value, confirmed, changed_by, changed_at
         FROM play_deal_history WHERE table_id = ?1 ORDER BY id",
    )?;
    let rows = stmt
        .query_map([table_id], |r| {
            Ok(Change {
                deal: r.get::<_, i64>(0)? as usize,
                action: r.get(1)?,
                old: r.get(2)?,
                new: r.get(3)?,
                confirmed: r.get(4)?,
                by: r.get(5)?,
                at: r.get(6)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

// ---- Club nights ----

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Night {
    pub id: i64,
    pub date: String,
    pub season: String,
    pub code: Code,
    pub seed: u64,
    pub created_by: String,
    pub created_at: String,
}

fn night_from_row(r: &Row<'_>) -> rusqlite::Result<Night> {
    let code: String = r.get(3)?;
    let seed: i64 = r.get(4)?;
    Ok(Night {
        id: r.get(0)?,
        date: r.get(1)?,
        season: r.get(2)?,
        code: Code::parse(&code).unwrap_or_default(),
        // SQLite integers are signed; the seed's bits are kept as they are.
        seed: seed as u64,
        created_by: r.get(5)?,
        created_at: r.get(6)?,
    })
}

/// A table of play not in the bin, nor at a night in the bin.
pub(crate) const LIVE_TABLE: &str = "deleted_at IS NULL AND (night_id IS NULL OR night_id IN \
                                      (SELECT id FROM nights WHERE deleted_at IS NULL))";

const NIGHT_COLUMNS: &str = "id, date, season, code, seed, created_by, created_at";

pub fn create_night(
    conn: &Connection,
    date: &str,
    season: &str,
    code: Code,
    seed: u64,
    by: &str,
) -> DbResult<i64> {
    conn.execute(
        "INSERT INTO nights (date, season, code, seed, created_by, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        rusqlite::params![date, season, code.as_str(), seed as i64, by, now()],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn get_night(conn: &Connection, id: i64) -> DbResult<Night> {
    conn.query_row(
        &format!("SELECT {NIGHT_COLUMNS} FROM nights WHERE id = ?1 AND deleted_at IS NULL"),
        [id],
        night_from_row,
    )
    .optional()?
    .ok_or(DbError::NotFound)
}

/// Every night, newest first.
pub fn nights(conn: &Connection) -> DbResult<Vec<Night>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {NIGHT_COLUMNS} FROM nights WHERE deleted_at IS NULL ORDER BY date DESC, id DESC"
    ))?;
    let rows = stmt
        .query_map([], night_from_row)?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Someone at a night.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightPlayer {
    pub arrival: u32,
    pub named: Named,
    pub cut: Option<Cut>,
    /// The cut was drawn by the app from the night's seed rather than entered.
    pub drawn: bool,
    pub table: Option<u32>,
    /// Order of belonging at the table.
    pub placed: Option<u32>,
}

pub fn night_players(conn: &Connection, night_id: i64) -> DbResult<Vec<NightPlayer>> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.arrival, p.member_id, m.name, p.guest_name, p.cut, p.drawn, p.table_no, p.placed
         FROM night_players p LEFT JOIN members m ON m.id = p.member_id
         WHERE p.night_id = ?1 ORDER BY p.arrival",
    )?;
    let rows = stmt
        .query_map([night_id], |r| {
            let cut: Option<String> = r.get(4)?;
            Ok(NightPlayer {
                arrival: r.get(0)?,
                named: Named::from_columns(r.get(1)?, r.get(2)?, r.get(3)?),
                cut: cut.and_then(|c| serde_json::from_str(&c).ok()),
                drawn: r.get(5)?,
                table: r.get(6)?,
                placed: r.get(7)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// A newcomer arrives. If a club table already has fewer than six, they belong to it at once
/// (seed 001 Law 140; seed 002 Law 21: declaring into an incomplete table), the lowest-numbered
/// such table first; otherwise they wait for the next forming of tables.
pub fn arrive(
    conn: &Connection,
    night_id: i64,
    player: &Player,
    cut: Option<&Cut>,
) -> DbResult<u32> {
    get_night(conn, night_id)?;
    let present = night_players(conn, night_id)?;
    if present.iter().any(|p| p.named.player == *player) {
        return Err(DbError::invalid("player", "already here tonight"));
    }
    if let Player::Guest(name) = player
        && (name.trim().is_empty() || name.chars().count() > 80 || crate::text::has_control(name))
    {
        return Err(DbError::invalid(
            "guest",
            "a guest's name is 1–80 characters, with no control characters",
        ));
    }
    check_member(conn, player, "member")?;
    let arrival = present.iter().map(|p| p.arrival).max().map_or(1, |a| a + 1);
    let mut counts: std::collections::BTreeMap<u32, u32> = std::collections::BTreeMap::new();
    for p in &present {
        if let Some(t) = p.table {
            *counts.entry(t).or_default() += 1;
        }
    }
    let table = counts
        .iter()
        .find(|&(_, &n)| (n as usize) < club::TABLE_MAX)
        .map(|(&t, &n)| (t, n + 1));
    let (member, guest) = columns_of(player);
    conn.execute(
        "INSERT INTO night_players (night_id, arrival, member_id, guest_name, cut, table_no, placed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![
            night_id,
            arrival,
            member,
            guest,
            cut.map(|c| serde_json::json!(c).to_string()),
            table.map(|t| t.0),
            table.map(|t| t.1)
        ],
    )?;
    Ok(arrival)
}

/// Forms tables from everyone not yet at one: those without an entered cut draw from the
/// night's seed, then tables of six are made in the order of the cuts. Returns the new tables'
/// numbers.
pub fn form_tables(conn: &Connection, night_id: i64, seats: usize) -> DbResult<Vec<u32>> {
    let night = get_night(conn, night_id)?;
    let players = night_players(conn, night_id)?;
    let first_new = players.iter().filter_map(|p| p.table).max().unwrap_or(0) + 1;
    let free: Vec<&NightPlayer> = players.iter().filter(|p| p.table.is_none()).collect();
    if free.len() < seats {
        return Err(DbError::invalid(
            "form",
            format!("{} waiting: a table needs {seats}", free.len()),
        ));
    }
    // One draw per forming, named by the first new table's number, so it replays from the seed.
    let mut rng = club::generator(night.seed, club::stream(1, first_new, 0));
    let drawn = club::draw_cuts(free.len(), &mut rng);
    let cuts: Vec<Cut> = free
        .iter()
        .zip(&drawn)
        .map(|(p, d)| p.cut.clone().unwrap_or_else(|| d.clone()))
        .collect();
    let formation = club::form_tables(night.code, &cuts, seats);
    let mut update = conn.prepare_cached(
        "UPDATE night_players SET cut = ?3, drawn = ?4, table_no = ?5, placed = ?6 WHERE night_id = ?1 AND arrival = ?2",
    )?;
    let mut made = Vec::new();
    for (t, members) in formation.tables.iter().enumerate() {
        let table_no = first_new + t as u32;
        made.push(table_no);
        for (place, &i) in members.iter().enumerate() {
            let p = free[i];
            update.execute(rusqlite::params![
                night_id,
                p.arrival,
                serde_json::json!(cuts[i]).to_string(),
                p.cut.is_none(),
                table_no,
                place as u32 + 1
            ])?;
        }
    }
    for &i in &formation.waiting {
        let p = free[i];
        update.execute(rusqlite::params![
            night_id,
            p.arrival,
            serde_json::json!(cuts[i]).to_string(),
            p.cut.is_none(),
            Option::<u32>::None,
            Option::<u32>::None
        ])?;
    }
    Ok(made)
}

// ---- Ledgers ----

/// Money per player over some tables of play: each settlement's points × stake ÷ the pad's stake
/// unit, to every player of each side (`club::ledger`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ledger {
    pub money: BTreeMap<Player, Q>,
    pub names: BTreeMap<Player, String>,
    /// Tables whose stored deals the law now refuses, left out with the reason.
    pub skipped: Vec<String>,
}

/// One line of a ledger's CSV or JSON. Money is exact: a fraction of a penny is written as a
/// fraction ("12 1/2"), never rounded.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct LedgerLine {
    pub player: String,
    pub member_id: Option<i64>,
    pub guest: bool,
    pub pence: String,
}

pub const LEDGER_CSV_HEADER: [&str; 4] = ["player", "member_id", "guest", "pence"];

impl Ledger {
    pub fn of(conn: &Connection, tables: &[PlayTable]) -> DbResult<Ledger> {
        let mut settled = Vec::new();
        let mut ledger = Ledger::default();
        for t in tables {
            let pad = match pad(conn, t) {
                Ok(pad) => pad,
                Err(DbError::Invalid { field, message }) => {
                    ledger
                        .skipped
                        .push(format!("table {}: {field}: {message}", t.id));
                    continue;
                }
                Err(e) => return Err(e),
            };
            let sides: Vec<Vec<Player>> = t
                .sides
                .iter()
                .map(|s| s.iter().map(|n| n.player.clone()).collect())
                .collect();
            for named in t.sides.iter().flatten() {
                ledger
                    .names
                    .insert(named.player.clone(), named.name.clone());
            }
            settled.extend(pad.settled.iter().map(|s| club::Settled {
                sides: sides.clone(),
                amounts: s.amounts.clone(),
                stake: t.stake,
                stake_unit: t.stake_unit(&pad),
                seats: t.law.table.map_or(1, |table| table.sides.players_per_side),
                dummy: t.dummy.unwrap_or_default(),
            }));
        }
        ledger.money = club::ledger(&settled);
        Ok(ledger)
    }

    pub fn name(&self, p: &Player) -> String {
        self.names.get(p).cloned().unwrap_or_default()
    }

    /// The lines by player name.
    pub fn lines(&self) -> Vec<LedgerLine> {
        let mut lines: Vec<LedgerLine> = self
            .money
            .iter()
            .map(|(p, q)| LedgerLine {
                player: crate::export::safe_text(&self.name(p)),
                member_id: match p {
                    Player::Member(id) => Some(*id),
                    Player::Guest(_) => None,
                },
                guest: matches!(p, Player::Guest(_)),
                pence: club::show_money(*q),
            })
            .collect();
        lines.sort_by(|a, b| a.player.cmp(&b.player));
        lines
    }

    pub fn total(&self) -> Q {
        self.money.values().copied().sum()
    }
}

/// The ledger of a night's tables.
pub fn night_ledger(conn: &Connection, night_id: i64) -> DbResult<Ledger> {
    get_night(conn, night_id)?;
    Ledger::of(conn, &of_night(conn, night_id)?)
}

/// The ledger of every table of a season, at nights or not.
pub fn season_ledger(conn: &Connection, season: &str) -> DbResult<Ledger> {
    Ledger::of(conn, &of_season(conn, season)?)
}

/// The seasons that have tables of play, in order.
pub fn seasons(conn: &Connection) -> DbResult<Vec<String>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT DISTINCT season FROM play_tables WHERE {LIVE_TABLE} ORDER BY season"
    ))?;
    let rows = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
