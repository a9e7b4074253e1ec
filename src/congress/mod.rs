//! A skat congress tournament as the North-American Skat League runs it (Laws VIII, seed 001
//! L10911–10981; rules-1927-c.md §3.1–3.2, §2.3.3), pure: the seating by lot for each series
//! (`draw`), a table's score sheets totalled from its deals or from the totals written on them
//! (`sheet`), and the standings and prizes across the series (`standings`).
//!
//! A series is one session of the book ("the table and seat of each participant … must, for each
//! separate session, be determined by lot", rule 6); a round is each player at the table dealing
//! once (X.2, L11096–11101), and a series is a fixed number of rounds (twenty, rule 8).

pub mod draw;
pub mod event;
pub mod sheet;
pub mod standings;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::skat::values::Code;
use crate::party::skat_league;

/// The most rounds a series may be set to (the League's is twenty).
pub const MAX_ROUNDS: u32 = 60;
/// The most prizes a congress may offer.
pub const MAX_PRIZES: u32 = 200;

/// When the penalty ledger (Laws XI) meets a player's points ([AMBIG] rules-1927-c §2.3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Penalties {
    /// "All penalties should not have any effect on the score, but should be figured separately
    /// at the end of twenty rounds" (XI.15, L11272–11273): subtracted once the table has played
    /// its rounds (or the series is closed).
    #[default]
    AtEnd,
    /// Subtracted as each round is completed, so the standings during play show them.
    PerRound,
    /// A list of fines apart, never subtracted from the points.
    Apart,
}

/// Which entries compete for one prize list (rule 12, L10968–10972).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PrizeLists {
    /// One list over every (player, series) sheet, each player at most one prize (rule 11).
    #[default]
    Combined,
    /// A list for each series among its own sheets.
    PerSeries,
}

/// How the players are split into tables of three and four.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TableSize {
    /// As many tables of four as the number allows (the dealer sits out, L10481–10488).
    #[default]
    Fours,
    /// As many tables of three as the number allows.
    Threes,
}

/// A congress's settings, fixed when it is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Rounds in a series: "On the completion of twenty rounds" (rule 8, L10953).
    pub rounds: u32,
    /// The skat law's code the deals are valued by.
    pub code: Code,
    pub penalties: Penalties,
    pub prize_lists: PrizeLists,
    /// "at least seven prizes", the scale repeated (rule 5, L10931–10934).
    pub prizes: u32,
    /// [AMBIG] rules-1927-c §2.3.3: a Ramsch lost counts as a game lost for the net games.
    pub ramsch_is_a_game: bool,
    pub tables: TableSize,
    /// [AMBIG] rule 1 against Laws IX: the Guckser (Grand Frage) is allowed.
    pub guckser: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            rounds: 20,
            code: Code::Nasl,
            penalties: Penalties::AtEnd,
            prize_lists: PrizeLists::Combined,
            prizes: 7,
            ramsch_is_a_game: true,
            tables: TableSize::Fours,
            guckser: true,
        }
    }
}

impl Settings {
    /// Refuses settings out of range, naming the field.
    pub fn check(&self) -> Result<(), LawError> {
        if !(1..=MAX_ROUNDS).contains(&self.rounds) {
            return Err(LawError::new(
                "rounds",
                format!("a series has 1 to {MAX_ROUNDS} rounds"),
            ));
        }
        if !(1..=MAX_PRIZES).contains(&self.prizes) {
            return Err(LawError::new(
                "prizes",
                format!("offer 1 to {MAX_PRIZES} prizes"),
            ));
        }
        if self.code == Code::American {
            return Err(LawError::new("code", "the book's code or the League's"));
        }
        Ok(())
    }

    /// The skat law's rules a table's deals are scored by. The penalties the sitting itself
    /// finds (an opponent's error charged, XI.8) are kept apart; the congress subtracts them.
    pub fn rules(&self) -> crate::laws::skat::sitting::Rules {
        crate::laws::skat::sitting::Rules {
            code: self.code,
            first_dealer: None,
            two_trickless: 50,
            announced_lost: Default::default(),
            ledger: crate::laws::skat::sitting::Ledger::Apart,
            guckser: self.guckser,
        }
    }

    /// The prize rules' own settings: the defaults of `skat-league-prizes`.
    pub fn prize_settings(&self) -> skat_league::Settings {
        skat_league::Settings::default()
    }
}
