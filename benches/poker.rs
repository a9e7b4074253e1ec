//! Ranking 1,000,000 random seven-card hands, the best five of each (issue 24: under 1 s), by
//! the evaluator's key (`Rules::key`, what the law compares hands by); beside it the same hands
//! under deuces wild, where the evaluator tries every five. The hands are dealt from a fixed
//! seed before the timing starts. Figures: docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hoyle::laws::poker::hands::{Card, Rules};

const HANDS: usize = 1_000_000;
/// The seed the hands are dealt from, so every run ranks the same hands.
const SEED: u64 = 24;

/// SplitMix64: a small generator, enough to shuffle a pack the same way every run.
struct Lot(u64);

impl Lot {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `n` hands of seven cards, each the top seven of a pack shuffled (Fisher–Yates) from the seed.
fn deal(n: usize) -> Vec<[Card; 7]> {
    let mut pack: Vec<Card> = (0..4u8)
        .flat_map(|suit| (2..=14u8).map(move |rank| Card { rank, suit }))
        .collect();
    let mut lot = Lot(SEED);
    (0..n)
        .map(|_| {
            for i in 0..7 {
                let j = i + (lot.next() % (52 - i) as u64) as usize;
                pack.swap(i, j);
            }
            std::array::from_fn(|i| pack[i])
        })
        .collect()
}

fn rank_all(rules: &Rules, hands: &[[Card; 7]]) -> u64 {
    hands
        .iter()
        .map(|h| rules.key(h, None).unwrap())
        .fold(0, u64::wrapping_add)
}

fn benches(c: &mut Criterion) {
    let hands = deal(HANDS);
    let plain = Rules::default();
    c.bench_function(
        "poker: 1,000,000 seven-card hands ranked (best five)",
        |b| b.iter(|| rank_all(&plain, black_box(&hands))),
    );
    let wild = Rules {
        deuces_wild: true,
        ..Rules::default()
    };
    let some = &hands[..HANDS / 100];
    c.bench_function("poker: 10,000 seven-card hands ranked, deuces wild", |b| {
        b.iter(|| rank_all(&wild, black_box(some)))
    });
}

criterion_group! {
    name = poker;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(10));
    targets = benches
}
criterion_main!(poker);
