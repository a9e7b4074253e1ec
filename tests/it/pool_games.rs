//! The pool games at a table night (issue 26): a snooker pool table kept game by game from the
//! slate, each player paying each other on the ledger, a colour not on the table refused at its
//! field with nothing saved, and the sitting settled; a pyramids table, its visits said in words.

use crate::schools::settlement_lines;
use crate::support::{TestApp, between, guest_table, post_deal, stored_deals};

/// Seed 000 L10401–10404 (Rule 7) and L10426–10430 (Rule 12): issue 26's example as a slate —
/// Ann pots a red and the black, Bob misses the red striking the blue — then a second game.
#[test]
fn a_snooker_pool_table_settled() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "snooker-pool", &["Ann", "Bob", "Cat", "Dan"], &[]);
    // The slate is a dozen words a player: its boxes take the row's width (issue fx1).
    app.get(&format!("/tables/{id}"))
        .has("What each player potted, and the penalties he paid")
        .has("<fieldset class=\"deal-field long\">");
    let first = [("d_slate_0", "red black"), ("d_slate_1", "miss blue")];
    let reply = post_deal(&mut app, id, &first);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let page = app.get(&format!("/tables/{id}"));
    let row = between(&page.body, "<tr class=\"deal\">", "</tr>");
    for item in ["29 now 29", "-23 now -23", "-3 now -3"] {
        assert!(row.contains(item), "{item} in {row}");
    }
    page.has("Ann (guest) 8, Bob (guest) -5");
    // A colour not on the table: refused at Cat's line, and nothing saved.
    let refused = post_deal(&mut app, id, &[("d_slate_2", "red purple")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("id=\"error-d_slate_2\"")
        .has("not a ball on the table");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // A colour not on (Rules 3 and 6, L10382–10385, L10398–10400): two colours after one red,
    // and the yellow again after the colours were taken in turn; refused at the line.
    let mut clearance = "red black ".repeat(15);
    clearance.push_str("yellow green brown blue pink black yellow");
    for (line, words) in [("d_slate_0", "red black black"), ("d_slate_3", &*clearance)] {
        let refused = post_deal(&mut app, id, &[(line, words)]);
        assert_eq!(refused.status, 422, "{}", refused.body);
        refused.has(&format!("id=\"error-{line}\""));
        assert_eq!(stored_deals(&app, id).len(), 1);
    }
    // Game 2: Cat red pink red blue (13), Dan in off the red (−1), Bob a coup on the red (−1).
    let second = [
        ("d_slate_2", "red pink red blue"),
        ("d_slate_3", "in-off red"),
        ("d_slate_1", "miss red"),
    ];
    let reply = post_deal(&mut app, id, &second);
    assert_eq!(reply.status, 303, "{}", reply.body);
    assert_eq!(stored_deals(&app, id).len(), 2);

    let input = serde_json::json!({
        "players": ["Ann (guest)", "Bob (guest)", "Cat (guest)", "Dan (guest)"],
        "deals": [
            {"slate": ["red black", "miss blue"]},
            {"slate": [null, "miss red", "red pink red blue", "in-off red"]}
        ]
    });
    // Game 2 by hand: scores 0, −1, 13, −1 (sum 11): Ann −11, Bob −15, Cat 41, Dan −15.
    let page = app.get(&format!("/tables/{id}"));
    page.has("now 18")
        .has("now -38")
        .has("now 38")
        .has("now -18");
    let lines = settlement_lines("snooker-pool", &input, 1);
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

/// Seed 000 L10161–10175 (Rules 4 and 6) and L10221–10225 (Rule 17): a pool table, its lives
/// lost said in words at the form, Cat handicapped to two lives, Bob's star, the pool to the
/// last player; a name not at the table refused at its field, nothing saved.
#[test]
fn a_pool_table_with_a_star_and_a_handicap() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "pool", &["Ann", "Bob", "Cat", "Dan"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("The lives lost and the stars, in order")
        .has("Lives at the start, when fewer are agreed");
    let refused = post_deal(&mut app, id, &[("d_events", "Bob to Zed")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("id=\"error-d_events\"")
        .has("not one of the players");
    assert!(stored_deals(&app, id).is_empty());
    let pool = [
        (
            "d_events",
            "Bob to Ann, Bob to Ann, Bob to Ann, Bob stars, Cat to Dan, Cat to Dan, \
             Dan to Ann, Dan to Ann, Dan to Ann, Ann to Bob, Ann to Bob, Ann to Bob",
        ),
        ("d_lives_2", "2"),
    ];
    let reply = post_deal(&mut app, id, &pool);
    assert_eq!(reply.status, 303, "{}", reply.body);
    // By hand at 1 a pool and 1 a life: Ann −1 +3 +3 −3 = 2; Bob −1 −3 −1 +3 +5 = 3; Cat
    // −1 −2 = −3; Dan −1 +2 −3 = −2.
    let page = app.get(&format!("/tables/{id}"));
    let row = between(&page.body, "<tr class=\"deal\">", "</tr>");
    for item in ["2 now 2", "3 now 3", "-3 now -3", "-2 now -2"] {
        assert!(row.contains(item), "{item} in {row}");
    }
    page.has("Bob (guest) starred. Bob (guest) takes the pool of 5.");
}

/// Seed 000 L10064–10092: a pyramids table at a stake of 5, each game's visits said in words at
/// the form (the example's first game, then Ann again 12 to 3); a name not at the table refused
/// at its field with nothing saved; the sitting settled, Bob paying Ann 10.
#[test]
fn a_pyramids_table_settled() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "pyramids", &["Ann", "Bob"], &[("s_stake", "5")]);
    app.get(&format!("/tables/{id}"))
        .has("The visits to the table, in order");
    let first = "Ann 6, Bob miss, Bob 5, Ann white, Ann 5, Bob miss";
    let reply = post_deal(&mut app, id, &[("d_visits", first)]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let refused = post_deal(&mut app, id, &[("d_visits", "Ann 4, Zed 3")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("id=\"error-d_visits\"")
        .has("not one of the players");
    let unfinished = post_deal(&mut app, id, &[("d_visits", "Ann 4, Bob 3")]);
    assert_eq!(unfinished.status, 422, "{}", unfinished.body);
    unfinished.has("the game is not over: 8 reds on the table");
    assert_eq!(stored_deals(&app, id).len(), 1);
    let second = "Ann 4, Bob 3, Ann 7, Ann 1";
    let reply = post_deal(&mut app, id, &[("d_visits", second)]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let page = app.get(&format!("/tables/{id}"));
    page.has("Ann (guest) 11, Bob (guest) 4: Ann (guest) wins; Bob (guest) pays 5.")
        .has("Ann (guest) 12, Bob (guest) 3: Ann (guest) wins")
        .has("now 10")
        .has("now -10");
    let input = serde_json::json!({
        "settings": {"stake": 5},
        "players": ["Ann (guest)", "Bob (guest)"],
        "deals": [{"visits": first}, {"visits": second}]
    });
    let lines = settlement_lines("pyramids", &input, 1);
    assert_eq!(lines.len(), 1);
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    for line in &lines {
        page.has(line);
        printed.has(line);
    }
}
