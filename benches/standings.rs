//! Standings of a large event: 3,000 results (30 boards each played at 100 tables), for whist
//! (with some revokes) and compass auction; and a 99-table movement. Figures: docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hoyle::laws::duplicate::{BoardResult, Direction, Entry, Game, Revoke, RevokeRule, standings};
use hoyle::movement::mitchell::Mitchell;
use hoyle::movement::{howell, individual, mnemonic, relay, teams};
use hoyle::scoring::{self, Method, Outcome, Settings, Side};

const BOARDS: u32 = 30;
const TABLES: u32 = 100;

fn event(game: Game) -> Vec<BoardResult> {
    let mut results = Vec::new();
    for board in 1..=BOARDS {
        for table in 1..=TABLES {
            let ns_tricks = ((board * 7 + table * 3) % 14) as u8;
            let entry = match game {
                Game::Whist => {
                    let revoke = (table % 37 == 0).then_some(Revoke {
                        by: if board % 2 == 0 {
                            Direction::Ns
                        } else {
                            Direction::Ew
                        },
                        count: 1,
                        tricks_before: 0,
                    });
                    Entry::Whist { ns_tricks, revoke }
                }
                Game::Auction => Entry::Auction {
                    ns_points: i64::from((board * 53 + table * 31) % 700),
                    ew_points: i64::from((board * 29 + table * 17) % 500),
                    excess: 0,
                },
            };
            results.push(BoardResult {
                board,
                ns: table,
                ew: (table + board) % TABLES + 1,
                entry,
            });
        }
    }
    results
}

fn benches(c: &mut Criterion) {
    let whist = event(Game::Whist);
    let auction = event(Game::Auction);
    assert_eq!(whist.len(), 3000);
    c.bench_function("standings whist 3000 results", |b| {
        b.iter(|| standings(Game::Whist, RevokeRule::General, black_box(&whist)).unwrap())
    });
    c.bench_function("standings auction 3000 results", |b| {
        b.iter(|| standings(Game::Auction, RevokeRule::General, black_box(&auction)).unwrap())
    });
    c.bench_function("mitchell 99 tables schedule", |b| {
        b.iter(|| Mitchell::new(black_box(99), 3, None).unwrap().schedule())
    });
    // The largest of each movement in the library (issue 15: building any movement < 1 ms).
    c.bench_function("relay mitchell 100 tables", |b| {
        b.iter(|| relay::relay(black_box(100), 3, None, &[7]).unwrap())
    });
    c.bench_function("howell 16 tables", |b| {
        b.iter(|| howell::howell(black_box(32), 3, None).unwrap())
    });
    c.bench_function("howell 31 pairs with a phantom", |b| {
        b.iter(|| howell::howell(black_box(31), 3, None).unwrap())
    });
    c.bench_function("individual 28 players", |b| {
        b.iter(|| individual::individual(black_box(28), 3, None).unwrap())
    });
    c.bench_function("teams 64", |b| {
        b.iter(|| teams::teams(black_box(64), 8, None).unwrap())
    });
    c.bench_function("mnemonic 100 deals", |b| {
        b.iter(|| mnemonic::mnemonic(black_box(100)).unwrap())
    });
    // Issue 15: standings by matchpoints of the same 3,000 results (< 5 ms), from the N-S scores
    // the law gave, and the whole way from the entries (the law, then the method).
    let scores = ns_scores(&auction);
    let settings = Settings::default();
    c.bench_function("matchpoints 3000 results from scores", |b| {
        b.iter(|| {
            scoring::standings(Method::Matchpoints, &settings, black_box(&scores), |k| k.0).unwrap()
        })
    });
    c.bench_function("matchpoints 3000 results from entries", |b| {
        b.iter(|| {
            let scores = ns_scores(black_box(&auction));
            scoring::standings(Method::Matchpoints, &settings, &scores, |k| k.0).unwrap()
        })
    });
    c.bench_function("cross-imps 3000 results from scores", |b| {
        b.iter(|| {
            scoring::standings(Method::CrossImps, &settings, black_box(&scores), |k| k.0).unwrap()
        })
    });
}

/// The law's N-S score of every result, as the scoring methods take them.
fn ns_scores(results: &[BoardResult]) -> Vec<scoring::BoardResult<(Side, u32)>> {
    let law = standings(Game::Auction, RevokeRule::General, results).unwrap();
    law.boards
        .iter()
        .flat_map(|b| {
            b.results.iter().map(|r| scoring::BoardResult {
                board: b.board,
                ns: (Side::Ns, r.ns),
                ew: (Side::Ew, r.ew),
                outcome: Outcome::Played(r.ns_score),
            })
        })
        .collect()
}

criterion_group! {
    name = group;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_secs(1));
    targets = benches
}
criterion_main!(group);
