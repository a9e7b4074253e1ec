//! The club roster: adding, editing, retiring, importing and exporting members.

use crate::support::{DIRECTOR, PASSWORD, TestApp};

fn add(app: &mut TestApp, name: &str, member_no: &str, email: &str) -> u16 {
    app.post(
        "/members",
        &[("name", name), ("member_no", member_no), ("email", email)],
    )
    .status
}

fn members(app: &TestApp) -> Vec<hoyle::db::members::Member> {
    hoyle::db::read(&app.pool, hoyle::db::members::list).unwrap()
}

#[test]
fn director_adds_and_edits_a_member() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/members",
        &[
            ("name", " Ann Smith "),
            ("member_no", "12"),
            ("email", "ann@example.org"),
        ],
    );
    assert_eq!(reply.status, 303);
    assert_eq!(reply.location.as_deref(), Some("/members"));
    app.get("/members")
        .has("Ann Smith")
        .has("ann@example.org")
        .has("Import from a spreadsheet");

    let id = members(&app)[0].id;
    app.get(&format!("/members/{id}/edit"))
        .has("value=\"Ann Smith\"")
        .has("value=\"12\"");
    let reply = app.post(
        &format!("/members/{id}"),
        &[("name", "Ann Jones"), ("member_no", "12"), ("email", "")],
    );
    assert_eq!(reply.status, 303);
    let ann = &members(&app)[0];
    assert_eq!(ann.name, "Ann Jones");
    assert_eq!(ann.email, None);
}

#[test]
fn duplicate_member_number_is_refused_at_the_field_keeping_what_was_typed() {
    let mut app = TestApp::with_director();
    assert_eq!(add(&mut app, "Ann Smith", "12", ""), 303);
    let reply = app.post(
        "/members",
        &[
            ("name", "Bob Brown"),
            ("member_no", "12"),
            ("email", "bob@example.org"),
        ],
    );
    assert_eq!(reply.status, 422);
    reply
        .has("id=\"error-member_no\"")
        .has("Member number 12 is already Ann Smith&#39;s")
        .has("value=\"Bob Brown\"")
        .has("value=\"bob@example.org\"");
    assert_eq!(members(&app).len(), 1);

    // The same clash on the edit form.
    assert_eq!(add(&mut app, "Bob Brown", "13", ""), 303);
    let bob = members(&app)
        .into_iter()
        .find(|m| m.name == "Bob Brown")
        .unwrap();
    let reply = app.post(
        &format!("/members/{}", bob.id),
        &[("name", "Bob B."), ("member_no", "12"), ("email", "")],
    );
    assert_eq!(reply.status, 422);
    reply.has("id=\"error-member_no\"").has("value=\"Bob B.\"");
}

#[test]
fn bad_email_is_refused_at_the_field() {
    let mut app = TestApp::with_director();
    let reply = app.post(
        "/members",
        &[("name", "Bob"), ("member_no", ""), ("email", "bob")],
    );
    assert_eq!(reply.status, 422);
    reply
        .has("id=\"error-email\"")
        .has("is not an email address")
        .has("value=\"Bob\"");
    assert!(members(&app).is_empty());
    // A form missing its fields is shown again, not refused with a bare 400.
    let reply = app.post("/members", &[]);
    assert_eq!(reply.status, 422);
    reply.has("id=\"error-name\"");
}

#[test]
fn retire_and_reinstate() {
    let mut app = TestApp::with_director();
    add(&mut app, "Ann", "1", "");
    add(&mut app, "Bob", "2", "");
    let ann = members(&app)[0].id;
    let reply = app.post(&format!("/members/{ann}/retire"), &[]);
    assert_eq!(reply.status, 303);
    let now = members(&app);
    assert_eq!(now[0].name, "Bob");
    assert!(now[1].retired);
    app.get("/members")
        .has("id=\"retired\"")
        .has(&format!("/members/{ann}/reinstate"));
    assert_eq!(
        app.post(&format!("/members/{ann}/reinstate"), &[]).status,
        303
    );
    assert!(members(&app).iter().all(|m| !m.retired));
}

#[test]
fn unknown_member_is_a_404_page() {
    let mut app = TestApp::with_director();
    for path in ["/members/999/edit", "/members/abc/edit"] {
        let reply = app.get(path);
        assert_eq!(reply.status, 404, "{path}");
        reply.has("id=\"error-title\"");
    }
    assert_eq!(app.post("/members/999/retire", &[]).status, 404);
    let reply = app.post(
        "/members/999",
        &[("name", "X"), ("member_no", ""), ("email", "")],
    );
    assert_eq!(reply.status, 404);
}

#[test]
fn import_good_csv() {
    let mut app = TestApp::with_director();
    add(&mut app, "Ann", "1", "");
    let csv =
        "Member_No,Name,Email\n1,Ann Smith,ann@example.org\n2,Bob Brown,\n,Cy,cy@example.org\n";
    let reply = app.post("/members/import", &[("csv", csv)]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.clone().unwrap();
    app.get(&location)
        .has("2 members added, 1 member updated")
        .has("Ann Smith")
        .has("Bob Brown");
    assert_eq!(members(&app).len(), 3);
}

#[test]
fn bad_csv_is_refused_naming_line_and_field_and_nothing_changes() {
    let mut app = TestApp::with_director();
    add(&mut app, "Ann", "1", "");
    let before = members(&app);
    let csv = "name,member_no,email\nAnn Smith,1,\nBea,2,\nBob,3,bob\n";
    let reply = app.post("/members/import", &[("csv", csv)]);
    assert_eq!(reply.status, 422);
    reply
        .has("id=\"error-csv\"")
        .has("Line 4, email: &#34;bob&#34; is not an email address")
        // The paste is kept for correcting.
        .has("Bea,2,");
    assert_eq!(members(&app), before);

    let reply = app.post("/members/import", &[("csv", "name,phone\nAnn,5\n")]);
    assert_eq!(reply.status, 422);
    reply.has("unknown column &#34;phone&#34;");
}

#[test]
fn export_is_csv_and_imports_back_unchanged() {
    let mut app = TestApp::with_director();
    add(&mut app, "Ann, the elder", "1", "ann@example.org");
    let reply = app.post(
        "/members",
        &[
            ("name", "Bob"),
            ("member_no", "2"),
            ("national_no", "100234"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    // The list shows the federation number beside the member number (a column a phone hides).
    app.get("/members")
        .has("<th class=\"num wide\" scope=\"col\">Federation number</th>")
        .has("<td class=\"num wide\">100234</td>");
    let bob = members(&app).iter().find(|m| m.name == "Bob").unwrap().id;
    app.post(&format!("/members/{bob}/retire"), &[]);
    let before = members(&app);

    let reply = app.get("/members.csv");
    assert_eq!(reply.status, 200);
    assert_eq!(reply.content_type, "text/csv; charset=utf-8");
    assert_eq!(
        reply.body,
        "member_no,name,email,retired,national_no\n1,\"Ann, the elder\",ann@example.org,no,\n\
         2,Bob,,yes,100234\n"
    );
    let csv = reply.body.clone();
    let reply = app.post("/members/import", &[("csv", &csv)]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    assert_eq!(members(&app), before);
}

#[test]
fn export_is_a_download() {
    let app = TestApp::with_director();
    // The support client does not expose every header; log in with a bare client instead.
    let agent = ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .build()
        .new_agent();
    let login = agent
        .post(format!("{}/login", app.base))
        .header("Origin", &app.base)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .send(format!(
            "name={}&password={}",
            DIRECTOR,
            PASSWORD.replace(' ', "+")
        ))
        .unwrap();
    assert_eq!(login.status().as_u16(), 303);
    let cookie = login.headers()["set-cookie"].to_str().unwrap();
    let cookie = cookie.split(';').next().unwrap().to_owned();
    let csv = agent
        .get(format!("{}/members.csv", app.base))
        .header("Cookie", &cookie)
        .call()
        .unwrap();
    assert_eq!(csv.status().as_u16(), 200);
    assert_eq!(
        csv.headers()["content-type"].to_str().unwrap(),
        "text/csv; charset=utf-8"
    );
    assert_eq!(
        csv.headers()["content-disposition"].to_str().unwrap(),
        "attachment; filename=\"members.csv\""
    );
}

#[test]
fn anonymous_visitor_sees_the_list_without_emails_and_cannot_change_it() {
    let mut app = TestApp::with_director();
    add(&mut app, "Ann Smith", "12", "ann@example.org");
    let id = members(&app)[0].id;
    app.logout();

    app.get("/members")
        .has("Ann Smith")
        .has(">12<")
        .lacks("ann@example.org")
        .lacks("Import")
        .lacks("/edit");
    let reply = app.post(
        "/members",
        &[("name", "Eve"), ("member_no", ""), ("email", "")],
    );
    assert_eq!(reply.status, 303);
    assert_eq!(reply.location.as_deref(), Some("/login"));
    for path in [
        format!("/members/{id}/retire"),
        "/members/import".to_owned(),
    ] {
        let reply = app.post(&path, &[("csv", "name\nEve\n")]);
        assert_eq!(reply.location.as_deref(), Some("/login"), "{path}");
    }
    assert_eq!(app.get("/members.csv").location.as_deref(), Some("/login"));
    assert_eq!(
        app.get(&format!("/members/{id}/edit")).location.as_deref(),
        Some("/login")
    );
    assert_eq!(members(&app).len(), 1);
    assert!(!members(&app)[0].retired);
}

/// The fresh-eyes evening's roster read "Miss …, Miss …, Mr. …, Mrs. …": sorted by the title.
/// The page lists by surname, then the whole name.
#[test]
fn the_members_page_lists_by_surname() {
    let mut app = TestApp::with_director();
    for (i, name) in ["Miss Emily Vane", "Mrs. Alice Hartley", "Mr. Thomas Ashby"]
        .into_iter()
        .enumerate()
    {
        add(&mut app, name, &(i + 1).to_string(), "");
    }
    let page = app.get("/members").body;
    let at = |name: &str| page.find(name).unwrap_or_else(|| panic!("{name}: {page}"));
    assert!(at("Mr. Thomas Ashby") < at("Mrs. Alice Hartley"));
    assert!(at("Mrs. Alice Hartley") < at("Miss Emily Vane"));
}
