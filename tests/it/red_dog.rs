//! A red dog table (issue 24): the high-card pool kept deal by deal at a table night, the pool
//! carried on the page, a bet past the pool refused at its field with nothing saved, and the
//! sitting's settlement printed in the club's money.

use crate::schools::settlement_lines;
use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 001 L13440–13468: a counter each into the pool before every deal, a bet up to the pool
/// on a higher card of the suit turned (W43, L13458–13462: the spade 8), a counter to pass.
#[test]
fn a_red_dog_table_with_its_pool_to_the_printed_settlement() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "red-dog", &["Ann", "Bob", "Cat", "Dan"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("What each player bet")
        .has("The card turned from the stock for each bettor");
    // Ann deals: Bob wins 3 on the 8S with the 10S, Cat passes, Dan loses 2 on the KH, Ann
    // takes the whole pool of 4 with the AD on the JD and all put in a counter again.
    let first = [
        ("d_bets_0", "4"),
        ("d_bets_1", "3"),
        ("d_bets_3", "2"),
        ("d_turned_0", "JD"),
        ("d_turned_1", "8S"),
        ("d_turned_3", "KH"),
        ("d_hands_0", "AD 2C 3C 4C 5C"),
        ("d_hands_1", "10S 2H 3D 4D 5S"),
        ("d_hands_3", "QH 2S 3S 7D 9C"),
    ];
    let reply = post_deal(&mut app, id, &first);
    assert_eq!(reply.status, 303, "{}", reply.body);
    // Bob deals: the pool of 4 and 4 more is 8; Cat bets 9, more than the pool: refused at
    // the field, and nothing saved.
    let refused = post_deal(&mut app, id, &[("d_bets_2", "9"), ("d_won_2", "on")]);
    assert_eq!(refused.status, 422);
    refused.has("9 is more than the 8 in the pool");
    refused.has("What each player bet");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // Cat takes 8 from the pool, Dan loses 1; Ann and Bob pass.
    let reply = post_deal(
        &mut app,
        id,
        &[("d_bets_2", "8"), ("d_bets_3", "1"), ("d_won_2", "on")],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    // Cat deals: everyone passes.
    let reply = post_deal(&mut app, id, &[]);
    assert_eq!(reply.status, 303, "{}", reply.body);

    let input = serde_json::json!({
        "players": ["Ann (guest)", "Bob (guest)", "Cat (guest)", "Dan (guest)"],
        "deals": [
            {"bets": [4, 3, 0, 2], "turned": ["JD", "8S", null, "KH"],
             "hands": ["AD 2C 3C 4C 5C", "10S 2H 3D 4D 5S", null, "QH 2S 3S 7D 9C"]},
            {"bets": [0, 0, 8, 1], "won": [false, false, true, false]},
            {}
        ]
    });
    let page = app.get(&format!("/tables/{id}"));
    // Deal 1 by hand: Ann +2, Bob +1, Cat −3, Dan −4; the pool 4.
    let row = crate::support::between(&page.body, "<tr class=\"deal\">", "</tr>");
    for item in ["2 now 2", "1 now 1", "-3 now -3", "-4 now -4", "pool 4"] {
        assert!(row.contains(item), "{item} in {row}");
    }
    // After three deals: the pool 7 + 4 antes + 4 forfeits = 15.
    page.has("pool 15");
    let lines = settlement_lines("red-dog", &input, 1);
    assert!(!lines.is_empty());
    for line in &lines {
        page.has(line);
    }
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    printed.has("class=\"print\"").has("the settlement");
    for line in &lines {
        printed.has(line);
    }
}
