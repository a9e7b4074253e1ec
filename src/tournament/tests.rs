use super::*;
use crate::laws::duplicate::Entry;
use crate::laws::duplicate::SeasonRanking;

/// A pair of the given members (id, name), no visitors. The season's tests build with it too.
pub(super) fn pair(direction: Direction, pair: u32, members: &[(i64, &str)]) -> Pair {
    Pair {
        direction,
        pair,
        members: members.iter().map(|(i, n)| (*i, (*n).to_owned())).collect(),
        visitors: Vec::new(),
        sits_out: false,
        visitor_first: false,
    }
}

/// A whist result at N-S pair `ns`'s own table.
fn stored(board: u32, round: u32, ns: u32, ew: u32, ns_tricks: u8) -> Stored {
    stored_at(board, round, ns, ns, ew, ns_tricks)
}

/// A whist result at `table`, N-S taking `ns_tricks`, no revoke.
pub(super) fn stored_at(
    board: u32,
    round: u32,
    table: u32,
    ns: u32,
    ew: u32,
    ns_tricks: u8,
) -> Stored {
    Stored {
        id: i64::from(board * 100 + ns),
        board,
        round,
        table,
        ns,
        ew,
        entry: Entry::Whist {
            ns_tricks,
            revoke: None,
        },
        contract: None,
        updated_by: "t".into(),
        updated_at: "t".into(),
        version: 1,
        by_hand: None,
        passed_fouled: None,
    }
}

/// Two tables, two boards: board 1 at round 1, board 2 at round 2 with the E-W pairs swapped.
fn club() -> (Vec<Pair>, Vec<Stored>) {
    let pairs = vec![
        pair(Direction::Ns, 1, &[(1, "Mrs. A"), (2, "Mr. B")]),
        pair(Direction::Ns, 2, &[(3, "=C")]),
        pair(Direction::Ew, 1, &[(4, "Miss D"), (5, "Dr. E")]),
        pair(Direction::Ew, 2, &[]),
    ];
    let results = vec![
        stored(1, 1, 1, 1, 7),
        stored(1, 1, 2, 2, 9),
        stored(2, 2, 1, 2, 10),
        stored(2, 2, 2, 1, 6),
    ];
    (pairs, results)
}

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

#[test]
fn no_results_is_empty_not_an_error() {
    let s = standings(Game::Whist, RevokeRule::General, &[], &[]);
    assert_eq!(s, Ok(EventStandings::default()));
    let s = s.unwrap_or_default();
    assert!(s.overall().is_empty());
    assert!(card(&s, &[], &[], Direction::Ns, 1).is_empty());
    assert!(result_lines(&s, &[]).is_empty());
}

#[test]
fn rows_carry_names_and_ranks_each_way() {
    let (pairs, results) = club();
    let s = standings(Game::Whist, RevokeRule::General, &pairs, &results).unwrap_or_default();
    // NS: pair 1 made 7 + 10 against 8 + 8 → +1; pair 2 made 9 + 6 → −1.
    let ns = s.direction(Direction::Ns);
    assert_eq!(
        ns.iter()
            .map(|r| (r.pair, r.plus_minus, r.rank_in_direction))
            .collect::<Vec<_>>(),
        vec![(1, q(1), 1), (2, q(-1), 2)]
    );
    assert_eq!(ns[0].names, "Mrs. A & Mr. B");
    let ew = s.direction(Direction::Ew);
    assert_eq!(ew[0].pair, 1);
    // EW 1 took 6 and 7 against averages of 5 and 5.
    assert_eq!(ew[0].plus_minus, q(3));
    assert_eq!(ew[1].names, "");
    let total: Q = s.rows.iter().map(|r| r.plus_minus).sum();
    assert_eq!(total, q(0));
    assert_eq!(s.overall()[0].rank_overall, 1);
}

#[test]
fn card_runs_to_the_standings_figure() {
    let (pairs, results) = club();
    let s = standings(Game::Whist, RevokeRule::General, &pairs, &results).unwrap_or_default();
    let lines = card(&s, &pairs, &results, Direction::Ew, 1);
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (lines[0].round, lines[0].board, lines[0].opponent),
        (1, 1, 1)
    );
    assert_eq!(lines[0].opponent_names, "Mrs. A & Mr. B");
    assert_eq!((lines[0].score, lines[0].average), (q(6), q(5)));
    assert_eq!(lines[1].opponent, 2);
    assert_eq!(lines[1].total_score, q(13));
    assert_eq!(lines[1].total_plus_minus, q(3));
}

#[test]
fn signs_and_two_decimals() {
    assert_eq!(
        above_below(Q::new(25, 7)),
        ("+3.57 above".to_owned(), "plus")
    );
    assert_eq!(
        above_below(Q::new(-1, 2)),
        ("\u{2212}0.50 below".to_owned(), "minus")
    );
    assert_eq!(above_below(q(0)).0, "0.00 level");
    assert_eq!(two_decimals(q(3)), "3.00");
}

#[test]
fn csv_rows_defuse_names_and_keep_scores_numeric() {
    let (pairs, results) = club();
    let s = standings(Game::Whist, RevokeRule::General, &pairs, &results).unwrap_or_default();
    let rows = standings_csv(&s);
    assert_eq!(rows.len(), 4);
    let c = rows.iter().find(|r| r.names.contains('C'));
    assert_eq!(c.map(|r| r.names.as_str()), Some("'=C"));
    assert_eq!(c.map(|r| r.plus_minus.as_str()), Some("-1.00"));
    let lines = result_lines(&s, &results);
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0].ns_average, Some(Hundredths(800)));
    assert_eq!(lines[0].ns_tricks, Some(7));
}

#[test]
fn season_credits_both_members_and_skips_the_unassigned() {
    let (pairs, results) = club();
    let s = standings(Game::Whist, RevokeRule::General, &pairs, &results).unwrap_or_default();
    let mut second_pairs = pairs.clone();
    // At the second evening Mrs. A plays E-W 2.
    second_pairs[0].members.retain(|(id, _)| *id != 1);
    second_pairs[3].members.push((1, "Mrs. A".into()));
    let tables = season(
        &[(1, pairs, s.clone()), (2, second_pairs, s)],
        SeasonRanking::default(),
    );
    let tables = tables.unwrap_or_default();
    assert_eq!(tables.len(), 1);
    let rows = &tables[0].rows;
    assert_eq!(rows.len(), 5);
    let a = rows.iter().find(|r| r.name == "Mrs. A");
    assert_eq!(
        a.map(|r| (r.evenings, r.aggregate, r.mean)),
        Some((2, q(-2), q(-1)))
    );
    let b = rows.iter().find(|r| r.name == "Mr. B");
    assert_eq!(
        b.map(|r| (r.evenings, r.aggregate, r.rank_aggregate)),
        Some((2, q(2), 3))
    );
    // EW 1 made +3 at both evenings.
    let d = rows.iter().find(|r| r.name == "Miss D");
    assert_eq!(
        d.map(|r| (r.aggregate, r.rank_aggregate, r.rank_mean)),
        Some((q(6), 1, 1))
    );
}

/// The given headers are the serialised field names, so a file with rows reads the same.
#[test]
fn csv_headers_match_the_rows() {
    let (pairs, results) = club();
    let s = standings(Game::Whist, RevokeRule::General, &pairs, &results).unwrap_or_default();
    let first_line = |bytes: Vec<u8>| {
        String::from_utf8_lossy(&bytes)
            .lines()
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let check = |header: &[&str], derived: Vec<u8>| {
        assert_eq!(header.join(","), first_line(derived));
    };
    check(
        &STANDINGS_CSV_HEADER,
        crate::export::to_csv(&standings_csv(&s)).unwrap_or_default(),
    );
    check(
        &RESULTS_CSV_HEADER,
        crate::export::to_csv(&result_lines(&s, &results)).unwrap_or_default(),
    );
    let rows = season(&[(1, pairs, s)], SeasonRanking::default()).unwrap_or_default();
    check(
        &SEASON_CSV_HEADER,
        crate::export::to_csv(&season_csv(&rows)).unwrap_or_default(),
    );
}
