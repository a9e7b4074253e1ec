//! Persistence. The only module that knows SQL: every query lives here, with bound parameters.
//!
//! Each user action is one transaction ([`write`]); readers use [`read`]. Both take a closure so
//! the caller (the web layer runs them inside `web::block`) never holds a connection across an
//! await point.

pub mod auth;
pub mod club;
pub mod events;
pub mod ladders;
pub mod members;
pub mod parties;
pub mod results;
pub mod tables;

mod batch;

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Weak};

use parking_lot::FairMutex;

use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, Transaction};
use rusqlite_migration::{M, Migrations};

/// The database: pooled connections for readers, and one connection for writers.
///
/// Writers take turns on a fair mutex in this process instead of contending for SQLite's write lock,
/// whose busy handler waits by sleeping (up to 100 ms at a time): under a room full of phones
/// entering slips that sleeping, not the writing, would set the response time.
#[derive(Clone)]
pub struct Pool {
    readers: r2d2::Pool<SqliteConnectionManager>,
    writer: Arc<FairMutex<Connection>>,
    generation: Arc<AtomicU64>,
    batches: batch::Queue,
}

impl Pool {
    /// Counts the committed writes since the database was opened, so that a page computed from
    /// the data can be kept until the next write. Only this process writes the database (the CLI
    /// only reads it), so the count sees every change.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }
}

static MIGRATIONS: LazyLock<Migrations<'static>> = LazyLock::new(|| {
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
        M::up(include_str!("../../migrations/0010-club-settings.sql")),
    ])
});

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database pool: {0}")]
    Pool(#[from] r2d2::Error),
    #[error("database migration: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("not found")]
    NotFound,
    /// The transaction a batched action ran in could not be committed, or the writer is gone.
    #[error("database: {0}")]
    Batch(String),
    /// A form's refusals, each addressed to its field; nothing was saved.
    #[error("refused: {}", .0.iter().map(|(f, m)| format!("{f}: {m}")).collect::<Vec<_>>().join("; "))]
    Refused(Vec<(String, String)>),
    /// A request the data refuses, addressed to a form field.
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
}

impl DbError {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        DbError::Invalid {
            field: field.into(),
            message: message.into(),
        }
    }
}

pub type DbResult<T> = Result<T, DbError>;

/// Opens (creating if need be) and migrates the database at `path`.
pub fn open(path: &Path) -> DbResult<Pool> {
    // temp_store: a batched action's savepoint journal stays in memory, not in a temporary file.
    const PRAGMAS: &str = "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; \
                           PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY;";
    let mut writer = Connection::open(path)?;
    // Every statement of the write paths stays prepared; the default of 16 is fewer than the
    // entry path and the batch's savepoints use between them.
    writer.set_prepared_statement_cache_capacity(64);
    writer.execute_batch(PRAGMAS)?;
    // WAL lets the standings pages read while a result is being written; it cannot be set
    // inside the migration's transaction.
    writer.pragma_update(None, "journal_mode", "WAL")?;
    MIGRATIONS.to_latest(&mut writer)?;
    // Checkpoints run on their own thread (see `checkpoints`), so that no writer waits for one;
    // the writer's own automatic checkpoint is only the backstop, at ten times the usual size.
    writer.pragma_update(None, "wal_autocheckpoint", 10_000)?;
    let manager = SqliteConnectionManager::file(path).with_init(|c| c.execute_batch(PRAGMAS));
    let readers = r2d2::Pool::builder().max_size(8).build(manager)?;
    let writer = Arc::new(FairMutex::new(writer));
    let generation = Arc::<AtomicU64>::default();
    let batches = batch::Queue::start(writer.clone(), generation.clone())?;
    checkpoints(path, PRAGMAS, Arc::downgrade(&generation))?;
    Ok(Pool {
        readers,
        writer,
        generation,
        batches,
    })
}

/// Copies the write-ahead log back into the database a few times a second while writes come
/// in, on a connection of its own: a passive checkpoint never blocks a writer, where SQLite's
/// automatic one would run inside whichever commit crossed the threshold, fsync and all. Ends
/// when the pool is dropped.
fn checkpoints(path: &Path, pragmas: &str, generation: Weak<AtomicU64>) -> DbResult<()> {
    let conn = Connection::open(path)?;
    conn.execute_batch(pragmas)?;
    std::thread::Builder::new()
        .name("hoyle-checkpoint".into())
        .spawn(move || {
            let mut seen = 0;
            while let Some(generation) = generation.upgrade() {
                let now = generation.load(Ordering::Acquire);
                drop(generation);
                if now != seen {
                    seen = now;
                    // A failed checkpoint is retried on the next round; the log only grows.
                    if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))
                    {
                        tracing::warn!(error = %e, "checkpoint failed");
                    }
                }
                std::thread::sleep(std::time::Duration::from_millis(200));
            }
        })
        .map_err(|e| DbError::Batch(format!("cannot start the checkpoint thread: {e}")))?;
    Ok(())
}

/// Runs `f` in one transaction, committed only when `f` succeeds. Never call it from inside
/// another `write`: writers take turns.
pub fn write<T>(pool: &Pool, f: impl FnOnce(&Transaction<'_>) -> DbResult<T>) -> DbResult<T> {
    // Fair, so that under a burst of entries no writer waits behind a stream of later ones; a
    // panic inside an earlier writer rolled its transaction back as it unwound.
    let mut conn = pool.writer.lock();
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let value = f(&tx)?;
    tx.commit()?;
    pool.generation.fetch_add(1, Ordering::AcqRel);
    Ok(value)
}

/// Runs `f` as one action in a batch: the actions waiting when the writer comes free share one
/// transaction and one commit, each in its own savepoint, so an action that fails leaves the
/// others' changes standing. The answer comes only after the commit, so what it reports is on
/// disk. For the busiest writes (result entry), where a commit each would cost more than the
/// action.
pub async fn write_batched<T: Send + 'static>(
    pool: &Pool,
    f: impl FnOnce(&Transaction<'_>) -> DbResult<T> + Send + 'static,
) -> DbResult<T> {
    pool.batches.submit(f).await
}

/// Runs `f` on a pooled connection, for reads.
pub fn read<T>(pool: &Pool, f: impl FnOnce(&Connection) -> DbResult<T>) -> DbResult<T> {
    let conn = pool.readers.get()?;
    f(&conn)
}

/// The timestamp stored with every change: UTC, to the second, ISO 8601.
pub fn now() -> String {
    // The same text as the format "%Y-%m-%dT%H:%M:%SZ", without parsing a format on every write.
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

pub(crate) fn optional<T>(r: rusqlite::Result<T>) -> DbResult<Option<T>> {
    match r {
        Ok(v) => Ok(Some(v)),
        Err(rusqlite::Error::QueryReturnedNoRows) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

pub(crate) fn get_setting(conn: &Connection, key: &str) -> DbResult<Option<String>> {
    optional(
        conn.query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
            r.get(0)
        }),
    )
}

pub(crate) fn set_setting(conn: &Connection, key: &str, value: Option<&str>) -> DbResult<()> {
    match value {
        Some(v) => conn.execute(
            "INSERT INTO settings (key, value) VALUES (?1, ?2)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, v),
        )?,
        None => conn.execute("DELETE FROM settings WHERE key = ?1", [key])?,
    };
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_valid() {
        assert!(MIGRATIONS.validate().is_ok());
    }
}
