//! The 1926 auction count: undertricks, doubling, nullos and law 124's side short of tricks.

use super::*;

/// E2 (L1139–1145): three hearts, the adversaries take 7: down 3, 150. E3 (L1153–1159): two
/// by cards with 6 tricks is down 2, not 3.
#[test]
fn auction_1926_undertricks_e2_e3() {
    let e2 = json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 6});
    assert_eq!(one(Code::Auction1926, Value::Null, e2), ([0, 150], [0, 0]));
    let e3 = json!({"declarer": 0, "level": 2, "denomination": "C", "tricks": 6});
    assert_eq!(one(Code::Auction1926, Value::Null, e3), ([0, 100], [0, 0]));
}

/// Law 61 and 58 (L1883–1887, L1933–1937): two spades doubled with 10 tricks, 4 × 18 below and
/// 50 + 2 × 50 above; redoubled, 4 × 36 and 100 + 2 × 100; four hearts redoubled two down, 400.
#[test]
fn auction_1926_doubled_and_redoubled_by_hand() {
    let doubled =
        json!({"declarer": 0, "level": 2, "denomination": "S", "doubles": 1, "tricks": 10});
    assert_eq!(
        one(Code::Auction1926, Value::Null, doubled),
        ([150, 0], [72, 0])
    );
    let redoubled =
        json!({"declarer": 0, "level": 2, "denomination": "S", "doubles": 2, "tricks": 10});
    assert_eq!(
        one(Code::Auction1926, Value::Null, redoubled),
        ([300, 0], [144, 0])
    );
    let down = json!({"declarer": 1, "level": 4, "denomination": "H", "doubles": 2, "tricks": 8});
    assert_eq!(one(Code::Auction1926, Value::Null, down).0, [400, 0]);
    let doubled_down =
        json!({"declarer": 1, "level": 4, "denomination": "H", "doubles": 1, "tricks": 9});
    assert_eq!(
        one(Code::Auction1926, Value::Null, doubled_down).0,
        [100, 0]
    );
}

// ---------------------------------------------------------------- auction 1926: nullo

/// Nullo by the `lose_tricks` reading (seed 001 L896–897, L1003): two nullo, the declarers win
/// 3 tricks, so lose 10: four over the book, 4 × 10 = 40 below, game. Undoubled, no bonus.
#[test]
fn auction_1926_nullo_made_with_overtricks_l896_897() {
    let two_nullo = json!({"declarer": 0, "level": 2, "denomination": "nullo", "tricks": 3});
    assert_eq!(
        one(Code::Auction1926, Value::Null, two_nullo.clone()),
        ([0, 0], [40, 0])
    );
    let s = sitting(Code::Auction1926, Value::Null, json!([two_nullo]));
    assert_eq!(s.deals[0].game_won, Some(0));
    // Exactly made: one nullo, 6 tricks won, 7 lost: 10 below.
    let one_nullo = json!({"declarer": 1, "level": 1, "denomination": "nullo", "tricks": 6});
    assert_eq!(
        one(Code::Auction1926, Value::Null, one_nullo),
        ([0, 0], [0, 10])
    );
}

/// A nullo doubled, made with an overtrick: three nullo, 2 tricks won, 11 lost = 5 over the
/// book: 5 × 20 = 100 below, 50 + 2 × 50 = 150 above (law 61, L1933–1937). Redoubled: 200 and
/// 300.
#[test]
fn auction_1926_nullo_doubled_and_redoubled_made() {
    let doubled =
        json!({"declarer": 0, "level": 3, "denomination": "nullo", "doubles": 1, "tricks": 2});
    assert_eq!(
        one(Code::Auction1926, Value::Null, doubled),
        ([150, 0], [100, 0])
    );
    let redoubled =
        json!({"declarer": 0, "level": 3, "denomination": "nullo", "doubles": 2, "tricks": 2});
    assert_eq!(
        one(Code::Auction1926, Value::Null, redoubled),
        ([300, 0], [200, 0])
    );
}

/// A nullo defeated: four nullo must lose ten; winning 5 the declarers lose 8, two over the
/// book, down two. Undoubled 100, doubled 200, redoubled 400 to the adversaries (law 58,
/// L1883–1887); nothing below.
#[test]
fn auction_1926_nullo_defeated_doubled_and_redoubled() {
    for (doubles, penalty) in [(0, 100), (1, 200), (2, 400)] {
        let deal = json!({"declarer": 1, "level": 4, "denomination": "nullo", "doubles": doubles, "tricks": 5});
        assert_eq!(
            one(Code::Auction1926, Value::Null, deal),
            ([penalty, 0], [0, 0]),
            "doubles {doubles}"
        );
    }
}

/// Slams go by tricks won (law 60, L1925–1931): a one nullo whose declarers win nothing makes
/// seven over the book (70) and the adversaries, with all thirteen, score the grand slam.
#[test]
fn auction_1926_nullo_slams_go_to_the_side_that_won_the_tricks() {
    let deal = json!({"declarer": 0, "level": 1, "denomination": "nullo", "tricks": 0});
    assert_eq!(
        one(Code::Auction1926, Value::Null, deal),
        ([0, 100], [70, 0])
    );
}

/// At a nullo the revokers take the penalty tricks (Grand, seed 001 L13420–13422): the
/// adversaries revoke once against two nullo with 4 tricks won; the two tricks are taken from
/// the declarers, who now lose 11: five over the book, 50.
#[test]
fn auction_1926_nullo_revokers_take_the_tricks() {
    let deal =
        json!({"declarer": 0, "level": 2, "denomination": "nullo", "tricks": 4, "revokes": [0, 1]});
    assert_eq!(one(Code::Auction1926, Value::Null, deal), ([0, 0], [50, 0]));
    // The declarers revoke: they take two of the adversaries' tricks, 6 won, one short.
    let deal =
        json!({"declarer": 0, "level": 2, "denomination": "nullo", "tricks": 4, "revokes": [1, 0]});
    assert_eq!(one(Code::Auction1926, Value::Null, deal), ([0, 50], [0, 0]));
}

#[test]
fn auction_1926_nullo_refused_by_setting_and_in_other_codes() {
    let deal = json!([{"declarer": 0, "level": 1, "denomination": "nullo", "tricks": 3}]);
    let e = rubber_sitting(
        Code::Auction1926,
        &input(json!({"nullo": "refused"}), deal.clone()),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].denomination");
    assert!(e.message.contains("L896"), "{e}");
    for code in [Code::Bridge1904, Code::Auction1908, Code::Contract1927] {
        let mut d = deal[0].clone();
        if code == Code::Bridge1904 {
            d.as_object_mut().unwrap().remove("level");
        }
        assert_eq!(refused(code, d).field, "deals[0].denomination");
    }
    let lump_deal = json!([{"declarer": 0, "level": 1, "denomination": "nullo", "tricks": 3}]);
    let names: Vec<String> = ["A", "B", "C"].into_iter().map(String::from).collect();
    let e = lump_sitting(
        Game::StopGap,
        &Value::Null,
        &names,
        lump_deal.as_array().unwrap(),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].denomination");
}

/// Law 124 (seed 001 L2304–2306; L1103–1104): a revoking side without tricks enough to pay.
/// By hand, one spade and twelve tricks, the adversaries revoking twice (three owed, one held):
/// all thirteen to the declarer is 7 × 9 = 63 below and the grand slam's 100; with the tricks
/// as played, 6 × 9 = 54 below and only law 124's 100 (the little slam's 50 is in it).
#[test]
fn law_124_short_of_tricks_both_readings() {
    let short =
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 12, "revokes": [0, 2]});
    assert_eq!(
        one(Code::Auction1926, Value::Null, short.clone()),
        ([100, 0], [63, 0])
    );
    let only = json!({"short_of_tricks": "grand_slam_only"});
    assert_eq!(
        one(Code::Auction1926, only.clone(), short.clone()),
        ([100, 0], [54, 0])
    );
    // The declarer owes three with two tricks, at two hearts. All thirteen to the adversaries:
    // eight under (50 each) and the grand slam, 500. As played: six under and 100, 400.
    let declarer_short =
        json!({"declarer": 0, "level": 2, "denomination": "H", "tricks": 2, "revokes": [2, 0]});
    assert_eq!(
        one(Code::Auction1926, Value::Null, declarer_short.clone()),
        ([0, 500], [0, 0])
    );
    assert_eq!(
        one(Code::Auction1926, only.clone(), declarer_short),
        ([0, 400], [0, 0])
    );
    // Contract: only the contract below (9); six over at 50 and the grand slam, 400; or five
    // over and law 124's 100, 350.
    assert_eq!(
        one(Code::Contract1927, Value::Null, short.clone()),
        ([400, 0], [9, 0])
    );
    assert_eq!(one(Code::Contract1927, only, short), ([350, 0], [9, 0]));
}
