//! Abandoned and void hands, long whist, seven-point whist, the 1900 code and the American laws.

use super::*;

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
        "deals[0].tricks[0]: 14 is not from 0 to 13"
    );
}
