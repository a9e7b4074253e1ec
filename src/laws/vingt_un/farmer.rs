//! Farmer (seed 001 L14455–14489): forty-five cards (the four eights and the sixes of diamonds,
//! clubs and spades out), the courts ten and the aces one. Each player puts a chip into the
//! farm, which is sold to the highest bidder: he puts his bid into it and deals as farmer. Each
//! punter is dealt a card and draws at least one more, aiming at sixteen. Exactly sixteen wins
//! the farm (between two, the six of hearts, then the fewer cards, then the eldest hand); until
//! then the farmer keeps it deal after deal. Whatever becomes of the farm, each player over
//! pays the farmer a chip for each point over sixteen, and the one nearest sixteen below it
//! receives a chip from each of the others. A farm won, a new one is formed and sold.
//!
//! The farm is the ledger's pool `farm`; the farmer deals and holds no hand [INFER: the book
//! deals "one card … to each player" and has the over-drawn pay "dealer"].

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Field, FieldKind, Sides};
use super::super::poker::hands::{ACE, Card};
use super::super::registry::{self, Law, Setting, Table};
use super::bank::{self, Hand, Rules, Ties};

pub const FARM: &str = "farm";
const SIXTEEN: u32 = 16;
/// The six of hearts (suits S H D C).
const SIX_OF_HEARTS: Card = Card { rank: 6, suit: 1 };

/// [INFER] Who pays the chip to the one nearest sixteen (L14482–14483: "each of the other
/// players").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NearestPaidBy {
    /// Every other player at the deal, the farmer too.
    #[default]
    Everyone,
    /// The other punters only.
    ThePunters,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub nearest_paid_by: NearestPaidBy,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who bought the farm, when it is sold at this deal.
    #[serde(default)]
    farmer: Option<usize>,
    /// What he bid for it, into the farm.
    #[serde(default)]
    bid: Option<i64>,
    /// Each player's cards; none for the farmer.
    #[serde(default)]
    cards: Vec<Option<String>>,
}

/// Farmer's pack and count, for the banking engine's card checks.
pub struct FarmerCount;

impl bank::Game for FarmerCount {
    type Settings = Settings;
    fn rules(_: &Settings) -> Rules {
        Rules {
            limit: SIXTEEN,
            ties: Ties::StandOff,
            exact_paid: 1,
            exact_takes: 1,
            both_exact: 0,
        }
    }
    fn in_pack(_: &Settings, c: Card) -> Result<(), String> {
        match (c.rank, c.suit) {
            (0, _) => Err("the pack has no joker".to_owned()),
            (8, _) => Err(format!("{c}: the four eights are out of the pack")),
            (6, 0 | 2 | 3) => Err(format!("{c}: only the six of hearts is in the pack")),
            _ => Ok(()),
        }
    }
    fn count(_: &Settings, cards: &[Card]) -> Hand {
        let points: u32 = cards
            .iter()
            .map(|c| match c.rank {
                ACE => 1,
                r if r >= 10 => 10,
                r => r as u32,
            })
            .sum();
        Hand {
            points,
            over: points > SIXTEEN,
            natural: None,
            cards: cards.len(),
        }
    }
    fn dealt(_: &Settings) -> usize {
        // One dealt, and "each must draw one card" (L14463–14464).
        2
    }
    fn divides(_: &Settings, _: &[Card]) -> Option<String> {
        Some("no pair is divided at farmer".to_owned())
    }
    fn doubles(_: &Settings) -> bool {
        false
    }
}

pub struct Farmer;

impl Game for Farmer {
    type Settings = Settings;
    type Deal = Deal;
    /// Who holds the farm.
    type Carry = Option<usize>;
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=20;
    const WHOM: &'static str = "three to twenty players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=20;

    fn deal(
        s: &Settings,
        at: &At<'_>,
        held: &mut Option<usize>,
        d: &Deal,
    ) -> Result<Transfers, LawError> {
        let n = at.names.len();
        let mut t = at.transfers();
        let mut words = Vec::new();
        // The farm is for sale when it is empty: at the start, or after it was won.
        let for_sale = at.ledger.pool(FARM) == 0;
        let farmer = match (for_sale, *held, d.farmer) {
            (true, _, None) => {
                return Err(at.refuse("farmer", "the farm is sold: say who bought it"));
            }
            (true, _, Some(f)) | (false, None, Some(f)) => at.player("farmer", f)?,
            (false, None, None) => {
                return Err(at.refuse("farmer", "say who holds the farm"));
            }
            (false, Some(f), None) => f,
            (false, Some(f), Some(g)) if f == g => f,
            (false, Some(f), Some(_)) => {
                return Err(at.refuse(
                    "farmer",
                    format!("{} holds the farm until someone makes sixteen", at.name(f)),
                ));
            }
        };
        if !at.seated.contains(&farmer) {
            return Err(at.refuse(
                "farmer",
                format!("{} holds the farm and is not at this deal", at.name(farmer)),
            ));
        }
        match (for_sale, d.bid) {
            (false, Some(_)) => {
                return Err(at.refuse("bid", "the farm is not for sale: it is held"));
            }
            (false, None) => {}
            (true, bid) => {
                let bid = bid.unwrap_or(0);
                if !(0..=bank::MOST_STAKE).contains(&bid) {
                    return Err(at.refuse(
                        "bid",
                        format!("{bid} is not from 0 to {} chips", bank::MOST_STAKE),
                    ));
                }
                for &p in &at.seated {
                    t.into_pool(p, FARM, 1);
                }
                t.into_pool(farmer, FARM, bid);
                words.push(format!(
                    "Each puts a chip into a new farm; {} buys it for {bid}",
                    at.name(farmer)
                ));
            }
        }
        *held = Some(farmer);
        if d.cards.len() > n {
            return Err(at.refuse(
                "cards",
                format!("{} entries for {n} players", d.cards.len()),
            ));
        }
        // The punters in order from the farmer's left: the eldest first.
        let order: Vec<usize> = (1..n)
            .map(|k| (farmer + k) % n)
            .filter(|p| at.seated.contains(p))
            .collect();
        let mut seen = Vec::new();
        let mut hands: Vec<(usize, Hand, bool)> = Vec::new();
        for p in 0..n {
            let text = d.cards.get(p).cloned().flatten().unwrap_or_default();
            let key = format!("cards[{p}]");
            let field = at.field(&key);
            if p == farmer || !at.seated.contains(&p) {
                if !text.trim().is_empty() {
                    return Err(LawError::new(
                        field,
                        match p == farmer {
                            true => format!("{} is the farmer and holds no hand", at.name(p)),
                            false => format!("{} does not play this deal", at.name(p)),
                        },
                    ));
                }
                continue;
            }
            if text.trim().is_empty() {
                return Err(LawError::new(field, format!("give {}'s cards", at.name(p))));
            }
            let cards = bank::read_cards::<FarmerCount>(s, &field, &text, &mut seen)?;
            bank::check_drawing::<FarmerCount>(s, &field, &cards, true)?;
            let h = <FarmerCount as bank::Game>::count(s, &cards);
            hands.push((p, h, cards.contains(&SIX_OF_HEARTS)));
        }
        // Ties: the six of hearts, then the fewer cards, then the eldest (L14468–14470).
        let best = |points: u32| {
            order
                .iter()
                .filter_map(|&p| hands.iter().find(|h| h.0 == p))
                .filter(|h| h.1.points == points && !h.1.over)
                .min_by_key(|h| (!h.2, h.1.cards))
                .map(|h| h.0)
        };
        let farm = at.ledger.pool(FARM) + t.pool_changes().get(FARM).copied().unwrap_or(0);
        match best(SIXTEEN) {
            Some(w) => {
                t.out_of_pool(w, FARM, farm);
                words.push(format!(
                    "{} makes sixteen and wins the farm, {farm}",
                    at.name(w)
                ));
                *held = None;
            }
            None => words.push(format!(
                "No one makes sixteen: {} keeps the farm, {farm}",
                at.name(farmer)
            )),
        }
        for &(p, h, _) in &hands {
            if h.over {
                let owe = i64::from(h.points - SIXTEEN);
                t.pay(p, farmer, owe);
                words.push(format!(
                    "{} is over with {}: pays the farmer {owe}",
                    at.name(p),
                    h.points
                ));
            }
        }
        let nearest = hands
            .iter()
            .filter(|h| !h.1.over && h.1.points < SIXTEEN)
            .map(|h| h.1.points)
            .max()
            .and_then(best);
        if let Some(w) = nearest {
            let payers: Vec<usize> = at
                .seated
                .iter()
                .copied()
                .filter(|&p| p != w)
                .filter(|&p| s.nearest_paid_by == NearestPaidBy::Everyone || p != farmer)
                .collect();
            t.each_pays(&payers, w, 1);
            words.push(format!(
                "{} is nearest sixteen: a chip from each of {}",
                at.name(w),
                payers.len()
            ));
        }
        Ok(t.with_note(format!("{}.", words.join("; "))))
    }

    fn notes(_: &Settings) -> Vec<String> {
        vec![
            "Farmer: sixteen exactly wins the farm; each over pays the farmer a chip a point; \
             the nearest below sixteen a chip from each."
                .to_owned(),
        ]
    }
}

pub fn score(input: &str) -> Result<String, LawError> {
    school::score::<Farmer>(input)
}

const DEAL: &[Field] = &[
    Field {
        name: "farmer",
        label: "Who bought the farm",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "only when the farm is sold, at the start or after it was won",
    },
    Field {
        name: "bid",
        label: "What he bid for it",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: false,
        optional: true,
        help: "in chips, put into the farm",
    },
    Field {
        name: "cards",
        label: "Each player's cards",
        kind: FieldKind::Text { max_len: 60 },
        per_side: true,
        optional: true,
        help: "rank then suit, as 6H 10S; the farmer's left blank",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "farmer",
    name: "Farmer: sixteen exactly wins the farm",
    sources: "seed 001 L14455–14489",
    doc: "docs/laws/farmer.md",
    settings: &[Setting {
        name: "nearest_paid_by",
        values: &["\"everyone\"", "\"the_punters\""],
        default: "\"everyone\"",
        about: "[INFER] \"the one nearest to 16 receives one chip from each of the other players\" (seed 001 L14482–14483): the farmer too, or the punters only",
    }],
    score,
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 20,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Farmer>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
