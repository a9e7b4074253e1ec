//! Backgammon at a table (issue fx1): a money game is not called a match nor given the Crawford
//! rule, on its page or its printed settlement; the cube's words say which value to enter after
//! a refused double; a game after the match is won is refused at its field.

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

    // A match to 1: won by the first game; a second is refused at "Who won the game".
    let id = guest_table(
        &mut app,
        "backgammon",
        &["Ann", "Bob"],
        &[("s_match_to", "1")],
    );
    app.get(&format!("/tables/{id}")).has("Crawford");
    assert_eq!(
        post_deal(&mut app, id, &[("d_winner", "0"), ("d_kind", "hit")]).status,
        303
    );
    let refused = post_deal(&mut app, id, &[("d_winner", "1"), ("d_kind", "hit")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("id=\"error-d_winner\"")
        .has("the match to 1 is over");
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
