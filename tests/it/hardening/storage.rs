//! A failing disk: unsaved entries kept, backups under load, damaged databases, a failing shared-memory file.

use super::*;

#[test]
fn a_failed_write_says_the_entry_was_not_saved_and_keeps_what_was_typed() {
    let mut app = TestApp::with_director();
    let id = tuesday_event(&mut app);
    // The disk fails every write of a result.
    hoyle::db::write(&app.pool, |tx| {
        tx.execute_batch(
            "CREATE TRIGGER failing_disk BEFORE INSERT ON results
             BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;",
        )?;
        Ok(())
    })
    .unwrap();
    let slip = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "1"), ("ns_tricks_1", "9")],
    );
    assert_eq!(slip.status, 503, "{}", slip.body);
    slip.has("NOT saved")
        .has("value=\"9\"")
        .lacks("nothing you entered was lost");
}

#[test]
fn backup_under_concurrent_entry_holds_every_acknowledged_write() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let pool = hoyle::db::open(&db).unwrap();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let acknowledged = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    let writer = {
        let (pool, stop, acknowledged) = (pool.clone(), stop.clone(), acknowledged.clone());
        std::thread::spawn(move || {
            let mut i = 0u64;
            while !stop.load(std::sync::atomic::Ordering::Acquire) {
                hoyle::db::write(&pool, |tx| {
                    tx.execute(
                        "INSERT INTO settings (key, value) VALUES (?1, 'x')",
                        [format!("k{i}")],
                    )?;
                    Ok(())
                })
                .unwrap();
                i += 1;
                acknowledged.store(i, std::sync::atomic::Ordering::Release);
            }
        })
    };
    std::thread::sleep(Duration::from_millis(200));
    let before = acknowledged.load(std::sync::atomic::Ordering::Acquire);
    let copy = dir.path().join("copy.db");
    let (status, stdout, stderr) = hoyle(
        &[
            "backup",
            copy.to_str().unwrap(),
            "--db",
            db.to_str().unwrap(),
        ],
        "",
    );
    stop.store(true, std::sync::atomic::Ordering::Release);
    writer.join().unwrap();
    assert_eq!(status, 0, "{stderr}");
    assert!(stdout.contains("integrity_check: ok"), "{stdout}");
    assert!(before > 0);
    let conn = rusqlite::Connection::open(&copy).unwrap();
    let ok: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
    let held: i64 = conn
        .query_row(
            "SELECT count(*) FROM settings WHERE key LIKE 'k%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(held as u64 >= before, "{held} < {before}");
    // And it restores, refusing a file that is not a sound backup.
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, vec![0xAB; 8192]).unwrap();
    drop(pool);
    let (status, stderr) = restore(&junk, &db);
    assert_eq!(status, 2, "{stderr}");
    let (status, stderr) = restore(&copy, &db);
    assert_eq!(status, 0, "{stderr}");
}

#[test]
fn a_damaged_database_is_refused_at_start_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let pool = hoyle::db::open(&db).unwrap();
    hoyle::demo::load(&pool).unwrap();
    drop(pool);
    // The checkpoint thread lets go within a round (200 ms); the last close folds the log in.
    std::thread::sleep(Duration::from_millis(600));
    let mut bytes = std::fs::read(&db).unwrap();
    let page = 4096;
    let pages = bytes.len() / page;
    assert!(pages > 6, "{pages}");
    for p in pages / 2..pages / 2 + 3 {
        bytes[p * page..(p + 1) * page].fill(0xAB);
    }
    std::fs::write(&db, &bytes).unwrap();
    let (status, _, stderr) = hoyle(&["export", "members", "--db", db.to_str().unwrap()], "");
    assert_eq!(status, 1, "{stderr}");
    assert!(stderr.contains("damaged"), "{stderr}");
    assert!(stderr.contains("hoyle restore"), "{stderr}");
    let (status, stderr) = serve_refused(&db);
    assert_eq!(status, 1, "{stderr}");
    assert!(stderr.contains("damaged"), "{stderr}");
}

/// The write-ahead log's index is kept in the server's memory, not in a `-shm` file mapped into
/// it: a `-shm` file made unwritable, filled with junk or truncated while the server runs (which
/// used to end the process with SIGBUS, nothing logged) changes nothing. Another process cannot
/// open the database meanwhile and is told why; `hoyle export` and `hoyle backup` ask the
/// running server through its door instead.
#[test]
fn a_failing_shared_memory_file_cannot_stop_the_server() {
    use std::os::unix::fs::PermissionsExt;
    let mut app = TestApp::with_director();
    let id = tuesday_event(&mut app);
    let enter = |app: &mut TestApp, board: &str, table: &str, tricks: &str| {
        let slip = app.post(
            &format!("/events/{id}/entry"),
            &[
                ("round", "1"),
                ("table", table),
                (&format!("ns_tricks_{board}"), tricks),
            ],
        );
        assert_eq!(slip.status, 303, "{}", slip.body);
    };
    enter(&mut app, "1", "1", "9");
    let db = app.dir.path().join("hoyle.db");
    let shm = app.dir.path().join("hoyle.db-shm");
    assert!(db.exists());
    assert!(!shm.exists(), "the index is kept in memory, not in a file");
    // Every way the file could fail underneath: junk, then truncated, then unwritable.
    std::fs::write(&shm, vec![0xAB; 65536]).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&shm)
        .unwrap()
        .set_len(0)
        .unwrap();
    std::fs::set_permissions(&shm, std::fs::Permissions::from_mode(0o000)).unwrap();
    // Results go on being entered and read.
    enter(&mut app, "3", "2", "7");
    let page = app.get(&format!("/events/{id}"));
    assert_eq!(page.status, 200);
    let missing: i64 = hoyle::db::read(&app.pool, |c| {
        Ok(c.query_row("SELECT count(*) FROM results", [], |r| r.get(0))?)
    })
    .unwrap();
    assert_eq!(missing, 2);
    let db_arg = db.to_str().unwrap();
    // The command line goes through the running server.
    let (status, stdout, stderr) = hoyle(&["director", "reset", DIRECTOR, "--db", db_arg], "");
    assert_eq!(status, 0, "{stderr}");
    assert!(stdout.contains("/password?token="), "{stdout}");
    let (status, csv, stderr) = hoyle(&["export", "results", "--event", &id, "--db", db_arg], "");
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(csv.lines().count(), 1 + 2, "{csv}");
    let copy = app.dir.path().join("copy.db");
    let (status, stdout, stderr) = hoyle(&["backup", copy.to_str().unwrap(), "--db", db_arg], "");
    assert_eq!(status, 0, "{stderr}");
    assert!(stdout.contains("integrity_check: ok"), "{stdout}");
    let held: i64 = rusqlite::Connection::open(&copy)
        .unwrap()
        .query_row("SELECT count(*) FROM results", [], |r| r.get(0))
        .unwrap();
    assert_eq!(held, 2);
    // Another process is refused, and told why, instead of sharing the file.
    let (status, _, stderr) = hoyle(&["restore", copy.to_str().unwrap(), "--db", db_arg], "");
    assert_eq!(status, 1, "{stderr}");
    assert!(
        stderr.contains("open in a running Hoyle server"),
        "{stderr}"
    );
    std::fs::set_permissions(&shm, std::fs::Permissions::from_mode(0o600)).unwrap();
}
