//! The freeze-out's properties: over random fields, table sizes, seeds, players out and late
//! entries, the tables never differ by more than one, every player still in sits once, the
//! places are 1..=n each once, the prizes pay the pool, and the same events replay to the same
//! state; and the moves a bust made, stored as events, replay without change.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;

use super::tests::{at_table, check_seating, counts, names, seated, spread};
use super::*;

#[test]
fn the_moves_a_bust_made_replay_as_stored_events_without_change() {
    let mut events = vec![Event::Seat { seed: 21 }];
    let mut state = seated(25, 9, 21);
    let mut stored = events.clone();
    for _ in 0..12 {
        let name = at_table(&state, 1)[0].clone();
        let ev = Event::Bust {
            player: name,
            by: None,
        };
        let moves = state.apply(&ev).unwrap();
        events.push(ev.clone());
        stored.push(ev);
        for m in moves {
            stored.push(Event::Move {
                player: m.player,
                table: m.to.table,
                seat: m.to.seat,
            });
        }
    }
    let plain = State::replay(Settings::default(), &names(25), &events)
        .unwrap()
        .state;
    let with_moves = State::replay(Settings::default(), &names(25), &stored).unwrap();
    assert_eq!(plain.tables(), with_moves.state.tables());
    assert_eq!(plain.tables(), state.tables());
    assert!(stored.len() > events.len());
    for (ev, made) in stored.iter().zip(&with_moves.moves) {
        if matches!(ev, Event::Move { .. }) {
            assert!(made.is_empty(), "{ev:?} moved {made:?}");
        }
    }
}

/// A freeze-out of `n` at tables of `size`, with late entries now and then and players out
/// chosen by `picks`, checked after every event.
fn run(
    n: usize,
    size: usize,
    seed: u64,
    picks: &[usize],
    late_every: usize,
) -> (State, Vec<Event>) {
    let settings = Settings {
        table_size: size,
        ..Settings::default()
    };
    let mut state = State::new(settings).unwrap();
    let mut events = Vec::new();
    let apply = |state: &mut State, ev: Event, events: &mut Vec<Event>| {
        state.apply(&ev).unwrap();
        events.push(ev);
        check_seating(state);
        if state.seed().is_some() {
            assert!(spread(state) <= 1, "tables {:?}", counts(state));
        }
    };
    for name in names(n) {
        apply(&mut state, Event::Enter { name }, &mut events);
    }
    apply(&mut state, Event::Seat { seed }, &mut events);
    let mut late = 0;
    for (i, &pick) in picks.iter().cycle().enumerate() {
        if state.players_left() == 1 {
            break;
        }
        if late_every > 0 && i % late_every == late_every - 1 && late < 5 {
            late += 1;
            apply(
                &mut state,
                Event::Enter {
                    name: format!("Late {late}"),
                },
                &mut events,
            );
        }
        let still: Vec<String> = state
            .tables()
            .iter()
            .flat_map(|t| t.seats.iter().flatten().cloned())
            .collect();
        let player = still[pick % still.len()].clone();
        let by = Some(still[(pick + 1) % still.len()].clone()).filter(|b| *b != player);
        apply(&mut state, Event::Bust { player, by }, &mut events);
    }
    (state, events)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn tables_stay_within_one_and_places_and_prizes_add_up(
        n in 2usize..70,
        size in 2usize..=10,
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<usize>(), 1..20),
        late_every in 0usize..6,
    ) {
        let (state, events) = run(n, size, seed, &picks, late_every);
        prop_assert!(state.is_over());
        let rows = standings(&state);
        let mut places: Vec<usize> = rows.iter().map(|r| r.place.unwrap()).collect();
        places.sort_unstable();
        prop_assert_eq!(places, (1..=state.entered()).collect::<Vec<_>>());
        prop_assert_eq!(rows.iter().map(|r| r.prize).sum::<i64>(), state.pool());
        // The same seed and events replay to the same state.
        let again = State::replay(state.settings().clone(), &[], &events).unwrap();
        prop_assert_eq!(&again.state, &state);
    }

    /// Balancing by lot draws a player not yet moved when his table has one (f5: one player was
    /// moved 2 → 1, 1 → 2 and again while others never moved).
    #[test]
    fn balancing_moves_a_player_not_yet_moved_while_his_table_has_one(
        n in 6usize..60,
        size in 3usize..=10,
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<usize>(), 1..20),
    ) {
        let settings = Settings { table_size: size, ..Settings::default() };
        let mut state = State::replay(settings, &names(n), &[Event::Seat { seed }]).unwrap().state;
        for pick in picks.iter().cycle() {
            if state.players_left() == 1 {
                break;
            }
            let before = state.clone();
            let still: Vec<String> = state
                .tables()
                .iter()
                .flat_map(|t| t.seats.iter().flatten().cloned())
                .collect();
            let player = still[pick % still.len()].clone();
            let moves = state.apply(&Event::Bust { player, by: None }).unwrap();
            let moved_now: Vec<&str> = moves.iter().map(|m| m.player.as_str()).collect();
            let had_moved = |name: &str| {
                before.players.iter().any(|p| p.name == name && p.moved)
                    || moved_now.contains(&name)
            };
            for m in moves.iter().filter(|m| m.why == Why::Balance) {
                let was_moved = before.players.iter().any(|p| p.name == m.player && p.moved);
                if was_moved && let Some(from) = m.from {
                    for other in at_table(&before, from.table) {
                        let in_play = state.players.iter().any(|p| p.name == other && p.out.is_none());
                        prop_assert!(
                            !in_play || had_moved(&other),
                            "{} moved again while {other} never had", m.player
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_split_of_shares_pays_the_whole_pool_best_first(
        pool in 0i64..10_000_000,
        shares in proptest::collection::vec(1u32..400, 1..12),
        players in 1usize..20,
    ) {
        // Scale the shares to a thousand: the last takes what is left.
        let total: u32 = shares.iter().sum();
        let mut pm: Vec<u32> = shares.iter().map(|s| s * 1000 / total).collect();
        let given: u32 = pm.iter().sum();
        pm[0] += 1000 - given;
        pm.sort_unstable_by(|a, b| b.cmp(a));
        let prizes: Vec<Prize> = pm.into_iter().map(Prize::PerMille).collect();
        let paid = prize_split(pool, &prizes, players).unwrap();
        prop_assert_eq!(paid.len(), prizes.len().min(players));
        prop_assert_eq!(paid.iter().sum::<i64>(), pool);
        prop_assert!(paid.windows(2).all(|w| w[0] >= w[1]));
    }
}
