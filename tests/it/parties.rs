//! Parties over HTTP: a three-table progressive euchre made, seated by its tallies, two rounds
//! entered (the whole room, then one table at a time), the next seating, standings, prizes with
//! a booby, a Foster draw that matches `laws::foster`, and refusals that change nothing.

use hoyle::db::parties;
use hoyle::laws::foster::{self, Equidistant};

use crate::support::{Reply, TestApp};

/// Ladies L1–L6 and gentlemen G1–G6 at three tables by their tallies "1 A" … "3 B"
/// (seed 001 L6380–6384).
const EUCHRE_GUESTS: &str = "L1, lady, 1 A\nG1, gentleman, 1 A\nL2, lady, 1 B\nG2, gentleman, 1 B\n\
L3, lady, 2 A\nG3, gentleman, 2 A\nL4, lady, 2 B\nG4, gentleman, 2 B\n\
L5, lady, 3 A\nG5, gentleman, 3 A\nL6, lady, 3 B\nG6, gentleman, 3 B\n";

fn euchre(app: &mut TestApp, extra: &[(&str, &str)]) -> Reply {
    let mut form = vec![
        ("kind", "progressive-euchre"),
        ("name", "Friday euchre"),
        ("date", "1927-02-11"),
        ("guests", EUCHRE_GUESTS),
        ("seed", "42"),
        ("prizes_each", "1"),
        ("by_sex", "true"),
        ("booby", "true"),
        ("ties", "lot"),
    ];
    form.extend_from_slice(extra);
    app.post("/parties", &form)
}

fn three_tables() -> (TestApp, i64) {
    let mut app = TestApp::with_director();
    let reply = euchre(&mut app, &[]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let id = party_id(&reply);
    (app, id)
}

/// Round 1 of the three-table euchre entered for the whole room: L1, L4 and L5's sides win.
fn first_round(app: &mut TestApp, id: i64) {
    let reply = app.post(
        &format!("/parties/{id}/round"),
        &[
            ("round", "1"),
            ("t1_winner", "L1"),
            ("t2_winner", "L4"),
            ("t3_winner", "L5"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
}

fn stored(app: &TestApp, id: i64) -> parties::StoredParty {
    hoyle::db::read(&app.pool, |c| parties::load(c, id)).unwrap()
}

fn history_len(app: &TestApp, id: i64) -> usize {
    hoyle::db::read(&app.pool, |c| parties::history(c, id))
        .unwrap()
        .len()
}

/// Ladies L1–L8 and gentlemen G1–G8 at four tables by their tallies "1 A" … "4 B".
fn four_tables() -> String {
    let mut out = String::new();
    for t in 1..=4 {
        for (k, side) in [(2 * t - 1, "A"), (2 * t, "B")] {
            out.push_str(&format!(
                "L{k}, lady, {t} {side}\nG{k}, gentleman, {t} {side}\n"
            ));
        }
    }
    out
}

/// Eight guests P1–P8 for a pivot party, gentlemen odd and ladies even, seated by lot.
fn eight_pivot_guests() -> String {
    (1..=8)
        .map(|k| format!("P{k}, {}\n", if k % 2 == 0 { "lady" } else { "gentleman" }))
        .collect()
}

fn party_id(reply: &Reply) -> i64 {
    reply
        .location
        .as_deref()
        .unwrap_or_default()
        .trim_start_matches("/parties/")
        .parse()
        .unwrap()
}

/// Makes a party from the new-party form's `fields`, which must be taken; returns its id.
fn new_party(app: &mut TestApp, fields: &[(&str, &str)]) -> i64 {
    let made = app.post("/parties", fields);
    assert_eq!(made.status, 303, "{}", made.body);
    party_id(&made)
}

/// `hoyle export party --what prizes` for party `id` of `app`'s database, with `extra`
/// switches: (exit status, standard output, standard error).
fn export_prizes(app: &TestApp, id: i64, extra: &[&str]) -> (i32, String, String) {
    let db = app.dir.path().join("hoyle.db");
    let party = id.to_string();
    let mut args = vec![
        "export",
        "party",
        "--party",
        &party,
        "--what",
        "prizes",
        "--db",
        db.to_str().unwrap_or_default(),
    ];
    args.extend_from_slice(extra);
    crate::support::hoyle(&args, "")
}

mod auction_cinch;
mod euchre;
mod export;
mod five_hundred;
mod pivot;
mod prizes;
mod rotations;
mod wishes;
