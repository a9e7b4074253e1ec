//! Issue 13, audited promise by promise (the server's side is in `hardening_server.rs`): what
//! `hardening.rs` tried on one form each, tried on every form that keeps a name or a date
//! (control characters refused in every name, every date between the years 1800 and 2200); a
//! failed write of a party round or a deal; the limits of a party's rounds and a congress.

use crate::support::{Reply, TestApp};

/// A name with a control character in it: an escape, which prints as nothing on a page and
/// moves the cursor on a console.
const CONTROL: &str = "Mrs\u{1b}[2J Hoyle";
/// A year a typing slip makes.
const YEAR_ZERO: &str = "0000-03-08";

#[track_caller]
fn refused(reply: &Reply, field: &str, words: &str) {
    assert_eq!(reply.status, 422, "{}", reply.body);
    if !field.is_empty() {
        reply.has(&format!("id=\"error-{field}\""));
    }
    reply.has(words);
}

#[track_caller]
fn id_after(reply: &Reply, prefix: &str) -> String {
    assert_eq!(reply.status, 303, "{}", reply.body);
    reply
        .location
        .as_deref()
        .unwrap()
        .trim_start_matches(prefix)
        .to_owned()
}

pub(crate) fn event_form<'a>(
    name: &'a str,
    date: &'a str,
    season: &'a str,
) -> Vec<(&'a str, &'a str)> {
    vec![
        ("name", name),
        ("date", date),
        ("season", season),
        ("game", "whist"),
        ("tables", "3"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
    ]
}

fn party_form<'a>(name: &'a str, date: &'a str, guests: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("kind", "progressive-euchre"),
        ("name", name),
        ("date", date),
        ("guests", guests),
        ("seed", "42"),
        ("prizes_each", "1"),
        ("ties", "lot"),
    ]
}

const GUESTS: &str = "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n";

/// Nothing the refusals below were sent with reached the database: no text column of any table
/// holds a control character (the party's guest list, kept as lines, is the one exception).
fn no_control_characters_stored(app: &TestApp) {
    let found: Vec<String> = hoyle::db::read(&app.pool, |c| {
        let tables: Vec<String> = c
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")?
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        let mut found = Vec::new();
        for table in tables {
            let columns: Vec<(String, String)> = c
                .prepare(&format!("PRAGMA table_info(\"{table}\")"))?
                .query_map([], |r| Ok((r.get(1)?, r.get(2)?)))?
                .collect::<Result<_, _>>()?;
            for (column, kind) in columns {
                if kind != "TEXT" {
                    continue;
                }
                let n: i64 = c.query_row(
                    &format!(
                        "SELECT count(*) FROM \"{table}\" WHERE instr(\"{column}\", char(27)) > 0"
                    ),
                    [],
                    |r| r.get(0),
                )?;
                if n > 0 {
                    found.push(format!("{table}.{column}"));
                }
            }
        }
        Ok(found)
    })
    .unwrap();
    assert!(found.is_empty(), "control characters kept in {found:?}");
}

#[test]
fn every_name_field_refuses_control_characters() {
    let mut app = TestApp::with_director();
    // Members and the director's own scorers.
    let member = app.post(
        "/members",
        &[("name", CONTROL), ("member_no", ""), ("email", "")],
    );
    refused(&member, "name", "control characters");
    refused(
        &app.post("/people", &[("name", CONTROL), ("password", "")]),
        "name",
        "control characters",
    );
    // The club's name, printed on every sheet.
    refused(
        &app.post(
            "/club",
            &[
                ("name", CONTROL),
                ("time_zone", "UTC"),
                ("money", "lsd"),
                ("currency", "£"),
            ],
        ),
        "name",
        "control characters",
    );
    // Events: the name and the season, when made and when edited; a visitor in a pair.
    refused(
        &app.post("/events", &event_form(CONTROL, "1927-03-08", "")),
        "name",
        "control characters",
    );
    refused(
        &app.post("/events", &event_form("Tuesday", "1927-03-08", CONTROL)),
        "season",
        "control characters",
    );
    let event = id_after(
        &app.post("/events", &event_form("Tuesday", "1927-03-08", "Spring")),
        "/events/",
    );
    let edit = format!("/events/{event}/edit");
    refused(
        &app.post(
            &edit,
            &[("name", CONTROL), ("date", "1927-03-08"), ("season", "S")],
        ),
        "name",
        "control characters",
    );
    refused(
        &app.post(
            &edit,
            &[("name", "T"), ("date", "1927-03-08"), ("season", CONTROL)],
        ),
        "season",
        "control characters",
    );
    let pairs = app.post(&format!("/events/{event}/pairs"), &[("ns1_va", CONTROL)]);
    assert_eq!(pairs.status, 422, "{}", pairs.body);
    pairs.has("control characters");
    // Parties: the name and a guest's, when made and when edited.
    refused(
        &app.post("/parties", &party_form(CONTROL, "1927-02-11", GUESTS)),
        "name",
        "control characters",
    );
    let bad_guest = GUESTS.replace("L1", "L\u{1b}1");
    let guest = app.post("/parties", &party_form("Friday", "1927-02-11", &bad_guest));
    assert_eq!(guest.status, 422, "{}", guest.body);
    guest.has("control characters");
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", GUESTS)),
        "/parties/",
    );
    refused(
        &app.post(
            &format!("/parties/{party}/edit"),
            &[("name", CONTROL), ("date", "1927-02-11")],
        ),
        "name",
        "control characters",
    );
    // Club nights and tables of play: the season, a guest, the table's own name; a ladder's
    // new name.
    refused(
        &app.post(
            "/nights",
            &[
                ("date", "1927-03-08"),
                ("season", CONTROL),
                ("code", "1909"),
                ("seed", "1"),
            ],
        ),
        "season",
        "control characters",
    );
    let night = new_night(&mut app);
    let arrival = app.post(
        &format!("/nights/{night}/arrivals"),
        &[("member", ""), ("guest", CONTROL), ("cut", "")],
    );
    assert_eq!(arrival.status, 422, "{}", arrival.body);
    arrival.has("control characters");
    refused(
        &app.post(
            &format!("/nights/{night}/edit"),
            &[("date", "1927-03-08"), ("season", CONTROL)],
        ),
        "season",
        "control characters",
    );
    let table_form = |guest: &'static str, season: &'static str| {
        vec![
            ("law", "rubicon-bezique"),
            ("side0_0", ""),
            ("side0_0_guest", "Ann Ames"),
            ("side1_0", ""),
            ("side1_0_guest", guest),
            ("stake", "1"),
            ("season", season),
        ]
    };
    let table = app.post("/tables", &table_form(CONTROL, "Winter"));
    assert_eq!(table.status, 422, "{}", table.body);
    table.has("control characters");
    let table = app.post("/tables", &table_form("Bob Brown", CONTROL));
    assert_eq!(table.status, 422, "{}", table.body);
    table.has("control characters");
    let table = id_after(
        &app.post("/tables", &table_form("Bob Brown", "Winter")),
        "/tables/",
    );
    refused(
        &app.post(
            &format!("/tables/{table}/edit"),
            &[("name", CONTROL), ("season", "Winter")],
        ),
        "name",
        "control characters",
    );
    let ladder = app.post(
        "/ladders/rename",
        &[
            ("law", "rubicon-bezique"),
            ("season", "Winter"),
            ("new_season", CONTROL),
        ],
    );
    assert_eq!(ladder.status, 422, "{}", ladder.body);
    ladder.has("control characters");
    // Congresses: the name and a player's.
    let congress_form = |name: &'static str, date: &'static str| {
        vec![
            ("name", name),
            ("date", date),
            ("rounds", "1"),
            ("prizes", "7"),
            ("seed", "77"),
        ]
    };
    let congress = app.post("/congresses", &congress_form(CONTROL, "1926-07-04"));
    assert_eq!(congress.status, 422, "{}", congress.body);
    congress.has("control characters");
    let congress = id_after(
        &app.post("/congresses", &congress_form("Skat", "1926-07-04")),
        "/congresses/",
    );
    let player = app.post(
        &format!("/congresses/{congress}/players"),
        &[("member", ""), ("name", CONTROL)],
    );
    assert_eq!(player.status, 422, "{}", player.body);
    player.has("control characters");
    no_control_characters_stored(&app);
}

#[test]
fn every_date_field_keeps_to_the_years_1800_to_2200() {
    let mut app = TestApp::with_director();
    for date in [YEAR_ZERO, "1799-12-31", "2201-01-01"] {
        refused(
            &app.post("/events", &event_form("Tuesday", date, "")),
            "date",
            "between the years 1800 and 2200",
        );
        refused(
            &app.post("/parties", &party_form("Friday", date, GUESTS)),
            "date",
            "between the years 1800 and 2200",
        );
        refused(
            &app.post(
                "/nights",
                &[
                    ("date", date),
                    ("season", "Winter"),
                    ("code", "1909"),
                    ("seed", "1"),
                ],
            ),
            "date",
            "between the years 1800 and 2200",
        );
        let congress = app.post(
            "/congresses",
            &[
                ("name", "Skat"),
                ("date", date),
                ("rounds", "1"),
                ("prizes", "7"),
                ("seed", "77"),
            ],
        );
        assert_eq!(congress.status, 422, "{}", congress.body);
        congress.has("between the years 1800 and 2200");
    }
    // Re-dating what was made is held to the same years.
    let event = id_after(
        &app.post("/events", &event_form("Tuesday", "1927-03-08", "Spring")),
        "/events/",
    );
    refused(
        &app.post(
            &format!("/events/{event}/edit"),
            &[
                ("name", "Tuesday"),
                ("date", YEAR_ZERO),
                ("season", "Spring"),
            ],
        ),
        "date",
        "between the years 1800 and 2200",
    );
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", GUESTS)),
        "/parties/",
    );
    refused(
        &app.post(
            &format!("/parties/{party}/edit"),
            &[("name", "Friday"), ("date", "2201-01-01")],
        ),
        "date",
        "between the years 1800 and 2200",
    );
    let night = new_night(&mut app);
    refused(
        &app.post(
            &format!("/nights/{night}/edit"),
            &[("date", "1799-12-31"), ("season", "Winter")],
        ),
        "date",
        "between the years 1800 and 2200",
    );
    // The bounds themselves are taken.
    let bounds = app.post("/events", &event_form("First", "1800-01-01", ""));
    assert_eq!(bounds.status, 303, "{}", bounds.body);
    let bounds = app.post("/events", &event_form("Last", "2200-12-31", ""));
    assert_eq!(bounds.status, 303, "{}", bounds.body);
    let dates: Vec<String> = hoyle::db::read(&app.pool, |c| {
        let mut s = c.prepare(
            "SELECT date FROM events UNION ALL SELECT date FROM parties
             UNION ALL SELECT date FROM nights UNION ALL SELECT date FROM congresses",
        )?;
        Ok(s.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?)
    })
    .unwrap();
    assert!(
        dates
            .iter()
            .all(|d| d.as_str() >= "1800" && d.as_str() <= "2200-12-31"),
        "{dates:?}"
    );
}

/// The disk fails every write into `table` from now on.
fn failing_disk(app: &TestApp, table: &str) {
    hoyle::db::write(&app.pool, |tx| {
        tx.execute_batch(&format!(
            "CREATE TRIGGER failing_{table} BEFORE INSERT ON {table}
             BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;"
        ))?;
        Ok(())
    })
    .unwrap();
}

#[test]
fn a_failed_write_of_a_party_round_or_a_deal_says_not_saved_and_keeps_what_was_typed() {
    let mut app = TestApp::with_director();
    let guests = "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n\
                  L3, lady, 2 A\nG3, gentleman, 2 A\nL4, lady, 2 B\nG4, gentleman, 2 B\n";
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", guests)),
        "/parties/",
    );
    failing_disk(&app, "party_results");
    let round = app.post(
        &format!("/parties/{party}/round"),
        &[("round", "1"), ("t1_winner", "L1"), ("t2_winner", "L4")],
    );
    assert_eq!(round.status, 503, "{}", round.body);
    round
        .has("NOT saved")
        .has("value=\"L1\" selected")
        .lacks("nothing you entered was lost");

    let table = id_after(
        &app.post(
            "/tables",
            &[
                ("law", "rubicon-bezique"),
                ("s_code", "\"1909\""),
                ("s_truncation", "\"each\""),
                ("s_brisques", "\"winner_change\""),
                ("s_overtaken", "\"literal\""),
                ("side0_0", ""),
                ("side0_0_guest", "Ann Ames"),
                ("side1_0", ""),
                ("side1_0_guest", "Bob Brown"),
                ("stake", "5"),
                ("season", "1927"),
            ],
        ),
        "/tables/",
    );
    failing_disk(&app, "play_deals");
    let deal = app.post(
        &format!("/tables/{table}/deals"),
        &[
            ("d_scores_0", "1130"),
            ("d_scores_1", "870"),
            ("d_brisques_0", "20"),
            ("d_brisques_1", "12"),
        ],
    );
    assert_eq!(deal.status, 503, "{}", deal.body);
    deal.has("NOT saved")
        .lacks("saved: This entry")
        .has("value=\"1130\"");
}

#[test]
fn party_rounds_and_congress_shapes_are_bounded_at_their_fields() {
    let mut app = TestApp::with_director();
    let party = id_after(
        &app.post("/parties", &party_form("Friday", "1927-02-11", GUESTS)),
        "/parties/",
    );
    let round = app.post(
        &format!("/parties/{party}/round"),
        &[("round", "41"), ("t1_winner", "L1")],
    );
    assert_eq!(round.status, 422, "{}", round.body);
    round.has("at most 40 rounds");
    let congress = |rounds: &'static str| {
        vec![
            ("name", "Skat"),
            ("date", "1926-07-04"),
            ("rounds", rounds),
            ("prizes", "7"),
            ("seed", "77"),
        ]
    };
    refused(
        &app.post("/congresses", &congress("61")),
        "rounds",
        "1 to 60 rounds",
    );
    let id = id_after(&app.post("/congresses", &congress("60")), "/congresses/");
    let id_no: i64 = id.parse().unwrap();
    hoyle::db::write(&app.pool, |tx| {
        for i in 0..hoyle::db::congress::MAX_PLAYERS {
            hoyle::db::congress::register(tx, id_no, &format!("Player {i}"), None, "test")?;
        }
        Ok(())
    })
    .unwrap();
    let one_more = app.post(
        &format!("/congresses/{id}/players"),
        &[("member", ""), ("name", "One too many")],
    );
    assert_eq!(one_more.status, 422, "{}", one_more.body);
    one_more.has("at most 600 players");
}

/// A club night of the 1909 code on 8 March 1927, made through its form; its id.
fn new_night(app: &mut TestApp) -> String {
    id_after(
        &app.post(
            "/nights",
            &[
                ("date", "1927-03-08"),
                ("season", "Winter"),
                ("code", "1909"),
                ("seed", "1"),
            ],
        ),
        "/nights/",
    )
}
