//! A large euchre laid out in aisles: the principal prizes, then each aisle's.

use super::*;

/// seed 001 L6552–6676 (the room in aisles), L6718–6724 and L6771–6777 (principal prizes to the
/// room first, then each aisle's to the rest by their score in it), L6831–6833 (the aisle where
/// the last game ended), L6782–6788 (ties by numbered slips: the seeded lot).
#[test]
fn a_large_euchre_gives_the_principal_prizes_then_each_aisles() {
    let form = BTreeMap::from([("aisles", "2"), ("aisle_tables", "2")]);
    let settings = settings_from(Kind::LargeEuchre, |n| form.get(n).copied()).unwrap();
    assert_eq!((settings.aisles, settings.aisle_tables), (Some(2), Some(2)));
    assert_eq!(Kind::LargeEuchre.settings().aisles, Some(4));
    assert_eq!(Kind::LargeEuchre.settings().aisle_tables, Some(16));
    let guests = tables_of(4);
    // Round 1: the head couple wins at tables 1, 3, 4; the side couple at table 2.
    let r1 = [win(1, "L1"), win(2, "L4"), win(3, "L5"), win(4, "L7")];
    let e = replay(&settings, &guests, &results(&[&r1]), 0).unwrap();
    // Aisle 1's table 2 winners go round to its table 1; aisle 2 keeps to itself.
    assert_eq!(e.party.seating().tables[0].seats, ["L2", "G4", "L4", "G2"]);
    assert_eq!(e.party.seating().tables[3].seats, ["L8", "G5", "L5", "G8"]);
    // Round 2: at table 1 L4 & G2 win (L4's second game); elsewhere the first named.
    let r2 = [win(1, "L4"), win(2, "L3"), win(3, "L6"), win(4, "L8")];
    let e = replay(&settings, &guests, &results(&[&r1, &r2]), 0).unwrap();
    let entrants = entrants(&e.party);
    let aisle = |p: &str| {
        entrants
            .iter()
            .find(|x| x.player == p)
            .and_then(|x| x.aisle)
    };
    assert_eq!(aisle("L4"), Some(1));
    assert_eq!(aisle("G5"), Some(2));
    let plan = prize_plan_for(Kind::LargeEuchre, &settings, |_| None).unwrap();
    let PrizePlan::Ranked { prizes, ties, .. } = &plan else {
        panic!("{plan:?}");
    };
    assert_eq!(*ties, TieBreak::Lot);
    let names: Vec<&str> = prizes.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Ladies' first",
            "Gentlemen's first",
            "Aisle 1: Ladies' first",
            "Aisle 1: Gentlemen's first",
            "Aisle 2: Ladies' first",
            "Aisle 2: Gentlemen's first",
        ]
    );
    let a = awards(
        &e.party,
        &plan,
        &PrizeInputs {
            seed: 3,
            ..PrizeInputs::default()
        },
    )
    .unwrap();
    let winner = |k: usize| a.awards[k].player.clone().unwrap_or_default();
    // L4 alone won two games: the ladies' principal prize is hers without a lot.
    assert_eq!(winner(0), "L4");
    assert!(a.awards[0].tie.is_none());
    let mut taken = std::collections::BTreeSet::new();
    for (k, prize) in prizes.iter().enumerate() {
        let w = winner(k);
        assert!(taken.insert(w.clone()), "{w} took two prizes");
        if let Some(n) = prize.aisle {
            assert_eq!(aisle(&w), Some(n), "{} went to {w}", prize.name);
        }
    }
    // The lot replays from its seed.
    let again = awards(
        &e.party,
        &plan,
        &PrizeInputs {
            seed: 3,
            ..PrizeInputs::default()
        },
    );
    assert_eq!(again.ok(), Some(a));
}

#[test]
fn only_a_large_euchre_is_laid_out_in_aisles() {
    let bad = settings_from(Kind::ProgressiveEuchre, |n| (n == "aisles").then_some("4"));
    assert_eq!(bad.map_err(|e| e.field), Err("aisles".to_owned()));
    let blank = settings_from(Kind::ProgressiveEuchre, |n| (n == "aisles").then_some(""));
    assert_eq!(blank.ok(), Some(Kind::ProgressiveEuchre.settings()));
    let zero = settings_from(Kind::LargeEuchre, |n| (n == "aisle_tables").then_some("0"));
    assert_eq!(zero.map_err(|e| e.field), Err("aisle_tables".to_owned()));
}
