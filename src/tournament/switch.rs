//! Arrow-switched rounds of a Mitchell (issue 15): in such a round the N-S pairs of the
//! stationary numbering hold the E-W cards and the moving pairs the N-S cards. A result keeps
//! the pairs' numbers as the movement gives them (N-S pair of the numbering first), and its
//! entry is the board as the cards were held: "N-S" is the N-S hands. So a board's results are
//! compared seat by seat as ever (the N-S hands with the N-S hands), and each pair's figures are
//! credited to its own direction's standings: the N-S pair that sat E-W in a switched round is
//! compared there with the E-W results of those boards, and still ranks among the N-S pairs.

use std::collections::{BTreeMap, BTreeSet};

use crate::db::results::Stored;
use crate::exact::Q;
use crate::laws::LawError;
use crate::laws::duplicate::fouled::Fouled;
use crate::laws::duplicate::{
    self, BoardResult, Direction, Game, PairStanding, RevokeRule, Standings, competition_ranks,
};

/// The law's pair numbers of the seats a switched round turned, kept apart from the
/// numbering's (no event has a million pairs: `db::events::MAX_TABLES`).
const TURNED: u32 = 1_000_000;

/// The results (board, N-S pair, E-W pair) played with the arrows turned.
pub type Turned = BTreeSet<(u32, u32, u32)>;

/// The law's standings of `results` with the rounds `switched` played with the arrows turned,
/// and the results (board, N-S pair, E-W pair of the numbering) that were.
pub fn standings(
    game: Game,
    rule: RevokeRule,
    results: &[Stored],
    switched: &[u32],
) -> Result<(Standings, Turned), LawError> {
    let mut turned = BTreeSet::new();
    let inputs: Vec<BoardResult> = results
        .iter()
        .map(|r| {
            if switched.contains(&r.round) {
                turned.insert((r.board, r.ns, r.ew));
                // The moving pair held the N-S cards, the stationary pair the E-W cards.
                BoardResult {
                    board: r.board,
                    ns: TURNED + r.ew,
                    ew: TURNED + r.ns,
                    entry: r.entry,
                }
            } else {
                r.law_input()
            }
        })
        .collect();
    // Law 4d's mark is the table's hands' (N-S the N-S hands), as the entry is.
    let fouled: Vec<Fouled> = results
        .iter()
        .filter_map(|r| {
            let mut f = r.fouled()?;
            if switched.contains(&r.round) {
                f.ns = TURNED + r.ew;
            }
            Some(f)
        })
        .collect();
    let mut law = duplicate::standings_fouled(game, rule, &inputs, &fouled)?;
    // Each result again under the numbering's pairs; its scores stay the hands' (N-S first).
    for b in &mut law.boards {
        for s in &mut b.results {
            if s.ns >= TURNED {
                (s.ns, s.ew) = (s.ew - TURNED, s.ns - TURNED);
            }
        }
        b.results.sort_by_key(|s| (s.ns, s.ew));
    }
    law.pairs = credited(&law.pairs);
    Ok((law, turned))
}

/// The turned seats' lines added to their pairs' own direction, ranked again.
fn credited(lines: &[PairStanding]) -> Vec<PairStanding> {
    let mut by: BTreeMap<(Direction, u32), PairStanding> = BTreeMap::new();
    for p in lines {
        let key = if p.pair >= TURNED {
            let own = match p.direction {
                Direction::Ns => Direction::Ew,
                Direction::Ew => Direction::Ns,
            };
            (own, p.pair - TURNED)
        } else {
            (p.direction, p.pair)
        };
        let line = by.entry(key).or_insert_with(|| PairStanding {
            direction: key.0,
            pair: key.1,
            boards: 0,
            score: Q::from_integer(0),
            average: Q::from_integer(0),
            plus_minus: Q::from_integer(0),
            rank_in_direction: 0,
            rank_overall: 0,
        });
        line.boards += p.boards;
        line.score += p.score;
        line.average += p.average;
        line.plus_minus += p.plus_minus;
    }
    let mut out: Vec<PairStanding> = by.into_values().collect();
    let overall = competition_ranks(&out.iter().map(|p| p.plus_minus).collect::<Vec<_>>());
    for (p, rank) in out.iter_mut().zip(overall) {
        p.rank_overall = rank;
    }
    for direction in [Direction::Ns, Direction::Ew] {
        let idx: Vec<usize> = (0..out.len())
            .filter(|&i| out[i].direction == direction)
            .collect();
        let ranks = competition_ranks(&idx.iter().map(|&i| out[i].plus_minus).collect::<Vec<_>>());
        for (i, rank) in idx.into_iter().zip(ranks) {
            out[i].rank_in_direction = rank;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::db::results::Stored;
    use crate::exact::Q;
    use crate::laws::duplicate::{Direction, Entry, Game, RevokeRule};
    use crate::tournament::{card, result_lines, standings_switched};

    fn stored(board: u32, round: u32, table: u32, ns: u32, ew: u32, ns_tricks: u8) -> Stored {
        Stored {
            id: i64::from(board * 100 + round * 10 + table),
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

    /// A three-table Mitchell, one board a round, the last round with the arrows turned
    /// (`hoyle movement mitchell --tables 3 --boards-per-round 1 --arrow-switch 3`); the tricks
    /// are the N-S hands'.
    fn evening() -> Vec<Stored> {
        vec![
            stored(1, 1, 1, 1, 1, 8),
            stored(2, 1, 2, 2, 2, 9),
            stored(3, 1, 3, 3, 3, 6),
            stored(2, 2, 1, 1, 3, 7),
            stored(3, 2, 2, 2, 1, 6),
            stored(1, 2, 3, 3, 2, 6),
            // Round 3: N-S 1, 2, 3 hold the E-W cards; E-W 2, 3, 1 the N-S cards.
            stored(3, 3, 1, 1, 2, 9),
            stored(1, 3, 2, 2, 3, 7),
            stored(2, 3, 3, 3, 1, 5),
        ]
    }

    #[test]
    fn a_switched_round_is_compared_by_the_hands_and_credited_by_the_numbering() {
        // By hand. Board 1: N-S hands 8 (N-S 1), 6 (N-S 3), 7 (E-W 3), average 7; E-W hands
        // 5 (E-W 1), 7 (E-W 2), 6 (N-S 2), average 6. Board 2: N-S hands 9 (N-S 2), 7 (N-S 1),
        // 5 (E-W 1); E-W hands 4 (E-W 2), 6 (E-W 3), 8 (N-S 3). Board 3: N-S hands 6 (N-S 3),
        // 6 (N-S 2), 9 (E-W 2); E-W hands 7 (E-W 3), 7 (E-W 1), 4 (N-S 1). Averages 7 and 6.
        // N-S 1: +1, 0, −2 = −1; N-S 2: 0, +2, −1 = +1; N-S 3: −1, +2, −1 = 0;
        // E-W 1: −1, −2, +1 = −2; E-W 2: +1, −2, +2 = +1; E-W 3: 0, 0, +1 = +1.
        let results = evening();
        let s = standings_switched(Game::Whist, RevokeRule::General, &[], &results, &[3]).unwrap();
        let got: Vec<_> = s
            .rows
            .iter()
            .map(|r| (r.direction, r.pair, r.boards, r.plus_minus))
            .collect();
        let q = Q::from_integer;
        assert_eq!(
            got,
            vec![
                (Direction::Ns, 1, 3, q(-1)),
                (Direction::Ns, 2, 3, q(1)),
                (Direction::Ns, 3, 3, q(0)),
                (Direction::Ew, 1, 3, q(-2)),
                (Direction::Ew, 2, 3, q(1)),
                (Direction::Ew, 3, 3, q(1)),
            ]
        );
        let ranks: Vec<_> = s.rows.iter().map(|r| r.rank_in_direction).collect();
        assert_eq!(ranks, vec![3, 1, 2, 3, 1, 1]);
        assert_eq!(s.rows[0].score, q(19), "8 + 7 + 4 tricks");
        assert_eq!(s.turned.len(), 3);
        // N-S 1's card: board 3 from the E-W seat, 4 tricks against the E-W average of 6.
        let c = card(&s, &[], &results, Direction::Ns, 1);
        let last = c.last().unwrap();
        assert_eq!(
            (last.board, last.turned, last.score, last.average),
            (3, true, q(4), q(6))
        );
        assert_eq!(last.total_plus_minus, q(-1));
        let c = card(&s, &[], &results, Direction::Ew, 2);
        assert_eq!(c.last().unwrap().total_plus_minus, q(1));
        // The traveller's line keeps the hands' figures, N-S first, and says it was turned.
        let lines = result_lines(&s, &results);
        let turned = lines
            .iter()
            .find(|l| (l.board, l.ns, l.ew) == (3, 1, 2))
            .unwrap();
        assert!(turned.arrows_turned);
        assert_eq!(turned.ns_tricks, Some(9));
        assert_eq!(turned.ns_average.map(|h| h.0), Some(700));
        // Without the switch the same tricks would be credited to the wrong sides.
        let plain =
            standings_switched(Game::Whist, RevokeRule::General, &[], &results, &[]).unwrap();
        assert_ne!(plain.rows[0].plus_minus, q(-1));
    }
}
