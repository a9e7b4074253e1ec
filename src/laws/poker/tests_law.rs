//! The law `poker` on the ledger: the 1909 betting example, side pools at table stakes, a pool
//! divided, jack-pots carried and the false opener; refusals naming the field; properties.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::law::score;
use super::pots::{OddCounter, divide, pots};

fn run(input: Value) -> Value {
    serde_json::from_str(&score(&input.to_string()).unwrap()).unwrap()
}

fn refuse(input: Value) -> String {
    score(&input.to_string()).unwrap_err().field
}

const FIVE: [&str; 5] = ["A", "B", "C", "D", "E"];

/// Seed 000 L4017–4058 and L4180–4236: A deals, B (the Age) antes one and the four who go in
/// stand at nine counters each (a pool of 36); after the draw D goes five, E raises to fifteen,
/// B to twenty, D passes, E raises to thirty. If B sees him, "all turn up their cards, and,
/// having the better hand, B wins the pool": B's threes of queens against E's nothing (L4158–
/// 4188), a pool of 101.
#[test]
fn the_1909_betting_example_b_sees() {
    let out = run(json!({
        "players": FIVE,
        "deals": [{
            "put_in": [0, 39, 9, 14, 39],
            "dropped": [true, false, true, true, false],
            "hands": [null, "AH QD QC QH 9D", null, null, "8C KH 4H JS AS"],
            "dealer": 0
        }]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([0, 62, -9, -14, -39]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    assert_eq!(
        out["settlement"],
        json!([
            {"from": 4, "to": 1, "amount": 39},
            {"from": 3, "to": 1, "amount": 14},
            {"from": 2, "to": 1, "amount": 9}
        ])
    );
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("B takes the pool of 101 with threes, queens"),
        "{note}"
    );
}

/// The same deal if B passes: "E takes the pool without showing his cards" (L4229–4236), 91.
#[test]
fn the_1909_betting_example_b_passes() {
    let out = run(json!({
        "players": FIVE,
        "deals": [{"put_in": [0, 29, 9, 14, 39], "dropped": [0, 1, 2, 3]}]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([0, -29, -9, -14, 52]));
    assert_eq!(out["balances"], json!([0, -29, -9, -14, 52]));
}

/// Table stakes: A has only 5 and calls a sight for it (seed 001 L4913–4915); his fours take
/// the main pool of 15, and the side pool of 10 goes to the better of B and C.
#[test]
fn a_side_pool_at_table_stakes() {
    let out = run(json!({
        "players": ["A", "B", "C"],
        "deals": [{
            "put_in": [5, 10, 10],
            "hands": ["9S 9H 9D 9C 2S", "KS KH 4D 4C 3S", "QS QH 5D 5C 3H"]
        }]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([10, 0, -10]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("A takes the main pool of 15"), "{note}");
    assert!(note.contains("B takes a side pool of 10"), "{note}");
}

/// Rule 76 (seed 003 L3049–3052): identical hands share the pool equally. Seven will not
/// divide by two: by default the odd counter stays in the pool; or it goes to the first tied
/// player from the dealer's left.
#[test]
fn identical_hands_share() {
    let deal = json!({
        "put_in": [2, 2, 3],
        "dropped": [2],
        "hands": ["9S 8H 7D 6C 5S", "9D 8C 7S 6D 5D", null],
        "dealer": 0
    });
    let out = run(json!({"players": ["A", "B", "C"], "deals": [deal.clone()]}));
    assert_eq!(out["deals"][0]["amounts"], json!([1, 1, -3]));
    assert_eq!(out["pools"], json!({"pool": 1}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("B and A divide the pool of 7"), "{note}");
    let out = run(json!({
        "settings": {"odd_counter": "left_of_dealer"},
        "players": ["A", "B", "C"],
        "deals": [deal]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([1, 2, -3]));
    assert_eq!(out["pools"], json!({"pool": 0}));
}

/// Jack-pots: no one goes in, the antes stay (seed 003 L1997–2040; seed 001 L4943–4945); the
/// next deal's winner takes them with the rest. A false opener leaves the pool and pays.
#[test]
fn jack_pots_carry_and_the_false_opener_pays() {
    let out = run(json!({
        "players": ["A", "B", "C", "D"],
        "deals": [
            {"put_in": [1, 1, 1, 1], "dropped": [0, 1, 2, 3]},
            {"put_in": [1, 1, 1, 1], "false_opener": 2, "dropped": [0, 1, 3]},
            {"put_in": [3, 1, 3, 1], "dropped": [1, 3],
             "hands": ["JS JH 4D 5C 9S", null, "QS QH 4S 5D 9D", null]}
        ]
    }));
    assert_eq!(out["deals"][0]["pools"], json!({"pool": 4}));
    assert_eq!(out["deals"][1]["amounts"], json!([-1, -1, -4, -1]));
    assert_eq!(out["deals"][1]["pools"], json!({"pool": 11}));
    assert_eq!(out["deals"][2]["amounts"], json!([-3, -1, 16, -1]));
    assert_eq!(out["balances"], json!([-5, -3, 11, -3]));
    assert_eq!(out["pools"], json!({"pool": 0}));
    let english = run(json!({
        "settings": {"false_opener": "two_antes", "ante": 2},
        "players": ["A", "B", "C", "D"],
        "deals": [{"put_in": [2, 2, 2, 2], "false_opener": 0}]
    }));
    assert_eq!(english["deals"][0]["amounts"], json!([-6, -2, -2, -2]));
}

/// Bad input names its field: a player still in without cards, a card in two hands, a
/// negative stake, the wrong number of stakes, a player who does not exist.
#[test]
fn refusals_name_the_field() {
    let players = json!(["A", "B", "C"]);
    let with = |deal: Value| json!({"players": players, "deals": [deal]});
    assert_eq!(
        refuse(with(
            json!({"put_in": [2, 2, 2], "hands": ["AS KS QS JS 9S", "2H 3H 4H 5H 7H"]})
        )),
        "deals[0].hands[2]"
    );
    assert_eq!(
        refuse(with(json!({"put_in": [2, 2, 0], "dropped": [2],
            "hands": ["AS KS QS JS 9S", "AS 3H 4H 5H 7H"]}))),
        "deals[0].hands[1]"
    );
    assert_eq!(
        refuse(with(json!({"put_in": [2, -2, 0]}))),
        "deals[0].put_in[1]"
    );
    assert_eq!(refuse(with(json!({"put_in": [2, 2]}))), "deals[0].put_in");
    assert_eq!(
        refuse(with(json!({"put_in": [2, 2, 2], "false_opener": 7}))),
        "deals[0].false_opener"
    );
    assert_eq!(
        refuse(with(json!({"put_in": [2, 2, 2], "dropped": [1],
            "hands": ["AS KS QS JS 9S", null, "2H 3H 4H 5H JK"]}))),
        "deals[0].hands[2]"
    );
}

proptest! {
    /// The parts of the pool hold every counter put in and carried, each claimed only by
    /// players still in who met its level; a division gives out the part exactly.
    #[test]
    fn the_parts_hold_every_counter(
        stakes in proptest::collection::vec((0..50i64, any::<bool>()), 2..8),
        carried in 0..20i64,
        ways in 1..5usize,
    ) {
        let put_in: Vec<i64> = stakes.iter().map(|s| s.0).collect();
        let live: Vec<bool> = stakes.iter().map(|s| s.1).collect();
        let parts = pots(&put_in, &live, carried);
        if live.iter().any(|&l| l) {
            let total: i64 = parts.iter().map(|p| p.amount).sum();
            prop_assert_eq!(total, put_in.iter().sum::<i64>() + carried);
            for part in &parts {
                prop_assert!(!part.eligible.is_empty());
                prop_assert!(part.eligible.iter().all(|&p| live[p]));
            }
        } else {
            prop_assert!(parts.is_empty());
        }
        let winners: Vec<usize> = (0..ways).collect();
        for odd in [OddCounter::StaysInPool, OddCounter::LeftOfDealer] {
            let (shares, left) = divide(carried, &winners, odd);
            prop_assert_eq!(shares.iter().map(|s| s.1).sum::<i64>() + left, carried);
        }
    }
}

/// A table's pad takes the deal as its form sends it (a number for each player, a yes or no
/// for each, blank hands as null) and settles the sitting at its foot.
#[test]
fn the_pad_reads_the_form() {
    let input = crate::laws::pad::PadInput {
        settings: Value::Null,
        sides: vec!["A".into(), "B".into(), "C".into()],
        deals: vec![json!({
            "put_in": [4, 4, 1],
            "dropped": [false, false, true],
            "hands": ["AS AH 3D 4C 9S", "KS KH 3S 4D 9D", null],
            "dealer": null,
            "widow": null,
            "false_opener": null
        })],
    };
    let table = super::law::LAW.table.unwrap();
    let pad = (table.pad)(&input).unwrap();
    assert_eq!(pad.net(), vec![5, -4, -1]);
    assert!(
        pad.settled[0].label.contains("B pays A 4"),
        "{}",
        pad.settled[0].label
    );
}
