//! Duplicate whist and compass (duplicate) auction: scores against the direction average.
//!
//! Sources: Rules of Card Games (seed 001) L2897–3027 (Rules for Duplicate), L3250–3410
//! (Laws of Duplicate Auction Bridge, KWC 1926), L3940–4333 (Laws of Duplicate Whist 1900–1914).

use serde::{Deserialize, Serialize};

use crate::exact::Q;
use crate::laws::LawError;

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

/// Scores every result and ranks every pair. Refuses a result twice for the same board and
/// pair, tricks outside 0..=13, and revoke details that cannot be, naming the field as
/// `results[i].field`.
pub fn standings(
    game: Game,
    rule: RevokeRule,
    results: &[BoardResult],
) -> Result<Standings, LawError> {
    let _ = (game, rule, results);
    todo!("laws::duplicate::standings")
}
// STUB-MERGE
pub fn score_json(input: &str) -> Result<String, LawError> {
    let _ = input;
    todo!()
}
