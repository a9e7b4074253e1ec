//! One deal of bridge or auction as the table enters it, checked against the code being played.
//! Everything a code cannot use is refused by name, so a wrong entry never scores silently.

pub mod bidding;
mod check;
mod entry;

pub use check::check;
pub use entry::{
    BOOK, DENOMINATIONS, DENOMINATIONS_1926, Denomination, EnteredDeal, Hand, Honours,
    MAX_PENALTY_POINTS, MAX_REVOKES, Paths, Raw, RevokePenalty, TRICKS, two,
};
