//! A cassino pad over HTTP: deals entered as counts and as the cards taken, written in the book's
//! count-out order; a deal whose counts do not add up is refused at its field, nothing saved.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// The count (seed 001 L11382–11395): Ann 10, Bob 3; then a deal entered as the cards
/// Ann took (Bob's left blank: he took the rest), counted by the law; then 21 is reached.
#[test]
fn a_cassino_pad_counts_deals_and_goes_out_at_21() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "cassino", &["Ann", "Bob"], &[]);
    let counts = [
        ("d_cards_0", "29"),
        ("d_cards_1", "23"),
        ("d_spades_0", "8"),
        ("d_spades_1", "5"),
        ("d_big_cassino", "0"),
        ("d_little_cassino", "1"),
        ("d_aces_0", "2"),
        ("d_aces_1", "2"),
        ("d_sweeps_0", "2"),
    ];
    assert_eq!(post_deal(&mut app, id, &counts).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("big cassino")
        .has("Who took Big Cassino, the ten of diamonds?");
    // Fifty cards are not a pack: refused at the field, nothing saved.
    let short = [
        ("d_cards_0", "29"),
        ("d_cards_1", "21"),
        ("d_spades_0", "8"),
        ("d_spades_1", "5"),
        ("d_big_cassino", "0"),
        ("d_little_cassino", "1"),
        ("d_aces_0", "2"),
        ("d_aces_1", "2"),
    ];
    let refused = post_deal(&mut app, id, &short);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("52");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // Ann took the cassinos, two aces and the cards of a long sweep: 10D 2S AS AC and 27 more.
    let mut ann = vec!["10D", "2S", "AS", "AC"];
    ann.extend([
        "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "2C", "3C", "4C",
        "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "3S", "4S", "5S",
    ]);
    let taken = ann.join(" ");
    let by_cards = [("d_taken_0", taken.as_str()), ("d_sweeps_0", "1")];
    assert_eq!(post_deal(&mut app, id, &by_cards).status, 303);
    // Ann: cards 3 (31 of 52), Big Cassino 2, Little Cassino 1, the aces of spades and clubs 2,
    // a sweep 1 = 9, to 19; Bob most spades (8 of 13) 1 and two aces, to 6.
    let stored = stored_deals(&app, id);
    assert_eq!(stored.len(), 2);
    app.get(&format!("/tables/{id}"))
        .has("ace of spades")
        .has("ace of hearts");
}
