//! What a slip's save says at the top of the next page: the results it saved, or each refusal
//! linked to its field and named as the form labels it (`web::flash`).

use super::*;

/// Each result field as its label reads on the slip (`events/_entry.html`).
const LABELS: [(&str, &str); 16] = [
    ("ns_tricks", "N-S tricks"),
    ("revoke_by", "Revoked by"),
    ("revoke_count", "How many revokes"),
    ("revoke_tricks_before", "Tricks before the first"),
    ("ns_points", "N-S points"),
    ("ew_points", "E-W points"),
    ("declarer", "Declarer"),
    ("level", "Level"),
    ("denomination", "Denomination"),
    ("doubled", "Doubled"),
    ("tricks", "Declarer's tricks"),
    ("honours_side", "Honours held by"),
    ("honours", "How many honours"),
    ("honours_in_one_hand", "Most in one hand"),
    ("ns_revokes", "Revokes by N-S"),
    ("ew_revokes", "Revokes by E-W"),
];

/// "Table 3, round 2 saved: board 5, N-S 7 tricks; board 6, …" — the slip's results as typed
/// (the save took them all or none).
pub(super) fn slip_saved(
    event: &Event,
    (r, t): (u32, u32),
    seating: &Seating,
    form: &HashMap<String, String>,
) -> String {
    let boards: Vec<String> = seating
        .boards
        .iter()
        .filter_map(
            |&b| match EntryFields::from_form(form, &b.to_string()).read(event) {
                // Scored as the save scored it (a bridge slip carries no points of its own).
                Ok(Some((entry, contract))) => {
                    let (entry, contract) =
                        results::settled(event, b, &entry, contract.as_ref()).ok()?;
                    Some(format!(
                        "board {b}, {}",
                        results::describe_result(&entry, contract.as_ref())
                    ))
                }
                _ => None,
            },
        )
        .collect();
    match boards.is_empty() {
        true => format!("Table {t}, round {r} saved, with no result written on it."),
        false => format!("Table {t}, round {r} saved: {}.", boards.join("; ")),
    }
}

/// Notes a slip's refusals for the top of the page: a board's field (`5:ns_tricks`) links to
/// its message and reads "Board 5, N-S tricks"; the slip's own (`slip`, `round`) link to theirs.
pub(super) fn slip_refused(errors: &FieldErrors) {
    crate::web::flash::refused(errors, |field| match field.split_once(':') {
        Some((board, f)) => match LABELS.iter().find(|(name, _)| *name == f) {
            Some((_, label)) => (
                format!("error-{f}_{board}"),
                format!("Board {board}, {label}"),
            ),
            // A board's own refusal (changed since it was opened) is shown at its row.
            None => (format!("board-{board}"), format!("Board {board}")),
        },
        None => (format!("error-{field}"), String::new()),
    });
}

#[cfg(test)]
mod tests {
    /// Every result field has its label, in the order the fields are read.
    #[test]
    fn every_entry_field_is_labelled() {
        let named: Vec<&str> = super::LABELS.iter().map(|(f, _)| *f).collect();
        assert_eq!(named, super::ENTRY_FIELDS);
    }
}
