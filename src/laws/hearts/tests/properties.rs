//! Properties over random deals of every method: each deal moves counters only between the
//! players and the pool, the settlement pays exactly the balances, and Howell's nets are the
//! count less the players times each one's.

use proptest::prelude::*;
use serde_json::{Value, json};

use super::hearts;

/// Thirteen hearts (or `total`) dealt out at random among `n` players.
fn split(total: i64, n: usize) -> impl Strategy<Value = Vec<i64>> {
    prop::collection::vec(0..n, total as usize).prop_map(move |owners| {
        let mut hearts = vec![0i64; n];
        for o in owners {
            hearts[o] += 1;
        }
        hearts
    })
}

const METHODS: &[&str] = &[
    "simple",
    "sweepstakes",
    "howell",
    "black-lady",
    "black-jack",
];

proptest! {
    /// Every deal, revokes among them, sums to nothing with the pool's change; the balances are the deals' sums;
    /// the settlement squares every account exactly.
    #[test]
    fn nothing_is_created_or_lost(
        n in 2usize..=6,
        method in prop::sample::select(METHODS),
        settle in prop::sample::select(&["simple", "sweepstakes", "howell"][..]),
        deals in prop::collection::vec((split(13, 6), 0usize..6, prop::option::of(0usize..6)), 1..8),
    ) {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let deals: Vec<Value> = deals
            .iter()
            .map(|(h, who, revoke)| {
                // Fold the six hands into n, keeping thirteen.
                let mut hearts = vec![0i64; n];
                for (i, x) in h.iter().enumerate() {
                    hearts[i % n] += x;
                }
                let mut deal = json!({"hearts": hearts});
                match method {
                    "black-lady" => deal["lady"] = json!(who % n),
                    "black-jack" => deal["black_jack"] = json!(who % n),
                    _ => {}
                }
                // A revoke where the method has a pool to win (Howell's has none).
                let howell = method == "howell" || (settle == "howell" && method.starts_with("black"));
                if let (Some(r), false) = (revoke, howell) {
                    let mut flags = vec![false; n];
                    flags[r % n] = true;
                    deal["revoke"] = json!(flags);
                }
                deal
            })
            .collect();
        let out = hearts(json!({
            "settings": {"method": method, "settle": settle},
            "players": names,
            "deals": deals,
        })).unwrap();
        let mut pool = 0i64;
        let mut sums = vec![0i64; n];
        for d in out["deals"].as_array().unwrap() {
            let a: Vec<i64> = serde_json::from_value(d["amounts"].clone()).unwrap();
            let after = d["pools"]["pool"].as_i64().unwrap_or(0);
            prop_assert_eq!(a.iter().sum::<i64>() + after - pool, 0);
            pool = after;
            for (s, x) in sums.iter_mut().zip(&a) {
                *s += x;
            }
        }
        let balances: Vec<i64> = serde_json::from_value(out["balances"].clone()).unwrap();
        prop_assert_eq!(&balances, &sums);
        let mut left: Vec<i64> = balances.clone();
        let mut left_pool = pool;
        for p in out["settlement"].as_array().unwrap() {
            let amount = p["amount"].as_i64().unwrap();
            match (&p["from"], &p["to"]) {
                (Value::Number(f), Value::Number(t)) => {
                    left[f.as_u64().unwrap() as usize] += amount;
                    left[t.as_u64().unwrap() as usize] -= amount;
                }
                (Value::Number(f), Value::String(_)) => {
                    left[f.as_u64().unwrap() as usize] += amount;
                    left_pool -= amount;
                }
                (Value::String(_), Value::Number(t)) => {
                    left[t.as_u64().unwrap() as usize] -= amount;
                    left_pool += amount;
                }
                other => prop_assert!(false, "{other:?}"),
            }
        }
        prop_assert!(left.iter().all(|&x| x == 0), "{left:?}");
        prop_assert_eq!(left_pool, 0);
    }

    /// Howell's: each nets 13 less the players times his hearts, and the pool never moves.
    #[test]
    fn howell_nets_thirteen_less_n_times_the_hearts(n in 2usize..=6, h in split(13, 6)) {
        let mut hearts_of = vec![0i64; n];
        for (i, x) in h.iter().enumerate() {
            hearts_of[i % n] += x;
        }
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let out = hearts(json!({
            "settings": {"method": "howell"},
            "players": names,
            "deals": [{"hearts": hearts_of}],
        })).unwrap();
        let want: Vec<i64> = hearts_of.iter().map(|&x| 13 - n as i64 * x).collect();
        prop_assert_eq!(&out["deals"][0]["amounts"], &json!(want));
        prop_assert_eq!(&out["pools"], &json!({"pool": 0}));
    }

    /// The simple method: the winners' gain is the pool less their hearts, the same for each,
    /// and what stays in the pool is less than the number of winners.
    #[test]
    fn simple_winners_share_alike(n in 2usize..=6, h in split(13, 6)) {
        let mut hearts_of = vec![0i64; n];
        for (i, x) in h.iter().enumerate() {
            hearts_of[i % n] += x;
        }
        let low = *hearts_of.iter().min().unwrap();
        let winners = hearts_of.iter().filter(|&&x| x == low).count() as i64;
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let out = hearts(json!({"players": names, "deals": [{"hearts": hearts_of}]})).unwrap();
        let left = out["pools"]["pool"].as_i64().unwrap();
        prop_assert_eq!(left, 13 % winners);
        let a: Vec<i64> = serde_json::from_value(out["deals"][0]["amounts"].clone()).unwrap();
        for p in 0..n {
            match hearts_of[p] == low {
                true => prop_assert_eq!(a[p], 13 / winners - low),
                false => prop_assert_eq!(a[p], -hearts_of[p]),
            }
        }
    }
}
