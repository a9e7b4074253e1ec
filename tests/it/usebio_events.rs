//! The USEBIO file of an event run by a Howell and scored by matchpoints (issue 15): one list
//! of pairs, named whichever way they sat, one winner, the matchpoints on every line.

use hoyle::db::{events, results};
use hoyle::laws::duplicate::Direction;

use crate::support::{TestApp, event_by_offers};

#[test]
fn the_usebio_file_of_a_howell_by_matchpoints_names_each_pair_once() {
    let mut app = TestApp::with_director();
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
    let (_, id) = event_by_offers(&mut app, &form, "howell");
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
