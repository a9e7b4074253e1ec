//! Movements: who sits where and which trays each table holds, round by round. Pure.
//!
//! `mitchell` is the book's compass movement and keeps its own shape; the others (`relay`,
//! `howell`, `teams`, `mnemonic`) build a `schedule::Schedule`, whose checks (meetings, plays per
//! board) the tests and the event form share; `individual` seats four players a table.

pub mod advice;
pub mod howell;
pub mod individual;
pub mod mitchell;
pub mod mnemonic;
pub mod plan;
pub mod relay;
pub mod schedule;
pub mod teams;

/// Arguments a movement cannot be built from, addressed to the argument.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct MovementError {
    pub field: String,
    pub message: String,
}
