//! The three methods of settling (L9771–9790), their ties and the jack.

use serde_json::json;

use super::{amounts, four, refused};

/// L9771–9775: each puts up a counter a heart, the fewest win them all.
#[test]
fn simple_the_fewest_win_the_pool() {
    let out = four(json!({}), json!([{"hearts": [0, 5, 4, 4]}]));
    assert_eq!(amounts(&out), vec![json!([13, -5, -4, -4])]);
    assert_eq!(out["pools"], json!({"pool": 0}));
    assert_eq!(
        out["settlement"][0],
        json!({"from": 1, "to": 0, "amount": 5})
    );
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("Ann took fewest and wins the pool of 13"),
        "{note}"
    );
}

/// L9773–9775: a tie for fewest divides, the odd counter left for the next deal, which its
/// winner takes with the rest.
#[test]
fn simple_a_tie_divides_and_the_odd_counter_stays() {
    let out = four(
        json!({"method": "simple"}),
        json!([{"hearts": [2, 2, 4, 5]}, {"hearts": [1, 4, 4, 4]}]),
    );
    assert_eq!(amounts(&out)[0], json!([4, 4, -4, -5]));
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 1}));
    assert_eq!(amounts(&out)[1], json!([13, -4, -4, -4]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("leaving 1 in it"), "{note}");
}

/// Blanks are none, as a table's form sends them.
#[test]
fn a_blank_is_no_hearts() {
    let out = four(json!({}), json!([{"hearts": [null, 5, 4, 4]}]));
    assert_eq!(amounts(&out), vec![json!([13, -5, -4, -4])]);
}

/// L9777–9783: no hearts wins; everyone with one, or one with all, is a jack carried on; two
/// clear divide it.
#[test]
fn sweepstakes_and_its_jack() {
    let out = four(
        json!({"method": "sweepstakes"}),
        json!([
            {"hearts": [1, 4, 4, 4]},
            {"hearts": [13, 0, 0, 0]},
            {"hearts": [0, 0, 6, 7]},
            {"hearts": [0, 1, 6, 6]}
        ]),
    );
    let a = amounts(&out);
    assert_eq!(a[0], json!([-1, -4, -4, -4]));
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 13}));
    assert_eq!(a[1], json!([-13, 0, 0, 0]));
    assert_eq!(out["deals"][1]["pools"], json!({"pool": 26}));
    // 26 + 13 = 39 between two: 19 each, one left.
    assert_eq!(a[2], json!([19, 19, -6, -7]));
    assert_eq!(out["deals"][2]["pools"], json!({"pool": 1}));
    assert_eq!(a[3], json!([14, -1, -6, -6]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    let note = out["deals"][1]["note"].as_str().unwrap();
    assert!(note.contains("Ann took them all"), "{note}");
    assert!(note.contains("jack"), "{note}");
}

/// The [AMBIG] of three clear at sweepstakes: a jack by default, divided by the setting.
#[test]
fn sweepstakes_with_three_clear() {
    let five = |settings| {
        super::hearts(json!({
            "settings": settings,
            "players": ["A", "B", "C", "D", "E"],
            "deals": [{"hearts": [0, 0, 0, 6, 7]}]
        }))
        .unwrap()
    };
    let jack = five(json!({"method": "sweepstakes"}));
    assert_eq!(jack["deals"][0]["amounts"], json!([0, 0, 0, -6, -7]));
    assert_eq!(jack["pools"], json!({"pool": 13}));
    let divided = five(json!({"method": "sweepstakes", "many_clear": "divide"}));
    assert_eq!(divided["deals"][0]["amounts"], json!([4, 4, 4, -6, -7]));
    assert_eq!(divided["pools"], json!({"pool": 1}));
}

/// A jack brought to the sitting (`pools`) is won with the next pool.
#[test]
fn a_jack_brought_to_the_table_is_won() {
    let out = super::hearts(json!({
        "settings": {"method": "sweepstakes"},
        "players": ["Ann", "Bob", "Cat"],
        "pools": {"pool": 7},
        "deals": [{"hearts": [0, 6, 7]}]
    }))
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([20, -6, -7]));
    assert_eq!(out["balances"], json!([20, -6, -7]));
    assert_eq!(out["settlement"].as_array().unwrap().len(), 3);
}

/// L9785–9790: each puts up (players − 1) a heart and takes out 13 less his hearts: 13 − 4h
/// at four. Nothing goes to a jack.
#[test]
fn howell_pays_each_for_his_hearts() {
    let out = four(
        json!({"method": "howell"}),
        json!([{"hearts": [0, 5, 4, 4]}, {"hearts": [13, 0, 0, 0]}]),
    );
    assert_eq!(amounts(&out)[0], json!([13, -7, -3, -3]));
    assert_eq!(amounts(&out)[1], json!([-39, 13, 13, 13]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    let three = super::hearts(json!({
        "settings": {"method": "howell"},
        "players": ["A", "B", "C"],
        "deals": [{"hearts": [2, 5, 6]}]
    }))
    .unwrap();
    assert_eq!(three["deals"][0]["amounts"], json!([7, -2, -5]));
}

/// The hearts must come to thirteen, a player's to no more, and a player not in the deal
/// takes none; each refusal names the field.
#[test]
fn hearts_that_do_not_add_up_are_refused() {
    let e = refused(json!({}), json!([{"hearts": [0, 5, 4, 3]}]));
    assert_eq!(e.field, "deals[0].hearts");
    assert!(e.message.contains("come to 12"), "{}", e.message);
    let e = refused(json!({}), json!([{"hearts": [0, 14, 0, 0]}]));
    assert_eq!(e.field, "deals[0].hearts[1]");
    let e = refused(json!({}), json!([{"hearts": [0, 13, 0]}]));
    assert_eq!(e.field, "deals[0].hearts");
    let e = refused(json!({}), json!([{"hearts": [0, 5, 4, -4]}]));
    assert_eq!(e.field, "deals[0].hearts[3]");
    let e = refused(json!({}), json!([{}]));
    assert_eq!(e.field, "deals[0].hearts");
    let e = refused(
        json!({}),
        json!([{"hearts": [1, 5, 4, 3], "seated": [1, 2, 3]}]),
    );
    assert_eq!(e.field, "deals[0].hearts[0]");
    let e = refused(json!({}), json!([{"hearts": [0, 5, 4, 4], "lady": 0}]));
    assert_eq!(e.field, "deals[0].lady");
    let e = refused(json!({"method": "spades"}), json!([]));
    assert!(e.field.starts_with("settings"), "{}", e.field);
    let e =
        super::hearts(json!({"players": ["A", "B", "C", "D", "E", "F", "G", "H"], "deals": []}))
            .unwrap_err();
    assert_eq!(e.field, "players");
}

/// Who sits out a deal pays and takes nothing.
#[test]
fn a_player_out_of_a_deal_is_left_alone() {
    let out = super::hearts(json!({
        "players": ["Ann", "Bob", "Cat", "Dan", "Eve"],
        "deals": [{"hearts": [0, 5, 4, 4, null], "seated": [0, 1, 2, 3]}]
    }))
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([13, -5, -4, -4, 0]));
}

/// A table's pad: a row a deal, the pool in the note, the sitting settled at its foot.
#[test]
fn the_pad_keeps_the_pool_and_the_balances() {
    use crate::laws::pad::{PadInput, Row};
    let table = crate::laws::registry::find("hearts")
        .unwrap()
        .table
        .unwrap();
    let input = PadInput {
        settings: json!({"method": "sweepstakes"}),
        sides: vec!["Ann".into(), "Bob".into(), "Cat".into(), "Dan".into()],
        deals: vec![
            json!({"hearts": [1, 4, 4, 4]}),
            json!({"hearts": [0, 5, 4, 4]}),
        ],
    };
    let pad = (table.pad)(&input).unwrap();
    assert_eq!(pad.net(), vec![25, -9, -8, -8]);
    match &pad.rows[0] {
        Row::Deal { note, .. } => assert!(note.contains("In the pools: pool 13."), "{note}"),
        other => panic!("{other:?}"),
    }
    let foot = &pad.settled[0].label;
    assert!(foot.contains("Bob pays Ann 9"), "{foot}");
    assert!(pad.notes[0].contains("jack"), "{:?}", pad.notes);
    // A blank form's deal: the refusal names the field as the form has it.
    let input = PadInput {
        deals: vec![json!({})],
        ..input
    };
    let e = (table.pad)(&input).unwrap_err();
    assert_eq!(e.field, "deals[0].hearts");
}

/// L9761–9769: a revoker "must settle for all others, if a player other than himself wins";
/// winning alone, "he must put up the chips won for a jack"; tying, "he must settle all
/// losses, and put up his share of the winning for a jack"; two revokers each pay "as if he
/// alone were in error".
#[test]
fn a_revoke_settles_for_all_others() {
    let one = |deal: serde_json::Value, settings: serde_json::Value| {
        let out = four(settings, json!([deal]));
        (
            out["deals"][0]["amounts"].clone(),
            out["pools"]["pool"].clone(),
        )
    };
    // Bob revoked, Ann wins: Bob pays the 13 the losers would have.
    assert_eq!(
        one(
            json!({"hearts": [0, 5, 4, 4], "revoke": [false, true]}),
            json!({})
        ),
        (json!([13, -13, 0, 0]), json!(0))
    );
    // Ann revoked and wins alone: everyone pays as usual, and the pool stays as a jack.
    assert_eq!(
        one(json!({"hearts": [0, 5, 4, 4], "revoke": [true]}), json!({})),
        (json!([0, -5, -4, -4]), json!(13))
    );
    // Ann revoked and ties with Bob: she pays Cat's and Dan's 9 besides her own 2; Bob takes
    // his 6 of the 13, Ann's share stays.
    assert_eq!(
        one(json!({"hearts": [2, 2, 4, 5], "revoke": [true]}), json!({})),
        (json!([-11, 4, 0, 0]), json!(7))
    );
    // Bob and Cat both revoked: each pays the 13.
    assert_eq!(
        one(
            json!({"hearts": [0, 5, 4, 4], "revoke": [false, true, true, false]}),
            json!({})
        ),
        (json!([26, -13, -13, 0]), json!(0))
    );
    // At sweepstakes, nobody clear: Dan's revoke pays everyone's counters into the jack.
    assert_eq!(
        one(
            json!({"hearts": [1, 4, 4, 4], "revoke": [false, false, false, true]}),
            json!({"method": "sweepstakes"})
        ),
        (json!([0, 0, 0, -13]), json!(13))
    );
    let e = refused(
        json!({"method": "howell"}),
        json!([{"hearts": [0, 5, 4, 4], "revoke": [true]}]),
    );
    assert_eq!(e.field, "deals[0].revoke");
    let e = refused(
        json!({}),
        json!([{"hearts": [0, 5, 4, 4], "revoke": [false, false, false, false, true]}]),
    );
    assert_eq!(e.field, "deals[0].revoke");
    let note = four(
        json!({}),
        json!([{"hearts": [0, 5, 4, 4], "revoke": [false, true]}]),
    )["deals"][0]["note"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        note.contains("Bob revoked and settles for all others"),
        "{note}"
    );
}
