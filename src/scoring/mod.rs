//! Scoring methods for duplicate events: how the scores on a board become each pair's (or
//! team's) figure, and the standings from those figures. Pure: no I/O, clock, SQL or HTTP.
//!
//! The API in a few lines:
//! - [`Method`] — `plus-minus` (the book's, as `laws::duplicate`), `matchpoints`, `cross-imps`,
//!   `butler`, and for team matches `total-points` and `imps`; [`Method::parse`], [`Method::id`],
//!   [`Method::sentence`] (for the event form).
//! - Input: [`BoardResult<K>`] — board, N-S key, E-W key (any `K: Ord + Copy`: a Mitchell's
//!   `(Side, u32)`, a Howell's `u32`, a team's number) and an [`Outcome`]: `Played(q)` with
//!   N-S's score as the law scored it (`laws::duplicate::ScoredResult::ns_score`; higher is better
//!   for N-S, and E-W's comparison is reversed), or `Assigned` ([`Assigned`], [`Award`]: average,
//!   average plus / minus, the books' highest / lowest score, a split award, not played).
//! - [`standings`]`(method, &Settings, &results, group)` → [`Standings`]: every result's figure for
//!   each side (`ns_points` / `ew_points`: matchpoints, IMPs, plus/minus or team points, exact
//!   [`Q`]), each board's datum, and each pair's total, maximum and percent (matchpoints) with
//!   competition ranks inside its group (`group(key)`: the direction for a Mitchell, [`one_field`]
//!   for a Howell) and overall. [`Settings`] holds every choice the sources leave open.
//! - [`imps::imps`] is the WBF scale; [`matchpoints::neuberg`] the factoring formula.
//!
//! Sources and formulas: docs/scoring.md.

use std::collections::BTreeMap;

use num_traits::{CheckedAdd, CheckedMul, Zero};
use serde::{Deserialize, Serialize};

use crate::exact::Q;

pub mod assigned;
pub mod imps;
pub mod matchpoints;
pub mod plus_minus;
mod ranks;
pub mod teams;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_books;
pub mod vp;

pub use assigned::{Assigned, Award};

/// Ranks `lines` again after their totals changed (a penalty taken after the method's figures,
/// `tournament::fouled`), as the methods rank them.
pub fn rerank<K: Ord + Copy, G: Ord + Copy>(lines: &mut [PairLine<K, G>]) {
    ranks::rank(lines);
}

/// A side of the table (the same two as `laws::duplicate::Direction`, kept here so that this
/// module needs nothing from `laws`, which calls it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    #[serde(rename = "NS", alias = "ns")]
    Ns,
    #[serde(rename = "EW", alias = "ew")]
    Ew,
}

/// Input refused, addressed to its field as `results[i].field` (converts into `LawError`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct ScoringError {
    pub field: String,
    pub message: String,
}

impl ScoringError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        ScoringError {
            field: field.into(),
            message: message.into(),
        }
    }
}

/// How an event's boards are scored.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// The book's: each pair's score against its direction's average on the board.
    #[default]
    PlusMinus,
    /// 2 for each score beaten, 1 for each tie; percentages; Neuberg for short boards.
    Matchpoints,
    /// IMPs against every other result on the board.
    CrossImps,
    /// IMPs against the board's datum score.
    Butler,
    /// A team match: the two tables' scores added.
    TotalPoints,
    /// A team match: the two tables' difference in IMPs.
    Imps,
}

impl Method {
    pub const ALL: [Method; 6] = [
        Method::PlusMinus,
        Method::Matchpoints,
        Method::CrossImps,
        Method::Butler,
        Method::TotalPoints,
        Method::Imps,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Method::PlusMinus => "plus-minus",
            Method::Matchpoints => "matchpoints",
            Method::CrossImps => "cross-imps",
            Method::Butler => "butler",
            Method::TotalPoints => "total-points",
            Method::Imps => "imps",
        }
    }

    pub fn parse(id: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.id() == id)
    }

    /// Its name on a page.
    pub fn name(self) -> &'static str {
        match self {
            Method::PlusMinus => "Plus and minus against the average",
            Method::Matchpoints => "Matchpoints",
            Method::CrossImps => "Cross-IMPs",
            Method::Butler => "Butler (IMPs against a datum)",
            Method::TotalPoints => "Total points (team match)",
            Method::Imps => "IMPs (team match)",
        }
    }

    /// One sentence for the event form.
    pub fn sentence(self) -> &'static str {
        match self {
            Method::PlusMinus => {
                "Each pair's score on a board is compared with the average of its direction on that \
                 board, and the differences are added up (the book's way)."
            }
            Method::Matchpoints => {
                "On each board a pair earns 2 points for every pair in its direction it beat and 1 \
                 for every tie; the totals are shown as percentages of the most possible."
            }
            Method::CrossImps => {
                "Each score is compared with every other score on the board, each difference turned \
                 into IMPs on the international scale, and the IMPs averaged."
            }
            Method::Butler => {
                "Each score is compared with the board's average score (the datum) and the \
                 difference turned into IMPs on the international scale."
            }
            Method::TotalPoints => {
                "A team match: each team's scores at the two tables are added, board by board."
            }
            Method::Imps => {
                "A team match: on each board the difference between the two tables is turned into \
                 IMPs on the international scale."
            }
        }
    }

    /// Whether the method compares a team's two tables rather than pairs across the field.
    pub fn is_team(self) -> bool {
        matches!(self, Method::TotalPoints | Method::Imps)
    }
}

/// One result on one board, keyed by the caller's pair (or team) key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardResult<K> {
    pub board: u32,
    pub ns: K,
    pub ew: K,
    pub outcome: Outcome,
}

/// What happened at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// N-S's score on the board as the law scored it (higher is better for N-S).
    Played(Q),
    /// A score the director assigned instead.
    Assigned(Assigned),
}

/// How an assigned "average plus" and "average minus" are worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AveragePlus {
    /// A percentage of the top (matchpoints) or the same share of the way from the average to
    /// the best or worst score (plus/minus). Default 60 % / 40 % (Laws of Duplicate Bridge 2017,
    /// Law 12C2).
    Percent { plus: u8, minus: u8 },
    /// The books' nearest equivalent: the highest score on the board for average plus and the
    /// lowest for average minus (KWC law 4c, seed 001 L3299–3309).
    Book,
}

/// How cross-IMPs are brought to one figure a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CrossImps {
    /// The IMPs divided by the number of comparisons (the common form).
    Average,
    /// The IMPs added, not divided.
    Total,
}

/// Butler's datum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Butler {
    /// Leave out the one highest and one lowest score when the board has at least this many
    /// played results; `None` never leaves any out.
    pub drop_extremes_from: Option<u32>,
    /// Round the datum to the nearest multiple of this (half away from zero); 0 keeps it exact.
    pub round_to: u32,
}

/// Every choice the sources leave open, with its default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub average_plus: AveragePlus,
    /// IMPs for average plus (and minus, negated) under the IMP methods (Law 12C2: 3).
    pub imps_average_plus: u32,
    pub cross_imps: CrossImps,
    pub butler: Butler,
    /// Factor boards played fewer times than the most-played board (matchpoints).
    pub neuberg: bool,
}

impl Default for Butler {
    fn default() -> Self {
        Butler {
            drop_extremes_from: Some(5),
            round_to: 10,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            average_plus: AveragePlus::Percent {
                plus: 60,
                minus: 40,
            },
            imps_average_plus: 3,
            cross_imps: CrossImps::Average,
            butler: Butler::default(),
            neuberg: true,
        }
    }
}

/// A result after the method: each side's figure on the board (`None`: not played, or a team
/// board played at one table only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scored<K> {
    pub ns: K,
    pub ew: K,
    pub outcome: Outcome,
    pub ns_points: Option<Q>,
    pub ew_points: Option<Q>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardLine<K> {
    pub board: u32,
    /// Results actually played on the board.
    pub played: u32,
    /// N-S's average (plus/minus) or Butler's datum; `None` for the other methods.
    pub datum: Option<Q>,
    /// The most a result can earn on this board (matchpoints), the same for every board when
    /// Neuberg factors them to the most-played board.
    pub top: Option<Q>,
    /// In the order given.
    pub results: Vec<Scored<K>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairLine<K, G> {
    pub key: K,
    pub group: G,
    /// Boards with a figure (played or assigned; a team's boards compared).
    pub boards: u32,
    /// Matchpoints, IMPs, plus/minus or team points over those boards.
    pub total: Q,
    /// Matchpoints only: the most the pair could have earned, and its total as a percentage.
    pub max: Option<Q>,
    pub percent: Option<Q>,
    /// Competition rank (1, 2, 2, 4) in the pair's group, by percent (matchpoints) or total.
    pub rank: u32,
    pub rank_overall: u32,
    /// Shares its rank in its group with another pair.
    pub tied: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings<K, G> {
    pub method: Method,
    /// Sorted by board number.
    pub boards: Vec<BoardLine<K>>,
    /// Sorted by group, rank in the group, then key.
    pub pairs: Vec<PairLine<K, G>>,
}

/// The group of a Howell (or any one-field event): everyone together.
pub fn one_field<K>(_: K) {}

/// Scores every result by `method` and ranks every pair inside `group(key)` and overall.
/// Refuses a result twice for the same board and pair, and a pair playing itself, naming
/// `results[i].ns` / `.ew`.
pub fn standings<K: Ord + Copy, G: Ord + Copy>(
    method: Method,
    settings: &Settings,
    results: &[BoardResult<K>],
    group: impl Fn(K) -> G,
) -> Result<Standings<K, G>, ScoringError> {
    standings_by_hand(method, settings, results, &BTreeMap::new(), group)
}

/// [`standings`], with some lines' figures set by hand (by their index in `results`: N-S's, then
/// E-W's), as club scorers allow a director to: the line takes those figures and the pairs'
/// totals add them; the board's other lines keep the figures the method gave them.
pub fn standings_by_hand<K: Ord + Copy, G: Ord + Copy>(
    method: Method,
    settings: &Settings,
    results: &[BoardResult<K>],
    by_hand: &BTreeMap<usize, (Q, Q)>,
    group: impl Fn(K) -> G,
) -> Result<Standings<K, G>, ScoringError> {
    check(results, method.is_team())?;
    if let AveragePlus::Percent { plus, minus } = settings.average_plus
        && (plus > 100 || minus > plus)
    {
        return Err(ScoringError::new(
            "settings.average_plus",
            format!("{plus} % and {minus} % are not percentages with minus at most plus"),
        ));
    }
    let mut by_board: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (i, r) in results.iter().enumerate() {
        by_board.entry(r.board).or_default().push(i);
    }
    // The most-played board: its count of results that are not "not played" (Neuberg's N).
    let most = by_board
        .values()
        .map(|idx| idx.iter().filter(|&&i| !not_played(&results[i])).count())
        .max()
        .unwrap_or(0) as u32;
    let mut boards = Vec::with_capacity(by_board.len());
    for (board, idx) in by_board {
        let on_board: Vec<BoardResult<K>> = idx.iter().map(|&i| results[i]).collect();
        let mut line = match method {
            Method::PlusMinus => plus_minus::board(settings, board, &on_board)?,
            Method::Matchpoints => matchpoints::board(settings, most, board, &on_board)?,
            Method::CrossImps | Method::Butler => imps::board(method, settings, board, &on_board)?,
            Method::TotalPoints | Method::Imps => {
                teams::board(method, settings, board, &on_board, &idx)?
            }
        };
        // The board's lines are in the order given, as `idx` lists them.
        for (scored, i) in line.results.iter_mut().zip(&idx) {
            if let Some(&(ns, ew)) = by_hand.get(i) {
                scored.ns_points = Some(ns);
                scored.ew_points = Some(ew);
            }
        }
        boards.push(line);
    }
    let pairs = tally(method, &boards, &group)?;
    Ok(Standings {
        method,
        boards,
        pairs,
    })
}

fn not_played<K>(r: &BoardResult<K>) -> bool {
    matches!(r.outcome, Outcome::Assigned(Assigned::NotPlayed))
}

fn check<K: Ord + Copy>(results: &[BoardResult<K>], teams: bool) -> Result<(), ScoringError> {
    if results.is_empty() {
        return Err(ScoringError::new("results", "no results"));
    }
    // Every seat taken, sorted so that a pair's seats on one board lie together (a sort is much
    // cheaper than a map for a few thousand results).
    let mut seats: Vec<(u32, K, usize, bool)> = Vec::with_capacity(2 * results.len());
    for (i, r) in results.iter().enumerate() {
        if r.ns == r.ew {
            return Err(ScoringError::new(
                format!("results[{i}].ew"),
                "a pair cannot play against itself",
            ));
        }
        if r.board == 0 {
            return Err(ScoringError::new(
                format!("results[{i}].board"),
                "0 is not a board number",
            ));
        }
        seats.push((r.board, r.ns, i, true));
        seats.push((r.board, r.ew, i, false));
    }
    // (board, key, index) is unique: a result's two seats have different keys.
    seats.sort_unstable_by_key(|s| (s.0, s.1, s.2));
    // The first result (in input order) that clashes with an earlier one.
    let mut clash: Option<(usize, ScoringError)> = None;
    for group in seats.chunk_by(|a, b| a.0 == b.0 && a.1 == b.1) {
        for (k, later) in group.iter().enumerate().skip(1) {
            for earlier in &group[..k] {
                let (board, _, i, ns) = *later;
                let j = earlier.2;
                // A team sits both ways on a board (its two pairs); a pair never does.
                let error = if earlier.3 == ns {
                    let field = if ns { "ns" } else { "ew" };
                    ScoringError::new(
                        format!("results[{i}].{field}"),
                        format!("board {board} already has a result for this pair (results[{j}])"),
                    )
                } else if !teams {
                    ScoringError::new(
                        format!("results[{i}].ns"),
                        format!("board {board}: a pair has two results on it"),
                    )
                } else {
                    continue;
                };
                if clash.as_ref().is_none_or(|(c, _)| i < *c) {
                    clash = Some((i, error));
                }
            }
        }
    }
    if let Some((_, error)) = clash {
        return Err(error);
    }
    Ok(())
}

/// Exact fractions whose denominators outgrow 64 bits (boards played at very many different
/// numbers of tables): refuse rather than round.
pub(crate) fn too_fine() -> ScoringError {
    ScoringError::new(
        "results",
        "the boards were played too many different numbers of times to keep the figures exact",
    )
}

pub(crate) fn add(a: Q, b: Q) -> Result<Q, ScoringError> {
    a.checked_add(&b).ok_or_else(too_fine)
}

pub(crate) fn mul(a: Q, b: Q) -> Result<Q, ScoringError> {
    a.checked_mul(&b).ok_or_else(too_fine)
}

pub(crate) fn int(n: i64) -> Q {
    Q::from_integer(n)
}

#[derive(Default)]
struct Tally {
    boards: u32,
    total: Q,
    max: Q,
}

fn tally<K: Ord + Copy, G: Ord + Copy>(
    method: Method,
    boards: &[BoardLine<K>],
    group: &impl Fn(K) -> G,
) -> Result<Vec<PairLine<K, G>>, ScoringError> {
    let mut pairs: BTreeMap<K, Tally> = BTreeMap::new();
    for b in boards {
        for r in &b.results {
            for (key, points) in [(r.ns, r.ns_points), (r.ew, r.ew_points)] {
                let t = pairs.entry(key).or_default();
                let Some(points) = points else { continue };
                t.boards += 1;
                t.total = add(t.total, points)?;
                if let Some(top) = b.top {
                    t.max = add(t.max, top)?;
                }
            }
        }
    }
    // A team's board is shown on both of its tables' lines: count it once.
    let half = Q::new(1, 2);
    let mut lines = Vec::with_capacity(pairs.len());
    for (key, t) in pairs {
        let (boards, total) = if method.is_team() {
            (t.boards / 2, t.total * half)
        } else {
            (t.boards, t.total)
        };
        let (max, percent) = if method == Method::Matchpoints {
            let percent = if t.max.is_zero() {
                // Nothing to compare with: the average.
                int(50)
            } else {
                mul(total / t.max, int(100))?
            };
            (Some(t.max), Some(percent))
        } else {
            (None, None)
        };
        lines.push(PairLine {
            key,
            group: group(key),
            boards,
            total,
            max,
            percent,
            rank: 0,
            rank_overall: 0,
            tied: false,
        });
    }
    ranks::rank(&mut lines);
    Ok(lines)
}
