//! A traveller line's matchpoints set by hand by the director (issue 21), as club scorers allow:
//! shown on the board, logged in its history, used by the standings (the board's other lines
//! untouched) and written in USEBIO; cleared, the method's figures come back.

use hoyle::db::{events, results};
use hoyle::exact::Q;
use hoyle::tournament::EventStandings;

use crate::event_movements::{create, enter_all_but};
use crate::roles::login;
use crate::support::{SCORER_PASSWORD, TestApp, add_scorer};

fn standings(app: &TestApp, id: i64) -> EventStandings {
    let ((e, p, r), a) = hoyle::db::read(&app.pool, |c| {
        Ok((events::load(c, id)?, results::assigned::list(c, id)?))
    })
    .unwrap();
    hoyle::tournament::standings_full(&e, &p, &r, &a).unwrap()
}

/// A pair's matchpoint total (one field: every pair is kept as N-S).
fn total(s: &EventStandings, pair: u32) -> Q {
    let row = s.rows.iter().find(|r| r.pair == pair).unwrap();
    row.figure.as_ref().unwrap().total
}

/// Each line's figures, by (board, N-S pair, E-W pair).
fn figures(s: &EventStandings) -> hoyle::tournament::MethodFigures {
    s.method.clone().unwrap()
}

#[test]
fn matchpoints_set_by_hand_are_shown_logged_scored_and_written_then_cleared() {
    let mut app = TestApp::with_director();
    let id = create(&mut app, "By hand", ("10", "2"), "howell", "matchpoints");
    enter_all_but(&mut app, id, (0, 0, 0));
    let stored = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap();
    let line = stored[0].clone();
    let (board, ns, ew) = (line.board, line.ns, line.ew);
    let before = standings(&app, id);
    let (Some(ns_was), Some(ew_was)) = figures(&before).results[&(board, ns, ew)] else {
        panic!("no figures for the line");
    };
    let at = format!("/events/{id}/results/{}/matchpoints", line.id);
    let version = line.version.to_string();

    // Refused at the field as labelled: three decimals.
    let refused = app.post(
        &at,
        &[("ns_mp", "7.125"), ("ew_mp", "0.75"), ("version", &version)],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("N-S matchpoints: give the matchpoints as a number");

    let set = app.post(
        &at,
        &[("ns_mp", "7.25"), ("ew_mp", "0.75"), ("version", &version)],
    );
    assert_eq!(set.status, 303, "{}", set.body);
    app.get(&format!("/events/{id}/boards/{board}"))
        .has("7.25 <span class=\"by-hand\">set by hand</span>")
        .has("0.75 <span class=\"by-hand\">set by hand</span>")
        .has("E-W 0.75 matchpoints (set by hand)");

    // The pairs' totals change by exactly the difference; the board's other lines do not.
    let after = standings(&app, id);
    assert_eq!(
        total(&after, ns) - total(&before, ns),
        Q::new(29, 4) - ns_was
    );
    assert_eq!(
        total(&after, ew) - total(&before, ew),
        Q::new(3, 4) - ew_was
    );
    let (was, now) = (figures(&before).results, figures(&after).results);
    for (key, f) in &now {
        if *key != (board, ns, ew) {
            assert_eq!(was[key], *f, "{key:?}");
        }
    }

    // Logged like a correction: who, what it was, what it is.
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(board))).unwrap();
    let logged = history.last().unwrap();
    assert_eq!(logged.action, "corrected");
    assert_eq!((logged.ns, logged.ew), (ns, ew));
    assert!(logged.old.as_deref().unwrap().ends_with("(worked out)"));
    assert_eq!(
        logged.new.as_deref(),
        Some("N-S 7.25, E-W 0.75 matchpoints (set by hand)")
    );

    // Recent changes (the Bin page) list it as every correction.
    app.get("/bin").has(&format!(
        "Board {board} corrected: {} → N-S 7.25, E-W 0.75 matchpoints (set by hand)",
        logged.old.as_deref().unwrap()
    ));

    // USEBIO writes the line's figures as set.
    let xml = app.get(&format!("/events/{id}/usebio.xml"));
    xml.has("<NS_MATCH_POINTS>7.25</NS_MATCH_POINTS>")
        .has("<EW_MATCH_POINTS>0.75</EW_MATCH_POINTS>");

    // A form opened before the change is refused as stale; cleared, the figures are worked out.
    let stale = app.post(&at, &[("clear", "1"), ("version", &version)]);
    assert_eq!(stale.status, 422, "{}", stale.body);
    let current = hoyle::db::read(&app.pool, |c| results::get(c, id, line.id)).unwrap();
    let cleared = app.post(
        &at,
        &[("clear", "1"), ("version", &current.version.to_string())],
    );
    assert_eq!(cleared.status, 303, "{}", cleared.body);
    assert_eq!(standings(&app, id), before);
    app.get(&format!("/events/{id}/boards/{board}"))
        .lacks("class=\"by-hand\"")
        .has("matchpoints (worked out)");
    let history = hoyle::db::read(&app.pool, |c| results::history(c, id, Some(board))).unwrap();
    assert!(
        history
            .last()
            .unwrap()
            .new
            .as_deref()
            .unwrap()
            .ends_with("(worked out)")
    );
}

#[test]
fn a_scorer_cannot_set_matchpoints_by_hand() {
    let mut app = TestApp::with_director();
    let id = create(&mut app, "By hand", ("10", "2"), "howell", "matchpoints");
    enter_all_but(&mut app, id, (0, 0, 0));
    let line = hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap()[0].clone();
    assert_eq!(add_scorer(&mut app, "Sam", SCORER_PASSWORD).status, 200);
    assert_eq!(login(&mut app, "Sam", SCORER_PASSWORD).status, 303);
    app.get(&format!("/events/{id}/boards/{}", line.board))
        .lacks("Set matchpoints by hand");
    let refused = app.post(
        &format!("/events/{id}/results/{}/matchpoints", line.id),
        &[("ns_mp", "8"), ("ew_mp", "0"), ("version", "1")],
    );
    assert_eq!(refused.status, 403, "{}", refused.body);
    let kept = hoyle::db::read(&app.pool, |c| results::get(c, id, line.id)).unwrap();
    assert_eq!(kept.by_hand, None);
}
