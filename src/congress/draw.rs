//! The seating by lot for one series: "The table and seat of each participant … must, for each
//! separate session, be determined by lot" (Laws VIII.6, seed 001 L10936–10944).
//!
//! The players entered are shuffled by a generator seeded with the stored seed and then seated
//! in that order, table by table, the tables of four first. The same entrants and seed always
//! give the same tables, so a draw can be replayed and checked.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::TableSize;
use crate::laws::LawError;

/// The most players one series seats.
pub const MAX_PLAYERS: usize = 600;

/// A series's tables: each a list of player ids in seat order round the table to the left (the
/// first seat deals last, so the first named is the first Vorhand, as the skat law counts).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub struct Draw {
    pub seed: u64,
    /// The players entered, in the order they were given to the lot.
    pub entrants: Vec<i64>,
    pub tables: Vec<Vec<i64>>,
}

/// The sizes of the tables for `n` players: threes and fours only, except that five players make
/// one table of five. Five cannot be split into threes and fours; the book lets four or five sit
/// at one table, the dealer (and at five the player opposite) sitting out and sharing the
/// opponents' fortunes (L10481–10488).
pub fn sizes(n: usize, prefer: TableSize) -> Result<Vec<usize>, LawError> {
    if n < 3 {
        return Err(LawError::new(
            "players",
            "a table needs at least three players",
        ));
    }
    if n > MAX_PLAYERS {
        return Err(LawError::new(
            "players",
            format!("a series seats at most {MAX_PLAYERS} players"),
        ));
    }
    if n == 5 {
        return Ok(vec![5]);
    }
    // n = 4·fours + 3·threes, with the preferred size as many as the number allows.
    let (fours, threes) = match prefer {
        TableSize::Fours => {
            let threes = match n % 4 {
                0 => 0,
                1 => 3,
                2 => 2,
                _ => 1,
            };
            ((n - 3 * threes) / 4, threes)
        }
        TableSize::Threes => {
            let fours = match n % 3 {
                0 => 0,
                1 => 1,
                _ => 2,
            };
            (fours, (n - 4 * fours) / 3)
        }
    };
    let mut out = vec![4; fours];
    out.extend(std::iter::repeat_n(3, threes));
    Ok(out)
}

/// Draws the tables for `entrants` (player ids) by lot from `seed`.
pub fn draw(entrants: &[i64], seed: u64, prefer: TableSize) -> Result<Draw, LawError> {
    let sizes = sizes(entrants.len(), prefer)?;
    let mut seen = std::collections::BTreeSet::new();
    for (i, p) in entrants.iter().enumerate() {
        if !seen.insert(*p) {
            return Err(LawError::new(
                format!("players[{i}]"),
                "entered twice in one draw",
            ));
        }
    }
    let mut order = entrants.to_vec();
    order.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    let mut tables = Vec::with_capacity(sizes.len());
    let mut rest = order.as_slice();
    for size in sizes {
        let (table, after) = rest.split_at(size);
        tables.push(table.to_vec());
        rest = after;
    }
    Ok(Draw {
        seed,
        entrants: entrants.to_vec(),
        tables,
    })
}

/// Whether a stored draw is what its seed gives for its entrants.
pub fn replays(stored: &Draw, prefer: TableSize) -> bool {
    draw(&stored.entrants, stored.seed, prefer).is_ok_and(|d| d.tables == stored.tables)
}
