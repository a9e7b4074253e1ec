use proptest::prelude::*;
use serde_json::json;

use super::*;

mod declared;

fn settings(v: serde_json::Value) -> Settings {
    serde_json::from_value(v).unwrap()
}

fn deals(v: serde_json::Value) -> Vec<Deal> {
    serde_json::from_value(v).unwrap()
}

fn form(s: serde_json::Value, sides: usize) -> Result<Form, LawError> {
    Form::new(settings(s), sides)
}

/// The targets as the books give them: "usually 1000 up" for two (seed 000 L422; seed 001
/// L9002); 2,000 for three-hand (seed 001 L9020) and four-hand, partners or not (L9036).
#[test]
fn targets_by_number_of_players() {
    let f = form(json!({}), 2).unwrap();
    assert_eq!((f.players, f.packs, f.target), (2, 2, 1000));
    let f = form(json!({"code": "1927"}), 3).unwrap();
    assert_eq!((f.players, f.packs, f.target), (3, 3, 2000));
    let f = form(json!({"code": "1927"}), 4).unwrap();
    assert_eq!((f.players, f.packs, f.target), (4, 4, 2000));
    let f = form(json!({"code": "1927", "partnership": true}), 2).unwrap();
    assert_eq!((f.players, f.sides, f.packs, f.target), (4, 2, 4, 2000));
    let f = form(json!({"code": "1927", "trump": false}), 2).unwrap();
    assert_eq!((f.trump, f.target), (false, 1000));
    assert_eq!(form(json!({"target": 1500}), 2).unwrap().target, 1500);
}

/// The 1909 book has only the two-hand game with a trump; the other forms are code 1927.
#[test]
fn forms_outside_the_code_are_refused() {
    assert_eq!(form(json!({}), 3).unwrap_err().field, "settings.code");
    assert_eq!(
        form(json!({"partnership": true}), 2).unwrap_err().field,
        "settings.code"
    );
    assert_eq!(
        form(json!({"trump": false}), 2).unwrap_err().field,
        "settings.trump"
    );
    assert_eq!(
        form(json!({"code": "1927", "partnership": true}), 4)
            .unwrap_err()
            .field,
        "settings.partnership"
    );
    assert_eq!(form(json!({}), 5).unwrap_err().field, "sides");
    assert_eq!(
        form(json!({"target": 1005}), 2).unwrap_err().field,
        "settings.target"
    );
}

/// Hand-computed two-hand game to 1,000: 620 + 10 brisques = 720 v 250 + 6 = 310; then 300 + 5
/// = 350 (1,070) v 700 + 11 = 810 (1,120): both past 1,000, the higher wins.
#[test]
fn two_hand_game_and_the_higher_over_the_target() {
    let s = play(
        Settings::default(),
        2,
        &deals(json!([
            {"points": [620, 250], "brisques": [10, 6]},
            {"points": [300, 700], "brisques": [5, 11]}
        ])),
    )
    .unwrap();
    assert_eq!(s.deals[0].scores, vec![720, 310]);
    assert_eq!(s.deals[1].totals, vec![1070, 1120]);
    assert_eq!(s.games.len(), 1);
    assert_eq!((s.games[0].winner, s.net.clone()), (1, vec![-1, 1]));
    assert_eq!(s.totals, vec![0, 0]);
    // Equal at the top: the game goes on.
    let s = play(
        Settings::default(),
        2,
        &deals(json!([{"points": [1000, 1000], "brisques": [8, 8]}])),
    )
    .unwrap();
    assert!(s.games.is_empty());
    assert_eq!(s.totals, vec![1080, 1080]);
}

/// Hand-computed three-hand game to 2,000 (seed 001 L9013–9020): three packs, 24 brisques;
/// the winner takes a game from each of the others.
#[test]
fn three_hand_to_two_thousand() {
    let s27 = settings(json!({"code": "1927"}));
    let s = play(
        s27,
        3,
        &deals(json!([
            {"points": [1500, 700, 400], "brisques": [8, 8, 8]},
            {"points": [320, 900, 200], "brisques": [10, 6, 8]}
        ])),
    )
    .unwrap();
    // 1,580 then 1,580 + 420 = 2,000: exactly the target is the game.
    assert_eq!(s.deals[0].totals, vec![1580, 780, 480]);
    assert_eq!(s.deals[1].totals, vec![2000, 1740, 760]);
    assert_eq!(s.games[0].amounts, vec![2, -1, -1]);
    let e = play(
        s27,
        3,
        &deals(json!([{"points": [0, 0, 0], "brisques": [10, 10, 5]}])),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[0].brisques");
}

/// Hand-computed four-hand games (seed 001 L9022–9036): each for himself, four packs and 32
/// brisques; and two partnerships of two.
#[test]
fn four_hand_each_and_partners() {
    let s = play(
        settings(json!({"code": "1927"})),
        4,
        &deals(json!([{"points": [1900, 100, 0, 500], "brisques": [12, 10, 5, 5]}])),
    )
    .unwrap();
    assert_eq!(s.deals[0].totals, vec![2020, 200, 50, 550]);
    assert_eq!(s.net, vec![3, -1, -1, -1]);
    let s = play(
        settings(json!({"code": "1927", "partnership": true})),
        2,
        &deals(json!([
            {"points": [1200, 1500], "brisques": [20, 12]},
            {"points": [600, 300], "brisques": [0, 0]}
        ])),
    )
    .unwrap();
    assert_eq!(s.deals[1].totals, vec![2000, 1920]);
    assert_eq!(s.net, vec![1, -1]);
}

#[test]
fn bad_deals_are_refused_naming_the_field() {
    let err = |d: serde_json::Value| play(Settings::default(), 2, &deals(d)).unwrap_err();
    assert_eq!(
        err(json!([{"points": [-10, 0], "brisques": [0, 0]}])).field,
        "deals[0].points[0]"
    );
    assert_eq!(
        err(json!([{"points": [15, 0], "brisques": [0, 0]}])).field,
        "deals[0].points[0]"
    );
    assert_eq!(
        err(json!([{"points": [10, 0], "brisques": [0, 17]}])).field,
        "deals[0].brisques[1]"
    );
    assert_eq!(
        err(json!([{"points": [10, 0], "brisques": [9, 8]}])).field,
        "deals[0].brisques"
    );
    assert_eq!(
        err(json!([{"points": [10], "brisques": [0, 0]}])).field,
        "deals[0].points"
    );
    let input: PadInput =
        serde_json::from_value(json!({"sides": ["A", "B"], "deals": [{"points": [10, 0]}]}))
            .unwrap();
    assert!(pad(&input).unwrap_err().field.starts_with("deals[0]"));
}

#[test]
fn the_pad_and_the_contract_print_the_code() {
    let input: PadInput = serde_json::from_value(json!({
        "settings": {"code": "1927"}, "sides": ["A", "B", "C"],
        "deals": [{"points": [2000, 0, 0], "brisques": [0, 0, 0]}, {"points": [10, 0, 0], "brisques": [0, 0, 0]}]
    }))
    .unwrap();
    let p = pad(&input).unwrap();
    assert_eq!(
        p.notes[0],
        "Code 1927 (Rules of Card Games); three-hand bézique, 3 packs, game 2000 up."
    );
    assert_eq!((p.net(), p.open), (vec![2, -1, -1], true));
    let out: serde_json::Value = serde_json::from_str(
        &score_json(&json!({"players": ["A", "B"], "deals": []}).to_string()).unwrap(),
    )
    .unwrap();
    assert_eq!(out["code"], json!("1909"));
    assert_eq!(out["form"]["target"], json!(1000));
    let e = score_json(&json!({"players": ["A"]}).to_string()).unwrap_err();
    assert_eq!(e.field, "players");
}

fn arb_sitting() -> impl Strategy<Value = (usize, Vec<Deal>)> {
    (2..=4usize).prop_flat_map(|n| {
        let deal = (
            proptest::collection::vec(0..120i64, n),
            proptest::collection::vec(0..=8i64, n),
        )
            .prop_map(|(p, b)| Deal {
                points: Some(p.iter().map(|x| x * 10).collect()),
                declared: None,
                brisques: b,
            });
        (Just(n), proptest::collection::vec(deal, 0..30))
    })
}

proptest! {
    /// Every game settles to zero, and adding the deals one at a time to the running totals
    /// gives what playing them all at once gives.
    #[test]
    fn sittings_balance_and_replay((n, ds) in arb_sitting()) {
        let s = settings(json!({"code": "1927"}));
        let sitting = play(s, n, &ds).unwrap();
        prop_assert_eq!(sitting.net.iter().sum::<i64>(), 0);
        for g in &sitting.games {
            prop_assert_eq!(g.amounts.iter().sum::<i64>(), 0);
            prop_assert!(g.totals[g.winner] >= sitting.form.target);
        }
        let form = sitting.form;
        let mut totals = vec![0i64; n];
        for d in &ds {
            let scores = score_deal(&form, d).unwrap();
            for (t, x) in totals.iter_mut().zip(&scores) {
                *t += x;
            }
            if winner(form.target, &totals).is_some() {
                totals = vec![0; n];
            }
        }
        prop_assert_eq!(totals, sitting.totals);
    }
}
