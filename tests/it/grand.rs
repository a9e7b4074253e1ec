//! Grand over HTTP: a table of two partnerships, a failed Grand set back with its cross, and the
//! quitting time entered with its own button, settling the game as it stands.

use crate::support::{TestApp, created_id, post_deal, stored_deals};

#[test]
fn a_grand_table_settles_at_quitting_time() {
    let mut app = TestApp::with_director();
    let form = [
        ("law", "grand"),
        ("side0_0_guest", "Ann"),
        ("side0_1_guest", "Cat"),
        ("side1_0_guest", "Bob"),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "1927"),
    ];
    let id = created_id(&app.post("/tables", &form), "/tables/");
    app.get(&format!("/tables/{id}"))
        .has("id=\"apart-d_quit\"")
        .has("Quitting time");
    // Seed 001 L13140–13144: bid 20 at Grand, the adversaries take the odd trick: 9 to them,
    // the bidders back 29 with a cross.
    let grand = [
        ("d_game", "grand"),
        ("d_bidder", "0"),
        ("d_bid", "20"),
        ("d_tricks", "6"),
    ];
    assert_eq!(post_deal(&mut app, id, &grand).status, 303);
    app.get(&format!("/tables/{id}")).has("-29").has("set back");
    // A bid below five is refused at its field; nothing is saved.
    let refused = post_deal(
        &mut app,
        id,
        &[
            ("d_game", "whist"),
            ("d_bidder", "1"),
            ("d_bid", "4"),
            ("d_tricks", "8"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_bid\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // Quitting time: Ann and Cat at −29 with a cross are 129 short and 10 more: 139.
    assert_eq!(
        post_deal(&mut app, id, &[("deal_no", "2"), ("d_quit", "on")]).status,
        303
    );
    app.get(&format!("/tables/{id}"))
        .has("139 to Bob")
        .has("finished");
}
