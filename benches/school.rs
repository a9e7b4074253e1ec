//! A school of eight players and 500 deals of spoil five (the pool fed and carried, three tricks
//! win it, jinks played for), scored and settled (issue 23: under 1 ms); beside it the whole of
//! `hoyle score`'s JSON contract (text read, scored, settled, written) and the text's parsing
//! alone, so the three compare in one run. Figures: docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hoyle::laws::ledger::school;
use hoyle::laws::nap::spoil_five::SpoilFive;
use hoyle::laws::registry;
use serde_json::{Value, json};

const PLAYERS: usize = 8;
const DEALS: usize = 500;

/// Eight players at spoil five: tricks spread so that about one deal in three is spoilt (no
/// three tricks) and the pool carries, and now and then a jink is tried.
fn spoil_five() -> String {
    let players: Vec<String> = (0..PLAYERS).map(|p| format!("Player {}", p + 1)).collect();
    let deals: Vec<Value> = (0..DEALS)
        .map(|d| {
            let mut tricks = vec![0; PLAYERS];
            match d % 3 {
                // Spoilt: two, two and one.
                0 => {
                    tricks[d % PLAYERS] = 2;
                    tricks[(d + 1) % PLAYERS] = 2;
                    tricks[(d + 2) % PLAYERS] = 1;
                }
                // Won with three.
                1 => {
                    tricks[d % PLAYERS] = 3;
                    tricks[(d + 3) % PLAYERS] = 2;
                }
                // Won with all five, the jink played for.
                _ => tricks[(d * 5) % PLAYERS] = 5,
            }
            match d % 3 {
                2 => json!({"tricks": tricks, "jink": true}),
                _ => json!({"tricks": tricks}),
            }
        })
        .collect();
    json!({"settings": {"jink": "one_counter"}, "players": players, "deals": deals}).to_string()
}

fn benches(c: &mut Criterion) {
    let input = spoil_five();
    let out: Value = serde_json::from_str(&registry::score("spoil-five", &input).unwrap()).unwrap();
    assert_eq!(out["deals"].as_array().unwrap().len(), DEALS);
    let read: Value = serde_json::from_str(&input).unwrap();
    let players: Vec<String> = serde_json::from_value(read["players"].clone()).unwrap();
    let deals = read["deals"].as_array().unwrap();
    let (ledger, settlement) =
        school::settle::<SpoilFive>(&read["settings"], &players, Default::default(), deals)
            .unwrap();
    assert_eq!(ledger.posted().len(), DEALS);
    assert!(settlement.len() < PLAYERS + 1);
    c.bench_function(
        "school spoil-five 8 players 500 deals scored and settled",
        |b| {
            b.iter(|| {
                school::settle::<SpoilFive>(
                    black_box(&read["settings"]),
                    &players,
                    Default::default(),
                    black_box(deals),
                )
                .unwrap()
            })
        },
    );
    c.bench_function(
        "school spoil-five 8 players 500 deals through hoyle score's JSON",
        |b| b.iter(|| registry::score("spoil-five", black_box(&input)).unwrap()),
    );
    c.bench_function("school parsing alone, 8 players 500 deals", |b| {
        b.iter(|| serde_json::from_str::<Value>(black_box(&input)).unwrap())
    });
}

criterion_group! {
    name = school;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(3));
    targets = benches
}
criterion_main!(school);
