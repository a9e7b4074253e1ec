//! The congress's history as the page says it: a sentence a change ("Series 1, table 2, deal 3
//! corrected: game grand, won no (was: game grand, won yes)."), never the stored JSON. The
//! history CSV keeps the stored values as they are.

use serde_json::Value;

use crate::db::congress::HistoryRow;

/// One change as the page lists it.
pub(super) struct ChangeLine {
    pub(super) at: String,
    pub(super) by: String,
    pub(super) said: String,
}

/// A stored field of a deal or a sheet's totals as the sheet's form labels it.
fn label(key: &str) -> String {
    match key {
        "declarer" => "played by seat".into(),
        "card_points" => "card points".into(),
        "ramsch_points" => "Ramsch card points".into(),
        "trickless" => "took no trick".into(),
        "last_trick" => "last trick to seat".into(),
        "ok_by" => "O.K. by".into(),
        other => other.replace('_', " "),
    }
}

/// A stored value in words: an object as "label value" pairs (in the stored keys' order), a list one item after another,
/// yes and no for true and false; seat numbers from 1 as the sheet counts them.
fn words(key: &str, v: &Value) -> Option<String> {
    match v {
        Value::Null => None,
        Value::Bool(b) => Some(if *b { "yes" } else { "no" }.into()),
        Value::Number(n) => match (key, n.as_u64()) {
            ("declarer" | "last_trick", Some(seat)) => Some((seat + 1).to_string()),
            _ => Some(n.to_string()),
        },
        Value::String(s) if s.is_empty() => None,
        Value::String(s) => Some(s.clone()),
        Value::Array(items) => {
            let each: Vec<String> = items.iter().filter_map(|i| words(key, i)).collect();
            (!each.is_empty()).then(|| match items.first() {
                Some(Value::Object(_)) => each
                    .iter()
                    .enumerate()
                    .map(|(i, w)| format!("seat {}: {w}", i + 1))
                    .collect::<Vec<_>>()
                    .join("; "),
                _ => each.join(", "),
            })
        }
        Value::Object(map) => {
            let pairs: Vec<String> = map
                .iter()
                .filter_map(|(k, v)| words(k, v).map(|w| format!("{} {w}", label(k))))
                .collect();
            (!pairs.is_empty()).then(|| pairs.join(", "))
        }
    }
}

/// A stored value in words: JSON at its head (a deal, totals) said as words, what follows it
/// ("; remarks: …") kept.
fn value_words(stored: &str) -> String {
    // A draw's seed ("seed 1926") is for the fold; the history says the lot was drawn.
    if stored
        .strip_prefix("seed ")
        .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
    {
        return "drawn by lot".to_owned();
    }
    let mut values = serde_json::Deserializer::from_str(stored).into_iter::<Value>();
    match values.next() {
        Some(Ok(v @ (Value::Object(_) | Value::Array(_)))) => {
            let rest = stored[values.byte_offset()..]
                .trim_start_matches(';')
                .trim();
            let head = words("", &v).unwrap_or_else(|| "nothing".into());
            match rest.is_empty() {
                true => head,
                false => format!("{head}; {rest}"),
            }
        }
        _ => stored.to_owned(),
    }
}

/// The change as a sentence.
pub(super) fn sentence(h: &HistoryRow) -> String {
    let mut what = h.what.clone();
    if let Some(first) = what.get(..1) {
        what.replace_range(..1, &first.to_uppercase());
    }
    let new = h.new_value.as_deref().map(value_words);
    let old = h.old_value.as_deref().map(value_words);
    match (old, new) {
        (Some(old), Some(new)) => format!("{what} {}: {new} (was: {old}).", h.action),
        (None, Some(new)) => format!("{what} {}: {new}.", h.action),
        (Some(old), None) => format!("{what} {} (was: {old}).", h.action),
        (None, None) => format!("{what} {}.", h.action),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(what: &str, action: &str, old: Option<&str>, new: Option<&str>) -> HistoryRow {
        HistoryRow {
            what: what.into(),
            action: action.into(),
            old_value: old.map(str::to_owned),
            new_value: new.map(str::to_owned),
            changed_by: "Director".into(),
            changed_at: String::new(),
        }
    }

    /// A deal's JSON and a correction's "json; remarks" are said in words, with no brace left.
    #[test]
    fn a_deal_and_its_correction_are_said_in_words() {
        let entered = row(
            "series 1, table 1, deal 1",
            "entered",
            None,
            Some(r#"{"declarer":0,"game":"null","won":true}"#),
        );
        assert_eq!(
            sentence(&entered),
            "Series 1, table 1, deal 1 entered: played by seat 1, game null, won yes."
        );
        let corrected = row(
            "series 1, table 1, deal 1",
            "corrected",
            Some(r#"{"declarer":0,"game":"null","won":true}; remarks: ; O.K. "#),
            Some(r#"{"declarer":1,"game":"grand","won":false}; remarks: late; O.K. HB"#),
        );
        let said = sentence(&corrected);
        assert!(!said.contains('{') && !said.contains('"'), "{said}");
        assert!(
            said.contains("played by seat 2, game grand, won no"),
            "{said}"
        );
        let totals = row(
            "series 1, table 2, totals",
            "entered",
            None,
            Some(r#"[{"won":2,"lost":0,"points":40},{"won":0,"lost":1,"points":-20}]"#),
        );
        assert_eq!(
            sentence(&totals),
            "Series 1, table 2, totals entered: seat 1: lost 0, points 40, won 2; seat 2: lost 1, \
             points -20, won 0."
        );
        assert_eq!(
            sentence(&row("player", "registered", None, Some("Ahrens"))),
            "Player registered: Ahrens."
        );
    }
}
