//! The freeze-out: the book's passage, hand-computed seatings, balancing, breaking, prizes and the
//! clock; properties over random fields and busts.

#![allow(clippy::unwrap_used)]

use super::*;
use crate::exact::Q;

pub(super) fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

pub(super) fn seated(n: usize, size: usize, seed: u64) -> State {
    let settings = Settings {
        table_size: size,
        ..Settings::default()
    };
    State::replay(settings, &names(n), &[Event::Seat { seed }])
        .unwrap()
        .state
}

pub(super) fn counts(state: &State) -> Vec<usize> {
    state.tables().iter().map(|t| t.players).collect()
}

pub(super) fn bust(state: &mut State, name: &str) -> Vec<Move> {
    state
        .apply(&Event::Bust {
            player: name.into(),
            by: None,
        })
        .unwrap()
}

/// Who sits at table `n`.
pub(super) fn at_table(state: &State, n: u32) -> Vec<String> {
    state
        .tables()
        .into_iter()
        .find(|t| t.number == n)
        .unwrap()
        .seats
        .into_iter()
        .flatten()
        .collect()
}

/// Every player still in sits in exactly one seat, the one `seat_of` gives; nobody out sits.
pub(super) fn check_seating(state: &State) {
    let mut seen = std::collections::HashSet::new();
    for t in state.tables() {
        assert_eq!(t.players, t.seats.iter().flatten().count());
        for (i, s) in t.seats.iter().enumerate() {
            if let Some(name) = s {
                assert!(seen.insert(name.clone()), "{name} seated twice");
                assert_eq!(
                    state.seat_of(name),
                    Some(Seat {
                        table: t.number,
                        seat: i as u32 + 1
                    })
                );
                if !state.is_over() {
                    assert_eq!(state.place_of(name), None);
                }
            }
        }
    }
    if state.seed().is_some() {
        assert_eq!(seen.len(), state.players_left());
    }
}

pub(super) fn spread(state: &State) -> usize {
    let c = counts(state);
    c.iter().max().unwrap() - c.iter().min().unwrap()
}

/// Seed 001 L4920–4930: "each player starts with an equal amount in front of him … As soon as any
/// player loses his stake he retires from the game, which is continued until some one player has
/// won all the chips on the table."
#[test]
fn the_book_freeze_out_goes_on_until_one_holds_every_chip() {
    let settings = Settings {
        chips: 100,
        buy_in: 0,
        prizes: vec![Prize::PerMille(1000)],
        ..Settings::default()
    };
    let events = [
        Event::Seat { seed: 7 },
        Event::Bust {
            player: "B".into(),
            by: Some("A".into()),
        },
        Event::Bust {
            player: "C".into(),
            by: Some("A".into()),
        },
    ];
    let entries: Vec<String> = ["A", "B", "C"].map(String::from).to_vec();
    let mut state = State::replay(settings.clone(), &entries, &events[..2])
        .unwrap()
        .state;
    assert!(!state.is_over());
    assert_eq!(state.average_stack(), Q::new(300, 2));
    state.apply(&events[2]).unwrap();
    assert!(state.is_over());
    assert_eq!(state.winner(), Some("A"));
    // The winner holds all the chips on the table.
    assert_eq!(state.average_stack(), Q::from_integer(300));
    let rows = standings(&state);
    let line: Vec<(Option<usize>, &str, Option<&str>)> = rows
        .iter()
        .map(|r| (r.place, r.name.as_str(), r.by.as_deref()))
        .collect();
    assert_eq!(
        line,
        [
            (Some(1), "A", None),
            (Some(2), "C", Some("A")),
            (Some(3), "B", Some("A"))
        ]
    );
    let err = state.apply(&events[2]).unwrap_err();
    assert_eq!(err.field, "player");
    let err = state
        .apply(&Event::Bust {
            player: "A".into(),
            by: None,
        })
        .unwrap_err();
    assert!(err.message.contains("has won"), "{err:?}");
}

#[test]
fn thirty_players_at_nines_sit_at_four_tables_eight_eight_seven_seven() {
    let state = seated(30, 9, 1);
    assert_eq!(counts(&state), [8, 8, 7, 7]);
    check_seating(&state);
    // Round the tables in turn: seats 1 to 8 at the first two, 1 to 7 at the others.
    for t in state.tables() {
        let filled: Vec<bool> = t.seats.iter().map(Option::is_some).collect();
        let n = t.players;
        assert!(filled[..n].iter().all(|f| *f) && filled[n..].iter().all(|f| !*f));
    }
    assert_eq!(state.final_table(), None);
}

#[test]
fn the_same_seed_draws_the_same_seats_and_another_seed_others() {
    let a = seated(40, 9, 99);
    let b = seated(40, 9, 99);
    let c = seated(40, 9, 100);
    assert_eq!(a, b);
    assert_eq!(a.tables(), b.tables());
    assert_ne!(a.tables(), c.tables());
}

#[test]
fn a_bust_at_a_short_table_moves_a_player_from_the_fullest() {
    // 18 players at two tables of nine.
    let mut state = seated(18, 9, 5);
    assert_eq!(counts(&state), [9, 9]);
    let one = at_table(&state, 1);
    assert!(bust(&mut state, &one[0]).is_empty(), "9 and 8 are balanced");
    let moves = bust(&mut state, &one[1]);
    // 7 against 9: one player moves from table 2 to table 1.
    assert_eq!(moves.len(), 1);
    let m = &moves[0];
    assert_eq!(m.why, Why::Balance);
    assert_eq!(m.from.unwrap().table, 2);
    assert_eq!(m.to.table, 1);
    assert_eq!(counts(&state), [8, 8]);
    assert_eq!(
        m.to_string(),
        format!("{}: {} → {}", m.player, m.from.unwrap(), m.to)
    );
    check_seating(&state);
}

#[test]
fn a_table_is_broken_when_the_rest_fit_in_one_table_fewer() {
    // 19 at nines: three tables of 7, 6, 6. One out leaves 18, who fit at two tables.
    let mut state = seated(19, 9, 3);
    assert_eq!(counts(&state), [7, 6, 6]);
    let three = at_table(&state, 3);
    let first = at_table(&state, 1)[0].clone();
    let moves = bust(&mut state, &first);
    // Table 3 (the highest) is broken: its six go to the open seats of tables 1 and 2.
    assert_eq!(moves.len(), 6);
    assert!(moves.iter().all(|m| m.why == Why::Break));
    let moved: Vec<String> = moves.iter().map(|m| m.player.clone()).collect();
    assert_eq!(moved, three);
    assert_eq!(counts(&state), [9, 9]);
    assert_eq!(state.tables().len(), 2);
    check_seating(&state);
    // On to the final table: nine out leave nine, who fit at one.
    for _ in 0..8 {
        let name = at_table(&state, 2)[0].clone();
        bust(&mut state, &name);
        assert!(spread(&state) <= 1);
    }
    assert_eq!(state.final_table(), None);
    let name = at_table(&state, 1)[0].clone();
    bust(&mut state, &name);
    assert_eq!(state.players_left(), 9);
    assert_eq!(state.final_table(), Some(1));
    check_seating(&state);
}

#[test]
fn breaking_the_shortest_table_when_the_rule_says_so() {
    let settings = Settings {
        balance_rule: BalanceRule {
            break_order: BreakOrder::Shortest,
            ..BalanceRule::default()
        },
        ..Settings::default()
    };
    let mut state = State::replay(settings, &names(19), &[Event::Seat { seed: 3 }])
        .unwrap()
        .state;
    let two = at_table(&state, 2);
    let victim = two[0].clone();
    let moves = bust(&mut state, &victim);
    // Table 2 is down to 5, the shortest: it is broken.
    assert_eq!(moves.len(), 5);
    assert!(moves.iter().all(|m| m.from.unwrap().table == 2));
    assert_eq!(
        state.tables().iter().map(|t| t.number).collect::<Vec<_>>(),
        [1, 3]
    );
}

#[test]
fn breaking_sooner_at_eight_a_table() {
    let settings = Settings {
        break_at: BreakAt::Seats(8),
        ..Settings::default()
    };
    let mut state = State::replay(settings, &names(27), &[Event::Seat { seed: 3 }])
        .unwrap()
        .state;
    assert_eq!(counts(&state), [9, 9, 9]);
    for _ in 0..10 {
        let name = at_table(&state, 1)[0].clone();
        bust(&mut state, &name);
    }
    // 17 left: more than two tables of eight, so three tables still.
    assert_eq!(state.tables().len(), 3);
    let name = at_table(&state, 1)[0].clone();
    bust(&mut state, &name);
    // 16 left fit at two tables of eight.
    assert_eq!(counts(&state), [8, 8]);
}

#[test]
fn a_late_entry_sits_at_the_shortest_table() {
    let mut state = seated(17, 9, 11);
    assert_eq!(counts(&state), [9, 8]);
    let moves = state
        .apply(&Event::Enter {
            name: "Late".into(),
        })
        .unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].why, Why::Entry);
    assert_eq!(moves[0].from, None);
    assert_eq!(moves[0].to.table, 2);
    assert_eq!(counts(&state), [9, 9]);
    // Every seat is taken: the next opens table 3, and five move to it: 7, 6, 6 in some order.
    let moves = state
        .apply(&Event::Enter {
            name: "Later".into(),
        })
        .unwrap();
    assert_eq!(moves[0].to.table, 3);
    assert_eq!(moves.len(), 1 + 5);
    let mut c = counts(&state);
    c.sort_unstable();
    assert_eq!(c, [6, 6, 7]);
    assert_eq!(state.pool(), 19 * 1000);
    check_seating(&state);
}

#[test]
fn a_late_entry_before_the_draw_joins_the_list() {
    let settings = Settings::default();
    let r = State::replay(
        settings,
        &names(3),
        &[Event::Enter { name: "Dan".into() }, Event::Seat { seed: 2 }],
    )
    .unwrap();
    assert!(r.moves[0].is_empty());
    assert_eq!(r.moves[1].len(), 4);
    assert_eq!(r.state.entered(), 4);
}

#[test]
fn refusals_name_the_field() {
    let mut state = State::new(Settings::default()).unwrap();
    let e = |r: Result<Vec<Move>, crate::laws::LawError>| r.unwrap_err().field;
    assert_eq!(e(state.apply(&Event::Seat { seed: 1 })), "seed");
    for n in names(4) {
        state.apply(&Event::Enter { name: n }).unwrap();
    }
    assert_eq!(e(state.apply(&Event::Enter { name: "P1".into() })), "name");
    assert_eq!(e(state.apply(&Event::Enter { name: " ".into() })), "name");
    let b = |p: &str, by: Option<&str>| Event::Bust {
        player: p.into(),
        by: by.map(String::from),
    };
    assert_eq!(e(state.apply(&b("P1", None))), "player");
    state.apply(&Event::Seat { seed: 1 }).unwrap();
    assert_eq!(e(state.apply(&Event::Seat { seed: 1 })), "seed");
    assert_eq!(e(state.apply(&b("Nobody", None))), "player");
    assert_eq!(e(state.apply(&b("P1", Some("P1")))), "by");
    assert_eq!(e(state.apply(&b("P1", Some("Nobody")))), "by");
    state.apply(&b("P2", None)).unwrap();
    let err = state.apply(&b("P2", None)).unwrap_err();
    assert_eq!(err.field, "player");
    assert_eq!(err.message, "P2 is already out, in place 4");
    assert_eq!(e(state.apply(&b("P1", Some("P2")))), "by");
    let mv = |t: u32, s: u32| Event::Move {
        player: "P1".into(),
        table: t,
        seat: s,
    };
    assert_eq!(e(state.apply(&mv(2, 1))), "table");
    assert_eq!(e(state.apply(&mv(1, 10))), "seat");
    let taken = state.tables()[0]
        .seats
        .iter()
        .position(|s| s.as_deref().is_some_and(|n| n != "P1"))
        .unwrap() as u32
        + 1;
    assert_eq!(e(state.apply(&mv(1, taken))), "seat");
    // A refused event changes nothing.
    let before = state.clone();
    let _ = state.apply(&b("P2", None));
    assert_eq!(state, before);
    let r = State::replay(Settings::default(), &names(2), &[b("P1", None)]);
    assert_eq!(r.unwrap_err().field, "events[0].player");
    let r = State::replay(Settings::default(), &["A".into(), "A".into()], &[]);
    assert_eq!(r.unwrap_err().field, "entries[1]");
}

#[test]
fn the_settings_are_checked_naming_the_field() {
    let field = |s: Settings| State::new(s).unwrap_err().field;
    let d = Settings::default;
    assert_eq!(
        field(Settings {
            table_size: 11,
            ..d()
        }),
        "settings.table_size"
    );
    assert_eq!(field(Settings { chips: 0, ..d() }), "settings.chips");
    assert_eq!(field(Settings { buy_in: -1, ..d() }), "settings.buy_in");
    assert_eq!(
        field(Settings {
            prizes: vec![Prize::PerMille(600), Prize::PerMille(300)],
            ..d()
        }),
        "settings.prizes"
    );
    assert_eq!(
        field(Settings {
            levels: vec![Level::pause(10)],
            ..d()
        }),
        "settings.levels"
    );
    assert_eq!(
        field(Settings {
            levels: vec![Level::play(200, 100, 0, 20)],
            ..d()
        }),
        "settings.levels[0].small_blind"
    );
    assert_eq!(
        field(Settings {
            break_at: BreakAt::Seats(10),
            ..d()
        }),
        "settings.break_at.seats"
    );
}

#[test]
fn a_director_move_must_keep_the_tables_within_one() {
    let mut state = seated(16, 9, 4);
    assert_eq!(counts(&state), [8, 8]);
    let p = at_table(&state, 1)[0].clone();
    let open = |state: &State, t: usize| {
        state.tables()[t]
            .seats
            .iter()
            .position(Option::is_none)
            .unwrap() as u32
            + 1
    };
    // 7 and 9 would differ by two.
    let s = open(&state, 1);
    let err = state
        .apply(&Event::Move {
            player: p.clone(),
            table: 2,
            seat: s,
        })
        .unwrap_err();
    assert_eq!(err.field, "table");
    // Within his own table, to the open seat: allowed.
    let s = open(&state, 0);
    let moves = state
        .apply(&Event::Move {
            player: p.clone(),
            table: 1,
            seat: s,
        })
        .unwrap();
    assert_eq!(moves[0].why, Why::Director);
    assert_eq!(state.seat_of(&p), Some(Seat { table: 1, seat: s }));
}

#[test]
fn the_player_due_the_big_blind_moves_when_the_button_is_known() {
    let settings = Settings {
        balance_rule: BalanceRule {
            mover: Mover::BigBlindNext,
            ..BalanceRule::default()
        },
        ..Settings::default()
    };
    let mut state = State::replay(settings, &names(18), &[Event::Seat { seed: 8 }])
        .unwrap()
        .state;
    // Button at table 2 seat 4: next hand the button is seat 5, the blinds seats 6 and 7.
    state.apply(&Event::Button { table: 2, seat: 4 }).unwrap();
    let due = state.tables()[1].seats[6].clone().unwrap();
    let one = at_table(&state, 1);
    bust(&mut state, &one[0]);
    let moves = bust(&mut state, &one[1]);
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].player, due);
    assert_eq!(moves[0].from, Some(Seat { table: 2, seat: 7 }));
}

#[test]
fn prizes_split_exactly_with_the_odd_counter_to_the_higher_place() {
    let p = default_prizes();
    assert_eq!(prize_split(1000, &p, 10).unwrap(), [500, 300, 200]);
    assert_eq!(prize_split(1001, &p, 10).unwrap(), [501, 300, 200]);
    // 3.5, 2.1 and 1.4 round down to 3, 2, 1; the odd counter to first place.
    assert_eq!(prize_split(7, &p, 10).unwrap(), [4, 2, 1]);
    // 0.5, 0.3, 0.2 all round down; the one counter to first place.
    assert_eq!(prize_split(1, &p, 10).unwrap(), [1, 0, 0]);
    // Two players: the third place's share goes to the two in proportion, 5 : 3.
    assert_eq!(prize_split(2000, &p, 2).unwrap(), [1250, 750]);
    let fixed = [Prize::Fixed(100), Prize::PerMille(1000)];
    assert_eq!(prize_split(1000, &fixed, 10).unwrap(), [100, 900]);
    let err = prize_split(50, &fixed, 10).unwrap_err();
    assert_eq!(err.field, "settings.prizes");
    assert_eq!(prize_split(500, &[Prize::Fixed(300)], 10).unwrap(), [300]);
}

#[test]
fn standings_pay_the_places_of_a_finished_freeze_out() {
    let mut state = seated(10, 9, 17);
    let order: Vec<String> = names(10);
    for n in &order[..9] {
        bust(&mut state, n);
    }
    assert_eq!(state.winner(), Some("P10"));
    let rows = standings(&state);
    let places: Vec<(usize, &str, i64)> = rows
        .iter()
        .map(|r| (r.place.unwrap(), r.name.as_str(), r.prize))
        .collect();
    assert_eq!(
        places[..4],
        [
            (1, "P10", 5000),
            (2, "P9", 3000),
            (3, "P8", 2000),
            (4, "P7", 0)
        ]
    );
    assert_eq!(rows.iter().map(|r| r.prize).sum::<i64>(), state.pool());
    assert_eq!(rows[9].out_order, Some(1));
    assert_eq!(rows[9].out_event, Some(1));
}

#[test]
fn standings_list_the_players_still_in_first() {
    let mut state = seated(12, 6, 17);
    bust(&mut state, "P3");
    let rows = standings(&state);
    assert!(
        rows[..11]
            .iter()
            .all(|r| r.place.is_none() && r.seat.is_some())
    );
    assert_eq!(rows[11].place, Some(12));
    assert_eq!(rows[11].name, "P3");
    assert_eq!(state.average_stack(), Q::new(12 * 5000, 11));
    // 5,454.5 rounds to 5,455; 50,000 over 9 is 5,555.6, so 5,556 (not cut off at 5,555).
    assert_eq!(whole_average(12 * 5000, 11), 5455);
    assert_eq!(whole_average(50_000, 9), 5556);
    assert_eq!(whole_average(50_000, 11), 4545);
}

#[test]
fn the_clock_counts_down_the_levels_and_breaks() {
    let s = Settings::default();
    let v = clock(&s, 0, &[]);
    assert_eq!(
        (v.level, v.number, v.small_blind, v.big_blind),
        (0, Some(1), 25, 50)
    );
    assert_eq!(v.time_left_s, 1200);
    assert_eq!(v.next_number, Some(2));
    let v = clock(&s, 1199, &[]);
    assert_eq!((v.level, v.time_left_s), (0, 1));
    let v = clock(&s, 1200, &[]);
    assert_eq!((v.level, v.big_blind, v.time_left_s), (1, 100, 1200));
    // Four levels of twenty minutes, then the break.
    let v = clock(&s, 4 * 1200 + 60, &[]);
    assert!(v.on_break);
    assert_eq!((v.level, v.number, v.time_left_s), (4, None, 540));
    assert_eq!(v.next_number, Some(5));
    assert_eq!(v.next_level.unwrap().ante, 25);
    // Ten minutes paused at the start: the clock stands ten minutes behind.
    let paused = [Pause {
        from: 0,
        to: Some(600),
    }];
    let v = clock(&s, 1200, &paused);
    assert_eq!((v.level, v.time_left_s, v.paused), (0, 600, false));
    let v = clock(
        &s,
        1200,
        &[Pause {
            from: 300,
            to: None,
        }],
    );
    assert_eq!((v.level, v.time_left_s, v.paused), (0, 900, true));
    // Past the schedule the last level runs on.
    let v = clock(&s, 1_000_000, &[]);
    assert!(v.past_schedule);
    assert_eq!((v.level, v.time_left_s, v.next_level), (18, 0, None));
}

#[test]
fn the_clock_follows_the_directors_marks() {
    let s = Settings::default();
    let m = |at: i64, mark: Mark| ClockMark { at, mark };
    let v = clock_at(&s, &[], 5000).unwrap();
    assert!(!v.started);
    assert_eq!((v.level, v.time_left_s), (0, 1200));
    let marks = [
        m(1000, Mark::Start),
        m(1100, Mark::Pause),
        m(1400, Mark::Resume),
    ];
    // 100 s run, 300 paused, then 100 more.
    let v = clock_at(&s, &marks, 1500).unwrap();
    assert_eq!((v.level, v.time_left_s, v.paused), (0, 1000, false));
    let v = clock_at(&s, &marks, 1200).unwrap();
    assert_eq!((v.time_left_s, v.paused), (1100, true));
    let mut more = marks.to_vec();
    more.push(m(1500, Mark::Skip));
    let v = clock_at(&s, &more, 1510).unwrap();
    assert_eq!((v.level, v.time_left_s), (1, 1190));
    more.push(m(1510, Mark::Restart));
    let v = clock_at(&s, &more, 1510).unwrap();
    assert_eq!((v.level, v.time_left_s), (1, 1200));
    more.push(m(1520, Mark::Back));
    let v = clock_at(&s, &more, 1520).unwrap();
    assert_eq!((v.level, v.time_left_s), (0, 1200));
    let err = clock_at(&s, &[m(1, Mark::Pause)], 5).unwrap_err();
    assert_eq!(err.field, "marks[0].mark");
    let err = clock_at(&s, &[m(1, Mark::Start), m(2, Mark::Resume)], 5).unwrap_err();
    assert_eq!(err.field, "marks[1].mark");
    let err = clock_at(&s, &[m(5, Mark::Start), m(2, Mark::Pause)], 9).unwrap_err();
    assert_eq!(err.field, "marks[1].at");
}
