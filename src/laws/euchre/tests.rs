//! Four-hand, two-hand and railroad euchre: the book's scores, hand-computed games, refusals
//! naming the field, and properties of the pad.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::pad::{Pad, PadInput};
use super::four_hand::{self, Deal, Form, Settings};
use super::*;

fn input(settings: Value, deals: Value) -> PadInput {
    PadInput {
        settings,
        sides: vec!["N-S".to_owned(), "E-W".to_owned()],
        deals: serde_json::from_value(deals).unwrap(),
    }
}

fn pad_of(form: Form, settings: Value, deals: Value) -> Pad {
    four_hand::pad_of(form, &input(settings, deals)).unwrap()
}

fn points(form: Form, deal: Value) -> Vec<i64> {
    let (_, scored) = four_hand::play(form, &input(json!({}), json!([deal]))).unwrap();
    scored[0].points.clone()
}

fn refusal(form: Form, settings: Value, deals: Value) -> String {
    four_hand::pad_of(form, &input(settings, deals))
        .unwrap_err()
        .to_string()
}

fn run(law: &str, input: Value) -> Value {
    let out = super::super::registry::score(law, &input.to_string()).unwrap();
    serde_json::from_str(&out).unwrap()
}

/// Seed 001 L5938–5947: the point 1, the march 2, a euchre 2 to the opponents; a lone hand's
/// march 4, its point 1, its euchre 2; a revoke 2, against a lone hand 4.
#[test]
fn the_books_scores_for_each_hand() {
    let f = Form::Four;
    assert_eq!(points(f, json!({"makers": 0, "tricks": 3})), [1, 0]);
    assert_eq!(points(f, json!({"makers": 0, "tricks": 4})), [1, 0]);
    // March.
    assert_eq!(points(f, json!({"makers": 1, "tricks": 5})), [0, 2]);
    // Euchre.
    assert_eq!(points(f, json!({"makers": 0, "tricks": 2})), [0, 2]);
    assert_eq!(points(f, json!({"makers": 1, "tricks": 0})), [2, 0]);
    // Lone march (seed 000 L2440–2443: four), the lone point, and a lone hand euchred.
    assert_eq!(
        points(f, json!({"makers": 0, "alone": true, "tricks": 5})),
        [4, 0]
    );
    assert_eq!(
        points(f, json!({"makers": 0, "alone": true, "tricks": 3})),
        [1, 0]
    );
    assert_eq!(
        points(f, json!({"makers": 0, "alone": true, "tricks": 2})),
        [0, 2]
    );
    // Revokes: the hand abandoned, 2 to the other side; against a lone hand, 4 to the lone player.
    assert_eq!(points(f, json!({"revoke": 0})), [0, 2]);
    assert_eq!(
        points(f, json!({"revoke": 1, "against_lone": true})),
        [4, 0]
    );
    assert_eq!(
        points(
            f,
            json!({"revoke": 1, "makers": 0, "alone": true, "against_lone": true})
        ),
        [4, 0]
    );
}

/// Seed 001 L6212–6214 (worked in the hints): the eldest hand who passes and euchres the dealer
/// "score[s] 2 instead of the 1 which he would score if he ordered up".
#[test]
fn eldest_hand_euchring_the_dealer_scores_two_not_one() {
    // Eldest (E-W) orders up and takes three: one point.
    assert_eq!(
        points(Form::Four, json!({"makers": 1, "tricks": 3})),
        [0, 1]
    );
    // Eldest passes; the dealer (N-S) takes up and is euchred: two.
    assert_eq!(
        points(Form::Four, json!({"makers": 0, "tricks": 2})),
        [0, 2]
    );
}

/// Seed 001 L5958–5969: a jambone march 8, its point 1, its euchre 2; a jamboree 16 without play.
#[test]
fn jambone_and_jamboree() {
    let f = Form::Four;
    let jambone = |tricks| json!({"makers": 0, "alone": true, "jambone": true, "tricks": tricks});
    assert_eq!(points(f, jambone(5)), [8, 0]);
    assert_eq!(points(f, jambone(4)), [1, 0]);
    assert_eq!(points(f, jambone(1)), [0, 2]);
    assert_eq!(points(f, json!({"jamboree": 1})), [0, 16]);
    // A jamboree is worth three games of five at once, but wins only the one under way.
    let p = pad_of(f, json!({}), json!([{"jamboree": 1}]));
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.settled[0].amounts, vec![-1, 1]);
}

/// A foul hand (seed 001 L5926–5929): "neither he nor his partner can score on that hand".
#[test]
fn a_foul_hand_scores_nothing_for_its_side() {
    assert_eq!(
        points(Form::Four, json!({"makers": 0, "tricks": 5, "foul": 0})),
        [0, 0]
    );
    assert_eq!(
        points(Form::Four, json!({"makers": 0, "tricks": 1, "foul": 0})),
        [0, 2]
    );
}

/// The issue's contract: four deals and the game they make, by hand: 1–0, 1–4 (a lone march),
/// 3–4 (a revoke), 19–4 (a jamboree): N-S win the game.
#[test]
fn the_contract_of_the_issue() {
    let out = run(
        "euchre",
        json!({"settings": {"game": 5, "laps": false, "slams": false},
               "sides": ["N-S", "E-W"],
               "deals": [{"makers": 0, "alone": false, "tricks": 4},
                         {"makers": 1, "alone": true, "tricks": 5},
                         {"revoke": 1, "against_lone": false},
                         {"jamboree": 0}]}),
    );
    let pts: Vec<Value> = out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["points"].clone())
        .collect();
    assert_eq!(
        pts,
        vec![json!([1, 0]), json!([0, 4]), json!([2, 0]), json!([16, 0])]
    );
    assert_eq!(
        out["games"],
        json!([{"winner": 0, "value": 1, "points": [19, 4], "deal": 3, "label": "N-S win the game, 19–4"}])
    );
    assert_eq!(out["open"], json!(false));
    assert_eq!(out["net"], json!([1, -1]));
    assert_eq!(out["totals"], json!([0, 0]));
}

/// Laps (seed 001 L5951–5952), by hand: at 4–0 a march makes 6, one past game, and the next
/// game begins 1–0.
#[test]
fn laps_are_carried_into_the_next_game() {
    let deals = json!([
        {"makers": 0, "tricks": 5}, {"makers": 0, "tricks": 5}, {"makers": 0, "tricks": 5},
        {"makers": 0, "tricks": 3}
    ]);
    let out = run(
        "euchre",
        json!({"settings": {"laps": true}, "deals": deals}),
    );
    assert_eq!(out["games"][0]["points"], json!([6, 0]));
    assert_eq!(out["games"][0]["deal"], json!(2));
    assert_eq!(out["totals"], json!([2, 0]));
    assert_eq!(out["open"], json!(true));
    // Without laps the lap is lost.
    let out = run("euchre", json!({"deals": deals}));
    assert_eq!(out["totals"], json!([1, 0]));
}

/// Slams (seed 001 L5954–5956): five points won before the opponents score one are two games.
#[test]
fn slams_count_two_games() {
    let love =
        json!([{"makers": 0, "tricks": 5}, {"makers": 0, "tricks": 5}, {"makers": 0, "tricks": 3}]);
    let p = pad_of(Form::Four, json!({"slams": true}), love.clone());
    assert_eq!(p.settled[0].value, 2);
    assert_eq!(p.net(), vec![2, -2]);
    // Off by default; and with the opponents on the score it is one game.
    assert_eq!(pad_of(Form::Four, json!({}), love).settled[0].value, 1);
    let scored = json!([{"makers": 1, "tricks": 3}, {"makers": 0, "alone": true, "tricks": 5},
                        {"makers": 0, "tricks": 3}]);
    assert_eq!(
        pad_of(Form::Four, json!({"slams": true}), scored).settled[0].value,
        1
    );
    // At ten, a slam by default; none when slams are read as the game of five only.
    let ten: Vec<Value> = (0..5).map(|_| json!({"makers": 1, "tricks": 5})).collect();
    let p = pad_of(
        Form::Four,
        json!({"game": 10, "slams": true}),
        Value::Array(ten.clone()),
    );
    assert_eq!(p.settled[0].amounts, vec![-2, 2]);
    let p = pad_of(
        Form::Four,
        json!({"game": 10, "slams": true, "slams_beyond_five": false}),
        Value::Array(ten),
    );
    assert_eq!(p.settled[0].amounts, vec![-1, 1]);
}

/// Seed 001 L5882–5888: only the maker may go alone, unless the older rule is played.
#[test]
fn the_lone_hand_rules_old_and_new() {
    let partner = json!([{"makers": 0, "alone": true, "alone_by": "partner", "tricks": 5}]);
    let e = refusal(Form::Four, json!({}), partner.clone());
    assert!(
        e.starts_with("deals[0].alone_by: only the player who made the trump"),
        "{e}"
    );
    let p = pad_of(Form::Four, json!({"lone_hands": "old"}), partner);
    assert!(p.settled.is_empty());
    assert!(p.open);
}

/// Two-hand (seed 001 L6075–6080): 1 and 2 for the maker, 2 for a euchre, no lone hands.
#[test]
fn two_hand_euchre() {
    let f = Form::Two;
    assert_eq!(points(f, json!({"makers": 0, "tricks": 5})), [2, 0]);
    assert_eq!(points(f, json!({"makers": 0, "tricks": 3})), [1, 0]);
    assert_eq!(points(f, json!({"makers": 0, "tricks": 2})), [0, 2]);
    let e = refusal(
        f,
        json!({}),
        json!([{"makers": 0, "alone": true, "tricks": 5}]),
    );
    assert!(
        e.starts_with("deals[0].alone: there are no lone hands at two-hand euchre"),
        "{e}"
    );
}

/// Railroad (seed 001 L6132–6135): a lone hand euchred by two adversaries 2, by a second lone 4.
#[test]
fn railroad_euchre_second_lone_hand() {
    let f = Form::Railroad;
    assert_eq!(
        points(f, json!({"makers": 0, "alone": true, "tricks": 2})),
        [0, 2]
    );
    assert_eq!(
        points(
            f,
            json!({"makers": 0, "alone": true, "defender_alone": true, "tricks": 2})
        ),
        [0, 4]
    );
    assert_eq!(
        points(
            f,
            json!({"makers": 0, "alone": true, "defender_alone": true, "tricks": 5})
        ),
        [4, 0]
    );
    let e = refusal(
        Form::Four,
        json!({}),
        json!([{"makers": 0, "alone": true, "defender_alone": true, "tricks": 2}]),
    );
    assert!(
        e.starts_with("deals[0].defender_alone: only at railroad euchre"),
        "{e}"
    );
}

#[test]
fn impossible_hands_are_refused_at_the_field() {
    let f = Form::Four;
    let cases = [
        (
            json!({"makers": 0, "tricks": 6}),
            "deals[0].tricks: 6 is more than the five tricks of a hand",
        ),
        (
            json!({"makers": 2, "tricks": 3}),
            "deals[0].makers: 2 is not a side",
        ),
        (json!({"tricks": 3}), "deals[0].makers: required"),
        (json!({"makers": 0}), "deals[0].tricks: required"),
        (
            json!({"revoke": 0, "tricks": 3}),
            "deals[0].tricks: the hand is abandoned",
        ),
        (
            json!({"revoke": 0, "makers": 0, "alone": true, "against_lone": true}),
            "deals[0].against_lone: the revoking side's adversaries did not play alone",
        ),
        (
            json!({"jamboree": 0, "makers": 0}),
            "deals[0].makers: a jamboree is shown",
        ),
        (
            json!({"makers": 0, "tricks": 5, "jambone": true}),
            "deals[0].jambone: a jambone is a lone hand",
        ),
        (
            json!({"makers": 0, "tricks": 5, "bid": 3}),
            "deals[0].bid: unknown field `bid`",
        ),
    ];
    for (deal, message) in cases {
        let e = refusal(f, json!({}), json!([deal]));
        assert!(e.starts_with(message), "{e} / {message}");
    }
    let e = refusal(f, json!({"game": 6}), json!([]));
    assert!(
        e.starts_with("settings.game: 6 is not a game of 5, 7, 10"),
        "{e}"
    );
    let e = super::super::registry::score("euchre", r#"{"sides": ["A", "B", "C"]}"#).unwrap_err();
    assert!(e.to_string().starts_with("sides: 3 names"), "{e}");
}

/// `hand_points` scores one hand by itself, for a party's tally.
#[test]
fn hand_points_scores_one_hand() {
    let deal = Deal {
        makers: Some(1),
        alone: true,
        tricks: Some(5),
        ..Deal::default()
    };
    assert_eq!(hand_points(&Settings::default(), &deal), Ok([0, 4]));
    let six = Deal {
        makers: Some(0),
        tricks: Some(6),
        ..Deal::default()
    };
    let e = hand_points(&Settings::default(), &six).unwrap_err();
    assert_eq!(
        e.to_string(),
        "deal.tricks: 6 is more than the five tricks of a hand"
    );
}

fn any_hand() -> impl Strategy<Value = Value> {
    prop_oneof![
        8 => (0usize..2, any::<bool>(), 0i64..=5, any::<bool>()).prop_map(|(m, alone, t, jambone)| {
            json!({"makers": m, "alone": alone, "tricks": t, "jambone": alone && jambone})
        }),
        1 => (0usize..2, any::<bool>()).prop_map(|(r, l)| json!({"revoke": r, "against_lone": l})),
        1 => (0usize..2).prop_map(|j| json!({"jamboree": j})),
    ]
}

proptest! {
    /// Replaying the deals one by one gives the same pad as entering them at once; no hand
    /// scores beyond the jamboree's 16 (nor beyond 4 without a jambone or jamboree); only one
    /// side scores a hand; every settlement sums to zero.
    #[test]
    fn replay_maximum_and_zero_sum(
        deals in prop::collection::vec(any_hand(), 0..30),
        game in prop::sample::select(vec![5i64, 7, 10]),
        laps in any::<bool>(),
        slams in any::<bool>(),
    ) {
        let settings = json!({"game": game, "laps": laps, "slams": slams});
        let all = pad_of(Form::Four, settings.clone(), Value::Array(deals.clone()));
        for k in 0..deals.len() {
            let part = pad_of(Form::Four, settings.clone(), Value::Array(deals[..=k].to_vec()));
            prop_assert_eq!(&part.settled[..], &all.settled[..part.settled.len()]);
        }
        let (_, scored) = four_hand::play(Form::Four, &input(settings, Value::Array(deals.clone()))).unwrap();
        for (d, s) in deals.iter().zip(&scored) {
            let most = if d.get("jamboree").is_some() { 16 } else if d["jambone"] == json!(true) { 8 } else { 4 };
            prop_assert!(s.points.iter().all(|&p| (0..=most).contains(&p)));
            prop_assert!(s.points.iter().filter(|&&p| p > 0).count() <= 1);
        }
        for s in &all.settled {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
        }
    }
}
