//! Issue 22 item 10, the smaller defects met: the whist USEBIO file counts its pairs, a second
//! member of one name is warned of and told apart, the laptop slip shows what it just saved.

use crate::support::TestApp;

/// A logged-in app with a 2-table whist event run by numbers alone (no names), round 1
/// entered at both tables.
fn whist_by_numbers(app: &mut TestApp) -> i64 {
    let reply = app.post(
        "/events",
        &[
            ("name", "Whist drive"),
            ("date", "2026-11-25"),
            ("game", "whist"),
            ("tables", "2"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id: i64 = reply.location.unwrap()["/events/".len()..].parse().unwrap();
    for (table, a, b) in [
        ("1", "ns_tricks_1", "ns_tricks_2"),
        ("2", "ns_tricks_3", "ns_tricks_4"),
    ] {
        let saved = app.post(
            &format!("/events/{id}/entry"),
            &[("round", "1"), ("table", table), (a, "7"), (b, "5")],
        );
        assert_eq!(saved.status, 303, "{}", saved.body);
    }
    id
}

#[test]
fn the_usebio_file_of_a_whist_event_run_by_numbers_counts_its_pairs() {
    let mut app = TestApp::with_director();
    let id = whist_by_numbers(&mut app);
    let xml = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(xml.status, 200, "{}", xml.body);
    assert_eq!(xml.body.matches("<PAIR>").count(), 4, "{}", xml.body);
    xml.has("<PAIRS>4</PAIRS>");
}

#[test]
fn two_members_of_one_name_are_told_apart_where_a_pair_is_seated() {
    let mut app = TestApp::with_director();
    let id = whist_by_numbers(&mut app);
    for name in ["Ann Smith", "Ann Smith", "Bob Jones"] {
        assert_eq!(app.post("/members", &[("name", name)]).status, 303);
    }
    app.get(&format!("/events/{id}/pairs"))
        .has(">Ann Smith</option>")
        .has(">Ann Smith (2nd)</option>")
        .has(">Bob Jones</option>");
}
