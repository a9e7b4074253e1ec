//! Every movement: nobody at two tables, a hundred tables moved quickly, lots replayed.

use super::*;

proptest! {
    /// No movement ever seats one player at two tables or loses anyone.
    #[test]
    fn a_movement_never_puts_one_player_at_two_tables(
        tables in 2u32..9,
        method in 0u8..6,
        head in 0u8..3,
        picks in proptest::collection::vec(proptest::collection::vec(0usize..4, 9), 1..8),
    ) {
        let settings = Settings {
            method: method_of(method),
            head_winners: [HeadWinners::Stay, HeadWinners::ToFoot, HeadWinners::ChangePartners][head as usize],
            ..Settings::default()
        };
        let players = guests(tables);
        let mut p = Party::from_tallies(settings, &players).unwrap();
        for (r, pick) in picks.iter().enumerate() {
            let winners: Vec<String> = p
                .seating()
                .tables
                .iter()
                .zip(pick)
                .map(|(t, &j)| t.seats[j].clone())
                .collect();
            let w: Vec<&str> = winners.iter().map(String::as_str).collect();
            p.play(&won_by(r as u32 + 1, &w)).unwrap();
            prop_assert!(no_one_twice(p.seating()));
            let seated: usize = p.seating().tables.iter().map(|t| t.seats.len()).sum();
            prop_assert_eq!(seated, players.len());
            // Every line on a tally is one game, and totals are sums of lines.
            for lines in p.tallies().values() {
                prop_assert_eq!(lines.len(), r + 1);
                let t = Totals::of(lines);
                prop_assert_eq!(t.halves, lines.iter().map(|l| l.halves).sum::<u32>());
            }
        }
    }
}

/// 100 tables, 400 players: the next seating well under a millisecond (checked loosely here,
/// since tests run unoptimised on a shared machine; the bench is the measure).
#[test]
fn a_hundred_tables_move_quickly() {
    let players = guests(100);
    let p = Party::from_tallies(Settings::default(), &players).unwrap();
    let winners: Vec<String> = p
        .seating()
        .tables
        .iter()
        .map(|t| t.seats[2].clone())
        .collect();
    let w: Vec<&str> = winners.iter().map(String::as_str).collect();
    let r = won_by(1, &w);
    let start = Instant::now();
    for _ in 0..20 {
        p.clone().play(&r).unwrap();
    }
    let each = start.elapsed() / 20;
    println!("100 tables, next seating: {each:?} (unoptimised)");
    assert!(each < Duration::from_millis(20), "{each:?}");
}

/// L6513–6515: nobody stays at the three-hand table more than two games, winning or not.
#[test]
fn nobody_stays_at_the_three_hand_table_more_than_two_games() {
    let mut players = guests(1);
    players.push(lady("L9", "2 A"));
    players.push(gent("G9", "2 A"));
    players.push(lady("L10", "2 B"));
    let s = Settings {
        three_hand_limit: Some(2),
        scoring: by_points(),
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let round = |r: u32, foot: Vec<i64>| RoundResult {
        round: r,
        tables: vec![points_at(1, &[5, 1]), points_at(2, &foot)],
        ..RoundResult::default()
    };
    // Game 1: L10 has fewest and stays.
    p.play(&round(1, vec![5, 3, 1])).unwrap();
    assert_eq!(p.seating().tables[1].seats[0], "L10");
    // Game 2: L10 fewest again, but has had two games there: she progresses; the lower of the
    // other two (L2, 2 points) stays.
    p.play(&round(2, vec![1, 2, 5])).unwrap();
    let foot = &p.seating().tables[1].seats;
    assert!(!foot.contains(&"L10".to_owned()), "{foot:?}");
    assert_eq!(foot[0], "L2");
    assert!(p.seating().tables[0].seats.contains(&"L10".to_owned()));
    // Scoring is not changed by the rule: only the top scored.
    assert_eq!(p.totals("L10").unwrap().halves, 0);
}

/// Seed 000 L2820–2825: seats drawn by lot; the same seed draws the same seats, whatever order
/// the guests were listed in.
#[test]
fn seats_by_lot_replay_from_the_seed() {
    let mut players = guests(3);
    for p in &mut players {
        p.tally = None;
    }
    let s = Settings::default();
    let a = seat_by_lot(&s, &players, 1909).unwrap();
    players.reverse();
    assert_eq!(seat_by_lot(&s, &players, 1909).unwrap(), a);
    assert!(no_one_twice(&a));
    assert!((0..8).any(|seed| seat_by_lot(&s, &players, seed).unwrap() != a));
    // Ladies in ladies' places when the numbers are even.
    for t in &a.tables {
        assert!(
            t.seats[0].starts_with('L') && t.seats[2].starts_with('L'),
            "{t:?}"
        );
    }
    Party::new(s, &players, a).unwrap();
    // Seven: a three-hand foot table; five cannot be seated.
    players.truncate(7);
    let seven = seat_by_lot(&s, &players, 1).unwrap();
    assert_eq!(seven.tables[1].seats.len(), 3);
    players.truncate(5);
    assert_eq!(seat_by_lot(&s, &players, 1).unwrap_err().field, "players");
}
