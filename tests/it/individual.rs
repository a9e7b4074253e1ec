//! An individual evening (issue 15): twelve players, four a table, partners changing every
//! round; from the form's offer to standings by matchpoints, each player credited with his
//! side's figures.

use hoyle::db::{events, results};

use crate::support::{TestApp, between, codes_issued, event_by_offers, seat_guests};

pub(crate) fn create_individual(app: &mut TestApp, players: &str, method: &str) -> i64 {
    let form = vec![
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
    let (page, id) = event_by_offers(app, &form, "individual");
    page.has("Individual (partners change every round)")
        .has("every player partners every other once")
        // Players typed: only the individual is offered.
        .lacks("value=\"howell\"");
    id
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
    let seated = seat_guests(&mut app, id, 2..=12, &[("ns1_a", &ada_id)]);
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

#[test]
fn an_individual_s_guide_cards_with_codes_show_the_four_and_a_code_enters_one_slip() {
    let mut app = TestApp::with_director();
    let id = create_individual(&mut app, "12", "matchpoints");
    let seated = seat_guests(&mut app, id, 1..=12, &[]);
    assert_eq!(seated.status, 303, "{}", seated.body);
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let four = |r: u32, t: u32| movement.players_at(r, t).unwrap();
    let (r1t1, t1_boards) = {
        let s = movement.seating(1, 1).unwrap();
        (four(1, 1), s.boards.clone())
    };
    // The West player of a last-round table that does not share round 1 table 1's boards
    // leaves after round 10: that table has no code in round 11.
    let gone_table = (1..=3u32)
        .find(|&t| {
            let s = movement.seating(11, t).unwrap();
            !s.boards.iter().any(|b| t1_boards.contains(b))
        })
        .unwrap();
    let gone = four(11, gone_table)[3];
    let pair = format!("ns{gone}");
    let left = app.post(
        &format!("/events/{id}/absences"),
        &[("pair", &pair), ("from_round", ""), ("to_round", "10")],
    );
    assert_eq!(left.status, 303, "{}", left.body);

    let cards = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    cards
        .has("id=\"codes-made\"")
        .has("<th>N</th><th>S</th><th>E</th><th>W</th>")
        .has("<th>Table code</th>")
        // The individual's own card: no pair numbers, no pair's movement.
        .lacks("E-W go to")
        .lacks("North goes to");
    let mut codes = std::collections::HashMap::new();
    for table in 1..=3u32 {
        for round in 1..=11u32 {
            let row = between(&cards.body, &format!("id=\"t{table}r{round}\""), "</tr>");
            // The four seats, North, South, East, West, by number and name.
            let seats: String = ["North", "South", "East", "West"]
                .iter()
                .zip(four(round, table))
                .map(|(seat, p)| format!("<td data-label=\"{seat}\">{p} Guest {p} (visitor)</td>"))
                .collect();
            assert!(row.contains(&seats), "{row}");
            let code = between(
                row,
                "<td class=\"code\" data-label=\"Table code\">",
                "</td>",
            );
            if (round, table) == (11, gone_table) {
                assert!(
                    code.contains(&format!(
                        "no code: player {gone} is away this round, nothing is played here"
                    )),
                    "{code}"
                );
            } else {
                assert_eq!(code.len(), 9, "{code}");
                codes.insert((round, table), code.to_owned());
            }
        }
    }
    assert_eq!(codes.len(), 32);
    let issued = codes_issued(&app, id);
    assert_eq!(issued, 32);
    // The plain guide cards show the same four, and never a code.
    let plain = app.get(&format!("/events/{id}/print/guide-cards"));
    plain.lacks(&codes[&(1, 1)]).lacks("<th>Table code</th>");
    let [n, s, e, w] = r1t1;
    plain.has(&format!(
        "<td data-label=\"North\">{n} Guest {n} (visitor)</td><td data-label=\"South\">{s} Guest \
         {s} (visitor)</td><td data-label=\"East\">{e} Guest {e} (visitor)</td><td \
         data-label=\"West\">{w} Guest {w} (visitor)</td>"
    ));

    // The other tables' results on table 1's round-1 boards, entered by the director.
    let director = app.cookie();
    for round in movement.schedule() {
        for st in &round.tables {
            if (round.round, st.table) == (1, 1) {
                continue;
            }
            let mine: Vec<u32> = st
                .boards
                .iter()
                .copied()
                .filter(|b| t1_boards.contains(b))
                .collect();
            if mine.is_empty() {
                continue;
            }
            let (rs, ts) = (round.round.to_string(), st.table.to_string());
            let keys: Vec<String> = mine.iter().map(|b| format!("ns_tricks_{b}")).collect();
            let mut form = vec![("round", rs.as_str()), ("table", ts.as_str())];
            form.extend(keys.iter().map(|k| (k.as_str(), "6")));
            let saved = app.post(&format!("/events/{id}/entry"), &form);
            assert_eq!(saved.status, 303, "{}", saved.body);
        }
    }

    // A phone with round 1 table 1's code: the slip names the four players.
    app.logout();
    let at = format!("/t/{}", codes[&(1, 1)]);
    let slip = app.get(&at);
    assert_eq!(slip.status, 200, "{}", slip.body);
    slip.has("<h2>Round 1, table 1</h2>")
        .has(&format!(
            "<li>N-S: N {n} Guest {n} (visitor), S {s} Guest {s} (visitor)</li>\
             <li>E-W: E {e} Guest {e} (visitor), W {w} Guest {w} (visitor)</li>"
        ))
        .has(&format!("name=\"ns_tricks_{}\"", t1_boards[0]));
    // A board of another table is refused, and nothing is saved.
    let other = (1..=22u32).find(|b| !t1_boards.contains(b)).unwrap();
    let stray_key = format!("ns_tricks_{other}");
    let stray = app.post(&at, &[(stray_key.as_str(), "7")]);
    assert_eq!(stray.status, 422, "{}", stray.body);
    stray.has(&format!(
        "Board {other} is not played at table 1 in round 1"
    ));
    // Table 1's slip, whatever round and table the form names: North and East locate it.
    let keys: Vec<String> = t1_boards.iter().map(|b| format!("ns_tricks_{b}")).collect();
    let mut form: Vec<(&str, &str)> = keys.iter().map(|k| (k.as_str(), "10")).collect();
    form.extend([("round", "2"), ("table", "3")]);
    let saved = app.post(&at, &form);
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get(&at).has("id=\"saved\"").has("Thank you");
    let rows = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    let by_code: Vec<_> = rows
        .iter()
        .filter(|r| r.updated_by == "table 1 code (round 1)")
        .collect();
    assert_eq!(by_code.len(), t1_boards.len());
    assert!(
        by_code
            .iter()
            .all(|r| r.round == 1 && r.table == 1 && r.ns == n && r.ew == e),
        "{by_code:?}"
    );
    // A second entry goes to the director, and the results stand.
    let again = app.post(&at, &[(keys[0].as_str(), "4")]);
    assert_eq!(again.status, 303, "{}", again.body);
    app.get(&at)
        .has("gone to the director")
        .has(&format!("Board {}: N-S 10 tricks", t1_boards[0]));

    // North and South of table 1 took 10 tricks where the others took 6: top on both boards.
    app.set_cookie(director);
    let page = app.get(&format!("/events/{id}"));
    page.has("Corrections sent from table codes").has(&format!(
        "Board {}: N-S 10 tricks → N-S 4 tricks",
        t1_boards[0]
    ));
    // Dismissed: the results stand as the code first entered them.
    let cid = between(&page.body, "/corrections/", "/confirm").to_owned();
    let dismissed = app.post(&format!("/events/{id}/corrections/{cid}/dismiss"), &[]);
    assert_eq!(dismissed.status, 303, "{}", dismissed.body);
    let after = app.get(&format!("/events/{id}"));
    after.lacks("Corrections sent from table codes");
    // Said at the top of the page it lands on (issue 22).
    let word = crate::support::saved_word(&after.body).unwrap_or_default();
    assert!(
        word.starts_with("The correction from table 1, round") && word.contains("dismissed"),
        "{word}"
    );
    let standings = app.get(&format!("/events/{id}/standings"));
    assert_eq!(standings.status, 200, "{}", standings.body);
    let first = between(&standings.body, "<tbody>", "</tr>");
    assert!(
        first.contains(&format!("Guest {n}")) || first.contains(&format!("Guest {s}")),
        "{first}"
    );
    assert!(first.contains("(100.00 %)"), "{first}");
}
