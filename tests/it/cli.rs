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
    assert!(checked >= 2);
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
