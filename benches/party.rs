//! A 100-table progressive party (400 guests): the next seating for every table after a round,
//! and that page rendered through its template, as the room waits for it. Figures:
//! docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Duration;

use askama::Template;
use criterion::{Criterion, criterion_group, criterion_main};
use hoyle::evening::{self, Guest, Kind};
use hoyle::party::Sex;
use hoyle::party::progression::{Party, RoundResult, Seating, TableResult};
use hoyle::web::Ctx;
use hoyle::web::parties::seating_page;

const TABLES: u32 = 100;
const ROUNDS: u32 = 12;

/// Lady and gentleman k of each table, seated "t A" / "t B" by their tallies.
fn guests() -> Vec<Guest> {
    let mut out = Vec::new();
    for t in 1..=TABLES {
        for side in ["A", "B"] {
            for (sex, who) in [(Sex::Lady, "Mrs"), (Sex::Gentleman, "Mr")] {
                out.push(Guest {
                    name: format!("{who} {t}{side}"),
                    sex,
                    tally: Some(format!("{t} {side}")),
                    place: None,
                    arrives_after: None,
                    leaves_after: None,
                });
            }
        }
    }
    out
}

/// A round's results: side A wins at tables where round + table is even, else side B.
fn results(seating: &Seating) -> BTreeMap<u32, TableResult> {
    seating
        .tables
        .iter()
        .map(|t| {
            let seat = if (seating.round + t.table).is_multiple_of(2) {
                0
            } else {
                2
            };
            (
                t.table,
                TableResult {
                    table: t.table,
                    winner: Some(t.seats[seat].clone()),
                    ..TableResult::default()
                },
            )
        })
        .collect()
}

fn render(party: &Party) -> String {
    seating_page(
        Ctx::default(),
        1,
        "Charity euchre",
        party.settings(),
        party.seating(),
    )
    .render()
    .unwrap()
}

fn benches(c: &mut Criterion) {
    let settings = Kind::ProgressiveEuchre.settings();
    let guests = guests();
    assert_eq!(guests.len(), 400);
    let start = evening::replay(&settings, &guests, &BTreeMap::new(), 0).unwrap();
    let round1 = RoundResult {
        round: 1,
        tables: results(start.party.seating()).into_values().collect(),
        ..RoundResult::default()
    };
    c.bench_function(
        "party 100 tables: next seating after a round + render",
        |b| {
            b.iter(|| {
                let mut party = start.party.clone();
                party.play(black_box(&round1)).unwrap();
                render(&party).len()
            })
        },
    );

    // What the seating page does on every request: replay the whole evening from the stored
    // tallies (twelve rounds, the large euchre's evening, seed 001 L6766–6768), then render.
    let mut stored = BTreeMap::new();
    let mut e = start.clone();
    for _ in 0..ROUNDS {
        let round = e.round();
        stored.insert(round, results(e.party.seating()));
        e = evening::replay(&settings, &guests, &stored, 0).unwrap();
    }
    assert_eq!(e.round(), ROUNDS + 1);
    c.bench_function(
        "party 100 tables: replay 12 rounds + render the seating page",
        |b| {
            b.iter(|| {
                let e = evening::replay(&settings, &guests, black_box(&stored), 0).unwrap();
                render(&e.party).len()
            })
        },
    );
}

criterion_group! {
    name = group;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_secs(1));
    targets = benches
}
criterion_main!(group);
