//! Rounds played at the tables: winners up, part rounds, one table checked, late and early guests.

use super::*;

#[test]
fn two_rounds_of_winners_up_at_three_tables() {
    // M1, seed 001 L6416–6423: winners up, Table 1's winners stay, its losers to the foot.
    let guests = three_tables();
    let settings = Kind::ProgressiveEuchre.settings();
    let r1 = [win(1, "L1"), win(2, "L4"), win(3, "G5")];
    let e = replay(&settings, &guests, &results(&[&r1]), 0).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.round(), 2);
    let t = &e.party.seating().tables;
    // Table 1 keeps its winners (1 A); table 2's winners (2 B: L4, G4) come up.
    assert_eq!(t[0].seats, ["L1", "G1", "L4", "G4"]);
    // Table 2's losers (L3, G3) stay and split to partner table 3's winners (L5, G5).
    assert_eq!(t[1].seats, ["L3", "G5", "L5", "G3"]);
    // The foot takes Table 1's losers (L2, G2) and keeps its own (L6, G6).
    assert_eq!(t[2].seats, ["L6", "G2", "L2", "G6"]);
    let r2 = [win(1, "L4"), win(2, "G5"), win(3, "L2")];
    let e =
        replay(&settings, &guests, &results(&[&r1, &r2]), 0).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.round(), 3);
    assert_eq!(e.seatings.len(), 3);
    let s = standings(&e.party);
    assert_eq!(s.len(), 12);
    // L4 and G4 won both games (2 B, then 1 B); G5 too (3 B, then 2 A beside L3). The next
    // rank is 4, not 2.
    let top: Vec<(&str, u32)> = s
        .iter()
        .take(4)
        .map(|r| (r.player.as_str(), r.rank))
        .collect();
    assert_eq!(top, [("G4", 1), ("G5", 1), ("L4", 1), ("G1", 4)]);
    assert!(s.iter().all(|r| r.played == 2));
}

#[test]
fn a_part_round_waits_for_its_other_tables() {
    let guests = three_tables();
    let settings = Kind::ProgressiveEuchre.settings();
    let e = replay(&settings, &guests, &results(&[&[win(2, "L3")]]), 0)
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.round(), 1);
    assert_eq!(e.waiting_for(), [1, 3]);
}

#[test]
fn one_table_is_checked_by_the_party_rules_before_the_room_reports() {
    let guests = three_tables();
    let settings = Kind::ProgressiveEuchre.settings();
    let e = replay(&settings, &guests, &BTreeMap::new(), 0).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(check_table(&e, &win(2, "L3")), Ok(()));
    let stranger = check_table(&e, &win(2, "L1")).map_err(|e| e.field);
    assert_eq!(stranger, Err("winner".to_owned()));
    let nobody = check_table(
        &e,
        &TableResult {
            table: 1,
            ..TableResult::default()
        },
    );
    assert_eq!(nobody.map_err(|e| e.field), Err("winner".to_owned()));
    let no_table = check_table(&e, &win(4, "L1")).map_err(|e| e.field);
    assert_eq!(no_table, Err("table".to_owned()));
}

#[test]
fn a_late_guest_and_an_early_leaver_swap_places() {
    let mut guests = three_tables();
    guests[4].leaves_after = Some(1); // L3, who loses at table 2 and would stay
    guests.push(Guest {
        name: "Mrs Late".to_owned(),
        sex: Sex::Lady,
        tally: None,
        place: None,
        arrives_after: Some(1),
        leaves_after: None,
    });
    let settings = Kind::ProgressiveEuchre.settings();
    let r1 = [win(1, "L1"), win(2, "L4"), win(3, "G5")];
    let e = replay(&settings, &guests, &results(&[&r1]), 0).unwrap_or_else(|e| panic!("{e:?}"));
    let seated: Vec<&String> = e
        .party
        .seating()
        .tables
        .iter()
        .flat_map(|t| &t.seats)
        .collect();
    assert!(seated.iter().any(|n| *n == "Mrs Late"));
    assert!(!seated.iter().any(|n| *n == "L3"));
    // L3's tally stands.
    assert!(
        standings(&e.party)
            .iter()
            .any(|r| r.player == "L3" && r.played == 1)
    );
}

/// Half games in the CSV as a spreadsheet reads them (issue 22: "3½" was read as text).
#[test]
fn half_games_are_written_in_decimals_for_the_csv() {
    use super::super::sheets::halves_decimal;
    assert_eq!(halves_decimal(0), "0");
    assert_eq!(halves_decimal(1), "0.5");
    assert_eq!(halves_decimal(7), "3.5");
    assert_eq!(halves_decimal(8), "4");
}
