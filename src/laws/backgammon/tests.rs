//! Backgammon against the book's stakes (seed 000 L9082–9093), the cube and match play by hand,
//! and the ledger's promises as properties.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::registry;

fn score(input: Value) -> Result<Value, super::super::LawError> {
    registry::score("backgammon", &input.to_string()).map(|out| serde_json::from_str(&out).unwrap())
}

fn amounts(out: &Value) -> Vec<Vec<i64>> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| serde_json::from_value(d["amounts"].clone()).unwrap())
        .collect()
}

fn refused(input: Value) -> (String, String) {
    let e = score(input).unwrap_err();
    (e.field, e.message)
}

/// The contract of issue 26: a hit at the cube of 1 pays the single stake.
#[test]
fn the_contract_a_hit_pays_one() {
    let out = score(
        json!({"settings": {"backgammon": 3}, "players": ["P1", "P2"],
        "deals": [{"winner": 0, "kind": "hit", "cube": 1}]}),
    )
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![1, -1]]);
    assert_eq!(out["balances"], json!([1, -1]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 1, "to": 0, "amount": 1}])
    );
}

/// seed 000 L9082–9083 a hit, the single stake; L9085–9087 a gammon, "double the agreed
/// stake"; L9089–9093 a backgammon, "thrice or four times (as may have been agreed)".
#[test]
fn the_books_stakes_hit_gammon_backgammon() {
    let deals = json!([
        {"winner": 0, "kind": "hit"},
        {"winner": 1, "kind": "gammon"},
        {"winner": 0, "kind": "backgammon"},
    ]);
    let three =
        score(json!({"settings": {"stake": 5}, "players": ["A", "B"], "deals": deals})).unwrap();
    assert_eq!(
        amounts(&three),
        vec![vec![5, -5], vec![-10, 10], vec![15, -15]]
    );
    assert_eq!(three["balances"], json!([10, -10]));
    let four = score(
        json!({"settings": {"stake": 5, "backgammon": 4}, "players": ["A", "B"],
        "deals": deals}),
    )
    .unwrap();
    assert_eq!(amounts(&four)[2], vec![20, -20]);
    assert_eq!(four["balances"], json!([15, -15]));
}

/// By hand: the cube multiplies the game; a refused double pays the cube as it stood.
#[test]
fn the_cube_multiplies_and_a_refused_double_pays_the_cube() {
    let out = score(
        json!({"settings": {"stake": 2}, "players": ["Ann", "Bob"], "deals": [
            {"winner": 1, "kind": "gammon", "cube": 4},
            {"winner": 0, "kind": "backgammon", "cube": 2},
            {"winner": 0, "kind": "hit", "cube": 2, "declined": true},
        ]}),
    )
    .unwrap();
    assert_eq!(
        amounts(&out),
        vec![vec![-16, 16], vec![12, -12], vec![4, -4]]
    );
    assert_eq!(out["balances"], json!([0, 0]));
    assert_eq!(out["settlement"], json!([]));
    let note = out["deals"][2]["note"].as_str().unwrap();
    assert!(
        note.contains("Bob refuses Ann's double with the cube at 2"),
        "{note}"
    );
}

#[test]
fn a_cube_not_a_power_of_two_is_refused_naming_the_field() {
    for cube in [0, 3, 6, -2, 8192] {
        let (field, message) = refused(json!({"players": ["A", "B"],
            "deals": [{"winner": 0, "kind": "hit"}, {"winner": 0, "kind": "hit", "cube": cube}]}));
        assert_eq!(field, "deals[1].cube", "{cube}");
        assert!(message.contains("not a cube"), "{message}");
    }
}

/// A game given up at a double was not played out: no gammon can be scored in it.
#[test]
fn a_gammon_in_a_game_not_played_out_is_refused() {
    let (field, message) = refused(json!({"players": ["A", "B"],
        "deals": [{"winner": 0, "kind": "gammon", "cube": 2, "declined": true}]}));
    assert_eq!(field, "deals[0].kind");
    assert!(message.contains("not played out"), "{message}");
}

#[test]
fn bad_settings_and_players_are_refused_naming_the_field() {
    let game = json!([{"winner": 0, "kind": "hit"}]);
    let cases = [
        (json!({"backgammon": 5}), "settings.backgammon"),
        (json!({"stake": 0}), "settings.stake"),
        (json!({"match_to": 0}), "settings.match_to"),
    ];
    for (settings, want) in cases {
        let (field, _) =
            refused(json!({"settings": settings, "players": ["A", "B"], "deals": game}));
        assert_eq!(field, want);
    }
    let (field, _) =
        refused(json!({"players": ["A", "B"], "deals": [{"winner": 2, "kind": "hit"}]}));
    assert_eq!(field, "deals[0].winner");
    let (field, _) = refused(json!({"players": ["A", "B", "C"], "deals": game}));
    assert_eq!(field, "players");
    let (field, _) =
        refused(json!({"players": ["A", "B"], "deals": [{"winner": 0, "kind": "triple"}]}));
    assert!(field.starts_with("deals[0]"), "{field}");
}

/// A match to 5 by hand, with the Crawford game: Ann wins a gammon at the cube of 2 (4–0, one
/// away, so the next is the Crawford game, no cube); Bob wins the Crawford game's gammon (4–2);
/// after it the cube is back: Bob wins a hit at 2 (4–4); Ann wins a hit and the match (5–4).
#[test]
fn a_match_to_five_with_the_crawford_game() {
    let settings = json!({"match_to": 5});
    let deals = json!([
        {"winner": 0, "kind": "gammon", "cube": 2},
        {"winner": 1, "kind": "gammon"},
        {"winner": 1, "kind": "hit", "cube": 2},
        {"winner": 0, "kind": "hit"},
    ]);
    let out =
        score(json!({"settings": settings, "players": ["Ann", "Bob"], "deals": deals})).unwrap();
    assert_eq!(
        amounts(&out),
        vec![vec![4, -4], vec![-2, 2], vec![-2, 2], vec![1, -1]]
    );
    assert_eq!(out["balances"], json!([1, -1]));
    let notes: Vec<&str> = out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["note"].as_str().unwrap())
        .collect();
    assert!(
        notes[0].contains("the next game is the Crawford game"),
        "{}",
        notes[0]
    );
    assert!(notes[1].contains("the Crawford game; 4–2"), "{}", notes[1]);
    assert!(!notes[2].contains("Crawford"), "{}", notes[2]);
    assert!(notes[3].contains("Ann wins the match"), "{}", notes[3]);

    // A double in the Crawford game is refused, at the cube.
    let mut doubled = deals.clone();
    doubled[1]["cube"] = json!(2);
    let (field, message) =
        refused(json!({"settings": settings, "players": ["Ann", "Bob"], "deals": doubled}));
    assert_eq!(field, "deals[1].cube");
    assert!(message.contains("Crawford"), "{message}");
    let mut dropped = deals.clone();
    dropped[1]["declined"] = json!(true);
    dropped[1]["kind"] = json!("hit");
    let (field, _) =
        refused(json!({"settings": settings, "players": ["Ann", "Bob"], "deals": dropped}));
    assert_eq!(field, "deals[1].declined");

    // Without the Crawford rule the same double stands: 4–4.
    doubled.as_array_mut().unwrap().truncate(2);
    let out = score(json!({"settings": {"match_to": 5, "crawford": false},
        "players": ["Ann", "Bob"], "deals": doubled}))
    .unwrap();
    assert_eq!(amounts(&out)[1], vec![-4, 4]);
}

/// Only one Crawford game a match; a game after the match is won is refused.
#[test]
fn one_crawford_game_and_nothing_after_the_match() {
    let out = score(
        json!({"settings": {"match_to": 3}, "players": ["A", "B"], "deals": [
            {"winner": 0, "kind": "gammon"},
            {"winner": 1, "kind": "hit"},
            {"winner": 1, "kind": "hit", "cube": 2},
        ]}),
    )
    .unwrap();
    // 2–0, the Crawford game 2–1, then the cube is free again: 2–3, B wins.
    assert_eq!(out["balances"], json!([-1, 1]));
    assert!(
        out["deals"][2]["note"]
            .as_str()
            .unwrap()
            .contains("B wins the match")
    );
    let (field, message) = refused(json!({"settings": {"match_to": 3}, "players": ["A", "B"],
        "deals": [{"winner": 0, "kind": "backgammon"}, {"winner": 1, "kind": "hit"}]}));
    // Refused at the form's first question, saying the match is over (issue fx1).
    assert_eq!(field, "deals[1].winner");
    assert!(message.contains("over: A won it 3–0"), "{message}");
}

/// The pad tells the table what the next game is.
#[test]
fn the_pad_names_the_crawford_game() {
    use super::super::pad::PadInput;
    let input = PadInput {
        settings: json!({"match_to": 5}),
        sides: vec!["Ann".into(), "Bob".into()],
        deals: vec![json!({"winner": 1, "kind": "gammon", "cube": 2})],
    };
    let pad = (super::LAW.table.unwrap().pad)(&input).unwrap();
    let next = pad.asks.next.unwrap();
    assert!(next.contains("0–4") && next.contains("Crawford"), "{next}");
}

/// A match won: the pad says so, and that no game can follow, so the page shows no form; a
/// match under way or money play says nothing of the kind.
#[test]
fn the_pad_says_the_match_is_won() {
    use super::super::pad::PadInput;
    let pad = |settings: Value, deals: Vec<Value>| {
        let input = PadInput {
            settings,
            sides: vec!["Ann".into(), "Bob".into()],
            deals,
        };
        (super::LAW.table.unwrap().pad)(&input).unwrap()
    };
    let gammon = json!({"winner": 1, "kind": "gammon", "cube": 2});
    let won = pad(json!({"match_to": 3}), vec![gammon.clone()]);
    assert_eq!(won.asks.over.as_deref(), Some("Match to 3: Bob won 4–0."));
    assert!(
        pad(json!({"match_to": 5}), vec![gammon.clone()])
            .asks
            .over
            .is_none()
    );
    assert!(pad(json!({}), vec![gammon]).asks.over.is_none());
}

proptest! {
    /// Each game sums to nothing; the winner gains stake × multiplier × cube; a match never
    /// takes a double in the Crawford game.
    #[test]
    fn every_game_sums_to_nothing(
        games in prop::collection::vec((0usize..2, 0usize..3, 0u32..7), 1..12),
        four in any::<bool>(),
        stake in 1i64..100,
    ) {
        let kinds = ["hit", "gammon", "backgammon"];
        let deals: Vec<Value> = games.iter().map(|&(w, k, c)|
            json!({"winner": w, "kind": kinds[k], "cube": 1i64 << c})).collect();
        let bg = if four { 4 } else { 3 };
        let out = score(json!({"settings": {"backgammon": bg, "stake": stake},
            "players": ["A", "B"], "deals": deals})).unwrap();
        let mut total = [0i64; 2];
        for (i, a) in amounts(&out).iter().enumerate() {
            let (w, k, c) = games[i];
            let mult = [1, 2, bg][k];
            prop_assert_eq!(a[0] + a[1], 0);
            prop_assert_eq!(a[w], stake * mult * (1i64 << c));
            total[0] += a[0];
            total[1] += a[1];
        }
        prop_assert_eq!(out["balances"].clone(), json!(total));
    }
}

/// A chouette by hand, with two doubles: Ann in the box against Bob (captain), Cat and Dan.
/// Ann doubled Bob (cube 2) and Cat (cube 2); Cat redoubled to 4; Dan refused Ann's double;
/// the team wins a gammon: Bob takes 2×2 = 4, Cat 2×4 = 8, Dan pays his cube of 1.
#[test]
fn a_chouette_with_two_doubles() {
    let out = registry::score(
        "chouette",
        &json!({"players": ["Ann", "Bob", "Cat", "Dan"], "deals": [
            {"box": 0, "winner": 1, "kind": "gammon", "cubes": [null, 2, 4, 1],
             "declined": [null, null, null, "member"]},
        ]})
        .to_string(),
    )
    .map(|o| serde_json::from_str::<Value>(&o).unwrap())
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![-11, 4, 8, -1]]);
    let e = registry::score(
        "chouette",
        &json!({"players": ["A", "B", "C"], "deals": [{"box": 0, "winner": 0, "cubes": [null, 3]}]})
            .to_string(),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].cubes[1]");
}

/// Issue fx1: a money game (no match) says nothing of match play or the Crawford rule, in its
/// title or its settings; a match says both.
#[test]
fn a_money_game_is_not_called_a_match() {
    use super::super::words;
    let law = registry::find("backgammon").unwrap();
    let money = json!({});
    let title = words::form_title(law, &money);
    assert!(
        !title.contains("match") && !title.contains("Crawford"),
        "{title}"
    );
    assert!(title.contains("for money"), "{title}");
    assert!(!law.name.contains("Crawford"), "{}", law.name);
    assert!(!words::applies("backgammon", "crawford", &money));
    assert!(!words::applies(
        "backgammon",
        "crawford",
        &json!({"match_to": null})
    ));
    let matched = json!({"match_to": 5});
    assert_eq!(
        words::form_title(law, &matched),
        "Backgammon — a match to 5 points"
    );
    assert!(words::applies("backgammon", "crawford", &matched));
    assert!(words::applies("backgammon", "match_to", &money));
}

/// A match's pad (fc 1, 2, 4): each game's row gives the match score after it, the winner's
/// with the game's points; the foot is headed by the match and who won it; the cube is written
/// in its owner's cell, a refused double in the loser's, the Crawford game in its winner's, so
/// a phone without the note still shows them; the pad's entries are games. By hand, a match to
/// 3: Ann's hit at the cube of 2 owned by Bob, 2 points (2–0, the next game Crawford), Bob's
/// Crawford hit (2–1), Bob refuses Ann's double with the cube at 1 (3–1): Ann won, 3–1; the
/// ledger counts the points, Ann up 2 − 1 + 1 = 2.
#[test]
fn a_match_pad_writes_the_match_score_and_the_cube() {
    use super::super::pad::{Item, PadInput, Row};
    let input = PadInput {
        settings: json!({"match_to": 3}),
        sides: vec!["Ann".into(), "Bob".into()],
        deals: vec![
            json!({"winner": 0, "kind": "hit", "cube": 2, "owner": 1}),
            json!({"winner": 1, "kind": "hit"}),
            json!({"winner": 0, "kind": "hit", "cube": 1, "declined": true}),
        ],
    };
    let pad = (super::LAW.table.unwrap().pad)(&input).unwrap();
    let cells: Vec<Vec<Vec<Item>>> = pad
        .rows
        .iter()
        .filter_map(|r| match r {
            Row::Deal { below, .. } => Some(below.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        cells[0],
        vec![
            vec![Item::new(2, "(+2)")],
            vec![Item::new(0, ""), Item::words("owns cube 2")]
        ]
    );
    assert_eq!(
        cells[1],
        vec![
            vec![Item::new(2, "")],
            vec![Item::new(1, "(+1)"), Item::words("Crawford game")]
        ]
    );
    assert_eq!(
        cells[2],
        vec![
            vec![Item::new(3, "(+1)")],
            vec![Item::new(1, ""), Item::words("refused a double")]
        ]
    );
    assert_eq!(pad.asks.unit(), "game");
    assert_eq!(
        pad.settled[0].label,
        "Match to 3: Ann won 3–1; 3 games; Bob pays Ann 2 for the match"
    );
    // Money play keeps its counters and running balances, the cube in its owner's cell.
    let money = PadInput {
        settings: json!({}),
        ..input
    };
    let pad = (super::LAW.table.unwrap().pad)(&money).unwrap();
    let Row::Deal { below, .. } = &pad.rows[0] else {
        panic!("a game first")
    };
    assert_eq!(
        below,
        &vec![
            vec![Item::new(2, "now 2")],
            vec![Item::new(-2, "now -2"), Item::words("owns cube 2")]
        ]
    );
    assert!(pad.settled[0].label.starts_with("the sitting: 3 games;"));
}
