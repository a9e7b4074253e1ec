//! A chemin de fer table over HTTP (issue 24): coups entered from the law's fields, the bank
//! passing to the next player when the banker loses, stakes beyond the bank refused at their
//! field with nothing saved, and the sitting settled on the page and on the printed sheet.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 000 L242–300: Ann's bank of 100 wins 50 on a natural nine; she loses the next coup to
/// the punters' natural and the bank passes to Bob, who puts up 60 and loses it to Cat and Ann,
/// so it passes to Cat. By hand: Ann 50 − 90 + 20 = −20, Bob −20 + 50 − 60 = −30, Cat −30 + 40
/// + 40 = 50.
#[test]
fn a_chemin_de_fer_table_with_the_bank_passing_to_its_printed_settlement() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=baccarat").has("Baccarat");
    let id = guest_table(&mut app, "baccarat", &["Ann", "Bob", "Cat"], &[]);
    app.get(&format!("/tables/{id}"))
        .has("The banker&#39;s cards")
        .has("What each punter staked");
    let first = [
        ("d_bank", "100"),
        ("d_stakes_1", "20"),
        ("d_stakes_2", "30"),
        ("d_banker_cards", "8H AS"),
        ("d_punter_cards", "4D 2C"),
    ];
    assert_eq!(post_deal(&mut app, id, &first).status, 303);
    let second = [
        ("d_stakes_1", "50"),
        ("d_stakes_2", "40"),
        ("d_banker_cards", "5H 2S"),
        ("d_punter_cards", "4D 5C"),
    ];
    assert_eq!(post_deal(&mut app, id, &second).status, 303);
    // Bob's bank of 60 cannot hold stakes of 90: refused at the stakes, nothing saved.
    let over = post_deal(
        &mut app,
        id,
        &[
            ("d_bank", "60"),
            ("d_stakes_0", "50"),
            ("d_stakes_2", "40"),
            ("d_banker_cards", "2H 3S 10D"),
            ("d_punter_cards", "2D 2C 3C"),
        ],
    );
    assert_eq!(over.status, 422, "{}", over.body);
    over.has("id=\"error-d_stakes").has("more than the bank");
    assert_eq!(stored_deals(&app, id).len(), 2);
    let third = [
        ("d_bank", "60"),
        ("d_stakes_0", "20"),
        ("d_stakes_2", "40"),
        ("d_banker_cards", "2H 3S 10D"),
        ("d_punter_cards", "2D 2C 3C"),
    ];
    let reply = post_deal(&mut app, id, &third);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let page = app.get(&format!("/tables/{id}"));
    page.has("The bank wins 50")
        .has("the bank passes to Bob (guest)")
        .has("Bob (guest)&#39;s bank of 60")
        .has("the bank passes to Cat (guest)")
        .has("Bob (guest) pays Cat (guest) 30 counters")
        .has("Ann (guest) pays Cat (guest) 20 counters");
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    printed
        .has("Bob (guest) pays Cat (guest) 30 counters")
        .has("Ann (guest) pays Cat (guest) 20 counters");
}
