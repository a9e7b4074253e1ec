//! The club roster: members, their numbers and emails, and the CSV import and export.

mod import_export;
mod roster;
#[cfg(test)]
mod tests;

pub use import_export::{ExportRow, ImportSummary, export_rows, import_csv};
pub use roster::{
    EMAIL_MAX, IMPORT_MAX_ROWS, MEMBER_NO_MAX, Member, NAME_MAX, NewMember, Problems, add, get,
    list, set_retired, update,
};
