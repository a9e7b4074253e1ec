//! `hoyle freezeout`'s JSON (docs/cli.md): a freeze-out's settings, entries and events in; its
//! tables, the moves each event made, the standings with prizes, and the clock out.

use serde::{Deserialize, Serialize};

use super::clock::{ClockMark, ClockView, clock_at};
use super::settings::Settings;
use super::standings::{Place, standings};
use super::state::{Event, Move, State, TableView, whole_average};
use crate::laws::{LawError, parse_json, pretty};

/// The input.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Input {
    #[serde(default)]
    pub settings: Settings,
    /// The players entered before the seats are drawn (more may enter as events).
    #[serde(default)]
    pub entries: Vec<String>,
    #[serde(default)]
    pub events: Vec<Event>,
    /// The clock at `now` from the director's marks, when asked for.
    #[serde(default)]
    pub clock: Option<ClockInput>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockInput {
    #[serde(default)]
    pub marks: Vec<ClockMark>,
    pub now: i64,
}

/// The moves one event made, as they are called out and as data.
#[derive(Debug, Clone, Serialize)]
pub struct Called {
    /// The event's index in `events`.
    pub event: usize,
    pub calls: Vec<String>,
    pub moves: Vec<Move>,
}

/// The output.
#[derive(Debug, Clone, Serialize)]
pub struct Output {
    pub entered: usize,
    pub players_left: usize,
    pub pool: i64,
    pub total_chips: i64,
    /// Exactly, as a fraction when it is not whole ("60000/11").
    pub average_stack: String,
    /// Rounded down to a whole chip.
    pub average_stack_chips: i64,
    pub seed: Option<u64>,
    pub final_table: Option<u32>,
    pub winner: Option<String>,
    pub tables: Vec<TableView>,
    pub moves: Vec<Called>,
    pub prizes: Vec<i64>,
    pub standings: Vec<Place>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockView>,
}

/// Replays the input; a refusal names the field (`events[4].player`, `settings.table_size`).
pub fn replay(input: Input) -> Result<Output, LawError> {
    let replay = State::replay(input.settings, &input.entries, &input.events)?;
    let state = replay.state;
    let moves = replay
        .moves
        .into_iter()
        .enumerate()
        .filter(|(_, m)| !m.is_empty())
        .map(|(event, moves)| Called {
            event,
            calls: moves.iter().map(ToString::to_string).collect(),
            moves,
        })
        .collect();
    let clock = match input.clock {
        None => None,
        Some(c) => Some(
            clock_at(state.settings(), &c.marks, c.now)
                .map_err(|e| LawError::new(format!("clock.{}", e.field), e.message))?,
        ),
    };
    Ok(Output {
        entered: state.entered(),
        players_left: state.players_left(),
        pool: state.pool(),
        total_chips: state.total_chips(),
        average_stack: state.average_stack().to_string(),
        average_stack_chips: whole_average(state.total_chips(), state.players_left()),
        seed: state.seed(),
        final_table: state.final_table(),
        winner: state.winner().map(str::to_owned),
        tables: state.tables(),
        moves,
        prizes: state.prize_table()?,
        standings: standings(&state),
        clock,
    })
}

/// The whole contract: JSON text in, pretty JSON text out.
pub fn run(input: &str) -> Result<String, LawError> {
    let read: Input = parse_json(input)?;
    pretty(&replay(read)?)
}
