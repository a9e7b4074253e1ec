//! The director's one-action adjustments and the results' bin (issue 22 items 5 and 6): "void
//! this board" and "adjust this result", each logged old → new and shown in every export; a
//! deleted result goes to the Bin and comes back from it unless its place is taken.

use hoyle::db::results::{self, assigned};

use crate::support::{TestApp, form_as_shown, saved_word, seven_table_event};

/// The seven-table whist event with rounds 1 to 3 played at every table, N-S taking 7 tricks
/// on every board but board 2 at the table where N-S 1 sits (8 there); returns its id.
pub(crate) fn three_rounds_played(app: &mut TestApp) -> i64 {
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

/// [`three_rounds_played`] with the tricks varied from table to table, so that each board has
/// an average to be above or below.
fn three_rounds_varied(app: &mut TestApp) -> i64 {
    let id = seven_table_event(app);
    for round in 1..=3u32 {
        for table in 1..=7u32 {
            let slip = app.get(&format!("/events/{id}/entry?round={round}&table={table}"));
            let mut form = form_as_shown(&slip.body, &format!("/events/{id}/entry"));
            for (k, v) in &mut form {
                if let Some(board) = k.strip_prefix("ns_tricks_") {
                    let board: u32 = board.parse().unwrap();
                    *v = ((board + 2 * table + round) % 5 + 5).to_string();
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
            .filter(|l| l.starts_with("1,") && l.ends_with(",assigned average to both sides,"))
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
    // Said in words at the top of the bin itself (issue 22), not a bare page "restore: …".
    refused
        .has("newer result")
        .has("id=\"refused\"")
        .has("This result was not restored: board 3 has a newer result")
        .has("id=\"bin-results\"")
        .lacks("restore:");
    assert_eq!(
        hoyle::db::read(&app.pool, results::binned::list)
            .unwrap()
            .len(),
        1
    );
}

/// The event's standings and a pair's card as every page makes them.
fn card_and_row(
    app: &TestApp,
    id: i64,
    pair: u32,
) -> (
    Vec<hoyle::tournament::CardLine>,
    hoyle::tournament::StandingRow,
) {
    let ((event, pairs, stored), given) = hoyle::db::read(&app.pool, |c| {
        Ok((hoyle::db::events::load(c, id)?, assigned::list(c, id)?))
    })
    .unwrap();
    let standings = hoyle::tournament::standings_full(&event, &pairs, &stored, &given).unwrap();
    let ns = hoyle::laws::duplicate::Direction::Ns;
    let card = hoyle::tournament::card(&standings, &pairs, &stored, ns, pair);
    let row = standings
        .rows
        .iter()
        .find(|r| r.direction == ns && r.pair == pair)
        .unwrap()
        .clone();
    (card, row)
}

/// Issue 22: a board voided and a result adjusted stay on the pair's card, marked as assigned
/// with the award, so its running total ends on the standings' figure; the standings count
/// them among the pair's boards.
#[test]
fn a_voided_board_and_an_adjusted_result_are_on_the_card_and_its_total_is_the_standings() {
    let mut app = TestApp::with_director();
    let id = three_rounds_varied(&mut app);
    let first = on_board(&app, id, 1)[0].clone();
    let pair = first.ns;
    let (before, row) = card_and_row(&app, id, pair);
    assert_eq!(before.len(), 12);
    assert_eq!(row.boards, 12);

    let done = app.post(
        &format!("/events/{id}/boards/1/void"),
        &[("how", "average"), ("confirm", "yes")],
    );
    assert_eq!(done.status, 303, "{}", done.body);
    let second = on_board(&app, id, 2)
        .into_iter()
        .find(|r| r.ns == pair)
        .unwrap();
    let adjusted = app.post(
        &format!("/events/{id}/results/{}/adjust", second.id),
        &[
            ("how", "split"),
            ("ns_award", "average-plus"),
            ("ew_award", "average-minus"),
        ],
    );
    assert_eq!(adjusted.status, 303, "{}", adjusted.body);

    let (card, row) = card_and_row(&app, id, pair);
    assert_eq!(card.len(), 12, "{card:?}");
    assert_eq!(row.boards, 12);
    let marked: Vec<_> = card
        .iter()
        .filter_map(|c| Some((c.board, c.assigned.clone()?)))
        .collect();
    assert_eq!(
        marked,
        [
            (1, "assigned average".to_owned()),
            (2, "assigned average plus".to_owned())
        ]
    );
    // The books' plus/minus: the card's running total is the standings' figure, the award
    // counted.
    assert_eq!(card.last().unwrap().total_plus_minus, row.plus_minus);
    let plus = card.iter().find(|c| c.board == 2).unwrap();
    assert!(
        plus.plus_minus > hoyle::exact::Q::from_integer(0),
        "{plus:?}"
    );

    let page = app.get(&format!("/events/{id}/pairs/ns/{pair}/card"));
    page.has("12 boards")
        .has("<tr class=\"assigned\">")
        .has("assigned average plus");
    // Printed, the card is the same page.
    page.has("class=\"card-lines stacked\"");
    let standings = app.get(&format!("/events/{id}/standings"));
    assert_eq!(standings.status, 200);
}

/// Issue 22: "Recent changes" says a board voided and a result adjusted as such, not as
/// results deleted; an adjusted result restored from the bin takes its place again.
#[test]
fn recent_changes_say_voided_and_adjusted_and_an_adjusted_result_comes_back() {
    let mut app = TestApp::with_director();
    let id = three_rounds_played(&mut app);
    let done = app.post(
        &format!("/events/{id}/boards/1/void"),
        &[("how", "average"), ("confirm", "yes")],
    );
    assert_eq!(done.status, 303, "{}", done.body);
    let result = on_board(&app, id, 2)[0].clone();
    let adjusted = app.post(
        &format!("/events/{id}/results/{}/adjust", result.id),
        &[
            ("how", "split"),
            ("ns_award", "average-plus"),
            ("ew_award", "average-minus"),
        ],
    );
    assert_eq!(adjusted.status, 303, "{}", adjusted.body);
    let bin = app.get("/bin");
    let log = crate::support::between(&bin.body, "id=\"edit-log\"", "</ul>");
    assert!(
        log.contains("Board 1 voided (average to both sides); its 3 results went to the bin"),
        "{log}"
    );
    let adjusted_words = format!(
        "board 2, N-S {} against E-W {}: result adjusted N-S 7 tricks → assigned average plus \
         to N-S, average minus to E-W",
        result.ns, result.ew
    );
    assert!(log.contains(&adjusted_words), "{log}");
    assert!(!log.contains("result deleted"), "{log}");

    // Restored from the bin, the adjusted result takes its place again in words.
    let binned = hoyle::db::read(&app.pool, results::binned::list).unwrap();
    let it = binned
        .iter()
        .find(|b| b.result.board == 2 && b.result.ns == result.ns)
        .unwrap();
    let restored = app.post(&format!("/bin/results/{}/restore", it.id), &[]);
    assert_eq!(restored.status, 303, "{}", restored.body);
    let page = app.get(restored.location.as_deref().unwrap());
    assert_eq!(
        saved_word(&page.body),
        Some(
            "Board 2&#39;s result restored from the bin, in place of the score it was given \
             (assigned average plus to N-S, average minus to E-W)."
        )
    );
    assert_eq!(on_board(&app, id, 2).len(), 3);
    let given = hoyle::db::read(&app.pool, |c| assigned::list(c, id)).unwrap();
    assert!(!given.iter().any(|a| a.board == 2));
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(2))).unwrap();
    let last = history.last().unwrap();
    assert_eq!(last.action, "corrected");
    assert_eq!(
        last.old.as_deref(),
        Some("assigned average plus to N-S, average minus to E-W")
    );
}

/// Issue 22: a phone's correction of a round with a voided board reads the board as voided,
/// not as "nothing entered", and confirming it saves the rest and leaves the board voided.
#[test]
fn a_correction_over_a_voided_board_reads_it_as_voided_and_confirms_the_rest() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let codes = crate::support::event_codes(&mut app, id);
    let code = codes[&(2, 1)].replace('-', "");
    let slip = format!("/t/{code}");
    app.logout();
    // Round 2 at table 1 holds boards 5 to 8.
    let tricks = |five: &'static str, six: &'static str| {
        [
            ("ns_tricks_5", five),
            ("ns_tricks_6", six),
            ("ns_tricks_7", "7"),
            ("ns_tricks_8", "7"),
        ]
    };
    let first = app.post(&slip, &tricks("7", "7"));
    assert_eq!(first.status, 303, "{}", first.body);
    let login = app.post(
        "/login",
        &[
            ("name", crate::support::DIRECTOR),
            ("password", crate::support::PASSWORD),
        ],
    );
    assert_eq!(login.status, 303);
    let void = app.post(
        &format!("/events/{id}/boards/5/void"),
        &[("how", "average"), ("confirm", "yes")],
    );
    assert_eq!(void.status, 303, "{}", void.body);
    app.logout();
    // The phone's slip says the board is voided.
    app.get(&slip)
        .has("Board 5: voided by the director (assigned average to both sides)");
    let again = app.post(&slip, &tricks("9", "10"));
    assert_eq!(again.status, 303, "{}", again.body);

    let login = app.post(
        "/login",
        &[
            ("name", crate::support::DIRECTOR),
            ("password", crate::support::PASSWORD),
        ],
    );
    assert_eq!(login.status, 303);
    let page = app.get(&format!("/events/{id}"));
    page.has("Corrections sent from table codes")
        .has("Board 5 is voided (assigned average to both sides): it stays so")
        .has("Board 6: N-S 7 tricks → N-S 10 tricks")
        .lacks("nothing entered");
    let cid = crate::support::between(&page.body, "/corrections/", "/confirm").to_owned();
    let confirmed = app.post(&format!("/events/{id}/corrections/{cid}/confirm"), &[]);
    assert_eq!(confirmed.status, 303, "{}", confirmed.body);
    let after = app.get(confirmed.location.as_deref().unwrap());
    assert_eq!(
        saved_word(&after.body),
        Some(
            "The correction from table 1, round 2 is confirmed: the slip now reads as the phone sent it. Board 5 stays voided, as you gave it."
        )
    );
    after.lacks("Corrections sent from table codes");
    let six = on_board(&app, id, 6);
    assert_eq!(six.len(), 1);
    assert_eq!(results::describe(&six[0].entry), "N-S 10 tricks");
    assert!(on_board(&app, id, 5).is_empty());
    let given = hoyle::db::read(&app.pool, |c| assigned::list(c, id)).unwrap();
    assert!(
        given
            .iter()
            .any(|a| a.board == 5 && a.round == 2 && a.table == 1)
    );
}
