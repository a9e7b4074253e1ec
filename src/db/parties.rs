//! Progressive and pivot parties: the roster, each table's result round by round, the comings
//! and goings, Foster's sealed set and draw, and the history of every change.
//!
//! Only the inputs are stored. Every write replays the party through `evening` inside its own
//! transaction first, so a result, a guest or a draw the party's rules refuse is never saved;
//! and every read replays it again, so a seating or a standing cannot drift from the tallies.

mod reads;
mod rows;
mod writes;

pub(crate) use reads::history_rows;
pub use reads::{history, list, load};
pub use rows::{HistoryRow, NewGuest, NewParty, PartyRow, StoredGuest, StoredParty};
pub use writes::{
    Entered, MAX_GUESTS, MAX_ROUNDS, Sender, add_guest, correct_finished, create, draw, end,
    enter_results, enter_round, set_deciders, set_leaving,
};
