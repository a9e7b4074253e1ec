//! What a table's deal form asks under its settings (`Table::asks`): every law's names are its
//! own fields and choices, and the games with several forms ask each table its own.

use super::*;
use crate::laws::pad::FieldKind;

fn asks(law: &str, settings: serde_json::Value) -> Asks {
    find(law).unwrap().table.unwrap().asks_for(&settings)
}

/// Every field a law leaves out, enters apart or narrows is one of its own, and every choice
/// it withholds is one the field offers: under every listed value of every setting.
#[test]
fn every_law_names_only_its_own_fields_and_choices() {
    for law in all() {
        let Some(table) = law.table else { continue };
        let mut settings = vec![serde_json::json!({})];
        for s in law.settings {
            for v in s.values {
                let value: serde_json::Value = serde_json::from_str(v).unwrap();
                settings.push(serde_json::json!({ s.name: value }));
            }
        }
        for settings in settings {
            let asks = table.asks_for(&settings);
            let field = |name: &str| {
                table
                    .deal
                    .iter()
                    .find(|f| f.name == name)
                    .unwrap_or_else(|| panic!("{} {settings}: no field {name}", law.id))
            };
            for name in asks.not_asked.iter().chain(&asks.apart) {
                field(name);
            }
            for name in &asks.apart {
                assert_eq!(field(name).kind, FieldKind::Flag, "{}: {name}", law.id);
            }
            for (name, choice) in &asks.not_offered {
                let FieldKind::Choice { choices } = field(name).kind else {
                    panic!("{}: {name} has no choices", law.id);
                };
                assert!(
                    choices.iter().any(|(v, _)| v == choice),
                    "{}: {choice}",
                    law.id
                );
            }
            // What the form shows and what it reads differ only by the entries made apart.
            let shown = asks.shown(table.deal).len();
            assert_eq!(
                shown + asks.apart(table.deal).len(),
                asks.read(table.deal).len()
            );
        }
    }
}

#[test]
fn a_hearts_table_is_asked_its_own_game_only() {
    let simple = asks("hearts", serde_json::json!({}));
    for name in [
        "spots",
        "lady",
        "black_jack",
        "joker_dealt",
        "bid",
        "widow",
        "talon",
    ] {
        assert!(simple.not_asked.contains(&name), "{name}");
    }
    assert!(!simple.not_asked.contains(&"hearts"));
    assert!(!simple.not_asked.contains(&"revoke"));
    let lady = asks("hearts", serde_json::json!({"method": "black-lady"}));
    assert!(!lady.not_asked.contains(&"lady"));
    assert!(lady.not_asked.contains(&"spots"));
    // Howell's settlement wins no pool, so a revoke is not entered on the pad.
    let howell = asks("hearts", serde_json::json!({"method": "howell"}));
    assert!(howell.not_asked.contains(&"revoke"));
    let domino = asks("hearts", serde_json::json!({"method": "domino"}));
    assert!(domino.not_asked.contains(&"lost_first"));
    assert!(!domino.not_asked.contains(&"talon"));
    let game = asks(
        "hearts",
        serde_json::json!({"method": "domino", "domino_game": 31}),
    );
    assert!(!game.not_asked.contains(&"lost_first"));
}

#[test]
fn a_nap_table_is_asked_purchase_and_peep_only_where_played() {
    let plain = asks("nap", serde_json::json!({}));
    for name in ["widow", "bought", "peeped"] {
        assert!(plain.not_asked.contains(&name), "{name}");
    }
    for call in ["5", "6", "7", "8", "pass"] {
        assert!(!plain.offers("call", call), "{call}");
    }
    assert!(plain.offers("call", "4") && plain.offers("call", "nap"));
    let all = asks(
        "nap",
        serde_json::json!({"purchase": true, "peep": true, "spare_hand": "sir_garnet",
            "form": "nine_card", "lowest_call": 2, "all_pass": "dealer_pays"}),
    );
    assert!(all.not_asked.is_empty());
    assert!(all.offers("call", "8") && all.offers("call", "pass"));
    assert!(!all.offers("call", "1"));
}

#[test]
fn a_loo_table_is_asked_its_own_form_and_ends_its_sitting_apart() {
    let three = asks("loo", serde_json::json!({}));
    assert_eq!(three.apart, vec!["divide"]);
    for name in ["flush", "exempt", "clubs"] {
        assert!(three.not_asked.contains(&name), "{name}");
    }
    assert!(!three.not_asked.contains(&"winner") && three.offers("play", "miss"));
    let five = asks(
        "loo",
        serde_json::json!({"form": "five_card", "single": "must"}),
    );
    for name in ["winner", "first", "second"] {
        assert!(five.not_asked.contains(&name), "{name}");
    }
    assert!(!five.not_asked.contains(&"flush"));
    assert!(!five.offers("play", "miss") && !five.offers("play", "for_pool"));
}

#[test]
fn solo_whist_offers_each_code_its_own_calls() {
    let old = asks("solo-whist", serde_json::json!({}));
    assert!(!old.offers("call", "six_trick_solo") && old.offers("call", "general_misere"));
    let new = asks("solo-whist", serde_json::json!({"code": "1927"}));
    assert!(new.offers("call", "six_trick_solo") && !new.offers("call", "general_misere"));
    let jinkless = asks("spoil-five", serde_json::json!({}));
    assert!(jinkless.not_asked.contains(&"jink"));
    let jink = asks("spoil-five", serde_json::json!({"jink": "one_counter"}));
    assert!(!jink.not_asked.contains(&"jink"));
}

/// The loo form says what the next deal is, from what the deals before leave (seed 003
/// L787–801: the first deal a single, a deal without a loo followed by a single; seed 000
/// L2921–2929: the must).
#[test]
fn the_loo_form_says_whether_the_next_deal_is_a_single_or_a_must() {
    let table = find("loo").unwrap().table.unwrap();
    let next = |settings: serde_json::Value, deals: Vec<serde_json::Value>| {
        let input = PadInput {
            settings,
            sides: ["A", "B", "C", "D"].map(String::from).to_vec(),
            deals,
        };
        (table.pad)(&input).unwrap().asks.next.unwrap()
    };
    let first = next(serde_json::json!({}), vec![]);
    assert!(
        first.starts_with("This deal is a single (the first deal)"),
        "{first}"
    );
    // Cat's card takes the single; the rest are looed a single loo: the next is played as usual.
    let single = serde_json::json!({"winner": 2});
    let after = next(serde_json::json!({}), vec![single.clone()]);
    assert!(after.contains("somebody was looed last deal"), "{after}");
    assert!(after.contains("The pool holds 9"), "{after}");
    // Bob deals and nobody else stands: he takes the pool, nobody is looed, a single follows.
    let alone = serde_json::json!({"play": ["out", "own", "out", "out"]});
    let again = next(serde_json::json!({}), vec![single, alone]);
    assert!(
        again.starts_with("This deal is a single (nobody was looed last deal)"),
        "{again}"
    );
    let must = next(
        serde_json::json!({"single": "must"}),
        vec![serde_json::json!({"play": ["own", "out", "out", "out"]})],
    );
    assert!(must.starts_with("This deal is a must"), "{must}");
}
