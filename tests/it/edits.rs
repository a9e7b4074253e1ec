//! Finishing safely and editing with an audit trail (issue 12, items 3 and 4): the missing
//! results, asking once before Mark final and Delete, the corrections a slip will make, the
//! stale correction, delete and restore, renames, merging and deleting members.

use hoyle::db::{events, results};

use crate::support::{Reply, TestApp, created_id};

/// A logged-in app with one 3-table, 2-boards-a-round whist event; returns its id.
fn three_tables() -> (TestApp, i64) {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/events",
        &[
            ("name", "Tuesday duplicate"),
            ("date", "1927-03-08"),
            ("season", "Spring 1927"),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id = reply
        .location
        .unwrap()
        .trim_start_matches("/events/")
        .parse()
        .unwrap();
    (app, id)
}

fn stored(app: &TestApp, id: i64) -> Vec<results::Stored> {
    hoyle::db::read(&app.pool, |c| results::list(c, id)).unwrap()
}

/// Enters every slip of the 3-table event but round 3, table 2.
fn all_but_one(app: &mut TestApp, id: i64) {
    for round in 1..=3 {
        for table in 1..=3 {
            if (round, table) == (3, 2) {
                continue;
            }
            let slip = app.get(&format!("/events/{id}/entry?round={round}&table={table}"));
            // The two boards of this slip, read from the inputs' names.
            let boards: Vec<String> = slip
                .body
                .match_indices("name=\"ns_tricks_")
                .map(|(i, _)| slip.body[i + 16..].split('"').next().unwrap().to_owned())
                .collect();
            assert_eq!(boards.len(), 2, "{}", slip.body);
            let (r, t) = (round.to_string(), table.to_string());
            let mut form = vec![("round", r.as_str()), ("table", t.as_str())];
            let names: Vec<String> = boards.iter().map(|b| format!("ns_tricks_{b}")).collect();
            for n in &names {
                form.push((n.as_str(), "7"));
            }
            let saved = app.post(&format!("/events/{id}/entry"), &form);
            assert_eq!(saved.status, 303, "{}", saved.body);
        }
    }
}

#[test]
fn the_event_page_lists_the_missing_results_and_mark_final_names_them() {
    let (mut app, id) = three_tables();
    all_but_one(&mut app, id);
    let page = app.get(&format!("/events/{id}"));
    page.has("16 of 18 entered").has("id=\"missing\"");
    // Round 3, table 2: boards 3–4 between N-S 2 and E-W 3 (the E-W pairs move up one table).
    let missing = &page.body[page.body.find("id=\"missing\"").unwrap()..];
    let row = &missing[..missing.find("</tbody>").unwrap()];
    assert_eq!(row.matches("<tr><td>").count(), 1, "{row}");
    assert!(row.contains("<td>3</td><td>2</td>"), "{row}");
    // Mark final asks first, naming the missing results; nothing changes until "yes".
    let asked = app.post(&format!("/events/{id}/final"), &[]);
    assert_eq!(asked.status, 200);
    asked
        .has("id=\"confirm-details\"")
        .has("Round 3, table 2, boards")
        .has("Results: 16 of 18 entered;")
        .has("name=\"confirm\" value=\"yes\"");
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert!(!event.is_final());
    let done = app.post(&format!("/events/{id}/final"), &[("confirm", "yes")]);
    assert_eq!(done.status, 303);
    let event = hoyle::db::read(&app.pool, |c| events::get(c, id)).unwrap();
    assert!(event.is_final());
}

fn slip_boards(app: &mut TestApp, id: i64) -> Reply {
    app.get(&format!("/events/{id}/entry?round=1&table=1"))
}

#[test]
fn a_slip_entered_opens_with_its_results_and_shows_the_corrections_before_saving() {
    let (mut app, id) = three_tables();
    let first = app.post(
        &format!("/events/{id}/entry"),
        &[
            ("round", "1"),
            ("table", "1"),
            ("ns_tricks_1", "7"),
            ("ns_tricks_2", "6"),
        ],
    );
    assert_eq!(first.status, 303, "{}", first.body);
    slip_boards(&mut app, id)
        .has("name=\"ns_tricks_1\" inputmode=\"numeric\" size=\"3\" value=\"7\"")
        .has("name=\"version_1\" value=\"1\"");
    let changed = [
        ("round", "1"),
        ("table", "1"),
        ("version_1", "1"),
        ("ns_tricks_1", "8"),
        ("version_2", "1"),
        ("ns_tricks_2", "6"),
    ];
    let asked = app.post(&format!("/events/{id}/entry"), &changed);
    assert_eq!(asked.status, 200);
    asked
        .has("id=\"corrections\"")
        .has("Board 1: N-S 7 tricks → N-S 8 tricks")
        .lacks("Board 2:")
        .has("Save these corrections");
    assert_eq!(stored(&app, id)[0].entry, tricks(7));
    let mut confirmed = changed.to_vec();
    confirmed.push(("confirm", "yes"));
    let saved = app.post(&format!("/events/{id}/entry"), &confirmed);
    assert_eq!(saved.status, 303, "{}", saved.body);
    let rows = stored(&app, id);
    assert_eq!((rows[0].entry, rows[0].version), (tricks(8), 2));
    assert_eq!((rows[1].entry, rows[1].version), (tricks(6), 1));
}

fn tricks(n: u8) -> hoyle::laws::duplicate::Entry {
    hoyle::laws::duplicate::Entry::Whist {
        ns_tricks: n,
        revoke: None,
    }
}

#[test]
fn a_correction_against_a_newer_version_is_refused_with_who_when_and_both_values() {
    let (mut app, id) = three_tables();
    // When it was changed is said in the club's zone, in words (issue 22).
    let club = app.post(
        "/club",
        &[
            ("name", "Portland Club"),
            ("time_zone", "America/New_York"),
            ("money", "pence"),
            ("currency", "£"),
        ],
    );
    assert_eq!(club.status, 303, "{}", club.body);
    let first = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "7")],
    );
    assert_eq!(first.status, 303, "{}", first.body);
    let rid = stored(&app, id)[0].id;
    let field = format!("ns_tricks_{rid}");
    app.get(&format!("/events/{id}/boards/1"))
        .has("name=\"version\" value=\"1\"");
    // Two people opened the board at version 1; the first saves.
    let one = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[("version", "1"), (&*field, "8")],
    );
    assert_eq!(one.status, 303, "{}", one.body);
    // The second, still at version 1, is refused: who, when, and both values.
    let two = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[("version", "1"), (&*field, "9")],
    );
    assert_eq!(two.status, 422);
    let stamp = stored(&app, id)[0].updated_at.clone();
    let at = hoyle::club::settings::ClubSettings {
        time_zone: chrono_tz::America::New_York,
        ..Default::default()
    }
    .time(&stamp);
    assert!(at.ends_with(" EST") || at.ends_with(" EDT"), "{at}");
    two.has("id=\"stale\"")
        .has(&format!("Director changed this result at {at}"))
        .lacks(&stamp)
        .has("it is now N-S 8 tricks; you typed N-S 9 tricks")
        // The form comes back with what was typed, at the version now shown.
        .has("name=\"version\" value=\"2\"");
    assert_eq!(stored(&app, id)[0].entry, tricks(8));
    // Having seen both, saving again keeps the second person's value.
    let again = app.post(
        &format!("/events/{id}/results/{rid}"),
        &[("version", "2"), (&*field, "9")],
    );
    assert_eq!(again.status, 303, "{}", again.body);
    assert_eq!(stored(&app, id)[0].entry, tricks(9));
}

#[test]
fn delete_asks_once_goes_to_the_bin_and_restores() {
    let (mut app, id) = three_tables();
    app.get("/").has("Tuesday duplicate");
    let asked = app.post(&format!("/events/{id}/delete"), &[]);
    assert_eq!(asked.status, 200);
    asked
        .has("Delete Tuesday duplicate (8 Mar 1927)?")
        .has("Yes, delete it");
    app.get("/").has("Tuesday duplicate");
    let deleted = app.post(&format!("/events/{id}/delete"), &[("confirm", "yes")]);
    assert_eq!(deleted.status, 303);
    // Gone from the home page, the seasons and the event's own pages at once.
    app.get("/").lacks("Tuesday duplicate");
    app.get("/seasons").lacks("Spring 1927");
    assert_eq!(app.get(&format!("/events/{id}")).status, 404);
    assert_eq!(app.get(&format!("/events/{id}/standings")).status, 404);
    let bin = app.get("/bin");
    bin.has("Event: Tuesday duplicate (8 Mar 1927)")
        .has("<td>Director</td>")
        .has(&format!("/bin/event/{id}/restore"));
    // Issue 22 item 19: when it was deleted is said in the club's time zone, in words, not as
    // the stored ISO time.
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    bin.lacks(&today).has("UTC");
    let restored = app.post(&format!("/bin/event/{id}/restore"), &[]);
    assert_eq!(restored.status, 303);
    app.get("/").has("Tuesday duplicate");
    app.get("/bin")
        .has("id=\"bin-empty\"")
        .has("event deleted")
        .has("event restored");
    // Nobody but the director deletes or restores.
    app.logout();
    let refused = app.post(&format!("/events/{id}/delete"), &[("confirm", "yes")]);
    assert_eq!(refused.location.as_deref(), Some("/login"));
    assert_eq!(app.get("/bin").status, 303);
}

#[test]
fn an_event_is_renamed_and_reshaped_until_its_first_result() {
    let (mut app, id) = three_tables();
    let renamed = app.post(
        &format!("/events/{id}/edit"),
        &[
            ("name", "Tuesday pairs"),
            ("date", "1927-03-15"),
            ("season", "Spring 1927"),
        ],
    );
    assert_eq!(renamed.status, 303, "{}", renamed.body);
    let bad = app.post(
        &format!("/events/{id}/edit"),
        &[("name", ""), ("date", "1927-03-15"), ("season", "x")],
    );
    assert_eq!(bad.status, 422);
    bad.has("id=\"error-name\"");
    let reshaped = app.post(
        &format!("/events/{id}/shape"),
        &[("tables", "5"), ("boards_per_round", "3"), ("rounds", "")],
    );
    assert_eq!(reshaped.status, 303, "{}", reshaped.body);
    let (event, pairs, _) = hoyle::db::read(&app.pool, |c| events::load(c, id)).unwrap();
    assert_eq!(
        (event.name.as_str(), event.tables, event.boards_per_round),
        ("Tuesday pairs", 5, 3)
    );
    assert_eq!(pairs.len(), 10);
    let entered = app.post(
        &format!("/events/{id}/boards/1"),
        &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "7")],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    app.get(&format!("/events/{id}/edit"))
        .has("id=\"locked-shape\"");
    let late = app.post(
        &format!("/events/{id}/shape"),
        &[("tables", "3"), ("boards_per_round", "2"), ("rounds", "")],
    );
    assert_eq!(late.status, 422);
    late.has("can no longer change");
    app.get("/bin")
        .has("Tuesday duplicate")
        .has("Tuesday pairs")
        .has("3 tables, 2 boards a round, 3 rounds");
}

fn member(app: &TestApp, name: &str, no: &str) -> i64 {
    let new = hoyle::db::members::NewMember::new(name, no, "").unwrap();
    hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new))
        .unwrap()
        .id
}

#[test]
fn two_records_of_one_person_merge_and_a_member_who_never_played_is_deleted() {
    let (mut app, id) = three_tables();
    let ann = member(&app, "Ann Smith", "12");
    let ann_again = member(&app, "Mrs A. Smith", "");
    let bob = member(&app, "Bob Jones", "");
    let never = member(&app, "Carol Never", "");
    let (a, b, again) = (ann.to_string(), bob.to_string(), ann_again.to_string());
    let seated = app.post(
        &format!("/events/{id}/pairs"),
        &[("ns1_a", &*again), ("ns1_b", &*b)],
    );
    assert_eq!(seated.status, 303, "{}", seated.body);
    // Bob played with the second record, so Bob and Ann's second record are two people.
    let clash = app.post(
        &format!("/members/{ann_again}/merge"),
        &[("other", &*b), ("confirm", "yes")],
    );
    assert_eq!(clash.status, 422);
    clash.has("both played in an event");
    // Merging asks once, then the record that played becomes Ann's.
    let asked = app.post(&format!("/members/{ann}/merge"), &[("other", &*again)]);
    assert_eq!(asked.status, 200);
    asked.has("Mrs A. Smith").has("Ann Smith");
    let merged = app.post(
        &format!("/members/{ann}/merge"),
        &[("other", &*again), ("confirm", "yes")],
    );
    assert_eq!(merged.status, 303, "{}", merged.body);
    let pairs = hoyle::db::read(&app.pool, |c| events::pairs(c, id)).unwrap();
    assert_eq!(pairs[0].members[0], (ann, "Ann Smith".to_owned()));
    assert!(hoyle::db::read(&app.pool, |c| hoyle::db::members::get(c, ann_again)).is_err());
    // A member who played cannot be deleted; one who never played can.
    let kept = app.post(&format!("/members/{bob}/delete"), &[("confirm", "yes")]);
    assert_eq!(kept.status, 422);
    kept.has("retire them instead");
    let asked = app.post(&format!("/members/{never}/delete"), &[]);
    assert_eq!(asked.status, 200);
    asked.has("Delete Carol Never?");
    let gone = app.post(&format!("/members/{never}/delete"), &[("confirm", "yes")]);
    assert_eq!(gone.status, 303, "{}", gone.body);
    app.get("/members").lacks("Carol Never").has("Ann Smith");
    app.get("/bin")
        .has("member merged")
        .has("member deleted")
        .has(&format!("Mrs A. Smith (record {ann_again})"));
    let _ = a;
}

#[test]
fn parties_tables_and_nights_are_renamed_and_deleted_to_the_bin() {
    let mut app = TestApp::with_director();
    let party = app.post(
        "/parties",
        &[
            ("kind", "progressive-euchre"),
            ("name", "Friday euchre"),
            ("date", "1927-02-11"),
            (
                "guests",
                "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n",
            ),
            ("seed", "42"),
            ("prizes_each", "1"),
            ("ties", "lot"),
        ],
    );
    let party = created_id(&party, "/parties/");
    let renamed = app.post(
        &format!("/parties/{party}/edit"),
        &[
            ("name", "Friday euchre for the hospital"),
            ("date", "1927-02-18"),
        ],
    );
    assert_eq!(renamed.status, 303, "{}", renamed.body);
    app.get("/parties")
        .has("Friday euchre for the hospital")
        .has("18 Feb 1927");
    let night = app.post(
        "/nights",
        &[
            ("date", "1927-03-08"),
            ("season", "Winter"),
            ("code", "1909"),
            ("seed", "1"),
        ],
    );
    let night = created_id(&night, "/nights/");
    let ann = member(&app, "Ann", "").to_string();
    let bob = member(&app, "Bob", "").to_string();
    let table = app.post(
        "/tables",
        &[
            ("law", "rubicon-bezique"),
            ("side0_0", &*ann),
            ("side1_0", &*bob),
            ("stake", "1"),
            ("season", "Winter"),
        ],
    );
    let table = created_id(&table, "/tables/");
    let named = app.post(
        &format!("/tables/{table}/edit"),
        &[("name", "The corner table"), ("season", "Winter 1927")],
    );
    assert_eq!(named.status, 303, "{}", named.body);
    app.get(&format!("/tables/{table}")).has("The corner table");
    let night_moved = app.post(
        &format!("/nights/{night}/edit"),
        &[("date", "1927-03-09"), ("season", "")],
    );
    assert_eq!(night_moved.status, 422);
    night_moved.has("id=\"error-season\"");
    // Each delete asks once, then leaves its list at once.
    for (path, list, gone) in [
        (
            format!("/parties/{party}/delete"),
            "/parties",
            "Friday euchre",
        ),
        (
            format!("/tables/{table}/delete"),
            "/tables",
            "The corner table",
        ),
        (format!("/nights/{night}/delete"), "/nights", "8 Mar 1927"),
    ] {
        assert_eq!(app.post(&path, &[]).status, 200, "{path}");
        assert_eq!(app.post(&path, &[("confirm", "yes")]).status, 303, "{path}");
        app.get(list).lacks(gone);
    }
    assert_eq!(app.get(&format!("/tables/{table}")).status, 404);
    let bin = app.get("/bin");
    bin.has("Party: Friday euchre for the hospital (18 Feb 1927)")
        .has("Table of play: The corner table, Winter 1927")
        .has("Club night of 8 Mar 1927, Winter");
    assert_eq!(
        app.post(&format!("/bin/table/{table}/restore"), &[]).status,
        303
    );
    app.get(&format!("/tables/{table}")).has("The corner table");
}

#[test]
fn a_ladder_says_how_it_is_kept_starts_a_new_match_and_is_renamed() {
    let mut app = TestApp::with_director();
    let ann = member(&app, "Ann", "").to_string();
    let bob = member(&app, "Bob", "").to_string();
    let table = app.post(
        "/tables",
        &[
            ("law", "rubicon-bezique"),
            ("side0_0", &*ann),
            ("side1_0", &*bob),
            ("stake", "1"),
            ("season", "Winter 1927"),
        ],
    );
    created_id(&table, "/tables/");
    let ladder = app.get("/ladders?law=rubicon-bezique&season=Winter+1927");
    ladder
        .has("id=\"how-kept\"")
        .has("each match is one table of its game between two members")
        .has("href=\"/tables/new?law=rubicon-bezique&#38;season=Winter+1927\" id=\"new-match\"")
        .has("Rename this ladder");
    app.get("/tables/new?law=rubicon-bezique&season=Winter+1927")
        .has("name=\"season\" value=\"Winter 1927\"");
    let renamed = app.post(
        "/ladders/rename",
        &[
            ("law", "rubicon-bezique"),
            ("season", "Winter 1927"),
            ("new_season", "Winter 1927-28"),
        ],
    );
    assert_eq!(renamed.status, 303, "{}", renamed.body);
    let tables = hoyle::db::read(&app.pool, hoyle::db::tables::list).unwrap();
    assert_eq!(tables[0].season, "Winter 1927-28");
    // A table without a name of its own goes by its game's name in the bin, not its law's id.
    let id = tables[0].id;
    let asked = app.post(&format!("/tables/{id}/delete"), &[]);
    asked.has(&format!("table {id}, Winter 1927-28?"));
    app.post(&format!("/tables/{id}/delete"), &[("confirm", "yes")]);
    let bin = app.get("/bin");
    let row = &bin.body[bin.body.find("id=\"bin\"").unwrap()..];
    let row = &row[..row.find("</tbody>").unwrap()];
    assert!(row.contains("Table of play: Rubicon bézique"), "{row}");
    assert!(!row.contains("rubicon-bezique"), "{row}");
    app.get("/ladders?law=rubicon-bezique&season=Winter+1927-28")
        .has("No settled games");
}
