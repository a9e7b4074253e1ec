//! Directors and scorers, their sessions, one-time password links, and the one-time setup
//! token.

use chrono::{Duration, Utc};
use rusqlite::{Connection, OptionalExtension};

use super::{DbError, DbResult, get_setting, now, optional, set_setting};
use crate::auth::{random_token, token_digest};

const SETUP_TOKEN: &str = "setup_token";
/// A club night is long; a week lets the director stay logged in across a few of them.
pub const SESSION_DAYS: i64 = 7;

/// A person who logs in: the director, or a scorer the director added.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Director {
    pub id: i64,
    pub name: String,
    pub role: Role,
}

/// What a login may do. A scorer enters and corrects results, takes party rounds and keeps
/// pads; only a director changes the roster, settings, finishes, reopens or deletes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Director,
    Scorer,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Director => "director",
            Role::Scorer => "scorer",
        }
    }
    fn parse(s: &str) -> Role {
        // Anything but "scorer" is the director: the column's CHECK allows only the two.
        match s {
            "scorer" => Role::Scorer,
            _ => Role::Director,
        }
    }
}

/// How long a one-time password link stays good.
const LINK_DAYS: i64 = 2;

/// A logged-in session as the web layer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub director: Director,
    pub csrf_token: String,
    /// When the session stops working (UTC, "YYYY-MM-DDTHH:MM:SSZ").
    pub expires_at: String,
}

pub fn has_director(conn: &Connection) -> DbResult<bool> {
    Ok(conn.query_row("SELECT EXISTS (SELECT 1 FROM directors)", [], |r| r.get(0))?)
}

/// Where the setup token's digest and its expiry are kept; the token itself is never stored.
const SETUP_TOKEN_DIGEST: &str = "setup_token_digest";
const SETUP_TOKEN_EXPIRES: &str = "setup_token_expires";
/// How long a setup link works.
pub const SETUP_TOKEN_HOURS: i64 = 24;

/// A new setup token to print at start-up, valid for [`SETUP_TOKEN_HOURS`]; any earlier link
/// stops working. Only its digest is stored, so a copy of the database cannot claim the club.
/// None once a director exists: nobody else can claim the account.
pub fn ensure_setup_token(conn: &Connection) -> DbResult<Option<String>> {
    // Versions before issue 13 kept the token itself.
    set_setting(conn, SETUP_TOKEN, None)?;
    if has_director(conn)? {
        set_setting(conn, SETUP_TOKEN_DIGEST, None)?;
        set_setting(conn, SETUP_TOKEN_EXPIRES, None)?;
        return Ok(None);
    }
    let token = random_token();
    let expires = (Utc::now() + Duration::hours(SETUP_TOKEN_HOURS))
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    set_setting(conn, SETUP_TOKEN_DIGEST, Some(&token_digest(&token)))?;
    set_setting(conn, SETUP_TOKEN_EXPIRES, Some(&expires))?;
    Ok(Some(token))
}

/// Whether `token` is the live setup token: its digest compared in constant time, before any
/// expensive work, and not past its expiry.
pub fn setup_token_is_valid(conn: &Connection, token: &str) -> DbResult<bool> {
    if has_director(conn)? {
        return Ok(false);
    }
    let (Some(digest), Some(expires)) = (
        get_setting(conn, SETUP_TOKEN_DIGEST)?,
        get_setting(conn, SETUP_TOKEN_EXPIRES)?,
    ) else {
        return Ok(false);
    };
    Ok(crate::auth::tokens_match(&digest, &token_digest(token)) && expires > now())
}

/// Creates the first director from the setup link, consuming the token.
pub fn claim_setup(
    conn: &Connection,
    token: &str,
    name: &str,
    password_hash: &str,
) -> DbResult<Director> {
    if !setup_token_is_valid(conn, token)? {
        return Err(DbError::invalid(
            "token",
            "this setup link is not valid (a director already exists, or the link is wrong)",
        ));
    }
    let director = create_director(conn, name, password_hash)?;
    set_setting(conn, SETUP_TOKEN_DIGEST, None)?;
    set_setting(conn, SETUP_TOKEN_EXPIRES, None)?;
    Ok(director)
}

pub fn create_director(conn: &Connection, name: &str, password_hash: &str) -> DbResult<Director> {
    create_person(conn, name, password_hash, Role::Director)
}

/// Adds a login. A name already taken is refused at the field `name`. A scorer invited by a
/// one-time link is created with an empty hash, which matches no password until the link is used.
pub fn create_person(
    conn: &Connection,
    name: &str,
    password_hash: &str,
    role: Role,
) -> DbResult<Director> {
    // Every way in (the setup link, a scorer added) checks the name first; this is the floor.
    if let Some(message) = crate::text::name_problem(name, 80) {
        return Err(DbError::invalid("name", message));
    }
    let taken: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM directors WHERE name = ?1)",
        [name],
        |r| r.get(0),
    )?;
    if taken {
        return Err(DbError::invalid(
            "name",
            format!("Someone called {name} can already log in; choose another name."),
        ));
    }
    conn.execute(
        "INSERT INTO directors (name, password_hash, created_at, role) VALUES (?1, ?2, ?3, ?4)",
        (name, password_hash, now(), role.as_str()),
    )?;
    Ok(Director {
        id: conn.last_insert_rowid(),
        name: name.to_owned(),
        role,
    })
}

/// Everyone who can log in, directors first, then by name.
pub fn people(conn: &Connection) -> DbResult<Vec<Director>> {
    let mut stmt = conn.prepare(
        "SELECT id, name, role FROM directors
         ORDER BY role = 'scorer', name COLLATE NOCASE, id",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(Director {
            id: r.get(0)?,
            name: r.get(1)?,
            role: Role::parse(&r.get::<_, String>(2)?),
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn person_by_name(conn: &Connection, name: &str) -> DbResult<Option<Director>> {
    optional(conn.query_row(
        "SELECT id, name, role FROM directors WHERE name = ?1",
        [name],
        |r| {
            Ok(Director {
                id: r.get(0)?,
                name: r.get(1)?,
                role: Role::parse(&r.get::<_, String>(2)?),
            })
        },
    ))
}

/// Removes a scorer (their sessions and links go with them). A director is never removed here.
pub fn remove_scorer(conn: &Connection, id: i64) -> DbResult<()> {
    let removed = conn.execute(
        "DELETE FROM directors WHERE id = ?1 AND role = 'scorer'",
        [id],
    )?;
    if removed == 0 {
        return Err(DbError::NotFound);
    }
    Ok(())
}

/// Sets a new password hash and ends every session but `keep` (the one that changed it).
pub fn set_password(
    conn: &Connection,
    id: i64,
    password_hash: &str,
    keep: Option<&str>,
) -> DbResult<()> {
    conn.execute(
        "UPDATE directors SET password_hash = ?1 WHERE id = ?2",
        (password_hash, id),
    )?;
    let keep = keep.map(token_digest).unwrap_or_default();
    conn.execute(
        "DELETE FROM sessions WHERE director_id = ?1 AND token_hash <> ?2",
        (id, keep),
    )?;
    Ok(())
}

/// A one-time link's token to set `id`'s password (earlier links for them lapse).
pub fn create_password_link(conn: &Connection, id: i64) -> DbResult<String> {
    let token = random_token();
    let expires = (Utc::now() + Duration::days(LINK_DAYS))
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    conn.execute("DELETE FROM password_links WHERE director_id = ?1", [id])?;
    conn.execute(
        "INSERT INTO password_links (token_hash, director_id, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4)",
        (token_digest(&token), id, now(), expires),
    )?;
    Ok(token)
}

/// Whose password a link sets, while it is good.
pub fn password_link(conn: &Connection, token: &str) -> DbResult<Option<Director>> {
    optional(conn.query_row(
        "SELECT d.id, d.name, d.role FROM password_links l JOIN directors d ON d.id = l.director_id
         WHERE l.token_hash = ?1 AND l.expires_at > ?2",
        (token_digest(token), now()),
        |r| {
            Ok(Director {
                id: r.get(0)?,
                name: r.get(1)?,
                role: Role::parse(&r.get::<_, String>(2)?),
            })
        },
    ))
}

/// Sets the password through a one-time link and uses the link up.
pub fn use_password_link(
    conn: &Connection,
    token: &str,
    password_hash: &str,
) -> DbResult<Director> {
    let Some(person) = password_link(conn, token)? else {
        return Err(DbError::invalid(
            "token",
            "This link is not valid: it was used already, has lapsed, or was mistyped.",
        ));
    };
    set_password(conn, person.id, password_hash, None)?;
    conn.execute(
        "DELETE FROM password_links WHERE token_hash = ?1",
        [token_digest(token)],
    )?;
    Ok(person)
}

/// The director's id, name and password hash, for checking a login.
pub fn director_credentials(conn: &Connection, name: &str) -> DbResult<Option<(Director, String)>> {
    optional(conn.query_row(
        "SELECT id, name, password_hash, role FROM directors WHERE name = ?1",
        [name],
        |r| {
            Ok((
                Director {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    role: Role::parse(&r.get::<_, String>(3)?),
                },
                r.get(2)?,
            ))
        },
    ))
}

/// Starts a session; returns the bearer token for the cookie (only its digest is stored).
pub fn create_session(conn: &Connection, director_id: i64) -> DbResult<String> {
    let token = random_token();
    let expires = (Utc::now() + Duration::days(SESSION_DAYS))
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    conn.execute(
        "INSERT INTO sessions (token_hash, director_id, csrf_token, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        (
            token_digest(&token),
            director_id,
            random_token(),
            now(),
            expires,
        ),
    )?;
    Ok(token)
}

pub fn session(conn: &Connection, token: &str) -> DbResult<Option<Session>> {
    Ok(conn
        .query_row(
            "SELECT d.id, d.name, s.csrf_token, d.role, s.expires_at FROM sessions s
             JOIN directors d ON d.id = s.director_id
             WHERE s.token_hash = ?1 AND s.expires_at > ?2",
            (token_digest(token), now()),
            |r| {
                Ok(Session {
                    director: Director {
                        id: r.get(0)?,
                        name: r.get(1)?,
                        role: Role::parse(&r.get::<_, String>(3)?),
                    },
                    csrf_token: r.get(2)?,
                    expires_at: r.get(4)?,
                })
            },
        )
        .optional()?)
}

pub fn end_session(conn: &Connection, token: &str) -> DbResult<()> {
    conn.execute(
        "DELETE FROM sessions WHERE token_hash = ?1 OR expires_at <= ?2",
        (token_digest(token), now()),
    )?;
    Ok(())
}

/// Ends every session of the director whose session `token` is: log out everywhere.
pub fn end_all_sessions(conn: &Connection, token: &str) -> DbResult<()> {
    conn.execute(
        "DELETE FROM sessions WHERE director_id IN
           (SELECT director_id FROM sessions WHERE token_hash = ?1) OR expires_at <= ?2",
        (token_digest(token), now()),
    )?;
    Ok(())
}
