use super::*;

fn run(input: serde_json::Value) -> Result<serde_json::Value, LawError> {
    score_json(&input.to_string()).map(|s| serde_json::from_str(&s).unwrap())
}

/// The fixed contract. By the count of seed 001 L11382–11395: A has the most cards 3,
/// the most spades 1, Big Cassino 2, two aces 2 and two sweeps 2 = 10; B Little Cassino 1 and
/// two aces 2 = 3.
#[test]
fn the_contract_scores_ten_to_three() {
    let out = run(serde_json::json!({"settings": {"form": "cassino"}, "players": ["A","B"],
        "deals": [{"cards": [29, 23], "spades": [8, 5], "big_cassino": 0, "little_cassino": 1,
                   "aces": [2, 2], "sweeps": [2, 0]}]}))
    .unwrap();
    assert_eq!(out["deals"][0]["points"], serde_json::json!([10, 3]));
    assert_eq!(out["totals"], serde_json::json!([10, 3]));
}
