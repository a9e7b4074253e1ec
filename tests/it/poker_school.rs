//! A poker school at a table night (issue 24): six players, a side pot when one goes all in,
//! a pool taken unshown, a show refused at its field with nothing saved; to the printed
//! settlement, computed by hand.

use crate::support::{TestApp, between, guest_table, post_deal, stored_deals};

fn fields(d: &[(String, String)]) -> Vec<(&str, &str)> {
    d.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

const SIX: [&str; 6] = ["Al", "Bea", "Cy", "Di", "Ed", "Flo"];

/// Deal 1 (seed 001 L4913–4915, "call a sight for what he has, and separate that part of the
/// pool from the rest"): Al drops with 10 in, Ed with 2, Flo with 15; Di is all in for 5, Bea
/// and Cy go on to 25. The main pool is 5 from each of the four who put in 5 or more, Ed's 2
/// besides: 27, for Bea, Cy and Di; the side pool 5 + 20 + 20 + 10 = 55, for Bea and Cy. Di's
/// full takes the main pool, Bea's flush the side pool: Al −10, Bea +30, Cy −25, Di +22, Ed −2,
/// Flo −15. Deal 2: all pass Cy, who takes the 9 unshown (+5, the others −1).
#[test]
fn a_poker_school_of_six_with_a_side_pot_to_its_printed_settlement() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "poker", &SIX, &[]);
    app.get(&format!("/tables/{id}"))
        .has("What each player put into the pool this deal")
        .has("The cards shown by those still in");
    let put_in = ["10", "25", "25", "5", "2", "15"];
    let mut deal: Vec<(String, String)> = (0..6)
        .map(|p| (format!("d_put_in_{p}"), put_in[p].to_owned()))
        .collect();
    for p in [0, 4, 5] {
        deal.push((format!("d_dropped_{p}"), "on".to_owned()));
    }
    deal.push(("d_hands_1".into(), "2H 5H 8H JH KH".into()));
    deal.push(("d_hands_2".into(), "QS QD 3C 4C 9S".into()));
    // Di is still in without his cards: refused at his input, nothing saved.
    let refused = post_deal(&mut app, id, &fields(&deal));
    assert_eq!(refused.status, 422);
    refused.has("Di (guest) is still in at the show: give his cards");
    assert!(stored_deals(&app, id).is_empty());
    deal.push(("d_hands_3".into(), "7S 7D 7C 10S 10D".into()));
    let reply = post_deal(&mut app, id, &fields(&deal));
    assert_eq!(reply.status, 303, "{}", reply.body);
    let mut second: Vec<(String, String)> = (0..6)
        .map(|p| {
            (
                format!("d_put_in_{p}"),
                if p == 2 { "4" } else { "1" }.to_owned(),
            )
        })
        .collect();
    for p in [0, 1, 3, 4, 5] {
        second.push((format!("d_dropped_{p}"), "on".to_owned()));
    }
    let reply = post_deal(&mut app, id, &fields(&second));
    assert_eq!(reply.status, 303, "{}", reply.body);

    let page = app.get(&format!("/tables/{id}"));
    page.has("Di (guest) takes the main pool of 27 with a full hand, sevens on tens")
        .has("Bea (guest) takes a side pool of 55 with a flush, king high")
        .has("Cy (guest) takes the pool of 9 unshown");
    let first = between(&page.body, "<tr class=\"deal\">", "</tr>");
    for item in [
        "-10 now -10",
        "30 now 30",
        "-25 now -25",
        "22 now 22",
        "-2 now -2",
    ] {
        assert!(first.contains(item), "{item} in {first}");
    }
    let table = between(&page.body, "id=\"balances\"", "</table>");
    for (name, balance) in [
        ("Al", "-11"),
        ("Bea", "+29"),
        ("Cy", "-20"),
        ("Di", "+21"),
        ("Ed", "-3"),
        ("Flo", "-16"),
    ] {
        let row = between(table, &format!("{name} (guest)</th>"), "</tr>");
        assert!(
            row.contains(&format!(">{balance}<")),
            "{name} {balance} in {row}"
        );
    }

    // The settlement the law gives for the same sitting, line by line on the page and printed.
    let input = serde_json::json!({
        "players": SIX,
        "deals": [
            {"put_in": [10, 25, 25, 5, 2, 15], "dropped": [0, 4, 5],
             "hands": [null, "2H 5H 8H JH KH", "QS QD 3C 4C 9S", "7S 7D 7C 10S 10D", null, null]},
            {"put_in": [1, 1, 4, 1, 1, 1], "dropped": [0, 1, 3, 4, 5]}
        ]
    });
    let answer: serde_json::Value =
        serde_json::from_str(&hoyle::laws::registry::score("poker", &input.to_string()).unwrap())
            .unwrap();
    assert_eq!(
        answer["balances"],
        serde_json::json!([-11, 29, -20, 21, -3, -16])
    );
    let lines: Vec<String> = answer["settlement"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let who = |v: &serde_json::Value| SIX[v.as_u64().unwrap() as usize];
            let n = p["amount"].as_i64().unwrap();
            format!(
                "{} (guest) pays {} (guest) {n} counter",
                who(&p["from"]),
                who(&p["to"])
            )
        })
        .collect();
    assert!(lines.len() >= 4, "{lines:?}");
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    printed.has("class=\"print\"");
    for line in &lines {
        page.has(line);
        printed.has(line);
    }
}
