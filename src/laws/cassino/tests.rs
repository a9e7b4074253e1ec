use super::*;

fn run(input: serde_json::Value) -> Result<serde_json::Value, LawError> {
    score_json(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

/// The fixed contract. By the count of seed 001 L11382–11395: A has the most cards 3,
/// the most spades 1, Big Cassino 2, two aces 2 and two sweeps 2 = 10; B Little Cassino 1 and
/// two aces 2 = 3.
#[test]
fn the_contract_scores_ten_to_three() {
    let out = run(
        serde_json::json!({"settings": {"form": "cassino"}, "players": ["A","B"],
        "deals": [{"cards": [29, 23], "spades": [8, 5], "big_cassino": 0, "little_cassino": 1,
                   "aces": [2, 2], "sweeps": [2, 0]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([10, 3]));
    assert_eq!(out["totals"], serde_json::json!([10, 3]));
}

fn deal(cards: [i64; 2], spades: [i64; 2], big: usize, little: usize) -> serde_json::Value {
    serde_json::json!({"cards": cards, "spades": spades, "big_cassino": big, "little_cassino": little})
}

fn with(mut d: serde_json::Value, key: &str, v: serde_json::Value) -> serde_json::Value {
    d[key] = v;
    d
}

/// Deal 1 leaves 17 to 17; deal 2 ties the cards and reaches the aces, which score out spades,
/// clubs, hearts, diamonds (seed 001 L11489–11493): B goes out on the ace of hearts, and the ace
/// of diamonds is not scored. Hand-computed.
#[test]
fn both_reaching_game_score_out_in_the_books_order_down_to_the_aces_by_suit() {
    let first = with(
        with(
            deal([30, 22], [7, 6], 1, 1),
            "aces",
            serde_json::json!([1, 3]),
        ),
        "sweeps",
        serde_json::json!([12, 11]),
    );
    let second = with(
        deal([26, 26], [7, 6], 1, 0),
        "ace_takers",
        serde_json::json!([1, 0, 1, 0]),
    );
    let second = with(second, "aces", serde_json::json!([2, 2]));
    let out =
        run(serde_json::json!({"players": ["A", "B"], "deals": [first, second.clone()]})).unwrap();
    assert_eq!(out["deals"][0]["totals"], serde_json::json!([17, 17]));
    let d = &out["deals"][1];
    assert_eq!(d["out"], 1);
    assert_eq!(
        d["order"],
        serde_json::json!([
            "spades",
            "big_cassino",
            "little_cassino",
            "ace_of_spades",
            "ace_of_clubs",
            "ace_of_hearts"
        ])
    );
    assert_eq!(d["unscored"], serde_json::json!(["ace_of_diamonds"]));
    assert_eq!(out["games"][0]["totals"], serde_json::json!([20, 21]));
    // The same aces entered as counts cannot say who reached 21 first.
    let counts = with(
        deal([26, 26], [7, 6], 1, 0),
        "aces",
        serde_json::json!([2, 2]),
    );
    let first = with(
        with(
            deal([30, 22], [7, 6], 1, 1),
            "aces",
            serde_json::json!([1, 3]),
        ),
        "sweeps",
        serde_json::json!([12, 11]),
    );
    let e = run(serde_json::json!({"players": ["A", "B"], "deals": [first, counts]})).unwrap_err();
    assert_eq!(e.field, "deals[1].aces");
}

/// Cards first: at 18 to 20, A's three for cards put him out before B's spades are counted.
#[test]
fn cards_count_out_first() {
    let first = with(
        with(
            deal([30, 22], [7, 6], 1, 1),
            "aces",
            serde_json::json!([1, 3]),
        ),
        "sweeps",
        serde_json::json!([13, 14]),
    );
    let second = with(
        deal([27, 25], [6, 7], 1, 1),
        "aces",
        serde_json::json!([0, 4]),
    );
    let out = run(serde_json::json!({"players": ["A", "B"], "deals": [first, second]})).unwrap();
    assert_eq!(out["deals"][0]["totals"], serde_json::json!([18, 20]));
    assert_eq!(out["deals"][1]["out"], 0);
    assert_eq!(out["deals"][1]["order"], serde_json::json!(["cards"]));
    assert_eq!(out["winner"], 0);
}

/// "If the count of cards or spades is a tie, neither side scores them" (seed 001 L11400–11401).
#[test]
fn tied_cards_score_for_nobody() {
    let d = with(
        deal([26, 26], [7, 6], 0, 1),
        "aces",
        serde_json::json!([2, 2]),
    );
    let out = run(serde_json::json!({"players": ["A", "B"], "deals": [d]})).unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([5, 3]));
}

/// The cards each side took are counted: A took the cassinos, two aces and five spades, B the
/// rest (B's list left blank).
#[test]
fn the_count_is_worked_out_from_the_cards_taken() {
    let d = serde_json::json!({"taken": ["10D 2S AS AC KS QS JS", null], "sweeps": [1, 0]});
    let out = run(serde_json::json!({"players": ["A", "B"], "deals": [d]})).unwrap();
    // A: Big Cassino 2, Little Cassino 1, aces 2, a sweep 1 = 6; B: cards 3, spades 1, aces 2.
    assert_eq!(out["deals"][0]["points"], serde_json::json!([6, 6]));
    // Counts entered beside the cards must agree with them.
    let wrong = serde_json::json!({"taken": ["10D 2S AS AC KS QS JS", ""], "cards": [8, 44]});
    let e = run(serde_json::json!({"players": ["A", "B"], "deals": [wrong]})).unwrap_err();
    assert_eq!(e.field, "deals[0].cards[0]");
    let twice = serde_json::json!({"taken": ["10D 2S", "2S"]});
    let e = run(serde_json::json!({"players": ["A", "B"], "deals": [twice]})).unwrap_err();
    assert_eq!(e.field, "deals[0].taken[1]");
    let blanks = serde_json::json!({"taken": ["10D", null, null]});
    let e = run(serde_json::json!({"players": ["A", "B", "C"], "deals": [blanks]})).unwrap_err();
    assert_eq!(e.field, "deals[0].taken[1]");
}

/// Spade cassino (seed 001 L11524–11535): each spade 1, the jack of spades 1 more, Big Cassino
/// 2, Little Cassino 1, aces 1, all pegged as made; then cards 3: 24 a deal without sweeps.
#[test]
fn spade_cassino_pegs_twenty_four_a_deal() {
    let d = with(
        with(
            deal([30, 22], [8, 5], 0, 1),
            "aces",
            serde_json::json!([2, 2]),
        ),
        "jack_of_spades",
        serde_json::json!(0),
    );
    let out = run(serde_json::json!({"settings": {"form": "spade"}, "players": ["A", "B"], "deals": [d.clone()]})).unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([16, 8]));
    let many = vec![d.clone(); 5];
    let out = run(
        serde_json::json!({"settings": {"form": "spade"}, "players": ["A", "B"], "deals": many}),
    )
    .unwrap();
    // 13 pegged a deal: after three deals 48 (3 × 16), the fourth pegs to 61 before the cards.
    assert_eq!(out["deals"][3]["out"], 0);
    assert_eq!(out["deals"][3]["unscored"], serde_json::json!(["cards"]));
    let no_jack = with(
        deal([30, 22], [8, 5], 0, 1),
        "aces",
        serde_json::json!([2, 2]),
    );
    let e = run(serde_json::json!({"settings": {"form": "spade"}, "players": ["A", "B"], "deals": [no_jack]})).unwrap_err();
    assert_eq!(e.field, "deals[0].jack_of_spades");
}

/// Two sides pegging past 61 on one deal: who got there first is entered.
#[test]
fn spade_cassino_asks_who_pegged_game_first() {
    let even = with(
        with(
            deal([26, 26], [7, 6], 0, 1),
            "aces",
            serde_json::json!([2, 2]),
        ),
        "jack_of_spades",
        serde_json::json!(1),
    );
    let even = with(even, "sweeps", serde_json::json!([0, 1]));
    // A pegs 7 + 2 + 2 = 11, B 6 + 1 + 1 + 2 + a sweep = 11 a deal; cards tie: 66 each on the
    // sixth.
    let mut deals = vec![even.clone(); 6];
    let input = |deals: &Vec<serde_json::Value>| serde_json::json!({"settings": {"form": "spade"}, "players": ["A", "B"], "deals": deals});
    let e = run(input(&deals)).unwrap_err();
    assert_eq!(e.field, "deals[5].out_first");
    deals[5]["out_first"] = serde_json::json!(1);
    let out = run(input(&deals)).unwrap();
    assert_eq!(out["winner"], 1);
}

/// The round-games book: "if one sides secures 6, and the other side 5, the former score 1
/// point … if the respective scores were 7 and 4, the winners of the seven points would add
/// [three]" (seed 003 L5125–5132).
#[test]
fn the_round_games_book_scores_the_difference() {
    let six_five = with(
        deal([30, 22], [6, 7], 0, 1),
        "aces",
        serde_json::json!([1, 3]),
    );
    let seven_four = with(
        deal([30, 22], [6, 7], 0, 0),
        "aces",
        serde_json::json!([1, 3]),
    );
    let out = run(
        serde_json::json!({"settings": {"code": "1884"}, "players": ["A", "B"],
        "deals": [six_five, seven_four]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([1, 0]));
    assert_eq!(out["deals"][1]["points"], serde_json::json!([3, 0]));
    assert_eq!(out["totals"], serde_json::json!([4, 0]));
}

/// Seed 003 L5020–5030: A 1, B 2, C 3, D 5 → A 0, B 1, C 2, D 4; and A 2, B 2, C 2, D 5 → D 3.
#[test]
fn the_lowest_scorers_points_are_deducted_from_the_others() {
    let one = serde_json::json!({"cards": [10, 11, 20, 11], "spades": [3, 3, 2, 5],
        "big_cassino": 1, "little_cassino": 3, "aces": [1, 0, 0, 3]});
    let two = serde_json::json!({"cards": [10, 11, 11, 20], "spades": [3, 3, 2, 5],
        "big_cassino": 0, "little_cassino": 3, "aces": [0, 2, 2, 0]});
    let input = |independent: &str| {
        serde_json::json!({"settings": {"code": "1884", "independent": independent},
            "players": ["A", "B", "C", "D"], "deals": [one, two]})
    };
    let out = run(input("lowest_deducted")).unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([0, 1, 2, 4]));
    assert_eq!(out["deals"][1]["points"], serde_json::json!([0, 0, 0, 3]));
    let out = run(input("each")).unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([1, 2, 3, 5]));
    let e = run(input("two_lowest")).unwrap_err();
    assert_eq!(e.field, "settings.independent");
}

/// Seed 003 L5148–5156: three players, the two lowest together taken from the highest; nobody
/// scores when they reach it.
#[test]
fn three_players_may_set_the_two_lowest_against_the_highest() {
    // A: cards 3, Big Cassino 2, an ace = 6; B: spades, Little Cassino, an ace = 3; C: 2 aces.
    let d = serde_json::json!({"cards": [20, 16, 16], "spades": [3, 6, 4], "big_cassino": 0,
        "little_cassino": 1, "aces": [1, 1, 2]});
    let out = run(
        serde_json::json!({"settings": {"code": "1884", "independent": "two_lowest"},
        "players": ["A", "B", "C"], "deals": [d]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([1, 0, 0]));
}

/// "Each deal is a game in itself and the majority of the 11 points wins, but the sweeps may
/// make it a tie" (seed 001 L11486–11488).
#[test]
fn each_deal_may_be_a_game() {
    let won = with(
        deal([29, 23], [8, 5], 0, 1),
        "aces",
        serde_json::json!([2, 2]),
    );
    // A: cards 3, spades 1, aces 1 = 5; B: Big 2, Little 1, aces 3 = 6, and A's sweep ties it.
    let tie = with(
        with(
            deal([29, 23], [8, 5], 1, 1),
            "aces",
            serde_json::json!([1, 3]),
        ),
        "sweeps",
        serde_json::json!([1, 0]),
    );
    let out = run(
        serde_json::json!({"settings": {"each_deal_a_game": true}, "players": ["A", "B"],
        "deals": [won, tie.clone(), tie]}),
    )
    .unwrap();
    assert_eq!(out["games"].as_array().unwrap().len(), 1);
    assert_eq!(out["deals"][0]["out"], 0);
    assert_eq!(out["deals"][2]["totals"], serde_json::json!([6, 6]));
    assert_eq!(out["net"], serde_json::json!([1, -1]));
}

#[test]
fn the_sixty_card_pack_holds_sixty_cards_and_fifteen_spades() {
    let d = with(
        deal([34, 26], [8, 7], 0, 1),
        "aces",
        serde_json::json!([2, 2]),
    );
    let out = run(serde_json::json!({"settings": {"form": "royal_sixty"}, "players": ["A", "B"], "deals": [d]})).unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([8, 3]));
    let taken = serde_json::json!({"taken": ["11S 12S 10D", null]});
    let out = run(serde_json::json!({"settings": {"form": "royal_sixty"}, "players": ["A", "B"], "deals": [taken.clone()]})).unwrap();
    // A: Big Cassino 2; B: cards 3, spades 1, Little Cassino 1, aces 4.
    assert_eq!(out["deals"][0]["points"], serde_json::json!([2, 9]));
    let e = run(serde_json::json!({"players": ["A", "B"], "deals": [taken]})).unwrap_err();
    assert_eq!(e.field, "deals[0].taken[0]");
}

#[test]
fn bad_input_is_refused_naming_the_field() {
    let cases = [
        (
            serde_json::json!({"players": ["A", "B"], "deals": [{"cards": [29, 21], "spades": [8, 5], "big_cassino": 0, "little_cassino": 1, "aces": [2, 2]}]}),
            "deals[0].cards",
        ),
        (
            serde_json::json!({"players": ["A", "B"], "deals": [{"cards": [3, 49], "spades": [8, 5], "big_cassino": 0, "little_cassino": 1, "aces": [2, 2]}]}),
            "deals[0].spades[0]",
        ),
        (
            serde_json::json!({"players": ["A", "B"], "deals": [{"cards": [29, 23], "spades": [8, 5], "big_cassino": 2, "little_cassino": 1, "aces": [2, 2]}]}),
            "deals[0].big_cassino",
        ),
        (
            serde_json::json!({"players": ["A", "B"], "deals": [{"cards": [29, 23]}]}),
            "deals[0].spades",
        ),
        (
            serde_json::json!({"players": ["A", "B", "C", "D", "E"], "deals": []}),
            "players",
        ),
        (
            serde_json::json!({"settings": {"code": "1884", "form": "spade"}, "players": ["A", "B"], "deals": []}),
            "settings.code",
        ),
        (
            serde_json::json!({"settings": {"form": "whist"}, "players": ["A", "B"], "deals": []}),
            "settings.form",
        ),
    ];
    for (input, field) in cases {
        assert_eq!(run(input).unwrap_err().field, field);
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// For any way the pack falls between two sides, the count from the cards equals the
        /// count entered by hand, and a deal without tied cards scores 11 and its sweeps.
        #[test]
        fn counting_the_cards_equals_entering_the_counts(sides in proptest::collection::vec(0usize..2, 52), sweeps in 0i64..3) {
            let pack = count::pack(Form::Cassino);
            let mut texts = [Vec::new(), Vec::new()];
            for (c, &s) in pack.iter().zip(&sides) {
                texts[s].push(c.to_string());
            }
            prop_assume!(!texts[0].is_empty() && !texts[1].is_empty());
            let taken = serde_json::json!({"taken": [texts[0].join(" "), texts[1].join(" ")], "sweeps": [sweeps, 0]});
            let by_cards = run(serde_json::json!({"players": ["A", "B"], "deals": [taken]})).unwrap();
            let count = |f: &dyn Fn(&crate::laws::cribbage::cards::Card) -> bool| -> Vec<i64> {
                (0..2).map(|s| pack.iter().zip(&sides).filter(|(c, x)| **x == s && f(c)).count() as i64).collect()
            };
            let holder = |rank: u8, suit: u8| pack.iter().zip(&sides).find(|(c, _)| c.rank == rank && c.suit == suit).map(|(_, s)| *s).unwrap();
            let takers: Vec<usize> = [0u8, 3, 1, 2].iter().map(|&suit| holder(1, suit)).collect();
            let typed = serde_json::json!({"cards": count(&|_| true), "spades": count(&|c| c.suit == 0),
                "big_cassino": holder(10, 2), "little_cassino": holder(2, 0), "aces": count(&|c| c.rank == 1),
                "ace_takers": takers, "sweeps": [sweeps, 0]});
            let by_hand = run(serde_json::json!({"players": ["A", "B"], "deals": [typed]})).unwrap();
            prop_assert_eq!(&by_cards["deals"], &by_hand["deals"]);
            let points: i64 = by_cards["deals"][0]["points"].as_array().unwrap().iter().map(|p| p.as_i64().unwrap()).sum();
            let tied = count(&|_| true)[0] == 26;
            prop_assert_eq!(points, if tied { 8 } else { 11 } + sweeps);
        }
    }
}
