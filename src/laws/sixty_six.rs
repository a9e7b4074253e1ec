//! Sixty-six: two-hand (game points 1, 2 or 3 by the opponent's count, closing, the carried
//! point), three-hand (the dealer scores what is won on his deal, but cannot go out on it) and
//! four-hand (sides' counts of 66, 100 and 130; the ten of trumps). Seven game points are game;
//! each game is settled as one.
//!
//! Source: Rules of Card Games, c. 1927 (seed 001) L9098–9239 (rules-1927-b.md §2.7). The
//! marriages (20, 40) and last trick (10) are inside the count the players enter; the law here is
//! what the count is worth.

#[cfg(test)]
mod tests;

mod deals;
mod play;
mod table;
mod wire;

pub use deals::{
    AUCTION_GAME, AuctionEntry, AuctionSettings, Award, Contract, DealEntry, DealOutcome, Ending,
    Exactly100, FOUR_HAND_TOTAL, Failure, Form, FourHandEntry, FourHandSettings, GAME, GameResult,
    NoSettings, Sitting, contract_value,
};
pub use play::play;
pub use table::LAWS;
pub use wire::{
    score_auction_json, score_four_hand_json, score_three_hand_json, score_two_hand_json,
};
