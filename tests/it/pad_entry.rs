//! Score pads refuse what cannot happen and take what can (issue 12 item 8): a refusal named
//! as the form labels it, one side's whist tricks with the other's following, a cribbage deal
//! with one hand counted and the other shown, a deal past the game's bound, a finished game.

use hoyle::db::tables as store;

use crate::support::{TestApp, post_deal};

fn table(app: &mut TestApp, law: &str, guests: &[(&str, &str)]) -> i64 {
    let mut form = vec![("law", law), ("stake", "1"), ("season", "1909")];
    form.extend_from_slice(guests);
    let reply = app.post("/tables", &form);
    assert_eq!(reply.status, 303, "{}", reply.body);
    reply
        .location
        .unwrap()
        .trim_start_matches("/tables/")
        .parse()
        .unwrap()
}

const FOUR: &[(&str, &str)] = &[
    ("side0_0_guest", "Ann"),
    ("side0_1_guest", "Bob"),
    ("side1_0_guest", "Cat"),
    ("side1_1_guest", "Dan"),
];

const TWO: &[(&str, &str)] = &[("side0_0_guest", "Ann"), ("side1_0_guest", "Bob")];

#[test]
fn whist_takes_one_sides_tricks_and_names_a_refusal_as_the_form_does() {
    let mut app = TestApp::with_director();
    let id = table(&mut app, "whist-short", FOUR);
    let entered = post_deal(&mut app, id, &[("d_tricks_0", "7")]);
    assert_eq!(entered.status, 303, "{}", entered.body);
    app.get(&format!("/tables/{id}")).has("tricks 7–6");
    let other = post_deal(&mut app, id, &[("d_tricks_1", "9")]);
    assert_eq!(other.status, 303, "{}", other.body);
    app.get(&format!("/tables/{id}")).has("tricks 4–9");

    let refused = post_deal(&mut app, id, &[("d_tricks_0", "14")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("Deal 3, tricks for ")
        .has("14 is more than 13")
        .lacks("deals[2]");
    let stored = hoyle::db::read(&app.pool, |c| store::deals(c, id)).unwrap();
    assert_eq!(stored.len(), 2);
}

#[test]
fn a_cribbage_deal_takes_one_hand_counted_and_the_other_shown() {
    let mut app = TestApp::with_director();
    let id = table(&mut app, "cribbage", TWO);
    let mixed = post_deal(
        &mut app,
        id,
        &[
            ("d_dealer", "0"),
            ("d_hand_0", "12"),
            ("d_hand_cards_1", "2C 3D 4H 9S"),
            ("d_starter", "KS"),
            ("d_crib", "4"),
        ],
    );
    assert_eq!(mixed.status, 303, "{}", mixed.body);
    let stored = hoyle::db::read(&app.pool, |c| store::deals(c, id)).unwrap();
    assert_eq!(stored.len(), 1);
    // The same hand both counted and shown is refused at its input, in the form's words.
    let both = post_deal(
        &mut app,
        id,
        &[
            ("d_dealer", "1"),
            ("d_hand_0", "6"),
            ("d_hand_1", "8"),
            ("d_hand_cards_1", "2C 3D 4H 9S"),
            ("d_starter", "KS"),
            ("d_crib", "0"),
        ],
    );
    assert_eq!(both.status, 422, "{}", both.body);
    both.has(
        "Deal 2, hand cards for Bob (guest): enter this hand as a number or as cards, not both",
    );
}

#[test]
fn a_cribbage_deal_past_the_bound_is_refused_and_a_finished_game_says_so() {
    let mut app = TestApp::with_director();
    let id = table(&mut app, "cribbage", TWO);
    let huge = post_deal(
        &mut app,
        id,
        &[("d_dealer", "0"), ("d_total_0", "200"), ("d_total_1", "0")],
    );
    assert_eq!(huge.status, 422, "{}", huge.body);
    huge.has("Deal 1, total for Ann (guest): 200 is more than 120")
        .lacks("deals[0]");
    assert!(
        hoyle::db::read(&app.pool, |c| store::deals(c, id))
            .unwrap()
            .is_empty()
    );
    app.get(&format!("/tables/{id}")).lacks("id=\"finished\"");
    for dealer in ["0", "1"] {
        let reply = post_deal(
            &mut app,
            id,
            &[
                ("d_dealer", dealer),
                ("d_total_0", "61"),
                ("d_total_1", "0"),
            ],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    app.get(&format!("/tables/{id}"))
        .has("id=\"finished\"")
        .has("id=\"status\">finished<");
}

/// Issue 22 item 16: the cribbage pad shows the running score under each deal; pegging out in
/// the play is taken with the play alone, as a player at the board writes it; a play that
/// takes nobody out is refused in the form's words, naming the field as it is labelled.
#[test]
fn the_cribbage_pad_keeps_the_score_and_takes_pegging_out() {
    let mut app = TestApp::with_director();
    let id = crate::support::guest_table(&mut app, "cribbage", &["Ann", "Bob"], &[]);
    let first = [("d_dealer", "0"), ("d_total_0", "110"), ("d_total_1", "50")];
    assert_eq!(crate::support::post_deal(&mut app, id, &first).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("110 in all")
        .has("50 in all");
    let short = crate::support::post_deal(
        &mut app,
        id,
        &[
            ("d_dealer", "1"),
            ("d_pegging_0", "5"),
            ("d_pegging_1", "4"),
        ],
    );
    assert_eq!(short.status, 422, "{}", short.body);
    short
        .has("id=\"error-d_hand_0\"")
        .has("Deal 2, hand: nobody reaches 121 in the play")
        .lacks("deals[");
    let out = crate::support::post_deal(
        &mut app,
        id,
        &[
            ("d_dealer", "1"),
            ("d_pegging_0", "11"),
            ("d_pegging_1", "4"),
        ],
    );
    assert_eq!(out.status, 303, "{}", out.body);
    app.get(&format!("/tables/{id}")).has("121 in all");
}

/// Issue 22: the euchre makers are required but for a revoke or a jamboree, so the pad does not
/// call the field "(optional)"; its help says when to leave it blank.
#[test]
fn the_euchre_makers_are_not_labelled_optional() {
    let mut app = TestApp::with_director();
    let id = table(&mut app, "euchre", FOUR);
    let page = app.get(&format!("/tables/{id}"));
    page.has("leave it blank for a revoke or a jamboree")
        .lacks("Side that made the trump <span class=\"muted\">(optional)");
}

/// Issue 22: the euchre pad writes each side's total under every deal, as the cribbage pad
/// does, and shows the game under way apart from the net of games finished.
#[test]
fn the_euchre_pad_keeps_each_sides_score_after_every_deal() {
    let mut app = TestApp::with_director();
    let id = table(&mut app, "euchre", FOUR);
    // N-S make the point (1), then march (2): 3 to nothing.
    for tricks in ["3", "5"] {
        let reply = post_deal(&mut app, id, &[("d_makers", "0"), ("d_tricks", tricks)]);
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let page = app.get(&format!("/tables/{id}"));
    page.has("1 in all")
        .has("3 in all")
        .has("0 in all")
        .has("<th>Game under way</th><td class=\"num\">3</td><td class=\"num\">0</td>")
        .has("Net of games finished");
}

/// Issue 22: at cribbage the deal alternates when no dealer is entered, a dealer entered is
/// kept; until a game ends the pad shows the game under way, and the net is named as the
/// games finished.
#[test]
fn the_cribbage_deal_alternates_and_the_game_under_way_is_shown() {
    let mut app = TestApp::with_director();
    let id = table(&mut app, "cribbage", TWO);
    for (a, b) in [("10", "20"), ("12", "9")] {
        let reply = post_deal(&mut app, id, &[("d_total_0", a), ("d_total_1", b)]);
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let page = app.get(&format!("/tables/{id}"));
    page.has("Ann (guest) deals")
        .has("Bob (guest) deals")
        .has("<th>Game under way</th><td class=\"num\">22</td><td class=\"num\">29</td>")
        .has("<th>Net of games finished</th>")
        .has("Ann (guest) deals next, in turn.");
    let again = post_deal(
        &mut app,
        id,
        &[("d_dealer", "1"), ("d_total_0", "1"), ("d_total_1", "1")],
    );
    assert_eq!(again.status, 303, "{}", again.body);
    let stored = hoyle::db::read(&app.pool, |c| store::deals(c, id)).unwrap();
    assert_eq!(stored.len(), 3);
    let page = app.get(&format!("/tables/{id}"));
    assert_eq!(
        page.body.matches("Bob (guest) deals").count(),
        2,
        "{}",
        page.body
    );
}
