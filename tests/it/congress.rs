//! A skat congress over HTTP (issue 14 item 4): players registered (a member and visitors), the
//! first series seated by lot and replayed from its seed, a late player seated before the first
//! round and another refused after it, one table's sheet entered deal by deal (with a
//! correction kept in the history and a penalty on the ledger), another by its totals, the
//! series closed, a second series drawn and entered, the standings anyone may read and the
//! prizes by the League's order.

use hoyle::congress::TableSize;
use hoyle::congress::draw;
use hoyle::db::congress as store;

use crate::support::{Reply, TestApp};

mod codes;
mod ending;
mod one_table;
mod secretary;

use one_table::club_skat;

fn stored(app: &TestApp, id: i64) -> store::StoredCongress {
    hoyle::db::read(&app.pool, |c| store::load(c, id)).unwrap()
}

#[track_caller]
fn ok(reply: &Reply) {
    assert_eq!(reply.status, 303, "{}", reply.body);
}

fn seat_names(app: &TestApp, id: i64, series: u32, table: u32) -> Vec<String> {
    let c = stored(app, id);
    let k = &c.congress;
    k.find_series(series).unwrap().tables[&table]
        .seats
        .iter()
        .map(|p| k.name_of(*p))
        .collect()
}

pub(crate) fn totals(
    app: &mut TestApp,
    id: i64,
    series: u32,
    table: u32,
    lines: &[(u32, u32, i64)],
) {
    let mut form: Vec<(String, String)> = Vec::new();
    for (i, (won, lost, points)) in lines.iter().enumerate() {
        form.push((format!("won_{i}"), won.to_string()));
        form.push((format!("lost_{i}"), lost.to_string()));
        form.push((format!("points_{i}"), points.to_string()));
    }
    let form: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    ok(&app.post(
        &format!("/congresses/{id}/series/{series}/tables/{table}/totals"),
        &form,
    ));
}

#[test]
fn a_congress_from_registration_through_two_series_to_the_prizes() {
    let mut app = TestApp::with_director();
    let member = hoyle::db::write(&app.pool, |tx| {
        let new = hoyle::db::members::NewMember::new("Ahrens", "", "").unwrap();
        hoyle::db::members::add(tx, &new)
    })
    .unwrap();

    // The congress: one round a series, so a table of four plays four deals.
    let reply = app.post(
        "/congresses",
        &[
            ("name", "Skat Congress 1926"),
            ("date", "1926-07-04"),
            ("rounds", "1"),
            ("prizes", "7"),
            ("seed", "77"),
        ],
    );
    ok(&reply);
    let id: i64 = reply
        .location
        .as_deref()
        .unwrap()
        .trim_start_matches("/congresses/")
        .parse()
        .unwrap();
    app.get("/congresses").has("Skat Congress 1926");

    // Registration: a member of the club and six visitors; a name twice is refused.
    ok(&app.post(
        &format!("/congresses/{id}/players"),
        &[("member", &member.id.to_string()), ("name", "")],
    ));
    for name in ["Brandt", "Claussen", "Dietz", "Engel", "Fuchs", "Graf"] {
        ok(&app.post(&format!("/congresses/{id}/players"), &[("name", name)]));
    }
    let twice = app.post(&format!("/congresses/{id}/players"), &[("name", "Graf")]);
    assert_eq!(twice.status, 422);
    twice.has("Graf is already registered");

    // The draw asks once, then seats seven at a table of four and a table of three.
    let unasked = app.post(&format!("/congresses/{id}/draw"), &[("seed", "1926")]);
    assert_eq!(unasked.status, 422);
    assert!(stored(&app, id).congress.series.is_empty());
    ok(&app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "1926"), ("confirm", "yes")],
    ));
    let c = stored(&app, id);
    let s1 = c.congress.find_series(1).unwrap();
    assert_eq!(s1.draw.seed, 1926);
    let replayed = draw::draw(&s1.draw.entrants, 1926, TableSize::Fours).unwrap();
    assert_eq!(
        replayed.tables, s1.draw.tables,
        "the seating replays from its seed"
    );
    assert_eq!(
        s1.draw.tables.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![4, 3]
    );
    app.get(&format!("/congresses/{id}/series/1/draw"))
        .has("1926")
        .has("the lot gives the same tables");

    // A player coming late is seated at the table of three before the first round.
    ok(&app.post(&format!("/congresses/{id}/players"), &[("name", "Hahn")]));
    let hahn = stored(&app, id)
        .congress
        .players
        .iter()
        .find(|p| p.name == "Hahn")
        .unwrap()
        .id;
    ok(&app.post(
        &format!("/congresses/{id}/series/1/late"),
        &[("player", &hahn.to_string()), ("table", "2")],
    ));
    assert_eq!(seat_names(&app, id, 1, 2).len(), 4);
    assert_eq!(seat_names(&app, id, 1, 2)[3], "Hahn");

    // Table 1, deal by deal. At a table of four the dealer sits out; seat k is Vorhand of
    // deal k + 1. Solo in clubs with two, Schneider: 12 × (2 + 2) = 48 (Laws IX, seed 001
    // L11029–11043).
    let t1 = seat_names(&app, id, 1, 1);
    let deals = format!("/congresses/{id}/series/1/tables/1/deals");
    ok(&app.post(
        &deals,
        &[
            ("deal_no", "1"),
            ("declarer", "0"),
            ("game", "solo"),
            ("trump", "clubs"),
            ("matadores", "2"),
            ("matadores_are", "with"),
            ("card_points", "95"),
        ],
    ));
    // A Tournee in hearts with one, 50 card points: lost, 6 × 2 = 12.
    ok(&app.post(
        &deals,
        &[
            ("deal_no", "2"),
            ("declarer", "1"),
            ("game", "tournee"),
            ("trump", "hearts"),
            ("matadores", "1"),
            ("card_points", "50"),
        ],
    ));
    // Refused: card points over 120, named at the field; nothing saved.
    let refused = app.post(
        &deals,
        &[
            ("deal_no", "3"),
            ("declarer", "2"),
            ("game", "solo"),
            ("trump", "spades"),
            ("matadores", "1"),
            ("card_points", "130"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-card_points\"");
    assert_eq!(stored(&app, id).deals[&(1, 1)].len(), 2);
    // A Ramsch: seats 2, 3 and 0 hold cards (seat 1 deals); seat 2 has the most and loses 20
    // (L11076–11087).
    ok(&app.post(
        &deals,
        &[
            ("deal_no", "3"),
            ("declarer", ""),
            ("game", "ramsch"),
            ("ramsch_2", "62"),
            ("ramsch_3", "40"),
            ("ramsch_0", "18"),
            ("last_trick", "2"),
        ],
    ));
    // A Solo in hearts without three, recorded as a prize possibility and O.K.'d: 10 × 4 = 40.
    ok(&app.post(
        &deals,
        &[
            ("deal_no", "4"),
            ("declarer", "3"),
            ("game", "solo"),
            ("trump", "hearts"),
            ("matadores", "3"),
            ("matadores_are", "without"),
            ("card_points", "70"),
            ("remark", "Solo without three"),
            ("prize", "yes"),
            ("ok_by", "H. S. M."),
        ],
    ));
    // The fifth deal would be past the round: refused (Laws VIII.14).
    let past = app.post(
        &deals,
        &[
            ("deal_no", "5"),
            ("declarer", "0"),
            ("game", "null"),
            ("won", "yes"),
        ],
    );
    assert_eq!(past.status, 422, "{}", past.body);
    // The Tournee corrected: 61 card points, won. The old deal stays in the history.
    app.get(&format!("/congresses/{id}/series/1/tables/1?deal=2"))
        .has("Correct deal 2")
        .has("value=\"50\"");
    ok(&app.post(
        &deals,
        &[
            ("deal_no", "2"),
            ("version", "1"),
            ("declarer", "1"),
            ("game", "tournee"),
            ("trump", "hearts"),
            ("matadores", "1"),
            ("card_points", "61"),
        ],
    ));
    let stale = app.post(
        &deals,
        &[
            ("deal_no", "2"),
            ("version", "1"),
            ("declarer", "1"),
            ("game", "tournee"),
            ("trump", "hearts"),
            ("matadores", "1"),
            ("card_points", "40"),
        ],
    );
    assert_eq!(
        stale.status, 422,
        "a correction against an older version is refused"
    );
    let history = hoyle::db::read(&app.pool, |c| store::history(c, id)).unwrap();
    let corrected = history.iter().find(|h| h.action == "corrected").unwrap();
    assert!(corrected.old_value.as_deref().unwrap().contains("50"));
    assert!(corrected.new_value.as_deref().unwrap().contains("61"));
    // A misdeal on the ledger: 10 points, kept apart until the end of the rounds.
    ok(&app.post(
        &format!("/congresses/{id}/series/1/tables/1/fines"),
        &[
            ("fine_player", "0"),
            ("fine_round", "1"),
            ("fine_points", "10"),
            ("fine_reason", "misdeal"),
        ],
    ));
    let sheet = app.get(&format!("/congresses/{id}/series/1/tables/1"));
    sheet
        .has("Solo ♣, with 2")
        .has("misdeal")
        .has("Solo without three");

    // The first round is played: a late player is refused now.
    ok(&app.post(&format!("/congresses/{id}/players"), &[("name", "Iske")]));
    let iske = stored(&app, id)
        .congress
        .players
        .iter()
        .find(|p| p.name == "Iske")
        .unwrap()
        .id;
    let late = app.post(
        &format!("/congresses/{id}/series/1/late"),
        &[("player", &iske.to_string()), ("table", "2")],
    );
    assert_eq!(late.status, 422);
    late.has("a player coming late cannot play");

    // Table 2 by its sheets' totals.
    totals(
        &mut app,
        id,
        1,
        2,
        &[(2, 0, 60), (1, 1, 4), (0, 1, -20), (1, 0, 24)],
    );

    // The sheets of table 1: seat 0 won 48, seat 1 won 12, seat 2 lost the Ramsch, seat 3 won 40.
    let c = stored(&app, id);
    let s1 = c.congress.find_series(1).unwrap();
    let sheet = c.congress.table_sheet(s1, &s1.tables[&1]).unwrap();
    let points: Vec<i64> = sheet.seats.iter().map(|s| s.points).collect();
    assert_eq!(points, vec![48, 12, -20, 40]);
    assert_eq!(
        sheet.seats[0].score(),
        38,
        "the round played, the misdeal subtracted"
    );
    assert_eq!(sheet.seats[3].plays.len(), 1);

    // The public standings: no login, refreshing themselves while a series is played.
    let cookie = app.cookie();
    app.logout();
    let standings = app.get(&format!("/congresses/{id}/standings"));
    assert_eq!(standings.status, 200);
    standings
        .has("<meta http-equiv=\"refresh\" content=\"30\">")
        .has(&t1[0]);
    let refused = app.post(
        &deals,
        &[
            ("deal_no", "5"),
            ("declarer", "0"),
            ("game", "null"),
            ("won", "yes"),
        ],
    );
    assert!(
        refused
            .location
            .as_deref()
            .unwrap_or("")
            .starts_with("/login"),
        "nobody logged in enters nothing: {:?}",
        refused.location
    );
    assert_eq!(stored(&app, id).deals[&(1, 1)].len(), 4);
    app.set_cookie(cookie);

    // Series 1 closed; series 2 drawn among all nine, three tables of three, by totals.
    ok(&app.post(
        &format!("/congresses/{id}/series/1/close"),
        &[("confirm", "yes")],
    ));
    ok(&app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "1927"), ("confirm", "yes")],
    ));
    let c = stored(&app, id);
    let s2 = c.congress.find_series(2).unwrap();
    assert_eq!(s2.draw.entrants.len(), 9);
    assert_eq!(
        draw::draw(&s2.draw.entrants, 1927, TableSize::Fours)
            .unwrap()
            .tables,
        s2.draw.tables
    );
    let closed = app.post(
        &deals,
        &[
            ("deal_no", "5"),
            ("declarer", "0"),
            ("game", "null"),
            ("won", "yes"),
        ],
    );
    assert_eq!(closed.status, 422, "series 1 is closed");
    totals(&mut app, id, 2, 1, &[(3, 0, 150), (0, 2, -30), (0, 1, -10)]);
    totals(&mut app, id, 2, 2, &[(1, 1, 10), (1, 0, 20), (0, 0, 0)]);
    totals(&mut app, id, 2, 3, &[(0, 0, 0), (2, 1, 5), (1, 1, 9)]);
    // A Tournee without four recorded on a sheet entered by totals, for the 7th prize.
    let winner2 = seat_names(&app, id, 2, 2)[1].clone();
    ok(&app.post(
        &format!("/congresses/{id}/series/2/tables/2/plays"),
        &[
            ("play_player", "1"),
            ("play_class", "tournee"),
            ("play_suit", "clubs"),
            ("play_without", "4"),
            ("play_value", "40"),
            ("play_card_points", "75"),
            ("play_ok_by", "H. S. M."),
        ],
    ));
    ok(&app.post(
        &format!("/congresses/{id}/series/2/close"),
        &[("confirm", "yes"), ("last", "yes")],
    ));

    // Standings: seventeen entries, one per player per series, never added.
    let csv = app.get(&format!("/congresses/{id}/standings.csv"));
    assert_eq!(csv.status, 200);
    assert_eq!(csv.body.lines().count(), 1 + 8 + 9, "{}", csv.body);
    let sheets = app.get(&format!("/congresses/{id}/sheets.csv"));
    assert_eq!(sheets.body.lines().count(), 1 + 17);
    let deals_csv = app.get(&format!("/congresses/{id}/deals.csv"));
    assert_eq!(deals_csv.body.lines().count(), 1 + 4);
    app.get(&format!("/congresses/{id}/standings"))
        .lacks("http-equiv=\"refresh\"");

    // The seating by lot from seeds 1926 and 1927 (replayed above) put Ahrens, Engel, Dietz and
    // Graf at series 1 table 1; Fuchs, Claussen, Brandt (and Hahn, late) at table 2; in series 2
    // Dietz, Brandt, Claussen at table 1, Engel, Hahn, Graf at table 2 and Fuchs, Iske, Ahrens at
    // table 3.
    assert_eq!(t1, ["Ahrens", "Engel", "Dietz", "Graf"]);
    assert_eq!(seat_names(&app, id, 2, 1), ["Dietz", "Brandt", "Claussen"]);
    assert_eq!(winner2, "Hahn");
    // The prizes worked by hand (Laws XII, seed 001 L11275–11331), entries as (net games,
    // points counted): series 1 Ahrens (1, 48 − 10), Engel (1, 12), Dietz (−1, −20), Graf (1,
    // 40), Fuchs (2, 60), Claussen (0, 4), Brandt (−1, −20), Hahn (1, 24); series 2 Dietz (3,
    // 150), Brandt (−2, −30), Claussen (−1, −10), Engel (0, 10), Hahn (1, 20), Graf (0, 0),
    // Fuchs (0, 0), Iske (1, 5), Ahrens (0, 9).
    // 1st, net games: Dietz (series 2). 2nd, points: Fuchs (60). 3rd, the Solo without three:
    // Graf. 4th, net games among the rest: the 1s, the most points, Ahrens (38). 5th, points
    // among the rest: Hahn (24, series 1). 6th, the highest game, and 7th, the Tournee: the only
    // plays recorded are Graf's and Hahn's, who have their prizes ("No player is entitled to
    // more than one prize", Laws VIII.11, L10966), so nobody.
    let c = stored(&app, id);
    let awards = c.congress.prizes().unwrap();
    let got: Vec<(Option<&str>, Option<u32>)> = awards[0]
        .1
        .awards
        .iter()
        .map(|a| (a.player.as_deref(), a.session))
        .collect();
    assert_eq!(
        got,
        vec![
            (Some("Dietz"), Some(2)),
            (Some("Fuchs"), Some(1)),
            (Some("Graf"), Some(1)),
            (Some("Ahrens"), Some(1)),
            (Some("Hahn"), Some(1)),
            (None, None),
            (None, None),
        ]
    );
    let page = app.get(&format!("/congresses/{id}/prizes"));
    assert_eq!(page.status, 200);
    page.has("final")
        .has("Dietz")
        .has("Solo ♥ without 3, worth 40")
        .has("nobody");
    let prizes_csv = app.get(&format!("/congresses/{id}/prizes.csv"));
    assert_eq!(prizes_csv.body.lines().count(), 1 + 7);
}

/// `hoyle congress draw` seats players 1..=N as the web app seats its entrants, so a draw can be
/// checked from its seed; five sit at one table of five, two are refused with exit 2.
#[test]
fn the_command_line_replays_a_draw() {
    let (status, stdout, stderr) = crate::support::hoyle(
        &["congress", "draw", "--players", "11", "--seed", "1926"],
        "",
    );
    assert_eq!(status, 0, "{stderr}");
    let got: draw::Draw = serde_json::from_str(&stdout).unwrap();
    let entrants: Vec<i64> = (1..=11).collect();
    assert_eq!(got, draw::draw(&entrants, 1926, TableSize::Fours).unwrap());
    assert_eq!(
        got.tables.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![4, 4, 3]
    );
    let (_, five, _) =
        crate::support::hoyle(&["congress", "draw", "--players", "5", "--seed", "1"], "");
    assert!(five.contains("\"tables\""));
    let (status, stdout, stderr) =
        crate::support::hoyle(&["congress", "draw", "--players", "2", "--seed", "1"], "");
    assert_eq!(status, 2);
    assert!(stdout.is_empty());
    assert!(stderr.starts_with("players:"), "{stderr}");
}
