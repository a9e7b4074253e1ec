//! Seven and a half (seed 001 L14490–14586): forty cards (no eights, nines or tens), the courts
//! half a point, one card dealt and the stakes made on it; the dealer may double, with no
//! redouble. A punter over pays at once; the dealer standing takes equal or less and pays more;
//! a dealer over pays all still standing. Seven and a half exactly is paid double by a dealer
//! without it, and a dealer with it takes double from all still standing "regardless of whether
//! or not other players may hold hands of similar value". A pair of equal value, together not
//! over seven and a half, may be divided, the same stake on each (the example at L14559–14565).
//! The first to the dealer's left with seven and a half the dealer lacks takes the deal.
//!
//! Points are counted in halves, so every sum is a whole number.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::Sides;
use super::super::poker::hands::{ACE, Card};
use super::super::registry::{self, Law, Setting, Table};
use super::bank::{self, Bank, BankPasses, Deal, Hand, Rules, Ties};

/// Seven and a half, in halves.
const LIMIT: u32 = 15;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default = "to_the_natural")]
    pub bank_passes: BankPasses,
}

fn to_the_natural() -> BankPasses {
    BankPasses::ToTheNatural
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            bank_passes: to_the_natural(),
        }
    }
}

/// A card's value in halves: courts one half, the ace one, the rest their pips.
pub fn halves(c: Card) -> u32 {
    match c.rank {
        ACE => 2,
        r if r >= 11 => 1,
        r => 2 * r as u32,
    }
}

pub struct SevenCount;

impl bank::Game for SevenCount {
    type Settings = Settings;

    fn rules(_: &Settings) -> Rules {
        Rules {
            limit: LIMIT,
            ties: Ties::Dealer,
            exact_paid: 2,
            exact_takes: 2,
            both_exact: 2,
        }
    }

    fn in_pack(_: &Settings, card: Card) -> Result<(), String> {
        match card.rank {
            0 => Err("the pack has no joker".to_owned()),
            8..=10 => Err(format!(
                "{card}: the eights, nines and tens are out of the pack"
            )),
            _ => Ok(()),
        }
    }

    fn count(_: &Settings, cards: &[Card]) -> Hand {
        let points: u32 = cards.iter().map(|&c| halves(c)).sum();
        Hand {
            points,
            over: points > LIMIT,
            natural: None,
            cards: cards.len(),
        }
    }

    fn dealt(_: &Settings) -> usize {
        1
    }

    fn divides(_: &Settings, firsts: &[Card]) -> Option<String> {
        let v = halves(firsts[0]);
        if firsts.iter().any(|&c| halves(c) != v) {
            return Some("only cards of the same value may be divided".to_owned());
        }
        match 2 * v <= LIMIT {
            true => None,
            false => Some(format!(
                "two cards of {} are over seven and a half together: they may not be divided",
                in_words(v)
            )),
        }
    }

    fn doubles(_: &Settings) -> bool {
        true
    }

    fn puts_out(_: &Settings, hand: &Hand, dealer: &Hand) -> bool {
        hand.points == LIMIT && (dealer.points != LIMIT || dealer.over)
    }
}

/// Halves in words: "7½", "½", "3".
pub fn in_words(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_owned(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

fn words(h: &Hand) -> String {
    match h.over {
        true => format!("over ({})", in_words(h.points)),
        false => in_words(h.points),
    }
}

pub struct SevenAndAHalf;

impl Game for SevenAndAHalf {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Bank;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=20;
    const WHOM: &'static str = "two to twenty players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=20;

    fn deal(s: &Settings, at: &At<'_>, bank: &mut Bank, d: &Deal) -> Result<Transfers, LawError> {
        if d.round.is_some() {
            return Err(at.refuse("round", "rounds are numbered in French vingt-un only"));
        }
        // "Betting on the second card an amount equal to the original bet" (L14551–14552).
        for (i, p) in d.punters.iter().flatten().enumerate() {
            if let Some(h) = p.stakes.iter().flatten().position(|&x| x != p.stake) {
                return Err(at.refuse(
                    &format!("punters[{i}].stakes[{h}]"),
                    format!("a divided hand is staked as the first: {}", p.stake),
                ));
            }
        }
        let dealer = bank.dealer(at, d.dealer)?;
        let round = bank::round::<SevenCount>(s, at, d, dealer, words)?;
        let passing = bank.pass(at, s.bank_passes, &round.naturals, false);
        let doubled = match d.doubled.unwrap_or(false) {
            true => " and doubles",
            false => "",
        };
        let note = format!(
            "{} deals{doubled}, holding {}. {}. {passing}",
            at.name(dealer),
            words(&round.dealer_hand),
            round.words.join(". ")
        );
        Ok(round.transfers.with_note(note))
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec![
            "Seven and a half: courts a half, the dealer takes ties, seven and a half paid double."
                .to_owned(),
        ]
    }
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<SevenAndAHalf>(input)
}

pub const LAW: Law = Law {
    id: "seven-and-a-half",
    name: "Seven and a half: the courts a half point, the bank against the punters",
    sources: "seed 001 L14490–14586",
    doc: "docs/laws/seven-and-a-half.md",
    settings: &[Setting {
        name: "bank_passes",
        values: &[
            "\"to_the_natural\"",
            "\"on_a_natural\"",
            "\"every_round\"",
            "\"stays\"",
        ],
        default: "\"to_the_natural\"",
        about: "\"the first player to the dealer's left to expose seven and one-half, when the dealer fails to draw a similar hand, takes the deal\"; if all decline, \"the deal remains unchanged\" (seed 001 L14567–14573: name the dealer on the next round); or the bank passes to the left on it, or each round, or the table names each round's dealer",
    }],
    score,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 20,
            players_per_side: 1,
        },
        deal: super::listing::BANK_DEAL,
        pad: school::pad::<SevenAndAHalf>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
