//! What a director running an evening for the first time met (issue 22, second run): a closed
//! event's table code, a relay Mitchell for an odd number of pairs, the whist slip's revoke,
//! the club's name and the seats on the standings and score cards, one-field places, the
//! player search.

use hoyle::db::events;

use crate::support::{TestApp, event_by_offers};

fn seven_pairs(app: &mut TestApp, movement: &str) -> (String, i64) {
    let form = [
        ("name", "Seven pairs"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", "7"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", ""),
    ];
    let (page, id) = event_by_offers(app, &form, movement);
    (page.body, id)
}

/// Seven pairs in a relay Mitchell: the offer says a pair sits out, as the plain Mitchell's
/// does, and the event is made with E-W 4 sitting out (24 results, not 32); so is the plain
/// Mitchell's.
#[test]
fn a_mitchell_for_seven_pairs_is_made_with_a_pair_sitting_out() {
    let mut app = TestApp::with_director();
    for movement in ["mitchell-relay", "mitchell"] {
        let (offers, id) = seven_pairs(&mut app, movement);
        let at = offers.find(&format!("value=\"{movement}\"")).unwrap();
        let offer = &offers[at..];
        let offer = &offer[..offer[1..].find("class=\"offer\"").unwrap_or(offer.len())];
        assert!(
            offer.contains("one pair sits out each round"),
            "{movement}: {offer}"
        );
        let page = app.get(&format!("/events/{id}"));
        page.has("0 of 24 entered").lacks("0 of 32");
        // The pairs' list says who sits out.
        let roster = crate::support::between(&page.body, "<td>E-W 4</td>", "</tr>");
        assert!(roster.contains("sits out"), "{movement}: {roster}");
        let pairs = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
        let out = events::sitting_out(&pairs);
        assert_eq!(
            out,
            [(hoyle::laws::duplicate::Direction::Ew, 4)],
            "{movement}"
        );
    }
}

/// The whist slip says the tricks are as played, whose tricks came before the first revoke,
/// and its save gives the score after the penalty (Law X §4, seed 001 L4251–4277: two tricks
/// of the revoking side's to the other side, with no other table to bound it).
#[test]
fn a_whist_slip_s_revoke_reads_plainly_and_its_save_gives_the_penalty() {
    let mut app = TestApp::with_director();
    let id = crate::support::seven_table_event(&mut app);
    let slip = app.get(&format!("/events/{id}/entry?round=1&table=1"));
    slip.has("N-S tricks as played <small>(before any revoke penalty)</small>")
        .has("Tricks the revoking side had won before its first revoke")
        .lacks(">Tricks before the first<");
    let saved = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("ns_tricks_1", "9"),
            ("revoke_by_1", "EW"),
            ("revoke_count_1", "1"),
            ("revoke_tricks_before_1", "0"),
            ("ns_tricks_2", "7"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let next = app.get(saved.location.as_deref().unwrap());
    let word = crate::support::saved_word(&next.body).unwrap();
    assert!(
        word.contains("board 1, N-S 9 tricks taken, 11 with E-W&#39;s revoke")
            || word.contains("board 1, N-S 9 tricks taken, 11 with E-W's revoke"),
        "{word}"
    );
    assert!(word.contains("board 2, N-S 7 tricks"), "{word}");
}

/// Sets the club's name on its settings page, as a director does.
fn name_the_club(app: &mut TestApp, name: &str) {
    let shown = app.get("/club");
    let mut form = crate::support::form_as_shown(&shown.body, "/club");
    for (k, v) in form.iter_mut() {
        if k == "name" {
            *v = name.to_owned();
        }
    }
    let fields: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(app.post("/club", &fields).status, 303);
}

/// Every board of the event played to the same seven tricks N-S: every pair ties.
fn every_board_seven_tricks(app: &mut TestApp, id: i64) {
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    let movement = event.movement().unwrap();
    for round in movement.schedule() {
        for s in round.tables {
            for &board in &s.boards {
                let new = hoyle::db::results::NewResult {
                    board,
                    ns: s.ns,
                    ew: s.ew,
                    entry: hoyle::laws::duplicate::Entry::Whist {
                        ns_tricks: 7,
                        revoke: None,
                    },
                    contract: None,
                };
                hoyle::db::write(&app.pool, |tx| {
                    hoyle::db::results::enter(tx, &event, &new, "test")
                })
                .unwrap();
            }
        }
    }
}

/// A Howell's standings and score card: the club's name at the head, one place column with
/// shared places marked "1=", no "Each way" column repeating it, and each round's seat on the
/// card.
#[test]
fn a_howell_s_standings_and_card_name_the_club_mark_ties_and_give_the_seat() {
    let mut app = TestApp::with_director();
    name_the_club(&mut app, "Portland Club");
    let id = crate::event_movements::create(&mut app, "Howell night", ("6", "2"), "howell", "");
    every_board_seven_tricks(&mut app, id);
    app.logout();
    let standings = app.get(&format!("/events/{id}/standings"));
    assert_eq!(standings.status, 200, "{}", standings.body);
    standings
        .has("<p class=\"club-name\">Portland Club</p>")
        .lacks("Each way")
        .has("<td class=\"num\">1=</td>");
    let field = crate::support::between(&standings.body, "id=\"field\"", "</table>");
    assert_eq!(field.matches("<tr>").count(), 7, "{field}");
    assert!(!field.contains(">Overall<"), "{field}");
    let card = app.get(&format!("/events/{id}/pairs/ns/1/card"));
    assert_eq!(card.status, 200, "{}", card.body);
    card.has("<p class=\"club-name\">Portland Club</p>")
        .has("<th>Seat</th>")
        .has("data-label=\"Seat\">N-S</td>")
        .has("data-label=\"Seat\">E-W</td>")
        .has("place 1= in the field");
}

/// A Mitchell's standings keep both places, and a tie each way reads "1=" there too.
#[test]
fn a_mitchell_s_standings_keep_the_overall_column_and_mark_ties() {
    let mut app = TestApp::with_director();
    let id = crate::support::seven_table_event(&mut app);
    every_board_seven_tricks(&mut app, id);
    let standings = app.get(&format!("/events/{id}/standings"));
    standings.has("Each way").has("<td class=\"num\">1=</td>");
    standings.lacks("class=\"club-name\"");
}

/// The player search matches every word typed, in any order and case aside, and the whole name
/// of one player opens that player's page at once.
#[test]
fn the_player_search_takes_the_words_in_any_order_and_opens_an_exact_match() {
    let mut app = TestApp::with_director();
    for name in ["Kathleen Knowles", "Kathleen Knowles-Hart", "Ann Smith"] {
        assert_eq!(app.post("/members", &[("name", name)]).status, 303);
    }
    app.logout();
    let exact = app.get("/players?name=knowles+kathleen");
    assert_eq!(exact.status, 303, "{}", exact.body);
    assert_eq!(exact.location.as_deref(), Some("/players/member/1"));
    let both = app.get("/players?name=KNOWLES%2C+kath");
    assert_eq!(both.status, 200, "{}", both.body);
    both.has("<a href=\"/players/member/1\">Kathleen Knowles</a>")
        .has("<a href=\"/players/member/2\">Kathleen Knowles-Hart</a>")
        .lacks("Ann Smith</a>");
    app.get("/players?name=smith+kathleen")
        .has("id=\"none-found\"");
    // Part of one name still lists it, to be chosen.
    let part = app.get("/players?name=smi");
    assert_eq!(part.status, 200, "{}", part.body);
    part.has("<a href=\"/players/member/3\">Ann Smith</a>");
}

/// The board page's Change column takes the room its form needs on a wide screen (its fields
/// side by side, labels on one line), not a sliver with the labels spilling over.
#[test]
fn the_board_page_s_change_column_is_laid_out_to_read() {
    let mut app = TestApp::with_director();
    let id = crate::support::seven_table_event(&mut app);
    every_board_seven_tricks(&mut app, id);
    let board = app.get(&format!("/events/{id}/boards/1"));
    assert_eq!(board.status, 200, "{}", board.body);
    board.has("<td class=\"no-print change\" data-label=\"Change\">");
    let css = app.get("/static/app.css");
    css.has("table.stacked td.change { min-width: 22rem;")
        .has("td.change .entry-fields { display: flex; flex-wrap: wrap;");
}
