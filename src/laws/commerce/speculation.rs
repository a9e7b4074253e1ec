//! Speculation (seed 003 L4001–4140): the dealer pays two into the pool and each other player
//! one (L4033–4035); the holder of the highest trump when all the cards are shown takes it
//! (L4071–4075); a turn-up ace, king, queen or knave ends the deal at once for its holder
//! (L4078–4090). Cards are sold between the players at any price (L4038–4105): a payment from
//! the buyer to the seller. A player looking at a card out of turn pays a penalty into the pool
//! and cannot take it: it carries (L4107–4112). The variations (L4115–4136): the turn-up
//! belonging to the pool, a spare hand, and a penalty for a knave or five turned up.
//!
//! The winner is typed (`winner`, or `pool_carries`) or found from the cards each held at the
//! end (`cards`, with the `turn_up` and a `spare` hand); given both, they must agree.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::nap::{dealer, per_player};
use super::super::pad::{Asks, Field, FieldKind, Sides};
use super::super::poker::hands::{Card, parse_cards};
use super::super::registry::{self, Law, Setting, Table};
use super::{POOL, names, players, pool_now};

const JACK: u8 = 11;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// Counters a stake: the dealer pays two, each other one (L4033–4035).
    pub stake: i64,
    /// A turn-up ace, king, queen or knave passes the deal, its holder taking the pool: "it is
    /// usual" (L4078–4084).
    pub honour_passes: bool,
    /// The penalty for looking at a card out of turn, "a penalty" of no stated size (L4107–4112).
    pub penalty: i64,
    /// The turn-up belongs to the pool and is not sold; if it wins, the pool carries
    /// (L4115–4122).
    pub turn_up_to_pool: bool,
    /// A spare hand is dealt; if it holds the winning card, the pool carries (L4124–4130).
    pub spare_hand: bool,
    /// What the owner of a knave or five turned up pays into the pool; 0, not played
    /// (L4132–4136).
    pub knave_five: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            stake: 1,
            honour_passes: true,
            penalty: 1,
            turn_up_to_pool: false,
            spare_hand: false,
            knave_five: 0,
        }
    }
}

/// A card sold: the buyer pays the seller the price agreed.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sale {
    pub seller: usize,
    pub buyer: usize,
    pub price: i64,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub winner: Option<usize>,
    /// Nobody takes the pool: the turn-up (when it is the pool's), the spare hand or a winner who
    /// looked out of turn held the best trump.
    #[serde(default)]
    pub pool_carries: Option<bool>,
    #[serde(default)]
    pub turn_up: Option<String>,
    /// The cards each held when all were shown, those bought included.
    #[serde(default)]
    pub cards: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub spare: Option<String>,
    #[serde(default)]
    pub sales: Option<Vec<Sale>>,
    /// What each received (+) or paid (−) for cards sold, net; they sum to nothing.
    #[serde(default)]
    pub sold: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub looked: Option<serde_json::Value>,
    /// Knaves and fives each owned when turned up.
    #[serde(default)]
    pub knaves_fives: Option<Vec<Option<i64>>>,
}

pub struct Speculation;

/// Who takes the pool: a player, or nobody (it carries).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Taker {
    Player(usize),
    Pool,
}

/// The winner found from the cards shown.
fn from_cards(s: &Settings, at: &At<'_>, d: &Deal, dealt_by: usize) -> Result<Taker, LawError> {
    let list = d.cards.as_ref().expect("called with cards");
    let field = at.field("turn_up");
    let text = d.turn_up.as_deref().ok_or_else(|| {
        at.refuse(
            "turn_up",
            "needed with the cards: the card turned for trumps",
        )
    })?;
    let turn_up = match parse_cards(&field, text, false)?.as_slice() {
        [one] => *one,
        _ => return Err(at.refuse("turn_up", "one card")),
    };
    if list.len() != at.names.len() {
        return Err(at.refuse(
            "cards",
            format!("give one for each of the {} players", at.names.len()),
        ));
    }
    let mut seen = vec![turn_up];
    let mut holder = match s.turn_up_to_pool {
        true => Taker::Pool,
        false => Taker::Player(dealt_by),
    };
    let mut held: Vec<(Taker, Card)> = Vec::new();
    for (p, text) in list.iter().enumerate() {
        let Some(text) = text.as_deref().filter(|t| !t.trim().is_empty()) else {
            continue;
        };
        let field = format!("{}[{p}]", at.field("cards"));
        at.player(&field, p)
            .map_err(|e| LawError::new(field.clone(), e.message))?;
        for c in parse_cards(&field, text, false)? {
            if c == turn_up {
                if s.turn_up_to_pool {
                    return Err(LawError::new(
                        field,
                        "the turn-up is the pool's, never sold",
                    ));
                }
                holder = Taker::Player(p);
                continue;
            }
            if seen.contains(&c) {
                return Err(LawError::new(
                    field,
                    format!("{c} is shown twice: one pack"),
                ));
            }
            seen.push(c);
            held.push((Taker::Player(p), c));
        }
    }
    match (&d.spare, s.spare_hand) {
        (Some(_), false) => {
            return Err(at.refuse(
                "spare",
                "no spare hand is dealt (the setting \"spare_hand\")",
            ));
        }
        (Some(text), true) => {
            for c in parse_cards(&at.field("spare"), text, false)? {
                if seen.contains(&c) {
                    return Err(at.refuse("spare", format!("{c} is shown twice: one pack")));
                }
                seen.push(c);
                held.push((Taker::Pool, c));
            }
        }
        (None, _) => {}
    }
    if s.honour_passes && turn_up.rank >= JACK {
        return Ok(holder);
    }
    held.push((holder, turn_up));
    Ok(held
        .iter()
        .filter(|(_, c)| c.suit == turn_up.suit)
        .max_by_key(|(_, c)| c.rank)
        .map(|(t, _)| *t)
        .unwrap_or(holder))
}

impl Game for Speculation {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=16;
    const WHOM: &'static str = "two to sixteen players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=16;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        for (name, v, lo) in [
            ("stake", s.stake, 1),
            ("penalty", s.penalty, 0),
            ("knave_five", s.knave_five, 0),
        ] {
            if !(lo..=1_000).contains(&v) {
                return Err(LawError::new(
                    format!("settings.{name}"),
                    format!("{v} is not from {lo} to 1000"),
                ));
            }
        }
        let mut t = at.transfers();
        let dealt_by = dealer(at);
        let mut notes = vec![format!("{} deals", at.name(dealt_by))];
        for &p in &at.seated {
            t.into_pool(p, POOL, s.stake);
        }
        t.into_pool(dealt_by, POOL, s.stake);

        for (i, sale) in d.sales.iter().flatten().enumerate() {
            let key = format!("sales[{i}]");
            let seller = at.player(&format!("{key}.seller"), sale.seller)?;
            let buyer = at.player(&format!("{key}.buyer"), sale.buyer)?;
            if seller == buyer || !(0..=1_000_000).contains(&sale.price) {
                return Err(at.refuse(&key, "a sale is between two players, at 0 to 1000000"));
            }
            t.pay(buyer, seller, sale.price);
            notes.push(format!(
                "{} sells to {} for {}",
                at.name(seller),
                at.name(buyer),
                sale.price
            ));
        }
        let sold = per_player(at, "sold", &d.sold)?;
        if sold.iter().sum::<i64>() != 0 || sold.iter().any(|v| v.abs() > 1_000_000) {
            return Err(at.refuse(
                "sold",
                "what is received for cards sold is paid by the buyers: the amounts sum to nothing",
            ));
        }
        // Each one's net from sales goes through the first who paid; the sum is nothing.
        let mut paying = sold
            .iter()
            .enumerate()
            .filter(|(_, v)| **v < 0)
            .map(|(p, _)| p);
        if let Some(first) = paying.next() {
            for (p, &v) in sold.iter().enumerate() {
                if p != first {
                    t.pay(first, p, v);
                }
            }
        }

        let looked = players(at, "looked", &d.looked)?.unwrap_or_default();
        for &p in &looked {
            t.into_pool(p, POOL, s.penalty);
        }
        if !looked.is_empty() {
            notes.push(format!(
                "{} looked out of turn: {} each into the pool",
                names(at, &looked),
                s.penalty
            ));
        }
        let kf = per_player(at, "knaves_fives", &d.knaves_fives)?;
        for (p, &k) in kf.iter().enumerate() {
            if !(0..=8).contains(&k) || (k > 0 && s.knave_five == 0) {
                return Err(LawError::new(
                    format!("{}[{p}]", at.field("knaves_fives")),
                    match k > 0 && s.knave_five == 0 {
                        true => {
                            "no penalty for a knave or five (the setting \"knave_five\")".to_owned()
                        }
                        false => format!("{k} is not from 0 to 8"),
                    },
                ));
            }
            if k > 0 {
                t.into_pool(p, POOL, k * s.knave_five);
                notes.push(format!(
                    "{} pays {} for knaves and fives",
                    at.name(p),
                    k * s.knave_five
                ));
            }
        }

        let typed = match (d.winner, d.pool_carries) {
            (Some(_), Some(true)) => {
                return Err(at.refuse("pool_carries", "a winner was named"));
            }
            (Some(w), _) => Some(Taker::Player(at.player("winner", w)?)),
            (None, Some(true)) => Some(Taker::Pool),
            (None, _) => None,
        };
        let taker = match (&d.cards, typed) {
            (Some(_), typed) => {
                let found = from_cards(s, at, d, dealt_by)?;
                if typed.is_some_and(|t| t != found) {
                    return Err(at.refuse(
                        "winner",
                        match found {
                            Taker::Player(p) => {
                                format!("the cards give the pool to {}", at.name(p))
                            }
                            Taker::Pool => "the cards leave the pool to carry".to_owned(),
                        },
                    ));
                }
                found
            }
            (None, Some(t)) => t,
            (None, None) => {
                return Err(at.refuse("winner", "needed: who held the highest trump"));
            }
        };
        let pool = pool_now(at, &t);
        match taker {
            Taker::Player(w) if looked.contains(&w) => notes.push(format!(
                "{} held the best trump but looked out of turn: the pool of {pool} carries",
                at.name(w)
            )),
            Taker::Player(w) => {
                t.out_of_pool(w, POOL, pool);
                notes.push(format!(
                    "{} holds the best trump: takes the pool of {pool}",
                    at.name(w)
                ));
            }
            Taker::Pool => notes.push(format!("the pool's card wins: the pool of {pool} carries")),
        }
        Ok(t.with_note(notes.join("; ") + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![format!(
            "The dealer pays {} into the pool, each other player {}; the highest trump takes it.",
            2 * s.stake,
            s.stake
        )]
    }

    fn asks(s: &Settings) -> Asks {
        let mut not_asked = Vec::new();
        if !s.spare_hand {
            not_asked.push("spare");
        }
        if s.knave_five == 0 {
            not_asked.push("knaves_fives");
        }
        Asks {
            not_asked,
            ..Asks::default()
        }
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Who held the highest trump at the end?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "he takes the pool; with an ace, king, queen or knave turned up, its holder",
    },
    Field {
        name: "pool_carries",
        label: "Nobody takes the pool: it carries to the next deal",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "the pool's own card won",
    },
    Field {
        name: "turn_up",
        label: "The card turned up for trumps",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: true,
        help: "as 9H; with the cards below, the law finds the winner",
    },
    Field {
        name: "cards",
        label: "The cards each held when all were shown",
        kind: FieldKind::Text { max_len: 80 },
        per_side: true,
        optional: true,
        help: "as KH 7S AD, those bought included",
    },
    Field {
        name: "spare",
        label: "The spare hand's cards",
        kind: FieldKind::Text { max_len: 20 },
        per_side: false,
        optional: true,
        help: "if it holds the winning card the pool carries",
    },
    Field {
        name: "sold",
        label: "What each received for cards sold (a buyer's payment below nothing)",
        kind: FieldKind::Number {
            min: -1_000_000,
            max: 1_000_000,
        },
        per_side: true,
        optional: true,
        help: "the amounts sum to nothing",
    },
    Field {
        name: "looked",
        label: "Who looked at a card out of turn?",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "pays the penalty into the pool and cannot take it",
    },
    Field {
        name: "knaves_fives",
        label: "How many knaves and fives did each own when turned up?",
        kind: FieldKind::Number { min: 0, max: 8 },
        per_side: true,
        optional: true,
        help: "the penalty for each, into the pool",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "speculation",
    name: "Speculation: the pool to the highest trump, cards sold",
    sources: "seed 003 L4001–4140",
    doc: "docs/laws/speculation.md",
    settings: &[
        Setting {
            name: "stake",
            values: &["1", "2", "3", "4", "5", "6", "10", "12"],
            default: "1",
            about: "counters a stake: the dealer pays two coins or counters, each other player one (seed 003 L4033–4035)",
        },
        Setting {
            name: "honour_passes",
            values: &["true", "false"],
            default: "true",
            about: "an ace, king, queen or knave turned up: \"it is usual for the deal to pass\", its holder taking the pool (seed 003 L4078–4090)",
        },
        Setting {
            name: "penalty",
            values: &["1", "2", "3", "0"],
            default: "1",
            about: "[GAP] looking at a card out of turn pays \"a penalty into the pool\" of no stated size (seed 003 L4107–4112)",
        },
        Setting {
            name: "turn_up_to_pool",
            values: &["false", "true"],
            default: "false",
            about: "\"sometimes agreed\": the turn-up belongs to the pool and, if it wins, the pool carries (seed 003 L4115–4122)",
        },
        Setting {
            name: "spare_hand",
            values: &["false", "true"],
            default: "false",
            about: "a spare hand dealt: if it holds the winning card the pool carries (seed 003 L4124–4130)",
        },
        Setting {
            name: "knave_five",
            values: &["0", "1", "2"],
            default: "0",
            about: "[GAP] a penalty of no stated size, paid into the pool by the owner of a knave or five turned up (seed 003 L4132–4136); 0 not played",
        },
    ],
    score: school::score::<Speculation>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 16,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Speculation>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
