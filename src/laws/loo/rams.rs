//! Rams and rounce (`rams`, `rounce`; seed 001 L15363–15484): five tricks for a pool the
//! dealer puts five counters into; each trick takes a fifth of it, and a player who played and
//! took no trick is "ramsed", adding five to the next pool. A pool of only the dealer's five is
//! a "simple", which all must play. At rams a player may declare "general rams": all play, and
//! he must take all five tricks — the pool and five from each if he does, five to each and the
//! pool doubled if he does not (L15423–15425, L15465–15468). Rounce has no general rams, a full pack, and at
//! six the dealer takes no cards (L15397–15398, L15470).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{POOL, bounded, check_stake, dealer, each, names, per_player, tricks};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The dealer's counters, the ram and general rams' payment (L15455–15468: five).
    pub stake: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { stake: 5 }
    }
}

/// What a player did with his hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Play {
    /// Played the hand dealt him.
    Play,
    /// Exchanged his hand for the widow (L15410–15411).
    Widow,
    /// Passed: neither pays nor receives.
    #[default]
    Pass,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    dealer: Option<usize>,
    #[serde(default)]
    play: Vec<Option<Play>>,
    #[serde(default)]
    tricks: Vec<Option<i64>>,
    /// Who declared general rams.
    #[serde(default)]
    general: Option<usize>,
}

pub struct Rams;
pub struct Rounce;

impl Game for Rams {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    /// "Three to six" (L15369).
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=6;
    const WHOM: &'static str = "three to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=6;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, d, true)
    }

    fn notes(s: &Settings) -> Vec<String> {
        notes(s, "Rams")
    }
}

impl Game for Rounce {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=6;
    const WHOM: &'static str = "three to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=6;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, d, false)
    }

    fn notes(s: &Settings) -> Vec<String> {
        notes(s, "Rounce")
    }
}

fn notes(s: &Settings, game: &str) -> Vec<String> {
    vec![format!(
        "{game}: {} a deal and a ram; the pool carries from deal to deal, a fifth a trick.",
        s.stake
    )]
}

/// One deal at rams (`general` allowed) or rounce.
fn deal(s: &Settings, at: &At<'_>, d: &Deal, general: bool) -> Result<Transfers, LawError> {
    check_stake("stake", s.stake)?;
    let before = bounded(at, &[at.ledger.pool(POOL)])?;
    // "Pool containing only dealer's five counters is called Simple, and all players must
    // play" (L15461–15462).
    let simple = before == 0;
    let dealer = dealer(at, d.dealer)?;
    let pool = bounded(at, &[before, s.stake])?;
    let mut t = at.transfers();
    t.into_pool(dealer, POOL, s.stake);
    let won = tricks(at, &d.tricks, 5)?;
    let total: i64 = won.iter().sum();
    if total != 5 {
        return Err(at.refuse(
            "tricks",
            format!("the tricks come to {total}; five are played"),
        ));
    }
    let opening = format!(
        "{}{} deals and pays {} in",
        match simple {
            true => "A simple. ",
            false => "",
        },
        at.name(dealer),
        s.stake
    );
    if let Some(g) = d.general {
        if !general {
            return Err(at.refuse("general", "rounce has no general rams"));
        }
        let g = at.player("general", g)?;
        let note = general_rams(s, at, g, &won, pool, &mut t)?;
        return Ok(t.with_note(format!("{opening}; {note}.")));
    }
    let six_dealer = !general && at.seated.len() == 6;
    let mut play = per_player(at, "play", &d.play)?;
    for (p, choice) in play.iter_mut().enumerate() {
        let field = format!("play[{p}]");
        let given = d.play.get(p).copied().flatten();
        if !at.seated.contains(&p) {
            if given.is_some_and(|c| c != Play::Pass) {
                return Err(at.refuse(&field, format!("{} does not play this deal", at.name(p))));
            }
            continue;
        }
        if six_dealer && p == dealer {
            if given.is_some_and(|c| c != Play::Pass) {
                return Err(at.refuse(&field, "at rounce for six the dealer takes no cards"));
            }
            continue;
        }
        if simple {
            match given {
                None => *choice = Play::Play,
                Some(Play::Pass) => {
                    return Err(at.refuse(&field, "on a simple all must play"));
                }
                Some(_) => {}
            }
        }
    }
    let standing: Vec<usize> = at
        .seated
        .iter()
        .copied()
        .filter(|&p| play[p] != Play::Pass)
        .collect();
    if standing.len() < 2 {
        return Err(at.refuse(
            "play",
            "at least two play: if all but one pass the dealer plays with him, and if all pass the player on the dealer's right plays with him",
        ));
    }
    if let [_, second, ..] = standing
        .iter()
        .copied()
        .filter(|&p| play[p] == Play::Widow)
        .collect::<Vec<_>>()[..]
    {
        return Err(at.refuse(
            &format!("play[{second}]"),
            "the widow was already taken: only one may take it",
        ));
    }
    for (p, &n) in won.iter().enumerate() {
        if n > 0 && play[p] == Play::Pass {
            return Err(at.refuse(
                &format!("tricks[{p}]"),
                format!("{} passed and took no trick", at.name(p)),
            ));
        }
    }
    let a_trick = pool / 5;
    let mut said = Vec::new();
    for &p in &standing {
        if won[p] > 0 {
            t.out_of_pool(p, POOL, won[p] * a_trick);
            said.push(format!("{} takes {}", at.name(p), won[p] * a_trick));
        }
    }
    if pool % 5 > 0 {
        said.push(format!("{} left over stays in the pool", pool % 5));
    }
    let ramsed: Vec<usize> = standing.iter().copied().filter(|&p| won[p] == 0).collect();
    for &p in &ramsed {
        t.into_pool(p, POOL, s.stake);
    }
    if !ramsed.is_empty() {
        said.push(format!(
            "{} ramsed {}{}",
            names(at, &ramsed),
            s.stake,
            each(&ramsed)
        ));
    }
    bounded(at, &[before, t.pool_changes().values().sum()])?;
    Ok(t.with_note(format!(
        "{opening}; the pool of {pool} shared: {}.",
        said.join(", ")
    )))
}

/// General rams: made, the pool and the stake from each other player; lost, the stake to each
/// and the pool doubled, nothing divided [INFER] (L15464–15468).
fn general_rams(
    s: &Settings,
    at: &At<'_>,
    g: usize,
    won: &[i64],
    pool: i64,
    t: &mut Transfers,
) -> Result<String, LawError> {
    let others = at.others(g);
    if won[g] == 5 {
        t.out_of_pool(g, POOL, pool);
        t.each_pays(&others, g, s.stake);
        Ok(format!(
            "{} makes general rams: he takes the pool of {pool} and {} from each",
            at.name(g),
            s.stake
        ))
    } else {
        t.pays_each(g, &others, s.stake);
        t.into_pool(g, POOL, pool);
        bounded(at, &[pool, pool])?;
        Ok(format!(
            "{} fails at general rams with {} tricks: he pays {} to each and doubles the pool of {pool}",
            at.name(g),
            won[g],
            s.stake
        ))
    }
}

const SETTINGS: &[Setting] = &[Setting {
    name: "stake",
    values: &["5", "1", "2", "10"],
    default: "5",
    about: "the counters each dealer puts up, a ram adds to the next pool, and general rams pays each player (seed 001 L15455–15468: five); any whole number 1..1,000,000",
}];

const PLAYS: &[(&str, &str)] = &[
    ("play", "Played his hand"),
    ("widow", "Took the widow"),
    ("pass", "Passed"),
];

const DEALER: Field = Field {
    name: "dealer",
    label: "Who dealt",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "Leave blank when the deal passed to the left as usual.",
};

const PLAY: Field = Field {
    name: "play",
    label: "What each player did",
    kind: FieldKind::Choice { choices: PLAYS },
    per_side: true,
    optional: true,
    help: "A blank is a player who passed (on a simple, when all must play, one who played).",
};

const TRICKS: Field = Field {
    name: "tricks",
    label: "Tricks each player won",
    kind: FieldKind::Number { min: 0, max: 5 },
    per_side: true,
    optional: false,
    help: "Five tricks a deal.",
};

const RAMS_FIELDS: &[Field] = &[
    DEALER,
    PLAY,
    TRICKS,
    Field {
        name: "general",
        label: "Who declared general rams",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Everyone then plays; leave blank when nobody did.",
    },
    school::SEATED,
];

const ROUNCE_FIELDS: &[Field] = &[DEALER, PLAY, TRICKS, school::SEATED];

const SIDES: Sides = Sides {
    min: 3,
    max: 6,
    players_per_side: 1,
};

pub const RAMS: Law = Law {
    id: "rams",
    name: "Rams: five tricks for a pool, ramsed players paying the next, general rams",
    sources: "seed 001 L15363–15484",
    doc: "docs/laws/rams.md",
    settings: SETTINGS,
    score: |s| school::score::<Rams>(s),
    table: Some(Table {
        sides: SIDES,
        deal: RAMS_FIELDS,
        pad: school::pad::<Rams>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const ROUNCE: Law = Law {
    id: "rounce",
    name: "Rounce: rams with a full pack and no general rams",
    sources: "seed 001 L15363–15484",
    doc: "docs/laws/rounce.md",
    settings: SETTINGS,
    score: |s| school::score::<Rounce>(s),
    table: Some(Table {
        sides: SIDES,
        deal: ROUNCE_FIELDS,
        pad: school::pad::<Rounce>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
