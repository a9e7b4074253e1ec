//! `hoyle movement howell|mitchell --relay|individual|teams|mnemonic` (docs/cli.md), through the
//! real binary.

use std::collections::BTreeMap;

use crate::support::hoyle;

fn json(args: &[&str]) -> serde_json::Value {
    let (status, stdout, stderr) = hoyle(args, "");
    assert_eq!(status, 0, "{args:?}: {stderr}");
    serde_json::from_str(&stdout).unwrap()
}

#[test]
fn howell_contract_shape_and_completeness() {
    let v = json(&[
        "movement",
        "howell",
        "--tables",
        "5",
        "--boards-per-round",
        "3",
    ]);
    assert_eq!(v["kind"], "howell");
    assert_eq!(v["tables"], 5);
    assert_eq!(v["pairs"], 10);
    let rounds = v["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 9);
    let mut met = BTreeMap::new();
    for r in rounds {
        assert!(r["sit_out"].is_null());
        for t in r["tables"].as_array().unwrap() {
            let (a, b) = (t["ns"].as_u64().unwrap(), t["ew"].as_u64().unwrap());
            *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
            assert_eq!(t["boards"].as_array().unwrap().len(), 3);
        }
    }
    assert_eq!(met.len(), 45);
    assert!(met.values().all(|&n| n == 1));
}

/// Issue 21: the balance in JSON and in the text; at 4 tables every two pairs are compared on
/// exactly 3 sets, as in the published 4-table Howell.
#[test]
fn howell_and_individual_state_their_balance() {
    let v = json(&["movement", "howell", "--tables", "5"]);
    assert_eq!(v["balance"], serde_json::json!({"min": 3, "max": 5}));
    let v = json(&["movement", "howell", "--tables", "4"]);
    assert_eq!(v["balance"], serde_json::json!({"min": 3, "max": 3}));
    let (status, text, _) = hoyle(
        &["movement", "howell", "--tables", "4", "--format", "text"],
        "",
    );
    assert_eq!(status, 0);
    assert!(
        text.lines()
            .nth(1)
            .unwrap()
            .contains("every two pairs are compared on 3 board sets"),
        "{text}"
    );
    let v = json(&["movement", "individual", "--players", "8"]);
    assert_eq!(v["balance"], serde_json::json!({"min": 2, "max": 2}));
}

#[test]
fn howell_with_a_phantom_and_a_shortened_form() {
    let v = json(&["movement", "howell", "--pairs", "9", "--rounds", "6"]);
    assert_eq!(v["pairs"], 9);
    assert_eq!(v["tables"], 4);
    assert_eq!(v["rounds"].as_array().unwrap().len(), 6);
    assert!(
        v["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["sit_out"].is_u64())
    );
    let (status, text, _) = hoyle(
        &["movement", "howell", "--tables", "4", "--format", "text"],
        "",
    );
    assert_eq!(status, 0);
    assert!(text.contains("every pair meets every other once"), "{text}");
    let (_, csv, _) = hoyle(
        &["movement", "howell", "--tables", "4", "--format", "csv"],
        "",
    );
    assert_eq!(
        csv.lines().next(),
        Some("round,table,ns,ew,first_board,last_board")
    );
    assert_eq!(csv.lines().count(), 1 + 7 * 4);
}

#[test]
fn relay_mitchell_keeps_the_mitchell_shape() {
    let v = json(&[
        "movement",
        "mitchell",
        "--tables",
        "8",
        "--boards-per-round",
        "3",
        "--relay",
        "--arrow-switch",
        "7,8",
    ]);
    assert_eq!(v["kind"], "mitchell");
    assert_eq!(v["relay"], true);
    assert_eq!(v["tables"], 8);
    assert_eq!(v["boards_per_round"], 3);
    let rounds = v["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 8);
    assert_eq!(rounds[0]["bye_stand"], serde_json::json!([22, 23, 24]));
    assert_eq!(rounds[6]["arrow_switch"], true);
    // Tables 1 and 8 share set 1 in round 1.
    assert_eq!(
        rounds[0]["tables"][0]["boards"],
        rounds[0]["tables"][7]["boards"]
    );
    let mut met = BTreeMap::new();
    for t in rounds.iter().flat_map(|r| r["tables"].as_array().unwrap()) {
        *met.entry((t["ns"].as_u64(), t["ew"].as_u64())).or_insert(0) += 1;
    }
    assert_eq!(met.len(), 64, "no two pairs meet twice");
    // Without --relay and --arrow-switch the output is the book's Mitchell, unchanged.
    let plain = json(&[
        "movement",
        "mitchell",
        "--tables",
        "8",
        "--boards-per-round",
        "3",
    ]);
    assert!(plain.get("relay").is_none());
}

#[test]
fn individual_teams_and_mnemonic() {
    let v = json(&["movement", "individual", "--players", "16"]);
    assert_eq!(
        (v["kind"].as_str(), v["players"].as_u64()),
        (Some("individual"), Some(16))
    );
    assert_eq!(v["rounds"].as_array().unwrap().len(), 15);
    let v = json(&[
        "movement",
        "teams",
        "--teams",
        "4",
        "--boards-per-round",
        "6",
    ]);
    assert_eq!(v["teams"], 4);
    assert_eq!(v["rounds"][0]["matches"].as_array().unwrap().len(), 2);
    let v = json(&["movement", "mnemonic", "--boards", "4"]);
    assert_eq!(v["rounds"][1]["tables"][0]["ns"], 2);
}

#[test]
fn impossible_movements_exit_2_naming_the_field() {
    for (args, field) in [
        (vec!["howell", "--tables", "17"], "pairs:"),
        (vec!["howell", "--tables", "4", "--rounds", "8"], "rounds:"),
        (
            vec![
                "mitchell",
                "--tables",
                "7",
                "--boards-per-round",
                "2",
                "--relay",
            ],
            "tables:",
        ),
        (
            vec![
                "mitchell",
                "--tables",
                "6",
                "--boards-per-round",
                "2",
                "--arrow-switch",
                "9",
            ],
            "arrow_switch:",
        ),
        (vec!["individual", "--players", "10"], "players:"),
        (vec!["teams", "--teams", "1"], "teams:"),
        (vec!["mnemonic", "--boards", "0"], "boards:"),
    ] {
        let mut all = vec!["movement"];
        all.extend(args);
        let (status, stdout, stderr) = hoyle(&all, "");
        assert_eq!(status, 2, "{all:?}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.starts_with(field), "{all:?}: {stderr}");
    }
}
