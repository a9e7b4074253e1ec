//! Khun Khan, boat house rum and panguingue by the book (seed 001) and by hand; and the
//! family's properties: every deal sums to nothing with its pools, the lowest hand never pays.

use proptest::prelude::*;
use serde_json::json;

use super::panguingue::spread_value;
use super::parse_hand;
use super::tests::{amounts, refused, run};

fn cards(text: &str) -> Vec<crate::laws::poker::hands::Card> {
    parse_hand("spread", text, false).unwrap()
}

/// L7847–7855: joker 15, ace 11, court cards and tens 10, the rest their face.
#[test]
fn khun_khan_counts_the_joker_fifteen_and_the_ace_eleven() {
    let out = run(
        "khun-khan",
        json!({"players": ["A", "B", "C"],
               "deals": [{"winner": 1, "held": ["JK AS KD 9C", null, "10H 2C JK"]}]}),
    );
    assert_eq!(amounts(&out, 0), [-45, 72, -27]);
    // Two packs hold two of a card, and two jokers.
    let e = refused(
        "khun-khan",
        json!({"players": ["A", "B"], "deals": [{"winner": 1, "held": ["KH KH KH", null]}]}),
    );
    assert_eq!(e.field, "deals[0].held[0]");
    let e = refused(
        "khun-khan",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 1, "held": ["JK JK", null, "JK"]}]}),
    );
    assert_eq!(e.field, "deals[0].held[2]");
    let e = refused(
        "khun-khan",
        json!({"players": ["A", "B", "C", "D", "E", "F"], "deals": [{"winner": 0, "deadwood": [null, 1, 1, 1, 1, 1]}]}),
    );
    assert_eq!(e.field, "settings.form");
}

/// L7857–7862: nobody out, each puts his pips into a pool the winner of the next hand takes.
#[test]
fn khun_khan_a_tie_game_feeds_the_pool() {
    let out = run(
        "khun-khan",
        json!({"players": ["A", "B", "C"], "deals": [
            {"deadwood": [10, 20, 5]},
            {"winner": 2, "deadwood": [3, 4, null]},
        ]}),
    );
    assert_eq!(amounts(&out, 0), [-10, -20, -5]);
    assert_eq!(out["deals"][0]["pools"]["pool"], 35);
    assert_eq!(amounts(&out, 1), [-3, -4, 42]);
    assert_eq!(out["balances"], json!([-13, -24, 37]));
}

/// L7976–7980: king, queen, jack and ten 10, others their face, the ace 1; or chips a card.
#[test]
fn boat_house_rum_pays_by_the_pips_or_by_the_card() {
    let deal = json!({"winner": 0, "held": [null, "KH QD 9S AC", "2C"]});
    let out = run(
        "boat-house-rum",
        json!({"players": ["A", "B", "C"], "deals": [deal]}),
    );
    assert_eq!(amounts(&out, 0), [32, -30, -2]);
    let out = run(
        "boat-house-rum",
        json!({"settings": {"unmatched": "cards", "per_card": 2}, "players": ["A", "B", "C"], "deals": [deal]}),
    );
    assert_eq!(amounts(&out, 0), [10, -8, -2]);
    // The law `rum` plays boat house rum by its form.
    let out = run(
        "rum",
        json!({"settings": {"form": "boat_house"}, "players": ["A", "B", "C"], "deals": [deal]}),
    );
    assert_eq!(amounts(&out, 0), [32, -30, -2]);
}

/// L8016–8018: a false Rum pays the agreed penalty to each player; L8024–8026: a draw puts each
/// one's unmatched count into the pool for the next game's winner.
#[test]
fn boat_house_rum_a_false_rum_and_a_draw() {
    let out = run(
        "boat-house-rum",
        json!({"settings": {"false_rum": 3}, "players": ["A", "B", "C"], "deals": [
            {"false_rum": 1, "deadwood": [4, 6, 9]},
            {"winner": 0, "deadwood": [null, 2, 1]},
        ]}),
    );
    assert_eq!(amounts(&out, 0), [-1, -12, -6]);
    assert_eq!(out["deals"][0]["pools"]["pool"], 19);
    assert_eq!(amounts(&out, 1), [22, -2, -1]);
    let e = refused(
        "rum",
        json!({"players": ["A", "B"], "deals": [{"false_rum": 1, "winner": 0, "deadwood": [null, 1]}]}),
    );
    assert_eq!(e.field, "deals[0].false_rum");
}

/// L11773–11787 and L11889–11890: the conditions and their worth.
#[test]
fn panguingue_values_each_condition() {
    let cases = [
        ("3H 3C 3D", 1),
        ("7S 7S 7S", 4),
        ("5H 5H 5H", 2),
        ("QC QC QC", 1),
        ("QS QS QS", 2),
        ("AH 2H 3H", 1),
        ("AS 2S 3S 4S", 2),
        ("KD QD JD", 1),
        ("7D JD QD KD", 1),
        ("4H 5H 6H", 0),
        ("AH AS AS", 0),
        ("QC QH QD", 0),
        ("3H 3C 3D 3C", 1),
    ];
    for (text, worth) in cases {
        assert_eq!(spread_value(&cards(text)), Ok(worth), "{text}");
    }
    for foul in ["3C 3C 3H", "QC QC QS", "4H 5H", "4H 6H 7H", "2H 3H 4S"] {
        assert!(spread_value(&cards(foul)).is_err(), "{foul}");
    }
}

/// L11879–11882: the winner collects a chip for the game and his conditions again; each
/// condition a chip from each other player; a foul hand collects nothing (L11909–11916).
#[test]
fn panguingue_the_game_and_the_conditions() {
    let out = run(
        "panguingue",
        json!({"players": ["A", "B", "C"], "deals": [{
            "winner": 0,
            "spreads": ["7S 7S 7S; 3H 3C 3D; 4H 5H 6H", "QC QC QC", "KS QS JS"],
            "foul": [null, null, true],
        }]}),
    );
    // A: 5 in conditions, 1 for the game, 5 again = 11 from each; B 1 from each; C foul.
    assert_eq!(amounts(&out, 0), [21, -9, -12]);
    let typed = run(
        "panguingue",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 0, "conditions": [5, 1, null]}]}),
    );
    assert_eq!(amounts(&typed, 0), [21, -9, -12]);
    for (deal, field) in [
        (
            json!({"spreads": ["8H 8C 8D", null, null]}),
            "deals[0].spreads[0]",
        ),
        (
            json!({"spreads": ["3C 3C 3H", null, null]}),
            "deals[0].spreads[0]",
        ),
        (
            json!({"conditions": [2, null, null], "spreads": ["3H 3C 3D", null, null]}),
            "deals[0].conditions[0]",
        ),
        (
            json!({"winner": 2, "foul": [null, null, true]}),
            "deals[0].winner",
        ),
    ] {
        let e = refused(
            "panguingue",
            json!({"players": ["A", "B", "C"], "deals": [deal]}),
        );
        assert_eq!(e.field, field, "{e:?}");
    }
}

fn sums_to_nothing(out: &serde_json::Value) -> Result<(), TestCaseError> {
    for (i, deal) in out["deals"].as_array().unwrap().iter().enumerate() {
        let players: i64 = deal["amounts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_i64().unwrap())
            .sum();
        let before = match i {
            0 => 0,
            _ => out["deals"][i - 1]["pools"]["pool"].as_i64().unwrap_or(0),
        };
        let after = deal["pools"]["pool"].as_i64().unwrap_or(0);
        prop_assert_eq!(players + after - before, 0, "deal {}", i);
    }
    Ok(())
}

proptest! {
    /// Poker rum and poker gin paid each deal: nothing made or lost, and the lowest hand never
    /// pays.
    #[test]
    fn poker_rum_deals_sum_to_nothing(dead in prop::collection::vec(0i64..60, 2..6), caller in 0usize..6) {
        let n = dead.len();
        let caller = caller % n;
        let mut dead = dead;
        dead[caller] = dead[caller].min(10);
        let players: Vec<String> = (0..n).map(|p| format!("P{p}")).collect();
        for (law, settings) in [("poker-rum", json!({})), ("poker-gin", json!({"game": "each_deal"}))] {
            let out = run(law, json!({"settings": settings, "players": players,
                "deals": [{"caller": caller, "deadwood": dead}]}));
            sums_to_nothing(&out)?;
            let low = *dead.iter().min().unwrap();
            let got = amounts(&out, 0);
            for p in 0..n {
                if dead[p] == low {
                    prop_assert!(got[p] >= 0);
                }
            }
        }
    }

    /// Rum, Khun Khan, boat house rum and conquian over several deals, pools fed and taken:
    /// every deal sums to nothing with the pool.
    #[test]
    fn rum_deals_sum_to_nothing(
        deals in prop::collection::vec((prop::option::of(0usize..4), prop::collection::vec(0i64..50, 4), 0i64..5), 1..8),
    ) {
        let players = json!(["A", "B", "C", "D"]);
        for law in ["rum", "khun-khan", "boat-house-rum"] {
            let list: Vec<serde_json::Value> = deals
                .iter()
                .map(|(winner, dead, bought)| {
                    let mut dead: Vec<Option<i64>> = dead.iter().copied().map(Some).collect();
                    if let Some(w) = winner {
                        dead[*w] = None;
                    }
                    json!({"winner": winner, "deadwood": dead, "bought": [bought, null, null, null]})
                })
                .collect();
            let out = run(law, json!({"players": players, "deals": list}));
            sums_to_nothing(&out)?;
        }
        let list: Vec<serde_json::Value> = deals
            .iter()
            .map(|(winner, _, _)| json!({"winner": winner.map(|w| w % 2)}))
            .collect();
        let out = run("conquian", json!({"players": ["A", "B"], "deals": list}));
        sums_to_nothing(&out)?;
    }
}
