//! An event's pairs: who sits in each, visitors, and which pairs sit out.

use rusqlite::Connection;

use super::{DbError, DbResult, SIT_OUT_KEY, direction_str, optional, parse_direction};
use crate::laws::duplicate::Direction;

/// One pair of an event with the members assigned to it (if any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    pub direction: Direction,
    pub pair: u32,
    pub members: Vec<(i64, String)>,
    /// Visitors typed by name in the pair's seats (not on the roster; no season line).
    pub visitors: Vec<String>,
    /// The pair a Mitchell made for an odd number of pairs leaves out (`Choice::pairs`, kept
    /// under [`SIT_OUT_KEY`]): it sits out from the start while nobody is named in it.
    pub sits_out: bool,
    /// The first seat holds a visitor and the second a member: the names then read visitors
    /// first, so that they are in seat order (a mixed pair's lady first, `db::events::mixed`).
    pub visitor_first: bool,
}

impl Pair {
    /// "Ann Smith & Bob Jones", in seat order, or "" when nobody is assigned.
    pub fn names(&self) -> String {
        let members = self.members.iter().map(|(_, n)| n.clone());
        let visitors = self.visitors.iter().map(|v| format!("{v} (visitor)"));
        let names: Vec<String> = if self.visitor_first {
            visitors.chain(members).collect()
        } else {
            members.chain(visitors).collect()
        };
        names.join(" & ")
    }

    /// Nobody sits in the pair: neither a member nor a visitor.
    pub fn is_empty(&self) -> bool {
        self.members.is_empty() && self.visitors.is_empty()
    }
}

/// The pairs that sit out: once any pair of the event has players, a pair left empty sits out
/// (13 pairs at 7 tables). While no pair is filled in, the event is run by numbers alone and
/// nobody sits out, but for the pair a Mitchell for an odd number of pairs left out when it was
/// made (issue 22: seven pairs are not eight).
pub fn sitting_out(pairs: &[Pair]) -> Vec<(Direction, u32)> {
    let filled = pairs.iter().any(|p| !p.is_empty());
    pairs
        .iter()
        .filter(|p| p.is_empty() && (filled || p.sits_out))
        .map(|p| (p.direction, p.pair))
        .collect()
}

/// The seat of the table (N-S `ns` against E-W `ew`) whose pair is among `out` (the event's
/// [`sitting_out`]), if either is. In one field (a Howell, a team match, an individual) the pairs are one list,
/// stored as N-S, so an E-W seat's number is looked up there too.
pub fn seat_sitting_out(
    out: &[(Direction, u32)],
    single_field: bool,
    ns: u32,
    ew: u32,
) -> Option<(Direction, u32)> {
    let ew_key = if single_field {
        Direction::Ns
    } else {
        Direction::Ew
    };
    if out.contains(&(Direction::Ns, ns)) {
        Some((Direction::Ns, ns))
    } else if out.contains(&(ew_key, ew)) {
        Some((Direction::Ew, ew))
    } else {
        None
    }
}

/// Sorted N-S first, then by pair number. Two members of one name are told apart in their
/// names (`db::members::namesakes`).
pub fn pairs(conn: &Connection, event_id: i64) -> DbResult<Vec<Pair>> {
    let labels = crate::db::members::namesakes::labels(conn)?;
    let mut stmt = conn.prepare(
        "SELECT p.direction, p.pair_no, a.id, a.name, b.id, b.name, p.visitor_a, p.visitor_b
         FROM event_pairs p
         LEFT JOIN members a ON a.id = p.member_a
         LEFT JOIN members b ON b.id = p.member_b
         WHERE p.event_id = ?1
         ORDER BY p.direction = 'EW', p.pair_no",
    )?;
    let left_out: Option<u32> = crate::db::get_setting(conn, &format!("{SIT_OUT_KEY}{event_id}"))?
        .and_then(|v| v.parse().ok());
    let rows = stmt
        .query_map([event_id], |r| {
            let direction: String = r.get(0)?;
            let direction = parse_direction(&direction);
            let pair: u32 = r.get(1)?;
            let mut members = Vec::new();
            for (id, name) in [(2, 3), (4, 5)] {
                if let (Some(id), Some(name)) = (
                    r.get::<_, Option<i64>>(id)?,
                    r.get::<_, Option<String>>(name)?,
                ) {
                    let name = crate::db::members::namesakes::label_of(&labels, id, &name);
                    members.push((id, name));
                }
            }
            let (visitor_a, visitor_b) = (r.get::<_, Option<String>>(6)?, r.get(7)?);
            let visitor_first = visitor_a.is_some() && r.get::<_, Option<i64>>(4)?.is_some();
            let visitors = [visitor_a, visitor_b].into_iter().flatten().collect();
            Ok(Pair {
                direction,
                pair,
                members,
                visitors,
                sits_out: direction == Direction::Ew && Some(pair) == left_out,
                visitor_first,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Assigns members to a pair (None leaves a seat empty). A member may sit in one pair only.
pub fn set_pair(
    conn: &Connection,
    event_id: i64,
    direction: Direction,
    pair: u32,
    members: [Option<i64>; 2],
) -> DbResult<()> {
    let field = format!("{}{pair}", direction_str(direction).to_lowercase());
    if members[0].is_some() && members[0] == members[1] {
        return Err(DbError::invalid(
            field,
            "the same member cannot be both players of a pair",
        ));
    }
    for member in members.into_iter().flatten() {
        let elsewhere: Option<(String, u32)> = optional(conn.query_row(
            "SELECT direction, pair_no FROM event_pairs
             WHERE event_id = ?1 AND (member_a = ?2 OR member_b = ?2) AND NOT (direction = ?3 AND pair_no = ?4)",
            (event_id, member, direction_str(direction), pair),
            |r| Ok((r.get(0)?, r.get(1)?)),
        ))?;
        if let Some((d, p)) = elsewhere {
            return Err(DbError::invalid(
                field,
                format!("that member already plays in {d} pair {p}"),
            ));
        }
        let known: bool = conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM members WHERE id = ?1)",
            [member],
            |r| r.get(0),
        )?;
        if !known {
            return Err(DbError::invalid(
                field,
                format!("there is no member {member}"),
            ));
        }
    }
    let changed = conn.execute(
        "UPDATE event_pairs SET member_a = ?4, member_b = ?5 WHERE event_id = ?1 AND direction = ?2 AND pair_no = ?3",
        (event_id, direction_str(direction), pair, members[0], members[1]),
    )?;
    if changed == 0 {
        return Err(DbError::invalid(
            field,
            format!(
                "there is no {} pair {pair} in this event",
                direction_str(direction)
            ),
        ));
    }
    Ok(())
}

/// Seats visitors (typed names, not on the roster) in a pair; None leaves a seat to a member
/// or empty. A seat holds a member or a visitor, not both.
pub fn set_visitors(
    conn: &Connection,
    event_id: i64,
    direction: Direction,
    pair: u32,
    visitors: [Option<&str>; 2],
) -> DbResult<()> {
    let field = format!("{}{pair}", direction_str(direction).to_lowercase());
    for v in visitors.iter().flatten() {
        if v.chars().count() > 80 {
            return Err(DbError::invalid(
                field.clone(),
                "a visitor's name is at most 80 characters",
            ));
        }
        if crate::text::has_control(v) {
            return Err(DbError::invalid(
                field.clone(),
                "a visitor's name cannot hold control characters (such as a tab or a line break)",
            ));
        }
    }
    let taken: bool = conn.query_row(
        "SELECT (?4 IS NOT NULL AND member_a IS NOT NULL) OR (?5 IS NOT NULL AND member_b IS NOT NULL)
         FROM event_pairs WHERE event_id = ?1 AND direction = ?2 AND pair_no = ?3",
        (event_id, direction_str(direction), pair, visitors[0], visitors[1]),
        |r| r.get(0),
    )?;
    if taken {
        return Err(DbError::invalid(
            field,
            "a seat holds a member or a visitor, not both: clear one of them",
        ));
    }
    conn.execute(
        "UPDATE event_pairs SET visitor_a = ?4, visitor_b = ?5
         WHERE event_id = ?1 AND direction = ?2 AND pair_no = ?3",
        (
            event_id,
            direction_str(direction),
            pair,
            visitors[0],
            visitors[1],
        ),
    )?;
    Ok(())
}

/// Members who can be seated in a pair (retired members are left out), by name, two of one
/// name told apart (`db::members::namesakes`).
pub fn members_for_assignment(conn: &Connection) -> DbResult<Vec<(i64, String)>> {
    let labels = crate::db::members::namesakes::labels(conn)?;
    let mut stmt =
        conn.prepare("SELECT id, name FROM members WHERE retired = 0 ORDER BY name, id")?;
    let rows = stmt
        .query_map([], |r| {
            let (id, name): (i64, String) = (r.get(0)?, r.get(1)?);
            Ok((
                id,
                crate::db::members::namesakes::label_of(&labels, id, &name),
            ))
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
