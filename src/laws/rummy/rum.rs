//! Rum (seed 001 L7868–7968), Khun Khan (L7779–7862) and boat house rum (L7970–8026): the first
//! to get rid of his cards wins, and each other player pays him what the cards he is left
//! holding count. One engine, three laws; the law `rum` takes any of the three as its `form`.
//!
//! - Rum: ace 1 … jack 11, queen 12, king 13 (L7935–7937); the whole hand laid at once scores
//!   double (L7960–7963); the stock drawn out, the lowest hand wins (L7951–7954) or the
//!   discards are shuffled and play goes on.
//! - Khun Khan: two packs and two jokers; joker 15, ace 11, court cards and tens 10
//!   (L7847–7855); no winner before the pack is out, each puts his count into the pool for
//!   the winner of the next hand (L7857–7862).
//! - Boat house rum: king, queen, jack and ten 10, the rest their face (L7976–7978), or chips
//!   a card unmatched (L7978–7980); a false "Rum" pays a penalty to each player (L8016–8018);
//!   a draw puts each one's unmatched cards into the pool for the next winner (L8024–8026).
//!
//! In every form a covered card may be bought, its face value into the pool that the first
//! player out wins (L8141–8146): the deal's `bought`.

use serde::{Deserialize, Deserializer, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{POOL, Pips, counts, joined, need_counts, per_player};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    #[default]
    Rum,
    KhunKhan,
    BoatHouse,
}

/// The whole hand laid down at once (L7960–7963, "in some localities").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AtOnce {
    /// Allowed, and the others pay double.
    #[default]
    Doubles,
    /// Not played at this table: a deal marked so is refused.
    NotAllowed,
}

/// Rum with the stock drawn out and nobody out (L7951–7958).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StockOut {
    /// "All the hands are shown and the lowest pip value wins."
    #[default]
    LowestWins,
    /// The discards are shuffled and play goes on, so every deal has a winner.
    Reshuffle,
}

/// [GAP] What the others pay the lowest hand when the stock is out (L7951–7954 say only that
/// it wins).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LowCollects {
    /// Each pays what he holds, as to a player out.
    #[default]
    EachCount,
    /// Each pays the difference between his count and the lowest, as at poker rum.
    Difference,
}

/// Boat house rum's settling (L7976–7980).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unmatched {
    /// By the pips: king, queen, jack and ten 10, the rest their face.
    #[default]
    Pips,
    /// "One or more chips for each card that cannot be matched": `per_card` a card.
    Cards,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Settings {
    pub form: Form,
    pub at_once: AtOnce,
    pub stock_out: StockOut,
    pub low_collects: LowCollects,
    pub unmatched: Unmatched,
    pub per_card: i64,
    pub false_rum: i64,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Raw {
    form: Option<Form>,
    at_once: Option<AtOnce>,
    stock_out: Option<StockOut>,
    low_collects: Option<LowCollects>,
    unmatched: Option<Unmatched>,
    per_card: Option<i64>,
    false_rum: Option<i64>,
}

impl Settings {
    fn of(form: Form) -> Self {
        Settings {
            form,
            at_once: AtOnce::default(),
            stock_out: StockOut::default(),
            low_collects: LowCollects::default(),
            unmatched: Unmatched::default(),
            per_card: 1,
            // [GAP] "A penalty should be agreed upon" (L8017): the 5 that poker gin's false
            // "Pay me" forfeits (L8135–8136).
            false_rum: 5,
        }
    }

    fn read<E: serde::de::Error>(raw: Raw, form: Form) -> Result<Self, E> {
        let d = Settings::of(raw.form.unwrap_or(form));
        let s = Settings {
            form: d.form,
            at_once: raw.at_once.unwrap_or(d.at_once),
            stock_out: raw.stock_out.unwrap_or(d.stock_out),
            low_collects: raw.low_collects.unwrap_or(d.low_collects),
            unmatched: raw.unmatched.unwrap_or(d.unmatched),
            per_card: raw.per_card.unwrap_or(d.per_card),
            false_rum: raw.false_rum.unwrap_or(d.false_rum),
        };
        for (name, v) in [("per_card", s.per_card), ("false_rum", s.false_rum)] {
            if !(0..=1000).contains(&v) {
                return Err(E::custom(format!("{name}: {v} is not 0 to 1000 chips")));
            }
        }
        Ok(s)
    }

    fn pips(&self) -> Pips {
        match (self.form, self.unmatched) {
            (Form::Rum, _) => Pips::Rum,
            (Form::KhunKhan, _) => Pips::KhunKhan,
            (Form::BoatHouse, Unmatched::Pips) => Pips::BoatHouse,
            (Form::BoatHouse, Unmatched::Cards) => Pips::Each,
        }
    }

    /// A count in chips: boat house rum by the card pays `per_card` a card.
    fn chips(&self, count: i64) -> i64 {
        match (self.form, self.unmatched) {
            (Form::BoatHouse, Unmatched::Cards) => count * self.per_card,
            _ => count,
        }
    }
}

/// The settings of a law of the family whose form, unless said, is `F` (0 rum, 1 Khun Khan,
/// 2 boat house rum).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Of<const F: u8>(pub Settings);

const fn form_of(f: u8) -> Form {
    match f {
        1 => Form::KhunKhan,
        2 => Form::BoatHouse,
        _ => Form::Rum,
    }
}

impl<const F: u8> Default for Of<F> {
    fn default() -> Self {
        Of(Settings::of(form_of(F)))
    }
}

impl<'de, const F: u8> Deserialize<'de> for Of<F> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = Raw::deserialize(d)?;
        Settings::read(raw, form_of(F)).map(Of)
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who got rid of all his cards; `null` when nobody did before the stock ran out.
    #[serde(default)]
    winner: Option<usize>,
    /// The winner laid his whole hand down at once (rum's variation).
    #[serde(default)]
    at_once: Option<bool>,
    /// The cards each player is left holding (the winner none).
    #[serde(default)]
    held: Option<Vec<Option<String>>>,
    /// Or their count, typed.
    #[serde(default)]
    deadwood: Option<Vec<Option<i64>>>,
    /// Who declared "Rum" falsely (boat house rum).
    #[serde(default)]
    false_rum: Option<usize>,
    /// Chips each paid into the pool for a covered card bought.
    #[serde(default)]
    bought: Option<Vec<Option<i64>>>,
}

/// The engine: what one deal of any form transfers.
fn deal(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    let (packs, jokers) = match s.form {
        Form::KhunKhan => (2, 2),
        _ => (1, 0),
    };
    let mut t = at.transfers();
    let mut notes = Vec::new();
    let bought = per_player(at, "bought", &d.bought)?;
    for (p, b) in bought.iter().enumerate() {
        match *b {
            Some(n) if !(0..=1000).contains(&n) => {
                return Err(LawError::new(
                    format!("{}[{p}]", at.field("bought")),
                    format!("{n} is not a card's price (0 to 1000)"),
                ));
            }
            Some(n) if n > 0 => {
                t.into_pool(p, POOL, n);
                notes.push(format!("{} buys a covered card for {n}.", at.name(p)));
            }
            _ => {}
        }
    }
    if let Some(f) = d.false_rum {
        let f = at.player("false_rum", f)?;
        if s.form != Form::BoatHouse {
            return Err(at.refuse(
                "false_rum",
                "a false \"Rum\" is boat house rum's: this form has no penalty for it",
            ));
        }
        t.pays_each(f, &at.others(f), s.false_rum);
        notes.push(format!(
            "{} declares Rum falsely: pays each player {}.",
            at.name(f),
            s.false_rum
        ));
    }
    let c = counts(at, &d.deadwood, &d.held, s.pips(), packs, jokers)?;
    let at_once = d.at_once.unwrap_or(false);
    if at_once && (s.form != Form::Rum || s.at_once == AtOnce::NotAllowed) {
        return Err(at.refuse(
            "at_once",
            "laying the whole hand down at once is rum's variation, and not played here (the setting \"at_once\")",
        ));
    }
    let pool = at.ledger.pool(POOL) + t.pool_changes().get(POOL).copied().unwrap_or(0);
    match d.winner {
        Some(w) => {
            let w = at.player("winner", w)?;
            if c.counts[w].is_some_and(|n| n > 0) {
                return Err(LawError::new(
                    format!("{}[{w}]", at.field("held")),
                    format!("{} went out, so holds nothing", at.name(w)),
                ));
            }
            let others = at.others(w);
            need_counts(at, &c.counts, &others)?;
            let factor = if at_once { 2 } else { 1 };
            let mut paid = Vec::new();
            for &p in &others {
                let n = s.chips(c.counts[p].unwrap_or(0)) * factor;
                t.pay(p, w, n);
                paid.push(format!("{} pays {n}", at.name(p)));
            }
            notes.push(format!(
                "{} goes out{}: {}.",
                at.name(w),
                if at_once {
                    " with the whole hand at once, double"
                } else {
                    ""
                },
                paid.join(", "),
            ));
            if pool > 0 {
                t.out_of_pool(w, POOL, pool);
                notes.push(format!("{} takes the pool, {pool}.", at.name(w)));
            }
        }
        None => {
            if d.at_once.is_some_and(|b| b) {
                return Err(at.refuse("at_once", "nobody went out: give the winner"));
            }
            need_counts(at, &c.counts, &at.seated)?;
            match s.form {
                Form::Rum if s.stock_out == StockOut::Reshuffle => {
                    return Err(at.refuse(
                        "winner",
                        "with the discards shuffled again play goes on until someone is out: give the winner",
                    ));
                }
                Form::Rum => stock_out(s, at, &c.counts, pool, &mut t, &mut notes),
                Form::KhunKhan | Form::BoatHouse => {
                    let mut put = Vec::new();
                    for &p in &at.seated {
                        let n = s.chips(c.counts[p].unwrap_or(0));
                        t.into_pool(p, POOL, n);
                        put.push(format!("{} {n}", at.name(p)));
                    }
                    notes.push(format!(
                        "Nobody out: each puts his count into the pool for the next winner ({}).",
                        put.join(", ")
                    ));
                }
            }
        }
    }
    Ok(t.with_note(notes.join(" ")))
}

/// Rum's stock drawn out: the lowest hand wins; hands tied for low each collect from every
/// higher one [INFER: poker rum's "both win from the high man", L8090–8091], and leave the
/// pool for the next winner.
fn stock_out(
    s: &Settings,
    at: &At<'_>,
    counts: &[Option<i64>],
    pool: i64,
    t: &mut Transfers,
    notes: &mut Vec<String>,
) {
    let count = |p: usize| counts[p].unwrap_or(0);
    let low = at.seated.iter().map(|&p| count(p)).min().unwrap_or(0);
    let lows: Vec<usize> = at
        .seated
        .iter()
        .copied()
        .filter(|&p| count(p) == low)
        .collect();
    for &w in &lows {
        for &p in &at.seated {
            if count(p) > low {
                let n = match s.low_collects {
                    LowCollects::EachCount => count(p),
                    LowCollects::Difference => count(p) - low,
                };
                t.pay(p, w, n);
            }
        }
    }
    notes.push(format!(
        "The stock is out: {} lowest with {low}.",
        joined(at, &lows)
    ));
    if let [w] = lows.as_slice()
        && pool > 0
    {
        t.out_of_pool(*w, POOL, pool);
        notes.push(format!("{} takes the pool, {pool}.", at.name(*w)));
    }
}

pub struct Rum<const F: u8>;

impl<const F: u8> Game for Rum<F> {
    type Settings = Of<F>;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;
    const WHOM: &'static str = "two to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=6;

    fn deal(s: &Of<F>, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if s.0.form == Form::KhunKhan && at.seated.len() > 5 {
            return Err(LawError::new(
                "settings.form",
                format!("{} play; Khun Khan is for two to five", at.seated.len()),
            ));
        }
        deal(&s.0, at, d)
    }

    fn notes(s: &Of<F>) -> Vec<String> {
        let s = s.0;
        vec![match s.form {
            Form::Rum => "Rum: the first out is paid by each other player the pips he holds, ace 1 to king 13.".to_owned(),
            Form::KhunKhan => "Khun Khan: the first out is paid the pips each other holds, joker 15, ace 11, court cards and tens 10.".to_owned(),
            Form::BoatHouse => match s.unmatched {
                Unmatched::Pips => "Boat house rum: the one who declares Rum is paid each other's unmatched pips, court cards and tens 10.".to_owned(),
                Unmatched::Cards => format!("Boat house rum: the one who declares Rum is paid {} a card unmatched.", s.per_card),
            },
        }]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Who went out first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "blank if nobody went out before the stock ran out",
    },
    Field {
        name: "held",
        label: "The cards each other player was left holding",
        kind: FieldKind::Text { max_len: 80 },
        per_side: true,
        optional: true,
        help: "as KH 7S AD (10H for a ten, JK the joker); or type the count below",
    },
    Field {
        name: "deadwood",
        label: "Or what each one's cards count",
        kind: FieldKind::Number { min: 0, max: 1000 },
        per_side: true,
        optional: true,
        help: "the count of the cards left, when they are not written above",
    },
    Field {
        name: "at_once",
        label: "The winner laid his whole hand down at once",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "rum only: the others pay double",
    },
    Field {
        name: "false_rum",
        label: "Who declared Rum falsely",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "boat house rum only: he pays each player the agreed penalty",
    },
    Field {
        name: "bought",
        label: "Chips paid for a covered card",
        kind: FieldKind::Number { min: 0, max: 1000 },
        per_side: true,
        optional: true,
        help: "its face value, into the pool the first one out takes",
    },
    school::SEATED,
];

const TABLE: Sides = Sides {
    min: 2,
    max: 6,
    players_per_side: 1,
};

const COMMON: [Setting; 6] = [
    Setting {
        name: "at_once",
        values: &["\"doubles\"", "\"not_allowed\""],
        default: "\"doubles\"",
        about: "rum's variation (L7960–7963): a player who lays his whole hand down at once scores double; or not played",
    },
    Setting {
        name: "stock_out",
        values: &["\"lowest_wins\"", "\"reshuffle\""],
        default: "\"lowest_wins\"",
        about: "rum with the stock drawn and nobody out (L7951–7958): the lowest hand wins, or the discards are shuffled and play goes on",
    },
    Setting {
        name: "low_collects",
        values: &["\"each_count\"", "\"difference\""],
        default: "\"each_count\"",
        about: "[GAP] what the lowest hand collects when the stock is out (L7951–7954 say only that it wins): each one's count, or the difference",
    },
    Setting {
        name: "unmatched",
        values: &["\"pips\"", "\"cards\""],
        default: "\"pips\"",
        about: "boat house rum settles by the pips, or by chips a card unmatched (L7976–7980)",
    },
    Setting {
        name: "per_card",
        values: &["1", "2", "5"],
        default: "1",
        about: "boat house rum by the card: \"one or more chips for each card\" (L7979)",
    },
    Setting {
        name: "false_rum",
        values: &["5", "1", "10", "0"],
        default: "5",
        about: "[GAP] boat house rum's false declaration: \"a penalty should be agreed upon, payable to each player\" (L8017–8018); 5 as poker gin's false call (L8135–8136)",
    },
];

const fn settings(form: &'static str) -> [Setting; 7] {
    [
        Setting {
            name: "form",
            values: &["\"rum\"", "\"khun_khan\"", "\"boat_house\""],
            default: form,
            about: "rum (L7868–7968), Khun Khan (L7779–7862) or boat house rum (L7970–8026): what the cards left count and what a deal without a winner does",
        },
        COMMON[0],
        COMMON[1],
        COMMON[2],
        COMMON[3],
        COMMON[4],
        COMMON[5],
    ]
}

const RUM_SETTINGS: [Setting; 7] = settings("\"rum\"");
const KHUN_KHAN_SETTINGS: [Setting; 7] = settings("\"khun_khan\"");
const BOAT_HOUSE_SETTINGS: [Setting; 7] = settings("\"boat_house\"");

pub const RUM: Law = Law {
    id: "rum",
    name: "Rum: the first out is paid the pips the others hold",
    sources: "seed 001 L7868–7968, L8141–8146",
    doc: "docs/laws/rum.md",
    settings: &RUM_SETTINGS,
    score: school::score::<Rum<0>>,
    table: Some(Table {
        sides: TABLE,
        deal: DEAL,
        pad: school::pad::<Rum<0>>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const KHUN_KHAN: Law = Law {
    id: "khun-khan",
    name: "Khun Khan: rum with two packs and the jokers",
    sources: "seed 001 L7779–7862",
    doc: "docs/laws/khun-khan.md",
    settings: &KHUN_KHAN_SETTINGS,
    score: school::score::<Rum<1>>,
    table: Some(Table {
        sides: Sides { max: 5, ..TABLE },
        deal: DEAL,
        pad: school::pad::<Rum<1>>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const BOAT_HOUSE: Law = Law {
    id: "boat-house-rum",
    name: "Boat house rum: the hands shown when one declares Rum",
    sources: "seed 001 L7970–8026",
    doc: "docs/laws/boat-house-rum.md",
    settings: &BOAT_HOUSE_SETTINGS,
    score: school::score::<Rum<2>>,
    table: Some(Table {
        sides: TABLE,
        deal: DEAL,
        pad: school::pad::<Rum<2>>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
