//! Backgammon at a table (issue fx1): a money game is not called a match nor given the Crawford
//! rule, on its page or its printed settlement; the cube's words say which value to enter after
//! a refused double; a won match is said in place of the deal form, and a game after it refused;
//! the cube's owner on the form scores as the command line's doubles in turn.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

#[test]
fn a_money_game_reads_as_money_and_a_won_match_takes_no_game() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "backgammon", &["Ann", "Bob"], &[]);
    let page = app.get(&format!("/tables/{id}"));
    page.has("for money, game by game")
        .has("after a refused double: its value before that double")
        .has("if the cube stood at 2 and the loser refused a double to 4, enter 2");
    assert_eq!(
        post_deal(&mut app, id, &[("d_winner", "0"), ("d_kind", "hit")]).status,
        303
    );
    for path in [format!("/tables/{id}"), format!("/tables/{id}/settlement")] {
        let page = app.get(&path);
        assert_eq!(page.status, 200);
        for word in ["match play", "Crawford", "Match to"] {
            assert!(!page.body.contains(word), "{word} on {path}");
        }
    }

    // A match to 1: won by the first game. The page then says who won it in place of the
    // deal form; a game posted after it (a page left open) is refused, nothing saved.
    let id = guest_table(
        &mut app,
        "backgammon",
        &["Ann", "Bob"],
        &[("s_match_to", "1")],
    );
    app.get(&format!("/tables/{id}"))
        .has("Crawford")
        .has("id=\"entry\"");
    assert_eq!(
        post_deal(&mut app, id, &[("d_winner", "0"), ("d_kind", "hit")]).status,
        303
    );
    app.get(&format!("/tables/{id}"))
        .has("id=\"over\">The match is won by Ann (guest), 1–0.<")
        .has("id=\"status\">finished<")
        .lacks("id=\"entry\"")
        .lacks("Enter deal 2")
        .lacks("The game is finished and settled. A further deal");
    app.get("/tables").has("<td>finished</td>");
    let refused = post_deal(&mut app, id, &[("d_winner", "1"), ("d_kind", "hit")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("The match is won by Ann (guest), 1–0.")
        .lacks("id=\"entry\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
}

/// The form asks who owns the cube (who took the last double), as the players see it at the
/// end of a game; with the cube that is the command line's `doubles` in turn, so the deal the
/// page stores scores exactly as the same game given as doubles does. An owner the cube cannot
/// have is refused at that question.
#[test]
fn the_cubes_owner_on_the_form_scores_as_the_doubles() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "backgammon", &["Ann", "Bob"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("Who owns the cube: who took the last double?")
        .has("<select name=\"d_owner\"><option value=\"\">—</option><option value=\"0\">Ann (guest)</option><option value=\"1\">Bob (guest)</option></select>");
    // Ann doubled, Bob redoubled and Ann took: Ann owns the cube at 4; Bob's gammon pays 8.
    let posted = post_deal(
        &mut app,
        id,
        &[
            ("d_winner", "1"),
            ("d_kind", "gammon"),
            ("d_cube", "4"),
            ("d_owner", "0"),
        ],
    );
    assert_eq!(posted.status, 303, "{}", posted.body);
    let stored = stored_deals(&app, id);
    assert_eq!(
        stored[0],
        serde_json::json!({"winner": 1, "kind": "gammon", "cube": 4, "owner": 0})
    );
    let cli = |deal: serde_json::Value| {
        let out = hoyle::laws::registry::score(
            "backgammon",
            &serde_json::json!({"players": ["Ann (guest)", "Bob (guest)"], "deals": [deal]})
                .to_string(),
        )
        .unwrap();
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let by_page = cli(stored[0].clone());
    assert_eq!(
        by_page,
        cli(serde_json::json!({"winner": 1, "kind": "gammon", "doubles": [0, 1]}))
    );
    assert_eq!(by_page["deals"][0]["amounts"], serde_json::json!([-8, 8]));
    app.get(&format!("/tables/{id}")).has("with the cube at 4");
    // Nobody owns a cube of 1: refused at the question, nothing saved.
    let refused = post_deal(
        &mut app,
        id,
        &[("d_winner", "0"), ("d_kind", "hit"), ("d_owner", "1")],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_owner\"").has("nobody owns it");
    assert_eq!(stored_deals(&app, id).len(), 1);
}

/// A school table of a two-player game with both seats taken offers no join form (the law
/// would refuse whoever joined); a leave form stays.
#[test]
fn a_full_two_player_table_shows_no_join_form() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "backgammon", &["Ann", "Bob"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("id=\"table-full\"")
        .has("the game is for 2 players at most")
        .lacks("id=\"join\"")
        .has("id=\"leave\"");
}
