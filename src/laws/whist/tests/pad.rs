//! The pad: correction windows, claims closed in every code, games and rubbers drawn.

use super::*;

/// Law 11 (seed 002 L266–268): correctable until the trump of the deal after the game's last;
/// Law 12 (L270–271): under a rubber, while the rubber lasts.
#[test]
fn correction_windows() {
    let deals = [
        json!({"tricks": [11, 2]}),
        json!({"tricks": [8, 5]}),
        json!({"tricks": [11, 2]}),
        json!({"tricks": [7, 6]}),
    ];
    let two = pad_input(Value::Null, &deals[..2]);
    assert!(correctable(Variant::Short1884, &two, 0));
    let three = pad_input(Value::Null, &deals[..3]);
    assert!(
        correctable(Variant::Short1884, &three, 0),
        "the rubber just ended"
    );
    let four = pad_input(Value::Null, &deals);
    assert!(!correctable(Variant::Short1884, &four, 0));
    assert!(!correctable(Variant::Short1884, &four, 2));
    assert!(correctable(Variant::Short1884, &four, 3));
    assert!(!correctable(Variant::Short1884, &four, 4));
    // Games settled alone close with the next deal.
    let seven = [json!({"tricks": [13, 0]}), json!({"tricks": [7, 6]})];
    let input = pad_input(Value::Null, &seven);
    assert!(!correctable(Variant::SevenPoint, &input, 0));
    assert!(correctable(Variant::SevenPoint, &input, 1));
}

/// Law 6 (seed 002 L242–243): honours "unless claimed before the trump card of the following
/// deal is turned up, cannot be scored"; Law 78 (L733–734): "A revoke cannot be claimed after
/// the cards have been cut for the following deal". Within the game's correction window a late
/// claim still needs the director; the last deal's claims are open; lowering is a correction.
#[test]
fn claims_close_with_the_next_deal_laws_6_and_78() {
    let deals = [json!({"tricks": [7, 6]}), json!({"tricks": [6, 7]})];
    let input = pad_input(Value::Null, &deals);
    assert!(
        correctable(Variant::Short1884, &input, 0),
        "the game goes on"
    );
    let late = |new: Value| table::short_1884_claims_closed(&input, 0, &new);
    let honours = late(json!({"tricks": [7, 6], "honours": [3, 0]})).unwrap();
    assert!(
        honours.contains("Law 6") && honours.contains("deal 1"),
        "{honours}"
    );
    let revoke = late(json!({"tricks": [7, 6], "revokes_add3": [0, 1]})).unwrap();
    assert!(revoke.contains("Law 78"), "{revoke}");
    assert_eq!(
        late(json!({"tricks": [8, 5]})),
        None,
        "tricks are a correction"
    );
    // The last deal: claims are still open.
    let last = json!({"tricks": [6, 7], "honours": [4, 0]});
    assert_eq!(table::short_1884_claims_closed(&input, 1, &last), None);
    // Taking back a claim only corrects the score.
    let claimed = [
        json!({"tricks": [7, 6], "honours": [3, 0]}),
        deals[1].clone(),
    ];
    let input = pad_input(Value::Null, &claimed);
    let withdrawn = json!({"tricks": [7, 6]});
    assert_eq!(table::short_1884_claims_closed(&input, 0, &withdrawn), None);
    // Honours moved to the other side are a new claim.
    let moved = json!({"tricks": [7, 6], "honours": [0, 3]});
    assert!(table::short_1884_claims_closed(&input, 0, &moved).is_some());
}

/// The same deadlines in the other codes: 1900 Laws 51 and 82 (seed 000 L5591–5592,
/// L5821–5822); long whist (seed 002 L122–125); seven-point, revokes only; the American laws'
/// law 33 (seed 001 L3810–3812), revokes only; every whist law with a table has the hook.
#[test]
fn claims_close_in_every_code() {
    let deals = [json!({"tricks": [7, 6]}), json!({"tricks": [6, 7]})];
    let input = pad_input(Value::Null, &deals);
    let honours = json!({"tricks": [7, 6], "honours": [4, 0]});
    let revoke = json!({"tricks": [7, 6], "revokes_take3": [1, 0]});
    let found = |r: Option<String>, law: &str| r.is_some_and(|m| m.contains(law));
    assert!(found(
        table::short_1900_claims_closed(&input, 0, &honours),
        "Law 51"
    ));
    assert!(found(
        table::short_1900_claims_closed(&input, 0, &revoke),
        "Law 82"
    ));
    assert!(found(
        table::long_claims_closed(&input, 0, &honours),
        "L122"
    ));
    assert!(found(
        table::long_claims_closed(&input, 0, &revoke),
        "Law 78"
    ));
    assert!(found(
        table::seven_point_claims_closed(&input, 0, &revoke),
        "Law 78"
    ));
    let two = json!({"tricks": [7, 6], "revokes": [0, 2]});
    assert!(found(
        table::american_1893_claims_closed(&input, 0, &two),
        "law 33"
    ));
    for law in crate::laws::registry::all().filter(|l| l.id.starts_with("whist-")) {
        let Some(table) = law.table else { continue };
        let has_claims = table
            .deal
            .iter()
            .any(|f| f.name == "honours" || f.name.starts_with("revokes"));
        assert_eq!(table.claims_closed.is_some(), has_claims, "{}", law.id);
    }
}

#[test]
fn the_pad_draws_games_and_rubbers() {
    let deals = [
        json!({"tricks": [6, 7], "honours": [0, 3]}),
        json!({"tricks": [11, 2]}),
    ];
    let pad = table::short_1884_pad(&pad_input(Value::Null, &deals)).unwrap();
    let kinds: Vec<&str> = pad
        .rows
        .iter()
        .map(|r| match r {
            Row::Deal { .. } => "deal",
            Row::Game { .. } => "game",
            Row::Settled { .. } => "settled",
        })
        .collect();
    assert_eq!(kinds, vec!["deal", "deal", "game"]);
    let Row::Game { winner, label } = &pad.rows[2] else {
        panic!()
    };
    assert_eq!((*winner, label.as_str()), (0, "We 5–3: single (1)"));
    assert!(pad.open && pad.settled.is_empty());
    let Row::Deal { below, note, .. } = &pad.rows[0] else {
        panic!()
    };
    assert_eq!(below[1].len(), 2);
    assert_eq!(note, "tricks 6–7; They 3 honours");
}
