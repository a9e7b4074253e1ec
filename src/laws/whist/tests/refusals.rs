//! Bad deals refused with the field named, and the command line's contract.

use super::*;

#[test]
fn bad_deals_are_refused_naming_the_field() {
    let bad = |deal: Value| {
        refusal(
            Variant::Short1884,
            Value::Null,
            json!([{"tricks": [7, 6]}, deal]),
        )
    };
    assert!(bad(json!({"tricks": [7, 7]})).starts_with("deals[1].tricks: 7 + 7 = 14"));
    assert!(
        bad(json!({"tricks": [14, 0]})).starts_with("deals[1].tricks[0]: 14 is not from 0 to 13")
    );
    assert!(bad(json!({"tricks": [13]})).starts_with("deals[1].tricks: 1 numbers"));
    assert!(
        bad(json!({"tricks": [7, 6], "honours": [3, 3]}))
            .starts_with("deals[1].honours: both sides claim honours")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "honours": [2, 3]}))
            .starts_with("deals[1].honours: 2 + 3 honours")
    );
    assert!(
        bad(json!({"honours": [3, 1]}))
            .starts_with("deals[1].tricks: the tricks each side won are needed")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "revokes": [1, 0]}))
            .starts_with("deals[1].revokes: not entered")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "called": true})).starts_with("deals[1].called: not entered")
    );
    assert!(
        bad(json!({"tricks": [7, 6], "revokes_add3": [-1, 0]}))
            .starts_with("deals[1].revokes_add3[0]: -1 is not from 0 to 13")
    );
    assert!(bad(json!({"tricks": ["7", 6]})).starts_with("deals[1].tricks[0]"));
    assert!(bad(json!([7, 6])).starts_with("deals[1]: a deal is an object"));
    let e = refusal(
        Variant::Short1884,
        json!({"unequal_revokes": "all_cancel"}),
        json!([]),
    );
    assert!(
        e.starts_with("settings.unequal_revokes: not a setting of this law"),
        "{e}"
    );
    let e = refusal(
        Variant::Short1900,
        json!({"take3_short": "never"}),
        json!([]),
    );
    assert!(
        e.starts_with("settings.take3_short: \"never\" is not one of"),
        "{e}"
    );
}

#[test]
fn the_cli_contract() {
    let out =
        wire::score_short_1884(r#"{"deals": [{"tricks": [11, 2]}, {"tricks": [12, 1]}]}"#).unwrap();
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["sides"], json!(["We", "They"]));
    assert_eq!(v["net"], json!([8, -8]));
    assert_eq!(v["deals"][1]["rubber"], json!(0));
    assert_eq!(v["deals"][1]["games_won"], json!([2, 0]));
    assert_eq!(v["games"][0]["label"], json!("treble"));
    let e = wire::score_short_1884(r#"{"sides": ["A"], "deals": []}"#).unwrap_err();
    assert_eq!(e.field, "sides");
    let e = wire::score_short_1884(r#"{"deals": [{"tricks": [7, 6]}], "extra": 1}"#).unwrap_err();
    assert_eq!(e.field, "extra");
}
