//! A fouled board passed on (KWC law 4d, seed 001 L3312–3315): the mark a result keeps of the
//! pair or pairs at its table who passed the board to the next table with a wrong number of
//! cards in a hand. The law (`laws::duplicate::fouled`) takes their 50 in the standings; here it
//! is checked against the event, as `hoyle score duplicate` checks it, and said in the history.

use crate::db::events::Event;
use crate::db::{DbError, DbResult};
use crate::laws::duplicate::fouled::{self, FouledBy};
use crate::laws::duplicate::{Entry, Game};
use crate::laws::duplicate_auction::Contract;
use crate::scoring::Method;

/// The form's field, and its label, that a refusal names.
pub const FIELD: &str = "passed_fouled";
pub const LABEL: &str = "Did a pair pass this board on after it was fouled?";

/// Whether the event offers the question at all: a pairs event of duplicate auction scored by
/// the book's plus and minus (law 4d is a penalty in that scoring, and an auction law's).
pub fn offered(event: &Event) -> bool {
    refusal(event).is_none()
}

fn refusal(event: &Event) -> Option<&'static str> {
    let method = Method::parse(&event.method).unwrap_or(Method::PlusMinus);
    // A bridge event is an auction event entered by contract, scored by today's laws: KWC's
    // penalty is not among them.
    let game = if event.is_bridge() {
        Game::Whist
    } else {
        event.game
    };
    fouled::refusal(game, method, false).or_else(|| {
        (event.movement == crate::movement::plan::Kind::Individual).then_some(
            "an individual event's partnerships change every round: the 50-point penalty (KWC law 4d) is a pair's",
        )
    })
}

/// Refuses the mark where the event has no such penalty, naming the field as the form labels it.
pub fn check(event: &Event, passed_fouled: Option<FouledBy>) -> DbResult<()> {
    match (passed_fouled, refusal(event)) {
        (Some(_), Some(why)) => Err(DbError::invalid(FIELD, format!("{LABEL} {why}."))),
        _ => Ok(()),
    }
}

/// How a result reads in the board's history with its mark: "N-S 100, E-W 0 points; N-S passed
/// it on fouled (50 off, KWC law 4d)".
pub fn describe(entry: &Entry, contract: Option<&Contract>, by: Option<FouledBy>) -> String {
    with_mark(super::describe_result(entry, contract), by)
}

/// A result's words with its mark, if any.
pub fn with_mark(result: String, by: Option<FouledBy>) -> String {
    match by {
        None => result,
        Some(by) => format!(
            "{result}; {} passed it on fouled ({} off, KWC law 4d)",
            by.words(),
            fouled::PASSED_FOULED
        ),
    }
}
