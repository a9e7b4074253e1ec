use proptest::prelude::*;

use super::*;

/// The standings by `method`, which the test expects to be scored: a refusal is its failure.
fn scored<K: Ord + Copy, G: Ord + Copy>(
    method: Method,
    settings: &Settings,
    results: &[BoardResult<K>],
    group: impl Fn(K) -> G,
) -> Standings<K, G> {
    standings(method, settings, results, group).unwrap_or_else(|e| panic!("{e}"))
}

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

fn played<K>(board: u32, ns: K, ew: K, score: i64) -> BoardResult<K> {
    BoardResult {
        board,
        ns,
        ew,
        outcome: Outcome::Played(q(score)),
    }
}

fn assigned<K>(board: u32, ns: K, ew: K, a: Assigned) -> BoardResult<K> {
    BoardResult {
        board,
        ns,
        ew,
        outcome: Outcome::Assigned(a),
    }
}

type Key = (Side, u32);
const NS: Side = Side::Ns;
const EW: Side = Side::Ew;

fn mitchell(board: u32, ns: u32, ew: u32, score: i64) -> BoardResult<Key> {
    played(board, (NS, ns), (EW, ew), score)
}

fn by_direction(k: Key) -> Side {
    k.0
}

fn pair<K: Ord + Copy + std::fmt::Debug, G>(s: &Standings<K, G>, key: K) -> &PairLine<K, G> {
    s.pairs
        .iter()
        .find(|p| p.key == key)
        .unwrap_or_else(|| panic!("no pair {key:?}"))
}

fn figures<K: Copy>(s: &Standings<K, impl Copy>, board: u32) -> Vec<(Option<Q>, Option<Q>)> {
    s.boards
        .iter()
        .find(|b| b.board == board)
        .map(|b| {
            b.results
                .iter()
                .map(|r| (r.ns_points, r.ew_points))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn methods_have_ids_names_and_sentences() {
    for m in Method::ALL {
        assert_eq!(Method::parse(m.id()), Some(m));
        assert!(m.sentence().ends_with('.'));
        assert!(!m.name().is_empty());
        let json = serde_json::to_string(&m).unwrap_or_default();
        assert_eq!(json, format!("\"{}\"", m.id()));
    }
    assert_eq!(Method::parse("Matchpoints"), None);
    assert!(Method::Imps.is_team() && !Method::Butler.is_team());
}

#[test]
fn matchpoints_of_a_small_mitchell_by_hand() {
    // Board 1: 9, 7, 7 → N-S 4, 1, 1; E-W 0, 3, 3. Board 2: 6, 8, 5 → N-S 2, 4, 0.
    let results = [
        mitchell(1, 1, 1, 9),
        mitchell(1, 2, 2, 7),
        mitchell(1, 3, 3, 7),
        mitchell(2, 1, 2, 6),
        mitchell(2, 2, 3, 8),
        mitchell(2, 3, 1, 5),
    ];
    let s = scored(
        Method::Matchpoints,
        &Settings::default(),
        &results,
        by_direction,
    );
    let some = |n: i64| Some(q(n));
    assert_eq!(
        figures(&s, 1),
        [(some(4), some(0)), (some(1), some(3)), (some(1), some(3))]
    );
    assert_eq!(
        figures(&s, 2),
        [(some(2), some(2)), (some(4), some(0)), (some(0), some(4))]
    );
    let expect = [
        ((NS, 1), 6, Q::new(75, 1), 1, 1),
        ((NS, 2), 5, Q::new(125, 2), 2, 2),
        ((NS, 3), 1, Q::new(25, 2), 3, 6),
        ((EW, 1), 4, Q::new(50, 1), 2, 4),
        ((EW, 2), 5, Q::new(125, 2), 1, 2),
        ((EW, 3), 3, Q::new(75, 2), 3, 5),
    ];
    for (key, total, percent, rank, overall) in expect {
        let p = pair(&s, key);
        assert_eq!(
            (p.total, p.max, p.percent, p.rank, p.rank_overall, p.boards),
            (q(total), Some(q(8)), Some(percent), rank, overall, 2),
            "{key:?}"
        );
        assert!(!p.tied);
    }
    assert_eq!(s.boards[0].top, Some(q(4)));
}

#[test]
fn an_assigned_average_and_a_board_not_played_are_factored_by_neuberg() {
    let mut results = vec![
        mitchell(1, 1, 1, 9),
        mitchell(1, 2, 2, 7),
        mitchell(1, 3, 3, 7),
        mitchell(2, 1, 3, 10),
        assigned(2, (NS, 2), (EW, 1), Assigned::average()),
        mitchell(2, 3, 2, 8),
    ];
    let s = scored(
        Method::Matchpoints,
        &Settings::default(),
        &results,
        by_direction,
    );
    // Two played of three: 10 beats 8, (2 + 1) × 3 / 2 − 1 = 7/2; 8, (0 + 1) × 3 / 2 − 1 = 1/2.
    // The average is 50 % of the top of 4.
    let f = figures(&s, 2);
    assert_eq!(f[0], (Some(Q::new(7, 2)), Some(Q::new(1, 2))));
    assert_eq!(f[1], (Some(q(2)), Some(q(2))));
    assert_eq!(f[2], (Some(Q::new(1, 2)), Some(Q::new(7, 2))));
    // Σ N-S = N(N − 1) = 6 on the factored scale.
    assert_eq!(f.iter().filter_map(|x| x.0).sum::<Q>(), q(6));
    assert_eq!(pair(&s, (NS, 2)).percent, Some(Q::new(375, 10)));

    // Not played: N-S 2 and E-W 1 have one board, their maximum 4.
    results[4] = assigned(2, (NS, 2), (EW, 1), Assigned::NotPlayed);
    let s = scored(
        Method::Matchpoints,
        &Settings::default(),
        &results,
        by_direction,
    );
    assert_eq!(figures(&s, 2)[1], (None, None));
    let p = pair(&s, (NS, 2));
    assert_eq!((p.boards, p.max, p.total), (1, Some(q(4)), q(1)));
    assert_eq!(p.percent, Some(q(25)));
    assert_eq!(figures(&s, 2)[0].0, Some(Q::new(7, 2)));
}

#[test]
fn average_plus_and_minus_are_sixty_and_forty_percent_or_the_book_s_extremes() {
    let results = [
        played(1, 1u32, 2, 420),
        played(1, 3, 4, 170),
        played(1, 5, 6, -50),
        assigned(1, 7, 8, Assigned::at_fault(EW)),
    ];
    let s = scored(
        Method::Matchpoints,
        &Settings::default(),
        &results,
        one_field,
    );
    // Top 6: 60 % is 18/5, 40 % is 12/5.
    assert_eq!(
        figures(&s, 1)[3],
        (Some(Q::new(18, 5)), Some(Q::new(12, 5)))
    );
    let book = Settings {
        average_plus: AveragePlus::Book,
        ..Settings::default()
    };
    let s = scored(Method::Matchpoints, &book, &results, one_field);
    // Three played of four: 420 earns (4 + 1) × 4 / 3 − 1 = 17/3; -50 leaves E-W the same.
    assert_eq!(figures(&s, 1)[3], (Some(Q::new(17, 3)), Some(Q::new(1, 3))));
    // Plus and minus: N-S average 180; 60 % is a fifth of the way to the best (+240 → 48).
    let s = scored(Method::PlusMinus, &Settings::default(), &results, one_field);
    assert_eq!(s.boards[0].datum, Some(q(180)));
    assert_eq!(figures(&s, 1)[3], (Some(q(48)), Some(q(-48))));
    // IMPs: ±3.
    let s = scored(Method::CrossImps, &Settings::default(), &results, one_field);
    assert_eq!(figures(&s, 1)[3], (Some(q(3)), Some(q(-3))));
}

#[test]
fn a_split_score_is_compared_with_the_played_results() {
    let results = [
        played(1, 1u32, 2, 420),
        played(1, 3, 4, 170),
        played(1, 5, 6, -50),
        assigned(
            1,
            7,
            8,
            Assigned::Award {
                ns: Award::Score(q(170)),
                ew: Award::Score(q(-50)),
            },
        ),
    ];
    let s = scored(
        Method::Matchpoints,
        &Settings::default(),
        &results,
        one_field,
    );
    // N-S 170 against 420, 170, -50: 2 + 1 = 3 over three comparisons (a board of four): as is.
    // E-W as if N-S made -50: better for E-W than 420 and 170, ties one: 2 + 2 + 1 = 5.
    assert_eq!(figures(&s, 1)[3], (Some(q(3)), Some(q(5))));
    // The played results are compared among themselves, factored from three to four.
    assert_eq!(figures(&s, 1)[0].0, Some(Q::new(17, 3)));
}

#[test]
fn imps_at_every_step_of_the_scale() {
    assert_eq!(imps::imps(q(0)), 0);
    assert_eq!(imps::imps(q(10)), 0);
    for (i, &least) in imps::SCALE.iter().enumerate() {
        let n = i as i64 + 1;
        assert_eq!(imps::imps(q(least)), n, "{least}");
        assert_eq!(imps::imps(q(least - 10)), n - 1, "{least} - 10");
        assert_eq!(imps::imps(q(-least)), -n, "-{least}");
        assert_eq!(imps::imps(q(10 - least)), 1 - n, "10 - {least}");
    }
    assert_eq!(imps::imps(q(7600)), 24);
    // Between two lines: the lower.
    assert_eq!(imps::imps(Q::new(39, 2)), 0);
    assert_eq!(imps::imps(Q::new(-99, 2)), -1);
}

#[test]
fn butler_against_the_datum_by_hand() {
    // Sorted -50, 170, 420, 420, 450, 620: six results, the extremes left out:
    // (170 + 420 + 420 + 450) / 4 = 365, rounded to 370.
    let scores = [420, 420, 450, -50, 170, 620];
    let results: Vec<_> = scores
        .iter()
        .enumerate()
        .map(|(i, &s)| played(1, 2 * i as u32 + 1, 2 * i as u32 + 2, s))
        .collect();
    let s = scored(Method::Butler, &Settings::default(), &results, one_field);
    assert_eq!(s.boards[0].datum, Some(q(370)));
    let ns: Vec<_> = figures(&s, 1).iter().map(|f| f.0).collect();
    let expect = [2, 2, 2, -9, -5, 6].map(|n| Some(q(n)));
    assert_eq!(ns, expect);
    assert_eq!(figures(&s, 1)[3].1, Some(q(9)));
    // Under five results nothing is left out: (-50 + 170 + 620) / 3 = 246.67, rounded to 250.
    let s = scored(
        Method::Butler,
        &Settings::default(),
        &results[3..],
        one_field,
    );
    assert_eq!(s.boards[0].datum, Some(q(250)));
    let exact = Settings {
        butler: Butler {
            drop_extremes_from: None,
            round_to: 0,
        },
        ..Settings::default()
    };
    let s = scored(Method::Butler, &exact, &results, one_field);
    assert_eq!(s.boards[0].datum, Some(Q::new(1015, 3)));
}

#[test]
fn cross_imps_by_hand() {
    // 420 against 450 (-1) and -50 (+10): 9 over two comparisons; 450: 1 + 11; -50: -10 - 11.
    let results = [
        played(1, 1u32, 2, 420),
        played(1, 3, 4, 450),
        played(1, 5, 6, -50),
    ];
    let s = scored(Method::CrossImps, &Settings::default(), &results, one_field);
    let ns: Vec<_> = figures(&s, 1).iter().map(|f| f.0).collect();
    assert_eq!(ns, [Q::new(9, 2), q(6), Q::new(-21, 2)].map(Some));
    let total = Settings {
        cross_imps: CrossImps::Total,
        ..Settings::default()
    };
    let s = scored(Method::CrossImps, &total, &results, one_field);
    let ew: Vec<_> = figures(&s, 1).iter().map(|f| f.1).collect();
    assert_eq!(ew, [q(-9), q(-12), q(21)].map(Some));
    assert_eq!(pair(&s, 6).total, q(21));
    assert_eq!(pair(&s, 6).rank, 1);
}

#[test]
fn a_team_match_by_imps_and_by_total_points() {
    let results = [
        played(1, 1u32, 2, 420),
        played(1, 2, 1, -50),
        played(2, 1, 2, 100),
        played(2, 2, 1, 140),
        // Played at one table only: no figure.
        played(3, 1, 2, 600),
    ];
    let s = scored(Method::Imps, &Settings::default(), &results, one_field);
    let t1 = pair(&s, 1);
    assert_eq!((t1.total, t1.boards, t1.rank), (q(9), 2, 1));
    assert_eq!(pair(&s, 2).total, q(-9));
    assert_eq!(
        figures(&s, 1),
        [(Some(q(10)), Some(q(-10))), (Some(q(-10)), Some(q(10)))]
    );
    assert_eq!(figures(&s, 3), [(None, None)]);
    let s = scored(
        Method::TotalPoints,
        &Settings::default(),
        &results,
        one_field,
    );
    assert_eq!((pair(&s, 1).total, pair(&s, 2).total), (q(430), q(-430)));
    // Average plus to team 1 at the second table of board 2 (team 2 at fault there).
    let mut results = results;
    results[3] = assigned(2, 2, 1, Assigned::at_fault(NS));
    let s = scored(Method::Imps, &Settings::default(), &results, one_field);
    assert_eq!(pair(&s, 1).total, q(13));
    let refused = standings(
        Method::TotalPoints,
        &Settings::default(),
        &results,
        one_field,
    );
    assert_eq!(
        refused.map(|_| ()).map_err(|e| e.field),
        Err("results[3].assigned".to_owned())
    );
}

#[test]
fn ties_share_a_rank_and_are_listed_by_key() {
    let results = [
        played(1, 4u32, 1, 7),
        played(1, 3, 2, 7),
        played(1, 5, 6, 9),
    ];
    let s = scored(
        Method::Matchpoints,
        &Settings::default(),
        &results,
        one_field,
    );
    let order: Vec<_> = s.pairs.iter().map(|p| (p.key, p.rank, p.tied)).collect();
    // N-S 5 tops the board with 4, E-W 1 and 2 have 3 each, N-S 3 and 4 have 1 each.
    assert_eq!(
        order,
        [
            (5, 1, false),
            (1, 2, true),
            (2, 2, true),
            (3, 4, true),
            (4, 4, true),
            (6, 6, false)
        ]
    );
}

#[test]
fn refusals_name_the_field() {
    let cases: [(Vec<BoardResult<u32>>, &str); 3] = [
        (vec![], "results"),
        (vec![played(1, 1, 1, 7)], "results[0].ew"),
        (
            vec![played(1, 1, 2, 7), played(1, 1, 3, 7)],
            "results[1].ns",
        ),
    ];
    for (results, field) in cases {
        let e = standings(
            Method::Matchpoints,
            &Settings::default(),
            &results,
            one_field,
        );
        assert_eq!(e.map(|_| ()).map_err(|e| e.field), Err(field.to_owned()));
    }
    let odd = Settings {
        average_plus: AveragePlus::Percent {
            plus: 40,
            minus: 60,
        },
        ..Settings::default()
    };
    let e = standings(
        Method::Matchpoints,
        &odd,
        &[played(1, 1u32, 2, 7)],
        one_field,
    );
    assert_eq!(
        e.map(|_| ()).map_err(|e| e.field),
        Err("settings.average_plus".to_owned())
    );
}

fn board_scores() -> impl Strategy<Value = Vec<Vec<i64>>> {
    prop::collection::vec(prop::collection::vec(-5i64..6, 1..9), 1..5)
}

fn event(boards: &[Vec<i64>]) -> Vec<BoardResult<u32>> {
    let mut results = Vec::new();
    for (b, scores) in boards.iter().enumerate() {
        for (t, &s) in scores.iter().enumerate() {
            results.push(played(
                b as u32 + 1,
                2 * t as u32 + 1,
                2 * t as u32 + 2,
                s * 10,
            ));
        }
    }
    results
}

proptest! {
    /// Each direction's matchpoints on a board of n results add up to n(n − 1) (2 for each win,
    /// 1 each for a tie, for each of the n(n − 1)/2 comparisons): 2n(n − 1) for both.
    #[test]
    fn matchpoints_on_a_board_add_up(boards in board_scores()) {
        let results = event(&boards);
        let plain = Settings { neuberg: false, ..Settings::default() };
        let s = scored(Method::Matchpoints, &plain, &results, one_field);
        for b in &s.boards {
            let n = i64::from(b.played);
            let ns: Q = b.results.iter().filter_map(|r| r.ns_points).sum();
            let ew: Q = b.results.iter().filter_map(|r| r.ew_points).sum();
            prop_assert_eq!(ns, q(n * (n - 1)));
            prop_assert_eq!(ew, q(n * (n - 1)));
        }
        // With Neuberg every board is on the most-played board's scale, and its average holds.
        let s = scored(Method::Matchpoints, &Settings::default(), &results, one_field);
        let most = boards.iter().map(Vec::len).max().unwrap_or(0) as i64;
        for b in &s.boards {
            let n = i64::from(b.played);
            let ns: Q = b.results.iter().filter_map(|r| r.ns_points).sum();
            prop_assert_eq!(ns / q(n), q(most - 1));
        }
    }

    /// Neuberg on boards all played the same number of times changes nothing.
    #[test]
    fn neuberg_on_a_complete_event_changes_nothing(n in 1usize..9, boards in 1usize..5, seed in any::<u64>()) {
        let scores: Vec<Vec<i64>> = (0..boards)
            .map(|b| (0..n).map(|t| ((seed >> ((b * 7 + t) % 60)) % 7) as i64).collect())
            .collect();
        let results = event(&scores);
        let with = standings(Method::Matchpoints, &Settings::default(), &results, one_field);
        let plain = Settings { neuberg: false, ..Settings::default() };
        let without = standings(Method::Matchpoints, &plain, &results, one_field);
        prop_assert_eq!(with, without);
    }

    /// Cross-IMPs and Butler without rounding are zero-sum over a board's N-S and E-W figures.
    #[test]
    fn imps_on_a_board_are_zero_sum(boards in board_scores()) {
        let results = event(&boards);
        let s = scored(Method::CrossImps, &Settings::default(), &results, one_field);
        for b in &s.boards {
            let ns: Q = b.results.iter().filter_map(|r| r.ns_points).sum();
            prop_assert_eq!(ns, q(0));
        }
    }
}

proptest! {
    /// A line's matchpoints set by hand change that line only, and each of its pairs' totals by
    /// exactly the difference from what the method gave.
    #[test]
    fn matchpoints_set_by_hand_change_that_line_and_its_pairs_only(
        scores in proptest::collection::vec(-5i64..5, 4),
        line in 0usize..4,
        halves in (0i64..13, 0i64..13),
    ) {
        let results: Vec<_> = scores
            .iter()
            .enumerate()
            .map(|(i, &s)| mitchell(1, i as u32 + 1, i as u32 + 1, s))
            .collect();
        let set = (Q::new(halves.0, 2), Q::new(halves.1, 2));
        let by_hand = BTreeMap::from([(line, set)]);
        let worked = scored(Method::Matchpoints, &Settings::default(), &results, by_direction);
        let hand = standings_by_hand(
            Method::Matchpoints,
            &Settings::default(),
            &results,
            &by_hand,
            by_direction,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let (was, now) = (figures(&worked, 1), figures(&hand, 1));
        for (i, (w, n)) in was.iter().zip(&now).enumerate() {
            if i == line {
                prop_assert_eq!(*n, (Some(set.0), Some(set.1)));
            } else {
                prop_assert_eq!(w, n);
            }
        }
        let n = line as u32 + 1;
        for (key, given, old) in [((NS, n), set.0, was[line].0), ((EW, n), set.1, was[line].1)] {
            let diff = pair(&hand, key).total - pair(&worked, key).total;
            prop_assert_eq!(Some(diff), old.map(|o| given - o));
        }
    }
}
