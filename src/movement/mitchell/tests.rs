use std::collections::{HashMap, HashSet};

use proptest::prelude::*;

use super::*;

/// "EW pair / tray set" at tables 1..T for each round, as the laws file reconstructs them.
fn grid(m: &Mitchell) -> Vec<Vec<(u32, u32)>> {
    m.schedule()
        .iter()
        .map(|r| r.tables.iter().map(|s| (s.ew, s.tray_set)).collect())
        .collect()
}

fn parse(rows: &[&str]) -> Vec<Vec<(u32, u32)>> {
    rows.iter()
        .map(|r| {
            r.split_whitespace()
                .map(|cell| {
                    let (ew, set) = cell.split_once('/').unwrap();
                    (ew.parse().unwrap(), set.parse().unwrap())
                })
                .collect()
        })
        .collect()
}

/// rules-1927-a.md §3.5: seed 001 L3000–3008, seven tables.
#[test]
fn seven_tables_as_the_rules_for_duplicate_move_them() {
    let m = Mitchell::new(7, 4, None).unwrap();
    assert_eq!(
        grid(&m),
        parse(&[
            "1/1 2/2 3/3 4/4 5/5 6/6 7/7",
            "7/2 1/3 2/4 3/5 4/6 5/7 6/1",
            "6/3 7/4 1/5 2/6 3/7 4/1 5/2",
            "5/4 6/5 7/6 1/7 2/1 3/2 4/3",
            "4/5 5/6 6/7 7/1 1/2 2/3 3/4",
            "3/6 4/7 5/1 6/2 7/3 1/4 2/5",
            "2/7 3/1 4/2 5/3 6/4 7/5 1/6",
        ])
    );
}

/// rules-1927-a.md §3.6: KWC Law 3 (seed 001 L3250–3410), six tables, the skip after round 3.
#[test]
fn six_tables_skip_one_table_after_half_the_rounds() {
    let m = Mitchell::new(6, 4, None).unwrap();
    assert_eq!(
        grid(&m),
        parse(&[
            "1/1 2/2 3/3 4/4 5/5 6/6",
            "6/2 1/3 2/4 3/5 4/6 5/1",
            "5/3 6/4 1/5 2/6 3/1 4/2",
            "3/4 4/5 5/6 6/1 1/2 2/3",
            "2/5 3/6 4/1 5/2 6/3 1/4",
            "1/6 2/1 3/2 4/3 5/4 6/5",
        ])
    );
    // As the law warns: E-W 1 meets N-S 1 twice and never N-S 4.
    let met: Vec<u32> = m.ew_card(1).iter().map(|s| s.ns).collect();
    assert_eq!(met, vec![1, 2, 3, 5, 6, 1]);
}

/// Seed 001 L2924–2925: four trays a table, table 4 holds trays 13–16.
#[test]
fn table_four_starts_with_trays_13_to_16() {
    let m = Mitchell::new(7, 4, None).unwrap();
    assert_eq!(m.seating(1, 4).unwrap().boards, vec![13, 14, 15, 16]);
    // Trays pass down: in round 2 table 1 holds set 2 and E-W 7 has come up from table 7.
    let s = m.seating(2, 1).unwrap();
    assert_eq!((s.ew, s.boards.clone()), (7, vec![5, 6, 7, 8]));
}

#[test]
fn refuses_impossible_arguments_by_name() {
    let field = |r: Result<Mitchell, MovementError>| r.err().map(|e| e.field);
    assert_eq!(field(Mitchell::new(0, 4, None)).as_deref(), Some("tables"));
    assert_eq!(
        field(Mitchell::new(7, 0, None)).as_deref(),
        Some("boards_per_round")
    );
    assert_eq!(
        field(Mitchell::new(7, 4, Some(8))).as_deref(),
        Some("rounds")
    );
    assert_eq!(
        field(Mitchell::new(7, 4, Some(0))).as_deref(),
        Some("rounds")
    );
    assert_eq!(
        field(Mitchell::new(u32::MAX, 4, None)).as_deref(),
        Some("tables")
    );
    assert_eq!(
        field(Mitchell::new(7, u32::MAX, None)).as_deref(),
        Some("boards_per_round")
    );
    assert!(Mitchell::new(1, 1, None).is_ok());
}

#[test]
fn out_of_range_questions_have_no_answer() {
    let m = Mitchell::new(5, 2, Some(3)).unwrap();
    assert_eq!(m.seating(4, 1), None);
    assert_eq!(m.seating(1, 6), None);
    assert_eq!(m.seating(0, 1), None);
    assert_eq!(m.locate(0, 1, 1), None);
    assert_eq!(m.locate(11, 1, 1), None);
    assert_eq!(m.locate(1, 0, 1), None);
    assert_eq!(m.ew_table(1, 0), None);
    // Board 9 (set 5) reaches table 1 only in round 5, which is not played.
    assert_eq!(m.locate(9, 1, 2), None);
}

#[test]
fn text_json_and_rows_agree() {
    let m = Mitchell::new(3, 2, None).unwrap();
    let json = m.to_json();
    assert_eq!(json["kind"], "mitchell");
    assert_eq!(
        json["rounds"][1]["tables"][0],
        serde_json::json!({"table": 1, "ns": 1, "ew": 3, "boards": [3, 4]})
    );
    assert_eq!(m.rows().len(), 9);
    assert!(
        m.to_text()
            .contains("Round  2  Table  1  N-S  1  E-W  3  boards 3-4")
    );
}

proptest! {
    #[test]
    fn every_round_seats_everyone_once_and_every_pair_plays_every_set_once(tables in 1u32..=30, b in 1u32..=4) {
        let m = Mitchell::new(tables, b, None).unwrap();
        let mut sets_played: HashMap<u32, HashSet<u32>> = HashMap::new();
        let mut meetings: HashMap<(u32, u32), u32> = HashMap::new();
        for round in m.schedule() {
            let ews: HashSet<u32> = round.tables.iter().map(|s| s.ew).collect();
            let sets: HashSet<u32> = round.tables.iter().map(|s| s.tray_set).collect();
            prop_assert_eq!(ews.len() as u32, tables);
            prop_assert_eq!(sets.len() as u32, tables);
            for s in &round.tables {
                prop_assert!(sets_played.entry(s.ew).or_default().insert(s.tray_set));
                *meetings.entry((s.ew, s.ns)).or_default() += 1;
                prop_assert_eq!(m.ew_table(round.round, s.ew), Some(s.table));
                for &board in &s.boards {
                    prop_assert_eq!(m.locate(board, s.ns, s.ew), Some((round.round, s.table)));
                }
            }
        }
        for ew in 1..=tables {
            prop_assert_eq!(sets_played.get(&ew).map(HashSet::len).unwrap_or(0) as u32, tables);
            let met: Vec<u32> = (1..=tables).map(|ns| meetings.get(&(ew, ns)).copied().unwrap_or(0)).collect();
            if tables % 2 == 1 {
                prop_assert!(met.iter().all(|&n| n == 1));
            } else {
                prop_assert_eq!(met.iter().filter(|&&n| n == 2).count(), 1);
                prop_assert_eq!(met.iter().filter(|&&n| n == 0).count(), 1);
            }
        }
    }

    #[test]
    fn locate_finds_nothing_for_pairs_that_never_meet_on_a_board(tables in 1u32..=12, b in 1u32..=3, board in 1u32..=36, ns in 1u32..=12, ew in 1u32..=12) {
        let m = Mitchell::new(tables, b, None).unwrap();
        let played = m.schedule().iter().flat_map(|r| r.tables.clone()).any(|s| s.ns == ns && s.ew == ew && s.boards.contains(&board));
        prop_assert_eq!(m.locate(board, ns, ew).is_some(), played);
    }
}
