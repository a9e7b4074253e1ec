//! Issue 22, what a newcomer's evening met: every save says what it saved on the page
//! it lands on, each new-event and new-party form asks only its own game's settings, the printed
//! cards say where a code is typed and list the rounds in order, and the home page marks what is
//! over and names a pad by its players.

use crate::support::{
    TestApp, between, created_id, event_by_offers, guest_table, saved_word, seven_table_event,
};

/// The word at the top of `path` (after a save), which must be there.
fn said(app: &mut TestApp, path: &str) -> String {
    let page = app.get(path);
    saved_word(&page.body)
        .unwrap_or_else(|| panic!("no saved word on {path}: {}", page.body))
        .to_owned()
}

#[test]
fn the_first_setup_welcomes_the_director_on_the_home_page() {
    let mut app = TestApp::spawn();
    let token = hoyle::db::read(&app.pool, hoyle::db::auth::ensure_setup_token)
        .unwrap()
        .unwrap();
    let password = "a kettle of blue herons";
    let set = app.post(
        "/setup",
        &[
            ("token", &token),
            ("name", "Mrs Hoyle"),
            ("password", password),
            ("confirm", password),
        ],
    );
    assert_eq!(set.status, 303, "{}", set.body);
    assert_eq!(set.location.as_deref(), Some("/"));
    let home = app.get("/");
    home.has("Log out Mrs Hoyle");
    let word = saved_word(&home.body).unwrap_or_default();
    assert!(word.starts_with("Welcome, Mrs Hoyle"), "{word}");
}

#[test]
fn saving_an_event_s_pairs_says_so() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let saved = app.post(
        &format!("/events/{id}/pairs"),
        &[("ns1_va", "Ann Smith"), ("ns1_vb", "Bob Jones")],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    // One pair named of fourteen: the save says the rest sit out, not silently.
    assert_eq!(
        said(&mut app, &format!("/events/{id}")),
        "The pairs are saved. 13 pairs are empty and sit out (N-S 2, N-S 3, N-S 4, N-S 5, N-S 6, \
         N-S 7, E-W 1, E-W 2, E-W 3, E-W 4, E-W 5, E-W 6, E-W 7)."
    );
}

#[test]
fn retiring_and_reinstating_a_member_say_so() {
    let mut app = TestApp::with_director();
    let added = app.post("/members", &[("name", "Mrs Hale")]);
    assert_eq!(added.status, 303, "{}", added.body);
    let id: i64 = hoyle::db::read(&app.pool, |c| {
        Ok(
            c.query_row("SELECT id FROM members WHERE name = 'Mrs Hale'", [], |r| {
                r.get(0)
            })?,
        )
    })
    .unwrap();
    let retired = app.post(&format!("/members/{id}/retire"), &[]);
    assert_eq!(retired.status, 303, "{}", retired.body);
    assert!(said(&mut app, "/members").starts_with("Mrs Hale is retired"));
    let back = app.post(&format!("/members/{id}/reinstate"), &[]);
    assert_eq!(back.status, 303, "{}", back.body);
    assert!(said(&mut app, "/members").starts_with("Mrs Hale is reinstated"));
}

#[test]
fn each_of_a_club_night_s_actions_says_what_it_saved() {
    let mut app = TestApp::with_director();
    let night = created_id(
        &app.post(
            "/nights",
            &[("date", "1909-01-05"), ("code", "1909"), ("seed", "7")],
        ),
        "/nights/",
    );
    let page = format!("/nights/{night}");
    assert!(said(&mut app, &page).starts_with("The club night is started"));
    for (name, cut) in [("Ann", "A"), ("Bob", "2"), ("Cat", "3"), ("Dan", "4")] {
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", cut)],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
        assert_eq!(
            said(&mut app, &page),
            format!("{name} is here, waiting for the next forming of tables.")
        );
    }
    let formed = app.post(&format!("/nights/{night}/form"), &[("seats", "4")]);
    assert_eq!(formed.status, 303, "{}", formed.body);
    assert_eq!(said(&mut app, &page), "Club table 1 is formed.");
    let started = app.post(
        &format!("/nights/{night}/tables/1/next"),
        &[("law", "whist-short"), ("stake", "3")],
    );
    assert_eq!(started.status, 303, "{}", started.body);
    assert_eq!(
        said(&mut app, &page),
        "Club table 1&#39;s first rubber is started."
    );
    // A fifth comes in after the forming: a table of four takes him at once.
    let late = app.post(
        &format!("/nights/{night}/arrivals"),
        &[("member", ""), ("guest", "Eve"), ("cut", "5")],
    );
    assert_eq!(late.status, 303, "{}", late.body);
    assert!(said(&mut app, &page).starts_with("Eve is here"));
}

/// A whist event's form asks the revoke rule and nothing of auction; an auction's asks its entry
/// and caps and no revoke rule; a bridge event's asks neither. The game is chosen first.
#[test]
fn the_new_event_form_asks_only_the_chosen_game_s_settings() {
    let mut app = TestApp::with_director();
    app.get("/events/new")
        .has("id=\"choose-game\"")
        .has("value=\"bridge\"")
        .lacks("name=\"revoke_rule\"")
        .lacks("name=\"auction_entry\"");
    app.get("/events/new?game=whist")
        .has("Duplicate whist")
        .has("name=\"revoke_rule\"")
        .lacks("name=\"auction_entry\"")
        .lacks("name=\"auction_caps\"");
    app.get("/events/new?game=auction")
        .has("name=\"auction_entry\"")
        .has("name=\"auction_caps\"")
        .lacks("name=\"revoke_rule\"")
        .lacks("Revoke rule");
    let bridge = app.get("/events/new?game=bridge");
    bridge
        .has("Duplicate contract bridge")
        .has("type=\"hidden\" name=\"game\" value=\"bridge\"")
        .lacks("name=\"revoke_rule\"")
        .lacks("Compass auction")
        .lacks("name=\"auction_entry\"");
    // The form as shown is taken: no revoke rule is needed for bridge, through both steps.
    let form = [
        ("name", "Bridge night"),
        ("date", "2026-11-27"),
        ("season", "2026"),
        ("game", "bridge"),
        ("pairs", "5"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("method", "matchpoints"),
    ];
    let (offers, id) = event_by_offers(&mut app, &form, "howell");
    offers
        .lacks("name=\"revoke_rule\"")
        .lacks("name=\"auction_entry\"");
    let event = hoyle::db::read(&app.pool, |c| hoyle::db::events::get(c, id)).unwrap();
    assert_eq!(event.game, hoyle::laws::duplicate::Game::Auction);
    // A whist event still needs its rule.
    let no_rule = app.post(
        "/events",
        &[
            ("name", "Whist night"),
            ("date", "2026-11-27"),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "2"),
        ],
    );
    assert_eq!(no_rule.status, 422, "{}", no_rule.body);
    no_rule.has("name=\"revoke_rule\"");
}

/// Five hundred's party form asks neither euchre's lone hands nor its three-hand foot table.
#[test]
fn the_new_party_form_asks_only_the_chosen_game_s_settings() {
    let mut app = TestApp::with_director();
    app.get("/parties/new?kind=five-hundred")
        .has("name=\"table_size\"")
        .lacks("name=\"lone_hands\"")
        .lacks("name=\"three_hand_limit\"")
        .lacks("name=\"lone_hands_prize\"");
    app.get("/parties/new?kind=progressive-euchre")
        .has("name=\"lone_hands\"")
        .has("name=\"three_hand_limit\"")
        .has("name=\"lone_hands_prize\"");
    app.get("/parties/new?kind=progressive-whist")
        .lacks("name=\"lone_hands\"")
        .has("name=\"three_hand_limit\"");
    // Typed anyway, euchre's question is refused at a five hundred party, in words.
    let refused = app.post(
        "/parties",
        &[
            ("kind", "five-hundred"),
            ("name", "Five hundred"),
            ("date", "2026-11-27"),
            ("lone_hands", "none"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("only euchre has lone hands");
}

/// The guide cards printed with codes say, on every card, the full address where a phone types
/// the code.
#[test]
fn printed_guide_cards_say_where_to_type_the_code() {
    let mut app = TestApp::with_director();
    let id = seven_table_event(&mut app);
    let cards = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    let sentence = format!(
        "Open <strong>{}/code</strong> on a phone and type this round's code.",
        app.base
    );
    let card = between(&cards.body, "id=\"table-3\"", "</section>");
    assert!(card.contains(&sentence), "{card}");
    assert_eq!(cards.body.matches(&sentence).count(), 7);
    // Without codes, no such sentence.
    app.get(&format!("/events/{id}/print/guide-cards"))
        .lacks("on a phone and type");
}

/// A Howell with a phantom: each pair's movement card lists its rounds in order, the round it sits
/// out in its place rather than last.
#[test]
fn a_howell_s_movement_card_lists_the_sit_out_round_in_its_place() {
    let mut app = TestApp::with_director();
    let form = [
        ("name", "Howell night"),
        ("date", "2026-11-27"),
        ("season", "2026"),
        ("game", "whist"),
        ("pairs", "9"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", "matchpoints"),
    ];
    let id = event_by_offers(&mut app, &form, "howell").1;
    let cards = app.get(&format!("/events/{id}/print/movement-cards"));
    let mut early = 0;
    for pair in 1..=9 {
        let card = between(&cards.body, &format!("id=\"ew-{pair}\""), "</section>");
        let body = between(card, "<tbody>", "</tbody>");
        let rounds: Vec<u32> = body
            .split("<tr")
            .skip(1)
            .map(|row| between(row, "<td>", "</td>").parse().unwrap())
            .collect();
        assert_eq!(rounds, (1..=9).collect::<Vec<u32>>(), "pair {pair}: {card}");
        let out = body
            .split("<tr")
            .position(|row| row.contains("sits out"))
            .unwrap_or_else(|| panic!("pair {pair} never sits out: {card}"));
        if out < 9 {
            early += 1;
        }
    }
    // Every pair but one sits out before the last round.
    assert_eq!(early, 8);
}

/// The home page marks each thing as over or still playing, and names a pad by its players and
/// game.
#[test]
fn the_home_page_marks_what_is_over_and_names_pads_by_their_players() {
    let mut app = TestApp::with_director();
    let open = guest_table(&mut app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    let closed = guest_table(&mut app, "rubicon-piquet", &["Cat", "Dan"], &[]);
    assert_eq!(
        app.post(&format!("/tables/{closed}/close"), &[]).status,
        303
    );
    let night = app.post(
        "/nights",
        &[("date", "1909-01-05"), ("code", "1909"), ("seed", "7")],
    );
    let night = night.location.unwrap();
    app.logout();
    let home = app.get("/");
    let line = |href: &str| -> String {
        let at = home
            .body
            .find(&format!("href=\"{href}\""))
            .unwrap_or_else(|| panic!("{href} not on {}", home.body));
        home.body[at..at + home.body[at..].find("</li>").unwrap()].to_owned()
    };
    let ann = line(&format!("/tables/{open}"));
    assert!(ann.contains("Ann v. Bob — rubicon piquet"), "{ann}");
    assert!(ann.contains("still playing"), "{ann}");
    let cat = line(&format!("/tables/{closed}"));
    assert!(cat.contains("Cat v. Dan — rubicon piquet"), "{cat}");
    assert!(cat.contains(">over<"), "{cat}");
    // A night long past with no pad in play is over.
    assert!(line(&night).contains(">over<"));
    home.lacks(">Table 1<");
}
