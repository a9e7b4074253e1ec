//! Two-hand pinochle: the melds, the game of 1,000, and each deal's count.

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::pad::from_value;

/// "The first one that correctly announces that he has reached 1,000 points wins" (L8312–8315).
pub const GAME: i64 = 1_000;
/// "If both are 1,000 and neither has called out, the game must be continued to 1,250"
/// (L8320–8321).
pub const EXTENSION: i64 = 250;
/// Cards and last trick in one deal of the 48-card pack: 240 + 10 (L8236–8248, L8602–8603).
pub const COUNTERS: i64 = 250;
/// A guard against slips: no deal's melds come near it.
pub(super) const MAX_MELDS: i64 = 5_000;

/// The meld table, Table No. 1 (L8206–8227), with the dix (L8258–8268).
pub const MELDS: &[(&str, i64)] = &[
    ("common marriage", 20),
    ("royal marriage", 40),
    ("royal sequence", 150),
    ("pinochle", 40),
    ("four jacks", 40),
    ("four queens", 60),
    ("four kings", 80),
    ("four aces", 100),
    ("dix", 10),
];

/// Reads `"royal marriage, 2 common marriage, four aces"`: meld names from the table, each
/// optionally preceded by how many times it was melded.
pub fn meld_points(field: &str, text: &str) -> Result<i64, LawError> {
    let mut total = 0;
    for part in text
        .split([',', ';', '+'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let lower = part.to_lowercase();
        let (times, name) = match lower.split_once(' ') {
            Some((n, rest)) if n.trim_end_matches('x').parse::<i64>().is_ok() => (
                n.trim_end_matches('x').parse::<i64>().unwrap_or(1),
                rest.trim(),
            ),
            _ => (1, lower.as_str()),
        };
        let Some(&(_, points)) = MELDS.iter().find(|(n, _)| *n == name) else {
            let names: Vec<&str> = MELDS.iter().map(|(n, _)| *n).collect();
            return Err(LawError::new(
                field,
                format!("{part:?} is not a meld; the melds are {}", names.join(", ")),
            ));
        };
        if !(1..=8).contains(&times) {
            return Err(LawError::new(field, format!("{part:?}: {times} times")));
        }
        total += times * points;
    }
    Ok(total)
}

/// When both pass 1,250 uncalled as well: the book says only "continued to 1,250"
/// (rules-1927-b §2.5.1 AMBIG).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BeyondExtension {
    /// Another 250 each time both are out and nobody called.
    #[default]
    #[serde(rename = "add_250")]
    Add250,
    /// The higher score wins at 1,250 or more.
    HigherWins,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoHandSettings {
    #[serde(default)]
    pub beyond_1250: BeyondExtension,
}

/// One deal of two-hand pinochle.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoHandDeal {
    /// Meld points per player, as numbers…
    #[serde(default)]
    pub melds: Option<Vec<i64>>,
    /// …or named.
    #[serde(default)]
    pub meld_list: Option<Vec<String>>,
    /// Points taken in cards, with the last trick, per player.
    pub counters: Vec<i64>,
    /// Who called out during the deal.
    #[serde(default)]
    pub called: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PinochleDeal {
    pub melds: Vec<i64>,
    pub counters: Vec<i64>,
    pub scores: Vec<i64>,
    /// The game now played to (1,000, then 1,250…).
    pub game: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_game: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PinochleGame {
    pub winner: usize,
    pub scores: Vec<i64>,
    pub how: String,
    pub amounts: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PinochleSitting {
    pub deals: Vec<PinochleDeal>,
    pub games: Vec<PinochleGame>,
    pub scores: Vec<i64>,
    pub game: i64,
    pub open: bool,
    pub net: Vec<i64>,
}

fn pair(field: &str, values: &[i64], max: i64) -> Result<[i64; 2], LawError> {
    let [a, b] = values else {
        return Err(LawError::new(
            field,
            format!("{} numbers; one for each of the two players", values.len()),
        ));
    };
    for (j, &v) in [*a, *b].iter().enumerate() {
        if !(0..=max).contains(&v) {
            return Err(LawError::new(
                format!("{field}[{j}]"),
                format!("{v} is not from 0 to {max}"),
            ));
        }
    }
    Ok([*a, *b])
}

/// Two-hand pinochle, deal by deal. A call is judged at the end of the deal with everything
/// counted: the book's call comes "before the last trick is taken in" (L8318–8319), and a deal's
/// counters are its tricks, so a call the deal's total does not bear out is wrong.
pub fn play_two_hand(
    settings: TwoHandSettings,
    deals: &[serde_json::Value],
) -> Result<PinochleSitting, LawError> {
    let mut s = PinochleSitting {
        deals: Vec::new(),
        games: Vec::new(),
        scores: vec![0, 0],
        game: GAME,
        open: false,
        net: vec![0, 0],
    };
    for (i, value) in deals.iter().enumerate() {
        let at = format!("deals[{i}]");
        let d: TwoHandDeal = from_value(&at, value)?;
        let melds = match (&d.melds, &d.meld_list) {
            (Some(_), Some(_)) => {
                return Err(LawError::new(
                    format!("{at}.meld_list"),
                    "enter the melds as numbers or named, not both",
                ));
            }
            (Some(m), None) => pair(&format!("{at}.melds"), m, MAX_MELDS)?,
            (None, Some(list)) => {
                if list.len() != 2 {
                    return Err(LawError::new(
                        format!("{at}.meld_list"),
                        format!("{} lists; one for each of the two players", list.len()),
                    ));
                }
                [
                    meld_points(&format!("{at}.meld_list[0]"), &list[0])?,
                    meld_points(&format!("{at}.meld_list[1]"), &list[1])?,
                ]
            }
            (None, None) => [0, 0],
        };
        let counters = pair(&format!("{at}.counters"), &d.counters, COUNTERS)?;
        if counters[0] + counters[1] > COUNTERS {
            return Err(LawError::new(
                format!("{at}.counters"),
                format!(
                    "{} + {} is more than the {COUNTERS} in the pack",
                    counters[0], counters[1]
                ),
            ));
        }
        let called = d
            .called
            .map(|c| {
                usize::try_from(c).ok().filter(|&c| c < 2).ok_or_else(|| {
                    LawError::new(format!("{at}.called"), format!("{c} is not 0 or 1"))
                })
            })
            .transpose()?;
        for p in 0..2 {
            s.scores[p] += melds[p] + counters[p];
        }
        s.open = true;
        let ended = match called {
            Some(c) if s.scores[c] >= s.game => Some((c, "called out".to_owned())),
            Some(c) => Some((1 - c, "the other called out wrongly".to_owned())),
            None => {
                let out: Vec<usize> = (0..2).filter(|&p| s.scores[p] >= s.game).collect();
                match out.as_slice() {
                    [one] => Some((*one, format!("reached {}", s.game))),
                    [_, _] => match settings.beyond_1250 {
                        BeyondExtension::HigherWins if s.game > GAME => {
                            match s.scores[0].cmp(&s.scores[1]) {
                                std::cmp::Ordering::Greater => Some((0, "the higher".to_owned())),
                                std::cmp::Ordering::Less => Some((1, "the higher".to_owned())),
                                std::cmp::Ordering::Equal => {
                                    s.game += EXTENSION;
                                    None
                                }
                            }
                        }
                        _ => {
                            s.game += EXTENSION;
                            None
                        }
                    },
                    _ => None,
                }
            }
        };
        let mut outcome = PinochleDeal {
            melds: melds.to_vec(),
            counters: counters.to_vec(),
            scores: s.scores.clone(),
            game: s.game,
            ended_game: None,
        };
        if let Some((winner, how)) = ended {
            let amounts = if winner == 0 {
                vec![1, -1]
            } else {
                vec![-1, 1]
            };
            s.net[0] += amounts[0];
            s.net[1] += amounts[1];
            outcome.ended_game = Some(s.games.len());
            s.games.push(PinochleGame {
                winner,
                scores: s.scores.clone(),
                how,
                amounts,
            });
            s.scores = vec![0, 0];
            s.game = GAME;
            s.open = false;
        }
        s.deals.push(outcome);
    }
    Ok(s)
}
