//! The largest skat congress the limits allow, filled through the library's own writes, its
//! entry rate timed, and every page of it fetched (see `pages.rs`).
//!
//! The shape: 600 players (`MAX_PLAYERS`) at 150 tables of four, 60 rounds a series
//! (`MAX_ROUNDS`: 240 deals a table), 200 prizes (`MAX_PRIZES`), one prize list. Two series, as
//! the League's congress has two sessions (Laws VIII.12): the first entered by its totals (as
//! the sheets handed in are), with a prize play on every table, and closed; the second entered
//! deal by deal at every table to the last round, a prize possibility O.K.'d every 40th deal
//! and a penalty at every tenth table, still being played. Its last round is entered while the
//! entry rate is timed.

use std::time::Instant;

use hoyle::congress::sheet::{Fine, PlayLine, Totals};
use hoyle::congress::{MAX_PRIZES, MAX_ROUNDS, Settings};
use hoyle::db::congress::{self as store, DealEntry, MAX_PLAYERS, NewCongress};
use hoyle::party::skat_league::{Class, Play, Suit};

use super::{fetch, table_of_pages};

const TABLES: u32 = (MAX_PLAYERS / 4) as u32;
const SEATS: u32 = 4;
const DEALS: u32 = MAX_ROUNDS * SEATS;
/// Deals a table leaves for the timed entry (its last round).
const LEFT: u32 = SEATS;

/// Deal `i` (0 up) of a table of four: the dealer sits out, the declarer is one of the three
/// dealt in; a game a little over half of the time won.
fn deal(i: u32, table: u32) -> DealEntry {
    let dealer = (SEATS - 1 + i) % SEATS;
    let declarer = (dealer + 1 + (i + table) % 3) % SEATS;
    let points = 40 + (i * 7 + table * 13) % 70;
    let (game, trump) = match (i + table) % 4 {
        0 => ("solo", r#", "trump": "clubs""#),
        1 => ("tournee", r#", "trump": "hearts""#),
        2 => ("grand_solo", ""),
        _ => ("solo", r#", "trump": "diamonds""#),
    };
    let with = 1 + (i + table) % 3;
    let prize = i % 40 == 7 && points > 60;
    DealEntry {
        json: format!(
            r#"{{"declarer": {declarer}, "game": "{game}"{trump}, "matadores": {{"with": {with}}}, "card_points": {points}}}"#
        ),
        remark: if prize {
            format!("with {with}")
        } else {
            String::new()
        },
        prize,
        ok_by: if prize {
            "Skat Master".into()
        } else {
            String::new()
        },
        debarred: false,
    }
}

/// Makes the congress; returns its id.
pub fn largest(pool: &hoyle::db::Pool) -> i64 {
    let started = Instant::now();
    let settings = Settings {
        rounds: MAX_ROUNDS,
        prizes: MAX_PRIZES,
        ..Settings::default()
    };
    let id = hoyle::db::write(pool, |tx| {
        let new = NewCongress {
            name: "The largest congress".into(),
            date: "2027-03-08".into(),
            settings,
            prize_seed: 42,
        };
        let id = store::create(tx, &new, "Bench")?;
        for p in 1..=MAX_PLAYERS {
            store::register(tx, id, &format!("Player {p:03}"), None, "Bench")?;
        }
        // Series 1, entered by its totals and closed.
        store::draw_series(tx, id, 1926, "Bench")?;
        for t in 1..=TABLES {
            let lines: Vec<Totals> = (0..SEATS)
                .map(|s| Totals {
                    won: 20 + (t * 7 + s * 11) % 40,
                    lost: 5 + (t * 3 + s * 5) % 30,
                    points: i64::from((t * 37 + s * 101) % 900) - 150,
                })
                .collect();
            store::save_totals(tx, id, 1, t, &lines, false, "Bench")?;
            let play = PlayLine {
                seat: (t % SEATS) as usize,
                play: Play {
                    class: Class::Solo,
                    suit: Some(Suit::Clubs),
                    without: 1 + t % 4,
                    value: 30 + t % 50,
                    card_points: 61 + t % 50,
                    debarred: false,
                },
                remark: "without".into(),
                ok_by: "Skat Master".into(),
            };
            store::add_play(tx, id, 1, t, &play, "Bench")?;
        }
        store::close_series(tx, id, 1, "Bench")?;
        store::draw_series(tx, id, 1927, "Bench")?;
        Ok(id)
    })
    .unwrap();
    // Series 2, deal by deal: one transaction a table (the fill is not what is timed).
    for t in 1..=TABLES {
        hoyle::db::write(pool, |tx| {
            for i in 0..DEALS - LEFT {
                store::save_deal(tx, (id, 2, t), i + 1, None, &deal(i, t), "Bench")?;
            }
            if t % 10 == 0 {
                let fine = Fine {
                    seat: 1,
                    round: 3,
                    points: 10,
                    reason: "a misdeal".into(),
                };
                store::add_fine(tx, id, 2, t, &fine, "Bench")?;
            }
            Ok(())
        })
        .unwrap();
    }
    println!(
        "a congress of {MAX_PLAYERS} players made and {} deals entered in {:.1} s",
        TABLES * (DEALS - LEFT),
        started.elapsed().as_secs_f64()
    );
    id
}

/// Times the entry of the last round's deals, each its own transaction as a scorer's is: now,
/// and with the two reads of the whole congress each write made before issue 13 (`load` at its
/// start and again to total the table), in the same run, at alternate tables.
fn entry_rate(pool: &hoyle::db::Pool, id: i64) {
    let mut now = Vec::new();
    let mut before = Vec::new();
    for t in 1..=TABLES {
        let whole = t % 5 == 0; // 30 tables the old way, 120 the new
        for i in DEALS - LEFT..DEALS {
            let started = Instant::now();
            hoyle::db::write(pool, |tx| {
                if whole {
                    store::load(tx, id)?;
                }
                store::save_deal(tx, (id, 2, t), i + 1, None, &deal(i, t), "Bench")?;
                if whole {
                    store::load(tx, id)?;
                }
                Ok(())
            })
            .unwrap();
            if whole { &mut before } else { &mut now }.push(started.elapsed().as_secs_f64());
        }
    }
    let report = |what: &str, v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let total: f64 = v.iter().sum();
        println!(
            "| {what} | {} | {:.2} | {:.2} | {:.0}/s |",
            v.len(),
            v[v.len() / 2] * 1000.0,
            v[v.len() * 99 / 100] * 1000.0,
            v.len() as f64 / total
        );
        v.len() as f64 / total
    };
    println!("| congress entry, a deal a transaction | writes | p50 (ms) | p99 (ms) | rate |");
    println!("|---|---|---|---|---|");
    let after = report("now: the write reads its own table", &mut now);
    let old = report(
        "before: each write reads the whole congress twice",
        &mut before,
    );
    println!("entry rate now / before: {:.1}", after / old);
}

/// Fetches the pages that share the whole congress as the server has kept it since it started,
/// times the entry rate, then fetches every congress page, each first right after a write (a
/// penalty added at a table of the open series) and twice more while kept: the first of those
/// that needs the whole congress reads it again, every table having been written since.
pub fn pages(agent: &ureq::Agent, base: &str, token: &str, pool: &hoyle::db::Pool, id: i64) {
    // The pages that need the whole congress share it, totalled once as the server starts
    // (`web::congress::warm`, on its own thread); timed apart here, so that each first request
    // in the table below is the first after a write.
    println!(
        "| first since the server started (the congress kept as it started) | status | bytes | ms |"
    );
    println!("|---|---|---|---|");
    for path in [
        format!("/congresses/{id}/standings"),
        format!("/congresses/{id}/deals.csv"),
        format!("/congresses/{id}/history.csv"),
    ] {
        let t = Instant::now();
        let (status, bytes) = fetch(agent, base, token, &path);
        println!(
            "| `{path}` | {status} | {bytes} | {:.1} |",
            t.elapsed().as_secs_f64() * 1000.0
        );
    }
    println!();
    entry_rate(pool, id);
    let pages = [
        "/congresses".to_owned(),
        format!("/congresses/{id}"),
        format!("/congresses/{id}/series/1/draw"),
        format!("/congresses/{id}/series/2/draw"),
        format!("/congresses/{id}/series/1/tables/150"),
        format!("/congresses/{id}/series/2/tables/1"),
        format!("/congresses/{id}/series/2/tables/150?deal=200"),
        format!("/congresses/{id}/standings"),
        format!("/congresses/{id}/standings.csv"),
        format!("/congresses/{id}/sheets.csv"),
        format!("/congresses/{id}/deals.csv"),
        format!("/congresses/{id}/prizes"),
        format!("/congresses/{id}/prizes.csv"),
        format!("/congresses/{id}/history.csv"),
    ];
    assembly(pool, id);
    let mut n = 0;
    table_of_pages(agent, base, token, pages.into_iter(), || {
        n += 1;
        hoyle::db::write(pool, |tx| {
            let fine = Fine {
                seat: 0,
                round: 1 + n % MAX_ROUNDS,
                points: 10,
                reason: "looked at the skat".into(),
            };
            store::add_fine(tx, id, 2, 1 + n % TABLES, &fine, "Bench")
        })
        .unwrap();
    });
}

/// The work of the first standings request after a write, in the library, the old way and the
/// new in the same run: the whole congress read and every sheet totalled (what each first
/// request after a write paid before), against the kept totals brought up to date after one
/// write (one table totalled again), each with the standings and prizes assembled.
fn assembly(pool: &hoyle::db::Pool, id: i64) {
    let standings = |t: &store::Totalled| {
        let (entries, _) = t.entries();
        let k = &t.seating.congress;
        let ranked = hoyle::congress::standings::standings(&entries);
        let prizes = hoyle::congress::standings::prizes(&k.settings, &entries, k.prize_seed);
        (ranked.len(), prizes.is_ok())
    };
    let mut kept = hoyle::db::read(pool, |c| store::Totalled::read(c, id)).unwrap();
    let (mut whole, mut fresh) = (Vec::new(), Vec::new());
    for n in 0..7u32 {
        hoyle::db::write(pool, |tx| {
            let fine = Fine {
                seat: 1,
                round: 1 + n,
                points: 5,
                reason: "showed a card".into(),
            };
            store::add_fine(tx, id, 2, 1 + (n * 37) % TABLES, &fine, "Bench")
        })
        .unwrap();
        let t = Instant::now();
        let all = hoyle::db::read(pool, |c| store::Totalled::read(c, id)).unwrap();
        let a = standings(&all);
        whole.push(t.elapsed());
        let t = Instant::now();
        if let Some(up) =
            hoyle::db::read(pool, |c| store::Totalled::refresh(c, id, Some(&kept))).unwrap()
        {
            kept = up;
        }
        let b = standings(&kept);
        fresh.push(t.elapsed());
        assert_eq!(a, b);
    }
    let ms = |v: &mut Vec<std::time::Duration>| {
        v.sort();
        (
            v[v.len() / 2].as_secs_f64() * 1000.0,
            v[v.len() - 1].as_secs_f64() * 1000.0,
        )
    };
    let (w50, wmax) = ms(&mut whole);
    let (f50, fmax) = ms(&mut fresh);
    println!(
        "| standings and prizes after a write, in the library (7 writes) | median (ms) | most (ms) |"
    );
    println!("|---|---|---|");
    println!("| before: the whole congress read, every sheet totalled | {w50:.1} | {wmax:.1} |");
    println!("| now: the kept totals, the table written totalled again | {f50:.1} | {fmax:.1} |");
    println!();
}
