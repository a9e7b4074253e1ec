//! One call of the bidding read from its text, and the order of bids by each code.

use crate::laws::bridge::Code;
use crate::laws::bridge::hand::entry::Denomination;

/// A bid: odd tricks in a denomination, or at Widow Auction a number, 6 to 70 (L2624–2626).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bid {
    Tricks(i64, Denomination),
    Number(i64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Call {
    Pass,
    Bid(Bid),
    Double,
    Redouble,
}

/// Reads one call. `numbers`: Widow Auction's bids are numbers; `nullo`: the table scores nullos.
pub(super) fn parse_call(text: &str, numbers: bool, nullo: bool) -> Option<Call> {
    let t = text.trim().to_ascii_uppercase();
    match t.as_str() {
        "PASS" | "P" | "NO-BID" | "NOBID" => return Some(Call::Pass),
        "X" | "DOUBLE" | "DBL" => return Some(Call::Double),
        "XX" | "REDOUBLE" | "RDBL" => return Some(Call::Redouble),
        _ => {}
    }
    let digits = t.chars().take_while(char::is_ascii_digit).count();
    let level: i64 = t[..digits].parse().ok()?;
    if numbers {
        return (digits == t.len()).then_some(Call::Bid(Bid::Number(level)));
    }
    let denomination = match &t[digits..] {
        "C" => Denomination::Clubs,
        "D" => Denomination::Diamonds,
        "H" => Denomination::Hearts,
        "S" => Denomination::Spades,
        "NT" | "N" => Denomination::NoTrumps,
        "NULLO" if nullo => Denomination::Nullo,
        _ => return None,
    };
    Some(Call::Bid(Bid::Tricks(level, denomination)))
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
pub(super) fn overcalls(code: Code, a: Bid, b: Bid) -> bool {
    match (a, b) {
        // Widow Auction: "each player in turn to the left must bid higher" (L2626–2627).
        (Bid::Number(a), Bid::Number(b)) => a > b,
        (Bid::Tricks(la, da), Bid::Tricks(lb, db)) if code == Code::Auction1908 => {
            // Law 48: higher value, or equal value and more tricks.
            let (va, vb) = (la * value_1908(da), lb * value_1908(db));
            va > vb || (va == vb && la > lb)
        }
        // Law 31: more tricks, or as many in a higher-ranking bid.
        (Bid::Tricks(la, da), Bid::Tricks(lb, db)) => {
            la > lb || (la == lb && rank_1926(da) > rank_1926(db))
        }
        _ => false,
    }
}

/// A bid in words, as the table says it: "one heart", "two no trumps", "a bid of 27".
pub(super) fn bid_text(bid: Bid) -> String {
    match bid {
        Bid::Tricks(level, denomination) => {
            let number = match level {
                1 => "one",
                2 => "two",
                3 => "three",
                4 => "four",
                5 => "five",
                6 => "six",
                7 => "seven",
                _ => return format!("{level} {}", denomination.name()),
            };
            let name = if level == 1 {
                denomination.one()
            } else {
                denomination.name()
            };
            format!("{number} {name}")
        }
        Bid::Number(n) => format!("a bid of {n}"),
    }
}
