//! Ties the hostess met (issue 22): Foster's tie for the last prize, and a tie left waiting by
//! a corrected round.

use std::collections::{BTreeMap, BTreeSet};

use super::*;

/// Seed 001 L2844–2847 ("the equal scores made by the players are turned face down, shuffled,
/// and one is drawn"): every player at the tied total goes into the lot and is named, the one it
/// leaves without the last prize too (issue 22: Fanny Price was left out of the tie).
#[test]
fn foster_tie_for_the_last_prize_names_every_tied_player() {
    let field = vec![
        e("Anne Elliot", Sex::Lady, 180),
        e("Ben Hale", Sex::Gentleman, 190),
        e("Giles Wren", Sex::Gentleman, 240),
        e("Fanny Price", Sex::Lady, 240),
        e("Kit Marlowe", Sex::Gentleman, 400),
    ];
    let set: Vec<u32> = (0..80).map(|k| k * 10).collect();
    for seed in 0..20 {
        let a = foster_award(&field, 3, &set, Some(180), Equidistant::Lot, Some(seed)).unwrap();
        let third = &a.awards[2];
        let tie = third.tie.as_ref().expect("the third prize was a tie");
        assert_eq!(tie.by, TieBreak::Lot);
        assert_eq!(
            tie.among.iter().cloned().collect::<BTreeSet<_>>(),
            BTreeSet::from(["Fanny Price".to_owned(), "Giles Wren".to_owned()])
        );
        assert!(tie.among.contains(third.player.as_ref().unwrap()));
    }
    // Under "above" two different scores at one distance are not a lot: only the equal ones.
    let field = vec![
        e("A", Sex::Lady, 170),
        e("B", Sex::Lady, 190),
        e("C", Sex::Lady, 190),
    ];
    let a = foster_award(&field, 1, &set, Some(180), Equidistant::Above, Some(1)).unwrap();
    let tie = a.awards[0].tie.as_ref().expect("B and C drew");
    assert_eq!(tie.among.len(), 2);
    assert!(!tie.among.contains(&"A".to_owned()));
}

/// Issue 22 (prizes after correcting a finished round): a tie that changed waits for its new
/// play-off, but the three prizes it holds go to its three players whatever that says, so the
/// fourth is settled by its own tie's play-off, kept from before; and a prize held up by a
/// waiting tie names that tie, never a tie of one.
#[test]
fn a_waiting_tie_keeps_the_later_play_offs_and_is_never_of_one() {
    let field = [
        e("Ann", Sex::Lady, 14),
        e("Bea", Sex::Lady, 14),
        e("Kit Marlowe", Sex::Gentleman, 14),
        e("Cy", Sex::Gentleman, 9),
        e("Dan", Sex::Gentleman, 9),
        e("Eve", Sex::Lady, 3),
    ];
    let s = scheme(
        vec![
            prize("first", Kind::Best, Category::All),
            prize("second", Kind::Best, Category::All),
            prize("third", Kind::Best, Category::All),
            prize("fourth", Kind::Best, Category::All),
        ],
        TieBreak::PlayOff,
    );
    let mut d = Deciders::default();
    // The play-offs played before the correction: Ann and Bea's (no longer the tie), Cy and
    // Dan's (unchanged).
    d.by_tie.insert(
        tie_key(&["Ann", "Bea"]),
        BTreeMap::from([("Ann".to_owned(), 3), ("Bea".to_owned(), 1)]),
    );
    d.by_tie.insert(
        tie_key(&["Cy", "Dan"]),
        BTreeMap::from([("Cy".to_owned(), 1), ("Dan".to_owned(), 4)]),
    );
    let a = award_so_far(&field, &s, &d, None).unwrap();
    assert_eq!(winners(&a), [None, None, None, Some("Dan")]);
    for w in &a.awards[..3] {
        assert_eq!(w.tie.as_ref().unwrap().among, ["Ann", "Bea", "Kit Marlowe"]);
    }
    assert_eq!(a.awards[3].tie.as_ref().unwrap().among, ["Cy", "Dan"]);

    // The gentlemen's first waits on Kit Marlowe, the only gentleman at the top: it names the
    // whole tie it waits for.
    let s = scheme(
        vec![
            prize("first", Kind::Best, Category::All),
            prize("gentlemen's first", Kind::Best, Category::Gentlemen),
        ],
        TieBreak::PlayOff,
    );
    let a = award_so_far(&field, &s, &d, None).unwrap();
    let held = &a.awards[1];
    assert!(held.pending.is_some());
    assert!(held.tie.as_ref().unwrap().among.len() > 1, "{held:?}");
}
