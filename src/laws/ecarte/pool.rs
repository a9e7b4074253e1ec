//! Pool écarté (seed 001 L15077–15089): each player puts up a stake; the two who cut highest
//! play a game; the loser puts up his stake again and gives way to the odd player, the
//! *rentrant*; whoever wins two games running takes the pool, and a new pool is made up.
//!
//! Each entry is one game of écarté, by its winner and loser. A pool taken is settled: the
//! taker gains the pool less what he put in; every other player loses what he put in.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::book;
use crate::laws::pad::{Field, FieldKind, Item, Pad, PadInput, Row, Settlement, Sides};

/// "Each player" of a pool: the book's game is for three (one "odd player"); more may queue.
pub const SIDES: Sides = Sides {
    min: 3,
    max: 8,
    players_per_side: 1,
};
pub const MAX_STAKE: i64 = 1_000_000;

pub const DEAL: &[Field] = &[
    Field {
        name: "winner",
        label: "Winner",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "who won this game of five",
    },
    Field {
        name: "loser",
        label: "Loser",
        kind: FieldKind::Side,
        per_side: false,
        optional: false,
        help: "who lost it; he pays his stake into the pool",
    },
];

/// Who may play the next game of a pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rotation {
    /// The winner stays; the loser drops out "in favor of odd player" (L15081–15083). With
    /// more than three players the waiting players queue in the order they dropped out (the
    /// first game's onlookers first, in seat order) — an inference: the book names only one.
    #[default]
    Rentrant,
    /// Any two players; only the two-games-running rule is applied.
    Any,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    #[serde(default = "one")]
    pub stake: i64,
    #[serde(default)]
    pub rotation: Rotation,
}

fn one() -> i64 {
    1
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            stake: 1,
            rotation: Rotation::default(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameEntry {
    pub winner: usize,
    pub loser: usize,
}

/// A pool taken.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Taken {
    pub winner: usize,
    pub pool: i64,
    /// What each player gains (the taker) or loses; sums to zero.
    pub amounts: Vec<i64>,
    /// Index of the game that took it.
    pub game: usize,
}

/// The pool under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Open {
    pub pool: i64,
    /// What each player has put in so far.
    pub put_in: Vec<i64>,
    /// Who must play the next game under the rentrant rotation: the last winner and the
    /// rentrant; `None` before a pool's first game (the players cut for it).
    pub next: Option<[usize; 2]>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pools {
    pub stake: i64,
    pub taken: Vec<Taken>,
    /// `None` when no game of a new pool has been played.
    pub open: Option<Open>,
    pub net: Vec<i64>,
}

struct Running {
    put_in: Vec<i64>,
    last_winner: Option<usize>,
    waiting: VecDeque<usize>,
}

/// Every game entered, pools taken as they fall.
pub fn play(settings: Settings, players: usize, games: &[GameEntry]) -> Result<Pools, LawError> {
    if !(SIDES.min..=SIDES.max).contains(&players) {
        return Err(LawError::new(
            "players",
            format!(
                "{players} players; pool écarté is for {} to {}",
                SIDES.min, SIDES.max
            ),
        ));
    }
    let stake = settings.stake;
    if !(1..=MAX_STAKE).contains(&stake) {
        return Err(LawError::new(
            "settings.stake",
            format!("{stake} is not from 1 to {MAX_STAKE}"),
        ));
    }
    let mut pools = Pools {
        stake,
        taken: Vec::new(),
        open: None,
        net: vec![0; players],
    };
    let mut running: Option<Running> = None;
    for (i, g) in games.iter().enumerate() {
        let at = |f: &str| format!("deals[{i}].{f}");
        let winner = book::check_side(&at("winner"), g.winner, players)?;
        let loser = book::check_side(&at("loser"), g.loser, players)?;
        if winner == loser {
            return Err(LawError::new(at("loser"), "the same player as the winner"));
        }
        let pool = running.get_or_insert_with(|| Running {
            // "Each player puts up a certain number of counters for pool."
            put_in: vec![stake; players],
            last_winner: None,
            waiting: (0..players).collect(),
        });
        if let (Rotation::Rentrant, Some(holder)) = (settings.rotation, pool.last_winner) {
            let rentrant = pool.waiting.front().copied().unwrap_or(holder);
            let mut expected = [holder, rentrant];
            let mut got = [winner, loser];
            expected.sort_unstable();
            got.sort_unstable();
            if expected != got {
                return Err(LawError::new(
                    at("winner"),
                    format!(
                        "this game is between player {holder}, the last winner, and player {rentrant}, the rentrant"
                    ),
                ));
            }
        }
        // "Loser ... puts as many counters in pool as he put up originally."
        pool.put_in[loser] += stake;
        pool.waiting.retain(|&p| p != winner && p != loser);
        pool.waiting.push_back(loser);
        if pool.last_winner == Some(winner) {
            let total: i64 = pool.put_in.iter().sum();
            let amounts: Vec<i64> = pool
                .put_in
                .iter()
                .enumerate()
                .map(|(p, &paid)| if p == winner { total - paid } else { -paid })
                .collect();
            for (n, a) in pools.net.iter_mut().zip(&amounts) {
                *n += a;
            }
            pools.taken.push(Taken {
                winner,
                pool: total,
                amounts,
                game: i,
            });
            running = None;
        } else {
            pool.last_winner = Some(winner);
        }
    }
    pools.open = running.map(|r| Open {
        pool: r.put_in.iter().sum(),
        next: r
            .last_winner
            .zip(r.waiting.front().copied())
            .map(|(w, n)| [w, n]),
        put_in: r.put_in,
    });
    Ok(pools)
}

fn read(input: &PadInput) -> Result<(Settings, Vec<GameEntry>), LawError> {
    Ok((input.settings()?, input.deals()?))
}

/// Pool écarté kept at a table: each game a row, each pool taken settled.
pub fn pad(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, games) = read(input)?;
    let players = input.sides.len();
    let pools = play(settings, players, &games).map_err(|e| {
        if e.field == "players" {
            LawError::new("sides", e.message)
        } else {
            e
        }
    })?;
    let mut pad = Pad {
        open: pools.open.is_some(),
        notes: vec![format!(
            "A stake of {} from each player for each pool, and from each loser (seed 001 L15077–15089).",
            pools.stake
        )],
        ..Pad::new(input.sides.clone())
    };
    let mut taken = pools.taken.iter().peekable();
    for (i, g) in games.iter().enumerate() {
        let mut below = vec![Vec::new(); players];
        below[g.loser].push(Item::new(pools.stake, "into the pool"));
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); players],
            below,
            note: format!("{} beat {}", input.sides[g.winner], input.sides[g.loser]),
        });
        if let Some(t) = taken.next_if(|t| t.game == i) {
            pad.rows.push(Row::Game {
                winner: t.winner,
                label: "two games running".to_owned(),
            });
            pad.settle(Settlement {
                winner: Some(t.winner),
                value: t.pool,
                amounts: t.amounts.clone(),
                label: format!("pool of {}", t.pool),
                lurch: false,
                final_points: Vec::new(),
            });
        }
    }
    Ok(pad)
}

/// `hoyle score pool-ecarte`.
pub fn score_json(input: &str) -> Result<String, LawError> {
    let input = book::kept_input(input)?;
    let (settings, games) = read(&input)?;
    book::pretty(&play(settings, input.sides.len(), &games)?)
}
