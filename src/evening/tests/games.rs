//! Five hundred's net, pivot-table leaders, the bell rule, progressive auction and sixty-three.

use super::*;

/// Progressive five hundred (seed 001 L7390–7398): each game's points won go in the plus
/// column and each set-back in the minus column; "the player having the highest number of
/// points, after all 'set backs' are deducted, wins", below nothing or not.
#[test]
fn five_hundred_ranks_by_the_net_of_plus_and_minus() {
    let settings = Kind::FiveHundred.settings();
    assert!(settings.scoring.set_backs);
    assert!(!Kind::ProgressiveAuction.settings().scoring.set_backs);
    let guests = tables_of(2);
    let pts = |table: u32, a: i64, b: i64| TableResult {
        table,
        points: Some(vec![a, b]),
        ..TableResult::default()
    };
    let r1 = [pts(1, -120, 240), pts(2, -40, -160)];
    let e = replay(&settings, &guests, &results(&[&r1]), 0).unwrap();
    let s = standings(&e.party);
    let row = |p: &str| s.iter().find(|r| r.player == p).cloned().unwrap();
    // L2 & G2 (1 B) made 240; L4 & G4 (2 B), set back 160, lost to a side set back only 40.
    assert_eq!(
        (row("L2").plus, row("L2").minus, row("L2").points),
        (240, 0, 240)
    );
    assert_eq!(
        (row("L4").plus, row("L4").minus, row("L4").points),
        (0, 160, -160)
    );
    assert_eq!(row("L2").rank, 1);
    assert_eq!(row("L3").rank, 3);
    assert_eq!(row("L1").rank, 5);
    assert_eq!(row("L4").rank, 7);
    // The side set back least won its table and progresses.
    assert_eq!(row("L3").games, 1);
    // Round 2 (seats after M1): every player's net is plus less minus.
    let seating = e.party.seating().tables.clone();
    assert_eq!(seating.len(), 2);
    let r2 = [pts(1, 300, -60), pts(2, 80, 20)];
    let e = replay(&settings, &guests, &results(&[&r1, &r2]), 0).unwrap();
    for r in standings(&e.party) {
        assert_eq!(r.points, r.plus as i64 - r.minus as i64, "{}", r.player);
    }
    // At a game without set-backs, the same entry is refused at the table's points.
    let euchre = Kind::ProgressiveEuchre.settings();
    let err = replay(&euchre, &guests, &results(&[&r1]), 0).unwrap_err();
    assert_eq!(err.field, "rounds[1].tables[0].points");
    assert!(err.message.contains("no set-backs"), "{}", err.message);
}

/// Pivot's `table_leaders` (seed 001 L2782–2784) decided by play-off: the tie for a table's lead
/// (partners score alike) is asked for first, table by table, then the list goes to the leaders.
#[test]
fn pivot_table_leaders_ask_for_each_tables_play_off() {
    let settings = Kind::PivotBridge.settings();
    let guests = pivot_guests(8);
    let pts = |table: u32, a: i64, b: i64| TableResult {
        table,
        points: Some(vec![a, b]),
        ..TableResult::default()
    };
    let r1 = [pts(1, 1500, 1400), pts(2, 1300, 1700)];
    let e = replay(&settings, &guests, &results(&[&r1]), 3).unwrap();
    let seating = e.seatings[0].tables.clone();
    let form = BTreeMap::from([
        ("prize_scheme", "ranked"),
        ("prizes_each", "2"),
        ("prize_tables", "table_leaders"),
        ("ties", "play_off"),
    ]);
    let plan = prize_plan_for(Kind::PivotBridge, &settings, |n| form.get(n).copied()).unwrap();
    let mut inputs = PrizeInputs::default();
    let Some((by, group)) = tie_to_decide(&e.party, &plan, &inputs) else {
        panic!("no tie asked for");
    };
    assert_eq!(by, TieBreak::PlayOff);
    let mut a_side = seating[0].seats[..2].to_vec();
    a_side.sort();
    assert_eq!(group, a_side);
    inputs.deciders.playoff.insert(a_side[0].clone(), 5);
    inputs.deciders.playoff.insert(a_side[1].clone(), 3);
    let Some((_, group)) = tie_to_decide(&e.party, &plan, &inputs) else {
        panic!("table 2's tie not asked for");
    };
    let mut b_side = seating[1].seats[2..].to_vec();
    b_side.sort();
    assert_eq!(group, b_side);
    inputs.deciders.playoff.insert(b_side[0].clone(), 1);
    inputs.deciders.playoff.insert(b_side[1].clone(), 2);
    assert_eq!(tie_to_decide(&e.party, &plan, &inputs), None);
    let a = awards(&e.party, &plan, &inputs).unwrap();
    // Table 2's leader (1700) first, table 1's (1500) second.
    assert_eq!(a.awards[0].player.as_deref(), Some(b_side[1].as_str()));
    assert_eq!(a.awards[1].player.as_deref(), Some(a_side[0].as_str()));
}

/// The bell's rule on the form (seed 001 L6397–6404): `by_mode` (the book) unless chosen.
#[test]
fn the_bell_rule_is_a_choice_that_defaults_to_the_mode() {
    assert_eq!(
        default_choice(Kind::ProgressiveEuchre, "at_bell"),
        "by_mode"
    );
    let s = settings_from(Kind::ProgressiveEuchre, |n| {
        (n == "at_bell").then_some("by_mode")
    })
    .unwrap_or_default();
    assert_eq!(s.scoring.at_bell, None);
    assert_eq!(s.scoring.at_bell(), crate::party::scoring::AtBell::StopNow);
    let s = settings_from(Kind::ProgressiveAuction, |n| {
        (n == "at_bell").then_some("by_mode")
    })
    .unwrap_or_default();
    assert_eq!(
        s.scoring.at_bell(),
        crate::party::scoring::AtBell::FinishHand
    );
    let s = settings_from(Kind::ProgressiveEuchre, |n| {
        (n == "at_bell").then_some("finish_hand")
    })
    .unwrap_or_default();
    assert_eq!(
        s.scoring.at_bell,
        Some(crate::party::scoring::AtBell::FinishHand)
    );
    let bad = settings_from(Kind::ProgressiveEuchre, |n| {
        (n == "at_bell").then_some("later")
    });
    assert_eq!(bad.map_err(|e| e.field), Err("at_bell".to_owned()));
}

/// Gross or net is progressive auction's own choice (seed 001 L2891–2896).
#[test]
fn only_progressive_auction_reckons_gross_or_net() {
    assert_eq!(
        default_choice(Kind::ProgressiveAuction, "reckoning"),
        "gross"
    );
    let s = settings_from(Kind::ProgressiveAuction, |n| {
        (n == "reckoning").then_some("net")
    })
    .unwrap_or_default();
    assert_eq!(s.scoring.reckoning, crate::party::scoring::Reckoning::Net);
    assert!(!Kind::ProgressiveEuchre.offers("reckoning"));
    let e = settings_from(Kind::ProgressiveEuchre, |n| {
        (n == "reckoning").then_some("net")
    });
    assert_eq!(e.map_err(|e| e.field), Err("reckoning".to_owned()));
}

/// Sixty-three's party is cinch's (seed 001 L10474–10476: "individual scores may be counted as
/// in Cinch"), ended by four hands rather than the bell; cinch's bell is at 32 (L10451–10455).
#[test]
fn sixty_three_is_played_as_cinch_with_four_hands_a_round() {
    assert_eq!(Kind::parse("sixty-three"), Some(Kind::SixtyThree));
    assert_eq!(Kind::SixtyThree.settings(), Kind::Cinch.settings());
    assert_eq!(
        prize_defaults(Kind::SixtyThree),
        prize_defaults(Kind::Cinch)
    );
    assert!(
        Kind::Cinch
            .game_ends()
            .is_some_and(|s| s.contains("32 points"))
    );
    assert!(
        Kind::SixtyThree
            .game_ends()
            .is_some_and(|s| s.contains("Four hands"))
    );
}
