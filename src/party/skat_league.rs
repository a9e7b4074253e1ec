//! The North-American Skat League's order of prizes (seed 001 L11275–11328, Laws XII; the
//! session rules L10931–10978; rules-1927-c.md §3.2): seven categories in a fixed scale,
//! repeated when a session offers more than seven prizes (L10931–10934), each prize to the best
//! entry whose player has not yet won, by the printed tie-breaks and then by a seeded lot.
//!
//! An entry is one player's sheet for one session: "The scores obtained by one and the same
//! player at the two sessions are not to be added" (L10968–10972), so a player may have two
//! entries, and once he has won a prize neither of them competes again. Only the plays recorded
//! under "Remarks" and O.K.'d compete for the 3rd, 6th and 7th prizes (L10946–10951,
//! L10977–10978); a play won by an opponent's error that the Skat Master ruled the player could
//! not otherwise have won is marked `debarred` (X.20, L11174–11180).

use std::collections::BTreeSet;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::Lot;
use crate::laws::LawError;

#[cfg(test)]
mod tests;

/// The seven categories, in the printed order of the prizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// 1st and 4th: games won less games lost; ties to the most points (L11277–11281,
    /// L11300–11305).
    NetGames,
    /// 2nd and 5th: points on own score; ties to the greater net games (L11282–11286,
    /// L11306–11312).
    Points,
    /// 3rd: a Solo won against the most Matadores (L11287–11299).
    Solo,
    /// 6th: the highest game won; ties to the most points (L11313–11317).
    HighestGame,
    /// 7th: a Tournee won against the most Matadores, ranked as the Solos "always considering
    /// Tournee as a class in itself" (L11318–11328).
    Tournee,
}

/// The scale: prize k takes `SCALE[(k − 1) mod 7]`.
pub const SCALE: [Category; 7] = [
    Category::NetGames,
    Category::Points,
    Category::Solo,
    Category::NetGames,
    Category::Points,
    Category::HighestGame,
    Category::Tournee,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    Tournee,
    /// "Passt mir nicht": a Tournee whose turned card the player declines.
    PasstMirNicht,
    Solo,
    /// Grand Frage; a Tournee only for its multipliers.
    Guckser,
    Nullo,
}

/// The suit or Grand, ranked for the 3rd prize: "1, Grand; 2, Clubs; 3, Spades; 4, Hearts, and
/// 5, Diamonds" (L11290–11291).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Grand,
    Clubs,
    Spades,
    Hearts,
    Diamonds,
}

impl Suit {
    fn rank(self) -> u32 {
        match self {
            Suit::Grand => 5,
            Suit::Clubs => 4,
            Suit::Spades => 3,
            Suit::Hearts => 2,
            Suit::Diamonds => 1,
        }
    }

    /// The most Matadores a game in this suit can be played without: the four Jacks, and in a
    /// suit its seven other trumps.
    fn most_matadores(self) -> u32 {
        if self == Suit::Grand { 4 } else { 11 }
    }
}

/// A play won and recorded under "Remarks".
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Play {
    pub class: Class,
    /// None for a Nullo.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suit: Option<Suit>,
    /// The Matadores played "without"; 0 for a game "with".
    #[serde(default)]
    pub without: u32,
    /// The whole value of the game as scored (Schneider, Schwarz, announced, all in).
    pub value: u32,
    /// The card points (Augen) the player took, 0..=120.
    #[serde(default)]
    pub card_points: u32,
    /// X.20: won through an opponent's error the player could not otherwise have won it.
    #[serde(default)]
    pub debarred: bool,
}

/// One player's score sheet for one session.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Sheet {
    pub player: String,
    #[serde(default = "first_session")]
    pub session: u32,
    /// Games won less games lost.
    pub net_games: i64,
    /// Points on own score (won less lost, penalties deducted).
    pub points: i64,
    #[serde(default)]
    pub plays: Vec<Play>,
}

fn first_session() -> u32 {
    1
}

/// [AMBIG] 3(c): "the greatest number of points decides" between equal Solos (and Tournees),
/// L11296–11298.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayPoints {
    /// The card points taken in that game (the likelier reading: the sentence is about games).
    #[default]
    CardPoints,
    /// The player's points on own score for the session.
    SessionPoints,
}

/// [AMBIG] 6th: which games won count as "the highest game won".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HighestGame {
    /// Any class, Nullos included.
    #[default]
    Any,
    NoNullos,
}

/// [AMBIG] 7th: what counts as a Tournee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TourneeClass {
    /// Tournee (Grand Tournee included) and Passt mir nicht; the Guckser only shares their
    /// multipliers.
    #[default]
    WithoutGuckser,
    WithGuckser,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub play_points: PlayPoints,
    pub highest_game: HighestGame,
    pub tournee: TourneeClass,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Award {
    pub prize: u32,
    pub category: Category,
    /// Nobody when no eligible entry is left (or none has a play of the kind).
    pub player: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub session: Option<u32>,
    /// The winning play, an index into that sheet's `plays`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<usize>,
    /// The entries still equal after the printed tie-breaks, as `player (session n)`; one was
    /// drawn by lot.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lot_among: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Awards {
    pub awards: Vec<Award>,
    /// The seed a lot used (0 when one was needed and none was given).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

fn check(sheets: &[Sheet]) -> Result<(), LawError> {
    let mut seen = BTreeSet::new();
    for (i, s) in sheets.iter().enumerate() {
        if s.player.trim().is_empty() {
            return Err(LawError::new(format!("sheets[{i}].player"), "empty"));
        }
        if !seen.insert((s.player.as_str(), s.session)) {
            return Err(LawError::new(
                format!("sheets[{i}].session"),
                format!(
                    "{:?} already has a sheet for session {}",
                    s.player, s.session
                ),
            ));
        }
        for (j, p) in s.plays.iter().enumerate() {
            let at = |f: &str| format!("sheets[{i}].plays[{j}].{f}");
            match (p.class, p.suit) {
                (Class::Nullo, Some(_)) => {
                    return Err(LawError::new(at("suit"), "a Nullo has no trump suit"));
                }
                (Class::Nullo, None) if p.without > 0 => {
                    return Err(LawError::new(at("without"), "a Nullo has no Matadores"));
                }
                (Class::Nullo, None) => {}
                (_, None) => {
                    return Err(LawError::new(at("suit"), "which suit, or grand?"));
                }
                (_, Some(suit)) if p.without > suit.most_matadores() => {
                    return Err(LawError::new(
                        at("without"),
                        format!(
                            "{} is more Matadores than a game in {suit:?} has ({})",
                            p.without,
                            suit.most_matadores()
                        ),
                    ));
                }
                _ => {}
            }
            if p.card_points > 120 {
                return Err(LawError::new(
                    at("card_points"),
                    format!("{} is not from 0 to 120", p.card_points),
                ));
            }
        }
    }
    Ok(())
}

/// An entry's standing in a category, higher first, with the play it rests on; none when the
/// entry has no play of the kind.
fn key(
    sheet: &Sheet,
    category: Category,
    settings: &Settings,
) -> Option<(Vec<i64>, Option<usize>)> {
    let matadores = |classes: &[Class]| {
        sheet
            .plays
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.debarred && classes.contains(&p.class) && p.without > 0)
            .map(|(j, p)| {
                let points = match settings.play_points {
                    PlayPoints::CardPoints => i64::from(p.card_points),
                    PlayPoints::SessionPoints => sheet.points,
                };
                (
                    vec![
                        i64::from(p.without),
                        i64::from(p.suit.map_or(0, Suit::rank)),
                        i64::from(p.value),
                        points,
                    ],
                    Some(j),
                )
            })
            .max_by(|a, b| a.0.cmp(&b.0).then_with(|| b.1.cmp(&a.1)))
    };
    match category {
        Category::NetGames => Some((vec![sheet.net_games, sheet.points], None)),
        Category::Points => Some((vec![sheet.points, sheet.net_games], None)),
        Category::Solo => matadores(&[Class::Solo]),
        Category::Tournee => match settings.tournee {
            TourneeClass::WithoutGuckser => matadores(&[Class::Tournee, Class::PasstMirNicht]),
            TourneeClass::WithGuckser => {
                matadores(&[Class::Tournee, Class::PasstMirNicht, Class::Guckser])
            }
        },
        Category::HighestGame => sheet
            .plays
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.debarred)
            .filter(|(_, p)| settings.highest_game == HighestGame::Any || p.class != Class::Nullo)
            .map(|(j, p)| (vec![i64::from(p.value), sheet.points], Some(j)))
            .max_by(|a, b| a.0.cmp(&b.0).then_with(|| b.1.cmp(&a.1))),
    }
}

/// Gives out `prizes` prizes by the League's scale.
pub fn award(
    sheets: &[Sheet],
    prizes: u32,
    settings: &Settings,
    seed: Option<u64>,
) -> Result<Awards, LawError> {
    check(sheets)?;
    let mut lot = Lot::new(seed);
    let mut won: BTreeSet<&str> = BTreeSet::new();
    let mut awards = Vec::with_capacity(prizes as usize);
    for k in 0..prizes {
        let category = SCALE[k as usize % SCALE.len()];
        let standing: Vec<(usize, Vec<i64>, Option<usize>)> = sheets
            .iter()
            .enumerate()
            .filter(|(_, s)| !won.contains(s.player.as_str()))
            .filter_map(|(i, s)| key(s, category, settings).map(|(v, play)| (i, v, play)))
            .collect();
        let best = standing.iter().map(|(_, v, _)| v).max().cloned();
        let mut tied: Vec<&(usize, Vec<i64>, Option<usize>)> = standing
            .iter()
            .filter(|(_, v, _)| Some(v) == best.as_ref())
            .collect();
        let label = |i: usize| {
            sheets
                .get(i)
                .map(|s| format!("{} (session {})", s.player, s.session))
                .unwrap_or_default()
        };
        let lot_among: Vec<String> = if tied.len() > 1 {
            tied.sort_by_key(|(i, _, _)| label(*i));
            let among = tied.iter().map(|(i, _, _)| label(*i)).collect();
            tied.shuffle(lot.rng());
            among
        } else {
            Vec::new()
        };
        let winner = tied.first().map(|(i, _, play)| (*i, *play));
        let sheet = winner.and_then(|(i, _)| sheets.get(i));
        if let Some(s) = sheet {
            won.insert(s.player.as_str());
        }
        awards.push(Award {
            prize: k + 1,
            category,
            player: sheet.map(|s| s.player.clone()),
            session: sheet.map(|s| s.session),
            play: winner.and_then(|(_, play)| play),
            lot_among,
        });
    }
    Ok(Awards {
        awards,
        seed: lot.used(),
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    sheets: Vec<Sheet>,
    /// "at least seven prizes" (L10931–10932).
    prizes: u32,
    #[serde(default)]
    settings: Settings,
    seed: Option<u64>,
}

/// The most prizes one call gives: the scale repeated a hundred times and more.
const MAX_PRIZES: u32 = 1000;

/// `hoyle score skat-league-prizes`: `{"sheets", "prizes", "settings"?, "seed"?}` → the awards.
pub fn prizes_json(input: &str) -> Result<String, LawError> {
    let i: Input = crate::laws::parse_json(input)?;
    if i.prizes == 0 {
        return Err(LawError::new("prizes", "no prizes offered"));
    }
    if i.prizes > MAX_PRIZES {
        return Err(LawError::new(
            "prizes",
            format!("{} is more than {MAX_PRIZES}", i.prizes),
        ));
    }
    crate::laws::pretty(&award(&i.sheets, i.prizes, &i.settings, i.seed)?)
}
