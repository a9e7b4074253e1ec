//! Modern duplicate contract bridge scored board by board: the duplicate bridge scoring table of
//! the Laws of Duplicate Bridge (WBF 2017, Law 77), vulnerability and dealer by board number
//! (Law 2's sixteen-board cycle). Beside the books' 1927 forms (`laws::bridge`'s contract-1927,
//! `laws::duplicate_auction`), not instead of them: the books stop at 1927, so this table comes
//! from the published laws (docs/laws/contract-duplicate.md names them).
//!
//! Every board is a game in itself: a made contract scores its trick score, overtricks, the
//! bonus for game (300 not vulnerable, 500 vulnerable) or part-score (50), slams and the 50 / 100
//! for making a doubled / redoubled contract; a defeated one gives the defenders the undertrick
//! penalties. There are no honours and no rubber in duplicate.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::registry::{Law, Setting};

mod stored;
pub use stored::event_entry;
#[cfg(test)]
mod tests;
pub mod wire;

pub const LAWS: &[Law] = &[Law {
    id: "contract-duplicate",
    name: "Duplicate contract bridge: one board scored by today's duplicate scoring table",
    sources: "Laws of Duplicate Bridge (WBF 2017) Law 2 (board numbering, dealer, vulnerability), Law 77 (scoring table)",
    doc: "docs/laws/contract-duplicate.md",
    settings: &[Setting {
        name: "vulnerability",
        values: &["\"board\"", "\"none\"", "\"ns\"", "\"ew\"", "\"both\""],
        default: "\"board\"",
        about: "Law 2: each board's vulnerability follows its number in the cycle of sixteen; a practice set may be played all at one vulnerability instead. A board's own \"vulnerable\" overrides either",
    }],
    score: wire::score_json,
    table: None,
}];

/// A seat at the table; the declarer is one of them, and so is a board's dealer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    #[serde(rename = "N", alias = "n")]
    North,
    #[serde(rename = "E", alias = "e")]
    East,
    #[serde(rename = "S", alias = "s")]
    South,
    #[serde(rename = "W", alias = "w")]
    West,
}

impl Seat {
    pub fn letter(self) -> &'static str {
        match self {
            Seat::North => "N",
            Seat::East => "E",
            Seat::South => "S",
            Seat::West => "W",
        }
    }

    pub fn parse(s: &str) -> Option<Seat> {
        match s.trim().to_ascii_uppercase().as_str() {
            "N" | "NORTH" => Some(Seat::North),
            "E" | "EAST" => Some(Seat::East),
            "S" | "SOUTH" => Some(Seat::South),
            "W" | "WEST" => Some(Seat::West),
            _ => None,
        }
    }

    /// North and South are one side, East and West the other.
    pub fn is_ns(self) -> bool {
        matches!(self, Seat::North | Seat::South)
    }
}

/// Which sides are vulnerable on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Vulnerability {
    #[serde(alias = "love", alias = "-")]
    None,
    #[serde(alias = "NS", alias = "n-s")]
    Ns,
    #[serde(alias = "EW", alias = "e-w")]
    Ew,
    #[serde(alias = "all")]
    Both,
}

impl Vulnerability {
    pub fn as_str(self) -> &'static str {
        match self {
            Vulnerability::None => "none",
            Vulnerability::Ns => "ns",
            Vulnerability::Ew => "ew",
            Vulnerability::Both => "both",
        }
    }

    /// Whether the side of `seat` is vulnerable.
    pub fn of(self, seat: Seat) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::Both => true,
            Vulnerability::Ns => seat.is_ns(),
            Vulnerability::Ew => !seat.is_ns(),
        }
    }
}

/// Law 2: boards 1–16 and every further sixteen repeat this pattern of vulnerability.
const CYCLE: [Vulnerability; 16] = {
    use Vulnerability::{Both as B, Ew as E, None as O, Ns as N};
    [O, N, E, B, N, E, B, O, E, B, O, N, B, O, N, E]
};

/// The board's vulnerability by its number (Law 2); board 17 is as board 1.
pub fn vulnerability(board: u32) -> Vulnerability {
    CYCLE[(board.max(1) as usize - 1) % 16]
}

/// The board's dealer and vulnerability in words, as the board's wallet shows them: "Dealer
/// South; East-West vulnerable."
pub fn conditions(board: u32) -> String {
    let dealer = match dealer(board) {
        Seat::North => "North",
        Seat::East => "East",
        Seat::South => "South",
        Seat::West => "West",
    };
    let vulnerable = match vulnerability(board) {
        Vulnerability::None => "nobody vulnerable",
        Vulnerability::Ns => "North-South vulnerable",
        Vulnerability::Ew => "East-West vulnerable",
        Vulnerability::Both => "both sides vulnerable",
    };
    format!("Dealer {dealer}; {vulnerable}.")
}

/// The board's dealer by its number (Law 2): North deals board 1, then round to the left.
pub fn dealer(board: u32) -> Seat {
    [Seat::North, Seat::East, Seat::South, Seat::West][(board.max(1) as usize - 1) % 4]
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Strain {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    Notrump,
}

impl Strain {
    /// The letter a traveller writes: C D H S NT.
    pub fn letters(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::Notrump => "NT",
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Strain::Clubs => "clubs",
            Strain::Diamonds => "diamonds",
            Strain::Hearts => "hearts",
            Strain::Spades => "spades",
            Strain::Notrump => "no trumps",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Doubled {
    #[default]
    No,
    Doubled,
    Redoubled,
}

impl Doubled {
    fn letters(self) -> &'static str {
        match self {
            Doubled::No => "",
            Doubled::Doubled => "X",
            Doubled::Redoubled => "XX",
        }
    }
}

/// A contract bid at the table: the level (1–7), the strain, doubled or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Contract {
    pub level: u8,
    pub strain: Strain,
    pub doubled: Doubled,
}

/// What the auction ended in: a contract, or four passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bid {
    PassedOut,
    Contract(Contract),
}

impl Bid {
    /// Reads a contract as a traveller writes it: `4HX`, `3NT`, `3N`, `7SXX`, `2 ♥ x`, or `PASS`
    /// (also `P`, `PO`, `passed`) for a board passed out. Case and spaces do not matter.
    pub fn parse(text: &str) -> Result<Bid, String> {
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_uppercase();
        if matches!(compact.as_str(), "PASS" | "P" | "PO" | "PASSED" | "ALLPASS") {
            return Ok(Bid::PassedOut);
        }
        let refuse = || {
            format!(
                "{text:?} is not a contract: write the level, the strain and any double, as 4H, \
                 3NT or 2SX, or PASS for a board passed out"
            )
        };
        let mut chars = compact.chars();
        let level = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .and_then(|d| u8::try_from(d).ok())
            .filter(|l| (1..=7).contains(l))
            .ok_or_else(refuse)?;
        let rest: String = chars.collect();
        let (strain, doubles) = [
            ("NT", Strain::Notrump),
            ("N", Strain::Notrump),
            ("C", Strain::Clubs),
            ("♣", Strain::Clubs),
            ("D", Strain::Diamonds),
            ("♦", Strain::Diamonds),
            ("H", Strain::Hearts),
            ("♥", Strain::Hearts),
            ("S", Strain::Spades),
            ("♠", Strain::Spades),
        ]
        .iter()
        .find_map(|(prefix, strain)| rest.strip_prefix(prefix).map(|d| (*strain, d)))
        .ok_or_else(refuse)?;
        let doubled = match doubles {
            "" => Doubled::No,
            "X" | "*" => Doubled::Doubled,
            "XX" | "**" => Doubled::Redoubled,
            _ => return Err(refuse()),
        };
        Ok(Bid::Contract(Contract {
            level,
            strain,
            doubled,
        }))
    }

    /// `4HX`, `3NT`, or `PASS`.
    pub fn code(&self) -> String {
        match self {
            Bid::PassedOut => "PASS".to_owned(),
            Bid::Contract(c) => format!("{}{}{}", c.level, c.strain.letters(), c.doubled.letters()),
        }
    }
}

/// A board's result as played: the bid, who declared it, and the tricks the declaring side took.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Played {
    PassedOut,
    Contract {
        contract: Contract,
        declarer: Seat,
        /// Tricks won by the declaring side, 0–13.
        tricks: u8,
    },
}

impl Played {
    /// Checks the tricks against the thirteen in a deal.
    pub fn new(bid: Bid, declarer: Option<Seat>, tricks: Option<i64>) -> Result<Played, LawError> {
        let Bid::Contract(contract) = bid else {
            return Ok(Played::PassedOut);
        };
        let declarer = declarer.ok_or_else(|| {
            LawError::new("declarer", "say who declared the contract: N, E, S or W")
        })?;
        let tricks = tricks
            .ok_or_else(|| LawError::new("tricks", "give the tricks the declarer's side took"))?;
        let tricks = u8::try_from(tricks)
            .ok()
            .filter(|&t| t <= 13)
            .ok_or_else(|| LawError::new("tricks", format!("{tricks} is not from 0 to 13")))?;
        Ok(Played::Contract {
            contract,
            declarer,
            tricks,
        })
    }

    /// The tricks from a result as a traveller writes it against the contract: 0 (or `=`) made
    /// exactly, +1 one over, −2 two down.
    pub fn tricks_from_result(contract: &Contract, result: i64) -> Result<i64, LawError> {
        let tricks = i64::from(contract.level) + 6 + result;
        if !(0..=13).contains(&tricks) {
            return Err(LawError::new(
                "result",
                format!(
                    "{result:+} on a contract of {} would be {tricks} tricks, not 0..13",
                    contract.level
                ),
            ));
        }
        Ok(tricks)
    }

    /// "4HX by N, 10 tricks", or "passed out".
    pub fn describe(&self) -> String {
        match self {
            Played::PassedOut => "passed out".to_owned(),
            Played::Contract {
                contract,
                declarer,
                tricks,
            } => format!(
                "{} by {}, {tricks} tricks",
                Bid::Contract(*contract).code(),
                declarer.letter()
            ),
        }
    }

    /// The result against the contract as a traveller writes it: `=`, `+1`, `-2` (none when
    /// passed out).
    pub fn result(&self) -> Option<String> {
        match self {
            Played::PassedOut => None,
            Played::Contract {
                contract, tricks, ..
            } => {
                let over = i64::from(*tricks) - 6 - i64::from(contract.level);
                Some(if over == 0 {
                    "=".to_owned()
                } else {
                    format!("{over:+}")
                })
            }
        }
    }
}

/// What the declaring side's score is made of, by the lines of Law 77. Every part is at least
/// zero; `undertricks` is what the defenders score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Parts {
    /// The trick score: each odd trick bid and made.
    pub trick_score: i64,
    pub overtricks: i64,
    /// 300 / 500 for game, 50 for a part-score.
    pub game_or_part: i64,
    pub slam: i64,
    /// 50 for making a doubled contract, 100 redoubled.
    pub insult: i64,
    /// The defenders' score for a contract defeated.
    pub undertricks: i64,
}

/// A board scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BoardScore {
    pub made: bool,
    /// Tricks over the contract when made, under it (as a negative number) when not.
    pub over: i64,
    pub declarer_vulnerable: bool,
    pub parts: Parts,
    /// The declaring side's score: positive made, negative defeated, 0 passed out.
    pub declarer_score: i64,
    /// The board from North-South's side, as a traveller's plus / minus columns read it.
    pub ns_score: i64,
}

/// Law 77's trick score for `odd` odd tricks in the strain, undoubled.
fn trick_value(strain: Strain, odd: i64) -> i64 {
    match strain {
        Strain::Clubs | Strain::Diamonds => 20 * odd,
        Strain::Hearts | Strain::Spades => 30 * odd,
        Strain::Notrump if odd > 0 => 40 + 30 * (odd - 1),
        Strain::Notrump => 0,
    }
}

/// Law 77's penalty for `down` undertricks (1..=13).
fn undertrick_penalty(down: i64, doubled: Doubled, vulnerable: bool) -> i64 {
    let doubled_penalty = |down: i64| -> i64 {
        if vulnerable {
            // 200 the first, 300 each after.
            200 + 300 * (down - 1)
        } else {
            // 100, then 200 for the second and third, then 300 for the fourth and each after.
            match down {
                1 => 100,
                2 | 3 => 100 + 200 * (down - 1),
                _ => 500 + 300 * (down - 3),
            }
        }
    };
    match doubled {
        Doubled::No => down * if vulnerable { 100 } else { 50 },
        Doubled::Doubled => doubled_penalty(down),
        Doubled::Redoubled => 2 * doubled_penalty(down),
    }
}

/// Scores a contract played, with the declaring side vulnerable or not.
pub fn score_contract(contract: &Contract, tricks: u8, vulnerable: bool) -> (bool, i64, Parts) {
    let level = i64::from(contract.level);
    let odd = i64::from(tricks) - 6;
    let mut parts = Parts::default();
    if odd < level {
        let down = level - odd;
        parts.undertricks = undertrick_penalty(down, contract.doubled, vulnerable);
        return (false, -down, parts);
    }
    let over = odd - level;
    let multiplier = match contract.doubled {
        Doubled::No => 1,
        Doubled::Doubled => 2,
        Doubled::Redoubled => 4,
    };
    parts.trick_score = trick_value(contract.strain, level) * multiplier;
    parts.overtricks = match contract.doubled {
        // Overtricks undoubled score at the trick value: no-trump overtricks are 30 each.
        Doubled::No => trick_value(contract.strain, odd) - trick_value(contract.strain, level),
        Doubled::Doubled => over * if vulnerable { 200 } else { 100 },
        Doubled::Redoubled => over * if vulnerable { 400 } else { 200 },
    };
    parts.game_or_part = match (parts.trick_score >= 100, vulnerable) {
        (true, true) => 500,
        (true, false) => 300,
        (false, _) => 50,
    };
    parts.slam = match (contract.level, vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    };
    parts.insult = match contract.doubled {
        Doubled::No => 0,
        Doubled::Doubled => 50,
        Doubled::Redoubled => 100,
    };
    (true, over, parts)
}

/// Scores a board: the declaring side's score and North-South's, by the vulnerability given.
pub fn score(played: &Played, vulnerability: Vulnerability) -> BoardScore {
    match played {
        // Law 77: "If all four players pass each side enters a zero score."
        Played::PassedOut => BoardScore {
            made: false,
            over: 0,
            declarer_vulnerable: false,
            parts: Parts::default(),
            declarer_score: 0,
            ns_score: 0,
        },
        Played::Contract {
            contract,
            declarer,
            tricks,
        } => {
            let vulnerable = vulnerability.of(*declarer);
            let (made, over, parts) = score_contract(contract, *tricks, vulnerable);
            let declarer_score = if made {
                parts.trick_score
                    + parts.overtricks
                    + parts.game_or_part
                    + parts.slam
                    + parts.insult
            } else {
                -parts.undertricks
            };
            BoardScore {
                made,
                over,
                declarer_vulnerable: vulnerable,
                parts,
                declarer_score,
                ns_score: if declarer.is_ns() {
                    declarer_score
                } else {
                    -declarer_score
                },
            }
        }
    }
}
