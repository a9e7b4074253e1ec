//! One game at a table scored: partners, odd players, and who progresses.

use serde::{Deserialize, Serialize};

use super::settings::{Mode, Scoring, TieRule};

/// Which pair at a four-hand table: A the head couple (or North-South), B the side couple.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }
}

/// One four-hand game as scored: who progresses and what each side's players write down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairGame {
    pub winner: Side,
    pub tied: bool,
    pub halves: [u32; 2],
    pub points: [i64; 2],
}

/// Scores a four-hand table. `points` are the sides' points at the bell (needed in the point
/// modes); `decider` is the side that won, named for a games tally or to settle a tie. A
/// refusal is the name of the faulty part (`points`, `winner`) and the reason.
pub fn pair_game(
    points: Option<[i64; 2]>,
    decider: Option<Side>,
    scoring: &Scoring,
) -> Result<PairGame, (&'static str, String)> {
    if let Some(p) = points {
        check_set_backs(&p, scoring)?;
    }
    if let Some(p) = points
        && scoring.mode == Mode::Punch
        && let Some(&over) = p.iter().find(|&&x| x > i64::from(scoring.punch_max))
    {
        return Err((
            "points",
            format!(
                "{over} is past the card's last space, {}",
                scoring.punch_max
            ),
        ));
    }
    let by_points = match points {
        Some([a, b]) if a > b => Some(Side::A),
        Some([a, b]) if b > a => Some(Side::B),
        _ => None,
    };
    let tied = points.is_some() && by_points.is_none();
    let winner = match (by_points, decider) {
        (Some(p), Some(d)) if p != d => {
            return Err(("winner", "is on the side with fewer points".to_owned()));
        }
        (Some(p), _) => p,
        (None, Some(d)) => d,
        (None, None) if tied => {
            return Err((
                "winner",
                "the game is tied; name a player of the side that won the cut or scored first"
                    .to_owned(),
            ));
        }
        (None, None) => {
            return Err(("winner", "name a player of the winning side".to_owned()));
        }
    };
    if points.is_none() && scoring.mode != Mode::Games && scoring.mode != Mode::Stars {
        return Err((
            "points",
            "a points tally needs both sides' points".to_owned(),
        ));
    }
    let mut halves = [0, 0];
    if tied && scoring.tie == TieRule::HalfGame {
        halves = [1, 1];
    } else {
        halves[winner.index()] = 2;
    }
    Ok(PairGame {
        winner,
        tied,
        halves,
        points: scoring.reckoning.apply(points.unwrap_or([0, 0])),
    })
}

/// A two- or three-hand game at the foot table, scored as the book says (seed 001 L6507–6515):
/// two players progress, only the one with most points scores, but a tie for most at a
/// three-hand table scores both. A two-hand tie follows the tie rule like a four-hand table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OddGame {
    /// Indices into the table's hands of the two who progress.
    pub progress: Vec<usize>,
    pub halves: Vec<u32>,
}

/// `winner` settles a two-hand tie (index of the one who won the cut); `stays` settles a
/// three-hand tie at the progress line (index of the one who stays).
pub fn odd_game(
    points: &[i64],
    winner: Option<usize>,
    stays: Option<usize>,
    scoring: &Scoring,
) -> Result<OddGame, (&'static str, String)> {
    if points.len() == 2 {
        let (a, b) = (points[0], points[1]);
        let pg = pair_game(
            Some([a, b]),
            winner.map(|w| if w == 0 { Side::A } else { Side::B }),
            &Scoring {
                mode: if scoring.mode == Mode::Punch {
                    Mode::Punch
                } else {
                    Mode::Points
                },
                ..*scoring
            },
        )?;
        return Ok(OddGame {
            progress: vec![0, 1],
            halves: pg.halves.to_vec(),
        });
    }
    if points.len() != 3 {
        return Err(("points", format!("{} hands is not 2 or 3", points.len())));
    }
    check_set_backs(points, scoring)?;
    if let Some(p) = points
        .iter()
        .find(|&&x| scoring.mode == Mode::Punch && x > i64::from(scoring.punch_max))
    {
        return Err((
            "points",
            format!("{p} is past the card's last space, {}", scoring.punch_max),
        ));
    }
    let top = points.iter().copied().max().unwrap_or(0);
    let low = points.iter().copied().min().unwrap_or(0);
    let at_top: Vec<usize> = (0..3).filter(|&i| points[i] == top).collect();
    let halves: Vec<u32> = (0..3)
        .map(|i| if points[i] == top { 2 } else { 0 })
        .collect();
    // Who stays: the lowest, unless the lowest is shared and the cut must say.
    let at_low: Vec<usize> = (0..3).filter(|&i| points[i] == low).collect();
    let stayer = if at_low.len() == 1 && at_top.len() < 3 {
        if let Some(s) = stays
            && s != at_low[0]
        {
            return Err(("stays", "is not the player with fewest points".to_owned()));
        }
        at_low[0]
    } else {
        match stays {
            Some(s) if at_low.contains(&s) => s,
            Some(_) => {
                return Err((
                    "stays",
                    "is not one of the players tied for fewest".to_owned(),
                ));
            }
            None => {
                return Err((
                    "stays",
                    "players are tied for who progresses; name the one who stays".to_owned(),
                ));
            }
        }
    };
    Ok(OddGame {
        progress: (0..3).filter(|&i| i != stayer).collect(),
        halves,
    })
}

/// Five hundred's three-hand table (seed 001 L7400–7404): "high player progresses", alone.
/// The top score (or every score tied for top) takes the game, as at any odd table; `winner`
/// names the one who progresses when the top is tied (he won the cut).
pub fn high_player_progresses(
    points: &[i64],
    winner: Option<usize>,
    scoring: &Scoring,
) -> Result<OddGame, (&'static str, String)> {
    check_set_backs(points, scoring)?;
    let top = points.iter().copied().max().unwrap_or(0);
    let at_top: Vec<usize> = (0..points.len()).filter(|&i| points[i] == top).collect();
    let high = match (at_top.as_slice(), winner) {
        ([one], None) => *one,
        ([one], Some(w)) if w == *one => *one,
        ([_], Some(_)) => return Err(("winner", "is not the high player".to_owned())),
        (_, Some(w)) if at_top.contains(&w) => w,
        (_, Some(_)) => {
            return Err((
                "winner",
                "is not one of the players tied for high".to_owned(),
            ));
        }
        (_, None) => {
            return Err((
                "winner",
                "players are tied for high; name the one who progresses".to_owned(),
            ));
        }
    };
    Ok(OddGame {
        progress: vec![high],
        halves: points
            .iter()
            .map(|&p| if p == top { 2 } else { 0 })
            .collect(),
    })
}

/// Five hundred's five-hand table (seed 001 L7400–7404: "five-hand, two pla[yers]"): the `k`
/// highest progress and take the game. A tie at the progress line is settled by the cut:
/// `winner` names one of the tied who won it and progresses, `stays` one who lost it and stays;
/// a tie they leave open is refused at `winner`.
pub fn high_players_progress(
    points: &[i64],
    k: usize,
    winner: Option<usize>,
    stays: Option<usize>,
    scoring: &Scoring,
) -> Result<OddGame, (&'static str, String)> {
    check_set_backs(points, scoring)?;
    let n = points.len();
    if k == 0 || k >= n {
        return Err(("points", format!("{n} hands cannot send {k} on")));
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(points[i]), i));
    let line = points[order[k - 1]];
    let mut progress: Vec<usize> = (0..n).filter(|&i| points[i] > line).collect();
    let mut tied: Vec<usize> = (0..n).filter(|&i| points[i] == line).collect();
    let places = k - progress.len();
    if let Some(w) = winner {
        if tied.contains(&w) && tied.len() > places {
            progress.push(w);
            tied.retain(|&i| i != w);
        } else if !progress.contains(&w) && !tied.contains(&w) {
            return Err(("winner", "is not one of the high players".to_owned()));
        }
    }
    if let Some(s) = stays {
        if tied.contains(&s) && tied.len() > k - progress.len() {
            tied.retain(|&i| i != s);
        } else if progress.contains(&s) || tied.contains(&s) {
            return Err(("stays", "has the points to progress".to_owned()));
        }
    }
    // Those tied who are left take the places still open, or stay when none is.
    let open = k - progress.len();
    if open > 0 && tied.len() != open {
        return Err((
            "winner",
            "players are tied for the places that progress; name who won the cut, or who stays"
                .to_owned(),
        ));
    }
    if open > 0 {
        progress.extend(tied);
    }
    progress.sort_unstable();
    Ok(OddGame {
        halves: (0..n)
            .map(|i| if progress.contains(&i) { 2 } else { 0 })
            .collect(),
        progress,
    })
}

/// A game below nothing is a set-back, and only a game with set-backs has them.
fn check_set_backs(points: &[i64], scoring: &Scoring) -> Result<(), (&'static str, String)> {
    match points.iter().find(|&&x| x < 0) {
        Some(x) if !scoring.set_backs => Err((
            "points",
            format!("{x} is negative, and this game has no set-backs"),
        )),
        _ => Ok(()),
    }
}
