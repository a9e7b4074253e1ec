//! The cinch family over HTTP: a cinch pad at /tables, a bidder set back into the hole, a bid the
//! deal cannot hold refused at its field with nothing saved, both sides out on one deal and the
//! bidders winning; a pedro pad for four players; the command line's refusals.

use crate::support::{TestApp, created_id, guest_table, hoyle, stored_deals};

fn cinch_table(app: &mut TestApp) -> i64 {
    let form = [
        ("law", "cinch"),
        ("side0_0", ""),
        ("side0_0_guest", "Ann"),
        ("side0_1", ""),
        ("side0_1_guest", "Bob"),
        ("side1_0", ""),
        ("side1_0_guest", "Cat"),
        ("side1_1", ""),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "1927"),
    ];
    created_id(&app.post("/tables", &form), "/tables/")
}

/// Seed 001 L10386–10405: the bidders short of their bid are set back (here into the hole);
/// fifteen is refused, "Fourteen is highest possible bid" (L10310); both sides past 51 on one
/// deal, the bidders win.
#[test]
fn a_cinch_pad_sets_back_and_the_bidders_count_first() {
    let mut app = TestApp::with_director();
    let id = cinch_table(&mut app);
    let short = app.post(
        &format!("/tables/{id}/deals"),
        &[
            ("d_bidder", "0"),
            ("d_bid", "8"),
            ("d_high", "0"),
            ("d_low", "1"),
            ("d_jack", "1"),
            ("d_game", "0"),
            ("d_right_pedro", "1"),
            ("d_left_pedro", "0"),
        ],
    );
    assert_eq!(short.status, 303, "{}", short.body);
    app.get(&format!("/tables/{id}"))
        .has("Ann")
        .has("Cat")
        .has("-8 set back, bid 8")
        .has("5 right pedro");
    let fifteen = app.post(
        &format!("/tables/{id}/deals"),
        &[
            ("d_bidder", "1"),
            ("d_bid", "15"),
            ("d_points_0", "0"),
            ("d_points_1", "14"),
        ],
    );
    assert_eq!(fifteen.status, 422);
    fifteen.has("id=\"error-d_bid\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // N-S -8, E-W 7; then to 45–48, and N-S bid 6 on a deal both sides make 7 on.
    let runs = [
        ("0", "1", "14", "0"),
        ("0", "1", "14", "0"),
        ("0", "1", "14", "0"),
        ("0", "1", "11", "3"),
        ("1", "1", "0", "14"),
        ("1", "1", "0", "14"),
        ("1", "1", "0", "10"),
        ("0", "6", "7", "7"),
    ];
    for (bidder, bid, ns, ew) in runs {
        let reply = app.post(
            &format!("/tables/{id}/deals"),
            &[
                ("d_bidder", bidder),
                ("d_bid", bid),
                ("d_points_0", ns),
                ("d_points_1", ew),
            ],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let page = app.get(&format!("/tables/{id}"));
    page.has("52–55: both sides past 51")
        .has("the bidder counts first");
}

/// A pedro table of four, each for himself: the bidder short is set back; the pad closes the
/// game on the player who counts out first.
#[test]
fn a_pedro_pad_for_four_players() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "pedro", &["Ann", "Bob", "Cat", "Dan"], &[]);
    let reply = app.post(
        &format!("/tables/{id}/deals"),
        &[
            ("d_bidder", "0"),
            ("d_bid", "10"),
            ("d_high", "0"),
            ("d_low", "1"),
            ("d_jack", "0"),
            ("d_game", "3"),
            ("d_sancho", "1"),
            ("d_pedro", "0"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    app.get(&format!("/tables/{id}"))
        .has("-10 set back")
        .has("9 sancho");
    let refused = app.post(
        &format!("/tables/{id}/deals"),
        &[("d_bidder", "1"), ("d_bid", "19"), ("d_high", "1")],
    );
    assert_eq!(refused.status, 422);
    refused.has("id=\"error-d_bid\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
}

#[test]
fn the_command_line_refuses_what_a_deal_cannot_hold() {
    for (law, input, message) in [
        (
            "cinch",
            r#"{"deals": [{"bidder": 0, "bid": 15, "points": [14, 0]}]}"#,
            "deals[0].bid: 15 is not a bid; 1..14",
        ),
        (
            "sixty-three",
            r#"{"deals": [{"bidder": 2, "bid": 30, "king": 0}]}"#,
            "deals[0].bidder: 2 is not a side",
        ),
        (
            "pedro",
            r#"{"players": ["A", "B", "C", "D"], "deals": [{"jack": 4}]}"#,
            "deals[0].jack: 4 is not a player",
        ),
        (
            "forty-five",
            r#"{"deals": [{"tricks": [6, 0]}]}"#,
            "deals[0].tricks[0]: 6 is more than the five tricks of a hand",
        ),
        (
            "twenty-five",
            r#"{"players": ["A", "B"], "deals": [{"tricks": [3, 3]}]}"#,
            "deals[0].tricks: 6 tricks; a hand is five",
        ),
    ] {
        let (status, stdout, stderr) = hoyle(&["score", law], input);
        assert_eq!(status, 2, "{law}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.starts_with(message), "{law}: {stderr}");
    }
}
