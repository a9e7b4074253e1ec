//! One deal of cassino read and checked: what each side took (entered as counts, or counted from
//! the cards each side took), before any law says what it is worth.

use serde::Deserialize;

use crate::laws::LawError;
use crate::laws::cribbage::cards::{Card, parse_cards};

use super::Form;

/// A deal as entered: the counts, or the cards each side took (`taken`), or both (then they
/// must agree).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub cards: Option<Vec<i64>>,
    #[serde(default)]
    pub spades: Option<Vec<i64>>,
    #[serde(default)]
    pub big_cassino: Option<usize>,
    #[serde(default)]
    pub little_cassino: Option<usize>,
    #[serde(default)]
    pub aces: Option<Vec<i64>>,
    #[serde(default)]
    pub sweeps: Option<Vec<i64>>,
    /// Spade cassino: who took the jack of spades (one point more "as jack").
    #[serde(default)]
    pub jack_of_spades: Option<usize>,
    /// Who took each ace, in the order they score out: spades, clubs, hearts, diamonds.
    #[serde(default)]
    pub ace_takers: Option<Vec<usize>>,
    /// The cards each side took (`"10D 2S AS …"`); one side left blank took the rest.
    #[serde(default)]
    pub taken: Option<Vec<Option<String>>>,
    /// Spade cassino: who pegged the game first in play, when two sides pass it on a deal.
    #[serde(default)]
    pub out_first: Option<usize>,
}

/// What each side took, checked against the pack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Taken {
    pub cards: Vec<i64>,
    pub spades: Vec<i64>,
    pub big_cassino: usize,
    pub little_cassino: usize,
    pub aces: Vec<i64>,
    /// Who took the ace of spades, clubs, hearts and diamonds, when known.
    pub ace_takers: Option<[usize; 4]>,
    pub jack_of_spades: Option<usize>,
    pub sweeps: Vec<i64>,
}

const SPADES: u8 = 0;
const HEARTS: u8 = 1;
const DIAMONDS: u8 = 2;
const CLUBS: u8 = 3;
/// The order aces score out: "spades, clubs, hearts and diamonds" (seed 001 L11491–11493).
pub const ACE_ORDER: [u8; 4] = [SPADES, CLUBS, HEARTS, DIAMONDS];

/// The pack a form is played with: 52 cards, or the sixty-card pack with elevens and twelves
/// (seed 001 L11502–11508).
pub fn pack(form: Form) -> Vec<Card> {
    let top = if form == Form::RoyalSixty { 15 } else { 13 };
    (0..4u8)
        .flat_map(|suit| (1..=top).map(move |rank| Card { rank, suit }))
        .collect()
}

/// Reads one side's cards. The sixty-card pack's elevens and twelves are written `11S`, `12D`
/// and its court cards as usual (kept internally as ranks 14 and 15 after the twelve); the
/// ordinary pack's cards are read as cribbage reads them.
fn read_cards(field: &str, text: &str, form: Form) -> Result<Vec<Card>, LawError> {
    let mut out = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
    {
        let sixty = form == Form::RoyalSixty;
        let card = match word.get(..2) {
            Some(r @ ("11" | "12")) if sixty => {
                let suit = parse_cards(field, &format!("A{}", &word[2..]))?[0].suit;
                Card {
                    rank: if r == "11" { 14 } else { 15 },
                    suit,
                }
            }
            Some("11" | "12") => {
                return Err(LawError::new(
                    field,
                    format!("{word:?}: elevens and twelves are only in the sixty-card pack"),
                ));
            }
            _ => parse_cards(field, word)?[0],
        };
        if out.contains(&card) {
            return Err(LawError::new(field, format!("{word} is written twice")));
        }
        out.push(card);
    }
    Ok(out)
}

/// Per-side counts of one card list, or an error naming `field`.
fn counted(
    at: &dyn Fn(&str) -> String,
    sides: usize,
    taken: &[Option<String>],
    form: Form,
) -> Result<Vec<Vec<Card>>, LawError> {
    if taken.len() != sides {
        return Err(LawError::new(
            at("taken"),
            format!("{} lists; one for each of the {sides} sides", taken.len()),
        ));
    }
    let pack = pack(form);
    let mut hands: Vec<Option<Vec<Card>>> = Vec::new();
    for (s, text) in taken.iter().enumerate() {
        let field = format!("{}[{s}]", at("taken"));
        hands.push(match text.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => Some(read_cards(&field, text, form)?),
        });
    }
    let blank: Vec<usize> = (0..sides).filter(|&s| hands[s].is_none()).collect();
    if blank.len() > 1 {
        return Err(LawError::new(
            format!("{}[{}]", at("taken"), blank[0]),
            "write the cards every side took; only one side may be left blank (it took the rest)",
        ));
    }
    let mut seen: Vec<Card> = Vec::new();
    for (s, hand) in hands.iter().enumerate() {
        for c in hand.iter().flatten() {
            if seen.contains(c) {
                return Err(LawError::new(
                    format!("{}[{s}]", at("taken")),
                    format!("{c} is written for two sides"),
                ));
            }
            seen.push(*c);
        }
    }
    let rest: Vec<Card> = pack.iter().filter(|c| !seen.contains(c)).copied().collect();
    if let Some(&b) = blank.first() {
        hands[b] = Some(rest);
    } else if !rest.is_empty() {
        return Err(LawError::new(
            at("taken"),
            format!(
                "{} cards of the pack are not written (every card is taken in by the end, L11438–11441), e.g. {}",
                rest.len(),
                rest[0]
            ),
        ));
    }
    Ok(hands.into_iter().map(Option::unwrap_or_default).collect())
}

fn holder(hands: &[Vec<Card>], card: Card) -> usize {
    hands.iter().position(|h| h.contains(&card)).unwrap_or(0)
}

/// Checks one per-side list: length, each value in range, and their sum when every card of the
/// kind is taken.
fn per_side(
    field: &str,
    values: &[i64],
    sides: usize,
    max: i64,
    sum: Option<i64>,
) -> Result<(), LawError> {
    if values.len() != sides {
        return Err(LawError::new(
            field,
            format!("{} values; one for each of the {sides} sides", values.len()),
        ));
    }
    for (s, &v) in values.iter().enumerate() {
        if !(0..=max).contains(&v) {
            return Err(LawError::new(
                format!("{field}[{s}]"),
                format!("{v} is not from 0 to {max}"),
            ));
        }
    }
    if let Some(sum) = sum {
        let got: i64 = values.iter().sum();
        if got != sum {
            return Err(LawError::new(
                field,
                format!(
                    "{got} in all; every card is taken in by the end of the deal, so the deal holds {sum}"
                ),
            ));
        }
    }
    Ok(())
}

fn side(field: &str, s: usize, sides: usize) -> Result<usize, LawError> {
    crate::laws::book::check_side(field, s, sides)
}

/// Reads deal `i` for `sides` sides under `form`: counts from the cards where they are given,
/// checked against the counts where both are given.
pub fn read(deal: &Deal, i: usize, sides: usize, form: Form) -> Result<Taken, LawError> {
    let at = |f: &str| format!("deals[{i}].{f}");
    let pack_size = pack(form).len() as i64;
    let suit_size = pack_size / 4;
    let from_cards = match &deal.taken {
        Some(t)
            if t.iter()
                .any(|x| x.as_deref().is_some_and(|x| !x.trim().is_empty())) =>
        {
            let hands = counted(&at, sides, t, form)?;
            let count = |f: &dyn Fn(&Card) -> bool| -> Vec<i64> {
                hands
                    .iter()
                    .map(|h| h.iter().filter(|c| f(c)).count() as i64)
                    .collect()
            };
            let aces = ACE_ORDER.map(|suit| holder(&hands, Card { rank: 1, suit }));
            Some(Taken {
                cards: count(&|_| true),
                spades: count(&|c| c.suit == SPADES),
                big_cassino: holder(
                    &hands,
                    Card {
                        rank: 10,
                        suit: DIAMONDS,
                    },
                ),
                little_cassino: holder(
                    &hands,
                    Card {
                        rank: 2,
                        suit: SPADES,
                    },
                ),
                aces: count(&|c| c.rank == 1),
                ace_takers: Some(aces),
                jack_of_spades: Some(holder(
                    &hands,
                    Card {
                        rank: 11,
                        suit: SPADES,
                    },
                )),
                sweeps: Vec::new(),
            })
        }
        _ => None,
    };
    let needed = |f: &str| {
        LawError::new(
            at(f),
            "needed: give the count, or the cards each side took (\"taken\")",
        )
    };
    // A count entered alongside the cards must agree with them.
    let agree = |f: &str, given: &[i64], counted: &[i64]| -> Result<(), LawError> {
        for s in 0..sides.min(given.len()) {
            if given[s] != counted[s] {
                return Err(LawError::new(
                    format!("{}[{s}]", at(f)),
                    format!(
                        "{} entered, but the cards taken count {}",
                        given[s], counted[s]
                    ),
                ));
            }
        }
        Ok(())
    };
    let mut taken = match from_cards {
        Some(t) => {
            for (f, given, counted) in [
                ("cards", &deal.cards, &t.cards),
                ("spades", &deal.spades, &t.spades),
                ("aces", &deal.aces, &t.aces),
            ] {
                if let Some(given) = given {
                    per_side(&at(f), given, sides, pack_size, None)?;
                    agree(f, given, counted)?;
                }
            }
            for (f, given, counted) in [
                ("big_cassino", deal.big_cassino, Some(t.big_cassino)),
                (
                    "little_cassino",
                    deal.little_cassino,
                    Some(t.little_cassino),
                ),
                ("jack_of_spades", deal.jack_of_spades, t.jack_of_spades),
            ] {
                if given.is_some() && given != counted {
                    return Err(LawError::new(
                        at(f),
                        "entered, but the cards taken show another side took it",
                    ));
                }
            }
            t
        }
        None => {
            let cards = deal.cards.clone().ok_or_else(|| needed("cards"))?;
            let spades = deal.spades.clone().ok_or_else(|| needed("spades"))?;
            let aces = deal.aces.clone().ok_or_else(|| needed("aces"))?;
            per_side(&at("cards"), &cards, sides, pack_size, Some(pack_size))?;
            per_side(&at("spades"), &spades, sides, suit_size, Some(suit_size))?;
            per_side(&at("aces"), &aces, sides, 4, Some(4))?;
            for s in 0..sides {
                if spades[s] > cards[s] {
                    return Err(LawError::new(
                        format!("{}[{s}]", at("spades")),
                        format!("{} spades, but only {} cards taken", spades[s], cards[s]),
                    ));
                }
            }
            let big = deal.big_cassino.ok_or_else(|| needed("big_cassino"))?;
            let little = deal
                .little_cassino
                .ok_or_else(|| needed("little_cassino"))?;
            let jack = match deal.jack_of_spades {
                Some(j) => Some(side(&at("jack_of_spades"), j, sides)?),
                None => None,
            };
            Taken {
                cards,
                spades,
                big_cassino: side(&at("big_cassino"), big, sides)?,
                little_cassino: side(&at("little_cassino"), little, sides)?,
                aces,
                ace_takers: None,
                jack_of_spades: jack,
                sweeps: Vec::new(),
            }
        }
    };
    if let Some(takers) = &deal.ace_takers {
        if takers.len() != 4 {
            return Err(LawError::new(
                at("ace_takers"),
                "four sides: who took the ace of spades, clubs, hearts and diamonds",
            ));
        }
        let mut known = [0; 4];
        let mut by_side = vec![0; sides];
        for (k, &s) in takers.iter().enumerate() {
            known[k] = side(&format!("{}[{k}]", at("ace_takers")), s, sides)?;
            by_side[s] += 1;
        }
        if by_side != taken.aces {
            return Err(LawError::new(
                at("ace_takers"),
                "does not agree with the aces each side took",
            ));
        }
        if taken.ace_takers.is_some_and(|t| t != known) {
            return Err(LawError::new(
                at("ace_takers"),
                "does not agree with the cards taken",
            ));
        }
        taken.ace_takers = Some(known);
    }
    let sweeps = deal.sweeps.clone().unwrap_or_else(|| vec![0; sides]);
    // A sweep takes at least one card from the table and the board is laid anew after it, so
    // a side cannot sweep more often than it took cards.
    per_side(&at("sweeps"), &sweeps, sides, pack_size / 2, None)?;
    for (s, (&n, &cards)) in sweeps.iter().zip(&taken.cards).enumerate() {
        if n > cards {
            return Err(LawError::new(
                format!("{}[{s}]", at("sweeps")),
                format!("{n} sweeps, but only {cards} cards taken"),
            ));
        }
    }
    taken.sweeps = sweeps;
    if let Some(o) = deal.out_first {
        side(&at("out_first"), o, sides)?;
    }
    Ok(taken)
}

/// The side with strictly the most of something, if one has it: "If the count of cards or
/// spades is a tie, neither side scores them" (seed 001 L11400–11401).
pub fn most(values: &[i64]) -> Option<usize> {
    let best = *values.iter().max()?;
    let top: Vec<usize> = (0..values.len()).filter(|&s| values[s] == best).collect();
    match top.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}
