//! A quinto pad over HTTP: a table of two partnerships, hands entered with their quints in the
//! order they fell (by a player's name for his side), the rubber closed in place and settled, and
//! a quint written after the one that made game refused at its field with nothing saved.

use crate::support::{TestApp, created_id, post_deal, stored_deals};

/// Seed 000 L8724–8765: the book's eleven tricks and two (55 and 10), then a redoubled hand that
/// makes game, two more games, the last won on a quint in the middle of a hand.
#[test]
fn a_quinto_pad_to_the_rubber() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=quinto")
        .has("name=\"s_equal_totals\"")
        .has("name=\"s_settle\"");
    let form = [
        ("law", "quinto"),
        ("side0_0", ""),
        ("side0_0_guest", "Ann"),
        ("side0_1", ""),
        ("side0_1_guest", "Bob"),
        ("side1_0", ""),
        ("side1_0_guest", "Cat"),
        ("side1_1", ""),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "Quinto"),
    ];
    let id = created_id(&app.post("/tables", &form), "/tables/");
    app.get(&format!("/tables/{id}"))
        .has("Which quints fell, in order, each after the side that won its trick?")
        .has("Who won the twelfth trick, and with it the cachette?")
        .has("Redoubled: twenty a trick");
    let deal = |app: &mut TestApp, fields: &[(&str, &str)]| {
        app.post(&format!("/tables/{id}/deals"), fields)
    };
    let ok = |reply: crate::support::Reply| assert_eq!(reply.status, 303, "{}", reply.body);
    ok(deal(
        &mut app,
        &[
            ("d_tricks_0", "10"),
            ("d_tricks_1", "2"),
            ("d_twelfth", "0"),
        ],
    ));
    app.get(&format!("/tables/{id}")).has("55").has("10");
    // Thirteen tricks are not a hand: refused at the field, nothing saved.
    let bad = deal(
        &mut app,
        &[("d_tricks_0", "7"), ("d_tricks_1", "6"), ("d_twelfth", "0")],
    );
    assert_eq!(bad.status, 422, "{}", bad.body);
    bad.has("id=\"error-d_tricks");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // Redoubled: Ann 5H, Cat the royal, Bob AD 4D; Ann and Bob 8 tricks and the twelfth, the
    // cachette's 5S: 40 in quints and 180 in tricks, to 275: game.
    ok(deal(
        &mut app,
        &[
            ("d_doubled", "redoubled"),
            ("d_quints", "Ann 5H, Cat royal, Bob AD 4D"),
            ("d_tricks_0", "8"),
            ("d_tricks_1", "4"),
            ("d_twelfth", "0"),
            ("d_cachette", "5S"),
        ],
    ));
    app.get(&format!("/tables/{id}"))
        .has("win the game, 275–115");
    ok(deal(
        &mut app,
        &[
            ("d_doubled", "doubled"),
            ("d_quints", "Dan hearts"),
            ("d_tricks_0", "3"),
            ("d_tricks_1", "9"),
            ("d_twelfth", "1"),
        ],
    ));
    ok(deal(
        &mut app,
        &[
            ("d_doubled", "redoubled"),
            ("d_quints", "Cat 2C 3C"),
            ("d_tricks_0", "4"),
            ("d_tricks_1", "8"),
            ("d_twelfth", "1"),
        ],
    ));
    ok(deal(
        &mut app,
        &[
            ("d_doubled", "redoubled"),
            ("d_tricks_0", "10"),
            ("d_tricks_1", "2"),
            ("d_twelfth", "0"),
        ],
    ));
    // At 220, Ann's hearts and clubs make 250: a quint after that is refused, nothing saved.
    let late = deal(
        &mut app,
        &[("d_quints", "Cat 5S, Ann hearts, Bob 5C, Dan 5D")],
    );
    assert_eq!(late.status, 422, "{}", late.body);
    late.has("abandoned");
    assert_eq!(stored_deals(&app, id).len(), 5);
    ok(deal(
        &mut app,
        &[("d_quints", "Cat 5S, Ann hearts, Bob 5C")],
    ));
    app.get(&format!("/tables/{id}"))
        .has("out on a quint in clubs")
        .has("2 games to 1, with 100");
    let stored = stored_deals(&app, id);
    assert_eq!(
        stored[5],
        serde_json::json!({"quints": "Cat 5S, Ann hearts, Bob 5C"})
    );
}

/// The quints written as the form's hint shows them, "We" and "They" for the sides, and by a
/// player's first name; the rubber won, the home page and the tables list say the pad is
/// finished, as its own page does, not "still playing" and "open".
#[test]
fn quinto_quints_by_we_they_and_first_names_and_a_finished_rubber_listed_so() {
    let mut app = TestApp::with_director();
    let form = [
        ("law", "quinto"),
        ("side0_0", ""),
        ("side0_0_guest", "Margaret Hale"),
        ("side0_1", ""),
        ("side0_1_guest", "Bob"),
        ("side1_0", ""),
        ("side1_0_guest", "Cat"),
        ("side1_1", ""),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "Quinto"),
    ];
    let id = created_id(&app.post("/tables", &form), "/tables/");
    // Redoubled, ten tricks and the twelfth: 220 in tricks, 45 in quints: game at 265.
    let game = [
        ("d_doubled", "redoubled"),
        ("d_quints", "We royal, They 5S, Margaret hearts"),
        ("d_tricks_0", "10"),
        ("d_tricks_1", "2"),
        ("d_twelfth", "0"),
    ];
    let posted = post_deal(&mut app, id, &game);
    assert_eq!(posted.status, 303, "{}", posted.body);
    app.get(&format!("/tables/{id}"))
        .has("win the game, 265–45");
    app.get("/").has("still playing");
    let posted = post_deal(&mut app, id, &game);
    assert_eq!(posted.status, 303, "{}", posted.body);
    app.get(&format!("/tables/{id}"))
        .has("id=\"status\">finished<");
    app.get("/tables").has("<td>finished</td>");
    let home = app.get("/");
    home.has(">finished</span>");
    assert!(!home.body.contains("still playing"), "{}", home.body);
    assert_eq!(stored_deals(&app, id).len(), 2);
}

/// Dummy (three-handed) quinto, seed 000 L8782–8792: a table of three players, the
/// adversaries 25 up, the hand's Dummy player asked and kept for the game, the game settled
/// apart on the difference and Dummy passed to the next player.
#[test]
fn a_three_handed_quinto_pad() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=quinto-three-handed")
        .has("name=\"s_settle\"")
        .has("name=\"side2_0\"")
        .lacks("name=\"side0_1\"");
    let form = [
        ("law", "quinto-three-handed"),
        ("side0_0", ""),
        ("side0_0_guest", "Ann"),
        ("side1_0", ""),
        ("side1_0_guest", "Bob"),
        ("side2_0", ""),
        ("side2_0_guest", "Cy"),
        ("stake", "1"),
        ("season", "Quinto"),
    ];
    let id = created_id(&app.post("/tables", &form), "/tables/");
    app.get(&format!("/tables/{id}"))
        .has("with his own this game?")
        .has("How many tricks did the Dummy player and Dummy win in play?")
        .has("Ann (guest) takes Dummy this game and deals first; Bob (guest) and Cy (guest) start 25 up.");
    let ok = |reply: crate::support::Reply| assert_eq!(reply.status, 303, "{}", reply.body);
    // The book's eleven tricks and two (L8726–8727): Ann 55, Bob and Cy 25 + 10.
    ok(post_deal(
        &mut app,
        id,
        &[("d_dummy", "0"), ("d_tricks", "10"), ("d_twelfth", "dummy")],
    ));
    app.get(&format!("/tables/{id}"))
        .has("handicap")
        .has("Ann (guest) has Dummy until this game is won.");
    // Bob cannot take Dummy in the middle of Ann's game: refused at the field, nothing saved.
    let bad = post_deal(
        &mut app,
        id,
        &[("d_dummy", "1"), ("d_tricks", "6"), ("d_twelfth", "dummy")],
    );
    assert_eq!(bad.status, 422, "{}", bad.body);
    bad.has("id=\"error-d_dummy");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // Redoubled, every trick and the cachette: 260 more, game at 315 to 35, 280 from each.
    ok(post_deal(
        &mut app,
        id,
        &[
            ("d_dummy", "0"),
            ("d_doubled", "redoubled"),
            ("d_tricks", "12"),
            ("d_twelfth", "dummy"),
        ],
    ));
    app.get(&format!("/tables/{id}"))
        .has("game to Ann (guest) and Dummy, 315–35")
        .has("+560")
        .has("-280")
        .has("Bob (guest) takes Dummy this game and deals first");
    assert_eq!(
        stored_deals(&app, id)[0],
        serde_json::json!({"dummy": 0, "tricks": 10, "twelfth": "dummy"})
    );
}
