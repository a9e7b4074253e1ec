//! Two people saving the same new slip, or the same party table, at the same moment (issue 21,
//! item 1): exactly one is saved, and the other is answered as a second save sent after it
//! is (a scorer asked first, a phone's kept for the director); nothing is silently replaced.
//! Each pair of posts is released together from two threads, twenty times.

use hoyle::db::codes::{self, Kind};
use hoyle::db::{events, parties, results};
use hoyle::movement::mitchell::Seating;

use crate::party_codes::{friday_euchre, party_codes, winner};
use crate::support::{
    DIRECTOR, Reply, SCORER_PASSWORD, TestApp, add_scorer, between, event_codes, guest_table,
    seven_table_event, stored_deals,
};

const TRIES: u32 = 20;

/// A scorer, Sam, added and logged in on his own cookie; the app's client stays the director.
/// Returns (the director's cookie, Sam's).
fn two_scorers(app: &mut TestApp) -> (String, String) {
    let director = app.cookie().unwrap();
    let added = add_scorer(app, "Sam", SCORER_PASSWORD);
    assert_eq!(added.status, 200, "{}", added.body);
    app.logout();
    let login = app.post("/login", &[("name", "Sam"), ("password", SCORER_PASSWORD)]);
    assert_eq!(login.status, 303, "{}", login.body);
    let sam = app.cookie().unwrap();
    app.set_cookie(Some(director.clone()));
    (director, sam)
}

/// The (round, table) of the `i`-th slip of the seven-table event, round by round.
fn slip_at(i: u32) -> (u32, u32) {
    (i / 7 + 1, i % 7 + 1)
}

/// The seating of the slip at `round` and `table`: its pairs and boards.
fn slip_seating(app: &TestApp, id: i64, (round, table): (u32, u32)) -> Seating {
    hoyle::db::read(&app.pool, |c| {
        Ok(events::get(c, id)?
            .movement()?
            .seating(round, table)
            .unwrap())
    })
    .unwrap()
}

/// Every board of a slip given `tricks`, as the form names them.
fn tricks(boards: &[u32], tricks: &str) -> Vec<(String, String)> {
    boards
        .iter()
        .map(|b| (format!("ns_tricks_{b}"), tricks.to_owned()))
        .collect()
}

fn as_form(fields: &[(String, String)]) -> Vec<(&str, &str)> {
    fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect()
}

/// Which of the two replies `saved` says was saved; asserts there is exactly one.
fn the_one_saved(replies: &[Reply], saved: impl Fn(&Reply) -> bool, what: &str) -> usize {
    let kept: Vec<usize> = (0..replies.len()).filter(|&i| saved(&replies[i])).collect();
    assert_eq!(
        kept.len(),
        1,
        "{what}: exactly one save, got {:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    kept[0]
}

/// The slip's boards hold `tricks` entered once by `by`, and nothing was corrected.
#[track_caller]
fn entered_once(app: &TestApp, id: i64, slip: &Seating, tricks: &str, by: &str) {
    let rows = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, None)).unwrap();
    for &b in &slip.boards {
        let at_slip = |(board, ns, ew)| (board, ns, ew) == (b, slip.ns, slip.ew);
        let row = rows
            .iter()
            .find(|r| at_slip((r.board, r.ns, r.ew)))
            .unwrap();
        assert_eq!(
            results::describe(&row.entry),
            format!("N-S {tricks} tricks")
        );
        assert_eq!(row.updated_by, by);
        assert_eq!(row.version, 1, "board {b} was corrected");
        let actions: Vec<&str> = history
            .iter()
            .filter(|h| at_slip((h.board, h.ns, h.ew)))
            .map(|h| h.action.as_str())
            .collect();
        assert_eq!(actions, ["entered"], "board {b}");
    }
}

#[test]
fn two_scorers_saving_one_new_slip_at_once_one_is_saved_and_the_other_asked() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let (director, sam) = two_scorers(&mut app);
    let path = format!("/events/{id}/entry");
    for i in 0..TRIES {
        let (round, table) = slip_at(i);
        let slip = slip_seating(&app, id, (round, table));
        let (r, t) = (round.to_string(), table.to_string());
        let seat = [("round".to_owned(), r), ("table".to_owned(), t)];
        let mine = [&seat[..], &tricks(&slip.boards, "7")].concat();
        let his = [&seat[..], &tricks(&slip.boards, "8")].concat();
        let replies = app.post_at_once(&[
            (&path, &as_form(&mine), Some(&director)),
            (&path, &as_form(&his), Some(&sam)),
        ]);
        let first = the_one_saved(&replies, |r| r.status == 303, &format!("slip {i}"));
        // The other is asked, with the results as they now stand, as if it came second.
        let asked = &replies[1 - first];
        assert_eq!(asked.status, 200, "{}", asked.body);
        asked.has("id=\"corrections\"").has("confirm");
        let (kept, by) = [("7", DIRECTOR), ("8", "Sam")][first];
        entered_once(&app, id, &slip, kept, by);
    }
}

#[test]
fn two_phones_with_one_table_code_at_once_one_is_saved_and_the_other_queued() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let code_of = event_codes(&mut app, id);
    for i in 0..TRIES {
        let (round, table) = slip_at(i);
        let slip = slip_seating(&app, id, (round, table));
        let path = format!("/t/{}", code_of[&(round, table)]);
        let (mine, his) = (tricks(&slip.boards, "7"), tricks(&slip.boards, "8"));
        let replies = app.post_at_once(&[
            (&path, &as_form(&mine), None),
            (&path, &as_form(&his), None),
        ]);
        // Each lands on its slip again, with what became of it in the word it carries there.
        assert!(replies.iter().all(|r| r.status == 303), "slip {i}");
        let said = |r: &crate::support::Reply, words: &str| {
            r.set_cookies.iter().any(|c| c.contains(words))
        };
        let first = the_one_saved(&replies, |r| said(r, "Thank%20you"), "phone");
        assert!(said(&replies[1 - first], "gone%20to%20the%20director"));
        let by = format!("table {table} code (round {round})");
        entered_once(&app, id, &slip, ["7", "8"][first], &by);
        // The other's slip waits for the director, as it was sent.
        let waiting = hoyle::db::read(&app.pool, |c| codes::pending(c, Kind::Event, id)).unwrap();
        assert_eq!(waiting.len() as u32, i + 1);
        let last = waiting.last().unwrap();
        assert_eq!((last.seat.round, last.seat.table), (round, table));
        let sent = [&his, &mine][first];
        assert!(last.entry.iter().all(|e| sent.contains(e)), "{last:?}");
    }
}

/// Who may be named the winner at `table` this round, as its form offers them.
fn winners(app: &mut TestApp, path: &str, table: u32) -> Vec<String> {
    let page = app.get(path);
    let select = between(
        &page.body,
        &format!("name=\"t{table}_winner\""),
        "</select>",
    );
    select
        .split("value=\"")
        .skip(1)
        .map(|s| s[..s.find('"').unwrap()].to_owned())
        .filter(|v| !v.is_empty())
        .collect()
}

/// The director enters the last table (3), so the party moves to its next round.
fn finish_round(app: &mut TestApp, id: i64, round: u32) {
    let path = format!("/parties/{id}/tables/3");
    let won = winners(app, &path, 3).remove(0);
    let r = round.to_string();
    let done = app.post(&path, &[("round", &r), ("t3_winner", &won)]);
    assert_eq!(done.status, 303, "{}", done.body);
}

/// The party's history names each of the round's first two tables entered once, never
/// corrected.
#[track_caller]
fn tables_entered_once(app: &TestApp, id: i64, rounds: u32) {
    let history = hoyle::db::read(&app.pool, |c| parties::history(c, id)).unwrap();
    assert!(
        history.iter().all(|h| h.action != "corrected"),
        "{history:?}"
    );
    let entered = history.iter().filter(|h| h.action == "entered").count();
    assert_eq!(entered as u32, rounds * 3, "{history:?}");
}

#[test]
fn two_scorers_entering_one_party_table_at_once_one_is_saved_and_the_other_told() {
    let mut app = TestApp::with_director();
    let id = friday_euchre(&mut app, &[]);
    let (director, sam) = two_scorers(&mut app);
    for round in 1..=TRIES / 2 {
        for table in 1..=2 {
            let path = format!("/parties/{id}/tables/{table}");
            let names = winners(&mut app, &path, table);
            let r = round.to_string();
            let (new, won) = (format!("t{table}_new"), format!("t{table}_winner"));
            let form = |who: &str| {
                let typed = [
                    ("round", r.as_str()),
                    (new.as_str(), "1"),
                    (won.as_str(), who),
                ];
                typed.map(|(k, v)| (k.to_owned(), v.to_owned()))
            };
            let (mine, his) = (form(&names[0]), form(&names[1]));
            let (mine, his) = (as_form(&mine), as_form(&his));
            let replies =
                app.post_at_once(&[(&path, &mine, Some(&director)), (&path, &his, Some(&sam))]);
            let first = the_one_saved(&replies, |r| r.status == 303, "party table");
            let told = &replies[1 - first];
            assert_eq!(told.status, 422, "{}", told.body);
            told.has("after you opened this form")
                .has("Nothing was saved");
            assert_eq!(winner(&app, id, round, table).as_ref(), Some(&names[first]));
        }
        finish_round(&mut app, id, round);
    }
    tables_entered_once(&app, id, TRIES / 2);
}

#[test]
fn two_phones_with_one_party_table_code_at_once_one_is_saved_and_the_other_queued() {
    let mut app = TestApp::with_director();
    let id = friday_euchre(&mut app, &[]);
    for round in 1..=TRIES / 2 {
        let code_of = party_codes(&mut app, id);
        for table in 1..=2u32 {
            let path = format!("/t/{}", code_of[table as usize - 1]);
            let names = winners(&mut app, &path, table);
            let won = format!("t{table}_winner");
            let replies = app.post_at_once(&[
                (&path, &[(won.as_str(), names[0].as_str())], None),
                (&path, &[(won.as_str(), names[1].as_str())], None),
            ]);
            let first = the_one_saved(&replies, |r| r.status == 303, "party phone");
            let queued = &replies[1 - first];
            assert_eq!(queued.status, 200, "{}", queued.body);
            queued.has("gone to the director");
            assert_eq!(winner(&app, id, round, table).as_ref(), Some(&names[first]));
            let waiting =
                hoyle::db::read(&app.pool, |c| codes::pending(c, Kind::Party, id)).unwrap();
            let last = waiting.last().unwrap();
            assert_eq!(last.entry, [(won.clone(), names[1 - first].clone())]);
        }
        finish_round(&mut app, id, round);
    }
    tables_entered_once(&app, id, TRIES / 2);
}

/// `enter_round` decides inside its transaction: a table a scorer's form showed blank but
/// entered since is not overwritten (the scorer is told), a phone's is queued, the same result
/// again is no conflict, and a form that showed the table entered corrects it.
#[test]
fn a_party_table_entered_first_is_kept_inside_the_transaction() {
    use hoyle::db::parties::{Entered, Sender};
    let mut app = TestApp::with_director();
    let id = friday_euchre(&mut app, &[]);
    let names = winners(&mut app, &format!("/parties/{id}/tables/1"), 1);
    let enter = |who: &str, sender: Sender<'_>| {
        let result = serde_json::json!({ "table": 1, "winner": who });
        let result = serde_json::from_value(result).unwrap();
        hoyle::db::write(&app.pool, |tx| {
            parties::enter_round(tx, id, 1, &[result], &sender, "S")
        })
        .unwrap()
    };
    let blank = Sender::Scorer { blank: &[1] };
    assert_eq!(enter(&names[0], blank), Entered::Saved);
    assert_eq!(
        enter(&names[1], blank),
        Entered::First(vec![(1, "S".into())])
    );
    assert_eq!(enter(&names[0], blank), Entered::Saved);
    let seat = codes::Seat {
        kind: Kind::Party,
        owner: id,
        round: 1,
        table: 1,
    };
    let entry = [("t1_winner".to_owned(), names[1].clone())];
    let phone = Sender::Code {
        seat,
        entry: &entry,
    };
    assert!(matches!(enter(&names[1], phone), Entered::Queued(_)));
    assert_eq!(winner(&app, id, 1, 1).as_ref(), Some(&names[0]));
    assert_eq!(
        enter(&names[1], Sender::Scorer { blank: &[] }),
        Entered::Saved
    );
    assert_eq!(winner(&app, id, 1, 1).as_ref(), Some(&names[1]));
}

#[test]
fn two_scorers_entering_one_pad_deal_at_once_one_is_saved_and_the_other_told() {
    let mut app = TestApp::with_director();
    let (director, sam) = two_scorers(&mut app);
    let id = guest_table(&mut app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    let path = format!("/tables/{id}/deals");
    for i in 1..=TRIES {
        let no = i.to_string();
        let mine = [
            ("deal_no", no.as_str()),
            ("d_scores_0", "20"),
            ("d_scores_1", "18"),
        ];
        let his = [
            ("deal_no", no.as_str()),
            ("d_scores_0", "18"),
            ("d_scores_1", "20"),
        ];
        let replies =
            app.post_at_once(&[(&path, &mine, Some(&director)), (&path, &his, Some(&sam))]);
        let first = the_one_saved(&replies, |r| r.status == 303, "pad deal");
        let told = &replies[1 - first];
        assert_eq!(told.status, 422, "{}", told.body);
        told.has(&format!("entered deal {i} after you opened this pad"));
        let deals = stored_deals(&app, id);
        assert_eq!(deals.len() as u32, i, "deal {i} entered twice");
        let kept = [&mine, &his][first];
        assert!(
            deals[i as usize - 1]
                .to_string()
                .contains(&format!("[{},{}]", kept[1].1, kept[2].1)),
            "{:?}",
            deals.last()
        );
    }
}
