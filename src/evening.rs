//! A party as the web app keeps it: the kind of party and its settings, the guests, the tallies
//! entered table by table, and what follows from them (the seating of every round, the
//! standings, the prizes, Foster's sealed set and draw). Pure: the stored rows come in, the
//! `party` module does every rule, and nothing here reads a clock or a database.
//!
//! The party is replayed from its start on every read: the rounds are few (a dozen games at a
//! large euchre, seed 001 L6766–6768) and a replay of a hundred tables takes well under a
//! millisecond, so no derived state is ever stored and nothing can drift from the tallies.

pub mod hands;
pub mod sheets;
#[cfg(test)]
mod tests;

mod awards;
mod choices;
mod kind;
mod play;
mod prize_plan;

pub use awards::{
    PrizeInputs, Standing, awards, awards_so_far, check_drawn, entrants, foster_misses,
    seeded_draw, standings, tie_to_decide,
};
pub use choices::{
    CHOICES, Choice, default_choice, default_choice_of, open_to_newcomers, settings_from,
};
pub use kind::Kind;
pub use play::{Evening, Guest, check_table, replay};
pub use prize_plan::{
    MAX_PRIZES, PrizeChoices, PrizePlan, prize_defaults, prize_plan_for, prize_plan_from,
    sealed_set, sealed_set_for,
};
