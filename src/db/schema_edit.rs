//! Widening a CHECK constraint of a stored table in place (migrations 0014 and 0015): SQLite
//! cannot alter a CHECK, and rebuilding a table that others reference with ON DELETE CASCADE would delete their
//! rows when the old table is dropped (foreign keys are on while migrations run). A CHECK that
//! admits more values changes nothing stored, so the table's stored definition is edited, as
//! SQLite's documentation of ALTER TABLE describes: in the migration's transaction, with the
//! schema version bumped so that every connection reads the new definition, and the integrity
//! checked before the transaction commits.

use rusqlite::Transaction;
use rusqlite_migration::{HookError, HookResult};

/// Replaces `from` with `to` in the stored definition of `table`; refuses when `from` is not
/// there exactly once.
pub(super) fn widen_check(tx: &Transaction, table: &str, from: &str, to: &str) -> HookResult {
    let sql: String = tx.query_row(
        "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?1",
        [table],
        |r| r.get(0),
    )?;
    if sql.matches(from).count() != 1 {
        return Err(HookError::Hook(format!(
            "the definition of {table} does not hold {from:?} once"
        )));
    }
    let version: i64 = tx.query_row("PRAGMA schema_version", [], |r| r.get(0))?;
    tx.execute_batch("PRAGMA writable_schema = ON")?;
    let edited = tx.execute(
        "UPDATE sqlite_schema SET sql = ?2 WHERE type = 'table' AND name = ?1",
        (table, sql.replacen(from, to, 1)),
    );
    // The version is bumped whatever happened, so no connection keeps a stale definition.
    tx.pragma_update(None, "schema_version", version + 1)?;
    tx.execute_batch("PRAGMA writable_schema = OFF")?;
    edited?;
    let check: String = tx.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if check != "ok" {
        return Err(HookError::Hook(format!(
            "integrity check after widening {table}: {check}"
        )));
    }
    Ok(())
}

/// Migration 0014: 'individual' joins the movements `events.movement` admits, at the head of the
/// list, so that the next migration widening the list the same way finds its text.
pub(super) fn individual_movement(tx: &Transaction) -> HookResult {
    widen_check(tx, "events", "movement IN (", "movement IN ('individual', ")
}

/// Migration 0015: 'mnemonic' joins them, the same way.
pub(super) fn mnemonic_movement(tx: &Transaction) -> HookResult {
    widen_check(tx, "events", "movement IN (", "movement IN ('mnemonic', ")
}

/// Migration 0030: a school's players joining and leaving are kept in a table's deal history.
pub(super) fn school_comings_and_goings(tx: &Transaction) -> HookResult {
    widen_check(
        tx,
        "play_deal_history",
        "action IN ('entered', 'corrected', 'deleted')",
        "action IN ('entered', 'corrected', 'deleted', 'joined', 'left')",
    )
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    #[test]
    fn a_mnemonic_event_is_admitted_and_nothing_is_lost() {
        let mut conn = Connection::open_in_memory().unwrap();
        conn.execute_batch("PRAGMA foreign_keys = ON").unwrap();
        super::super::MIGRATIONS.to_latest(&mut conn).unwrap();
        let insert = |movement: &str| {
            conn.execute(
                "INSERT INTO events (name, date, season, game, tables, boards_per_round, rounds, created_at, movement)
                 VALUES ('E', '1927-03-08', '1927', 'whist', 1, 2, 1, 't', ?1)",
                [movement],
            )
        };
        assert!(insert("mnemonic").is_ok());
        assert!(insert("mitchell").is_ok());
        assert!(insert("whatever").is_err(), "the check still holds");
        let sql: String = conn
            .query_row(
                "SELECT sql FROM sqlite_schema WHERE name = 'events'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(
            sql.contains(
                "'mnemonic', 'individual', 'mitchell', 'mitchell-relay', 'howell', 'teams'"
            )
        );
    }
}
