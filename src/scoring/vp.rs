//! Victory points: a team match's IMP margin on the World Bridge Federation's continuous 20–0
//! scale of 2013 (M. Bavin, H. Bethe, B. Bramley, P. Buchen, *The New WBF IMP to VP Scales*,
//! technical report of the WBF Scoring Panel, 2013; docs/scoring.md).
//!
//! The report's formula, for a match of N boards and an IMP margin I:
//! the blitz margin is X = 15·√N, τ = (√5 − 1)/2, and the winner's VPs are
//! 10 + 10·(1 − τ^(3I/X)) / (1 − τ³) below the blitz and 20 from it on; the loser has 20 less the
//! winner's. Each value is given to two decimals (half up), and where that rounding would make an
//! IMP worth more than the IMP before it (the scale's promise: "each extra IMP leads to a
//! non-increasing fractional gain"), the lower value is raised by 0.01 until no IMP is.
//!
//! Scores are never floats here: the scale is a constant table of hundredths for each number of
//! boards from 1 to [`MAX_BOARDS`] (`vp/tables.rs`), written by the test-only generator in
//! `vp/tests.rs`, which also checks every entry against the formula with a margin that proves
//! the rounding (no entry lies within 10⁻⁹ of a rounding point; the closest is 1.3·10⁻⁵).

use super::ScoringError;

mod tables;
#[cfg(test)]
mod tests;

/// The most boards a match has a scale for (a team match's boards a round, `movement::teams`).
pub const MAX_BOARDS: u32 = 100;

/// The least IMP margin that wins 20.00–0.00 over `boards` boards (the blitz X rounded up).
pub fn blitz(boards: u32) -> Result<i64, ScoringError> {
    Ok(scale(boards)?.len() as i64)
}

/// The winner's victory points (hundredths) for each margin below the blitz, over `boards`.
fn scale(boards: u32) -> Result<&'static [u16], ScoringError> {
    if !(1..=MAX_BOARDS).contains(&boards) {
        return Err(ScoringError::new(
            "boards",
            format!("the WBF scale is kept for 1 to {MAX_BOARDS} boards a match, not {boards}"),
        ));
    }
    Ok(tables::WBF_2013[boards as usize - 1])
}

/// The victory points (hundredths) for the side whose IMPs less its opponents' are `margin`,
/// and for its opponents: `(for, against)`, adding to 2000.
pub fn victory_points(boards: u32, margin: i64) -> Result<(u16, u16), ScoringError> {
    let scale = scale(boards)?;
    let won = scale
        .get(margin.unsigned_abs() as usize)
        .copied()
        .unwrap_or(2000);
    Ok(if margin >= 0 {
        (won, 2000 - won)
    } else {
        (2000 - won, won)
    })
}
