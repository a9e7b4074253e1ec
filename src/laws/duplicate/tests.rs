use num_traits::Zero;
use proptest::prelude::*;

use super::*;
use crate::movement::mitchell::Mitchell;

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

fn whist(board: u32, ns: u32, ew: u32, ns_tricks: u8) -> BoardResult {
    BoardResult {
        board,
        ns,
        ew,
        entry: Entry::Whist {
            ns_tricks,
            revoke: None,
        },
    }
}

fn revoked(
    board: u32,
    ns: u32,
    ew: u32,
    ns_tricks: u8,
    by: Direction,
    count: u8,
    tricks_before: u8,
) -> BoardResult {
    BoardResult {
        board,
        ns,
        ew,
        entry: Entry::Whist {
            ns_tricks,
            revoke: Some(Revoke {
                by,
                count,
                tricks_before,
            }),
        },
    }
}

fn auction(board: u32, ns: u32, ew: u32, ns_points: i64, ew_points: i64) -> BoardResult {
    capped(board, ns, ew, ns_points, ew_points, 0)
}

/// An auction result on which KWC law 10's caps held `excess` back (as N-S points).
fn capped(
    board: u32,
    ns: u32,
    ew: u32,
    ns_points: i64,
    ew_points: i64,
    excess: i64,
) -> BoardResult {
    BoardResult {
        board,
        ns,
        ew,
        entry: Entry::Auction {
            ns_points,
            ew_points,
            excess,
        },
    }
}

/// Σ plus/minus of the N-S pairs and of the E-W pairs.
fn direction_sums(s: &Standings) -> [Q; 2] {
    [Direction::Ns, Direction::Ew].map(|direction| {
        s.pairs
            .iter()
            .filter(|p| p.direction == direction)
            .map(|p| p.plus_minus)
            .sum()
    })
}

fn pair(s: &Standings, direction: Direction, n: u32) -> &PairStanding {
    s.pairs
        .iter()
        .find(|p| p.direction == direction && p.pair == n)
        .unwrap()
}

fn board_scores(s: &Standings, board: u32) -> Vec<(u32, Q, Q)> {
    let b = s.boards.iter().find(|b| b.board == board).unwrap();
    b.results
        .iter()
        .map(|r| (r.ns, r.ns_score, r.ew_score))
        .collect()
}

/// A 7-table compass night, one board a round, with N-S pair t's net on its k-th board (in round
/// order) given by `nets[t-1][k]`: positive nets are N-S points, negative E-W points.
fn compass_night(nets: &[[i64; 7]; 7]) -> Vec<BoardResult> {
    let m = Mitchell::new(7, 1, None).unwrap();
    m.schedule()
        .iter()
        .flat_map(|r| r.tables.iter().map(move |s| (r.round, s.clone())))
        .map(|(round, s)| {
            let net = nets[s.ns as usize - 1][round as usize - 1];
            auction(s.boards[0], s.ns, s.ew, net.max(0), (-net).max(0))
        })
        .collect()
}

/// Seed 001 L3009–3024 (rules-1927-a.md E21, E22): N-S nets total +1,638 over seven tables, the
/// average is 234; the pair at +460 (+820 over four rounds, −360 over three) is 226 above it and
/// the pair at +183 is 51 minus.
#[test]
fn compass_auction_book_example_l3009_3024() {
    let mut nets = [[199, 0, 0, 0, 0, 0, 0]; 7];
    nets[0] = [205, 205, 205, 205, -120, -120, -120];
    nets[1] = [183, 0, 0, 0, 0, 0, 0];
    let results = compass_night(&nets);
    let s = standings(Game::Auction, RevokeRule::General, &results).unwrap();
    let ns_total: Q = s
        .pairs
        .iter()
        .filter(|p| p.direction == Direction::Ns)
        .map(|p| p.score)
        .sum();
    assert_eq!(ns_total, q(1638));
    assert_eq!(average_by_tables(ns_total, 7), q(234));
    let first = pair(&s, Direction::Ns, 1);
    assert_eq!(
        (first.score, first.average, first.plus_minus),
        (q(460), q(234), q(226))
    );
    let second = pair(&s, Direction::Ns, 2);
    assert_eq!((second.score, second.plus_minus), (q(183), q(-51)));
    assert_eq!(first.rank_in_direction, 1);
    // E-W averages mirror N-S: their total is −1,638.
    let ew_total: Q = s
        .pairs
        .iter()
        .filter(|p| p.direction == Direction::Ew)
        .map(|p| p.score)
        .sum();
    assert_eq!(ew_total, q(-1638));
}

/// Seed 001 L2991–2995 (E20): N-S 420, E-W 310 on deals 13 to 16 → N-S +110, E-W −110.
#[test]
fn round_net_is_the_difference_l2991_2995() {
    let results = [
        auction(13, 1, 1, 120, 0),
        auction(14, 1, 1, 0, 250),
        auction(15, 1, 1, 300, 0),
        auction(16, 1, 1, 0, 60),
    ];
    let s = standings(Game::Auction, RevokeRule::General, &results).unwrap();
    assert_eq!(pair(&s, Direction::Ns, 1).score, q(110));
    assert_eq!(pair(&s, Direction::Ew, 1).score, q(-110));
}

/// With every board played once at every table, Σ (score − board average) equals the book's
/// "total ÷ number of tables" (seed 001 L3017–3024), pair by pair.
#[test]
fn per_board_average_equals_total_over_tables_on_a_full_night() {
    let m = Mitchell::new(7, 2, None).unwrap();
    let results: Vec<BoardResult> = m
        .schedule()
        .iter()
        .flat_map(|r| r.tables.clone())
        .flat_map(|s| {
            s.boards
                .iter()
                .map(move |&b| whist(b, s.ns, s.ew, ((b * 5 + s.ns * 3 + s.ew) % 14) as u8))
                .collect::<Vec<_>>()
        })
        .collect();
    let s = standings(Game::Whist, RevokeRule::General, &results).unwrap();
    for direction in [Direction::Ns, Direction::Ew] {
        let total: Q = s
            .pairs
            .iter()
            .filter(|p| p.direction == direction)
            .map(|p| p.score)
            .sum();
        for p in s.pairs.iter().filter(|p| p.direction == direction) {
            assert_eq!(
                p.plus_minus,
                p.score - average_by_tables(total, 7),
                "{direction:?} {}",
                p.pair
            );
        }
    }
}

/// Board 1 at three tables: N-S made `others` at tables 1 and 2; at table 3 N-S made `made` and
/// `by` revoked. Returns table 3's (N-S, E-W) scores and its N-S adjustment.
fn third_table(
    rule: RevokeRule,
    others: [u8; 2],
    made: u8,
    by: Direction,
    count: u8,
    before: u8,
) -> (Q, Q, Option<Q>) {
    let results = [
        whist(1, 1, 1, others[0]),
        whist(1, 2, 2, others[1]),
        revoked(1, 3, 3, made, by, count, before),
    ];
    let s = standings(Game::Whist, rule, &results).unwrap();
    let r = &s.boards[0].results[2];
    (r.ns_score, r.ew_score, r.ns_revoke_adjustment)
}

/// Law X §4, seed 001 L4251–4277, each case computed by hand.
#[test]
fn revoke_penalties_and_their_bounds() {
    use Direction::{Ew, Ns};
    use RevokeRule::{General, Pair};
    let half = |n| Q::new(n, 2);
    // N-S took 10 and revoked once; after the transfer (8) they are cut to the average 7.
    assert_eq!(
        third_table(General, [8, 6], 10, Ns, 1, 2),
        (q(7), q(6), Some(q(-3)))
    );
    // Two revokes (three tricks) would leave 2, but N-S had won 4 before the first.
    assert_eq!(
        third_table(General, [8, 6], 5, Ns, 2, 4),
        (q(4), q(9), Some(q(-1)))
    );
    // Two revokes cost three tricks; the average (12½) does not bind.
    assert_eq!(
        third_table(General, [12, 13], 9, Ns, 2, 0),
        (q(6), q(7), Some(q(-3)))
    );
    // E-W made 8 and revoked; cut to the E-W average at the other tables, (5 + 6) ÷ 2.
    assert_eq!(
        third_table(General, [8, 7], 5, Ew, 1, 3),
        (half(15), half(11), Some(half(5)))
    );
    // Pair matches: E-W made 6, more than the 5 they made elsewhere: the score stands as made.
    assert_eq!(
        third_table(Pair, [8, 9], 7, Ns, 1, 0),
        (q(7), q(6), Some(q(0)))
    );
    // Pair matches: E-W gain the penalty only up to the most made elsewhere (5); the general
    // rule cuts N-S to the average (9) after the transfer (7) instead.
    assert_eq!(
        third_table(Pair, [8, 10], 9, Ns, 1, 0),
        (q(8), q(5), Some(q(-1)))
    );
    assert_eq!(
        third_table(General, [8, 10], 9, Ns, 1, 0),
        (q(7), q(6), Some(q(-2)))
    );
}

#[test]
fn revoke_with_no_other_table_is_the_transfer_and_the_floor() {
    let alone = |made, before| {
        let s = standings(
            Game::Whist,
            RevokeRule::General,
            &[revoked(1, 1, 1, made, Direction::Ns, 1, before)],
        )
        .unwrap();
        board_scores(&s, 1)[0]
    };
    assert_eq!(alone(9, 0), (1, q(7), q(6)));
    assert_eq!(alone(9, 8), (1, q(8), q(5)));
    // A side cannot give up tricks it never took.
    assert_eq!(alone(1, 0), (1, q(0), q(13)));
}

/// The board average counts the revoke-adjusted score: (8 + 6 + 7) ÷ 3.
#[test]
fn board_average_uses_scores_after_penalties() {
    let results = [
        whist(1, 1, 1, 8),
        whist(1, 2, 2, 6),
        revoked(1, 3, 3, 10, Direction::Ns, 1, 2),
    ];
    let s = standings(Game::Whist, RevokeRule::General, &results).unwrap();
    assert_eq!(
        (s.boards[0].ns_average, s.boards[0].ew_average),
        (q(7), q(6))
    );
}

#[test]
fn ranks_are_competition_ranks() {
    assert_eq!(
        competition_ranks(&[q(3), q(1), q(3), q(-2)]),
        vec![1, 3, 1, 4]
    );
}

#[test]
fn refuses_bad_results_naming_the_field() {
    let field = |game, results: &[BoardResult]| {
        standings(game, RevokeRule::General, results)
            .err()
            .map(|e| e.to_string())
    };
    assert_eq!(
        field(Game::Whist, &[whist(1, 1, 1, 14)]).as_deref(),
        Some("results[0].ns_tricks: 14 is not from 0 to 13")
    );
    assert!(
        field(Game::Whist, &[whist(1, 1, 1, 7), whist(1, 1, 2, 7)])
            .unwrap()
            .starts_with("results[1].ns: board 1 already")
    );
    assert!(
        field(Game::Whist, &[whist(1, 1, 1, 7), whist(1, 2, 1, 7)])
            .unwrap()
            .starts_with("results[1].ew: board 1 already")
    );
    assert!(
        field(Game::Whist, &[revoked(1, 1, 1, 4, Direction::Ns, 1, 5)])
            .unwrap()
            .starts_with("results[0].revoke.tricks_before")
    );
    assert!(
        field(Game::Whist, &[revoked(1, 1, 1, 4, Direction::Ns, 0, 0)])
            .unwrap()
            .starts_with("results[0].revoke.count")
    );
    assert!(
        field(Game::Whist, &[auction(1, 1, 1, 4, 0)])
            .unwrap()
            .starts_with("results[0].ns_tricks")
    );
    assert!(
        field(Game::Auction, &[auction(1, 1, 1, -5, 0)])
            .unwrap()
            .starts_with("results[0].ns_points: -5 is negative")
    );
    assert!(
        field(Game::Whist, &[whist(0, 1, 1, 7)])
            .unwrap()
            .starts_with("results[0].board")
    );
    assert_eq!(
        field(Game::Whist, &[]).as_deref(),
        Some("results: no results")
    );
}

#[test]
fn json_contract_round_trip() {
    let out = score_json(
        r#"{"game": "whist", "results": [
            {"board": 1, "ns": 1, "ew": 1, "ns_tricks": 8},
            {"board": 1, "ns": 2, "ew": 2, "ns_tricks": 7},
            {"board": 1, "ns": 3, "ew": 3, "ns_tricks": 5, "revoke": {"by": "ew", "count": 1, "tricks_before": 3}}]}"#,
    )
    .unwrap();
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["boards"][0]["ns_average"], serde_json::json!(7.5));
    assert_eq!(
        v["boards"][0]["results"][2]["ns_score"],
        serde_json::json!(7.5)
    );
    assert_eq!(v["pairs"][0]["direction"], "NS");
    assert_eq!(v["pairs"][0]["score"], serde_json::json!(8));
    assert_eq!(v["pairs"][0]["plus_minus"], serde_json::json!(0.5));
    assert_eq!(v["pairs"][3]["direction"], "EW");
}

#[test]
fn json_errors_name_the_field() {
    let err = |s: &str| {
        score_json(s)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default()
    };
    assert_eq!(
        err(r#"{"game":"whist","results":[{"board":1,"ns":1,"ew":1,"ns_tricks":14}]}"#),
        "results[0].ns_tricks: 14 is not from 0 to 13"
    );
    assert!(
        err(r#"{"game":"whist","results":[{"board":1,"ns":1,"ew":1,"ns_trick":4}]}"#)
            .starts_with("results[0]")
    );
    assert!(
        err(r#"{"game":"whist","results":[{"board":1,"ns":1,"ew":"x","ns_tricks":4}]}"#)
            .starts_with("results[0].ew")
    );
    assert!(err(r#"{"game":"bridge","results":[]}"#).starts_with("game"));
    assert!(
        err(r#"{"game":"auction","results":[{"board":1,"ns":1,"ew":1,"ns_points":4}]}"#)
            .starts_with("results[0].ew_points: missing")
    );
    assert!(err("not json").starts_with("input"));
}

fn arb_night(game: Game) -> impl Strategy<Value = Vec<BoardResult>> {
    (1u32..=8, 1u32..=3).prop_flat_map(move |(tables, per_round)| {
        let m = Mitchell::new(tables, per_round, None).unwrap();
        let slots: Vec<(u32, u32, u32)> = m
            .schedule()
            .iter()
            .flat_map(|r| r.tables.clone())
            .flat_map(|s| {
                s.boards
                    .iter()
                    .map(move |&b| (b, s.ns, s.ew))
                    .collect::<Vec<_>>()
            })
            .collect();
        let n = slots.len();
        (
            Just(slots),
            proptest::collection::vec(
                (
                    any::<bool>(),
                    0u8..=13,
                    0u8..=3,
                    0u8..=13,
                    0i64..=2000,
                    0i64..=2000,
                ),
                n,
            ),
        )
            .prop_map(move |(slots, picks)| {
                slots
                    .into_iter()
                    .zip(picks)
                    .filter(|(_, p)| p.0 || p.1 % 3 != 0)
                    .map(|((board, ns, ew), (by_ns, tricks, count, before, a, b))| {
                        let entry = match game {
                            Game::Auction => Entry::Auction {
                                ns_points: a,
                                ew_points: b,
                                excess: 0,
                            },
                            Game::Whist => {
                                let by = if by_ns { Direction::Ns } else { Direction::Ew };
                                let took = if by_ns { tricks } else { 13 - tricks };
                                let revoke = (count > 0).then_some(Revoke {
                                    by,
                                    count,
                                    tricks_before: before.min(took),
                                });
                                Entry::Whist {
                                    ns_tricks: tricks,
                                    revoke,
                                }
                            }
                        };
                        BoardResult {
                            board,
                            ns,
                            ew,
                            entry,
                        }
                    })
                    .collect()
            })
    })
}

fn balanced(game: Game, rule: RevokeRule, results: &[BoardResult]) -> Result<(), TestCaseError> {
    if results.is_empty() {
        return Ok(());
    }
    let s = standings(game, rule, results).unwrap();
    let total = if game == Game::Whist {
        q(13)
    } else {
        Q::zero()
    };
    prop_assert_eq!(direction_sums(&s), [Q::zero(), Q::zero()]);
    for b in &s.boards {
        prop_assert_eq!(b.ns_average + b.ew_average, total);
        for r in &b.results {
            prop_assert_eq!(r.ns_score + r.ew_score, total);
            if game == Game::Whist {
                prop_assert!(r.ns_score >= Q::zero() && r.ns_score <= q(13));
            }
        }
    }
    Ok(())
}

proptest! {
    #[test]
    fn whist_plus_minus_balances_and_mirrors(results in arb_night(Game::Whist), pair_rule in any::<bool>()) {
        let rule = if pair_rule { RevokeRule::Pair } else { RevokeRule::General };
        balanced(Game::Whist, rule, &results)?;
    }

    #[test]
    fn auction_plus_minus_balances_and_mirrors(results in arb_night(Game::Auction)) {
        balanced(Game::Auction, RevokeRule::General, &results)?;
    }

    #[test]
    fn score_json_never_panics(input in ".{0,200}") {
        let _ = score_json(&input);
    }

    #[test]
    fn score_json_never_panics_on_odd_numbers(board in any::<i64>(), ns in any::<i64>(), tricks in any::<i64>(), count in any::<i64>()) {
        let input = format!(r#"{{"game":"whist","results":[{{"board":{board},"ns":{ns},"ew":1,"ns_tricks":{tricks},"revoke":{{"by":"ns","count":{count},"tricks_before":0}}}}]}}"#);
        let _ = score_json(&input);
    }
}

/// KWC law 10 (seed 001 L3364–3376): on a capped board the winners gain the restricted amount and
/// the losers lose the full one, so each direction keeps its own average.
#[test]
fn a_capped_board_debits_the_losers_in_full() {
    // Table 1: N-S made 605, capped at 500 (excess 105). Table 2: N-S made 120 against nothing.
    let s = standings(
        Game::Auction,
        RevokeRule::General,
        &[capped(1, 1, 1, 500, 0, 105), capped(1, 2, 2, 120, 0, 0)],
    )
    .unwrap();
    let b = &s.boards[0];
    assert_eq!(
        (b.results[0].ns_score, b.results[0].ew_score),
        (q(500), q(-605))
    );
    assert_eq!((b.ns_average, b.ew_average), (q(310), q(-725) / q(2)));
    // Each direction's plus/minus still sums to zero against its own average.
    assert_eq!(direction_sums(&s), [Q::zero(), Q::zero()]);
    assert_eq!(
        pair(&s, Direction::Ew, 1).plus_minus,
        q(-605) + q(725) / q(2)
    );
    // An E-W win is mirrored: the excess is negative, as N-S points.
    let s = standings(
        Game::Auction,
        RevokeRule::General,
        &[capped(1, 1, 1, 0, 350, -50)],
    )
    .unwrap();
    let r = &s.boards[0].results[0];
    assert_eq!((r.ns_score, r.ew_score), (q(-400), q(350)));
}
