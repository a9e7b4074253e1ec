//! What a stored freeze-out is: its row and its event log, read back in order.

use rusqlite::Connection;

use crate::db::DbResult;

/// What one row of the log records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// On the entry list (before the draw), or a late entry (after it).
    Enter,
    /// Taken off the entry list before the draw.
    Withdraw,
    /// The seats drawn by lot from the stored seed.
    Seat,
    /// A player out, with who knocked him out when known.
    Bust,
    /// A move the balancing called after a bust: a record, the replay makes it again.
    Move,
    /// The clock started at level 1.
    Start,
    Pause,
    Resume,
    /// The clock set to the start of a level (a level skipped, or gone back to).
    Level,
    /// A correction: the row named by `undoes` is taken back.
    Undo,
}

impl Kind {
    pub const ALL: [Kind; 10] = [
        Kind::Enter,
        Kind::Withdraw,
        Kind::Seat,
        Kind::Bust,
        Kind::Move,
        Kind::Start,
        Kind::Pause,
        Kind::Resume,
        Kind::Level,
        Kind::Undo,
    ];

    /// As stored.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Enter => "enter",
            Kind::Withdraw => "withdraw",
            Kind::Seat => "seat",
            Kind::Bust => "bust",
            Kind::Move => "move",
            Kind::Start => "start",
            Kind::Pause => "pause",
            Kind::Resume => "resume",
            Kind::Level => "level",
            Kind::Undo => "undo",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == s)
    }

    /// A row of the clock's (what the clock replays; the play's replay passes over them).
    pub fn is_clock(self) -> bool {
        matches!(self, Kind::Start | Kind::Pause | Kind::Resume | Kind::Level)
    }
}

/// One row of a freeze-out's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogRow {
    pub id: i64,
    pub kind: Kind,
    pub player: Option<String>,
    pub member_id: Option<i64>,
    pub knocked_out_by: Option<String>,
    /// JSON: a move's seats (`freezeout::Move`), a level row's level (`{"level": 3}`).
    pub detail: Option<String>,
    /// An undo row: the row it takes back.
    pub undoes: Option<i64>,
    /// Taken back by a later undo row.
    pub undone: bool,
    pub by: String,
    /// UTC, to the second ("2026-11-28T19:30:00Z").
    pub at: String,
}

/// A freeze-out as stored: its settings and its whole log, oldest first.
#[derive(Debug, Clone)]
pub struct StoredFreezeout {
    pub id: i64,
    pub name: String,
    pub date: String,
    pub settings: crate::freezeout::Settings,
    /// The prize schedule in the director's words, as typed.
    pub prizes_said: String,
    pub seed: u64,
    pub created_by: String,
    pub created_at: String,
    pub log: Vec<LogRow>,
}

impl StoredFreezeout {
    /// The rows that stand (neither taken back nor an undo), oldest first.
    pub fn standing(&self) -> impl Iterator<Item = &LogRow> {
        self.log
            .iter()
            .filter(|r| !r.undone && r.kind != Kind::Undo)
    }

    /// Whether the seats have been drawn.
    pub fn drawn(&self) -> bool {
        self.standing().any(|r| r.kind == Kind::Seat)
    }

    /// The entry list before the draw, in the order entered: (name, member).
    pub fn entries(&self) -> Vec<(String, Option<i64>)> {
        let mut list: Vec<(String, Option<i64>)> = Vec::new();
        for r in self.standing() {
            match (r.kind, &r.player) {
                (Kind::Seat, _) => break,
                (Kind::Enter, Some(p)) => list.push((p.clone(), r.member_id)),
                (Kind::Withdraw, Some(p)) => list.retain(|(n, _)| n != p),
                _ => {}
            }
        }
        list
    }

    /// Every name entered, before the draw and late, with its member.
    pub fn everyone(&self) -> Vec<(String, Option<i64>)> {
        let mut list = self.entries();
        let mut after = false;
        for r in self.standing() {
            match (r.kind, &r.player) {
                (Kind::Seat, _) => after = true,
                (Kind::Enter, Some(p)) if after => list.push((p.clone(), r.member_id)),
                _ => {}
            }
        }
        list
    }
}

/// A freeze-out in the list.
#[derive(Debug, Clone)]
pub struct FreezeoutRow {
    pub id: i64,
    pub name: String,
    pub date: String,
    /// Everyone entered (the list, and late entries).
    pub players: u32,
    /// The players not yet out: what a director means by players.
    pub left: u32,
    /// The seats are drawn: before it the entries are open and nobody plays.
    pub drawn: bool,
    /// One player holds all the chips.
    pub over: bool,
}

// The conversions and the member check a party's and a freeze-out's rows share.
pub(super) use crate::db::stored::{check_member, json, parsed, to_i64};

/// A row of the log to write.
#[derive(Debug, Clone, Default)]
pub(super) struct NewRow<'a> {
    pub player: Option<&'a str>,
    pub member_id: Option<i64>,
    pub knocked_out_by: Option<&'a str>,
    pub detail: Option<String>,
    pub undoes: Option<i64>,
}

/// Appends a row to the log; its id.
pub(super) fn append(
    conn: &Connection,
    id: i64,
    kind: Kind,
    row: NewRow<'_>,
    by: &str,
    at: &str,
) -> DbResult<i64> {
    conn.execute(
        "INSERT INTO freezeout_events (freezeout_id, kind, player, member_id, knocked_out_by,
                                       detail, undoes, changed_by, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        rusqlite::params![
            id,
            kind.id(),
            row.player,
            row.member_id,
            row.knocked_out_by,
            row.detail,
            row.undoes,
            by,
            at
        ],
    )?;
    Ok(conn.last_insert_rowid())
}
