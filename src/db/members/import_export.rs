//! The roster as a CSV file: written out for a spreadsheet, and read back in.

use rusqlite::Connection;
use serde::Serialize;

use crate::db::{DbError, DbResult};
use crate::export::safe_text;

use super::roster::{
    IMPORT_MAX_ROWS, NewMember, add, by_member_no, by_national_no, list, set_retired, update,
};

/// One roster line of the CSV export. The column names are the ones [`import_csv`] reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExportRow {
    pub member_no: String,
    pub name: String,
    pub email: String,
    pub retired: &'static str,
    /// The federation number ("Federation number" on the member form).
    pub national_no: String,
}

pub fn export_rows(conn: &Connection) -> DbResult<Vec<ExportRow>> {
    Ok(list(conn)?
        .into_iter()
        .map(|m| ExportRow {
            member_no: safe_text(m.member_no.as_deref().unwrap_or_default()),
            name: safe_text(&m.name),
            email: safe_text(m.email.as_deref().unwrap_or_default()),
            retired: if m.retired { "yes" } else { "no" },
            national_no: safe_text(m.national_no.as_deref().unwrap_or_default()),
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
    national_no: Option<usize>,
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
            "national_no" => &mut columns.national_no,
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
            "line 1: unknown column{} {}; the columns are name, member_no, email, retired and \
             national_no",
            if unknown.len() == 1 { "" } else { "s" },
            unknown.join(", ")
        )));
    }
    if columns.name.is_none() {
        return Err(refuse(
            "line 1: the header row needs a \"name\" column (member_no, email, retired and \
             national_no are optional)",
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
        // Without the column, a member's federation number is left as it is.
        let new = match columns.national_no {
            Some(i) => NewMember::with_national(
                cell(columns.name),
                cell(columns.member_no),
                cell(Some(i)),
                cell(columns.email),
            ),
            None => NewMember::new(
                cell(columns.name),
                cell(columns.member_no),
                cell(columns.email),
            ),
        }
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
            // A member without a club number (one a USEBIO import added) is found by the
            // federation's, so a roster read back does not add them a second time.
            None => match new.national_no().flatten() {
                Some(no) => by_national_no(conn, no)?.filter(|m| m.member_no.is_none()),
                None => None,
            },
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
