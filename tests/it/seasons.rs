//! A season of a plus/minus evening and a matchpoint evening (issue 15): each evening keeps its
//! own method's figure, each method its own table ranked in its own terms, and the page says how;
//! the club's setting puts everyone in one table by place instead.

use hoyle::db::{events, members, results};
use hoyle::laws::duplicate::Direction;

use crate::support::{TestApp, event_by_offers};

/// The demo club (its plus/minus "Demo night" in season "Demo") and a three-table Mitchell by
/// matchpoints in the same season, in which N-S 1 takes 9 tricks on every board, N-S 2 takes 8
/// and N-S 3 7: N-S 1 beats both others on every board (100 %), N-S 2 beats one (50 %), N-S 3
/// none (0 %). Each E-W pair meets each N-S pair once, so on one board it beats both other E-W
/// pairs, on one it beats one, on one none: 6 of 12, 50 % each. Returns the members of N-S 1.
fn season_of_two_methods(app: &mut TestApp) -> [String; 2] {
    hoyle::demo::load(&app.pool).unwrap();
    let form = vec![
        ("name", "Matchpoint night"),
        ("date", "1927-03-15"),
        ("season", "Demo"),
        ("game", "whist"),
        ("pairs", "6"),
        ("boards_per_round", "1"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", "matchpoints"),
    ];
    let (_, id) = event_by_offers(app, &form, "mitchell");
    let people = hoyle::db::read(&app.pool, members::list).unwrap();
    let seats = [
        (Direction::Ns, 1),
        (Direction::Ns, 2),
        (Direction::Ns, 3),
        (Direction::Ew, 1),
        (Direction::Ew, 2),
        (Direction::Ew, 3),
    ];
    for (i, (direction, pair)) in seats.into_iter().enumerate() {
        let two = [Some(people[2 * i].id), Some(people[2 * i + 1].id)];
        hoyle::db::write(&app.pool, |tx| {
            events::set_pair(tx, id, direction, pair, two)
        })
        .unwrap();
    }
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    for round in event.movement().unwrap().schedule() {
        for s in round.tables {
            for &b in &s.boards {
                let new = results::NewResult {
                    board: b,
                    ns: s.ns,
                    ew: s.ew,
                    entry: hoyle::laws::duplicate::Entry::Whist {
                        ns_tricks: 10 - s.ns as u8,
                        revoke: None,
                    },
                    contract: None,
                };
                hoyle::db::write(&app.pool, |tx| results::enter(tx, &event, &new, "test")).unwrap();
            }
        }
    }
    [people[0].name.clone(), people[1].name.clone()]
}

/// The rows of the page's `n`th table body.
fn body(page: &str, n: usize) -> &str {
    page.split("<tbody>")
        .nth(n)
        .and_then(|s| s.split("</tbody>").next())
        .unwrap_or("")
}

#[test]
fn a_season_of_plus_minus_and_matchpoints_ranks_each_in_its_own_table() {
    let mut app = TestApp::with_director();
    let ns1 = season_of_two_methods(&mut app);
    app.logout();
    let page = app.get("/seasons/Demo");
    assert_eq!(page.status, 200);
    page.has("id=\"how-ranked\"")
        .has("each method has its own table")
        .has("Evenings scored by plus and minus")
        .has("Ranked by the season&#39;s total of plus and minus")
        .has("Evenings scored by matchpoints")
        .has("Ranked by the average of the evenings&#39; percentages")
        .has("Average percentage")
        .has("Matchpoint night")
        .has("Plus and minus against the average")
        .has("From the book");
    // The book's table: the demo's 28 members, each with the demo evening's figure.
    let plus_minus = body(&page.body, 1);
    assert_eq!(plus_minus.matches("<tr>").count(), 28);
    // The matchpoint table: twelve members; N-S 1 first at 100 %, N-S 2 and every E-W pair
    // third at 50 %, N-S 3 eleventh at 0 %.
    let matchpoints = body(&page.body, 2);
    assert_eq!(matchpoints.matches("<tr>").count(), 12);
    let first = matchpoints.split("<tr>").nth(1).unwrap_or("");
    assert!(first.contains("<td class=\"num\">1</td>"), "{first}");
    assert!(
        ns1.iter()
            .any(|n| first.contains(&n.replace('\'', "&#39;"))),
        "{first}"
    );
    assert!(first.contains("100.00 %"), "{first}");
    assert_eq!(matchpoints.matches(">50.00 %<").count(), 8, "{matchpoints}");
    assert_eq!(matchpoints.matches("<td class=\"num\">3</td>").count(), 8);
    assert_eq!(matchpoints.matches("<td class=\"num\">11</td>").count(), 2);
    // The CSV names each line's table; the API gives both tables.
    let csv = app.get("/seasons/Demo.csv");
    assert_eq!(csv.status, 200);
    assert_eq!(csv.body.lines().count(), 1 + 28 + 12);
    assert_eq!(csv.body.matches(",matchpoints,").count(), 12);
    assert_eq!(csv.body.matches(",plus-minus,").count(), 28);
    let (status, json) = app.json("/api/v1/seasons/Demo");
    assert_eq!(status, 200);
    assert_eq!(json["ranking"], "by-method");
    assert_eq!(json["tables"].as_array().map(Vec::len), Some(2));
    assert_eq!(json["tables"][1]["ranked_by"], "matchpoints");
    let top = &json["members"][28];
    assert_eq!(
        (&top["ranked_by"], &top["rank"], &top["mean"]),
        (&"matchpoints".into(), &1.into(), &100.into())
    );
    assert_eq!(top["figures"][0]["method"], "matchpoints");
}

#[test]
fn the_clubs_setting_ranks_everyone_in_one_table_by_place() {
    let mut app = TestApp::with_director();
    season_of_two_methods(&mut app);
    app.get("/club")
        .has("name=\"season_ranking\" value=\"by-method\" checked");
    // Seen (and kept) before the setting changes: the saving write replaces it.
    app.get("/seasons/Demo")
        .has("Evenings scored by matchpoints");
    let saved = app.post(
        "/club",
        &[
            ("name", "Portland Club"),
            ("time_zone", "Europe/London"),
            ("money", "pence"),
            ("currency", "£"),
            ("season_ranking", "by-place"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get("/club")
        .has("name=\"season_ranking\" value=\"by-place\" checked");
    let page = app.get("/seasons/Demo");
    assert_eq!(page.status, 200);
    page.has("so that evenings scored by different methods count alike")
        .has("Average share of the field")
        .lacks("Evenings scored by matchpoints");
    // One table: the demo's 28 members, twelve of whom also played the matchpoint evening.
    assert_eq!(page.body.matches("<tbody>").count(), 1);
    assert!(
        page.body
            .contains("<span class=\"muted\">place 100.00 %</span>")
    );
    let refused = app.post(
        "/club",
        &[
            ("name", "Portland Club"),
            ("time_zone", "Europe/London"),
            ("money", "pence"),
            ("currency", "£"),
            ("season_ranking", "by-guess"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("How a season is ranked: choose one of the answers offered");
}

/// The seasons page lists events' seasons only; it says where a ladder's season is kept and
/// links to the ladders, with events or without.
#[test]
fn the_seasons_page_points_at_the_ladders() {
    let mut app = TestApp::with_director();
    app.get("/seasons")
        .has("No events yet")
        .has("<a href=\"/ladders\">the ladders</a>");
    hoyle::demo::load(&app.pool).unwrap();
    app.get("/seasons")
        .has("/seasons/Demo")
        .has("id=\"ladders\"")
        .has("<a href=\"/ladders\">the ladders</a>");
}
