//! The payment games on skat's 120 card points over HTTP: a frog table for four (the dealer
//! sitting out), a refused deal saving nothing, the sitting settled at the foot of the pad; and a
//! schafkopf table's pool doubled at 91; and `hoyle score` refusing what the pack cannot hold.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 001 L14125–14139: Bob's frog made with 70 takes 10 from each of Cat and Dan, Ann dealing
/// and paying nothing; Cat's heart solo lost with 50 pays 30 to each of the three, the dealer Bob
/// included. A deal naming the dealer as bidder is refused at its field and saves nothing.
#[test]
fn a_frog_pad_pays_hand_by_hand_and_settles_the_sitting() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "frog", &["Ann", "Bob", "Cat", "Dan"], &[]);
    let frog = [
        ("d_bid", "frog"),
        ("d_bidder", "1"),
        ("d_card_points", "70"),
    ];
    assert_eq!(post_deal(&mut app, id, &frog).status, 303);
    let refused = post_deal(
        &mut app,
        id,
        &[
            ("d_bid", "heart_solo"),
            ("d_bidder", "1"),
            ("d_card_points", "50"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_bidder\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    let heart = [
        ("d_bid", "heart_solo"),
        ("d_bidder", "2"),
        ("d_card_points", "50"),
    ];
    assert_eq!(post_deal(&mut app, id, &heart).status, 303);
    assert_eq!(stored_deals(&app, id).len(), 2);
    app.get(&format!("/tables/{id}"))
        .has("Bob (guest) plays a frog, 70 card points: wins, 10 from each")
        .has("Cat (guest) plays a heart solo, 50 card points: loses, 30 to each")
        .has("the sitting")
        .has("Cat (guest) pays Bob (guest) 50")
        .has("-100");
}

/// Seed 001 L12098–12101: the makers' 91 doubles the pool; game 3 is refused its points.
#[test]
fn a_schafkopf_pad_doubles_the_pool() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "schafkopf", &["Ann", "Bob", "Cat", "Dan"], &[]);
    let made = [("d_maker", "0"), ("d_bid", "15"), ("d_card_points", "91")];
    assert_eq!(post_deal(&mut app, id, &made).status, 303);
    let over = post_deal(&mut app, id, &[("d_maker", "1"), ("d_card_points", "121")]);
    assert_eq!(over.status, 422, "{}", over.body);
    assert_eq!(stored_deals(&app, id).len(), 1);
    app.get(&format!("/tables/{id}"))
        .has("side, 91 card points: made 75")
        .has("+2");
}

/// `hoyle score` refuses what the pack cannot hold, exiting 2 with the field named and nothing
/// on standard output.
#[test]
fn refused_input_exits_2_naming_the_field() {
    for (law, input, message) in [
        (
            "frog",
            r#"{"players": ["A", "B", "C"], "deals": [{"bid": "frog", "bidder": 0, "card_points": 121}]}"#,
            "deals[0].card_points: 121 is over the 120 card points of the pack",
        ),
        (
            "schafkopf",
            r#"{"players": ["A", "B", "C", "D"], "deals": [{"maker": 0, "card_points": 130}]}"#,
            "deals[0].card_points: 130 is over the 120 card points of the pack",
        ),
        (
            "six-bid-solo",
            r#"{"players": ["A", "B", "C"], "deals": [{"bid": "call_solo", "bidder": 0, "card_points": 120}]}"#,
            "deals[0].trump: needed: the suit the bidder named",
        ),
        (
            "progressive-solo",
            r#"{"players": ["A", "B", "C", "D"], "deals": [{"bid": "frog", "bidder": 0, "card_points": 70}]}"#,
            "deals[0].bidder: A sits out of this hand and cannot bid",
        ),
    ] {
        let (status, stdout, stderr) = crate::support::hoyle(&["score", law], input);
        assert_eq!(status, 2, "{law}: {stderr}");
        assert!(stdout.is_empty(), "{law}: {stdout}");
        assert!(stderr.contains(message), "{law}: {stderr}");
    }
}
