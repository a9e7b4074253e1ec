//! The database file looked at before SQLite opens it (issue 21): SQLite would take a 0-byte
//! file for a new, empty database (a club lost would start again as a new one, silently), and a
//! file or folder it may not write is only found at the first write, as an error that reads
//! like damage. Each is refused at start with what it is.

use std::io::Read;
use std::path::Path;

use super::{DbError, DbResult};

/// The first 16 bytes of every SQLite database file.
const HEADER: &[u8; 16] = b"SQLite format 3\0";

/// Refuses, before anything is opened or written: a file that is not a SQLite database (empty,
/// or anything else), a file marked read-only or one that cannot be opened for writing, and a
/// folder that cannot be written (SQLite keeps its write-ahead log beside the file, and a new
/// club's file is made there). An absent file in a writable folder is a new club, as always.
pub fn check(path: &Path) -> DbResult<()> {
    let shown = path.display().to_string();
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(DbError::NotADatabase(format!("{shown} is a folder")));
        }
        Ok(meta) => {
            is_database(path)?;
            if meta.permissions().readonly() {
                return Err(DbError::ReadOnly(format!(
                    "the file {shown} is marked read-only"
                )));
            }
            if let Err(e) = std::fs::OpenOptions::new().append(true).open(path) {
                return Err(DbError::ReadOnly(format!(
                    "the file {shown} cannot be written ({e})"
                )));
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => {
            return Err(DbError::ReadOnly(format!(
                "{shown} cannot be looked at ({e})"
            )));
        }
    }
    let folder_shown = folder.display();
    match std::fs::metadata(folder) {
        Ok(meta) if meta.permissions().readonly() => Err(DbError::ReadOnly(format!(
            "the folder {folder_shown} is marked read-only (SQLite keeps its log beside the file)"
        ))),
        Ok(_) => Ok(()),
        Err(e) => Err(DbError::ReadOnly(format!(
            "the folder {folder_shown} cannot be looked at ({e})"
        ))),
    }
}

/// Refuses a file that is not a SQLite database: empty (SQLite would take it for a new, empty
/// one), or beginning as no database does. A backup to restore is looked at so too.
pub fn is_database(path: &Path) -> DbResult<()> {
    let shown = path.display();
    let mut header = [0u8; 16];
    match std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut header)) {
        Err(e) if denied(&e) => Err(DbError::ReadOnly(format!(
            "the file {shown} cannot be read by this user ({e})"
        ))),
        Ok(()) if &header == HEADER => Ok(()),
        _ if std::fs::metadata(path).is_ok_and(|m| m.len() == 0) => {
            Err(DbError::NotADatabase(format!("{shown} is empty (0 bytes)")))
        }
        _ => Err(DbError::NotADatabase(format!(
            "{shown} is not a SQLite database (it does not begin as one does)"
        ))),
    }
}

/// Whether an I/O error says the file may not be read or written, rather than anything about
/// what it holds.
fn denied(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_or_foreign_file_is_not_a_database_and_an_absent_one_is_new() {
        let dir = tempfile::tempdir().expect("dir");
        let absent = dir.path().join("new.db");
        assert!(check(&absent).is_ok());
        let empty = dir.path().join("empty.db");
        std::fs::write(&empty, b"").expect("write");
        assert!(matches!(check(&empty), Err(DbError::NotADatabase(m)) if m.contains("0 bytes")));
        let text = dir.path().join("notes.db");
        std::fs::write(&text, b"name,score\nAda,3\n").expect("write");
        assert!(matches!(check(&text), Err(DbError::NotADatabase(_))));
    }
}
