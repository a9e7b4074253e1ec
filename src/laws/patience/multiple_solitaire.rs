//! Multiple solitaire (seed 001 L13835–13894): four players, each with his own pack and the
//! aces in common; "when no further play is possible, the cards left in the boneyard, on the
//! table, and in the hand are counted, and the player having the smallest number wins from each
//! of the others the difference" (L13880–13884).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::super::stops::counts;
use super::poker_patience::differences;

/// [GAP] Who is paid: the book pays only the one with fewest; it does not say what two with
/// fewest do, nor whether the others settle among themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Paid {
    /// The fewest wins from each of the others the difference; two or more with fewest each win
    /// so from each of the rest (the book's words for each of them), nothing between them.
    #[default]
    FewestOnly,
    /// Every pair settles the difference, as at poker patience.
    EveryPair,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub paid: Paid,
    /// Counters a card of difference.
    pub per_card: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            paid: Paid::FewestOnly,
            per_card: 1,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The cards each had left in boneyard, on the table and in hand.
    #[serde(default)]
    pub left: Option<Vec<Option<i64>>>,
}

pub struct MultipleSolitaire;

impl Game for MultipleSolitaire {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=8;
    const WHOM: &'static str = "two to eight players (the book's game is for four)";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=8;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=100).contains(&s.per_card) {
            return Err(LawError::new("settings.per_card", "from 1 to 100"));
        }
        let Some(list) = &d.left else {
            return Err(at.refuse("left", "needed: how many cards each had left"));
        };
        let left = counts(at, "left", &d.left, 52)?;
        for &p in &at.seated {
            if list.get(p).copied().flatten().is_none() {
                return Err(LawError::new(
                    format!("{}[{p}]", at.field("left")),
                    format!("needed: how many cards {} had left", at.name(p)),
                ));
            }
        }
        let fewest = at.seated.iter().map(|&p| left[p]).min().unwrap_or(0);
        let mut t = at.transfers();
        match s.paid {
            Paid::FewestOnly => {
                for &w in at.seated.iter().filter(|&&p| left[p] == fewest) {
                    for &q in at.seated.iter().filter(|&&q| left[q] > fewest) {
                        t.pay(q, w, s.per_card * (left[q] - fewest));
                    }
                }
            }
            Paid::EveryPair => {
                // Fewer cards is the better score: each one's score is the cards he is short of
                // the most left.
                let scored: Vec<(usize, i64)> = at.seated.iter().map(|&p| (p, -left[p])).collect();
                differences(&mut t, &scored, s.per_card);
            }
        }
        let words: Vec<String> = at
            .seated
            .iter()
            .map(|&p| format!("{} {}", at.name(p), left[p]))
            .collect();
        let best: Vec<&str> = at
            .seated
            .iter()
            .filter(|&&p| left[p] == fewest)
            .map(|&p| at.name(p))
            .collect();
        Ok(t.with_note(format!(
            "Cards left: {}; fewest: {}.",
            words.join(", "),
            best.join(" and ")
        )))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match s.paid {
            Paid::FewestOnly => format!(
                "Multiple solitaire: the one with fewest cards left wins from each of the others the difference, {} a card.",
                s.per_card
            ),
            Paid::EveryPair => format!(
                "Multiple solitaire: every pair settles the difference in cards left, {} a card.",
                s.per_card
            ),
        }]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "left",
        label: "How many cards had each left, in boneyard, on the table and in hand?",
        kind: FieldKind::Number { min: 0, max: 52 },
        per_side: true,
        optional: false,
        help: "counted when no further play is possible",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "multiple-solitaire",
    name: "Multiple solitaire: the fewest cards left wins the difference from each",
    sources: "seed 001 L13835–13894",
    doc: "docs/laws/multiple-solitaire.md",
    settings: &[
        Setting {
            name: "paid",
            values: &["\"fewest_only\"", "\"every_pair\""],
            default: "\"fewest_only\"",
            about: "[GAP] the player with the smallest number \"wins from each of the others the difference\" (seed 001 L13880–13884): the others do not settle among themselves, and the book says nothing of two with fewest (each wins so by default)",
        },
        Setting {
            name: "per_card",
            values: &["1", "2", "5", "10"],
            default: "1",
            about: "counters a card of difference; the book names none (seed 001 L13880–13884)",
        },
    ],
    score: school::score::<MultipleSolitaire>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 8,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<MultipleSolitaire>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
