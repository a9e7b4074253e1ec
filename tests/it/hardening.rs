//! Issue 13: each defect found by trying the server as an attacker and as a failing disk would,
//! as a test that failed before the fix.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::support::{DIRECTOR, PASSWORD, TestApp, hoyle};

/// Short limits, so that no test waits long.
fn quick() -> hoyle::web::Options {
    hoyle::web::Options {
        limits: hoyle::web::limits::Limits {
            headers: Duration::from_millis(800),
            body: Duration::from_millis(800),
            keep_alive: Duration::from_millis(800),
            ..Default::default()
        },
        ..Default::default()
    }
}

/// Sends `head` and `body` raw, then reads whatever comes back until the server closes the
/// connection or `wait` passes. Returns the reply and how long it took.
fn raw(app: &TestApp, request: &[u8], wait: Duration) -> (String, Duration) {
    let address = app.base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(address).unwrap();
    stream.set_read_timeout(Some(wait)).unwrap();
    let start = Instant::now();
    stream.write_all(request).unwrap();
    let mut reply = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => reply.extend_from_slice(&buf[..n]),
        }
    }
    (
        String::from_utf8_lossy(&reply).into_owned(),
        start.elapsed(),
    )
}

/// The new-event form for a whist event by the general revoke rule, named, dated and sized as
/// given (`rounds` empty for the movement's own number).
fn whist_event_form<'a>(
    name: &'a str,
    date: &'a str,
    tables: &'a str,
    boards_per_round: &'a str,
    rounds: &'a str,
) -> [(&'static str, &'a str); 8] {
    [
        ("name", name),
        ("date", date),
        ("season", ""),
        ("game", "whist"),
        ("tables", tables),
        ("boards_per_round", boards_per_round),
        ("rounds", rounds),
        ("revoke_rule", "general"),
    ]
}

/// Makes Tuesday's three-table whist event (two boards a round) and returns its id.
fn tuesday_event(app: &mut TestApp) -> String {
    let reply = app.post(
        "/events",
        &whist_event_form("Tuesday", "1927-03-08", "3", "2", ""),
    );
    reply
        .location
        .unwrap()
        .trim_start_matches("/events/")
        .to_owned()
}

/// `hoyle serve` on `db`, which must refuse to start: its exit status and what it wrote.
fn serve_refused(db: &std::path::Path) -> (i32, String) {
    let (status, _, stderr) = hoyle(
        &[
            "serve",
            "--db",
            db.to_str().unwrap(),
            "--bind",
            "127.0.0.1:0",
        ],
        "",
    );
    (status, stderr)
}

/// `hoyle restore FILE --db DB`: its exit status and what it wrote to standard error.
fn restore(file: &std::path::Path, db: &std::path::Path) -> (i32, String) {
    let (status, _, stderr) = hoyle(
        &[
            "restore",
            file.to_str().unwrap(),
            "--db",
            db.to_str().unwrap(),
        ],
        "",
    );
    (status, stderr)
}

mod binary;
mod csv_routes;
mod faults;
mod limits;
mod logins;
mod storage;
