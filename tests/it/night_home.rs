//! A player goes home from a club night: not Law 141's leaving (the leaver stays in the room,
//! behind the players he left), but out of every table and the waiting list from then on, his
//! money kept in the ledger.

use crate::night_leaving::{HIGH_TO_LOW, arrive, form, night, players, six_and_four};
use crate::support::TestApp;
use hoyle::db::tables::{self as store, NightPlayer, Player};

fn one(app: &TestApp, night: i64, name: &str) -> NightPlayer {
    players(app, night)
        .into_iter()
        .find(|p| p.named.player == Player::Guest(name.to_owned()))
        .unwrap()
}

/// Mr. Lowe goes home from club table 1: he is at no table and not waiting, the next forming
/// of tables does not count him, and he cannot go home twice. The Law 141 leaving says that the
/// leaver stays in the room.
#[test]
fn a_player_who_goes_home_is_never_placed_again() {
    let mut app = TestApp::with_director();
    let n = night(&mut app, "1927");
    let page = format!("/nights/{n}");
    arrive(
        &mut app,
        n,
        &[
            ("Lowe", "K"),
            ("Bob", "Q"),
            ("Cat", "J"),
            ("Dan", "10"),
            ("Eve", "9"),
        ],
    );
    form(&mut app, n);
    let shown = app.get(&page);
    shown.has("Who leaves this table? They stay in the room");
    shown.has("Who goes home (leaves the night)?");
    let r = app.post(&format!("{page}/home"), &[("home", "g:Lowe")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let lowe = one(&app, n, "Lowe");
    assert!(
        lowe.gone && lowe.table.is_none() && !lowe.waiting(),
        "{lowe:?}"
    );
    let shown = app.get(&page);
    shown.has("Gone home: Lowe");
    shown.has("Nobody is waiting for a table.");
    // Club table 1 plays on with four. Five more come: two join it (six), three wait, and
    // tables are not formed from three waiting (were Lowe counted, four would make a table).
    arrive(
        &mut app,
        n,
        &[
            ("Fay", "8"),
            ("Gus", "7"),
            ("Hal", "6"),
            ("Ivy", "5"),
            ("Jo", "4"),
        ],
    );
    assert_eq!(one(&app, n, "Gus").table, Some(1));
    let refused = app.post(&format!("{page}/form"), &[("seats", "4")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("3 waiting");
    arrive(&mut app, n, &[("Kit", "3")]);
    form(&mut app, n);
    assert_eq!(one(&app, n, "Lowe").table, None);
    assert_eq!(
        players(&app, n)
            .iter()
            .filter(|p| p.table == Some(2))
            .count(),
        4
    );
    // Twice is refused at the field, and an unknown player too.
    let again = app.post(&format!("{page}/home"), &[("home", "g:Lowe")]);
    assert_eq!(again.status, 422, "{}", again.body);
    again.has("id=\"error-home\"");
    again.has("Lowe (guest) has already gone home");
    let nobody = app.post(&format!("{page}/home"), &[("home", "")]);
    assert_eq!(nobody.status, 422, "{}", nobody.body);
}

/// The night page names a club table's rubber by what it is (never a bare "table N" that
/// clashes with "club table N"), says a rubber won is finished and nobody is playing, does not
/// repeat "the first rubber", and shows a player who came in without a cut as such.
#[test]
fn the_night_page_says_which_rubber_and_whether_it_is_over() {
    let mut app = TestApp::with_director();
    let n = night(&mut app, "1927");
    let page = format!("/nights/{n}");
    arrive(
        &mut app,
        n,
        &[("Ann", "K"), ("Bob", "Q"), ("Cat", "J"), ("Dan", "10")],
    );
    form(&mut app, n);
    // Eve comes in with no cut: she joins the table of four at once.
    arrive(&mut app, n, &[("Eve", "")]);
    let shown = app.get(&page);
    shown.lacks("First rubber:</strong> the first rubber");
    shown.has("none: came in without one");
    shown.lacks("(1 players)");
    let r = app.post(
        &format!("{page}/tables/1/next"),
        &[("law", "whist-short"), ("stake", "1")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let id = hoyle::db::read(&app.pool, |c| store::of_night(c, n)).unwrap()[0].id;
    let shown = app.get(&page);
    shown.has("Current rubber: rubber 1 of club table 1");
    shown.has("(under way)");
    shown.has(&format!("<a href=\"/tables/{id}\">its score sheet</a>"));
    shown.lacks(&format!(">table {id}<"));
    shown.has("<td>playing</td>");
    let won = [("d_tricks_0", "11"), ("d_tricks_1", "2")];
    for _ in 0..2 {
        assert_eq!(crate::support::post_deal(&mut app, id, &won).status, 303);
    }
    let shown = app.get(&page);
    shown.has("Last rubber: rubber 1 of club table 1");
    shown.has("(finished)");
    shown.lacks("(open)");
    shown.lacks("<td>playing</td>");
}

/// Law 142 (seed 001 L2429–2433) with Law 144 (L2439–2443): Cat goes from club table 1 to make
/// up club table 2 and says she will return. When club table 2 breaks up into club table 1 she
/// goes back with her rights, not as a newcomer cutting for its places; the other three cut for
/// the one place left, and all six of the new formation, Cat among them, cut for the next rubber.
#[test]
fn a_filler_whose_table_breaks_up_into_her_own_goes_back_with_her_rights() {
    let mut app = TestApp::with_director();
    let n = six_and_four(&mut app, "1927", HIGH_TO_LOW);
    let page = format!("/nights/{n}");
    for (t, who) in [(1, "Fay"), (2, "Jo")] {
        let r = app.post(
            &format!("{page}/tables/{t}/leave"),
            &[("player", &format!("g:{who}"))],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let r = app.post(
        &format!("{page}/tables/1/fill"),
        &[("player", "g:Cat"), ("to", "2"), ("return", "yes")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(one(&app, n, "Cat").table, Some(2));
    let r = app.post(&format!("{page}/tables/2/break-up"), &[("to", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(one(&app, n, "Cat").table, Some(1));
    let here = players(&app, n);
    assert_eq!(here.iter().filter(|p| p.table == Some(1)).count(), 6);
    // Two of Gus, Hal and Ivy wait, with Fay and Jo who left their tables.
    assert_eq!(here.iter().filter(|p| p.waiting()).count(), 4, "{here:?}");
    let moves = hoyle::db::read(&app.pool, |c| store::moves(c, n)).unwrap();
    assert!(moves.iter().any(|m| m.kind == store::MoveKind::Returned
        && m.player == Some(Player::Guest("Cat".to_owned()))));
    let cut = moves.last().unwrap().cuts.clone().expect("all six cut");
    assert_eq!(cut.len(), 6);
    assert!(
        cut.iter()
            .any(|(p, _)| *p == Player::Guest("Cat".to_owned()))
    );
    let shown = app.get(&page);
    shown.has("goes back to club table 1 with the rights held there, not as a newcomer (Law 142)");
    shown.lacks("will return to club table 1");
    // The Cut column shows the cut that decided who plays.
    shown.has("(all cut, Law 144)");
}

/// Law 142 (seed 001 L2429–2433): at the end of a rubber at the table Cat made up, she may go
/// back to her own table: the page offers it, and no next rubber is planned there with her until
/// she returns or decides to stay (then Law 143, L2435–2438, makes her the last to cut out).
#[test]
fn at_the_end_of_a_rubber_a_filler_is_offered_her_return() {
    let mut app = TestApp::with_director();
    let n = six_and_four(&mut app, "1927", HIGH_TO_LOW);
    let page = format!("/nights/{n}");
    let r = app.post(&format!("{page}/tables/2/leave"), &[("player", "g:Jo")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = app.post(
        &format!("{page}/tables/1/fill"),
        &[("player", "g:Cat"), ("to", "2"), ("return", "yes")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = app.post(
        &format!("{page}/tables/2/next"),
        &[("law", "whist-short"), ("stake", "1")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    app.get(&page).lacks("may now return");
    let id = hoyle::db::read(&app.pool, |c| store::of_night(c, n)).unwrap()[0].id;
    let won = [("d_tricks_0", "11"), ("d_tricks_1", "2")];
    for _ in 0..2 {
        assert_eq!(crate::support::post_deal(&mut app, id, &won).status, 303);
    }
    let shown = app.get(&page);
    shown.has("Cat (guest) may now return to club table 1 (Law 142)");
    shown.has("Cat (guest) stays at club table 2</button>");
    let refused = app.post(&format!("{page}/tables/2/next"), &[]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-next\"");
    let r = app.post(&format!("{page}/stay"), &[("player", "g:Cat")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = app.get(&page);
    shown.lacks("may now return");
    shown.has("so cuts out last (Law 143)");
    let r = app.post(&format!("{page}/tables/2/next"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    // Staying is spent: she cannot stay twice.
    let again = app.post(&format!("{page}/stay"), &[("player", "g:Cat")]);
    assert_eq!(again.status, 422, "{}", again.body);
}
