//! What a stored party is, and the small conversions and checks every read and write shares.

use std::collections::BTreeMap;

use rusqlite::Connection;

use crate::db::{DbError, DbResult, now};
use crate::evening::{self, Evening, Guest, Kind, PrizeInputs, PrizePlan};
use crate::laws::LawError;
use crate::party::Sex;
use crate::party::prizes::Deciders;
use crate::party::progression::{Settings, TableResult};

/// A guest as the creation form or the late-guest form gives him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGuest {
    pub name: String,
    /// A member of the roster; his name is `name`.
    pub member_id: Option<i64>,
    pub sex: Sex,
    pub tally: Option<String>,
    pub place: Option<Sex>,
}

#[derive(Debug, Clone)]
pub struct NewParty {
    pub name: String,
    pub date: String,
    pub kind: Kind,
    pub settings: Settings,
    pub plan: PrizePlan,
    pub seed: u64,
    /// Foster's plan only: the seed of the sealed set and of the draw.
    pub draw_seed: Option<u64>,
    /// How many rounds the party will play; `None` plays on until the party is ended.
    pub rounds: Option<u32>,
    pub guests: Vec<NewGuest>,
}

#[derive(Debug, Clone)]
pub struct StoredGuest {
    pub no: u32,
    pub member_id: Option<i64>,
    pub guest: Guest,
}

/// A party as stored.
#[derive(Debug, Clone)]
pub struct StoredParty {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub kind: Kind,
    pub settings: Settings,
    pub plan: PrizePlan,
    pub seed: u64,
    pub draw_seed: Option<u64>,
    pub sealed: Option<Vec<u32>>,
    pub drawn: Option<u32>,
    pub drawn_by_seed: bool,
    pub deciders: Deciders,
    /// How many rounds the party will play; `None` plays on until the party is ended.
    pub rounds: Option<u32>,
    pub guests: Vec<StoredGuest>,
    /// Round → table → result.
    pub results: BTreeMap<u32, BTreeMap<u32, TableResult>>,
    pub created_by: String,
    pub created_at: String,
    /// Who ended the party, and when: no round, guest or leaver after that.
    pub ended: Option<(String, String)>,
}

impl StoredParty {
    pub fn guests(&self) -> Vec<Guest> {
        self.guests.iter().map(|g| g.guest.clone()).collect()
    }

    /// The party replayed from its rows.
    pub fn evening(&self) -> DbResult<Evening> {
        evening::replay(&self.settings, &self.guests(), &self.results, self.seed).map_err(refusal)
    }

    /// The party as it stood while `round` was played: that round's seating, with its results
    /// as entered. For correcting a finished round's table.
    pub fn evening_at(&self, round: u32) -> DbResult<Evening> {
        let before: BTreeMap<u32, BTreeMap<u32, TableResult>> = self
            .results
            .range(..round)
            .map(|(r, t)| (*r, t.clone()))
            .collect();
        let mut e =
            evening::replay(&self.settings, &self.guests(), &before, self.seed).map_err(refusal)?;
        if e.round() != round {
            return Err(DbError::invalid(
                "round",
                format!("there is no round {round}"),
            ));
        }
        e.entered = self.results.get(&round).cloned().unwrap_or_default();
        Ok(e)
    }

    /// Whether every round the party was set to play has been played: no seating follows, and
    /// the party may only be ended.
    pub fn rounds_done(&self, evening: &Evening) -> bool {
        self.rounds.is_some_and(|n| evening.round() > n)
    }

    /// The last round of a party that has no round left to play (ended, or every round it was
    /// set to play played): no seating or table card follows it.
    pub fn closed_after(&self, evening: &Evening) -> Option<u32> {
        (self.ended.is_some() || self.rounds_done(evening))
            .then(|| evening.round().saturating_sub(1))
    }

    pub fn prize_inputs(&self) -> PrizeInputs {
        PrizeInputs {
            deciders: self.deciders.clone(),
            seed: self.seed,
            sealed: self.sealed.clone().unwrap_or_default(),
            drawn: self.drawn,
            seeded: self.drawn_by_seed,
            draw_seed: self.draw_seed.unwrap_or_default(),
        }
    }
}

/// A party in the list.
#[derive(Debug, Clone)]
pub struct PartyRow {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub kind: Kind,
    pub players: u32,
    /// The director has ended the party.
    pub over: bool,
}

#[derive(Debug, Clone)]
pub struct HistoryRow {
    pub what: String,
    pub action: String,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    pub changed_by: String,
    pub changed_at: String,
}

impl HistoryRow {
    /// The line read from `r`'s columns `from`.. in the order of the struct (what, action, old,
    /// new, by, at): every history table (a party's, a congress's) has those columns.
    pub(crate) fn from_row(r: &rusqlite::Row<'_>, from: usize) -> rusqlite::Result<HistoryRow> {
        Ok(HistoryRow {
            what: r.get(from)?,
            action: r.get(from + 1)?,
            old_value: r.get(from + 2)?,
            new_value: r.get(from + 3)?,
            changed_by: r.get(from + 4)?,
            changed_at: r.get(from + 5)?,
        })
    }
}

pub(super) fn refusal(e: LawError) -> DbError {
    DbError::invalid(e.field, e.message)
}

fn sex_str(sex: Sex) -> &'static str {
    match sex {
        Sex::Lady => "lady",
        Sex::Gentleman => "gentleman",
    }
}

pub(super) fn sex_of(s: &str) -> Option<Sex> {
    match s {
        "lady" => Some(Sex::Lady),
        "gentleman" => Some(Sex::Gentleman),
        _ => None,
    }
}

// The conversions and the member check a party's and a freeze-out's rows share.
pub(super) use crate::db::stored::{check_member, json, parsed, to_i64};

pub(super) fn insert_guest(
    conn: &Connection,
    party: i64,
    no: u32,
    g: &NewGuest,
    arrives_after: Option<u32>,
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO party_players (party_id, player_no, name, member_id, sex, tally, place,
                                    arrives_after)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        rusqlite::params![
            party,
            no,
            g.name,
            g.member_id,
            sex_str(g.sex),
            g.tally,
            g.place.map(sex_str),
            arrives_after
        ],
    )?;
    Ok(())
}

pub(super) fn log(
    conn: &Connection,
    party: i64,
    what: &str,
    action: &str,
    old: Option<&str>,
    new: Option<&str>,
    by: &str,
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO party_history (party_id, what, action, old_value, new_value, changed_by,
                                    changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![party, what, action, old, new, by, now()],
    )?;
    Ok(())
}
