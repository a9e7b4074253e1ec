//! The law `four-jacks` (seed 001 L9929–9957): a point lost for each jack taken in, two for the
//! jack of spades; "the first to lose 10 points is out, and pays the stakes on the result. It
//! is usual to make the loser pay for each point the others still have to go" (L9945–9949).
//! Four to seven play; at seven the dealer takes no cards (L9935–9937). `players[0]` deals
//! first and the deal passes to the left among those present.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::first_to;
use super::rules::MOST_COUNTERS;

/// The points that put a player out (L9947).
pub const OUT: i64 = 10;

/// What the loser pays each other player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Pays {
    /// The stake for each point that player still has to go (L9948–9949).
    #[default]
    PointsToGo,
    /// The stake once: "pays the stakes on the result" (L9947).
    Stake,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub loser_pays: Pays,
    /// Counters a point to go, or the stake.
    pub stake: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            loser_pays: Pays::default(),
            stake: 1,
        }
    }
}

/// One deal: who took each jack, and who reached ten first when two or more did in it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub spades: Option<usize>,
    #[serde(default)]
    pub hearts: Option<usize>,
    #[serde(default)]
    pub diamonds: Option<usize>,
    #[serde(default)]
    pub clubs: Option<usize>,
    #[serde(default)]
    pub lost_first: Option<usize>,
}

pub struct FourJacks;

impl Game for FourJacks {
    type Settings = Settings;
    type Deal = Deal;
    /// The points each has lost in the game so far.
    type Carry = Vec<i64>;
    const PLAYERS: std::ops::RangeInclusive<usize> = 4..=7;
    const WHOM: &'static str = "four to seven players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 4..=6;

    /// At seven the dealer takes no cards.
    fn seated(_: &Settings, present: &[usize], index: usize, _: &Deal) -> Vec<usize> {
        match present.len() {
            7 => {
                let dealer = present[index % 7];
                present.iter().copied().filter(|&p| p != dealer).collect()
            }
            _ => present.to_vec(),
        }
    }

    fn deal(
        s: &Settings,
        at: &At<'_>,
        lost: &mut Vec<i64>,
        d: &Deal,
    ) -> Result<Transfers, LawError> {
        if !(1..=MOST_COUNTERS).contains(&s.stake) {
            return Err(LawError::new(
                "settings.stake",
                format!("{}: from 1 to {MOST_COUNTERS} counters", s.stake),
            ));
        }
        let mut t = at.transfers();
        lost.resize(at.names.len(), 0);
        let mut took = Vec::new();
        for (key, jack, points) in [
            ("spades", d.spades, 2),
            ("hearts", d.hearts, 1),
            ("diamonds", d.diamonds, 1),
            ("clubs", d.clubs, 1),
        ] {
            let Some(p) = jack else {
                return Err(at.refuse(key, format!("say who took the jack of {key}")));
            };
            let p = at.player(key, p)?;
            lost[p] += points;
            took.push(format!("{key} {}", at.name(p)));
        }
        let so_far = at
            .present
            .iter()
            .map(|&p| format!("{} {}", at.name(p), lost[p]))
            .collect::<Vec<_>>()
            .join(", ");
        let mut note = format!("Jacks: {}. Points lost: {so_far}.", took.join(", "));
        let reached: Vec<usize> = at
            .seated
            .iter()
            .copied()
            .filter(|&p| lost[p] >= OUT)
            .collect();
        let Some(loser) = first_to(at, &reached, d.lost_first, ("lost", "lose", OUT))? else {
            return Ok(t.with_note(note));
        };
        let mut paid = Vec::new();
        for &q in at.present.iter().filter(|&&q| q != loser) {
            let amount = match s.loser_pays {
                Pays::PointsToGo => (OUT - lost[q]).max(0) * s.stake,
                Pays::Stake => s.stake,
            };
            if amount > 0 {
                t.pay(loser, q, amount);
                paid.push(format!("{} {amount}", at.name(q)));
            }
        }
        note.push_str(&format!(
            " {} is out and pays {}. A new game begins.",
            at.name(loser),
            match paid.is_empty() {
                true => "nobody".to_owned(),
                false => paid.join(", "),
            }
        ));
        lost.iter_mut().for_each(|l| *l = 0);
        Ok(t.with_note(note))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match s.loser_pays {
            Pays::PointsToGo => format!(
                "A point lost for each jack taken, two for the jack of spades; the first to lose {OUT} pays each other player {} a point he still has to go.",
                s.stake
            ),
            Pays::Stake => format!(
                "A point lost for each jack taken, two for the jack of spades; the first to lose {OUT} pays each other player {}.",
                s.stake
            ),
        }]
    }
}

const fn jack(name: &'static str, label: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "",
    }
}

pub const DEAL: &[Field] = &[
    jack("spades", "Who took the jack of spades (two points)?"),
    jack("hearts", "Who took the jack of hearts?"),
    jack("diamonds", "Who took the jack of diamonds?"),
    jack("clubs", "Who took the jack of clubs?"),
    Field {
        name: "lost_first",
        label: "Who lost ten first?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Only when two or more reach ten in the same deal.",
    },
    school::SEATED,
];

pub const SIDES: Sides = Sides {
    min: 4,
    max: 7,
    players_per_side: 1,
};

pub const LOSER_PAYS: Setting = Setting {
    name: "loser_pays",
    values: &["\"points_to_go\"", "\"stake\""],
    default: "\"points_to_go\"",
    about: "the loser \"pays the stakes on the result. It is usual to make the loser pay for each point the others still have to go\" (L9947–9949): the stake a point each other player lacks of ten, or the stake once to each",
};

pub const STAKE: Setting = Setting {
    name: "stake",
    values: &["1"],
    default: "1",
    about: "[GAP] counters a point (or the stake): the book names none",
};

pub const LAW: Law = Law {
    id: "four-jacks",
    name: "The four jacks: a point lost a jack, two the jack of spades, the first to lose ten pays",
    sources: "seed 001 L9929–9957",
    doc: "docs/laws/four-jacks.md",
    settings: &[LOSER_PAYS, STAKE],
    score: school::score::<FourJacks>,
    table: Some(Table {
        sides: SIDES,
        deal: DEAL,
        pad: school::pad::<FourJacks>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
