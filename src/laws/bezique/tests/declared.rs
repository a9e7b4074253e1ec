//! Bézique scored declaration by declaration (issue 25 item 2): the books' table item by item,
//! the worked example, sets the packs cannot hold refused with the reason, and the property that
//! the declarations listed total what a scorer types.

use super::*;
use crate::laws::bezique::declarations::{Kind, check, read};

fn total(text: &str) -> i64 {
    read("declared[0]", text)
        .unwrap_or_else(|e| panic!("{e}"))
        .total
}

/// Each item of the tables: seed 000 L430–492 (1909) and seed 001 L8853–8885 (1927), triple
/// bézique L9016, L9026.
#[test]
fn every_declaration_by_the_table() {
    let table = [
        ("marriage", 20),
        ("royal marriage", 40),
        ("sequence", 250),
        ("bezique", 40),
        ("Bézique", 40),
        ("double bézique", 500),
        ("triple bezique", 1500),
        ("four aces", 100),
        ("4 kings", 80),
        ("four queens", 60),
        ("four knaves", 40),
        ("four jacks", 40),
        ("seven of trumps", 10),
        ("last trick", 10),
    ];
    for (name, points) in table {
        assert_eq!(total(name), points, "{name}");
    }
    // Counts before or after, plurals, several items.
    assert_eq!(total("2 marriages"), 40);
    assert_eq!(total("marriage x3"), 60);
    assert_eq!(total("2 x royal marriage, sequence"), 330);
    assert_eq!(
        total("royal marriage, bezique, 2 marriages, four aces, seven, last trick"),
        240
    );
    let e = read("declared[1]", "royal marriage, carte blanche").unwrap_err();
    assert_eq!(e.field, "declared[1]");
    assert!(
        e.message.contains("\"carte blanche\" is not a declaration"),
        "{e}"
    );
}

/// Seed 001 L8995–9000: A wins the first trick and announces a royal marriage (two red chips,
/// 40); on the next, four queens (one blue, 100 in all).
#[test]
fn the_chips_example_seed_001_l8995_9000() {
    assert_eq!(total("royal marriage, four queens"), 100);
    let s = play(
        settings(json!({"code": "1927"})),
        2,
        &deals(json!([{"declared": ["royal marriage, four queens", null], "brisques": [3, 5]}])),
    )
    .unwrap();
    assert_eq!(s.deals[0].scores, vec![130, 50]);
    assert_eq!(s.deals[0].declared_points, vec![100, 0]);
    let listed = s.deals[0].declared.as_ref().unwrap()[0].as_ref().unwrap();
    assert_eq!(
        listed.items,
        [(Kind::RoyalMarriage, 1), (Kind::FourQueens, 1)]
    );
}

/// What two packs cannot hold, refused naming the side with the one too many.
#[test]
fn impossible_sets_are_refused_with_the_reason() {
    let side = |t: &str| Some(read("x", t).unwrap());
    let refuse = |sides: &[Option<crate::laws::bezique::declarations::Declared>], packs: i64| {
        check(sides, packs, true).unwrap_err()
    };
    // Two packs hold two queens of spades: one double bézique in a deal, and no bézique else.
    assert!(check(&[side("bezique, double bezique"), None], 2, true).is_ok());
    let e = refuse(&[side("double bezique"), side("bezique")], 2);
    assert_eq!(e.field, "declared[1]");
    assert!(
        e.message.starts_with("more béziques than 2 packs hold"),
        "{e}"
    );
    assert_eq!(
        refuse(&[side("2 double bezique"), None], 2).field,
        "declared[0]"
    );
    assert_eq!(refuse(&[side("3 bezique"), None], 2).field, "declared[0]");
    // Four packs (four-hand) hold two double béziques; a triple needs three packs.
    assert!(check(&[side("double bezique"), side("double bezique")], 4, true).is_ok());
    assert!(check(&[side("triple bezique"), None, None], 3, true).is_ok());
    let e = refuse(&[side("triple bezique"), None], 2);
    assert!(e.message.contains("needs three packs"), "{e}");
    // Four of a kind once a pack; royal marriages and sequences once a pack; plain marriages
    // three suits a pack with a trump.
    assert_eq!(
        refuse(&[side("four aces"), side("2 four aces")], 2).field,
        "declared[1]"
    );
    assert!(
        refuse(&[side("3 royal marriages"), None], 2)
            .message
            .contains("royal marriages")
    );
    assert!(check(&[side("6 marriages"), None], 2, true).is_ok());
    assert!(
        refuse(&[side("4 marriages"), side("3 marriages")], 2)
            .message
            .contains("6 kings")
    );
    assert!(check(&[side("7 marriages"), side("marriage")], 2, false).is_ok());
    // Two sevens of trumps in two packs; none without a trump; one last trick.
    assert!(check(&[side("seven"), side("seven")], 2, true).is_ok());
    assert!(
        refuse(&[side("2 sevens"), side("seven")], 2)
            .message
            .contains("sevens")
    );
    assert!(
        check(&[side("seven"), None], 2, false)
            .unwrap_err()
            .message
            .contains("does not count")
    );
    assert_eq!(
        refuse(&[side("last trick"), side("last trick")], 2).field,
        "declared[1]"
    );
}

/// The typed total still works; typed beside the list it must agree (0 is the form's blank);
/// a refusal names the deal's field.
#[test]
fn typed_and_listed_agree() {
    let s = settings(json!({}));
    let one = |deal: serde_json::Value| play(s, 2, &deals(json!([deal])));
    let listed =
        one(json!({"declared": ["sequence, last trick", "marriage"], "brisques": [9, 7]})).unwrap();
    let typed = one(json!({"points": [260, 20], "brisques": [9, 7]})).unwrap();
    assert_eq!(listed.deals[0].scores, typed.deals[0].scores);
    assert_eq!(listed.deals[0].scores, vec![350, 90]);
    let both = one(json!({"points": [260, 0], "declared": ["sequence, last trick", "marriage"], "brisques": [9, 7]})).unwrap();
    assert_eq!(both.deals[0].scores, vec![350, 90]);
    let e = one(json!({"points": [250, 20], "declared": ["sequence, last trick", null], "brisques": [9, 7]})).unwrap_err();
    assert_eq!(
        e.to_string(),
        "deals[0].points[0]: the declarations listed make 260, not 250"
    );
    let e =
        one(json!({"declared": ["double bezique", "bezique"], "brisques": [0, 0]})).unwrap_err();
    assert_eq!(e.field, "deals[0].declared[1]");
    let e = one(json!({"brisques": [0, 0]})).unwrap_err();
    assert_eq!(e.field, "deals[0].points");
}

proptest! {
    /// A list of declarations totals what the same declarations typed as points give, deal and
    /// game alike.
    #[test]
    fn listed_declarations_total_what_is_typed(
        counts in proptest::collection::vec(0..3i64, 12),
        brisques in 0..=16i64,
    ) {
        let kinds = [
            Kind::Marriage, Kind::RoyalMarriage, Kind::Sequence, Kind::Bezique,
            Kind::DoubleBezique, Kind::TripleBezique, Kind::FourAces, Kind::FourKings,
            Kind::FourQueens, Kind::FourJacks, Kind::Seven, Kind::LastTrick,
        ];
        let text: Vec<String> = kinds
            .iter()
            .zip(&counts)
            .filter(|(_, n)| **n > 0)
            .map(|(k, n)| format!("{n} {}", k.words()))
            .collect();
        let text = text.join(", ");
        let by_hand: i64 = kinds.iter().zip(&counts).map(|(k, n)| k.points() * n).sum();
        let s = settings(json!({"code": "1927"}));
        let listed = play(s, 4, &deals(json!([{"declared": [text, null, null, null], "brisques": [brisques, 0, 0, 0]}])));
        let typed = play(s, 4, &deals(json!([{"points": [by_hand, 0, 0, 0], "brisques": [brisques, 0, 0, 0]}])));
        match listed {
            Ok(l) => prop_assert_eq!(l.deals[0].scores.clone(), typed.unwrap().deals[0].scores.clone()),
            // Refused only for what four packs cannot hold.
            Err(e) => prop_assert!(e.field == "deals[0].declared[0]", "{}", e),
        }
    }
}
