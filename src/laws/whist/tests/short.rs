//! Short whist: trebles, doubles and singles, rubbers, revoke penalties and honours.

use super::*;

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
