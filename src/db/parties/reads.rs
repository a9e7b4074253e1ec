//! Reading parties: the list, one party replayed from its stored inputs, and its history.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension};

use crate::db::{DbError, DbResult};
use crate::evening::{Guest, Kind};
use crate::party::Sex;
use crate::party::progression::TableResult;

use super::rows::{HistoryRow, PartyRow, StoredGuest, StoredParty, parsed, sex_of};

pub fn list(conn: &Connection) -> DbResult<Vec<PartyRow>> {
    let mut stmt = conn.prepare(
        "SELECT p.id, p.name, p.date, p.kind,
                (SELECT COUNT(*) FROM party_players q WHERE q.party_id = p.id),
                p.ended_at IS NOT NULL
         FROM parties p WHERE p.deleted_at IS NULL ORDER BY p.date DESC, p.id DESC",
    )?;
    let rows = stmt
        .query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, u32>(4)?,
                r.get::<_, bool>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(id, name, date, kind, players, over)| {
            Ok(PartyRow {
                id,
                name,
                date,
                kind: Kind::parse(&kind)
                    .ok_or_else(|| DbError::invalid("kind", format!("{kind} is unknown")))?,
                players,
                over,
            })
        })
        .collect()
}

/// The whole party, for replaying.
pub fn load(conn: &Connection, id: i64) -> DbResult<StoredParty> {
    type Head = (
        String,
        String,
        String,
        String,
        String,
        i64,
        Option<i64>,
        Option<String>,
        Option<u32>,
        Option<bool>,
        String,
        String,
        String,
    );
    let head: Option<Head> = conn
        .query_row(
            "SELECT name, date, kind, settings, prizes, seed, draw_seed, sealed, drawn,
                    drawn_by_seed, deciders, created_by, created_at
             FROM parties WHERE id = ?1 AND deleted_at IS NULL",
            [id],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                    r.get(8)?,
                    r.get(9)?,
                    r.get(10)?,
                    r.get(11)?,
                    r.get(12)?,
                ))
            },
        )
        .optional()?;
    let Some((
        name,
        date,
        kind,
        settings,
        prizes,
        seed,
        draw_seed,
        sealed,
        drawn,
        drawn_by_seed,
        deciders,
        created_by,
        created_at,
    )) = head
    else {
        return Err(DbError::NotFound);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT player_no, name, member_id, sex, tally, place, arrives_after, leaves_after
         FROM party_players WHERE party_id = ?1 ORDER BY player_no",
    )?;
    let guests = stmt
        .query_map([id], |r| {
            let sex: String = r.get(3)?;
            let place: Option<String> = r.get(5)?;
            Ok(StoredGuest {
                no: r.get(0)?,
                member_id: r.get(2)?,
                guest: Guest {
                    name: r.get(1)?,
                    sex: sex_of(&sex).unwrap_or(Sex::Lady),
                    tally: r.get(4)?,
                    place: place.as_deref().and_then(sex_of),
                    arrives_after: r.get(6)?,
                    leaves_after: r.get(7)?,
                },
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut stmt = conn.prepare_cached(
        "SELECT round, table_no, result FROM party_results WHERE party_id = ?1
         ORDER BY round, table_no",
    )?;
    let rows = stmt
        .query_map([id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, u32>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut results: BTreeMap<u32, BTreeMap<u32, TableResult>> = BTreeMap::new();
    for (round, table, text) in rows {
        results
            .entry(round)
            .or_default()
            .insert(table, parsed("result", &text)?);
    }
    let ended: Option<(Option<String>, Option<String>, Option<u32>)> = conn
        .query_row(
            "SELECT ended_by, ended_at, rounds FROM parties WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let rounds = ended.as_ref().and_then(|e| e.2);
    let ended = match ended {
        Some((Some(by), Some(at), _)) => Some((by, at)),
        _ => None,
    };
    let unsigned = |field: &str, n: i64| {
        u64::try_from(n).map_err(|_| DbError::invalid(field, format!("{n} is negative")))
    };
    Ok(StoredParty {
        id,
        name,
        date,
        kind: Kind::parse(&kind)
            .ok_or_else(|| DbError::invalid("kind", format!("{kind} is unknown")))?,
        settings: parsed("settings", &settings)?,
        plan: parsed("prizes", &prizes)?,
        seed: unsigned("seed", seed)?,
        draw_seed: draw_seed.map(|s| unsigned("draw_seed", s)).transpose()?,
        sealed: sealed.map(|s| parsed("sealed", &s)).transpose()?,
        drawn,
        drawn_by_seed: drawn_by_seed.unwrap_or(false),
        deciders: parsed("deciders", &deciders)?,
        rounds,
        guests,
        results,
        created_by,
        created_at,
        ended,
    })
}

pub fn history(conn: &Connection, id: i64) -> DbResult<Vec<HistoryRow>> {
    history_rows(
        conn,
        "SELECT what, action, old_value, new_value, changed_by, changed_at
         FROM party_history WHERE party_id = ?1 ORDER BY id",
        id,
    )
}

/// The rows of a history table (a party's, a congress's), read by `sql` with the owner's id.
pub(crate) fn history_rows(conn: &Connection, sql: &str, id: i64) -> DbResult<Vec<HistoryRow>> {
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt
        .query_map([id], |r| HistoryRow::from_row(r, 0))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}
