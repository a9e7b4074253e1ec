//! The club roster: members, their numbers and emails, and the CSV import and export.

use rusqlite::{Connection, Row};
use serde::Serialize;

use super::{DbError, DbResult, now, optional};
use crate::export::safe_text;

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
    name: String,
    member_no: Option<String>,
    email: Option<String>,
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

fn member(r: &Row<'_>) -> rusqlite::Result<Member> {
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

fn by_member_no(conn: &Connection, member_no: &str) -> DbResult<Option<Member>> {
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

/// One roster line of the CSV export. The column names are the ones [`import_csv`] reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExportRow {
    pub member_no: String,
    pub name: String,
    pub email: String,
    pub retired: &'static str,
}

pub fn export_rows(conn: &Connection) -> DbResult<Vec<ExportRow>> {
    Ok(list(conn)?
        .into_iter()
        .map(|m| ExportRow {
            member_no: safe_text(m.member_no.as_deref().unwrap_or_default()),
            name: safe_text(&m.name),
            email: safe_text(m.email.as_deref().unwrap_or_default()),
            retired: if m.retired { "yes" } else { "no" },
        })
        .collect())
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ImportSummary {
    pub added: usize,
    pub updated: usize,
}

/// The form field an import's problems are shown at.
const IMPORT_FIELD: &str = "csv";

fn refuse(message: impl Into<String>) -> DbError {
    DbError::invalid(IMPORT_FIELD, message)
}

#[derive(Debug, Default)]
struct Columns {
    name: Option<usize>,
    member_no: Option<usize>,
    email: Option<usize>,
    retired: Option<usize>,
}

fn columns(header: &csv::StringRecord) -> DbResult<Columns> {
    let mut columns = Columns::default();
    let mut unknown = Vec::new();
    for (i, raw) in header.iter().enumerate() {
        let name = raw.trim().to_lowercase();
        let slot = match name.as_str() {
            "name" => &mut columns.name,
            "member_no" => &mut columns.member_no,
            "email" => &mut columns.email,
            "retired" => &mut columns.retired,
            _ => {
                unknown.push(format!("{:?}", raw.trim()));
                continue;
            }
        };
        if slot.replace(i).is_some() {
            return Err(refuse(format!("line 1: the column {name:?} appears twice")));
        }
    }
    if !unknown.is_empty() {
        return Err(refuse(format!(
            "line 1: unknown column{} {}; the columns are name, member_no, email and retired",
            if unknown.len() == 1 { "" } else { "s" },
            unknown.join(", ")
        )));
    }
    if columns.name.is_none() {
        return Err(refuse(
            "line 1: the header row needs a \"name\" column (member_no, email and retired are optional)",
        ));
    }
    Ok(columns)
}

/// Undoes [`safe_text`], so an exported roster reads back exactly as it was.
fn unguard(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@', '\t', '\r']) => rest,
        _ => cell,
    }
}

fn parse_retired(cell: &str) -> Option<bool> {
    match cell.trim().to_lowercase().as_str() {
        "" | "no" | "n" | "false" | "0" => Some(false),
        "yes" | "y" | "true" | "1" => Some(true),
        _ => None,
    }
}

/// Reads a roster CSV and applies it all or not at all (the caller's transaction): a row whose
/// member number is already on the roster updates that member, any other row adds one.
pub fn import_csv(conn: &Connection, text: &str) -> DbResult<ImportSummary> {
    // Spreadsheets save with a byte-order mark, and in some locales with semicolons.
    let text = text.trim_start_matches('\u{feff}');
    let first_line = text.lines().next().unwrap_or_default();
    let delimiter = if !first_line.contains(',') && first_line.contains(';') {
        b';'
    } else {
        b','
    };
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(true)
        .flexible(true)
        .from_reader(text.as_bytes());
    let header = reader
        .headers()
        .map_err(|e| refuse(format!("line 1: {e}")))?
        .clone();
    if header.iter().all(|h| h.trim().is_empty()) {
        return Err(refuse(
            "the CSV is empty: it needs a header row naming the columns (name, member_no, email)",
        ));
    }
    let columns = columns(&header)?;
    let mut summary = ImportSummary::default();
    let mut seen: Vec<(String, u64)> = Vec::new();
    let mut rows = 0usize;
    for record in reader.records() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, csv::Position::line);
            refuse(format!("line {line}: the CSV cannot be read ({e})"))
        })?;
        let line = record.position().map_or(0, csv::Position::line);
        if record.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        rows += 1;
        if rows > IMPORT_MAX_ROWS {
            return Err(refuse(format!(
                "the CSV has more than {IMPORT_MAX_ROWS} rows; import it in parts"
            )));
        }
        if record.len() != header.len() {
            return Err(refuse(format!(
                "line {line}: {} cells where the header has {}",
                record.len(),
                header.len()
            )));
        }
        let cell = |i: Option<usize>| i.and_then(|i| record.get(i)).map_or("", unguard);
        let new = NewMember::new(
            cell(columns.name),
            cell(columns.member_no),
            cell(columns.email),
        )
        .map_err(|problems| match problems.first() {
            Some((field, message)) => refuse(format!("line {line}, {field}: {message}")),
            None => refuse(format!("line {line}: refused")),
        })?;
        let retired = match columns.retired {
            Some(i) => Some(parse_retired(cell(Some(i))).ok_or_else(|| {
                refuse(format!(
                    "line {line}, retired: {:?} is not yes or no",
                    cell(Some(i))
                ))
            })?),
            None => None,
        };
        let in_file_error = |e: DbError| match e {
            DbError::Invalid { field, message } => {
                refuse(format!("line {line}, {field}: {message}"))
            }
            other => other,
        };
        let existing = match new.member_no() {
            Some(no) => {
                if let Some((_, earlier)) = seen.iter().find(|(n, _)| n == no) {
                    return Err(refuse(format!(
                        "line {line}, member_no: member number {no} is also on line {earlier}"
                    )));
                }
                seen.push((no.to_owned(), line));
                by_member_no(conn, no)?
            }
            None => None,
        };
        let member = match existing {
            Some(m) => {
                summary.updated += 1;
                // A column left out of the file leaves that detail as it was.
                let new = NewMember {
                    email: if columns.email.is_some() {
                        new.email
                    } else {
                        m.email
                    },
                    ..new
                };
                update(conn, m.id, &new).map_err(in_file_error)?
            }
            None => {
                summary.added += 1;
                add(conn, &new).map_err(in_file_error)?
            }
        };
        if let Some(retired) = retired
            && retired != member.retired
        {
            set_retired(conn, member.id, retired)?;
        }
    }
    Ok(summary)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::db::{Pool, open, read, write};

    fn temp_db() -> (tempfile::TempDir, Pool) {
        let dir = tempfile::tempdir().unwrap();
        let pool = open(&dir.path().join("t.db")).unwrap();
        (dir, pool)
    }

    fn field_of(problems: &Problems) -> Vec<&'static str> {
        problems.iter().map(|(f, _)| *f).collect()
    }

    fn message(e: DbError) -> String {
        match e {
            DbError::Invalid { message, .. } => message,
            other => panic!("expected a refusal, got {other}"),
        }
    }

    #[test]
    fn trims_and_treats_blank_as_none() {
        let m = NewMember::new("  Ann Smith ", "  ", "").unwrap();
        assert_eq!(m.name(), "Ann Smith");
        assert_eq!(m.member_no(), None);
        assert_eq!(m.email(), None);
    }

    #[test]
    fn name_is_required_and_bounded() {
        assert_eq!(
            field_of(&NewMember::new("   ", "", "").unwrap_err()),
            ["name"]
        );
        assert!(NewMember::new(&"é".repeat(80), "", "").is_ok());
        assert_eq!(
            field_of(&NewMember::new(&"é".repeat(81), "", "").unwrap_err()),
            ["name"]
        );
    }

    #[test]
    fn member_no_is_bounded() {
        assert!(NewMember::new("A", &"9".repeat(20), "").is_ok());
        assert_eq!(
            field_of(&NewMember::new("A", &"9".repeat(21), "").unwrap_err()),
            ["member_no"]
        );
    }

    #[test]
    fn email_needs_one_at_with_text_either_side() {
        for good in ["a@b", "ann.smith@example.org"] {
            assert!(NewMember::new("A", "", good).is_ok(), "{good}");
        }
        for bad in ["bob", "@b", "a@", "a@b@c", "a b@c"] {
            let problems = NewMember::new("A", "", bad).unwrap_err();
            assert_eq!(field_of(&problems), ["email"], "{bad}");
        }
        let long = format!("{}@example.org", "a".repeat(120));
        assert_eq!(
            field_of(&NewMember::new("A", "", &long).unwrap_err()),
            ["email"]
        );
    }

    #[test]
    fn reports_every_bad_field() {
        let problems = NewMember::new("", &"1".repeat(21), "bob").unwrap_err();
        assert_eq!(field_of(&problems), ["name", "member_no", "email"]);
    }

    #[test]
    fn duplicate_member_no_names_the_holder() {
        let (_dir, pool) = temp_db();
        let ann = NewMember::new("Ann Smith", "12", "").unwrap();
        let ann = write(&pool, |tx| add(tx, &ann)).unwrap();
        let bob = NewMember::new("Bob", "12", "").unwrap();
        let err = write(&pool, |tx| add(tx, &bob)).unwrap_err();
        assert!(matches!(&err, DbError::Invalid { field, .. } if field == "member_no"));
        assert_eq!(message(err), "member number 12 is already Ann Smith's");
        // Keeping one's own number is not a clash.
        let renamed = NewMember::new("Ann Jones", "12", "").unwrap();
        let ann = write(&pool, |tx| update(tx, ann.id, &renamed)).unwrap();
        assert_eq!(ann.name, "Ann Jones");
    }

    #[test]
    fn lists_active_first_then_retired_by_name() {
        let (_dir, pool) = temp_db();
        write(&pool, |tx| {
            for name in ["Cy", "al", "Bea"] {
                add(tx, &NewMember::new(name, "", "").unwrap())?;
            }
            Ok(())
        })
        .unwrap();
        let bea = read(&pool, list).unwrap()[1].clone();
        assert_eq!(bea.name, "Bea");
        write(&pool, |tx| set_retired(tx, bea.id, true)).unwrap();
        let names: Vec<_> = read(&pool, list)
            .unwrap()
            .into_iter()
            .map(|m| m.name)
            .collect();
        assert_eq!(names, ["al", "Cy", "Bea"]);
        assert!(matches!(
            write(&pool, |tx| set_retired(tx, 999, true)),
            Err(DbError::NotFound)
        ));
    }

    #[test]
    fn import_adds_and_updates_by_member_no() {
        let (_dir, pool) = temp_db();
        write(&pool, |tx| {
            add(tx, &NewMember::new("Ann", "1", "").unwrap())
        })
        .unwrap();
        let csv = "Email,NAME,member_no\nann@example.org,Ann Smith,1\n,Bob,2\n,Cy,\n";
        let summary = write(&pool, |tx| import_csv(tx, csv)).unwrap();
        assert_eq!(
            summary,
            ImportSummary {
                added: 2,
                updated: 1
            }
        );
        let members = read(&pool, list).unwrap();
        assert_eq!(members.len(), 3);
        assert_eq!(members[0].name, "Ann Smith");
        assert_eq!(members[0].email.as_deref(), Some("ann@example.org"));
        // Without an email column, the emails on file stay.
        write(&pool, |tx| import_csv(tx, "name,member_no\nAnn S.,1\n")).unwrap();
        let ann = read(&pool, list).unwrap().remove(0);
        assert_eq!(ann.name, "Ann S.");
        assert_eq!(ann.email.as_deref(), Some("ann@example.org"));
    }

    #[test]
    fn a_bad_row_refuses_the_whole_import() {
        let (_dir, pool) = temp_db();
        let csv = "name,member_no,email\nAnn,1,\nBea,2,\nBob,3,bob\n";
        let err = write(&pool, |tx| import_csv(tx, csv)).unwrap_err();
        assert_eq!(
            message(err),
            "line 4, email: \"bob\" is not an email address"
        );
        assert!(read(&pool, list).unwrap().is_empty());
    }

    #[test]
    fn import_refuses_bad_headers_and_duplicates() {
        let (_dir, pool) = temp_db();
        let refused = |csv: &str| message(write(&pool, |tx| import_csv(tx, csv)).unwrap_err());
        assert!(refused("name,phone,shoe\nAnn,1,2\n").contains("\"phone\", \"shoe\""));
        assert!(refused("email\na@b\n").contains("\"name\" column"));
        assert!(refused("").contains("header row"));
        assert_eq!(
            refused("name,member_no\nAnn,7\nBob,7\n"),
            "line 3, member_no: member number 7 is also on line 2"
        );
        assert!(refused("name,retired\nAnn,maybe\n").starts_with("line 2, retired"));
        let many = format!("name\n{}", "x\n".repeat(IMPORT_MAX_ROWS + 1));
        assert!(refused(&many).contains("more than 5000 rows"));
    }

    #[test]
    fn export_then_import_is_a_round_trip() {
        let (_dir, pool) = temp_db();
        write(&pool, |tx| {
            add(
                tx,
                &NewMember::new("Ann, the elder", "1", "a@b.org").unwrap(),
            )?;
            add(tx, &NewMember::new("=Bob", "2", "").unwrap())?;
            let cy = add(tx, &NewMember::new("Cy \"Ace\"", "003", "cy@c").unwrap())?;
            set_retired(tx, cy.id, true)
        })
        .unwrap();
        let before = read(&pool, list).unwrap();
        let csv = crate::export::to_csv(&read(&pool, export_rows).unwrap()).unwrap();
        let csv = String::from_utf8(csv).unwrap();
        assert!(csv.starts_with("member_no,name,email,retired\n"));

        // Into the same roster: every row updates, nothing changes.
        let summary = write(&pool, |tx| import_csv(tx, &csv)).unwrap();
        assert_eq!(
            summary,
            ImportSummary {
                added: 0,
                updated: 3
            }
        );
        assert_eq!(read(&pool, list).unwrap(), before);

        // Into an empty roster: the same members come out.
        let (_dir2, other) = temp_db();
        write(&other, |tx| import_csv(tx, &csv)).unwrap();
        let strip = |ms: Vec<Member>| -> Vec<_> {
            ms.into_iter()
                .map(|m| (m.name, m.member_no, m.email, m.retired))
                .collect()
        };
        assert_eq!(strip(read(&other, list).unwrap()), strip(before));
    }

    #[test]
    fn import_reads_spreadsheet_quirks() {
        let (_dir, pool) = temp_db();
        let csv = "\u{feff}name;member_no\r\nAnn;1\r\n;\r\n";
        let summary = write(&pool, |tx| import_csv(tx, csv)).unwrap();
        assert_eq!(summary.added, 1);
    }
}
