//! What a director running an evening for the first time met (issue 22, second run): a closed
//! event's table code, a relay Mitchell for an odd number of pairs, the whist slip's revoke,
//! the club's name and the seats on the standings and score cards, one-field places, the
//! player search.

use hoyle::db::events;

use crate::support::{TestApp, event_by_offers};

fn seven_pairs(app: &mut TestApp, movement: &str) -> (String, i64) {
    let form = [
        ("name", "Seven pairs"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", "7"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", ""),
    ];
    let (page, id) = event_by_offers(app, &form, movement);
    (page.body, id)
}

/// Seven pairs in a relay Mitchell: the offer says a pair sits out, as the plain Mitchell's
/// does, and the event is made with E-W 4 sitting out (24 results, not 32); so is the plain
/// Mitchell's.
#[test]
fn a_mitchell_for_seven_pairs_is_made_with_a_pair_sitting_out() {
    let mut app = TestApp::with_director();
    for movement in ["mitchell-relay", "mitchell"] {
        let (offers, id) = seven_pairs(&mut app, movement);
        let at = offers.find(&format!("value=\"{movement}\"")).unwrap();
        let offer = &offers[at..];
        let offer = &offer[..offer[1..].find("class=\"offer\"").unwrap_or(offer.len())];
        assert!(
            offer.contains("one pair sits out each round"),
            "{movement}: {offer}"
        );
        let page = app.get(&format!("/events/{id}"));
        page.has("0 of 24 entered").lacks("0 of 32");
        let pairs = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
        let out = events::sitting_out(&pairs);
        assert_eq!(
            out,
            [(hoyle::laws::duplicate::Direction::Ew, 4)],
            "{movement}"
        );
    }
}
