//! Solitaire cribbage (seed 001 L9636–9678): each player with his own pack deals himself three
//! cards for his hand and two for his crib, three more for his hand, lays two of the six out to
//! his crib and cuts a starter; "there is no playing, the hand and crib being turned up, counted
//! and pegged" (L9650–9654). Eight cards a deal give six hands and cribs from a pack and four cards
//! left, counted as a hand without a starter (L9662–9666). Two race to the game hole, 61, "the
//! player cutting the lower starter has the first count all through the game" (L9655–9657); one
//! alone tries to "score 91 … in the eight deals, adding the score for the four cards left at the
//! end" (L9675–9678). A score game: a hand and crib are counted by cribbage's own count
//! (`cribbage::count_hand`), or taken as typed.

use serde::{Deserialize, Serialize};

use super::super::cribbage::cards::parse_cards;
use super::super::cribbage::{Card, Variant, count_hand};
use super::super::pad::{Field, FieldKind, Item, Pad, PadInput, RUNNING, Row, Settlement};
use super::super::registry::{self, Law, Setting, Table};
use super::super::{LawError, check_names, parse_json, pretty};

/// Six hands and cribs from a pack, then the four cards left (L9662–9666).
pub const DEALS_A_PACK: usize = 6;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The game hole when two play (L9669–9671).
    pub game: i64,
    /// [AMBIG] What one alone tries to reach in a pack: 91 "in the eight deals" (L9675–9678),
    /// though a pack gives six hands and cribs and the four left (L9662–9666).
    pub solo_target: i64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: 61,
            solo_target: 91,
        }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// The four cards left at the end of a pack, counted as a hand with no starter and no crib.
    #[serde(default)]
    pub last: bool,
    /// Who counts first all through the game (the lower starter cut at its start); kept until
    /// another is named.
    #[serde(default)]
    pub first: Option<usize>,
    /// Each player's starter.
    #[serde(default)]
    pub starter: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub hand_cards: Option<Vec<Option<String>>>,
    #[serde(default)]
    pub crib_cards: Option<Vec<Option<String>>>,
    /// Each player's hand as counted, when the cards are not given (or to check them).
    #[serde(default)]
    pub hand: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub crib: Option<Vec<Option<i64>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: Option<Settings>,
    players: Vec<String>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

/// One deal scored: what each pegged, hand then crib, and the running score after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub points: Vec<i64>,
    pub hands: Vec<i64>,
    pub cribs: Vec<i64>,
    /// The game's (or the pack's) running score after the deal.
    pub running: Vec<i64>,
    pub note: String,
}

/// A game won (two players) or a pack run through (one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finished {
    /// The deal it ended on (from 0).
    pub deal: usize,
    /// The winner; for one player, himself when he reached the target.
    pub winner: Option<usize>,
    pub scores: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub settings: Settings,
    pub players: Vec<String>,
    pub deals: Vec<Scored>,
    pub finished: Vec<Finished>,
    /// The game or pack under way.
    pub totals: Vec<i64>,
}

fn item<T: Clone>(list: &Option<Vec<Option<T>>>, p: usize) -> Option<T> {
    list.as_ref().and_then(|l| l.get(p).cloned().flatten())
}

fn text(list: &Option<Vec<Option<String>>>, p: usize) -> Option<String> {
    item(list, p).filter(|t| !t.trim().is_empty())
}

/// The four cards left, counted as a hand with no starter: fifteens, pairs and runs, and four for
/// a flush [INFER] (a hand's flush; no nob without a starter).
pub fn count_last(cards: &[Card]) -> i64 {
    let c = count_hand(&cards[..3], cards[3], false, Variant::FiveCard);
    let flush = match cards.iter().all(|k| k.suit == cards[0].suit) {
        true => 4,
        false => 0,
    };
    i64::from(c.fifteens + c.pairs + c.runs) + flush
}

/// One player's hand and crib this deal, from the cards or as typed; both must agree.
fn counted(
    d: &Deal,
    i: usize,
    p: usize,
    n: usize,
    seen: &mut Vec<Card>,
) -> Result<(i64, i64), LawError> {
    let at = |key: &str| format!("deals[{i}].{key}[{p}]");
    let list_len = |key: &str, len: Option<usize>| match len {
        Some(l) if l != n => Err(LawError::new(
            format!("deals[{i}].{key}"),
            format!("give one for each of the {n} players ({l} given)"),
        )),
        _ => Ok(()),
    };
    list_len("starter", d.starter.as_ref().map(Vec::len))?;
    list_len("hand_cards", d.hand_cards.as_ref().map(Vec::len))?;
    list_len("crib_cards", d.crib_cards.as_ref().map(Vec::len))?;
    list_len("hand", d.hand.as_ref().map(Vec::len))?;
    list_len("crib", d.crib.as_ref().map(Vec::len))?;
    let cards =
        |key: &str, t: &str, want: usize, seen: &mut Vec<Card>| -> Result<Vec<Card>, LawError> {
            let cs = parse_cards(&at(key), t)?;
            if cs.len() != want {
                return Err(LawError::new(
                    at(key),
                    format!("{want} cards, {} written", cs.len()),
                ));
            }
            for c in &cs {
                if seen.contains(c) {
                    return Err(LawError::new(
                        at(key),
                        format!("{c} is written twice: one pack holds it once"),
                    ));
                }
                seen.push(*c);
            }
            Ok(cs)
        };
    let typed = |key: &str, v: Option<i64>, most: i64| -> Result<Option<i64>, LawError> {
        match v {
            Some(x) if !(0..=most).contains(&x) => Err(LawError::new(
                at(key),
                format!("{x} is not from 0 to {most}"),
            )),
            v => Ok(v),
        }
    };
    let agree = |key: &str, from_cards: Option<i64>, typed: Option<i64>| -> Result<i64, LawError> {
        match (from_cards, typed) {
            (Some(a), Some(b)) if a != b => Err(LawError::new(
                at(key),
                format!("{b} written, but the cards count {a}"),
            )),
            (Some(a), _) | (None, Some(a)) => Ok(a),
            (None, None) => Err(LawError::new(at(key), "needed: the count or the cards")),
        }
    };
    if d.last {
        if text(&d.starter, p).is_some()
            || text(&d.crib_cards, p).is_some()
            || item(&d.crib, p).is_some()
        {
            return Err(LawError::new(
                at("crib"),
                "the four cards left have no starter and no crib",
            ));
        }
        let from = match text(&d.hand_cards, p) {
            Some(t) => Some(count_last(&cards("hand_cards", &t, 4, seen)?)),
            None => None,
        };
        let hand = agree("hand", from, typed("hand", item(&d.hand, p), 20)?)?;
        return Ok((hand, 0));
    }
    let starter = match text(&d.starter, p) {
        Some(t) => Some(cards("starter", &t, 1, seen)?[0]),
        None => None,
    };
    let from_cards =
        |key: &str, is_crib: bool, seen: &mut Vec<Card>| -> Result<Option<i64>, LawError> {
            let Some(t) = text(
                if is_crib {
                    &d.crib_cards
                } else {
                    &d.hand_cards
                },
                p,
            ) else {
                return Ok(None);
            };
            let s = starter.ok_or_else(|| {
                LawError::new(
                    at("starter"),
                    "needed with the cards: the starter turned up",
                )
            })?;
            let cs = cards(key, &t, 4, seen)?;
            Ok(Some(i64::from(
                count_hand(&cs, s, is_crib, Variant::SixCard).total,
            )))
        };
    let hand_from = from_cards("hand_cards", false, seen)?;
    let crib_from = from_cards("crib_cards", true, seen)?;
    let hand = agree("hand", hand_from, typed("hand", item(&d.hand, p), 29)?)?;
    let crib = agree("crib", crib_from, typed("crib", item(&d.crib, p), 29)?)?;
    Ok((hand, crib))
}

/// Scores a sitting.
pub fn play(
    s: &Settings,
    names: &[String],
    deals: &[serde_json::Value],
) -> Result<Sitting, LawError> {
    check_names("players", names, 1..=2, "one player or two")?;
    if !(1..=1_000).contains(&s.game) {
        return Err(LawError::new("settings.game", "from 1 to 1000"));
    }
    if !(1..=1_000).contains(&s.solo_target) {
        return Err(LawError::new("settings.solo_target", "from 1 to 1000"));
    }
    let n = names.len();
    let mut out = Sitting {
        settings: *s,
        players: names.to_vec(),
        deals: Vec::new(),
        finished: Vec::new(),
        totals: vec![0; n],
    };
    let mut first = 0;
    let mut in_pack = 0;
    for (i, raw) in deals.iter().enumerate() {
        let d: Deal = super::super::pad::from_value(&format!("deals[{i}]"), raw)?;
        if let Some(f) = d.first {
            if f >= n {
                return Err(LawError::new(
                    format!("deals[{i}].first"),
                    format!("{f} is not a player"),
                ));
            }
            first = f;
        }
        if !d.last && in_pack == DEALS_A_PACK {
            return Err(LawError::new(
                format!("deals[{i}].last"),
                "a pack gives six hands and cribs: the seventh count is the four cards left",
            ));
        }
        let mut hands = vec![0; n];
        let mut cribs = vec![0; n];
        for p in 0..n {
            let mut seen = Vec::new();
            (hands[p], cribs[p]) = counted(&d, i, p, n, &mut seen)?;
        }
        // The first count all through the game: hand and crib of the first, then the other's;
        // once the game hole is reached nothing more is pegged (L9655–9657, L9669–9671).
        let order: Vec<usize> = (0..n).map(|k| (first + k) % n).collect();
        let mut points = vec![0; n];
        let mut winner = None;
        let mut words = Vec::new();
        for &p in &order {
            if winner.is_some() {
                words.push(format!("{} does not count", names[p]));
                continue;
            }
            points[p] = hands[p] + cribs[p];
            out.totals[p] += points[p];
            words.push(match d.last {
                true => format!("{} the four left {}", names[p], hands[p]),
                false => format!("{} hand {}, crib {}", names[p], hands[p], cribs[p]),
            });
            if n == 2 && out.totals[p] >= s.game {
                winner = Some(p);
                words.push(format!("{} reaches {}", names[p], s.game));
            }
        }
        in_pack = if d.last { 0 } else { in_pack + 1 };
        out.deals.push(Scored {
            points,
            hands,
            cribs,
            running: out.totals.clone(),
            note: words.join("; "),
        });
        let pack_done = n == 1 && d.last;
        if winner.is_some() || pack_done {
            let winner = winner.or((n == 1 && out.totals[0] >= s.solo_target).then_some(0));
            out.finished.push(Finished {
                deal: i,
                winner,
                scores: out.totals.clone(),
            });
            out.totals = vec![0; n];
            // A game ended: a fresh pack each for the next.
            in_pack = 0;
        }
    }
    Ok(out)
}

pub fn score(input: &str) -> Result<String, LawError> {
    let input: Input = parse_json(input)?;
    pretty(&play(
        &input.settings.unwrap_or_default(),
        &input.players,
        &input.deals,
    )?)
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let s: Settings = input.settings()?;
    let sitting = play(&s, &input.sides, &input.deals)?;
    let n = input.sides.len();
    let mut pad = Pad {
        notes: vec![match n {
            1 => format!(
                "Solitaire cribbage alone: {} to make in a pack's six hands and cribs and the four left.",
                s.solo_target
            ),
            _ => format!(
                "Solitaire cribbage: game {}; the lower starter counts first all through the game.",
                s.game
            ),
        }],
        ..Pad::new(input.sides.clone())
    };
    let mut finished = sitting.finished.iter().peekable();
    for (i, deal) in sitting.deals.iter().enumerate() {
        let below = (0..n)
            .map(|p| {
                let mut cell = vec![Item::new(deal.hands[p], "hand")];
                if deal.cribs[p] != 0 {
                    cell.push(Item::new(deal.cribs[p], "crib"));
                }
                cell.push(Item::new(deal.running[p], RUNNING));
                cell
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note: deal.note.clone(),
        });
        pad.open = true;
        if let Some(f) = finished.next_if(|f| f.deal == i) {
            pad.open = false;
            let scores: Vec<String> = f.scores.iter().map(i64::to_string).collect();
            match n {
                1 => pad.rows.push(Row::Game {
                    winner: 0,
                    label: match f.winner {
                        Some(_) => format!("the pack: {} — {} reached", f.scores[0], s.solo_target),
                        None => format!("the pack: {} — short of {}", f.scores[0], s.solo_target),
                    },
                }),
                _ => pad.settle(
                    Settlement::two_sided(f.winner, 1, format!("game {}", scores.join("–")))
                        .with_final_points(f.scores.clone()),
                ),
            }
        }
    }
    Ok(pad)
}

const CARDS: FieldKind = FieldKind::Text { max_len: 20 };

const DEAL: &[Field] = &[
    Field {
        name: "last",
        label: "These are the four cards left at the end of the pack",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "counted as a hand, with no starter and no crib",
    },
    Field {
        name: "first",
        label: "Who counts first (the lower starter cut)?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "all through the game; left blank, as before",
    },
    Field {
        name: "starter",
        label: "Each player's starter",
        kind: FieldKind::Text { max_len: 4 },
        per_side: true,
        optional: true,
        help: "the card turned up: 5S; needed with the cards",
    },
    Field {
        name: "hand_cards",
        label: "The cards of each player's hand",
        kind: CARDS,
        per_side: true,
        optional: true,
        help: "four cards, as 5H 5D JS 10C",
    },
    Field {
        name: "crib_cards",
        label: "The cards of each player's crib",
        kind: CARDS,
        per_side: true,
        optional: true,
        help: "four cards",
    },
    Field {
        name: "hand",
        label: "Or what each player's hand counted",
        kind: FieldKind::Number { min: 0, max: 29 },
        per_side: true,
        optional: true,
        help: "with the starter",
    },
    Field {
        name: "crib",
        label: "Or what each player's crib counted",
        kind: FieldKind::Number { min: 0, max: 29 },
        per_side: true,
        optional: true,
        help: "with the starter",
    },
];

pub const LAW: Law = Law {
    id: "solitaire-cribbage",
    name: "Solitaire cribbage: hands and cribs counted without play, 61 up for two, 91 a pack alone",
    sources: "seed 001 L9636–9678",
    doc: "docs/laws/solitaire-cribbage.md",
    settings: &[
        Setting {
            name: "game",
            values: &["61", "121"],
            default: "61",
            about: "the game hole when two play: 61 (seed 001 L9669–9671)",
        },
        Setting {
            name: "solo_target",
            values: &["91", "61", "121"],
            default: "91",
            about: "[AMBIG] what one alone tries to make: 91 \"in the eight deals\" (seed 001 L9675–9678), though a pack gives six hands and cribs and four cards left (L9662–9666)",
        },
    ],
    score,
    table: Some(Table {
        sides: super::super::pad::Sides {
            min: 1,
            max: 2,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
