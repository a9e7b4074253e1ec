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
    found.has("<a href=\"/players/member/1\">Ann Smith (record 1)</a>");
    app.get("/players?name=guest")
        .has("/players/visitor?name=Cy%20Guest");
    app.get("/players?name=nobody").has("id=\"none-found\"");

    let page = app.get("/players/member/1");
    assert_eq!(page.status, 200);
    page.has("Ann Smith (record 1): results")
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
