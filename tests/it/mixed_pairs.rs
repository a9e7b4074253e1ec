//! Mixed pairs (seed 001 L16108–16109: "Lady and gentleman as partners in compass games"): an
//! event option; the pair form asks each pair's lady and gentleman, both or neither; the
//! event's pages, printouts and standings CSV say "Mixed pairs".

use hoyle::db::{events, members};

use crate::support::TestApp;

fn mixed_mitchell(app: &mut TestApp) -> i64 {
    let reply = app.post(
        "/events",
        &[
            ("name", "Spring mixed"),
            ("date", "1927-03-08"),
            ("season", "1927"),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("rounds", ""),
            ("revoke_rule", "general"),
            ("mixed", "on"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    reply
        .location
        .unwrap()
        .trim_start_matches("/events/")
        .parse()
        .unwrap()
}

fn member(app: &TestApp, name: &str) -> String {
    let new = members::NewMember::new(name, "", "").unwrap();
    hoyle::db::write(&app.pool, |tx| members::add(tx, &new))
        .unwrap()
        .id
        .to_string()
}

/// N-S 1 two members; N-S 2 a visiting lady beside a member gentleman; the rest visitors.
fn six_pairs(app: &TestApp) -> Vec<(String, String)> {
    let (ann, bob, dan) = (member(app, "Ann"), member(app, "Bob"), member(app, "Dan"));
    let mut form: Vec<(String, String)> = vec![
        ("ns1_a".into(), ann),
        ("ns1_b".into(), bob),
        ("ns2_va".into(), "Cora".into()),
        ("ns2_b".into(), dan),
    ];
    for key in ["ns3", "ew1", "ew2", "ew3"] {
        form.push((format!("{key}_va"), format!("Lady {key}")));
        form.push((format!("{key}_vb"), format!("Gentleman {key}")));
    }
    form
}

fn post_pairs(app: &mut TestApp, id: i64, form: &[(String, String)]) -> crate::support::Reply {
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    app.post(&format!("/events/{id}/pairs"), &form)
}

#[test]
fn a_mixed_pairs_event_seats_a_lady_and_a_gentleman_and_says_so() {
    let mut app = TestApp::with_director();
    // The option on the new-event form, for pair events.
    app.get("/events/new?game=whist")
        .has("Mixed pairs: each pair is a lady and a gentleman")
        .has("Not for an individual");
    let id = mixed_mitchell(&mut app);
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert!(event.mixed);
    app.get(&format!("/events/{id}"))
        .has("Spring mixed · Mixed pairs")
        .has("each pair is a lady and a gentleman, the lady named first");
    app.get(&format!("/events/{id}/pairs"))
        .has("<th>Lady</th><th>Gentleman</th>")
        .has("aria-label=\"E-W 3 gentleman\"");

    // E-W 3's gentleman left out: refused at the row, naming the seat; nothing is saved.
    let whole = six_pairs(&app);
    let mut form = whole.clone();
    form.retain(|(k, _)| k != "ew3_vb");
    let refused = post_pairs(&mut app, id, &form);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("Gentleman: choose a member or type a visitor&#39;s name")
        .has("value=\"Cora\"");
    let pairs = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
    assert!(pairs.iter().all(|p| p.is_empty()), "{pairs:?}");

    // Every pair whole: saved, and the visiting lady stays in the lady's seat.
    let saved = post_pairs(&mut app, id, &whole);
    assert_eq!(saved.status, 303, "{}", saved.body);
    app.get(&format!("/events/{id}/pairs"))
        .has("name=\"ns2_va\" value=\"Cora\"")
        .lacks("name=\"ns2_vb\" value=\"Cora\"");

    // Round 1 at the three tables.
    for table in 1..=3u32 {
        let t = table.to_string();
        let (b1, b2) = (
            format!("ns_tricks_{}", 2 * table - 1),
            format!("ns_tricks_{}", 2 * table),
        );
        let entered = app.post(
            &format!("/events/{id}/entry"),
            &[("round", "1"), ("table", &t), (&b1, "7"), (&b2, "6")],
        );
        assert_eq!(entered.status, 303, "table {table}: {}", entered.body);
    }
    // The standings' heading says it; the lady comes first, visitor or not.
    app.get(&format!("/events/{id}/standings"))
        .has("Standings: Spring mixed · Mixed pairs")
        .has("Cora (visitor)</a> &amp; <a href=\"/players/member/3\">Dan");
    let csv = app.get(&format!("/events/{id}/standings.csv")).body;
    assert!(
        csv.lines().next().unwrap().ends_with(",mixed_pairs"),
        "{csv}"
    );
    assert!(csv.contains("Cora (visitor) & Dan"), "{csv}");
    assert!(
        csv.lines().skip(1).all(|l| l.ends_with(",Mixed pairs")),
        "{csv}"
    );
    let (_, api) = app.json(&format!("/api/v1/events/{id}"));
    assert_eq!(api["event"]["mixed_pairs"], true, "{api}");
    for sheet in ["schedule", "guide-cards", "travellers", "movement-cards"] {
        app.get(&format!("/events/{id}/print/{sheet}"))
            .has("<h1>Spring mixed · Mixed pairs: ");
    }
}

/// An individual partners every player with every other: mixed is refused at its field.
#[test]
fn an_individual_cannot_be_mixed_pairs() {
    let mut app = TestApp::with_director();
    let refused = app.post(
        "/events",
        &[
            ("name", "Individual night"),
            ("date", "1927-03-08"),
            ("game", "whist"),
            ("players", "8"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
            ("movement", "individual"),
            ("method", "plus-minus"),
            ("mixed", "on"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("Mixed pairs is for pair events: an individual changes partners");
    let stored = hoyle::db::read(&app.pool, events::list).unwrap();
    assert!(stored.is_empty());
    // An event that is not mixed keeps its player and partner.
    let plain = app.post(
        "/events",
        &[
            ("name", "Plain night"),
            ("date", "1927-03-08"),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(plain.status, 303, "{}", plain.body);
    let id = hoyle::db::read(&app.pool, events::list).unwrap()[0].id;
    app.get(&format!("/events/{id}")).lacks("Mixed pairs");
    app.get(&format!("/events/{id}/pairs"))
        .has("<th>Player</th><th>Partner</th>");
}

/// The fresh-eyes evening saved two pairs only: the other four sat out without a word and the
/// event read "0 of 0 entered". The save says which pairs are empty and sit out, and so does the
/// event's count.
#[test]
fn saving_some_pairs_says_the_empty_ones_sit_out() {
    let mut app = TestApp::with_director();
    let id = mixed_mitchell(&mut app);
    let mut form = six_pairs(&app);
    form.retain(|(k, _)| k.starts_with("ns1") || k.starts_with("ns2"));
    let saved = post_pairs(&mut app, id, &form);
    assert_eq!(saved.status, 303, "{}", saved.body);
    let page = app.get(saved.location.as_deref().unwrap());
    assert_eq!(
        crate::support::saved_word(&page.body),
        Some("The pairs are saved. 4 pairs are empty and sit out (N-S 3, E-W 1, E-W 2, E-W 3)."),
        "{}",
        page.body
    );
    page.has("0 of 0 entered; 4 pairs are empty and sit out (N-S 3, E-W 1, E-W 2, E-W 3)");
    // Every pair named: nothing is said, and the count is the movement's.
    let whole = six_pairs(&app);
    let saved = post_pairs(&mut app, id, &whole);
    assert_eq!(saved.status, 303, "{}", saved.body);
    let page = app.get(saved.location.as_deref().unwrap());
    assert_eq!(
        crate::support::saved_word(&page.body),
        Some("The pairs are saved.")
    );
    page.has("0 of 18 entered").lacks("empty and sit out");
}
