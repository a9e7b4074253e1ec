//! A cassino deal's awards in the book's count-out order, written onto the totals until a side
//! reaches game (seed 001 L11489–11493), each deal a game (L11486–11488), and the round-games
//! book's difference (seed 003 L5101–5156).

use super::count::{ACE_ORDER, Taken, most};
use super::{Form, Independent, Settings};
use crate::laws::LawError;
use crate::laws::all_fours::{Award, Out, Point};

#[derive(Clone)]
/// One group of awards in the count-out order: written one by one, or together when the book
/// does not order them (aces entered as counts, sweeps, spade cassino's pegging).
pub(super) enum Group {
    InOrder(Vec<Award>),
    /// Aces given as counts: the order between sides is unknown.
    Aces(Vec<Award>),
    /// The book does not say in which order sweeps score out ([GAP]): when two sides pass the
    /// game on their sweeps, the higher total wins; equal totals play on.
    Sweeps(Vec<Award>),
    /// Spade cassino's points pegged in play: who got to the game first is entered.
    Pegged(Vec<Award>, Option<usize>),
}

pub(super) fn items(t: &Taken, settings: &Settings) -> Vec<Group> {
    let sides = t.cards.len();
    let mut cards = Vec::new();
    if let Some(s) = most(&t.cards) {
        cards.push(Award::new(Point::Cards, s, 3));
    }
    let spades_majority = most(&t.spades).map(|s| Award::new(Point::Spades, s, 1));
    let big = Award::new(Point::BigCassino, t.big_cassino, 2);
    let little = Award::new(Point::LittleCassino, t.little_cassino, 1);
    let aces = match t.ace_takers {
        Some(takers) => Group::InOrder(
            ACE_ORDER
                .iter()
                .zip(takers)
                .map(|(&suit, s)| {
                    let point = [
                        Point::AceOfSpades,
                        Point::AceOfHearts,
                        Point::AceOfDiamonds,
                        Point::AceOfClubs,
                    ][usize::from(suit)];
                    Award::new(point, s, 1)
                })
                .collect(),
        ),
        None => Group::Aces(
            (0..sides)
                .filter(|&s| t.aces[s] > 0)
                .map(|s| Award::new(Point::Aces, s, t.aces[s]))
                .collect(),
        ),
    };
    let sweeps: Vec<Award> = (0..sides)
        .filter(|&s| t.sweeps[s] > 0)
        .map(|s| Award::new(Point::Sweeps, s, t.sweeps[s]))
        .collect();
    if settings.form == Form::Spade {
        // Every spade a point (the ace and deuce of spades once more as ace and Little
        // Cassino, the jack once more as jack), all pegged as made; the cards at the end.
        let mut pegged: Vec<Award> = (0..sides)
            .filter(|&s| t.spades[s] > 0)
            .map(|s| Award::new(Point::Spades, s, t.spades[s]))
            .collect();
        if let Some(j) = t.jack_of_spades {
            pegged.push(Award::new(Point::JackOfSpades, j, 1));
        }
        pegged.push(big);
        pegged.push(little);
        for s in 0..sides {
            if t.aces[s] > 0 {
                pegged.push(Award::new(Point::Aces, s, t.aces[s]));
            }
        }
        pegged.extend(sweeps);
        let mut end = cards;
        if settings.spades_majority {
            end.extend(spades_majority);
        }
        return vec![Group::Pegged(pegged, None), Group::InOrder(end)];
    }
    let mut first = cards;
    first.extend(spades_majority);
    first.push(big);
    first.push(little);
    vec![Group::InOrder(first), aces, Group::Sweeps(sweeps)]
}

/// Writes the groups in order onto `totals` until a side reaches `target`: the awards written
/// and who went out.
pub(super) fn count_out(
    totals: &mut [i64],
    groups: Vec<Group>,
    target: i64,
    at: &dyn Fn(&str) -> String,
    names: &dyn Fn(usize) -> String,
) -> Result<(Vec<Award>, Out), LawError> {
    let mut written = Vec::new();
    for group in groups {
        let awards = match &group {
            Group::InOrder(awards) => {
                for &a in awards {
                    totals[a.side] += a.points;
                    written.push(a);
                    if a.points > 0 && totals[a.side] >= target {
                        return Ok((written, Out::On(a.side, a.point)));
                    }
                }
                continue;
            }
            Group::Aces(a) | Group::Sweeps(a) | Group::Pegged(a, _) => a,
        };
        let before = totals.to_vec();
        for a in awards {
            totals[a.side] += a.points;
        }
        written.extend(awards.iter().copied());
        let crossed: Vec<usize> = (0..totals.len())
            .filter(|&s| totals[s] >= target && totals[s] > before[s])
            .collect();
        let who = || {
            crossed
                .iter()
                .map(|&s| names(s))
                .collect::<Vec<_>>()
                .join(" and ")
        };
        let out = match (crossed.as_slice(), &group) {
            ([], _) => continue,
            ([one], Group::Pegged(..)) => {
                Out::Outright(*one, format!("pegged {target} in play (L11533–11535)"))
            }
            ([one], _) => {
                let point = awards.iter().find(|a| a.side == *one).map(|a| a.point);
                Out::On(*one, point.unwrap_or(Point::Aces))
            }
            (_, Group::Aces(_)) => {
                return Err(LawError::new(
                    at("aces"),
                    format!(
                        "{} reach {target} on the aces, which score out spades, clubs, hearts, diamonds (L11491–11493): write the cards taken, or who took each ace (\"ace_takers\")",
                        who()
                    ),
                ));
            }
            (many, Group::Pegged(_, first)) => match first {
                Some(o) if many.contains(o) => {
                    Out::Outright(*o, format!("pegged {target} first in play (L11533–11535)"))
                }
                _ => {
                    return Err(LawError::new(
                        at("out_first"),
                        format!(
                            "{} both pegged {target} in play: who got there first?",
                            who()
                        ),
                    ));
                }
            },
            (many, _) => {
                let best = many.iter().map(|&s| totals[s]).max().unwrap_or(0);
                let top: Vec<usize> = many
                    .iter()
                    .copied()
                    .filter(|&s| totals[s] == best)
                    .collect();
                match top.as_slice() {
                    [one] => Out::Outright(
                        *one,
                        format!("the higher of those passing {target} on the sweeps, with {best}"),
                    ),
                    _ => continue,
                }
            }
        };
        return Ok((written, out));
    }
    Ok((written, Out::Nobody))
}

/// The round-games book's points for a deal: each side's own count (cards 3, spades 1, Great
/// Cassino 2, Little Cassino 1, each ace 1, each sweep 1: seed 003 L5101–5121), then the
/// difference (two sides), or the independent scoring the settings name.
pub(super) fn round_games(t: &Taken, settings: &Settings) -> Result<Vec<i64>, LawError> {
    let sides = t.cards.len();
    let mut own = vec![0; sides];
    if let Some(s) = most(&t.cards) {
        own[s] += 3;
    }
    if let Some(s) = most(&t.spades) {
        own[s] += 1;
    }
    own[t.big_cassino] += 2;
    own[t.little_cassino] += 1;
    for (s, points) in own.iter_mut().enumerate() {
        *points += t.aces[s] + t.sweeps[s];
    }
    let low = own.iter().copied().min().unwrap_or(0);
    Ok(match (sides, settings.independent) {
        (2, _) => (0..2).map(|s| (own[s] - own[1 - s]).max(0)).collect(),
        (_, Independent::Each) => own,
        (_, Independent::LowestDeducted) => own.iter().map(|p| p - low).collect(),
        (3, Independent::TwoLowest) => {
            let high = most(&own);
            let total: i64 = own.iter().sum();
            (0..3)
                .map(|s| match high {
                    Some(h) if h == s => (2 * own[s] - total).max(0),
                    _ => 0,
                })
                .collect()
        }
        (_, Independent::TwoLowest) => {
            return Err(LawError::new(
                "settings.independent",
                "\"two_lowest\" is the book's way for three players only (seed 003 L5148–5156)",
            ));
        }
    })
}

pub(super) fn all_awards(groups: Vec<Group>) -> Vec<Award> {
    groups
        .into_iter()
        .flat_map(|g| match g {
            Group::InOrder(a) | Group::Aces(a) | Group::Sweeps(a) | Group::Pegged(a, _) => a,
        })
        .collect()
}

/// Each deal a game: the majority of its points wins; equal points, a tie (L11486–11488).
pub(super) fn deal_game(totals: &mut [i64], awards: Vec<Award>) -> (Vec<Award>, Out) {
    for a in &awards {
        totals[a.side] += a.points;
    }
    let out = match most(totals) {
        Some(s) => Out::Outright(
            s,
            "the majority of the points of the deal, each deal a game (L11486–11488)".to_owned(),
        ),
        None => Out::Nobody,
    };
    (awards, out)
}

/// The round-games book counts the deal as a whole: one side past the game wins; several, the
/// higher (equal totals play on), the book being silent on both reaching it ([GAP]).
pub(super) fn higher_past(totals: &[i64], target: i64) -> Out {
    let past: Vec<usize> = (0..totals.len()).filter(|&s| totals[s] >= target).collect();
    let best = past.iter().map(|&s| totals[s]).max().unwrap_or(0);
    let top: Vec<usize> = past.into_iter().filter(|&s| totals[s] == best).collect();
    match top.as_slice() {
        [one] => Out::Outright(
            *one,
            format!("past {target} when the deal was counted, with {best}"),
        ),
        _ => Out::Nobody,
    }
}
