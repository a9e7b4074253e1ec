//! Issue 21: faults that say what they are. A 0-byte or foreign file is never taken for a new
//! club; a read-only file or folder is named as such, not as damage; every form on a failing
//! disk answers 503 with what was typed.

use std::os::unix::fs::PermissionsExt;

use super::*;
use crate::support::{NEW_PASSWORD, SCORER_PASSWORD};

#[test]
fn an_empty_or_foreign_database_file_is_refused_and_never_becomes_a_new_club() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("club.db");
    std::fs::write(&empty, b"").unwrap();
    let (status, stderr) = serve_refused(&empty);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("is empty (0 bytes)"), "{stderr}");
    assert!(stderr.contains("will not start a new club"), "{stderr}");
    assert!(!stderr.contains("setup?token="), "{stderr}");
    assert_eq!(
        std::fs::metadata(&empty).unwrap().len(),
        0,
        "left as it was"
    );
    let (status, _, stderr) = hoyle(&["export", "members", "--db", empty.to_str().unwrap()], "");
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("0 bytes"), "{stderr}");

    let foreign = dir.path().join("notes.db");
    std::fs::write(&foreign, "name,score\nAda,3\n").unwrap();
    let (status, stderr) = serve_refused(&foreign);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("is not a SQLite database"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(&foreign).unwrap(),
        "name,score\nAda,3\n"
    );

    // Nor does an empty file restored over a club replace it.
    let club = dir.path().join("club-kept.db");
    drop(hoyle::db::open(&club).unwrap());
    std::thread::sleep(Duration::from_millis(600));
    let (status, stderr) = restore(&empty, &club);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("0 bytes"), "{stderr}");

    // An absent file is a new club, as always.
    let absent = dir.path().join("new.db");
    let pool = hoyle::db::open(&absent).unwrap();
    assert!(
        hoyle::db::read(&pool, hoyle::db::auth::ensure_setup_token)
            .unwrap()
            .is_some()
    );
}

#[test]
fn a_read_only_file_or_folder_is_named_as_such_not_as_damage() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("club");
    std::fs::create_dir(&folder).unwrap();
    let db = folder.join("club.db");
    drop(hoyle::db::open(&db).unwrap());
    // The checkpoint thread lets go within a round (200 ms).
    std::thread::sleep(Duration::from_millis(600));
    let mode = |path: &std::path::Path, mode: u32| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    };

    mode(&db, 0o444);
    let (status, stderr) = serve_refused(&db);
    mode(&db, 0o644);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("is marked read-only"), "{stderr}");
    assert!(stderr.contains("not damaged"), "{stderr}");
    assert!(!stderr.contains("restore"), "{stderr}");

    mode(&folder, 0o555);
    let (status, stderr) = serve_refused(&db);
    let (new_status, new_stderr) = serve_refused(&folder.join("new.db"));
    mode(&folder, 0o755);
    assert_eq!(status, 2, "{stderr}");
    assert!(stderr.contains("the folder"), "{stderr}");
    assert!(stderr.contains("read-only"), "{stderr}");
    assert!(!stderr.contains("damaged …"), "{stderr}");
    assert_eq!(new_status, 2, "{new_stderr}");
    assert!(new_stderr.contains("the folder"), "{new_stderr}");
    // Made writable again, it opens as it was.
    drop(hoyle::db::open(&db).unwrap());
}

/// A form on a page, as a browser would send it untouched: its address and its fields.
#[derive(Debug)]
struct Form {
    action: String,
    fields: Vec<(String, String)>,
}

/// The value of attribute `name` in a tag's text, entities decoded.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = tag[at..].find('"')? + at;
    Some(unescape(&tag[at..end]))
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The text as askama writes it into a page.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// Every form posted from `page`, with the values its fields hold as served.
fn forms(page: &str) -> Vec<Form> {
    let mut found = Vec::new();
    for part in page.split("<form").skip(1) {
        let Some(head_end) = part.find('>') else {
            continue;
        };
        let head = &part[..head_end];
        if attribute(head, "method").as_deref() != Some("post") {
            continue;
        }
        let Some(action) = attribute(head, "action") else {
            continue;
        };
        let body = &part[head_end..part.find("</form>").unwrap_or(part.len())];
        let mut fields = Vec::new();
        for tag in body.split('<').skip(1) {
            let tag_text = tag.split('>').next().unwrap_or_default();
            let tag_text = format!(" {tag_text}");
            let Some(name) = attribute(&tag_text, "name") else {
                continue;
            };
            let kind = attribute(&tag_text, "type").unwrap_or_default();
            let value = if tag.starts_with("input") {
                if matches!(kind.as_str(), "checkbox" | "radio") && !tag_text.contains(" checked") {
                    continue;
                }
                attribute(&tag_text, "value").unwrap_or_default()
            } else if tag.starts_with("textarea") {
                unescape(tag.split_once('>').map_or("", |(_, v)| v))
            } else if tag.starts_with("select") {
                let options = &body[body.find(tag).unwrap_or(0)..];
                let options = &options[..options.find("</select>").unwrap_or(options.len())];
                let chosen = options
                    .split("<option")
                    .skip(1)
                    .find(|o| o.contains(" selected"))
                    .or_else(|| options.split("<option").nth(1))
                    .unwrap_or_default();
                attribute(&format!(" {chosen}"), "value").unwrap_or_default()
            } else if tag.starts_with("button") {
                match attribute(&tag_text, "value") {
                    Some(v) => v,
                    None => continue,
                }
            } else {
                continue;
            };
            fields.push((name, value));
        }
        found.push(Form { action, fields });
    }
    found
}

/// Every write of every table fails as a full disk would: the database refuses it.
fn fill_the_disk(app: &TestApp) {
    hoyle::db::write(&app.pool, |tx| {
        let tables: Vec<String> = {
            let mut s = tx.prepare(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            )?;
            s.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?
        };
        for table in tables {
            for action in ["INSERT", "UPDATE", "DELETE"] {
                tx.execute_batch(&format!(
                    "CREATE TRIGGER \"full_{table}_{action}\" BEFORE {action} ON \"{table}\"
                     BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;"
                ))?;
            }
        }
        Ok(())
    })
    .unwrap();
}

/// Every form of every kind of page, sent as served while the disk is full: none answers 500;
/// each that reached the database answers 503 with every value typed
/// on the page (a password's box comes back empty). The member and event forms, which lost
/// what was typed before, among them.
#[test]
fn every_form_on_a_full_disk_answers_503_with_what_was_typed() {
    let (mut app, mut pages) = crate::phones::every_page_kind();
    pages.extend(["/people".to_owned(), "/account/password".to_owned()]);
    let mut all: Vec<Form> = Vec::new();
    for page in &pages {
        let reply = app.get(page);
        assert_eq!(reply.status, 200, "{page}");
        for form in forms(&reply.body) {
            let seen = all.iter().any(|f| {
                f.action == form.action
                    && f.fields
                        .iter()
                        .map(|(n, _)| n)
                        .eq(form.fields.iter().map(|(n, _)| n))
            });
            if !seen {
                all.push(form);
            }
        }
    }
    // What a person types into the forms that make things, the member and event forms first.
    let typed = |action: &str, fields: &[(&str, &str)]| Form {
        action: action.to_owned(),
        fields: fields
            .iter()
            .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
            .collect(),
    };
    all.extend([
        typed("/members", &[("name", "Mrs. Battle"), ("email", "battle@example.org")]),
        typed(
            "/events",
            &[
                ("name", "Tuesday's duplicate"),
                ("date", "1927-03-08"),
                ("season", "Spring"),
                ("game", "whist"),
                ("tables", "3"),
                ("boards_per_round", "2"),
                ("rounds", ""),
                ("revoke_rule", "general"),
            ],
        ),
        typed(
            "/parties",
            &[
                ("kind", "progressive-euchre"),
                ("name", "Friday euchre"),
                ("date", "2026-11-27"),
                ("ties", "play_off"),
                (
                    "guests",
                    "Mrs E, lady, 1 A\nMr E, gentleman, 1 A\nMrs F, lady, 1 B\nMr F, gentleman, 1 B",
                ),
            ],
        ),
        typed(
            "/tables",
            &[
                ("law", "rubicon-piquet"),
                ("side0_0_guest", "Ann Page"),
                ("side1_0_guest", "Bob Hale"),
                ("stake", "1"),
                ("season", "2026"),
            ],
        ),
        typed("/people", &[("name", "Sam Weller"), ("password", SCORER_PASSWORD)]),
        typed(
            "/account/password",
            &[
                ("current", PASSWORD),
                ("password", NEW_PASSWORD),
                ("confirm", NEW_PASSWORD),
            ],
        ),
    ]);
    fill_the_disk(&app);
    let mut unsaved = Vec::new();
    for form in &all {
        let fields: Vec<(&str, &str)> = form
            .fields
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        let reply = app.post(&form.action, &fields);
        // 200: a step that asks first; 303: nothing to change; 422: refused before writing.
        assert!(
            matches!(reply.status, 200 | 303 | 422 | 503),
            "{} answered {}: {}",
            form.action,
            reply.status,
            reply.body
        );
        if reply.status == 503 {
            reply.has("NOT saved");
            for (name, value) in &form.fields {
                let secret = name.contains("password") || name == "current" || name == "confirm";
                if !secret && !value.is_empty() {
                    assert!(
                        reply.body.contains(&escape(value)),
                        "{}: {name}={value:?} not kept in:\n{}",
                        form.action,
                        reply.body
                    );
                }
            }
            unsaved.push(form.action.clone());
        }
    }
    for made in [
        "/members",
        "/events",
        "/parties",
        "/tables",
        "/people",
        "/account/password",
    ] {
        assert!(unsaved.iter().any(|a| a == made), "{made}: {unsaved:?}");
    }
    assert!(
        unsaved.len() >= 15,
        "{} of {}: {unsaved:?}",
        unsaved.len(),
        all.len()
    );
    // Nothing was saved meanwhile.
    let members: i64 = hoyle::db::read(&app.pool, |c| {
        Ok(c.query_row(
            "SELECT count(*) FROM members WHERE name = 'Mrs. Battle'",
            [],
            |r| r.get(0),
        )?)
    })
    .unwrap();
    assert_eq!(members, 0);
}
