//! Commerce hands: the book's combinations and ties (seed 003 L3653–3729), and properties: the
//! ranking is a total order on every hand of three cards, and each deal sums to nothing with
//! its pool.

use std::cmp::Ordering;

use proptest::prelude::*;
use serde_json::json;

use super::hands::{self, Combination, FlushTie, Limited, Value};
use super::tests::run;
use crate::laws::poker::hands::Card;

fn hand(text: &str) -> Value {
    hands::read("h", text, Limited::All, FlushTie::HighestCard).unwrap()
}

fn beats(a: &str, b: &str) -> bool {
    hand(a).beats(&hand(b)) == Ordering::Greater
}

/// The five combinations in the book's order (L3653–3658).
#[test]
fn the_combinations_rank_in_the_books_order() {
    let order = ["AS AH AD", "2C 3C 4C", "KD 9D 2D", "2S 2H 3D", "AS KH QD"];
    let combos = [
        Combination::Tricon,
        Combination::Sequence,
        Combination::Flush,
        Combination::Pair,
        Combination::Point,
    ];
    for (i, h) in order.iter().enumerate() {
        assert_eq!(hand(h).combination, combos[i], "{h}");
        for lower in &order[i + 1..] {
            assert!(beats(h, lower), "{h} beats {lower}");
        }
    }
    // A point of 31 (ace and two courts) is still below the lowest pair.
    assert!(beats("2S 2H 3D", "AS KH QD"));
}

/// Sequences (L3675–3681, L3710–3713): the ace at either end, never between king and two;
/// A-K-Q the best, 3-2-A the lowest; and of one suit only.
#[test]
fn sequences_take_the_ace_at_either_end() {
    assert_eq!(hand("AH 2H 3H").combination, Combination::Sequence);
    assert_eq!(hand("QH KH AH").combination, Combination::Sequence);
    assert_eq!(hand("KH AH 2H").combination, Combination::Flush);
    assert_eq!(hand("10S JS QS").combination, Combination::Sequence);
    assert_eq!(hand("10S JH QS").combination, Combination::Point);
    assert!(beats("QH KH AH", "JS QS KS"));
    assert!(beats("2C 3C 4C", "AH 2H 3H"));
    assert_eq!(hand("AH 2H 3H").order, vec![3]);
}

/// Ties (L3705–3729): tricons by rank, aces first; flushes by point; pairs by rank then the odd
/// card; point by the first highest card different.
#[test]
fn ties_are_broken_as_the_book_says() {
    assert!(beats("AS AH AD", "KS KH KD"));
    assert!(beats("3S 3H 3D", "2S 2H 2D"));
    // Flushes by their point: K Q 7 (27) beats A 9 2 (22); at one point, the first highest
    // card different, as the point's rule (the `flush_tie` setting), or equal.
    assert!(beats("KH QH 7H", "AD 9D 2D"));
    assert!(beats("AH 10H 2H", "KS 9S 4S"), "23 each: the ace first");
    let equal = |t: &str| hands::read("h", t, Limited::All, FlushTie::Equal).unwrap();
    assert_eq!(
        equal("AH 10H 2H").beats(&equal("KS 9S 4S")),
        Ordering::Equal
    );
    // Pairs: the higher pair, then the higher odd card.
    assert!(beats("KS KH 2D", "QS QH AD"));
    assert!(beats("KS KH 9D", "KD KC 8H"));
    // Point: K Q 8 and K J 8 are 28 each; the queen is the first card different.
    assert!(beats("KS QH 8D", "KD JC 8H"));
    assert_eq!(hand("KS QH 8D").beats(&hand("KD QC 8H")), Ordering::Equal);
    // A typed value compares as far as it goes.
    assert!(beats("tricon K", "QS QH QD"));
    assert!(beats("AS AH AD", "tricon K"));
    assert!(beats("pair royal 4", "sequence A"));
    assert_eq!(hand("point 28").beats(&hand("KS QH 8D")), Ordering::Equal);
    assert_eq!(hand("pair K").beats(&hand("KS KH 9D")), Ordering::Equal);
    assert!(beats("sequence 3", "flush 31"));
}

/// Limited commerce (L3925–3935): a pair, or a flush, counts its point.
#[test]
fn limited_commerce_drops_the_combinations() {
    let read = |t: &str, l| hands::read("h", t, l, FlushTie::HighestCard).unwrap();
    assert_eq!(
        read("5H 5C 9D", Limited::NoPair).combination,
        Combination::Point
    );
    assert_eq!(
        read("5H 6H 9H", Limited::NoPair).combination,
        Combination::Flush
    );
    assert_eq!(
        read("5H 6H 9H", Limited::NoFlushOrPair).combination,
        Combination::Point
    );
    assert_eq!(
        read("5H 6H 7H", Limited::NoFlushOrPair).combination,
        Combination::Sequence
    );
    assert!(hands::read("h", "pair 5", Limited::NoPair, FlushTie::HighestCard).is_err());
}

fn pack() -> Vec<Card> {
    (0..4u8)
        .flat_map(|suit| (2..=14u8).map(move |rank| Card { rank, suit }))
        .collect()
}

fn every_hand() -> Vec<[Card; 3]> {
    let pack = pack();
    let mut all = Vec::new();
    for i in 0..52 {
        for j in i + 1..52 {
            for k in j + 1..52 {
                all.push([pack[i], pack[j], pack[k]]);
            }
        }
    }
    all
}

/// Every hand of three from the pack, counted: 52 tricons, 48 sequences (twelve a suit),
/// 1,096 flushes, 3,744 pairs and the rest point (22,100 in all).
#[test]
fn every_hand_of_the_pack_is_counted() {
    let mut counts = [0usize; 5];
    for h in every_hand() {
        counts[hands::of_cards(&h, Limited::All, FlushTie::HighestCard).combination as usize] += 1;
    }
    assert_eq!(counts, [22100 - 52 - 48 - 1096 - 3744, 3744, 1096, 48, 52]);
}

/// The ranking is a total order (a total preorder: equal hands are the same ranks in other
/// suits): sorting every hand by it and comparing neighbours agrees with comparing any two.
#[test]
fn the_ranking_is_a_total_order_on_every_hand() {
    let mut valued: Vec<Value> = every_hand()
        .iter()
        .map(|h| hands::of_cards(h, Limited::All, FlushTie::HighestCard))
        .collect();
    valued.sort_by(|a, b| a.beats(b));
    for w in valued.windows(2) {
        assert_ne!(w[0].beats(&w[1]), Ordering::Greater);
        assert_eq!(w[0].beats(&w[1]), w[1].beats(&w[0]).reverse());
    }
    // Equal hands have the same ranks.
    for w in valued.windows(2) {
        if w[0].beats(&w[1]) == Ordering::Equal {
            let ranks = |v: &Value| {
                let mut r: Vec<u8> = v.cards.iter().map(|c| c.rank).collect();
                r.sort_unstable();
                r
            };
            assert_eq!(ranks(&w[0]), ranks(&w[1]));
        }
    }
}

fn three_hands() -> impl Strategy<Value = Vec<[Card; 3]>> {
    Just(pack()).prop_shuffle().prop_map(|p| {
        (0..3)
            .map(|i| [p[3 * i], p[3 * i + 1], p[3 * i + 2]])
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any three hands: the order is antisymmetric and transitive.
    #[test]
    fn the_ranking_is_transitive(hs in three_hands(), limited in 0..3usize) {
        let l = [Limited::All, Limited::NoPair, Limited::NoFlushOrPair][limited];
        let v: Vec<Value> = hs.iter().map(|h| hands::of_cards(h, l, FlushTie::HighestCard)).collect();
        for a in &v {
            for b in &v {
                prop_assert_eq!(a.beats(b), b.beats(a).reverse());
                for c in &v {
                    if a.beats(b) != Ordering::Less && b.beats(c) != Ordering::Less {
                        prop_assert_ne!(a.beats(c), Ordering::Less);
                    }
                }
            }
        }
    }

    /// Any deal of the new game among four, with the cards: it sums to nothing with its pool,
    /// the pool is emptied unless hands tie, and the settlement pays exactly the balances.
    #[test]
    fn a_deal_sums_to_nothing_with_its_pool(
        p in Just(pack()).prop_shuffle(),
        stood in 0..4usize,
        bought in proptest::collection::vec(0..4i64, 4),
        form in 0..5usize,
        penalty in 0..3usize,
    ) {
        let hands: Vec<String> = (0..4)
            .map(|i| p[3 * i..3 * i + 3].iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "))
            .collect();
        let form = ["new", "old", "pool", "extended", "continuous"][form];
        let mut deal = json!({"hands": hands});
        if matches!(form, "new" | "continuous") {
            deal["stood"] = json!(stood);
        }
        if matches!(form, "new" | "continuous" | "extended") {
            // A and B deal the two deals: the dealer buys from nobody.
            let mut bought = bought;
            bought[0] = 0;
            bought[1] = 0;
            deal["bought"] = json!(bought);
        }
        let penalty = ["none", "each", "better"][penalty];
        let settings = json!({"form": form, "dealer_penalty": penalty});
        let out = run("commerce", json!({"settings": settings, "players": ["A", "B", "C", "D"],
                                         "deals": [deal.clone(), deal]})).unwrap();
        let mut before = 0;
        for d in out["deals"].as_array().unwrap() {
            let amounts: i64 = d["amounts"].as_array().unwrap().iter().map(|a| a.as_i64().unwrap()).sum();
            let pools: i64 = d["pools"].as_object().unwrap().values().map(|a| a.as_i64().unwrap()).sum();
            prop_assert_eq!(amounts + pools - before, 0);
            before = pools;
        }
        let balances: Vec<i64> = out["balances"].as_array().unwrap().iter().map(|a| a.as_i64().unwrap()).collect();
        let pool: i64 = out["pools"].as_object().unwrap().values().map(|a| a.as_i64().unwrap()).sum();
        prop_assert_eq!(balances.iter().sum::<i64>() + pool, 0);
        let mut paid = balances.clone();
        for pay in out["settlement"].as_array().unwrap() {
            if let (Some(f), Some(t)) = (pay["from"].as_u64(), pay["to"].as_u64()) {
                paid[f as usize] += pay["amount"].as_i64().unwrap();
                paid[t as usize] -= pay["amount"].as_i64().unwrap();
            }
        }
        if pool == 0 {
            prop_assert!(paid.iter().all(|&b| b == 0));
        }
    }
}
