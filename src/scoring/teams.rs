//! Team matches: the keys are teams. A board counts for two teams when it was played at both
//! tables of their match, once with each team sitting N-S (the book's social duplicate, seed 001
//! L3090–3164: "Team A total = its N-S pair's result + its E-W pair's result on the same cards").
//! The board's figure for a team is its N-S score at one table less the other team's N-S score
//! at the other: points under `total-points` (Laws of Duplicate Bridge 2017, Law 78C), that
//! difference on the IMP scale under `imps` (Law 78B). Both tables' lines show the board's figure
//! for the team at that seat; the standings count it once. A board played at one table only
//! has no figure. An assigned outcome gives its sides 0 for average and ±3 IMPs
//! (`Settings::imps_average_plus`) for average plus / minus.

use super::{BoardLine, BoardResult, Method, Outcome, Scored, Settings, imps::imps, int};
use crate::exact::Q;
use crate::scoring::{Award, ScoringError};

pub(super) fn board<K: Ord + Copy>(
    method: Method,
    settings: &Settings,
    board: u32,
    results: &[BoardResult<K>],
    index: &[usize],
) -> Result<BoardLine<K>, ScoringError> {
    let mut lines: Vec<Scored<K>> = results
        .iter()
        .map(|r| Scored {
            ns: r.ns,
            ew: r.ew,
            outcome: r.outcome,
            ns_points: None,
            ew_points: None,
        })
        .collect();
    let award = |i: usize, award: Award| -> Result<Q, ScoringError> {
        let plus = int(i64::from(settings.imps_average_plus));
        match (method, award) {
            (_, Award::Average) => Ok(int(0)),
            (Method::Imps, Award::AveragePlus) => Ok(plus),
            (Method::Imps, Award::AverageMinus) => Ok(-plus),
            (Method::Imps, _) => Err(ScoringError::new(
                format!("results[{}].assigned", index[i]),
                "a team match takes average, average plus or average minus",
            )),
            _ => Err(ScoringError::new(
                format!("results[{}].assigned", index[i]),
                "a team match by total points takes only average",
            )),
        }
    };
    let played = results
        .iter()
        .filter(|r| matches!(r.outcome, Outcome::Played(_)))
        .count() as u32;
    for i in 0..results.len() {
        let a = results[i];
        // The other table of the same match: the same two teams, seats turned.
        let Some(j) =
            (i + 1..results.len()).find(|&j| results[j].ns == a.ew && results[j].ew == a.ns)
        else {
            continue;
        };
        let b = results[j];
        // Figures for the team sitting N-S at table i (team x) and at table j (team y).
        let (x, y) = match (a.outcome, b.outcome) {
            (Outcome::Played(p), Outcome::Played(q)) => {
                let net = p - q;
                let x = match method {
                    Method::Imps => int(imps(net)),
                    _ => net,
                };
                (x, -x)
            }
            (Outcome::Assigned(s), _) | (_, Outcome::Assigned(s))
                if matches!(s, super::Assigned::NotPlayed) =>
            {
                continue;
            }
            (oa, ob) => {
                // Each assigned table gives each of its sides its award; a played table adds 0.
                let mut x = int(0);
                let mut y = int(0);
                for (k, outcome, ns_is_x) in [(i, oa, true), (j, ob, false)] {
                    if let Outcome::Assigned(s) = outcome
                        && let Some((ns, ew)) = s.sides()
                    {
                        let (ns, ew) = (award(k, ns)?, award(k, ew)?);
                        if ns_is_x {
                            x += ns;
                            y += ew;
                        } else {
                            y += ns;
                            x += ew;
                        }
                    }
                }
                (x, y)
            }
        };
        lines[i].ns_points = Some(x);
        lines[i].ew_points = Some(y);
        lines[j].ns_points = Some(y);
        lines[j].ew_points = Some(x);
    }
    Ok(BoardLine {
        board,
        played,
        datum: None,
        top: None,
        results: lines,
    })
}
