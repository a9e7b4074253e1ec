//! Persistence. The only module that knows SQL: every query lives here, with bound parameters.
//!
//! Each user action is one transaction ([`write`]); readers use [`read`]. Both take a closure so
//! the caller (the web layer runs them inside `web::block`) never holds a connection across an
//! await point.

pub mod auth;
pub mod backup;
pub mod bin;
pub mod club;
pub mod codes;
pub mod congress;
pub mod edits;
pub mod events;
pub mod freezeouts;
pub mod import;
pub mod ladders;
pub mod logins;
pub mod members;
pub mod parties;
pub mod results;
pub mod tables;

mod batch;
#[cfg(unix)]
pub mod door;
pub mod file;
mod schema_edit;
mod stored;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Weak};

use parking_lot::FairMutex;

use rusqlite::{Connection, OpenFlags, Transaction};
use rusqlite_migration::{M, Migrations};

/// The database: pooled connections for readers, and one connection for writers.
///
/// Writers take turns on a fair mutex in this process instead of contending for SQLite's write lock,
/// whose busy handler waits by sleeping (up to 100 ms at a time): under a room full of phones
/// entering slips that sleeping, not the writing, would set the response time.
#[derive(Clone)]
pub struct Pool {
    readers: r2d2::Pool<Readers>,
    writer: Arc<FairMutex<Connection>>,
    generation: Arc<Counters>,
    batches: batch::Queue,
}

/// The pool's write counts (see [`Pool::generation`] and [`Pool::plain_generation`]).
#[derive(Default)]
pub(crate) struct Counters {
    every: AtomicU64,
    plain: AtomicU64,
}

/// Opens a connection to the database at `path`. On Unix through SQLite's `unix-excl` VFS: the
/// write-ahead log's index is kept in this process's heap, shared by all its connections,
/// instead of in a `<db>-shm` file mapped into memory. A mapped file that is truncated or fails
/// underneath ends the process with SIGBUS, which nothing can catch or log; the heap cannot fail
/// that way, and the log and the database are read and written with ordinary calls, whose
/// errors come back as errors (a refused write, logged: `web::not_saved`). The price: no other
/// process can open the database while this one has it; the command line reaches a running
/// server through [`door`] instead (docs/operations.md).
pub(crate) fn connect(path: &Path) -> rusqlite::Result<Connection> {
    #[cfg(unix)]
    return Connection::open_with_flags_and_vfs(path, OpenFlags::default(), c"unix-excl");
    #[cfg(not(unix))]
    return Connection::open_with_flags(path, OpenFlags::default());
}

/// Refuses a database another process has open ([`DbError::InUse`]): the first read takes the
/// file's lock, and is refused busy (after the busy timeout) while a server holds it.
pub(crate) fn not_in_use(conn: &Connection, path: &Path) -> DbResult<()> {
    match conn.query_row("SELECT count(*) FROM sqlite_schema", [], |_| Ok(())) {
        Err(rusqlite::Error::SqliteFailure(e, _))
            if e.code == rusqlite::ErrorCode::DatabaseBusy =>
        {
            Err(DbError::InUse(path.display().to_string()))
        }
        // Not a database, or damaged: the checks that follow name it.
        _ => Ok(()),
    }
}

/// The reader pool's connections: [`connect`]ed, with the writer's pragmas.
struct Readers {
    path: PathBuf,
    pragmas: &'static str,
}

impl r2d2::ManageConnection for Readers {
    type Connection = Connection;
    type Error = rusqlite::Error;

    fn connect(&self) -> Result<Connection, rusqlite::Error> {
        let conn = connect(&self.path)?;
        conn.execute_batch(self.pragmas)?;
        Ok(conn)
    }

    fn is_valid(&self, conn: &mut Connection) -> Result<(), rusqlite::Error> {
        conn.execute_batch("")
    }

    fn has_broken(&self, _: &mut Connection) -> bool {
        false
    }
}

impl Pool {
    /// Counts the committed writes since the database was opened, so that a page computed from
    /// the data can be kept until the next write. Only this process writes the database (the CLI
    /// only reads it), so the count sees every change.
    pub fn generation(&self) -> u64 {
        self.generation.every.load(Ordering::Acquire)
    }

    /// Counts the committed writes made through [`write`]: every write but group commit's
    /// ([`write_batched`], result entry only), which never changes an event's row, its pairs or
    /// anything but results and their history. What is read from those, the event an entry is
    /// checked against, can be kept until this moves on, through a night of entries.
    pub fn plain_generation(&self) -> u64 {
        self.generation.plain.load(Ordering::Acquire)
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
        M::up(include_str!("../../migrations/0008-roles.sql")),
        M::up(include_str!("../../migrations/0009-edit-and-bin.sql")),
        M::up(include_str!("../../migrations/0010-club-settings.sql")),
        M::up(include_str!("../../migrations/0011-skat-congress.sql")),
        M::up(include_str!("../../migrations/0012-event-movement.sql")),
        M::up(include_str!("../../migrations/0013-contract-duplicate.sql")),
        M::up_with_hook(
            include_str!("../../migrations/0014-individual-event.sql"),
            schema_edit::individual_movement,
        ),
        M::up_with_hook(
            include_str!("../../migrations/0015-mnemonic-movement.sql"),
            schema_edit::mnemonic_movement,
        ),
        M::up(include_str!("../../migrations/0016-season-ranking.sql")),
        M::up(include_str!(
            "../../migrations/0017-congress-table-indexes.sql"
        )),
        M::up(include_str!("../../migrations/0019-usebio.sql")),
        M::up(include_str!("../../migrations/0020-login-devices.sql")),
        M::up(include_str!("../../migrations/0021-teams.sql")),
        M::up(include_str!("../../migrations/0022-congress-over.sql")),
        M::up(include_str!(
            "../../migrations/0023-matchpoints-by-hand.sql"
        )),
        M::up(include_str!("../../migrations/0024-result-bin.sql")),
        M::up(include_str!("../../migrations/0027-party-rounds.sql")),
        M::up(include_str!("../../migrations/0028-congress-codes.sql")),
        M::up_with_hook(
            include_str!("../../migrations/0030-school-comings-and-goings.sql"),
            schema_edit::school_comings_and_goings,
        ),
        M::up(include_str!("../../migrations/0031_freezeouts.sql")),
        M::up(include_str!("../../migrations/0032-night-substitutes.sql")),
        M::up(include_str!("../../migrations/0033-fouled-board.sql")),
        M::up(include_str!("../../migrations/0034-mixed-pairs.sql")),
        M::up(include_str!("../../migrations/0035-night-leaving.sql")),
        M::up(include_str!("../../migrations/0036-night-gone-home.sql")),
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
    /// Another process (a running server) has the database open (see [`connect`]).
    #[error(
        "{0} is open in a running Hoyle server, and only one process may have it at a time. \
         Stop the server first; `hoyle backup` and `hoyle export` ask a running server itself \
         (docs/operations.md)"
    )]
    InUse(String),
    /// The database file is not a SQLite database at all: empty (0 bytes), or something else.
    /// Never taken for a new club (`db::file`).
    #[error(
        "{0}. Hoyle will not start a new club in its place. Give the right file with --db, \
         restore a backup with `hoyle restore FILE`, or move this file away to start a new \
         club (docs/operations.md)"
    )]
    NotADatabase(String),
    /// The database file, or its folder, may not be written: the file itself is sound.
    #[error(
        "{0}: Hoyle must write the database and the log SQLite keeps beside it. The file is not \
         damaged; let the user running Hoyle write the file and its folder (or copy them where \
         it may), and start again (docs/operations.md)"
    )]
    ReadOnly(String),
    /// The database file failed SQLite's `quick_check` or `integrity_check`.
    #[error(
        "the database file is damaged (SQLite's check found: {0}). Nothing was changed. Restore \
         the latest backup with `hoyle restore FILE` (docs/operations.md)"
    )]
    Damaged(String),
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

/// How hard a commit works to survive a power cut (`hoyle serve --durability`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Durability {
    /// `synchronous = FULL`: the write-ahead log is synced at every commit, so every answered
    /// result survives a power cut or a dead battery. Group commit ([`write_batched`]) shares
    /// one sync among the entries that arrive together.
    #[default]
    Full,
    /// `synchronous = NORMAL`: survives a killed process, but a power cut may lose the last
    /// commits (never corrupts). For those who choose speed (docs/operations.md).
    Normal,
}

/// Opens (creating if need be) and migrates the database at `path`, with every commit synced
/// ([`Durability::Full`]), and opens the command line's [`door`] beside it.
pub fn open(path: &Path) -> DbResult<Pool> {
    open_with(path, Durability::Full)
}

/// [`open`] with the durability chosen. A file that fails SQLite's `quick_check` is refused
/// ([`DbError::Damaged`]) before anything is written to it; one that another process has open
/// is [`DbError::InUse`].
pub fn open_with(path: &Path, durability: Durability) -> DbResult<Pool> {
    let pool = open_only(path, durability)?;
    #[cfg(unix)]
    door::open(
        path,
        Arc::downgrade(&pool.writer),
        Arc::downgrade(&pool.generation),
    );
    Ok(pool)
}

/// [`open`] for a command that has the database for a moment (`hoyle export`, `hoyle director
/// reset`): no door.
pub fn open_for_command(path: &Path) -> DbResult<Pool> {
    open_only(path, Durability::Full)
}

fn open_only(path: &Path, durability: Durability) -> DbResult<Pool> {
    // temp_store: a batched action's savepoint journal stays in memory, not in a temporary file.
    const FULL: &str = "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; \
                        PRAGMA synchronous = FULL; PRAGMA temp_store = MEMORY;";
    const NORMAL: &str = "PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; \
                          PRAGMA synchronous = NORMAL; PRAGMA temp_store = MEMORY;";
    let pragmas: &'static str = match durability {
        Durability::Full => FULL,
        Durability::Normal => NORMAL,
    };
    file::check(path)?;
    let mut writer = connect(path)?;
    not_in_use(&writer, path)?;
    // A damaged page found now is a clear refusal at start, not 500s later. quick_check reads
    // every page once (well under a second for a club's years of results).
    backup::check(&writer, "quick_check")?;
    // Every statement of the write paths stays prepared; the default of 16 is fewer than the
    // entry path and the batch's savepoints use between them.
    writer.set_prepared_statement_cache_capacity(64);
    writer.execute_batch(pragmas)?;
    // WAL lets the standings pages read while a result is being written; it cannot be set
    // inside the migration's transaction.
    writer.pragma_update(None, "journal_mode", "WAL")?;
    MIGRATIONS.to_latest(&mut writer)?;
    // Checkpoints run on their own thread (see `checkpoints`), so that no writer waits for one;
    // the writer's own automatic checkpoint is only the backstop, at ten times the usual size.
    writer.pragma_update(None, "wal_autocheckpoint", 10_000)?;
    let manager = Readers {
        path: path.to_owned(),
        pragmas,
    };
    let readers = r2d2::Pool::builder().max_size(8).build(manager)?;
    let writer = Arc::new(FairMutex::new(writer));
    let generation = Arc::<Counters>::default();
    let batches = batch::Queue::start(writer.clone(), generation.clone())?;
    checkpoints(path, pragmas, Arc::downgrade(&generation))?;
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
fn checkpoints(path: &Path, pragmas: &str, generation: Weak<Counters>) -> DbResult<()> {
    let conn = connect(path)?;
    conn.execute_batch(pragmas)?;
    std::thread::Builder::new()
        .name("hoyle-checkpoint".into())
        .spawn(move || {
            let mut seen = 0;
            while let Some(generation) = generation.upgrade() {
                let now = generation.every.load(Ordering::Acquire);
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
    write_on(&pool.writer, &pool.generation, f)
}

/// [`write`] on the writer and counters of a pool.
fn write_on<T>(
    writer: &FairMutex<Connection>,
    generation: &Counters,
    f: impl FnOnce(&Transaction<'_>) -> DbResult<T>,
) -> DbResult<T> {
    let mut conn = writer.lock();
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let value = f(&tx)?;
    tx.commit()?;
    generation.plain.fetch_add(1, Ordering::AcqRel);
    generation.every.fetch_add(1, Ordering::AcqRel);
    Ok(value)
}

/// Runs `f` as one action in a batch: the actions waiting when the writer comes free share one
/// transaction and one commit, each in its own savepoint, so an action that fails leaves the
/// others' changes standing. The answer comes only after the commit, so what it reports is on
/// disk (with [`Durability::Full`]; with `Normal`, safe from a killed process but not from a
/// power cut). For the busiest writes (result entry), where a commit each would cost more than the
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

    /// A database made by the previous release (schema 0001–0007) opens with nothing lost: its
    /// events, results with their history, members, tables, nights and parties read as before,
    /// every result at version 1 and nothing in the bin.
    #[test]
    fn a_database_of_the_previous_release_upgrades_with_nothing_lost() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        {
            let mut conn = Connection::open(&path).unwrap();
            let previous = Migrations::new(vec![
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
            ]);
            previous.to_latest(&mut conn).unwrap();
            conn.execute_batch(
                "INSERT INTO members (id, name, created_at) VALUES (1, 'Ann', 't'), (2, 'Bob', 't');
                 INSERT INTO events (id, name, date, season, game, tables, boards_per_round, rounds, created_at)
                     VALUES (1, 'Old night', '1927-03-08', '1927', 'whist', 3, 2, 3, 't');
                 INSERT INTO event_pairs (event_id, direction, pair_no, member_a, member_b)
                     VALUES (1, 'NS', 1, 1, 2), (1, 'EW', 1, NULL, NULL);
                 INSERT INTO results (event_id, board, round, table_no, ns_pair, ew_pair, ns_tricks, updated_by, updated_at)
                     VALUES (1, 1, 1, 1, 1, 1, 8, 'D', '1927-03-08T21:00:00Z');
                 INSERT INTO result_history (event_id, board, ns_pair, ew_pair, action, new_value, changed_by, changed_at)
                     VALUES (1, 1, 1, 1, 'entered', 'N-S 8 tricks', 'D', '1927-03-08T21:00:00Z');
                 INSERT INTO nights (id, date, season, code, seed, created_by, created_at)
                     VALUES (1, '1927-03-09', '1927', '1927', 7, 'D', 't');
                 INSERT INTO play_tables (id, law, settings, stake, night_id, night_table, season, created_by, created_at)
                     VALUES (1, 'rubicon-piquet', '{}', 1, 1, 1, '1927', 'D', 't'),
                            (2, 'rubicon-piquet', '{}', 1, NULL, NULL, '1927', 'D', 't');
                 INSERT INTO play_seats (table_id, side, seat, member_id) VALUES (2, 0, 0, 1), (2, 1, 0, 2);
                 INSERT INTO parties (id, name, date, kind, settings, prizes, seed, created_by, created_at)
                     VALUES (1, 'Old party', '1927-03-10', 'progressive-euchre', '{}', '{}', 1, 'D', 't');",
            )
            .unwrap();
        }
        let pool = open(&path).unwrap();
        read(&pool, |c| {
            let listed = events::list(c)?;
            assert_eq!(listed.len(), 1);
            assert_eq!(listed[0].name, "Old night");
            let pairs = events::pairs(c, 1)?;
            assert_eq!(pairs[0].names(), "Ann & Bob");
            let stored = results::list(c, 1)?;
            assert_eq!((stored.len(), stored[0].version), (1, 1));
            assert_eq!(stored[0].updated_at, "1927-03-08T21:00:00Z");
            assert_eq!(results::history(c, 1, Some(1))?.len(), 1);
            assert_eq!(events::seasons(c)?, vec![("1927".to_owned(), 1)]);
            assert_eq!(members::list(c)?.len(), 2);
            assert_eq!(tables::list(c)?.len(), 2);
            assert_eq!(tables::nights(c)?.len(), 1);
            assert_eq!(tables::get(c, 2)?.name, None);
            assert_eq!(parties::list(c)?.len(), 1);
            assert!(bin::list(c)?.is_empty());
            Ok(())
        })
        .unwrap();
    }
}
