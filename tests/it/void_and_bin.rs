//! The director's one-action adjustments and the results' bin (issue 22 items 5 and 6): "void
//! this board" and "adjust this result", each logged old → new and shown in every export; a
//! deleted result goes to the Bin and comes back from it unless its place is taken.

use hoyle::db::results::{self, assigned};

use crate::support::{TestApp, form_as_shown, saved_word, seven_table_event};

/// The seven-table whist event with rounds 1 to 3 played at every table, N-S taking 7 tricks
/// on every board but board 2 at the table where N-S 1 sits (8 there); returns its id.
fn three_rounds_played(app: &mut TestApp) -> i64 {
    let id = seven_table_event(app);
    for round in 1..=3u32 {
        for table in 1..=7u32 {
            let slip = app.get(&format!("/events/{id}/entry?round={round}&table={table}"));
            let mut form = form_as_shown(&slip.body, &format!("/events/{id}/entry"));
            for (k, v) in &mut form {
                if k.starts_with("ns_tricks_") {
                    *v = "7".into();
                }
            }
            let form: Vec<(&str, &str)> =
                form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            let saved = app.post(&format!("/events/{id}/entry"), &form);
            assert_eq!(saved.status, 303, "r{round} t{table}: {}", saved.body);
        }
    }
    id
}

fn on_board(app: &TestApp, id: i64, board: u32) -> Vec<results::Stored> {
    hoyle::db::read(&app.pool, |c| results::list(c, id))
        .unwrap()
        .into_iter()
        .filter(|r| r.board == board)
        .collect()
}

#[test]
fn voiding_a_board_is_one_action_logged_and_exported() {
    let mut app = TestApp::with_director();
    let id = three_rounds_played(&mut app);
    assert_eq!(on_board(&app, id, 1).len(), 3);
    app.get(&format!("/events/{id}/boards/1"))
        .has("Void this board")
        .has("id=\"void-board\"");

    // Asked once, naming the results that go to the bin; then done.
    let form = [("how", "average")];
    let ask = app.post(&format!("/events/{id}/boards/1/void"), &form);
    assert_eq!(ask.status, 200, "{}", ask.body);
    ask.has("Void board 1?")
        .has("assigned average to both sides")
        .has("N-S 7 tricks");
    let done = app.post(
        &format!("/events/{id}/boards/1/void"),
        &[("how", "average"), ("confirm", "yes")],
    );
    assert_eq!(done.status, 303, "{}", done.body);
    // Issue 22: the board's page says on top what was done.
    let page = app.get(done.location.as_deref().unwrap());
    assert_eq!(
        saved_word(&page.body),
        Some("Board 1 voided: every table that plays it gets assigned average to both sides.")
    );
    assert!(on_board(&app, id, 1).is_empty());
    let given = hoyle::db::read(&app.pool, |c| assigned::list(c, id)).unwrap();
    assert_eq!(given.iter().filter(|a| a.board == 1).count(), 7);
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(1))).unwrap();
    let voided: Vec<_> = history
        .iter()
        .filter(|h| h.new.as_deref() == Some("assigned average to both sides"))
        .collect();
    assert_eq!(voided.len(), 7, "{history:?}");
    assert_eq!(
        voided
            .iter()
            .filter(|h| h.action == "corrected" && h.old.as_deref() == Some("N-S 7 tricks"))
            .count(),
        3,
        "{history:?}"
    );

    // "Adjust this result": average plus to N-S, average minus to E-W in place of a result.
    let result = &on_board(&app, id, 2)[0];
    let adjusted = app.post(
        &format!("/events/{id}/results/{}/adjust", result.id),
        &[
            ("how", "split"),
            ("ns_award", "average-plus"),
            ("ew_award", "average-minus"),
        ],
    );
    assert_eq!(adjusted.status, 303, "{}", adjusted.body);
    let page = app.get(&format!("/events/{id}/boards/2"));
    page.has("assigned average plus to N-S, average minus to E-W");
    let word = format!(
        "Result adjusted: board 2, N-S {} against E-W {}, gets assigned average plus to N-S, \
         average minus to E-W; the result it had is in the bin.",
        result.ns, result.ew
    );
    assert_eq!(saved_word(&page.body), Some(word.as_str()));

    // The results CSV and the API carry the assigned scores.
    let csv = app.get(&format!("/events/{id}/results.csv"));
    assert_eq!(
        csv.body
            .lines()
            .filter(|l| l.starts_with("1,") && l.ends_with(",assigned average to both sides"))
            .count(),
        7,
        "{}",
        csv.body
    );
    assert!(
        csv.body
            .contains(",\"assigned average plus to N-S, average minus to E-W\"")
    );
    let (status, api) = app.json(&format!("/api/v1/events/{id}/results"));
    assert_eq!(status, 200);
    let lines = api["results"].as_array().unwrap();
    assert_eq!(
        lines
            .iter()
            .filter(|l| l["assigned"] == "assigned average to both sides")
            .count(),
        7
    );
    assert_eq!(lines.len(), 3 * 28 - 3 - 1 + 7 + 1);
}

#[test]
fn a_deleted_result_goes_to_the_bin_and_comes_back_unless_its_place_is_taken() {
    let mut app = TestApp::with_director();
    let id = three_rounds_played(&mut app);
    let old = on_board(&app, id, 3)[0].clone();
    let deleted = app.post(
        &format!("/events/{id}/results/{}/delete", old.id),
        &[("confirm", "yes")],
    );
    assert_eq!(deleted.status, 303, "{}", deleted.body);
    let page = app.get(deleted.location.as_deref().unwrap());
    let word = format!(
        "Result deleted: board 3, N-S {} against E-W {}; it is in the bin, from which it can \
         be restored.",
        old.ns, old.ew
    );
    assert_eq!(saved_word(&page.body), Some(word.as_str()));
    let bin = app.get("/bin");
    let what = format!(
        "board 3, N-S {} against E-W {}: N-S 7 tricks",
        old.ns, old.ew
    );
    bin.has("id=\"bin-results\"")
        .has(&what)
        .has("result deleted")
        .lacks("id=\"bin-empty\"");
    let binned = hoyle::db::read(&app.pool, results::binned::list).unwrap();
    assert_eq!(binned.len(), 1);

    // Restored: back on its board, out of the bin, and said in "Recent changes".
    let restored = app.post(&format!("/bin/results/{}/restore", binned[0].id), &[]);
    assert_eq!(restored.status, 303, "{}", restored.body);
    let page = app.get(restored.location.as_deref().unwrap());
    assert_eq!(
        saved_word(&page.body),
        Some("Board 3&#39;s result restored from the bin.")
    );
    assert_eq!(on_board(&app, id, 3).len(), 3);
    app.get("/bin")
        .lacks("id=\"bin-results\"")
        .has("result restored");

    // Deleted again, and a newer result entered in its place: the restore is refused.
    let again = on_board(&app, id, 3)
        .into_iter()
        .find(|r| r.ns == old.ns)
        .unwrap();
    app.post(
        &format!("/events/{id}/results/{}/delete", again.id),
        &[("confirm", "yes")],
    );
    let (ns, ew) = (old.ns.to_string(), old.ew.to_string());
    let entered = app.post(
        &format!("/events/{id}/boards/3"),
        &[("ns", &ns), ("ew", &ew), ("ns_tricks_new", "9")],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    let binned = hoyle::db::read(&app.pool, results::binned::list).unwrap();
    let refused = app.post(&format!("/bin/results/{}/restore", binned[0].id), &[]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("newer result");
    assert_eq!(
        hoyle::db::read(&app.pool, results::binned::list)
            .unwrap()
            .len(),
        1
    );
}
