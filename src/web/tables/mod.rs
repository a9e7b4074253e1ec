//! Tables of play: a score pad per table, drawn from whatever law of the registry keeps it, deal
//! entry from the law's fields, corrections within the law's window (or by the director's
//! explicit override), all logged; and the club's table night (`nights`). Nothing here knows a
//! particular game: every law with a `Table` works the same way.

mod deal_form;
mod nights;
mod pad_view;

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, see_other,
};
use crate::club::DummySettles;
use crate::db::DbError;
use crate::db::tables::{self as store, Change, NewTable, PlayTable, Player};
use crate::laws::registry::{self, Law};
use deal_form::{FieldView, Typed};
use pad_view::PadView;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/tables", web::get().to(list))
        .route("/tables", web::post().to(create))
        .route("/tables/new", web::get().to(new_form))
        .route("/tables/{id}", web::get().to(show))
        .route("/tables/{id}/deals", web::post().to(enter_deal))
        .route("/tables/{id}/deals/{n}", web::get().to(correction_form))
        .route("/tables/{id}/deals/{n}", web::post().to(correct_deal))
        .route("/tables/{id}/delete-last", web::post().to(delete_last))
        .route("/tables/{id}/close", web::post().to(close))
        .route("/tables/{id}/reopen", web::post().to(reopen));
    nights::routes(cfg);
}

/// The laws that can be kept at a table, for the pickers.
fn table_laws() -> impl Iterator<Item = &'static Law> {
    registry::all().filter(|l| l.table.is_some())
}

/// A table in a list.
struct TableRow {
    id: i64,
    law: &'static str,
    sides: String,
    status: &'static str,
    season: String,
    night: String,
}

impl TableRow {
    fn of(t: &PlayTable) -> Self {
        TableRow {
            id: t.id,
            law: t.law.name,
            sides: t.side_names().join(" v. "),
            status: t.status.as_str(),
            season: t.season.clone(),
            night: t
                .night
                .map(|(n, table)| format!("night {n}, table {table}"))
                .unwrap_or_default(),
        }
    }
}

#[derive(Template)]
#[template(path = "tables/list.html")]
struct ListPage {
    ctx: Ctx,
    tables: Vec<TableRow>,
    laws: Vec<(&'static str, &'static str)>,
}

async fn list(
    state: web::Data<AppState>,
    director: Option<Director>,
) -> Result<web::Html, AppError> {
    let tables = db(&state, |pool| crate::db::read(pool, store::list)).await?;
    render(&ListPage {
        ctx: Ctx::new(director.as_ref()),
        tables: tables.iter().rev().map(TableRow::of).collect(),
        laws: table_laws().map(|l| (l.id, l.name)).collect(),
    })
}

/// One setting of the chosen law, as a select showing its default and what it is about.
pub(crate) struct SettingView {
    name: String,
    label: &'static str,
    about: &'static str,
    default: String,
    /// (value as JSON text, as shown, selected, is the default)
    options: Vec<(String, String, bool, bool)>,
}

/// A setting's value as a person reads it: JSON strings without their quotes.
fn shown(value: &str) -> String {
    value.trim_matches('"').to_owned()
}

pub(crate) fn setting_views(law: &Law, typed: &HashMap<String, String>) -> Vec<SettingView> {
    law.settings
        .iter()
        .map(|s| {
            let name = format!("s_{}", s.name);
            let chosen = typed.get(&name).map_or(s.default, String::as_str);
            SettingView {
                label: s.name,
                about: s.about,
                default: shown(s.default),
                options: s
                    .values
                    .iter()
                    .map(|v| ((*v).to_owned(), shown(v), *v == chosen, *v == s.default))
                    .collect(),
                name,
            }
        })
        .collect()
}

/// The settings object from the form's selects; a value not offered is refused at its select.
/// Defaults are left out, as the laws read an absent setting as its default: the stored table
/// then says only what was chosen.
pub(crate) fn settings_from(
    law: &Law,
    typed: &HashMap<String, String>,
    errors: &mut FieldErrors,
) -> serde_json::Value {
    let mut settings = serde_json::Map::new();
    for s in law.settings {
        let name = format!("s_{}", s.name);
        let chosen = typed.get(&name).map_or(s.default, String::as_str);
        match s.values.contains(&chosen) {
            true if chosen == s.default => {}
            true => {
                if let Ok(v) = serde_json::from_str(chosen) {
                    settings.insert(s.name.to_owned(), v);
                }
            }
            false => errors.add(
                name,
                format!("{chosen} is not one of {}", s.values.join(", ")),
            ),
        }
    }
    serde_json::Value::Object(settings)
}

/// A seat of the new-table form: a member or a guest's name.
struct SeatView {
    name: String,
    label: String,
    member: String,
    guest: String,
}

#[derive(Template)]
#[template(path = "tables/new.html")]
struct NewPage {
    ctx: Ctx,
    laws: Vec<(&'static str, &'static str, bool)>,
    law: Option<&'static Law>,
    settings: Vec<SettingView>,
    seats: Vec<SeatView>,
    /// Two players a side: three may play, one taking Dummy.
    partnership: bool,
    dummy: String,
    members: Vec<(i64, String)>,
    stake: String,
    stake_label: String,
    per_hundred: bool,
    season: String,
    errors: FieldErrors,
    other_errors: Vec<String>,
}

#[derive(Deserialize, Default)]
struct LawQuery {
    law: Option<String>,
}

fn seat_views(law: &Law, typed: &HashMap<String, String>) -> Vec<SeatView> {
    let Some(table) = law.table else {
        return Vec::new();
    };
    let mut seats = Vec::new();
    for side in 0..table.sides.min {
        for seat in 0..table.sides.players_per_side {
            let name = format!("side{side}_{seat}");
            let label = match table.sides.players_per_side {
                1 => format!("Player {}", side + 1),
                _ => format!("Side {}, player {}", side + 1, seat + 1),
            };
            seats.push(SeatView {
                member: typed.get(&name).cloned().unwrap_or_default(),
                guest: typed
                    .get(&format!("{name}_guest"))
                    .cloned()
                    .unwrap_or_default(),
                name,
                label,
            });
        }
    }
    seats
}

/// What the stake is paid on, from the law's empty pad under each setting value that changes it:
/// "pence a point; per 100 points when rounding is \"hundreds\"".
fn stake_label(law: &Law) -> String {
    let Some(table) = law.table else {
        return "pence a point".to_owned();
    };
    let unit = |settings: serde_json::Value| {
        let input = crate::laws::pad::PadInput {
            settings,
            sides: (0..table.sides.min)
                .map(|i| format!("Side {}", i + 1))
                .collect(),
            deals: Vec::new(),
        };
        (table.pad)(&input).map_or(1, |p| p.stake_unit)
    };
    let per = |unit: i64| match unit {
        1 => "a point".to_owned(),
        n => format!("per {n} points"),
    };
    let usual = unit(serde_json::Value::Null);
    let mut label = format!("pence {}", per(usual));
    for s in law.settings {
        for value in s.values {
            let Ok(v) = serde_json::from_str::<serde_json::Value>(value) else {
                continue;
            };
            let other = unit(serde_json::json!({ s.name: v }));
            if other != usual {
                label.push_str(&format!("; {} when {} is {value}", per(other), s.name));
            }
        }
    }
    label
}

async fn new_page(
    state: &AppState,
    director: &Director,
    law: Option<&'static Law>,
    typed: HashMap<String, String>,
    errors: FieldErrors,
) -> Result<NewPage, AppError> {
    let members = db(state, |pool| {
        crate::db::read(pool, crate::db::events::members_for_assignment)
    })
    .await?;
    let known: Vec<String> = typed.keys().cloned().collect();
    let other_errors = errors
        .0
        .iter()
        .filter(|(f, _)| !known.contains(f) && !f.starts_with("side") && !f.starts_with("s_"))
        .filter(|(f, _)| !["stake", "season", "law"].contains(&f.as_str()))
        .map(|(f, m)| format!("{f}: {m}"))
        .collect();
    Ok(NewPage {
        ctx: Ctx::new(Some(director)),
        laws: table_laws()
            .map(|l| (l.id, l.name, law.is_some_and(|c| c.id == l.id)))
            .collect(),
        settings: law.map(|l| setting_views(l, &typed)).unwrap_or_default(),
        seats: law.map(|l| seat_views(l, &typed)).unwrap_or_default(),
        partnership: law
            .and_then(|l| l.table)
            .is_some_and(|t| t.sides.players_per_side == 2),
        dummy: typed.get("dummy").cloned().unwrap_or_default(),
        stake_label: law.map_or_else(|| "pence a point".to_owned(), stake_label),
        per_hundred: per_hundred(&typed),
        law,
        members,
        stake: typed
            .get("stake")
            .cloned()
            .unwrap_or_else(|| "1".to_owned()),
        season: typed.get("season").cloned().unwrap_or_default(),
        errors,
        other_errors,
    })
}

async fn new_form(
    state: web::Data<AppState>,
    director: Director,
    query: web::Query<LawQuery>,
) -> Result<web::Html, AppError> {
    let law = query
        .law
        .as_deref()
        .and_then(registry::find)
        .filter(|l| l.table.is_some());
    render(
        &new_page(
            &state,
            &director,
            law,
            HashMap::new(),
            FieldErrors::default(),
        )
        .await?,
    )
}

/// The players typed into seats: a member chosen, else a guest's name.
/// The players typed for each side's seats; with `dummy`, the first side's second seat is
/// Dummy's and is not asked for.
pub(crate) fn players_from(
    typed: &HashMap<String, String>,
    sides: usize,
    per_side: usize,
    dummy: bool,
    errors: &mut FieldErrors,
) -> Vec<Vec<Player>> {
    let prefix = "side";
    let mut out = Vec::new();
    for side in 0..sides {
        let mut players = Vec::new();
        for seat in 0..per_side {
            if dummy && side == 0 && seat == 1 {
                continue;
            }
            let name = format!("{prefix}{side}_{seat}");
            let member = typed.get(&name).map(|s| s.trim()).unwrap_or_default();
            let guest = typed
                .get(&format!("{name}_guest"))
                .map(|s| s.trim())
                .unwrap_or_default();
            match (member.parse::<i64>(), guest) {
                (Ok(id), _) => players.push(Player::Member(id)),
                (Err(_), g) if !g.is_empty() => players.push(Player::Guest(g.to_owned())),
                _ => errors.add(name, "choose a member or type a guest's name"),
            }
        }
        out.push(players);
    }
    out
}

fn default_season() -> String {
    chrono::Local::now().format("%Y").to_string()
}

pub(crate) fn parse_stake(raw: &str, errors: &mut FieldErrors) -> i64 {
    match raw.trim().parse::<i64>() {
        Ok(n) if (0..=store::MAX_STAKE).contains(&n) => n,
        _ => {
            errors.add(
                "stake",
                format!(
                    "the stake is a whole number of pence, 0..{}",
                    store::MAX_STAKE
                ),
            );
            0
        }
    }
}

async fn create(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    let law = typed
        .get("law")
        .and_then(|id| registry::find(id))
        .filter(|l| l.table.is_some());
    let Some((law, table)) = law.and_then(|l| l.table.map(|t| (l, t))) else {
        let mut errors = FieldErrors::default();
        errors.add("law", "choose a game");
        return render_invalid(&new_page(&state, &director, None, typed, errors).await?);
    };
    let mut errors = FieldErrors::default();
    let settings = settings_from(law, &typed, &mut errors);
    let dummy = match typed.get("dummy").map_or("", |v| v.trim()) {
        "" => None,
        v => match DummySettles::parse(v) {
            Some(d) if table.sides.players_per_side == 2 => Some(d),
            _ => {
                errors.add("dummy", "four players, or three with one taking Dummy");
                None
            }
        },
    };
    let sides = players_from(
        &typed,
        table.sides.min,
        table.sides.players_per_side,
        dummy.is_some(),
        &mut errors,
    );
    let stake = parse_stake(typed.get("stake").map_or("", String::as_str), &mut errors);
    let season = match typed.get("season").map(|s| s.trim()) {
        Some(s) if !s.is_empty() => s.chars().take(40).collect(),
        _ => default_season(),
    };
    if errors.is_empty() {
        let new = NewTable {
            law: law.id.to_owned(),
            settings,
            stake,
            per_hundred: per_hundred(&typed),
            dummy,
            season,
            night: None,
            sides,
        };
        let by = director.name.clone();
        match db(&state, move |pool| {
            crate::db::write(pool, |tx| store::create(tx, &new, &by))
        })
        .await
        {
            Ok(id) => return Ok(see_other(&format!("/tables/{id}"))),
            Err(AppError::Db(DbError::Invalid { field, message })) => errors.add(field, message),
            Err(e) => return Err(e),
        }
    }
    render_invalid(&new_page(&state, &director, Some(law), typed, errors).await?)
}

/// The "per hundred points" box of a table's (or a club table's first rubber's) form.
pub(crate) fn per_hundred(typed: &HashMap<String, String>) -> bool {
    typed.get("per_hundred").is_some_and(|v| !v.is_empty())
}

fn table_id(raw: &str) -> Result<i64, AppError> {
    raw.parse().map_err(|_| AppError::NotFound)
}

/// A line of the deal history as the page shows it.
struct HistoryRow {
    deal: usize,
    action: String,
    old: String,
    new: String,
    confirmed: bool,
    by: String,
    at: String,
}

impl HistoryRow {
    /// Each deal read back in the law's words rather than as its stored JSON.
    fn of(c: Change, fields: &[crate::laws::pad::Field], sides: &[String]) -> Self {
        let read = |deal: Option<String>| {
            deal.map(|d| crate::laws::pad::describe_deal(fields, sides, &d))
                .unwrap_or_default()
        };
        HistoryRow {
            deal: c.deal + 1,
            action: c.action,
            old: read(c.old),
            new: read(c.new),
            confirmed: c.confirmed,
            by: c.by,
            at: c.at,
        }
    }
}

#[derive(Template)]
#[template(path = "tables/show.html")]
struct ShowPage {
    ctx: Ctx,
    table: PlayTable,
    settings: Vec<(String, String)>,
    pad: Option<PadView>,
    /// The law refused the stored deals (a law changed since): shown instead of the pad.
    pad_error: Option<String>,
    deals: usize,
    fields: Vec<FieldView>,
    errors: FieldErrors,
    other_errors: Vec<String>,
    history: Vec<HistoryRow>,
}

struct Loaded {
    table: PlayTable,
    deals: Vec<serde_json::Value>,
    history: Vec<Change>,
}

async fn load(state: &AppState, id: i64) -> Result<Loaded, AppError> {
    db(state, move |pool| {
        crate::db::read(pool, |c| {
            Ok(Loaded {
                table: store::get(c, id)?,
                deals: store::deals(c, id)?,
                history: store::history(c, id)?,
            })
        })
    })
    .await
}

fn settings_shown(t: &PlayTable) -> Vec<(String, String)> {
    t.law
        .settings
        .iter()
        .map(|s| {
            let value = t
                .settings
                .get(s.name)
                .map_or_else(|| format!("{} (default)", s.default), ToString::to_string);
            (s.name.to_owned(), value)
        })
        .collect()
}

/// Splits a refusal between the inputs it names and the messages shown above the form.
fn place_errors(
    fields: &[crate::laws::pad::Field],
    errors: FieldErrors,
) -> (FieldErrors, Vec<String>) {
    let mut at_inputs = FieldErrors::default();
    let mut other = Vec::new();
    for (field, message) in errors.0 {
        if field.starts_with("d_") || field == "confirm" {
            at_inputs.add(field, message);
        } else if let Some(input) = deal_form::input_for_law_field(fields, &field) {
            at_inputs.add(input, format!("{field}: {message}"));
        } else {
            other.push(format!("{field}: {message}"));
        }
    }
    (at_inputs, other)
}

fn show_page(
    ctx: Ctx,
    loaded: Loaded,
    typed: &Typed,
    errors: FieldErrors,
) -> Result<ShowPage, AppError> {
    let Loaded {
        table,
        deals,
        history,
    } = loaded;
    let rules = table.table()?;
    let count = deals.len();
    let input = table.pad_input(deals);
    let (pad, pad_error) = match (rules.pad)(&input) {
        Ok(pad) => (Some(PadView::of(&pad, &table, &input, rules)), None),
        Err(e) => (None, Some(e.to_string())),
    };
    let (errors, other_errors) = place_errors(rules.deal, errors);
    Ok(ShowPage {
        settings: settings_shown(&table),
        fields: deal_form::views(rules.deal, &input.sides, typed),
        ctx,
        pad,
        pad_error,
        deals: count,
        errors,
        other_errors,
        history: history
            .into_iter()
            .map(|c| HistoryRow::of(c, rules.deal, &input.sides))
            .collect(),
        table,
    })
}

async fn show(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let id = table_id(&path)?;
    let loaded = load(&state, id).await?;
    render(&show_page(
        Ctx::new(director.as_ref()),
        loaded,
        &Typed::new(),
        FieldErrors::default(),
    )?)
}

async fn enter_deal(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let typed = form.into_inner();
    let loaded = load(&state, id).await?;
    let rules = loaded.table.table()?;
    let errors = match deal_form::build(rules.deal, loaded.table.sides.len(), &typed) {
        Ok(deal) => {
            let by = director.name.clone();
            match db(&state, move |pool| {
                crate::db::write(pool, |tx| store::enter_deal(tx, id, &deal, &by))
            })
            .await
            {
                Ok(_) => return Ok(see_other(&format!("/tables/{id}#pad"))),
                Err(AppError::Db(e)) => Option::<FieldErrors>::from(&e).ok_or(AppError::Db(e))?,
                Err(e) => return Err(e),
            }
        }
        Err(errors) => errors,
    };
    render_invalid(&show_page(
        Ctx::new(Some(&director)),
        loaded,
        &typed,
        errors,
    )?)
}

fn deal_no(raw: &str) -> Result<usize, AppError> {
    // Pages number deals from 1.
    match raw.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n - 1),
        _ => Err(AppError::NotFound),
    }
}

#[derive(Template)]
#[template(path = "tables/deal.html")]
struct CorrectionPage {
    ctx: Ctx,
    table: PlayTable,
    deal: usize,
    within: bool,
    /// Why the correction typed makes a claim the law has closed.
    late_claim: Option<String>,
    fields: Vec<FieldView>,
    errors: FieldErrors,
    other_errors: Vec<String>,
    confirmed: bool,
}

fn correction_page(
    director: &Director,
    loaded: Loaded,
    n: usize,
    typed: Option<Typed>,
    errors: FieldErrors,
) -> Result<CorrectionPage, AppError> {
    let rules = loaded.table.table()?;
    let Some(stored) = loaded.deals.get(n) else {
        return Err(AppError::NotFound);
    };
    let confirmed = typed
        .as_ref()
        .is_some_and(|t| t.get("confirm").is_some_and(|v| !v.is_empty()));
    let input = loaded.table.pad_input(loaded.deals.clone());
    let late_claim = typed.as_ref().and_then(|typed| {
        let deal = deal_form::build(rules.deal, input.sides.len(), typed).ok()?;
        (rules.claims_closed?)(&input, n, &deal)
    });
    let typed = typed.unwrap_or_else(|| deal_form::typed_from_deal(rules.deal, stored));
    let within = late_claim.is_none() && (rules.correctable)(&input, n);
    let (errors, other_errors) = place_errors(rules.deal, errors);
    Ok(CorrectionPage {
        ctx: Ctx::new(Some(director)),
        fields: deal_form::views(rules.deal, &input.sides, &typed),
        table: loaded.table,
        deal: n + 1,
        within,
        late_claim,
        errors,
        other_errors,
        confirmed,
    })
}

async fn correction_form(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
) -> Result<web::Html, AppError> {
    let (id, n) = path.into_inner();
    let (id, n) = (table_id(&id)?, deal_no(&n)?);
    let loaded = load(&state, id).await?;
    render(&correction_page(
        &director,
        loaded,
        n,
        None,
        FieldErrors::default(),
    )?)
}

async fn correct_deal(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, n) = path.into_inner();
    let (id, n) = (table_id(&id)?, deal_no(&n)?);
    let typed = form.into_inner();
    let confirmed = typed.get("confirm").is_some_and(|v| !v.is_empty());
    let loaded = load(&state, id).await?;
    let rules = loaded.table.table()?;
    let errors = match deal_form::build(rules.deal, loaded.table.sides.len(), &typed) {
        Ok(deal) => {
            let by = director.name.clone();
            match db(&state, move |pool| {
                crate::db::write(pool, |tx| {
                    store::correct_deal(tx, id, n, &deal, confirmed, &by)
                })
            })
            .await
            {
                Ok(()) => return Ok(see_other(&format!("/tables/{id}#history"))),
                Err(AppError::Db(e)) => Option::<FieldErrors>::from(&e).ok_or(AppError::Db(e))?,
                Err(e) => return Err(e),
            }
        }
        Err(errors) => errors,
    };
    render_invalid(&correction_page(&director, loaded, n, Some(typed), errors)?)
}

async fn delete_last(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let by = director.name;
    match db(&state, move |pool| {
        crate::db::write(pool, |tx| store::delete_last(tx, id, &by))
    })
    .await
    {
        Ok(()) | Err(AppError::Db(DbError::Invalid { .. })) => {
            Ok(see_other(&format!("/tables/{id}#history")))
        }
        Err(e) => Err(e),
    }
}

async fn set_status(
    state: &AppState,
    path: &str,
    status: store::Status,
) -> Result<HttpResponse, AppError> {
    let id = table_id(path)?;
    db(state, move |pool| {
        crate::db::write(pool, |tx| store::set_status(tx, id, status))
    })
    .await?;
    Ok(see_other(&format!("/tables/{id}")))
}

/// Closing a table keeps its deals from changing (the rubber is over and paid).
async fn close(
    state: web::Data<AppState>,
    _director: Director,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_status(&state, &path, store::Status::Closed).await
}

async fn reopen(
    state: web::Data<AppState>,
    _director: Director,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_status(&state, &path, store::Status::Open).await
}
