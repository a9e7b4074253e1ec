//! Snip-Snap-Snorum (seed 003 L4616–4840): each player starts a game with five counters of his
//! own; a card of the rank just played by the player on his right must be played on it, and the
//! player paired pays the pool one for Snip, two for Snap, three for Snorum (L4670–4700); a
//! player without counters is out, and the last holding any takes the pool (L4658–4664,
//! L4727–4735). The forms of L4770–4819: the whole pack dealt, and that with unlimited counters,
//! the first out taking the pool every deal; Turn-up Snip (L4821–4838) as a setting.
//!
//! The penalties may be typed, or worked out from the cards played (`play`, the five-card game):
//! the book's rule that a pairing counts only on the card just before it (L4701–4716) is all the
//! count needs.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::cribbage::cards::parse_cards;
use super::super::ledger::school::{self, At, Game};
use super::super::ledger::{Ledger, Transfers};
use super::super::nap::dealer;
use super::super::pad::{Asks, Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{OUT, counts, player};

const POOL: &str = "pool";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    /// Five cards each a deal, five counters each a game (L4646–4735).
    #[default]
    FiveCards,
    /// The whole pack dealt, the leader playing on until he is paired (L4770–4800).
    WholePack,
    /// The whole pack, unlimited counters, the first out taking the pool each deal (L4802–4811).
    Unlimited,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnUp {
    /// No card turned (the game as first described).
    #[default]
    None,
    /// The dealer pays the Snip when the first player matches the turned card (L4821–4826).
    DealerPays,
    /// "A much better way": the pool pays it, one counter (L4826–4829).
    PoolPays,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Failure {
    /// "A double penalty": twice what his pairing would have cost the player paired (the
    /// likeliest reading of L4755–4760).
    #[default]
    TwiceTheCall,
    /// Twice a Snip, two counters, whatever the call.
    TwoCounters,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    /// Each player's stock of counters at the start of a game: five (L4658).
    pub stock: i64,
    pub turn_up: TurnUp,
    pub failure: Failure,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::default(),
            stock: 5,
            turn_up: TurnUp::default(),
            failure: Failure::default(),
        }
    }
}

/// A failure to pair when able (L4755–4760): who failed, and the call he owed.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Failed {
    pub player: usize,
    /// "snip", "snap" or "snorum".
    pub call: String,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The cards in the order played, from the leader round the table (the five-card game).
    #[serde(default)]
    pub play: Option<String>,
    /// Times each was snipped (one counter each), snapped (two) and snorumed (three).
    #[serde(default)]
    pub snipped: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub snapped: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub snorumed: Option<Vec<Option<i64>>>,
    /// Failures to pair when able, each paid as the `failure` setting says.
    #[serde(default)]
    pub failed: Option<Vec<Failed>>,
    /// Counters each was fined to the pool, typed (a failure to pair, counted at the table).
    #[serde(default)]
    pub fined: Option<Vec<Option<i64>>>,
    /// Who matched the turned-up card with the first card played (Turn-up Snip).
    #[serde(default)]
    pub turn_up_snip: Option<usize>,
    /// The unlimited form: who got rid of his cards first and takes the pool.
    #[serde(default)]
    pub out: Option<usize>,
}

/// The game in progress: each player's counters left, by his number; empty between games.
#[derive(Default)]
pub struct Carry {
    left: Vec<Option<i64>>,
    names: Vec<String>,
    games: usize,
}

pub struct Snip;

/// The pairings of a run of cards played in turn, each (the player paired, the call 1–3): a
/// card of the rank of the card just before it pairs it, one more step each time (L4670–4716).
pub fn pairings(ranks: &[u8], players: &[usize]) -> Vec<(usize, i64)> {
    let mut out = Vec::new();
    let mut level = 0;
    for i in 1..ranks.len() {
        if ranks[i] == ranks[i - 1] {
            level += 1;
            out.push((players[i - 1], level));
        } else {
            level = 0;
        }
    }
    out
}

impl Snip {
    /// Works out who played each card of `play`: in turn round the players still in the game,
    /// from the one on the dealer's left; one who loses his last counter drops out at once.
    fn from_cards(
        s: &Settings,
        at: &At<'_>,
        c: &Carry,
        text: &str,
    ) -> Result<Vec<(usize, i64)>, LawError> {
        let field = at.field("play");
        if s.form != Form::FiveCards {
            return Err(LawError::new(
                field,
                "the cards played are worked out in the five-card game only: type the Snips, Snaps and Snorums",
            ));
        }
        let cards = parse_cards(&field, text)?;
        for (i, card) in cards.iter().enumerate() {
            if cards[..i].contains(card) {
                return Err(LawError::new(field, format!("{card} is played twice")));
            }
        }
        let dealt_by = dealer(at);
        let n = at.names.len();
        let mut ring: Vec<usize> = (1..=n)
            .map(|k| (dealt_by + k) % n)
            .filter(|p| at.seated.contains(p) && c.left.get(*p).copied().flatten() > Some(0))
            .collect();
        if cards.len() > ring.len() * 5 {
            return Err(LawError::new(
                field,
                format!(
                    "{} cards, but five each to {} players is {}",
                    cards.len(),
                    ring.len(),
                    ring.len() * 5
                ),
            ));
        }
        let mut left: Vec<i64> = c.left.iter().map(|v| v.unwrap_or(0)).collect();
        let mut paid = Vec::new();
        let (mut turn, mut level) = (0, 0);
        let mut last: Option<(usize, u8)> = None;
        for card in cards {
            if ring.is_empty() {
                break;
            }
            turn %= ring.len();
            let p = ring[turn];
            match last {
                Some((q, rank)) if rank == card.rank => {
                    level += 1;
                    paid.push((q, level));
                    left[q] -= level.min(left[q]);
                }
                _ => level = 0,
            }
            last = Some((p, card.rank));
            turn += 1;
            // One out of counters leaves the ring before the next card (L4727–4731).
            if let Some(k) = ring.iter().position(|&q| left[q] == 0) {
                ring.remove(k);
                if k < turn {
                    turn -= 1;
                }
            }
        }
        Ok(paid)
    }
}

fn call_level(at: &At<'_>, i: usize, call: &str) -> Result<i64, LawError> {
    match call {
        "snip" => Ok(1),
        "snap" => Ok(2),
        "snorum" => Ok(3),
        other => Err(LawError::new(
            format!("{}[{i}].call", at.field("failed")),
            format!("{other:?} is not a call: snip, snap or snorum"),
        )),
    }
}

impl Game for Snip {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, c: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        if !(1..=50).contains(&s.stock) {
            return Err(LawError::new("settings.stock", "from 1 to 50"));
        }
        let limited = s.form != Form::Unlimited;
        if limited && c.left.iter().all(Option::is_none) {
            c.left = vec![None; at.names.len()];
            for &p in &at.seated {
                c.left[p] = Some(s.stock);
            }
            c.games += 1;
        }
        c.left.resize(at.names.len(), None);
        c.names = at.names.to_vec();
        let in_game = |left: &[Option<i64>], p: usize| !limited || left[p].is_some_and(|v| v > 0);
        let mut t = at.transfers();
        let mut notes = Vec::new();
        // Every payment to the pool, in the order made: (payer, counters, why).
        let mut owed: Vec<(usize, i64, String)> = Vec::new();
        let typed = [
            ("snipped", &d.snipped, 1, "snipped"),
            ("snapped", &d.snapped, 2, "snapped"),
            ("snorumed", &d.snorumed, 3, "snorumed"),
        ];
        if let Some(text) = &d.play {
            if typed.iter().any(|(_, v, _, _)| v.is_some()) {
                return Err(at.refuse(
                    "play",
                    "give the cards played or the Snips, Snaps and Snorums, not both",
                ));
            }
            for (p, level) in Snip::from_cards(s, at, c, text)? {
                owed.push((
                    p,
                    level,
                    ["", "Snip", "Snap", "Snorum"][level as usize].into(),
                ));
            }
        }
        for (key, list, level, word) in typed {
            let times = counts(at, key, list, 13)?;
            for &p in &at.seated {
                if times[p] > 0 && !in_game(&c.left, p) {
                    return Err(at.refuse(key, format!("{} is out of this game", at.name(p))));
                }
                for _ in 0..times[p] {
                    owed.push((p, level, word.into()));
                }
            }
        }
        for (i, f) in d.failed.iter().flatten().enumerate() {
            let key = format!("failed[{i}].player");
            let p = at.player(&key, f.player)?;
            let level = call_level(at, i, &f.call)?;
            let fine = match s.failure {
                Failure::TwiceTheCall => 2 * level,
                Failure::TwoCounters => 2,
            };
            owed.push((p, fine, format!("failed to {}", f.call)));
        }
        let fined = counts(at, "fined", &d.fined, 100)?;
        for &p in &at.seated {
            if fined[p] > 0 {
                owed.push((p, fined[p], "fined".into()));
            }
        }
        if let Some(p) = player(at, "turn_up_snip", d.turn_up_snip)? {
            match s.turn_up {
                TurnUp::None => {
                    return Err(at.refuse("turn_up_snip", "no card is turned up in this game"));
                }
                TurnUp::DealerPays => owed.push((dealer(at), 1, "pays the turn-up Snip".into())),
                TurnUp::PoolPays => {
                    let pool = at.ledger.pool(POOL);
                    if pool > 0 {
                        t.out_of_pool(p, POOL, 1);
                        if let Some(v) = c.left[p].as_mut() {
                            *v += 1;
                        }
                        notes.push(format!(
                            "{} snips the turn-up: one from the pool",
                            at.name(p)
                        ));
                    }
                }
            }
        }
        for (p, n, why) in owed {
            if !in_game(&c.left, p) {
                continue;
            }
            // He pays what he has; with none left he is out (L4727–4731).
            let n = match c.left[p].as_mut().filter(|_| limited) {
                Some(v) => {
                    let n = n.min(*v);
                    *v -= n;
                    n
                }
                None => n,
            };
            t.into_pool(p, POOL, n);
            notes.push(format!("{} {why}: {n}", at.name(p)));
        }
        let pool = at.ledger.pool(POOL) + t.pool_changes().get(POOL).copied().unwrap_or(0);
        if !limited {
            let out = at.player(
                "out",
                d.out
                    .ok_or_else(|| at.refuse("out", "needed: who got rid of his cards first"))?,
            )?;
            t.out_of_pool(out, POOL, pool);
            notes.push(format!(
                "{} out first: takes the pool, {pool}",
                at.name(out)
            ));
        } else {
            if d.out.is_some() {
                return Err(at.refuse(
                    "out",
                    "the last to hold counters takes the pool, not the first out",
                ));
            }
            let still: Vec<usize> = (0..at.names.len())
                .filter(|&p| c.left[p].is_some_and(|v| v > 0))
                .collect();
            if still.len() <= 1 {
                if let Some(&w) = still.first() {
                    t.out_of_pool(w, POOL, pool);
                    notes.push(format!(
                        "game {} over: {} holds out longest and takes the pool, {pool}",
                        c.games,
                        at.name(w)
                    ));
                }
                c.left.iter_mut().for_each(|v| *v = None);
            }
        }
        if notes.is_empty() {
            notes.push("nobody paired".into());
        }
        Ok(t.with_note(notes.join("; ") + "."))
    }

    fn notes(s: &Settings) -> Vec<String> {
        vec![match s.form {
            Form::Unlimited => "Snip-Snap-Snorum, unlimited: Snip pays the pool one, Snap two, Snorum three; the first out takes the pool.".into(),
            _ => format!(
                "Snip-Snap-Snorum: {} counters each a game; Snip pays the pool one, Snap two, Snorum three; one with none left is out, and the last holding any takes the pool.",
                s.stock
            ),
        }]
    }

    fn asks(s: &Settings) -> Asks {
        let mut not_asked = Vec::new();
        if s.form != Form::Unlimited {
            not_asked.push("out");
        }
        if s.form != Form::FiveCards {
            not_asked.push("play");
        }
        if s.turn_up == TurnUp::None {
            not_asked.push("turn_up_snip");
        }
        Asks {
            not_asked,
            ..Asks::default()
        }
    }

    /// The deal passes to the left (seed 003 L4720–4723): the deal form says who deals, and
    /// the cards played are counted from the player on his left.
    fn dealer(_: &Settings, present: &[usize], index: usize) -> Option<usize> {
        school::dealer_seat(present, None, 0, index)
    }

    fn next(s: &Settings, c: &Carry, _: &Ledger) -> Option<String> {
        if s.form == Form::Unlimited || c.left.iter().all(Option::is_none) {
            return None;
        }
        let held: Vec<String> = c
            .left
            .iter()
            .zip(&c.names)
            .filter_map(|(v, name)| match v {
                Some(0) => Some(format!("{name} out")),
                Some(v) => Some(format!("{name} {v}")),
                None => None,
            })
            .collect();
        Some(format!(
            "Game {}: counters left — {}.",
            c.games,
            held.join(", ")
        ))
    }
}

const DEAL: &[Field] = &[
    Field {
        name: "play",
        label: "The cards played, in order, from the player on the dealer's left (or leave blank and count below)",
        kind: FieldKind::Text { max_len: 200 },
        per_side: false,
        optional: true,
        help: "e.g. 9S 9H 9D 9C 5S …; each pairing of the card just before is counted",
    },
    Field {
        name: "snipped",
        label: "How many times was each snipped (one counter each)?",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: true,
        help: "his card paired by the next player",
    },
    Field {
        name: "snapped",
        label: "How many times was each snapped (two counters each)?",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: true,
        help: "",
    },
    Field {
        name: "snorumed",
        label: "How many times was each snorumed (three counters each)?",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: true,
        help: "",
    },
    Field {
        name: "fined",
        label: "Counters each was fined for failing to pair",
        kind: FieldKind::Number { min: 0, max: 100 },
        per_side: true,
        optional: true,
        help: "a double penalty to the pool",
    },
    Field {
        name: "turn_up_snip",
        label: "Who matched the turned-up card?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        label: "Who got rid of his cards first?",
        help: "he takes the pool",
        ..OUT
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "snip-snap-snorum",
    name: "Snip-Snap-Snorum: five counters each, the last in takes the pool",
    sources: "seed 003 L4616–4840",
    doc: "docs/laws/snip-snap-snorum.md",
    settings: &[
        Setting {
            name: "form",
            values: &["\"five-cards\"", "\"whole-pack\"", "\"unlimited\""],
            default: "\"five-cards\"",
            about: "five cards a deal (seed 003 L4646–4735); the whole pack dealt (L4770–4800); unlimited counters, the first out taking the pool (L4802–4811)",
        },
        Setting {
            name: "stock",
            values: &["5", "3", "10"],
            default: "5",
            about: "each player's stock of counters at the start of a game: five (seed 003 L4658)",
        },
        Setting {
            name: "turn_up",
            values: &["\"none\"", "\"dealer-pays\"", "\"pool-pays\""],
            default: "\"none\"",
            about: "Turn-up Snip: the dealer pays the first Snip, or (\"a much better way\") the pool pays it (seed 003 L4821–4829)",
        },
        Setting {
            name: "failure",
            values: &["\"twice-the-call\"", "\"two-counters\""],
            default: "\"twice-the-call\"",
            about: "\"a double penalty to the pool\" for failing to pair (seed 003 L4755–4760): twice the call he owed, or twice a Snip",
        },
    ],
    score: school::score::<Snip>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Snip>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
