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
