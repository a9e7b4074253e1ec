use proptest::prelude::*;
use serde_json::{Value, json};

use super::Variant;
use super::clay;
use super::engine::Record;
use super::table::{self, correctable, run};
use super::wire;
use crate::laws::pad::{PadInput, Row};

fn record(variant: Variant, settings: Value, deals: Value) -> Record {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    run(variant, &settings, &deals).unwrap().2
}

fn short(deals: Value) -> Record {
    record(Variant::Short1884, Value::Null, deals)
}

fn refusal(variant: Variant, settings: Value, deals: Value) -> String {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    run(variant, &settings, &deals).unwrap_err().to_string()
}

/// (winner, value, label) of each game.
fn games(r: &Record) -> Vec<(usize, i64, &str)> {
    r.games
        .iter()
        .map(|g| (g.winner, g.value, g.label.as_str()))
        .collect()
}

fn points(r: &Record) -> Vec<[i64; 2]> {
    r.deals.iter().map(|d| d.score.points).collect()
}

/// WE-1, seed 002 L191–192: five points with honours, "often decided in one hand": eleven tricks
/// from love are five by cards, a treble.
#[test]
fn five_by_cards_from_love_is_a_treble() {
    let r = short(json!([{"tricks": [11, 2]}]));
    assert_eq!(games(&r), vec![(0, 3, "treble")]);
    assert_eq!(r.games[0].wasted, 0);
    let r = short(json!([{"tricks": [2, 11]}]));
    assert_eq!(games(&r), vec![(1, 3, "treble")]);
}

/// WE-4, seed 002 L1042–1062: love-all, nine tricks and ace, king, queen of trumps: "three by
/// cards, two by honors, a treble".
#[test]
fn three_by_cards_and_two_by_honours_is_a_treble() {
    let r = short(json!([{"tricks": [4, 9], "honours": [1, 3]}]));
    assert_eq!(games(&r), vec![(1, 3, "treble")]);
    assert_eq!(r.games[0].points, [0, 5]);
}

/// WE-5 and WE-6, seed 002 L1079–1081, L1860–1863: at love-all the fifth trick saves the game
/// against two by honours, the third when honours are equal, the seventh against four.
#[test]
fn saving_the_game_at_love_all() {
    let saved = short(json!([{"tricks": [5, 8], "honours": [1, 3]}]));
    assert!(saved.games.is_empty());
    assert_eq!(points(&saved), vec![[0, 4]]);
    let equal = short(json!([{"tricks": [3, 10], "honours": [2, 2]}]));
    assert_eq!((points(&equal), equal.games.len()), (vec![[0, 4]], 0));
    let four = short(json!([{"tricks": [7, 6], "honours": [0, 4]}]));
    assert_eq!((points(&four), four.games.len()), (vec![[1, 4]], 0));
}

/// Law 8 (seed 002 L248–257): treble at love, double under three, single at three or four, on
/// the losers' score when the game is won.
#[test]
fn double_and_single_games() {
    let double = short(json!([{"tricks": [6, 7]}, {"tricks": [11, 2]}]));
    assert_eq!(games(&double), vec![(0, 2, "double")]);
    let double = short(json!([{"tricks": [5, 8]}, {"tricks": [11, 2]}]));
    assert_eq!(games(&double), vec![(0, 2, "double")]);
    let single = short(json!([{"tricks": [4, 9]}, {"tricks": [11, 2]}]));
    assert_eq!(games(&single), vec![(0, 1, "single")]);
    // The losers' tricks of the same deal count when the winners go out on honours last.
    let single = short(json!([{"tricks": [9, 4]}, {"tricks": [5, 8], "honours": [4, 0]}]));
    assert_eq!(points(&single)[1], [7, 2]);
    assert_eq!(games(&single), vec![(0, 2, "double")]);
    assert_eq!(single.games[0].wasted, 2);
}

/// Laws 9–10 (seed 002 L259–264) and WE-2 (L203–206): single + single + 2 − treble = 1;
/// treble + treble + 2 = 8, the "bumper" (seed 001 L3495–3497).
#[test]
fn rubbers_of_one_and_of_eight() {
    let single_win = [json!({"tricks": [4, 9]}), json!({"tricks": [11, 2]})];
    let treble_loss = json!({"tricks": [2, 11]});
    let deals = json!([
        single_win[0],
        single_win[1],
        treble_loss,
        single_win[0],
        single_win[1]
    ]);
    let r = short(deals);
    assert_eq!(
        games(&r),
        vec![(0, 1, "single"), (1, 3, "treble"), (0, 1, "single")]
    );
    assert_eq!(r.rubbers.len(), 1);
    assert_eq!(r.rubbers[0].value, 1);
    assert_eq!(r.rubbers[0].label, "rubber: 1 + 1 + 2 − 3 = 1");
    assert_eq!(r.net(), [1, -1]);
    let bumper = short(json!([{"tricks": [11, 2]}, {"tricks": [12, 1]}]));
    assert_eq!(bumper.rubbers[0].value, 8);
    assert_eq!(bumper.net(), [8, -8]);
    assert!(!bumper.open());
}

/// A rubber won in two games: no third game is played (Law 1, L216–217); the next deal begins
/// a new rubber.
#[test]
fn the_third_game_is_not_played_after_two_wins() {
    let r = short(json!([{"tricks": [11, 2]}, {"tricks": [11, 2]}, {"tricks": [8, 5]}]));
    assert_eq!(r.rubbers.len(), 1);
    assert_eq!(r.deals[2].games_won, [0, 0]);
    assert_eq!(r.deals[2].score.points, [2, 0]);
    assert!(r.open());
}

/// WE-3, Law 72 V (seed 002 L691–702; 1900 Law 75 V, seed 000 L5772–5776): the claimants at two
/// add three and win a treble "even should the latter have made thirteen tricks, and held four
/// honors".
#[test]
fn revoke_penalty_takes_precedence() {
    for variant in [Variant::Short1884, Variant::Short1900] {
        let r = record(
            variant,
            Value::Null,
            json!([
                {"tricks": [8, 5]},
                {"tricks": [0, 13], "honours": [0, 4], "revokes_add3": [0, 1]}
            ]),
        );
        assert_eq!(games(&r), vec![(0, 3, "treble")]);
        assert_eq!(r.games[0].points, [5, 0]);
    }
}

/// Law 82 (seed 002 L748–750): the revoking side cannot win the game on that hand; it cannot
/// score more than four.
#[test]
fn the_revoking_side_is_capped_below_game() {
    let r = short(json!([{"tricks": [13, 0], "honours": [4, 0], "revokes_deduct3": [1, 0]}]));
    assert!(r.games.is_empty());
    assert_eq!(points(&r), vec![[4, 0]]);
    // Three tricks taken: 10 – 3 → 7 – 6 is one by cards for the revokers.
    let r = short(json!([{"tricks": [10, 3], "revokes_take3": [1, 0]}]));
    assert_eq!(points(&r), vec![[1, 0]]);
    // The claimants' deduction is made before their addition, so the game they win is worth
    // more: revokers at 3 are brought to love, then the claimants at 2 add three: a treble.
    let r = short(json!([
        {"tricks": [9, 4]},
        {"tricks": [6, 7], "honours": [0, 3]},
        {"tricks": [7, 6], "revokes_deduct3": [1, 0], "revokes_add3": [1, 0]}
    ]));
    assert_eq!(points(&r)[1], [3, 3]);
    assert_eq!(games(&r), vec![(1, 3, "treble")]);
}

/// Deducting three from a side with less is read as bringing it to love (the text is silent).
#[test]
fn a_deduction_stops_at_love() {
    let r = short(json!([{"tricks": [8, 5]}, {"tricks": [6, 7], "revokes_deduct3": [1, 0]}]));
    assert_eq!(points(&r), vec![[2, 0], [0, 1]]);
}

/// Taking three tricks from a side that won fewer: all it has (1884 default) or refused (1900
/// default), by the `take3_short` setting.
#[test]
fn three_tricks_from_a_side_with_fewer() {
    let deal = json!([{"tricks": [2, 11], "revokes_take3": [1, 0]}]);
    let r = short(deal.clone());
    assert_eq!(games(&r), vec![(1, 3, "treble")]);
    let e = refusal(Variant::Short1900, Value::Null, deal.clone());
    assert!(
        e.starts_with("deals[0].revokes_take3: the revoking side has 2 tricks"),
        "{e}"
    );
    let e = refusal(Variant::Short1884, json!({"take3_short": "refused"}), deal);
    assert!(e.starts_with("deals[0].revokes_take3"), "{e}");
}

/// Law 4 (seed 002 L236–237; 1900 Law 49, seed 000 L5585): a side at four when the deal begins
/// cannot score honours; one that reaches four in the deal can.
#[test]
fn honours_are_not_scored_at_four() {
    let at_four = short(
        json!([{"tricks": [5, 8], "honours": [0, 3]}, {"tricks": [7, 6], "honours": [0, 4]}]),
    );
    assert_eq!(points(&at_four), vec![[0, 4], [1, 4]]);
    assert!(at_four.games.is_empty());
    assert_eq!(
        at_four.deals[1].score.items[1][0].label,
        "4 honours: not scored at 4"
    );
    // At three they count: 3 + 4 = 7, a single... for the other side at 1 it is a double.
    let at_three = short(
        json!([{"tricks": [6, 7], "honours": [0, 3]}, {"tricks": [7, 6], "honours": [0, 4]}]),
    );
    assert_eq!(games(&at_three), vec![(1, 2, "double")]);
    // Reaching four by tricks in the same deal does not bar the honours.
    let reached = short(json!([{"tricks": [8, 5]}, {"tricks": [8, 5], "honours": [3, 1]}]));
    assert_eq!(games(&reached), vec![(0, 3, "treble")]);
    assert_eq!(reached.games[0].points, [6, 0]);
}

/// Law 81 (seed 002 L744–746): both sides revoking, neither can win; each is punished at the
/// discretion of his adversary.
#[test]
fn both_sides_revoking_1884() {
    let r = short(json!([{"tricks": [12, 1], "honours": [0, 4], "revokes_add3": [1, 1]}]));
    assert!(r.games.is_empty());
    assert_eq!(points(&r), vec![[4, 4]]);
    let r = short(json!([{"tricks": [7, 6], "revokes_deduct3": [1, 0], "revokes_add3": [0, 1]}]));
    assert_eq!(points(&r), vec![[4, 0]]);
}

/// Law 85 of 1900 (seed 000 L5832): "neither can win the game, and the revokes cancel each
/// other"; an unequal number cancels one for one by default, the surplus penalised.
#[test]
fn both_sides_revoking_1900() {
    let r = record(
        Variant::Short1900,
        Value::Null,
        json!([{"tricks": [12, 1], "revokes_add3": [1, 1]}]),
    );
    assert_eq!(points(&r), vec![[4, 0]]);
    assert!(r.games.is_empty());
    let surplus = json!([{"tricks": [6, 7], "revokes_add3": [2, 1]}]);
    let r = record(Variant::Short1900, Value::Null, surplus.clone());
    assert_eq!(points(&r), vec![[0, 4]]);
    let r = record(
        Variant::Short1900,
        json!({"unequal_revokes": "all_cancel"}),
        surplus,
    );
    assert_eq!(points(&r), vec![[0, 1]]);
}

/// Law 59 (seed 002 L597–604): hands abandoned with a revoke: three added or deducted, never
/// tricks taken; what the hand scores besides is a setting.
#[test]
fn abandoned_hands() {
    let deal = json!([{"tricks": [9, 4], "revokes_add3": [0, 1], "abandoned": true}]);
    assert_eq!(points(&short(deal.clone())), vec![[6, 0]]);
    assert_eq!(games(&short(deal.clone())), vec![(0, 3, "treble")]);
    let r = record(
        Variant::Short1884,
        json!({"abandoned_hand": "penalty_only"}),
        deal,
    );
    assert_eq!(points(&r), vec![[3, 0]]);
    let e = refusal(
        Variant::Short1884,
        Value::Null,
        json!([{"tricks": [9, 4], "revokes_take3": [0, 1], "abandoned": true}]),
    );
    assert!(
        e.starts_with("deals[0].revokes_take3: with the hands abandoned"),
        "{e}"
    );
}

/// Law 47 (seed 002 L496–500): an imperfect pack makes the hand null.
#[test]
fn a_void_hand_scores_nothing() {
    let r = short(json!([{"tricks": [8, 5]}, {"void": true}, {"tricks": [8, 5]}]));
    assert_eq!(points(&r), vec![[2, 0], [2, 0], [4, 0]]);
}

/// Long whist (seed 002 L108–154): ten points; honours not at nine; at eight they may be called
/// before the hand is played and end the game.
#[test]
fn long_whist() {
    let long = |deals| record(Variant::Long, Value::Null, deals);
    let r = long(
        json!([{"tricks": [11, 2]}, {"tricks": [10, 3]}, {"tricks": [6, 7], "honours": [4, 0]}]),
    );
    assert_eq!(points(&r), vec![[5, 0], [9, 0], [9, 1]]);
    assert_eq!(
        r.deals[2].score.items[0][0].label,
        "4 honours: not scored at 9"
    );
    let r =
        long(json!([{"tricks": [11, 2]}, {"tricks": [9, 4]}, {"honours": [3, 1], "called": true}]));
    assert_eq!(games(&r), vec![(0, 1, "game")]);
    assert_eq!(r.games[0].points, [10, 0]);
    assert_eq!(r.net(), [1, -1]);
    // At eight, honours not called count last as usual.
    let r = long(
        json!([{"tricks": [11, 2]}, {"tricks": [9, 4]}, {"tricks": [6, 7], "honours": [3, 1]}]),
    );
    assert_eq!(games(&r), vec![(0, 1, "game")]);
    let e = refusal(
        Variant::Long,
        Value::Null,
        json!([{"honours": [3, 1], "called": true}]),
    );
    assert!(e.starts_with("deals[0].called: only a side at 8"), "{e}");
    let e = refusal(
        Variant::Long,
        Value::Null,
        json!([{"tricks": [7, 6], "honours": [3, 1], "called": true}]),
    );
    assert!(e.starts_with("deals[0].tricks"), "{e}");
    let rubber = record(
        Variant::Long,
        json!({"rubber": "best_of_three"}),
        json!([{"tricks": [13, 0]}, {"tricks": [11, 2]}, {"tricks": [13, 0]}, {"tricks": [13, 0]}]),
    );
    assert_eq!(rubber.rubbers[0].value, 4);
}

/// Seven-point whist (seed 002 L187–189): seven up without honours.
#[test]
fn seven_point_whist() {
    let r = record(
        Variant::SevenPoint,
        Value::Null,
        json!([{"tricks": [11, 2]}, {"tricks": [9, 4]}]),
    );
    assert_eq!(games(&r), vec![(0, 1, "game")]);
    assert_eq!(r.games[0].wasted, 1);
    let e = refusal(
        Variant::SevenPoint,
        Value::Null,
        json!([{"tricks": [7, 6], "honours": [4, 0]}]),
    );
    assert!(
        e.starts_with("deals[0].honours: not entered under this law"),
        "{e}"
    );
}

/// Long whist: Law 82 (seed 002 L748–750), read for the ten-point game as the laws extraction
/// does (whist-1884 §2.2 [inferred]): the revoking side cannot win on that hand, so it stops at
/// nine.
#[test]
fn long_whist_revokers_stop_at_nine() {
    let r = record(
        Variant::Long,
        Value::Null,
        json!([{"tricks": [12, 1]}, {"tricks": [13, 0], "revokes_deduct3": [1, 0]}]),
    );
    // 6 from the first hand; then 7 by cards less 3 would be 10: held at 9.
    assert_eq!(points(&r), vec![[6, 0], [9, 0]]);
    assert!(r.games.is_empty());
}

/// Seven-point whist (seed 002 L187–189, L748–750): the revokers stop one short of seven.
#[test]
fn seven_point_revokers_stop_at_six() {
    let r = record(
        Variant::SevenPoint,
        Value::Null,
        json!([{"tricks": [11, 2]}, {"tricks": [13, 0], "revokes_deduct3": [1, 0]}]),
    );
    assert_eq!(points(&r), vec![[5, 0], [6, 0]]);
    assert!(r.games.is_empty());
}

/// The Revised Code of 1900, Laws 53–55 (seed 000 L5559–5620), values games and rubbers as the
/// English laws:
/// a double against one or two, a single against three or four, and rubbers of one and eight.
#[test]
fn short_1900_games_and_rubbers_by_hand() {
    let short_1900 = |deals| record(Variant::Short1900, Value::Null, deals);
    let double = short_1900(json!([{"tricks": [6, 7]}, {"tricks": [11, 2]}]));
    assert_eq!(games(&double), vec![(0, 2, "double")]);
    let single = short_1900(json!([{"tricks": [4, 9]}, {"tricks": [11, 2]}]));
    assert_eq!(games(&single), vec![(0, 1, "single")]);
    let one = short_1900(json!([
        {"tricks": [4, 9]}, {"tricks": [11, 2]},
        {"tricks": [2, 11]},
        {"tricks": [4, 9]}, {"tricks": [11, 2]}
    ]));
    assert_eq!(one.rubbers[0].value, 1);
    let bumper = short_1900(json!([{"tricks": [11, 2]}, {"tricks": [12, 1]}]));
    assert_eq!(bumper.rubbers[0].value, 8);
}

/// The American laws of 1893 (seed 001 L3545–3547, L3482–3486, L3790–3798): seven less the
/// losers' score; two tricks a revoke; the revokers stop at six.
#[test]
fn american_laws_of_1893() {
    let american = |settings, deals| record(Variant::American1893, settings, deals);
    let r = american(
        Value::Null,
        json!([{"tricks": [5, 8]}, {"tricks": [13, 0]}]),
    );
    assert_eq!(games(&r), vec![(0, 5, "game of 5")]);
    let r = american(Value::Null, json!([{"tricks": [13, 0], "revokes": [1, 0]}]));
    assert_eq!(points(&r), vec![[5, 0]]);
    let r = american(
        Value::Null,
        json!([{"tricks": [8, 5]}, {"tricks": [12, 1], "revokes": [1, 0]}]),
    );
    assert_eq!(points(&r), vec![[2, 0], [6, 0]]);
    // Both sides revoking: two tricks each way, and neither can win.
    let r = american(Value::Null, json!([{"tricks": [13, 0], "revokes": [1, 1]}]));
    assert_eq!(points(&r), vec![[6, 0]]);
    let r = american(
        json!({"conceded_point": true, "target": 5}),
        json!([{"tricks": [11, 2]}]),
    );
    assert_eq!(games(&r), vec![(0, 4, "game of 4")]);
    let e = refusal(
        Variant::American1893,
        Value::Null,
        json!([{"tricks": [7, 6], "revokes_add3": [1, 0]}]),
    );
    assert!(
        e.starts_with("deals[0].revokes_add3: not entered under this law"),
        "{e}"
    );
}

#[test]
fn bad_deals_are_refused_naming_the_field() {
    let bad = |deal: Value| {
        refusal(
            Variant::Short1884,
            Value::Null,
            json!([{"tricks": [7, 6]}, deal]),
        )
    };
    assert!(bad(json!({"tricks": [7, 7]})).starts_with("deals[1].tricks: 7 + 7 = 14"));
    assert!(bad(json!({"tricks": [14, 0]})).starts_with("deals[1].tricks[0]: 14 is not 0..13"));
    assert!(bad(json!({"tricks": [13]})).starts_with("deals[1].tricks: 1 numbers"));
    assert!(
        bad(json!({"tricks": [7, 6], "honours": [3, 3]}))
            .starts_with("deals[1].honours: both sides claim honours")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "honours": [2, 3]}))
            .starts_with("deals[1].honours: 2 + 3 honours")
    );
    assert!(
        bad(json!({"honours": [3, 1]}))
            .starts_with("deals[1].tricks: the tricks each side won are needed")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "revokes": [1, 0]}))
            .starts_with("deals[1].revokes: not entered")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "called": true})).starts_with("deals[1].called: not entered")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "revokes_add3": [-1, 0]}))
            .starts_with("deals[1].revokes_add3[0]: -1 is not 0..13")
    );
    assert!(bad(json!({"tricks": ["7", 6]})).starts_with("deals[1].tricks[0]"));
    assert!(bad(json!([7, 6])).starts_with("deals[1]: a deal is an object"));
    let e = refusal(
        Variant::Short1884,
        json!({"unequal_revokes": "all_cancel"}),
        json!([]),
    );
    assert!(
        e.starts_with("settings.unequal_revokes: not a setting of this law"),
        "{e}"
    );
    let e = refusal(
        Variant::Short1900,
        json!({"take3_short": "never"}),
        json!([]),
    );
    assert!(
        e.starts_with("settings.take3_short: \"never\" is not one of"),
        "{e}"
    );
}

#[test]
fn the_cli_contract() {
    let out =
        wire::score_short_1884(r#"{"deals": [{"tricks": [11, 2]}, {"tricks": [12, 1]}]}"#).unwrap();
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["sides"], json!(["We", "They"]));
    assert_eq!(v["net"], json!([8, -8]));
    assert_eq!(v["deals"][1]["rubber"], json!(0));
    assert_eq!(v["deals"][1]["games_won"], json!([2, 0]));
    assert_eq!(v["games"][0]["label"], json!("treble"));
    let e = wire::score_short_1884(r#"{"sides": ["A"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "sides");
    let e = wire::score_short_1884(r#"{"deals": [{"tricks": [7, 6]}], "extra": 1}"#).unwrap_err();
    assert_eq!(e.field, "extra");
}

fn pad_input(settings: Value, deals: &[Value]) -> PadInput {
    PadInput {
        settings,
        sides: vec!["We".into(), "They".into()],
        deals: deals.to_vec(),
    }
}

/// Law 11 (seed 002 L266–268): correctable until the trump of the deal after the game's last;
/// Law 12 (L270–271): under a rubber, while the rubber lasts.
#[test]
fn correction_windows() {
    let deals = [
        json!({"tricks": [11, 2]}),
        json!({"tricks": [8, 5]}),
        json!({"tricks": [11, 2]}),
        json!({"tricks": [7, 6]}),
    ];
    let two = pad_input(Value::Null, &deals[..2]);
    assert!(correctable(Variant::Short1884, &two, 0));
    let three = pad_input(Value::Null, &deals[..3]);
    assert!(
        correctable(Variant::Short1884, &three, 0),
        "the rubber just ended"
    );
    let four = pad_input(Value::Null, &deals);
    assert!(!correctable(Variant::Short1884, &four, 0));
    assert!(!correctable(Variant::Short1884, &four, 2));
    assert!(correctable(Variant::Short1884, &four, 3));
    assert!(!correctable(Variant::Short1884, &four, 4));
    // Games settled alone close with the next deal.
    let seven = [json!({"tricks": [13, 0]}), json!({"tricks": [7, 6]})];
    let input = pad_input(Value::Null, &seven);
    assert!(!correctable(Variant::SevenPoint, &input, 0));
    assert!(correctable(Variant::SevenPoint, &input, 1));
}

/// Law 6 (seed 002 L242–243): honours "unless claimed before the trump card of the following
/// deal is turned up, cannot be scored"; Law 78 (L733–734): "A revoke cannot be claimed after
/// the cards have been cut for the following deal". Within the game's correction window a late
/// claim still needs the director; the last deal's claims are open; lowering is a correction.
#[test]
fn claims_close_with_the_next_deal_laws_6_and_78() {
    let deals = [json!({"tricks": [7, 6]}), json!({"tricks": [6, 7]})];
    let input = pad_input(Value::Null, &deals);
    assert!(
        correctable(Variant::Short1884, &input, 0),
        "the game goes on"
    );
    let late = |new: Value| table::short_1884_claims_closed(&input, 0, &new);
    let honours = late(json!({"tricks": [7, 6], "honours": [3, 0]})).unwrap();
    assert!(
        honours.contains("Law 6") && honours.contains("deal 1"),
        "{honours}"
    );
    let revoke = late(json!({"tricks": [7, 6], "revokes_add3": [0, 1]})).unwrap();
    assert!(revoke.contains("Law 78"), "{revoke}");
    assert_eq!(
        late(json!({"tricks": [8, 5]})),
        None,
        "tricks are a correction"
    );
    // The last deal: claims are still open.
    let last = json!({"tricks": [6, 7], "honours": [4, 0]});
    assert_eq!(table::short_1884_claims_closed(&input, 1, &last), None);
    // Taking back a claim only corrects the score.
    let claimed = [
        json!({"tricks": [7, 6], "honours": [3, 0]}),
        deals[1].clone(),
    ];
    let input = pad_input(Value::Null, &claimed);
    let withdrawn = json!({"tricks": [7, 6]});
    assert_eq!(table::short_1884_claims_closed(&input, 0, &withdrawn), None);
    // Honours moved to the other side are a new claim.
    let moved = json!({"tricks": [7, 6], "honours": [0, 3]});
    assert!(table::short_1884_claims_closed(&input, 0, &moved).is_some());
}

/// The same deadlines in the other codes: 1900 Laws 51 and 82 (seed 000 L5591–5592,
/// L5821–5822); long whist (seed 002 L122–125); seven-point, revokes only; the American laws'
/// law 33 (seed 001 L3810–3812), revokes only; every whist law with a table has the hook.
#[test]
fn claims_close_in_every_code() {
    let deals = [json!({"tricks": [7, 6]}), json!({"tricks": [6, 7]})];
    let input = pad_input(Value::Null, &deals);
    let honours = json!({"tricks": [7, 6], "honours": [4, 0]});
    let revoke = json!({"tricks": [7, 6], "revokes_take3": [1, 0]});
    let found = |r: Option<String>, law: &str| r.is_some_and(|m| m.contains(law));
    assert!(found(
        table::short_1900_claims_closed(&input, 0, &honours),
        "Law 51"
    ));
    assert!(found(
        table::short_1900_claims_closed(&input, 0, &revoke),
        "Law 82"
    ));
    assert!(found(
        table::long_claims_closed(&input, 0, &honours),
        "L122"
    ));
    assert!(found(
        table::long_claims_closed(&input, 0, &revoke),
        "Law 78"
    ));
    assert!(found(
        table::seven_point_claims_closed(&input, 0, &revoke),
        "Law 78"
    ));
    let two = json!({"tricks": [7, 6], "revokes": [0, 2]});
    assert!(found(
        table::american_1893_claims_closed(&input, 0, &two),
        "law 33"
    ));
    for law in crate::laws::registry::all().filter(|l| l.id.starts_with("whist-")) {
        let Some(table) = law.table else { continue };
        let has_claims = table
            .deal
            .iter()
            .any(|f| f.name == "honours" || f.name.starts_with("revokes"));
        assert_eq!(table.claims_closed.is_some(), has_claims, "{}", law.id);
    }
}

#[test]
fn the_pad_draws_games_and_rubbers() {
    let deals = [
        json!({"tricks": [6, 7], "honours": [0, 3]}),
        json!({"tricks": [11, 2]}),
    ];
    let pad = table::short_1884_pad(&pad_input(Value::Null, &deals)).unwrap();
    let kinds: Vec<&str> = pad
        .rows
        .iter()
        .map(|r| match r {
            Row::Deal { .. } => "deal",
            Row::Game { .. } => "game",
            Row::Settled { .. } => "settled",
        })
        .collect();
    assert_eq!(kinds, vec!["deal", "deal", "game"]);
    let Row::Game { winner, label } = &pad.rows[2] else {
        panic!()
    };
    assert_eq!((*winner, label.as_str()), (0, "We 5–3: single (1)"));
    assert!(pad.open && pad.settled.is_empty());
    let Row::Deal { below, note, .. } = &pad.rows[0] else {
        panic!()
    };
    assert_eq!(below[1].len(), 2);
    assert_eq!(note, "tricks 6–7; They 3 honours");
}

fn clay(settings: Value, deals: Value) -> clay::Record {
    let deals: Vec<Value> = serde_json::from_value(deals).unwrap();
    let sides = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
    clay::score(&settings, &sides, &deals).unwrap()
}

/// WE-7, seed 002 L2958–2967: twelve tricks of thirteen are fifteen, 11 for tricks and 4 for
/// the game; a grand slam is 17 from each adversary and does not count toward the game.
#[test]
fn clays_dummy_examples() {
    let r = clay(Value::Null, json!([{"dummy": 0, "tricks": 12}]));
    assert_eq!(r.settlements[0].value, 15);
    assert_eq!(r.settlements[0].amounts, vec![30, -15, -15]);
    let r = clay(Value::Null, json!([{"dummy": 1, "tricks": 1}]));
    assert_eq!(r.settlements[0].amounts, vec![15, -30, 15]);
    let r = clay(
        Value::Null,
        json!([{"dummy": 2, "tricks": 8}, {"dummy": 2, "tricks": 13}, {"dummy": 2, "tricks": 10}]),
    );
    assert_eq!(r.settlements[0].amounts, vec![-17, -17, 34]);
    assert_eq!(
        r.deals[1].points,
        [2, 0],
        "the slam leaves the game as it was"
    );
    // 8–5 then 10–3: nets 3 + 7 = 10, and 4 for the game.
    assert_eq!(r.settlements[1].value, 14);
    assert_eq!(r.settlements[1].amounts, vec![-14, -14, 28]);
}

#[test]
fn clays_dummy_refusals() {
    let sides = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
    let deals = vec![
        json!({"dummy": 0, "tricks": 8}),
        json!({"dummy": 1, "tricks": 8}),
    ];
    let e = clay::score(&Value::Null, &sides, &deals).unwrap_err();
    assert!(
        e.to_string().starts_with("deals[1].dummy: A has Dummy"),
        "{e}"
    );
    let e = clay::score(&Value::Null, &sides, &[json!({"dummy": 0, "tricks": 14})]).unwrap_err();
    assert_eq!(e.to_string(), "deals[0].tricks: 14 is not 0..13");
    let e = clay::score_json(r#"{"sides": ["A", "B"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "sides");
}

fn a_deal() -> impl Strategy<Value = Value> {
    (0i64..=13, 0usize..5, 0usize..12, 0usize..3, 0usize..12).prop_map(
        |(tricks, honours, revoker, penalty, void)| {
            let mut deal = serde_json::Map::new();
            if void == 0 {
                deal.insert("void".into(), json!(true));
                return Value::Object(deal);
            }
            deal.insert("tricks".into(), json!([tricks, 13 - tricks]));
            let h = [[0, 4], [1, 3], [2, 2], [3, 1], [4, 0]][honours];
            deal.insert("honours".into(), json!(h));
            if revoker < 2 {
                let mut counts = [0, 0];
                counts[revoker] = 1;
                let key = ["revokes_take3", "revokes_deduct3", "revokes_add3"][penalty];
                deal.insert(key.into(), json!(counts));
            }
            Value::Object(deal)
        },
    )
}

proptest! {
    /// Laws 9–10: the winners of a short-whist rubber gain from 1 to 8; every settlement nets
    /// to nothing.
    #[test]
    fn short_rubbers_are_worth_one_to_eight(deals in prop::collection::vec(a_deal(), 0..40)) {
        for variant in [Variant::Short1884, Variant::Short1900] {
            let settings = json!({"take3_short": "all_they_have"});
            let r = run(variant, &settings, &deals).unwrap().2;
            for rubber in &r.rubbers {
                prop_assert!((1..=8).contains(&rubber.value), "{rubber:?}");
            }
            for s in &r.settlements {
                prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
            }
            prop_assert_eq!(r.net()[0] + r.net()[1], 0);
            for g in &r.games {
                prop_assert!(g.points[1 - g.winner] < 5 && g.points[g.winner] >= 5);
            }
        }
    }

    /// A pad of the first deals is the start of the pad of them all: entering deals one by one
    /// draws what replaying the list draws.
    #[test]
    fn a_prefix_draws_the_start_of_the_pad(deals in prop::collection::vec(a_deal(), 1..30), cut in 0usize..30) {
        let cut = cut.min(deals.len());
        for variant in [Variant::Short1884, Variant::Short1900, Variant::Long, Variant::SevenPoint] {
            let settings = json!({"take3_short": "all_they_have"});
            let strip = |d: &Value| {
                let mut d = d.clone();
                if variant == Variant::SevenPoint
                    && let Value::Object(m) = &mut d
                {
                    m.remove("honours");
                }
                d
            };
            let deals: Vec<Value> = deals.iter().map(strip).collect();
            let whole = table::pad(variant, &pad_input(settings.clone(), &deals)).unwrap();
            let part = table::pad(variant, &pad_input(settings.clone(), &deals[..cut])).unwrap();
            prop_assert!(whole.rows.starts_with(&part.rows));
            prop_assert!(whole.settled.starts_with(&part.settled));
            prop_assert_eq!(whole.net().iter().sum::<i64>(), 0);
        }
    }

    #[test]
    fn clay_settlements_net_to_nothing(games in prop::collection::vec((0usize..3, prop::collection::vec(0i64..=13, 1..8)), 0..6)) {
        let mut deals = Vec::new();
        for (dummy, hands) in games {
            for t in hands {
                deals.push(json!({"dummy": dummy, "tricks": t}));
            }
        }
        let sides = ["A".to_owned(), "B".to_owned(), "C".to_owned()];
        // A game left unfinished may hold the next game's player: only a complete game may
        // change hands, so cut at the first refusal.
        let mut good = deals.clone();
        while clay::score(&Value::Null, &sides, &good).is_err() {
            good.pop();
        }
        let r = clay::score(&Value::Null, &sides, &good).unwrap();
        for s in &r.settlements {
            prop_assert_eq!(s.amounts.iter().sum::<i64>(), 0);
            prop_assert!(s.value > 0);
        }
    }
}

/// The American laws of 1893, law 30 (seed 001 L3790–3794; rules-1927-a §2.8 [INFER]): both
/// sides revoking once, one trick to twelve. By hand, each way: the first side gives its one
/// trick and the second two, so the second side's twelve less two plus one is 11, five by cards;
/// cancelling, the tricks stand at 12, six by cards, which is also the most a revoking side may
/// score (law 31, "up to score of six").
#[test]
fn american_1893_both_sides_revoking_each_way_or_cancelling() {
    let deal = json!([{"tricks": [1, 12], "revokes": [1, 1]}]);
    let each_way = record(Variant::American1893, Value::Null, deal.clone());
    assert_eq!(points(&each_way), vec![[0, 5]]);
    let cancel = record(
        Variant::American1893,
        json!({"both_revoke": "cancel"}),
        deal,
    );
    assert_eq!(points(&cancel), vec![[0, 6]]);
    // Unequal, two against one: the surplus revoke moves two tricks. Eight to five for the
    // first side becomes six to seven, one by cards to the second side either way.
    let unequal = json!([{"tricks": [8, 5], "revokes": [2, 1]}]);
    for settings in [Value::Null, json!({"both_revoke": "cancel"})] {
        assert_eq!(
            points(&record(Variant::American1893, settings, unequal.clone())),
            vec![[0, 1]]
        );
    }
}

/// One side's tricks entered, the other's follow (13 less): seven by one side is six to the
/// other, one by cards (as nine tricks are "three by cards", seed 002 L1061–1062).
#[test]
fn one_sides_tricks_and_the_others_follow() {
    let given = short(json!([{"tricks": [7, null]}, {"tricks": [null, 9]}]));
    let both = short(json!([{"tricks": [7, 6]}, {"tricks": [4, 9]}]));
    assert_eq!(points(&given), points(&both));
    assert_eq!(
        refusal(
            Variant::Short1884,
            Value::Null,
            json!([{"tricks": [null, null]}])
        ),
        "deals[0].tricks: give the tricks one side won (the other side's follow)"
    );
    assert_eq!(
        refusal(
            Variant::Short1884,
            Value::Null,
            json!([{"tricks": [14, null]}])
        ),
        "deals[0].tricks[0]: 14 is not 0..13"
    );
}
