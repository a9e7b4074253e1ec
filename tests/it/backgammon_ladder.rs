//! A backgammon ladder season over HTTP: three members play money games at tables of the
//! season "Backgammon 2026", one table with the Jacoby rule; the season ladder (`/ladders`)
//! reads each table's sitting as one match, its winner the player up at the end and its value
//! his net in stakes. A beaver where the table does not allow one is refused at its field and
//! saves nothing.

use crate::support::{TestApp, post_deal, stored_deals};

const SEASON: &str = "Backgammon 2026";

fn add_member(app: &TestApp, name: &str) -> String {
    let new = hoyle::db::members::NewMember::new(name, "", "").unwrap();
    let member = hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new)).unwrap();
    member.id.to_string()
}

/// A backgammon table of the season between members `a` and `b`, with the law's `settings`.
fn table(app: &mut TestApp, a: &str, b: &str, settings: &[(&str, &str)]) -> i64 {
    let mut form = vec![
        ("law", "backgammon"),
        ("side0_0", a),
        ("side0_0_guest", ""),
        ("side1_0", b),
        ("side1_0_guest", ""),
        ("stake", "1"),
        ("season", SEASON),
    ];
    form.extend_from_slice(settings);
    let reply = app.post("/tables", &form);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.clone().unwrap();
    location.trim_start_matches("/tables/").parse().unwrap()
}

fn game(app: &mut TestApp, id: i64, fields: &[(&str, &str)]) {
    let reply = post_deal(app, id, fields);
    assert_eq!(reply.status, 303, "{}", reply.body);
}

/// By hand, at a stake of 1:
/// Ann v Bob, with the Jacoby rule: Ann's undoubled gammon is single (+1), Bob's hit at the cube
/// of 2 (−2), Ann's gammon at 2 (+4): Ann is up 3.
/// Bob v Cid: Cid's backgammon, thrice (−3 to Bob), Bob's hit at 4 (+4): Bob is up 1.
/// Cid v Ann: Cid's gammon at 2 (+4), Ann gives up at Cid's first double (+1): Cid is up 5.
/// Each played 2 and won 1; nets Ann 3 − 5 = −2, Bob −3 + 1 = −2, Cid −1 + 5 = +4. By win
/// percentage, all at a half, then net: Cid first, Ann and Bob share second.
fn season(app: &mut TestApp) -> [i64; 3] {
    let ann = add_member(app, "Ann Abbott");
    let bob = add_member(app, "Bob Brown");
    let cid = add_member(app, "Cid Carter");
    let first = table(app, &ann, &bob, &[("s_jacoby", "true")]);
    game(app, first, &[("d_winner", "0"), ("d_kind", "gammon")]);
    game(
        app,
        first,
        &[
            ("d_winner", "1"),
            ("d_kind", "hit"),
            ("d_cube", "2"),
            ("d_owner", "1"),
        ],
    );
    game(
        app,
        first,
        &[
            ("d_winner", "0"),
            ("d_kind", "gammon"),
            ("d_cube", "2"),
            ("d_owner", "0"),
        ],
    );
    let second = table(app, &bob, &cid, &[]);
    game(app, second, &[("d_winner", "1"), ("d_kind", "backgammon")]);
    game(
        app,
        second,
        &[
            ("d_winner", "0"),
            ("d_kind", "hit"),
            ("d_cube", "4"),
            ("d_owner", "0"),
        ],
    );
    let third = table(app, &cid, &ann, &[]);
    game(
        app,
        third,
        &[
            ("d_winner", "0"),
            ("d_kind", "gammon"),
            ("d_cube", "2"),
            ("d_owner", "0"),
        ],
    );
    game(
        app,
        third,
        &[
            ("d_winner", "0"),
            ("d_kind", "hit"),
            ("d_cube", "1"),
            ("d_declined", "true"),
        ],
    );
    [first, second, third]
}

#[test]
fn a_backgammon_season_makes_the_ladder() {
    let mut app = TestApp::with_director();
    let [first, _, third] = season(&mut app);
    let pad = app.get(&format!("/tables/{first}"));
    assert_eq!(pad.status, 200, "{}", pad.body);
    pad.has("Ann Abbott wins a gammon, single by the Jacoby rule")
        .has("Ann Abbott wins a gammon with the cube at 2");
    app.get(&format!("/tables/{third}"))
        .has("Ann Abbott refuses Cid Carter&#39;s double with the cube at 1");

    let ladder = app.get("/ladders?law=backgammon&season=Backgammon%202026");
    assert_eq!(ladder.status, 200, "{}", ladder.body);
    ladder
        .has("<td class=\"num\">1</td><td>Cid Carter</td><td class=\"num\">2</td><td class=\"num\">1</td>")
        .has("<td class=\"num\">2</td><td>Ann Abbott</td><td class=\"num\">2</td><td class=\"num\">1</td>")
        .has("<td class=\"num\">2</td><td>Bob Brown</td><td class=\"num\">2</td><td class=\"num\">1</td>");
    let csv = app.get("/ladders.csv?law=backgammon&season=Backgammon%202026");
    assert_eq!(csv.status, 200, "{}", csv.body);
    let rows: Vec<Vec<String>> = csv
        .body
        .lines()
        .skip(1)
        .map(|l| l.split(',').map(str::to_owned).collect())
        .collect();
    let got: Vec<(&str, &str, &str, &str, &str)> = rows
        .iter()
        .map(|r| (&*r[0], &*r[2], &*r[3], &*r[4], &*r[8]))
        .collect();
    assert_eq!(
        got,
        vec![
            ("1", "Cid Carter", "2", "1", "4"),
            ("2", "Ann Abbott", "2", "1", "-2"),
            ("2", "Bob Brown", "2", "1", "-2"),
        ]
    );
    // By net value the same order; by games won all share the first place, net breaking ties.
    let by_net = app.get("/ladders.csv?law=backgammon&season=Backgammon%202026&ranking=net_value");
    assert_eq!(
        by_net.body.lines().nth(1).unwrap().split(',').nth(2),
        Some("Cid Carter")
    );
}

#[test]
fn a_beaver_where_the_table_allows_none_is_refused_at_its_field() {
    let mut app = TestApp::with_director();
    let ann = add_member(&app, "Ann Abbott");
    let bob = add_member(&app, "Bob Brown");
    let id = table(&mut app, &ann, &bob, &[]);
    game(&mut app, id, &[("d_winner", "0"), ("d_kind", "hit")]);
    let refused = post_deal(
        &mut app,
        id,
        &[
            ("d_winner", "1"),
            ("d_kind", "hit"),
            ("d_cube", "4"),
            ("d_beavers", "1"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("How many times a player doubled at once redoubled")
        .has("beavers are not allowed at this table");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // Where they are allowed, the beaver stands: Ann doubles, Bob beavers to 4 and wins a hit.
    let open = table(&mut app, &ann, &bob, &[("s_beavers", "true")]);
    game(
        &mut app,
        open,
        &[
            ("d_winner", "1"),
            ("d_kind", "hit"),
            ("d_cube", "4"),
            ("d_owner", "1"),
            ("d_beavers", "1"),
        ],
    );
    app.get(&format!("/tables/{open}"))
        .has("Bob Brown wins a hit with the cube at 4 (1 beaver)");
}
