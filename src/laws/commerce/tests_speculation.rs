//! Speculation: hand-computed deals, typed and from the cards, citing the lines whose rule each
//! follows (the book works no deal in figures).

use serde_json::{Value, json};

use super::tests::run;

fn three() -> Value {
    json!(["Ann", "Bob", "Cat"])
}

fn amounts(settings: Value, deals: Value) -> Vec<Value> {
    let out = run(
        "speculation",
        json!({"settings": settings, "players": three(), "deals": deals}),
    )
    .unwrap();
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["amounts"].clone())
        .collect()
}

fn refused(deals: Value) -> String {
    run("speculation", json!({"players": three(), "deals": deals}))
        .unwrap_err()
        .field
}

/// The dealer pays two, the others one (L4033–4035); the highest trump takes the pool
/// (L4071–4075): typed, or found from the cards with the turn-up the dealer's.
#[test]
fn the_highest_trump_takes_the_pool() {
    assert_eq!(
        amounts(json!({}), json!([{"winner": 1}])),
        vec![json!([-2, 3, -1])]
    );
    let deal = json!({"turn_up": "7H", "cards": ["2C 9S 4D", "10H 3S 5C", "QH 8D 2S"]});
    assert_eq!(amounts(json!({}), json!([deal])), vec![json!([-2, -1, 3])]);
    // Nobody holds a higher heart: the dealer's turn-up wins.
    let deal = json!({"turn_up": "7H", "cards": ["2C 9S 4D", "6H 3S 5C", "QD 8D 2S"]});
    assert_eq!(amounts(json!({}), json!([deal])), vec![json!([2, -1, -1])]);
}

/// The turn-up sold before it is turned (L4038–4045): Bob pays Ann 2 and holds it, and it wins.
#[test]
fn a_card_sold_is_paid_for_and_wins_for_its_buyer() {
    let deal = json!({"turn_up": "7H", "cards": ["2C 9S 4D", "7H 10S 3S 5C", "QD 8D 2S"],
                      "sales": [{"seller": 0, "buyer": 1, "price": 2}]});
    assert_eq!(amounts(json!({}), json!([deal])), vec![json!([0, 1, -1])]);
    // The same typed as each one's net from sales.
    let deal = json!({"winner": 1, "sold": [2, -2, 0]});
    assert_eq!(amounts(json!({}), json!([deal])), vec![json!([0, 1, -1])]);
}

/// An honour turned up passes the deal, its holder taking the pool (L4078–4090), unless the
/// table plays it out.
#[test]
fn an_honour_turned_up_takes_the_pool_at_once() {
    let deal = json!({"turn_up": "QS", "cards": ["2C 9S 4D", "10H 3S 5C", "AS 8D 2S"]});
    assert_eq!(amounts(json!({}), json!([deal])), vec![json!([2, -1, -1])]);
    assert_eq!(
        amounts(json!({"honour_passes": false}), json!([deal])),
        vec![json!([-2, -1, 3])]
    );
}

/// Looking out of turn (L4107–4112): Cat pays the penalty and holds the best trump, so the pool
/// of 5 carries to Bob's deal, where Bob's winning card takes 9.
#[test]
fn one_who_looked_out_of_turn_cannot_take_the_pool() {
    let deals = json!([{"winner": 2, "looked": [false, false, true]}, {"winner": 1}]);
    let out = run("speculation", json!({"players": three(), "deals": deals})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-2, -1, -2]));
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 5}));
    assert_eq!(out["deals"][1]["amounts"], json!([-1, 7, -1]));
    assert_eq!(out["balances"], json!([-3, 6, -3]));
}

/// The variations (L4115–4136): the turn-up the pool's, the spare hand, a knave or five.
#[test]
fn the_pools_own_cards_carry_it() {
    let s = json!({"turn_up_to_pool": true});
    let deal = json!({"turn_up": "9H", "cards": ["2C 9S 4D", "8H 3S 5C", "QD 8D 2S"]});
    assert_eq!(amounts(s, json!([deal])), vec![json!([-2, -1, -1])]);
    let s = json!({"spare_hand": true});
    let deal = json!({"turn_up": "9H", "cards": ["2C 9S 4D", "10H 3S 5C", "QD 8D 2S"], "spare": "JH 4C 5D"});
    assert_eq!(amounts(s, json!([deal])), vec![json!([-2, -1, -1])]);
    let s = json!({"knave_five": 1});
    let deal = json!({"winner": 0, "knaves_fives": [1, 0, 0]});
    assert_eq!(amounts(s, json!([deal])), vec![json!([2, -1, -1])]);
}

#[test]
fn refusals_name_the_field() {
    let cards = json!(["2C 9S 4D", "10H 3S 5C", "QH 8D 2S"]);
    assert_eq!(
        refused(json!([{"turn_up": "7H", "cards": cards, "winner": 1}])),
        "deals[0].winner"
    );
    assert_eq!(
        refused(json!([{"turn_up": "7H", "cards": ["2C 9S 4D", "10H 3S 5C", "QH 9S 2S"]}])),
        "deals[0].cards[2]"
    );
    assert_eq!(refused(json!([{"cards": cards}])), "deals[0].turn_up");
    assert_eq!(
        refused(json!([{"winner": 1, "sold": [2, 0, 0]}])),
        "deals[0].sold"
    );
    assert_eq!(refused(json!([{}])), "deals[0].winner");
    assert_eq!(
        refused(json!([{"winner": 1, "knaves_fives": [1, 0, 0]}])),
        "deals[0].knaves_fives[0]"
    );
    assert_eq!(
        refused(json!([{"winner": 1, "sales": [{"seller": 1, "buyer": 1, "price": 2}]}])),
        "deals[0].sales[0]"
    );
}
