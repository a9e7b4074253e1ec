//! A deal's entry form, made from the law's [`Field`]s: the inputs to draw, the deal JSON built
//! from what was typed, and a law's refusal put back at the input it concerns.

use std::collections::HashMap;

use crate::laws::pad::{Asks, Field, FieldKind};
use crate::web::FieldErrors;

/// The form's input name for a field, and for one side's value of a per-side field.
pub fn input_name(field: &str, side: Option<usize>) -> String {
    match side {
        Some(i) => format!("d_{field}_{i}"),
        None => format!("d_{field}"),
    }
}

/// One input of the form, ready for the template.
pub struct Input {
    pub name: String,
    /// "number", "select", "checkbox" or "text".
    pub kind: &'static str,
    pub label: String,
    pub value: String,
    pub checked: bool,
    pub min: String,
    pub max: String,
    pub max_len: String,
    /// For a select: (value, label, selected).
    pub options: Vec<(String, String, bool)>,
    pub required: bool,
}

/// A field with its inputs (one, or one per side).
pub struct FieldView {
    pub label: &'static str,
    pub help: &'static str,
    pub optional: bool,
    /// A text of more than a few words (a slate, a hand in words): each input takes the row's
    /// width, one side a row, not a small box beside the name.
    pub long: bool,
    pub inputs: Vec<Input>,
}

/// The longest text that still fits a small box beside a side's name: a few words.
pub const SHORT_TEXT: usize = 40;

/// The typed values of a deal form, by input name.
pub type Typed = HashMap<String, String>;

/// What the inputs show for a stored deal, so a correction starts from it.
pub fn typed_from_deal(fields: &[Field], deal: &serde_json::Value) -> Typed {
    let mut typed = Typed::new();
    let text = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Bool(true) => "on".to_owned(),
        serde_json::Value::Bool(false) | serde_json::Value::Null => String::new(),
        other => other.to_string(),
    };
    for f in fields {
        let Some(value) = deal.get(f.name) else {
            continue;
        };
        match (f.per_side, value) {
            (true, serde_json::Value::Array(items)) => {
                for (i, item) in items.iter().enumerate() {
                    typed.insert(input_name(f.name, Some(i)), text(item));
                }
            }
            (_, v) => {
                typed.insert(input_name(f.name, None), text(v));
            }
        }
    }
    typed
}

/// The inputs for a deal, showing `typed`.
pub fn views(fields: &[Field], sides: &[String], typed: &Typed) -> Vec<FieldView> {
    fields
        .iter()
        .map(|f| {
            let inputs = match f.per_side {
                true => sides
                    .iter()
                    .enumerate()
                    .map(|(i, side)| input(f, Some(i), side.clone(), sides, typed))
                    .collect(),
                false => vec![input(f, None, f.label.to_owned(), sides, typed)],
            };
            FieldView {
                label: f.label,
                help: f.help,
                // "(optional)" only where blank is always right: a field whose help says
                // when to leave it blank (the makers, blank only for a revoke or a jamboree)
                // is otherwise required, and its help is the true label (issue 22).
                optional: f.optional && !f.help.contains("blank"),
                long: matches!(f.kind, FieldKind::Text { max_len } if max_len > SHORT_TEXT),
                inputs,
            }
        })
        .collect()
}

/// The inputs the table's deal form shows, as the law's [`Asks`] say: another form's fields
/// and choices left out (a hearts table is asked its own game's questions only).
pub fn views_asked(
    fields: &[Field],
    asks: &Asks,
    sides: &[String],
    typed: &Typed,
) -> Vec<FieldView> {
    let shown = asks.shown(fields);
    let mut views = views(&shown, sides, typed);
    for (f, view) in shown.iter().zip(&mut views) {
        for input in &mut view.inputs {
            // A choice already made (a deal entered before) stays, so it reads back as it was.
            input
                .options
                .retain(|(value, _, selected)| *selected || asks.offers(f.name, value));
        }
    }
    views
}

fn input(f: &Field, side: Option<usize>, label: String, sides: &[String], typed: &Typed) -> Input {
    let name = input_name(f.name, side);
    let value = typed.get(&name).cloned().unwrap_or_default();
    let mut input = Input {
        kind: "text",
        label,
        checked: !value.is_empty(),
        min: String::new(),
        max: String::new(),
        max_len: String::new(),
        options: Vec::new(),
        // One side of a per-side field may be left blank for the law to fill in (a count of
        // nought, the other side's tricks): the browser must not block the form over it; the
        // server says "required" at each input when every side is blank.
        required: !f.optional && !f.per_side,
        value,
        name,
    };
    let blank = |optional: bool| match optional {
        true => vec![(String::new(), "—".to_owned(), false)],
        false => Vec::new(),
    };
    match f.kind {
        FieldKind::Number { min, max } => {
            input.kind = "number";
            input.min = min.to_string();
            input.max = max.to_string();
        }
        FieldKind::Choice { choices } => {
            input.kind = "select";
            input.options = blank(f.optional);
            input.options.extend(
                choices
                    .iter()
                    .map(|(v, l)| ((*v).to_owned(), (*l).to_owned(), input.value == *v)),
            );
        }
        FieldKind::Side => {
            input.kind = "select";
            input.options = blank(f.optional);
            input.options.extend(
                sides
                    .iter()
                    .enumerate()
                    .map(|(i, s)| (i.to_string(), s.clone(), input.value == i.to_string())),
            );
        }
        FieldKind::Flag => {
            input.kind = "checkbox";
            input.required = false;
        }
        FieldKind::Text { max_len } => input.max_len = max_len.to_string(),
    }
    input
}

/// Whether anything was typed at one side's input of a per-side field (a value that failed to
/// read has its own message already).
fn typed_any(typed: &Typed, field: &str, side: usize) -> bool {
    typed
        .get(&input_name(field, Some(side)))
        .is_some_and(|v| !v.trim().is_empty())
}

/// Builds the deal JSON from what was typed: a flat object whose keys are the fields, per-side
/// fields as arrays, blank optional fields left out. What cannot be read as its kind is noted
/// at its input; the law checks the rest.
pub fn build(
    fields: &[Field],
    sides: usize,
    typed: &Typed,
) -> Result<serde_json::Value, FieldErrors> {
    let mut errors = FieldErrors::default();
    let mut deal = serde_json::Map::new();
    for f in fields {
        let read = |side: Option<usize>, errors: &mut FieldErrors| -> Option<serde_json::Value> {
            let name = input_name(f.name, side);
            let raw = typed.get(&name).map(|s| s.trim()).unwrap_or_default();
            if matches!(f.kind, FieldKind::Flag) {
                // An unticked optional box is a blank field, left out like any other: a law may
                // read the key's presence (cribbage's parts against its totals).
                return match (raw.is_empty(), f.optional) {
                    (true, true) => None,
                    (unticked, _) => Some(serde_json::Value::Bool(!unticked)),
                };
            }
            if raw.is_empty() {
                // One side of a required per-side field may be left for the law to fill in
                // (whist: the other side's tricks follow); it refuses what it cannot.
                let other_side_typed = side.is_some()
                    && (0..sides).any(|i| Some(i) != side && typed_any(typed, f.name, i));
                if !f.optional && !other_side_typed {
                    errors.add(name, "required");
                }
                return None;
            }
            match f.kind {
                FieldKind::Number { .. } => match raw.parse::<i64>() {
                    Ok(n) => Some(n.into()),
                    Err(_) => {
                        errors.add(name, format!("{raw:?} is not a whole number"));
                        None
                    }
                },
                FieldKind::Side => match raw.parse::<u64>() {
                    Ok(n) if (n as usize) < sides => Some(n.into()),
                    _ => {
                        errors.add(name, "choose a side");
                        None
                    }
                },
                FieldKind::Choice { .. } | FieldKind::Text { .. } => Some(raw.to_owned().into()),
                FieldKind::Flag => None,
            }
        };
        match f.per_side {
            true => {
                let values: Vec<Option<serde_json::Value>> =
                    (0..sides).map(|i| read(Some(i), &mut errors)).collect();
                if values.iter().all(Option::is_none) && f.optional {
                    continue;
                }
                // One side filled in and another left blank: the blank side had none (a count
                // of nought, or no choice), rather than the whole field being dropped.
                let blank = |side: usize, errors: &mut FieldErrors| match f.kind {
                    FieldKind::Number { min, max } if (min..=max).contains(&0) => Some(0.into()),
                    FieldKind::Choice { .. } | FieldKind::Text { .. } => {
                        Some(serde_json::Value::Null)
                    }
                    FieldKind::Flag => Some(false.into()),
                    _ => {
                        errors.add(input_name(f.name, Some(side)), "give one for each side");
                        None
                    }
                };
                let all: Option<Vec<serde_json::Value>> = values
                    .into_iter()
                    .enumerate()
                    .map(|(side, v)| match v {
                        Some(v) => Some(v),
                        None if f.optional && !typed_any(typed, f.name, side) => {
                            blank(side, &mut errors)
                        }
                        None if !f.optional && !typed_any(typed, f.name, side) => {
                            Some(serde_json::Value::Null)
                        }
                        None => None,
                    })
                    .collect();
                if let Some(all) = all {
                    deal.insert(f.name.to_owned(), serde_json::Value::Array(all));
                }
            }
            false => {
                if let Some(v) = read(None, &mut errors) {
                    deal.insert(f.name.to_owned(), v);
                }
            }
        }
    }
    match errors.is_empty() {
        true => Ok(serde_json::Value::Object(deal)),
        false => Err(errors),
    }
}

/// The input a law's refusal concerns: `deals[3].scores[1]` → `d_scores_1`, `deals[3].trump` →
/// `d_trump`. Anything else (a whole deal, the settings) has no input and is shown above the
/// form.
pub fn input_for_law_field(fields: &[Field], path: &str) -> Option<String> {
    let rest = path.strip_prefix("deals[")?;
    let (_, rest) = rest.split_once("].")?;
    let (name, side) = match rest.split_once('[') {
        Some((name, index)) => (name, index.trim_end_matches(']').parse::<usize>().ok()),
        None => (rest, None),
    };
    let field = fields.iter().find(|f| f.name == name)?;
    match (field.per_side, side) {
        (true, Some(i)) => Some(input_name(name, Some(i))),
        (true, None) => Some(input_name(name, Some(0))),
        (false, _) => Some(input_name(name, None)),
    }
}

/// A law's refusal path as the form labels it: `deals[2].tricks[0]` → "Deal 3, tricks for
/// We"; `deals[2]` → "Deal 3". None for a path that is not about a deal.
pub fn law_field_label(fields: &[Field], sides: &[String], path: &str) -> Option<String> {
    let rest = path.strip_prefix("deals[")?;
    let (index, rest) = rest.split_once(']')?;
    let deal = index.parse::<usize>().ok()? + 1;
    let Some(rest) = rest.strip_prefix('.') else {
        return rest.is_empty().then(|| format!("Deal {deal}"));
    };
    let (name, side) = match rest.split_once('[') {
        Some((name, index)) => (
            name,
            index
                .split(']')
                .next()
                .and_then(|i| i.parse::<usize>().ok()),
        ),
        None => (rest.split('.').next().unwrap_or(rest), None),
    };
    let field = fields.iter().find(|f| f.name == name);
    let label = field.map(|f| f.label).unwrap_or(name);
    let mut chars = label.chars();
    let label: String = match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    };
    // An index names a side only at a per-side field; elsewhere it is an item's place in a
    // list typed at one input (a call of the bidding, a card).
    if let Some(i) = side.filter(|_| field.is_some_and(|f| !f.per_side)) {
        let item = if name == "auction" { "call" } else { "item" };
        return Some(format!("Deal {deal}, {label}: {item} {}", i + 1));
    }
    Some(match side.and_then(|i| sides.get(i)) {
        Some(side) => format!("Deal {deal}, {label} for {side}"),
        None => format!("Deal {deal}, {label}"),
    })
}

/// A law's message in the words of the form: "14 is not from 0 to 13" → "14 is more than 13", a
/// missing value → "required", a word where a number goes → "… is not a whole number".
pub fn plain_message(message: &str) -> String {
    if let Some((n, range)) = message.split_once(" is not ")
        && let Some((min, max)) = range
            .strip_prefix("from ")
            .and_then(|r| r.split_once(" to "))
        && let (Ok(n), Ok(min), Ok(max)) = (
            n.trim().parse::<i64>(),
            min.trim().parse::<i64>(),
            max.trim().parse::<i64>(),
        )
    {
        return if n > max {
            format!("{n} is more than {max}")
        } else {
            format!("{n} is less than {min}")
        };
    }
    if message.starts_with("invalid type: null") {
        return "required".to_owned();
    }
    if let Some(rest) = message.strip_prefix("invalid type: string ")
        && rest.contains("expected i64")
    {
        let typed = rest.split(", expected").next().unwrap_or(rest);
        return format!("{typed} is not a whole number");
    }
    message.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::pad::Field;

    const FIELDS: &[Field] = &[
        Field {
            name: "scores",
            label: "Points",
            kind: FieldKind::Number { min: 0, max: 10 },
            per_side: true,
            optional: false,
            help: "",
        },
        Field {
            name: "trump",
            label: "Trump",
            kind: FieldKind::Choice {
                choices: &[("hearts", "Hearts"), ("nt", "No trumps")],
            },
            per_side: false,
            optional: true,
            help: "",
        },
        Field {
            name: "doubled",
            label: "Doubled",
            kind: FieldKind::Flag,
            per_side: false,
            optional: false,
            help: "",
        },
        Field {
            name: "by",
            label: "By",
            kind: FieldKind::Side,
            per_side: false,
            optional: true,
            help: "",
        },
        Field {
            name: "heels",
            label: "His heels",
            kind: FieldKind::Flag,
            per_side: false,
            optional: true,
            help: "",
        },
    ];

    fn typed(pairs: &[(&str, &str)]) -> Typed {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn an_unticked_optional_box_is_left_out_and_a_ticked_one_is_true() {
        let deal = build(
            FIELDS,
            2,
            &typed(&[("d_scores_0", "1"), ("d_scores_1", "2")]),
        )
        .unwrap();
        assert!(deal.get("heels").is_none(), "{deal}");
        let deal = build(
            FIELDS,
            2,
            &typed(&[("d_scores_0", "1"), ("d_scores_1", "2"), ("d_heels", "on")]),
        )
        .unwrap();
        assert_eq!(deal["heels"], serde_json::json!(true));
    }

    #[test]
    fn builds_a_flat_deal_leaving_out_blank_optional_fields() {
        let deal = build(
            FIELDS,
            2,
            &typed(&[("d_scores_0", "3"), ("d_scores_1", " 7 ")]),
        )
        .unwrap();
        assert_eq!(
            deal,
            serde_json::json!({"scores": [3, 7], "doubled": false})
        );
        let deal = build(
            FIELDS,
            2,
            &typed(&[
                ("d_scores_0", "3"),
                ("d_scores_1", "7"),
                ("d_trump", "nt"),
                ("d_doubled", "on"),
                ("d_by", "1"),
            ]),
        )
        .unwrap();
        assert_eq!(
            deal,
            serde_json::json!({"scores": [3, 7], "trump": "nt", "doubled": true, "by": 1})
        );
        assert_eq!(typed_from_deal(FIELDS, &deal)["d_scores_1"], "7");
        assert_eq!(typed_from_deal(FIELDS, &deal)["d_doubled"], "on");
    }

    #[test]
    fn unreadable_inputs_are_named() {
        let e = build(FIELDS, 2, &typed(&[("d_scores_0", "x"), ("d_by", "5")])).unwrap_err();
        assert!(e.get("d_scores_0").is_some());
        // The other side was typed at: the blank one is left to the law (a whist side's
        // tricks follow from the other's).
        assert_eq!(e.get("d_scores_1"), None);
        assert_eq!(e.get("d_by"), Some("choose a side"));
        let e = build(FIELDS, 2, &typed(&[])).unwrap_err();
        assert_eq!(e.get("d_scores_0"), Some("required"));
        assert_eq!(e.get("d_scores_1"), Some("required"));
    }

    #[test]
    fn law_paths_read_as_the_form_labels_them() {
        let sides = ["We".to_owned(), "They".to_owned()];
        assert_eq!(
            law_field_label(FIELDS, &sides, "deals[2].scores[0]").as_deref(),
            Some("Deal 3, points for We")
        );
        assert_eq!(
            law_field_label(FIELDS, &sides, "deals[0].trump").as_deref(),
            Some("Deal 1, trump")
        );
        assert_eq!(
            law_field_label(FIELDS, &sides, "deals[4]").as_deref(),
            Some("Deal 5")
        );
        assert_eq!(law_field_label(FIELDS, &sides, "sides[1]"), None);
        // A list at one input (the bidding): the index is the item's place, not a side.
        assert_eq!(
            law_field_label(FIELDS, &sides, "deals[0].trump[2]").as_deref(),
            Some("Deal 1, trump: item 3")
        );
        assert_eq!(
            plain_message("14 is not from 0 to 13"),
            "14 is more than 13"
        );
        assert_eq!(plain_message("-1 is not from 0 to 13"), "-1 is less than 0");
        assert_eq!(
            plain_message("invalid type: null, expected i64"),
            "required"
        );
        assert_eq!(
            plain_message("the two sides differ"),
            "the two sides differ"
        );
    }

    #[test]
    fn law_paths_map_to_inputs() {
        assert_eq!(
            input_for_law_field(FIELDS, "deals[4].scores[1]").as_deref(),
            Some("d_scores_1")
        );
        assert_eq!(
            input_for_law_field(FIELDS, "deals[4].scores").as_deref(),
            Some("d_scores_0")
        );
        assert_eq!(
            input_for_law_field(FIELDS, "deals[0].trump").as_deref(),
            Some("d_trump")
        );
        assert_eq!(input_for_law_field(FIELDS, "deals[0]"), None);
        assert_eq!(input_for_law_field(FIELDS, "sides"), None);
    }

    /// Honours held by one side only: the other side held none, and the field is kept.
    #[test]
    fn a_per_side_field_filled_for_one_side_reads_the_other_as_none() {
        const PER_SIDE: &[Field] = &[
            Field {
                name: "honours",
                label: "Honours",
                kind: FieldKind::Number { min: 0, max: 5 },
                per_side: true,
                optional: true,
                help: "",
            },
            Field {
                name: "penalty",
                label: "Penalty",
                kind: FieldKind::Choice {
                    choices: &[("tricks", "take three tricks")],
                },
                per_side: true,
                optional: true,
                help: "",
            },
        ];
        let deal = build(
            PER_SIDE,
            2,
            &typed(&[("d_honours_0", "4"), ("d_penalty_1", "tricks")]),
        )
        .unwrap();
        assert_eq!(
            deal,
            serde_json::json!({"honours": [4, 0], "penalty": [null, "tricks"]})
        );
        let wrong = build(PER_SIDE, 2, &typed(&[("d_honours_1", "x")])).unwrap_err();
        assert!(wrong.get("d_honours_1").is_some());
    }
}
