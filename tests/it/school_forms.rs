//! A school's deal form as a card-school evening meets it (issue 23, fresh eyes): each table
//! asked its own form's questions only, loo's form saying whether the deal is a single or a
//! must, and the end of a loo sitting an entry of its own.

use crate::support::{TestApp, between, guest_table, post_deal, stored_deals};

/// The deal form of table `id`, from its opening tag to its close.
fn entry_form(app: &mut TestApp, id: i64) -> String {
    let page = app.get(&format!("/tables/{id}"));
    between(&page.body, "id=\"entry\"", "</form>").to_owned()
}

/// A hearts table is asked its own game's questions: the simple game no spots, ladies, jokers,
/// bids, widows or talons; black lady the queen of spades and none of the others'.
#[test]
fn a_hearts_table_is_asked_its_own_game_only() {
    let mut app = TestApp::with_director();
    let players = ["Ann", "Bob", "Cat", "Dan"];
    let simple = guest_table(&mut app, "hearts", &players, &[]);
    let form = entry_form(&mut app, simple);
    assert!(form.contains("name=\"d_hearts_0\""), "{form}");
    for other in [
        "d_spots_0",
        "d_lady",
        "d_joker_dealt",
        "d_bid",
        "d_widow",
        "d_talon",
    ] {
        assert!(!form.contains(&format!("name=\"{other}")), "{other}");
    }
    let lady = guest_table(
        &mut app,
        "hearts",
        &players,
        &[("s_method", "\"black-lady\"")],
    );
    let form = entry_form(&mut app, lady);
    assert!(form.contains("name=\"d_lady\""), "{form}");
    assert!(!form.contains("name=\"d_spots_0\""));
    // A field of another game posted all the same is not read, so nothing refuses it.
    let deal = [
        ("d_hearts_0", "4"),
        ("d_hearts_1", "9"),
        ("d_lady", "1"),
        ("d_spots_0", "30"),
    ];
    let reply = post_deal(&mut app, lady, &deal);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let stored = &stored_deals(&app, lady)[0];
    assert_eq!(stored["lady"], 1);
    assert!(stored.get("spots").is_none(), "{stored}");
    app.get(&format!("/tables/{lady}"))
        .has("Black lady: who took the queen of spades?: Bob (guest)");
}

/// A nap table is asked about buying, peeping and the spare hand only where it plays them, and
/// offered only the calls its hand allows.
#[test]
fn a_nap_table_is_asked_purchase_and_peep_only_where_played() {
    let mut app = TestApp::with_director();
    let players = ["Ann", "Bob", "Cat", "Dan"];
    let plain = guest_table(&mut app, "nap", &players, &[]);
    let form = entry_form(&mut app, plain);
    for other in ["d_bought_0", "d_peeped_0", "d_widow"] {
        assert!(!form.contains(&format!("name=\"{other}\"")), "{other}");
    }
    assert!(form.contains("value=\"4\""));
    assert!(
        !form.contains("value=\"6\""),
        "a five-card hand has no six-trick call"
    );
    let buying = guest_table(
        &mut app,
        "nap",
        &players,
        &[("s_purchase", "true"), ("s_peep", "true")],
    );
    let form = entry_form(&mut app, buying);
    assert!(form.contains("name=\"d_bought_0\"") && form.contains("name=\"d_peeped_0\""));
}

/// Loo's form says what the deal is (seed 003 L787–801: the first deal a single, and after a
/// deal where nobody was looed), and the end of the sitting (seed 003 L727–731) is its own
/// entry, numbered as a deal in the history.
#[test]
fn loo_says_a_single_and_ends_its_sitting_apart() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "loo", &["Ann", "Bob", "Cat", "Dan"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("This deal is a single (the first deal)")
        .has("id=\"apart-d_divide\"");
    assert!(!entry_form(&mut app, id).contains("d_divide"));
    // Cat's card takes the single; the rest are looed a single loo each.
    assert_eq!(post_deal(&mut app, id, &[("d_winner", "2")]).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("This deal is played for the pool as usual: somebody was looed last deal.")
        .has("The pool holds 9 before the dealer pays in.");
    // Bob deals and nobody else stands: he takes the pool, nobody is looed.
    let alone = [
        ("d_play_0", ""),
        ("d_play_1", "own"),
        ("d_play_2", ""),
        ("d_play_3", ""),
    ];
    assert_eq!(post_deal(&mut app, id, &alone).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("This deal is a single (nobody was looed last deal)");
    // A single nobody wins: Cat deals 3 in, and all four are looed 3 each; the pool stays.
    assert_eq!(post_deal(&mut app, id, &[("deal_no", "3")]).status, 303);
    let ended = post_deal(&mut app, id, &[("deal_no", "4"), ("d_divide", "on")]);
    assert_eq!(ended.status, 303, "{}", ended.body);
    let page = app.get(&format!("/tables/{id}"));
    page.has("The pool of 15 is shared: 3 each, 3 left in it.");
    let history = between(&page.body, "id=\"history\"", "</table>");
    assert!(
        history.contains("<td class=\"num\">4</td>")
            && history.contains("The sitting ends and the pool is shared equally: yes"),
        "{history}"
    );
    assert_eq!(
        stored_deals(&app, id)[3],
        serde_json::json!({"divide": true})
    );
}

/// A table's title, the home page and the night's page name the form the table plays, from
/// its settings, not every form its law covers.
#[test]
fn a_table_is_named_by_the_form_it_plays() {
    let mut app = TestApp::with_director();
    let id = guest_table(
        &mut app,
        "loo",
        &["Ann", "Bob", "Cat"],
        &[("s_form", "\"five_card\""), ("s_limit", "\"mixed\"")],
    );
    let page = app.get(&format!("/tables/{id}"));
    let heading = between(&page.body, "<h1>", "</h1>");
    assert!(
        heading.contains("Loo — five-card with Pam, mixed"),
        "{heading}"
    );
    assert!(!heading.contains("Irish"), "{heading}");
    app.get("/").has("loo — five-card with Pam, mixed");
    app.get("/tables").has("Loo — five-card with Pam, mixed");
    let night = app.post(
        "/nights",
        &[
            ("date", "2026-11-28"),
            ("season", ""),
            ("code", "1909"),
            ("seed", "7"),
        ],
    );
    let night = crate::support::created_id(&night, "/nights/");
    for (name, cut) in [("Al", "A"), ("Bea", "2"), ("Cy", "3"), ("Di", "4")] {
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", cut)],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    }
    let formed = app.post(&format!("/nights/{night}/form"), &[("seats", "4")]);
    assert_eq!(formed.status, 303, "{}", formed.body);
    let started = app.post(
        &format!("/nights/{night}/tables/1/next"),
        &[("law", "hearts"), ("stake", "1")],
    );
    assert_eq!(started.status, 303, "{}", started.body);
    app.get(&format!("/nights/{night}"))
        .has("Hearts — the fewest hearts win the pool: ");
}
