//! How a progressive party is scored: games won (with half games for ties at the bell), total
//! points, punched cards, the 1909 stars, and progressive auction's round totals; and the tally
//! that carries one line per game for each player.
//!
//! Seed 001 L6393–6414 (modes), L6463–6476 (ties at the bell), L2856–2896 (progressive auction);
//! seed 000 L2832–2844 (stars).

#[cfg(test)]
mod tests;

mod auction;
mod games;
mod settings;
mod tally;

pub use auction::{
    AuctionDeal, GAME_BONUS, RUBBER_BONUS, Reckoning, Rubbers, auction_round, rubbers,
};
pub use games::{
    OddGame, PairGame, Side, high_player_progresses, high_players_progress, odd_game, pair_game,
};
pub use settings::{AtBell, Mode, Scoring, TieRule};
pub use tally::{Star, TallyLine, Totals};
