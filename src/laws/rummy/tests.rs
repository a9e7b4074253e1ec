//! Rum, poker rum, poker gin and conquian: the book's examples (seed 001), cases by hand, and
//! the fixed contracts.

use serde_json::{Value, json};

use super::super::LawError;
use super::super::registry;

pub(super) fn run(law: &str, input: Value) -> Value {
    let out = registry::score(law, &input.to_string()).unwrap_or_else(|e| panic!("{e:?}"));
    serde_json::from_str(&out).unwrap()
}

pub(super) fn refused(law: &str, input: Value) -> LawError {
    registry::score(law, &input.to_string()).expect_err("refused")
}

pub(super) fn amounts(out: &Value, deal: usize) -> Vec<i64> {
    out["deals"][deal]["amounts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect()
}

/// The contract: the winner is paid the pips each other holds, ace 1, king 13
/// (seed 001 L7931–7937): KH 7S AD is 21, QC 2D 14.
#[test]
fn rum_the_winner_collects_the_pips_held() {
    let out = run(
        "rum",
        json!({"settings": {"form": "rum"}, "players": ["A", "B", "C"],
               "deals": [{"winner": 0, "held": [null, "KH 7S AD", "QC 2D"]}]}),
    );
    assert_eq!(amounts(&out, 0), [35, -21, -14]);
    assert_eq!(out["balances"], json!([35, -21, -14]));
    let typed = run(
        "rum",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 0, "deadwood": [null, 21, 14]}]}),
    );
    assert_eq!(amounts(&typed, 0), [35, -21, -14]);
    // A table's form sends the blank counts beside written cards as nought.
    let form = run(
        "rum",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 0,
               "held": [null, "KH 7S AD", "QC 2D"], "deadwood": [0, 0, 0]}]}),
    );
    assert_eq!(amounts(&form, 0), [35, -21, -14]);
    // Who sits out may be left blank, but has nothing to pay.
    let out = run(
        "rum",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 0, "seated": [0, 1],
               "held": [null, "KH", ""], "deadwood": [0, 0, 0]}]}),
    );
    assert_eq!(amounts(&out, 0), [13, -13, 0]);
    let e = refused(
        "rum",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 0, "seated": [0, 1],
               "deadwood": [0, 4, 5]}]}),
    );
    assert_eq!(e.field, "deals[0].deadwood[2]");
}

/// L7960–7963: the whole hand laid down at once scores double.
#[test]
fn rum_the_whole_hand_at_once_scores_double() {
    let out = run(
        "rum",
        json!({"players": ["A", "B", "C"],
               "deals": [{"winner": 0, "at_once": true, "held": [null, "KH 7S AD", "QC 2D"]}]}),
    );
    assert_eq!(amounts(&out, 0), [70, -42, -28]);
    let e = refused(
        "rum",
        json!({"settings": {"at_once": "not_allowed"}, "players": ["A", "B"],
               "deals": [{"winner": 0, "at_once": true, "deadwood": [null, 5]}]}),
    );
    assert_eq!(e.field, "deals[0].at_once");
    let e = refused(
        "khun-khan",
        json!({"players": ["A", "B"], "deals": [{"winner": 0, "at_once": true, "deadwood": [null, 5]}]}),
    );
    assert_eq!(e.field, "deals[0].at_once");
}

/// L7951–7954: the stock drawn out, the lowest hand wins; by hand, A holds AS 2S (3), B KH
/// (13), C 5D 5C (10): each pays A his count, or the difference.
#[test]
fn rum_with_the_stock_out_the_lowest_hand_wins() {
    let deal = json!({"winner": null, "held": ["AS 2S", "KH", "5D 5C"]});
    let out = run("rum", json!({"players": ["A", "B", "C"], "deals": [deal]}));
    assert_eq!(amounts(&out, 0), [23, -13, -10]);
    let out = run(
        "rum",
        json!({"settings": {"low_collects": "difference"}, "players": ["A", "B", "C"], "deals": [deal]}),
    );
    assert_eq!(amounts(&out, 0), [17, -10, -7]);
    // Tied for low, both collect from the high hand.
    let out = run(
        "rum",
        json!({"players": ["A", "B", "C"], "deals": [{"deadwood": [3, 3, 10]}]}),
    );
    assert_eq!(amounts(&out, 0), [10, 10, -20]);
    let e = refused(
        "rum",
        json!({"settings": {"stock_out": "reshuffle"}, "players": ["A", "B", "C"], "deals": [deal]}),
    );
    assert_eq!(e.field, "deals[0].winner");
}

#[test]
fn rum_refuses_what_cannot_be() {
    let players = json!(["A", "B", "C"]);
    let cases = [
        (
            json!({"winner": 0, "held": [null, "KH", "KH"]}),
            "deals[0].held[2]",
        ),
        (
            json!({"winner": 0, "held": [null, "KH", "ZZ"]}),
            "deals[0].held[2]",
        ),
        (
            json!({"winner": 0, "held": ["2C", "KH", "3C"]}),
            "deals[0].held[0]",
        ),
        (json!({"winner": 0, "held": [null, "KH"]}), "deals[0].held"),
        (
            json!({"winner": 0, "held": [null, "KH", null]}),
            "deals[0].deadwood[2]",
        ),
        (
            json!({"winner": 0, "held": [null, "KH", "2C"], "deadwood": [null, 12, null]}),
            "deals[0].deadwood[1]",
        ),
        (
            json!({"winner": 3, "deadwood": [null, 1, 2]}),
            "deals[0].winner",
        ),
        (
            json!({"winner": 0, "held": [null, "JK", "2C"]}),
            "deals[0].held[1]",
        ),
        (
            json!({"winner": 0, "deadwood": [null, -1, 2]}),
            "deals[0].deadwood[1]",
        ),
    ];
    for (deal, field) in cases {
        let e = refused("rum", json!({"players": players, "deals": [deal]}));
        assert_eq!(e.field, field, "{e:?}");
    }
    let e = refused("rum", json!({"players": ["A"], "deals": []}));
    assert_eq!(e.field, "players");
}

/// L8141–8146: a covered card bought, its face value into a pool the first one out wins.
#[test]
fn rum_a_covered_card_bought_goes_to_the_first_out() {
    let out = run(
        "rum",
        json!({"players": ["A", "B", "C"],
               "deals": [{"winner": 2, "bought": [null, 7, null], "deadwood": [4, 0, null]}]}),
    );
    assert_eq!(amounts(&out, 0), [-4, -7, 11]);
    assert_eq!(out["pools"]["pool"], 0);
}

/// The issue's contract: C lowest with 9; A pays 3, B 11, D 3 (L8085–8090: "If neither of the
/// others can show less … they pay A the difference").
#[test]
fn poker_rum_each_pays_the_lowest_the_difference() {
    let out = run(
        "poker-rum",
        json!({"players": ["A", "B", "C", "D"], "deals": [{"caller": 0, "deadwood": [12, 20, 9, 12]}]}),
    );
    assert_eq!(amounts(&out, 0), [-3, -11, 17, -3]);
}

/// L8082–8090: A calls at 9 (a king and a 9 outside, the king discarded); B shows K, Q, 3
/// outside, 23, and pays the difference, 14; by hand C at 12 pays 3.
#[test]
fn poker_rum_the_books_three_hand_example() {
    let out = run(
        "poker-rum",
        json!({"players": ["A", "B", "C"],
               "deals": [{"caller": 0, "held": ["9D", "KC QC 3D", "2H QH"]}]}),
    );
    assert_eq!(amounts(&out, 0), [17, -14, -3]);
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("B pays A 14"), "{note}");
}

/// L8090–8091: "In case of ties, for low, both win from the high man."
#[test]
fn poker_rum_tied_for_low_both_win() {
    let out = run(
        "poker-rum",
        json!({"players": ["A", "B", "C"], "deals": [{"caller": 0, "deadwood": [5, 5, 12]}]}),
    );
    assert_eq!(amounts(&out, 0), [7, 7, -14]);
    let e = refused(
        "poker-rum",
        json!({"players": ["A", "B"], "deals": [{"caller": 0, "deadwood": [16, 5]}]}),
    );
    assert_eq!(e.field, "deals[0].deadwood[0]");
    assert!(e.message.contains("15 or less"), "{}", e.message);
    let e = refused(
        "poker-rum",
        json!({"players": ["A", "B"], "deals": [{"caller": 0, "deadwood": [6, null]}]}),
    );
    assert_eq!(e.field, "deals[0].deadwood[1]");
    // A double pack holds two of a card.
    let two = json!({"caller": 0, "held": ["KH", "KH"]});
    let e = refused("poker-rum", json!({"players": ["A", "B"], "deals": [two]}));
    assert_eq!(e.field, "deals[0].held[1]");
    let out = run(
        "poker-rum",
        json!({"settings": {"pack": "double"}, "players": ["A", "B"], "deals": [two]}),
    );
    assert_eq!(amounts(&out, 0), [0, 0]);
}

/// W14, L8112–8139: A stands at 6 (the 6 of diamonds); B lays off and is left with the 2 and 3
/// of diamonds, 5: "B would win 11 points from A", the difference and 10 for the undercut.
#[test]
fn poker_gin_the_undercut_wins_ten_more() {
    let deal = json!({"caller": 0, "held": ["6D", "2D 3D"]});
    let out = run(
        "poker-gin",
        json!({"settings": {"game": "each_deal"}, "players": ["A", "B"], "deals": [deal]}),
    );
    assert_eq!(amounts(&out, 0), [-11, 11]);
    // At 100 up the 11 is B's score, nothing paid yet.
    let out = run("poker-gin", json!({"players": ["A", "B"], "deals": [deal]}));
    assert_eq!(amounts(&out, 0), [0, 0]);
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(
        note.contains("B undercuts with 5") && note.contains("Points: A 0, B 11"),
        "{note}"
    );
    // Three hands: C undercuts the caller; B pays C the difference, A the difference and 10.
    let out = run(
        "poker-gin",
        json!({"settings": {"game": "each_deal"}, "players": ["A", "B", "C"],
               "deals": [{"caller": 0, "deadwood": [8, 20, 3]}]}),
    );
    assert_eq!(amounts(&out, 0), [-15, -17, 32]);
}

/// W15, L8129–8133: "if A were 96 and made 70, while B stopped at 60, A would win only 40".
#[test]
fn poker_gin_the_game_is_paid_from_100() {
    let out = run(
        "poker-gin",
        json!({"players": ["A", "B"], "deals": [
            {"caller": 1, "deadwood": [60, 0]},
            {"caller": 0, "deadwood": [0, 96]},
            {"caller": 0, "deadwood": [0, 70]},
            {"caller": 1, "deadwood": [9, 2]},
        ]}),
    );
    assert_eq!(amounts(&out, 0), [0, 0]);
    assert_eq!(amounts(&out, 1), [0, 0]);
    assert_eq!(amounts(&out, 2), [40, -40]);
    let note = out["deals"][2]["note"].as_str().unwrap();
    assert!(
        note.contains("B pays A 40") && note.contains("new game"),
        "{note}"
    );
    // The next game starts from nothing.
    let note = out["deals"][3]["note"].as_str().unwrap();
    assert!(note.contains("Points: A 0, B 7"), "{note}");
    assert_eq!(out["balances"], json!([40, -40]));
}

/// L8135–8136: "Pay me" with more than ten forfeits 5.
#[test]
fn poker_gin_a_false_call_forfeits_five() {
    let false_call = json!({"caller": 0, "deadwood": [12, null]});
    let out = run(
        "poker-gin",
        json!({"players": ["A", "B"], "deals": [false_call, {"caller": 1, "deadwood": [30, 0]}]}),
    );
    let note = out["deals"][1]["note"].as_str().unwrap();
    assert!(note.contains("Points: A -5, B 30"), "{note}");
    let out = run(
        "poker-gin",
        json!({"settings": {"forfeit": "to_each_other"}, "players": ["A", "B"], "deals": [false_call]}),
    );
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("Points: A 0, B 5"), "{note}");
    let out = run(
        "poker-gin",
        json!({"settings": {"game": "each_deal"}, "players": ["A", "B", "C"],
               "deals": [{"caller": 0, "deadwood": [12, null, null]}]}),
    );
    assert_eq!(amounts(&out, 0), [-10, 5, 5]);
}

/// L7771–7776: one counter to the winner; a tie puts one each in the pool, which the next
/// winner takes with his counter.
#[test]
fn conquian_a_counter_a_game_and_the_pool_on_a_tie() {
    let out = run(
        "conquian",
        json!({"players": ["A", "B"], "deals": [{"winner": 1}, {}, {"winner": 0}]}),
    );
    assert_eq!(amounts(&out, 0), [-1, 1]);
    assert_eq!(amounts(&out, 1), [-1, -1]);
    assert_eq!(out["deals"][1]["pools"]["pool"], 2);
    assert_eq!(amounts(&out, 2), [3, -1]);
    assert_eq!(out["balances"], json!([1, -1]));
    assert_eq!(out["pools"]["pool"], 0);
}

/// L7697–7698: at three, one stays out each deal in turn, the first listed first.
#[test]
fn conquian_three_play_two_at_a_time() {
    let out = run(
        "conquian",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 1}, {"winner": 0}, {"winner": 0}]}),
    );
    assert_eq!(amounts(&out, 0), [0, 1, -1]);
    assert_eq!(amounts(&out, 1), [1, 0, -1]);
    assert_eq!(amounts(&out, 2), [1, -1, 0]);
    let e = refused(
        "conquian",
        json!({"players": ["A", "B", "C"], "deals": [{"winner": 0}]}),
    );
    assert_eq!(e.field, "deals[0].winner");
    let e = refused(
        "conquian",
        json!({"players": ["A", "B", "C", "D"], "deals": []}),
    );
    assert_eq!(e.field, "players");
}
