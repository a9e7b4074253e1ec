//! A vingt-un table over HTTP (issue 24): the bank passing as the English form passes it, a
//! refused round saving nothing, to the printed settlement.

use crate::support::{TestApp, between, guest_table, post_deal, stored_deals};

/// Seed 003 L3277–3283, L3402–3407: Cat's natural in Ann's first round is paid but does not put
/// her out; Bob's in her second does, and the bank passes to her left, to Bob, who deals the
/// third round without being named. Hand-computed: Ann −4 −3 +1, Bob +2 +4 +2, Cat +2 −1 −3.
#[test]
fn a_vingt_un_table_with_the_bank_passing_to_its_printed_settlement() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "vingt-un", &["Ann", "Bob", "Cat"], &[]);
    // Ann deals (19): Bob's 20 is paid his 2, Cat's natural double her 1.
    let first = [
        ("d_dealer_cards", "10H 9S"),
        ("d_stakes_1", "2"),
        ("d_stakes_2", "1"),
        ("d_cards_1", "10C KD"),
        ("d_cards_2", "AD QC"),
    ];
    let reply = post_deal(&mut app, id, &first);
    assert_eq!(reply.status, 303, "{}", reply.body);
    // Ann deals again (17): Bob's natural, double his 2; Cat's 16 pays 1.
    let second = [
        ("d_dealer_cards", "9C 8D"),
        ("d_stakes_1", "2"),
        ("d_stakes_2", "1"),
        ("d_cards_1", "AS JH"),
        ("d_cards_2", "7C 5H 4S"),
    ];
    assert_eq!(post_deal(&mut app, id, &second).status, 303);
    // Bob holds the bank now: a stake of his is refused at its field, and nothing is saved.
    let refused = post_deal(
        &mut app,
        id,
        &[
            ("d_dealer_cards", "KS 7H"),
            ("d_stakes_1", "1"),
            ("d_cards_1", "2C 3C"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("deals and holds the bank, so stakes nothing");
    assert_eq!(stored_deals(&app, id).len(), 2);
    // Bob deals (17): Ann's 18 is paid 1, Cat over pays 3.
    let third = [
        ("d_dealer_cards", "KS 7H"),
        ("d_stakes_0", "1"),
        ("d_stakes_2", "3"),
        ("d_cards_0", "10D 8S"),
        ("d_cards_2", "6D 6C 10S"),
    ];
    assert_eq!(post_deal(&mut app, id, &third).status, 303);
    let page = app.get(&format!("/tables/{id}"));
    page.has("does not put him out: he deals on.")
        .has("The bank passes to Bob (guest).")
        .has("Bob (guest) deals, holding 17.");
    let lines = [
        "Ann (guest) pays Bob (guest) 6 counters = 6d",
        "Cat (guest) pays Bob (guest) 2 counters = 2d",
    ];
    for line in lines {
        page.has(line);
    }
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    let settled = between(&printed.body, "id=\"settlement\">", "</ul>");
    let expected: String = lines.iter().map(|l| format!("<li>{l}</li>")).collect();
    assert_eq!(settled, expected);
}
