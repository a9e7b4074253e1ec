use std::collections::BTreeSet;

use super::*;

/// Every even size: nobody at two tables, no two pairs meet twice, no pair plays a set twice,
/// every set is played T times (twice at the relay, never on the bye stand), and the bye stand's
/// set is at no table that round.
#[test]
fn relay_every_even_size() {
    for tables in (4..=40).step_by(2) {
        for rounds in [tables / 2, tables - 1, tables] {
            let s = relay(tables, 2, Some(rounds), &[]).unwrap();
            assert!(s.double_seated().is_empty(), "{tables}");
            assert!(s.meetings().values().all(|&m| m == 1), "{tables}");
            assert!(s.boards_replayed().is_empty(), "{tables} tables");
            for r in &s.rounds {
                let first = &r.tables[0].boards;
                assert_eq!(
                    first,
                    &r.tables[tables as usize - 1].boards,
                    "relay shares a set"
                );
                let at_tables: BTreeSet<_> = r.tables.iter().map(|t| t.boards[0]).collect();
                assert_eq!(at_tables.len() as u32, tables - 1);
                assert!(!at_tables.contains(&r.bye_stand.as_ref().unwrap()[0]));
            }
        }
        let s = relay(tables, 2, None, &[]).unwrap();
        let plays = s.plays_per_board();
        assert_eq!(plays.len() as u32, 2 * tables);
        assert!(plays.values().all(|&p| p == tables), "{tables}: {plays:?}");
        assert_eq!(s.meetings().len() as u32, tables * tables);
    }
}

/// The book's skip makes a pair meet the same pair twice (seed 001 L3276–3280); the relay
/// does not.
#[test]
fn the_relay_cures_what_the_skip_causes() {
    let plain = Mitchell::new(8, 2, None).unwrap();
    let with_skip = switched(&plain, &[]).unwrap();
    assert!(with_skip.meetings().values().any(|&m| m > 1));
    assert!(relay(8, 2, None, &[]).unwrap().warnings().is_empty());
}

#[test]
fn the_book_mitchell_with_arrow_switches_keeps_its_seating() {
    for tables in 1..=15 {
        let m = Mitchell::new(tables, 3, None).unwrap();
        let s = switched(&m, &[tables]).unwrap();
        assert_eq!(s.rounds.len(), m.schedule().len());
        for (a, b) in s.rounds.iter().zip(m.schedule()) {
            assert_eq!(a.arrow_switch, a.round == tables);
            for (t, u) in a.tables.iter().zip(&b.tables) {
                assert_eq!((t.ns, t.ew, &t.boards), (u.ns, u.ew, &u.boards));
            }
        }
    }
    let s = relay(6, 2, None, &[2, 4]).unwrap();
    let v = to_json(&s);
    assert_eq!(v["relay"], true);
    assert_eq!(v["rounds"][1]["arrow_switch"], true);
    assert!(v["rounds"][0].get("arrow_switch").is_none());
}

#[test]
fn refusals_name_the_field() {
    assert_eq!(relay(5, 2, None, &[]).unwrap_err().field, "tables");
    assert_eq!(relay(2, 2, None, &[]).unwrap_err().field, "tables");
    assert_eq!(
        relay(6, 0, None, &[]).unwrap_err().field,
        "boards_per_round"
    );
    assert_eq!(relay(6, 2, Some(7), &[]).unwrap_err().field, "rounds");
    assert_eq!(relay(6, 2, None, &[7]).unwrap_err().field, "arrow_switch");
}
