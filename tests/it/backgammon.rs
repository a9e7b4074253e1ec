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
        .has("id=\"over\">Match to 1: Ann (guest) won 1–0.<")
        .has("id=\"status\">finished<")
        .lacks("id=\"entry\"")
        .lacks("Enter deal 2")
        .lacks("The game is finished and settled. A further deal");
    app.get("/tables").has("<td>finished</td>");
    let refused = post_deal(&mut app, id, &[("d_winner", "1"), ("d_kind", "hit")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("Match to 1: Ann (guest) won 1–0.")
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

/// A money table took a cube of 4 with nobody owning it (fc 3): the form asks the owner beside
/// the cube, and a cube turned has one, so the table refuses it at the owner's question with
/// the reason, nothing saved; with the owner it stands. The command line keeps the cube alone.
#[test]
fn a_cube_turned_without_its_owner_is_refused_at_the_owner() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "backgammon", &["Ann", "Bob"], &[]);
    let refused = post_deal(
        &mut app,
        id,
        &[("d_winner", "0"), ("d_kind", "hit"), ("d_cube", "4")],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("id=\"error-d_owner\"")
        .has("the cube at 4 was turned")
        .has("say who took the last double");
    assert!(stored_deals(&app, id).is_empty());
    let posted = post_deal(
        &mut app,
        id,
        &[
            ("d_winner", "0"),
            ("d_kind", "hit"),
            ("d_cube", "4"),
            ("d_owner", "0"),
        ],
    );
    assert_eq!(posted.status, 303, "{}", posted.body);
    // A first double refused leaves the cube at 1 and nobody owning it.
    let posted = post_deal(
        &mut app,
        id,
        &[
            ("d_winner", "1"),
            ("d_kind", "hit"),
            ("d_cube", "1"),
            ("d_declined", "on"),
        ],
    );
    assert_eq!(posted.status, 303, "{}", posted.body);
    assert_eq!(stored_deals(&app, id).len(), 2);
}

/// A match to 5 that Ann wins 5–4 (fc 1, 2, 4, 5): the pad writes each player's match score
/// after each game, the winner's with the points the game gave, not money play's running
/// differences; the cube in its owner's cell, a refused double and the Crawford game in the
/// cells a phone shows (the note is left off at 390 px); its entries are "Game"s; the foot and
/// the settlement, on the page and printed, say the match was won and what it pays "for the
/// match". The form's choices of how far the loser got are short enough for a phone.
#[test]
fn a_match_reads_as_a_match_game_by_game() {
    let mut app = TestApp::with_director();
    let id = guest_table(
        &mut app,
        "backgammon",
        &["Ann", "Bob"],
        &[("s_match_to", "5")],
    );
    app.get(&format!("/tables/{id}"))
        .has("<h2 class=\"no-print\">Game 1</h2>")
        .has("Enter game 1</button>")
        .has(">A hit: some men borne off (single)</option>")
        .has(">A gammon: none borne off (double)</option>")
        .has(">A backgammon: none off, a man back</option>")
        .has("he had borne off none and had a man on the bar or in the winner&#39;s home table")
        .lacks("He had borne off none and had a man on the bar");
    let games: [&[(&str, &str)]; 5] = [
        // Ann's hit, Bob having doubled and Ann taken: Ann owns the cube at 2. 2–0.
        &[
            ("d_winner", "0"),
            ("d_kind", "hit"),
            ("d_cube", "2"),
            ("d_owner", "0"),
        ],
        // Bob's gammon. 2–2.
        &[("d_winner", "1"), ("d_kind", "gammon")],
        // Bob refuses Ann's first double. 3–2.
        &[
            ("d_winner", "0"),
            ("d_kind", "hit"),
            ("d_cube", "1"),
            ("d_declined", "on"),
        ],
        // Bob's hit at 2, Bob owning the cube: 3–4, the next game the Crawford game.
        &[
            ("d_winner", "1"),
            ("d_kind", "hit"),
            ("d_cube", "2"),
            ("d_owner", "1"),
        ],
        // Ann's gammon in the Crawford game: 5–4, the match hers.
        &[("d_winner", "0"), ("d_kind", "gammon")],
    ];
    for (i, game) in games.iter().enumerate() {
        let posted = post_deal(&mut app, id, game);
        assert_eq!(posted.status, 303, "game {}: {}", i + 1, posted.body);
    }
    let page = app.get(&format!("/tables/{id}"));
    page.has("id=\"over\">Match to 5: Ann (guest) won 5–4.<")
        .has("<th class=\"num\">Game</th>")
        // The match score after each game, the winner's with its points.
        .has("<div>2 (+2)</div>")
        .has("<div>2</div></td><td class=\"num\"><div>2 (+2)</div>")
        .has("<div>5 (+2)</div>")
        .lacks(" now ")
        // The cube, the refused double and the Crawford game in the players' cells.
        .has("<div>owns cube 2</div>")
        .has("<div>refused a double</div>")
        .has("<div>Crawford game</div>")
        // The foot: the match won, paid for the match.
        .has("<strong>Match to 5</strong>")
        .has("Ann (guest) won 5–4; 5 games; Bob (guest) pays Ann (guest) 1 for the match")
        // The settlement beside the pad.
        .has("<li>Match to 5: Ann (guest) won 5–4.</li>")
        .has("Bob (guest) pays Ann (guest) 1 counter = ");
    assert!(page.body.contains("for the match</li>"), "{}", page.body);
    let printed = app.get(&format!("/tables/{id}/settlement"));
    printed
        .has("<li>Match to 5: Ann (guest) won 5–4.</li>")
        .has("for the match</li>");
}

/// Money play keeps its counters and running balances (fc 1), the cube written in its owner's
/// cell (fc 2); its entries are games too (fc 4).
#[test]
fn money_play_keeps_its_balances_and_shows_the_cube() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "backgammon", &["Ann", "Bob"], &[]);
    let posted = post_deal(
        &mut app,
        id,
        &[
            ("d_winner", "1"),
            ("d_kind", "hit"),
            ("d_cube", "4"),
            ("d_owner", "0"),
        ],
    );
    assert_eq!(posted.status, 303, "{}", posted.body);
    app.get(&format!("/tables/{id}"))
        .has("<th class=\"num\">Game</th>")
        .has("<strong>the sitting</strong>")
        .has("<div>owns cube 4</div>")
        .has("4 now 4")
        .has("Enter game 2</button>")
        .has("Delete game 1</button>")
        .lacks("for the match");
}
