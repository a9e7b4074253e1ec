//! Leaving, filling and breaking up club tables at a night (issue 25; Auction Laws 141–144, seed
//! 001 L2424–2443; Whist Laws 15–16, seed 000 L5373–5381): the director records who left, who
//! went to make up another table, which table broke up, and the night follows the laws.

use crate::support::{TestApp, created_id, post_deal};
use hoyle::db::tables::{self as store, NightPlayer, Player};

pub(crate) fn night(app: &mut TestApp, code: &str) -> i64 {
    created_id(
        &app.post(
            "/nights",
            &[("date", "1927-01-05"), ("code", code), ("seed", "11")],
        ),
        "/nights/",
    )
}

pub(crate) fn arrive(app: &mut TestApp, night: i64, who: &[(&str, &str)]) {
    for (name, cut) in who {
        let r = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", cut)],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
}

pub(crate) fn form(app: &mut TestApp, night: i64) {
    let r = app.post(&format!("/nights/{night}/form"), &[("seats", "4")]);
    assert_eq!(r.status, 303, "{}", r.body);
}

pub(crate) fn players(app: &TestApp, night: i64) -> Vec<NightPlayer> {
    hoyle::db::read(&app.pool, |c| store::night_players(c, night)).unwrap()
}

fn guest(name: &str) -> Player {
    Player::Guest(name.to_owned())
}

fn at(app: &TestApp, night: i64, name: &str) -> (Option<u32>, Option<u32>) {
    let p = players(app, night)
        .into_iter()
        .find(|p| p.named.player == guest(name))
        .unwrap();
    (p.table, p.placed)
}

/// Ann, Bob, Cat and Dan's cuts down to Jo's, from the king.
pub(crate) const HIGH_TO_LOW: [&str; 10] = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4"];

/// A night under `code` whose club table 1 is Ann, Bob, Cat and Dan, joined at once by Eve and
/// Fay (Law 140), and whose club table 2 is Gus, Hal, Ivy and Jo, with `cuts` in that order.
pub(crate) fn six_and_four(app: &mut TestApp, code: &str, cuts: [&str; 10]) -> i64 {
    let n = night(app, code);
    let named = |from: usize, names: &[&'static str]| -> Vec<(&'static str, &str)> {
        names
            .iter()
            .zip(&cuts[from..])
            .map(|(&a, &c)| (a, c))
            .collect()
    };
    arrive(app, n, &named(0, &["Ann", "Bob", "Cat", "Dan"]));
    form(app, n);
    arrive(app, n, &named(4, &["Eve", "Fay"]));
    arrive(app, n, &named(6, &["Gus", "Hal", "Ivy", "Jo"]));
    form(app, n);
    n
}

fn leave(app: &mut TestApp, night: i64, table: u32, name: &str) {
    let r = app.post(
        &format!("/nights/{night}/tables/{table}/leave"),
        &[("player", &format!("g:{name}"))],
    );
    assert_eq!(r.status, 303, "{}", r.body);
}

/// Law 144 (seed 001 L2439–2443): club table 2 breaks up, two of its three cut into club table 1
/// of four, and all six of the new formation cut for the next rubber, which the four highest
/// play whatever the rotation would have said.
#[test]
fn a_table_breaks_up_and_two_cut_into_one_of_four_so_all_six_cut() {
    let mut app = TestApp::with_director();
    let n = six_and_four(&mut app, "1927", HIGH_TO_LOW);
    let page = format!("/nights/{n}");
    assert_eq!(at(&app, n, "Jo").0, Some(2));
    // A new club table's game starts on the night's own (auction bridge under the auction laws),
    // not on the list's first.
    app.get(&page)
        .has("<option value=\"auction-1926\" selected>");
    // Club table 1 plays a rubber of short whist.
    let r = app.post(
        &format!("{page}/tables/1/next"),
        &[("law", "whist-short"), ("stake", "1")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let first = hoyle::db::read(&app.pool, |c| store::of_night(c, n)).unwrap()[0].id;
    // Refusals name the field: club table 1 has six and takes nobody; the rubber is under way.
    let refused = app.post(&format!("{page}/tables/2/break-up"), &[("to", "1")]);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-to\"");
    let won = [("d_tricks_0", "11"), ("d_tricks_1", "2")];
    assert_eq!(post_deal(&mut app, first, &won).status, 303);
    assert_eq!(post_deal(&mut app, first, &won).status, 303);
    // Eve and Fay leave club table 1: it plays on with four.
    leave(&mut app, n, 1, "Eve");
    leave(&mut app, n, 1, "Fay");
    // Jo leaves club table 2, which breaks up: three remain.
    leave(&mut app, n, 2, "Jo");
    app.get(&page)
        .has("Club table 2 has three: it needs a fourth");
    let r = app.post(&format!("{page}/tables/2/break-up"), &[("to", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = app.get(&page);
    shown.has("all of the new formation cut (Law 144)");
    let here = players(&app, n);
    assert_eq!(here.iter().filter(|p| p.table == Some(1)).count(), 6);
    assert_eq!(here.iter().filter(|p| p.table == Some(2)).count(), 0);
    // The stored cut of the new formation, highest first, and the next rubber: its four highest.
    let moves = hoyle::db::read(&app.pool, |c| store::moves(c, n)).unwrap();
    let cut = moves.last().unwrap().cuts.clone().expect("all six cut");
    assert_eq!(cut.len(), 6);
    assert!(cut.windows(2).all(|w| w[0].1 >= w[1].1), "{cut:?}");
    let mut four: Vec<Player> = cut.iter().take(4).map(|(p, _)| p.clone()).collect();
    let r = app.post(&format!("{page}/tables/1/next"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let tables = hoyle::db::read(&app.pool, |c| store::of_night(c, n)).unwrap();
    let mut playing: Vec<Player> = tables[1]
        .sides
        .iter()
        .flatten()
        .map(|s| s.player.clone())
        .collect();
    four.sort();
    playing.sort();
    assert_eq!(playing, four);
    // The edit log keeps each action.
    let log = hoyle::db::read(&app.pool, |c| hoyle::db::bin::recent(c, 20)).unwrap();
    assert!(log.iter().any(|l| l.action == "broke up a club table"));
    assert_eq!(
        log.iter()
            .filter(|l| l.action == "left a club table")
            .count(),
        3
    );
}

/// Law 141 (seed 001 L2424–2428): Ann leaves club table 1 and does not come back, breaking it
/// up; at the next forming the three she left come before her although she cut higher, and she
/// waits.
#[test]
fn a_player_who_leaves_and_fails_to_return_comes_behind_the_three() {
    let mut app = TestApp::with_director();
    let n = night(&mut app, "1927");
    let page = format!("/nights/{n}");
    arrive(
        &mut app,
        n,
        &[("Ann", "K"), ("Bob", "2"), ("Cat", "3"), ("Dan", "4")],
    );
    form(&mut app, n);
    // One who does not belong to the table cannot leave it: the field is named.
    let r = app.post(&format!("{page}/tables/1/leave"), &[("player", "g:Zed")]);
    assert_eq!(r.status, 422, "{}", r.body);
    r.has("id=\"error-player\"");
    leave(&mut app, n, 1, "Ann");
    let r = app.post(&format!("{page}/tables/1/break-up"), &[("to", "wait")]);
    assert_eq!(r.status, 303, "{}", r.body);
    arrive(
        &mut app,
        n,
        &[("Eve", "9"), ("Fay", "10"), ("Gus", "J"), ("Hal", "Q")],
    );
    assert!(players(&app, n).iter().all(|p| p.table.is_none()));
    form(&mut app, n);
    // Without Law 141 Ann (a king) would sit first and Bob and Cat wait; the three are ahead
    // of her, so Bob (the lowest of them) and Ann wait, Ann behind him.
    assert_eq!(at(&app, n, "Ann"), (None, None));
    assert_eq!(at(&app, n, "Bob"), (None, None));
    assert_eq!(at(&app, n, "Cat").0, Some(2));
    assert_eq!(at(&app, n, "Dan").0, Some(2));
    assert_eq!(at(&app, n, "Hal"), (Some(2), Some(1)));
}

/// Laws 142–143 (seed 001 L2429–2438): Cat goes from club table 1 to make up club table 2 and
/// will return; she comes back and replaces one who joined in her absence. Whist Law 15 (seed
/// 000 L5373–5376) gives no such right: the whist code refuses "will return" at its field.
#[test]
fn a_filler_comes_back_and_the_whist_code_refuses_a_return() {
    let mut app = TestApp::with_director();
    let n = six_and_four(&mut app, "1927", HIGH_TO_LOW);
    let page = format!("/nights/{n}");
    leave(&mut app, n, 2, "Jo");
    let r = app.post(
        &format!("{page}/tables/1/fill"),
        &[("player", "g:Cat"), ("to", "2"), ("return", "yes")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(at(&app, n, "Cat").0, Some(2));
    // Kim arrives and joins club table 1, which has six again.
    arrive(&mut app, n, &[("Kim", "3")]);
    assert_eq!(at(&app, n, "Kim").0, Some(1));
    let shown = app.get(&page);
    shown.has("Cat (guest) is making up club table 2 and will return to club table 1");
    // Table 1 has six: she must replace one who joined in her absence, not Ann.
    for replacing in ["g:Ann", ""] {
        let r = app.post(
            &format!("{page}/return"),
            &[("player", "g:Cat"), ("replacing", replacing)],
        );
        assert_eq!(r.status, 422, "{}", r.body);
        r.has("id=\"error-replacing\"");
    }
    let r = app.post(
        &format!("{page}/return"),
        &[("player", "g:Cat"), ("replacing", "g:Kim")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(at(&app, n, "Cat").0, Some(1));
    assert_eq!(at(&app, n, "Kim"), (None, None));
    // Her going is spent: she cannot come back twice.
    let r = app.post(&format!("{page}/return"), &[("player", "g:Cat")]);
    assert_eq!(r.status, 422, "{}", r.body);
    // Club table 2 has three again. Dan goes to make it up and stays: he cuts out of it last
    // (Law 143), and the next rubber's proposal says so.
    app.get(&page)
        .has("Club table 2 has three: it needs a fourth");
    let r = app.post(
        &format!("{page}/tables/1/fill"),
        &[("player", "g:Dan"), ("to", "2"), ("return", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(at(&app, n, "Dan").0, Some(2));
    app.get(&page).has("so cuts out last (Law 143)");

    let w = six_and_four(
        &mut app,
        "1909",
        ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
    );
    leave(&mut app, w, 2, "Jo");
    let r = app.post(
        &format!("/nights/{w}/tables/1/fill"),
        &[("player", "g:Cat"), ("to", "2"), ("return", "yes")],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    r.has("id=\"error-return\"");
    assert_eq!(at(&app, w, "Cat").0, Some(1));
}
