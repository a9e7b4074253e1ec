//! A 100-player freeze-out at tables of nine (issue 24: under 1 ms): the seats drawn by lot, then
//! all 99 players out one by one, the tables broken and balanced after each; beside it the same
//! with the standings and prizes made at the end. Figures: docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hoyle::freezeout::{Event, Settings, State, standings};

const PLAYERS: usize = 100;

/// The entries, and the events: the draw, then 99 players out, each time the one at a seat a
/// simple sequence picks among those still in (so players go out at every table in turn).
fn freeze_out() -> (Vec<String>, Vec<Event>) {
    let names: Vec<String> = (1..=PLAYERS).map(|i| format!("Player {i}")).collect();
    let mut state = State::new(Settings::default()).unwrap();
    for n in &names {
        state.apply(&Event::Enter { name: n.clone() }).unwrap();
    }
    let mut events = vec![Event::Seat { seed: 20261128 }];
    state.apply(&events[0]).unwrap();
    let mut pick = 7usize;
    while state.players_left() > 1 {
        let still: Vec<String> = state
            .tables()
            .iter()
            .flat_map(|t| t.seats.iter().flatten().cloned())
            .collect();
        pick = (pick * 31 + 17) % 1009;
        let by = still[(pick + 1) % still.len()].clone();
        let player = still[pick % still.len()].clone();
        let by = (by != player).then_some(by);
        let ev = Event::Bust { player, by };
        state.apply(&ev).unwrap();
        events.push(ev);
    }
    (names, events)
}

fn benches(c: &mut Criterion) {
    let (names, events) = freeze_out();
    assert_eq!(events.len(), PLAYERS);
    let settings = Settings::default();
    let done = State::replay(settings.clone(), &names, &events).unwrap();
    assert!(done.state.is_over());
    let moved: usize = done.moves.iter().skip(1).map(Vec::len).sum();
    assert!(moved > 0);
    c.bench_function(
        "freezeout 100 players: seats drawn, 99 out, balanced after each",
        |b| {
            b.iter(|| {
                State::replay(
                    black_box(settings.clone()),
                    black_box(&names),
                    black_box(&events),
                )
                .unwrap()
            })
        },
    );
    c.bench_function(
        "freezeout 100 players replayed with standings and prizes",
        |b| {
            b.iter(|| {
                let r =
                    State::replay(black_box(settings.clone()), &names, black_box(&events)).unwrap();
                standings(&r.state)
            })
        },
    );
}

criterion_group! {
    name = freezeout;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(3));
    targets = benches
}
criterion_main!(freezeout);
