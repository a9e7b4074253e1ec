//! The crawl's pages as headless Chromium lays them out at 390 px: each page copied to a file
//! (its links and stylesheet still resolving against the running app) and framed, all of one
//! batch in one launch, with a script in the frame page (the app's own pages carry none) that
//! measures every frame and writes what fails into the document. On a machine without Chromium
//! this half says so and finds nothing; the HTTP half of the crawl still runs.

use super::{Failure, Page};

/// Frames per Chromium launch: enough to keep launches few, few enough that one page's trouble
/// does not hide a hundred others.
const BATCH: usize = 40;

/// The checks, run over every frame once all have loaded. Each failure is a line:
/// frame number, tab, check, tab, element (tag, id, classes, first words) and measure.
///
/// - width: the document is no wider than its 390-px frame, and no table scrolls sideways;
/// - contrast (WCAG 2.2 1.4.3): every element's own text against the background it is painted
///   on (the first opaque background among it and its ancestors, the translucent ones laid over
///   it), 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold);
/// - target (2.5.8): every link, button, field and fold's summary at least 24 × 24 px (a box
///   measured with its label, which takes the same tap), except a link inside a sentence and a
///   small target whose 24-px circle touches no other target (the criterion's spacing
///   exception);
/// - main action: a submit button (not one drawn as a link) and a link to a board at least 44 px
///   high on a phone, and on the pages a table code opens, every link outside a sentence too.
const SCRIPT: &str = r#"
addEventListener('load', () => {
  const out = [];
  document.querySelectorAll('iframe').forEach((frame, i) => {
    const d = frame.contentDocument, w = frame.contentWindow;
    if (!d || !d.body) { out.push(i + '\tloads\tno document'); return; }
    const phone = frame.dataset.phone === 'yes';
    const css = e => w.getComputedStyle(e);
    const name = e => {
      let s = e.tagName.toLowerCase();
      if (e.id) s += '#' + e.id;
      if (typeof e.className === 'string' && e.className.trim()) s += '.' + e.className.trim().split(/\s+/).join('.');
      const t = ((e.innerText || e.value || '') + '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return t ? s + ' "' + t + '"' : s;
    };
    const report = (check, e, how) => out.push(i + '\t' + check + '\t' + name(e) + (how ? ' (' + how + ')' : ''));
    const shown = e => e.getClientRects().length > 0 && css(e).visibility !== 'hidden';
    const all = [...d.body.querySelectorAll('*')].filter(shown);

    const width = d.documentElement.clientWidth;
    if (d.documentElement.scrollWidth > width) {
      const past = all.filter(e => e.getBoundingClientRect().right > width + 1);
      const outer = past.filter(e => !past.includes(e.parentElement));
      if (!outer.length) report('wider than 390 px', d.documentElement, d.documentElement.scrollWidth + ' px');
      outer.slice(0, 3).forEach(e => report('wider than 390 px', e, Math.round(e.getBoundingClientRect().right) + ' px'));
    }
    all.filter(e => e.matches('.table-wrap') && e.scrollWidth > e.clientWidth + 1)
      .forEach(e => report('wider than 390 px', e, 'scrolls sideways ' + e.scrollWidth + ' px'));

    const rgba = s => { const m = (s.match(/[\d.]+/g) || []).map(Number); return m.length < 3 ? [0, 0, 0, 0] : [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
    const over = (top, under) => [0, 1, 2].map(k => top[k] * top[3] + under[k] * (1 - top[3])).concat([1]);
    const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
    const background = e => {
      const layers = [];
      for (let n = e; n && n.nodeType === 1; n = n.parentElement) {
        const c = rgba(css(n).backgroundColor);
        if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
      }
      return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    const ownText = e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    all.filter(e => !e.matches('option, script, style') && (ownText(e) || e.matches('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea')))
      .forEach(e => {
        const s = css(e);
        const bg = background(e);
        const fg = over(rgba(s.color), bg);
        const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
        const ratio = (a + 0.05) / (b + 0.05);
        const size = parseFloat(s.fontSize), bold = parseInt(s.fontWeight, 10) >= 700;
        const need = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
        if (ratio < need) report('contrast', e, ratio.toFixed(2) + ':1, ' + s.color + ' on rgb(' + bg.slice(0, 3).map(Math.round).join(', ') + ')');
      });

    const targets = all.filter(e => e.matches('a[href], button, input:not([type=hidden]), select, textarea, summary'));
    const box = e => {
      let r = e.getBoundingClientRect();
      for (const l of e.labels || []) { const q = l.getBoundingClientRect(); if (q.width * q.height > r.width * r.height) r = q; }
      return r;
    };
    const block = e => { let n = e.parentElement; while (n && css(n).display.startsWith('inline')) n = n.parentElement; return n; };
    const inSentence = e => {
      if (!e.matches('a') || !css(e).display.startsWith('inline') || css(e).display === 'inline-block') return false;
      const around = block(e);
      if (!around) return false;
      let rest = around.innerText || '';
      around.querySelectorAll('a, button').forEach(t => { rest = rest.replace(t.innerText, ''); });
      return /[A-Za-z]{2}/.test(rest);
    };
    const boxes = targets.map(box);
    const small = targets.map((e, k) => boxes[k].width < 24 - 0.5 || boxes[k].height < 24 - 0.5);
    const centre = r => [r.left + r.width / 2, r.top + r.height / 2];
    const apart = k => targets.every((_, j) => {
      if (j === k) return true;
      const [x, y] = centre(boxes[k]);
      if (small[j]) { const [u, v] = centre(boxes[j]); return Math.hypot(x - u, y - v) >= 24; }
      const r = boxes[j];
      const dx = Math.max(r.left - x, 0, x - r.right), dy = Math.max(r.top - y, 0, y - r.bottom);
      return Math.hypot(dx, dy) >= 12;
    });
    targets.forEach((e, k) => {
      const r = boxes[k];
      if (small[k] && !inSentence(e) && !apart(k)) report('target under 24 × 24 px', e, Math.round(r.width) + ' × ' + Math.round(r.height));
      const submit = e.matches('button:not([type=button]):not([type=reset]):not(.link), input[type=submit]');
      const phoneLink = (phone && e.matches('main a[href]') && !inSentence(e)) || e.matches('.board-links a');
      if ((submit || phoneLink) && r.height < 44 - 0.5) report('main action under 44 px high', e, Math.round(r.width) + ' × ' + Math.round(r.height));
    });
  });
  const pre = document.createElement('pre');
  pre.id = 'measured';
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
});
"#;

/// Every failure Chromium measures on `pages`, served by the app at `base`.
pub(crate) fn in_chromium(base: &str, pages: &[Page]) -> Vec<Failure> {
    let Some(browser) = crate::browser::chromium() else {
        eprintln!("chromium is not installed: widths, contrast and targets not measured here");
        return Vec::new();
    };
    pages
        .chunks(BATCH)
        .flat_map(|batch| measure_batch(browser, base, batch))
        .collect()
}

fn measure_batch(browser: &str, base: &str, pages: &[Page]) -> Vec<Failure> {
    let dir = tempfile::tempdir().unwrap();
    let mut frames = String::new();
    for (i, page) in pages.iter().enumerate() {
        let html = page
            .html
            .replacen("<head>", &format!("<head><base href=\"{base}/\">"), 1);
        std::fs::write(dir.path().join(format!("page{i}.html")), html).unwrap();
        // The pages a table code opens are the phone's own: their links are its main actions.
        let phone = if page.path.starts_with("/t/") {
            "yes"
        } else {
            "no"
        };
        frames.push_str(&format!(
            "<iframe src=\"page{i}.html\" data-phone=\"{phone}\" \
             style=\"width:390px;height:844px;border:0;display:block\"></iframe>\n"
        ));
    }
    let wrapper = format!(
        "<!doctype html><html><body style=\"margin:0\">{frames}<script>{SCRIPT}</script></body></html>"
    );
    let path = dir.path().join("frames.html");
    std::fs::write(&path, wrapper).unwrap();
    let dom = crate::browser::dom_with(
        browser,
        &format!("file://{}", path.display()),
        &[
            "--hide-scrollbars",
            "--allow-file-access-from-files",
            "--window-size=390,844",
            "--virtual-time-budget=20000",
        ],
    );
    let Some(measured) = dom
        .split("<pre id=\"measured\">")
        .nth(1)
        .and_then(|rest| rest.split("</pre>").next())
    else {
        let first = &pages[0];
        return vec![Failure {
            who: first.who,
            page: format!("{} and {} more", first.path, pages.len() - 1),
            check: "measured".to_owned(),
            what: format!(
                "Chromium wrote no measure: {}",
                dom.chars().take(400).collect::<String>()
            ),
        }];
    };
    measured
        .lines()
        .filter(|l| !l.is_empty())
        .map(|line| {
            let mut parts = line.splitn(3, '\t');
            let i: usize = parts.next().unwrap().parse().unwrap();
            let page = &pages[i];
            Failure {
                who: page.who,
                page: page.path.clone(),
                check: parts.next().unwrap_or_default().to_owned(),
                what: unescape(parts.next().unwrap_or_default()),
            }
        })
        .collect()
}

/// The measure as written into the document, its markup escapes undone.
fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

#[test]
fn the_measures_catch_what_they_look_for() {
    if crate::browser::chromium().is_none() {
        eprintln!("chromium is not installed: the measures not checked here");
        return;
    }
    let app = crate::support::TestApp::spawn();
    let html = "<!doctype html><html><head><link rel=\"stylesheet\" href=\"/static/app.css\"></head>\
        <body><main><p style=\"width:500px\">wide</p>\
        <button class=\"secondary\" style=\"background:#9b1c1c;min-height:0\">Delete deal 1</button>\
        <table><tr><td><a href=\"/a\">1</a> <a href=\"/b\">2</a></td></tr></table>\
        <p>A link <a href=\"/c\">in a sentence</a> is tapped as the sentence allows.</p>\
        </main></body></html>";
    let page = Page {
        who: "public",
        path: "/made-up".to_owned(),
        html: html.to_owned(),
    };
    let found: Vec<String> = in_chromium(&app.base, &[page])
        .iter()
        .map(|f| format!("{}: {}", f.check, f.what))
        .collect();
    let has = |needle: &str| found.iter().any(|f| f.contains(needle));
    assert!(has("wider than 390 px: p"), "{found:#?}");
    assert!(
        has("contrast: button.secondary \"Delete deal 1\""),
        "{found:#?}"
    );
    assert!(has("main action under 44 px high: button"), "{found:#?}");
    assert!(has("target under 24 × 24 px: a \"1\""), "{found:#?}");
    assert!(!has("in a sentence"), "{found:#?}");
}
