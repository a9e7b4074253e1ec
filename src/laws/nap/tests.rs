//! The nap family's laws against the books' worked examples (each test cites its lines),
//! hand-computed cases for every call and variation, and the ledger's promises as properties.

mod napoleon;
mod others;

use serde_json::Value;

use super::super::LawError;
use super::super::registry;

/// `hoyle score LAW` on this input, read back as JSON.
fn score(law: &str, input: Value) -> Result<Value, LawError> {
    registry::score(law, &input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

/// The players' amounts of each deal.
fn amounts(out: &Value) -> Vec<Vec<i64>> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            d["amounts"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_i64().unwrap())
                .collect()
        })
        .collect()
}

/// The refusal's field, for an input the law must refuse.
fn refused(law: &str, input: Value) -> LawError {
    match score(law, input) {
        Ok(out) => panic!("accepted: {out}"),
        Err(e) => e,
    }
}

/// Every settlement pays exactly the balances and the pools' growth: each account's payments
/// out less in equal what it owes.
fn settles_exactly(out: &Value) {
    let balances: Vec<i64> = out["balances"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_i64().unwrap())
        .collect();
    let mut paid = vec![0i64; balances.len()];
    for p in out["settlement"].as_array().unwrap() {
        let amount = p["amount"].as_i64().unwrap();
        assert!(amount > 0);
        if let Some(from) = p["from"].as_u64() {
            paid[from as usize] -= amount;
        }
        if let Some(to) = p["to"].as_u64() {
            paid[to as usize] += amount;
        }
    }
    assert_eq!(paid, balances, "{out}");
}
