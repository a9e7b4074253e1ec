//! Playing the races and monte bank: the race run from its cards, each payment by hand, the
//! bank's limit, refusals naming the field, and every deal summing to nothing.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::ledger::school;
use super::monte::Monte;
use super::races::Races;

fn run<G: school::Game>(input: Value) -> Value {
    serde_json::from_str(&school::score::<G>(&input.to_string()).unwrap()).unwrap()
}

fn refuse<G: school::Game>(input: Value) -> String {
    school::score::<G>(&input.to_string()).unwrap_err().field
}

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

/// A race of eight rows (seed 001 L14812–14821): the highest card of each five moves its horse,
/// ties by suit, hearts, diamonds, clubs, spades (L14772–14773: row 4's AC beats the AS). The
/// third horse moves twice, the second twice, the fifth and fourth once; the first horse, two
/// steps to the wire, is brought in by the AD in row 8.
const RACE: &str = "3H 9C KS 2D 5H  KH 4C 6D QS 7S  2C 8H JD 10S 9D  4H AC 3D AS 7C  \
                    5C 2S 8D 4D AH  JH QC 6H 3C 5S  7D 10H 8C KC 2H  AD 3S 9H 6C 10D";

/// The payments (L14826–14832): the horse's odds to the backers of the winner, red and blue at
/// evens by the colour of the card that brought him in, every other bet to the banker. Ann banks;
/// Bob has 3 on the first horse (2 to 1) and 2 on red: 6 + 2. Cat has 1 on the third and 4 on
/// blue: she loses 5. Dan has 1 on the first and 2 on the second: he wins 2 and loses 2.
#[test]
fn a_race_run_from_its_cards() {
    let deal = json!({"cards": RACE, "horse_1": [0, 3, 0, 1], "horse_2": [0, 0, 0, 2],
                      "horse_3": [0, 0, 1, 0], "red": [0, 2, 0, 0], "blue": [0, 0, 4, 0]});
    let out = run::<Races>(json!({"players": FOUR, "deals": [deal.clone()]}));
    assert_eq!(out["deals"][0]["amounts"], json!([-3, 8, -5, 0]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.starts_with("Ann banks; horse 1 at 2 to 1 wins after 8 rows, brought in by AD (red)"),
        "{note}"
    );
    assert!(note.contains("Dan wins 2 and loses 2"), "{note}");
    // Paid "for 1" (L14824–14826), the stake counted in: Bob wins 3 + 2, Dan 1 and loses 2.
    let for_one =
        run::<Races>(json!({"settings": {"paid": "for_one"}, "players": FOUR, "deals": [deal]}));
    assert_eq!(for_one["deals"][0]["amounts"], json!([1, 5, -5, -1]));
}

/// Without the cards, the winner and the card that brought him in; with both, they must agree.
#[test]
fn a_race_entered_by_its_winner() {
    let out = run::<Races>(json!({"players": FOUR, "deals": [
        {"winner": 3, "last_card": "KS", "horse_3": [0, 2, 0, 0], "red": [0, 0, 1, 0], "blue": [0, 0, 0, 3]}
    ]}));
    // The third horse at 10 to 1, a black card: Bob 20, Cat loses 1, Dan wins 3.
    assert_eq!(out["deals"][0]["amounts"], json!([-22, 20, -1, 3]));
    let e = refuse::<Races>(json!({"players": FOUR, "deals": [{"cards": RACE, "winner": 2}]}));
    assert_eq!(e, "deals[0].winner");
}

#[test]
fn an_unfinished_race_stands_off_or_is_refused() {
    let three_rows = "3H 9C KS 2D 5H KH 4C 6D QS 7S 2C 8H JD 10S 9D";
    let deal = json!({"cards": three_rows, "horse_3": [0, 5, 0, 0]});
    let out = run::<Races>(json!({"players": FOUR, "deals": [deal.clone()]}));
    assert_eq!(out["deals"][0]["amounts"], json!([0, 0, 0, 0]));
    let e = refuse::<Races>(
        json!({"settings": {"unfinished": "refuse"}, "players": FOUR, "deals": [deal]}),
    );
    assert_eq!(e, "deals[0].cards");
}

#[test]
fn races_refusals_name_the_field() {
    let cases = [
        (
            json!({"cards": format!("{RACE} 2S 3C 4S 5D 6S")}),
            "deals[0].cards",
        ),
        (json!({"cards": "3H 9C KS 2D"}), "deals[0].cards"),
        (json!({"cards": "3H 9C KS 2D 3H"}), "deals[0].cards"),
        (json!({"winner": 6, "last_card": "KS"}), "deals[0].winner"),
        (json!({"winner": 2}), "deals[0].last_card"),
        (json!({}), "deals[0].cards"),
        (
            json!({"winner": 1, "last_card": "KS", "horse_1": [2]}),
            "deals[0].horse_1[0]",
        ),
        (
            json!({"winner": 1, "last_card": "KS", "red": [0, -2]}),
            "deals[0].red[1]",
        ),
    ];
    for (deal, field) in cases {
        assert_eq!(
            refuse::<Races>(json!({"players": FOUR, "deals": [deal]})),
            field
        );
    }
    let e = refuse::<Races>(json!({"settings": {"limit": 5}, "players": FOUR,
        "deals": [{"winner": 1, "last_card": "KS", "blue": [0, 6]}]}));
    assert_eq!(e, "deals[0].blue[1]");
    let e = refuse::<Races>(
        json!({"settings": {"steps": [2, 3, 0, 4, 2]}, "players": FOUR,
        "deals": [{"winner": 1, "last_card": "KS"}]}),
    );
    assert_eq!(e, "settings.steps[2]");
}

/// Seed 001 L14860–14867: the gate 2D; the top layout KS 4D holds a diamond and is paid, the
/// bottom layout 7C QH holds none and loses. Ann banks: Bob has 5 on the top and 2 on the
/// bottom (+3), Cat 4 on the bottom (−4).
#[test]
fn monte_the_gate_pays_a_layout_of_its_suit() {
    let out = run::<Monte>(json!({"players": ["Ann", "Bob", "Cat"], "deals": [
        {"top_layout": "KS 4D", "bottom_layout": "7C QH", "gate": "2D",
         "on_top": [0, 5, 0], "on_bottom": [0, 2, 4]}
    ]}));
    assert_eq!(out["deals"][0]["amounts"], json!([1, 3, -4]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("the top layout KS 4D paid, the bottom layout 7C QH loses"),
        "{note}"
    );
    // Both layouts of the gate's suit, and neither.
    let both = run::<Monte>(json!({"players": ["Ann", "Bob"], "deals": [
        {"top_layout": "KS 4D", "bottom_layout": "7D QH", "gate": "2D", "on_top": [0, 1], "on_bottom": [0, 2]},
        {"top_layout": "KS 4D", "bottom_layout": "7D QH", "gate": "2C", "on_top": [0, 1], "on_bottom": [0, 2]}
    ]}));
    assert_eq!(both["deals"][0]["amounts"], json!([-3, 3]));
    assert_eq!(both["deals"][1]["amounts"], json!([3, -3]));
}

/// The bank (L14850–14851, L14858–14859): with 10 put up, a deal's bets may not pass what it
/// holds; the bank grows by what it wins, and starts again for a new banker.
#[test]
fn monte_the_bets_within_the_bank() {
    let deal = |top: i64, banker: Option<usize>| json!({"banker": banker, "top_layout": "KS 4D", "bottom_layout": "7C QH", "gate": "2C", "on_top": [0, top, 0]});
    let out = run::<Monte>(
        json!({"settings": {"bank": 10}, "players": ["Ann", "Bob", "Cat"],
        "deals": [deal(10, None), deal(20, None), deal(10, Some(2))]}),
    );
    assert_eq!(out["deals"][1]["amounts"], json!([20, -20, 0]));
    let note = out["deals"][1]["note"].as_str().unwrap();
    assert!(note.ends_with("The bank holds 40."), "{note}");
    let e = refuse::<Monte>(
        json!({"settings": {"bank": 10}, "players": ["Ann", "Bob", "Cat"],
        "deals": [deal(10, None), deal(21, None)]}),
    );
    assert_eq!(e, "deals[1].on_top");
    let e = refuse::<Monte>(
        json!({"settings": {"bank": 10}, "players": ["Ann", "Bob", "Cat"],
        "deals": [deal(10, None), {"banker": 1, "top_layout": "KS 4D", "bottom_layout": "7C QH", "gate": "2C", "on_top": [11]}]}),
    );
    assert_eq!(e, "deals[1].on_top");
}

#[test]
fn monte_refusals_name_the_field() {
    let base = json!({"top_layout": "KS 4D", "bottom_layout": "7C QH", "gate": "2C"});
    let with = |key: &str, v: Value| {
        let mut d = base.clone();
        d[key] = v;
        d
    };
    let cases = [
        (with("top_layout", json!("KS 9D")), "deals[0].top_layout"),
        (with("top_layout", json!("KS")), "deals[0].top_layout"),
        (with("gate", json!("QH")), "deals[0].gate"),
        (with("on_top", json!([3])), "deals[0].on_top[0]"),
        (with("on_bottom", json!([0, 0, 0, 1])), "deals[0].on_bottom"),
    ];
    for (deal, field) in cases {
        assert_eq!(
            refuse::<Monte>(json!({"players": ["Ann", "Bob", "Cat"], "deals": [deal]})),
            field
        );
    }
}

proptest! {
    /// A race or a monte deal moves counters only between the banker and the punters.
    #[test]
    fn banking_deals_sum_to_nothing(
        bets in prop::collection::vec(0i64..10, 7),
        winner in 1i64..=5,
        red in any::<bool>(),
    ) {
        let last = if red { "QH" } else { "QS" };
        let out = run::<Races>(json!({"players": ["A", "B"], "deals": [{
            "winner": winner, "last_card": last,
            "horse_1": [0, bets[0]], "horse_2": [0, bets[1]], "horse_3": [0, bets[2]],
            "horse_4": [0, bets[3]], "horse_5": [0, bets[4]], "red": [0, bets[5]], "blue": [0, bets[6]]
        }]}));
        let amounts: Vec<i64> = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
        prop_assert_eq!(amounts.iter().sum::<i64>(), 0);
        let monte = run::<Monte>(json!({"players": ["A", "B", "C"], "deals": [{
            "top_layout": "KS 4D", "bottom_layout": "7C QH", "gate": if red { "2H" } else { "2S" },
            "on_top": [0, bets[0], bets[1]], "on_bottom": [0, bets[2], bets[3]]
        }]}));
        let amounts: Vec<i64> = serde_json::from_value(monte["deals"][0]["amounts"].clone()).unwrap();
        prop_assert_eq!(amounts.iter().sum::<i64>(), 0);
    }
}
