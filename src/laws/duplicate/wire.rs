//! The JSON contract of `hoyle score duplicate` (docs/cli.md). Integers are read wide and checked
//! here, so a wrong number gets the law's own message rather than a parser's.

use serde::{Deserialize, Serialize};

use super::fouled::{Fouled, FouledBy};
use super::methods::{Item, WireAssigned};
use super::{BoardResult, Direction, Entry, Game, Revoke, RevokeRule, Standings, standings_fouled};
use crate::exact::Hundredths;
use crate::laws::LawError;
use crate::scoring::{Method, Settings};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    game: Game,
    #[serde(default)]
    revoke_rule: RevokeRule,
    /// The scoring method (docs/scoring.md); plus and minus, the book's, when absent.
    #[serde(default)]
    method: Method,
    /// The method's settings (`scoring::Settings`), each defaulted.
    #[serde(default)]
    settings: Settings,
    results: Vec<InputResult>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InputResult {
    board: i64,
    ns: i64,
    ew: i64,
    ns_tricks: Option<i64>,
    revoke: Option<InputRevoke>,
    ns_points: Option<i64>,
    ew_points: Option<i64>,
    /// KWC law 10: what the caps held back from the winners, as N-S points; absent is none.
    excess: Option<i64>,
    /// A score the director assigned instead of a played result (docs/laws/duplicate.md).
    assigned: Option<WireAssigned>,
    /// KWC law 4d: the pair(s) at this table who passed the board on with a wrong number of
    /// cards in a hand, `"NS"`, `"EW"` or `"both"`.
    passed_fouled: Option<FouledBy>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InputRevoke {
    by: Direction,
    count: i64,
    tricks_before: i64,
}

#[derive(Serialize)]
pub struct Output {
    pub game: Game,
    pub revoke_rule: RevokeRule,
    /// Written only when it is not the book's plus and minus, so that output is as before.
    #[serde(skip_serializing_if = "is_plus_minus")]
    pub method: Method,
    pub pairs: Vec<OutputPair>,
    pub boards: Vec<OutputBoard>,
}

#[derive(Serialize)]
pub struct OutputPair {
    pub direction: Direction,
    pub pair: u32,
    pub boards: u32,
    pub score: Hundredths,
    pub average: Hundredths,
    pub plus_minus: Hundredths,
    /// By the chosen method: plus/minus, or the matchpoints / IMPs below.
    pub rank_in_direction: u32,
    pub rank_overall: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matchpoints: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub percent: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imps: Option<Hundredths>,
}

#[derive(Serialize)]
pub struct OutputBoard {
    pub board: u32,
    pub ns_average: Hundredths,
    pub ew_average: Hundredths,
    /// Butler's datum.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub datum: Option<Hundredths>,
    pub results: Vec<OutputResult>,
}

#[derive(Serialize)]
pub struct OutputResult {
    pub ns: u32,
    pub ew: u32,
    /// Absent for a board not played; for an assigned score, what it credits under plus/minus.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_score: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ew_score: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_revoke_adjustment: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assigned: Option<WireAssigned>,
    /// Who passed the board on fouled: their 50 is already off their score (KWC law 4d).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub passed_fouled: Option<FouledBy>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_matchpoints: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ew_matchpoints: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_imps: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ew_imps: Option<Hundredths>,
}

fn is_plus_minus(m: &Method) -> bool {
    *m == Method::PlusMinus
}

impl Output {
    /// The JSON shape of standings, shared by the CLI and the web API.
    pub fn new(game: Game, revoke_rule: RevokeRule, s: &Standings) -> Self {
        Output {
            game,
            revoke_rule,
            method: Method::PlusMinus,
            pairs: s
                .pairs
                .iter()
                .map(|p| OutputPair {
                    direction: p.direction,
                    pair: p.pair,
                    boards: p.boards,
                    score: p.score.into(),
                    average: p.average.into(),
                    plus_minus: p.plus_minus.into(),
                    rank_in_direction: p.rank_in_direction,
                    rank_overall: p.rank_overall,
                    matchpoints: None,
                    percent: None,
                    imps: None,
                })
                .collect(),
            boards: s
                .boards
                .iter()
                .map(|b| OutputBoard {
                    board: b.board,
                    ns_average: b.ns_average.into(),
                    ew_average: b.ew_average.into(),
                    datum: None,
                    results: b
                        .results
                        .iter()
                        .map(|r| OutputResult {
                            ns: r.ns,
                            ew: r.ew,
                            ns_score: Some(r.ns_score.into()),
                            ew_score: Some(r.ew_score.into()),
                            ns_revoke_adjustment: r.ns_revoke_adjustment.map(Into::into),
                            assigned: None,
                            passed_fouled: r.passed_fouled,
                            ns_matchpoints: None,
                            ew_matchpoints: None,
                            ns_imps: None,
                            ew_imps: None,
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// Reads the contract's input, applies the law, and returns pretty JSON.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    if parsed.method.is_team() {
        return Err(LawError::new(
            "method",
            format!(
                "\"{}\" scores a team match; a pairs event takes plus-minus, matchpoints, \
                 cross-imps or butler",
                parsed.method.id()
            ),
        ));
    }
    let items = parsed
        .results
        .iter()
        .enumerate()
        .map(|(i, r)| read(parsed.game, i, r))
        .collect::<Result<Vec<_>, _>>()?;
    let passed_fouled = fouled(&parsed)?;
    let all_played = items.iter().all(|i| matches!(i, Item::Played(_)));
    let output = if parsed.method == Method::PlusMinus && all_played {
        // The book's own path, unchanged.
        let results: Vec<BoardResult> = items
            .into_iter()
            .filter_map(|i| match i {
                Item::Played(r) => Some(r),
                Item::Assigned { .. } => None,
            })
            .collect();
        let standings =
            standings_fouled(parsed.game, parsed.revoke_rule, &results, &passed_fouled)?;
        Output::new(parsed.game, parsed.revoke_rule, &standings)
    } else {
        super::methods::output(
            parsed.game,
            parsed.revoke_rule,
            parsed.method,
            &parsed.settings,
            &items,
            &passed_fouled,
        )?
    };
    crate::laws::pretty(&output)
}

/// The results whose pairs passed the board on fouled (KWC law 4d): an auction result as
/// played, scored by the book's plus and minus.
fn fouled(parsed: &Input) -> Result<Vec<Fouled>, LawError> {
    let mut out = Vec::new();
    for (i, r) in parsed.results.iter().enumerate() {
        let Some(by) = r.passed_fouled else { continue };
        let field = format!("results[{i}].passed_fouled");
        let Some(why) = super::fouled::refusal(parsed.game, parsed.method, r.assigned.is_some())
        else {
            out.push(Fouled {
                board: u32::try_from(r.board).unwrap_or(0),
                ns: u32::try_from(r.ns).unwrap_or(0),
                by,
            });
            continue;
        };
        return Err(LawError::new(field, why));
    }
    Ok(out)
}

/// A played result for the law, or an assigned one (which gives no tricks or points).
fn read(game: Game, i: usize, r: &InputResult) -> Result<Item, LawError> {
    let Some(wire) = &r.assigned else {
        return convert(game, i, r).map(Item::Played);
    };
    let at = |field: &str| format!("results[{i}].{field}");
    let given = [
        ("ns_tricks", r.ns_tricks.is_some()),
        ("revoke", r.revoke.is_some()),
        ("ns_points", r.ns_points.is_some()),
        ("ew_points", r.ew_points.is_some()),
        ("excess", r.excess.is_some()),
    ];
    if let Some((field, _)) = given.iter().find(|(_, given)| *given) {
        return Err(LawError::new(
            at(field),
            "an assigned result gives no tricks or points",
        ));
    }
    let number = |field: &str, value: i64, what: &str| {
        u32::try_from(value)
            .ok()
            .filter(|&v| v > 0)
            .ok_or_else(|| LawError::new(at(field), format!("{value} is not {what}")))
    };
    Ok(Item::Assigned {
        board: number("board", r.board, "a board number")?,
        ns: number("ns", r.ns, "a pair number")?,
        ew: number("ew", r.ew, "a pair number")?,
        assigned: wire.read(&at("assigned"))?,
        wire: wire.clone(),
    })
}

fn convert(game: Game, i: usize, r: &InputResult) -> Result<BoardResult, LawError> {
    let at = |field: &str| format!("results[{i}].{field}");
    let number = |field: &str, value: i64, what: &str| {
        u32::try_from(value)
            .ok()
            .filter(|&v| v > 0)
            .ok_or_else(|| LawError::new(at(field), format!("{value} is not {what}")))
    };
    let small = |field: &str, value: i64, range: std::ops::RangeInclusive<i64>| {
        if range.contains(&value) {
            u8::try_from(value)
                .map_err(|_| LawError::new(at(field), format!("{value} is out of range")))
        } else {
            Err(LawError::new(
                at(field),
                format!("{value} is not from {} to {}", range.start(), range.end()),
            ))
        }
    };
    let entry = match game {
        Game::Whist => {
            for (field, value) in [
                ("ns_points", r.ns_points),
                ("ew_points", r.ew_points),
                ("excess", r.excess),
            ] {
                if value.is_some() {
                    return Err(LawError::new(
                        at(field),
                        "a whist result gives ns_tricks, not points",
                    ));
                }
            }
            let Some(tricks) = r.ns_tricks else {
                return Err(LawError::new(at("ns_tricks"), "missing"));
            };
            let ns_tricks = small("ns_tricks", tricks, 0..=13)?;
            let revoke = match &r.revoke {
                None => None,
                Some(v) => Some(Revoke {
                    by: v.by,
                    count: small("revoke.count", v.count, 1..=13)?,
                    tricks_before: small("revoke.tricks_before", v.tricks_before, 0..=13)?,
                }),
            };
            Entry::Whist { ns_tricks, revoke }
        }
        Game::Auction => {
            if r.ns_tricks.is_some() || r.revoke.is_some() {
                return Err(LawError::new(
                    at("ns_tricks"),
                    "an auction result gives ns_points and ew_points",
                ));
            }
            let (Some(ns_points), Some(ew_points)) = (r.ns_points, r.ew_points) else {
                let missing = if r.ns_points.is_none() {
                    "ns_points"
                } else {
                    "ew_points"
                };
                return Err(LawError::new(at(missing), "missing"));
            };
            Entry::Auction {
                ns_points,
                ew_points,
                excess: r.excess.unwrap_or(0),
            }
        }
    };
    Ok(BoardResult {
        board: number("board", r.board, "a board number")?,
        ns: number("ns", r.ns, "a pair number")?,
        ew: number("ew", r.ew, "a pair number")?,
        entry,
    })
}
