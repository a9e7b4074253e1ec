//! The law `poker`: a school on the one ledger. A deal is what each player put into the pool
//! (antes, blinds, straddles, bets; or the bets themselves, checked against the limit), who
//! dropped out, and the hands shown; the pool and its side pools go to the best hands, one
//! player still in takes all unshown (seed 003 Rule 58; seed 000 L4229–4236), and when no one
//! goes in the pool stays for a jack-pot (seed 003 L1997–2040; seed 000 L4334–4365; seed 001
//! L4933–4997), whose openers are checked when shown. The deal carries from deal to deal which
//! jack-pot in a row is next and the whangdoodle's round ([`Carry`]).

use serde::Deserialize;

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::registry::{self, Law, Table};
use super::bets::{self, Bets};
use super::fields::DEAL;
use super::hands::{AceRule, Kind, Value};
use super::pots::{divide, from_dealers_left, pots};
use super::settings::{
    FalseOpener, FalseOpenerHand, ForfeitTo, Form, JackPots, SETTINGS, Settings,
};
use super::show;

/// The pool every deal's counters go into.
pub const POOL: &str = "pool";
/// The pool the kitty's cut goes into (seed 003 L2174–2177).
pub const KITTY: &str = "kitty";
/// The most counters a stake or an ante may be, so no sum can overflow.
pub const MOST: i64 = 1_000_000_000;

/// Players named as a yes/no each (as a form sends them) or as a list of numbers.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Who {
    Flags(Vec<Option<bool>>),
    Players(Vec<usize>),
}

impl Default for Who {
    fn default() -> Self {
        Who::Players(Vec::new())
    }
}

impl Who {
    fn contains(&self, p: usize) -> bool {
        match self {
            Who::Flags(f) => f.get(p).copied().flatten().unwrap_or(false),
            Who::Players(list) => list.contains(&p),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each player's counters into the pool this deal; may be left out when `bets` are given.
    #[serde(default)]
    pub(super) put_in: Vec<Option<i64>>,
    /// The bets in the order made, checked against the limit.
    #[serde(default)]
    pub(super) bets: Option<Bets>,
    #[serde(default)]
    pub(super) dropped: Who,
    /// Each player's cards shown, or nothing.
    #[serde(default)]
    pub(super) hands: Vec<Option<String>>,
    /// A wild widow's card: the others of its rank are wild (seed 001 L5093–5122).
    #[serde(default)]
    pub(super) widow: Option<String>,
    /// Spit in the ocean's centre card, every player's wild fifth (seed 001 L5123–5139).
    #[serde(default)]
    pub(super) centre: Option<String>,
    #[serde(default)]
    pub(super) dealer: Option<usize>,
    /// Whether this deal is a jack-pot, when the players say so (absent: as the sitting goes).
    #[serde(default)]
    pub(super) jack_pot: Option<bool>,
    /// Who opened the jack-pot.
    #[serde(default)]
    pub(super) opener: Option<usize>,
    /// The five cards the opener opened with, when he shows them.
    #[serde(default)]
    pub(super) openers: Option<String>,
    /// A jack-pot opened without openers: the pool stays and he pays the penalty.
    #[serde(default)]
    pub(super) false_opener: Option<usize>,
}

/// What one deal leaves for the next.
#[derive(Debug, Default)]
pub struct Carry {
    /// The next deal is the `n`th jack-pot in a row not yet opened (from 0), if one.
    jack: Option<usize>,
    /// Whangdoodle jack-pots still to play.
    round: usize,
}

pub struct Poker;

/// The best hand among `players` (`values` by player), and who holds it.
fn best_of(values: &[Option<Value>], players: &[usize]) -> (Option<Value>, Vec<usize>) {
    let best = players
        .iter()
        .filter_map(|&p| values[p].as_ref())
        .max()
        .cloned();
    let who = players
        .iter()
        .copied()
        .filter(|&p| values[p] == best)
        .collect();
    (best, who)
}

fn pair_of(rank: u8) -> &'static str {
    match rank {
        11 => "jacks",
        12 => "queens",
        13 => "kings",
        _ => "aces",
    }
}

impl Game for Poker {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        check_settings(s)?;
        let n = at.names.len();
        let carried = at.ledger.pool(POOL);
        let put_in = read_put_in(s, at, d, carried)?;
        // Which deal this is: a jack-pot as the sitting goes, or as the players say.
        let in_round = carry.round > 0;
        carry.round = carry.round.saturating_sub(1);
        let jack = match d.jack_pot {
            Some(false) => None,
            Some(true) => Some(carry.jack.unwrap_or(0)),
            None => carry
                .jack
                .or((s.jack_pots == JackPots::EveryDeal || in_round).then_some(0)),
        };
        let minimum = jack.map(|j| s.openers.minimum(j));
        let heading = minimum
            .map(|m| format!("A jack-pot, opened on {} or better. ", pair_of(m)))
            .unwrap_or_default();
        if d.opener.is_some() && jack.is_none() {
            return Err(at.refuse(
                "opener",
                "this deal is not a jack-pot: no one needs openers",
            ));
        }
        if s.form == Form::Whiskey && (0..n).any(|p| d.dropped.contains(p)) {
            return Err(at.refuse(
                "dropped",
                "in whiskey poker no one drops out: \"all hands must be shown\"",
            ));
        }
        let live: Vec<bool> = (0..n)
            .map(|p| at.seated.contains(&p) && !d.dropped.contains(p))
            .collect();
        let mut t = at.transfers();
        for &p in &at.seated {
            t.into_pool(p, POOL, put_in[p]);
        }
        let in_pool = carried + put_in.iter().sum::<i64>();
        // The next deal is the next jack-pot in a row: unopened, or opened falsely.
        let again = |carry: &mut Carry| carry.jack = Some(jack.map_or(0, |j| j + 1));
        let penalty = || match s.false_opener {
            FalseOpener::AnteForAll => s.ante * (at.seated.len() as i64 - 1),
            FalseOpener::TwoAntes => 2 * s.ante,
        };
        if let Some(f) = d.false_opener {
            let f = at.player("false_opener", f)?;
            let paid = penalty();
            t.into_pool(f, POOL, paid);
            again(carry);
            return Ok(t.with_note(format!(
                "{heading}{} opened without openers: he pays {paid} into the pool, and the pool \
                 of {} stays for the next deal.",
                at.name(f),
                in_pool + paid
            )));
        }
        let opener = d.opener.map(|o| at.player("opener", o)).transpose()?;
        let still_in: Vec<usize> = (0..n).filter(|&p| live[p]).collect();
        let mut hands = show::Hands::read(s, at, d, &still_in)?;
        // The opener's qualification, when shown: his openers, or his hand when he stands alone.
        let false_open = match (opener, minimum) {
            (Some(o), Some(min)) => {
                let alone = still_in == [o];
                let shown = match (&d.openers, alone) {
                    (Some(text), _) if !text.trim().is_empty() => Some(hands.openers(s, at, text)?),
                    (_, true) => Some(hands.alone(s, at, o)?.ok_or_else(|| {
                        at.refuse(
                            "openers",
                            format!(
                                "{} opened and no one came in: show the cards he opened with",
                                at.name(o)
                            ),
                        )
                    })?),
                    _ => None,
                };
                shown.is_some_and(|v| !opens(&v, min)).then_some(o)
            }
            _ => None,
        };
        match still_in.as_slice() {
            [] => {
                if jack.is_some() || s.jack_pots == JackPots::AfterAllPass {
                    again(carry);
                }
                return Ok(t.with_note(format!(
                    "{heading}No one went in: the pool of {in_pool} stays for the next deal."
                )));
            }
            [one] if false_open == Some(*one) => {
                let paid = penalty();
                t.into_pool(*one, POOL, paid);
                again(carry);
                return Ok(t.with_note(format!(
                    "{heading}{} cannot show openers: he pays {paid} into the pool, and the pool \
                     of {} stays for the next deal.",
                    at.name(*one),
                    in_pool + paid
                )));
            }
            [one] => {
                carry.jack = None;
                let cut = s.kitty.min(in_pool);
                if cut > 0 {
                    t.between_pools(POOL, KITTY, cut);
                }
                t.out_of_pool(*one, POOL, in_pool - cut);
                let mut words = format!(
                    "{heading}{} takes the pool of {} unshown",
                    at.name(*one),
                    in_pool - cut
                );
                if cut > 0 {
                    words.push_str(&format!(" ({cut} to the kitty)"));
                }
                words.push('.');
                premiums(s, at, &mut t, &mut words, &hands.values, carry);
                return Ok(t.with_note(words));
            }
            _ => {}
        }
        carry.jack = None;
        if let (Some(f), FalseOpenerHand::Dead) = (false_open, s.false_opener_hand) {
            hands.values[f] = None;
        }
        let values = &hands.values;
        let dealer = match d.dealer {
            Some(p) => at.player("dealer", p)?,
            None => n - 1,
        };
        if s.form == Form::Whiskey && in_pool == 0 {
            let mut words = format!("{heading}{}. ", hands.shown(at, &still_in));
            whiskey(s, at, &mut t, &mut words, values, &still_in, dealer);
            premiums(s, at, &mut t, &mut words, values, carry);
            return Ok(t.with_note(words));
        }
        let mut parts = pots(&put_in, &live, carried);
        let cut = s.kitty.min(parts[0].amount);
        parts[0].amount -= cut;
        if cut > 0 {
            t.between_pools(POOL, KITTY, cut);
        }
        let mut words = Vec::new();
        for (i, pot) in parts.iter().enumerate() {
            let (best, winners) = best_of(values, &pot.eligible);
            let winners = from_dealers_left(&winners, dealer, n);
            let (shares, left) = divide(pot.amount, &winners, s.odd_counter);
            for &(p, share) in &shares {
                t.out_of_pool(p, POOL, share);
            }
            let hand = best.as_ref().map(Value::words).unwrap_or_default();
            let whose = winners
                .iter()
                .map(|&p| at.name(p))
                .collect::<Vec<_>>()
                .join(" and ");
            let part = match (parts.len(), i) {
                (1, _) => format!("the pool of {}", pot.amount),
                (_, 0) => format!("the main pool of {}", pot.amount),
                _ => format!("a side pool of {}", pot.amount),
            };
            let mut w = match (winners.len(), best.is_some()) {
                (1, true) => format!("{whose} takes {part} with {hand}"),
                (1, false) => format!("{whose} takes back {part}"),
                _ => format!("{whose} divide {part}, each with {hand}"),
            };
            if left > 0 {
                w.push_str(&format!(" ({left} stays in the pool)"));
            }
            words.push(w);
        }
        let mut note = format!("{heading}{}. ", hands.shown(at, &still_in));
        if let Some(f) = false_open {
            note.push_str(&format!("{} opened without openers. ", at.name(f)));
        }
        note.push_str(&words.join("; "));
        note.push('.');
        if cut > 0 {
            note.push_str(&format!(" {cut} goes to the kitty."));
        }
        premiums(s, at, &mut t, &mut note, values, carry);
        Ok(t.with_note(note))
    }

    fn notes(s: &Settings) -> Vec<String> {
        let ace = match s.ace {
            AceRule::HighOrLow => "the ace high, or low in A-2-3-4-5",
            AceRule::LowInSequence => "the ace low only in a sequence (the English code)",
        };
        vec![format!(
            "Poker, {}: each deal's counters go into the pool; the best hand still in takes it, {ace}.",
            s.form.words()
        )]
    }
}

/// Whether a hand opens a jack-pot whose lowest opening pair is `min`: that pair or better.
fn opens(v: &Value, min: u8) -> bool {
    v.kind > Kind::Pair || (v.kind == Kind::Pair && v.ranks[0] >= min)
}

fn check_settings(s: &Settings) -> Result<(), LawError> {
    let numbers = [
        ("ante", s.ante, 1),
        ("limit", s.limit, 0),
        ("premium_full", s.premium_full, 0),
        ("premium_fours", s.premium_fours, 0),
        ("premium_straight_flush", s.premium_straight_flush, 0),
        ("kitty", s.kitty, 0),
        ("forfeit", s.forfeit, 1),
    ];
    for (name, value, least) in numbers {
        if !(least..=MOST).contains(&value) {
            return Err(LawError::new(
                format!("settings.{name}"),
                format!("{value} is not from {least} to {MOST} counters"),
            ));
        }
    }
    Ok(())
}

/// Each player's counters this deal: from `put_in`, from the bets, or both when they agree.
fn read_put_in(s: &Settings, at: &At<'_>, d: &Deal, carried: i64) -> Result<Vec<i64>, LawError> {
    let n = at.names.len();
    // A blank box on the form is no bets.
    let from_bets = d
        .bets
        .as_ref()
        .filter(|b| !matches!(b, Bets::Text(t) if t.trim().is_empty()))
        .map(|b| bets::put_in(s, at, b, carried))
        .transpose()?;
    if d.put_in.is_empty()
        && let Some(b) = from_bets
    {
        return Ok(b);
    }
    if d.put_in.len() != n {
        return Err(at.refuse(
            "put_in",
            format!("give what each of the {n} players put in"),
        ));
    }
    let mut put_in = vec![0; n];
    for (p, c) in d.put_in.iter().enumerate() {
        let c = c.unwrap_or(0);
        let key = format!("put_in[{p}]");
        if c < 0 {
            return Err(at.refuse(&key, format!("{c} is below nothing")));
        }
        if c > MOST {
            return Err(at.refuse(&key, format!("{c} is more than {MOST} counters")));
        }
        if c > 0 && !at.seated.contains(&p) {
            return Err(at.refuse(&key, format!("{} does not play this deal", at.name(p))));
        }
        if let Some(b) = &from_bets
            && b[p] != c
        {
            return Err(at.refuse(
                &key,
                format!("{}'s bets come to {}, not {c}", at.name(p), b[p]),
            ));
        }
        put_in[p] = c;
    }
    Ok(put_in)
}

/// Premiums to each hand shown of a full or better, "whether the hand is called or not" (seed
/// 001 L4903–4906), from each other player in the deal; and the whangdoodle's round of
/// jack-pots after such a hand (seed 001 L4895–4901).
fn premiums(
    s: &Settings,
    at: &At<'_>,
    t: &mut Transfers,
    words: &mut String,
    values: &[Option<Value>],
    carry: &mut Carry,
) {
    for &p in &at.seated {
        let Some(v) = &values[p] else { continue };
        let premium = match v.kind {
            Kind::Full => s.premium_full,
            Kind::Fours => s.premium_fours,
            k if k >= Kind::StraightFlush => s.premium_straight_flush,
            _ => 0,
        };
        if premium > 0 {
            t.each_pays(&at.others(p), p, premium);
            words.push_str(&format!(
                " {} is paid a premium of {premium} by each other player for {}.",
                at.name(p),
                v.words()
            ));
        }
        if s.whangdoodle && v.kind >= Kind::Full && carry.round == 0 {
            carry.round = at.seated.len();
            words.push_str(&format!(
                " After {}, a round of {} jack-pots.",
                v.words(),
                at.seated.len()
            ));
        }
    }
}

/// Whiskey poker with no pot made: "the lowest pays the forfeit agreed upon beforehand" (seed
/// 001 L5223–5225), to the highest or into the pool.
fn whiskey(
    s: &Settings,
    at: &At<'_>,
    t: &mut Transfers,
    words: &mut String,
    values: &[Option<Value>],
    still_in: &[usize],
    dealer: usize,
) {
    let (best, highest) = best_of(values, still_in);
    let worst = still_in
        .iter()
        .filter_map(|&p| values[p].as_ref())
        .min()
        .cloned();
    if best == worst {
        words.push_str("The hands are equal: no one pays the forfeit.");
        return;
    }
    let lowest: Vec<usize> = still_in
        .iter()
        .copied()
        .filter(|&p| values[p] == worst)
        .collect();
    for &p in &lowest {
        t.into_pool(p, POOL, s.forfeit);
    }
    let names = |ps: &[usize]| {
        ps.iter()
            .map(|&p| at.name(p))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let total = s.forfeit * lowest.len() as i64;
    match s.forfeit_to {
        ForfeitTo::Pool => words.push_str(&format!(
            "No pot was made: {} lowest, pays the forfeit of {} into the pool.",
            names(&lowest),
            s.forfeit
        )),
        ForfeitTo::Highest => {
            let highest = from_dealers_left(&highest, dealer, at.names.len());
            let (shares, left) = divide(total, &highest, s.odd_counter);
            for (p, share) in shares {
                t.out_of_pool(p, POOL, share);
            }
            words.push_str(&format!(
                "No pot was made: {} lowest, pays the forfeit of {} to {}, highest",
                names(&lowest),
                s.forfeit,
                names(&highest)
            ));
            if left > 0 {
                words.push_str(&format!(" ({left} stays in the pool)"));
            }
            words.push('.');
        }
    }
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<Poker>(input)
}

pub const LAW: Law = Law {
    id: "poker",
    name: "Poker: the pool and its side pools to the best hands",
    sources: "seed 003 L1428–3100; seed 000 L3970–4476; seed 001 L4568–5225",
    doc: "docs/laws/poker.md",
    settings: SETTINGS,
    score,
    table: Some(Table {
        sides: super::super::pad::Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Poker>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
