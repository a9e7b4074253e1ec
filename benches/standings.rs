//! Standings of a large event: 3,000 results (30 boards each played at 100 tables), for whist
//! (with some revokes) and compass auction; and a 99-table movement. Figures: docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hoyle::laws::duplicate::{BoardResult, Direction, Entry, Game, Revoke, RevokeRule, standings};
use hoyle::movement::mitchell::Mitchell;

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
}

criterion_group! {
    name = group;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_secs(1));
    targets = benches
}
criterion_main!(group);
