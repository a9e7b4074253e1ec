//! R. F. Foster's draw-number prize plan for large pivot games: prizes go to the scores nearest a
//! number drawn publicly from a sealed set of 100.
//!
//! Source: Rules of Card Games (seed 001) L2794–2854; rules-1927-a.md §3.3. Nobody can aim at
//! the number, so reckless doubling for a high score buys nothing (L2786–2792, L2849–2854).

use std::collections::BTreeMap;

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::laws::LawError;

#[cfg(test)]
mod tests;
pub mod wire;

pub use wire::{numbers_json, score_json};

use crate::laws::registry::{Law, Setting};

pub const LAWS: &[Law] = &[Law {
    id: "foster-draw",
    name: "R. F. Foster's draw-number prize plan",
    sources: "seed 001 L2794–2854",
    doc: "docs/laws/foster-draw.md",
    settings: &[Setting {
        name: "equidistant",
        values: &["\"lot\"", "\"above\"", "\"below\""],
        default: "\"lot\"",
        about: "two different scores equally distant from the drawn number: the book is silent (rules-1927-a §3.3)",
    }],
    score: score_json,
    table: None,
}];

/// One band of the sealed set: `count` numbers `step` apart from `start` (plus the band's offset).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Band {
    pub start: u32,
    pub step: u32,
    pub count: u32,
}

/// Foster's schedule (L2812–2823), in proportion to how often honest three-rubber totals fall in
/// each hundred: 25 / 25 / 20 / 10 / 10 / 5 / 5 numbers.
pub const BOOK_BANDS: [Band; 7] = [
    Band {
        start: 1400,
        step: 4,
        count: 25,
    },
    Band {
        start: 1500,
        step: 4,
        count: 25,
    },
    Band {
        start: 1600,
        step: 5,
        count: 20,
    },
    Band {
        start: 1700,
        step: 10,
        count: 10,
    },
    Band {
        start: 1800,
        step: 10,
        count: 10,
    },
    Band {
        start: 1900,
        step: 20,
        count: 5,
    },
    Band {
        start: 2000,
        step: 20,
        count: 5,
    },
];

/// The most slips a sealed set may hold; far above the book's 100, and keeps a mistyped count
/// from asking for gigabytes.
pub const MAX_NUMBERS: u64 = 10_000;

/// How two different scores equally distant from the drawn number are ordered. The book settles
/// only equal scores (by lot, L2844–2847); this is the setting for the case it leaves open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Equidistant {
    /// Every player at that distance has the same chance, as with equal scores.
    #[default]
    Lot,
    /// The higher score first.
    Above,
    /// The lower score first.
    Below,
}

/// One player's score as turned in to the committee.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub player: String,
    /// A total may be below zero (five hundred's set-backs); the sealed set's numbers never are.
    pub score: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Winner {
    pub prize: u64,
    pub player: String,
    pub score: i64,
    pub distance: u64,
    /// The tie rule that decided this player's place among others at the same distance.
    pub tie: Option<Equidistant>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Award {
    pub drawn: u32,
    /// The seed the draw or a lot used (0 when one was needed and none was given); `None` when
    /// nothing was left to chance.
    pub seed: Option<u64>,
    pub winners: Vec<Winner>,
    /// Prizes beyond the number of players.
    pub unawarded: u64,
}

/// The sealed set, band by band: `start + offset + j·step` for `j = 0 … count − 1`. With no
/// offsets every band starts at its lower bound, so the book's second band runs 1,500 … 1,596,
/// the printed end (L2825–2830; the rest of that printed example is inconsistent, §3.3).
pub fn numbers(bands: &[Band], offsets: Option<&[u32]>) -> Result<Vec<u32>, LawError> {
    if bands.is_empty() {
        return Err(LawError::new("bands", "no bands"));
    }
    if let Some(offsets) = offsets
        && offsets.len() != bands.len()
    {
        return Err(LawError::new(
            "offsets",
            format!("{} offsets for {} bands", offsets.len(), bands.len()),
        ));
    }
    let total: u64 = bands.iter().map(|b| u64::from(b.count)).sum();
    if total > MAX_NUMBERS {
        return Err(LawError::new(
            "bands",
            format!("{total} numbers is more than {MAX_NUMBERS}"),
        ));
    }
    let mut out = Vec::with_capacity(usize::try_from(total).unwrap_or(0));
    let mut seen: BTreeMap<u32, usize> = BTreeMap::new();
    for (k, band) in bands.iter().enumerate() {
        if band.step == 0 {
            return Err(LawError::new(
                format!("bands[{k}].step"),
                "0 is not 1 or more",
            ));
        }
        if band.count == 0 {
            return Err(LawError::new(
                format!("bands[{k}].count"),
                "0 is not 1 or more",
            ));
        }
        let offset = offsets.and_then(|o| o.get(k).copied()).unwrap_or(0);
        if offset >= band.step {
            return Err(LawError::new(
                format!("offsets[{k}]"),
                format!("{offset} is not from 0 to {}", band.step - 1),
            ));
        }
        for j in 0..band.count {
            let n = u64::from(band.start) + u64::from(offset) + u64::from(j) * u64::from(band.step);
            let n = u32::try_from(n).map_err(|_| {
                LawError::new(format!("bands[{k}]"), format!("runs past {}", u32::MAX))
            })?;
            // A number twice in the envelope would double its chance; bands must not overlap.
            if let Some(other) = seen.insert(n, k) {
                return Err(LawError::new(
                    format!("bands[{k}]"),
                    format!("{n} is already in bands[{other}]"),
                ));
            }
            out.push(n);
        }
    }
    Ok(out)
}

/// Checks a caller's own set: not empty, not too large, no number twice.
pub fn check_numbers(numbers: &[u32]) -> Result<(), LawError> {
    if numbers.is_empty() {
        return Err(LawError::new("numbers", "no numbers"));
    }
    if numbers.len() as u64 > MAX_NUMBERS {
        return Err(LawError::new(
            "numbers",
            format!("{} numbers is more than {MAX_NUMBERS}", numbers.len()),
        ));
    }
    let mut seen: BTreeMap<u32, usize> = BTreeMap::new();
    for (i, &n) in numbers.iter().enumerate() {
        if let Some(j) = seen.insert(n, i) {
            return Err(LawError::new(
                format!("numbers[{i}]"),
                format!("{n} is already numbers[{j}]"),
            ));
        }
    }
    Ok(())
}

/// Draws, if `drawn` is not given, and awards the prizes nearest first.
///
/// The one generator, built from `seed` (0 if none was given) only when something is left to
/// chance, first draws the number and then settles each tie in order of distance; so the same
/// input and seed always give the same award. Ties are shuffled from the players sorted by name,
/// so the order the scores were listed in does not change a lot.
pub fn award(
    scores: &[Entry],
    prizes: u64,
    numbers: &[u32],
    drawn: Option<u32>,
    equidistant: Equidistant,
    seed: Option<u64>,
) -> Result<Award, LawError> {
    if prizes == 0 {
        return Err(LawError::new("prizes", "must be at least 1"));
    }
    check_scores(scores)?;
    check_numbers(numbers)?;
    let mut chance = Chance { seed, rng: None };
    let drawn = match drawn {
        Some(d) if numbers.contains(&d) => d,
        Some(d) => {
            return Err(LawError::new(
                "drawn",
                format!("{d} is not in the sealed set"),
            ));
        }
        None => {
            let i = chance.rng().random_range(0..numbers.len());
            numbers.get(i).copied().unwrap_or_default()
        }
    };

    let mut by_distance: BTreeMap<u64, Vec<&Entry>> = BTreeMap::new();
    for e in scores {
        by_distance
            .entry(e.score.abs_diff(i64::from(drawn)))
            .or_default()
            .push(e);
    }
    let mut winners: Vec<Winner> = Vec::new();
    let mut left = prizes;
    for (distance, mut group) in by_distance {
        if left == 0 {
            break;
        }
        group.sort_by(|a, b| a.player.cmp(&b.player));
        let ordered: Vec<(&Entry, Option<Equidistant>)> = if group.len() == 1 {
            group.into_iter().map(|e| (e, None)).collect()
        } else {
            settle(group, distance, drawn, equidistant, left, &mut chance)
        };
        for (e, tie) in ordered {
            if left == 0 {
                break;
            }
            winners.push(Winner {
                prize: winners.len() as u64 + 1,
                player: e.player.clone(),
                score: e.score,
                distance,
                tie,
            });
            left -= 1;
        }
    }
    Ok(Award {
        drawn,
        seed: chance.used(),
        winners,
        unawarded: left,
    })
}

/// Orders the players at one distance (two or more, sorted by name), spending the lot only on
/// those who can still win something.
fn settle<'a>(
    group: Vec<&'a Entry>,
    distance: u64,
    drawn: u32,
    equidistant: Equidistant,
    prizes_left: u64,
    chance: &mut Chance,
) -> Vec<(&'a Entry, Option<Equidistant>)> {
    let mixed = distance > 0 && group.iter().any(|e| e.score != group[0].score);
    if !mixed || equidistant == Equidistant::Lot {
        let mut group = group;
        group.shuffle(chance.rng());
        return group
            .into_iter()
            .map(|e| (e, Some(Equidistant::Lot)))
            .collect();
    }
    let (mut above, mut below): (Vec<&Entry>, Vec<&Entry>) =
        group.into_iter().partition(|e| e.score > i64::from(drawn));
    let (first, second) = match equidistant {
        Equidistant::Below => (&mut below, &mut above),
        Equidistant::Above | Equidistant::Lot => (&mut above, &mut below),
    };
    let mut out = Vec::new();
    let mut left = prizes_left;
    for side in [first, second] {
        if left == 0 {
            break;
        }
        let tie = if side.len() > 1 {
            side.shuffle(chance.rng());
            Equidistant::Lot
        } else {
            equidistant
        };
        left = left.saturating_sub(side.len() as u64);
        out.extend(side.iter().map(|e| (*e, Some(tie))));
    }
    out
}

/// The seeded generator, made only when a draw or a lot needs it, so that an award with nothing
/// left to chance reports no seed.
struct Chance {
    seed: Option<u64>,
    rng: Option<ChaCha8Rng>,
}

impl Chance {
    fn rng(&mut self) -> &mut ChaCha8Rng {
        let seed = self.seed.unwrap_or(0);
        self.rng
            .get_or_insert_with(|| ChaCha8Rng::seed_from_u64(seed))
    }

    fn used(&self) -> Option<u64> {
        self.seed.or(self.rng.as_ref().map(|_| 0))
    }
}

fn check_scores(scores: &[Entry]) -> Result<(), LawError> {
    if scores.is_empty() {
        return Err(LawError::new("scores", "no scores"));
    }
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, e) in scores.iter().enumerate() {
        if e.player.trim().is_empty() {
            return Err(LawError::new(format!("scores[{i}].player"), "empty"));
        }
        if let Some(j) = seen.insert(e.player.as_str(), i) {
            return Err(LawError::new(
                format!("scores[{i}].player"),
                format!("{:?} is already scores[{j}]", e.player),
            ));
        }
    }
    Ok(())
}
