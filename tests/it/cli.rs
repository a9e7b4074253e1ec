//! The command-line contracts (docs/cli.md), through the real binary.

use crate::support::hoyle;

/// Every worked example under docs/laws/examples gives exactly its recorded output.
#[test]
fn documented_examples_give_their_recorded_output() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/laws/examples");
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let example: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let law = example["law"].as_str().unwrap();
        let (status, stdout, stderr) = hoyle(&["score", law], &example["input"].to_string());
        assert_eq!(status, 0, "{}: {stderr}", path.display());
        let got: serde_json::Value = serde_json::from_str(&stdout).unwrap();
        assert_eq!(got, example["output"], "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 8);
}

#[test]
fn score_duplicate_reads_a_file_or_standard_input() {
    let input = r#"{"game":"whist","results":[{"board":1,"ns":1,"ew":1,"ns_tricks":8},{"board":1,"ns":2,"ew":2,"ns_tricks":9}]}"#;
    let (status, stdout, _) = hoyle(&["score", "duplicate", "-"], input);
    assert_eq!(status, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["boards"][0]["ns_average"], serde_json::json!(8.5));
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), input).unwrap();
    let (status, from_file, _) = hoyle(&["score", "duplicate", file.path().to_str().unwrap()], "");
    assert_eq!((status, from_file), (0, stdout));
}

#[test]
fn refused_input_exits_2_with_the_field_and_nothing_on_stdout() {
    for (input, message) in [
        (
            r#"{"game":"whist","results":[{"board":1,"ns":1,"ew":1,"ns_tricks":14}]}"#,
            "results[0].ns_tricks: 14 is not 0..13",
        ),
        ("{", "input"),
        (r#"{"game":"whist","results":[]}"#, "results: no results"),
    ] {
        let (status, stdout, stderr) = hoyle(&["score", "duplicate"], input);
        assert_eq!(status, 2, "{input}");
        assert!(stdout.is_empty());
        assert!(stderr.starts_with(message), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    let (status, _, stderr) = hoyle(&["score", "duplicate", "no/such/file.json"], "");
    assert_eq!(status, 2, "{stderr}");
}

#[test]
fn movement_mitchell_in_three_formats() {
    let (status, json, _) = hoyle(
        &[
            "movement",
            "mitchell",
            "--tables",
            "7",
            "--boards-per-round",
            "4",
        ],
        "",
    );
    assert_eq!(status, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["kind"], "mitchell");
    assert_eq!(v["tables"], 7);
    assert_eq!(v["rounds"].as_array().unwrap().len(), 7);
    assert_eq!(
        v["rounds"][0]["tables"][3],
        serde_json::json!({"table": 4, "ns": 4, "ew": 4, "boards": [13, 14, 15, 16]})
    );
    let (_, csv, _) = hoyle(
        &[
            "movement",
            "mitchell",
            "--tables",
            "3",
            "--boards-per-round",
            "2",
            "--format",
            "csv",
        ],
        "",
    );
    assert_eq!(
        csv.lines().next(),
        Some("round,table,ns,ew,first_board,last_board")
    );
    assert_eq!(csv.lines().count(), 10);
    let (_, text, _) = hoyle(
        &[
            "movement",
            "mitchell",
            "--tables",
            "6",
            "--boards-per-round",
            "1",
            "--format",
            "text",
        ],
        "",
    );
    assert!(text.contains("skip one table"));
}

#[test]
fn movement_refuses_impossible_arguments_with_exit_2() {
    for args in [
        ["--tables", "0", "--boards-per-round", "4"],
        ["--tables", "7", "--boards-per-round", "0"],
    ] {
        let mut all = vec!["movement", "mitchell"];
        all.extend(args);
        let (status, stdout, stderr) = hoyle(&all, "");
        assert_eq!(status, 2, "{stderr}");
        assert!(stdout.is_empty());
    }
    let (status, _, stderr) = hoyle(
        &[
            "movement",
            "mitchell",
            "--tables",
            "7",
            "--boards-per-round",
            "4",
            "--rounds",
            "8",
        ],
        "",
    );
    assert_eq!(status, 2);
    assert!(stderr.starts_with("rounds:"), "{stderr}");
}

#[test]
fn score_rubicon_bezique_by_both_codes() {
    let input = r#"{"settings": {"code": "1909"}, "players": ["Ann", "Bob"],
        "deals": [{"scores": [1320, 620], "brisques": [14, 18]},
                  {"scores": [1210, 1190], "brisques": [10, 14]}]}"#;
    let (status, stdout, stderr) = hoyle(&["score", "rubicon-bezique"], input);
    assert_eq!(status, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        v,
        serde_json::json!({"code": "1909",
            "deals": [{"winner": 0, "rubiconed": true, "brisques_counted": false, "value": 3200},
                      {"winner": 0, "rubiconed": false, "brisques_counted": false, "value": 600}],
            "net": [3800, -3800], "hundreds": [38, -38]})
    );
    // Under 1927 the brisques turn the close second game round: 1310 v 1330.
    let (status, stdout, _) = hoyle(
        &["score", "rubicon-bezique"],
        &input.replace("\"1909\"", "\"1927\""),
    );
    assert_eq!(status, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["code"], "1927");
    assert_eq!(v["deals"][1]["winner"], 1);
    assert_eq!(v["net"], serde_json::json!([2600, -2600]));
}

#[test]
fn score_rubicon_piquet_partie_and_unfinished() {
    let deals = "[20, 18], [15, 31], [25, 10], [20, 13], [20, 15], [20, 11]";
    let (status, stdout, stderr) = hoyle(
        &["score", "rubicon-piquet"],
        &format!(r#"{{"players": ["Ann", "Bob"], "deals": [{deals}]}}"#),
    );
    assert_eq!(status, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        v,
        serde_json::json!({"aggregates": [120, 98], "complete": true, "winner": 0,
            "rubiconed": true, "value": 318})
    );
    let (status, stdout, _) = hoyle(
        &["score", "rubicon-piquet", "-"],
        r#"{"players": ["Ann", "Bob"], "deals": [[20, 18]]}"#,
    );
    assert_eq!(status, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(v["winner"], serde_json::Value::Null);
    assert_eq!(v["value"], serde_json::Value::Null);
}

#[test]
fn rubicon_laws_refuse_bad_input_with_exit_2_naming_the_field() {
    for (law, input, message) in [
        (
            "rubicon-bezique",
            r#"{"players":["A","B"],"deals":[{"scores":[1,2],"brisques":[1,1]},{"scores":[1,2],"brisques":[1,1]},{"scores":[1,2],"brisques":[20,14]}]}"#,
            "deals[2].brisques: 20 + 14 is more than 32",
        ),
        (
            "rubicon-bezique",
            r#"{"players":["A","B"],"deals":[{"scores":[-1,2],"brisques":[1,1]}]}"#,
            "deals[0].scores[0]: -1 is negative",
        ),
        (
            "rubicon-bezique",
            r#"{"players":["A","B","C"],"deals":[]}"#,
            "players:",
        ),
        (
            "rubicon-piquet",
            r#"{"players":["A"],"deals":[]}"#,
            "players:",
        ),
        (
            "rubicon-piquet",
            r#"{"players":["A","B"],"deals":[[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1]]}"#,
            "deals[6]: a partie is 6 deals; this is deal 7",
        ),
        (
            "rubicon-piquet",
            r#"{"players":["A","B"],"deals":[[1,-3]]}"#,
            "deals[0][1]: -3 is negative",
        ),
    ] {
        let (status, stdout, stderr) = hoyle(&["score", law], input);
        assert_eq!(status, 2, "{input}");
        assert!(stdout.is_empty());
        assert!(stderr.starts_with(message), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}
