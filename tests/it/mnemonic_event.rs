//! Mnemonic duplicate at one table as an event (issue 15; seed 001 L4335–4346): two pairs, each
//! set of deals played and replayed with the hands turned; each deal's two scores compared.

use hoyle::db::events;

use crate::support::{TestApp, event_by_offers};

fn form<'a>(method: &'a str, rounds: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("name", "Up and back"),
        ("date", "1927-03-08"),
        ("season", "1927"),
        ("game", "whist"),
        ("pairs", "2"),
        ("boards_per_round", "2"),
        ("rounds", rounds),
        ("revoke_rule", "general"),
        ("method", method),
    ]
}

fn create(app: &mut TestApp, method: &str) -> i64 {
    let (page, id) = event_by_offers(app, &form(method, "4"), "mnemonic");
    page.has("Mnemonic duplicate at one table")
        .has("4 deals at one table")
        .has("1 table, 4 rounds");
    id
}

/// N-S tricks by (board, the pair sitting N-S): pair 1 wins deals 1 and 4 on the comparison,
/// ties deal 2 and loses deal 3.
fn tricks(board: u32, ns: u32) -> u32 {
    match (board, ns) {
        (1, 1) => 8,
        (1, _) => 7,
        (2, _) => 6,
        (3, 1) => 5,
        (3, _) => 9,
        (4, 1) => 7,
        _ => 3,
    }
}

fn enter(app: &mut TestApp, id: i64) {
    // Round 1: pair 1 N-S over deals 1–2; round 2 the same deals, pair 1 E-W; then 3–4.
    for (round, ns, boards) in [
        (1, 1, [1, 2]),
        (2, 2, [1, 2]),
        (3, 1, [3, 4]),
        (4, 2, [3, 4]),
    ] {
        let r = round.to_string();
        let values: Vec<(String, String)> = boards
            .iter()
            .map(|&b| (format!("ns_tricks_{b}"), tricks(b, ns).to_string()))
            .collect();
        let mut f = vec![("round", r.as_str()), ("table", "1")];
        f.extend(values.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        let saved = app.post(&format!("/events/{id}/entry"), &f);
        assert_eq!(saved.status, 303, "round {round}: {}", saved.body);
    }
}

#[test]
fn a_mnemonic_evening_from_the_form_to_the_comparison_of_each_deal() {
    let mut app = TestApp::with_director();
    // Odd rounds cannot replay each set: the offer is not made and the form says why.
    let mut odd = form("plus-minus", "3");
    odd.push(("movement", "mnemonic"));
    let refused = app.post("/events", &odd);
    assert_eq!(refused.status, 422, "{}", refused.body);

    let id = create(&mut app, "plus-minus");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert_eq!(event.movement, hoyle::movement::plan::Kind::Mnemonic);
    assert_eq!((event.tables, event.rounds, event.pairs), (1, 4, 2));
    assert_eq!(event.boards(), 4);
    app.get(&format!("/events/{id}"))
        .has("Mnemonic duplicate at one table")
        .has("0 of 8 entered");
    app.get(&format!("/events/{id}/print/schedule"))
        .has("played again with the hands turned");
    app.get(&format!("/events/{id}/print/travellers"))
        .has("Board 4");
    // Pair 1 sits E-W in round 2: a slip the schedule does not give is refused.
    let stray = app.post(
        &format!("/events/{id}/entry"),
        &[("round", "2"), ("table", "1"), ("ns_tricks_3", "7")],
    );
    assert_eq!(stray.status, 422);

    enter(&mut app, id);
    app.get(&format!("/events/{id}")).has("8 of 8 entered");
    // Each deal's two N-S scores compared: +1, 0, −4, +4 for pair 1.
    let standings = app.get(&format!("/events/{id}/standings"));
    standings.has("The field").lacks("North-South</h2>");
    let first = standings.body.split("<tbody>").nth(1).unwrap();
    let first = first.split("</tr>").next().unwrap();
    assert!(first.contains(">Pair 1<"), "{first}");
    assert!(first.contains("+1.00"), "{first}");
    let s = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    let st = hoyle::tournament::standings_of(&s.0, &s.1, &s.2).unwrap();
    let pm: Vec<_> = st
        .rows
        .iter()
        .map(|r| (r.pair, r.boards, r.plus_minus))
        .collect();
    let q = hoyle::exact::Q::from_integer;
    assert_eq!(pm, vec![(1, 8, q(1)), (2, 8, q(-1))]);
    // The card: pair 1's eight plays, the replays from the E-W seat.
    let card = app.get(&format!("/events/{id}/pairs/ns/1/card"));
    card.has("pair 2");
    let (status, api) = app.json(&format!("/api/v1/events/{id}/standings"));
    assert_eq!(status, 200, "{api}");
    let csv = app.get(&format!("/events/{id}/standings.csv")).body;
    assert_eq!(csv.lines().count(), 3, "{csv}");
    // USEBIO: one field, each pair once, every deal's two lines.
    let xml = app.get(&format!("/events/{id}/usebio.xml"));
    assert_eq!(xml.status, 200, "{}", xml.body);
    assert_eq!(
        xml.body.matches("<TRAVELLER_LINE>").count(),
        8,
        "{}",
        xml.body
    );
}

#[test]
fn a_mnemonic_evening_by_matchpoints() {
    let mut app = TestApp::with_director();
    let id = create(&mut app, "matchpoints");
    enter(&mut app, id);
    app.get(&format!("/events/{id}")).has("8 of 8 entered");
    // Two results a deal: 2 to the better, 1 each on a tie. Pair 1: deal 1 4, deal 2 2,
    // deal 3 0, deal 4 4 = 10 of 16.
    let (status, api) = app.json(&format!("/api/v1/events/{id}/standings"));
    assert_eq!(status, 200, "{api}");
    let lines = api["method"]["standings"]
        .as_array()
        .unwrap_or_else(|| panic!("{api}"));
    let one = lines
        .iter()
        .find(|p| p["pair"] == 1)
        .unwrap_or_else(|| panic!("{api}"));
    assert_eq!(one["percent"].as_f64(), Some(62.5), "{one}");
    assert_eq!(one["rank_overall"], 1);
}
