//! What tests make through the app: tables of guests and their deals, events and their codes,
//! a piquet table beside a club night.

use super::{Reply, TestApp, between};

/// A rubicon piquet table with one deal entered and a club night (1909 laws, seed 7): what the
/// browser tests render beside the event pages. Returns their addresses.
pub fn piquet_table_and_night(app: &mut TestApp) -> (String, String) {
    let table = app.post(
        "/tables",
        &[
            ("law", "rubicon-piquet"),
            ("side0_0_guest", "Ann"),
            ("side1_0_guest", "Bob"),
            ("stake", "1"),
            ("season", "2026"),
        ],
    );
    assert_eq!(table.status, 303, "{}", table.body);
    let table = table.location.unwrap();
    let deal = app.post(
        &format!("{table}/deals"),
        &[("d_scores_0", "20"), ("d_scores_1", "18")],
    );
    assert_eq!(deal.status, 303, "{}", deal.body);
    let night = app.post(
        "/nights",
        &[("date", "2026-11-23"), ("code", "1909"), ("seed", "7")],
    );
    assert_eq!(night.status, 303, "{}", night.body);
    let night = night.location.unwrap();
    (table, night)
}

/// A table of play of `law` with `players` as guests, one to a side in order, at a stake of 1 in
/// season 1927, with the law's `settings` fields; returns the new table's id.
pub fn guest_table(
    app: &mut TestApp,
    law: &str,
    players: &[&str],
    settings: &[(&str, &str)],
) -> i64 {
    let seats: Vec<(String, String)> = players
        .iter()
        .enumerate()
        .flat_map(|(i, name)| {
            [
                (format!("side{i}_0"), String::new()),
                (format!("side{i}_0_guest"), (*name).to_owned()),
            ]
        })
        .collect();
    let mut form: Vec<(&str, &str)> = seats
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    form.extend_from_slice(&[("law", law), ("stake", "1"), ("season", "1927")]);
    form.extend_from_slice(settings);
    created_id(&app.post("/tables", &form), "/tables/")
}

/// Posts one deal's fields to table `id`'s pad.
pub fn post_deal(app: &mut TestApp, id: i64, fields: &[(&str, &str)]) -> Reply {
    app.post(&format!("/tables/{id}/deals"), fields)
}

/// The deals stored for table `id`, as the pad keeps them.
pub fn stored_deals(app: &TestApp, id: i64) -> Vec<serde_json::Value> {
    hoyle::db::read(&app.pool, |c| hoyle::db::tables::deals(c, id)).unwrap()
}

/// The id of what a 303 reply made, read from its `Location` after `prefix` ("/tables/").
pub fn created_id(reply: &Reply, prefix: &str) -> i64 {
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.clone().unwrap();
    location.trim_start_matches(prefix).parse().unwrap()
}

/// Posts an individual event's players form with visitors "Guest p" for each number in
/// `numbers` (and `also`, typed as given), and returns the reply.
pub fn seat_guests(
    app: &mut TestApp,
    id: i64,
    numbers: std::ops::RangeInclusive<u32>,
    also: &[(&str, &str)],
) -> Reply {
    let names: Vec<(String, String)> = numbers
        .map(|p| (format!("ns{p}_va"), format!("Guest {p}")))
        .collect();
    let mut form: Vec<(&str, &str)> = also.to_vec();
    form.extend(names.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    app.post(&format!("/events/{id}/pairs"), &form)
}

/// How many table codes an event has been given.
pub fn codes_issued(app: &TestApp, id: i64) -> i64 {
    hoyle::db::read(&app.pool, |c| {
        Ok(c.query_row(
            "SELECT count(*) FROM table_codes WHERE owner_id = ?1 AND kind = 'event'",
            [id],
            |r| r.get::<_, i64>(0),
        )?)
    })
    .unwrap()
}

/// The new-event form's two steps: the numbers (the offers page, which must offer `movement`;
/// returned for the caller's own checks), then the movement chosen. Returns the page and the
/// new event's id.
pub fn event_by_offers(app: &mut TestApp, form: &[(&str, &str)], movement: &str) -> (Reply, i64) {
    let mut offers = form.to_vec();
    offers.push(("step", "offers"));
    let page = app.post("/events", &offers);
    assert_eq!(page.status, 200, "{}", page.body);
    page.has(&format!("value=\"{movement}\""));
    let mut chosen = form.to_vec();
    chosen.push(("movement", movement));
    let made = app.post("/events", &chosen);
    (page, created_id(&made, "/events/"))
}

/// A whist event of seven tables, four boards a round (seven rounds); returns its id.
pub fn seven_table_event(app: &mut TestApp) -> i64 {
    let reply = app.post(
        "/events",
        &[
            ("name", "Tuesday duplicate"),
            ("date", "1927-03-08"),
            ("season", ""),
            ("game", "whist"),
            ("tables", "7"),
            ("boards_per_round", "4"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.unwrap();
    location.trim_start_matches("/events/").parse().unwrap()
}

/// The codes on the table cards a POST to `path` prints (`<strong class="code">`), in order.
pub fn printed_codes(app: &mut TestApp, path: &str) -> Vec<String> {
    let cards = app.post(path, &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    cards
        .body
        .split("<strong class=\"code\">")
        .skip(1)
        .map(|s| s[..s.find('<').unwrap()].to_owned())
        .collect()
}

/// The guide cards printed with codes, as (round, table) → code.
pub fn event_codes(app: &mut TestApp, id: i64) -> std::collections::HashMap<(u32, u32), String> {
    let cards = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    cards.has("id=\"codes-made\"");
    let mut codes = std::collections::HashMap::new();
    for table in 1..=7u32 {
        for round in 1..=7u32 {
            let row = between(&cards.body, &format!("id=\"t{table}r{round}\""), "</tr>");
            let code = between(row, "<td class=\"code\">", "</td>").to_owned();
            assert_eq!(code.len(), 9, "{code}");
            codes.insert((round, table), code);
        }
    }
    codes
}
