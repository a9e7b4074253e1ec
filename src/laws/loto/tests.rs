//! Loto: the book's prizes and pool parts, and hand-computed games and drawings, each summing to
//! nothing with the pool (the ledger refuses otherwise).

use serde_json::{Value, json};

use super::line_prize;
use crate::laws::LawError;
use crate::laws::registry::score;

fn run(input: Value) -> Result<Value, LawError> {
    score("loto", &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn four() -> Value {
    json!(["Ann", "Bob", "Cat", "Dan"])
}

/// Seed 003 L5730–5744: one counter on a line wins that counter; an ambo five besides the two,
/// a terne 25, a quaterne 100, a quinterne 250 besides.
#[test]
fn the_line_prizes() {
    let prizes: Vec<i64> = (0..=5).map(line_prize).collect();
    assert_eq!(prizes, [0, 1, 7, 28, 104, 255]);
}

/// The first method (seed 003 L5640–5676): four a card; the whole card takes all.
#[test]
fn the_first_method_the_whole_card_takes_the_pool() {
    let out =
        run(json!({"players": four(), "deals": [{"cards": [1, 2, 1, 1], "card": 2}]})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-4, -8, 16, -4]));
}

/// The pool in four parts (seed 003 L5648–5656): a quarter to the first line, a quarter to the
/// first two lines, the half to the whole card.
#[test]
fn the_first_method_in_quarters() {
    let s = json!({"quarters": true});
    let deal = json!({"line": 0, "two_lines": 1, "card": 1});
    let out = run(json!({"settings": s, "players": four(), "deals": [deal]})).unwrap();
    // 16 in: Ann 4, Bob 4 + 8.
    assert_eq!(out["deals"][0]["amounts"], json!([0, 8, -4, -4]));
    let s = json!({"quarters": true, "stake": 1});
    let deal = json!({"cards": [1, 1, 1, 2], "line": 0, "two_lines": 1, "card": 1});
    let e = run(json!({"settings": s, "players": four(), "deals": [deal]})).unwrap_err();
    assert_eq!(e.field, "deals[0].cards");
}

/// The second method (seed 003 L5678–5772), hand-computed: two cards each, 60 a card, 480 in.
/// Drawing 1: Ann a terne (28) and an abstract (1), Bob an ambo (7). Drawing 2: Cat a
/// quinterne (255) and Dan a quaterne (104), the pool (444 left) pays. Drawing 3: Dan a
/// quinterne, 255 against 85 left: the pool is replenished once (480). Drawing 4, the last: Ann
/// two quinternes, 510, against 310: paid 310, a bankruptcy; nothing is left.
#[test]
fn the_second_method_over_four_drawings() {
    let deals = json!([
        {"lines": [[3, 1], [2], [], []]},
        {"lines": [[], [], [5], [4]]},
        {"won": [0, 0, 0, 255]},
        {"won": [510, 0, 0, 0], "last": true}
    ]);
    let out =
        run(json!({"settings": {"method": "second"}, "players": four(), "deals": deals})).unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([-91, -113, -120, -120]));
    assert_eq!(out["deals"][0]["pools"]["pool"], 444);
    assert_eq!(out["deals"][1]["amounts"], json!([0, 0, 255, 104]));
    assert_eq!(out["deals"][2]["amounts"], json!([-120, -120, -120, 135]));
    assert_eq!(out["deals"][2]["pools"]["pool"], 310);
    assert_eq!(out["deals"][3]["amounts"], json!([310, 0, 0, 0]));
    assert!(
        out["deals"][3]["note"]
            .as_str()
            .unwrap()
            .contains("bankruptcy")
    );
    assert_eq!(out["pools"]["pool"], 0);
    let e = run(json!({"settings": {"method": "second"}, "players": four(), "deals": [{"won": [1, 0, 0, 0], "last": true}, {"won": [0, 0, 0, 0]}]})).unwrap_err();
    assert_eq!(e.field, "deals[1].last");
}

/// After the last drawing what the pool holds goes back by the cards held.
#[test]
fn the_last_drawing_returns_what_is_left() {
    let deals = json!([{"cards": [1, 2, 1, 2], "won": [7, 0, 0, 0], "last": true}]);
    let out = run(json!({"settings": {"method": "second", "per_card": 10}, "players": four(), "deals": deals})).unwrap();
    // 60 in; Ann 7; 53 back by cards (1,2,1,2 of 6): 8, 17, 8, 17 and the odd three from Ann on.
    assert_eq!(out["deals"][0]["amounts"], json!([6, -2, -1, -3]));
    assert_eq!(out["pools"]["pool"], 0);
}

#[test]
fn loto_refuses_what_cannot_be() {
    let bad = [
        (json!({}), json!({}), "deals[0].card"),
        (json!({}), json!({"card": 0, "line": 1}), "deals[0].line"),
        (
            json!({}),
            json!({"card": 0, "won": [0, 0, 0, 0]}),
            "deals[0].won",
        ),
        (
            json!({}),
            json!({"card": 0, "cards": [7, 1, 1, 1]}),
            "deals[0].cards[0]",
        ),
        (
            json!({"method": "second"}),
            json!({"lines": [[6], [], [], []]}),
            "deals[0].lines[0][0]",
        ),
        (
            json!({"method": "second"}),
            json!({"lines": [[1, 1, 1, 1, 1, 1, 1], [], [], []]}),
            "deals[0].lines[0]",
        ),
        (
            json!({"method": "second"}),
            json!({"card": 1}),
            "deals[0].card",
        ),
    ];
    for (s, deal, field) in bad {
        let e = run(json!({"settings": s, "players": four(), "deals": [deal]})).unwrap_err();
        assert_eq!(e.field, field, "{deal}");
    }
}
