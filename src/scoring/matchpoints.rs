//! Matchpoints: on a board each result earns 2 for every result of the same direction it beat and
//! 1 for every tie (Laws of Duplicate Bridge 2017, Law 78A), so a board of n results has a top of
//! 2(n − 1) and both directions' matchpoints add up to n(n − 1). A board with fewer results than
//! the most-played (N) is factored by Neuberg's formula, mp' = (mp + 1) × N / n − 1, which keeps
//! the average at N − 1 (docs/scoring.md).

use super::{BoardLine, BoardResult, Outcome, Scored, Settings, assigned, int, mul};
use crate::exact::Q;
use crate::scoring::{Award, ScoringError};

/// Neuberg's formula: matchpoints `mp` earned against `n − 1` other results, factored to a
/// board of `most` results. Unchanged when `n == most`.
pub fn neuberg(mp: Q, n: u32, most: u32) -> Q {
    if n == most || n == 0 {
        return mp;
    }
    (mp + int(1)) * Q::new(i64::from(most), i64::from(n)) - int(1)
}

/// The scores of one direction, best first for comparisons: N-S's played scores sorted.
struct Field {
    sorted: Vec<Q>,
}

impl Field {
    /// (results below `q`, results equal to `q`) among the played scores.
    fn below_equal(&self, q: Q) -> (i64, i64) {
        let below = self.sorted.partition_point(|s| *s < q);
        let not_above = self.sorted.partition_point(|s| *s <= q);
        (below as i64, (not_above - below) as i64)
    }

    fn n(&self) -> i64 {
        self.sorted.len() as i64
    }
}

pub(super) fn board<K: Copy>(
    settings: &Settings,
    most: u32,
    board: u32,
    results: &[BoardResult<K>],
) -> Result<BoardLine<K>, ScoringError> {
    let mut sorted: Vec<Q> = results
        .iter()
        .filter_map(|r| match r.outcome {
            Outcome::Played(q) => Some(q),
            Outcome::Assigned(_) => None,
        })
        .collect();
    sorted.sort_unstable();
    let field = Field { sorted };
    let n = field.n() as u32;
    // The scale this board is scored on: the most-played board's, or its own.
    let scale = if settings.neuberg { most } else { n }.max(1);
    let top = int(2 * (i64::from(scale) - 1));
    // N-S's and E-W's matchpoints for a played N-S score, factored to the scale.
    let played = |q: Q| -> (Q, Q) {
        let (below, equal) = field.below_equal(q);
        let ns = int(2 * below + equal - 1);
        let ew = int(2 * (field.n() - 1)) - ns;
        (neuberg(ns, n, scale), neuberg(ew, n, scale))
    };
    // What the best and worst played results earned, per direction (the books' highest/lowest).
    let extremes = match (field.sorted.first(), field.sorted.last()) {
        (Some(&low), Some(&high)) => {
            let (ns_high, ew_low) = played(high);
            let (ns_low, ew_high) = played(low);
            Some([(ns_high, ns_low), (ew_high, ew_low)])
        }
        _ => None,
    };
    let shares = assigned::shares(settings.average_plus);
    let award = |side: usize, award: Award| -> Result<Q, ScoringError> {
        let average = int(i64::from(scale) - 1);
        let (highest, lowest) = extremes.map_or((average, average), |e| e[side]);
        Ok(match award {
            Award::Average => average,
            Award::AveragePlus => match shares {
                Some((plus, _)) => mul(plus, top)?,
                None => highest,
            },
            Award::AverageMinus => match shares {
                Some((_, minus)) => mul(minus, top)?,
                None => lowest,
            },
            Award::Highest => highest,
            Award::Lowest => lowest,
            Award::Score(q) => {
                // Compared with every played result as one more result on the board.
                let (below, equal) = field.below_equal(q);
                let above = field.n() - below - equal;
                let beaten = if side == 0 { below } else { above };
                neuberg(int(2 * beaten + equal), n + 1, scale)
            }
        })
    };
    let mut lines = Vec::with_capacity(results.len());
    for r in results {
        let (ns_points, ew_points) = match r.outcome {
            Outcome::Played(q) => {
                let (ns, ew) = played(q);
                (Some(ns), Some(ew))
            }
            Outcome::Assigned(a) => match a.sides() {
                None => (None, None),
                Some((ns, ew)) => (Some(award(0, ns)?), Some(award(1, ew)?)),
            },
        };
        lines.push(Scored {
            ns: r.ns,
            ew: r.ew,
            outcome: r.outcome,
            ns_points,
            ew_points,
        });
    }
    Ok(BoardLine {
        board,
        played: n,
        datum: None,
        top: Some(top),
        results: lines,
    })
}
