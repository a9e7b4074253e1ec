//! KWC law 4d (seed 001 L3312–3315) in an event scored by a method of `scoring`: the law's
//! scores carry the 50 a pair lost for passing a board on fouled, but a method compares the
//! boards as played (as `laws::duplicate::methods` does for `hoyle score duplicate`), so the 50
//! is put back for the comparison; under plus and minus (with scores assigned) it is then taken
//! from the offending pair's figure and total, and the pairs are ranked again.

use std::collections::BTreeMap;

use super::method::ResultKey;
use crate::exact::Q;
use crate::laws::duplicate::fouled::FouledBy;
use crate::laws::duplicate::{Direction, ScoredResult};
use crate::scoring::{self, Method};

/// A result whose pair or pairs passed the board on fouled: its place, the method's keys of its
/// N-S and E-W hands, and who.
pub(super) struct Line<K> {
    pub result: ResultKey,
    pub ns: K,
    pub ew: K,
    pub by: FouledBy,
}

/// The N-S hands' score as played: the law's, with law 4d's 50 put back.
pub(super) fn as_played(r: &ScoredResult) -> Q {
    let back = r
        .passed_fouled
        .map_or(0, |by| by.points_from(Direction::Ns));
    r.ns_score + Q::from_integer(back)
}

/// Under plus and minus, takes each line's 50 from the offending side's figure and its pair's
/// total, and ranks the pairs again; any other method leaves the figures as played.
pub(super) fn take<K: Ord + Copy>(
    method: Method,
    lines: &[Line<K>],
    pairs: &mut [scoring::PairLine<K, Direction>],
    by_result: &mut BTreeMap<ResultKey, (Option<Q>, Option<Q>)>,
) {
    if method != Method::PlusMinus || lines.is_empty() {
        return;
    }
    for l in lines {
        let (ns, ew) = (
            Q::from_integer(l.by.points_from(Direction::Ns)),
            Q::from_integer(l.by.points_from(Direction::Ew)),
        );
        for (key, points) in [(l.ns, ns), (l.ew, ew)] {
            if let Some(p) = pairs.iter_mut().find(|p| p.key == key) {
                p.total -= points;
            }
        }
        if let Some((n, e)) = by_result.get_mut(&l.result) {
            *n = n.map(|q| q - ns);
            *e = e.map(|q| q - ew);
        }
    }
    scoring::rerank(pairs);
}
