//! Events run by a movement other than the book's Mitchell (issue 15): a five-table Howell with
//! a phantom, an eight-table relay Mitchell, a team match; from the form's offers to standings.

use hoyle::db::{events, results};

use crate::support::{TestApp, event_by_offers};

/// The two steps of the form: the numbers, then the movement chosen among the offers.
pub(crate) fn create(
    app: &mut TestApp,
    name: &str,
    (pairs, boards): (&str, &str),
    movement: &str,
    method: &str,
) -> i64 {
    let form = vec![
        ("name", name),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", pairs),
        ("boards_per_round", boards),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", method),
    ];
    event_by_offers(app, &form, movement).1
}

/// Enters every result but one board at one table, through the library.
pub(crate) fn enter_all_but(app: &mut TestApp, id: i64, skip: (u32, u32, u32)) -> usize {
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let mut n = 0;
    for round in movement.schedule() {
        for s in round.tables {
            for &b in &s.boards {
                if (b, s.ns, s.ew) == skip {
                    continue;
                }
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
                n += 1;
            }
        }
    }
    n
}

/// Enters every slip of the event's schedule, N-S tricks from `tricks(board, ns, ew)`.
fn enter_all(app: &mut TestApp, id: i64, tricks: impl Fn(u32, u32, u32) -> u32) -> usize {
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let mut entered = 0;
    for round in movement.schedule() {
        for s in round.tables {
            let round_s = round.round.to_string();
            let table_s = s.table.to_string();
            let values: Vec<(String, String)> = s
                .boards
                .iter()
                .map(|&b| (format!("ns_tricks_{b}"), tricks(b, s.ns, s.ew).to_string()))
                .collect();
            let mut form = vec![("round", round_s.as_str()), ("table", table_s.as_str())];
            form.extend(values.iter().map(|(k, v)| (k.as_str(), v.as_str())));
            let saved = app.post(&format!("/events/{id}/entry"), &form);
            assert_eq!(
                saved.status, 303,
                "round {} table {}: {}",
                round.round, s.table, saved.body
            );
            entered += s.boards.len();
        }
    }
    entered
}

#[test]
fn a_howell_of_nine_pairs_with_a_phantom_from_creation_to_one_winner() {
    let mut app = TestApp::with_director();
    let offers = app.post(
        "/events",
        &[
            ("name", "Howell night"),
            ("date", "1927-03-08"),
            ("game", "whist"),
            ("pairs", "9"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
            ("step", "offers"),
        ],
    );
    offers
        .has("Howell (one field)")
        .has("every pair meets every other once")
        .has("one pair sits out each round")
        .has("Mitchell (the book&#39;s compass movement)");
    let id = create(
        &mut app,
        "Howell night",
        ("9", "2"),
        "howell",
        "matchpoints",
    );
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert_eq!(event.movement, hoyle::movement::plan::Kind::Howell);
    // Ten places less the phantom's: four tables play each round, one pair sits out.
    assert_eq!((event.tables, event.rounds, event.pairs), (4, 9, 9));
    assert_eq!(event.method, "matchpoints");
    let pairs = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
    assert_eq!(pairs.len(), 9, "one list of pairs, stored as N-S");

    app.get(&format!("/events/{id}"))
        .has("Pair 9")
        .has("0 of 72 entered");
    app.get(&format!("/events/{id}/print/schedule"))
        .has("sits out")
        .has("One field");
    app.get(&format!("/events/{id}/print/guide-cards"))
        .has("N-S go to");
    app.get(&format!("/events/{id}/print/movement-cards"))
        .has("pair movement cards")
        .has("sits out");

    // A board the schedule does not give these pairs is refused, with the field named.
    let stray = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "1"), ("ns_tricks_17", "7")],
    );
    assert_eq!(stray.status, 422);
    stray.has("Board 17 is not played at table 1 in round 1");
    let no_result = hoyle::db::read(&app.pool, |c| {
        let event = events::get(c, id)?;
        Ok(results::enter(
            c,
            &event,
            &results::NewResult {
                board: 1,
                ns: 1,
                ew: 9,
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
    assert!(no_result.is_err(), "pairs 1 and 9 do not meet over board 1");

    // Pair 1 takes every trick it can: it wins the one field.
    let entered = enter_all(&mut app, id, |b, ns, ew| {
        if ns == 1 {
            10
        } else if ew == 1 {
            3
        } else {
            6 + b % 3
        }
    });
    assert_eq!(entered, 72);
    app.get(&format!("/events/{id}")).has("72 of 72 entered");
    let standings = app.get(&format!("/events/{id}/standings"));
    standings
        .has("The field")
        .lacks("North-South</h2>")
        .has("/pairs/ns/1/card\">Pair 1</a>");
    standings
        .has("Matchpoints (%)")
        .has("Scored by Matchpoints");
    let first_row = standings.body.split("<tbody>").nth(1).unwrap();
    let first = first_row.split("</tr>").next().unwrap();
    assert!(first.contains(">Pair 1<"), "{first}");
    // Pair 1 beat the three other results on each of its 16 boards: 16 × 6 = 96, 100 %.
    assert!(first.contains("(100.00 %)"), "{first}");
    // The traveller shows each side's matchpoints; the API and CSV the percent.
    app.get(&format!("/events/{id}/boards/1"))
        .has("N-S matchpoints");
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
    assert_eq!(top["rank_overall"], 1);
    let csv = app.get(&format!("/events/{id}/standings.csv")).body;
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .ends_with("method,method_total,percent,mixed_pairs")
    );
    assert!(csv.contains(",matchpoints,"), "{csv}");
    let card = app.get(&format!("/events/{id}/pairs/ns/1/card"));
    card.has("pair 2")
        .has("data-label=\"Matchpoints\"")
        .has("<strong id=\"method-total\">96 (100.00 %)</strong>")
        // One field: one place, not a place "Pair" and another overall.
        .has("place 1 in the field");
    // Pair 1 played 16 boards: 8 rounds of two, the ninth sitting out.
    let s = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let st = hoyle::tournament::standings_of(&s.0, &s.1, &s.2).unwrap();
    assert_eq!(st.rows.len(), 9);
    assert!(st.rows.iter().all(|r| r.boards == 16));
    assert_eq!(st.rows.iter().filter(|r| r.rank_overall == 1).count(), 1);
}

#[test]
fn an_eight_table_relay_mitchell_meets_nobody_twice_and_shows_the_bye_stand() {
    let mut app = TestApp::with_director();
    let id = create(
        &mut app,
        "Relay night",
        ("16", "2"),
        "mitchell-relay",
        "plus-minus",
    );
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert_eq!(event.movement, hoyle::movement::plan::Kind::MitchellRelay);
    assert_eq!((event.tables, event.rounds), (8, 8));
    let movement = event.movement().unwrap();
    assert!(
        movement
            .schedule_of_rounds()
            .meetings()
            .values()
            .all(|&n| n == 1),
        "no pair meets another twice"
    );
    let schedule = app.get(&format!("/events/{id}/print/schedule"));
    schedule
        .has("bye stand: boards")
        .has("shares boards with table 8")
        .has("the relay");
    app.get(&format!("/events/{id}/print/guide-cards"))
        .has("bye stand");
    let entered = enter_all(&mut app, id, |b, ns, _| (b + ns) % 13);
    // 8 rounds × 8 tables × 2 boards.
    assert_eq!(entered, 128);
    let standings = app.get(&format!("/events/{id}/standings"));
    standings.has("North-South").has("East-West");
}

#[test]
fn an_assigned_score_is_logged_shown_and_scored_by_the_method() {
    let mut app = TestApp::with_director();
    let id = create(&mut app, "Assigned", ("10", "2"), "howell", "matchpoints");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let first = movement.seating(1, 1).unwrap();
    let board = first.boards[0];
    let (ns, ew) = (first.ns.to_string(), first.ew.to_string());
    let assign = app.post(
        &format!("/events/{id}/boards/{board}/assign"),
        &[
            ("ns", &ns),
            ("ew", &ew),
            ("ns_award", "average-plus"),
            ("ew_award", "average-minus"),
        ],
    );
    assert_eq!(assign.status, 303, "{}", assign.body);
    let page = app.get(&format!("/events/{id}/boards/{board}"));
    page.has("assigned average plus to N-S, average minus to E-W")
        .has("Remove the assigned score");
    // The table's slip now refuses a result for that board.
    let refused = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            (&*format!("ns_tricks_{board}"), "7"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("assigned score");
    // Every other result entered: the assigned table gets 60 % and 40 % of the top.
    let entered = enter_all_but(&mut app, id, (board, first.ns, first.ew));
    assert_eq!(entered, 89);
    app.get(&format!("/events/{id}")).has("90 of 90 entered");
    let s = hoyle::db::read(&app.pool, |c| {
        Ok((events::load(c, id)?, results::assigned::list(c, id)?))
    })
    .unwrap();
    let ((e, p, r), a) = s;
    let st = hoyle::tournament::standings_full(&e, &p, &r, &a).unwrap();
    let figures = st.method.unwrap();
    let (ns_mp, ew_mp) = figures.results[&(board, first.ns, first.ew)];
    // Top on a board played five times: 8; 60 % and 40 % of it.
    assert_eq!(
        (ns_mp.unwrap(), ew_mp.unwrap()),
        (hoyle::exact::Q::new(24, 5), hoyle::exact::Q::new(16, 5))
    );
    // Removing it is logged too.
    let removed = app.post(
        &format!("/events/{id}/boards/{board}/unassign"),
        &[("ns", &ns), ("ew", &ew)],
    );
    assert_eq!(removed.status, 303);
    let history: Vec<_> = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(board)))
        .unwrap()
        .into_iter()
        .filter(|h| (h.ns, h.ew) == (first.ns, first.ew))
        .collect();
    assert_eq!(history.len(), 2);
    assert_eq!(
        history[0].new.as_deref(),
        Some("assigned average plus to N-S, average minus to E-W")
    );
    assert_eq!(history[1].action, "deleted");
}

#[test]
fn a_late_pair_s_missing_boards_are_not_asked_for() {
    let mut app = TestApp::with_director();
    let id = create(&mut app, "Late", ("10", "2"), "howell", "matchpoints");
    let before = app.get(&format!("/events/{id}"));
    before.has("0 of 90 entered");
    let late = app.post(
        &format!("/events/{id}/absences"),
        &[("pair", "ns10"), ("from_round", "3"), ("to_round", "")],
    );
    assert_eq!(late.status, 303, "{}", late.body);
    // Pair 10 misses rounds 1 and 2: two tables of two boards.
    app.get(&format!("/events/{id}"))
        .has("Pair 10 arrives late: plays from round 3")
        .has("0 of 86 entered");
    // A result for pair 10 in round 1 is refused.
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    let seat = movement
        .schedule()
        .into_iter()
        .next()
        .unwrap()
        .tables
        .into_iter()
        .find(|s| s.ns == 10 || s.ew == 10)
        .unwrap();
    let refused = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", &seat.table.to_string()),
            (&*format!("ns_tricks_{}", seat.boards[0]), "7"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("marked away");
    let wrong = app.post(
        &format!("/events/{id}/absences"),
        &[("pair", "ns10"), ("from_round", "12")],
    );
    assert_eq!(wrong.status, 422);
    wrong.has("from_round");
}

#[test]
fn a_team_match_crosses_the_boards_between_its_two_tables() {
    let mut app = TestApp::with_director();
    let id = create(&mut app, "Team match", ("4", "4"), "teams", "total-points");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    assert_eq!((movement.tables(), movement.rounds()), (2, 1));
    let open = movement.seating(1, 1).unwrap();
    let closed = movement.seating(1, 2).unwrap();
    assert_eq!(open.boards, vec![1, 2, 3, 4]);
    assert_eq!(closed.boards, vec![3, 4, 1, 2], "the boards cross halfway");
    // Team 2 is at home: its pair 3 sits N-S in the open room; team 1's pair 1 sits N-S in
    // the closed room. Each team sits N-S at one table and E-W at the other.
    assert_eq!((open.ns, open.ew, closed.ns, closed.ew), (3, 2, 1, 4));
    app.get(&format!("/events/{id}/print/schedule"))
        .has("Team matches")
        .has("shares boards with table 2");
    let entered = enter_all(&mut app, id, |b, ns, _| if ns == 1 { 8 } else { 5 + b % 2 });
    assert_eq!(entered, 8);
    // By total points: each team's two tables added, board by board.
    let standings = app.get(&format!("/events/{id}/standings"));
    standings.has("Scored by Total points").has(">Team 1<");
    let s = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let st = hoyle::tournament::standings_full(&s.0, &s.1, &s.2, &[]).unwrap();
    assert_eq!(st.rows.len(), 2, "two teams");
    assert!(st.rows.iter().all(|r| r.boards == 4));
    let (one, two) = (&st.rows[0], &st.rows[1]);
    assert_eq!(
        one.plus_minus, -two.plus_minus,
        "what one team wins the other loses"
    );
}

#[test]
fn a_movement_that_does_not_fit_is_refused_with_the_field_named() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/events",
        &[
            ("name", "Wrong"),
            ("date", "1927-03-08"),
            ("game", "whist"),
            ("pairs", "9"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
            ("movement", "mitchell-relay"),
        ],
    );
    assert_eq!(reply.status, 422, "{}", reply.body);
    reply.has("id=\"error-movement\"");
}

/// Issue 21: a new Howell event is the balanced one, and its offer, page and tray schedule say
/// how evenly it compares the pairs; an event stored before the balanced tables (without the
/// mark `db::events::HOWELL_KEY`) is rebuilt from the first tables, so nobody is reseated.
#[test]
fn a_new_howell_is_balanced_and_one_stored_before_keeps_its_seating() {
    use hoyle::movement::howell::{Edition, howell_of};
    let mut app = TestApp::with_director();
    let three = "every two pairs are compared on 3 board sets";
    app.post(
        "/events",
        &[
            ("name", "Balanced"),
            ("date", "1927-03-08"),
            ("game", "whist"),
            ("pairs", "8"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
            ("step", "offers"),
        ],
    )
    .has(three);
    let id = create(&mut app, "Balanced", ("8", "2"), "howell", "matchpoints");
    // The event page states the balance once, on its own line.
    let page = app.get(&format!("/events/{id}"));
    assert_eq!(page.body.matches(three).count(), 1, "{}", page.body);
    page.has("id=\"balance\"");
    let get = |app: &TestApp| hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let event = get(&app);
    assert_eq!(event.howell, Edition::Balanced);
    let balanced = event.movement().unwrap();
    assert_eq!(
        balanced.schedule_of_rounds(),
        &hoyle::movement::howell::howell(8, 2, Some(7)).unwrap()
    );
    app.get(&format!("/events/{id}")).has(three);
    app.get(&format!("/events/{id}/print/schedule")).has(three);

    // As if stored before: the mark taken away.
    hoyle::db::write(&app.pool, |tx| {
        tx.execute(
            "DELETE FROM settings WHERE key = ?1",
            [format!("{}{id}", events::HOWELL_KEY)],
        )?;
        Ok(())
    })
    .unwrap();
    let event = get(&app);
    assert_eq!(event.howell, Edition::First);
    let first = event.movement().unwrap();
    assert_eq!(
        first.schedule_of_rounds(),
        &howell_of(Edition::First, 8, 2, Some(7)).unwrap()
    );
    assert_ne!(first.schedule(), balanced.schedule());
    app.get(&format!("/events/{id}"))
        .has("two pairs are compared on 1 to 5 board sets")
        .lacks(three);
}
