//! Each kind of evening: its id, its settings and their defaults, and the plan of prizes.

use super::*;

#[test]
fn every_kind_has_an_id_that_reads_back() {
    for k in Kind::ALL {
        assert_eq!(Kind::parse(k.id()), Some(k));
    }
    assert_eq!(Kind::parse("bezique"), None);
}

#[test]
fn rapid_euchre_sends_the_head_winners_to_the_foot_and_bars_lone_hands() {
    // seed 001 L6531–6533
    let s = Kind::RapidEuchre.settings();
    assert_eq!(s.head_winners, HeadWinners::ToFoot);
    assert_eq!(s.lone_hands, LoneHands::None);
    assert_eq!(default_choice(Kind::RapidEuchre, "head_winners"), "to_foot");
    assert_eq!(
        default_choice(Kind::ProgressiveEuchre, "head_winners"),
        "stay"
    );
    assert_eq!(default_choice(Kind::ProgressiveEuchre, "punch_max"), "15");
    assert_eq!(
        default_choice(Kind::ProgressiveEuchre, "three_hand_limit"),
        "off"
    );
    assert_eq!(default_choice(Kind::PivotBridge, "method"), "pivot");
}

#[test]
fn every_default_is_one_of_its_choices() {
    for k in Kind::ALL {
        for c in CHOICES {
            let d = default_choice(k, c.name);
            assert!(
                c.values.is_empty() || c.values.contains(&d.as_str()),
                "{} {}: {d}",
                k.id(),
                c.name
            );
        }
        let defaults = settings_from(k, |_| None);
        assert_eq!(defaults.ok(), Some(k.settings()), "{}", k.id());
    }
}

#[test]
fn settings_take_the_form_and_refuse_what_is_not_offered() {
    let chosen = BTreeMap::from([
        ("method", "gentlemen_up"),
        ("mode", "points"),
        ("three_hand_limit", "2"),
        ("lady_toward_head", "false"),
    ]);
    let s = settings_from(Kind::ProgressiveEuchre, |n| chosen.get(n).copied()).unwrap_or_default();
    assert_eq!(s.method, Method::GentlemenUp);
    assert_eq!(s.scoring.mode, Mode::Points);
    assert_eq!(s.three_hand_limit, Some(2));
    assert!(!s.lady_toward_head);
    let bad = settings_from(Kind::ProgressiveEuchre, |n| (n == "method").then_some("m9"));
    assert_eq!(bad.map_err(|e| e.field), Err("method".to_owned()));
    let punch = settings_from(Kind::ProgressiveEuchre, |n| {
        (n == "punch_max").then_some("1")
    });
    assert_eq!(punch.map_err(|e| e.field), Err("punch_max".to_owned()));
}

#[test]
fn the_default_prizes_are_the_ladies_and_gentlemens_first_lone_hands_and_booby() {
    // seed 001 L6385–6387, L6494–6500
    let plan = prize_plan_from(Kind::ProgressiveEuchre, |_| None);
    let Ok(PrizePlan::Ranked { prizes, ties, .. }) = plan else {
        panic!("{plan:?}");
    };
    let names: Vec<&str> = prizes.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Ladies' first",
            "Gentlemen's first",
            "Most lone hands",
            "Booby"
        ]
    );
    assert_eq!(ties, TieBreak::PlayOff);
    assert!(matches!(
        prize_plan_from(Kind::PivotBridge, |_| None),
        Ok(PrizePlan::Foster { count: 3, .. })
    ));
}

#[test]
fn a_plan_with_no_prizes_is_refused() {
    let none = BTreeMap::from([
        ("prizes_each", "0"),
        ("lone_hands_prize", "false"),
        ("booby", "false"),
    ]);
    let plan = prize_plan_from(Kind::ProgressiveEuchre, |n| none.get(n).copied());
    assert_eq!(plan.map_err(|e| e.field), Err("prizes_each".to_owned()));
    let foster = BTreeMap::from([("prize_scheme", "foster"), ("foster_count", "0")]);
    let plan = prize_plan_from(Kind::PivotBridge, |n| foster.get(n).copied());
    assert_eq!(plan.map_err(|e| e.field), Err("foster_count".to_owned()));
    let negative = BTreeMap::from([("prizes_each", "-2")]);
    let plan = prize_plan_from(Kind::ProgressiveEuchre, |n| negative.get(n).copied());
    assert_eq!(
        plan.map_err(|e| e.message),
        Err("-2 is negative".to_owned())
    );
}
