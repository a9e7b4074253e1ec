//! A form whose write failed on the server's side (a full or failing disk, a database it may
//! not write) comes back as 503 with everything that was typed, whichever form it was (issue
//! 21). One mechanism in the error path, not code in every form: `web::limits` has the body
//! already read, and when the handler's answer is an [`AppError`] that means "not saved"
//! ([`AppError::is_unsaved`]) the body's fields are shown again in a form that sends them to
//! the same address. Result entry and the other many-row forms keep their own page for this
//! (`web::not_saved`), which shows the form itself.

use actix_web::body::BoxBody;
use actix_web::dev::ServiceResponse;
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use askama::Template;

use super::AppError;

/// One typed field as the page shows it again.
struct Field {
    name: String,
    label: String,
    value: String,
    /// A password is never written back into a page: its box comes back empty.
    secret: bool,
    /// Text of several lines comes back in a text box.
    lines: bool,
}

#[derive(Template)]
#[template(path = "unsaved.html")]
struct UnsavedPage {
    ctx: super::Ctx,
    action: String,
    fields: Vec<Field>,
}

/// What was sent with a form post, kept until its answer is known.
pub struct Sent {
    action: String,
    body: Bytes,
}

impl Sent {
    /// A form post's address and body; None for anything else.
    pub fn of(req: &actix_web::dev::ServiceRequest, body: &Bytes, is_form: bool) -> Option<Sent> {
        (is_form && req.method() == actix_web::http::Method::POST).then(|| Sent {
            action: req.uri().to_string(),
            body: body.clone(),
        })
    }
}

/// The answer to a form post: the handler's own, or, when its write failed, the page that says
/// so with what was typed.
pub fn answer(response: ServiceResponse<BoxBody>, sent: Option<Sent>) -> ServiceResponse<BoxBody> {
    let failed = response
        .response()
        .error()
        .and_then(|e| e.as_error::<AppError>())
        .is_some_and(AppError::is_unsaved);
    let Some(sent) = sent.filter(|_| failed) else {
        return response;
    };
    let fields: Vec<(String, String)> = serde_html_form::from_bytes(&sent.body).unwrap_or_default();
    let page = UnsavedPage {
        ctx: super::Ctx::default(),
        action: sent.action,
        fields: fields.into_iter().map(field).collect(),
    };
    let Ok(html) = page.render() else {
        return response;
    };
    let (req, _) = response.into_parts();
    let body = actix_web::HttpResponse::build(StatusCode::SERVICE_UNAVAILABLE)
        .content_type("text/html; charset=utf-8")
        .body(html);
    ServiceResponse::new(req, body)
}

fn field((name, value): (String, String)) -> Field {
    let secret = name.contains("password") || name == "current" || name == "confirm";
    let mut label = name.replace(['_', '-'], " ");
    if let Some(first) = label.get(..1) {
        label = first.to_uppercase() + &label[1..];
    }
    Field {
        lines: value.contains('\n'),
        value: if secret { String::new() } else { value },
        label,
        name,
        secret,
    }
}
