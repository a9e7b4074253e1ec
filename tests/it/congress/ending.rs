//! Ending a congress: an empty sheet asked about at the close, and no series after the last.

use super::*;

/// Issue 22 item 15: closing a series over an empty sheet warns and asks; the players of that
/// table win no prize by lot; once the last series is closed as the last, the congress is over,
/// its prizes final and no further series offered or drawn.
#[test]
fn an_empty_sheet_is_asked_about_and_an_ended_congress_draws_no_more() {
    let mut app = TestApp::with_director();
    let made = app.post(
        "/congresses",
        &[
            ("name", "Short congress"),
            ("date", "1926-07-05"),
            ("rounds", "1"),
        ],
    );
    ok(&made);
    let id = made.location.as_deref().unwrap_or_default();
    let id: i64 = id.trim_start_matches("/congresses/").parse().unwrap();
    for name in ["Ahrens", "Brandt", "Claussen", "Dietz", "Engel", "Fuchs"] {
        ok(&app.post(&format!("/congresses/{id}/players"), &[("name", name)]));
    }
    ok(&app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "5"), ("confirm", "yes")],
    ));
    let tables = stored(&app, id)
        .congress
        .find_series(1)
        .unwrap()
        .tables
        .len();
    assert_eq!(tables, 2);
    // Table 1 below nothing, table 2 never entered.
    totals(&mut app, id, 1, 1, &[(0, 1, -40), (0, 2, -60), (0, 1, -30)]);
    let close = format!("/congresses/{id}/series/1/close");
    let asked = app.post(&close, &[("confirm", "yes"), ("last", "yes")]);
    assert_eq!(asked.status, 422, "{}", asked.body);
    asked
        .has("Table 2 of series 1 has nothing entered")
        .has("name=\"empty\"");
    assert!(!stored(&app, id).congress.find_series(1).unwrap().closed);
    ok(&app.post(
        &close,
        &[("confirm", "yes"), ("empty", "yes"), ("last", "yes")],
    ));
    let empty_players = seat_names(&app, id, 1, 2);
    let prizes = app.get(&format!("/congresses/{id}/prizes"));
    prizes.has("badge final");
    for name in &empty_players {
        prizes.lacks(name);
    }
    app.get(&format!("/congresses/{id}"))
        .has("The congress is over")
        .lacks("Draw series 2")
        .lacks("id=\"draw\"");
    let again = app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "6"), ("confirm", "yes")],
    );
    assert_eq!(again.status, 422, "{}", again.body);
    again.has("the congress is over");
    assert_eq!(stored(&app, id).congress.series.len(), 1);
}
