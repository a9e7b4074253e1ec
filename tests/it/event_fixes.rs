//! Small event-page fixes of issue 15: no table code where a pair is away, the team line's
//! link to the team's own card, the movement said once on the event page.

use hoyle::db::events;
use hoyle::laws::duplicate::Direction;

use crate::support::{TestApp, codes_issued, seat_guests};

fn create(app: &mut TestApp, fields: &[(&str, &str)]) -> i64 {
    let mut form = vec![
        ("name", "Night"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("revoke_rule", "general"),
    ];
    form.extend_from_slice(fields);
    let made = app.post("/events", &form);
    assert_eq!(made.status, 303, "{}", made.body);
    made.location
        .unwrap()
        .trim_start_matches("/events/")
        .parse()
        .unwrap()
}

#[test]
fn no_table_code_is_issued_where_a_pair_is_away_and_the_card_says_why() {
    let mut app = TestApp::with_director();
    let id = create(&mut app, &[("tables", "3"), ("boards_per_round", "2")]);
    // N-S 3 leaves after round 1: table 3 plays nothing in rounds 2 and 3.
    let gone = app.post(
        &format!("/events/{id}/absences"),
        &[("pair", "ns3"), ("from_round", ""), ("to_round", "1")],
    );
    assert_eq!(gone.status, 303, "{}", gone.body);
    let page = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(page.status, 200, "{}", page.body);
    page.has("no code: N-S 3 is away this round, nothing is played here");
    // Nine seatings less the two of table 3 after round 1.
    let issued = codes_issued(&app, id);
    assert_eq!(issued, 7);
}

#[test]
fn a_team_line_opens_the_team_s_card_with_both_pairs() {
    let mut app = TestApp::with_director();
    let id = create(
        &mut app,
        &[
            ("pairs", "4"),
            ("boards_per_round", "2"),
            ("movement", "teams"),
            ("method", "total-points"),
        ],
    );
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    for round in movement.schedule() {
        for s in round.tables {
            let (r, t) = (round.round.to_string(), s.table.to_string());
            let values: Vec<(String, String)> = s
                .boards
                .iter()
                .map(|&b| (format!("ns_tricks_{b}"), (6 + (b + s.ns) % 3).to_string()))
                .collect();
            let mut form = vec![("round", r.as_str()), ("table", t.as_str())];
            form.extend(values.iter().map(|(k, v)| (k.as_str(), v.as_str())));
            assert_eq!(app.post(&format!("/events/{id}/entry"), &form).status, 303);
        }
    }
    let standings = app.get(&format!("/events/{id}/standings"));
    standings
        .has(&format!("/events/{id}/teams/1\">Team 1</a>"))
        .lacks(&format!("/events/{id}/pairs/ns/1/card\">Team 1</a>"));
    // The team's page links its card, both pairs board by board.
    app.get(&format!("/events/{id}/teams/1"))
        .has(&format!("/events/{id}/pairs/team/1/card"));
    let card = app.get(&format!("/events/{id}/pairs/team/1/card"));
    assert_eq!(card.status, 200, "{}", card.body);
    card.has("<h1>Team 1")
        .has("pair 1 (")
        .has("pair 2 (")
        .has("id=\"method-total\"");
    // Each board played by both pairs of the team: two lines a board.
    let boards = event.boards() as usize;
    assert_eq!(
        card.body.matches("data-label=\"Board\"").count(),
        2 * boards
    );
    assert_eq!(
        app.get(&format!("/events/{id}/pairs/team/3/card")).status,
        404
    );
    // The event page says its movement once.
    app.get(&format!("/events/{id}"))
        .has(&format!(
            "Team-of-four matches: 2 tables, {} of 2 boards. Team matches:",
            if movement.rounds() == 1 {
                "1 round".to_owned()
            } else {
                format!("{} rounds", movement.rounds())
            }
        ))
        .lacks("Team-of-four matches: Team matches");
}

#[test]
fn an_individual_table_with_a_player_sitting_out_has_no_code_and_its_card_names_him() {
    let mut app = TestApp::with_director();
    let id = create(
        &mut app,
        &[
            ("players", "8"),
            ("boards_per_round", "2"),
            ("movement", "individual"),
        ],
    );
    // Player 1 has nobody: he sits out, and his table with him. The players form no longer
    // takes a partly named individual (below), so this is an evening named before it did.
    hoyle::db::write(&app.pool, |tx| {
        for p in 2..=8u32 {
            let name = format!("Guest {p}");
            events::set_visitors(tx, id, Direction::Ns, p, [Some(name.as_str()), None])?;
        }
        Ok(())
    })
    .unwrap();
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let table = (1..=2u32)
        .find(|&t| movement.players_at(1, t).unwrap()[0] == 1)
        .expect("player 1 sits North in round 1");
    let page = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(page.status, 200, "{}", page.body);
    let row = page
        .body
        .split(&format!("id=\"t{table}r1\""))
        .nth(1)
        .unwrap();
    let row = &row[..row.find("</tr>").unwrap()];
    assert!(
        row.contains("no code: player 1 sits out this round (no name given)"),
        "{row}"
    );
    // The slip says so in the same words: a player, not a pair.
    app.get(&format!("/events/{id}/entry?round=1&table={table}"))
        .has(&format!(
            "player 1 sits out in round 1: table {table} has no slip this round."
        ));
}

/// Four to a table: the players form refuses an individual with some numbers named and others
/// not, at each number left empty, and keeps nothing; every number named is taken.
#[test]
fn an_individual_with_a_player_left_unnamed_is_refused_at_his_number() {
    let mut app = TestApp::with_director();
    let id = create(
        &mut app,
        &[
            ("players", "8"),
            ("boards_per_round", "2"),
            ("movement", "individual"),
        ],
    );
    let refused = seat_guests(&mut app, id, 2..=8, &[]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("every number plays, four to a table");
    let named = |app: &TestApp| {
        let kept = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
        kept.iter()
            .filter(|p| !p.members.is_empty() || !p.visitors.is_empty())
            .count()
    };
    assert_eq!(named(&app), 0);
    let taken = seat_guests(&mut app, id, 1..=8, &[]);
    assert_eq!(taken.status, 303, "{}", taken.body);
    assert_eq!(named(&app), 8);
}
