//! `hoyle score duplicate` with a scoring method other than the book's plus and minus, or with
//! assigned results: the law scores the played results (tricks or points, revokes, caps), and
//! `scoring` turns them into the method's figures (docs/scoring.md). Plus and minus stays the
//! book's: an assigned result is credited its direction's average on the board and the method's
//! figure on top of it (0 for an average score).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::wire::{Output, OutputBoard, OutputPair, OutputResult};
use super::{BoardResult, BoardSummary, Direction, Game, RevokeRule, Standings, competition_ranks};
use crate::exact::{Hundredths, Q};
use crate::laws::LawError;
use crate::scoring::{self, Assigned, Award, Method, Outcome, Settings, Side};

impl From<scoring::ScoringError> for LawError {
    fn from(e: scoring::ScoringError) -> Self {
        LawError::new(e.field, e.message)
    }
}

/// An assigned result as the JSON writes it: `"average"` (both sides), `"not-played"`, or each
/// side's award, `{"ns": "average-plus", "ew": "average-minus"}`, an award being a word or
/// `{"score": N}` (a score as if played, N-S's score as the law scores it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum WireAssigned {
    Word(String),
    Sides { ns: WireAward, ew: WireAward },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum WireAward {
    Word(String),
    Score { score: i64 },
}

const WORDS: &str = "average, average-plus, average-minus, highest, lowest or not-played";

impl WireAssigned {
    /// Reads it, naming `field` (`results[i].assigned`) when it is not one of the words.
    pub fn read(&self, field: &str) -> Result<Assigned, LawError> {
        let award = |w: &WireAward, side: &str| match w {
            WireAward::Score { score } => Ok(Award::Score(Q::from_integer(*score))),
            WireAward::Word(word) => Award::parse(word).ok_or_else(|| {
                LawError::new(
                    format!("{field}.{side}"),
                    format!(
                        "\"{word}\" is not {}",
                        WORDS.trim_end_matches(" or not-played")
                    ),
                )
            }),
        };
        match self {
            WireAssigned::Word(word) if word == "not-played" => Ok(Assigned::NotPlayed),
            WireAssigned::Word(word) => {
                let a = Award::parse(word)
                    .ok_or_else(|| LawError::new(field, format!("\"{word}\" is not {WORDS}")))?;
                Ok(Assigned::Award { ns: a, ew: a })
            }
            WireAssigned::Sides { ns, ew } => Ok(Assigned::Award {
                ns: award(ns, "ns")?,
                ew: award(ew, "ew")?,
            }),
        }
    }
}

/// One input result after reading: played (for the law) or assigned.
pub(super) enum Item {
    Played(BoardResult),
    Assigned {
        board: u32,
        ns: u32,
        ew: u32,
        assigned: Assigned,
        wire: WireAssigned,
    },
}

impl Item {
    fn key(&self) -> (u32, u32, u32) {
        match self {
            Item::Played(r) => (r.board, r.ns, r.ew),
            Item::Assigned { board, ns, ew, .. } => (*board, *ns, *ew),
        }
    }
}

fn side(d: Side) -> Direction {
    match d {
        Side::Ns => Direction::Ns,
        Side::Ew => Direction::Ew,
    }
}

/// A law refusal of the played results names its place among them; turn it back to the input's.
fn renumber(e: LawError, index: &[usize]) -> LawError {
    let renamed = e
        .field
        .strip_prefix("results[")
        .and_then(|rest| rest.split_once(']'))
        .and_then(|(n, tail)| {
            let i: usize = n.parse().ok()?;
            Some(format!("results[{}]{tail}", index.get(i)?))
        });
    match renamed {
        Some(field) => LawError::new(field, e.message),
        None => e,
    }
}

#[derive(Default)]
struct Tally {
    boards: u32,
    score: Q,
    average: Q,
}

pub(super) fn output(
    game: Game,
    rule: RevokeRule,
    method: Method,
    settings: &Settings,
    items: &[Item],
    passed_fouled: &[super::fouled::Fouled],
) -> Result<Output, LawError> {
    let (index, played): (Vec<usize>, Vec<BoardResult>) = items
        .iter()
        .enumerate()
        .filter_map(|(i, item)| match item {
            Item::Played(r) => Some((i, *r)),
            Item::Assigned { .. } => None,
        })
        .unzip();
    let law = if played.is_empty() {
        Standings {
            pairs: Vec::new(),
            boards: Vec::new(),
        }
    } else {
        super::standings_fouled(game, rule, &played, passed_fouled)
            .map_err(|e| renumber(e, &index))?
    };
    let summaries: BTreeMap<u32, &BoardSummary> = law.boards.iter().map(|b| (b.board, b)).collect();
    let scored = |board: u32, ns: u32| {
        summaries
            .get(&board)
            .and_then(|b| b.results.iter().find(|r| r.ns == ns))
    };
    let inputs: Vec<scoring::BoardResult<(Side, u32)>> = items
        .iter()
        .map(|item| {
            let (board, ns, ew) = item.key();
            let outcome = match item {
                // The methods compare the boards as played: law 4d's penalty is put back.
                Item::Played(_) => Outcome::Played(scored(board, ns).map_or(Q::default(), |r| {
                    let back = r
                        .passed_fouled
                        .filter(|by| by.includes(Direction::Ns))
                        .map_or(0, |_| super::fouled::PASSED_FOULED);
                    r.ns_score + Q::from_integer(back)
                })),
                Item::Assigned { assigned, .. } => Outcome::Assigned(*assigned),
            };
            scoring::BoardResult {
                board,
                ns: (Side::Ns, ns),
                ew: (Side::Ew, ew),
                outcome,
            }
        })
        .collect();
    let by_direction = |k: (Side, u32)| k.0;
    let pm = scoring::standings(Method::PlusMinus, settings, &inputs, by_direction)?;
    let chosen = match method {
        Method::PlusMinus => None,
        _ => Some(scoring::standings(method, settings, &inputs, by_direction)?),
    };
    // Each board's results in input order (as `scoring` keeps them), with the chosen figures.
    let mut order: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (i, r) in inputs.iter().enumerate() {
        order.entry(r.board).or_default().push(i);
    }
    let mut tallies: BTreeMap<(Side, u32), Tally> = BTreeMap::new();
    let mut boards = Vec::with_capacity(order.len());
    for (b, (board, idx)) in order.iter().enumerate() {
        let summary = summaries.get(board);
        let ns_average = summary.map_or(Q::default(), |s| s.ns_average);
        let ew_average = summary.map_or(Q::default(), |s| s.ew_average);
        let mut results = Vec::with_capacity(idx.len());
        for (k, &i) in idx.iter().enumerate() {
            let line = &pm.boards[b].results[k];
            let figures = chosen.as_ref().map(|c| &c.boards[b].results[k]);
            let (ns_score, ew_score, adjustment, wire, fouled) = match &items[i] {
                Item::Played(r) => {
                    let s = scored(r.board, r.ns);
                    (
                        s.map(|s| s.ns_score),
                        s.map(|s| s.ew_score),
                        s.and_then(|s| s.ns_revoke_adjustment),
                        None,
                        s.and_then(|s| s.passed_fouled),
                    )
                }
                Item::Assigned { wire, .. } => (
                    line.ns_points.map(|f| ns_average + f),
                    line.ew_points.map(|f| ew_average + f),
                    None,
                    Some(wire.clone()),
                    None,
                ),
            };
            for (key, score, average) in [
                (line.ns, ns_score, ns_average),
                (line.ew, ew_score, ew_average),
            ] {
                let t = tallies.entry(key).or_default();
                if let Some(score) = score {
                    t.boards += 1;
                    t.score = scoring_add(t.score, score)?;
                    t.average = scoring_add(t.average, average)?;
                }
            }
            let (mut ns_mp, mut ew_mp, mut ns_imps, mut ew_imps) = (None, None, None, None);
            if let Some(f) = figures {
                let h = |q: Option<Q>| q.map(Hundredths::of);
                if method == Method::Matchpoints {
                    (ns_mp, ew_mp) = (h(f.ns_points), h(f.ew_points));
                } else {
                    (ns_imps, ew_imps) = (h(f.ns_points), h(f.ew_points));
                }
            }
            results.push(OutputResult {
                ns: line.ns.1,
                ew: line.ew.1,
                ns_score: ns_score.map(Into::into),
                ew_score: ew_score.map(Into::into),
                ns_revoke_adjustment: adjustment.map(Into::into),
                assigned: wire,
                passed_fouled: fouled,
                ns_matchpoints: ns_mp,
                ew_matchpoints: ew_mp,
                ns_imps,
                ew_imps,
            });
        }
        results.sort_by_key(|r| r.ns);
        boards.push(OutputBoard {
            board: *board,
            ns_average: ns_average.into(),
            ew_average: ew_average.into(),
            datum: chosen
                .as_ref()
                .and_then(|c| c.boards[b].datum)
                .map(Into::into),
            results,
        });
    }
    let keys: Vec<(Side, u32)> = tallies.keys().copied().collect();
    let plus_minus: Vec<Q> = tallies.values().map(|t| t.score - t.average).collect();
    let overall = competition_ranks(&plus_minus);
    let mut in_direction = vec![0; keys.len()];
    for d in [Side::Ns, Side::Ew] {
        let idx: Vec<usize> = (0..keys.len()).filter(|&j| keys[j].0 == d).collect();
        let values: Vec<Q> = idx.iter().map(|&j| plus_minus[j]).collect();
        for (j, rank) in idx.into_iter().zip(competition_ranks(&values)) {
            in_direction[j] = rank;
        }
    }
    let mut pairs = Vec::with_capacity(keys.len());
    for (n, (key, t)) in tallies.iter().enumerate() {
        let mut pair = OutputPair {
            direction: side(key.0),
            pair: key.1,
            boards: t.boards,
            score: t.score.into(),
            average: t.average.into(),
            plus_minus: plus_minus[n].into(),
            rank_in_direction: in_direction[n],
            rank_overall: overall[n],
            matchpoints: None,
            percent: None,
            imps: None,
        };
        if let Some(line) = chosen
            .as_ref()
            .and_then(|c| c.pairs.iter().find(|p| p.key == *key))
        {
            pair.rank_in_direction = line.rank;
            pair.rank_overall = line.rank_overall;
            pair.boards = line.boards;
            if method == Method::Matchpoints {
                pair.matchpoints = Some(line.total.into());
                pair.percent = line.percent.map(Into::into);
            } else {
                pair.imps = Some(line.total.into());
            }
        }
        pairs.push(pair);
    }
    Ok(Output {
        game,
        revoke_rule: rule,
        method,
        pairs,
        boards,
    })
}

fn scoring_add(a: Q, b: Q) -> Result<Q, LawError> {
    use num_traits::CheckedAdd;
    a.checked_add(&b).ok_or_else(|| {
        LawError::new(
            "results",
            "the boards were played at too many different numbers of tables to keep the averages exact",
        )
    })
}

#[cfg(test)]
mod tests;
