//! What a slip's save says at the top of the next page: the results it saved, or each refusal
//! linked to its field and named as the form labels it (`web::flash`).

use super::*;

/// Each result field as its label reads on the slip (`events/_entry.html`).
const LABELS: [(&str, &str); 17] = [
    ("ns_tricks", "N-S tricks as played"),
    ("revoke_by", "Revoked by"),
    ("revoke_count", "How many revokes"),
    (
        "revoke_tricks_before",
        "Tricks the revoking side had won before its first revoke",
    ),
    ("ns_points", "N-S points"),
    ("ew_points", "E-W points"),
    ("declarer", "Declarer"),
    ("level", "Level"),
    ("denomination", "Denomination"),
    ("doubled", "Doubled"),
    ("tricks", "Tricks the declarer's side took (of 13)"),
    ("honours_side", "Honours held by"),
    ("honours", "How many honours"),
    ("honours_in_one_hand", "Most in one hand"),
    ("ns_revokes", "Revokes by N-S"),
    ("ew_revokes", "Revokes by E-W"),
    ("passed_fouled", crate::db::results::fouled::LABEL),
];

/// "Table 3, round 2 saved: board 5, N-S 7 tricks; board 6, …" — the slip's results as typed
/// (the save took them all or none). A whist board with a revoke gives the tricks as played and
/// the score after the penalty ("N-S 9 tricks taken, 11 with E-W's revoke"), bounded by the
/// other tables' results on the board in `played` ([`revoke_boards`]) as they stand now.
pub(super) fn slip_saved(
    event: &Event,
    (r, t): (u32, u32),
    seating: &Seating,
    form: &HashMap<String, String>,
    played: &[Stored],
) -> String {
    let mut blank = Vec::new();
    let boards: Vec<String> = seating
        .boards
        .iter()
        .filter_map(|&b| {
            let fields = EntryFields::from_form(form, &b.to_string());
            match fields.read(event) {
                // Scored as the save scored it (a bridge slip carries no points of its own).
                Ok(Some((entry, contract))) => {
                    let (entry, contract) =
                        results::settled(event, b, &entry, contract.as_ref()).ok()?;
                    if let Entry::Whist {
                        ns_tricks,
                        revoke: Some(revoke),
                    } = entry
                    {
                        return Some(revoke_said(event, b, seating, ns_tricks, revoke, played));
                    }
                    let mut said = format!(
                        "board {b}, {}",
                        results::describe_result(&entry, contract.as_ref())
                    );
                    // Taken as the law allows, but a contract down six or more is most often
                    // the odd tricks typed for all the tricks: say how it was read.
                    if let Some(c) = contract.filter(|c| !c.passed_out) {
                        let down = i64::from(c.level) + 6 - i64::from(c.tricks);
                        if down >= 6 {
                            said.push_str(&format!(
                                " ({down} down: the tricks are all the declarer's side took, of \
                                 13)"
                            ));
                        }
                    }
                    // The 50 of KWC law 4d is not in the board's points: say it was taken.
                    if let Ok(Some(Some(by))) = super::fouled::posted(form, b, &fields) {
                        said.push_str(&fouled_said(by));
                    }
                    Some(said)
                }
                Ok(None) => {
                    blank.push(b);
                    None
                }
                Err(_) => None,
            }
        })
        .collect();
    if boards.is_empty() {
        return format!("Table {t}, round {r} saved, with no result written on it.");
    }
    let mut said = format!("Table {t}, round {r} saved: {}.", boards.join("; "));
    // A slip saved half-filled says so, so the blank boards are not taken for entered.
    match blank.as_slice() {
        [] => {}
        [b] => said.push_str(&format!(" Board {b} was left blank: enter it later.")),
        [rest @ .., last] => said.push_str(&format!(
            " Boards {} and {last} were left blank: enter them later.",
            rest.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
    said
}

/// "; 50 taken from N-S for passing the board on fouled" (KWC law 4d).
fn fouled_said(by: crate::laws::duplicate::fouled::FouledBy) -> String {
    let each = match by {
        crate::laws::duplicate::fouled::FouledBy::Both => " each",
        _ => "",
    };
    format!(
        "; {} taken from {}{each} for passing the board on fouled",
        crate::laws::duplicate::fouled::PASSED_FOULED,
        by.words()
    )
}

/// "board 5, N-S 9 tricks taken, 11 with E-W's revoke": the score the standings give the
/// board (Law X §4), against the other tables' tricks as played on it.
fn revoke_said(
    event: &Event,
    b: u32,
    seating: &Seating,
    ns_tricks: u8,
    revoke: Revoke,
    played: &[Stored],
) -> String {
    let others: Vec<u8> = played
        .iter()
        .filter(|s| s.board == b && (s.ns, s.ew) != (seating.ns, seating.ew))
        .filter_map(|s| match s.entry {
            Entry::Whist { ns_tricks, .. } => Some(ns_tricks),
            _ => None,
        })
        .collect();
    let revokes = match revoke.count {
        1 => format!("{}'s revoke", results::side(revoke.by)),
        n => format!("{}'s {n} revokes", results::side(revoke.by)),
    };
    match crate::laws::duplicate::revoked_ns_score(event.revoke_rule, ns_tricks, revoke, &others) {
        Ok(score) => format!(
            "board {b}, N-S {ns_tricks} tricks taken, {} with {revokes}",
            show(score)
        ),
        Err(_) => format!("board {b}, N-S {ns_tricks} tricks taken, and {revokes}"),
    }
}

/// Every result already entered on the boards of the slip's form that carry a revoke: what
/// [`slip_saved`] bounds a penalty by. Read after the save; nothing when no revoke was typed,
/// so a plain slip's save reads no more than it did.
pub(super) async fn revoke_boards(
    state: &web::Data<AppState>,
    event: &Event,
    seating: &Seating,
    form: &HashMap<String, String>,
) -> Result<Vec<Stored>, AppError> {
    if event.game != Game::Whist {
        return Ok(Vec::new());
    }
    let boards: Vec<u32> = seating
        .boards
        .iter()
        .copied()
        .filter(|b| {
            form.get(&format!("revoke_by_{b}"))
                .is_some_and(|v| !v.trim().is_empty())
        })
        .collect();
    if boards.is_empty() {
        return Ok(Vec::new());
    }
    let id = event.id;
    db(state, move |pool| {
        crate::db::read(pool, |c| {
            let mut all = Vec::new();
            for b in boards {
                all.extend(results::on_board(c, id, b)?);
            }
            Ok(all)
        })
    })
    .await
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
