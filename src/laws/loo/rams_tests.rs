//! Rams, rounce and bierspiel (seed 001 L15363–15484): the pool by fifths, the ram, the simple
//! and the double, general rams made and lost, rounce's differences, and bierspiel's points run
//! down to a game; and a property over random sittings.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::LawError;
use super::super::ledger::school;
use super::bierspiel::Bierspiel;
use super::rams::{Rams, Rounce};

fn rams(input: Value) -> Result<Value, LawError> {
    school::score::<Rams>(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn rounce(input: Value) -> Result<Value, LawError> {
    school::score::<Rounce>(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn bierspiel(input: Value) -> Result<Value, LawError> {
    school::score::<Bierspiel>(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn amounts(out: &Value, deal: usize) -> Value {
    out["deals"][deal]["amounts"].clone()
}

fn pool(out: &Value, deal: usize) -> Value {
    out["deals"][deal]["pools"]["pool"].clone()
}

const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

/// "Each dealer in turn puts up five counters for pool. If any player, who does not pass, fails
/// to take at least one trick, he is 'ramsed,' and must add five counters to next pool. At end
/// of each hand player takes one-fifth of amount of pool for each trick he has taken"
/// (L15455–15459); a pool of only the dealer's five is a simple, which all must play, and a
/// double may be passed (L15461–15465).
#[test]
fn the_pool_by_fifths_and_the_ram() {
    let out = rams(json!({
        "players": FOUR,
        "deals": [
            {"tricks": [0, 3, 2, 0]},
            {"play": ["play", "widow"], "tricks": [1, 4]}
        ]
    }))
    .unwrap();
    // A simple: Ann deals 5, a trick 1; Ann and Dan are ramsed 5 each.
    assert_eq!(amounts(&out, 0), json!([-10, 3, 2, -5]));
    assert_eq!(pool(&out, 0), json!(10));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .starts_with("A simple.")
    );
    // A double: Bob deals 5, 15 in the pool, a trick 3; Cat and Dan pass.
    assert_eq!(amounts(&out, 1), json!([3, 7, 0, 0]));
    assert_eq!(pool(&out, 1), json!(0));
    assert_eq!(out["balances"], json!([-7, 10, 2, -5]));
}

/// "If a player declaring 'general rams' takes all five tricks, he takes pool, and each other
/// player pays him five counters. If he fails, he must pay each other player five counters and
/// must double the pool" (L15465–15468).
#[test]
fn general_rams_made_and_lost() {
    let run = |tricks: Value| {
        rams(json!({
            "players": FOUR, "pools": {"pool": 10},
            "deals": [{"general": 2, "play": [null, "pass"], "tricks": tricks}]
        }))
        .unwrap()
    };
    let made = run(json!([0, 0, 5, 0]));
    assert_eq!(amounts(&made, 0), json!([-10, -5, 30, -5]));
    assert_eq!(pool(&made, 0), json!(0));
    let lost = run(json!([1, 0, 4, 0]));
    assert_eq!(amounts(&lost, 0), json!([0, 5, -30, 5]));
    assert_eq!(pool(&lost, 0), json!(30));
    let e = rounce(json!({
        "players": FOUR, "deals": [{"general": 2, "tricks": [0, 0, 5, 0]}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].general");
}

#[test]
fn rams_refuses_in_words() {
    let deal = |pools: i64, d: Value| {
        rams(json!({"players": FOUR, "pools": {"pool": pools}, "deals": [d]}))
    };
    let e = deal(0, json!({"play": [null, null, "pass"], "tricks": [2, 3]})).unwrap_err();
    assert_eq!(e.field, "deals[0].play[2]");
    let e = deal(5, json!({"play": ["play"], "tricks": [5]})).unwrap_err();
    assert_eq!(e.field, "deals[0].play");
    let e = deal(5, json!({"play": ["widow", "widow"], "tricks": [2, 3]})).unwrap_err();
    assert_eq!(e.field, "deals[0].play[1]");
    let e = deal(5, json!({"play": ["play", "play"], "tricks": [2, 2]})).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks");
    let e = deal(5, json!({"play": ["play", "play"], "tricks": [2, 2, 1]})).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks[2]");
    let e = deal(5, json!({"play": ["play", "play"], "tricks": [6, 0]})).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks[0]");
    let e = rams(json!({"settings": {"stake": 0}, "players": FOUR, "deals": [{"tricks": [5]}]}))
        .unwrap_err();
    assert_eq!(e.field, "settings.stake");
    let e = rams(json!({"players": ["Ann", "Bob"], "deals": []})).unwrap_err();
    assert_eq!(e.field, "players");
}

/// Rounce for six: "Six-hand, dealer takes no cards" (L15397–15398): he still puts up for the
/// pool, and on a simple the other five must play.
#[test]
fn at_rounce_for_six_the_dealer_takes_no_cards() {
    let six = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"];
    let out = rounce(json!({"players": six, "deals": [{"tricks": [0, 1, 1, 1, 1, 1]}]})).unwrap();
    assert_eq!(amounts(&out, 0), json!([-5, 1, 1, 1, 1, 1]));
    assert_eq!(pool(&out, 0), json!(0));
    let out = rounce(json!({"players": six, "deals": [{"tricks": [0, 0, 1, 1, 1, 2]}]})).unwrap();
    assert_eq!(amounts(&out, 0), json!([-5, -5, 1, 1, 1, 2]));
    let e = rounce(json!({
        "players": six, "pools": {"pool": 5},
        "deals": [{"play": ["play", "play"], "tricks": [2, 3]}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].play[0]");
    // At five the dealer plays as at rams.
    let out = rounce(json!({
        "players": ["Ann", "Bob", "Cat", "Dan", "Eve"], "deals": [{"tricks": [1, 1, 1, 1, 1]}]
    }))
    .unwrap();
    assert_eq!(amounts(&out, 0), json!([-4, 1, 1, 1, 1]));
}

/// Bierspiel: "each trick taken counting 1 point. Each player starts with an equal number of
/// points, from which his scores are deducted"; "First player cancelling all his points, wins
/// game" (L15472–15479). The points and the game's worth are settings [GAP].
#[test]
fn bierspiel_runs_the_points_down_to_a_game() {
    let three = ["Ann", "Bob", "Cat"];
    let run = |settings: Value| {
        bierspiel(json!({
            "settings": settings, "players": three,
            "deals": [{"tricks": [3, 1, 1]}, {"tricks": [2, 2, 1]}, {"tricks": [1, 2, 2]}]
        }))
        .unwrap()
    };
    let out = run(json!({"points": 5}));
    assert_eq!(amounts(&out, 0), json!([0, 0, 0]));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("points left: Ann 2, Bob 4, Cat 4"), "{note}");
    assert_eq!(amounts(&out, 1), json!([2, -1, -1]));
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .contains("Ann cancels")
    );
    // A new game: 4, 3, 3 left.
    assert_eq!(amounts(&out, 2), json!([0, 0, 0]));
    assert!(
        out["deals"][2]["note"]
            .as_str()
            .unwrap()
            .contains("Ann 4, Bob 3, Cat 3")
    );
    assert_eq!(out["pools"], json!({}));
    let out = run(json!({"points": 5, "worth": "points_left", "stake": 2}));
    assert_eq!(amounts(&out, 1), json!([10, -4, -6]));
    // Two cancel in one deal: the further below, then the elder hand (Bob, on Ann's left).
    let tie = |tricks: Value| {
        bierspiel(
            json!({"settings": {"points": 2}, "players": three, "deals": [{"tricks": tricks}]}),
        )
        .unwrap()
    };
    assert_eq!(amounts(&tie(json!([3, 2, 0])), 0), json!([2, -1, -1]));
    assert_eq!(amounts(&tie(json!([2, 2, 1])), 0), json!([-1, 2, -1]));
    // A player who played and took no trick is set back only by the setting.
    let out = bierspiel(json!({
        "settings": {"points": 6, "ramsed": 1}, "players": three,
        "deals": [{"play": ["play", "play", "pass"], "tricks": [5, 0, 0]}]
    }))
    .unwrap();
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("Ann 1, Bob 7, Cat 6"), "{note}");
    let e =
        bierspiel(json!({"settings": {"points": 0}, "players": three, "deals": [{"tricks": [5]}]}))
            .unwrap_err();
    assert_eq!(e.field, "settings.points");
    let e =
        bierspiel(json!({"players": three, "deals": [{"play": [null, "pass"], "tricks": [4, 1]}]}))
            .unwrap_err();
    assert_eq!(e.field, "deals[0].tricks[1]");
}

fn sittings() -> impl Strategy<Value = Vec<(Vec<usize>, Option<usize>)>> {
    prop::collection::vec(
        (
            prop::collection::vec(0usize..4, 5),
            prop::option::of(0usize..4),
        ),
        1..10,
    )
}

proptest! {
    /// Rams with everyone playing: each deal sums to nought with the pool's change, the pool
    /// stays a multiple of five, and the balances are the deals' sum.
    #[test]
    fn every_rams_sitting_balances(sitting in sittings()) {
        let deals: Vec<Value> = sitting
            .iter()
            .map(|(takers, general)| {
                let mut tricks = [0i64; 4];
                for &p in takers {
                    tricks[p] += 1;
                }
                let play = ["play"; 4];
                match general {
                    Some(g) => json!({"play": play, "tricks": tricks, "general": g}),
                    None => json!({"play": play, "tricks": tricks}),
                }
            })
            .collect();
        let out = rams(json!({"players": FOUR, "deals": deals})).unwrap();
        let mut balances = [0i64; 4];
        let mut before = 0;
        for deal in out["deals"].as_array().unwrap() {
            let a: Vec<i64> = serde_json::from_value(deal["amounts"].clone()).unwrap();
            let after = deal["pools"]["pool"].as_i64().unwrap();
            prop_assert_eq!(a.iter().sum::<i64>() + after - before, 0);
            prop_assert_eq!(after % 5, 0);
            for (b, x) in balances.iter_mut().zip(&a) {
                *b += x;
            }
            before = after;
        }
        let listed: Vec<i64> = serde_json::from_value(out["balances"].clone()).unwrap();
        prop_assert_eq!(listed, balances.to_vec());
    }
}
