//! A school's sheets as a card-school evening reads them (issue 23, fresh eyes): money in the
//! words the books use, the CSV a spreadsheet can add up, the printed settlement stating its
//! stakes and fitting a phone, and the pools said as what happened to them.

use crate::support::{TestApp, between, guest_table, post_deal};

/// A solo whist school of four at 10d a counter in a club that writes £ s d: Al's solo, seven
/// tricks, takes 8 from each (seed 000 L4753–4804: 6d and a penny a trick over, at the table's
/// own stake); Ed joins after it and plays the second deal. `-Di` is a name that starts like a
/// formula.
fn a_pounds_school(app: &mut TestApp) -> i64 {
    let saved = app.post(
        "/club",
        &[
            ("name", ""),
            ("time_zone", "UTC"),
            ("money", "lsd"),
            ("currency", "£"),
        ],
    );
    assert_eq!(saved.status, 303, "{}", saved.body);
    let id = guest_table(app, "solo-whist", &["Al", "Bea", "Cy", "-Di"], &[]);
    hoyle::db::write(&app.pool, |c| {
        c.execute("UPDATE play_tables SET stake = 10 WHERE id = ?1", [id])?;
        Ok(())
    })
    .unwrap();
    let solo = [("d_call", "solo"), ("d_caller", "0"), ("d_tricks", "7")];
    assert_eq!(post_deal(app, id, &solo).status, 303);
    let joined = app.post(
        &format!("/tables/{id}/join"),
        &[("member", ""), ("guest", "Ed")],
    );
    assert_eq!(joined.status, 303, "{}", joined.body);
    // Deal 2 at five: Bea deals, Al on her right stands out; Bea's solo, seven tricks: +24 from
    // Cy, Di and Ed (8 each).
    let second = [("d_call", "solo"), ("d_caller", "1"), ("d_tricks", "7")];
    let reply = post_deal(app, id, &second);
    assert_eq!(reply.status, 303, "{}", reply.body);
    id
}

/// Item 1: negative money is written as money ("-13s 4d"), not guarded as a formula; beside it
/// a plain signed whole number of pence for a spreadsheet; a name starting with "-" keeps its
/// guard; a deal before a player joined is empty, not 0.
#[test]
fn the_school_csv_writes_money_a_spreadsheet_reads() {
    let mut app = TestApp::with_director();
    let id = a_pounds_school(&mut app);
    let csv = app.get(&format!("/tables/{id}/school.csv"));
    assert_eq!(csv.status, 200);
    let rows: Vec<&str> = csv.body.lines().collect();
    // Ed was not at the table at the first deal: his cell is empty.
    assert!(rows[3].starts_with("1,24,-8,-8,-8,,"), "{}", rows[3]);
    // Al stood out of the second deal: "out", as on the print.
    assert!(rows[4].starts_with("2,out,24,-8,-8,-8,"), "{}", rows[4]);
    // Al +24: 240d; Bea +16: 160d; Cy and Di −16: −160d; Ed −8: −80d.
    for row in [
        "player,balance (counters),money (pence),money",
        "Al (guest),24,240,£1",
        "Bea (guest),16,160,13s 4d",
        "Cy (guest),-16,-160,-13s 4d",
        "'-Di (guest),-16,-160,-13s 4d",
        "Ed (guest),-8,-80,-6s 8d",
        "pays,to,counters,money (pence),money",
    ] {
        assert!(rows.contains(&row), "{row} in {rows:?}");
    }
    assert!(!csv.body.contains("'-1"), "{}", csv.body);
    assert!(!csv.body.contains("£0"), "{}", csv.body);
}

/// Item 2: money on the table's page and its printed settlement as the books write it.
#[test]
fn a_school_s_money_reads_as_the_books_write_it() {
    let mut app = TestApp::with_director();
    let id = a_pounds_school(&mut app);
    let page = app.get(&format!("/tables/{id}"));
    page.has(">£1<")
        .has(">-13s 4d<")
        .has(">-6s 8d<")
        .lacks("£0 ");
    page.has("10d a counter");
    let printed = app.get(&format!("/tables/{id}/settlement"));
    printed
        .has("Cy (guest) pays Al (guest) 16 counters = 13s 4d")
        .lacks("£0 ");
}

/// Item 3: the printed settlement states its stakes (the counter's worth in the club's money
/// and the table's settings in words), leaves out a pools column no pool ever used, keeps who
/// joined when on a phone, rules whole rows, and fits 390 px.
#[test]
fn the_printed_settlement_states_its_stakes_and_fits_a_phone() {
    let mut app = TestApp::with_director();
    let id = a_pounds_school(&mut app);
    let printed = app.get(&format!("/tables/{id}/settlement"));
    assert_eq!(printed.status, 200);
    let stakes = between(&printed.body, "id=\"stakes\">", "</ul>");
    assert!(stakes.contains("A counter is worth 10d."), "{stakes}");
    let law = hoyle::laws::registry::find("solo-whist").unwrap();
    for setting in law.settings {
        let label = hoyle::laws::words::label(law.id, setting).replace('\'', "&#39;");
        assert!(stakes.contains(&label), "{label} in {stakes}");
    }
    printed.lacks("Pools after");
    // "Joined at deal 2" is no column a phone leaves out.
    printed
        .has("<td>joined at deal 2</td>")
        .has("class=\"pad school-deals\"");
    let css =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/app.css")).unwrap();
    assert!(css.contains("thead th { border-bottom: 2px solid #000; }"));
    assert!(!css.contains("th { background: #fff; border-bottom: 2px solid #000; }"));
    assert!(css.contains("table.school-deals th, table.school-deals td"));
    // The table's own pad on a phone: a cell may take two lines rather than push the page wide.
    assert!(
        css.contains(
            "@media (max-width: 40rem) {\n  table.pad td.num div { white-space: normal; }"
        )
    );
}

/// Item 3: a school whose pool holds counters keeps its "Pools after" column.
#[test]
fn a_nap_table_with_a_kitty_prints_its_pools() {
    let mut app = TestApp::with_director();
    let id = guest_table(
        &mut app,
        "nap",
        &["Al", "Bea", "Cy", "Di"],
        &[("s_kitty", "\"dealer\"")],
    );
    let deal = [("d_caller", "1"), ("d_call", "2"), ("d_made", "on")];
    assert_eq!(post_deal(&mut app, id, &deal).status, 303);
    let printed = app.get(&format!("/tables/{id}/settlement"));
    printed.has("Pools after");
    // The kitty's counter is the kitty's, carried; Al's debt is paid as payments.
    printed.has("The kitty held nothing at the start and holds 1 counter = 1d now, carried to the next sitting");
    printed.lacks("pays the kitty");
}
