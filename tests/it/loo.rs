//! Loo over HTTP: a table's pad carries the pool from deal to deal, the single first; a deal
//! whose tricks do not come to three is refused at its field with nothing saved; the sitting is
//! settled at the foot, the counters in the pool paid to it.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 003 L775–801, L915–919: three a deal, six a loo; the single won by Cat's card, the rest
/// looed a single loo; then Bob takes all three tricks and Ann, Cat (on the miss) and Dan are
/// looed.
#[test]
fn a_loo_pad_carries_the_pool() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "loo", &["Ann", "Bob", "Cat", "Dan"], &[]);
    assert_eq!(post_deal(&mut app, id, &[("d_winner", "2")]).status, 303);
    let short = post_deal(
        &mut app,
        id,
        &[
            ("d_play_0", "own"),
            ("d_play_1", "own"),
            ("d_tricks_1", "2"),
        ],
    );
    assert_eq!(short.status, 422, "{}", short.body);
    short.has("id=\"error-d_tricks_0\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    let played = [
        ("d_play_0", "own"),
        ("d_play_1", "own"),
        ("d_play_2", "miss"),
        ("d_play_3", "own"),
        ("d_tricks_1", "3"),
    ];
    assert_eq!(post_deal(&mut app, id, &played).status, 303);
    let deals = stored_deals(&app, id);
    assert_eq!(deals[1]["tricks"], serde_json::json!([0, 3, 0, 0]));
    app.get(&format!("/tables/{id}"))
        .has("holds the higher card and takes the pool of 3")
        .has("In the pools: pool 9.")
        .has("Bob (guest) takes 12")
        .has("In the pools: pool 18.")
        .has("go into the pool for the next sitting, out of what");
}
