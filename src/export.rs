//! CSV writers, and USEBIO's XML (`usebio`). Pure: rows in, bytes out.

pub mod usebio;

use serde::Serialize;

/// Writes `rows` as UTF-8 CSV with a header row taken from the row type's field names.
pub fn to_csv<R: Serialize>(rows: &[R]) -> Result<Vec<u8>, csv::Error> {
    write_rows(csv::Writer::from_writer(Vec::new()), rows)
}

/// Like [`to_csv`] but the header row is given, so a file with no rows still says what its
/// columns are. `header` must name the row type's fields in order.
pub fn to_csv_with_header<R: Serialize>(
    header: &[&str],
    rows: &[R],
) -> Result<Vec<u8>, csv::Error> {
    let mut writer = csv::WriterBuilder::new()
        .has_headers(false)
        .from_writer(Vec::new());
    writer.write_record(header)?;
    write_rows(writer, rows)
}

fn write_rows<R: Serialize>(
    mut writer: csv::Writer<Vec<u8>>,
    rows: &[R],
) -> Result<Vec<u8>, csv::Error> {
    for row in rows {
        writer.serialize(row)?;
    }
    writer.flush()?;
    writer
        .into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))
}

/// Text cells a spreadsheet would run as a formula get a leading apostrophe. Scores never pass
/// through here: a negative score is a number, not a formula.
pub fn safe_text(s: &str) -> String {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_owned()
    }
}

/// Why an event cannot be written as USEBIO, if it cannot: an individual (USEBIO 1.2 has an
/// individual event type, but Hoyle writes its pairs events only, and an individual's players
/// written as pairs would misreport every partnership).
pub fn usebio_refusal(event: &crate::db::events::Event) -> Option<String> {
    event.is_individual().then(|| {
        "an individual event is not written as USEBIO here (only pairs events are); \
         use the standings and results CSV instead"
            .to_owned()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Row<'a> {
        name: &'a str,
        score: i64,
    }

    #[test]
    fn writes_header_and_rows() {
        let csv = to_csv(&[
            Row {
                name: "Mrs. A",
                score: -3,
            },
            Row {
                name: "B, C",
                score: 4,
            },
        ])
        .unwrap_or_default();
        assert_eq!(
            String::from_utf8_lossy(&csv),
            "name,score\nMrs. A,-3\n\"B, C\",4\n"
        );
    }

    #[test]
    fn defuses_formulas_in_text() {
        assert_eq!(safe_text("=SUM(A1)"), "'=SUM(A1)");
        assert_eq!(safe_text("Ann"), "Ann");
    }
}
