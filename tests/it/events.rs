//! Events over HTTP: creating one, pairs, the printed movement, and result entry by slip and
//! by traveller, including refusals, corrections and the final lock.

use hoyle::db::{events, results};

use crate::support::{Reply, TestApp};

fn new_event(app: &mut TestApp, tables: &str, rounds: &str) -> Reply {
    app.post(
        "/events",
        &[
            ("name", "Tuesday duplicate"),
            ("date", "1927-03-08"),
            ("season", ""),
            ("game", "whist"),
            ("tables", tables),
            ("boards_per_round", "4"),
            ("rounds", rounds),
            ("revoke_rule", "general"),
        ],
    )
}

/// A logged-in app with one 7-table, 4-boards-a-round whist event; returns its id.
fn seven_tables() -> (TestApp, i64) {
    let mut app = TestApp::with_director();
    let reply = new_event(&mut app, "7", "");
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.unwrap();
    let id = location.trim_start_matches("/events/").parse().unwrap();
    (app, id)
}

fn stored(app: &TestApp, id: i64) -> Vec<results::Stored> {
    hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap()
}

#[test]
fn creates_an_event_and_shows_its_page() {
    let (mut app, id) = seven_tables();
    let page = app.get(&format!("/events/{id}"));
    assert_eq!(page.status, 200);
    page.has("Tuesday duplicate")
        .has("8 Mar 1927")
        .has("General rule")
        .has("badge provisional")
        .has("0 of 196 entered")
        .has(&format!("/events/{id}/print/schedule"))
        .has(&format!("/events/{id}/standings.csv"))
        .has(&format!("/events/{id}/boards/28\""));
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert_eq!(
        (event.tables, event.rounds, event.season.as_str()),
        (7, 7, "1927")
    );
    // The page is public.
    app.logout();
    assert_eq!(app.get(&format!("/events/{id}")).status, 200);
}

#[test]
fn bad_event_inputs_come_back_at_their_fields() {
    let mut app = TestApp::with_director();
    let zero = new_event(&mut app, "0", "");
    assert_eq!(zero.status, 422);
    zero.has("id=\"error-tables\"")
        .has("value=\"Tuesday duplicate\"");
    let too_many_rounds = new_event(&mut app, "7", "9");
    assert_eq!(too_many_rounds.status, 422);
    too_many_rounds
        .has("id=\"error-rounds\"")
        .has("value=\"9\"");
    let words = new_event(&mut app, "seven", "");
    assert_eq!(words.status, 422);
    words
        .has("id=\"error-tables\"")
        .has("whole number")
        .has("value=\"seven\"")
        .has("value=\"1927-03-08\"");
    let no_date = app.post(
        "/events",
        &[
            ("name", ""),
            ("date", "8 March"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("game", "whist"),
            ("revoke_rule", "pair"),
        ],
    );
    assert_eq!(no_date.status, 422);
    no_date.has("id=\"error-date\"").has("id=\"error-name\"");
    assert!(hoyle::db::read(&app.pool, events::list).unwrap().is_empty());
}

fn add_member(app: &TestApp, name: &str) -> String {
    let new = hoyle::db::members::NewMember::new(name, "", "").unwrap();
    let member = hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new)).unwrap();
    member.id.to_string()
}

#[test]
fn assigns_members_to_pairs_in_one_go() {
    let (mut app, id) = seven_tables();
    let ann = add_member(&app, "Ann Abbott");
    let bob = add_member(&app, "Bob Brown");
    let cat = add_member(&app, "Cat Cole");
    let form = app.get(&format!("/events/{id}/pairs"));
    assert_eq!(form.status, 200);
    form.has("name=\"ew7_b\"").has("Cat Cole");
    let saved = app.post(
        &format!("/events/{id}/pairs"),
        &[
            ("ns1_a", &ann),
            ("ns1_b", &bob),
            ("ew3_a", &cat),
            ("ew3_b", ""),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get(&format!("/events/{id}"))
        .has("Ann Abbott &#38; Bob Brown");
    // Ann in two pairs: refused, and nothing of the form is saved.
    let refused = app.post(
        &format!("/events/{id}/pairs"),
        &[
            ("ns1_a", &cat),
            ("ns1_b", &bob),
            ("ew2_a", &ann),
            ("ew2_b", &ann),
        ],
    );
    assert_eq!(refused.status, 422);
    refused.has("id=\"error-ew2\"");
    let not_a_number = app.post(&format!("/events/{id}/pairs"), &[("ns4_a", "Ann")]);
    assert_eq!(not_a_number.status, 422);
    not_a_number.has("id=\"error-ns4\"");
    let pairs = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
    assert_eq!(pairs[0].names(), "Ann Abbott & Bob Brown");
    // Swapping members between pairs works in one form.
    let swapped = app.post(
        &format!("/events/{id}/pairs"),
        &[("ns1_a", &cat), ("ew3_a", &ann), ("ew3_b", &bob)],
    );
    assert_eq!(swapped.status, 303, "{}", swapped.body);
    let pairs = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
    assert_eq!(pairs[0].names(), "Cat Cole");
}

#[test]
fn print_pages_show_the_movement() {
    let (mut app, id) = seven_tables();
    app.logout();
    let schedule = app.get(&format!("/events/{id}/print/schedule"));
    assert_eq!(schedule.status, 200);
    schedule
        .has("id=\"r1t4\"><b>13–16</b> <span class=\"muted\">E-W 4</span>")
        .has("id=\"r2t1\"><b>5–8</b> <span class=\"muted\">E-W 7</span>");
    let guide = app.get(&format!("/events/{id}/print/guide-cards"));
    assert_eq!(guide.status, 200);
    guide
        .has("id=\"t1r2\"><td>2</td><td>7</td><td>5–8</td><td>table 7</td><td>table 2</td>")
        .has("id=\"table-7\"");
    let travellers = app.get(&format!("/events/{id}/print/travellers"));
    assert_eq!(travellers.status, 200);
    travellers
        .has("id=\"board-28\"")
        .has("N-S tricks")
        .lacks("id=\"board-29\"");
    let cards = app.get(&format!("/events/{id}/print/movement-cards"));
    assert_eq!(cards.status, 200);
    cards.has("id=\"round-7\"").has("id=\"ew-7\"");
    assert_eq!(app.get(&format!("/events/{id}/print/nothing")).status, 404);
}

#[test]
fn slip_saves_several_boards_at_once() {
    let (mut app, id) = seven_tables();
    let slip = app.get(&format!("/events/{id}/entry?round=2&table=1"));
    assert_eq!(slip.status, 200);
    slip.has("name=\"ns_tricks_5\"")
        .has("name=\"ns_tricks_8\"")
        .has("E-W 7");
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "2"),
            ("table", "1"),
            ("ns_tricks_5", "7"),
            ("ns_tricks_6", "9"),
            ("ns_tricks_7", "5"),
            ("revoke_by_7", "EW"),
            ("revoke_count_7", "1"),
            ("revoke_tricks_before_7", "2"),
            ("ns_tricks_8", ""),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert_eq!(
        saved.location.as_deref(),
        Some(&*format!("/events/{id}/entry?round=2&table=2"))
    );
    let rows = stored(&app, id);
    assert_eq!(rows.len(), 3);
    assert!(
        rows.iter()
            .all(|r| r.ns == 1 && r.ew == 7 && r.round == 2 && r.table == 1)
    );
    // The slip shows what was entered; saving it again with one change corrects that row.
    app.get(&format!("/events/{id}/entry?round=2&table=1"))
        .has("name=\"ns_tricks_6\" inputmode=\"numeric\" size=\"3\" value=\"9\"");
    let again = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "2"),
            ("table", "1"),
            ("version_5", "1"),
            ("ns_tricks_5", "7"),
            ("version_6", "1"),
            ("ns_tricks_6", "10"),
            ("version_7", "1"),
            ("ns_tricks_7", "5"),
            ("revoke_by_7", "EW"),
            ("revoke_count_7", "1"),
            ("revoke_tricks_before_7", "2"),
            ("confirm", "yes"),
        ],
    );
    assert_eq!(again.status, 303, "{}", again.body);
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(6))).unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[1].action, "corrected");
}

#[test]
fn wrong_entries_are_refused_and_nothing_is_saved() {
    let (mut app, id) = seven_tables();
    // Board 9 is not at table 1 in round 1.
    let stray = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("ns_tricks_1", "7"),
            ("ns_tricks_9", "8"),
        ],
    );
    assert_eq!(stray.status, 422);
    stray
        .has("Board 9 is not played at table 1 in round 1")
        .has("value=\"7\"");
    let out_of_range = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("ns_tricks_1", "7"),
            ("ns_tricks_2", "14"),
        ],
    );
    assert_eq!(out_of_range.status, 422);
    out_of_range
        .has("id=\"error-ns_tricks_2\"")
        .has("value=\"14\"");
    let no_table = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "8"), ("ns_tricks_1", "7")],
    );
    assert_eq!(no_table.status, 422);
    no_table.has("id=\"error-table\"");
    let words = app.get(&format!("/events/{id}/entry?round=one&table=1"));
    assert_eq!(words.status, 422);
    words.has("id=\"error-round\"");
    // On the traveller: N-S 2 and E-W 5 never meet over board 1.
    let wrong_pairs = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "2"), ("ew", "5"), ("ns_tricks_new", "7")],
    );
    assert_eq!(wrong_pairs.status, 422);
    wrong_pairs.has("not played by N-S 2 against E-W 5");
    let unknown_pair = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "9"), ("ew", "1"), ("ns_tricks_new", "7")],
    );
    assert_eq!(unknown_pair.status, 422);
    unknown_pair.has("id=\"error-ns\"");
    assert!(stored(&app, id).is_empty());
}

#[test]
fn second_result_is_refused_and_corrections_keep_history() {
    let (mut app, id) = seven_tables();
    let first = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "7")],
    );
    assert_eq!(first.status, 303, "{}", first.body);
    let second = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "9")],
    );
    assert_eq!(second.status, 422);
    second.has("already has a result");
    let rid = stored(&app, id)[0].id;
    let bad = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[(&*format!("ns_tricks_{rid}"), "x")],
    );
    assert_eq!(bad.status, 422);
    bad.has(&format!("id=\"error-ns_tricks_{rid}\""));
    let corrected = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[(&*format!("ns_tricks_{rid}"), "8")],
    );
    assert_eq!(corrected.status, 303, "{}", corrected.body);
    // Board 1 comes to table 7 in round 2, where N-S 7 meet E-W 6.
    let other = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "7"), ("ew", "6"), ("ns_tricks_new", "5")],
    );
    assert_eq!(other.status, 303, "{}", other.body);
    app.logout();
    let board = app.get(&format!("/events/{id}/boards/1"));
    board
        .has("N-S average <strong>6.50</strong>")
        .has("id=\"row-r2\"");
    assert_eq!(board.status, 200);
    board
        .has("<td>corrected</td>")
        .has("<td>N-S 7 tricks</td><td>N-S 8 tricks</td>")
        .has("<td>Director</td>")
        .lacks("name=\"ns_tricks_new\"");
}

#[test]
fn final_event_refuses_entry_until_reopened() {
    let (mut app, id) = seven_tables();
    assert_eq!(
        app.post(&format!("/events/{id}/final"), &[("confirm", "yes")])
            .status,
        303
    );
    app.get(&format!("/events/{id}"))
        .has("badge final")
        .has("marked final");
    let slip = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "1"), ("ns_tricks_1", "7")],
    );
    assert_eq!(slip.status, 422);
    slip.has("re-open it first");
    let traveller = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "7")],
    );
    assert_eq!(traveller.status, 422);
    traveller.has("re-open");
    assert!(stored(&app, id).is_empty());
    assert_eq!(app.post(&format!("/events/{id}/reopen"), &[]).status, 303);
    app.get(&format!("/events/{id}"))
        .has("re-opened")
        .has("badge provisional");
    let slip = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "1"), ("ns_tricks_1", "7")],
    );
    assert_eq!(slip.status, 303, "{}", slip.body);
    assert_eq!(stored(&app, id).len(), 1);
}

#[test]
fn anonymous_posts_go_to_login_and_save_nothing() {
    let (mut app, id) = seven_tables();
    app.logout();
    let attempts = [
        app.post(
            "/events",
            &[
                ("name", "X"),
                ("date", "1927-01-01"),
                ("tables", "3"),
                ("boards_per_round", "2"),
            ],
        ),
        app.post(
            &format!("/events/{id}/entry"),
            &[("round", "1"), ("table", "1"), ("ns_tricks_1", "7")],
        ),
        app.post(
            &format!("/events/{id}/boards/1"),
            &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "7")],
        ),
        app.post(&format!("/events/{id}/final"), &[]),
        app.post(&format!("/events/{id}/pairs"), &[]),
    ];
    for reply in attempts {
        assert_eq!(reply.status, 303);
        assert_eq!(reply.location.as_deref(), Some("/login"));
    }
    assert_eq!(
        app.get(&format!("/events/{id}/entry?round=1&table=1"))
            .status,
        303
    );
    assert_eq!(app.get("/events/new").status, 303);
    assert!(stored(&app, id).is_empty());
    let all = hoyle::db::read(&app.pool, events::list).unwrap();
    assert_eq!(all.len(), 1);
    assert!(!all[0].is_final());
}

#[test]
fn auction_slip_takes_points() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/events",
        &[
            ("name", "Compass night"),
            ("date", "1927-03-09"),
            ("game", "auction"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id: i64 = reply.location.unwrap()["/events/".len()..].parse().unwrap();
    app.get(&format!("/events/{id}/print/travellers"))
        .has("N-S points");
    let bad = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("ns_points_1", "420"),
            ("ew_points_1", "lots"),
        ],
    );
    assert_eq!(bad.status, 422);
    bad.has("id=\"error-ew_points_1\"").has("value=\"420\"");
    let good = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("ns_points_1", "420"),
            ("ew_points_1", "310"),
        ],
    );
    assert_eq!(good.status, 303, "{}", good.body);
    app.get(&format!("/events/{id}/boards/1"))
        .has("N-S 420, E-W 310 points");
}
