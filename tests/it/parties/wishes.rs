//! The hostess's wishes of issue 22: a number of rounds, Foster's plan as a tie-breaker and for
//! other games' totals, a whist drive's tally of tricks, and what fresh eyes met at the party.

use super::*;

/// Round 2 of the three-table euchre after [`first_round`]: L1, L3 and L6's sides win.
fn second_round(app: &mut TestApp, id: i64) {
    let reply = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "2"),
            ("t1_winner", "L1"),
            ("t2_winner", "L3"),
            ("t3_winner", "L6"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
}

/// A party set to play two rounds says "Round 2 of 2", and after the second offers only to
/// end: no seating, table card, entry form or round 3 is offered or taken.
#[test]
fn a_party_of_two_rounds_stops_after_the_second() {
    let mut app = TestApp::with_director();
    let refused = euchre(&mut app, &[("rounds", "0")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(
        refused.body.contains("a number of rounds from 1 to"),
        "{}",
        refused.body
    );
    let reply = euchre(&mut app, &[("rounds", "2")]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id = party_id(&reply);
    assert!(
        app.get(&format!("/parties/{id}"))
            .body
            .contains("Round 1 of 2")
    );
    first_round(&mut app, id);
    assert!(
        app.get(&format!("/parties/{id}"))
            .body
            .contains("Round 2 of 2")
    );
    second_round(&mut app, id);
    let page = app.get(&format!("/parties/{id}")).body;
    assert!(page.contains("id=\"all-played\""), "{page}");
    assert!(page.contains("id=\"end-form\""), "{page}");
    // Issue 22: ending is offered at the head of the page, once, right under the notice, and
    // the prizes page says what comes next, with a link.
    assert_eq!(page.matches("id=\"end-form\"").count(), 1, "{page}");
    let end_at = page.find("id=\"end-form\"").unwrap_or(usize::MAX);
    assert!(
        end_at < page.find("id=\"correct-form\"").unwrap_or(0),
        "{page}"
    );
    assert!(
        end_at > page.find("id=\"all-played\"").unwrap_or(usize::MAX),
        "{page}"
    );
    let prizes = app.get(&format!("/parties/{id}/prizes")).body;
    assert!(prizes.contains("id=\"next-step\""), "{prizes}");
    assert!(
        prizes.contains(&format!(
            "href=\"/parties/{id}#end-form\">end the party on its page"
        )),
        "{prizes}"
    );
    assert!(!page.contains("round 3"), "{page}");
    assert!(!page.contains("Round 3"), "{page}");
    let seating = app.get(&format!("/parties/{id}/seating")).body;
    assert!(
        seating.contains("Round 2 was the party's last"),
        "{seating}"
    );
    assert!(!seating.contains("round 3"), "{seating}");
    let cards = app.get(&format!("/parties/{id}/cards")).body;
    assert!(!cards.contains("Round 3"), "{cards}");
    assert_eq!(app.get(&format!("/parties/{id}/round")).status, 303);
    let third = app.post(
        &format!("/parties/{id}/round"),
        &[("round", "3"), ("t1_winner", "L1")],
    );
    assert_eq!(third.status, 422, "{}", third.body);
    assert!(
        third.body.contains("set to play 2 rounds"),
        "{}",
        third.body
    );
    assert!(!stored(&app, id).results.contains_key(&3));
    let end = app.post(&format!("/parties/{id}/end"), &[("confirm", "yes")]);
    assert_eq!(end.status, 303, "{}", end.body);
    assert!(
        app.get(&format!("/parties/{id}"))
            .body
            .contains("after round 2")
    );
}

/// A late guest who has sat out every round is listed last as "did not play", unranked, on the
/// page and with a blank rank in the CSV; the CSV has only the party's own columns and no "½".
#[test]
fn a_guest_who_has_not_played_is_not_ranked_and_the_csv_is_the_partys_own() {
    let (mut app, id) = three_tables();
    first_round(&mut app, id);
    let late = app.post(
        &format!("/parties/{id}/guests"),
        &[("name", "Late Lady"), ("sex", "lady")],
    );
    assert_eq!(late.status, 303, "{}", late.body);
    // Round 2: the late guest waits (thirteen at three tables of four).
    second_round(&mut app, id);
    let page = app.get(&format!("/parties/{id}/standings")).body;
    let row = page
        .split("<tr>")
        .find(|r| r.contains("Late Lady"))
        .unwrap_or_default();
    assert!(row.contains("did not play"), "{page}");
    let last = page.rfind("<tr>").unwrap_or_default();
    assert!(page[last..].contains("Late Lady"), "{page}");
    let csv = app.get(&format!("/parties/{id}/standings.csv")).body;
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("rank,player,sex,games,points,lone_hands,played"),
        "{csv}"
    );
    assert!(csv.contains("\n,Late Lady,lady,0,0,0,0"), "{csv}");
    assert!(!csv.contains('½'), "{csv}");
    let (code, exported, err) = {
        let db = app.dir.path().join("hoyle.db");
        let party = id.to_string();
        crate::support::hoyle(
            &[
                "export",
                "party",
                "--party",
                &party,
                "--what",
                "standings",
                "--db",
                db.to_str().unwrap_or_default(),
            ],
            "",
        )
    };
    assert_eq!(code, 0, "{err}");
    assert_eq!(exported, csv);
}

/// A guest leaving "now", before round 2 is played: the round is seated again from round 1's
/// results, the winners still moving up a table (seed 001 L6380–6389); only the leaver's place
/// is filled, from the foot table.
#[test]
fn after_a_guest_leaves_the_winners_still_move_up() {
    let (mut app, id) = three_tables();
    first_round(&mut app, id);
    let before = stored(&app, id).evening().unwrap().party.seating().clone();
    let leaves = app.post(
        &format!("/parties/{id}/leavers"),
        &[("leaver", "G2"), ("when", "now")],
    );
    assert_eq!(leaves.status, 303, "{}", leaves.body);
    let after = stored(&app, id).evening().unwrap().party.seating().clone();
    // Table 2's winners (L4's side) and table 3's (L5's) went up a table, before and after.
    for (table, winner) in [(1, "L4"), (2, "L5")] {
        for seating in [&before, &after] {
            let t = &seating.tables[table - 1];
            assert!(t.seats.iter().any(|s| s == winner), "{seating:?}");
        }
    }
    let seated = |s: &hoyle::party::progression::Seating| {
        s.tables
            .iter()
            .flat_map(|t| t.seats.clone())
            .collect::<Vec<_>>()
    };
    assert!(!seated(&after).contains(&"G2".to_owned()));
    assert_eq!(seated(&after).len() + after.waiting.len(), 11);
}

/// A finished round's table is corrected by the director: the form comes filled with what was
/// entered, the correction is logged with the old and new results, and the next round is
/// seated from it; one that would unseat a later round's results is refused, nothing saved.
#[test]
fn the_director_corrects_a_finished_rounds_table() {
    let (mut app, id) = three_tables();
    first_round(&mut app, id);
    let bad = app.get(&format!("/parties/{id}/correct?round=2&table=1"));
    assert_eq!(bad.status, 422, "{}", bad.body);
    assert!(
        bad.body.contains("a finished round: 1 to 1"),
        "{}",
        bad.body
    );
    let found = app.get(&format!("/parties/{id}/correct?round=1&table=3"));
    assert_eq!(found.status, 303);
    let form = app.get(&format!("/parties/{id}/rounds/1/tables/3"));
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(form.body.contains("Correcting round 1"), "{}", form.body);
    assert!(form.body.contains("value=\"L5\" selected"), "{}", form.body);
    let history = history_len(&app, id);
    let fixed = app.post(
        &format!("/parties/{id}/rounds/1/tables/3"),
        &[("round", "1"), ("t3_winner", "L6")],
    );
    assert_eq!(fixed.status, 303, "{}", fixed.body);
    assert_eq!(history_len(&app, id), history + 1);
    let log = hoyle::db::read(&app.pool, |c| parties::history(c, id)).unwrap();
    let last = log.last().unwrap();
    assert_eq!(
        (last.what.as_str(), last.action.as_str()),
        ("round 1 table 3", "corrected")
    );
    let e = stored(&app, id).evening().unwrap();
    assert!(e.party.seating().tables[1].seats.contains(&"L6".to_owned()));
    // Round 2 played on that seating: a correction of round 1 that changes who moved is
    // refused, and one that does not (the points behind a win) is taken.
    let seats = |t: usize| e.party.seating().tables[t].seats.clone();
    let second: Vec<(String, String)> = (0..3)
        .map(|t| (format!("t{}_winner", t + 1), seats(t)[0].clone()))
        .chain([("round".to_owned(), "2".to_owned())])
        .collect();
    let second: Vec<(&str, &str)> = second
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    assert_eq!(
        app.post(&format!("/parties/{id}/round"), &second).status,
        303
    );
    let before = stored(&app, id).results;
    let moved = app.post(
        &format!("/parties/{id}/rounds/1/tables/3"),
        &[("round", "1"), ("t3_winner", "L5")],
    );
    assert_eq!(moved.status, 422, "{}", moved.body);
    assert!(moved.body.contains("no longer stand"), "{}", moved.body);
    assert_eq!(stored(&app, id).results, before);
    let points = app.post(
        &format!("/parties/{id}/rounds/1/tables/1"),
        &[
            ("round", "1"),
            ("t1_winner", "L1"),
            ("t1_points_a", "5"),
            ("t1_points_b", "3"),
        ],
    );
    assert_eq!(points.status, 303, "{}", points.body);
}

/// A whist drive's tally card (progressive whist): a column for the tricks of each hand, the
/// round's total, and a blank line for each round to come; a euchre tally has none of them.
#[test]
fn a_whist_drive_tally_has_columns_for_the_tricks_of_each_hand() {
    let (mut app, euchre) = three_tables();
    app.get(&format!("/parties/{euchre}/cards"))
        .lacks("Tricks, hand by hand")
        .lacks("trick-tally");
    let id = new_party(
        &mut app,
        &[
            ("kind", "progressive-whist"),
            ("name", "Whist drive"),
            ("date", "1927-02-11"),
            ("guests", EUCHRE_GUESTS),
            ("seed", "3"),
            ("rounds", "6"),
        ],
    );
    first_round(&mut app, id);
    let cards = app.get(&format!("/parties/{id}/cards"));
    cards
        .has("class=\"trick-tally\"")
        .has("<th colspan=\"4\">Tricks, hand by hand</th>")
        .has("<th class=\"num\">4</th></tr></thead>")
        .has("Round's total")
        .has("Total tricks");
    // Round 1 written, rounds 2 to 6 blank on each of the twelve tallies.
    assert_eq!(
        cards
            .body
            .matches("<tr><td class=\"num\">6</td><td class=\"blank\">")
            .count(),
        12
    );
    assert_eq!(
        cards.body.matches("<tr><td class=\"num\">7</td>").count(),
        0
    );
}

/// Foster's rule for ties offered to ranked prizes: the tied score cards drawn, face down, by
/// the party's lot; the book's play-off stays the default.
#[test]
fn a_tie_for_a_prize_may_be_decided_by_fosters_draw() {
    let mut app = TestApp::with_director();
    app.get("/parties/new?kind=progressive-euchre")
        .has("<option value=\"play_off\" selected>")
        .has("<option value=\"foster\"");
    let made = euchre(&mut app, &[("ties", "foster")]);
    assert_eq!(made.status, 303, "{}", made.body);
    let id = party_id(&made);
    first_round(&mut app, id);
    app.get(&format!("/parties/{id}"))
        .has("a tie is decided as in Foster");
    let prizes = app.get(&format!("/parties/{id}/prizes"));
    prizes
        .has("settled by Foster&#39;s draw of the tied score cards")
        .lacks("id=\"wanting\"");
    // The draw replays: the same list again.
    assert_eq!(app.get(&format!("/parties/{id}/prizes")).body, prizes.body);
}
