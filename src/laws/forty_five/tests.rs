use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

fn input(sides: &[&str], settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: sides.iter().map(|s| (*s).to_owned()).collect(),
        deals: serde_json::from_value(deals).unwrap(),
    }
}

fn forty_five(settings: Value, deals: Value) -> Result<Played<Settings>, LawError> {
    play_forty_five(&input(&["We", "They"], settings, deals))
}

fn twenty_five(
    n: usize,
    settings: Value,
    deals: Value,
) -> Result<Played<TwentyFiveSettings>, LawError> {
    let names = ["Ann", "Bob", "Cat", "Dan", "Eve"];
    play_twenty_five(&input(&names[..n], settings, deals))
}

/// Seed 001 L15352–15354: "side taking three or four tricks score 5 points; five tricks, 10".
#[test]
fn three_or_four_tricks_score_five_and_five_tricks_ten() {
    let p = forty_five(
        Value::Null,
        json!([{"tricks": [3, 2]}, {"tricks": [1, 4]}, {"tricks": [5, 0]}]),
    )
    .unwrap();
    let points: Vec<Vec<i64>> = p.deals.iter().map(|d| d.points.clone()).collect();
    assert_eq!(points, vec![vec![5, 0], vec![0, 5], vec![10, 0]]);
    assert_eq!(p.totals, vec![15, 5]);
}

/// Seed 001 L15354–15357 (W42): each trick 5, the fewer side's deducted: "three tricks count 5;
/// four tricks, 15; five tricks, 25 points."
#[test]
fn per_trick_three_four_five_count_5_15_25() {
    let settings = Settings {
        method: Method::PerTrick,
        ..Settings::default()
    };
    assert_eq!(hand_points(&settings, [3, 2], "hand"), Ok([5, 0]));
    assert_eq!(hand_points(&settings, [1, 4], "hand"), Ok([0, 15]));
    assert_eq!(hand_points(&settings, [5, 0], "hand"), Ok([25, 0]));
}

/// Seed 001 L15357: "45 points is game"; the game closes on the hand that reaches it.
#[test]
fn forty_five_is_game() {
    let deals: Vec<Value> = (0..5).map(|_| json!({"tricks": [5, 0]})).collect();
    let p = forty_five(Value::Null, Value::Array(deals.clone())).unwrap();
    assert_eq!(p.deals[4].totals, vec![50, 0]);
    assert_eq!(p.games.len(), 1);
    assert_eq!(p.winner, Some(0));
    assert!(!p.open);
    let p = forty_five(
        json!({"method": "per_trick"}),
        Value::Array(deals[..2].to_vec()),
    )
    .unwrap();
    assert_eq!(p.games[0].totals, vec![50, 0]);
    let p = forty_five(json!({"settle": "points"}), Value::Array(deals)).unwrap();
    assert_eq!(p.games[0].value, 50);
}

#[test]
fn forty_five_refusals_name_the_field() {
    let e = forty_five(Value::Null, json!([{"tricks": [6, 0]}])).unwrap_err();
    assert_eq!(
        e.to_string(),
        "deals[0].tricks[0]: 6 is more than the five tricks of a hand"
    );
    let e = forty_five(Value::Null, json!([{"tricks": [3, 3]}])).unwrap_err();
    assert_eq!(
        e.to_string(),
        "deals[0].tricks: 3 + 3 is not the five tricks of a hand"
    );
    let e = forty_five(Value::Null, json!([{"tricks": [5]}])).unwrap_err();
    assert!(
        e.to_string().starts_with("deals[0].tricks: 1 values"),
        "{e}"
    );
    let e = forty_five(json!({"method": "spoil"}), json!([])).unwrap_err();
    assert!(e.to_string().starts_with("settings.method"), "{e}");
}

/// Seed 003 L5551–5556: every trick five to its winner; twenty-five (or forty-five) is game;
/// "Any player 'jinking,' i.e., winning the five tricks, wins the game."
#[test]
fn twenty_five_five_a_trick_and_the_jink() {
    let p = twenty_five(
        3,
        Value::Null,
        json!([{"tricks": [2, 2, 1]}, {"tricks": [3, 1, 1]}]),
    )
    .unwrap();
    assert_eq!(p.deals[1].totals, vec![25, 15, 10]);
    assert_eq!(p.winner, Some(0));
    let p = twenty_five(3, json!({"game": 45}), json!([{"tricks": [0, 5, 0]}])).unwrap();
    assert_eq!(p.games[0].winner, 1);
    assert!(p.deals[0].out.as_deref().unwrap().contains("jinked"));
    let p = twenty_five(3, json!({"game": 45}), json!([{"tricks": [4, 1, 0]}])).unwrap();
    assert!(p.games.is_empty() && p.open);
}

/// Two reaching the game on one hand: the book is silent ([AMBIG]); by trick order the deal must
/// say who got there first, and only then.
#[test]
fn twenty_five_two_out_on_one_hand() {
    let before = json!([{"tricks": [2, 2, 1]}, {"tricks": [2, 2, 1]}]);
    let mut deals = before.as_array().unwrap().clone();
    deals.push(json!({"tricks": [3, 2, 0]}));
    let e = twenty_five(3, Value::Null, Value::Array(deals.clone())).unwrap_err();
    assert_eq!(e.field, "deals[2].first_out");
    assert!(e.message.contains("Ann, Bob"), "{e}");
    deals[2] = json!({"tricks": [3, 2, 0], "first_out": 1});
    let p = twenty_five(3, Value::Null, Value::Array(deals.clone())).unwrap();
    assert_eq!(p.games[0].winner, 1);
    assert_eq!(p.games[0].totals, vec![35, 30, 10]);
    // The higher total wins by the other reading, without asking.
    deals[2] = json!({"tricks": [3, 2, 0]});
    let p = twenty_five(
        3,
        json!({"several_out": "highest"}),
        Value::Array(deals.clone()),
    )
    .unwrap();
    assert_eq!(p.games[0].winner, 0);
    deals[2] = json!({"tricks": [3, 2, 0], "first_out": 2});
    let e = twenty_five(3, Value::Null, Value::Array(deals)).unwrap_err();
    assert!(e.message.contains("not one of those"), "{e}");
    let e = twenty_five(3, Value::Null, json!([{"tricks": [2, 2, 2]}])).unwrap_err();
    assert_eq!(e.to_string(), "deals[0].tricks: 6 tricks; a hand is five");
}

proptest! {
    /// Replay agrees; no hand of forty-five awards more than 10 (or 25); settlements sum to
    /// nought; one side scores a hand.
    #[test]
    fn forty_five_replays_within_bounds(
        ours in prop::collection::vec(0i64..=5, 0..20),
        per_trick in any::<bool>(),
    ) {
        let settings = json!({"method": if per_trick { "per_trick" } else { "five_or_ten" }});
        let deals: Vec<Value> = ours.iter().map(|&t| json!({"tricks": [t, 5 - t]})).collect();
        let all = forty_five(settings.clone(), Value::Array(deals.clone())).unwrap();
        for k in 0..deals.len() {
            let part = forty_five(settings.clone(), Value::Array(deals[..k].to_vec())).unwrap();
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
        for d in &all.deals {
            prop_assert!(d.points.iter().filter(|p| **p > 0).count() == 1);
            let cap = if per_trick { 25 } else { 10 };
            prop_assert!(d.points.iter().all(|p| *p <= cap));
        }
        let pad = forty_five_draw(&["We".to_owned(), "They".to_owned()], &all);
        for s in &pad.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
    }
}

proptest! {
    /// Twenty-five: every hand gives five a trick and twenty-five in all; replay agrees; a jink
    /// always ends the game; settlements sum to nought.
    #[test]
    fn twenty_five_replays_within_bounds(
        hands in prop::collection::vec(prop::collection::vec(0usize..4, 5), 0..16),
        highest in any::<bool>(),
    ) {
        let settings = json!({"several_out": if highest { "highest" } else { "trick_order" }});
        let mut deals: Vec<Value> = Vec::new();
        let mut totals = [0i64; 4];
        for winners in &hands {
            let mut tricks = [0i64; 4];
            for &w in winners {
                tricks[w] += 1;
            }
            let after: Vec<i64> = (0..4).map(|p| totals[p] + 5 * tricks[p]).collect();
            let mut deal = json!({"tricks": tricks});
            // Name the first to reach 25 by the order the tricks were won, as the table would.
            let mut candidates: Vec<usize> = (0..4).filter(|&p| after[p] >= 25).collect();
            let top = candidates.iter().map(|&p| after[p]).max().unwrap_or_default();
            if highest {
                candidates.retain(|&p| after[p] == top);
            }
            if tricks.iter().all(|&t| t < 5) && candidates.len() > 1 {
                let mut running = totals;
                let first = winners.iter().find(|&&w| {
                    running[w] += 5;
                    running[w] >= 25 && candidates.contains(&w)
                });
                deal["first_out"] = json!(first.copied().unwrap_or_default());
            }
            let over = tricks.contains(&5) || after.iter().any(|&t| t >= 25);
            totals = if over { [0; 4] } else { [after[0], after[1], after[2], after[3]] };
            deals.push(deal);
        }
        let all = twenty_five(4, settings.clone(), Value::Array(deals.clone())).unwrap();
        for k in 0..deals.len() {
            let part = twenty_five(4, settings.clone(), Value::Array(deals[..k].to_vec())).unwrap();
            prop_assert_eq!(&part.deals[..], &all.deals[..k]);
        }
        for (d, winners) in all.deals.iter().zip(&hands) {
            prop_assert_eq!(d.points.iter().sum::<i64>(), 25);
            let jink = (0..4).any(|p| winners.iter().all(|&w| w == p));
            prop_assert!(!jink || d.out.is_some());
        }
        let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan"].iter().map(|s| (*s).to_owned()).collect();
        let pad = twenty_five_draw(&names, &all);
        for s in &pad.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
    }
}
