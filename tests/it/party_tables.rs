//! Five- and six-hand five hundred tables at the party, and three-hand euchre at the euchre
//! party's foot table, from creation through the hands entered to the standings and the cards
//! (issue 11 item 3; seed 001 L7368–7404, L6507–6515).

use hoyle::db::parties;

use crate::support::TestApp;

fn made(app: &mut TestApp, form: &[(&str, &str)]) -> i64 {
    let reply = app.post("/parties", form);
    assert_eq!(reply.status, 303, "{}", reply.body);
    reply
        .location
        .as_deref()
        .and_then(|l| l.rsplit('/').next())
        .and_then(|id| id.parse().ok())
        .unwrap()
}

fn stored(app: &TestApp, id: i64) -> parties::StoredParty {
    hoyle::db::read(&app.pool, |c| parties::load(c, id)).unwrap()
}

/// Table A six-hand, "the odd numbers playing partners against the even" (L7374–7376); table B
/// five-hand, each for himself.
const SIX_AND_FIVE: &str = "S1, lady, A 1\nS2, gentleman, A 2\nS3, lady, A 3\nS4, gentleman, A 4\n\
S5, lady, A 5\nS6, gentleman, A 6\nF1, lady, B 1\nF2, gentleman, B 2\nF3, lady, B 3\n\
F4, gentleman, B 4\nF5, lady, B 5\n";

#[test]
fn a_five_hundred_party_at_tables_of_six_and_five() {
    let mut app = TestApp::with_director();
    // The form offers the size at five hundred only.
    app.get("/parties/new?kind=five-hundred")
        .has("name=\"table_size\"")
        .has("Six: three against three");
    app.get("/parties/new?kind=progressive-euchre")
        .lacks("name=\"table_size\"");
    let id = made(
        &mut app,
        &[
            ("kind", "five-hundred"),
            ("name", "Five hundred at six"),
            ("date", "1927-02-11"),
            ("guests", SIX_AND_FIVE),
            ("table_size", "6"),
            ("seed", "1"),
        ],
    );
    assert_eq!(stored(&app, id).settings.table_size, 6);
    // The cards say "A 1" … "A 6" and "B 1" … "B 5" (L7370–7376).
    app.get(&format!("/parties/{id}/cards"))
        .has("Partners, seats 1, 3 and 5")
        .has("S1 (A 1), S3 (A 3) &#38; S5 (A 5)")
        .has("S2 (A 2), S4 (A 4) &#38; S6 (A 6)")
        .has("F5 (B 5)")
        .has("<strong>A 6</strong>")
        .has("<strong>B 5</strong>");
    // The round page offers the six-hand and five-hand laws' own fields.
    app.get(&format!("/parties/{id}/round"))
        .has("name=\"t1_h0_bid\"")
        .has("name=\"t1_h0_tricks_1\"")
        .has("name=\"t2_h0_partner\"")
        .has("name=\"t2_h0_tricks_4\"")
        .has("name=\"t1_points_b\"");
    // An eleventh trick at the six is refused at its input; nothing is saved.
    let refused = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_h0_bidder", "0"),
            ("t1_h0_bid", "7H"),
            ("t1_h0_tricks_0", "8"),
            ("t1_h0_tricks_1", "3"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(stored(&app, id).results.is_empty());
    // Table A: the odd seats bid seven hearts (200) and take 7; the even take 3 (30). Table B:
    // F1 bids eight spades (240), calls F3, and with her takes 8: both 240; the other three
    // take 2 between them, 20 each (the five hundred law's five-hand form).
    let round1 = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_h0_bidder", "0"),
            ("t1_h0_bid", "7H"),
            ("t1_h0_tricks_0", "7"),
            ("t1_h0_tricks_1", "3"),
            ("t2_h0_bidder", "0"),
            ("t2_h0_bid", "8S"),
            ("t2_h0_partner", "2"),
            ("t2_h0_tricks_0", "5"),
            ("t2_h0_tricks_1", "0"),
            ("t2_h0_tricks_2", "3"),
            ("t2_h0_tricks_3", "1"),
            ("t2_h0_tricks_4", "1"),
        ],
    );
    assert_eq!(round1.status, 303, "{}", round1.body);
    let p = stored(&app, id);
    assert_eq!(p.results[&1][&1].points, Some(vec![200, 30]));
    assert_eq!(p.results[&1][&2].points, Some(vec![240, 20, 240, 20, 20]));
    // Round 2: the head table's winners stay, table B's two highest come up, and the best of
    // the head's losers keeps his place; the other two go to the foot (L7400–7404).
    let e = p.evening().unwrap();
    let seating = e.party.seating();
    let at = |t: usize| {
        let mut v = seating.tables[t].seats.clone();
        v.sort();
        v
    };
    assert_eq!(at(0), ["F1", "F3", "S1", "S2", "S3", "S5"]);
    assert_eq!(at(1), ["F2", "F4", "F5", "S4", "S6"]);
    // The standings: each player credited with his side's whole amount (L7384–7385).
    let csv = app.get(&format!("/parties/{id}/standings.csv"));
    for line in [",S1,lady,", ",F1,lady,", ",F3,lady,"] {
        assert!(csv.body.contains(line), "{}", csv.body);
    }
    let standings = hoyle::evening::standings(&e.party);
    let points = |n: &str| standings.iter().find(|s| s.player == n).unwrap().points;
    assert_eq!(
        (points("S1"), points("S2"), points("F1"), points("F2")),
        (200, 30, 240, 20)
    );
    // Round 2 by bare points: the six by its sides, the five hand by hand, a tie at the
    // progress line settled by the cut.
    let page = app.get(&format!("/parties/{id}/round"));
    page.has("name=\"t2_stays\"").has("(won the cut)");
    let five = &seating.tables[1].seats;
    let tied = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "2"),
            ("t1_points_a", "-120"),
            ("t1_points_b", "60"),
            ("t2_points_0", "100"),
            ("t2_points_1", "40"),
            ("t2_points_2", "40"),
            ("t2_points_3", "0"),
            ("t2_points_4", "-40"),
        ],
    );
    assert_eq!(tied.status, 422, "{}", tied.body);
    tied.has("tied for the places that progress");
    let round2 = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "2"),
            ("t1_points_a", "-120"),
            ("t1_points_b", "60"),
            ("t2_points_0", "100"),
            ("t2_points_1", "40"),
            ("t2_points_2", "40"),
            ("t2_points_3", "0"),
            ("t2_points_4", "-40"),
            ("t2_winner", five[2].as_str()),
        ],
    );
    assert_eq!(round2.status, 303, "{}", round2.body);
    let e = stored(&app, id).evening().unwrap();
    assert_eq!(e.round(), 3);
    let head = &e.party.seating().tables[0].seats;
    assert!(head.contains(&five[0]) && head.contains(&five[2]) && !head.contains(&five[1]));
    // The general score-sheet's minus column: a side set back 120 (L7390–7398).
    app.get(&format!("/parties/{id}/standings")).has("120");
    // The prizes follow the net (the kind's ranked prizes, not by sex).
    let prizes = app.get(&format!("/parties/{id}/prizes"));
    assert_eq!(prizes.status, 200, "{}", prizes.body);
    let e = stored(&app, id).evening().unwrap();
    let best = &hoyle::evening::standings(&e.party)[0];
    prizes.has(&best.player);
}

#[test]
fn tables_of_five_are_drawn_by_lot_and_the_size_is_five_hundreds_alone() {
    let mut app = TestApp::with_director();
    let guests: String = (1..=12).map(|k| format!("P{k}, lady\n")).collect();
    let id = made(
        &mut app,
        &[
            ("kind", "five-hundred"),
            ("name", "Five hundred at five"),
            ("date", "1927-02-11"),
            ("guests", guests.as_str()),
            ("table_size", "5"),
            ("seed", "3"),
        ],
    );
    let p = stored(&app, id);
    let sizes: Vec<usize> = p
        .evening()
        .unwrap()
        .party
        .seating()
        .tables
        .iter()
        .map(|t| t.seats.len())
        .collect();
    // Twelve at tables of five: a five, a four and a three at the foot.
    assert_eq!(sizes, [5, 4, 3]);
    app.get(&format!("/parties/{id}/cards"))
        .has("<strong>A 5</strong>")
        .has("<strong>C 3</strong>");
    // Another game refuses the size at its field; another method with it is refused too.
    let wrong = app.post(
        "/parties",
        &[
            ("kind", "progressive-euchre"),
            ("name", "Euchre"),
            ("date", "1927-02-11"),
            ("guests", guests.as_str()),
            ("table_size", "6"),
            ("seed", "3"),
        ],
    );
    assert_eq!(wrong.status, 422, "{}", wrong.body);
    wrong.has("only five hundred is played five or six at a table");
    let method = app.post(
        "/parties",
        &[
            ("kind", "five-hundred"),
            ("name", "Five hundred"),
            ("date", "1927-02-11"),
            ("guests", guests.as_str()),
            ("table_size", "6"),
            ("method", "gentlemen_up"),
            ("seed", "3"),
        ],
    );
    assert_eq!(method.status, 422, "{}", method.body);
    method.has("the winners move up a table");
}

/// A euchre party's three-hand foot table (seed 001 L6507–6515) scored from its hands by
/// three-hand euchre (L6075–6091): Cy makes it with three (1), Ann marches (3), Bob is euchred
/// (each adversary 2): Ann 5, Bob 0, Cy 3; the two highest progress.
#[test]
fn a_euchre_party_scores_its_three_hand_foot_table_from_the_hands() {
    let mut app = TestApp::with_director();
    let guests = "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n\
Ann, lady, 2 A\nBob, gentleman, 2 A\nCy, gentleman, 2 B\n";
    let id = made(
        &mut app,
        &[
            ("kind", "progressive-euchre"),
            ("name", "Euchre with a foot"),
            ("date", "1927-02-11"),
            ("guests", guests),
            ("seed", "7"),
        ],
    );
    let seats = stored(&app, id).evening().unwrap().party.seating().tables[1]
        .seats
        .clone();
    assert_eq!(seats.len(), 3);
    let idx = |n: &str| seats.iter().position(|s| s == n).unwrap().to_string();
    app.get(&format!("/parties/{id}/round"))
        .has("name=\"t2_h0_maker\"")
        .has("Tricks the maker took")
        .lacks("name=\"t2_h0_alone_player\"");
    let (ann, bob, cy) = (idx("Ann"), idx("Bob"), idx("Cy"));
    let entered = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_h0_makers", "0"),
            ("t1_h0_tricks", "4"),
            ("t2_h0_maker", cy.as_str()),
            ("t2_h0_tricks", "3"),
            ("t2_h1_maker", ann.as_str()),
            ("t2_h1_tricks", "5"),
            ("t2_h2_maker", bob.as_str()),
            ("t2_h2_tricks", "2"),
        ],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    let p = stored(&app, id);
    let r = &p.results[&1][&2];
    assert_eq!(r.hands.len(), 3);
    let points = r.points.clone().unwrap();
    let of = |n: &str| points[seats.iter().position(|s| s == n).unwrap()];
    assert_eq!((of("Ann"), of("Bob"), of("Cy")), (5, 0, 3));
    // Ann and Cy progress to table 1; Bob stays at the foot with Table 1's losers.
    let next = p.evening().unwrap();
    let foot = &next.party.seating().tables[1].seats;
    assert!(foot.contains(&"Bob".to_owned()), "{foot:?}");
    assert!(!foot.contains(&"Ann".to_owned()) && !foot.contains(&"Cy".to_owned()));
}
