//! Text for people: a sentence of the program's with its book references taken out to a
//! "From the book" fold, and stored values (a party's history, its settings) in words rather
//! than JSON or ids. The references stay in the library's text, where the CLI and documents
//! want them; the pages split them off here.

use crate::evening::CHOICES;
use crate::party::prizes::Deciders;
use crate::party::progression::TableResult;

/// A sentence split for a page: what a person reads, and the book's lines it cites.
pub struct Said {
    pub words: String,
    pub book: String,
}

/// Whether a parenthesis is a reference to the books: "seed 001 L2781", "L6478–6480",
/// "docs/party.md", a setting's id.
fn is_reference(inner: &str) -> bool {
    inner.contains("seed 0")
        || inner.contains("docs/")
        || inner.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
            w.len() >= 4 && w.starts_with('L') && w[1..].bytes().all(|b| b.is_ascii_digit())
        })
}

/// Takes every parenthesised reference out of `text`: "… decide (seed 001 L10451–10455)." reads
/// "… decide." with "seed 001 L10451–10455" for the fold.
pub fn said(text: &str) -> Said {
    let mut words = String::new();
    let mut book = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let mut depth = 0;
        let mut close = None;
        for (i, c) in rest[open..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(open + i);
                        break;
                    }
                }
                _ => {}
            }
        }
        let Some(close) = close else { break };
        let inner = &rest[open + 1..close];
        if is_reference(inner) {
            words.push_str(rest[..open].trim_end());
            book.push(inner.to_owned());
        } else {
            words.push_str(&rest[..=close]);
        }
        rest = &rest[close + 1..];
    }
    words.push_str(rest);
    Said {
        words,
        book: book.join("; "),
    }
}

pub use crate::text::day;

/// A law's path to a field as a person reads it: `deals[2].tricks` is "Deal 3, tricks",
/// `scores[1]` "Score 2". The CLI and the API keep the paths; the pages say this.
pub fn field_words(path: &str) -> String {
    let parts: Vec<String> = path
        .split('.')
        .map(|part| {
            let (name, index) = match part.split_once('[') {
                Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
                None => (part, None),
            };
            let name = name.replace('_', " ");
            match index {
                Some(k) => {
                    let one = name
                        .strip_suffix("ies")
                        .map(|s| format!("{s}y"))
                        .or_else(|| name.strip_suffix('s').map(str::to_owned))
                        .unwrap_or(name);
                    format!("{one} {}", k + 1)
                }
                None => name,
            }
        })
        .collect();
    let joined = parts.join(", ");
    let mut chars = joined.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A party setting's question and the stored value's words, as the creation form asks them.
pub fn party_setting(name: &str, value: &str) -> (&'static str, String) {
    let Some(choice) = CHOICES.iter().find(|c| c.name == name) else {
        return ("", value.to_owned());
    };
    let word = choice
        .values
        .iter()
        .position(|v| *v == value)
        .and_then(|i| choice.words.get(i))
        .map_or_else(|| value.replace('_', " "), |w| (*w).to_owned());
    (choice.label, word)
}

/// One line of a party's history in words: a table's result ("Mrs A and Mr B 12, …"), the
/// play-offs and cuts, or the stored text when it is neither.
pub fn history_value(what: &str, value: &str) -> String {
    if value.is_empty() {
        return String::new();
    }
    if what.starts_with("round ")
        && let Ok(r) = serde_json::from_str::<TableResult>(value)
    {
        return table_result(&r);
    }
    if what == "prize ties"
        && let Ok(d) = serde_json::from_str::<Deciders>(value)
    {
        let mut parts = Vec::new();
        for (who, n) in &d.playoff {
            parts.push(format!("{who} {n} in the play-off"));
        }
        for (who, n) in &d.cut {
            parts.push(format!("{who} cut {n}"));
        }
        for (tie, scores) in &d.by_tie {
            let scores: Vec<String> = scores.iter().map(|(who, n)| format!("{who} {n}")).collect();
            parts.push(format!("between {tie}: {}", scores.join(", ")));
        }
        return if parts.is_empty() {
            "nothing decided".to_owned()
        } else {
            parts.join("; ")
        };
    }
    value.to_owned()
}

fn table_result(r: &TableResult) -> String {
    let list = |v: &[i64]| {
        v.iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(" to ")
    };
    let mut parts = Vec::new();
    if let Some(points) = &r.points {
        parts.push(format!("points {}", list(points)));
    }
    if let Some(in_hand) = &r.in_hand {
        parts.push(format!("the hand at the bell {}", list(in_hand)));
    }
    if let Some(w) = &r.winner {
        parts.push(format!("won by {w}'s side"));
    }
    if let Some(s) = &r.stays {
        parts.push(format!("{s} stays"));
    }
    for (who, n) in &r.lone_hands {
        parts.push(format!(
            "{who} {n} lone hand{}",
            if *n == 1 { "" } else { "s" }
        ));
    }
    if parts.is_empty() {
        "nothing entered".to_owned()
    } else {
        parts.join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pad field's help, as the page shows it, keeps its book references in the fold
    /// (the euchre pad's "(seed 001 L5958–5965)" was shown to the players, issue 22).
    #[test]
    fn every_pad_field_s_help_reads_without_its_references() {
        for law in crate::laws::registry::all() {
            let Some(table) = law.table else { continue };
            for f in table.deal {
                let s = said(f.help);
                assert!(!s.words.contains("seed 0"), "{}: {}", law.id, s.words);
            }
        }
    }

    #[test]
    fn a_stored_day_reads_in_words() {
        assert_eq!(day("2026-11-28"), "28 Nov 2026");
        assert_eq!(
            day(chrono::NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()),
            "1 Mar 2026"
        );
        assert_eq!(day("someday"), "someday");
    }

    #[test]
    fn references_go_to_the_fold_and_the_sentence_reads_on() {
        let s = said("Four hands are played at each table (seed 001 L10474–10476).");
        assert_eq!(s.words, "Four hands are played at each table.");
        assert_eq!(s.book, "seed 001 L10474–10476");
        let s = said("a place (a lady's place to a lady), then the foot (docs/party.md).");
        assert_eq!(
            s.words,
            "a place (a lady's place to a lady), then the foot."
        );
        let s = said("no reference (two or three) here");
        assert_eq!(s.words, "no reference (two or three) here");
        assert!(s.book.is_empty());
    }

    #[test]
    fn law_paths_read_as_the_form_labels_them() {
        assert_eq!(field_words("deals[2].tricks"), "Deal 3, tricks");
        assert_eq!(field_words("scores[1]"), "Score 2");
        assert_eq!(field_words("in_hand"), "In hand");
    }

    #[test]
    fn a_table_result_reads_in_words() {
        let v = r#"{"table":2,"points":[12,7],"lone_hands":{"Mrs A":1}}"#;
        assert_eq!(
            history_value("round 1 table 2", v),
            "points 12 to 7; Mrs A 1 lone hand"
        );
        let d = r#"{"playoff":{"Mr B":3},"cut":{}}"#;
        assert_eq!(history_value("prize ties", d), "Mr B 3 in the play-off");
    }
}
