//! My Bird Sings and Spoil Five: the pool fed, taken, divided, spoilt and carried, the jink.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::{amounts, refused, score, settles_exactly};

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

fn spoil(settings: Value, deals: Value) -> Value {
    score(
        "spoil-five",
        json!({"settings": settings, "players": FOUR, "deals": deals}),
    )
    .unwrap()
}

/// Seed 003 L5301–5317: each player two into a new pool and the dealer a stake besides; three
/// tricks take it; spoilt, it stays and each player pays one and the dealer his deal stake,
/// "no matter whether the pool was won, or the game spoilt", until it is won. Seed 003
/// L5399–5404: who fails to rob is "de-barred from winning the pool that hand".
#[test]
fn a_pool_won_spoilt_fed_and_won_again() {
    let out = spoil(
        json!({}),
        json!([
            {"tricks": [1, 3, 1, 0]},
            {"tricks": [2, 2, 1, 0]},
            {"tricks": [0, 1, 3, 1]},
            {"tricks": [3, 1, 1, 0], "debarred": [true, false, false, false]}
        ]),
    );
    assert_eq!(
        amounts(&out),
        vec![
            vec![-3, 7, -2, -2],
            vec![-2, -3, -2, -2],
            vec![-1, -1, 12, -1],
            vec![-2, -2, -2, -3]
        ]
    );
    assert_eq!(out["deals"][1]["pools"], json!({"pool": 9}));
    assert_eq!(out["deals"][2]["pools"], json!({"pool": 0}));
    assert_eq!(out["balances"], json!([-8, 1, 6, -8]));
    assert_eq!(out["pools"], json!({"pool": 9}));
    assert!(
        out["deals"][3]["note"]
            .as_str()
            .unwrap()
            .contains("may not win"),
        "{}",
        out["deals"][3]["note"]
    );
    settles_exactly(&out);
}

/// Seed 001 L15332–15336: "if pool is not won on first deal, each dealer in turn adds another
/// counter".
#[test]
fn the_1927_pool_is_fed_by_the_dealer_only() {
    let out = spoil(
        json!({"feeding": "dealer_only", "stake": 2}),
        json!([{"tricks": [2, 2, 1, 0]}, {"tricks": [3, 0, 2, 0]}]),
    );
    assert_eq!(amounts(&out), vec![vec![-2, -2, -2, -2], vec![9, -1, 0, 0]]);
}

/// Seed 003 L5530–5537: the jinker "receives from each player his original stake in addition
/// to the amount in the pool"; failing he "loses the pool". Seed 001 L15339–15343: one counter
/// from each.
#[test]
fn the_jink() {
    let jink = json!([{"tricks": [0, 5, 0, 0], "jink": true}]);
    let out = spoil(json!({"jink": "original_stake"}), jink.clone());
    assert_eq!(amounts(&out)[0], vec![-5, 13, -4, -4]);
    let out = spoil(json!({"jink": "one_counter"}), jink);
    assert_eq!(amounts(&out)[0], vec![-4, 10, -3, -3]);
    let out = spoil(
        json!({"jink": "one_counter"}),
        json!([{"tricks": [0, 4, 1, 0], "jink": true}, {"tricks": [0, 3, 1, 0]}]),
    );
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 9}));
    assert!(out["deals"][0]["note"].as_str().unwrap().contains("failed"));
    // The lost pool stands for the next winner, fed as a spoilt pool.
    assert_eq!(amounts(&out)[1], vec![-1, 12, -1, -1]);
    let e = refused(
        "spoil-five",
        json!({"players": FOUR, "deals": [{"tricks": [0, 5, 0, 0], "jink": true}]}),
    );
    assert_eq!(e.field, "deals[0].jink");
}

/// Seed 003 L5489–5493: with five or more, two tricks may take the pool.
#[test]
fn two_tricks_win_at_five() {
    let five = ["A", "B", "C", "D", "E"];
    let out = score(
        "spoil-five",
        json!({"settings": {"two_tricks_win": true}, "players": five,
               "deals": [{"tricks": [0, 0, 2, 1, 1]}]}),
    )
    .unwrap();
    assert_eq!(amounts(&out)[0], vec![-3, -2, 9, -2, -2]);
    let e = refused(
        "spoil-five",
        json!({"settings": {"two_tricks_win": true}, "players": FOUR,
               "deals": [{"tricks": [0, 0, 2, 1]}]}),
    );
    assert_eq!(e.field, "settings.two_tricks_win");
    let e = refused(
        "spoil-five",
        json!({"settings": {"two_tricks_win": true}, "players": five,
               "deals": [{"tricks": [2, 0, 2, 1, 0]}]}),
    );
    assert_eq!(e.field, "deals[0].tricks");
}

#[test]
fn bad_spoil_five_deals_are_refused_naming_the_field() {
    for (deal, field) in [
        (json!({"tricks": [3, 3, 0, 0]}), "deals[0].tricks"),
        (json!({"tricks": [3, 0, 0]}), "deals[0].tricks"),
        (json!({"tricks": [3, -1, 0, 0]}), "deals[0].tricks[1]"),
        (json!({}), "deals[0]"),
        (
            json!({"tricks": [3, 0, 0, 0], "debarred": "yes"}),
            "deals[0].debarred",
        ),
    ] {
        let e = refused("spoil-five", json!({"players": FOUR, "deals": [deal]}));
        assert!(e.field.starts_with(field), "{deal}: {e:?}");
    }
    let e = refused(
        "spoil-five",
        json!({"settings": {"stake": 0}, "players": FOUR, "deals": [{"tricks": [3, 0, 0, 0]}]}),
    );
    assert_eq!(e.field, "settings.stake");
}

/// Seed 003 L5175–5186: each player a counter, the dealer one extra; the bird that sings takes
/// the pool. A deal given up unsung leaves it for the next.
#[test]
fn the_first_bird_to_sing_takes_the_pool() {
    let out = score(
        "my-bird-sings",
        json!({"players": FOUR, "deals": [{"winner": 2}, {"winner": null}, {"winner": 3}]}),
    )
    .unwrap();
    assert_eq!(
        amounts(&out),
        vec![
            vec![-2, -1, 4, -1],
            vec![-1, -2, -1, -1],
            vec![-1, -1, -2, 9]
        ]
    );
    assert_eq!(out["pools"], json!({"pool": 0}));
    settles_exactly(&out);
}

/// Seed 003 L5247–5256: through the pack the most tricks take the pool, "in the case of a tie
/// the stakes are divided"; the odd counter stays, or goes to the eldest of the tied.
#[test]
fn through_the_pack_a_tie_divides_the_pool() {
    let deals = json!([{"tricks": [3, 3, 1, 0]}]);
    let out = score(
        "my-bird-sings",
        json!({"settings": {"play": "whole_pack"}, "players": FOUR, "deals": deals}),
    )
    .unwrap();
    assert_eq!(amounts(&out)[0], vec![0, 1, -1, -1]);
    assert_eq!(out["pools"], json!({"pool": 1}));
    let out = score(
        "my-bird-sings",
        json!({"settings": {"play": "whole_pack", "remainder": "to_eldest"},
               "players": FOUR, "deals": deals}),
    )
    .unwrap();
    assert_eq!(amounts(&out)[0], vec![0, 2, -1, -1]);
    assert_eq!(out["pools"], json!({"pool": 0}));
    let e = refused(
        "my-bird-sings",
        json!({"settings": {"play": "whole_pack"}, "players": FOUR,
               "deals": [{"tricks": [7, 7, 0, 0]}]}),
    );
    assert_eq!(e.field, "deals[0].tricks");
    let e = refused(
        "my-bird-sings",
        json!({"players": FOUR, "deals": [{"winner": 4}]}),
    );
    assert_eq!(e.field, "deals[0].winner");
    let e = refused(
        "my-bird-sings",
        json!({"settings": {"pack": "thirty_two"},
               "players": ["A", "B", "C", "D", "E", "F", "G", "H", "I"],
               "deals": [{"winner": 0}]}),
    );
    assert_eq!(e.field, "settings.pack");
}

proptest! {
    /// Any run of spoil-five deals: the pool never below nothing, the settlement exact.
    #[test]
    fn any_spoil_five_sitting_balances(
        deals in prop::collection::vec(
            (prop::collection::vec(0i64..=5, 4), any::<bool>(), 0usize..4), 0..12),
        feeding in prop_oneof![Just("each_player_and_dealer"), Just("dealer_only")],
    ) {
        let deals: Vec<Value> = deals
            .into_iter()
            .filter(|(t, _, _)| t.iter().sum::<i64>() <= 5)
            .map(|(t, jink, out)| {
                let jink = jink && t.iter().any(|&n| n >= 3);
                let mut debarred = vec![false; 4];
                debarred[out] = true;
                json!({"tricks": t, "jink": jink, "debarred": debarred})
            })
            .collect();
        let out = score("spoil-five", json!({
            "settings": {"feeding": feeding, "jink": "one_counter"},
            "players": FOUR,
            "deals": deals,
        })).unwrap();
        let total: i64 = out["balances"].as_array().unwrap().iter().map(|b| b.as_i64().unwrap()).sum();
        prop_assert_eq!(total + out["pools"]["pool"].as_i64().unwrap_or(0), 0);
        settles_exactly(&out);
    }
}
