//! Whist and bridge pads over HTTP: We and They, games and rubbers closed in place, the law's
//! correction window, a refused deal saving nothing, and a four-handed club night whose ledger
//! credits both winners and debits both losers.

use hoyle::db::tables as store;

use crate::support::{TestApp, created_id, post_deal, stored_deals};

/// A table of `law` for four guests, Ann and Bob against Cat and Dan, at one penny.
fn four_handed(app: &mut TestApp, law: &str, settings: &[(&str, &str)]) -> i64 {
    let mut form = vec![
        ("law", law),
        ("side0_0", ""),
        ("side0_0_guest", "Ann"),
        ("side0_1", ""),
        ("side0_1_guest", "Bob"),
        ("side1_0", ""),
        ("side1_0_guest", "Cat"),
        ("side1_1", ""),
        ("side1_1_guest", "Dan"),
        ("stake", "1"),
        ("season", "1909"),
    ];
    form.extend_from_slice(settings);
    let reply = app.post("/tables", &form);
    created_id(&reply, "/tables/")
}

/// A ledger CSV's rows as (player, pence): the first column and the last.
fn ledger_lines(csv: &str) -> Vec<(String, i64)> {
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

/// Short whist (seed 002 L177–280, Laws 1–12): five odd tricks are a game, with the losers at love a treble;
/// two trebles and the rubber's two points are eight (the most a rubber is worth).
#[test]
fn a_short_whist_pad_closes_games_and_the_rubber_in_place() {
    let mut app = TestApp::with_director();
    let id = four_handed(&mut app, "whist-short", &[]);
    let eleven = [("d_tricks_0", "11"), ("d_tricks_1", "2")];
    assert_eq!(post_deal(&mut app, id, &eleven).status, 303);
    // While the rubber lasts the first deal may still be put right without the director.
    app.get(&format!("/tables/{id}/deals/1"))
        .lacks("name=\"confirm\"");
    assert_eq!(post_deal(&mut app, id, &eleven).status, 303);
    let page = app.get(&format!("/tables/{id}"));
    page.has("Ann").has("Cat").has("treble");
    // A fourteenth trick is refused at its field, and nothing is saved.
    let refused = post_deal(&mut app, id, &[("d_tricks_0", "14"), ("d_tricks_1", "0")]);
    assert_eq!(refused.status, 422);
    refused.has("id=\"error-d_tricks_0\"");
    assert_eq!(stored_deals(&app, id).len(), 2);
    // Once the next rubber has begun, the first rubber's deals need the director.
    assert_eq!(
        post_deal(&mut app, id, &[("d_tricks_0", "7"), ("d_tricks_1", "6")]).status,
        303
    );
    app.get(&format!("/tables/{id}/deals/1"))
        .has("name=\"confirm\"");
}

/// Auction 1926 (seed 001 L1862–1937): four spades made is 36 below the line and a game; a
/// contract of eight is refused at its field.
#[test]
fn an_auction_pad_scores_below_and_above_the_line() {
    let mut app = TestApp::with_director();
    let id = four_handed(&mut app, "auction-1926", &[]);
    let made = post_deal(
        &mut app,
        id,
        &[
            ("d_declarer", "0"),
            ("d_level", "4"),
            ("d_denomination", "S"),
            ("d_tricks", "10"),
            ("d_honours_0", "4"),
            ("d_honours_in_one_hand_0", "2"),
        ],
    );
    assert_eq!(made.status, 303, "{}", made.body);
    let page = app.get(&format!("/tables/{id}"));
    page.has("36").has("40");
    let eight = post_deal(
        &mut app,
        id,
        &[
            ("d_declarer", "1"),
            ("d_level", "8"),
            ("d_denomination", "NT"),
            ("d_tricks", "13"),
        ],
    );
    assert_eq!(eight.status, 422);
    eight.has("id=\"error-d_level\"");
    assert_eq!(stored_deals(&app, id).len(), 1);
    // The stake is per point, or per hundred where the law's rounding says so, or per hundred
    // whatever the law when the table says so.
    app.get("/tables/new?law=auction-1926")
        .has("pence a point; per 100 points when rounding is")
        .has("name=\"per_hundred\"");
    let hundred = four_handed(&mut app, "auction-1926", &[("per_hundred", "on")]);
    let stored = hoyle::db::read(&app.pool, |c| store::get(c, hundred)).unwrap();
    assert!(stored.per_hundred);
    app.get(&format!("/tables/{hundred}"))
        .has("1 penny per 100 points");
}

/// A whist night of four (seed 002 L273–360, the club laws of forming a table): one rubber of two
/// trebles is eight points, credited to both winners and debited to both losers at the stake.
#[test]
fn a_four_handed_night_credits_both_winners_and_debits_both_losers() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/nights",
        &[
            ("date", "1909-01-05"),
            ("season", "1909"),
            ("code", "1909"),
            ("seed", "7"),
        ],
    );
    let night = created_id(&reply, "/nights/");
    for (name, cut) in [("Ann", "A"), ("Bob", "2"), ("Cat", "3"), ("Dan", "4")] {
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", cut)],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    }
    assert_eq!(
        app.post(&format!("/nights/{night}/form"), &[("seats", "4")])
            .status,
        303
    );
    // The first rubber may be played under settings other than the book's default.
    app.get(&format!("/nights/{night}"))
        .has(&format!("formaction=\"/nights/{night}/tables/1/start\""));
    app.get(&format!("/nights/{night}/tables/1/start?law=whist-short"))
        .has("name=\"s_take3_short\"");
    // The stake typed beside "Choose the settings first" is carried to the settings page.
    app.get(&format!(
        "/nights/{night}/tables/1/start?law=whist-short&stake=6"
    ))
    .has("name=\"stake\" type=\"number\" min=\"0\" value=\"6\"");
    let wrong = app.post(
        &format!("/nights/{night}/tables/1/next"),
        &[
            ("law", "whist-short"),
            ("s_take3_short", "\"never\""),
            ("stake", "3"),
        ],
    );
    assert_eq!(wrong.status, 422);
    let started = app.post(
        &format!("/nights/{night}/tables/1/next"),
        &[
            ("law", "whist-short"),
            ("s_take3_short", "\"refused\""),
            ("stake", "3"),
        ],
    );
    assert_eq!(started.status, 303, "{}", started.body);
    let tables = hoyle::db::read(&app.pool, |c| store::of_night(c, night)).unwrap();
    assert_eq!(tables[0].settings["take3_short"], "refused");
    let id = tables[0].id;
    for _ in 0..2 {
        let r = post_deal(&mut app, id, &[("d_tricks_0", "11"), ("d_tricks_1", "2")]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let csv = app.get(&format!("/nights/{night}/ledger.csv")).body;
    let mut pence: Vec<i64> = ledger_lines(&csv).into_iter().map(|(_, p)| p).collect();
    pence.sort_unstable();
    assert_eq!(pence, vec![-24, -24, 24, 24], "{csv}");
}

/// Auction 1926 laws 66–67 (seed 001 L1964–1971): once the next deal is entered, the game of
/// four spades is concluded. Its honours may still be put right by the players until the rubber
/// is agreed; its tricks, which scored below the line, only by the director.
#[test]
fn a_concluded_games_honours_may_be_corrected_but_its_tricks_need_the_director() {
    let mut app = TestApp::with_director();
    let id = four_handed(&mut app, "auction-1926", &[]);
    let game = [
        ("d_declarer", "0"),
        ("d_level", "4"),
        ("d_denomination", "S"),
        ("d_tricks", "10"),
    ];
    assert_eq!(post_deal(&mut app, id, &game).status, 303);
    let next = [
        ("d_declarer", "1"),
        ("d_level", "1"),
        ("d_denomination", "C"),
        ("d_tricks", "7"),
    ];
    assert_eq!(post_deal(&mut app, id, &next).status, 303);
    // The rubber lasts, so the deal page offers the players the correction.
    app.get(&format!("/tables/{id}/deals/1"))
        .lacks("name=\"confirm\"");
    let mut honours = game.to_vec();
    honours.extend([("d_honours_0", "4"), ("d_honours_in_one_hand_0", "2")]);
    let corrected = app.post(&format!("/tables/{id}/deals/1"), &honours);
    assert_eq!(corrected.status, 303, "{}", corrected.body);
    assert_eq!(stored_deals(&app, id)[0]["honours"][0], 4);
    let mut tricks = honours.clone();
    tricks[3] = ("d_tricks", "11");
    let refused = app.post(&format!("/tables/{id}/deals/1"), &tricks);
    assert_eq!(refused.status, 422);
    refused.has("id=\"error-confirm\"").has("law 66");
    assert_eq!(stored_deals(&app, id)[0]["tricks"], 10);
    tricks.push(("confirm", "on"));
    let overridden = app.post(&format!("/tables/{id}/deals/1"), &tricks);
    assert_eq!(overridden.status, 303, "{}", overridden.body);
    assert_eq!(stored_deals(&app, id)[0]["tricks"], 11);
    app.get(&format!("/tables/{id}")).has("director override");
}

/// Dummy whist (seed 000 L5929–5953): three at the table, Ann taking Dummy. The books do not say
/// how the rubber is settled among three; by default Dummy's share is Ann's, so she wins the eight
/// from each adversary.
#[test]
fn three_at_whist_with_one_taking_dummy() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=whist-short").has("name=\"dummy\"");
    app.get("/tables/new?law=rubicon-piquet")
        .lacks("name=\"dummy\"");
    let form = |dummy: &'static str| {
        vec![
            ("law", "whist-short"),
            ("side0_0", ""),
            ("side0_0_guest", "Ann"),
            ("side1_0", ""),
            ("side1_0_guest", "Cat"),
            ("side1_1", ""),
            ("side1_1_guest", "Dan"),
            ("stake", "1"),
            ("season", "Dummy"),
            ("dummy", dummy),
        ]
    };
    // Without Dummy the empty seat is wanted.
    let four = app.post("/tables", &form(""));
    assert_eq!(four.status, 422);
    four.has("id=\"error-side0_1\"");
    let id = created_id(&app.post("/tables", &form("each")), "/tables/");
    app.get(&format!("/tables/{id}"))
        .has("Ann (guest) &#38; Dummy");
    for _ in 0..2 {
        let r = post_deal(&mut app, id, &[("d_tricks_0", "11"), ("d_tricks_1", "2")]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let csv = app.get("/ledger.csv?season=Dummy").body;
    let pence = ledger_lines(&csv);
    assert!(pence.contains(&("Ann (guest)".to_owned(), 16)), "{csv}");
    assert!(pence.contains(&("Cat (guest)".to_owned(), -8)), "{csv}");
    assert!(pence.contains(&("Dan (guest)".to_owned(), -8)), "{csv}");
}

/// Two people opened the same deal's correction: the first save stands, and the second, from
/// the older copy, is refused with who changed it, keeping what was typed; saving again, having
/// been told, puts it in place.
#[test]
fn a_correction_from_an_older_copy_is_refused_not_overwriting_a_newer_one() {
    let mut app = TestApp::with_director();
    let id = four_handed(&mut app, "whist-short", &[]);
    let deal = [("d_tricks_0", "7"), ("d_tricks_1", "6")];
    assert_eq!(post_deal(&mut app, id, &deal).status, 303);
    let path = format!("/tables/{id}/deals/1");
    let opened = app.get(&path).body;
    let copy = |tricks: [&str; 2]| -> Vec<(String, String)> {
        crate::support::form_as_shown(&opened, &path)
            .into_iter()
            .map(|(k, v)| match k.as_str() {
                "d_tricks_0" => (k, tricks[0].to_owned()),
                "d_tricks_1" => (k, tricks[1].to_owned()),
                _ => (k, v),
            })
            .collect()
    };
    let (first, second) = (copy(["8", "5"]), copy(["6", "7"]));
    let post = |app: &mut TestApp, form: &[(String, String)]| {
        let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        app.post(&path, &form)
    };
    assert_eq!(post(&mut app, &first).status, 303);
    let refused = post(&mut app, &second);
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused
        .has("changed deal 1")
        .has("nothing was saved")
        .has("value=\"6\"");
    assert_eq!(stored_deals(&app, id)[0]["tricks"][0], 8);
    // Told, the second scorer saves again what he typed: now it goes through.
    let again = crate::support::form_as_shown(&refused.body, &path);
    assert_eq!(post(&mut app, &again).status, 303);
    assert_eq!(stored_deals(&app, id)[0]["tricks"][0], 6);
}

/// A club table of two, formed for a two-handed game, is full: the next four arrivals wait and
/// form a table of their own, and the table of two speaks of two players, not four.
#[test]
fn a_club_table_of_two_takes_no_more_and_speaks_of_two() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/nights",
        &[
            ("date", "1909-01-05"),
            ("season", "1909"),
            ("code", "1909"),
            ("seed", "7"),
        ],
    );
    let night = created_id(&reply, "/nights/");
    let arrive = |app: &mut TestApp, name: &str| {
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", "")],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    };
    arrive(&mut app, "Ann");
    arrive(&mut app, "Bob");
    let formed = app.post(&format!("/nights/{night}/form"), &[("seats", "2")]);
    assert_eq!(formed.status, 303, "{}", formed.body);
    for name in ["Cat", "Dan", "Eve", "Fay"] {
        arrive(&mut app, name);
    }
    let placed = hoyle::db::read(&app.pool, |c| store::night_players(c, night)).unwrap();
    assert_eq!(placed.iter().filter(|p| p.table == Some(1)).count(), 2);
    assert_eq!(placed.iter().filter(|p| p.table.is_none()).count(), 4);
    let formed = app.post(&format!("/nights/{night}/form"), &[("seats", "4")]);
    assert_eq!(formed.status, 303, "{}", formed.body);
    let page = app.get(&format!("/nights/{night}"));
    let first = crate::support::between(&page.body, "Club table 1", "Club table 2");
    assert!(first.contains("both play"), "{first}");
    // Only the games for two are offered to a table of two.
    assert!(
        !first.contains("(4 players)") && first.contains("(2 players)"),
        "{first}"
    );
    assert!(
        !first.contains("Partners") && !first.contains(" & "),
        "{first}"
    );
    page.has("Club table 2").has("all four play");
}

/// Contract at a table (a fresh-eyes evening): an insufficient bid that stood is said on the pad (1926 law
/// 78, seed 001 L2041–2042); a trump against the bidding is refused in words at its field; the
/// help names the setting in words; a rubber won says "the rubber is finished"; the law's name
/// says it is the 1927 laws.
#[test]
fn a_contract_rubber_speaks_of_its_bidding_and_its_rubber() {
    let mut app = TestApp::with_director();
    app.get("/tables/new?law=contract-1927")
        .has("Contract bridge, 1927 laws");
    let id = four_handed(&mut app, "contract-1927", &[]);
    let page = app.get(&format!("/tables/{id}"));
    page.has("setting &#34;A rubber left unfinished&#34; says")
        .lacks("`unfinished`");
    let stood = post_deal(
        &mut app,
        id,
        &[
            ("d_declarer", "1"),
            ("d_auction", "2H, 1S, pass, pass, pass"),
            ("d_level", "1"),
            ("d_denomination", "S"),
            ("d_tricks", "7"),
        ],
    );
    assert_eq!(stood.status, 303, "{}", stood.body);
    app.get(&format!("/tables/{id}"))
        .has("one spade (call 2) was insufficient over two hearts; it stood as regular when the next player called (law 78)");
    let against = post_deal(
        &mut app,
        id,
        &[
            ("d_declarer", "0"),
            ("d_auction", "1D, 1C, pass, pass, pass"),
            ("d_level", "1"),
            ("d_denomination", "S"),
            ("d_tricks", "8"),
        ],
    );
    assert_eq!(against.status, 422);
    against
        .has("id=\"error-d_denomination\"")
        .has("spades does not agree with the bidding, which ends in one club")
        .lacks("&#34;S&#34;");
    for _ in 0..2 {
        let game = post_deal(
            &mut app,
            id,
            &[
                ("d_declarer", "0"),
                ("d_level", "4"),
                ("d_denomination", "S"),
                ("d_tricks", "10"),
            ],
        );
        assert_eq!(game.status, 303, "{}", game.body);
    }
    app.get(&format!("/tables/{id}"))
        .has(
            "The rubber is finished and settled. A further deal begins a new rubber at this table.",
        )
        .lacks("The game is finished");
}

/// "In one hand (optional) … needed for four or more": a side with one honour and its field
/// left blank is taken, as the label says (the fresh-eyes evening was refused "0 is not from 1
/// to 1"); a side of four left blank is asked for it, and a count that cannot be is worded for
/// people.
#[test]
fn a_blank_in_one_hand_for_a_side_of_one_honour_is_taken() {
    let mut app = TestApp::with_director();
    let id = four_handed(&mut app, "auction-1926", &[]);
    let deal = [
        ("d_declarer", "1"),
        ("d_level", "3"),
        ("d_denomination", "H"),
        ("d_tricks", "9"),
        ("d_honours_0", "1"),
        ("d_honours_1", "4"),
        ("d_honours_in_one_hand_1", "4"),
    ];
    let taken = post_deal(&mut app, id, &deal);
    assert_eq!(taken.status, 303, "{}", taken.body);
    assert_eq!(stored_deals(&app, id).len(), 1);
    let four_blank = post_deal(
        &mut app,
        id,
        &[
            ("d_declarer", "1"),
            ("d_level", "3"),
            ("d_denomination", "H"),
            ("d_tricks", "9"),
            ("d_honours_0", "4"),
            ("d_honours_1", "1"),
            ("d_honours_in_one_hand_1", "1"),
        ],
    );
    assert_eq!(four_blank.status, 422);
    four_blank.has("needed when a side holds four or more honours");
    let wrong = post_deal(
        &mut app,
        id,
        &[
            ("d_declarer", "1"),
            ("d_level", "3"),
            ("d_denomination", "H"),
            ("d_tricks", "9"),
            ("d_honours_1", "4"),
            ("d_honours_in_one_hand_1", "1"),
        ],
    );
    assert_eq!(wrong.status, 422);
    wrong
        .has("1 cannot be: the side held 4 honours between its two hands")
        .lacks("is not from");
    assert_eq!(stored_deals(&app, id).len(), 1);
}
