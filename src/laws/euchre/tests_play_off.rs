//! The four-player play-off for a tied prize and blind euchre for five (`play_off`).

use proptest::prelude::*;
use serde_json::{Value, json};

use super::tests_individual_support::{points, refusal, run};

const FOUR: &[&str] = &["A", "B", "C", "D"];
const FIVE: &[&str] = &["A", "B", "C", "D", "E"];

/// Seed 001 L6482–6486: four tied play "as individuals, not as partners. If one of the players
/// takes in all five tricks, he scores 3, not 4 points, and a euchre scores each of the other
/// players, [2] points". One hand (L6478–6480, `game` 1): B's march, 3, wins the prize.
#[test]
fn play_off_march_three_not_four_l6484() {
    let out = run(
        "euchre-play-off",
        FOUR,
        json!({"game": 1}),
        json!([{"maker": 1, "tricks": 5}]),
    );
    assert_eq!(points(&out), vec![json!([0, 3, 0, 0])]);
    assert_eq!(out["games"][0]["winner"], 1);
}

/// By hand: a game of five; C euchred, 2 to each of A, B and D (L6485–6486, "12" read 2); D
/// makes the point, 1; A's march, 3: A 5, out.
#[test]
fn play_off_euchre_scores_each_of_the_other_three() {
    let out = run(
        "euchre-play-off",
        FOUR,
        Value::Null,
        json!([{"maker": 2, "tricks": 2}, {"maker": 3, "tricks": 4}, {"maker": 0, "tricks": 5}]),
    );
    assert_eq!(
        points(&out),
        vec![
            json!([2, 2, 0, 2]),
            json!([0, 0, 0, 1]),
            json!([3, 0, 0, 0])
        ]
    );
    assert_eq!(out["games"][0]["winner"], 0);
    let e = refusal("euchre-play-off", &FOUR[..3], Value::Null, json!([]));
    assert!(e.contains("four tied players"), "{e}");
    let e = refusal("euchre-play-off", FOUR, json!({"game": 3}), json!([]));
    assert!(e.contains("settings.game"), "{e}");
}

/// Seed 001 L6137–6151, "scoring as in regular euchre", five each for himself: A takes the
/// blind and makes the point, 1; B euchred, 2 to each of the four others; C's march, 3.
#[test]
fn blind_euchre_for_five_l6137() {
    let out = run(
        "blind-euchre-five",
        FIVE,
        Value::Null,
        json!([{"maker": 0, "tricks": 3}, {"maker": 1, "tricks": 0}, {"maker": 2, "tricks": 5}]),
    );
    assert_eq!(
        points(&out),
        vec![
            json!([1, 0, 0, 0, 0]),
            json!([2, 0, 2, 2, 2]),
            json!([0, 0, 3, 0, 0])
        ]
    );
    let e = refusal(
        "blind-euchre-five",
        FIVE,
        Value::Null,
        json!([{"maker": 5, "tricks": 3}]),
    );
    assert!(e.contains("deals[0].maker"), "{e}");
    let e = refusal("blind-euchre-five", FOUR, Value::Null, json!([]));
    assert!(e.contains("five players"), "{e}");
}

proptest! {
    /// Each for himself: a deal scores the maker alone (1 or 3) or each of the others 2.
    #[test]
    fn one_deal_scores_the_maker_or_every_other(maker in 0..5usize, tricks in 0..=5i64) {
        let out = run("blind-euchre-five", FIVE, Value::Null, json!([{"maker": maker, "tricks": tricks}]));
        let p: Vec<i64> = serde_json::from_value(points(&out)[0].clone()).unwrap();
        let others: i64 = (0..5).filter(|&k| k != maker).map(|k| p[k]).sum();
        match tricks {
            5 => prop_assert_eq!((p[maker], others), (3, 0)),
            3 | 4 => prop_assert_eq!((p[maker], others), (1, 0)),
            _ => prop_assert_eq!((p[maker], others), (0, 8)),
        }
    }
}
