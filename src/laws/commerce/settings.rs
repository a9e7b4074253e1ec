//! Commerce's settings: the forms and every ambiguity the book leaves (seed 003 L3624–3998),
//! each with the book's most likely reading as its default.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::hands::{FlushTie, Limited};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Form {
    #[default]
    New,
    Old,
    Pool,
    Extended,
    Continuous,
}

impl Form {
    /// The modern game's pool, ready money and dealer's stake (new, extended, continuous).
    pub fn modern(self) -> bool {
        matches!(self, Form::New | Form::Extended | Form::Continuous)
    }
}

/// Hands equal at the top of the modern game: the book settles it for the old game only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tie {
    /// Shared, as the old game pays each of equal winners (L3866–3873); an odd counter stays.
    #[default]
    Divide,
    /// Nobody takes it; the pool carries to the next deal.
    Carry,
}

/// Whom a stander beaten pays: "an additional stake to the holders of the better hands"
/// (L3777–3779).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StanderPays {
    /// A stake to each whose hand beat his.
    #[default]
    EachBetter,
    /// A stake to the best hand only.
    BestHand,
}

/// The dealer's penalty, "sometimes agreed" (L3938–3957).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealerPenalty {
    /// Not played: the book does not recommend it.
    #[default]
    None,
    /// A stake to each player.
    Each,
    /// A stake to each whose hand beat his.
    Better,
}

/// Two or more equal worst hands at pool commerce (not stated).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WorstTie {
    /// Each loses a life.
    #[default]
    Each,
    /// None does.
    None,
}

/// What the first out pays for a horse: "usually one-third or one-half the amount of the
/// original stake" (L3908–3912).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Horse {
    #[default]
    Third,
    Half,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub form: Form,
    /// Counters a stake: "only one stake recognised in the game" (L3740–3743).
    pub stake: i64,
    pub limited: Limited,
    pub flush_tie: FlushTie,
    pub tie: Tie,
    pub stander_pays: StanderPays,
    pub dealer_penalty: DealerPenalty,
    /// Pool commerce: what each pays in for his lives.
    pub pool_stake: i64,
    /// Pool commerce: "a previously arranged sum" the winner of a hand takes from the pool.
    pub pool_win: i64,
    /// Pool commerce: the counters (lives) each receives, three (L3882).
    pub lives: i64,
    pub horse: Horse,
    pub worst_tie: WorstTie,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            form: Form::New,
            stake: 1,
            limited: Limited::All,
            flush_tie: FlushTie::HighestCard,
            tie: Tie::Divide,
            stander_pays: StanderPays::EachBetter,
            dealer_penalty: DealerPenalty::None,
            pool_stake: 6,
            pool_win: 1,
            lives: 3,
            horse: Horse::Third,
            worst_tie: WorstTie::Each,
        }
    }
}

pub fn check(s: &Settings) -> Result<(), LawError> {
    for (name, v, hi) in [
        ("stake", s.stake, 1_000),
        ("pool_stake", s.pool_stake, 1_000_000),
        ("pool_win", s.pool_win, 1_000_000),
        ("lives", s.lives, 10),
    ] {
        if !(1..=hi).contains(&v) {
            return Err(LawError::new(
                format!("settings.{name}"),
                format!("{v} is not from 1 to {hi}"),
            ));
        }
    }
    Ok(())
}
