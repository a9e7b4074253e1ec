//! Clay's three-hand dummy: the book's examples and its refusals.

use super::*;

fn clay(settings: Value, deals: Value) -> clay::Record {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    let sides = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
    clay::score(&settings, &sides, &deals).unwrap()
}

/// WE-7, seed 002 L2958–2967: twelve tricks of thirteen are fifteen, 11 for tricks and 4 for
/// the game; a grand slam is 17 from each adversary and does not count toward the game.
#[test]
fn clays_dummy_examples() {
    let r = clay(Value::Null, json!([{"dummy": 0, "tricks": 12}]));
    assert_eq!(r.settlements[0].value, 15);
    assert_eq!(r.settlements[0].amounts, vec![30, -15, -15]);
    let r = clay(Value::Null, json!([{"dummy": 1, "tricks": 1}]));
    assert_eq!(r.settlements[0].amounts, vec![15, -30, 15]);
    let r = clay(
        Value::Null,
        json!([{"dummy": 2, "tricks": 8}, {"dummy": 2, "tricks": 13}, {"dummy": 2, "tricks": 10}]),
    );
    assert_eq!(r.settlements[0].amounts, vec![-17, -17, 34]);
    assert_eq!(
        r.deals[1].points,
        [2, 0],
        "the slam leaves the game as it was"
    );
    // 8–5 then 10–3: nets 3 + 7 = 10, and 4 for the game.
    assert_eq!(r.settlements[1].value, 14);
    assert_eq!(r.settlements[1].amounts, vec![-14, -14, 28]);
}

#[test]
fn clays_dummy_refusals() {
    let sides = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
    let deals = vec![
        json!({"dummy": 0, "tricks": 8}),
        json!({"dummy": 1, "tricks": 8}),
    ];
    let e = clay::score(&Value::Null, &sides, &deals).unwrap_err();
    assert!(
        e.to_string().starts_with("deals[1].dummy: A has Dummy"),
        "{e}"
    );
    let e = clay::score(&Value::Null, &sides, &[json!({"dummy": 0, "tricks": 14})]).unwrap_err();
    assert_eq!(e.to_string(), "deals[0].tricks: 14 is not from 0 to 13");
    let e = clay::score_json(r#"{"sides": ["A", "B"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "sides");
}
