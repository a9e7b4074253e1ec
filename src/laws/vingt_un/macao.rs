//! Macao (seed 001 L14443–14454): vingt-et-un with one card dealt, tens and court cards
//! counting nothing and aces one, nine the number to reach. A nine, eight or seven on the one
//! card dealt is paid three times, twice or once the stake, by the dealer to a punter or by each
//! punter to the dealer; "otherwise, the game is played on same principle as Vingt-et-un" (the
//! 1927 rules': equal points stand off, the bank passing to the left each round).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::Sides;
use super::super::poker::hands::{ACE, Card};
use super::super::registry::{self, Law, Setting, Table};
use super::bank::{self, Bank, BankPasses, Deal, Hand, Rules, Ties};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default = "every_round")]
    pub bank_passes: BankPasses,
}

fn every_round() -> BankPasses {
    BankPasses::EveryRound
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            bank_passes: every_round(),
        }
    }
}

/// A card's points at macao: tens and courts nothing, the ace one.
pub fn pips(c: Card) -> u32 {
    match c.rank {
        ACE => 1,
        r if r >= 10 => 0,
        r => r as u32,
    }
}

pub struct MacaoCount;

impl bank::Game for MacaoCount {
    type Settings = Settings;

    fn rules(_: &Settings) -> Rules {
        Rules {
            limit: 9,
            ties: Ties::StandOff,
            exact_paid: 1,
            exact_takes: 1,
            both_exact: 0,
        }
    }

    fn in_pack(_: &Settings, card: Card) -> Result<(), String> {
        match card.is_joker() {
            true => Err("the pack has no joker".to_owned()),
            false => Ok(()),
        }
    }

    fn count(_: &Settings, cards: &[Card]) -> Hand {
        let points: u32 = cards.iter().map(|&c| pips(c)).sum();
        // The one card dealt: nine three times the stake, eight twice, seven once (L14447–14452).
        let natural = match (cards.len(), points) {
            (1, 9) => Some(3),
            (1, 8) => Some(2),
            (1, 7) => Some(1),
            _ => None,
        };
        Hand {
            points,
            over: points > 9,
            natural,
            cards: cards.len(),
        }
    }

    fn dealt(_: &Settings) -> usize {
        1
    }

    fn divides(_: &Settings, _: &[Card]) -> Option<String> {
        Some("one card is dealt at macao: there is no pair to divide".to_owned())
    }

    fn doubles(_: &Settings) -> bool {
        false
    }
}

/// A count in words: "7", "over (11)", "a natural eight".
pub fn words(h: &Hand) -> String {
    match (h.natural, h.over) {
        (Some(_), _) => format!("a natural {}", h.points),
        (_, true) => format!("over ({})", h.points),
        _ => h.points.to_string(),
    }
}

pub struct Macao;

impl Game for Macao {
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
        let dealer = bank.dealer(at, d.dealer)?;
        let round = bank::round::<MacaoCount>(s, at, d, dealer, words)?;
        let passing = bank.pass(at, s.bank_passes, &round.naturals, false);
        let note = format!(
            "{} deals, holding {}. {}. {passing}",
            at.name(dealer),
            words(&round.dealer_hand),
            round.words.join(". ")
        );
        Ok(round.transfers.with_note(note))
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec![
            "Macao: one card dealt, nine the number; a natural nine, eight or seven paid three, \
             two or one times the stake."
                .to_owned(),
        ]
    }
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<Macao>(input)
}

pub const LAW: Law = Law {
    id: "macao",
    name: "Macao: vingt-et-un to nine on one card, the bank against the punters",
    sources: "seed 001 L14367–14454",
    doc: "docs/laws/macao.md",
    settings: &[Setting {
        name: "bank_passes",
        values: &[
            "\"every_round\"",
            "\"on_a_natural\"",
            "\"to_the_natural\"",
            "\"stays\"",
        ],
        default: "\"every_round\"",
        about: "as at vingt-et-un, \"usually … deal passes to the left, each player dealing one round, in turn\" (seed 001 L14389–14394); or the banker keeps it until a punter's natural, the banker having none, puts him out, the bank going to the left or to the natural's holder (L14385–14387); or the table names each round's dealer",
    }],
    score,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 20,
            players_per_side: 1,
        },
        deal: super::listing::BANK_DEAL,
        pad: school::pad::<Macao>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
