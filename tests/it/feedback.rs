//! Issue 22 item 13: after every save, the top of the page it lands on says what was saved, or
//! lists what was refused, each line linked to the message at its field (`web::flash`); and
//! item 14: the home page shows tonight and what was played lately to everyone.

use crate::support::{
    SCORER_PASSWORD, TestApp, add_scorer, between, event_codes, guest_table, post_deal, saved_word,
    seven_table_event,
};

/// A phone's good slip lands on its slip again with what it saved on top, once; a refused one
/// comes back with the refusal on top, linked to the message at the field, named as labelled,
/// and with no book reference.
#[test]
fn a_phone_slip_says_at_the_top_what_it_saved_or_refused() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let code = event_codes(&mut app, id)[&(2, 1)].clone();
    app.logout();
    let slip = format!("/t/{code}");

    let refused = app.post(&slip, &[("ns_tricks_5", "14"), ("ns_tricks_6", "9")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    let top = between(&refused.body, "id=\"refused\"", "</div>");
    assert!(top.contains("href=\"#error-ns_tricks_5\""), "{top}");
    assert!(top.contains("Board 5, N-S tricks"), "{top}");
    assert!(!top.contains("seed "), "{top}");
    // The link leads to the message at the field.
    refused.has("id=\"error-ns_tricks_5\"");
    // It is at the top: before the slip's table.
    assert!(refused.body.find("id=\"refused\"") < refused.body.find("id=\"slip\""));

    let saved = app.post(
        &slip,
        &[
            ("ns_tricks_5", "7"),
            ("ns_tricks_6", "9"),
            ("ns_tricks_7", "5"),
            ("ns_tricks_8", "6"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert_eq!(saved.location.as_deref(), Some(slip.as_str()));
    let page = app.get(&slip);
    let word = saved_word(&page.body).unwrap_or_else(|| panic!("{}", page.body));
    assert!(
        word.starts_with("Table 1, round 2 saved: board 5, N-S 7 tricks; board 6, N-S 9 tricks"),
        "{word}"
    );
    // Said once: the next page has no word of it.
    assert_eq!(saved_word(&app.get(&slip).body), None);
}

/// The director's laptop slip goes on to the next slip with what it saved on top.
#[test]
fn a_laptop_slip_says_at_the_top_of_the_next_what_it_saved() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "1"), ("table", "1"), ("ns_tricks_1", "8")],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let next = app.get(saved.location.as_deref().unwrap());
    let word = saved_word(&next.body).unwrap_or_else(|| panic!("{}", next.body));
    assert!(
        word.starts_with("Table 1, round 1 saved: board 1, N-S 8 tricks"),
        "{word}"
    );
}

/// A pad's deal saved says so on the pad; a refused one lists the refusal on top.
#[test]
fn a_pad_deal_says_at_the_top_what_was_saved_or_refused() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    let refused = post_deal(
        &mut app,
        id,
        &[("d_scores_0", "many"), ("d_scores_1", "18")],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"refused\"").has("href=\"#error-");
    let saved = post_deal(&mut app, id, &[("d_scores_0", "20"), ("d_scores_1", "18")]);
    assert_eq!(saved.status, 303, "{}", saved.body);
    let pad = app.get(&format!("/tables/{id}"));
    assert_eq!(
        saved_word(&pad.body),
        Some("Deal 1 saved: the pad below shows it and the running score.")
    );
}

/// The members' form and the club's settings say what they saved.
#[test]
fn a_member_and_the_settings_say_what_was_saved() {
    let mut app = TestApp::with_director();
    let added = app.post("/members", &[("name", "Mrs Hale")]);
    assert_eq!(added.status, 303, "{}", added.body);
    let list = app.get("/members");
    assert_eq!(
        saved_word(&list.body),
        Some("Mrs Hale added to the roster.")
    );
    let refused = app.post("/members", &[("name", "")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"refused\"").has("href=\"#error-name\"");
}

/// Issue 22 item 14: with parties, a congress and pads stored but no event, the home page does
/// not say nothing has been scored; it lists tonight's and the latest of each kind, and offers
/// "Enter a table code" to a visitor who is not logged in.
#[test]
fn the_home_page_shows_tonight_and_lately_and_the_table_code_to_everyone() {
    let mut app = TestApp::with_director();
    let pad = guest_table(&mut app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    let made = app.post(
        "/congresses",
        &[
            ("name", "Spring skat"),
            ("date", "1926-04-01"),
            ("rounds", "1"),
        ],
    );
    assert_eq!(made.status, 303, "{}", made.body);
    app.logout();
    let home = app.get("/");
    home.lacks("Nothing has been scored yet")
        .has("href=\"/code\"")
        .has("Enter a table code")
        .has("id=\"tonight\"")
        .has("id=\"lately\"")
        .has("Spring skat")
        .has(made.location.as_deref().unwrap());
    // The pad in play is on tonight's list.
    let tonight = between(&home.body, "id=\"tonight\"", "</section>");
    assert!(
        tonight.contains(&format!("href=\"/tables/{pad}\"")),
        "{tonight}"
    );
    // Listed once: the pad in play tonight is not listed again under "Played lately".
    let lately = between(&home.body, "id=\"lately\"", "</section>");
    assert!(
        !lately.contains(&format!("href=\"/tables/{pad}\"")),
        "{lately}"
    );
    // An empty club still says so, with the code link too.
    let mut empty = TestApp::with_director();
    empty.logout();
    empty
        .get("/")
        .has("Nothing has been scored yet")
        .has("href=\"/code\"");
    // Only a visitor is asked to log in.
    let mut scorer = TestApp::with_director();
    assert_eq!(add_scorer(&mut scorer, "Sam", SCORER_PASSWORD).status, 200);
    scorer.logout();
    assert_eq!(
        crate::roles::login(&mut scorer, "Sam", SCORER_PASSWORD).status,
        303
    );
    scorer
        .get("/")
        .has("Nothing has been scored yet")
        .lacks("can <a href=\"/login\">log in</a>");
}

/// Issue 22: making a congress, registering its players and drawing a series each say what was
/// saved; the congress page then gives its date in words and keeps the lot's seed in the fold.
#[test]
fn a_congress_s_saves_are_said_and_its_page_reads_in_words() {
    let mut app = TestApp::with_director();
    let made = app.post(
        "/congresses",
        &[
            ("name", "Skat Congress 1926"),
            ("date", "1926-07-04"),
            ("rounds", "1"),
            ("prizes", "7"),
            ("seed", "77"),
        ],
    );
    assert_eq!(made.status, 303, "{}", made.body);
    let page = made.location.clone().unwrap();
    let word = |app: &mut TestApp| saved_word(&app.get(&page).body).map(str::to_owned);
    assert_eq!(
        word(&mut app).as_deref(),
        Some("The congress is made: register its players, then draw the first series.")
    );
    let players = format!("{page}/players");
    assert_eq!(app.post(&players, &[("name", "Brandt")]).status, 303);
    assert_eq!(word(&mut app).as_deref(), Some("Brandt is registered."));
    let twice = app.post(&players, &[("names", "Gus Albers\nDietz\nGus Albers")]);
    assert_eq!(twice.status, 422, "{}", twice.body);
    twice.has("Gus Albers is on the list twice (lines 1 and 3)");
    let list = "Claussen\nDietz\nEngel";
    assert_eq!(app.post(&players, &[("names", list)]).status, 303);
    assert_eq!(
        word(&mut app).as_deref(),
        Some("3 players registered from the list.")
    );
    let drawn = app.post(
        &format!("{page}/draw"),
        &[("seed", "1926"), ("confirm", "yes")],
    );
    assert_eq!(drawn.status, 303, "{}", drawn.body);
    let shown = app.get(&page);
    assert_eq!(
        saved_word(&shown.body),
        Some("Series 1 is drawn: the seating is on its page.")
    );
    shown.has("Skat congress, 4 Jul 1926.");
    let said = crate::crawl::words(&shown.body);
    assert!(said.is_empty(), "{said:?}");
}

/// Issue 22 item 4: the home page names the club and offers "Find a player's results" to anyone.
#[test]
fn the_home_page_names_the_club_and_finds_a_player() {
    let mut app = TestApp::with_director();
    let shown = app.get("/club");
    let mut form = crate::support::form_as_shown(&shown.body, "/club");
    for (k, v) in form.iter_mut() {
        if k == "name" {
            *v = "Portland Club".to_owned();
        }
    }
    let fields: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(app.post("/club", &fields).status, 303);
    app.logout();
    app.get("/")
        .has("id=\"club-name\"><strong>Portland Club</strong>")
        .has("action=\"/players\"")
        .has("Find a player's results");
}
