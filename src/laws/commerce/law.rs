//! Commerce (seed 003 L3624–3998), every form on one law, its `form` setting: the new game
//! (a stake each to the pool, the dealer two; cards bought of the dealer for ready money; the
//! best hand takes the pool and a stake from the dealer; a stander beaten pays those who beat
//! him, L3741–3826), the old game (no pool: the best hand is paid a stake by each, L3828–3874),
//! pool commerce (three lives each, the worst hand losing one, the last with lives taking the
//! pool; the first out may buy a horse, L3878–3915), extended commerce (trading until all are
//! satisfied, L3960–3979) and continuous dealing (the dealer keeps the deal until a tricon,
//! sequence or flush is held, L3982–3997). Limited commerce (L3918–3935) and the dealer's
//! penalty (L3938–3957) are settings of any form.
//!
//! The hands are counted from the cards (`hands`, [`super::hands`]) or their values typed
//! there, or the outcome typed (`best`, `beat_stander`, `beat_dealer`, `worst`); given both,
//! they must agree.

use std::cmp::Ordering;

use serde::Deserialize;

use super::super::LawError;
use super::super::ledger::school::{At, Game};
use super::super::ledger::{Ledger, Transfers};
use super::super::nap::per_player;
use super::super::pad::Asks;
use super::hands::{self, Combination, Value};
use super::pool::pool_hand;
use super::settings::{DealerPenalty, Form, Horse, Settings, StanderPays, Tie, check};
use super::{POOL, names, players, pool_now};

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub dealer: Option<usize>,
    /// Each player's three cards, or his hand's value typed.
    #[serde(default)]
    pub hands: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub best: Option<serde_json::Value>,
    #[serde(default)]
    pub stood: Option<usize>,
    #[serde(default)]
    pub beat_stander: Option<serde_json::Value>,
    #[serde(default)]
    pub beat_dealer: Option<serde_json::Value>,
    #[serde(default)]
    pub worst: Option<serde_json::Value>,
    /// Cards each bought of the dealer for ready money.
    #[serde(default)]
    pub bought: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub horse: Option<usize>,
    /// Continuous dealing, the hands not given: someone held a tricon, sequence or flush.
    #[serde(default)]
    pub combination: Option<bool>,
}

/// What carries from deal to deal: who dealt and whether he keeps the deal (continuous
/// dealing); pool commerce's lives, who went out first and whether he has bought his horse.
#[derive(Debug, Default)]
pub struct Carry {
    pub(super) dealer: Option<usize>,
    pub(super) keeps: bool,
    /// Each player's lives in the game of pool commerce under way; empty between games.
    pub(super) lives: Vec<i64>,
    pub(super) first_out: Option<usize>,
    pub(super) horse_bought: bool,
    pub(super) names: Vec<String>,
}

pub struct Commerce;

/// The first of `playing` at or after seat `from`, going to the left (up the list).
fn first_from(playing: &[usize], from: usize, n: usize) -> usize {
    (0..n)
        .map(|k| (from + k) % n)
        .find(|p| playing.contains(p))
        .unwrap_or(playing[0])
}

/// The hands as entered: each player's value, the cards checked against one pack.
fn read_hands(
    s: &Settings,
    at: &At<'_>,
    playing: &[usize],
    list: &[Option<String>],
) -> Result<Vec<(usize, Value)>, LawError> {
    if list.len() != at.names.len() {
        return Err(at.refuse(
            "hands",
            format!(
                "give one for each of the {} players ({} given)",
                at.names.len(),
                list.len()
            ),
        ));
    }
    let mut valued = Vec::new();
    let mut seen = Vec::new();
    for (p, text) in list.iter().enumerate() {
        let field = format!("{}[{p}]", at.field("hands"));
        let text = text.as_deref().map(str::trim).filter(|t| !t.is_empty());
        match (text, playing.contains(&p)) {
            (None, false) => continue,
            (None, true) => {
                return Err(LawError::new(
                    field,
                    format!("{}'s hand is needed", at.name(p)),
                ));
            }
            (Some(_), false) => {
                return Err(LawError::new(
                    field,
                    format!("{} does not play this deal", at.name(p)),
                ));
            }
            (Some(text), true) => {
                let value = hands::read(&field, text, s.limited, s.flush_tie)?;
                for c in &value.cards {
                    if seen.contains(c) {
                        return Err(LawError::new(
                            field,
                            format!("{c} is in another hand: one pack"),
                        ));
                    }
                    seen.push(*c);
                }
                valued.push((p, value));
            }
        }
    }
    Ok(valued)
}

/// A set typed beside the cards must be what the cards make it.
pub(super) fn agree(
    at: &At<'_>,
    key: &str,
    typed: Option<Vec<usize>>,
    counted: &[usize],
) -> Result<(), LawError> {
    match typed {
        Some(t) if t != counted => {
            Err(at.refuse(key, format!("the hands make it {}", names(at, counted))))
        }
        _ => Ok(()),
    }
}

fn beaten_by(valued: &[(usize, Value)], p: usize) -> Vec<usize> {
    let mine = &valued.iter().find(|(q, _)| *q == p).expect("a hand each").1;
    valued
        .iter()
        .filter(|(_, v)| v.beats(mine) == Ordering::Greater)
        .map(|(q, _)| *q)
        .collect()
}

impl Game for Commerce {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=12;
    const WHOM: &'static str = "two to twelve players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=12;

    fn deal(s: &Settings, at: &At<'_>, c: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        check(s)?;
        let n = at.names.len();
        c.names = at.names.to_vec();
        let mut t = at.transfers();
        let mut notes = Vec::new();
        let refuse_unless = |ok: bool, key: &str, why: &str| match ok {
            true => Ok(()),
            false => Err(at.refuse(key, why.to_owned())),
        };
        let modern = s.form.modern();
        refuse_unless(
            modern || d.bought.iter().flatten().all(|b| b.unwrap_or(0) == 0),
            "bought",
            "cards are bought of the dealer in the new game only",
        )?;
        refuse_unless(
            matches!(s.form, Form::New | Form::Continuous)
                || (d.stood.is_none() && d.beat_stander.is_none()),
            "stood",
            "only the new game's stander pays for being beaten",
        )?;
        refuse_unless(
            s.form == Form::Pool || (d.horse.is_none() && d.worst.is_none()),
            if d.horse.is_some() { "horse" } else { "worst" },
            "lives, the worst hand and the horse are pool commerce's",
        )?;
        refuse_unless(
            s.dealer_penalty != DealerPenalty::None && s.form != Form::Pool
                || d.beat_dealer.is_none(),
            "beat_dealer",
            "the dealer pays no penalty here (the setting \"dealer_penalty\")",
        )?;

        // Who plays: everyone in the deal, or at pool commerce those with lives.
        let mut playing = at.seated.clone();
        if s.form == Form::Pool {
            if c.lives.is_empty() {
                c.lives = vec![0; n];
                for &p in &at.seated {
                    c.lives[p] = s.lives;
                    t.into_pool(p, POOL, s.pool_stake);
                }
                c.first_out = None;
                c.horse_bought = false;
                notes.push(format!(
                    "A game of pool commerce begins: {} each in, {} lives each",
                    s.pool_stake, s.lives
                ));
            }
            if let Some(p) = d.horse {
                at.player("horse", p)?;
                refuse_unless(
                    c.first_out == Some(p) && c.lives[p] == 0,
                    "horse",
                    "only the first out may buy a horse",
                )?;
                refuse_unless(!c.horse_bought, "horse", "he has bought his horse already")?;
                let price = match s.horse {
                    Horse::Third => (s.pool_stake % 3 == 0).then_some(s.pool_stake / 3),
                    Horse::Half => (s.pool_stake % 2 == 0).then_some(s.pool_stake / 2),
                }
                .ok_or_else(|| {
                    LawError::new(
                        "settings.horse",
                        format!(
                            "{} counters in do not divide into a {:?}: choose another stake",
                            s.pool_stake, s.horse
                        ),
                    )
                })?;
                t.into_pool(p, POOL, price);
                c.lives[p] = 1;
                c.horse_bought = true;
                notes.push(format!("{} buys a horse for {price}", at.name(p)));
            }
            playing.retain(|&p| c.lives[p] > 0);
            if playing.len() < 2 {
                return Err(at.refuse("seated", "fewer than two players with lives play this deal"));
            }
        }

        let dealer = match d.dealer {
            Some(p) if !playing.contains(&p) => at.player("dealer", p).and_then(|_| {
                Err(at.refuse("dealer", format!("{} has no lives left", at.name(p))))
            })?,
            Some(p) => p,
            // The deal passes to the left from the last dealer, whether he was named or found
            // so: one named by hand at deal 1 starts the turn, not the first seat.
            None => match (s.form, c.dealer) {
                (Form::Continuous, Some(last)) if c.keeps && playing.contains(&last) => last,
                (_, Some(last)) => first_from(&playing, last + 1, n),
                (_, None) => first_from(&playing, at.index % n, n),
            },
        };
        c.dealer = Some(dealer);
        notes.push(format!("{} deals", at.name(dealer)));

        // The hands: counted, or the outcome typed.
        let valued = match &d.hands {
            Some(list) => Some(read_hands(s, at, &playing, list)?),
            None => None,
        };
        if let Some(v) = &valued {
            let words: Vec<String> = v
                .iter()
                .map(|(p, value)| format!("{} {}", at.name(*p), value.words()))
                .collect();
            notes.push(words.join(", "));
        }
        let typed_best = players(at, "best", &d.best)?;
        let best = match &valued {
            Some(v) => {
                let best = hands::best(v);
                agree(at, "best", typed_best, &best)?;
                best
            }
            None => typed_best.ok_or_else(|| {
                at.refuse("best", "needed: who held the best hand, or every hand")
            })?,
        };
        for &p in &best {
            refuse_unless(playing.contains(&p), "best", "he has no lives left")?;
        }

        if modern {
            for &p in &playing {
                t.into_pool(p, POOL, s.stake);
            }
            t.into_pool(dealer, POOL, s.stake);
            let bought = per_player(at, "bought", &d.bought)?;
            for (p, &b) in bought.iter().enumerate() {
                if !(0..=50).contains(&b) {
                    return Err(LawError::new(
                        format!("{}[{p}]", at.field("bought")),
                        format!("{b} is not from 0 to 50"),
                    ));
                }
                if b > 0 && p == dealer {
                    return Err(LawError::new(
                        format!("{}[{p}]", at.field("bought")),
                        format!("{} dealt: the dealer buys from nobody", at.name(p)),
                    ));
                }
                if b > 0 {
                    t.pay(p, dealer, b * s.stake);
                    notes.push(format!("{} buys {b} for ready money", at.name(p)));
                }
            }
            let pool = pool_now(at, &t);
            match (best.as_slice(), s.tie) {
                ([w], _) => {
                    t.out_of_pool(*w, POOL, pool);
                    t.pay(dealer, *w, if *w == dealer { 0 } else { s.stake });
                    notes.push(format!(
                        "{} takes the pool of {pool}{}",
                        at.name(*w),
                        if *w == dealer {
                            ""
                        } else {
                            " and a stake from the dealer"
                        }
                    ));
                }
                (_, Tie::Divide) => {
                    let share = pool / best.len() as i64;
                    for &w in &best {
                        t.out_of_pool(w, POOL, share);
                        t.pay(dealer, w, if w == dealer { 0 } else { s.stake });
                    }
                    notes.push(format!(
                        "{} equal: {share} each of the pool, a stake each from the dealer",
                        names(at, &best)
                    ));
                }
                (_, Tie::Carry) => notes.push(format!(
                    "{} equal: the pool of {pool} carries",
                    names(at, &best)
                )),
            }
            // The stander beaten pays those who beat him (not at extended commerce, where
            // nobody's standing ends the trading).
            if s.form != Form::Extended {
                let stood = at.player(
                    "stood",
                    d.stood
                        .ok_or_else(|| at.refuse("stood", "needed: who stood"))?,
                )?;
                let typed = players(at, "beat_stander", &d.beat_stander)?;
                let beaters = match &valued {
                    Some(v) => {
                        let b = beaten_by(v, stood);
                        agree(at, "beat_stander", typed, &b)?;
                        b
                    }
                    None => {
                        let mut b = typed.unwrap_or_default();
                        if !best.contains(&stood) {
                            let more: Vec<usize> =
                                best.iter().copied().filter(|p| !b.contains(p)).collect();
                            b.extend(more);
                            b.sort_unstable();
                        }
                        refuse_unless(
                            !b.contains(&stood),
                            "beat_stander",
                            "the stander cannot beat himself",
                        )?;
                        refuse_unless(
                            b.is_empty() || !best.contains(&stood),
                            "beat_stander",
                            "the stander held the best hand",
                        )?;
                        b
                    }
                };
                let paid: Vec<usize> = match s.stander_pays {
                    StanderPays::EachBetter => beaters,
                    StanderPays::BestHand if beaters.is_empty() => Vec::new(),
                    StanderPays::BestHand => best.clone(),
                };
                if !paid.is_empty() {
                    t.pays_each(stood, &paid, s.stake);
                    notes.push(format!(
                        "{} stood and was beaten: a stake to {}",
                        at.name(stood),
                        names(at, &paid)
                    ));
                }
            }
        }

        if s.form == Form::Old {
            for &w in &best {
                for &p in playing.iter().filter(|p| !best.contains(p)) {
                    t.pay(p, w, s.stake);
                }
            }
            notes.push(format!(
                "{} paid a stake by each other player",
                names(at, &best)
            ));
        }

        if s.form != Form::Pool && s.dealer_penalty != DealerPenalty::None {
            let typed = players(at, "beat_dealer", &d.beat_dealer)?;
            let beaters = match &valued {
                Some(v) => {
                    let mine = &v.iter().find(|(p, _)| *p == dealer).expect("a hand each").1;
                    let b = match mine.combination {
                        Combination::Point => Vec::new(),
                        _ => beaten_by(v, dealer),
                    };
                    agree(at, "beat_dealer", typed, &b)?;
                    b
                }
                None => typed.unwrap_or_default(),
            };
            refuse_unless(
                !beaters.contains(&dealer),
                "beat_dealer",
                "the dealer cannot beat himself",
            )?;
            if !beaters.is_empty() {
                let paid: Vec<usize> = match s.dealer_penalty {
                    DealerPenalty::Each => playing.clone(),
                    _ => beaters,
                };
                t.pays_each(dealer, &paid, s.stake);
                notes.push(format!(
                    "the dealer's combination beaten: a stake to {}",
                    names(
                        at,
                        &paid
                            .into_iter()
                            .filter(|&p| p != dealer)
                            .collect::<Vec<_>>()
                    )
                ));
            }
        }

        if s.form == Form::Pool {
            pool_hand(s, at, c, &mut t, &playing, &best, &valued, d, &mut notes)?;
        }

        if s.form == Form::Continuous {
            let held = match &valued {
                Some(v) => {
                    let held = v.iter().any(|(_, v)| v.combination.passes_the_deal());
                    if d.combination.is_some_and(|b| b != held) {
                        return Err(at.refuse(
                            "combination",
                            format!("the hands say {}", if held { "yes" } else { "no" }),
                        ));
                    }
                    held
                }
                None => d.combination.unwrap_or(false),
            };
            c.keeps = !held;
            if c.keeps {
                notes.push(format!("{} keeps the deal", at.name(dealer)));
            }
        }
        Ok(t.with_note(notes.join("; ") + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match s.form {
            Form::Old => "The old game: no pool; the best hand is paid a stake by each other player.".to_owned(),
            Form::Pool => format!(
                "Pool commerce: {} each in for {} lives; the best hand takes {} from the pool, the worst loses a life; the last with lives takes the pool.",
                s.pool_stake, s.lives, s.pool_win
            ),
            _ => "A stake each to the pool, the dealer two; cards bought of the dealer are his; the best hand takes the pool and a stake from the dealer.".to_owned(),
        }]
    }

    fn asks(s: &Settings) -> Asks {
        let mut not_asked = match s.form {
            Form::New => vec!["worst", "horse", "combination"],
            Form::Extended => vec!["stood", "beat_stander", "worst", "horse", "combination"],
            Form::Continuous => vec!["worst", "horse"],
            Form::Old => vec![
                "bought",
                "stood",
                "beat_stander",
                "worst",
                "horse",
                "combination",
            ],
            Form::Pool => vec![
                "bought",
                "stood",
                "beat_stander",
                "beat_dealer",
                "combination",
            ],
        };
        if s.dealer_penalty == DealerPenalty::None && !not_asked.contains(&"beat_dealer") {
            not_asked.push("beat_dealer");
        }
        Asks {
            not_asked,
            ..Asks::default()
        }
    }

    fn next(s: &Settings, c: &Carry, _ledger: &Ledger) -> Option<String> {
        match s.form {
            Form::Pool if !c.lives.is_empty() => {
                let each: Vec<String> = c
                    .names
                    .iter()
                    .zip(&c.lives)
                    .map(|(name, &l)| match l {
                        0 => format!("{name} out"),
                        1 => format!("{name} 1 life"),
                        l => format!("{name} {l} lives"),
                    })
                    .collect();
                Some(format!("Lives: {}.", each.join(", ")))
            }
            Form::Continuous if c.keeps => c.dealer.and_then(|p| c.names.get(p)).map(|name| {
                format!("{name} deals again: nobody held a tricon, sequence or flush.")
            }),
            _ => None,
        }
    }
}
