//! Table codes: a short code per table per round, with which a phone enters that table's slip
//! (or its party round) and nothing else; and the corrections a second entry from the same code
//! leaves for the director; and a congress's codes, one a table's sheet in a series (its
//! `round` is the series). Only a digest of each code is stored.

use chrono::{Duration, Utc};
use rusqlite::Connection;

use super::{DbError, DbResult, now, optional};
use crate::auth::{normalize_code, random_code, token_digest};

/// However long a round runs, its code lapses after this (a club evening is long, not two days).
const CODE_HOURS: i64 = 24;

/// What a table code is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Event,
    Party,
    /// A skat congress: `round` is the series, `table` the table whose sheet it enters.
    Congress,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Event => "event",
            Kind::Party => "party",
            Kind::Congress => "congress",
        }
    }
    fn parse(s: &str) -> Kind {
        match s {
            "party" => Kind::Party,
            "congress" => Kind::Congress,
            _ => Kind::Event,
        }
    }
}

/// The seat a code opens: one table in one round of one event or party.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seat {
    pub kind: Kind,
    pub owner: i64,
    pub round: u32,
    pub table: u32,
}

fn digest(code: &str) -> String {
    token_digest(&normalize_code(code))
}

fn expiry() -> String {
    (Utc::now() + Duration::hours(CODE_HOURS))
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

/// Fresh codes for the given (round, table) seats of one event or party, replacing any that
/// were issued for those seats before. Returns the codes in the order of `seats`: they are
/// shown once, on the printed cards, and never again.
pub fn issue(
    conn: &Connection,
    kind: Kind,
    owner: i64,
    seats: &[(u32, u32)],
) -> DbResult<Vec<String>> {
    let expires = expiry();
    let mut codes = Vec::with_capacity(seats.len());
    for &(round, table) in seats {
        conn.execute(
            "DELETE FROM table_codes WHERE kind = ?1 AND owner_id = ?2 AND round = ?3 AND table_no = ?4",
            (kind.as_str(), owner, round, table),
        )?;
        // A clash of 40-bit codes is all but impossible; trying again costs nothing.
        let code = loop {
            let code = random_code();
            let inserted = conn.execute(
                "INSERT OR IGNORE INTO table_codes
                   (code_hash, kind, owner_id, round, table_no, created_at, expires_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                (
                    digest(&code),
                    kind.as_str(),
                    owner,
                    round,
                    table,
                    now(),
                    &expires,
                ),
            )?;
            if inserted == 1 {
                break code;
            }
        };
        codes.push(code);
    }
    Ok(codes)
}

/// The seat a typed code opens, while it has not lapsed by time. Whether its round has ended
/// is the caller's to check against the event or party.
pub fn seat(conn: &Connection, code: &str) -> DbResult<Option<Seat>> {
    optional(conn.query_row(
        "SELECT kind, owner_id, round, table_no FROM table_codes
         WHERE code_hash = ?1 AND expires_at > ?2",
        (digest(code), now()),
        |r| {
            Ok(Seat {
                kind: Kind::parse(&r.get::<_, String>(0)?),
                owner: r.get(1)?,
                round: r.get(2)?,
                table: r.get(3)?,
            })
        },
    ))
}

/// Ends every code of an event or party (it was finished).
pub fn lapse(conn: &Connection, kind: Kind, owner: i64) -> DbResult<()> {
    conn.execute(
        "DELETE FROM table_codes WHERE kind = ?1 AND owner_id = ?2",
        (kind.as_str(), owner),
    )?;
    Ok(())
}

/// Whether a party is still playing `round` (a party's code lapses when it moves on).
pub fn party_round_open(conn: &Connection, party: i64, round: u32) -> DbResult<bool> {
    match super::parties::load(conn, party) {
        Ok(p) => Ok(p.evening()?.round() == round),
        Err(DbError::NotFound) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Whether a congress's sheet (series, table) still takes entries from its code: the series is
/// not closed (its sheets handed in) and the congress is not over.
pub fn congress_sheet_open(conn: &Connection, id: i64, series: u32, table: u32) -> DbResult<bool> {
    let c = match super::congress::load_scoped(conn, id, super::congress::Scope::Seating) {
        Ok(c) => c,
        Err(DbError::NotFound) => return Ok(false),
        Err(e) => return Err(e),
    };
    let open = c
        .congress
        .find_series(series)
        .is_some_and(|s| !s.closed && s.tables.contains_key(&table));
    Ok(open && !super::congress::is_over(conn, id)?)
}

/// A second entry from a table code, waiting for the director.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Correction {
    pub id: i64,
    pub seat: Seat,
    /// The form as the phone sent it: field name to value.
    pub entry: Vec<(String, String)>,
    pub created_at: String,
}

/// Keeps a second entry from a code for the director to confirm.
pub fn add_correction(conn: &Connection, seat: Seat, entry: &[(String, String)]) -> DbResult<i64> {
    let json =
        serde_json::to_string(entry).map_err(|e| DbError::invalid("entry", e.to_string()))?;
    conn.execute(
        "INSERT INTO code_corrections (kind, owner_id, round, table_no, entry, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        (
            seat.kind.as_str(),
            seat.owner,
            seat.round,
            seat.table,
            json,
            now(),
        ),
    )?;
    let id = conn.last_insert_rowid();
    // A newer correction from the same table and round replaces the older one still waiting
    // (issue 22): the phone's last word is the one the director is asked about, and the older
    // can no longer be confirmed over it. Done here, inside the saving transaction. Kept as
    // "dismissed" with a marker (the status column's CHECK admits no new word without a
    // rebuild of the table), and listed as replaced while the newer one waits.
    conn.execute(
        "UPDATE code_corrections SET status = 'dismissed', decided_by = ?1, decided_at = ?2
         WHERE kind = ?3 AND owner_id = ?4 AND round = ?5 AND table_no = ?6
           AND status = 'pending' AND id <> ?7",
        (
            REPLACED,
            now(),
            seat.kind.as_str(),
            seat.owner,
            seat.round,
            seat.table,
            id,
        ),
    )?;
    Ok(id)
}

/// Who "decided" a correction a newer one from the same table replaced.
pub const REPLACED: &str = "replaced by a later correction from the same table";

fn read_correction(r: &rusqlite::Row<'_>) -> rusqlite::Result<Correction> {
    let json: String = r.get(5)?;
    Ok(Correction {
        id: r.get(0)?,
        seat: Seat {
            kind: Kind::parse(&r.get::<_, String>(1)?),
            owner: r.get(2)?,
            round: r.get(3)?,
            table: r.get(4)?,
        },
        // Written by `add_correction` only; an unreadable one shows as empty, not as a failure.
        entry: serde_json::from_str(&json).unwrap_or_default(),
        created_at: r.get(6)?,
    })
}

/// The corrections waiting for the director on one event or party, oldest first.
pub fn pending(conn: &Connection, kind: Kind, owner: i64) -> DbResult<Vec<Correction>> {
    let mut stmt = conn.prepare(
        "SELECT id, kind, owner_id, round, table_no, entry, created_at FROM code_corrections
         WHERE kind = ?1 AND owner_id = ?2 AND status = 'pending' ORDER BY id",
    )?;
    let rows = stmt.query_map((kind.as_str(), owner), read_correction)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The corrections a newer one from the same table replaced while that newer one still waits:
/// listed beside it, marked, with nothing to confirm.
pub fn replaced(conn: &Connection, kind: Kind, owner: i64) -> DbResult<Vec<Correction>> {
    let mut stmt = conn.prepare(
        "SELECT id, kind, owner_id, round, table_no, entry, created_at FROM code_corrections c
         WHERE kind = ?1 AND owner_id = ?2 AND status = 'dismissed' AND decided_by = ?3
           AND EXISTS (SELECT 1 FROM code_corrections n WHERE n.kind = c.kind
                       AND n.owner_id = c.owner_id AND n.round = c.round
                       AND n.table_no = c.table_no AND n.status = 'pending' AND n.id > c.id)
         ORDER BY id",
    )?;
    let rows = stmt.query_map((kind.as_str(), owner, REPLACED), read_correction)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Marks correction `id` of the given event or party confirmed by `by`, inside the
/// transaction that applies it: one replaced by a newer correction, or decided already (from a
/// page opened before), is refused in words and nothing is applied.
pub fn confirm(conn: &Connection, kind: Kind, owner: i64, id: i64, by: &str) -> DbResult<()> {
    let found: Option<(String, Option<String>)> = optional(conn.query_row(
        "SELECT status, decided_by FROM code_corrections
         WHERE id = ?1 AND kind = ?2 AND owner_id = ?3",
        (id, kind.as_str(), owner),
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    match found {
        None => Err(DbError::NotFound),
        Some((status, _)) if status == "pending" => decide(conn, id, true, by),
        Some((_, Some(by))) if by == REPLACED => Err(DbError::invalid(
            "correction",
            "A later correction from the same table replaced this one; nothing was changed. \
             Confirm the later one if it is right.",
        )),
        Some((status, _)) => Err(DbError::invalid(
            "correction",
            format!("This correction was {status} already; nothing was changed."),
        )),
    }
}

/// One correction of the given event or party, whatever became of it (confirming reads it so,
/// and its transaction says why one no longer waiting cannot be confirmed).
pub fn one(conn: &Connection, kind: Kind, owner: i64, id: i64) -> DbResult<Correction> {
    optional(conn.query_row(
        "SELECT id, kind, owner_id, round, table_no, entry, created_at FROM code_corrections
         WHERE id = ?1 AND kind = ?2 AND owner_id = ?3",
        (id, kind.as_str(), owner),
        read_correction,
    ))?
    .ok_or(DbError::NotFound)
}

/// One waiting correction of the given event or party.
pub fn pending_one(conn: &Connection, kind: Kind, owner: i64, id: i64) -> DbResult<Correction> {
    optional(conn.query_row(
        "SELECT id, kind, owner_id, round, table_no, entry, created_at FROM code_corrections
         WHERE id = ?1 AND kind = ?2 AND owner_id = ?3 AND status = 'pending'",
        (id, kind.as_str(), owner),
        read_correction,
    ))?
    .ok_or(DbError::NotFound)
}

/// Marks a waiting correction confirmed (it was applied) or dismissed, by whom and when.
pub fn decide(conn: &Connection, id: i64, confirmed: bool, by: &str) -> DbResult<()> {
    let status = if confirmed { "confirmed" } else { "dismissed" };
    let changed = conn.execute(
        "UPDATE code_corrections SET status = ?1, decided_by = ?2, decided_at = ?3
         WHERE id = ?4 AND status = 'pending'",
        (status, by, now(), id),
    )?;
    if changed == 0 {
        return Err(DbError::NotFound);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_opens_its_own_seat_and_a_reissue_replaces_it() {
        let dir = tempfile::tempdir().expect("dir");
        let pool = super::super::open(&dir.path().join("codes.db")).expect("open");
        super::super::write(&pool, |conn| {
            check_codes(conn);
            Ok(())
        })
        .expect("write");
    }

    /// A database made by the previous release (migrations 1 to 7) upgrades on start with
    /// nothing lost: its director stays a director, logged in, and its pairs keep their players.
    #[test]
    fn a_database_of_the_previous_release_upgrades_with_nothing_lost() {
        use rusqlite_migration::{M, Migrations};
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("old.db");
        {
            let mut conn = Connection::open(&path).expect("open");
            Migrations::new(vec![
                M::up(include_str!("../../migrations/0001-initial.sql")),
                M::up(include_str!("../../migrations/0002-tables.sql")),
                M::up(include_str!(
                    "../../migrations/0003-duplicate-auction-contract.sql"
                )),
                M::up(include_str!("../../migrations/0004-parties.sql")),
                M::up(include_str!(
                    "../../migrations/0005-duplicate-auction-revokes.sql"
                )),
                M::up(include_str!("../../migrations/0006-stake-per-hundred.sql")),
                M::up(include_str!("../../migrations/0007-dummy.sql")),
            ])
            .to_latest(&mut conn)
            .expect("old schema");
            conn.execute_batch(
                "INSERT INTO directors (id, name, password_hash, created_at)
                   VALUES (1, 'Mrs Hoyle', 'hash', '2026-01-01T00:00:00Z');
                 INSERT INTO sessions (token_hash, director_id, csrf_token, created_at, expires_at)
                   VALUES ('t', 1, 'c', '2026-01-01T00:00:00Z', '2999-01-01T00:00:00Z');
                 INSERT INTO members (id, name, created_at) VALUES (5, 'Ann', '2026-01-01T00:00:00Z');
                 INSERT INTO events (id, name, date, season, game, tables, boards_per_round, rounds,
                                     created_at)
                   VALUES (3, 'Old night', '2026-01-02', '2026', 'whist', 3, 2, 3,
                           '2026-01-01T00:00:00Z');
                 INSERT INTO event_pairs (event_id, direction, pair_no, member_a)
                   VALUES (3, 'NS', 1, 5);",
            )
            .expect("old rows");
        }
        let pool = super::super::open(&path).expect("upgrade");
        super::super::read(&pool, |c| {
            let people = super::super::auth::people(c)?;
            assert_eq!(people.len(), 1);
            assert_eq!(people[0].role, super::super::auth::Role::Director);
            let sessions: i64 = c.query_row("SELECT COUNT(*) FROM sessions", [], |r| r.get(0))?;
            assert_eq!(sessions, 1);
            let pairs = super::super::events::pairs(c, 3)?;
            assert_eq!(pairs[0].members, vec![(5, "Ann".to_owned())]);
            assert!(pairs[0].visitors.is_empty());
            assert!(super::super::events::sitting_out(&pairs).is_empty());
            Ok(())
        })
        .expect("read");
    }

    fn check_codes(conn: &Connection) {
        let codes = issue(conn, Kind::Event, 7, &[(1, 1), (1, 2)]).expect("issue");
        let seat_2 = seat(conn, &codes[1].to_lowercase()).expect("read");
        assert_eq!(
            seat_2,
            Some(Seat {
                kind: Kind::Event,
                owner: 7,
                round: 1,
                table: 2
            })
        );
        let again = issue(conn, Kind::Event, 7, &[(1, 2)]).expect("reissue");
        assert_eq!(seat(conn, &codes[1]).expect("read"), None);
        assert!(seat(conn, &again[0]).expect("read").is_some());
        lapse(conn, Kind::Event, 7).expect("lapse");
        assert_eq!(seat(conn, &codes[0]).expect("read"), None);
        // A congress's sheet (series 2, table 3) is kept too (migration 0028), as its own kind.
        let sheet = issue(conn, Kind::Congress, 7, &[(2, 3)]).expect("issue a congress's");
        let opened = seat(conn, &sheet[0]).expect("read").expect("a seat");
        assert_eq!(
            (opened.kind, opened.round, opened.table),
            (Kind::Congress, 2, 3)
        );
    }
}
