//! The book's plus and minus: each result against its direction's average on the board (seed 001
//! L3017–3024; KWC law 11, L3388–3405). N-S's figure is its score less the N-S average; E-W's is
//! the same difference reversed, which is the book's E-W comparison whenever a board's E-W score
//! is a constant less the N-S score (whist's thirteen tricks, an auction net). The event's own
//! standings with the law's revoke bounds and KWC law 10's excess column stay
//! `laws::duplicate::standings`; this module gives the same figures for the methods' common
//! shape, and the worth of an assigned score under plus and minus.

use super::{BoardLine, BoardResult, Outcome, Scored, Settings, assigned, int, mul};
use crate::exact::Q;
use crate::scoring::{Award, ScoringError};

pub(super) fn board<K: Copy>(
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
    let n = played.len();
    let mut sum = Q::from_integer(0);
    for q in &played {
        sum = super::add(sum, *q)?;
    }
    let average = (n > 0).then(|| sum / int(n as i64));
    let high = played.iter().max().copied();
    let low = played.iter().min().copied();
    let shares = assigned::shares(settings.average_plus);
    // A side's figure for an award: N-S is side 0, E-W side 1.
    let award = |side: usize, award: Award| -> Result<Q, ScoringError> {
        let (Some(average), Some(high), Some(low)) = (average, high, low) else {
            // No played result to compare with: nothing above or below the average.
            return Ok(Q::from_integer(0));
        };
        let (best, worst) = if side == 0 {
            (high - average, low - average)
        } else {
            (average - low, average - high)
        };
        // A percentage is read as the same share of the way from the average (50 %) to the
        // best (100 %) or worst (0 %) score: the books have no average plus.
        let fifty = int(50);
        Ok(match award {
            Award::Average => Q::from_integer(0),
            Award::AveragePlus => match shares {
                Some((plus, _)) => mul(best, (plus * int(100) - fifty) / fifty)?,
                None => best,
            },
            Award::AverageMinus => match shares {
                Some((_, minus)) => mul(worst, (fifty - minus * int(100)) / fifty)?,
                None => worst,
            },
            Award::Highest => best,
            Award::Lowest => worst,
            Award::Score(q) if side == 0 => q - average,
            Award::Score(q) => average - q,
        })
    };
    let mut lines = Vec::with_capacity(results.len());
    for r in results {
        let (ns_points, ew_points) = match r.outcome {
            Outcome::Played(q) => {
                let diff = average.map_or(Q::from_integer(0), |a| q - a);
                (Some(diff), Some(-diff))
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
        played: n as u32,
        datum: average,
        top: None,
        results: lines,
    })
}
