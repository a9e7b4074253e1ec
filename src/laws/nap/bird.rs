//! My Bird Sings (seed 003 L5171–5261): a pool, each player a counter and the dealer one extra
//! (L5175–5177), taken by the first whose four cards are a flush or four suits and who says "My
//! Bird sings" (L5181–5186). Played through the pack, each singing hand is a trick and the most
//! tricks take the pool, a tie dividing it (L5247–5256). Whatever is not taken (nobody sang, the
//! odd counters of a divided pool) lies in the pool for the next deal.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{POOL, dealer, per_player};

/// The pack, which bounds the players (L5172–5175).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pack {
    /// Fifty-two cards, up to thirteen players.
    #[default]
    Full,
    /// Thirty-two cards, up to eight.
    ThirtyTwo,
}

/// How a deal is won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Play {
    /// The first bird to sing takes the pool (L5181–5186).
    #[default]
    FirstToSing,
    /// Through the whole pack, a singing hand a trick, the most tricks taking it (L5247–5256).
    WholePack,
}

/// [AMBIG] What becomes of the counters a tie cannot divide evenly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Remainder {
    /// They stay in the pool for the next deal.
    #[default]
    StaysInPool,
    /// One each to the tied players nearest the dealer's left, in turn.
    ToEldest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub pack: Pack,
    #[serde(default)]
    pub play: Play,
    #[serde(default)]
    pub remainder: Remainder,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Whose bird sang first; `null` when the deal was abandoned unsung.
    #[serde(default)]
    winner: Option<usize>,
    /// Played through the pack: each player's singing hands.
    #[serde(default)]
    tricks: Option<Vec<Option<i64>>>,
}

pub struct Bird;

impl Game for Bird {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=13;
    const WHOM: &'static str = "two to thirteen players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=13;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let (most, cards) = match s.pack {
            Pack::Full => (13, 52),
            Pack::ThirtyTwo => (8, 32),
        };
        if at.seated.len() > most {
            return Err(LawError::new(
                "settings.pack",
                format!("{} play; this pack is for {most} at most", at.seated.len()),
            ));
        }
        let mut t = at.transfers();
        let deals_by = dealer(at);
        for &p in &at.seated {
            t.into_pool(p, POOL, if p == deals_by { 2 } else { 1 });
        }
        let pool = at.ledger.pool(POOL) + t.pool_changes()[POOL];
        let winners: Vec<usize> = match s.play {
            Play::FirstToSing => {
                if d.tricks.is_some() {
                    return Err(at.refuse(
                        "tricks",
                        "the first bird to sing wins: give the winner, not tricks",
                    ));
                }
                match d.winner {
                    Some(w) => vec![at.player("winner", w)?],
                    None => Vec::new(),
                }
            }
            Play::WholePack => {
                if d.winner.is_some() {
                    return Err(at.refuse(
                        "winner",
                        "played through the pack, the most tricks win: give each player's tricks",
                    ));
                }
                let tricks = per_player(at, "tricks", &d.tricks)?;
                let total: i64 = tricks.iter().sum();
                if let Some(p) = tricks.iter().position(|&n| n < 0) {
                    return Err(LawError::new(
                        format!("{}[{p}]", at.field("tricks")),
                        "below nothing",
                    ));
                }
                if total > cards / 4 {
                    return Err(at.refuse(
                        "tricks",
                        format!("{total} tricks of four cards: the pack holds {}", cards / 4),
                    ));
                }
                let top = tricks.iter().copied().max().unwrap_or(0);
                match top {
                    0 => Vec::new(),
                    _ => {
                        // In turn from the dealer's left, for the odd counters.
                        let n = at.names.len();
                        (1..=n)
                            .map(|k| (deals_by + k) % n)
                            .filter(|&p| tricks[p] == top)
                            .collect()
                    }
                }
            }
        };
        let note = match winners.as_slice() {
            [] => format!("Nobody's bird sang: the pool of {pool} stands."),
            [one] => {
                t.out_of_pool(*one, POOL, pool);
                format!("{}'s bird sings: takes the pool, {pool}.", at.name(*one))
            }
            many => {
                let each = pool / many.len() as i64;
                let odd = pool % many.len() as i64;
                for (k, &p) in many.iter().enumerate() {
                    let extra = match s.remainder {
                        Remainder::ToEldest if (k as i64) < odd => 1,
                        _ => 0,
                    };
                    t.out_of_pool(p, POOL, each + extra);
                }
                let names: Vec<&str> = many.iter().map(|&p| at.name(p)).collect();
                let left = match (s.remainder, odd) {
                    (_, 0) => String::new(),
                    (Remainder::StaysInPool, odd) => format!("; {odd} stays in the pool"),
                    (Remainder::ToEldest, odd) => format!("; the odd {odd} to the eldest"),
                };
                format!(
                    "{} tie for the most tricks: the pool of {pool} divided, {each} each{left}.",
                    names.join(" and ")
                )
            }
        };
        Ok(t.with_note(note))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "My Bird Sings: each player puts a counter into the pool and the dealer two; {}.",
            match s.play {
                Play::FirstToSing => "the first bird to sing takes it",
                Play::WholePack =>
                    "played through the pack, the most singing hands take it, a tie dividing it",
            }
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Whose bird sang first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "a flush or four suits; blank if the deal was given up unsung",
    },
    Field {
        name: "tricks",
        label: "Singing hands each (played through the pack)",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: true,
        help: "only when the game goes on to the end of the pack",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "my-bird-sings",
    name: "My Bird Sings: the pool to the first bird that sings",
    sources: "seed 003 L5171–5261",
    doc: "docs/laws/my-bird-sings.md",
    settings: &[
        Setting {
            name: "pack",
            values: &["\"full\"", "\"thirty_two\""],
            default: "\"full\"",
            about: "the full pack for up to thirteen players, or thirty-two cards for up to eight (L5172–5175)",
        },
        Setting {
            name: "play",
            values: &["\"first_to_sing\"", "\"whole_pack\""],
            default: "\"first_to_sing\"",
            about: "the first bird to sing takes the pool (L5181–5186); or play through the pack, each singing hand a trick, the most tricks taking it and a tie dividing it (L5247–5256)",
        },
        Setting {
            name: "remainder",
            values: &["\"stays_in_pool\"", "\"to_eldest\""],
            default: "\"stays_in_pool\"",
            about: "[GAP] the counters a tie cannot divide evenly (L5254–5256 say only \"divided\"): left in the pool for the next deal, or one each to the tied players from the dealer's left",
        },
    ],
    score: school::score::<Bird>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 13,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Bird>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
