//! The arithmetic every rubber-whist code shares: a deal scored in the order the laws fix
//! (revoke, then tricks, then honours, the game ending the instant a side that may win it reaches
//! the target), games valued, rubbers closed. What differs between the codes is a [`Code`].

mod code;
mod deal;
mod rubber;

pub use code::{
    Abandoned, BOOK, BothRevoke, BothTwoTricks, Code, Deal, GameValue, HONOURS, Honours, Revoke,
    Revokes, TRICKS, TakeShort, UnequalRevokes,
};
pub use deal::{DealScore, score_deal};
pub use rubber::{After, Game, Record, Rubber, score};
