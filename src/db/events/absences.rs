//! Late and missing pairs (issue 15 item 6): a pair that arrives late plays from a round on, one
//! that leaves early plays up to a round. The boards it misses are not results: the pages do not
//! ask for them, and the methods score the opponents on the boards they did play (matchpoints
//! factor the short boards by Neuberg; plus and minus counts only boards played, which is the
//! average on the others).

use rusqlite::Connection;

use super::{DbError, DbResult, Event, direction_str, parse_direction};
use crate::db::now;
use crate::laws::duplicate::Direction;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Absence {
    pub direction: Direction,
    pub pair: u32,
    /// Arrives late: plays from this round.
    pub from_round: Option<u32>,
    /// Leaves early: plays up to this round.
    pub to_round: Option<u32>,
}

impl Absence {
    /// The pair is not there in `round`.
    pub fn absent_in(&self, round: u32) -> bool {
        self.from_round.is_some_and(|f| round < f) || self.to_round.is_some_and(|t| round > t)
    }

    /// "arrives for round 4", "leaves after round 6".
    pub fn describe(&self) -> String {
        match (self.from_round, self.to_round) {
            (Some(f), Some(t)) => format!("plays rounds {f} to {t} only"),
            (Some(f), None) => format!("arrives late: plays from round {f}"),
            (None, Some(t)) => format!("leaves early: plays up to round {t}"),
            (None, None) => "plays every round".to_owned(),
        }
    }
}

pub fn absences(conn: &Connection, event_id: i64) -> DbResult<Vec<Absence>> {
    let mut stmt = conn.prepare_cached(
        "SELECT direction, pair_no, from_round, to_round FROM event_absences
         WHERE event_id = ?1 ORDER BY direction = 'EW', pair_no",
    )?;
    let rows = stmt
        .query_map([event_id], |r| {
            let d: String = r.get(0)?;
            Ok(Absence {
                direction: parse_direction(&d),
                pair: r.get(1)?,
                from_round: r.get(2)?,
                to_round: r.get(3)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Marks a pair late (from `from_round`) and/or leaving early (after `to_round`); neither
/// clears the mark. Logged in the event's log.
pub fn set_absence(conn: &Connection, event: &Event, absence: &Absence, by: &str) -> DbResult<()> {
    let known: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM event_pairs WHERE event_id = ?1 AND direction = ?2 AND pair_no = ?3)",
        (event.id, direction_str(absence.direction), absence.pair),
        |r| r.get(0),
    )?;
    if !known {
        return Err(DbError::invalid(
            "pair",
            format!("there is no pair {} in this event", absence.pair),
        ));
    }
    for (field, round) in [
        ("from_round", absence.from_round),
        ("to_round", absence.to_round),
    ] {
        if let Some(r) = round
            && !(1..=event.rounds).contains(&r)
        {
            return Err(DbError::invalid(
                field,
                format!("round {r} is not one of the rounds 1 to {}", event.rounds),
            ));
        }
    }
    if let (Some(f), Some(t)) = (absence.from_round, absence.to_round)
        && f > t
    {
        return Err(DbError::invalid(
            "to_round",
            format!("the pair cannot leave after round {t} having arrived for round {f}"),
        ));
    }
    let d = direction_str(absence.direction);
    if absence.from_round.is_none() && absence.to_round.is_none() {
        conn.execute(
            "DELETE FROM event_absences WHERE event_id = ?1 AND direction = ?2 AND pair_no = ?3",
            (event.id, d, absence.pair),
        )?;
    } else {
        conn.execute(
            "INSERT INTO event_absences (event_id, direction, pair_no, from_round, to_round, updated_by, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
             ON CONFLICT (event_id, direction, pair_no)
             DO UPDATE SET from_round = ?4, to_round = ?5, updated_by = ?6, updated_at = ?7",
            rusqlite::params![
                event.id,
                d,
                absence.pair,
                absence.from_round,
                absence.to_round,
                by,
                now()
            ],
        )?;
    }
    let who = if event.single_field() {
        format!("pair {}", absence.pair)
    } else {
        format!(
            "{} pair {}",
            crate::db::results::side(absence.direction),
            absence.pair
        )
    };
    conn.execute(
        "INSERT INTO event_log (event_id, action, changed_by, changed_at) VALUES (?1, ?2, ?3, ?4)",
        (event.id, format!("{who} {}", absence.describe()), by, now()),
    )?;
    Ok(())
}

/// Whether a pair (an individual: any of the four players) of the table `at` = (round, table)
/// is marked away in that round, so the table takes no result then.
pub fn table_away(
    conn: &Connection,
    event: &Event,
    movement: &crate::movement::plan::Movement,
    at: (u32, u32),
    new: &crate::db::results::NewResult,
) -> DbResult<bool> {
    let (round, table) = at;
    let ew_direction = if event.single_field() { "NS" } else { "EW" };
    Ok(if let Some(four) = movement.players_at(round, table) {
        // An individual: any of the table's four players (all stored under N-S).
        conn.prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM event_absences WHERE event_id = ?1
               AND direction = 'NS' AND pair_no IN (?2, ?3, ?4, ?5)
               AND ((from_round IS NOT NULL AND ?6 < from_round) OR (to_round IS NOT NULL AND ?6 > to_round)))",
        )?
        .query_row(
            (event.id, four[0], four[1], four[2], four[3], round),
            |r| r.get(0),
        )?
    } else {
        conn.prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM event_absences WHERE event_id = ?1
               AND ((direction = 'NS' AND pair_no = ?2) OR (direction = ?3 AND pair_no = ?4))
               AND ((from_round IS NOT NULL AND ?5 < from_round) OR (to_round IS NOT NULL AND ?5 > to_round)))",
        )?
        .query_row((event.id, new.ns, ew_direction, new.ew, round), |r| r.get(0))?
    })
}
