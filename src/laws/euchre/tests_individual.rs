//! The games scored player by player: three-hand, auction, call-ace and penalty euchre.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::tests_individual_support::{points, refusal, run};

const THREE: &[&str] = &["A", "B", "C"];
const FIVE: &[&str] = &["A", "B", "C", "D", "E"];
const SIX: &[&str] = &["A", "B", "C", "D", "E", "F"];
const EIGHT: &[&str] = &["A", "B", "C", "D", "E", "F", "G", "H"];

/// Seed 001 L6086–6090: the maker 3 for five tricks, 1 for three or four; euchred, each
/// opponent 2. Seed 000 L2447–2448: the march is 2 by the 1909 book.
#[test]
fn three_hand_scores() {
    let deals =
        json!([{"maker": 0, "tricks": 5}, {"maker": 1, "tricks": 4}, {"maker": 2, "tricks": 2}]);
    let out = run("euchre-three-hand", THREE, json!({}), deals.clone());
    assert_eq!(
        points(&out),
        vec![json!([3, 0, 0]), json!([0, 1, 0]), json!([2, 2, 0])]
    );
    let out = run("euchre-three-hand", THREE, json!({"march": 2}), deals);
    assert_eq!(out["deals"][0]["points"], json!([2, 0, 0]));
}

/// Seed 000 L2449–2450: a euchre that carries both adversaries out gives the game to the elder
/// hand. A deals first: B is elder, then C, A the dealer. At 4–4–0 C is euchred in the third deal
/// (dealt by C, so A is elder).
#[test]
fn three_hand_both_out_the_elder_wins() {
    let deals = json!([
        {"maker": 2, "tricks": 1}, {"maker": 2, "tricks": 0},
        {"maker": 2, "tricks": 2}
    ]);
    let out = run("euchre-three-hand", THREE, json!({}), deals.clone());
    assert_eq!(out["totals"], json!([0, 0, 0]));
    assert_eq!(out["games"][0]["points"], json!([6, 6, 0]));
    assert_eq!(out["games"][0]["winner"], json!(0));
    assert_eq!(out["deals"][2]["dealer"], json!(2));
    // Dealt by A instead, B is the elder and wins.
    let mut named = deals.clone();
    named[2]["dealer"] = json!(0);
    let out = run("euchre-three-hand", THREE, json!({}), named);
    assert_eq!(out["games"][0]["winner"], json!(1));
    let label = out["games"][0]["label"].as_str().unwrap();
    assert!(label.contains("B wins as the elder hand"), "{label}");
}

/// Seed 000 L2451–2456, the set-back method: "a player, standing at love when euchred, has
/// seven points to make before he can win."
#[test]
fn three_hand_set_back_from_love() {
    let out = run(
        "euchre-three-hand",
        THREE,
        json!({"euchre": "set_back"}),
        json!([{"maker": 0, "tricks": 1}]),
    );
    assert_eq!(out["totals"], json!([-2, 0, 0]));
    assert_eq!(5 - out["totals"][0].as_i64().unwrap(), 7);
    assert_eq!(out["rows"][0]["below"][0][0]["points"], json!(-2));
}

/// Auction euchre, five hands (seed 001 L6047–6049, L6059–6068), by hand: A bids 3 with one
/// partner (C) and makes 4: each scores the 3 bid; B bids 4 with D and E and fails: each is set
/// back 4; E goes alone with the widow and takes all five: 8.
#[test]
fn auction_five_hand_with_the_widow() {
    let deals = json!([
        {"bidder": 0, "bid": 3, "partners": [false, false, true, false, false], "tricks": 4},
        {"bidder": 1, "bid": 4, "partners": [false, false, false, true, true], "tricks": 3},
        {"bidder": 4, "alone": true, "tricks": 5}
    ]);
    let out = run("auction-euchre", FIVE, json!({}), deals.clone());
    assert_eq!(
        points(&out),
        vec![
            json!([3, 0, 3, 0, 0]),
            json!([0, -4, 0, -4, -4]),
            json!([0, 0, 0, 0, 8])
        ]
    );
    assert_eq!(out["totals"], json!([3, -4, 3, -4, 4]));
    // Without the widow the lone hand is 15; by "tricks", A and C score the 4 they took.
    let out = run(
        "auction-euchre",
        FIVE,
        json!({"widow": false, "made_scores": "tricks"}),
        deals,
    );
    assert_eq!(out["deals"][2]["points"], json!([0, 0, 0, 0, 15]));
    assert_eq!(out["deals"][0]["points"], json!([4, 0, 4, 0, 0]));
    // The partners a bid gives: a bid of 4 gives two.
    let e = refusal(
        "auction-euchre",
        FIVE,
        json!({}),
        json!([{"bidder": 0, "bid": 4, "partners": [false, true, false, false, false], "tricks": 4}]),
    );
    assert!(
        e.starts_with("deals[0].partners: 1 named: this bid gives the bidder two partners"),
        "{e}"
    );
}

/// Six hands (seed 001 L5984–5986): three against three, the alternate players partners, named
/// or not. B bids 5, takes 5: B, D and F score 5 each. Then A's lone hand fails: set back 8.
#[test]
fn auction_six_hand_alternate_partners() {
    let deals = json!([
        {"bidder": 1, "bid": 5, "tricks": 5},
        {"bidder": 0, "alone": true, "tricks": 4}
    ]);
    let out = run("auction-euchre", SIX, json!({}), deals.clone());
    assert_eq!(
        points(&out),
        vec![json!([0, 5, 0, 5, 0, 5]), json!([-8, 0, 0, 0, 0, 0])]
    );
    // The local rule: the opponents score 5 each on a failed bid of 8.
    let out = run(
        "auction-euchre",
        SIX,
        json!({"lone_failed": "local"}),
        deals,
    );
    assert_eq!(out["deals"][1]["points"], json!([0, 5, 5, 5, 5, 5]));
    let e = refusal(
        "auction-euchre",
        SIX,
        json!({}),
        json!([{"bidder": 0, "bid": 3, "partners": [false, true, false, true, false, false], "tricks": 3}]),
    );
    assert!(
        e.starts_with(
            "deals[0].partners: at six hands the bidder's partners are the alternate players"
        ),
        "{e}"
    );
}

/// Eight hands, seven cards each (seed 001 L6049–6050, L6066–6068): a bid of 6 gives two
/// partners; failing, by the other method the five adversaries score 6 each; a lone hand
/// without the widow is 20; game 21.
#[test]
fn auction_eight_hand_without_widow() {
    let two = [false, false, true, false, false, true, false, false];
    let deals = json!([
        {"bidder": 0, "bid": 6, "partners": two, "tricks": 5},
        {"bidder": 7, "alone": true, "tricks": 7}
    ]);
    let out = run(
        "auction-euchre",
        EIGHT,
        json!({"widow": false, "failed": "adversaries_score"}),
        deals,
    );
    assert_eq!(out["deals"][0]["points"], json!([0, 6, 0, 6, 6, 0, 6, 6]));
    assert_eq!(out["deals"][1]["points"], json!([0, 0, 0, 0, 0, 0, 0, 20]));
    assert_eq!(out["games"][0]["winner"], json!(7));
    assert_eq!(out["games"][0]["points"], json!([0, 6, 0, 6, 6, 0, 6, 26]));
    let e = refusal(
        "auction-euchre",
        EIGHT,
        json!({}),
        json!([{"bidder": 0, "bid": 3, "tricks": 3}]),
    );
    assert!(
        e.starts_with("deals[0].bid: 3 is not a bid of 4 to 7 tricks at 8 hands"),
        "{e}"
    );
    let e = refusal(
        "auction-euchre",
        FIVE,
        json!({}),
        json!([{"bidder": 0, "alone": true, "tricks": 6}]),
    );
    assert!(
        e.starts_with("deals[0].tricks: 6 is more than the five tricks of a hand"),
        "{e}"
    );
}

/// The called card (seed 001 L6039–6042): one partner, or none when the bidder held it.
#[test]
fn auction_partner_called_by_a_card() {
    let out = run(
        "auction-euchre",
        FIVE,
        json!({"partners": "called"}),
        json!([{"bidder": 2, "bid": 5, "tricks": 5}, {"bidder": null}]),
    );
    assert_eq!(
        points(&out),
        vec![json!([0, 0, 5, 0, 0]), json!([0, 0, 0, 0, 0])]
    );
}

/// Call-ace (seed 001 L6181–6187): 1 each for the point, 3 each for a march, 2 to each
/// adversary for a euchre; a lone march a point for each player at the table.
#[test]
fn call_ace_scores() {
    let four = &["A", "B", "C", "D"];
    let out = run(
        "call-ace-euchre",
        four,
        json!({"game": 10}),
        json!([
            {"maker": 0, "partner": 2, "tricks": 3},
            {"maker": 1, "partner": 0, "tricks": 5},
            {"maker": 3, "partner": 1, "tricks": 2},
            {"maker": 2, "alone": true, "tricks": 5},
            {"maker": 2, "tricks": 4}
        ]),
    );
    assert_eq!(
        points(&out),
        vec![
            json!([1, 0, 1, 0]),
            json!([3, 3, 0, 0]),
            json!([2, 0, 2, 0]),
            json!([0, 0, 4, 0]),
            json!([0, 0, 1, 0])
        ]
    );
    let six = run(
        "call-ace-euchre",
        &["A", "B", "C", "D", "E", "F"],
        json!({}),
        json!([{"maker": 4, "alone": true, "tricks": 5}]),
    );
    assert_eq!(six["deals"][0]["points"], json!([0, 0, 0, 0, 6, 0]));
    assert_eq!(six["games"][0]["winner"], json!(4));
    // Partners both out on one march: the maker counts first.
    let out = run(
        "call-ace-euchre",
        four,
        json!({}),
        json!([{"maker": 1, "partner": 3, "tricks": 5}, {"maker": 3, "partner": 1, "tricks": 5}]),
    );
    assert_eq!(out["games"][0]["winner"], json!(3));
    let e = refusal(
        "call-ace-euchre",
        four,
        json!({}),
        json!([{"maker": 0, "partner": 0, "tricks": 3}]),
    );
    assert!(
        e.starts_with("deals[0].partner: the maker holding the called card"),
        "{e}"
    );
}

/// Penalty euchre (seed 001 L6094–6120), by hand with four: twelve chips each. A takes 3 and
/// gives 3; B 2; C none, given 4 (one a player who played, himself included); D dropped out,
/// given 1.
#[test]
fn penalty_euchre_chips() {
    let four = &["A", "B", "C", "D"];
    let out = run(
        "penalty-euchre",
        four,
        json!({}),
        json!([{"tricks": [3, 2, 0, 0], "out": [false, false, false, true]}]),
    );
    // Three played: C is given 3.
    assert_eq!(out["deals"][0]["points"], json!([3, 2, -3, -1]));
    let out = run(
        "penalty-euchre",
        four,
        json!({"active": "others"}),
        json!([{"tricks": [3, 2, 0, 0], "out": [false, false, false, true]}]),
    );
    assert_eq!(out["deals"][0]["points"], json!([3, 2, -2, -1]));
    // Four hands of A taking 3 leave him 0 chips... he goes out on the fourth, mid-hand.
    let deals: Vec<Value> = (0..4).map(|_| json!({"tricks": [3, 2, 0, 0]})).collect();
    let out = run("penalty-euchre", four, json!({}), Value::Array(deals));
    assert_eq!(out["games"][0]["winner"], json!(0));
    assert_eq!(out["deals"][3]["points"], json!([3, 0, 0, 0]));
    assert_eq!(out["open"], json!(false));
    // Two who could go out on one hand: who went first is asked.
    // A 9, B 10; A 6, B 8; A 3, B 6; A 1, B 3: then A takes 2 and B 3, and both could go out.
    let both: Vec<Value> = [[3, 2], [3, 2], [3, 2], [2, 3], [2, 3]]
        .iter()
        .map(|[a, b]| json!({"tricks": [a, b, 0, 0]}))
        .collect();
    let e = refusal(
        "penalty-euchre",
        four,
        json!({}),
        Value::Array(both.clone()),
    );
    assert!(e.starts_with("deals[4].first_out: required"), "{e}");
    let mut named = both;
    named[4]["first_out"] = json!(1);
    let out = run("penalty-euchre", four, json!({}), Value::Array(named));
    assert_eq!(out["games"][0]["winner"], json!(1));
}

fn auction_deal(n: usize) -> impl Strategy<Value = Value> {
    let hand = if n <= 6 { 5i64 } else { 7 };
    let (low, high) = if n <= 6 { (3i64, 5i64) } else { (4, 7) };
    (
        0..n,
        low..=high,
        0..=hand,
        any::<bool>(),
        prop::collection::vec(any::<bool>(), n),
    )
        .prop_map(move |(bidder, bid, tricks, alone, mut pick)| {
            if alone {
                return json!({"bidder": bidder, "alone": true, "tricks": tricks});
            }
            pick[bidder] = false;
            let want = match (n, bid) {
                (6, _) => 0,
                (5, 3) | (7 | 8, 4 | 5) => 1,
                _ => 2,
            };
            // Fill the designated partners from the seats after the bidder.
            let mut partners = vec![false; n];
            for k in 1..=want {
                partners[(bidder + k) % n] = true;
            }
            json!({"bidder": bidder, "bid": bid, "partners": partners, "tricks": tricks})
        })
}

proptest! {
    /// At auction euchre the bidder's partners score exactly what he scores; no deal scores
    /// more than the lone hand without the widow; replaying deal by deal gives the same games.
    #[test]
    fn auction_partners_score_alike(
        (n, deals) in (5usize..=8).prop_flat_map(|n| (Just(n), prop::collection::vec(auction_deal(n), 0..20))),
        widow in any::<bool>(),
    ) {
        let players: Vec<String> = (0..n).map(|k| format!("P{k}")).collect();
        let names: Vec<&str> = players.iter().map(String::as_str).collect();
        let all = run("auction-euchre", &names, json!({"widow": widow}), Value::Array(deals.clone()));
        for (d, scored) in deals.iter().zip(all["deals"].as_array().unwrap()) {
            let pts: Vec<i64> = serde_json::from_value(scored["points"].clone()).unwrap();
            let bidder = d["bidder"].as_u64().unwrap() as usize;
            let alternate = n == 6 && d["alone"] != json!(true);
            for k in 0..n {
                let partner = d["partners"].get(k).is_some_and(|p| p == &json!(true))
                    || (alternate && k != bidder && (k + 6 - bidder).is_multiple_of(2));
                if partner {
                    prop_assert_eq!(pts[k], pts[bidder]);
                }
                prop_assert!(pts[k].abs() <= 20);
            }
        }
        for k in 0..deals.len() {
            let part = run("auction-euchre", &names, json!({"widow": widow}), Value::Array(deals[..=k].to_vec()));
            let done = part["games"].as_array().unwrap();
            prop_assert_eq!(&all["games"].as_array().unwrap()[..done.len()], &done[..]);
        }
    }
}

fn settled_sums(out: &Value) -> Vec<i64> {
    out["settled"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            s["amounts"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_i64().unwrap())
                .sum()
        })
        .collect()
}

proptest! {
    /// Three-hand and call-ace: entering the deals one by one gives the games entered at once;
    /// every game settles to zero; no deal scores more than the march (3, or the table's size
    /// for a lone march at call-ace) nor sets back more than the euchre's 2.
    #[test]
    fn three_hand_and_call_ace_replay_and_bounds(
        three in prop::collection::vec((0usize..3, 0i64..=5, any::<bool>()), 0..25),
        n in 4usize..=6,
        call in prop::collection::vec((0usize..6, 0usize..7, any::<bool>(), 0i64..=5), 0..25),
        set_back in any::<bool>(),
    ) {
        let euchre = if set_back { "set_back" } else { "each_adversary" };
        let deals: Vec<Value> = three
            .iter()
            .map(|&(m, t, revoke)| match revoke && t == 0 {
                true => json!({"revoke": m}),
                false => json!({"maker": m, "tricks": t}),
            })
            .collect();
        let settings = json!({"euchre": euchre});
        let all = run("euchre-three-hand", THREE, settings.clone(), Value::Array(deals.clone()));
        for k in 0..deals.len() {
            let part = run("euchre-three-hand", THREE, settings.clone(), Value::Array(deals[..=k].to_vec()));
            let done = part["games"].as_array().unwrap();
            prop_assert_eq!(&all["games"].as_array().unwrap()[..done.len()], &done[..]);
        }
        for d in all["deals"].as_array().unwrap() {
            prop_assert!(d["points"].as_array().unwrap().iter().all(|p| (-2..=3).contains(&p.as_i64().unwrap())));
        }
        prop_assert!(settled_sums(&all).iter().all(|&s| s == 0));

        let players: Vec<String> = (0..n).map(|k| format!("P{k}")).collect();
        let names: Vec<&str> = players.iter().map(String::as_str).collect();
        let deals: Vec<Value> = call
            .iter()
            .map(|&(m, p, alone, t)| {
                let m = m % n;
                match (alone, p % n) {
                    (true, _) => json!({"maker": m, "alone": true, "tricks": t}),
                    (false, p) if p == m => json!({"maker": m, "tricks": t}),
                    (false, p) => json!({"maker": m, "partner": p, "tricks": t}),
                }
            })
            .collect();
        let all = run("call-ace-euchre", &names, json!({}), Value::Array(deals.clone()));
        for (d, s) in deals.iter().zip(all["deals"].as_array().unwrap()) {
            let pts: Vec<i64> = serde_json::from_value(s["points"].clone()).unwrap();
            prop_assert!(pts.iter().all(|&p| (0..=n as i64).contains(&p)));
            if let Some(p) = d.get("partner") {
                let p = p.as_u64().unwrap() as usize;
                let m = d["maker"].as_u64().unwrap() as usize;
                prop_assert_eq!(pts[p], pts[m]);
            }
        }
        prop_assert!(settled_sums(&all).iter().all(|&s| s == 0));
    }
}
