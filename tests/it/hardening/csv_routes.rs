//! Issue 21: one CSV writer for every export. Every CSV route the app serves, found in the
//! route table's source so that a new one cannot be missed, is fetched from a club with one of
//! everything and names made to look like formulas; no cell may reach a spreadsheet as one.

use std::collections::BTreeSet;

/// Every CSV route in the web layer's source, as registered (`/events/{id}/standings.csv`).
fn csv_routes_in_source() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, found: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for literal in text.split('"').skip(1).step_by(2) {
                    if literal.starts_with('/')
                        && (literal.ends_with(".csv") || literal.ends_with("/csv"))
                    {
                        found.insert(literal.to_owned());
                    }
                }
            }
        }
    }
    let mut found = BTreeSet::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web"),
        &mut found,
    );
    found
}

/// A path as its route is written: numbers as `{id}`, a season's label as `{label}`.
fn route_of(path: &str) -> String {
    let path = path.split('?').next().unwrap_or_default();
    let parts: Vec<String> = path
        .split('/')
        .enumerate()
        .map(|(i, part)| {
            let (stem, ext) = part.split_once('.').unwrap_or((part, ""));
            let shape = if i == 2 && path.starts_with("/seasons/") {
                "{label}"
            } else if i == 4 && path.starts_with("/events/") && path.contains("/teams/") {
                "{team}"
            } else if !stem.is_empty() && stem.bytes().all(|b| b.is_ascii_digit()) {
                "{id}"
            } else {
                stem
            };
            match ext {
                "" => shape.to_owned(),
                ext => format!("{shape}.{ext}"),
            }
        })
        .collect();
    parts.join("/")
}

/// Whether a spreadsheet would run `cell` as a formula: it starts with `=`, `+`, `-`, `@`, a tab
/// or a carriage return and is not a plain number, nor an amount of money the program wrote in
/// words ("-6s 10d", "-£1 0s 6d", "-€0.05": a school's CSV, issue 23), which calls nothing.
fn runs_as_formula(cell: &str) -> bool {
    let Some(first) = cell.chars().next() else {
        return false;
    };
    let money = cell.strip_prefix('-').is_some_and(|rest| {
        rest.starts_with(|c: char| c.is_ascii_digit() || "£$€½¼¾".contains(c))
            && rest
                .chars()
                .all(|c| c.is_ascii_digit() || " sd./½¼¾£$€".contains(c))
    });
    if money {
        return false;
    }
    if !"=+-@\t\r".contains(first) {
        return false;
    }
    let rest = &cell[1..];
    !(matches!(first, '-' | '+')
        && !rest.is_empty()
        && rest
            .split_once('.')
            .map_or(rest.bytes().all(|b| b.is_ascii_digit()), |(w, f)| {
                !w.is_empty()
                    && !f.is_empty()
                    && w.bytes().all(|b| b.is_ascii_digit())
                    && f.bytes().all(|b| b.is_ascii_digit())
            }))
}

#[test]
fn every_csv_route_writes_names_that_look_like_formulas_as_text() {
    let (mut app, mut pages) = crate::phones::every_page_kind();
    let formulas = ["=HYPERLINK(\"x\")", "+Skat Two", "-2+3 Three", "@SUM Four"];
    let member = app.post("/members", &[("name", formulas[0])]);
    assert!(matches!(member.status, 200 | 303), "{}", member.body);
    let congress = app.post(
        "/congresses",
        &[
            ("name", "=Congress"),
            ("date", "1926-07-04"),
            ("rounds", "1"),
            ("prizes", "7"),
            ("seed", "77"),
        ],
    );
    assert_eq!(congress.status, 303, "{}", congress.body);
    let congress = congress.location.unwrap();
    for name in formulas {
        let player = app.post(
            &format!("{congress}/players"),
            &[("member", ""), ("name", name)],
        );
        assert!(matches!(player.status, 200 | 303), "{}", player.body);
    }
    // A team match whose team's name looks like a formula: its page links the team's CSV.
    let teams = crate::teams::team_match(&mut app);
    let named = app.post(
        &format!("/events/{teams}/teams"),
        &[
            ("team1_name", "=Lions"),
            ("team1_v1", "Ann"),
            ("team1_v2", "Bob"),
            ("team1_v3", "Cy"),
            ("team1_v4", "Di"),
        ],
    );
    assert_eq!(named.status, 303, "{}", named.body);
    // A school (issue 23) whose player's name looks like a formula: its page links its CSV.
    let school = crate::support::guest_table(&mut app, "nap", &["=Nap", "Bob", "Cy"], &[]);
    let deal = [("d_caller", "0"), ("d_call", "1"), ("d_made", "on")];
    assert_eq!(
        crate::support::post_deal(&mut app, school, &deal).status,
        303
    );
    // A freeze-out (issue 24) whose players' names look like formulas, one of them out.
    let freezeout = app.post(
        "/freezeouts",
        &[
            ("name", "=Freeze-out"),
            ("date", "2026-11-27"),
            ("buy_in", "100"),
            ("chips", "1000"),
            ("table_size", "9"),
            ("prizes", "winner takes all"),
            ("entries", &formulas.join("\n")),
        ],
    );
    let freezeout = freezeout.location.unwrap();
    assert_eq!(app.post(&format!("{freezeout}/draw"), &[]).status, 303);
    let out = [("player", formulas[1]), ("by", formulas[2])];
    assert_eq!(app.post(&format!("{freezeout}/out"), &out).status, 303);
    pages.extend([
        freezeout.clone(),
        format!("/tables/{school}"),
        format!("/events/{teams}/teams/1"),
        congress.clone(),
        "/ladders?law=rubicon-piquet&season=2026".to_owned(),
    ]);
    // The CSV links of every page, and every route's address made from the ids there are.
    let mut addresses = BTreeSet::new();
    for page in &pages {
        let reply = app.get(page);
        for href in reply.body.split("href=\"").skip(1) {
            let href = href
                .split('"')
                .next()
                .unwrap_or_default()
                .replace("&amp;", "&");
            if route_of(&href).ends_with(".csv") || route_of(&href).ends_with("/csv") {
                addresses.insert(href);
            }
        }
    }
    let id_of = |prefix: &str| {
        pages
            .iter()
            .find_map(|p| {
                p.strip_prefix(prefix)?
                    .split('/')
                    .next()?
                    .parse::<i64>()
                    .ok()
            })
            .unwrap()
    };
    let routes = csv_routes_in_source();
    for route in &routes {
        let id = match route.split('/').nth(1).unwrap_or_default() {
            "events" => id_of("/events/"),
            "parties" => id_of("/parties/"),
            "nights" => id_of("/nights/"),
            "congresses" => id_of("/congresses/"),
            "freezeouts" => id_of("/freezeouts/"),
            _ => 0,
        };
        // A ladder's files are of one game.
        let query = match route.as_str() {
            "/ladders/tournament.csv" => "?law=cribbage&season=2026",
            "/ladders.csv" => "?law=rubicon-piquet&season=2026",
            _ => "",
        };
        addresses.insert(format!(
            "{}{query}",
            route
                .replace("{id}", &id.to_string())
                .replace("{label}", "2026")
                .replace("{team}", "1")
        ));
    }
    let mut served = BTreeSet::new();
    let mut guarded = 0;
    for address in &addresses {
        let reply = app.get(address);
        if reply.status != 200 {
            continue;
        }
        assert!(
            reply.content_type.starts_with("text/csv"),
            "{address}: {}",
            reply.content_type
        );
        served.insert(route_of(address));
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .from_reader(reply.body.as_bytes());
        for record in reader.records() {
            for cell in &record.unwrap() {
                assert!(!runs_as_formula(cell), "{address}: {cell:?}");
                guarded += usize::from(cell.starts_with('\''));
            }
        }
    }
    let missed: Vec<&String> = routes.iter().filter(|r| !served.contains(*r)).collect();
    assert!(
        missed.is_empty(),
        "not served: {missed:?} (served {served:?})"
    );
    assert!(routes.len() >= 16, "{routes:?}");
    // The names above reached the members, congress standings and history files, guarded.
    assert!(guarded >= 5, "{guarded}");
    app.get("/members.csv").has("\"'=HYPERLINK(\"\"x\"\")\"");
    let history = app.get(&format!("{congress}/history.csv"));
    history.has("'+Skat Two").has("'@SUM Four");
}
