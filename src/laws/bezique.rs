//! Bézique, the game played up to a target (not the rubicon game, `laws::rubicon`): two-hand,
//! and by the 1927 book without a trump, three-hand and four-hand (partners or each for
//! himself). A deal is entered as each side's points from declarations (sevens and the last
//! trick included) and the brisques it took, ten each; the first to the target wins a game.
//!
//! 1909 (seed 000): L388–599, game "usually 1000 up" (L422). 1927 (seed 001): L8797–9036,
//! game "usually 1,000" (L9002), without a trump L9006–9011, three-hand L9013–9020 (game
//! 2,000), four-hand L9022–9036 (game 2,000).

pub mod declarations;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::LawError;
use super::book::{self, Code};
use super::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides};
use super::registry::{self, Law, Setting, Table};

/// Two to four sides: two players, three, four each for himself, or two partnerships of two.
pub const SIDES: Sides = Sides {
    min: 2,
    max: 4,
    players_per_side: 1,
};
/// The most points one side may enter for a deal; keeps every sum far inside `i64`.
pub const MAX_POINTS: i64 = 100_000;
/// Each pack of 32 holds four aces and four tens.
const BRISQUES_PER_PACK: i64 = 8;
const BRISQUE: i64 = 10;
/// Every score in the game is a multiple of ten (the tables of L430–492 and L8860–8885).
const STEP: i64 = 10;

pub const LAWS: &[Law] = &[Law {
    id: "bezique",
    name: "Bézique: a thousand up for two, two thousand for three or four",
    sources: "seed 000 L388–599; seed 001 L8797–9036",
    doc: "docs/laws/bezique.md",
    settings: &[
        Setting {
            name: "code",
            values: &["\"1909\"", "\"1927\""],
            default: "\"1909\"",
            about: "1909 gives only the two-hand game with a trump (L388–599); 1927 adds play without a trump (L9006–9011), three-hand (L9013–9020) and four-hand (L9022–9036). They also differ in which trick scores ten as the last (the 32nd, L430–492; the 24th, L8883–8885) and in double bézique (500 \"additional\", L458–463; 500, L8865), which a total per deal already contains",
        },
        Setting {
            name: "partnership",
            values: &["false", "true"],
            default: "false",
            about: "two sides of two partners each, four packs (L9022–9024, \"as partners or as individuals\"); otherwise each side is one player",
        },
        Setting {
            name: "trump",
            values: &["true", "false"],
            default: "true",
            about: "false: \"without a trump\", the first marriage making trumps and the seven of trumps not counting (code 1927, L9006–9011)",
        },
        Setting {
            name: "target",
            values: &["null", "1000", "1500", "2000"],
            default: "null",
            about: "the game is \"usually\" 1,000 (L422; L9002) for two and 2,000 for three or four (L9020; L9036); null takes the book's; any multiple of 10 up to 100,000 is accepted",
        },
    ],
    score: score_json,
    table: Some(Table {
        sides: SIDES,
        deal: DEAL,
        pad,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
}];

pub const DEAL: &[Field] = &[
    Field {
        name: "points",
        label: "Declarations",
        kind: FieldKind::Number {
            min: 0,
            max: MAX_POINTS,
        },
        per_side: true,
        optional: true,
        help: "everything declared and marked this deal, sevens and the last trick included, without brisques (or list the declarations below)",
    },
    Field {
        name: "declared",
        label: "Declarations made",
        kind: FieldKind::Text { max_len: 200 },
        per_side: true,
        optional: true,
        help: "or list them, and the law adds them up: \"royal marriage, bezique, 2 marriages, four aces, seven, last trick\"",
    },
    Field {
        name: "brisques",
        label: "Brisques",
        kind: FieldKind::Number {
            min: 0,
            max: 4 * BRISQUES_PER_PACK,
        },
        per_side: true,
        optional: false,
        help: "aces and tens taken in tricks, ten points each",
    },
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default)]
    pub code: Code,
    #[serde(default)]
    pub partnership: bool,
    #[serde(default = "yes")]
    pub trump: bool,
    #[serde(default)]
    pub target: Option<i64>,
}

fn yes() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            code: Code::default(),
            partnership: false,
            trump: true,
            target: None,
        }
    }
}

/// The form of the game a table plays, from its sides and settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Form {
    pub code: Code,
    pub players: usize,
    pub sides: usize,
    pub partnership: bool,
    pub trump: bool,
    /// One pack a player (L388–392; L9013, L9022).
    pub packs: i64,
    pub target: i64,
}

impl Form {
    pub fn new(settings: Settings, sides: usize) -> Result<Form, LawError> {
        if !(SIDES.min..=SIDES.max).contains(&sides) {
            return Err(LawError::new(
                "sides",
                format!("{sides} sides; bézique is for two, three or four"),
            ));
        }
        if settings.partnership && sides != 2 {
            return Err(LawError::new(
                "settings.partnership",
                format!("partners make two sides, not {sides}"),
            ));
        }
        let players = if settings.partnership { 4 } else { sides };
        if settings.code == Code::Hoyle1909 {
            if players != 2 {
                return Err(LawError::new(
                    "settings.code",
                    format!(
                        "the 1909 book gives only the two-hand game; {players}-hand bézique is code \"1927\" (L9013–9036)"
                    ),
                ));
            }
            if !settings.trump {
                return Err(LawError::new(
                    "settings.trump",
                    "bézique without a trump is in the 1927 book only (code \"1927\", L9006–9011)",
                ));
            }
        }
        let book_target = if players == 2 { 1000 } else { 2000 };
        let target = settings.target.unwrap_or(book_target);
        if !(STEP..=MAX_POINTS).contains(&target) || target % STEP != 0 {
            return Err(LawError::new(
                "settings.target",
                format!("{target} is not a multiple of {STEP} up to {MAX_POINTS}"),
            ));
        }
        Ok(Form {
            code: settings.code,
            players,
            sides,
            partnership: settings.partnership,
            trump: settings.trump,
            packs: players as i64,
            target,
        })
    }

    fn describe(&self) -> String {
        let game = match (self.players, self.partnership) {
            (4, true) => "four-hand, partners",
            (4, false) => "four-hand, each for himself",
            (3, _) => "three-hand",
            _ => "two-hand",
        };
        format!(
            "{}; {game} bézique{}, {} packs, game {} up.",
            self.code.title(),
            if self.trump { "" } else { " without a trump" },
            self.packs,
            self.target
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each side's points from declarations, as typed; a side whose declarations are listed
    /// may be left 0 (the form's blank) or must agree with them.
    #[serde(default)]
    pub points: Option<Vec<i64>>,
    /// Each side's declarations listed (`declarations::read`), or null.
    #[serde(default)]
    pub declared: Option<Vec<Option<String>>>,
    pub brisques: Vec<i64>,
}

/// A deal's score for each side, and the game's after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DealScore {
    /// Each side's declarations counted, when the deal lists them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declared: Option<Listed>,
    /// Each side's points from declarations (typed or counted), for the pad.
    #[serde(skip)]
    pub declared_points: Vec<i64>,
    pub scores: Vec<i64>,
    pub totals: Vec<i64>,
    /// Index into [`Sitting::games`] when this deal ended a game.
    pub game: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Game {
    pub winner: usize,
    pub totals: Vec<i64>,
    /// One game: neither book gives a double or a settlement for the game up.
    pub value: i64,
    /// The winner gains a game from each loser.
    pub amounts: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting {
    pub code: Code,
    pub form: Form,
    pub deals: Vec<DealScore>,
    pub games: Vec<Game>,
    /// The game under way.
    pub totals: Vec<i64>,
    pub net: Vec<i64>,
}

/// Each side's declarations counted, a side that listed none `None`.
pub type Listed = Vec<Option<declarations::Declared>>;

/// Each side's points from declarations: typed, or counted from the declarations listed (and
/// checked against the packs), the two agreeing where both are given.
pub fn declared_points(form: &Form, deal: &Deal) -> Result<(Vec<i64>, Option<Listed>), LawError> {
    let n = form.sides;
    let listed = match &deal.declared {
        None => None,
        Some(lists) if lists.len() != n => {
            return Err(LawError::new(
                "declared",
                format!("{} values; one for each of the {n} sides", lists.len()),
            ));
        }
        Some(lists) => {
            let read: Listed = lists
                .iter()
                .enumerate()
                .map(|(i, l)| match l.as_deref().map(str::trim) {
                    Some(text) if !text.is_empty() => {
                        declarations::read(&format!("declared[{i}]"), text).map(Some)
                    }
                    _ => Ok(None),
                })
                .collect::<Result<_, _>>()?;
            declarations::check(&read, form.packs, form.trump)?;
            Some(read)
        }
    };
    let mut points = Vec::with_capacity(n);
    for side in 0..n {
        let typed = deal.points.as_ref().and_then(|p| p.get(side)).copied();
        let counted = listed
            .as_ref()
            .and_then(|l| l[side].as_ref())
            .map(|d| d.total);
        points.push(match (counted, typed) {
            (Some(c), Some(t)) if t != 0 && t != c => {
                return Err(LawError::new(
                    format!("points[{side}]"),
                    format!("the declarations listed make {c}, not {t}"),
                ));
            }
            (Some(c), _) => c,
            (None, Some(t)) => t,
            // Nothing listed for this side beside another's list: it declared nothing.
            (None, None) if listed.is_some() => 0,
            (None, None) => {
                return Err(LawError::new(
                    "points",
                    "enter each side's points from declarations, or list the declarations",
                ));
            }
        });
    }
    Ok((points, listed))
}

/// One deal's points for each side: declarations plus ten a brisque.
pub fn score_deal(form: &Form, deal: &Deal) -> Result<Vec<i64>, LawError> {
    let (points, _) = declared_points(form, deal)?;
    score_parts(form, &points, deal)
}

fn score_parts(form: &Form, points: &[i64], deal: &Deal) -> Result<Vec<i64>, LawError> {
    let n = form.sides;
    let count = |field: &str, v: &[i64]| {
        if v.len() == n {
            Ok(())
        } else {
            Err(LawError::new(
                field,
                format!("{} values; one for each of the {n} sides", v.len()),
            ))
        }
    };
    if let Some(typed) = &deal.points {
        count("points", typed)?;
    }
    count("brisques", &deal.brisques)?;
    for (i, &p) in points.iter().enumerate() {
        if !(0..=MAX_POINTS).contains(&p) {
            return Err(LawError::new(
                format!("points[{i}]"),
                format!("{p} is not from 0 to {MAX_POINTS}"),
            ));
        }
        if p % STEP != 0 {
            return Err(LawError::new(
                format!("points[{i}]"),
                format!("{p}: every score at bézique is a multiple of {STEP}"),
            ));
        }
    }
    let all = form.packs * BRISQUES_PER_PACK;
    for (i, &b) in deal.brisques.iter().enumerate() {
        if !(0..=all).contains(&b) {
            return Err(LawError::new(
                format!("brisques[{i}]"),
                format!("{b} is not from 0 to {all} ({} packs)", form.packs),
            ));
        }
    }
    let taken: i64 = deal.brisques.iter().sum();
    if taken > all {
        return Err(LawError::new(
            "brisques",
            format!("{taken} in all; {} packs hold {all}", form.packs),
        ));
    }
    Ok(points
        .iter()
        .zip(&deal.brisques)
        .map(|(p, b)| p + b * BRISQUE)
        .collect())
}

/// The winner once one or more sides reach the target at the end of a deal: the highest total.
/// Neither book says who wins when two pass the target in one deal; the higher total is the
/// natural reading of "game ... 1,000 points", and an equal highest total plays on.
fn winner(target: i64, totals: &[i64]) -> Option<usize> {
    let best = *totals.iter().max()?;
    if best < target {
        return None;
    }
    let mut at_best = (0..totals.len()).filter(|&i| totals[i] == best);
    let first = at_best.next()?;
    match at_best.next() {
        Some(_) => None,
        None => Some(first),
    }
}

/// Plays out every deal entered.
pub fn play(settings: Settings, sides: usize, deals: &[Deal]) -> Result<Sitting, LawError> {
    let form = Form::new(settings, sides)?;
    let mut s = Sitting {
        code: form.code,
        form,
        deals: Vec::with_capacity(deals.len()),
        games: Vec::new(),
        totals: vec![0; sides],
        net: vec![0; sides],
    };
    for (i, deal) in deals.iter().enumerate() {
        let at = |e: LawError| LawError::new(format!("deals[{i}].{}", e.field), e.message);
        let (declared_points, declared) = declared_points(&form, deal).map_err(at)?;
        let scores = score_parts(&form, &declared_points, deal).map_err(at)?;
        // At most MAX_POINTS a deal, and a game ends at the target: no overflow until an
        // absurd number of deals, which is refused.
        let totals: Vec<i64> = s
            .totals
            .iter()
            .zip(&scores)
            .map(|(t, d)| t.checked_add(*d))
            .collect::<Option<_>>()
            .ok_or_else(|| LawError::new(format!("deals[{i}]"), "too many points to add up"))?;
        let mut game = None;
        if let Some(w) = winner(form.target, &totals) {
            let losers = sides as i64 - 1;
            let amounts: Vec<i64> = (0..sides)
                .map(|p| if p == w { losers } else { -1 })
                .collect();
            for (n, a) in s.net.iter_mut().zip(&amounts) {
                *n += a;
            }
            game = Some(s.games.len());
            s.games.push(Game {
                winner: w,
                totals: totals.clone(),
                value: 1,
                amounts,
            });
            s.totals = vec![0; sides];
        } else {
            s.totals = totals.clone();
        }
        s.deals.push(DealScore {
            declared,
            declared_points,
            scores,
            totals,
            game,
        });
    }
    Ok(s)
}

fn read(input: &PadInput) -> Result<(Settings, Vec<Deal>), LawError> {
    Ok((input.settings()?, input.deals()?))
}

/// Bézique kept at a table: each deal's declarations and brisques below, a line under each game.
pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, deals) = read(input)?;
    let s = play(settings, input.sides.len(), &deals)?;
    let n = input.sides.len();
    let mut pad = Pad {
        open: s.deals.last().is_some_and(|d| d.game.is_none()),
        notes: vec![s.form.describe()],
        ..Pad::new(input.sides.clone())
    };
    for (i, (d, entered)) in s.deals.iter().zip(&deals).enumerate() {
        let below = (0..n)
            .map(|p| {
                vec![
                    Item::new(d.declared_points[p], "declared"),
                    Item::new(entered.brisques[p] * BRISQUE, "brisques"),
                ]
            })
            .collect();
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note: format!(
                "game {}",
                d.totals
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join("–")
            ),
        });
        if let Some(g) = d.game {
            let game = &s.games[g];
            pad.rows.push(Row::Game {
                winner: game.winner,
                label: format!("game {} up", s.form.target),
            });
            pad.settle(Settlement {
                winner: Some(game.winner),
                value: game.value,
                amounts: game.amounts.clone(),
                label: "game".to_owned(),
                lurch: false,
                final_points: d.totals.clone(),
            });
        }
    }
    Ok(pad)
}

/// `hoyle score bezique`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = book::kept_input(input)?;
    let (settings, deals) = read(&input)?;
    book::pretty(&play(settings, input.sides.len(), &deals).map_err(|e| {
        if e.field == "sides" {
            LawError::new("players", e.message)
        } else {
            e
        }
    })?)
}
