//! A table's hands on the round page: the law's deal fields for each hand (drawn by the tables'
//! own `deal_form`, so the party form follows the law), read back into the hands the table
//! played, and the tally `evening::hands` fills in from them. Inputs are named
//! `t{table}_h{hand}_{field}`, each hand's fields under the names the tables' deal form gives
//! them (`tricks`, `points_1`), so a refusal comes back at its input.

use std::collections::HashMap;

use crate::evening::Kind;
use crate::evening::hands::{self, Scorer, Tally};
use crate::party::progression::{PlayedHand, Table, TableResult};
use crate::web::FieldErrors;
use crate::web::tables::deal_form::{self, FieldView, Typed};

/// Blank hands offered beyond those entered: enough for a round at most parties; a table that
/// played more enters them, saves, and gets two more blank rows each time it comes back.
const MORE: usize = 2;

/// A select's choices: (value, label, selected).
pub(super) type Choices = Vec<(String, String, bool)>;

/// One hand's inputs.
pub(super) struct HandRow {
    pub number: usize,
    pub fields: Vec<FieldView>,
    /// Who played alone: the input's name and its choices (value, label, selected).
    pub alone: Option<(String, Choices)>,
    /// The field after which the form asks who played alone (the "Played alone" box).
    pub alone_after: usize,
}

/// The hands of one table on the form.
pub(super) struct HandsView {
    /// The law the hands are scored by, in words.
    pub law: &'static str,
    /// Each field's label and what it means, said once above the hands, in plain words.
    pub help: Vec<(&'static str, String)>,
    pub rows: Vec<HandRow>,
    /// The error not tied to one input (`t{table}_hands`).
    pub error_field: String,
    /// Whether the fold opens: hands were entered or typed.
    pub open: bool,
}

fn prefix(table: u32, k: usize) -> String {
    format!("t{table}_h{k}_")
}

/// The typed values of hand `k`, under the deal form's own names (`d_tricks`).
fn typed_hand(typed: &HashMap<String, String>, table: u32, k: usize) -> Typed {
    let p = prefix(table, k);
    typed
        .iter()
        .filter_map(|(name, v)| Some((format!("d_{}", name.strip_prefix(&p)?), v.clone())))
        .collect()
}

fn any_typed(typed: &Typed) -> bool {
    typed.values().any(|v| !v.trim().is_empty())
}

/// The hands typed for a table: the highest hand number typed, plus one.
fn typed_count(typed: &HashMap<String, String>, table: u32) -> usize {
    let p = format!("t{table}_h");
    typed
        .iter()
        .filter(|(_, v)| !v.trim().is_empty())
        .filter_map(|(name, _)| {
            let rest = name.strip_prefix(&p)?;
            rest.split_once('_')?.0.parse::<usize>().ok()
        })
        .map(|k| k + 1)
        .max()
        .unwrap_or(0)
}

/// How many blank hands a kind offers at first.
fn first_rows(kind: Kind) -> usize {
    match kind {
        // "four hands are played at each table" (seed 001 L10474–10476).
        Kind::SixtyThree => 4,
        // A euchre game to five takes up to nine hands, and play goes on to the bell: six
        // lines ran out at the table (issue 22), and a page without scripts cannot add one.
        Kind::ProgressiveEuchre | Kind::RapidEuchre | Kind::LargeEuchre => 12,
        _ => 6,
    }
}

/// The scorer for a table of the party, if its game takes hands at a table of that size.
pub(super) fn scorer_for(kind: Kind, t: &Table, lone_allowed: bool) -> Option<Scorer> {
    hands::scorer(kind, t.seats.len(), lone_allowed)
}

/// The hands part of a table's form: what was typed, else the hands entered before.
pub(super) fn view(
    kind: Kind,
    t: &Table,
    entered: Option<&TableResult>,
    typed: &HashMap<String, String>,
    lone_allowed: bool,
) -> Option<HandsView> {
    let scorer = scorer_for(kind, t, lone_allowed)?;
    let sides = hands::side_names(&t.seats);
    let stored: &[PlayedHand] = entered.map_or(&[], |r| r.hands.as_slice());
    let typed_n = typed_count(typed, t.table);
    let shown = typed_n.max(stored.len());
    let rows = (shown + MORE).max(first_rows(kind));
    let from_form = typed_n > 0
        || typed
            .keys()
            .any(|k| k.starts_with(&format!("t{}_", t.table)));
    let rows = (0..rows)
        .map(|k| {
            let p = prefix(t.table, k);
            let (mut values, alone) = match (from_form, stored.get(k)) {
                (false, Some(h)) => (
                    deal_form::typed_from_deal(&scorer.fields, &h.deal),
                    h.alone.clone().unwrap_or_default(),
                ),
                _ => (
                    typed_hand(typed, t.table, k),
                    typed
                        .get(&format!("{p}alone_player"))
                        .cloned()
                        .unwrap_or_default(),
                ),
            };
            values.remove("d_alone_player");
            let mut fields = deal_form::views(&scorer.fields, &sides, &values);
            for f in &mut fields {
                for i in &mut f.inputs {
                    i.name = format!("{p}{}", i.name.trim_start_matches("d_"));
                    // A blank hand is no hand: nothing is required until something is typed.
                    i.required = false;
                    if i.kind == "select" && !i.options.first().is_some_and(|o| o.0.is_empty()) {
                        i.options.insert(0, (String::new(), "—".to_owned(), false));
                    }
                }
            }
            let alone = scorer.lone.then(|| {
                let choices = t
                    .seats
                    .iter()
                    .map(|s| (s.clone(), s.clone(), *s == alone))
                    .collect();
                (format!("{p}alone_player"), choices)
            });
            HandRow {
                number: k + 1,
                fields,
                alone,
                alone_after: scorer
                    .fields
                    .iter()
                    .position(|f| f.name == "alone")
                    .unwrap_or(usize::MAX),
            }
        })
        .collect();
    Some(HandsView {
        law: scorer.law.name,
        help: scorer
            .fields
            .iter()
            .map(|f| (f.label, plain_help(f.help)))
            .collect(),
        rows,
        error_field: format!("t{}_hands", t.table),
        open: !stored.is_empty() || typed_n > 0,
    })
}

/// The hands typed for a table and the tally they make; `None` when no hand was typed. A
/// refusal is noted at its input (or at `t{table}_hands`), in the words of the form.
pub(super) fn parse(
    kind: Kind,
    t: &Table,
    typed: &HashMap<String, String>,
    lone_allowed: bool,
    errors: &mut FieldErrors,
) -> Option<(Vec<PlayedHand>, Option<Tally>)> {
    let scorer = scorer_for(kind, t, lone_allowed)?;
    let n = typed_count(typed, t.table);
    let cols = hands::columns(t.seats.len());
    let mut played = Vec::new();
    let mut numbers = Vec::new();
    for k in 0..n {
        let values = typed_hand(typed, t.table, k);
        if !any_typed(&values) {
            continue;
        }
        let p = prefix(t.table, k);
        let alone = values
            .get("d_alone_player")
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty());
        match deal_form::build(&scorer.fields, cols, &values) {
            Ok(deal) => played.push(PlayedHand { deal, alone }),
            Err(e) => {
                for (name, message) in e.0 {
                    let label = scorer
                        .fields
                        .iter()
                        .find(|f| {
                            name.strip_prefix("d_").is_some_and(|r| {
                                r == f.name || r.starts_with(&format!("{}_", f.name))
                            })
                        })
                        .map_or("", |f| f.label);
                    errors.add(
                        format!("{p}{}", name.trim_start_matches("d_")),
                        format!("Hand {}, {}: {message}", k + 1, lower(label)),
                    );
                }
            }
        }
        numbers.push(k);
    }
    if numbers.is_empty() {
        return None;
    }
    if played.len() < numbers.len() {
        return Some((played, None));
    }
    match hands::tally(&scorer, &t.seats, &played) {
        Ok(tally) => Some((played, Some(tally))),
        Err(e) => {
            // The law counts the hands entered; the form numbers its rows, blanks and all.
            let message = match hand_index(&e.field).and_then(|i| Some((i, *numbers.get(i)?))) {
                Some((i, k)) => {
                    e.message
                        .replacen(&format!("Hand {}", i + 1), &format!("Hand {}", k + 1), 1)
                }
                None => e.message.clone(),
            };
            errors.add(input_for(&scorer, t.table, &numbers, &e.field), message);
            Some((played, None))
        }
    }
}

/// A field's help without the book's line references and the extraction's marks: the page
/// speaks to the players, and the law's document keeps the references ("the jambone variation
/// (seed 001 L5958–5965): 8 for the march" → "the jambone variation: 8 for the march").
fn plain_help(help: &str) -> String {
    let reference = |inside: &str| {
        inside.contains("seed ")
            || inside.split(|c: char| !c.is_alphanumeric()).any(|w| {
                w.len() >= 2 && w.starts_with('L') && w[1..].chars().all(|c| c.is_ascii_digit())
            })
            || matches!(inside, "AMBIG" | "INFER" | "GAP" | "OCR")
    };
    let mut out = String::new();
    let mut rest = help;
    while let Some(open) = rest.find(['(', '[']) {
        let close = if rest[open..].starts_with('(') {
            ')'
        } else {
            ']'
        };
        let Some(len) = rest[open..].find(close) else {
            break;
        };
        let inside = &rest[open + 1..open + len];
        if reference(inside) {
            out.push_str(rest[..open].trim_end());
        } else {
            out.push_str(&rest[..=open + len]);
        }
        rest = &rest[open + len + 1..];
    }
    out.push_str(rest);
    out
}

fn hand_index(field: &str) -> Option<usize> {
    field
        .strip_prefix("hands[")?
        .split_once(']')?
        .0
        .parse()
        .ok()
}

fn lower(label: &str) -> String {
    let mut chars = label.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The input a refusal of `hands[i].field` concerns; the i-th hand entered is hand
/// `numbers[i]` of the form (blank rows between are skipped).
fn input_for(scorer: &Scorer, table: u32, numbers: &[usize], field: &str) -> String {
    let whole = format!("t{table}_hands");
    let Some(rest) = field.strip_prefix("hands[") else {
        return whole;
    };
    let Some((i, path)) = rest.split_once("].") else {
        return whole;
    };
    let Some(&k) = i.parse::<usize>().ok().and_then(|i| numbers.get(i)) else {
        return whole;
    };
    if path == "alone_player" {
        return format!("{}alone_player", prefix(table, k));
    }
    deal_form::input_for_law_field(&scorer.fields, &format!("deals[0].{path}"))
        .map_or(whole, |name| {
            format!("{}{}", prefix(table, k), name.trim_start_matches("d_"))
        })
}

/// A table's result from its hands: the points, the winner and the lone hands filled in from
/// the tally, the hands kept with it. Bare points or lone hands typed beside the hands must be
/// what the hands give (a form sent back as it was shown carries both), else they are refused;
/// a bare winner stands only where the hands leave a tie, for the cut, and must otherwise agree
/// with them.
pub(super) fn result_of(
    t: &Table,
    played: Vec<PlayedHand>,
    tally: Option<Tally>,
    bare: &Bare,
    winner: Option<&str>,
    stays: Option<&str>,
    errors: &mut FieldErrors,
) -> TableResult {
    let field = |what: &str| format!("t{}_{what}", t.table);
    let agrees = tally
        .as_ref()
        .is_some_and(|tally| bare.agrees_with(t, tally));
    if !bare.is_empty() && !agrees {
        errors.add(
            field("points"),
            "the hands give the points and lone hands: leave these blank, or clear the hands",
        );
    }
    let mut result = TableResult {
        table: t.table,
        stays: stays.map(str::to_owned),
        hands: played,
        ..TableResult::default()
    };
    let Some(tally) = tally else {
        return result;
    };
    let side = |name: &str| {
        let seat = t.seats.iter().position(|s| s == name)?;
        Some(seat / (t.seats.len() / hands::columns(t.seats.len()).max(1)))
    };
    // At a table of three or five the hands' high player progresses whatever the cut says, so
    // "Won" there is only the cut's winner where the progress line is tied (five hundred) and
    // the hands' own winner is not entered for it (a three-hand euchre foot names who stays).
    let each_for_himself = t.seats.len() == 3 || t.seats.len() == 5;
    result.winner = match (&tally.winner, winner) {
        (_, typed) if each_for_himself => typed.map(str::to_owned),
        (Some(won), Some(typed)) if side(won) != side(typed) => {
            errors.add(
                field("winner"),
                format!(
                    "the hands give the game to {won}{}; leave \u{201c}Won\u{201d} blank or enter the hands again",
                    if hands::columns(t.seats.len()) == 2 {
                        "'s side"
                    } else {
                        ""
                    }
                ),
            );
            None
        }
        (Some(won), _) => Some(won.clone()),
        (None, typed) => typed.map(str::to_owned),
    };
    result.points = Some(tally.points);
    result.lone_hands = tally.lone_hands;
    result
}

/// The points and lone hands typed beside a table's hands, as text, by position: a side's (or
/// a hand's) points, and each seat's lone hands.
#[derive(Default)]
pub(super) struct Bare {
    pub(super) points: Vec<Option<String>>,
    pub(super) lone: Vec<Option<String>>,
}

impl Bare {
    fn is_empty(&self) -> bool {
        self.points.iter().chain(&self.lone).all(Option::is_none)
    }

    /// Whether every figure typed is the one the hands give: blank or equal passes.
    fn agrees_with(&self, t: &Table, tally: &Tally) -> bool {
        let same = |typed: &Option<String>, given: i64| {
            typed
                .as_deref()
                .is_none_or(|s| s.trim().parse::<i64>() == Ok(given))
        };
        let points = self
            .points
            .iter()
            .enumerate()
            .all(|(j, typed)| same(typed, tally.points.get(j).copied().unwrap_or(0)));
        let lone = self.lone.iter().enumerate().all(|(j, typed)| {
            let given = t
                .seats
                .get(j)
                .and_then(|name| tally.lone_hands.get(name))
                .copied()
                .unwrap_or(0);
            same(typed, i64::from(given))
        });
        points && lone
    }
}

#[cfg(test)]
mod tests {
    use super::plain_help;

    #[test]
    fn help_is_said_without_the_books_references() {
        assert_eq!(
            plain_help("the jambone variation (seed 001 L5958–5965): 8 for the march"),
            "the jambone variation: 8 for the march"
        );
        assert_eq!(
            plain_help("four hands (L10474–10476) [GAP], or (as agreed) more"),
            "four hands, or (as agreed) more"
        );
        assert_eq!(plain_help("blank when nobody bid"), "blank when nobody bid");
    }
}
