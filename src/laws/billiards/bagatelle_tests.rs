use proptest::prelude::*;
use serde_json::{Value, json};

use super::bagatelle::*;
use crate::laws::LawError;
use crate::laws::pad::PadInput;

fn run(settings: Value, deals: Value) -> Result<Value, LawError> {
    let input = json!({"settings": settings, "players": ["Ann", "Bob"], "deals": deals});
    score_json(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn turn(player: usize, points: i64) -> Value {
    json!({"player": player, "points": points})
}

/// Each ball holed scores its cup's number, and "the black ball counts double" (seed 000
/// L9299–9300): 9, 8, 7, 6 and the black in 5 make 30 + 10. Cups typed on the form read alike.
#[test]
fn a_turn_scores_its_cups_and_the_black_double() {
    let out = run(
        json!({}),
        json!([{"player": 0, "cups": [9, 8, 7, 6], "black": 5},
               {"player": 1, "cups": "1, 2"}]),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["points"], json!(40));
    assert_eq!(out["deals"][1]["points"], json!(3));
    assert_eq!(
        out["deals"][0]["note"],
        json!("Ann's turn: 9, 8, 7, 6, black in 5 (10) = 40")
    );
}

/// The game of 120 (seed 000 L9332–9338): Ann, first to play, reaches 125 on her third turn;
/// Bob still plays his eight balls and ends at 53, and the larger total wins. Bob has not turned
/// the corner (60 or less), so the game is a double (L9340–9343): 2, a lurch on the ladder.
#[test]
fn the_first_to_reach_lets_the_second_play_and_a_loser_short_of_the_corner_pays_double() {
    let out = run(
        json!({}),
        json!([{"player": 0, "cups": [9, 8, 7, 6], "black": 5}, {"player": 1, "cups": [1, 2]},
               turn(0, 45), turn(1, 30), turn(0, 40), turn(1, 20)]),
    )
    .unwrap();
    assert!(out["deals"][4].get("ended_game").is_none());
    assert_eq!(out["deals"][5]["ended_game"], json!(0));
    assert_eq!(
        out["games"][0],
        json!({"winner": 0, "final_points": [125, 53], "double": true})
    );
    let settled = &out["pad"]["settled"][0];
    assert_eq!(settled["amounts"], json!([2, -2]));
    assert_eq!(settled["lurch"], json!(true));
    assert_eq!(settled["label"], json!("Ann wins 125 to 53, a double"));
    // Without the double, a single.
    let out = run(
        json!({"double": false}),
        json!([
            turn(0, 54),
            turn(1, 3),
            turn(0, 54),
            turn(1, 30),
            turn(0, 40),
            turn(1, 20)
        ]),
    )
    .unwrap();
    assert_eq!(out["pad"]["settled"][0]["amounts"], json!([1, -1]));
}

/// The first to reach is overtaken by the second's last turn: the larger total wins, a single
/// as the loser has turned the corner (L9332–9343). In the second game Bob plays first and
/// reaches 162; Ann's last turn leaves her 128, past the corner.
#[test]
fn the_larger_total_wins_at_the_end_of_the_round() {
    let out = run(
        json!({}),
        json!([
            turn(0, 50),
            turn(1, 50),
            turn(0, 50),
            turn(1, 50),
            turn(0, 25),
            turn(1, 30),
            turn(1, 54),
            turn(0, 54),
            turn(1, 54),
            turn(0, 54),
            turn(1, 54),
            turn(0, 20)
        ]),
    )
    .unwrap();
    assert_eq!(
        out["games"][0],
        json!({"winner": 1, "final_points": [125, 130], "double": false})
    );
    assert_eq!(
        out["games"][1],
        json!({"winner": 1, "final_points": [128, 162], "double": false})
    );
    assert_eq!(out["scores"], Value::Null);
}

/// Equal totals ([GAP]): by default another round decides; or the game is drawn.
#[test]
fn equal_totals_play_on_or_draw() {
    let deals = json!([
        turn(0, 54),
        turn(1, 54),
        turn(0, 54),
        turn(1, 54),
        turn(0, 17),
        turn(1, 17),
        turn(0, 10),
        turn(1, 0)
    ]);
    let out = run(json!({}), deals.clone()).unwrap();
    assert_eq!(
        out["games"][0],
        json!({"winner": 0, "final_points": [135, 125], "double": false})
    );
    let out = run(json!({"tie": "drawn"}), deals).unwrap();
    assert_eq!(
        out["games"][0],
        json!({"winner": null, "final_points": [125, 125], "double": false})
    );
    assert_eq!(out["pad"]["settled"][0]["amounts"], json!([0, 0]));
    assert_eq!(out["pad"]["settled"][0]["label"], json!("drawn at 125 all"));
    // The next game is under way: Ann 10, Bob 0.
    assert_eq!(out["scores"], json!([10, 0]));
}

#[test]
fn refusals_name_the_field() {
    let cases: &[(Value, Value, &str)] = &[
        (
            json!({}),
            json!([{"player": 0, "cups": [1, 2, 3, 4, 5, 6, 7, 8, 9]}]),
            "deals[0].cups",
        ),
        (
            json!({}),
            json!([{"player": 0, "cups": [10]}]),
            "deals[0].cups[0]",
        ),
        (
            json!({}),
            json!([{"player": 0, "cups": "3 x"}]),
            "deals[0].cups[1]",
        ),
        (
            json!({}),
            json!([{"player": 0, "cups": [4, 4]}]),
            "deals[0].cups[1]",
        ),
        (
            json!({}),
            json!([{"player": 0, "cups": [4], "black": 4}]),
            "deals[0].black",
        ),
        (
            json!({}),
            json!([{"player": 0, "black": 0}]),
            "deals[0].black",
        ),
        (
            json!({}),
            json!([{"player": 0, "points": 55}]),
            "deals[0].points",
        ),
        (
            json!({}),
            json!([{"player": 0, "points": 5, "black": 1}]),
            "deals[0].points",
        ),
        (
            json!({}),
            json!([turn(0, 5), turn(0, 5)]),
            "deals[1].player",
        ),
        (json!({}), json!([turn(2, 5)]), "deals[0].player"),
        (json!({"game": 0}), json!([]), "settings.game"),
        (json!({"tie": "toss"}), json!([]), "settings.tie"),
    ];
    for (settings, deals, field) in cases {
        let e = run(settings.clone(), deals.clone()).unwrap_err();
        assert_eq!(e.field, *field, "{deals}: {}", e.message);
    }
    // Two balls in a cup when the table allows it.
    assert!(
        run(
            json!({"one_ball_a_cup": false}),
            json!([{"player": 0, "cups": [4, 4], "black": 4}])
        )
        .is_ok()
    );
}

/// Four as partners (L9345–9347): the same law, two sides.
#[test]
fn partners_keep_the_same_score() {
    let input = PadInput {
        settings: json!({}),
        sides: vec!["Ann & Cid".into(), "Bob & Dee".into()],
        deals: vec![
            turn(0, 54),
            turn(1, 10),
            turn(0, 54),
            turn(1, 10),
            turn(0, 20),
            turn(1, 5),
        ],
    };
    let pad = (BAGATELLE_PARTNERS.table.unwrap().pad)(&input).unwrap();
    assert_eq!(pad.settled[0].winner, Some(0));
    assert_eq!(pad.settled[0].final_points, vec![128, 25]);
}

proptest! {
    /// Every game is won at the end of a round by the larger total, at or past the game's
    /// points; a double exactly when the loser has half the game or less; the pad's money
    /// sums to nothing.
    #[test]
    fn every_game_goes_to_the_larger_total_at_the_end_of_a_round(
        turns in prop::collection::vec(0i64..=54, 1..60),
    ) {
        let deals: Vec<Value> = turns.iter().enumerate().map(|(i, p)| turn(i % 2, *p)).collect();
        let input = PadInput {
            settings: json!({}),
            sides: vec!["Ann".into(), "Bob".into()],
            deals,
        };
        // Each game starts with player 0 (the games here are all of even length).
        let (_, sitting) = play(&input).unwrap();
        for g in &sitting.games {
            let w = g.winner.unwrap();
            prop_assert!(g.final_points[w] >= 120);
            prop_assert!(g.final_points[w] > g.final_points[1 - w]);
            prop_assert_eq!(g.double, g.final_points[1 - w] <= 60);
        }
        let pad = pad(&input).unwrap();
        prop_assert_eq!(pad.net().iter().sum::<i64>(), 0);
    }
}
