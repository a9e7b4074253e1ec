//! The club settings page (issue 12): the name printed on the sheets, the time zone every time
//! is shown in, and money written as the books settle it.

use crate::support::TestApp;

#[test]
fn club_settings_name_the_sheets_zone_the_times_and_write_money_in_pounds() {
    let mut app = TestApp::with_director();
    let page = app.get("/club");
    assert_eq!(page.status, 200);
    page.has("name=\"time_zone\" value=\"UTC\"");
    // A zone that is none is refused at its field, naming it as the form does; nothing saved.
    let bad = app.post(
        "/club",
        &[
            ("name", "Portland Club"),
            ("time_zone", "Mars/Olympus"),
            ("money", "lsd"),
            ("currency", "£"),
        ],
    );
    assert_eq!(bad.status, 422);
    bad.has("id=\"error-time_zone\"").has("Time zone: ");
    app.get("/club").has("name=\"time_zone\" value=\"UTC\"");
    let saved = app.post(
        "/club",
        &[
            ("name", "Portland Club"),
            ("time_zone", "America/New_York"),
            ("money", "lsd"),
            ("currency", "£"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);

    let event = app.post(
        "/events",
        &[
            ("name", "Club night"),
            ("date", "2026-11-23"),
            ("season", ""),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(event.status, 303, "{}", event.body);
    let event = event.location.unwrap();
    app.get(&format!("{event}/print/guide-cards"))
        .has("class=\"club-name\">Portland Club<");
    let entered = app.post(
        &format!("{event}/boards/1"),
        &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "7")],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    // The traveller's time is New York's, not the stored UTC.
    let traveller = app.get(&format!("{event}/boards/1"));
    assert!(
        traveller.body.contains(" EST<") || traveller.body.contains(" EDT<"),
        "{}",
        traveller.body
    );

    // A rubicon piquet table at 5 pence a point: money as the books write it, no "£0".
    let table = app.post(
        "/tables",
        &[
            ("law", "rubicon-piquet"),
            ("side0_0_guest", "Ann"),
            ("side1_0_guest", "Bob"),
            ("stake", "5"),
            ("season", "2026"),
        ],
    );
    assert_eq!(table.status, 303, "{}", table.body);
    let table = table.location.unwrap();
    let deal = app.post(
        &format!("{table}/deals"),
        &[("d_scores_0", "20"), ("d_scores_1", "18")],
    );
    assert_eq!(deal.status, 303, "{}", deal.body);
    let page = app.get(&table);
    assert!(!page.body.contains("£0 "), "{}", page.body);
    // Nothing won yet is "0d", not "£0 0s 0d".
    assert!(page.body.contains(">0d</td>"), "{}", page.body);
}

/// The club's name heads the printed congress standings and a club night's page, as it does
/// the skat sheet (issue 22).
#[test]
fn the_club_s_name_heads_the_congress_standings_and_a_club_night() {
    let mut app = TestApp::with_director();
    let saved = app.post(
        "/club",
        &[
            ("name", "Portland Club"),
            ("time_zone", "UTC"),
            ("money", "decimal"),
            ("currency", "£"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let night = app.post(
        "/nights",
        &[
            ("date", "1909-01-05"),
            ("season", "1909"),
            ("code", "1909"),
            ("seed", "7"),
        ],
    );
    let night = crate::support::created_id(&night, "/nights/");
    app.get(&format!("/nights/{night}"))
        .has("class=\"club-name\">Portland Club<");
    let congress = app.post(
        "/congresses",
        &[
            ("name", "Club skat"),
            ("date", "1926-11-12"),
            ("rounds", "1"),
            ("tables", "threes"),
        ],
    );
    let congress = crate::support::created_id(&congress, "/congresses/");
    app.get(&format!("/congresses/{congress}/standings"))
        .has("class=\"club-name\">Portland Club<");
}
