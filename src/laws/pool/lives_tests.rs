//! Pool by the national rules (seed 000 L10145–10308) by hand: the stakes, a forfeit a life,
//! the star, the lives handicap, the last player's pool and the division, the table's charge;
//! refusals naming the field; the ledger's promises as properties.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::registry;

fn score(input: Value) -> Result<Value, super::super::LawError> {
    registry::score("pool", &input.to_string()).map(|out| serde_json::from_str(&out).unwrap())
}

fn amounts(out: &Value) -> Vec<Vec<i64>> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| serde_json::from_value(d["amounts"].clone()).unwrap())
        .collect()
}

/// `n` lives lost by `p` to `q`.
fn lose(p: usize, q: usize, n: usize) -> Vec<Value> {
    (0..n).map(|_| json!({"loses": p, "to": q})).collect()
}

fn events(parts: &[Vec<Value>]) -> Value {
    Value::Array(parts.concat())
}

fn refused(players: usize, settings: Value, deal: Value) -> (String, String) {
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let e = score(json!({"settings": settings, "players": names, "deals": [deal]})).unwrap_err();
    (e.field, e.message)
}

/// Rules 3–4 (L10155, L10161–10164), 6 (L10170–10175), 17 (L10221–10225): four at 2 a pool
/// and a forfeit of 1; Bob loses his three lives to Ann and stars with the lowest lives on the
/// board (3), Cat loses three to Dan, Dan three to Ann, Ann three to Bob: Bob takes the 10.
#[test]
fn a_pool_with_a_star_won_by_the_last_player() {
    let deal = json!({"events": events(&[
        lose(1, 0, 3),
        vec![json!({"stars": 1})],
        lose(2, 3, 3),
        lose(3, 0, 3),
        lose(0, 1, 3),
    ])});
    let out = score(
        json!({"settings": {"stake": 2}, "players": ["Ann", "Bob", "Cat", "Dan"],
        "deals": [deal]}),
    )
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![1, 6, -5, -2]]);
    assert_eq!(out["pools"], json!({"pool": 0}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("Bob starred. Bob takes the pool of 10"),
        "{note}"
    );
    assert!(
        note.contains("Lives lost: Ann 3, Bob 3, Cat 3, Dan 3"),
        "{note}"
    );
}

/// Rule 6: the star's lives are "equal in number to the lowest number on the board".
#[test]
fn the_star_has_the_lowest_lives_on_the_board() {
    // Ann has lost two lives (1 left): Bob's star has 1 life; he loses it to Cat at once.
    let deal = json!({"events": events(&[
        lose(0, 3, 2),
        lose(1, 0, 3),
        vec![json!({"stars": 1})],
        lose(1, 2, 1),
        lose(0, 2, 1),
        lose(2, 3, 3),
    ])});
    let out = score(json!({"players": ["A", "B", "C", "D"], "deals": [deal]})).unwrap();
    // Forfeits: A −3 +3, B −4, C +2 −3, D +5; the pool of 5 (4 and the star) to Dan.
    assert_eq!(amounts(&out), vec![vec![-1, -6, -2, 9]]);
}

/// Rule 32 (L10299–10303): the last two divide when equal in lives; Rule 34 (L10307–10308) the
/// charge comes out first; the odd counter stays in the pool for the next.
#[test]
fn the_last_two_divide_and_the_charge_comes_first() {
    let deal = json!({"events": events(&[lose(2, 0, 3), lose(3, 1, 3)]), "divide": true});
    let out = score(
        json!({"settings": {"stake": 2}, "players": ["A", "B", "C", "D"],
        "deals": [deal.clone()]}),
    )
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![5, 5, -5, -5]]);
    let out = score(
        json!({"settings": {"stake": 2, "table_charge": 1}, "players": ["A", "B", "C", "D"],
        "deals": [deal, {"events": events(&[lose(0, 1, 3), lose(2, 1, 3), lose(3, 1, 3)])}]}),
    )
    .unwrap();
    assert_eq!(amounts(&out)[0], vec![4, 4, -5, -5]);
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 1, "table": 1}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("3 each; the odd counter stays"), "{note}");
    // The next pool: 1 carried + 8, less 1: Bob takes 8.
    assert_eq!(amounts(&out)[1], vec![-5, 15, -5, -5]);
    assert_eq!(out["pools"], json!({"pool": 0, "table": 2}));
    let balances: i64 = out["balances"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .sum();
    assert_eq!(balances, -2);
}

/// Rule 4: "excepting a less number is agreed on for any particular player".
#[test]
fn the_lives_handicap() {
    let deal = json!({"lives": [null, 2, null], "events": events(&[lose(1, 0, 2), lose(2, 0, 3)])});
    let out = score(json!({"players": ["A", "B", "C"], "deals": [deal]})).unwrap();
    assert_eq!(amounts(&out), vec![vec![2 + 5, -3, -4]]);
    let (field, message) = refused(3, json!({}), json!({"lives": [4], "events": []}));
    assert_eq!(field, "deals[0].lives[0]");
    assert!(message.contains("Rule 4"), "{message}");
    let (field, _) = refused(3, json!({}), json!({"lives": [null, -1], "events": []}));
    assert_eq!(field, "deals[0].lives[1]");
    // 0, as a table's form sends a blank, is the pool's lives.
    let deal = json!({"lives": [0, 2, 0], "events": events(&[lose(1, 0, 2), lose(2, 0, 3)])});
    let out = score(json!({"players": ["A", "B", "C"], "deals": [deal]})).unwrap();
    assert_eq!(amounts(&out), vec![vec![7, -3, -4]]);
}

/// Rules 6–10: who may star, how many stars, and when.
#[test]
fn the_star_is_refused_where_the_rules_forbid_it() {
    // Rule 9: one star in a pool of four.
    let (field, message) = refused(
        4,
        json!({}),
        json!({"events": events(&[
            lose(0, 1, 3), vec![json!({"stars": 0})], lose(2, 1, 3), vec![json!({"stars": 2})],
        ])}),
    );
    assert_eq!(field, "deals[0].events[7].stars");
    assert!(message.contains("only one star"), "{message}");
    // Rule 9a: two in a pool of seven.
    let deal = json!({"events": events(&[
        lose(0, 1, 3), vec![json!({"stars": 0})], lose(2, 1, 3), vec![json!({"stars": 2})],
        lose(3, 1, 3), vec![json!({"stars": 3})],
    ])});
    let (field, _) = refused(7, json!({}), deal.clone());
    assert_eq!(field, "deals[0].events[11].stars");
    let (field, _) = refused(7, json!({"stars": "none"}), deal);
    assert_eq!(field, "deals[0].events[3].stars");
    // Rules 7 and 10: with two left the privilege ceases.
    let (field, message) = refused(
        3,
        json!({}),
        json!({"events": events(&[
            lose(0, 1, 3), vec![json!({"stars": 0})],
        ])}),
    );
    assert_eq!(field, "deals[0].events[3].stars");
    assert!(message.contains("only two are left"), "{message}");
    // Rule 6: before the next stroke, and only when out.
    let (field, message) = refused(
        4,
        json!({}),
        json!({"events": events(&[
            lose(0, 1, 3), lose(2, 1, 1), vec![json!({"stars": 0})],
        ])}),
    );
    assert_eq!(field, "deals[0].events[4].stars");
    assert!(message.contains("before the next stroke"), "{message}");
    let (field, _) = refused(4, json!({}), json!({"events": [{"stars": 1}]}));
    assert_eq!(field, "deals[0].events[0].stars");
}

#[test]
fn lives_forfeits_and_the_end_are_checked_naming_the_field() {
    let cases = [
        (
            json!({"events": [{"loses": 0, "to": 0}]}),
            "deals[0].events[0].to",
        ),
        (json!({"events": [{"loses": 0}]}), "deals[0].events[0].to"),
        (
            json!({"events": [{"loses": 9, "to": 0}]}),
            "deals[0].events[0].loses",
        ),
        (json!({"events": [{"to": 0}]}), "deals[0].events[0]"),
        (
            json!({"events": events(&[lose(0, 1, 3)])}),
            "deals[0].events",
        ),
        (
            json!({"events": events(&[lose(0, 1, 3), lose(0, 1, 1)])}),
            "deals[0].events[3].loses",
        ),
        (
            json!({"events": events(&[lose(0, 1, 3), lose(1, 0, 1)])}),
            "deals[0].events[3].to",
        ),
        (
            json!({"events": events(&[lose(0, 1, 3), lose(1, 2, 1)]), "divide": true}),
            "deals[0].divide",
        ),
        (
            json!({"events": events(&[lose(0, 1, 3), lose(2, 1, 3), lose(3, 1, 3), lose(1, 3, 1)])}),
            "deals[0].events[9]",
        ),
        (json!({"events": "P0 to P1, P0 to Zed"}), "deals[0].events"),
    ];
    for (deal, want) in cases {
        let (field, message) = refused(4, json!({}), deal.clone());
        assert_eq!(field, want, "{deal}: {message}");
    }
    // Rule 32's exception: no division in a pool of three.
    let (field, message) = refused(
        3,
        json!({}),
        json!({"events": events(&[lose(0, 1, 3)]), "divide": true}),
    );
    assert_eq!(field, "deals[0].divide");
    assert!(message.contains("three or fewer"), "{message}");
    for (settings, want) in [
        (json!({"stake": 0}), "settings.stake"),
        (json!({"lives": 0}), "settings.lives"),
        (json!({"forfeit": -1}), "settings.forfeit"),
    ] {
        let (field, _) = refused(2, settings, json!({"events": events(&[lose(0, 1, 3)])}));
        assert_eq!(field, want);
    }
}

/// The table's words: "Bob to Ann, Bob stars" read as the events, names as the table has them.
#[test]
fn the_events_in_words_give_the_same_money() {
    let out = score(json!({"settings": {"stake": 2},
        "players": ["Ann (guest)", "Bob Smith", "Cat", "Dan"],
        "deals": [{"events": "Bob to Ann, bob to ann; Bob Smith to Ann (guest), Bob stars, \
            Cat to Dan, Cat to Dan, Cat to Dan, Dan to Ann, Dan to Ann, Dan to Ann, \
            Ann to Bob, Ann to Bob, Ann to Bob"}]}))
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![1, 6, -5, -2]]);
}

proptest! {
    /// Whatever lives are lost, a pool played out pays exactly what went into it, every
    /// deal's payments and pools sum to nothing, and the pool is emptied but an odd counter.
    #[test]
    fn a_pool_pays_what_went_in(
        order in prop::collection::vec((0usize..5, 0usize..5), 0..40),
        stake in 1i64..4,
        charge in 0i64..3,
    ) {
        let events: Vec<Value> = order.iter().map(|&(p, q)| json!({"loses": p, "to": q})).collect();
        let input = json!({"settings": {"stake": stake, "table_charge": charge},
            "players": ["A", "B", "C", "D", "E"], "deals": [{"events": events}]});
        if let Ok(out) = score(input) {
            let a = &amounts(&out)[0];
            let pools: i64 = out["pools"].as_object().unwrap().values()
                .map(|v| v.as_i64().unwrap()).sum();
            prop_assert_eq!(a.iter().sum::<i64>() + pools, 0);
            prop_assert_eq!(out["pools"]["pool"].as_i64().unwrap(), 0);
            prop_assert_eq!(out["pools"]["table"].as_i64().unwrap_or(0), charge);
        }
    }
}
