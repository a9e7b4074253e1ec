use proptest::prelude::*;

use super::*;

fn deal(below: [u32; 2], above: [u32; 2]) -> AuctionDeal {
    AuctionDeal { below, above }
}

/// Ties at the bell, seed 001 L6469–6471: half a game each, or the decider takes it.
#[test]
fn a_tie_at_the_bell_scores_half_games_or_goes_to_the_decider() {
    let half = Scoring::default();
    let g = pair_game(Some([3, 3]), Some(Side::B), &half).unwrap();
    assert_eq!((g.winner, g.tied, g.halves), (Side::B, true, [1, 1]));
    let decider = Scoring {
        tie: TieRule::Decider,
        ..half
    };
    let g = pair_game(Some([3, 3]), Some(Side::B), &decider).unwrap();
    assert_eq!(g.halves, [0, 2]);
    assert_eq!(
        pair_game(Some([3, 3]), None, &half).unwrap_err().0,
        "winner"
    );
    // Points decide when they differ; a contrary winner is refused.
    let g = pair_game(Some([5, 2]), None, &half).unwrap();
    assert_eq!((g.winner, g.halves), (Side::A, [2, 0]));
    assert_eq!(
        pair_game(Some([5, 2]), Some(Side::B), &half).unwrap_err().0,
        "winner"
    );
    // A games tally needs only the winner.
    let g = pair_game(None, Some(Side::A), &half).unwrap();
    assert_eq!((g.halves, g.points), ([2, 0], [0, 0]));
}

/// Punched cards run "usually to 15 points" (L6406–6408).
#[test]
fn a_punched_card_has_no_space_past_its_last() {
    let punch = Scoring {
        mode: Mode::Punch,
        ..Scoring::default()
    };
    assert!(pair_game(Some([15, 2]), None, &punch).is_ok());
    let e = pair_game(Some([16, 2]), None, &punch).unwrap_err();
    assert_eq!(e.0, "points");
    let points = Scoring {
        mode: Mode::Points,
        ..Scoring::default()
    };
    assert_eq!(
        pair_game(None, Some(Side::A), &points).unwrap_err().0,
        "points"
    );
}

/// Odd numbers at the foot, L6507–6515.
#[test]
fn two_and_three_hand_tables() {
    let s = Scoring::default();
    let g = odd_game(&[5, 3, 1], None, None, &s).unwrap();
    assert_eq!((g.progress, g.halves), (vec![0, 1], vec![2, 0, 0]));
    // "except in case of a tie in a three-hand game, when both score"
    let g = odd_game(&[2, 5, 5], None, None, &s).unwrap();
    assert_eq!((g.progress, g.halves), (vec![1, 2], vec![0, 2, 2]));
    assert_eq!(odd_game(&[5, 1, 1], None, None, &s).unwrap_err().0, "stays");
    let g = odd_game(&[5, 1, 1], None, Some(1), &s).unwrap();
    assert_eq!(g.progress, vec![0, 2]);
    assert_eq!(
        odd_game(&[5, 3, 1], None, Some(0), &s).unwrap_err().0,
        "stays"
    );
    let g = odd_game(&[1, 4], None, None, &s).unwrap();
    assert_eq!((g.progress, g.halves), (vec![0, 1], vec![0, 2]));
    let g = odd_game(&[3, 3], Some(0), None, &s).unwrap();
    assert_eq!(g.halves, vec![1, 1]);
}

/// Progressive auction, L2860–2870: 125 for each game of 30 in the round, across deals; no
/// rubber bonus; an unfinished game earns nothing.
#[test]
fn progressive_auction_round() {
    let deals = [
        deal([24, 0], [30, 0]),
        deal([12, 0], [0, 0]),   // 36: a game across two deals
        deal([0, 40], [0, 50]),  // a game in one deal
        deal([18, 0], [0, 100]), // part score, no bonus
    ];
    assert_eq!(
        auction_round(&deals, Reckoning::Gross).unwrap(),
        [24 + 30 + 12 + 125 + 18, 40 + 50 + 125 + 100]
    );
    assert_eq!(
        auction_round(&deals, Reckoning::Net).unwrap(),
        [0, 315 - 209]
    );
    let e = auction_round(&[deal([10, 10], [0, 0])], Reckoning::Gross).unwrap_err();
    assert_eq!(e.field, "deals[0].below");
}

/// Rubbers: 250 for two games; 125 a game in an unfinished rubber (Baker, L3158–3160) or
/// nothing (pivot, L2776–2780).
#[test]
fn rubbers_and_unfinished_rubbers() {
    let deals = [
        deal([30, 0], [0, 0]),
        deal([0, 30], [0, 0]),
        deal([32, 0], [10, 0]), // A wins the rubber
        deal([0, 40], [0, 0]),  // B a game in the next
    ];
    let baker = rubbers(&deals, GAME_BONUS, None).unwrap();
    assert_eq!(baker.totals, [30 + 32 + 10 + 250, 30 + 40 + 125]);
    assert_eq!(baker.rubbers_won, [1, 0]);
    assert_eq!(baker.unfinished_games, [0, 1]);
    let pivot = rubbers(&deals[..3], 0, Some(1)).unwrap();
    assert_eq!(pivot.totals, [322, 30]);
    assert_eq!(rubbers(&deals, 0, Some(1)).unwrap_err().field, "deals[3]");
}

#[test]
fn stars_rank_gold_then_red_then_fewest_green() {
    let t = Totals {
        gold: 2,
        red: 3,
        green: 1,
        ..Totals::default()
    };
    assert_eq!(t.key(Mode::Stars), vec![2, 3, -1]);
}

proptest! {
    /// A tally's totals are the sums of its lines.
    #[test]
    fn totals_are_the_sum_of_the_lines(
        lines in proptest::collection::vec((0u32..3, -600i64..600, 0u32..3, 0u8..4), 0..40)
    ) {
        let lines: Vec<TallyLine> = lines
            .iter()
            .enumerate()
            .map(|(i, &(halves, points, lone, star))| TallyLine {
                round: i as u32 + 1,
                table: 1,
                halves,
                points,
                lone_hands: lone,
                star: [None, Some(Star::Gold), Some(Star::Red), Some(Star::Green)][star as usize],
            })
            .collect();
        let t = Totals::of(&lines);
        prop_assert_eq!(t.halves, lines.iter().map(|l| l.halves).sum::<u32>());
        prop_assert_eq!(t.games, t.halves / 2);
        prop_assert_eq!(t.points, lines.iter().map(|l| l.points).sum::<i64>());
        // Five hundred's general score-sheet: net = plus - minus (seed 001 L7390-7398).
        prop_assert_eq!(t.points, t.plus as i64 - t.minus as i64);
        prop_assert_eq!(t.plus, lines.iter().filter(|l| l.points > 0).map(|l| l.points as u64).sum::<u64>());
        prop_assert_eq!(t.lone_hands, lines.iter().map(|l| l.lone_hands).sum::<u32>());
        prop_assert_eq!(
            (t.gold + t.red + t.green) as usize,
            lines.iter().filter(|l| l.star.is_some()).count()
        );
    }
}

/// Seed 001 L7390–7398: a side set back scores below nothing, but only where the game has
/// set-backs; elsewhere a negative score is refused at `points`.
#[test]
fn a_set_back_is_a_negative_score_only_at_five_hundred() {
    let points = Scoring {
        mode: Mode::Points,
        ..Scoring::default()
    };
    let e = pair_game(Some([-120, 240]), None, &points).unwrap_err();
    assert_eq!(e.0, "points");
    assert!(e.1.contains("no set-backs"), "{}", e.1);
    assert_eq!(
        odd_game(&[-20, 30, 10], None, None, &points).unwrap_err().0,
        "points"
    );
    let five_hundred = Scoring {
        set_backs: true,
        ..points
    };
    // Both sides set back: the side set back less wins the game.
    let g = pair_game(Some([-120, -40]), None, &five_hundred).unwrap();
    assert_eq!(g.winner, Side::B);
    assert_eq!(g.points, [-120, -40]);
    let g = odd_game(&[-20, 30, 10], None, None, &five_hundred).unwrap();
    assert_eq!(g.progress, vec![1, 2]);
}

/// The bell's rule follows the mode unless chosen (seed 001 L6397–6404): games stop at once,
/// points play the hand out.
#[test]
fn the_bell_rule_follows_the_mode_unless_chosen() {
    let games = Scoring::default();
    assert_eq!(games.at_bell(), AtBell::StopNow);
    let points = Scoring {
        mode: Mode::Points,
        ..games
    };
    assert_eq!(points.at_bell(), AtBell::FinishHand);
    assert_eq!(
        points.at_the_bell(&[120, 95], Some(&[0, 30])).unwrap(),
        [120, 125]
    );
    let stop = Scoring {
        at_bell: Some(AtBell::StopNow),
        ..points
    };
    assert_eq!(stop.at_the_bell(&[120, 95], None).unwrap(), [120, 95]);
    assert_eq!(
        stop.at_the_bell(&[120, 95], Some(&[0, 30])).unwrap_err().0,
        "in_hand"
    );
}
