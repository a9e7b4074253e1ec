//! Tables of play and club nights over HTTP: starting a table, entering deals on the pad, a
//! refused deal coming back at its field, corrections inside and outside the law's window, the
//! deal history, and a club night with two tables whose ledger sums to zero.

use hoyle::db::tables as store;

use crate::support::{Reply, TestApp, created_id, stored_deals};

fn add_member(app: &TestApp, name: &str) -> String {
    let new = hoyle::db::members::NewMember::new(name, "", "").unwrap();
    let member = hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new)).unwrap();
    member.id.to_string()
}

/// A rubicon bézique table between a member and a guest, at 5 pence a hundred.
fn bezique_table(app: &mut TestApp) -> i64 {
    let ann = add_member(app, "Ann Abbott");
    let reply = app.post(
        "/tables",
        &[
            ("law", "rubicon-bezique"),
            ("s_code", "\"1909\""),
            ("s_truncation", "\"each\""),
            ("s_brisques", "\"winner_change\""),
            ("s_overtaken", "\"literal\""),
            ("side0_0", &ann),
            ("side0_0_guest", ""),
            ("side1_0", ""),
            ("side1_0_guest", "Bob Brown"),
            ("stake", "5"),
            ("season", "1927"),
        ],
    );
    created_id(&reply, "/tables/")
}

fn bezique_deal(app: &mut TestApp, id: i64, scores: [&str; 2], brisques: [&str; 2]) -> Reply {
    app.post(
        &format!("/tables/{id}/deals"),
        &[
            ("d_scores_0", scores[0]),
            ("d_scores_1", scores[1]),
            ("d_brisques_0", brisques[0]),
            ("d_brisques_1", brisques[1]),
        ],
    )
}

#[test]
fn the_new_table_form_shows_each_setting_with_its_default_and_why() {
    let mut app = TestApp::with_director();
    let picker = app.get("/tables/new");
    assert_eq!(picker.status, 200);
    picker.has("rubicon-bezique").has("rubicon-piquet");
    let form = app.get("/tables/new?law=rubicon-piquet");
    form.has("name=\"s_tie\"")
        .has("The partie is drawn (the book's reading)")
        .has("neither book has a rule")
        .has("name=\"side1_0\"")
        .has("pence a point");
    let form = app.get("/tables/new?law=rubicon-bezique");
    form.has("per 100 points");
    // Nothing is written without the director.
    app.logout();
    assert_eq!(app.get("/tables/new").status, 303);
}

/// The 1909 rubicon example (seed 000 L744–751): 1,320 v 620 is worth 3,200; at 5 pence a
/// hundred that is 160 pence.
#[test]
fn a_table_keeps_its_pad_and_money() {
    let mut app = TestApp::with_director();
    let id = bezique_table(&mut app);
    let page = app.get(&format!("/tables/{id}"));
    assert_eq!(page.status, 200);
    page.has("Ann Abbott")
        .has("Bob Brown (guest)")
        .has("name=\"d_scores_0\"")
        .has("name=\"d_brisques_1\"")
        .has("max=\"32\"");
    let entered = bezique_deal(&mut app, id, ["1320", "620"], ["14", "18"]);
    assert_eq!(entered.status, 303, "{}", entered.body);
    let page = app.get(&format!("/tables/{id}"));
    page.has("<strong>rubicon</strong>")
        .has("value 3200")
        .has("+3200")
        .has("-3200")
        .has("160")
        .has("-160")
        .has("5 pence per 100 points")
        .has("Deal 2");
    // The page is public, without the entry form.
    app.logout();
    let public = app.get(&format!("/tables/{id}"));
    assert_eq!(public.status, 200);
    public.has("value 3200").lacks("name=\"d_scores_0\"");
    assert_eq!(
        bezique_deal(&mut app, id, ["1", "2"], ["0", "0"]).status,
        303
    );
    assert_eq!(stored_deals(&app, id).len(), 1);
}

#[test]
fn a_refused_deal_names_its_field_and_saves_nothing() {
    let mut app = TestApp::with_director();
    let id = bezique_table(&mut app);
    let refused = bezique_deal(&mut app, id, ["100", "200"], ["33", "0"]);
    assert_eq!(refused.status, 422);
    refused
        .has("id=\"error-d_brisques_0\"")
        // Named as the form labels it (issue 12), not by the law's path.
        .has("Deal 1, brisques for Ann Abbott: 33 is more than 32")
        .lacks("deals[0]")
        .has("value=\"33\"")
        .has("value=\"200\"");
    let nobody = app.post(
        "/tables",
        &[
            ("law", "rubicon-piquet"),
            ("side0_0", "999"),
            ("side1_0_guest", "Bob"),
            ("stake", "1"),
        ],
    );
    assert_eq!(nobody.status, 422);
    nobody
        .has("id=\"error-side0_0\"")
        .has("there is no member 999");
    let words = bezique_deal(&mut app, id, ["lots", "200"], ["1", "0"]);
    assert_eq!(words.status, 422);
    words
        .has("id=\"error-d_scores_0\"")
        .has("not a whole number");
    assert!(stored_deals(&app, id).is_empty());
    let history = hoyle::db::read(&app.pool, |c| store::history(c, id)).unwrap();
    assert!(history.is_empty());
}

#[test]
fn corrections_inside_and_outside_the_window_are_logged() {
    let mut app = TestApp::with_director();
    let id = bezique_table(&mut app);
    assert_eq!(
        bezique_deal(&mut app, id, ["1320", "620"], ["14", "18"]).status,
        303
    );
    // The last deal may be corrected without the director's override.
    let form = app.get(&format!("/tables/{id}/deals/1"));
    assert_eq!(form.status, 200);
    form.has("value=\"1320\"").lacks("name=\"confirm\"");
    let fixed = app.post(
        &format!("/tables/{id}/deals/1"),
        &[
            ("d_scores_0", "1330"),
            ("d_scores_1", "620"),
            ("d_brisques_0", "14"),
            ("d_brisques_1", "18"),
        ],
    );
    assert_eq!(fixed.status, 303, "{}", fixed.body);
    assert_eq!(
        bezique_deal(&mut app, id, ["600", "1500"], ["16", "16"]).status,
        303
    );
    // Deal 1 is now outside the window: refused without the confirmation, nothing changes.
    let late = [
        ("d_scores_0", "1340"),
        ("d_scores_1", "620"),
        ("d_brisques_0", "14"),
        ("d_brisques_1", "18"),
    ];
    let form = app.get(&format!("/tables/{id}/deals/1"));
    form.has("name=\"confirm\"").has("only the director");
    let refused = app.post(&format!("/tables/{id}/deals/1"), &late);
    assert_eq!(refused.status, 422);
    refused.has("id=\"error-confirm\"");
    assert_eq!(stored_deals(&app, id)[0]["scores"][0], 1330);
    let mut confirmed = late.to_vec();
    confirmed.push(("confirm", "on"));
    let done = app.post(&format!("/tables/{id}/deals/1"), &confirmed);
    assert_eq!(done.status, 303, "{}", done.body);
    assert_eq!(stored_deals(&app, id)[0]["scores"][0], 1340);
    // Delete the last deal: asked once, then logged too.
    let asked = app.post(&format!("/tables/{id}/delete-last"), &[]);
    assert_eq!(asked.status, 200);
    asked.has("Delete deal 2 (");
    assert_eq!(stored_deals(&app, id).len(), 2);
    let yes = [("confirm", "yes"), ("deal_no", "2")];
    assert_eq!(
        app.post(&format!("/tables/{id}/delete-last"), &yes).status,
        303
    );
    assert_eq!(stored_deals(&app, id).len(), 1);
    // A closed table refuses changes until it is re-opened.
    assert_eq!(app.post(&format!("/tables/{id}/close"), &[]).status, 303);
    let closed = bezique_deal(&mut app, id, ["100", "200"], ["1", "0"]);
    assert_eq!(closed.status, 422);
    closed.has("closed");
    app.get(&format!("/tables/{id}")).has("Re-open the table");
    assert_eq!(app.post(&format!("/tables/{id}/reopen"), &[]).status, 303);
    let history = hoyle::db::read(&app.pool, |c| store::history(c, id)).unwrap();
    let actions: Vec<(&str, bool)> = history
        .iter()
        .map(|h| (h.action.as_str(), h.confirmed))
        .collect();
    assert_eq!(
        actions,
        vec![
            ("entered", false),
            ("corrected", false),
            ("entered", false),
            ("corrected", true),
            ("deleted", false)
        ]
    );
    assert!(history[1].old.as_deref().unwrap().contains("1320"));
    let page = app.get(&format!("/tables/{id}"));
    page.has("id=\"history\"")
        .has("override</span>")
        .has("deleted")
        .lacks("{&quot;")
        .has("Brisques: ");
}

/// Short whist, Law 6 (seed 002 L242–243): honours claimed after the next deal's trump was turned
/// come too late, even while the game (and so the deal's correction window) is still open: the
/// correction needs the director's confirmation, shows the law, and is logged as an override.
#[test]
fn a_late_honours_claim_needs_the_director() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/tables",
        &[
            ("law", "whist-short"),
            ("side0_0", ""),
            ("side0_0_guest", "Ann"),
            ("side0_1", ""),
            ("side0_1_guest", "Bea"),
            ("side1_0", ""),
            ("side1_0_guest", "Cal"),
            ("side1_1", ""),
            ("side1_1_guest", "Dan"),
            ("stake", "1"),
            ("season", "1884"),
        ],
    );
    let id = created_id(&reply, "/tables/");
    for tricks in [["7", "6"], ["6", "7"]] {
        let entered = app.post(
            &format!("/tables/{id}/deals"),
            &[("d_tricks_0", tricks[0]), ("d_tricks_1", tricks[1])],
        );
        assert_eq!(entered.status, 303, "{}", entered.body);
    }
    // The game is still on, so deal 1's tricks may be put right by the players…
    let form = app.get(&format!("/tables/{id}/deals/1"));
    form.lacks("name=\"confirm\"");
    // …but its honours can no longer be claimed.
    let late = [
        ("d_tricks_0", "7"),
        ("d_tricks_1", "6"),
        ("d_honours_0", "3"),
        ("d_honours_1", "0"),
    ];
    let refused = app.post(&format!("/tables/{id}/deals/1"), &late);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("id=\"error-confirm\"")
        .has("name=\"confirm\"")
        .has("Law 6");
    assert!(stored_deals(&app, id)[0].get("honours").is_none());
    let mut confirmed = late.to_vec();
    confirmed.push(("confirm", "on"));
    let done = app.post(&format!("/tables/{id}/deals/1"), &confirmed);
    assert_eq!(done.status, 303, "{}", done.body);
    assert_eq!(
        stored_deals(&app, id)[0]["honours"],
        serde_json::json!([3, 0])
    );
    let history = hoyle::db::read(&app.pool, |c| store::history(c, id)).unwrap();
    let last = history.last().unwrap();
    assert_eq!((last.action.as_str(), last.confirmed), ("corrected", true));
}

/// A night with eight players cutting for two-handed piquet: two club tables (six and two).
#[test]
fn a_night_with_two_tables_and_a_ledger_that_sums_to_zero() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/nights",
        &[
            ("date", "1927-03-08"),
            ("season", ""),
            ("code", "1909"),
            ("seed", "1884"),
        ],
    );
    let night = created_id(&reply, "/nights/");
    let ranks = ["A", "2", "3", "4", "5", "6", "7", "8"];
    for (i, rank) in ranks.iter().enumerate() {
        let member = add_member(&app, &format!("Player {i}"));
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", &member), ("guest", ""), ("cut", rank)],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    }
    let stranger = app.post(
        &format!("/nights/{night}/arrivals"),
        &[("member", "999"), ("guest", ""), ("cut", "")],
    );
    assert_eq!(stranger.status, 422);
    stranger.has("there is no member 999");
    let bad_cut = app.post(
        &format!("/nights/{night}/arrivals"),
        &[("member", ""), ("guest", "Stranger"), ("cut", "Z")],
    );
    assert_eq!(bad_cut.status, 422);
    bad_cut.has("id=\"error-cut\"");
    assert_eq!(
        app.post(&format!("/nights/{night}/form"), &[("seats", "2")])
            .status,
        303
    );
    let page = app.get(&format!("/nights/{night}"));
    page.has("Club table 1").has("Club table 2").has("1884");
    for t in ["1", "2"] {
        let started = app.post(
            &format!("/nights/{night}/tables/{t}/next"),
            &[("law", "rubicon-piquet"), ("stake", "2")],
        );
        assert_eq!(started.status, 303, "{}", started.body);
    }
    let tables = hoyle::db::read(&app.pool, |c| store::of_night(c, night)).unwrap();
    assert_eq!(tables.len(), 2);
    // No rotation in the middle of a partie.
    let early = app.post(&format!("/nights/{night}/tables/1/next"), &[]);
    assert_eq!(early.status, 422);
    early.has("not settled yet");
    // Seed 000 L3813–3815: six deals 120 v 102, worth 118 to the first player.
    let deals = [[20, 18], [15, 31], [25, 10], [20, 13], [20, 15], [20, 15]];
    for t in &tables {
        for d in deals {
            let (a, b) = (d[0].to_string(), d[1].to_string());
            let r = app.post(
                &format!("/tables/{}/deals", t.id),
                &[("d_scores_0", a.as_str()), ("d_scores_1", b.as_str())],
            );
            assert_eq!(r.status, 303, "{}", r.body);
        }
    }
    let page = app.get(&format!("/nights/{night}"));
    page.has("Next rubber").has("236").has("-236");
    page.has("id=\"ledger-total\">0<");
    // Table 1 has six: after the partie the two who played go out and two come in.
    let next = app.post(&format!("/nights/{night}/tables/1/next"), &[]);
    assert_eq!(next.status, 303, "{}", next.body);
    let tables = hoyle::db::read(&app.pool, |c| store::of_night(c, night)).unwrap();
    assert_eq!(tables.len(), 3);
    assert!(!tables[0].is_open());
    let first: Vec<_> = tables[0]
        .sides
        .iter()
        .flatten()
        .map(|n| &n.player)
        .collect();
    let third: Vec<_> = tables[2]
        .sides
        .iter()
        .flatten()
        .map(|n| &n.player)
        .collect();
    assert!(
        first.iter().all(|p| !third.contains(p)),
        "{first:?} {third:?}"
    );
    let csv = app.get(&format!("/nights/{night}/ledger.csv"));
    assert_eq!(csv.status, 200);
    assert!(csv.content_type.starts_with("text/csv"));
    let mut lines = csv.body.lines();
    assert_eq!(lines.next(), Some("player,member_id,guest,pence"));
    let total: i64 = lines
        .map(|l| l.rsplit(',').next().unwrap().parse::<i64>().unwrap())
        .sum();
    assert_eq!(total, 0);
    assert_eq!(csv.body.lines().count(), 5);
    let season = app.get("/ledger?season=1927");
    assert_eq!(season.status, 200);
    season.has("Player 0").has("id=\"ledger-total\">0<");
    let season_csv = app.get("/ledger.csv?season=1927");
    assert_eq!(season_csv.status, 200);
    season_csv.has("player,member_id,guest,pence");
    // The command line writes the same rows from the database file.
    let db = app.dir.path().join("hoyle.db");
    let db = db.to_str().unwrap();
    let night_arg = night.to_string();
    let (code, out, err) =
        crate::support::hoyle(&["export", "ledger", "--night", &night_arg, "--db", db], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, csv.body);
    let (code, out, _) = crate::support::hoyle(
        &[
            "export", "ledger", "--season", "1927", "--db", db, "--format", "json",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.contains("\"pence\": \"236\""), "{out}");
    let (code, _, err) =
        crate::support::hoyle(&["export", "ledger", "--night", "99", "--db", db], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("night"), "{err}");
}

/// A cribbage deal entered as totals (his heels left unticked) and one entered as cards: the
/// 29 hand (seed 000 L1311–1552) is counted from its cards on the pad.
#[test]
fn a_cribbage_pad_takes_totals_or_the_cards() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/tables",
        &[
            ("law", "cribbage"),
            ("side0_0", ""),
            ("side0_0_guest", "Ann"),
            ("side1_0", ""),
            ("side1_0_guest", "Bob"),
            ("stake", "1"),
            ("season", "2026"),
        ],
    );
    let id = created_id(&reply, "/tables/");
    let totals = app.post(
        &format!("/tables/{id}/deals"),
        &[("d_dealer", "0"), ("d_total_0", "40"), ("d_total_1", "30")],
    );
    assert_eq!(totals.status, 303, "{}", totals.body);
    let cards = app.post(
        &format!("/tables/{id}/deals"),
        &[
            ("d_dealer", "1"),
            ("d_hand_cards_0", "5H 5C 5S JD"),
            ("d_hand_cards_1", "2C 4D 6H 8S"),
            ("d_crib_cards", "KC KD 3S 9H"),
            ("d_starter", "5D"),
            ("d_pegging_0", "2"),
            ("d_pegging_1", "3"),
        ],
    );
    assert_eq!(cards.status, 303, "{}", cards.body);
    assert_eq!(stored_deals(&app, id).len(), 2);
    let page = app.get(&format!("/tables/{id}"));
    assert!(page.body.contains("29 hand"), "{}", page.body);
}

/// A deleted last deal leaves a line under the pad, who deleted it and when, pointing at the
/// deal history that keeps it; once a deal of that number is entered again the line goes.
#[test]
fn a_deleted_last_deal_is_said_under_the_pad() {
    let mut app = TestApp::with_director();
    let id = crate::support::guest_table(&mut app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    for scores in [["20", "18"], ["30", "12"]] {
        let deal = [("d_scores_0", scores[0]), ("d_scores_1", scores[1])];
        assert_eq!(crate::support::post_deal(&mut app, id, &deal).status, 303);
    }
    app.get(&format!("/tables/{id}"))
        .lacks("id=\"deleted-deals\"");
    let yes = [("confirm", "yes"), ("deal_no", "2")];
    let deleted = app.post(&format!("/tables/{id}/delete-last"), &yes);
    assert_eq!(deleted.status, 303, "{}", deleted.body);
    let page = app.get(&format!("/tables/{id}"));
    let line = crate::support::between(&page.body, "id=\"deleted-deals\">", "</div>");
    assert!(
        line.contains("Deal 2 was deleted by Director on ") && line.contains("href=\"#history\""),
        "{line}"
    );
    let again = [("d_scores_0", "25"), ("d_scores_1", "15")];
    assert_eq!(crate::support::post_deal(&mut app, id, &again).status, 303);
    app.get(&format!("/tables/{id}"))
        .lacks("id=\"deleted-deals\"");
}
