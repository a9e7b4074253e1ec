//! Spin (seed 003 L4476–4565): three pools, Game (a stake from each player but the dealer),
//! Matrimony (the dealer two) and Intrigue (the dealer one), the last two taken by showing king
//! and queen, or queen and knave, of diamonds after a stop. Spin, the ace of diamonds, played in
//! the course of play is paid its stake by every other player, each king one; the first out
//! takes Game and a stake a card from each other player, double from a holder who never played
//! Spin, and pays nothing into the next Game.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::nap::dealer;
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{LEFT, OUT, counts, going_out, player};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// What Spin is paid by each other player: "usually three counters" (L4500).
    pub spin: i64,
    /// The dealer pays to Game too, as "sometimes" (L4514–4516).
    pub dealer_pays_game: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            spin: 3,
            dealer_pays_game: false,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who played Spin in the course of play and was paid for it.
    #[serde(default)]
    pub spin: Option<usize>,
    /// Who held Spin and never played it: he pays the first out double.
    #[serde(default)]
    pub spin_held: Option<usize>,
    /// Kings each played and was paid for.
    #[serde(default)]
    pub kings: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub matrimony: Option<usize>,
    #[serde(default)]
    pub intrigue: Option<usize>,
    #[serde(default)]
    pub out: Option<usize>,
    #[serde(default)]
    pub left: Option<Vec<Option<i64>>>,
}

/// Who went out last deal: he pays nothing into the next Game (L4560–4562).
#[derive(Default)]
pub struct Carry {
    last_out: Option<usize>,
}

pub struct Spin;

impl Game for Spin {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=10;
    const WHOM: &'static str = "three to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=10;

    fn deal(s: &Settings, at: &At<'_>, c: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=20).contains(&s.spin) {
            return Err(LawError::new("settings.spin", "from 1 to 20"));
        }
        let mut t = at.transfers();
        let dealt_by = dealer(at);
        let mut notes = Vec::new();
        for &p in &at.seated {
            if (p != dealt_by || s.dealer_pays_game) && c.last_out != Some(p) {
                t.into_pool(p, "game", 1);
            }
        }
        t.into_pool(dealt_by, "matrimony", 2);
        t.into_pool(dealt_by, "intrigue", 1);
        let pool = |t: &Transfers, name: &str| {
            at.ledger.pool(name) + t.pool_changes().get(name).copied().unwrap_or(0)
        };
        if let Some(p) = player(at, "spin", d.spin)? {
            t.each_pays(&at.others(p), p, s.spin);
            notes.push(format!("{} plays Spin: {} from each", at.name(p), s.spin));
        }
        let spin_held = player(at, "spin_held", d.spin_held)?;
        if spin_held.is_some() && d.spin.is_some() {
            return Err(at.refuse("spin_held", "Spin was played"));
        }
        let kings = counts(at, "kings", &d.kings, 4)?;
        if kings.iter().sum::<i64>() > 4 {
            return Err(at.refuse("kings", "four kings in the pack"));
        }
        for &p in &at.seated {
            if kings[p] > 0 {
                t.each_pays(&at.others(p), p, kings[p]);
                notes.push(format!("{} plays {} king(s)", at.name(p), kings[p]));
            }
        }
        for (key, who) in [("matrimony", d.matrimony), ("intrigue", d.intrigue)] {
            if let Some(p) = player(at, key, who)? {
                let n = pool(&t, key);
                t.out_of_pool(p, key, n);
                notes.push(format!("{} shows {key}: takes {n}", at.name(p)));
            }
        }
        let out = at.player(
            "out",
            d.out
                .ok_or_else(|| at.refuse("out", "needed: who went out first"))?,
        )?;
        let left = counts(at, "left", &d.left, 26)?;
        let game = pool(&t, "game");
        t.out_of_pool(out, "game", game);
        let double: Vec<usize> = spin_held.into_iter().collect();
        notes.push(going_out(at, &mut t, out, &left, &[], &double)?);
        notes.push(format!("Game, {game}, to {}", at.name(out)));
        c.last_out = Some(out);
        Ok(t.with_note(notes.join("; ") + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "Spin: Game, Matrimony and Intrigue carry until won; Spin paid {} by each other player, each king one; the first out takes Game and a stake a card, double from an unplayed Spin, and pays nothing into the next Game.",
            s.spin
        )]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "spin",
        label: "Who played Spin, the ace of diamonds?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "in the course of play, and collected before the next card",
    },
    Field {
        name: "spin_held",
        label: "Who held Spin and never played it?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "he pays the winner double a card",
    },
    Field {
        name: "kings",
        label: "How many kings did each play and collect for?",
        kind: FieldKind::Number { min: 0, max: 4 },
        per_side: true,
        optional: true,
        help: "one from every other player each",
    },
    Field {
        name: "matrimony",
        label: "Who showed Matrimony, king and queen of diamonds?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "intrigue",
        label: "Who showed Intrigue, queen and knave of diamonds?",
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
    id: "spin",
    name: "Spin: Game, Matrimony and Intrigue, Spin and the kings paid",
    sources: "seed 003 L4476–4565",
    doc: "docs/laws/spin.md",
    settings: &[
        Setting {
            name: "spin",
            values: &["3", "2", "4"],
            default: "3",
            about: "what Spin is paid by each other player: \"usually three counters\" (seed 003 L4500)",
        },
        Setting {
            name: "dealer_pays_game",
            values: &["false", "true"],
            default: "false",
            about: "the dealer is \"sometimes called upon to contribute to Game also\" (seed 003 L4514–4516)",
        },
    ],
    score: school::score::<Spin>,
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Spin>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
