//! The all fours family's pads over HTTP: a seven-up table whose deals are written in the book's
//! order until one player goes out, a refused deal saving nothing, and an auction pitch table
//! with a bidder set back into the hole.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seven-up (seed 001 L10026–10081): four points a deal to the same player carry him to seven
/// on the second deal's low; a deal naming high without low is refused at its field.
#[test]
fn a_seven_up_pad_goes_out_in_the_books_order() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "seven-up", &["Ann", "Bob"], &[]);
    let all_to_ann = [
        ("d_high", "0"),
        ("d_low", "0"),
        ("d_jack", "0"),
        ("d_game", "0"),
    ];
    assert_eq!(post_deal(&mut app, id, &all_to_ann).status, 303);
    let refused = post_deal(&mut app, id, &[("d_high", "1")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_low\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    let given = [
        ("d_begged", "gave"),
        ("d_high", "0"),
        ("d_low", "0"),
        ("d_jack", "0"),
        ("d_game", "0"),
    ];
    assert_eq!(post_deal(&mut app, id, &given).status, 303, "given");
    // Deal 2 is Bob's: Ann, the eldest hand, is given one (5), then high (6) and low (7).
    app.get(&format!("/tables/{id}"))
        .has("Ann")
        .has("gift")
        .has("went out on low");
}

/// Auction pitch (seed 001 L10210–10215): Bob bids three, makes two, and is set back three.
#[test]
fn a_pitch_pad_sets_a_bidder_back() {
    let mut app = TestApp::with_director();
    let id = guest_table(
        &mut app,
        "auction-pitch",
        &["Ann", "Bob", "Cat", "Dan"],
        &[("s_smudge", "true")],
    );
    let fields = [
        ("d_bidder", "1"),
        ("d_bid", "3"),
        ("d_high", "1"),
        ("d_low", "2"),
        ("d_jack", "3"),
        ("d_game", "1"),
    ];
    assert_eq!(post_deal(&mut app, id, &fields).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("set back")
        .has("bid 3")
        .has("-3 set back");
    let too_high = post_deal(&mut app, id, &[("d_bidder", "2"), ("d_bid", "5")]);
    assert_eq!(too_high.status, 422, "{}", too_high.body);
    assert_eq!(stored_deals(&app, id).len(), 1);
}

/// The issue's refusal through the real binary: a jack awarded when the input says it was not
/// out exits 2 naming the field, and prints nothing on standard output.
#[test]
fn a_jack_that_was_not_out_exits_2() {
    let input = r#"{"players": ["Dealer", "Eldest"],
        "deals": [{"high": 0, "low": 1, "jack": 1, "jack_out": false, "game": 1}]}"#;
    let (status, stdout, stderr) = crate::support::hoyle(&["score", "seven-up"], input);
    assert_eq!(status, 2);
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("deals[0].jack: awarded to player 1, but jack_out says"),
        "{stderr}"
    );
}

/// Four-handed all-fours (seed 000 L166–180): a table of two partnerships, scored by side.
#[test]
fn a_four_hand_seven_up_table_scores_the_partnerships() {
    let mut app = TestApp::with_director();
    let form = [
        ("law", "seven-up-four-hand"),
        ("side0_0", ""),
        ("side0_0_guest", "Ann"),
        ("side0_1", ""),
        ("side0_1_guest", "Cat"),
        ("side1_0", ""),
        ("side1_0_guest", "Bob"),
        ("side1_1", ""),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "1927"),
    ];
    let reply = app.post("/tables", &form);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id: i64 = reply
        .location
        .clone()
        .unwrap()
        .trim_start_matches("/tables/")
        .parse()
        .unwrap();
    // Bob and Dan revoke with the jack in play: Ann and Cat score 2, high and low; Bob and Dan
    // lose their jack and game.
    let fields = [
        ("d_revoke", "1"),
        ("d_high", "0"),
        ("d_low", "0"),
        ("d_jack", "1"),
        ("d_game", "1"),
    ];
    assert_eq!(post_deal(&mut app, id, &fields).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("2 revoke")
        .has("revoked");
    assert_eq!(stored_deals(&app, id).len(), 1);
}
