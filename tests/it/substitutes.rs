//! Substitutes at a club night (issue 25; Auction Laws 146–147, seed 001 L2454–2463; Whist Law
//! 14, seed 000 L5369–5371): a player leaves mid-rubber, a substitute finishes it, the ledger
//! pays the right person, and the next rubber's cutting out ignores the substitute's rubber.

use crate::support::{TestApp, created_id, post_deal};
use hoyle::db::tables::{self as store, Player};

fn key(p: &Player) -> String {
    match p {
        Player::Member(id) => format!("m{id}"),
        Player::Guest(name) => format!("g:{name}"),
    }
}

/// The night's ledger as (player, pence).
fn ledger(app: &mut TestApp, night: i64) -> Vec<(String, i64)> {
    let csv = app.get(&format!("/nights/{night}/ledger.csv")).body;
    csv.lines()
        .skip(1)
        .map(|l| {
            let (who, rest) = l.split_once(',').unwrap();
            (
                who.to_owned(),
                rest.rsplit(',').next().unwrap().parse().unwrap(),
            )
        })
        .collect()
}

fn pence(lines: &[(String, i64)], who: &str) -> Option<i64> {
    lines.iter().find(|(w, _)| w == who).map(|(_, p)| *p)
}

#[test]
fn a_substitute_finishes_a_rubber_for_a_player_who_left() {
    let mut app = TestApp::with_director();
    let night = created_id(
        &app.post(
            "/nights",
            &[("date", "1909-01-05"), ("code", "1909"), ("seed", "7")],
        ),
        "/nights/",
    );
    let page = format!("/nights/{night}");
    for (name, cut) in [
        ("Ann", "A"),
        ("Bob", "2"),
        ("Cat", "3"),
        ("Dan", "4"),
        ("Eve", "5"),
        ("Fay", "6"),
    ] {
        let arrived = app.post(
            &format!("{page}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", cut)],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    }
    assert_eq!(
        app.post(&format!("{page}/form"), &[("seats", "4")]).status,
        303
    );
    let started = app.post(
        &format!("{page}/tables/1/next"),
        &[("law", "whist-short"), ("stake", "3")],
    );
    assert_eq!(started.status, 303, "{}", started.body);
    let tables = hoyle::db::read(&app.pool, |c| store::of_night(c, night)).unwrap();
    let (id, sides) = (tables[0].id, tables[0].sides.clone());
    // The four lowest cuts play; Eve and Fay wait. One of the losing side leaves.
    let leaving = sides[1][0].player.clone();
    let stayer = sides[0][0].player.clone();
    let eve = Player::Guest("Eve".into());
    let won = [("d_tricks_0", "11"), ("d_tricks_1", "2")];
    assert_eq!(post_deal(&mut app, id, &won).status, 303);

    // The page offers the form while the rubber is in progress, its labels sentences.
    app.get(&page)
        .has("Who leaves this rubber?")
        .has("Who sits in for the player?")
        .has("The others at the table agree to him.");
    let sit_in = |agreed: &str, sub: &Player| {
        vec![
            ("leaving".to_owned(), key(&leaving)),
            ("substitute".to_owned(), key(sub)),
            ("agreed".to_owned(), agreed.to_owned()),
        ]
    };
    let post = |app: &mut TestApp, form: Vec<(String, String)>| {
        let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        app.post(&format!("/nights/{night}/tables/1/substitute"), &form)
    };
    // Refusals at their fields, nothing saved: the others must agree; a player at the table
    // cannot sit in for another.
    let r = post(&mut app, sit_in("", &eve));
    assert_eq!(r.status, 422, "{}", r.body);
    r.has("id=\"error-agreed\"");
    let r = post(&mut app, sit_in("yes", &stayer));
    assert_eq!(r.status, 422, "{}", r.body);
    r.has("id=\"error-substitute\"");
    assert!(
        hoyle::db::read(&app.pool, |c| store::substitutes(c, id))
            .unwrap()
            .is_empty()
    );

    let r = post(&mut app, sit_in("yes", &eve));
    assert_eq!(r.status, 303, "{}", r.body);
    let shown = app.get(&page);
    shown.has("class=\"sitting-in\">Eve (guest) sits in for");
    // Eve finishes the rubber.
    assert_eq!(post_deal(&mut app, id, &won).status, 303);
    // The rubber is over: no appointment now, checked inside the write.
    let fay = Player::Guest("Fay".into());
    let late = post(&mut app, sit_in("yes", &fay));
    assert_eq!(late.status, 422, "{}", late.body);
    late.has("the rubber is over");

    // By default the rubber is the money of the player who appointed her: he pays, she does not.
    let leaver = sides[1][0].name.clone();
    let lines = ledger(&mut app, night);
    assert_eq!(pence(&lines, &leaver), Some(-24), "{lines:?}");
    assert_eq!(pence(&lines, "Eve (guest)").unwrap_or(0), 0, "{lines:?}");
    // A club that says the substitute's: she pays it, he does not.
    let set = app.post(
        "/club",
        &[
            ("name", ""),
            ("time_zone", "UTC"),
            ("money", "pence"),
            ("currency", "£"),
            ("substitute_money", "substitute"),
        ],
    );
    assert_eq!(set.status, 303, "{}", set.body);
    let lines = ledger(&mut app, night);
    assert_eq!(pence(&lines, "Eve (guest)"), Some(-24), "{lines:?}");
    assert_eq!(pence(&lines, &leaver).unwrap_or(0), 0, "{lines:?}");
    assert_eq!(lines.iter().map(|(_, p)| p).sum::<i64>(), 0);

    // The next rubber: Eve's rubber as substitute does not count. She still waits first with
    // Fay, and both come in; had it counted, the one who left would have waited and come in.
    let next = app.post(&format!("{page}/tables/1/next"), &[]);
    assert_eq!(next.status, 303, "{}", next.body);
    let tables = hoyle::db::read(&app.pool, |c| store::of_night(c, night)).unwrap();
    let playing: Vec<Player> = tables[1]
        .sides
        .iter()
        .flatten()
        .map(|n| n.player.clone())
        .collect();
    assert!(
        playing.contains(&eve) && playing.contains(&fay),
        "{playing:?}"
    );

    // In the next rubber a player leaves and comes back: the appointment ends at his return.
    let second = tables[1].id;
    assert_eq!(post_deal(&mut app, second, &won).status, 303);
    let away = tables[1].sides[0][0].player.clone();
    let sub = [&tables[0].sides[0], &tables[0].sides[1]]
        .into_iter()
        .flatten()
        .map(|n| n.player.clone())
        .find(|p| !playing.contains(p))
        .unwrap();
    let form = [
        ("leaving", key(&away)),
        ("substitute", key(&sub)),
        ("agreed", "yes".to_owned()),
    ];
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let r = app.post(&format!("{page}/tables/1/substitute"), &form);
    assert_eq!(r.status, 303, "{}", r.body);
    let back = app.post(&format!("{page}/tables/1/back"), &[("player", &key(&away))]);
    assert_eq!(back.status, 303, "{}", back.body);
    let subs = hoyle::db::read(&app.pool, |c| store::substitutes(c, second)).unwrap();
    assert_eq!(subs.len(), 1);
    assert_eq!((subs[0].from, subs[0].until), (1, Some(1)));
    // Nobody sits in now: only the form is left.
    assert!(!app.get(&page).body.contains("class=\"sitting-in\""));
}
