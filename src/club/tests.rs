use proptest::prelude::*;

use super::*;

fn cuts(ranks: &[&[u8]]) -> Vec<Cut> {
    ranks.iter().map(|r| r.to_vec()).collect()
}

fn four(ranks: &[&[u8]]) -> Vec<Cut> {
    cuts(ranks)
}

#[test]
fn ranks_read_ace_low() {
    assert_eq!(parse_rank("A"), Some(1));
    assert_eq!(parse_rank("10"), Some(10));
    assert_eq!(parse_rank("k"), Some(13));
    assert_eq!(parse_rank("14"), None);
    assert_eq!(parse_cut("6 K").unwrap(), vec![6, 13]);
    assert!(parse_cut("").is_err());
    assert!(parse_cut("6 X").is_err());
    assert_eq!(cut_name(&[6, 13]), "6, then K");
}

/// seed 002 L287–299: the four lowest play, the next two belong to the table, the rest wait.
#[test]
fn the_lowest_cuts_form_the_table_by_1909_and_the_highest_by_1927() {
    let c = cuts(&[&[9], &[2], &[13], &[1], &[5], &[7], &[11], &[3]]);
    let f = form_tables(Code::Whist1909, &c, 4);
    assert_eq!(f.tables, vec![vec![3, 1, 7, 4, 5, 0]]);
    assert_eq!(f.waiting, vec![6, 2]);
    // seed 001 Law 134: "The six drawing the highest cards shall complete the table".
    let f = form_tables(Code::Auction1927, &c, 4);
    assert_eq!(f.tables, vec![vec![2, 6, 0, 5, 4, 7]]);
    assert_eq!(f.waiting, vec![1, 3]);
}

#[test]
fn ten_make_a_table_of_six_and_one_of_four_and_ties_keep_arrival_order() {
    let c: Vec<Cut> = (0..10).map(|i| vec![(i % 5) as u8 + 1]).collect();
    let f = form_tables(Code::Whist1909, &c, 4);
    assert_eq!(f.tables.len(), 2);
    assert_eq!(f.tables[0], vec![0, 5, 1, 6, 2, 7]);
    assert_eq!(f.tables[1], vec![3, 8, 4, 9]);
    assert!(f.waiting.is_empty());
    // Two-handed games: a remainder of two makes a table.
    let f = form_tables(Code::Whist1909, &c[..8], 2);
    assert_eq!(
        f.tables.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![6, 2]
    );
}

#[test]
fn two_handed_partners_are_each_alone_and_the_deal_tie_redraws() {
    let p = partners(Code::Whist1909, &cuts(&[&[9], &[3]]), 1).unwrap();
    assert_eq!((p.sides, p.dealer), (vec![vec![1], vec![0]], 1));
    assert_eq!(
        partners(Code::Whist1909, &cuts(&[&[9], &[9]]), 1),
        Err(vec![0, 1])
    );
}

/// fn 49 (seed 000 L18147–18154; seed 002 L324–337): 3, 6, 6, J; the sixes redraw K and Q: "the
/// queen plays with the three", and the three deals.
#[test]
fn middle_tie_redraw_decides_partners_but_not_the_deal() {
    let tied = four(&[&[3], &[6], &[6], &[11]]);
    assert_eq!(partners(Code::Whist1909, &tied, 2), Err(vec![1, 2]));
    let p = partners(
        Code::Whist1909,
        &four(&[&[3], &[6, 13], &[6, 12], &[11]]),
        2,
    )
    .unwrap();
    assert_eq!(p.sides, vec![vec![0, 2], vec![1, 3]]);
    assert_eq!(p.dealer, 0);
    // "If a recut card is lower than the 3, the 3 still deals."
    let p = partners(Code::Whist1909, &four(&[&[3], &[6, 1], &[6, 12], &[11]]), 2).unwrap();
    assert_eq!((p.sides, p.dealer), (vec![vec![0, 1], vec![2, 3]], 0));
}

/// fn 50 (seed 000 L18156–18165): A, A, A, 2. Redraw 2, 2, K: the king plays with the original
/// two, the pair of twos draw again for deal. Redraw A, J, J: the knaves draw again, the higher
/// plays with the two, the ace deals.
#[test]
fn three_equal_cards_redraw() {
    let redraw = four(&[&[1, 2], &[1, 2], &[1, 13], &[2]]);
    assert_eq!(partners(Code::Whist1909, &redraw, 2), Err(vec![0, 1]));
    let settled = four(&[&[1, 2, 5], &[1, 2, 9], &[1, 13], &[2]]);
    let p = partners(Code::Whist1909, &settled, 2).unwrap();
    assert_eq!((p.sides, p.dealer), (vec![vec![0, 1], vec![2, 3]], 0));
    let knaves = four(&[&[1, 1], &[1, 11], &[1, 11], &[2]]);
    assert_eq!(partners(Code::Whist1909, &knaves, 2), Err(vec![1, 2]));
    let p = partners(
        Code::Whist1909,
        &four(&[&[1, 1], &[1, 11, 4], &[1, 11, 8], &[2]]),
        2,
    )
    .unwrap();
    assert_eq!((p.sides, p.dealer), (vec![vec![0, 1], vec![2, 3]], 0));
}

/// The two highest tying decides nothing (Whist Law 9: "which are not the two highest").
#[test]
fn a_tie_between_the_two_worst_needs_no_redraw() {
    let p = partners(Code::Whist1909, &four(&[&[2], &[4], &[9], &[9]]), 2).unwrap();
    assert_eq!(p.sides[0], vec![0, 1]);
    // seed 001 Law 135: the two highest are partners and the highest deals.
    let p = partners(Code::Auction1927, &four(&[&[2], &[4], &[9], &[12]]), 2).unwrap();
    assert_eq!((p.sides, p.dealer), (vec![vec![3, 2], vec![1, 0]], 3));
}

#[test]
fn a_seeded_draw_replays_and_leaves_no_tie() {
    let a = draw_cuts(12, &mut generator(7, 1));
    let b = draw_cuts(12, &mut generator(7, 1));
    assert_eq!(a, b);
    for (i, x) in a.iter().enumerate() {
        assert!(a.iter().enumerate().all(|(j, y)| i == j || x != y));
    }
    assert_ne!(a, draw_cuts(12, &mut generator(7, 2)));
}

/// Six at a table (seed 002 Law 20): after the first rubber two wait, so the two who have played
/// most go out; all four have played one, so the cut decides, highest out.
#[test]
fn cutting_out_after_a_rubber_by_1909() {
    let members = ["A", "B", "C", "D", "E", "F"];
    let rubbers = vec![vec!["A", "B", "C", "D"]];
    let r = rotate(
        Code::Whist1909,
        &members,
        &rubbers,
        &cuts(&[&[4], &[13], &[1], &[9]]),
        4,
    );
    assert_eq!(r.out, vec!["B", "D"]);
    assert_eq!(r.entering, vec!["E", "F"]);
    assert_eq!(r.next, vec!["A", "C", "E", "F"]);
    // After the second rubber A and C have played two running, so they go out whatever the cut.
    let rubbers = vec![vec!["A", "B", "C", "D"], vec!["A", "C", "E", "F"]];
    let r = rotate(
        Code::Whist1909,
        &members,
        &rubbers,
        &cuts(&[&[1], &[2], &[13], &[12]]),
        4,
    );
    // Both have played two; the higher cut (C's 2 over A's ace) is named first.
    assert_eq!(r.out, vec!["C", "A"]);
    assert_eq!(r.entering, vec!["B", "D"]);
}

/// Five at a table (seed 001 Laws 137–138): one goes out each time, the lowest of the draw after
/// the first rubber, then whoever has played most.
#[test]
fn cutting_out_by_1927_keeps_the_rotation() {
    let members = ["A", "B", "C", "D", "E"];
    let mut rubbers = vec![vec!["A", "B", "C", "D"]];
    let r = rotate(
        Code::Auction1927,
        &members,
        &rubbers,
        &cuts(&[&[4], &[13], &[1], &[9]]),
        4,
    );
    assert_eq!((r.out, r.entering), (vec!["C"], vec!["E"]));
    rubbers.push(r.next);
    let r = rotate(
        Code::Auction1927,
        &members,
        &rubbers,
        &cuts(&[&[13], &[12], &[11], &[2]]),
        4,
    );
    // A, B and D have played two (E one): the lowest of their draw, D's knave, goes out.
    assert_eq!(r.out, vec!["D"]);
    assert_eq!(r.entering, vec!["C"]);
}

/// A table of two, formed for a two-handed game, is full: only tables of four or five take a
/// newcomer; two play the first rubber as "both", and play on as "the same two".
#[test]
fn a_table_of_two_is_full_and_speaks_of_two() {
    assert!(!takes_newcomer(2) && takes_newcomer(4) && takes_newcomer(5) && !takes_newcomer(6));
    let two = rotate(Code::Whist1909, &["A", "B"], &[], &[], 2);
    assert_eq!(two.reason, "the first rubber: both play");
    let on = rotate(Code::Whist1909, &["A", "B"], &[vec!["A", "B"]], &[], 2);
    assert_eq!(on.reason, "nobody is waiting: the same two play on");
}

#[test]
fn four_alone_play_on() {
    let members = ["A", "B", "C", "D"];
    let r = rotate(Code::Whist1909, &members, &[members.to_vec()], &[], 4);
    assert!(r.out.is_empty() && r.entering.is_empty());
    assert_eq!(r.next, members.to_vec());
}

#[test]
fn consecutive_counts_back_from_the_last_rubber() {
    let rubbers = vec![vec![1, 2, 3, 4], vec![1, 2, 3, 5], vec![1, 5, 6, 2]];
    assert_eq!(consecutive(&rubbers, &1), 3);
    assert_eq!(consecutive(&rubbers, &3), 0);
    assert_eq!(consecutive(&rubbers, &5), 2);
    assert_eq!(waiting(&[1, 2, 3, 4, 5, 6], &rubbers), vec![4, 3]);
}

#[test]
fn money_is_exact_per_player() {
    let s = Settled {
        sides: vec![vec!["A", "B"], vec!["C", "D"]],
        amounts: vec![350, -350],
        stake: 3,
        stake_unit: 100,
        seats: 2,
        dummy: DummySettles::EachAdversary,
    };
    let l = ledger(&[s]);
    assert_eq!(l["A"], Q::new(21, 2));
    assert_eq!(show_money(l["A"]), "10 1/2");
    assert_eq!(show_money(l["C"]), "-10 1/2");
    assert_eq!(show_money(Q::new(-1, 2)), "-1/2");
    assert_eq!(show_money(Q::from_integer(12)), "12");
}

/// Three at whist, one taking Dummy (seed 000 L5929–5953): a rubber of 8 at a penny.
#[test]
fn the_player_with_dummy_settles_by_either_reading() {
    let rubber = |dummy| Settled {
        sides: vec![vec!["A"], vec!["C", "D"]],
        amounts: vec![8, -8],
        stake: 1,
        stake_unit: 1,
        seats: 2,
        dummy,
    };
    let l = ledger(&[rubber(DummySettles::EachAdversary)]);
    assert_eq!((l["A"], l["C"], l["D"]), (q(16), q(-8), q(-8)));
    let l = ledger(&[rubber(DummySettles::Shared)]);
    assert_eq!((l["A"], l["C"], l["D"]), (q(8), q(-4), q(-4)));
}

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

proptest! {
    /// With three at the table, one taking Dummy, the rubbers still sum to zero either way.
    #[test]
    fn a_dummy_table_sums_to_zero(
        games in prop::collection::vec((-5000i64..5000, 0i64..50, prop::bool::ANY), 0..30)
    ) {
        let settled: Vec<Settled<&str>> = games
            .iter()
            .map(|&(points, stake, shared)| Settled {
                sides: vec![vec!["A"], vec!["C", "D"]],
                amounts: vec![points, -points],
                stake,
                stake_unit: 1,
                seats: 2,
                dummy: if shared { DummySettles::Shared } else { DummySettles::EachAdversary },
            })
            .collect();
        let total: Q = ledger(&settled).values().copied().sum();
        prop_assert_eq!(total, Q::from_integer(0));
    }

    /// However the sides and amounts fall, the night sums to zero (sides of equal size).
    #[test]
    fn the_ledger_sums_to_zero(
        games in prop::collection::vec(
            (0usize..6, 0usize..6, 0usize..6, 0usize..6, -5000i64..5000, 0i64..50, prop::bool::ANY),
            0..30,
        )
    ) {
        let settled: Vec<Settled<usize>> = games
            .iter()
            .map(|&(a, b, c, d, points, stake, per_hundred)| Settled {
                sides: vec![vec![a, b], vec![c, d]],
                amounts: vec![points, -points],
                stake,
                stake_unit: if per_hundred { 100 } else { 1 },
                seats: 2,
                dummy: DummySettles::EachAdversary,
            })
            .collect();
        let total: Q = ledger(&settled).values().copied().sum();
        prop_assert_eq!(total, Q::from_integer(0));
    }

    /// A rotation never seats more or fewer than four, nor anyone twice, nor a stranger.
    #[test]
    fn a_rotation_keeps_four_distinct_members(
        size in 4usize..=6,
        played in prop::collection::vec(prop::collection::vec(1u8..=13, 4), 1..6),
        code in prop::bool::ANY,
    ) {
        let code = if code { Code::Whist1909 } else { Code::Auction1927 };
        let members: Vec<usize> = (0..size).collect();
        let mut rubbers = vec![members[..4].to_vec()];
        for cut in &played {
            let c: Vec<Cut> = cut.iter().map(|&r| vec![r]).collect();
            let r = rotate(code, &members, &rubbers, &c, 4);
            let mut next = r.next.clone();
            next.sort_unstable();
            next.dedup();
            prop_assert_eq!(next.len(), 4);
            prop_assert!(next.iter().all(|p| members.contains(p)));
            rubbers.push(r.next);
        }
    }
}

#[test]
fn the_next_rubber_replays_from_the_seed() {
    let members = ["A", "B", "C", "D", "E"];
    let first = next_rubber(Code::Whist1909, 42, 1, &members, &[], 4, 2, &[]);
    assert_eq!(first.rotation.next, vec!["A", "B", "C", "D"]);
    assert_eq!(first.partnership.sides.len(), 2);
    let rubbers = vec![first.rotation.next.clone()];
    let a = next_rubber(Code::Whist1909, 42, 1, &members, &rubbers, 4, 2, &[]);
    let b = next_rubber(Code::Whist1909, 42, 1, &members, &rubbers, 4, 2, &[]);
    assert_eq!(a, b);
    assert_eq!(a.rotation.entering, vec!["E"]);
    assert_eq!(a.rotation.out.len(), 1);
}
