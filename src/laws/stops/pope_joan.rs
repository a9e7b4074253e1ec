//! Pope Joan: the board of eight compartments (or five), dressed each deal, its stakes taken by
//! the turn-up and by the cards played, and carried to the next deal when not won; the first out
//! takes Game and a counter a card from the others, the holder of an unplayed Pope exempt.
//!
//! Sources: seed 003 L4143–4473 (whist-1884-and-round-games.md §2.11); seed 000 L4486–4599
//! (hoyle-1909-a.md §2.13), whose closing round shares out what is left on the board.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::nap::dealer;
use super::super::pad::{Asks, Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{LEFT, OUT, counts, going_out, player};

/// The compartments, in the order the board is dressed: Pope 6, Matrimony 2, Intrigue 2, Ace,
/// King, Queen, Knave 1 each, and Game the rest (seed 003 L4189–4196; seed 000 L4504–4508).
const BOARD: [(&str, i64); 7] = [
    ("pope", 6),
    ("matrimony", 2),
    ("intrigue", 2),
    ("ace", 1),
    ("king", 1),
    ("queen", 1),
    ("knave", 1),
];
const GAME_POOL: &str = "game";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Code {
    /// The round-games book (seed 003): Pope also paid a counter a card.
    #[default]
    RoundGames,
    /// Hoyle 1909 (seed 000): the compartments only.
    #[serde(rename = "1909")]
    Hoyle1909,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dressing {
    /// The dealer dresses the board with fifteen (seed 000 L4504–4508; seed 003 L4197–4203).
    #[default]
    Dealer,
    /// Every player pays `each`, the dealer double (seed 003 L4183–4186).
    All,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub code: Code,
    pub dressing: Dressing,
    /// With `dressing` "all": what each player pays (the dealer twice as much).
    pub each: i64,
    /// Five-pool Pope: Pope, Matrimony, Intrigue, Ace and Game, twelve to dress it (L4374–4390).
    pub five_pool: bool,
    /// The Pope turned up: the most the dealer receives from each player (L4228–4233).
    pub pope_limit: Option<i64>,
    /// "Pope Joan Wins": the Pope turned up wins Game for the dealer too (L4393–4400).
    pub pope_turned_wins: bool,
    /// Matrimony or Intrigue played from two hands is divided between them (L4264–4269).
    pub divided: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            code: Code::RoundGames,
            dressing: Dressing::Dealer,
            each: 3,
            five_pool: false,
            pope_limit: None,
            pope_turned_wins: false,
            divided: false,
        }
    }
}

impl Settings {
    fn board(&self) -> Vec<(&'static str, i64)> {
        BOARD
            .iter()
            .copied()
            .filter(|(c, _)| !self.five_pool || !matches!(*c, "king" | "queen" | "knave"))
            .collect()
    }
}

/// The card turned up for trump, as far as the board cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Turned {
    #[default]
    Other,
    Pope,
    Ace,
    King,
    Queen,
    Knave,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub turned: Turned,
    /// Who played each of these in the course of play (seed 003 L4241–4248).
    #[serde(default)]
    pub pope: Option<usize>,
    #[serde(default)]
    pub ace: Option<usize>,
    #[serde(default)]
    pub king: Option<usize>,
    #[serde(default)]
    pub queen: Option<usize>,
    #[serde(default)]
    pub knave: Option<usize>,
    /// Who held Pope and never played it: exempt from paying the first out.
    #[serde(default)]
    pub pope_held: Option<usize>,
    /// The round-games book: each player's cards in hand when Pope was played.
    #[serde(default)]
    pub pope_left: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub out: Option<usize>,
    #[serde(default)]
    pub left: Option<Vec<Option<i64>>>,
    /// The closing round of 1909 (seed 000 L4590–4599): dealt face up, diamonds trumps; the
    /// card fields then name their holders.
    #[serde(default)]
    pub closing: bool,
}

pub struct PopeJoan;

/// Cards in each hand: the fifty-one less the turn-up, the odd ones to the spare hand
/// (seed 003 L4206–4222: five players eight each, eight players five).
fn hand_size(players: usize) -> i64 {
    50 / (players as i64 + 1)
}

impl Game for PopeJoan {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=10;
    const WHOM: &'static str = "two to ten players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=10;

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        let mut t = at.transfers();
        let dealt_by = dealer(at);
        let board = s.board();
        let mut notes = Vec::new();
        let pool = |t: &Transfers, name: &str| {
            at.ledger.pool(name) + t.pool_changes().get(name).copied().unwrap_or(0)
        };
        if d.closing {
            return closing(s, at, d, t);
        }
        // Dressing the board.
        match s.dressing {
            Dressing::Dealer => {
                for &(c, n) in &board {
                    t.into_pool(dealt_by, c, n);
                }
                t.into_pool(dealt_by, GAME_POOL, 1);
                notes.push(format!(
                    "{} dresses the board with {}",
                    at.name(dealt_by),
                    board.iter().map(|b| b.1).sum::<i64>() + 1
                ));
            }
            Dressing::All => {
                let paid: Vec<(usize, i64)> = at
                    .seated
                    .iter()
                    .map(|&p| (p, if p == dealt_by { 2 * s.each } else { s.each }))
                    .collect();
                let total: i64 = paid.iter().map(|x| x.1).sum();
                let fixed: i64 = board.iter().map(|b| b.1).sum();
                if total <= fixed {
                    return Err(LawError::new(
                        "settings.each",
                        format!(
                            "{total} counters in all do not dress the board ({} at least)",
                            fixed + 1
                        ),
                    ));
                }
                // The counters go into the compartments in the board's order, Game the rest.
                let mut places: Vec<(&str, i64)> = board.clone();
                places.push((GAME_POOL, total - fixed));
                let mut k = 0;
                for (p, mut n) in paid {
                    while n > 0 {
                        let take = n.min(places[k].1);
                        t.into_pool(p, places[k].0, take);
                        places[k].1 -= take;
                        n -= take;
                        if places[k].1 == 0 && k + 1 < places.len() {
                            k += 1;
                        }
                    }
                }
                notes.push(format!("the players dress the board with {total}"));
            }
        }
        let has = |c: &str| board.iter().any(|b| b.0 == c);
        let take = |t: &mut Transfers, c: &str, p: usize, notes: &mut Vec<String>| {
            let n = pool(t, c);
            if n > 0 {
                t.out_of_pool(p, c, n);
                notes.push(format!("{} takes {c}, {n}", at.name(p)));
            }
        };
        let hand = hand_size(at.seated.len());
        // The turn-up (seed 003 L4225–4238; seed 000 L4512–4515).
        let turned = match d.turned {
            Turned::Other => None,
            Turned::Pope => Some("pope"),
            Turned::Ace => Some("ace"),
            Turned::King => Some("king"),
            Turned::Queen => Some("queen"),
            Turned::Knave => Some("knave"),
        };
        if let Some(c) = turned.filter(|c| has(c)) {
            take(&mut t, c, dealt_by, &mut notes);
        }
        if d.turned == Turned::Pope && s.code == Code::RoundGames {
            let each = s.pope_limit.map_or(hand, |l| hand.min(l));
            for p in at.others(dealt_by) {
                t.pay(p, dealt_by, each);
            }
            notes.push(format!("Pope turned up: {each} from each player"));
        }
        let cards = [
            ("pope", d.pope, Turned::Pope),
            ("ace", d.ace, Turned::Ace),
            ("king", d.king, Turned::King),
            ("queen", d.queen, Turned::Queen),
            ("knave", d.knave, Turned::Knave),
        ];
        let mut played = std::collections::BTreeMap::new();
        for (key, who, turn) in cards {
            let Some(p) = player(at, key, who)? else {
                continue;
            };
            if d.turned == turn {
                return Err(at.refuse(key, "that card was turned up for trump: nobody played it"));
            }
            played.insert(key, p);
        }
        // Pope played: the compartment, and in the round-games book a counter a card.
        if let Some(&p) = played.get("pope") {
            take(&mut t, "pope", p, &mut notes);
            if s.code == Code::RoundGames {
                let Some(list) = &d.pope_left else {
                    return Err(at.refuse(
                        "pope_left",
                        "needed: the cards each held when Pope was played, a counter a card to its player (seed 003 L4244–4246)",
                    ));
                };
                let left = counts(at, "pope_left", &Some(list.clone()), hand)?;
                for q in at.others(p) {
                    t.pay(q, p, left[q]);
                }
            }
        }
        let mut honours = Vec::new();
        for c in ["ace", "king", "queen", "knave"] {
            if let Some(&p) = played.get(c) {
                if has(c) {
                    take(&mut t, c, p, &mut notes);
                }
                honours.push((c, p));
            }
        }
        // Matrimony (king and queen of trumps) and Intrigue (queen and knave) from one hand.
        for (pair, a, b) in [
            ("matrimony", "king", "queen"),
            ("intrigue", "queen", "knave"),
        ] {
            match (played.get(a), played.get(b)) {
                (Some(&x), Some(&y)) if x == y => take(&mut t, pair, x, &mut notes),
                (Some(&x), Some(&y)) if s.divided => {
                    let n = pool(&t, pair);
                    t.out_of_pool(x, pair, n / 2);
                    t.out_of_pool(y, pair, n / 2);
                    notes.push(format!(
                        "{pair} divided between {} and {}, {} each",
                        at.name(x),
                        at.name(y),
                        n / 2
                    ));
                }
                _ => {}
            }
        }
        // Game: the first out, with a counter a card from the others; an unplayed Pope exempt.
        let left = counts(at, "left", &d.left, hand)?;
        let pope_held = player(at, "pope_held", d.pope_held)?;
        if pope_held.is_some() && played.contains_key("pope") {
            return Err(at.refuse("pope_held", "Pope was played: its holder pays as the rest"));
        }
        let out = match (d.out, d.turned == Turned::Pope && s.pope_turned_wins) {
            (_, true) => {
                notes.push("Pope Joan wins: the dealer takes Game".to_owned());
                take(&mut t, GAME_POOL, dealt_by, &mut notes);
                None
            }
            (Some(o), false) => Some(at.player("out", o)?),
            (None, false) => return Err(at.refuse("out", "needed: who went out first")),
        };
        if let Some(out) = out {
            take(&mut t, GAME_POOL, out, &mut notes);
            let exempt: Vec<usize> = pope_held.into_iter().collect();
            notes.push(going_out(at, &mut t, out, &left, &exempt, &[])?);
        }
        let board_left = board
            .iter()
            .map(|b| b.0)
            .chain([GAME_POOL])
            .filter(|c| pool(&t, c) > 0)
            .map(|c| format!("{c} {}", pool(&t, c)))
            .collect::<Vec<_>>();
        notes.push(match board_left.is_empty() {
            true => "the board is empty".to_owned(),
            false => format!("left on the board: {}", board_left.join(", ")),
        });
        Ok(t.with_note(capital(notes.join("; ")) + "."))
    }

    /// The closing round is an entry of its own, with a button.
    fn asks(_: &Settings) -> Asks {
        Asks {
            apart: vec!["closing"],
            ..Asks::default()
        }
    }

    fn notes(s: &Settings) -> Vec<String> {
        let mut n = vec![format!(
            "Pope Joan{}: the board's compartments carry from deal to deal until won; the first out takes Game and a counter a card from each other player, the holder of an unplayed Pope exempt.",
            if s.five_pool { ", five-pool" } else { "" }
        )];
        if s.code == Code::RoundGames {
            n.push("Pope played is paid a counter a card by each player, and Pope turned up a counter a card dealt.".to_owned());
        }
        n
    }
}

fn capital(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => s,
    }
}

/// The closing round (seed 000 L4590–4599): the holders of Pope and the ace, king, queen and
/// knave of diamonds take their compartments; the queen's holder half of Matrimony and of
/// Intrigue, the king's and knave's holders the other halves (the odd counter, which the book
/// does not place, to the queen's holder).
fn closing(s: &Settings, at: &At<'_>, d: &Deal, mut t: Transfers) -> Result<Transfers, LawError> {
    let pool = |t: &Transfers, name: &str| {
        at.ledger.pool(name) + t.pool_changes().get(name).copied().unwrap_or(0)
    };
    let mut notes = vec!["The closing round, dealt face up, diamonds trumps".to_owned()];
    let board = s.board();
    let mut holder = std::collections::BTreeMap::new();
    for (key, who) in [
        ("pope", d.pope),
        ("ace", d.ace),
        ("king", d.king),
        ("queen", d.queen),
        ("knave", d.knave),
    ] {
        let p = player(at, key, who)?
            .ok_or_else(|| at.refuse(key, "needed at the closing round: who holds it"))?;
        holder.insert(key, p);
        if board.iter().any(|b| b.0 == key) {
            let n = pool(&t, key);
            t.out_of_pool(p, key, n);
            notes.push(format!("{} takes {key}, {n}", at.name(p)));
        }
    }
    for (pair, other) in [("matrimony", "king"), ("intrigue", "knave")] {
        let n = pool(&t, pair);
        t.out_of_pool(holder["queen"], pair, n - n / 2);
        t.out_of_pool(holder[other], pair, n / 2);
        notes.push(format!("{pair} {n} halved"));
    }
    Ok(t.with_note(notes.join("; ") + "."))
}

const DEAL: &[Field] = &[
    Field {
        name: "turned",
        label: "What was turned up for trump?",
        kind: FieldKind::Choice {
            choices: &[
                ("other", "a lower card"),
                ("pope", "Pope, the nine of diamonds"),
                ("ace", "the ace"),
                ("king", "the king"),
                ("queen", "the queen"),
                ("knave", "the knave"),
            ],
        },
        per_side: false,
        optional: true,
        help: "the dealer takes that compartment",
    },
    Field {
        name: "pope",
        label: "Who played Pope, the nine of diamonds?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "at the closing round: who holds it",
    },
    Field {
        name: "ace",
        label: "Who played the ace of trumps?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "king",
        label: "Who played the king of trumps?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "king and queen from one hand win Matrimony",
    },
    Field {
        name: "queen",
        label: "Who played the queen of trumps?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "queen and knave from one hand win Intrigue",
    },
    Field {
        name: "knave",
        label: "Who played the knave of trumps?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "",
    },
    Field {
        name: "pope_left",
        label: "How many cards did each hold when Pope was played?",
        kind: FieldKind::Number { min: 0, max: 25 },
        per_side: true,
        optional: true,
        help: "each pays its player a counter a card",
    },
    Field {
        name: "pope_held",
        label: "Who held Pope and never played it?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "he pays nothing to the first out",
    },
    OUT,
    LEFT,
    Field {
        name: "closing",
        label: "The closing round: share out the board",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "dealt face up, diamonds trumps: give who holds Pope and each honour",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "pope-joan",
    name: "Pope Joan: the board, its compartments carried over deals",
    sources: "seed 003 L4143–4473; seed 000 L4486–4599",
    doc: "docs/laws/pope-joan.md",
    settings: &[
        Setting {
            name: "code",
            values: &["\"round_games\"", "\"1909\""],
            default: "\"round_games\"",
            about: "the round-games book (seed 003 L4225–4248): Pope turned up pays the dealer a counter a card dealt from each player, Pope played a counter a card in hand; 1909 (seed 000 L4512–4546): the compartments only",
        },
        Setting {
            name: "dressing",
            values: &["\"dealer\"", "\"all\""],
            default: "\"dealer\"",
            about: "the dealer dresses the board with fifteen each deal (seed 000 L4504–4508, seed 003 L4197–4203); or all contribute, the dealer double (seed 003 L4183–4186)",
        },
        Setting {
            name: "each",
            values: &["3", "2", "4"],
            default: "3",
            about: "[GAP] with every player dressing: what each pays, the dealer double (\"fifteen (or more)\", seed 003 L4183–4185); the board's fixed places first, Game the rest",
        },
        Setting {
            name: "five_pool",
            values: &["false", "true"],
            default: "false",
            about: "Five-pool Pope: Pope, Matrimony, Intrigue, Ace and Game, twelve to dress it (seed 003 L4374–4390)",
        },
        Setting {
            name: "pope_limit",
            values: &["null", "4", "6"],
            default: "null",
            about: "[AMBIG] Pope turned up: the payment for every card dealt \"limited to either four or six\" when few play (seed 003 L4228–4233)",
        },
        Setting {
            name: "pope_turned_wins",
            values: &["false", "true"],
            default: "false",
            about: "\"Pope Joan Wins\": Pope turned up gives the dealer Game too (seed 003 L4393–4400)",
        },
        Setting {
            name: "divided",
            values: &["false", "true"],
            default: "false",
            about: "Matrimony or Intrigue played by different hands is divided between them (seed 003 L4264–4269); the odd counter stays",
        },
    ],
    score: school::score::<PopeJoan>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 10,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<PopeJoan>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
