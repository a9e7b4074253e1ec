//! Small conversions and checks the stored parties and freeze-outs share: a seed to SQLite's
//! signed integer, a value to and from its JSON column, a member id checked against the roster;
//! each refusal names its field.

use rusqlite::{Connection, OptionalExtension};

use crate::db::{DbError, DbResult};

pub(crate) fn to_i64(field: &str, n: u64) -> DbResult<i64> {
    i64::try_from(n).map_err(|_| DbError::invalid(field, format!("{n} is past {}", i64::MAX)))
}

pub(crate) fn json<T: serde::Serialize>(value: &T) -> DbResult<String> {
    serde_json::to_string(value).map_err(|e| DbError::invalid("json", e.to_string()))
}

pub(crate) fn parsed<T: serde::de::DeserializeOwned>(column: &str, text: &str) -> DbResult<T> {
    serde_json::from_str(text)
        .map_err(|e| DbError::invalid(column, format!("stored value unreadable: {e}")))
}

/// Refuses a member id that is not on the roster, naming `field`.
pub(crate) fn check_member(conn: &Connection, id: Option<i64>, field: &str) -> DbResult<()> {
    if let Some(id) = id {
        let known: Option<i64> = conn
            .query_row("SELECT id FROM members WHERE id = ?1", [id], |r| r.get(0))
            .optional()?;
        if known.is_none() {
            return Err(DbError::invalid(field, format!("there is no member {id}")));
        }
    }
    Ok(())
}
