//! What a director met running an evening (issue 22): phone corrections from one table
//! code, the USEBIO file and the revoke, the results count, recent changes, voids.

use hoyle::db::results;

use crate::roles::login;
use crate::support::{DIRECTOR, PASSWORD, TestApp, between, event_codes, seven_table_event};

/// Board `b`'s result at the seven-table event, in words.
fn board(app: &TestApp, id: i64, b: u32) -> String {
    let r = hoyle::db::read(&app.pool, |c| results::list(c, id))
        .unwrap()
        .into_iter()
        .find(|r| r.board == b)
        .unwrap();
    results::describe(&r.entry)
}

/// Two corrections from one code: the newer replaces the older, which is marked and cannot be
/// confirmed over it; the phone sees what it sent.
#[test]
fn a_newer_phone_correction_replaces_the_older_one() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let codes = event_codes(&mut app, id);
    let slip_at = format!("/t/{}", codes[&(2, 1)]);
    app.logout();
    let send = |app: &mut TestApp, six: &str| {
        let sent = app.post(
            &slip_at,
            &[
                ("ns_tricks_5", "7"),
                ("ns_tricks_6", six),
                ("ns_tricks_7", "5"),
                ("ns_tricks_8", "6"),
            ],
        );
        assert_eq!(sent.status, 303, "{}", sent.body);
    };
    send(&mut app, "9");
    send(&mut app, "10");
    send(&mut app, "8");
    // The phone's form shows what it sent last, not the 9 that stands.
    let phone = app.get(&slip_at);
    phone.has("id=\"waiting\"").has("Board 6: N-S 9 tricks");
    assert!(
        phone.body.contains("name=\"ns_tricks_6\" value=\"8\"")
            || between(&phone.body, "name=\"ns_tricks_6\"", ">").contains("value=\"8\""),
        "{}",
        phone.body
    );
    assert_eq!(board(&app, id, 6), "N-S 9 tricks");

    assert_eq!(login(&mut app, DIRECTOR, PASSWORD).status, 303);
    let page = app.get(&format!("/events/{id}"));
    page.has("Board 6: N-S 9 tricks → N-S 10 tricks")
        .has("Board 6: N-S 9 tricks → N-S 8 tricks")
        .has("Replaced by a later one");
    let older = between(&page.body, "id=\"correction-", "\"").to_owned();
    // The older one has no confirm button; the newer one has.
    assert!(!page.body.contains(&format!("/corrections/{older}/confirm")));
    let newer = between(&page.body, "/corrections/", "/confirm").to_owned();
    assert_ne!(older, newer);
    // A page opened before the newer one arrived still posts the older: refused in words.
    let stale = app.post(&format!("/events/{id}/corrections/{older}/confirm"), &[]);
    assert_eq!(stale.status, 409, "{}", stale.body);
    stale.has("A later correction from the same table replaced this one");
    assert_eq!(board(&app, id, 6), "N-S 9 tricks");
    let confirmed = app.post(&format!("/events/{id}/corrections/{newer}/confirm"), &[]);
    assert_eq!(confirmed.status, 303, "{}", confirmed.body);
    assert_eq!(board(&app, id, 6), "N-S 8 tricks");
    // Then the older, as the director did that evening: refused, the 8 stands.
    let after = app.post(&format!("/events/{id}/corrections/{older}/confirm"), &[]);
    assert_eq!(after.status, 409, "{}", after.body);
    assert_eq!(board(&app, id, 6), "N-S 8 tricks");
    app.get(&format!("/events/{id}"))
        .lacks("Corrections sent from table codes");
    // Recent changes list the confirmed correction, and who confirmed it.
    let bin = app.get("/bin");
    let log = between(&bin.body, "id=\"edit-log\"", "</ul>");
    assert!(
        log.contains(
            "Director (confirming table 1&#39;s code): Tuesday duplicate: Board 6 corrected: \
             N-S 9 tricks → N-S 8 tricks"
        ),
        "{log}"
    );
}

/// Recent changes (the Bin page) list the director's own correction of a result (issue 22).
#[test]
fn recent_changes_list_a_directors_correction() {
    let mut app = TestApp::with_director();
    let id = crate::void_and_bin::three_rounds_played(&mut app);
    let r = hoyle::db::read(&app.pool, |c| results::list(c, id))
        .unwrap()
        .into_iter()
        .find(|r| r.board == 3)
        .unwrap();
    let field = format!("ns_tricks_{}", r.id);
    let corrected = app.post(
        &format!("/events/{id}/results/{}", r.id),
        &[("version", "1"), (&*field, "9")],
    );
    assert_eq!(corrected.status, 303, "{}", corrected.body);
    let bin = app.get("/bin");
    let log = between(&bin.body, "id=\"edit-log\"", "</ul>");
    assert!(
        log.contains("Director: Tuesday duplicate: Board 3 corrected: N-S 7 tricks → N-S 9 tricks"),
        "{log}"
    );
}

/// The event page and the Mark-final question give one results count in one wording, a
/// voided board counting as entered and a deleted result as missing (issue 22).
#[test]
fn the_event_page_and_mark_final_give_one_results_count() {
    let mut app = TestApp::with_director();
    let id = crate::void_and_bin::three_rounds_played(&mut app);
    let done = app.post(
        &format!("/events/{id}/boards/1/void"),
        &[("how", "average"), ("confirm", "yes")],
    );
    assert_eq!(done.status, 303, "{}", done.body);
    let gone = hoyle::db::read(&app.pool, |c| results::list(c, id))
        .unwrap()
        .into_iter()
        .find(|r| r.board == 2)
        .unwrap();
    let deleted = app.post(
        &format!("/events/{id}/results/{}/delete", gone.id),
        &[("confirm", "yes")],
    );
    assert_eq!(deleted.status, 303, "{}", deleted.body);
    // 84 played, 3 voided (7 assigned, every table of board 1), 1 deleted: 87 of 196.
    let page = app.get(&format!("/events/{id}"));
    let count = between(&page.body, "<td id=\"progress\">", "</td>").to_owned();
    assert_eq!(count, "87 of 196 entered");
    let ask = app.post(&format!("/events/{id}/final"), &[]);
    assert_eq!(ask.status, 200, "{}", ask.body);
    ask.has(&format!("Results: {count};"));
}

/// Board 9's matchpoints change when board 8 is voided: the law (Neuberg's factoring to the
/// most-played board, and a voided board is given a score at every table), which the board's
/// page now says (issue 22).
#[test]
fn a_factored_boards_page_says_why_its_matchpoints_move() {
    use hoyle::db::events;
    let mut app = TestApp::with_director();
    let form = vec![
        ("name", "Howell by matchpoints"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", "7"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", "matchpoints"),
    ];
    let (_, id) = crate::support::event_by_offers(&mut app, &form, "howell");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let mut nine = 0;
    for round in movement.schedule() {
        for s in round.tables {
            if s.ns > 7 || s.ew > 7 || !s.boards.contains(&9) || nine == 2 {
                continue;
            }
            let new = results::NewResult {
                board: 9,
                ns: s.ns,
                ew: s.ew,
                entry: hoyle::laws::duplicate::Entry::Whist {
                    ns_tricks: 7,
                    revoke: None,
                },
                contract: None,
            };
            hoyle::db::write(&app.pool, |tx| results::enter(tx, &event, &new, "test")).unwrap();
            nine += 1;
        }
    }
    assert_eq!(nine, 2);
    app.get(&format!("/events/{id}/boards/9"))
        .lacks("id=\"factored\"");
    let done = app.post(
        &format!("/events/{id}/boards/8/void"),
        &[("how", "average"), ("confirm", "yes")],
    );
    assert_eq!(done.status, 303, "{}", done.body);
    let page = app.get(&format!("/events/{id}/boards/9"));
    page.has("id=\"factored\"")
        .has("This board has 2 scores; the most-played board so far has 3")
        .has("when a board is voided");
}

/// Restoring one result of a voided board brings that one back and says that the board's
/// other tables keep the score the void gave them (issue 22).
#[test]
fn restoring_one_result_of_a_voided_board_says_the_rest_stay_voided() {
    let mut app = TestApp::with_director();
    let id = crate::void_and_bin::three_rounds_played(&mut app);
    let done = app.post(
        &format!("/events/{id}/boards/1/void"),
        &[("how", "average"), ("confirm", "yes")],
    );
    assert_eq!(done.status, 303, "{}", done.body);
    let binned = hoyle::db::read(&app.pool, results::binned::list).unwrap();
    let one = binned.iter().find(|b| b.result.board == 1).unwrap();
    let restored = app.post(&format!("/bin/results/{}/restore", one.id), &[]);
    assert_eq!(restored.status, 303, "{}", restored.body);
    let page = app.get(restored.location.as_deref().unwrap());
    let word = crate::support::saved_word(&page.body).unwrap_or_default();
    assert!(
        word.contains("6 other tables of this board keep their assigned score"),
        "{word}"
    );
}
