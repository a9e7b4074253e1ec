//! Deleting a table's last deal over HTTP: asked once, naming the deal and what it was, before
//! anything goes; a "yes" for a deal no longer the last deletes nothing; and the line under the
//! pad saying a deal was deleted goes once a deal of its number is entered again.

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

/// A contract bridge table (two partnerships) by guests.
pub(crate) fn bridge_table(app: &mut TestApp) -> i64 {
    let form = [
        ("law", "contract-1927"),
        ("side0_0", ""),
        ("side0_0_guest", "Alice Hart"),
        ("side0_1", ""),
        ("side0_1_guest", "Clara Voss"),
        ("side1_0", ""),
        ("side1_0_guest", "Ben Cole"),
        ("side1_1", ""),
        ("side1_1_guest", "Frank Price"),
        ("stake", "1"),
        ("season", "2026"),
    ];
    crate::support::created_id(&app.post("/tables", &form), "/tables/")
}

pub(crate) fn bridge_deal(
    app: &mut TestApp,
    id: i64,
    side: &str,
    level: &str,
    trump: &str,
    tricks: &str,
) {
    let deal = [
        ("d_declarer", side),
        ("d_level", level),
        ("d_denomination", trump),
        ("d_tricks", tricks),
    ];
    let reply = post_deal(app, id, &deal);
    assert_eq!(reply.status, 303, "{}", reply.body);
}

pub(crate) fn delete_last(app: &mut TestApp, id: i64) {
    let n = stored_deals(app, id).len().to_string();
    let yes = [("confirm", "yes"), ("deal_no", n.as_str())];
    let reply = app.post(&format!("/tables/{id}/delete-last"), &yes);
    assert_eq!(reply.status, 303, "{}", reply.body);
}

/// The evening that found it (a phone at a contract bridge table): four trial deals deleted
/// from the last, two entered, the second deleted and entered again, then deals 3 and 4. The
/// line "Deal 4 was deleted" stands while the pad has three deals and goes with deal 4 entered;
/// no line is left for a number entered again.
#[test]
fn a_deleted_deal_entered_again_leaves_no_line_under_the_pad() {
    let mut app = TestApp::with_director();
    let id = bridge_table(&mut app);
    for _ in 0..4 {
        bridge_deal(&mut app, id, "0", "1", "S", "8");
    }
    for _ in 0..4 {
        delete_last(&mut app, id);
    }
    let page = app.get(&format!("/tables/{id}"));
    let lines = between(&page.body, "id=\"deleted-deals\">", "</div>");
    for n in 1..=4 {
        assert!(
            lines.contains(&format!("Deal {n} was deleted by Director")),
            "{lines}"
        );
    }
    bridge_deal(&mut app, id, "0", "1", "S", "7");
    bridge_deal(&mut app, id, "0", "1", "S", "7");
    delete_last(&mut app, id);
    bridge_deal(&mut app, id, "1", "3", "NT", "9");
    bridge_deal(&mut app, id, "0", "2", "S", "7");
    let page = app.get(&format!("/tables/{id}"));
    let lines = between(&page.body, "id=\"deleted-deals\">", "</div>");
    assert!(lines.contains("Deal 4 was deleted by Director"), "{lines}");
    for n in 1..=3 {
        assert!(!lines.contains(&format!("Deal {n} was")), "{lines}");
    }
    bridge_deal(&mut app, id, "0", "4", "H", "10");
    assert_eq!(stored_deals(&app, id).len(), 4);
    app.get(&format!("/tables/{id}"))
        .lacks("id=\"deleted-deals\"")
        .lacks("was deleted by");
}
