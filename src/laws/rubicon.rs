//! The two rubicon computations: rubicon bézique (each deal a game, rubicon 1,000) and rubicon
//! piquet (a partie of six deals, rubicon 100). They share only the word: the books give them
//! different formulas, so each has its own module.
//!
//! Sources: Hoyle's Games Modernized, 1909 (seed 000) L717–751 and Laws 17–21, 56–61
//! (L832–849, L1066–1097), fn 12 (L17965–17968), rubicon piquet L3800–3829; Rules of Card
//! Games, c. 1927 (seed 001) rubicon bezique L9075–9097, rubicon piquet L12656–12664.

pub mod bezique;
pub mod piquet;
pub mod wire;

#[cfg(test)]
mod tests;

/// Two players, always: both games are for two.
pub const PLAYERS: usize = 2;
/// The most points a player may enter for one deal; keeps every sum far inside `i64`.
pub const MAX_POINTS: i64 = 100_000;
