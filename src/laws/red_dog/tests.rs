//! Red dog and put and take: the book's example and words as cases, each payment by hand, the
//! pool carried and refilled, refusals naming the field, and every deal summing to nothing.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::ledger::school;
use super::high_card::RedDog;
use super::put_and_take::PutAndTake;

fn run<G: school::Game>(input: Value) -> Value {
    serde_json::from_str(&school::score::<G>(&input.to_string()).unwrap()).unwrap()
}

fn refuse<G: school::Game>(input: Value) -> String {
    school::score::<G>(&input.to_string()).unwrap_err().field
}

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

/// Seed 001 L13458–13462 (the extraction's W43): "Suppose it is the spade 8. If the bettor can
/// show a higher spade he wins as many chips from the pool as he bet. If he fails, his bet goes
/// into the pool." Ann deals; a counter each makes a pool of 4 (L13440–13441). Bob bets 3 on the
/// 8S and shows the 10S: the pool is 1. Cat passes, a counter forfeit (L13452–13453): 2. Dan bets
/// 2 on the KH with no higher heart: 4. Ann, the dealer last, bets the whole 4 on the JD and
/// shows the AD: the pool is won, and all put in a counter again (L13441–13443): 4.
#[test]
fn the_spade_eight() {
    let out = run::<RedDog>(json!({
        "players": FOUR,
        "deals": [{
            "bets": [4, 3, 0, 2],
            "turned": ["JD", "8S", null, "KH"],
            "hands": ["AD 2C 3C 4C 5C", "10S 2H 3D 4D 5S", null, "QH 2S 3S 7D 9C"]
        }]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([2, 1, -3, -4]));
    assert_eq!(out["pools"], json!({"pool": 4}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("Bob bets 3 on 8S, shows 10S and takes 3"),
        "{note}"
    );
    assert!(note.contains("Cat passes and pays 1"), "{note}");
    assert!(
        note.contains("the pool is emptied and all put in 1 again"),
        "{note}"
    );
}

/// The pool carries (L13466–13468): the second deal is Bob's, the pool 4 + 4 = 8, the most a
/// bet may be; ticking the winners serves when the cards were not written down.
#[test]
fn the_pool_carries_and_limits_the_bets() {
    let first = json!({"bets": [0, 0, 0, 0]});
    let out = run::<RedDog>(json!({
        "players": FOUR,
        "deals": [first, {"bets": [0, 0, 8, 1], "won": [false, false, true, false]}]
    }));
    // Deal 1: a counter each and a forfeit each: the pool is 8.
    assert_eq!(out["deals"][0]["amounts"], json!([-2, -2, -2, -2]));
    // Deal 2: 12 in the pool; Cat takes 8, Dan loses 1; Ann and Bob pass.
    assert_eq!(out["deals"][1]["amounts"], json!([-2, -2, 7, -2]));
    assert_eq!(out["pools"], json!({"pool": 7}));
    let over = refuse::<RedDog>(json!({
        "players": FOUR, "deals": [{"bets": [0, 5, 0, 0], "won": [false, true]}]
    }));
    assert_eq!(over, "deals[0].bets[1]");
}

/// By the setting, a pool won is refilled only by the next deal's counters.
#[test]
fn refilled_by_the_next_deal() {
    let out = run::<RedDog>(json!({
        "settings": {"refill": "next_deal"},
        "players": ["A", "B", "C"],
        "deals": [{"bets": [0, 3, 0], "won": [false, true, false]}]
    }));
    // 3 in; B takes all 3; C and A pass a counter each: 2 left.
    assert_eq!(out["deals"][0]["amounts"], json!([-2, 2, -2]));
    assert_eq!(out["pools"], json!({"pool": 2}));
}

#[test]
fn red_dog_refusals_name_the_field() {
    let cases = [
        (
            json!({"bets": [0, 1], "turned": ["8S"]}),
            "deals[0].turned[0]",
        ),
        (
            json!({"bets": [0, 1], "turned": [null, "8S"], "hands": [null, "9S 2C 3C 4C"]}),
            "deals[0].hands[1]",
        ),
        (
            json!({"bets": [0, 1], "turned": [null, "8S"], "hands": [null, "9S 2C 3C 4C 8S"]}),
            "deals[0].turned[1]",
        ),
        (
            json!({"bets": [0, 1], "turned": [null, "8S"], "hands": [null, "9S 2C 3C 4C 5C"], "won": [false, false]}),
            "deals[0].won[1]",
        ),
        (
            json!({"bets": [0, 1], "turned": [null, "8S"]}),
            "deals[0].hands[1]",
        ),
        (
            json!({"bets": [0, 1], "hands": [null, "9S 2C 3C 4C 5C"]}),
            "deals[0].turned[1]",
        ),
        (json!({"bets": [0, -1]}), "deals[0].bets[1]"),
        (json!({"dealer": 9}), "deals[0].dealer"),
    ];
    for (deal, field) in cases {
        assert_eq!(
            refuse::<RedDog>(json!({"players": FOUR, "deals": [deal]})),
            field
        );
    }
    let two = refuse::<RedDog>(json!({"players": ["A", "B"], "deals": []}));
    assert_eq!(two, "players");
}

/// Seed 001 L14882–14910, by hand. Ann deals and banks. Bob's 4H KD 4C 9S 2H has three red: his
/// 5 on red wins. Cat's 7S 7C QS 3H 10D has two: her 2 on red loses. Then twenty cards: the
/// first ten put in (Bob 1×2 for the 4S, 4 for the KH, 5 for the 2C; Cat 2×2 for the 7H, 10 for
/// the QD: 25 in the pool), the next ten take out (Bob 1 for the 9H, 9×2 for the 4D, 10 for the
/// KS; Cat 2 for the 3S, 3 for the 10C: 34). The pool is 9 short and Ann makes it up.
#[test]
fn put_and_take_by_hand() {
    let out = run::<PutAndTake>(json!({
        "players": ["Ann", "Bob", "Cat"],
        "deals": [{
            "colours": [null, "red", "red"],
            "bets": [0, 5, 2],
            "hands": [null, "4H KD 4C 9S 2H", "7S 7C QS 3H 10D"],
            "turned": "4S 7H AS KH 2C 5D 6D 8C JC QD 9H 3S 10C AH 5S 6S 8D JH 4D KS"
        }]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([-12, 23, -11]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("Bob bets 5 on red and has 3 red: wins 5"),
        "{note}"
    );
    assert!(
        note.contains("the pool is 9 short and Ann makes it up"),
        "{note}"
    );
}

/// What is left in the pool is the dealer's (L14908–14909), and the deal passes to the left.
#[test]
fn put_and_take_leaves_the_pool_to_the_dealer_and_passes() {
    let out = run::<PutAndTake>(json!({
        "players": ["Ann", "Bob", "Cat"],
        "deals": [
            {"hands": [null, "4H KD 4C 9S 2H", "7S 7C QS 3H 10D"], "turned": "4S 7H"},
            {"hands": ["4H KD 4C 9S 2H", null, "7S 7C QS 3H 10D"], "turned": "4S"}
        ]
    }));
    // Bob puts 2 for the 4S, Cat 2×2 for the 7H: 6 to Ann.
    assert_eq!(out["deals"][0]["amounts"], json!([6, -2, -4]));
    // Bob deals the second: Ann puts 2 for the 4S.
    assert_eq!(out["deals"][1]["amounts"], json!([-2, 2, 0]));
}

#[test]
fn put_and_take_refusals_name_the_field() {
    let hands = json!([null, "4H KD 4C 9S 2H", "7S 7C QS 3H 10D"]);
    let cases = [
        (
            json!({"hands": [null, "4H KD 4C 9S 2H"]}),
            "deals[0].hands[2]",
        ),
        (
            json!({"hands": ["2S 3S 4S 5S 6S", "4H KD 4C 9S 2H", "7S 7C QS 3H 10D"]}),
            "deals[0].hands[0]",
        ),
        (
            json!({"hands": hands, "bets": [0, 3, 0]}),
            "deals[0].colours[1]",
        ),
        (
            json!({"hands": hands, "colours": [null, "black"]}),
            "deals[0].bets[1]",
        ),
        (json!({"hands": hands, "turned": "4H"}), "deals[0].turned"),
        (
            json!({"hands": hands, "colours": [null, "green"], "bets": [0, 1]}),
            "deals[0].colours[1]",
        ),
        (
            json!({"hands": hands, "turned": "2S 3S 4S 5S 6S 7H 8S 10S JS KS AS 2D 3D 4D 5D 6D 7D 8D 9D JD QD"}),
            "deals[0].turned",
        ),
    ];
    for (deal, field) in cases {
        let players = ["Ann", "Bob", "Cat"];
        assert_eq!(
            refuse::<PutAndTake>(json!({"players": players, "deals": [deal]})),
            field
        );
    }
}

proptest! {
    /// Whatever the bets and wins, a red dog deal moves counters only between the players and
    /// the pool, the pool never goes below nothing, and the settlement pays the balances.
    #[test]
    fn a_red_dog_deal_sums_to_nothing(
        bets in prop::collection::vec(0i64..6, 4),
        won in prop::collection::vec(any::<bool>(), 4),
        pool in 0i64..20,
    ) {
        let input = json!({"players": FOUR, "pools": {"pool": pool},
                           "deals": [{"bets": bets, "won": won}]});
        let Ok(text) = school::score::<RedDog>(&input.to_string()) else {
            return Ok(());
        };
        let out: Value = serde_json::from_str(&text).unwrap();
        let amounts: Vec<i64> = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
        let after = out["pools"]["pool"].as_i64().unwrap();
        prop_assert!(after >= 0);
        prop_assert_eq!(amounts.iter().sum::<i64>() + after - pool, 0);
    }
}
