//! The forms of five hundred: two-hand, four-hand partners, four without partners and the
//! twelve-deal rule, five-hand, six-hand; 500 in the hole.

use serde_json::{Value, json};

use super::deal::Form;
use super::tests::{ok, points, refusal};
use super::*;

/// Law 36 (seed 001 L7644–7645): 500 in the hole loses.
#[test]
fn five_hundred_in_the_hole_loses() {
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "10H", "tricks": [9, 1, 0]}]),
    );
    assert_eq!(out["winner"], json!(1));
    assert!(
        out["games"][0]["why"]
            .as_str()
            .unwrap()
            .contains("in the hole")
    );
}

/// Law 36 (seed 001 L7645–7647): four without partners, the dealer taking no cards, play twelve
/// deals and the highest score wins; 500 does not end it by default.
#[test]
fn the_twelve_deal_rule() {
    let deal = |i: usize| {
        // The dealer is player i mod 4; the next player bids six spades and makes seven.
        let bidder = (i + 1) % 4;
        let mut tricks = [0; 4];
        tricks[bidder] = 7;
        tricks[(i + 2) % 4] = 2;
        tricks[(i + 3) % 4] = 1;
        // Seven spades made (140), seven clubs (160) on the first deal: Q ends highest.
        let bid = if i == 0 { "7C" } else { "7S" };
        json!({"bidder": bidder, "bid": bid, "tricks": tricks})
    };
    let deals: Vec<Value> = (0..12).map(deal).collect();
    let s = json!({"form": "without_partners"});
    let out = ok(s.clone(), 4, Value::Array(deals[..11].to_vec()));
    assert_eq!(out["games"], json!([]));
    let out = ok(s.clone(), 4, Value::Array(deals.clone()));
    assert_eq!(out["games"].as_array().unwrap().len(), 1);
    let totals: Vec<i64> = serde_json::from_value(out["totals"].clone()).unwrap();
    let best = *totals.iter().max().unwrap();
    // Each bids three times, 140 (Q once 160), and takes 20 and 10 three times each: 510 apiece,
    // Q 530; though Q passed 500 before the twelfth deal, only the twelfth ends the game.
    assert_eq!(totals, vec![510, 530, 510, 510]);
    assert_eq!(best, 530);
    assert_eq!(out["winner"], json!(1));
    // The dealer takes no cards: he neither bids nor takes a trick.
    let e = refusal(
        s.clone(),
        4,
        json!([{"bidder": 0, "bid": "6S", "tricks": [0, 4, 3, 3]}]),
    );
    assert!(e.starts_with("deals[0].bidder: P deals this hand"), "{e}");
    let e = refusal(
        s,
        4,
        json!([{"bidder": 1, "bid": "6S", "tricks": [1, 6, 2, 1]}]),
    );
    assert!(e.starts_with("deals[0].tricks[0]: P deals"), "{e}");
    // Nor does he take in card points at the game of 1,000.
    let e = refusal(
        json!({"form": "without_partners", "game": 1000}),
        4,
        json!([{"bidder": 1, "bid": "6S", "tricks": [0, 6, 2, 2], "card_points": [10, 30, 20, 10]}]),
    );
    assert!(e.starts_with("deals[0].card_points[0]: P deals"), "{e}");
    // By the other reading, 500 ends it sooner.
    let out = ok(
        json!({"form": "without_partners", "four_without_partners": "twelve_deals_or_500"}),
        4,
        json!([{"bidder": 1, "bid": "10NT", "tricks": [0, 10, 0, 0]}]),
    );
    assert_eq!(out["winner"], json!(1));
}

/// Four-hand, two against two (seed 001 L7281–7282, L7373–7374, L7384–7385): each partner is
/// credited with what the side makes; the same as a pad kept by sides.
#[test]
fn four_hand_partners_by_players_or_by_sides() {
    let out = ok(
        Value::Null,
        4,
        json!([{"bidder": 1, "bid": "7D", "tricks": [2, 4, 1, 3]}]),
    );
    assert_eq!(points(&out, 0), vec![30, 180, 30, 180]);
    let sides = wire::score_json(
        &json!({"sides": ["We", "They"], "deals": [{"bidder": 1, "bid": "7D", "tricks": [3, 7]}]})
            .to_string(),
        Some(Form::Partners),
    )
    .unwrap();
    let sides: Value = serde_json::from_str(&sides).unwrap();
    assert_eq!(points(&sides, 0), vec![30, 180]);
}

/// Five-hand (seed 001 L7283–7295): the bidder's partner scores the bid with him; the others play
/// as one side, each credited with its tricks.
#[test]
fn five_hand_with_a_partner_for_the_deal() {
    let out = ok(
        Value::Null,
        5,
        json!([{"bidder": 0, "bid": "8S", "partner": 3, "tricks": [5, 1, 0, 3, 1]}]),
    );
    assert_eq!(points(&out, 0), vec![240, 20, 20, 240, 20]);
    let e = refusal(
        Value::Null,
        5,
        json!([{"bidder": 0, "bid": "8S", "tricks": [5, 1, 0, 3, 1]}]),
    );
    assert!(e.starts_with("deals[0].partner: 0 partner(s) named"), "{e}");
    let e = refusal(
        json!({"five_hand_partners": "by_bid"}),
        5,
        json!([{"bidder": 0, "bid": "8S", "partner": 3, "tricks": [5, 1, 0, 3, 1]}]),
    );
    assert!(e.starts_with("deals[0].partner2: 1 partner(s)"), "{e}");
}

/// Five hundred for two (seed 001 L7329–7347): as three-hand, the dead hand taking no tricks, so
/// the two take ten between them.
#[test]
fn two_hand_with_the_dead_hand() {
    let input =
        json!({"players": ["A", "B"], "deals": [{"bidder": 0, "bid": "7NT", "tricks": [7, 3]}]});
    let out: Value =
        serde_json::from_str(&wire::score_json(&input.to_string(), Some(Form::TwoHand)).unwrap())
            .unwrap();
    assert_eq!(points(&out, 0), vec![220, 30]);
    let e = wire::score_json(
        &json!({"players": ["A", "B", "C"], "deals": []}).to_string(),
        Some(Form::TwoHand),
    )
    .unwrap_err();
    assert!(e.to_string().starts_with("players: 3 names"), "{e}");
}

/// Six-hand as three pairs (seed 001 L7282): two adversary pairs reaching 500 on one deal go out
/// by trick order, as at three-hand; partners are credited alike.
#[test]
fn six_hand_three_pairs_go_out_by_trick_order() {
    let s = json!({"six_hand": "three_pairs"});
    // Pairs P–S, Q–T, R–U. Q–T and R–U make ten diamonds each (480), then P bids and fails.
    let deals = json!([
        {"bidder": 1, "bid": "10D", "tricks": [0, 5, 0, 0, 5, 0]},
        {"bidder": 2, "bid": "10D", "tricks": [0, 0, 5, 0, 0, 5]},
        {"bidder": 0, "bid": "8S", "tricks": [2, 2, 2, 2, 1, 1]}
    ]);
    let e = refusal(s.clone(), 6, deals.clone());
    assert!(
        e.starts_with("deals[2].first_out: Q and R all reach 500"),
        "{e}"
    );
    let mut deals = deals.as_array().unwrap().clone();
    deals[2]["first_out"] = json!(5);
    let out = ok(s, 6, Value::Array(deals));
    assert_eq!(points(&out, 2), vec![-240, 30, 30, -240, 30, 30]);
    assert_eq!(out["winner"], json!(2));
    assert_eq!(out["games"][0]["winners"], json!([2, 5]));
}

/// Six-hand by default, odd against even (seed 001 L7375–7376); and four-hand partners kept as
/// two sides by their own id.
#[test]
fn six_hand_three_against_three() {
    let out = ok(
        Value::Null,
        6,
        json!([{"bidder": 3, "bid": "9H", "tricks": [1, 3, 0, 4, 0, 2]}]),
    );
    assert_eq!(points(&out, 0), vec![10, 400, 10, 400, 10, 400]);
}

/// 500 in the hole loses the partnership game; the other side wins (Law 36, L7644–7645).
#[test]
fn a_side_in_the_hole_loses() {
    let out = ok(
        Value::Null,
        4,
        json!([{"bidder": 0, "bid": "10H", "tricks": [4, 3, 2, 1]}]),
    );
    assert_eq!(points(&out, 0), vec![-500, 40, -500, 40]);
    assert_eq!(out["winner"], json!(1));
    assert_eq!(out["games"][0]["winners"], json!([1, 3]));
}

/// Laws 23 and 25: a player barred from scoring keeps only his set-back.
#[test]
fn a_barred_player_scores_nothing_that_deal() {
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [8, 1, 1], "barred": 2}]),
    );
    assert_eq!(points(&out, 0), vec![300, 10, 0]);
    let out = ok(
        Value::Null,
        3,
        json!([{"bidder": 0, "bid": "8H", "tricks": [7, 2, 1], "barred": 0}]),
    );
    assert_eq!(points(&out, 0), vec![-300, 20, 10]);
}

/// Five-hand: a partner of the bidder who reaches 500 on the bid goes out after the bidder's
/// count, the bidder's side counting first [INFER from Law 37].
#[test]
fn five_hand_partner_goes_out_on_the_bid() {
    let out = ok(
        Value::Null,
        5,
        json!([{"bidder": 3, "bid": "10D", "partner": 0, "tricks": [5, 0, 0, 5, 0]},
               {"bidder": 1, "bid": "6S", "partner": 0, "tricks": [3, 3, 2, 1, 1]}]),
    );
    // P 480 + 40 = 520 as Q's partner; S 480 + 40, the other side's four tricks: both reach
    // 500, and P, on the bidder's side, counts first.
    assert_eq!(out["totals"], json!([520, 40, 40, 520, 40]));
    assert_eq!(out["winner"], json!(0));
}
