//! Panguingue (seed 001 L11707–11924): eight packs without eights, nines and tens (five in some
//! places, L11710–11712), ten cards each, any number playing. Its "conditions" are each worth a
//! chip from each other player (L11773–11787):
//!
//! - three valle cards (treys, fives, sevens, L11753–11755) of one rank and different suits: 1;
//! - three valle cards of one rank and one suit: 2, spades 4 [INFER from "three spade sevens
//!   which are worth four chips", L11889–11890];
//! - three non-valle cards of one rank and one suit, or ace-deuce-trey, or king-queen-jack of a
//!   suit: 1, spades 2.
//!
//! The first to show eleven cards in combinations collects a chip from each player for the game
//! and the value of all the conditions he shows again (L11879–11882). A player whose spread or
//! hand is foul forfeits his collections and pays to the end of the deal (L11904–11921).
//!
//! A deal is entered at its end: each player's conditions, as the spreads he shows (`spreads`,
//! `"7S 7S 7S; 3H 3C 3D"`) or the chips they were worth from each other player (`conditions`).
//! A spread longer than three is valued by the condition its cards make; the book's collecting
//! again on cards added to a condition (L11855–11871) and a player's limit to the chips he holds
//! (L11884–11898) are not kept.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::poker::hands::Card;
use super::super::registry::{self, Law, Setting, Table};
use super::{check_pack, parse_hand, per_player};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decks {
    /// Eight packs (L11710).
    #[default]
    Eight,
    /// "In some localities as few as five decks are used" (L11711–11712).
    Five,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub decks: Decks,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who showed eleven cards first; `null` when nobody did.
    #[serde(default)]
    winner: Option<usize>,
    /// Each player's spreads, `;` between them.
    #[serde(default)]
    spreads: Option<Vec<Option<String>>>,
    /// Or the chips each one's conditions were worth from each other player, typed.
    #[serde(default)]
    conditions: Option<Vec<Option<i64>>>,
    /// Whose hand or spread was called foul.
    #[serde(default)]
    foul: Option<Vec<Option<bool>>>,
}

const SPADES: u8 = 0;
const ACE: u8 = 14;

fn valle(rank: u8) -> bool {
    matches!(rank, 3 | 5 | 7)
}

/// A rank's place in the pack's order, ace low and the seven next to the jack (the eights,
/// nines and tens being out): A 2 3 4 5 6 7 J Q K.
fn place(rank: u8) -> u8 {
    match rank {
        ACE => 1,
        r if r > 10 => r - 3,
        r => r,
    }
}

/// The chips one spread is worth from each other player, or why it is no combination.
pub fn spread_value(cards: &[Card]) -> Result<i64, String> {
    if cards.len() < 3 {
        return Err("a spread is three cards or more".to_owned());
    }
    let rank = cards[0].rank;
    let suit = cards[0].suit;
    let spade = |v: i64| if suit == SPADES { 2 * v } else { v };
    if cards.iter().all(|c| c.rank == rank) {
        if cards.iter().all(|c| c.suit == suit) {
            return Ok(spade(if valle(rank) { 2 } else { 1 }));
        }
        // Aces and kings go together regardless of suit (L11742–11743, L11843–11845).
        if rank == ACE || rank == 13 {
            return Ok(0);
        }
        let mut suits: Vec<u8> = cards.iter().map(|c| c.suit).collect();
        suits.sort_unstable();
        suits.dedup();
        if suits.len() == cards.len() || suits.len() >= 3 && cards.len() > 3 {
            return Ok(if valle(rank) { 1 } else { 0 });
        }
        return Err(
            "cards of one rank must be all of one suit or of different suits (L11918–11921)"
                .to_owned(),
        );
    }
    if cards.iter().all(|c| c.suit == suit) {
        let mut places: Vec<u8> = cards.iter().map(|c| place(c.rank)).collect();
        places.sort_unstable();
        if places.windows(2).all(|w| w[1] == w[0] + 1) {
            let low = places[0];
            let high = places[places.len() - 1];
            let mut v = 0;
            if low == 1 && high >= 3 {
                v += 1;
            }
            if high == 10 && low <= 8 {
                v += 1;
            }
            return Ok(spade(v));
        }
    }
    Err("not a combination: three or more of a rank, or a sequence in one suit".to_owned())
}

pub struct Panguingue;

impl Game for Panguingue {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=16;
    const WHOM: &'static str = "two to sixteen players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=16;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let n = at.names.len();
        let typed = per_player(at, "conditions", &d.conditions)?;
        let written = per_player(at, "spreads", &d.spreads)?;
        let foul = per_player(at, "foul", &d.foul)?;
        let mut hands = Vec::new();
        let mut value = vec![0; n];
        for p in 0..n {
            let field = format!("{}[{p}]", at.field("spreads"));
            let from_cards = match &written[p] {
                None => None,
                Some(text) => {
                    let mut total = 0;
                    for spread in text.split(';').filter(|w| !w.trim().is_empty()) {
                        let cards = parse_hand(&field, spread, false)?;
                        if let Some(c) = cards.iter().find(|c| (8..=10).contains(&c.rank)) {
                            return Err(LawError::new(
                                &field,
                                format!("{c}: the pack has no eights, nines or tens"),
                            ));
                        }
                        total += spread_value(&cards).map_err(|why| {
                            LawError::new(&field, format!("\"{}\": {why}", spread.trim()))
                        })?;
                        hands.push((field.clone(), cards));
                    }
                    Some(total)
                }
            };
            value[p] = match (typed[p], from_cards) {
                (Some(t), _) if !(0..=1000).contains(&t) => {
                    return Err(LawError::new(
                        format!("{}[{p}]", at.field("conditions")),
                        format!("{t} is not a number of chips (0 to 1000)"),
                    ));
                }
                // A table's form sends a blank beside written spreads as nought.
                (Some(0), Some(c)) => c,
                (Some(t), Some(c)) if t != c => {
                    return Err(LawError::new(
                        format!("{}[{p}]", at.field("conditions")),
                        format!("{t} typed, but the spreads are worth {c}"),
                    ));
                }
                (t, c) => t.or(c).unwrap_or(0),
            };
        }
        let packs = match s.decks {
            Decks::Eight => 8,
            Decks::Five => 5,
        };
        check_pack(&hands, packs, 0)?;
        let fouled: Vec<usize> = (0..n).filter(|&p| foul[p] == Some(true)).collect();
        let mut t = at.transfers();
        let mut notes = Vec::new();
        let winner = d.winner.map(|w| at.player("winner", w)).transpose()?;
        if let Some(w) = winner
            && fouled.contains(&w)
        {
            return Err(at.refuse(
                "winner",
                format!("{}'s hand was foul, so cannot win", at.name(w)),
            ));
        }
        for &p in &at.seated {
            if fouled.contains(&p) {
                if value[p] > 0 {
                    notes.push(format!(
                        "{} is foul: his conditions ({}) are repaid.",
                        at.name(p),
                        value[p]
                    ));
                }
                continue;
            }
            let mut each = value[p];
            let mut said = Vec::new();
            if each > 0 {
                said.push(format!("conditions {}", value[p]));
            }
            if winner == Some(p) {
                each += 1 + value[p];
                said.push(format!("the game 1 and his conditions again {}", value[p]));
            }
            if each > 0 {
                t.each_pays(&at.others(p), p, each);
                notes.push(format!(
                    "{} collects {each} from each: {}.",
                    at.name(p),
                    said.join(", ")
                ));
            }
        }
        if winner.is_none() {
            notes.push("Nobody showed eleven cards.".to_owned());
        }
        Ok(t.with_note(notes.join(" ")))
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec!["Panguingue: each condition a chip from each other player (spades double, three valle of a suit two); the game a chip from each and the winner's conditions again.".to_owned()]
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Who showed eleven cards first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "blank if nobody went out",
    },
    Field {
        name: "spreads",
        label: "The conditions each player showed",
        kind: FieldKind::Text { max_len: 120 },
        per_side: true,
        optional: true,
        help: "each spread's cards, a semicolon between spreads: 7S 7S 7S; 3H 3C 3D",
    },
    Field {
        name: "conditions",
        label: "Or the chips each one's conditions were worth",
        kind: FieldKind::Number { min: 0, max: 1000 },
        per_side: true,
        optional: true,
        help: "from each other player, when the spreads are not written above",
    },
    Field {
        name: "foul",
        label: "Whose hand or spread was called foul",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "he forfeits his collections and pays the others",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "panguingue",
    name: "Panguingue: conditions paid in chips, the game one more",
    sources: "seed 001 L11707–11924",
    doc: "docs/laws/panguingue.md",
    settings: &[Setting {
        name: "decks",
        values: &["\"eight\"", "\"five\""],
        default: "\"eight\"",
        about: "eight packs without the eights, nines and tens, \"in some localities as few as five\" (L11710–11712)",
    }],
    score: school::score::<Panguingue>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 16,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Panguingue>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
