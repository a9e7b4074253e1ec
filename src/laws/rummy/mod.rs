//! The rummy family (seed 001 L7692–8148, L11707–11924), every game settled deal by deal in
//! counters on the one ledger (`laws::ledger`), each a [`school::Game`](super::ledger::school::Game):
//! rum, Khun Khan and boat house rum, where the one out collects what the others hold
//! ([`rum`]); poker rum and poker gin, where the lowest deadwood collects the difference
//! ([`poker`]); conquian and panguingue, where a game or a condition is worth chips
//! ([`conquian`], [`panguingue`]).
//!
//! A hand's count is typed (`deadwood`) or counted here from its cards (`held`, written
//! `"KH 7S AD"`, the joker `JK`): the cards a player is left holding, which he pays for.
//! Who deals: the first player listed deals first and the deal passes to the left.

pub mod conquian;
pub mod panguingue;
pub mod poker;
pub mod rum;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_more;

use super::LawError;
use super::ledger::school::At;
use super::poker::hands::Card;
use super::registry::Law;

pub const LAWS: &[Law] = &[
    rum::RUM,
    poker::GIN,
    conquian::LAW,
    poker::RUM,
    rum::KHUN_KHAN,
    rum::BOAT_HOUSE,
    panguingue::LAW,
];

/// The pool a tied deal's counters wait in for the next winner.
pub const POOL: &str = "pool";

/// What a card is worth in a hand left: each game has its own scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pips {
    /// Rum: ace 1 … 10, jack 11, queen 12, king 13 (L7935–7937).
    Rum,
    /// Khun Khan: joker 15, ace 11, the court cards and the 10 each 10 (L7851–7853).
    KhunKhan,
    /// Boat house rum: king, queen, jack and 10 each 10, the rest their face, the ace 1
    /// (L7976–7978).
    BoatHouse,
    /// Poker rum and poker gin: ace, king, queen, jack and 10 each 10 (L8037–8038).
    Poker,
    /// Boat house rum played by the card: each card left one (L7978–7980).
    Each,
}

impl Pips {
    pub fn of(self, card: Card) -> i64 {
        let rank = i64::from(card.rank);
        match (self, card.rank) {
            (Pips::Each, _) => 1,
            (Pips::KhunKhan, 0) => 15,
            (_, 0) => 0,
            (Pips::Rum, 14) => 1,
            (Pips::Rum, r) => i64::from(r),
            (Pips::KhunKhan, 14) => 11,
            (Pips::BoatHouse, 14) => 1,
            (Pips::Poker, 14) => 10,
            (_, _) => rank.min(10),
        }
    }
}

/// One hand's cards, as written: `"KH 7S AD"`, `10H` or `TH`, `JK` the joker. Repeats are for
/// the pack to judge ([`check_pack`]).
pub fn parse_hand(field: &str, text: &str, joker: bool) -> Result<Vec<Card>, LawError> {
    let mut cards = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
    {
        let card = Card::parse(word).ok_or_else(|| {
            LawError::new(
                field,
                format!("\"{word}\" is not a card: write rank then suit, as AS, 10H or TH, JK for the joker"),
            )
        })?;
        if card.is_joker() && !joker {
            return Err(LawError::new(field, "this game's pack has no joker"));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// Refuses a card seen more often in the deal's hands than `packs` packs hold (a joker more
/// often than `jokers`), naming the hand where it is one too many.
pub fn check_pack(
    hands: &[(String, Vec<Card>)],
    packs: usize,
    jokers: usize,
) -> Result<(), LawError> {
    let mut seen: Vec<Card> = Vec::new();
    for (field, cards) in hands {
        for &card in cards {
            seen.push(card);
            let times = seen.iter().filter(|&&c| c == card).count();
            let most = if card.is_joker() { jokers } else { packs };
            if times > most {
                let what = match most {
                    1 => "the pack holds one".to_owned(),
                    n => format!("the packs hold {n}"),
                };
                let card = match card.is_joker() {
                    true => "the joker".to_owned(),
                    false => card.to_string(),
                };
                return Err(LawError::new(
                    field,
                    format!("{card} is held {times} times; {what}"),
                ));
            }
        }
    }
    Ok(())
}

/// What a table's form sends for a player left blank: nought, no cards, no.
pub trait Blank {
    fn is_blank(&self) -> bool;
}

impl Blank for i64 {
    fn is_blank(&self) -> bool {
        *self == 0
    }
}

impl Blank for String {
    fn is_blank(&self) -> bool {
        self.trim().is_empty()
    }
}

impl Blank for bool {
    fn is_blank(&self) -> bool {
        !*self
    }
}

/// A per-player list field of the deal: one entry per player of the sitting (or absent), and
/// nothing (or a blank) for a player who does not play this deal.
pub fn per_player<T: Clone + Blank>(
    at: &At<'_>,
    key: &str,
    list: &Option<Vec<Option<T>>>,
) -> Result<Vec<Option<T>>, LawError> {
    let n = at.names.len();
    let Some(list) = list else {
        return Ok(vec![None; n]);
    };
    if list.len() != n {
        return Err(at.refuse(
            key,
            format!(
                "give one for each of the {n} players ({} given)",
                list.len()
            ),
        ));
    }
    for (p, v) in list.iter().enumerate() {
        if v.as_ref().is_some_and(|v| !v.is_blank()) && !at.seated.contains(&p) {
            return Err(LawError::new(
                format!("{}[{p}]", at.field(key)),
                format!("{} does not play this deal", at.name(p)),
            ));
        }
    }
    Ok(list.clone())
}

/// Each seated player's count: typed (`deadwood`) or counted from the cards `held`; both given,
/// they must agree (a typed nought beside cards is a blank on a table's form: the cards count). `None` for a player with neither. A blank hand (`""`) holds nothing.
pub struct Counts {
    pub counts: Vec<Option<i64>>,
    /// The cards read, for the deal's note ("Bob holds KH 7S AD: 21").
    pub held: Vec<Option<Vec<Card>>>,
}

/// Reads `deadwood` and `held` for the seated players, counting cards by `pips`, the pack
/// holding `packs` of each card and `jokers` jokers.
pub fn counts(
    at: &At<'_>,
    deadwood: &Option<Vec<Option<i64>>>,
    held: &Option<Vec<Option<String>>>,
    pips: Pips,
    packs: usize,
    jokers: usize,
) -> Result<Counts, LawError> {
    let typed = per_player(at, "deadwood", deadwood)?;
    let written = per_player(at, "held", held)?;
    let n = at.names.len();
    let mut hands = Vec::new();
    let mut cards: Vec<Option<Vec<Card>>> = vec![None; n];
    for (p, text) in written.iter().enumerate() {
        if let Some(text) = text {
            let field = format!("{}[{p}]", at.field("held"));
            let hand = parse_hand(&field, text, jokers > 0)?;
            if hand.len() > 20 {
                return Err(LawError::new(
                    field,
                    format!("{} cards: no hand in this game holds so many", hand.len()),
                ));
            }
            hands.push((field, hand.clone()));
            cards[p] = Some(hand);
        }
    }
    check_pack(&hands, packs, jokers)?;
    let mut counts = vec![None; n];
    for p in 0..n {
        let from_cards = cards[p]
            .as_ref()
            .map(|h| h.iter().map(|&c| pips.of(c)).sum::<i64>());
        counts[p] = match (typed[p], from_cards) {
            (Some(t), _) if !(0..=1000).contains(&t) => {
                return Err(LawError::new(
                    format!("{}[{p}]", at.field("deadwood")),
                    format!("{t} is not a hand's count (0 to 1000)"),
                ));
            }
            // A table's form sends a count left blank beside written cards as nought.
            (Some(0), Some(c)) => Some(c),
            (Some(t), Some(c)) if t != c => {
                return Err(LawError::new(
                    format!("{}[{p}]", at.field("deadwood")),
                    format!("{t} typed, but the cards held count {c}"),
                ));
            }
            (t, c) => t.or(c),
        };
    }
    Ok(Counts {
        counts,
        held: cards,
    })
}

/// The players in the deal who lack a count, refused by name.
pub fn need_counts(at: &At<'_>, counts: &[Option<i64>], who: &[usize]) -> Result<(), LawError> {
    for &p in who {
        if counts[p].is_none() {
            return Err(LawError::new(
                format!("{}[{p}]", at.field("deadwood")),
                format!(
                    "{}'s count is missing: type it, or write the cards held",
                    at.name(p)
                ),
            ));
        }
    }
    Ok(())
}

/// Names joined for a note: "Al", "Al and Bea", "Al, Bea and Cy".
pub fn joined(at: &At<'_>, who: &[usize]) -> String {
    let names: Vec<&str> = who.iter().map(|&p| at.name(p)).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
