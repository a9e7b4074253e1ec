//! The USEBIO file of an event run by a Howell and scored by matchpoints (issue 15): one list
//! of pairs, named whichever way they sat, one winner, the matchpoints on every line.

use hoyle::db::import::Imported;
use hoyle::db::{events, results};
use hoyle::laws::duplicate::Direction;

use crate::support::{TestApp, event_by_offers, hoyle};

/// A five-pair Howell by matchpoints with every slip of its schedule entered and each pair
/// typed by name ("Pair n A", "Pair n B"): the event's id and the names.
fn howell_played(app: &mut TestApp) -> (i64, Vec<(String, String)>) {
    let form = vec![
        ("name", "Howell by matchpoints"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", "5"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", "matchpoints"),
    ];
    let (_, id) = event_by_offers(app, &form, "howell");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert!(event.single_field());
    // Each pair typed by name: "Pair n A" and "Pair n B", stored as N-S.
    let names: Vec<(String, String)> = (1..=5)
        .map(|n| (format!("Pair {n} A"), format!("Pair {n} B")))
        .collect();
    for (n, (a, b)) in (1u32..).zip(&names) {
        hoyle::db::write(&app.pool, |tx| {
            events::set_visitors(
                tx,
                id,
                Direction::Ns,
                n,
                [Some(a.as_str()), Some(b.as_str())],
            )
        })
        .unwrap();
    }
    // Every slip of the schedule: the phantom's table has no result.
    let movement = event.movement().unwrap();
    let mut entered = 0;
    for round in movement.schedule() {
        for s in round.tables {
            if s.ns > 5 || s.ew > 5 {
                continue;
            }
            for &b in &s.boards {
                let new = results::NewResult {
                    board: b,
                    ns: s.ns,
                    ew: s.ew,
                    entry: hoyle::laws::duplicate::Entry::Whist {
                        ns_tricks: ((b + s.ns) % 13) as u8,
                        revoke: None,
                    },
                    contract: None,
                };
                hoyle::db::write(&app.pool, |tx| results::enter(tx, &event, &new, "test")).unwrap();
                entered += 1;
            }
        }
    }
    assert!(entered > 0);
    (id, names)
}

#[test]
fn the_usebio_file_of_a_howell_by_matchpoints_names_each_pair_once() {
    let mut app = TestApp::with_director();
    let (id, names) = howell_played(&mut app);
    let xml = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(xml.status, 200);
    xml.has("<BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>")
        .has("<WINNER_TYPE>1</WINNER_TYPE>")
        .has("<PAIRS>5</PAIRS>")
        .has("<NS_MATCH_POINTS>")
        .has("<EW_MATCH_POINTS>")
        .has("<PERCENTAGE>")
        .lacks("<DIRECTION>");
    // Each pair once, with its own players, whichever way it sat.
    let listed: Vec<&str> = xml
        .body
        .split("<PAIR>")
        .skip(1)
        .map(|p| p.split("</PAIR>").next().unwrap())
        .collect();
    assert_eq!(listed.len(), 5, "{}", xml.body);
    for (n, (a, b)) in (1u32..).zip(&names) {
        let p = listed
            .iter()
            .find(|p| p.contains(&format!("<PAIR_NUMBER>{n}</PAIR_NUMBER>")))
            .unwrap_or_else(|| panic!("pair {n} listed"));
        assert!(
            p.contains(&format!("<PLAYER_NAME>{a}</PLAYER_NAME>")),
            "{p}"
        );
        assert!(
            p.contains(&format!("<PLAYER_NAME>{b}</PLAYER_NAME>")),
            "{p}"
        );
        assert!(p.contains("<PLACE>"), "{p}");
    }
    // The CLI writes the same file.
    let db = app.dir.path().join("hoyle.db");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hoyle"))
        .args(["export", "usebio", "--event", &id.to_string(), "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), xml.body);
}

/// The standings of an event as (pair, rank, total, boards, names), for comparing two events.
fn standings_of(app: &TestApp, id: i64) -> Vec<(u32, u32, String, u32, String)> {
    let (event, pairs, results) = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let assigned = hoyle::db::read(&app.pool, |c| results::assigned::list(c, id)).unwrap();
    let s = hoyle::tournament::standings_full(&event, &pairs, &results, &assigned).unwrap();
    s.rows
        .iter()
        .map(|r| {
            (
                r.pair,
                r.rank_overall,
                hoyle::tournament::two_decimals(r.total()),
                r.boards_scored(),
                r.names.clone(),
            )
        })
        .collect()
}

/// Imports `xml` into the app's database as the CLI and the upload do, as a separate event
/// even when one of its name and date is there; the new event's id.
fn import(app: &TestApp, xml: &[u8]) -> i64 {
    let file = hoyle::export::usebio::read::read(xml).unwrap_or_else(|r| panic!("{r}"));
    match hoyle::db::write(&app.pool, |tx| {
        hoyle::db::import::usebio(tx, &file, "test", true)
    })
    .unwrap()
    {
        Imported::Event(id) => id,
        Imported::Already(there) => panic!("imported again, yet refused: {there:?}"),
    }
}

#[test]
fn hoyles_own_usebio_file_imported_gives_the_same_standings() {
    let mut app = TestApp::with_director();
    let (id, _) = howell_played(&mut app);
    let xml = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(xml.status, 200);
    let copy = import(&app, xml.body.as_bytes());
    assert_ne!(copy, id);
    let before = standings_of(&app, id);
    assert!(!before.is_empty());
    assert_eq!(standings_of(&app, copy), before);
    let event = hoyle::db::read(&app.pool, |c| events::get(c, copy)).unwrap();
    assert!(event.is_final());
    assert_eq!(event.method, "matchpoints");
}

#[test]
fn a_compscore_style_file_written_by_hand_imports() {
    let app = TestApp::with_director();
    let xml = include_bytes!("usebio_compscore.xml");
    let id = import(&app, xml);
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert!(event.is_bridge());
    assert!(event.is_final());
    assert_eq!(event.method, "matchpoints");
    assert!(!event.single_field());
    let rows = standings_of(&app, id);
    // Six pairs, three each way; N-S 1 and E-W 1 are two pairs.
    assert_eq!(rows.len(), 6, "{rows:?}");
    // A player with a federation number joined the roster with it; one without is a visitor.
    let ann = hoyle::db::read(&app.pool, |c| {
        hoyle::db::members::by_national_no(c, "100234")
    })
    .unwrap()
    .expect("a member with the federation number");
    assert_eq!(ann.name, "Ann Avery");
    assert!(
        rows.iter().any(|r| r.4.contains("Zoe Zed (visitor)")),
        "{rows:?}"
    );
}

#[test]
fn a_broken_usebio_file_is_refused_at_its_element_and_line() {
    let xml = b"<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\">\n<EVENT EVENT_TYPE=\"MP_PAIRS\">\n<EVENT_DESCRIPTION>X</EVENT_DESCRIPTION>\n<DATE>31/02/2026</DATE>\n</EVENT>\n</USEBIO>\n";
    let refusal = hoyle::export::usebio::read::read(xml).unwrap_err();
    assert_eq!(refusal.line, 5, "{refusal}");
    assert_eq!(refusal.element, "DATE");
    let teams = b"<USEBIO><EVENT EVENT_TYPE=\"SWISS_TEAMS\"></EVENT></USEBIO>";
    let refusal = hoyle::export::usebio::read::read(teams).unwrap_err();
    assert_eq!(refusal.element, "EVENT");
    assert!(refusal.message.contains("SWISS_TEAMS"), "{refusal}");
}

#[test]
fn the_director_brings_a_usebio_file_in_on_the_events_page() {
    let mut app = TestApp::with_director();
    app.get("/").has("/events/import");
    app.get("/events/import").has("name=\"file\"");
    let xml = std::str::from_utf8(include_bytes!("usebio_compscore.xml")).unwrap();
    // A refused file comes back as pasted, the element and line named; nothing is stored.
    let broken = xml.replace("<DATE>10/03/2026</DATE>", "<DATE>31/02/2026</DATE>");
    let reply = app.post("/events/import", &[("file", &broken)]);
    assert_eq!(reply.status, 422, "{}", reply.body);
    reply.has("line 14, DATE").has("31/02/2026");
    let events = hoyle::db::read(&app.pool, events::list).unwrap();
    assert!(events.is_empty());
    let reply = app.post("/events/import", &[("file", xml)]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let at = reply.location.unwrap();
    app.get(&at).has("Tuesday Pairs");
    // Anyone not the director is sent to log in, and nothing more is stored.
    app.logout();
    let reply = app.post("/events/import", &[("file", xml)]);
    assert_ne!(reply.location.as_deref(), Some(at.as_str()));
    assert_eq!(hoyle::db::read(&app.pool, events::list).unwrap().len(), 1);
}

#[test]
fn the_standings_show_the_pro_rated_total_beside_the_sum_when_the_club_writes_it_so() {
    let mut app = TestApp::with_director();
    // The hand-written file without its first line: N-S 1 and E-W 1 played two boards of three.
    let xml = std::str::from_utf8(include_bytes!("usebio_compscore.xml")).unwrap();
    let first = xml.find("<TRAVELLER_LINE>").unwrap();
    let end = xml.find("</TRAVELLER_LINE>").unwrap() + "</TRAVELLER_LINE>".len();
    let short = format!("{}{}", &xml[..first], &xml[end..]);
    let id = import(&app, short.as_bytes());
    let page = format!("/events/{id}/standings");
    app.get(&page).lacks("pro-rated");
    let saved = app.post(
        "/club",
        &[
            ("name", "Little Snoring"),
            ("time_zone", "UTC"),
            ("money", "pence"),
            ("currency", "£"),
            ("season_ranking", "by-method"),
            ("usebio_total", "pro-rated"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let body = app.get(&page).body;
    let shown = body
        .split(" pro-rated</span>")
        .next()
        .and_then(|before| before.rsplit('>').next())
        .unwrap()
        .to_owned();
    // The USEBIO file writes the figure the page shows beside the sum.
    app.get(&format!("/events/{id}/usebio.xml"))
        .has(&format!("<TOTAL_SCORE>{shown}</TOTAL_SCORE>"));
}

#[test]
fn the_same_file_brought_in_twice_on_the_page_is_refused_unless_ticked() {
    let mut app = TestApp::with_director();
    let xml = std::str::from_utf8(include_bytes!("usebio_compscore.xml")).unwrap();
    let first = app.post("/events/import", &[("file", xml)]);
    assert_eq!(first.status, 303, "{}", first.body);
    let at = first.location.unwrap();
    // The second time: refused at the file's field, the stored event named and linked.
    let again = app.post("/events/import", &[("file", xml)]);
    assert_eq!(again.status, 422, "{}", again.body);
    again
        .has("id=\"error-file\"")
        .has("already stored")
        .has(&format!("href=\"{at}\""))
        .has("Import it again as a separate event");
    assert_eq!(hoyle::db::read(&app.pool, events::list).unwrap().len(), 1);
    // Ticked, it is stored as a second event.
    let ticked = app.post("/events/import", &[("file", xml), ("again", "on")]);
    assert_eq!(ticked.status, 303, "{}", ticked.body);
    assert_ne!(ticked.location.as_deref(), Some(at.as_str()));
    assert_eq!(hoyle::db::read(&app.pool, events::list).unwrap().len(), 2);
}

#[test]
fn the_cli_refuses_the_same_file_twice_with_exit_2_unless_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("club.db");
    drop(hoyle::db::open(&db).unwrap());
    let file = dir.path().join("tuesday.xml");
    std::fs::write(&file, include_bytes!("usebio_compscore.xml")).unwrap();
    let (db, file) = (db.to_str().unwrap(), file.to_str().unwrap());
    let run = |more: &[&str]| {
        let mut args = vec!["import", "usebio", file, "--db", db];
        args.extend_from_slice(more);
        hoyle(&args, "")
    };
    let (status, out, err) = run(&[]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("as event 1"), "{out}");
    let (status, _, err) = run(&[]);
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("already stored (event 1)"), "{err}");
    assert!(err.contains("--again"), "{err}");
    let (status, out, err) = run(&["--again"]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("as event 2"), "{out}");
    let pool = hoyle::db::open(std::path::Path::new(db)).unwrap();
    assert_eq!(hoyle::db::read(&pool, events::list).unwrap().len(), 2);
}

/// The import page's own form sends a file chosen from the computer (multipart, as a browser
/// does); the text pasted is taken when no file is chosen, and a refusal comes back at the field.
#[test]
fn the_director_chooses_a_usebio_file_from_the_computer() {
    let mut app = TestApp::with_director();
    app.get("/events/import")
        .has("action=\"/events/import/file\" enctype=\"multipart/form-data\"")
        .has("type=\"file\" name=\"upload\"");
    let xml = std::str::from_utf8(include_bytes!("usebio_compscore.xml")).unwrap();
    let broken = xml.replace("<DATE>10/03/2026</DATE>", "<DATE>31/02/2026</DATE>");
    let refused = app.post_multipart(
        "/events/import/file",
        &[("upload", Some("tuesday.xml"), &broken), ("file", None, "")],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("line 14, DATE");
    assert!(hoyle::db::read(&app.pool, events::list).unwrap().is_empty());
    let chosen = app.post_multipart(
        "/events/import/file",
        &[("upload", Some("tuesday.xml"), xml), ("file", None, "")],
    );
    assert_eq!(chosen.status, 303, "{}", chosen.body);
    app.get(&chosen.location.unwrap()).has("Tuesday Pairs");
    // No file chosen: the pasted text is read (here, the same event again, ticked as meant).
    let pasted = app.post_multipart(
        "/events/import/file",
        &[
            ("upload", Some(""), ""),
            ("file", None, xml),
            ("again", None, "on"),
        ],
    );
    assert_eq!(pasted.status, 303, "{}", pasted.body);
    assert_eq!(hoyle::db::read(&app.pool, events::list).unwrap().len(), 2);
}

/// A whist revoke (issue 22): the traveller line's SCORE is the score the standings use (the
/// penalty applied, as results.csv gives it), with the play beside it; imported again, the
/// standings are the same.
#[test]
fn a_revoke_is_in_the_usebio_file_and_comes_back_the_same() {
    let mut app = TestApp::with_director();
    let (id, _) = howell_played(&mut app);
    let (event, _, stored) = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let r = stored.iter().find(|r| r.board == 6).unwrap();
    let hoyle::laws::duplicate::Entry::Whist { ns_tricks, .. } = r.entry else {
        panic!("whist");
    };
    let revoked = hoyle::laws::duplicate::Entry::Whist {
        ns_tricks,
        revoke: Some(hoyle::laws::duplicate::Revoke {
            by: Direction::Ew,
            count: 1,
            tricks_before: 0,
        }),
    };
    hoyle::db::write(&app.pool, |tx| {
        results::correct_from(tx, &event, r.id, None, &revoked, None, "test")
    })
    .unwrap();
    let xml = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(xml.status, 200);
    let body = &xml.body;
    let line = body
        .split("<TRAVELLER_LINE>")
        .find(|l| l.contains("<REVOKE_BY>EW</REVOKE_BY>"))
        .unwrap_or_else(|| panic!("no revoke in {body}"));
    assert!(line.contains(&format!("<NS_TRICKS_PLAYED>{ns_tricks}</NS_TRICKS_PLAYED>")));
    // N-S are given at least the two tricks of the penalty: SCORE is not the tricks played.
    let score = crate::support::between(line, "<SCORE>", "</SCORE>");
    assert_ne!(score, ns_tricks.to_string(), "{line}");
    // The same score as results.csv gives the line.
    let csv = app.get(&format!("/events/{id}/results.csv"));
    assert_eq!(csv.status, 200, "{}", csv.body);
    let copy = import(&app, body.as_bytes());
    assert_eq!(standings_of(&app, copy), standings_of(&app, id));
    let (_, _, back) = hoyle::db::read(&app.pool, |c| events::load(c, copy)).unwrap();
    assert!(back.iter().any(|b| b.entry == revoked && b.board == 6));
}
