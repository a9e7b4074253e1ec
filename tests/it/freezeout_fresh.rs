//! Freeze-outs as a poker director met them with fresh eyes: a bust taken back calls the moved
//! players back, the counts say players left, the projector clock shows no controls, the places
//! are said as the code counts them, balancing prefers a player not yet moved, the average is
//! rounded, the CSV speaks as the page does, the book behind its fold and the club on print.

use crate::freezeout::{follow, id_of, make, names, stored};
use crate::support::{TestApp, saved_word};

/// Puts out the first player at table 1 until a bust breaks a table; returns the flash it left.
fn bust_until_a_break(app: &mut TestApp, id: i64) -> String {
    loop {
        let played = stored(app, id).played().unwrap();
        let tables = played.state.tables();
        assert!(tables.len() > 1, "no table was broken");
        let out = tables[0].seats.iter().flatten().next().unwrap().clone();
        let r = app.post(
            &format!("/freezeouts/{id}/out"),
            &[("player", out.as_str())],
        );
        let page = follow(app, &r);
        let said = saved_word(&page.body).unwrap().to_owned();
        if stored(app, id).played().unwrap().state.tables().len() < tables.len() {
            return said;
        }
    }
}

#[test]
fn taking_back_a_bust_that_broke_a_table_calls_the_moved_players_back() {
    let mut app = TestApp::with_director();
    let id = id_of(&make(&mut app, &names(9), "5", &[]));
    let r = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let said = bust_until_a_break(&mut app, id);
    assert!(said.contains("Call out:"), "{said}");
    let before = stored(&app, id).played().unwrap().state;
    let r = app.post(&format!("/freezeouts/{id}/undo"), &[]);
    let page = follow(&mut app, &r);
    let back = saved_word(&page.body).unwrap().to_owned();
    let after = stored(&app, id).played().unwrap().state;
    assert!(back.contains("is back in play, at table"), "{back}");
    assert!(back.contains("Call back: "), "{back}");
    let mut called = 0;
    for name in before.entries() {
        if let (Some(from), Some(to)) = (before.seat_of(name), after.seat_of(name))
            && from != to
        {
            called += 1;
            assert!(back.contains(&format!("{name}: {from} → {to}")), "{back}");
        }
    }
    assert!(called >= 2, "{back}");
}
