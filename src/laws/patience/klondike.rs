//! Klondike (seed 001 L13956–13986): "The player pays 52 counters for the pack and he is paid
//! five counters for every card he gets down in the top foundations" (L13958–13961), a player's
//! net `5c − 52`. The book does not say to whom the 52 go: a bank, one of the players or the
//! house's pool `bank` (`faro::bank`), as the setting `bank` says. Several may each lay out a
//! game against the same bank in one deal.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::faro::bank::{Bank, Banker};
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::super::stops::counts;

/// What the pack costs (L13958).
pub const PACK: i64 = 52;
/// What each card on the foundations is paid (L13959–13960).
pub const A_CARD: i64 = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// [GAP] Who sells the pack and pays for the cards founded.
    pub bank: Banker,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who holds the bank this deal (a player bank); absent, the last banker, or the first
    /// seated.
    #[serde(default)]
    pub banker: Option<usize>,
    /// How many cards each player got down on the foundations; absent for the banker and for
    /// one who did not lay out a game.
    #[serde(default)]
    pub founded: Option<Vec<Option<i64>>>,
}

pub struct Klondike;

impl Game for Klondike {
    type Settings = Settings;
    type Deal = Deal;
    /// The last banker, who keeps the bank until another is named.
    type Carry = Option<usize>;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=10;
    const WHOM: &'static str = "one to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 1..=10;

    fn deal(
        s: &Settings,
        at: &At<'_>,
        last: &mut Option<usize>,
        d: &Deal,
    ) -> Result<Transfers, LawError> {
        let bank = Bank::of(s.bank, at, d.banker, last)?;
        let Some(list) = &d.founded else {
            return Err(at.refuse("founded", "needed: how many cards each player got down"));
        };
        let founded = counts(at, "founded", &d.founded, 52)?;
        let mut t = at.transfers();
        let mut words = Vec::new();
        for &p in &at.seated {
            let given = list.get(p).copied().flatten();
            if bank.is(p) {
                if given.is_some_and(|n| n != 0) {
                    return Err(LawError::new(
                        format!("{}[{p}]", at.field("founded")),
                        format!(
                            "{} holds the bank and lays out no game against it",
                            at.name(p)
                        ),
                    ));
                }
                continue;
            }
            // A player with nothing written did not lay out a game this deal.
            if given.is_none() {
                continue;
            }
            let c = founded[p];
            bank.takes(&mut t, p, PACK);
            bank.pays(&mut t, p, A_CARD * c);
            words.push(format!("{} {c} down: {:+}", at.name(p), A_CARD * c - PACK));
        }
        if words.is_empty() {
            return Err(at.refuse("founded", "nobody laid out a game against the bank"));
        }
        Ok(t.with_note(format!("{}; {}.", bank.name(at), words.join(", "))))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Klondike: each player pays {PACK} for the pack and is paid {A_CARD} for every card he gets down on the foundations; {}.",
            match s.bank {
                Banker::APlayer => "a player holds the bank",
                Banker::House => "the house holds the bank (the pool \"bank\")",
            }
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "banker",
        label: "Who holds the bank?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "he sells the packs and pays for the cards; left blank, the last banker keeps it",
    },
    Field {
        name: "founded",
        label: "How many cards did each player get down on the foundations?",
        kind: FieldKind::Number { min: 0, max: 52 },
        per_side: true,
        optional: true,
        help: "blank for the banker and for anyone who did not play a game",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "klondike",
    name: "Klondike: pay 52 for the pack, receive 5 a card founded",
    sources: "seed 001 L13956–13986",
    doc: "docs/laws/klondike.md",
    settings: &[Setting {
        name: "bank",
        values: &["\"a_player\"", "\"house\""],
        default: "\"a_player\"",
        about: "to whom the 52 are paid and who pays the 5 a card: the book says only \"the player pays 52 counters for the pack\" (seed 001 L13958–13961)",
    }],
    score: school::score::<Klondike>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Klondike>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
