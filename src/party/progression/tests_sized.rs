//! Five hundred's five- and six-hand tables (seed 001 L7368–7404): seating, tallies and the
//! movement.

use std::collections::BTreeSet;

use proptest::prelude::*;

use super::*;

fn player(name: &str, tally: Option<&str>) -> Player {
    Player {
        name: name.to_owned(),
        sex: Sex::Lady,
        tally: tally.map(str::to_owned),
        place: None,
    }
}

fn named(n: usize) -> Vec<Player> {
    (1..=n).map(|k| player(&format!("P{k:02}"), None)).collect()
}

fn settings(size: u8) -> Settings {
    Settings {
        table_size: size,
        seat_tallies: true,
        three_hand_high_only: true,
        scoring: Scoring {
            mode: Mode::Points,
            set_backs: true,
            ..Scoring::default()
        },
        ..Settings::default()
    }
}

fn seats(p: &Party) -> Vec<Vec<&str>> {
    p.seating()
        .tables
        .iter()
        .map(|t| t.seats.iter().map(String::as_str).collect())
        .collect()
}

fn table(t: u32, seats: &[&str]) -> Table {
    Table {
        table: t,
        seats: seats.iter().map(|s| (*s).to_owned()).collect(),
    }
}

fn points(t: u32, p: &[i64]) -> TableResult {
    TableResult {
        table: t,
        points: Some(p.to_vec()),
        ..TableResult::default()
    }
}

/// The room is made of tables of the chosen size; what is over goes to the foot, made up to
/// three from the table above (computed by hand).
#[test]
fn tables_are_of_the_chosen_size_and_the_foot_has_three_or_more() {
    assert_eq!(table_sizes(10, 5).unwrap(), [5, 5]);
    assert_eq!(table_sizes(11, 5).unwrap(), [5, 3, 3]);
    assert_eq!(table_sizes(12, 5).unwrap(), [5, 4, 3]);
    assert_eq!(table_sizes(13, 5).unwrap(), [5, 5, 3]);
    assert_eq!(table_sizes(18, 6).unwrap(), [6, 6, 6]);
    assert_eq!(table_sizes(13, 6).unwrap(), [6, 4, 3]);
    assert_eq!(table_sizes(14, 6).unwrap(), [6, 5, 3]);
    assert_eq!(table_sizes(4, 5).unwrap(), [4]);
    assert_eq!(table_sizes(2, 6).unwrap_err().field, "players");
}

/// "Six-hand: Table A 1, A 2, A 3, A 4, A 5 and A 6; the odd numbers playing partners against
/// the even" (seed 001 L7374–7376): side A holds seats 1, 3 and 5.
#[test]
fn six_hand_tally_cards_put_the_odd_seats_against_the_even() {
    let codes = [
        "A 1", "A 2", "A 3", "A 4", "A 5", "A 6", "B 1", "B 2", "B 3", "B 4", "B 5",
    ];
    let players: Vec<Player> = codes
        .iter()
        .map(|c| player(&c.replace(' ', ""), Some(c)))
        .collect();
    let p = Party::from_tallies(settings(6), &players).unwrap();
    assert_eq!(
        seats(&p),
        [
            vec!["A1", "A3", "A5", "A2", "A4", "A6"],
            vec!["B1", "B2", "B3", "B4", "B5"]
        ]
    );
    for (j, code) in ["A 1", "A 3", "A 5", "A 2", "A 4", "A 6"]
        .iter()
        .enumerate()
    {
        assert_eq!(seat_tally(1, 6, j).as_deref(), Some(*code));
    }
    assert_eq!(seat_tally(2, 5, 4).as_deref(), Some("B 5"));
    // A seat past six, a seat given twice, and a table with a gap are refused at the card.
    let mut bad = players.clone();
    bad[10].tally = Some("B 7".into());
    assert_eq!(
        Party::from_tallies(settings(6), &bad).unwrap_err().field,
        "players[10].tally"
    );
    bad[10].tally = Some("B 1".into());
    assert_eq!(
        Party::from_tallies(settings(6), &bad).unwrap_err().field,
        "players[10].tally"
    );
    bad[10].tally = Some("B 6".into());
    assert_eq!(
        Party::from_tallies(settings(6), &bad).unwrap_err().field,
        "players[6].tally"
    );
}

/// Six-hand, "three winning partners" progress (seed 001 L7400–7404), up a table as in euchre's
/// first method; Table 1's winners stay and its losers go to the foot. Those who stay share the
/// sides with those who come.
#[test]
fn six_hand_winners_move_up_and_the_head_losers_go_to_the_foot() {
    let players = named(18);
    let n = |k: usize| format!("P{k:02}");
    let start = Seating {
        round: 1,
        tables: (0..3)
            .map(|t| Table {
                table: t as u32 + 1,
                seats: (1..=6).map(|k| n(6 * t + k)).collect(),
            })
            .collect(),
        waiting: Vec::new(),
    };
    let mut p = Party::new(settings(6), &players, start).unwrap();
    p.play(&RoundResult {
        round: 1,
        tables: vec![
            points(1, &[300, -120]),
            points(2, &[40, 260]),
            points(3, &[-80, 90]),
        ],
        ..RoundResult::default()
    })
    .unwrap();
    // Head: P01–P03 stay, P10–P12 (table 2's side B) come up; table 2: P07–P09 stay, P16–P18
    // come up; foot: P13–P15 stay, P04–P06 come down.
    assert_eq!(
        seats(&p),
        [
            ["P01", "P03", "P11", "P02", "P10", "P12"],
            ["P07", "P09", "P17", "P08", "P16", "P18"],
            ["P13", "P15", "P05", "P14", "P04", "P06"],
        ]
    );
    // "each player is credited with entire amount made by the partners" (L7384–7385).
    let t = p.totals("P04").unwrap();
    assert_eq!((t.points, t.plus, t.minus), (-120, 0, 120));
    assert_eq!(p.totals("P12").unwrap().points, 260);
}

/// Five-hand, "two players" progress (seed 001 L7400–7404): the two highest go up; at the head
/// the two highest and the best of the rest stay, and the two lowest go to the foot.
#[test]
fn five_hand_the_two_highest_progress() {
    let players = named(10);
    let names = |r: std::ops::RangeInclusive<usize>| -> Vec<String> {
        r.map(|k| format!("P{k:02}")).collect()
    };
    let start = Seating {
        round: 1,
        tables: vec![
            Table {
                table: 1,
                seats: names(1..=5),
            },
            Table {
                table: 2,
                seats: names(6..=10),
            },
        ],
        waiting: Vec::new(),
    };
    let p = Party::new(settings(5), &players, start).unwrap();
    let round = |head: &[i64], foot: &[i64]| RoundResult {
        round: 1,
        tables: vec![points(1, head), points(2, foot)],
        ..RoundResult::default()
    };
    // Table 1: P03 (250) and P01 (120) high, P05 (40) best of the rest; table 2: P10 (300)
    // and P08 (140).
    let mut q = p.clone();
    q.play(&round(&[120, 10, 250, -60, 40], &[30, 20, 140, 0, 300]))
        .unwrap();
    let head: BTreeSet<&str> = seats(&q)[0].iter().copied().collect();
    let foot: BTreeSet<&str> = seats(&q)[1].iter().copied().collect();
    assert_eq!(head, ["P01", "P03", "P05", "P08", "P10"].into());
    assert_eq!(foot, ["P02", "P04", "P06", "P07", "P09"].into());
    assert_eq!(q.totals("P04").unwrap().minus, 60);
    // A tie at the line (P01 and P05 both 120 for the second place) needs the cut.
    let tied = round(&[120, 10, 250, -60, 120], &[30, 20, 140, 0, 300]);
    let e = p.clone().play(&tied).unwrap_err();
    assert_eq!(e.field, "tables[0].winner");
    let mut cut = tied.clone();
    cut.tables[0].winner = Some("P05".into());
    let mut r = p.clone();
    r.play(&cut).unwrap();
    assert!(seats(&r)[0].contains(&"P05") && seats(&r)[0].contains(&"P01"));
    let mut cut = tied.clone();
    cut.tables[0].stays = Some("P05".into());
    let mut r = p.clone();
    r.play(&cut).unwrap();
    // P05 lost the cut: not a winner, but the best of the rest, so he keeps his place.
    assert_eq!(r.totals("P05").unwrap().halves, 0);
    assert_eq!(r.totals("P01").unwrap().halves, 2);
    // A winner named who has not the points is refused.
    let mut wrong = round(&[120, 10, 250, -60, 40], &[30, 20, 140, 0, 300]);
    wrong.tables[0].winner = Some("P04".into());
    assert_eq!(
        p.clone().play(&wrong).unwrap_err().field,
        "tables[0].winner"
    );
}

/// Tables of five or six move only as the book's five hundred says.
#[test]
fn other_methods_are_refused_with_tables_of_five_or_six() {
    let s = Settings {
        method: Method::LadyAndGentlemanApart,
        ..settings(5)
    };
    let e = seat_by_lot(&s, &named(10), 1)
        .and_then(|seating| Party::new(s, &named(10), seating))
        .unwrap_err();
    assert_eq!(e.field, "settings.table_size");
    let s = Settings {
        table_size: 7,
        ..settings(5)
    };
    let seating = Seating {
        round: 1,
        tables: vec![table(1, &["P01", "P02", "P03"])],
        waiting: Vec::new(),
    };
    assert_eq!(
        Party::new(s, &named(3), seating).unwrap_err().field,
        "settings.table_size"
    );
}

/// A leaver's place is filled from the table below; a late guest joins at the foot.
#[test]
fn leavers_and_late_guests_at_tables_of_five() {
    let players = named(10);
    let seating = seat_by_lot(&settings(5), &players, 7).unwrap();
    let mut p = Party::new(settings(5), &players, seating).unwrap();
    let gone = p.seating().tables[0].seats[0].clone();
    p.play(&RoundResult {
        round: 1,
        tables: vec![
            points(1, &[50, 40, 30, 20, 10]),
            points(2, &[5, 4, 3, 2, 1]),
        ],
        leave: vec![gone.clone()],
        arrive: vec![player("Late", None)],
    })
    .unwrap();
    let all: Vec<&str> = seats(&p).concat();
    assert_eq!(all.len(), 10);
    assert!(!all.contains(&gone.as_str()));
    assert_eq!(seats(&p)[1].last(), Some(&"Late"));
    // Two leave: nine are left, a five and a four.
    let two: Vec<String> = p.seating().tables[1].seats[..2].to_vec();
    p.play(&RoundResult {
        round: 2,
        tables: vec![
            points(1, &[50, 40, 30, 20, 10]),
            points(2, &[5, 4, 3, 2, 1]),
        ],
        leave: two,
        ..RoundResult::default()
    })
    .unwrap();
    assert_eq!(
        p.seating()
            .tables
            .iter()
            .map(|t| t.seats.len())
            .collect::<Vec<_>>(),
        [5, 3]
    );
}

/// By lot: the draw replays from its seed, seats everyone once, at tables of the chosen size.
#[test]
fn by_lot_the_tables_are_of_the_chosen_size() {
    let players = named(17);
    let a = seat_by_lot(&settings(6), &players, 1927).unwrap();
    assert_eq!(a, seat_by_lot(&settings(6), &players, 1927).unwrap());
    let sizes: Vec<usize> = a.tables.iter().map(|t| t.seats.len()).collect();
    assert_eq!(sizes, [6, 6, 5]);
}

fn random_points(n: usize, seed: u64) -> Vec<i64> {
    // Distinct, so no cut is needed; some below nothing (set-backs).
    (0..n)
        .map(|j| ((seed as i64 * 7 + j as i64 * 13) % 23 - 6) * 10 + j as i64)
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every round seats every player once, at tables keeping their sizes; with equal tables,
    /// each table's winners (but Table 1's) sit one table up the next round.
    #[test]
    fn every_player_is_seated_once_a_round(n in 3usize..40, six in any::<bool>(), seed in 0u64..1000, rounds in 1u32..5) {
        let size = if six { 6 } else { 5 };
        let players = named(n);
        let seating = seat_by_lot(&settings(size), &players, seed).unwrap();
        let sizes: Vec<usize> = seating.tables.iter().map(|t| t.seats.len()).collect();
        prop_assert_eq!(&sizes, &table_sizes(n, usize::from(size)).unwrap());
        let mut p = Party::new(settings(size), &players, seating).unwrap();
        for r in 1..=rounds {
            let before = p.seating().clone();
            let tables: Vec<TableResult> = before.tables.iter().enumerate().map(|(i, t)| {
                let cols = if t.seats.len() == 4 || t.seats.len() == 6 { 2 } else { t.seats.len() };
                points(t.table, &random_points(cols, seed + u64::from(r) * 31 + i as u64))
            }).collect();
            p.play(&RoundResult { round: r, tables: tables.clone(), ..RoundResult::default() }).unwrap();
            let all: Vec<&str> = seats(&p).concat();
            let unique: BTreeSet<&str> = all.iter().copied().collect();
            prop_assert_eq!(all.len(), n);
            prop_assert_eq!(unique.len(), n);
            let now: Vec<usize> = p.seating().tables.iter().map(|t| t.seats.len()).collect();
            prop_assert_eq!(&now, &sizes);
            if sizes.iter().all(|&s| s == sizes[0]) && sizes.len() > 1 {
                for (i, t) in before.tables.iter().enumerate().skip(1) {
                    let pts = tables[i].points.clone().unwrap();
                    let len = t.seats.len();
                    let winners: Vec<&String> = if len == 4 || len == 6 {
                        let half = if pts[0] > pts[1] { 0 } else { len / 2 };
                        t.seats[half..half + len / 2].iter().collect()
                    } else {
                        // Three-hand, the high player; five-hand, two (L7400–7404).
                        let k = if len == 3 { 1 } else { 2 };
                        let mut order: Vec<usize> = (0..len).collect();
                        order.sort_by_key(|&j| std::cmp::Reverse(pts[j]));
                        order[..k].iter().map(|&j| &t.seats[j]).collect()
                    };
                    for w in winners {
                        prop_assert!(p.seating().tables[i - 1].seats.contains(w), "{} did not go up from table {}", w, i + 1);
                    }
                }
            }
        }
    }
}
