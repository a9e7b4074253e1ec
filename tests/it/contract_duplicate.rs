//! A duplicate contract bridge evening over HTTP: the event is made as a game of bridge, its
//! slips and travellers take the contract, the declarer's seat and the tricks (or "passed
//! out"), each board is scored by law `contract-duplicate` with its vulnerability by number, and
//! the standings, the USEBIO file and `hoyle export usebio` carry the results.

use hoyle::db::results;
use hoyle::laws::duplicate::Entry;

use crate::support::{TestApp, between, hoyle, saved_word};

/// A logged-in app with a 2-table, 2-boards-a-round bridge event.
fn bridge_event() -> (TestApp, i64) {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/events",
        &[
            ("name", "Monday bridge"),
            ("date", "2026-11-23"),
            ("game", "bridge"),
            ("tables", "2"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id = reply.location.unwrap()["/events/".len()..].parse().unwrap();
    (app, id)
}

fn points(app: &TestApp, id: i64) -> Vec<(u32, i64, i64)> {
    hoyle::db::read(&app.pool, |c| results::list(c, id))
        .unwrap()
        .iter()
        .map(|r| match r.entry {
            Entry::Auction {
                ns_points,
                ew_points,
                excess,
            } => {
                assert_eq!(excess, 0, "bridge has no excess");
                (r.board, ns_points, ew_points)
            }
            Entry::Whist { .. } => panic!("a whist entry in a bridge event"),
        })
        .collect()
}

/// Issue 22 item 3: a phone's slip sent again is shown to the director board by board, old →
/// new as the law scores it (the contract, who made it, and the points), the unchanged boards
/// said to be unchanged; never "N-S 0, E-W 0 points".
#[test]
fn a_phones_correction_shows_the_director_each_board_old_to_new_with_its_points() {
    let (mut app, id) = bridge_event();
    let cards = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    let row = between(&cards.body, "id=\"t1r1\"", "</tr>");
    let code = between(row, "<td class=\"code\">", "</td>").to_owned();
    let director = app.cookie();
    app.set_cookie(None);
    let at = format!("/t/{code}");
    let slip = |tricks: &'static str| {
        [
            ("declarer_1", "S"),
            ("level_1", "4"),
            ("denomination_1", "hearts"),
            ("doubled_1", "no"),
            ("tricks_1", tricks),
            ("declarer_2", "N"),
            ("level_2", "3"),
            ("denomination_2", "notrump"),
            ("doubled_2", "no"),
            ("tricks_2", "9"),
        ]
    };
    let first = app.post(&at, &slip("10"));
    assert_eq!(first.status, 303, "{}", first.body);
    app.get(&at).has("saved");
    let again = app.post(&at, &slip("11"));
    assert_eq!(again.status, 303, "{}", again.body);
    app.get(&at).has("gone to the director");

    app.set_cookie(director);
    let page = app.get(&format!("/events/{id}"));
    page.has("Corrections sent from table codes")
        .has(
            "Board 1: 4H by S, 10 tricks: N-S 420, E-W -420 → \
             4H by S, 11 tricks: N-S 450, E-W -450",
        )
        .has("Board 2 is unchanged.")
        .lacks("N-S 0, E-W 0 points");
}

#[test]
fn a_bridge_evening_is_entered_by_contract_seat_and_tricks_and_scored_by_vulnerability() {
    let (mut app, id) = bridge_event();
    app.get(&format!("/events/{id}"))
        .has("Duplicate contract bridge")
        .has("today&#39;s duplicate bridge table");
    let slip = app.get(&format!("/events/{id}/entry?round=1&table=1"));
    assert_eq!(slip.status, 200);
    slip.has("<option value=\"S\"")
        .has("passed out (no contract)")
        .lacks("name=\"honours_1\"")
        .lacks("name=\"ns_revokes_1\"");

    // A contract the law refuses is refused at its field, and nothing is saved.
    let refused = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("declarer_1", "S"),
            ("level_1", "4"),
            ("denomination_1", "hearts"),
            ("tricks_1", "14"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("14 is not from 0 to 13");
    assert!(points(&app, id).is_empty());

    // Board 1 (nobody vulnerable): four hearts by South, ten tricks, 420 to N-S. Board 2 (N-S
    // vulnerable): passed out, nothing either way.
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("declarer_1", "S"),
            ("level_1", "4"),
            ("denomination_1", "hearts"),
            ("doubled_1", "no"),
            ("tricks_1", "10"),
            ("denomination_2", "pass"),
            ("doubled_2", "no"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert_eq!(points(&app, id), vec![(1, 420, 0), (2, 0, 0)]);
    // Issue 22: the word on top scores the slip as the save did, as the traveller shows it.
    let next = app.get(saved.location.as_deref().unwrap());
    assert_eq!(
        saved_word(&next.body),
        Some(
            "Table 1, round 1 saved: board 1, 4H by S, 10 tricks: N-S 420, E-W -420; \
             board 2, passed out: N-S 0, E-W 0."
        ),
        "{}",
        next.body
    );
    // The slip shows what was entered: the seat, and the board passed out.
    app.get(&format!("/events/{id}/entry?round=1&table=1"))
        .has("<option value=\"S\" selected>")
        .has("<option value=\"pass\" selected>");

    // Board 3 (E-W vulnerable) by traveller: three no-trumps doubled by West, eight tricks:
    // one down doubled vulnerable, 200 to N-S.
    let entered = app.post(
        &format!("/events/{id}/boards/3"),
        &[
            ("ns", "2"),
            ("ew", "2"),
            ("declarer_new", "W"),
            ("level_new", "3"),
            ("denomination_new", "notrump"),
            ("doubled_new", "doubled"),
            ("tricks_new", "8"),
        ],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    app.get(&format!("/events/{id}/boards/3"))
        .has("Dealer South; East-West vulnerable.")
        .has("3NTX by W, 8 tricks: N-S 200, E-W -200");
    assert_eq!(points(&app, id), vec![(1, 420, 0), (2, 0, 0), (3, 200, 0)]);

    // A correction keeps the seat: West made it after all, nine tricks, 750 to E-W (200 doubled,
    // 500 for game vulnerable, 50 for making it doubled); the history keeps both.
    let stored = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    let board3 = stored.iter().find(|r| r.board == 3).unwrap();
    let rid = board3.id.to_string();
    let field = |f: &str| format!("{f}_{rid}");
    let corrected = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[
            ("version", &board3.version.to_string()),
            (&field("declarer"), "W"),
            (&field("level"), "3"),
            (&field("denomination"), "notrump"),
            (&field("doubled"), "doubled"),
            (&field("tricks"), "9"),
        ],
    );
    assert_eq!(corrected.status, 303, "{}", corrected.body);
    assert_eq!(points(&app, id), vec![(1, 420, 0), (2, 0, 0), (3, 0, 750)]);
    app.get(&format!("/events/{id}/boards/3"))
        .has("3NTX by W, 8 tricks: N-S 200, E-W -200")
        .has("3NTX by W, 9 tricks: N-S -750, E-W 750");
    let (_, event) = app.json(&format!("/api/v1/events/{id}"));
    assert_eq!(event["event"]["game"], "bridge", "{event}");

    // The standings net each pair's points, with no KWC balance line.
    app.get(&format!("/events/{id}/standings"))
        .lacks("id=\"balance\"")
        .has("usebio.xml");
    let (_, standings) = app.json(&format!("/api/v1/events/{id}/standings"));
    let pairs = standings["pairs"].as_array().unwrap();
    let ns1 = pairs
        .iter()
        .find(|p| p["direction"] == "NS" && p["pair"] == 1)
        .unwrap();
    assert_eq!(ns1["score"], 420);

    // The results file names the declarer's seat, and leaves a board passed out without one.
    let csv = app.get(&format!("/events/{id}/results.csv")).body;
    assert!(csv.contains(",S,4,hearts,no,10,"), "{csv}");
    assert!(csv.contains(",W,3,notrump,doubled,9,"), "{csv}");

    // USEBIO: the contract, the declarer's seat and the tricks, and N-S's score.
    let xml = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(xml.status, 200);
    assert!(
        xml.content_type.starts_with("application/xml"),
        "{}",
        xml.content_type
    );
    xml.has("<USEBIO Version=\"1.2\">")
        .has("<EVENT_DESCRIPTION>Monday bridge</EVENT_DESCRIPTION>")
        .has("<CONTRACT>4H</CONTRACT>")
        .has("<PLAYED_BY>S</PLAYED_BY>")
        .has("<CONTRACT>PASS</CONTRACT>")
        .has("<CONTRACT>3NTX</CONTRACT>")
        .has("<SCORE>-750</SCORE>");

    // The CLI writes the same file from the database.
    let db = app.dir.path().join("hoyle.db");
    let (status, out, err) = hoyle(
        &[
            "export",
            "usebio",
            "--event",
            &id.to_string(),
            "--db",
            db.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert_eq!(out, xml.body);
}

#[test]
fn usebio_of_an_unknown_event_is_not_found_and_the_cli_refuses_it() {
    let (mut app, _) = bridge_event();
    assert_eq!(app.get("/events/999/usebio.xml").status, 404);
    let db = app.dir.path().join("hoyle.db");
    let (status, out, err) = hoyle(
        &[
            "export",
            "usebio",
            "--event",
            "999",
            "--db",
            db.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(status, 2, "{err}");
    assert!(out.is_empty());
    assert!(err.starts_with("event: there is no event 999"), "{err}");
}
