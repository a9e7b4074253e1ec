//! Issue 13, audited promise by promise: what `hardening.rs` tried on one form each, tried on
//! every form that keeps a name or a date (control characters refused in every name, every date
//! between the years 1800 and 2200), and the promises it had no test for: a trusted proxy's
//! headers, the per-address login count, the director's "Download a backup", the durability
//! setting, and the time limits on headers and idle connections.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::support::{DIRECTOR, PASSWORD, Reply, TestApp};

/// A name with a control character in it: an escape, which prints as nothing on a page and
/// moves the cursor on a console.
const CONTROL: &str = "Mrs\u{1b}[2J Hoyle";
/// A year a typing slip makes.
const YEAR_ZERO: &str = "0000-03-08";

#[track_caller]
fn refused(reply: &Reply, field: &str, words: &str) {
    assert_eq!(reply.status, 422, "{}", reply.body);
    if !field.is_empty() {
        reply.has(&format!("id=\"error-{field}\""));
    }
    reply.has(words);
}

#[track_caller]
fn id_after(reply: &Reply, prefix: &str) -> String {
    assert_eq!(reply.status, 303, "{}", reply.body);
    reply
        .location
        .as_deref()
        .unwrap()
        .trim_start_matches(prefix)
        .to_owned()
}

fn event_form<'a>(name: &'a str, date: &'a str, season: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("name", name),
        ("date", date),
        ("season", season),
        ("game", "whist"),
        ("tables", "3"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
    ]
}

fn party_form<'a>(name: &'a str, date: &'a str, guests: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("kind", "progressive-euchre"),
        ("name", name),
        ("date", date),
        ("guests", guests),
        ("seed", "42"),
        ("prizes_each", "1"),
        ("ties", "lot"),
    ]
}

const GUESTS: &str = "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n";

/// Nothing the refusals below were sent with reached the database: no text column of any table
/// holds a control character (the party's guest list, kept as lines, is the one exception).
fn no_control_characters_stored(app: &TestApp) {
    let found: Vec<String> = hoyle::db::read(&app.pool, |c| {
        let tables: Vec<String> = c
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut found = Vec::new();
        for table in tables {
            let columns: Vec<(String, String)> = c
                .prepare(&format!("PRAGMA table_info(\"{table}\")"))?
                .query_map([], |r| Ok((r.get(1)?, r.get(2)?)))?
                .collect::<Result<_, _>>()?;
            for (column, kind) in columns {
                if kind != "TEXT" {
                    continue;
                }
                let n: i64 = c.query_row(
                    &format!(
                        "SELECT count(*) FROM \"{table}\" WHERE instr(\"{column}\", char(27)) > 0"
                    ),
                    [],
                    |r| r.get(0),
                )?;
                if n > 0 {
                    found.push(format!("{table}.{column}"));
                }
            }
        }
        Ok(found)
    })
    .unwrap();
    assert!(found.is_empty(), "control characters kept in {found:?}");
}

#[test]
fn every_name_field_refuses_control_characters() {
    let mut app = TestApp::with_director();
    // Members and the director's own scorers.
    let member = app.post(
        "/members",
        &[("name", CONTROL), ("member_no", ""), ("email", "")],
    );
    refused(&member, "name", "control characters");
    refused(
        &app.post("/people", &[("name", CONTROL), ("password", "")]),
        "name",
        "control characters",
    );
    // The club's name, printed on every sheet.
    refused(
        &app.post(
            "/club",
            &[
                ("name", CONTROL),
                ("time_zone", "UTC"),
                ("money", "lsd"),
                ("currency", "£"),
            ],
        ),
        "name",
        "control characters",
    );
    // Events: the name and the season, when made and when edited; a visitor in a pair.
    refused(
        &app.post("/events", &event_form(CONTROL, "1927-03-08", "")),
        "name",
        "control characters",
    );
    refused(
        &app.post("/events", &event_form("Tuesday", "1927-03-08", CONTROL)),
        "season",
        "control characters",
    );
    let event = id_after(
        &app.post("/events", &event_form("Tuesday", "1927-03-08", "Spring")),
        "/events/",
    );
    let edit = format!("/events/{event}/edit");
    refused(
        &app.post(
            &edit,
            &[("name", CONTROL), ("date", "1927-03-08"), ("season", "S")],
        ),
        "name",
        "control characters",
    );
    refused(
        &app.post(
            &edit,
            &[("name", "T"), ("date", "1927-03-08"), ("season", CONTROL)],
        ),
        "season",
        "control characters",
    );
    let pairs = app.post(&format!("/events/{event}/pairs"), &[("ns1_va", CONTROL)]);
    assert_eq!(pairs.status, 422, "{}", pairs.body);
    pairs.has("control characters");
    // Parties: the name and a guest's, when made and when edited.
    refused(
        &app.post("/parties", &party_form(CONTROL, "1927-02-11", GUESTS)),
        "name",
        "control characters",
    );
    let bad_guest = GUESTS.replace("L1", "L\u{1b}1");
    let guest = app.post("/parties", &party_form("Friday", "1927-02-11", &bad_guest));
    assert_eq!(guest.status, 422, "{}", guest.body);
    guest.has("control characters");
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", GUESTS)),
        "/parties/",
    );
    refused(
        &app.post(
            &format!("/parties/{party}/edit"),
            &[("name", CONTROL), ("date", "1927-02-11")],
        ),
        "name",
        "control characters",
    );
    // Club nights and tables of play: the season, a guest, the table's own name; a ladder's
    // new name.
    refused(
        &app.post(
            "/nights",
            &[
                ("date", "1927-03-08"),
                ("season", CONTROL),
                ("code", "1909"),
                ("seed", "1"),
            ],
        ),
        "season",
        "control characters",
    );
    let night = id_after(
        &app.post(
            "/nights",
            &[
                ("date", "1927-03-08"),
                ("season", "Winter"),
                ("code", "1909"),
                ("seed", "1"),
            ],
        ),
        "/nights/",
    );
    let arrival = app.post(
        &format!("/nights/{night}/arrivals"),
        &[("member", ""), ("guest", CONTROL), ("cut", "")],
    );
    assert_eq!(arrival.status, 422, "{}", arrival.body);
    arrival.has("control characters");
    refused(
        &app.post(
            &format!("/nights/{night}/edit"),
            &[("date", "1927-03-08"), ("season", CONTROL)],
        ),
        "season",
        "control characters",
    );
    let table_form = |guest: &'static str, season: &'static str| {
        vec![
            ("law", "rubicon-bezique"),
            ("side0_0", ""),
            ("side0_0_guest", "Ann Ames"),
            ("side1_0", ""),
            ("side1_0_guest", guest),
            ("stake", "1"),
            ("season", season),
        ]
    };
    let table = app.post("/tables", &table_form(CONTROL, "Winter"));
    assert_eq!(table.status, 422, "{}", table.body);
    table.has("control characters");
    let table = app.post("/tables", &table_form("Bob Brown", CONTROL));
    assert_eq!(table.status, 422, "{}", table.body);
    table.has("control characters");
    let table = id_after(
        &app.post("/tables", &table_form("Bob Brown", "Winter")),
        "/tables/",
    );
    refused(
        &app.post(
            &format!("/tables/{table}/edit"),
            &[("name", CONTROL), ("season", "Winter")],
        ),
        "name",
        "control characters",
    );
    let ladder = app.post(
        "/ladders/rename",
        &[
            ("law", "rubicon-bezique"),
            ("season", "Winter"),
            ("new_season", CONTROL),
        ],
    );
    assert_eq!(ladder.status, 422, "{}", ladder.body);
    ladder.has("control characters");
    // Congresses: the name and a player's.
    let congress_form = |name: &'static str, date: &'static str| {
        vec![
            ("name", name),
            ("date", date),
            ("rounds", "1"),
            ("prizes", "7"),
            ("seed", "77"),
        ]
    };
    let congress = app.post("/congresses", &congress_form(CONTROL, "1926-07-04"));
    assert_eq!(congress.status, 422, "{}", congress.body);
    congress.has("control characters");
    let congress = id_after(
        &app.post("/congresses", &congress_form("Skat", "1926-07-04")),
        "/congresses/",
    );
    let player = app.post(
        &format!("/congresses/{congress}/players"),
        &[("member", ""), ("name", CONTROL)],
    );
    assert_eq!(player.status, 422, "{}", player.body);
    player.has("control characters");
    no_control_characters_stored(&app);
}

#[test]
fn every_date_field_keeps_to_the_years_1800_to_2200() {
    let mut app = TestApp::with_director();
    for date in [YEAR_ZERO, "1799-12-31", "2201-01-01"] {
        refused(
            &app.post("/events", &event_form("Tuesday", date, "")),
            "date",
            "between the years 1800 and 2200",
        );
        refused(
            &app.post("/parties", &party_form("Friday", date, GUESTS)),
            "date",
            "between the years 1800 and 2200",
        );
        refused(
            &app.post(
                "/nights",
                &[
                    ("date", date),
                    ("season", "Winter"),
                    ("code", "1909"),
                    ("seed", "1"),
                ],
            ),
            "date",
            "between the years 1800 and 2200",
        );
        let congress = app.post(
            "/congresses",
            &[
                ("name", "Skat"),
                ("date", date),
                ("rounds", "1"),
                ("prizes", "7"),
                ("seed", "77"),
            ],
        );
        assert_eq!(congress.status, 422, "{}", congress.body);
        congress.has("between the years 1800 and 2200");
    }
    // Re-dating what was made is held to the same years.
    let event = id_after(
        &app.post("/events", &event_form("Tuesday", "1927-03-08", "Spring")),
        "/events/",
    );
    refused(
        &app.post(
            &format!("/events/{event}/edit"),
            &[
                ("name", "Tuesday"),
                ("date", YEAR_ZERO),
                ("season", "Spring"),
            ],
        ),
        "date",
        "between the years 1800 and 2200",
    );
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", GUESTS)),
        "/parties/",
    );
    refused(
        &app.post(
            &format!("/parties/{party}/edit"),
            &[("name", "Friday"), ("date", "2201-01-01")],
        ),
        "date",
        "between the years 1800 and 2200",
    );
    let night = id_after(
        &app.post(
            "/nights",
            &[
                ("date", "1927-03-08"),
                ("season", "Winter"),
                ("code", "1909"),
                ("seed", "1"),
            ],
        ),
        "/nights/",
    );
    refused(
        &app.post(
            &format!("/nights/{night}/edit"),
            &[("date", "1799-12-31"), ("season", "Winter")],
        ),
        "date",
        "between the years 1800 and 2200",
    );
    // The bounds themselves are taken.
    let bounds = app.post("/events", &event_form("First", "1800-01-01", ""));
    assert_eq!(bounds.status, 303, "{}", bounds.body);
    let bounds = app.post("/events", &event_form("Last", "2200-12-31", ""));
    assert_eq!(bounds.status, 303, "{}", bounds.body);
    let dates: Vec<String> = hoyle::db::read(&app.pool, |c| {
        let mut s = c.prepare(
            "SELECT date FROM events UNION ALL SELECT date FROM parties
             UNION ALL SELECT date FROM nights UNION ALL SELECT date FROM congresses",
        )?;
        Ok(s.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?)
    })
    .unwrap();
    assert!(
        dates
            .iter()
            .all(|d| d.as_str() >= "1800" && d.as_str() <= "2200-12-31"),
        "{dates:?}"
    );
}

/// Logs in as `name` from the address a proxy reports, over the scheme it reports.
fn login_via(app: &mut TestApp, name: &str, password: &str, from: &str, proto: &str) -> Reply {
    let base = app.base.clone();
    app.post_with(
        "/login",
        &[("name", name), ("password", password)],
        &[
            ("Origin", &base),
            ("Sec-Fetch-Site", "same-origin"),
            ("X-Forwarded-For", from),
            ("X-Forwarded-Proto", proto),
        ],
    )
}

#[test]
fn a_trusted_proxy_says_https_and_whose_address_and_an_untrusted_one_is_ignored() {
    let trusted = hoyle::web::Options {
        trust_proxy: true,
        ..Default::default()
    };
    let mut app = TestApp::with_director_and(trusted);
    app.logout();
    // Over HTTPS at the proxy: the cookie is Secure without --secure-cookies; over HTTP, not.
    let https = login_via(&mut app, DIRECTOR, PASSWORD, "10.0.0.9", "https");
    assert_eq!(https.status, 303, "{}", https.body);
    assert!(
        https.set_cookies[0].contains("Secure"),
        "{:?}",
        https.set_cookies
    );
    app.logout();
    let http = login_via(&mut app, DIRECTOR, PASSWORD, "10.0.0.9", "http");
    assert!(
        !http.set_cookies[0].contains("Secure"),
        "{:?}",
        http.set_cookies
    );
    app.logout();
    // Failures are counted by the address the proxy reports: after the free ones, a new name
    // from that address waits, while another address is not held up.
    let free = hoyle::web::throttle::FREE_PER_ADDRESS;
    for i in 0..free {
        let bad = login_via(
            &mut app,
            &format!("Guess {i}"),
            "wrong",
            "10.0.0.1",
            "https",
        );
        assert_eq!(bad.status, 422, "{}", bad.body);
    }
    let held = login_via(&mut app, DIRECTOR, PASSWORD, "10.0.0.1", "https");
    assert_eq!(held.status, 429, "{}", held.body);
    held.has("Wait 1 second");
    let elsewhere = login_via(&mut app, DIRECTOR, PASSWORD, "10.0.0.2", "https");
    assert_eq!(elsewhere.status, 303, "{}", elsewhere.body);

    // Not trusted (the default): the headers change neither the cookie nor the count, so
    // invented addresses do not spread a guesser's tries.
    let mut app = TestApp::with_director();
    app.logout();
    let https = login_via(&mut app, DIRECTOR, PASSWORD, "10.0.0.9", "https");
    assert!(
        !https.set_cookies[0].contains("Secure"),
        "{:?}",
        https.set_cookies
    );
    app.logout();
    for i in 0..free {
        let from = format!("10.0.1.{i}");
        let bad = login_via(&mut app, &format!("Guess {i}"), "wrong", &from, "http");
        assert_eq!(bad.status, 422, "{}", bad.body);
    }
    let held = login_via(&mut app, DIRECTOR, PASSWORD, "10.0.2.1", "http");
    assert_eq!(held.status, 429, "{}", held.body);
}

#[test]
fn the_director_downloads_a_backup_that_passes_the_check() {
    let mut app = TestApp::with_director();
    let event = app.post("/events", &event_form("Tuesday", "1927-03-08", "Spring"));
    assert_eq!(event.status, 303, "{}", event.body);
    app.get("/").has("href=\"/backup\"");
    app.get("/backup")
        .has("Download a backup")
        .has("href=\"/backup/download\"");
    let download = |cookie: Option<String>| {
        let agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .build()
            .new_agent();
        let mut request = agent.get(format!("{}/backup/download", app.base));
        if let Some(c) = cookie {
            request = request.header("Cookie", c);
        }
        let mut response = request.call().unwrap();
        let status = response.status().as_u16();
        let disposition = response
            .headers()
            .get("content-disposition")
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default();
        let bytes = response
            .body_mut()
            .with_config()
            .limit(64 << 20)
            .read_to_vec()
            .unwrap();
        (status, disposition, bytes)
    };
    // Nobody logged in is sent to log in; the director gets the file.
    let (status, _, _) = download(None);
    assert_eq!(status, 303);
    let (status, disposition, bytes) = download(app.cookie());
    assert_eq!(status, 200);
    assert!(
        disposition.starts_with("attachment; filename=\"hoyle-backup-"),
        "{disposition}"
    );
    assert!(bytes.starts_with(b"SQLite format 3\0"));
    let file = app.dir.path().join("downloaded.db");
    std::fs::write(&file, &bytes).unwrap();
    let copy = rusqlite::Connection::open(&file).unwrap();
    let ok: String = copy
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
    let kept: String = copy
        .query_row("SELECT name FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, "Tuesday");
}

#[test]
fn durability_is_full_by_default_and_normal_when_chosen() {
    let synchronous = |pool: &hoyle::db::Pool| {
        let read: i64 = hoyle::db::read(pool, |c| {
            Ok(c.query_row("PRAGMA synchronous", [], |r| r.get(0))?)
        })
        .unwrap();
        let written: i64 = hoyle::db::write(pool, |tx| {
            Ok(tx.query_row("PRAGMA synchronous", [], |r| r.get(0))?)
        })
        .unwrap();
        (read, written)
    };
    let dir = tempfile::tempdir().unwrap();
    // 2 is FULL, 1 is NORMAL.
    let pool = hoyle::db::open(&dir.path().join("default.db")).unwrap();
    assert_eq!(synchronous(&pool), (2, 2));
    let pool =
        hoyle::db::open_with(&dir.path().join("full.db"), hoyle::db::Durability::Full).unwrap();
    assert_eq!(synchronous(&pool), (2, 2));
    let pool =
        hoyle::db::open_with(&dir.path().join("normal.db"), hoyle::db::Durability::Normal).unwrap();
    assert_eq!(synchronous(&pool), (1, 1));
}

/// Connects, sends `request` (perhaps nothing), and reads until the server closes the connection
/// or `wait` passes: what came back and when the connection ended, if it did.
fn held_for(app: &TestApp, request: &[u8], wait: Duration) -> (String, Option<Duration>) {
    let mut stream = TcpStream::connect(app.base.trim_start_matches("http://")).unwrap();
    stream.set_read_timeout(Some(wait)).unwrap();
    let start = Instant::now();
    stream.write_all(request).unwrap();
    let mut reply = Vec::new();
    let mut buf = [0u8; 4096];
    let closed = loop {
        match stream.read(&mut buf) {
            Ok(0) => break Some(start.elapsed()),
            Ok(n) => reply.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => {
                break Some(start.elapsed());
            }
            Err(_) => break None,
        }
    };
    (String::from_utf8_lossy(&reply).into_owned(), closed)
}

#[test]
fn slow_headers_get_408_and_idle_connections_are_closed() {
    let limit = Duration::from_millis(800);
    let app = TestApp::spawn_with(hoyle::web::Options {
        limits: hoyle::web::limits::Limits {
            headers: limit,
            body: limit,
            keep_alive: limit,
            ..Default::default()
        },
        ..Default::default()
    });
    // Half a request line, then silence.
    let (reply, closed) = held_for(&app, b"GET / HT", Duration::from_secs(5));
    assert!(reply.starts_with("HTTP/1.1 408"), "{reply:?}");
    assert!(
        closed.is_some_and(|t| t < Duration::from_secs(4)),
        "{closed:?}"
    );
    // A whole request answered, then nothing more: the kept-alive connection is closed.
    let host = app.base.trim_start_matches("http://").to_owned();
    let request = format!("GET /login HTTP/1.1\r\nHost: {host}\r\n\r\n");
    let (reply, closed) = held_for(&app, request.as_bytes(), Duration::from_secs(5));
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply:?}");
    assert!(
        closed.is_some_and(|t| t < Duration::from_secs(4)),
        "{closed:?}"
    );
    // The defaults are those docs/operations.md gives.
    let defaults = hoyle::web::limits::Limits::default();
    assert_eq!(defaults.headers, Duration::from_secs(5));
    assert_eq!(defaults.body, Duration::from_secs(10));
    assert_eq!(defaults.keep_alive, Duration::from_secs(5));
    assert_eq!(defaults.handler, Duration::from_secs(30));
    assert_eq!(defaults.connections_per_address, 256);
}

/// The disk fails every write into `table` from now on.
fn failing_disk(app: &TestApp, table: &str) {
    hoyle::db::write(&app.pool, |tx| {
        tx.execute_batch(&format!(
            "CREATE TRIGGER failing_{table} BEFORE INSERT ON {table}
             BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;"
        ))?;
        Ok(())
    })
    .unwrap();
}

#[test]
fn a_failed_write_of_a_party_round_or_a_deal_says_not_saved_and_keeps_what_was_typed() {
    let mut app = TestApp::with_director();
    let guests = "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n\
                  L3, lady, 2 A\nG3, gentleman, 2 A\nL4, lady, 2 B\nG4, gentleman, 2 B\n";
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", guests)),
        "/parties/",
    );
    failing_disk(&app, "party_results");
    let round = app.post(
        &format!("/parties/{party}/round"),
        &[("round", "1"), ("t1_winner", "L1"), ("t2_winner", "L4")],
    );
    assert_eq!(round.status, 503, "{}", round.body);
    round
        .has("NOT saved")
        .has("value=\"L1\" selected")
        .lacks("nothing you entered was lost");

    let table = id_after(
        &app.post(
            "/tables",
            &[
                ("law", "rubicon-bezique"),
                ("s_code", "\"1909\""),
                ("s_truncation", "\"each\""),
                ("s_brisques", "\"winner_change\""),
                ("s_overtaken", "\"literal\""),
                ("side0_0", ""),
                ("side0_0_guest", "Ann Ames"),
                ("side1_0", ""),
                ("side1_0_guest", "Bob Brown"),
                ("stake", "5"),
                ("season", "1927"),
            ],
        ),
        "/tables/",
    );
    failing_disk(&app, "play_deals");
    let deal = app.post(
        &format!("/tables/{table}/deals"),
        &[
            ("d_scores_0", "1130"),
            ("d_scores_1", "870"),
            ("d_brisques_0", "20"),
            ("d_brisques_1", "12"),
        ],
    );
    assert_eq!(deal.status, 503, "{}", deal.body);
    deal.has("NOT saved")
        .lacks("saved: This entry")
        .has("value=\"1130\"");
}

#[test]
fn an_invited_scorer_without_a_password_is_refused_as_slowly_as_an_unknown_name() {
    let mut app = TestApp::with_director();
    let invited = app.post("/people", &[("name", "Tess"), ("password", "")]);
    assert_eq!(invited.status, 200, "{}", invited.body);
    invited.has("/password?token=");
    app.logout();
    let time = |app: &mut TestApp, name: &str| {
        let start = Instant::now();
        let reply = app.post("/login", &[("name", name), ("password", "wrong password")]);
        assert_eq!(reply.status, 422, "{}", reply.body);
        start.elapsed()
    };
    time(&mut app, "Warm up");
    // Interleaved, the fastest of each; fewer tries than the name's free ones.
    let (mut pending, mut unknown) = (Duration::MAX, Duration::MAX);
    for other in ["Nobody", "Nemo", "No one", "Nobody else"] {
        pending = pending.min(time(&mut app, "Tess"));
        unknown = unknown.min(time(&mut app, other));
    }
    // A tolerance, not a timing: before the fix the pending name was refused with no hash at
    // all, dozens of times faster than an unknown one.
    assert!(
        pending * 4 > unknown && unknown * 8 > pending,
        "pending {pending:?}, unknown {unknown:?}"
    );
}

#[test]
fn a_wrong_setup_token_is_refused_before_any_password_is_hashed() {
    let mut app = TestApp::with_director();
    app.logout();
    let time = |app: &mut TestApp, path: &str, form: &[(&str, &str)]| {
        let start = Instant::now();
        let reply = app.post(path, form);
        assert_eq!(reply.status, 422, "{}", reply.body);
        start.elapsed()
    };
    let login = [("name", DIRECTOR), ("password", "wrong password")];
    let setup = [
        ("token", "guess"),
        ("name", "Eve"),
        ("password", "a long enough password"),
        ("confirm", "a long enough password"),
    ];
    let (mut hashed, mut unhashed) = (Duration::MAX, Duration::MAX);
    for _ in 0..3 {
        hashed = hashed.min(time(&mut app, "/login", &login));
        unhashed = unhashed.min(time(&mut app, "/setup", &setup));
    }
    // A wrong password costs one argon2 check; a wrong token costs a digest, far less.
    assert!(
        unhashed * 4 < hashed,
        "setup {unhashed:?}, login {hashed:?}"
    );
}

#[test]
fn party_rounds_and_congress_shapes_are_bounded_at_their_fields() {
    let mut app = TestApp::with_director();
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", GUESTS)),
        "/parties/",
    );
    let round = app.post(
        &format!("/parties/{party}/round"),
        &[("round", "41"), ("t1_winner", "L1")],
    );
    assert_eq!(round.status, 422, "{}", round.body);
    round.has("at most 40 rounds");
    let congress = |rounds: &'static str| {
        vec![
            ("name", "Skat"),
            ("date", "1926-07-04"),
            ("rounds", rounds),
            ("prizes", "7"),
            ("seed", "77"),
        ]
    };
    refused(
        &app.post("/congresses", &congress("61")),
        "rounds",
        "1 to 60 rounds",
    );
    let id = id_after(&app.post("/congresses", &congress("60")), "/congresses/");
    let id_no: i64 = id.parse().unwrap();
    hoyle::db::write(&app.pool, |tx| {
        for i in 0..hoyle::db::congress::MAX_PLAYERS {
            hoyle::db::congress::register(tx, id_no, &format!("Player {i}"), None, "test")?;
        }
        Ok(())
    })
    .unwrap();
    let one_more = app.post(
        &format!("/congresses/{id}/players"),
        &[("member", ""), ("name", "One too many")],
    );
    assert_eq!(one_more.status, 422, "{}", one_more.body);
    one_more.has("at most 600 players");
}

/// docs/operations.md: the server removes its command-line door (`<db>-door`) when it stops. It
/// used to end before the door's thread noticed, leaving the socket file at every stop.
#[test]
fn a_stopped_server_leaves_no_door_behind() {
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    let door = dir.path().join("club.db-door");
    let mut server = Command::new(env!("CARGO_BIN_EXE_hoyle"))
        .args([
            "serve",
            "--db",
            db.to_str().unwrap(),
            "--bind",
            "127.0.0.1:0",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while !door.exists() && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(door.exists(), "the door never opened");
    // Ctrl-C, as docs/operations.md says to stop the server.
    let signalled = Command::new("kill")
        .args(["-INT", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(signalled.success());
    let stopped = server.wait().unwrap();
    assert!(stopped.success(), "{stopped:?}");
    assert!(!door.exists(), "the door was left behind");
}
