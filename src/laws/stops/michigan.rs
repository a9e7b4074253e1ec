//! Michigan, also boodle, Chicago or stops (seed 001 L11538–11615): the dealer stakes four or
//! more on the boodle cards (ace of hearts, king of diamonds, queen of spades, jack of clubs) and
//! each other player a like number; playing a card like a boodle card takes its stake; the first
//! out takes a chip a card from each other player; stakes not taken are held over. And Newmarket
//! (seed 003 L4567–4614): four pool cards turned up, each player a counter on them and the
//! dealer one extra, the card immediately below a pool card taking its stake.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::nap::dealer;
use super::super::pad::{Asks, Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{LEFT, OUT, counts, going_out, player};

/// The four boodle (or pool) cards, each a pool on the ledger.
pub const CARDS: [&str; 4] = ["ace", "king", "queen", "jack"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// Michigan, boodle, Chicago or stops: one game under four names (seed 001 L11538–11540).
    #[default]
    Michigan,
    Boodle,
    Chicago,
    Stops,
    Newmarket,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    /// What the dealer stakes, and each other player likewise: "four chips, or as many more as
    /// he desires" (L11566–11570).
    pub stake: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::Michigan,
            stake: 4,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// What was put on each card this deal (ace, king, queen, jack); absent, spread evenly.
    #[serde(default)]
    pub staked: Option<Vec<i64>>,
    /// Who played the card that takes each card's stake.
    #[serde(default)]
    pub ace: Option<usize>,
    #[serde(default)]
    pub king: Option<usize>,
    #[serde(default)]
    pub queen: Option<usize>,
    #[serde(default)]
    pub jack: Option<usize>,
    #[serde(default)]
    pub out: Option<usize>,
    #[serde(default)]
    pub left: Option<Vec<Option<i64>>>,
    /// Michigan's penalties: how many times each player must pay each other player one chip
    /// (a wrong lead after a stop, failing to continue a sequence: L11600–11610).
    #[serde(default)]
    pub penalties: Option<Vec<Option<i64>>>,
}

pub struct Michigan;

impl Game for Michigan {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=8;
    const WHOM: &'static str = "three to eight players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=8;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let mut t = at.transfers();
        let dealt_by = dealer(at);
        let newmarket = s.form == Form::Newmarket;
        if !newmarket && s.stake < 4 {
            return Err(LawError::new(
                "settings.stake",
                "the dealer stakes four chips or more (L11566–11567)",
            ));
        }
        // Each player's stake: Michigan the dealer's number from everyone; Newmarket one
        // counter each and the dealer one extra (seed 003 L4579–4583).
        let paid: Vec<(usize, i64)> = at
            .seated
            .iter()
            .map(|&p| match newmarket {
                true => (p, if p == dealt_by { 2 } else { 1 }),
                false => (p, s.stake),
            })
            .collect();
        let total: i64 = paid.iter().map(|x| x.1).sum();
        let staked = match &d.staked {
            Some(v) => {
                if v.len() != 4 || v.iter().any(|&n| n < 0) || v.iter().sum::<i64>() != total {
                    return Err(at.refuse(
                        "staked",
                        format!("four stakes (ace, king, queen, jack) of {total} in all"),
                    ));
                }
                if newmarket && v.contains(&0) {
                    return Err(at.refuse(
                        "staked",
                        "all four cards must be covered (seed 003 L4580–4582)",
                    ));
                }
                v.clone()
            }
            None => (0..4)
                .map(|k| total / 4 + i64::from((k as i64) < total % 4))
                .collect(),
        };
        // The chips go on the cards in order; who put which does not change what anyone pays.
        let mut places: Vec<i64> = staked.clone();
        let mut k = 0;
        for (p, mut n) in paid {
            while n > 0 {
                while places[k] == 0 {
                    k += 1;
                }
                let take = n.min(places[k]);
                t.into_pool(p, CARDS[k], take);
                places[k] -= take;
                n -= take;
            }
        }
        let mut notes = vec![format!("{total} staked on the cards")];
        for (k, who) in [d.ace, d.king, d.queen, d.jack].into_iter().enumerate() {
            if let Some(p) = player(at, CARDS[k], who)? {
                let n = at.ledger.pool(CARDS[k]) + staked[k];
                t.out_of_pool(p, CARDS[k], n);
                notes.push(format!("{} takes the {}'s {n}", at.name(p), CARDS[k]));
            }
        }
        if let Some(list) = &d.penalties {
            if newmarket {
                return Err(at.refuse("penalties", "Newmarket's book gives no penalties"));
            }
            let pens = counts(at, "penalties", &Some(list.clone()), 52)?;
            for &p in &at.seated {
                if pens[p] > 0 {
                    t.pays_each(p, &at.others(p), pens[p]);
                    notes.push(format!("{} pays each other player {}", at.name(p), pens[p]));
                }
            }
        }
        let out = at.player(
            "out",
            d.out
                .ok_or_else(|| at.refuse("out", "needed: who went out first"))?,
        )?;
        let left = counts(at, "left", &d.left, 52)?;
        notes.push(going_out(at, &mut t, out, &left, &[], &[])?);
        let held: Vec<String> = (0..4)
            .filter(|&k| {
                at.ledger.pool(CARDS[k]) + t.pool_changes().get(CARDS[k]).copied().unwrap_or(0) > 0
            })
            .map(|k| CARDS[k].to_owned())
            .collect();
        if !held.is_empty() {
            notes.push(format!("held over on the {}", held.join(", ")));
        }
        Ok(t.with_note(notes.join("; ") + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match s.form {
            Form::Newmarket => "Newmarket: a counter each on the four pool cards and the dealer one extra; the card below a pool card takes its stake, the ace counting high and low; the first out a counter a card.".to_owned(),
            _ => format!("Michigan: {} chips each on the boodle cards (ace of hearts, king of diamonds, queen of spades, jack of clubs), held over until taken; the first out a chip a card.", s.stake),
        }]
    }

    fn asks(s: &Settings) -> Asks {
        match s.form {
            Form::Newmarket => Asks {
                not_asked: vec!["penalties"],
                ..Asks::default()
            },
            _ => Asks::default(),
        }
    }
}

const fn card(name: &'static str, label: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "at Newmarket, the card immediately below the pool card (the king below the ace)",
    }
}

const DEAL: &[Field] = &[
    card("ace", "Who took the ace's stake?"),
    card("king", "Who took the king's stake?"),
    card("queen", "Who took the queen's stake?"),
    card("jack", "Who took the jack's stake?"),
    OUT,
    LEFT,
    Field {
        name: "penalties",
        label: "How many penalties did each pay (a chip to each other player)?",
        kind: FieldKind::Number { min: 0, max: 9 },
        per_side: true,
        optional: true,
        help: "a wrong lead after a stop, or failing to continue the sequence",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "michigan",
    name: "Michigan (boodle, Chicago, stops) and Newmarket",
    sources: "seed 001 L11538–11615; seed 003 L4567–4614",
    doc: "docs/laws/michigan.md",
    settings: &[
        Setting {
            name: "form",
            values: &[
                "\"michigan\"",
                "\"boodle\"",
                "\"chicago\"",
                "\"stops\"",
                "\"newmarket\"",
            ],
            default: "\"michigan\"",
            about: "Michigan, boodle, Chicago and stops are one game (seed 001 L11538–11540); Newmarket is the round-games book's (seed 003 L4567–4614)",
        },
        Setting {
            name: "stake",
            values: &["4", "8", "12"],
            default: "4",
            about: "what the dealer stakes on the boodle cards and each other player likewise: \"four chips, or as many more as he desires\" (seed 001 L11566–11570)",
        },
    ],
    score: school::score::<Michigan>,
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 8,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Michigan>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
