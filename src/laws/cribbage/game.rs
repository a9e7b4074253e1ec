//! A sitting of cribbage: each deal's points scored in the books' order, the game ended at the
//! game-hole, and each finished game settled (one game, or two for a lurch).
//!
//! The order (hoyle-1909-a §2.6 [INFERRED from procedure]): three for last (seed 000 L1202–1204),
//! his heels (seed 000 L1212–1214; seed 001 L9279–9282), the play, then the show "beginning with
//! the non-dealer" (seed 000 L1261), the dealer "first in his hand, and then in the crib"
//! (L1304–1306; seed 001 L9448–9453). Scoring stops at the game-hole: what is left of the deal
//! is not scored, and the loser's score at that moment decides the lurch.

mod deals;
mod plan;
mod play;
mod played;

pub use deals::{DealEntry, DealOutcome, GameResult, Settings, Shown, Sitting, Step, What};
pub use play::{play, settle};
pub use played::PENALTIES;
