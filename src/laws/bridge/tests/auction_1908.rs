//! The 1908 Portland & Bath auction code: undertricks, doubling, revokes and the failed seven.

use super::*;

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
