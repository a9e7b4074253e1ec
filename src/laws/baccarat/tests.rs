//! Baccarat: the book's points, each payment of chemin de fer and banque by hand, the bank
//! passing, going bank, the bank's limit, refusals naming the field; every coup sums to zero.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::cards::{point, shoe};
use super::law::score;

fn run(input: Value) -> Value {
    serde_json::from_str(&score(&input.to_string()).unwrap()).unwrap()
}

fn refuse(input: Value) -> (String, String) {
    let e = score(&input.to_string()).unwrap_err();
    (e.field, e.message)
}

fn pt(text: &str) -> u8 {
    point(&shoe("f", text, 6, &mut Vec::new()).unwrap())
}

const THREE: [&str; 3] = ["Ann", "Bob", "Cat"];

/// Seed 000 L201–207 (§4.13): "a three and a ten (or court card) is considered to have three
/// only; … two tens and a five counts five only … a five and a six count, not as eleven, but as
/// one only; three, seven and five, not as fifteen, but as five".
#[test]
fn the_books_points() {
    assert_eq!(pt("3H 10S"), 3);
    assert_eq!(pt("3H KS"), 3);
    assert_eq!(pt("10H 10S 5D"), 5);
    assert_eq!(pt("5H 6S"), 1);
    assert_eq!(pt("3H 7S 5D"), 5);
    // Seed 001 L14591–14593: the ace one, courts and tens nothing.
    assert_eq!(pt("AH QS"), 1);
    assert_eq!(pt("JH QS KD"), 0);
}

/// By hand, seed 000 L251–256: the punters' natural nine beats the banker's seven; the banker
/// pays each punter his stake, and the cards pass to the next player.
#[test]
fn chemin_de_fer_the_punters_win_and_the_bank_passes() {
    let out = run(json!({
        "players": THREE,
        "deals": [
            {"bank": 100, "stakes": [null, 20, 30], "banker_cards": "5H 2S", "punter_cards": "4D 5C"},
            {"bank": 40, "stakes": [10, null, 20], "banker_cards": "9H KS", "punter_cards": "3D QC"}
        ]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([-50, 20, 30]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("Ann's bank of 100: the banker 7 (5H 2S), the punters 9 (4D 5C, a natural)"),
        "{note}"
    );
    assert!(note.contains("the bank passes to Bob"), "{note}");
    // Bob banks the second coup and wins it with a natural nine.
    assert_eq!(out["deals"][1]["amounts"], json!([-10, 30, -20]));
    assert_eq!(out["balances"], json!([-60, 50, 10]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 0, "to": 1, "amount": 50}, {"from": 0, "to": 2, "amount": 10}])
    );
}

/// By hand: the banker wins and deals again with his winnings in the bank (seed 000 L254–255,
/// L286–287); a tie stands off and he keeps the bank (L283–284); going bank is a stake of the
/// whole bank, 100 + 50 won (L230–233).
#[test]
fn the_banker_who_wins_deals_again_and_banco_takes_the_whole_bank() {
    let out = run(json!({
        "players": THREE,
        "deals": [
            {"bank": 100, "stakes": [null, 20, 30], "banker_cards": "8H AS", "punter_cards": "4D 2C"},
            {"stakes": [null, 10, 10], "banker_cards": "3H 3S", "punter_cards": "6D KC"},
            {"banco": 2, "banker_cards": "2H 3S 10D", "punter_cards": "2D 2C 3C"}
        ]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([50, -20, -30]));
    assert_eq!(out["deals"][1]["amounts"], json!([0, 0, 0]));
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .contains("A stand-off")
    );
    // Cat goes bank for 150: 7 beats 5.
    assert_eq!(out["deals"][2]["amounts"], json!([-150, 0, 150]));
    let note = out["deals"][2]["note"].as_str().unwrap();
    assert!(note.contains("Cat goes bank for 150"), "{note}");
    assert!(note.contains("the bank passes to Bob"), "{note}");
}

/// Seed 000 L236–240: stakes beyond the bank are declined; seed 000 L247–249: a natural ends
/// the coup, so no third card; a card seven times in six packs.
#[test]
fn chemin_de_fer_refusals_name_the_field() {
    let (f, m) = refuse(json!({"players": THREE, "deals": [
        {"bank": 40, "stakes": [null, 20, 30], "banker_cards": "5H 2S", "punter_cards": "4D 5C"}]}));
    assert_eq!(f, "deals[0].stakes");
    assert!(m.contains("more than the bank's 40"), "{m}");
    let (f, m) = refuse(json!({"players": THREE, "deals": [
        {"stakes": [null, 20, 30], "banker_cards": "5H 4S", "punter_cards": "4D 2C 5C"}]}));
    assert_eq!(f, "deals[0].punter_cards");
    assert!(m.contains("natural"), "{m}");
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"stakes": [null, 20, 30], "banker_cards": "5H 5H 5H", "punter_cards": "5H 5H 5H 5H"}]}));
    assert_eq!(f, "deals[0].punter_cards");
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"stakes": [5, 20, 30], "banker_cards": "5H 2S", "punter_cards": "4D 5C"}]}));
    assert_eq!(f, "deals[0].stakes[0]");
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"banker_cards": "5H 2S", "punter_cards": "4D 5C"}]}));
    assert_eq!(f, "deals[0].stakes");
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"banco": 1, "banker_cards": "5H 2S", "punter_cards": "4D 5C"}]}));
    assert_eq!(f, "deals[0].bank");
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"bank": 50, "banco": 1, "stakes": [null, null, 5], "banker_cards": "5H 2S", "punter_cards": "4D 5C"}]}));
    assert_eq!(f, "deals[0].stakes[2]");
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"stakes": [null, 0, -3], "banker_cards": "5H 2S", "punter_cards": "4D 5C"}]}));
    assert_eq!(f, "deals[0].stakes[2]");
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"stakes": [null, 2], "banker_cards": "5H 2S", "punter_cards": "4D 5C", "left_cards": "2C 3C"}]}));
    assert_eq!(f, "deals[0].left_cards");
}

/// Seed 000 L261–272: a punter drawing to six, or standing on four, draws falsely: noted, or
/// refused by the setting.
#[test]
fn a_false_draw_is_noted_or_refused() {
    let coup =
        json!({"stakes": [null, 10, null], "banker_cards": "5H 2S", "punter_cards": "4D 2C 3S"});
    let out = run(json!({"players": THREE, "deals": [coup]}));
    // 4 + 2 = 6, drew a three: 9 beats 7.
    assert_eq!(out["deals"][0]["amounts"], json!([-10, 10, 0]));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .contains("a false draw: the punters' hand drew with 6")
    );
    let (f, _) =
        refuse(json!({"players": THREE, "settings": {"false_draw": "refused"}, "deals": [coup]}));
    assert_eq!(f, "deals[0].punter_cards");
    // At five the punter may do as he likes (L271–273).
    let out = run(
        json!({"players": THREE, "settings": {"false_draw": "refused"}, "deals": [
        {"stakes": [null, 10, null], "banker_cards": "5H 2S", "punter_cards": "4D AC"}]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([10, -10, 0]));
}

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

/// Banque by hand (seed 001 L14608–14627: "he may win from both or lose to both"): Bob stakes
/// on the right, which wins; Cat on the left, which loses; Dan à cheval, half on each (seed 000
/// L353–355). The banker keeps the bank (seed 000 L313–317).
#[test]
fn banque_the_two_sides_and_a_cheval() {
    let out = run(json!({
        "players": FOUR,
        "settings": {"form": "banque"},
        "deals": [
            {"bank": 500, "stakes": [null, 20, 30, 40], "sides": [null, "right", "left", "both"],
             "banker_cards": "4H 2S 10D", "punter_cards": "3D 4C", "left_cards": "KC 5S 10H"},
            {"stakes": [null, 20, 30, 40], "sides": [null, "right", "left", "both"],
             "banker_cards": "9H QS", "punter_cards": "3D 4C", "left_cards": "9C JS"}
        ]
    }));
    // Right 7 beats 6: Bob +20, Dan +20; left 5 loses: Cat −30, Dan −20.
    assert_eq!(out["deals"][0]["amounts"], json!([10, 20, -30, 0]));
    // The banker's natural nine beats the right's seven and ties the left's nine.
    assert_eq!(out["deals"][1]["amounts"], json!([40, -20, 0, -20]));
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .starts_with("Ann's bank of 510")
    );
}

/// Seed 000 L370–374: the bank pays the winners in order of rotation so far as its funds
/// extend; declared unlimited, it pays all.
#[test]
fn banque_pays_so_far_as_the_bank_extends() {
    let deal = json!({"bank": 25, "stakes": [null, 20, 30, null], "sides": [null, "right", "right", null],
             "banker_cards": "4H 2S 10D", "punter_cards": "3D 4C"});
    let out = run(json!({"players": FOUR, "settings": {"form": "banque"}, "deals": [deal]}));
    assert_eq!(out["deals"][0]["amounts"], json!([-25, 20, 5, 0]));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .contains("the bank is broken: Cat receives 5 of his 30")
    );
    let out = run(
        json!({"players": FOUR, "settings": {"form": "banque", "bank_limit": "unlimited"}, "deals": [deal]}),
    );
    assert_eq!(out["deals"][0]["amounts"], json!([-50, 20, 30, 0]));
    let (f, _) = refuse(
        json!({"players": FOUR, "settings": {"form": "banque"}, "deals": [
        {"stakes": [null, 20, null, null], "banker_cards": "4H 2S", "punter_cards": "3D 4C"}]}),
    );
    assert_eq!(f, "deals[0].sides[1]");
    let (f, _) = refuse(
        json!({"players": FOUR, "settings": {"form": "banque"}, "deals": [
        {"stakes": [null, 21, null, null], "sides": [null, "both"], "banker_cards": "4H 2S", "punter_cards": "3D 4C", "left_cards": "2D 2C"}]}),
    );
    assert_eq!(f, "deals[0].stakes[1]");
    // Three packs: a fourth five of hearts.
    let (f, _) = refuse(
        json!({"players": FOUR, "settings": {"form": "banque"}, "deals": [
        {"stakes": [null, 2], "sides": [null, "right"], "banker_cards": "5H 5H", "punter_cards": "5H 5H"}]}),
    );
    assert_eq!(f, "deals[0].punter_cards");
}

/// A banker named who is not at the deal; a banker gone from the table hands the bank on.
#[test]
fn the_banker_named_or_passed_on() {
    let (f, _) = refuse(json!({"players": THREE, "deals": [
        {"banker": 7, "stakes": [null, 2], "banker_cards": "5H 2S", "punter_cards": "4D 5C"}]}));
    assert_eq!(f, "deals[0].banker");
    let out = run(json!({"players": THREE, "deals": [
        {"banker": 2, "stakes": [3, 2], "banker_cards": "9H 10S", "punter_cards": "4D 2C"},
        {"stakes": [3, 2], "banker_cards": "9D KS", "punter_cards": "4D 2C"}]}));
    assert_eq!(out["deals"][0]["amounts"], json!([-3, -2, 5]));
    assert_eq!(out["deals"][1]["amounts"], json!([-3, -2, 5]));
}

/// Seed 000 L359–364: a banker retiring in banque states his bank, and the next "continue[s]
/// the bank, starting with the same amount".
#[test]
fn a_bank_taken_over_starts_with_the_same_amount() {
    let out = run(
        json!({"players": FOUR, "settings": {"form": "banque"}, "deals": [
        {"bank": 100, "stakes": [null, 20], "sides": [null, "right"], "banker_cards": "9H QS", "punter_cards": "3D 4C"},
        {"banker": 3, "stakes": [10], "sides": ["right"], "banker_cards": "9H QS", "punter_cards": "3D 4C"}]}),
    );
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .starts_with("Dan's bank of 120")
    );
}

proptest! {
    /// Every coup moves counters only between the bank and the punters.
    #[test]
    fn every_coup_sums_to_zero(
        coups in prop::collection::vec((0u8..10, 0u8..10, 0u8..10, 0u8..10, 1i64..50, 1i64..50), 1..8),
        banque in any::<bool>(),
    ) {
        let rank = |r: u8| ["10", "A", "2", "3", "4", "5", "6", "7", "8", "9"][r as usize];
        let deals: Vec<Value> = coups.iter().map(|&(a, b, c, d, s1, s2)| json!({
            "banker": 0,
            "stakes": [null, s1, s2],
            "sides": if banque { json!([null, "right", "left"]) } else { json!([]) },
            "banker_cards": format!("{}H {}S", rank(a), rank(b)),
            "punter_cards": format!("{}D {}C", rank(c), rank(d)),
            "left_cards": if banque { json!(format!("{}C {}D", rank(b), rank(c))) } else { Value::Null },
        })).collect();
        let form = if banque { "banque" } else { "chemin_de_fer" };
        let out = run(json!({"players": THREE, "settings": {"form": form}, "deals": deals}));
        for d in out["deals"].as_array().unwrap() {
            let sum: i64 = d["amounts"].as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).sum();
            prop_assert_eq!(sum, 0);
        }
        let paid: i64 = out["settlement"].as_array().unwrap().iter().map(|p| p["amount"].as_i64().unwrap()).sum();
        let owed: i64 = out["balances"].as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).filter(|&x| x > 0).sum();
        prop_assert_eq!(paid, owed);
    }
}
