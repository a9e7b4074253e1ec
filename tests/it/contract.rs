//! Compass auction entered by contract over HTTP: the law scores each board into the points the
//! standings use, the slip and the traveller ask for the contract, an impossible result is
//! refused at its field and saves nothing, and the standings show KWC law 11's balance.

use hoyle::db::results;
use hoyle::laws::duplicate::Entry;

use crate::support::TestApp;

/// A logged-in app with a 3-table, 2-boards-a-round auction event entered by contract, KWC caps.
fn by_contract() -> (TestApp, i64) {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/events",
        &[
            ("name", "Contract night"),
            ("date", "1927-03-10"),
            ("game", "auction"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
            ("auction_entry", "contract"),
            ("auction_caps", "kwc"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id = reply.location.unwrap()["/events/".len()..].parse().unwrap();
    (app, id)
}

fn stored(app: &TestApp, id: i64) -> Vec<results::Stored> {
    hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap()
}

fn points(r: &results::Stored) -> (i64, i64) {
    match r.entry {
        Entry::Auction {
            ns_points,
            ew_points,
            ..
        } => (ns_points, ew_points),
        Entry::Whist { .. } => panic!("a whist entry in an auction event"),
    }
}

#[test]
fn contracts_by_slip_and_traveller_are_scored_and_balanced() {
    let (mut app, id) = by_contract();
    app.get(&format!("/events/{id}"))
        .has("id=\"auction-entry\"")
        .has("By contract");
    app.get(&format!("/events/{id}/print/travellers"))
        .has("<th>Contract</th>")
        .lacks("N-S points");
    let slip = app.get(&format!("/events/{id}/entry?round=1&table=1"));
    assert_eq!(slip.status, 200);
    slip.has("name=\"level_1\"")
        .has("name=\"honours_in_one_hand_2\"")
        .lacks("name=\"ns_points_1\"");
    // Board 1: four spades made with four honours divided, 36 + 125 + 40 = 201 (seed 001
    // L2981–2986, L2589–2590). Board 2: seven no-trumps redoubled by E-W, all thirteen, four aces
    // in one hand: 605 capped at 500, + 100 = 600, excess 105 (KWC law 10, L3364–3376).
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("declarer_1", "NS"),
            ("level_1", "4"),
            ("denomination_1", "spades"),
            ("doubled_1", "no"),
            ("tricks_1", "10"),
            ("honours_side_1", "NS"),
            ("honours_1", "4"),
            ("honours_in_one_hand_1", "2"),
            ("declarer_2", "EW"),
            ("level_2", "7"),
            ("denomination_2", "notrump"),
            ("doubled_2", "redoubled"),
            ("tricks_2", "13"),
            ("honours_side_2", "EW"),
            ("honours_2", "4"),
            ("honours_in_one_hand_2", "4"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let rows = stored(&app, id);
    assert_eq!(rows.len(), 2);
    assert_eq!(points(&rows[0]), (201, 0));
    assert_eq!(points(&rows[1]), (0, 600));
    assert_eq!(rows[1].contract.map(|c| c.level), Some(7));
    // The slip shows the contract entered.
    app.get(&format!("/events/{id}/entry?round=1&table=1"))
        .has("name=\"tricks_2\" inputmode=\"numeric\" size=\"3\" value=\"13\"");

    // Board 3 at table 2 by traveller: three hearts by E-W, seven tricks to N-S: down three, 150.
    let entered = app.post(
        &format!("/events/{id}/boards/3"),
        &[
            ("ns", "2"),
            ("ew", "2"),
            ("declarer_new", "EW"),
            ("level_new", "3"),
            ("denomination_new", "hearts"),
            ("tricks_new", "6"),
        ],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    let board = app.get(&format!("/events/{id}/boards/3"));
    board
        .has("3 hearts by E-W, 6 tricks: N-S 150, E-W 0 points")
        .has("name=\"level_");
    assert_eq!(stored(&app, id).len(), 3);

    // KWC law 11: Σ plus 201 + 600 + 150, Σ excess 105, Σ minus 201 + 705 + 150.
    app.get(&format!("/events/{id}/standings"))
        .has("id=\"balance\"")
        .has("Σ plus 951 + Σ excess 105 = Σ minus 1056");
    // KWC law 10: the losers of board 2 lose the full 705, its winners gain the capped 600. N-S 1
    // made 201 on board 1 and lost 705 on board 2; E-W 1 the mirror, but gaining only 600.
    let (_, standings) = app.json(&format!("/api/v1/events/{id}/standings"));
    let net = |direction: &str, pair: u64| {
        let pairs = standings["pairs"].as_array().unwrap();
        let p = pairs
            .iter()
            .find(|p| p["direction"] == direction && p["pair"] == pair)
            .unwrap();
        p["score"].as_i64().unwrap()
    };
    assert_eq!((net("NS", 1), net("EW", 1)), (201 - 705, 600 - 201));
    // The results file keeps the contract, the revokes and the excess beside the points.
    let csv = app.get(&format!("/events/{id}/results.csv")).body;
    let header = csv.lines().next().unwrap();
    assert!(header.ends_with(
        "ns_average,ew_average,excess,declarer,level,denomination,doubled,tricks,honours_side,honours,honours_in_one_hand,ns_revokes,ew_revokes,ns_method,ew_method,arrows_turned,assigned,passed_fouled"
    ), "{header}");
    assert!(
        csv.contains(",0,600,-705,600,-705,600,-105,EW,7,notrump,redoubled,13,EW,4,4,0,0"),
        "{csv}"
    );

    // A correction by traveller keeps the old contract in the board's history.
    let rid = stored(&app, id).iter().find(|r| r.board == 3).unwrap().id;
    let corrected = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[
            (&*format!("declarer_{rid}"), "EW"),
            (&*format!("level_{rid}"), "3"),
            (&*format!("denomination_{rid}"), "hearts"),
            (&*format!("doubled_{rid}"), "no"),
            (&*format!("tricks_{rid}"), "9"),
            (&*format!("ns_revokes_{rid}"), "1"),
        ],
    );
    assert_eq!(corrected.status, 303, "{}", corrected.body);
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(3))).unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(
        history[1].old.as_deref(),
        Some("3 hearts by E-W, 6 tricks: N-S 150, E-W 0 points")
    );
    assert_eq!(
        history[1].new.as_deref(),
        // KWC law 7 (L3350–3354): the revoke is 50 to the other side, no tricks change hands.
        Some("3 hearts by E-W, 9 tricks; N-S revoked 1×: N-S 0, E-W 74 points")
    );
}

#[test]
fn impossible_contracts_are_refused_at_their_field_and_save_nothing() {
    let (mut app, id) = by_contract();
    // Five honours at no-trumps, where the honours are the four aces.
    let aces = app.post(
        &format!("/events/{id}/boards/1"),
        &[
            ("ns", "1"),
            ("ew", "1"),
            ("declarer_new", "NS"),
            ("level_new", "3"),
            ("denomination_new", "notrump"),
            ("tricks_new", "9"),
            ("honours_side_new", "NS"),
            ("honours_new", "5"),
            ("honours_in_one_hand_new", "3"),
        ],
    );
    assert_eq!(aces.status, 422);
    aces.has("id=\"error-honours_new\"")
        .has("four aces")
        .has("value=\"5\"");
    // A slip with a contract above seven and a good board: the whole slip is refused.
    let slip = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("declarer_1", "NS"),
            ("level_1", "8"),
            ("denomination_1", "clubs"),
            ("tricks_1", "13"),
            ("declarer_2", "EW"),
            ("level_2", "2"),
            ("denomination_2", "diamonds"),
            ("tricks_2", "8"),
        ],
    );
    assert_eq!(slip.status, 422);
    slip.has("id=\"error-level_1\"").has("above seven");
    // Fourteen tricks.
    let tricks = app.post(
        &format!("/events/{id}/boards/1"),
        &[
            ("ns", "1"),
            ("ew", "1"),
            ("declarer_new", "NS"),
            ("level_new", "1"),
            ("denomination_new", "clubs"),
            ("tricks_new", "14"),
        ],
    );
    assert_eq!(tricks.status, 422);
    tricks.has("id=\"error-tricks_new\"");
    // Fourteen revokes: a side plays only thirteen cards.
    let revokes = app.post(
        &format!("/events/{id}/boards/1"),
        &[
            ("ns", "1"),
            ("ew", "1"),
            ("declarer_new", "NS"),
            ("level_new", "1"),
            ("denomination_new", "clubs"),
            ("tricks_new", "7"),
            ("ew_revokes_new", "14"),
        ],
    );
    assert_eq!(revokes.status, 422);
    revokes
        .has("id=\"error-ew_revokes_new\"")
        .has("from 0 to 13");
    assert!(stored(&app, id).is_empty());
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, None)).unwrap();
    assert!(history.is_empty());
    // A board not yet played sends only the doubled select's "no": it is left blank.
    let one_board = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("declarer_1", "NS"),
            ("level_1", "1"),
            ("denomination_1", "clubs"),
            ("doubled_1", "no"),
            ("tricks_1", "7"),
            ("doubled_2", "no"),
        ],
    );
    assert_eq!(one_board.status, 303, "{}", one_board.body);
    assert_eq!(stored(&app, id).len(), 1);
}

#[test]
fn the_way_of_entry_is_chosen_with_the_event() {
    let mut app = TestApp::with_director();
    let form = |entry: &'static str| {
        [
            ("name", "Compass night"),
            ("date", "1927-03-10"),
            ("game", "auction"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
            ("auction_entry", entry),
        ]
    };
    let bad = app.post("/events", &form("bids"));
    assert_eq!(bad.status, 422);
    bad.has("id=\"error-auction_entry\"");
    assert!(
        hoyle::db::read(&app.pool, hoyle::db::events::list)
            .unwrap()
            .is_empty()
    );
    // Without the setting an auction event is entered by points, as before.
    let reply = app.post("/events", &form(""));
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id: i64 = reply.location.unwrap()["/events/".len()..].parse().unwrap();
    app.get(&format!("/events/{id}/entry?round=1&table=1"))
        .has("name=\"ns_points_1\"")
        .lacks("name=\"level_1\"");
    app.get(&format!("/events/{id}/standings"))
        .lacks("id=\"balance\"");
}
