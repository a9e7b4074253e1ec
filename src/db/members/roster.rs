//! The roster's members: their names, numbers and emails, read, added and changed.

use rusqlite::{Connection, Row};

use crate::db::{DbError, DbResult, now, optional};

pub const NAME_MAX: usize = 80;
pub const MEMBER_NO_MAX: usize = 20;
pub const EMAIL_MAX: usize = 120;
/// A club roster is a few hundred names; a cap keeps one paste from tying up the database.
pub const IMPORT_MAX_ROWS: usize = 5_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub id: i64,
    pub name: String,
    pub member_no: Option<String>,
    pub email: Option<String>,
    pub retired: bool,
}

/// A member's details as typed, already checked: the only way to add or change a member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMember {
    pub(super) name: String,
    pub(super) member_no: Option<String>,
    pub(super) email: Option<String>,
}

/// What was wrong with a member's details, field by field, in form order.
pub type Problems = Vec<(&'static str, String)>;

impl NewMember {
    /// Checks the three fields as typed (blank member number or email means none), reporting
    /// every problem at once so a form can mark them all.
    pub fn new(name: &str, member_no: &str, email: &str) -> Result<NewMember, Problems> {
        let mut problems = Problems::new();
        let name = name.trim();
        let name_len = name.chars().count();
        if name_len == 0 {
            problems.push(("name", "the name is required".to_owned()));
        } else if name_len > NAME_MAX {
            problems.push((
                "name",
                format!("the name is {name_len} characters; at most {NAME_MAX}"),
            ));
        } else if crate::text::has_control(name) {
            problems.push((
                "name",
                "the name cannot hold control characters (such as a tab or a line break)"
                    .to_owned(),
            ));
        }
        let member_no = blank_is_none(member_no);
        if let Some(no) = &member_no {
            let len = no.chars().count();
            if len > MEMBER_NO_MAX {
                problems.push((
                    "member_no",
                    format!("the member number is {len} characters; at most {MEMBER_NO_MAX}"),
                ));
            }
        }
        let email = blank_is_none(email);
        if let Some(e) = &email {
            if e.chars().count() > EMAIL_MAX {
                problems.push((
                    "email",
                    format!("the email address is longer than {EMAIL_MAX} characters"),
                ));
            } else if !looks_like_email(e) {
                problems.push(("email", format!("{e:?} is not an email address")));
            }
        }
        if problems.is_empty() {
            Ok(NewMember {
                name: name.to_owned(),
                member_no,
                email,
            })
        } else {
            Err(problems)
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn member_no(&self) -> Option<&str> {
        self.member_no.as_deref()
    }
    pub fn email(&self) -> Option<&str> {
        self.email.as_deref()
    }
}

fn blank_is_none(s: &str) -> Option<String> {
    let s = s.trim();
    (!s.is_empty()).then(|| s.to_owned())
}

/// Deliberately loose: the club mails its members by hand, so this only catches a number or a
/// name typed into the wrong column.
fn looks_like_email(s: &str) -> bool {
    match s.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.is_empty()
                && !domain.contains('@')
                && !s.chars().any(char::is_whitespace)
        }
        None => false,
    }
}

const COLUMNS: &str = "id, name, member_no, email, retired";

pub(super) fn member(r: &Row<'_>) -> rusqlite::Result<Member> {
    Ok(Member {
        id: r.get(0)?,
        name: r.get(1)?,
        member_no: r.get(2)?,
        email: r.get(3)?,
        retired: r.get(4)?,
    })
}

/// Active members first, then retired ones, each by name.
pub fn list(conn: &Connection) -> DbResult<Vec<Member>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM members ORDER BY retired, name COLLATE NOCASE, id"
    ))?;
    let rows = stmt.query_map([], member)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub fn get(conn: &Connection, id: i64) -> DbResult<Member> {
    optional(conn.query_row(
        &format!("SELECT {COLUMNS} FROM members WHERE id = ?1"),
        [id],
        member,
    ))?
    .ok_or(DbError::NotFound)
}

pub(super) fn by_member_no(conn: &Connection, member_no: &str) -> DbResult<Option<Member>> {
    optional(conn.query_row(
        &format!("SELECT {COLUMNS} FROM members WHERE member_no = ?1"),
        [member_no],
        member,
    ))
}

/// Refuses a member number another member (not `except`) already has, naming the holder so the
/// director can see which of the two is the typo.
fn check_member_no_free(conn: &Connection, new: &NewMember, except: Option<i64>) -> DbResult<()> {
    let Some(no) = new.member_no() else {
        return Ok(());
    };
    match by_member_no(conn, no)? {
        Some(holder) if Some(holder.id) != except => Err(DbError::invalid(
            "member_no",
            format!("member number {no} is already {}'s", holder.name),
        )),
        _ => Ok(()),
    }
}

pub fn add(conn: &Connection, new: &NewMember) -> DbResult<Member> {
    check_member_no_free(conn, new, None)?;
    conn.execute(
        "INSERT INTO members (name, member_no, email, retired, created_at)
         VALUES (?1, ?2, ?3, 0, ?4)",
        (new.name(), new.member_no(), new.email(), now()),
    )?;
    get(conn, conn.last_insert_rowid())
}

pub fn update(conn: &Connection, id: i64, new: &NewMember) -> DbResult<Member> {
    get(conn, id)?;
    check_member_no_free(conn, new, Some(id))?;
    conn.execute(
        "UPDATE members SET name = ?1, member_no = ?2, email = ?3 WHERE id = ?4",
        (new.name(), new.member_no(), new.email(), id),
    )?;
    get(conn, id)
}

/// Retiring keeps the member (and every result they played in); it only moves them down the
/// roster.
pub fn set_retired(conn: &Connection, id: i64, retired: bool) -> DbResult<Member> {
    let changed = conn.execute(
        "UPDATE members SET retired = ?1 WHERE id = ?2",
        (retired, id),
    )?;
    if changed == 0 {
        return Err(DbError::NotFound);
    }
    get(conn, id)
}
