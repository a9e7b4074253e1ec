//! Substitutes at a club night (`club::substitute`): appointed while a club table's rubber is in
//! progress, ended by the player's return or the rubber's end. The rubber's seats stay those who
//! sat down to it, so the rotation counts the rubber as theirs; the ledger asks here who sat in.

use rusqlite::Connection;

use crate::club::substitute::{self, Rubber, Substitution};
use crate::db::{DbError, DbResult, now};

use super::nights::{get_night, night_players};
use super::reads::{deals, of_night, pad};
use super::rows::{Named, PlayTable, Player, columns_of};

/// The appointments at a table of play, in the order they were made.
pub fn substitutes(conn: &Connection, table_id: i64) -> DbResult<Vec<Substitution<Named>>> {
    let mut stmt = conn.prepare_cached(
        "SELECT s.absent_member, a.name, s.absent_guest, s.sub_member, b.name, s.sub_guest,
                s.from_deal, s.until_deal
         FROM play_substitutes s
         LEFT JOIN members a ON a.id = s.absent_member
         LEFT JOIN members b ON b.id = s.sub_member
         WHERE s.table_id = ?1 ORDER BY s.id",
    )?;
    let rows = stmt
        .query_map([table_id], |r| {
            Ok(Substitution {
                absent: Named::from_columns(r.get(0)?, r.get(1)?, r.get(2)?),
                substitute: Named::from_columns(r.get(3)?, r.get(4)?, r.get(5)?),
                from: r.get::<_, i64>(6)? as usize,
                until: r.get::<_, Option<i64>>(7)?.map(|u| u as usize),
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// The appointments as players, for the pure rules.
pub fn as_players(subs: &[Substitution<Named>]) -> Vec<Substitution<Player>> {
    subs.iter()
        .map(|s| Substitution {
            absent: s.absent.player.clone(),
            substitute: s.substitute.player.clone(),
            from: s.from,
            until: s.until,
        })
        .collect()
}

fn sides_of(t: &PlayTable) -> Vec<Vec<Player>> {
    t.sides
        .iter()
        .map(|s| s.iter().map(|n| n.player.clone()).collect())
        .collect()
}

/// A rubber is in progress while its table is open and its pad has not closed it (won, or made
/// up as it stands): the same test the night page makes before the next rubber is cut for.
pub(super) fn in_progress(conn: &Connection, t: &PlayTable) -> DbResult<bool> {
    if !t.is_open() {
        return Ok(false);
    }
    Ok(match pad(conn, t) {
        Ok(p) => p.settled.is_empty() || p.open,
        Err(DbError::Invalid { .. }) => true,
        Err(e) => return Err(e),
    })
}

/// The current rubber of club table `no`: its last table of play.
fn current(conn: &Connection, night_id: i64, no: u32) -> DbResult<PlayTable> {
    of_night(conn, night_id)?
        .into_iter()
        .rfind(|t| t.night == Some((night_id, no)))
        .ok_or_else(|| {
            DbError::invalid(
                "leaving",
                format!("no rubber has started at club table {no}"),
            )
        })
}

pub(super) fn name(conn: &Connection, night_id: i64, p: &Player) -> DbResult<String> {
    Ok(night_players(conn, night_id)?
        .into_iter()
        .find(|x| x.named.player == *p)
        .map_or_else(String::new, |x| x.named.name))
}

/// `leaving` leaves club table `no`'s rubber and `substitute` sits in for him. Everything is
/// checked here, inside the caller's transaction: the rubber still in progress, the player at
/// the table, the substitute present, not at this table and not playing at another.
pub fn appoint(
    conn: &Connection,
    night_id: i64,
    no: u32,
    leaving: &Player,
    sub: &Player,
    agreed: bool,
    by: &str,
) -> DbResult<String> {
    get_night(conn, night_id)?;
    let t = current(conn, night_id, no)?;
    let sides = sides_of(&t);
    let subs = as_players(&substitutes(conn, t.id)?);
    let present: Vec<Player> = night_players(conn, night_id)?
        .into_iter()
        .filter(|p| !p.gone)
        .map(|p| p.named.player)
        .collect();
    let mut busy = Vec::new();
    for other in of_night(conn, night_id)? {
        if other.id != t.id && in_progress(conn, &other)? {
            let theirs = as_players(&substitutes(conn, other.id)?);
            busy.extend(substitute::seated(&sides_of(&other), &theirs).concat());
        }
    }
    let rubber = Rubber {
        sides: &sides,
        subs: &subs,
        in_progress: in_progress(conn, &t)?,
    };
    substitute::check(&rubber, leaving, sub, &present, &busy, agreed)
        .map_err(|r| DbError::invalid(r.field, r.message))?;
    let from = deals(conn, t.id)?.len();
    let (am, ag) = columns_of(leaving);
    let (sm, sg) = columns_of(sub);
    conn.execute(
        "INSERT INTO play_substitutes (table_id, absent_member, absent_guest, sub_member, sub_guest,
             from_deal, appointed_by, appointed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        rusqlite::params![t.id, am, ag, sm, sg, from as i64, by, now()],
    )?;
    Ok(format!(
        "{} sits in for {} at club table {no} until the rubber ends or the player comes back.",
        name(conn, night_id, sub)?,
        name(conn, night_id, leaving)?
    ))
}

/// `player` comes back to club table `no` before the rubber ends: his appointment is void
/// (Law 146) and he plays the rest of it.
pub fn come_back(conn: &Connection, night_id: i64, no: u32, player: &Player) -> DbResult<String> {
    get_night(conn, night_id)?;
    let t = current(conn, night_id, no)?;
    if !in_progress(conn, &t)? {
        return Err(DbError::invalid(
            "back",
            "the rubber is over: the appointment ended with it",
        ));
    }
    let (m, g) = columns_of(player);
    let until = deals(conn, t.id)?.len() as i64;
    let changed = conn.execute(
        "UPDATE play_substitutes SET until_deal = ?4
         WHERE table_id = ?1 AND until_deal IS NULL
           AND absent_member IS ?2 AND absent_guest IS ?3",
        rusqlite::params![t.id, m, g, until],
    )?;
    if changed == 0 {
        return Err(DbError::invalid(
            "back",
            "nobody sits in for that player at this table",
        ));
    }
    Ok(format!(
        "{} is back at club table {no} and plays the rest of the rubber.",
        name(conn, night_id, player)?
    ))
}
