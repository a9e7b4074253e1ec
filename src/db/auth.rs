//! Directors, their sessions, and the one-time setup token.

use chrono::{Duration, Utc};
use rusqlite::{Connection, OptionalExtension};

use super::{DbError, DbResult, get_setting, now, optional, set_setting};
use crate::auth::{random_token, token_digest};

const SETUP_TOKEN: &str = "setup_token";
/// A club night is long; a week lets the director stay logged in across a few of them.
pub const SESSION_DAYS: i64 = 7;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Director {
    pub id: i64,
    pub name: String,
}

/// A logged-in session as the web layer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub director: Director,
    pub csrf_token: String,
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
    conn.execute(
        "INSERT INTO directors (name, password_hash, created_at) VALUES (?1, ?2, ?3)",
        (name, password_hash, now()),
    )?;
    Ok(Director {
        id: conn.last_insert_rowid(),
        name: name.to_owned(),
    })
}

/// The director's id, name and password hash, for checking a login.
pub fn director_credentials(conn: &Connection, name: &str) -> DbResult<Option<(Director, String)>> {
    optional(conn.query_row(
        "SELECT id, name, password_hash FROM directors WHERE name = ?1",
        [name],
        |r| {
            Ok((
                Director {
                    id: r.get(0)?,
                    name: r.get(1)?,
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
            "SELECT d.id, d.name, s.csrf_token FROM sessions s JOIN directors d ON d.id = s.director_id
             WHERE s.token_hash = ?1 AND s.expires_at > ?2",
            (token_digest(token), now()),
            |r| Ok(Session { director: Director { id: r.get(0)?, name: r.get(1)? }, csrf_token: r.get(2)? }),
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
