//! A second card-school evening with fresh eyes (issue 23): the pools said as what lies in them
//! now and what was brought in, the next sitting started with what a closed table left in its
//! pools, one rule for a blank cell on the print and in the CSV, and only players who can play
//! offered on the forms.

use crate::support::{TestApp, between, guest_table, post_deal};

/// A nap table with a kitty of 4 brought in from the last sitting (seed 003 L419–432: each
/// dealer feeds the kitty, the made Nap takes it), three deals as in `schools.rs`.
fn a_nap_table_with_a_kitty(app: &mut TestApp) -> i64 {
    let id = guest_table(
        app,
        "nap",
        &["Al", "Bea", "Cy", "Di"],
        &[
            ("s_kitty", "\"dealer\""),
            ("pool_name", "kitty"),
            ("pool_counters", "4"),
        ],
    );
    for deal in [
        vec![("d_caller", "1"), ("d_call", "2"), ("d_made", "on")],
        vec![("d_caller", "2"), ("d_call", "nap")],
        vec![("d_caller", "3"), ("d_call", "2"), ("d_made", "on")],
    ] {
        let reply = post_deal(app, id, &deal);
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    id
}

/// The pools' lines of a ledger CSV, and its total: (now, brought in, total) in pence.
fn pool_lines(csv: &str) -> (Option<i64>, Option<i64>, i64) {
    let (mut now, mut start, mut total) = (None, None, 0);
    for row in csv.lines().skip(1) {
        let cells: Vec<&str> = row.split(',').collect();
        let pence: i64 = cells[3].trim_start_matches('\'').parse().unwrap();
        total += pence;
        match cells[0] {
            hoyle::db::tables::POOLS_NOW => now = Some(pence),
            hoyle::db::tables::POOLS_START => start = Some(pence),
            _ => {}
        }
    }
    (now, start, total)
}

/// What the kitty holds now, as the table's page says.
fn kitty_now(app: &mut TestApp, id: i64) -> i64 {
    let page = app.get(&format!("/tables/{id}"));
    let row = between(&page.body, "<th scope=\"row\">The kitty</th>", "</tr>");
    between(row, "<td class=\"num\">", "</td>").parse().unwrap()
}

/// Items 1 and 3: the ledger says what lies in the pools now and what was brought in at the
/// start; a closed table starts its next sitting with its pools carried (once), and the
/// ledger over both counts the carried kitty once.
#[test]
fn a_closed_school_starts_its_next_sitting_with_its_pools() {
    let mut app = TestApp::with_director();
    let id = a_nap_table_with_a_kitty(&mut app);
    let kitty = kitty_now(&mut app, id);
    assert!(kitty > 0, "{kitty}");
    // The ledger: the kitty's counters now, and the 4 brought in, on lines of their own.
    let (now, start, total) = pool_lines(&app.get("/ledger.csv").body);
    assert_eq!((now, start, total), (Some(kitty), Some(-4), 0));
    // No next sitting while the table is open.
    app.get(&format!("/tables/{id}"))
        .lacks("Start the next sitting");
    let early = app.post(&format!("/tables/{id}/next-sitting"), &[]);
    assert_eq!(early.status, 422);
    early.has("close this table first");
    assert_eq!(app.post(&format!("/tables/{id}/close"), &[]).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("Start the next sitting");
    let started = app.post(&format!("/tables/{id}/next-sitting"), &[]);
    let next = crate::support::created_id(&started, "/tables/");
    assert_ne!(next, id);
    let page = app.get(&format!("/tables/{next}"));
    page.has(&format!("In the pools at the start: kitty {kitty}"))
        .has(&format!(
            "carried from <a href=\"/tables/{id}\">table {id}</a>"
        ))
        .has("Al (guest)")
        .has("Di (guest)");
    let tables = hoyle::db::read(&app.pool, |c| hoyle::db::tables::get(c, next)).unwrap();
    assert_eq!(tables.law.id, "nap");
    assert_eq!(tables.settings["kitty"], "dealer");
    app.get(&format!("/tables/{id}"))
        .has(&format!(
            "Its pools went to the next sitting: <a href=\"/tables/{next}\">table {next}</a>"
        ))
        .lacks("Start the next sitting");
    // Carried once: a second carry and a re-opening are refused.
    let again = app.post(&format!("/tables/{id}/next-sitting"), &[]);
    assert_eq!(again.status, 422);
    again.has(&format!("already started: table {next}"));
    assert_ne!(app.post(&format!("/tables/{id}/reopen"), &[]).status, 303);
    // Over both tables the kitty lies once, on the new table; what was brought in is the
    // first table's 4.
    let (now, start, total) = pool_lines(&app.get("/ledger.csv").body);
    assert_eq!((now, start, total), (Some(kitty), Some(-4), 0));
    assert_eq!(kitty_now(&mut app, next), kitty);
}

/// Item 2: a kitty that gave up what it held at the start is said as what it held and holds;
/// no line says the kitty paid a player or a player took from it.
#[test]
fn a_kitty_that_gave_up_its_start_names_no_taker() {
    let mut app = TestApp::with_director();
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
    // Di's Nap made: ten from each and the kitty (4, and Al's 1 as dealer) besides.
    let nap = [("d_caller", "3"), ("d_call", "nap"), ("d_made", "on")];
    assert_eq!(post_deal(&mut app, id, &nap).status, 303);
    for page in [
        app.get(&format!("/tables/{id}")),
        app.get(&format!("/tables/{id}/settlement")),
    ] {
        page.has("The kitty held 4 counters at the start and holds nothing now")
            .lacks("kitty pays")
            .lacks("takes 4")
            .lacks("shared out of");
    }
}

/// Item 5: the CSV writes a player's cell as the print does ("out" for one standing out, blank
/// for one not at the table), says so in one legend, and titles each of its three parts with a
/// blank line between.
#[test]
fn the_school_csv_and_print_leave_the_same_cells_blank() {
    let mut app = TestApp::with_director();
    let id = guest_table(
        &mut app,
        "solo-whist",
        &["Al", "Bea", "Cy", "Di", "Ed"],
        &[],
    );
    // At five the player on the dealer's right stands out (seed 000 L5029–5031): Al deals, Ed
    // stands out. Al's solo, seven tricks: 8 from each of Bea, Cy and Di.
    let solo = [("d_call", "solo"), ("d_caller", "0"), ("d_tricks", "7")];
    let reply = post_deal(&mut app, id, &solo);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let csv = app.get(&format!("/tables/{id}/school.csv"));
    let rows: Vec<&str> = csv.body.lines().collect();
    assert_eq!(rows[0], "The deals");
    assert!(rows[1].contains("A blank cell: the player was not at the table then"));
    assert!(rows[3].starts_with("1,24,-8,-8,-8,out,"), "{}", rows[3]);
    let blank = rows
        .iter()
        .position(|r| r.is_empty() || *r == "\"\"")
        .unwrap();
    assert_eq!(rows[blank + 1], "Each player's balance");
    assert!(rows.contains(&"Who pays whom"), "{rows:?}");
    let printed = app.get(&format!("/tables/{id}/settlement"));
    printed.has("A blank cell: the player was not at the table then");
    let first = between(&printed.body, "id=\"deals\"", "</table>");
    let first = between(first, "<tbody>", "</tr>");
    assert!(
        first.contains("<td class=\"num\">-8</td><td class=\"num\">out</td>"),
        "{first}"
    );
}

/// Item 6: after a player left, the next deal's form offers nothing of his; "Someone joins"
/// offers only members not already at the table.
#[test]
fn only_players_who_can_play_are_offered() {
    let mut app = TestApp::with_director();
    let eve = hoyle::db::write(&app.pool, |c| {
        c.execute(
            "INSERT INTO members (name, created_at) VALUES ('Eve', '2026-11-28T00:00:00Z')",
            [],
        )?;
        Ok(c.last_insert_rowid())
    })
    .unwrap();
    let id = guest_table(&mut app, "nap", &["Al", "Bea", "Cy"], &[]);
    let made = [("d_caller", "1"), ("d_call", "2"), ("d_made", "on")];
    assert_eq!(post_deal(&mut app, id, &made).status, 303);
    let offered = format!("<option value=\"{eve}\">Eve</option>");
    app.get(&format!("/tables/{id}")).has(&offered);
    let member = eve.to_string();
    let joined = app.post(
        &format!("/tables/{id}/join"),
        &[("member", member.as_str()), ("guest", "")],
    );
    assert_eq!(joined.status, 303, "{}", joined.body);
    assert_eq!(
        app.post(&format!("/tables/{id}/leave"), &[("side", "0")])
            .status,
        303
    );
    let page = app.get(&format!("/tables/{id}"));
    // Eve sits at the table: not offered to join again.
    page.lacks(&offered);
    // Al left: not among the callers of the next deal (Bea, Cy and Eve are).
    let caller = between(&page.body, "name=\"d_caller\"", "</select>");
    assert!(!caller.contains("Al (guest)"), "{caller}");
    assert!(
        caller.contains("Bea (guest)") && caller.contains(">Eve<"),
        "{caller}"
    );
    page.lacks("name=\"d_seated_0\"");
}

/// Item 4: on the pad a running total below nothing is ringed even when the deal's amount was
/// a gain ("12 now -3").
#[test]
fn a_negative_running_total_looks_negative() {
    let mut app = TestApp::with_director();
    let id = guest_table(&mut app, "nap", &["Al", "Bea", "Cy"], &[]);
    // Al's Nap fails: he pays 5 to each (−10); then he makes two: 2 from each (+4, now −6).
    for deal in [
        vec![("d_caller", "0"), ("d_call", "nap")],
        vec![("d_caller", "0"), ("d_call", "2"), ("d_made", "on")],
    ] {
        let reply = post_deal(&mut app, id, &deal);
        assert_eq!(reply.status, 303, "{}", reply.body);
    }
    let page = app.get(&format!("/tables/{id}"));
    page.has("<div>4 now <span class=\"hole\">-6</span></div>");
}

/// Item 7: a club night starts a table of a payment game at a club table, everyone at it
/// seated, and its settlement counts in the night's ledger; a table started on its own is
/// listed on the home page as not part of the night.
#[test]
fn a_night_s_card_school_counts_in_its_ledger() {
    let mut app = TestApp::with_director();
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let night = app.post(
        "/nights",
        &[
            ("date", &today),
            ("season", ""),
            ("code", "1909"),
            ("seed", "7"),
        ],
    );
    let night = crate::support::created_id(&night, "/nights/");
    for name in ["Al", "Bea", "Cy", "Di", "Ed"] {
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", "")],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    }
    let formed = app.post(&format!("/nights/{night}/form"), &[("seats", "4")]);
    assert_eq!(formed.status, 303, "{}", formed.body);
    app.get(&format!("/nights/{night}"))
        .has("a card school")
        .has("<option value=\"nap\">");
    let started = app.post(
        &format!("/nights/{night}/tables/1/next"),
        &[("law", "nap"), ("stake", "1")],
    );
    assert_eq!(started.status, 303, "{}", started.body);
    let tables = hoyle::db::read(&app.pool, |c| hoyle::db::tables::of_night(c, night)).unwrap();
    let id = tables[0].id;
    assert_eq!(tables[0].sides.len(), 5);
    // The first seated calls two and makes them: 2 from each of the four others.
    let made = [("d_caller", "0"), ("d_call", "2"), ("d_made", "on")];
    assert_eq!(post_deal(&mut app, id, &made).status, 303);
    let csv = app.get(&format!("/nights/{night}/ledger.csv"));
    let pence: Vec<i64> = csv
        .body
        .lines()
        .skip(1)
        .map(|r| r.split(',').nth(3).unwrap().parse().unwrap())
        .collect();
    assert_eq!(
        pence.iter().filter(|&&p| p == -2).count(),
        4,
        "{}",
        csv.body
    );
    assert!(pence.contains(&8), "{}", csv.body);
    let own = guest_table(&mut app, "loo", &["Fay", "Gus", "Hal"], &[]);
    let home = app.get("/");
    let line = between(&home.body, &format!("href=\"/tables/{own}\""), "</li>");
    assert!(line.contains("not part of a club night"), "{line}");
    let line = between(&home.body, &format!("href=\"/tables/{id}\""), "</li>");
    assert!(line.contains("club night table 1"), "{line}");
}
