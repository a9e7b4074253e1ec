//! A school's table page as a card-school evening meets it (issue 23, fresh eyes, second
//! round): who deals and who stands out said above the form, the form near the top and short,
//! the printed settlement's deals.

use crate::support::{TestApp, between, guest_table, post_deal};

/// Solo whist at five: the form says who deals and who stands out before anything is entered
/// (seed 000 L5029–5031: the player on the dealer's right stands out), and moves on with the deal.
#[test]
fn the_deal_form_says_who_deals_and_who_stands_out() {
    let mut app = TestApp::with_director();
    let players = ["Ann", "Ben", "Cora", "Dan", "Eve"];
    let id = guest_table(&mut app, "solo-whist", &players, &[]);
    let page = app.get(&format!("/tables/{id}"));
    let next = between(&page.body, "id=\"next-deal\"", "</p>");
    assert!(
        next.contains("Deal 1: Ann (guest) deals; Eve (guest) stands out."),
        "{next}"
    );
    // A hand thrown up: the deal passes to the left all the same.
    assert_eq!(post_deal(&mut app, id, &[("d_call", "pass")]).status, 303);
    let page = app.get(&format!("/tables/{id}"));
    let next = between(&page.body, "id=\"next-deal\"", "</p>");
    assert!(
        next.contains("Deal 2: Ben (guest) deals; Ann (guest) stands out."),
        "{next}"
    );
}

/// On a phone the next deal's form comes before the pad and the school's boxes, and each field
/// says its heading once: a field of one input is its own label, a per-side field a legend over
/// the sides' names.
#[test]
fn the_deal_form_comes_first_and_says_each_heading_once() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "hearts", &["Ann", "Bob", "Cat", "Dan"], &[]);
    // Ann alone takes no heart and wins the pool.
    let deal = [
        ("d_hearts_0", "0"),
        ("d_hearts_1", "4"),
        ("d_hearts_2", "4"),
        ("d_hearts_3", "5"),
    ];
    let reply = post_deal(&mut app, id, &deal);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let page = app.get(&format!("/tables/{id}"));
    let form = page.body.find("id=\"entry\"").expect("the form");
    let pad = page.body.find("id=\"pad\"").expect("the pad");
    assert!(form < pad, "the form comes before the pad");
    let fields = between(&page.body, "id=\"entry\"", "</form>");
    let legend = between(fields, "<legend>", "</legend>");
    assert_eq!(fields.matches(legend).count(), 1, "{fields}");
    assert!(fields.contains("<span>Ann (guest)</span>"), "{fields}");
    // The sitting's value says whose it is; the menu's first link names the home page.
    page.has(", the winner").has(">Tonight</a>");
}

/// The printed settlement writes "out" for the player who stood out and leaves blank only one not
/// at the table, keeps the law's note, marks a corrected deal and is dated.
#[test]
fn the_printed_settlement_says_who_stood_out_and_what_was_corrected() {
    let mut app = TestApp::with_director();
    let players = ["Ann", "Ben", "Cora", "Dan", "Eve"];
    let id = guest_table(&mut app, "solo-whist", &players, &[]);
    assert_eq!(post_deal(&mut app, id, &[("d_call", "pass")]).status, 303);
    let fixed = app.post(
        &format!("/tables/{id}/deals/1"),
        &[("d_call", "pass"), ("d_dealer", "0")],
    );
    assert_eq!(fixed.status, 303, "{}", fixed.body);
    let page = app.get(&format!("/tables/{id}/settlement"));
    let date = between(&page.body, "id=\"date\">", "</p>");
    assert!(date.contains(" 20"), "{date}");
    let deals = between(&page.body, "id=\"deals\"", "</table>");
    let row = between(deals, "<tbody>", "</tr>");
    assert!(row.contains("corrected"), "{row}");
    assert_eq!(row.matches(">out<").count(), 1, "{row}");
    assert!(row.contains("Eve (guest) stands out."), "{row}");
    page.has("id=\"deals-legend\"");
}
