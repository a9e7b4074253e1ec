//! A school at a table (issue 23): a payment game kept deal by deal, each player's running
//! balance and every pool on the page, players joining and leaving between deals, and the
//! evening's settlement printed and exported in the club's money.

use crate::support::{TestApp, guest_table, post_deal};

/// A table of a game that is no payment game takes no one between deals, and has no school's
/// settlement to print.
#[test]
fn a_rubber_table_is_no_school() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    app.get(&format!("/tables/{id}"))
        .lacks("Someone joins the table")
        .lacks("id=\"school\"");
    let refused = app.post(&format!("/tables/{id}/join"), &[("member", ""), ("guest", "Cat")]);
    assert_eq!(refused.status, 422);
    refused.has("not a payment game");
    assert_eq!(app.get(&format!("/tables/{id}/settlement")).status, 404);
    assert_eq!(app.get(&format!("/tables/{id}/school.csv")).status, 404);
    let _ = post_deal;
}
