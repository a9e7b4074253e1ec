//! Pyramids (`pyramids`, two players) and shell out (`shell-out`, more than two; seed 000
//! L10057–10106): fifteen reds and the white. At pyramids each red pocketed is a point, a miss or
//! the white pocketed takes one off and puts back a red (or leaves one owed); the last red is
//! played for with the two balls, and the higher score wins the game's stake. At shell out each
//! red pocketed is paid by every other player, a miss or the white makes the offender pay for
//! everyone at the next red, and the last red is paid double. A deal is one game, listed visit by
//! visit. Pure.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::words::said_visits;

/// "Sixteen balls,—one white, and fifteen red" (L10059–10060).
pub const REDS: i64 = 15;
pub const MAX_STAKE: i64 = 1_000_000;
pub const MAX_VISITS: usize = 500;

/// One visit to the table: the reds he pocketed, and how it ended when by a fault.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Visit {
    pub player: usize,
    #[serde(default)]
    pub reds: i64,
    /// He gave a miss.
    #[serde(default)]
    pub miss: bool,
    /// He pocketed the white (with reds or not: the reds of that stroke are spotted again).
    #[serde(default)]
    pub white: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Visits {
    List(Vec<Visit>),
    /// As a table's form says it: "Ann 3, Bob miss, Ann 2 white, Bob 1".
    Words(String),
}

impl Default for Visits {
    fn default() -> Self {
        Visits::List(Vec::new())
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub visits: Visits,
}

fn visits(at: &At<'_>, d: &Deal) -> Result<Vec<Visit>, LawError> {
    let list = match &d.visits {
        Visits::List(list) => list.clone(),
        Visits::Words(text) => said_visits(&at.field("visits"), text, at.names)?
            .into_iter()
            .map(|v| Visit {
                player: v.player,
                reds: v.reds,
                miss: v.miss,
                white: v.white,
            })
            .collect(),
    };
    if list.len() > MAX_VISITS {
        return Err(at.refuse(
            "visits",
            format!("{} visits; a game has at most {MAX_VISITS}", list.len()),
        ));
    }
    Ok(list)
}

/// The game at a table's pad: its visits in the form's words.
const fn visits_field(help: &'static str) -> Field {
    Field {
        name: "visits",
        label: "The visits to the table, in order",
        kind: FieldKind::Text { max_len: 4000 },
        per_side: false,
        optional: false,
        help,
    }
}

const PYRAMIDS_DEAL: &[Field] = &[visits_field(
    "Each visit as the player's name, the reds he pocketed and \"miss\" or \"white\" if it ended so: \"Ann 3, Bob miss, Ann 2 white, Bob 1\"; the game is entered when the last ball is decided.",
)];

const SHELL_OUT_DEAL: &[Field] = &[
    visits_field(
        "Each visit as the player's name, the reds he pocketed and \"miss\" or \"white\" if it ended so: \"Ann 3, Bob miss, Cat 2 white, Dan 1\".",
    ),
    school::SEATED,
];

fn check_stake(stake: i64) -> Result<(), LawError> {
    match (1..=MAX_STAKE).contains(&stake) {
        true => Ok(()),
        false => Err(LawError::new(
            "settings.stake",
            format!("{stake} is not a stake from 1 to {MAX_STAKE} counters"),
        )),
    }
}

/// A visit's reds, refused when more than lie on the table or below nothing.
fn reds_of(at: &At<'_>, i: usize, v: &Visit, on_table: i64) -> Result<i64, LawError> {
    if v.reds < 0 || v.reds > on_table {
        return Err(at.refuse(
            &format!("visits[{i}].reds"),
            format!(
                "{} is not a number of reds he could pocket: {on_table} on the table",
                v.reds
            ),
        ));
    }
    Ok(v.reds)
}

// ---------------------------------------------------------------------------------------------
// Pyramids

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PyramidsSettings {
    pub stake: i64,
    /// What the game pays: the stake to the higher score, or the stake for every point between.
    pub pays: Pays,
}

impl Default for PyramidsSettings {
    fn default() -> Self {
        PyramidsSettings {
            stake: 1,
            pays: Pays::Game,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pays {
    /// The loser pays the stake.
    Game,
    /// The loser pays the stake for each point of the difference.
    Points,
}

pub struct Pyramids;

impl Game for Pyramids {
    type Settings = PyramidsSettings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;
    const WHOM: &'static str = "two players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=2;

    fn deal(
        s: &PyramidsSettings,
        at: &At<'_>,
        _: &mut (),
        d: &Deal,
    ) -> Result<Transfers, LawError> {
        pyramids(s, at, d)
    }
}

fn pyramids(s: &PyramidsSettings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    check_stake(s.stake)?;
    let mut score = [0i64; 2];
    // The reds each holds (pocketed and not put back), and each one owes (L10070–10075).
    let mut held = [0i64; 2];
    let mut owed = [0i64; 2];
    let mut over = false;
    for (i, v) in visits(at, d)?.iter().enumerate() {
        let p = at.player(&format!("visits[{i}].player"), v.player)?;
        let o = 1 - p;
        if over {
            return Err(at.refuse(
                &format!("visits[{i}]"),
                "the game is over: the last ball was decided",
            ));
        }
        if v.miss && v.white {
            return Err(at.refuse(
                &format!("visits[{i}].white"),
                "a visit ends by a miss or by pocketing the white, not both",
            ));
        }
        let on_table = REDS - held[0] - held[1];
        if on_table == 1 {
            // The last ball (L10087–10092): each plays with his own; pocketing the other's
            // scores one, a miss or his own ball pocketed gives the opponent one; the game ends.
            let reds = reds_of(at, i, v, 1)?;
            match (reds, v.miss || v.white) {
                (1, false) => score[p] += 1,
                (0, true) => score[o] += 1,
                (0, false) => continue,
                _ => {
                    return Err(at.refuse(
                        &format!("visits[{i}].reds"),
                        "the last ball ends the game: pocketed, or a miss, not both",
                    ));
                }
            }
            over = true;
            continue;
        }
        let reds = reds_of(at, i, v, on_table - 1)?;
        for _ in 0..reds {
            score[p] += 1;
            // A ball owed is paid by spotting the first one pocketed after.
            match owed[p] {
                0 => held[p] += 1,
                _ => owed[p] -= 1,
            }
        }
        if v.miss || v.white {
            score[p] -= 1;
            match held[p] {
                0 => owed[p] += 1,
                _ => held[p] -= 1,
            }
        }
    }
    if !over {
        let left = REDS - held[0] - held[1];
        return Err(at.refuse(
            "visits",
            format!(
                "the game is not over: {left} red{} on the table",
                if left == 1 { "" } else { "s" }
            ),
        ));
    }
    let mut t = at.transfers();
    let note = format!("{} {}, {} {}", at.name(0), score[0], at.name(1), score[1]);
    let w = match score[0].cmp(&score[1]) {
        std::cmp::Ordering::Equal => {
            return Ok(t.with_note(format!("{note}: a tie, nothing paid.")));
        }
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Less => 1,
    };
    let paid = match s.pays {
        Pays::Game => s.stake,
        Pays::Points => s.stake * (score[w] - score[1 - w]),
    };
    t.pay(1 - w, w, paid);
    Ok(t.with_note(format!(
        "{note}: {} wins; {} pays {paid}.",
        at.name(w),
        at.name(1 - w)
    )))
}

const PYRAMIDS_SETTINGS: &[Setting] = &[
    Setting {
        name: "stake",
        values: &["1", "2", "5", "10"],
        default: "1",
        about: "the game's stake, in counters; any whole number 1..1,000,000",
    },
    Setting {
        name: "pays",
        values: &["\"game\"", "\"points\""],
        default: "\"game\"",
        about: "[GAP] the book does not say who wins or what is paid (seed 000 L10057–10092): the higher score wins and the loser pays the stake; or the stake for every point between the scores",
    },
];

pub const PYRAMIDS: Law = Law {
    id: "pyramids",
    name: "Pyramids: two players, fifteen reds, a point a red",
    sources: "seed 000 L10057–10092",
    doc: "docs/laws/pyramids.md",
    settings: PYRAMIDS_SETTINGS,
    score: |s| school::score::<Pyramids>(s),
    table: Some(Table {
        sides: Sides::TWO_PLAYERS,
        deal: PYRAMIDS_DEAL,
        pad: school::pad::<Pyramids>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

// ---------------------------------------------------------------------------------------------
// Shell out

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ShellOutSettings {
    pub stake: i64,
    /// What a miss or the white costs at the next red.
    pub fault: Fault,
}

impl Default for ShellOutSettings {
    fn default() -> Self {
        ShellOutSettings {
            stake: 1,
            fault: Fault::Alone,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fault {
    /// The offender alone pays the striker for every player; the others pay nothing.
    Alone,
    /// The others pay as ever, and the offender pays for every player besides.
    Besides,
}

pub struct ShellOut;

impl Game for ShellOut {
    type Settings = ShellOutSettings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=12;
    const WHOM: &'static str = "three to twelve players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=12;

    fn deal(
        s: &ShellOutSettings,
        at: &At<'_>,
        _: &mut (),
        d: &Deal,
    ) -> Result<Transfers, LawError> {
        shell_out(s, at, d)
    }
}

fn shell_out(s: &ShellOutSettings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    check_stake(s.stake)?;
    let mut t = at.transfers();
    let mut left = REDS;
    // Those who missed or pocketed the white since the last red (L10100–10102).
    let mut owing: Vec<usize> = Vec::new();
    let mut faults = 0;
    for (i, v) in visits(at, d)?.iter().enumerate() {
        let p = at.player(&format!("visits[{i}].player"), v.player)?;
        if left == 0 {
            return Err(at.refuse(
                &format!("visits[{i}]"),
                "the game is over: every red is pocketed",
            ));
        }
        if v.miss && v.white {
            return Err(at.refuse(
                &format!("visits[{i}].white"),
                "a visit ends by a miss or by pocketing the white, not both",
            ));
        }
        let reds = reds_of(at, i, v, left)?;
        for _ in 0..reds {
            // The last red "is now paid double all round" (L10103–10105).
            let each = match left {
                1 => 2 * s.stake,
                _ => s.stake,
            };
            let others = at.others(p);
            let debtors: Vec<usize> = owing.iter().copied().filter(|&d| d != p).collect();
            let excused = !owing.is_empty() && s.fault == Fault::Alone;
            if !excused {
                t.each_pays(&others, p, each);
            }
            // "He pays for each of the other players as well as for himself."
            for &d in &debtors {
                t.pay(d, p, each * others.len() as i64);
            }
            owing.clear();
            left -= 1;
        }
        if v.miss || v.white {
            faults += 1;
            match left {
                // With the last red, a miss or the white "pays double all round".
                1 => t.pays_each(p, &at.others(p), 2 * s.stake),
                _ => {
                    if !owing.contains(&p) {
                        owing.push(p);
                    }
                }
            }
        }
    }
    let mut note = match left {
        0 => "every red pocketed".to_owned(),
        1 => "the last red on the table".to_owned(),
        n => format!("{n} reds on the table"),
    };
    if faults > 0 {
        note.push_str(&format!(
            "; {faults} fault{} (a miss or the white)",
            if faults == 1 { "" } else { "s" }
        ));
    }
    if !owing.is_empty() {
        let names: Vec<&str> = owing.iter().map(|&p| at.name(p)).collect();
        note.push_str(&format!(
            "; {} still to pay at the next red",
            names.join(" and ")
        ));
    }
    note.push('.');
    Ok(t.with_note(note))
}

const SHELL_OUT_SETTINGS: &[Setting] = &[
    Setting {
        name: "stake",
        values: &["1", "2", "5", "10"],
        default: "1",
        about: "\"a stake previously agreed on\" that each pays the striker for a red (seed 000 L10098–10099), in counters; any whole number 1..1,000,000",
    },
    Setting {
        name: "fault",
        values: &["\"alone\"", "\"besides\""],
        default: "\"alone\"",
        about: "[AMBIG] after a miss or the white \"he pays for each of the other players as well as for himself whenever the next red ball is pocketed\" (L10100–10102): he alone pays the striker for everyone and the others pay nothing; or the others pay as ever and he pays for everyone besides. Two at fault each pay in full",
    },
];

pub const SHELL_OUT: Law = Law {
    id: "shell-out",
    name: "Shell out: pyramids for more than two, a stake a red from each player",
    sources: "seed 000 L10093–10105",
    doc: "docs/laws/shell-out.md",
    settings: SHELL_OUT_SETTINGS,
    score: |s| school::score::<ShellOut>(s),
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 12,
            players_per_side: 1,
        },
        deal: SHELL_OUT_DEAL,
        pad: school::pad::<ShellOut>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
