//! Standings, score cards, seasons, CSV, the JSON API and the sample club, over HTTP on the
//! demo evening (7 tables, 28 boards, 196 results, two revokes).

use hoyle::db::events;
use hoyle::exact::Hundredths;
use hoyle::laws::duplicate::{Direction, Game, RevokeRule, describe};
use serde_json::Value;

use crate::support::{Reply, TestApp};

/// An app with the sample club loaded directly (no director needed); returns the event id.
fn demo() -> (TestApp, i64) {
    let app = TestApp::spawn();
    hoyle::demo::load(&app.pool).unwrap();
    let list = hoyle::db::read(&app.pool, events::list).unwrap();
    assert_eq!(list.len(), 1);
    (app, list[0].id)
}

fn scored(app: &TestApp, id: i64) -> hoyle::tournament::EventStandings {
    let data = hoyle::db::read(&app.pool, |c| hoyle::db::standings::event_data(c, id)).unwrap();
    hoyle::tournament::standings(&data.event, &data.pairs, &data.results).unwrap()
}

fn json(reply: &Reply) -> Value {
    assert!(
        reply.content_type.starts_with("application/json"),
        "{}",
        reply.content_type
    );
    serde_json::from_str(&reply.body).unwrap()
}

/// A name as askama escapes it in a page.
fn esc(s: &str) -> String {
    s.replace('&', "&#38;").replace('\'', "&#39;")
}

/// The page's wording of a plus/minus.
fn worded(q: hoyle::exact::Q) -> String {
    let h = Hundredths::of(q);
    match h.0.signum() {
        1 => format!("+{h} above average"),
        -1 => format!("\u{2212}{} below average", Hundredths(-h.0)),
        _ => "0.00 level with average".to_owned(),
    }
}

#[test]
fn demo_loads_once_with_every_result() {
    let (app, id) = demo();
    hoyle::demo::load(&app.pool).unwrap();
    let list = hoyle::db::read(&app.pool, events::list).unwrap();
    assert_eq!(list.len(), 1, "loading twice adds nothing");
    let event = &list[0];
    assert_eq!(
        (event.name.as_str(), event.season.as_str(), event.tables),
        ("Demo night", "Demo", 7)
    );
    assert!(event.is_final());
    let data = hoyle::db::read(&app.pool, |c| hoyle::db::standings::event_data(c, id)).unwrap();
    assert_eq!(data.results.len(), 196);
    assert!(data.pairs.iter().all(|p| p.members.len() == 2));
    let revokes = data
        .results
        .iter()
        .filter(|r| {
            matches!(
                r.entry,
                hoyle::laws::duplicate::Entry::Whist {
                    revoke: Some(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(revokes, 2);
    assert_eq!(
        (event.game, event.revoke_rule),
        (Game::Whist, RevokeRule::General)
    );
}

#[test]
fn standings_page_ranks_each_way_and_overall() {
    let (mut app, id) = demo();
    let s = scored(&app, id);
    let page = app.get(&format!("/events/{id}/standings"));
    assert_eq!(page.status, 200);
    page.has("badge final")
        .has("id=\"ns\"")
        .has("id=\"ew\"")
        .has("id=\"overall\"")
        .has("class=\"num plus\"")
        .has("class=\"num minus\"")
        .has(&format!("/events/{id}/boards/28\""))
        .has(&format!("/events/{id}/pairs/ew/7/card\""));
    // The revoke rule's own text (askama escapes apostrophes, none here).
    page.has(&describe(RevokeRule::General)[..60]);
    for p in &s.pairs {
        page.has(&worded(p.plus_minus));
    }
    // The N-S table opens with the N-S winner, the overall table with the best pair.
    let ns_table = &page.body[page.body.find("id=\"ns\"").unwrap()..];
    let winner = s.direction(Direction::Ns)[0];
    let tbody = &ns_table[ns_table.find("<tbody>").unwrap()..];
    let first_row = &tbody[..tbody.find("</tr>").unwrap()];
    assert!(first_row.contains(&esc(&winner.names)), "{first_row}");
    assert_eq!(winner.rank_in_direction, 1);
    let overall = &page.body[page.body.find("id=\"overall\"").unwrap()..];
    let best = s.overall()[0];
    let at_best = overall.find(&esc(&best.names)).unwrap();
    for p in s.overall().iter().skip(1) {
        if p.plus_minus < best.plus_minus {
            assert!(overall.find(&esc(&p.names)).unwrap() > at_best);
        }
    }
    // Every figure is shown to two decimals: a plus/minus cell never shows a bare whole number.
    for text in ["above average", "below average"] {
        for (i, _) in page.body.match_indices(text) {
            let before = &page.body[..i - 1];
            let figure = before.rsplit(['>', '+', '\u{2212}']).next().unwrap();
            assert_eq!(figure.len(), figure.find('.').unwrap() + 3, "{figure}");
        }
    }
    // Public.
    app.logout();
    assert_eq!(app.get(&format!("/events/{id}/standings")).status, 200);
}

#[test]
fn score_card_runs_board_by_board() {
    let (mut app, id) = demo();
    let s = scored(&app, id);
    let page = app.get(&format!("/events/{id}/pairs/ns/1/card"));
    assert_eq!(page.status, 200);
    let ns1 = s
        .pairs
        .iter()
        .find(|p| p.direction == Direction::Ns && p.pair == 1)
        .unwrap();
    page.has("Score card: N-S 1")
        .has(&esc(&ns1.names))
        .has(&worded(ns1.plus_minus))
        .has("E-W 1");
    assert_eq!(
        page.body.matches(&format!("/events/{id}/boards/")).count(),
        28
    );
    // The last running total is the pair's plus/minus.
    let total = {
        let h = Hundredths::of(ns1.plus_minus);
        match h.0.signum() {
            1 => format!("+{h}"),
            -1 => format!("\u{2212}{}", Hundredths(-h.0)),
            _ => "0.00".to_owned(),
        }
    };
    let last_row = page.body.rsplit("<tr>").next().unwrap();
    assert!(last_row.contains(&format!(">{total}</td>")), "{last_row}");
    assert_eq!(
        app.get(&format!("/events/{id}/pairs/ew/7/card")).status,
        200
    );
    assert_eq!(
        app.get(&format!("/events/{id}/pairs/xy/1/card")).status,
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
fn season_pages_add_up_every_member() {
    let (mut app, id) = demo();
    let list = app.get("/seasons");
    assert_eq!(list.status, 200);
    list.has("href=\"/seasons/Demo\"")
        .has("<td class=\"num\">1</td>");
    let page = app.get("/seasons/Demo");
    assert_eq!(page.status, 200);
    page.has("Season Demo")
        .has("Mrs. Abbott")
        .has("Mr. Rutherford")
        .has(&format!("/events/{id}/standings"))
        .has("above average")
        .lacks("Still provisional");
    assert!(page.body.matches("<td class=\"num\">1</td>").count() >= 2);
    // Both players of a pair share its plus/minus as their aggregate.
    let s = scored(&app, id);
    page.has(&worded(s.pairs[0].plus_minus));
    assert_eq!(app.get("/seasons/Nothing").status, 404);
}

#[test]
fn season_labels_with_spaces_route() {
    let (mut app, _) = demo();
    hoyle::db::write(&app.pool, |tx| {
        events::create(
            tx,
            &events::NewEvent {
                name: "Winter opener".into(),
                date: chrono::NaiveDate::from_ymd_opt(1928, 1, 10).unwrap(),
                season: "Winter 1928".into(),
                game: Game::Whist,
                tables: 3,
                boards_per_round: 2,
                rounds: None,
                revoke_rule: RevokeRule::General,
            },
        )
    })
    .unwrap();
    app.get("/seasons").has("href=\"/seasons/Winter%201928\"");
    let page = app.get("/seasons/Winter%201928");
    assert_eq!(page.status, 200);
    page.has("No member has played");
    let csv = app.get("/seasons/Winter%201928.csv");
    assert_eq!(csv.status, 200);
    assert!(csv.content_type.starts_with("text/csv"));
}

fn csv_lines(reply: &Reply) -> Vec<&str> {
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.content_type, "text/csv; charset=utf-8");
    reply.body.lines().collect()
}

#[test]
fn csv_downloads_have_a_header_and_one_row_per_line() {
    let (mut app, id) = demo();
    let standings = app.get(&format!("/events/{id}/standings.csv"));
    let lines = csv_lines(&standings);
    assert_eq!(
        lines[0],
        "direction,pair,names,boards,score,average,plus_minus,rank_in_direction,rank_overall"
    );
    assert_eq!(lines.len(), 15);
    assert!(lines[1].starts_with("NS,"));
    assert!(lines[1].ends_with(",1") || lines[1].contains(",1,"));
    assert!(lines[14].starts_with("EW,"));

    let results = app.get(&format!("/events/{id}/results.csv"));
    let lines = csv_lines(&results);
    assert_eq!(
        lines[0],
        "board,round,table,ns,ew,ns_tricks,revoke_by,revoke_count,revoke_tricks_before,ns_points,ew_points,ns_score,ew_score,ns_average"
    );
    assert_eq!(lines.len(), 197);
    assert_eq!(lines.iter().filter(|l| l.contains(",EW,1,")).count(), 1);

    let season = app.get("/seasons/Demo.csv");
    let lines = csv_lines(&season);
    assert_eq!(
        lines[0],
        "rank_aggregate,name,evenings,aggregate,mean,rank_mean"
    );
    assert_eq!(lines.len(), 29);

    // Offered as a download with a file name.
    let agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .new_agent();
    let response = agent
        .get(format!("{}/events/{id}/standings.csv", app.base))
        .call()
        .unwrap();
    let disposition = response
        .headers()
        .get("content-disposition")
        .unwrap()
        .to_str()
        .unwrap();
    assert_eq!(
        disposition,
        format!("attachment; filename=\"event-{id}-standings.csv\"")
    );
    assert_eq!(app.get("/events/999/standings.csv").status, 404);
}

#[test]
fn api_answers_in_json() {
    let (mut app, id) = demo();
    let list = json(&app.get("/api/v1/events"));
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["name"], "Demo night");
    assert_eq!(list[0]["status"], "final");

    let event = json(&app.get(&format!("/api/v1/events/{id}")));
    assert_eq!(event["tables"], 7);
    assert_eq!(event["results_entered"], 196);
    let pairs = event["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 14);
    assert_eq!(pairs[0]["names"], "Mrs. Abbott & Mr. Abbott");
    assert_eq!(pairs[0]["members"].as_array().unwrap().len(), 2);

    let standings = json(&app.get(&format!("/api/v1/events/{id}/standings")));
    assert_eq!(standings["game"], "whist");
    let pairs = standings["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 14);
    for direction in ["NS", "EW"] {
        let sum: f64 = pairs
            .iter()
            .filter(|p| p["direction"] == direction)
            .map(|p| p["plus_minus"].as_f64().unwrap())
            .sum();
        // Each figure is rounded to hundredths; the exact sum is zero.
        assert!(sum.abs() < 0.05, "{direction}: {sum}");
        assert!(
            pairs
                .iter()
                .any(|p| p["direction"] == direction && p["rank_in_direction"] == 1)
        );
    }
    assert!(
        pairs
            .iter()
            .all(|p| p["boards"] == 28 && p["names"].is_string())
    );
    let boards = standings["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 28);
    assert!(
        boards
            .iter()
            .all(|b| b["results"].as_array().unwrap().len() == 7)
    );
    // The same figures as the CLI's law.
    let s = scored(&app, id);
    assert_eq!(
        pairs[0]["plus_minus"].as_f64().unwrap(),
        Hundredths::of(s.pairs[0].plus_minus).0 as f64 / 100.0
    );

    let results = json(&app.get(&format!("/api/v1/events/{id}/results")));
    let results = results["results"].as_array().unwrap();
    assert_eq!(results.len(), 196);
    assert!(results[0]["ns_tricks"].is_number());
    assert!(results[0]["ns_score"].is_number());

    let seasons = json(&app.get("/api/v1/seasons"));
    assert_eq!(seasons[0]["season"], "Demo");
    let season = json(&app.get("/api/v1/seasons/Demo"));
    let members = season["members"].as_array().unwrap();
    assert_eq!(members.len(), 28);
    assert!(members.iter().all(|m| m["evenings"] == 1));
    assert_eq!(members[0]["rank_aggregate"], 1);
}

#[test]
fn unknown_events_are_404_in_html_and_json() {
    let (mut app, _) = demo();
    let page = app.get("/events/999/standings");
    assert_eq!(page.status, 404);
    assert!(page.content_type.starts_with("text/html"));
    page.has("id=\"error-title\"");
    assert_eq!(app.get("/events/999/pairs/ns/1/card").status, 404);
    for path in [
        "/api/v1/events/999",
        "/api/v1/events/999/standings",
        "/api/v1/events/999/results",
        "/api/v1/events/abc",
        "/api/v1/seasons/Nothing",
        "/api/v1/nothing",
    ] {
        let reply = app.get(path);
        assert_eq!(reply.status, 404, "{path}");
        assert!(json(&reply)["error"].is_string(), "{path}");
    }
}

#[test]
fn demo_button_needs_the_director() {
    let mut app = TestApp::with_director();
    app.get("/")
        .has("id=\"load-demo\"")
        .has("href=\"/events/new\"");
    app.logout();
    let home = app.get("/");
    home.has("log in").lacks("id=\"load-demo\"");
    let refused = app.post("/demo", &[]);
    assert_eq!(refused.status, 303);
    assert_eq!(refused.location.as_deref(), Some("/login"));
    assert!(hoyle::db::read(&app.pool, events::list).unwrap().is_empty());
    app.post(
        "/login",
        &[
            ("name", crate::support::DIRECTOR),
            ("password", crate::support::PASSWORD),
        ],
    );
    let loaded = app.post("/demo", &[]);
    assert_eq!(loaded.status, 303);
    assert_eq!(loaded.location.as_deref(), Some("/"));
    let home = app.get("/");
    home.has("Demo night")
        .has("badge final")
        .has("/standings\"")
        .lacks("id=\"load-demo\"");
}
