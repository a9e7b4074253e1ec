//! The four jacks (L9929–9957): a point a jack, two the jack of spades, the first to lose ten
//! pays each other player for the points he still has to go.

use serde_json::{Value, json};

use super::super::super::LawError;

fn jacks(input: Value) -> Result<Value, LawError> {
    super::super::super::registry::score("four-jacks", &input.to_string())
        .map(|s| serde_json::from_str(&s).unwrap())
}

fn deal(spades: usize, hearts: usize, diamonds: usize, clubs: usize) -> Value {
    json!({"spades": spades, "hearts": hearts, "diamonds": diamonds, "clubs": clubs})
}

/// L9945–9949 by hand: Ann loses 3, then 7, then 10 and is out; Bob has lost 4, Cat 1, Dan
/// none, so she pays 6, 9 and 10.
#[test]
fn the_first_to_ten_pays_the_points_to_go() {
    let out = jacks(json!({
        "players": ["Ann", "Bob", "Cat", "Dan"],
        "deals": [deal(0, 0, 1, 2), deal(0, 1, 0, 0), deal(1, 0, 0, 0), deal(3, 3, 3, 3)]
    }))
    .unwrap();
    let a: Vec<&Value> = out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| &d["amounts"])
        .collect();
    assert_eq!(a[0], &json!([0, 0, 0, 0]));
    assert_eq!(a[2], &json!([-25, 6, 9, 10]));
    let note = out["deals"][2]["note"].as_str().unwrap();
    assert!(
        note.contains("Points lost: Ann 10, Bob 4, Cat 1, Dan 0"),
        "{note}"
    );
    assert!(
        note.contains("Ann is out and pays Bob 6, Cat 9, Dan 10"),
        "{note}"
    );
    // A new game: Dan's five are the first of it.
    let note = out["deals"][3]["note"].as_str().unwrap();
    assert!(note.contains("Ann 0, Bob 0, Cat 0, Dan 5"), "{note}");
    assert_eq!(out["balances"], json!([-25, 6, 9, 10]));
}

/// "Pays the stakes on the result": the stake once to each, by the setting.
#[test]
fn the_loser_may_pay_a_stake_each() {
    let out = jacks(json!({
        "settings": {"loser_pays": "stake", "stake": 3},
        "players": ["Ann", "Bob", "Cat", "Dan"],
        "deals": [deal(0, 0, 0, 0), deal(0, 0, 0, 0)]
    }))
    .unwrap();
    assert_eq!(out["deals"][1]["amounts"], json!([-9, 3, 3, 3]));
}

/// L9935–9937: at seven the dealer takes no cards (Ann deals first, then Bob), but is paid
/// with the rest when someone goes out.
#[test]
fn at_seven_the_dealer_sits_out() {
    let seven = |deals: Value| {
        jacks(json!({"players": ["A", "B", "C", "D", "E", "F", "G"], "deals": deals}))
    };
    let e = seven(json!([deal(0, 1, 1, 1)])).unwrap_err();
    assert_eq!(e.field, "deals[0].spades");
    assert!(e.message.contains("does not play"), "{}", e.message);
    let out = seven(json!([deal(2, 2, 2, 2), deal(2, 2, 2, 2)])).unwrap();
    assert_eq!(
        out["deals"][1]["amounts"],
        json!([10, 10, -60, 10, 10, 10, 10])
    );
}

/// Two reaching ten in one deal: the deal must say who lost it first. Ann and Bob have lost
/// eight each, Cat four; Ann takes the jack of spades, Bob two jacks: Bob went out first, and
/// pays Cat 5 and Dan 10 (Ann has nothing to go).
#[test]
fn two_out_in_one_deal_are_told_apart() {
    let input = |last: Value| {
        json!({"players": ["Ann", "Bob", "Cat", "Dan"],
               "deals": [deal(0, 0, 0, 0), deal(1, 1, 1, 1), deal(2, 0, 0, 0), deal(2, 1, 1, 1), last]})
    };
    let e = jacks(input(deal(0, 1, 1, 2))).unwrap_err();
    assert_eq!(e.field, "deals[4].lost_first");
    assert!(e.message.contains("Ann and Bob"), "{}", e.message);
    let mut last = deal(0, 1, 1, 2);
    last["lost_first"] = json!(1);
    let out = jacks(input(last.clone())).unwrap();
    assert_eq!(out["deals"][4]["amounts"], json!([0, -15, 5, 10]));
    last["lost_first"] = json!(2);
    let e = jacks(input(last)).unwrap_err();
    assert_eq!(e.field, "deals[4].lost_first");
}

#[test]
fn a_missing_jack_or_a_stranger_is_refused() {
    let e = jacks(json!({"players": ["A", "B", "C", "D"], "deals": [{"spades": 0}]})).unwrap_err();
    assert_eq!(e.field, "deals[0].hearts");
    let e =
        jacks(json!({"players": ["A", "B", "C", "D"], "deals": [deal(0, 0, 0, 4)]})).unwrap_err();
    assert_eq!(e.field, "deals[0].clubs");
    let e = jacks(json!({"players": ["A", "B", "C"], "deals": []})).unwrap_err();
    assert_eq!(e.field, "players");
    let e = jacks(json!({"players": ["A", "B", "C", "D"], "settings": {"stake": 0}, "deals": [deal(0, 0, 0, 0)]}))
        .unwrap_err();
    assert_eq!(e.field, "settings.stake");
}

/// A table's pad of seven: the dealer's row is blank, the loser's payment at the foot.
#[test]
fn the_pad_of_seven() {
    use crate::laws::pad::PadInput;
    let table = crate::laws::registry::find("four-jacks")
        .unwrap()
        .table
        .unwrap();
    let input = PadInput {
        settings: Value::Null,
        sides: ["A", "B", "C", "D", "E", "F", "G"]
            .map(String::from)
            .to_vec(),
        deals: vec![deal(2, 2, 2, 2), deal(2, 2, 2, 2)],
    };
    let pad = (table.pad)(&input).unwrap();
    assert_eq!(pad.net(), vec![10, 10, -60, 10, 10, 10, 10]);
    assert!(
        pad.settled[0].label.contains("C pays A 10"),
        "{}",
        pad.settled[0].label
    );
    assert!(
        pad.notes[0].contains("two for the jack of spades"),
        "{:?}",
        pad.notes
    );
}
