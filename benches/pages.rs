//! Every page of the largest event Hoyle accepts (150 tables, 6 boards a round, 40 rounds, every
//! result entered: 36,000), timed and its extra memory measured, through the real server
//! (`cargo bench --bench pages`; issue 13's target: each under 100 ms and 50 MB; figures in
//! docs/PERFORMANCE.md). Only ever sent to 127.0.0.1.

#![allow(clippy::unwrap_used)]

use std::net::TcpListener;
use std::time::{Duration, Instant};

use hoyle::db::events::{MAX_BOARDS_PER_ROUND, MAX_ROUNDS, MAX_TABLES, NewEvent};
use hoyle::db::results::NewResult;
use hoyle::laws::duplicate::{Entry, Game, RevokeRule};

/// Resident memory now and at its peak since the last reset, in KiB (Linux).
fn memory() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// Resets the peak to the present (Linux: writing 5 to clear_refs).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn main() {
    let dir = tempfile::tempdir_in(".").unwrap();
    let pool = hoyle::db::open(&dir.path().join("hoyle.db")).unwrap();
    let hash = hoyle::auth::hash_password("benchmark password").unwrap();
    let token = hoyle::db::write(&pool, |tx| {
        let director = hoyle::db::auth::create_director(tx, "Bench", &hash)?;
        hoyle::db::auth::create_session(tx, director.id)
    })
    .unwrap();
    let new = NewEvent {
        name: "The largest room".into(),
        date: chrono::NaiveDate::from_ymd_opt(2027, 3, 8).unwrap(),
        season: String::new(),
        game: Game::Whist,
        tables: MAX_TABLES,
        boards_per_round: MAX_BOARDS_PER_ROUND,
        rounds: Some(MAX_ROUNDS),
        revoke_rule: RevokeRule::General,
    };
    assert!(new.check().is_empty(), "{:?}", new.check());
    let started = Instant::now();
    let (event, entered) = hoyle::db::write(&pool, |tx| {
        let id = hoyle::db::events::create(tx, &new)?;
        let event = hoyle::db::events::get(tx, id)?;
        let movement = event.movement()?;
        let mut n = 0;
        for round in 1..=movement.rounds() {
            for table in 1..=movement.tables() {
                let seat = movement.seating(round, table).unwrap();
                for board in seat.boards {
                    let entry = Entry::Whist {
                        ns_tricks: ((board * 7 + table * 3) % 14) as u8,
                        revoke: None,
                    };
                    let result = NewResult {
                        board,
                        ns: seat.ns,
                        ew: seat.ew,
                        entry,
                        contract: None,
                    };
                    hoyle::db::results::enter(tx, &event, &result, "Bench")?;
                    n += 1;
                }
            }
        }
        Ok((id, n))
    })
    .unwrap();
    println!(
        "{entered} results entered in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let server_pool = pool.clone();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            hoyle::web::server(listener, server_pool, Some(2))
                .unwrap()
                .await
        })
    });
    std::thread::sleep(Duration::from_millis(300));
    let agent = ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(120)))
        .build()
        .new_agent();
    let pages = [
        "/".to_owned(),
        format!("/events/{event}"),
        format!("/events/{event}/standings"),
        format!("/events/{event}/standings.csv"),
        format!("/events/{event}/results.csv"),
        format!("/events/{event}/print/schedule"),
        format!("/events/{event}/print/guide-cards"),
        format!("/events/{event}/print/travellers"),
        format!("/events/{event}/print/movement-cards"),
        format!("/events/{event}/boards/1"),
        format!("/events/{event}/boards/900"),
        format!("/events/{event}/entry?round=40&table=150"),
        format!("/events/{event}/pairs"),
        format!("/api/v1/events/{event}"),
        format!("/api/v1/events/{event}/standings"),
        format!("/api/v1/events/{event}/results"),
        "/seasons".to_owned(),
        "/seasons/2027".to_owned(),
    ];
    println!("| page | status | bytes | first (ms) | best of 3 (ms) | extra memory at peak (MB) |");
    println!("|---|---|---|---|---|---|");
    for path in pages {
        let mut times = Vec::new();
        let (mut status, mut bytes, mut extra) = (0, 0, 0u64);
        for _ in 0..3 {
            reset_peak();
            let (before, _) = memory();
            let t = Instant::now();
            let mut reply = agent
                .get(format!("{base}{path}"))
                .header("Cookie", format!("hoyle_session={token}"))
                .call()
                .unwrap();
            status = reply.status().as_u16();
            bytes = reply
                .body_mut()
                .with_config()
                .limit(1 << 30)
                .read_to_vec()
                .unwrap()
                .len();
            times.push(t.elapsed());
            let (_, peak) = memory();
            extra = extra.max(peak.saturating_sub(before));
        }
        let best = times.iter().min().unwrap();
        println!(
            "| `{path}` | {status} | {bytes} | {:.1} | {:.1} | {:.1} |",
            times[0].as_secs_f64() * 1000.0,
            best.as_secs_f64() * 1000.0,
            extra as f64 / 1024.0
        );
    }
}
