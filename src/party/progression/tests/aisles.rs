//! A large room in aisles: tables numbered through them, each its own circuit.

use super::*;

fn aisle_room(aisles: u32, per: u32) -> Settings {
    Settings {
        lone_hands: LoneHands::None,
        aisles: Some(aisles),
        aisle_tables: Some(per),
        ..Settings::default()
    }
}

/// seed 001 L6552–6676: tables numbered on through the room, sixteen to an aisle in the book's
/// chart; any tables over the last aisle's share stay in the last aisle.
#[test]
fn tables_are_numbered_through_the_aisles() {
    let s = aisle_room(4, 16);
    assert_eq!(s.aisle_of(1), Some(1));
    assert_eq!(s.aisle_of(16), Some(1));
    assert_eq!(s.aisle_of(17), Some(2));
    assert_eq!(s.table_in_aisle(17), Some(1));
    assert_eq!(s.aisle_of(64), Some(4));
    assert_eq!(s.table_in_aisle(64), Some(16));
    assert_eq!(s.aisle_of(65), Some(4));
    assert_eq!(s.table_in_aisle(65), Some(17));
    assert_eq!(Settings::default().aisle_of(3), None);
}

/// seed 001 L6818–6820 (printed rule 4: the winners move "to the table next highest in number")
/// and the chart's caption (L6552–6676: "progressing in a circle from table No. 16 to table No.
/// 1"; "There is no head table"): two aisles of three tables, the head pair winning everywhere.
#[test]
fn each_aisle_is_its_own_circuit_without_a_head_table() {
    let mut p = Party::from_tallies(aisle_room(2, 3), &guests(6)).unwrap();
    p.play(&won_by(1, &["L1", "L3", "L5", "L7", "L9", "L11"]))
        .unwrap();
    assert_eq!(
        seats(&p),
        vec![
            // Aisle 1, table 1: the winners of its table 3 come round; the losers split.
            vec!["L2", "G5", "L5", "G2"],
            vec!["L4", "G1", "L1", "G4"],
            vec!["L6", "G3", "L3", "G6"],
            // Aisle 2 keeps to itself.
            vec!["L8", "G11", "L11", "G8"],
            vec!["L10", "G7", "L7", "G10"],
            vec!["L12", "G9", "L9", "G12"],
        ]
    );
}

proptest! {
    /// Whoever wins, a player never leaves the aisle he started in, and every seat is filled.
    #[test]
    fn nobody_leaves_his_aisle(picks in proptest::collection::vec(proptest::collection::vec(0usize..4, 6), 1..10)) {
        let s = aisle_room(2, 3);
        let mut p = Party::from_tallies(s, &guests(6)).unwrap();
        let aisle_of = |p: &Party| -> BTreeMap<String, u32> {
            p.seating().tables.iter().flat_map(|t| {
                t.seats.iter().map(move |n| (n.clone(), s.aisle_of(t.table).unwrap()))
            }).collect()
        };
        let start = aisle_of(&p);
        for (r, pick) in picks.iter().enumerate() {
            let winners: Vec<String> = p.seating().tables.iter().zip(pick).map(|(t, &j)| t.seats[j].clone()).collect();
            let names: Vec<&str> = winners.iter().map(String::as_str).collect();
            p.play(&won_by(r as u32 + 1, &names)).unwrap();
            prop_assert_eq!(aisle_of(&p), start.clone());
        }
    }
}

/// An odd number at a large euchre: the three-hand foot table (seed 001 L6507–6515) sits in the
/// last aisle's circuit; its two who progress go to that aisle's first table, whose winners come
/// down to it in turn, and nobody changes aisle.
#[test]
fn a_three_hand_foot_table_goes_round_the_last_aisle() {
    let mut players = guests(3);
    players.push(lady("L9", "4 A"));
    players.push(gent("G9", "4 A"));
    players.push(lady("L10", "4 B"));
    let s = Settings {
        scoring: by_points(),
        ..aisle_room(2, 2)
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let points = |v: &[i64]| Some(v.to_vec());
    p.play(&RoundResult {
        round: 1,
        tables: vec![
            TableResult {
                table: 1,
                points: points(&[5, 1]),
                ..TableResult::default()
            },
            TableResult {
                table: 2,
                points: points(&[2, 4]),
                ..TableResult::default()
            },
            TableResult {
                table: 3,
                points: points(&[5, 3]),
                ..TableResult::default()
            },
            TableResult {
                table: 4,
                points: points(&[5, 3, 1]),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    })
    .unwrap();
    // Table 3 (aisle 2, table 1) takes the foot's two who progress (L9, G9); the foot keeps
    // L10 and takes table 3's winners (L5, G5).
    assert_eq!(seats(&p)[2], ["L6", "G9", "L9", "G6"]);
    assert_eq!(seats(&p)[3], ["L10", "L5", "G5"]);
    // Aisle 1 goes round its own two tables.
    assert_eq!(seats(&p)[0], ["L2", "G4", "L4", "G2"]);
    assert_eq!(seats(&p)[1], ["L3", "G1", "L1", "G3"]);
}
