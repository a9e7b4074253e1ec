//! Razzle-dazzle (seed 001 L10410–10426) scored as cinch between the deal's two sides: cases
//! computed by hand, refusals, and properties.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::razzle::score_json;

const FIVE: [&str; 5] = ["A", "B", "C", "D", "E"];

fn run(settings: Value, players: &[&str], deals: Value) -> Value {
    let input = json!({"settings": settings, "players": players, "deals": deals});
    serde_json::from_str(&score_json(&input.to_string()).unwrap()).unwrap()
}

fn refused(players: &[&str], deals: Value) -> String {
    let input = json!({"players": players, "deals": deals});
    score_json(&input.to_string()).unwrap_err().field
}

/// A bids 8 and calls C; they take high, jack and right pedro (7): short, both set back 8; the
/// other three take low, game and left pedro, 7 each. Then B bids 6 with D and they take high,
/// both pedros (11); A, C and E take low, jack and game, 3 each. Computed by hand from cinch's
/// first method (L10386–10397).
#[test]
fn the_bidder_and_the_called_partner_score_together() {
    let out = run(
        json!({}),
        &FIVE,
        json!([
            {"bidder": 0, "partner": 2, "bid": 8, "high": 0, "low": 1, "jack": 2, "game": 3,
             "right_pedro": 2, "left_pedro": 4},
            {"bidder": 1, "partner": 3, "bid": 6, "high": 1, "low": 0, "jack": 4, "game": 2,
             "right_pedro": 1, "left_pedro": 3}
        ]),
    );
    assert_eq!(out["deals"][0]["points"], json!([-8, 7, -8, 7, 7]));
    assert_eq!(out["deals"][0]["made"], json!(false));
    assert_eq!(out["deals"][1]["points"], json!([3, 11, 3, 11, 3]));
    assert_eq!(out["totals"], json!([-5, 18, -5, 18, 10]));
    assert_eq!(out["open"], json!(true));
}

/// Both of the bidder's side past the game on one deal: "bidder's side wins" (L10404–10405),
/// and of the two the bidder counts first.
#[test]
fn the_bidder_counts_first() {
    let out = run(
        json!({"game": 10}),
        &FIVE,
        json!([{"bidder": 0, "partner": 1, "bid": 5, "points": [6, 4, 1, 1, 2]}]),
    );
    assert_eq!(out["deals"][0]["points"], json!([10, 10, 4, 4, 4]));
    assert_eq!(out["games"][0]["winner"], json!(0));
    assert!(
        out["deals"][0]["out"]
            .as_str()
            .unwrap()
            .contains("the bidder's side counts first")
    );
    assert_eq!(out["totals"], json!([0, 0, 0, 0, 0]));
}

/// The bidders set back and three adversaries past the game together: the highest, and on
/// equal totals the first from the bidder's left who is not his partner [GAP].
#[test]
fn adversaries_out_together_go_by_the_order_of_play() {
    let out = run(
        json!({"game": 10}),
        &FIVE,
        json!([{"bidder": 0, "partner": 1, "bid": 14, "points": [0, 0, 5, 5, 4]}]),
    );
    assert_eq!(out["deals"][0]["points"], json!([-14, -14, 14, 14, 14]));
    assert_eq!(out["games"][0]["winner"], json!(2));
}

/// Nobody held the called card: the bidder plays alone against the other five [GAP]; six
/// players.
#[test]
fn a_card_nobody_held_leaves_the_bidder_alone() {
    let six = ["A", "B", "C", "D", "E", "F"];
    let out = run(
        json!({}),
        &six,
        json!([{"bidder": 3, "bid": 3, "points": [2, 2, 2, 4, 2, 2]}]),
    );
    assert_eq!(out["deals"][0]["points"], json!([10, 10, 10, 4, 10, 10]));
    assert!(out["deals"][0].get("partner").is_none());
    // The second method (L10399–10406): the bid made, only the side with more scores the
    // difference: the five adversaries' 10 less the bidder's 4.
    let out = run(
        json!({"scoring": "difference"}),
        &six,
        json!([{"bidder": 3, "bid": 3, "points": [2, 2, 2, 4, 2, 2]}]),
    );
    assert_eq!(out["deals"][0]["points"], json!([6, 6, 6, 0, 6, 6]));
}

/// A revoke by an adversary: "bidder and partner score all they make, whether they make amount
/// bid or not" (L10346–10347); the offenders' side scores nothing.
#[test]
fn an_adversarys_revoke_gives_the_bidders_what_they_made() {
    let out = run(
        json!({}),
        &FIVE,
        json!([{"bidder": 0, "partner": 1, "bid": 10, "points": [3, 3, 4, 2, 2], "revoke": 4}]),
    );
    assert_eq!(out["deals"][0]["points"], json!([6, 6, 0, 0, 0]));
}

#[test]
fn refusals_name_the_field() {
    let deal = json!([{"bidder": 0, "bid": 5, "points": [5, 0, 0, 0, 0]}]);
    assert_eq!(refused(&["A", "B", "C", "D"], deal.clone()), "players");
    assert_eq!(
        refused(
            &FIVE,
            json!([{"bidder": 0, "bid": 15, "points": [5, 0, 0, 0, 0]}])
        ),
        "deals[0].bid"
    );
    assert_eq!(
        refused(
            &FIVE,
            json!([{"bidder": 0, "partner": 7, "bid": 5, "high": 0}])
        ),
        "deals[0].partner"
    );
    assert_eq!(
        refused(
            &FIVE,
            json!([{"bidder": 0, "bid": 5, "high": 0, "points": [1, 0, 0, 0, 0]}])
        ),
        "deals[0].points"
    );
    assert_eq!(
        refused(
            &FIVE,
            json!([{"bidder": 0, "bid": 5, "points": [9, 0, 0, 0, 9]}])
        ),
        "deals[0].points"
    );
    assert_eq!(
        refused(&FIVE, json!([{"bidder": 0, "bid": 5, "trump": "hearts"}])),
        "deals[0].trump"
    );
}

fn deal() -> impl Strategy<Value = Value> {
    (
        0usize..5,
        0usize..5,
        1i64..=14,
        proptest::collection::vec(0usize..5, 6),
    )
        .prop_map(|(bidder, partner, bid, takers)| {
            json!({"bidder": bidder, "partner": partner, "bid": bid,
                   "high": takers[0], "low": takers[1], "jack": takers[2], "game": takers[3],
                   "right_pedro": takers[4], "left_pedro": takers[5]})
        })
}

proptest! {
    /// Replaying deal by deal gives the same totals as all at once; the bidder and his partner
    /// always score alike, the adversaries alike, and no side makes more than fourteen.
    #[test]
    fn partners_score_alike_and_replay_agrees(deals in proptest::collection::vec(deal(), 1..8)) {
        let all = run(json!({}), &FIVE, Value::Array(deals.clone()));
        for (k, d) in deals.iter().enumerate() {
            let part = run(json!({}), &FIVE, Value::Array(deals[..=k].to_vec()));
            prop_assert_eq!(&part["deals"][k], &all["deals"][k]);
            let points = all["deals"][k]["points"].as_array().unwrap();
            let b = d["bidder"].as_u64().unwrap() as usize;
            let p = d["partner"].as_u64().unwrap() as usize;
            prop_assert_eq!(&points[b], &points[p]);
            let adversaries: Vec<&Value> = (0..5).filter(|&j| j != b && j != p).map(|j| &points[j]).collect();
            prop_assert!(adversaries.windows(2).all(|w| w[0] == w[1]));
            for x in points {
                prop_assert!(x.as_i64().unwrap() <= 14);
            }
        }
    }
}
