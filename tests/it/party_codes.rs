//! Table codes at a party (issue 12 item 2): the director prints a card per table with a code
//! for the round; a phone enters its own table's result and nothing else; a second entry goes
//! to the director; the code lapses when the party moves on.

use hoyle::db::parties;

use crate::support::{DIRECTOR, PASSWORD, SCORER_PASSWORD, TestApp, add_scorer};

const GUESTS: &str = "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n\
L3, lady, 2 A\nG3, gentleman, 2 A\nL4, lady, 2 B\nG4, gentleman, 2 B\n\
L5, lady, 3 A\nG5, gentleman, 3 A\nL6, lady, 3 B\nG6, gentleman, 3 B\n";

/// A progressive euchre of twelve guests (three tables), seed 42, with the `extra` fields;
/// returns its id.
pub(crate) fn friday_euchre(app: &mut TestApp, extra: &[(&str, &str)]) -> i64 {
    let mut form = vec![
        ("kind", "progressive-euchre"),
        ("name", "Friday euchre"),
        ("date", "1927-02-11"),
        ("guests", GUESTS),
        ("seed", "42"),
    ];
    form.extend_from_slice(extra);
    crate::support::created_id(&app.post("/parties", &form), "/parties/")
}

/// The codes printed for the party's round being played, table by table.
pub(crate) fn party_codes(app: &mut TestApp, id: i64) -> Vec<String> {
    crate::support::printed_codes(app, &format!("/parties/{id}/codes"))
}

pub(crate) fn winner(app: &TestApp, id: i64, round: u32, table: u32) -> Option<String> {
    let p = hoyle::db::read(&app.pool, |c| parties::load(c, id)).unwrap();
    p.results
        .get(&round)
        .and_then(|r| r.get(&table))
        .and_then(|t| t.winner.clone())
}

#[test]
fn a_party_table_code_enters_its_own_table_and_lapses_with_the_round() {
    let mut app = TestApp::with_director();
    let prizes = [
        ("prizes_each", "1"),
        ("by_sex", "true"),
        ("booby", "true"),
        ("ties", "lot"),
    ];
    let id = friday_euchre(&mut app, &prizes);
    app.get(&format!("/parties/{id}"))
        .has("Print table cards with codes for round 1");
    let codes = party_codes(&mut app, id);
    assert_eq!(codes.len(), 3);
    app.logout();

    let at = format!("/t/{}", codes[0]);
    app.get(&at)
        .has("name=\"t1_winner\"")
        .lacks("name=\"t2_winner\"");
    // Another table's field is not read: the code is table 1's.
    let saved = app.post(&at, &[("t1_winner", "L1"), ("t2_winner", "L4")]);
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("L1"));
    assert_eq!(winner(&app, id, 1, 2), None);
    // Nothing else is open to it.
    let round = app.post(
        &format!("/parties/{id}/round"),
        &[("round", "1"), ("t2_winner", "L4")],
    );
    assert_eq!(round.location.as_deref(), Some("/login"));

    // A second entry is shown as entered and sent to the director.
    let again = app.post(&at, &[("t1_winner", "L2")]);
    assert_eq!(again.status, 200, "{}", again.body);
    again.has("gone to the director");
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("L1"));

    app.logout();
    let login = app.post("/login", &[("name", DIRECTOR), ("password", PASSWORD)]);
    assert_eq!(login.status, 303);
    let page = app.get(&format!("/parties/{id}"));
    page.has("Corrections sent from table codes")
        .has("winner L2");
    let sent = crate::support::between(&page.body, "(sent ", ")");
    assert!(
        chrono::DateTime::parse_from_rfc3339(sent).is_err(),
        "{sent}"
    );
    assert!(sent.contains(" 20") && sent.contains(", "), "{sent}");
    let cid = page
        .body
        .split("/corrections/")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    let confirmed = app.post(&format!("/parties/{id}/corrections/{cid}/confirm"), &[]);
    assert_eq!(confirmed.status, 303, "{}", confirmed.body);
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("L2"));
    // Said at the top of the page it lands on (issue 22).
    let word = crate::support::saved_word(&app.get(&format!("/parties/{id}")).body)
        .unwrap_or_default()
        .to_owned();
    assert!(
        word.starts_with("The correction from table 1, round 1 is confirmed"),
        "{word}"
    );
    // Another correction from the phone, dismissed: the result stands, and that is said too.
    let again = app.post(&at, &[("t1_winner", "L1")]);
    assert_eq!(again.status, 200, "{}", again.body);
    let page = app.get(&format!("/parties/{id}"));
    let cid = page
        .body
        .split("/corrections/")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    let dismissed = app.post(&format!("/parties/{id}/corrections/{cid}/dismiss"), &[]);
    assert_eq!(dismissed.status, 303, "{}", dismissed.body);
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("L2"));
    let word = crate::support::saved_word(&app.get(&format!("/parties/{id}")).body)
        .unwrap_or_default()
        .to_owned();
    assert!(
        word.starts_with("The correction from table 1, round 1 is dismissed"),
        "{word}"
    );

    // The round ends: the code opens nothing.
    let rest = app.post(
        &format!("/parties/{id}/round"),
        &[("round", "1"), ("t2_winner", "L4"), ("t3_winner", "L5")],
    );
    assert_eq!(rest.status, 303, "{}", rest.body);
    app.logout();
    let spent = app.get(&at);
    assert_eq!(spent.status, 404, "{}", spent.body);
    spent.has("its round has ended").has("action=\"/code\"");
}

#[test]
fn a_scorer_takes_a_party_round_but_cannot_seat_a_late_guest() {
    let mut app = TestApp::with_director();
    let id = friday_euchre(&mut app, &[]);
    let added = add_scorer(&mut app, "Sam", SCORER_PASSWORD);
    assert_eq!(added.status, 200, "{}", added.body);
    app.logout();
    let login = app.post("/login", &[("name", "Sam"), ("password", SCORER_PASSWORD)]);
    assert_eq!(login.status, 303);
    app.get(&format!("/parties/{id}"))
        .has("Enter round 1, all tables")
        .lacks("Print table cards with codes");
    let round = app.post(
        &format!("/parties/{id}/round"),
        &[("round", "1"), ("t1_winner", "L1"), ("t2_winner", "L4")],
    );
    assert_eq!(round.status, 303, "{}", round.body);
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("L1"));
    for path in ["guests", "codes", "draw"] {
        let refused = app.post(
            &format!("/parties/{id}/{path}"),
            &[("name", "Late Lady"), ("sex", "lady")],
        );
        assert_eq!(refused.status, 403, "{path}: {}", refused.body);
    }
}

/// Issue 22: a printed table card gives the code page's full address, as the director's
/// browser reached the server, and who partners whom.
#[test]
fn a_party_table_card_prints_the_full_address_and_the_partners() {
    let mut app = TestApp::with_director();
    let id = friday_euchre(&mut app, &[]);
    let cards = app.post(&format!("/parties/{id}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    cards
        .has("Open <strong>http://")
        .has("/code</strong> on a phone and type this code.")
        .has("A: L1 &#38; G1 · B: L2 &#38; G2");
}

/// Two corrections sent from one table's code: both listed, the older marked replaced and not
/// confirmable; a page opened before the newer one came still posts the older: refused in
/// words, nothing changed (as an event's corrections are).
#[test]
fn a_party_correction_replaced_by_a_later_one_is_listed_and_refused() {
    let mut app = TestApp::with_director();
    let id = friday_euchre(&mut app, &[]);
    let codes = party_codes(&mut app, id);
    app.logout();
    let at = format!("/t/{}", codes[0]);
    assert_eq!(app.post(&at, &[("t1_winner", "L1")]).status, 303);
    assert_eq!(app.post(&at, &[("t1_winner", "L2")]).status, 200);
    assert_eq!(app.post(&at, &[("t1_winner", "G1")]).status, 200);

    let login = app.post("/login", &[("name", DIRECTOR), ("password", PASSWORD)]);
    assert_eq!(login.status, 303);
    let page = app.get(&format!("/parties/{id}"));
    page.has("winner L2")
        .has("winner G1")
        .has("Replaced by a later one");
    let older = crate::support::between(&page.body, "id=\"correction-", "\"").to_owned();
    assert!(!page.body.contains(&format!("/corrections/{older}/confirm")));
    let newer = crate::support::between(&page.body, "/corrections/", "/confirm").to_owned();
    assert_ne!(older, newer);
    let stale = app.post(&format!("/parties/{id}/corrections/{older}/confirm"), &[]);
    assert_eq!(stale.status, 409, "{}", stale.body);
    stale.has("A later correction from the same table replaced this one");
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("L1"));
    let confirmed = app.post(&format!("/parties/{id}/corrections/{newer}/confirm"), &[]);
    assert_eq!(confirmed.status, 303, "{}", confirmed.body);
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("G1"));
    let again = app.post(&format!("/parties/{id}/corrections/{newer}/confirm"), &[]);
    assert_eq!(again.status, 409, "{}", again.body);
    again.has("confirmed already");
    assert_eq!(winner(&app, id, 1, 1).as_deref(), Some("G1"));
}
