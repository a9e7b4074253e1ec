//! A five hundred pad over HTTP: three players, a bid set back shown "in the hole" (ringed on
//! paper, red on screen), the game ruled off with who went out and why, and an eleventh trick
//! refused at its field with nothing saved.

use hoyle::db::tables as store;

use crate::support::TestApp;

/// R bids eight no-trumps and takes seven tricks: set back 320 (seed 001 L7308–7313); then P
/// takes all ten on ten hearts, 500, and goes out, the bidder counting first (Law 37).
#[test]
fn a_five_hundred_pad_with_a_set_back() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=five-hundred").has("Avondale");
    let reply = app.post(
        "/tables",
        &[
            ("law", "five-hundred"),
            ("side0_0", ""),
            ("side0_0_guest", "Ann"),
            ("side1_0", ""),
            ("side1_0_guest", "Bob"),
            ("side2_0", ""),
            ("side2_0_guest", "Cat"),
            ("stake", "1"),
            ("season", "1927"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id: i64 = reply
        .location
        .clone()
        .unwrap()
        .trim_start_matches("/tables/")
        .parse()
        .unwrap();
    app.get(&format!("/tables/{id}"))
        .has("Who won the bidding")
        .has("eight no-trumps");
    let deal = |app: &mut TestApp, fields: &[(&str, &str)]| {
        app.post(&format!("/tables/{id}/deals"), fields)
    };
    let set_back = deal(
        &mut app,
        &[
            ("d_bidder", "2"),
            ("d_bid", "8NT"),
            ("d_tricks_0", "2"),
            ("d_tricks_1", "1"),
            ("d_tricks_2", "7"),
        ],
    );
    assert_eq!(set_back.status, 303, "{}", set_back.body);
    app.get(&format!("/tables/{id}"))
        .has("class=\"hole\">-320 8 no-trumps set back")
        .has("class=\"hole\">-320 total")
        .has("20 2 tricks");
    // An eleventh trick is refused at its field, and nothing is saved.
    let refused = deal(
        &mut app,
        &[
            ("d_bidder", "0"),
            ("d_bid", "10H"),
            ("d_tricks_0", "10"),
            ("d_tricks_1", "1"),
            ("d_tricks_2", "0"),
        ],
    );
    assert_eq!(refused.status, 422);
    refused.has("more than the ten tricks of a hand");
    let stored = hoyle::db::read(&app.pool, |c| store::deals(c, id)).unwrap();
    assert_eq!(stored.len(), 1);
    let out = deal(
        &mut app,
        &[
            ("d_bidder", "0"),
            ("d_bid", "10H"),
            ("d_tricks_0", "10"),
            ("d_tricks_1", "0"),
            ("d_tricks_2", "0"),
        ],
    );
    assert_eq!(out.status, 303, "{}", out.body);
    app.get(&format!("/tables/{id}"))
        .has("goes out: the bidder counts first")
        .has("500 10♥ made")
        .lacks("Play is under way");
}
