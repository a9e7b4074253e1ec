//! Quinto, Professor Hoffmann's game for two partnerships (seed 000 L8684–8800; laws extraction
//! hoyle-1909-b.md §2.6): five points a trick (doubled or quadrupled before play), the cachette a
//! thirteenth trick to the winners of the twelfth, quints (the fives, the joker, an ace and four
//! or a deuce and trey of a suit in one trick) marked as they fall and never doubled. Game is 250;
//! a game can end in the middle of a hand on a quint, so a deal's quints are entered in the order
//! they fell. Two games win the rubber and 100 points.
//!
//! `deal` scores one hand from the scores it starts at; `table` keeps the rubber, the pad and the
//! `hoyle score quinto` contract; `three` is Dummy (three-handed) quinto on the same hands.

#[cfg(test)]
mod tests;
#[cfg(test)]
mod three_tests;

mod deal;
mod table;
pub mod three;

pub use deal::{EqualTotals, GAME, Hand, Quint, QuintoDeal, Settings, Settle, score_hand};
pub use table::{LAWS, keep, pad, score_json};
