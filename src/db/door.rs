//! The command line's way in while a server has the database.
//!
//! The server opens the database with SQLite's `unix-excl` VFS (see [`super::connect`]): the
//! write-ahead log's index then lives in the server's own memory, not in a `<db>-shm` file mapped
//! into it, so no fault on that file can end the process with SIGBUS. The price is that no other
//! process may open the database while the server runs. `hoyle backup` and `hoyle export` ask
//! the server instead, through this door: a Unix socket beside the database (`<db>-door`,
//! readable and writable by its owner only), on which the server writes a checked snapshot
//! (SQLite's online backup, as `/backup` does) to the file the command names.
//!
//! One request a connection, one line each way: `snapshot\t<absolute path>` is answered `ok`, or
//! `refused\t<why>`; `link\t<name>` (`hoyle director reset`, the console being the one place a
//! director who forgot the password is trusted) is answered `ok\t<token>` with a one-time
//! password link's token, `none` when nobody of that name logs in, or `refused\t<why>`.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Weak;

use parking_lot::FairMutex;
use rusqlite::Connection;
use std::time::Duration;

use super::{DbError, DbResult};

/// Every door's thread, so that a stopping server can wait for its socket file to go.
static THREADS: std::sync::Mutex<Vec<std::thread::JoinHandle<()>>> =
    std::sync::Mutex::new(Vec::new());

/// Waits, at most `limit`, for the doors whose pools are gone to close and remove their socket
/// files: a server's process would otherwise end before its door's thread noticed (it looks
/// every 50 ms), leaving `<db>-door` behind at every stop.
pub fn wait_closed(limit: Duration) {
    let start = std::time::Instant::now();
    let mut threads = THREADS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    while start.elapsed() < limit && threads.iter().any(|t| !t.is_finished()) {
        std::thread::sleep(Duration::from_millis(10));
    }
    threads.retain(|t| !t.is_finished());
}

/// The socket's path for the database at `db`.
pub fn path_of(db: &Path) -> PathBuf {
    let mut door = db.as_os_str().to_owned();
    door.push("-door");
    PathBuf::from(door)
}

/// Opens the door for the database at `db` on a thread of its own; it closes (and its socket
/// file goes) soon after the last handle of the pool whose generation is `alive` is dropped.
/// A door that cannot be opened (a path too long for a socket, a read-only folder) is logged:
/// the server runs without it, and the command line says the database is in use.
pub(super) fn open(db: &Path, writer: Weak<FairMutex<Connection>>, alive: Weak<super::Counters>) {
    let door = path_of(db);
    // A socket left by a server that was killed: no other server can be running on this
    // database, as this one holds its lock.
    let _ = std::fs::remove_file(&door);
    let listener = match UnixListener::bind(&door) {
        Ok(l) => l,
        Err(e) => {
            tracing::warn!(door = %door.display(), error = %e,
                "cannot open the command line's door; `hoyle backup` and `hoyle export` will \
                 not reach this server (use the Download a backup page)");
            return;
        }
    };
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&door, std::fs::Permissions::from_mode(0o600));
    }
    // Which socket file is this door's, so that closing it never removes the door of a server
    // opened on the same database since.
    let ours = inode(&door);
    if let Err(e) = listener.set_nonblocking(true) {
        tracing::warn!(error = %e, "cannot open the command line's door");
        return;
    }
    let db = db.to_owned();
    let spawned = std::thread::Builder::new()
        .name("hoyle-door".into())
        .spawn(move || {
            // Polled, so that the thread notices when the pool is gone.
            while alive.upgrade().is_some() {
                match listener.accept() {
                    Ok((stream, _)) => answer(&db, &writer, &alive, stream),
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                        std::thread::sleep(Duration::from_millis(50));
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "the command line's door");
                        std::thread::sleep(Duration::from_millis(50));
                    }
                }
            }
            drop(listener);
            let door = path_of(&db);
            if ours.is_some() && inode(&door) == ours {
                let _ = std::fs::remove_file(door);
            }
        });
    match spawned {
        Ok(thread) => THREADS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(thread),
        Err(e) => tracing::warn!(error = %e, "cannot start the command line's door"),
    }
}

fn inode(path: &Path) -> Option<u64> {
    use std::os::unix::fs::MetadataExt;
    std::fs::symlink_metadata(path).ok().map(|m| m.ino())
}

fn answer(
    db: &Path,
    writer: &Weak<FairMutex<Connection>>,
    alive: &Weak<super::Counters>,
    stream: UnixStream,
) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let mut line = String::new();
    let mut reader = BufReader::new(std::io::Read::take(&stream, 4096));
    let reply = match reader.read_line(&mut line) {
        Ok(_) => match line.trim_end_matches('\n').split_once('\t') {
            Some(("snapshot", dest)) if Path::new(dest).is_absolute() => {
                let dest = Path::new(dest);
                match super::connect(db).map_err(DbError::from).and_then(|conn| {
                    conn.busy_timeout(Duration::from_secs(5))?;
                    super::backup::to_file(&conn, dest)
                }) {
                    Ok(()) => {
                        tracing::info!(file = %dest.display(), "snapshot written for the command line");
                        "ok".to_owned()
                    }
                    Err(e) => {
                        tracing::warn!(file = %dest.display(), error = %e, "snapshot for the command line failed");
                        format!("refused\t{}", e.to_string().replace('\n', " "))
                    }
                }
            }
            Some(("link", name)) => match (writer.upgrade(), alive.upgrade()) {
                (Some(writer), Some(generation)) => {
                    let name = name.trim().to_owned();
                    let made = super::write_on(&writer, &generation, |tx| {
                        match super::auth::person_by_name(tx, &name)? {
                            Some(person) => {
                                super::auth::create_password_link(tx, person.id).map(Some)
                            }
                            None => Ok(None),
                        }
                    });
                    match made {
                        Ok(Some(token)) => {
                            tracing::info!(name, "one-time password link made at the console");
                            format!("ok\t{token}")
                        }
                        Ok(None) => "none".to_owned(),
                        Err(e) => format!("refused\t{}", e.to_string().replace('\n', " ")),
                    }
                }
                _ => "refused\tthe server is stopping".to_owned(),
            },
            _ => "refused\tunknown request".to_owned(),
        },
        Err(e) => format!("refused\t{e}"),
    };
    let _ = (&stream).write_all(format!("{reply}\n").as_bytes());
}

/// What the door answered a request.
enum Reply {
    Ok(String),
    None,
    Refused(String),
}

/// Sends one request to the door of the database at `db`; `None` when no server answers
/// (none runs, or it is stopping).
fn ask(db: &Path, request: &str, wait: Duration) -> Option<Reply> {
    let mut stream = UnixStream::connect(path_of(db)).ok()?;
    stream.set_read_timeout(Some(wait)).ok()?;
    stream.write_all(format!("{request}\n").as_bytes()).ok()?;
    let mut reply = String::new();
    BufReader::new(&stream).read_line(&mut reply).ok()?;
    let reply = reply.trim_end_matches('\n');
    match reply.split_once('\t') {
        _ if reply == "ok" => Some(Reply::Ok(String::new())),
        _ if reply == "none" => Some(Reply::None),
        Some(("ok", value)) => Some(Reply::Ok(value.to_owned())),
        Some(("refused", why)) => Some(Reply::Refused(why.to_owned())),
        // Closed without an answer: the server is stopping.
        _ => None,
    }
}

/// Asks a server running on the database at `db` for a one-time password link for `name`:
/// `Some(Ok(Some(token)))`, `Some(Ok(None))` when nobody of that name logs in, `None` when no
/// server answers.
pub fn password_link(db: &Path, name: &str) -> Option<DbResult<Option<String>>> {
    if name.contains(['\n', '\t']) {
        return Some(Ok(None));
    }
    Some(
        match ask(db, &format!("link\t{name}"), Duration::from_secs(30))? {
            Reply::Ok(token) => Ok(Some(token)),
            Reply::None => Ok(None),
            Reply::Refused(why) => Err(DbError::Batch(format!("the server: {why}"))),
        },
    )
}

/// Asks a server running on the database at `db` to write a checked snapshot of it to `dest`.
/// `None` when no server answers at the door (none runs, or it stopped): the caller then opens
/// the file itself.
pub fn snapshot(db: &Path, dest: &Path) -> Option<DbResult<()>> {
    let dest = std::path::absolute(dest).ok()?;
    let dest = dest
        .to_str()
        .filter(|d| !d.contains(['\n', '\t']))?
        .to_owned();
    // A large database takes a while to copy and check.
    Some(
        match ask(db, &format!("snapshot\t{dest}"), Duration::from_secs(600))? {
            Reply::Ok(_) => Ok(()),
            Reply::None => Err(DbError::Batch("the server did not answer".into())),
            Reply::Refused(why) => Err(DbError::Batch(format!("the server: {why}"))),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The door answers while the pool lives, and goes with it; a stale socket file is ignored.
    #[test]
    fn the_door_answers_while_the_server_has_the_database_and_goes_with_it() {
        let dir = tempfile::tempdir().expect("dir");
        let db = dir.path().join("club.db");
        let pool = super::super::open(&db).expect("open");
        assert!(path_of(&db).exists());
        let copy = dir.path().join("copy.db");
        assert!(matches!(snapshot(&db, &copy), Some(Ok(()))));
        super::super::backup::check_file(&copy, "integrity_check").expect("a sound copy");
        assert!(matches!(password_link(&db, "Nobody"), Some(Ok(None))));
        // Nothing else is answered.
        assert!(matches!(
            ask(&db, "drop\tall", Duration::from_secs(5)),
            Some(Reply::Refused(_))
        ));
        drop(pool);
        let gone = (0..100).any(|_| {
            std::thread::sleep(Duration::from_millis(20));
            !path_of(&db).exists()
        });
        assert!(gone, "the socket file goes with the pool");
        assert!(snapshot(&db, &copy).is_none());
    }
}
