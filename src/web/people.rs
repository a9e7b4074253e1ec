//! People who log in: the director's list of scorers (added with a password or a one-time
//! link, given a new link, removed), anyone's own password change, and the page a one-time link
//! opens (a scorer's welcome, or `hoyle director reset NAME`).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::roles::Scorer;
use super::session::SESSION_COOKIE;
use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, render_status,
};
use crate::auth::{hash_password, verify_password};
use crate::db::DbError;
use crate::db::auth::{self as store, Role};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/people", web::get().to(list))
        .route("/people", web::post().to(add))
        .route("/people/{id}/link", web::post().to(new_link))
        .route("/people/{id}/remove", web::post().to(remove))
        .route("/account/password", web::get().to(password_form))
        .route("/account/password", web::post().to(change_password))
        .route("/password", web::get().to(link_form))
        .route("/password", web::post().to(use_link));
}

pub(super) struct PersonRow {
    id: i64,
    name: String,
    scorer: bool,
}

#[derive(Template)]
#[template(path = "people/list.html")]
struct PeoplePage {
    ctx: Ctx,
    people: Vec<PersonRow>,
    name: String,
    errors: FieldErrors,
    /// A one-time link just made: (whose, the address). Shown once; only its digest is kept.
    link: Option<(String, String)>,
    notice: Option<String>,
    /// The latest refused logins, newest first, and how many are kept in all.
    refusals: Vec<RefusalRow>,
    refusals_kept: i64,
}

/// A refused login as the People page lists it, its time in the club's time zone.
pub(super) struct RefusalRow {
    when: String,
    name: String,
    address: String,
    known_device: bool,
}

/// How many refused logins the People page lists.
const REFUSALS_SHOWN: i64 = 20;

#[derive(Deserialize)]
struct AddForm {
    name: String,
    #[serde(default)]
    password: String,
}

/// The link's full address, as this browser reached the server.
fn link_address(req: &HttpRequest, token: &str) -> String {
    let info = req.connection_info();
    format!("{}://{}/password?token={token}", info.scheme(), info.host())
}

/// A new password's refusals at its fields, for every form that sets one (setup, a scorer
/// added, a one-time link, a change): too short, `name`'s own, or too easy to guess, with the
/// strength check's advice (`auth::password_problem`); then the two copies differing.
pub(super) async fn password_errors(
    state: &AppState,
    errors: &mut FieldErrors,
    password: &str,
    name: &str,
    confirm: Option<&str>,
) -> Result<(), AppError> {
    // The club's name is one of the first words a guesser tries.
    let club = super::club::settings(state).await?.name;
    if let Some(problem) = crate::auth::password_problem(password, name, &[club.as_str()]) {
        errors.add("password", problem);
    } else if confirm.is_some_and(|c| c != password) {
        errors.add("confirm", "The two passwords differ.");
    }
    Ok(())
}

async fn people_page(
    state: &AppState,
    director: &Director,
    name: String,
    errors: FieldErrors,
    link: Option<(String, String)>,
    notice: Option<String>,
) -> Result<PeoplePage, AppError> {
    let (people, (refused, refusals_kept)) = db(state, |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::people(c)?,
                crate::db::logins::refusals(c, REFUSALS_SHOWN)?,
            ))
        })
    })
    .await?;
    let club = super::club::settings(state).await?;
    let refusals = refused
        .into_iter()
        .map(|r| RefusalRow {
            when: club.time(&r.at),
            name: r.name,
            address: r.address,
            known_device: r.known_device,
        })
        .collect();
    let people = people
        .into_iter()
        .map(|p| PersonRow {
            id: p.id,
            name: p.name,
            scorer: p.role == Role::Scorer,
        })
        .collect();
    Ok(PeoplePage {
        ctx: Ctx::new(Some(director)),
        people,
        name,
        errors,
        link,
        notice,
        refusals,
        refusals_kept,
    })
}

async fn list(state: web::Data<AppState>, director: Director) -> Result<web::Html, AppError> {
    render(
        &people_page(
            &state,
            &director,
            String::new(),
            FieldErrors::default(),
            None,
            None,
        )
        .await?,
    )
}

async fn add(
    req: HttpRequest,
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<AddForm>,
) -> Result<HttpResponse, AppError> {
    let AddForm { name, password } = form.into_inner();
    let name = name.trim().to_owned();
    let mut errors = FieldErrors::default();
    if name.is_empty() || name.chars().count() > 80 {
        errors.add("name", "Give the scorer's name (1 to 80 characters).");
    } else if crate::text::has_control(&name) {
        errors.add(
            "name",
            "A name cannot hold control characters (such as a tab or a line break).",
        );
    }
    if !password.is_empty() {
        password_errors(&state, &mut errors, &password, &name, None).await?;
    }
    if errors.is_empty() {
        let n = name.clone();
        let made = db(&state, move |pool| {
            let hash = match password.is_empty() {
                true => String::new(),
                false => hash_password(&password)
                    .map_err(|e| DbError::invalid("password", e.to_string()))?,
            };
            crate::db::write(pool, |tx| {
                let person = store::create_person(tx, &n, &hash, Role::Scorer)?;
                match hash.is_empty() {
                    true => store::create_password_link(tx, person.id).map(Some),
                    false => Ok(None),
                }
            })
        })
        .await;
        match made {
            Ok(token) => {
                // Without a password yet, the scorer cannot log in until the link is used.
                let notice = Some(match token.is_some() {
                    true => format!(
                        "{name} can log in as a scorer once they have chosen a password from \
                         the link below."
                    ),
                    false => format!("{name} may now log in as a scorer."),
                });
                let link = token.map(|t| (name.clone(), link_address(&req, &t)));
                let page =
                    people_page(&state, &director, String::new(), errors, link, notice).await?;
                return render_status(&page, StatusCode::OK);
            }
            Err(AppError::Db(e @ DbError::Invalid { .. })) => {
                errors = Option::<FieldErrors>::from(&e).unwrap_or_default();
            }
            Err(e) => return Err(e),
        }
    }
    render_invalid(&people_page(&state, &director, name, errors, None, None).await?)
}

async fn new_link(
    req: HttpRequest,
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let (name, token) = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let person = store::people(tx)?
                .into_iter()
                .find(|p| p.id == id && p.role == Role::Scorer)
                .ok_or(DbError::NotFound)?;
            Ok((person.name, store::create_password_link(tx, id)?))
        })
    })
    .await?;
    let link = Some((name, link_address(&req, &token)));
    let page = people_page(
        &state,
        &director,
        String::new(),
        FieldErrors::default(),
        link,
        None,
    )
    .await?;
    render_status(&page, StatusCode::OK)
}

async fn remove(
    state: web::Data<AppState>,
    _director: Director,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    db(&state, move |pool| {
        crate::db::write(pool, |tx| store::remove_scorer(tx, id))
    })
    .await?;
    // A removed scorer's remembered session must not outlive them.
    state.sessions.forget_all();
    Ok(super::flash::saved(
        "/people",
        "The scorer is removed: that name no longer logs in.",
    ))
}

#[derive(Template)]
#[template(path = "people/password.html")]
struct PasswordPage {
    ctx: Ctx,
    errors: FieldErrors,
    done: bool,
}

#[derive(Deserialize)]
struct PasswordForm {
    current: String,
    password: String,
    confirm: String,
}

async fn password_form(scorer: Scorer) -> Result<web::Html, AppError> {
    render(&PasswordPage {
        ctx: scorer.ctx(),
        errors: FieldErrors::default(),
        done: false,
    })
}

async fn change_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    scorer: Scorer,
    form: web::Form<PasswordForm>,
) -> Result<HttpResponse, AppError> {
    let PasswordForm {
        current,
        password,
        confirm,
    } = form.into_inner();
    let mut errors = FieldErrors::default();
    password_errors(&state, &mut errors, &password, &scorer.name, Some(&confirm)).await?;
    if errors.is_empty() {
        let (name, id) = (scorer.name.clone(), scorer.id);
        let keep = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned());
        let changed = db(&state, move |pool| {
            let Some((_, hash)) = crate::db::read(pool, |c| store::director_credentials(c, &name))?
            else {
                return Err(DbError::NotFound);
            };
            if !verify_password(&current, &hash) {
                return Err(DbError::invalid(
                    "current",
                    "That is not your present password.",
                ));
            }
            let new = hash_password(&password)
                .map_err(|e| DbError::invalid("password", e.to_string()))?;
            crate::db::write(pool, |tx| {
                store::set_password(tx, id, &new, keep.as_deref())
            })
        })
        .await;
        match changed {
            Ok(()) => {
                // Other devices logged in with the old password are logged out.
                state.sessions.forget_all();
                return render_status(
                    &PasswordPage {
                        ctx: scorer.ctx(),
                        errors,
                        done: true,
                    },
                    StatusCode::OK,
                );
            }
            Err(AppError::Db(e @ DbError::Invalid { .. })) => {
                errors = Option::<FieldErrors>::from(&e).unwrap_or_default();
            }
            Err(e) => return Err(e),
        }
    }
    render_invalid(&PasswordPage {
        ctx: scorer.ctx(),
        errors,
        done: false,
    })
}

#[derive(Template)]
#[template(path = "people/link.html")]
struct LinkPage {
    ctx: Ctx,
    token: String,
    name: String,
    errors: FieldErrors,
}

#[derive(Deserialize)]
struct LinkQuery {
    #[serde(default)]
    token: String,
}

#[derive(Deserialize)]
struct LinkForm {
    token: String,
    password: String,
    confirm: String,
}

const LINK_REFUSED: &str = "This link is not valid: it was used already, has lapsed (a link is \
     good for two days), or was mistyped. Ask the director for a new one; a director's own link \
     is printed by `hoyle director reset NAME` on the server's console.";

async fn link_form(
    state: web::Data<AppState>,
    query: web::Query<LinkQuery>,
) -> Result<web::Html, AppError> {
    let token = query.into_inner().token;
    let probe = token.clone();
    let person = db(&state, move |pool| {
        crate::db::read(pool, |c| store::password_link(c, &probe))
    })
    .await?
    .ok_or_else(|| AppError::Forbidden(LINK_REFUSED.to_owned()))?;
    render(&LinkPage {
        ctx: Ctx::default(),
        token,
        name: person.name,
        errors: FieldErrors::default(),
    })
}

async fn use_link(
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<LinkForm>,
) -> Result<HttpResponse, AppError> {
    let LinkForm {
        token,
        password,
        confirm,
    } = form.into_inner();
    let mut errors = FieldErrors::default();
    let probe = token.clone();
    let person = db(&state, move |pool| {
        crate::db::read(pool, |c| store::password_link(c, &probe))
    })
    .await?
    .ok_or_else(|| AppError::Forbidden(LINK_REFUSED.to_owned()))?;
    password_errors(&state, &mut errors, &password, &person.name, Some(&confirm)).await?;
    if !errors.is_empty() {
        return render_invalid(&LinkPage {
            ctx: Ctx::default(),
            token,
            name: person.name,
            errors,
        });
    }
    let device = super::login::device_cookie(&req);
    let granted = db(&state, move |pool| {
        let hash =
            hash_password(&password).map_err(|e| DbError::invalid("password", e.to_string()))?;
        crate::db::write(pool, |tx| {
            let person = store::use_password_link(tx, &token, &hash)?;
            super::login::grant(tx, person.id, device.as_deref())
        })
    })
    .await?;
    state.sessions.forget_all();
    Ok(super::login::logged_in_saying(
        &req,
        &state,
        granted,
        &format!(
            "Your password is saved, {}: you are logged in.",
            person.name
        ),
    ))
}
