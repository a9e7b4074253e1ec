//! The club's settings row (`migrations/0010-club-settings.sql`).

use rusqlite::Connection;

use super::{DbError, DbResult, now};
use crate::club::settings::{ClubSettings, Money, parse_zone};

/// The club's settings; a zone or money style the program no longer knows reads as the default
/// rather than failing every page.
pub fn load(conn: &Connection) -> DbResult<ClubSettings> {
    let (name, zone, money, currency): (String, String, String, String) = conn.query_row(
        "SELECT name, time_zone, money, currency FROM club_settings WHERE id = 1",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    let default = ClubSettings::default();
    Ok(ClubSettings {
        name,
        time_zone: parse_zone(&zone).unwrap_or(default.time_zone),
        money: Money::parse(&money).unwrap_or(default.money),
        currency,
    })
}

/// Saves the settings, refusing a name or currency sign too long for a sheet's heading.
pub fn save(conn: &Connection, s: &ClubSettings, by: &str) -> DbResult<()> {
    if s.name.chars().count() > 120 {
        return Err(DbError::invalid("name", "at most 120 letters"));
    }
    if s.currency.trim().is_empty() || s.currency.chars().count() > 4 {
        return Err(DbError::invalid(
            "currency",
            "a sign of one to four letters, e.g. £ or $",
        ));
    }
    conn.execute(
        "UPDATE club_settings SET name = ?1, time_zone = ?2, money = ?3, currency = ?4,
             updated_by = ?5, updated_at = ?6 WHERE id = 1",
        rusqlite::params![
            s.name,
            s.time_zone.name(),
            s.money.id(),
            s.currency,
            by,
            now()
        ],
    )?;
    Ok(())
}
