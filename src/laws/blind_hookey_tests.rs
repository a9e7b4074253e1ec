//! Blind hookey and Dutch bank: the book's words as cases (no worked example with numbers is
//! printed), each payment by hand, the bank passing, refusals naming the field, and the property
//! that a deal moves no counter in or out of the table.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::ledger::school;
use super::BlindHookey;

fn run(input: Value) -> Value {
    serde_json::from_str(&school::score::<BlindHookey>(&input.to_string()).unwrap()).unwrap()
}

fn refuse(input: Value) -> (String, String) {
    let e = school::score::<BlindHookey>(&input.to_string()).unwrap_err();
    (e.field, e.message)
}

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

/// Seed 000 L1143–1145: "Each player holding a higher card than that of the dealer receives the
/// amount of his stake; all below or equal pay the dealer." Ann deals with the 9H: Bob's 10S
/// wins 5, Cat's 9C ties and pays 3, Dan's 2D pays 4: Ann nets 3 − 5 + 4 = +2.
#[test]
fn higher_wins_lower_and_equal_pay_the_dealer() {
    let out = run(json!({
        "players": FOUR,
        "deals": [{"banker_card": "9H", "stakes": [0, 5, 3, 4],
                   "cards": [null, "10S", "9C", "2D"]}]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([2, 5, -3, -4]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.starts_with("Ann banks with 9H: Bob's 10S wins 5, Cat's 9C ties and pays 3"),
        "{note}"
    );
    assert_eq!(out["balances"], json!([2, 5, -3, -4]));
}

/// Seed 000 L1145–1147: the deal goes on "until a hand occurs in which the dealer is a loser all
/// round, when the deal is at an end, and the next player deals". Ann keeps the bank after
/// winning one of three; she loses all round in the second deal, and Bob banks the third.
#[test]
fn the_bank_passes_when_the_dealer_loses_all_round() {
    let out = run(json!({
        "players": FOUR,
        "deals": [
            {"banker_card": "9H", "stakes": [0, 1, 1, 1], "cards": [null, "10S", "8C", "2D"]},
            {"banker_card": "3H", "stakes": [0, 2, 2, 2], "cards": [null, "4S", "KC", "AD"]},
            {"banker_card": "QS", "stakes": [2, 0, 1, 0], "cards": ["KS", null, "JH", null]}
        ]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([1, 1, -1, -1]));
    assert_eq!(out["deals"][1]["amounts"], json!([-6, 2, 2, 2]));
    let note = out["deals"][1]["note"].as_str().unwrap();
    assert!(
        note.ends_with("Ann loses all round: the bank passes to Bob."),
        "{note}"
    );
    // Bob banks with the queen: Ann's king wins 2, Cat's jack pays 1.
    assert_eq!(out["deals"][2]["amounts"], json!([2, -1, -1, 0]));
    assert_eq!(out["balances"], json!([-3, 2, 0, 1]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 0, "to": 1, "amount": 2}, {"from": 0, "to": 3, "amount": 1}])
    );
}

/// The ace high by default (seed 001 L14740–14741), low by the setting [AMBIG].
#[test]
fn the_ace_high_or_low() {
    let deal = json!({"banker_card": "KH", "stakes": [0, 2], "cards": [null, "AS"]});
    let high = run(json!({"players": ["A", "B"], "deals": [deal.clone()]}));
    assert_eq!(high["deals"][0]["amounts"], json!([-2, 2]));
    let low = run(json!({"settings": {"ace": "low"}, "players": ["A", "B"], "deals": [deal]}));
    assert_eq!(low["deals"][0]["amounts"], json!([2, -2]));
}

/// Seed 000 L1149–1156: three packets, the company staking on two. Bob and Cat on the first (the
/// 7C), Dan on the second (the KD); the dealer's 10H beats the 7 and loses to the king.
#[test]
fn three_packets() {
    let out = run(json!({
        "settings": {"form": "three_packets"},
        "players": FOUR,
        "deals": [{"banker_card": "10H", "packets": "7C KD",
                   "stakes": [0, 3, 2, 5], "packet": [0, 1, 1, 2]}]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([0, -3, -2, 5]));
    let e = refuse(json!({
        "settings": {"form": "three_packets"}, "players": FOUR,
        "deals": [{"banker_card": "10H", "packets": "7C KD 2S", "stakes": [0, 3], "packet": [0, 1]}]
    }));
    assert_eq!(e.0, "deals[0].packets");
}

/// Seed 001 L14750–14768: Dutch bank. Five active, four packets besides the banker's; "if the
/// bankers top card is higher than any packet, he takes all the money bet on that packet. If it
/// is lower he pays. He takes ties." The banker keeps the bank though he loses all round.
#[test]
fn dutch_bank_keeps_the_bank() {
    let five = ["Ann", "Bob", "Cat", "Dan", "Eve"];
    let out = run(json!({
        "settings": {"form": "dutch_bank"},
        "players": five,
        "deals": [
            {"banker": 2, "banker_card": "8S", "packets": "3H 8D QC AS",
             "stakes": [4, 2, 0, 6, 1], "packet": [3, 2, 0, 4, 1]}
        ]
    }));
    // Ann's queen wins 4, Bob's tie pays 2, Dan's ace wins 6, Eve's 3 pays 1: Cat pays 7.
    assert_eq!(out["deals"][0]["amounts"], json!([4, -2, -7, 6, -1]));
    let all_round = run(json!({
        "settings": {"form": "dutch_bank"},
        "players": five,
        "deals": [
            {"banker": 2, "banker_card": "2S", "packets": "3H 8D",
             "stakes": [1, 1, 0, 1, 1], "packet": [1, 2, 0, 1, 2]},
            {"banker_card": "AS", "packets": "3H",
             "stakes": [1, 0, 0, 0, 0], "packet": [1, 0, 0, 0, 0]}
        ]
    }));
    assert_eq!(all_round["deals"][0]["amounts"], json!([1, 1, -4, 1, 1]));
    // Cat still banks: Ann pays her.
    assert_eq!(all_round["deals"][1]["amounts"], json!([-1, 0, 1, 0, 0]));
    // By the setting, the bank passes at Dutch bank too.
    let passing = run(json!({
        "settings": {"form": "dutch_bank", "bank_passes": "lost_all_round"},
        "players": five,
        "deals": [
            {"banker": 2, "banker_card": "2S", "packets": "3H 8D",
             "stakes": [1, 1, 0, 1, 1], "packet": [1, 2, 0, 1, 2]},
            {"banker_card": "AS", "packets": "3H",
             "stakes": [1, 0, 0, 0, 0], "packet": [1, 0, 0, 0, 0]}
        ]
    }));
    assert_eq!(passing["deals"][1]["amounts"], json!([-1, 0, 0, 1, 0]));
}

#[test]
fn refusals_name_the_field() {
    let two = ["A", "B", "C"];
    let cases = [
        (
            json!({"banker_card": "9H", "stakes": [0, 1, 1], "cards": [null, "9H", "2C"]}),
            "deals[0].cards[1]",
        ),
        (
            json!({"banker_card": "9H", "stakes": [0, 1, 1], "cards": [null, "KS"]}),
            "deals[0].cards[2]",
        ),
        (
            json!({"banker_card": "9H", "stakes": [1, 1, 0], "cards": [null, "KS"]}),
            "deals[0].stakes[0]",
        ),
        (
            json!({"banker_card": "9H", "stakes": [0, -1, 0], "cards": [null, "KS"]}),
            "deals[0].stakes[1]",
        ),
        (
            json!({"banker_card": "9H 8H", "stakes": [0, 1, 0], "cards": [null, "KS"]}),
            "deals[0].banker_card",
        ),
        (
            json!({"banker_card": "ZZ", "stakes": [0, 1, 0], "cards": [null, "KS"]}),
            "deals[0].banker_card",
        ),
        (
            json!({"banker_card": "9H", "stakes": [0, 1, 0], "packets": "KS", "packet": [0, 1, 0]}),
            "deals[0].packets",
        ),
        (
            json!({"banker": 5, "banker_card": "9H", "stakes": [0, 1, 0], "cards": [null, "KS"]}),
            "deals[0].banker",
        ),
    ];
    for (deal, field) in cases {
        let e = refuse(json!({"players": two, "deals": [deal]}));
        assert_eq!(e.0, field, "{}", e.1);
    }
    let e = refuse(json!({"settings": {"limit": 5}, "players": two,
        "deals": [{"banker_card": "9H", "stakes": [0, 6, 0], "cards": [null, "KS"]}]}));
    assert_eq!(e.0, "deals[0].stakes[1]");
    let e = refuse(json!({"settings": {"form": "dutch_bank"}, "players": two,
        "deals": [{"banker_card": "9H", "stakes": [0, 6, 0], "packets": "KS", "packet": [0, 2, 0]}]}));
    assert_eq!(e.0, "deals[0].packet[1]");
}

proptest! {
    /// Every deal moves counters between the banker and the punters only: it sums to nothing,
    /// and the settlement pays exactly the balances.
    #[test]
    fn a_deal_sums_to_nothing(
        ranks in prop::collection::vec(0usize..52, 4),
        stakes in prop::collection::vec(0i64..20, 3),
    ) {
        let mut pack: Vec<String> = Vec::new();
        for r in ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"] {
            for s in ["S", "H", "D", "C"] {
                pack.push(format!("{r}{s}"));
            }
        }
        let mut cards = ranks.clone();
        cards.sort_unstable();
        cards.dedup();
        prop_assume!(cards.len() == 4);
        let out = run(json!({
            "players": FOUR,
            "deals": [{"banker_card": pack[ranks[0]], "stakes": [0, stakes[0], stakes[1], stakes[2]],
                       "cards": [null, pack[ranks[1]], pack[ranks[2]], pack[ranks[3]]]}]
        }));
        let amounts: Vec<i64> = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
        prop_assert_eq!(amounts.iter().sum::<i64>(), 0);
        let paid: i64 = out["settlement"].as_array().unwrap().iter()
            .map(|p| p["amount"].as_i64().unwrap()).sum();
        prop_assert_eq!(paid, amounts.iter().filter(|&&a| a > 0).sum::<i64>());
    }
}
