use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

fn input(settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: vec!["We".to_owned(), "They".to_owned()],
        deals: serde_json::from_value(deals).unwrap(),
    }
}

fn refusal(settings: Value, deals: Value) -> String {
    pad(&input(settings, deals)).unwrap_err().to_string()
}

/// Seed 001 L4450–4453: seventeen points a deal, the thirteen tricks and the four honours, the
/// honours to those who take them in tricks.
#[test]
fn seventeen_points_a_deal_settled_by_itself() {
    let p = pad(&input(
        Value::Null,
        json!([{"bidder": 0, "bid": 7, "tricks": [8, 5], "honours": [3, 1]}]),
    ))
    .unwrap();
    // We 8 + 3 = 11, They 5 + 1 = 6: eleven to six, worth five.
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.settled[0].amounts, vec![5, -5]);
    assert_eq!(p.settled[0].final_points, vec![11, 6]);
    assert_eq!(p.net(), vec![5, -5]);
    assert!(!p.open);
}

#[test]
fn a_failed_bid_by_each_reading() {
    let deals = json!([{"bidder": 1, "bid": 8, "tricks": [6, 7], "honours": [2, 2]}]);
    // The text names no penalty: They still score 7 + 2 = 9 against 8.
    let p = pad(&input(Value::Null, deals.clone())).unwrap();
    assert_eq!(p.settled[0].amounts, vec![-1, 1]);
    // Set back: They score minus eight against our eight, sixteen.
    let p = pad(&input(json!({"failed_bid": "set_back"}), deals)).unwrap();
    assert_eq!(p.settled[0].amounts, vec![16, -16]);
}

#[test]
fn a_game_of_fifty_is_worth_the_difference() {
    let deals: Vec<Value> = (0..5)
        .map(|_| json!({"bidder": 0, "bid": 7, "tricks": [9, 4], "honours": [3, 1]}))
        .collect();
    // 12 a deal to 5: after five deals 60–25, a game of 35.
    let p = pad(&input(json!({"game": 50}), Value::Array(deals.clone()))).unwrap();
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.settled[0].amounts, vec![35, -35]);
    let p = pad(&input(
        json!({"game": 50}),
        Value::Array(deals[..4].to_vec()),
    ))
    .unwrap();
    assert!(p.settled.is_empty() && p.open);
}

#[test]
fn impossible_deals_are_refused_at_the_field() {
    let e = refusal(
        Value::Null,
        json!([{"bidder": 0, "bid": 7, "tricks": [8, 6]}]),
    );
    assert!(
        e.starts_with("deals[0].tricks: 8 + 6 is not the thirteen"),
        "{e}"
    );
    let e = refusal(
        Value::Null,
        json!([{"bidder": 0, "bid": 7, "tricks": [13, 0], "honours": [3, 1]}]),
    );
    assert!(
        e.starts_with("deals[0].honours[1]: 1 honours taken in 0 tricks"),
        "{e}"
    );
    let e = refusal(
        Value::Null,
        json!([{"bidder": 0, "bid": 7, "tricks": [7, 6], "honours": [3, 2]}]),
    );
    assert!(
        e.starts_with("deals[0].honours: 3 + 2 is not the four honours"),
        "{e}"
    );
    let e = refusal(
        Value::Null,
        json!([{"bidder": 0, "bid": 14, "tricks": [7, 6]}]),
    );
    assert!(e.starts_with("deals[0].bid: 14 is not from 1 to 13"), "{e}");
    let e = refusal(
        Value::Null,
        json!([{"bidder": 2, "bid": 7, "tricks": [7, 6]}]),
    );
    assert!(e.starts_with("deals[0].bidder"), "{e}");
    let e = refusal(json!({"game": 70}), json!([]));
    assert!(
        e.starts_with("settings.game: 70 is not 0, 50 or 100"),
        "{e}"
    );
}

proptest! {
    /// Every deal's points make seventeen (with the penalty off), and the settlements sum to zero.
    #[test]
    fn seventeen_and_zero_sum(
        deals in prop::collection::vec((0usize..2, 1i64..=13, 0i64..=13, 0i64..=4), 0..20),
        game in prop::sample::select(vec![0u32, 50, 100]),
    ) {
        let deals: Vec<Value> = deals
            .into_iter()
            .map(|(bidder, bid, ours, h)| {
                let h = h.min(ours).max(4 - (13 - ours)).min(4);
                json!({"bidder": bidder, "bid": bid, "tricks": [ours, 13 - ours], "honours": [h, 4 - h]})
            })
            .collect();
        let input = input(json!({"game": game}), Value::Array(deals));
        let (_, scored) = play(&input).unwrap();
        for s in &scored {
            prop_assert_eq!(s.points[0] + s.points[1], POINTS_A_DEAL);
        }
        let p = pad(&input).unwrap();
        for s in &p.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
    }
}
