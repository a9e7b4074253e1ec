//! The limit and double-up checked against the bets, premiums, the kitty and the whangdoodle;
//! and the properties: the fast evaluator agrees with the full one, keys order as values do,
//! a wild card never lowers a hand, the order is total, and the pots pay out what was put in.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::hands::{Card, Rules, Skip, Tiger, WildTies};
use super::law::score;
use super::tests::{any_rules, deck};

fn run(input: Value) -> Value {
    match score(&input.to_string()) {
        Ok(out) => serde_json::from_str(&out).unwrap(),
        Err(e) => panic!("{}: {}", e.field, e.message),
    }
}

fn refuse(input: Value) -> String {
    score(&input.to_string()).unwrap_err().field
}

const HANDS: [&str; 3] = ["AS AH 3D 5C 9S", "KS KH 3S 5D 9D", "QS QH 4C 6D 8C"];

/// The limit, "the maximum amount by which stakes may be increased at one time" (seed 003
/// L2180–2183): with a limit of 5, C's 7 over B's 2 raises by 5 and stands, 8 raises by 6 and
/// is refused; the bets give what each put in.
#[test]
fn the_limit_refuses_a_raise_above_it() {
    let game = |bets: &str| {
        json!({"settings": {"limit": 5}, "players": ["A", "B", "C"],
               "deals": [{"bets": bets, "hands": HANDS}]})
    };
    let out = run(game("A 1, B 2, C 7, A 6, B 5"));
    assert_eq!(out["deals"][0]["amounts"], json!([14, -7, -7]));
    assert_eq!(refuse(game("A 1, B 2, C 8")), "deals[0].bets[2]");
    assert_eq!(refuse(game("A 1, Zed 2")), "deals[0].bets[1]");
    assert_eq!(refuse(game("A 1, B two")), "deals[0].bets[1]");
    let both = json!({"settings": {"limit": 5}, "players": ["A", "B", "C"],
        "deals": [{"bets": [[0, 1], [1, 1], [2, 1]], "put_in": [1, 2, 1], "hands": HANDS}]});
    assert_eq!(refuse(both), "deals[0].put_in[1]");
}

/// Double-up: "Suppose 6 play, 50c ante. There is then $3 on the table, and the opener can put
/// up $3. Now there is $6, and any following player can make his call-and-raise anything up to
/// $6" (seed 001 L5001–5008), in 50c counters, the limit $100.
#[test]
fn double_up_bets_at_most_the_pool() {
    let players = json!(["A", "B", "C", "D", "E", "F"]);
    let game = |bets: &str| {
        json!({"settings": {"double_up": true, "limit": 200}, "players": players,
               "deals": [{"bets": bets, "dropped": [2, 3, 4, 5],
                          "hands": ["AS AH 3D 5C 9S", "KS KH 3S 5D 9D", null, null, null, null]}]})
    };
    let ok = run(game("A 1, B 1, C 1, D 1, E 1, F 1, A 6, B 12, A 6"));
    assert_eq!(ok["deals"][0]["amounts"], json!([17, -13, -1, -1, -1, -1]));
    assert_eq!(
        refuse(game("A 1, B 1, C 1, D 1, E 1, F 1, A 7")),
        "deals[0].bets[6]"
    );
    assert_eq!(
        refuse(game("A 1, B 1, C 1, D 1, E 1, F 1, A 6, B 13")),
        "deals[0].bets[7]"
    );
}

/// Premiums, "a bonus to hands above a certain value, such as full hands, fours, and straight
/// flushes, whether the hand is called or not" (seed 001 L4903–4906): C's fours are paid 2 by
/// each other player; the kitty takes 1 from the pool won (seed 003 L2174–2177).
#[test]
fn premiums_and_the_kitty() {
    let out = run(json!({
        "settings": {"premium_fours": 2, "kitty": 1},
        "players": ["A", "B", "C"],
        "deals": [{"put_in": [3, 3, 3], "hands": ["AS AH 3D 5C 9S", "KS KH 3S 5D 9D", "7S 7H 7D 7C 2S"]}]
    }));
    assert_eq!(out["deals"][0]["amounts"], json!([-5, -5, 9]));
    assert_eq!(out["pools"], json!({"kitty": 1, "pool": 0}));
    assert!(note(&out).contains("C is paid a premium of 2 by each other player for fours, sevens"));
    // Won unshown, and shown for the premium.
    let unshown = run(json!({
        "settings": {"premium_full": 1},
        "players": ["A", "B", "C"],
        "deals": [{"put_in": [2, 1, 1], "dropped": [1, 2], "hands": ["9S 9H 9D 4C 4S", null, null]}]
    }));
    assert_eq!(unshown["deals"][0]["amounts"], json!([4, -2, -2]));
}

fn note(out: &Value) -> String {
    out["deals"][0]["note"].as_str().unwrap().to_owned()
}

/// Whangdoodle: "after a remarkable hand is shown there shall be a round of jack-pots" (seed
/// 001 L4895–4901): a full shown, then as many jack-pots as players.
#[test]
fn a_whangdoodle_follows_a_full() {
    let plain = json!({"put_in": [1, 1], "hands": ["AS AH 3D 5C 9S", "KS KH 3S 5D 9D"]});
    let out = run(json!({
        "settings": {"whangdoodle": true},
        "players": ["A", "B"],
        "deals": [{"put_in": [1, 1], "hands": ["9S 9H 9D 4C 4S", "KS KH 3S 5D 8D"]},
                  plain, plain, plain]
    }));
    let notes: Vec<String> = (0..4)
        .map(|i| out["deals"][i]["note"].as_str().unwrap().to_owned())
        .collect();
    assert!(notes[0].contains("a round of 2 jack-pots"), "{}", notes[0]);
    assert!(notes[1].starts_with("A jack-pot"));
    assert!(notes[2].starts_with("A jack-pot"));
    assert!(!notes[3].starts_with("A jack-pot"));
}

fn plain_rules() -> impl Strategy<Value = Rules> {
    (any::<[bool; 4]>(), any::<bool>()).prop_map(|(f, equal)| Rules {
        ace: if f[0] {
            super::hands::AceRule::LowInSequence
        } else {
            super::hands::AceRule::HighOrLow
        },
        no_straights: f[1],
        stripped: f[2],
        deuces_wild: f[3],
        wild_ties: if equal {
            WildTies::Equal
        } else {
            WildTies::FewerWild
        },
        ..Rules::default()
    })
}

/// The best five by trying every five, the slow way.
fn every_five(rules: &Rules, cards: &[Card]) -> u64 {
    let n = cards.len();
    let mut best = 0;
    for a in 0..n {
        for b in a + 1..n {
            let five: Vec<Card> = (0..n)
                .filter(|&i| i != a && i != b)
                .map(|i| cards[i])
                .collect();
            best = best.max(rules.five(&five, None).key());
        }
    }
    best
}

proptest! {
    /// Without wild cards the counted key is the best of every five's.
    #[test]
    fn the_fast_key_is_the_best_of_every_five(
        rules in plain_rules(),
        hand in proptest::sample::subsequence(deck()[..52].to_vec(), 7),
    ) {
        let hand: Vec<Card> = hand.into_iter().filter(|c| !rules.deuces_wild || c.rank != 2).collect();
        prop_assume!(hand.len() == 7);
        prop_assert_eq!(rules.key(&hand, None), Some(every_five(&rules, &hand)));
        prop_assert_eq!(rules.best(&hand, None).unwrap().key(), every_five(&rules, &hand));
    }

    /// Keys order hands as values do, and the order is total: antisymmetric and transitive.
    #[test]
    fn keys_order_as_values_and_the_order_is_total(
        rules in any_rules(),
        a in proptest::sample::subsequence(deck(), 5),
        b in proptest::sample::subsequence(deck(), 6),
        c in proptest::sample::subsequence(deck(), 7),
    ) {
        let (va, vb, vc) = (rules.best(&a, None).unwrap(), rules.best(&b, None).unwrap(), rules.best(&c, None).unwrap());
        prop_assert_eq!(va.cmp(&vb), va.key().cmp(&vb.key()));
        prop_assert_eq!(vb.cmp(&vc), vb.key().cmp(&vc.key()));
        prop_assert_eq!(va.cmp(&vb), vb.cmp(&va).reverse());
        if va <= vb && vb <= vc {
            prop_assert!(va <= vc);
        }
        prop_assert_eq!(rules.key(&c, None), Some(vc.key()));
    }

    /// A hand with a wild card never ranks below the same hand without it: making deuces wild,
    /// or a card the widow's rank, never lowers its kind and deciding ranks (no freak hands).
    #[test]
    fn a_wild_card_never_lowers_a_hand(
        hand in proptest::sample::subsequence(deck()[..52].to_vec(), 5),
        widow in 2..=14u8,
        low_ace in any::<bool>(),
    ) {
        let natural = Rules {
            ace: if low_ace { super::hands::AceRule::LowInSequence } else { super::hands::AceRule::HighOrLow },
            skip: Skip::None,
            tiger: Tiger::None,
            ..Rules::default()
        };
        let deuces = Rules { deuces_wild: true, ..natural };
        let v = natural.five(&hand, None);
        for w in [deuces.five(&hand, None), natural.five(&hand, Some(widow))] {
            prop_assert!((w.kind, &w.ranks) >= (v.kind, &v.ranks), "{:?} below {:?}", w, v);
        }
    }

    /// Every deal's pots pay out exactly what was put in and carried: the players' amounts and
    /// the pool's change sum to nothing, and with the odd counter paid out the pool is empty
    /// after a show.
    #[test]
    fn the_pots_pay_out_what_was_put_in(
        stakes in proptest::collection::vec((0..40i64, any::<bool>()), 2..7),
        cards in proptest::sample::subsequence(deck()[..52].to_vec(), 30).prop_shuffle(),
    ) {
        let n = stakes.len();
        let put_in: Vec<i64> = stakes.iter().map(|s| s.0).collect();
        let dropped: Vec<bool> = stakes.iter().map(|s| !s.1).collect();
        let hands: Vec<Value> = (0..n)
            .map(|p| json!(cards[p * 5..p * 5 + 5].iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")))
            .collect();
        let names: Vec<String> = (0..n).map(|p| format!("P{p}")).collect();
        let out = run(json!({"settings": {"odd_counter": "left_of_dealer"}, "players": names,
            "deals": [{"put_in": put_in, "dropped": dropped, "hands": hands}]}));
        let amounts: Vec<i64> = out["deals"][0]["amounts"].as_array().unwrap().iter().map(|a| a.as_i64().unwrap()).collect();
        let pool = out["pools"]["pool"].as_i64().unwrap();
        prop_assert_eq!(amounts.iter().sum::<i64>() + pool, 0);
        let live = dropped.iter().filter(|d| !**d).count();
        if live >= 1 {
            prop_assert_eq!(pool, 0);
        } else {
            prop_assert_eq!(pool, put_in.iter().sum::<i64>());
        }
        for p in 0..n {
            prop_assert!(amounts[p] >= -put_in[p]);
        }
    }
}
