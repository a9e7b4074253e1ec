//! The book's pivot: each four kept at its table, partners rotated, totals the side's gross.

use super::*;

/// Each side's gross points for a rubber, a different pair of numbers at every table and
/// rubber so a mixed-up seat would show in the totals.
fn gross_round(seating: &Seating) -> Vec<TableResult> {
    seating
        .tables
        .iter()
        .map(|t| TableResult {
            table: t.table,
            points: Some(vec![
                i64::from(100 * seating.round + 10 * t.table),
                i64::from(50 * seating.round + t.table),
            ]),
            ..TableResult::default()
        })
        .collect()
}

/// The book's pivot (seed 001 L2751–2785): eight guests make two fixed tables; at each the
/// pivot (the first seat drawn) stays North all afternoon and partners each of the other three
/// once, by `rotation::pivot_four` (L2760–2770); every player's score is the sum of his side's
/// gross points over the three rubbers (L2772–2780); a fourth rubber is refused.
#[test]
fn book_pivot_keeps_each_four_at_its_table_and_rotates_partners() {
    let settings = Kind::PivotBridge.settings();
    assert!(settings.book_pivot());
    let guests = pivot_guests(8);
    let mut rounds: Vec<Vec<TableResult>> = Vec::new();
    let mut expected: BTreeMap<String, i64> = BTreeMap::new();
    let mut e = replay(&settings, &guests, &BTreeMap::new(), 5).unwrap_or_else(|e| panic!("{e}"));
    let first = e.party.seating().clone();
    for _ in 0..3 {
        let seating = e.party.seating().clone();
        let round = gross_round(&seating);
        for (t, r) in seating.tables.iter().zip(&round) {
            let p = r.points.clone().unwrap_or_default();
            for (j, name) in t.seats.iter().enumerate() {
                *expected.entry(name.clone()).or_default() += p[j / 2];
            }
        }
        rounds.push(round);
        let refs: Vec<&[TableResult]> = rounds.iter().map(Vec::as_slice).collect();
        e = replay(&settings, &guests, &results(&refs), 5).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(e.seatings.len(), 4);
    for (t, start) in first.tables.iter().enumerate() {
        let schedule = crate::party::rotation::pivot_four();
        for (k, rubber) in schedule.iter().enumerate() {
            let f = &rubber.tables[0];
            let name = |label: &str| start.seats[label.parse::<usize>().unwrap() - 1].clone();
            assert_eq!(
                e.seatings[k].tables[t].seats,
                vec![name(&f.n), name(&f.s), name(&f.e), name(&f.w)],
                "table {} rubber {}",
                t + 1,
                k + 1
            );
        }
        // The pivot partners each of the others once.
        let partners: std::collections::BTreeSet<&String> = e.seatings[..3]
            .iter()
            .map(|s| &s.tables[t].seats[1])
            .collect();
        assert_eq!(partners.len(), 3);
    }
    for s in standings(&e.party) {
        assert_eq!(Some(&s.points), expected.get(&s.player), "{}", s.player);
    }
    let refused = e.party.clone().play(&RoundResult {
        round: 4,
        tables: gross_round(e.party.seating()),
        ..RoundResult::default()
    });
    assert_eq!(refused.map_err(|e| e.field), Err("round".to_owned()));
}

/// A pivot party stored before `pivot_movement` existed has no such key: it replays by M6,
/// the pairs going round Table 1's pivot pair, exactly as it was played.
#[test]
fn a_pivot_party_stored_without_the_setting_replays_by_pairs_m6() {
    let mut stored = serde_json::to_value(Kind::PivotBridge.settings()).unwrap();
    assert_eq!(stored["pivot_movement"], "book");
    stored.as_object_mut().unwrap().remove("pivot_movement");
    let old: Settings = serde_json::from_value(stored).unwrap();
    assert_eq!(old.pivot_movement, PivotMovement::PairsM6);
    assert!(!old.book_pivot());
    let guests = pivot_guests(8);
    let e0 = replay(&old, &guests, &BTreeMap::new(), 5).unwrap_or_else(|e| panic!("{e}"));
    let r1 = gross_round(e0.party.seating());
    let e = replay(&old, &guests, &results(&[&r1]), 5).unwrap_or_else(|e| panic!("{e}"));
    let start = &e0.party.seating().tables;
    let next = &e.party.seating().tables;
    // M6: Table 1's North-South stay; Table 2's North-South cross to Table 1 East-West.
    assert_eq!(next[0].seats[..2], start[0].seats[..2]);
    assert_eq!(next[0].seats[2..], start[1].seats[..2]);
    let chosen = settings_from(Kind::PivotBridge, |n| {
        (n == "pivot_movement").then_some("pairs_m6")
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(chosen, old);
    let refused = settings_from(Kind::ProgressiveEuchre, |n| {
        (n == "pivot_movement").then_some("book")
    });
    assert_eq!(
        refused.map_err(|e| e.field),
        Err("pivot_movement".to_owned())
    );
}

proptest! {
    /// At the book's pivot (seed 001 L2751–2785) whatever the points and the draw: every table
    /// keeps its four for the three rubbers, its pivot never leaves North, and each player's
    /// total is the sum of his side's gross points.
    #[test]
    fn a_book_pivot_keeps_its_fours_and_adds_each_sides_gross(
        fours in 1u32..=4,
        seed in any::<u64>(),
        points in proptest::collection::vec(0i64..3000, 24),
    ) {
        let settings = Kind::PivotBridge.settings();
        let guests = pivot_guests(4 * fours);
        let mut rounds: Vec<Vec<TableResult>> = Vec::new();
        let mut expected: BTreeMap<String, i64> = BTreeMap::new();
        let mut e = replay(&settings, &guests, &BTreeMap::new(), seed)
            .unwrap_or_else(|e| panic!("{e}"));
        for r in 0..3usize {
            let seating = e.party.seating().clone();
            let round: Vec<TableResult> = seating
                .tables
                .iter()
                .enumerate()
                .map(|(t, table)| {
                    let p = vec![points[8 * r + 2 * t], points[8 * r + 2 * t + 1]];
                    for (j, name) in table.seats.iter().enumerate() {
                        *expected.entry(name.clone()).or_default() += p[j / 2];
                    }
                    TableResult { table: table.table, points: Some(p), ..TableResult::default() }
                })
                .collect();
            rounds.push(round);
            let refs: Vec<&[TableResult]> = rounds.iter().map(Vec::as_slice).collect();
            e = replay(&settings, &guests, &results(&refs), seed)
                .unwrap_or_else(|e| panic!("{e}"));
        }
        let first = &e.seatings[0];
        for s in &e.seatings {
            for (t, table) in s.tables.iter().enumerate() {
                prop_assert_eq!(&table.seats[0], &first.tables[t].seats[0]);
                let mut now = table.seats.clone();
                let mut then = first.tables[t].seats.clone();
                now.sort();
                then.sort();
                prop_assert_eq!(now, then);
            }
        }
        for s in standings(&e.party) {
            prop_assert_eq!(Some(&s.points), expected.get(&s.player));
        }
    }
}
