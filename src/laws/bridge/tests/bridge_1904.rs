//! The 1904 club code of bridge: the book's rubber, honours, doubling, chicane, slams and revokes.

use super::*;

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
