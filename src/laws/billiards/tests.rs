use proptest::prelude::*;
use serde_json::{Value, json};

use super::strokes::{Stroke, read};
use super::*;

fn run(input: Value) -> Result<Value, LawError> {
    game::score_json(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn value(stroke: &str, settings: &Settings) -> i64 {
    read("s", stroke).unwrap().points(settings)
}

fn sitting(settings: Value, deals: Value) -> Result<Value, LawError> {
    run(json!({"settings": settings, "players": ["Ann", "Bob"], "deals": deals}))
}

fn refusal(settings: Value, deals: Value) -> LawError {
    sitting(settings, deals).unwrap_err()
}

/// The book's list of strokes A to I (seed 000 L9437–9477), each the sum of its parts.
#[test]
fn the_books_strokes_from_two_to_ten() {
    let s = Settings::default();
    let book: &[(&str, i64, &str)] = &[
        // A (L9437–9440): a winning hazard off the white, a losing hazard off it, a cannon.
        ("white-winning", 2, "A"),
        ("white-losing", 2, "A"),
        ("cannon", 2, "A"),
        // B (L9442–9444): the red pocketed, or the striker's ball off the red.
        ("red-winning", 3, "B"),
        ("red-losing", 3, "B"),
        // C (L9446–9449): both whites; a cannon and the white; a cannon and in-off the white.
        ("white-winning+white-losing", 4, "C"),
        ("cannon+white-winning", 4, "C"),
        ("cannon+white-losing", 4, "C"),
        // D (L9451–9455): cannon and red; cannon and in-off the red or both together; red
        // and white without a cannon; in-off the white and the red.
        ("cannon+red-winning", 5, "D"),
        ("cannon+red-losing", 5, "D"),
        ("cannon+both-losing", 5, "D"),
        ("red-winning+white-winning", 5, "D"),
        ("white-losing+red-winning", 5, "D"),
        // E (L9457–9459): red first, red and own ball; cannon off the white on to the red and
        // both whites pocketed.
        ("red-losing+red-winning", 6, "E"),
        ("cannon+white-winning+white-losing", 6, "E"),
        // F (L9461–9466).
        ("white-winning+cannon+red-winning", 7, "F"),
        ("cannon+red-winning+white-winning", 7, "F"),
        ("white-losing+red-winning+white-winning", 7, "F"),
        ("red-losing+cannon+white-winning", 7, "F"),
        // G (L9468–9471).
        ("red-winning+cannon+red-losing", 8, "G"),
        ("red-losing+white-winning+red-winning", 8, "G"),
        // H (L9473–9474) and I (L9476–9477).
        ("white-losing+cannon+red-winning+white-winning", 9, "H"),
        ("red-losing+cannon+red-winning+white-winning", 10, "I"),
    ];
    for (stroke, points, letter) in book {
        assert_eq!(value(stroke, &s), *points, "{letter}: {stroke}");
    }
}

/// "By Billiard Association rules … as if the white had been struck first. Under National
/// Rules … as if the red were struck first" (seed 000 L9423–9427).
#[test]
fn both_balls_at_once_by_either_rule() {
    let national = Settings::default();
    let association = Settings {
        simultaneous: Simultaneous::White,
        ..Settings::default()
    };
    assert_eq!(value("both-losing", &national), 3);
    assert_eq!(value("both-losing", &association), 2);
    assert_eq!(value("cannon+both-losing", &association), 4);
}

/// "A miss counts one, a coup three, to the opposite player" (seed 000 L9432–9433).
#[test]
fn a_miss_and_a_coup_score_to_the_opponent() {
    let out = sitting(
        json!({}),
        json!([
            {"player": 0, "strokes": ["red-winning", "miss"]},
            {"player": 1, "strokes": "cannon, coup"}
        ]),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["scores"], json!([3, 1]));
    assert_eq!(out["deals"][0]["penalty"], json!(1));
    assert_eq!(out["deals"][1]["scores"], json!([6, 3]));
    assert_eq!(
        out["deals"][1]["note"],
        json!("Bob's break of 2: cannon 2, coup: 3 to Ann")
    );
}

/// Control Club rule 18 (seed 000 L10044–10046): a ball forced off the table gives the
/// non-striker two; without the Control Club rules it ends the break and scores nothing. A foul
/// (L10048–10050) scores nothing and ends the break; the strokes before it stand.
#[test]
fn a_ball_off_the_table_and_a_foul() {
    let deals = json!([{"player": 0, "strokes": ["cannon", "off-table"]},
                       {"player": 1, "strokes": ["red-winning", "foul"]}]);
    let out = sitting(json!({}), deals.clone()).unwrap();
    assert_eq!(out["deals"][0]["scores"], json!([2, 2]));
    assert_eq!(out["deals"][1]["scores"], json!([2, 5]));
    let out = sitting(json!({"control_club": false}), deals).unwrap();
    assert_eq!(out["deals"][0]["scores"], json!([2, 0]));
}

/// Rule 13 (seed 000 L10038–10040): 25 ball-to-ball cannons running, then only a hazard or an
/// indirect cannon continues the break.
#[test]
fn twenty_five_cannons_then_a_hazard_or_an_indirect_cannon() {
    let mut strokes = vec!["cannon"; 25];
    let out = sitting(
        json!({"points": 500}),
        json!([{"player": 0, "strokes": strokes}]),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["points"], json!(50));
    strokes.push("cannon");
    let e = refusal(
        json!({"points": 500}),
        json!([{"player": 0, "strokes": strokes}]),
    );
    assert_eq!(e.field, "deals[0].strokes[25]");
    assert!(e.message.contains("rule 13"), "{}", e.message);
    strokes[25] = "cushion-cannon";
    strokes.extend(["cannon"; 3]);
    let out = sitting(
        json!({"points": 500}),
        json!([{"player": 0, "strokes": strokes}]),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["points"], json!(58));
    let e = sitting(
        json!({"points": 500, "control_club": false}),
        json!([{"player": 0, "strokes": vec!["cannon"; 30]}]),
    );
    assert!(e.is_ok());
}

/// Rule 9 (seed 000 L10028–10030): no two misses in successive innings, unless a score came
/// between or a double baulk intervened.
#[test]
fn no_two_misses_running() {
    let miss = |p: usize| json!({"player": p, "strokes": ["miss"]});
    let safety = |p: usize| json!({"player": p});
    let e = refusal(json!({}), json!([miss(0), safety(1), miss(0)]));
    assert_eq!(e.field, "deals[2].strokes[0]");
    assert!(e.message.contains("rule 9"), "{}", e.message);
    // A score between, by either player, lifts it.
    let scored = json!({"player": 1, "strokes": ["cannon"]});
    assert!(sitting(json!({}), json!([miss(0), scored, miss(0)])).is_ok());
    // The point the other's miss gives is its penalty, not a score: misses by turns are the
    // safety play the rule was made to stop.
    let e = refusal(json!({}), json!([miss(0), miss(1), miss(0)]));
    assert_eq!(e.field, "deals[2].strokes[0]");
    let off = json!({"player": 1, "strokes": ["off-table"]});
    assert!(
        refusal(json!({}), json!([miss(0), off, miss(0)]))
            .message
            .contains("rule 9")
    );
    let own = json!({"player": 0, "strokes": ["cannon", "miss"]});
    assert!(sitting(json!({}), json!([miss(0), safety(1), own])).is_ok());
    // So does a double baulk, and the rule is the Control Club's only.
    let baulk = json!({"player": 0, "strokes": ["miss"], "double_baulk": true});
    assert!(sitting(json!({}), json!([miss(0), safety(1), baulk])).is_ok());
    assert!(
        sitting(
            json!({"control_club": false}),
            json!([miss(0), safety(1), miss(0)])
        )
        .is_ok()
    );
}

/// Rule 18 (seed 000 L10052–10055): refusing to continue loses the game.
#[test]
fn refusing_to_continue_loses_the_game() {
    let out = sitting(
        json!({}),
        json!([{"start": [0, 20]}, {"player": 0, "points": 40}, {"player": 1, "loses": true}]),
    )
    .unwrap();
    assert_eq!(out["games"][0]["winner"], json!(0));
    assert_eq!(out["games"][0]["forfeit"], json!(true));
    assert_eq!(out["games"][0]["final_points"], json!([40, 20]));
    assert_eq!(out["pad"]["settled"][0]["amounts"], json!([1, -1]));
    let e = refusal(
        json!({}),
        json!([{"player": 1, "loses": true, "points": 3}]),
    );
    assert_eq!(e.field, "deals[0].loses");
}

/// A handicap game, hand-computed: 100 up, Bob receives 30. Ann 41, Bob 12 (42), Ann 37 (78),
/// Bob's miss gives Ann 1 (79), Ann 18 (97), Bob 40 reaches 82, Ann needs 3 and makes a 5 stroke
/// at 99: the game ends exactly at 100, the rest of her stroke's points not counted.
#[test]
fn a_handicap_game_ends_exactly_at_the_games_points() {
    let out = sitting(
        json!({}),
        json!([
            {"start": [0, 30], "player": 0, "points": 41},
            {"player": 1, "points": 12},
            {"player": 0, "points": 37},
            {"player": 1, "strokes": "miss"},
            {"player": 0, "points": 18},
            {"player": 1, "points": 40},
            {"player": 0, "strokes": "cannon + red-winning"},
            {"start": [15, null], "player": 1, "strokes": ["red-winning"]}
        ]),
    )
    .unwrap();
    assert_eq!(out["deals"][3]["scores"], json!([79, 42]));
    assert_eq!(out["deals"][6]["scores"], json!([100, 82]));
    assert_eq!(out["deals"][6]["points"], json!(3));
    // The note says the break as made and the points it counted, not a break of 3 of 5 points.
    assert_eq!(
        out["deals"][6]["note"],
        json!(
            "Ann's break of 5: cannon+red-winning 5; 3 were needed and the game is won; Ann wins at 100"
        )
    );
    assert_eq!(out["games"][0]["final_points"], json!([100, 82]));
    assert_eq!(out["games"][0]["starts"], json!([0, 30]));
    assert_eq!(out["games"][0]["high_breaks"], json!([41, 40]));
    assert_eq!(
        out["pad"]["settled"][0]["label"],
        json!("Ann wins 100 to 82 (starts Ann 0, Bob 30)")
    );
    // The next game opened with new starts: Ann receives 15.
    assert_eq!(out["scores"], json!([15, 3]));
    assert_eq!(out["pad"]["open"], json!(true));
}

#[test]
fn refusals_name_the_field() {
    let cases: &[(Value, Value, &str)] = &[
        (
            json!({}),
            json!([{"player": 0, "strokes": ["pink-winning"]}]),
            "deals[0].strokes[0]",
        ),
        (
            json!({}),
            json!([{"player": 0, "strokes": ["red-winning+red-winning"]}]),
            "deals[0].strokes[0]",
        ),
        (
            json!({}),
            json!([{"player": 0, "strokes": ["red-losing+white-losing"]}]),
            "deals[0].strokes[0]",
        ),
        (
            json!({}),
            json!([{"player": 0, "strokes": ["cannon+cushion-cannon"]}]),
            "deals[0].strokes[0]",
        ),
        (
            json!({}),
            json!([{"player": 0, "strokes": ["cannon+miss"]}]),
            "deals[0].strokes[0]",
        ),
        (
            json!({}),
            json!([{"player": 0, "strokes": ["miss", "cannon"]}]),
            "deals[0].strokes[0]",
        ),
        (
            json!({}),
            json!([{"player": 0, "points": 5, "strokes": ["cannon"]}]),
            "deals[0].strokes[0]",
        ),
        (
            json!({}),
            json!([{"player": 0}, {"player": 0}]),
            "deals[1].player",
        ),
        (json!({}), json!([{"player": 2}]), "deals[0].player"),
        (
            json!({}),
            json!([{"player": 0}, {"start": [0, 10], "player": 1}]),
            "deals[1].start",
        ),
        (json!({}), json!([{"start": [0, 100]}]), "deals[0].start[1]"),
        (json!({}), json!([{"start": [0]}]), "deals[0].start"),
        (json!({}), json!([{}]), "deals[0]"),
        (
            json!({}),
            json!([{"strokes": ["cannon"]}]),
            "deals[0].player",
        ),
        (json!({"points": 0}), json!([]), "settings.points"),
        (
            json!({"points": 5}),
            json!([{"player": 0, "strokes": ["red-winning", "cannon", "cannon"]}]),
            "deals[0].strokes[2]",
        ),
        (
            json!({}),
            json!([{"player": 0, "points": -3}]),
            "deals[0].points",
        ),
        (
            json!({}),
            json!([{"player": 0, "colour": "pink"}]),
            "deals[0]",
        ),
    ];
    for (settings, deals, field) in cases {
        let e = refusal(settings.clone(), deals.clone());
        assert!(
            e.field.starts_with(field),
            "{deals}: {} {}",
            e.field,
            e.message
        );
    }
    let e = run(json!({"players": ["A", "B", "C"], "deals": []})).unwrap_err();
    assert_eq!(e.field, "players");
}

#[test]
fn strokes_typed_on_the_form_read_as_the_list() {
    let written = strokes::Written::Text("cannon + red-winning, white-losing\nmiss".to_owned());
    assert_eq!(
        written.strokes(),
        vec!["cannon+red-winning", "white-losing", "miss"]
    );
    assert_eq!(
        read("s", "Red winning").unwrap(),
        read("s", "red-winning").unwrap()
    );
    assert!(matches!(read("s", "coup").unwrap(), Stroke::Penalty(_)));
}

/// The pad closes each game with its final points and a settlement of one game, which a
/// ladder reads.
#[test]
fn the_pad_settles_each_game_for_the_ladder() {
    let input = PadInput {
        settings: json!({"points": 50}),
        sides: vec!["Ann".into(), "Bob".into()],
        deals: vec![
            json!({"start": [0, 20]}),
            json!({"player": 1, "points": 30}),
        ],
    };
    let pad = pad(&input).unwrap();
    assert_eq!(pad.settled.len(), 1);
    assert_eq!(pad.settled[0].winner, Some(1));
    assert_eq!(pad.settled[0].final_points, vec![0, 50]);
    assert!(!pad.open);
    assert_eq!(pad.running(), None);
}

fn strokes_strategy() -> impl Strategy<Value = Vec<String>> {
    let stroke = prop::sample::select(vec![
        "cannon",
        "red-winning",
        "white-losing",
        "cannon+red-winning",
        "red-losing+cannon+red-winning+white-winning",
        "white-winning",
    ]);
    (
        prop::collection::vec(stroke, 0..12),
        prop::option::of(prop::sample::select(vec![
            "miss",
            "coup",
            "off-table",
            "foul",
        ])),
    )
        .prop_map(|(strokes, end)| {
            let mut out: Vec<String> = strokes.into_iter().map(str::to_owned).collect();
            out.extend(end.map(str::to_owned));
            out
        })
}

proptest! {
    /// A handicap game ends exactly at the game's points: the winner's final score is the
    /// game's points, the loser's below them, no score ever passes them, and each game settles
    /// one game won and one lost.
    #[test]
    fn every_handicap_game_ends_exactly_at_the_games_points(
        points in prop::sample::select(vec![20i64, 50, 100]),
        starts in (0i64..19, -20i64..19),
        breaks in prop::collection::vec(strokes_strategy(), 1..40),
    ) {
        let mut input = PadInput {
            settings: json!({"points": points}),
            sides: vec!["Ann".into(), "Bob".into()],
            deals: vec![json!({"start": [starts.0, starts.1]})],
        };
        let mut player = 0;
        for strokes in &breaks {
            // The breaks go in turn; a break that runs on past a win is cut at the winning
            // stroke, as the law refuses strokes after it.
            let mut strokes = strokes.clone();
            loop {
                input.deals.push(json!({"player": player, "strokes": strokes, "double_baulk": true}));
                match play(&input) {
                    Ok(_) => break,
                    Err(e) => {
                        prop_assert!(e.message.contains("was won"), "{}: {}", e.field, e.message);
                        let k: usize = e.field.rsplit('[').next().unwrap().trim_end_matches(']').parse().unwrap();
                        input.deals.pop();
                        strokes.truncate(k);
                    }
                }
            }
            player = 1 - player;
        }
        let (_, sitting) = play(&input).unwrap();
        for e in &sitting.entries {
            prop_assert!(e.scores.iter().all(|&s| s <= points));
        }
        for g in &sitting.games {
            prop_assert_eq!(g.final_points[g.winner], points);
            prop_assert!(g.final_points[1 - g.winner] < points);
        }
        let pad = pad(&input).unwrap();
        prop_assert_eq!(pad.settled.len(), sitting.games.len());
        prop_assert!(pad.net().iter().sum::<i64>() == 0);
    }
}
