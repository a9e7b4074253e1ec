//! What a deal is entered with, as the web form and `hoyle score` both send it: a flat object
//! whose keys are the law's [`Field`]s. Each is checked here so a refusal names its field.

use serde::Deserialize;

use super::engine::{Deal, HONOURS, Revokes, TRICKS};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, from_value};

const TRICK_COUNT: FieldKind = FieldKind::Number {
    min: 0,
    max: TRICKS,
};

pub const TRICKS_FIELD: Field = Field {
    name: "tricks",
    label: "Tricks",
    kind: TRICK_COUNT,
    per_side: true,
    optional: false,
    help: "tricks one side won, as played (before any revoke penalty); the other side's follow, \
           13 less",
};

pub const HONOURS_FIELD: Field = Field {
    name: "honours",
    label: "Honours",
    kind: FieldKind::Number {
        min: 0,
        max: HONOURS,
    },
    per_side: true,
    optional: true,
    help: "ace, king, queen and knave of trumps each side held and claimed at the end of the hand; only three or four score",
};

pub const CALLED_FIELD: Field = Field {
    name: "called",
    label: "Honours called at eight",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "a side at eight called and showed its honours before the hand was played; enter no tricks",
};

pub const TAKE3_FIELD: Field = Field {
    name: "revokes_take3",
    label: "Revokes: three tricks taken",
    kind: TRICK_COUNT,
    per_side: true,
    optional: true,
    help: "revokes this side made for which the adversaries took three of its tricks",
};

pub const DEDUCT3_FIELD: Field = Field {
    name: "revokes_deduct3",
    label: "Revokes: three points deducted",
    kind: TRICK_COUNT,
    per_side: true,
    optional: true,
    help: "revokes this side made for which the adversaries deducted three from its score",
};

pub const ADD3_FIELD: Field = Field {
    name: "revokes_add3",
    label: "Revokes: three points added",
    kind: TRICK_COUNT,
    per_side: true,
    optional: true,
    help: "revokes this side made for which the adversaries added three to their own score",
};

pub const TWO_TRICKS_FIELD: Field = Field {
    name: "revokes",
    label: "Revokes",
    kind: TRICK_COUNT,
    per_side: true,
    optional: true,
    help: "revokes this side made; each gives the adversaries two of its tricks",
};

pub const ABANDONED_FIELD: Field = Field {
    name: "abandoned",
    label: "Hands abandoned",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "all four players threw their cards face up; a revoke is then punished by three points only",
};

pub const VOID_FIELD: Field = Field {
    name: "void",
    label: "Void (imperfect pack)",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "the pack was proved imperfect: the hand is null and scores nothing",
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    /// One side's tricks may be left null: the other side's follow (13 less).
    tricks: Option<Vec<Option<i64>>>,
    honours: Option<Vec<i64>>,
    #[serde(default)]
    called: bool,
    revokes_take3: Option<Vec<i64>>,
    revokes_deduct3: Option<Vec<i64>>,
    revokes_add3: Option<Vec<i64>>,
    revokes: Option<Vec<i64>>,
    #[serde(default)]
    abandoned: bool,
    #[serde(default)]
    void: bool,
}

/// Reads deal `index` as the law with these `fields` takes it.
pub fn read_deal(
    fields: &[Field],
    index: usize,
    value: &serde_json::Value,
) -> Result<Deal, LawError> {
    let at = |field: &str| format!("deals[{index}].{field}");
    let serde_json::Value::Object(object) = value else {
        return Err(LawError::new(
            format!("deals[{index}]"),
            "a deal is an object of its fields",
        ));
    };
    for key in object.keys() {
        if !fields.iter().any(|f| f.name == key) {
            let names: Vec<&str> = fields.iter().map(|f| f.name).collect();
            return Err(LawError::new(
                at(key),
                format!(
                    "not entered under this law; its fields are {}",
                    names.join(", ")
                ),
            ));
        }
    }
    let entry: Entry = from_value(&format!("deals[{index}]"), value)?;
    let per_side =
        |name: &str, values: &Option<Vec<i64>>, max: i64| -> Result<[i64; 2], LawError> {
            let Some(values) = values else {
                return Ok([0, 0]);
            };
            let [a, b] = values.as_slice() else {
                return Err(LawError::new(
                    at(name),
                    format!("{} numbers; one for each of the two sides", values.len()),
                ));
            };
            for (j, &n) in [*a, *b].iter().enumerate() {
                if !(0..=max).contains(&n) {
                    return Err(LawError::new(
                        at(&format!("{name}[{j}]")),
                        format!("{n} is not from 0 to {max}"),
                    ));
                }
            }
            Ok([*a, *b])
        };
    let tricks = match &entry.tricks {
        None => None,
        Some(given) => {
            let given = match given.as_slice() {
                // One side's tricks given: the other side's follow.
                [Some(a), None] => vec![*a, TRICKS - (*a).clamp(0, TRICKS)],
                [None, Some(b)] => vec![TRICKS - (*b).clamp(0, TRICKS), *b],
                [None, None] => {
                    return Err(LawError::new(
                        at("tricks"),
                        "give the tricks one side won (the other side's follow)",
                    ));
                }
                other => other.iter().map(|t| t.unwrap_or(0)).collect(),
            };
            let t = per_side("tricks", &Some(given), TRICKS)?;
            if t[0] + t[1] != TRICKS {
                return Err(LawError::new(
                    at("tricks"),
                    format!(
                        "{} + {} = {}; the two sides' tricks make 13",
                        t[0],
                        t[1],
                        t[0] + t[1]
                    ),
                ));
            }
            Some(t)
        }
    };
    let honours = per_side("honours", &entry.honours, HONOURS)?;
    if honours[0] >= 3 && honours[1] >= 3 {
        return Err(LawError::new(
            at("honours"),
            "both sides claim honours; only one side can hold three or four",
        ));
    }
    if honours[0] + honours[1] > HONOURS {
        return Err(LawError::new(
            at("honours"),
            format!(
                "{} + {} honours; there are only four",
                honours[0], honours[1]
            ),
        ));
    }
    let take3 = per_side("revokes_take3", &entry.revokes_take3, TRICKS)?;
    let deduct3 = per_side("revokes_deduct3", &entry.revokes_deduct3, TRICKS)?;
    let add3 = per_side("revokes_add3", &entry.revokes_add3, TRICKS)?;
    let two_tricks = per_side("revokes", &entry.revokes, TRICKS)?;
    if entry.abandoned && take3 != [0, 0] {
        return Err(LawError::new(
            at("revokes_take3"),
            "with the hands abandoned the claimants may add three or deduct three, not take tricks (Law 59 of 1884, 62 of 1900)",
        ));
    }
    let revokes = [0, 1].map(|s| Revokes {
        take3: take3[s],
        deduct3: deduct3[s],
        add3: add3[s],
        two_tricks: two_tricks[s],
    });
    if entry.called && revokes.iter().any(|r| r.count() > 0) {
        return Err(LawError::new(
            at("called"),
            "a hand ended by calling honours is not played, so nobody can revoke in it",
        ));
    }
    if !entry.void && !entry.called && tricks.is_none() {
        return Err(LawError::new(
            at("tricks"),
            "the tricks each side won are needed",
        ));
    }
    Ok(Deal {
        void: entry.void,
        abandoned: entry.abandoned,
        called: entry.called,
        tricks,
        honours,
        revokes,
    })
}
