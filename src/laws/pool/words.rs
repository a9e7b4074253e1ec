//! The pool's events as a table's form says them: "Bob to Ann, Cat to Bob, Cat stars" — a
//! life lost to a player, a star bought — with players by their names as the table has them
//! (a guest's "(guest)" may be left off, or a name shortened to its first word when no one
//! else shares it).

use super::super::LawError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Said {
    /// The first lost a life to the second.
    Loses(usize, usize),
    Stars(usize),
}

/// The player a name means, or a refusal naming the field.
pub fn who(field: &str, word: &str, names: &[String]) -> Result<usize, LawError> {
    let word = word.trim().to_lowercase();
    let whole = |n: &str| n.trim().to_lowercase();
    let bare = |n: &str| match n.find('(') {
        Some(i) => n[..i].trim().to_lowercase(),
        None => whole(n),
    };
    let first = |n: &str| bare(n).split_whitespace().next().unwrap_or("").to_owned();
    let keys: [&dyn Fn(&str) -> String; 3] = [&whole, &bare, &first];
    for key in keys {
        let found: Vec<usize> = (0..names.len())
            .filter(|&p| key(&names[p]) == word)
            .collect();
        if let [p] = found.as_slice() {
            return Ok(*p);
        }
    }
    Err(LawError::new(
        field,
        format!("{word:?} is not one of the players: {}", names.join(", ")),
    ))
}

/// Reads "Bob to Ann, Cat stars" into events.
pub fn said_events(field: &str, text: &str, names: &[String]) -> Result<Vec<Said>, LawError> {
    let mut out = Vec::new();
    for part in text
        .split([',', ';', '\n'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let lower = part.to_lowercase();
        if let Some(who_) = lower.strip_suffix(" stars") {
            out.push(Said::Stars(who(field, who_, names)?));
        } else if let Some(i) = lower.find(" to ") {
            out.push(Said::Loses(
                who(field, &lower[..i], names)?,
                who(field, &lower[i + 4..], names)?,
            ));
        } else {
            return Err(LawError::new(
                field,
                format!("{part:?}: say a life lost as \"Bob to Ann\" and a star as \"Cat stars\""),
            ));
        }
    }
    Ok(out)
}

/// One visit as a table's form says it: who, the reds he pocketed, and a fault that ended it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SaidVisit {
    pub player: usize,
    pub reds: i64,
    pub miss: bool,
    pub white: bool,
}

/// Reads "Ann 3, Bob miss, Ann 2 white, Bob 1" into visits: a name, then the reds (none when
/// left out), then "miss" or "white" when the visit ended by a fault.
pub fn said_visits(field: &str, text: &str, names: &[String]) -> Result<Vec<SaidVisit>, LawError> {
    let mut out = Vec::new();
    for part in text
        .split([',', ';', '\n'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let mut words: Vec<&str> = part.split_whitespace().collect();
        let fault = match words.last().map(|w| w.to_lowercase()) {
            Some(w) if w == "miss" || w == "white" => {
                words.pop();
                Some(w)
            }
            _ => None,
        };
        let reds = match words.last().and_then(|w| w.parse::<i64>().ok()) {
            Some(n) => {
                words.pop();
                n
            }
            None => 0,
        };
        if words.is_empty() {
            return Err(LawError::new(
                field,
                format!(
                    "{part:?}: say a visit as the player's name, his reds and any fault: \"Ann 3\", \"Bob miss\", \"Ann 2 white\""
                ),
            ));
        }
        out.push(SaidVisit {
            player: who(field, &words.join(" "), names)?,
            reds,
            miss: fault.as_deref() == Some("miss"),
            white: fault.as_deref() == Some("white"),
        });
    }
    Ok(out)
}
