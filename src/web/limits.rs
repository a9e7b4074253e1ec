//! Time and size limits on every stage of a request, so that nobody on the club's network can
//! hold the server with slow or endless requests (issue 13).
//!
//! actix-web bounds the headers (`client_request_timeout`) and idle keep-alive connections; it
//! has no limit on how long a body may take to arrive. [`bounded`] reads the whole body before
//! any handler runs, within [`Limits::body`], and refuses one that is too slow (408), too large
//! (413) or, for a form, not UTF-8 (400, where the form extractor would have replaced the bytes
//! with `�`). It then runs the handler within [`Limits::handler`]. A cap on open connections per
//! address keeps one machine from taking every file descriptor.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use actix_web::body::{BodyStream, BoxBody, MessageBody};
use actix_web::dev::{Extensions, Payload, ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage, web};

use super::AppState;

/// The limits a server runs with. The defaults suit a club's network; tests use short ones.
#[derive(Debug, Clone)]
pub struct Limits {
    /// From the connection's first byte to the end of the request's headers.
    pub headers: Duration,
    /// From the end of the headers to the end of the body.
    pub body: Duration,
    /// An idle connection between requests.
    pub keep_alive: Duration,
    /// From the whole request read to the response ready.
    pub handler: Duration,
    /// Open connections from one address at a time.
    pub connections_per_address: usize,
    /// The largest body any route takes (the roster upload); each route's own limit is smaller
    /// or equal.
    pub body_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            headers: Duration::from_secs(5),
            body: Duration::from_secs(10),
            keep_alive: Duration::from_secs(5),
            handler: Duration::from_secs(30),
            // A room of phones behind one router (a club's wifi) shares an address: enough for a
            // hundred tables, far fewer than the open-file limit.
            connections_per_address: 256,
            body_bytes: super::UPLOAD_LIMIT,
        }
    }
}

/// Open connections per address, counted as they are opened and closed.
#[derive(Debug, Default, Clone)]
pub struct Connections(Arc<Mutex<HashMap<IpAddr, usize>>>);

/// Kept with a connection while it is open; gives its place back when dropped.
struct Slot {
    ip: IpAddr,
    over: bool,
    connections: Connections,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self
            .connections
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = open.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

impl Connections {
    /// For `HttpServer::on_connect`: counts the new connection against its address.
    pub fn opened(&self, connection: &dyn std::any::Any, data: &mut Extensions, cap: usize) {
        let Some(ip) = connection
            .downcast_ref::<actix_web::rt::net::TcpStream>()
            .and_then(|s| s.peer_addr().ok())
            .map(|a| a.ip())
        else {
            return;
        };
        let mut open = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let n = open.entry(ip).or_default();
        *n += 1;
        data.insert(Slot {
            ip,
            over: *n > cap,
            connections: self.clone(),
        });
    }
}

/// The middleware: the connection cap, the body's deadline and size, a form's UTF-8, and the
/// handler's deadline.
pub async fn bounded(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let limits = req
        .app_data::<web::Data<AppState>>()
        .map(|s| s.limits.clone())
        .unwrap_or_default();
    if req.conn_data::<Slot>().is_some_and(|s| s.over) {
        return Ok(refuse(
            req,
            StatusCode::SERVICE_UNAVAILABLE,
            "Too many connections from your address are open at once. Close a few pages and try again.",
        ));
    }
    let stream = BodyStream::new(req.take_payload());
    let read = actix_web::body::to_bytes_limited(stream, limits.body_bytes);
    let body = match actix_web::rt::time::timeout(limits.body, read).await {
        Err(_) => {
            return Ok(refuse(
                req,
                StatusCode::REQUEST_TIMEOUT,
                "The request did not arrive in time. Please send it again.",
            ));
        }
        Ok(Err(_)) => {
            return Ok(refuse(
                req,
                StatusCode::PAYLOAD_TOO_LARGE,
                "What was sent is larger than any form of this site takes.",
            ));
        }
        Ok(Ok(Err(_))) => {
            return Ok(refuse(
                req,
                StatusCode::BAD_REQUEST,
                "The request was cut short. Please send it again.",
            ));
        }
        Ok(Ok(Ok(body))) => body,
    };
    let is_form = req
        .headers()
        .get(actix_web::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    if is_form && !form_is_utf8(&body) {
        return Ok(refuse(
            req,
            StatusCode::BAD_REQUEST,
            "The form could not be read: it was not sent as UTF-8 text. Please type it again in this page.",
        ));
    }
    // A form post's fields are kept until its answer, to be shown again if its write fails.
    let sent = super::unsaved::Sent::of(&req, &body, is_form);
    req.set_payload(Payload::from(body));
    // The request moves into the handler, so a late answer is made as an error, which actix
    // turns into this response.
    let path = req.path().to_owned();
    match actix_web::rt::time::timeout(limits.handler, next.call(req)).await {
        Ok(response) => response.map(|r| super::unsaved::answer(r.map_into_boxed_body(), sent)),
        Err(_) => {
            tracing::warn!(path, "a request ran past the handler's time limit");
            let message = "This page took too long to make. If you were saving something, look \
                           at the page again before sending it twice.";
            let page = super::error::page(StatusCode::SERVICE_UNAVAILABLE, message.into());
            Err(actix_web::error::InternalError::from_response("handler time limit", page).into())
        }
    }
}

/// A refusal that also closes the connection, so that a half-sent body is not read on.
fn refuse(req: ServiceRequest, status: StatusCode, message: &str) -> ServiceResponse<BoxBody> {
    let mut response = super::error::page(status, message.to_owned());
    response
        .head_mut()
        .set_connection_type(actix_web::http::ConnectionType::Close);
    let (http_req, _) = req.into_parts();
    ServiceResponse::new(http_req, response)
}

/// Whether an `application/x-www-form-urlencoded` body decodes to UTF-8 text: the raw bytes and
/// every `%XX` escape together.
fn form_is_utf8(body: &[u8]) -> bool {
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let mut decoded = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let b = body[i];
        if b == b'%'
            && let (Some(h), Some(l)) = (
                body.get(i + 1).copied().and_then(hex),
                body.get(i + 2).copied().and_then(hex),
            )
        {
            decoded.push(h << 4 | l);
            i += 3;
            continue;
        }
        decoded.push(b);
        i += 1;
    }
    std::str::from_utf8(&decoded).is_ok()
}

/// The peer's address, to count login failures by: the proxy's `X-Forwarded-For` only when the
/// server was told to trust it.
pub fn client_address(req: &actix_web::HttpRequest, trust_proxy: bool) -> String {
    if trust_proxy && let Some(ip) = req.connection_info().realip_remote_addr() {
        // Without the proxy's header this is the peer with its port: count by the address.
        return ip
            .parse::<std::net::SocketAddr>()
            .map_or_else(|_| ip.to_owned(), |a| a.ip().to_string());
    }
    req.peer_addr()
        .map(|a| a.ip().to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::form_is_utf8;

    #[test]
    fn a_form_must_decode_to_utf8() {
        assert!(form_is_utf8(b"name=Mrs.+Hoyle&x=%C3%A9"));
        assert!(form_is_utf8(b"a=100%"));
        assert!(!form_is_utf8(b"name=%FF%FE"));
        assert!(!form_is_utf8(b"name=\xff"));
    }
}
