//! A hand's value as one number, for ranking many hands: [`Value::key`] packs a value so that
//! numbers order as values do, and [`Rules::key`] counts the best five of any number of cards
//! straight to that number, without trying every five and without allocating, whenever no
//! card is wild and no freak hand or hearts rule is played (the common case, and the one a
//! million hands a second needs); otherwise it asks [`Rules::best`]. Pure.

use super::hands::{ACE, Card, Kind, Rules, Skip, Tiger, Value, WildTies};

/// Five ranks after `k`, four bits each, missing ones as 0 (no rank is 0 but the
/// round-the-corner index, whose list always has one entry, so order is kept).
fn pack(mut k: u64, ranks: &[u8]) -> u64 {
    for i in 0..5 {
        k = k << 4 | u64::from(ranks.get(i).copied().unwrap_or(0));
    }
    k
}

impl Value {
    /// The value as a number ordered as [`Value`]'s `Ord` orders: kind, Rule 69's lead, the
    /// deciding ranks, Rule 70's hearts, the wild cards, the natural cards.
    pub fn key(&self) -> u64 {
        let k = (self.kind as u64) << 1 | u64::from(self.lead);
        let k = pack(k, &self.ranks) << 1 | u64::from(self.hearts);
        let k = k << 4 | (i64::from(self.wild) + 8) as u64;
        pack(k, &self.naturals)
    }
}

impl Rules {
    /// Whether these rules and cards take the fast road: no wild card among them, no freak
    /// hand, no hearts rule.
    pub(super) fn plain(&self, cards: &[Card], widow: Option<u8>) -> bool {
        !self.hearts_first
            && !self.blaze
            && self.skip == Skip::None
            && self.tiger == Tiger::None
            && !self.round_the_corner
            && !cards.iter().any(|&c| self.is_wild(c, widow))
    }

    /// The key ([`Value::key`]) of the best five of `cards`; `None` below five cards.
    pub fn key(&self, cards: &[Card], widow: Option<u8>) -> Option<u64> {
        if cards.len() < 5 {
            return None;
        }
        if self.plain(cards, widow) {
            return Some(self.plain_key(cards));
        }
        self.best(cards, widow).map(|v| v.key())
    }

    /// The highest card of the best sequence in `mask` (bit r for rank r), by the ace chosen.
    fn top_sequence(&self, mask: u16) -> Option<u8> {
        let low_ace = self.lowest_in_sequence() == 1;
        let m = if low_ace && mask & 1 << ACE != 0 {
            mask | 2
        } else {
            mask
        };
        let high_ace = self.ace == super::hands::AceRule::HighOrLow || self.stripped;
        let top = if high_ace { ACE } else { ACE - 1 };
        (self.lowest_in_sequence() + 4..=top)
            .rev()
            .find(|&high| (m >> (high - 4)) & 0x1F == 0x1F)
    }

    /// The key of the best five of plain cards, from their counts by rank and suit.
    pub(super) fn plain_key(&self, cards: &[Card]) -> u64 {
        let mut counts = [0u8; 15];
        let mut suits = [0u16; 4];
        let mut all = 0u16;
        for c in cards {
            counts[c.rank as usize] += 1;
            suits[c.suit as usize & 3] |= 1 << c.rank;
            all |= 1 << c.rank;
        }
        let straights = !self.no_straights;
        let run = |high: u8| -> [u8; 5] {
            // A-2-3-4-5 is 5 high; its ace is still written 14 among the naturals.
            let mut r = [high, high - 1, high - 2, high - 3, high - 4];
            if high == 5 {
                r = [ACE, 5, 4, 3, 2];
            }
            r
        };
        if straights
            && let Some(high) = suits
                .iter()
                .filter(|s| s.count_ones() >= 5)
                .filter_map(|&s| self.top_sequence(s))
                .max()
        {
            return self.finish(Kind::StraightFlush, &[high], run(high));
        }
        // Ranks highest first with at least `n` cards, skipping `but`.
        let with = |n: u8, but: [u8; 2]| {
            (2..=ACE)
                .rev()
                .filter(move |&r| counts[r as usize] >= n && !but.contains(&r))
        };
        if let Some(four) = with(4, [0, 0]).next() {
            let kicker = with(1, [four, 0]).next().unwrap_or(0);
            return self.finish(
                Kind::Fours,
                &[four, kicker],
                [four, four, four, four, kicker],
            );
        }
        let three = with(3, [0, 0]).next();
        if let Some(t) = three
            && let Some(p) = with(2, [t, 0]).next()
        {
            return self.finish(Kind::Full, &[t, p], [t, t, t, p, p]);
        }
        if let Some(flush) = suits
            .iter()
            .filter(|s| s.count_ones() >= 5)
            .map(|&s| top_five(s))
            .max()
        {
            return self.finish(Kind::Flush, &flush, flush);
        }
        if straights && let Some(high) = self.top_sequence(all) {
            return self.finish(Kind::Straight, &[high], run(high));
        }
        if let Some(t) = three {
            let mut k = with(1, [t, 0]);
            let (a, b) = (k.next().unwrap_or(0), k.next().unwrap_or(0));
            return self.finish(Kind::Threes, &[t, a, b], [t, t, t, a, b]);
        }
        let mut pairs = with(2, [0, 0]);
        if let Some(p) = pairs.next() {
            if let Some(q) = pairs.next() {
                let k = with(1, [p, q]).next().unwrap_or(0);
                return self.finish(Kind::TwoPairs, &[p, q, k], [p, p, q, q, k]);
            }
            let mut k = with(1, [p, 0]);
            let (a, b, c) = (
                k.next().unwrap_or(0),
                k.next().unwrap_or(0),
                k.next().unwrap_or(0),
            );
            return self.finish(Kind::Pair, &[p, a, b, c], [p, p, a, b, c]);
        }
        let high = top_five(all);
        self.finish(Kind::HighCard, &high, high)
    }

    /// The key of a plain hand: no lead, no hearts, no wild card; its naturals all five ranks.
    fn finish(&self, kind: Kind, ranks: &[u8], mut five: [u8; 5]) -> u64 {
        five.sort_unstable_by(|a, b| b.cmp(a));
        let k = (kind as u64) << 1;
        let k = pack(k, ranks) << 1;
        let k = k << 4 | 8;
        match self.wild_ties {
            WildTies::Equal => pack(k, &[]),
            _ => pack(k, &five),
        }
    }
}

/// The five highest ranks in `mask`, highest first.
fn top_five(mask: u16) -> [u8; 5] {
    let mut out = [0u8; 5];
    let mut i = 0;
    for r in (2..=ACE).rev() {
        if i < 5 && mask & 1 << r != 0 {
            out[i] = r;
            i += 1;
        }
    }
    out
}
