//! Jig (seed 003 L4842–5006), the book's name for the second game called Snip-Snap-Snorum: the
//! whole pack dealt, cards played up in sequence in a suit; the first out takes a counter a card
//! from each other player, and the pool "if one has been formed … by each player contributing
//! to it equally, by calling upon the dealer to pay in, or by the infliction of fines"
//! (L4976–4993). And I Doubt It (seed 001 L12894–12931): the first to get rid of all his cards
//! "gets a chip from each of the others for each card they hold". Both are a first out paid by
//! the card, the one [`going_out`] of the family.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::nap::dealer;
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{LEFT, OUT, counts, going_out};

const POOL: &str = "pool";

/// How Jig's pool is formed, if at all (L4987–4991).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pool {
    /// No pool: the first out is paid by the card only.
    #[default]
    None,
    /// Each player puts in a counter a deal.
    Each,
    /// The dealer pays in.
    Dealer,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub pool: Pool,
    /// What each contribution to the pool is.
    pub stake: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            pool: Pool::None,
            stake: 1,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Counters each was fined to the pool for an incorrect call.
    #[serde(default)]
    pub fined: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub out: Option<usize>,
    #[serde(default)]
    pub left: Option<Vec<Option<i64>>>,
}

/// The first out and the cards the others hold, asked by both games.
fn first_out(at: &At<'_>, t: &mut Transfers, d: &Deal) -> Result<(usize, String), LawError> {
    let out = at.player(
        "out",
        d.out
            .ok_or_else(|| at.refuse("out", "needed: who got rid of his cards first"))?,
    )?;
    let left = counts(at, "left", &d.left, 52)?;
    if left.iter().sum::<i64>() > 52 {
        return Err(at.refuse("left", "more cards than the pack's 52"));
    }
    Ok((out, going_out(at, t, out, &left, &[], &[])?))
}

pub struct Jig;

impl Game for Jig {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=20).contains(&s.stake) {
            return Err(LawError::new("settings.stake", "from 1 to 20"));
        }
        let mut t = at.transfers();
        let mut notes = Vec::new();
        match s.pool {
            Pool::None => {}
            Pool::Each => at
                .seated
                .iter()
                .for_each(|&p| t.into_pool(p, POOL, s.stake)),
            Pool::Dealer => t.into_pool(dealer(at), POOL, s.stake),
        }
        let fined = counts(at, "fined", &d.fined, 100)?;
        for &p in &at.seated {
            if fined[p] > 0 {
                t.into_pool(p, POOL, fined[p]);
                notes.push(format!("{} fined {}", at.name(p), fined[p]));
            }
        }
        let (out, words) = first_out(at, &mut t, d)?;
        notes.push(words);
        let pool = at.ledger.pool(POOL) + t.pool_changes().get(POOL).copied().unwrap_or(0);
        if pool > 0 {
            t.out_of_pool(out, POOL, pool);
            notes.push(format!("and the pool, {pool}"));
        }
        Ok(t.with_note(notes.join("; ") + "."))
    }

    /// The deal passes to the left; the player on the dealer's left plays first (L4860–4862).
    fn dealer(_: &Settings, present: &[usize], index: usize) -> Option<usize> {
        school::dealer_seat(present, None, 0, index)
    }

    fn notes(s: &Settings) -> Vec<String> {
        let pool = match s.pool {
            Pool::None => "no pool".to_string(),
            Pool::Each => format!("each puts {} in the pool a deal", s.stake),
            Pool::Dealer => format!("the dealer puts {} in the pool", s.stake),
        };
        vec![format!(
            "Jig: the first out takes a counter a card from each other player and the pool; {pool}; fines go to the pool."
        )]
    }
}

const JIG_DEAL: &[Field] = &[
    Field {
        label: "Who said \"Out\" first?",
        ..OUT
    },
    LEFT,
    Field {
        name: "fined",
        label: "Counters each was fined to the pool",
        kind: FieldKind::Number { min: 0, max: 100 },
        per_side: true,
        optional: true,
        help: "for an incorrect call",
    },
    school::SEATED,
];

const ROUND: Sides = Sides {
    min: 2,
    max: 10,
    players_per_side: 1,
};

pub const LAW: Law = Law {
    id: "jig",
    name: "Jig: the first out paid a counter a card, and the pool",
    sources: "seed 003 L4842–5006",
    doc: "docs/laws/jig.md",
    settings: &[
        Setting {
            name: "pool",
            values: &["\"none\"", "\"each\"", "\"dealer\""],
            default: "\"none\"",
            about: "a pool \"if one has been formed\": by each player equally, or the dealer paying in (seed 003 L4987–4991); fines go to it always",
        },
        Setting {
            name: "stake",
            values: &["1", "2", "3"],
            default: "1",
            about: "what each contribution to the pool is [the book gives no figure]",
        },
    ],
    score: school::score::<Jig>,
    table: Some(Table {
        sides: ROUND,
        deal: JIG_DEAL,
        pad: school::pad::<Jig>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoSettings {}

pub struct DoubtIt;

impl Game for DoubtIt {
    type Settings = NoSettings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(_: &NoSettings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if d.fined.is_some() {
            return Err(at.refuse("fined", "I Doubt It has no fines"));
        }
        let mut t = at.transfers();
        let (_, words) = first_out(at, &mut t, d)?;
        Ok(t.with_note(words + "."))
    }

    fn notes(_: &NoSettings) -> Vec<String> {
        vec!["I Doubt It: the first to get rid of all his cards gets a chip from each of the others for each card they hold.".into()]
    }
}

const DOUBT_DEAL: &[Field] = &[
    Field {
        label: "Who got rid of all his cards first?",
        ..OUT
    },
    LEFT,
    school::SEATED,
];

pub const DOUBT_LAW: Law = Law {
    id: "i-doubt-it",
    name: "I Doubt It: the first out paid a chip a card",
    sources: "seed 001 L12894–12931",
    doc: "docs/laws/i-doubt-it.md",
    settings: &[],
    score: school::score::<DoubtIt>,
    table: Some(Table {
        sides: ROUND,
        deal: DOUBT_DEAL,
        pad: school::pad::<DoubtIt>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
