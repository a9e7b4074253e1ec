//! The table code page: a phone types the code printed on its table's card and is taken to
//! that table's slip (an event), round (a party) or sheet (a congress's series), with no account. The seat pages themselves
//! live with their events and parties.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::roles::{CodeState, TableCode};
use actix_web::http::StatusCode;

use super::{AppError, AppState, Ctx, render_status, see_other};
use crate::auth::normalize_code;
use crate::db::codes::Kind;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/code", web::get().to(code_form))
        .service(web::resource("/t/{code}").get(seat_form).post(seat_save));
}

/// The table code page's full address as this browser reached the server, for a printed card:
/// a guest's phone types it as printed.
pub fn code_address(req: &actix_web::HttpRequest) -> String {
    let info = req.connection_info();
    format!("{}://{}/code", info.scheme(), info.host())
}

/// A page of printed table codes: they are on it only, so no copy may be kept by a cache.
pub fn printed_cards(html: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header(("Cache-Control", "no-store"))
        .body(html)
}

#[derive(Template)]
#[template(path = "code.html")]
struct CodePage {
    ctx: Ctx,
    /// The code typed, shown again with [`CodePage::wrong`] when no table has it.
    typed: String,
    wrong: bool,
    /// Why a code in the address opened nothing (`/t/CODE`): it may have been right once, its
    /// round since ended, which the code box's own word would not say.
    why: Option<String>,
}

#[derive(Deserialize)]
struct CodeQuery {
    #[serde(default)]
    code: String,
}

async fn code_form(
    state: web::Data<AppState>,
    query: web::Query<CodeQuery>,
) -> Result<HttpResponse, AppError> {
    let typed = normalize_code(&query.code);
    if typed.is_empty() {
        return render_status(
            &CodePage {
                ctx: Ctx::default(),
                typed: String::new(),
                wrong: false,
                why: None,
            },
            StatusCode::OK,
        );
    }
    // Only letters and digits survive into the address.
    let clean: String = typed.chars().filter(char::is_ascii_alphanumeric).collect();
    // A mistyped code comes back to the code box with a word, not a bare refusal (issue 22).
    let why = match super::roles::code_state(&state, clean.clone()).await? {
        CodeState::Open(_) => return Ok(see_other(&format!("/t/{clean}"))),
        // A real code whose event is final says so, not "check your card" (issue 22).
        CodeState::Ended(kind) => Some(CodeState::ended_why(kind).to_owned()),
        CodeState::Unknown => None,
    };
    let shown: String = query.code.trim().chars().take(20).collect();
    render_status(
        &CodePage {
            ctx: Ctx::default(),
            typed: shown,
            wrong: true,
            why,
        },
        StatusCode::UNPROCESSABLE_ENTITY,
    )
}

async fn seat_form(
    state: web::Data<AppState>,
    code: Result<TableCode, AppError>,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let code = match code {
        Ok(code) => code,
        // A wrong or spent code typed in the address bar is answered as the code box answers
        // one (issue 22): the box again, with a word, not a bare "Not allowed".
        Err(AppError::Forbidden(why)) => {
            let shown: String = path.into_inner().trim().chars().take(20).collect();
            return render_status(
                &CodePage {
                    ctx: Ctx::default(),
                    typed: shown,
                    wrong: true,
                    why: Some(why),
                },
                StatusCode::NOT_FOUND,
            );
        }
        Err(e) => return Err(e),
    };
    match code.seat.kind {
        Kind::Event => super::events::code_slip_form(state, code).await,
        Kind::Party => super::parties::code_round_form(state, code).await,
        Kind::Congress => super::congress::code_sheet_form(state, code).await,
    }
}

async fn seat_save(
    state: web::Data<AppState>,
    code: TableCode,
    form: web::Form<std::collections::HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    match code.seat.kind {
        Kind::Event => super::events::code_slip_save(state, code, form).await,
        Kind::Party => super::parties::code_round_save(state, code, form).await,
        Kind::Congress => super::congress::code_sheet_save(state, code, form).await,
    }
}
