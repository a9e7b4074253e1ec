//! What is chosen for a new event: its movement and scoring method, and how its contracts are
//! scored.

use super::NewEvent;
use crate::db::{DbResult, set_setting};
use crate::movement::plan::{Kind, Plan};
use crate::scoring::Method;

/// A Howell event made with the balanced tables is marked by the setting `howell-tables:ID` =
/// `balanced`, written with the event. One without it was stored before they came and keeps the
/// first tables: its movement is rebuilt from its plan on every page, and the new tables would
/// reseat its pairs mid-event and leave its results at seatings that no longer exist. (A setting
/// rather than a column, so that no migration is needed; events are never deleted, only binned,
/// so an id is never reused.) `Event::howell` reads it with the event's columns, where the key
/// is written out in the SQL.
pub const HOWELL_KEY: &str = "howell-tables:";

/// A Mitchell made for an odd number of pairs (seven pairs at four tables) leaves its last E-W
/// pair out from the start: the setting `sit-out-pair:ID` = that pair's number, written with
/// the event (a setting, as [`HOWELL_KEY`] is, so that no migration is needed).
/// `db::events::pairs` reads it into `Pair::sits_out`.
pub const SIT_OUT_KEY: &str = "sit-out-pair:";

/// The movement and scoring method chosen for a new event (the form's second step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub kind: Kind,
    /// Pairs in the field, for a Howell or team matches. A Mitchell's tables give its pairs;
    /// given one fewer (an odd number), its last E-W pair sits out ([`SIT_OUT_KEY`]).
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

    /// Marks a new Howell event as built from the balanced tables ([`HOWELL_KEY`]), in the
    /// transaction that creates it.
    pub(super) fn mark_howell(&self, conn: &rusqlite::Connection, id: i64) -> DbResult<()> {
        if self.kind == Kind::Howell {
            set_setting(conn, &format!("{HOWELL_KEY}{id}"), Some("balanced"))?;
        }
        Ok(())
    }

    /// Leaves a Mitchell's last E-W pair out when the pairs chosen are one short of its
    /// tables' (seven pairs at four tables), in the transaction that creates it.
    pub(super) fn mark_sit_out(
        &self,
        conn: &rusqlite::Connection,
        id: i64,
        tables: u32,
    ) -> DbResult<()> {
        if matches!(self.kind, Kind::Mitchell | Kind::MitchellRelay)
            && self.pairs.is_some_and(|p| p + 1 == 2 * tables)
        {
            set_setting(
                conn,
                &format!("{SIT_OUT_KEY}{id}"),
                Some(&tables.to_string()),
            )?;
        }
        Ok(())
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
