//! HTTP load benchmark (run with `cargo bench --bench http`; figures go in docs/PERFORMANCE.md).
//!
//! 1. The bare SQLite rate: single-row commits with the app's pragmas, on the same disk, with
//!    the same `synchronous` setting as the app (FULL by default; `HOYLE_BENCH_DURABILITY=normal`
//!    measures both at NORMAL).
//! 2. Result entry over HTTP by 100 concurrent clients (one per table of a 100-table event),
//!    each posting its boards one request at a time: throughput, p50 / p99 latency, and the
//!    ratio of throughput to (1).
//! 3. A standings page against a fixed page of the same size served by the same stack.
//!
//! The load is bounded (a fixed number of requests) and only ever sent to 127.0.0.1.

#![allow(clippy::unwrap_used)]

use std::net::TcpListener;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use actix_web::{HttpResponse, web};
use hoyle::db::events::NewEvent;
use hoyle::laws::duplicate::{Game, RevokeRule};
use hoyle::movement::mitchell::Mitchell;

/// Concurrent clients; `HOYLE_BENCH_CLIENTS` overrides it to see a single request's cost.
fn clients() -> u32 {
    std::env::var("HOYLE_BENCH_CLIENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| (1..=TABLES).contains(&n))
        .unwrap_or(100)
}
const TABLES: u32 = 100;
const BOARDS_PER_ROUND: u32 = 3;
/// Rounds entered: 40 rounds × 3 boards × 100 tables = 12,000 results, so that the entry phase
/// runs long enough (about half a second) to measure its tail.
const ROUNDS_ENTERED: u32 = 40;
const PAGE_REQUESTS_PER_CLIENT: u32 = 20;

static STATIC_PAGE: OnceLock<String> = OnceLock::new();

fn main() {
    let dir = tempfile::tempdir_in(".").unwrap();
    let (durability, synchronous) = match std::env::var("HOYLE_BENCH_DURABILITY").as_deref() {
        Ok("normal") => (hoyle::db::Durability::Normal, "NORMAL"),
        _ => (hoyle::db::Durability::Full, "FULL"),
    };
    let bare = bare_sqlite_rate(&dir.path().join("bare.db"), 3_000, synchronous);
    println!("bare SQLite single-row commits, synchronous={synchronous}: {bare:.0}/s");

    let pool = hoyle::db::open_with(&dir.path().join("hoyle.db"), durability).unwrap();
    let hash = hoyle::auth::hash_password("benchmark password").unwrap();
    let token = hoyle::db::write(&pool, |tx| {
        let director = hoyle::db::auth::create_director(tx, "Bench", &hash)?;
        hoyle::db::auth::create_session(tx, director.id)
    })
    .unwrap();
    let event = hoyle::db::write(&pool, |tx| {
        hoyle::db::events::create(
            tx,
            &NewEvent {
                name: "Load".into(),
                date: chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
                season: String::new(),
                game: Game::Whist,
                tables: TABLES,
                boards_per_round: BOARDS_PER_ROUND,
                // An event plays at most 40 rounds (issue 13).
                rounds: Some(ROUNDS_ENTERED),
                revoke_rule: RevokeRule::General,
            },
        )
    })
    .unwrap();

    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let server_pool = pool.clone();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            hoyle::web::server_with(
                listener,
                server_pool,
                std::env::var("HOYLE_BENCH_WORKERS")
                    .ok()
                    .and_then(|w| w.parse().ok()),
                |cfg| {
                    cfg.route(
                        "/bench/static",
                        web::get().to(|| async {
                            HttpResponse::Ok()
                                .content_type("text/html; charset=utf-8")
                                .body(STATIC_PAGE.get().cloned().unwrap_or_default())
                        }),
                    )
                    .route(
                        "/bench/tiny",
                        web::get().to(|| async { HttpResponse::Ok().body("ok") }),
                    );
                },
            )
            .unwrap()
            .await
        })
    });
    std::thread::sleep(Duration::from_millis(300));

    let movement = Mitchell::new(TABLES, BOARDS_PER_ROUND, Some(ROUNDS_ENTERED)).unwrap();
    let address = base.trim_start_matches("http://").to_owned();
    let scripts: Vec<Vec<Vec<u8>>> = (0..clients())
        .map(|client| {
            let table = client + 1;
            let mut posts = Vec::new();
            for round in 1..=ROUNDS_ENTERED {
                let seat = movement.seating(round, table).unwrap();
                for board in seat.boards {
                    let tricks = (board * 7 + table * 3) % 14;
                    let body = format!("ns={}&ew={}&ns_tricks_new={tricks}", seat.ns, seat.ew);
                    posts.push(
                        format!(
                            "POST /events/{event}/boards/{board} HTTP/1.1\r\nHost: {address}\r\n\
                             Cookie: hoyle_session={token}\r\nOrigin: {base}\r\n\
                             Content-Type: application/x-www-form-urlencoded\r\n\
                             Content-Length: {}\r\n\r\n{body}",
                            body.len()
                        )
                        .into_bytes(),
                    );
                }
            }
            posts
        })
        .collect();
    let started = Instant::now();
    let latencies = load::run(&address, scripts, 303);
    let wall = started.elapsed();
    let entered = latencies.len();
    let rate = entered as f64 / wall.as_secs_f64();
    println!(
        "HTTP result entry, {} clients: {entered} results in {:.2} s = {rate:.0}/s; p50 {:.1} ms, p99 {:.1} ms; {:.0}% of bare SQLite",
        clients(),
        wall.as_secs_f64(),
        percentile(&latencies, 50.0),
        percentile(&latencies, 99.0),
        100.0 * rate / bare
    );

    // For profiling the entry path alone.
    if std::env::var_os("HOYLE_BENCH_ENTRY_ONLY").is_some() {
        return;
    }
    let standings_path = format!("/events/{event}/standings");
    let page = agent()
        .get(format!("{base}{standings_path}"))
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    STATIC_PAGE.set("x".repeat(page.len())).unwrap();
    let standings = page_rate(&base, &standings_path);
    let fixed = page_rate(&base, "/bench/static");
    // The ceiling of this set-up: the same clients fetching a tiny fixed page.
    let tiny = page_rate(&base, "/bench/tiny");
    println!(
        "standings page ({} bytes, {entered} results): {standings:.0}/s; fixed page of the same size: {fixed:.0}/s; ratio {:.0}%",
        page.len(),
        100.0 * standings / fixed
    );
    println!(
        "tiny fixed page: {tiny:.0}/s (the most this client and server reach on these cores); entry is {:.0}% of it",
        100.0 * rate / tiny
    );
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .build()
        .new_agent()
}

fn page_rate(base: &str, path: &str) -> f64 {
    let address = base.trim_start_matches("http://");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n\r\n").into_bytes();
    let scripts = (0..clients())
        .map(|_| vec![request.clone(); PAGE_REQUESTS_PER_CLIENT as usize])
        .collect();
    let started = Instant::now();
    let latencies = load::run(address, scripts, 200);
    latencies.len() as f64 / started.elapsed().as_secs_f64()
}

/// The load generator: every client is a task on one thread, with one kept-alive connection,
/// sending its requests one at a time. Threads per client would spend the two cores the
/// server needs on the client's own context switches.
mod load {
    use std::time::{Duration, Instant};

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;

    /// Sends each client's requests in order; every answer must have `status`. Returns every
    /// request's latency.
    pub fn run(address: &str, scripts: Vec<Vec<Vec<u8>>>, status: u16) -> Vec<Duration> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .build()
            .unwrap();
        runtime.block_on(async {
            let clients: Vec<_> = scripts
                .into_iter()
                .map(|requests| {
                    let address = address.to_owned();
                    tokio::spawn(async move {
                        let mut stream = TcpStream::connect(&address).await.unwrap();
                        stream.set_nodelay(true).unwrap();
                        let mut buffer = Vec::with_capacity(64 * 1024);
                        let mut times = Vec::with_capacity(requests.len());
                        for request in requests {
                            let t = Instant::now();
                            stream.write_all(&request).await.unwrap();
                            let got = response(&mut stream, &mut buffer).await;
                            times.push(t.elapsed());
                            assert_eq!(got, status, "{}", String::from_utf8_lossy(&request));
                        }
                        times
                    })
                })
                .collect();
            let mut all = Vec::new();
            for client in clients {
                all.extend(client.await.unwrap());
            }
            all
        })
    }

    /// Reads one whole response (headers and a Content-Length body) and returns its status.
    async fn response(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> u16 {
        buffer.clear();
        let mut chunk = [0u8; 16 * 1024];
        let head_end = loop {
            if let Some(i) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                break i + 4;
            }
            let n = stream.read(&mut chunk).await.unwrap();
            assert!(n > 0, "the server closed the connection");
            buffer.extend_from_slice(&chunk[..n]);
        };
        let head = std::str::from_utf8(&buffer[..head_end])
            .unwrap()
            .to_ascii_lowercase();
        let status: u16 = head[9..12].parse().unwrap();
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .map(|v| v.trim().parse().unwrap())
            .expect("every answer here has a Content-Length");
        while buffer.len() < head_end + length {
            let n = stream.read(&mut chunk).await.unwrap();
            assert!(n > 0, "the server closed the connection");
            buffer.extend_from_slice(&chunk[..n]);
        }
        status
    }
}

fn percentile(latencies: &[Duration], p: f64) -> f64 {
    let mut sorted = latencies.to_vec();
    sorted.sort();
    let index = ((sorted.len() as f64 * p / 100.0).ceil() as usize)
        .saturating_sub(1)
        .min(sorted.len() - 1);
    sorted[index].as_secs_f64() * 1000.0
}

/// Single-row commits, one transaction each, with the pragmas the app uses.
fn bare_sqlite_rate(path: &std::path::Path, rows: u32, synchronous: &str) -> f64 {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute_batch(&format!(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = {synchronous}; PRAGMA busy_timeout = 5000;
         CREATE TABLE r (id INTEGER PRIMARY KEY, board INTEGER, ns INTEGER, ew INTEGER, tricks INTEGER, at TEXT) STRICT;",
    ))
    .unwrap();
    let started = Instant::now();
    for i in 0..rows {
        let tx = conn.unchecked_transaction().unwrap();
        tx.execute(
            "INSERT INTO r (board, ns, ew, tricks, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            (i, i % 100, i % 97, i % 14, "2026-11-23T00:00:00Z"),
        )
        .unwrap();
        tx.commit().unwrap();
    }
    f64::from(rows) / started.elapsed().as_secs_f64()
}
