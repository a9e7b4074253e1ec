//! The club's settings row (`migrations/0010-club-settings.sql`).

use rusqlite::Connection;

use super::{DbError, DbResult, now};
use crate::club::settings::{ClubSettings, Money, UsebioTotal, parse_zone};
use crate::club::substitute::SubstituteMoney;
use crate::laws::duplicate::SeasonRanking;

/// The club's settings; a zone or money style the program no longer knows reads as the default
/// rather than failing every page.
pub fn load(conn: &Connection) -> DbResult<ClubSettings> {
    let (name, zone, money, currency, ranking, total, substitute): (
        String,
        String,
        String,
        String,
        String,
        String,
        String,
    ) = conn.query_row(
        "SELECT name, time_zone, money, currency, season_ranking, usebio_total,
         substitute_money FROM club_settings
         WHERE id = 1",
        [],
        |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        },
    )?;
    let default = ClubSettings::default();
    Ok(ClubSettings {
        name,
        time_zone: parse_zone(&zone).unwrap_or(default.time_zone),
        money: Money::parse(&money).unwrap_or(default.money),
        currency,
        season_ranking: SeasonRanking::parse(&ranking).unwrap_or(default.season_ranking),
        usebio_total: UsebioTotal::parse(&total).unwrap_or(default.usebio_total),
        substitute_money: SubstituteMoney::parse(&substitute).unwrap_or(default.substitute_money),
    })
}

/// Saves the settings, refusing a name or currency sign too long for a sheet's heading.
pub fn save(conn: &Connection, s: &ClubSettings, by: &str) -> DbResult<()> {
    if s.name.chars().count() > 120 {
        return Err(DbError::invalid("name", "at most 120 letters"));
    }
    if crate::text::has_control(&s.name) {
        return Err(DbError::invalid(
            "name",
            "no control characters (such as a tab or a line break)",
        ));
    }
    if s.currency.trim().is_empty()
        || s.currency.chars().count() > 4
        || crate::text::has_control(&s.currency)
    {
        return Err(DbError::invalid(
            "currency",
            "a sign of one to four letters, e.g. £ or $",
        ));
    }
    conn.execute(
        "UPDATE club_settings SET name = ?1, time_zone = ?2, money = ?3, currency = ?4,
             updated_by = ?5, updated_at = ?6, season_ranking = ?7, usebio_total = ?8,
             substitute_money = ?9
         WHERE id = 1",
        rusqlite::params![
            s.name,
            s.time_zone.name(),
            s.money.id(),
            s.currency,
            by,
            now(),
            s.season_ranking.id(),
            s.usebio_total.id(),
            s.substitute_money.id()
        ],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evening::{self, Kind};

    /// A database made by the previous release (migrations 0001–0007) upgrades on start with
    /// nothing lost: its party loads as it was (not ended, sitting out as it was played), and
    /// the club's settings say what the pages showed before (no name, UTC, plain pence).
    #[test]
    fn a_database_of_the_previous_release_upgrades_with_nothing_lost() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        {
            let mut c = Connection::open(&path).unwrap();
            super::super::MIGRATIONS.to_version(&mut c, 7).unwrap();
            let settings = crate::party::progression::Settings::default();
            let plan =
                evening::prize_plan_for(Kind::ProgressiveEuchre, &settings, |_| None).unwrap();
            c.execute(
                "INSERT INTO parties (name, date, kind, settings, prizes, seed, created_by,
                     created_at)
                 VALUES ('Old euchre', '2026-01-01', 'progressive-euchre', ?1, ?2, 7, 'Director',
                     '2026-01-01T20:00:00Z')",
                rusqlite::params![
                    serde_json::to_string(&settings).unwrap(),
                    serde_json::to_string(&plan).unwrap()
                ],
            )
            .unwrap();
        }
        let pool = super::super::open(&path).unwrap();
        let party = super::super::read(&pool, |c| super::super::parties::load(c, 1)).unwrap();
        assert_eq!(party.name, "Old euchre");
        assert_eq!(party.ended, None);
        assert!(!party.settings.rotate_sit_outs);
        assert_eq!(
            super::super::read(&pool, load).unwrap(),
            ClubSettings::default()
        );
        // The new settings save and read back.
        let mine = ClubSettings {
            name: "Portland Club".to_owned(),
            money: Money::Lsd,
            time_zone: parse_zone("Europe/London").unwrap(),
            season_ranking: SeasonRanking::ByPlace,
            ..ClubSettings::default()
        };
        super::super::write(&pool, |tx| save(tx, &mine, "Director")).unwrap();
        assert_eq!(super::super::read(&pool, load).unwrap(), mine);
    }
}
