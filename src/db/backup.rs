//! Whole-database backups and restores through SQLite's online backup API, and the checks that
//! keep a damaged file from being served or restored (issue 13).
//!
//! A plain copy of the database file while the server writes can catch a page half-written or
//! miss what is still in the write-ahead log; the backup API copies a consistent snapshot (one
//! read transaction) instead, and WAL lets the server keep writing meanwhile.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, backup::Backup};

use super::{DbError, DbResult};

/// Copies the database `conn` has open into a new file at `dest`, then checks the copy with
/// `PRAGMA integrity_check` before reporting success. The copy is written beside `dest` and
/// renamed into place only once it has passed, so a failed backup never leaves a file that
/// looks like one.
pub fn to_file(conn: &Connection, dest: &Path) -> DbResult<()> {
    let partial = partial_name(dest);
    let _ = std::fs::remove_file(&partial);
    let outcome = copy_and_check(conn, &partial);
    if outcome.is_err() {
        let _ = std::fs::remove_file(&partial);
        return outcome;
    }
    std::fs::rename(&partial, dest)
        .map_err(|e| DbError::Batch(format!("cannot write {}: {e}", dest.display())))
}

/// [`to_file`] from the database at `db`, opened as it is (not migrated): what `hoyle backup`
/// runs beside a serving Hoyle.
pub fn from_path(db: &Path, dest: &Path) -> DbResult<()> {
    let conn = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_WRITE)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    super::not_in_use(&conn, db)?;
    to_file(&conn, dest)
}

fn copy_and_check(conn: &Connection, partial: &Path) -> DbResult<()> {
    {
        let mut copy = Connection::open(partial)?;
        let backup = Backup::new(conn, &mut copy)?;
        // All pages in one step: one read transaction, so a write meanwhile cannot make the
        // copy start over (WAL keeps the server's writers going while it lasts).
        loop {
            match backup.step(-1)? {
                rusqlite::backup::StepResult::Done => break,
                _ => std::thread::sleep(std::time::Duration::from_millis(20)),
            }
        }
        drop(backup);
        // The copy carries the live database's WAL flag; a backup is one file, so it goes back
        // to a rollback journal. Otherwise the read-only check below leaves a `-wal` and a
        // `-shm` beside it that it may not remove (and the download page left them in the
        // temporary folder at every backup). A restore or the next start sets WAL again.
        copy.pragma_update(None, "journal_mode", "DELETE")?;
    }
    check_file(partial, "integrity_check")
}

/// Runs SQLite's `integrity_check` (thorough) or `quick_check` (at start-up) on the file at
/// `path`, opened read-only; a file that is not a database, or fails, is [`DbError::Damaged`].
pub fn check_file(path: &Path, pragma: &str) -> DbResult<()> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    check(&conn, pragma)
}

/// Runs `integrity_check` or `quick_check` on an open connection.
pub fn check(conn: &Connection, pragma: &str) -> DbResult<()> {
    let pragma = if pragma == "quick_check" {
        "quick_check"
    } else {
        "integrity_check"
    };
    let found: Result<Vec<String>, rusqlite::Error> = conn
        .prepare(&format!("PRAGMA {pragma}(20)"))
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect());
    match found {
        Ok(lines) if lines.len() == 1 && lines[0] == "ok" => Ok(()),
        Ok(lines) => Err(DbError::Damaged(lines.join("; "))),
        // A file that may not be read or written says nothing about its pages.
        Err(rusqlite::Error::SqliteFailure(f, m))
            if matches!(
                f.code,
                rusqlite::ErrorCode::ReadOnly
                    | rusqlite::ErrorCode::CannotOpen
                    | rusqlite::ErrorCode::PermissionDenied
            ) =>
        {
            Err(DbError::ReadOnly(m.unwrap_or_else(|| f.to_string())))
        }
        Err(e) => Err(DbError::Damaged(e.to_string())),
    }
}

/// Replaces the database at `db` with the backup at `backup`, after checking the backup with
/// `integrity_check`. The database as it was is first backed up to `<db>.before-restore`.
/// The server must be stopped (docs/operations.md).
pub fn restore(backup: &Path, db: &Path) -> DbResult<PathBuf> {
    // An empty file passes `integrity_check` as an empty database: restored, it would turn the
    // club into a new one.
    super::file::is_database(backup)?;
    check_file(backup, "integrity_check")?;
    let before = db.with_extension("before-restore.db");
    let existed = db.exists();
    let mut live = Connection::open(db)?;
    super::not_in_use(&live, db)?;
    if existed {
        to_file(&live, &before)?;
    }
    live.restore(
        rusqlite::MAIN_DB,
        backup,
        None::<fn(rusqlite::backup::Progress)>,
    )?;
    check(&live, "integrity_check")?;
    Ok(before)
}

fn partial_name(dest: &Path) -> PathBuf {
    let mut name = dest.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    dest.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_backup_is_checked_and_restores() {
        let dir = tempfile::tempdir().expect("dir");
        let live = dir.path().join("live.db");
        let pool = crate::db::open(&live).expect("open");
        crate::db::write(&pool, |tx| {
            tx.execute("INSERT INTO settings (key, value) VALUES ('k', 'v')", [])?;
            Ok(())
        })
        .expect("write");
        let copy = dir.path().join("copy.db");
        crate::db::read(&pool, |c| to_file(c, &copy)).expect("backup");
        check_file(&copy, "integrity_check").expect("the copy passes");
        assert!(!partial_name(&copy).exists());
        // One file, nothing left beside it (issue 13 audit: a `-wal` and a `-shm` of the
        // partial copy were left behind at every backup).
        let mut beside: Vec<String> = std::fs::read_dir(dir.path())
            .expect("dir")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("copy"))
            .collect();
        beside.sort();
        assert_eq!(beside, ["copy.db"]);
        // Not a database: refused, and nothing restored.
        let junk = dir.path().join("junk.db");
        std::fs::write(&junk, b"this is not a database at all").expect("junk");
        assert!(matches!(
            restore(&junk, &live),
            Err(DbError::NotADatabase(_))
        ));
        drop(pool);
        let other = dir.path().join("other.db");
        restore(&copy, &other).expect("restore");
        let value: String = Connection::open(&other)
            .expect("open")
            .query_row("SELECT value FROM settings WHERE key = 'k'", [], |r| {
                r.get(0)
            })
            .expect("row");
        assert_eq!(value, "v");
    }
}
