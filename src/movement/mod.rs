//! Movements: who sits where and which trays each table holds, round by round. Pure.

pub mod mitchell;

/// Arguments a movement cannot be built from, addressed to the argument.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct MovementError {
    pub field: String,
    pub message: String,
}
