//! A deal's bidding, call by call, checked against the auction code being played.
//!
//! Where a deal carries its `auction`, the contract is the auction's last bid: an illegal call
//! is refused with the law's reason, or, where the code gives a penalty that the score can take,
//! taken with it (1908 Law 53 raises an insufficient bid; 1926 law 78 lets one stand; 1926 laws
//! 88 and 89 put 100 or 50 in the adversaries' honour column and void the call). So an illegal
//! bid is never scored as if it had been legal.
//!
//! Sources: the 1908 Portland & Bath code, Laws 47–61 (seed 000 L8226–8300); the 1926 laws of
//! auction, laws 28–41 and 77–89 (seed 001 L1696–1767, L2036–2109), and the description of an
//! insufficient bid (L1029–1040).

use serde::Deserialize;

use super::entry::{Denomination, Paths};
use crate::laws::LawError;
use crate::laws::bridge::Code;

/// The bidding as entered: a list of calls, or one line of them as a form's text box gives it
/// (`"1S pass 2H X pass pass pass"`).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Entered {
    Calls(Vec<String>),
    Line(String),
}

impl Entered {
    pub fn calls(&self) -> Vec<String> {
        match self {
            Entered::Calls(calls) => calls.clone(),
            Entered::Line(line) => line
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Call {
    Pass,
    Bid(i64, Denomination),
    Double,
    Redouble,
}

/// What the bidding came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub level: i64,
    pub denomination: Denomination,
    pub doubles: u32,
    /// Whether the final bid's side is the side of the dealer (the first call).
    pub dealer_declares: bool,
    /// Honour-column penalties (1926 laws 88, 89) won by the dealer's side and by the other.
    pub penalties_by_dealer_side: [i64; 2],
}

fn parse_call(text: &str, nullo: bool) -> Option<Call> {
    let t = text.trim().to_ascii_uppercase();
    match t.as_str() {
        "PASS" | "P" | "NO-BID" | "NOBID" => return Some(Call::Pass),
        "X" | "DOUBLE" | "DBL" => return Some(Call::Double),
        "XX" | "REDOUBLE" | "RDBL" => return Some(Call::Redouble),
        _ => {}
    }
    let digits = t.chars().take_while(char::is_ascii_digit).count();
    let level: i64 = t[..digits].parse().ok()?;
    let denomination = match &t[digits..] {
        "C" => Denomination::Clubs,
        "D" => Denomination::Diamonds,
        "H" => Denomination::Hearts,
        "S" => Denomination::Spades,
        "NT" | "N" => Denomination::NoTrumps,
        "NULLO" if nullo => Denomination::Nullo,
        _ => return None,
    };
    Some(Call::Bid(level, denomination))
}

/// 1908 Law 48: a bid's value in declaring is its tricks times S 2, C 4, D 6, H 8, NT 12.
fn value_1908(denomination: Denomination) -> i64 {
    match denomination {
        Denomination::Spades => 2,
        Denomination::Clubs => 4,
        Denomination::Diamonds => 6,
        Denomination::Hearts => 8,
        Denomination::NoTrumps | Denomination::Nullo => 12,
    }
}

/// 1926 law 31: clubs lowest, then diamonds, hearts, spades, no trumps; the nullo "ranks below
/// no trumps" (L1003).
fn rank_1926(denomination: Denomination) -> i64 {
    match denomination {
        Denomination::Clubs => 0,
        Denomination::Diamonds => 1,
        Denomination::Hearts => 2,
        Denomination::Spades => 3,
        Denomination::Nullo => 4,
        Denomination::NoTrumps => 5,
    }
}

/// Whether bid `a` overcalls bid `b` by the code's law.
fn overcalls(code: Code, a: (i64, Denomination), b: (i64, Denomination)) -> bool {
    if code == Code::Auction1908 {
        // Law 48: higher value, or equal value and more tricks.
        let (va, vb) = (a.0 * value_1908(a.1), b.0 * value_1908(b.1));
        va > vb || (va == vb && a.0 > b.0)
    } else {
        // Law 31: more tricks, or as many in a higher-ranking bid.
        a.0 > b.0 || (a.0 == b.0 && rank_1926(a.1) > rank_1926(b.1))
    }
}

fn bid_text(level: i64, denomination: Denomination) -> String {
    format!("{level} {}", denomination.name())
}

/// Reads and checks the bidding of deal `at`. `nullo` says whether the table scores nullos.
pub fn check(code: Code, at: Paths, entered: &Entered, nullo: bool) -> Result<Outcome, LawError> {
    let texts = entered.calls();
    let field = |j: usize| format!("deals[{}].auction[{j}]", at.deal);
    let mut last: Option<(i64, Denomination, usize)> = None;
    let mut doubles: u32 = 0;
    let mut passes = 0;
    let mut penalties = [0i64; 2];
    // 1908 Law 53: the seat whose partner made an insufficient bid, until an adversary
    // overcalls or doubles.
    let mut barred: Option<usize> = None;
    // Calls that count toward the turn; a void call (1926 laws 88, 89) does not, and the same
    // player calls again.
    let mut turn = 0usize;
    for (j, text) in texts.iter().enumerate() {
        if last.is_some() && passes == 3 || last.is_none() && passes == 4 {
            return Err(LawError::new(
                field(j),
                "the bidding had ended: three players in succession passed (1926 law 40; 1908 Law 60)",
            ));
        }
        let call = parse_call(text, nullo).ok_or_else(|| {
            LawError::new(
                field(j),
                format!(
                    "{text:?} is not a call: write pass, X (double), XX (redouble) or a bid such as 1S, 2NT{}",
                    if nullo { ", 1nullo" } else { "" }
                ),
            )
        })?;
        let seat = turn % 4;
        let side = seat % 2;
        match call {
            Call::Pass => {
                if code == Code::Auction1908 && turn == 0 {
                    return Err(LawError::new(
                        field(j),
                        "the dealer may not pass: he \"must declare to win at least one odd trick\" (1908 Law 47, seed 000 L8226–8227)",
                    ));
                }
                passes += 1;
            }
            Call::Bid(level, denomination) => {
                if barred == Some(seat) {
                    return Err(LawError::new(
                        field(j),
                        "this player's partner made an insufficient bid, so he is \"debarred from making any further declaration, unless either of his adversaries overcall, or double\" (1908 Law 53, seed 000 L8261–8265)",
                    ));
                }
                if level > 7 {
                    return Err(LawError::new(
                        field(j),
                        format!(
                            "a bid of more than seven tricks is void (1926 law 86, seed 001 L2089–2095; \"no bid shall exceed seven tricks\", law 29): enter the bidding as the side not in error settled it{}",
                            if code == Code::Auction1908 {
                                ""
                            } else {
                                ", or the bid as 7 of its denomination if they called it a contract to win seven"
                            }
                        ),
                    ));
                }
                if level < 1 {
                    return Err(LawError::new(
                        field(j),
                        format!("{text:?}: a bid is for one to seven odd tricks"),
                    ));
                }
                let mut level = level;
                // 1926 law 78: an insufficient bid "passed, overcalled, or doubled by the player
                // at the left ... shall stand as regular" — the next call was made — so only the
                // 1908 code changes it.
                if let Some((l, d, _)) = last
                    && !overcalls(code, (level, denomination), (l, d))
                    && code == Code::Auction1908
                {
                    // Law 53: "considered to have declared the requisite number of tricks in
                    // the call which he has made".
                    let needed = (level..=7)
                        .find(|&n| overcalls(code, (n, denomination), (l, d)))
                        .ok_or_else(|| {
                            LawError::new(
                                field(j),
                                format!(
                                    "{} does not overcall {}, and no bid of seven or fewer in {} would (Law 48)",
                                    bid_text(level, denomination),
                                    bid_text(l, d),
                                    denomination.name()
                                ),
                            )
                        })?;
                    level = needed;
                    barred = Some((seat + 2) % 4);
                }
                if barred.is_some_and(|b| b % 2 != side) {
                    // An adversary overcalled: the partner may bid again.
                    barred = None;
                }
                last = Some((level, denomination, seat));
                doubles = 0;
                passes = 0;
            }
            Call::Double | Call::Redouble => {
                let Some((l, d, bidder)) = last else {
                    return Err(LawError::new(field(j), "there is no bid yet to double"));
                };
                let own_side = bidder % 2 == side;
                // 1926 law 38: "A double of a double is a redouble. A redouble of an undoubled
                // bid is a double": what the call does follows from the state, not its word.
                let void = if doubles == 2 {
                    Some((
                        100,
                        "doubling or redoubling a redouble is penalised 100 points in the adversaries' honour column and the call is void (1926 law 88, seed 001 L2102–2105); a bid may be \"re-doubled once, but not more\" (1908 Law 56)",
                    ))
                } else if own_side && doubles == 0 {
                    Some((
                        50,
                        "doubling a partner's (or one's own) bid is penalised 50 points in the adversaries' honour column and the double is void (1926 law 89, seed 001 L2107–2109); \"a player cannot double his partner's call\" (1908 Law 56)",
                    ))
                } else if !own_side && doubles == 1 {
                    Some((
                        50,
                        "redoubling a partner's double is penalised 50 points in the adversaries' honour column and the redouble is void (1926 law 89, seed 001 L2107–2109); a player cannot \"re-double his partner's double\" (1908 Law 56)",
                    ))
                } else {
                    None
                };
                if let Some((points, why)) = void {
                    if code == Code::Auction1908 {
                        return Err(LawError::new(
                            field(j),
                            format!("{why}; the 1908 code gives no penalty that can be scored"),
                        ));
                    }
                    penalties[1 - side] += points;
                    // The call is void: the same player calls again.
                    continue;
                }
                if code == Code::Auction1908 && ((call == Call::Redouble) != (doubles == 1)) {
                    return Err(LawError::new(
                        field(j),
                        format!(
                            "{} is {}: say X to double an adversary's call and XX to redouble one's own side's doubled call (Law 56)",
                            bid_text(l, d),
                            if doubles == 1 {
                                "doubled already"
                            } else {
                                "not doubled"
                            }
                        ),
                    ));
                }
                if barred.is_some_and(|b| b % 2 != side) {
                    barred = None;
                }
                doubles += 1;
                passes = 0;
            }
        }
        turn += 1;
    }
    let Some((level, denomination, bidder)) = last else {
        let message = if passes == 4 {
            "all four passed: \"the deal passes to the player at the left\" with no score (1926 law 41, seed 001 L1766–1767); there is no deal to enter"
        } else {
            "the bidding has no bid"
        };
        return Err(LawError::new(
            format!("deals[{}].auction", at.deal),
            message,
        ));
    };
    if passes < 3 {
        return Err(LawError::new(
            format!("deals[{}].auction", at.deal),
            "the bidding is not finished: it ends when three players in succession have passed the last bid, double or redouble (1926 law 40, seed 001 L1762–1764)",
        ));
    }
    Ok(Outcome {
        level,
        denomination,
        doubles,
        dealer_declares: bidder % 2 == 0,
        penalties_by_dealer_side: penalties,
    })
}

/// The contract the bidding came to, as the score names it.
pub fn contract_text(outcome: &Outcome) -> String {
    let doubled = match outcome.doubles {
        0 => "",
        1 => " doubled",
        _ => " redoubled",
    };
    format!("{}{doubled}", bid_text(outcome.level, outcome.denomination))
}
