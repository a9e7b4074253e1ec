//! Cards as a scorer writes them (`"5H 5D 5C JS"`), and the count of a hand or crib at the show.
//!
//! The count follows both books, which agree on it: 1909 (seed 000) L1261–1309 (the show),
//! L1404–1407 (flush and nob added to the tables); 1927 (seed 001) L9454–9506.

use serde::Serialize;

use super::Variant;
use crate::laws::LawError;

/// One card: rank 1 (ace) to 13 (king), suit 0..4 in the order S H D C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: u8,
    pub suit: u8,
}

const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
const JACK: u8 = 11;

impl Card {
    /// Ace is low and counts one; court cards count ten (seed 000 L1196–1199; seed 001 L9372).
    pub fn pips(self) -> u32 {
        u32::from(self.rank.min(10))
    }

    pub fn is_jack(self) -> bool {
        self.rank == JACK
    }

    /// Reads `5H`, `10d`, `TD`, `JS`, `Q♠`: rank then suit, either case.
    pub fn parse(text: &str) -> Option<Card> {
        let text = text.trim();
        let suit_char = text.chars().last()?;
        let rank_text = &text[..text.len() - suit_char.len_utf8()];
        let suit = match suit_char.to_ascii_uppercase() {
            'S' | '♠' => 0,
            'H' | '♥' => 1,
            'D' | '♦' => 2,
            'C' | '♣' => 3,
            _ => return None,
        };
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "A" | "1" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            digit => match digit.parse::<u8>() {
                Ok(n) if (2..=9).contains(&n) => n,
                _ => return None,
            },
        };
        Some(Card { rank, suit })
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rank = match self.rank {
            1 => "A".to_owned(),
            11 => "J".to_owned(),
            12 => "Q".to_owned(),
            13 => "K".to_owned(),
            n => n.to_string(),
        };
        write!(f, "{rank}{}", SUITS[usize::from(self.suit)])
    }
}

/// Reads space- or comma-separated cards, naming `field` when one is not a card.
pub fn parse_cards(field: &str, text: &str) -> Result<Vec<Card>, LawError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            Card::parse(t).ok_or_else(|| {
                LawError::new(
                    field,
                    format!("{t:?} is not a card (rank A 2–10 J Q K, then suit S H D C)"),
                )
            })
        })
        .collect()
}

/// What a hand or crib scores at the show, item by item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Count {
    /// Two for every distinct set of cards adding to fifteen.
    pub fifteens: u32,
    /// Two for every pair of cards of one rank (pair royal 6, double pair royal 12).
    pub pairs: u32,
    /// One a card for every way of making the longest sequence (double run of three 6, …).
    pub runs: u32,
    pub flush: u32,
    /// One for the knave of the start's suit ("his nob").
    pub nobs: u32,
    pub total: u32,
}

/// Counts a hand (`is_crib` false) or the crib with the start, as both books do. A hand flush
/// needs every card of a full hand of the variant in one suit (one a card, one more when the
/// start matches: seed 000 L1296–1298; seed 001 L9499–9502); the crib flushes only with the start
/// (seed 000 L1306–1309; seed 001 L9502–9504). Fifteens, pairs and runs are the pattern values of
/// seed 000 L1279–1294 and seed 001 L9477–9491.
pub fn count_hand(cards: &[Card], starter: Card, is_crib: bool, variant: Variant) -> Count {
    let mut all: Vec<Card> = cards.to_vec();
    all.push(starter);

    let fifteens = 2 * fifteen_sets(&all);

    let mut by_rank = [0u32; 14];
    for c in &all {
        by_rank[usize::from(c.rank)] += 1;
    }
    let pairs: u32 = by_rank.iter().map(|&n| n * n.saturating_sub(1)).sum();

    // Every maximal stretch of consecutive ranks of three or more is a run, counted once for
    // each way of choosing one card of each rank.
    let mut runs = 0;
    let mut rank = 1;
    while rank <= 13 {
        if by_rank[rank] == 0 {
            rank += 1;
            continue;
        }
        let start = rank;
        let mut ways = 1;
        while rank <= 13 && by_rank[rank] > 0 {
            ways *= by_rank[rank];
            rank += 1;
        }
        let length = (rank - start) as u32;
        if length >= 3 {
            runs += length * ways;
        }
    }

    let one_suit = |cs: &[Card]| cs.iter().all(|c| c.suit == cs[0].suit);
    let flush = if cards.is_empty() || !one_suit(cards) {
        0
    } else if is_crib {
        if starter.suit == cards[0].suit {
            cards.len() as u32 + 1
        } else {
            0
        }
    } else if cards.len() == variant.hand_size() {
        cards.len() as u32 + u32::from(starter.suit == cards[0].suit)
    } else {
        0
    };

    let nobs = u32::from(cards.iter().any(|c| c.is_jack() && c.suit == starter.suit));

    Count {
        fifteens,
        pairs,
        runs,
        flush,
        nobs,
        total: fifteens + pairs + runs + flush + nobs,
    }
}

/// How many distinct sets of the cards add to fifteen.
fn fifteen_sets(cards: &[Card]) -> u32 {
    // ways[s]: sets so far adding to s; each card either joins a set or not.
    let mut ways = [0u32; 16];
    ways[0] = 1;
    for card in cards {
        let pips = card.pips() as usize;
        for sum in (pips..=15).rev() {
            ways[sum] += ways[sum - pips];
        }
    }
    ways[15]
}
