//! The club roster: members, their numbers and emails, and the CSV import and export.

mod import_export;
pub mod namesakes;
mod roster;
#[cfg(test)]
mod tests;

pub use import_export::{ExportRow, ImportSummary, export_rows, import_csv};
pub use roster::{
    EMAIL_MAX, IMPORT_MAX_ROWS, MEMBER_NO_MAX, Member, NAME_MAX, NATIONAL_NO_MAX, NewMember,
    Numbers, Problems, add, by_national_no, get, list, numbers, set_retired, update,
};
