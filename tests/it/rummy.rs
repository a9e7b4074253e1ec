//! The rummy family over HTTP (issue 25): a rum school kept at a table deal by deal, each deal's
//! count worked out from the cards held, a hand written wrong refused at its field with nothing
//! saved, and the sitting to its settlement, printed.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 001 L7931–7937: the first out is paid the pips each other holds (KH 7S AD is 21, QC 2D
/// 14); L7960–7963: the whole hand at once pays double; L7951–7954: the stock out, the lowest
/// hand wins.
#[test]
fn a_rum_school_at_a_table_to_its_settlement() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "rum", &["Al", "Bea", "Cy"], &[]);
    let first = [
        ("d_winner", "0"),
        ("d_held_1", "KH 7S AD"),
        ("d_held_2", "QC 2D"),
    ];
    let reply = post_deal(&mut app, id, &first);
    assert_eq!(reply.status, 303, "{}", reply.body);
    // The king of hearts twice in one pack: refused at Cy's hand, nothing saved.
    let twice = [("d_winner", "0"), ("d_held_1", "KH"), ("d_held_2", "KH 2D")];
    let refused = post_deal(&mut app, id, &twice);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("KH is held 2 times; the pack holds one");
    assert_eq!(stored_deals(&app, id).len(), 1);
    let at_once = [
        ("d_winner", "2"),
        ("d_at_once", "on"),
        ("d_held_0", "5C 5D"),
        ("d_deadwood_1", "11"),
    ];
    let reply = post_deal(&mut app, id, &at_once);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let stock_out = [
        ("d_held_0", "AS 2S"),
        ("d_held_1", "KH"),
        ("d_held_2", "5D 5C"),
    ];
    let reply = post_deal(&mut app, id, &stock_out);
    assert_eq!(reply.status, 303, "{}", reply.body);
    assert_eq!(stored_deals(&app, id).len(), 3);

    // The same sitting through the law: Al +35, +(-20), +23 = 38; Bea -21 -22 -13 = -56; Cy 18.
    let input = serde_json::json!({
        "players": ["Al (guest)", "Bea (guest)", "Cy (guest)"],
        "deals": [
            {"winner": 0, "held": [null, "KH 7S AD", "QC 2D"]},
            {"winner": 2, "at_once": true, "held": ["5C 5D", null, null], "deadwood": [null, 11, null]},
            {"held": ["AS 2S", "KH", "5D 5C"]},
        ],
    });
    let answer: serde_json::Value =
        serde_json::from_str(&hoyle::laws::registry::score("rum", &input.to_string()).unwrap())
            .unwrap();
    assert_eq!(answer["balances"], serde_json::json!([38, -56, 18]));
    let page = app.get(&format!("/tables/{id}"));
    page.has("Al (guest) goes out: Bea (guest) pays 21, Cy (guest) pays 14.")
        .has("Cy (guest) goes out with the whole hand at once, double: Al (guest) pays 20, Bea (guest) pays 22.")
        .has("The stock is out: Al (guest) lowest with 3.")
        .has("Bea (guest) pays Al (guest) 38 counters")
        .has("Bea (guest) pays Cy (guest) 18 counters")
        .has("the sitting");
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    printed
        .has("Bea (guest) pays Al (guest) 38 counters")
        .has("Bea (guest) pays Cy (guest) 18 counters");
}

/// Seed 001 L8082–8091 at a table: poker rum's show-down, the lowest deadwood paid the
/// difference; a caller over 15 refused at his count.
#[test]
fn a_poker_rum_table_pays_the_lowest_hand() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "poker-rum", &["A", "B", "C"], &[]);
    let over = [
        ("d_caller", "0"),
        ("d_deadwood_0", "16"),
        ("d_deadwood_1", "3"),
        ("d_deadwood_2", "4"),
    ];
    let refused = post_deal(&mut app, id, &over);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("15 or less");
    assert!(stored_deals(&app, id).is_empty());
    let book = [
        ("d_caller", "0"),
        ("d_held_0", "9D"),
        ("d_held_1", "KC QC 3D"),
        ("d_deadwood_2", "12"),
    ];
    let reply = post_deal(&mut app, id, &book);
    assert_eq!(reply.status, 303, "{}", reply.body);
    app.get(&format!("/tables/{id}"))
        .has("B (guest) pays A (guest) 14")
        .has("C (guest) pays A (guest) 3");
}
