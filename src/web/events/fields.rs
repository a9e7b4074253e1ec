//! Entry fields shared by the slip and the traveller.

use super::*;

pub(super) const ENTRY_FIELDS: [&str; 6] = [
    "ns_tricks",
    "revoke_by",
    "revoke_count",
    "revoke_tricks_before",
    "ns_points",
    "ew_points",
];

/// One result's fields as typed (or as stored), for a form row.
#[derive(Debug, Default, Clone)]
pub(super) struct EntryFields {
    pub(super) ns_tricks: String,
    pub(super) revoke_by: String,
    pub(super) revoke_count: String,
    pub(super) revoke_tricks_before: String,
    pub(super) ns_points: String,
    pub(super) ew_points: String,
}

impl EntryFields {
    pub(super) fn from_entry(entry: &Entry) -> Self {
        match entry {
            Entry::Whist { ns_tricks, revoke } => EntryFields {
                ns_tricks: ns_tricks.to_string(),
                revoke_by: revoke
                    .map(|r| store::direction_str(r.by).to_owned())
                    .unwrap_or_default(),
                revoke_count: revoke.map(|r| r.count.to_string()).unwrap_or_default(),
                revoke_tricks_before: revoke
                    .map(|r| r.tricks_before.to_string())
                    .unwrap_or_default(),
                ..EntryFields::default()
            },
            Entry::Auction {
                ns_points,
                ew_points,
            } => EntryFields {
                ns_points: ns_points.to_string(),
                ew_points: ew_points.to_string(),
                ..EntryFields::default()
            },
        }
    }

    /// Reads `{field}_{key}` for each field.
    pub(super) fn from_form(form: &HashMap<String, String>, key: &str) -> Self {
        let get = |f: &str| {
            form.get(&format!("{f}_{key}"))
                .map(|v| v.trim().to_owned())
                .unwrap_or_default()
        };
        EntryFields {
            ns_tricks: get("ns_tricks"),
            revoke_by: get("revoke_by"),
            revoke_count: get("revoke_count"),
            revoke_tricks_before: get("revoke_tricks_before"),
            ns_points: get("ns_points"),
            ew_points: get("ew_points"),
        }
    }

    pub(super) fn is_blank(&self, game: Game) -> bool {
        match game {
            Game::Whist => {
                self.ns_tricks.is_empty()
                    && self.revoke_by.is_empty()
                    && self.revoke_count.is_empty()
                    && self.revoke_tricks_before.is_empty()
            }
            Game::Auction => self.ns_points.is_empty() && self.ew_points.is_empty(),
        }
    }

    /// The entry, or None for a blank row; errors are keyed by the plain field name.
    pub(super) fn parse(&self, game: Game) -> Result<Option<Entry>, FieldErrors> {
        if self.is_blank(game) {
            return Ok(None);
        }
        let mut errors = FieldErrors::default();
        let small = |errors: &mut FieldErrors, field: &str, value: &str, what: &str| match value
            .parse::<u8>()
        {
            Ok(n) if n <= 13 => Some(n),
            _ => {
                errors.add(field, format!("Write {what} as a whole number 0 to 13."));
                None
            }
        };
        let entry = match game {
            Game::Whist => {
                let ns_tricks = if self.ns_tricks.is_empty() {
                    errors.add("ns_tricks", "Give the tricks N-S took (0 to 13).");
                    None
                } else {
                    small(&mut errors, "ns_tricks", &self.ns_tricks, "N-S tricks")
                };
                let by = match self.revoke_by.as_str() {
                    "" => None,
                    "NS" => Some(Direction::Ns),
                    "EW" => Some(Direction::Ew),
                    _ => {
                        errors.add("revoke_by", "Choose N-S or E-W.");
                        None
                    }
                };
                let count = if self.revoke_count.is_empty() {
                    Some(1)
                } else {
                    match self.revoke_count.parse::<u8>() {
                        Ok(n) if n >= 1 => Some(n),
                        _ => {
                            errors.add(
                                "revoke_count",
                                "Write the number of revokes as a whole number, 1 or more.",
                            );
                            None
                        }
                    }
                };
                let before = if self.revoke_tricks_before.is_empty() {
                    Some(0)
                } else {
                    small(
                        &mut errors,
                        "revoke_tricks_before",
                        &self.revoke_tricks_before,
                        "the tricks before the first revoke",
                    )
                };
                if by.is_none()
                    && self.revoke_by.is_empty()
                    && (!self.revoke_count.is_empty() || !self.revoke_tricks_before.is_empty())
                {
                    errors.add("revoke_by", "Say which side revoked.");
                }
                match (ns_tricks, count, before) {
                    (Some(ns_tricks), Some(count), Some(tricks_before)) => Some(Entry::Whist {
                        ns_tricks,
                        revoke: by.map(|by| Revoke {
                            by,
                            count,
                            tricks_before,
                        }),
                    }),
                    _ => None,
                }
            }
            Game::Auction => {
                let mut points = |field: &str, value: &str, side: &str| match value.parse::<i64>() {
                    Ok(n) if n >= 0 => Some(n),
                    _ => {
                        errors.add(
                            field,
                            format!("Write the {side} points as a whole number, 0 or more."),
                        );
                        None
                    }
                };
                let ns_points = points("ns_points", &self.ns_points, "N-S");
                let ew_points = points("ew_points", &self.ew_points, "E-W");
                match (ns_points, ew_points) {
                    (Some(ns_points), Some(ew_points)) => Some(Entry::Auction {
                        ns_points,
                        ew_points,
                    }),
                    _ => None,
                }
            }
        };
        match entry {
            Some(entry) if errors.is_empty() => Ok(Some(entry)),
            _ => Err(errors),
        }
    }
}

/// A row of entry fields in a form: inputs are named `{field}_{key}`.
pub(super) struct EntryRow {
    pub(super) key: String,
    pub(super) fields: EntryFields,
    pub(super) errors: FieldErrors,
}

impl EntryRow {
    pub(super) fn new(key: impl ToString, fields: EntryFields) -> Self {
        EntryRow {
            key: key.to_string(),
            fields,
            errors: FieldErrors::default(),
        }
    }

    /// Messages not about one of the entry inputs (the board, the pairs, the event).
    pub(super) fn general(&self) -> Vec<&str> {
        self.errors
            .0
            .iter()
            .filter(|(f, _)| !ENTRY_FIELDS.contains(&f.as_str()))
            .map(|(_, m)| m.as_str())
            .collect()
    }
}

pub(super) fn find_result(stored: &[Stored], board: u32, ns: u32, ew: u32) -> Option<&Stored> {
    stored
        .iter()
        .find(|s| s.board == board && s.ns == ns && s.ew == ew)
}
