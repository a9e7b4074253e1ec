//! The board page's question of KWC law 4d (seed 001 L3312–3315), "Did a pair pass this board
//! on after it was fouled?": asked only where the event takes the penalty
//! (`db::results::fouled::offered`), read here, checked and kept by `db::results`.

use super::*;
use crate::db::results::fouled::{FIELD, LABEL};
use crate::laws::duplicate::fouled::FouledBy;

/// A stored mark as the select's value.
pub(super) fn typed(by: Option<FouledBy>) -> String {
    by.map(|b| b.as_str().to_owned()).unwrap_or_default()
}

/// What the select sent: "" (or "no") is nobody; anything else not a choice is refused at the
/// field. A mark where the event has no such penalty is refused by the store, naming the field.
pub(super) fn read(fields: &EntryFields) -> Result<Option<FouledBy>, FieldErrors> {
    match fields.passed_fouled.as_str() {
        "" | "no" => Ok(None),
        value => FouledBy::parse(value).map(Some).ok_or_else(|| {
            let mut errors = FieldErrors::default();
            errors.add(
                FIELD,
                format!("{LABEL} Choose No, North–South, East–West or both pairs."),
            );
            errors
        }),
    }
}

/// The mark a form of row `key` sent: `None` when the form did not ask (a table code's slip, an
/// event that does not offer the question), which keeps the stored mark.
pub(super) fn posted(
    form: &HashMap<String, String>,
    key: impl std::fmt::Display,
    fields: &EntryFields,
) -> Result<Option<Option<FouledBy>>, FieldErrors> {
    match form.get(&format!("{FIELD}_{key}")) {
        None => Ok(None),
        Some(_) => read(fields).map(Some),
    }
}

/// [`posted`], a refusal as the form's errors (and the mark kept).
pub(super) fn posted_or_refused(
    form: &HashMap<String, String>,
    key: impl std::fmt::Display,
    fields: &EntryFields,
) -> (Option<Option<FouledBy>>, FieldErrors) {
    match posted(form, key, fields) {
        Ok(by) => (by, FieldErrors::default()),
        Err(e) => (None, e),
    }
}

/// The note beside a result whose pair passed the board on fouled.
pub(super) fn note(r: &Stored) -> Option<String> {
    r.passed_fouled.map(FouledBy::note)
}
