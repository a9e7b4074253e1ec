//! A fouled board passed on in a club's event (KWC law 4d, seed 001 L3312–3315): the board page
//! asks the director "Did a pair pass this board on after it was fouled?" at a duplicate auction
//! event scored by plus and minus, the standings take the pair's 50 exactly as `hoyle score
//! duplicate` does, and the page, the printed travellers and the results file say so; a whist
//! event does not ask, and refuses the mark naming the field.

use hoyle::db::results;
use serde_json::{Value, json};

use crate::support::{TestApp, hoyle};

const LABEL: &str = "Did a pair pass this board on after it was fouled?";
const NOTE: &str = "50 taken from N-S for passing a fouled board (KWC law 4d)";

fn event(app: &mut TestApp, game: &str) -> i64 {
    let reply = app.post(
        "/events",
        &[
            ("name", "Fouled night"),
            ("date", "1927-03-10"),
            ("game", game),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    reply.location.unwrap()["/events/".len()..].parse().unwrap()
}

/// The tables that play board 1, as (N-S pair, E-W pair), in round order.
fn board_one(app: &TestApp, id: i64) -> Vec<(u32, u32)> {
    let event = hoyle::db::read(&app.pool, |c| hoyle::db::events::get(c, id)).unwrap();
    let m = event.movement().unwrap();
    let mut out = Vec::new();
    for round in 1..=m.rounds() {
        for table in 1..=m.tables() {
            if let Some(s) = m.seating(round, table).filter(|s| s.boards.contains(&1)) {
                out.push((s.ns, s.ew));
            }
        }
    }
    out
}

/// Each pair's plus/minus in a `hoyle score duplicate` shaped JSON, by (direction, pair).
fn plus_minus(out: &Value) -> Vec<(String, u64, f64)> {
    out["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["direction"].as_str().unwrap().to_owned(),
                p["pair"].as_u64().unwrap(),
                p["plus_minus"].as_f64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_fouled_board_passed_on_moves_the_standings_by_50_as_hoyle_score_duplicate_does() {
    let mut app = TestApp::with_director();
    let id = event(&mut app, "auction");
    let tables = board_one(&app, id);
    assert_eq!(tables.len(), 3);
    app.get(&format!("/events/{id}/boards/1"))
        .has(LABEL)
        .has("name=\"passed_fouled_new\"")
        .has("East–West");
    // Board 1 at three tables: N-S nets 300, 100, 200 (average 200).
    let nets = ["300", "100", "200"];
    for (i, (ns, ew)) in tables.iter().enumerate() {
        let (ns, ew) = (ns.to_string(), ew.to_string());
        let reply = app.post(
            &format!("/events/{id}/boards/1"),
            &[
                ("ns", &ns),
                ("ew", &ew),
                ("ns_points_new", nets[i]),
                ("ew_points_new", "0"),
                ("passed_fouled_new", ""),
            ],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let (_, before) = app.json(&format!("/api/v1/events/{id}/standings"));
    let pm = |out: &Value, d: &str, p: u32| {
        plus_minus(out)
            .into_iter()
            .find(|(dd, pp, _)| dd == d && *pp == u64::from(p))
            .unwrap()
            .2
    };
    assert_eq!(pm(&before, "NS", tables[1].0), -100.0);

    // The director learns the second table's N-S passed it on fouled, and corrects the result.
    let second = hoyle::db::read(&app.pool, |c| results::list(c, id))
        .unwrap()
        .into_iter()
        .find(|r| r.ns == tables[1].0)
        .unwrap();
    let rid = second.id.to_string();
    let version = second.version.to_string();
    let field = format!("passed_fouled_{rid}");
    let corrected = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[
            ("version", &version),
            (&format!("ns_points_{rid}"), "100"),
            (&format!("ew_points_{rid}"), "0"),
            (&field, "NS"),
        ],
    );
    assert_eq!(corrected.status, 303, "{}", corrected.body);
    let (_, after) = app.json(&format!("/api/v1/events/{id}/standings"));
    assert_eq!(pm(&after, "NS", tables[1].0), -150.0);
    assert_eq!(
        pm(&after, "NS", tables[0].0),
        pm(&before, "NS", tables[0].0)
    );
    assert_eq!(after["boards"][0]["ns_average"], json!(200));

    // The same results through `hoyle score duplicate`.
    let input = json!({"game": "auction", "results": tables.iter().enumerate().map(|(i, &(ns, ew))| {
        let mut r = json!({"board": 1, "ns": ns, "ew": ew,
                           "ns_points": nets[i].parse::<i64>().unwrap(), "ew_points": 0});
        if i == 1 { r["passed_fouled"] = json!("NS"); }
        r
    }).collect::<Vec<_>>()});
    let (code, stdout, stderr) = hoyle(&["score", "duplicate"], &input.to_string());
    assert_eq!(code, 0, "{stderr}");
    let cli: Value = serde_json::from_str(&stdout).unwrap();
    let mut ours = plus_minus(&after);
    let mut theirs = plus_minus(&cli);
    ours.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    theirs.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    assert_eq!(ours, theirs);

    // The board page, its history, the printed travellers and the results file say so.
    app.get(&format!("/events/{id}/boards/1"))
        .has(NOTE)
        .has("N-S passed it on fouled (50 off, KWC law 4d)")
        .has("<option value=\"NS\" selected>North–South</option>");
    app.get(&format!("/events/{id}/print/travellers")).has(NOTE);
    app.get(&format!("/events/{id}/pairs/ns/{}/card", tables[1].0))
        .has(NOTE);
    app.get(&format!("/events/{id}/pairs/ew/{}/card", tables[1].1))
        .lacks(NOTE);
    let csv = app.get(&format!("/events/{id}/results.csv")).body;
    assert!(
        csv.lines().next().unwrap().ends_with(",passed_fouled"),
        "{csv}"
    );
    assert_eq!(
        csv.lines().filter(|l| l.ends_with(",NS")).count(),
        1,
        "{csv}"
    );

    // A correction of the points keeps the mark.
    let version = (second.version + 1).to_string();
    let again = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[
            ("version", &version),
            (&format!("ns_points_{rid}"), "110"),
            (&format!("ew_points_{rid}"), "0"),
            (&field, "NS"),
        ],
    );
    assert_eq!(again.status, 303, "{}", again.body);
    let kept = hoyle::db::read(&app.pool, |c| results::get(c, id, second.id)).unwrap();
    assert_eq!(kept.passed_fouled.map(|f| f.as_str()), Some("NS"));
}

/// The director's slip asks too, and saves the mark with the board; a matchpoint event does
/// not ask.
#[test]
fn the_slip_takes_the_mark_and_a_matchpoint_event_does_not_ask() {
    let mut app = TestApp::with_director();
    let id = event(&mut app, "auction");
    app.get(&format!("/events/{id}/entry?round=1&table=1"))
        .has(LABEL)
        .has("name=\"passed_fouled_2\"");
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("ns_points_1", "300"),
            ("ew_points_1", "0"),
            ("passed_fouled_1", ""),
            ("ns_points_2", "0"),
            ("ew_points_2", "150"),
            ("passed_fouled_2", "EW"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let stored = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    let marks: Vec<_> = stored
        .iter()
        .map(|r| (r.board, r.passed_fouled.map(|f| f.as_str())))
        .collect();
    assert_eq!(marks, vec![(1, None), (2, Some("EW"))]);

    let reply = app.post(
        "/events",
        &[
            ("name", "Matchpoint night"),
            ("date", "1927-03-10"),
            ("game", "auction"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
            ("method", "matchpoints"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let mp: i64 = reply.location.unwrap()["/events/".len()..].parse().unwrap();
    app.get(&format!("/events/{mp}/boards/1")).lacks(LABEL);
    app.get(&format!("/events/{mp}/entry?round=1&table=1"))
        .lacks(LABEL);
}

#[test]
fn a_whist_event_does_not_ask_and_refuses_the_mark_naming_the_field() {
    let mut app = TestApp::with_director();
    let id = event(&mut app, "whist");
    app.get(&format!("/events/{id}/boards/1"))
        .lacks(LABEL)
        .lacks("passed_fouled_new");
    let refused = app.post(
        &format!("/events/{id}/boards/1"),
        &[
            ("ns", "1"),
            ("ew", "1"),
            ("ns_tricks_new", "7"),
            ("passed_fouled_new", "NS"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has(LABEL).has("the whist laws have none");
    let stored = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    assert!(stored.is_empty());
}

/// The fresh-eyes evening, entered by contract: the slip asks for the tricks plainly (the pad's
/// meaning: all the declarer's side took, of 13); its save says the 50 of a board passed on
/// fouled, and which boards were left blank; the standings note whose total holds the 50; the
/// event is named as the new-event form names the game.
#[test]
fn a_contract_slip_says_its_50_and_its_blank_boards_and_the_standings_note_the_50() {
    let mut app = TestApp::with_director();
    app.get("/events/new")
        .has("Duplicate auction bridge (compass)")
        .lacks("Compass auction");
    app.get("/events/new?game=auction")
        .has("Duplicate auction bridge: results entered");
    let reply = app.post(
        "/events",
        &[
            ("name", "Contract night"),
            ("date", "1927-03-10"),
            ("game", "auction"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("auction_entry", "contract"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id: i64 = reply.location.unwrap()["/events/".len()..].parse().unwrap();
    app.get(&format!("/events/{id}"))
        .has("Duplicate auction bridge (compass, scored by contract)")
        .lacks("points per deal");
    app.get(&format!("/events/{id}/entry?round=1&table=1"))
        .has("Tricks the declarer's side took (of 13)")
        .lacks("Declarer's tricks");
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("declarer_1", "NS"),
            ("level_1", "1"),
            ("denomination_1", "clubs"),
            ("doubled_1", "no"),
            ("tricks_1", "8"),
            ("passed_fouled_1", "NS"),
            ("doubled_2", "no"),
            ("passed_fouled_2", ""),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let next = app.get(saved.location.as_deref().unwrap());
    let word = crate::support::saved_word(&next.body).unwrap_or_else(|| panic!("{}", next.body));
    assert!(
        word.starts_with("Table 1, round 1 saved: board 1, 1 club by N-S, 8 tricks: "),
        "{word}"
    );
    assert!(
        word.ends_with(
            "; 50 taken from N-S for passing the board on fouled. Board 2 was left blank: \
             enter it later."
        ),
        "{word}"
    );
    app.get(&format!("/events/{id}/standings"))
        .has("N-S 1&#39;s total includes 50 taken for passing board 1 on fouled (KWC law 4d)");
    // "2 NT, 2 tricks" is taken as the law allows (six down), and the save says how it read it.
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "2"),
            ("declarer_3", "NS"),
            ("level_3", "2"),
            ("denomination_3", "notrump"),
            ("doubled_3", "no"),
            ("tricks_3", "2"),
            ("doubled_4", "no"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let next = app.get(saved.location.as_deref().unwrap());
    let word = crate::support::saved_word(&next.body).unwrap_or_else(|| panic!("{}", next.body));
    assert!(
        word.contains("2 notrump by N-S, 2 tricks: ")
            && word.contains("(6 down: the tricks are all the declarer"),
        "{word}"
    );
}
