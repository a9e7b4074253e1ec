//! Penalty euchre (seed 001 L6092–6127): each player starts with twelve chips from the banker;
//! after each hand he gives the bank a chip for each trick he took, and one who took none is
//! given a chip for each active player; one who dropped out ("I am out") is given one chip. The
//! first to get rid of all his chips wins, the moment his tricks reach them, and the hand is
//! abandoned there.
//!
//! On this pad a player's points are the chips he got rid of (a chip from the bank is −1), so a
//! game is won at twelve; the notes show the chips left.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::pad::{Field, FieldKind, Item, Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::{OutTogether, Race, Scored, Slams, check_side, keep};

/// Each player's chips at the start (seed 001 L6094–6096).
pub const CHIPS: i64 = 12;

pub const LAW: Law = Law {
    id: "penalty-euchre",
    name: "Penalty euchre: twelve chips each, the first rid of them wins",
    sources: "seed 001 L6092–6127",
    doc: "docs/laws/penalty-euchre.md",
    settings: &[Setting {
        name: "active",
        values: &["\"including_self\"", "\"others\""],
        default: "\"including_self\"",
        about: "[AMBIG] a player who took no trick is given \"a chip for each active player\" (seed 001 L6115–6116): every player who played the hand, himself included, or only the others",
    }],
    score: score_json,
    table: Some(Table {
        sides: Sides {
            min: 4,
            max: 5,
            players_per_side: 1,
        },
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

const DEAL: &[Field] = &[
    Field {
        name: "tricks",
        label: "Tricks each player took",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: true,
        optional: false,
        help: "five between them, unless a player went out during the hand and it was abandoned",
    },
    Field {
        name: "out",
        label: "Dropped out of the hand (\"I am out\")",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "a player who dropped out is given one chip from the bank",
    },
    Field {
        name: "exposed",
        label: "Exposed his discards",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "he is given two chips from the bank as a penalty",
    },
    Field {
        name: "first_out",
        label: "Player who went out first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "asked only when two players' tricks reached their chips in the same hand: the one whose trick came first wins",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Active {
    #[default]
    IncludingSelf,
    Others,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub active: Active,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    tricks: Vec<i64>,
    out: Option<Vec<bool>>,
    exposed: Option<Vec<bool>>,
    first_out: Option<usize>,
}

fn flags(field: &str, given: &Option<Vec<bool>>, n: usize) -> Result<Vec<bool>, LawError> {
    match given {
        None => Ok(vec![false; n]),
        Some(v) if v.len() == n => Ok(v.clone()),
        Some(v) => Err(LawError::new(
            field,
            format!("{} values; one for each of the {n} players", v.len()),
        )),
    }
}

/// One hand, given the chips each player held before it.
fn score_deal(
    i: usize,
    d: &Deal,
    s: &Settings,
    held: &[i64],
    names: &[String],
) -> Result<Scored, LawError> {
    let n = names.len();
    let at = |f: &str| format!("deals[{i}].{f}");
    let name = |k: usize| names.get(k).map_or("?", String::as_str);
    if d.tricks.len() != n {
        return Err(LawError::new(
            at("tricks"),
            format!("{} values; one for each of the {n} players", d.tricks.len()),
        ));
    }
    let dropped = flags(&at("out"), &d.out, n)?;
    let exposed = flags(&at("exposed"), &d.exposed, n)?;
    for (k, &t) in d.tricks.iter().enumerate() {
        let field = format!("{}[{k}]", at("tricks"));
        super::check_tricks(&field, t, 5, "five")?;
        if dropped[k] && t > 0 {
            return Err(LawError::new(
                field,
                "a player who dropped out takes no tricks",
            ));
        }
    }
    let active = dropped.iter().filter(|&&x| !x).count();
    if active == 0 {
        return Err(LawError::new(at("out"), "every player dropped out"));
    }
    let sum: i64 = d.tricks.iter().sum();
    if sum > 5 {
        return Err(LawError::new(
            at("tricks"),
            format!("{sum} tricks is more than the five tricks of a hand"),
        ));
    }
    let going: Vec<usize> = (0..n)
        .filter(|&k| !dropped[k] && d.tricks[k] >= held[k])
        .collect();
    let first = match (going.len(), d.first_out) {
        (0, Some(_)) => {
            return Err(LawError::new(
                at("first_out"),
                "nobody's tricks reached his chips on this hand",
            ));
        }
        (0, None) => None,
        (1, None) => Some(going[0]),
        (_, None) => {
            return Err(LawError::new(
                at("first_out"),
                "required: more than one player's tricks reached his chips; who went out first?",
            ));
        }
        (_, Some(f)) => {
            let f = check_side(&at("first_out"), f, n)?;
            if !going.contains(&f) {
                return Err(LawError::new(
                    at("first_out"),
                    format!("{}'s tricks did not reach his chips", name(f)),
                ));
            }
            Some(f)
        }
    };
    if first.is_none() && sum != 5 {
        return Err(LawError::new(
            at("tricks"),
            format!(
                "{sum} tricks: the five tricks of a hand are played out unless a player goes out"
            ),
        ));
    }
    let mut points = vec![0i64; n];
    let mut items = vec![Vec::new(); n];
    if let Some(w) = first {
        // The hand is abandoned the moment he scores out (L6118–6120).
        points[w] = held[w];
        items[w].push(Item::new(held[w], "out: rid of every chip"));
        return Ok(Scored {
            points,
            items,
            note: format!(
                "{} got rid of his chips and wins; the hand abandoned",
                name(w)
            ),
            dealer: None,
            first,
        });
    }
    let given = match s.active {
        Active::IncludingSelf => active as i64,
        Active::Others => active as i64 - 1,
    };
    for k in 0..n {
        let t = d.tricks[k];
        let (p, label) = match (dropped[k], t) {
            (true, _) => (-1, "a chip for dropping out"),
            (false, 0) => (-given, "chips from the bank, no trick"),
            (false, t) => (t, "chips to the bank"),
        };
        if p != 0 {
            points[k] += p;
            items[k].push(Item::new(p, label));
        }
        if exposed[k] {
            points[k] -= 2;
            items[k].push(Item::new(-2, "chips for exposed discards"));
        }
    }
    Ok(Scored {
        points,
        items,
        note: format!("{active} played the hand"),
        dealer: None,
        first: None,
    })
}

fn play(input: &PadInput) -> Result<(Settings, Vec<Scored>), LawError> {
    super::check_sides(input, 3..=5, "three to five players")?;
    let settings: Settings = input.settings()?;
    let deals: Vec<Deal> = input.deals()?;
    let n = input.sides.len();
    let mut held = vec![CHIPS; n];
    let mut scored = Vec::with_capacity(deals.len());
    for (i, d) in deals.iter().enumerate() {
        let s = score_deal(i, d, &settings, &held, &input.sides)?;
        for (h, p) in held.iter_mut().zip(&s.points) {
            *h -= p;
        }
        if s.first.is_some() {
            held = vec![CHIPS; n];
        }
        scored.push(s);
    }
    Ok((settings, scored))
}

const RACE: Race = Race {
    target: CHIPS,
    laps: false,
    slams: Slams::Off,
    out_together: OutTogether::Elder,
    chips: true,
};

fn notes() -> Vec<String> {
    vec!["Twelve chips each; a player's points are the chips he got rid of, and the first rid of all twelve wins the game.".to_owned()]
}

pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (_, scored) = play(input)?;
    Ok(keep(&input.sides, RACE, &scored, notes()).pad)
}

/// `hoyle score penalty-euchre`: `players` and deals of `tricks` (one per player), `out` and
/// `exposed` (flags per player) and `first_out` when two could go out on one hand.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = super::read_input(input, &["A", "B", "C", "D"])?;
    let (s, scored) = play(&input)?;
    let kept = keep(&input.sides, RACE, &scored, notes());
    super::output(s, scored, kept)
}
