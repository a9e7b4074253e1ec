//! A commerce hand valued as the round-games book ranks it (seed 003 L3646–3729): tricon, then
//! sequence, flush, pair and point, and the book's rule for a tie within each. A hand is counted
//! from its three cards (`"AS AH AD"`) or taken as typed (`"tricon A"`, `"point 28"`). Pure.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::poker::hands::{ACE, Card, parse_cards};

/// The five combinations, lowest first, so that the derived order is the book's (L3653–3658:
/// "which range in value in the order given").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Combination {
    Point,
    Pair,
    Flush,
    Sequence,
    Tricon,
}

impl Combination {
    /// A tricon, sequence or flush: what passes the deal at continuous dealing (L3982–3997).
    pub fn passes_the_deal(self) -> bool {
        self >= Combination::Flush
    }
}

/// Which combinations are recognised: all five, or limited commerce's (L3918–3935).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Limited {
    #[default]
    All,
    /// Tricon, sequence, flush and point: a pair counts its point.
    NoPair,
    /// Tricon, sequence and point: a pair or a flush counts its point.
    NoFlushOrPair,
}

impl Limited {
    fn recognises(self, c: Combination) -> bool {
        !matches!(
            (self, c),
            (Limited::NoPair, Combination::Pair)
                | (
                    Limited::NoFlushOrPair,
                    Combination::Pair | Combination::Flush
                )
        )
    }
}

/// Two flushes of the same point: the book says only that the better point wins (L3715–3717).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FlushTie {
    /// The point's own rule (L3725–3728): the first highest card different wins.
    #[default]
    HighestCard,
    /// Equal, as two equal hands.
    Equal,
}

/// What a hand is worth: its combination, then the figures that order hands of the same
/// combination, most significant first. A typed hand may give fewer figures than the cards
/// would ("point 28" has no cards to look at); two hands are compared as far as both go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    pub combination: Combination,
    pub order: Vec<u8>,
    /// The cards, when the hand was counted from them.
    pub cards: Vec<Card>,
}

impl Value {
    /// The book's comparison: the combination, then its tie rule. Two hands equal so far as
    /// both are known are equal (a typed "point 28" against the cards of a point of 28).
    pub fn beats(&self, other: &Value) -> Ordering {
        self.combination.cmp(&other.combination).then_with(|| {
            self.order
                .iter()
                .zip(&other.order)
                .map(|(a, b)| a.cmp(b))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        })
    }

    /// The hand in words: "tricon of aces", "sequence to the queen", "point 28".
    pub fn words(&self) -> String {
        let r = |i: usize| self.order.get(i).copied();
        let said = match self.combination {
            Combination::Tricon => format!("tricon of {}", plural(r(0).unwrap_or(0))),
            Combination::Sequence => format!("sequence to the {}", rank_word(r(0).unwrap_or(0))),
            Combination::Flush => format!("flush, point {}", r(0).unwrap_or(0)),
            Combination::Pair => match r(1) {
                Some(odd) => format!(
                    "pair of {} and a {}",
                    plural(r(0).unwrap_or(0)),
                    rank_word(odd)
                ),
                None => format!("pair of {}", plural(r(0).unwrap_or(0))),
            },
            Combination::Point => format!("point {}", r(0).unwrap_or(0)),
        };
        match self.cards.is_empty() {
            true => said,
            false => {
                let cards: Vec<String> = self.cards.iter().map(|c| c.to_string()).collect();
                format!("{said} ({})", cards.join(" "))
            }
        }
    }
}

/// The pips of a card at commerce: the ace eleven, a court card ten (L3646–3650).
pub fn pips(card: Card) -> u8 {
    match card.rank {
        ACE => 11,
        r => r.min(10),
    }
}

/// Values three cards.
pub fn of_cards(cards: &[Card; 3], limited: Limited, flush_tie: FlushTie) -> Value {
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank).collect();
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    let point: u8 = cards.iter().map(|&c| pips(c)).sum();
    let suited = cards.iter().all(|c| c.suit == cards[0].suit);
    let value = |combination, order: Vec<u8>| Value {
        combination,
        order,
        cards: cards.to_vec(),
    };
    if ranks[0] == ranks[2] {
        return value(Combination::Tricon, vec![ranks[0]]);
    }
    // The ace at either end, never between a king and a two (L3675–3681): A-2-3 is to the
    // three, the lowest (L3710–3713); Q-K-A to the ace, the best.
    let top = match ranks.as_slice() {
        [ACE, 3, 2] => Some(3),
        [a, b, c] if *a == b + 1 && *b == c + 1 => Some(*a),
        _ => None,
    };
    if let (true, Some(top)) = (suited, top) {
        return value(Combination::Sequence, vec![top]);
    }
    let by_point = || {
        let mut order = vec![point];
        order.extend(&ranks);
        order
    };
    if suited && limited.recognises(Combination::Flush) {
        return match flush_tie {
            FlushTie::HighestCard => value(Combination::Flush, by_point()),
            FlushTie::Equal => value(Combination::Flush, vec![point]),
        };
    }
    if limited.recognises(Combination::Pair) && (ranks[0] == ranks[1] || ranks[1] == ranks[2]) {
        let (pair, odd) = match ranks[0] == ranks[1] {
            true => (ranks[0], ranks[2]),
            false => (ranks[1], ranks[0]),
        };
        return value(Combination::Pair, vec![pair, odd]);
    }
    value(Combination::Point, by_point())
}

/// Reads one hand: three cards, or a value typed as the book names it: `tricon A` (or `pair
/// royal A`), `sequence Q` (its highest card: `sequence 3` is three, two, ace), `flush 27` (its
/// point), `pair K` or `pair K 9` (the odd card), `point 28`.
pub fn read(
    field: &str,
    text: &str,
    limited: Limited,
    flush_tie: FlushTie,
) -> Result<Value, LawError> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.to_ascii_lowercase())
        .collect();
    let typed = matches!(
        words.first().map(String::as_str),
        Some("tricon" | "sequence" | "flush" | "pair" | "point")
    );
    if !typed {
        let cards = parse_cards(field, text, false)?;
        let three: [Card; 3] = cards.as_slice().try_into().map_err(|_| {
            LawError::new(
                field,
                format!(
                    "a commerce hand is three cards ({} written), or its value typed as \"tricon A\", \"sequence Q\", \"flush 27\", \"pair K 9\" or \"point 28\"",
                    cards.len()
                ),
            )
        })?;
        return Ok(of_cards(&three, limited, flush_tie));
    }
    let bad = |why: &str| LawError::new(field, format!("\"{text}\": {why}"));
    let rank = |w: Option<&String>| -> Result<u8, LawError> {
        let w = w.ok_or_else(|| bad("say the card, as A, K, Q, J or 10 to 2"))?;
        Card::parse(&format!("{w}S"))
            .map(|c| c.rank)
            .ok_or_else(|| bad("say the card, as A, K, Q, J or 10 to 2"))
    };
    let number = |w: Option<&String>, lo: u8, hi: u8| -> Result<u8, LawError> {
        w.and_then(|w| w.parse::<u8>().ok())
            .filter(|n| (lo..=hi).contains(n))
            .ok_or_else(|| bad(&format!("give the point, from {lo} to {hi}")))
    };
    let mut rest = words[1..].iter().peekable();
    let (combination, order) = match words[0].as_str() {
        "tricon" => (Combination::Tricon, vec![rank(rest.next())?]),
        "pair" if rest.peek().map(|w| w.as_str()) == Some("royal") => {
            rest.next();
            (Combination::Tricon, vec![rank(rest.next())?])
        }
        "sequence" => {
            let top = rank(rest.next())?;
            if top < 3 {
                return Err(bad("a sequence is named by its highest card, 3 to A"));
            }
            (Combination::Sequence, vec![top])
        }
        // Three cards of a suit: two, three and four count 9 at the least, ace, king and
        // knave 31 at the most.
        "flush" => (Combination::Flush, vec![number(rest.next(), 9, 31)?]),
        "pair" => {
            let pair = rank(rest.next())?;
            let mut order = vec![pair];
            if rest.peek().is_some() {
                let odd = rank(rest.next())?;
                if odd == pair {
                    return Err(bad("three of a rank are a tricon"));
                }
                order.push(odd);
            }
            (Combination::Pair, order)
        }
        _ => (Combination::Point, vec![number(rest.next(), 7, 32)?]),
    };
    if rest.next().is_some() {
        return Err(bad("more words than the value needs"));
    }
    if !limited.recognises(combination) {
        return Err(bad(
            "that combination is not recognised here (the setting \"limited\"): type its point",
        ));
    }
    Ok(Value {
        combination,
        order,
        cards: Vec::new(),
    })
}

/// Those among `hands` that no other beats: the best hand, or hands equal at the top.
pub fn best(hands: &[(usize, Value)]) -> Vec<usize> {
    hands
        .iter()
        .filter(|(_, v)| hands.iter().all(|(_, w)| w.beats(v) != Ordering::Greater))
        .map(|(p, _)| *p)
        .collect()
}

/// Those among `hands` that beat no other: the worst hand, or hands equal at the foot. Empty
/// when every hand is equal.
pub fn worst(hands: &[(usize, Value)]) -> Vec<usize> {
    if hands
        .iter()
        .all(|(_, v)| hands.iter().all(|(_, w)| v.beats(w) == Ordering::Equal))
    {
        return Vec::new();
    }
    hands
        .iter()
        .filter(|(_, v)| hands.iter().all(|(_, w)| v.beats(w) != Ordering::Greater))
        .map(|(p, _)| *p)
        .collect()
}

fn rank_word(rank: u8) -> &'static str {
    [
        "?", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "knave", "queen", "king", "ace",
    ]
    .get(rank as usize)
    .copied()
    .unwrap_or("?")
}

fn plural(rank: u8) -> &'static str {
    [
        "?", "aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
        "tens", "knaves", "queens", "kings", "aces",
    ]
    .get(rank as usize)
    .copied()
    .unwrap_or("?")
}
