//! Preference (seed 001 L12932–12965): the pool, the widow's price, and the values the book
//! leaves to the table, by their settings.

use serde_json::{Value, json};

use super::{amounts, refused, score};

const LAW: &str = "preference";

fn with_pool(settings: Value, players: usize, deals: Value) -> (Vec<Vec<i64>>, i64) {
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let out = score(
        LAW,
        json!({"settings": settings, "players": names, "deals": deals}),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let got = out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| serde_json::from_value(d["amounts"].clone()).unwrap())
        .collect();
    (got, out["pools"]["pool"].as_i64().unwrap_or(0))
}

/// "Each player puts into the pool an agreed amount, the successful bidder adds as much as he
/// bids for the privilege of naming the trump" (L12942–12944); "Payments are made according to
/// an agreed value for the tricks, varying with the suits … from the pool" (L12962–12964).
#[test]
fn the_pool_pays_the_tricks_by_the_suit() {
    let (got, pool) = with_pool(
        json!({}),
        3,
        json!([
            {"trump": "hearts", "bidder": 0, "tricks": 7},
            {"trump": "spades", "bidder": 1, "widow": 3, "tricks": 6},
            {"trump": "diamonds", "bidder": 2, "tricks": 4},
            {"trump": "pass"},
        ]),
    );
    assert_eq!(
        got,
        vec![
            // 12 in; two over five in hearts at 4.
            vec![4, -4, -4],
            // 12 and the widow's 3 in; one over five in spades.
            vec![-4, -6, -4],
            // Two short of six in diamonds: 6 into the pool.
            vec![-4, -4, -10],
            vec![-4, -4, -4],
        ]
    );
    assert_eq!(pool, 4 + 14 + 18 + 12);
}

/// [GAP] Every trick paid, as far as the pool goes; a failure paying nothing.
#[test]
fn the_settings_for_what_the_book_leaves() {
    let (got, pool) = with_pool(
        json!({"paid_for": "each_trick", "failure": "pays_nothing", "ante": 2, "hearts": 5}),
        3,
        json!([
            {"trump": "hearts", "bidder": 0, "tricks": 10},
            {"trump": "clubs", "bidder": 1, "tricks": 2},
        ]),
    );
    // 6 in, 50 due: the pool pays what it holds.
    assert_eq!(got, vec![vec![4, -2, -2], vec![-2, -2, -2]]);
    assert_eq!(pool, 6);
    let (got, _) = with_pool(
        json!({"ante_when": "when_empty"}),
        3,
        json!([{"trump": "pass"}, {"trump": "pass"}]),
    );
    assert_eq!(got[1], vec![0, 0, 0]);
}

/// "Three active. If four play, the dealer takes no cards" (L12939–12940); the deal passes to
/// the left (L12946–12947).
#[test]
fn at_four_the_dealer_takes_no_cards() {
    let got = amounts(
        LAW,
        json!({}),
        4,
        json!([
            {"trump": "hearts", "bidder": 1, "tricks": 6},
            {"trump": "hearts", "bidder": 2, "tricks": 6},
            {"trump": "hearts", "bidder": 0, "tricks": 6, "dealer": 3},
        ]),
    );
    assert_eq!(got[0], vec![0, 0, -4, -4]);
    assert_eq!(got[1], vec![-4, 0, 0, -4]);
    assert_eq!(got[2], vec![0, -4, -4, 0]);
    let e = refused(
        LAW,
        json!({}),
        4,
        json!([{"trump": "hearts", "bidder": 0, "tricks": 6}]),
    );
    assert_eq!(e.field, "deals[0].bidder");
}

#[test]
fn refusals_name_the_field() {
    let cases = [
        (
            json!({"trump": "hearts", "bidder": 0, "tricks": 11}),
            "deals[0].tricks",
        ),
        (
            json!({"trump": "no_trumps", "bidder": 0, "tricks": 6}),
            "deals[0].trump",
        ),
        (json!({"trump": "hearts", "tricks": 6}), "deals[0].bidder"),
        (json!({"trump": "hearts", "bidder": 0}), "deals[0].tricks"),
        (json!({"trump": "pass", "bidder": 0}), "deals[0].bidder"),
        (
            json!({"trump": "hearts", "bidder": 0, "tricks": 6, "widow": 5000000}),
            "deals[0].widow",
        ),
    ];
    for (deal, field) in cases {
        let e = refused(LAW, json!({}), 3, json!([deal]));
        assert_eq!(e.field, field, "{deal}: {e}");
    }
    let e = refused(
        LAW,
        json!({}),
        4,
        json!([{"trump": "pass", "seated": [0, 1, 2, 3]}]),
    );
    assert_eq!(e.field, "deals[0].seated");
    assert_eq!(
        refused(LAW, json!({"hearts": 0}), 3, json!([])).field,
        "settings.hearts"
    );
    assert_eq!(refused(LAW, json!({}), 5, json!([])).field, "players");
}
