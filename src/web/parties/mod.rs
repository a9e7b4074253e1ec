//! Progressive and pivot parties in the web app: making one (kind, the options the books leave
//! open, the guests with their tallies), entering each round's results (the whole room on one
//! page, or one table from a phone), the next seating for the room to read or to project, the
//! printed table cards and tallies, standings, prizes and Foster's public draw. Every rule is
//! the `evening` and `party` modules'; this module only reads forms and draws pages.

mod entry;
mod rotations;
mod views;

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, see_other,
};
use crate::db::DbError;
use crate::db::parties::{self as store, NewGuest, NewParty, StoredParty};
use crate::evening::{self, CHOICES, Kind, PrizePlan, sheets};
use crate::party::Sex;
use crate::party::prizes::Deciders;
use crate::party::prizes::Tables;
use views::{AwardRow, GuestRow, HistoryView, StandingRow, TableCard, TallyCard};
pub use views::{SeatingPage, seating_page};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/parties", web::get().to(list))
        .route("/parties", web::post().to(create))
        .route("/parties/new", web::get().to(new_form))
        .route("/parties/rotations", web::get().to(rotations::rotations))
        .route("/parties/{id}", web::get().to(show))
        .route("/parties/{id}/round", web::get().to(entry::round_form))
        .route("/parties/{id}/round", web::post().to(entry::enter_round))
        .route("/parties/{id}/tables/{t}", web::get().to(entry::table_form))
        .route(
            "/parties/{id}/tables/{t}",
            web::post().to(entry::enter_table),
        )
        .route("/parties/{id}/seating", web::get().to(seating))
        .route("/parties/{id}/cards", web::get().to(cards))
        .route("/parties/{id}/standings", web::get().to(standings))
        .route("/parties/{id}/standings.csv", web::get().to(standings_csv))
        .route("/parties/{id}/prizes", web::get().to(prizes))
        .route("/parties/{id}/prizes.csv", web::get().to(prizes_csv))
        .route("/parties/{id}/deciders", web::post().to(deciders))
        .route("/parties/{id}/draw", web::get().to(draw_page))
        .route("/parties/{id}/draw", web::post().to(draw))
        .route("/parties/{id}/guests", web::post().to(late_guest))
        .route("/parties/{id}/leavers", web::post().to(leaver));
}

async fn load(state: &AppState, id: i64) -> Result<StoredParty, AppError> {
    db(state, move |pool| {
        crate::db::read(pool, |c| store::load(c, id))
    })
    .await
}

#[derive(Template)]
#[template(path = "parties/list.html")]
struct ListPage {
    ctx: Ctx,
    parties: Vec<(i64, String, String, &'static str, u32)>,
    kinds: Vec<(&'static str, &'static str)>,
}

async fn list(
    state: web::Data<AppState>,
    director: Option<Director>,
) -> Result<web::Html, AppError> {
    let rows = db(&state, |pool| crate::db::read(pool, store::list)).await?;
    render(&ListPage {
        ctx: Ctx::new(director.as_ref()),
        parties: rows
            .into_iter()
            .map(|r| (r.id, r.name, r.date, r.kind.name(), r.players))
            .collect(),
        kinds: Kind::ALL.iter().map(|k| (k.id(), k.name())).collect(),
    })
}

/// One option of the creation form, with the kind's default marked.
struct ChoiceView {
    name: &'static str,
    about: &'static str,
    default: String,
    /// Typed in (a whole number) rather than chosen.
    typed: Option<String>,
    /// (value, selected, is the default)
    options: Vec<(&'static str, bool, bool)>,
}

#[derive(Template)]
#[template(path = "parties/new.html")]
struct NewPage {
    ctx: Ctx,
    kinds: Vec<(&'static str, &'static str, bool)>,
    kind: Option<Kind>,
    choices: Vec<ChoiceView>,
    prize: PrizeForm,
    typed: HashMap<String, String>,
    errors: FieldErrors,
}

impl NewPage {
    fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
}

/// The prize fields, as typed or as the kind's defaults.
struct PrizeForm {
    foster: bool,
    each: String,
    by_sex: bool,
    lone_hands: bool,
    booby: bool,
    ties: String,
    foster_count: String,
    equidistant: String,
    foster_offsets: String,
    foster_bands: String,
    /// A large euchre's prizes for each aisle; none for a room without aisles.
    aisle_prizes: Option<String>,
    /// Pivot's prizes table by table; none for the other kinds.
    tables: Option<String>,
    two_prizes: bool,
}

fn prize_form(kind: Kind, typed: &HashMap<String, String>, posted: bool) -> PrizeForm {
    let d = evening::prize_defaults(kind);
    let get = |n: &str| typed.get(n).map(String::as_str);
    // An unticked box is absent from a posted form: absent then means "no", not the default.
    let flag = |n: &str, default: bool| match get(n) {
        Some(v) => v == "true" || v == "on",
        None if posted => false,
        None => default,
    };
    PrizeForm {
        foster: get("prize_scheme").unwrap_or(d.scheme) == "foster",
        each: get("prizes_each").map_or_else(|| d.each.to_string(), str::to_owned),
        by_sex: flag("by_sex", d.by_sex),
        lone_hands: flag("lone_hands_prize", d.lone_hands),
        booby: flag("booby", d.booby),
        ties: get("ties").unwrap_or(d.ties).to_owned(),
        foster_count: get("foster_count").map_or_else(|| d.foster_count.to_string(), str::to_owned),
        equidistant: get("equidistant").unwrap_or("lot").to_owned(),
        foster_offsets: get("foster_offsets")
            .unwrap_or("0, 0, 0, 0, 0, 0, 0")
            .to_owned(),
        foster_bands: get("foster_bands").unwrap_or_default().to_owned(),
        tables: (kind == Kind::PivotBridge)
            .then(|| get("prize_tables").unwrap_or(d.tables).to_owned()),
        two_prizes: flag("two_prizes", d.two_prizes),
        aisle_prizes: kind
            .offers("aisles")
            .then(|| get("aisle_prizes").map_or_else(|| d.aisle_prizes.to_string(), str::to_owned)),
    }
}

fn choice_views(kind: Kind, typed: &HashMap<String, String>) -> Vec<ChoiceView> {
    CHOICES
        .iter()
        .filter(|c| kind.offers(c.name))
        .map(|c| {
            let default = evening::default_choice(kind, c.name);
            let chosen = typed
                .get(c.name)
                .cloned()
                .unwrap_or_else(|| default.clone());
            ChoiceView {
                name: c.name,
                about: c.about,
                typed: c.values.is_empty().then(|| chosen.clone()),
                options: c
                    .values
                    .iter()
                    .map(|v| (*v, *v == chosen, *v == default))
                    .collect(),
                default,
            }
        })
        .collect()
}

fn new_page(
    director: &Director,
    kind: Option<Kind>,
    typed: HashMap<String, String>,
    errors: FieldErrors,
    posted: bool,
) -> NewPage {
    NewPage {
        ctx: Ctx::new(Some(director)),
        kinds: Kind::ALL
            .iter()
            .map(|k| (k.id(), k.name(), Some(*k) == kind))
            .collect(),
        choices: kind.map(|k| choice_views(k, &typed)).unwrap_or_default(),
        prize: prize_form(kind.unwrap_or(Kind::ProgressiveEuchre), &typed, posted),
        kind,
        typed,
        errors,
    }
}

#[derive(serde::Deserialize, Default)]
struct KindQuery {
    kind: Option<String>,
}

async fn new_form(director: Director, query: web::Query<KindQuery>) -> Result<web::Html, AppError> {
    let kind = query.kind.as_deref().and_then(Kind::parse);
    let mut typed = HashMap::new();
    typed.insert(
        "date".to_owned(),
        chrono::Utc::now().format("%Y-%m-%d").to_string(),
    );
    render(&new_page(
        &director,
        kind,
        typed,
        FieldErrors::default(),
        false,
    ))
}

/// Reads the guest list, one a line: `name, lady|gentleman[, tally[, place]]`; a member's name
/// as on the roster links the line to the member.
fn parse_guests(text: &str, errors: &mut FieldErrors) -> Vec<NewGuest> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split(',').map(str::trim).collect();
        let name: String = parts
            .first()
            .copied()
            .unwrap_or_default()
            .chars()
            .take(80)
            .collect();
        let sex = parts.get(1).and_then(|s| parse_sex(s));
        let Some(sex) = sex else {
            errors.add(
                "guests",
                format!(
                    "line {}: say lady or gentleman after the name ({line:?})",
                    i + 1
                ),
            );
            continue;
        };
        let tally = parts
            .get(2)
            .filter(|s| !s.is_empty())
            .map(|s| (*s).to_owned());
        let place = match parts.get(3).filter(|s| !s.is_empty()) {
            None => None,
            Some(p) => match parse_sex(p) {
                Some(p) => Some(p),
                None => {
                    errors.add(
                        "guests",
                        format!("line {}: the place is lady or gentleman, not {p:?}", i + 1),
                    );
                    continue;
                }
            },
        };
        if name.is_empty() {
            errors.add("guests", format!("line {}: no name", i + 1));
            continue;
        }
        out.push(NewGuest {
            name,
            member_id: None,
            sex,
            tally,
            place,
        });
    }
    if out.is_empty() && errors.get("guests").is_none() {
        errors.add("guests", "list the guests, one a line");
    }
    out
}

fn parse_sex(s: &str) -> Option<Sex> {
    match s.to_ascii_lowercase().as_str() {
        "lady" | "l" | "f" | "woman" => Some(Sex::Lady),
        "gentleman" | "gent" | "g" | "m" | "man" => Some(Sex::Gentleman),
        _ => None,
    }
}

/// A seed typed in, or one drawn now (and stored, so the lots replay).
fn seed_field(typed: &HashMap<String, String>, name: &str, errors: &mut FieldErrors) -> u64 {
    match typed.get(name).map(|s| s.trim()).unwrap_or_default() {
        "" => rand::random::<u32>().into(),
        s => match s.parse::<u64>() {
            Ok(n) if i64::try_from(n).is_ok() => n,
            _ => {
                errors.add(name, "a whole number, or blank for one drawn now");
                0
            }
        },
    }
}

async fn create(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let kind = typed.get("kind").and_then(|k| Kind::parse(k));
    let Some(kind) = kind else {
        errors.add("kind", "choose the kind of party");
        return render_invalid(&new_page(&director, None, typed, errors, true));
    };
    let name: String = typed
        .get("name")
        .map(|s| s.trim().chars().take(80).collect())
        .unwrap_or_default();
    if name.is_empty() {
        errors.add("name", "a name for the party");
    } else if crate::text::has_control(&name) {
        errors.add("name", "a name without control characters (such as a tab)");
    }
    let date = typed
        .get("date")
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    match chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d") {
        Err(_) => errors.add("date", "a date as YYYY-MM-DD"),
        Ok(d) => {
            if let Some(m) = crate::db::events::date_problem(d) {
                errors.add("date", m);
            }
        }
    }
    let get = |n: &str| typed.get(n).map(String::as_str);
    let settings = evening::settings_from(kind, get)
        .map_err(|e| errors.add(e.field, e.message))
        .ok();
    // Unticked boxes are absent: read them as "no" rather than the kind's default.
    let ticked = |n: &str| match n {
        "by_sex" | "lone_hands_prize" | "booby" | "two_prizes" => Some(get(n).unwrap_or("false")),
        _ => get(n),
    };
    let plan = evening::prize_plan_for(kind, settings.as_ref().unwrap_or(&kind.settings()), ticked)
        .map_err(|e| errors.add(e.field, e.message))
        .ok();
    let guests = parse_guests(get("guests").unwrap_or_default(), &mut errors);
    let seed = seed_field(&typed, "seed", &mut errors);
    let foster = matches!(plan, Some(PrizePlan::Foster { .. }));
    let draw_seed = foster.then(|| seed_field(&typed, "draw_seed", &mut errors));
    let (Some(settings), Some(plan), true) = (settings, plan, errors.is_empty()) else {
        return render_invalid(&new_page(&director, Some(kind), typed, errors, true));
    };
    let by = director.name.clone();
    let outcome = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let members = crate::db::events::members_for_assignment(tx)?;
            let guests = guests
                .into_iter()
                .map(|mut g| {
                    g.member_id = members
                        .iter()
                        .find(|(_, n)| *n == g.name)
                        .map(|(id, _)| *id);
                    g
                })
                .collect();
            store::create(
                tx,
                &NewParty {
                    name,
                    date,
                    kind,
                    settings,
                    plan,
                    seed,
                    draw_seed,
                    guests,
                },
                &by,
            )
        })
    })
    .await;
    match outcome {
        Ok(id) => Ok(see_other(&format!("/parties/{id}"))),
        Err(AppError::Db(DbError::Invalid { field, message })) => {
            let (field, message) = match field.strip_prefix("guests[") {
                Some(rest) => {
                    let line = rest
                        .split(']')
                        .next()
                        .and_then(|n| n.parse::<usize>().ok())
                        .map_or(0, |n| n + 1);
                    ("guests".to_owned(), format!("guest {line}: {message}"))
                }
                None if field == "players" || field.starts_with("seating") => {
                    ("guests".to_owned(), message)
                }
                None => (field, message),
            };
            errors.add(field, message);
            render_invalid(&new_page(&director, Some(kind), typed, errors, true))
        }
        Err(e) => Err(e),
    }
}

#[derive(Template)]
#[template(path = "parties/show.html")]
struct ShowPage {
    ctx: Ctx,
    p: StoredParty,
    settings: Vec<(&'static str, String, &'static str)>,
    prizes: Vec<String>,
    round: u32,
    waiting_for: Vec<u32>,
    guests: Vec<GuestRow>,
    seated: Vec<String>,
    open: bool,
    problem: Option<String>,
    history: Vec<HistoryView>,
    errors: FieldErrors,
    typed: HashMap<String, String>,
}

impl ShowPage {
    fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
}

fn describe_plan(plan: &PrizePlan) -> Vec<String> {
    match plan {
        PrizePlan::Ranked {
            prizes,
            ties,
            two_prizes,
            tables,
        } => {
            let mut out: Vec<String> = prizes.iter().map(|p| p.name.clone()).collect();
            match tables {
                Tables::WholeRoom => {}
                Tables::PerTable => out.push(
                    "the list again at every table, among its own players (duplicate prizes, seed 001 L2781)"
                        .to_owned(),
                ),
                Tables::TableLeaders => out.push(
                    "to each table's highest score, the highest of these in their order (seed 001 L2782–2784)"
                        .to_owned(),
                ),
            }
            if *two_prizes {
                out.push("a player may take two prizes".to_owned());
            }
            out.push(format!(
                "ties by {}",
                serde_json::to_value(ties)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default()
            ));
            out
        }
        PrizePlan::Foster {
            count,
            equidistant,
            bands,
            ..
        } => vec![
            // The offsets stay off the page: with them the sealed set could be worked out.
            format!(
                "sealed set: {}",
                if bands.is_some() {
                    "bands edited for this party"
                } else {
                    "the book's seven bands"
                }
            ),
            format!("{count} prizes by Foster's draw-number plan (seed 001 L2794–2854)"),
            format!(
                "scores equally far from the number: {}",
                serde_json::to_value(equidistant)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default()
            ),
        ],
    }
}

async fn show_page(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
    typed: HashMap<String, String>,
) -> Result<ShowPage, AppError> {
    let (p, history) = db(state, move |pool| {
        crate::db::read(pool, |c| Ok((store::load(c, id)?, store::history(c, id)?)))
    })
    .await?;
    let evening = p.evening();
    let (round, waiting_for, seated, problem) = match &evening {
        Ok(e) => (
            e.round(),
            e.waiting_for(),
            e.party
                .seating()
                .tables
                .iter()
                .flat_map(|t| t.seats.clone())
                .chain(e.party.seating().waiting.clone())
                .collect(),
            None,
        ),
        Err(e) => (0, Vec::new(), Vec::new(), Some(e.to_string())),
    };
    Ok(ShowPage {
        ctx: Ctx::new(director),
        settings: CHOICES
            .iter()
            .filter(|c| p.kind.offers(c.name))
            .map(|c| {
                let kind_default = evening::default_choice(p.kind, c.name);
                let value = settings_value(&p, c.name);
                let note = if value == kind_default {
                    "default"
                } else {
                    "chosen"
                };
                (c.name, value, note)
            })
            .collect(),
        prizes: describe_plan(&p.plan),
        round,
        waiting_for,
        guests: p.guests.iter().map(GuestRow::of).collect(),
        seated,
        open: evening::open_to_newcomers(&p.settings),
        problem,
        history: history.into_iter().map(HistoryView::of).collect(),
        p,
        errors,
        typed,
    })
}

/// A stored setting as the form would show it.
fn settings_value(p: &StoredParty, name: &str) -> String {
    if name == "at_bell" && p.settings.scoring.at_bell.is_none() {
        return "by_mode".to_owned();
    }
    if name == "three_hand_limit" {
        return p
            .settings
            .three_hand_limit
            .map_or_else(|| "off".to_owned(), |n| n.to_string());
    }
    if name == "pivot_movement" {
        // Left out of the stored JSON when it is `pairs_m6`, so older parties read as M6.
        return evening::default_choice_of(&p.settings, name);
    }
    let v = serde_json::to_value(p.settings).unwrap_or_default();
    let v = v
        .get(name)
        .or_else(|| v.get("scoring").and_then(|s| s.get(name)))
        .cloned();
    match v {
        Some(serde_json::Value::String(s)) => s,
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

async fn show(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let page = show_page(
        &state,
        director.as_ref(),
        path.into_inner(),
        FieldErrors::default(),
        HashMap::new(),
    )
    .await?;
    render(&page)
}

/// Runs one director's action on a party and goes back to its page, or shows the page again
/// with the refusal at its field.
async fn party_action(
    state: web::Data<AppState>,
    director: Director,
    id: i64,
    typed: HashMap<String, String>,
    back: String,
    action: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> Result<(), DbError> + Send + 'static,
) -> Result<HttpResponse, AppError> {
    let by = director.name.clone();
    let errors = db(&state, move |pool| {
        super::write_form(pool, |tx, errors| errors.note(action(tx, &by), |f| f))
    })
    .await?;
    if errors.is_empty() {
        return Ok(see_other(&back));
    }
    render_invalid(&show_page(&state, Some(&director), id, errors, typed).await?)
}

async fn late_guest(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let name: String = typed
        .get("name")
        .map(|s| s.trim().chars().take(80).collect())
        .unwrap_or_default();
    let sex = typed.get("sex").and_then(|s| parse_sex(s));
    let Some(sex) = sex else {
        let mut errors = FieldErrors::default();
        errors.add("sex", "lady or gentleman");
        return render_invalid(&show_page(&state, Some(&director), id, errors, typed).await?);
    };
    party_action(
        state,
        director,
        id,
        typed,
        format!("/parties/{id}"),
        move |tx, by| {
            let members = crate::db::events::members_for_assignment(tx)?;
            let guest = NewGuest {
                member_id: members.iter().find(|(_, n)| *n == name).map(|(id, _)| *id),
                name,
                sex,
                tally: None,
                place: None,
            };
            store::add_guest(tx, id, &guest, by)
        },
    )
    .await
}

async fn leaver(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let name = typed.get("leaver").cloned().unwrap_or_default();
    party_action(
        state,
        director,
        id,
        typed,
        format!("/parties/{id}"),
        move |tx, by| store::set_leaving(tx, id, &name, by),
    )
    .await
}

async fn seating(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let p = load(&state, path.into_inner()).await?;
    let e = p.evening()?;
    render(&seating_page(
        Ctx::new(director.as_ref()),
        p.id,
        &p.name,
        e.party.settings(),
        e.party.seating(),
    ))
}

#[derive(Template)]
#[template(path = "parties/cards.html")]
struct CardsPage {
    ctx: Ctx,
    id: i64,
    name: String,
    round: u32,
    tables: Vec<TableCard>,
    tallies: Vec<TallyCard>,
}

async fn cards(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let p = load(&state, path.into_inner()).await?;
    let e = p.evening()?;
    let seating = e.party.seating();
    render(&CardsPage {
        ctx: Ctx::new(director.as_ref()),
        id: p.id,
        round: seating.round,
        tables: views::table_cards(e.party.settings(), seating),
        tallies: views::tally_cards(&e.party),
        name: p.name,
    })
}

#[derive(Template)]
#[template(path = "parties/standings.html")]
struct StandingsPage {
    ctx: Ctx,
    id: i64,
    name: String,
    round: u32,
    points: bool,
    /// Five hundred's general score-sheet: plus, minus and net (seed 001 L7390–7398).
    set_backs: bool,
    stars: bool,
    lone_hands: bool,
    rows: Vec<StandingRow>,
}

async fn standings(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let p = load(&state, path.into_inner()).await?;
    let e = p.evening()?;
    let mode = e.party.settings().scoring.mode;
    use crate::party::scoring::Mode;
    render(&StandingsPage {
        ctx: Ctx::new(director.as_ref()),
        id: p.id,
        name: p.name.clone(),
        round: e.round(),
        points: mode == Mode::Points || mode == Mode::Punch,
        set_backs: e.party.settings().scoring.set_backs,
        stars: mode == Mode::Stars,
        lone_hands: p.kind.counts_lone_hands(),
        rows: evening::standings(&e.party)
            .into_iter()
            .map(StandingRow::of)
            .collect(),
    })
}

async fn standings_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let p = load(&state, path.into_inner()).await?;
    let e = p.evening()?;
    super::csv_download(
        &format!("party-{}-standings", p.id),
        &sheets::STANDINGS_CSV_HEADER,
        &sheets::standing_lines(&e.party),
    )
}

/// The standings as JSON, the same lines as the CSV, for `/api/v1/parties/{id}/standings`.
pub(super) async fn standings_json(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> HttpResponse {
    let id = path.into_inner();
    let lines = async {
        let p = load(&state, id).await?;
        let e = p.evening()?;
        Ok::<_, AppError>(serde_json::json!({
            "party": {"id": p.id, "name": p.name, "date": p.date, "kind": p.kind.id()},
            "after_round": e.round() - 1,
            "standings": sheets::standing_lines(&e.party),
        }))
    }
    .await;
    super::api::reply(lines)
}

#[derive(Template)]
#[template(path = "parties/prizes.html")]
struct PrizesPage {
    ctx: Ctx,
    p: StoredParty,
    plan: Vec<String>,
    awards: Vec<AwardRow>,
    /// Why there is no prize list yet, or what must be decided first.
    wanting: Option<String>,
    /// Tied players whose play-off or cut the director must enter: (field, player).
    decide: Vec<(String, String)>,
    decide_by: &'static str,
    lot_seed: Option<u64>,
    replay: Option<String>,
    errors: FieldErrors,
}

struct PrizeList {
    awards: Vec<AwardRow>,
    wanting: Option<String>,
    decide: Vec<(String, String)>,
    decide_by: &'static str,
    lot_seed: Option<u64>,
}

fn prize_list(p: &StoredParty) -> Result<PrizeList, AppError> {
    let e = p.evening()?;
    let mut list = PrizeList {
        awards: Vec::new(),
        wanting: None,
        decide: Vec::new(),
        decide_by: "playoff",
        lot_seed: None,
    };
    match evening::awards(&e.party, &p.plan, &p.prize_inputs()) {
        Ok(a) => {
            list.lot_seed = a.seed;
            list.awards = a.awards.iter().map(AwardRow::of).collect();
            // A large euchre's prizes are handed out at the head of the winner's aisle
            // (printed rule 10, seed 001 L6831–6833): the page says which.
            if e.party.settings().aisle_tables.is_some() {
                let entrants = evening::entrants(&e.party);
                for (row, award) in list.awards.iter_mut().zip(&a.awards) {
                    let aisle = award
                        .player
                        .as_deref()
                        .and_then(|p| entrants.iter().find(|x| x.player == p))
                        .and_then(|x| x.aisle);
                    if let Some(n) = aisle {
                        row.player = format!("{} (aisle {n})", row.player);
                    }
                }
            }
        }
        Err(err) => {
            if let Some((by, group)) = evening::tie_to_decide(&e.party, &p.plan, &p.prize_inputs())
            {
                list.decide_by = match by {
                    crate::party::prizes::TieBreak::Cut => "cut",
                    _ => "playoff",
                };
                list.decide = group
                    .into_iter()
                    .map(|n| (format!("{}.{n}", list.decide_by), n))
                    .collect();
            }
            list.wanting = Some(err.message);
        }
    }
    Ok(list)
}

async fn prizes_page(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
) -> Result<PrizesPage, AppError> {
    let p = load(state, id).await?;
    let list = prize_list(&p)?;
    // The replay: the same tallies, seeds and draw give the same list, every time.
    let again = prize_list(&p)?;
    let replay = (list.wanting.is_none()).then(|| {
        if again.awards == list.awards {
            "Replayed from the stored seeds: the same prize list.".to_owned()
        } else {
            "Replayed from the stored seeds: THE LIST DIFFERS.".to_owned()
        }
    });
    Ok(PrizesPage {
        ctx: Ctx::new(director),
        plan: describe_plan(&p.plan),
        awards: list.awards,
        wanting: list.wanting,
        decide: list.decide,
        decide_by: list.decide_by,
        lot_seed: list.lot_seed,
        replay,
        p,
        errors,
    })
}

async fn prizes(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    render(
        &prizes_page(
            &state,
            director.as_ref(),
            path.into_inner(),
            FieldErrors::default(),
        )
        .await?,
    )
}

async fn prizes_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let p = load(&state, path.into_inner()).await?;
    let e = p.evening()?;
    let lines = match evening::awards(&e.party, &p.plan, &p.prize_inputs()) {
        Ok(a) => sheets::prize_lines(&a),
        Err(_) => Vec::new(),
    };
    super::csv_download(
        &format!("party-{}-prizes", p.id),
        &sheets::PRIZES_CSV_HEADER,
        &lines,
    )
}

async fn deciders(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let mut given = Deciders::default();
    for (field, value) in &typed {
        let (map, name) = match (field.strip_prefix("playoff."), field.strip_prefix("cut.")) {
            (Some(n), _) => (&mut given.playoff, n),
            (_, Some(n)) => (&mut given.cut, n),
            _ => continue,
        };
        match value.trim().parse::<i64>() {
            Ok(v) if v >= 0 => {
                map.insert(name.to_owned(), v);
            }
            Ok(v) => errors.add(field.clone(), format!("{v} is negative")),
            Err(_) => errors.add(field.clone(), "a whole number"),
        }
    }
    if given.playoff.is_empty() && given.cut.is_empty() && errors.is_empty() {
        errors.add("deciders", "enter the tied players' results");
    }
    if errors.is_empty() {
        let by = director.name.clone();
        errors = db(&state, move |pool| {
            super::write_form(pool, |tx, errors| {
                errors.note(store::set_deciders(tx, id, &given, &by), |f| f)
            })
        })
        .await?;
    }
    if errors.is_empty() {
        return Ok(see_other(&format!("/parties/{id}/prizes")));
    }
    render_invalid(&prizes_page(&state, Some(&director), id, errors).await?)
}

#[derive(Template)]
#[template(path = "parties/draw.html")]
struct DrawPage {
    ctx: Ctx,
    p: StoredParty,
    /// Each prize with the winner's score and its distance from the number.
    awards: Vec<(AwardRow, String)>,
    wanting: Option<String>,
    /// The draw seed and the sealed set, shown once the number is drawn.
    sealed_shown: Option<String>,
    replay: Option<String>,
    errors: FieldErrors,
    typed: String,
}

async fn draw_page_of(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
    typed: String,
) -> Result<DrawPage, AppError> {
    let p = load(state, id).await?;
    if p.sealed.is_none() {
        return Err(AppError::NotFound);
    }
    let (awards, wanting) = match p.drawn {
        Some(drawn) => {
            let list = prize_list(&p)?;
            let e = p.evening()?;
            let scores = evening::entrants(&e.party);
            let detail = |a: &AwardRow| {
                scores
                    .iter()
                    .find(|x| x.player == a.player)
                    .and_then(|x| x.score.first())
                    .map(|&s| format!("{s}, {} from {drawn}", s.abs_diff(i64::from(drawn))))
                    .unwrap_or_default()
            };
            let awards = list
                .awards
                .into_iter()
                .map(|a| {
                    let d = detail(&a);
                    (a, d)
                })
                .collect();
            (awards, list.wanting)
        }
        None => (Vec::new(), None),
    };
    let sealed = p.sealed.clone().unwrap_or_default();
    let draw_seed = p.draw_seed.unwrap_or_default();
    let (sealed_shown, replay) = match p.drawn {
        Some(drawn) => {
            let same_set = evening::sealed_set_for(&p.plan, draw_seed).ok() == Some(sealed.clone());
            let seeded = evening::seeded_draw(&sealed, draw_seed).ok();
            let mut check = vec![if same_set {
                format!("Draw seed {draw_seed} makes this very sealed set again.")
            } else {
                format!("Draw seed {draw_seed} does NOT make the stored sealed set.")
            }];
            check.push(match (p.drawn_by_seed, seeded) {
                (true, Some(s)) if s == drawn => {
                    format!("Replayed, the seed draws {s} again: the same number.")
                }
                (true, other) => format!("Replayed, the seed draws {other:?}: NOT the same."),
                (false, _) => format!("{drawn} was drawn in the room and is in the sealed set."),
            });
            let mut sorted = sealed.clone();
            sorted.sort_unstable();
            (
                Some(
                    sorted
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(" "),
                ),
                Some(check.join(" ")),
            )
        }
        None => (None, None),
    };
    Ok(DrawPage {
        ctx: Ctx::new(director),
        p,
        awards,
        wanting,
        sealed_shown,
        replay,
        errors,
        typed,
    })
}

async fn draw_page(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    render(
        &draw_page_of(
            &state,
            director.as_ref(),
            path.into_inner(),
            FieldErrors::default(),
            String::new(),
        )
        .await?,
    )
}

async fn draw(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner().remove("drawn").unwrap_or_default();
    let mut errors = FieldErrors::default();
    let drawn = match typed.trim() {
        "" => None,
        s => match s.parse::<u32>() {
            Ok(n) => Some(n),
            Err(_) if s.starts_with('-') => {
                errors.add("drawn", format!("{s} is negative"));
                None
            }
            Err(_) => {
                errors.add("drawn", format!("{s:?} is not a whole number"));
                None
            }
        },
    };
    if errors.is_empty() {
        let by = director.name.clone();
        errors = db(&state, move |pool| {
            super::write_form(pool, |tx, errors| {
                errors.note(store::draw(tx, id, drawn, &by).map(|_| ()), |f| f)
            })
        })
        .await?;
    }
    if errors.is_empty() {
        return Ok(see_other(&format!("/parties/{id}/draw")));
    }
    render_invalid(&draw_page_of(&state, Some(&director), id, errors, typed).await?)
}
