//! Pool by the national rules (`pool`; seed 000 L10108–10309): each player pays his stake into
//! the pool and starts with three lives (fewer for a player so handicapped, Rule 4); each life
//! lost pays a forfeit to the player whose ball he played on (Rule 17); the first out may buy a
//! star (Rules 6–10); the last player left takes the pool, or the last two divide it when equal
//! in lives (Rule 32), the table's charge taken out first (Rule 34). A deal is one pool. The
//! pool's counters lie in the ledger's `pool` until the pool is won; an odd counter of a
//! division stays there for the next pool, the charge goes to the ledger's `table`. Pure.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::words::{Said, said_events};

/// The pool's account on the ledger.
pub const POOL: &str = "pool";
/// The table's charge (Rule 34), paid out of the pool.
pub const CHARGE: &str = "table";
pub const MAX_STAKE: i64 = 1_000_000;
pub const MAX_LIVES: i64 = 9;
pub const MAX_EVENTS: usize = 400;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// What each pays into the pool, and a star costs (Rules 4 and 6).
    pub stake: i64,
    /// What a life lost pays (Rule 4: "each pays forfeit for each life lost").
    pub forfeit: i64,
    /// The lives at the start (Rule 3).
    pub lives: i64,
    /// How many stars a pool allows (Rules 9 and 9a).
    pub stars: Stars,
    /// The last two divide the pool when equal in lives (Rule 32).
    pub division: bool,
    /// The charge for the play, out of the pool before it is delivered (Rule 34).
    pub table_charge: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            stake: 1,
            forfeit: 1,
            lives: 3,
            stars: Stars::Book,
            division: true,
            table_charge: 0,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stars {
    /// One star in a pool of up to six, two in a pool of seven or more.
    Book,
    /// One star, however many play.
    One,
    /// No star.
    None,
}

impl Stars {
    fn limit(self, players: usize) -> usize {
        match self {
            Stars::Book if players >= 7 => 2,
            Stars::Book | Stars::One => 1,
            Stars::None => 0,
        }
    }
}

/// One thing that happened in the pool: a life lost and to whom, or a star bought.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// The player who lost a life.
    #[serde(default)]
    pub loses: Option<usize>,
    /// The player he pays the forfeit to: whose ball he played on, or who preceded him when
    /// he played out of turn or with a wrong ball (Rule 17).
    #[serde(default)]
    pub to: Option<usize>,
    /// The player who stars.
    #[serde(default)]
    pub stars: Option<usize>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Events {
    List(Vec<Event>),
    /// As a table's form says it: "Bob to Ann, Cat to Bob, Cat stars".
    Words(String),
}

impl Default for Events {
    fn default() -> Self {
        Events::List(Vec::new())
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each player's lives at the start, when fewer are agreed for him (Rule 4).
    #[serde(default)]
    pub lives: Vec<Option<i64>>,
    #[serde(default)]
    pub events: Events,
    /// The last two, equal in lives, divide the pool (Rule 32).
    #[serde(default)]
    pub divide: bool,
}

pub struct Pool;

fn check(s: &Settings) -> Result<(), LawError> {
    for (name, v) in [
        ("stake", s.stake),
        ("forfeit", s.forfeit),
        ("table_charge", s.table_charge),
    ] {
        let least = if name == "stake" { 1 } else { 0 };
        if !(least..=MAX_STAKE).contains(&v) {
            return Err(LawError::new(
                format!("settings.{name}"),
                format!("{v} is not a number of counters from {least} to {MAX_STAKE}"),
            ));
        }
    }
    if !(1..=MAX_LIVES).contains(&s.lives) {
        return Err(LawError::new(
            "settings.lives",
            format!("{} is not a number of lives from 1 to {MAX_LIVES}", s.lives),
        ));
    }
    Ok(())
}

impl Game for Pool {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=16;
    const WHOM: &'static str = "two to sixteen players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=16;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, d)
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Pool (seed 000 L10145–10308): {} into the pool each, {} lives, {} a life lost to the player whose ball he played on; the last left takes the pool{}.",
            s.stake,
            s.lives,
            s.forfeit,
            match s.table_charge {
                0 => String::new(),
                c => format!(", less the table's charge of {c}"),
            }
        )]
    }
}

fn deal(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    check(s)?;
    let n = at.names.len();
    if d.lives.len() > n {
        return Err(at.refuse(
            "lives",
            format!("{} entries for {n} players", d.lives.len()),
        ));
    }
    let mut lives = vec![0i64; n];
    for &p in &at.seated {
        lives[p] = match d.lives.get(p).copied().flatten() {
            // Blank, or 0 as a table's form sends a blank: the pool's lives.
            None | Some(0) => s.lives,
            Some(l) if (1..=s.lives).contains(&l) => l,
            Some(l) => {
                return Err(at.refuse(
                    &format!("lives[{p}]"),
                    format!(
                        "{l} is not {}'s lives: fewer than the {} the others start with, or 0 for the pool's lives (Rule 4)",
                        at.name(p),
                        s.lives
                    ),
                ));
            }
        };
    }
    let events: Vec<Event> = match &d.events {
        Events::List(list) => list.clone(),
        Events::Words(text) => said_events(&at.field("events"), text, at.names)?
            .into_iter()
            .map(|said| match said {
                Said::Loses(p, q) => Event {
                    loses: Some(p),
                    to: Some(q),
                    stars: None,
                },
                Said::Stars(p) => Event {
                    stars: Some(p),
                    ..Event::default()
                },
            })
            .collect(),
    };
    if events.len() > MAX_EVENTS {
        return Err(at.refuse(
            "events",
            format!("{} events; a pool has at most {MAX_EVENTS}", events.len()),
        ));
    }
    let players = at.seated.len();
    let mut t = at.transfers();
    for &p in &at.seated {
        t.into_pool(p, POOL, s.stake);
    }
    let alive = |lives: &[i64]| at.seated.iter().filter(|&&p| lives[p] > 0).count();
    let mut stars: Vec<usize> = Vec::new();
    let mut lost = vec![0i64; n];
    // Since when each player has been out (the event that took his last life).
    let mut out_at: Vec<Option<usize>> = vec![None; n];
    let mut last_life_only_since = vec![true; n];
    for (k, e) in events.iter().enumerate() {
        let key = |f: &str| format!("events[{k}].{f}");
        match (e.loses, e.stars) {
            (Some(p), None) => {
                let p = at.player(&key("loses"), p)?;
                if alive(&lives) <= 1 {
                    return Err(at.refuse(
                        &format!("events[{k}]"),
                        "the pool is won: only one player has lives left",
                    ));
                }
                if lives[p] == 0 {
                    return Err(at.refuse(
                        &key("loses"),
                        format!("{} has no lives left to lose", at.name(p)),
                    ));
                }
                let Some(q) = e.to else {
                    return Err(at.refuse(
                        &key("to"),
                        format!(
                            "say to whom {} pays the forfeit: whose ball he played on (Rule 17)",
                            at.name(p)
                        ),
                    ));
                };
                let q = at.player(&key("to"), q)?;
                if q == p || lives[q] == 0 {
                    return Err(at.refuse(
                        &key("to"),
                        format!(
                            "{} cannot take {}'s forfeit: it goes to a player still in, whose ball he played on (Rule 17)",
                            at.name(q),
                            at.name(p)
                        ),
                    ));
                }
                t.pay(p, q, s.forfeit);
                lives[p] -= 1;
                lost[p] += 1;
                if lives[p] > 0 {
                    // A life lost by one still in ends the others' chance to star.
                    for (r, only) in last_life_only_since.iter_mut().enumerate() {
                        *only &= r == p;
                    }
                }
                if lives[p] == 0 {
                    out_at[p] = Some(k);
                    last_life_only_since[p] = true;
                }
            }
            (None, Some(p)) => {
                let p = at.player(&key("stars"), p)?;
                if lives[p] > 0 {
                    return Err(at.refuse(
                        &key("stars"),
                        format!(
                            "{} still has lives: only a player out may star (Rule 6)",
                            at.name(p)
                        ),
                    ));
                }
                if out_at[p].is_none() || !last_life_only_since[p] {
                    return Err(at.refuse(
                        &key("stars"),
                        format!(
                            "{} must star before the next stroke after losing his last life (Rule 6)",
                            at.name(p)
                        ),
                    ));
                }
                if stars.contains(&p) {
                    return Err(at.refuse(
                        &key("stars"),
                        format!("{} has starred already in this pool", at.name(p)),
                    ));
                }
                let limit = s.stars.limit(players);
                if stars.len() >= limit {
                    return Err(at.refuse(
                        &key("stars"),
                        match limit {
                            0 => "no star is allowed in this pool".to_owned(),
                            1 => {
                                format!("only one star is allowed in a pool of {players} (Rule 9)")
                            }
                            l => format!(
                                "only {l} stars are allowed in a pool of {players} (Rule 9a)"
                            ),
                        },
                    ));
                }
                if alive(&lives) <= 2 {
                    return Err(at.refuse(
                        &key("stars"),
                        "only two are left in the pool: the privilege of starring has ceased (Rules 7 and 10)",
                    ));
                }
                // "Lives equal in number to the lowest number on the board."
                let lowest = at
                    .seated
                    .iter()
                    .map(|&q| lives[q])
                    .filter(|&l| l > 0)
                    .min()
                    .unwrap_or(1);
                t.into_pool(p, POOL, s.stake);
                lives[p] = lowest;
                out_at[p] = None;
                stars.push(p);
            }
            _ => {
                return Err(at.refuse(
                    &format!("events[{k}]"),
                    "an event is a life lost (\"loses\" and \"to\") or a star (\"stars\")",
                ));
            }
        }
    }
    let left: Vec<usize> = at
        .seated
        .iter()
        .copied()
        .filter(|&p| lives[p] > 0)
        .collect();
    let in_pool = at.ledger.pool(POOL) + s.stake * (players + stars.len()) as i64;
    let charge = s.table_charge.min(in_pool);
    if charge > 0 {
        t.between_pools(POOL, CHARGE, charge);
    }
    let prize = in_pool - charge;
    let names = |ps: &[usize]| {
        ps.iter()
            .map(|&p| at.name(p).to_owned())
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let mut note = match stars.as_slice() {
        [] => String::new(),
        ps => format!("{} starred. ", names(ps)),
    };
    let of = match charge {
        0 => format!("the pool of {prize}"),
        c => format!("the pool of {prize} after the table's charge of {c}"),
    };
    match (d.divide, left.as_slice()) {
        (false, [w]) => {
            t.out_of_pool(*w, POOL, prize);
            note.push_str(&format!("{} takes {of}.", at.name(*w)));
        }
        (true, [a, b]) => {
            if !s.division {
                return Err(at.refuse("divide", "this pool is played out: no division"));
            }
            if players <= 3 {
                return Err(at.refuse(
                    "divide",
                    format!(
                        "a pool of {players} is played out: no division when a pool was of three or fewer (Rule 32)"
                    ),
                ));
            }
            if lives[*a] != lives[*b] {
                return Err(at.refuse(
                    "divide",
                    format!(
                        "{} has {} lives and {} {}: the last two divide only when equal (Rule 32)",
                        at.name(*a),
                        lives[*a],
                        at.name(*b),
                        lives[*b]
                    ),
                ));
            }
            let half = prize / 2;
            t.out_of_pool(*a, POOL, half);
            t.out_of_pool(*b, POOL, half);
            note.push_str(&format!("{} divide {of}, {half} each", names(&[*a, *b])));
            note.push_str(match prize % 2 {
                1 => "; the odd counter stays in the pool.",
                _ => ".",
            });
        }
        (true, _) => {
            return Err(at.refuse(
                "divide",
                format!(
                    "{} players are left: only the last two divide (Rule 32)",
                    left.len()
                ),
            ));
        }
        (false, _) => {
            return Err(at.refuse(
                "events",
                format!(
                    "the pool is not played out: {} still have lives",
                    names(&left)
                ),
            ));
        }
    }
    let forfeits: Vec<String> = at
        .seated
        .iter()
        .filter(|&&p| lost[p] > 0)
        .map(|&p| format!("{} {}", at.name(p), lost[p]))
        .collect();
    if !forfeits.is_empty() {
        note.push_str(&format!(" Lives lost: {}.", forfeits.join(", ")));
    }
    Ok(t.with_note(note))
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "stake",
        values: &["1", "2", "5", "10"],
        default: "1",
        about: "what each pays into the pool, \"the amount decided on\" (Rule 4, seed 000 L10161–10164), and what a star costs (Rule 6); any whole number 1..1,000,000",
    },
    Setting {
        name: "forfeit",
        values: &["1", "2", "5"],
        default: "1",
        about: "[GAP] \"each pays forfeit for each life lost\" (Rule 4, L10163–10164): the forfeit's size is not given; 1 counter; any whole number 0..1,000,000",
    },
    Setting {
        name: "lives",
        values: &["3", "2", "4", "5"],
        default: "3",
        about: "\"each player has three lives at starting\" (Rule 3, L10155); a pool may agree more; a player handicapped has fewer (the deal's lives)",
    },
    Setting {
        name: "stars",
        values: &["\"book\"", "\"one\"", "\"none\""],
        default: "\"book\"",
        about: "[AMBIG] \"only one star is allowed in a pool up to six\" and \"only two stars are allowed in a pool up to seven or more\" (Rules 9 and 9a, L10187–10191): read as one star for up to six players, two for seven or more",
    },
    Setting {
        name: "division",
        values: &["true", "false"],
        default: "true",
        about: "the last two divide the pool when equal in lives, unless the pool was of three or fewer (Rule 32, L10299–10303); false: always played out",
    },
    Setting {
        name: "table_charge",
        values: &["0", "1", "2"],
        default: "0",
        about: "[GAP] \"the charge for the play is to be taken out of the pool\" (Rule 34, L10307–10308): its size is the room's; it goes to the ledger's table account; any whole number 0..1,000,000",
    },
];

const DEAL: &[Field] = &[
    Field {
        name: "events",
        label: "The lives lost and the stars, in order",
        kind: FieldKind::Text { max_len: 2000 },
        per_side: false,
        optional: false,
        help: "Each life as \"Bob to Ann\" (Bob lost a life to Ann, whose ball he played on), a star as \"Cat stars\"; commas between.",
    },
    Field {
        name: "lives",
        label: "Lives at the start, when fewer are agreed",
        kind: FieldKind::Number {
            min: 0,
            max: MAX_LIVES,
        },
        per_side: true,
        optional: true,
        help: "Leave blank (or 0) for the pool's lives; fewer for a player so handicapped.",
    },
    Field {
        name: "divide",
        label: "The last two, equal in lives, divide the pool",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "After the player before them went out by a miss, a coup or a losing hazard and would not star.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "pool",
    name: "Pool by the national rules: lives, forfeits, the star and the pool divided",
    sources: "seed 000 L10108–10309",
    doc: "docs/laws/pool.md",
    settings: SETTINGS,
    score: |s| school::score::<Pool>(s),
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 16,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Pool>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
