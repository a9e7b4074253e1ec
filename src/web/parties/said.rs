//! What a party round's save says at the top of the next page (`web::flash`): the tables it
//! saved with their results, or each refusal linked to its field and named as the form labels
//! it ("Table 3, points").

use crate::party::progression::TableResult;
use crate::web::FieldErrors;

/// "Round 2 saved: table 3, 7 points to 5; table 4, won by Mrs Hale's side."
pub(super) fn tables_saved(round: u32, results: &[TableResult]) -> String {
    let tables: Vec<String> = results
        .iter()
        .map(|r| {
            let what = match (&r.points, &r.winner) {
                (Some(points), _) if !points.is_empty() => {
                    let shown: Vec<String> = points.iter().map(i64::to_string).collect();
                    format!("{} points", shown.join(" to "))
                }
                (_, Some(winner)) => format!("won by {winner}'s side"),
                _ => "entered".to_owned(),
            };
            format!("table {}, {what}", r.table)
        })
        .collect();
    format!("Round {round} saved: {}.", tables.join("; "))
}

/// Each field of a table (`t3_points`) as its label reads on the round's form.
fn label(what: &str) -> &'static str {
    match what {
        "winner" => "Who won",
        "points" => "Points",
        "stays" => "Who stays",
        "lone_hands" => "Lone hands",
        "hands" => "Hands played",
        _ => "",
    }
}

/// Notes a round's refusals for the top of the page, each linked to its message at the field.
pub(super) fn round_refused(errors: &FieldErrors) {
    crate::web::flash::refused(errors, |field| {
        let id = format!("error-{field}");
        let named = field
            .strip_prefix('t')
            .and_then(|rest| rest.split_once('_'))
            .filter(|(table, _)| table.parse::<u32>().is_ok());
        match named {
            Some((table, what)) => match label(what) {
                "" => (id, format!("Table {table}")),
                l => (id, format!("Table {table}, {l}")),
            },
            None => (id, String::new()),
        }
    });
}
