//! Loo's law: the books' worked examples (each citing its lines), cases by hand for the single,
//! the miss, the limits, the odd counters, flushes and penalties, and properties over random
//! sittings.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::super::LawError;
use super::super::ledger::school;
use super::deal::Loo;

fn loo(input: Value) -> Result<Value, LawError> {
    school::score::<Loo>(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

fn amounts(out: &Value, deal: usize) -> Value {
    out["deals"][deal]["amounts"].clone()
}

fn pool(out: &Value, deal: usize) -> Value {
    out["deals"][deal]["pools"]["pool"].clone()
}

const FIVE: [&str; 5] = ["Ann", "Bob", "Cat", "Dan", "Eve"];
const FOUR: [&str; 4] = ["Ann", "Bob", "Cat", "Dan"];

/// The 1909 book's example (seed 000 L2913–2921): five play; one takes two tricks and another
/// one; "The first takes two-thirds, and the second one-third. The remaining three players are
/// 'looed,' i.e. mulcted in the same amount as was originally placed in the pool, and these
/// 'loos' … with a like contribution from the new dealer, form the pool for the next hand."
#[test]
fn the_1909_example_two_thirds_one_third_and_three_loos() {
    let out = loo(json!({
        "settings": {"deal": 3, "loo": 3, "single": "as_any"},
        "players": FIVE,
        "deals": [
            {"play": ["own", "own", "own", "own", "own"], "tricks": [0, 2, 1, 0, 0]},
            {"play": ["own", "own", "own"], "tricks": [1, 1, 1]}
        ]
    }))
    .unwrap();
    // Ann deals and pays 3: Bob takes 2, Cat 1; Ann, Dan and Eve are looed 3 each.
    assert_eq!(amounts(&out, 0), json!([-6, 2, 1, -3, -3]));
    assert_eq!(pool(&out, 0), json!(9));
    // The next pool: the three loos and Bob's stake as the new dealer, 12, a trick 4. Three
    // stand and each takes a trick: nobody is looed, and the pool holds nothing.
    assert_eq!(amounts(&out, 1), json!([4, 1, 4, 0, 0]));
    assert_eq!(pool(&out, 1), json!(0));
    let note = out["deals"][1]["note"].as_str().unwrap();
    assert!(!note.contains("looed"), "{note}");
}

/// "It may, however, happen that only three players declare to play, and that each of them
/// takes one trick. In such case no one is looed … The next hand … is known as a 'single,' and
/// it is a usual … rule, to make it … a 'must,' meaning that every one … is bound to play"
/// (seed 000 L2921–2929).
#[test]
fn after_a_single_the_must_makes_every_one_play() {
    let sitting = |third: Value| {
        loo(json!({
            "settings": {"deal": 3, "loo": 3, "single": "must"},
            "players": FIVE,
            "pools": {"pool": 6},
            "deals": [
                {"play": ["own", "own", "own"], "tricks": [1, 1, 1]},
                third
            ]
        }))
    };
    // A blank on a must is a player playing his own cards: Ann (dealing) and Dan take nothing.
    let out = sitting(json!({"tricks": [0, 2, 1, 0, 0]})).unwrap();
    assert_eq!(amounts(&out, 0), json!([0, 3, 3, 0, 0]));
    assert_eq!(amounts(&out, 1), json!([-3, -1, 1, -3, -3]));
    assert!(
        out["deals"][1]["note"]
            .as_str()
            .unwrap()
            .starts_with("A must.")
    );
    let e = sitting(json!({"play": [null, null, "out"], "tricks": [0, 2, 1, 0, 0]})).unwrap_err();
    assert_eq!(e.field, "deals[1].play[2]");
    let e = sitting(json!({"play": [null, "miss"], "tricks": [0, 2, 1, 0, 0]})).unwrap_err();
    assert_eq!(e.field, "deals[1].play[1]");
}

/// Seed 003 L964–972: "supposing that three counters … are fixed as the amount for the deal,
/// and six for a loo, there cannot possibly be any surplus after the division among the
/// winners of the three tricks, no matter how many may have paid in."
#[test]
fn three_a_deal_and_six_a_loo_always_divide_by_three() {
    let out = loo(json!({
        "players": FOUR,
        "deals": [
            {"winner": 2},
            {"play": ["own", "own", "miss", "own"], "tricks": [0, 3, 0, 0]},
            {"play": ["out", "own", "own", "out"], "tricks": [0, 1, 2, 0]}
        ]
    }))
    .unwrap();
    // The single: Ann deals 3, Cat's card takes it, the other three looed a single loo, 3.
    assert_eq!(amounts(&out, 0), json!([-6, -3, 3, -3]));
    assert_eq!(pool(&out, 0), json!(9));
    // Bob deals: 12 in the pool, Bob takes all three tricks; Ann, Cat and Dan looed 6 each.
    assert_eq!(amounts(&out, 1), json!([-6, 9, -6, -6]));
    assert_eq!(pool(&out, 1), json!(18));
    // Cat deals: 21, a trick 7; nobody looed.
    assert_eq!(amounts(&out, 2), json!([0, 7, 11, 0]));
    assert_eq!(pool(&out, 2), json!(0));
    assert_eq!(out["balances"], json!([-12, 13, 8, -9]));
    assert_eq!(
        out["settlement"],
        json!([{"from": 0, "to": 1, "amount": 12}, {"from": 3, "to": 2, "amount": 8},
               {"from": 3, "to": 1, "amount": 1}])
    );
}

/// The single of seed 003 (L787–801): nobody holds a higher card of the suit turned up: "all
/// are looed, and the amount in the pool remains".
#[test]
fn a_single_nobody_wins_loos_everyone_and_the_pool_stays() {
    let out = loo(json!({"players": FOUR, "deals": [{}, {"dealer": 1, "play": ["own", "own"], "tricks": [3, 0]}]}))
        .unwrap();
    assert_eq!(amounts(&out, 0), json!([-6, -3, -3, -3]));
    assert_eq!(pool(&out, 0), json!(15));
    // The next deal is a regular one: Bob deals, 18 in the pool; Ann takes it, Bob looed 6.
    assert_eq!(amounts(&out, 1), json!([18, -9, 0, 0]));
    assert_eq!(pool(&out, 1), json!(6));
    let e = loo(json!({"players": FOUR, "deals": [{"tricks": [3]}]})).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks");
}

/// "If the pool consists of such an amount as to render equal division impossible, the division
/// is made as nearly equal as can be, and the winners of the first and second tricks have the
/// preference" (seed 003 L972–976). A pool of 7: 3, 2, 2; of 8: 3, 3, 2.
#[test]
fn the_odd_counters_go_to_the_first_and_second_tricks_or_stay() {
    let deal = |pools: i64, extra: Value, settings: Value| {
        let mut d = json!({"play": ["own", "own", "own"], "tricks": [1, 2, 0]});
        for (k, v) in extra.as_object().unwrap() {
            d[k] = v.clone();
        }
        loo(json!({"settings": settings, "players": FOUR, "pools": {"pool": pools}, "deals": [d]}))
    };
    let out = deal(4, json!({"first": 1}), json!({})).unwrap();
    assert_eq!(amounts(&out, 0), json!([-1, 5, -6, 0]));
    let out = deal(5, json!({"first": 0, "second": 1}), json!({})).unwrap();
    assert_eq!(amounts(&out, 0), json!([0, 5, -6, 0]));
    let out = deal(5, json!({"first": 1, "second": 1}), json!({})).unwrap();
    assert_eq!(amounts(&out, 0), json!([-1, 6, -6, 0]));
    let e = deal(4, json!({}), json!({})).unwrap_err();
    assert_eq!(e.field, "deals[0].first");
    assert!(e.message.contains("leaves 1 over"), "{}", e.message);
    let e = deal(5, json!({"first": 0}), json!({})).unwrap_err();
    assert_eq!(e.field, "deals[0].second");
    let e = deal(5, json!({"first": 0, "second": 0}), json!({})).unwrap_err();
    assert_eq!(e.field, "deals[0].second");
    let e = deal(4, json!({"first": 2}), json!({})).unwrap_err();
    assert_eq!(e.field, "deals[0].first");
    // Carried: 8 gives 2 a trick and leaves 2 in the pool, with Cat's loo.
    let out = deal(5, json!({}), json!({"remainder": "carried"})).unwrap();
    assert_eq!(amounts(&out, 0), json!([-1, 4, -6, 0]));
    assert_eq!(pool(&out, 0), json!(8));
}

/// The looed stander pays the agreed loo, the pool he stood for at unlimited loo (seed 003
/// L1172–1193), and at mixed loo that pool up to the limit: "3d. for a deal, and 6d. for a
/// loo—limited to 2s. 6d., a player would be looed the amount in the pool, up to the limit"
/// (seed 003 L1204–1210).
#[test]
fn a_looed_stander_pays_by_the_limit() {
    let run = |limit: &str, start: i64| {
        loo(json!({
            "settings": {"limit": limit, "cap": 30},
            "players": FOUR,
            "pools": {"pool": start},
            "deals": [{"play": ["own", "own", "own"], "tricks": [3, 0, 0]}]
        }))
        .unwrap()
    };
    // A pool of 12 (9 and the deal's 3): Bob and Cat are looed.
    assert_eq!(amounts(&run("limited", 9), 0), json!([9, -6, -6, 0]));
    assert_eq!(amounts(&run("unlimited", 9), 0), json!([9, -12, -12, 0]));
    assert_eq!(amounts(&run("mixed", 9), 0), json!([9, -12, -12, 0]));
    // A pool of 45: the mixed loo stops at 2s. 6d., 30 pence.
    assert_eq!(amounts(&run("unlimited", 42), 0), json!([42, -45, -45, 0]));
    assert_eq!(amounts(&run("mixed", 42), 0), json!([42, -30, -30, 0]));
    assert_eq!(pool(&run("mixed", 42), 0), json!(60));
}

/// The miss (seed 003 L845–870; seed 000 L2884–2891 and Laws 7–8).
#[test]
fn the_miss_and_the_dealer() {
    let run = |play: Value, tricks: Value| {
        loo(json!({
            "players": FOUR,
            "pools": {"pool": 9},
            "deals": [{"play": play, "tricks": tricks}]
        }))
    };
    // Everyone before the dealer throws up: Ann, dealing, takes the pool of 12.
    let out = run(json!([]), json!([])).unwrap();
    assert_eq!(amounts(&out, 0), json!([9, 0, 0, 0]));
    // Cat alone takes the miss and the dealer throws up: Cat takes the pool.
    let out = run(json!([null, null, "miss"]), json!([])).unwrap();
    assert_eq!(amounts(&out, 0), json!([-3, 0, 12, 0]));
    // Bob alone stands on his own cards: the dealer must play.
    let e = run(json!([null, "own"]), json!([])).unwrap_err();
    assert_eq!(e.field, "deals[0].play[0]");
    // The dealer plays the miss for the pool against Bob: he cannot be looed, and his trick's
    // 4 stays in the pool for the next deal.
    let out = run(json!(["for_pool", "own"]), json!([1, 2])).unwrap();
    assert_eq!(amounts(&out, 0), json!([-3, 8, 0, 0]));
    assert_eq!(pool(&out, 0), json!(4));
    // And won nothing: still not looed; Bob takes all.
    let out = run(json!(["for_pool", "own"]), json!([0, 3])).unwrap();
    assert_eq!(amounts(&out, 0), json!([-3, 12, 0, 0]));
    // Only the dealer plays for the pool, only against one, and one miss a deal.
    let e = run(json!([null, "for_pool", "own"]), json!([0, 1, 2])).unwrap_err();
    assert_eq!(e.field, "deals[0].play[1]");
    let e = run(json!(["for_pool", "own", "own"]), json!([1, 1, 1])).unwrap_err();
    assert_eq!(e.field, "deals[0].play[0]");
    let e = run(json!(["own", "miss", "miss"]), json!([1, 1, 1])).unwrap_err();
    assert_eq!(e.field, "deals[0].play[2]");
    // A player who threw up took no trick.
    let e = run(json!(["own", "own"]), json!([1, 1, 1])).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks[2]");
}

/// Five-card loo: a fifth a trick (seed 000 L2945–2948), Pam only in the play; a flush takes the
/// pool and a loo from every other player, "whether they stood or not", the losing flush
/// exempt, and the next deal is a single (seed 003 L1253–1268); or, by the 1909 book, "all save
/// the holder of the flush are looed" (seed 000 L2963–2974).
#[test]
fn five_card_loo_fifths_and_flushes() {
    let out = loo(json!({
        "settings": {"form": "five_card", "deal": 5, "loo": 10, "single": "as_any"},
        "players": FOUR,
        "pools": {"pool": 15},
        "deals": [
            {"play": ["own", "own", "own"], "tricks": [2, 3, 0]},
            {"flush": 3, "exempt": [false, true, false, false]},
            {"play": ["own", "own"], "tricks": [4, 1]}
        ]
    }))
    .unwrap();
    // 20 in the pool, 4 a trick; Cat looed 10.
    assert_eq!(amounts(&out, 0), json!([3, 12, -10, 0]));
    // Bob deals, 15 in the pool: Dan's flush takes it and 10 from Ann and Cat; Bob's losing
    // flush pays nothing.
    assert_eq!(amounts(&out, 1), json!([-10, -5, -10, 35]));
    assert_eq!(pool(&out, 1), json!(0));
    // The next is a single; as_any plays it as any deal. Cat deals 5: 1 a trick.
    assert_eq!(amounts(&out, 2), json!([4, 1, -5, 0]));
    let pooled = loo(json!({
        "settings": {"form": "five_card", "deal": 5, "loo": 10, "flush": "pool"},
        "players": FOUR,
        "pools": {"pool": 15},
        "deals": [{"flush": 3}]
    }))
    .unwrap();
    assert_eq!(amounts(&pooled, 0), json!([-15, -10, -10, 20]));
    assert_eq!(pool(&pooled, 0), json!(30));
    let e =
        loo(json!({"players": FOUR, "pools": {"pool": 3}, "deals": [{"flush": 1}]})).unwrap_err();
    assert_eq!(e.field, "deals[0].flush");
    let e = loo(json!({
        "settings": {"form": "five_card"}, "players": FOUR, "pools": {"pool": 3},
        "deals": [{"play": ["own", "miss"], "tricks": [2, 3]}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].play[1]");
    // The odd counters of fifths stay in the pool.
    let out = loo(json!({
        "settings": {"form": "five_card"}, "players": FOUR, "pools": {"pool": 4},
        "deals": [{"play": ["own", "own"], "tricks": [2, 3]}]
    }))
    .unwrap();
    assert_eq!(amounts(&out, 0), json!([-1, 3, 0, 0]));
    assert_eq!(pool(&out, 0), json!(2));
}

/// Penalties: a single forfeited before the play belongs to this pool; breaking a law of play
/// costs a full loo (seed 003 L1108–1125) or four singles (seed 000 L3053–3055) into the next,
/// and the offender's tricks stay there (Law 17, seed 000 L3079–3081).
#[test]
fn penalties_go_to_this_pool_or_the_next() {
    let run = |settings: Value| {
        loo(json!({
            "settings": settings,
            "players": FOUR,
            "pools": {"pool": 6},
            "deals": [{
                "play": ["own", "own", "own"], "tricks": [1, 1, 1],
                "singles": [0, 0, 0, 1], "offence": [false, true]
            }]
        }))
        .unwrap()
    };
    // 6, the deal's 3 and Dan's single 3: 12, a trick 4. Bob's 4 stays, and he pays 6.
    let out = run(json!({}));
    assert_eq!(amounts(&out, 0), json!([1, -6, 4, -3]));
    assert_eq!(pool(&out, 0), json!(10));
    assert!(
        out["deals"][0]["note"]
            .as_str()
            .unwrap()
            .contains("Bob broke")
    );
    let out = run(json!({"penalty": "four_singles"}));
    assert_eq!(amounts(&out, 0), json!([1, -12, 4, -3]));
    let e = loo(json!({
        "players": FOUR, "pools": {"pool": 6},
        "deals": [{"play": ["own", "own"], "tricks": [1, 2], "offence": [false, false, true]}]
    }))
    .unwrap_err();
    assert_eq!(e.field, "deals[0].offence[2]");
}

/// Club law: a club turned up makes every one stand, no miss (seed 003 L1152–1169).
#[test]
fn club_law_makes_every_one_play() {
    let run = |play: Value| {
        loo(json!({
            "settings": {"club_law": true},
            "players": FOUR, "pools": {"pool": 6},
            "deals": [{"clubs": true, "play": play, "tricks": [1, 1, 1, 0]}]
        }))
    };
    assert_eq!(amounts(&run(json!([])).unwrap(), 0), json!([0, 3, 3, -6]));
    assert_eq!(
        run(json!([null, "miss"])).unwrap_err().field,
        "deals[0].play[1]"
    );
}

/// "A finish may be made at any moment, … by an equal division of the amount in the pool among
/// the players" (seed 003 L727–731).
#[test]
fn the_pool_is_shared_at_the_end() {
    let out =
        loo(json!({"players": FOUR, "pools": {"pool": 14}, "deals": [{"divide": true}]})).unwrap();
    assert_eq!(amounts(&out, 0), json!([3, 3, 3, 3]));
    assert_eq!(pool(&out, 0), json!(2));
}

#[test]
fn loo_refuses_in_words() {
    let deal = |d: Value| loo(json!({"players": FOUR, "pools": {"pool": 6}, "deals": [d]}));
    let e = deal(json!({"play": ["own", "own"], "tricks": [4, 0]})).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks[0]");
    let e = deal(json!({"play": ["own", "own"], "tricks": [1, 1]})).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks");
    let e = deal(json!({"play": ["own", "own"], "tricks": [1, 2, 0, 0, 0]})).unwrap_err();
    assert_eq!(e.field, "deals[0].tricks");
    let e = deal(json!({"winner": 1})).unwrap_err();
    assert_eq!(e.field, "deals[0].winner");
    let e = deal(json!({"dealer": 9})).unwrap_err();
    assert_eq!(e.field, "deals[0].dealer");
    let e = loo(json!({"settings": {"loo": 0}, "players": FOUR, "deals": [{}]})).unwrap_err();
    assert_eq!(e.field, "settings.loo");
    let e = loo(json!({"players": FOUR, "pools": {"pool": i64::MAX}, "deals": [{}]})).unwrap_err();
    assert_eq!(e.field, "deals[0]");
}

/// A table's pad keeps the pool in each deal's note and settles the sitting, the pool paid by
/// those who put it there.
#[test]
fn the_pad_carries_the_pool() {
    let input = crate::laws::pad::PadInput {
        settings: Value::Null,
        sides: FOUR.iter().map(|s| s.to_string()).collect(),
        deals: vec![
            json!({"winner": 2}),
            json!({"play": ["own", "own", "miss"], "tricks": [0, 3, 0]}),
        ],
    };
    let pad = school::pad::<Loo>(&input).unwrap();
    match &pad.rows[1] {
        crate::laws::pad::Row::Deal { note, .. } => {
            assert!(note.contains("In the pools: pool 12."), "{note}")
        }
        other => panic!("{other:?}"),
    }
    assert!(
        pad.notes[0].contains("3 a deal, a loo 6"),
        "{:?}",
        pad.notes
    );
}

/// A random deal at default stakes: who stands and who takes each trick.
fn deals() -> impl Strategy<Value = Vec<(Vec<bool>, Vec<usize>)>> {
    prop::collection::vec(
        (
            prop::collection::vec(any::<bool>(), 5),
            prop::collection::vec(0usize..5, 3),
        ),
        1..12,
    )
}

proptest! {
    /// Three a deal and six a loo: however the deals fall, every pool divides by three, every
    /// deal sums to nought with the pool's change, and the settlement pays the balances.
    #[test]
    fn every_sitting_balances_and_every_pool_divides(sitting in deals()) {
        let mut input = Vec::new();
        for (stands, takers) in &sitting {
            let mut standing: Vec<usize> = (0..5).filter(|&p| stands[p]).collect();
            if standing.len() < 2 {
                standing = vec![0, 1];
            }
            let mut tricks = [0i64; 5];
            for &k in takers {
                tricks[standing[k % standing.len()]] += 1;
            }
            let play: Vec<Value> = (0..5)
                .map(|p| if standing.contains(&p) { json!("own") } else { json!("out") })
                .collect();
            // Two stand at least, so the dealer is never left alone against one.
            input.push(json!({"play": play, "tricks": tricks}));
        }
        let out = loo(json!({
            "settings": {"single": "as_any"}, "players": FIVE, "deals": input
        }))
        .unwrap();
        let mut balances = [0i64; 5];
        let mut before = 0i64;
        for deal in out["deals"].as_array().unwrap() {
            let a: Vec<i64> = serde_json::from_value(deal["amounts"].clone()).unwrap();
            let after = deal["pools"]["pool"].as_i64().unwrap();
            prop_assert_eq!(a.iter().sum::<i64>() + after - before, 0);
            prop_assert_eq!(after % 3, 0);
            for (b, x) in balances.iter_mut().zip(&a) {
                *b += x;
            }
            before = after;
        }
        let listed: Vec<i64> = serde_json::from_value(out["balances"].clone()).unwrap();
        prop_assert_eq!(listed, balances.to_vec());
        let mut left: Vec<i64> = balances.to_vec();
        left.push(before);
        for p in out["settlement"].as_array().unwrap() {
            let index = |v: &Value| v.as_u64().map(|i| i as usize).unwrap_or(5);
            let n = p["amount"].as_i64().unwrap();
            left[index(&p["from"])] += n;
            left[index(&p["to"])] -= n;
        }
        prop_assert!(left.iter().all(|&n| n == 0), "{:?}", left);
    }
}
