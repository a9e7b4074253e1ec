//! A stored party's standings, prizes and seating exported, and a list still waiting refused.

use super::*;

/// A stored party through the command line and the JSON API: the standings, prizes and
/// seating are the rows of the pages' CSV (the large euchre's seats name their aisle).
#[test]
fn a_stored_party_exports_its_standings_prizes_and_seating() {
    let mut app = TestApp::with_director();
    let guests = four_tables();
    let id = new_party(
        &mut app,
        &[
            ("kind", "large-euchre"),
            ("name", "Exported euchre"),
            ("date", "1927-02-11"),
            ("guests", guests.as_str()),
            ("seed", "5"),
            ("aisles", "2"),
            ("aisle_tables", "2"),
        ],
    );
    let round1 = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_winner", "L1"),
            ("t2_winner", "L4"),
            ("t3_winner", "L5"),
            ("t4_winner", "L7"),
        ],
    );
    assert_eq!(round1.status, 303, "{}", round1.body);
    let db = app.dir.path().join("hoyle.db");
    let db = db.to_str().unwrap();
    let party = id.to_string();
    let export = |what: &str, format: &str| {
        crate::support::hoyle(
            &[
                "export", "party", "--party", &party, "--what", what, "--db", db, "--format",
                format,
            ],
            "",
        )
    };
    let (code, standings, err) = export("standings", "csv");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        standings,
        app.get(&format!("/parties/{id}/standings.csv")).body
    );
    let (code, prizes, err) = export("prizes", "csv");
    assert_eq!(code, 0, "{err}");
    assert_eq!(prizes, app.get(&format!("/parties/{id}/prizes.csv")).body);
    assert!(prizes.contains("Aisle 2: first"), "{prizes}");
    let (code, seating, err) = export("seating", "csv");
    assert_eq!(code, 0, "{err}");
    let mut lines = seating.lines();
    assert_eq!(
        lines.next(),
        Some("round,table,aisle,aisle_table,seat,player")
    );
    // Round 2: aisle 1's table 2 winners (L4, G4) went round to its table 1.
    assert!(seating.contains("2,1,1,1,B lady,L4"), "{seating}");
    assert!(seating.contains("2,4,2,2,"), "{seating}");
    assert_eq!(lines.count(), 16);
    let (code, json, err) = export("standings", "json");
    assert_eq!(code, 0, "{err}");
    let rows: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(rows.as_array().map(Vec::len), Some(16));
    // The default is the standings.
    let (code, default, _) =
        crate::support::hoyle(&["export", "party", "--party", &party, "--db", db], "");
    assert_eq!(code, 0);
    assert_eq!(default, standings);
    let (code, _, err) =
        crate::support::hoyle(&["export", "party", "--party", "99", "--db", db], "");
    assert_eq!(code, 2);
    assert!(err.contains("party: there is no party 99"), "{err}");

    // The JSON API: the same lines as the CSV.
    let api = app.get(&format!("/api/v1/parties/{id}/standings"));
    assert_eq!(api.status, 200);
    let body: serde_json::Value = serde_json::from_str(&api.body).unwrap();
    assert_eq!(body["party"]["kind"], "large-euchre");
    assert_eq!(body["after_round"], 1);
    assert_eq!(body["standings"], rows);
    let missing = app.get("/api/v1/parties/99/standings");
    assert_eq!(missing.status, 404);
    assert!(missing.body.contains("\"error\""), "{}", missing.body);
}

/// A prize list still waiting for a play-off is refused by the command line with what it
/// waits for.
#[test]
fn a_prize_list_waiting_for_a_play_off_is_refused_by_the_export() {
    let mut app = TestApp::with_director();
    let id = new_party(
        &mut app,
        &[
            ("kind", "progressive-euchre"),
            ("name", "Waiting"),
            ("date", "1927-02-11"),
            ("guests", EUCHRE_GUESTS),
            ("seed", "1"),
            ("ties", "play_off"),
        ],
    );
    first_round(&mut app, id);
    let (code, out, err) = export_prizes(&app, id, &[]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("prizes:") && err.contains("tied"), "{err}");
}
