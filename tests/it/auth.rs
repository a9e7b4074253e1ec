//! The director's account: setup link, login, logout, CSRF refusal, error pages.

use crate::support::{DIRECTOR, PASSWORD, TestApp};

#[test]
fn setup_link_works_once_and_logs_the_director_in() {
    let mut app = TestApp::with_director();
    app.get("/").has("Log out Director");
    // The link is spent: nobody else can claim the account.
    let token = hoyle::db::read(&app.pool, hoyle::db::auth::ensure_setup_token).unwrap();
    assert_eq!(token, None);
    let reply = app.get("/setup?token=anything");
    assert_eq!(reply.status, 403);
}

#[test]
fn wrong_setup_token_is_refused() {
    let mut app = TestApp::spawn();
    assert_eq!(app.get("/setup?token=nope").status, 403);
    let reply = app.post(
        "/setup",
        &[
            ("token", "nope"),
            ("name", "Eve"),
            ("password", "12345678"),
            ("confirm", "12345678"),
        ],
    );
    assert_eq!(reply.status, 422);
    reply.has("not valid");
}

#[test]
fn setup_form_names_the_bad_field_and_keeps_what_was_typed() {
    let mut app = TestApp::spawn();
    let token = hoyle::db::read(&app.pool, hoyle::db::auth::ensure_setup_token)
        .unwrap()
        .unwrap();
    let reply = app.post(
        "/setup",
        &[
            ("token", &token),
            ("name", "Mrs. Hoyle"),
            ("password", "short"),
            ("confirm", "short"),
        ],
    );
    assert_eq!(reply.status, 422);
    reply
        .has("id=\"error-password\"")
        .has("value=\"Mrs. Hoyle\"");
}

#[test]
fn login_and_logout() {
    let mut app = TestApp::with_director();
    app.post("/logout", &[]);
    app.get("/").has("Log in");
    let bad = app.post(
        "/login",
        &[("name", DIRECTOR), ("password", "wrong password")],
    );
    assert_eq!(bad.status, 422);
    bad.has("do not match");
    let good = app.post("/login", &[("name", DIRECTOR), ("password", PASSWORD)]);
    assert_eq!(good.status, 303);
    app.get("/").has("Log out Director");
}

#[test]
fn cross_site_posts_are_refused() {
    let mut app = TestApp::with_director();
    let foreign = app.post_with("/logout", &[], &[("Sec-Fetch-Site", "cross-site")]);
    assert_eq!(foreign.status, 403);
    let foreign_origin = app.post_with("/logout", &[], &[("Origin", "http://evil.example")]);
    assert_eq!(foreign_origin.status, 403);
    let anonymous = app.post_with("/logout", &[], &[]);
    assert_eq!(anonymous.status, 403);
    // Still logged in: none of them got through.
    app.get("/").has("Log out Director");
}

#[test]
fn unknown_page_is_a_404_page() {
    let mut app = TestApp::spawn();
    let reply = app.get("/no/such/page");
    assert_eq!(reply.status, 404);
    assert!(reply.content_type.starts_with("text/html"));
    // Headed in words, not "404 · Not Found"; a guest can go on to type a table code.
    reply
        .has("<h1 id=\"error-title\">This page is not here</h1>")
        .has("href=\"/code\"")
        .lacks("Not Found");
}

#[test]
fn oversized_forms_are_refused_with_the_site_page() {
    let mut app = TestApp::with_director();
    let big = "x".repeat(hoyle::web::FORM_LIMIT + 1);
    let reply = app.post("/login", &[("name", big.as_str()), ("password", "x")]);
    assert_eq!(reply.status, 413);
    assert!(reply.content_type.starts_with("text/html"));
    reply.has("id=\"error-title\"");
}

#[test]
fn malformed_paths_and_queries_get_the_site_page_not_a_500() {
    let mut app = TestApp::with_director();
    let reply = app.get("/events/not-a-number");
    assert_eq!(reply.status, 404);
    reply.has("id=\"error-title\"");
    let reply = app.get("/events/99999");
    assert_eq!(reply.status, 404);
    let reply = app.get("/events/99999999999999999999999");
    assert_eq!(reply.status, 404);
}

#[test]
fn the_session_cookie_is_http_only_and_same_site() {
    let mut app = TestApp::with_director();
    app.post("/logout", &[]);
    let reply = app.post("/login", &[("name", DIRECTOR), ("password", PASSWORD)]);
    assert_eq!(reply.status, 303);
    let cookie = reply
        .set_cookies
        .iter()
        .find(|c| c.starts_with("hoyle_session="))
        .unwrap();
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
}

#[test]
fn writes_need_the_director() {
    let mut app = TestApp::with_director();
    app.logout();
    for path in ["/events", "/members", "/demo", "/events/1/final"] {
        let reply = app.post(path, &[("name", "Intruder")]);
        assert_eq!(
            (reply.status, reply.location.as_deref()),
            (303, Some("/login")),
            "{path}"
        );
    }
    assert!(
        hoyle::db::read(&app.pool, hoyle::db::events::list)
            .unwrap()
            .is_empty()
    );
}
