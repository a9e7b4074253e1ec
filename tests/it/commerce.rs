//! The commerce family over HTTP: a commerce school at a table night over a few deals, the hands
//! written as cards and counted by the law, to its settlement; a deal refused at its field
//! saves nothing.

use crate::support::{TestApp, guest_table, post_deal, stored_deals};

/// Seed 003 L3741–3826, hand-computed (docs/laws/examples/commerce-new-game.json): Bob's
/// tricon takes the first pool, Cat's pair of fours the second; Cat and Dan stood and were
/// beaten. Balances 0, 3, 2, −5: Dan pays Bob 3 and Cat 2.
#[test]
fn a_commerce_school_over_a_few_deals_to_its_settlement() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "commerce", &["Ann", "Bob", "Cat", "Dan"], &[]);
    let first = [
        ("d_hands_0", "2S 7H 9D"),
        ("d_hands_1", "AS AH AD"),
        ("d_hands_2", "KC QC 3C"),
        ("d_hands_3", "5H 5C JD"),
        ("d_stood", "2"),
        ("d_bought_1", "1"),
        ("d_bought_2", "2"),
    ];
    let posted = post_deal(&mut app, id, &first);
    assert_eq!(posted.status, 303, "{}", posted.body);
    app.get(&format!("/tables/{id}"))
        .has("tricon of aces (AS AH AD)")
        .has("takes the pool of 5 and a stake from the dealer");
    // A card in two hands: refused at that hand, nothing saved.
    let mut twice = first;
    twice[2] = ("d_hands_2", "AS QC 3C");
    let refused = post_deal(&mut app, id, &twice);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_hands_2\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    let second = [
        ("d_hands_0", "KS QH 8D"),
        ("d_hands_1", "KD JC 8H"),
        ("d_hands_2", "4S 4H 10C"),
        ("d_hands_3", "6D 7D 8C"),
        ("d_stood", "3"),
    ];
    let posted = post_deal(&mut app, id, &second);
    assert_eq!(posted.status, 303, "{}", posted.body);
    app.get(&format!("/tables/{id}"))
        .has("pair of fours and a ten")
        .has("Dan (guest) pays Bob (guest) 3 counters")
        .has("Dan (guest) pays Cat (guest) 2 counters");
    assert_eq!(stored_deals(&app, id).len(), 2);
}

/// The dealer named by hand at the first deal, the deal passes to the left from him (the form's
/// help says so); who stood is asked as needed, not "(optional)", and a deal without it is
/// refused at that field; the dealer buying from himself is refused at his entry.
#[test]
fn commerce_deal_passes_left_from_the_dealer_named_and_who_stood_is_required() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "commerce", &["Arthur", "Edith", "Tom"], &[]);
    let form = app.get(&format!("/tables/{id}"));
    let stood = form.body.find("Who stood, ending the trading?").unwrap();
    assert!(
        !form.body[stood..stood + 80].contains("(optional)"),
        "{}",
        &form.body[stood..stood + 80]
    );
    let no_stander = post_deal(&mut app, id, &[("d_dealer", "0"), ("d_best", "1")]);
    assert_eq!(no_stander.status, 422, "{}", no_stander.body);
    no_stander.has("id=\"error-d_stood\"");
    let own = [
        ("d_dealer", "0"),
        ("d_best", "1"),
        ("d_stood", "1"),
        ("d_bought_0", "2"),
    ];
    let refused = post_deal(&mut app, id, &own);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_bought_0\"");
    assert_eq!(stored_deals(&app, id).len(), 0);
    let posted = post_deal(
        &mut app,
        id,
        &[("d_dealer", "0"), ("d_best", "1"), ("d_stood", "1")],
    );
    assert_eq!(posted.status, 303, "{}", posted.body);
    for _ in 0..2 {
        let posted = post_deal(&mut app, id, &[("d_best", "1"), ("d_stood", "1")]);
        assert_eq!(posted.status, 303, "{}", posted.body);
    }
    app.get(&format!("/tables/{id}"))
        .has("Arthur (guest) deals")
        .has("Edith (guest) deals")
        .has("Tom (guest) deals");
}
