//! Every page of the largest event Hoyle accepts (150 tables, 6 boards a round, 40 rounds, every
//! result entered: 36,000) and of the largest party (a progressive euchre of 600 guests at 150
//! tables, 40 rounds entered), and of the largest skat congress (600 players at 150 tables of
//! four, 60 rounds a series, 200 prizes; two series, the first entered by its totals and
//! closed, the second deal by deal, 35,850 deals, still being played), timed and its extra
//! memory measured, through the real server (`cargo bench --bench pages`; issue 13's target:
//! each under 100 ms and 50 MB; figures in docs/PERFORMANCE.md). The congress's entry rate is
//! timed too, its writes against the whole-congress reads each write made before issue 13.
//! `HOYLE_BENCH_PAGES=congress` runs the congress alone, `events` the event and party alone.
//! Only ever sent to 127.0.0.1.

#![allow(clippy::unwrap_used)]

#[path = "pages/congress.rs"]
mod congress;

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
    let only = std::env::var("HOYLE_BENCH_PAGES").unwrap_or_default();
    let only_congress = only == "congress";
    // The congress is filled first when it runs: its 35,400 deals and their history share the
    // database and the allocator with the event's pages, so "events" times those alone too.
    let congress = (only != "events").then(|| congress::largest(&pool));
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
    let (event, entered) = if only_congress {
        (0, 0)
    } else {
        hoyle::db::write(&pool, |tx| {
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
        .unwrap()
    };
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
    let party = if only_congress {
        0
    } else {
        largest_party(&agent, &base, &token, &pool)
    };
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
        "/parties".to_owned(),
        format!("/parties/{party}"),
        format!("/parties/{party}/round"),
        format!("/parties/{party}/tables/150"),
        format!("/parties/{party}/seating"),
        format!("/parties/{party}/cards"),
        format!("/parties/{party}/standings"),
        format!("/parties/{party}/standings.csv"),
        format!("/parties/{party}/prizes"),
        format!("/parties/{party}/prizes.csv"),
        format!("/parties/{party}/draw"),
    ];
    let pages = if only_congress {
        &pages[..0]
    } else {
        &pages[..]
    };
    table_of_pages(&agent, &base, &token, pages.iter().cloned(), || {});
    if let Some(congress) = congress {
        congress::pages(&agent, &base, &token, &pool, congress);
    }
}

/// Fetches each page three times, the first right after `write` (so nothing kept from an
/// earlier request is served), and prints a line of the table for each.
fn table_of_pages(
    agent: &ureq::Agent,
    base: &str,
    token: &str,
    pages: impl Iterator<Item = String>,
    mut write: impl FnMut(),
) {
    let mut pages = pages.peekable();
    if pages.peek().is_none() {
        return;
    }
    println!("| page | status | bytes | first (ms) | best of 3 (ms) | extra memory at peak (MB) |");
    println!("|---|---|---|---|---|---|");
    for path in pages {
        write();
        let mut times = Vec::new();
        let (mut status, mut bytes, mut extra) = (0, 0, 0u64);
        for _ in 0..3 {
            reset_peak();
            let (before, _) = memory();
            let t = Instant::now();
            (status, bytes) = fetch(agent, base, token, &path);
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

/// Gets `path` as the director and reads the whole answer: its status and size. The body is
/// read into nothing, so the client's copy is not counted as the server's memory.
fn fetch(agent: &ureq::Agent, base: &str, token: &str, path: &str) -> (u16, usize) {
    let mut reply = agent
        .get(format!("{base}{path}"))
        .header("Cookie", format!("hoyle_session={token}"))
        .call()
        .unwrap();
    let bytes = std::io::copy(
        &mut reply.body_mut().with_config().limit(1 << 30).reader(),
        &mut std::io::sink(),
    )
    .unwrap();
    (reply.status().as_u16(), bytes as usize)
}

/// A progressive euchre of 600 guests (150 tables by tallies), with 40 rounds entered through
/// the real round form; returns its id.
fn largest_party(agent: &ureq::Agent, base: &str, token: &str, pool: &hoyle::db::Pool) -> i64 {
    use hoyle::db::parties::{MAX_GUESTS, MAX_ROUNDS};
    let tables = MAX_GUESTS / 4;
    let mut guests = String::new();
    for t in 1..=tables {
        for side in ["A", "B"] {
            guests.push_str(&format!("Lady {t}{side}, lady, {t} {side}\n"));
            guests.push_str(&format!("Gent {t}{side}, gentleman, {t} {side}\n"));
        }
    }
    let post = |path: &str, form: &[(String, String)]| {
        let body = serde_html_form::to_string(form).unwrap();
        let reply = agent
            .post(format!("{base}{path}"))
            .header("Cookie", format!("hoyle_session={token}"))
            .header("Origin", base)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .send(body)
            .unwrap();
        assert_eq!(reply.status().as_u16(), 303, "{path}");
        reply
            .headers()
            .get("location")
            .and_then(|l| l.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let form: Vec<(String, String)> = [
        ("kind", "progressive-euchre"),
        ("name", "The largest party"),
        ("date", "2027-03-08"),
        ("guests", guests.as_str()),
        ("seed", "42"),
        ("prizes_each", "1"),
        ("by_sex", "true"),
        ("ties", "lot"),
    ]
    .iter()
    .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
    .collect();
    let location = post("/parties", &form);
    let id: i64 = location.trim_start_matches("/parties/").parse().unwrap();
    let started = Instant::now();
    for round in 1..=MAX_ROUNDS {
        let stored = hoyle::db::read(pool, |c| hoyle::db::parties::load(c, id)).unwrap();
        let evening = stored.evening().unwrap();
        let seating = evening.party.seating();
        let mut form = vec![("round".to_owned(), round.to_string())];
        for t in &seating.tables {
            let seat = if (round + t.table).is_multiple_of(2) {
                0
            } else {
                2
            };
            form.push((format!("t{}_winner", t.table), t.seats[seat].clone()));
        }
        post(&format!("/parties/{id}/round"), &form);
    }
    println!(
        "{} rounds of a {tables}-table party entered in {:.1} s",
        MAX_ROUNDS,
        started.elapsed().as_secs_f64()
    );
    id
}
