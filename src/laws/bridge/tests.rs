//! Tests of the bridge and auction laws: the books' worked examples (with their lines), cases
//! computed by hand, refusals, and properties of the rubber and of the lump games.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::Code;
use super::count::Scored;
use super::lump::Game;
use super::table::{
    claims_closed_1904, claims_closed_1926, claims_closed_auction_1908, claims_closed_auction_1926,
    claims_closed_bridge_1904, correctable_auction_1926, correctable_bridge_1904, lump_sitting,
    pad_auction_1926, pad_dummy_up, rubber_sitting, two_hand_sitting,
};
use crate::laws::pad::{PadInput, Row};
use crate::laws::registry;

fn input(settings: Value, deals: Value) -> PadInput {
    serde_json::from_value(json!({"settings": settings, "sides": ["We", "They"], "deals": deals}))
        .unwrap()
}

fn sitting(code: Code, settings: Value, deals: Value) -> super::rubber::Sitting {
    rubber_sitting(code, &input(settings, deals)).unwrap().2
}

/// The points one deal scores: (above, below) totals per side.
fn one(code: Code, settings: Value, deal: Value) -> ([i64; 2], [i64; 2]) {
    let s = sitting(code, settings, json!([deal]));
    let scored: &Scored = &s.deals[0].scored;
    (
        [scored.above_total(0), scored.above_total(1)],
        [scored.below_total(0), scored.below_total(1)],
    )
}

fn refused(code: Code, deal: Value) -> crate::laws::LawError {
    rubber_sitting(code, &input(Value::Null, json!([deal]))).unwrap_err()
}

// ---------------------------------------------------------------- bridge 1904

/// The book's rubber on the scoring block, seed 000 L7296–7353 (hoyle-1909-b §4 W4): A-B 104
/// + 100 for the rubber = 204 against C-D 178; A-B gain 26.
fn book_rubber_1904() -> Value {
    json!([
        {"declarer": 0, "denomination": "D", "tricks": 9, "honours": [4, 1], "honours_in_one_hand": [2, 1]},
        {"declarer": 1, "denomination": "NT", "tricks": 8, "honours": [1, 3]},
        {"declarer": 0, "denomination": "H", "tricks": 8, "honours": [2, 3]},
        {"declarer": 0, "denomination": "C", "tricks": 7, "honours": [4, 1], "honours_in_one_hand": [2, 1]},
        {"declarer": 0, "denomination": "NT", "tricks": 8, "honours": [0, 4], "honours_in_one_hand": [0, 4]},
        {"declarer": 0, "denomination": "S", "tricks": 7, "honours": [1, 4], "honours_in_one_hand": [1, 2]}
    ])
}

#[test]
fn bridge_1904_book_rubber_l7296_7353() {
    let s = sitting(Code::Bridge1904, Value::Null, book_rubber_1904());
    let below: Vec<[i64; 2]> = s
        .deals
        .iter()
        .map(|d| [d.scored.below_total(0), d.scored.below_total(1)])
        .collect();
    assert_eq!(
        below,
        vec![[18, 0], [0, 24], [16, 0], [4, 0], [24, 0], [2, 0]]
    );
    let above: Vec<[i64; 2]> = s
        .deals
        .iter()
        .map(|d| [d.scored.above_total(0), d.scored.above_total(1)])
        .collect();
    // The last deal carries the 100 for the rubber.
    assert_eq!(
        above,
        vec![[24, 0], [0, 30], [0, 16], [16, 0], [0, 100], [100, 8]]
    );
    assert_eq!(s.deals[2].game_won, Some(0));
    assert_eq!(s.deals[5].game_won, Some(0));
    let rubber = &s.rubbers[0];
    assert_eq!(
        (rubber.totals, rubber.amounts, rubber.games),
        ([204, 178], [26, -26], [2, 0])
    );
    assert_eq!(s.net(), [26, -26]);
    assert!(!s.open());
}

/// Honours at 1904 on the undoubled value (Laws 5–7, L7420–7480; hoyle-1909-b §2.3.5), hearts
/// v = 8: 3 → 16, 4 divided → 32, 5 divided → 40, 4 in one hand → 64, 4 + partner's fifth → 72,
/// 5 in one hand → 80; at no trumps 3 aces 30, 4 divided 40, 4 in one hand 100.
#[test]
fn bridge_1904_honours_table_l7420_7480() {
    let cases = [
        ("H", 3, 2, 16),
        ("H", 4, 2, 32),
        ("H", 5, 3, 40),
        ("H", 4, 4, 64),
        ("H", 5, 4, 72),
        ("H", 5, 5, 80),
        ("NT", 3, 2, 30),
        ("NT", 4, 3, 40),
        ("NT", 4, 4, 100),
    ];
    for (denomination, count, one_hand, value) in cases {
        // Doubling does not touch honours (L7453–7456).
        let deal = json!({"declarer": 0, "denomination": denomination, "doubles": 1, "tricks": 6,
            "honours": [0, count], "honours_in_one_hand": [0, one_hand]});
        assert_eq!(
            one(Code::Bridge1904, Value::Null, deal).0,
            [0, value],
            "{denomination} {count}/{one_hand}"
        );
    }
}

/// Either side scores its odd tricks below (L7321), doubled as the hand was doubled (Law 53,
/// L7749): hearts doubled twice, the adversaries take 9 tricks: 3 × 32 = 96 below to them.
#[test]
fn bridge_1904_adversaries_score_their_odd_tricks_doubled() {
    let deal = json!({"declarer": 0, "denomination": "H", "doubles": 2, "tricks": 4});
    assert_eq!(one(Code::Bridge1904, Value::Null, deal), ([0, 0], [0, 96]));
}

/// Law 58 (L7773): hearts doubled four times would be 128 a trick.
#[test]
fn bridge_1904_limit_of_100_by_setting() {
    let deal = json!({"declarer": 0, "denomination": "H", "doubles": 4, "tricks": 7});
    let e = refused(Code::Bridge1904, deal.clone());
    assert_eq!(e.field, "deals[0].doubles", "{e}");
    assert_eq!(
        one(
            Code::Bridge1904,
            json!({"double_limit": "capped"}),
            deal.clone()
        )
        .1,
        [100, 0]
    );
    assert_eq!(
        one(
            Code::Bridge1904,
            json!({"double_limit": "last_may_pass"}),
            deal
        )
        .1,
        [128, 0]
    );
    // Five doubles of hearts pass the limit even when the last may overshoot.
    let five = json!({"declarer": 0, "denomination": "H", "doubles": 5, "tricks": 7});
    let e = rubber_sitting(
        Code::Bridge1904,
        &input(json!({"double_limit": "last_may_pass"}), json!([five])),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].doubles");
}

/// Chicane (Law 8, L7482–7489): twice the undoubled trick value; both partners void is twice
/// that by default.
#[test]
fn bridge_1904_chicane() {
    let one_void =
        json!({"declarer": 0, "denomination": "D", "doubles": 1, "tricks": 7, "chicane": [0, 1]});
    assert_eq!(one(Code::Bridge1904, Value::Null, one_void).0, [0, 12]);
    let both = json!({"declarer": 0, "denomination": "D", "tricks": 7, "chicane": [0, 2]});
    assert_eq!(one(Code::Bridge1904, Value::Null, both.clone()).0, [0, 24]);
    assert_eq!(
        one(Code::Bridge1904, json!({"double_chicane": "once"}), both).0,
        [0, 12]
    );
    // Chicane and honours together (hoyle-1909-b §2.3.6).
    let with_honours = json!({"declarer": 0, "denomination": "C", "tricks": 7, "chicane": [1, 0],
        "honours": [3, 0], "honours_in_one_hand": [3, 0]});
    assert_eq!(
        one(Code::Bridge1904, Value::Null, with_honours).0,
        [8 + 8, 0]
    );
}

/// Slams (Law 9, L7493–7503): 40 and 20 for either side, not for tricks taken as a revoke
/// penalty, never for a revoking side.
#[test]
fn bridge_1904_slams_and_revoke() {
    let grand = json!({"declarer": 1, "denomination": "S", "tricks": 13});
    assert_eq!(
        one(Code::Bridge1904, Value::Null, grand),
        ([0, 40], [0, 14])
    );
    let defenders_little = json!({"declarer": 0, "denomination": "C", "tricks": 1});
    assert_eq!(
        one(Code::Bridge1904, Value::Null, defenders_little),
        ([0, 20], [0, 24])
    );
    // 10 tricks in play and three taken for a revoke: 13 tricks scored, but no slam.
    let penalty = json!({"declarer": 0, "denomination": "S", "tricks": 10, "revokes": [0, 1],
        "revoke_penalty": [null, "tricks"]});
    assert_eq!(
        one(Code::Bridge1904, Value::Null, penalty),
        ([0, 0], [14, 0])
    );
}

/// Law 90 (L7948–8034): the revoking side cannot pass 28 toward the game and cannot score a
/// slam; "deduct" comes off its existing score, "add" goes to the adversaries, three tricks a
/// revoke at the value as doubled.
#[test]
fn bridge_1904_revoke_penalties_by_hand() {
    // We stand at 20 toward game; we revoke with 10 tricks at no trumps (4 odd = 48).
    let start = json!({"declarer": 0, "denomination": "S", "tricks": 13 - 3});
    let with = |penalty: &str| {
        let revoke = json!({"declarer": 0, "denomination": "NT", "tricks": 10, "revokes": [1, 0],
            "revoke_penalty": [penalty, null]});
        sitting(
            Code::Bridge1904,
            Value::Null,
            json!([start.clone(), revoke]),
        )
    };
    // The first deal: 10 tricks in spades, 4 odd × 2 = 8.
    let s = with("add");
    assert_eq!(s.deals[0].toward_game, [8, 0]);
    // Add: They +3 × 12 = 36 → game to They; We capped at 28 (8 + 20).
    assert_eq!(
        [
            s.deals[1].scored.below_total(0),
            s.deals[1].scored.below_total(1)
        ],
        [20, 36]
    );
    assert_eq!(s.deals[1].game_won, Some(1));
    // Deduct: 36 off our 8 leaves 0, then our 48 is capped at 28.
    let s = with("deduct");
    assert_eq!(
        s.deals[1].scored.below[0]
            .iter()
            .map(|i| i.points)
            .collect::<Vec<_>>(),
        vec![-8, 28]
    );
    assert_eq!(s.deals[1].toward_game, [28, 0]);
    // Tricks: 3 tricks to They: We 7 tricks, 1 odd = 12.
    let s = with("tricks");
    assert_eq!(s.deals[1].toward_game, [20, 0]);
    assert_eq!(s.deals[1].game_won, None);
    // Undoubled penalty value by setting: a doubled hand adds 3 × 12 rather than 3 × 24.
    let doubled = json!({"declarer": 0, "denomination": "NT", "doubles": 1, "tricks": 7, "revokes": [1, 0],
        "revoke_penalty": ["add", null]});
    assert_eq!(
        one(Code::Bridge1904, Value::Null, doubled.clone()).1,
        [24, 72]
    );
    assert_eq!(
        one(
            Code::Bridge1904,
            json!({"revoke_value": "undoubled"}),
            doubled
        )
        .1,
        [24, 36]
    );
}

/// Law 99 (L8031–8033): when both sides revoke, each is punished and neither wins the game.
#[test]
fn bridge_1904_both_sides_revoke() {
    let deal = json!({"declarer": 0, "denomination": "NT", "tricks": 13, "revokes": [1, 1],
        "revoke_penalty": ["add", "add"]});
    let (above, below) = one(Code::Bridge1904, Value::Null, deal);
    assert_eq!((above, below), ([0, 0], [28, 28]));
}

// ---------------------------------------------------------------- auction 1908

/// L8402–8406 (W5): 1 NT two down, 100; 2 hearts one down, 50. L8389–8393 (W9): one spade or
/// one no trump two down, 100 either way.
#[test]
fn auction_1908_undertricks_w5_w9() {
    let nt = json!({"declarer": 0, "level": 1, "denomination": "NT", "tricks": 5});
    assert_eq!(one(Code::Auction1908, Value::Null, nt), ([0, 100], [0, 0]));
    let hearts = json!({"declarer": 0, "level": 2, "denomination": "H", "tricks": 7});
    assert_eq!(
        one(Code::Auction1908, Value::Null, hearts),
        ([0, 50], [0, 0])
    );
    let spade = json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 5});
    assert_eq!(
        one(Code::Auction1908, Value::Null, spade),
        ([0, 100], [0, 0])
    );
}

/// L8433–8437 (W7): three hearts doubled, only the odd trick: 200 to the doublers, 16 honours
/// to the declarer; "200 less 16 leaves you 184".
#[test]
fn auction_1908_doubled_penalty_against_honours_w7() {
    let deal = json!({"declarer": 1, "level": 3, "denomination": "H", "doubles": 1, "tricks": 7,
        "honours": [0, 3]});
    let (above, below) = one(Code::Auction1908, Value::Null, deal);
    assert_eq!((above, below), ([200, 16], [0, 0]));
    assert_eq!(above[0] - above[1], 184);
}

/// L8426–8431 (W6, read as three by cards): two no trumps, 9 tricks, 30 aces = 66.
#[test]
fn auction_1908_game_value_w6() {
    let deal =
        json!({"declarer": 0, "level": 2, "denomination": "NT", "tricks": 9, "honours": [3, 1]});
    assert_eq!(
        one(Code::Auction1908, Value::Null, deal),
        ([30, 0], [36, 0])
    );
}

/// Law 58 (L8286–8290): doubled, 50 and 50 an overtrick; redoubled, twice that. Law 51
/// (L8253): one spade loses at most 100 on tricks.
#[test]
fn auction_1908_doubled_and_redoubled_by_hand() {
    let doubled =
        json!({"declarer": 0, "level": 2, "denomination": "H", "doubles": 1, "tricks": 9});
    assert_eq!(
        one(Code::Auction1908, Value::Null, doubled),
        ([100, 0], [48, 0])
    );
    let redoubled =
        json!({"declarer": 0, "level": 2, "denomination": "H", "doubles": 2, "tricks": 9});
    assert_eq!(
        one(Code::Auction1908, Value::Null, redoubled),
        ([200, 0], [96, 0])
    );
    let down = json!({"declarer": 0, "level": 4, "denomination": "C", "doubles": 2, "tricks": 8});
    assert_eq!(one(Code::Auction1908, Value::Null, down).0, [0, 400]);
    let one_spade =
        json!({"declarer": 0, "level": 1, "denomination": "S", "doubles": 2, "tricks": 3});
    assert_eq!(one(Code::Auction1908, Value::Null, one_spade).0, [0, 100]);
}

/// Law 90 (L8320–8339): a revoking declarer gives 150 and scores nothing but honours and
/// chicane; against a revoking adversary the declarer takes 150 or three tricks, which win
/// no doubled bonus.
#[test]
fn auction_1908_revokes() {
    let declarer = json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 9, "revokes": [1, 0],
        "honours": [3, 0], "chicane": [0, 1]});
    assert_eq!(
        one(Code::Auction1908, Value::Null, declarer),
        ([16, 150 + 16], [0, 0])
    );
    let points = json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 5, "revokes": [0, 1],
        "revoke_penalty": [null, "points"]});
    // The declarer fails, but the revoking adversaries score no undertricks.
    assert_eq!(
        one(Code::Auction1908, Value::Null, points),
        ([150, 0], [0, 0])
    );
    let tricks = json!({"declarer": 0, "level": 1, "denomination": "S", "doubles": 1, "tricks": 8,
        "revokes": [0, 1], "revoke_penalty": [null, "tricks"]});
    assert_eq!(
        one(Code::Auction1908, Value::Null, tricks.clone()),
        ([0, 0], [20, 0])
    );
    assert_eq!(
        one(
            Code::Auction1908,
            json!({"penalty_trick_bonus": "tricks_in_play"}),
            tricks
        ),
        ([100, 0], [20, 0])
    );
}

/// A seven bid with twelve tricks: one down, and the little slam by the literal reading.
#[test]
fn auction_1908_failed_seven_with_twelve() {
    let deal = json!({"declarer": 0, "level": 7, "denomination": "NT", "tricks": 12});
    assert_eq!(
        one(Code::Auction1908, Value::Null, deal.clone()).0,
        [20, 50]
    );
    assert_eq!(
        one(Code::Auction1908, json!({"failed_slam": "void"}), deal).0,
        [0, 50]
    );
}

// ---------------------------------------------------------------- auction 1926

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

// ---------------------------------------------------------------- Mayonnaise and Goulash

/// "It is insisted that the highest bid shall be enough to reach game, or the hand is not
/// played" (seed 001 L2650–2652): two hearts (16) on a goulash deal is refused at its level;
/// four hearts (32) and three no trumps (30) reach game and score as usual.
#[test]
fn goulash_below_game_is_refused_l2650_2652() {
    let short =
        json!({"declarer": 0, "level": 2, "denomination": "H", "tricks": 9, "goulash": true});
    let e = refused(Code::Auction1926, short.clone());
    assert_eq!(e.field, "deals[0].level");
    assert!(e.message.contains("enough to reach game"), "{e}");
    assert!(e.message.contains("worth 16"), "{e}");
    // Doubling does not make a bid enough: the bid is what must reach game.
    let mut doubled = short.clone();
    doubled["doubles"] = json!(1);
    assert_eq!(refused(Code::Auction1926, doubled).field, "deals[0].level");
    let game =
        json!({"declarer": 0, "level": 4, "denomination": "H", "tricks": 10, "goulash": true});
    assert_eq!(one(Code::Auction1926, Value::Null, game), ([0, 0], [32, 0]));
    let three_nt =
        json!({"declarer": 1, "level": 3, "denomination": "NT", "tricks": 9, "goulash": true});
    let s = sitting(Code::Auction1926, Value::Null, json!([three_nt]));
    assert_eq!(s.deals[0].game_won, Some(1));
    assert!(
        s.deals[0].note.ends_with(", goulash"),
        "{}",
        s.deals[0].note
    );
}

/// The redealt hand "must be played no matter what the final bid" (L2660–2661); the setting
/// `not_required` lets any goulash stand.
#[test]
fn goulash_redeal_and_not_required_lift_the_game_bid() {
    let redeal = json!({"declarer": 0, "level": 1, "denomination": "C", "tricks": 7, "goulash": true, "redeal": true});
    assert_eq!(
        one(Code::Auction1926, Value::Null, redeal),
        ([0, 0], [6, 0])
    );
    let short =
        json!({"declarer": 0, "level": 1, "denomination": "C", "tricks": 7, "goulash": true});
    assert_eq!(
        one(
            Code::Auction1926,
            json!({"goulash_game_bid": "not_required"}),
            short
        ),
        ([0, 0], [6, 0])
    );
    let lone = json!({"declarer": 0, "level": 1, "denomination": "C", "tricks": 7, "redeal": true});
    assert_eq!(refused(Code::Auction1926, lone).field, "deals[0].redeal");
    let contract =
        json!({"declarer": 0, "level": 4, "denomination": "H", "tricks": 10, "goulash": true});
    assert_eq!(
        refused(Code::Contract1927, contract).field,
        "deals[0].goulash"
    );
}

/// Mayonnaise and Goulash "are two varieties of Dummy Up" (L2650): the same rule there.
#[test]
fn goulash_at_dummy_up() {
    let names: Vec<String> = ["A", "B", "C"].into_iter().map(String::from).collect();
    let short =
        [json!({"declarer": 0, "level": 2, "denomination": "S", "tricks": 9, "goulash": true})];
    let e = lump_sitting(Game::DummyUp, &Value::Null, &names, &short).unwrap_err();
    assert_eq!(e.field, "deals[0].level");
    // Four spades, ten tricks: 36 + 100 for game, as any Dummy Up deal (L2585–2590).
    let game =
        [json!({"declarer": 0, "level": 4, "denomination": "S", "tricks": 10, "goulash": true})];
    let s = lump_sitting(Game::DummyUp, &Value::Null, &names, &game)
        .unwrap()
        .1;
    assert_eq!(s.deals[0].credited, vec![136, 0, 0]);
    let e = lump_sitting(Game::StopGap, &Value::Null, &names, &game).unwrap_err();
    assert_eq!(e.field, "deals[0].goulash");
}

// ---------------------------------------------------------------- auction for two players

fn two_hand(settings: Value, deals: Value) -> super::rubber::Sitting {
    let input: PadInput = serde_json::from_value(
        json!({"settings": settings, "sides": ["Ann", "Bob"], "deals": deals}),
    )
    .unwrap();
    two_hand_sitting(&input).unwrap().2
}

fn two_hand_refused(settings: Value, deals: Value) -> crate::laws::LawError {
    let input: PadInput = serde_json::from_value(
        json!({"settings": settings, "sides": ["Ann", "Bob"], "deals": deals}),
    )
    .unwrap();
    two_hand_sitting(&input).unwrap_err()
}

/// Blind Auction "scored as at auction, adding 125 for a game" (seed 001 L2693–2694), by hand:
/// four spades made (36 + 125 = 161, Ann +161); two hearts made (16, no game, Bob +16); three no
/// trumps doubled down two (200 to Bob). Every deal settles alone; Ann ends 161 − 16 − 200 = −55.
#[test]
fn blind_auction_each_deal_with_125_for_game_l2693_2694() {
    let s = two_hand(
        json!({"form": "blind", "blind_scoring": "deal_125"}),
        json!([
            {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
            {"declarer": 1, "level": 2, "denomination": "H", "tricks": 8},
            {"declarer": 0, "level": 3, "denomination": "NT", "doubles": 1, "tricks": 7}
        ]),
    );
    let amounts: Vec<[i64; 2]> = s.rubbers.iter().map(|r| r.amounts).collect();
    assert_eq!(amounts, vec![[161, -161], [-16, 16], [-200, 200]]);
    assert_eq!(s.net(), [-55, 55]);
    assert_eq!(s.deals[0].game_won, Some(0));
    assert_eq!(s.deals[1].game_won, None);
    // Nothing carries: the second deal's 16 does not count toward a later game.
    assert!(s.deals.iter().all(|d| d.toward_game == [0, 0]));
    assert!(!s.open());
}

/// Played as rubbers, the two-player forms are four-hand auction with a player for a side
/// ("the scoring is as at auction, two games winning the rubber", L2736).
#[test]
fn chinese_auction_plays_the_1926_rubber_l2736() {
    let deals = json!([
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 1, "level": 1, "denomination": "C", "tricks": 8, "honours": [0, 3]},
        {"declarer": 0, "level": 3, "denomination": "NT", "tricks": 9}
    ]);
    let s = two_hand(Value::Null, deals.clone());
    assert_eq!(s.rubbers.len(), 1);
    assert_eq!(s.rubbers[0].totals, [316, 42]);
    assert_eq!(
        s.deals,
        sitting(Code::Auction1926, Value::Null, deals).deals[..]
            .to_vec()
            .iter()
            .map(|d| {
                let mut d = d.clone();
                d.note = d.note.replace("We", "Ann").replace("They", "Bob");
                d
            })
            .collect::<Vec<_>>()
    );
}

/// At Blind and Draw Auction a player holds one hand, so four honours are four in one hand (80);
/// at Chinese Auction the split is asked for, as at four-hand auction.
#[test]
fn two_hand_honours_in_one_hand_by_form() {
    let deal =
        json!([{"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "honours": [4, 0]}]);
    for form in ["blind", "draw"] {
        let s = two_hand(json!({ "form": form }), deal.clone());
        assert_eq!(s.deals[0].scored.above_total(0), 80, "{form}");
    }
    let e = two_hand_refused(json!({"form": "chinese"}), deal);
    assert_eq!(e.field, "deals[0].honours_in_one_hand");
    let split = json!([{"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "honours": [4, 0], "honours_in_one_hand": [2, 0]}]);
    let e = two_hand_refused(json!({"form": "draw"}), split);
    assert_eq!(e.field, "deals[0].honours_in_one_hand");
}

#[test]
fn two_hand_refusals_name_the_setting_or_field() {
    let e = two_hand_refused(json!({"blind_scoring": "deal_125"}), json!([]));
    assert_eq!(e.field, "settings.blind_scoring");
    let e = two_hand_refused(
        json!({"form": "blind", "blind_scoring": "deal_125", "rounding": "hundreds"}),
        json!([]),
    );
    assert_eq!(e.field, "settings.rounding");
    let e = two_hand_refused(
        json!({"form": "blind", "blind_scoring": "deal_125"}),
        json!([{"declarer": 0, "level": 1, "denomination": "C", "tricks": 7, "abandon": true}]),
    );
    assert_eq!(e.field, "deals[0].abandon");
    let e = two_hand_refused(
        Value::Null,
        json!([{"declarer": 0, "level": 4, "denomination": "H", "tricks": 10, "goulash": true}]),
    );
    assert_eq!(e.field, "deals[0].goulash");
    let e = two_hand_refused(json!({"form": "open"}), json!([]));
    assert_eq!(e.field, "settings.form");
    // The nullo setting is shared with auction 1926.
    let s = two_hand(
        Value::Null,
        json!([{"declarer": 1, "level": 1, "denomination": "nullo", "tricks": 6}]),
    );
    assert_eq!(s.deals[0].scored.below_total(1), 10);
}

/// Law 59 (L1889–1923): 30, 40, 80, 50, 90, 100; no trumps 30, 40, 100; never doubled.
#[test]
fn auction_1926_honours_table() {
    let cases = [
        ("S", 3, 2, 30),
        ("S", 4, 2, 40),
        ("S", 4, 4, 80),
        ("S", 5, 3, 50),
        ("S", 5, 4, 90),
        ("S", 5, 5, 100),
        ("NT", 3, 3, 30),
        ("NT", 4, 2, 40),
        ("NT", 4, 4, 100),
    ];
    for (denomination, count, one_hand, value) in cases {
        let deal = json!({"declarer": 0, "level": 1, "denomination": denomination, "doubles": 2, "tricks": 2,
            "honours": [0, count], "honours_in_one_hand": [0, one_hand]});
        assert_eq!(
            one(Code::Auction1926, Value::Null, deal).0[1] - 1000,
            value,
            "{denomination} {count}/{one_hand}"
        );
    }
}

/// Law 60 (L1925–1931): 50 and 100, to either side; a seven bid with twelve tricks still scores
/// the little slam.
#[test]
fn auction_1926_slams() {
    let grand = json!({"declarer": 0, "level": 6, "denomination": "NT", "tricks": 13});
    assert_eq!(
        one(Code::Auction1926, Value::Null, grand),
        ([100, 0], [70, 0])
    );
    let seven = json!({"declarer": 0, "level": 7, "denomination": "NT", "tricks": 12});
    assert_eq!(one(Code::Auction1926, Value::Null, seven).0, [50, 50]);
    let defenders = json!({"declarer": 0, "level": 1, "denomination": "C", "tricks": 1});
    assert_eq!(
        one(Code::Auction1926, Value::Null, defenders).0,
        [0, 300 + 50]
    );
}

/// Laws 122–125 (L2294–2311), E4 (L1105–1107): bid three, made five odd, revoked once: two
/// tricks transferred leave three odd, fulfilled.
#[test]
fn auction_1926_revokes_transfer_tricks() {
    let e4 =
        json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 11, "revokes": [1, 0]});
    assert_eq!(one(Code::Auction1926, Value::Null, e4), ([0, 0], [24, 0]));
    // Both revoke: 2 against 3, the difference of one goes to the declarer.
    let both =
        json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 8, "revokes": [1, 2]});
    assert_eq!(one(Code::Auction1926, Value::Null, both), ([0, 0], [24, 0]));
    // The adversaries owe three with one trick: the declarer scores all 13 and grand slam.
    let short =
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 12, "revokes": [0, 2]});
    assert_eq!(
        one(Code::Auction1926, Value::Null, short),
        ([100, 0], [63, 0])
    );
}

/// Law 64 (L1953–1957): two games win the rubber and 250. By hand: four spades made (36) and
/// three no trumps made (30): 36 + 30 + 250 = 316.
#[test]
fn auction_1926_rubber_bonus_250() {
    let s = sitting(
        Code::Auction1926,
        Value::Null,
        json!([
            {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
            {"declarer": 1, "level": 1, "denomination": "C", "tricks": 8, "honours": [0, 3]},
            {"declarer": 0, "level": 3, "denomination": "NT", "tricks": 9}
        ]),
    );
    let r = &s.rubbers[0];
    assert_eq!(
        (r.games, r.totals, r.amounts, r.winner),
        ([2, 0], [316, 42], [274, -274], Some(0))
    );
    // They's 12 below stays in their total but not toward the next game (laws 62–63).
    assert_eq!(s.deals[1].toward_game, [0, 12]);
    assert_eq!(s.deals[2].scored.above[0][0].points, 250);
}

/// Law 70 (L1981–1985): a rubber given up counts 125 a game won; L1168–1171: 349 calls 300,
/// 368 a "four".
#[test]
fn auction_1926_unfinished_rubber_and_hundreds() {
    let deals = json!([
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 1, "level": 2, "denomination": "H", "tricks": 8, "abandon": true}
    ]);
    let s = sitting(Code::Auction1926, Value::Null, deals.clone());
    assert_eq!(s.rubbers[0].totals, [36 + 125, 16]);
    assert_eq!(s.rubbers[0].amounts, [145, -145]);
    let rounded = sitting(Code::Auction1926, json!({"rounding": "hundreds"}), deals);
    assert_eq!(rounded.rubbers[0].amounts, [100, -100]);
    let pad = pad_auction_1926(&input(json!({"rounding": "hundreds"}), json!([]))).unwrap();
    assert_eq!(pad.stake_unit, 100);
}

// ---------------------------------------------------------------- contract 1927

/// E6 (L2477–2479): three spades, five odd: 27 below and 100 above.
#[test]
fn contract_1927_overtricks_above_e6() {
    let deal = json!({"declarer": 0, "level": 3, "denomination": "S", "tricks": 11});
    assert_eq!(
        one(Code::Contract1927, Value::Null, deal),
        ([100, 0], [27, 0])
    );
    // Doubled: 54 below, overtricks 100 each and 50 for the contract, and 100 for the game
    // the 54 wins.
    let doubled =
        json!({"declarer": 0, "level": 3, "denomination": "S", "doubles": 1, "tricks": 11});
    assert_eq!(
        one(Code::Contract1927, Value::Null, doubled),
        ([250 + 100, 0], [54, 0])
    );
    let redoubled =
        json!({"declarer": 0, "level": 3, "denomination": "S", "doubles": 2, "tricks": 11});
    assert_eq!(
        one(Code::Contract1927, Value::Null, redoubled),
        ([500 + 100, 0], [108, 0])
    );
}

/// E8 (L2490–2495): set three undoubled is 350 by the schedule, 300 by the example; doubled,
/// twice; redoubled, four times.
#[test]
fn contract_1927_undertrick_readings_e8() {
    let down3 = |doubles: i64| json!({"declarer": 0, "level": 4, "denomination": "H", "doubles": doubles, "tricks": 7});
    assert_eq!(one(Code::Contract1927, Value::Null, down3(0)).0, [0, 350]);
    assert_eq!(
        one(
            Code::Contract1927,
            json!({"undertricks": "rising"}),
            down3(0)
        )
        .0,
        [0, 300]
    );
    assert_eq!(one(Code::Contract1927, Value::Null, down3(1)).0, [0, 700]);
    assert_eq!(one(Code::Contract1927, Value::Null, down3(2)).0, [0, 1400]);
    let down5 = json!({"declarer": 0, "level": 6, "denomination": "H", "tricks": 7});
    assert_eq!(one(Code::Contract1927, Value::Null, down5).0, [0, 750]);
}

/// E7 (L2484–2488): a rubber in two straight games is worth 400; two out of three, 300.
#[test]
fn contract_1927_rubber_values_e7() {
    let game = |side: i64| json!({"declarer": side, "level": 4, "denomination": "H", "tricks": 10});
    let straight = sitting(Code::Contract1927, Value::Null, json!([game(0), game(0)]));
    assert_eq!(
        straight.rubbers[0].amounts,
        [32 + 32 + 400, -(32 + 32 + 400)]
    );
    let three = sitting(
        Code::Contract1927,
        Value::Null,
        json!([game(0), game(1), game(0)]),
    );
    assert_eq!(three.rubbers[0].totals, [64 + 400, 32 + 100]);
    assert_eq!(three.rubbers[0].amounts[0], 32 + 300);
}

/// L2481–2484: honours only four or more in one hand; slams 50 and 100, bid and made 250 and
/// 500. Every slam contract made also wins a game: 100 more.
#[test]
fn contract_1927_honours_and_slams() {
    let divided = json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "honours": [4, 1], "honours_in_one_hand": [2, 1]});
    assert_eq!(one(Code::Contract1927, Value::Null, divided).0, [0, 0]);
    let held = json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "honours": [4, 1], "honours_in_one_hand": [4, 1]});
    assert_eq!(one(Code::Contract1927, Value::Null, held).0, [80, 0]);
    let little_bid = json!({"declarer": 0, "level": 6, "denomination": "NT", "tricks": 12});
    assert_eq!(
        one(Code::Contract1927, Value::Null, little_bid).0,
        [250 + 100, 0]
    );
    let grand_bid = json!({"declarer": 0, "level": 7, "denomination": "NT", "tricks": 13});
    assert_eq!(
        one(Code::Contract1927, Value::Null, grand_bid).0,
        [500 + 100, 0]
    );
    let unbid = json!({"declarer": 0, "level": 4, "denomination": "NT", "tricks": 12});
    assert_eq!(
        one(Code::Contract1927, Value::Null, unbid).0,
        [100 + 50 + 100, 0]
    );
    let six_making_thirteen =
        json!({"declarer": 0, "level": 6, "denomination": "NT", "tricks": 13});
    assert_eq!(
        one(Code::Contract1927, Value::Null, six_making_thirteen.clone()).0,
        [50 + 250 + 100, 0]
    );
    assert_eq!(
        one(
            Code::Contract1927,
            json!({"bid_slam": "adds"}),
            six_making_thirteen
        )
        .0,
        [50 + 350 + 100, 0]
    );
}

// ---------------------------------------------------------------- three- and four-hand

fn lump(game: Game, names: &[&str], deals: Value) -> super::lump::LumpSitting {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    lump_sitting(game, &Value::Null, &names, &deals).unwrap().1
}

/// E9, E10 (L2546–2549): five odd in spades with four honours, 285; two down in no trumps
/// doubled with 30 aces, each adversary 170.
#[test]
fn stop_gap_book_deals_e9_e10() {
    let s = lump(
        Game::StopGap,
        &["A", "B", "C"],
        json!([
            {"declarer": 0, "level": 5, "denomination": "S", "tricks": 11, "declarer_honours": 4, "declarer_honours_in_one_hand": 2},
            {"declarer": 1, "level": 3, "denomination": "NT", "doubles": 1, "tricks": 7, "declarer_honours": 3}
        ]),
    );
    assert_eq!(s.deals[0].credited, vec![285, 0, 0]);
    assert_eq!(s.deals[1].credited, vec![170, 0, 170]);
    assert_eq!(s.deals[1].totals, vec![455, 0, 170]);
    assert_eq!(s.settled_totals, vec![450, 0, 170]);
    assert_eq!(s.net.iter().sum::<i64>(), 0);
}

/// E11 (L2551–2554): A 720, B 650, C 480: A +310, B +100, C −410.
#[test]
fn stop_gap_settlement_e11() {
    let (_, net) = super::lump::settle(&[720, 650, 480], super::OddFigures::Dropped);
    assert_eq!(net, vec![310, 100, -410]);
    let (settled, net) = super::lump::settle(&[725, 659, 480], super::OddFigures::Dropped);
    assert_eq!((settled, net), (vec![720, 650, 480], vec![310, 100, -410]));
    // Through the game, with the odd figures thrown off before the differences are paid.
    let s = lump(
        Game::StopGap,
        &["A", "B", "C"],
        json!([
            // Four spades doubled, 12 tricks: 6 × 18 = 108, 50 + 2 × 50 for the doubled contract,
            // little slam 50, game 200, five honours in one hand 100: 608.
            {"declarer": 0, "level": 4, "denomination": "S", "doubles": 1, "tricks": 12,
             "declarer_honours": 5, "declarer_honours_in_one_hand": 5}
        ]),
    );
    assert_eq!(s.deals[0].credited, vec![608, 0, 0]);
    assert_eq!(s.settled_totals, vec![600, 0, 0]);
    assert_eq!(s.net, vec![1200, -600, -600]);
}

/// E12 (L2589–2590): Dummy Up for three, four odd in spades with four honours: 176. E13, E14
/// (L2600–2604): for four, five spades made with four honours, declarer and dealer 185 each;
/// two down undoubled, both adversaries 60.
#[test]
fn dummy_up_book_deals_e12_e13_e14() {
    let three = lump(
        Game::DummyUp,
        &["A", "B", "C"],
        json!([{"declarer": 2, "level": 4, "denomination": "S", "tricks": 10, "declarer_honours": 4, "declarer_honours_in_one_hand": 3}]),
    );
    assert_eq!(three.deals[0].credited, vec![0, 0, 176]);
    let four = lump(
        Game::DummyUp,
        &["A", "B", "C", "D"],
        json!([
            {"declarer": 1, "dealer": 3, "level": 5, "denomination": "S", "tricks": 11, "declarer_honours": 4, "declarer_honours_in_one_hand": 2},
            {"declarer": 1, "dealer": 3, "level": 5, "denomination": "S", "tricks": 9, "declarer_honours": 4, "declarer_honours_in_one_hand": 2}
        ]),
    );
    assert_eq!(four.deals[0].credited, vec![0, 185, 0, 185]);
    assert_eq!(four.deals[1].credited, vec![60, 0, 60, 0]);
    // Four accountings each: 4·s − Σs, with 245 and 120 cut to 240 and 120.
    assert_eq!(four.settled_totals, vec![60, 180, 60, 180]);
    assert_eq!(four.net, vec![-240, 240, -240, 240]);
}

/// E15 (L2628–2635): a bid of 27 may be played as 3 NT, 3 spades, 4 diamonds, 4 hearts or 5
/// clubs; not 3 hearts (24) nor 4 clubs (24).
#[test]
fn widow_contract_must_cover_the_bid_e15() {
    let names: Vec<String> = ["A", "B", "C"].iter().map(|n| n.to_string()).collect();
    let try_contract = |level: i64, denomination: &str| {
        let deal = json!({"declarer": 0, "bid": 27, "level": level, "denomination": denomination, "tricks": 6 + level});
        lump_sitting(Game::Widow, &Value::Null, &names, &[deal])
    };
    for (level, d) in [(3, "NT"), (3, "S"), (4, "D"), (4, "H"), (5, "C")] {
        assert!(try_contract(level, d).is_ok(), "{level} {d}");
    }
    for (level, d) in [(3, "H"), (4, "C")] {
        let e = try_contract(level, d).unwrap_err();
        assert_eq!(e.field, "deals[0].level", "{e}");
    }
    // Failure: 50 a trick, 100 doubled (L2644–2646).
    let down = json!({"declarer": 0, "bid": 27, "level": 3, "denomination": "S", "doubles": 1, "tricks": 7});
    let s = lump_sitting(Game::Widow, &Value::Null, &names, &[down])
        .unwrap()
        .1;
    assert_eq!(s.deals[0].credited, vec![0, 200, 200]);
}

// ---------------------------------------------------------------- refusals

#[test]
fn bad_deals_are_refused_naming_the_field() {
    let cases = [
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 14}),
            "deals[0].tricks",
            "14 is not 0..13",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 8, "denomination": "S", "tricks": 7}),
            "deals[0].level",
            "8 is not 1..7",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 2, "level": 1, "denomination": "S", "tricks": 7}),
            "deals[0].declarer",
            "not a side",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "honours": [3, 3]}),
            "deals[0].honours",
            "both sides claim",
        ),
        (
            Code::Bridge1904,
            json!({"declarer": 0, "denomination": "S", "tricks": 7, "honours": [3, 3]}),
            "deals[0].honours",
            "both sides claim",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "NT", "tricks": 7, "honours": [5, 0]}),
            "deals[0].honours[0]",
            "4 aces",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "honours": [4, 0]}),
            "deals[0].honours_in_one_hand",
            "needed",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "honours": [4, 0], "honours_in_one_hand": [1, 0]}),
            "deals[0].honours_in_one_hand[0]",
            "not 2..4",
        ),
        (
            Code::Bridge1904,
            json!({"declarer": 0, "denomination": "NT", "tricks": 7, "chicane": [1, 0]}),
            "deals[0].chicane",
            "no chicane at no trumps",
        ),
        (
            Code::Bridge1904,
            json!({"declarer": 0, "denomination": "H", "tricks": 7, "chicane": [2, 0], "honours": [1, 0]}),
            "deals[0].honours[0]",
            "no trump",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "chicane": [1, 0]}),
            "deals[0].chicane",
            "no chicane",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "revokes": [1, 0], "revoke_penalty": ["tricks", null]}),
            "deals[0].revoke_penalty",
            "nothing to choose",
        ),
        (
            Code::Auction1908,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "revokes": [0, 1], "revoke_penalty": [null, "deduct"]}),
            "deals[0].revoke_penalty[1]",
            "not a penalty this law allows",
        ),
        (
            Code::Auction1908,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "revokes": [1, 0], "revoke_penalty": ["tricks", null]}),
            "deals[0].revoke_penalty[0]",
            "not a penalty this law allows",
        ),
        (
            Code::Bridge1904,
            json!({"declarer": 0, "denomination": "S", "tricks": 7, "revokes": [1, 0]}),
            "deals[0].revoke_penalty[0]",
            "must choose",
        ),
        (
            Code::Bridge1904,
            json!({"declarer": 0, "denomination": "S", "tricks": 7, "revokes": [0, 0], "revoke_penalty": ["add", null]}),
            "deals[0].revoke_penalty[0]",
            "did not revoke",
        ),
        (
            Code::Bridge1904,
            json!({"declarer": 0, "level": 2, "denomination": "S", "tricks": 7}),
            "deals[0].level",
            "no bidding",
        ),
        (
            Code::Auction1908,
            json!({"declarer": 0, "level": 1, "denomination": "S", "doubles": 3, "tricks": 7}),
            "deals[0].doubles",
            "not more",
        ),
        (
            Code::Contract1927,
            json!({"declarer": 0, "level": 1, "denomination": "nullo", "tricks": 7}),
            "deals[0].denomination",
            "nullo",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "nullo", "tricks": 3, "honours": [3, 0]}),
            "deals[0].honours",
            "no honours",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "X", "tricks": 7}),
            "deals[0].denomination",
            "not one of",
        ),
        (
            Code::Auction1908,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "abandon": true}),
            "deals[0].abandon",
            "1926",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "trump": "S"}),
            "deals[0].trump",
            "unknown field",
        ),
    ];
    for (code, deal, field, message) in cases {
        let e = refused(code, deal.clone());
        assert_eq!(e.field, field, "{deal}: {e}");
        assert!(e.message.contains(message), "{deal}: {e}");
    }
    let e = rubber_sitting(
        Code::Bridge1904,
        &input(json!({"double_limit": "none"}), json!([])),
    )
    .unwrap_err();
    assert_eq!(e.field, "settings.double_limit");
    let e = rubber_sitting(
        Code::Auction1926,
        &input(json!({"double_chicane": "once"}), json!([])),
    )
    .unwrap_err();
    assert!(e.field.starts_with("settings"), "{e}");
}

#[test]
fn bad_lump_deals_are_refused_naming_the_field() {
    let names: Vec<String> = ["A", "B", "C"].iter().map(|n| n.to_string()).collect();
    let check = |game: Game, names: &[String], deal: Value, field: &str| {
        let e = lump_sitting(game, &Value::Null, names, std::slice::from_ref(&deal)).unwrap_err();
        assert_eq!(e.field, field, "{deal}: {e}");
    };
    check(
        Game::StopGap,
        &names,
        json!({"declarer": 3, "level": 1, "denomination": "S", "tricks": 7}),
        "deals[0].declarer",
    );
    check(
        Game::StopGap,
        &names,
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "declarer_honours": 3, "defender_honours": 3}),
        "deals[0].defender_honours",
    );
    check(
        Game::StopGap,
        &names,
        json!({"declarer": 0, "bid": 20, "level": 3, "denomination": "S", "tricks": 7}),
        "deals[0].bid",
    );
    check(
        Game::Widow,
        &names,
        json!({"declarer": 0, "level": 3, "denomination": "S", "tricks": 7}),
        "deals[0].bid",
    );
    check(
        Game::Widow,
        &names,
        json!({"declarer": 0, "bid": 71, "level": 7, "denomination": "NT", "tricks": 7}),
        "deals[0].bid",
    );
    check(
        Game::DummyUp,
        &names,
        json!({"declarer": 0, "dealer": 1, "level": 1, "denomination": "S", "tricks": 7}),
        "deals[0].dealer",
    );
    let four: Vec<String> = ["A", "B", "C", "D"].iter().map(|n| n.to_string()).collect();
    check(
        Game::DummyUp,
        &four,
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}),
        "deals[0].dealer",
    );
    check(
        Game::DummyUp,
        &four,
        json!({"declarer": 0, "dealer": 0, "level": 1, "denomination": "S", "tricks": 7}),
        "deals[0].dealer",
    );
    let e = lump_sitting(Game::StopGap, &Value::Null, &four, &[]).unwrap_err();
    assert_eq!(e.field, "players");
}

// ---------------------------------------------------------------- tables

/// 1904 Laws 12–13 (seed 000 L7515–7525): a deal may be put right until the rubber's score is
/// agreed, which the next rubber's first deal shows; 1926 laws 66–67 (seed 001 L1964–1971)
/// likewise.
#[test]
fn correction_window_lasts_while_the_rubber_does_laws_12_13_and_66_67() {
    let deals = book_rubber_1904();
    let all: Vec<Value> = serde_json::from_value(deals).unwrap();
    let upto = |n: usize| input(Value::Null, json!(all[..n]));
    // The first game went to A-B with deal 3; once deal 4 is entered it is concluded, yet
    // its deals stay correctable (for honours, chicane, slams) while the rubber lasts.
    assert!((0..4).all(|d| correctable_bridge_1904(&upto(4), d)));
    // The rubber closes with deal 6: until the next rubber begins it is not agreed.
    assert!((0..6).all(|d| correctable_bridge_1904(&upto(6), d)));
    let mut next = all.clone();
    next.push(json!({"declarer": 1, "denomination": "S", "tricks": 7}));
    let agreed = input(Value::Null, json!(next));
    assert!((0..6).all(|d| !correctable_bridge_1904(&agreed, d)));
    assert!(correctable_bridge_1904(&agreed, 6));
    assert!(!correctable_bridge_1904(&agreed, 7));
    let auction = input(
        Value::Null,
        json!([{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]),
    );
    assert!(correctable_auction_1926(&auction, 0));
}

/// 1904 Law 12 against Law 13 (seed 000 L7515–7525): once deal 4 of the book's rubber is
/// entered, the first game (deals 1–3) is concluded. Its honours may still be put right; its
/// tricks, which score below the line, need the director. The open game's deal is free.
#[test]
fn a_concluded_games_trick_score_is_closed_but_its_honours_are_not_law_12_13() {
    let all: Vec<Value> = serde_json::from_value(book_rubber_1904()).unwrap();
    let bridge = input(Value::Null, json!(all[..4]));
    let mut honours = all[0].clone();
    honours["honours"] = json!([3, 2]);
    assert_eq!(claims_closed_bridge_1904(&bridge, 0, &honours), None);
    let mut tricks = all[0].clone();
    tricks["tricks"] = json!(10);
    let why = claims_closed_bridge_1904(&bridge, 0, &tricks).unwrap();
    assert!(why.contains("Law 12") && why.contains("deal 1"), "{why}");
    // The trump changed, same tricks: another trick score (diamonds 6, hearts 8).
    let mut trump = all[0].clone();
    trump["denomination"] = json!("H");
    assert!(claims_closed_bridge_1904(&bridge, 0, &trump).is_some());
    // Deal 4 is in the open game: its tricks may still be put right.
    let mut open = all[3].clone();
    open["tricks"] = json!(8);
    assert_eq!(claims_closed_bridge_1904(&bridge, 3, &open), None);
    // Before deal 4 is entered the first game is not concluded (its last card not dealt).
    let before = input(Value::Null, json!(all[..3]));
    assert_eq!(claims_closed_bridge_1904(&before, 0, &tricks), None);

    // Auction 1926 law 66 (seed 001 L1964–1968): one heart made, then a game of four spades,
    // then a deal of the next game.
    let deals = json!([
        {"declarer": 0, "level": 1, "denomination": "H", "tricks": 7},
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 1, "level": 1, "denomination": "C", "tricks": 7}
    ]);
    let auction = input(Value::Null, deals.clone());
    let honours = json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "honours": [4, 1], "honours_in_one_hand": [2, 1]});
    assert_eq!(claims_closed_auction_1926(&auction, 0, &honours), None);
    let doubled =
        json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "doubles": 1});
    assert!(claims_closed_auction_1926(&auction, 0, &doubled).is_some());
    // A correction the law refuses is refused on saving, not reported as a late claim.
    let bad = json!({"declarer": 0, "level": 9, "denomination": "H", "tricks": 7});
    assert_eq!(claims_closed_auction_1926(&auction, 0, &bad), None);
    // 1908 keeps the 1904 laws (L8190–8194): four hearts made is its game (4 × 8).
    let deals_1908 = input(
        Value::Null,
        json!([
            {"declarer": 0, "level": 4, "denomination": "H", "tricks": 10},
            {"declarer": 1, "level": 1, "denomination": "C", "tricks": 7}
        ]),
    );
    let overtrick = json!({"declarer": 0, "level": 4, "denomination": "H", "tricks": 11});
    assert!(claims_closed_auction_1908(&deals_1908, 0, &overtrick).is_some());
    let chicane =
        json!({"declarer": 0, "level": 4, "denomination": "H", "tricks": 10, "chicane": [0, 1]});
    assert_eq!(claims_closed_auction_1908(&deals_1908, 0, &chicane), None);
    // …and not because the chicane was refused: the deal is one the law scores.
    let mut with_chicane = deals_1908.clone();
    with_chicane.deals[0] = chicane;
    assert!(rubber_sitting(Code::Auction1908, &with_chicane).is_ok());
}

/// Auction law 126 (seed 001 L2312–2315): a revoke is claimed "before the cards are cut for the
/// next deal"; the last deal waits for the rubber to be agreed. Honours have no such deadline
/// (laws 66–68). Bridge 1904 Law 97 (seed 000 L8024–8025), kept by 1908, closes the penalty
/// chosen too.
#[test]
fn revoke_claims_close_with_the_next_deal_law_126_and_97() {
    let deals = json!([
        {"declarer": 0, "level": 1, "denomination": "S", "tricks": 8},
        {"declarer": 1, "level": 1, "denomination": "H", "tricks": 7}
    ]);
    let auction = input(Value::Null, deals);
    let with_revoke =
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 8, "revokes": [0, 1]});
    let why = claims_closed_1926(&auction, 0, &with_revoke).unwrap();
    assert!(why.contains("law 126"), "{why}");
    let with_honours =
        json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 8, "honours": [3, 0]});
    assert_eq!(claims_closed_1926(&auction, 0, &with_honours), None);
    let last =
        json!({"declarer": 1, "level": 1, "denomination": "H", "tricks": 7, "revokes": [1, 0]});
    assert_eq!(claims_closed_1926(&auction, 1, &last), None);
    let bridge = input(
        Value::Null,
        json!([
            {"declarer": 0, "denomination": "S", "tricks": 8, "revokes": [0, 1], "revoke_penalty": [null, "add"]},
            {"declarer": 1, "denomination": "H", "tricks": 7}
        ]),
    );
    let other_penalty = json!({"declarer": 0, "denomination": "S", "tricks": 8, "revokes": [0, 1], "revoke_penalty": [null, "tricks"]});
    let why = claims_closed_1904(&bridge, 0, &other_penalty).unwrap();
    assert!(
        why.contains("Law 97") && why.contains("revoke_penalty"),
        "{why}"
    );
    let ids: Vec<&str> = registry::all()
        .filter(|l| l.table.is_some_and(|t| t.claims_closed.is_some()))
        .map(|l| l.id)
        .filter(|id| !id.starts_with("whist"))
        .collect();
    assert_eq!(
        ids,
        [
            "bridge-1904",
            "auction-1908",
            "auction-1926",
            "auction-two-hand",
            "contract-1927"
        ]
    );
}

#[test]
fn every_law_draws_its_pad_through_the_registry() {
    let examples = [
        (
            "bridge-1904",
            json!({"sides": ["A-B", "C-D"], "deals": book_rubber_1904()}),
        ),
        (
            "auction-1908",
            json!({"sides": ["We", "They"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "auction-1926",
            json!({"sides": ["We", "They"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "contract-1927",
            json!({"sides": ["We", "They"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "stop-gap",
            json!({"sides": ["A", "B", "C"], "deals": [{"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "dummy-up",
            json!({"sides": ["A", "B", "C", "D"], "deals": [{"declarer": 0, "dealer": 2, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
        (
            "widow-auction",
            json!({"sides": ["A", "B", "C"], "deals": [{"declarer": 0, "bid": 9, "level": 1, "denomination": "S", "tricks": 7}]}),
        ),
    ];
    for (id, value) in examples {
        let law = registry::find(id).unwrap();
        let table = law.table.unwrap();
        let input: PadInput = serde_json::from_value(value).unwrap();
        let pad = (table.pad)(&input).unwrap();
        assert_eq!(pad.sides, input.sides, "{id}");
        assert_eq!(pad.net().iter().sum::<i64>(), 0, "{id}");
        // Every deal field the table declares is a key the deal objects may use.
        assert!(table.deal.iter().any(|f| f.name == "declarer"), "{id}");
    }
    let pad = (registry::find("bridge-1904").unwrap().table.unwrap().pad)(
        &serde_json::from_value(json!({"sides": ["A-B", "C-D"], "deals": book_rubber_1904()}))
            .unwrap(),
    )
    .unwrap();
    assert!(pad.lined);
    let games = pad
        .rows
        .iter()
        .filter(|r| matches!(r, Row::Game { .. }))
        .count();
    assert_eq!((games, pad.net()), (2, vec![26, -26]));
}

#[test]
fn dummy_up_pad_settles_the_scores_added_up() {
    let input: PadInput = serde_json::from_value(json!({"sides": ["A", "B", "C"], "settings": {"odd_figures": "kept"},
        "deals": [{"declarer": 2, "level": 4, "denomination": "S", "tricks": 10, "declarer_honours": 4, "declarer_honours_in_one_hand": 3}]}))
    .unwrap();
    let pad = pad_dummy_up(&input).unwrap();
    assert_eq!(pad.net(), vec![-176, -176, 352]);
    assert!(!pad.lined);
}

#[test]
fn score_json_defaults_the_sides_to_we_and_they() {
    let out = registry::score(
        "auction-1926",
        r#"{"deals": [{"declarer": 0, "level": 1, "denomination": "NT", "tricks": 7}]}"#,
    )
    .unwrap();
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["sides"], json!(["We", "They"]));
    assert_eq!(v["deals"][0]["below"], json!([10, 0]));
    assert_eq!(v["open"], json!(true));
    let e = registry::score("stop-gap", r#"{"players": ["A", "B"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "players");
}

// ---------------------------------------------------------------- properties

fn any_rubber_deal(code: Code) -> impl Strategy<Value = Value> {
    // Nullos only where the 1926 count scores them.
    let mut denominations = vec!["C", "D", "H", "S", "NT"];
    if code == Code::Auction1926 {
        denominations.push("nullo");
    }
    let denominations = prop::sample::select(denominations);
    (
        0..2i64,
        1..=7i64,
        denominations,
        0..=2i64,
        0..=13i64,
        (0..2usize, 0..=5i64, 0..=1i64),
        (0..=2i64, 0..=2i64),
        (0..=1i64, prop::bool::ANY),
    )
        .prop_map(move |(declarer, level, denomination, doubles, tricks, (holder, count, all_in_one), (rev0, rev1), (chicane, take_tricks))| {
            let count = if denomination == "NT" { count.min(4) } else { count };
            let one_hand = if all_in_one == 1 { count } else { (count + 1) / 2 };
            let mut honours = [0, 0];
            let mut one = [0, 0];
            honours[holder] = count;
            one[holder] = one_hand;
            let mut deal = json!({"declarer": declarer, "denomination": denomination, "tricks": tricks,
                "honours": honours, "honours_in_one_hand": one, "revokes": [rev0, rev1]});
            if code != Code::Bridge1904 {
                deal["level"] = json!(level);
                deal["doubles"] = json!(doubles);
            } else {
                deal["doubles"] = json!(doubles);
            }
            let choice = |revoked: i64, side: i64| -> Value {
                if revoked == 0 {
                    return Value::Null;
                }
                match code {
                    Code::Bridge1904 => json!(if take_tricks { "tricks" } else if side == 0 { "deduct" } else { "add" }),
                    Code::Auction1908 if side != declarer && take_tricks => json!("tricks"),
                    _ => json!("points"),
                }
            };
            if denomination == "nullo" {
                let d = deal.as_object_mut().unwrap();
                d.remove("honours");
                d.remove("honours_in_one_hand");
            }
            if matches!(code, Code::Bridge1904 | Code::Auction1908) {
                deal["revoke_penalty"] = json!([choice(rev0, 0), choice(rev1, 1)]);
                // A void hand among the side that does not hold the honours.
                if denomination != "NT" && chicane == 1 {
                    let mut c = [0, 0];
                    c[1 - holder] = 1;
                    deal["chicane"] = json!(c);
                }
            }
            deal
        })
}

fn any_code() -> impl Strategy<Value = Code> {
    prop::sample::select(vec![
        Code::Bridge1904,
        Code::Auction1908,
        Code::Auction1926,
        Code::Contract1927,
    ])
}

fn code_and_deals() -> impl Strategy<Value = (Code, Vec<Value>)> {
    any_code().prop_flat_map(|code| {
        (
            Just(code),
            prop::collection::vec(any_rubber_deal(code), 0..16),
        )
    })
}

/// Whether the rubber deal `i` belongs to has closed and a deal of the next rubber follows.
fn rubber_agreed(code: Code, deals: &[Value], i: usize) -> bool {
    let s = sitting(code, Value::Null, json!(deals));
    s.deals[i..deals.len() - 1]
        .iter()
        .any(|r| r.rubber_closed.is_some())
}

fn law_of(code: Code) -> registry::Table {
    let id = match code {
        Code::Bridge1904 => "bridge-1904",
        Code::Auction1908 => "auction-1908",
        Code::Auction1926 => "auction-1926",
        Code::Contract1927 => "contract-1927",
    };
    registry::find(id).unwrap().table.unwrap()
}

proptest! {
    /// 1904 Laws 12–13 (seed 000 L7515–7525), 1926 laws 66–67 (seed 001 L1964–1971): a
    /// correction of honours alone is the players' while the rubber lasts, in any deal; one of
    /// the tricks is refused only once a game after the deal has been concluded.
    #[test]
    fn honours_stay_correctable_and_tricks_close_with_the_game(
        (code, deals) in code_and_deals(), pick in any::<prop::sample::Index>()
    ) {
        prop_assume!(!deals.is_empty());
        let i = pick.index(deals.len());
        let table = law_of(code);
        let closed = table.claims_closed.unwrap();
        let entered = input(Value::Null, json!(deals));
        let mut no_honours = deals[i].clone();
        let fields = no_honours.as_object_mut().unwrap();
        fields.remove("honours");
        fields.remove("honours_in_one_hand");
        prop_assert_eq!(closed(&entered, i, &no_honours), None);
        let mut tricks = deals[i].clone();
        let played = tricks["tricks"].as_i64().unwrap();
        tricks["tricks"] = json!((played + 1) % 14);
        if let Some(why) = closed(&entered, i, &tricks) {
            prop_assert!(why.contains("trick score"), "{}", why);
            let s = sitting(code, Value::Null, json!(deals));
            let concluded = s.deals[i..deals.len() - 1]
                .iter()
                .any(|r| r.game_won.is_some() || r.rubber_closed.is_some());
            prop_assert!(concluded);
        }
        let agreed = rubber_agreed(code, &deals, i);
        prop_assert_eq!((table.correctable)(&entered, i), !agreed);
    }

    /// The pad after the whole list is the pad after entering the deals one by one: nothing a
    /// later deal does changes what an earlier one wrote.
    #[test]
    fn replaying_the_list_equals_entering_one_by_one((code, deals) in code_and_deals()) {
        let whole = sitting(code, Value::Null, json!(deals));
        for n in 0..=deals.len() {
            let part = sitting(code, Value::Null, json!(deals[..n]));
            prop_assert_eq!(&part.deals[..], &whole.deals[..n]);
            let closed = whole.rubbers.iter().filter(|r| r.last_deal < n).count();
            prop_assert_eq!(&part.rubbers[..], &whole.rubbers[..closed]);
        }
    }

    /// Every rubber pays what the other side loses; no side stands at 30 toward a game after a
    /// deal; a rubber has a side with two games.
    #[test]
    fn net_sums_to_zero_and_games_close((code, deals) in code_and_deals()) {
        let s = sitting(code, Value::Null, json!(deals));
        let net = s.net();
        prop_assert_eq!(net[0] + net[1], 0);
        for d in &s.deals {
            prop_assert!(d.toward_game[0] < 30 && d.toward_game[1] < 30);
        }
        for r in &s.rubbers {
            prop_assert!(r.games.contains(&2));
            prop_assert_eq!(r.amounts[0], r.totals[0] - r.totals[1]);
        }
    }

    /// A nullo is no trumps seen from the other side of the table: the declarers winning t
    /// tricks at nullo score what they would winning 13 − t at no trumps, revokes included,
    /// all but the slams, which go to the side that won the tricks.
    #[test]
    fn nullo_mirrors_no_trumps(
        level in 1..=7i64, doubles in 0..=2i64, tricks in 0..=13i64, revokes in (0..=2i64, 0..=2i64)
    ) {
        let deal = |denomination: &str, tricks: i64| json!({"declarer": 0, "level": level,
            "denomination": denomination, "doubles": doubles, "tricks": tricks,
            "revokes": [revokes.0, revokes.1]});
        let nullo = sitting(Code::Auction1926, Value::Null, json!([deal("nullo", tricks)]));
        let mirror = sitting(Code::Auction1926, Value::Null, json!([deal("NT", 13 - tricks)]));
        let without_slams = |s: &Scored| -> Vec<Vec<i64>> {
            s.above.iter().chain(&s.below).map(|items| items.iter()
                .filter(|i| !i.label.contains("slam") && i.label != "rubber")
                .map(|i| i.points).collect()).collect()
        };
        prop_assert_eq!(without_slams(&nullo.deals[0].scored), without_slams(&mirror.deals[0].scored));
    }

    /// Blind Auction deal by deal: every deal is settled at once, the settlements sum to zero
    /// and each is the difference of the deal's totals.
    #[test]
    fn blind_deal_by_deal_settles_every_deal(deals in prop::collection::vec(any_rubber_deal(Code::Auction1926), 0..12)) {
        // A blind player's honours are all in his one hand: the split is not entered.
        let deals: Vec<Value> = deals.into_iter().map(|mut d| {
            d.as_object_mut().unwrap().remove("honours_in_one_hand");
            d
        }).collect();
        let s = two_hand(json!({"form": "blind", "blind_scoring": "deal_125"}), json!(deals));
        prop_assert_eq!(s.rubbers.len(), deals.len());
        prop_assert_eq!(s.net()[0] + s.net()[1], 0);
        for (d, r) in s.deals.iter().zip(&s.rubbers) {
            prop_assert_eq!(r.amounts[0], d.above[0] + d.below[0] - d.above[1] - d.below[1]);
            let game = d.below[0] >= 30 || d.below[1] >= 30;
            prop_assert_eq!(d.game_won.is_some(), game);
        }
    }

    /// Chinese Auction's rubber is the four-hand auction rubber, deal for deal.
    #[test]
    fn chinese_auction_is_the_1926_rubber(deals in prop::collection::vec(any_rubber_deal(Code::Auction1926), 0..12)) {
        let two = two_hand(Value::Null, json!(deals));
        let four = sitting(Code::Auction1926, Value::Null, json!(deals));
        prop_assert_eq!(two.net(), four.net());
        prop_assert_eq!(&two.rubbers.iter().map(|r| r.totals).collect::<Vec<_>>(), &four.rubbers.iter().map(|r| r.totals).collect::<Vec<_>>());
    }

    /// The lump games settle to zero among the players, whatever the deals.
    #[test]
    fn lump_net_sums_to_zero(
        four in prop::bool::ANY,
        deals in prop::collection::vec((0..3i64, 1..=7i64, prop::sample::select(vec!["C", "D", "H", "S", "NT"]), 0..=2i64, 0..=13i64, 0..=3i64), 0..12)
    ) {
        let names: Vec<String> = if four { vec!["A", "B", "C", "D"] } else { vec!["A", "B", "C"] }
            .into_iter().map(String::from).collect();
        let deals: Vec<Value> = deals.into_iter().map(|(declarer, level, denomination, doubles, tricks, honours)| {
            let mut d = json!({"declarer": declarer, "level": level, "denomination": denomination, "doubles": doubles,
                "tricks": tricks, "declarer_honours": honours});
            if four {
                d["dealer"] = json!(3);
            }
            d
        }).collect();
        let s = lump_sitting(Game::DummyUp, &Value::Null, &names, &deals).unwrap().1;
        prop_assert_eq!(s.net.iter().sum::<i64>(), 0);
        for d in &s.deals {
            // A deal is credited either to the declarer's side or to every adversary.
            prop_assert!(d.credited.iter().all(|&c| c >= 0));
        }
    }
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

/// Early contract redoubled (seed 001 L2472–2477, L2490–2492; rules-1927-a §2.2 [INFER]):
/// by hand, one club redoubled with two over: 6 × 4 = 24 below (no game), two overtricks at
/// 200 and 100 for the redoubled contract, 500 above. With a redouble worth a double, 12
/// below; with redoubled overtricks at 100, 300 above. Down three redoubled: 350 × 4 = 1400,
/// or × 2 = 700.
#[test]
fn contract_1927_redoubled_readings() {
    let deal = json!({"declarer": 0, "level": 1, "denomination": "C", "doubles": 2, "tricks": 9});
    assert_eq!(
        one(Code::Contract1927, Value::Null, deal.clone()),
        ([500, 0], [24, 0])
    );
    assert_eq!(
        one(
            Code::Contract1927,
            json!({"redoubled": "as_doubled"}),
            deal.clone()
        ),
        ([500, 0], [12, 0])
    );
    assert_eq!(
        one(
            Code::Contract1927,
            json!({"redoubled_overtrick": 100}),
            deal
        ),
        ([300, 0], [24, 0])
    );
    let down3 = json!({"declarer": 0, "level": 4, "denomination": "H", "doubles": 2, "tricks": 7});
    assert_eq!(
        one(Code::Contract1927, Value::Null, down3.clone()).0,
        [0, 1400]
    );
    assert_eq!(
        one(
            Code::Contract1927,
            json!({"redoubled": "as_doubled"}),
            down3
        )
        .0,
        [0, 700]
    );
    let e = rubber_sitting(
        Code::Contract1927,
        &input(json!({"redoubled_overtrick": 150}), json!([])),
    )
    .unwrap_err();
    assert_eq!(e.field, "settings.redoubled_overtrick");
}

/// Early contract honours (seed 001 L2481; rules-1927-a §2.2 [INFER]): four in one hand 80 by
/// auction's values or 100 flat; five in one hand 100 or 150; four aces in one hand 100 or
/// 150; four divided nothing either way.
#[test]
fn contract_1927_honours_readings() {
    let flat = json!({"honours": "flat"});
    let deal = |denomination: &str, held: i64, one_hand: i64| {
        json!({"declarer": 0, "level": 1, "denomination": denomination, "tricks": 7,
               "honours": [held, 5 - held], "honours_in_one_hand": [one_hand, 5 - held]})
    };
    let above = |settings: &Value, d: Value| one(Code::Contract1927, settings.clone(), d).0[0];
    assert_eq!(above(&Value::Null, deal("S", 4, 4)), 80);
    assert_eq!(above(&flat, deal("S", 4, 4)), 100);
    assert_eq!(above(&Value::Null, deal("S", 5, 5)), 100);
    assert_eq!(above(&flat, deal("S", 5, 5)), 150);
    assert_eq!(above(&flat, deal("S", 4, 2)), 0);
    let aces = json!({"declarer": 0, "level": 1, "denomination": "NT", "tricks": 7, "honours": [4, 0], "honours_in_one_hand": [4, 0]});
    assert_eq!(above(&Value::Null, aces.clone()), 100);
    assert_eq!(above(&flat, aces), 150);
}

/// Early contract, a seven bid making twelve (seed 001 L2481–2484; rules-1927-a §2.2
/// [INFER], as auction law 60): one down, 50 to the adversaries, and the declarer still
/// scores the little slam's 50; with `failed_slam` void he scores nothing.
#[test]
fn contract_1927_seven_bid_making_twelve() {
    let deal = json!({"declarer": 0, "level": 7, "denomination": "C", "tricks": 12});
    assert_eq!(
        one(Code::Contract1927, Value::Null, deal.clone()),
        ([50, 50], [0, 0])
    );
    assert_eq!(
        one(Code::Contract1927, json!({"failed_slam": "void"}), deal),
        ([0, 50], [0, 0])
    );
    // Six bid and twelve made is a slam bid and made either way: 250, and 100 for the game.
    let six = json!({"declarer": 0, "level": 6, "denomination": "C", "tricks": 12});
    assert_eq!(
        one(Code::Contract1927, json!({"failed_slam": "void"}), six).0,
        [350, 0]
    );
}

/// Early contract's game (rules-1927-a §2.2 [INFER]: 30, not restated): four spades (36) is a
/// game at 30 but not at 40, where a further one spade (9) makes 45 and the game.
#[test]
fn contract_1927_game_target() {
    let deals = json!([
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 0, "level": 1, "denomination": "S", "tricks": 7}
    ]);
    let at_30 = sitting(Code::Contract1927, Value::Null, deals.clone());
    assert_eq!(at_30.deals[0].game_won, Some(0));
    assert_eq!(at_30.deals[1].game_won, None);
    let at_40 = sitting(Code::Contract1927, json!({"game": 40}), deals);
    assert_eq!(at_40.deals[0].game_won, None);
    assert_eq!(at_40.deals[1].game_won, Some(0));
    assert_eq!(at_40.deals[1].scored.above_total(0), 100);
    let e = rubber_sitting(Code::Contract1927, &input(json!({"game": 35}), json!([]))).unwrap_err();
    assert_eq!(e.field, "settings.game");
}

/// Early contract's unfinished rubber (rules-1927-a §2.2 L256–257 [INFER]): by hand, four
/// spades (36 and 100 for the game) then one club to They (6), given up. As at auction law 70
/// (seed 001 L1981–1985), 125 for the game won: 261 − 6 = 255. As it stands: 136 − 6 = 130.
/// Refused: the deal is refused at its `abandon`.
#[test]
fn contract_1927_unfinished_rubber_readings() {
    let deals = json!([
        {"declarer": 0, "level": 4, "denomination": "S", "tricks": 10},
        {"declarer": 1, "level": 1, "denomination": "C", "tricks": 7, "abandon": true}
    ]);
    let auction = sitting(Code::Contract1927, Value::Null, deals.clone());
    assert_eq!(auction.rubbers[0].amounts, [255, -255]);
    let stands = sitting(
        Code::Contract1927,
        json!({"unfinished": "as_it_stands"}),
        deals.clone(),
    );
    assert_eq!(stands.rubbers[0].amounts, [130, -130]);
    let e = rubber_sitting(
        Code::Contract1927,
        &input(json!({"unfinished": "refused"}), deals),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[1].abandon");
}

fn stop_gap(settings: Value, deals: Value) -> super::lump::LumpSitting {
    let names: Vec<String> = ["A", "B", "C"].iter().map(|n| n.to_string()).collect();
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    lump_sitting(Game::StopGap, &settings, &names, &deals)
        .unwrap()
        .1
}

/// Stop-Gap's netting (seed 001 L2541–2549; rules-1927-a §2.3 [INFER]): E10, B set two at
/// no trumps doubled (200) with 30 aces: netted, A and C take 170 each; kept separate, B is
/// credited his 30 and A and C 200 each.
#[test]
fn stop_gap_netting_readings_e10() {
    let e10 = json!([{"declarer": 1, "level": 3, "denomination": "NT", "doubles": 1, "tricks": 7, "declarer_honours": 3}]);
    assert_eq!(
        stop_gap(Value::Null, e10.clone()).deals[0].credited,
        vec![170, 0, 170]
    );
    assert_eq!(
        stop_gap(json!({"netting": "separate"}), e10).deals[0].credited,
        vec![200, 30, 200]
    );
    // Made, with the adversaries' three honours (30 at spades by the 1926 table): netted the
    // declarer takes 5 × 9 + 200 − 30 = 215; separate, 245, and each adversary 30.
    let made = json!([{"declarer": 0, "level": 5, "denomination": "S", "tricks": 11, "defender_honours": 3}]);
    assert_eq!(
        stop_gap(Value::Null, made.clone()).deals[0].credited,
        vec![215, 0, 0]
    );
    assert_eq!(
        stop_gap(json!({"netting": "separate"}), made).deals[0].credited,
        vec![245, 30, 30]
    );
}

/// Stop-Gap's game (seed 001 L2540–2541; rules-1927-a §2.3 [INFER]): two spades doubled and
/// made is 36 trick points as scored, a game: 36 + 50 + 200 = 286; at the undoubled 18 it is
/// no game: 86.
#[test]
fn stop_gap_game_points_readings() {
    let deal = json!([{"declarer": 0, "level": 2, "denomination": "S", "doubles": 1, "tricks": 8}]);
    assert_eq!(
        stop_gap(Value::Null, deal.clone()).deals[0].credited,
        vec![286, 0, 0]
    );
    assert_eq!(
        stop_gap(json!({"game_points": "undoubled"}), deal).deals[0].credited,
        vec![86, 0, 0]
    );
}

/// E1 (rules-1927-a §4; seed 001 L885–891): "if the highest bid … is three hearts, the
/// opponents' book is the first 4 tricks they win. Any tricks over their book 'set' the
/// contract." At three hearts, four tricks to the adversaries leave the declarer nine: made,
/// 3 × 8 = 24 below and nothing to the adversaries; a fifth sets it one, 50.
#[test]
fn e1_three_hearts_the_adversaries_book_is_four_l885() {
    let book = json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 13 - 4});
    assert_eq!(one(Code::Auction1926, Value::Null, book), ([0, 0], [24, 0]));
    let over_their_book = json!({"declarer": 0, "level": 3, "denomination": "H", "tricks": 13 - 5});
    assert_eq!(
        one(Code::Auction1926, Value::Null, over_their_book),
        ([0, 50], [0, 0])
    );
}

/// Chicane at auction 1908, which keeps bridge's Law 8 (seed 000 L7482–7489; "As in Bridge",
/// L8190–8194): twice the undoubled trick value to the side whose player held no trump. By
/// hand, two diamonds doubled with one over: 3 × 6 × 2 = 36 below and 50 + 50 for the doubled
/// contract (Law 58, L8286–8290); both adversaries void of diamonds, 2 × 6 each, 24, or 12 when
/// the table counts chicane once for the side.
#[test]
fn auction_1908_chicane_by_hand() {
    let deal = json!({"declarer": 0, "level": 2, "denomination": "D", "doubles": 1, "tricks": 9, "chicane": [0, 2]});
    assert_eq!(
        one(Code::Auction1908, Value::Null, deal.clone()),
        ([100, 24], [36, 0])
    );
    assert_eq!(
        one(Code::Auction1908, json!({"double_chicane": "once"}), deal),
        ([100, 12], [36, 0])
    );
    // The declarer's own chicane at hearts, undoubled: 2 × 8 = 16 above, beside his 8 below.
    let own =
        json!({"declarer": 0, "level": 1, "denomination": "H", "tricks": 7, "chicane": [1, 0]});
    assert_eq!(one(Code::Auction1908, Value::Null, own), ([16, 0], [8, 0]));
}
