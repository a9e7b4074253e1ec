//! Asking once before a button that cannot be taken back (delete, mark final, the draw, ending a
//! party), without JavaScript. The button posts as usual; a post without `confirm=yes` is
//! answered with a page that says what will happen (and anything the director should know, such
//! as the missing results) and carries the same form again with `confirm=yes`. So every such
//! action asks exactly once, and a post that says "yes" goes through.
//!
//! A handler reads [`Confirm`] (or calls [`given`] on its whole form) and, when not confirmed,
//! returns [`Ask::page`].

use std::collections::HashMap;

use actix_web::HttpResponse;
use askama::Template;
use serde::Deserialize;

use super::{AppError, Ctx, render_status};

/// The answer a confirmation page sends.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Confirm {
    pub confirm: String,
}

impl Confirm {
    pub fn given(&self) -> bool {
        self.confirm == "yes"
    }
}

/// Whether a whole form carries the confirmation.
pub fn given(form: &HashMap<String, String>) -> bool {
    form.get("confirm").is_some_and(|v| v == "yes")
}

/// A form's refusals so far: none when it carries the confirmation, else `message` at `field`
/// (a tick box on the page itself, where the form asks on its face rather than on a page of its
/// own).
pub fn ticked(form: &HashMap<String, String>, field: &str, message: &str) -> super::FieldErrors {
    let mut errors = super::FieldErrors::default();
    if !given(form) {
        errors.add(field, message);
    }
    errors
}

/// What to ask.
pub struct Ask {
    /// The page's heading, a question: "Delete this event?".
    pub title: String,
    /// What will happen, in a sentence.
    pub question: String,
    /// Points the director should see first, one a line (may be empty).
    pub details: Vec<String>,
    /// The heading over the details.
    pub details_heading: String,
    /// Where the form posts (the same address the button posted to).
    pub action: String,
    /// The form's other fields, carried over as they were posted.
    pub hidden: Vec<(String, String)>,
    /// The button's words: "Yes, delete it".
    pub button: String,
    /// Where "No" leads.
    pub cancel: String,
    /// The words of the link back: "No, go back", or what is kept ("Keep it").
    pub cancel_words: String,
    /// A red button, for what removes something.
    pub danger: bool,
}

#[derive(Template)]
#[template(path = "confirm.html")]
struct ConfirmPage<'a> {
    ctx: Ctx,
    ask: &'a Ask,
}

impl Ask {
    pub fn new(
        title: impl Into<String>,
        question: impl Into<String>,
        action: impl Into<String>,
    ) -> Self {
        Ask {
            title: title.into(),
            question: question.into(),
            details: Vec::new(),
            details_heading: String::new(),
            action: action.into(),
            hidden: Vec::new(),
            button: "Yes".into(),
            cancel: "/".into(),
            cancel_words: "No, go back".into(),
            danger: false,
        }
    }

    /// The confirmation page (status 200: nothing was refused, only asked).
    pub fn page(&self, ctx: Ctx) -> Result<HttpResponse, AppError> {
        render_status(
            &ConfirmPage { ctx, ask: self },
            actix_web::http::StatusCode::OK,
        )
    }
}
