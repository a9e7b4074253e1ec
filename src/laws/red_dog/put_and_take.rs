//! Put and take (`put-and-take`; seed 001 L14879–14910): the dealer, banker for the deal, gives
//! each player five cards face up on his bet on red or black (three red cards or more, red
//! wins); then turns twenty cards, each player putting into the pool for every card of his of
//! the same rank 1 to 10 chips for the first ten cards turned and taking out 1 to 10 for the
//! next ten. What is left goes to the dealer, who makes up a pool that is short. All counted
//! from the cards; the pool (the ledger's "pool") is empty again at the end of every deal.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::poker::hands::Card;
use super::super::registry::{self, Law, Table};
use super::bank::{self, Seen, from_left_of, stakes};

/// The pool's name on the ledger.
pub const POOL: &str = "pool";
/// The cards turned in the second phase: ten to put, ten to take (L14895–14907).
const TURNED: usize = 20;

/// The book leaves nothing to the table here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Red,
    Black,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    dealer: Option<usize>,
    #[serde(default)]
    colours: Vec<Option<Colour>>,
    #[serde(default)]
    bets: Vec<Option<i64>>,
    /// Each player's five cards, face up.
    #[serde(default)]
    hands: Vec<Option<String>>,
    /// The cards the dealer turned in the second phase, in order.
    #[serde(default)]
    turned: Option<String>,
}

pub struct PutAndTake;

impl Game for PutAndTake {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    /// "Any number of players, up to eight" (L14881–14882).
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=8;
    const WHOM: &'static str = "two to eight players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=8;

    fn deal(_: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        deal(at, d)
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec!["Put and take: the dealer banks the bets on red or black; the pool of puts and takes is his at the end of the deal.".to_owned()]
    }
}

fn is_red(c: &Card) -> bool {
    c.suit == 1 || c.suit == 2
}

/// What turned card `k` (from 1) puts in (+) or takes out (−) for each card of its rank held.
pub fn per_card(k: usize) -> i64 {
    match k {
        1..=10 => k as i64,
        _ => -((k - 10) as i64),
    }
}

fn deal(at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    let dealer = match d.dealer {
        Some(p) => at.player("dealer", p)?,
        None => at.seated[at.index % at.seated.len()],
    };
    let bets = stakes(at, "bets", &d.bets, Some(dealer), 0)?;
    let texts = bank::texts(at, "hands", &d.hands)?;
    if d.colours.len() > at.names.len() {
        return Err(at.refuse("colours", "an entry for each player at most"));
    }
    let players = from_left_of(&at.seated, dealer);
    let players: Vec<usize> = players.into_iter().filter(|&p| p != dealer).collect();
    let mut seen = Seen::default();
    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); at.names.len()];
    for (p, text) in texts.iter().enumerate() {
        let key = format!("hands[{p}]");
        match text {
            Some(_) if p == dealer => {
                return Err(at.refuse(&key, format!("{} deals and holds no cards", at.name(p))));
            }
            Some(_) if !at.seated.contains(&p) => {
                return Err(at.refuse(&key, format!("{} does not play this deal", at.name(p))));
            }
            Some(t) => hands[p] = seen.read(at, &key, t, Some(5), &[])?,
            None if at.seated.contains(&p) && p != dealer => {
                return Err(at.refuse(
                    &key,
                    format!("give {}'s five cards, as 4H KD 4C 9S 2H", at.name(p)),
                ));
            }
            None => {}
        }
    }
    let turned = seen.read(at, "turned", d.turned.as_deref().unwrap_or(""), None, &[])?;
    if turned.len() > TURNED {
        return Err(at.refuse(
            "turned",
            format!("{} cards: twenty are turned at most", turned.len()),
        ));
    }
    let mut t = at.transfers();
    let mut said = Vec::new();
    for &p in &players {
        let key = format!("colours[{p}]");
        let colour = d.colours.get(p).copied().flatten();
        let bet = bets[p];
        let colour = match (colour, bet) {
            (None, 0) => continue,
            (Some(_), 0) => {
                return Err(at.refuse(
                    &format!("bets[{p}]"),
                    format!("{} chose a colour: give his bet", at.name(p)),
                ));
            }
            (None, _) => {
                return Err(at.refuse(&key, format!("{} bet: on red or on black?", at.name(p))));
            }
            (Some(c), _) => c,
        };
        let reds = hands[p].iter().filter(|c| is_red(c)).count();
        let red_wins = reds >= 3;
        let won = red_wins == (colour == Colour::Red);
        t.pay(dealer, p, if won { bet } else { -bet });
        said.push(format!(
            "{} bets {bet} on {} and has {reds} red: {} {bet}",
            at.name(p),
            match colour {
                Colour::Red => "red",
                Colour::Black => "black",
            },
            if won { "wins" } else { "loses" }
        ));
    }
    // What each player puts in and takes out, counted card by card (L14893–14907).
    let mut put = vec![0i64; at.names.len()];
    let mut took = vec![0i64; at.names.len()];
    for (i, card) in turned.iter().enumerate() {
        let each = per_card(i + 1);
        for &p in &players {
            let held = hands[p].iter().filter(|c| c.rank == card.rank).count() as i64;
            match each > 0 {
                true => put[p] += each * held,
                false => took[p] -= each * held,
            }
        }
    }
    for &p in &players {
        t.into_pool(p, POOL, put[p]);
        t.out_of_pool(p, POOL, took[p]);
        match (put[p], took[p]) {
            (0, 0) => {}
            (n, 0) => said.push(format!("{} puts in {n}", at.name(p))),
            (0, n) => said.push(format!("{} takes out {n}", at.name(p))),
            (n, m) => said.push(format!("{} puts in {n} and takes out {m}", at.name(p))),
        }
    }
    let pool: i64 = players.iter().map(|&p| put[p] - took[p]).sum();
    let end = match pool {
        n if n > 0 => {
            t.out_of_pool(dealer, POOL, n);
            format!("the {n} left in the pool is {}'s", at.name(dealer))
        }
        n if n < 0 => {
            t.into_pool(dealer, POOL, -n);
            format!(
                "the pool is {} short and {} makes it up",
                -n,
                at.name(dealer)
            )
        }
        _ => "the pool is empty".to_owned(),
    };
    said.push(end);
    Ok(t.with_note(format!(
        "{} deals and banks; {} cards turned: {}.",
        at.name(dealer),
        turned.len(),
        said.join("; ")
    )))
}

const COLOURS: &[(&str, &str)] = &[("red", "Red"), ("black", "Black")];

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
        name: "colours",
        label: "The colour each player bet on",
        kind: FieldKind::Choice { choices: COLOURS },
        per_side: true,
        optional: true,
        help: "Three red cards or more in his five, red wins; blank for the dealer.",
    },
    Field {
        name: "bets",
        label: "What each player bet on his colour",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: true,
        help: "In chips; blank for the dealer.",
    },
    Field {
        name: "hands",
        label: "Each player's five cards",
        kind: FieldKind::Text { max_len: 20 },
        per_side: true,
        optional: false,
        help: "As 4H KD 4C 9S 2H; blank for the dealer, who holds none.",
    },
    Field {
        name: "turned",
        label: "The cards the dealer turned, in order",
        kind: FieldKind::Text { max_len: 80 },
        per_side: false,
        optional: true,
        help: "Up to twenty: for the first ten each holder of the rank puts in 1 to 10 chips a card, for the next ten he takes out 1 to 10.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "put-and-take",
    name: "Put and take: red or black against the dealer, then twenty cards turned to put in and take out",
    sources: "seed 001 L14879–14910",
    doc: "docs/laws/put-and-take.md",
    settings: &[],
    score: |s| school::score::<PutAndTake>(s),
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 8,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<PutAndTake>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
