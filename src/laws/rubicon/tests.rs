use proptest::prelude::*;

use super::bezique::{
    self, BrisqueRule, Code, Deal, MoreThanNine, Outcome, Overtaken, Settings, Truncation,
};
use super::piquet::{self, RubiconValue, Tie};
use super::wire::{score_bezique_json, score_piquet_json};

fn deal(scores: [i64; 2], brisques: [u8; 2]) -> Deal {
    Deal {
        scores,
        brisques,
        more_than_nine: None,
    }
}

fn code(code: Code) -> Settings {
    Settings {
        code,
        ..Settings::default()
    }
}

fn won(winner: usize, value: i64, rubiconed: bool, brisques_counted: bool) -> Outcome {
    Outcome {
        winner: Some(winner),
        rubiconed,
        brisques_counted,
        value,
    }
}

fn game(settings: Settings, scores: [i64; 2], brisques: [u8; 2]) -> Outcome {
    bezique::score_deal(settings, &deal(scores, brisques)).unwrap()
}

const VOID: Outcome = Outcome {
    winner: None,
    rubiconed: false,
    brisques_counted: true,
    value: 0,
};

/// Seed 000 L737–739 (1909) and seed 001 L9075–9088 (1927): the rubicon saved, fractions of a
/// hundred disregarded, at least 100 difference, 500 for game.
#[test]
fn book_examples_without_a_rubicon() {
    for c in [Code::Hoyle1909, Code::Rules1927] {
        assert_eq!(
            game(code(c), [1510, 1240], [16, 16]),
            won(0, 800, false, false)
        );
        assert_eq!(
            game(code(c), [1550, 1520], [16, 16]),
            won(0, 600, false, false)
        );
    }
}

/// Seed 000 L741–747: "1300 + 600 + 1000 + 300 = 3200"; seed 001 L9088–9091 the same rule.
#[test]
fn book_example_of_a_rubicon() {
    for c in [Code::Hoyle1909, Code::Rules1927] {
        assert_eq!(
            game(code(c), [1320, 620], [14, 18]),
            won(0, 3200, true, false)
        );
    }
    let sitting = bezique::score(Settings::default(), &[deal([1320, 620], [14, 18])]).unwrap();
    assert_eq!(sitting.net, [3200, -3200]);
    assert_eq!(sitting.hundreds(), [32, -32]);
}

/// Law 59 (seed 000 L1081–1083; seed 001 L9091–9092): a rubiconed loser under a hundred counts
/// as a hundred. 1300 + 100 + 1300.
#[test]
fn loser_under_100() {
    for c in [Code::Hoyle1909, Code::Rules1927] {
        assert_eq!(
            game(code(c), [1320, 60], [20, 2]),
            won(0, 2700, true, false)
        );
    }
    // 0 points: the same hundred.
    assert_eq!(
        game(Settings::default(), [1000, 0], [32, 0]),
        won(0, 2400, true, false)
    );
}

/// Law 60 (seed 000 L1085–1089; seed 001 L9094–9097): 900 + 150 = 1050 saves the rubicon, and
/// both add brisques: 1570 v 1050 → 1500 − 1000 + 500 = 1000 (rubiconed it would be 3600).
#[test]
fn rubicon_saved_by_brisques() {
    for c in [Code::Hoyle1909, Code::Rules1927] {
        assert_eq!(
            game(code(c), [1450, 900], [12, 15]),
            won(0, 1000, false, true)
        );
    }
    // One brisque short: 900 + 90 = 990, rubiconed, brisques not added.
    assert_eq!(
        game(Settings::default(), [1450, 900], [12, 9]),
        won(0, 1400 + 900 + 1300, true, false)
    );
}

/// Exactly 1,000 reaches the rubicon ("fail to score a thousand", Law 58).
#[test]
fn exactly_a_thousand_is_not_rubiconed() {
    assert_eq!(
        game(Settings::default(), [1200, 1000], [0, 0]),
        won(0, 700, false, false)
    );
    assert_eq!(
        game(Settings::default(), [1200, 990], [0, 1]),
        won(0, 700, false, true)
    );
}

/// L719–723 and Law 61 (seed 000 L1090–1097): equal points, brisques decide and are added;
/// 1370 v 1350 → 1300 − 1300 → 100 + 500.
#[test]
fn tie_broken_by_brisques() {
    assert_eq!(
        game(Settings::default(), [1200, 1200], [17, 15]),
        won(0, 600, false, true)
    );
    // Law 61, second half: the loser still rubiconed, brisques decide but are not added.
    assert_eq!(
        game(Settings::default(), [800, 800], [10, 5]),
        won(0, 800 + 800 + 1300, true, false)
    );
}

/// Law 61 (L1096–1097): "In the case of a tie after adding the brisques, the game is null and
/// void." The 1927 book is silent and follows it.
#[test]
fn void_game() {
    for c in [Code::Hoyle1909, Code::Rules1927] {
        assert_eq!(game(code(c), [1200, 1200], [16, 16]), VOID);
    }
    let sitting = bezique::score(
        Settings::default(),
        &[deal([1200, 1200], [16, 16]), deal([1510, 1240], [16, 16])],
    )
    .unwrap();
    assert_eq!(sitting.net, [800, -800]);
}

/// rules-1927-b §2.6.3: brisques count "where the score is close enough for the brisque count
/// to change the result" (seed 001 L9079–9083). 1210 v 1190 with 10 v 14 brisques: 1310 v 1330.
#[test]
fn codes_differ_when_brisques_would_change_the_winner() {
    let scores = [1210, 1190];
    assert_eq!(
        game(code(Code::Hoyle1909), scores, [10, 14]),
        won(0, 600, false, false)
    );
    assert_eq!(
        game(code(Code::Rules1927), scores, [10, 14]),
        won(1, 600, false, true)
    );
}

/// The 1927 `brisques` setting: 1290 v 1150 is 600 on points; with 16 v 4 brisques, 1450 v 1190
/// is 800. The winner does not change, the value does.
#[test]
fn brisque_rule_1927() {
    let with = |rule| Settings {
        code: Code::Rules1927,
        brisques: rule,
        ..Settings::default()
    };
    let scores = [1290, 1150];
    assert_eq!(
        game(with(BrisqueRule::WinnerChange), scores, [16, 4]),
        won(0, 600, false, false)
    );
    assert_eq!(
        game(with(BrisqueRule::ValueChange), scores, [16, 4]),
        won(0, 800, false, true)
    );
    assert_eq!(
        game(with(BrisqueRule::Always), scores, [16, 4]),
        won(0, 800, false, true)
    );
    // Brisques that change nothing are not counted under value_change.
    assert_eq!(
        game(with(BrisqueRule::ValueChange), [1510, 1240], [5, 5]),
        won(0, 800, false, false)
    );
}

/// hoyle-1909-a §2.4 [AMBIGUOUS]: 1020 v 960, brisques 2 v 20 → 1040 v 1160. Literally the winner
/// on points keeps the game at the 100 minimum; `reverses` (and the 1927 code) give it to the
/// higher total.
#[test]
fn loser_overtakes_with_brisques() {
    let scores = [1020, 960];
    assert_eq!(
        game(Settings::default(), scores, [2, 20]),
        won(0, 600, false, true)
    );
    let reverses = Settings {
        overtaken: Overtaken::Reverses,
        ..Settings::default()
    };
    assert_eq!(game(reverses, scores, [2, 20]), won(1, 600, false, true));
    assert_eq!(
        game(code(Code::Rules1927), scores, [2, 20]),
        won(1, 600, false, true)
    );
}

/// hoyle-1909-a §2.4 [AMBIGUOUS] truncation: 1350 and 660 → 1300 + 600 (+1300 = 3200) per score,
/// 2000 (+1300 = 3300) on the sum. rules-1927-b §2.6.3 offers the sum for the difference too:
/// 1510 v 1290 → 300 or 200; the 1909 example (1500 − 1200, seed 000 L737–738) rules it out
/// under 1909.
#[test]
fn truncation_each_or_sum() {
    for c in [Code::Hoyle1909, Code::Rules1927] {
        let each = code(c);
        let sum = Settings {
            truncation: Truncation::Sum,
            ..each
        };
        assert_eq!(game(each, [1350, 660], [10, 10]), won(0, 3200, true, false));
        assert_eq!(game(sum, [1350, 660], [10, 10]), won(0, 3300, true, false));
        assert_eq!(game(sum, [1320, 620], [14, 18]).value, 3200);
        assert_eq!(game(each, [1510, 1290], [0, 0]).value, 800);
    }
    let sum = |c| Settings {
        code: c,
        truncation: Truncation::Sum,
        ..Settings::default()
    };
    assert_eq!(game(sum(Code::Hoyle1909), [1510, 1290], [0, 0]).value, 800);
    assert_eq!(game(sum(Code::Rules1927), [1510, 1290], [0, 0]).value, 700);
    assert_eq!(game(sum(Code::Hoyle1909), [1510, 1240], [0, 0]).value, 800);
}

/// Law 17 (seed 000 L832–834): the offender is rubiconed, at most 900 added besides the 1,300;
/// Law 18 (L836–837): both → null and void.
#[test]
fn more_than_nine_cards() {
    let nine = |scores, offender| Deal {
        scores,
        brisques: [10, 10],
        more_than_nine: Some(offender),
    };
    let s = Settings::default();
    assert_eq!(
        bezique::score_deal(s, &nine([1500, 2200], MoreThanNine::One(1))).unwrap(),
        won(0, 1500 + 900 + 1300, true, false)
    );
    assert_eq!(
        bezique::score_deal(s, &nine([1500, 640], MoreThanNine::One(1))).unwrap(),
        won(0, 1500 + 600 + 1300, true, false)
    );
    assert_eq!(
        bezique::score_deal(s, &nine([50, 1500], MoreThanNine::One(0))).unwrap(),
        won(1, 1500 + 100 + 1300, true, false)
    );
    assert_eq!(
        bezique::score_deal(s, &nine([1500, 2200], MoreThanNine::Both)).unwrap(),
        Outcome {
            brisques_counted: false,
            ..VOID
        }
    );
}

#[test]
fn refuses_impossible_deals_naming_the_field() {
    let s = Settings::default();
    let err = bezique::score(
        s,
        &[
            deal([1510, 1240], [16, 16]),
            deal([1510, 1240], [16, 16]),
            deal([1510, 1240], [20, 14]),
        ],
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "deals[2].brisques: 20 + 14 is more than 32"
    );
    let err = bezique::score(s, &[deal([1510, -1], [0, 0])]).unwrap_err();
    assert_eq!(err.to_string(), "deals[0].scores[1]: -1 is negative");
    let err = bezique::score(s, &[deal([1510, 100_001], [0, 0])]).unwrap_err();
    assert_eq!(err.field, "deals[0].scores[1]");
    let bad = Deal {
        more_than_nine: Some(MoreThanNine::One(2)),
        ..deal([0, 0], [0, 0])
    };
    assert_eq!(
        bezique::score(s, &[bad]).unwrap_err().field,
        "deals[0].more_than_nine"
    );
}

fn json(s: &str) -> serde_json::Value {
    serde_json::from_str(s).unwrap()
}

#[test]
fn bezique_contract_of_issue_5() {
    let out = score_bezique_json(
        r#"{"settings": {"code": "1909"}, "players": ["Ann", "Bob"],
            "deals": [{"scores": [1320, 620], "brisques": [14, 18]}]}"#,
    )
    .unwrap();
    assert_eq!(
        json(&out),
        serde_json::json!({"code": "1909",
            "deals": [{"winner": 0, "rubiconed": true, "brisques_counted": false, "value": 3200}],
            "net": [3200, -3200], "hundreds": [32, -32]})
    );
    // Settings are optional; a void game has winner null.
    let out = score_bezique_json(
        r#"{"players": ["Ann", "Bob"], "deals": [{"scores": [1200, 1200], "brisques": [16, 16]},
            {"scores": [1500, 2200], "brisques": [10, 10], "more_than_nine": 1}]}"#,
    )
    .unwrap();
    let v = json(&out);
    assert_eq!(v["code"], "1909");
    assert_eq!(v["deals"][0]["winner"], serde_json::Value::Null);
    assert_eq!(v["deals"][1]["value"], 3700);
    assert_eq!(v["hundreds"], serde_json::json!([37, -37]));
}

#[test]
fn bezique_contract_refusals_name_the_field() {
    for (input, message) in [
        (
            r#"{"players":["A","B"],"deals":[{"scores":[1,2],"brisques":[20,14]}]}"#,
            "deals[0].brisques: 20 + 14 is more than 32",
        ),
        (
            r#"{"players":["A","B"],"deals":[{"scores":[-5,2],"brisques":[0,0]}]}"#,
            "deals[0].scores[0]: -5 is negative",
        ),
        (
            r#"{"players":["A","B"],"deals":[{"scores":[5,2],"brisques":[40,0]}]}"#,
            "deals[0].brisques[0]: 40 is not from 0 to 32",
        ),
        (
            r#"{"players":["A","B"],"deals":[{"scores":[5,2,3],"brisques":[0,0]}]}"#,
            "deals[0].scores: 3 numbers",
        ),
        (
            r#"{"players":["A","B","C"],"deals":[]}"#,
            "players: 3 names",
        ),
        (r#"{"players":["A"],"deals":[]}"#, "players: 1 names"),
        (
            r#"{"players":["A","B"],"deals":[{"scores":[5,2],"brisques":[0,0],"more_than_nine":2}]}"#,
            "deals[0].more_than_nine: 2 is not 0, 1 or \"both\"",
        ),
        (
            r#"{"settings":{"code":"1910"},"players":["A","B"],"deals":[]}"#,
            "settings.code: unknown variant",
        ),
        (
            r#"{"settings":{"brisques":"always"},"players":["A","B"],"deals":[]}"#,
            "settings.brisques: applies to code 1927 only",
        ),
        (
            r#"{"settings":{"code":"1927","overtaken":"reverses"},"players":["A","B"],"deals":[]}"#,
            "settings.overtaken: applies to code 1909 only",
        ),
        (
            r#"{"players":["A","B"],"deals":[{"scores":[5,2],"brisques":[0,0],"extra":1}]}"#,
            "deals[0].extra: unknown field",
        ),
        (
            r#"{"players":["A","B"],"deals":[{"scores":[5,99999999999999999999],"brisques":[0,0]}]}"#,
            "deals[0].scores[1]",
        ),
        ("{", "input"),
    ] {
        let err = score_bezique_json(input).unwrap_err().to_string();
        assert!(err.starts_with(message), "{input}: {err}");
    }
}

fn six(a: [i64; 6], b: [i64; 6]) -> Vec<[i64; 2]> {
    a.iter().zip(b).map(|(&x, y)| [x, y]).collect()
}

/// Seed 000 L3813–3815: "A wins 120 - 102 + 100 = 118"; L3822–3823: "120 + 98 + 100 = 318".
/// Seed 001 L12656–12664 gives the same rule.
#[test]
fn piquet_book_examples() {
    let s = piquet::Settings::default();
    let p = piquet::score(s, &six([20; 6], [17; 6])).unwrap();
    assert_eq!(p.aggregates, [120, 102]);
    assert_eq!(
        (p.complete, p.winner, p.rubiconed, p.value),
        (true, Some(0), Some(false), Some(118))
    );
    let p = piquet::score(s, &six([20; 6], [16, 16, 16, 16, 16, 18])).unwrap();
    assert_eq!(p.aggregates, [120, 98]);
    assert_eq!(
        (p.winner, p.rubiconed, p.value),
        (Some(0), Some(true), Some(318))
    );
    // The 1927 wording read alone drops the 100.
    let sum = piquet::Settings {
        rubicon_value: RubiconValue::Sum,
        ..s
    };
    let p = piquet::score(sum, &six([20; 6], [16, 16, 16, 16, 16, 18])).unwrap();
    assert_eq!(p.value, Some(218));
}

#[test]
fn piquet_edges() {
    let s = piquet::Settings::default();
    // Exactly 100 reaches the rubicon: 120 − 100 + 100.
    let p = piquet::score(s, &six([20; 6], [10, 10, 20, 20, 20, 20])).unwrap();
    assert_eq!((p.rubiconed, p.value), (Some(false), Some(120)));
    // Both under 100 (seed 001 L12662, "either or both"): the higher wins, 90 + 60 + 100.
    let p = piquet::score(s, &six([15; 6], [10; 6])).unwrap();
    assert_eq!(
        (p.winner, p.rubiconed, p.value),
        (Some(0), Some(true), Some(250))
    );
    // The second player can win.
    let p = piquet::score(s, &six([17; 6], [20; 6])).unwrap();
    assert_eq!((p.winner, p.value), (Some(1), Some(118)));
    // Equal aggregates: drawn, or replayed.
    let p = piquet::score(s, &six([20; 6], [20; 6])).unwrap();
    assert_eq!((p.winner, p.value, p.replay), (None, Some(0), false));
    let replay = piquet::Settings {
        tie: Tie::Replay,
        ..s
    };
    let p = piquet::score(replay, &six([20; 6], [20; 6])).unwrap();
    assert_eq!((p.winner, p.value, p.replay), (None, None, true));
    // Fewer than six: running aggregates, nothing decided.
    let p = piquet::score(s, &[[20, 18], [15, 31]]).unwrap();
    assert_eq!(
        (p.aggregates, p.complete, p.winner, p.rubiconed, p.value),
        ([35, 49], false, None, None, None)
    );
    let p = piquet::score(s, &[]).unwrap();
    assert_eq!((p.aggregates, p.complete), ([0, 0], false));
}

#[test]
fn piquet_refusals_name_the_field() {
    let s = piquet::Settings::default();
    let mut seven = six([20; 6], [17; 6]);
    seven.push([1, 1]);
    assert_eq!(
        piquet::score(s, &seven).unwrap_err().to_string(),
        "deals[6]: a partie is 6 deals; this is deal 7"
    );
    assert_eq!(
        piquet::score(s, &[[20, 18], [15, -1]])
            .unwrap_err()
            .to_string(),
        "deals[1][1]: -1 is negative"
    );
    for (input, message) in [
        (
            r#"{"players":["A","B"],"deals":[[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1,1]]}"#,
            "deals[6]: a partie is 6 deals",
        ),
        (
            r#"{"players":["A","B"],"deals":[[1,1],[1]]}"#,
            "deals[1]: 1 numbers",
        ),
        (
            r#"{"players":["A","B","C"],"deals":[]}"#,
            "players: 3 names",
        ),
        (
            r#"{"settings":{"tie":"coin"},"players":["A","B"],"deals":[]}"#,
            "settings.tie: unknown variant",
        ),
        (r#"{"players":["A","B"]}"#, "input: missing field `deals`"),
    ] {
        let err = score_piquet_json(input).unwrap_err().to_string();
        assert!(err.starts_with(message), "{input}: {err}");
    }
}

#[test]
fn piquet_contract_of_issue_5() {
    let out = score_piquet_json(
        r#"{"players": ["Ann", "Bob"], "deals": [[20, 18], [15, 31], [25, 10], [20, 13], [20, 15], [20, 15]]}"#,
    )
    .unwrap();
    assert_eq!(
        json(&out),
        serde_json::json!({"aggregates": [120, 102], "complete": true, "winner": 0,
            "rubiconed": false, "value": 118})
    );
    let out = score_piquet_json(r#"{"players": ["Ann", "Bob"], "deals": [[20, 18]]}"#).unwrap();
    assert_eq!(
        json(&out),
        serde_json::json!({"aggregates": [20, 18], "complete": false, "winner": null,
            "rubiconed": null, "value": null})
    );
}

fn arb_settings() -> impl Strategy<Value = Settings> {
    (any::<bool>(), any::<bool>(), 0..3u8, any::<bool>()).prop_map(|(c, t, b, o)| Settings {
        code: if c { Code::Rules1927 } else { Code::Hoyle1909 },
        truncation: if t { Truncation::Sum } else { Truncation::Each },
        brisques: match b {
            0 => BrisqueRule::WinnerChange,
            1 => BrisqueRule::ValueChange,
            _ => BrisqueRule::Always,
        },
        overtaken: if o {
            Overtaken::Reverses
        } else {
            Overtaken::Literal
        },
    })
}

fn arb_deal() -> impl Strategy<Value = Deal> {
    (0..4000i64, 0..4000i64, 0..=32u8, 0..4u8).prop_flat_map(|(a, b, ba, nine)| {
        (0..=32 - ba).prop_map(move |bb| Deal {
            scores: [a, b],
            brisques: [ba, bb],
            more_than_nine: match nine {
                0 => Some(MoreThanNine::One(0)),
                1 => Some(MoreThanNine::One(1)),
                2 if a % 7 == 0 => Some(MoreThanNine::Both),
                _ => None,
            },
        })
    })
}

proptest! {
    #[test]
    fn bezique_values_are_hundreds_and_net_balances(
        settings in arb_settings(),
        deals in proptest::collection::vec(arb_deal(), 0..12),
    ) {
        let sitting = bezique::score(settings, &deals).unwrap();
        for o in &sitting.deals {
            prop_assert_eq!(o.value % 100, 0);
            match o.winner {
                Some(_) => prop_assert!(o.value >= 600),
                None => prop_assert_eq!(o.value, 0),
            }
            if o.rubiconed {
                prop_assert!(o.value >= 1400 && !o.brisques_counted);
            }
        }
        prop_assert_eq!(sitting.net[0] + sitting.net[1], 0);
        prop_assert_eq!(sitting.hundreds().map(|h| h * 100), sitting.net);
    }

    #[test]
    fn equal_points_and_brisques_are_void(s in 0..4000i64, b in 0..=16u8, settings in arb_settings()) {
        prop_assert_eq!(bezique::score_deal(settings, &deal([s, s], [b, b])).unwrap().winner, None);
    }

    #[test]
    fn piquet_value_is_the_law(a in proptest::collection::vec(0..60i64, 6), b in proptest::collection::vec(0..60i64, 6)) {
        let deals: Vec<[i64; 2]> = a.iter().zip(&b).map(|(&x, &y)| [x, y]).collect();
        let p = piquet::score(piquet::Settings::default(), &deals).unwrap();
        let (x, y): (i64, i64) = (a.iter().sum(), b.iter().sum());
        let (hi, lo) = (x.max(y), x.min(y));
        let expected = if x == y { 0 } else if lo >= 100 { hi - lo + 100 } else { hi + lo + 100 };
        prop_assert_eq!(p.value, Some(expected));
    }

    #[test]
    fn score_json_never_panics(input in ".{0,200}") {
        let _ = score_bezique_json(&input);
        let _ = score_piquet_json(&input);
    }

    #[test]
    fn score_json_never_panics_on_odd_numbers(s in any::<i64>(), b in any::<i64>(), n in any::<i64>()) {
        let input = format!(r#"{{"players":["A","B"],"deals":[{{"scores":[{s},{b}],"brisques":[{b},{n}],"more_than_nine":{n}}}]}}"#);
        let _ = score_bezique_json(&input);
        let input = format!(r#"{{"players":["A","B"],"deals":[[{s},{b}],[{n},{s}],[1,2],[3,4],[5,6],[{b},{n}]]}}"#);
        let _ = score_piquet_json(&input);
    }
}
