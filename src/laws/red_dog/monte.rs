//! Monte bank (`monte-bank`; seed 001 L14844–14878): forty cards; two from the bottom for the
//! bottom layout, two from the top for the top layout, the players betting on either against
//! the banker; then the gate: a layout holding a card of the gate's suit is paid, one without
//! loses to the bank. The result is counted from the cards.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::poker::hands::Card;
use super::super::registry::{self, Law, Setting, Table};
use super::bank::{self, Bank, Seen, from_left_of, stakes};

/// "40 cards, leaving out the 10's, 9's and 8's of each suit" (L14847–14848).
const LEFT_OUT: &[u8] = &[10, 9, 8];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// What the banker "places upon the table" (L14850–14851): the bets of a deal may not pass
    /// what his bank then holds; 0 when it is not counted.
    pub bank: i64,
    /// The most one bet may be; 0 for no limit.
    pub limit: i64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    banker: Option<usize>,
    top_layout: String,
    bottom_layout: String,
    gate: String,
    #[serde(default)]
    on_top: Vec<Option<i64>>,
    #[serde(default)]
    on_bottom: Vec<Option<i64>>,
}

/// Who banks, and what his bank holds since he took it.
#[derive(Debug, Default)]
pub struct Holding {
    bank: Bank,
    holds: i64,
}

pub struct Monte;

impl Game for Monte {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Holding;
    /// "Any number can play" (L14849).
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, h: &mut Holding, d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, h, d)
    }

    fn notes(s: &Settings) -> Vec<String> {
        let bank = match s.bank {
            0 => String::new(),
            n => format!(" The bank is {n}."),
        };
        vec![format!(
            "Monte bank: a layout with a card of the gate's suit is paid even money, one without loses.{bank}"
        )]
    }
}

/// Whether a layout holds a card of the gate's suit.
pub fn paid(layout: &[Card], gate: Card) -> bool {
    layout.iter().any(|c| c.suit == gate.suit)
}

fn deal(s: &Settings, at: &At<'_>, h: &mut Holding, d: &Deal) -> Result<Transfers, LawError> {
    bank::check_setting("bank", s.bank, 0)?;
    bank::check_setting("limit", s.limit, 0)?;
    let before = h.bank.banker;
    let banker = h.bank.banker(at, "banker", d.banker)?;
    if before != Some(banker) {
        h.holds = s.bank;
    }
    let top_bets = stakes(at, "on_top", &d.on_top, Some(banker), s.limit)?;
    let bottom_bets = stakes(at, "on_bottom", &d.on_bottom, Some(banker), s.limit)?;
    let mut seen = Seen::default();
    let bottom = seen.read(at, "bottom_layout", &d.bottom_layout, Some(2), LEFT_OUT)?;
    let top = seen.read(at, "top_layout", &d.top_layout, Some(2), LEFT_OUT)?;
    let gate = seen.one(at, "gate", &d.gate, LEFT_OUT)?;
    let total: i64 = top_bets.iter().chain(&bottom_bets).sum();
    if s.bank > 0 && total > h.holds {
        return Err(at.refuse(
            "on_top",
            format!(
                "the bets come to {total}, more than the {} the bank holds",
                h.holds
            ),
        ));
    }
    let top_paid = paid(&top, gate);
    let bottom_paid = paid(&bottom, gate);
    let mut t = at.transfers();
    let mut said = Vec::new();
    for p in from_left_of(&at.seated, banker) {
        let mut net = 0;
        for (bets, won) in [(&top_bets, top_paid), (&bottom_bets, bottom_paid)] {
            net += match won {
                true => bets[p],
                false => -bets[p],
            };
        }
        if top_bets[p] + bottom_bets[p] > 0 {
            said.push(match net {
                n if n > 0 => format!("{} wins {n}", at.name(p)),
                n if n < 0 => format!("{} loses {}", at.name(p), -n),
                _ => format!("{} is square", at.name(p)),
            });
        }
        t.pay(banker, p, net);
    }
    h.holds += t.amounts()[banker];
    let layout = |cards: &[Card], won: bool| {
        let list: Vec<String> = cards.iter().map(Card::to_string).collect();
        format!(
            "{} {}",
            list.join(" "),
            match won {
                true => "paid",
                false => "loses",
            }
        )
    };
    let mut note = format!(
        "{} banks; the gate {gate}: the top layout {}, the bottom layout {}",
        at.name(banker),
        layout(&top, top_paid),
        layout(&bottom, bottom_paid)
    );
    match said.is_empty() {
        true => note.push_str("; nobody bet."),
        false => note.push_str(&format!(". {}.", said.join(", "))),
    }
    if s.bank > 0 {
        note.push_str(&format!(" The bank holds {}.", h.holds));
    }
    Ok(t.with_note(note))
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "bank",
        values: &["0", "50", "100", "500"],
        default: "0",
        about: "[INFER] the banker \"places upon the table the full amount that he purposes risking\" and the players bet \"up to the limit of the bank\" (seed 001 L14850–14851, L14858–14859): the amount he puts up, the bets of one deal never more than his bank then holds; 0 when it is not counted",
    },
    Setting {
        name: "limit",
        values: &["0", "10", "50", "100"],
        default: "0",
        about: "[GAP] the most one bet may be, a limit the book leaves to the table; 0 for none",
    },
];

const DEAL: &[Field] = &[
    Field {
        name: "banker",
        label: "Who held the bank",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Leave blank when the bank stayed with the last banker.",
    },
    Field {
        name: "top_layout",
        label: "The top layout's two cards",
        kind: FieldKind::Text { max_len: 8 },
        per_side: false,
        optional: false,
        help: "As KS 4D; the pack has no tens, nines or eights.",
    },
    Field {
        name: "bottom_layout",
        label: "The bottom layout's two cards",
        kind: FieldKind::Text { max_len: 8 },
        per_side: false,
        optional: false,
        help: "As 7C QH.",
    },
    Field {
        name: "gate",
        label: "The gate",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: false,
        help: "The card showing when the pack was turned face up, as 2D.",
    },
    Field {
        name: "on_top",
        label: "Each player's bet on the top layout",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: true,
        help: "In counters; blank for no bet.",
    },
    Field {
        name: "on_bottom",
        label: "Each player's bet on the bottom layout",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: true,
        help: "In counters; blank for no bet.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "monte-bank",
    name: "Monte bank: the two layouts against the gate, the banker paying a layout of its suit",
    sources: "seed 001 L14844–14878",
    doc: "docs/laws/monte-bank.md",
    settings: SETTINGS,
    score: |s| school::score::<Monte>(s),
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Monte>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
