//! The patience family: the books' worked examples with their seed lines, hand-computed deals
//! and properties (every deal sums to nothing; a square's score is the sum of its ten hands).

use proptest::prelude::*;
use serde_json::{Value, json};

use super::grid::{Grid, Hand, Scale};
use crate::laws::LawError;
use crate::laws::registry::score;

fn run(law: &str, input: Value) -> Result<Value, LawError> {
    score(law, &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn refused(law: &str, input: Value) -> LawError {
    run(law, input).unwrap_err()
}

/// The 81 square of the serpent problem, rows top first (seed 000 L8907–8937, W13).
const SERPENT_81: &str = "H2 S6 D3 D2 C2 / S5 D6 H3 H7 H4 / CQ DQ S3 SJ SQ / \
                          10H QH JH AH KH / 10C 6H 3C 5H 8H";
/// The cards of the serpent problem in the order dealt (seed 000 L8907–8913).
const SERPENT_CALLED: &str =
    "D6 S5 CQ DQ HQ H10 C10 H6 C3 HJ HA H5 H8 HK SQ H4 C2 D2 H7 SJ S3 H3 D3 S6 H2";
/// The 78 square: two straight flushes crossing at the ace of hearts (seed 000 L8925–8933).
const SERPENT_78: &str = "D6 SJ S3 H3 D3 / S5 H7 D2 H2 S6 / CQ DQ C2 H4 SQ / \
                          10H QH JH AH KH / 10C 6H 3C 5H 8H";

/// W12 (seed 000 L8867–8879): A 87, B 81, C 78, D 78, E 65; A wins 46, B 16, C and D 1 each, E
/// loses 64; and by the other way, 5 × score less 389.
#[test]
fn five_players_settle_the_differences_as_the_book_does() {
    let out = run(
        "poker-patience",
        json!({"players": ["A", "B", "C", "D", "E"],
               "deals": [{"scores": [87, 81, 78, 78, 65]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([46, 16, 1, 1, -64]));
    let total = 87 + 81 + 78 + 78 + 65;
    assert_eq!(total, 389);
    for (i, s) in [87, 81, 78, 78, 65].iter().enumerate() {
        assert_eq!(out["balances"][i], json!(5 * s - total));
    }
}

/// W13 (seed 000 L8914–8937): the serpent laid as the book's 81 answer, along its path, counts
/// threes, a straight, threes and a straight flush in the rows, and a pair, a full and fours in
/// the columns: 81.
#[test]
fn the_serpent_problems_answer_counts_81_from_its_cards() {
    let grid = Grid::parse("g", SERPENT_81).unwrap();
    let hands = grid.hands();
    assert_eq!(
        hands,
        [
            Hand::Threes,
            Hand::Straight,
            Hand::Threes,
            Hand::StraightFlush,
            Hand::Nothing,
            Hand::Pair,
            Hand::Full,
            Hand::Fours,
            Hand::Nothing,
            Hand::Nothing
        ]
    );
    let out = run(
        "poker-patience",
        json!({"settings": {"layout": "serpent"}, "players": ["Solo"],
               "deals": [{"called": SERPENT_CALLED, "grids": [SERPENT_81], "scores": [81]}]}),
    )
    .unwrap();
    assert_eq!(out["deals"][0]["amounts"], json!([0]));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .starts_with("Solo 81 (counted from the square")
    );
}

/// W13's first answer, 78 (seed 000 L8925–8933): its column straight flush is the ace to five
/// of hearts, so the ace counts low in a sequence.
#[test]
fn the_serpents_78_needs_the_ace_low() {
    let grid = Grid::parse("g", SERPENT_78).unwrap();
    assert_eq!(super::grid::score(&grid.hands(), Scale::English), 78);
    assert_eq!(grid.hands()[8], Hand::StraightFlush);
}

/// The 81 square on the 1927 book's American scales (seed 001 L5277–5331), by hand: rows threes
/// 7 + straight 9 + threes 7 + straight flush 30, columns pair 1 + full 12 + fours 20 = 86; on
/// the second, 10 + 15 + 10 + 75 + 2 + 25 + 50 = 187.
#[test]
fn the_american_scales_value_the_same_square() {
    let hands = Grid::parse("g", SERPENT_81).unwrap().hands();
    assert_eq!(super::grid::score(&hands, Scale::American), 86);
    assert_eq!(super::grid::score(&hands, Scale::AmericanSecond), 187);
    for (scale, expect) in [("english", 81), ("american", 86), ("american_second", 187)] {
        let out = run(
            "poker-patience",
            json!({"settings": {"scale": scale}, "players": ["A", "B"],
                   "deals": [{"grids": [SERPENT_81, null], "hands": [null, "pair"]}]}),
        )
        .unwrap();
        let pair = Scale::of_name(scale).value(Hand::Pair);
        assert_eq!(
            out["deals"][0]["amounts"],
            json!([expect - pair, pair - expect])
        );
    }
}

/// Hand cases: the flush below threes and the straight above a full on the English scale (seed
/// 000 L8853); Q K A 2 3 is no sequence; the typed hands, in any words the form allows.
#[test]
fn hands_by_hand() {
    let h =
        |cards: &str| Hand::of(&crate::laws::poker::hands::parse_cards("h", cards, false).unwrap());
    assert_eq!(h("AH 2S 3D 4C 5H"), Hand::Straight);
    assert_eq!(h("QH KS AD 2C 3H"), Hand::Nothing);
    assert_eq!(h("10S JS QS KS AS"), Hand::StraightFlush);
    assert_eq!(h("2S 7S 9S JS KS"), Hand::Flush);
    assert_eq!(h("5S 5H 5D 9C 9S"), Hand::Full);
    assert_eq!(h("5S 5H 9D 9C KS"), Hand::TwoPairs);
    let e = Scale::English;
    assert!(e.value(Hand::Flush) < e.value(Hand::Threes));
    assert!(e.value(Hand::Straight) > e.value(Hand::Full));
    let typed =
        super::poker_patience::typed_hands("h", "Straight flush, full house; two pair/ a pair")
            .unwrap();
    assert_eq!(
        typed,
        vec![Hand::StraightFlush, Hand::Full, Hand::TwoPairs, Hand::Pair]
    );
    assert_eq!(super::grid::score(&typed, e), 44);
}

/// A deal of three, each counted a different way, paid at two counters a point: 81, 44, 30.
#[test]
fn a_square_typed_hands_and_a_score_settle_together() {
    let out = run(
        "poker-patience",
        json!({"settings": {"per_point": 2}, "players": ["Al", "Bea", "Cy"],
               "deals": [{"grids": [SERPENT_81, null, null],
                          "hands": [null, "straight flush, full, two pairs, pair", null],
                          "scores": [81, null, 30]}]}),
    )
    .unwrap();
    // Al: 2·(81−44) + 2·(81−30) = 176; Bea: 2·(44−81) + 2·(44−30) = −46; Cy: −130.
    assert_eq!(out["deals"][0]["amounts"], json!([176, -46, -130]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 2, "to": 0, "amount": 130}, {"from": 1, "to": 0, "amount": 46}])
    );
}

#[test]
fn poker_patience_refuses_what_cannot_be() {
    let two = json!(["A", "B"]);
    let e = refused(
        "poker-patience",
        json!({"players": two, "deals": [{"grids": ["AS KS", null], "scores": [null, 3]}]}),
    );
    assert_eq!(e.field, "deals[0].grids[0]");
    let e = refused(
        "poker-patience",
        json!({"players": two, "deals": [{"grids": [SERPENT_81, null], "scores": [80, 3]}]}),
    );
    assert_eq!(e.field, "deals[0].scores[0]");
    let e = refused(
        "poker-patience",
        json!({"players": two, "deals": [{"scores": [3]}]}),
    );
    assert_eq!(e.field, "deals[0].scores");
    let e = refused(
        "poker-patience",
        json!({"players": two, "deals": [{"scores": [3, null]}]}),
    );
    assert_eq!(e.field, "deals[0].scores[1]");
    let e = refused(
        "poker-patience",
        json!({"players": two, "deals": [{"scores": [3, 751]}]}),
    );
    assert_eq!(e.field, "deals[0].scores[1]");
    let e = refused(
        "poker-patience",
        json!({"players": two, "deals": [{"grids": [SERPENT_81, SERPENT_81.replace("H2", "C9")]}]}),
    );
    assert_eq!(e.field, "deals[0].grids[1]");
    let e = refused(
        "poker-patience",
        json!({"players": two, "deals": [{"hands": ["pair, a royal straight", null], "scores": [null, 1]}]}),
    );
    assert_eq!(e.field, "deals[0].hands[0]");
    // Laid along the serpent's path, the 81 square's cards called in another order do not lie
    // beside one another.
    let e = refused(
        "poker-patience",
        json!({"settings": {"layout": "serpent"}, "players": ["S"],
        "deals": [{"called": SERPENT_CALLED.replace("D6 S5", "S5 D6"), "grids": [SERPENT_81]}]}),
    );
    assert_eq!(e.field, "deals[0].grids[0]");
    // The same order touches at every card: laid by the common rule it is allowed.
    assert!(
        run(
            "poker-patience",
            json!({"players": ["S"],
        "deals": [{"called": SERPENT_CALLED.replace("D6 S5", "S5 D6"), "grids": [SERPENT_81]}]})
        )
        .is_ok()
    );
    // A card far from every card laid before it.
    let far = format!("H8 {}", SERPENT_CALLED.replace(" H8", ""));
    let e = refused(
        "poker-patience",
        json!({"players": ["S"], "deals": [{"called": far, "grids": [SERPENT_81]}]}),
    );
    assert!(e.message.contains("6D does not touch"), "{}", e.message);
}

/// A shuffled square from a seed: the 52 cards by a small linear congruential walk.
fn square(seed: u64) -> String {
    let mut pack: Vec<String> = ["S", "H", "D", "C"]
        .iter()
        .flat_map(|s| {
            [
                "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
            ]
            .map(|r| format!("{r}{s}"))
        })
        .collect();
    let mut x = seed | 1;
    for i in (1..pack.len()).rev() {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        pack.swap(i, (x >> 33) as usize % (i + 1));
    }
    pack[..25].join(" ")
}

proptest! {
    /// A square's score is the sum of its ten hands, each valued alone; and the deal's amounts
    /// are `n·s − Σs` for every player, summing to nothing.
    #[test]
    fn a_squares_score_is_its_ten_hands_and_the_deal_sums_to_nothing(seed in any::<u64>(), n in 2usize..6, other in proptest::collection::vec(0i64..300, 5)) {
        let text = square(seed);
        let grid = Grid::parse("g", &text).unwrap();
        let cards = crate::laws::poker::hands::parse_cards("g", &text, false).unwrap();
        let mut by_hand = 0;
        for i in 0..5 {
            by_hand += Scale::English.value(Hand::of(&cards[5 * i..5 * i + 5]));
            let column: Vec<_> = (0..5).map(|r| cards[5 * r + i]).collect();
            by_hand += Scale::English.value(Hand::of(&column));
        }
        let s0 = super::grid::score(&grid.hands(), Scale::English);
        prop_assert_eq!(s0, by_hand);
        let players: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let mut grids = vec![Value::Null; n];
        grids[0] = json!(text);
        let mut scores: Vec<Value> = other[..n].iter().map(|&s| json!(s)).collect();
        scores[0] = Value::Null;
        let out = run("poker-patience", json!({"players": players, "deals": [{"grids": grids, "scores": scores}]})).unwrap();
        let mut all: Vec<i64> = other[..n].to_vec();
        all[0] = s0;
        let sum: i64 = all.iter().sum();
        let amounts: Vec<i64> = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
        prop_assert_eq!(amounts.iter().sum::<i64>(), 0);
        for p in 0..n {
            prop_assert_eq!(amounts[p], n as i64 * all[p] - sum);
        }
    }
}
