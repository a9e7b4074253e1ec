//! Freeze-outs over HTTP (issue 24): thirty players drawn to four tables, balanced and broken as
//! they go out, to the final table and the winner, with the standings, prizes and CSV; the clock
//! page running, paused and skipped; two directors putting the same player out at once; and
//! refusals that name the field and change nothing.

use hoyle::db::freezeouts::{self as store, Kind, StoredFreezeout};

use crate::support::{Reply, TestApp, saved_word};

pub(crate) fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Player {i:02}")).collect()
}

/// A freeze-out of `entries` at tables of `seats`, the usual schedule, half / 30% / 20%.
pub(crate) fn make(
    app: &mut TestApp,
    entries: &[String],
    seats: &str,
    extra: &[(&str, &str)],
) -> Reply {
    let list = entries.join("\n");
    let mut form = vec![
        ("name", "Friday freeze-out"),
        ("date", "2026-11-27"),
        ("buy_in", "1000"),
        ("chips", "5000"),
        ("table_size", seats),
        ("prizes", "first 50%, second 30%, third 20%"),
        ("seed", "1927"),
        ("entries", list.as_str()),
    ];
    form.extend_from_slice(extra);
    app.post("/freezeouts", &form)
}

pub(crate) fn id_of(reply: &Reply) -> i64 {
    assert_eq!(reply.status, 303, "{}", reply.body);
    let at = reply.location.clone().unwrap();
    at.trim_start_matches("/freezeouts/").parse().unwrap()
}

pub(crate) fn stored(app: &TestApp, id: i64) -> StoredFreezeout {
    hoyle::db::read(&app.pool, |c| store::load(c, id)).unwrap()
}

/// How many players sit at each open table.
fn table_counts(app: &TestApp, id: i64) -> Vec<usize> {
    let played = stored(app, id).played().unwrap();
    played.state.tables().iter().map(|t| t.players).collect()
}

/// The page a 303 sends to, with the word it carries.
pub(crate) fn follow(app: &mut TestApp, reply: &Reply) -> Reply {
    assert_eq!(reply.status, 303, "{}", reply.body);
    app.get(reply.location.as_deref().unwrap())
}

#[test]
fn thirty_players_on_four_tables_to_the_final_table_and_its_prizes() {
    let mut app = TestApp::with_director();
    let everyone = names(30);
    // Twenty-eight on the form, one added by name, one added and taken off and added again.
    let id = id_of(&make(&mut app, &everyone[..28], "8", &[]));
    let r = app.post(
        &format!("/freezeouts/{id}/entries"),
        &[("name", "Player 29")],
    );
    let page = follow(&mut app, &r);
    page.has("Player 29 is on the entry list.")
        .has("29 players");
    let r = app.post(
        &format!("/freezeouts/{id}/entries"),
        &[("name", "Player 30")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = app.post(
        &format!("/freezeouts/{id}/withdraw"),
        &[("player", "Player 30")],
    );
    follow(&mut app, &r)
        .has("Player 30 is off the entry list.")
        .has("29 players");
    let r = app.post(
        &format!("/freezeouts/{id}/entries"),
        &[("name", "Player 30")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    // Entered twice: refused at the name, nothing saved.
    let r = app.post(
        &format!("/freezeouts/{id}/entries"),
        &[("name", "Player 30")],
    );
    assert_eq!(r.status, 422);
    r.has("Player 30 is entered already");
    assert_eq!(stored(&app, id).entries().len(), 30);

    // The draw: 30 at tables of eight is four tables, 8, 8, 7, 7 in some order.
    let r = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    let page = follow(&mut app, &r);
    page.has("The seats are drawn")
        .has("id=\"table-4\"")
        .lacks("id=\"table-5\"");
    let mut counts = table_counts(&app, id);
    counts.sort_unstable();
    assert_eq!(counts, [7, 7, 8, 8]);
    // Drawn once only.
    let again = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    assert_eq!(again.status, 422);
    again.has("The seats are drawn already");
    // The seat cards: a card for each table and each player.
    let cards = app.get(&format!("/freezeouts/{id}/seats"));
    assert_eq!(cards.status, 200);
    assert_eq!(cards.body.matches("class=\"card seat-card\"").count(), 30);
    assert_eq!(cards.body.matches("class=\"card table-card\"").count(), 4);
    // Taken off the list after the draw: refused.
    let r = app.post(
        &format!("/freezeouts/{id}/withdraw"),
        &[("player", "Player 01")],
    );
    assert_eq!(r.status, 422);

    // Out one by one, the first player seated at the last table each time, knocked out by his
    // neighbour: the tables are balanced after every bust, and broken as they fit in one fewer.
    let mut knocked = Vec::new();
    for left in (2..=30).rev() {
        let played = stored(&app, id).played().unwrap();
        let tables = played.state.tables();
        let table = tables.last().unwrap();
        let seated: Vec<&String> = table.seats.iter().flatten().collect();
        let (out, by) = (seated[0].clone(), seated.get(1).map(|s| (*s).clone()));
        let mut form = vec![("player", out.as_str())];
        if let Some(by) = &by {
            form.push(("by", by.as_str()));
        }
        let reply = app.post(&format!("/freezeouts/{id}/out"), &form);
        let page = follow(&mut app, &reply);
        let said = saved_word(&page.body).unwrap_or_default().to_owned();
        assert!(
            said.starts_with(&format!("{out} is out in {}", ordinal(left))),
            "{said}"
        );
        knocked.push((out, by));
        let counts = table_counts(&app, id);
        let players: usize = counts.iter().sum();
        assert_eq!(players, left - 1);
        // Never more than one apart, and no more tables than the players left need.
        assert!(
            counts.iter().max().unwrap() - counts.iter().min().unwrap() <= 1,
            "{counts:?}"
        );
        assert_eq!(
            counts.len(),
            (left - 1).div_ceil(8),
            "{counts:?} with {} left",
            left - 1
        );
        if left - 1 == 24 || left - 1 == 16 {
            // A table was just broken: its players' moves are called out.
            assert!(said.contains("Call out:"), "{said}");
            page.has("id=\"call-out\"");
        }
        if left - 1 == 8 {
            page.has("id=\"final-table\"").has("The final table");
        }
        if left - 1 > 1 {
            page.has(&format!(
                "<strong id=\"players-left\">{}</strong> of 30",
                left - 1
            ));
        }
    }
    let f = stored(&app, id);
    let played = f.played().unwrap();
    let winner = played.state.winner().unwrap().to_owned();
    let page = app.get(&format!("/freezeouts/{id}"));
    page.has("id=\"winner\"")
        .has(&format!("<strong>{winner}</strong> holds all the chips"));
    // Over: no more busts or entries.
    let r = app.post(
        &format!("/freezeouts/{id}/out"),
        &[("player", winner.as_str())],
    );
    assert_eq!(r.status, 422);
    r.has("The freeze-out is over");
    let r = app.post(
        &format!("/freezeouts/{id}/entries"),
        &[("name", "Player 31")],
    );
    assert_eq!(r.status, 422);

    // The standings: places 1 to 30 each once, the prizes half, 30% and 20% of 30 × 1000.
    let standings = app.get(&format!("/freezeouts/{id}/standings"));
    assert_eq!(standings.status, 200);
    standings.has("Over: one player holds all the chips.");
    let (last_out, last_by) = knocked.last().unwrap().clone();
    assert_eq!(last_by.as_deref(), Some(winner.as_str()));
    let csv = app.get(&format!("/freezeouts/{id}/standings.csv"));
    assert_eq!(csv.status, 200);
    assert!(csv.content_type.starts_with("text/csv"));
    let lines: Vec<&str> = csv.body.lines().collect();
    // As the page writes them: money as the club writes it, the time in the club's zone.
    assert_eq!(
        lines[0],
        "place,player,knocked_out_by,prize,prize_pence,out_at"
    );
    assert!(!csv.body.contains('Z'), "{}", csv.body);
    assert_eq!(lines.len(), 31);
    assert!(
        lines[1].starts_with(&format!("1,{winner},,15000,15000,")),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with(&format!("2,{last_out},{winner},9000,9000,\"")),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].starts_with("3,") && lines[3].contains(",6000,"),
        "{}",
        lines[3]
    );
    assert!(
        lines[4].starts_with("4,") && lines[4].contains(",0,"),
        "{}",
        lines[4]
    );
    let places: Vec<usize> = lines[1..]
        .iter()
        .map(|l| l.split(',').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(places, (1..=30).collect::<Vec<_>>());
    let first_out = &knocked[0].0;
    assert!(
        lines[30].starts_with(&format!("30,{first_out},")),
        "{}",
        lines[30]
    );

    // The last bust taken back: the runner-up back in his seat, the log keeping both.
    let r = app.post(&format!("/freezeouts/{id}/undo"), &[]);
    follow(&mut app, &r).has(&format!("{last_out} is back in play"));
    let played = stored(&app, id).played().unwrap();
    assert_eq!(played.state.players_left(), 2);
    assert!(!played.state.is_over());
    let log = stored(&app, id).log;
    let undone: Vec<_> = log.iter().filter(|r| r.undone).collect();
    assert_eq!(undone.len(), 1);
    assert_eq!(undone[0].kind, Kind::Bust);
    assert!(
        log.iter()
            .any(|r| r.kind == Kind::Undo && r.undoes == Some(undone[0].id))
    );
    app.get(&format!("/freezeouts/{id}"))
        .has("Taken back: ")
        .has("<strong id=\"players-left\">2</strong>");
    // And out again, as it was.
    let r = app.post(
        &format!("/freezeouts/{id}/out"),
        &[("player", last_out.as_str()), ("by", winner.as_str())],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        stored(&app, id).played().unwrap().state.winner(),
        Some(winner.as_str())
    );

    // Listed on the freeze-outs page and the home page.
    app.get("/freezeouts").has("Friday freeze-out").has("over");
    app.get("/").has(&format!("/freezeouts/{id}"));
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Moves the clock's rows `seconds` into the past, as if that long had gone by since.
fn wind_on(app: &TestApp, id: i64, seconds: i64) {
    let f = stored(app, id);
    hoyle::db::write(&app.pool, |tx| {
        for r in f.log.iter().filter(|r| r.kind.is_clock()) {
            let at = r.at.parse::<chrono::DateTime<chrono::Utc>>().unwrap()
                - chrono::Duration::seconds(seconds);
            let at = at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
            tx.execute(
                "UPDATE freezeout_events SET changed_at = ?1 WHERE id = ?2",
                rusqlite::params![at, r.id],
            )?;
        }
        Ok(())
    })
    .unwrap();
}

/// The seconds the clock page shows left.
fn seconds_left(page: &Reply) -> i64 {
    crate::support::between(&page.body, "data-left=\"", "\"")
        .parse()
        .unwrap()
}

#[test]
fn the_clock_page_with_and_without_a_pause() {
    let mut app = TestApp::with_director();
    // Two levels of twenty minutes with a ten-minute break between, then one more.
    let id = id_of(&make(
        &mut app,
        &names(6),
        "9",
        &[
            ("level0_small", "25"),
            ("level0_big", "50"),
            ("level0_ante", ""),
            ("level0_minutes", "20"),
            ("level1_small", ""),
            ("level1_big", ""),
            ("level1_ante", ""),
            ("level1_minutes", "10"),
            ("level1_break", "true"),
            ("level2_small", "50"),
            ("level2_big", "100"),
            ("level2_ante", "10"),
            ("level2_minutes", "20"),
            ("level3_small", "100"),
            ("level3_big", "200"),
            ("level3_ante", "25"),
            ("level3_minutes", "20"),
            ("level4_small", ""),
            ("level4_big", ""),
            ("level4_ante", ""),
            ("level4_minutes", ""),
        ],
    ));
    assert_eq!(stored(&app, id).settings.levels.len(), 4);
    let r = app.post(&format!("/freezeouts/{id}/draw"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    // Before the start: level 1 standing at twenty minutes, the page refreshing itself.
    let page = app.get(&format!("/freezeouts/{id}/clock"));
    assert_eq!(page.status, 200);
    page.has("<meta http-equiv=\"refresh\"")
        .has("/static/clock.js?v=")
        .has("id=\"not-started\"")
        .has("Level 1")
        .has("Blinds 25 / 50")
        .has(">20:00<")
        .has("data-running=\"no\"")
        .has("<strong id=\"players-left\">6</strong> of 6")
        .has("Average stack <strong id=\"average\">5,000</strong>");
    // Nothing but start makes sense yet.
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "pause")]);
    assert_eq!(r.status, 422);
    r.has("The clock: the clock is not started yet");
    // The script is served.
    let js = app.get("/static/clock.js");
    assert_eq!(js.status, 200);
    assert!(js.content_type.starts_with("text/javascript"));

    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "start")]);
    follow(&mut app, &r)
        .has("The clock has started.")
        .has("data-running=\"yes\"");
    // Twenty-five minutes on: the break, five minutes left, level 2 next.
    wind_on(&app, id, 25 * 60);
    let page = app.get(&format!("/freezeouts/{id}/clock"));
    page.has("id=\"level\">Break")
        .has("A break")
        .has("Next: level 2, blinds 50 / 100, ante 10");
    let left = seconds_left(&page);
    assert!((295..=300).contains(&left), "{left}");
    // Without the script the page comes back at the break's end (or sooner).
    let refresh: i64 =
        crate::support::between(&page.body, "http-equiv=\"refresh\" content=\"", "\"")
            .parse()
            .unwrap();
    assert!((1..=15).contains(&refresh), "{refresh}");

    // Paused, and ten minutes go by: the clock stands still.
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "pause")]);
    follow(&mut app, &r).has("The clock is paused.");
    wind_on(&app, id, 10 * 60);
    let page = app.get(&format!("/freezeouts/{id}/clock"));
    page.has("id=\"paused\"")
        .has("data-running=\"no\"")
        .has("id=\"level\">Break");
    let paused_left = seconds_left(&page);
    assert!((295..=300).contains(&paused_left), "{paused_left}");
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "pause")]);
    assert_eq!(r.status, 422);
    r.has("already paused");
    // Resumed: it runs on from where it stood.
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "resume")]);
    follow(&mut app, &r).has("The clock is running again.");
    wind_on(&app, id, 6 * 60);
    let page = app.get(&format!("/freezeouts/{id}/clock"));
    page.has("Level 2")
        .has("Blinds 50 / 100")
        .has("Ante 10")
        .has("Next: level 3, blinds 100 / 200, ante 25");
    let left = seconds_left(&page);
    assert!((20 * 60 - 65..=20 * 60 - 55).contains(&left), "{left}");
    // Skipped on to level 3, then back to level 2 from its start.
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "skip")]);
    follow(&mut app, &r)
        .has("Level 3")
        .has("Blinds 100 / 200")
        .has("The last level");
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "back")]);
    let page = follow(&mut app, &r);
    page.has("Level 2");
    assert!((20 * 60 - 5..=20 * 60).contains(&seconds_left(&page)));
    // Every mark is in the log with its time and who made it.
    let marks = stored(&app, id).clock_marks();
    assert_eq!(marks.len(), 5);
    app.get(&format!("/freezeouts/{id}"))
        .has("The clock paused")
        .has("The clock went on to the next level");
    // The clock is the director's: a visitor sees it, without the buttons, and may not post.
    app.logout();
    app.get(&format!("/freezeouts/{id}/clock"))
        .lacks("id=\"clock-controls\"");
    let r = app.post(&format!("/freezeouts/{id}/clock"), &[("mark", "pause")]);
    assert!(
        r.location
            .as_deref()
            .is_none_or(|l| l.starts_with("/login")),
        "{:?}",
        r.location
    );
    assert_eq!(stored(&app, id).clock_marks().len(), 5);
}

#[test]
fn two_busts_of_the_same_player_at_once_one_wins() {
    let mut app = TestApp::with_director();
    let id = id_of(&make(&mut app, &names(20), "10", &[]));
    assert_eq!(app.post(&format!("/freezeouts/{id}/draw"), &[]).status, 303);
    let cookie = app.cookie();
    let path = format!("/freezeouts/{id}/out");
    for i in 1..=5 {
        let name = format!("Player {i:02}");
        let form = [("player", name.as_str())];
        let replies = app.post_at_once(&[
            (&path, &form, cookie.as_deref()),
            (&path, &form, cookie.as_deref()),
        ]);
        let saved: Vec<_> = replies.iter().filter(|r| r.status == 303).collect();
        assert_eq!(
            saved.len(),
            1,
            "{name}: {:?}",
            replies.iter().map(|r| r.status).collect::<Vec<_>>()
        );
        let refused = replies.iter().find(|r| r.status != 303).unwrap();
        assert_eq!(refused.status, 422, "{}", refused.body);
        refused.has(&format!("{name} is already out"));
        let busts = stored(&app, id)
            .log
            .iter()
            .filter(|r| r.kind == Kind::Bust && r.player.as_deref() == Some(&name))
            .count();
        assert_eq!(busts, 1, "{name}");
        assert_eq!(
            stored(&app, id).played().unwrap().state.players_left(),
            20 - i
        );
    }
    // A late entry is seated at the shortest table, and said where.
    let r = app.post(
        &format!("/freezeouts/{id}/entries"),
        &[("name", "Late Lou")],
    );
    let page = follow(&mut app, &r);
    let said = saved_word(&page.body).unwrap_or_default().to_owned();
    assert!(
        said.starts_with("Late Lou is entered late: table "),
        "{said}"
    );
    let played = stored(&app, id).played().unwrap();
    assert_eq!(
        (played.state.entered(), played.state.players_left()),
        (21, 16)
    );
    let counts = table_counts(&app, id);
    assert!(
        counts.iter().max().unwrap() - counts.iter().min().unwrap() <= 1,
        "{counts:?}"
    );
}

#[test]
fn refusals_name_the_field_and_save_nothing() {
    let mut app = TestApp::with_director();
    let r = app.post(
        "/freezeouts",
        &[
            ("name", ""),
            ("date", "27/11/2026"),
            ("buy_in", "ten pounds"),
            ("chips", "0"),
            ("table_size", "12"),
            ("prizes", "half to the winner"),
            ("entries", "Ann\nBob\nAnn"),
            ("level0_small", "50"),
            ("level0_big", "25"),
            ("level0_ante", ""),
            ("level0_minutes", "20"),
        ],
    );
    assert_eq!(r.status, 422);
    r.has("Give the freeze-out a name")
        .has("Give the date as YYYY-MM-DD")
        .has("The buy-in: a whole number")
        .has("The chips each player starts with")
        .has("The seats at a table: from 2 to 10")
        .has("half to the winner")
        .has("is not a share")
        .has("Line 3: Ann is entered twice")
        .has("Row 1: the small blind, the big blind")
        // What was typed comes back.
        .has("value=\"ten pounds\"");
    // Shares that do not make the whole pool: refused by the schedule's own check.
    let r = make(&mut app, &names(4), "9", &[("prizes", "50%, 30%")]);
    assert_eq!(r.status, 422);
    r.has("The prizes: the shares come to 800 thousandths of the pool, not 1000");
    app.get("/freezeouts").has("No freeze-out yet.");
    // A player who is not playing cannot go out; a visitor cannot make one.
    let id = id_of(&make(&mut app, &names(4), "9", &[]));
    let r = app.post(&format!("/freezeouts/{id}/out"), &[("player", "Player 01")]);
    assert_eq!(r.status, 422);
    r.has("The seats are not drawn yet");
    assert_eq!(app.post(&format!("/freezeouts/{id}/draw"), &[]).status, 303);
    let r = app.post(&format!("/freezeouts/{id}/out"), &[("player", "Nobody")]);
    assert_eq!(r.status, 422);
    let r = app.post(
        &format!("/freezeouts/{id}/out"),
        &[("player", "Player 01"), ("by", "Player 01")],
    );
    assert_eq!(r.status, 422);
    assert!(!stored(&app, id).log.iter().any(|r| r.kind == Kind::Bust));
    app.logout();
    let r = make(&mut app, &names(4), "9", &[]);
    assert!(
        r.location
            .as_deref()
            .is_none_or(|l| l.starts_with("/login")),
        "{:?}",
        r.location
    );
    assert_eq!(hoyle::db::read(&app.pool, store::list).unwrap().len(), 1);
}
