//! The JSON contract of `hoyle score contract-duplicate` (docs/laws/contract-duplicate.md): boards
//! with their contract as a traveller writes it ("4HX", "3NT", "PASS"), the declarer's seat, and
//! the tricks taken or the result against the contract (`=`, `+1`, `-2`). A refusal names the
//! field as `boards[i].field`.

use serde::{Deserialize, Serialize};

use super::{Bid, BoardScore, Played, Seat, Vulnerability};
use crate::laws::LawError;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: Settings,
    boards: Vec<Board>,
}

/// The `vulnerability` setting: by board number (Law 2), or one for the whole set.
#[derive(Deserialize, Serialize, Debug, Clone, Copy, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum VulnerabilitySetting {
    #[default]
    Board,
    None,
    Ns,
    Ew,
    Both,
}

impl VulnerabilitySetting {
    fn fixed(self) -> Option<Vulnerability> {
        match self {
            VulnerabilitySetting::Board => None,
            VulnerabilitySetting::None => Some(Vulnerability::None),
            VulnerabilitySetting::Ns => Some(Vulnerability::Ns),
            VulnerabilitySetting::Ew => Some(Vulnerability::Ew),
            VulnerabilitySetting::Both => Some(Vulnerability::Both),
        }
    }
}

#[derive(Deserialize, Serialize, Default, Clone, Copy)]
#[serde(deny_unknown_fields)]
struct Settings {
    #[serde(default)]
    vulnerability: VulnerabilitySetting,
}

/// The result against the contract, as a number (`-2`) or as a traveller writes it (`"=", "+1"`).
#[derive(Deserialize)]
#[serde(untagged)]
enum ResultTyped {
    Number(i64),
    Text(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Board {
    board: Option<u32>,
    contract: String,
    declarer: Option<Seat>,
    tricks: Option<i64>,
    result: Option<ResultTyped>,
    /// Overrides the setting for this board.
    vulnerable: Option<Vulnerability>,
}

#[derive(Serialize)]
struct Output {
    settings: Settings,
    boards: Vec<Scored>,
    totals: Totals,
}

#[derive(Serialize)]
struct Scored {
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dealer: Option<Seat>,
    vulnerable: Vulnerability,
    contract: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tricks: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<String>,
    #[serde(flatten)]
    score: BoardScore,
    ew_score: i64,
}

#[derive(Serialize)]
struct Totals {
    ns: i64,
    ew: i64,
}

fn at(i: usize, e: LawError) -> LawError {
    LawError::new(format!("boards[{i}].{}", e.field), e.message)
}

/// Reads the result typed against the contract: a number, or `=`, `+1`, `-2`, `made`.
fn result_number(typed: &ResultTyped) -> Result<i64, LawError> {
    match typed {
        ResultTyped::Number(n) => Ok(*n),
        ResultTyped::Text(t) => {
            let t = t.trim();
            if matches!(t, "=" | "made" | "0") {
                return Ok(0);
            }
            t.strip_prefix('+')
                .unwrap_or(t)
                .parse::<i64>()
                .map_err(|_| {
                    LawError::new(
                        "result",
                        format!("{t:?} is not a result: write = for made exactly, +1 or -2"),
                    )
                })
        }
    }
}

/// One board as typed, checked: its vulnerability and what was played.
fn read(board: &Board, setting: VulnerabilitySetting) -> Result<(Vulnerability, Played), LawError> {
    let bid = Bid::parse(&board.contract).map_err(|m| LawError::new("contract", m))?;
    let vulnerable = match (board.vulnerable, setting.fixed(), board.board) {
        (Some(v), _, _) => v,
        (None, Some(v), _) => v,
        (None, None, Some(0)) => return Err(LawError::new("board", "boards are numbered from 1")),
        (None, None, Some(n)) => super::vulnerability(n),
        (None, None, None) => {
            return Err(LawError::new(
                "board",
                "give the board number, or the board's \"vulnerable\" (none, ns, ew or both)",
            ));
        }
    };
    let tricks = match (&bid, board.tricks, &board.result) {
        (Bid::PassedOut, None, None) => None,
        (Bid::PassedOut, _, _) => {
            let field = if board.tricks.is_some() {
                "tricks"
            } else {
                "result"
            };
            return Err(LawError::new(field, "a board passed out has no tricks"));
        }
        (Bid::Contract(_), Some(_), Some(_)) => {
            return Err(LawError::new(
                "result",
                "give the tricks or the result, not both",
            ));
        }
        (Bid::Contract(_), Some(t), None) => Some(t),
        (Bid::Contract(c), None, Some(r)) => {
            Some(Played::tricks_from_result(c, result_number(r)?)?)
        }
        (Bid::Contract(_), None, None) => None,
    };
    let declarer = match bid {
        Bid::PassedOut if board.declarer.is_some() => {
            return Err(LawError::new(
                "declarer",
                "a board passed out has no declarer",
            ));
        }
        _ => board.declarer,
    };
    Ok((vulnerable, Played::new(bid, declarer, tricks)?))
}

/// Reads the input, scores every board, and returns pretty JSON.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    if parsed.boards.is_empty() {
        return Err(LawError::new("boards", "no boards"));
    }
    let setting = parsed.settings.vulnerability;
    let boards = parsed
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let (vulnerable, played) = read(b, setting).map_err(|e| at(i, e))?;
            let score = super::score(&played, vulnerable);
            let (declarer, tricks) = match played {
                Played::PassedOut => (None, None),
                Played::Contract {
                    declarer, tricks, ..
                } => (Some(declarer), Some(tricks)),
            };
            Ok(Scored {
                board: b.board,
                dealer: b.board.map(super::dealer),
                vulnerable,
                contract: Bid::parse(&b.contract)
                    .map(|b| b.code())
                    .unwrap_or_default(),
                declarer,
                tricks,
                result: played.result(),
                ew_score: -score.ns_score,
                score,
            })
        })
        .collect::<Result<Vec<_>, LawError>>()?;
    let ns: i64 = boards.iter().map(|b| b.score.ns_score).sum();
    crate::laws::pretty(&Output {
        settings: parsed.settings,
        boards,
        totals: Totals { ns, ew: -ns },
    })
}
