//! Browsers that have logged in before (device cookies) and the refused logins the director
//! sees (issue 21; migration 0020).

use chrono::{Duration, Utc};
use rusqlite::Connection;

use super::{DbResult, now, optional};
use crate::auth::{random_token, token_digest};

/// How long a browser stays known after its last good login.
pub const DEVICE_DAYS: i64 = 365;
/// How many refused logins are kept for the director to see.
const REFUSALS_KEPT: i64 = 500;

/// A browser that has logged in before: whose it is, and the digest it is counted under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    pub person_id: i64,
    pub name: String,
    pub digest: String,
}

/// The person a device cookie's `token` was issued to, if it is live.
pub fn device(conn: &Connection, token: &str) -> DbResult<Option<Device>> {
    let digest = token_digest(token);
    let oldest = days_ago(DEVICE_DAYS);
    optional(conn.query_row(
        "SELECT d.id, d.name FROM login_devices v JOIN directors d ON d.id = v.director_id
         WHERE v.token_hash = ?1 AND v.used_at > ?2",
        (&digest, &oldest),
        |r| {
            Ok(Device {
                person_id: r.get(0)?,
                name: r.get(1)?,
                digest: digest.clone(),
            })
        },
    ))
}

/// At a good login: the browser's cookie `token` is renewed if it is this person's, or a new
/// one is issued (returned, for the cookie). Devices unused for a year are forgotten.
pub fn remember_device(conn: &Connection, person_id: i64, token: Option<&str>) -> DbResult<String> {
    conn.execute(
        "DELETE FROM login_devices WHERE used_at <= ?1",
        [days_ago(DEVICE_DAYS)],
    )?;
    if let Some(token) = token {
        let renewed = conn.execute(
            "UPDATE login_devices SET used_at = ?1 WHERE token_hash = ?2 AND director_id = ?3",
            (now(), token_digest(token), person_id),
        )?;
        if renewed == 1 {
            return Ok(token.to_owned());
        }
    }
    let token = random_token();
    conn.execute(
        "INSERT INTO login_devices (token_hash, director_id, created_at, used_at)
         VALUES (?1, ?2, ?3, ?3)",
        (token_digest(&token), person_id, now()),
    )?;
    Ok(token)
}

/// A refused login as the director sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// UTC, as stored ("YYYY-MM-DDTHH:MM:SSZ").
    pub at: String,
    pub name: String,
    pub address: String,
    /// From a browser that had logged in as that name before.
    pub known_device: bool,
}

/// Notes a refused login; only the latest [`REFUSALS_KEPT`] are kept.
pub fn note_refusal(
    conn: &Connection,
    name: &str,
    address: &str,
    known_device: bool,
) -> DbResult<()> {
    // A name is cut to what a login form accepts; what was typed beyond is of no use here.
    let name: String = name.trim().chars().take(80).collect();
    conn.execute(
        "INSERT INTO login_refusals (at, name, address, known_device) VALUES (?1, ?2, ?3, ?4)",
        (now(), name, address, known_device),
    )?;
    conn.execute(
        "DELETE FROM login_refusals WHERE id <= (SELECT max(id) FROM login_refusals) - ?1",
        [REFUSALS_KEPT],
    )?;
    Ok(())
}

/// The latest `limit` refused logins, newest first, and how many are kept in all.
pub fn refusals(conn: &Connection, limit: i64) -> DbResult<(Vec<Refusal>, i64)> {
    let mut statement = conn.prepare(
        "SELECT at, name, address, known_device FROM login_refusals ORDER BY id DESC LIMIT ?1",
    )?;
    let rows = statement
        .query_map([limit], |r| {
            Ok(Refusal {
                at: r.get(0)?,
                name: r.get(1)?,
                address: r.get(2)?,
                known_device: r.get(3)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let total = conn.query_row("SELECT count(*) FROM login_refusals", [], |r| r.get(0))?;
    Ok((rows, total))
}

fn days_ago(days: i64) -> String {
    (Utc::now() - Duration::days(days))
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}
