//! Scores the director assigns to a board at a table instead of a result (issue 15 item 4): the
//! books' "average score" (Laws of Duplicate Whist, Law IV §§9–10 and V §1, seed 001
//! L4077–4103; KWC laws 4, 5 and 7, L3299–3333), average plus or minus, a split score (a
//! different award to each side), or not played. Each change is a line of the board's history,
//! as a correction is; `scoring::Assigned` scores them by the event's method.

use rusqlite::Connection;

use super::history::{Change, record};
use super::{refuse_if_final, side};
use crate::db::events::Event;
use crate::db::{DbError, DbResult, now, optional};
use crate::laws::duplicate::Direction;
use crate::scoring::{Assigned, Award as ScoringAward};

/// What one side of the table is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Award {
    Average,
    AveragePlus,
    AverageMinus,
    /// The board counts for neither side (given to both sides together).
    NotPlayed,
}

impl Award {
    pub const ALL: [Award; 4] = [
        Award::Average,
        Award::AveragePlus,
        Award::AverageMinus,
        Award::NotPlayed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Award::Average => "average",
            Award::AveragePlus => "average-plus",
            Award::AverageMinus => "average-minus",
            Award::NotPlayed => "not-played",
        }
    }

    pub fn parse(s: &str) -> Option<Award> {
        Award::ALL.into_iter().find(|a| a.as_str() == s)
    }

    /// In words, for the pages.
    pub fn words(self) -> &'static str {
        match self {
            Award::Average => "average",
            Award::AveragePlus => "average plus",
            Award::AverageMinus => "average minus",
            Award::NotPlayed => "not played",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssignedScore {
    pub board: u32,
    pub round: u32,
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    pub ns_award: Award,
    pub ew_award: Award,
    pub updated_by: String,
    pub updated_at: String,
}

impl AssignedScore {
    /// As the scoring methods take it.
    pub fn outcome(&self) -> Assigned {
        let to = |a: Award| match a {
            Award::Average | Award::NotPlayed => ScoringAward::Average,
            Award::AveragePlus => ScoringAward::AveragePlus,
            Award::AverageMinus => ScoringAward::AverageMinus,
        };
        if self.ns_award == Award::NotPlayed {
            Assigned::NotPlayed
        } else {
            Assigned::Award {
                ns: to(self.ns_award),
                ew: to(self.ew_award),
            }
        }
    }

    /// "average plus to N-S, average minus to E-W", "average to both sides", "not played".
    pub fn describe(&self) -> String {
        describe(self.ns_award, self.ew_award)
    }
}

pub fn describe(ns: Award, ew: Award) -> String {
    match (ns, ew) {
        (Award::NotPlayed, _) => "not played".to_owned(),
        (a, b) if a == b => format!("assigned {} to both sides", a.words()),
        (a, b) => format!(
            "assigned {} to {}, {} to {}",
            a.words(),
            side(Direction::Ns),
            b.words(),
            side(Direction::Ew)
        ),
    }
}

pub(crate) fn exists(
    conn: &Connection,
    event_id: i64,
    board: u32,
    ns: u32,
    ew: u32,
) -> DbResult<bool> {
    Ok(conn
        .prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM assigned_scores
             WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4)",
        )?
        .query_row((event_id, board, ns, ew), |r| r.get(0))?)
}

/// Removes the assigned score at the table where N-S `ns` meets E-W `ew` over `board`, if any,
/// and says what it was (the caller writes the board's history line).
pub(crate) fn take_away(
    conn: &Connection,
    event_id: i64,
    board: u32,
    ns: u32,
    ew: u32,
) -> DbResult<Option<String>> {
    let had: Option<(String, String)> = optional(conn.query_row(
        "SELECT ns_award, ew_award FROM assigned_scores
         WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4",
        (event_id, board, ns, ew),
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let Some((a, b)) = had else {
        return Ok(None);
    };
    conn.execute(
        "DELETE FROM assigned_scores
         WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4",
        (event_id, board, ns, ew),
    )?;
    Ok(Some(describe(
        Award::parse(&a).unwrap_or(Award::Average),
        Award::parse(&b).unwrap_or(Award::Average),
    )))
}

/// Every event of a season (oldest first) with its pairs, results and assigned scores: what
/// the season table is made from (`tournament::season_of`).
pub fn season(
    conn: &Connection,
    label: &str,
) -> DbResult<Vec<(crate::db::events::Record, Vec<AssignedScore>)>> {
    crate::db::events::load_season(conn, label)?
        .into_iter()
        .map(|record| {
            let assigned = list(conn, record.0.id)?;
            Ok((record, assigned))
        })
        .collect()
}

/// Every assigned score of the event, by board then N-S pair.
pub fn list(conn: &Connection, event_id: i64) -> DbResult<Vec<AssignedScore>> {
    let mut stmt = conn.prepare_cached(
        "SELECT board, round, table_no, ns_pair, ew_pair, ns_award, ew_award, updated_by, updated_at
         FROM assigned_scores WHERE event_id = ?1 ORDER BY board, ns_pair",
    )?;
    let rows = stmt
        .query_map([event_id], |r| {
            let ns: String = r.get(5)?;
            let ew: String = r.get(6)?;
            Ok(AssignedScore {
                board: r.get(0)?,
                round: r.get(1)?,
                table: r.get(2)?,
                ns: r.get(3)?,
                ew: r.get(4)?,
                ns_award: Award::parse(&ns).unwrap_or(Award::Average),
                ew_award: Award::parse(&ew).unwrap_or(Award::Average),
                updated_by: r.get(7)?,
                updated_at: r.get(8)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Gives `board` at the table where N-S `ns` meets E-W `ew` an assigned score (replacing one
/// given before). Refused when the movement does not bring them together over the board, or
/// when the table has a result for it (delete the result first: one or the other stands).
pub fn assign(
    conn: &Connection,
    event: &Event,
    (board, ns, ew): (u32, u32, u32),
    ns_award: Award,
    ew_award: Award,
    by: &str,
) -> DbResult<()> {
    refuse_if_final(event)?;
    let movement = event.movement()?;
    let Some((round, table)) = movement.locate(board, ns, ew) else {
        return Err(DbError::invalid(
            "board",
            format!("board {board} is not played by N-S {ns} against E-W {ew} in this movement"),
        ));
    };
    refuse_if_sitting_out(conn, event, board, ns, ew)?;
    super::void::refuse_half_not_played(ns_award, ew_award)?;
    let played: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM results WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4)",
        (event.id, board, ns, ew),
        |r| r.get(0),
    )?;
    if played {
        return Err(DbError::invalid(
            "board",
            format!(
                "board {board} has a result at this table; delete it first to assign a score instead"
            ),
        ));
    }
    super::void::put(
        conn,
        event,
        (board, round, table),
        (ns, ew),
        (ns_award, ew_award),
        by,
        &now(),
    )
    .map(|_| ())
}

/// Refuses a score for a table where a pair sits out (no players are named in it): nobody sat
/// there, so there is nothing to score, and the standings never rank such a pair.
pub(crate) fn refuse_if_sitting_out(
    conn: &Connection,
    event: &Event,
    board: u32,
    ns: u32,
    ew: u32,
) -> DbResult<()> {
    let pairs = crate::db::events::pairs(conn, event.id)?;
    let out = crate::db::events::sitting_out(&pairs);
    let Some((direction, pair)) =
        crate::db::events::seat_sitting_out(&out, event.single_field(), ns, ew)
    else {
        return Ok(());
    };
    let who = if event.single_field() {
        format!("pair {pair}")
    } else {
        format!("{} {pair}", side(direction))
    };
    Err(DbError::invalid(
        "board",
        format!(
            "{who} sits out (nobody is named in it), so board {board} is not played at this \
             table and has no score to assign: a pair that sits out is never ranked. If it did \
             play, name its players on the pairs page first"
        ),
    ))
}

/// Takes an assigned score away (the table's result can then be entered); kept in the history.
pub fn remove(
    conn: &Connection,
    event: &Event,
    (board, ns, ew): (u32, u32, u32),
    by: &str,
) -> DbResult<()> {
    refuse_if_final(event)?;
    let old: Option<(String, String)> = optional(conn.query_row(
        "SELECT ns_award, ew_award FROM assigned_scores
         WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4",
        (event.id, board, ns, ew),
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let Some((a, b)) = old else {
        return Err(DbError::invalid(
            "board",
            format!("board {board} has no assigned score at this table"),
        ));
    };
    conn.execute(
        "DELETE FROM assigned_scores WHERE event_id = ?1 AND board = ?2 AND ns_pair = ?3 AND ew_pair = ?4",
        (event.id, board, ns, ew),
    )?;
    record(
        conn,
        event.id,
        &Change {
            board,
            ns,
            ew,
            action: "deleted".to_owned(),
            old: Some(describe(
                Award::parse(&a).unwrap_or(Award::Average),
                Award::parse(&b).unwrap_or(Award::Average),
            )),
            new: None,
            by: by.to_owned(),
            at: now(),
        },
    )
}
