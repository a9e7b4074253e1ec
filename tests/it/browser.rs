//! The pages as a browser renders them: Debian's headless Chromium loads each page from the
//! running app and we read back the DOM it built. `.ci/run` installs Chromium; on a machine
//! without it these tests say so and pass, since the HTTP tests still cover the markup.

use std::process::Command;

use crate::support::TestApp;

pub fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"].into_iter().find(|name| {
        Command::new(name)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// The DOM of `url` after Chromium has loaded it and applied the stylesheet.
fn dump_dom(browser: &str, url: &str) -> String {
    dom_with(browser, url, &[])
}

/// The same, with Chromium's `extra` switches (a window size, a time budget).
fn dom_with(browser: &str, url: &str, extra: &[&str]) -> String {
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
            &format!("--user-data-dir={}", profile.path().display()),
        ])
        .args(extra)
        .args(["--dump-dom", url])
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn public_pages_render_in_chromium() {
    let Some(browser) = chromium() else {
        eprintln!("chromium is not installed: browser rendering not checked here");
        return;
    };
    let mut app = TestApp::with_director();
    let created = app.post(
        "/events",
        &[
            ("name", "Browser night"),
            ("date", "2026-11-23"),
            ("season", ""),
            ("game", "whist"),
            ("tables", "3"),
            ("boards_per_round", "2"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(created.status, 303, "{}", created.body);
    let event = created.location.unwrap();
    for (path, expect) in [
        ("/".to_owned(), "Hoyle"),
        (event.clone(), "Browser night"),
        (format!("{event}/print/schedule"), "Browser night"),
        (format!("{event}/print/guide-cards"), "Table 3"),
        (format!("{event}/print/travellers"), "Board 6"),
        (format!("{event}/print/movement-cards"), "E-W"),
        ("/no/such/page".to_owned(), "error-title"),
    ] {
        let dom = dump_dom(browser, &format!("{}{path}", app.base));
        assert!(dom.contains("</html>"), "{path}: no document:\n{dom}");
        assert!(dom.contains(expect), "{path}: {expect:?} not in:\n{dom}");
    }
}

#[test]
fn table_and_night_pages_render_in_chromium() {
    let Some(browser) = chromium() else {
        eprintln!("chromium is not installed: browser rendering not checked here");
        return;
    };
    let mut app = TestApp::with_director();
    let (table, night) = crate::support::piquet_table_and_night(&mut app);
    for (path, expect) in [
        (table.clone(), "Deal history"),
        ("/tables".to_owned(), "Tables of play"),
        (night.clone(), "Ledger"),
        ("/ledger?season=2026".to_owned(), "Season ledger 2026"),
    ] {
        let dom = dump_dom(browser, &format!("{}{path}", app.base));
        assert!(dom.contains("</html>"), "{path}: no document:\n{dom}");
        assert!(dom.contains(expect), "{path}: {expect:?} not in:\n{dom}");
    }
}

#[test]
fn party_pages_render_in_chromium() {
    let Some(browser) = chromium() else {
        eprintln!("chromium is not installed: browser rendering not checked here");
        return;
    };
    let mut app = TestApp::with_director();
    let created = app.post(
        "/parties",
        &[
            ("kind", "progressive-euchre"),
            ("name", "Browser euchre"),
            ("date", "2026-11-23"),
            (
                "guests",
                "Mrs A, lady, 1 A\nMr A, gentleman, 1 A\nMrs B, lady, 1 B\nMr B, gentleman, 1 B\n\
                 Mrs C, lady, 2 A\nMr C, gentleman, 2 A\nMrs D, lady, 2 B\nMr D, gentleman, 2 B",
            ),
        ],
    );
    assert_eq!(created.status, 303, "{}", created.body);
    let party = created.location.unwrap();
    for (path, expect) in [
        (format!("{party}/seating"), "Table 2"),
        (format!("{party}/cards"), "Tallies"),
        (format!("{party}/standings"), "Mrs D"),
    ] {
        let dom = dump_dom(browser, &format!("{}{path}", app.base));
        assert!(dom.contains("</html>"), "{path}: no document:\n{dom}");
        assert!(dom.contains(expect), "{path}: {expect:?} not in:\n{dom}");
    }
}

/// `html` (a page the app served) as Chromium lays it out `width` px wide, with a script that
/// writes into the page's title which of `selector`'s elements are wider than their box (the
/// app's own pages carry no script; this copy does, for the measure only).
fn overflowing(browser: &str, base: &str, html: &str, width: u32, selector: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("page.html");
    let measure = format!(
        "<script>addEventListener('load', () => {{ const wide = [...document.querySelectorAll('{selector}')]\
         .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.id || e.className); \
         document.title = 'wide:' + wide.join(',') + ':page:' + (document.documentElement.scrollWidth > innerWidth); }});</script>"
    );
    let html = html
        .replacen("<head>", &format!("<head><base href=\"{base}/\">"), 1)
        .replacen("</body>", &format!("{measure}</body>"), 1);
    std::fs::write(&page, html).unwrap();
    let window = format!("--window-size={width},1200");
    let dom = dom_with(
        browser,
        &format!("file://{}", page.display()),
        &["--hide-scrollbars", &window, "--virtual-time-budget=3000"],
    );
    crate::support::between(&dom, "<title>", "</title>").to_owned()
}

/// Issue 22 item 1: the table codes on the guide cards stay inside their cards, on a laptop
/// and on a phone, and the page is no wider than the phone.
#[test]
fn table_codes_fit_their_guide_cards() {
    let Some(browser) = chromium() else {
        eprintln!("chromium is not installed: browser rendering not checked here");
        return;
    };
    let mut app = TestApp::with_director();
    let id = crate::support::seven_table_event(&mut app);
    let cards = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    assert!(cards.body.contains("class=\"cards with-codes\""));
    for width in [1280, 390] {
        let title = overflowing(browser, &app.base, &cards.body, width, ".card");
        assert_eq!(title, "wide::page:false", "at {width} px");
    }
}
