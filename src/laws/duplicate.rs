//! Duplicate whist and compass (duplicate) auction: scores against the direction average.
//!
//! Sources: Rules of Card Games (seed 001) L2897–3027 (Rules for Duplicate), L3250–3410
//! (Laws of Duplicate Auction Bridge, KWC 1926), L3940–4333 (Laws of Duplicate Whist 1900–1914).

use std::collections::BTreeMap;

use num_traits::{CheckedAdd, CheckedSub, Zero};
use serde::{Deserialize, Serialize};

use crate::exact::Q;
use crate::laws::LawError;

pub mod fouled;
pub mod methods;
pub mod season;
#[cfg(test)]
mod tests;
pub mod wire;

pub use season::{Family, SeasonEntry, SeasonLine, SeasonRanking, SeasonTable, place_share};
pub use wire::score_json;

use crate::laws::registry::{Law, Setting};

pub const LAWS: &[Law] = &[Law {
    id: "duplicate",
    name: "Duplicate whist and compass auction: plus and minus against the average",
    sources: "seed 001 L2897–3027, L3250–3410, L3940–4333",
    doc: "docs/laws/duplicate.md",
    settings: &[
        Setting {
            name: "revoke_rule",
            values: &["\"general\"", "\"pair\""],
            default: "\"general\"",
            about: "how a revoke penalty is bounded by the average: the general law or the pair-match rule (Law X §4, L4251–4277)",
        },
        Setting {
            name: "method",
            values: &[
                "\"plus-minus\"",
                "\"matchpoints\"",
                "\"cross-imps\"",
                "\"butler\"",
            ],
            default: "\"plus-minus\"",
            about: "how the boards are compared: the book's plus and minus against the average (L3017–3024), or matchpoints, cross-IMPs or Butler (docs/scoring.md)",
        },
    ],
    score: score_json,
    table: None,
}];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Direction {
    #[serde(rename = "NS", alias = "ns")]
    Ns,
    #[serde(rename = "EW", alias = "ew")]
    Ew,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Game {
    Whist,
    Auction,
}

/// How a revoke penalty at duplicate whist is bounded (Law X §4, seed 001 L4251–4277).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RevokeRule {
    /// Cut to the average of the revoking direction at the other tables, floored at the tricks
    /// won before the first revoke.
    #[default]
    General,
    /// Pair matches: bounded by the maximum / minimum at the other tables, shown as ±R.
    Pair,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revoke {
    pub by: Direction,
    /// Revokes by that side on the deal (1 or more).
    pub count: u8,
    /// Tricks the revoking side had won before its first revoke.
    pub tricks_before: u8,
}

/// What was entered for one board at one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    Whist {
        ns_tricks: u8,
        revoke: Option<Revoke>,
    },
    Auction {
        ns_points: i64,
        ew_points: i64,
        /// KWC law 10 (seed 001 L3364–3376): what the caps held back from the board's winners,
        /// signed as N-S points (positive when N-S won). The winners are credited the capped
        /// difference, the losers debited the full one. Zero when no cap bit.
        excess: i64,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardResult {
    pub board: u32,
    pub ns: u32,
    pub ew: u32,
    pub entry: Entry,
}

/// A result after the law: each side's score on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoredResult {
    pub ns: u32,
    pub ew: u32,
    pub ns_score: Q,
    pub ew_score: Q,
    /// The revoke penalty as applied to the N-S score (negative when N-S revoked), if any.
    pub ns_revoke_adjustment: Option<Q>,
    /// Who passed the board on fouled, their 50 already taken from these scores (KWC law 4d).
    pub passed_fouled: Option<fouled::FouledBy>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardSummary {
    pub board: u32,
    pub ns_average: Q,
    pub ew_average: Q,
    pub results: Vec<ScoredResult>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairStanding {
    pub direction: Direction,
    pub pair: u32,
    pub boards: u32,
    /// Tricks (whist) or net points (auction) over the boards played.
    pub score: Q,
    /// Σ of the pair's direction average over the boards it played.
    pub average: Q,
    /// `score - average`.
    pub plus_minus: Q,
    /// Competition rank (1, 2, 2, 4) by plus/minus among the pair's direction.
    pub rank_in_direction: u32,
    /// Competition rank by plus/minus among all pairs.
    pub rank_overall: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// Sorted N-S first, then by pair number.
    pub pairs: Vec<PairStanding>,
    /// Sorted by board number; results within a board by N-S pair number.
    pub boards: Vec<BoardSummary>,
}

impl Standings {
    /// The summary of `board`, found by binary search since the boards are kept sorted: the
    /// results file and API look a board up for each of up to 36,000 results.
    pub fn board(&self, board: u32) -> Option<&BoardSummary> {
        let i = self.boards.binary_search_by_key(&board, |b| b.board).ok()?;
        Some(&self.boards[i])
    }
}

/// The tricks in a deal.
const TRICKS: i64 = 13;
/// The most points a side may enter for one board; keeps every sum far inside `i64`.
pub const MAX_POINTS: i64 = 100_000;

/// How the revoke rule is applied, in order, as the event page prints it.
pub fn describe(rule: RevokeRule) -> &'static str {
    match rule {
        RevokeRule::General => {
            "Revokes (Laws of Duplicate Whist, Law X §4): 1. two tricks pass to the opponents for the \
             side's first revoke on the deal and one for each further revoke; 2. the revoking side then \
             scores no more than the average its direction made on that board at the other tables (their \
             tricks as played); 3. but never fewer than the tricks it had won before its first revoke. \
             The opponents score the rest of the thirteen. With no other table on the board, only steps 1 \
             and 3 apply."
        }
        RevokeRule::Pair => {
            "Revokes in a pair match (Law X §4): the score is recorded as made and the penalty shown \
             apart as ±R. 1. The opponents gain two tricks for the first revoke and one for each further \
             revoke, but not above the most their direction made on that board at the other tables; if \
             they already made more than that without the penalty, the score stands as made; 2. the \
             revoking side never falls below the tricks it had won before its first revoke. With no \
             other table on the board, the whole penalty applies, subject to step 2."
        }
    }
}

/// Scores every result and ranks every pair. Refuses a result twice for the same board and
/// pair, tricks outside 0..=13, and revoke details that cannot be, naming the field as
/// `results[i].field`.
pub fn standings(
    game: Game,
    rule: RevokeRule,
    results: &[BoardResult],
) -> Result<Standings, LawError> {
    standings_fouled(game, rule, results, &[])
}

/// [`standings`], with the pairs that passed a fouled board on penalised (KWC law 4d).
pub fn standings_fouled(
    game: Game,
    rule: RevokeRule,
    results: &[BoardResult],
    passed_fouled: &[fouled::Fouled],
) -> Result<Standings, LawError> {
    check(game, results)?;
    let mut by_board: BTreeMap<u32, Vec<&BoardResult>> = BTreeMap::new();
    for r in results {
        by_board.entry(r.board).or_default().push(r);
    }
    let mut boards = Vec::with_capacity(by_board.len());
    let mut pairs: BTreeMap<(Direction, u32), Tally> = BTreeMap::new();
    for (board, mut played) in by_board {
        played.sort_by_key(|r| r.ns);
        let mut summary = score_board(board, rule, &played)?;
        fouled::apply(&mut summary, passed_fouled);
        for s in &summary.results {
            pairs
                .entry((Direction::Ns, s.ns))
                .or_default()
                .add(s.ns_score, summary.ns_average)?;
            pairs
                .entry((Direction::Ew, s.ew))
                .or_default()
                .add(s.ew_score, summary.ew_average)?;
        }
        boards.push(summary);
    }
    let mut standings = pairs
        .into_iter()
        .map(|((direction, pair), t)| {
            Ok(PairStanding {
                direction,
                pair,
                boards: t.boards,
                score: t.score,
                average: t.average,
                plus_minus: t.score.checked_sub(&t.average).ok_or_else(too_fine)?,
                rank_in_direction: 0,
                rank_overall: 0,
            })
        })
        .collect::<Result<Vec<_>, LawError>>()?;
    let overall = competition_ranks(&standings.iter().map(|p| p.plus_minus).collect::<Vec<_>>());
    for (p, rank) in standings.iter_mut().zip(overall) {
        p.rank_overall = rank;
    }
    for direction in [Direction::Ns, Direction::Ew] {
        let idx: Vec<usize> = (0..standings.len())
            .filter(|&i| standings[i].direction == direction)
            .collect();
        let ranks = competition_ranks(
            &idx.iter()
                .map(|&i| standings[i].plus_minus)
                .collect::<Vec<_>>(),
        );
        for (i, rank) in idx.into_iter().zip(ranks) {
            standings[i].rank_in_direction = rank;
        }
    }
    Ok(Standings {
        pairs: standings,
        boards,
    })
}

/// Competition ranks (1, 2, 2, 4), highest value first.
pub fn competition_ranks(values: &[Q]) -> Vec<u32> {
    values
        .iter()
        .map(|v| 1 + values.iter().filter(|w| *w > v).count() as u32)
        .collect()
}

#[derive(Default)]
struct Tally {
    boards: u32,
    score: Q,
    average: Q,
}

impl Tally {
    fn add(&mut self, score: Q, average: Q) -> Result<(), LawError> {
        self.boards += 1;
        self.score = self.score.checked_add(&score).ok_or_else(too_fine)?;
        self.average = self.average.checked_add(&average).ok_or_else(too_fine)?;
        Ok(())
    }
}

/// Exact fractions with ever more different denominators can outgrow 64 bits only on input no
/// club night produces (boards played at dozens of different numbers of tables); refuse it
/// rather than round.
fn too_fine() -> LawError {
    LawError::new(
        "results",
        "the boards were played at too many different numbers of tables to keep the averages exact",
    )
}

fn mean(values: &[Q]) -> Result<Option<Q>, LawError> {
    if values.is_empty() {
        return Ok(None);
    }
    let mut sum = Q::zero();
    for v in values {
        sum = sum.checked_add(v).ok_or_else(too_fine)?;
    }
    Ok(Some(sum / Q::from_integer(values.len() as i64)))
}

fn score_board(
    board: u32,
    rule: RevokeRule,
    played: &[&BoardResult],
) -> Result<BoardSummary, LawError> {
    let tricks = Q::from_integer(TRICKS);
    let mut results = Vec::with_capacity(played.len());
    for (i, r) in played.iter().enumerate() {
        let (ns_score, ew_score, adjustment) = match r.entry {
            Entry::Auction {
                ns_points,
                ew_points,
                excess,
            } => {
                let (ns, ew) = auction_nets(ns_points, ew_points, excess);
                (Q::from_integer(ns), Q::from_integer(ew), None)
            }
            Entry::Whist {
                ns_tricks,
                revoke: None,
            } => {
                let ns = Q::from_integer(i64::from(ns_tricks));
                (ns, tricks - ns, None)
            }
            Entry::Whist {
                ns_tricks,
                revoke: Some(revoke),
            } => {
                let others: Vec<u8> = played
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .filter_map(|(_, o)| match o.entry {
                        Entry::Whist { ns_tricks, .. } => Some(ns_tricks),
                        Entry::Auction { .. } => None,
                    })
                    .collect();
                let ns = revoked_ns_score(rule, ns_tricks, revoke, &others)?;
                (
                    ns,
                    tricks - ns,
                    Some(ns - Q::from_integer(i64::from(ns_tricks))),
                )
            }
        };
        results.push(ScoredResult {
            ns: r.ns,
            ew: r.ew,
            ns_score,
            ew_score,
            ns_revoke_adjustment: adjustment,
            passed_fouled: None,
        });
    }
    // Each direction's own average: under law 10 one side's loss can exceed the other's gain.
    let ns_average =
        mean(&results.iter().map(|r| r.ns_score).collect::<Vec<_>>())?.unwrap_or_default();
    let ew_average =
        mean(&results.iter().map(|r| r.ew_score).collect::<Vec<_>>())?.unwrap_or_default();
    Ok(BoardSummary {
        board,
        ns_average,
        ew_average,
        results,
    })
}

/// Each direction's net on an auction board (KWC law 10, seed 001 L3364–3376): "the losers shall
/// score the full amount of loss in their 'minus' column and the winners the restricted amount in
/// their 'plus' column".
pub fn auction_nets(ns_points: i64, ew_points: i64, excess: i64) -> (i64, i64) {
    let restricted = ns_points - ew_points;
    let full = restricted + excess;
    if full >= 0 {
        (restricted, -full)
    } else {
        (full, -restricted)
    }
}

/// The N-S score of a deal on which `revoke.by` revoked, given the N-S tricks as played at the
/// other tables on the same board. Law X §4, seed 001 L4251–4277.
///
/// The bounds use the other tables' tricks *as played* (before their own revoke penalties), so
/// that two revokes on one board never depend on each other.
pub fn revoked_ns_score(
    rule: RevokeRule,
    ns_tricks: u8,
    revoke: Revoke,
    other_ns_tricks: &[u8],
) -> Result<Q, LawError> {
    let ns = i64::from(ns_tricks);
    // Work from the revoking side's point of view, then turn back to N-S.
    let (made, others): (i64, Vec<i64>) = match revoke.by {
        Direction::Ns => (ns, other_ns_tricks.iter().map(|&t| i64::from(t)).collect()),
        Direction::Ew => (
            TRICKS - ns,
            other_ns_tricks
                .iter()
                .map(|&t| TRICKS - i64::from(t))
                .collect(),
        ),
    };
    let penalty = 2 + i64::from(revoke.count.saturating_sub(1));
    let before = Q::from_integer(i64::from(revoke.tricks_before));
    // A side cannot give up more tricks than it took.
    let transferred = Q::from_integer((made - penalty).max(0));
    let revoker = match rule {
        RevokeRule::General => {
            let others: Vec<Q> = others.into_iter().map(Q::from_integer).collect();
            match mean(&others)? {
                Some(average) => transferred.min(average),
                None => transferred,
            }
        }
        RevokeRule::Pair => {
            // The opponents' best at the other tables is the revokers' worst there.
            match others.iter().min() {
                None => transferred,
                Some(&least) if made <= least => Q::from_integer(made),
                Some(&least) => transferred.max(Q::from_integer(least)),
            }
        }
    };
    let revoker = revoker.max(before);
    Ok(match revoke.by {
        Direction::Ns => revoker,
        Direction::Ew => Q::from_integer(TRICKS) - revoker,
    })
}

/// Checks one entry against the game, naming the field as the entry calls it (`ns_tricks`,
/// `revoke.count`, `revoke.tricks_before`, `ns_points`, `ew_points`).
pub fn check_entry(game: Game, entry: &Entry) -> Result<(), LawError> {
    match (game, *entry) {
        (Game::Whist, Entry::Whist { ns_tricks, revoke }) => {
            if ns_tricks > 13 {
                return Err(LawError::new(
                    "ns_tricks",
                    format!("{ns_tricks} is not from 0 to 13"),
                ));
            }
            let Some(revoke) = revoke else { return Ok(()) };
            if revoke.count == 0 {
                return Err(LawError::new("revoke.count", "0 is not 1 or more"));
            }
            let took = match revoke.by {
                Direction::Ns => ns_tricks,
                Direction::Ew => 13 - ns_tricks,
            };
            if revoke.tricks_before > took {
                return Err(LawError::new(
                    "revoke.tricks_before",
                    format!(
                        "{} is more than the {took} tricks the revoking side took",
                        revoke.tricks_before
                    ),
                ));
            }
            Ok(())
        }
        (
            Game::Auction,
            Entry::Auction {
                ns_points,
                ew_points,
                excess,
            },
        ) => {
            if excess.abs() > MAX_POINTS {
                return Err(LawError::new(
                    "excess",
                    format!("{excess} is beyond ±{MAX_POINTS}"),
                ));
            }
            for (field, points) in [("ns_points", ns_points), ("ew_points", ew_points)] {
                if points < 0 {
                    return Err(LawError::new(field, format!("{points} is negative")));
                }
                if points > MAX_POINTS {
                    return Err(LawError::new(
                        field,
                        format!("{points} is more than {MAX_POINTS}"),
                    ));
                }
            }
            Ok(())
        }
        (Game::Whist, Entry::Auction { .. }) => Err(LawError::new(
            "ns_tricks",
            "missing: a whist result gives the N-S tricks",
        )),
        (Game::Auction, Entry::Whist { .. }) => Err(LawError::new(
            "ns_points",
            "missing: an auction result gives each side's points",
        )),
    }
}

fn check(game: Game, results: &[BoardResult]) -> Result<(), LawError> {
    if results.is_empty() {
        return Err(LawError::new("results", "no results"));
    }
    let mut seen_ns: BTreeMap<(u32, u32), usize> = BTreeMap::new();
    let mut seen_ew: BTreeMap<(u32, u32), usize> = BTreeMap::new();
    for (i, r) in results.iter().enumerate() {
        let at = |field: &str| format!("results[{i}].{field}");
        for (field, value, what) in [
            ("board", r.board, "a board number"),
            ("ns", r.ns, "a pair number"),
            ("ew", r.ew, "a pair number"),
        ] {
            if value == 0 {
                return Err(LawError::new(at(field), format!("0 is not {what}")));
            }
        }
        check_entry(game, &r.entry).map_err(|e| LawError::new(at(&e.field), e.message))?;
        if let Some(j) = seen_ns.insert((r.board, r.ns), i) {
            return Err(LawError::new(
                at("ns"),
                format!(
                    "board {} already has a result for N-S {} (results[{j}])",
                    r.board, r.ns
                ),
            ));
        }
        if let Some(j) = seen_ew.insert((r.board, r.ew), i) {
            return Err(LawError::new(
                at("ew"),
                format!(
                    "board {} already has a result for E-W {} (results[{j}])",
                    r.board, r.ew
                ),
            ));
        }
    }
    Ok(())
}

/// The book's own form of the average (seed 001 L3017–3024): a direction's total divided by the
/// number of tables. Equal to the per-board form when every board is played at every table.
pub fn average_by_tables(direction_total: Q, tables: u32) -> Q {
    direction_total / Q::from_integer(i64::from(tables.max(1)))
}
