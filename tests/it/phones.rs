//! Every kind of page as a person reads it (issue 12): on a 390-pixel phone without sideways
//! scrolling, and in words, with no book line reference, setting id or JSON outside the
//! "From the book" folds.

use std::process::Command;

use crate::support::TestApp;

/// A club with one of everything, and the address of every kind of page it shows.
pub(crate) fn every_page_kind() -> (TestApp, Vec<String>) {
    let mut app = TestApp::with_director();
    let event = app.post(
        "/events",
        &[
            ("name", "Phone night"),
            ("date", "2026-11-23"),
            ("season", "2026"),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(event.status, 303, "{}", event.body);
    let event = event.location.unwrap();
    let entered = app.post(
        &format!("{event}/boards/1"),
        &[("ns", "1"), ("ew", "1"), ("ns_tricks_new", "7")],
    );
    assert_eq!(entered.status, 303, "{}", entered.body);
    let (table, night) = crate::support::piquet_table_and_night(&mut app);
    let party = app.post(
        "/parties",
        &[
            ("kind", "progressive-euchre"),
            ("name", "Phone euchre"),
            ("date", "2026-11-23"),
            ("ties", "play_off"),
            (
                "guests",
                "Mrs A, lady, 1 A\nMr A, gentleman, 1 A\nMrs B, lady, 1 B\nMr B, gentleman, 1 B\n\
                 Mrs C, lady, 2 A\nMr C, gentleman, 2 A\nMrs D, lady, 2 B\nMr D, gentleman, 2 B",
            ),
        ],
    );
    assert_eq!(party.status, 303, "{}", party.body);
    let party = party.location.unwrap();
    let round = app.post(
        &format!("{party}/round"),
        &[
            ("round", "1"),
            ("t1_winner", "Mrs A"),
            ("t2_winner", "Mrs C"),
        ],
    );
    assert_eq!(round.status, 303, "{}", round.body);
    // Issue 25: a cribbage pad pegged card by card, mid-play.
    let cribbage = crate::support::guest_table(&mut app, "cribbage", &["Ann", "Bob"], &[]);
    let pages = [
        "/".to_owned(),
        format!("/tables/{cribbage}/peg?dealer=1&play=4H+5S+3D"),
        "/members".to_owned(),
        "/events/new".to_owned(),
        event.clone(),
        format!("{event}/boards/1"),
        format!("{event}/entry?round=1&table=1"),
        format!("{event}/standings"),
        format!("{event}/pairs/ns/1/card"),
        format!("{event}/print/schedule"),
        format!("{event}/print/guide-cards"),
        format!("{event}/print/travellers"),
        format!("{event}/print/movement-cards"),
        "/seasons".to_owned(),
        "/seasons/2026".to_owned(),
        "/tables".to_owned(),
        "/tables/new?law=contract-1927".to_owned(),
        table.clone(),
        format!("{table}/deals/1"),
        format!("{table}/sheet"),
        "/nights".to_owned(),
        night,
        "/ledger?season=2026".to_owned(),
        "/parties".to_owned(),
        "/parties/new?kind=progressive-euchre".to_owned(),
        party.clone(),
        format!("{party}/round"),
        format!("{party}/seating"),
        format!("{party}/cards"),
        format!("{party}/standings"),
        format!("{party}/prizes"),
        "/parties/rotations".to_owned(),
        "/ladders".to_owned(),
        "/ladders/tournament".to_owned(),
        "/club".to_owned(),
    ];
    (app, pages.to_vec())
}

/// The page as the director sees it, made to load from a file: its links and stylesheet
/// resolve against the running app.
fn page_file(app: &mut TestApp, path: &str) -> String {
    let reply = app.get(path);
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
    reply
        .body
        .replacen("<head>", &format!("<head><base href=\"{}/\">", app.base), 1)
}

/// Each page in a 390 × 844 frame, laid out by headless Chromium: the document is no wider
/// than the frame, and no table on it scrolls sideways inside its own box (a wide table turns
/// into stacked rows or keeps its key columns). Headless windows are not made narrower than
/// 500 pixels, so the pages are framed at phone size inside one.
#[test]
fn every_page_kind_fits_a_390_pixel_phone() {
    let Some(browser) = ["chromium", "chromium-browser"].into_iter().find(|name| {
        Command::new(name)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    }) else {
        eprintln!("chromium is not installed: phone widths not checked here");
        return;
    };
    let (mut app, pages) = every_page_kind();
    let dir = tempfile::tempdir().unwrap();
    let mut frames = String::new();
    for (i, path) in pages.iter().enumerate() {
        std::fs::write(
            dir.path().join(format!("page{i}.html")),
            page_file(&mut app, path),
        )
        .unwrap();
        frames.push_str(&format!(
            "<iframe src=\"page{i}.html\" style=\"width:390px;height:844px;border:0\"></iframe>\n"
        ));
    }
    let wrapper = format!(
        "<!doctype html><html><body style=\"margin:0\">{frames}<script>\
         window.addEventListener('load', () => {{ const out = document.createElement('pre'); \
         out.id = 'measured'; out.textContent = Array.from(document.querySelectorAll('iframe'))\
         .map(f => f.contentDocument).map(d => d.documentElement.scrollWidth + ' ' \
         + d.documentElement.clientWidth + ' ' + Array.from(d.querySelectorAll('.table-wrap'))\
         .filter(w => w.scrollWidth > w.clientWidth).length).join('\\n'); \
         document.body.appendChild(out); }});</script></body></html>"
    );
    let wrapper_path = dir.path().join("phone.html");
    std::fs::write(&wrapper_path, wrapper).unwrap();
    let profile = tempfile::tempdir().unwrap();
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--allow-file-access-from-files",
            "--window-size=390,844",
            &format!("--user-data-dir={}", profile.path().display()),
            "--dump-dom",
            &format!("file://{}", wrapper_path.display()),
        ])
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&out.stdout);
    let measured = dom
        .split("<pre id=\"measured\">")
        .nth(1)
        .and_then(|rest| rest.split("</pre>").next())
        .unwrap_or_else(|| panic!("no measurement in:\n{dom}"));
    // (the document's width, the frame's, how many of its tables scroll sideways inside it)
    let widths: Vec<(u32, u32, u32)> = measured
        .lines()
        .map(|l| {
            let mut w = l.split(' ').map(|n| n.parse::<u32>().unwrap());
            (w.next().unwrap(), w.next().unwrap(), w.next().unwrap())
        })
        .collect();
    assert_eq!(widths.len(), pages.len(), "{measured}");
    let too_wide: Vec<String> = pages
        .iter()
        .zip(&widths)
        .filter(|(_, (scroll, client, tables))| scroll > client || *tables > 0)
        .map(|(path, (scroll, client, tables))| {
            format!("{path}: {scroll} px in {client}, {tables} table(s) scrolling sideways")
        })
        .collect();
    assert!(
        too_wide.is_empty(),
        "pages wider than a 390-pixel phone:\n{}",
        too_wide.join("\n")
    );
}

/// What a person reads on a page: its text without the "From the book" folds, the tags, the
/// scripts and styles, and the values of the form's fields.
pub(crate) fn visible_text(html: &str) -> String {
    let mut text = html.to_owned();
    for (open, close) in [
        ("<details class=\"book\"", "</details>"),
        ("<style", "</style>"),
        ("<script", "</script>"),
        ("<textarea", "</textarea>"),
    ] {
        while let Some(start) = text.find(open) {
            let end = text[start..]
                .find(close)
                .map_or(text.len(), |e| start + e + close.len());
            text.replace_range(start..end, " ");
        }
    }
    let mut out = String::new();
    let mut in_tag = false;
    for c in text.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&quot;", "\"").replace("&#34;", "\"")
}

/// What the pages must not say outside the book's fold: a line reference ("seed 001",
/// "L6416"), a setting's id (`winners_up`, `take3_short`), a JSON literal, a file of the project,
/// a time as stored (UTC) rather than in the club's time zone.
pub(crate) fn developer_words(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || ",.;:()[]!?\"'“”".contains(c)) {
        let line_ref = word.len() >= 4
            && word.starts_with('L')
            && word[1..].chars().next().is_some_and(|c| c.is_ascii_digit())
            && word[1..]
                .chars()
                .all(|c| c.is_ascii_digit() || c == '–' || c == '-');
        let id = word.contains('_')
            && word
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        // A CSV file's column is what a person types in the file's first line.
        let csv_column = matches!(word, "member_no" | "national_no");
        if line_ref || (id && !csv_column) {
            found.push(word.to_owned());
        }
    }
    // A stored time shown raw ("2026-11-24T16:20:54Z") instead of in the club's time zone.
    let bytes = text.as_bytes();
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    for at in 0..bytes.len() {
        let stamp = (0..4).all(|k| digit(at + k))
            && bytes.get(at + 4) == Some(&b'-')
            && bytes.get(at + 10) == Some(&b'T')
            && bytes.get(at + 13) == Some(&b':');
        if stamp {
            found.push(text[at..(at + 20).min(text.len())].to_owned());
        }
    }
    for needle in ["seed 00", "{\"", "\":", "docs/", ".md"] {
        if let Some(at) = text.find(needle) {
            let from = text[..at]
                .char_indices()
                .rev()
                .nth(40)
                .map_or(0, |(i, _)| i);
            let to = text[at..]
                .char_indices()
                .nth(40)
                .map_or(text.len(), |(i, _)| at + i);
            found.push(text[from..to].to_owned());
        }
    }
    found
}

#[test]
fn no_page_speaks_in_line_references_setting_ids_or_json() {
    let (mut app, pages) = every_page_kind();
    let mut said = Vec::new();
    for path in &pages {
        let reply = app.get(path);
        assert_eq!(reply.status, 200, "{path}");
        for w in developer_words(&visible_text(&reply.body)) {
            said.push(format!("{path}: {w}"));
        }
    }
    assert!(
        said.is_empty(),
        "outside \"From the book\":\n{}",
        said.join("\n")
    );
}

#[test]
fn the_checks_catch_what_they_look_for() {
    let html = "<p>Winners up (seed 001 L6416) winners_up {\"a\": 1} 2026-11-24T16:20:54Z</p>\
                <details class=\"book\"><summary>From the book</summary>take3_short L680</details>";
    let found = developer_words(&visible_text(html));
    assert!(found.iter().any(|w| w == "L6416"), "{found:?}");
    assert!(found.iter().any(|w| w == "winners_up"), "{found:?}");
    assert!(found.iter().any(|w| w.contains("seed 00")), "{found:?}");
    assert!(found.iter().any(|w| w.contains("{\"")), "{found:?}");
    assert!(
        found.iter().any(|w| w.starts_with("2026-11-24T16")),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|w| w.contains("take3_short")),
        "{found:?}"
    );
}
