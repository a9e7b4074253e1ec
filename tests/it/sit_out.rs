//! Sit-outs and visitors at a duplicate event (issue 12 item 5): thirteen pairs at seven
//! tables, the empty E-W 7 sitting out everywhere, and visitors typed by name.

use hoyle::db::{members, results};

use crate::support::TestApp;

fn seven_tables(app: &mut TestApp) -> i64 {
    let reply = app.post(
        "/events",
        &[
            ("name", "Thirteen pairs"),
            ("date", "1927-03-08"),
            ("season", "1927"),
            ("game", "whist"),
            ("tables", "7"),
            ("boards_per_round", "4"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    reply
        .location
        .unwrap()
        .trim_start_matches("/events/")
        .parse()
        .unwrap()
}

/// N-S 1 are members; every other pair but E-W 7 are visitors typed by name.
fn thirteen_pairs(app: &mut TestApp, id: i64) {
    let add = |name: &str| {
        let new = members::NewMember::new(name, "", "").unwrap();
        hoyle::db::write(&app.pool, |tx| members::add(tx, &new))
            .unwrap()
            .id
            .to_string()
    };
    let (ann, bob) = (add("Ann Member"), add("Bob Member"));
    let mut form: Vec<(String, String)> = vec![("ns1_a".into(), ann), ("ns1_b".into(), bob)];
    for (dir, last) in [("ns", 7), ("ew", 6)] {
        for p in 1..=last {
            if dir == "ns" && p == 1 {
                continue;
            }
            form.push((format!("{dir}{p}_va"), format!("Visitor {dir}{p} A")));
            form.push((format!("{dir}{p}_vb"), format!("Visitor {dir}{p} B")));
        }
    }
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let saved = app.post(&format!("/events/{id}/pairs"), &form);
    assert_eq!(saved.status, 303, "{}", saved.body);
}

/// Round 1 played at the six tables where nobody sits out, by their slips.
fn play_round_one(app: &mut TestApp, id: i64) {
    for table in 1..=6u32 {
        let boards: Vec<u32> = ((table - 1) * 4 + 1..=table * 4).collect();
        let t = table.to_string();
        let keys: Vec<String> = boards.iter().map(|b| format!("ns_tricks_{b}")).collect();
        let tricks = ["7", "6", "8", "5"];
        let mut form: Vec<(&str, &str)> = vec![("round", "1"), ("table", &t)];
        form.extend(keys.iter().map(String::as_str).zip(tricks));
        let saved = app.post(&format!("/events/{id}/entry"), &form);
        assert_eq!(saved.status, 303, "table {table}: {}", saved.body);
    }
}

/// Issue 22 item 2: the table where E-W 7 sits out takes no assigned score (refused in words),
/// and a score stored there anyway (an older file) is neither ranked nor exported.
#[test]
fn a_pair_that_sits_out_is_never_scored_ranked_or_exported() {
    let mut app = TestApp::with_director();
    let id = seven_tables(&mut app);
    thirteen_pairs(&mut app, id);
    play_round_one(&mut app, id);
    // Round 1, table 7: N-S 7 against the empty E-W 7, boards 25–28.
    app.get(&format!("/events/{id}/boards/25"))
        .has("E-W 7 sits out in round 1")
        .lacks("id=\"assign-r1-t7\"");
    let refused = app.post(
        &format!("/events/{id}/boards/25/assign"),
        &[
            ("ns", "7"),
            ("ew", "7"),
            ("ns_award", "not-played"),
            ("ew_award", "not-played"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("E-W 7 sits out");

    // An older file holds a "not played" at that table all the same.
    hoyle::db::write(&app.pool, |tx| {
        tx.execute(
            "INSERT INTO assigned_scores (event_id, board, round, table_no, ns_pair, ew_pair,
                 ns_award, ew_award, updated_by, updated_at)
             VALUES (?1, 25, 1, 7, 7, 7, 'not-played', 'not-played', 'old', '1927-03-08T21:00:00Z')",
            [id],
        )?;
        Ok(())
    })
    .unwrap();
    let csv = app.get(&format!("/events/{id}/standings.csv"));
    assert_eq!(csv.status, 200);
    let lines: Vec<&str> = csv.body.lines().skip(1).collect();
    // Twelve pairs played round 1; their places run 1..12 without a gap, and E-W 7 is not one.
    assert_eq!(lines.len(), 12, "{}", csv.body);
    assert!(!lines.iter().any(|l| l.contains(",EW,7,")), "{}", csv.body);
    let mut places: Vec<u32> = lines
        .iter()
        .map(|l| l.split(',').next().unwrap().parse().unwrap())
        .collect();
    places.dedup();
    assert!(places.windows(2).all(|w| w[1] > w[0]), "{places:?}");
    let results = app.get(&format!("/events/{id}/results.csv"));
    assert_eq!(results.body.lines().count(), 1 + 24, "{}", results.body);
    let usebio = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(usebio.status, 200);
    usebio
        .has("<PAIRS>13</PAIRS>")
        .lacks("<PAIR_NUMBER>7EW</PAIR_NUMBER>");
    app.get(&format!("/events/{id}/standings")).lacks("E-W 7<");
}

#[test]
fn thirteen_pairs_the_empty_pair_sits_out_everywhere() {
    let mut app = TestApp::with_director();
    let id = seven_tables(&mut app);
    thirteen_pairs(&mut app, id);

    // Visitors did not join the roster.
    assert_eq!(hoyle::db::read(&app.pool, members::list).unwrap().len(), 2);
    let page = app.get(&format!("/events/{id}"));
    page.has("Visitor ew3 A (visitor) &#38; Visitor ew3 B (visitor)")
        .has("sits out")
        // Seven rounds of four boards, less the round each table spends without E-W 7.
        .has("0 of 168 entered");
    app.get(&format!("/events/{id}/pairs"))
        .has("value=\"Visitor ns2 A\"");

    // E-W 7 starts at table 7 and moves up one table a round (seven tables: no skip).
    let schedule = app.get(&format!("/events/{id}/print/schedule"));
    for round in 1..=7u32 {
        let table = (7 + round - 2) % 7 + 1;
        let cell = schedule
            .body
            .split(&format!("id=\"r{round}t{table}\""))
            .nth(1)
            .unwrap();
        let cell = &cell[..cell.find("</td>").unwrap()];
        assert!(
            cell.contains("sit out"),
            "round {round} table {table}: {cell}"
        );
    }
    assert_eq!(schedule.body.matches("class=\"sit-out\"").count(), 7);
    let cards = app.get(&format!("/events/{id}/print/guide-cards"));
    let row = cards.body.split("id=\"t7r1\"").nth(1).unwrap();
    assert!(row[..row.find("</tr>").unwrap()].contains("sit out"));
    assert_eq!(cards.body.matches("class=\"sit-out\"").count(), 7);

    // Its slip says so, and takes nothing.
    app.get(&format!("/events/{id}/entry?round=1&table=7"))
        .has("id=\"sit-out\"")
        .has("E-W 7 sits out in round 1")
        .lacks("name=\"ns_tricks_25\"");
    let refused = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "7"), ("ns_tricks_25", "7")],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("sits out");
    // Printed with codes, the sitting-out table has none that round.
    let coded = app.post(&format!("/events/{id}/codes"), &[]);
    let row = coded.body.split("id=\"t7r1\"").nth(1).unwrap();
    assert!(row[..row.find("</tr>").unwrap()].contains("<td class=\"code\">sit out</td>"));

    // Play round 1 at the six other tables; the standings leave E-W 7 out.
    play_round_one(&mut app, id);
    assert_eq!(
        hoyle::db::read(&app.pool, |c| results::list(c, id))
            .unwrap()
            .len(),
        24
    );
    let standings = app.get(&format!("/events/{id}/standings"));
    assert_eq!(standings.status, 200);
    standings
        .lacks("E-W 7<")
        .lacks("not assigned")
        .has("Visitor ew6 A (visitor)");
    // Visitors have no line in the season table; the members do.
    let season = app.get("/seasons/1927");
    season.has("Ann Member").lacks("Visitor");
}

#[test]
fn a_seat_holds_a_member_or_a_visitor_not_both() {
    let mut app = TestApp::with_director();
    let id = seven_tables(&mut app);
    let new = members::NewMember::new("Cy Member", "", "").unwrap();
    let cy = hoyle::db::write(&app.pool, |tx| members::add(tx, &new))
        .unwrap()
        .id
        .to_string();
    let reply = app.post(
        &format!("/events/{id}/pairs"),
        &[("ns1_a", cy.as_str()), ("ns1_va", "A visitor")],
    );
    assert_eq!(reply.status, 422, "{}", reply.body);
    reply.has("a seat holds a member or a visitor");
    // Nobody was seated: no pair is filled, so nobody sits out.
    app.get(&format!("/events/{id}")).lacks("sits out");
}
