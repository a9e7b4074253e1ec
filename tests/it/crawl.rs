//! Issue 22's acceptance check: every page the app serves, reached from the home page by its
//! own links as four visitors (the director, a scorer, a phone holding a table code, the
//! public), in a club holding one of every kind of thing. Each page must speak to people (no
//! stored timestamp, JSON, setting id or book line outside a "From the book" fold) and, laid out
//! by headless Chromium at 390 px, fit the phone, read at WCAG 2.2 AA contrast and offer targets
//! big enough to tap (see `measure`). Every failure of every page is gathered into one list, so
//! one run shows everything.

use std::collections::{HashMap, HashSet, VecDeque};

use crate::support::{SCORER_PASSWORD, TestApp, add_scorer};

mod measure;

/// One thing wrong on one page: who saw it, where, which check, and the element or words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Failure {
    pub who: &'static str,
    pub page: String,
    pub check: String,
    pub what: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} · {}: {}",
            self.who, self.page, self.check, self.what
        )
    }
}

/// A page as one visitor was served it.
pub(crate) struct Page {
    pub who: &'static str,
    pub path: String,
    pub html: String,
}

/// A failure another branch of issue 22 puts right, met here until that branch is merged: the
/// page's address contains `page`, the check is `check`, and `what` knows the failure's text.
/// The lead deletes each line once its branch is in.
struct Known {
    page: &'static str,
    check: &'static str,
    what: fn(&str) -> bool,
}

const KNOWN: &[Known] = &[
    // A printed traveller is a paper form of ten columns: on a phone each one scrolls inside its
    // own box, and the page itself stays as wide as the phone.
    Known {
        page: "/print/travellers",
        check: "wider than 390 px",
        what: |w| w.starts_with("div.table-wrap") && w.contains("scrolls sideways"),
    },
];

fn known(failure: &Failure) -> bool {
    KNOWN.iter().any(|k| {
        failure.page.contains(k.page) && failure.check == k.check && (k.what)(&failure.what)
    })
}

/// A club with one of every kind of thing (reusing the tests that build each), a scorer, and the
/// table codes a phone would hold: the app, the scorer's cookie and the phone's first pages.
fn club() -> (TestApp, Option<String>, Vec<String>) {
    // A whist Mitchell with a result, a piquet pad and a club night, a euchre party with a
    // round entered.
    let (mut app, _) = crate::phones::every_page_kind();
    let howell = bridge_howell(&mut app);
    // Two more pads: cribbage with a deal entered, a game of frog for four not yet begun.
    let crib = crate::support::guest_table(&mut app, "cribbage", &["Ann", "Bob"], &[]);
    let deal = [("d_dealer", "0"), ("d_total_0", "110"), ("d_total_1", "50")];
    assert_eq!(crate::support::post_deal(&mut app, crib, &deal).status, 303);
    let four = ["Ann", "Bob", "Cat", "Dan"];
    assert!(crate::support::guest_table(&mut app, "frog", &four, &[]) > 0);
    // A school (issue 23): nap with a kitty, a deal entered: its balances, pools, settlement,
    // the join and leave forms, and the printed settlement.
    let kitty = [
        ("s_kitty", "\"dealer\""),
        ("pool_name", "kitty"),
        ("pool_counters", "4"),
    ];
    let nap = crate::support::guest_table(&mut app, "nap", &four, &kitty);
    let call = [("d_caller", "1"), ("d_call", "2"), ("d_made", "on")];
    assert_eq!(crate::support::post_deal(&mut app, nap, &call).status, 303);
    // A euchre pad: its fields' help cites the book (the jambone variation), in the fold.
    assert!(crate::euchre::four_handed(&mut app) > 0);
    let individual = crate::individual::create_individual(&mut app, "8", "matchpoints");
    assert!(individual > 0);
    let teams = crate::teams::team_match(&mut app);
    assert!(teams > 0);
    let congress = congress(&mut app);
    assert!(congress > 0);
    freezeout(&mut app);
    // Something in the Bin: an event made and deleted.
    let gone = crate::support::seven_table_event(&mut app);
    let deleted = app.post(&format!("/events/{gone}/delete"), &[("confirm", "yes")]);
    assert_eq!(deleted.status, 303, "{}", deleted.body);
    // Members, and a bezique game between two of them for the ladder.
    let [ann, bob] = ["Ann Member", "Bob Member"].map(|name| {
        let new = hoyle::db::members::NewMember::new(name, "", "").unwrap();
        let member = hoyle::db::write(&app.pool, |tx| hoyle::db::members::add(tx, &new));
        member.unwrap().id.to_string()
    });
    let game = crate::ladders::table(&mut app, "rubicon-bezique", "2026", &ann, &bob);
    crate::ladders::bezique(&mut app, game, ["1550", "1520"], ["10", "10"]);
    let party = hoyle::db::read(&app.pool, |c| {
        Ok(c.query_row("SELECT max(id) FROM parties", [], |r| r.get::<_, i64>(0))?)
    })
    .unwrap();
    let cards = app.post(&format!("/events/{howell}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    // The first table with a code (a cell without one says why, in words).
    let event_code = cards
        .body
        .split("<td class=\"code\">")
        .skip(1)
        .filter_map(|s| s.split("</td>").next())
        .find(|c| !c.contains('<'))
        .unwrap();
    let party_code = crate::party_codes::party_codes(&mut app, party)
        .into_iter()
        .next()
        .unwrap();
    let phone = vec![
        format!("/t/{}", event_code.replace('-', "")),
        format!("/t/{}", party_code.replace('-', "")),
    ];
    let director = app.cookie();
    assert_eq!(
        add_scorer(&mut app, "Sam Scorer", SCORER_PASSWORD).status,
        200
    );
    let scorer = crate::roles::login(&mut app, "Sam Scorer", SCORER_PASSWORD);
    assert_eq!(scorer.status, 303, "{}", scorer.body);
    let scorer = app.cookie();
    app.set_cookie(director);
    (app, scorer, phone)
}

/// A bridge Howell of five pairs by matchpoints (one pair sits out each round), its first
/// round's slips entered: one contract made, the other boards passed out.
fn bridge_howell(app: &mut TestApp) -> i64 {
    let form = [
        ("name", "Bridge Howell"),
        ("date", "2026-11-27"),
        ("season", "2026"),
        ("game", "bridge"),
        ("pairs", "5"),
        ("boards_per_round", "2"),
        ("rounds", ""),
        ("revoke_rule", "general"),
        ("method", "matchpoints"),
    ];
    let id = crate::support::event_by_offers(app, &form, "howell").1;
    let event = hoyle::db::read(&app.pool, |c| hoyle::db::events::get(c, id)).unwrap();
    let first = event
        .movement()
        .unwrap()
        .schedule()
        .into_iter()
        .next()
        .unwrap();
    for (k, s) in first.tables.iter().enumerate() {
        let mut form = vec![
            ("round".to_owned(), first.round.to_string()),
            ("table".to_owned(), s.table.to_string()),
        ];
        for (i, b) in s.boards.iter().enumerate() {
            if i == 0 {
                form.push((format!("declarer_{b}"), "S".to_owned()));
                form.push((format!("level_{b}"), "2".to_owned()));
                form.push((format!("denomination_{b}"), "spades".to_owned()));
                form.push((format!("tricks_{b}"), (7 + k).to_string()));
            } else {
                form.push((format!("denomination_{b}"), "pass".to_owned()));
            }
            form.push((format!("doubled_{b}"), "no".to_owned()));
        }
        let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let saved = app.post(&format!("/events/{id}/entry"), &form);
        assert_eq!(saved.status, 303, "table {}: {}", s.table, saved.body);
    }
    id
}

/// A freeze-out of twelve at tables of six (issue 24): drawn, one player out with the moves his
/// bust called, the clock started.
fn freezeout(app: &mut TestApp) {
    let names: Vec<String> = (1..=12).map(|i| format!("Player {i}")).collect();
    let made = app.post(
        "/freezeouts",
        &[
            ("name", "Friday freeze-out"),
            ("date", "2026-11-27"),
            ("buy_in", "500"),
            ("chips", "5000"),
            ("table_size", "6"),
            ("prizes", "60%, 40%"),
            ("seed", "7"),
            ("entries", &names.join("\n")),
        ],
    );
    assert_eq!(made.status, 303, "{}", made.body);
    let at = made.location.unwrap();
    for (path, form) in [
        ("draw", vec![]),
        ("out", vec![("player", "Player 3"), ("by", "Player 5")]),
        ("clock", vec![("mark", "start")]),
    ] {
        let done = app.post(&format!("{at}/{path}"), &form);
        assert_eq!(done.status, 303, "{path}: {}", done.body);
    }
}

/// A skat congress of seven players, its first series drawn (two tables' sheets).
fn congress(app: &mut TestApp) -> i64 {
    let made = app.post(
        "/congresses",
        &[
            ("name", "Skat congress"),
            ("date", "2026-11-27"),
            ("rounds", "1"),
            ("prizes", "3"),
            ("seed", "77"),
        ],
    );
    let id = crate::support::created_id(&made, "/congresses/");
    for name in [
        "Brandt", "Claussen", "Dietz", "Engel", "Fuchs", "Graf", "Hahn",
    ] {
        let added = app.post(&format!("/congresses/{id}/players"), &[("name", name)]);
        assert_eq!(added.status, 303, "{}", added.body);
    }
    let drawn = app.post(
        &format!("/congresses/{id}/draw"),
        &[("seed", "1926"), ("confirm", "yes")],
    );
    assert_eq!(drawn.status, 303, "{}", drawn.body);
    // The first sheet by its totals, for the congress's history.
    crate::congress::totals(
        app,
        id,
        1,
        1,
        &[(2, 0, 40), (0, 1, -20), (0, 1, -20), (0, 0, 0)],
    );
    id
}

/// An address's route: past the thing it belongs to (`/events/2`, each met, as each is of its
/// own kind), each segment holding a digit (a board, a pair, a code) becomes `#`, and the query
/// keeps its keys, so board 1 and board 9 of one event are one pattern.
fn pattern(path: &str) -> String {
    let (path, query) = path.split_once('?').unwrap_or((path, ""));
    let mut out: Vec<&str> = path
        .split('/')
        .enumerate()
        .map(|(i, s)| {
            if i > 2 && s.chars().any(|c| c.is_ascii_digit()) {
                "#"
            } else {
                s
            }
        })
        .collect();
    let mut keys: Vec<&str> = query
        .split('&')
        .filter_map(|kv| kv.split('=').next())
        .filter(|k| !k.is_empty())
        .collect();
    keys.sort_unstable();
    out.push("?");
    out.extend(keys);
    out.join("/")
}

/// Each same-site address the page links to (its `href`s), without the fragment.
fn links(html: &str) -> Vec<String> {
    html.split(" href=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(|h| h.replace("&amp;", "&").replace("&#38;", "&"))
        .map(|h| h.split('#').next().unwrap_or_default().to_owned())
        .filter(|h| h.starts_with('/') && !h.starts_with("//"))
        .filter(|h| !h.starts_with("/static/") && h != "/favicon.svg")
        .collect()
}

/// Where each of the page's GET forms goes when sent as shown (a law chosen, a season, a
/// round and table), as a person pressing its button without changing anything.
fn get_forms(html: &str) -> Vec<String> {
    html.split("<form method=\"get\" action=\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .map(|action| {
            let opening = format!("<form method=\"get\" action=\"{action}\"");
            let fields = crate::support::fields_as_shown(html, &opening);
            format!("{action}?{}", serde_html_form::to_string(&fields).unwrap())
        })
        .collect()
}

/// How many addresses of one route a visitor opens: enough to meet a page's variants (a board
/// played and one not), few enough to keep the crawl short.
const PER_PATTERN: usize = 2;

/// Crawls from `starts` as the visitor holding `cookie`: every HTML page reached, and the
/// failures met on the way (a link that does not answer, a page's words).
fn crawl(
    app: &mut TestApp,
    who: &'static str,
    cookie: Option<String>,
    starts: &[String],
) -> (Vec<Page>, Vec<Failure>) {
    app.set_cookie(cookie);
    let mut queue: VecDeque<(String, String)> = starts
        .iter()
        .map(|s| (s.clone(), "start".to_owned()))
        .collect();
    let mut seen: HashSet<String> = HashSet::new();
    let mut per_pattern: HashMap<String, usize> = HashMap::new();
    let (mut pages, mut failures) = (Vec::new(), Vec::new());
    while let Some((path, from)) = queue.pop_front() {
        if !seen.insert(path.clone()) || path.contains("logout") {
            continue;
        }
        let count = per_pattern.entry(pattern(&path)).or_default();
        if *count >= PER_PATTERN {
            continue;
        }
        *count += 1;
        let reply = app.get(&path);
        if reply.status == 303 || reply.status == 302 {
            // A link that sends the visitor on (to log in, to the round being played).
            if let Some(to) = reply.location {
                queue.push_back((to, path));
            }
            continue;
        }
        if reply.status != 200 {
            failures.push(Failure {
                who,
                page: path,
                check: "answers".to_owned(),
                what: format!("{} (linked from {from})", reply.status),
            });
            continue;
        }
        if !reply.content_type.starts_with("text/html") {
            // A download (CSV, USEBIO, JSON, a backup): it answers, and has no links.
            continue;
        }
        for link in links(&reply.body).into_iter().chain(get_forms(&reply.body)) {
            if !seen.contains(&link) {
                queue.push_back((link, path.clone()));
            }
        }
        for what in words(&reply.body) {
            failures.push(Failure {
                who,
                page: path.clone(),
                check: "words".to_owned(),
                what,
            });
        }
        pages.push(Page {
            who,
            path,
            html: reply.body,
        });
    }
    (pages, failures)
}

/// What a page says that a person should not read outside the book's fold: the checks of issue
/// 12's phone test, a stored UTC offset, and a setting written as the laws name it
/// (`code = "1909"`).
pub(crate) fn words(html: &str) -> Vec<String> {
    let text = crate::phones::visible_text(html);
    let mut found = crate::phones::developer_words(&text);
    if text.contains("+00:00") {
        found.push("+00:00".to_owned());
    }
    // A time with the zone letter of a stored UTC stamp ("20:15:07Z"), with or without its date.
    let b = text.as_bytes();
    for at in 3..b.len() {
        let stamp = b[at] == b'Z'
            && b[at - 3] == b':'
            && b[at - 2].is_ascii_digit()
            && b[at - 1].is_ascii_digit()
            && !b.get(at + 1).is_some_and(u8::is_ascii_alphanumeric);
        if stamp {
            let from = (0..=at.saturating_sub(8))
                .rev()
                .find(|&i| text.is_char_boundary(i))
                .unwrap_or(0);
            found.push(text[from..=at].to_owned());
        }
    }
    // A bare stored date ("2026-11-28"): a date is written in words for people.
    for at in 0..b.len().saturating_sub(9) {
        let digits = |r: std::ops::Range<usize>| r.into_iter().all(|i| b[i].is_ascii_digit());
        let date = digits(at..at + 4)
            && b[at + 4] == b'-'
            && digits(at + 5..at + 7)
            && b[at + 7] == b'-'
            && digits(at + 8..at + 10)
            && !(at > 0 && b[at - 1].is_ascii_alphanumeric())
            && !b.get(at + 10).is_some_and(u8::is_ascii_digit);
        if date {
            found.push(text[at..at + 10].to_owned());
        }
    }
    let squeezed: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    // A lot's seed by its number ("seed 2716434465"): the number belongs in the fold.
    for (at, _) in squeezed.match_indices("seed ") {
        let number: String = squeezed[at + 5..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if !number.is_empty() {
            found.push(format!("seed {number}"));
        }
    }
    for id in setting_ids() {
        for written in [format!("{id} = "), format!("{id}=")] {
            if let Some(at) = squeezed.find(&written) {
                let end = squeezed[at..]
                    .char_indices()
                    .nth(40)
                    .map_or(squeezed.len(), |(i, _)| at + i);
                found.push(squeezed[at..end].to_owned());
            }
        }
    }
    found
}

/// Every setting's id, as the laws declare them.
fn setting_ids() -> &'static HashSet<&'static str> {
    static IDS: std::sync::LazyLock<HashSet<&'static str>> = std::sync::LazyLock::new(|| {
        hoyle::laws::registry::all()
            .flat_map(|law| law.settings.iter().map(|s| s.name))
            .collect()
    });
    &IDS
}

#[test]
fn every_page_as_four_visitors_speaks_fits_reads_and_taps() {
    let (mut app, scorer, phone) = club();
    let director = app.cookie();
    let home = vec!["/".to_owned()];
    let mut phone_starts = phone;
    phone_starts.push("/".to_owned());
    let mut pages = Vec::new();
    let mut failures = Vec::new();
    for (who, cookie, starts) in [
        ("director", director, home.clone()),
        ("scorer", scorer, home.clone()),
        ("phone", None, phone_starts),
        ("public", None, home),
    ] {
        let (p, f) = crawl(&mut app, who, cookie, &starts);
        pages.extend(p);
        failures.extend(f);
    }
    // The page for an address that is not there, which no link leads to.
    let missing = app.get("/no/such/page");
    assert_eq!(missing.status, 404);
    pages.push(Page {
        who: "public",
        path: "/no/such/page".to_owned(),
        html: missing.body,
    });
    let patterns: HashSet<String> = pages.iter().map(|p| pattern(&p.path)).collect();
    assert!(
        patterns.len() > 40,
        "the crawl met only {} routes: {patterns:?}",
        patterns.len()
    );
    failures.extend(measure::in_chromium(&app.base, &pages));
    let left: Vec<String> = failures
        .iter()
        .filter(|f| !known(f))
        .map(ToString::to_string)
        .collect();
    assert!(
        left.is_empty(),
        "{} failures over {} pages ({} routes):\n{}",
        left.len(),
        pages.len(),
        patterns.len(),
        left.join("\n")
    );
}

#[test]
fn the_crawl_s_own_checks_catch_what_they_look_for() {
    assert_eq!(pattern("/events/12/boards/3"), "/events/12/boards/#/?");
    assert_eq!(pattern("/ledger?season=2026&x=1"), "/ledger/?/season/x");
    assert_eq!(
        links("<a href=\"/a?b=1&amp;c=2#x\">a</a><a href=\"https://x\">x</a>"),
        vec!["/a?b=1&c=2"]
    );
    assert_eq!(
        get_forms(
            "<form method=\"get\" action=\"/ledger\" class=\"actions\">\
             <select name=\"season\"><option value=\"2026\">2026</option></select></form>"
        ),
        vec!["/ledger?season=2026"]
    );
    let said = words("<p>Laws: code = \"1909\"; at 2026-11-28 20:00:00+00:00</p>");
    assert!(said.iter().any(|w| w.starts_with("code = ")), "{said:?}");
    assert!(said.iter().any(|w| w == "+00:00"), "{said:?}");
    let said = words("<p>Deleted at 20:15:07Z.</p>");
    assert!(said.iter().any(|w| w == "20:15:07Z"), "{said:?}");
    assert!(words("<p>Enter a table code: it is on the card.</p>").is_empty());
    let said = words("<p>2026-11-28 · Progressive euchre · lots drawn from seed 42</p>");
    assert!(said.iter().any(|w| w == "2026-11-28"), "{said:?}");
    assert!(said.iter().any(|w| w == "seed 42"), "{said:?}");
    let folded = "<p>28 Nov 2026</p><input name=\"date\" value=\"2026-11-28\">\
                  <details class=\"book\"><summary>From the book</summary>\
                  <p>Seed 42; seed 001 L10931.</p></details>";
    assert!(words(folded).is_empty(), "{:?}", words(folded));
}
