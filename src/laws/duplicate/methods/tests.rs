use serde_json::{Value, json};

use super::super::{BoardResult, Entry, Game, Revoke, RevokeRule, standings};
use crate::laws::duplicate::{Direction, score_json};
use crate::scoring::{self, Method, Outcome, Settings, Side};

fn run(input: Value) -> Value {
    let out = score_json(&input.to_string()).unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}"))
}

fn refused(input: Value) -> String {
    match score_json(&input.to_string()) {
        Ok(out) => panic!("accepted: {out}"),
        Err(e) => e.to_string(),
    }
}

fn pair(out: &Value, direction: &str, pair: u32) -> Value {
    out["pairs"]
        .as_array()
        .and_then(|ps| {
            ps.iter()
                .find(|p| p["direction"] == direction && p["pair"] == pair)
                .cloned()
        })
        .unwrap_or_else(|| panic!("no pair {direction} {pair}"))
}

/// A whist event with revokes through the law and through the plus/minus method on the law's
/// N-S scores gives every pair the same plus/minus and rank.
#[test]
fn plus_minus_agrees_with_the_law() {
    let mut results = Vec::new();
    for board in 1..=6u32 {
        for table in 1..=5u32 {
            let revoke = (table == 3).then_some(Revoke {
                by: Direction::Ew,
                count: 1,
                tricks_before: 0,
            });
            results.push(BoardResult {
                board,
                ns: table,
                ew: (table + board) % 5 + 1,
                entry: Entry::Whist {
                    ns_tricks: ((board * 7 + table * 3) % 14) as u8,
                    revoke,
                },
            });
        }
    }
    let law =
        standings(Game::Whist, RevokeRule::General, &results).unwrap_or_else(|e| panic!("{e}"));
    let inputs: Vec<scoring::BoardResult<(Side, u32)>> = law
        .boards
        .iter()
        .flat_map(|b| {
            b.results.iter().map(|r| scoring::BoardResult {
                board: b.board,
                ns: (Side::Ns, r.ns),
                ew: (Side::Ew, r.ew),
                outcome: Outcome::Played(r.ns_score),
            })
        })
        .collect();
    let s = scoring::standings(Method::PlusMinus, &Settings::default(), &inputs, |k| k.0)
        .unwrap_or_else(|e| panic!("{e}"));
    for p in &law.pairs {
        let side = match p.direction {
            Direction::Ns => Side::Ns,
            Direction::Ew => Side::Ew,
        };
        let mine = s
            .pairs
            .iter()
            .find(|m| m.key == (side, p.pair))
            .unwrap_or_else(|| panic!("no pair"));
        assert_eq!(
            (mine.total, mine.rank, mine.boards),
            (p.plus_minus, p.rank_in_direction, p.boards)
        );
    }
}

fn small() -> Value {
    json!([
        {"board": 1, "ns": 1, "ew": 1, "ns_tricks": 9},
        {"board": 1, "ns": 2, "ew": 2, "ns_tricks": 7},
        {"board": 1, "ns": 3, "ew": 3, "ns_tricks": 7},
        {"board": 2, "ns": 1, "ew": 2, "ns_tricks": 6},
        {"board": 2, "ns": 2, "ew": 3, "ns_tricks": 8},
        {"board": 2, "ns": 3, "ew": 1, "ns_tricks": 5}
    ])
}

#[test]
fn matchpoints_add_matchpoints_and_percent() {
    let out = run(json!({"game": "whist", "method": "matchpoints", "results": small()}));
    assert_eq!(out["method"], "matchpoints");
    let ns1 = pair(&out, "NS", 1);
    assert_eq!(
        (&ns1["matchpoints"], &ns1["percent"]),
        (&json!(6), &json!(75))
    );
    assert_eq!(ns1["rank_in_direction"], 1);
    let ew2 = pair(&out, "EW", 2);
    assert_eq!(
        (&ew2["percent"], &ew2["rank_overall"]),
        (&json!(62.5), &json!(2))
    );
    // Plus/minus is still given beside them.
    assert_eq!(ns1["plus_minus"], json!(1));
    let first = &out["boards"][0]["results"][0];
    assert_eq!(
        (&first["ns_matchpoints"], &first["ew_matchpoints"]),
        (&json!(4), &json!(0))
    );
}

#[test]
fn plus_minus_without_assigned_results_is_the_output_of_before() {
    let with = run(json!({"game": "whist", "method": "plus-minus", "results": small()}));
    let without = run(json!({"game": "whist", "results": small()}));
    assert_eq!(with, without);
    assert!(with.get("method").is_none());
    assert!(with["pairs"][0].get("percent").is_none());
}

#[test]
fn an_assigned_average_is_the_direction_s_average_under_plus_minus() {
    let mut results = small();
    results[2] = json!({"board": 1, "ns": 3, "ew": 3, "assigned": "average"});
    let out = run(json!({"game": "whist", "results": results}));
    // Board 1: 9 and 7 played, average 8; N-S 3 is credited 8 against 8.
    let line = &out["boards"][0]["results"][2];
    assert_eq!(
        (&line["ns_score"], &line["assigned"]),
        (&json!(8), &json!("average"))
    );
    assert_eq!(out["boards"][0]["ns_average"], 8);
    let ns3 = pair(&out, "NS", 3);
    // Board 2: 5 against (6 + 8 + 5) / 3: -1.33; board 1: 0.
    assert_eq!(
        (&ns3["plus_minus"], &ns3["boards"]),
        (&json!(-1.33), &json!(2))
    );
    // Not played: one board only.
    results[2] = json!({"board": 1, "ns": 3, "ew": 3, "assigned": "not-played"});
    let out = run(json!({"game": "whist", "method": "matchpoints", "results": results}));
    let line = &out["boards"][0]["results"][2];
    assert!(line.get("ns_score").is_none() && line.get("ns_matchpoints").is_none());
    assert_eq!(pair(&out, "NS", 3)["boards"], 1);
    // A split award.
    results[2] = json!({"board": 1, "ns": 3, "ew": 3,
                        "assigned": {"ns": "average-minus", "ew": {"score": 7}}});
    let out = run(json!({"game": "whist", "method": "matchpoints", "results": results}));
    let line = &out["boards"][0]["results"][2];
    // 40 % of the top of 4; E-W as if N-S took 7 beat the E-W pair that let N-S take 9 (2) and
    // tie the 7 (1): 3 on a board of three.
    assert_eq!(
        (&line["ns_matchpoints"], &line["ew_matchpoints"]),
        (&json!(1.6), &json!(3))
    );
}

#[test]
fn butler_and_cross_imps_add_imps() {
    let results = json!([
        {"board": 1, "ns": 1, "ew": 1, "ns_points": 420, "ew_points": 0},
        {"board": 1, "ns": 2, "ew": 2, "ns_points": 450, "ew_points": 0},
        {"board": 1, "ns": 3, "ew": 3, "ns_points": 0, "ew_points": 50}
    ]);
    let out = run(json!({"game": "auction", "method": "cross-imps", "results": results}));
    assert_eq!(pair(&out, "NS", 1)["imps"], json!(4.5));
    assert_eq!(out["boards"][0]["results"][2]["ew_imps"], json!(10.5));
    let out = run(
        json!({"game": "auction", "method": "butler", "results": results,
                         "settings": {"butler": {"round_to": 10}}}),
    );
    // (420 + 450 - 50) / 3 = 273.33, rounded to 270.
    assert_eq!(out["boards"][0]["datum"], 270);
    assert_eq!(pair(&out, "NS", 2)["imps"], json!(5));
}

#[test]
fn refusals_name_the_field() {
    let mut results = small();
    results[2] = json!({"board": 1, "ns": 3, "ew": 3, "ns_tricks": 7, "assigned": "average"});
    assert!(
        refused(json!({"game": "whist", "results": results})).starts_with("results[2].ns_tricks")
    );
    results[2] = json!({"board": 1, "ns": 3, "ew": 3, "assigned": "top"});
    assert!(
        refused(json!({"game": "whist", "results": results})).starts_with("results[2].assigned")
    );
    results[2] = json!({"board": 1, "ns": 3, "ew": 3, "assigned": {"ns": "average", "ew": "top"}});
    assert!(
        refused(json!({"game": "whist", "results": results})).starts_with("results[2].assigned.ew")
    );
    assert!(
        refused(json!({"game": "whist", "method": "imps", "results": small()}))
            .starts_with("method")
    );
    // The law's refusal of a played result names its place in the input, not among the played.
    let mut results = small();
    results[0] = json!({"board": 1, "ns": 1, "ew": 1, "assigned": "average"});
    results[4] = json!({"board": 2, "ns": 2, "ew": 3, "ns_tricks": 5,
                        "revoke": {"by": "NS", "count": 1, "tricks_before": 13}});
    assert_eq!(
        refused(json!({"game": "whist", "method": "matchpoints", "results": results})),
        "results[4].revoke.tricks_before: 13 is more than the 5 tricks the revoking side took"
    );
}

#[test]
fn a_board_with_only_assigned_results_scores_the_average() {
    let results = json!([
        {"board": 1, "ns": 1, "ew": 1, "assigned": "average"},
        {"board": 1, "ns": 2, "ew": 2, "assigned": {"ns": "average-plus", "ew": "average-minus"}}
    ]);
    let out = run(json!({"game": "whist", "method": "matchpoints", "results": results}));
    // A board of two: top 2, average 1, 60 % 1.2.
    assert_eq!(pair(&out, "NS", 1)["percent"], 50);
    assert_eq!(pair(&out, "NS", 2)["matchpoints"], json!(1.2));
    let out = run(json!({"game": "whist", "results": results}));
    assert_eq!(pair(&out, "EW", 2)["plus_minus"], 0);
}
