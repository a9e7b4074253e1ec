//! The binary: quiet when its output is closed, and every law scoring or refusing odd input.

use super::*;

#[test]
fn the_cli_stops_quietly_when_its_output_is_closed() {
    use std::process::{Command, Stdio};
    let example = std::fs::read_to_string("docs/laws/examples/duplicate-compass-book.json")
        .ok()
        .and_then(|s| serde_json::from_str::<serde_json::Value>(&s).ok());
    let input = example
        .map(|e| e["input"].to_string())
        .unwrap_or_else(|| "{}".to_owned());
    for args in [
        vec!["score", "duplicate"],
        vec!["laws", "--format", "json"],
        vec![
            "movement",
            "mitchell",
            "--tables",
            "7",
            "--boards-per-round",
            "2",
        ],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hoyle"))
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before anything is written: `| head -c0`.
        drop(child.stdout.take());
        let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(
            matches!(out.status.code(), Some(0 | 2)),
            "{args:?}: {:?} {stderr}",
            out.status
        );
    }
}

#[test]
fn every_law_through_the_binary_scores_or_refuses_odd_input() {
    for law in hoyle::laws::registry::all() {
        for input in ["{}", "[1", "{\"deals\": [null, 1e400, -1]}", "\u{0}"] {
            let (status, _, stderr) = hoyle(&["score", law.id], input);
            assert!(
                status == 0 || status == 2,
                "{} on {input:?}: {status} {stderr}",
                law.id
            );
            assert!(!stderr.contains("panicked"), "{}: {stderr}", law.id);
        }
    }
}
