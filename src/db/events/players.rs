//! Finding a player's events (issue 22 item 9): a member by the roster, a visitor by the name
//! typed in the seat. Events in the bin are left out, as everywhere.

use rusqlite::Connection;

use super::stored::parse_direction;
use crate::db::DbResult;
use crate::laws::duplicate::Direction;

/// The most names a search lists, and the most events a player's page shows (the latest).
pub const MAX_FOUND: usize = 50;

/// A name a search found: a member (named so that two of one name are told apart, see
/// `db::members::namesakes`) or a visitor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    Member { id: i64, name: String },
    Visitor(String),
}

/// Who a player's page is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Player {
    Member(i64),
    Visitor(String),
}

/// The words of a name typed to search by, lower-cased: "Knowles, Kathleen" is
/// ["knowles", "kathleen"]. At most eight, so a pasted paragraph makes no giant query.
pub fn search_words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .take(8)
        .map(str::to_lowercase)
        .collect()
}

/// Members and visitors whose name contains every word of `text`, in any order and case aside
/// ("knowles kathleen" finds Kathleen Knowles; issue 22), members first, by name.
pub fn search(conn: &Connection, text: &str) -> DbResult<Vec<Found>> {
    let patterns: Vec<String> = search_words(text)
        .iter()
        .map(|w| {
            format!(
                "%{}%",
                w.replace('\\', "\\\\")
                    .replace('%', "\\%")
                    .replace('_', "\\_")
            )
        })
        .collect();
    if patterns.is_empty() {
        return Ok(Vec::new());
    }
    // One bound LIKE per word (?2, ?3, …), all of which must hold; ?1 is the limit.
    let every = |column: &str| {
        (0..patterns.len())
            .map(|i| format!("{column} LIKE ?{} ESCAPE '\\'", i + 2))
            .collect::<Vec<_>>()
            .join(" AND ")
    };
    let limit = MAX_FOUND as i64;
    let mut params: Vec<&dyn rusqlite::ToSql> = vec![&limit];
    params.extend(patterns.iter().map(|p| p as &dyn rusqlite::ToSql));
    let labels = crate::db::members::namesakes::labels(conn)?;
    let mut found: Vec<Found> = conn
        .prepare(&format!(
            "SELECT id, name FROM members WHERE {} ORDER BY name, id LIMIT ?1",
            every("name")
        ))?
        .query_map(params.as_slice(), |r| {
            let (id, name): (i64, String) = (r.get(0)?, r.get(1)?);
            let name = crate::db::members::namesakes::label_of(&labels, id, &name);
            Ok(Found::Member { id, name })
        })?
        .collect::<Result<_, _>>()?;
    let visitors: Vec<String> = conn
        .prepare(&format!(
            "SELECT DISTINCT v FROM (
                 SELECT p.visitor_a AS v, p.event_id AS e FROM event_pairs p
                 UNION ALL SELECT p.visitor_b, p.event_id FROM event_pairs p)
             JOIN events ON events.id = e AND events.deleted_at IS NULL
             WHERE {} ORDER BY v LIMIT ?1",
            every("v")
        ))?
        .query_map(params.as_slice(), |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    found.extend(visitors.into_iter().map(Found::Visitor));
    found.truncate(MAX_FOUND);
    Ok(found)
}

/// The member's name, told apart from a namesake's, if there is such a member.
pub fn member(conn: &Connection, id: i64) -> DbResult<Option<String>> {
    let labels = crate::db::members::namesakes::labels(conn)?;
    let name: Option<String> =
        crate::db::optional(
            conn.query_row("SELECT name FROM members WHERE id = ?1", [id], |r| r.get(0)),
        )?;
    Ok(name.map(|n| crate::db::members::namesakes::label_of(&labels, id, &n)))
}

/// Every event the player sat in (event id, the seat's direction and pair number), the latest
/// first, at most [`MAX_FOUND`].
pub fn seats_of(conn: &Connection, player: &Player) -> DbResult<Vec<(i64, Direction, u32)>> {
    let (clause, value): (&str, rusqlite::types::Value) = match player {
        Player::Member(id) => ("p.member_a = ?1 OR p.member_b = ?1", (*id).into()),
        Player::Visitor(name) => ("p.visitor_a = ?1 OR p.visitor_b = ?1", name.clone().into()),
    };
    let sql = format!(
        "SELECT p.event_id, p.direction, p.pair_no FROM event_pairs p
         JOIN events e ON e.id = p.event_id AND e.deleted_at IS NULL
         WHERE {clause} ORDER BY e.date DESC, e.id DESC LIMIT ?2"
    );
    let rows = conn
        .prepare(&sql)?
        .query_map((value, MAX_FOUND as i64), |r| {
            let direction: String = r.get(1)?;
            Ok((r.get(0)?, parse_direction(&direction), r.get(2)?))
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
