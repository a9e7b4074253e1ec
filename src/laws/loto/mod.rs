//! Loto (seed 003 L5563–5799), the round-games book's one game not played with cards: ninety
//! knobs drawn from a bag, and cards of fifteen numbers in three lines. Two methods, a setting:
//! the first (L5632–5676), in which each player stakes by his cards and the first to cover his
//! whole card takes the pool, or its quarters to the first line and the first two lines; the
//! second (L5678–5772), in which every drawing of ten knobs pays the counters on each line and
//! the ambo, terne, quaterne and quinterne out of a pool replenished by the cards held, the last
//! drawing paid "beginning with the eldest hand … as far as the money will go". On the one
//! ledger, a [`school::Game`]: a deal is a game (first method) or a drawing (second).

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::ledger::school::{self, At, Game};
use super::ledger::{Ledger, Transfers};
use super::nap::per_player;
use super::pad::{Asks, Field, FieldKind, Sides};
use super::registry::{self, Law, Setting, Table};

const POOL: &str = "pool";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// The first to cover his card wins (L5632–5676).
    #[default]
    First,
    /// Every drawing pays the lines from the pool (L5678–5772).
    Second,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub method: Method,
    /// The first method: what a player stakes for each card he holds.
    pub stake: i64,
    /// The first method: the pool in four parts, a quarter to the first to cover one line, a
    /// quarter to the first to cover two, the half to the whole card (L5648–5656).
    pub quarters: bool,
    /// The second method: counters put in for each card taken, "60 … for every card" (L5799).
    pub per_card: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            method: Method::First,
            stake: 4,
            quarters: false,
            per_card: 60,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Cards each holds (the first method's stakes; the second's contributions).
    #[serde(default)]
    pub cards: Option<Vec<Option<i64>>>,
    /// The first method: the first to cover one line, two lines, the whole card.
    #[serde(default)]
    pub line: Option<usize>,
    #[serde(default)]
    pub two_lines: Option<usize>,
    #[serde(default)]
    pub card: Option<usize>,
    /// The second method: the counters each won this drawing, typed …
    #[serde(default)]
    pub won: Option<Vec<Option<i64>>>,
    /// … or worked out: each player's lines, the counters on each (0 to 5).
    #[serde(default)]
    pub lines: Option<Vec<Option<Vec<i64>>>>,
    /// The second method: the last drawing, paid from the eldest hand as far as the pool goes.
    #[serde(default)]
    pub last: Option<bool>,
}

/// What a line with `n` counters on it wins after a drawing: the counters and the ambo's 5,
/// the terne's 25, the quaterne's 100, the quinterne's 250 besides (L5730–5744).
pub fn line_prize(n: i64) -> i64 {
    n + match n {
        2 => 5,
        3 => 25,
        4 => 100,
        5 => 250,
        _ => 0,
    }
}

/// The second method's sitting: whether the stakes are in, and the cards each holds.
#[derive(Default)]
pub struct Carry {
    cards: Vec<i64>,
    drawings: usize,
    closed: bool,
}

pub struct Loto;

fn cards_held(at: &At<'_>, d: &Deal, default: i64) -> Result<Vec<i64>, LawError> {
    let mut cards = per_player(at, "cards", &d.cards)?;
    if d.cards.is_none() {
        for &p in &at.seated {
            cards[p] = default;
        }
    }
    for &p in &at.seated {
        if !(1..=6).contains(&cards[p]) {
            return Err(LawError::new(
                format!("{}[{p}]", at.field("cards")),
                format!("{} holds {}: from 1 to 6 cards", at.name(p), cards[p]),
            ));
        }
    }
    if cards.iter().sum::<i64>() > 24 {
        return Err(at.refuse("cards", "a box holds 24 cards (seed 003 L5590)"));
    }
    Ok(cards)
}

fn first(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    for key in ["won", "lines", "last"] {
        let given = match key {
            "won" => d.won.is_some(),
            "lines" => d.lines.is_some(),
            _ => d.last.is_some(),
        };
        if given {
            return Err(at.refuse(key, "the second method's: this table plays the first"));
        }
    }
    let cards = cards_held(at, d, 1)?;
    let mut t = at.transfers();
    for &p in &at.seated {
        t.into_pool(p, POOL, s.stake * cards[p]);
    }
    let pool = at.ledger.pool(POOL) + s.stake * cards.iter().sum::<i64>();
    let winner = at.player(
        "card",
        d.card
            .ok_or_else(|| at.refuse("card", "needed: who first covered his whole card"))?,
    )?;
    let mut notes = Vec::new();
    let mut paid = 0;
    if s.quarters {
        if pool % 4 != 0 {
            return Err(at.refuse(
                "cards",
                format!("the pool of {pool} does not divide into four parts (seed 003 L5648–5650)"),
            ));
        }
        for (key, who, words) in [
            ("line", d.line, "one line"),
            ("two_lines", d.two_lines, "two lines"),
        ] {
            let p = at.player(
                key,
                who.ok_or_else(|| at.refuse(key, format!("needed: who first covered {words}")))?,
            )?;
            t.out_of_pool(p, POOL, pool / 4);
            paid += pool / 4;
            notes.push(format!("{} first covers {words}: {}", at.name(p), pool / 4));
        }
    } else if d.line.is_some() || d.two_lines.is_some() {
        let key = if d.line.is_some() {
            "line"
        } else {
            "two_lines"
        };
        return Err(at.refuse(
            key,
            "the pool is not divided at this table: the whole card takes it",
        ));
    }
    t.out_of_pool(winner, POOL, pool - paid);
    notes.push(format!(
        "{} covers the whole card: {}",
        at.name(winner),
        pool - paid
    ));
    Ok(t.with_note(notes.join("; ") + "."))
}

fn second(s: &Settings, at: &At<'_>, c: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
    for (key, given) in [
        ("line", d.line.is_some()),
        ("two_lines", d.two_lines.is_some()),
        ("card", d.card.is_some()),
    ] {
        if given {
            return Err(at.refuse(key, "the first method's: this table plays the second"));
        }
    }
    if c.closed {
        return Err(at.refuse("last", "the last drawing has been paid: the game is over"));
    }
    let mut t = at.transfers();
    let mut notes = Vec::new();
    let stake_in = |t: &mut Transfers, c: &Carry| {
        for (p, &n) in c.cards.iter().enumerate() {
            if n > 0 {
                t.into_pool(p, POOL, s.per_card * n);
            }
        }
        s.per_card * c.cards.iter().sum::<i64>()
    };
    let mut pool = at.ledger.pool(POOL);
    if c.drawings == 0 || d.cards.is_some() {
        c.cards = cards_held(at, d, 2)?;
        if c.drawings == 0 {
            pool += stake_in(&mut t, c);
            notes.push(format!("the stakes in: {pool}"));
        }
    }
    c.cards.resize(at.names.len(), 0);
    let won = match (&d.won, &d.lines) {
        (Some(_), Some(_)) => {
            return Err(at.refuse("lines", "give the lines or the counters won, not both"));
        }
        (_, Some(lines)) => {
            if lines.len() != at.names.len() {
                return Err(at.refuse("lines", "give one list for each player"));
            }
            let mut won = vec![0; at.names.len()];
            for (p, list) in lines.iter().enumerate() {
                let list = list.as_deref().unwrap_or_default();
                if list.len() as i64 > 3 * c.cards[p] {
                    return Err(LawError::new(
                        format!("{}[{p}]", at.field("lines")),
                        format!(
                            "{} lines, but {} cards of three lines each",
                            list.len(),
                            c.cards[p]
                        ),
                    ));
                }
                for (i, &n) in list.iter().enumerate() {
                    if !(0..=5).contains(&n) {
                        return Err(LawError::new(
                            format!("{}[{p}][{i}]", at.field("lines")),
                            format!("{n}: a line holds 0 to 5 counters"),
                        ));
                    }
                    won[p] += line_prize(n);
                }
            }
            won
        }
        _ => per_player(at, "won", &d.won)?,
    };
    for (p, &w) in won.iter().enumerate() {
        if !(0..=10_000).contains(&w) {
            return Err(LawError::new(
                format!("{}[{p}]", at.field("won")),
                format!("{w} is not from 0 to 10000"),
            ));
        }
    }
    let owed: i64 = won.iter().sum();
    c.drawings += 1;
    let last = d.last.unwrap_or(false);
    if !last {
        // "Whenever the pool is exhausted, the players must contribute again, according to the
        // number of cards taken" (L5750–5752): as often as the drawing's prizes need.
        let mut rounds = 0;
        while pool < owed && rounds < 200 {
            pool += stake_in(&mut t, c);
            rounds += 1;
        }
        if rounds > 0 {
            notes.push(format!("the pool replenished {rounds} time(s)"));
        }
    }
    // The last drawing pays "beginning with the eldest hand … as far as the money will go"
    // (L5762–5766); an ordinary drawing pays everyone, the pool replenished above.
    let n = at.names.len();
    for p in (0..n).filter(|&p| won[p] > 0) {
        let paid = won[p].min(pool);
        if paid > 0 {
            t.out_of_pool(p, POOL, paid);
            pool -= paid;
        }
        if paid < won[p] {
            notes.push(format!(
                "{} paid {paid} of {}: a bankruptcy",
                at.name(p),
                won[p]
            ));
        } else {
            notes.push(format!("{} wins {paid}", at.name(p)));
        }
    }
    if last {
        // What the pool holds after the last drawing goes back to the players by their cards,
        // the odd counters from the eldest hand on [inferred: the book redeems the counters
        // from a reserve, so the money put in comes back to the table].
        let total: i64 = c.cards.iter().sum();
        if pool > 0 && total > 0 {
            let mut left = pool;
            let shares: Vec<i64> = c.cards.iter().map(|&k| pool * k / total).collect();
            for (p, &sh) in shares.iter().enumerate() {
                if sh > 0 {
                    t.out_of_pool(p, POOL, sh);
                    left -= sh;
                }
            }
            for p in (0..n)
                .filter(|&p| c.cards[p] > 0)
                .cycle()
                .take(left as usize)
            {
                t.out_of_pool(p, POOL, 1);
            }
            notes.push(format!(
                "the {pool} left in the pool returned by the cards held"
            ));
        }
        c.closed = true;
    }
    if notes.is_empty() {
        notes.push("nothing won".into());
    }
    Ok(t.with_note(format!("Drawing {}: {}.", c.drawings, notes.join("; "))))
}

impl Game for Loto {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=24;
    const WHOM: &'static str = "two to twenty-four players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=24;

    fn deal(s: &Settings, at: &At<'_>, c: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=100).contains(&s.stake) {
            return Err(LawError::new("settings.stake", "from 1 to 100"));
        }
        if !(1..=1000).contains(&s.per_card) {
            return Err(LawError::new("settings.per_card", "from 1 to 1000"));
        }
        match s.method {
            Method::First => first(s, at, d),
            Method::Second => second(s, at, c, d),
        }
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match (s.method, s.quarters) {
            (Method::First, false) => format!(
                "Loto, the first method: {} a card into the pool; the first to cover his whole card takes it.",
                s.stake
            ),
            (Method::First, true) => format!(
                "Loto, the first method: {} a card into the pool; a quarter to the first to cover a line, a quarter to the first to cover two, the half to the whole card.",
                s.stake
            ),
            (Method::Second, _) => format!(
                "Loto, the second method: {} counters a card into the pool, again when it runs out; after each drawing a line pays its counters, an ambo 5 more, a terne 25, a quaterne 100, a quinterne 250; the last drawing paid from the eldest hand as far as the pool goes.",
                s.per_card
            ),
        }]
    }

    fn asks(s: &Settings) -> Asks {
        let not_asked = match (s.method, s.quarters) {
            (Method::First, true) => vec!["won", "last"],
            (Method::First, false) => vec!["won", "last", "line", "two_lines"],
            (Method::Second, _) => vec!["line", "two_lines", "card"],
        };
        Asks {
            not_asked,
            ..Asks::default()
        }
    }

    fn next(s: &Settings, c: &Carry, ledger: &Ledger) -> Option<String> {
        (s.method == Method::Second && c.drawings > 0).then(|| {
            if c.closed {
                "The last drawing has been paid.".to_string()
            } else {
                format!(
                    "Drawing {}; the pool holds {}.",
                    c.drawings + 1,
                    ledger.pool(POOL)
                )
            }
        })
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "cards",
        label: "How many cards does each hold?",
        kind: FieldKind::Number { min: 1, max: 6 },
        per_side: true,
        optional: true,
        help: "the stakes go by the cards",
    },
    Field {
        name: "line",
        label: "Who first covered one line?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "a quarter of the pool",
    },
    Field {
        name: "two_lines",
        label: "Who first covered two lines?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "a quarter of the pool",
    },
    Field {
        name: "card",
        label: "Who first covered his whole card?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "he takes the pool, or its half",
    },
    Field {
        name: "won",
        label: "How many counters did each win this drawing?",
        kind: FieldKind::Number {
            min: 0,
            max: 10_000,
        },
        per_side: true,
        optional: true,
        help: "a line's counters, and 5 for an ambo, 25 a terne, 100 a quaterne, 250 a quinterne besides",
    },
    Field {
        name: "last",
        label: "This was the last drawing",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "paid from the eldest hand as far as the pool goes",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "loto",
    name: "Loto: the whole card, the lines, the ambo and terne",
    sources: "seed 003 L5563–5799",
    doc: "docs/laws/loto.md",
    settings: &[
        Setting {
            name: "method",
            values: &["\"first\"", "\"second\""],
            default: "\"first\"",
            about: "the first method, the whole card wins (seed 003 L5632–5676); the second, every drawing pays the lines (L5678–5772)",
        },
        Setting {
            name: "stake",
            values: &["4", "1", "2", "12"],
            default: "4",
            about: "the first method: what is staked for each card [the book says \"a certain sum\"; four divides into the quarters]",
        },
        Setting {
            name: "quarters",
            values: &["false", "true"],
            default: "false",
            about: "the first method: a quarter of the pool to the first line, a quarter to two lines, the half to the whole card (seed 003 L5648–5656)",
        },
        Setting {
            name: "per_card",
            values: &["60", "30", "120"],
            default: "60",
            about: "the second method: counters put in for each card, \"60 … for every card taken\" (seed 003 L5774–5799)",
        },
    ],
    score: school::score::<Loto>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 24,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Loto>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const LAWS: &[Law] = &[LAW];
