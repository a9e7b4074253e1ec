//! The nap family over HTTP: a Nap table keeping a kitty fed by each dealer and by cards
//! bought, taken by a Nap made; a refused call saving nothing; and a spoil-five pool spoilt and
//! won.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 003 L419–432, L485–488: each dealer puts one into the kitty, a card bought one more; the
/// caller who makes Nap takes it besides ten from each.
#[test]
fn a_nap_pad_keeps_the_kitty_from_deal_to_deal() {
    let mut app = TestApp::with_director();
    let id = guest_table(
        &mut app,
        "nap",
        &["Ann", "Bob", "Cat", "Dan"],
        &[("s_kitty", "\"dealer\""), ("s_purchase", "true")],
    );
    let two = [
        ("d_caller", "1"),
        ("d_call", "2"),
        ("d_made", "on"),
        ("d_bought_2", "2"),
    ];
    assert_eq!(post_deal(&mut app, id, &two).status, 303);
    let over = post_deal(&mut app, id, &[("d_caller", "3"), ("d_call", "7")]);
    assert_eq!(over.status, 422, "{}", over.body);
    over.has("id=\"error-d_call\"");
    let passed = post_deal(&mut app, id, &[("d_call", "pass")]);
    assert_eq!(passed.status, 422, "{}", passed.body);
    assert_eq!(stored_deals(&app, id).len(), 1);
    let nap = [("d_caller", "3"), ("d_call", "nap"), ("d_made", "on")];
    assert_eq!(post_deal(&mut app, id, &nap).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("Bob (guest) calls two tricks and makes it: 2 from each")
        .has("3 into the kitty. In the pools: kitty 3.")
        .has("Dan (guest) calls Nap and makes it: 10 from each, and takes the kitty, 4")
        .has("the sitting");
}

/// Seed 003 L5301–5317: a pool spoilt stays and is fed; three tricks take it.
#[test]
fn a_spoil_five_pad_carries_a_spoilt_pool() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "spoil-five", &["Ann", "Bob", "Cat"], &[]);
    let spoilt = [
        ("d_tricks_0", "2"),
        ("d_tricks_1", "2"),
        ("d_tricks_2", "1"),
    ];
    assert_eq!(post_deal(&mut app, id, &spoilt).status, 303);
    let won = [
        ("d_tricks_0", "0"),
        ("d_tricks_1", "3"),
        ("d_tricks_2", "2"),
    ];
    assert_eq!(post_deal(&mut app, id, &won).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("spoilt, the pool of 7 stands")
        .has("Bob (guest) wins 3 tricks: takes the pool, 11.");
}
