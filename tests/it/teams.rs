//! Team matches worth the name (issue 21): two named teams of bridge players meet over four
//! boards; the match's score line (IMPs each way) and its victory points on the WBF scale are on
//! the team's page and in its CSV, and the standings' team line opens that page.

use crate::support::{TestApp, event_by_offers};

/// A bridge team match: two teams (four pairs), four boards, scored by IMPs.
pub(crate) fn team_match(app: &mut TestApp) -> i64 {
    let form = [
        ("name", "Teams night"),
        ("date", "2026-11-27"),
        ("season", "2026"),
        ("game", "bridge"),
        ("pairs", "4"),
        ("boards_per_round", "4"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", "imps"),
    ];
    event_by_offers(app, &form, "teams").1
}

/// Team 1 named with four visitors, as the teams form posts it.
const LIONS: [(&str, &str); 5] = [
    ("team1_name", "Lions"),
    ("team1_v1", "Ann"),
    ("team1_v2", "Bob"),
    ("team1_v3", "Cy"),
    ("team1_v4", "Di"),
];

/// One table's slip: every board passed out but `board`, played in `contract` by South.
fn slip(app: &mut TestApp, id: i64, table: &str, board: u32, level: &str, tricks: &str) {
    let mut form = vec![
        ("round".to_owned(), "1".to_owned()),
        ("table".to_owned(), table.to_owned()),
    ];
    for b in 1..=4 {
        if b == board {
            form.push((format!("declarer_{b}"), "S".to_owned()));
            form.push((format!("level_{b}"), level.to_owned()));
            form.push((format!("denomination_{b}"), "hearts".to_owned()));
            form.push((format!("tricks_{b}"), tricks.to_owned()));
        } else {
            form.push((format!("denomination_{b}"), "pass".to_owned()));
        }
        form.push((format!("doubled_{b}"), "no".to_owned()));
    }
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let saved = app.post(&format!("/events/{id}/entry"), &form);
    assert_eq!(saved.status, 303, "table {table}: {}", saved.body);
}

#[test]
fn a_team_match_is_scored_in_imps_and_victory_points_on_the_teams_pages() {
    let mut app = TestApp::with_director();
    let id = team_match(&mut app);
    app.get(&format!("/events/{id}"))
        .has(&format!("href=\"/events/{id}/teams\""));
    // The guide cards say how a match's boards cross, not that the pairs change every round.
    app.get(&format!("/events/{id}/print/guide-cards"))
        .has("halfway through each round, pass the boards you have played to table 2")
        .has("play the ones table 1 passes you")
        .lacks("The pairs change every round");

    // A team of three is refused at the team, and nothing is saved.
    let short = app.post(
        &format!("/events/{id}/teams"),
        &[
            ("team1_name", "Lions"),
            ("team1_v1", "Ann"),
            ("team1_v2", "Bob"),
            ("team1_v3", "Cy"),
        ],
    );
    assert_eq!(short.status, 422, "{}", short.body);
    short.has("id=\"error-team1\"").has("this one has 3");
    let named = app.post(
        &format!("/events/{id}/teams"),
        &[
            LIONS[0],
            LIONS[1],
            LIONS[2],
            LIONS[3],
            LIONS[4],
            ("team1_v5", "Ed"),
            ("team2_name", "=Tigers"),
            ("team2_v1", "Fay"),
            ("team2_v2", "Gus"),
            ("team2_v3", "Hal"),
            ("team2_v4", "Ida"),
        ],
    );
    assert_eq!(named.status, 303, "{}", named.body);
    app.get(&format!("/events/{id}/teams"))
        .has("id=\"saved\">The teams are saved.")
        .has("value=\"Lions\"")
        .has("value=\"Ed\"");
    // The event page names the teams, and their first four players sit in the team's two pairs
    // (no choosing them again on the pairs page); a teams movement has no "never meet" warning.
    app.get(&format!("/events/{id}"))
        .has(&format!(
            "<a href=\"/events/{id}/teams/1\">Team 1: Lions</a>"
        ))
        .has("Team 2: =Tigers")
        .has("Ann (visitor) &#38; Bob (visitor)")
        .has("Cy (visitor) &#38; Di (visitor)")
        .has("Hal (visitor) &#38; Ida (visitor)")
        .lacks("never meet")
        .lacks("not assigned");

    // Team 2 is at home: its pair 3 sits N-S at table 1, team 1's pair 1 at table 2. Board 1:
    // four hearts made at table 1 (+420 to team 2), two hearts made with an overtrick at table 2
    // (+140 to team 1): 280 points, 7 IMPs to team 2. The other boards are passed out twice.
    slip(&mut app, id, "1", 1, "4", "10");
    slip(&mut app, id, "2", 1, "2", "9");

    // Four boards: the blitz is 15·√4 = 30 IMPs; 7 IMPs are 13.74 to 6.26.
    assert_eq!(
        hoyle::scoring::vp::victory_points(4, 7).unwrap(),
        (1374, 626)
    );
    let standings = app.get(&format!("/events/{id}/standings"));
    standings
        .has(&format!("href=\"/events/{id}/teams/2\""))
        .has("id=\"team-standings\"")
        .has(">Team 2: =Tigers</a>")
        .has("Fay (visitor), Gus (visitor)")
        .has("<strong>13.74</strong>")
        .has("split by their IMP difference")
        .lacks("All pairs, winner first")
        .lacks("Each way");
    // By victory points: team 2 (13.74) above team 1 (6.26).
    let at = |s: &str| standings.body.find(s).unwrap_or(usize::MAX);
    assert!(at(">Team 2: =Tigers</a>") < at(">Team 1: Lions</a>"));
    assert!(at("<strong>13.74</strong>") < at("<strong>6.26</strong>"));

    // The standings CSV lists the teams too, names guarded, VPs in hundredths.
    let table = app.get(&format!("/events/{id}/standings.csv"));
    let rows: Vec<&str> = table.body.lines().collect();
    assert_eq!(
        rows[0],
        "rank,team,team_name,players,matches,imps_for,imps_against,vps"
    );
    assert!(
        rows[1].starts_with("1,2,'=Tigers,\"Fay (visitor), Gus"),
        "{}",
        table.body
    );
    assert!(rows[1].ends_with(",1,7,0,13.74"), "{}", table.body);
    assert!(rows[2].starts_with("2,1,Lions,"), "{}", table.body);
    assert!(rows[2].ends_with(",1,0,7,6.26"), "{}", table.body);

    // And the API, beside its existing fields.
    let api = app.get(&format!("/api/v1/events/{id}/standings"));
    let json: serde_json::Value = serde_json::from_str(&api.body).unwrap();
    assert!(json.get("pairs").is_some() && json.get("method").is_some());
    let first = &json["teams"][0];
    assert_eq!(first["team"], 2);
    assert_eq!(first["name"], "=Tigers");
    assert_eq!(first["vps"].to_string(), "13.74");
    assert_eq!(json["teams"][1]["rank"], 2);
    let home = app.get(&format!("/events/{id}/teams/2"));
    assert_eq!(home.status, 200, "{}", home.body);
    home.has("Team 2: =Tigers")
        .has("<li>Fay (visitor)</li>")
        .has("Team 1</a> (Lions)")
        .has("<td class=\"num\" data-label=\"IMPs for\">7</td>")
        .has("<td class=\"num\" data-label=\"IMPs against\">0</td>")
        .has("<strong>13.74</strong>")
        .has("6.26")
        .has(&format!("href=\"/events/{id}/pairs/team/2/card\""))
        .has("15 × √N");
    app.get(&format!("/events/{id}/teams/1"))
        .has("Team 1: Lions")
        .has("<strong>6.26</strong>")
        .has("13.74");

    let csv = app.get(&format!("/events/{id}/teams/2.csv"));
    assert_eq!(csv.status, 200);
    assert!(
        csv.content_type.starts_with("text/csv"),
        "{}",
        csv.content_type
    );
    let lines: Vec<&str> = csv.body.lines().collect();
    assert_eq!(
        lines[0],
        "team,team_name,line,player,round,opponent,opponent_name,boards_scored,imps_for,imps_against,vps_for,vps_against"
    );
    // The name a spreadsheet would run as a formula is written as text.
    assert_eq!(lines[1], "2,'=Tigers,player,Fay (visitor),,,,,,,,");
    assert_eq!(lines.len(), 6, "four players and one match: {}", csv.body);
    assert_eq!(
        lines[5],
        "2,'=Tigers,match,,1,1,Lions,4 of 4,7,0,13.74,6.26"
    );

    // Not a team of this event, and not a team event: no page.
    assert_eq!(app.get(&format!("/events/{id}/teams/3")).status, 404);
    assert_eq!(app.get(&format!("/events/{id}/teams/3.csv")).status, 404);
}

#[test]
fn a_match_still_being_played_shows_its_imps_so_far_and_no_victory_points() {
    let mut app = TestApp::with_director();
    let id = team_match(&mut app);
    slip(&mut app, id, "1", 1, "4", "10");
    app.get(&format!("/events/{id}"))
        .has("Team 2 0 IMPs, Team 1 0 IMPs: in play, 0 of 4 boards scored");
    app.get(&format!("/events/{id}/teams/2"))
        .has("0 of 4 boards scored")
        .has("Not named yet.")
        .lacks("13.74");
}

#[test]
fn a_member_plays_for_one_team_and_a_place_holds_a_member_or_a_visitor() {
    let mut app = TestApp::with_director();
    let ada = app.post("/members", &[("name", "Ada Lovelace")]);
    assert!(ada.status == 303 || ada.status == 200, "{}", ada.body);
    let member = hoyle::db::read(&app.pool, hoyle::db::events::members_for_assignment).unwrap()[0]
        .0
        .to_string();
    let id = team_match(&mut app);
    let four = |team: &'static str| -> Vec<(String, String)> {
        (2..=4)
            .map(|i| (format!("{team}_v{i}"), format!("{team} visitor {i}")))
            .collect()
    };
    let mut form: Vec<(String, String)> = vec![
        ("team1_name".into(), "Lions".into()),
        ("team1_p1".into(), member.clone()),
        ("team2_name".into(), "Tigers".into()),
        ("team2_p1".into(), member.clone()),
    ];
    form.extend(four("team1"));
    form.extend(four("team2"));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let twice = app.post(&format!("/events/{id}/teams"), &pairs);
    assert_eq!(twice.status, 422, "{}", twice.body);
    twice.has("that member already plays for team 1 (Lions)");
    assert!(
        hoyle::db::read(&app.pool, |c| hoyle::db::events::teams(c, id))
            .unwrap()
            .is_empty()
    );

    // Team 2's first place a visitor instead: saved, the member listed under team 1.
    form[3] = ("team2_v1".into(), "Vera".into());
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(app.post(&format!("/events/{id}/teams"), &pairs).status, 303);
    app.get(&format!("/events/{id}/teams/1"))
        .has("<li>Ada Lovelace</li>")
        .has("<li>team1 visitor 2 (visitor)</li>");

    // Both in one place is refused at the team.
    let both = app.post(
        &format!("/events/{id}/teams"),
        &[
            ("team1_name", "Lions"),
            ("team1_p1", member.as_str()),
            ("team1_v1", "Someone"),
        ],
    );
    assert_eq!(both.status, 422);
    both.has("A place holds a member or a visitor, not both");
}

#[test]
fn naming_a_team_keeps_a_pair_already_seated() {
    let mut app = TestApp::with_director();
    let id = team_match(&mut app);
    let seated = app.post(
        &format!("/events/{id}/pairs"),
        &[("ns2_va", "Zoe"), ("ns2_vb", "Yan")],
    );
    assert_eq!(seated.status, 303, "{}", seated.body);
    let named = app.post(&format!("/events/{id}/teams"), &LIONS);
    assert_eq!(named.status, 303, "{}", named.body);
    app.get(&format!("/events/{id}"))
        .has("Ann (visitor) &#38; Bob (visitor)")
        .has("Zoe (visitor) &#38; Yan (visitor)")
        .lacks("Cy (visitor) &#38; Di (visitor)");
}

#[test]
fn a_match_board_shows_the_two_tables_side_by_side_and_the_imps_to_the_winners() {
    let mut app = TestApp::with_director();
    let id = team_match(&mut app);
    let mut both = LIONS.to_vec();
    both.extend([
        ("team2_name", "Tigers"),
        ("team2_v1", "Fay"),
        ("team2_v2", "Gus"),
        ("team2_v3", "Hal"),
        ("team2_v4", "Ida"),
    ]);
    assert_eq!(app.post(&format!("/events/{id}/teams"), &both).status, 303);
    slip(&mut app, id, "1", 1, "4", "10");
    // One table in: its result beside the other's wait, no IMPs yet.
    app.get(&format!("/events/{id}/boards/1"))
        .has("Tigers (team 2) against Lions (team 1)")
        .has("Waiting for both tables")
        .lacks("N-S average");
    slip(&mut app, id, "2", 1, "2", "9");
    // Team 2 at home: +420 at table 1 (N-S), −140 at table 2 (E-W): 280 net, 7 IMPs.
    app.get(&format!("/events/{id}/boards/1"))
        .has("<th class=\"num\">Score to Tigers</th>")
        .has("data-label=\"N-S\">Lions (team 1)</td>")
        .has("+420")
        .has("-140")
        .has("Tigers +280 net: 7 IMPs to Tigers (team 2)")
        .lacks("N-S average")
        .lacks("N-S IMPs");
    app.get(&format!("/events/{id}/boards/2"))
        .has("Tigers 0 net: no IMPs either way");
    // The event page gives the match's result at the top, victory points once all is scored.
    app.get(&format!("/events/{id}"))
        .has("Tigers (team 2) 7 IMPs, Lions (team 1) 0 IMPs: victory points 13.74–6.26");
}
