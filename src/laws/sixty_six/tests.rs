use proptest::prelude::*;
use serde_json::{Value, json};

use super::table::{four_hand_pad, three_hand_pad, two_hand_pad};
use super::*;
use crate::laws::pad::PadInput;

fn play_ok(form: Form, deals: Value) -> Sitting {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    play(form, &deals).unwrap()
}

fn refused(form: Form, deals: Value) -> String {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    play(form, &deals).unwrap_err().to_string()
}

/// Seed 001 L9182–9186: one game point at 66, two before the opponent has 33, three before he
/// has a trick.
#[test]
fn game_points_by_the_opponents_count_seed_001_l9182_9186() {
    let s = play_ok(
        Form::TwoHand,
        json!([
            {"ending": "out", "player": 0, "opponent_count": 33},
            {"ending": "out", "player": 1, "opponent_count": 32},
            {"ending": "out", "player": 0, "opponent_trick": false}
        ]),
    );
    let points: Vec<i64> = s.deals.iter().map(|d| d.awards[0].points).collect();
    assert_eq!(points, vec![1, 2, 3]);
    assert_eq!(s.scores, vec![4, 2]);
}

/// Seed 001 L9190–9193: a closer who fails gives the opponent 2, or 3 if the opponent had no
/// trick when he closed; a wrong claim the same (L9194–9197).
#[test]
fn a_failed_close_seed_001_l9190_9197() {
    let s = play_ok(
        Form::TwoHand,
        json!([
            {"ending": "failed", "player": 0},
            {"ending": "failed", "player": 1, "opponent_trick": false}
        ]),
    );
    assert_eq!(s.scores, vec![3, 2]);
}

/// Seed 001 L9186–9189: an undecided deal scores nothing; its point goes to the winner of the
/// next decided deal.
#[test]
fn an_undecided_deal_carries_a_point_seed_001_l9186_9189() {
    let s = play_ok(
        Form::TwoHand,
        json!([
            {"ending": "undecided"},
            {"ending": "undecided"},
            {"ending": "out", "player": 1, "opponent_count": 40}
        ]),
    );
    assert_eq!(s.deals[1].carried, 2);
    assert_eq!(s.scores, vec![0, 3]);
    assert_eq!(s.carried, 0);
}

/// Seven is game (L9198); the game is settled as one and the next begins at love.
#[test]
fn seven_is_game() {
    let s = play_ok(
        Form::TwoHand,
        json!([
            {"ending": "out", "player": 0, "opponent_trick": false},
            {"ending": "out", "player": 0, "opponent_trick": false},
            {"ending": "out", "player": 0, "opponent_count": 10},
            {"ending": "out", "player": 1, "opponent_count": 50}
        ]),
    );
    assert_eq!(s.games.len(), 1);
    assert_eq!(s.games[0].scores, vec![8, 0]);
    assert_eq!(s.net, vec![1, -1]);
    assert_eq!(s.scores, vec![0, 1]);
    assert!(s.open);
}

/// Three-hand (L9207–9215): the dealer scores what either player wins, one for an undecided deal,
/// and cannot reach seven on his own deal.
#[test]
fn three_hand_dealer_scores_but_cannot_go_out() {
    let s = play_ok(
        Form::ThreeHand,
        json!([
            {"dealer": 0, "ending": "out", "player": 1, "opponent_trick": false},
            {"dealer": 0, "ending": "undecided"},
            {"dealer": 0, "ending": "out", "player": 2, "opponent_count": 10},
            {"dealer": 0, "ending": "out", "player": 2, "opponent_count": 50}
        ]),
    );
    assert_eq!(s.deals[1].scores, vec![4, 3, 0]);
    assert_eq!(s.deals[2].scores, vec![6, 3, 2]);
    assert_eq!(s.scores, vec![6, 3, 3]);
    assert!(s.deals[3].awards[1].label.contains("cannot go out"));
    assert!(s.games.is_empty());
    let e = refused(
        Form::ThreeHand,
        json!([{"dealer": 0, "ending": "out", "player": 0, "opponent_count": 10}]),
    );
    assert_eq!(e, "deals[0].player: 0 dealt and took no cards");
}

/// Four-hand (L9228–9233): 66–99 one, over 100 two, 130 three; 65 all carries; exactly 100 by
/// the setting.
#[test]
fn four_hand_counts() {
    let plain = Form::FourHand(FourHandSettings::default());
    let s = play_ok(
        plain,
        json!([
            {"counts": [66, 64]}, {"counts": [29, 101]}, {"counts": [130, 0]},
            {"counts": [65, 65]}, {"counts": [100, 30]}
        ]),
    );
    let points: Vec<i64> = s
        .deals
        .iter()
        .map(|d| d.awards.iter().map(|a| a.points).sum())
        .collect();
    assert_eq!(points, vec![1, 2, 3, 0, 3]);
    let one = Form::FourHand(FourHandSettings {
        exactly_100: Exactly100::One,
        ten_of_trumps: false,
    });
    let s = play_ok(one, json!([{"counts": [100, 30]}]));
    assert_eq!(s.scores, vec![1, 0]);
    let e = refused(plain, json!([{"counts": [60, 60]}]));
    assert_eq!(
        e,
        "deals[0].counts: 60 + 60 is not 130, the cards and the last trick"
    );
}

/// The ten of trumps puts a side at six out at once, before the hand is counted (L9235–9237).
#[test]
fn ten_of_trumps_goes_out_first() {
    let tens = Form::FourHand(FourHandSettings {
        exactly_100: Exactly100::Two,
        ten_of_trumps: true,
    });
    let s = play_ok(
        tens,
        json!([
            {"counts": [0, 130]}, {"counts": [0, 130]},
            {"counts": [120, 10], "ten_of_trumps": 1}
        ]),
    );
    assert_eq!(s.games[0].winner, 1);
    assert_eq!(s.games[0].scores, vec![0, 7]);
    assert_eq!((s.deals[2].awards.len(), s.deals[2].unscored.len()), (1, 1));
    let e = refused(
        Form::FourHand(FourHandSettings::default()),
        json!([{"counts": [70, 60], "ten_of_trumps": 0}]),
    );
    assert!(e.starts_with("deals[0].ten_of_trumps"), "{e}");
}

#[test]
fn bad_input_names_the_field() {
    let e = refused(Form::TwoHand, json!([{"ending": "out", "player": 0}]));
    assert!(e.starts_with("deals[0].opponent_count: needed"), "{e}");
    let e = refused(
        Form::TwoHand,
        json!([{"ending": "out", "player": 0, "opponent_count": -3}]),
    );
    assert_eq!(e, "deals[0].opponent_count: -3 is not from 0 to 250");
    let e = refused(
        Form::TwoHand,
        json!([{"ending": "out", "player": 2, "opponent_count": 3}]),
    );
    assert_eq!(e, "deals[0].player: 2 is not a side 0..1");
    let e = refused(Form::TwoHand, json!([{"ending": "won"}]));
    assert!(e.starts_with("deals[0].ending"), "{e}");
    let e = score_two_hand_json(r#"{"players": ["A"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "players");
}

fn two_hand_deal() -> impl Strategy<Value = Value> {
    prop_oneof![
        (0..2i64, 0..66i64)
            .prop_map(|(p, c)| json!({"ending": "out", "player": p, "opponent_count": c})),
        (0..2i64).prop_map(|p| json!({"ending": "out", "player": p, "opponent_trick": false})),
        (0..2i64, any::<bool>())
            .prop_map(|(p, t)| json!({"ending": "failed", "player": p, "opponent_trick": t})),
        Just(json!({"ending": "undecided"})),
    ]
}

proptest! {
    #[test]
    fn nets_sum_to_zero_and_replaying_equals_entering_one_by_one(
        deals in prop::collection::vec(two_hand_deal(), 0..25)
    ) {
        let all = play(Form::TwoHand, &deals).unwrap();
        prop_assert_eq!(all.net.iter().sum::<i64>(), 0);
        for k in 0..=deals.len() {
            let part = play(Form::TwoHand, &deals[..k]).unwrap();
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
    }
}

/// Auction sixty-six (seed 001 L9258–9269): 1, 2, 4, 5 for 66, 90, 100, all the tricks made; a
/// failed bid loses its value; a lone hand doubles either way; twenty is game.
#[test]
fn auction_contracts_seed_001_l9258_9269() {
    let form = Form::Auction(AuctionSettings::default());
    let s = play_ok(
        form,
        json!([
            {"bidder": 0, "bid": "66", "made": true},
            {"bidder": 1, "bid": "90", "made": true},
            {"bidder": 0, "bid": "100", "made": false},
            {"bidder": 1, "bid": "120", "made": true, "lone": true},
            {"bidder": 0, "bid": "all", "made": true}
        ]),
    );
    assert_eq!(s.scores, vec![1 - 4 + 5, 2 + 8]);
    let credit = Form::Auction(AuctionSettings {
        bid_120: 5,
        failure: Failure::CreditOpponents,
    });
    let s = play_ok(
        credit,
        json!([{"bidder": 0, "bid": "120", "made": false, "lone": true},
               {"bidder": 1, "bid": "120", "made": true}]),
    );
    assert_eq!(s.scores, vec![0, 15]);
    let s = play_ok(
        form,
        json!([{"bidder": 0, "bid": "all", "made": true, "lone": true},
               {"bidder": 0, "bid": "all", "made": true, "lone": true}]),
    );
    assert_eq!(s.games[0].scores, vec![20, 0]);
    let e = refused(form, json!([{"bidder": 0, "bid": "80", "made": true}]));
    assert!(e.starts_with("deals[0].bid"), "{e}");
}

/// The pads the web app draws: one settlement a game, nets to zero, the dealer's deals drawn.
#[test]
fn pads_settle_each_game() {
    let input = |sides: Vec<&str>, deals: Value| -> PadInput {
        serde_json::from_value(json!({"sides": sides, "deals": deals})).unwrap()
    };
    let pad = two_hand_pad(&input(
        vec!["Ann", "Bob"],
        json!([{"ending": "out", "player": 0, "opponent_trick": false},
               {"ending": "out", "player": 0, "opponent_trick": false},
               {"ending": "out", "player": 0, "opponent_count": 3},
               {"ending": "undecided"}]),
    ))
    .unwrap();
    assert_eq!(
        (pad.settled.len(), pad.net(), pad.open),
        (1, vec![1, -1], true)
    );
    let pad = three_hand_pad(&input(
        vec!["Ann", "Bob", "Cy"],
        json!([{"dealer": 2, "ending": "failed", "player": 0}]),
    ))
    .unwrap();
    assert!(pad.settled.is_empty() && pad.open);
    let e = four_hand_pad(&input(vec!["A", "B", "C"], json!([]))).unwrap_err();
    assert_eq!(e.field, "sides");
}
