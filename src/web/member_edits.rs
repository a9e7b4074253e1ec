//! Merging two member records of one person, and deleting a member who never played
//! (issue 12, item 3). Both ask once (`web::confirm`) and are written to the edit log.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::confirm::{Ask, Confirm};
use super::{AppError, AppState, Ctx, Director, db, render, render_invalid, see_other};
use crate::db::DbError;
use crate::db::edits;
use crate::db::members::{self as store, Member};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/members/{id}/merge")
            .get(merge_form)
            .post(merge),
    )
    .route("/members/{id}/delete", web::post().to(delete));
}

#[derive(Template)]
#[template(path = "members/merge.html")]
struct MergePage {
    ctx: Ctx,
    member: Member,
    others: Vec<Member>,
    chosen: String,
    error: Option<String>,
    plays: Vec<String>,
}

async fn merge_page(
    state: &web::Data<AppState>,
    director: &Director,
    id: i64,
    chosen: String,
    error: Option<String>,
) -> Result<MergePage, AppError> {
    let (member, all, plays) = db(state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::list(c)?,
                edits::member_plays(c, id)?,
            ))
        })
    })
    .await?;
    Ok(MergePage {
        ctx: Ctx::new(Some(director)),
        others: all.into_iter().filter(|m| m.id != id).collect(),
        member,
        chosen,
        error,
        plays,
    })
}

async fn merge_form(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    render(&merge_page(&state, &director, path.into_inner(), String::new(), None).await?)
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct MergeForm {
    other: String,
    confirm: String,
}

async fn merge(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<MergeForm>,
) -> Result<HttpResponse, AppError> {
    let keep = path.into_inner();
    let form = form.into_inner();
    let Ok(other) = form.other.trim().parse::<i64>() else {
        let page = merge_page(
            &state,
            &director,
            keep,
            form.other,
            Some("Choose the other record of the same person.".into()),
        )
        .await?;
        return render_invalid(&page);
    };
    if form.confirm != "yes" {
        let found = db(&state, move |pool| {
            crate::db::read(pool, |c| {
                Ok((store::get(c, keep)?, store::get(c, other).ok()))
            })
        })
        .await?;
        if let (kept, Some(dropped)) = found {
            let mut ask = Ask::new(
                format!("Merge {} into {}?", dropped.name, kept.name),
                format!(
                    "Everything {} played becomes {}'s, and the record {} is removed. {} keeps \
                     their name{}.",
                    dropped.name,
                    kept.name,
                    dropped.name,
                    kept.name,
                    if kept.member_no.is_none() && dropped.member_no.is_some() {
                        ", and takes the other record's member number"
                    } else {
                        ""
                    }
                ),
                format!("/members/{keep}/merge"),
            );
            ask.hidden = vec![("other".into(), other.to_string())];
            ask.button = "Yes, merge them".into();
            ask.cancel = format!("/members/{keep}/merge");
            return ask.page(Ctx::new(Some(&director)));
        }
    }
    let by = director.name.clone();
    let merged = db(&state, move |pool| {
        crate::db::write(pool, |tx| edits::merge_members(tx, keep, other, &by))
    })
    .await;
    match merged {
        Ok(()) => Ok(see_other(&format!("/members/{keep}/edit"))),
        Err(AppError::Db(DbError::Invalid { message, .. })) => {
            let page =
                merge_page(&state, &director, keep, other.to_string(), Some(message)).await?;
            render_invalid(&page)
        }
        Err(e) => Err(e),
    }
}

async fn delete(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<Confirm>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    if !form.given() {
        let member = db(&state, move |pool| {
            crate::db::read(pool, |c| store::get(c, id))
        })
        .await?;
        let mut ask = Ask::new(
            format!("Delete {}?", member.name),
            "The member record is removed for good; only a member who never played can be \
             deleted.",
            format!("/members/{id}/delete"),
        );
        ask.button = "Yes, delete it".into();
        ask.cancel = format!("/members/{id}/edit");
        ask.danger = true;
        return ask.page(Ctx::new(Some(&director)));
    }
    let by = director.name.clone();
    let deleted = db(&state, move |pool| {
        crate::db::write(pool, |tx| edits::delete_member(tx, id, &by))
    })
    .await;
    match deleted {
        Ok(()) => Ok(see_other("/members")),
        Err(AppError::Db(DbError::Invalid { message, .. })) => {
            let page = merge_page(&state, &director, id, String::new(), Some(message)).await?;
            render_invalid(&page)
        }
        Err(e) => Err(e),
    }
}
