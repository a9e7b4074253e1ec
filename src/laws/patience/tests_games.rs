//! Klondike, Russian bank and multiple solitaire: the books' rules by hand-computed deals, the
//! refusals, and properties (each deal sums to nothing; the settlement pays the balances).

use proptest::prelude::*;
use serde_json::{Value, json};

use crate::laws::LawError;
use crate::laws::registry::score;

fn run(law: &str, input: Value) -> Result<Value, LawError> {
    score(law, &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn field(law: &str, input: Value) -> String {
    run(law, input).unwrap_err().field
}

/// Klondike (seed 001 L13958–13961): pay 52, receive 5 a card founded. Ann banks; Bob gets 12
/// down (60 − 52 = +8), Cat 5 (25 − 52 = −27), Ann +52 +52 −60 −25 = +19. Next deal Ann still
/// banks (nobody named); Bob gets all 52 down: 260 − 52 = +208.
#[test]
fn klondike_pays_52_and_receives_5_a_card() {
    let out = run(
        "klondike",
        json!({"players": ["Ann", "Bob", "Cat"],
               "deals": [{"banker": 0, "founded": [null, 12, 5]},
                         {"founded": [null, 52, null]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([19, 8, -27]));
    assert_eq!(out["deals"][1]["amounts"], json!([-208, 208, 0]));
    assert_eq!(out["balances"], json!([-189, 216, -27]));
}

/// The house banks from its pool `bank`: what it must hold to pay out.
#[test]
fn klondike_against_the_house() {
    let input = |bank: i64| {
        json!({"settings": {"bank": "house"}, "players": ["Ann"], "pools": {"bank": bank},
               "deals": [{"founded": [30]}]})
    };
    let out = run("klondike", input(200)).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([98]));
    assert_eq!(out["pools"]["bank"], json!(102));
    assert!(run("klondike", input(50)).is_err());
}

#[test]
fn klondike_refuses_what_cannot_be() {
    let three = json!(["Ann", "Bob", "Cat"]);
    assert_eq!(
        field(
            "klondike",
            json!({"players": three, "deals": [{"banker": 0, "founded": [3, 12, 5]}]})
        ),
        "deals[0].founded[0]"
    );
    assert_eq!(
        field(
            "klondike",
            json!({"players": three, "deals": [{"founded": [null, 53, 5]}]})
        ),
        "deals[0].founded[1]"
    );
    assert_eq!(
        field(
            "klondike",
            json!({"players": three, "deals": [{"banker": 0}]})
        ),
        "deals[0].founded"
    );
    assert_eq!(
        field(
            "klondike",
            json!({"players": three, "deals": [{"banker": 7, "founded": [null, 1, 1]}]})
        ),
        "deals[0].banker"
    );
    assert_eq!(
        field(
            "klondike",
            json!({"players": three, "deals": [{"banker": 0, "founded": [null, null, null]}]})
        ),
        "deals[0].founded"
    );
    assert_eq!(
        field(
            "klondike",
            json!({"settings": {"bank": "house"}, "players": three, "deals": [{"banker": 0, "founded": [1, 1, 1]}]})
        ),
        "deals[0].banker"
    );
}

/// Russian bank with two packs (seed 001 L13296–13303): out first with the loser holding 5 in
/// his stock, 10 in hand and 3 in his trash pile: 30 + 2·5 + 13 = 53.
#[test]
fn russian_bank_two_packs_counts_30_and_2_and_1() {
    let out = run(
        "russian-bank",
        json!({"players": ["Ann", "Bob"],
               "deals": [{"winner": 0, "stock": 5, "hand": 10, "trash": 3},
                         {"winner": 1}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([53, -53]));
    assert_eq!(out["deals"][1]["amounts"], json!([-30, 30]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 1, "to": 0, "amount": 23}])
    );
}

/// The single-pack game (seed 001 L13330–13332): the loser pays for each card in hand or trash.
#[test]
fn russian_bank_single_pack_pays_a_card_left() {
    let out = run(
        "russian-bank",
        json!({"settings": {"form": "single_pack", "per_card": 2}, "players": ["Ann", "Bob"],
               "deals": [{"winner": 1, "hand": 7, "trash": 4}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-22, 22]));
    assert_eq!(
        field(
            "russian-bank",
            json!({"settings": {"form": "single_pack"}, "players": ["A", "B"], "deals": [{"winner": 1, "stock": 2}]})
        ),
        "deals[0].stock"
    );
    assert_eq!(
        field(
            "russian-bank",
            json!({"players": ["A", "B"], "deals": [{"hand": 2}]})
        ),
        "deals[0].winner"
    );
    assert_eq!(
        field(
            "russian-bank",
            json!({"players": ["A", "B"], "deals": [{"winner": 0, "hand": -2}]})
        ),
        "deals[0].hand"
    );
    assert_eq!(
        field(
            "russian-bank",
            json!({"players": ["A", "B", "C"], "deals": []})
        ),
        "players"
    );
}

/// Multiple solitaire (seed 001 L13880–13884): 10, 4, 20 and 7 left; Bob with fewest wins 6, 16
/// and 3. Two with fewest each win from the rest. Every pair settling: 41 − 4 × left.
#[test]
fn multiple_solitaire_the_fewest_wins_the_difference() {
    let four = json!(["Ann", "Bob", "Cat", "Dan"]);
    let out = run(
        "multiple-solitaire",
        json!({"players": four, "deals": [{"left": [10, 4, 20, 7]}, {"left": [4, 4, 10, 6]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-6, 25, -16, -3]));
    assert_eq!(out["deals"][1]["amounts"], json!([8, 8, -12, -4]));
    let out = run("multiple-solitaire", json!({"settings": {"paid": "every_pair"}, "players": four, "deals": [{"left": [10, 4, 20, 7]}]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([1, 25, -39, 13]));
    assert_eq!(
        field(
            "multiple-solitaire",
            json!({"players": four, "deals": [{"left": [10, 4, null, 7]}]})
        ),
        "deals[0].left[2]"
    );
    assert_eq!(
        field(
            "multiple-solitaire",
            json!({"players": four, "deals": [{"left": [10, 4, 60, 7]}]})
        ),
        "deals[0].left[2]"
    );
}

proptest! {
    /// Klondike: each player's amount is 5c − 52, the banker's the rest; the deal sums to nothing
    /// and the settlement pays exactly the balances.
    #[test]
    fn klondike_nets_5c_less_52(founded in proptest::collection::vec(proptest::option::of(0i64..=52), 2..6)) {
        let n = founded.len();
        let mut list: Vec<Value> = founded.iter().map(|f| json!(f)).collect();
        list[0] = Value::Null;
        prop_assume!(founded[1..].iter().any(|f| f.is_some()));
        let players: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let out = run("klondike", json!({"players": players, "deals": [{"banker": 0, "founded": list}]})).unwrap();
        let amounts: Vec<i64> = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
        prop_assert_eq!(amounts.iter().sum::<i64>(), 0);
        for p in 1..n {
            prop_assert_eq!(amounts[p], founded[p].map_or(0, |c| 5 * c - 52));
        }
        let mut paid = vec![0i64; n];
        for pay in out["settlement"].as_array().unwrap() {
            let amount = pay["amount"].as_i64().unwrap();
            paid[pay["from"].as_u64().unwrap() as usize] -= amount;
            paid[pay["to"].as_u64().unwrap() as usize] += amount;
        }
        prop_assert_eq!(paid, amounts);
    }

    /// Multiple solitaire: nobody with fewest pays, nobody else receives; the deal sums to nothing.
    #[test]
    fn multiple_solitaire_only_the_fewest_receive(left in proptest::collection::vec(0i64..=52, 2..8)) {
        let players: Vec<String> = (0..left.len()).map(|i| format!("P{i}")).collect();
        let out = run("multiple-solitaire", json!({"players": players, "deals": [{"left": left}]})).unwrap();
        let amounts: Vec<i64> = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
        prop_assert_eq!(amounts.iter().sum::<i64>(), 0);
        let fewest = *left.iter().min().unwrap();
        for (p, &l) in left.iter().enumerate() {
            prop_assert!((l == fewest) == (amounts[p] >= 0));
        }
    }
}

/// Solitaire cribbage's counts (seed 001 L9650–9666), by hand: 5H 5D 5C JS with the 5S is 29; the
/// crib AH 2D 3C KS with the 5S: fifteens 5-K and 2-3-K (4), the run A-2-3 (3), 7; the four left
/// 5H 5D JS 10C, no starter: four fifteens and a pair, 10; four hearts 2 4 6 8: a flush, 4.
#[test]
fn solitaire_cribbage_counts_from_the_cards() {
    use super::solitaire_cribbage::count_last;
    use crate::laws::cribbage::cards::parse_cards;
    let out = run(
        "solitaire-cribbage",
        json!({"players": ["Solo"], "deals": [
            {"starter": ["5S"], "hand_cards": ["5H 5D 5C JS"], "crib_cards": ["AH 2D 3C KS"], "hand": [29]}
        ]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["hands"], json!([29]));
    assert_eq!(out["deals"][0]["cribs"], json!([7]));
    assert_eq!(out["totals"], json!([36]));
    assert_eq!(count_last(&parse_cards("c", "5H 5D JS 10C").unwrap()), 10);
    assert_eq!(count_last(&parse_cards("c", "2H 4H 6H 8H").unwrap()), 4);
}

/// Two race to 61; the lower starter (here Bob) counts first all through the game, and once he
/// reaches the game hole Ann does not count (seed 001 L9655–9657, L9669–9671).
#[test]
fn solitaire_cribbage_two_race_to_61_the_first_count_first() {
    let out = run(
        "solitaire-cribbage",
        json!({"players": ["Ann", "Bob"], "deals": [
            {"first": 1, "hand": [20, 24], "crib": [10, 12]},
            {"hand": [20, 24], "crib": [5, 1]},
            {"hand": [3, 4], "crib": [0, 0]}
        ]}),
    )
    .unwrap();
    assert_eq!(out["deals"][1]["points"], json!([0, 25]));
    assert_eq!(
        out["finished"],
        json!([{"deal": 1, "winner": 1, "scores": [30, 61]}])
    );
    assert_eq!(out["totals"], json!([3, 4]));
}

/// Alone: six hands and cribs and the four left make the pack's score, against 91 (seed 001
/// L9662–9666, L9675–9678); a seventh hand before the four left is refused.
#[test]
fn solitaire_cribbage_alone_makes_91_in_a_pack_or_not() {
    let six: Vec<Value> = (0..6).map(|_| json!({"hand": [8], "crib": [5]})).collect();
    let mut deals = six.clone();
    deals.push(json!({"last": true, "hand": [13]}));
    let out = run(
        "solitaire-cribbage",
        json!({"players": ["Solo"], "deals": deals}),
    )
    .unwrap();
    assert_eq!(
        out["finished"],
        json!([{"deal": 6, "winner": 0, "scores": [91]}])
    );
    let mut short = six.clone();
    short.push(json!({"last": true, "hand": [0]}));
    let out = run(
        "solitaire-cribbage",
        json!({"players": ["Solo"], "deals": short}),
    )
    .unwrap();
    assert_eq!(out["finished"][0]["winner"], Value::Null);
    let mut seven = six;
    seven.push(json!({"hand": [1], "crib": [1]}));
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": ["S"], "deals": seven})
        ),
        "deals[6].last"
    );
}

#[test]
fn solitaire_cribbage_refuses_what_cannot_be() {
    let one = json!(["S"]);
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": one, "deals": [{"hand": [30], "crib": [0]}]})
        ),
        "deals[0].hand[0]"
    );
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": one, "deals": [{"hand_cards": ["5H 5D 5C JS"], "crib": [0]}]})
        ),
        "deals[0].starter[0]"
    );
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": one, "deals": [{"starter": ["5S"], "hand_cards": ["5H 5D 5C JS"], "hand": [28], "crib": [0]}]})
        ),
        "deals[0].hand[0]"
    );
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": one, "deals": [{"starter": ["5S"], "hand_cards": ["5H 5D 5C 5S"], "crib": [0]}]})
        ),
        "deals[0].hand_cards[0]"
    );
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": one, "deals": [{"hand": [3]}]})
        ),
        "deals[0].crib[0]"
    );
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": one, "deals": [{"last": true, "hand": [3], "crib": [1]}]})
        ),
        "deals[0].crib[0]"
    );
    assert_eq!(
        field(
            "solitaire-cribbage",
            json!({"players": ["A", "B", "C"], "deals": []})
        ),
        "players"
    );
}
