//! Fan tan (seed 001 L11927–12038): a chip to the pool for every turn a player cannot play; the
//! first out takes the pool and a chip a card from each other player; failing to play when able
//! forfeits three, and holding back a seven five each to the holders of that suit's six and
//! eight. Its forms: two-hand with the extra hand drawn from, the sixty-card pack (eights
//! start), and the form in which any card leads and the suit goes round (a failure one chip).

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{LEFT, OUT, counts, going_out, player};

const POOL: &str = "pool";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    #[default]
    FanTan,
    /// Two players, a third hand to draw from (L12012–12016).
    TwoHand,
    /// The sixty-card pack, eights the starters (L12018–12022).
    Sixty,
    /// Any card leads and the suit goes round (L12024–12033).
    AnyCard,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Chips each put in the pool for turns he could not play (two-hand: draws that failed).
    #[serde(default)]
    pub passes: Option<Vec<Option<i64>>>,
    /// Times each failed to play when he could: three chips each (L12003–12004).
    #[serde(default)]
    pub failed: Option<Vec<Option<i64>>>,
    /// Who held back a seven (the starter), and who held that suit's six and eight (L12004–12006).
    #[serde(default)]
    pub seven_held_back: Option<usize>,
    #[serde(default)]
    pub six_held_by: Option<usize>,
    #[serde(default)]
    pub eight_held_by: Option<usize>,
    #[serde(default)]
    pub out: Option<usize>,
    #[serde(default)]
    pub left: Option<Vec<Option<i64>>>,
}

pub struct FanTan;

impl Game for FanTan {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let mut t = at.transfers();
        if (s.form == Form::TwoHand) != (at.seated.len() == 2) {
            return Err(LawError::new(
                "settings.form",
                "the two-hand form is for two players, and two play only the two-hand form (L12012)",
            ));
        }
        let cards = if s.form == Form::Sixty { 60 } else { 52 };
        let mut notes = Vec::new();
        let passes = counts(at, "passes", &d.passes, cards)?;
        let failed = counts(at, "failed", &d.failed, cards)?;
        let forfeit = if s.form == Form::AnyCard { 1 } else { 3 };
        for &p in &at.seated {
            let n = passes[p] + forfeit * failed[p];
            if n > 0 {
                t.into_pool(p, POOL, n);
            }
        }
        if let Some(p) = player(at, "seven_held_back", d.seven_held_back)? {
            if s.form == Form::AnyCard {
                return Err(at.refuse("seven_held_back", "in this form no card is a starter"));
            }
            for (key, who) in [
                ("six_held_by", d.six_held_by),
                ("eight_held_by", d.eight_held_by),
            ] {
                let q = player(at, key, who)?
                    .ok_or_else(|| at.refuse(key, "needed: who held it, to be paid five"))?;
                if q == p {
                    return Err(
                        at.refuse(key, "the player who held back the seven pays the others")
                    );
                }
                t.pay(p, q, 5);
            }
            notes.push(format!(
                "{} held back a seven: five each to the six and the eight",
                at.name(p)
            ));
        }
        let out = at.player(
            "out",
            d.out
                .ok_or_else(|| at.refuse("out", "needed: who went out first"))?,
        )?;
        let left = counts(at, "left", &d.left, cards)?;
        let pool = at.ledger.pool(POOL) + t.pool_changes().get(POOL).copied().unwrap_or(0);
        if pool > 0 {
            t.out_of_pool(out, POOL, pool);
        }
        notes.push(going_out(at, &mut t, out, &left, &[], &[])?);
        notes.push(format!("the pool of {pool} to {}", at.name(out)));
        Ok(t.with_note(notes.join("; ") + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Fan tan{}: a chip to the pool for a turn not played; the first out takes the pool and a chip a card.",
            match s.form {
                Form::FanTan => "",
                Form::TwoHand => ", two hands and a hand to draw from",
                Form::Sixty => ", the sixty-card pack",
                Form::AnyCard => ", any card leading",
            }
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "passes",
        label: "How many chips did each put in the pool for turns he could not play?",
        kind: FieldKind::Number { min: 0, max: 60 },
        per_side: true,
        optional: true,
        help: "",
    },
    Field {
        name: "failed",
        label: "How many times did each fail to play when he could?",
        kind: FieldKind::Number { min: 0, max: 9 },
        per_side: true,
        optional: true,
        help: "three chips to the pool each time (one in the any-card form)",
    },
    Field {
        name: "seven_held_back",
        label: "Who held back a seven he could have played?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "he pays five each to the holders of that suit's six and eight",
    },
    Field {
        name: "six_held_by",
        label: "Who held that suit's six?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "eight_held_by",
        label: "Who held that suit's eight?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    OUT,
    LEFT,
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "fan-tan",
    name: "Fan tan: the pool and a chip a card to the first out",
    sources: "seed 001 L11927–12038",
    doc: "docs/laws/fan-tan.md",
    settings: &[Setting {
        name: "form",
        values: &["\"fan_tan\"", "\"two_hand\"", "\"sixty\"", "\"any_card\""],
        default: "\"fan_tan\"",
        about: "fan tan (L11927–12006); two-hand with a third hand drawn from (L12012–12016); the sixty-card pack, eights starting (L12018–12022); any card leading, a failure one chip (L12024–12033)",
    }],
    score: school::score::<FanTan>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<FanTan>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
