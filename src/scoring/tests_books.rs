//! The books' assigned scores, each as the book writes it, scored by plus and minus (the book's
//! own method: an average score is the direction's average on the board, so it adds nothing)
//! and by matchpoints (an average score is 50 % of the top).

use super::*;

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

fn played(board: u32, table: u32, score: i64) -> BoardResult<(Side, u32)> {
    BoardResult {
        board,
        ns: (Side::Ns, table),
        ew: (Side::Ew, table),
        outcome: Outcome::Played(q(score)),
    }
}

fn assigned(board: u32, table: u32, a: Assigned) -> BoardResult<(Side, u32)> {
    BoardResult {
        board,
        ns: (Side::Ns, table),
        ew: (Side::Ew, table),
        outcome: Outcome::Assigned(a),
    }
}

/// The table's (N-S, E-W) figures under plus/minus and under matchpoints.
fn scored(results: &[BoardResult<(Side, u32)>], table: u32) -> [(Q, Q); 2] {
    [Method::PlusMinus, Method::Matchpoints].map(|m| {
        let s =
            standings(m, &Settings::default(), results, |k| k.0).unwrap_or_else(|e| panic!("{e}"));
        let r = s.boards[0]
            .results
            .iter()
            .find(|r| r.ns.1 == table)
            .unwrap_or_else(|| panic!("no table {table}"));
        (
            r.ns_points.unwrap_or_else(|| panic!("no N-S figure")),
            r.ew_points.unwrap_or_else(|| panic!("no E-W figure")),
        )
    })
}

/// Duplicate whist, Law IV Sec. 9 (seed 001 L4077–4081): the wrong trump turned on the overplay
/// and the play begun, more than two tables in play: "the players at the table shall take the
/// average score for the deal". Four tables; table 4 took 9, 8, 7 tricks' average.
#[test]
fn duplicate_whist_law_iv_sec_9_wrong_trump_takes_the_average() {
    let results = [
        played(1, 1, 9),
        played(1, 2, 8),
        played(1, 3, 7),
        assigned(1, 4, Assigned::average()),
    ];
    let [plus_minus, matchpoints] = scored(&results, 4);
    // Plus and minus: the N-S average is 8 tricks, so the table is neither above nor below it.
    assert_eq!(plus_minus, (q(0), q(0)));
    // Matchpoints: half of the top of 6.
    assert_eq!(matchpoints, (q(3), q(3)));
    // The others are compared among themselves, factored from three results to four.
    let [_, first] = scored(&results, 1);
    assert_eq!(first, (Q::new(17, 3), Q::new(1, 3)));
}

/// Law IV Sec. 10 (L4083–4090): the trump slip wrong and the deal played with it at the next
/// tables: "the recorded trump must be taken as correct and the players at the original table
/// take the average score"; Law V Sec. 1 (L4094–4103): an irregular hand found on the overplay
/// with more than two tables: the discovering table "shall take the average score". Five tables,
/// table 1 (the original) and table 3 (the discovering table) take the average.
#[test]
fn duplicate_whist_law_iv_sec_10_and_law_v_sec_1_tables_take_the_average() {
    let results = [
        assigned(1, 1, Assigned::average()),
        played(1, 2, 6),
        assigned(1, 3, Assigned::average()),
        played(1, 4, 9),
        played(1, 5, 9),
    ];
    for table in [1, 3] {
        let [plus_minus, matchpoints] = scored(&results, table);
        assert_eq!(plus_minus, (q(0), q(0)));
        // Top 8 on a board of five.
        assert_eq!(matchpoints, (q(4), q(4)));
    }
    // Table 2's 6 tricks against the average of 8: two below.
    let [plus_minus, _] = scored(&results, 2);
    assert_eq!(plus_minus, (q(-2), q(2)));
}

/// KWC law 4c (seed 001 L3298–3309): a hand with the wrong number of cards found at another
/// table during the bidding or play: "the pair bidding or playing when holding an incorrect
/// number of cards shall take the lowest, and their opponents the highest score for that deal;
/// if both pairs are at fault they shall take the average score for deal". Auction nets +300,
/// +120, -50 at three tables; at table 4 N-S held the wrong hand.
#[test]
fn kwc_law_4c_wrong_number_of_cards_lowest_and_highest() {
    let mut results = vec![
        played(1, 1, 300),
        played(1, 2, 120),
        played(1, 3, -50),
        assigned(1, 4, Assigned::wrong_cards(Side::Ns)),
    ];
    let [plus_minus, matchpoints] = scored(&results, 4);
    // N-S average 370 / 3: N-S take -50, E-W the best E-W result (also -50 for N-S).
    let low = q(-50) - Q::new(370, 3);
    assert_eq!(plus_minus, (low, -low));
    // The -50 result's matchpoints, factored from three results to four: N-S 1/3, E-W 17/3.
    assert_eq!(matchpoints, (Q::new(1, 3), Q::new(17, 3)));
    // Both at fault: the average.
    results[3] = assigned(1, 4, Assigned::average());
    let [plus_minus, matchpoints] = scored(&results, 4);
    assert_eq!((plus_minus, matchpoints), ((q(0), q(0)), (q(3), q(3))));
}

/// KWC law 5a (L3317–3329): two hands shifted, the board played as dealt at half or more of the
/// tables: those who played it not as dealt "take the average on such board … determined by the
/// scores made where hand was played as originally dealt". Five tables; 3 as dealt.
#[test]
fn kwc_law_5a_shifted_hands_at_fewer_than_half_take_the_as_dealt_average() {
    let results = [
        played(1, 1, 400),
        played(1, 2, 250),
        played(1, 3, 100),
        assigned(1, 4, Assigned::average()),
        assigned(1, 5, Assigned::average()),
    ];
    let s = standings(Method::PlusMinus, &Settings::default(), &results, |k| k.0)
        .unwrap_or_else(|e| panic!("{e}"));
    // The average is of the three played as dealt.
    assert_eq!(s.boards[0].datum, Some(q(250)));
    for table in [4, 5] {
        assert_eq!(scored(&results, table), [(q(0), q(0)), (q(4), q(4))]);
    }
}

/// KWC law 5b (L3331–3333): played as dealt at fewer than half of the tables: "players who play
/// the boards as originally dealt shall take the average on such board or boards as played after
/// cards have been shifted". Five tables; 2 as dealt (tables 1, 2), 3 after the shift.
#[test]
fn kwc_law_5b_as_dealt_at_fewer_than_half_take_the_shifted_average() {
    let results = [
        assigned(1, 1, Assigned::average()),
        assigned(1, 2, Assigned::average()),
        played(1, 3, -100),
        played(1, 4, 50),
        played(1, 5, 200),
    ];
    let s = standings(Method::PlusMinus, &Settings::default(), &results, |k| k.0)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.boards[0].datum, Some(q(50)));
    for table in [1, 2] {
        assert_eq!(scored(&results, table), [(q(0), q(0)), (q(4), q(4))]);
    }
}

/// KWC law 7 (L3345–3354): "The penalty for any and each revoke is 50 points only" — already in
/// the N-S score the law gives (`laws::duplicate_auction`), so the result is scored as played. If
/// the non-revoking side lost more, "the Card Committee … will make the proper adjustment": a
/// split score, each side its own. Here N-S revoked at table 3: as played N-S +70 after the 50;
/// the committee gives E-W the -120 (for N-S) they would have had, and N-S keep their +70.
#[test]
fn kwc_law_7_revoke_fifty_points_and_the_committee_s_split_score() {
    let mut results = vec![
        played(1, 1, -120),
        played(1, 2, -150),
        played(1, 3, 70),
        played(1, 4, -120),
    ];
    // As played: N-S 3 have the best N-S score.
    let [plus_minus, matchpoints] = scored(&results, 3);
    assert_eq!(
        plus_minus,
        (q(70) - Q::new(-320, 4), -(q(70) - Q::new(-320, 4)))
    );
    assert_eq!(matchpoints, (q(6), q(0)));
    results[2] = assigned(
        1,
        3,
        Assigned::Award {
            ns: Award::Score(q(70)),
            ew: Award::Score(q(-120)),
        },
    );
    let [plus_minus, matchpoints] = scored(&results, 3);
    // N-S 70 against the three played (average -130): +200; E-W as if -120: 10 below it.
    assert_eq!(plus_minus, (q(200), q(-10)));
    // Matchpoints: N-S at 70 beat all three (6); E-W as if N-S made -120 tie the two -120s and
    // lose to the E-W pair that held N-S to -150 (2).
    assert_eq!(matchpoints, (q(6), q(2)));
}
