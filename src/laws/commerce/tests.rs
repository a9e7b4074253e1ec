//! Commerce: hand-computed deals in every form, each checked to sum to nothing with its pool
//! (the ledger refuses otherwise). The book gives no worked deal; each case cites the lines
//! whose rule it follows.

use serde_json::{Value, json};

use crate::laws::LawError;
use crate::laws::registry::score;

pub(super) fn run(law: &str, input: Value) -> Result<Value, LawError> {
    score(law, &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn four() -> Value {
    json!(["Ann", "Bob", "Cat", "Dan"])
}

fn refused(input: Value) -> String {
    run("commerce", input).unwrap_err().field
}

/// The new game (seed 003 L3747–3800): Ann deals and pays two to the pool, the others one;
/// Bob buys a card and Cat two for ready money (a stake each to Ann, L3788–3793); Cat stands on
/// a flush and is beaten by Bob's tricon (L3777–3779); Bob takes the pool of 5 and a stake from
/// the dealer (L3768–3776).
#[test]
fn the_new_game_counted_from_the_cards() {
    let deal = json!({"hands": ["2S 7H 9D", "AS AH AD", "KC QC 3C", "5H 5C JD"],
                      "stood": 2, "bought": [0, 1, 2, 0]});
    let out = run("commerce", json!({"players": four(), "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0, 5, -4, -1]));
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 0}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("Bob tricon of aces (AS AH AD)"), "{note}");
    assert!(
        note.contains("Cat stood and was beaten: a stake to Bob"),
        "{note}"
    );
    assert_eq!(
        out["settlement"],
        json!([{"from": 2, "to": 1, "amount": 4}, {"from": 3, "to": 1, "amount": 1}])
    );
}

/// The same deal typed: who was best, and the stander beaten by him without saying so.
#[test]
fn the_new_game_typed_gives_the_same() {
    let deal = json!({"best": 1, "stood": 2, "bought": [0, 1, 2, 0]});
    let out = run("commerce", json!({"players": four(), "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0, 5, -4, -1]));
    // Values typed in place of the cards count as the cards would.
    let deal = json!({"hands": ["point 18", "tricon A", "flush 23", "pair 5 J"],
                      "stood": 2, "bought": [0, 1, 2, 0]});
    let out = run("commerce", json!({"players": four(), "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0, 5, -4, -1]));
}

/// Two equal flushes at the top (the same ranks in two suits): the pool of 4 divided and a
/// stake to each from the dealer (the `tie` setting); or carried.
#[test]
fn equal_best_hands_divide_or_carry() {
    let players = json!(["Ann", "Bob", "Cat"]);
    let deal = json!({"hands": ["2C 3S 7D", "AH KH 9H", "AD KD 9D"], "stood": 1});
    let out = run("commerce", json!({"players": players, "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-4, 2, 2]));
    let out = run(
        "commerce",
        json!({"settings": {"tie": "carry"}, "players": players, "deals": [deal, deal]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-2, -1, -1]));
    assert_eq!(out["pools"], json!({"pool": 8}));
}

/// The old game (L3828–3873): no pool; the best hand is paid a stake by each other player, and
/// each of two equal best hands by every other player.
#[test]
fn the_old_game_pays_the_best_hand() {
    let s = json!({"form": "old"});
    let deal = json!({"hands": ["2S 7H 9D", "AS AH AD", "KC QC 3C", "5H 5C JD"]});
    let out = run(
        "commerce",
        json!({"settings": s, "players": four(), "deals": [deal]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-1, 3, -1, -1]));
    assert!(out["pools"].as_object().unwrap().is_empty());
    let deal = json!({"hands": ["AH KH 9H", "2S 7H 8C", "AD KD 9D", "5H 5C JD"]});
    let out = run(
        "commerce",
        json!({"settings": s, "players": four(), "deals": [deal]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([2, -2, 2, -2]));
    // No trading with the dealer, no stander's penalty in the old game.
    let bad = json!({"best": 0, "bought": [0, 1, 0, 0]});
    assert_eq!(
        refused(json!({"settings": s, "players": four(), "deals": [bad]})),
        "deals[0].bought"
    );
}

/// Continuous dealing (L3982–3997): Ann keeps the deal until a tricon, sequence or flush is
/// held, so she pays the dealer's two and the winner's stake twice; then Bob deals.
#[test]
fn continuous_dealing_keeps_the_dealer() {
    let s = json!({"form": "continuous"});
    let deals = json!([
        {"best": 1, "stood": 1, "combination": false},
        {"hands": ["2S 7H 9D", "KC QC 3C", "5H 5C JD"], "stood": 1},
        {"best": 1, "stood": 1}
    ]);
    let players = json!(["Ann", "Bob", "Cat"]);
    let out = run(
        "commerce",
        json!({"settings": s, "players": players, "deals": deals}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-3, 4, -1]));
    assert_eq!(out["deals"][1]["amounts"], json!([-3, 4, -1]));
    // Bob deals the third: the pool of 4 is his, and no stake from himself.
    assert_eq!(out["deals"][2]["amounts"], json!([-1, 2, -1]));
}

/// The dealer's penalty (L3938–3957): Ann deals and holds a pair, beaten by Bob's tricon: a
/// stake to Bob (`better`) or to each player (`each`).
#[test]
fn the_dealers_penalty() {
    let players = json!(["Ann", "Bob", "Cat"]);
    let deal = json!({"hands": ["5H 5C 9D", "AS AH AD", "2C 7D 9S"], "stood": 1});
    let go = |p: &str| {
        run(
            "commerce",
            json!({"settings": {"dealer_penalty": p}, "players": players, "deals": [deal]}),
        )
        .unwrap()["deals"][0]["amounts"]
            .clone()
    };
    assert_eq!(go("better"), json!([-4, 5, -1]));
    assert_eq!(go("each"), json!([-5, 5, 0]));
    assert_eq!(go("none"), json!([-3, 4, -1]));
}

/// Limited commerce (L3918–3935): without pairs, a pair of fives (19) loses to a point of 20.
#[test]
fn limited_commerce_counts_a_pair_as_its_point() {
    let players = json!(["Ann", "Bob"]);
    let deal = json!({"hands": ["5H 5C 9D", "KS 8D 2C"], "stood": 0});
    let out = run("commerce", json!({"players": players, "deals": [deal]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([1, -1]));
    let out = run(
        "commerce",
        json!({"settings": {"limited": "no_pair"}, "players": players, "deals": [deal]}),
    )
    .unwrap();
    // Bob's 20 wins the pool of 3 and a stake from Ann, who stood and pays him one more.
    assert_eq!(out["deals"][0]["amounts"], json!([-4, 4]));
}

/// Pool commerce (L3878–3915) over a whole game: six in each, three lives; the best takes one
/// from the pool, the worst loses a life; Cat, first out, buys a horse for a third of her stake;
/// Ann, the last with lives, takes what is left.
#[test]
fn pool_commerce_to_its_last_life() {
    let s = json!({"form": "pool"});
    let deals = json!([
        {"best": 0, "worst": 2},
        {"best": 0, "worst": 2},
        {"best": 1, "worst": 2},
        {"horse": 2, "best": 2, "worst": 1},
        {"best": 0, "worst": 2},
        {"best": 0, "worst": 1},
        {"hands": ["AS AH AD", "2C 7D 9S", null]}
    ]);
    let players = json!(["Ann", "Bob", "Cat"]);
    let out = run(
        "commerce",
        json!({"settings": s, "players": players, "deals": deals}),
    )
    .unwrap();
    let amounts: Vec<Value> = out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["amounts"].clone())
        .collect();
    assert_eq!(
        amounts,
        vec![
            json!([-5, -6, -6]),
            json!([1, 0, 0]),
            json!([0, 1, 0]),
            json!([0, 0, -1]),
            json!([1, 0, 0]),
            json!([1, 0, 0]),
            json!([14, 0, 0])
        ]
    );
    assert_eq!(out["balances"], json!([12, -5, -7]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    // Only the first out buys a horse, and once; one out has no hand.
    let bad = |deals: Value| refused(json!({"settings": s, "players": players, "deals": deals}));
    assert_eq!(
        bad(json!([{"best": 0, "worst": 2}, {"horse": 1, "best": 0, "worst": 2}])),
        "deals[1].horse"
    );
    let three_out =
        json!([{"best": 0, "worst": 2}, {"best": 0, "worst": 2}, {"best": 0, "worst": 2}]);
    let mut late = three_out.as_array().unwrap().clone();
    late.push(json!({"best": 0, "worst": 2}));
    assert_eq!(bad(Value::Array(late)), "deals[3].worst");
}

#[test]
fn refusals_name_the_field() {
    let p = four();
    let bad = |deal: Value| refused(json!({"players": p, "deals": [deal]}));
    assert_eq!(
        bad(json!({"hands": ["2S 7H 9D", "AS AH AD KD", "KC QC 3C", "5H 5C JD"], "stood": 0})),
        "deals[0].hands[1]"
    );
    assert_eq!(
        bad(json!({"hands": ["2S 7H 9D", "AS AH AD", "AS QC 3C", "5H 5C JD"], "stood": 0})),
        "deals[0].hands[2]"
    );
    assert_eq!(
        bad(
            json!({"hands": ["2S 7H 9D", "AS AH AD", "KC QC 3C", "5H 5C JD"], "best": 2, "stood": 0})
        ),
        "deals[0].best"
    );
    assert_eq!(bad(json!({"best": 1})), "deals[0].stood");
    assert_eq!(bad(json!({"stood": 1})), "deals[0].best");
    assert_eq!(
        bad(json!({"hands": ["tricon Z", "AS AH AD", "KC QC 3C", "5H 5C JD"], "stood": 0})),
        "deals[0].hands[0]"
    );
    assert_eq!(bad(json!({"best": 7, "stood": 0})), "deals[0].best");
    assert_eq!(
        refused(
            json!({"settings": {"form": "extended"}, "players": p, "deals": [{"best": 1, "stood": 1}]})
        ),
        "deals[0].stood"
    );
}

/// The deal passes to the left (seed 003 L3747–3750) from a dealer named by hand: Bob named at
/// deal 1, the blank deals after are Cat's, Dan's, then Ann's. Each time Bob wins a pool of 5
/// (a stake each, the dealer two) and a stake from the dealer, so who dealt shows in who pays.
#[test]
fn the_deal_passes_left_from_a_dealer_named_by_hand() {
    let deals = json!([
        {"dealer": 1, "best": 1, "stood": 1},
        {"best": 1, "stood": 1},
        {"best": 1, "stood": 1},
        {"best": 1, "stood": 1}
    ]);
    let out = run("commerce", json!({"players": four(), "deals": deals})).unwrap();
    let dealers = ["Bob", "Cat", "Dan", "Ann"];
    for (i, name) in dealers.iter().enumerate() {
        let note = out["deals"][i]["note"].as_str().unwrap();
        assert!(
            note.starts_with(&format!("{name} deals")),
            "deal {i}: {note}"
        );
    }
    assert_eq!(out["deals"][0]["amounts"], json!([-1, 3, -1, -1]));
    assert_eq!(out["deals"][1]["amounts"], json!([-1, 5, -3, -1]));
    assert_eq!(out["deals"][2]["amounts"], json!([-1, 5, -1, -3]));
    assert_eq!(out["deals"][3]["amounts"], json!([-3, 5, -1, -1]));
    // Continuous dealing keeps the named dealer by its rule until a combination is held.
    let deals = json!([
        {"dealer": 2, "best": 1, "stood": 1},
        {"best": 1, "stood": 1, "combination": true},
        {"best": 1, "stood": 1}
    ]);
    let s = json!({"form": "continuous"});
    let out = run(
        "commerce",
        json!({"settings": s, "players": four(), "deals": deals}),
    )
    .unwrap();
    let notes: Vec<&str> = (0..3)
        .map(|i| out["deals"][i]["note"].as_str().unwrap())
        .collect();
    assert!(notes[0].starts_with("Cat deals"), "{notes:?}");
    assert!(notes[1].starts_with("Cat deals"), "{notes:?}");
    assert!(notes[2].starts_with("Dan deals"), "{notes:?}");
}

/// The dealer sells cards (L3788–3793); he does not buy from himself: refused, naming his
/// entry in the field, rather than charging him.
#[test]
fn the_dealer_buys_from_nobody() {
    let deal = json!({"dealer": 0, "best": 1, "stood": 1, "bought": [2, 0, 0, 0]});
    let err = run("commerce", json!({"players": four(), "deals": [deal]})).unwrap_err();
    assert_eq!(err.field, "deals[0].bought[0]");
    assert!(err.message.contains("Ann dealt"), "{}", err.message);
}
