//! Boston by the American tables (seed 001 L12349–12533): the pool, the payments for a bid made
//! and "put in for", the miseries, the penalties into the pool.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::{amounts, refused, score};

const LAW: &str = "boston";

fn sitting(settings: Value, pools: Value, deals: Value) -> Value {
    score(
        LAW,
        json!({"settings": settings, "players": ["Ann", "Bob", "Cat", "Dan"], "pools": pools, "deals": deals}),
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

/// One deal on a pool that already holds `pool` (so no starters go in): the amounts and the pool
/// after it.
fn on_pool(settings: Value, pool: i64, deal: Value) -> (Vec<i64>, i64) {
    let out = sitting(settings, json!({"pool": pool}), json!([deal]));
    let amounts = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
    (amounts, out["pools"]["pool"].as_i64().unwrap())
}

/// "pay the bidder for just what he bid, so that he gets nothing for winning extra tricks":
/// 10, 15, 20, 25, 35, 45, 65, 105, 170 for five to thirteen (L12438–12481); a bid under seven
/// does not win the pool (L12389–12390).
#[test]
fn a_bid_made_is_paid_by_the_table() {
    let table = [10, 15, 20, 25, 35, 45, 65, 105, 170];
    for (bid, each) in (5..=13).zip(table) {
        let (a, pool) = on_pool(
            json!({}),
            40,
            json!({"bid": bid.to_string(), "bidder": 1, "tricks": 13}),
        );
        let from_pool = if bid >= 7 { 40 } else { 0 };
        assert_eq!(
            a,
            vec![-each, 3 * each + from_pool, -each, -each],
            "bid {bid}"
        );
        assert_eq!(pool, 40 - from_pool, "bid {bid}");
    }
    // Insisted on, a bid of six wins the pool.
    let (a, pool) = on_pool(
        json!({}),
        40,
        json!({"bid": 6, "bidder": 0, "tricks": 6, "insisted": true}),
    );
    assert_eq!((a, pool), (vec![85, -15, -15, -15], 0));
}

/// "put in for" so many tricks, the bidder paying each other player by the table (L12483–12529),
/// and doubling the pool (L12379–12381).
#[test]
fn a_bid_failed_is_put_in_for_its_tricks() {
    let cases = [
        (5, 4, 10),
        (5, 0, 50),
        (7, 0, 80),
        (8, 4, 55),
        (9, 5, 65),
        (10, 7, 70),
        (11, 0, 220),
        (12, 0, 320),
        (13, 12, 180),
        (13, 1, 420),
        // The figure the print lost (L12529), from Foster's table.
        (13, 0, 450),
    ];
    for (bid, took, each) in cases {
        let (a, pool) = on_pool(
            json!({}),
            30,
            json!({"bid": bid, "bidder": 2, "tricks": took}),
        );
        assert_eq!(
            a,
            vec![each, each, -3 * each - 30, each],
            "bid {bid} took {took}"
        );
        assert_eq!(pool, 60);
    }
    let (a, pool) = on_pool(
        json!({"small_bid_fails": "leaves_the_pool"}),
        30,
        json!({"bid": 6, "bidder": 2, "tricks": 5}),
    );
    assert_eq!((a, pool), (vec![15, 15, -45, 15], 30));
}

/// "20 for little misery; 40 for big misery; 80 for little spread, and 160 for big spread"
/// (L12531–12533); [AMBIG] a misery made takes the pool.
#[test]
fn the_miseries() {
    for (misery, each) in [
        ("little_misery", 20),
        ("grand_misery", 40),
        ("little_spread", 80),
        ("big_spread", 160),
    ] {
        let (a, pool) = on_pool(
            json!({}),
            25,
            json!({"bid": misery, "bidder": 3, "won": true}),
        );
        assert_eq!((a, pool), (vec![-each, -each, -each, 3 * each + 25], 0));
        let (a, pool) = on_pool(
            json!({}),
            25,
            json!({"bid": misery, "bidder": 3, "tricks": 1}),
        );
        assert_eq!((a, pool), (vec![each, each, each, -3 * each - 25], 50));
    }
    let (a, pool) = on_pool(
        json!({"misery_takes_pool": false}),
        25,
        json!({"bid": "grand_misery", "bidder": 3, "tricks": 0}),
    );
    assert_eq!((a, pool), (vec![-40, -40, -40, 120], 25));
}

/// The pool: "One red is placed in the pool by each as a starter. Penalties, such as one red for
/// a misdeal, four for a revoke … When there are more than 25 reds in a pool, the surplus is set
/// aside, and only the 25 can be won on one deal" (L12383–12389); all passing, "the deal is
/// void" (L12431).
#[test]
fn the_pool_through_a_sitting() {
    let got = amounts(
        LAW,
        json!({}),
        4,
        json!([
            {"bid": "7", "bidder": 0, "tricks": 8},
            {"bid": "5", "bidder": 1, "tricks": 5},
            {"bid": "8", "bidder": 2, "tricks": 5},
            {"bid": "little_misery", "bidder": 3, "won": true},
            {"bid": "pass"},
            {"misdeal": 0},
            {"bid": "6", "bidder": 1, "tricks": 6, "insisted": true, "revoke": 2},
        ]),
    );
    assert_eq!(
        got,
        vec![
            vec![75, -25, -25, -25],
            vec![-15, 25, -15, -15],
            vec![45, 45, -155, 45],
            vec![-20, -20, -20, 100],
            vec![-5, -5, -5, -5],
            vec![-5, 0, 0, 0],
            vec![-15, 90, -35, -15],
        ]
    );
    let (a, pool) = on_pool(json!({}), 200, json!({"bid": 7, "bidder": 0, "tricks": 7}));
    assert_eq!((a, pool), (vec![185, -20, -20, -20], 75));
}

#[test]
fn the_starters_by_setting() {
    let deals = json!([{"bid": "pass"}, {"bid": "pass"}]);
    for (starter, pool) in [("when_empty", 20), ("once", 20), ("every_deal", 40)] {
        let out = sitting(json!({"starter": starter}), json!({}), deals.clone());
        assert_eq!(out["pools"]["pool"], pool, "{starter}");
    }
}

#[test]
fn refusals_name_the_field() {
    let cases = [
        (
            json!({"bid": "4", "bidder": 0, "tricks": 4}),
            "deals[0].bid",
        ),
        (json!({"bid": "slam", "bidder": 0}), "deals[0].bid"),
        (
            json!({"bid": 7, "bidder": 0, "tricks": 14}),
            "deals[0].tricks",
        ),
        (json!({"bid": 7, "bidder": 0}), "deals[0].tricks"),
        (json!({"bid": 7, "tricks": 7}), "deals[0].bidder"),
        (
            json!({"bid": 7, "bidder": 0, "tricks": 7, "insisted": true}),
            "deals[0].insisted",
        ),
        (
            json!({"bid": 7, "bidder": 0, "tricks": 7, "won": true}),
            "deals[0].won",
        ),
        (
            json!({"bid": "grand_misery", "bidder": 0, "tricks": 2, "won": true}),
            "deals[0].won",
        ),
        (json!({"bid": "pass", "bidder": 0}), "deals[0].bidder"),
        (json!({"bid": "7", "misdeal": 0}), "deals[0].bid"),
        (json!({"misdeal": 9}), "deals[0].misdeal"),
    ];
    for (deal, field) in cases {
        let e = refused(LAW, json!({}), 4, json!([deal]));
        assert_eq!(e.field, field, "{deal}: {e}");
    }
    assert_eq!(refused(LAW, json!({}), 5, json!([])).field, "players");
    let e = score(
        LAW,
        json!({"players": ["A", "B", "C", "D"], "pools": {"pool": -1}}),
    )
    .unwrap_err();
    assert_eq!(e.field, "pools.pool");
}

fn a_deal() -> impl Strategy<Value = Value> {
    let bids = prop::sample::select(vec![
        "pass",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "11",
        "12",
        "13",
        "little_misery",
        "grand_misery",
        "little_spread",
        "big_spread",
    ]);
    (
        bids,
        0..4usize,
        0..=13u32,
        any::<bool>(),
        prop::option::of(0..4usize),
        any::<bool>(),
    )
        .prop_map(|(bid, bidder, tricks, insisted, revoke, misdeal)| {
            if misdeal {
                return json!({"misdeal": bidder});
            }
            let mut d = json!({"bid": bid});
            if bid == "pass" {
                return d;
            }
            d["bidder"] = json!(bidder);
            d["tricks"] = json!(tricks);
            if insisted && (bid == "5" || bid == "6") {
                d["insisted"] = json!(true);
            }
            if let Some(r) = revoke {
                d["revoke"] = json!(r);
            }
            d
        })
}

proptest! {
    /// Each deal moves counters between the players and the pool and creates none; the
    /// settlement pays the players' balances and the pool's gain.
    #[test]
    fn every_sitting_squares(deals in prop::collection::vec(a_deal(), 0..20)) {
        let out = sitting(json!({}), json!({}), Value::Array(deals));
        let mut before = 0;
        for d in out["deals"].as_array().unwrap() {
            let a: Vec<i64> = serde_json::from_value(d["amounts"].clone()).unwrap();
            let after = d["pools"]["pool"].as_i64().unwrap_or(0);
            prop_assert_eq!(a.iter().sum::<i64>() + after - before, 0);
            prop_assert!(after >= 0);
            before = after;
        }
        let balances: Vec<i64> = serde_json::from_value(out["balances"].clone()).unwrap();
        let mut owed: Vec<i64> = balances.clone();
        owed.push(before);
        for p in out["settlement"].as_array().unwrap() {
            let at = |v: &Value| v.as_u64().map_or(4, |i| i as usize);
            let n = p["amount"].as_i64().unwrap();
            owed[at(&p["from"])] += n;
            owed[at(&p["to"])] -= n;
        }
        prop_assert!(owed.iter().all(|&o| o == 0), "{:?}", owed);
    }
}
