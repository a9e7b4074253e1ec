//! Blind hookey and Dutch bank (`blind-hookey`; seed 000 L1130–1156, seed 001 L14730–14768): a
//! banker against the punters, each packet's card against the banker's, the banker taking ties.
//! Pure; a school on the one ledger, the bank being the banker's own account.
//!
//! The three forms: the 1909 book's first way (each punter cuts his own packet and stakes on it
//! blind, L1130–1147), its second (three packets, the company staking on two, L1149–1156), and
//! the 1927 Dutch bank (a packet for each active player, one pushed to the banker, the punters
//! betting on the others, L14750–14768). The result is counted from the cards.

use serde::{Deserialize, Serialize};

use super::LawError;
use super::ledger::Transfers;
use super::ledger::school::{self, At, Game};
use super::pad::{Field, FieldKind, Sides};
use super::poker::hands::{ACE, Card};
use super::red_dog::bank::{self, Bank, Seen, stakes};
use super::registry::{self, Law, Setting, Table};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    /// The 1909 book's first way: a packet cut by each punter (L1133–1147).
    #[default]
    Hookey,
    /// Its second: three packets, the company staking on two, the third the dealer's
    /// (L1149–1156).
    ThreePackets,
    /// The 1927 Dutch bank: a packet for each active player (L14750–14768).
    DutchBank,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ace {
    /// "The cards rank from the A, K, Q, down to the deuce" (seed 001 L14740–14741).
    #[default]
    High,
    /// The 1909 book does not say; the ace low, as it is in cutting.
    Low,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Passes {
    /// As the form's book says: at hookey the deal ends "when the dealer is a loser all round"
    /// (seed 000 L1145–1147); the Dutch bank's banker keeps it, the book naming no end [GAP].
    #[default]
    ByForm,
    /// To the left whenever the banker loses to every punter, in every form.
    LostAllRound,
    /// Never by itself: a deal names a new banker.
    Never,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    pub ace: Ace,
    pub bank_passes: Passes,
    /// The most one bet may be, in counters; 0 for no limit (seed 001 L14746–14747).
    pub limit: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::Hookey,
            ace: Ace::High,
            bank_passes: Passes::ByForm,
            limit: 0,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    banker: Option<usize>,
    banker_card: String,
    #[serde(default)]
    stakes: Vec<Option<i64>>,
    /// The hookey form: the card at the bottom of each punter's own packet.
    #[serde(default)]
    cards: Vec<Option<String>>,
    /// The other forms: the cards the company's packets show, in order.
    #[serde(default)]
    packets: Option<String>,
    /// The other forms: the packet (from 1) each punter bet on.
    #[serde(default)]
    packet: Vec<Option<i64>>,
}

pub struct BlindHookey;

impl Game for BlindHookey {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Bank;
    /// "Any number" (L1131; L14733): a packet of at least four cards each.
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, bank: &mut Bank, d: &Deal) -> Result<Transfers, LawError> {
        deal(s, at, bank, d)
    }

    fn notes(s: &Settings) -> Vec<String> {
        let form = match s.form {
            Form::Hookey => "each punter's packet",
            Form::ThreePackets => "the company's two packets",
            Form::DutchBank => "Dutch bank: the packets",
        };
        vec![format!(
            "Blind hookey, {form} against the banker's card: a higher card wins the stake, the banker takes ties."
        )]
    }
}

/// A card's rank for the comparison.
fn rank(s: &Settings, c: Card) -> u8 {
    match (s.ace, c.rank) {
        (Ace::Low, ACE) => 1,
        (_, r) => r,
    }
}

fn deal(s: &Settings, at: &At<'_>, bank: &mut Bank, d: &Deal) -> Result<Transfers, LawError> {
    bank::check_setting("limit", s.limit, 0)?;
    let banker = bank.banker(at, "banker", d.banker)?;
    let staked = stakes(at, "stakes", &d.stakes, Some(banker), s.limit)?;
    let mut seen = Seen::default();
    let theirs = seen.one(at, "banker_card", &d.banker_card, &[])?;
    // Each punter's card: his own packet's, or the packet's he bet on.
    let mut card: Vec<Option<Card>> = vec![None; at.names.len()];
    match s.form {
        Form::Hookey => {
            if d.packets.as_deref().is_some_and(|t| !t.trim().is_empty()) {
                return Err(at.refuse(
                    "packets",
                    "each punter cuts his own packet in this form: give each one's card",
                ));
            }
            if d.packet.iter().any(|p| p.unwrap_or(0) != 0) {
                return Err(at.refuse(
                    "packet",
                    "each punter stakes on his own packet in this form",
                ));
            }
            let texts = bank::texts(at, "cards", &d.cards)?;
            for (p, text) in texts.into_iter().enumerate() {
                let key = format!("cards[{p}]");
                match text {
                    Some(_) if p == banker => {
                        return Err(at.refuse(&key, "the banker's card is the banker's card"));
                    }
                    Some(_) if !at.seated.contains(&p) => {
                        return Err(
                            at.refuse(&key, format!("{} does not play this deal", at.name(p)))
                        );
                    }
                    Some(t) => card[p] = Some(seen.one(at, &key, t, &[])?),
                    None if staked[p] > 0 => {
                        return Err(at.refuse(
                            &key,
                            format!(
                                "{} staked: give the card at the bottom of his packet",
                                at.name(p)
                            ),
                        ));
                    }
                    None => {}
                }
            }
        }
        Form::ThreePackets | Form::DutchBank => {
            if d.cards.iter().flatten().any(|t| !t.trim().is_empty()) {
                return Err(at.refuse(
                    "cards",
                    "the punters bet on the packets in this form: give the packets' cards",
                ));
            }
            let text = d.packets.as_deref().unwrap_or("");
            let count = match s.form {
                Form::ThreePackets => Some(2),
                _ => None,
            };
            let packets = seen.read(at, "packets", text, count, &[])?;
            if packets.is_empty() {
                return Err(at.refuse("packets", "give the card each packet shows, in order"));
            }
            if packets.len() > 12 {
                return Err(at.refuse(
                    "packets",
                    "at most twelve packets besides the banker's: four cards at least in each",
                ));
            }
            if d.packet.len() > at.names.len() {
                return Err(at.refuse("packet", "an entry for each player at most"));
            }
            for p in 0..at.names.len() {
                let key = format!("packet[{p}]");
                let n = d.packet.get(p).copied().flatten().unwrap_or(0);
                match (n, staked[p] > 0) {
                    (0, false) => {}
                    (0, true) => {
                        return Err(at.refuse(
                            &key,
                            format!("{} staked: say which packet he bet on", at.name(p)),
                        ));
                    }
                    (_, false) => {
                        return Err(at.refuse(&key, format!("{} has no stake on it", at.name(p))));
                    }
                    (n, true) => match usize::try_from(n)
                        .ok()
                        .and_then(|n| packets.get(n.wrapping_sub(1)))
                    {
                        Some(&c) => card[p] = Some(c),
                        None => {
                            return Err(at.refuse(
                                &key,
                                format!("{n} is not a packet (1 to {})", packets.len()),
                            ));
                        }
                    },
                }
            }
        }
    }
    let mut t = at.transfers();
    let mut said = Vec::new();
    let mut winners = 0;
    let punters: Vec<usize> = bank::from_left_of(&at.seated, banker)
        .into_iter()
        .filter(|&p| staked[p] > 0)
        .collect();
    for &p in &punters {
        let c = card[p].expect("a staking punter's card is read above");
        let n = staked[p];
        if rank(s, c) > rank(s, theirs) {
            t.pay(banker, p, n);
            winners += 1;
            said.push(format!("{}'s {c} wins {n}", at.name(p)));
        } else if rank(s, c) == rank(s, theirs) {
            t.pay(p, banker, n);
            said.push(format!("{}'s {c} ties and pays {n}", at.name(p)));
        } else {
            t.pay(p, banker, n);
            said.push(format!("{}'s {c} pays {n}", at.name(p)));
        }
    }
    let mut note = format!("{} banks with {theirs}", at.name(banker));
    match said.is_empty() {
        true => note.push_str("; nobody bet."),
        false => note.push_str(&format!(": {}.", said.join(", "))),
    }
    let lost_all_round = !punters.is_empty() && winners == punters.len();
    let passes = !matches!(
        (s.bank_passes, s.form),
        (Passes::ByForm, Form::DutchBank) | (Passes::Never, _)
    );
    if lost_all_round && passes {
        bank.passes = true;
        let next = bank::next_left(&at.seated, banker);
        note.push_str(&format!(
            " {} loses all round: the bank passes to {}.",
            at.name(banker),
            at.name(next)
        ));
    }
    Ok(t.with_note(note))
}

const SETTINGS: &[Setting] = &[
    Setting {
        name: "form",
        values: &["\"hookey\"", "\"three_packets\"", "\"dutch_bank\""],
        default: "\"hookey\"",
        about: "the 1909 book's first way, each punter cutting his own packet (seed 000 L1133–1147); its second, three packets and the company staking on two (L1149–1156); or the 1927 Dutch bank, a packet for each active player and one pushed to the banker (seed 001 L14750–14768)",
    },
    Setting {
        name: "ace",
        values: &["\"high\"", "\"low\""],
        default: "\"high\"",
        about: "[AMBIG] the 1909 book gives no rank of the cards (seed 000 L1143–1145); the 1927 ranks \"from the A, K, Q, down to the deuce\" (seed 001 L14740–14741); or the ace low, as in cutting for deal",
    },
    Setting {
        name: "bank_passes",
        values: &["\"by_form\"", "\"lost_all_round\"", "\"never\""],
        default: "\"by_form\"",
        about: "[GAP] the deal ends \"when the dealer is a loser all round\" and the next player deals (seed 000 L1145–1147); the Dutch bank's banker is chosen by his offer and the book names no end to his bank (seed 001 L14735–14737): by the form, always on losing all round, or only when a deal names a new banker",
    },
    Setting {
        name: "limit",
        values: &["0", "10", "50", "100"],
        default: "0",
        about: "[GAP] \"The banker must accept all bets made within the limit\" (seed 001 L14746–14747), a limit the book leaves to the table: the most one bet may be, 0 for none",
    },
];

const DEAL: &[Field] = &[
    Field {
        name: "banker",
        label: "Who held the bank",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Leave blank when the bank stayed, or passed on as the book says.",
    },
    Field {
        name: "banker_card",
        label: "The banker's card",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: false,
        help: "The card his packet showed, as 9H (rank then suit).",
    },
    Field {
        name: "stakes",
        label: "What each punter staked",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: false,
        help: "In counters; leave blank for the banker and anyone who did not bet.",
    },
    Field {
        name: "cards",
        label: "The card each punter's own packet showed",
        kind: FieldKind::Text { max_len: 4 },
        per_side: true,
        optional: true,
        help: "When each punter cut his own packet (the first way); leave blank otherwise.",
    },
    Field {
        name: "packets",
        label: "The cards the packets showed, in order",
        kind: FieldKind::Text { max_len: 60 },
        per_side: false,
        optional: true,
        help: "With three packets or at Dutch bank: the first packet's card first, as 7H KD.",
    },
    Field {
        name: "packet",
        label: "Which packet each punter bet on",
        kind: FieldKind::Number { min: 0, max: 12 },
        per_side: true,
        optional: true,
        help: "1 for the first packet named above, 2 for the next; blank for no bet.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "blind-hookey",
    name: "Blind hookey and Dutch bank: the packets' cards against the banker's, ties to the bank",
    sources: "seed 000 L1130–1156; seed 001 L14730–14768",
    doc: "docs/laws/blind-hookey.md",
    settings: SETTINGS,
    score: |s| school::score::<BlindHookey>(s),
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<BlindHookey>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const LAWS: &[Law] = &[LAW];

#[cfg(test)]
#[path = "blind_hookey_tests.rs"]
mod tests;
