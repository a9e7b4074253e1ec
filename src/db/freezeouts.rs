//! Freeze-out tournaments: the settings, the entry list, and the event log — the draw of the
//! seats, each player out, the moves the balancing called, late entries, and the clock.
//!
//! Only the inputs are stored. Every write replays the log through the pure `freezeout` module
//! inside its own transaction first, so a bust of a player already out, or a late entry after the
//! final table, is refused there and never saved; every read replays it again, so the tables,
//! standings and clock cannot drift from the log.

mod play;
mod reads;
mod rows;
mod writes;

pub use play::{Played, mark_of, seconds};
pub use reads::{list, load, log};
pub use rows::{FreezeoutRow, Kind, LogRow, StoredFreezeout};
pub use writes::{MAX_NAME, NewFreezeout, bust, clock, create, draw, enter, undo_last, withdraw};
