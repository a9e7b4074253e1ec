//! Mayonnaise and Goulash: the game bid insisted on, the redeal, and the same rule at Dummy Up.

use super::*;

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
