//! Five hundred: tallies by table letter and seat number, and the high player alone leaving.

use super::*;

/// Five hundred's tally cards, seed 001 L7370–7374: "Table A 1, A 2, A 3, A 4; one and three
/// playing partners against two and four" — the letter is the table, the number the seat.
#[test]
fn five_hundred_tallies_name_the_table_by_letter_and_the_seat_by_number() {
    assert_eq!(parse_seat_tally("A 1"), Some((1, 1)));
    assert_eq!(parse_seat_tally("c4"), Some((3, 4)));
    assert_eq!(parse_seat_tally("A 5"), None);
    assert_eq!(parse_seat_tally("1 A"), None);
    let s = Settings {
        seat_tallies: true,
        ..Settings::default()
    };
    let players = vec![
        lady("L1", "A 1"),
        gent("G1", "A 3"),
        lady("L2", "A 2"),
        gent("G2", "A 4"),
        lady("L3", "B 1"),
        gent("G3", "B 3"),
        lady("L4", "B 2"),
        gent("G4", "B 4"),
    ];
    let p = Party::from_tallies(s, &players).unwrap();
    // Seats 1 and 3 are partners (pair A), 2 and 4 the other pair.
    assert_eq!(
        seats(&p),
        [["L1", "G1", "L2", "G2"], ["L3", "G3", "L4", "G4"]]
    );
    // Without the setting "A 1" is not a euchre tally.
    let e = Party::from_tallies(Settings::default(), &players).unwrap_err();
    assert_eq!(e.field, "players[0].tally");
}

/// Five hundred's three-hand table, seed 001 L7400–7404: "three-hand, high player progresses",
/// alone. L9 (300) goes up to table 2 in the place of one who lost there (L3), who goes down
/// to the foot with G9 and L10; table 1's losers come to table 2 as under M1.
#[test]
fn at_five_hundred_only_the_high_player_leaves_a_three_hand_table() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    players.push(lady("L10", "3 B"));
    let s = Settings {
        three_hand_high_only: true,
        scoring: Scoring {
            mode: Mode::Points,
            set_backs: true,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let round = |foot: Vec<i64>, winner: Option<&str>| RoundResult {
        round: 1,
        tables: vec![
            points_at(1, &[240, 100]),
            points_at(2, &[-100, 180]),
            TableResult {
                table: 3,
                points: Some(foot),
                winner: winner.map(str::to_owned),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    let mut q = p.clone();
    q.play(&round(vec![300, 120, -60], None)).unwrap();
    assert_eq!(
        seats(&q),
        [
            vec!["L1", "G1", "L4", "G4"],
            vec!["L9", "G2", "L2", "G3"],
            vec!["G9", "L10", "L3"],
        ]
    );
    assert_eq!(q.totals("L9").unwrap().points, 300);
    assert_eq!(q.totals("L10").unwrap().points, -60);
    // Two tied for high: the one who won the cut is named, and only he progresses.
    let e = p.clone().play(&round(vec![200, 200, 0], None)).unwrap_err();
    assert_eq!(e.field, "tables[2].winner");
    p.play(&round(vec![200, 200, 0], Some("G9"))).unwrap();
    assert!(seats(&p)[1].contains(&"G9"));
    assert!(seats(&p)[2].contains(&"L9"));
    assert_eq!(p.totals("L9").unwrap().halves, 2);
}

/// Five hundred's seats as the tally cards write them (seed 001 L7370–7374): pair A sits in
/// seats 1 and 3, pair B in 2 and 4; each code reads back to its table and seat.
#[test]
fn seat_tallies_read_back() {
    assert_eq!(seat_tally(1, 4, 0).as_deref(), Some("A 1"));
    assert_eq!(seat_tally(1, 4, 1).as_deref(), Some("A 3"));
    assert_eq!(seat_tally(2, 4, 2).as_deref(), Some("B 2"));
    assert_eq!(seat_tally(26, 4, 3).as_deref(), Some("Z 4"));
    assert_eq!(seat_tally(3, 3, 2).as_deref(), Some("C 3"));
    assert_eq!(seat_tally(27, 4, 0), None);
    assert_eq!(seat_tally(0, 4, 0), None);
    for (j, seat) in [(0, 1), (1, 3), (2, 2), (3, 4)] {
        let code = seat_tally(5, 4, j).unwrap();
        assert_eq!(parse_seat_tally(&code), Some((5, seat)));
    }
}
