//! Table codes at a congress (issue 22 item 18): the secretary prints a card a table for a
//! series; a phone with a code enters that table's sheet (a deal, or the totals) and nothing
//! else; a wrong code, a reprinted one and one whose series is closed are refused in words.

use super::*;
use crate::support::{DIRECTOR, PASSWORD, printed_codes};

const REFUSED: &str = "This table code is not valid";

/// A congress of six players in two tables of three, one round a series, series 1 drawn.
pub(super) fn two_tables(app: &mut TestApp) -> i64 {
    let made = app.post(
        "/congresses",
        &[
            ("name", "Phone skat"),
            ("date", "1926-11-12"),
            ("rounds", "1"),
            ("tables", "threes"),
        ],
    );
    ok(&made);
    let id = crate::support::created_id(&made, "/congresses/");
    let names = "A\nB\nC\nD\nE\nF\n";
    ok(&app.post(&format!("/congresses/{id}/players"), &[("names", names)]));
    ok(&app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "9"), ("confirm", "yes")],
    ));
    id
}

fn deals_at(app: &TestApp, id: i64, table: u32) -> usize {
    stored(app, id).deals.get(&(1, table)).map_or(0, Vec::len)
}

/// A Nullo won by seat 1, and (ignored) another sheet's address.
const NULLO: &[(&str, &str)] = &[
    ("what", "deals"),
    ("deal_no", "1"),
    ("declarer", "0"),
    ("game", "null"),
    ("won", "yes"),
    ("series", "1"),
    ("table", "2"),
];

#[test]
fn a_congress_table_code_enters_its_own_sheet_and_nothing_else() {
    let mut app = TestApp::with_director();
    let id = two_tables(&mut app);
    app.get(&format!("/congresses/{id}"))
        .has("Print table codes for series 1");
    let codes = printed_codes(&mut app, &format!("/congresses/{id}/series/1/codes"));
    assert_eq!(codes.len(), 2);
    app.logout();
    // Nobody logged in prints codes.
    let stranger = app.post(&format!("/congresses/{id}/series/1/codes"), &[]);
    assert_eq!(stranger.location.as_deref(), Some("/login"));

    let at = format!("/t/{}", codes[0]);
    app.get(&at)
        .has("Series 1, table 1")
        .has("Enter deal 1")
        .has("No game written yet.")
        .has(&format!("action=\"{at}\""))
        .lacks("Add a penalty")
        .lacks("/congresses/");
    // The code enters its own sheet's deal: the sheet's address in the form is not read.
    let saved = app.post(&at, NULLO);
    assert_eq!(
        saved.location.as_deref(),
        Some(at.as_str()),
        "{}",
        saved.body
    );
    app.get(&at)
        .has("id=\"saved\"")
        .has("Series 1, table 1: deal 1 saved.")
        .has("Enter deal 2");
    assert_eq!((deals_at(&app, id, 1), deals_at(&app, id, 2)), (1, 0));
    // The same checks as the sheet page: a player not at the table is refused at its field.
    let mut wrong = NULLO.to_vec();
    wrong[1] = ("deal_no", "2");
    wrong[2] = ("declarer", "7");
    let refused = app.post(&at, &wrong);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("Not saved.").has("href=\"#error-");
    assert_eq!(deals_at(&app, id, 1), 1);
    // Another sheet's own form is not open to it.
    let other = app.post(&format!("/congresses/{id}/series/1/tables/2/deals"), NULLO);
    assert_eq!(other.location.as_deref(), Some("/login"));
    assert_eq!(deals_at(&app, id, 2), 0);

    // Table 2's code enters its totals.
    let totals = [
        ("what", "totals"),
        ("totals_new", "1"),
        ("won_0", "1"),
        ("lost_0", "0"),
        ("points_0", "30"),
        ("won_1", "0"),
        ("lost_1", "1"),
        ("points_1", "-20"),
        ("won_2", "0"),
        ("lost_2", "0"),
        ("points_2", "0"),
    ];
    let t2 = format!("/t/{}", codes[1]);
    let saved = app.post(&t2, &totals);
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get(&t2)
        .has("Series 1, table 2: the sheet&#39;s totals saved.")
        .has("Correct the totals");
    assert_eq!(deals_at(&app, id, 1), 1);
}

#[test]
fn a_wrong_reprinted_or_closed_congress_code_is_refused_in_words() {
    let mut app = TestApp::with_director();
    let id = two_tables(&mut app);
    let codes = format!("/congresses/{id}/series/1/codes");
    let first = printed_codes(&mut app, &codes);
    let again = printed_codes(&mut app, &codes);
    app.logout();

    let wrong = app.get("/t/WRONGCODE");
    assert_eq!(wrong.status, 404, "{}", wrong.body);
    wrong.has(REFUSED);
    // Printing again made new codes: the first cards no longer open a sheet.
    let old = app.post(&format!("/t/{}", first[0]), NULLO);
    assert_eq!(old.status, 403, "{}", old.body);
    old.has(REFUSED);
    assert_eq!(deals_at(&app, id, 1), 0);

    // Closing the series ends its codes.
    let login = app.post("/login", &[("name", DIRECTOR), ("password", PASSWORD)]);
    assert_eq!(login.status, 303);
    ok(&app.post(
        &format!("/congresses/{id}/series/1/close"),
        &[("confirm", "yes"), ("empty", "yes")],
    ));
    app.get(&format!("/congresses/{id}"))
        .lacks("Print table codes for series 1");
    let closed = app.post(&codes, &[]);
    assert_eq!(closed.status, 422, "{}", closed.body);
    app.logout();
    let late = app.post(&format!("/t/{}", again[0]), NULLO);
    assert_eq!(late.status, 403, "{}", late.body);
    late.has(REFUSED).has("until its series is closed");
    app.get(&format!("/t/{}", again[1])).has(REFUSED);
    assert_eq!(deals_at(&app, id, 1), 0);
}

/// A congress table card gives the code page's full address, as event and party cards do.
#[test]
fn a_congress_table_card_gives_the_full_address_of_the_code_page() {
    let mut app = TestApp::with_director();
    let id = two_tables(&mut app);
    let cards = app.post(&format!("/congresses/{id}/series/1/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    cards
        .has("Open <strong>http://")
        .has("/code</strong> on a phone")
        .lacks("at /code with");
}
