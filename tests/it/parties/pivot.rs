//! Pivot parties: prizes table by table, and the book's pivot keeping its fours for three rubbers.

use super::*;

/// Pivot's duplicate prizes (seed 001 L2781): the form offers the three schemes with per_table
/// the default; each table gives its own list among its own players.
#[test]
fn pivot_prizes_go_table_by_table() {
    let mut app = TestApp::with_director();
    app.get("/parties/new?kind=pivot-bridge")
        .has("name=\"prize_tables\"")
        .has("<option value=\"per_table\" selected>");
    app.get("/parties/new?kind=progressive-euchre")
        .lacks("name=\"prize_tables\"");
    let guests = eight_pivot_guests();
    let id = new_party(
        &mut app,
        &[
            ("kind", "pivot-bridge"),
            ("name", "Table prizes"),
            ("date", "1927-03-01"),
            ("guests", &guests),
            ("seed", "3"),
            ("prize_scheme", "ranked"),
            ("prizes_each", "1"),
            ("prize_tables", "per_table"),
            ("ties", "lot"),
        ],
    );
    let e = stored(&app, id).evening().unwrap();
    let seating = e.party.seating().clone();
    let round = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_points_a", "1500"),
            ("t1_points_b", "1400"),
            ("t2_points_a", "1300"),
            ("t2_points_b", "1700"),
        ],
    );
    assert_eq!(round.status, 303, "{}", round.body);
    let page = app.get(&format!("/parties/{id}/prizes"));
    page.has("Table 1: First")
        .has("Table 2: First")
        .has("duplicate prizes");
    // Table 1's prize to one of its pair A (1500), table 2's to one of its pair B (1700).
    let list = app.get(&format!("/parties/{id}/prizes.csv")).body;
    let winner = |name: &str| -> String {
        list.lines()
            .find(|l| l.contains(name))
            .and_then(|l| l.split(',').nth(2))
            .unwrap_or_default()
            .to_owned()
    };
    assert!(
        seating.tables[0].seats[..2].contains(&winner("Table 1: First")),
        "{list}"
    );
    assert!(
        seating.tables[1].seats[2..].contains(&winner("Table 2: First")),
        "{list}"
    );
    let refused = app.post(
        "/parties",
        &[
            ("kind", "progressive-euchre"),
            ("name", "Bad"),
            ("date", "1927-03-01"),
            ("guests", EUCHRE_GUESTS),
            ("prize_tables", "per_table"),
        ],
    );
    assert_eq!(refused.status, 422);
    refused.has("id=\"error-prize_tables\"");
}

/// The book's pivot over HTTP (seed 001 L2751–2785), the default for a pivot bridge party:
/// the form offers `pivot_movement` with `book` chosen; two tables of four stay as drawn all
/// afternoon, the pivot (first seat) partnering each of the others for one rubber; the seating
/// page and table cards say who partners whom; three rubbers of gross points make the
/// standings, and a fourth is refused with nothing stored.
#[test]
fn a_book_pivot_keeps_its_fours_and_counts_three_rubbers() {
    let mut app = TestApp::with_director();
    app.get("/parties/new?kind=pivot-bridge")
        .has("name=\"pivot_movement\"")
        .has("<option value=\"book\" selected>");
    let guests = eight_pivot_guests();
    let id = new_party(
        &mut app,
        &[
            ("kind", "pivot-bridge"),
            ("name", "Charity pivot"),
            ("date", "1927-03-01"),
            ("guests", &guests),
            ("seed", "3"),
        ],
    );
    let start = stored(&app, id).evening().unwrap().party.seating().clone();
    let pivot = start.tables[0].seats[0].clone();
    app.get(&format!("/parties/{id}/seating"))
        .has(&format!(
            "Rubber 1: {pivot} (pivot) with {}",
            start.tables[0].seats[1]
        ))
        .has(&format!(
            "Rubber 2: {pivot} (pivot) with {}",
            start.tables[0].seats[3]
        ))
        .has(&format!(
            "Rubber 3: {pivot} (pivot) with {}",
            start.tables[0].seats[2]
        ));
    app.get(&format!("/parties/{id}/cards"))
        .has("Rubber 3:")
        .has("Gross points");
    app.get(&format!("/parties/{id}/round"))
        .has("gross points for the rubber");
    for (round, [a, b, c, d]) in [
        ("1", ["1500", "1400", "900", "1100"]),
        ("2", ["700", "800", "1200", "300"]),
        ("3", ["1000", "1000", "650", "1250"]),
    ] {
        let reply = app.post(
            &format!("/parties/{id}/round"),
            &[
                ("round", round),
                ("t1_points_a", a),
                ("t1_points_b", b),
                ("t2_points_a", c),
                ("t2_points_b", d),
            ],
        );
        assert_eq!(reply.status, 303, "round {round}: {}", reply.body);
    }
    let e = stored(&app, id).evening().unwrap();
    for (k, s) in e.seatings.iter().take(3).enumerate() {
        assert_eq!(s.tables[0].seats[0], pivot, "rubber {}", k + 1);
        let mut at_one = s.tables[0].seats.clone();
        let mut drawn = start.tables[0].seats.clone();
        at_one.sort();
        drawn.sort();
        assert_eq!(at_one, drawn, "table 1 keeps its four in rubber {}", k + 1);
    }
    // Table 1's pivot: 1500 with her first partner, 700 with the second, 1000 with the third.
    let pivot_total = e.party.totals(&pivot).map(|t| t.points).unwrap_or_default();
    assert_eq!(pivot_total, 1500 + 700 + 1000);
    app.get(&format!("/parties/{id}/standings")).has("3200");
    let before = stored(&app, id).results;
    let fourth = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "4"),
            ("t1_points_a", "100"),
            ("t1_points_b", "100"),
            ("t2_points_a", "100"),
            ("t2_points_b", "100"),
        ],
    );
    assert_eq!(fourth.status, 422, "{}", fourth.body);
    fourth.has("only the first 3 rubbers count");
    assert_eq!(stored(&app, id).results, before);
}
