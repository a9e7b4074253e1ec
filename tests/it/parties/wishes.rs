//! The hostess's wishes of issue 22: a number of rounds, Foster's plan as a tie-breaker and for
//! other games' totals, a whist drive's tally of tricks, and what fresh eyes met at the party.

use super::*;

/// A party set to play two rounds says "Round 2 of 2", and after the second offers only to
/// end: no seating, table card, entry form or round 3 is offered or taken.
#[test]
fn a_party_of_two_rounds_stops_after_the_second() {
    let mut app = TestApp::with_director();
    let refused = euchre(&mut app, &[("rounds", "0")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(
        refused.body.contains("a number of rounds from 1 to"),
        "{}",
        refused.body
    );
    let reply = euchre(&mut app, &[("rounds", "2")]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id = party_id(&reply);
    assert!(
        app.get(&format!("/parties/{id}"))
            .body
            .contains("Round 1 of 2")
    );
    first_round(&mut app, id);
    assert!(
        app.get(&format!("/parties/{id}"))
            .body
            .contains("Round 2 of 2")
    );
    let second = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "2"),
            ("t1_winner", "L1"),
            ("t2_winner", "L3"),
            ("t3_winner", "L6"),
        ],
    );
    assert_eq!(second.status, 303, "{}", second.body);
    let page = app.get(&format!("/parties/{id}")).body;
    assert!(page.contains("id=\"all-played\""), "{page}");
    assert!(page.contains("id=\"end-form\""), "{page}");
    assert!(!page.contains("round 3"), "{page}");
    assert!(!page.contains("Round 3"), "{page}");
    let seating = app.get(&format!("/parties/{id}/seating")).body;
    assert!(
        seating.contains("Round 2 was the party's last"),
        "{seating}"
    );
    assert!(!seating.contains("round 3"), "{seating}");
    let cards = app.get(&format!("/parties/{id}/cards")).body;
    assert!(!cards.contains("Round 3"), "{cards}");
    assert_eq!(app.get(&format!("/parties/{id}/round")).status, 303);
    let third = app.post(
        &format!("/parties/{id}/round"),
        &[("round", "3"), ("t1_winner", "L1")],
    );
    assert_eq!(third.status, 422, "{}", third.body);
    assert!(
        third.body.contains("set to play 2 rounds"),
        "{}",
        third.body
    );
    assert!(stored(&app, id).results.get(&3).is_none());
    let end = app.post(&format!("/parties/{id}/end"), &[("confirm", "yes")]);
    assert_eq!(end.status, 303, "{}", end.body);
    assert!(
        app.get(&format!("/parties/{id}"))
            .body
            .contains("after round 2")
    );
}
