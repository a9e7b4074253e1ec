//! A congress of one table of three ("Club skat"): what its sheet says at the top, and the
//! last deal removed with the history keeping it.

use super::*;

/// A two-round congress "Club skat" with players A, B and C, its first series drawn (seed 3):
/// one table of three. Returns its id.
pub(super) fn club_skat(app: &mut TestApp) -> i64 {
    let reply = app.post(
        "/congresses",
        &[
            ("name", "Club skat"),
            ("date", "1926-11-05"),
            ("rounds", "2"),
        ],
    );
    ok(&reply);
    let id: i64 = reply
        .location
        .as_deref()
        .unwrap()
        .trim_start_matches("/congresses/")
        .parse()
        .unwrap();
    for name in ["A", "B", "C"] {
        ok(&app.post(&format!("/congresses/{id}/players"), &[("name", name)]));
    }
    ok(&app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "3"), ("confirm", "yes")],
    ));
    id
}

/// Issue 22 item 13: a congress sheet's deal saved says so at the top of the sheet; a refused
/// one lists the refusal at the top, linked to its field.
#[test]
fn a_congress_sheet_says_at_the_top_what_was_saved_or_refused() {
    let mut app = TestApp::with_director();
    let id = club_skat(&mut app);
    let sheet = format!("/congresses/{id}/series/1/tables/1");
    let refused = app.post(
        &format!("{sheet}/deals"),
        &[
            ("deal_no", "1"),
            ("declarer", "7"),
            ("game", "null"),
            ("won", "yes"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"refused\"").has("href=\"#error-");
    let saved = app.post(
        &format!("{sheet}/deals"),
        &[
            ("deal_no", "1"),
            ("declarer", "0"),
            ("game", "null"),
            ("won", "yes"),
        ],
    );
    ok(&saved);
    app.get(&sheet)
        .has("id=\"saved\"")
        .has("Series 1, table 1: deal 1 saved.");
    // Issue 22 item 19: the congress's history says each change in words, not its JSON.
    let history = app.get(&format!("/congresses/{id}"));
    let history = crate::support::between(&history.body, "id=\"history\"", "</table>");
    assert!(!history.contains('{'), "{history}");
    assert!(
        history.contains("Series 1, table 1, deal 1 entered: played by seat 1, game null"),
        "{history}"
    );
}

/// A deal written by mistake is removed (the history keeps it), and the table may then be
/// entered by its totals; three players make one table of three.
#[test]
fn the_last_deal_is_removed_and_kept_in_the_history() {
    let mut app = TestApp::with_director();
    let id = club_skat(&mut app);
    let sheet = format!("/congresses/{id}/series/1/tables/1");
    ok(&app.post(
        &format!("{sheet}/deals"),
        &[
            ("deal_no", "1"),
            ("declarer", "0"),
            ("game", "null"),
            ("won", "yes"),
        ],
    ));
    // Kept between writes, the deals and history CSVs are each table's lines and every line
    // of the history as stored now (issue 13: the history CSV grows by the lines since).
    let history_lines = |app: &mut TestApp| {
        let csv = app.get(&format!("/congresses/{id}/history.csv"));
        let rows = hoyle::db::read(&app.pool, |c| store::history(c, id)).unwrap();
        assert_eq!(csv.body.lines().count(), 1 + rows.len(), "{}", csv.body);
        csv.body.clone()
    };
    let deal_lines = |app: &mut TestApp| {
        app.get(&format!("/congresses/{id}/deals.csv"))
            .body
            .lines()
            .count()
    };
    let before = history_lines(&mut app);
    assert_eq!(deal_lines(&mut app), 1 + 1);
    let unasked = app.post(&format!("{sheet}/deals/last"), &[]);
    assert_eq!(unasked.status, 422);
    assert_eq!(stored(&app, id).deals[&(1, 1)].len(), 1);
    ok(&app.post(&format!("{sheet}/deals/last"), &[("confirm", "yes")]));
    assert!(!stored(&app, id).deals.contains_key(&(1, 1)));
    assert_eq!(deal_lines(&mut app), 1);
    let after = history_lines(&mut app);
    assert!(after.starts_with(&before) && after.contains("removed"));
    let history = hoyle::db::read(&app.pool, |c| store::history(c, id)).unwrap();
    let removed = history.iter().find(|h| h.action == "removed").unwrap();
    assert!(removed.old_value.as_deref().unwrap().contains("null"));
    totals(&mut app, id, 1, 1, &[(2, 0, 40), (0, 1, -20), (0, 0, 0)]);
    app.get(&sheet).has("Correct the totals");
    // The whole history as a CSV; the standings after the change, not a kept older copy.
    app.get(&format!("/congresses/{id}/history.csv"))
        .has("removed")
        .has("registered");
    app.get(&format!("/congresses/{id}/standings"));
    totals(&mut app, id, 1, 1, &[(3, 0, 55), (0, 1, -20), (0, 0, 0)]);
    app.get(&format!("/congresses/{id}/standings.csv"))
        .has(",3,0,3,55,");
    history_lines(&mut app);
}
