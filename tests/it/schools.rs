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
    let refused = app.post(
        &format!("/tables/{id}/join"),
        &[("member", ""), ("guest", "Cat")],
    );
    assert_eq!(refused.status, 422);
    refused.has("not a payment game");
    assert_eq!(app.get(&format!("/tables/{id}/settlement")).status, 404);
    assert_eq!(app.get(&format!("/tables/{id}/school.csv")).status, 404);
    let _ = post_deal;
}

/// The payments between players as the page words them, from the law's own `hoyle score`
/// answer for the same sitting: "Cy (guest) pays Al (guest) 8 counters = 16d" at `stake` pence a
/// counter. (A pool's part is said as the pool's, in a line of its own: see the loo table.)
pub(crate) fn settlement_lines(law: &str, input: &serde_json::Value, stake: i64) -> Vec<String> {
    let answer: serde_json::Value =
        serde_json::from_str(&hoyle::laws::registry::score(law, &input.to_string()).unwrap())
            .unwrap();
    let players = input["players"].as_array().unwrap();
    let name = |v: &serde_json::Value| {
        players[v.as_u64().unwrap() as usize]
            .as_str()
            .unwrap()
            .to_owned()
    };
    answer["settlement"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["from"].is_number() && p["to"].is_number())
        .map(|p| {
            let n = p["amount"].as_i64().unwrap();
            format!(
                "{} pays {} {n} counter{} = {}d",
                name(&p["from"]),
                name(&p["to"]),
                if n == 1 { "" } else { "s" },
                n * stake
            )
        })
        .collect()
}

/// Each player's balance in counters as the page's "Where the table stands" shows it.
fn balances(page: &str) -> Vec<String> {
    let table = crate::support::between(page, "id=\"balances\"", "</table>");
    table
        .split("<th scope=\"row\">")
        .skip(1)
        .map(|row| {
            let name = row.split("</th>").next().unwrap();
            let counters = crate::support::between(row, "<td class=\"num\">", "</td>");
            format!("{name} {counters}")
        })
        .collect()
}

/// A nap table with a kitty (seed 003 L419–432: each dealer puts a stake into the kitty, and
/// the caller who makes Nap takes it besides his double stakes), the kitty of 4 carried from the
/// last sitting given on the new-table form, at 2 pence a counter; to its printed settlement.
#[test]
fn a_nap_table_with_a_kitty_to_its_printed_settlement() {
    let mut app = TestApp::with_director();
    // The new-table form of a payment game asks for a pool at the start.
    app.get("/tables/new?law=nap")
        .has("A pool at the start")
        .has("name=\"pool_counters\"");
    let refused = app.post(
        "/tables",
        &[
            ("law", "nap"),
            ("side0_0_guest", "Al"),
            ("side1_0_guest", "Bea"),
            ("side2_0_guest", "Cy"),
            ("pool_name", "kitty"),
            ("pool_counters", "-1"),
            ("stake", "2"),
        ],
    );
    assert_eq!(refused.status, 422);
    refused.has("Counters in it at the start: a whole number, 0 or more");
    let id = guest_table(
        &mut app,
        "nap",
        &["Al", "Bea", "Cy", "Di"],
        &[
            ("s_kitty", "\"dealer\""),
            ("pool_name", "kitty"),
            ("pool_counters", "4"),
        ],
    );
    hoyle::db::write(&app.pool, |c| {
        c.execute("UPDATE play_tables SET stake = 2 WHERE id = ?1", [id])?;
        Ok(())
    })
    .unwrap();
    let page = app.get(&format!("/tables/{id}"));
    page.has("In the pools at the start: kitty 4")
        .has("2 pence a counter")
        .has("Someone joins the table");
    // Al deals first and feeds the kitty; Bea calls two and makes them: two from each.
    let deals = [
        vec![("d_caller", "1"), ("d_call", "2"), ("d_made", "on")],
        // Cy's Nap fails: he pays five to each (Nap 10 / 5); Bea deals and feeds the kitty.
        vec![("d_caller", "2"), ("d_call", "nap")],
        // Di's Nap is made: ten from each, and the kitty besides.
        vec![("d_caller", "3"), ("d_call", "nap"), ("d_made", "on")],
    ];
    for deal in &deals {
        let reply = post_deal(&mut app, id, deal);
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let input = serde_json::json!({
        "settings": {"kitty": "dealer"},
        "players": ["Al (guest)", "Bea (guest)", "Cy (guest)", "Di (guest)"],
        "pools": {"kitty": 4},
        "deals": [
            {"caller": 1, "call": "2", "made": true},
            {"caller": 2, "call": "nap", "made": false},
            {"caller": 3, "call": "nap", "made": true},
        ],
    });
    let page = app.get(&format!("/tables/{id}"));
    // Deal 1 by hand: Bea +6, Al −2 and 1 into the kitty, Cy and Di −2; the kitty 5.
    let first = crate::support::between(&page.body, "<tr class=\"deal\">", "</tr>");
    for item in ["-3 now -3", "6 now 6", "-2 now -2", "kitty 5"] {
        assert!(first.contains(item), "{item} in {first}");
    }
    let lines = settlement_lines("nap", &input, 2);
    assert!(!lines.is_empty());
    for line in &lines {
        page.has(line);
    }
    page.has("The kitty");
    let shown = balances(&page.body);
    assert_eq!(shown.len(), 5, "four players and the kitty: {shown:?}");

    // A correction keeps its history: Di's Nap was in fact lost.
    let corrected = app.post(
        &format!("/tables/{id}/deals/3"),
        &[("d_caller", "3"), ("d_call", "nap")],
    );
    assert_eq!(corrected.status, 303, "{}", corrected.body);
    let mut lost = input.clone();
    lost["deals"][2]["made"] = false.into();
    let page = app.get(&format!("/tables/{id}"));
    page.has("corrected");
    let lines = settlement_lines("nap", &lost, 2);
    for line in &lines {
        page.has(line);
    }

    // The printed settlement.
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    printed
        .has("class=\"print\"")
        .has("the settlement")
        .has("In the pools at the start: kitty 4".to_lowercase().as_str());
    for line in &lines {
        printed.has(line);
    }
    // The CSV: a line a deal with the kitty after it, the balances, then the settlement.
    let csv = app.get(&format!("/tables/{id}/school.csv"));
    assert_eq!(csv.status, 200);
    assert!(csv.content_type.starts_with("text/csv"));
    let rows: Vec<&str> = csv.body.lines().collect();
    assert_eq!(rows[0], "The deals");
    assert_eq!(
        rows[2],
        "deal,Al (guest),Bea (guest),Cy (guest),Di (guest),kitty after,note"
    );
    assert!(rows[3].starts_with("1,-3,6,-2,-2,5,"), "{}", rows[3]);
    assert!(rows.contains(&"player,balance (counters),money (pence),money"));
    assert!(rows.contains(&"pays,to,counters,money (pence),money"));
}

/// Players come and go at a nap table: a guest and a member join between deals (each column
/// blank before he came), one leaves after a deal, and a deal naming him after it is refused at
/// its field with nothing saved; every coming and going is in the deal history.
#[test]
fn players_join_and_leave_a_nap_table_between_deals() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "nap", &["Al", "Bea", "Cy"], &[]);
    let eve = hoyle::db::write(&app.pool, |c| {
        c.execute(
            "INSERT INTO members (name, created_at) VALUES ('Eve', '2026-11-28T00:00:00Z')",
            [],
        )?;
        Ok(c.last_insert_rowid())
    })
    .unwrap();
    let made = |caller: &'static str, call: &'static str| {
        vec![("d_caller", caller), ("d_call", call), ("d_made", "on")]
    };
    assert_eq!(post_deal(&mut app, id, &made("0", "2")).status, 303);
    // Nobody named: refused at the form, in its words.
    let refused = app.post(
        &format!("/tables/{id}/join"),
        &[("member", ""), ("guest", " ")],
    );
    assert_eq!(refused.status, 422);
    refused.has("Who joins: choose a member or type a guest");
    let joined = app.post(
        &format!("/tables/{id}/join"),
        &[("member", ""), ("guest", "Di")],
    );
    assert_eq!(joined.status, 303, "{}", joined.body);
    let again = app.post(
        &format!("/tables/{id}/join"),
        &[("member", ""), ("guest", "Di")],
    );
    assert_eq!(again.status, 422);
    again.has("Di (guest) already has a column on this pad");
    let page = app.get(&format!("/tables/{id}"));
    page.has("at the table from deal 2")
        .has(&format!("<option value=\"{eve}\">Eve</option>"));
    // Di wins deal 2's Nap: 10 from each of the three others.
    assert_eq!(post_deal(&mut app, id, &made("3", "nap")).status, 303);
    let member = eve.to_string();
    let joined = app.post(
        &format!("/tables/{id}/join"),
        &[("member", member.as_str()), ("guest", "")],
    );
    assert_eq!(joined.status, 303, "{}", joined.body);
    let left = app.post(&format!("/tables/{id}/leave"), &[("side", "0")]);
    assert_eq!(left.status, 303, "{}", left.body);
    assert_eq!(
        crate::support::saved_word(&app.get(&format!("/tables/{id}")).body),
        Some("Al (guest) leaves the table after deal 2: his balance stands.")
    );
    let nobody = app.post(&format!("/tables/{id}/leave"), &[]);
    assert_eq!(nobody.status, 422);
    nobody.has("Who leaves: choose a player at this table");
    let again = app.post(&format!("/tables/{id}/leave"), &[("side", "0")]);
    assert_eq!(again.status, 422);
    again.has("Al (guest) has already left the table");
    let page = app.get(&format!("/tables/{id}"));
    let shown = balances(&page.body);
    // Deal 1: Al +4; deal 2: Al, Bea, Cy −10 each, Di +30.
    assert_eq!(
        shown,
        vec![
            "Al (guest) -6",
            "Bea (guest) -12",
            "Cy (guest) -12",
            "Di (guest) +30",
            "Eve 0"
        ]
    );
    page.has("left after deal 2")
        .has("joined at deal 2")
        .has("at the table from deal 3");
    let leaving = crate::support::between(&page.body, "<select name=\"side\">", "</select>");
    assert!(!leaving.contains("Al (guest)"), "{leaving}");
    // The pad's first row has no entry for Di, who had not come.
    let first = crate::support::between(&page.body, "<tr class=\"deal\">", "</tr>");
    assert_eq!(first.matches("now").count(), 3, "{first}");
    // Al calls after he left: refused at "Who called", nothing saved.
    let refused = post_deal(&mut app, id, &made("0", "1"));
    assert_eq!(refused.status, 422);
    refused.has("Al (guest) does not play this deal");
    assert_eq!(crate::support::stored_deals(&app, id).len(), 2);
    // Eve's first deal.
    assert_eq!(post_deal(&mut app, id, &made("4", "1")).status, 303);
    let history = app.get(&format!("/tables/{id}"));
    history
        .has("Di (guest) joins the table from deal 2")
        .has("Eve joins the table from deal 3")
        .has("Al (guest) leaves the table after deal 2");
}

/// A solo whist school of five, the fifth joining mid-evening, by the 1909 Hoyle in pence (seed
/// 000 L4753–4804: solos 6d, misères 1s, a penny a trick over or under, each adversary paying or
/// paid) at a penny a counter; at five the player on the dealer's right stands out (seed 000
/// L5029–5031). To its printed settlement, computed by hand.
#[test]
fn a_solo_whist_school_of_five_with_a_player_joining_to_its_printed_settlement() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "solo-whist", &["Al", "Bea", "Cy", "Di"], &[]);
    let deal = |fields: &[(&'static str, &'static str)]| fields.to_vec();
    // Al's solo, seven tricks: 6d and 2 over from each of the three (+24).
    let solo = deal(&[("d_call", "solo"), ("d_caller", "0"), ("d_tricks", "7")]);
    // Bea's misère won: a shilling from each (+36).
    let misere = deal(&[("d_call", "misere"), ("d_caller", "1"), ("d_won", "on")]);
    for d in [&solo, &misere] {
        let reply = post_deal(&mut app, id, d);
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    // Ed comes in after the second deal.
    let joined = app.post(
        &format!("/tables/{id}/join"),
        &[("member", ""), ("guest", "Ed")],
    );
    assert_eq!(joined.status, 303, "{}", joined.body);
    assert_eq!(
        crate::support::saved_word(&app.get(&format!("/tables/{id}")).body),
        Some("Ed (guest) joins the table: he plays from deal 3.")
    );
    app.get(&format!("/tables/{id}"))
        .has("at the table from deal 3")
        .has("name=\"d_seated_4\"");
    // Deal 3 at five: Cy deals, so Bea, on his right, stands out. Ed's solo, five tricks: 6d
    // from Al, Cy and Di (+18).
    let ed = deal(&[("d_call", "solo"), ("d_caller", "4"), ("d_tricks", "5")]);
    // Bea cannot call: she stands out this deal.
    let out = deal(&[("d_call", "solo"), ("d_caller", "1"), ("d_tricks", "5")]);
    let refused = post_deal(&mut app, id, &out);
    assert_eq!(refused.status, 422);
    refused.has("Bea (guest) does not play this deal");
    assert_eq!(post_deal(&mut app, id, &ed).status, 303);
    // Deal 4: Di deals and Cy stands out. Al's solo fails with four tricks: 7d to Bea, Di and
    // Ed (−21).
    let fails = deal(&[("d_call", "solo"), ("d_caller", "0"), ("d_tricks", "4")]);
    assert_eq!(post_deal(&mut app, id, &fails).status, 303);
    let page = app.get(&format!("/tables/{id}"));
    let third = page.body.split("<tr class=\"deal\">").nth(3).unwrap();
    let third = third.split("</tr>").next().unwrap();
    assert_eq!(third.matches("now").count(), 4, "Bea stands out: {third}");
    // The pad names who stands out rather than leaving a blank cell to be read as nothing paid.
    assert!(third.contains("Bea (guest) stands out."), "{third}");
    page.has("Cy (guest) stands out.");
    // Al +24 −12 −6 −21; Bea −8 +36 +7; Cy −8 −12 −6; Di −8 −12 −6 +7; Ed +18 +7.
    assert_eq!(
        balances(&page.body),
        vec![
            "Al (guest) -15",
            "Bea (guest) +35",
            "Cy (guest) -26",
            "Di (guest) -19",
            "Ed (guest) +25"
        ]
    );
    // The largest debt meets the largest credit, a debtor at a time.
    let lines = [
        "Cy (guest) pays Bea (guest) 26 counters = 26d",
        "Di (guest) pays Ed (guest) 19 counters = 19d",
        "Al (guest) pays Bea (guest) 9 counters = 9d",
        "Al (guest) pays Ed (guest) 6 counters = 6d",
    ];
    for line in lines {
        page.has(line);
    }
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    let settled = crate::support::between(&printed.body, "id=\"settlement\">", "</ul>");
    let expected: String = lines.iter().map(|l| format!("<li>{l}</li>")).collect();
    assert_eq!(settled, expected);
    printed.has("Ed (guest)").has("joined at deal 3");
    // The CSV's third deal: Bea stood out ("out", as on the print), Ed's +18.
    let csv = app.get(&format!("/tables/{id}/school.csv"));
    let third = csv.body.lines().nth(5).unwrap();
    assert!(third.starts_with("3,-6,out,-6,-6,18,"), "{third}");
}

/// A loo table with the pool carried (seed 003 L775–801, L915–922, L964–976, L727–731: three a
/// deal, six a loo, three a single loo; the pool divided a third a trick and carried from deal to
/// deal, the looed paying into the next; the pool shared equally at the end, what does not divide
/// left in it), as `docs/laws/examples/loo-three-card.json` computes it by hand; to its printed
/// settlement. The two counters left lying in the pool are carried to the next sitting's table.
#[test]
fn a_loo_table_with_the_pool_carried_to_its_printed_settlement() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "loo", &["Ann", "Bob", "Cat", "Dan", "Eve"], &[]);
    let plays = |play: [&'static str; 5], tricks: [&'static str; 5]| {
        let names = ["0", "1", "2", "3", "4"];
        let mut form: Vec<(String, &'static str)> = Vec::new();
        for i in 0..5 {
            form.push((format!("d_play_{}", names[i]), play[i]));
            form.push((format!("d_tricks_{}", names[i]), tricks[i]));
        }
        form
    };
    let deals: Vec<Vec<(String, &'static str)>> = vec![
        // A single: Cat holds the higher card and takes the pool; the rest pay a single loo.
        vec![("d_winner".to_owned(), "2")],
        plays(
            ["own", "own", "miss", "own", "out"],
            ["0", "2", "1", "0", ""],
        ),
        plays(["out", "out", "own", "own", "out"], ["", "", "3", "0", ""]),
        plays(["own", "own", "", "", "own"], ["1", "1", "", "", "1"]),
        // Nobody looed: a single again, Ann's.
        vec![("d_winner".to_owned(), "0")],
        vec![("d_divide".to_owned(), "on")],
    ];
    for d in &deals {
        let form: Vec<(&str, &str)> = d.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let reply = post_deal(&mut app, id, &form);
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let page = app.get(&format!("/tables/{id}"));
    // The pool after each deal, carried: 12, 12, 6, 0, 12, 2.
    let notes: Vec<&str> = page
        .body
        .split("In the pools: pool ")
        .skip(1)
        .map(|rest| rest.split('.').next().unwrap())
        .collect();
    assert_eq!(notes, vec!["12", "12", "6", "0", "12", "2"]);
    assert_eq!(
        balances(&page.body),
        vec![
            "Ann (guest) -4",
            "Bob (guest) +6",
            "Cat (guest) +19",
            "Dan (guest) -19",
            "Eve (guest) -4",
            "The pool 2"
        ]
    );
    let lines = [
        "Dan (guest) pays Cat (guest) 19 counters = 19d",
        "Ann (guest) pays Bob (guest) 4 counters = 4d",
        "Eve (guest) pays Bob (guest) 2 counters = 2d",
        // The two counters left in the pool are the pool's, carried; not a payment of Eve's.
        "The pool held nothing at the start and holds 2 counters = 2d now, carried to the next \
         sitting; the 2 counters put into it are part of the players' balances, paid into it \
         out of what is owed: Eve (guest) 2 counters = 2d.",
    ];
    let printed = app.get(&format!("/tables/{id}/settlement"));
    let settled = crate::support::between(&printed.body, "id=\"settlement\">", "</ul>");
    let expected: String = lines
        .iter()
        .map(|l| format!("<li>{}</li>", l.replace('\'', "&#39;")))
        .collect();
    assert_eq!(settled, expected);
    let csv = app.get(&format!("/tables/{id}/school.csv"));
    let rows: Vec<&str> = csv.body.lines().collect();
    assert!(rows[2].ends_with(",pool after,note"), "{}", rows[2]);
    assert!(rows[8].starts_with("6,2,2,2,2,2,2,"), "{}", rows[8]);
    assert!(rows.contains(&"the pool,2,2,2d"), "{rows:?}");

    // The next sitting's table starts with the two counters carried in the pool.
    let next = guest_table(
        &mut app,
        "loo",
        &["Ann", "Bob", "Cat", "Dan", "Eve"],
        &[("pool_name", "pool"), ("pool_counters", "2")],
    );
    let page = app.get(&format!("/tables/{next}"));
    page.has("In the pools at the start: pool 2");
    // Ann deals (three in: five in the pool) and takes all three tricks, the first two with
    // the odd counters' preference; Bob stood and took none: looed, six into the next pool.
    let mut deal = plays(["own", "own", "out", "out", "out"], ["3", "0", "", "", ""]);
    deal.push(("d_first".to_owned(), "0"));
    deal.push(("d_second".to_owned(), "0"));
    let form: Vec<(&str, &str)> = deal.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let reply = post_deal(&mut app, next, &form);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let input = serde_json::json!({
        "players": ["Ann (guest)", "Bob (guest)", "Cat (guest)", "Dan (guest)", "Eve (guest)"],
        "pools": {"pool": 2},
        "deals": [{"play": ["own", "own", null, null, null], "tricks": [3, 0, 0, 0, 0],
                   "first": 0, "second": 0}],
    });
    let page = app.get(&format!("/tables/{next}"));
    for line in settlement_lines("loo", &input, 1) {
        page.has(&line);
    }

    // The season's ledger over both tables: the players' money, what lies in the pools now (2
    // on the first table, which was not told its pool went on; 6 on the second) and what was
    // brought into them (the second table's 2) come to nothing, the pools on lines of their own.
    let csv = app.get("/ledger.csv");
    let (mut now, mut start) = (None, None);
    let mut total = 0;
    for row in csv.body.lines().skip(1) {
        let cells: Vec<&str> = row.split(',').collect();
        let pence: i64 = cells[3].trim_start_matches('\'').parse().unwrap();
        total += pence;
        match cells[0] {
            hoyle::db::tables::POOLS_NOW => now = Some(pence),
            hoyle::db::tables::POOLS_START => start = Some(pence),
            _ => {}
        }
    }
    assert_eq!((now, start, total), (Some(8), Some(-2), 0), "{}", csv.body);
    app.get("/ledger")
        .has("In the pools now (carried to the next sitting)")
        .has("Brought into the pools at the start (from an earlier sitting)");
}

/// A club night's table may keep a payment game: everyone at the club table sits in the school
/// (as many as the game takes), not only the four a rubber seats.
#[test]
fn a_club_night_table_keeps_a_school_of_everyone_at_it() {
    let mut app = TestApp::with_director();
    let night = app.post(
        "/nights",
        &[
            ("date", "2026-11-28"),
            ("season", ""),
            ("code", "1909"),
            ("seed", "7"),
        ],
    );
    let night = crate::support::created_id(&night, "/nights/");
    for (name, cut) in [
        ("Al", "A"),
        ("Bea", "2"),
        ("Cy", "3"),
        ("Di", "4"),
        ("Ed", "5"),
    ] {
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", cut)],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    }
    let formed = app.post(&format!("/nights/{night}/form"), &[("seats", "4")]);
    assert_eq!(formed.status, 303, "{}", formed.body);
    let started = app.post(
        &format!("/nights/{night}/tables/1/next"),
        &[("law", "nap"), ("stake", "1")],
    );
    assert_eq!(started.status, 303, "{}", started.body);
    let tables = hoyle::db::read(&app.pool, |c| hoyle::db::tables::of_night(c, night)).unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].sides.len(), 5, "{:?}", tables[0].side_names());
    let id = tables[0].id;
    assert_eq!(
        post_deal(
            &mut app,
            id,
            &[("d_caller", "4"), ("d_call", "1"), ("d_made", "on")]
        )
        .status,
        303
    );
    let page = app.get(&format!("/tables/{id}"));
    page.has("Where the table stands")
        .has("1 counter = 1d")
        .lacks("id=\"finished\"");
}
