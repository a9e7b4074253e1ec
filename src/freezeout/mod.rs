//! The freeze-out as a tournament (issue 24): "each player starts with an equal amount in front
//! of him … As soon as any player loses his stake he retires from the game, which is continued
//! until some one player has won all the chips on the table" (seed 001 L4920–4930), run as a club
//! runs it today. Pure: no I/O, no clock, no SQL, no HTTP.
//!
//! - `settings`: the tables, the stack, the buy-in, the prize schedule, the levels, the
//!   balancing rule and when a table is broken; every choice a named setting.
//! - `state`: the `State` replayed from its `Event`s (entries, the seats drawn by lot from a
//!   stored seed, players out, moves, the button); after each player out, tables broken and
//!   balanced, and the `Move`s to call out.
//! - `standings`: places and prizes (`standings`, `prize_split`, exact in whole money).
//! - `clock`: the level, blinds and time left from seconds the caller gives (`clock`,
//!   `clock_at` from the director's marks).
//! - `wire`: the JSON of `hoyle freezeout`.

mod balance;
pub mod clock;
pub mod settings;
pub mod standings;
pub mod state;
pub mod wire;

pub use clock::{ClockMark, ClockView, Mark, Pause, clock, clock_at};
pub use settings::{
    BalanceRule, BreakAt, BreakOrder, Level, Mover, Prize, Settings, default_levels, default_prizes,
};
pub use standings::{Place, prize_split, standings};
pub use state::{Event, Move, Replay, Seat, State, TableView, Why, average_stack, whole_average};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_props;
