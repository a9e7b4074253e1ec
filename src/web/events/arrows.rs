//! The new-event form's "Turn the arrows" field read from words into the rounds to switch.

use crate::movement::plan::Kind;

/// The rounds played with the arrows turned, as typed: blank, "none" or "never" for none;
/// "last" (or "the last round") for the last; or the rounds, "3, 6" or "3 and 6". Only a
/// Mitchell's arrows can be turned; the message says what to write.
pub(super) fn arrow_switch(typed: &str, kind: Kind, rounds: u32) -> Result<Vec<u32>, String> {
    let text = typed.trim().to_lowercase();
    if matches!(text.as_str(), "" | "none" | "no" | "never") {
        return Ok(Vec::new());
    }
    if !matches!(kind, Kind::Mitchell | Kind::MitchellRelay) {
        return Err(format!(
            "Only a Mitchell's arrows can be turned: {} already mixes the field. Leave this blank.",
            kind.label()
        ));
    }
    let words = text
        .trim_start_matches("the ")
        .trim_end_matches(" round")
        .trim();
    if words == "last" {
        return Ok(vec![rounds]);
    }
    let mut out = Vec::new();
    for part in text
        .replace(" and ", ",")
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
    {
        let number = part
            .strip_prefix("rounds")
            .or_else(|| part.strip_prefix("round"))
            .unwrap_or(part);
        if number.is_empty() {
            continue;
        }
        match number.parse::<u32>() {
            Ok(r) if (1..=rounds).contains(&r) => {
                if !out.contains(&r) {
                    out.push(r);
                }
            }
            Ok(r) => {
                return Err(format!(
                    "Round {r} is not played: the movement has rounds 1 to {rounds}."
                ));
            }
            Err(_) => {
                return Err(format!(
                    "Write the rounds to turn the arrows in as numbers (for example 3, 6), or \"last\", \
                     or leave it blank; \"{}\" is not a round.",
                    part
                ));
            }
        }
    }
    out.sort_unstable();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrow_switch_is_read_from_words() {
        let m = Kind::Mitchell;
        assert_eq!(arrow_switch("", m, 7), Ok(vec![]));
        assert_eq!(arrow_switch("None", m, 7), Ok(vec![]));
        assert_eq!(arrow_switch("last", m, 7), Ok(vec![7]));
        assert_eq!(arrow_switch("the last round", m, 7), Ok(vec![7]));
        assert_eq!(arrow_switch("6, 3", m, 7), Ok(vec![3, 6]));
        assert_eq!(arrow_switch("rounds 3 and 6", m, 7), Ok(vec![3, 6]));
        assert!(
            arrow_switch("9", m, 7)
                .unwrap_err()
                .contains("rounds 1 to 7")
        );
        assert!(arrow_switch("soon", m, 7).unwrap_err().contains("\"soon\""));
        assert!(
            arrow_switch("last", Kind::Howell, 9)
                .unwrap_err()
                .contains("Only a Mitchell")
        );
        assert_eq!(arrow_switch("", Kind::Howell, 9), Ok(vec![]));
    }
}
