//! The social rotations: printed without a login, pairs moved by M6, sitting out in turn.

use super::*;

/// The social rotations page (issue 6 item 3) is public and read-only, linked from the parties
/// list: the book's round 1 for eight (seed 001 L3041–3043, the lost bottom row completed),
/// fifteen rounds for sixteen (L3074–3075), Safford's first set with its reconstruction said
/// (L3180–3235), and Baker's first stage (L3133–3140).
#[test]
fn the_social_rotations_print_without_a_login() {
    let mut app = TestApp::spawn();
    app.get("/parties").has("href=\"/parties/rotations\"");
    let page = app.get("/parties/rotations");
    assert_eq!(page.status, 200, "{}", page.body);
    page.has("Individual pivot for 8 players")
        .has("<span class=\"muted\">N–S</span> 5 and 7<br><span class=\"muted\">E–W</span> 1 and 8")
        .has("Individual pivot for 16 players")
        .has("<td class=\"num\">15</td>")
        .lacks("<td class=\"num\">16</td>")
        .has("Safford&#39;s schedule for eight married couples")
        .has("Reconstructed:")
        .has("<span class=\"muted\">N–S</span> 6 and g<br><span class=\"muted\">E–W</span> 2 and a")
        .has("Baker&#39;s social duplicate")
        .has("<span class=\"muted\">N–S</span> A1 and A2")
        .lacks("<form");
}

/// `pivot_movement: pairs_m6` is what every pivot party made before the setting played: it is
/// stored without the key, shown as `pairs_m6`, and the pairs go round Table 1's pivot pair
/// (M6, seed 001 L6447–6459).
#[test]
fn a_pairs_m6_pivot_party_moves_the_pairs_as_before() {
    let mut app = TestApp::with_director();
    let guests = eight_pivot_guests();
    let id = new_party(
        &mut app,
        &[
            ("kind", "pivot-bridge"),
            ("name", "Old pivot"),
            ("date", "1927-03-01"),
            ("guests", &guests),
            ("seed", "3"),
            ("pivot_movement", "pairs_m6"),
        ],
    );
    let p = stored(&app, id);
    assert!(!p.settings.book_pivot());
    let stored_json = serde_json::to_value(p.settings).unwrap();
    assert!(stored_json.get("pivot_movement").is_none(), "{stored_json}");
    app.get(&format!("/parties/{id}"))
        .has("<dt>How does pivot bridge move?</dt><dd>Pairs go round the pair at Table 1 <span class=\"muted\">(chosen for this party)</span></dd>")
        .has("<code>pivot_movement</code> = pairs_m6");
    app.get(&format!("/parties/{id}/seating"))
        .lacks("Rubber 1:");
    let start = p.evening().unwrap().party.seating().clone();
    let reply = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_points_a", "500"),
            ("t1_points_b", "400"),
            ("t2_points_a", "300"),
            ("t2_points_b", "700"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let next = stored(&app, id).evening().unwrap().party.seating().clone();
    assert_eq!(next.tables[0].seats[..2], start.tables[0].seats[..2]);
    assert_eq!(next.tables[0].seats[2..], start.tables[1].seats[..2]);
}

/// Sitting out rotates (issue 12): a thirteenth guest comes late to three tables of euchre, so
/// one guest waits each round; nobody waits twice before everyone has once.
#[test]
fn sitting_out_rotates_so_nobody_waits_twice_before_everyone_has_once() {
    let (mut app, id) = three_tables();
    let late = app.post(
        &format!("/parties/{id}/guests"),
        &[("name", "Mrs Late"), ("sex", "lady")],
    );
    assert_eq!(late.status, 303, "{}", late.body);
    let mut waited: Vec<String> = Vec::new();
    for round in 1..=13u32 {
        let seating = stored(&app, id).evening().unwrap().party.seating().clone();
        if round > 1 {
            assert_eq!(seating.waiting.len(), 1, "round {round}: {seating:?}");
            let w = seating.waiting[0].clone();
            app.get(&format!("/parties/{id}/seating"))
                .has(&format!("Sitting out this round: {w}"));
            assert!(
                !waited.contains(&w),
                "round {round}: {w} sits out again before everyone has: {waited:?}"
            );
            waited.push(w);
        }
        let mut form = vec![("round".to_owned(), round.to_string())];
        for t in &seating.tables {
            form.push((format!("t{}_winner", t.table), t.seats[0].clone()));
        }
        let form: Vec<(&str, &str)> = form.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        let reply = app.post(&format!("/parties/{id}/round"), &form);
        assert_eq!(reply.status, 303, "round {round}: {}", reply.body);
    }
    // The late guest sat out first; twelve different guests in twelve rounds.
    assert_eq!(waited[0], "Mrs Late");
    assert_eq!(waited.len(), 12);
}
