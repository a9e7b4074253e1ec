//! A table's slip saved as one action. Whether each board is new, and whether a correction was
//! seen first, is decided here, inside the write's transaction: decided from a read made before
//! it, two people saving the same new slip at once both found it blank, and the second silently
//! replaced the first.

use rusqlite::Connection;

use super::{NewResult, Stored, correct_fouled, describe_new, enter_fouled, find};
use crate::db::codes::{self, Seat};
use crate::db::events::Event;
use crate::db::{DbError, DbResult};
use crate::laws::duplicate::Entry;
use crate::laws::duplicate::fouled::FouledBy;
use crate::laws::duplicate_auction::Contract;

/// One board of a slip as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub board: u32,
    /// What was typed; `None` when the row was left blank.
    pub typed: Option<(Entry, Option<Contract>)>,
    /// The version of the stored result the form was opened at; `None` when the form carried
    /// none (the board was blank when the form was opened).
    pub opened_at: Option<i64>,
    /// Who passed the board on fouled (KWC law 4d), when the form asked; `None` keeps what is
    /// stored (a table code's slip does not ask).
    pub passed_fouled: Option<Option<FouledBy>>,
}

/// Who saves the slip, which decides what a result stored first makes of the save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saver {
    /// A scorer or the director at the slip: changing a stored result is asked about first
    /// (unless `confirmed`, having been asked), and a result stored since a blank board was
    /// opened is always asked about.
    Scorer { confirmed: bool },
    /// A phone with a table code: a slip entered already (any board) is kept as a correction
    /// for the director, `entry` being the form as the phone sent it.
    Code {
        seat: Seat,
        entry: Vec<(String, String)>,
    },
    /// The director confirming a code's `correction`: saved over what stands, the correction
    /// marked confirmed by `director` in the same transaction (refused if a newer one from
    /// the same table replaced it, or it was decided since the page was opened).
    Confirming { correction: i64, director: String },
}

/// A slip: its pairs, its boards, and the field a blank row's refusal is shown at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slip {
    pub ns: u32,
    pub ew: u32,
    pub boards: Vec<Board>,
    /// The row's first field ("ns_tricks", "level"): where "this board has a result" is said.
    pub first_field: &'static str,
}

/// What became of a slip's save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    /// Entered and corrected as typed.
    Saved,
    /// Nothing written: saving would change results that stand (someone saved first, or the
    /// scorer has not yet seen them). `corrections` say how, "Board 3: N-S 7 tricks → N-S 8
    /// tricks"; `stored` are the slip's results as they stand, to show and ask about.
    Ask {
        corrections: Vec<String>,
        stored: Vec<Stored>,
    },
    /// A code's slip entered already (perhaps a moment before): kept as correction `id` for
    /// the director; `stored` are the slip's results as they stand.
    Queued { id: i64, stored: Vec<Stored> },
}

/// Saves `slip` for `event` as `by`: every board looked up in this transaction, then entered,
/// corrected (against the version its form was opened at), asked about or queued as
/// [`Saver`] says. Refusals name each board's field as `"{board}:{field}"`, all at once.
pub fn save(
    conn: &Connection,
    event: &Event,
    slip: &Slip,
    saver: &Saver,
    by: &str,
) -> DbResult<Saved> {
    if let Saver::Confirming {
        correction,
        director,
    } = saver
    {
        codes::confirm(conn, codes::Kind::Event, event.id, *correction, director)?;
    }
    let mut stored = Vec::new();
    for b in &slip.boards {
        stored.extend(find(conn, event.id, b.board, slip.ns, slip.ew)?);
    }
    let standing = |board: u32| stored.iter().find(|s| s.board == board);
    // A board the director voided (or whose result he adjusted) holds an assigned score: a
    // phone's slip, and the director confirming one, leave it as he gave it and save the rest
    // (issue 22). A scorer typing over it is told, as entering a result there is.
    let mut given = Vec::new();
    if matches!(saver, Saver::Code { .. } | Saver::Confirming { .. }) {
        for b in &slip.boards {
            if super::assigned::exists(conn, event.id, b.board, slip.ns, slip.ew)? {
                given.push(b.board);
            }
        }
    }
    let typed = |b: &Board| -> Option<(Entry, Option<Contract>)> {
        b.typed.filter(|_| !given.contains(&b.board))
    };
    if let Saver::Code { seat, entry } = saver
        && !stored.is_empty()
    {
        let id = codes::add_correction(conn, *seat, entry)?;
        return Ok(Saved::Queued { id, stored });
    }
    let mut refused = Vec::new();
    let mut corrections = Vec::new();
    let mut ask = false;
    for b in &slip.boards {
        match (typed(b), standing(b.board)) {
            (Some((entry, contract)), Some(s))
                if super::would_change(event, s, &entry, contract.as_ref())
                    || b.passed_fouled.is_some_and(|f| f != s.passed_fouled) =>
            {
                let new = super::fouled::with_mark(
                    describe_new(event, &entry, contract.as_ref()),
                    b.passed_fouled.unwrap_or(s.passed_fouled),
                );
                corrections.push(format!(
                    "Board {}: {} → {new}",
                    b.board,
                    super::fouled::describe(&s.entry, s.contract.as_ref(), s.passed_fouled),
                ));
                // Saved over a result the form never showed: whoever saved it was first.
                ask |= matches!(saver, Saver::Scorer { confirmed: false })
                    || matches!(saver, Saver::Scorer { .. }) && b.opened_at.is_none();
            }
            (None, Some(_)) => refused.push((
                format!("{}:{}", b.board, slip.first_field),
                "This board has a result; to remove it, use Delete on the board's page.".to_owned(),
            )),
            _ => {}
        }
    }
    if ask && refused.is_empty() {
        return Ok(Saved::Ask {
            corrections,
            stored,
        });
    }
    for b in &slip.boards {
        let Some((entry, contract)) = typed(b) else {
            continue;
        };
        let done = match standing(b.board) {
            Some(s) => correct_fouled(
                conn,
                event,
                s.id,
                b.opened_at,
                &entry,
                contract.as_ref(),
                b.passed_fouled,
                by,
            ),
            None => {
                let new = NewResult {
                    board: b.board,
                    ns: slip.ns,
                    ew: slip.ew,
                    entry,
                    contract,
                };
                enter_fouled(conn, event, &new, b.passed_fouled.flatten(), by).map(|_| ())
            }
        };
        match done {
            Ok(()) => {}
            Err(DbError::Invalid { field, message }) => {
                refused.push((format!("{}:{field}", b.board), message))
            }
            Err(e) => return Err(e),
        }
    }
    match refused.is_empty() {
        true => Ok(Saved::Saved),
        false => Err(DbError::Refused(refused)),
    }
}
