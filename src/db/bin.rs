//! The bin: deleting an event, a party, a table of play or a club night only marks it deleted
//! (who and when), so it leaves every list, page and season table at once and the director can
//! restore it. Every deletion and restoration is written to the edit log.

use rusqlite::Connection;

use super::{DbError, DbResult, now, optional};

/// What can go to the bin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Event,
    Party,
    Table,
    Night,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Event, Kind::Party, Kind::Table, Kind::Night];

    /// The word in addresses and in the edit log.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Event => "event",
            Kind::Party => "party",
            Kind::Table => "table",
            Kind::Night => "night",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// How the thing is called on a page.
    pub fn words(self) -> &'static str {
        match self {
            Kind::Event => "Event",
            Kind::Party => "Party",
            Kind::Table => "Table of play",
            Kind::Night => "Club night",
        }
    }

    /// The table that holds it. A fixed name from this list, never typed input.
    fn sql_table(self) -> &'static str {
        match self {
            Kind::Event => "events",
            Kind::Party => "parties",
            Kind::Table => "play_tables",
            Kind::Night => "nights",
        }
    }

    /// The three columns a row is named by (see [`Kind::label`]).
    fn label_sql(self) -> &'static str {
        match self {
            Kind::Event | Kind::Party => "name, date, NULL",
            Kind::Table => "name, law, season",
            Kind::Night => "date, season, NULL",
        }
    }

    /// How a row is named in the bin and on the confirmation page, in words: a table of play
    /// without a name of its own goes by its game's name.
    fn label(self, a: Option<String>, b: Option<String>) -> String {
        let (a, b) = (a.unwrap_or_default(), b.unwrap_or_default());
        match self {
            Kind::Event | Kind::Party => format!("{a} ({})", crate::text::day(b)),
            Kind::Night => format!("Club night of {}, {b}", crate::text::day(a)),
            Kind::Table => a,
        }
    }

    /// Its page, for links once restored.
    pub fn page(self, id: i64) -> String {
        match self {
            Kind::Event => format!("/events/{id}"),
            Kind::Party => format!("/parties/{id}"),
            Kind::Table => format!("/tables/{id}"),
            Kind::Night => format!("/nights/{id}"),
        }
    }
}

/// One thing in the bin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binned {
    pub kind: Kind,
    pub id: i64,
    pub label: String,
    pub deleted_by: String,
    pub deleted_at: String,
}

/// The label of a thing, whether in the bin or not; None if there is no such thing.
pub fn label(conn: &Connection, kind: Kind, id: i64) -> DbResult<Option<(String, bool)>> {
    optional(conn.query_row(
        &format!(
            "SELECT {}, deleted_at IS NOT NULL FROM {} WHERE id = ?1",
            kind.label_sql(),
            kind.sql_table()
        ),
        [id],
        |r| Ok((named(kind, id, r.get(0)?, r.get(1)?, r.get(2)?), r.get(3)?)),
    ))
}

/// The words for a row from its three label columns.
fn named(kind: Kind, id: i64, a: Option<String>, b: Option<String>, c: Option<String>) -> String {
    match kind {
        Kind::Table => {
            let game = b
                .as_deref()
                .and_then(crate::laws::registry::find)
                .map(|l| l.name.to_owned())
                .or(b)
                .unwrap_or_default();
            let name = a.unwrap_or_else(|| format!("{game}, table {id}"));
            format!("{name}, {}", c.unwrap_or_default())
        }
        _ => kind.label(a, b),
    }
}

/// Puts a thing in the bin. Refused if it is there already or does not exist.
pub fn delete(conn: &Connection, kind: Kind, id: i64, by: &str) -> DbResult<()> {
    let Some((label, binned)) = label(conn, kind, id)? else {
        return Err(DbError::NotFound);
    };
    if binned {
        return Err(DbError::invalid("delete", "it is in the bin already"));
    }
    let at = now();
    conn.execute(
        &format!(
            "UPDATE {} SET deleted_at = ?2, deleted_by = ?3 WHERE id = ?1",
            kind.sql_table()
        ),
        (id, &at, by),
    )?;
    log(
        conn,
        kind.as_str(),
        id,
        "deleted",
        Some(&label),
        None,
        by,
        &at,
    )
}

/// Takes a thing out of the bin.
pub fn restore(conn: &Connection, kind: Kind, id: i64, by: &str) -> DbResult<()> {
    let Some((label, binned)) = label(conn, kind, id)? else {
        return Err(DbError::NotFound);
    };
    if !binned {
        return Err(DbError::invalid("restore", "it is not in the bin"));
    }
    conn.execute(
        &format!(
            "UPDATE {} SET deleted_at = NULL, deleted_by = NULL WHERE id = ?1",
            kind.sql_table()
        ),
        [id],
    )?;
    log(
        conn,
        kind.as_str(),
        id,
        "restored",
        None,
        Some(&label),
        by,
        &now(),
    )
}

/// Everything in the bin, most recently deleted first.
pub fn list(conn: &Connection) -> DbResult<Vec<Binned>> {
    let mut all = Vec::new();
    for kind in Kind::ALL {
        let mut stmt = conn.prepare(&format!(
            "SELECT id, {}, deleted_by, deleted_at FROM {} WHERE deleted_at IS NOT NULL",
            kind.label_sql(),
            kind.sql_table()
        ))?;
        let rows = stmt.query_map([], |r| {
            let id = r.get(0)?;
            Ok(Binned {
                kind,
                id,
                label: named(kind, id, r.get(1)?, r.get(2)?, r.get(3)?),
                deleted_by: r.get::<_, Option<String>>(4)?.unwrap_or_default(),
                deleted_at: r.get(5)?,
            })
        })?;
        for row in rows {
            all.push(row?);
        }
    }
    all.sort_by(|a, b| {
        b.deleted_at
            .cmp(&a.deleted_at)
            .then(a.kind.as_str().cmp(b.kind.as_str()))
            .then(b.id.cmp(&a.id))
    });
    Ok(all)
}

/// One line of the edit log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logged {
    pub kind: String,
    pub item_id: i64,
    pub action: String,
    pub old: Option<String>,
    pub new: Option<String>,
    pub by: String,
    pub at: String,
}

/// Writes one line of the edit log.
#[allow(clippy::too_many_arguments)]
pub fn log(
    conn: &Connection,
    kind: &str,
    id: i64,
    action: &str,
    old: Option<&str>,
    new: Option<&str>,
    by: &str,
    at: &str,
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO edit_log (kind, item_id, action, old_value, new_value, changed_by, changed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        rusqlite::params![kind, id, action, old, new, by, at],
    )?;
    Ok(())
}

/// The edit log, newest first; `limit` lines at most.
pub fn recent(conn: &Connection, limit: u32) -> DbResult<Vec<Logged>> {
    let mut stmt = conn.prepare(
        "SELECT kind, item_id, action, old_value, new_value, changed_by, changed_at
         FROM edit_log ORDER BY id DESC LIMIT ?1",
    )?;
    let rows = stmt
        .query_map([limit], |r| {
            Ok(Logged {
                kind: r.get(0)?,
                item_id: r.get(1)?,
                action: r.get(2)?,
                old: r.get(3)?,
                new: r.get(4)?,
                by: r.get(5)?,
                at: r.get(6)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A night in the bin takes its tables of play out of every list with it, and brings them
    /// back when restored; the bin names both, and the log keeps both steps.
    #[test]
    fn a_night_in_the_bin_takes_its_tables_with_it() {
        let dir = tempfile::tempdir().unwrap();
        let pool = crate::db::open(&dir.path().join("t.db")).unwrap();
        crate::db::write(&pool, |c| {
            c.execute_batch(
                "INSERT INTO nights (id, date, season, code, seed, created_by, created_at)
                     VALUES (1, '1927-03-09', 'W', '1927', 7, 'D', 't');
                 INSERT INTO play_tables (id, law, settings, stake, night_id, night_table, season, created_by, created_at)
                     VALUES (1, 'rubicon-piquet', '{}', 1, 1, 1, 'W', 'D', 't'),
                            (2, 'rubicon-piquet', '{}', 1, NULL, NULL, 'W', 'D', 't');",
            )?;
            delete(c, Kind::Night, 1, "Ann")
        })
        .unwrap();
        crate::db::read(&pool, |c| {
            let left: Vec<i64> = crate::db::tables::list(c)?.iter().map(|t| t.id).collect();
            assert_eq!(left, vec![2]);
            assert!(crate::db::tables::get(c, 1).is_err());
            let binned = list(c)?;
            assert_eq!(binned.len(), 1);
            assert_eq!(binned[0].label, "Club night of 9 Mar 1927, W");
            assert_eq!(binned[0].deleted_by, "Ann");
            Ok(())
        })
        .unwrap();
        let twice = crate::db::write(&pool, |c| delete(c, Kind::Night, 1, "Ann"));
        assert!(matches!(twice, Err(DbError::Invalid { .. })));
        crate::db::write(&pool, |c| {
            delete(c, Kind::Table, 2, "Bob")?;
            restore(c, Kind::Night, 1, "Bob")
        })
        .unwrap();
        crate::db::read(&pool, |c| {
            let left: Vec<i64> = crate::db::tables::list(c)?.iter().map(|t| t.id).collect();
            assert_eq!(left, vec![1]);
            let binned = list(c)?;
            assert_eq!(
                binned[0].label,
                "Rubicon piquet, table 2, W".replace(
                    "Rubicon piquet",
                    crate::laws::registry::find("rubicon-piquet").map_or("", |l| l.name)
                )
            );
            let log: Vec<String> = recent(c, 10)?.into_iter().map(|l| l.action).collect();
            assert_eq!(log, vec!["restored", "deleted", "deleted"]);
            Ok(())
        })
        .unwrap();
    }
}
