//! Ending a congress: an empty sheet asked about at the close, and no series after the last.

use super::*;

/// Issue 22 item 15: closing a series over an empty sheet warns and asks; the players of that
/// table win no prize by lot; once the last series is closed as the last, the congress is over,
/// its prizes final and no further series offered or drawn.
#[test]
fn an_empty_sheet_is_asked_about_and_an_ended_congress_draws_no_more() {
    let mut app = TestApp::with_director();
    let made = app.post(
        "/congresses",
        &[
            ("name", "Short congress"),
            ("date", "1926-07-05"),
            ("rounds", "1"),
        ],
    );
    ok(&made);
    let id = made.location.as_deref().unwrap_or_default();
    let id: i64 = id.trim_start_matches("/congresses/").parse().unwrap();
    // The entry list pasted, one name a line (a blank line skipped): each registered.
    let list = "Ahrens\nBrandt\n\nClaussen\nDietz\r\nEngel\nFuchs\n";
    ok(&app.post(&format!("/congresses/{id}/players"), &[("names", list)]));
    assert_eq!(stored(&app, id).congress.players.len(), 6);
    // A list with a name registered already is refused whole, naming the line.
    let twice = app.post(
        &format!("/congresses/{id}/players"),
        &[("names", "Gerber\nBrandt")],
    );
    assert_eq!(twice.status, 422, "{}", twice.body);
    twice.has("line 2 (Brandt)");
    assert_eq!(stored(&app, id).congress.players.len(), 6);
    ok(&app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "5"), ("confirm", "yes")],
    ));
    let tables = stored(&app, id)
        .congress
        .find_series(1)
        .unwrap()
        .tables
        .len();
    assert_eq!(tables, 2);
    // Table 1 below nothing, table 2 never entered.
    totals(&mut app, id, 1, 1, &[(0, 1, -40), (0, 2, -60), (0, 1, -30)]);
    let close = format!("/congresses/{id}/series/1/close");
    let asked = app.post(&close, &[("confirm", "yes"), ("last", "yes")]);
    assert_eq!(asked.status, 422, "{}", asked.body);
    asked
        .has("Table 2 of series 1 has nothing entered")
        .has("name=\"empty\"");
    assert!(!stored(&app, id).congress.find_series(1).unwrap().closed);
    ok(&app.post(
        &close,
        &[("confirm", "yes"), ("empty", "yes"), ("last", "yes")],
    ));
    let empty_players = seat_names(&app, id, 1, 2);
    // Their sheets are listed with no games and no rank, after the ranked ones.
    let standings = app.get(&format!("/congresses/{id}/standings"));
    for name in &empty_players {
        standings.has(&format!("{name} <span class=\"muted\">(no games)</span>"));
    }
    let prizes = app.get(&format!("/congresses/{id}/prizes"));
    prizes.has("badge final");
    for name in &empty_players {
        prizes.lacks(name);
    }
    app.get(&format!("/congresses/{id}"))
        .has("The congress is over")
        .lacks("Draw series 2")
        .lacks("id=\"draw\"");
    let again = app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "6"), ("confirm", "yes")],
    );
    assert_eq!(again.status, 422, "{}", again.body);
    again.has("the congress is over");
    assert_eq!(stored(&app, id).congress.series.len(), 1);
    // Registration closes with the congress.
    app.get(&format!("/congresses/{id}"))
        .lacks("id=\"register\"");
    let late = app.post(&format!("/congresses/{id}/players"), &[("name", "Gerber")]);
    assert_eq!(late.status, 422, "{}", late.body);
    late.has("nobody registers after it");
    assert_eq!(stored(&app, id).congress.players.len(), 6);
}

/// A sheet with every deal of the series written offers no "Enter deal" past the last.
#[test]
fn a_full_sheet_offers_no_further_deal() {
    let mut app = TestApp::with_director();
    let id = club_skat(&mut app);
    let sheet = format!("/congresses/{id}/series/1/tables/1");
    // Three players, two rounds: six deals.
    for no in 1..=6 {
        let no = no.to_string();
        ok(&app.post(
            &format!("{sheet}/deals"),
            &[
                ("deal_no", &no),
                ("declarer", "0"),
                ("game", "null"),
                ("won", "yes"),
            ],
        ));
    }
    app.get(&sheet)
        .has("id=\"sheet-full\"")
        .lacks("Enter deal 7")
        .has("Correct deal 6");
}

/// Issue 22: closing a series over a part-played sheet warns as for an empty one, saying which
/// table and how many deals it lacks; ticked, the series closes.
#[test]
fn a_part_played_sheet_is_asked_about_with_the_deals_it_lacks() {
    let mut app = TestApp::with_director();
    let id = club_skat(&mut app);
    let sheet = format!("/congresses/{id}/series/1/tables/1");
    // Three players, two rounds: six deals; two written.
    for no in ["1", "2"] {
        ok(&app.post(
            &format!("{sheet}/deals"),
            &[
                ("deal_no", no),
                ("declarer", "0"),
                ("game", "null"),
                ("won", "yes"),
            ],
        ));
    }
    let close = format!("/congresses/{id}/series/1/close");
    let asked = app.post(&close, &[("confirm", "yes")]);
    assert_eq!(asked.status, 422, "{}", asked.body);
    asked
        .has("Table 1 of series 1 has 2 of its 6 deals, 4 deals short")
        .has("Close it with those sheets as they are")
        .has("name=\"empty\"");
    assert!(!stored(&app, id).congress.find_series(1).unwrap().closed);
    ok(&app.post(&close, &[("confirm", "yes"), ("empty", "yes")]));
    assert!(stored(&app, id).congress.find_series(1).unwrap().closed);
}

/// Issue 22: "Register a member" offers only the members not yet registered, and a member
/// registered twice (a stale page) is refused.
#[test]
fn register_a_member_offers_only_those_not_registered() {
    let mut app = TestApp::with_director();
    let add = |app: &TestApp, name: &str| {
        hoyle::db::write(&app.pool, |tx| {
            let new = hoyle::db::members::NewMember::new(name, "", "").unwrap();
            hoyle::db::members::add(tx, &new)
        })
        .unwrap()
        .id
    };
    let ahrens = add(&app, "Ahrens");
    let brandt = add(&app, "Brandt");
    let made = app.post(
        "/congresses",
        &[("name", "Members' skat"), ("date", "1926-07-05")],
    );
    ok(&made);
    let id: i64 = made
        .location
        .as_deref()
        .unwrap_or_default()
        .trim_start_matches("/congresses/")
        .parse()
        .unwrap();
    let option = |m: i64, name: &str| format!("<option value=\"{m}\">{name}</option>");
    app.get(&format!("/congresses/{id}"))
        .has(&option(ahrens, "Ahrens"))
        .has(&option(brandt, "Brandt"));
    let players = format!("/congresses/{id}/players");
    ok(&app.post(&players, &[("member", &ahrens.to_string())]));
    app.get(&format!("/congresses/{id}"))
        .lacks(&option(ahrens, "Ahrens"))
        .has(&option(brandt, "Brandt"));
    let again = app.post(&players, &[("member", &ahrens.to_string())]);
    assert_eq!(again.status, 422, "{}", again.body);
    again.has("Ahrens is already registered");
    assert_eq!(stored(&app, id).congress.players.len(), 1);
}
