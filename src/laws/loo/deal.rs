//! Loo (`loo`): one deal on the pool. The dealer pays his stake in; a single is won by the
//! higher card of the suit turned up, or played as a must; otherwise those who stood play the
//! tricks and the pool is shared a third (at five-card loo a fifth) a trick, the odd counters
//! to the first and second tricks or carried; whoever stood and took no trick is looed into the
//! next pool; a flush takes the pool. Penalties go to this pool or the next as Law 17 says
//! (seed 000 L3079–3081).

mod played;

use serde::Deserialize;

use super::super::LawError;
use super::super::ledger::school::{self, At, Game};
use super::super::ledger::{Ledger, Transfers};
use super::super::pad::{Asks, Sides};
use super::super::registry::{self, Law, Table};
use super::fields::FIELDS;
use super::settings::{FlushPay, Form, Remainder, SETTINGS, Settings, Single};
use super::{POOL, bounded, dealer, each, names, per_player};
use played::tricks_played;

/// What a player did with his cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Play {
    /// Stood on the cards dealt him ("I play").
    Own,
    /// Took the miss, and so must play it (seed 003 L830–836).
    Miss,
    /// The dealer, against one player only, playing the miss for the pool: he cannot be looed,
    /// and what he wins stays in the pool (seed 003 L855–861; seed 000 Law 7, L3030–3033).
    ForPool,
    /// Threw up his cards: neither pays nor receives (seed 003 L822–828).
    #[default]
    Out,
}

impl Play {
    fn stands(self) -> bool {
        self != Play::Out
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    dealer: Option<usize>,
    /// On a single of one card: who held the higher card of the suit turned up.
    #[serde(default)]
    winner: Option<usize>,
    #[serde(default)]
    play: Vec<Option<Play>>,
    #[serde(default)]
    tricks: Vec<Option<i64>>,
    #[serde(default)]
    first: Option<usize>,
    #[serde(default)]
    second: Option<usize>,
    #[serde(default)]
    flush: Option<usize>,
    #[serde(default)]
    exempt: Vec<Option<bool>>,
    /// Singles forfeited into this deal's pool.
    #[serde(default)]
    singles: Vec<Option<i64>>,
    #[serde(default)]
    offence: Vec<Option<bool>>,
    #[serde(default)]
    clubs: bool,
    #[serde(default)]
    divide: bool,
}

/// What loo remembers from deal to deal beyond the pool: whether the next deal is a single.
#[derive(Debug, Default)]
pub struct Carry {
    /// `None` before the first deal, which is a single when the pool starts empty.
    next_single: Option<bool>,
}

pub struct Loo;

impl Game for Loo {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    /// "Good for any number up to a dozen" (seed 003 L714–716).
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=12;
    const WHOM: &'static str = "three to twelve players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=12;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        s.check()?;
        let before = bounded(at, &[at.ledger.pool(POOL)])?;
        if d.divide {
            none_of(
                at,
                d,
                "the last entry, which only shares the pool",
                &[
                    "winner", "play", "tricks", "flush", "exempt", "first", "second", "offence",
                ],
            )?;
            return Ok(divide(at, before));
        }
        // The first deal is seed 003's single when the pool starts empty; the 1909 book's
        // must follows only a deal without a loo.
        let single = carry
            .next_single
            .unwrap_or(before == 0 && s.single == Single::OneCard);
        let dealer = dealer(at, d.dealer)?;
        let mut t = at.transfers();
        t.into_pool(dealer, POOL, s.deal);
        let mut note = vec![format!("{} deals and pays {} in", at.name(dealer), s.deal)];
        let mut pool = bounded(at, &[before, s.deal])?;
        for (p, n) in per_player(at, "singles", &d.singles)?
            .into_iter()
            .enumerate()
        {
            if n == 0 {
                continue;
            }
            let field = format!("singles[{p}]");
            if !(0..=9).contains(&n) {
                return Err(at.refuse(&field, format!("{n} is not from 0 to 9")));
            }
            at.player(&field, p)?;
            t.into_pool(p, POOL, n * s.single_loo);
            pool = bounded(at, &[pool, n * s.single_loo])?;
            note.push(format!(
                "{} forfeits {} into the pool",
                at.name(p),
                n * s.single_loo
            ));
        }
        let (looed, rest) = match (single, s.single, d.flush) {
            (true, Single::OneCard, _) => one_card(s, at, d, pool, &mut t)?,
            (_, _, Some(h)) => flush(s, at, d, h, pool, &mut t)?,
            (true, Single::Must, None) => tricks_played(s, at, d, dealer, pool, true, &mut t)?,
            _ => tricks_played(s, at, d, dealer, pool, false, &mut t)?,
        };
        note.push(rest);
        bounded(at, &[at.ledger.pool(POOL), t.pool_changes().values().sum()])?;
        carry.next_single = Some(!looed);
        let kind = match (single, s.single) {
            (true, Single::OneCard) => "A single. ",
            (true, Single::Must) => "A must. ",
            _ => "",
        };
        let next = match (looed, s.single) {
            (false, Single::OneCard) => " The next deal is a single.",
            (false, Single::Must) => " The next deal is a must.",
            _ => "",
        };
        Ok(t.with_note(format!("{kind}{}.{next}", note.join("; "))))
    }

    /// Each form's questions only at its own table; the end of the sitting an entry apart.
    fn asks(s: &Settings) -> Asks {
        let mut not_asked = Vec::new();
        if s.single != Single::OneCard {
            not_asked.push("winner");
        }
        // The odd counters go to the first and second tricks only of three tricks, and only
        // where they are not carried (`shares`).
        if s.form == Form::FiveCard || s.remainder == Remainder::Carried {
            not_asked.extend(["first", "second"]);
        }
        if !s.flushes() {
            not_asked.extend(["flush", "exempt"]);
        }
        if !s.club_law {
            not_asked.push("clubs");
        }
        let not_offered = match s.form {
            Form::ThreeCard => Vec::new(),
            Form::FiveCard | Form::Irish => vec![("play", "miss"), ("play", "for_pool")],
        };
        Asks {
            not_asked,
            not_offered,
            apart: vec!["divide"],
            next: None,
            defaults: Vec::new(),
            over: None,
            unit: None,
        }
    }

    /// Whether the next deal is a single or a must, as `deal` will read it.
    fn next(s: &Settings, carry: &Carry, ledger: &Ledger) -> Option<String> {
        let pool = ledger.pool(POOL);
        let single = carry
            .next_single
            .unwrap_or(pool == 0 && s.single == Single::OneCard);
        let why = match carry.next_single {
            None => "the first deal",
            Some(_) => "nobody was looed last deal",
        };
        let holds = format!("The pool holds {pool} before the dealer pays in.");
        Some(match (single, s.single, carry.next_single) {
            (true, Single::OneCard, _) => format!(
                "This deal is a single ({why}): one card face up to each; enter only who held                  the higher card of the suit turned up. {holds}"
            ),
            (true, Single::Must, _) => format!(
                "This deal is a must ({why}): every one plays his own cards, no miss. {holds}"
            ),
            (_, _, Some(false)) => format!(
                "This deal is played for the pool as usual: somebody was looed last deal. {holds}"
            ),
            _ => format!("This deal is played for the pool as usual. {holds}"),
        })
    }

    fn notes(s: &Settings) -> Vec<String> {
        let limit = match s.limit {
            super::settings::Limit::Limited => format!("a loo {}", s.loo),
            super::settings::Limit::Unlimited => "a loo the pool it was played for".to_owned(),
            super::settings::Limit::Mixed => format!("a loo the pool, up to {}", s.cap),
        };
        vec![format!(
            "Loo: {} a deal, {limit}, {} a single loo; the pool carries from deal to deal.",
            s.deal, s.single_loo
        )]
    }
}

/// The sitting ends with the pool shared equally among those at the table (seed 003
/// L727–731); what does not divide stays in it.
fn divide(at: &At<'_>, pool: i64) -> Transfers {
    let share = pool / at.seated.len() as i64;
    let mut t = at.transfers();
    for &p in &at.seated {
        t.out_of_pool(p, POOL, share);
    }
    let note = format!(
        "The pool of {pool} is shared: {share} each{}.",
        match pool % at.seated.len() as i64 {
            0 => String::new(),
            r => format!(", {r} left in it"),
        }
    );
    t.with_note(note)
}

/// Refuses what a deal of another kind would give.
fn none_of(at: &At<'_>, d: &Deal, what: &str, keys: &[&str]) -> Result<(), LawError> {
    for &key in keys {
        let given = match key {
            "winner" => d.winner.is_some(),
            "tricks" => d.tricks.iter().any(|n| n.is_some_and(|n| n != 0)),
            "play" => d.play.iter().any(|p| p.is_some_and(Play::stands)),
            "flush" => d.flush.is_some(),
            "exempt" => d.exempt.contains(&Some(true)),
            "first" => d.first.is_some(),
            "second" => d.second.is_some(),
            "offence" => d.offence.contains(&Some(true)),
            _ => false,
        };
        if given {
            return Err(at.refuse(key, format!("not on {what}")));
        }
    }
    Ok(())
}

/// The single of seed 003: one card face up to each; the higher of the suit turned up takes
/// the pool, and the others are looed a single loo; with none higher all are, and the pool
/// stays (L787–801). Is anyone looed?
fn one_card(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    pool: i64,
    t: &mut Transfers,
) -> Result<(bool, String), LawError> {
    let what = "a single, where each has one card face up: say only who won it";
    none_of(
        at,
        d,
        what,
        &[
            "tricks", "play", "flush", "exempt", "first", "second", "offence",
        ],
    )?;
    let winner = d.winner.map(|w| at.player("winner", w)).transpose()?;
    let losers: Vec<usize> = at
        .seated
        .iter()
        .copied()
        .filter(|&p| Some(p) != winner)
        .collect();
    for &p in &losers {
        t.into_pool(p, POOL, s.single_loo);
    }
    let note = match winner {
        Some(w) => {
            t.out_of_pool(w, POOL, pool);
            format!(
                "{} holds the higher card and takes the pool of {pool}; {} looed {}{}",
                at.name(w),
                names(at, &losers),
                s.single_loo,
                each(&losers)
            )
        }
        None => format!(
            "nobody holds a higher card: all are looed {} each and the pool of {pool} stays",
            s.single_loo
        ),
    };
    Ok((!losers.is_empty(), note))
}

/// A flush at five-card (or Irish) loo: its holder takes the pool without play, and every
/// other player, whether he stood or not, pays a loo, to him or into the next pool; a losing
/// flush (and, by the 1909 book, Pam in a loser's hand) is exempt (seed 003 L1253–1268;
/// seed 000 L2963–2974).
fn flush(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    holder: usize,
    pool: i64,
    t: &mut Transfers,
) -> Result<(bool, String), LawError> {
    if !s.flushes() {
        return Err(at.refuse(
            "flush",
            match s.form {
                Form::ThreeCard => "three-card loo has no flushes",
                _ => "this table plays Irish loo without flushes",
            },
        ));
    }
    let holder = at.player("flush", holder)?;
    none_of(
        at,
        d,
        "a flush, which takes every trick without play",
        &["winner", "tricks", "first", "second", "offence"],
    )?;
    let exempt = per_player(at, "exempt", &d.exempt)?;
    t.out_of_pool(holder, POOL, pool);
    let loo = s.loo_for(pool);
    let payers: Vec<usize> = at
        .others(holder)
        .into_iter()
        .filter(|&p| !exempt[p])
        .collect();
    for &p in &payers {
        match s.flush {
            FlushPay::Holder => t.pay(p, holder, loo),
            FlushPay::Pool => t.into_pool(p, POOL, loo),
        }
    }
    let to = match s.flush {
        FlushPay::Holder => "him",
        FlushPay::Pool => "the next pool",
    };
    let note = format!(
        "{}'s flush takes the pool of {pool}; {} {} {to} {loo}{}",
        at.name(holder),
        names(at, &payers),
        match payers.len() {
            1 => "pays",
            _ => "pay",
        },
        each(&payers)
    );
    Ok((s.flush == FlushPay::Pool && !payers.is_empty(), note))
}

pub const LAW: Law = Law {
    id: "loo",
    name: "Loo: three-card, unlimited and mixed, five-card with Pam, Irish; the pool carried",
    sources: "seed 003 L700–1305; seed 000 L2853–3081",
    doc: "docs/laws/loo.md",
    settings: SETTINGS,
    score: |s| school::score::<Loo>(s),
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 12,
            players_per_side: 1,
        },
        deal: FIELDS,
        pad: school::pad::<Loo>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
