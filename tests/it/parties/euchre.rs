//! Progressive euchre: made, seated and played, corrections, refusals, late guests, and aisles.

use super::*;

#[test]
fn a_three_table_euchre_is_made_seated_and_played_two_rounds() {
    let (mut app, id) = three_tables();
    let page = app.get(&format!("/parties/{id}"));
    assert_eq!(page.status, 200);
    page.has("Friday euchre")
        .has("Progressive euchre")
        .has("id=\"seed\">42<")
        .has("Waiting for tables 1, 2, 3");
    // The opening seating, from the tallies: 1 A is Table 1's head couple.
    let seating = app.get(&format!("/parties/{id}/seating"));
    seating
        .has("round 1")
        .has("L1 &#38; G1")
        .has("L2 &#38; G2")
        .has("L5 &#38; G5");

    // Round 1 from the director's page: every table at once.
    let round1 = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_winner", "L1"),
            ("t2_winner", "L4"),
            ("t3_winner", "L5"),
            ("t1_lone_0", "1"),
        ],
    );
    assert_eq!(round1.status, 303, "{}", round1.body);
    assert_eq!(
        round1.location.as_deref(),
        Some(format!("/parties/{id}/seating").as_str())
    );
    // M1 (seed 001 L6416–6423): Table 1 keeps its winners; table 2's winners (L4, G4) come up;
    // table 2's losers split to partner table 3's winners; the foot takes Table 1's losers.
    let next = app.get(&format!("/parties/{id}/seating"));
    next.has("round 2")
        .has("L1 &#38; G1")
        .has("L4 &#38; G4")
        .has("L3 &#38; G5")
        .has("L5 &#38; G3")
        .has("L6 &#38; G2")
        .has("L2 &#38; G6");

    // Round 2 table by table, as from the phones; the room waits for the last.
    for (table, winner, done) in [(1, "L4", false), (2, "L3", false), (3, "L2", true)] {
        let reply = app.post(
            &format!("/parties/{id}/tables/{table}"),
            &[
                ("round", "2"),
                (format!("t{table}_winner").as_str(), winner),
            ],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
        let to_seating = reply.location.as_deref() == Some(&format!("/parties/{id}/seating"));
        assert_eq!(to_seating, done, "table {table}");
    }
    app.get(&format!("/parties/{id}/seating")).has("round 3");

    let standings = app.get(&format!("/parties/{id}/standings"));
    assert_eq!(standings.status, 200);
    // L4 and G4 won both games (2 B, then 1 B), and so did G5 (3 A, then 2 A beside L3): they
    // share first place.
    standings.has("<td class=\"num\">1</td><td>G4</td>");
    let csv = app.get(&format!("/parties/{id}/standings.csv"));
    assert!(
        csv.content_type.starts_with("text/csv"),
        "{}",
        csv.content_type
    );
    assert!(
        csv.body
            .starts_with("rank,player,sex,games,points,lone_hands")
    );
    assert!(csv.body.contains(",G4,gentleman,2,"), "{}", csv.body);

    // Prizes: ladies' and gentlemen's first and a booby, ties by lot from the shown seed.
    let prizes = app.get(&format!("/parties/{id}/prizes"));
    assert_eq!(prizes.status, 200);
    prizes
        .has("Ladies&#39; first")
        .has("Gentlemen&#39;s first")
        .has("Booby")
        .has("id=\"lot-seed\">42<")
        .has("Replay the draw")
        .has("the same prize list");
    let csv = app.get(&format!("/parties/{id}/prizes.csv"));
    assert!(
        csv.body.starts_with("prize,name,player,tie\n"),
        "{}",
        csv.body
    );
    assert!(csv.body.contains("Booby"));

    // The tallies carry both games, and the cards print a card for each table.
    let cards = app.get(&format!("/parties/{id}/cards"));
    cards.has("Table 3").has("Tallies").has("Round 3:");

    // Every entry is in the history, with who made it.
    assert_eq!(history_len(&app, id), 6);
    app.get(&format!("/parties/{id}"))
        .has("Round 1 table 1 entered")
        .has("Director");
}

#[test]
fn a_correction_within_the_round_is_kept_in_the_history() {
    let (mut app, id) = three_tables();
    let first = app.post(
        &format!("/parties/{id}/tables/2"),
        &[("round", "1"), ("t2_winner", "L3")],
    );
    assert_eq!(first.status, 303, "{}", first.body);
    let again = app.post(
        &format!("/parties/{id}/tables/2"),
        &[("round", "1"), ("t2_winner", "L4")],
    );
    assert_eq!(again.status, 303, "{}", again.body);
    let h = hoyle::db::read(&app.pool, |c| parties::history(c, id)).unwrap();
    assert_eq!(h.len(), 2);
    assert_eq!(h[1].action, "corrected");
    assert!(h[1].old_value.as_deref().unwrap().contains("L3"));
    assert!(h[1].new_value.as_deref().unwrap().contains("L4"));
    assert_eq!(h[1].changed_by, "Director");
}

#[test]
fn refused_inputs_change_nothing() {
    let (mut app, id) = three_tables();
    first_round(&mut app, id);
    let before = (stored(&app, id).results, history_len(&app, id));

    // A tally for a finished round.
    let late = app.post(
        &format!("/parties/{id}/tables/1"),
        &[("round", "1"), ("t1_winner", "L2")],
    );
    assert_eq!(late.status, 422);
    late.has("round 1 is finished");
    // A winner not at that table (L1 sits at table 1 in round 2).
    let stranger = app.post(
        &format!("/parties/{id}/tables/2"),
        &[("round", "2"), ("t2_winner", "L1")],
    );
    assert_eq!(stranger.status, 422);
    stranger
        .has("id=\"error-t2_winner\"")
        .has("is not at table 2");
    // Negative points.
    let negative = app.post(
        &format!("/parties/{id}/tables/3"),
        &[
            ("round", "2"),
            ("t3_winner", "L6"),
            ("t3_points_a", "-3"),
            ("t3_points_b", "2"),
        ],
    );
    assert_eq!(negative.status, 422);
    negative
        .has("id=\"error-t3_points\"")
        .has("-3 is negative: Progressive euchre has no set-backs");
    // One bad table on the director's page refuses the good ones with it.
    let mixed = app.post(
        &format!("/parties/{id}/round"),
        &[("round", "2"), ("t1_winner", "L1"), ("t2_winner", "L1")],
    );
    assert_eq!(mixed.status, 422);
    mixed.has("id=\"error-t2_winner\"");
    assert_eq!((stored(&app, id).results, history_len(&app, id)), before);

    // A party with no prizes.
    let no_prizes = euchre(
        &mut app,
        &[
            ("prizes_each", "0"),
            ("booby", "false"),
            ("lone_hands_prize", "false"),
        ],
    );
    assert_eq!(no_prizes.status, 422);
    no_prizes
        .has("id=\"error-prizes_each\"")
        .has("no prizes offered")
        .has("value=\"Friday euchre\"");
    // A couple of three.
    let crowded = app.post(
        "/parties",
        &[
            ("kind", "progressive-euchre"),
            ("name", "Crowded"),
            ("date", "1927-02-11"),
            (
                "guests",
                "A, lady, 1 A\nB, gentleman, 1 A\nC, lady, 1 A\nD, gentleman, 1 B",
            ),
        ],
    );
    assert_eq!(crowded.status, 422);
    crowded.has("id=\"error-guests\"");
    let all = hoyle::db::read(&app.pool, parties::list).unwrap();
    assert_eq!(all.len(), 1);

    // Nothing is written without the director.
    app.logout();
    let anonymous = app.post(
        &format!("/parties/{id}/tables/1"),
        &[("round", "2"), ("t1_winner", "L1")],
    );
    assert_eq!(anonymous.status, 303);
    assert_eq!(anonymous.location.as_deref(), Some("/login"));
    assert_eq!((stored(&app, id).results, history_len(&app, id)), before);
}

#[test]
fn a_late_guest_and_an_early_leaver_change_the_next_seating() {
    let (mut app, id) = three_tables();
    let late = app.post(
        &format!("/parties/{id}/guests"),
        &[("name", "Mrs Late"), ("sex", "lady")],
    );
    assert_eq!(late.status, 303, "{}", late.body);
    let leave = app.post(&format!("/parties/{id}/leavers"), &[("leaver", "L3")]);
    assert_eq!(leave.status, 303, "{}", leave.body);
    let twice = app.post(
        &format!("/parties/{id}/guests"),
        &[("name", "Mrs Late"), ("sex", "lady")],
    );
    assert_eq!(twice.status, 422);
    twice.has("id=\"error-name\"").has("already at the party");
    first_round(&mut app, id);
    let seating = app.get(&format!("/parties/{id}/seating"));
    seating.has("Mrs Late").lacks("L3 &#38;").lacks("&#38; L3");
    app.get(&format!("/parties/{id}"))
        .has("came after round 1")
        .has("left after round 1");
}

/// A large public euchre in two aisles of two tables (seed 001 L6552–6676): the form offers the
/// aisles, the seating and cards name each aisle's own table, the winners go round their aisle,
/// and the prize list gives the principal prizes then each aisle's, ties by the seeded slips.
#[test]
fn a_large_euchre_is_seated_in_aisles_and_gives_aisle_prizes() {
    let mut app = TestApp::with_director();
    let form = app.get("/parties/new?kind=large-euchre");
    form.has("name=\"aisles\"")
        .has("name=\"aisle_tables\"")
        .has("name=\"aisle_prizes\"");
    app.get("/parties/new?kind=progressive-euchre")
        .lacks("name=\"aisles\"");
    let guests = four_tables();
    let id = new_party(
        &mut app,
        &[
            ("kind", "large-euchre"),
            ("name", "Charity euchre"),
            ("date", "1927-02-11"),
            ("guests", guests.as_str()),
            ("seed", "5"),
            ("aisles", "2"),
            ("aisle_tables", "2"),
            ("prizes_each", "1"),
            ("by_sex", "true"),
            ("aisle_prizes", "1"),
            ("ties", "lot"),
        ],
    );
    app.get(&format!("/parties/{id}/seating"))
        .has("Aisle 1, table 1")
        .has("Aisle 2, table 2");
    app.get(&format!("/parties/{id}/cards"))
        .has("Aisle 2, table 1");
    let round1 = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_winner", "L1"),
            ("t2_winner", "L4"),
            ("t3_winner", "L5"),
            ("t4_winner", "L7"),
        ],
    );
    assert_eq!(round1.status, 303, "{}", round1.body);
    // Aisle 1's table 2 winners (L4, G4) go round to its table 1; aisle 2's table 2 winners
    // (L7, G7) to aisle 2's table 1.
    app.get(&format!("/parties/{id}/seating"))
        .has("L2 &#38; G4")
        .has("L4 &#38; G2")
        .has("L6 &#38; G7");
    let prizes = app.get(&format!("/parties/{id}/prizes"));
    assert_eq!(prizes.status, 200);
    prizes
        .has("Ladies&#39; first")
        .has("Aisle 1: Ladies&#39; first")
        .has("Aisle 2: Gentlemen&#39;s first")
        .has(" (aisle 1)</td>")
        .has(" (aisle 2)</td>")
        .has("the same prize list");
    let refused = app.post(
        "/parties",
        &[
            ("kind", "large-euchre"),
            ("name", "Bad"),
            ("date", "1927-02-11"),
            ("guests", guests.as_str()),
            ("aisle_tables", "0"),
        ],
    );
    assert_eq!(refused.status, 422);
    refused.has("aisle_tables");
}

/// Issue 22 item 17: an ended party shows and prints no round that will never be played: the
/// party page offers the final tallies, the seating says there is none, the tallies name no
/// next round, and the round form sends the hostess back to the party.
#[test]
fn an_ended_party_shows_no_next_round() {
    let (mut app, id) = three_tables();
    first_round(&mut app, id);
    let ended = app.post(&format!("/parties/{id}/end"), &[("confirm", "yes")]);
    assert_eq!(ended.status, 303, "{}", ended.body);
    app.get(&format!("/parties/{id}"))
        .lacks("Seating, round 2")
        .has("Final tallies (print)");
    app.get(&format!("/parties/{id}/seating"))
        .has("The party has ended after round 1")
        .lacks("round 2")
        .lacks("id=\"table-1\"");
    app.get(&format!("/parties/{id}/cards"))
        .has("final tallies")
        .lacks("Round 2")
        .lacks("table-card");
    let form = app.get(&format!("/parties/{id}/round"));
    assert_eq!(form.status, 303, "{}", form.body);
    let one = app.get(&format!("/parties/{id}/tables/1"));
    assert_eq!(one.status, 303, "{}", one.body);
}

/// Issue 22: a guest who must leave after the next seating was shown is taken out before that
/// round is played: the seating is made again without them; once a table has reported, only
/// "after the round" is left.
#[test]
fn a_guest_leaves_before_the_round_shown_is_played() {
    let (mut app, id) = three_tables();
    first_round(&mut app, id);
    app.get(&format!("/parties/{id}/seating")).has("L1");
    app.get(&format!("/parties/{id}")).has("value=\"now\"");
    let gone = app.post(
        &format!("/parties/{id}/leavers"),
        &[("leaver", "L1"), ("when", "now")],
    );
    assert_eq!(gone.status, 303, "{}", gone.body);
    let seating = app.get(&format!("/parties/{id}/seating"));
    seating
        .has("round 2")
        .lacks("L1 ")
        .lacks("L1<")
        .lacks("L1,");
    let guest = stored(&app, id)
        .guests
        .into_iter()
        .find(|g| g.guest.name == "L1")
        .and_then(|g| g.guest.leaves_after);
    assert_eq!(guest, Some(1));
}

/// Issue 22 item 13: a table's result saved says so at the top of the page the hostess lands
/// on; a refused one lists the refusal at the top, named as the form labels it and linked to
/// its field.
#[test]
fn a_party_table_says_at_the_top_what_was_saved_or_refused() {
    let (mut app, id) = three_tables();
    let table = format!("/parties/{id}/tables/1");
    let refused = app.post(&table, &[("round", "1")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    let top = crate::support::between(&refused.body, "id=\"refused\"", "</div>");
    assert!(top.contains("href=\"#error-t1_winner\""), "{top}");
    assert!(top.contains("Table 1, Who won"), "{top}");
    let saved = app.post(&table, &[("round", "1"), ("t1_winner", "L1")]);
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get(saved.location.as_deref().unwrap())
        .has("id=\"saved\"")
        .has("Round 1 saved: table 1, won by L1&#39;s side.");
}

/// Issue 22: with "A game tied at the bell: Half a game to each player" a tie needs no cut, so
/// "Won" may be left at "tied at the bell", on the round page and on one table's page; the
/// other rule still asks for the side that won the cut.
#[test]
fn a_tie_at_the_bell_scores_half_a_game_without_naming_a_winner() {
    let (mut app, id) = three_tables();
    app.get(&format!("/parties/{id}/round"))
        .has("Tied at the bell (half a game each)");
    let tie = [
        ("round", "1"),
        ("t1_points_a", "3"),
        ("t1_points_b", "3"),
        ("t2_winner", "L4"),
        ("t3_winner", "L5"),
    ];
    let reply = app.post(&format!("/parties/{id}/round"), &tie);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let single = app.post(
        &format!("/parties/{id}/tables/2"),
        &[("round", "2"), ("t2_points_a", "4"), ("t2_points_b", "4")],
    );
    assert_eq!(single.status, 303, "{}", single.body);

    let id = new_party(
        &mut app,
        &[
            ("kind", "progressive-euchre"),
            ("name", "Cut for ties"),
            ("date", "1927-02-11"),
            ("guests", EUCHRE_GUESTS),
            ("seed", "1"),
            ("tie", "decider"),
        ],
    );
    let page = app.get(&format!("/parties/{id}/round"));
    assert!(!page.body.contains("Tied at the bell (half"));
    app.post(&format!("/parties/{id}/round"), &tie)
        .has("the game is tied; name a player of the side that won the cut");
}

/// The "Won" choice: "not chosen yet" and "tied at the bell" are two choices, not one blank
/// that meant both. A tie chosen with differing points is refused at the field, saving nothing.
#[test]
fn won_offers_not_chosen_and_a_tie_at_the_bell_apart() {
    let (mut app, id) = three_tables();
    let page = app.get(&format!("/parties/{id}/round"));
    page.has("<option value=\"\">— not chosen yet —</option>")
        .has("<option value=\"-tied-\">Tied at the bell (half a game each)</option>")
        .lacks("— or tied at the bell");
    let round = |t3_b: &'static str| {
        vec![
            ("round", "1"),
            ("t1_winner", "L1"),
            ("t2_winner", "L4"),
            ("t3_winner", "-tied-"),
            ("t3_points_a", "5"),
            ("t3_points_b", t3_b),
        ]
    };
    let refused = app.post(&format!("/parties/{id}/round"), &round("7"));
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("tied at the bell is chosen but the points differ");
    assert!(stored(&app, id).results.is_empty());
    let saved = app.post(&format!("/parties/{id}/round"), &round("5"));
    assert_eq!(saved.status, 303, "{}", saved.body);
    let results = stored(&app, id).results;
    assert_eq!(results[&1][&3].winner, None);
    assert_eq!(results[&1][&1].winner.as_deref(), Some("L1"));
}
