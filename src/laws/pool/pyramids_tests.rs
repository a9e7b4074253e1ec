//! Pyramids and shell out (seed 000 L10057–10106) by hand: a red a point, the miss and the
//! white that put a red back or leave one owed, the last ball; shell out's stake a red, the
//! offender paying for all at the next red, the last red double; and the properties.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::registry;

fn score(law: &str, input: Value) -> Result<Value, super::super::LawError> {
    registry::score(law, &input.to_string()).map(|out| serde_json::from_str(&out).unwrap())
}

fn amounts(out: &Value) -> Vec<Vec<i64>> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| serde_json::from_value(d["amounts"].clone()).unwrap())
        .collect()
}

fn note(out: &Value) -> String {
    out["deals"][0]["note"].as_str().unwrap().to_owned()
}

fn pyramids(settings: Value, visits: Value) -> Result<Value, super::super::LawError> {
    score(
        "pyramids",
        json!({"settings": settings, "players": ["Ann", "Bob"], "deals": [{"visits": visits}]}),
    )
}

/// L10064–10067 a point a red; L10069–10075 a miss takes a point off and a red goes back, or
/// is owed and paid with the next red pocketed; L10087–10092 the last ball.
#[test]
fn pyramids_by_hand() {
    // Ann 6; Bob gives a miss with none pocketed: −1, owing a red; Bob 5 (the first paid back
    // to the table): 4, 9 reds held in all; Ann pockets the white: 5, a red back (10 − 1 = 9
    // held: 6 on the table); Ann 5 more (10, 14 held), the last ball: Bob misses, Ann +1.
    let visits = json!([
        {"player": 0, "reds": 6},
        {"player": 1, "miss": true},
        {"player": 1, "reds": 5},
        {"player": 0, "white": true},
        {"player": 0, "reds": 5},
        {"player": 1, "miss": true},
    ]);
    let out = pyramids(json!({}), visits.clone()).unwrap();
    assert_eq!(amounts(&out), vec![vec![1, -1]]);
    assert_eq!(note(&out), "Ann 11, Bob 4: Ann wins; Bob pays 1.");
    let out = pyramids(json!({"pays": "points", "stake": 2}), visits).unwrap();
    assert_eq!(amounts(&out), vec![vec![14, -14]]);
    // The last ball pocketed by its striker's opponent's ball: Bob scores it.
    let out = pyramids(
        json!({}),
        json!([{"player": 0, "reds": 7}, {"player": 1, "reds": 7}, {"player": 1, "reds": 1}]),
    )
    .unwrap();
    assert_eq!(note(&out), "Ann 7, Bob 8: Bob wins; Ann pays 1.");
}

#[test]
fn pyramids_refusals_name_the_field() {
    let cases = [
        (
            json!([{"player": 0, "reds": 15}]),
            "deals[0].visits[0].reds",
        ),
        (
            json!([{"player": 0, "reds": -1}]),
            "deals[0].visits[0].reds",
        ),
        (json!([{"player": 0, "reds": 3}]), "deals[0].visits"),
        (
            json!([{"player": 2, "reds": 3}]),
            "deals[0].visits[0].player",
        ),
        (
            json!([{"player": 0, "miss": true, "white": true}]),
            "deals[0].visits[0].white",
        ),
        (
            json!([{"player": 0, "reds": 14}, {"player": 1, "miss": true}, {"player": 0, "reds": 1}]),
            "deals[0].visits[2]",
        ),
        (
            json!([{"player": 0, "reds": 14}, {"player": 1, "reds": 1, "miss": true}]),
            "deals[0].visits[1].reds",
        ),
    ];
    for (visits, want) in cases {
        let e = pyramids(json!({}), visits.clone()).unwrap_err();
        assert_eq!(e.field, want, "{visits}: {}", e.message);
    }
    let e = pyramids(json!({"stake": 0}), json!([])).unwrap_err();
    assert_eq!(e.field, "settings.stake");
    // Every penalty puts back a red that is pocketed again: the scores always come to 15 and
    // there is no tie; a game left short is refused.
    let e = pyramids(
        json!({}),
        json!([{"player": 0, "reds": 8}, {"player": 0, "miss": true}, {"player": 1, "reds": 7}]),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].visits");
    assert!(e.message.contains("1 red on the table"), "{}", e.message);
}

fn shell(settings: Value, visits: Value) -> Result<Value, super::super::LawError> {
    score(
        "shell-out",
        json!({"settings": settings, "players": ["A", "B", "C", "D"], "deals": [{"visits": visits}]}),
    )
}

/// L10098–10105: a stake from each for a red; after a miss the offender pays for all at the
/// next red; the last red double all round, a miss then double all round.
#[test]
fn shell_out_by_hand() {
    let out = shell(json!({"stake": 2}), json!([{"player": 0, "reds": 3}])).unwrap();
    assert_eq!(amounts(&out), vec![vec![18, -6, -6, -6]]);
    // B misses; C pockets the next red: B alone pays C for the three (3), then a red as ever.
    let visits = json!([{"player": 1, "miss": true}, {"player": 2, "reds": 2}]);
    let out = shell(json!({}), visits.clone()).unwrap();
    assert_eq!(amounts(&out), vec![vec![-1, -4, 6, -1]]);
    let out = shell(json!({"fault": "besides"}), visits).unwrap();
    assert_eq!(amounts(&out), vec![vec![-2, -5, 9, -2]]);
    // 14 reds, then the last: D misses (double all round, 6), A pockets it (double, 6).
    let out = shell(
        json!({}),
        json!([{"player": 0, "reds": 14}, {"player": 3, "miss": true}, {"player": 0, "reds": 1}]),
    )
    .unwrap();
    assert_eq!(
        amounts(&out),
        vec![vec![42 + 2 + 6, -14 + 2 - 2, -14 + 2 - 2, -14 - 6 - 2]]
    );
    assert!(note(&out).contains("every red pocketed"), "{}", note(&out));
    // B pockets the white with two reds left: he pays C for all at the next red; the last red
    // is then paid double all round.
    let out = shell(
        json!({}),
        json!([{"player": 0, "reds": 13}, {"player": 1, "white": true}, {"player": 2, "reds": 2}]),
    )
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![37, -18, -4, -15]]);
    let e = shell(json!({}), json!([{"player": 0, "reds": 16}])).unwrap_err();
    assert_eq!(e.field, "deals[0].visits[0].reds");
    let e = score("shell-out", json!({"players": ["A", "B"], "deals": []})).unwrap_err();
    assert_eq!(e.field, "players");
}

proptest! {
    /// Whatever the visits, a game's payments sum to nothing, and at pyramids the winner of a
    /// game played out gains exactly what the loser pays.
    #[test]
    fn payments_sum_to_nothing(
        visits in prop::collection::vec((0usize..4, 0i64..4, 0u8..3), 0..40),
    ) {
        let list: Vec<Value> = visits
            .iter()
            .map(|&(p, reds, how)| json!({"player": p, "reds": reds, "miss": how == 1, "white": how == 2}))
            .collect();
        if let Ok(out) = shell(json!({}), Value::Array(list.clone())) {
            prop_assert_eq!(amounts(&out)[0].iter().sum::<i64>(), 0);
        }
        let two: Vec<Value> = list.into_iter().map(|mut v| { v["player"] = json!(v["player"].as_u64().unwrap() % 2); v }).collect();
        if let Ok(out) = pyramids(json!({"pays": "points"}), Value::Array(two)) {
            let a = &amounts(&out)[0];
            prop_assert_eq!(a[0] + a[1], 0);
        }
    }
}

/// A table's form says the visits in words: the same game as the list (seed 000 L10064–10092,
/// the example's first game), and a word it cannot read refused at the field.
#[test]
fn visits_in_the_forms_words() {
    let words = pyramids(
        json!({"stake": 5}),
        json!("Ann 6, Bob miss, bob 5; Ann white, Ann 5, Bob miss"),
    )
    .unwrap();
    assert_eq!(amounts(&words), vec![vec![5, -5]]);
    assert_eq!(note(&words), "Ann 11, Bob 4: Ann wins; Bob pays 5.");
    let e = pyramids(json!({}), json!("Ann 6, Cid 3")).unwrap_err();
    assert_eq!(e.field, "deals[0].visits");
    assert!(
        e.message.contains("not one of the players"),
        "{}",
        e.message
    );
    let e = pyramids(json!({}), json!("Ann 6, 3 miss")).unwrap_err();
    assert_eq!(e.field, "deals[0].visits");
    let e = score(
        "shell-out",
        json!({"players": ["Ann", "Bob", "Cat"], "deals": [{"visits": "Ann 2, Cat miss, Bob 1"}]}),
    )
    .unwrap();
    // Ann's two reds: Bob and Cat pay 1 each, twice; Cat's miss: he alone pays Bob for both
    // others at the next red.
    assert_eq!(amounts(&e), vec![vec![4, 0, -4]]);
}
