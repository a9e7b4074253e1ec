//! An individual evening (issue 15): twelve players, four a table, partners changing every
//! round; from the form's offer to standings by matchpoints, each player credited with his
//! side's figures.

use hoyle::db::{events, results};

use crate::support::TestApp;

fn create_individual(app: &mut TestApp, players: &str, method: &str) -> i64 {
    let mut form = vec![
        ("name", "Individual night"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", ""),
        ("players", players),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", method),
    ];
    let mut offers = form.clone();
    offers.push(("step", "offers"));
    let page = app.post("/events", &offers);
    assert_eq!(page.status, 200, "{}", page.body);
    page.has("value=\"individual\"")
        .has("Individual (partners change every round)")
        .has("every player partners every other once")
        // Players typed: only the individual is offered.
        .lacks("value=\"howell\"");
    form.push(("movement", "individual"));
    let made = app.post("/events", &form);
    assert_eq!(made.status, 303, "{}", made.body);
    made.location
        .unwrap()
        .trim_start_matches("/events/")
        .parse()
        .unwrap()
}

#[test]
fn players_that_make_no_tables_of_four_are_refused_at_the_field() {
    let mut app = TestApp::with_director();
    let refused = app.post(
        "/events",
        &[
            ("name", "Odd night"),
            ("date", "1927-03-08"),
            ("game", "whist"),
            ("players", "10"),
            ("boards_per_round", "2"),
            ("step", "offers"),
        ],
    );
    assert_eq!(refused.status, 422);
    refused.has("An individual seats four players a table");
    let too_many = app.post(
        "/events",
        &[
            ("name", "Big night"),
            ("date", "1927-03-08"),
            ("game", "whist"),
            ("players", "32"),
            ("boards_per_round", "2"),
            ("step", "offers"),
        ],
    );
    assert_eq!(too_many.status, 422);
    too_many.has("No movement here fits 32 players");
}

#[test]
fn a_twelve_player_individual_from_creation_to_standings_by_matchpoints() {
    let mut app = TestApp::with_director();
    let ada = app.post("/members", &[("name", "Ada Lovelace")]);
    assert!(ada.status == 303 || ada.status == 200, "{}", ada.body);
    let id = create_individual(&mut app, "12", "matchpoints");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert_eq!(event.movement, hoyle::movement::plan::Kind::Individual);
    assert_eq!((event.tables, event.rounds, event.pairs), (3, 11, 12));
    let movement = event.movement().unwrap();
    assert_eq!(movement.boards(), 22);

    // The players: Ada from the roster as player 1, visitors for the rest.
    let members = hoyle::db::read(&app.pool, events::members_for_assignment).unwrap();
    let ada_id = members.iter().find(|m| m.1 == "Ada Lovelace").unwrap().0;
    let ada_id = ada_id.to_string();
    let names: Vec<(String, String)> = (2..=12)
        .map(|p| (format!("ns{p}_va"), format!("Guest {p}")))
        .collect();
    let mut form: Vec<(&str, &str)> = vec![("ns1_a", &ada_id)];
    form.extend(names.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let seated = app.post(&format!("/events/{id}/pairs"), &form);
    assert_eq!(seated.status, 303, "{}", seated.body);
    app.get(&format!("/events/{id}/pairs"))
        .has("Player 12")
        .lacks("Partner</th>");
    app.get(&format!("/events/{id}"))
        .has("<h2>Players</h2>")
        .has("Player 1")
        .has("0 of 66 entered")
        .lacks("usebio.xml");

    // The sheets agree with the schedule: every table of every round, the four by number.
    let schedule = app.get(&format!("/events/{id}/print/schedule"));
    let travellers = app.get(&format!("/events/{id}/print/travellers"));
    let cards = app.get(&format!("/events/{id}/print/movement-cards"));
    app.get(&format!("/events/{id}/print/guide-cards"))
        .has("Trays go to")
        .has("<th>W</th>");
    for round in movement.schedule() {
        for s in &round.tables {
            let [n, so, e, w] = movement.players_at(round.round, s.table).unwrap();
            schedule.has(&format!(
                "id=\"r{}t{}\"><b>{}–{}</b><br><span class=\"nowrap\">N {n} S {so}</span> <span class=\"nowrap\">E {e} W {w}</span>",
                round.round, s.table, s.boards[0], s.boards[1]
            ));
            travellers.has(&format!(
                "<tr><td>{}</td><td>{}</td><td>{n}</td><td>{so}</td><td>{e}</td><td>{w}</td>",
                round.round, s.table
            ));
        }
    }
    let card_of_1 = cards.body.split("id=\"player-1\"").nth(1).unwrap();
    let card_of_1 = card_of_1.split("</section>").next().unwrap();
    assert!(card_of_1.contains("Ada Lovelace"), "{card_of_1}");
    assert_eq!(card_of_1.matches("<tr><td>").count(), 11, "{card_of_1}");

    // A board the table does not play is refused, naming the board.
    let stray = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "1"), ("ns_tricks_5", "7")],
    );
    assert_eq!(stray.status, 422);
    stray.has("Board 5 is not played at table 1 in round 1");
    // North and East of another table do not locate a result.
    let r1 = movement.schedule().into_iter().next().unwrap();
    let (t1, t2) = (&r1.tables[0], &r1.tables[1]);
    let wrong = hoyle::db::read(&app.pool, |c| {
        let event = events::get(c, id)?;
        Ok(results::enter(
            c,
            &event,
            &results::NewResult {
                board: 1,
                ns: t1.ns,
                ew: t2.ew,
                entry: hoyle::laws::duplicate::Entry::Whist {
                    ns_tricks: 7,
                    revoke: None,
                },
                contract: None,
            },
            "test",
        ))
    })
    .unwrap();
    assert!(
        wrong
            .unwrap_err()
            .to_string()
            .contains("is not played with player"),
        "those two players are not at one table"
    );

    // Player 1's side takes 10 tricks on every board it plays: 100 % for player 1.
    let seats = |r: u32, t: u32| movement.players_at(r, t).unwrap();
    let mut entered = 0;
    for round in movement.schedule() {
        for s in &round.tables {
            let four = seats(round.round, s.table);
            let (rs, ts) = (round.round.to_string(), s.table.to_string());
            let values: Vec<(String, String)> = s
                .boards
                .iter()
                .map(|&b| {
                    let tricks = if four[0] == 1 || four[1] == 1 {
                        10
                    } else if four[2] == 1 || four[3] == 1 {
                        3
                    } else {
                        6 + (b + four[0]) % 3
                    };
                    (format!("ns_tricks_{b}"), tricks.to_string())
                })
                .collect();
            let mut form = vec![("round", rs.as_str()), ("table", ts.as_str())];
            form.extend(values.iter().map(|(k, v)| (k.as_str(), v.as_str())));
            let saved = app.post(&format!("/events/{id}/entry"), &form);
            assert_eq!(saved.status, 303, "{}", saved.body);
            entered += s.boards.len();
        }
    }
    assert_eq!(entered, 66);
    app.get(&format!("/events/{id}")).has("66 of 66 entered");

    let standings = app.get(&format!("/events/{id}/standings"));
    standings
        .has("All players, winner first")
        .has("Matchpoints (%)")
        .has("/pairs/ns/1/card\">Player 1</a>")
        .lacks("usebio.xml");
    let first = standings.body.split("<tbody>").nth(1).unwrap();
    let first = first.split("</tr>").next().unwrap();
    assert!(first.contains(">Player 1<"), "{first}");
    assert!(first.contains("Ada Lovelace"), "{first}");
    // 22 boards, each played three times: 4 matchpoints a board at best, 88 = 100 %.
    assert!(first.contains("88 (100.00 %)"), "{first}");

    // Every player is credited with his side's matchpoints on every board he played.
    let (ev, pairs, stored) = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let st = hoyle::tournament::standings_full(&ev, &pairs, &stored, &[]).unwrap();
    assert_eq!(st.rows.len(), 12);
    assert!(st.rows.iter().all(|r| r.boards == 22));
    let total: hoyle::exact::Q = st
        .rows
        .iter()
        .map(|r| r.figure.as_ref().unwrap().total)
        .sum();
    // Per board 3 results: each direction's matchpoints sum to n(n−1) = 6, and each side's
    // two players are both credited them.
    assert_eq!(total, hoyle::exact::Q::from_integer(22 * 6 * 2 * 2));

    let card = app.get(&format!("/events/{id}/pairs/ns/1/card"));
    card.has("Player 1: Ada Lovelace")
        .has("Partner and opponents")
        .has("partner ")
        .has("<strong id=\"method-total\">88 (100.00 %)</strong>");
    let board = app.get(&format!("/events/{id}/boards/1"));
    board.has("N-S matchpoints").has("N 1 Ada Lovelace");

    let (status, api) = app.json(&format!("/api/v1/events/{id}/standings"));
    assert_eq!(status, 200);
    assert_eq!(api["method"]["id"], "matchpoints");
    let top = api["method"]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["pair"] == 1)
        .unwrap();
    assert_eq!(top["percent"].as_f64(), Some(100.0));
    let csv = app.get(&format!("/events/{id}/standings.csv")).body;
    assert!(csv.contains(",matchpoints,"), "{csv}");
    assert!(csv.contains("Ada Lovelace"), "{csv}");

    // USEBIO refuses an individual with a page saying why.
    let usebio = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(usebio.status, 409);
    usebio.has("not written as USEBIO");
    // And so does the CLI, with exit 2.
    let db = app.dir.path().join("hoyle.db");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hoyle"))
        .args(["export", "usebio", "--event", &id.to_string(), "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("not written as USEBIO"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The season table credits the member.
    app.get("/seasons/1927").has("Ada Lovelace");

    // A correction keeps history.
    let rid = stored
        .iter()
        .find(|r| r.board == 1 && r.round == 1)
        .unwrap()
        .id;
    let field = format!("ns_tricks_{rid}");
    let fixed = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[("version", "1"), (&*field, "5")],
    );
    assert_eq!(fixed.status, 303, "{}", fixed.body);
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(1))).unwrap();
    assert!(history.len() >= 4, "{history:?}");
}

#[test]
fn an_assigned_score_on_an_individual_board_credits_the_four() {
    let mut app = TestApp::with_director();
    let id = create_individual(&mut app, "8", "matchpoints");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let r1 = movement.schedule().into_iter().next().unwrap();
    let s = &r1.tables[0];
    let (ns, ew) = (s.ns.to_string(), s.ew.to_string());
    let assign = app.post(
        &format!("/events/{id}/boards/1/assign"),
        &[
            ("ns", &ns),
            ("ew", &ew),
            ("ns_award", "average-plus"),
            ("ew_award", "average-minus"),
        ],
    );
    assert_eq!(assign.status, 303, "{}", assign.body);
    // The other table's result on board 1, so the board has something to compare.
    let other = &r1.tables[1];
    let (rs, ts) = ("1".to_owned(), other.table.to_string());
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", rs.as_str()),
            ("table", ts.as_str()),
            ("ns_tricks_1", "7"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let (ev, pairs, stored) = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let assigned = hoyle::db::read(&app.pool, |c| results::assigned::list(c, id)).unwrap();
    let st = hoyle::tournament::standings_full(&ev, &pairs, &stored, &assigned).unwrap();
    let [n, so, e, w] = movement.players_at(1, s.table).unwrap();
    let pct = |p: u32| {
        st.rows
            .iter()
            .find(|r| r.pair == p)
            .and_then(|r| r.figure.as_ref()?.percent)
            .unwrap()
    };
    assert_eq!(pct(n), pct(so));
    assert_eq!(pct(e), pct(w));
    assert_eq!(pct(n), hoyle::exact::Q::from_integer(60));
    assert_eq!(pct(e), hoyle::exact::Q::from_integer(40));
}

#[test]
fn a_late_player_s_table_is_not_asked_for_whatever_his_seat() {
    let mut app = TestApp::with_director();
    let id = create_individual(&mut app, "8", "plus-minus");
    app.get(&format!("/events/{id}")).has("0 of 28 entered");
    // Player 8 sits South at table 1 in round 1 (the circle's fixed player).
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let four = event.movement().unwrap().players_at(1, 1).unwrap();
    assert_eq!(four[1], 8);
    let late = app.post(
        &format!("/events/{id}/absences"),
        &[("pair", "ns8"), ("from_round", "2")],
    );
    assert_eq!(late.status, 303, "{}", late.body);
    app.get(&format!("/events/{id}"))
        .has("Player 8 arrives late")
        .has("0 of 26 entered");
    // No result is taken at his table in the round he is away.
    let refused = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "1"), ("ns_tricks_1", "7")],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("marked away");
    let db_err = hoyle::db::write(&app.pool, |tx| {
        Ok(tx
            .execute(
                "UPDATE events SET movement = 'nonsense' WHERE id = ?1",
                [id],
            )
            .is_err())
    })
    .unwrap();
    assert!(
        db_err,
        "the widened constraint still refuses an unknown movement"
    );
}
