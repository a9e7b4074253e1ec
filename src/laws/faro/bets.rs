//! A punter's bets as a form's one line holds them: "5 on 7, 2 on K coppered, 4 on 5/6" at
//! faro, "10 on red, 2 on colour" at rouge-et-noir. Each bet is a stake, "on", what it backs, and
//! at faro perhaps "coppered" (a copper on it: the card to lose).

use super::super::LawError;

/// The most counters one bet may be, so no sum can overflow.
pub const MOST: i64 = 1_000_000_000;
/// The most bets one punter may lay on one turn.
const MOST_BETS: usize = 30;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bet {
    pub stake: i64,
    /// What the bet backs, in lower case: `"7"`, `"5/6"`, `"red"`, `"7 k"`.
    pub on: String,
    pub coppered: bool,
}

/// Reads a line of bets; `field` names it in a refusal.
pub fn read(field: &str, text: &str) -> Result<Vec<Bet>, LawError> {
    let mut bets = Vec::new();
    for item in text
        .split([',', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let lower = item.to_lowercase();
        let mut words: Vec<&str> = lower.split_whitespace().collect();
        let refuse = |why: &str| LawError::new(field, format!("\"{item}\": {why}"));
        let coppered = matches!(words.last(), Some(&"coppered" | &"copper"));
        if coppered {
            words.pop();
        }
        let [stake, on, rest @ ..] = words.as_slice() else {
            return Err(refuse(
                "write a bet as a stake, \"on\" and what it backs, as 5 on 7",
            ));
        };
        let stake: i64 = stake
            .parse()
            .map_err(|_| refuse("begin with the stake, a whole number of counters"))?;
        if !(1..=MOST).contains(&stake) {
            return Err(refuse(&format!("a stake is from 1 to {MOST} counters")));
        }
        if *on != "on" || rest.is_empty() {
            return Err(refuse(
                "write a bet as a stake, \"on\" and what it backs, as 5 on 7",
            ));
        }
        bets.push(Bet {
            stake,
            on: rest.join(" "),
            coppered,
        });
        if bets.len() > MOST_BETS {
            return Err(LawError::new(
                field,
                format!("more than {MOST_BETS} bets for one punter"),
            ));
        }
    }
    Ok(bets)
}

/// A denomination written on the layout or a card turned: "7", "10", "K", "king", or a card
/// with its suit, "7H"; 1 (the ace) to 13 (the king).
pub fn rank(word: &str) -> Option<u8> {
    let w = word.trim().to_lowercase();
    let w = match w.as_str() {
        "ace" => "a",
        "king" => "k",
        "queen" => "q",
        "jack" => "j",
        "ten" => "10",
        other => other,
    };
    let bare = |w: &str| -> Option<u8> {
        match w {
            "a" => Some(1),
            "k" => Some(13),
            "q" => Some(12),
            "j" => Some(11),
            "t" => Some(10),
            n => n.parse::<u8>().ok().filter(|r| (2..=10).contains(r)),
        }
    };
    bare(w).or_else(|| {
        let (r, suit) = w.split_at(w.len().checked_sub(1)?);
        matches!(suit, "s" | "h" | "d" | "c")
            .then(|| bare(r))
            .flatten()
    })
}

/// A denomination in words: "ace", "7", "king".
pub fn rank_word(r: u8) -> &'static str {
    [
        "?", "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king",
    ][r as usize]
}
