//! Club ladders and tournaments over HTTP: three members play rubicon bézique tables in a
//! season and the ladder ranks them as computed by hand under each rule; head to head; the CSV's
//! nets sum to zero; a minimum of games leaves a player unranked; a tournament's game points
//! for a rubicon; refused addresses name their field and change nothing.

use crate::support::{Reply, TestApp, hoyle};

fn add_member(app: &TestApp, name: &str) -> String {
    let new = hoyle::db::members::NewMember::new(name, "", "").unwrap();
    let member = hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new)).unwrap();
    member.id.to_string()
}

pub(crate) fn table(app: &mut TestApp, law: &str, season: &str, a: &str, b: &str) -> i64 {
    let reply = app.post(
        "/tables",
        &[
            ("law", law),
            ("side0_0", a),
            ("side0_0_guest", ""),
            ("side1_0", b),
            ("side1_0_guest", ""),
            ("stake", "1"),
            ("season", season),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.clone().unwrap();
    location.trim_start_matches("/tables/").parse().unwrap()
}

fn guest_table(app: &mut TestApp, season: &str, a: &str) -> i64 {
    let reply = app.post(
        "/tables",
        &[
            ("law", "rubicon-bezique"),
            ("side0_0", a),
            ("side1_0_guest", "Gus Guest"),
            ("stake", "1"),
            ("season", season),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.clone().unwrap();
    location.trim_start_matches("/tables/").parse().unwrap()
}

pub(crate) fn bezique(app: &mut TestApp, id: i64, scores: [&str; 2], brisques: [&str; 2]) {
    let reply = app.post(
        &format!("/tables/{id}/deals"),
        &[
            ("d_scores_0", scores[0]),
            ("d_scores_1", scores[1]),
            ("d_brisques_0", brisques[0]),
            ("d_brisques_1", brisques[1]),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
}

fn piquet_partie(app: &mut TestApp, id: i64, deals: &[[i64; 2]]) {
    for [a, b] in deals {
        let (a, b) = (a.to_string(), b.to_string());
        let reply = app.post(
            &format!("/tables/{id}/deals"),
            &[("d_scores_0", a.as_str()), ("d_scores_1", b.as_str())],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
}

/// Ann, Bob and Cid at bézique in season "2026", by the 1909 code with the book's figures
/// (seed 000 L737–747): 1,550 v 1,520 is worth 600, 1,510 v 1,240 is 800, 1,320 v 620 a
/// rubicon worth 3,200.
///
/// Ann beats Bob for 600 and 800; Bob rubicons Cid for 3,200; Cid beats Ann for 800.
/// Ann: 3 played, 2 won, net +600. Bob: 3 played, 1 won (a rubicon), net +1,800.
/// Cid: 2 played, 1 won, net −2,400. The nets sum to zero.
/// By win percentage: Ann 2/3, Cid 1/2, Bob 1/3. By net value: Bob, Ann, Cid.
/// By games won: Ann 2; Bob and Cid 1 each, Bob ahead on net value.
struct Club {
    app: TestApp,
    ann: String,
    bob: String,
}

fn club() -> Club {
    let mut app = TestApp::with_director();
    let ann = add_member(&app, "Ann Abbott");
    let bob = add_member(&app, "Bob Brown");
    let cid = add_member(&app, "Cid Carter");
    let t = table(&mut app, "rubicon-bezique", "2026", &ann, &bob);
    bezique(&mut app, t, ["1550", "1520"], ["10", "10"]);
    bezique(&mut app, t, ["1510", "1240"], ["10", "10"]);
    let t = table(&mut app, "rubicon-bezique", "2026", &bob, &cid);
    bezique(&mut app, t, ["1320", "620"], ["14", "18"]);
    let t = table(&mut app, "rubicon-bezique", "2026", &cid, &ann);
    bezique(&mut app, t, ["1510", "1240"], ["10", "10"]);
    // Not counted: a guest's table, another season, another game.
    let t = guest_table(&mut app, "2026", &ann);
    bezique(&mut app, t, ["1320", "620"], ["14", "18"]);
    let t = table(&mut app, "rubicon-bezique", "2025", &ann, &bob);
    bezique(&mut app, t, ["1320", "620"], ["14", "18"]);
    let t = table(&mut app, "rubicon-piquet", "2026", &ann, &bob);
    piquet_partie(
        &mut app,
        t,
        &[[20, 18], [15, 31], [25, 10], [20, 13], [20, 15], [20, 11]],
    );
    Club { app, ann, bob }
}

/// The member names of the ladder's rows in order, with their place.
fn places(page: &Reply) -> Vec<(String, String)> {
    let table = page.body.split("<table class=\"ladder\">").nth(1).unwrap();
    let table = table.split("</table>").next().unwrap();
    table
        .split("<tr>")
        .skip(2)
        .filter_map(|row| {
            let cells: Vec<&str> = row
                .split("<td")
                .skip(1)
                .map(|c| c.split('>').nth(1).unwrap().split('<').next().unwrap())
                .collect();
            (cells.len() > 1).then(|| (cells[0].to_owned(), cells[1].to_owned()))
        })
        .collect()
}

fn pairs(names: &[(&str, &str)]) -> Vec<(String, String)> {
    names
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
        .collect()
}

#[test]
fn the_ladder_ranks_by_the_clubs_rule() {
    let Club { mut app, .. } = club();
    let page = app.get("/ladders?law=rubicon-bezique&season=2026");
    assert_eq!(page.status, 200, "{}", page.body);
    page.has("Ranked by games won over games played")
        .has("Hundreds")
        .has("Not counted: table 4: a guest played");
    assert_eq!(
        places(&page),
        pairs(&[("1", "Ann Abbott"), ("2", "Cid Carter"), ("3", "Bob Brown")])
    );
    // Ann's line: played 3, won 2, lost 1, drawn 0, lurches 0, net 600, 6 hundreds.
    page.has(
        "<td class=\"num\">1</td><td>Ann Abbott</td><td class=\"num\">3</td><td class=\"num\">2</td>",
    );
    page.has("<td class=\"num plus\">1800</td>")
        .has("<td class=\"num wide\">18</td>")
        .has("<td class=\"num minus\">-2400</td>")
        .has("<td class=\"num wide\">-24</td>");
    let by_net = app.get("/ladders?law=rubicon-bezique&season=2026&ranking=net_value");
    by_net.has("Ranked by net value won, then games won");
    assert_eq!(
        places(&by_net),
        pairs(&[("1", "Bob Brown"), ("2", "Ann Abbott"), ("3", "Cid Carter")])
    );
    let by_games = app.get("/ladders?law=rubicon-bezique&season=2026&ranking=games_won");
    assert_eq!(
        places(&by_games),
        pairs(&[("1", "Ann Abbott"), ("2", "Bob Brown"), ("3", "Cid Carter")])
    );
    // The pages are public and state the rule outside the form, so it prints.
    app.logout();
    let public = app.get("/ladders?law=rubicon-bezique&season=2026&ranking=games_won");
    assert_eq!(public.status, 200);
    public.has("<p id=\"rule\">Ranked by games won, then net value");
}

#[test]
fn a_minimum_of_games_leaves_a_player_unranked() {
    let Club { mut app, .. } = club();
    let page = app.get("/ladders?law=rubicon-bezique&season=2026&minimum_games=3");
    assert_eq!(page.status, 200, "{}", page.body);
    page.has("A member needs 3 games to be ranked")
        .has("Not ranked: fewer than 3 games");
    assert_eq!(
        places(&page),
        pairs(&[("1", "Ann Abbott"), ("2", "Bob Brown"), ("", "Cid Carter")])
    );
}

#[test]
fn head_to_head_gives_each_pairs_record() {
    let Club { mut app, .. } = club();
    let page = app.get("/ladders?law=rubicon-bezique&season=2026");
    let grid = page
        .body
        .split("<table class=\"head-to-head\">")
        .nth(1)
        .unwrap();
    let row = |a: &str, b: &str, won: u32, lost: u32, net: &str| {
        format!(
            "<tr><td>{a}</td><td>{b}</td><td class=\"num\">{won}</td><td class=\"num\">{lost}</td><td class=\"num\">0</td><td class=\"num {net}</td></tr>"
        )
    };
    for needle in [
        row("Ann Abbott", "Bob Brown", 2, 0, "plus\">1400"),
        row("Ann Abbott", "Cid Carter", 0, 1, "minus\">-800"),
        row("Bob Brown", "Cid Carter", 1, 0, "plus\">3200"),
    ] {
        assert!(grid.contains(&needle), "{needle} not in {grid}");
    }
}

#[test]
fn the_csv_and_the_command_line_give_the_same_lines_summing_to_zero() {
    let Club { mut app, ann, .. } = club();
    let csv = app.get("/ladders.csv?law=rubicon-bezique&season=2026&minimum_games=3");
    assert_eq!(csv.status, 200, "{}", csv.body);
    assert!(csv.content_type.starts_with("text/csv"));
    let mut lines = csv.body.lines();
    assert_eq!(
        lines.next(),
        Some("rank,member_id,player,played,won,lost,drawn,lurches,net,hundreds")
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), 3);
    assert_eq!(
        rows[0],
        [
            "1",
            ann.as_str(),
            "Ann Abbott",
            "3",
            "2",
            "1",
            "0",
            "0",
            "600",
            "6"
        ]
    );
    assert_eq!(rows[2][0], "", "Cid is unranked");
    let net: i64 = rows.iter().map(|r| r[8].parse::<i64>().unwrap()).sum();
    assert_eq!(net, 0);
    let db = app.dir.path().join("hoyle.db");
    let db = db.to_str().unwrap();
    let args = [
        "export",
        "ladder",
        "--law",
        "rubicon-bezique",
        "--season",
        "2026",
        "--minimum-games",
        "3",
        "--db",
        db,
    ];
    let (status, out, err) = hoyle(&args, "");
    assert_eq!(status, 0, "{err}");
    assert_eq!(out, csv.body);
    let (status, _, err) = hoyle(
        &[
            "export", "ladder", "--law", "whist", "--season", "2026", "--db", db,
        ],
        "",
    );
    assert_eq!(status, 2);
    assert!(err.contains("law: no law \"whist\""), "{err}");
    let (status, _, err) = hoyle(
        &[
            "export",
            "ladder",
            "--law",
            "rubicon-bezique",
            "--season",
            "2026",
            "--ranking",
            "luck",
            "--db",
            db,
        ],
        "",
    );
    assert_eq!(status, 2);
    assert!(err.contains("ranking: \"luck\" is not one of"), "{err}");
}

/// A tournament of rubicon piquet parties under the label "Spring open" (a partie has final
/// points and a rubicon, as a cribbage game has its lurch). Ann rubicons Bob, 120 v 98 (seed 000
/// L3822–3823): 3 game points, spread +22. Bob beats Cid 130 v 110: 2 game points, spread
/// +11 when counted up to 121, +20 up to 130.
#[test]
fn a_tournament_scores_game_points_for_a_win_and_a_rubicon() {
    let Club { mut app, ann, bob } = club();
    let cid = add_member(&app, "Cid Carter II");
    let t = table(&mut app, "rubicon-piquet", "Spring open", &ann, &bob);
    piquet_partie(
        &mut app,
        t,
        &[[20, 18], [15, 31], [25, 10], [20, 13], [20, 15], [20, 11]],
    );
    let t = table(&mut app, "rubicon-piquet", "Spring open", &bob, &cid);
    piquet_partie(
        &mut app,
        t,
        &[[20, 20], [20, 20], [20, 20], [20, 20], [20, 15], [30, 15]],
    );
    let page = app.get("/ladders/tournament?law=rubicon-piquet&season=Spring+open");
    assert_eq!(page.status, 200, "{}", page.body);
    page.has("a win earns 2 game points, a lurch 3");
    let row = |rank: u32, name: &str, played: u32, won: u32, points: i64, spread: &str| {
        format!(
            "<tr><td class=\"num\">{rank}</td><td>{name}</td><td class=\"num\">{played}</td><td class=\"num\">{won}</td><td class=\"num\">{points}</td><td class=\"num {spread}</td></tr>"
        )
    };
    page.has(&row(1, "Ann Abbott", 1, 1, 3, "plus\">22"))
        .has(&row(2, "Bob Brown", 2, 1, 2, "minus\">-11"))
        .has(&row(3, "Cid Carter II", 1, 0, 0, "minus\">-11"));
    let csv = app.get(
        "/ladders/tournament.csv?law=rubicon-piquet&season=Spring+open&lurch_points=4&target=130",
    );
    assert_eq!(csv.status, 200, "{}", csv.body);
    let body: Vec<&str> = csv.body.lines().collect();
    assert_eq!(
        body[0],
        "rank,member_id,player,played,won,game_points,spread"
    );
    assert_eq!(body[1], format!("1,{ann},Ann Abbott,1,1,4,22"));
    assert_eq!(body[2], format!("2,{bob},Bob Brown,2,1,2,-2"));
    assert_eq!(body[3], format!("3,{cid},Cid Carter II,1,0,0,-20"));
    // Bézique counts no game to a target: no spread to rank by.
    let bezique = app.get("/ladders/tournament?law=rubicon-bezique&season=2026");
    assert_eq!(bezique.status, 422);
    bezique.has("no tournament spread");
}

#[test]
fn bad_choices_are_refused_by_name_and_change_nothing() {
    let Club { mut app, .. } = club();
    let before = app.pool.generation();
    for (path, message) in [
        (
            "/ladders?law=whist&season=2026",
            "law: no law &#34;whist&#34;",
        ),
        (
            "/ladders?law=rubicon-bezique&ranking=alphabetical",
            "ranking: &#34;alphabetical&#34; is not one of win_percentage, net_value, games_won",
        ),
        (
            "/ladders?law=rubicon-bezique&minimum_games=-1",
            "minimum_games: &#34;-1&#34; is not a whole number 0–1000",
        ),
        ("/ladders.csv?season=2026", "law: choose the game"),
        (
            "/ladders?law=cribbage-four-hand",
            "law: cribbage-four-hand is not a game between two players, so it has no ladder",
        ),
        (
            "/ladders?law=duplicate",
            "law: duplicate is not kept at a table",
        ),
        (
            "/ladders/tournament?law=rubicon-piquet&win_points=3&lurch_points=2",
            "lurch_points: a lurch earns at least what a win earns",
        ),
    ] {
        let reply = app.get(path);
        assert_eq!(reply.status, 422, "{path}: {}", reply.body);
        reply.has(message);
    }
    assert_eq!(app.pool.generation(), before);
    // No game chosen yet: the chooser, not an error.
    let chooser = app.get("/ladders");
    assert_eq!(chooser.status, 200);
    chooser
        .has("Choose the game")
        .has("<option value=\"rubicon-piquet\"");
}

fn cribbage_game(app: &mut TestApp, id: i64, first: [&str; 2], last: &str) {
    for (dealer, totals) in [("0", first), ("1", [last, "0"])] {
        let reply = app.post(
            &format!("/tables/{id}/deals"),
            &[
                ("d_dealer", dealer),
                ("d_total_0", totals[0]),
                ("d_total_1", totals[1]),
            ],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
}

/// A cribbage tournament, six-card to 121 by the 1909 lurch line (under 61, seed 000
/// L1173–1175). Ann lurches Bob 121 v 50; Bob beats Cid 121 v 90 (no lurch by 1909; the 1927
/// line, under 91, would lurch him); Cid beats Ann 121 v 70.
/// Ann: 3 game points, spread +71 − 51 = +20. Cid: 2, spread −31 + 51 = +20. Bob: 2, spread
/// +31 − 71 = −40. So Ann, Cid, Bob; with a lurch worth only a win, Ann and Cid share first.
#[test]
fn a_cribbage_tournament_ranks_by_game_points_then_wins_then_spread() {
    let mut app = TestApp::with_director();
    let ann = add_member(&app, "Ann Abbott");
    let bob = add_member(&app, "Bob Brown");
    let cid = add_member(&app, "Cid Carter");
    let cup = "Cribbage cup 2026-03-14";
    let t = table(&mut app, "cribbage", cup, &ann, &bob);
    cribbage_game(&mut app, t, ["60", "50"], "61");
    let t = table(&mut app, "cribbage", cup, &bob, &cid);
    cribbage_game(&mut app, t, ["60", "90"], "61");
    let t = table(&mut app, "cribbage", cup, &cid, &ann);
    cribbage_game(&mut app, t, ["60", "70"], "61");
    let csv = |app: &mut TestApp, extra: &str| {
        let reply = app.get(&format!(
            "/ladders/tournament.csv?law=cribbage&season=Cribbage+cup+2026-03-14{extra}"
        ));
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply
            .body
            .lines()
            .skip(1)
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        csv(&mut app, ""),
        [
            format!("1,{ann},Ann Abbott,2,1,3,20"),
            format!("2,{cid},Cid Carter,2,1,2,20"),
            format!("3,{bob},Bob Brown,2,1,2,-40"),
        ]
    );
    assert_eq!(
        csv(&mut app, "&lurch_points=2"),
        [
            format!("1,{ann},Ann Abbott,2,1,2,20"),
            format!("1,{cid},Cid Carter,2,1,2,20"),
            format!("3,{bob},Bob Brown,2,1,2,-40"),
        ]
    );
    // The page offers cribbage first when no game is chosen, and names the rule in force.
    app.get("/ladders/tournament")
        .has("<option value=\"cribbage\" selected>");
    app.get("/ladders/tournament?law=cribbage&season=Cribbage+cup+2026-03-14")
        .has("a win earns 2 game points, a lurch 3")
        .has("counted up to 121");
    // The same games make a ladder: lurches counted, nets (in games) summing to zero.
    let ladder = app.get("/ladders.csv?law=cribbage&season=Cribbage+cup+2026-03-14");
    ladder.has(&format!("1,{ann},Ann Abbott,2,1,1,0,1,1,\n"));
}
