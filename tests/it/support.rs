//! A running app per test: its own temporary database, a real server on 127.0.0.1:0, and a
//! small HTTP client that keeps the session cookie and never follows redirects (so tests see
//! every 303).

#![allow(dead_code, clippy::unwrap_used)]

use std::net::TcpListener;
use std::sync::mpsc;

use tempfile::TempDir;

pub const DIRECTOR: &str = "Director";
pub const PASSWORD: &str = "correct horse battery";

pub struct TestApp {
    pub base: String,
    pub pool: hoyle::db::Pool,
    pub dir: TempDir,
    agent: ureq::Agent,
    cookie: Option<String>,
    handle: actix_web::dev::ServerHandle,
}

pub struct Reply {
    pub status: u16,
    /// Every `Set-Cookie` header, whole.
    pub set_cookies: Vec<String>,
    pub location: Option<String>,
    pub content_type: String,
    pub body: String,
}

impl Reply {
    /// Asserts that `needle` is in the body, printing the body when it is not.
    #[track_caller]
    pub fn has(&self, needle: &str) -> &Self {
        assert!(
            self.body.contains(needle),
            "expected {needle:?} in:\n{}",
            self.body
        );
        self
    }
    #[track_caller]
    pub fn lacks(&self, needle: &str) -> &Self {
        assert!(
            !self.body.contains(needle),
            "did not expect {needle:?} in:\n{}",
            self.body
        );
        self
    }
}

impl TestApp {
    /// A fresh app with no director.
    pub fn spawn() -> TestApp {
        TestApp::spawn_with(hoyle::web::Options::default())
    }

    /// A fresh app with no director, served with `options` (short time limits, TLS settings).
    pub fn spawn_with(options: hoyle::web::Options) -> TestApp {
        TestApp::spawn_with_routes(options, |_| {})
    }

    /// [`TestApp::spawn_with`] with `extra` routes beside the app's own (a handler made slow on
    /// purpose, to meet a limit).
    pub fn spawn_with_routes(
        options: hoyle::web::Options,
        extra: fn(&mut actix_web::web::ServiceConfig),
    ) -> TestApp {
        let dir = tempfile::tempdir().unwrap();
        let pool = hoyle::db::open(&dir.path().join("hoyle.db")).unwrap();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let (tx, rx) = mpsc::channel();
        let server_pool = pool.clone();
        std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                let server =
                    hoyle::web::server_with_options(listener, server_pool, Some(1), options, extra)
                        .unwrap();
                tx.send(server.handle()).unwrap();
                server.await
            })
        });
        let handle = rx.recv().unwrap();
        let agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .build()
            .new_agent();
        TestApp {
            base: format!("http://127.0.0.1:{port}"),
            pool,
            dir,
            agent,
            cookie: None,
            handle,
        }
    }

    /// A fresh app with the director set up through the real setup link, and logged in.
    pub fn with_director() -> TestApp {
        TestApp::with_director_and(hoyle::web::Options::default())
    }

    /// [`TestApp::with_director`] served with `options`.
    pub fn with_director_and(options: hoyle::web::Options) -> TestApp {
        let mut app = TestApp::spawn_with(options);
        let token = hoyle::db::read(&app.pool, hoyle::db::auth::ensure_setup_token)
            .unwrap()
            .unwrap();
        let reply = app.post(
            "/setup",
            &[
                ("token", token.as_str()),
                ("name", DIRECTOR),
                ("password", PASSWORD),
                ("confirm", PASSWORD),
            ],
        );
        assert_eq!(reply.status, 303, "{}", reply.body);
        app
    }

    pub fn logout(&mut self) {
        self.cookie = None;
    }

    /// The session cookie this client sends, if any (`name=value`).
    pub fn cookie(&self) -> Option<String> {
        self.cookie.clone()
    }

    /// Sends `cookie` from now on, as a second browser holding it would.
    pub fn set_cookie(&mut self, cookie: Option<String>) {
        self.cookie = cookie;
    }

    pub fn get(&mut self, path: &str) -> Reply {
        let mut request = self.agent.get(format!("{}{path}", self.base));
        if let Some(c) = &self.cookie {
            request = request.header("Cookie", c);
        }
        self.reply(request.call())
    }

    /// A JSON reply's status and body.
    pub fn json(&mut self, path: &str) -> (u16, serde_json::Value) {
        let reply = self.get(path);
        assert!(
            reply.content_type.starts_with("application/json"),
            "{path}: {}",
            reply.content_type
        );
        (reply.status, serde_json::from_str(&reply.body).unwrap())
    }

    /// A same-origin form post, as a browser sends it.
    pub fn post(&mut self, path: &str, form: &[(&str, &str)]) -> Reply {
        self.post_with(
            path,
            form,
            &[
                ("Origin", &self.base.clone()),
                ("Sec-Fetch-Site", "same-origin"),
            ],
        )
    }

    pub fn post_with(
        &mut self,
        path: &str,
        form: &[(&str, &str)],
        headers: &[(&str, &str)],
    ) -> Reply {
        let mut request = self.agent.post(format!("{}{path}", self.base));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        if let Some(c) = &self.cookie {
            request = request.header("Cookie", c);
        }
        let body = serde_html_form::to_string(form).unwrap();
        let request = request.header("Content-Type", "application/x-www-form-urlencoded");
        self.reply(request.send(body))
    }

    fn reply(&mut self, result: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Reply {
        let mut response = result.unwrap();
        let mut set_cookies = Vec::new();
        for value in response.headers().get_all("set-cookie") {
            let cookie = value.to_str().unwrap();
            set_cookies.push(cookie.to_owned());
            let pair = cookie.split(';').next().unwrap().to_owned();
            if cookie.contains("Max-Age=0") || pair.ends_with('=') {
                self.cookie = None;
            } else {
                self.cookie = Some(pair);
            }
        }
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .map(|v| v.to_str().unwrap().to_owned())
        };
        let location = header("location");
        let content_type = header("content-type").unwrap_or_default();
        let status = response.status().as_u16();
        let body = response.body_mut().read_to_string().unwrap_or_default();
        Reply {
            status,
            set_cookies,
            location,
            content_type,
            body,
        }
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // Fire and forget: the server thread ends with the test process anyway.
        drop(self.handle.stop(false));
    }
}

/// Runs the real `hoyle` binary with `args` and `stdin`; returns (status, stdout, stderr).
pub fn hoyle(args: &[&str], stdin: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_hoyle"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that reads no input (`hoyle laws`) may exit before taking it: a broken pipe here
    // is not the test's failure.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A rubicon piquet table with one deal entered and a club night (1909 laws, seed 7): what the
/// browser tests render beside the event pages. Returns their addresses.
pub fn piquet_table_and_night(app: &mut TestApp) -> (String, String) {
    let table = app.post(
        "/tables",
        &[
            ("law", "rubicon-piquet"),
            ("side0_0_guest", "Ann"),
            ("side1_0_guest", "Bob"),
            ("stake", "1"),
            ("season", "2026"),
        ],
    );
    assert_eq!(table.status, 303, "{}", table.body);
    let table = table.location.unwrap();
    let deal = app.post(
        &format!("{table}/deals"),
        &[("d_scores_0", "20"), ("d_scores_1", "18")],
    );
    assert_eq!(deal.status, 303, "{}", deal.body);
    let night = app.post(
        "/nights",
        &[("date", "2026-11-23"), ("code", "1909"), ("seed", "7")],
    );
    assert_eq!(night.status, 303, "{}", night.body);
    let night = night.location.unwrap();
    (table, night)
}

/// A table of play of `law` with `players` as guests, one to a side in order, at a stake of 1 in
/// season 1927, with the law's `settings` fields; returns the new table's id.
pub fn guest_table(
    app: &mut TestApp,
    law: &str,
    players: &[&str],
    settings: &[(&str, &str)],
) -> i64 {
    let seats: Vec<(String, String)> = players
        .iter()
        .enumerate()
        .flat_map(|(i, name)| {
            [
                (format!("side{i}_0"), String::new()),
                (format!("side{i}_0_guest"), (*name).to_owned()),
            ]
        })
        .collect();
    let mut form: Vec<(&str, &str)> = seats
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    form.extend_from_slice(&[("law", law), ("stake", "1"), ("season", "1927")]);
    form.extend_from_slice(settings);
    created_id(&app.post("/tables", &form), "/tables/")
}

/// Posts one deal's fields to table `id`'s pad.
pub fn post_deal(app: &mut TestApp, id: i64, fields: &[(&str, &str)]) -> Reply {
    app.post(&format!("/tables/{id}/deals"), fields)
}

/// The deals stored for table `id`, as the pad keeps them.
pub fn stored_deals(app: &TestApp, id: i64) -> Vec<serde_json::Value> {
    hoyle::db::read(&app.pool, |c| hoyle::db::tables::deals(c, id)).unwrap()
}

/// The id of what a 303 reply made, read from its `Location` after `prefix` ("/tables/").
pub fn created_id(reply: &Reply, prefix: &str) -> i64 {
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.clone().unwrap();
    location.trim_start_matches(prefix).parse().unwrap()
}

/// Posts an individual event's players form with visitors "Guest p" for each number in
/// `numbers` (and `also`, typed as given), and returns the reply.
pub fn seat_guests(
    app: &mut TestApp,
    id: i64,
    numbers: std::ops::RangeInclusive<u32>,
    also: &[(&str, &str)],
) -> Reply {
    let names: Vec<(String, String)> = numbers
        .map(|p| (format!("ns{p}_va"), format!("Guest {p}")))
        .collect();
    let mut form: Vec<(&str, &str)> = also.to_vec();
    form.extend(names.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    app.post(&format!("/events/{id}/pairs"), &form)
}

/// The text between `start` and the next `end` after it.
pub fn between<'a>(body: &'a str, start: &str, end: &str) -> &'a str {
    let from = body
        .find(start)
        .unwrap_or_else(|| panic!("{start:?} in {body}"))
        + start.len();
    let to = body[from..].find(end).unwrap() + from;
    &body[from..to]
}

/// How many table codes an event has been given.
pub fn codes_issued(app: &TestApp, id: i64) -> i64 {
    hoyle::db::read(&app.pool, |c| {
        Ok(c.query_row(
            "SELECT count(*) FROM table_codes WHERE owner_id = ?1 AND kind = 'event'",
            [id],
            |r| r.get::<_, i64>(0),
        )?)
    })
    .unwrap()
}

/// The new-event form's two steps: the numbers (the offers page, which must offer `movement`;
/// returned for the caller's own checks), then the movement chosen. Returns the page and the
/// new event's id.
pub fn event_by_offers(app: &mut TestApp, form: &[(&str, &str)], movement: &str) -> (Reply, i64) {
    let mut offers = form.to_vec();
    offers.push(("step", "offers"));
    let page = app.post("/events", &offers);
    assert_eq!(page.status, 200, "{}", page.body);
    page.has(&format!("value=\"{movement}\""));
    let mut chosen = form.to_vec();
    chosen.push(("movement", movement));
    let made = app.post("/events", &chosen);
    (page, created_id(&made, "/events/"))
}

/// What the page's form posting to `action` sends as shown, unchanged: each named input's
/// value (a box only when ticked) and each select's chosen option (its first when none is).
pub fn form_as_shown(body: &str, action: &str) -> Vec<(String, String)> {
    let start = body
        .find(&format!("<form method=\"post\" action=\"{action}\""))
        .unwrap_or_else(|| panic!("no form to {action} in {body}"));
    let end = body[start..]
        .find("</form>")
        .map_or(body.len(), |e| start + e);
    let form = &body[start..end];
    let attr = |tag: &str, name: &str| -> Option<String> {
        let key = format!(" {name}=\"");
        let from = tag.find(&key)? + key.len();
        let to = tag[from..].find('"')? + from;
        Some(
            tag[from..to]
                .replace("&#38;", "&")
                .replace("&#34;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">"),
        )
    };
    let mut out = Vec::new();
    let mut rest = form;
    while let Some(at) = rest.find('<') {
        rest = &rest[at..];
        let close = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..close];
        if tag.starts_with("<input ") {
            let ticked = tag.contains(" checked");
            let kind = attr(tag, "type").unwrap_or_default();
            if let Some(name) = attr(tag, "name")
                && (!matches!(kind.as_str(), "checkbox" | "radio") || ticked)
            {
                out.push((name, attr(tag, "value").unwrap_or_default()));
            }
        } else if tag.starts_with("<select ") {
            let name = attr(tag, "name").unwrap_or_default();
            let body_end = rest.find("</select>").unwrap_or(rest.len());
            let options: Vec<&str> = rest[..body_end].split("<option").skip(1).collect();
            let chosen = options
                .iter()
                .find(|o| o.contains(" selected"))
                .or(options.first());
            let value = chosen.and_then(|o| attr(o, "value")).unwrap_or_default();
            out.push((name, value));
        }
        rest = &rest[close.min(rest.len())..];
        if rest.len() <= 1 {
            break;
        }
        rest = &rest[1..];
    }
    out
}
