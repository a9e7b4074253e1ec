//! Poker patience (seed 000 L8811–8880; the 1927 book's patience poker, seed 001 L5230–5331) and
//! serpent poker patience (seed 000 L8881–8937): every player lays the same twenty-five called
//! cards in his own square; the ten hands of each square are valued on a scale, and "the losers
//! pay the winners": every pair settles the difference of their scores (L8867–8879), so each
//! one's net is `n·score − Σ scores`. The 1927 book's "highest score at the end of an agreed
//! number of deals wins" is the same order: the balances rank as the totals.
//!
//! A player's score is counted from his square (`grids`), from the ten hands he names (`hands`),
//! or taken as he gives it (`scores`); two of them for one player must agree.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::poker::hands::Card;
// One entry a player; nothing (or a blank box) for one not in the deal: rummy's reading.
use super::super::registry::{self, Law, Setting, Table};
use super::super::rummy::per_player as listed;
use super::grid::{Grid, Hand, Layout, Scale, misplaced, parse_cards, score};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub scale: Scale,
    /// How the cards are laid: touching one already down, or the serpent's path.
    pub layout: Layout,
    /// Counters paid for each point of difference: "an agreed scale" (seed 000 L8862–8863).
    pub per_point: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            scale: Scale::English,
            layout: Layout::Touching,
            per_point: 1,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The twenty-five cards in the order the caller turned them.
    #[serde(default)]
    pub called: Option<String>,
    /// Each player's square, row by row.
    #[serde(default)]
    pub grids: Option<Vec<Option<String>>>,
    /// Each player's ten hands in words ("straight flush, threes, pair, …"); those not named
    /// count nothing.
    #[serde(default)]
    pub hands: Option<Vec<Option<String>>>,
    /// Each player's score as he added it up.
    #[serde(default)]
    pub scores: Option<Vec<Option<i64>>>,
}

pub struct PokerPatience;

/// A blank text, as a form sends an empty box, is nothing written.
fn written(text: Option<String>) -> Option<String> {
    text.filter(|t| !t.trim().is_empty())
}

/// Ten hands or fewer, typed: "straight flush, threes, pair".
pub fn typed_hands(field: &str, text: &str) -> Result<Vec<Hand>, LawError> {
    let hands: Vec<Hand> = text
        .split([',', ';', '/', '\n'])
        .filter(|w| !w.trim().is_empty())
        .map(|w| {
            Hand::parse(w).ok_or_else(|| {
                LawError::new(
                    field,
                    format!(
                        "\"{}\" is not a hand: write straight flush, fours, full, flush, straight, threes, two pairs, pair or nothing",
                        w.trim()
                    ),
                )
            })
        })
        .collect::<Result<_, _>>()?;
    if hands.len() > 10 {
        return Err(LawError::new(
            field,
            format!("a square has ten hands; {} written", hands.len()),
        ));
    }
    Ok(hands)
}

/// The called cards: twenty-five, none twice.
fn called_cards(field: &str, text: &str) -> Result<Vec<Card>, LawError> {
    let cards = parse_cards(field, text)?;
    if cards.len() != 25 {
        return Err(LawError::new(
            field,
            format!("25 cards are called; {} written", cards.len()),
        ));
    }
    Ok(cards)
}

/// Each seated player's score this deal, checked, and how it was found.
pub fn scores(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Vec<(usize, i64, String)>, LawError> {
    let grids = listed(at, "grids", &d.grids)?;
    let hands = listed(at, "hands", &d.hands)?;
    let typed = listed(at, "scores", &d.scores)?;
    let called = match written(d.called.clone()) {
        Some(text) => Some(called_cards(&at.field("called"), &text)?),
        None => None,
    };
    let mut first: Option<(usize, Vec<Card>)> = None;
    let mut out = Vec::new();
    for &p in &at.seated {
        let mut found: Option<(i64, String, String)> = None;
        if let Some(text) = written(grids[p].clone()) {
            let field = format!("{}[{p}]", at.field("grids"));
            let grid = Grid::parse(&field, &text)?;
            if let Some(called) = &called
                && let Some(card) = misplaced(&grid, called, s.layout)
            {
                let why = match (grid.find(card), s.layout) {
                    (None, _) => format!("{card} was called and is not in the square"),
                    (Some(_), Layout::Touching) => {
                        format!("{card} does not touch a card laid before it")
                    }
                    (Some(_), Layout::Serpent) => {
                        format!("{card} does not lie beside the card laid before it")
                    }
                };
                return Err(LawError::new(field, why));
            }
            match &first {
                None => first = Some((p, grid.sorted())),
                Some((q, cards)) => {
                    if let Some(c) = grid.sorted().iter().find(|c| !cards.contains(c)) {
                        return Err(LawError::new(
                            field,
                            format!(
                                "{c} is not in {}'s square: every player lays out the same 25 cards",
                                at.name(*q)
                            ),
                        ));
                    }
                }
            }
            let ten = grid.hands();
            let named: Vec<&str> = ten
                .iter()
                .filter(|&&h| h != Hand::Nothing)
                .map(|h| h.words())
                .collect();
            found = Some((
                score(&ten, s.scale),
                "the square".to_owned(),
                format!("counted from the square: {}", list_or_nothing(&named)),
            ));
        }
        if let Some(text) = written(hands[p].clone()) {
            let field = format!("{}[{p}]", at.field("hands"));
            let ten = typed_hands(&field, &text)?;
            let n = score(&ten, s.scale);
            found = match found {
                Some((m, from, _)) if m != n => {
                    return Err(LawError::new(
                        field,
                        format!("these hands make {n}; {from} makes {m}"),
                    ));
                }
                Some(f) => Some(f),
                None => {
                    let named: Vec<&str> = ten.iter().map(|h| h.words()).collect();
                    Some((
                        n,
                        "the hands".to_owned(),
                        format!("from his hands: {}", list_or_nothing(&named)),
                    ))
                }
            };
        }
        if let Some(n) = typed[p] {
            let field = format!("{}[{p}]", at.field("scores"));
            if !(0..=s.scale.most()).contains(&n) {
                return Err(LawError::new(
                    field,
                    format!("{n} is not from 0 to {}", s.scale.most()),
                ));
            }
            found = match found {
                Some((m, from, _)) if m != n => {
                    return Err(LawError::new(
                        field,
                        format!("{n} written, but {from} makes {m}"),
                    ));
                }
                Some(f) => Some(f),
                None => Some((n, "the score".to_owned(), "as given".to_owned())),
            };
        }
        let Some((n, _, how)) = found else {
            return Err(LawError::new(
                format!("{}[{p}]", at.field("scores")),
                format!("needed: {}'s square, hands or score", at.name(p)),
            ));
        };
        out.push((p, n, how));
    }
    Ok(out)
}

fn list_or_nothing(items: &[&str]) -> String {
    match items.is_empty() {
        true => "nothing".to_owned(),
        false => items.join(", "),
    }
}

/// Every pair settles the difference of their scores, `per_point` counters a point: each one's
/// net is `per_point · (n·score − Σ scores)` (seed 000 L8867–8879).
pub fn differences(t: &mut Transfers, scored: &[(usize, i64)], per_point: i64) {
    for (i, &(p, a)) in scored.iter().enumerate() {
        for &(q, b) in &scored[i + 1..] {
            // A negative amount pays the other way.
            t.pay(q, p, per_point * (a - b));
        }
    }
}

impl Game for PokerPatience {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=10;
    const WHOM: &'static str = "one to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 1..=10;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=100).contains(&s.per_point) {
            return Err(LawError::new("settings.per_point", "from 1 to 100"));
        }
        let found = scores(s, at, d)?;
        let mut t = at.transfers();
        let scored: Vec<(usize, i64)> = found.iter().map(|&(p, n, _)| (p, n)).collect();
        differences(&mut t, &scored, s.per_point);
        let words: Vec<String> = found
            .iter()
            .map(|(p, n, how)| format!("{} {n} ({how})", at.name(*p)))
            .collect();
        Ok(t.with_note(words.join("; ") + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Poker patience on {}: pair {}, two pairs {}, threes {}, straight {}, flush {}, full {}, fours {}, straight flush {}; every pair of players settles the difference of their scores, {} a point.",
            s.scale.words(),
            s.scale.value(Hand::Pair),
            s.scale.value(Hand::TwoPairs),
            s.scale.value(Hand::Threes),
            s.scale.value(Hand::Straight),
            s.scale.value(Hand::Flush),
            s.scale.value(Hand::Full),
            s.scale.value(Hand::Fours),
            s.scale.value(Hand::StraightFlush),
            s.per_point
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "called",
        label: "The 25 cards as they were called, in order",
        kind: FieldKind::Text { max_len: 120 },
        per_side: false,
        optional: true,
        help: "as 4H 8C 10S …; with them every square is checked to be laid as the rules allow",
    },
    Field {
        name: "grids",
        label: "Each player's square, row by row",
        kind: FieldKind::Text { max_len: 140 },
        per_side: true,
        optional: true,
        help: "25 cards, the rows apart by a slash: H2 S6 D3 D2 C2 / S5 D6 H3 H7 H4 / …",
    },
    Field {
        name: "hands",
        label: "Or the hands each player made",
        kind: FieldKind::Text { max_len: 200 },
        per_side: true,
        optional: true,
        help: "the ten rows and columns, as: straight flush, threes, pair (those left out count nothing)",
    },
    Field {
        name: "scores",
        label: "Or each player's score",
        kind: FieldKind::Number { min: 0, max: 750 },
        per_side: true,
        optional: true,
        help: "checked against the square or the hands when those are given too",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "poker-patience",
    name: "Poker patience: ten poker hands in a square of 25, the differences paid",
    sources: "seed 000 L8811–8937; seed 001 L5230–5331",
    doc: "docs/laws/poker-patience.md",
    settings: &[
        Setting {
            name: "scale",
            values: &["\"english\"", "\"american\"", "\"american_second\""],
            default: "\"english\"",
            about: "the values of the hands: \"one English and two American\" schedules (seed 001 L5273–5331); the 1909 book gives the English (seed 000 L8827–8849)",
        },
        Setting {
            name: "layout",
            values: &["\"touching\"", "\"serpent\""],
            default: "\"touching\"",
            about: "each card next to one already down, diagonals too (seed 000 L8819–8822), or the serpent's path beside the last card (seed 000 L8888–8903)",
        },
        Setting {
            name: "per_point",
            values: &["1", "2", "5", "10"],
            default: "1",
            about: "counters a point of difference: \"the losers pay the winners on an agreed scale\" (seed 000 L8862–8863)",
        },
    ],
    score: school::score::<PokerPatience>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<PokerPatience>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
