//! The log replayed: the play through the pure `freezeout` module, and the clock's running time
//! read from the clock's rows.

use chrono::{DateTime, Utc};

use crate::db::{DbError, DbResult};
use crate::freezeout::{ClockMark, ClockView, Event, Mark, Move, State, Why};
use crate::laws::LawError;

use super::rows::{Kind, StoredFreezeout};

pub(super) fn refusal(e: LawError) -> DbError {
    DbError::invalid(e.field, e.message)
}

/// A clock row's mark: the kind for start, pause and resume; a level row says which in its
/// detail (`{"mark": "skip"}`).
pub fn mark_of(kind: Kind, detail: Option<&str>) -> Option<Mark> {
    match kind {
        Kind::Start => Some(Mark::Start),
        Kind::Pause => Some(Mark::Pause),
        Kind::Resume => Some(Mark::Resume),
        Kind::Level => detail
            .and_then(|d| serde_json::from_str::<serde_json::Value>(d).ok())
            .and_then(|v| serde_json::from_value::<Mark>(v["mark"].clone()).ok()),
        _ => None,
    }
}

/// A stored time in seconds since 1970; anything but `db::now()`'s text (an edited row) counts
/// as nought, never a panic.
pub fn seconds(at: &str) -> i64 {
    at.parse::<DateTime<Utc>>().map_or(0, |t| t.timestamp())
}

impl StoredFreezeout {
    /// The director's marks on the clock, in the order made, in seconds since 1970.
    pub fn clock_marks(&self) -> Vec<ClockMark> {
        self.standing()
            .filter_map(|r| {
                mark_of(r.kind, r.detail.as_deref()).map(|mark| ClockMark {
                    at: seconds(&r.at),
                    mark,
                })
            })
            .collect()
    }

    /// The clock at `now` (seconds since 1970), from its marks.
    pub fn clock_at(&self, now: i64) -> DbResult<ClockView> {
        crate::freezeout::clock_at(&self.settings, &self.clock_marks(), now)
            .map_err(|e| DbError::invalid("clock", e.message))
    }
}

/// The play replayed from the log: the pure state, and which log row each event applied came
/// from (the entry list first), so a page can say when a player went out and what moves his
/// bust called.
#[derive(Debug, Clone)]
pub struct Played {
    pub state: State,
    /// The log row of each event applied, in order: `Place::out_event` indexes it.
    pub rows: Vec<i64>,
    /// The moves each event called (the seats drawn, a late entry's seat, a bust's moves), by
    /// its log row, in the order applied.
    pub moves: Vec<(i64, Vec<Move>)>,
}

impl Played {
    fn apply(&mut self, row: i64, event: &Event) -> DbResult<Vec<Move>> {
        let moves = self.state.apply(event).map_err(refusal)?;
        self.rows.push(row);
        self.moves.push((row, moves.clone()));
        Ok(moves)
    }

    /// The seats drawn by lot from `seed`.
    pub fn seat(&mut self, seed: u64) -> DbResult<Vec<Move>> {
        self.apply(0, &Event::Seat { seed })
    }

    /// A late entry seated.
    pub fn late_entry(&mut self, name: &str) -> DbResult<Vec<Move>> {
        self.apply(
            0,
            &Event::Enter {
                name: name.to_owned(),
            },
        )
    }

    /// A player out, and the balancing's moves.
    pub fn bust(&mut self, player: &str, by: Option<&str>) -> DbResult<Vec<Move>> {
        self.apply(
            0,
            &Event::Bust {
                player: player.to_owned(),
                by: by.map(str::to_owned),
            },
        )
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The log row of the event applied `index`th (`Place::out_event`).
    pub fn row_of(&self, index: usize) -> Option<i64> {
        self.rows.get(index).copied()
    }

    /// The moves the latest event called (a bust's balancing, a late entry's seat), with its
    /// row: what the director calls out now. None when it called none, and for the draw, whose
    /// seats the printed cards give.
    pub fn latest_moves(&self) -> Option<&(i64, Vec<Move>)> {
        self.moves
            .last()
            .filter(|(_, m)| !m.is_empty() && m.iter().all(|m| m.why != Why::Draw))
    }
}

impl StoredFreezeout {
    /// The play replayed from the rows that stand: the entry list, then the draw, late entries
    /// and busts in the order they were written. Moves are not replayed: the balancing makes
    /// them again, the same from the same seed.
    pub fn played(&self) -> DbResult<Played> {
        let mut played = Played {
            state: State::new(self.settings.clone()).map_err(refusal)?,
            rows: Vec::new(),
            moves: Vec::new(),
        };
        let mut drawn = false;
        let entries = self.entries();
        for (name, _) in &entries {
            let row = self
                .standing()
                .filter(|r| r.kind == Kind::Enter && r.player.as_deref() == Some(name))
                .last()
                .map_or(0, |r| r.id);
            played.apply(row, &Event::Enter { name: name.clone() })?;
        }
        for r in self.standing() {
            let event = match (r.kind, &r.player) {
                (Kind::Seat, _) => {
                    drawn = true;
                    Event::Seat { seed: self.seed }
                }
                (Kind::Enter, Some(name)) if drawn => Event::Enter { name: name.clone() },
                (Kind::Bust, Some(player)) => Event::Bust {
                    player: player.clone(),
                    by: r.knocked_out_by.clone(),
                },
                _ => continue,
            };
            played.apply(r.id, &event)?;
        }
        Ok(played)
    }
}
