//! People and roles over HTTP (issue 12): a scorer enters and corrects but cannot direct; a
//! scorer invited by a one-time link; password change and the console's reset link; the login
//! page before setup; and table codes (a phone enters its own slip only, and a second entry
//! goes to the director as a correction).

use hoyle::db::results;

use crate::support::{
    DIRECTOR, NEW_PASSWORD, PASSWORD, RESET_PASSWORD, Reply, SCORER_PASSWORD, TestApp, add_scorer,
    between, event_codes, hoyle, seven_table_event,
};

pub(crate) fn login(app: &mut TestApp, name: &str, password: &str) -> Reply {
    app.logout();
    app.post("/login", &[("name", name), ("password", password)])
}

fn slip_form<'a>(round: &'a str, table: &'a str, tricks: [&'a str; 4]) -> Vec<(&'a str, &'a str)> {
    // Round 2 at table 1 holds boards 5 to 8 (seven tables, four boards a round).
    vec![
        ("round", round),
        ("table", table),
        ("ns_tricks_5", tricks[0]),
        ("ns_tricks_6", tricks[1]),
        ("ns_tricks_7", tricks[2]),
        ("ns_tricks_8", tricks[3]),
    ]
}

#[test]
fn a_scorer_enters_and_corrects_results_but_cannot_direct() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let added = add_scorer(&mut app, "Sam", SCORER_PASSWORD);
    assert_eq!(added.status, 200, "{}", added.body);
    added.has("Sam may now log in as a scorer");
    // The same name twice is refused at the field.
    assert_eq!(add_scorer(&mut app, "Sam", SCORER_PASSWORD).status, 422);
    let party_free = app.post("/members", &[("name", "Ada Lovelace")]);
    assert_eq!(party_free.status, 303, "{}", party_free.body);

    assert_eq!(login(&mut app, "Sam", SCORER_PASSWORD).status, 303);
    app.get("/").has("Log out Sam").lacks("href=\"/people\"");
    // Allowed: the slip, a traveller entry, a correction.
    app.get(&format!("/events/{id}")).has("Open the slip");
    assert_eq!(
        app.get(&format!("/events/{id}/entry?round=2&table=1"))
            .status,
        200
    );
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &slip_form("2", "1", ["7", "9", "5", "6"]),
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let rows = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    assert_eq!(rows.len(), 4);
    assert!(rows.iter().all(|r| r.updated_by == "Sam"));
    let board6 = rows.iter().find(|r| r.board == 6).unwrap().id.to_string();
    app.get(&format!("/events/{id}/boards/6"))
        .has("Correct")
        .lacks("/delete");
    let corrected = app.post(
        &format!("/events/{id}/results/{board6}"),
        &[(&*format!("ns_tricks_{board6}"), "10")],
    );
    assert_eq!(corrected.status, 303, "{}", corrected.body);

    // Refused, each with the page that says why, and nothing changed.
    for path in [
        "/events".to_owned(),
        format!("/events/{id}/final"),
        format!("/events/{id}/reopen"),
        format!("/events/{id}/pairs"),
        format!("/events/{id}/results/{board6}/delete"),
        format!("/events/{id}/codes"),
        "/members".to_owned(),
        "/people".to_owned(),
    ] {
        let reply = app.post(&path, &[("name", "Mallory")]);
        assert_eq!(reply.status, 403, "{path}: {}", reply.body);
        reply.has("Only the director may do this");
    }
    assert_eq!(app.get("/people").status, 403);
    // A finished party round is the director's to correct, and the refusal says so rather than
    // "you may … correct results" alone (issue 22).
    let party_round = app.get("/parties/1/correct?round=1&table=1");
    assert_eq!(party_round.status, 403, "{}", party_round.body);
    party_round.has("but not correct a finished party round");
    assert_eq!(app.get("/events/new").status, 403);
    let event = hoyle::db::read(&app.pool, |c| hoyle::db::events::get(c, id)).unwrap();
    assert!(!event.is_final());
    assert_eq!(
        hoyle::db::read(&app.pool, |c| results::list(c, id))
            .unwrap()
            .len(),
        4
    );
    assert_eq!(
        hoyle::db::read(&app.pool, hoyle::db::events::list)
            .unwrap()
            .len(),
        1
    );

    // The director removes the scorer: the session no longer works.
    assert_eq!(login(&mut app, DIRECTOR, PASSWORD).status, 303);
    let people = app.get("/people");
    let sam = between(&people.body, "action=\"/people/", "/remove\"").to_owned();
    let sam = sam.rsplit('/').next().unwrap().to_owned();
    assert_eq!(app.post(&format!("/people/{sam}/remove"), &[]).status, 303);
    app.get("/people")
        .has("id=\"saved\">The scorer is removed")
        .lacks(&format!("/people/{sam}/remove"));
    assert_eq!(login(&mut app, "Sam", SCORER_PASSWORD).status, 422);
}

#[test]
fn a_scorer_keeps_a_pad_but_cannot_close_the_table() {
    let mut app = TestApp::with_director();
    let table = app.post(
        "/tables",
        &[
            ("law", "whist-short"),
            ("side0_0", ""),
            ("side0_0_guest", "Ann"),
            ("side0_1", ""),
            ("side0_1_guest", "Bob"),
            ("side1_0", ""),
            ("side1_0_guest", "Cat"),
            ("side1_1", ""),
            ("side1_1_guest", "Dan"),
            ("stake", "1"),
            ("season", "1909"),
        ],
    );
    assert_eq!(table.status, 303, "{}", table.body);
    let at = table.location.unwrap();
    add_scorer(&mut app, "Sam", SCORER_PASSWORD);
    assert_eq!(login(&mut app, "Sam", SCORER_PASSWORD).status, 303);
    app.get(&at).has("Enter deal 1").lacks("Close the table");
    assert_eq!(app.post(&format!("{at}/close"), &[]).status, 403);
    // The pages anyone may read keep the scorer's own name in the layout, without the
    // director's controls: the club nights list has no form for a new night.
    app.get("/nights")
        .has("Log out Sam")
        .lacks("href=\"/login\">Log in</a>")
        .lacks("A new night");
}

/// Issue 22 item 18: a scorer who may keep pads may start one too (the director alone makes a
/// club night, which seats the room).
#[test]
fn a_scorer_starts_a_pad() {
    let mut app = TestApp::with_director();
    add_scorer(&mut app, "Sam", SCORER_PASSWORD);
    assert_eq!(login(&mut app, "Sam", SCORER_PASSWORD).status, 303);
    app.get("/tables").has("href=\"/tables/new\"");
    assert_eq!(app.get("/tables/new?law=rubicon-piquet").status, 200);
    let id = crate::support::guest_table(&mut app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    let table = hoyle::db::read(&app.pool, |c| hoyle::db::tables::get(c, id)).unwrap();
    assert_eq!(table.created_by, "Sam");
    let night = app.post(
        "/nights",
        &[("date", "2026-11-23"), ("code", "1909"), ("seed", "7")],
    );
    assert_eq!(night.status, 403);
}

#[test]
fn a_scorer_invited_by_a_one_time_link_chooses_a_password() {
    let mut app = TestApp::with_director();
    let page = app.post("/people", &[("name", "Tess"), ("password", "")]);
    assert_eq!(page.status, 200, "{}", page.body);
    page.has("one-time link");
    let token = between(&page.body, "/password?token=", "<").to_owned();
    app.logout();
    // Until the link is used, no password logs Tess in (not even an empty one).
    assert_eq!(login(&mut app, "Tess", "").status, 422);
    app.get(&format!("/password?token={token}"))
        .has("Choose a password, Tess");
    let short = app.post(
        "/password",
        &[
            ("token", &token),
            ("password", "short"),
            ("confirm", "short"),
        ],
    );
    assert_eq!(short.status, 422);
    let set = app.post(
        "/password",
        &[
            ("token", &token),
            ("password", SCORER_PASSWORD),
            ("confirm", SCORER_PASSWORD),
        ],
    );
    assert_eq!(set.status, 303, "{}", set.body);
    let home = app.get("/");
    home.has("Log out Tess");
    // Said at the top of the page it lands on (issue 22).
    assert_eq!(
        crate::support::saved_word(&home.body),
        Some("Your password is saved, Tess: you are logged in.")
    );
    // The link works once.
    app.logout();
    assert_eq!(app.get(&format!("/password?token={token}")).status, 403);
    assert_eq!(login(&mut app, "Tess", SCORER_PASSWORD).status, 303);
}

#[test]
fn a_director_changes_the_password_and_the_console_prints_a_reset_link() {
    let mut app = TestApp::with_director();
    app.get("/account/password").has("Your present password");
    let wrong = app.post(
        "/account/password",
        &[
            ("current", "not it at all"),
            ("password", NEW_PASSWORD),
            ("confirm", NEW_PASSWORD),
        ],
    );
    assert_eq!(wrong.status, 422);
    wrong.has("not your present password");
    let changed = app.post(
        "/account/password",
        &[
            ("current", PASSWORD),
            ("password", NEW_PASSWORD),
            ("confirm", NEW_PASSWORD),
        ],
    );
    assert_eq!(changed.status, 200, "{}", changed.body);
    changed.has("Your password is changed");
    assert_eq!(login(&mut app, DIRECTOR, PASSWORD).status, 422);
    assert_eq!(login(&mut app, DIRECTOR, NEW_PASSWORD).status, 303);

    let db = app.dir.path().join("hoyle.db");
    let db = db.to_str().unwrap();
    let (status, out, err) = hoyle(&["director", "reset", DIRECTOR, "--db", db], "");
    assert_eq!(status, 0, "{err}");
    let token = out
        .split("/password?token=")
        .nth(1)
        .unwrap()
        .trim()
        .to_owned();
    let (status, _, err) = hoyle(&["director", "reset", "Nobody", "--db", db], "");
    assert_eq!(status, 2);
    assert!(err.contains("Nobody"), "{err}");
    app.logout();
    let reset = app.post(
        "/password",
        &[
            ("token", &token),
            ("password", RESET_PASSWORD),
            ("confirm", RESET_PASSWORD),
        ],
    );
    assert_eq!(reset.status, 303, "{}", reset.body);
    assert_eq!(login(&mut app, DIRECTOR, NEW_PASSWORD).status, 422);
    assert_eq!(login(&mut app, DIRECTOR, RESET_PASSWORD).status, 303);
}

#[test]
fn the_login_page_before_setup_says_where_the_setup_link_is() {
    let mut app = TestApp::spawn();
    app.get("/login")
        .has("id=\"no-director\"")
        .has("printed on the console");
    let mut app = TestApp::with_director();
    app.logout();
    app.get("/login").lacks("id=\"no-director\"");
}

#[test]
fn a_table_code_enters_its_own_slip_only_and_a_second_entry_is_a_correction() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let codes = event_codes(&mut app, id);
    let mine = codes[&(2, 1)].clone();
    let other = codes[&(2, 2)].clone();
    // The plain guide cards never show a code again.
    app.get(&format!("/events/{id}/print/guide-cards"))
        .lacks(&mine);
    app.logout();

    // Typed loosely on the code page, it leads to the slip.
    let typed = app.get(&format!("/code?code={}", mine.to_lowercase()));
    assert_eq!(typed.status, 303);
    // A wrong code comes back to the code box with a word, not "Not allowed" (issue 22).
    let wrong = app.get("/code?code=ABCD-1234");
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    wrong
        .has("No table has the code ABCD-1234 this round; check it on the card at your table")
        .has("value=\"ABCD-1234\"")
        .lacks("Not allowed");
    let slip_at = typed.location.unwrap();
    let slip = app.get(&slip_at);
    assert_eq!(slip.status, 200, "{}", slip.body);
    slip.has("Round 2, table 1").has("name=\"ns_tricks_5\"");
    // A board of another table is refused, and nothing is saved.
    let stray = app.post(&slip_at, &[("ns_tricks_5", "7"), ("ns_tricks_1", "7")]);
    assert_eq!(stray.status, 422, "{}", stray.body);
    stray.has("Board 1 is not played at table 1 in round 2");
    // The code's own slip is saved; `round` and `table` in the form cannot move it elsewhere.
    let mut form = slip_form("1", "3", ["7", "9", "5", "6"]);
    form.retain(|(k, _)| k.starts_with("ns_"));
    form.push(("round", "1"));
    form.push(("table", "3"));
    let saved = app.post(&slip_at, &form);
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get(&slip_at).has("id=\"saved\"").has("Thank you");
    let rows = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    assert_eq!(rows.len(), 4);
    assert!(rows.iter().all(|r| r.round == 2 && r.table == 1));
    assert!(
        rows.iter()
            .all(|r| r.updated_by == "table 1 code (round 2)")
    );

    // The code opens nothing else: not the director's slip, not another table's code.
    let elsewhere = app.get(&format!("/events/{id}/entry?round=2&table=2"));
    assert_eq!(elsewhere.location.as_deref(), Some("/login"));
    let forged = app.post(
        &format!("/events/{id}/entry"),
        &slip_form("2", "2", ["1", "1", "1", "1"]),
    );
    assert_eq!(forged.location.as_deref(), Some("/login"));
    // Typed in the address bar, a wrong code is answered as the code box answers it: the box
    // again with a word, never a page headed "Not allowed" (issue 22).
    let typed_wrong = app.get("/t/ABCD-EFGH");
    assert_eq!(typed_wrong.status, 404, "{}", typed_wrong.body);
    typed_wrong
        .has("id=\"wrong-code\"")
        .has("This table code is not valid")
        .has("value=\"ABCD-EFGH\"")
        .has("action=\"/code\"")
        .lacks("Not allowed");
    // A code typed in the box that no table has names the cards a party's tables hold too
    // (issue 22: a hostess was told to check a guide card her party never had).
    app.get("/code?code=ABCD-EFGH")
        .has("id=\"wrong-code\"")
        .has("a party's table card")
        .lacks("check it on your guide card");
    // A cross-site post with a code is refused like any other.
    let cross = app.post_with(
        &format!("/t/{other}"),
        &[("ns_tricks_9", "7")],
        &[
            ("Origin", "https://evil.example"),
            ("Sec-Fetch-Site", "cross-site"),
        ],
    );
    assert_eq!(cross.status, 403);

    // A second entry shows what was entered and goes to the director.
    let again = app.post(
        &slip_at,
        &[
            ("ns_tricks_5", "7"),
            ("ns_tricks_6", "10"),
            ("ns_tricks_7", "5"),
            ("ns_tricks_8", "6"),
        ],
    );
    assert_eq!(again.status, 303, "{}", again.body);
    app.get(&slip_at)
        .has("gone to the director")
        .has("id=\"entered\"")
        .has("Board 6: N-S 9 tricks");
    let board6 = |app: &TestApp| {
        let r = hoyle::db::read(&app.pool, |c| results::list(c, id))
            .unwrap()
            .into_iter()
            .find(|r| r.board == 6)
            .unwrap();
        results::describe(&r.entry)
    };
    assert_eq!(board6(&app), "N-S 9 tricks");

    assert_eq!(login(&mut app, DIRECTOR, PASSWORD).status, 303);
    let page = app.get(&format!("/events/{id}"));
    page.has("Corrections sent from table codes")
        .has("Board 6: N-S 9 tricks → N-S 10 tricks")
        .has("Boards 5, 7 and 8 are unchanged.");
    // When it was sent is written in the club's time zone, as every time a person reads.
    let sent = between(&page.body, "<span class=\"muted\">sent ", "</span>");
    assert!(
        chrono::DateTime::parse_from_rfc3339(sent).is_err(),
        "{sent}"
    );
    assert!(sent.contains(" 20") && sent.contains(", "), "{sent}");
    let cid = between(&page.body, "/corrections/", "/confirm").to_owned();
    let confirmed = app.post(&format!("/events/{id}/corrections/{cid}/confirm"), &[]);
    assert_eq!(confirmed.status, 303, "{}", confirmed.body);
    assert_eq!(board6(&app), "N-S 10 tricks");
    // Said at the top of the page it lands on (issue 22).
    let word = crate::support::saved_word(&app.get(&format!("/events/{id}")).body)
        .unwrap_or_default()
        .to_owned();
    assert!(
        word.starts_with("The correction from table 1, round") && word.contains("is confirmed"),
        "{word}"
    );
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(6))).unwrap();
    assert_eq!(
        history.last().unwrap().by,
        "Director (confirming table 1's code)"
    );
    app.get(&format!("/events/{id}"))
        .lacks("Corrections sent from table codes");
    // Confirmed once only: a second press (a page opened before) is told so.
    let twice = app.post(&format!("/events/{id}/corrections/{cid}/confirm"), &[]);
    assert_eq!(twice.status, 409, "{}", twice.body);
    twice.has("was confirmed already; nothing was changed");

    // The round ends with the event: the code then opens nothing.
    assert_eq!(
        app.post(&format!("/events/{id}/final"), &[("confirm", "yes")])
            .status,
        303
    );
    app.logout();
    // It says the event is closed and sends the player to the director, not back to a card
    // that was right all along (issue 22).
    let lapsed = app.get(&slip_at);
    assert_eq!(lapsed.status, 404);
    lapsed
        .has("This event is closed: its results are final")
        .has("see the director")
        .lacks("not valid")
        .has("action=\"/code\"");
    let typed = app.get(&format!("/code?code={mine}"));
    assert_eq!(typed.status, 422, "{}", typed.body);
    typed
        .has("This event is closed: its results are final")
        .has("see the director")
        .lacks("No table has the code")
        .lacks("check it on your guide card");
}
