//! Law 77's table at every boundary, computed by hand from the table (docs/laws/contract-duplicate.md
//! lays the table out), and Law 2's cycle.

use proptest::prelude::*;

use super::*;

fn contract(text: &str) -> Contract {
    match Bid::parse(text).unwrap() {
        Bid::Contract(c) => c,
        Bid::PassedOut => panic!("{text} is a pass"),
    }
}

/// The declaring side's score for `text` with `tricks`, vulnerable or not.
fn declarer(text: &str, tricks: u8, vulnerable: bool) -> i64 {
    let played = Played::Contract {
        contract: contract(text),
        declarer: Seat::North,
        tricks,
    };
    let vul = if vulnerable {
        Vulnerability::Both
    } else {
        Vulnerability::None
    };
    score(&played, vul).declarer_score
}

#[test]
fn law_2_vulnerability_and_dealer_by_board_number() {
    use Vulnerability::{Both, Ew, None as O, Ns};
    let first_sixteen = [
        O, Ns, Ew, Both, Ns, Ew, Both, O, Ew, Both, O, Ns, Both, O, Ns, Ew,
    ];
    for (i, v) in first_sixteen.into_iter().enumerate() {
        let board = i as u32 + 1;
        assert_eq!(vulnerability(board), v, "board {board}");
        assert_eq!(vulnerability(board + 16), v, "board {}", board + 16);
        assert_eq!(vulnerability(board + 32), v, "board {}", board + 32);
    }
    let dealers = [Seat::North, Seat::East, Seat::South, Seat::West];
    for board in 1..=36u32 {
        assert_eq!(
            dealer(board),
            dealers[(board as usize - 1) % 4],
            "board {board}"
        );
    }
}

#[test]
fn a_boards_conditions_in_words() {
    assert_eq!(conditions(1), "Dealer North; nobody vulnerable.");
    assert_eq!(conditions(3), "Dealer South; East-West vulnerable.");
    assert_eq!(conditions(16), "Dealer West; East-West vulnerable.");
    assert_eq!(conditions(20), "Dealer West; both sides vulnerable.");
}

#[test]
fn every_level_and_strain_made_exactly_not_vulnerable_and_vulnerable() {
    // (contract, not vulnerable, vulnerable), computed from the table: trick score, then 50 for
    // a part-score or 300 / 500 for game, then 500 / 750 or 1000 / 1500 for a slam.
    let cases = [
        ("1C", 70, 70),
        ("1D", 70, 70),
        ("1H", 80, 80),
        ("1S", 80, 80),
        ("1NT", 90, 90),
        ("2C", 90, 90),
        ("2H", 110, 110),
        ("2NT", 120, 120),
        ("3C", 110, 110),
        ("3D", 110, 110),
        ("3H", 140, 140),
        ("3S", 140, 140),
        ("3NT", 400, 600),
        ("4C", 130, 130),
        ("4H", 420, 620),
        ("4S", 420, 620),
        ("4NT", 430, 630),
        ("5C", 400, 600),
        ("5D", 400, 600),
        ("5H", 450, 650),
        ("5NT", 460, 660),
        ("6C", 920, 1370),
        ("6D", 920, 1370),
        ("6H", 980, 1430),
        ("6S", 980, 1430),
        ("6NT", 990, 1440),
        ("7C", 1440, 2140),
        ("7D", 1440, 2140),
        ("7H", 1510, 2210),
        ("7S", 1510, 2210),
        ("7NT", 1520, 2220),
    ];
    for (text, nv, v) in cases {
        let tricks = contract(text).level + 6;
        assert_eq!(declarer(text, tricks, false), nv, "{text} not vulnerable");
        assert_eq!(declarer(text, tricks, true), v, "{text} vulnerable");
    }
}

#[test]
fn overtricks_undoubled_doubled_and_redoubled() {
    // Undoubled at the trick value: 1NT+2 = 40 + 30 + 60 + 50; 2C+3 = 40 + 60 + 50.
    assert_eq!(declarer("1NT", 9, false), 150);
    assert_eq!(declarer("2C", 11, true), 150);
    assert_eq!(declarer("3NT", 10, false), 430);
    assert_eq!(declarer("4S", 11, true), 650);
    // Doubled: 100 / 200 an overtrick. 1CX+1 NV = 40 + 100 + 50 + 50.
    assert_eq!(declarer("1CX", 8, false), 240);
    assert_eq!(declarer("1CX", 8, true), 340);
    // 1CX made: 40 trick score is a part-score; the 50 for the insult.
    assert_eq!(declarer("1CX", 7, false), 140);
    // Redoubled: 1CXX = 80, part-score 50, insult 100; +1 is 200 / 400.
    assert_eq!(declarer("1CXX", 7, false), 230);
    assert_eq!(declarer("1CXX", 8, false), 430);
    assert_eq!(declarer("1CXX", 8, true), 630);
    // 2HX = 120: game on doubling. NV 120 + 300 + 50.
    assert_eq!(declarer("2HX", 8, false), 470);
    assert_eq!(declarer("2HX", 8, true), 670);
    // 1NTXX = 160: game. V 160 + 500 + 100 + 2 × 400.
    assert_eq!(declarer("1NTXX", 9, true), 1560);
    // 7NTXX V: 880 + 500 + 1500 + 100.
    assert_eq!(declarer("7NTXX", 13, true), 2980);
}

#[test]
fn the_game_line_is_a_trick_score_of_100() {
    // 2NT (70) and 4C (80) are part-scores; 3NT (100) and 5C (100) are games.
    assert_eq!(contract_parts("2NT", 8).game_or_part, 50);
    assert_eq!(contract_parts("4C", 10).game_or_part, 50);
    assert_eq!(contract_parts("3NT", 9).game_or_part, 300);
    assert_eq!(contract_parts("5D", 11).game_or_part, 300);
    // Overtricks never make a game: 2NT+2 is still a part-score.
    assert_eq!(contract_parts("2NT", 10).game_or_part, 50);
    // Doubling can: 2DX (80) is not, 3DX (120) is.
    assert_eq!(contract_parts("2DX", 8).game_or_part, 50);
    assert_eq!(contract_parts("3DX", 9).game_or_part, 300);
}

fn contract_parts(text: &str, tricks: u8) -> Parts {
    score_contract(&contract(text), tricks, false).2
}

/// Law 77's undertricks, 1 to 13 down, by hand: NV undoubled 50 each, V 100 each; NV doubled
/// 100, 300, 500, then 300 more each; V doubled 200, then 300 more each; redoubled twice doubled.
#[test]
fn undertricks_one_to_thirteen_every_double_and_vulnerability() {
    let nv_doubled = [
        100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500,
    ];
    let v_doubled = [
        200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800,
    ];
    for down in 1..=13i64 {
        // 7 of a suit with 13 − down tricks is `down` down.
        let tricks = u8::try_from(13 - down).unwrap();
        let i = usize::try_from(down - 1).unwrap();
        assert_eq!(declarer("7S", tricks, false), -50 * down, "{down} down NV");
        assert_eq!(declarer("7S", tricks, true), -100 * down, "{down} down V");
        assert_eq!(
            declarer("7SX", tricks, false),
            -nv_doubled[i],
            "{down} down NV X"
        );
        assert_eq!(
            declarer("7SX", tricks, true),
            -v_doubled[i],
            "{down} down V X"
        );
        assert_eq!(
            declarer("7SXX", tricks, false),
            -2 * nv_doubled[i],
            "{down} down NV XX"
        );
        assert_eq!(
            declarer("7SXX", tricks, true),
            -2 * v_doubled[i],
            "{down} down V XX"
        );
    }
    // Down one from a one-level contract: the same penalties.
    assert_eq!(declarer("1NT", 6, false), -50);
    assert_eq!(declarer("1NTX", 6, true), -200);
}

#[test]
fn slams_bid_and_made_only() {
    // 6S made with 13 tricks: the small slam and an overtrick, not the grand slam.
    assert_eq!(declarer("6S", 13, false), 1010);
    assert_eq!(declarer("6S", 13, true), 1460);
    // 5S with 12 tricks: no slam bonus.
    assert_eq!(declarer("5S", 12, false), 480);
    // 7C down one: no slam, only the penalty.
    assert_eq!(declarer("7C", 12, true), -100);
    // 6NTX vulnerable: 380 + 500 + 750 + 50.
    assert_eq!(declarer("6NTX", 12, true), 1680);
    // 7SXX not vulnerable: 840 + 300 + 1000 + 100.
    assert_eq!(declarer("7SXX", 13, false), 2240);
}

#[test]
fn a_board_passed_out_scores_nothing_either_way() {
    let s = score(&Played::PassedOut, Vulnerability::Both);
    assert_eq!((s.declarer_score, s.ns_score), (0, 0));
}

#[test]
fn east_west_declaring_is_minus_for_north_south_by_their_own_vulnerability() {
    let played = Played::Contract {
        contract: contract("4H"),
        declarer: Seat::West,
        tricks: 10,
    };
    // Board 2: N-S vulnerable, E-W not: West's 4H scores 420 for E-W.
    assert_eq!(score(&played, vulnerability(2)).ns_score, -420);
    // Board 3: E-W vulnerable.
    assert_eq!(score(&played, vulnerability(3)).ns_score, -620);
    let down = Played::Contract {
        contract: contract("4HX"),
        declarer: Seat::East,
        tricks: 8,
    };
    assert_eq!(score(&down, vulnerability(3)).ns_score, 500);
}

#[test]
fn contracts_are_read_as_travellers_write_them() {
    for (text, code) in [
        ("4hx", "4HX"),
        ("3N", "3NT"),
        ("3 nt", "3NT"),
        ("7SXX", "7SXX"),
        ("2♥x", "2HX"),
        ("pass", "PASS"),
        ("P", "PASS"),
    ] {
        assert_eq!(Bid::parse(text).unwrap().code(), code, "{text}");
    }
    for bad in ["", "8H", "0C", "4", "4HXXX", "4Z", "NT"] {
        assert!(Bid::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_wire_refuses_naming_the_field() {
    let refuse = |input: &str| wire::score_json(input).unwrap_err();
    let e = refuse(r#"{"boards":[{"board":1,"contract":"4H","declarer":"N","tricks":14}]}"#);
    assert_eq!(
        (e.field.as_str(), e.message.as_str()),
        ("boards[0].tricks", "14 is not from 0 to 13")
    );
    let e = refuse(r#"{"boards":[{"board":1,"contract":"4H","tricks":10}]}"#);
    assert_eq!(e.field, "boards[0].declarer");
    let e = refuse(r#"{"boards":[{"board":1,"contract":"4Q","declarer":"N","tricks":10}]}"#);
    assert_eq!(e.field, "boards[0].contract");
    let e = refuse(r#"{"boards":[{"contract":"4H","declarer":"N","tricks":10}]}"#);
    assert_eq!(e.field, "boards[0].board");
    let e = refuse(r#"{"boards":[{"board":1,"contract":"4H","declarer":"N","result":"+4"}]}"#);
    assert_eq!(e.field, "boards[0].result");
    let e = refuse(r#"{"boards":[{"board":1,"contract":"pass","tricks":7}]}"#);
    assert_eq!(e.field, "boards[0].tricks");
    let e = refuse(r#"{"boards":[{"board":1,"contract":"4H","declarer":"X","tricks":7}]}"#);
    assert!(e.field.starts_with("boards[0].declarer"), "{e}");
    let e = refuse(r#"{"boards":[]}"#);
    assert_eq!(e.field, "boards");
}

#[test]
fn the_wire_takes_tricks_or_a_result() {
    let out: serde_json::Value = serde_json::from_str(
        &wire::score_json(
            r#"{"boards":[
                {"board":1,"contract":"4HX","declarer":"S","result":"="},
                {"board":4,"contract":"3NT","declarer":"E","result":-2},
                {"board":5,"contract":"PASS"}]}"#,
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(out["boards"][0]["ns_score"], 590);
    assert_eq!(out["boards"][0]["tricks"], 10);
    assert_eq!(out["boards"][1]["ns_score"], 200);
    assert_eq!(out["boards"][1]["result"], "-2");
    assert_eq!(out["boards"][2]["ns_score"], 0);
    assert_eq!(out["boards"][2]["dealer"], "N");
    assert_eq!(out["totals"]["ns"], 790);
    assert_eq!(out["totals"]["ew"], -790);
}

fn any_contract() -> impl Strategy<Value = Contract> {
    (
        1u8..=7,
        prop_oneof![
            Just(Strain::Clubs),
            Just(Strain::Diamonds),
            Just(Strain::Hearts),
            Just(Strain::Spades),
            Just(Strain::Notrump)
        ],
        prop_oneof![
            Just(Doubled::No),
            Just(Doubled::Doubled),
            Just(Doubled::Redoubled)
        ],
    )
        .prop_map(|(level, strain, doubled)| Contract {
            level,
            strain,
            doubled,
        })
}

proptest! {
    /// A contract made scores more than nothing for the declaring side; one defeated, less.
    #[test]
    fn made_scores_above_zero_and_defeated_below(c in any_contract(), tricks in 0u8..=13, v: bool) {
        let (made, _, parts) = score_contract(&c, tricks, v);
        let played = Played::Contract { contract: c, declarer: Seat::South, tricks };
        let vul = if v { Vulnerability::Both } else { Vulnerability::None };
        let s = score(&played, vul);
        prop_assert_eq!(made, tricks >= c.level + 6);
        if made {
            prop_assert!(s.declarer_score > 0);
        } else {
            prop_assert!(s.declarer_score < 0);
            prop_assert_eq!(-s.declarer_score, parts.undertricks);
        }
    }

    /// One more trick never scores less: the declaring side's score rises strictly with tricks.
    #[test]
    fn score_rises_with_every_trick(c in any_contract(), tricks in 0u8..13, v: bool) {
        let at = |t: u8| declarer_score_of(&c, t, v);
        prop_assert!(at(tricks + 1) > at(tricks), "{:?} {} → {}", c, at(tricks), at(tricks + 1));
    }

    /// North-South's score is the declaring side's, signed by who declared, and the board sums to
    /// zero between the sides.
    #[test]
    fn north_south_is_the_declarers_score_signed(c in any_contract(), tricks in 0u8..=13, board in 1u32..=64, seat in 0usize..4) {
        let declarer = [Seat::North, Seat::East, Seat::South, Seat::West][seat];
        let played = Played::Contract { contract: c, declarer, tricks };
        let s = score(&played, vulnerability(board));
        let expected = if declarer.is_ns() { s.declarer_score } else { -s.declarer_score };
        prop_assert_eq!(s.ns_score, expected);
        prop_assert_eq!(s.declarer_vulnerable, vulnerability(board).of(declarer));
    }

    /// Every contract a traveller writes reads back to the same contract.
    #[test]
    fn a_contract_code_reads_back(c in any_contract()) {
        let code = Bid::Contract(c).code();
        prop_assert_eq!(Bid::parse(&code).unwrap(), Bid::Contract(c));
    }
}

fn declarer_score_of(c: &Contract, tricks: u8, vulnerable: bool) -> i64 {
    let played = Played::Contract {
        contract: *c,
        declarer: Seat::North,
        tricks,
    };
    let vul = if vulnerable {
        Vulnerability::Both
    } else {
        Vulnerability::None
    };
    score(&played, vul).declarer_score
}
