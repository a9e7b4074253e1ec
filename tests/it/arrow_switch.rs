//! A Mitchell with the arrows turned in the last round, from the form to every output (issue
//! 15): the board is compared by the hands (the N-S cards with the N-S cards), each pair
//! credited in its own direction. The case is computed by hand in `tournament::switch`.

use hoyle::db::events;

use crate::support::{TestApp, created_id};

/// Three tables, one board a round; N-S hands' tricks by (round, table).
const TRICKS: [(u32, u32, u32, u32); 9] = [
    (1, 1, 1, 8),
    (1, 2, 2, 9),
    (1, 3, 3, 6),
    (2, 1, 2, 7),
    (2, 2, 3, 6),
    (2, 3, 1, 6),
    (3, 1, 3, 9),
    (3, 2, 1, 7),
    (3, 3, 2, 5),
];

fn form(switch: &str) -> Vec<(&str, &str)> {
    vec![
        ("name", "Turned"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", "6"),
        ("boards_per_round", "1"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", "matchpoints"),
        ("movement", "mitchell"),
        ("arrow_switch", switch),
    ]
}

fn enter(app: &mut TestApp, id: i64, skip: Option<(u32, u32)>) {
    for (round, table, board, tricks) in TRICKS {
        if skip == Some((round, table)) {
            continue;
        }
        let (r, t, k, v) = (
            round.to_string(),
            table.to_string(),
            format!("ns_tricks_{board}"),
            tricks.to_string(),
        );
        let saved = app.post(
            &format!("/events/{id}/entry"),
            &[("round", &r), ("table", &t), (&k, &v)],
        );
        assert_eq!(saved.status, 303, "{}", saved.body);
    }
}

#[test]
fn a_score_assigned_in_a_turned_round_goes_to_the_hands_held() {
    let mut app = TestApp::with_director();
    let id = created_id(&app.post("/events", &form("3")), "/events/");
    // Round 3, table 3: N-S 3 held the E-W cards of board 2, E-W 1 the N-S cards.
    enter(&mut app, id, Some((3, 3)));
    app.get(&format!("/events/{id}/boards/2"))
        .has("The N-S hands (E-W 1) get")
        .has("The E-W hands (N-S 3) get");
    let assign = app.post(
        &format!("/events/{id}/boards/2/assign"),
        &[
            ("ns", "3"),
            ("ew", "1"),
            ("ns_award", "average-plus"),
            ("ew_award", "average-minus"),
        ],
    );
    assert_eq!(assign.status, 303, "{}", assign.body);
    let ((event, pairs, results), assigned) = hoyle::db::read(&app.pool, |c| {
        Ok((
            events::load(c, id)?,
            hoyle::db::results::assigned::list(c, id)?,
        ))
    })
    .unwrap();
    let st = hoyle::tournament::standings_full(&event, &pairs, &results, &assigned).unwrap();
    use hoyle::laws::duplicate::Direction::{Ew, Ns};
    let (hands_ns, hands_ew) = (
        st.method_figure(2, 3, 1, Ns).unwrap(),
        st.method_figure(2, 3, 1, Ew).unwrap(),
    );
    assert!(hands_ns > hands_ew, "{hands_ns} {hands_ew}");
    // E-W 1's total has the higher award: 0 (board 1) + 3 (board 3) + the award.
    let total = |d, p| {
        st.rows
            .iter()
            .find(|r| r.direction == d && r.pair == p)
            .and_then(|r| r.figure.as_ref())
            .map(|f| f.total)
            .unwrap()
    };
    assert_eq!(total(Ew, 1), hands_ns + hoyle::exact::Q::from_integer(3));
    assert_eq!(total(Ns, 3) - hands_ew, hoyle::exact::Q::from_integer(1));
}

#[test]
fn a_mitchell_with_the_last_round_turned_is_scored_by_the_hands() {
    let mut app = TestApp::with_director();
    let mut offers = form("");
    offers.push(("step", "offers"));
    app.post("/events", &offers)
        .has("Turn the arrows")
        .has("name=\"arrow_switch\"");
    // A round the movement does not have, and a Howell, are refused at the field.
    let refused = app.post("/events", &form("4"));
    assert_eq!(refused.status, 422);
    refused
        .has("Round 4 is not played")
        .has("id=\"error-arrow_switch\"");
    let made = app.post("/events", &form("last"));
    assert_eq!(made.status, 303, "{}", made.body);
    let id: i64 = made
        .location
        .unwrap()
        .trim_start_matches("/events/")
        .parse()
        .unwrap();
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert_eq!(event.arrow_switch, vec![3]);
    app.get(&format!("/events/{id}"))
        .has("Mitchell: 3 tables, 3 rounds of 1 board; the arrows are turned in round 3")
        .lacks("Mitchell (the book");
    app.get(&format!("/events/{id}/print/guide-cards"))
        .has("arrows turned: pair 1 sits E-W, pair 2 N-S");
    app.get(&format!("/events/{id}/print/travellers"))
        .has("arrows turned: 2 holds the N-S cards");
    app.get(&format!("/events/{id}/entry?round=3&table=1"))
        .has("Arrows turned this round: E-W pair 2 holds the N-S cards");
    for (round, table, board, tricks) in TRICKS {
        let (r, t, k, v) = (
            round.to_string(),
            table.to_string(),
            format!("ns_tricks_{board}"),
            tricks.to_string(),
        );
        let saved = app.post(
            &format!("/events/{id}/entry"),
            &[("round", &r), ("table", &t), (&k, &v)],
        );
        assert_eq!(saved.status, 303, "{}", saved.body);
    }
    // By hand (matchpoints, top 4 a board): N-S 1 6, N-S 2 7, N-S 3 5; E-W 1 3, E-W 2 8,
    // E-W 3 7, each of 12.
    let (status, api) = app.json(&format!("/api/v1/events/{id}/standings"));
    assert_eq!(status, 200);
    let lines = api["method"]["standings"].as_array().unwrap();
    let total = |dir: &str, pair: u32| {
        lines
            .iter()
            .find(|l| l["direction"] == dir && l["pair"] == pair)
            .map(|l| l["total"].as_f64().unwrap())
            .unwrap_or_else(|| panic!("{api}"))
    };
    assert_eq!(
        [
            total("NS", 1),
            total("NS", 2),
            total("NS", 3),
            total("EW", 1),
            total("EW", 2),
            total("EW", 3)
        ],
        [6.0, 7.0, 5.0, 3.0, 8.0, 7.0]
    );
    // The plus/minus beside them: N-S 1 −1 (8 + 7 + 4 tricks against 7 + 7 + 6).
    let s = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let st = hoyle::tournament::standings_of(&s.0, &s.1, &s.2).unwrap();
    assert_eq!(st.rows[0].plus_minus, hoyle::exact::Q::from_integer(-1));
    // N-S 1's card: board 3 held the E-W cards, 4 tricks, no matchpoints.
    let card = app.get(&format!("/events/{id}/pairs/ns/1/card"));
    card.has("arrows turned, held the E-W cards")
        .has("<strong id=\"method-total\">6 (50.00 %)</strong>");
    app.get(&format!("/events/{id}/boards/3"))
        .has("arrows turned: E-W 2 held the N-S cards");
    // USEBIO writes the turned line for the pairs as numbered: N-S 1 held the E-W cards of
    // board 3 (13 − 9 = 4 tricks, no matchpoints), E-W 2 the N-S cards (4 matchpoints).
    let xml: String = app
        .get(&format!("/events/{id}/usebio.xml"))
        .body
        .split_whitespace()
        .collect();
    assert!(
        xml.contains(
            "<NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2EW</EW_PAIR_NUMBER><SCORE>4</SCORE>\
             <NS_MATCH_POINTS>0.00</NS_MATCH_POINTS><EW_MATCH_POINTS>4.00</EW_MATCH_POINTS>"
        ),
        "{xml}"
    );
    let csv = app.get(&format!("/events/{id}/results.csv")).body;
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .ends_with(",arrows_turned,assigned,passed_fouled"),
        "{csv}"
    );
    assert_eq!(
        csv.lines().filter(|l| l.ends_with(",true,,")).count(),
        3,
        "{csv}"
    );
}
