//! Poker patience's square: twenty-five cards in five rows of five, read as ten poker hands (the
//! five rows and the five columns, seed 000 L8811–8826; seed 001 L5230–5272), each valued on a
//! scale ([`Scale`]). The hand's class is the poker evaluator's (`poker::hands`): the ace high or
//! low in a sequence, no sequence round the corner (seed 000 L4069–4080), nothing wild.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::poker::hands::{Card, Kind, Rules};

/// What a row or column of five counts as at poker patience: "Each hand scores the single best
/// category that applies" on the books' tables, which know no high card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Hand {
    Nothing,
    Pair,
    TwoPairs,
    Threes,
    Straight,
    Flush,
    Full,
    Fours,
    StraightFlush,
}

impl Hand {
    pub const ALL: [Hand; 9] = [
        Hand::Nothing,
        Hand::Pair,
        Hand::TwoPairs,
        Hand::Threes,
        Hand::Straight,
        Hand::Flush,
        Hand::Full,
        Hand::Fours,
        Hand::StraightFlush,
    ];

    /// Five cards' class, by the poker evaluator.
    pub fn of(five: &[Card]) -> Hand {
        match Rules::default().five(five, None).kind {
            Kind::Pair => Hand::Pair,
            Kind::TwoPairs => Hand::TwoPairs,
            Kind::Threes => Hand::Threes,
            Kind::Straight => Hand::Straight,
            Kind::Flush => Hand::Flush,
            Kind::Full => Hand::Full,
            Kind::Fours => Hand::Fours,
            Kind::StraightFlush => Hand::StraightFlush,
            // Without wild cards or freak hands nothing else can come; it counts nothing.
            _ => Hand::Nothing,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Hand::Nothing => "nothing",
            Hand::Pair => "a pair",
            Hand::TwoPairs => "two pairs",
            Hand::Threes => "threes",
            Hand::Straight => "a straight",
            Hand::Flush => "a flush",
            Hand::Full => "a full hand",
            Hand::Fours => "fours",
            Hand::StraightFlush => "a straight flush",
        }
    }

    /// Reads a hand as a player types it: "straight flush", "full house", "two pairs", "threes".
    pub fn parse(text: &str) -> Option<Hand> {
        let t = text.trim().to_ascii_lowercase().replace(['_', '-'], " ");
        let t = t.strip_prefix("a ").unwrap_or(&t);
        Some(
            match t.split_whitespace().collect::<Vec<_>>().join(" ").as_str() {
                "nothing" | "none" | "no hand" | "0" => Hand::Nothing,
                "pair" | "one pair" => Hand::Pair,
                "two pairs" | "two pair" => Hand::TwoPairs,
                "threes" | "three of a kind" | "triplet" | "triplets" | "trips" => Hand::Threes,
                "straight" | "sequence" => Hand::Straight,
                "flush" => Hand::Flush,
                "full" | "full hand" | "full house" => Hand::Full,
                "fours" | "four of a kind" => Hand::Fours,
                "straight flush" | "royal flush" => Hand::StraightFlush,
                _ => return None,
            },
        )
    }
}

/// The schedules "in common use": "one English and two American" (seed 001 L5273–5331; the
/// English one is the 1909 book's, seed 000 L8827–8849).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scale {
    /// Pair 1, two pairs 3, threes 6, straight 12, flush 5, full 10, fours 16, straight flush 30.
    #[default]
    English,
    /// The first American column: 1, 2, 7, 9, 5, 12, 20, 30.
    American,
    /// The second American column: 2, 5, 10, 15, 20, 25, 50, 75.
    AmericanSecond,
}

impl Scale {
    pub fn value(self, hand: Hand) -> i64 {
        let column = match self {
            Scale::English => 0,
            Scale::American => 1,
            Scale::AmericanSecond => 2,
        };
        let row: [i64; 3] = match hand {
            Hand::Nothing => [0, 0, 0],
            Hand::Pair => [1, 1, 2],
            Hand::TwoPairs => [3, 2, 5],
            Hand::Threes => [6, 7, 10],
            Hand::Straight => [12, 9, 15],
            Hand::Flush => [5, 5, 20],
            Hand::Full => [10, 12, 25],
            Hand::Fours => [16, 20, 50],
            Hand::StraightFlush => [30, 30, 75],
        };
        row[column]
    }

    /// The most ten hands can score: ten straight flushes cannot lie in one square, but no
    /// typed score may pass this.
    pub fn most(self) -> i64 {
        10 * self.value(Hand::StraightFlush)
    }

    pub fn words(self) -> &'static str {
        match self {
            Scale::English => "the English scale",
            Scale::American => "the first American scale",
            Scale::AmericanSecond => "the second American scale",
        }
    }
}

/// Reads cards rank then suit (`10H`, `QS`) or, as the 1909 book's problem is written here,
/// suit then rank (`H10`, `SQ`): spaces or commas between; no card twice, no joker.
pub fn parse_cards(field: &str, text: &str) -> Result<Vec<Card>, LawError> {
    let mut cards = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
    {
        let upper = word.to_ascii_uppercase();
        let suit_first = upper
            .char_indices()
            .nth(1)
            .map(|(i, _)| format!("{}{}", &upper[i..], &upper[..i]));
        let card = Card::parse(&upper)
            .or_else(|| suit_first.as_deref().and_then(Card::parse))
            .filter(|c| !c.is_joker())
            .ok_or_else(|| {
                LawError::new(
                    field,
                    format!("\"{word}\" is not a card: write rank then suit, as AS, 10H or QD"),
                )
            })?;
        if cards.contains(&card) {
            return Err(LawError::new(field, format!("{card} is written twice")));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// A square laid out: `cells[row][column]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    pub cells: [[Card; 5]; 5],
}

impl Grid {
    /// Reads twenty-five cards, row by row: the rows apart by `/` (or `;`, `|`, a new line), or
    /// the twenty-five in one run. No card twice; no joker.
    pub fn parse(field: &str, text: &str) -> Result<Grid, LawError> {
        let rows: Vec<&str> = text
            .split(['/', ';', '|', '\n'])
            .filter(|r| !r.trim().is_empty())
            .collect();
        let cards = parse_cards(field, &rows.join(" "))?;
        if rows.len() > 1 {
            if rows.len() != 5 {
                return Err(LawError::new(
                    field,
                    format!("write five rows of five cards; {} rows written", rows.len()),
                ));
            }
            for (i, row) in rows.iter().enumerate() {
                let n = parse_cards(field, row)?.len();
                if n != 5 {
                    return Err(LawError::new(
                        field,
                        format!("row {} has {n} cards; a row has five", i + 1),
                    ));
                }
            }
        }
        if cards.len() != 25 {
            return Err(LawError::new(
                field,
                format!(
                    "the square holds 25 cards, five rows of five; {} written",
                    cards.len()
                ),
            ));
        }
        let mut cells = [[cards[0]; 5]; 5];
        for (i, &c) in cards.iter().enumerate() {
            cells[i / 5][i % 5] = c;
        }
        Ok(Grid { cells })
    }

    /// The ten hands: the five rows, top first, then the five columns, left first.
    pub fn hands(&self) -> [Hand; 10] {
        let mut out = [Hand::Nothing; 10];
        for i in 0..5 {
            out[i] = Hand::of(&self.cells[i]);
            let column: Vec<Card> = (0..5).map(|r| self.cells[r][i]).collect();
            out[5 + i] = Hand::of(&column);
        }
        out
    }

    /// Where a card lies, (row, column).
    pub fn find(&self, card: Card) -> Option<(usize, usize)> {
        (0..25)
            .map(|i| (i / 5, i % 5))
            .find(|&(r, c)| self.cells[r][c] == card)
    }

    /// The cards, sorted: two squares of the same deal hold the same ones.
    pub fn sorted(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.cells.iter().flatten().copied().collect();
        all.sort();
        all
    }
}

/// A square's score: the sum of its ten hands on the scale.
pub fn score(hands: &[Hand], scale: Scale) -> i64 {
    hands.iter().map(|&h| scale.value(h)).sum()
}

/// How each card after the first must lie against those before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// "next to one already on the table, either vertically, horizontally, or diagonally"
    /// (seed 000 L8819–8822; seed 001 L5245–5252).
    #[default]
    Touching,
    /// Serpent poker patience: next to the card last played, above, below or to either side
    /// (seed 000 L8888–8903).
    Serpent,
}

/// Checks that the square could be laid as the cards were called: each after the first next to
/// one before it (or, in the serpent, beside the last). Returns the first card out of place.
pub fn misplaced(grid: &Grid, called: &[Card], layout: Layout) -> Option<Card> {
    let at: Vec<(usize, usize)> = called.iter().filter_map(|&c| grid.find(c)).collect();
    if at.len() != called.len() {
        return called.iter().copied().find(|&c| grid.find(c).is_none());
    }
    let near = |a: (usize, usize), b: (usize, usize), diagonal: bool| {
        let (dr, dc) = (a.0.abs_diff(b.0), a.1.abs_diff(b.1));
        match diagonal {
            true => dr <= 1 && dc <= 1 && (dr, dc) != (0, 0),
            false => dr + dc == 1,
        }
    };
    (1..at.len())
        .find(|&k| match layout {
            Layout::Touching => !at[..k].iter().any(|&b| near(at[k], b, true)),
            Layout::Serpent => !near(at[k], at[k - 1], false),
        })
        .map(|k| called[k])
}

#[cfg(test)]
impl Scale {
    /// The scale by its setting's word, for the tests.
    pub fn of_name(name: &str) -> Scale {
        serde_json::from_value(serde_json::Value::String(name.to_owned())).unwrap()
    }
}
