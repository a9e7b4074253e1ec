//! French vingt-un (seed 000 L5208–5262): the deal lasts eight rounds, each played its own way,
//! then passes to the dealer's left. Rounds one to three are vingt-un (ordinary, imaginary tens,
//! blind); the other five are settled here, each punter winning or losing his stake (at
//! differences, his stake for each point of difference).

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::At;
use super::super::poker::hands::{ACE, Card, parse_cards};
use super::bank::{self, Bank, BankPasses, Deal};
use super::law::{Counting, Settings, VingtUnCount, check_most, ordinary, pips};

/// The eight rounds' names, in the order they are played.
pub const ROUNDS: [&str; 8] = [
    "ordinary vingt-un",
    "imaginary tens",
    "blind vingt-un",
    "sympathy and antipathy",
    "rouge et noir",
    "self and company",
    "differences",
    "the clock",
];

/// One round of the French deal.
pub fn round(
    s: &Settings,
    at: &At<'_>,
    bank: &mut Bank,
    d: &Deal,
    dealer: usize,
) -> Result<Transfers, LawError> {
    let k = match d.round {
        Some(r @ 1..=8) => r - 1,
        Some(r) => return Err(at.refuse("round", format!("{r}: the rounds are 1 to 8"))),
        None => bank.rounds % 8,
    };
    let name = ROUNDS[k];
    if k >= 3 && d.doubled == Some(true) {
        return Err(at.refuse("doubled", format!("the dealer does not double at {name}")));
    }
    let (t, _) = match k {
        0 | 2 => ordinary(s, at, d, dealer, false)?,
        1 => ordinary(s, at, d, dealer, true)?,
        _ => (other(s, at, d, dealer, k)?, Vec::new()),
    };
    // Whatever the naturals, the deal is the eight rounds (L5213).
    let passing = match k {
        7 => {
            bank.rounds = 7;
            bank.pass(at, BankPasses::EveryRound, &[], false)
        }
        _ => {
            bank.rounds = k;
            bank.pass(at, BankPasses::Stays, &[], false)
        }
    };
    let note = format!(
        "Round {} of the French deal, {name}: {} {passing}",
        k + 1,
        t.note
    );
    Ok(t.with_note(note))
}

fn red(c: Card) -> bool {
    // S H D C: hearts and diamonds are red.
    matches!(c.suit, 1 | 2)
}

/// Rounds four to eight: each punter's stake won or lost.
fn other(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    dealer: usize,
    k: usize,
) -> Result<Transfers, LawError> {
    let counting = Counting {
        settings: *s,
        imaginary: false,
    };
    check_most(s, at, d)?;
    let mut seen = Vec::new();
    let needs_cards = matches!(k, 3 | 4 | 6);
    let read = bank::punters::<VingtUnCount>(&counting, at, d, dealer, &mut seen, needs_cards)?;
    if read.is_empty() {
        return Err(at.refuse("punters", "no one staked against the bank"));
    }
    let mut t = at.transfers();
    let mut words = Vec::new();
    // Rounds six and eight: the dealer wins or loses against all alike.
    let all = match k {
        5 => Some(self_and_company(at, d, &mut seen)?),
        7 => Some(clock(at, d, &mut seen)?),
        _ => None,
    };
    let dealer_points = match k {
        6 => {
            let text = d.dealer_cards.clone().unwrap_or_default();
            let field = at.field("dealer_cards");
            let cards = bank::read_cards::<VingtUnCount>(&counting, &field, &text, &mut seen)?;
            two(&field, &cards)?;
            cards.iter().map(|&c| pips(c)).sum::<u32>()
        }
        _ => 0,
    };
    for r in &read {
        if r.hands.len() > 1 {
            return Err(LawError::new(
                &r.hands[1].2,
                "one hand a punter in this round",
            ));
        }
        let (stake, cards, field) = &r.hands[0];
        let call = r.call.as_deref().map(str::to_ascii_lowercase);
        let wins: i64 = match k {
            3 => {
                two(field, cards)?;
                let same = red(cards[0]) == red(cards[1]);
                match (call.as_deref(), same) {
                    (Some("sympathy"), true) | (Some("antipathy"), false) => 1,
                    (Some("sympathy" | "antipathy"), _) => -1,
                    _ => {
                        return Err(LawError::new(&r.call_field, "say sympathy or antipathy"));
                    }
                }
            }
            4 => {
                if cards.len() != s.rouge_cards {
                    return Err(LawError::new(
                        field,
                        format!(
                            "{} cards: rouge et noir is played with {}",
                            cards.len(),
                            s.rouge_cards
                        ),
                    ));
                }
                let reds = cards.iter().filter(|&&c| red(c)).count();
                let came_red = 2 * reds > cards.len();
                match (call.as_deref(), came_red) {
                    (Some("red"), true) | (Some("black"), false) => 1,
                    (Some("red" | "black"), _) => -1,
                    _ => return Err(LawError::new(&r.call_field, "say red or black")),
                }
            }
            6 => {
                two(field, cards)?;
                // "An ace in this case counts as one only" (L5252–5253).
                i64::from(cards.iter().map(|&c| pips(c)).sum::<u32>()) - i64::from(dealer_points)
            }
            _ => {
                if !cards.is_empty() {
                    return Err(LawError::new(field, "the punters hold no cards this round"));
                }
                if all == Some(true) { -1 } else { 1 }
            }
        };
        t.pay(dealer, r.player, wins * stake);
        words.push(match wins {
            0 => format!("{}: ties, nothing passes", at.name(r.player)),
            w if w > 0 => format!("{} wins {}", at.name(r.player), w * stake),
            w => format!("{} pays {}", at.name(r.player), -w * stake),
        });
    }
    Ok(t.with_note(format!("{}.", words.join("; "))))
}

fn two(field: &str, cards: &[Card]) -> Result<(), LawError> {
    match cards.len() {
        2 => Ok(()),
        n => Err(LawError::new(field, format!("{n} cards: two are dealt"))),
    }
}

fn turned(at: &At<'_>, d: &Deal, seen: &mut [Card]) -> Result<Vec<Card>, LawError> {
    let text = d.turned.clone().unwrap_or_default();
    let field = at.field("turned");
    let cards = parse_cards(&field, &text, false)?;
    if let Some(c) = cards.iter().find(|c| seen.contains(c)) {
        return Err(LawError::new(
            &field,
            format!("{c} is dealt twice in this round"),
        ));
    }
    Ok(cards)
}

/// Self and company (L5241–5247): the first card the dealer's, the second the company's; a
/// card pairing one of them decides. True when the dealer wins.
fn self_and_company(at: &At<'_>, d: &Deal, seen: &mut [Card]) -> Result<bool, LawError> {
    let cards = turned(at, d, seen)?;
    let field = "turned";
    if cards.len() < 2 {
        return Err(at.refuse(field, "give the cards turned, the dealer's first"));
    }
    let (me, company) = (cards[0].rank, cards[1].rank);
    if me == company {
        return match cards.len() {
            2 => Ok(true),
            _ => Err(at.refuse(field, "the two first alike, the dealer won at once")),
        };
    }
    for (i, c) in cards.iter().enumerate().skip(2) {
        if c.rank == me || c.rank == company {
            if i + 1 != cards.len() {
                return Err(at.refuse(field, format!("{c} decided it: no card turns after")));
            }
            return Ok(c.rank == me);
        }
    }
    Err(at.refuse(field, "no card pairs the dealer's or the company's yet"))
}

/// The clock (L5255–5262): the dealer counts one to king as he turns; a card of the rank
/// called wins for him, thirteen without one lose. True when the dealer wins.
fn clock(at: &At<'_>, d: &Deal, seen: &mut [Card]) -> Result<bool, LawError> {
    let cards = turned(at, d, seen)?;
    let field = "turned";
    for (i, c) in cards.iter().enumerate() {
        let called = i as u8 + 1;
        let rank = if c.rank == ACE { 1 } else { c.rank };
        if rank == called {
            if i + 1 != cards.len() {
                return Err(at.refuse(field, format!("{c} answered the call: no card turns after")));
            }
            return Ok(true);
        }
    }
    match cards.len() {
        13 => Ok(false),
        n if n > 13 => Err(at.refuse(field, format!("{n} cards: the dealer counts to thirteen"))),
        n => Err(at.refuse(
            field,
            format!("{n} cards turned and none answered: turn on to thirteen"),
        )),
    }
}
