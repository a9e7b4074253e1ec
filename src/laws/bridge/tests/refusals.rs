//! Bad deals, rubber and lump alike, refused with the field named.

use super::*;

#[test]
fn bad_deals_are_refused_naming_the_field() {
    let cases = [
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 1, "denomination": "S", "tricks": 14}),
            "deals[0].tricks",
            "14 is not from 0 to 13",
        ),
        (
            Code::Auction1926,
            json!({"declarer": 0, "level": 8, "denomination": "S", "tricks": 7}),
            "deals[0].level",
            "8 is not from 1 to 7",
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
            "1 cannot be: the side held 4 honours between its two hands, so the most in one hand is 2 to 4",
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
