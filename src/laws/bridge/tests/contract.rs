//! Early contract, 1927: its schedule, slams, honours, redoubles, game and unfinished rubber.

use super::*;

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
    // Four divided score nothing (L2480): refused at the split, not kept silently.
    let divided = json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 7, "honours": [4, 1], "honours_in_one_hand": [2, 1]});
    let e = refused(Code::Contract1927, divided);
    assert_eq!(e.field, "deals[0].honours_in_one_hand[0]");
    assert!(
        e.message.contains("score nothing at contract"),
        "{}",
        e.message
    );
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
/// 150; four divided score nothing either way, so they are refused.
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
    let divided = rubber_sitting(
        Code::Contract1927,
        &input(flat.clone(), json!([deal("S", 4, 2)])),
    );
    assert_eq!(
        divided.unwrap_err().field,
        "deals[0].honours_in_one_hand[0]"
    );
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

/// The defenders' honours on a doubled two spades. Contract scores "no ... honors less than
/// four in one hand" (seed 001 L2480) for either side: three are refused at the defenders'
/// field, not kept silently; four in one hand score auction's 80 to the defenders. At auction
/// (1926 law 59, L1919–1921) honours "are scored by the side holding them": three, 30.
#[test]
fn defenders_honours_at_contract_and_at_auction() {
    let three = json!({"declarer": 0, "level": 2, "denomination": "S", "doubles": 1,
                       "tricks": 8, "honours": [0, 3]});
    let e = refused(Code::Contract1927, three.clone());
    assert_eq!(e.field, "deals[0].honours[1]");
    assert!(
        e.message.starts_with("3 honours score nothing at contract") && e.message.contains("L2480"),
        "{}",
        e.message
    );
    // Made doubled: 2 × 9 × 2 = 36 below, 50 for the doubled contract, 100 the game.
    assert_eq!(
        one(Code::Auction1926, Value::Null, three),
        ([50, 30], [36, 0])
    );
    let four = json!({"declarer": 0, "level": 2, "denomination": "S", "doubles": 1,
                      "tricks": 8, "honours": [0, 4], "honours_in_one_hand": [0, 4]});
    assert_eq!(
        one(Code::Contract1927, Value::Null, four),
        ([50 + 100, 80], [36, 0])
    );
}

/// L2476–2477: "the usual bonus of 50 for fulfilling a doubled contract, 100 if redoubled":
/// the redoubled one is labelled so; auction's law 61 (L1933–1937) too.
#[test]
fn a_redoubled_contract_made_is_labelled_redoubled() {
    let deal = json!({"declarer": 0, "level": 1, "denomination": "C", "doubles": 2, "tricks": 7});
    for code in [Code::Contract1927, Code::Auction1926] {
        let s = sitting(code, Value::Null, json!([deal.clone()]));
        let labels: Vec<(&str, i64)> = s.deals[0].scored.above[0]
            .iter()
            .map(|i| (i.label.as_str(), i.points))
            .collect();
        assert!(
            labels.contains(&("redoubled contract made", 100)),
            "{code:?}: {labels:?}"
        );
    }
}

/// The law's name on the list says which laws it keeps: the book's 1927 contract.
#[test]
fn contract_is_named_as_the_1927_laws() {
    let law = registry::find("contract-1927").unwrap();
    assert!(
        law.name.starts_with("Contract bridge, 1927 laws:"),
        "{}",
        law.name
    );
}
