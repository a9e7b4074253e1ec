//! Issue 22 item 9: a player's page, found by name or from the standings, with every event the
//! player played (a member by the roster, a visitor by name), the place and score, and each
//! event's personal score card. Public, as the standings are.

use crate::support::TestApp;

#[test]
fn a_player_finds_every_event_and_card_by_name_or_from_the_standings() {
    let mut app = TestApp::with_director();
    let id = crate::printed::matchpoint_bridge(&mut app);
    for name in ["Ann Smith", "Bob Jones"] {
        assert_eq!(app.post("/members", &[("name", name)]).status, 303);
    }
    let seated = app.post(
        &format!("/events/{id}/pairs"),
        &[("ns1_a", "1"), ("ns1_vb", "Cy Guest"), ("ew2_a", "2")],
    );
    assert_eq!(seated.status, 303, "{}", seated.body);

    // The standings name each player, and each name opens the player's page.
    app.logout();
    let standings = app.get(&format!("/events/{id}/standings"));
    standings
        .has("<a href=\"/players/member/1\">Ann Smith</a>")
        .has("<a href=\"/players/visitor?name=Cy%20Guest\">Cy Guest (visitor)</a>")
        .has("Find a player's results");

    // A search by part of a name, by anyone.
    let found = app.get("/players?name=smi");
    assert_eq!(found.status, 200);
    found.has("<a href=\"/players/member/1\">Ann Smith</a>");
    app.get("/players?name=guest")
        .has("/players/visitor?name=Cy%20Guest");
    app.get("/players?name=nobody").has("id=\"none-found\"");

    let page = app.get("/players/member/1");
    assert_eq!(page.status, 200);
    page.has("Ann Smith: results")
        .has("Tuesday pairs")
        .has("Cy Guest (visitor)")
        .has("N-S 1")
        .has("Matchpoints (%)")
        .has(">4H<")
        .has(&format!("/events/{id}/pairs/ns/1/card"));
    app.get("/players/visitor?name=Cy%20Guest")
        .has("Cy Guest (visitor): results")
        .has("with Ann Smith");
    assert_eq!(app.get("/players/member/99").status, 404);
}

/// Issue 22 item 10: a second member of one name is saved with a warning at the top, and the
/// two are told apart by member number, else by order of joining, wherever names are shown or
/// chosen: the pairs' dropdowns, the standings, the search and the player's page.
#[test]
fn two_members_of_one_name_are_warned_of_and_told_apart() {
    let mut app = TestApp::with_director();
    let id = crate::printed::matchpoint_bridge(&mut app);
    assert_eq!(
        app.post("/members", &[("name", "John Smith"), ("member_no", "12")])
            .status,
        303
    );
    assert_eq!(
        app.post("/members", &[("name", "John Smith"), ("member_no", "14")])
            .status,
        303
    );
    app.get("/members").has(
        "There is already a John Smith (no. 12); this one is no. 14. Add a middle initial or a \
         member number to tell them apart.",
    );
    assert_eq!(app.post("/members", &[("name", "john smith")]).status, 303);
    app.get("/members")
        .has("this one is shown as john smith (3rd)");
    // Renaming a member to a name another has warns the same way.
    assert_eq!(app.post("/members", &[("name", "Ann Lee")]).status, 303);
    assert_eq!(app.post("/members/4", &[("name", "Ann  Lee ")]).status, 303);
    app.get("/members").lacks("There is already");
    assert_eq!(
        app.post("/members/4", &[("name", "John Smith")]).status,
        303
    );
    app.get("/members").has(
        "There is already a John Smith (no. 12) and a John Smith (no. 14) and a john smith (3rd)",
    );

    app.get(&format!("/events/{id}/pairs"))
        .has(">John Smith (no. 12)<")
        .has(">John Smith (no. 14)<")
        .has(">john smith (3rd)<")
        .lacks("(record ");
    let seated = app.post(
        &format!("/events/{id}/pairs"),
        &[("ns1_a", "1"), ("ns1_b", "3"), ("ew2_a", "2")],
    );
    assert_eq!(seated.status, 303, "{}", seated.body);
    app.logout();
    app.get(&format!("/events/{id}/standings"))
        .has("John Smith (no. 12)")
        .has("john smith (3rd)")
        .has("John Smith (no. 14)");
    app.get("/players?name=smith")
        .has(">John Smith (no. 12)</a>")
        .has(">John Smith (4th)</a>");
    app.get("/players/member/3")
        .has("john smith (3rd): results");
}
