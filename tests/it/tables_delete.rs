//! Deleting a table's last deal over HTTP: asked once, naming the deal and what it was, before
//! anything goes; a "yes" for a deal no longer the last deletes nothing.

use crate::support::{Reply, TestApp, between, guest_table, post_deal, stored_deals};

fn piquet_with_deals(app: &mut TestApp, deals: &[[&str; 2]]) -> i64 {
    let id = guest_table(app, "rubicon-piquet", &["Ann", "Bob"], &[]);
    for scores in deals {
        let deal = [("d_scores_0", scores[0]), ("d_scores_1", scores[1])];
        assert_eq!(post_deal(app, id, &deal).status, 303);
    }
    id
}

/// The "Delete deal N" button asks first: a page naming the deal and what it was, with the
/// button that deletes it and a "Keep it" link back to the pad; nothing goes until it is said.
#[test]
fn deleting_the_last_deal_asks_first_naming_it() {
    let mut app = TestApp::with_director();
    let id = piquet_with_deals(&mut app, &[["20", "18"], ["30", "12"]]);
    let page = app.get(&format!("/tables/{id}"));
    page.has(&format!("action=\"/tables/{id}/delete-last\""))
        .has("Delete deal 2</button>");
    // The button's post, as the page sends it: only asks.
    let asked = app.post(&format!("/tables/{id}/delete-last"), &[]);
    assert_eq!(asked.status, 200, "{}", asked.body);
    let question = between(&asked.body, "id=\"confirm-question\">", "</p>");
    assert!(
        question.starts_with("Delete deal 2 (")
            && question.contains("30")
            && question.ends_with(")? It stays in the deal history."),
        "{question}"
    );
    asked
        .has("name=\"deal_no\" value=\"2\"")
        .has("name=\"confirm\" value=\"yes\"")
        .has("Yes, delete deal 2</button>")
        .has(&format!(
            "href=\"/tables/{id}#pad\" id=\"confirm-cancel\">Keep it</a>"
        ));
    assert_eq!(stored_deals(&app, id).len(), 2);
    // The number alone, or "yes" alone, is not the answer: asked again.
    for half in [[("deal_no", "2")], [("confirm", "yes")]] {
        let again = app.post(&format!("/tables/{id}/delete-last"), &half);
        assert_eq!(again.status, 200, "{}", again.body);
        again.has("id=\"confirm-question\">Delete deal 2 (");
    }
    assert_eq!(stored_deals(&app, id).len(), 2);
    // "Yes": deleted, said at the top of the pad, kept in the history.
    let yes = [("confirm", "yes"), ("deal_no", "2")];
    let deleted = app.post(&format!("/tables/{id}/delete-last"), &yes);
    assert_eq!(deleted.status, 303, "{}", deleted.body);
    assert_eq!(stored_deals(&app, id).len(), 1);
    let page = app.get(&format!("/tables/{id}"));
    page.has("Deal 2 deleted: what it was stays in the deal history below.")
        .has("Delete deal 1</button>");
    // With no deal left, the button is gone and a stray post goes back to the table.
    let yes = [("confirm", "yes"), ("deal_no", "1")];
    assert_eq!(
        app.post(&format!("/tables/{id}/delete-last"), &yes).status,
        303
    );
    app.get(&format!("/tables/{id}")).lacks("/delete-last\"");
    let none = app.post(&format!("/tables/{id}/delete-last"), &[]);
    assert_eq!(none.status, 303, "{}", none.body);
}

/// A "yes" given for deal 2 after someone entered deal 3 deletes nothing: the question comes
/// back for deal 3, saying why.
#[test]
fn a_yes_for_a_deal_no_longer_the_last_deletes_nothing() {
    let mut app = TestApp::with_director();
    let id = piquet_with_deals(&mut app, &[["20", "18"], ["30", "12"]]);
    let asked = app.post(&format!("/tables/{id}/delete-last"), &[]);
    asked.has("name=\"deal_no\" value=\"2\"");
    let third = [("d_scores_0", "25"), ("d_scores_1", "15")];
    assert_eq!(post_deal(&mut app, id, &third).status, 303);
    let yes = [("confirm", "yes"), ("deal_no", "2")];
    let refused: Reply = app.post(&format!("/tables/{id}/delete-last"), &yes);
    assert_eq!(refused.status, 200, "{}", refused.body);
    refused
        .has("Nothing was deleted: the pad changed after you were asked about deal 2.")
        .has("id=\"confirm-question\">Delete deal 3 (")
        .has("name=\"deal_no\" value=\"3\"");
    assert_eq!(stored_deals(&app, id).len(), 3);
}
