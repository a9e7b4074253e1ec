//! A billiards handicap league night over HTTP: three members play 100-up games at tables of the
//! season "Handicap 2026", each game opened with the handicap starts; the tables' pads close each
//! game exactly at 100, and the season ladder (`/ladders`) ranks the members from them. A break
//! the law refuses answers at its field and saves nothing.

use crate::ladders::table;
use crate::support::{TestApp, post_deal, stored_deals};

fn add_member(app: &TestApp, name: &str) -> String {
    let new = hoyle::db::members::NewMember::new(name, "", "").unwrap();
    let member = hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new)).unwrap();
    member.id.to_string()
}

fn entry(app: &mut TestApp, id: i64, fields: &[(&str, &str)]) {
    let reply = post_deal(app, id, fields);
    assert_eq!(reply.status, 303, "{}", reply.body);
}

const SEASON: &str = "Handicap 2026";

/// Ann (scratch) v Bob (receives 20): Ann 60, Bob 40 (60), Ann 40 reaches 100.
/// Bob v Cid (receives 25): Bob's break of 10 (cannon 2, red 3, cannon and red 5) ends in a
/// miss, one to Cid (26); Cid 74 reaches 100.
/// Cid (receives 30) v Ann: Cid 50 (80), Ann 100.
/// By hand: Ann played 2, won 2; Cid 2, won 1; Bob 2, won 0. Nets +2, 0, −2.
fn league_night(app: &mut TestApp) -> (i64, i64) {
    let ann = add_member(app, "Ann Abbott");
    let bob = add_member(app, "Bob Brown");
    let cid = add_member(app, "Cid Carter");
    let first = table(app, "billiards", SEASON, &ann, &bob);
    entry(
        app,
        first,
        &[
            ("d_start_0", "0"),
            ("d_start_1", "20"),
            ("d_player", "0"),
            ("d_points", "60"),
        ],
    );
    entry(app, first, &[("d_player", "1"), ("d_points", "40")]);
    entry(app, first, &[("d_player", "0"), ("d_points", "40")]);
    let second = table(app, "billiards", SEASON, &bob, &cid);
    entry(
        app,
        second,
        &[
            ("d_start_1", "25"),
            ("d_player", "0"),
            (
                "d_strokes",
                "cannon, red-winning, cannon + red-winning, miss",
            ),
        ],
    );
    entry(app, second, &[("d_player", "1"), ("d_points", "74")]);
    let third = table(app, "billiards", SEASON, &cid, &ann);
    entry(
        app,
        third,
        &[("d_start_0", "30"), ("d_player", "0"), ("d_points", "50")],
    );
    entry(app, third, &[("d_player", "1"), ("d_points", "100")]);
    (first, second)
}

#[test]
fn a_handicap_league_night_makes_the_seasons_ladder() {
    let mut app = TestApp::with_director();
    let (first, second) = league_night(&mut app);
    let pad = app.get(&format!("/tables/{first}"));
    assert_eq!(pad.status, 200, "{}", pad.body);
    pad.has("Handicap start")
        .has("Ann Abbott wins 100 to 60 (starts Ann Abbott 0, Bob Brown 20)");
    let pad = app.get(&format!("/tables/{second}"));
    pad.has("Cid Carter wins 100 to 10 (starts Bob Brown 0, Cid Carter 25)")
        .has("miss: 1 to Cid Carter");
    let stored = stored_deals(&app, second);
    assert_eq!(stored[0]["start"], serde_json::json!([0, 25]));

    let ladder = app.get(&format!(
        "/ladders?law=billiards&season={}",
        "Handicap%202026"
    ));
    assert_eq!(ladder.status, 200, "{}", ladder.body);
    ladder.has("<td class=\"num\">1</td><td>Ann Abbott</td><td class=\"num\">2</td><td class=\"num\">2</td>")
        .has("<td class=\"num\">2</td><td>Cid Carter</td><td class=\"num\">2</td><td class=\"num\">1</td>")
        .has("<td class=\"num\">3</td><td>Bob Brown</td><td class=\"num\">2</td><td class=\"num\">0</td>");
    let csv = app.get("/ladders.csv?law=billiards&season=Handicap%202026");
    assert_eq!(csv.status, 200, "{}", csv.body);
    let nets: Vec<i64> = csv
        .body
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(8).unwrap().parse().unwrap())
        .collect();
    assert_eq!(nets, vec![2, 0, -2]);
    // Each game's final points, starts included, make a tournament's spread: Ann +40 and +20,
    // Cid +90 and −20, Bob −40 and −90.
    let cup = app.get("/ladders/tournament?law=billiards&season=Handicap%202026&target=100");
    assert_eq!(cup.status, 200, "{}", cup.body);
    cup.has("<td>Ann Abbott</td><td class=\"num\">2</td><td class=\"num\">2</td><td class=\"num\">4</td><td class=\"num plus\">60</td>")
        .has("<td class=\"num plus\">70</td>")
        .has("<td class=\"num minus\">-130</td>");
}

#[test]
fn a_break_the_law_refuses_is_named_at_its_field_and_nothing_is_saved() {
    let mut app = TestApp::with_director();
    let ann = add_member(&app, "Ann Abbott");
    let bob = add_member(&app, "Bob Brown");
    let id = table(&mut app, "billiards", SEASON, &ann, &bob);
    entry(
        &mut app,
        id,
        &[("d_start_1", "20"), ("d_player", "0"), ("d_points", "12")],
    );
    let refused = post_deal(
        &mut app,
        id,
        &[("d_player", "1"), ("d_strokes", "cannon, pink-winning")],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("What strokes did the break make")
        .has("is not a stroke");
    let late = post_deal(
        &mut app,
        id,
        &[("d_start_0", "10"), ("d_player", "1"), ("d_points", "3")],
    );
    assert_eq!(late.status, 422, "{}", late.body);
    late.has("a handicap start is given on a game");
    let twice = post_deal(&mut app, id, &[("d_player", "0"), ("d_points", "3")]);
    assert_eq!(twice.status, 422, "{}", twice.body);
    assert_eq!(stored_deals(&app, id).len(), 1);
}

/// Control Club rule 9 at a table (seed 000 L10028–10030): Ann misses, Bob misses (his miss
/// gives her a point, which is no score of hers), and Ann's second miss running is refused
/// at the strokes' field; with the double baulk ticked it is taken.
#[test]
fn no_two_misses_running_at_a_table() {
    let mut app = TestApp::with_director();
    let ann = add_member(&app, "Ann Abbott");
    let bob = add_member(&app, "Bob Brown");
    let id = table(&mut app, "billiards", SEASON, &ann, &bob);
    entry(&mut app, id, &[("d_player", "0"), ("d_strokes", "miss")]);
    entry(&mut app, id, &[("d_player", "1"), ("d_strokes", "miss")]);
    let again = post_deal(&mut app, id, &[("d_player", "0"), ("d_strokes", "miss")]);
    assert_eq!(again.status, 422, "{}", again.body);
    again
        .has("What strokes did the break make")
        .has("Control Club rule 9");
    assert_eq!(stored_deals(&app, id).len(), 2);
    entry(
        &mut app,
        id,
        &[
            ("d_player", "0"),
            ("d_strokes", "miss"),
            ("d_double_baulk", "on"),
        ],
    );
    assert_eq!(stored_deals(&app, id).len(), 3);
}

/// The pad says whose break is next and the form starts with that player chosen; a break with
/// no player is refused in one sentence naming the field once; the stake is a game won, as
/// the pad settles it; a winning break past the points says what it was and what counted; and
/// the printed ladder is headed with the club's name.
#[test]
fn the_next_player_the_stake_a_game_and_the_printed_ladder() {
    let mut app = TestApp::with_director();
    let saved = app.post(
        "/club",
        &[
            ("name", "Crucible Club"),
            ("time_zone", "Europe/London"),
            ("money", "decimal"),
            ("currency", "£"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get("/tables/new?law=billiards").has("pence a game won");
    let ann = add_member(&app, "Ann Abbott");
    let bob = add_member(&app, "Bob Brown");
    let id = table(&mut app, "billiards", SEASON, &ann, &bob);
    entry(&mut app, id, &[("d_player", "0"), ("d_points", "79")]);
    app.get(&format!("/tables/{id}"))
        .has("Bob Brown&#39;s break is next.")
        .has("<option value=\"1\" selected>Bob Brown</option>");
    let blank = post_deal(&mut app, id, &[("d_player", ""), ("d_points", "5")]);
    assert_eq!(blank.status, 422, "{}", blank.body);
    blank.has("choose the player who made the break");
    assert!(
        !blank
            .body
            .contains("whose break was it?: whose break was it?"),
        "{}",
        blank.body
    );
    entry(&mut app, id, &[("d_player", "1"), ("d_points", "70")]);
    entry(&mut app, id, &[("d_player", "0"), ("d_points", "25")]);
    app.get(&format!("/tables/{id}"))
        .has("Ann Abbott&#39;s break of 25: 25 points; 21 were needed and the game is won")
        .has("a game won");
    let ladder = app.get("/ladders?law=billiards&season=Handicap%202026");
    assert_eq!(ladder.status, 200, "{}", ladder.body);
    ladder.has("class=\"club-name\">Crucible Club<");
}

/// Bagatelle pays its stake per game, a double twice (seed 000 L9340–9343), not per point:
/// the new-table form and the pad say so, not "pence a point".
#[test]
fn the_bagatelle_stake_is_paid_per_game() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=bagatelle")
        .has("pence a game won, twice for a double")
        .lacks("pence a point");
    let id = crate::support::guest_table(&mut app, "bagatelle", &["Ann", "Bob"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("a game won, twice for a double")
        .lacks("a point");
}
