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
