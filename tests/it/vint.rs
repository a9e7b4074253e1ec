//! Vint over HTTP: a club night's table of four plays a rubber of vint to its end, each deal
//! entered on the pad's form; a refused deal saves nothing, and the rubber's settlement, worth
//! the difference of the two partnerships' totals to each player, counts in the night's ledger.

use crate::support::{TestApp, created_id, post_deal, stored_deals};

#[test]
fn a_vint_rubber_at_a_club_night_to_its_end() {
    let mut app = TestApp::with_director();
    let night = app.post(
        "/nights",
        &[
            ("date", "1927-03-08"),
            ("season", "1927"),
            ("code", "1927"),
            ("seed", "7"),
        ],
    );
    let night = created_id(&night, "/nights/");
    for name in ["Ann", "Bob", "Cat", "Dan"] {
        let arrived = app.post(
            &format!("/nights/{night}/arrivals"),
            &[("member", ""), ("guest", name), ("cut", "")],
        );
        assert_eq!(arrived.status, 303, "{}", arrived.body);
    }
    let formed = app.post(&format!("/nights/{night}/form"), &[("seats", "4")]);
    assert_eq!(formed.status, 303, "{}", formed.body);
    app.get(&format!("/nights/{night}"))
        .has("<option value=\"vint\">");
    let started = app.post(
        &format!("/nights/{night}/tables/1/next"),
        &[("law", "vint"), ("stake", "1")],
    );
    assert_eq!(started.status, 303, "{}", started.body);
    let tables = hoyle::db::read(&app.pool, |c| hoyle::db::tables::of_night(c, night)).unwrap();
    let id = tables[0].id;
    assert_eq!(tables[0].sides.len(), 4);
    app.get(&format!("/tables/{id}"))
        .has("Who made the highest bid")
        .has("Coronets in each hand");

    // Seed 001 L12773–12775: three in diamonds, three by cards: 270 and 120.
    let three_diamonds = [
        ("d_bidder", "0"),
        ("d_level", "3"),
        ("d_suit", "diamonds"),
        ("d_tricks", "9"),
        ("d_aces", "2"),
        ("d_trump_honours", "3"),
    ];
    assert_eq!(post_deal(&mut app, id, &three_diamonds).status, 303);
    app.get(&format!("/tables/{id}")).has("270").has("120");

    // A trump contract without its honours is refused, naming the field; nothing is saved.
    let refused = post_deal(
        &mut app,
        id,
        &[
            ("d_bidder", "0"),
            ("d_level", "3"),
            ("d_suit", "hearts"),
            ("d_tricks", "9"),
            ("d_aces", "4"),
        ],
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    refused.has("id=\"error-d_trump_honours\"");
    assert_eq!(stored_deals(&app, id).len(), 1);

    // Seed 001 L12811–12816 and L12825: four aces against three honours in hearts, and the
    // second player's K Q J 10 9 of spades, 1,500; 270 more takes the first two past 500.
    let hearts = [
        ("d_bidder", "0"),
        ("d_level", "3"),
        ("d_suit", "hearts"),
        ("d_tricks", "9"),
        ("d_aces", "4"),
        ("d_trump_honours", "2"),
        ("d_coronets_1", "5 spades"),
    ];
    assert_eq!(post_deal(&mut app, id, &hearts).status, 303);
    app.get(&format!("/tables/{id}"))
        .has("coronet of 5 spades")
        .has("game to");
    // Seven no-trumps, all thirteen: the second game, the grand slam and the rubber.
    let grand = [
        ("d_bidder", "1"),
        ("d_level", "7"),
        ("d_suit", "no_trumps"),
        ("d_tricks", "13"),
        ("d_aces", "2"),
    ];
    assert_eq!(post_deal(&mut app, id, &grand).status, 303);
    let page = app.get(&format!("/tables/{id}"));
    page.has("grand slam bid and made")
        .has("21650 to 1140, worth 20510 to each")
        .has("finished");
    // The first two by the night's order: 270 + 600 + 900, 270 + 1,200 + 1,500 + 1,000,
    // 910 + 12,000 + 1,000 + 2,000 = 21,650; the others 120 + 120 + 900 = 1,140: 20,510.
    let csv = app.get(&format!("/nights/{night}/ledger.csv"));
    let pence: Vec<i64> = csv
        .body
        .lines()
        .skip(1)
        .filter_map(|r| r.split(',').nth(3)?.parse().ok())
        .collect();
    assert_eq!(
        pence.iter().filter(|&&p| p == 20_510).count(),
        2,
        "{}",
        csv.body
    );
    assert_eq!(
        pence.iter().filter(|&&p| p == -20_510).count(),
        2,
        "{}",
        csv.body
    );
}
