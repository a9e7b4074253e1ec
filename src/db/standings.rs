//! What the standings, score cards and season table are made from: an event with its pairs and
//! results, read together so that one page sees one state of the event.

use rusqlite::Connection;

use super::events::{self, Event, Pair};
use super::results::{self, Stored};
use super::{DbError, DbResult};

/// An event and everything scored from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventData {
    pub event: Event,
    pub pairs: Vec<Pair>,
    pub results: Vec<Stored>,
}

pub fn event_data(conn: &Connection, id: i64) -> DbResult<EventData> {
    // One read transaction: a result saved between the three reads would otherwise show
    // in the list but not in the event's progress.
    let tx = conn.unchecked_transaction()?;
    let data = EventData {
        event: events::get(&tx, id)?,
        pairs: events::pairs(&tx, id)?,
        results: results::list(&tx, id)?,
    };
    tx.finish()?;
    Ok(data)
}

/// Every event of a season, oldest first; [`DbError::NotFound`] when the season has none.
pub fn season_data(conn: &Connection, season: &str) -> DbResult<Vec<EventData>> {
    let tx = conn.unchecked_transaction()?;
    let events = events::in_season(&tx, season)?;
    if events.is_empty() {
        return Err(DbError::NotFound);
    }
    let mut data = Vec::with_capacity(events.len());
    for event in events {
        data.push(EventData {
            pairs: events::pairs(&tx, event.id)?,
            results: results::list(&tx, event.id)?,
            event,
        });
    }
    tx.finish()?;
    Ok(data)
}
