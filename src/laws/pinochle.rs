//! Pinochle and gaigel. Two-hand pinochle: melds (as totals or named) and counters to 1,000,
//! calling out, 1,250 when both are out uncalled. Auction pinochle with a widow: each deal
//! settled between the bidder and every other player. Gaigel: games of 101, a gaigel two.
//!
//! Source: Rules of Card Games, c. 1927 (seed 001) L8151–8382 (two-hand), L8476–8681 (auction with
//! a widow), L8683–8795 (gaigel); rules-1927-b.md §2.5.

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_multi;

mod auction;
mod multi;
mod table;
mod two_hand;
mod wire;

pub use auction::{
    AuctionDeal, AuctionOutcome, AuctionSettings, MIN_BID, Scoring, bid_value, settle_auction,
};
pub use multi::{MultiDeal, MultiOutcome, MultiSettings, OthersOut, play as play_multi};
pub use table::LAWS;
pub use two_hand::{
    BeyondExtension, COUNTERS, EXTENSION, GAME, MELDS, PinochleDeal, PinochleGame, PinochleSitting,
    TwoHandDeal, TwoHandSettings, meld_points, play_two_hand,
};
pub use wire::{
    GaigelGame, NoSettings, play_auction, play_gaigel, score_auction_json, score_gaigel_json,
    score_two_hand_json,
};
