//! Club nights: the players who arrive and the tables formed for them.

use rusqlite::{Connection, OptionalExtension, Row};

use crate::club::{self, Code, Cut};
use crate::db::{DbError, DbResult, now};

use super::rows::{Named, Player, check_member, columns_of};

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
    if crate::text::has_control(season) {
        return Err(DbError::invalid(
            "season",
            "the season label cannot hold control characters",
        ));
    }
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
    /// Went home: at no table and not waiting, kept for the log and the ledger.
    pub gone: bool,
}

impl NightPlayer {
    /// Waiting for the next forming of tables: at no table, and still here.
    pub fn waiting(&self) -> bool {
        self.table.is_none() && !self.gone
    }
}

pub fn night_players(conn: &Connection, night_id: i64) -> DbResult<Vec<NightPlayer>> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.arrival, p.member_id, m.name, p.guest_name, p.cut, p.drawn, p.table_no, p.placed,
                p.gone
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
                gone: r.get(8)?,
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
        // A table of two, formed for a two-handed game, is full: only a table of four or five
        // takes a newcomer.
        .find(|&(_, &n)| club::takes_newcomer(n as usize))
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
    let moved = super::moves::moves(conn, night_id)?;
    // A table broken up keeps its number: its rubbers are its own, never a new table's.
    let first_new = players
        .iter()
        .filter_map(|p| p.table)
        .chain(moved.iter().flat_map(|m| [Some(m.from), m.to]).flatten())
        .max()
        .unwrap_or(0)
        + 1;
    let free: Vec<&NightPlayer> = players.iter().filter(|p| p.waiting()).collect();
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
    // Those who left a table come behind the players they left (Law 141; Whist Law 16).
    let lefts = super::moves::lefts(&moved);
    let who: Vec<Player> = free.iter().map(|p| p.named.player.clone()).collect();
    let formation = club::leaving::form_tables(night.code, &who, &cuts, &lefts, seats);
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
