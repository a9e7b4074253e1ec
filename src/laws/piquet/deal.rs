//! One deal of piquet: its total, or its parts added up in the order of precedence.
//!
//! The parts (1909, seed 000 L3417–3476 and L3644–3704; 1927, seed 001 L12560–12650):
//! carte blanche 10; the point, one a card; sequences, 3 and 4 for a tierce and quart, ten more
//! than their cards from five up; quatorze 14 and trio 3; repic 60 for thirty in hand before the
//! adversary scores; pic 30 for the elder's thirty made up in play; in play one for each card
//! led, one for a trick won by the second player, one for the last trick; ten for the cards,
//! forty for capot.

use serde::{Deserialize, Serialize};

use super::PLAYERS;
use crate::laws::LawError;
use crate::laws::book::{self, Code};
use crate::laws::pad::{Field, FieldKind};

pub const TRICKS: i64 = 12;
/// A suit of the piquet pack.
const SUIT: i64 = 8;
/// The greatest deal either book shows: the elder's 170 of seed 000 L3710–3746 (four major
/// tierces, repique and capot). A total above it is taken for a slip.
pub const MOST: i64 = 170;
const CARTE_BLANCHE: i64 = 10;
const REPIC: i64 = 60;
const PIC: i64 = 30;
/// What repic and pic must reach: "thirty or more" (L3666; L12624–12637).
const THIRTY: i64 = 30;
const CARDS: i64 = 10;
const CAPOT: i64 = 40;

const PER_SIDE_TEXT: FieldKind = FieldKind::Text { max_len: 40 };

pub const FIELDS: &[Field] = &[
    Field {
        name: "elder",
        label: "Elder hand",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "the non-dealer, who leads first",
    },
    Field {
        name: "scores",
        label: "Deal total",
        kind: FieldKind::Number { min: 0, max: MOST },
        per_side: true,
        optional: true,
        help: "each player's whole score for the deal; or leave blank and enter the parts",
    },
    Field {
        name: "carte_blanche",
        label: "Carte blanche",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "who was dealt no king, queen or knave (10)",
    },
    Field {
        name: "point",
        label: "Point (cards)",
        kind: FieldKind::Number { min: 0, max: SUIT },
        per_side: true,
        optional: true,
        help: "the cards of the good point, 0 for the other player (and for both if equal)",
    },
    Field {
        name: "sequences",
        label: "Sequences",
        kind: PER_SIDE_TEXT,
        per_side: true,
        optional: true,
        help: "the lengths of the sequences scored, e.g. \"5 3\"; only the better holder's",
    },
    Field {
        name: "sets",
        label: "Quatorzes and trios",
        kind: PER_SIDE_TEXT,
        per_side: true,
        optional: true,
        help: "4 for each quatorze, 3 for each trio scored, e.g. \"4 3\"",
    },
    Field {
        name: "pic",
        label: "Pic",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the elder hand, if he made thirty in hand and play before the dealer scored",
    },
    Field {
        name: "tricks",
        label: "Tricks",
        kind: FieldKind::Number {
            min: 0,
            max: TRICKS,
        },
        per_side: true,
        optional: true,
        help: "tricks each took, twelve in all",
    },
    Field {
        name: "won_following",
        label: "Tricks won second",
        kind: FieldKind::Number {
            min: 0,
            max: TRICKS,
        },
        per_side: true,
        optional: true,
        help: "tricks each won as second player (one point each)",
    },
    Field {
        name: "last_trick",
        label: "Last trick",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "who won the twelfth trick",
    },
    Field {
        name: "out_first",
        label: "Out first",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "only when both reach the game in the same part of a deal (or both in a deal entered as totals)",
    },
];

/// A deal as entered: totals, or parts.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub elder: usize,
    #[serde(default)]
    pub scores: Option<Vec<i64>>,
    #[serde(default)]
    pub carte_blanche: Option<usize>,
    #[serde(default)]
    pub point: Option<Vec<i64>>,
    #[serde(default)]
    pub sequences: Option<Vec<String>>,
    #[serde(default)]
    pub sets: Option<Vec<String>>,
    #[serde(default)]
    pub pic: Option<usize>,
    #[serde(default)]
    pub tricks: Option<Vec<i64>>,
    #[serde(default)]
    pub won_following: Option<Vec<i64>>,
    #[serde(default)]
    pub last_trick: Option<usize>,
    #[serde(default)]
    pub out_first: Option<usize>,
}

/// Each part of a deal, in the order of precedence, one figure per player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Parts {
    pub carte_blanche: [i64; PLAYERS],
    pub point: [i64; PLAYERS],
    pub sequences: [i64; PLAYERS],
    pub sets: [i64; PLAYERS],
    pub repic: [i64; PLAYERS],
    pub pic: [i64; PLAYERS],
    pub play: [i64; PLAYERS],
    pub cards: [i64; PLAYERS],
}

/// A deal scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    /// `None` for a deal entered as totals.
    pub parts: Option<Parts>,
    pub total: [i64; PLAYERS],
}

impl Scored {
    /// The stages of the order of precedence with what each player scored in them (L3776–3790:
    /// carte blanche, point, sequences, quatorzes and trios, play, cards; L12653–12655 puts
    /// repic after the fours; pic, which neither list names, falls where it is made, at the
    /// start of the play — rules-1927-c §2.7 [AMBIG]). A deal entered as totals is one stage.
    pub fn stages(&self) -> Vec<(&'static str, [i64; PLAYERS])> {
        match &self.parts {
            None => vec![("the deal", self.total)],
            Some(p) => vec![
                ("carte blanche", p.carte_blanche),
                ("the point", p.point),
                ("sequences", p.sequences),
                ("quatorzes and trios", p.sets),
                ("repic", p.repic),
                ("pic", p.pic),
                ("the play", p.play),
                ("the cards", p.cards),
            ],
        }
    }
}

/// Scores one deal; errors name the field within the deal.
pub fn score(code: Code, d: &Deal) -> Result<Scored, LawError> {
    let elder = book::check_side("elder", d.elder, PLAYERS)?;
    if let Some(out) = d.out_first {
        book::check_side("out_first", out, PLAYERS)?;
    }
    match &d.scores {
        Some(totals) => {
            if let Some(part) = first_part(d) {
                return Err(LawError::new(
                    part,
                    "enter a deal as totals or as parts, not both",
                ));
            }
            let total: [i64; PLAYERS] = book::per_side("scores", totals)?;
            for (i, &t) in total.iter().enumerate() {
                if !(0..=MOST).contains(&t) {
                    return Err(LawError::new(
                        format!("scores[{i}]"),
                        format!("{t} is not from 0 to {MOST}"),
                    ));
                }
            }
            Ok(Scored { parts: None, total })
        }
        None => {
            let parts = score_parts(code, elder, d)?;
            let p = &parts;
            let total = [0usize, 1].map(|i| {
                p.carte_blanche[i]
                    + p.point[i]
                    + p.sequences[i]
                    + p.sets[i]
                    + p.repic[i]
                    + p.pic[i]
                    + p.play[i]
                    + p.cards[i]
            });
            Ok(Scored {
                parts: Some(parts),
                total,
            })
        }
    }
}

fn first_part(d: &Deal) -> Option<&'static str> {
    [
        ("carte_blanche", d.carte_blanche.is_some()),
        ("point", d.point.is_some()),
        ("sequences", d.sequences.is_some()),
        ("sets", d.sets.is_some()),
        ("pic", d.pic.is_some()),
        ("tricks", d.tricks.is_some()),
        ("won_following", d.won_following.is_some()),
        ("last_trick", d.last_trick.is_some()),
    ]
    .into_iter()
    .find(|(_, given)| *given)
    .map(|(name, _)| name)
}

/// At most one player scores each of point, sequences and sets: "the holder of the best ...
/// counts all ..., his opponent counting none" (L3436–3452; L12592–12603).
fn only_one(field: &str, values: [i64; PLAYERS]) -> Result<(), LawError> {
    if values[0] > 0 && values[1] > 0 {
        return Err(LawError::new(
            field,
            "only the better hand scores; the other player's is 0",
        ));
    }
    Ok(())
}

/// Lengths written as whole numbers separated by spaces or commas ("5 3", "4,3", "").
fn lengths(field: &str, text: &str) -> Result<Vec<i64>, LawError> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<i64>()
                .map_err(|_| LawError::new(field, format!("{t:?} is not a number of cards")))
        })
        .collect()
}

fn per_side_lengths(field: &str, texts: &Option<Vec<String>>) -> Result<[Vec<i64>; 2], LawError> {
    match texts {
        None => Ok([Vec::new(), Vec::new()]),
        Some(t) => {
            let [a, b]: [&String; 2] = book::per_side(field, &t.iter().collect::<Vec<_>>())?;
            Ok([
                lengths(&format!("{field}[0]"), a)?,
                lengths(&format!("{field}[1]"), b)?,
            ])
        }
    }
}

fn sequence_points(field: &str, lens: &[i64]) -> Result<i64, LawError> {
    let mut points = 0;
    for &n in lens {
        if !(3..=SUIT).contains(&n) {
            return Err(LawError::new(
                field,
                format!("a sequence of {n} cards: a sequence is 3 to {SUIT}"),
            ));
        }
        // "Tierce 3, quart 4, quint 15, sixième 16 ..." (L3428–3440); "5+ → cards + 10".
        points += if n >= 5 { n + 10 } else { n };
    }
    if lens.iter().sum::<i64>() > TRICKS {
        return Err(LawError::new(
            field,
            format!(
                "{} cards in sequences; a hand has 12",
                lens.iter().sum::<i64>()
            ),
        ));
    }
    Ok(points)
}

fn set_points(field: &str, sizes: &[i64]) -> Result<i64, LawError> {
    let mut points = 0;
    for &n in sizes {
        points += match n {
            4 => 14,
            3 => 3,
            _ => {
                return Err(LawError::new(
                    field,
                    format!("{n}: write 4 for a quatorze, 3 for a trio"),
                ));
            }
        };
    }
    // Aces, kings, queens, knaves and tens: five ranks, and twelve cards.
    if sizes.len() > 5 || sizes.iter().sum::<i64>() > TRICKS {
        return Err(LawError::new(
            field,
            "more quatorzes and trios than twelve cards of five ranks can hold",
        ));
    }
    Ok(points)
}

fn score_parts(code: Code, elder: usize, d: &Deal) -> Result<Parts, LawError> {
    let younger = 1 - elder;
    let mut p = Parts::default();
    if let Some(cb) = d.carte_blanche {
        p.carte_blanche[book::check_side("carte_blanche", cb, PLAYERS)?] = CARTE_BLANCHE;
    }
    if let Some(point) = &d.point {
        let cards: [i64; PLAYERS] = book::per_side("point", point)?;
        for (i, &n) in cards.iter().enumerate() {
            // Twelve cards in four suits hold one of at least three; a suit has eight.
            if n != 0 && !(3..=SUIT).contains(&n) {
                return Err(LawError::new(
                    format!("point[{i}]"),
                    format!("a point of {n} cards: twelve cards hold a suit of 3 to {SUIT}"),
                ));
            }
        }
        only_one("point", cards)?;
        // "One for each card" (L3417–3426; "a point of five cards is worth 5", L12586).
        p.point = cards;
    }
    let seqs = per_side_lengths("sequences", &d.sequences)?;
    for (i, lens) in seqs.iter().enumerate() {
        p.sequences[i] = sequence_points(&format!("sequences[{i}]"), lens)?;
    }
    only_one("sequences", p.sequences)?;
    let sets = per_side_lengths("sets", &d.sets)?;
    for (i, sizes) in sets.iter().enumerate() {
        p.sets[i] = set_points(&format!("sets[{i}]"), sizes)?;
    }
    only_one("sets", p.sets)?;

    // Repic: thirty in hand "before his adversary can score anything" (L3666–3668); an equal
    // point scores nothing, so "equalities do not save repic" (L12634–12635).
    let hand_stages = [p.carte_blanche, p.point, p.sequences, p.sets];
    let mut running = [0i64; PLAYERS];
    for stage in hand_stages {
        running = [running[0] + stage[0], running[1] + stage[1]];
        if let Some(x) = (0..PLAYERS).find(|&x| running[x] >= THIRTY && running[1 - x] == 0) {
            p.repic[x] = REPIC;
            break;
        }
        if running[0] > 0 && running[1] > 0 {
            break;
        }
    }
    let hand = running_total(&hand_stages);

    // The play.
    let tricks: [i64; PLAYERS] = match &d.tricks {
        Some(t) => book::per_side("tricks", t)?,
        None => {
            return Err(LawError::new(
                "tricks",
                "needed when a deal is entered as parts",
            ));
        }
    };
    for (i, &t) in tricks.iter().enumerate() {
        if !(0..=TRICKS).contains(&t) {
            return Err(LawError::new(
                format!("tricks[{i}]"),
                format!("{t} is not from 0 to {TRICKS}"),
            ));
        }
    }
    if tricks[0] + tricks[1] != TRICKS {
        return Err(LawError::new(
            "tricks",
            format!("{} tricks; a deal is {TRICKS}", tricks[0] + tricks[1]),
        ));
    }
    let following: [i64; PLAYERS] = match &d.won_following {
        Some(w) => book::per_side("won_following", w)?,
        None => {
            return Err(LawError::new(
                "won_following",
                "needed when a deal is entered as parts",
            ));
        }
    };
    for i in 0..PLAYERS {
        if !(0..=tricks[i]).contains(&following[i]) {
            return Err(LawError::new(
                format!("won_following[{i}]"),
                format!(
                    "{} is not from 0 to {} (the tricks he took)",
                    following[i], tricks[i]
                ),
            ));
        }
    }
    let capot = (0..PLAYERS).find(|&i| tricks[i] == TRICKS);
    let last = match (d.last_trick, capot) {
        (Some(l), _) => book::check_side("last_trick", l, PLAYERS)?,
        (None, Some(c)) => c,
        (None, None) => {
            return Err(LawError::new(
                "last_trick",
                "needed when a deal is entered as parts",
            ));
        }
    };
    if tricks[last] == 0 {
        return Err(LawError::new(
            "last_trick",
            format!("player {last} took no trick"),
        ));
    }
    // The elder leads the first trick and the winner of each trick leads the next, so each
    // player led [elder] + his tricks − [he won the last]; his leads are the tricks he won
    // leading and those the other won following.
    let leads = [0usize, 1].map(|i| i64::from(i == elder) + tricks[i] - i64::from(i == last));
    for i in 0..PLAYERS {
        if leads[i] != tricks[i] - following[i] + following[1 - i] {
            return Err(LawError::new(
                "won_following",
                format!(
                    "{}–{} cannot be: with player {elder} elder and player {last} taking the last trick, player {} must have won {} more following than player {i}",
                    following[0],
                    following[1],
                    1 - i,
                    leads[i] - tricks[i]
                ),
            ));
        }
    }
    // The dealer leads only once he has won a trick following.
    if leads[younger] > 0 && following[younger] == 0 {
        return Err(LawError::new(
            format!("won_following[{younger}]"),
            format!(
                "0, yet the dealer led {} tricks: he gets the lead only by winning a trick following",
                leads[younger]
            ),
        ));
    }
    for i in 0..PLAYERS {
        // Capot's forty "includes ... the last trick" in 1927 (L12648–12650); in 1909 the
        // last card is counted besides (L3710–3746: "last card 1, capot 40").
        let last_point = match (code, capot) {
            (Code::Rules1927, Some(_)) => 0,
            _ => i64::from(i == last),
        };
        p.play[i] = leads[i] + following[i] + last_point;
        p.cards[i] = if tricks[i] == TRICKS {
            CAPOT
        } else if tricks[i] > TRICKS / 2 {
            CARDS
        } else {
            0
        };
    }

    if let Some(pic) = d.pic {
        book::check_side("pic", pic, PLAYERS)?;
        // "A pique can never be gained by the dealer" (L3697–3698; L12629–12630).
        let why = if pic != elder {
            Some("only the elder hand can make pic".to_owned())
        } else if p.repic[elder] > 0 {
            Some("he has repic".to_owned())
        } else if hand[younger] > 0 {
            Some("the dealer scored in hand".to_owned())
        } else if hand[elder] >= THIRTY {
            Some("thirty in hand is repic".to_owned())
        } else if hand[elder] + p.play[elder] < THIRTY {
            Some(format!(
                "{} in hand and {} in play never reach thirty",
                hand[elder], p.play[elder]
            ))
        } else {
            None
        };
        if let Some(why) = why {
            return Err(LawError::new("pic", why));
        }
        p.pic[elder] = PIC;
    }
    Ok(p)
}

fn running_total(stages: &[[i64; PLAYERS]]) -> [i64; PLAYERS] {
    stages
        .iter()
        .fold([0, 0], |acc, s| [acc[0] + s[0], acc[1] + s[1]])
}
