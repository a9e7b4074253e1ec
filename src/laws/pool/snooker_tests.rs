//! Snooker pool against the national rules (seed 000 L10367–10463): the fixed example of issue
//! 26, every ball and penalty by hand, the table followed through a game, and the ledger's
//! promises as properties.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::registry;

fn score(input: Value) -> Result<Value, super::super::LawError> {
    registry::score("snooker-pool", &input.to_string())
        .map(|out| serde_json::from_str(&out).unwrap())
}

fn amounts(out: &Value) -> Vec<Vec<i64>> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| serde_json::from_value(d["amounts"].clone()).unwrap())
        .collect()
}

/// One game of `strokes` among four, its amounts.
fn game(strokes: Value) -> Vec<i64> {
    game_with(json!({}), strokes)
}

fn game_with(settings: Value, strokes: Value) -> Vec<i64> {
    let out = score(
        json!({"settings": settings, "players": ["A", "B", "C", "D"],
        "deals": [{"strokes": strokes}]}),
    )
    .unwrap();
    amounts(&out).remove(0)
}

fn refused(strokes: Value) -> (String, String) {
    let e = score(json!({"players": ["A", "B", "C", "D"], "deals": [{"strokes": strokes}]}))
        .unwrap_err();
    (e.field, e.message)
}

/// Issue 26's fixed contract. A pots a red (1) and the black (7) and receives 8 from each of
/// three (Rule 7, seed 000 L10401–10404); B, on a red, misses it and strikes the blue first:
/// he loses the blue's value, 5, to each player (Rule 12, L10426–10430).
#[test]
fn the_contract_red_and_black_then_a_miss_on_the_blue() {
    let out = score(json!({"players": ["A", "B", "C", "D"],
        "deals": [{"strokes": [{"player": 0, "pots": ["red", "black"]},
                               {"player": 1, "miss": "blue"}]}]}))
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![29, -23, -3, -3]]);
    assert_eq!(out["balances"], json!([29, -23, -3, -3]));
    assert_eq!(out["pools"], json!({}));
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("A 8, B -5, C 0, D 0"), "{note}");
    let paid: i64 = out["settlement"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["amount"].as_i64().unwrap())
        .sum();
    assert_eq!(paid, 29);
}

/// Rule 2 (L10379–10381): "Red 1, Yellow 2, Green 3, Brown 4, Blue 5, Pink 6, Black 7", each
/// received from each of the three others.
#[test]
fn every_ball_is_worth_its_value_from_each_player() {
    for (colour, v) in [
        ("yellow", 2),
        ("green", 3),
        ("brown", 4),
        ("blue", 5),
        ("pink", 6),
        ("black", 7),
    ] {
        let a = game(json!([{"player": 2, "pots": ["red", colour]}]));
        let s = 1 + v;
        assert_eq!(a, vec![-s, -s, 3 * s, -s], "{colour}");
    }
    // Several reds in one stroke (Rule 9, L10409–10415), then a colour.
    assert_eq!(
        game(json!([{"player": 0, "pots": ["red", "red", "red", "pink"]}])),
        vec![27, -9, -9, -9]
    );
}

/// Rule 11 (L10422–10425): a miss on a red loses 1 to each; in turn, on a pool ball, its
/// value; Rule 13 (L10431–10433) striking a wrong ball pays the ball hit: the higher (Rule 17).
#[test]
fn a_miss_costs_the_ball_on_or_the_ball_struck() {
    assert_eq!(
        game(json!([{"player": 3, "miss": "red"}])),
        vec![1, 1, 1, -3]
    );
    // After a red, on the green, missing it.
    assert_eq!(
        game(json!([{"player": 0, "pots": ["red"], "miss": "green"}])),
        vec![-6, 2, 2, 2]
    );
    // All the reds taken with blacks by A; then B on the yellow strikes the blue first.
    let mut strokes: Vec<Value> = vec![json!({"player": 0, "pots": reds_and_blacks(15)})];
    strokes.push(json!({"player": 1, "miss": "blue"}));
    let a = game(Value::Array(strokes.clone()));
    assert_eq!(a, vec![3 * 120 + 5, -120 - 15, -120 + 5, -120 + 5]);
    // On the yellow, a clean miss costs the yellow.
    strokes[1] = json!({"player": 1, "miss": "yellow"});
    assert_eq!(game(Value::Array(strokes))[1], -120 - 6);
}

fn reds_and_blacks(n: usize) -> Value {
    Value::Array(
        (0..n)
            .flat_map(|_| [json!("red"), json!("black")])
            .collect(),
    )
}

/// Rule 8 (L10405–10408): in off after striking a ball pays the ball first struck; Rule 15
/// (L10440–10444) in turn, in off with the colour, its value, and the colour is not taken.
#[test]
fn in_off_pays_the_ball_first_struck() {
    assert_eq!(
        game(json!([{"player": 1, "in_off": "red"}])),
        vec![1, -3, 1, 1]
    );
    assert_eq!(
        game(json!([{"player": 1, "pots": ["red"], "in_off": "pink"}])),
        vec![5, -15, 5, 5]
    );
    let mut strokes: Vec<Value> = vec![json!({"player": 0, "pots": reds_and_blacks(15)})];
    strokes.push(json!({"player": 1, "in_off": "yellow"}));
    // The yellow is respotted: C may still take it.
    strokes.push(json!({"player": 2, "pots": ["yellow", "green"]}));
    let a = game(Value::Array(strokes));
    assert_eq!(
        a,
        vec![360 + 2 - 5, -120 - 6 - 5, -120 + 2 + 15, -120 + 2 - 5]
    );
}

/// Rules 9 and 14 (L10409–10415, L10434–10439): he keeps the ball played at and pays the
/// highest colour cannoned in.
#[test]
fn colours_cannoned_in_pay_the_highest() {
    // A red, then the blue played at with the pink and the green cannoned in: 1 + 5 − 6 = 0.
    assert_eq!(
        game(json!([{"player": 0, "pots": ["red", "blue"], "cannoned": ["pink", "green"]}])),
        vec![0, 0, 0, 0]
    );
    assert_eq!(
        game(json!([{"player": 0, "pots": ["red", "black"], "cannoned": ["yellow"]}])),
        vec![18, -6, -6, -6]
    );
    let (field, _) = refused(json!([{"player": 0, "cannoned": ["pink"]}]));
    assert_eq!(field, "deals[0].strokes[0].cannoned[0]");
}

/// Rule 18 (L10453–10456): a ball forced off pays its value; the white "as if he had made a
/// coup" (the setting `white_off`); Rules 4–5 a point a ball out of place; Rule 20 out of turn.
#[test]
fn off_the_table_out_of_place_and_out_of_turn() {
    assert_eq!(
        game(json!([{"player": 0, "off_table": "pink"}])),
        vec![-18, 6, 6, 6]
    );
    assert_eq!(
        game(json!([{"player": 0, "off_table": "white"}])),
        vec![-3, 1, 1, 1]
    );
    assert_eq!(
        game(json!([{"player": 0, "pots": ["red"], "off_table": "white", "on": "black"}])),
        vec![3 - 21, -1 + 7, -1 + 7, -1 + 7]
    );
    assert_eq!(
        game_with(
            json!({"white_off": "one"}),
            json!([{"player": 0, "pots": ["red"], "off_table": "white"}])
        ),
        vec![0, 0, 0, 0]
    );
    let (field, message) = refused(json!([{"player": 0, "pots": ["red"], "off_table": "white"}]));
    assert_eq!(field, "deals[0].strokes[0].on");
    assert!(message.contains("say which"), "{message}");
    assert_eq!(
        game(json!([{"player": 2, "out_of_place": 2}])),
        vec![2, 2, -6, 2]
    );
    // Out of turn: he pots a red and the black but receives nothing, and pays 1 besides.
    assert_eq!(
        game(json!([{"player": 3, "pots": ["red", "black"], "out_of_turn": true}])),
        vec![1, 1, 1, -3]
    );
    // Rule 17: two errors in one stroke, the highest only.
    assert_eq!(
        game(json!([{"player": 0, "miss": "red", "in_off": "blue", "off_table": "green"}])),
        vec![-15, 5, 5, 5]
    );
}

/// The game to its end: 15 reds and blacks (120), then yellow to black (27): 147, the most one
/// player can make; a ball after that is refused.
#[test]
fn a_whole_game_and_nothing_after_it() {
    let mut pots = reds_and_blacks(15).as_array().unwrap().clone();
    for c in ["yellow", "green", "brown", "blue", "pink", "black"] {
        pots.push(json!(c));
    }
    let out = score(json!({"players": ["A", "B"],
        "deals": [{"strokes": [{"player": 0, "pots": pots.clone()}]}]}))
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![147, -147]]);
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("played out"), "{note}");
    let e = score(json!({"players": ["A", "B"],
        "deals": [{"strokes": [{"player": 0, "pots": pots}, {"player": 1, "miss": "black"}]}]}))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].strokes[1]");
}

/// Issue 26: a colour not on the table, a ball potted twice, refused naming the field.
#[test]
fn a_ball_not_on_the_table_or_potted_twice_is_refused() {
    let (field, message) = refused(json!([{"player": 0, "pots": ["red", "purple"]}]));
    assert_eq!(field, "deals[0].strokes[0].pots[1]");
    assert!(message.contains("not a ball on the table"), "{message}");
    // Rule 3: a colour before a red.
    let (field, message) = refused(json!([{"player": 0, "pots": ["blue"]}]));
    assert_eq!(field, "deals[0].strokes[0].pots[0]");
    assert!(message.contains("on a red"), "{message}");
    // A sixteenth red.
    let (field, message) = refused(json!([{"player": 0, "pots": reds_and_blacks(16)}]));
    assert_eq!(field, "deals[0].strokes[0].pots[30]");
    assert!(message.contains("15 reds"), "{message}");
    // In turn: the yellow twice, the brown before the green, a red when none is left.
    let mut strokes = vec![json!({"player": 0, "pots": reds_and_blacks(15)})];
    strokes.push(json!({"player": 1, "pots": ["yellow"]}));
    strokes.push(json!({"player": 2, "pots": ["yellow"]}));
    let (field, message) = refused(Value::Array(strokes.clone()));
    assert_eq!(field, "deals[0].strokes[2].pots[0]");
    assert!(message.contains("potted already"), "{message}");
    strokes[2] = json!({"player": 2, "pots": ["brown"]});
    let (field, message) = refused(Value::Array(strokes.clone()));
    assert_eq!(field, "deals[0].strokes[2].pots[0]");
    assert!(message.contains("on the green"), "{message}");
    strokes[2] = json!({"player": 2, "miss": "red"});
    let (field, _) = refused(Value::Array(strokes.clone()));
    assert_eq!(field, "deals[0].strokes[2].miss");
    strokes[2] = json!({"player": 2, "in_off": "yellow"});
    let (field, message) = refused(Value::Array(strokes));
    assert_eq!(field, "deals[0].strokes[2].in_off");
    assert!(message.contains("no longer on the table"), "{message}");
    // A player who is not in the game.
    let (field, _) = refused(json!([{"player": 7, "pots": ["red"]}]));
    assert_eq!(field, "deals[0].strokes[0].player");
    let e = score(json!({"settings": {"stake": 0}, "players": ["A", "B"],
        "deals": [{"strokes": []}]}))
    .unwrap_err();
    assert_eq!(e.field, "settings.stake");
}

/// The slate (a table's form): each player's balls and penalties in words, the same money.
#[test]
fn the_slate_gives_the_same_money() {
    let out = score(json!({"players": ["A", "B", "C", "D"],
        "deals": [{"slate": ["red black", "miss blue", null, ""]}]}))
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![29, -23, -3, -3]]);
    let out = score(json!({"settings": {"stake": 2}, "players": ["A", "B", "C"],
        "deals": [{"slate": ["red pink, in-off red", "Red Yellow out-of-turn", "off black"]}]}))
    .unwrap();
    // Scores 6, 2, −7: each pair settles the difference, twice over.
    assert_eq!(amounts(&out), vec![vec![2 * 17, 2 * 5, 2 * -22]]);
    for (slate, field) in [
        (json!(["red mauve"]), "deals[0].slate[0]"),
        (json!(["red", "miss"]), "deals[0].slate[1]"),
    ] {
        let e = score(json!({"players": ["A", "B"], "deals": [{"slate": slate}]})).unwrap_err();
        assert_eq!(e.field, field);
    }
    let e = score(json!({"players": ["A", "B"],
        "deals": [{"slate": ["red"], "strokes": [{"player": 0}]}]}))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].slate");
}

proptest! {
    /// Whatever is potted and forfeited, each game's payments sum to nothing, and each player
    /// receives n × his score less the sum of the scores (L10353–10357).
    #[test]
    fn payments_sum_to_nothing(
        visits in prop::collection::vec((0usize..5, 0usize..4, 0usize..8, any::<bool>()), 0..30),
        stake in 1i64..5,
    ) {
        let colours = ["yellow", "green", "brown", "blue", "pink", "black"];
        let strokes: Vec<Value> = visits
            .iter()
            .map(|&(p, pairs, penalty, turn)| {
                let mut pots = Vec::new();
                for k in 0..pairs {
                    pots.push(json!("red"));
                    pots.push(json!(colours[(p + k) % 6]));
                }
                let mut v = json!({"player": p, "pots": pots});
                match penalty {
                    0..=5 => v["miss"] = json!(colours[penalty]),
                    6 => v["out_of_turn"] = json!(turn),
                    _ => {}
                }
                v
            })
            .collect();
        let input = json!({"settings": {"stake": stake}, "players": ["A", "B", "C", "D", "E"],
            "deals": [{"strokes": strokes}]});
        if let Ok(out) = score(input) {
            let a = &amounts(&out)[0];
            prop_assert_eq!(a.iter().sum::<i64>(), 0);
            prop_assert!(a.iter().all(|x| x.rem_euclid(5 * stake) == a[0].rem_euclid(5 * stake)));
            let paid: i64 = out["settlement"].as_array().unwrap().iter()
                .map(|p| p["amount"].as_i64().unwrap()).sum();
            prop_assert_eq!(paid, a.iter().filter(|&&x| x > 0).sum::<i64>());
        }
    }
}

/// Issue fx1: a colour not on is refused on the slate as on the strokes, naming the field —
/// two colours after one red (Rule 3, seed 000 L10382–10385) and a colour again after the
/// colours were taken in turn (Rule 6, L10398–10400).
#[test]
fn a_colour_not_on_is_refused_on_both_paths() {
    let (field, message) = refused(json!([{"player": 0, "pots": ["red", "black", "black"]}]));
    assert_eq!(field, "deals[0].strokes[0].pots[2]");
    assert!(message.contains("on a red"), "{message}");
    let slate = |s: Value| score(json!({"players": ["A", "B", "C"], "deals": [{"slate": s}]}));
    let e = slate(json!(["red black black"])).unwrap_err();
    assert_eq!(e.field, "deals[0].slate[0]");
    assert!(e.message.contains("does not follow a red"), "{}", e.message);
    // A colour alone while reds remain, on another line.
    let e = slate(json!(["red black", "blue"])).unwrap_err();
    assert_eq!(e.field, "deals[0].slate[1]");
    // The clearance and the yellow again, by strokes and on the slate.
    let mut pots = reds_and_blacks(15).as_array().unwrap().clone();
    for c in [
        "yellow", "green", "brown", "blue", "pink", "black", "yellow",
    ] {
        pots.push(json!(c));
    }
    let (field, _) = refused(json!([{"player": 0, "pots": pots.clone()}]));
    assert_eq!(field, "deals[0].strokes[0].pots[36]");
    let words: Vec<&str> = pots.iter().map(|b| b.as_str().unwrap()).collect();
    let e = slate(json!([words.join(" ")])).unwrap_err();
    assert_eq!(e.field, "deals[0].slate[0]");
    assert!(e.message.contains("each once"), "{}", e.message);
    // The yellow on two lines, the brown before the green, a red after the colours.
    let reds = words[..30].join(" ");
    let e = slate(json!([format!("{reds} yellow"), "yellow"])).unwrap_err();
    assert_eq!(e.field, "deals[0].slate[1]");
    let e = slate(json!([format!("{reds} yellow"), "brown"])).unwrap_err();
    assert_eq!(e.field, "deals[0].slate[1]");
    assert!(e.message.contains("before the green"), "{}", e.message);
    let e = slate(json!(["red black yellow red"])).unwrap_err();
    assert_eq!(e.field, "deals[0].slate[0]");
    // Played out across the lines, the colours shared: accepted; and a last red whose colour
    // was not potted, the yellow after it taken in turn on the same line.
    let out = slate(json!([
        format!("{reds} yellow"),
        "green brown",
        "blue pink black"
    ]))
    .unwrap();
    assert_eq!(amounts(&out)[0].iter().sum::<i64>(), 0);
    let reds14 = words[..28].join(" ");
    slate(json!([format!("{reds14} red yellow"), "green", "brown"])).unwrap();
    slate(json!([format!("{reds14} red green"), "yellow", "brown"])).unwrap();
}
