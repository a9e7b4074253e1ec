//! A running app per test: its own temporary database, a real server on 127.0.0.1:0, and a
//! small HTTP client that keeps its cookies (the session's and the device's) and never follows
//! redirects (so tests see every 303).

#![allow(dead_code, clippy::unwrap_used)]

use std::net::TcpListener;
use std::sync::mpsc;

use tempfile::TempDir;

pub const DIRECTOR: &str = "Director";
pub const PASSWORD: &str = "correct horse battery";
/// A scorer's password. Every password a test sets passes the strength check (issue 21: at
/// least 10 characters, not the name, and not easy to guess), so tests take theirs from here.
pub const SCORER_PASSWORD: &str = "tortoise wears a velvet hat";
/// A password changed to, or chosen by a one-time link.
pub const NEW_PASSWORD: &str = "seven lanterns over Bath";
/// A password chosen after `hoyle director reset`.
pub const RESET_PASSWORD: &str = "parsnips at the regatta";

pub struct TestApp {
    pub base: String,
    pub pool: hoyle::db::Pool,
    pub dir: TempDir,
    agent: ureq::Agent,
    /// Each cookie the server set and has not removed, as `name=value`.
    cookies: Vec<String>,
    handle: actix_web::dev::ServerHandle,
}

/// One of [`TestApp::post_at_once`]'s posts: its path, its form and the cookie it is sent with.
pub type AtOnce<'a> = (&'a str, &'a [(&'a str, &'a str)], Option<&'a str>);

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
            cookies: Vec::new(),
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
        // Where a browser is sent, so the setup's welcome is read there and not on the test's
        // first page.
        let home = app.get(reply.location.as_deref().unwrap_or("/"));
        assert_eq!(home.status, 200, "{}", home.body);
        app
    }

    /// Forgets the session cookie; the browser's device cookie stays, as a browser keeps it.
    pub fn logout(&mut self) {
        self.cookies.retain(|c| !c.starts_with("hoyle_session="));
    }

    /// Every cookie this client sends (a `Cookie` header's value), if any.
    pub fn cookie(&self) -> Option<String> {
        (!self.cookies.is_empty()).then(|| self.cookies.join("; "))
    }

    /// Sends `cookie` (a `Cookie` header's value) from now on, as a second browser holding it
    /// would.
    pub fn set_cookie(&mut self, cookie: Option<String>) {
        self.cookies = cookie
            .map(|c| c.split("; ").map(str::to_owned).collect())
            .unwrap_or_default();
    }

    pub fn get(&mut self, path: &str) -> Reply {
        let mut request = self.agent.get(format!("{}{path}", self.base));
        if let Some(c) = self.cookie() {
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
        let cookie = self.cookie();
        let reply = self.send_post(path, form, headers, cookie.as_deref());
        self.keep_cookie(&reply);
        reply
    }

    /// A same-origin `multipart/form-data` post, as a browser sends a form with a file: each
    /// part's name, its file name (a chosen file) or none (a plain field), and its text.
    pub fn post_multipart(&mut self, path: &str, parts: &[(&str, Option<&str>, &str)]) -> Reply {
        let boundary = "----hoyle-test-boundary";
        let mut body = String::new();
        for (name, file, text) in parts {
            body.push_str(&format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\""
            ));
            if let Some(file) = file {
                body.push_str(&format!("; filename=\"{file}\"\r\nContent-Type: text/xml"));
            }
            body.push_str(&format!("\r\n\r\n{text}\r\n"));
        }
        body.push_str(&format!("--{boundary}--\r\n"));
        let mut request = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Origin", &self.base)
            .header("Sec-Fetch-Site", "same-origin")
            .header(
                "Content-Type",
                format!("multipart/form-data; boundary={boundary}"),
            );
        if let Some(c) = self.cookie() {
            request = request.header("Cookie", c);
        }
        let reply = read_reply(request.send(body));
        self.keep_cookie(&reply);
        reply
    }

    /// Posts `form` to `path` with `headers` and `cookie`; the reply read whole.
    fn send_post(
        &self,
        path: &str,
        form: &[(&str, &str)],
        headers: &[(&str, &str)],
        cookie: Option<&str>,
    ) -> Reply {
        let mut request = self.agent.post(format!("{}{path}", self.base));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        if let Some(c) = cookie {
            request = request.header("Cookie", c);
        }
        let body = serde_html_form::to_string(form).unwrap();
        let request = request.header("Content-Type", "application/x-www-form-urlencoded");
        read_reply(request.send(body))
    }

    /// Same-origin posts sent at the same moment, each from a thread of its own released by one
    /// barrier (two people pressing Save together), each with its own cookie (None: no login, a
    /// phone with a table code). This client's cookie is left as it was. The replies come back
    /// in the order of `posts`.
    pub fn post_at_once(&self, posts: &[AtOnce<'_>]) -> Vec<Reply> {
        let barrier = std::sync::Barrier::new(posts.len());
        let origin = self.base.clone();
        let headers = [
            ("Origin", origin.as_str()),
            ("Sec-Fetch-Site", "same-origin"),
        ];
        std::thread::scope(|scope| {
            let sent: Vec<_> = posts
                .iter()
                .map(|&(path, form, cookie)| {
                    let (barrier, headers) = (&barrier, &headers);
                    scope.spawn(move || {
                        barrier.wait();
                        self.send_post(path, form, headers, cookie)
                    })
                })
                .collect();
            sent.into_iter().map(|s| s.join().unwrap()).collect()
        })
    }

    fn reply(&mut self, result: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Reply {
        let reply = read_reply(result);
        self.keep_cookie(&reply);
        reply
    }

    /// Keeps the session cookie a reply sets (or forgets it, when the reply ends it).
    fn keep_cookie(&mut self, reply: &Reply) {
        for cookie in &reply.set_cookies {
            let pair = cookie.split(';').next().unwrap().to_owned();
            let name = format!("{}=", pair.split('=').next().unwrap());
            self.cookies.retain(|c| !c.starts_with(&name));
            if !(cookie.contains("Max-Age=0") || pair.ends_with('=')) {
                self.cookies.push(pair);
            }
        }
    }
}

fn read_reply(result: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Reply {
    let mut response = result.unwrap();
    let set_cookies = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .collect();
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

impl Drop for TestApp {
    fn drop(&mut self) {
        // Fire and forget: the server thread ends with the test process anyway.
        drop(self.handle.stop(false));
    }
}

/// The director adds a scorer with a password (or, with an empty one, a one-time link).
pub fn add_scorer(app: &mut TestApp, name: &str, password: &str) -> Reply {
    app.post("/people", &[("name", name), ("password", password)])
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
/// The word at the top of a page after a save, if any (`web::flash`).
pub fn saved_word(body: &str) -> Option<&str> {
    body.contains("id=\"saved\"")
        .then(|| between(body, "id=\"saved\">", "</p>"))
}

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

/// A whist event of seven tables, four boards a round (seven rounds); returns its id.
pub fn seven_table_event(app: &mut TestApp) -> i64 {
    let reply = app.post(
        "/events",
        &[
            ("name", "Tuesday duplicate"),
            ("date", "1927-03-08"),
            ("season", ""),
            ("game", "whist"),
            ("tables", "7"),
            ("boards_per_round", "4"),
            ("rounds", ""),
            ("revoke_rule", "general"),
        ],
    );
    assert_eq!(reply.status, 303, "{}", reply.body);
    let location = reply.location.unwrap();
    location.trim_start_matches("/events/").parse().unwrap()
}

/// The guide cards printed with codes, as (round, table) → code.
/// The codes on the table cards a POST to `path` prints (`<strong class="code">`), in order.
pub fn printed_codes(app: &mut TestApp, path: &str) -> Vec<String> {
    let cards = app.post(path, &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    cards
        .body
        .split("<strong class=\"code\">")
        .skip(1)
        .map(|s| s[..s.find('<').unwrap()].to_owned())
        .collect()
}

pub fn event_codes(app: &mut TestApp, id: i64) -> std::collections::HashMap<(u32, u32), String> {
    let cards = app.post(&format!("/events/{id}/codes"), &[]);
    assert_eq!(cards.status, 200, "{}", cards.body);
    cards.has("id=\"codes-made\"");
    let mut codes = std::collections::HashMap::new();
    for table in 1..=7u32 {
        for round in 1..=7u32 {
            let row = between(&cards.body, &format!("id=\"t{table}r{round}\""), "</tr>");
            let code = between(row, "<td class=\"code\">", "</td>").to_owned();
            assert_eq!(code.len(), 9, "{code}");
            codes.insert((round, table), code);
        }
    }
    codes
}

/// What the page's form posting to `action` sends as shown, unchanged: each named input's
/// value (a box only when ticked) and each select's chosen option (its first when none is).
pub fn form_as_shown(body: &str, action: &str) -> Vec<(String, String)> {
    fields_as_shown(body, &format!("<form method=\"post\" action=\"{action}\""))
}

/// [`form_as_shown`] of the form whose opening tag starts with `opening`.
pub fn fields_as_shown(body: &str, opening: &str) -> Vec<(String, String)> {
    let start = body
        .find(opening)
        .unwrap_or_else(|| panic!("no {opening} in {body}"));
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
