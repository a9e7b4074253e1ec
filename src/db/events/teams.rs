//! A team match's named teams and their players (migration 0021). Team t is the event's pairs
//! 2t − 1 and 2t as the movement numbers them; this keeps its name and its four to six players.

use rusqlite::Connection;

use super::{DbError, DbResult, optional};

/// The fewest and the most players a team lists (a team of four, with up to two reserves).
pub const PLAYERS: std::ops::RangeInclusive<usize> = 4..=6;

/// One player of a team: a member (with the roster's name) or a visitor typed by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamPlayer {
    pub member: Option<i64>,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    pub team: u32,
    pub name: String,
    pub players: Vec<TeamPlayer>,
}

impl Team {
    /// "Ann Smith, Bob Jones, Cy Young (visitor), …".
    pub fn names(&self) -> String {
        self.players
            .iter()
            .map(|p| {
                if p.member.is_some() {
                    p.name.clone()
                } else {
                    format!("{} (visitor)", p.name)
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A player as the form gives it: a member's id, or a visitor's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entered {
    Member(i64),
    Visitor(String),
}

/// The event's named teams, by number, each with its players in the order listed.
pub fn teams(conn: &Connection, event_id: i64) -> DbResult<Vec<Team>> {
    let mut teams: Vec<Team> = conn
        .prepare("SELECT team_no, name FROM event_teams WHERE event_id = ?1 ORDER BY team_no")?
        .query_map([event_id], |r| {
            Ok(Team {
                team: r.get(0)?,
                name: r.get(1)?,
                players: Vec::new(),
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut stmt = conn.prepare(
        "SELECT p.team_no, p.member_id, coalesce(m.name, p.visitor, '')
         FROM event_team_players p LEFT JOIN members m ON m.id = p.member_id
         WHERE p.event_id = ?1 ORDER BY p.team_no, p.place",
    )?;
    let players = stmt.query_map([event_id], |r| {
        Ok((
            r.get::<_, u32>(0)?,
            TeamPlayer {
                member: r.get(1)?,
                name: r.get(2)?,
            },
        ))
    })?;
    for row in players {
        let (team, player) = row?;
        if let Some(t) = teams.iter_mut().find(|t| t.team == team) {
            t.players.push(player);
        }
    }
    Ok(teams)
}

/// Forgets every team's name and players (the form saves all teams at once, so that members
/// can change teams in one go).
pub fn clear_teams(conn: &Connection, event_id: i64) -> DbResult<()> {
    conn.execute("DELETE FROM event_teams WHERE event_id = ?1", [event_id])?;
    Ok(())
}

/// Names team `team` and lists its players (four to six). Checked here, inside the caller's
/// transaction: a member plays for one team of the event, and a visitor's name is one line.
pub fn set_team(
    conn: &Connection,
    event_id: i64,
    team: u32,
    name: &str,
    players: &[Entered],
) -> DbResult<()> {
    let field = format!("team{team}");
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 80 || crate::text::has_control(name) {
        return Err(DbError::invalid(
            format!("{field}_name"),
            "a team's name is one line of 1 to 80 characters",
        ));
    }
    if !PLAYERS.contains(&players.len()) {
        return Err(DbError::invalid(
            field,
            format!(
                "a team lists {} to {} players, not {}",
                PLAYERS.start(),
                PLAYERS.end(),
                players.len()
            ),
        ));
    }
    conn.execute(
        "INSERT INTO event_teams (event_id, team_no, name) VALUES (?1, ?2, ?3)
         ON CONFLICT (event_id, team_no) DO UPDATE SET name = excluded.name",
        (event_id, team, name),
    )?;
    conn.execute(
        "DELETE FROM event_team_players WHERE event_id = ?1 AND team_no = ?2",
        (event_id, team),
    )?;
    for (i, player) in players.iter().enumerate() {
        let (member, visitor) = match player {
            Entered::Member(id) => {
                let elsewhere: Option<(u32, String)> = optional(conn.query_row(
                    "SELECT p.team_no, t.name FROM event_team_players p
                     JOIN event_teams t ON t.event_id = p.event_id AND t.team_no = p.team_no
                     WHERE p.event_id = ?1 AND p.member_id = ?2",
                    (event_id, id),
                    |r| Ok((r.get(0)?, r.get(1)?)),
                ))?;
                if let Some((t, n)) = elsewhere {
                    let message = if t == team {
                        "the same member is listed twice in this team".to_owned()
                    } else {
                        format!("that member already plays for team {t} ({n})")
                    };
                    return Err(DbError::invalid(field, message));
                }
                let known: bool = conn.query_row(
                    "SELECT EXISTS (SELECT 1 FROM members WHERE id = ?1)",
                    [id],
                    |r| r.get(0),
                )?;
                if !known {
                    return Err(DbError::invalid(field, format!("there is no member {id}")));
                }
                (Some(*id), None)
            }
            Entered::Visitor(v) => {
                let v = v.trim();
                if v.is_empty() || v.chars().count() > 80 || crate::text::has_control(v) {
                    return Err(DbError::invalid(
                        field,
                        "a visitor's name is one line of 1 to 80 characters",
                    ));
                }
                (None, Some(v.to_owned()))
            }
        };
        conn.execute(
            "INSERT INTO event_team_players (event_id, team_no, place, member_id, visitor)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            (event_id, team, i as u32 + 1, member, visitor),
        )?;
    }
    Ok(())
}

/// Seats team `team`'s first four players in its two pairs (players 1–2 in pair 2t − 1, 3–4 in
/// pair 2t), so that the director does not choose the same people again on the pairs page. A
/// pair that already has anyone assigned is left as it is. Checked as the pairs page checks
/// (a member sits in one pair), with the team's field named.
pub fn seat_team(conn: &Connection, event_id: i64, team: u32, players: &[Entered]) -> DbResult<()> {
    use crate::laws::duplicate::Direction;
    let pairs = super::pairs(conn, event_id)?;
    for (pair, two) in [2 * team - 1, 2 * team].into_iter().zip(players.chunks(2)) {
        let empty = pairs
            .iter()
            .find(|p| p.direction == Direction::Ns && p.pair == pair)
            .is_some_and(super::Pair::is_empty);
        if !empty || two.len() < 2 {
            continue;
        }
        let member = |e: &Entered| match e {
            Entered::Member(m) => Some(*m),
            Entered::Visitor(_) => None,
        };
        let visitor = |e: &Entered| match e {
            Entered::Member(_) => None,
            Entered::Visitor(v) => Some(v.trim().to_owned()),
        };
        let named = |e: DbError| match e {
            DbError::Invalid { message, .. } => DbError::invalid(
                format!("team{team}"),
                format!("seating the team in pair {pair}: {message}"),
            ),
            other => other,
        };
        super::set_pair(
            conn,
            event_id,
            Direction::Ns,
            pair,
            [member(&two[0]), member(&two[1])],
        )
        .map_err(named)?;
        let (a, b) = (visitor(&two[0]), visitor(&two[1]));
        if a.is_some() || b.is_some() {
            super::set_visitors(
                conn,
                event_id,
                Direction::Ns,
                pair,
                [a.as_deref(), b.as_deref()],
            )
            .map_err(named)?;
        }
    }
    Ok(())
}
