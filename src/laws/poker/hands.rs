//! Poker hands: the best five cards of any number, ranked as the books rank them. Pure.
//!
//! The ranks (seed 003 Rule 65, L2968–2971; seed 000 L4069–4129; seed 001 L4600–4642): straight
//! flush, fours, full, flush, straight, threes, two pairs, a pair, the highest card. The options
//! the books give are [`Rules`]: the English code's ace, low only in a sequence (Rule 71,
//! L3010–3019) or the American ace, high or low (seed 000 L4069–4080; seed 001 L4600–4642);
//! hearts first among flushes and equal sequences (Rules 69–70, L2992–3008); wild cards (the
//! joker or mistigris, deuces, a wild widow's rank); and the freak hands (blaze, skip or Dutch
//! straight, tiger, round-the-corner straight).
//!
//! A wild card may stand for any card, the same card as one in the hand included ("an
//! ace-ace-high flush is possible", seed 001 L5009–5027), so five of a kind is a hand.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::super::LawError;

/// One card: rank 2 to 14 (the ace), suit 0..4 in the order S H D C; the joker is rank 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: u8,
    pub suit: u8,
}

pub const ACE: u8 = 14;
const KING: u8 = 13;
const JACK: u8 = 11;
const HEARTS: u8 = 1;
const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
pub const JOKER: Card = Card { rank: 0, suit: 0 };

impl Card {
    /// Reads `AS`, `10H`, `TH`, `qd`, `JK` (the joker): rank then suit, either case.
    pub fn parse(text: &str) -> Option<Card> {
        let text = text.trim().to_ascii_uppercase();
        if text == "JK" || text == "JOKER" {
            return Some(JOKER);
        }
        let suit_char = text.chars().last()?;
        let suit = SUITS.iter().position(|&s| s == suit_char)? as u8;
        let rank = match &text[..text.len() - 1] {
            "A" => ACE,
            "K" => KING,
            "Q" => 12,
            "J" => JACK,
            "T" | "10" => 10,
            n => n.parse::<u8>().ok().filter(|r| (2..=9).contains(r))?,
        };
        Some(Card { rank, suit })
    }

    pub fn is_joker(self) -> bool {
        self.rank == 0
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_joker() {
            return write!(f, "JK");
        }
        write!(f, "{}{}", rank_letter(self.rank), SUITS[self.suit as usize])
    }
}

/// A card is written as it is read: `"QH"`, `"10S"`, `"JK"`.
impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

fn rank_letter(rank: u8) -> &'static str {
    [
        "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ][rank as usize]
}

/// A rank in words: "queen", "10".
fn rank_word(rank: u8) -> &'static str {
    match rank {
        ACE | 1 => "ace",
        KING => "king",
        12 => "queen",
        JACK => "jack",
        n => rank_letter(n),
    }
}

/// A rank in words, plural: "queens", "sixes".
fn ranks_word(rank: u8) -> &'static str {
    [
        "?", "aces", "deuces", "treys", "fours", "fives", "sixes", "sevens", "eights", "nines",
        "tens", "jacks", "queens", "kings", "aces",
    ][rank as usize]
}

/// A hand's cards, written `"AH QD QC QH 9D"` (spaces or commas between). The joker is refused
/// when the pack has none; a card twice is refused.
pub fn parse_cards(field: &str, text: &str, joker: bool) -> Result<Vec<Card>, LawError> {
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
            return Err(LawError::new(
                field,
                "the pack has no joker (the setting \"joker\")",
            ));
        }
        if cards.contains(&card) {
            return Err(LawError::new(field, format!("{card} is written twice")));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// The ace, by the book chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AceRule {
    /// High, or low in A-2-3-4-5; 10-J-Q-K-A the best sequence (seed 000 L4069–4080; seed 001
    /// L4600–4642).
    #[default]
    HighOrLow,
    /// The English code: "The ace shall only begin a sequence" (seed 003 Rule 71, L3010–3019).
    LowInSequence,
}

/// Where the skip (Dutch) straight ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skip {
    #[default]
    None,
    /// "Beats two pairs and a blaze" (seed 001 L4648–4650); below threes [INFER].
    AboveTwoPairs,
    /// Beats threes, loses to a sequence (seed 003 L2253–2257).
    AboveThrees,
}

/// What the tiger is, if played; both books rank it between a straight and a flush.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tiger {
    #[default]
    None,
    /// "7 high and 2 low, without a pair, sequence or flush" (seed 001 L4646–4648).
    SevenToDeuce,
    /// "The lowest straight that can be made" (seed 000 L4472–4476).
    LowestStraight,
}

/// How hands equal but for their wild cards are told apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WildTies {
    /// "Won by the hand containing the least wild cards" (seed 001 L5082–5084; "a pair of
    /// kings will beat a king and the joker", L5009–5027).
    #[default]
    FewerWild,
    /// "The joker is a higher card … than the actual card whose name it takes" (seed 003
    /// L2066–2075).
    MoreWild,
    /// They are equal and divide.
    Equal,
}

/// How hands are ranked: every option of the books, the American reading by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    #[serde(default)]
    pub ace: AceRule,
    /// Rule 69: a flush in hearts beats every other flush; Rule 70: of equal sequences, the one
    /// in hearts wins (seed 003 L2992–3008).
    #[serde(default)]
    pub hearts_first: bool,
    /// Straight poker: "Straights and straight flushes are not played" (seed 001 L4780).
    #[serde(default)]
    pub no_straights: bool,
    /// The joker is in the pack and wild (mistigris: seed 000 L4459–4470; seed 001 L5009).
    #[serde(default)]
    pub joker: bool,
    /// Deuces are wild (seed 001 L5028–5092).
    #[serde(default)]
    pub deuces_wild: bool,
    #[serde(default)]
    pub wild_ties: WildTies,
    /// Five court cards, between two pairs and threes (seed 003 L2045–2060; seed 001 L4645).
    #[serde(default)]
    pub blaze: bool,
    #[serde(default)]
    pub skip: Skip,
    #[serde(default)]
    pub tiger: Tiger,
    /// Q K A 2 3: beats threes, loses to a straight (seed 001 L4651–4653).
    #[serde(default)]
    pub round_the_corner: bool,
    /// The stripped pack: its lowest ranks out and "the ace is always high" (seed 001
    /// L4589–4596).
    #[serde(default)]
    pub stripped: bool,
}

/// The kinds of hand, worst first; the freak hands in their places.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    HighCard,
    Pair,
    TwoPairs,
    Blaze,
    SkipLow,
    Threes,
    SkipHigh,
    RoundTheCorner,
    Straight,
    Tiger,
    Flush,
    Full,
    Fours,
    StraightFlush,
    FiveOfAKind,
    /// Five wild cards: "four deuces + joker (invincible)" (seed 001 L5028–5092).
    FiveWild,
}

/// A hand's value: compared kind first, then its ranks in the order the books compare them,
/// then the hearts of Rules 69–70, then the wild cards.
#[derive(Debug, Clone, Serialize)]
pub struct Value {
    pub kind: Kind,
    /// The ranks that decide between hands of the kind, most telling first.
    pub ranks: Vec<u8>,
    /// Rule 69: 1 for a flush in hearts when hearts go first; it beats every other flush.
    pub(super) lead: u8,
    /// Rule 70: 1 for a sequence topped by a heart, the last word between equal sequences.
    pub(super) hearts: u8,
    /// The wild cards' part in a tie, signed as the setting says (more is better).
    pub(super) wild: i8,
    /// The natural cards, highest first: the last word between wild hands.
    pub(super) naturals: Vec<u8>,
    /// The five cards that make it.
    pub cards: Vec<Card>,
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        (
            self.kind,
            self.lead,
            &self.ranks,
            self.hearts,
            self.wild,
            &self.naturals,
        )
            .cmp(&(
                other.kind,
                other.lead,
                &other.ranks,
                other.hearts,
                other.wild,
                &other.naturals,
            ))
    }
}

/// Equal hands are equal in value whatever their suits: they divide (seed 003 Rule 76).
impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Value {}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Value {
    /// The hand in words: "threes, queens", "a flush, king high".
    pub fn words(&self) -> String {
        let r = |i: usize| ranks_word(self.ranks[i]);
        let high = |i: usize| rank_word(self.ranks[i]);
        match self.kind {
            Kind::HighCard => format!("{} high", high(0)),
            Kind::Pair => format!("a pair of {}", r(0)),
            Kind::TwoPairs => format!("two pairs, {} and {}", r(0), r(1)),
            Kind::Blaze => format!("a blaze, {} high", high(0)),
            Kind::SkipLow | Kind::SkipHigh => format!("a skip straight, {} high", high(0)),
            Kind::Threes => format!("threes, {}", r(0)),
            Kind::RoundTheCorner => "a round-the-corner straight".to_owned(),
            Kind::Straight => format!("a straight, {} high", high(0)),
            Kind::Tiger => "a tiger".to_owned(),
            Kind::Flush => format!("a flush, {} high", high(0)),
            Kind::Full => format!("a full hand, {} on {}", r(0), r(1)),
            Kind::Fours => format!("fours, {}", r(0)),
            Kind::StraightFlush => format!("a straight flush, {} high", high(0)),
            Kind::FiveOfAKind => format!("five {}", r(0)),
            Kind::FiveWild => "five wild cards".to_owned(),
        }
    }
}

impl Rules {
    /// Whether `card` is wild: the joker, a deuce when deuces are wild, a card of the wild
    /// widow's rank.
    pub fn is_wild(&self, card: Card, widow: Option<u8>) -> bool {
        card.is_joker() || (self.deuces_wild && card.rank == 2) || widow == Some(card.rank)
    }

    /// The best five of `cards` (five or more). `widow` is the rank a wild widow makes wild.
    pub fn best(&self, cards: &[Card], widow: Option<u8>) -> Option<Value> {
        let n = cards.len();
        if n < 5 {
            return None;
        }
        // Without wild cards or freak hands, the best five's key is counted at once and only
        // the five that make it are valued (see `fast`).
        let target = self.plain(cards, widow).then(|| self.plain_key(cards));
        let mut best: Option<Value> = None;
        let mut pick = [0usize, 1, 2, 3, 4];
        loop {
            let five = pick.map(|i| cards[i]);
            if let Some(t) = target {
                if self.plain_key(&five) == t {
                    return Some(self.five(&five, widow));
                }
            } else {
                let v = self.five(&five, widow);
                if best.as_ref().is_none_or(|b| v > *b) {
                    best = Some(v);
                }
            }
            // The next five in lexicographic order.
            let Some(i) = (0..5).rev().find(|&i| pick[i] < n - 5 + i) else {
                return best;
            };
            pick[i] += 1;
            for j in i + 1..5 {
                pick[j] = pick[j - 1] + 1;
            }
        }
    }

    /// The value of exactly five cards.
    pub fn five(&self, cards: &[Card], widow: Option<u8>) -> Value {
        let (wilds, naturals): (Vec<Card>, Vec<Card>) =
            cards.iter().partition(|&&c| self.is_wild(c, widow));
        let w = wilds.len();
        let mut nat_ranks: Vec<u8> = naturals.iter().map(|c| c.rank).collect();
        nat_ranks.sort_unstable_by(|a, b| b.cmp(a));
        let (kind, ranks, hearts) = self.kind_of(&naturals, w);
        let (lead, hearts) = match kind {
            Kind::Flush => (hearts, 0),
            _ => (0, hearts),
        };
        let mut sorted = cards.to_vec();
        sorted.sort_by(|a, b| b.cmp(a));
        let wild = match (self.wild_ties, w > 0) {
            (_, false) | (WildTies::Equal, _) => 0,
            (WildTies::FewerWild, _) => -(w as i8),
            (WildTies::MoreWild, _) => w as i8,
        };
        Value {
            kind,
            lead,
            ranks,
            hearts,
            wild,
            naturals: match self.wild_ties {
                WildTies::Equal => Vec::new(),
                _ => nat_ranks,
            },
            cards: sorted,
        }
    }

    /// The best kind the natural cards make with `w` wild cards, with its deciding ranks and
    /// the hearts of Rules 69–70.
    fn kind_of(&self, naturals: &[Card], w: usize) -> (Kind, Vec<u8>, u8) {
        if w == 5 {
            return (Kind::FiveWild, vec![ACE], 0);
        }
        let mut counts = [0usize; 15];
        for c in naturals {
            counts[c.rank as usize] += 1;
        }
        // Ranks with their counts, the larger group first, then the higher rank.
        let mut groups: Vec<(usize, u8)> = (2..=ACE)
            .rev()
            .filter(|&r| counts[r as usize] > 0)
            .map(|r| (counts[r as usize], r))
            .collect();
        groups.sort_by(|a, b| b.cmp(a));
        let one_suit = naturals.windows(2).all(|p| p[0].suit == p[1].suit);
        let suit = naturals.first().map(|c| c.suit);
        let in_hearts = u8::from(self.hearts_first && suit == Some(HEARTS));
        let distinct = groups.iter().all(|g| g.0 == 1);
        let desc = |extra: usize| -> Vec<u8> {
            // The naturals highest first, the wild cards as aces.
            let mut v = vec![ACE; extra];
            v.extend(groups.iter().flat_map(|&(c, r)| std::iter::repeat_n(r, c)));
            v.sort_unstable_by(|a, b| b.cmp(a));
            v
        };
        let top = groups[0];
        if top.0 + w >= 5 {
            return (Kind::FiveOfAKind, vec![top.1], 0);
        }
        let straight = |windows: &[[u8; 5]]| -> Option<u8> {
            windows
                .iter()
                .filter(|win| {
                    distinct
                        && naturals
                            .iter()
                            .all(|c| win.contains(&c.rank) || (c.rank == ACE && win.contains(&1)))
                })
                .map(|win| win[4])
                .max()
        };
        let straights = self.sequences(1);
        if !self.no_straights
            && one_suit
            && let Some(high) = straight(&straights)
        {
            return (Kind::StraightFlush, vec![high], 0);
        }
        if top.0 + w >= 4 {
            let kicker = groups.iter().skip(1).map(|g| g.1).max().unwrap_or(ACE);
            let kicker = if top.0 + w > 4 { ACE } else { kicker };
            return (Kind::Fours, vec![top.1, kicker], 0);
        }
        // A full: three of one rank and two of another; with one wild card, two pairs make it.
        if groups.len() == 2 && top.0 + w >= 3 {
            return (Kind::Full, vec![top.1, groups[1].1], 0);
        }
        if one_suit {
            return (Kind::Flush, desc(w), in_hearts);
        }
        if !self.no_straights {
            if self.tiger == Tiger::LowestStraight && straight(&straights[..1]).is_some() {
                return (Kind::Tiger, vec![5], 0);
            }
            if let Some(high) = straight(&straights) {
                let heart_top = naturals
                    .iter()
                    .find(|c| c.rank == high)
                    .map(|c| u8::from(self.hearts_first && c.suit == HEARTS))
                    .unwrap_or(0);
                return (Kind::Straight, vec![high], heart_top);
            }
        }
        if self.tiger == Tiger::SevenToDeuce && w == 0 && distinct {
            let r = desc(0);
            if r[0] == 7 && r[4] == 2 {
                return (Kind::Tiger, r, 0);
            }
        }
        if self.round_the_corner && !self.no_straights {
            let corners: Vec<[u8; 5]> =
                vec![[11, 12, 13, 1, 2], [12, 13, 1, 2, 3], [13, 1, 2, 3, 4]];
            let found = corners.iter().position(|win| {
                distinct
                    && naturals
                        .iter()
                        .all(|c| win.contains(&c.rank) || (c.rank == ACE && win.contains(&1)))
            });
            if let Some(i) = found {
                return (Kind::RoundTheCorner, vec![i as u8], 0);
            }
        }
        let skip = straight(&self.sequences(2));
        if self.skip == Skip::AboveThrees
            && let Some(high) = skip
        {
            return (Kind::SkipHigh, vec![high], 0);
        }
        if top.0 + w >= 3 {
            let mut r = vec![top.1];
            r.extend(groups.iter().skip(1).map(|g| g.1));
            return (Kind::Threes, r, 0);
        }
        if self.skip == Skip::AboveTwoPairs
            && let Some(high) = skip
        {
            return (Kind::SkipLow, vec![high], 0);
        }
        let courts = naturals.iter().all(|c| (JACK..=KING).contains(&c.rank));
        if self.blaze && courts {
            return (Kind::Blaze, desc(0), 0);
        }
        if groups.len() >= 2 && groups[1].0 == 2 {
            return (Kind::TwoPairs, vec![top.1, groups[1].1, groups[2].1], 0);
        }
        if top.0 + w >= 2 {
            let mut r = vec![top.1];
            r.extend(groups.iter().skip(1).map(|g| g.1));
            return (Kind::Pair, r, 0);
        }
        (Kind::HighCard, desc(0), 0)
    }

    /// The lowest rank a sequence may start from: the ace (1) in the full pack; in the stripped
    /// pack its lowest rank left, the ace being always high (seed 001 L4589–4596).
    pub(super) fn lowest_in_sequence(&self) -> u8 {
        match (self.stripped, self.deuces_wild) {
            (false, _) => 1,
            (true, false) => 4,
            (true, true) => 5,
        }
    }

    /// The runs of five ranks `step` apart (1: sequences; 2: skip straights) the ace allows,
    /// the ace written 1 when low and 14 when high.
    fn sequences(&self, step: u8) -> Vec<[u8; 5]> {
        let high_ace = self.ace == AceRule::HighOrLow || self.stripped;
        (self.lowest_in_sequence()..=ACE)
            .filter_map(|low| {
                let win = [0, 1, 2, 3, 4].map(|i| low + i * step);
                let fits = win[4] <= ACE && (high_ace || win[4] < ACE);
                fits.then_some(win)
            })
            .collect()
    }
}
