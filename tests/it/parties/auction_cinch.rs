//! Progressive auction and cinch: the bell rule on the form, net reckoning, a cinch party.

use super::*;

/// The party's standings as the JSON API gives them.
fn standings_json(app: &mut TestApp, id: i64) -> serde_json::Value {
    let api = app.get(&format!("/api/v1/parties/{id}/standings"));
    serde_json::from_str(&api.body).unwrap()
}

/// `who`'s line in the API's standings.
fn standing<'a>(body: &'a serde_json::Value, who: &str) -> Option<&'a serde_json::Value> {
    body["standings"]
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["player"] == who))
}

/// The bell's rule (seed 001 L6397–6404) is a setting: by the mode unless chosen, and the round
/// page tells the director which points to enter.
#[test]
fn the_bell_rule_is_chosen_on_the_form_and_said_on_the_round_page() {
    let (mut app, id) = three_tables();
    app.get(&format!("/parties/{id}/round"))
        .has("At the bell play stops at once");
    assert_eq!(stored(&app, id).settings.scoring.at_bell, None);
    let reply = euchre(&mut app, &[("at_bell", "finish_hand")]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let other = party_id(&reply);
    app.get(&format!("/parties/{other}/round"))
        .has("plays out the hand in progress");
    app.get(&format!("/parties/{other}")).has("finish_hand");
    let refused = euchre(&mut app, &[("at_bell", "sometimes")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
}

/// Progressive auction reckoned net (seed 001 L2891–2896): table 1 ends 300 to 120 and table 2
/// 80 to 210, so the side ahead keeps 180 and 130 and the others nothing.
#[test]
fn a_net_progressive_auction_keeps_the_difference() {
    let mut app = TestApp::with_director();
    let id = new_party(
        &mut app,
        &[
            ("kind", "progressive-auction"),
            ("name", "Auction, net"),
            ("date", "1927-02-11"),
            ("guests", EUCHRE_GUESTS),
            ("seed", "7"),
            ("reckoning", "net"),
        ],
    );
    app.get(&format!("/parties/{id}")).has("net");
    let reply = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_points_a", "300"),
            ("t1_points_b", "120"),
            ("t2_points_a", "80"),
            ("t2_points_b", "210"),
            ("t3_points_a", "150"),
            ("t3_points_b", "150"),
            ("t3_winner", "L5"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let body = standings_json(&mut app, id);
    let points = |who: &str| standing(&body, who).map(|r| r["points"].clone());
    assert_eq!(points("L1"), Some(serde_json::json!(180)));
    assert_eq!(points("L2"), Some(serde_json::json!(0)));
    assert_eq!(points("G4"), Some(serde_json::json!(130)));
    assert_eq!(points("G3"), Some(serde_json::json!(0)));
    assert_eq!(points("L5"), Some(serde_json::json!(0)));
}

/// Progressive cinch (seed 001 L10449–10459): the round page says the bell rings at 32 and play
/// stops at once; a tie at the bell goes whole to the side that wins the cut ("ties may cut to
/// progress and score", named first), and the side with more points progresses.
#[test]
fn a_progressive_cinch_party() {
    let mut app = TestApp::with_director();
    let id = new_party(
        &mut app,
        &[
            ("kind", "cinch"),
            ("name", "Cinch"),
            ("date", "1927-02-11"),
            ("guests", EUCHRE_GUESTS),
            ("seed", "2"),
        ],
    );
    app.get(&format!("/parties/{id}/round"))
        .has("the side first scoring 32 points rings it")
        .has("At the bell play stops at once");
    let reply = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_points_a", "32"),
            ("t1_points_b", "20"),
            ("t2_points_a", "17"),
            ("t2_points_b", "17"),
            ("t2_winner", "L4"),
            ("t3_points_a", "9"),
            ("t3_points_b", "25"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let body = standings_json(&mut app, id);
    let games =
        |who: &str| standing(&body, who).and_then(|r| r["games"].as_str().map(str::to_owned));
    // The cut's winners at table 2 (L4's side) take the whole game.
    assert_eq!(games("L4").as_deref(), Some("1"));
    assert_eq!(games("L3").as_deref(), Some("0"));
    assert_eq!(games("L1").as_deref(), Some("1"));
    assert_eq!(games("L6").as_deref(), Some("1"));
    // Sixty-three is cinch's party with four hands a round in place of the bell (L10474–10476).
    let id = new_party(
        &mut app,
        &[
            ("kind", "sixty-three"),
            ("name", "Sixty-three"),
            ("date", "1927-02-11"),
            ("guests", EUCHRE_GUESTS),
            ("seed", "2"),
        ],
    );
    app.get(&format!("/parties/{id}/round"))
        .has("Four hands are played at each table");
}
