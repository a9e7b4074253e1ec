//! The roster's members: their names, numbers and emails, read, added and changed.

use rusqlite::{Connection, Row};

use crate::db::{DbError, DbResult, now, optional};

pub const NAME_MAX: usize = 80;
pub const MEMBER_NO_MAX: usize = 20;
/// A federation's membership numbers are a few digits (the EBU's are up to 8); room for letters.
pub const NATIONAL_NO_MAX: usize = 20;
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
    /// The member's number with the national federation (USEBIO's NATIONAL_ID_NUMBER).
    pub national_no: Option<String>,
}

/// A member's details as typed, already checked: the only way to add or change a member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMember {
    pub(super) name: String,
    pub(super) member_no: Option<String>,
    pub(super) email: Option<String>,
    /// `None`: the federation number is not among the details given (a roster CSV without the
    /// column), so a change keeps the one stored.
    pub(super) national_no: Option<Option<String>>,
}

/// What was wrong with a member's details, field by field, in form order.
pub type Problems = Vec<(&'static str, String)>;

impl NewMember {
    /// Checks the three fields as typed (blank member number or email means none), reporting
    /// every problem at once so a form can mark them all.
    pub fn new(name: &str, member_no: &str, email: &str) -> Result<NewMember, Problems> {
        Self::checked(name, member_no, None, email)
    }

    /// As [`NewMember::new`], with the federation number as typed (blank for none).
    pub fn with_national(
        name: &str,
        member_no: &str,
        national_no: &str,
        email: &str,
    ) -> Result<NewMember, Problems> {
        Self::checked(name, member_no, Some(national_no), email)
    }

    fn checked(
        name: &str,
        member_no: &str,
        national_no: Option<&str>,
        email: &str,
    ) -> Result<NewMember, Problems> {
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
        let national_no = national_no.map(blank_is_none);
        if let Some(Some(no)) = &national_no {
            let len = no.chars().count();
            if len > NATIONAL_NO_MAX {
                problems.push((
                    "national_no",
                    format!("the federation number is {len} characters; at most {NATIONAL_NO_MAX}"),
                ));
            } else if crate::text::has_control(no) {
                problems.push((
                    "national_no",
                    "the federation number cannot hold control characters".to_owned(),
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
                national_no,
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
    /// The federation number given, if it was given at all (`Some(None)`: given blank).
    pub fn national_no(&self) -> Option<Option<&str>> {
        self.national_no.as_ref().map(Option::as_deref)
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

const COLUMNS: &str = "id, name, member_no, email, retired, national_no";

pub(super) fn member(r: &Row<'_>) -> rusqlite::Result<Member> {
    Ok(Member {
        id: r.get(0)?,
        name: r.get(1)?,
        member_no: r.get(2)?,
        email: r.get(3)?,
        retired: r.get(4)?,
        national_no: r.get(5)?,
    })
}

/// Active members first, then retired ones, each by surname (the name's last word), then the
/// whole name: a roster read by the whole name sorts by the title ("Miss", "Mr.", "Mrs.").
pub fn list(conn: &Connection) -> DbResult<Vec<Member>> {
    let mut stmt = conn.prepare(&format!("SELECT {COLUMNS} FROM members ORDER BY id"))?;
    let rows = stmt.query_map([], member)?;
    let mut members: Vec<Member> = rows.collect::<Result<_, _>>()?;
    members.sort_by_cached_key(|m| (m.retired, surname_key(&m.name), m.name.to_lowercase(), m.id));
    Ok(members)
}

/// The surname a roster is sorted by: the name's last word, without case.
pub fn surname_key(name: &str) -> String {
    name.split_whitespace()
        .next_back()
        .unwrap_or_default()
        .to_lowercase()
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

/// A member's two numbers, as a USEBIO file writes them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Numbers {
    /// The club's own member number (USEBIO's CLUB_ID_NUMBER).
    pub club: Option<String>,
    /// The federation's (NATIONAL_ID_NUMBER).
    pub national: Option<String>,
}

/// The numbers of every member who has either, by member id (a roster is a few hundred).
pub fn numbers(conn: &Connection) -> DbResult<std::collections::BTreeMap<i64, Numbers>> {
    let mut stmt = conn.prepare(
        "SELECT id, member_no, national_no FROM members
         WHERE member_no IS NOT NULL OR national_no IS NOT NULL",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get(0)?,
            Numbers {
                club: r.get(1)?,
                national: r.get(2)?,
            },
        ))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The member whose federation number is `national_no`, if any.
pub fn by_national_no(conn: &Connection, national_no: &str) -> DbResult<Option<Member>> {
    optional(conn.query_row(
        &format!("SELECT {COLUMNS} FROM members WHERE national_no = ?1"),
        [national_no],
        member,
    ))
}

/// Refuses a member number or federation number another member (not `except`) already has,
/// naming the holder so the director can see which of the two is the typo.
fn check_member_no_free(conn: &Connection, new: &NewMember, except: Option<i64>) -> DbResult<()> {
    let taken = |holder: Option<Member>| holder.filter(|h| Some(h.id) != except);
    if let Some(no) = new.member_no()
        && let Some(holder) = taken(by_member_no(conn, no)?)
    {
        return Err(DbError::invalid(
            "member_no",
            format!("member number {no} is already {}'s", holder.name),
        ));
    }
    if let Some(Some(no)) = new.national_no()
        && let Some(holder) = taken(by_national_no(conn, no)?)
    {
        return Err(DbError::invalid(
            "national_no",
            format!("federation number {no} is already {}'s", holder.name),
        ));
    }
    Ok(())
}

pub fn add(conn: &Connection, new: &NewMember) -> DbResult<Member> {
    check_member_no_free(conn, new, None)?;
    conn.execute(
        "INSERT INTO members (name, member_no, email, retired, created_at, national_no)
         VALUES (?1, ?2, ?3, 0, ?4, ?5)",
        (
            new.name(),
            new.member_no(),
            new.email(),
            now(),
            new.national_no().flatten(),
        ),
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
    if let Some(national_no) = new.national_no() {
        conn.execute(
            "UPDATE members SET national_no = ?1 WHERE id = ?2",
            (national_no, id),
        )?;
    }
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
