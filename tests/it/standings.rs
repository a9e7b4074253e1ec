//! Standings, score cards, seasons, their CSV and the JSON API, over the demo club.

use hoyle::db::events;

use crate::support::TestApp;

/// An app holding the demo (director logged out); returns the demo event's id.
fn demo() -> (TestApp, i64) {
    let mut app = TestApp::with_director();
    hoyle::demo::load(&app.pool).unwrap();
    app.logout();
    let list = hoyle::db::read(&app.pool, events::list).unwrap();
    let id = list.iter().find(|e| e.name == "Demo night").unwrap().id;
    (app, id)
}

#[test]
fn standings_page_ranks_each_way_with_signs_and_two_decimals() {
    let (mut app, id) = demo();
    let page = app.get(&format!("/events/{id}/standings"));
    assert_eq!(page.status, 200);
    page.has("Demo night")
        .has("badge final")
        .has("North-South")
        .has("East-West")
        .has("Overall")
        .has("Revokes (Laws of Duplicate Whist")
        // Each player links to their page (issue 22 item 9).
        .has("Mrs. Abbott</a> &amp; <a href=\"/players/member/")
        .has(" above</td>")
        .has(" below</td>")
        .has("class=\"num plus\"")
        .has("class=\"num minus\"")
        .has(&format!("/events/{id}/pairs/ns/1/card"))
        .has(&format!("/events/{id}/pairs/ew/7/card"))
        .has(&format!("/events/{id}/boards/28\""));
    // Every plus/minus is printed to two decimals with a sign word.
    let figures: Vec<&str> = page
        .body
        .split("class=\"num plus\">")
        .skip(1)
        .map(|s| s.split('<').next().unwrap())
        .collect();
    assert!(!figures.is_empty());
    for f in figures {
        let number = f.trim_start_matches('+').trim_end_matches(" above");
        let (_, decimals) = number.split_once('.').unwrap();
        assert_eq!(decimals.len(), 2, "{f}");
    }
    page.has("\u{2212}");
    // A winner each way: rank 1 appears in both direction tables.
    let ns = page.body.split("<h2 id=\"ns\">").nth(1).unwrap();
    let ns_table = ns.split("<h2 id=\"ew\">").next().unwrap();
    assert!(ns_table.contains("<td class=\"num\">1</td>"));
    assert_eq!(ns_table.matches("/card\">").count(), 7);
}

#[test]
fn an_event_without_results_has_an_empty_standings_page() {
    let (mut app, _) = demo();
    let id = hoyle::db::write(&app.pool, |c| {
        events::create(
            c,
            &events::NewEvent {
                name: "Empty".into(),
                date: chrono::NaiveDate::from_ymd_opt(1927, 4, 1).unwrap(),
                season: "Demo".into(),
                game: hoyle::laws::duplicate::Game::Whist,
                tables: 3,
                boards_per_round: 2,
                rounds: None,
                revoke_rule: hoyle::laws::duplicate::RevokeRule::General,
            },
        )
    })
    .unwrap();
    let page = app.get(&format!("/events/{id}/standings"));
    assert_eq!(page.status, 200);
    page.has("id=\"no-results\"");
    let csv = app.get(&format!("/events/{id}/standings.csv"));
    assert_eq!(csv.status, 200);
    assert_eq!(csv.body.lines().count(), 1);
    assert_eq!(
        app.get(&format!("/events/{id}/pairs/ns/1/card")).status,
        200
    );
    let (status, body) = app.json(&format!("/api/v1/events/{id}/standings"));
    assert_eq!(status, 200);
    assert_eq!(body["pairs"].as_array().unwrap().len(), 0);
    // The empty evening does not disturb the season.
    assert_eq!(app.get("/seasons/Demo").status, 200);
}

#[test]
fn score_card_runs_board_by_board_to_the_standings_figure() {
    let (mut app, id) = demo();
    let card = app.get(&format!("/events/{id}/pairs/ew/3/card"));
    assert_eq!(card.status, 200);
    card.has("E-W 3").has("Opponents").has("id=\"summary\"");
    let body = card.body.split("<tbody>").nth(1).unwrap();
    assert_eq!(body.matches("<tr>").count(), 28);
    assert_eq!(
        app.get(&format!("/events/{id}/pairs/xx/3/card")).status,
        404
    );
    assert_eq!(
        app.get(&format!("/events/{id}/pairs/ns/8/card")).status,
        404
    );
    assert_eq!(
        app.get(&format!("/events/{id}/pairs/ns/0/card")).status,
        404
    );
}

#[test]
fn season_pages_rank_members_by_aggregate_and_mean() {
    let (mut app, _) = demo();
    let seasons = app.get("/seasons");
    assert_eq!(seasons.status, 200);
    seasons
        .has("/seasons/Demo\"")
        .has("<td class=\"num\">1</td>");
    let season = app.get("/seasons/Demo");
    assert_eq!(season.status, 200);
    season
        .has("Season Demo")
        .has("Mrs. Abbott")
        .has("Mean per evening")
        .has("Demo night");
    let rows = season.body.split("<tbody>").nth(1).unwrap();
    assert_eq!(rows.matches("<tr>").count(), 28);
    assert_eq!(app.get("/seasons/Nope").status, 404);
}

#[test]
fn csv_files_have_a_header_and_a_row_per_line() {
    let (mut app, id) = demo();
    for (path, rows, header) in [
        (
            format!("/events/{id}/standings.csv"),
            14,
            "rank_overall,direction,pair,names,",
        ),
        (
            format!("/events/{id}/results.csv"),
            196,
            "board,round,table,ns,ew,ns_tricks,",
        ),
        ("/seasons/Demo.csv".to_owned(), 28, "rank_aggregate,member,"),
        ("/seasons/Demo/csv".to_owned(), 28, "rank_aggregate,member,"),
    ] {
        let reply = app.get(&path);
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.content_type, "text/csv; charset=utf-8");
        assert!(reply.body.starts_with(header), "{path}: {}", reply.body);
        assert_eq!(reply.body.lines().count(), rows + 1, "{path}");
    }
    let results = app.get(&format!("/events/{id}/results.csv"));
    assert!(results.body.contains(",EW,1,"), "a revoke is in the file");
}

#[test]
fn api_serves_events_standings_results_and_seasons() {
    let (mut app, id) = demo();
    let (status, list) = app.json("/api/v1/events");
    assert_eq!(status, 200);
    assert_eq!(list[0]["name"], "Demo night");
    assert_eq!(list[0]["status"], "final");

    let (_, event) = app.json(&format!("/api/v1/events/{id}"));
    assert_eq!(event["event"]["tables"], 7);
    assert_eq!(event["pairs"].as_array().unwrap().len(), 14);
    assert_eq!(event["pairs"][0]["members"].as_array().unwrap().len(), 2);

    let (_, standings) = app.json(&format!("/api/v1/events/{id}/standings"));
    assert_eq!(standings["game"], "whist");
    let pairs = standings["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 14);
    assert_eq!(pairs[0]["names"], "Mrs. Abbott & Col. Barrington");
    for direction in ["NS", "EW"] {
        // Hundredths: the sum of rounded figures may be off by a rounding step per pair.
        let total: f64 = pairs
            .iter()
            .filter(|p| p["direction"] == direction)
            .map(|p| p["plus_minus"].as_f64().unwrap())
            .sum();
        assert!(total.abs() < 0.01 * 7.0, "{direction}: {total}");
        assert!(
            pairs
                .iter()
                .any(|p| p["direction"] == direction && p["rank_in_direction"] == 1)
        );
    }
    assert_eq!(standings["boards"].as_array().unwrap().len(), 28);

    let (_, results) = app.json(&format!("/api/v1/events/{id}/results"));
    assert_eq!(results["results"].as_array().unwrap().len(), 196);

    let (_, seasons) = app.json("/api/v1/seasons");
    assert_eq!(seasons[0]["season"], "Demo");
    assert_eq!(seasons[0]["events"], 1);

    let (_, season) = app.json("/api/v1/seasons/Demo");
    assert_eq!(season["members"].as_array().unwrap().len(), 28);
    assert_eq!(season["members"][0]["rank_aggregate"], 1);
}

#[test]
fn unknown_events_are_404_as_html_and_as_json() {
    let (mut app, _) = demo();
    let page = app.get("/events/9999/standings");
    assert_eq!(page.status, 404);
    assert!(page.content_type.starts_with("text/html"));
    assert_eq!(app.get("/events/9999/standings.csv").status, 404);
    for path in [
        "/api/v1/events/9999",
        "/api/v1/events/9999/standings",
        "/api/v1/events/9999/results",
        "/api/v1/events/abc",
        "/api/v1/seasons/Nope",
        "/api/v1/nothing",
    ] {
        let (status, body) = app.json(path);
        assert_eq!(status, 404, "{path}");
        assert!(body["error"].is_string(), "{path}");
    }
}

#[test]
fn the_demo_button_needs_the_director_and_fills_the_home_page() {
    let mut app = TestApp::with_director();
    app.get("/").has("action=\"/demo\"").has("/events/new");
    app.logout();
    let anonymous = app.get("/");
    anonymous.lacks("action=\"/demo\"").has("log in");
    let refused = app.post("/demo", &[]);
    assert_eq!(refused.status, 303);
    assert_eq!(refused.location.as_deref(), Some("/login"));
    assert!(hoyle::db::read(&app.pool, events::list).unwrap().is_empty());

    let mut app = TestApp::with_director();
    let loaded = app.post("/demo", &[]);
    assert_eq!(loaded.status, 303);
    assert_eq!(loaded.location.as_deref(), Some("/"));
    let home = app.get("/");
    home.has("Demo night")
        .has("badge final")
        .lacks("action=\"/demo\"");
    let id = hoyle::db::read(&app.pool, events::list).unwrap()[0].id;
    home.has(&format!("/events/{id}/standings"));
}

/// The standings page is kept between requests; a new result must show at once.
#[test]
fn standings_page_shows_a_new_result_at_once() {
    let mut app = TestApp::with_director();
    let created = app.post(
        "/events",
        &[
            ("name", "Small night"),
            ("date", "2026-11-23"),
            ("season", ""),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "1"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    let event = created.location.unwrap();
    let enter = |app: &mut TestApp, board: &str, ns: &str, ew: &str, tricks: &str| {
        let reply = app.post(
            &format!("{event}/boards/{board}"),
            &[("ns", ns), ("ew", ew), ("ns_tricks_new", tricks)],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
    };
    enter(&mut app, "1", "1", "1", "9");
    let before = app.get(&format!("{event}/standings")).body;
    assert_eq!(app.get(&format!("{event}/standings")).body, before);
    enter(&mut app, "1", "3", "2", "5");
    let after = app.get(&format!("{event}/standings")).body;
    assert_ne!(after, before);
    assert!(after.contains("+2.00"), "{after}");
}

#[test]
fn season_labels_with_a_space_or_a_slash_route() {
    let (mut app, _) = demo();
    for (n, label) in ["Winter 1928", "1927/28"].into_iter().enumerate() {
        hoyle::db::write(&app.pool, |tx| {
            events::create(
                tx,
                &events::NewEvent {
                    name: format!("Opener {n}"),
                    date: chrono::NaiveDate::from_ymd_opt(1928, 1, 10).unwrap(),
                    season: label.to_owned(),
                    game: hoyle::laws::duplicate::Game::Whist,
                    tables: 3,
                    boards_per_round: 2,
                    rounds: None,
                    revoke_rule: hoyle::laws::duplicate::RevokeRule::General,
                },
            )
        })
        .unwrap();
    }
    app.get("/seasons")
        .has("/seasons/Winter%201928\"")
        .has("/seasons/1927%2F28\"");
    for encoded in ["Winter%201928", "1927%2F28"] {
        let page = app.get(&format!("/seasons/{encoded}"));
        assert_eq!(page.status, 200, "{encoded}: {}", page.body);
        page.has(&format!("/seasons/{encoded}.csv\""));
        for csv in [
            format!("/seasons/{encoded}.csv"),
            format!("/seasons/{encoded}/csv"),
        ] {
            let reply = app.get(&csv);
            assert_eq!(reply.status, 200, "{csv}");
            assert_eq!(reply.content_type, "text/csv; charset=utf-8");
        }
        let (status, season) = app.json(&format!("/api/v1/seasons/{encoded}"));
        assert_eq!(status, 200, "{encoded}");
        assert_eq!(season["members"].as_array().unwrap().len(), 0);
    }
}
