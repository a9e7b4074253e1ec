//! The bell, progressive auction's reckoning, and odd foot tables under the paired methods.

use super::*;

/// The bell, seed 001 L6397–6404 (rules-1927-b.md §3.1.2 [AMBIG]): at table 2 the bell finds
/// the sides at 3–3 with a hand in progress that, played out, gives B two points. Stopping at
/// once leaves the tie (half games, B named by the cut); playing the hand out gives B the game
/// 5–3. By default a games tally stops at once, so the hand's points are refused there.
#[test]
fn the_bell_stops_play_or_lets_the_hand_finish() {
    let round = RoundResult {
        round: 1,
        tables: vec![
            points_at(1, &[5, 2]),
            TableResult {
                table: 2,
                points: Some(vec![3, 3]),
                in_hand: Some(vec![0, 2]),
                winner: Some("G4".to_owned()),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    let with = |at_bell| Settings {
        scoring: Scoring {
            at_bell,
            ..Scoring::default()
        },
        ..Settings::default()
    };

    let mut finish = Party::from_tallies(with(Some(AtBell::FinishHand)), &guests(2)).unwrap();
    finish.play(&round).unwrap();
    assert_eq!(finish.totals("G4").unwrap().halves, 2);
    assert_eq!(finish.totals("G4").unwrap().points, 5);
    assert_eq!(finish.totals("G3").unwrap().halves, 0);
    assert_eq!(finish.totals("G3").unwrap().points, 3);

    let e = Party::from_tallies(with(Some(AtBell::StopNow)), &guests(2))
        .unwrap()
        .play(&round)
        .unwrap_err();
    assert_eq!(e.field, "tables[1].in_hand");
    // The games tally's own rule is to stop at once.
    let e = Party::from_tallies(with(None), &guests(2))
        .unwrap()
        .play(&round)
        .unwrap_err();
    assert_eq!(e.field, "tables[1].in_hand");

    let mut stopped = round.clone();
    stopped.tables[1].in_hand = None;
    let mut stop = Party::from_tallies(with(Some(AtBell::StopNow)), &guests(2)).unwrap();
    stop.play(&stopped).unwrap();
    assert_eq!(stop.totals("G4").unwrap().halves, 1);
    assert_eq!(stop.totals("G3").unwrap().halves, 1);
    assert_eq!(stop.totals("G4").unwrap().points, 3);
    // The side named progresses either way.
    assert_eq!(seats(&stop)[0], seats(&finish)[0]);
}

/// Progressive auction's rounds gross or net (seed 001 L2891–2896): 300 to 120 at table 1 and
/// 80 to 210 at table 2. Gross, each side keeps its total; net, the side ahead keeps the
/// difference (180, 130) and the other side nothing. The winners progress either way.
#[test]
fn auction_rounds_reckoned_gross_or_net() {
    let round = RoundResult {
        round: 1,
        tables: vec![points_at(1, &[300, 120]), points_at(2, &[80, 210])],
        ..RoundResult::default()
    };
    let with = |reckoning| Settings {
        scoring: Scoring {
            mode: Mode::Points,
            reckoning,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut gross = Party::from_tallies(with(Reckoning::Gross), &guests(2)).unwrap();
    gross.play(&round).unwrap();
    let mut net = Party::from_tallies(with(Reckoning::Net), &guests(2)).unwrap();
    net.play(&round).unwrap();
    for (name, g, n) in [
        ("L1", 300, 180),
        ("G1", 300, 180),
        ("L2", 120, 0),
        ("L3", 80, 0),
        ("L4", 210, 130),
        ("G4", 210, 130),
    ] {
        assert_eq!(gross.totals(name).unwrap().points, g, "{name} gross");
        assert_eq!(net.totals(name).unwrap().points, n, "{name} net");
    }
    assert_eq!(seats(&gross), seats(&net));
}

/// Odd numbers under M2 (seed 001 L6507–6515; the rule does not depend on the method): the
/// fours move by M2 among themselves; of the three at the foot L9 and G9 progress to the last
/// four in the places of its losers L3 and G3, who go down to L10 at the foot.
#[test]
fn a_three_hand_foot_table_under_lady_and_gentleman_apart() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    players.push(lady("L10", "3 B"));
    let s = Settings {
        method: Method::LadyAndGentlemanApart,
        scoring: by_points(),
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let points = |table, points: Vec<i64>| TableResult {
        table,
        points: Some(points),
        ..TableResult::default()
    };
    p.play(&RoundResult {
        round: 1,
        tables: vec![
            points(1, vec![5, 1]),
            points(2, vec![2, 4]),
            points(3, vec![5, 3, 1]),
        ],
        ..RoundResult::default()
    })
    .unwrap();
    assert_eq!(
        seats(&p),
        [
            vec!["L2", "G4", "L4", "G2"],
            vec!["L9", "G1", "L1", "G9"],
            vec!["L10", "L3", "G3"],
        ]
    );
    // Only the top hand at the foot scores (L6511–6513).
    assert_eq!(p.totals("L9").unwrap().halves, 2);
    assert_eq!(p.totals("G9").unwrap().halves, 0);
}

/// M5 and M6 move partnerships by a fixed schedule, and say why they cannot take an odd foot.
#[test]
fn fixed_partners_refuse_an_odd_foot_table_and_say_why() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    for method in [Method::FixedPartners, Method::Pivot] {
        let s = Settings {
            method,
            ..Settings::default()
        };
        let e = Party::from_tallies(s, &players).unwrap_err();
        assert!(e.message.contains("partnership"), "{e}");
    }
}

proptest! {
    /// Odd numbers under M1–M4 (and five hundred's high player alone from a three-hand table)
    /// with late guests and early leavers: never one player at two tables, and everyone still
    /// there seated or waiting.
    #[test]
    fn odd_foot_tables_never_put_one_player_at_two_tables(
        fours in 1u32..6,
        extra in prop_oneof![Just(0usize), Just(2), Just(3)],
        method in 0u8..4,
        high_only in any::<bool>(),
        rounds in proptest::collection::vec(
            (proptest::collection::vec(0i64..40, 8), 0usize..64, any::<bool>(), any::<bool>()),
            1..8,
        ),
    ) {
        let settings = Settings {
            method: method_of(method),
            three_hand_high_only: high_only,
            scoring: by_points(),
            ..Settings::default()
        };
        let mut players = guests(fours);
        let foot = fours + 1;
        for k in 0..extra {
            let name = format!("X{k}");
            players.push(if k % 2 == 0 {
                lady(&name, &format!("{foot} A"))
            } else {
                gent(&name, &format!("{foot} A"))
            });
        }
        let mut p = Party::from_tallies(settings, &players).unwrap();
        let mut present: BTreeSet<String> = players.iter().map(|x| x.name.clone()).collect();
        for (r, (pts, who, leave, arrive)) in rounds.iter().enumerate() {
            let round = r as u32 + 1;
            let tables = p
                .seating()
                .tables
                .iter()
                .map(|t| {
                    // Distinct points, so no tie needs a cut.
                    let hands = if t.seats.len() == 4 { 2 } else { t.seats.len() };
                    let mut v: Vec<i64> = (0..hands)
                        .map(|j| pts[j] * 4 + j as i64)
                        .collect();
                    v.dedup();
                    TableResult {
                        table: t.table,
                        points: Some(v),
                        ..TableResult::default()
                    }
                })
                .collect();
            let mut result = RoundResult {
                round,
                tables,
                ..RoundResult::default()
            };
            if *leave && present.len() > 6 {
                let seated: Vec<&String> =
                    p.seating().tables.iter().flat_map(|t| &t.seats).collect();
                result.leave.push(seated[who % seated.len()].clone());
            }
            if *arrive {
                let name = format!("N{round}");
                result.arrive.push(if who % 2 == 0 { lady(&name, "") } else { gent(&name, "") });
            }
            p.play(&result).unwrap();
            for gone in &result.leave {
                present.remove(gone);
            }
            for came in &result.arrive {
                present.insert(came.name.clone());
            }
            prop_assert!(no_one_twice(p.seating()), "{:?}", p.seating());
            let here: BTreeSet<String> = p
                .seating()
                .tables
                .iter()
                .flat_map(|t| t.seats.iter().cloned())
                .chain(p.seating().waiting.iter().cloned())
                .collect();
            prop_assert_eq!(&here, &present);
            for t in &p.seating().tables {
                prop_assert!(t.seats.len() == 4 || (t.table as usize == p.seating().tables.len() && (2..=3).contains(&t.seats.len())), "{:?}", p.seating());
            }
        }
    }
}
