//! M5 and M6: the book's rotations of pairs, table by table, and the meetings they promise.

use super::*;

/// M5, seed 001 L6441–6445: E-W pairs move up a table, Table 1's to the foot
/// (rules-1927-b.md §3.1.4 table for T = 4; pairs 5–8 are EW1–EW4).
#[test]
fn m5_four_tables_as_the_book_moves_them() {
    let s = pair_schedule(4, false).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 5 | 2 v 6 | 3 v 7 | 4 v 8",
            "1 v 6 | 2 v 7 | 3 v 8 | 4 v 5",
            "1 v 7 | 2 v 8 | 3 v 5 | 4 v 6",
            "1 v 8 | 2 v 5 | 3 v 6 | 4 v 7",
        ])
    );
}

#[test]
fn m5_three_tables() {
    let s = pair_schedule(3, false).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 4 | 2 v 5 | 3 v 6",
            "1 v 5 | 2 v 6 | 3 v 4",
            "1 v 6 | 2 v 4 | 3 v 5"
        ])
    );
}

/// M6, seed 001 L6447–6459: the pivot schedule for three tables (rules-1927-b.md §3.1.4).
#[test]
fn m6_three_tables_as_the_book_moves_them() {
    let s = pair_schedule(3, true).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 4 | 2 v 5 | 3 v 6",
            "1 v 2 | 3 v 4 | 6 v 5",
            "1 v 3 | 6 v 2 | 5 v 4",
            "1 v 6 | 5 v 3 | 4 v 2",
            "1 v 5 | 4 v 6 | 2 v 3",
        ])
    );
}

#[test]
fn m6_four_tables_as_the_book_moves_them() {
    let s = pair_schedule(4, true).unwrap();
    assert_eq!(
        cells(&s),
        grid(&[
            "1 v 5 | 2 v 6 | 3 v 7 | 4 v 8",
            "1 v 2 | 3 v 5 | 4 v 6 | 8 v 7",
            "1 v 3 | 4 v 2 | 8 v 5 | 7 v 6",
            "1 v 4 | 8 v 3 | 7 v 2 | 6 v 5",
            "1 v 8 | 7 v 4 | 6 v 3 | 5 v 2",
            "1 v 7 | 6 v 8 | 5 v 4 | 2 v 3",
            "1 v 6 | 5 v 7 | 2 v 8 | 3 v 4",
        ])
    );
}

/// L6443–6445 and L6447–6450: M5 meets every E-W pair with every N-S pair once, and M6 every
/// pair with every other once.
#[test]
fn m5_and_m6_give_the_promised_meetings() {
    for t in 2..=12u32 {
        let mut met = BTreeSet::new();
        for r in cells(&pair_schedule(t, false).unwrap()) {
            for (ns, ew) in r {
                assert!(ns <= t && ew > t);
                assert!(
                    met.insert((ns, ew)),
                    "M5 {t} tables meets {ns} v {ew} twice"
                );
            }
        }
        assert_eq!(met.len() as u32, t * t);
        let mut met = BTreeSet::new();
        for r in cells(&pair_schedule(t, true).unwrap()) {
            for (a, b) in r {
                assert!(
                    met.insert((a.min(b), a.max(b))),
                    "M6 {t} tables repeats {a} v {b}"
                );
            }
        }
        assert_eq!(met.len() as u32, t * (2 * t - 1));
    }
}
