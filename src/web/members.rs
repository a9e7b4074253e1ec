//! The club roster pages: the public list, and for the director adding, editing, retiring,
//! importing and exporting members.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::{AppError, AppState, Ctx, Director, FieldErrors, UPLOAD_LIMIT, db, render_invalid};
use crate::db::DbError;
use crate::db::members::{self as store, Member, NewMember, Problems};

pub fn routes(cfg: &mut web::ServiceConfig) {
    // The fixed paths go before `/members/{id}` so that "import" is never read as an id.
    cfg.route("/members", web::get().to(list))
        .route("/members", web::post().to(add))
        .route("/members.csv", web::get().to(export))
        .service(
            web::resource("/members/import")
                // A pasted roster may be larger than an ordinary form.
                .app_data(
                    web::FormConfig::default()
                        .limit(UPLOAD_LIMIT)
                        .error_handler(|e, _| {
                            AppError::BadRequest(format!(
                                "The pasted CSV could not be read ({e}). A roster of up to \
                                 5,000 members fits; import a larger one in parts."
                            ))
                            .into()
                        }),
                )
                .route(web::post().to(import)),
        )
        .route("/members/{id}/edit", web::get().to(edit_form))
        .route("/members/{id}", web::post().to(update))
        .route("/members/{id}/retire", web::post().to(retire))
        .route("/members/{id}/reinstate", web::post().to(reinstate));
}

/// A member as a page shows it.
struct Row {
    id: i64,
    name: String,
    member_no: String,
    /// The federation number, beside the club's.
    national_no: String,
    email: String,
    retired: bool,
}

impl From<Member> for Row {
    fn from(m: Member) -> Self {
        Row {
            id: m.id,
            name: m.name,
            member_no: m.member_no.unwrap_or_default(),
            national_no: m.national_no.unwrap_or_default(),
            email: m.email.unwrap_or_default(),
            retired: m.retired,
        }
    }
}

/// The member form's fields as typed. Every field defaults, so a form missing one is shown
/// again with a message rather than refused outright.
#[derive(Debug, Default, Clone, Deserialize)]
struct MemberForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    member_no: String,
    #[serde(default)]
    national_no: String,
    #[serde(default)]
    email: String,
}

impl MemberForm {
    fn from_member(m: &Member) -> Self {
        MemberForm {
            name: m.name.clone(),
            member_no: m.member_no.clone().unwrap_or_default(),
            national_no: m.national_no.clone().unwrap_or_default(),
            email: m.email.clone().unwrap_or_default(),
        }
    }

    fn check(&self) -> Result<NewMember, FieldErrors> {
        NewMember::with_national(&self.name, &self.member_no, &self.national_no, &self.email)
            .map_err(field_errors)
    }
}

fn field_errors(problems: Problems) -> FieldErrors {
    let mut errors = FieldErrors::default();
    for (field, message) in problems {
        errors.add(field, capitalise(&message));
    }
    errors
}

/// The store's messages read as clauses ("line 4, email: ..."); on a page they start a sentence.
fn capitalise(message: &str) -> String {
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn refusal(e: &DbError) -> Option<FieldErrors> {
    Option::<FieldErrors>::from(e).map(|FieldErrors(list)| {
        FieldErrors(list.into_iter().map(|(f, m)| (f, capitalise(&m))).collect())
    })
}

#[derive(Template)]
#[template(path = "members/list.html")]
struct ListPage {
    ctx: Ctx,
    active: Vec<Row>,
    retired: Vec<Row>,
    form: MemberForm,
    errors: FieldErrors,
    csv: String,
    notice: Option<String>,
}

#[derive(Template)]
#[template(path = "members/edit.html")]
struct EditPage {
    ctx: Ctx,
    id: i64,
    retired: bool,
    form: MemberForm,
    errors: FieldErrors,
}

#[derive(Debug, Default, Deserialize)]
struct ListQuery {
    added: Option<usize>,
    updated: Option<usize>,
}

impl ListQuery {
    fn notice(&self) -> Option<String> {
        let (added, updated) = (self.added?, self.updated?);
        let plural = |n: usize| if n == 1 { "member" } else { "members" };
        Some(format!(
            "Imported: {added} {} added, {updated} {} updated.",
            plural(added),
            plural(updated)
        ))
    }
}

async fn list_page(
    state: &AppState,
    director: Option<&Director>,
    form: MemberForm,
    errors: FieldErrors,
    csv: String,
    notice: Option<String>,
) -> Result<ListPage, AppError> {
    let members = db(state, |pool| crate::db::read(pool, store::list)).await?;
    let (retired, active): (Vec<Row>, Vec<Row>) =
        members.into_iter().map(Row::from).partition(|r| r.retired);
    Ok(ListPage {
        ctx: Ctx::new(director),
        active,
        retired,
        form,
        errors,
        csv,
        notice,
    })
}

async fn list(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    query: Option<web::Query<ListQuery>>,
) -> Result<web::Html, AppError> {
    // A mangled query string only loses the notice, never the page.
    let notice = query.and_then(|q| q.notice());
    let mut page = list_page(
        &state,
        None,
        MemberForm::default(),
        FieldErrors::default(),
        String::new(),
        notice,
    )
    .await?;
    // A scorer sees the roster as anyone does (no email addresses), logged in by name.
    page.ctx = crate::web::roles::Scorer::ctx_of(director.as_ref());
    super::render(&page)
}

async fn add(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<MemberForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.into_inner();
    let name = form.name.trim().to_owned();
    let errors = match form.check() {
        Ok(new) => {
            match db(&state, move |pool| {
                crate::db::write(pool, |tx| {
                    let member = store::add(tx, &new)?;
                    namesakes_of(tx, &member)
                })
            })
            .await
            {
                Ok(namesakes) => {
                    return Ok(super::flash::saved(
                        "/members",
                        &format!("{name} added to the roster.{namesakes}"),
                    ));
                }
                Err(AppError::Db(e)) => refusal(&e).ok_or(AppError::Db(e))?,
                Err(e) => return Err(e),
            }
        }
        Err(errors) => errors,
    };
    super::flash::refused_plain(&errors);
    let page = list_page(&state, Some(&director), form, errors, String::new(), None).await?;
    render_invalid(&page)
}

/// A warning for a member just saved under a name another member has (issue 22 item 10): saved
/// anyway, since two people may share a name, with how the pages now tell them apart. Empty when
/// the name is the member's own.
fn namesakes_of(conn: &rusqlite::Connection, member: &Member) -> Result<String, DbError> {
    use crate::db::members::namesakes;
    let others = namesakes::others(conn, member.id)?;
    if others.is_empty() {
        return Ok(String::new());
    }
    let this = match member.member_no.as_deref() {
        Some(no) => format!("no. {no}"),
        None => {
            let labels = namesakes::labels(conn)?;
            format!(
                "shown as {}",
                namesakes::label_of(&labels, member.id, &member.name)
            )
        }
    };
    Ok(format!(
        " There is already a {}; this one is {this}. Add a middle initial or a member number to \
         tell them apart.",
        others.join(" and a ")
    ))
}

fn member_id(raw: &str) -> Result<i64, AppError> {
    raw.parse().map_err(|_| AppError::NotFound)
}

async fn edit_form(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let id = member_id(&path)?;
    let member = db(&state, move |pool| {
        crate::db::read(pool, |c| store::get(c, id))
    })
    .await?;
    super::render(&EditPage {
        ctx: Ctx::new(Some(&director)),
        id,
        retired: member.retired,
        form: MemberForm::from_member(&member),
        errors: FieldErrors::default(),
    })
}

async fn update(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
    form: web::Form<MemberForm>,
) -> Result<HttpResponse, AppError> {
    let id = member_id(&path)?;
    let form = form.into_inner();
    let name = form.name.trim().to_owned();
    let errors = match form.check() {
        Ok(new) => {
            match db(&state, move |pool| {
                crate::db::write(pool, |tx| {
                    let member = store::update(tx, id, &new)?;
                    namesakes_of(tx, &member)
                })
            })
            .await
            {
                Ok(namesakes) => {
                    return Ok(super::flash::saved(
                        "/members",
                        &format!("{name}'s record saved.{namesakes}"),
                    ));
                }
                Err(AppError::Db(e)) => refusal(&e).ok_or(AppError::Db(e))?,
                Err(e) => return Err(e),
            }
        }
        Err(errors) => errors,
    };
    // The 404 for a member deleted meanwhile comes from here, before the form is shown again.
    let member = db(&state, move |pool| {
        crate::db::read(pool, |c| store::get(c, id))
    })
    .await?;
    super::flash::refused_plain(&errors);
    render_invalid(&EditPage {
        ctx: Ctx::new(Some(&director)),
        id,
        retired: member.retired,
        form,
        errors,
    })
}

async fn set_retired(
    state: &AppState,
    path: &str,
    retired: bool,
) -> Result<HttpResponse, AppError> {
    let id = member_id(path)?;
    let name = db(state, move |pool| {
        crate::db::write(pool, |tx| {
            store::set_retired(tx, id, retired)?;
            Ok(store::get(tx, id)?.name)
        })
    })
    .await?;
    let sentence = if retired {
        format!("{name} is retired: kept in past results, no longer offered in the seats.")
    } else {
        format!("{name} is reinstated: offered in the seats again.")
    };
    Ok(super::flash::saved("/members", &sentence))
}

async fn retire(
    state: web::Data<AppState>,
    _director: Director,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_retired(&state, &path, true).await
}

async fn reinstate(
    state: web::Data<AppState>,
    _director: Director,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_retired(&state, &path, false).await
}

#[derive(Debug, Default, Deserialize)]
struct ImportForm {
    #[serde(default)]
    csv: String,
}

async fn import(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<ImportForm>,
) -> Result<HttpResponse, AppError> {
    let csv = form.into_inner().csv;
    let text = csv.clone();
    let errors = match db(&state, move |pool| {
        crate::db::write(pool, |tx| store::import_csv(tx, &text))
    })
    .await
    {
        Ok(summary) => {
            return Ok(super::see_other(&format!(
                "/members?added={}&updated={}",
                summary.added, summary.updated
            )));
        }
        Err(AppError::Db(e)) => refusal(&e).ok_or(AppError::Db(e))?,
        Err(e) => return Err(e),
    };
    let page = list_page(
        &state,
        Some(&director),
        MemberForm::default(),
        errors,
        csv,
        None,
    )
    .await?;
    render_invalid(&page)
}

/// Director only: the file holds the members' emails.
async fn export(state: web::Data<AppState>, _director: Director) -> Result<HttpResponse, AppError> {
    let rows = db(&state, |pool| crate::db::read(pool, store::export_rows)).await?;
    Ok(super::csv_file("members", crate::export::to_csv(&rows)?))
}
