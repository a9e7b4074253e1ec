//! KWC law 4d (seed 001 L3312–3315): "The pair or pairs who pass to next table hand or hands
//! containing an incorrect number of cards, shall be penalized 50 points."
//!
//! The penalty is the offending pair's own: it is taken from that pair's score on the board it
//! passed on after the board's averages are found, so the other tables' plus and minus is what
//! the board was worth as played (rules-1927-a §3.6 gives no order; the average is of the
//! results, and a penalty is not a result).

use serde::{Deserialize, Serialize};

use super::{BoardSummary, Direction, Game};
use crate::exact::Q;
use crate::scoring::Method;

/// The points a pair loses for passing a fouled board on (law 4d).
pub const PASSED_FOULED: i64 = 50;

/// Which pair at a table passed the board on with a wrong number of cards in a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FouledBy {
    #[serde(rename = "NS", alias = "ns")]
    Ns,
    #[serde(rename = "EW", alias = "ew")]
    Ew,
    /// "The pair or pairs": both pairs at the table.
    #[serde(rename = "both")]
    Both,
}

impl FouledBy {
    /// The stored and typed value: "NS", "EW" or "both".
    pub fn as_str(self) -> &'static str {
        match self {
            FouledBy::Ns => "NS",
            FouledBy::Ew => "EW",
            FouledBy::Both => "both",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "NS" | "ns" => Some(FouledBy::Ns),
            "EW" | "ew" => Some(FouledBy::Ew),
            "both" => Some(FouledBy::Both),
            _ => None,
        }
    }

    /// Who lost the 50, as a note beside the score reads: "N-S", "E-W", "N-S and E-W".
    pub fn words(self) -> &'static str {
        match self {
            FouledBy::Ns => "N-S",
            FouledBy::Ew => "E-W",
            FouledBy::Both => "N-S and E-W",
        }
    }

    /// The note printed beside a board's score: "50 taken from N-S for passing a fouled board
    /// (KWC law 4d)".
    pub fn note(self) -> String {
        let each = if self == FouledBy::Both { " each" } else { "" };
        format!(
            "{PASSED_FOULED} taken from {}{each} for passing a fouled board (KWC law 4d)",
            self.words()
        )
    }

    /// The points this penalty takes from the side `d` of the table.
    pub fn points_from(self, d: Direction) -> i64 {
        if self.includes(d) { PASSED_FOULED } else { 0 }
    }

    pub fn includes(self, d: Direction) -> bool {
        matches!(
            (self, d),
            (FouledBy::Both, _) | (FouledBy::Ns, Direction::Ns) | (FouledBy::Ew, Direction::Ew)
        )
    }
}

/// Why law 4d's 50 cannot be taken from a result of this game, method and kind (an assigned
/// score or one as played), or None when it can: the one rule for `hoyle score duplicate` and a
/// club's events alike.
pub fn refusal(game: Game, method: Method, assigned: bool) -> Option<&'static str> {
    if game != Game::Auction {
        Some(
            "the 50-point penalty for passing a fouled board is the duplicate auction law's (KWC law 4d); the whist laws have none",
        )
    } else if method != Method::PlusMinus {
        Some(
            "the 50-point penalty (KWC law 4d) is a penalty in the book's plus and minus; another method compares boards as played",
        )
    } else if assigned {
        Some(
            "an assigned result has no score to take the 50 points from: enter the board as played",
        )
    } else {
        None
    }
}

/// The result at table (`board`, `ns`) whose pair(s) passed the board on fouled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fouled {
    pub board: u32,
    pub ns: u32,
    pub by: FouledBy,
}

/// Takes law 4d's 50 from each offending pair's score on the board, its averages unchanged.
pub fn apply(summary: &mut BoardSummary, fouled: &[Fouled]) {
    let penalty = Q::from_integer(PASSED_FOULED);
    for f in fouled.iter().filter(|f| f.board == summary.board) {
        for r in summary.results.iter_mut().filter(|r| r.ns == f.ns) {
            if f.by.includes(Direction::Ns) {
                r.ns_score -= penalty;
            }
            if f.by.includes(Direction::Ew) {
                r.ew_score -= penalty;
            }
            r.passed_fouled = Some(f.by);
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use crate::laws::duplicate::score_json;

    fn run(input: Value) -> Value {
        serde_json::from_str(&score_json(&input.to_string()).unwrap()).unwrap()
    }

    fn pm(out: &Value, direction: &str, pair: u64) -> f64 {
        out["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["direction"] == direction && p["pair"] == pair)
            .unwrap()["plus_minus"]
            .as_f64()
            .unwrap()
    }

    /// Law 4d (seed 001 L3312–3315), by hand: board 1 at three tables, N-S nets 300, 100, 200
    /// (average 200). N-S 2 passed it on fouled: 100 − 50 = 50, plus/minus −150; the average
    /// and every other pair's plus/minus are as played.
    #[test]
    fn passing_a_fouled_board_costs_the_pair_50_l3312() {
        let out = run(json!({"game": "auction", "results": [
            {"board": 1, "ns": 1, "ew": 1, "ns_points": 300, "ew_points": 0},
            {"board": 1, "ns": 2, "ew": 2, "ns_points": 100, "ew_points": 0, "passed_fouled": "NS"},
            {"board": 1, "ns": 3, "ew": 3, "ns_points": 200, "ew_points": 0}
        ]}));
        assert_eq!(out["boards"][0]["ns_average"], json!(200));
        assert_eq!(out["boards"][0]["results"][1]["ns_score"], json!(50));
        assert_eq!(out["boards"][0]["results"][1]["passed_fouled"], "NS");
        assert_eq!(pm(&out, "NS", 2), -150.0);
        assert_eq!(pm(&out, "NS", 1), 100.0);
        assert_eq!(pm(&out, "EW", 2), 100.0);
    }

    /// Law 4c with 4d: the board passed on fouled from table 1 is found at table 2 during the
    /// play, where N-S held the wrong hand: N-S 2 take the lowest, E-W 2 the highest (law 4c,
    /// L3298–3309); both pairs of table 1 passed it on and lose 50 each. N-S average of the
    /// played (300 + 200) ÷ 2 = 250: N-S 1 300 − 50 = 250, plus/minus 0; E-W 1 −350 against
    /// −250, −100; N-S 2 the lowest as played, 200, −50; E-W 2 the highest, −200, +50; N-S 3
    /// 200, −50.
    #[test]
    fn with_law_4c_at_the_next_table() {
        let out = run(json!({"game": "auction", "results": [
            {"board": 1, "ns": 1, "ew": 1, "ns_points": 300, "ew_points": 0, "passed_fouled": "both"},
            {"board": 1, "ns": 2, "ew": 2, "assigned": {"ns": "lowest", "ew": "highest"}},
            {"board": 1, "ns": 3, "ew": 3, "ns_points": 200, "ew_points": 0}
        ]}));
        assert_eq!(pm(&out, "NS", 1), 0.0);
        assert_eq!(pm(&out, "EW", 1), -100.0);
        assert_eq!(pm(&out, "NS", 2), -50.0);
        assert_eq!(pm(&out, "EW", 2), 50.0);
        assert_eq!(pm(&out, "NS", 3), -50.0);
    }

    #[test]
    fn refused_where_the_law_has_no_such_penalty() {
        let cases = [
            (
                json!({"game": "whist", "results": [
                    {"board": 1, "ns": 1, "ew": 1, "ns_tricks": 7, "passed_fouled": "NS"}]}),
                "whist laws",
            ),
            (
                json!({"game": "auction", "method": "matchpoints", "results": [
                    {"board": 1, "ns": 1, "ew": 1, "ns_points": 100, "ew_points": 0, "passed_fouled": "EW"}]}),
                "plus and minus",
            ),
            (
                json!({"game": "auction", "results": [
                    {"board": 1, "ns": 1, "ew": 1, "assigned": "average", "passed_fouled": "EW"}]}),
                "as played",
            ),
        ];
        for (input, why) in cases {
            let e = score_json(&input.to_string()).unwrap_err();
            assert_eq!(e.field, "results[0].passed_fouled");
            assert!(e.message.contains(why), "{}", e.message);
        }
    }
}
