use std::collections::BTreeSet;

use super::*;
use crate::movement::schedule::Balance;

const EDITIONS: [Edition; 2] = [Edition::Balanced, Edition::First];

/// The balance of the complete movement per number of tables (2..=16): the fewest and most
/// board sets on which two pairs are compared, as the module's comment states.
const BALANCE: [(u32, u32); 15] = [
    (1, 1),
    (1, 3),
    (3, 3),
    (3, 5),
    (5, 5),
    (5, 7),
    (7, 7),
    (7, 9),
    (9, 9),
    (9, 11),
    (11, 11),
    (11, 13),
    (11, 15),
    (13, 15),
    (15, 15),
];

/// Every size, complete, both editions: nobody at two tables, every two pairs meet exactly once,
/// every pair plays every set exactly once, every set played the same number of times, and (from
/// 4 tables) no set at two tables in one round.
#[test]
fn complete_howell_every_size() {
    for (tables, edition) in (MIN_TABLES..=MAX_TABLES).flat_map(|t| EDITIONS.map(|e| (t, e))) {
        let pairs = 2 * tables;
        let s = howell_of(edition, pairs, 2, None).unwrap();
        let n = pairs - 1;
        assert_eq!(s.rounds.len() as u32, n, "{tables} tables");
        assert!(s.double_seated().is_empty(), "{tables} tables");
        let met = s.meetings();
        assert_eq!(met.len() as u32, pairs * (pairs - 1) / 2, "{tables} tables");
        assert!(met.values().all(|&m| m == 1), "{tables} tables");
        assert!(s.boards_replayed().is_empty(), "{tables} tables");
        // Each pair plays n rounds of distinct sets: every one of the n sets.
        let plays = s.plays_per_board();
        assert_eq!(
            plays.len() as u32,
            2 * n,
            "{tables} tables: all boards in play"
        );
        assert!(plays.values().all(|&p| p == tables), "{tables} tables");
        if tables >= 4 {
            for r in &s.rounds {
                let sets: BTreeSet<_> = r.tables.iter().map(|t| t.boards[0]).collect();
                assert_eq!(
                    sets.len(),
                    r.tables.len(),
                    "{tables} tables round {}",
                    r.round
                );
            }
        }
        assert!(
            s.warnings().is_empty(),
            "{tables} tables: {:?}",
            s.warnings()
        );
    }
}

/// An odd number of pairs: the phantom's opponent sits out, each real pair sits out once, every
/// two real pairs meet once; boards are played one time fewer than with the phantom's table.
#[test]
fn phantom_pair_for_odd_numbers() {
    for (pairs, edition) in (2 * MIN_TABLES - 1..2 * MAX_TABLES)
        .step_by(2)
        .flat_map(|p| EDITIONS.map(|e| (p, e)))
    {
        let s = howell_of(edition, pairs, 1, None).unwrap();
        assert_eq!(s.tables, pairs / 2);
        let sat: BTreeSet<_> = s.rounds.iter().filter_map(|r| r.sit_out).collect();
        assert_eq!(sat, (1..=pairs).collect(), "{pairs} pairs");
        assert!(
            s.rounds
                .iter()
                .all(|r| r.tables.iter().all(|t| t.ns <= pairs && t.ew <= pairs))
        );
        let met = s.meetings();
        assert_eq!(met.len() as u32, pairs * (pairs - 1) / 2, "{pairs} pairs");
        assert!(met.values().all(|&m| m == 1));
        assert!(s.double_seated().is_empty() && s.boards_replayed().is_empty());
        // Each set is played at the phantom's table once, so one time fewer than the others.
        let plays = s.plays_per_board();
        assert!(
            plays.values().all(|&p| p == pairs / 2),
            "{pairs} pairs: {plays:?}"
        );
    }
}

/// Shortened (three-quarter) forms: nobody meets twice or replays a board, and the warning says
/// some pairs miss each other.
#[test]
fn shortened_howell_never_repeats() {
    for pairs in 2 * MIN_TABLES - 1..=2 * MAX_TABLES {
        let full = pairs.div_ceil(2) * 2 - 1;
        for (rounds, edition) in (1..full).flat_map(|r| EDITIONS.map(|e| (r, e))) {
            let s = howell_of(edition, pairs, 3, Some(rounds)).unwrap();
            assert_eq!(s.rounds.len() as u32, rounds);
            assert!(s.meetings().values().all(|&m| m == 1));
            assert!(s.double_seated().is_empty() && s.boards_replayed().is_empty());
            assert!(s.warnings().iter().any(|w| w.contains("never meet")));
        }
    }
}

/// Every size offered, complete: the balance is the one stated, within the target (from 5 to 10
/// tables the most and least compared two pairs differ by at most 2), and exactly even wherever
/// a cyclic difference set exists.
#[test]
fn balance_of_every_complete_size() {
    for tables in MIN_TABLES..=MAX_TABLES {
        let b = howell(2 * tables, 2, None).unwrap().balance().unwrap();
        let (min, max) = BALANCE[(tables - MIN_TABLES) as usize];
        assert_eq!((b.min, b.max), (min, max), "{tables} tables");
        // 14 tables: no difference set mod 27 is known, and then m(d) takes three values.
        assert!(
            b.max - b.min <= if tables == 14 { 4 } else { 2 },
            "{tables} tables"
        );
        // On average a pair is compared T − 1 times: its n sets, T − 1 others on each.
        assert!((b.min..=b.max).contains(&(tables - 1)), "{tables} tables");
        if matches!(tables, 2 | 4 | 6 | 8 | 10 | 12 | 16) {
            assert_eq!(b.min, b.max, "{tables} tables: balanced");
        }
    }
}

/// The published 4-table Howell's figure: every two of the 8 pairs compared on exactly 3 of
/// the 7 sets. (The first tables compared them 1 to 5 times.)
#[test]
fn four_tables_compare_every_two_pairs_three_times() {
    let c = howell(8, 3, None).unwrap().comparisons();
    assert_eq!(c.len(), 28);
    assert!(c.values().all(|&n| n == 3), "{c:?}");
    let first = howell_of(Edition::First, 8, 3, None).unwrap().balance();
    assert_eq!(first, Some(Balance { min: 1, max: 5 }));
}

/// A phantom or a shortened movement only takes comparisons away: never more than the complete
/// movement's most. The shortened figures are the ones docs/movements.md states.
#[test]
fn shortened_and_phantom_balance_stay_within_the_complete() {
    for pairs in 2 * MIN_TABLES - 1..=2 * MAX_TABLES {
        let full = pairs.div_ceil(2) * 2 - 1;
        let top = BALANCE[(pairs.div_ceil(2) - MIN_TABLES) as usize].1;
        for rounds in 1..=full {
            let b = howell(pairs, 2, Some(rounds)).unwrap().balance().unwrap();
            assert!(b.max <= top, "{pairs} pairs {rounds} rounds: {b:?}");
        }
    }
}

#[test]
fn the_contract_shape_for_three_tables() {
    let s = howell(6, 2, None).unwrap();
    let v = s.to_json();
    assert_eq!(v["kind"], "howell");
    assert_eq!(v["tables"], 3);
    assert_eq!(v["pairs"], 6);
    assert_eq!(v["rounds"][0]["round"], 1);
    assert_eq!(v["rounds"][0]["sit_out"], serde_json::Value::Null);
    assert_eq!(
        v["rounds"][0]["tables"][0]["boards"],
        serde_json::json!([1, 2])
    );
}

#[test]
fn refusals_name_the_field() {
    assert_eq!(howell(2, 2, None).unwrap_err().field, "pairs");
    assert_eq!(howell(33, 2, None).unwrap_err().field, "pairs");
    assert_eq!(howell(10, 0, None).unwrap_err().field, "boards_per_round");
    assert_eq!(howell(10, 2, Some(10)).unwrap_err().field, "rounds");
    assert_eq!(howell(10, 2, Some(0)).unwrap_err().field, "rounds");
}
