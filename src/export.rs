//! The one CSV writer every CSV file goes through (each web route's, each `hoyle export`), and
//! USEBIO's XML (`usebio`). Pure: rows in, bytes out. The writer itself defuses every text
//! cell a spreadsheet would run as a formula ([`safe_text`]), so no export can forget it (issue
//! 21: the congress history wrote names raw).

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

/// Writes lines of text cells of any length: a file of several tables one under another (a
/// school's deals, then its balances, then its settlement), each begun by its own header line.
pub fn to_csv_lines(lines: &[Vec<String>]) -> Result<Vec<u8>, csv::Error> {
    to_csv_lines_with_figures(lines, &|_, _| false)
}

/// Like [`to_csv_lines`], but a cell `figure(line, column)` marks is the program's own writing
/// of an amount ("-6s 10d", "-£0.05"): a spreadsheet shows it as written, so it gets no
/// apostrophe though it starts with a minus. The mark is kept only for a cell that could not be
/// a formula doing anything (no call, no reference to another file, no quote); a person's text
/// (a name) must never be marked.
pub fn to_csv_lines_with_figures(
    lines: &[Vec<String>],
    figure: &dyn Fn(usize, usize) -> bool,
) -> Result<Vec<u8>, csv::Error> {
    let mut writer = csv::WriterBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_writer(Vec::new());
    for line in lines {
        writer.write_record(line)?;
    }
    writer.flush()?;
    let written = writer
        .into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))?;
    guarded(written, figure)
}

fn write_rows<R: Serialize>(
    mut writer: csv::Writer<Vec<u8>>,
    rows: &[R],
) -> Result<Vec<u8>, csv::Error> {
    for row in rows {
        writer.serialize(row)?;
    }
    writer.flush()?;
    let written = writer
        .into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))?;
    guarded(written, &|_, _| false)
}

/// The characters a spreadsheet reads at the start of a cell as the start of a formula.
const FORMULA_STARTS: [u8; 6] = [b'=', b'+', b'-', b'@', b'\t', b'\r'];

/// The file with every cell that [`needs_guard`] given a leading apostrophe. Written cells are
/// read back as the `csv` crate wrote them (quotes and all), so the guard sees each cell whole.
fn guarded(written: Vec<u8>, figure: &dyn Fn(usize, usize) -> bool) -> Result<Vec<u8>, csv::Error> {
    // Most files hold no cell that could start a formula: they are kept as written.
    if !written.iter().any(|b| FORMULA_STARTS.contains(b)) {
        return Ok(written);
    }
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(written.as_slice());
    let mut writer = csv::WriterBuilder::new()
        .flexible(true)
        .from_writer(Vec::with_capacity(written.len() + 16));
    let mut record = csv::ByteRecord::new();
    let mut cells = csv::ByteRecord::new();
    let mut line = 0;
    while reader.read_byte_record(&mut record)? {
        cells.clear();
        for (column, cell) in record.iter().enumerate() {
            let kept = figure(line, column) && !cell.iter().any(|b| b"=@(|!\"';\t\r".contains(b));
            match needs_guard(cell) && !kept {
                true => cells.push_field(&[b"'", cell].concat()),
                false => cells.push_field(cell),
            }
        }
        writer.write_byte_record(&cells)?;
        line += 1;
    }
    writer.flush()?;
    writer
        .into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))
}

/// Whether a cell would be run as a formula: it starts with one of [`FORMULA_STARTS`] and is
/// not a plain number (a negative score, `-3` or `-0.50`, stays a number).
fn needs_guard(cell: &[u8]) -> bool {
    let Some(first) = cell.first() else {
        return false;
    };
    if !FORMULA_STARTS.contains(first) {
        return false;
    }
    let digits = match first {
        b'-' | b'+' => &cell[1..],
        _ => return true,
    };
    let mut parts = digits.splitn(2, |b| *b == b'.');
    let whole = parts.next().unwrap_or_default();
    let fraction = parts.next().unwrap_or(b"0");
    let number = |p: &[u8]| !p.is_empty() && p.iter().all(u8::is_ascii_digit);
    !(number(whole) && number(fraction))
}

/// A text cell as the writer leaves it: one a spreadsheet would run as a formula gets a leading
/// apostrophe ([`needs_guard`]). The writer does this to every cell itself; this is for text
/// that reaches a spreadsheet some other way.
pub fn safe_text(s: &str) -> String {
    if needs_guard(s.as_bytes()) {
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
        assert_eq!(safe_text("-3"), "-3");
        assert_eq!(
            safe_text("-2+3+cmd|' /C calc'!A0"),
            "'-2+3+cmd|' /C calc'!A0"
        );
    }

    /// A figure the program wrote ("-6s 10d") is kept as written; a name beside it that starts
    /// like a formula is guarded, and so is a marked cell that could call anything.
    #[test]
    fn marked_figures_keep_their_minus() {
        let lines = vec![
            vec!["-Bob".to_owned(), "-6s 10d".to_owned(), "-82".to_owned()],
            vec![
                "Al".to_owned(),
                "-1+cmd|' /C calc'!A0".to_owned(),
                "7".to_owned(),
            ],
        ];
        let csv = to_csv_lines_with_figures(&lines, &|_, column| column == 1).unwrap_or_default();
        assert_eq!(
            String::from_utf8_lossy(&csv),
            "'-Bob,-6s 10d,-82\nAl,'-1+cmd|' /C calc'!A0,7\n"
        );
        let plain = to_csv_lines(&lines[..1]).unwrap_or_default();
        assert_eq!(String::from_utf8_lossy(&plain), "'-Bob,'-6s 10d,-82\n");
    }

    /// The writer guards every cell itself, whatever the row's type says, and leaves numbers,
    /// quoting and an already guarded cell as they are.
    #[test]
    fn the_writer_guards_every_text_cell() {
        let rows = [
            Row {
                name: "=HYPERLINK(\"x\")",
                score: -3,
            },
            Row {
                name: "@SUM, or \"+1\"",
                score: 4,
            },
            Row {
                name: "'=kept",
                score: 0,
            },
        ];
        let csv =
            String::from_utf8(to_csv_with_header(&["name", "score"], &rows).unwrap_or_default())
                .unwrap_or_default();
        assert_eq!(
            csv,
            "name,score\n\"'=HYPERLINK(\"\"x\"\")\",-3\n\"'@SUM, or \"\"+1\"\"\",4\n'=kept,0\n"
        );
    }
}
