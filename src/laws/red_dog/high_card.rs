//! Red dog or the high-card pool (`red-dog`; seed 001 L13432–13470): each player bets against
//! the pool, up to what it holds, that he has a card of the suit of the stock's top card and
//! higher; or passes, paying a counter into it. The pool (the ledger's "pool") carries from deal
//! to deal, fed by a counter from each player before every deal.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::poker::hands::Card;
use super::super::registry::{self, Law, Setting, Table};
use super::bank::{self, Seen, from_left_of, stakes};

/// The pool's name on the ledger.
pub const POOL: &str = "pool";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refill {
    /// "If any player wins the entire pool, all contribute equally again to form a fresh pool"
    /// (L13441–13443): at once, so the players still to bet have a pool [INFER].
    #[default]
    AtOnce,
    /// Only by the next deal's contribution.
    NextDeal,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// Each player's counters into the pool before the deal (L13440–13441: one).
    pub ante: i64,
    /// What a player who passes pays into the pool (L13452–13453: one).
    pub forfeit: i64,
    pub refill: Refill,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            ante: 1,
            forfeit: 1,
            refill: Refill::AtOnce,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    dealer: Option<usize>,
    /// Each player's bet; blank or 0 for a pass.
    #[serde(default)]
    bets: Vec<Option<i64>>,
    /// Each player's five cards, when written down.
    #[serde(default)]
    hands: Vec<Option<String>>,
    /// The stock's card turned for each bettor.
    #[serde(default)]
    turned: Vec<Option<String>>,
    /// Who showed a higher card of the suit, when the hands are not written down.
    #[serde(default)]
    won: Vec<Option<bool>>,
}

pub struct RedDog;

impl Game for RedDog {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    /// "Any number from 3 to 8" (L13436).
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=8;
    const WHOM: &'static str = "three to eight players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=8;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, d)
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Red dog: {} from each into the pool before the deal, {} to pass; a bet up to the pool that a higher card of the suit turned is held.",
            s.ante, s.forfeit
        )]
    }
}

/// Whether `hand` holds a card of `turned`'s suit and higher (the ace high, L13434).
pub fn beats(hand: &[Card], turned: Card) -> Option<Card> {
    hand.iter()
        .copied()
        .filter(|c| c.suit == turned.suit && c.rank > turned.rank)
        .max()
}

fn deal(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    bank::check_setting("ante", s.ante, 1)?;
    bank::check_setting("forfeit", s.forfeit, 0)?;
    let dealer = match d.dealer {
        Some(p) => at.player("dealer", p)?,
        None => at.seated[at.index % at.seated.len()],
    };
    let bets = stakes(at, "bets", &d.bets, None, 0)?;
    let hands = bank::texts(at, "hands", &d.hands)?;
    let turned = bank::texts(at, "turned", &d.turned)?;
    if d.won.len() > at.names.len() {
        return Err(at.refuse("won", "an entry for each player at most"));
    }
    let mut seen = Seen::default();
    let mut t = at.transfers();
    let mut pool = at.ledger.pool(POOL);
    for &p in &at.seated {
        t.into_pool(p, POOL, s.ante);
        pool += s.ante;
    }
    let mut said = vec![format!(
        "{} deals; the pool is {pool} with {} from each",
        at.name(dealer),
        s.ante
    )];
    for (p, text) in hands.iter().enumerate() {
        if text.is_some() && !at.seated.contains(&p) {
            return Err(at.refuse(
                &format!("hands[{p}]"),
                format!("{} does not play this deal", at.name(p)),
            ));
        }
    }
    let hand: Vec<Option<Vec<Card>>> = hands
        .iter()
        .enumerate()
        .map(|(p, text)| {
            text.map(|t| seen.read(at, &format!("hands[{p}]"), t, Some(5), &[]))
                .transpose()
        })
        .collect::<Result<_, _>>()?;
    for p in from_left_of(&at.seated, dealer) {
        let won_said = d.won.get(p).copied().flatten().unwrap_or(false);
        if bets[p] == 0 {
            if turned[p].is_some() {
                return Err(at.refuse(
                    &format!("turned[{p}]"),
                    format!("{} passed: no card is turned for him", at.name(p)),
                ));
            }
            if won_said {
                return Err(at.refuse(
                    &format!("won[{p}]"),
                    format!("{} passed and bet nothing", at.name(p)),
                ));
            }
            t.into_pool(p, POOL, s.forfeit);
            pool += s.forfeit;
            said.push(format!("{} passes and pays {}", at.name(p), s.forfeit));
            continue;
        }
        let bet = bets[p];
        if bet > pool {
            return Err(at.refuse(
                &format!("bets[{p}]"),
                format!("{bet} is more than the {pool} in the pool, the most he may bet"),
            ));
        }
        let (won, shown) = match (&hand[p], turned[p]) {
            (Some(cards), Some(text)) => {
                let top = seen.one(at, &format!("turned[{p}]"), text, &[])?;
                let higher = beats(cards, top);
                if d.won
                    .get(p)
                    .copied()
                    .flatten()
                    .is_some_and(|w| w != higher.is_some())
                {
                    return Err(at.refuse(
                        &format!("won[{p}]"),
                        match higher {
                            Some(c) => {
                                format!("{} holds {c}, higher than {top}: he won", at.name(p))
                            }
                            None => format!(
                                "{} holds no card of the suit higher than {top}: he lost",
                                at.name(p)
                            ),
                        },
                    ));
                }
                let words = match higher {
                    Some(c) => format!(" on {top}, shows {c}"),
                    None => format!(" on {top}, has no higher card of the suit"),
                };
                (higher.is_some(), words)
            }
            (Some(_), None) => {
                return Err(at.refuse(
                    &format!("turned[{p}]"),
                    format!("{} bet: give the card turned from the stock", at.name(p)),
                ));
            }
            (None, Some(text)) => {
                let top = seen.one(at, &format!("turned[{p}]"), text, &[])?;
                return Err(at.refuse(
                    &format!("hands[{p}]"),
                    format!("{} bet on {top}: give his five cards, or leave the card turned blank and tick whether he won", at.name(p)),
                ));
            }
            (None, None) => (won_said, String::new()),
        };
        if won {
            t.out_of_pool(p, POOL, bet);
            pool -= bet;
            said.push(format!("{} bets {bet}{shown} and takes {bet}", at.name(p)));
            if pool == 0 && s.refill == Refill::AtOnce {
                for &q in &at.seated {
                    t.into_pool(q, POOL, s.ante);
                }
                pool += s.ante * at.seated.len() as i64;
                said.push(format!(
                    "the pool is emptied and all put in {} again",
                    s.ante
                ));
            }
        } else {
            t.into_pool(p, POOL, bet);
            pool += bet;
            said.push(format!(
                "{} bets {bet}{shown} and loses it to the pool",
                at.name(p)
            ));
        }
    }
    Ok(t.with_note(format!("{}; the pool stays at {pool}.", said.join("; "))))
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "ante",
        values: &["1", "2", "5"],
        default: "1",
        about: "\"each player contributes one counter to the pool\" before the deal (seed 001 L13440–13441); any whole number 1..1,000,000,000",
    },
    Setting {
        name: "forfeit",
        values: &["1", "0", "2"],
        default: "1",
        about: "a player who passes pays \"one counter forfeit to the pool\" (seed 001 L13452–13453)",
    },
    Setting {
        name: "refill",
        values: &["\"at_once\"", "\"next_deal\""],
        default: "\"at_once\"",
        about: "[INFER] \"If any player wins the entire pool, all contribute equally again to form a fresh pool, one counter each\" (seed 001 L13441–13443): at once, so those still to bet have a pool; or only by the next deal's contribution",
    },
];

const DEAL: &[Field] = &[
    Field {
        name: "dealer",
        label: "Who dealt",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Leave blank when the deal passed to the left as usual.",
    },
    Field {
        name: "bets",
        label: "What each player bet",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: true,
        help: "In counters, at most what the pool held; blank for a player who passed and paid his forfeit.",
    },
    Field {
        name: "turned",
        label: "The card turned from the stock for each bettor",
        kind: FieldKind::Text { max_len: 4 },
        per_side: true,
        optional: true,
        help: "As 8S; with the hands below, the law finds who won. Leave blank to tick the winners instead.",
    },
    Field {
        name: "hands",
        label: "Each bettor's five cards",
        kind: FieldKind::Text { max_len: 20 },
        per_side: true,
        optional: true,
        help: "As AS 10S 4H KD 2C; leave blank when not written down.",
    },
    Field {
        name: "won",
        label: "Who showed a higher card of the suit turned",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "Only when the cards are not written down above.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "red-dog",
    name: "Red dog or high-card pool: bets against the pool on a higher card of the suit turned",
    sources: "seed 001 L13432–13470",
    doc: "docs/laws/red-dog.md",
    settings: SETTINGS,
    score: |s| school::score::<RedDog>(s),
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 8,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<RedDog>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
