//! Backgammon (`backgammon`; seed 000 L9079–9124): the book's stakes, a "hit" single, a
//! "gammon" double, a "backgammon" thrice or four times "as may have been agreed"; with what
//! every club plays today and the book does not: the doubling cube, and match play to N points
//! with the Crawford rule. A school on the one ledger: each game the loser pays the winner the
//! stake times the game's multiplier times the cube. Pure.
//!
//! In match play the ledger counts match points (the stake a point, 1 unless set); the law
//! carries the match score from game to game, to know the Crawford game (no doubling) and to
//! refuse a game after the match is won.

pub mod chouette;
pub mod cube;
#[cfg(test)]
mod cube_tests;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::ledger::school::{self, At, Game};
use super::ledger::{Ledger, Transfers};
use super::pad::{Asks, Field, FieldKind, Item, Pad, PadInput, Row, Sides};
use super::registry::{self, Law, Setting, Table};

/// Every law of the family, for the registry.
pub const LAWS: &[Law] = &[LAW, chouette::LAW];

/// The highest cube the law takes: 2 to the 12th, far past any cube turned in play, and low
/// enough that the stake times the backgammon times the cube cannot overflow.
pub const MAX_CUBE: i64 = 4096;
/// The largest stake, in counters.
pub const MAX_STAKE: i64 = 1_000_000_000;
/// The longest match.
pub const MAX_MATCH: i64 = 999;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// What a backgammon pays, in single stakes: "either thrice or four times (as may have been
    /// agreed)" (L9089–9093).
    pub backgammon: i64,
    /// The "agreed stake" of a single game (L9086–9087), in counters.
    pub stake: i64,
    /// Match play to this many points; `null` for money play, game by game.
    pub match_to: Option<i64>,
    /// The Crawford rule in match play: no doubling in the game after either player first comes
    /// within one point of the match.
    pub crawford: bool,
    /// The Jacoby rule, money play only: a gammon or backgammon counts a single game unless
    /// the cube was turned.
    pub jacoby: bool,
    /// Beavers allowed, money play only: a player doubled may at once redouble, keeping the
    /// cube.
    pub beavers: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            backgammon: 3,
            stake: 1,
            match_to: None,
            crawford: true,
            jacoby: false,
            beavers: false,
        }
    }
}

/// How far the loser got, which sets the game's value (L9082–9093).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// The loser had begun to bear off: the single stake.
    Hit,
    /// The loser had borne off none: double.
    Gammon,
    /// The loser had borne off none and had a man on the bar or in the winner's home table.
    Backgammon,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub winner: usize,
    #[serde(default = "single")]
    pub kind: Kind,
    /// The cube's value at the end of the game: 1 when never doubled; after a refused double,
    /// the value before it (what the refusing player pays), not the doubled value offered; left
    /// out, it is what the `doubles` and `beavers` make it.
    #[serde(default)]
    pub cube: Option<i64>,
    /// Who offered each double in turn, the refused one last: the first either player, each
    /// later one the player who took the last (who owns the cube).
    #[serde(default)]
    pub doubles: Option<Vec<usize>>,
    /// Who owns the cube at the end, having taken the last double (after a refused double, who
    /// owned it before); left out, nobody, or not said. With the cube and the beavers it gives
    /// the `doubles` in turn, since each double after the first is its owner's: what the
    /// table's form asks in their place.
    #[serde(default)]
    pub owner: Option<usize>,
    /// How many times a player doubled at once redoubled, keeping the cube; each doubles it.
    #[serde(default)]
    pub beavers: i64,
    /// The game ended when the loser refused a double: he pays the cube as it stood, a single
    /// game, since the game was not played out.
    #[serde(default)]
    pub declined: bool,
}

fn single() -> Kind {
    Kind::Hit
}

/// What match play carries from game to game.
#[derive(Debug, Clone, Default)]
pub struct Carry {
    /// Each player's match points.
    pub score: [i64; 2],
    /// The next game is the Crawford game.
    pub crawford_next: bool,
    /// The Crawford game has been played (there is only one in a match).
    pub crawford_done: bool,
}

impl Carry {
    /// Who has won the match to `to`, if anyone.
    pub fn winner(&self, to: i64) -> Option<usize> {
        (0..2).find(|&p| self.score[p] >= to)
    }
}

pub struct Backgammon;

/// The settings checked: the book's backgammon is 3 or 4, a stake whole counters, a match whole
/// points.
pub fn check(s: &Settings) -> Result<(), LawError> {
    if !matches!(s.backgammon, 3 | 4) {
        return Err(LawError::new(
            "settings.backgammon",
            format!(
                "{} is not what a backgammon pays: thrice or four times the stake (3 or 4)",
                s.backgammon
            ),
        ));
    }
    if !(1..=MAX_STAKE).contains(&s.stake) {
        return Err(LawError::new(
            "settings.stake",
            format!(
                "{} is not a whole number of counters from 1 to {MAX_STAKE}",
                s.stake
            ),
        ));
    }
    if let Some(n) = s.match_to
        && !(1..=MAX_MATCH).contains(&n)
    {
        return Err(LawError::new(
            "settings.match_to",
            format!("{n} is not a match's length: 1 to {MAX_MATCH} points"),
        ));
    }
    if s.match_to.is_some() {
        for (on, name) in [(s.jacoby, "jacoby"), (s.beavers, "beavers")] {
            if on {
                return Err(LawError::new(
                    format!("settings.{name}"),
                    format!(
                        "the {} is for money play: leave it out of a match",
                        match name {
                            "jacoby" => "Jacoby rule",
                            _ => "beaver",
                        }
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// What a game is worth in single stakes before the cube.
pub fn multiplier(s: &Settings, kind: Kind) -> i64 {
    match kind {
        Kind::Hit => 1,
        Kind::Gammon => 2,
        Kind::Backgammon => s.backgammon,
    }
}

fn kind_words(kind: Kind) -> &'static str {
    match kind {
        Kind::Hit => "a hit",
        Kind::Gammon => "a gammon",
        Kind::Backgammon => "a backgammon",
    }
}

impl Game for Backgammon {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;
    const WHOM: &'static str = "two players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=2;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, carry, d)
    }

    /// A backgammon pad's entry is a game, not a deal: nothing is dealt.
    fn asks(_: &Settings) -> Asks {
        Asks {
            unit: Some("game"),
            ..Asks::default()
        }
    }

    fn notes(s: &Settings) -> Vec<String> {
        let mut notes = vec![format!(
            "Backgammon (seed 000 L9082–9093): a hit pays the single stake of {}, a gammon double, a backgammon {} times; each times the cube.",
            s.stake, s.backgammon
        )];
        if let Some(n) = s.match_to {
            notes.push(match s.crawford {
                true => format!("A match to {n} points, with the Crawford rule."),
                false => format!("A match to {n} points, without the Crawford rule."),
            });
        }
        notes
    }

    fn over(s: &Settings, carry: &Carry, names: &[String]) -> Option<String> {
        let to = s.match_to?;
        let w = carry.winner(to)?;
        Some(format!(
            "Match to {to}: {} won {}–{}.",
            names.get(w).map_or("the winner", String::as_str),
            carry.score[w],
            carry.score[1 - w]
        ))
    }

    fn next(s: &Settings, carry: &Carry, _: &Ledger) -> Option<String> {
        let to = s.match_to?;
        let [a, b] = carry.score;
        Some(match carry.winner(to) {
            Some(_) => format!("The match to {to} is over at {a}–{b}."),
            None if carry.crawford_next => {
                format!("{a}–{b} in a match to {to}: the Crawford game, played without the cube.")
            }
            None => format!("{a}–{b} in a match to {to}."),
        })
    }
}

fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
    check(s)?;
    let w = at.player("winner", d.winner)?;
    let l = 1 - w;
    if d.declined && d.kind != Kind::Hit {
        return Err(at.refuse(
            "kind",
            format!(
                "{} refused a double, so the game was not played out: it is a single game, not {}",
                at.name(l),
                kind_words(d.kind)
            ),
        ));
    }
    let crawford = match s.match_to {
        None => false,
        Some(to) => {
            // The field the form asks first: a game after the match is not entered at all.
            if let Some(p) = carry.winner(to) {
                return Err(at.refuse(
                    "winner",
                    format!(
                        "the match to {to} is over: {} won it {}–{}, so no game is entered after it",
                        at.name(p),
                        carry.score[p],
                        carry.score[1 - p]
                    ),
                ));
            }
            carry.crawford_next
        }
    };
    let cube = cube::value(s, at, d, crawford)?;
    // The Jacoby rule: an undoubled gammon or backgammon is a single game.
    let jacoby = s.jacoby && cube == 1 && d.kind != Kind::Hit;
    let points = if jacoby { 1 } else { multiplier(s, d.kind) } * cube;
    let mut t = at.transfers();
    t.pay(l, w, points * s.stake);
    let mut how = match (d.declined, cube) {
        (true, c) => format!(
            "{} refuses {}'s double with the cube at {c}",
            at.name(l),
            at.name(w)
        ),
        (false, 1) => format!("{} wins {}", at.name(w), kind_words(d.kind)),
        (false, c) => format!(
            "{} wins {} with the cube at {c}",
            at.name(w),
            kind_words(d.kind)
        ),
    };
    if d.beavers > 0 {
        how.push_str(&format!(
            " ({} beaver{})",
            d.beavers,
            if d.beavers == 1 { "" } else { "s" }
        ));
    }
    if jacoby {
        how.push_str(", single by the Jacoby rule, the cube never turned");
    }
    let Some(to) = s.match_to else {
        return Ok(t.with_note(format!("{how}: {} pays {}.", at.name(l), points * s.stake)));
    };
    carry.score[w] += points;
    if crawford {
        carry.crawford_next = false;
        carry.crawford_done = true;
    }
    let [a, b] = carry.score;
    let mut note = format!(
        "{how}: {points} point{} ({}{}–{b} in the match to {to})",
        if points == 1 { "" } else { "s" },
        if crawford { "the Crawford game; " } else { "" },
        a
    );
    if carry.winner(to).is_some() {
        note.push_str(&format!("; {} wins the match", at.name(w)));
    } else if s.crawford && !carry.crawford_done && carry.score[w] == to - 1 {
        carry.crawford_next = true;
        note.push_str("; the next game is the Crawford game");
    }
    note.push('.');
    Ok(t.with_note(note))
}

/// A table's pad: the school's, with the cube written in the players' cells, where a phone
/// shows it (the note, which says it at length, is left off a narrow page): "owns cube 4" in
/// its owner's, "refused a double" in the loser's of a game given up, "Crawford game" in the
/// winner's. In match play each game's row gives each player's match score after it, the
/// winner's with the points the game gave ("3 (+1)" beside "2"), and the foot is headed by the
/// match and who won it, its payment "for the match". Money play keeps the school's counters
/// and running balances.
fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let mut pad = school::pad::<Backgammon>(input)?;
    let setting = |key: &str| input.settings.get(key).and_then(serde_json::Value::as_i64);
    let to = setting("match_to");
    // The law has refused any stake it cannot take; each game pays its points times it.
    let stake = setting("stake").unwrap_or(1).max(1);
    let mut score = [0i64; 2];
    let mut games = 0;
    for row in &mut pad.rows {
        let Row::Deal {
            deal, below, note, ..
        } = row
        else {
            continue;
        };
        let won = |p: usize| below.get(p).and_then(|c| c.first()).map_or(0, |i| i.points);
        let Some(w) = (0..2).find(|&p| won(p) > 0) else {
            continue;
        };
        games += 1;
        if to.is_some() {
            let points = won(w) / stake;
            score[w] += points;
            *below = (0..2)
                .map(|p| match p == w {
                    true => vec![Item::new(score[p], format!("(+{points})"))],
                    false => vec![Item::new(score[p], "")],
                })
                .collect();
        }
        // The pad was drawn from these deals, so each reads.
        let Some(d) = input.deals.get(*deal).and_then(pad_deal) else {
            continue;
        };
        let (cube, owner) = cube::at_end(&d);
        if let Some(o) = owner
            && cube > 1
            && o < 2
        {
            below[o].push(Item::words(format!("owns cube {cube}")));
        }
        if d.declined {
            below[1 - w].push(Item::words("refused a double"));
        }
        if note.contains("the Crawford game;") {
            below[w].push(Item::words("Crawford game"));
        }
    }
    let Some(to) = to else {
        return Ok(pad);
    };
    let name = |p: usize| input.sides.get(p).map_or("?", String::as_str);
    let standing = match (0..2).find(|&p| score[p] >= to) {
        Some(w) => format!("{} won {}–{}", name(w), score[w], score[1 - w]),
        None => format!("{} {}, {} {} so far", name(0), score[0], name(1), score[1]),
    };
    for settled in &mut pad.settled {
        // The school's "the sitting: 5 games; Ben pays Ann 1": its payments kept.
        let paid = settled
            .label
            .split_once("; ")
            .map_or("all square", |(_, paid)| paid);
        settled.label = format!(
            "Match to {to}: {standing}; {games} game{}; {paid} for the match",
            if games == 1 { "" } else { "s" }
        );
    }
    Ok(pad)
}

/// A deal as the pad stored it, without the school's `seated`.
fn pad_deal(raw: &serde_json::Value) -> Option<Deal> {
    let mut own = raw.clone();
    if let serde_json::Value::Object(map) = &mut own {
        map.remove("seated");
    }
    serde_json::from_value(own).ok()
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "backgammon",
        values: &["3", "4"],
        default: "3",
        about: "[AMBIG] a backgammon pays \"either thrice or four times (as may have been agreed) the amount of the single stake\" (seed 000 L9089–9093); thrice, the first named",
    },
    Setting {
        name: "stake",
        values: &["1", "2", "5", "10"],
        default: "1",
        about: "the \"agreed stake\" of a single game (seed 000 L9086–9087), in counters; in match play, what a point is worth; any whole number 1..1,000,000,000",
    },
    Setting {
        name: "match_to",
        values: &["null", "1", "3", "5", "7", "9", "11", "15", "21", "25"],
        default: "null",
        about: "[GAP] not in the book: match play to this many points, as clubs play today; null for money play, game by game; any whole number 1..999",
    },
    Setting {
        name: "crawford",
        values: &["true", "false"],
        default: "true",
        about: "[GAP] not in the book: in match play, the game after either player first comes within a point of the match is played without the cube",
    },
    Setting {
        name: "jacoby",
        values: &["false", "true"],
        default: "false",
        about: "[GAP] not in the book: the Jacoby rule, money play only: a gammon or backgammon counts a single game unless the cube was turned",
    },
    Setting {
        name: "beavers",
        values: &["false", "true"],
        default: "false",
        about: "[GAP] not in the book: beavers, money play only: a player doubled may at once redouble and keep the cube",
    },
];

/// How far the loser got, as the form offers it: short enough for a phone's select (390 px);
/// [`KINDS_HELP`] says each in full.
pub(crate) const KINDS: &[(&str, &str)] = &[
    ("hit", "A hit: some men borne off (single)"),
    ("gammon", "A gammon: none borne off (double)"),
    ("backgammon", "A backgammon: none off, a man back"),
];

/// The kinds in the book's words (L9082–9093), under the form's short choices.
pub(crate) const KINDS_HELP: &str = "A hit: the loser had begun to bear off; the single stake. A gammon: he had borne off none; double. A backgammon: he had borne off none and had a man on the bar or in the winner's home table; thrice or four times.";

const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Who won the game",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "The player who bore off all his men first, or whose double was refused.",
    },
    Field {
        name: "kind",
        label: "How far the loser got",
        kind: FieldKind::Choice { choices: KINDS },
        per_side: false,
        optional: false,
        help: concat!(
            "A hit: the loser had begun to bear off; the single stake. A gammon: he had borne off none; double. A backgammon: he had borne off none and had a man on the bar or in the winner's home table; thrice or four times.",
            " A game ended by a refused double is a hit."
        ),
    },
    Field {
        name: "cube",
        label: "The doubling cube at the end of the game (after a refused double: its value before that double)",
        kind: FieldKind::Number {
            min: 1,
            max: MAX_CUBE,
        },
        per_side: false,
        optional: true,
        help: "1, or blank, when nobody doubled; then 2, 4, 8 and so on. A double refused is not a turn of the cube: if the cube stood at 2 and the loser refused a double to 4, enter 2.",
    },
    Field {
        name: "owner",
        label: "Who owns the cube: who took the last double?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Blank when nobody doubled. After a refused double, who had the cube before it (the winner, who offered it); blank if it was the first double. With the cube, it says who doubled in turn.",
    },
    Field {
        name: "declined",
        label: "The loser refused a double and gave up the game",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "He pays the cube's value before the double he refused: enter that value as the cube (2 if he refused a double from 2 to 4; 1 if he refused the first double).",
    },
    Field {
        name: "beavers",
        label: "How many times a player doubled at once redoubled, keeping the cube (beavers)",
        kind: FieldKind::Number {
            min: 0,
            max: cube::MAX_BEAVERS,
        },
        per_side: false,
        optional: true,
        help: "0, or blank, when nobody beavered; only where the table allows beavers. Each doubles the cube, and the cube above counts them.",
    },
];

pub const LAW: Law = Law {
    id: "backgammon",
    name: "Backgammon: hit, gammon and backgammon, the doubling cube, for money or a match",
    sources: "seed 000 L9079–9124",
    doc: "docs/laws/backgammon.md",
    settings: SETTINGS,
    score: |s| school::score::<Backgammon>(s),
    table: Some(Table {
        sides: Sides::TWO_PLAYERS,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
