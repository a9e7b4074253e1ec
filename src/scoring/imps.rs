//! International match points. The scale is the World Bridge Federation's (Laws of Duplicate
//! Bridge 2017, Law 78B): a difference of 0–10 points is 0 IMPs, 20–40 is 1, … 4000 and more is
//! 24. A difference that falls between two lines of the scale (possible only with fractional or
//! non-bridge scores) counts at the lower line. Cross-IMPs compare each result with every other
//! on the board; Butler compares each with the board's datum (docs/scoring.md).

use super::{BoardLine, BoardResult, CrossImps, Method, Outcome, Scored, Settings, add, int};
use crate::exact::Q;
use crate::scoring::{Award, ScoringError};

/// The least difference in points for each IMP from 1 to 24.
pub const SCALE: [i64; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
    2000, 2250, 2500, 3000, 3500, 4000,
];

/// The IMPs for a difference in points, with its sign.
pub fn imps(difference: Q) -> i64 {
    let numer = difference.numer().unsigned_abs();
    let denom = difference.denom().unsigned_abs();
    // |d| ≥ t  ⇔  |numer| ≥ t·denom, in u128 so no product can overflow.
    let count = SCALE.partition_point(|&t| u128::from(numer) >= t as u128 * u128::from(denom));
    let count = count as i64;
    if *difference.numer() < 0 {
        -count
    } else {
        count
    }
}

/// Butler's datum: the mean of the played scores, leaving out the highest and the lowest when
/// there are at least `drop_extremes_from` of them, rounded to the nearest `round_to`.
pub fn datum(settings: &Settings, played: &[Q]) -> Result<Option<Q>, ScoringError> {
    if played.is_empty() {
        return Ok(None);
    }
    let mut sorted = played.to_vec();
    sorted.sort_unstable();
    let kept = match settings.butler.drop_extremes_from {
        Some(from) if sorted.len() >= from.max(3) as usize => &sorted[1..sorted.len() - 1],
        _ => &sorted[..],
    };
    let mut sum = Q::from_integer(0);
    for q in kept {
        sum = add(sum, *q)?;
    }
    let mean = sum / int(kept.len() as i64);
    Ok(Some(round_to(mean, settings.butler.round_to)))
}

/// `q` to the nearest multiple of `step`, half away from zero; `step` 0 or 1 as it is for 0.
fn round_to(q: Q, step: u32) -> Q {
    if step == 0 {
        return q;
    }
    let step = int(i64::from(step));
    let units = q / step;
    let whole = units.trunc();
    let rest = units - whole;
    let half = Q::new(1, 2);
    let rounded = if rest >= half {
        whole + int(1)
    } else if rest <= -half {
        whole - int(1)
    } else {
        whole
    };
    rounded * step
}

pub(super) fn board<K: Copy>(
    method: Method,
    settings: &Settings,
    board: u32,
    results: &[BoardResult<K>],
) -> Result<BoardLine<K>, ScoringError> {
    let played: Vec<Q> = results
        .iter()
        .filter_map(|r| match r.outcome {
            Outcome::Played(q) => Some(q),
            Outcome::Assigned(_) => None,
        })
        .collect();
    let datum = match method {
        Method::Butler => datum(settings, &played)?,
        _ => None,
    };
    // N-S's IMPs for an N-S score: against the datum, or against every played score but its own.
    let ns_imps = |q: Q, own: bool| -> Q {
        match method {
            Method::Butler => datum.map_or(int(0), |d| int(imps(q - d))),
            _ => {
                let total: i64 = played.iter().map(|p| imps(q - *p)).sum();
                // Its own score compares with itself at 0 IMPs, so the sum is unchanged.
                let comparisons = played.len() as i64 - i64::from(own);
                match settings.cross_imps {
                    CrossImps::Total => int(total),
                    CrossImps::Average if comparisons > 0 => Q::new(total, comparisons),
                    CrossImps::Average => int(0),
                }
            }
        }
    };
    let extremes = match (played.iter().max(), played.iter().min()) {
        (Some(&high), Some(&low)) => Some((ns_imps(high, true), ns_imps(low, true))),
        _ => None,
    };
    let plus = int(i64::from(settings.imps_average_plus));
    let book = settings.average_plus == super::AveragePlus::Book;
    let award = |side: usize, award: Award| -> Q {
        // N-S's best is the highest score; E-W's the lowest, its IMPs reversed.
        let (best, worst) = match extremes {
            None => (int(0), int(0)),
            Some((high, low)) if side == 0 => (high, low),
            Some((high, low)) => (-low, -high),
        };
        match award {
            Award::Average => int(0),
            Award::AveragePlus if book => best,
            Award::AverageMinus if book => worst,
            Award::AveragePlus => plus,
            Award::AverageMinus => -plus,
            Award::Highest => best,
            Award::Lowest => worst,
            Award::Score(q) if side == 0 => ns_imps(q, false),
            Award::Score(q) => -ns_imps(q, false),
        }
    };
    let lines = results
        .iter()
        .map(|r| {
            let (ns_points, ew_points) = match r.outcome {
                Outcome::Played(q) => {
                    let ns = ns_imps(q, true);
                    (Some(ns), Some(-ns))
                }
                Outcome::Assigned(a) => match a.sides() {
                    None => (None, None),
                    Some((ns, ew)) => (Some(award(0, ns)), Some(award(1, ew))),
                },
            };
            Scored {
                ns: r.ns,
                ew: r.ew,
                outcome: r.outcome,
                ns_points,
                ew_points,
            }
        })
        .collect();
    Ok(BoardLine {
        board,
        played: played.len() as u32,
        datum,
        top: None,
        results: lines,
    })
}
