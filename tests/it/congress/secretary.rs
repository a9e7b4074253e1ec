//! What a skat secretary met who had never read the code (issue 22): the standings speak of
//! as many series as were drawn, the printed sheet fits its page, the deal form's defaults
//! agree, names pasted in stay linked to the roster, and the club's name heads printed pages.

use super::*;
use crate::congress::codes::two_tables;

/// With one series drawn the standings do not speak of "the two series".
#[test]
fn the_standings_count_the_series_drawn() {
    let mut app = TestApp::with_director();
    let id = two_tables(&mut app);
    app.get(&format!("/congresses/{id}/standings"))
        .lacks("the two series")
        .has("sheet is an entry of its own.");
}

/// The deal form opens with nothing chosen: no player beside no game, not "a Ramsch" beside a
/// Tournee the browser showed as the first game.
#[test]
fn the_deal_form_opens_with_neither_a_player_nor_a_game_chosen() {
    let mut app = TestApp::with_director();
    let id = two_tables(&mut app);
    let sheet = app.get(&format!("/congresses/{id}/series/1/tables/1"));
    sheet
        .has("<select name=\"game\"><option value=\"\">— choose the game —</option>")
        .has("<select name=\"declarer\"><option value=\"\">— none chosen (none at a Ramsch) —</option>")
        .lacks("nobody: a Ramsch");
}

/// A name pasted into the entry list that is a roster member's is that member: the "member"
/// list stops offering him, as it does a member registered one at a time.
#[test]
fn a_pasted_member_s_name_is_linked_to_the_roster_and_no_longer_offered() {
    let mut app = TestApp::with_director();
    let new = hoyle::db::members::NewMember::new("Ann Member", "", "").unwrap();
    let ann = hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new))
        .unwrap()
        .id;
    let made = app.post(
        "/congresses",
        &[
            ("name", "Pasted skat"),
            ("date", "1926-11-12"),
            ("rounds", "1"),
            ("tables", "threes"),
        ],
    );
    ok(&made);
    let id = crate::support::created_id(&made, "/congresses/");
    let option = format!("<option value=\"{ann}\">Ann Member</option>");
    app.get(&format!("/congresses/{id}")).has(&option);
    let pasted = app.post(
        &format!("/congresses/{id}/players"),
        &[("names", "Ann Member\nVera Visitor\n")],
    );
    ok(&pasted);
    app.get(&format!("/congresses/{id}"))
        .lacks(&option)
        .has("2 players registered from the list (one of them a member of the club).");
    let players = stored(&app, id).congress.players;
    let linked: Vec<_> = players
        .iter()
        .map(|p| (p.name.as_str(), p.member_id))
        .collect();
    assert!(linked.contains(&("Ann Member", Some(ann))), "{linked:?}");
    assert!(linked.contains(&("Vera Visitor", None)), "{linked:?}");
}
