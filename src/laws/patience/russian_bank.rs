//! Russian bank, or crapette (seed 001 L13169–13366). With two packs, "the player who first gets
//! rid of all his cards … wins the game, for which he gets 30 points. In addition to this he gets
//! 2 points for each card remaining in his opponent's stock, if any, and 1 for each card
//! remaining in his opponent's hand or trash pile" (L13296–13303). With one pack, "the loser
//! paying for each he has left in hand or trash pile" (L13330–13332). Two players, a game a deal;
//! the points are paid by the loser to the winner, `per_point` counters a point, so the balances
//! are the points each is up.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Two packs, twelve to each one's stock (L13176–13200).
    #[default]
    TwoPacks,
    /// One pack, twenty-six to each, no stock (L13306–13332).
    SinglePack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    /// Counters a point.
    pub per_point: i64,
    /// [INFER] What the single-pack loser pays for a card left: "paying for each" names no sum
    /// (L13330–13332); one counter.
    pub per_card: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::TwoPacks,
            per_point: 1,
            per_card: 1,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who got rid of all his cards first.
    #[serde(default)]
    pub winner: Option<usize>,
    /// The cards left in the loser's stock (two packs).
    #[serde(default)]
    pub stock: Option<i64>,
    /// The cards left in the loser's hand.
    #[serde(default)]
    pub hand: Option<i64>,
    /// The cards in the loser's trash pile.
    #[serde(default)]
    pub trash: Option<i64>,
}

pub struct RussianBank;

/// The winner's points (two packs) or the loser's cards (one pack), read and checked.
pub fn points(s: &Settings, at: &At<'_>, d: &Deal) -> Result<(usize, i64, String), LawError> {
    let winner = at.player(
        "winner",
        d.winner
            .ok_or_else(|| at.refuse("winner", "needed: who got rid of all his cards first"))?,
    )?;
    let pack = match s.form {
        Form::TwoPacks => 104,
        Form::SinglePack => 52,
    };
    let count = |key: &str, v: Option<i64>| -> Result<i64, LawError> {
        let n = v.unwrap_or(0);
        match (0..=pack).contains(&n) {
            true => Ok(n),
            false => Err(at.refuse(key, format!("{n} is not from 0 to {pack}"))),
        }
    };
    let stock = count("stock", d.stock)?;
    let hand = count("hand", d.hand)?;
    let trash = count("trash", d.trash)?;
    if stock + hand + trash > pack {
        return Err(at.refuse(
            "trash",
            format!(
                "{} cards left, more than the {pack} in play",
                stock + hand + trash
            ),
        ));
    }
    Ok(match s.form {
        Form::TwoPacks => {
            let n = 30 + 2 * stock + hand + trash;
            (
                winner,
                n,
                format!(
                    "{} out first: 30, 2 for each of {stock} in the stock, 1 for each of {} in hand and trash: {n} points",
                    at.name(winner),
                    hand + trash
                ),
            )
        }
        Form::SinglePack => {
            if stock != 0 {
                return Err(at.refuse("stock", "the single-pack game has no stock"));
            }
            (
                winner,
                hand + trash,
                format!(
                    "{} out first: {} left in hand and trash",
                    at.name(winner),
                    hand + trash
                ),
            )
        }
    })
}

impl Game for RussianBank {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;
    const WHOM: &'static str = "two players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=2;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        for (key, v) in [("per_point", s.per_point), ("per_card", s.per_card)] {
            if !(1..=100).contains(&v) {
                return Err(LawError::new(format!("settings.{key}"), "from 1 to 100"));
            }
        }
        let (winner, n, words) = points(s, at, d)?;
        let rate = match s.form {
            Form::TwoPacks => s.per_point,
            Form::SinglePack => s.per_card,
        };
        let loser = at.others(winner)[0];
        let mut t = at.transfers();
        t.pay(loser, winner, rate * n);
        Ok(t.with_note(words + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match s.form {
            Form::TwoPacks => format!(
                "Russian bank with two packs: the first out scores 30, 2 for each card in the loser's stock and 1 for each in his hand or trash pile; the loser pays {} a point.",
                s.per_point
            ),
            Form::SinglePack => format!(
                "Single-pack Russian bank: the loser pays {} for each card left in his hand or trash pile.",
                s.per_card
            ),
        }]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Who got rid of all his cards first?",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "",
    },
    Field {
        name: "stock",
        label: "How many cards were left in the loser's stock?",
        kind: FieldKind::Number { min: 0, max: 104 },
        per_side: false,
        optional: true,
        help: "two points each; the single-pack game has none",
    },
    Field {
        name: "hand",
        label: "How many cards were left in the loser's hand?",
        kind: FieldKind::Number { min: 0, max: 104 },
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "trash",
        label: "How many cards were in the loser's trash pile?",
        kind: FieldKind::Number { min: 0, max: 104 },
        per_side: false,
        optional: true,
        help: "",
    },
];

pub const LAW: Law = Law {
    id: "russian-bank",
    name: "Russian bank: 30 for going out, 2 a stock card, 1 a hand or trash card",
    sources: "seed 001 L13169–13366",
    doc: "docs/laws/russian-bank.md",
    settings: &[
        Setting {
            name: "form",
            values: &["\"two_packs\"", "\"single_pack\""],
            default: "\"two_packs\"",
            about: "the game with two packs (seed 001 L13169–13303) or with one (L13306–13366)",
        },
        Setting {
            name: "per_point",
            values: &["1", "2", "5", "10"],
            default: "1",
            about: "counters the loser pays a point of the two-pack game; the book counts points only (seed 001 L13296–13303)",
        },
        Setting {
            name: "per_card",
            values: &["1", "2", "5", "10"],
            default: "1",
            about: "[INFER] what the single-pack loser pays a card left: \"the loser paying for each he has left in hand or trash pile\" (seed 001 L13330–13332)",
        },
    ],
    score: school::score::<RussianBank>,
    table: Some(Table {
        sides: Sides::TWO_PLAYERS,
        deal: DEAL,
        pad: school::pad::<RussianBank>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
