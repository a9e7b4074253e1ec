//! M1 to M4: winners up, and the lady-and-gentleman methods, as the book moves them.

use super::*;

/// M1, seed 001 L6416–6421 and the 1909 table (seed 000 L2832–2837): three tables.
#[test]
fn m1_winners_up_losers_split_head_losers_to_the_foot() {
    let mut p = Party::from_tallies(Settings::default(), &guests(3)).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L1", "G1", "L2", "G2"],
            ["L3", "G3", "L4", "G4"],
            ["L5", "G5", "L6", "G6"]
        ]
    );
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            // Table 1's winners keep their seats; table 2's winners come up as a pair.
            ["L1", "G1", "L4", "G4"],
            // Table 2's losers split: L3 with the incoming gentleman, the incoming lady with G3.
            ["L3", "G5", "L5", "G3"],
            // The foot's losers split with table 1's losers.
            ["L6", "G2", "L2", "G6"],
        ]
    );
    let t = p.totals("G4").unwrap();
    assert_eq!((t.halves, t.games), (2, 1));
    assert_eq!(p.totals("G3").unwrap().halves, 0);
}

#[test]
fn m1_head_winners_to_the_foot_or_changing_partners() {
    let rapid = Settings {
        head_winners: HeadWinners::ToFoot,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(rapid, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L2", "G4", "L4", "G2"],
            ["L3", "G5", "L5", "G3"],
            ["L6", "G1", "L1", "G6"],
        ]
    );
    let circles = Settings {
        head_winners: HeadWinners::ChangePartners,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(circles, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(seats(&p)[0], ["L1", "G4", "L4", "G1"]);
}

/// M2, L6424–6431: winning lady one way, winning gentleman the other, round the ends.
#[test]
fn m2_lady_and_gentleman_apart() {
    let s = Settings {
        method: Method::LadyAndGentlemanApart,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    // Winners: T1 L1 G1, T2 L4 G4, T3 L5 G5. Ladies up (T1's to T3), gentlemen down.
    assert_eq!(
        seats(&p),
        [
            ["L2", "G5", "L4", "G2"],
            ["L3", "G1", "L5", "G3"],
            ["L6", "G4", "L1", "G6"],
        ]
    );
}

/// M3, L6432–6435: winning lady up, losing gentleman down; the others stay as partners.
#[test]
fn m3_lady_up_gentleman_down() {
    let s = Settings {
        method: Method::LadyUpGentlemanDown,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    // Losers: T1 L2 G2, T2 L3 G3, T3 L6 G6.
    assert_eq!(
        seats(&p),
        [
            ["L2", "G1", "L4", "G6"],
            ["L3", "G4", "L5", "G2"],
            ["L6", "G5", "L1", "G3"],
        ]
    );
}

/// M4, L6435–6439: gentlemen up, ladies seated; reversed for half the evening.
#[test]
fn m4_gentlemen_up_and_reversed() {
    let s = Settings {
        method: Method::GentlemenUp,
        ..Settings::default()
    };
    let mut p = Party::from_tallies(s, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L1", "G1", "L2", "G4"],
            ["L4", "G3", "L3", "G5"],
            ["L5", "G6", "L6", "G2"],
        ]
    );
    let ladies = Settings {
        ladies_move: true,
        ..s
    };
    let mut p = Party::from_tallies(ladies, &guests(3)).unwrap();
    p.play(&won_by(1, &["L1", "G4", "L5"])).unwrap();
    assert_eq!(
        seats(&p),
        [
            ["L1", "G1", "L4", "G2"],
            ["L3", "G4", "L5", "G3"],
            ["L6", "G5", "L2", "G6"],
        ]
    );
}
