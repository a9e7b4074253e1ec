//! What is chosen for a new event: its movement and scoring method, and how its contracts are
//! scored.

use super::NewEvent;
use crate::movement::plan::{Kind, Plan};
use crate::scoring::Method;

/// The movement and scoring method chosen for a new event (the form's second step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub kind: Kind,
    /// Pairs in the field, for a Howell or team matches (ignored by a Mitchell, whose tables
    /// give them).
    pub pairs: Option<u32>,
    pub arrow_switch: Vec<u32>,
    pub method: String,
}

impl Default for Choice {
    fn default() -> Self {
        Choice {
            kind: Kind::Mitchell,
            pairs: None,
            arrow_switch: Vec::new(),
            method: "plus-minus".to_owned(),
        }
    }
}

impl Choice {
    pub fn plan(&self, new: &NewEvent) -> Plan {
        Plan {
            kind: self.kind,
            tables: new.tables,
            pairs: self.pairs.unwrap_or(2 * new.tables),
            boards_per_round: new.boards_per_round,
            rounds: new.rounds,
            arrow_switch: self.arrow_switch.clone(),
            // A new event: the balanced tables.
            howell: Default::default(),
        }
    }

    /// The method must exist, and a team match's methods need team matches.
    pub(super) fn method_problem(&self) -> Option<(String, String)> {
        let problem = match Method::parse(&self.method) {
            None => format!("There is no scoring method {:?} here.", self.method),
            Some(m) if m.is_team() && self.kind != Kind::Teams => format!(
                "{} scores team matches: choose team matches as the movement, or another method.",
                m.name()
            ),
            Some(_) => return None,
        };
        Some(("method".to_owned(), problem))
    }
}

/// The scoring of an event entered by contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ContractScoring {
    /// Compass auction by the Laws of Duplicate Auction Bridge (KWC 1926).
    #[default]
    Kwc1926,
    /// Duplicate contract bridge by today's scoring table, vulnerability by board number.
    DuplicateBridge,
}

impl ContractScoring {
    pub fn as_str(self) -> &'static str {
        match self {
            ContractScoring::Kwc1926 => "kwc-1926",
            ContractScoring::DuplicateBridge => "duplicate-bridge",
        }
    }
}
