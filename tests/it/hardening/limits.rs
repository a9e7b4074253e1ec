//! Limits on every request: slow bodies, connections per address, oversized events and parties, bad dates and bytes.

use super::*;

#[test]
fn a_slow_body_is_cut_off_with_408() {
    let app = TestApp::spawn_with(quick());
    let request = format!(
        "POST /login HTTP/1.1\r\nHost: {}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
         Content-Length: 100000\r\n\r\nname=a",
        app.base.trim_start_matches("http://")
    );
    let (reply, took) = raw(&app, request.as_bytes(), Duration::from_secs(5));
    assert!(reply.starts_with("HTTP/1.1 408"), "{reply}");
    // Cut off at the body's limit, and the connection closed (the read ended before 5 s).
    assert!(took < Duration::from_secs(4), "{took:?}");
    // The default limit is the issue's: within 10 s.
    assert!(hoyle::web::limits::Limits::default().body <= Duration::from_secs(10));
}

#[test]
fn connections_beyond_the_cap_per_address_are_refused() {
    let mut options = quick();
    options.limits.connections_per_address = 2;
    let mut app = TestApp::spawn_with(options);
    let address = app.base.trim_start_matches("http://").to_owned();
    let _held: Vec<TcpStream> = (0..2)
        .map(|_| TcpStream::connect(&address).unwrap())
        .collect();
    std::thread::sleep(Duration::from_millis(100));
    let request = format!("GET / HTTP/1.1\r\nHost: {address}\r\n\r\n");
    let (reply, _) = raw(&app, request.as_bytes(), Duration::from_secs(3));
    assert!(reply.starts_with("HTTP/1.1 503"), "{reply}");
    drop(_held);
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(app.get("/").status, 200);
}

#[test]
fn an_oversized_event_is_refused() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/events",
        &whist_event_form("Too big", "1927-03-08", "1000", "100", "1000"),
    );
    assert_eq!(reply.status, 422);
    let big = app.post(
        "/events",
        &whist_event_form("Too big", "1927-03-08", "151", "7", "41"),
    );
    assert_eq!(big.status, 422);
    big.has("at most 150 tables").has("at most 6 boards");
    // The largest allowed is taken.
    let largest = app.post(
        "/events",
        &whist_event_form("Largest", "1927-03-08", "150", "6", "40"),
    );
    assert_eq!(largest.status, 303, "{}", largest.body);
}

#[test]
fn dates_out_of_range_and_control_characters_are_refused() {
    let mut app = TestApp::with_director();
    let year_zero = app.post(
        "/events",
        &whist_event_form("Year zero", "0000-03-08", "3", "2", ""),
    );
    assert_eq!(year_zero.status, 422);
    year_zero.has("between the years");
    let nul = app.post(
        "/members",
        &[("name", "Eve\u{0}"), ("member_no", ""), ("email", "")],
    );
    assert_eq!(nul.status, 422, "{}", nul.body);
    nul.has("control characters");
    let members = hoyle::db::read(&app.pool, hoyle::db::members::list).unwrap();
    assert!(members.is_empty());
}

#[test]
fn a_form_that_is_not_utf8_is_refused_with_a_message() {
    let app = TestApp::spawn();
    let body = "name=%FF%FEEve&password=x";
    let request = format!(
        "POST /login HTTP/1.1\r\nHost: {host}\r\nOrigin: {base}\r\nSec-Fetch-Site: same-origin\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len(),
        host = app.base.trim_start_matches("http://"),
        base = app.base,
    );
    let (reply, _) = raw(&app, request.as_bytes(), Duration::from_secs(5));
    assert!(reply.starts_with("HTTP/1.1 400"), "{reply}");
    assert!(reply.contains("not sent as UTF-8"), "{reply}");
}

#[test]
fn an_oversized_party_is_refused() {
    let mut app = TestApp::with_director();
    let mut guests = String::new();
    for t in 1..=151 {
        for side in ["A", "B"] {
            guests.push_str(&format!("Lady {t}{side}, lady, {t} {side}\n"));
            guests.push_str(&format!("Gent {t}{side}, gentleman, {t} {side}\n"));
        }
    }
    let reply = app.post(
        "/parties",
        &[
            ("kind", "progressive-euchre"),
            ("name", "Too many"),
            ("date", "1927-02-11"),
            ("guests", &guests),
            ("seed", "42"),
            ("prizes_each", "1"),
            ("by_sex", "true"),
            ("ties", "lot"),
        ],
    );
    assert_eq!(reply.status, 422, "{}", reply.body);
    reply.has("at most 600 guests");
    let parties = hoyle::db::read(&app.pool, hoyle::db::parties::list).unwrap();
    assert!(parties.is_empty());
}

/// A handler that runs past its time limit is answered 503 with a page saying so (and telling
/// whoever was saving to look before sending again), and the server answers the next request.
#[test]
fn a_handler_past_its_time_limit_is_answered_503() {
    let mut options = quick();
    options.limits.handler = Duration::from_millis(300);
    let mut app = TestApp::spawn_with_routes(options, |cfg| {
        cfg.route(
            "/slow-on-purpose",
            actix_web::web::get().to(|| async {
                actix_web::rt::time::sleep(Duration::from_secs(5)).await;
                "late"
            }),
        );
    });
    let started = Instant::now();
    let reply = app.get("/slow-on-purpose");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(reply.status, 503, "{}", reply.body);
    assert!(reply.body.contains("took too long"), "{}", reply.body);
    assert!(!reply.body.contains("late"), "{}", reply.body);
    assert_eq!(app.get("/login").status, 200);
}
