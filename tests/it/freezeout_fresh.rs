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

#[test]
fn the_lists_count_players_left_and_say_a_freeze_out_not_drawn_is_open() {
    let mut app = TestApp::with_director();
    let open = id_of(&make(
        &mut app,
        &names(4),
        "5",
        &[("name", "Spring freeze-out")],
    ));
    let id = id_of(&make(
        &mut app,
        &names(6),
        "5",
        &[("name", "November Freeze-out")],
    ));
    let r = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = app.post(&format!("/freezeouts/{id}/out"), &[("player", "Player 03")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let list = app.get("/freezeouts");
    list.has("5 of 6")
        .has("4 entered")
        .has("entries open, not drawn");
    let home = app.get("/");
    home.has("5 players left")
        .lacks("Freeze-out</a> <span class=\"muted\">freeze-out")
        .has("entries open, not drawn");
    let _ = open;
}

#[test]
fn the_projector_clock_shows_no_controls_and_stops_at_the_winner() {
    let mut app = TestApp::with_director();
    let id = id_of(&make(&mut app, &names(3), "5", &[]));
    let r = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "start")]);
    let director = follow(&mut app, &r);
    director
        .has("The clock has started.")
        .has("id=\"clock-controls\"");
    let plain = app.get(&format!("/freezeouts/{id}/clock"));
    plain
        .lacks("id=\"clock-controls\"")
        .lacks("Pause")
        .lacks("The freeze-out's page")
        .has("data-running=\"yes\"");
    for p in ["Player 01", "Player 02"] {
        let r = app.post(&format!("/freezeouts/{id}/out"), &[("player", p)]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    app.get(&format!("/freezeouts/{id}/clock"))
        .has("id=\"finished\">Finished")
        .lacks("data-running=\"yes\"");
    // The final bust taken back: play goes on with the clock paused.
    let r = app.post(&format!("/freezeouts/{id}/undo"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    app.get(&format!("/freezeouts/{id}/clock"))
        .has("id=\"paused\"")
        .has("data-running=\"no\"");
}

#[test]
fn the_standings_say_places_count_every_entry_late_ones_too() {
    let mut app = TestApp::with_director();
    let id = id_of(&make(&mut app, &names(6), "5", &[]));
    let r = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = app.post(&format!("/freezeouts/{id}/out"), &[("player", "Player 01")]);
    assert_eq!(r.status, 303, "{}", r.body);
    for n in ["Late 1", "Late 2", "Late 3", "Late 4"] {
        let r = app.post(&format!("/freezeouts/{id}/entries"), &[("name", n)]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let state = stored(&app, id).played().unwrap().state;
    assert_eq!(state.place_of("Player 01"), Some(10));
    app.get(&format!("/freezeouts/{id}/standings"))
        .has("the first of the 10 entries to go out is placed 10")
        .has("a player who went out before late entries came is placed below them")
        .lacks("takes the place of the players left when he went out");
}

#[test]
fn the_csv_writes_money_and_times_as_the_page_and_print_shows_the_club() {
    let mut app = TestApp::with_director();
    let r = app.post(
        "/club",
        &[
            ("name", "Portland Club"),
            ("time_zone", "Europe/London"),
            ("money", "decimal"),
            ("currency", "£"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let id = id_of(&make(&mut app, &names(3), "5", &[]));
    let r = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    for p in ["Player 01", "Player 02"] {
        let r = app.post(&format!("/freezeouts/{id}/out"), &[("player", p)]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let csv = app.get(&format!("/freezeouts/{id}/standings.csv")).body;
    assert!(csv.contains(",£15.00,1500,"), "{csv}");
    assert!(csv.contains(" GMT"), "{csv}");
    assert!(!csv.contains("Z\n") && !csv.contains("Z\r"), "{csv}");
    let page = app.get(&format!("/freezeouts/{id}/standings"));
    page.has("£15.00").has(" GMT");
    for path in ["", "/standings", "/seats"] {
        app.get(&format!("/freezeouts/{id}{path}"))
            .has("class=\"club-name\">Portland Club<");
    }
    // The book's lines behind the fold, not said openly.
    let page = app.get(&format!("/freezeouts/{id}"));
    page.has(
        "<details class=\"book\"><summary>From the book</summary><p>Freeze out: seed 001 L4920",
    );
    assert_eq!(page.body.matches("L4920").count(), 1);
}
