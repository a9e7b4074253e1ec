//! Napoleon (seed 003 L1–684; seed 000 L3091–3346; seed 001 L15115–15246): one caller against
//! everyone else at the table, paid by the call, made or failed, "a level-money transaction all
//! round" (seed 000 L3124): a call of `k` tricks wins or loses `k` stakes from or to each other
//! player, misery three, Nap ten or five, Wellington and Blücher by the scale agreed. With a
//! kitty, the dealers (or everyone) feed it, purchases and peeps go into it, and the first Nap
//! made takes it; the kitty is the ledger's pool `kitty`, carried from deal to deal.
//!
//! Everyone at the table pays and receives, the dealer who stands out at six (or five) hands
//! included (seed 003 L31–35). Over-tricks score nothing (seed 000 L3119–3122), so a deal is its
//! call and whether it was made.

use serde::Deserialize;

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Asks, Field, FieldKind, Sides};
use super::super::registry::{self, Law, Table};
use super::{KITTY, dealer, per_player};

mod settings;
pub use settings::*;

/// A call, from the lowest up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    /// To take this many tricks (one to four; to eight at nine-card Nap).
    Tricks(i64),
    /// To take no trick.
    Misere,
    /// To take every trick.
    Nap,
    /// Nap over a Nap.
    Wellington,
    /// Nap over a Wellington.
    Blucher,
}

impl Call {
    fn words(self) -> String {
        match self {
            Call::Tricks(1) => "one trick".to_owned(),
            Call::Tricks(k) => {
                let words = ["two", "three", "four", "five", "six", "seven", "eight"];
                match usize::try_from(k - 2).ok().and_then(|i| words.get(i)) {
                    Some(w) => format!("{w} tricks"),
                    None => format!("{k} tricks"),
                }
            }
            Call::Misere => "misery".to_owned(),
            Call::Nap => "Nap".to_owned(),
            Call::Wellington => "Wellington".to_owned(),
            Call::Blucher => "Blücher".to_owned(),
        }
    }

    /// A Nap or a call above it: five tricks (all nine at nine-card Nap).
    fn all_tricks(self) -> bool {
        matches!(self, Call::Nap | Call::Wellington | Call::Blucher)
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    caller: Option<usize>,
    /// `1`–`4`, `"misere"`, `"nap"`, `"wellington"`, `"blucher"`; `null` (or absent, or
    /// `"pass"`) when everybody passed. A number may come as text, as a form sends it.
    #[serde(default)]
    call: Option<serde_json::Value>,
    #[serde(default)]
    made: Option<bool>,
    /// The caller took the spare hand (Sir Garnet, the widow).
    #[serde(default)]
    widow: Option<bool>,
    /// Cards each player bought (purchase Nap).
    #[serde(default)]
    bought: Option<Vec<Option<i64>>>,
    /// Who peeped at the extra card (peep Nap).
    #[serde(default)]
    peeped: Option<Vec<Option<bool>>>,
    #[serde(default)]
    revoke: Option<usize>,
    /// Counters each player put into the kitty as a penalty (a misdeal, touching the cards, the
    /// 1927 pool's revoke and lead out of turn).
    #[serde(default)]
    penalties: Option<Vec<Option<i64>>>,
}

/// The call as entered.
fn read_call(
    s: &Settings,
    at: &At<'_>,
    raw: &Option<serde_json::Value>,
) -> Result<Option<Call>, LawError> {
    let hand = s.form.tricks();
    let refuse = || {
        at.refuse(
            "call",
            format!(
                "a call is a number of tricks from {} to {}, \"misere\", \"nap\", \"wellington\" or \"blucher\", or null when everybody passed",
                s.lowest_call,
                hand - 1
            ),
        )
    };
    let tricks = |k: i64| -> Result<Option<Call>, LawError> {
        match k {
            k if k == hand => Ok(Some(Call::Nap)),
            k if k >= 1 && k < hand && k < s.lowest_call => Err(at.refuse(
                "call",
                format!("the lowest call agreed is {}", s.lowest_call),
            )),
            k if k >= 1 && k < hand => Ok(Some(Call::Tricks(k))),
            k if k > hand => {
                Err(at.refuse("call", format!("{k} tricks: a hand is only {hand} cards")))
            }
            _ => Err(refuse()),
        }
    };
    match raw {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::Number(n)) => tricks(n.as_i64().ok_or_else(refuse)?),
        Some(serde_json::Value::String(word)) => match word.trim().to_lowercase().as_str() {
            "" | "pass" => Ok(None),
            "misere" | "misère" | "misery" => Ok(Some(Call::Misere)),
            "nap" | "napoleon" => Ok(Some(Call::Nap)),
            "wellington" => Ok(Some(Call::Wellington)),
            "blucher" | "blücher" => Ok(Some(Call::Blucher)),
            other => tricks(other.parse::<i64>().map_err(|_| refuse())?),
        },
        Some(_) => Err(refuse()),
    }
}

/// What the caller wins from each other player, and pays each, at single stakes.
pub fn stakes(s: &Settings, call: Call, widow: bool) -> (i64, i64) {
    let hand = s.form.tricks();
    let (nap_win, nap_lose) = match s.nap_stakes {
        NapStakes::TenFive => (2 * hand, hand),
        NapStakes::TwelveSix => (12, 6),
    };
    match (call, s.scale) {
        (Call::Tricks(k), _) => (k, k),
        (Call::Misere, _) => (3, 3),
        (Call::Nap, _) if widow && s.spare_hand == SpareHand::SirGarnetDouble => {
            (nap_win, 2 * nap_lose)
        }
        (Call::Nap, _) => (nap_win, nap_lose),
        (Call::Wellington, Scale::Standard) => (2 * nap_win, 2 * nap_lose),
        (Call::Wellington, Scale::Modified) => (nap_win, 2 * nap_lose),
        (Call::Wellington, Scale::As1927) => (5, 10),
        (Call::Blucher, Scale::Standard) => (3 * nap_win, 3 * nap_lose),
        (Call::Blucher, Scale::Modified) => (nap_win, 3 * nap_lose),
        (Call::Blucher, Scale::As1927) => (10, 20),
    }
}

/// What the law carries from deal to deal beyond the kitty: the Double Header's doubling.
#[derive(Debug, Default)]
pub struct Carry {
    /// How many times the stakes stand doubled (one at most unless the doublings compound).
    doubled: u32,
}

pub struct Napoleon;

impl Game for Napoleon {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;
    const WHOM: &'static str = "two to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=6;

    /// The spare hand, purchase and peep asked only where the table plays them; calls past
    /// the hand, below the lowest agreed, or "everybody passed" where it cannot stand, not
    /// offered.
    fn asks(s: &Settings) -> Asks {
        let mut not_asked = Vec::new();
        for (field, played) in [
            ("widow", s.spare_hand != SpareHand::None),
            ("bought", s.purchase),
            ("peeped", s.peep),
        ] {
            if !played {
                not_asked.push(field);
            }
        }
        let hand = s.form.tricks();
        let mut not_offered: Vec<(&'static str, &'static str)> = CALLS
            .iter()
            .filter(|(value, _)| {
                value
                    .parse::<i64>()
                    .is_ok_and(|k| k >= hand || k < s.lowest_call)
            })
            .map(|(value, _)| ("call", *value))
            .collect();
        if (s.double_header, s.all_pass) == (DoubleHeader::Off, AllPass::Refused) {
            not_offered.push(("call", "pass"));
        }
        Asks {
            not_asked,
            not_offered,
            ..Asks::default()
        }
    }

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        s.check(at.names.len())?;
        let mult = 1i64 << carry.doubled;
        let deals_by = dealer(at);
        let mut t = at.transfers();
        let mut words: Vec<String> = Vec::new();
        feed_kitty(s, at, deals_by, &mut t);
        buy_and_peep(s, at, d, &mut t)?;
        let kitty_in_play =
            s.kitty != Kitty::None || s.purchase || s.peep || at.ledger.pools().contains_key(KITTY);
        let widow = d.widow.unwrap_or(false);
        let Some(call) = read_call(s, at, &d.call)? else {
            for (key, said) in [
                ("caller", d.caller.is_some()),
                ("made", d.made == Some(true)),
                ("widow", widow),
                ("revoke", d.revoke.is_some()),
            ] {
                if said {
                    return Err(at.refuse(key, "nobody called: everybody passed"));
                }
            }
            match (s.double_header, s.all_pass) {
                (DoubleHeader::Off, AllPass::Refused) => {
                    return Err(at.refuse(
                        "call",
                        "when all the others pass, the first caller must stand for one trick (or the dealer, by the 1927 rules): enter his call",
                    ));
                }
                (DoubleHeader::Off, AllPass::DealerPays) => {
                    t.pays_each(deals_by, &at.seated, mult);
                    words.push(format!(
                        "Everybody passed: {}, the dealer, pays {mult} to each",
                        at.name(deals_by)
                    ));
                }
                (DoubleHeader::On, _) => {
                    carry.doubled = 1;
                    words.push("Everybody passed: the next deal's stakes are doubled".to_owned());
                }
                (DoubleHeader::Compounding, _) => {
                    carry.doubled = (carry.doubled + 1).min(20);
                    words.push(format!(
                        "Everybody passed: the next deal's stakes are {} times",
                        1i64 << carry.doubled
                    ));
                }
            }
            return Ok(finish(t, words, mult));
        };
        let caller = at.player(
            "caller",
            d.caller
                .ok_or_else(|| at.refuse("caller", "say who called"))?,
        )?;
        if widow {
            if s.spare_hand == SpareHand::None {
                return Err(at.refuse(
                    "widow",
                    "no spare hand is dealt at this table (the setting for the spare hand is off)",
                ));
            }
            if call != Call::Nap {
                return Err(at.refuse("call", "who takes the spare hand must call Nap"));
            }
        }
        let (win, lose) = stakes(s, call, widow);
        let (win, lose) = (win * mult, lose * mult);
        let others = at.others(caller);
        let name = at.name(caller);
        let made = match d.revoke {
            Some(r) => {
                let r = at.player("revoke", r)?;
                if r == caller {
                    words.push(format!(
                        "{name} calls {} and revokes: pays {lose} to each",
                        call.words()
                    ));
                    Some(false)
                } else if s.revoke == Revoke::Replayed && !d.made.unwrap_or(false) {
                    // Replayed and failed: the revoker pays the others in the caller's stead.
                    let rest: Vec<usize> = others.iter().copied().filter(|&p| p != r).collect();
                    t.pays_each(r, &rest, lose);
                    words.push(format!(
                        "{name} calls {} and fails on the replay; {} revoked and pays {lose} to each of the others",
                        call.words(),
                        at.name(r)
                    ));
                    None
                } else {
                    // Paid as a call made: the Double Header's doubling ends with it.
                    carry.doubled = 0;
                    let all = win * others.len() as i64;
                    t.pay(r, caller, all);
                    words.push(format!(
                        "{name} calls {}; {} revokes and pays {all}, the stakes of every player",
                        call.words(),
                        at.name(r)
                    ));
                    None
                }
            }
            None => Some(d.made.unwrap_or(false)),
        };
        let kitty_now = at.ledger.pool(KITTY) + t.pool_changes().get(KITTY).copied().unwrap_or(0);
        let takes_kitty =
            call == Call::Nap || (call.all_tricks() && s.kitty_goes_to == KittyGoesTo::FiveTricks);
        match made {
            Some(true) => {
                t.each_pays(&others, caller, win);
                words.push(format!(
                    "{name} calls {} and makes it: {win} from each",
                    call.words()
                ));
                if takes_kitty && kitty_now > 0 {
                    t.out_of_pool(caller, KITTY, kitty_now);
                    words.push(format!("and takes the kitty, {kitty_now}"));
                }
                carry.doubled = 0;
            }
            Some(false) => {
                t.pays_each(caller, &others, lose);
                if d.revoke.is_none() {
                    words.push(format!(
                        "{name} calls {} and fails: pays {lose} to each",
                        call.words()
                    ));
                }
                if takes_kitty && s.failed_nap == FailedNap::DoublesKitty && kitty_now > 0 {
                    t.into_pool(caller, KITTY, kitty_now);
                    words.push(format!("and doubles the kitty with {kitty_now}"));
                }
                if widow && s.spare_hand == SpareHand::SpareHand && kitty_in_play {
                    t.into_pool(caller, KITTY, 2 * mult);
                    words.push(format!(
                        "and puts {} in the kitty for the spare hand",
                        2 * mult
                    ));
                }
            }
            None => {}
        }
        if widow {
            words[0] = words[0].replacen(" calls ", " takes the spare hand, calls ", 1);
        }
        Ok(finish(t, words, mult))
    }

    fn notes(s: &Settings) -> Vec<String> {
        s.notes()
    }
}

/// The kitty fed before the deal, as the table agreed.
fn feed_kitty(s: &Settings, at: &At<'_>, deals_by: usize, t: &mut Transfers) {
    match s.kitty {
        Kitty::None => {}
        Kitty::Dealer => t.into_pool(deals_by, KITTY, 1),
        Kitty::Round => {
            if at.index.is_multiple_of(at.names.len()) {
                for &p in &at.seated {
                    t.into_pool(p, KITTY, 1);
                }
            }
        }
        Kitty::DealerAndPlayers => {
            for &p in &at.seated {
                t.into_pool(p, KITTY, if p == deals_by { 3 } else { 1 });
            }
        }
    }
}

/// Purchase Nap's cards bought and peep Nap's peeps, each one stake into the kitty, and the
/// penalties paid into it.
fn buy_and_peep(s: &Settings, at: &At<'_>, d: &Deal, t: &mut Transfers) -> Result<(), LawError> {
    let bought = per_player(at, "bought", &d.bought)?;
    let peeped = per_player(at, "peeped", &d.peeped)?;
    for (p, &n) in bought.iter().enumerate() {
        let field = || format!("{}[{p}]", at.field("bought"));
        if n != 0 && !s.purchase {
            return Err(LawError::new(
                field(),
                "no cards are bought at this table (purchase Nap is off)",
            ));
        }
        if !(0..=5).contains(&n) {
            return Err(LawError::new(
                field(),
                format!("{n} cards: a player buys from none to five"),
            ));
        }
        if n > 0 {
            t.into_pool(p, KITTY, n);
        }
    }
    let penalties = per_player(at, "penalties", &d.penalties)?;
    for (p, &n) in penalties.iter().enumerate() {
        if !(0..=100).contains(&n) {
            return Err(LawError::new(
                format!("{}[{p}]", at.field("penalties")),
                format!("{n}: a penalty from nothing to 100 counters"),
            ));
        }
        if n > 0 {
            t.into_pool(p, KITTY, n);
        }
    }
    for (p, &peep) in peeped.iter().enumerate() {
        if peep && !s.peep {
            return Err(LawError::new(
                format!("{}[{p}]", at.field("peeped")),
                "there is no card to peep at at this table (peep Nap is off)",
            ));
        }
        if peep {
            t.into_pool(p, KITTY, 1);
        }
    }
    Ok(())
}

fn finish(t: Transfers, words: Vec<String>, mult: i64) -> Transfers {
    let mut note = words.join(", ");
    if mult > 1 && !note.starts_with("Everybody passed") {
        note.push_str(&format!(" (stakes {mult} times: the double header)"));
    }
    let fed: i64 = t.pool_changes().get(KITTY).copied().unwrap_or(0);
    if fed != 0 && !note.contains("kitty") {
        note.push_str(&format!("; {fed} into the kitty"));
    }
    note.push('.');
    t.with_note(note)
}

const CALLS: &[(&str, &str)] = &[
    ("1", "One trick"),
    ("2", "Two tricks"),
    ("3", "Three tricks"),
    ("misere", "Misery: to take no trick"),
    ("4", "Four tricks"),
    ("nap", "Nap: every trick"),
    ("wellington", "Wellington: Nap over a Nap"),
    ("blucher", "Blücher: Nap over a Wellington"),
    ("5", "Five tricks (nine-card Nap)"),
    ("6", "Six tricks (nine-card Nap)"),
    ("7", "Seven tricks (nine-card Nap)"),
    ("8", "Eight tricks (nine-card Nap)"),
    ("pass", "Everybody passed"),
];

const DEAL: &[Field] = &[
    Field {
        name: "caller",
        label: "Who called",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the highest caller, who plays alone against the rest; blank when everybody passed",
    },
    Field {
        name: "call",
        label: "The call",
        kind: FieldKind::Choice { choices: CALLS },
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "made",
        label: "The caller made his call",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "tricks over the call score nothing",
    },
    Field {
        name: "widow",
        label: "The caller took the spare hand",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "Sir Garnet or the widow: whoever takes it must call Nap",
    },
    Field {
        name: "bought",
        label: "Cards bought",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: true,
        optional: true,
        help: "purchase Nap: one stake into the kitty for each card",
    },
    Field {
        name: "peeped",
        label: "Peeped at the extra card",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "peep Nap: one stake into the kitty for a peep",
    },
    Field {
        name: "revoke",
        label: "Who revoked, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the caller revoking pays as if he failed; another player pays the caller for everyone",
    },
    Field {
        name: "penalties",
        label: "Paid into the kitty as a penalty",
        kind: FieldKind::Number { min: 0, max: 100 },
        per_side: true,
        optional: true,
        help: "a misdeal or touching the cards: one stake; by the 1927 rules a revoke five, a lead out of turn three",
    },
    school::SEATED,
];

pub const SIDES: Sides = Sides {
    min: 2,
    max: 6,
    players_per_side: 1,
};

pub const LAW: Law = Law {
    id: "nap",
    name: "Napoleon: the call paid by each player, Nap, Wellington and Blücher, the kitty",
    sources: "seed 003 L1–684; seed 000 L3091–3346; seed 001 L15115–15246",
    doc: "docs/laws/nap.md",
    settings: SETTINGS,
    score: school::score::<Napoleon>,
    table: Some(Table {
        sides: SIDES,
        deal: DEAL,
        pad: school::pad::<Napoleon>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
