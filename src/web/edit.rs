//! Renaming and re-dating events, parties, tables of play and club nights, and changing an
//! event's shape before its first result (issue 12, item 3). One form page serves them all; the
//! changes go through `db::edits`, which logs each one.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::NaiveDate;

use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, see_other,
};
use crate::db::DbError;
use crate::db::bin::Kind;
use crate::db::edits;

/// One page handler and one save handler per kind, so that the route table stays plain.
macro_rules! handlers {
    ($show:ident, $save:ident, $kind:expr, $part:expr) => {
        async fn $show(
            d: Director,
            s: web::Data<AppState>,
            p: web::Path<i64>,
        ) -> Result<web::Html, AppError> {
            edit_page(d, s, p, $kind).await
        }
        async fn $save(
            d: Director,
            s: web::Data<AppState>,
            p: web::Path<i64>,
            f: web::Form<HashMap<String, String>>,
        ) -> Result<HttpResponse, AppError> {
            save(d, s, p, f, $kind, $part).await
        }
    };
}

handlers!(event_page, event_save, Kind::Event, Part::Heading);
handlers!(party_page, party_save, Kind::Party, Part::Heading);
handlers!(table_page, table_save, Kind::Table, Part::Heading);
handlers!(night_page, night_save, Kind::Night, Part::Heading);

async fn event_shape(
    d: Director,
    s: web::Data<AppState>,
    p: web::Path<i64>,
    f: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    save(d, s, p, f, Kind::Event, Part::Shape).await
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/events/{id}/edit")
            .get(event_page)
            .post(event_save),
    )
    .route("/events/{id}/shape", web::post().to(event_shape))
    .service(
        web::resource("/parties/{id}/edit")
            .get(party_page)
            .post(party_save),
    )
    .service(
        web::resource("/tables/{id}/edit")
            .get(table_page)
            .post(table_save),
    )
    .service(
        web::resource("/nights/{id}/edit")
            .get(night_page)
            .post(night_save),
    )
    .route("/ladders/rename", web::post().to(rename_ladder));
}

#[derive(serde::Deserialize, Default)]
#[serde(default)]
struct LadderRename {
    law: String,
    season: String,
    new_season: String,
}

/// Renames a ladder: its season label, on every table of its game in that season.
async fn rename_ladder(
    director: Director,
    state: web::Data<AppState>,
    form: web::Form<LadderRename>,
) -> Result<HttpResponse, AppError> {
    let LadderRename {
        law,
        season,
        new_season,
    } = form.into_inner();
    let by = director.name.clone();
    let (l, s) = (law.clone(), new_season.trim().to_owned());
    db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            edits::ladder_season(tx, &law, &season, &new_season, &by)
        })
    })
    .await?;
    let query = serde_html_form::to_string([("law", l), ("season", s)]).unwrap_or_default();
    Ok(see_other(&format!("/ladders?{query}")))
}

/// One change, run in the write transaction.
type Edit = Box<dyn FnOnce(&rusqlite::Transaction<'_>) -> Result<(), DbError> + Send>;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Heading,
    Shape,
}

struct Field {
    name: &'static str,
    label: &'static str,
    hint: &'static str,
    value: String,
    date: bool,
    numeric: bool,
    error: Option<String>,
}

struct Form {
    id: &'static str,
    heading: &'static str,
    note: Option<String>,
    action: String,
    fields: Vec<Field>,
    button: &'static str,
    /// Why the form cannot be used, instead of the form.
    locked: Option<String>,
    /// Refusals not about one field.
    general: Vec<String>,
}

#[derive(Template)]
#[template(path = "edit.html")]
struct EditPage {
    ctx: Ctx,
    title: String,
    name: String,
    back: String,
    forms: Vec<Form>,
    delete: String,
}

fn field(name: &'static str, label: &'static str, value: String) -> Field {
    Field {
        name,
        label,
        hint: "",
        value,
        date: name == "date",
        numeric: matches!(name, "tables" | "boards_per_round" | "rounds"),
        error: None,
    }
}

/// The current values of the thing, as the forms show them, and its name.
struct Current {
    name: String,
    forms: Vec<Form>,
}

fn current(conn: &rusqlite::Connection, kind: Kind, id: i64) -> Result<Current, DbError> {
    let heading = |fields: Vec<Field>| Form {
        id: "heading",
        heading: "Name and date",
        note: None,
        action: format!("/{}/{id}/edit", plural(kind)),
        fields,
        button: "Save",
        locked: None,
        general: Vec::new(),
    };
    Ok(match kind {
        Kind::Event => {
            let e = crate::db::events::get(conn, id)?;
            let entered = !crate::db::results::list(conn, id)?.is_empty();
            let shape = Form {
                id: "shape",
                heading: "Tables, boards and rounds",
                note: Some("The movement places every result, so these can change only until the first result is entered. Pairs that remain keep their players.".into()),
                action: format!("/events/{id}/shape"),
                fields: vec![
                    field("tables", "Tables", e.tables.to_string()),
                    field("boards_per_round", "Boards a round", e.boards_per_round.to_string()),
                    field("rounds", "Rounds (blank: one a table)", e.rounds.to_string()),
                ],
                button: "Change the shape",
                locked: entered.then(|| "Results are entered already, so the tables, boards and rounds can no longer change. Delete the event and make a new one if the shape was wrong.".into()),
                general: Vec::new(),
            };
            Current {
                name: e.name.clone(),
                forms: vec![
                    heading(vec![
                        field("name", "Name", e.name),
                        field("date", "Date", e.date.format("%Y-%m-%d").to_string()),
                        field("season", "Season", e.season),
                    ]),
                    shape,
                ],
            }
        }
        Kind::Party => {
            let p = crate::db::parties::load(conn, id)?;
            Current {
                name: p.name.clone(),
                forms: vec![heading(vec![
                    field("name", "Name", p.name),
                    field("date", "Date", p.date),
                ])],
            }
        }
        Kind::Table => {
            let t = crate::db::tables::get(conn, id)?;
            let mut name = field(
                "name",
                "Name of the table",
                t.name.clone().unwrap_or_default(),
            );
            name.hint = "Blank: the table is known by its game.";
            Current {
                name: t
                    .name
                    .clone()
                    .unwrap_or_else(|| format!("{}, table {id}", t.title())),
                forms: vec![heading(vec![name, field("season", "Season", t.season)])],
            }
        }
        Kind::Night => {
            let n = crate::db::tables::get_night(conn, id)?;
            let mut season = field("season", "Season", n.season);
            season.hint = "The night's tables move with it.";
            Current {
                name: format!("Club night of {}", crate::web::words::day(&n.date)),
                forms: vec![heading(vec![field("date", "Date", n.date), season])],
            }
        }
    })
}

fn plural(kind: Kind) -> &'static str {
    match kind {
        Kind::Event => "events",
        Kind::Party => "parties",
        Kind::Table => "tables",
        Kind::Night => "nights",
    }
}

fn page(director: &Director, kind: Kind, id: i64, cur: Current) -> EditPage {
    EditPage {
        ctx: Ctx::new(Some(director)),
        title: format!("Change {}", kind.words().to_lowercase()),
        name: cur.name,
        back: kind.page(id),
        forms: cur.forms,
        delete: format!("/{}/{id}/delete", plural(kind)),
    }
}

async fn edit_page(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    kind: Kind,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    let cur = db(&state, move |pool| {
        crate::db::read(pool, |c| current(c, kind, id))
    })
    .await?;
    render(&page(&director, kind, id, cur))
}

fn date(errors: &mut FieldErrors, typed: &str) -> Option<NaiveDate> {
    let d = NaiveDate::parse_from_str(typed.trim(), "%Y-%m-%d").ok();
    if d.is_none() {
        errors.add("date", "Give the date as year-month-day, e.g. 1927-03-08.");
    }
    d
}

fn count(errors: &mut FieldErrors, name: &str, typed: &str, what: &str) -> Option<u32> {
    match typed.trim().parse::<u32>() {
        Ok(n) => Some(n),
        Err(_) => {
            errors.add(name, format!("Give {what} as a whole number."));
            None
        }
    }
}

async fn save(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
    kind: Kind,
    part: Part,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let form = form.into_inner();
    let typed = |k: &str| form.get(k).cloned().unwrap_or_default();
    let by = director.name.clone();
    let mut errors = FieldErrors::default();
    let action: Edit = match (kind, part) {
        (Kind::Event, Part::Shape) => {
            let tables = count(&mut errors, "tables", &typed("tables"), "the tables");
            let boards = count(
                &mut errors,
                "boards_per_round",
                &typed("boards_per_round"),
                "the boards a round",
            );
            let rounds = match typed("rounds").trim() {
                "" => Some(None),
                r => count(&mut errors, "rounds", r, "the rounds").map(Some),
            };
            let (Some(t), Some(b), Some(r)) = (tables, boards, rounds) else {
                return refused(&state, &director, kind, id, part, &form, errors).await;
            };
            Box::new(move |tx| edits::event_shape(tx, id, t, b, r, &by))
        }
        (Kind::Event, _) => {
            let Some(d) = date(&mut errors, &typed("date")) else {
                return refused(&state, &director, kind, id, part, &form, errors).await;
            };
            let (name, season) = (typed("name"), typed("season"));
            Box::new(move |tx| edits::event_heading(tx, id, &name, d, &season, &by))
        }
        (Kind::Party, _) => {
            let Some(d) = date(&mut errors, &typed("date")) else {
                return refused(&state, &director, kind, id, part, &form, errors).await;
            };
            let name = typed("name");
            Box::new(move |tx| edits::party_heading(tx, id, &name, d, &by))
        }
        (Kind::Table, _) => {
            let (name, season) = (typed("name"), typed("season"));
            Box::new(move |tx| edits::table_heading(tx, id, &name, &season, &by))
        }
        (Kind::Night, _) => {
            let Some(d) = date(&mut errors, &typed("date")) else {
                return refused(&state, &director, kind, id, part, &form, errors).await;
            };
            let season = typed("season");
            Box::new(move |tx| edits::night_heading(tx, id, d, &season, &by))
        }
    };
    let saved = db(&state, move |pool| crate::db::write(pool, action)).await;
    match saved {
        Ok(()) => Ok(see_other(&kind.page(id))),
        Err(AppError::Db(DbError::Invalid { field, message })) => {
            errors.add(field, message);
            refused(&state, &director, kind, id, part, &form, errors).await
        }
        Err(e) => Err(e),
    }
}

/// The page again with what was typed in the form that was sent, and its refusals.
async fn refused(
    state: &web::Data<AppState>,
    director: &Director,
    kind: Kind,
    id: i64,
    part: Part,
    form: &HashMap<String, String>,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let mut cur = db(state, move |pool| {
        crate::db::read(pool, |c| current(c, kind, id))
    })
    .await?;
    let sent = match part {
        Part::Heading => "heading",
        Part::Shape => "shape",
    };
    for f in cur.forms.iter_mut().filter(|f| f.id == sent) {
        for x in &mut f.fields {
            if let Some(v) = form.get(x.name) {
                x.value = v.clone();
            }
            x.error = errors.get(x.name).map(str::to_owned);
        }
        f.general = errors
            .0
            .iter()
            .filter(|(name, _)| !f.fields.iter().any(|x| x.name == name))
            .map(|(_, m)| m.clone())
            .collect();
    }
    render_invalid(&page(director, kind, id, cur))
}
