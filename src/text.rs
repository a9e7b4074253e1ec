//! Checks on the text people type that is kept and shown again (names and labels), and a
//! stored day in words. Pure.

/// Why `name` (already trimmed) cannot be kept, if it cannot: empty, longer than `max`
/// characters, or holding a control character (a NUL, a tab, a line break, an escape), which
/// would print as nothing or break a CSV line or a console.
pub fn name_problem(name: &str, max: usize) -> Option<String> {
    if name.is_empty() || name.chars().count() > max {
        return Some(format!("Give a name of 1 to {max} characters."));
    }
    if name.chars().any(char::is_control) {
        return Some(
            "A name cannot hold control characters (such as a tab or a line break).".to_owned(),
        );
    }
    None
}

/// Whether `text` holds a control character; for optional labels, where empty is allowed.
pub fn has_control(text: &str) -> bool {
    text.chars().any(char::is_control)
}

/// A stored day ("2026-11-28") as people write it: "28 Nov 2026". A date is already the
/// club's own day, so no zone applies; text that is not such a date is shown as it is.
pub fn day(stored: impl std::fmt::Display) -> String {
    let stored = stored.to_string();
    chrono::NaiveDate::parse_from_str(&stored, "%Y-%m-%d")
        .map_or(stored, |d| d.format("%-d %b %Y").to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_refuse_control_characters_and_bad_lengths() {
        assert_eq!(name_problem("Mrs. Hoyle", 80), None);
        assert!(name_problem("", 80).is_some());
        assert!(name_problem("Eve\0", 80).is_some());
        assert!(name_problem("a\tb", 80).is_some());
        assert!(name_problem(&"x".repeat(81), 80).is_some());
        assert_eq!(name_problem(&"é".repeat(80), 80), None);
    }
}
