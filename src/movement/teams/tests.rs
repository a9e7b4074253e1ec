use std::collections::BTreeMap;

use super::*;

/// Every size: each team meets every other once; in each match each team plays every board of
/// the match once N-S and once E-W, the two rooms in crossed order; nobody at two tables.
#[test]
fn team_matches_every_size() {
    for n in 2..=20 {
        let t = teams(n, 4, None).unwrap();
        let s = &t.schedule;
        assert!(s.double_seated().is_empty(), "{n}");
        let mut met = BTreeMap::new();
        for (r, (matches, bye)) in s.rounds.iter().zip(&t.matches) {
            assert_eq!(bye.is_some(), n % 2 == 1);
            for m in matches {
                *met.entry((m.home.min(m.away), m.home.max(m.away)))
                    .or_insert(0) += 1;
                let open = &r.tables[m.tables[0] as usize - 1];
                let closed = &r.tables[m.tables[1] as usize - 1];
                // Home N-S in the open room, E-W in the closed room; away the other way.
                assert_eq!(open.ns.div_ceil(2), m.home);
                assert_eq!(closed.ew / 2, m.home);
                assert_eq!(closed.ns.div_ceil(2), m.away);
                assert_eq!(open.ew / 2, m.away);
                let mut a = open.boards.clone();
                let mut b = closed.boards.clone();
                assert_ne!(a[0], b[0], "the rooms start on different boards");
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b);
            }
        }
        assert_eq!(met.len() as u32, n * (n - 1) / 2, "{n}");
        assert!(met.values().all(|&m| m == 1));
        assert!(s.plays_per_board().values().all(|&p| p == 2));
    }
}

#[test]
fn refusals_name_the_field() {
    assert_eq!(teams(1, 4, None).unwrap_err().field, "teams");
    assert_eq!(teams(4, 1, None).unwrap_err().field, "boards_per_round");
    assert_eq!(teams(4, 4, Some(4)).unwrap_err().field, "rounds");
}
