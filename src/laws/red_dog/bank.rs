//! What the banking and pool games of this family (and blind hookey) share: who holds the bank,
//! each punter's stakes as a table's form sends them, and the cards of one deal read once each.

use super::super::LawError;
use super::super::ledger::school::At;
use super::super::poker::hands::{Card, parse_cards};

/// The most counters one stake may be, so that no deal's sums can overflow.
pub const MOST: i64 = 1_000_000_000;

/// Who holds the bank from deal to deal: the player who held it last, and whether the book
/// passed it on after his last deal (then it goes to the next on his left).
#[derive(Debug, Default, Clone, Copy)]
pub struct Bank {
    pub banker: Option<usize>,
    pub passes: bool,
}

/// The next player after `p` to the left among `present` (in seating order), `p` himself if he
/// is alone; when `p` has left the table, the first present after his seat.
pub fn next_left(present: &[usize], p: usize) -> usize {
    present
        .iter()
        .copied()
        .find(|&q| q > p)
        .or_else(|| present.first().copied())
        .unwrap_or(p)
}

impl Bank {
    /// The banker of this deal: the one the deal names (field `key`), else the holder of the
    /// bank, moved on to his left when it passed; the first player in the deal at the start.
    pub fn banker(
        &mut self,
        at: &At<'_>,
        key: &str,
        said: Option<usize>,
    ) -> Result<usize, LawError> {
        let banker = match (said, self.banker) {
            (Some(p), _) => at.player(key, p)?,
            (None, Some(last)) => {
                let mut b = match self.passes {
                    true => next_left(&at.seated, last),
                    false => last,
                };
                // The holder has left or stands out: the bank goes to the next on his left.
                if !at.seated.contains(&b) {
                    b = next_left(&at.seated, b);
                }
                b
            }
            (None, None) => at.seated[0],
        };
        self.banker = Some(banker);
        self.passes = false;
        Ok(banker)
    }
}

/// Each player's stake in field `key` (a number per player, blank or 0 for no bet): none below
/// nothing or past `limit` (0: no limit), none from anyone not in the deal or from the banker.
pub fn stakes(
    at: &At<'_>,
    key: &str,
    list: &[Option<i64>],
    banker: Option<usize>,
    limit: i64,
) -> Result<Vec<i64>, LawError> {
    if list.len() > at.names.len() {
        return Err(at.refuse(
            key,
            format!("{} entries for {} players", list.len(), at.names.len()),
        ));
    }
    let mut out = vec![0; at.names.len()];
    for (p, n) in list.iter().enumerate() {
        let n = n.unwrap_or(0);
        let field = format!("{key}[{p}]");
        if n == 0 {
            continue;
        }
        if n < 0 {
            return Err(at.refuse(&field, format!("{n} is below nothing")));
        }
        if n > MOST {
            return Err(at.refuse(&field, format!("{n} is more than {MOST} counters")));
        }
        if limit > 0 && n > limit {
            return Err(at.refuse(
                &field,
                format!("{n} is over the limit of {limit} a bet (the setting \"limit\")"),
            ));
        }
        if !at.seated.contains(&p) {
            return Err(at.refuse(&field, format!("{} does not play this deal", at.name(p))));
        }
        if Some(p) == banker {
            return Err(at.refuse(
                &field,
                format!("{} holds the bank and does not bet against it", at.name(p)),
            ));
        }
        out[p] = n;
    }
    Ok(out)
}

/// A stake or limit setting: a whole number of counters from `least` to [`MOST`].
pub fn check_setting(name: &str, n: i64, least: i64) -> Result<(), LawError> {
    match (least..=MOST).contains(&n) {
        true => Ok(()),
        false => Err(LawError::new(
            format!("settings.{name}"),
            format!("{n} is not a whole number of counters from {least} to {MOST}"),
        )),
    }
}

/// The cards of one deal, each read once: a card written twice anywhere in the deal is refused
/// where it is written the second time.
#[derive(Default)]
pub struct Seen {
    cards: Vec<Card>,
}

impl Seen {
    /// The cards in field `key` (`"KH 7S"`), `count` of them when it says, none of them a card
    /// already seen in this deal or one of the ranks `missing` from the game's pack.
    pub fn read(
        &mut self,
        at: &At<'_>,
        key: &str,
        text: &str,
        count: Option<usize>,
        missing: &[u8],
    ) -> Result<Vec<Card>, LawError> {
        let field = at.field(key);
        let cards = parse_cards(&field, text, false)?;
        if let Some(n) = count.filter(|&n| n != cards.len()) {
            return Err(LawError::new(
                field,
                match n {
                    1 => format!("give one card, as KH (not {})", cards.len()),
                    n => format!("give {n} cards (not {})", cards.len()),
                },
            ));
        }
        for c in &cards {
            if missing.contains(&c.rank) {
                return Err(LawError::new(
                    &field,
                    format!("{c} is not in this game's pack"),
                ));
            }
            if self.cards.contains(c) {
                return Err(LawError::new(
                    &field,
                    format!("{c} is written twice in this deal"),
                ));
            }
        }
        self.cards.extend(&cards);
        Ok(cards)
    }

    /// One card in field `key`.
    pub fn one(
        &mut self,
        at: &At<'_>,
        key: &str,
        text: &str,
        missing: &[u8],
    ) -> Result<Card, LawError> {
        Ok(self.read(at, key, text, Some(1), missing)?[0])
    }
}

/// Per-player text (cards) as the form sends it: an entry for each player at most.
pub fn texts<'a>(
    at: &At<'_>,
    key: &str,
    list: &'a [Option<String>],
) -> Result<Vec<Option<&'a str>>, LawError> {
    if list.len() > at.names.len() {
        return Err(at.refuse(
            key,
            format!("{} entries for {} players", list.len(), at.names.len()),
        ));
    }
    Ok((0..at.names.len())
        .map(|p| {
            list.get(p)
                .and_then(|t| t.as_deref())
                .filter(|t| !t.trim().is_empty())
        })
        .collect())
}

/// Names joined in words: "Ann", "Ann and Bob", "Ann, Bob and Cat".
pub fn names(at: &At<'_>, players: &[usize]) -> String {
    let list: Vec<&str> = players.iter().map(|&p| at.name(p)).collect();
    match list.as_slice() {
        [] => "nobody".to_owned(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The players in seating order from the one after `first` round to `first` himself (the
/// dealer's left first, the dealer last).
pub fn from_left_of(seated: &[usize], first: usize) -> Vec<usize> {
    let start = seated.iter().position(|&p| p == first).map_or(0, |i| i + 1);
    (0..seated.len())
        .map(|i| seated[(start + i) % seated.len()])
        .collect()
}
