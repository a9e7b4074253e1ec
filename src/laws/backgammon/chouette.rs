//! The chouette (`chouette`) [GAP]: not in the book; backgammon as clubs play it three or more
//! at a board. The box plays alone against the team, the captain throwing for it; each member of
//! the team has his own cube, so the box settles a game with each member apart: the game's value
//! (seed 000 L9082–9093) times that member's cube. A member who refused the box's double loses
//! his cube as it stood; when the box refused a member's double, the member wins his.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Table};
use super::{Kind, MAX_CUBE, Settings, check, kind_words, multiplier};

/// Who gave up a member's game at a double.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gave {
    /// The member refused the box's double: the box wins his cube.
    Member,
    /// The box refused the member's double: the member wins his cube.
    Box,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who is in the box.
    #[serde(rename = "box")]
    pub in_box: usize,
    /// The box, or any member of the team for the team.
    pub winner: usize,
    #[serde(default = "super::single")]
    pub kind: Kind,
    /// Each member's cube at the end; blank is 1.
    #[serde(default)]
    pub cubes: Vec<Option<i64>>,
    /// For each member whose game ended at a refused double, who refused.
    #[serde(default)]
    pub declined: Vec<Option<Gave>>,
}

pub struct Chouette;

impl Game for Chouette {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=10;
    const WHOM: &'static str = "three to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=10;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, d)
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "A chouette: the box against each member of the team, each with his own cube; a hit {}, a gammon double, a backgammon {} times.",
            s.stake, s.backgammon
        )]
    }
}

fn deal(s: &Settings, at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    check(s)?;
    if s.match_to.is_some() {
        return Err(LawError::new(
            "settings.match_to",
            "a chouette is played for money, game by game: leave the match out",
        ));
    }
    let b = at.player("box", d.in_box)?;
    let w = at.player("winner", d.winner)?;
    let team_won = w != b;
    if d.cubes.len() > at.names.len() {
        return Err(at.refuse("cubes", "an entry for each player at most"));
    }
    if d.declined.len() > at.names.len() {
        return Err(at.refuse("declined", "an entry for each player at most"));
    }
    let mut t = at.transfers();
    let mut said = Vec::new();
    for m in at.others(b) {
        let field = format!("cubes[{m}]");
        let cube = d.cubes.get(m).copied().flatten().unwrap_or(1);
        if !(1..=MAX_CUBE).contains(&cube) || cube.count_ones() != 1 {
            return Err(at.refuse(
                &field,
                format!("{cube} is not a cube's value: 1, or a doubling of it (2, 4, 8 …)"),
            ));
        }
        let (member_wins, value, how) = match d.declined.get(m).copied().flatten() {
            Some(Gave::Member) => (false, cube, "refuses the box's double"),
            Some(Gave::Box) => (true, cube, "has his double refused by the box"),
            // The Jacoby rule, game by game with each member: single unless his cube turned.
            None if s.jacoby && cube == 1 => (team_won, cube, ""),
            None => (team_won, multiplier(s, d.kind) * cube, ""),
        };
        let amount = value * s.stake;
        match member_wins {
            true => t.pay(b, m, amount),
            false => t.pay(m, b, amount),
        }
        said.push(match how.is_empty() {
            true => format!(
                "{} {} {amount} (cube {cube})",
                at.name(m),
                if member_wins { "takes" } else { "pays" }
            ),
            false => format!(
                "{} {how} and {} {amount}",
                at.name(m),
                if member_wins { "takes" } else { "pays" }
            ),
        });
    }
    for (p, v) in d.declined.iter().enumerate() {
        if v.is_some() && p == b {
            return Err(at.refuse(
                &format!("declined[{p}]"),
                format!(
                    "{} is the box: say it at the member whose double he refused",
                    at.name(p)
                ),
            ));
        }
    }
    let who = match team_won {
        true => "The team".to_owned(),
        false => format!("{}, the box,", at.name(b)),
    };
    Ok(t.with_note(format!(
        "{who} wins {}: {}.",
        kind_words(d.kind),
        said.join("; ")
    )))
}

const DEAL: &[Field] = &[
    Field {
        name: "box",
        label: "Who was in the box",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "The one who plays alone against the team.",
    },
    Field {
        name: "winner",
        label: "Who won the game",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "The box, or any member of the team for the team.",
    },
    Field {
        name: "kind",
        label: "How far the loser got",
        kind: FieldKind::Choice {
            choices: super::KINDS,
        },
        per_side: false,
        optional: false,
        help: super::KINDS_HELP,
    },
    Field {
        name: "cubes",
        label: "Each member's cube at the end of the game",
        kind: FieldKind::Number {
            min: 1,
            max: MAX_CUBE,
        },
        per_side: true,
        optional: true,
        help: "1, or blank, when nobody doubled; then 2, 4, 8 and so on. Nothing for the box.",
    },
    Field {
        name: "declined",
        label: "Whose game ended at a refused double",
        kind: FieldKind::Choice {
            choices: &[
                ("member", "He refused the box's double"),
                ("box", "The box refused his double"),
            ],
        },
        per_side: true,
        optional: true,
        help: "Blank for a member who played the game out.",
    },
];

pub const LAW: Law = Law {
    id: "chouette",
    name: "Backgammon's chouette: the box against a team, each member with his own cube",
    sources: "seed 000 L9079–9124",
    doc: "docs/laws/chouette.md",
    settings: &[super::SETTINGS[0], super::SETTINGS[1], super::SETTINGS[4]],
    score: |s| school::score::<Chouette>(s),
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Chouette>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
