//! Ties at the bell, three- and two-hand foot tables, lone hands, tally codes, late guests and refusals.

use super::*;

/// Ties at the bell, L6469–6471: half a game each, or the cut's winner takes the game; either
/// way the side named progresses.
#[test]
fn ties_at_the_bell_each_way() {
    let tied = |round| RoundResult {
        round,
        tables: vec![
            points_at(1, &[5, 2]),
            TableResult {
                table: 2,
                points: Some(vec![3, 3]),
                winner: Some("G4".to_owned()),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    let mut half = Party::from_tallies(Settings::default(), &guests(2)).unwrap();
    half.play(&tied(1)).unwrap();
    for name in ["L3", "G3", "L4", "G4"] {
        assert_eq!(half.totals(name).unwrap().halves, 1, "{name}");
    }
    assert_eq!(seats(&half)[0], ["L1", "G1", "L4", "G4"]);

    let decider = Settings {
        scoring: Scoring {
            tie: TieRule::Decider,
            ..Scoring::default()
        },
        ..Settings::default()
    };
    let mut cut = Party::from_tallies(decider, &guests(2)).unwrap();
    cut.play(&tied(1)).unwrap();
    assert_eq!(cut.totals("G4").unwrap().halves, 2);
    assert_eq!(cut.totals("G3").unwrap().halves, 0);
    assert_eq!(seats(&cut), seats(&half));

    // Without a name for the cut's winner a tie at half games is still scored, the head
    // couple (L3 & G3) progressing; where the cut's winner takes the game it cannot be.
    let mut r = tied(1);
    r.tables[1].winner = None;
    let mut unnamed = Party::from_tallies(Settings::default(), &guests(2)).unwrap();
    unnamed.play(&r).unwrap();
    for name in ["L3", "G3", "L4", "G4"] {
        assert_eq!(unnamed.totals(name).unwrap().halves, 1, "{name}");
    }
    assert_eq!(seats(&unnamed)[0], ["L1", "G1", "L3", "G3"]);
    let e = Party::from_tallies(decider, &guests(2))
        .unwrap()
        .play(&r)
        .unwrap_err();
    assert_eq!(e.field, "tables[1].winner");
}

/// Odd numbers, L6507–6515: a three-hand foot table; two progress, only the top scores, and a
/// tie for top scores both.
#[test]
fn three_hand_foot_table() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 A"));
    players.push(lady("L10", "3 B"));
    let s = Settings {
        scoring: by_points(),
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    assert_eq!(seats(&p)[2], ["L9", "G9", "L10"]);
    let round = |foot: Vec<i64>, stays: Option<&str>| RoundResult {
        round: 1,
        tables: vec![
            points_at(1, &[5, 1]),
            points_at(2, &[2, 4]),
            TableResult {
                table: 3,
                points: Some(foot),
                stays: stays.map(str::to_owned),
                ..TableResult::default()
            },
        ],
        ..RoundResult::default()
    };
    // A tie between the two lower hands: the cut must say who stays.
    let e = p.clone().play(&round(vec![5, 2, 2], None)).unwrap_err();
    assert_eq!(e.field, "tables[2].stays");
    let mut q = p.clone();
    q.play(&round(vec![5, 2, 2], Some("G9"))).unwrap();
    assert_eq!(q.totals("L9").unwrap().halves, 2);
    assert_eq!(q.totals("L10").unwrap().halves, 0);
    // L9 and L10 progress to table 2 (the lady's place first); G9 stays; table 1's losers come.
    assert_eq!(seats(&q)[1], ["L3", "L10", "L9", "G3"]);
    assert_eq!(seats(&q)[2], ["G9", "L2", "G2"]);

    // A tie for top at a three-hand table: both score.
    p.play(&round(vec![4, 4, 1], None)).unwrap();
    assert_eq!(p.totals("L9").unwrap().halves, 2);
    assert_eq!(p.totals("G9").unwrap().halves, 2);
    assert_eq!(p.totals("L10").unwrap().halves, 0);
    assert_eq!(seats(&p)[2], ["L10", "L2", "G2"]);
    assert_eq!(p.totals("L9").unwrap().points, 4);
}

#[test]
fn two_hand_foot_table_both_progress_the_winner_scores() {
    let mut players = guests(2);
    players.push(lady("L9", "3 A"));
    players.push(gent("G9", "3 B"));
    let s = Settings {
        scoring: by_points(),
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &players).unwrap();
    let mut r = won_by(1, &["L1", "L3"]);
    for t in &mut r.tables {
        t.winner = None;
        t.points = Some(vec![5, 3]);
    }
    r.tables.push(points_at(3, &[2, 6]));
    p.play(&r).unwrap();
    assert_eq!(p.totals("G9").unwrap().halves, 2);
    assert_eq!(p.totals("L9").unwrap().halves, 0);
    assert_eq!(seats(&p)[1], ["L4", "G9", "L9", "G4"]);
    assert_eq!(seats(&p)[2], ["L2", "G2"]);
}

#[test]
fn refusals_name_the_field() {
    let mut p = Party::from_tallies(Settings::default(), &guests(2)).unwrap();
    let e = p.clone().play(&won_by(1, &["L1", "L1"])).unwrap_err();
    assert_eq!(e.field, "tables[1].winner");
    assert!(e.message.contains("not at table 2"), "{e}");
    p.play(&won_by(1, &["L1", "L3"])).unwrap();
    let e = p.clone().play(&won_by(1, &["L1", "L3"])).unwrap_err();
    assert_eq!(
        e.to_string(),
        "round: round 1 is finished; round 2 is being played"
    );
    let e = p.clone().play(&won_by(3, &["L1", "L3"])).unwrap_err();
    assert_eq!(e.field, "round");
    let e = p.clone().play(&won_by(2, &["L1"])).unwrap_err();
    assert_eq!(e.to_string(), "tables: no result for table 2");
    let mut r = won_by(2, &["L1", "L2"]);
    r.tables[0].lone_hands.insert("G9".to_owned(), 1);
    assert_eq!(
        p.clone().play(&r).unwrap_err().field,
        "tables[0].lone_hands.G9"
    );
    let mut r = won_by(2, &["L1", "L4"]);
    r.tables[1].points = Some(vec![1, 5]);
    assert_eq!(p.clone().play(&r).unwrap_err().field, "tables[1].winner");
    // Refusals change nothing.
    let before = p.clone();
    let _ = p.play(&won_by(2, &["L1", "nobody"]));
    assert_eq!(p, before);
}

#[test]
fn lone_hands_at_the_head_table_as_the_hostess_rules() {
    let no_head = Settings {
        lone_hands: LoneHands::NotAtHead,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(no_head, &guests(2)).unwrap();
    let mut r = won_by(1, &["L1", "L3"]);
    r.tables[0].lone_hands.insert("G1".to_owned(), 1);
    let e = p.clone().play(&r).unwrap_err();
    assert_eq!(e.field, "tables[0].lone_hands.G1");
    let mut r = won_by(1, &["L1", "L3"]);
    r.tables[1].lone_hands.insert("G3".to_owned(), 2);
    p.play(&r).unwrap();
    assert_eq!(p.totals("G3").unwrap().lone_hands, 2);
}

#[test]
fn tally_codes_and_a_lady_in_a_gentlemans_place() {
    assert_eq!(parse_tally("1 A"), Some((1, Side::A)));
    assert_eq!(parse_tally("12B"), Some((12, Side::B)));
    assert_eq!(parse_tally("0 A"), None);
    assert_eq!(parse_tally("A 1"), None);
    let mut players = guests(2);
    // G4 is away; L9 takes his place at "2 B".
    players.retain(|p| p.name != "G4");
    players.push(Player {
        place: Some(Sex::Gentleman),
        ..lady("L9", "2 B")
    });
    let p = Party::from_tallies(Settings::default(), &players).unwrap();
    assert_eq!(seats(&p)[1], ["L3", "G3", "L4", "L9"]);
    assert_eq!(p.sex("L9"), Some(Sex::Lady));
    // Without the place the couple has two ladies.
    players.last_mut().unwrap().place = None;
    let e = Party::from_tallies(Settings::default(), &players).unwrap_err();
    assert!(e.field.ends_with(".place"), "{e}");
}

#[test]
fn late_guests_and_early_leavers() {
    let mut p = Party::from_tallies(Settings::default(), &guests(2)).unwrap();
    let mut r = won_by(1, &["L1", "L3"]);
    r.leave = vec!["G1".to_owned()];
    r.arrive = vec![gent("G9", "")];
    p.play(&r).unwrap();
    // The late guest takes the leaver's place.
    assert_eq!(seats(&p)[0], ["L1", "G9", "L3", "G3"]);
    assert_eq!(p.totals("G1").unwrap().halves, 2);
    assert_eq!(seats(&p)[1], ["L4", "G2", "L2", "G4"], "{:?}", p.seating());
    // Three more: a three-hand foot table under M1.
    let mut r = won_by(2, &["L1", "L4"]);
    r.arrive = vec![lady("L7", ""), gent("G7", ""), lady("L8", "")];
    p.play(&r).unwrap();
    assert_eq!(p.seating().tables.len(), 3);
    assert_eq!(p.seating().tables[2].seats, ["L7", "G7", "L8"]);
    // A leaver from the middle is replaced from the foot table.
    let mut r = won_by(3, &["L1", "L2"]);
    r.tables.push(points_at(3, &[3, 2, 1]));
    r.leave = vec!["L3".to_owned()];
    let before: BTreeSet<String> = p
        .seating()
        .tables
        .iter()
        .flat_map(|t| t.seats.clone())
        .collect();
    p.play(&r).unwrap();
    let after: BTreeSet<String> = p
        .seating()
        .tables
        .iter()
        .flat_map(|t| t.seats.clone())
        .collect();
    assert_eq!(after.len(), before.len() - 1);
    assert!(!after.contains("L3"));
    assert_eq!(p.seating().tables[2].seats.len(), 2);
    let e = p.clone().play(&RoundResult {
        leave: vec!["nobody".to_owned()],
        ..won_by(4, &["L1", "L2", "L7"])
    });
    assert!(e.is_err());
}
