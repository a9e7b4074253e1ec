//! The JSON contract of `hoyle score foster-draw` and `hoyle foster numbers` (docs/cli.md).
//! Integers are read wide and checked here, so a wrong number gets the law's own message rather
//! than a parser's.

use serde::{Deserialize, Serialize};

use super::{Award, BOOK_BANDS, Band, Entry, Equidistant, award, check_numbers, numbers};
use crate::laws::LawError;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    scores: Vec<InputScore>,
    prizes: i64,
    drawn: Option<i64>,
    offsets: Option<Vec<i64>>,
    bands: Option<Vec<InputBand>>,
    numbers: Option<Vec<i64>>,
    #[serde(default)]
    equidistant: Equidistant,
    seed: Option<i128>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InputScore {
    player: String,
    score: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InputBand {
    start: i64,
    step: i64,
    count: i64,
}

#[derive(Serialize)]
pub struct Output {
    pub drawn: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    pub winners: Vec<OutputWinner>,
    #[serde(skip_serializing_if = "is_zero")]
    pub unawarded: u64,
}

#[derive(Serialize)]
pub struct OutputWinner {
    pub prize: u64,
    pub player: String,
    pub score: i64,
    pub distance: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<Equidistant>,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl From<Award> for Output {
    fn from(a: Award) -> Self {
        Output {
            drawn: a.drawn,
            seed: a.seed,
            winners: a
                .winners
                .into_iter()
                .map(|w| OutputWinner {
                    prize: w.prize,
                    player: w.player,
                    score: w.score,
                    distance: w.distance,
                    tie: w.tie,
                })
                .collect(),
            unawarded: a.unawarded,
        }
    }
}

/// Reads the contract's input, draws and awards, and returns pretty JSON.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let parsed: Input = crate::laws::parse_json(input)?;
    if parsed.prizes < 1 {
        return Err(LawError::new("prizes", "must be at least 1"));
    }
    let prizes =
        u64::try_from(parsed.prizes).map_err(|_| LawError::new("prizes", "must be at least 1"))?;
    let scores = parsed
        .scores
        .iter()
        .map(|s| Entry {
            player: s.player.clone(),
            score: s.score,
        })
        .collect::<Vec<_>>();
    let set = match (&parsed.numbers, &parsed.bands, &parsed.offsets) {
        (Some(_), Some(_), _) => {
            return Err(LawError::new(
                "numbers",
                "give either numbers or bands, not both",
            ));
        }
        (Some(_), None, Some(_)) => {
            return Err(LawError::new(
                "offsets",
                "offsets apply to bands, not to a list of numbers",
            ));
        }
        (Some(list), None, None) => {
            let list = list
                .iter()
                .enumerate()
                .map(|(i, &n)| whole(&format!("numbers[{i}]"), n))
                .collect::<Result<Vec<_>, _>>()?;
            check_numbers(&list)?;
            list
        }
        (None, bands, offsets) => {
            let bands = match bands {
                None => BOOK_BANDS.to_vec(),
                Some(bands) => bands
                    .iter()
                    .enumerate()
                    .map(|(k, b)| band(k, b))
                    .collect::<Result<Vec<_>, _>>()?,
            };
            let offsets = offsets.as_deref().map(wide_offsets).transpose()?;
            numbers(&bands, offsets.as_deref())?
        }
    };
    let drawn = parsed.drawn.map(|d| whole("drawn", d)).transpose()?;
    let seed = parsed
        .seed
        .map(|s| {
            u64::try_from(s)
                .map_err(|_| LawError::new("seed", format!("{s} is not from 0 to {}", u64::MAX)))
        })
        .transpose()?;
    let result = award(&scores, prizes, &set, drawn, parsed.equidistant, seed)?;
    crate::laws::pretty(&Output::from(result))
}

/// The sealed set for `hoyle foster numbers`: the book's bands with offsets given as
/// `a,b,c,d,e,f,g` (all 0 when absent), as a JSON array.
pub fn numbers_json(offsets: Option<&str>) -> Result<String, LawError> {
    let offsets = match offsets {
        None => None,
        Some(text) => Some(
            text.split(',')
                .enumerate()
                .map(|(k, part)| {
                    part.trim().parse::<i64>().map_err(|_| {
                        LawError::new(
                            format!("offsets[{k}]"),
                            format!("{:?} is not a whole number", part.trim()),
                        )
                    })
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    let offsets = offsets.as_deref().map(wide_offsets).transpose()?;
    let set = numbers(&BOOK_BANDS, offsets.as_deref())?;
    serde_json::to_string(&set).map_err(|e| LawError::new("output", e.to_string()))
}

fn wide_offsets(offsets: &[i64]) -> Result<Vec<u32>, LawError> {
    offsets
        .iter()
        .enumerate()
        .map(|(k, &o)| whole(&format!("offsets[{k}]"), o))
        .collect()
}

fn band(k: usize, b: &InputBand) -> Result<Band, LawError> {
    Ok(Band {
        start: whole(&format!("bands[{k}].start"), b.start)?,
        step: whole(&format!("bands[{k}].step"), b.step)?,
        count: whole(&format!("bands[{k}].count"), b.count)?,
    })
}

/// A whole number the law keeps in 32 bits: scores and numbers never come near that.
fn whole(field: &str, value: i64) -> Result<u32, LawError> {
    if value < 0 {
        return Err(LawError::new(field, format!("{value} is negative")));
    }
    u32::try_from(value)
        .map_err(|_| LawError::new(field, format!("{value} is more than {}", u32::MAX)))
}
