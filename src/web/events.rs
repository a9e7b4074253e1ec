//! Events: creating one, its page, seating members in pairs, the printed movement, and result
//! entry, either by slip (one table's boards in one round) or by traveller (one board).

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::NaiveDate;
use serde::Deserialize;

use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, see_other,
    write_form,
};
use crate::db::DbError;
use crate::db::events::{self as store, Event, LogEntry, NewEvent, Pair, Status};
use crate::db::results::{self, Change, NewResult, Stored};
use crate::exact::show;
use crate::laws::duplicate::{Direction, Entry, Game, Revoke, RevokeRule};
use crate::movement::mitchell::{Mitchell, Seating};

pub fn routes(cfg: &mut web::ServiceConfig) {
    // "/events/new" first, so it is not read as an event id.
    cfg.route("/events/new", web::get().to(new_form))
        .route("/events", web::post().to(create))
        .route("/events/{id}", web::get().to(show_event))
        .route("/events/{id}/final", web::post().to(mark_final))
        .route("/events/{id}/reopen", web::post().to(reopen))
        .route("/events/{id}/pairs", web::get().to(pairs_form))
        .route("/events/{id}/pairs", web::post().to(save_pairs))
        .route("/events/{id}/print/{sheet}", web::get().to(print))
        .route("/events/{id}/entry", web::get().to(slip_form))
        .route("/events/{id}/entry", web::post().to(save_slip))
        .route("/events/{id}/boards/{board}", web::get().to(board_page))
        .route(
            "/events/{id}/boards/{board}",
            web::post().to(enter_on_board),
        )
        .route("/events/{id}/results/{rid}", web::post().to(correct_result))
        .route(
            "/events/{id}/results/{rid}/delete",
            web::post().to(delete_result),
        );
}

const FINAL_MESSAGE: &str =
    "This event is final: re-open it first (on the event page) to change its results.";

pub fn game_label(game: Game) -> &'static str {
    match game {
        Game::Whist => "Duplicate whist (tricks)",
        Game::Auction => "Compass auction (points per deal)",
    }
}

pub fn rule_label(rule: RevokeRule) -> &'static str {
    match rule {
        RevokeRule::General => "General rule",
        RevokeRule::Pair => "Pair matches",
    }
}

/// One line per rule for the new-event form.
fn rule_summary(rule: RevokeRule) -> &'static str {
    match rule {
        RevokeRule::General => {
            "Two tricks for the first revoke, one for each later; the revoking side scores no more \
             than the average at the other tables, but keeps the tricks won before its first revoke."
        }
        RevokeRule::Pair => {
            "Two tricks for the first revoke, one for each later; bounded by the best and worst \
             results at the other tables, shown as ±R."
        }
    }
}

/// "5–8" for a run of boards, else the list.
fn board_range(boards: &[u32]) -> String {
    match boards {
        [] => String::new(),
        [one] => one.to_string(),
        [first, .., last] if last - first + 1 == boards.len() as u32 => {
            format!("{first}–{last}")
        }
        _ => boards
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", "),
    }
}

fn names_of(pairs: &[Pair], direction: Direction, pair: u32) -> String {
    pairs
        .iter()
        .find(|p| p.direction == direction && p.pair == pair)
        .map(Pair::names)
        .unwrap_or_default()
}

fn invalid(e: &DbError) -> Option<FieldErrors> {
    Option::<FieldErrors>::from(e)
}

// ---------------------------------------------------------------------------------------------
// New event

#[derive(Deserialize, Default, Clone)]
#[serde(default)]
struct EventForm {
    name: String,
    date: String,
    season: String,
    game: String,
    tables: String,
    boards_per_round: String,
    rounds: String,
    revoke_rule: String,
}

struct RuleChoice {
    value: &'static str,
    label: &'static str,
    summary: &'static str,
}

#[derive(Template)]
#[template(path = "events/new.html")]
struct NewEventPage {
    ctx: Ctx,
    form: EventForm,
    errors: FieldErrors,
    /// Messages for fields the form has no place for, so none is ever hidden.
    other_errors: Vec<String>,
    rules: Vec<RuleChoice>,
}

const EVENT_FIELDS: [&str; 8] = [
    "name",
    "date",
    "season",
    "game",
    "tables",
    "boards_per_round",
    "rounds",
    "revoke_rule",
];

fn new_event_page(ctx: Ctx, form: EventForm, errors: FieldErrors) -> NewEventPage {
    let other_errors = errors
        .0
        .iter()
        .filter(|(f, _)| !EVENT_FIELDS.contains(&f.as_str()))
        .map(|(f, m)| format!("{f}: {m}"))
        .collect();
    NewEventPage {
        ctx,
        form,
        errors,
        other_errors,
        rules: [RevokeRule::General, RevokeRule::Pair]
            .into_iter()
            .map(|r| RuleChoice {
                value: store::rule_str(r),
                label: rule_label(r),
                summary: rule_summary(r),
            })
            .collect(),
    }
}

async fn new_form(director: Director) -> Result<web::Html, AppError> {
    let form = EventForm {
        date: chrono::Local::now()
            .date_naive()
            .format("%Y-%m-%d")
            .to_string(),
        game: "whist".into(),
        boards_per_round: "4".into(),
        revoke_rule: "general".into(),
        ..EventForm::default()
    };
    render(&new_event_page(
        Ctx::new(Some(&director)),
        form,
        FieldErrors::default(),
    ))
}

/// A whole number typed in a form; the message names what was asked for.
fn whole(errors: &mut FieldErrors, field: &str, value: &str, what: &str) -> Option<u32> {
    match value.trim().parse::<u32>() {
        Ok(n) => Some(n),
        Err(_) => {
            errors.add(
                field,
                format!("Write {what} as a whole number, for example 7."),
            );
            None
        }
    }
}

fn parse_event(form: &EventForm) -> Result<NewEvent, FieldErrors> {
    let mut errors = FieldErrors::default();
    let date = NaiveDate::parse_from_str(form.date.trim(), "%Y-%m-%d")
        .map_err(|_| {
            errors.add(
                "date",
                "Give the date as YYYY-MM-DD, for example 1927-03-07.",
            )
        })
        .ok();
    let game = match form.game.as_str() {
        "whist" => Some(Game::Whist),
        "auction" => Some(Game::Auction),
        _ => {
            errors.add("game", "Choose duplicate whist or compass auction.");
            None
        }
    };
    let revoke_rule = match form.revoke_rule.as_str() {
        "general" => Some(RevokeRule::General),
        "pair" => Some(RevokeRule::Pair),
        _ => {
            errors.add("revoke_rule", "Choose the general rule or pair matches.");
            None
        }
    };
    let tables = whole(&mut errors, "tables", &form.tables, "the number of tables");
    let boards_per_round = whole(
        &mut errors,
        "boards_per_round",
        &form.boards_per_round,
        "the boards per round",
    );
    let rounds = if form.rounds.trim().is_empty() {
        Some(None)
    } else {
        whole(&mut errors, "rounds", &form.rounds, "the number of rounds").map(Some)
    };
    let numbers_parsed = tables.is_some() && boards_per_round.is_some() && rounds.is_some();
    // Stand-ins for what did not parse, so that the name and season are still checked.
    let new = NewEvent {
        name: form.name.clone(),
        date: date.unwrap_or_default(),
        season: form.season.clone(),
        game: game.unwrap_or(Game::Whist),
        tables: tables.unwrap_or(1),
        boards_per_round: boards_per_round.unwrap_or(1),
        rounds: rounds.flatten(),
        revoke_rule: revoke_rule.unwrap_or_default(),
    };
    for (field, message) in new.check() {
        let about_text = field == "name" || field == "season";
        // A movement checked against a stand-in would only repeat the parse error.
        if (about_text || numbers_parsed) && errors.get(&field).is_none() {
            errors.add(field, message);
        }
    }
    if errors.is_empty() {
        Ok(new)
    } else {
        Err(errors)
    }
}

async fn create(
    director: Director,
    state: web::Data<AppState>,
    form: web::Form<EventForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.into_inner();
    let ctx = Ctx::new(Some(&director));
    let new = match parse_event(&form) {
        Ok(new) => new,
        Err(errors) => return render_invalid(&new_event_page(ctx, form, errors)),
    };
    let created = db(&state, move |pool| {
        crate::db::write(pool, |tx| store::create(tx, &new))
    })
    .await;
    match created {
        Ok(id) => Ok(see_other(&format!("/events/{id}"))),
        Err(AppError::Db(e)) if invalid(&e).is_some() => {
            let errors = invalid(&e).unwrap_or_default();
            render_invalid(&new_event_page(ctx, form, errors))
        }
        Err(e) => Err(e),
    }
}

// ---------------------------------------------------------------------------------------------
// The event page, and marking it final

struct PairRow {
    label: String,
    names: String,
}

#[derive(Template)]
#[template(path = "events/show.html")]
struct EventPage {
    ctx: Ctx,
    event: Event,
    game: &'static str,
    rule: &'static str,
    rule_text: &'static str,
    pairs: Vec<PairRow>,
    entered: usize,
    expected: u32,
    log: Vec<LogEntry>,
    boards: Vec<u32>,
}

async fn show_event(
    director: Option<Director>,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    let (event, pairs, entered, log) = db(&state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::pairs(c, id)?,
                results::list(c, id)?.len(),
                store::log(c, id)?,
            ))
        })
    })
    .await?;
    let pairs = pairs
        .iter()
        .map(|p| PairRow {
            label: format!("{} {}", results::side(p.direction), p.pair),
            names: p.names(),
        })
        .collect();
    render(&EventPage {
        ctx: Ctx::new(director.as_ref()),
        game: game_label(event.game),
        rule: rule_label(event.revoke_rule),
        rule_text: crate::laws::duplicate::describe(event.revoke_rule),
        pairs,
        entered,
        expected: event.boards() * event.rounds,
        log,
        boards: (1..=event.boards()).collect(),
        event,
    })
}

async fn mark_final(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    change_status(director, state, path.into_inner(), Status::Final).await
}

async fn reopen(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    change_status(director, state, path.into_inner(), Status::Provisional).await
}

async fn change_status(
    director: Director,
    state: web::Data<AppState>,
    id: i64,
    status: Status,
) -> Result<HttpResponse, AppError> {
    let by = director.name;
    db(&state, move |pool| {
        crate::db::write(pool, |tx| store::set_status(tx, id, status, &by))
    })
    .await?;
    Ok(see_other(&format!("/events/{id}")))
}

// ---------------------------------------------------------------------------------------------
// Pairs

struct MemberOption {
    id: String,
    name: String,
}

struct PairFormRow {
    key: String,
    label: String,
    a: String,
    b: String,
}

#[derive(Template)]
#[template(path = "events/pairs.html")]
struct PairsPage {
    ctx: Ctx,
    event: Event,
    members: Vec<MemberOption>,
    rows: Vec<PairFormRow>,
    errors: FieldErrors,
}

fn pair_key(direction: Direction, pair: u32) -> String {
    format!("{}{pair}", store::direction_str(direction).to_lowercase())
}

fn pair_slots(event: &Event) -> Vec<(Direction, u32)> {
    [Direction::Ns, Direction::Ew]
        .into_iter()
        .flat_map(|d| (1..=event.tables).map(move |p| (d, p)))
        .collect()
}

async fn load_pairs_page(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<(Event, Vec<Pair>, Vec<MemberOption>), AppError> {
    let (event, pairs, members) = db(state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::pairs(c, id)?,
                store::members_for_assignment(c)?,
            ))
        })
    })
    .await?;
    let members = members
        .into_iter()
        .map(|(id, name)| MemberOption {
            id: id.to_string(),
            name,
        })
        .collect();
    Ok((event, pairs, members))
}

async fn pairs_form(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let (event, pairs, members) = load_pairs_page(&state, path.into_inner()).await?;
    let rows = pair_slots(&event)
        .into_iter()
        .map(|(d, p)| {
            let seated = pairs.iter().find(|x| x.direction == d && x.pair == p);
            let seat = |i: usize| {
                seated
                    .and_then(|x| x.members.get(i))
                    .map(|(id, _)| id.to_string())
                    .unwrap_or_default()
            };
            PairFormRow {
                key: pair_key(d, p),
                label: format!("{} {p}", results::side(d)),
                a: seat(0),
                b: seat(1),
            }
        })
        .collect();
    render(&PairsPage {
        ctx: Ctx::new(Some(&director)),
        event,
        members,
        rows,
        errors: FieldErrors::default(),
    })
}

fn member_choice(errors: &mut FieldErrors, key: &str, value: &str) -> Option<i64> {
    let value = value.trim();
    if value.is_empty() {
        return None;
    }
    match value.parse::<i64>() {
        Ok(id) => Some(id),
        Err(_) => {
            errors.add(
                key,
                "Choose a member from the list, or leave the seat empty.",
            );
            None
        }
    }
}

async fn save_pairs(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let form = form.into_inner();
    let (event, _, members) = load_pairs_page(&state, id).await?;
    let typed = |key: &str| {
        form.get(key)
            .map(|v| v.trim().to_owned())
            .unwrap_or_default()
    };
    let mut errors = FieldErrors::default();
    let mut wanted = Vec::new();
    let mut rows = Vec::new();
    for (d, p) in pair_slots(&event) {
        let key = pair_key(d, p);
        let (a, b) = (typed(&format!("{key}_a")), typed(&format!("{key}_b")));
        let seats = [
            member_choice(&mut errors, &key, &a),
            member_choice(&mut errors, &key, &b),
        ];
        wanted.push((d, p, seats));
        rows.push(PairFormRow {
            label: format!("{} {p}", results::side(d)),
            key,
            a,
            b,
        });
    }
    if event.is_final() {
        errors.add("event", FINAL_MESSAGE);
    }
    if errors.is_empty() {
        let by_pairs = wanted;
        let refused = db(&state, move |pool| {
            write_form(pool, |tx, refused| {
                // Everyone stands up first, so members can swap pairs in one go.
                for (d, p, _) in &by_pairs {
                    store::set_pair(tx, id, *d, *p, [None, None])?;
                }
                for (d, p, seats) in &by_pairs {
                    refused.note(store::set_pair(tx, id, *d, *p, *seats), |f| f)?;
                }
                Ok(())
            })
        })
        .await?;
        if refused.is_empty() {
            return Ok(see_other(&format!("/events/{id}")));
        }
        errors = refused;
    }
    render_invalid(&PairsPage {
        ctx: Ctx::new(Some(&director)),
        event,
        members,
        rows,
        errors,
    })
}

// ---------------------------------------------------------------------------------------------
// Printed movement

struct ScheduleCell {
    table: u32,
    boards: String,
    ew: u32,
}

struct ScheduleRow {
    round: u32,
    cells: Vec<ScheduleCell>,
}

struct GuideRow {
    round: u32,
    ew: u32,
    boards: String,
    trays_to: String,
    ew_to: String,
}

struct GuideCard {
    table: u32,
    ns: u32,
    ns_names: String,
    rows: Vec<GuideRow>,
}

struct TravellerRow {
    round: u32,
    table: u32,
    ns: u32,
    ew: u32,
}

struct Traveller {
    board: u32,
    rows: Vec<TravellerRow>,
}

struct MovementLine {
    ew: u32,
    table: u32,
    ns: u32,
    boards: String,
}

struct MovementRound {
    round: u32,
    lines: Vec<MovementLine>,
}

struct MovementPair {
    ew: u32,
    names: String,
    lines: Vec<(u32, u32, String)>,
}

#[derive(Template)]
#[template(path = "events/print_schedule.html")]
struct SchedulePage {
    ctx: Ctx,
    event: Event,
    tables: Vec<u32>,
    rows: Vec<ScheduleRow>,
}

#[derive(Template)]
#[template(path = "events/print_guide_cards.html")]
struct GuideCardsPage {
    ctx: Ctx,
    event: Event,
    cards: Vec<GuideCard>,
}

#[derive(Template)]
#[template(path = "events/print_travellers.html")]
struct TravellersPage {
    ctx: Ctx,
    event: Event,
    whist: bool,
    travellers: Vec<Traveller>,
}

#[derive(Template)]
#[template(path = "events/print_movement_cards.html")]
struct MovementCardsPage {
    ctx: Ctx,
    event: Event,
    rounds: Vec<MovementRound>,
    pairs: Vec<MovementPair>,
}

fn seatings(movement: &Mitchell) -> Vec<(u32, Seating)> {
    movement
        .schedule()
        .into_iter()
        .flat_map(|r| {
            let round = r.round;
            r.tables.into_iter().map(move |s| (round, s))
        })
        .collect()
}

async fn print(
    director: Option<Director>,
    state: web::Data<AppState>,
    path: web::Path<(i64, String)>,
) -> Result<HttpResponse, AppError> {
    let (id, sheet) = path.into_inner();
    if !matches!(
        sheet.as_str(),
        "schedule" | "guide-cards" | "travellers" | "movement-cards"
    ) {
        return Err(AppError::NotFound);
    }
    let (event, pairs) = db(&state, move |pool| {
        crate::db::read(pool, |c| Ok((store::get(c, id)?, store::pairs(c, id)?)))
    })
    .await?;
    let movement = event.movement()?;
    let all = seatings(&movement);
    let ctx = Ctx::new(director.as_ref());
    let html = match sheet.as_str() {
        "schedule" => SchedulePage {
            tables: (1..=movement.tables()).collect(),
            rows: (1..=movement.rounds())
                .map(|round| ScheduleRow {
                    round,
                    cells: all
                        .iter()
                        .filter(|(r, _)| *r == round)
                        .map(|(_, s)| ScheduleCell {
                            table: s.table,
                            boards: board_range(&s.boards),
                            ew: s.ew,
                        })
                        .collect(),
                })
                .collect(),
            ctx,
            event,
        }
        .render()?,
        "guide-cards" => GuideCardsPage {
            cards: (1..=movement.tables())
                .map(|table| guide_card(&movement, &all, &pairs, table))
                .collect(),
            ctx,
            event,
        }
        .render()?,
        "travellers" => {
            let mut travellers: Vec<Traveller> = (1..=movement.boards())
                .map(|board| Traveller {
                    board,
                    rows: Vec::new(),
                })
                .collect();
            for (round, s) in &all {
                for b in &s.boards {
                    if let Some(t) = travellers.get_mut((*b as usize).saturating_sub(1)) {
                        t.rows.push(TravellerRow {
                            round: *round,
                            table: s.table,
                            ns: s.ns,
                            ew: s.ew,
                        });
                    }
                }
            }
            TravellersPage {
                whist: event.game == Game::Whist,
                travellers,
                ctx,
                event,
            }
            .render()?
        }
        _ => {
            let rounds = (1..=movement.rounds())
                .map(|round| {
                    let mut lines: Vec<MovementLine> = all
                        .iter()
                        .filter(|(r, _)| *r == round)
                        .map(|(_, s)| MovementLine {
                            ew: s.ew,
                            table: s.table,
                            ns: s.ns,
                            boards: board_range(&s.boards),
                        })
                        .collect();
                    lines.sort_by_key(|l| l.ew);
                    MovementRound { round, lines }
                })
                .collect();
            let pairs = (1..=movement.tables())
                .map(|ew| MovementPair {
                    ew,
                    names: names_of(&pairs, Direction::Ew, ew),
                    lines: all
                        .iter()
                        .filter(|(_, s)| s.ew == ew)
                        .map(|(r, s)| (*r, s.table, board_range(&s.boards)))
                        .collect(),
                })
                .collect();
            MovementCardsPage {
                rounds,
                pairs,
                ctx,
                event,
            }
            .render()?
        }
    };
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}

fn guide_card(
    movement: &Mitchell,
    all: &[(u32, Seating)],
    pairs: &[Pair],
    table: u32,
) -> GuideCard {
    let last = movement.rounds();
    let rows = all
        .iter()
        .filter(|(_, s)| s.table == table)
        .map(|(round, s)| {
            let (trays_to, ew_to) = if *round >= last {
                ("collect".to_owned(), "end".to_owned())
            } else {
                // Trays always pass down one table; E-W follow the movement (which skips a
                // table half way with an even number of tables).
                let down = if table == 1 {
                    movement.tables()
                } else {
                    table - 1
                };
                let ew_next = movement
                    .ew_table(round + 1, s.ew)
                    .map(|t| format!("table {t}"))
                    .unwrap_or_else(|| "end".to_owned());
                (format!("table {down}"), ew_next)
            };
            GuideRow {
                round: *round,
                ew: s.ew,
                boards: board_range(&s.boards),
                trays_to,
                ew_to,
            }
        })
        .collect::<Vec<_>>();
    let ns = all
        .iter()
        .find(|(_, s)| s.table == table)
        .map(|(_, s)| s.ns)
        .unwrap_or(table);
    GuideCard {
        table,
        ns,
        ns_names: names_of(pairs, Direction::Ns, ns),
        rows,
    }
}

// ---------------------------------------------------------------------------------------------
// Entry fields shared by the slip and the traveller

const ENTRY_FIELDS: [&str; 6] = [
    "ns_tricks",
    "revoke_by",
    "revoke_count",
    "revoke_tricks_before",
    "ns_points",
    "ew_points",
];

/// One result's fields as typed (or as stored), for a form row.
#[derive(Debug, Default, Clone)]
struct EntryFields {
    ns_tricks: String,
    revoke_by: String,
    revoke_count: String,
    revoke_tricks_before: String,
    ns_points: String,
    ew_points: String,
}

impl EntryFields {
    fn from_entry(entry: &Entry) -> Self {
        match entry {
            Entry::Whist { ns_tricks, revoke } => EntryFields {
                ns_tricks: ns_tricks.to_string(),
                revoke_by: revoke
                    .map(|r| store::direction_str(r.by).to_owned())
                    .unwrap_or_default(),
                revoke_count: revoke.map(|r| r.count.to_string()).unwrap_or_default(),
                revoke_tricks_before: revoke
                    .map(|r| r.tricks_before.to_string())
                    .unwrap_or_default(),
                ..EntryFields::default()
            },
            Entry::Auction {
                ns_points,
                ew_points,
            } => EntryFields {
                ns_points: ns_points.to_string(),
                ew_points: ew_points.to_string(),
                ..EntryFields::default()
            },
        }
    }

    /// Reads `{field}_{key}` for each field.
    fn from_form(form: &HashMap<String, String>, key: &str) -> Self {
        let get = |f: &str| {
            form.get(&format!("{f}_{key}"))
                .map(|v| v.trim().to_owned())
                .unwrap_or_default()
        };
        EntryFields {
            ns_tricks: get("ns_tricks"),
            revoke_by: get("revoke_by"),
            revoke_count: get("revoke_count"),
            revoke_tricks_before: get("revoke_tricks_before"),
            ns_points: get("ns_points"),
            ew_points: get("ew_points"),
        }
    }

    fn is_blank(&self, game: Game) -> bool {
        match game {
            Game::Whist => {
                self.ns_tricks.is_empty()
                    && self.revoke_by.is_empty()
                    && self.revoke_count.is_empty()
                    && self.revoke_tricks_before.is_empty()
            }
            Game::Auction => self.ns_points.is_empty() && self.ew_points.is_empty(),
        }
    }

    /// The entry, or None for a blank row; errors are keyed by the plain field name.
    fn parse(&self, game: Game) -> Result<Option<Entry>, FieldErrors> {
        if self.is_blank(game) {
            return Ok(None);
        }
        let mut errors = FieldErrors::default();
        let small = |errors: &mut FieldErrors, field: &str, value: &str, what: &str| match value
            .parse::<u8>()
        {
            Ok(n) if n <= 13 => Some(n),
            _ => {
                errors.add(field, format!("Write {what} as a whole number 0 to 13."));
                None
            }
        };
        let entry = match game {
            Game::Whist => {
                let ns_tricks = if self.ns_tricks.is_empty() {
                    errors.add("ns_tricks", "Give the tricks N-S took (0 to 13).");
                    None
                } else {
                    small(&mut errors, "ns_tricks", &self.ns_tricks, "N-S tricks")
                };
                let by = match self.revoke_by.as_str() {
                    "" => None,
                    "NS" => Some(Direction::Ns),
                    "EW" => Some(Direction::Ew),
                    _ => {
                        errors.add("revoke_by", "Choose N-S or E-W.");
                        None
                    }
                };
                let count = if self.revoke_count.is_empty() {
                    Some(1)
                } else {
                    match self.revoke_count.parse::<u8>() {
                        Ok(n) if n >= 1 => Some(n),
                        _ => {
                            errors.add(
                                "revoke_count",
                                "Write the number of revokes as a whole number, 1 or more.",
                            );
                            None
                        }
                    }
                };
                let before = if self.revoke_tricks_before.is_empty() {
                    Some(0)
                } else {
                    small(
                        &mut errors,
                        "revoke_tricks_before",
                        &self.revoke_tricks_before,
                        "the tricks before the first revoke",
                    )
                };
                if by.is_none()
                    && self.revoke_by.is_empty()
                    && (!self.revoke_count.is_empty() || !self.revoke_tricks_before.is_empty())
                {
                    errors.add("revoke_by", "Say which side revoked.");
                }
                match (ns_tricks, count, before) {
                    (Some(ns_tricks), Some(count), Some(tricks_before)) => Some(Entry::Whist {
                        ns_tricks,
                        revoke: by.map(|by| Revoke {
                            by,
                            count,
                            tricks_before,
                        }),
                    }),
                    _ => None,
                }
            }
            Game::Auction => {
                let mut points = |field: &str, value: &str, side: &str| match value.parse::<i64>() {
                    Ok(n) if n >= 0 => Some(n),
                    _ => {
                        errors.add(
                            field,
                            format!("Write the {side} points as a whole number, 0 or more."),
                        );
                        None
                    }
                };
                let ns_points = points("ns_points", &self.ns_points, "N-S");
                let ew_points = points("ew_points", &self.ew_points, "E-W");
                match (ns_points, ew_points) {
                    (Some(ns_points), Some(ew_points)) => Some(Entry::Auction {
                        ns_points,
                        ew_points,
                    }),
                    _ => None,
                }
            }
        };
        match entry {
            Some(entry) if errors.is_empty() => Ok(Some(entry)),
            _ => Err(errors),
        }
    }
}

/// A row of entry fields in a form: inputs are named `{field}_{key}`.
struct EntryRow {
    key: String,
    fields: EntryFields,
    errors: FieldErrors,
}

impl EntryRow {
    fn new(key: impl ToString, fields: EntryFields) -> Self {
        EntryRow {
            key: key.to_string(),
            fields,
            errors: FieldErrors::default(),
        }
    }

    /// Messages not about one of the entry inputs (the board, the pairs, the event).
    fn general(&self) -> Vec<&str> {
        self.errors
            .0
            .iter()
            .filter(|(f, _)| !ENTRY_FIELDS.contains(&f.as_str()))
            .map(|(_, m)| m.as_str())
            .collect()
    }
}

fn find_result(stored: &[Stored], board: u32, ns: u32, ew: u32) -> Option<&Stored> {
    stored
        .iter()
        .find(|s| s.board == board && s.ns == ns && s.ew == ew)
}

// ---------------------------------------------------------------------------------------------
// The slip: one table's boards in one round

#[derive(Deserialize, Default)]
#[serde(default)]
struct SlipQuery {
    round: String,
    table: String,
    saved_round: String,
    saved_table: String,
}

struct SlipRow {
    board: u32,
    entered: bool,
    row: EntryRow,
}

#[derive(Template)]
#[template(path = "events/slip.html")]
struct SlipPage {
    ctx: Ctx,
    event: Event,
    whist: bool,
    round: String,
    table: String,
    /// The seating, when the round and table name one.
    seating: Option<Seating>,
    ns_names: String,
    ew_names: String,
    rows: Vec<SlipRow>,
    errors: FieldErrors,
    saved: Option<String>,
    previous: Option<String>,
    next: Option<String>,
}

/// The slip after (round, table), in the order the director collects them.
fn next_slip(movement: &Mitchell, round: u32, table: u32) -> Option<(u32, u32)> {
    if table < movement.tables() {
        Some((round, table + 1))
    } else if round < movement.rounds() {
        Some((round + 1, 1))
    } else {
        None
    }
}

fn previous_slip(movement: &Mitchell, round: u32, table: u32) -> Option<(u32, u32)> {
    if table > 1 {
        Some((round, table - 1))
    } else if round > 1 {
        Some((round - 1, movement.tables()))
    } else {
        None
    }
}

fn slip_url(id: i64, (round, table): (u32, u32)) -> String {
    format!("/events/{id}/entry?round={round}&table={table}")
}

struct SlipData {
    event: Event,
    movement: Mitchell,
    pairs: Vec<Pair>,
    stored: Vec<Stored>,
}

async fn load_slip(state: &web::Data<AppState>, id: i64) -> Result<SlipData, AppError> {
    let (event, pairs, stored) = db(state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::pairs(c, id)?,
                results::list(c, id)?,
            ))
        })
    })
    .await?;
    let movement = event.movement()?;
    Ok(SlipData {
        event,
        movement,
        pairs,
        stored,
    })
}

/// The seating named by what was typed, or the errors saying why there is none.
fn slip_seating(
    movement: &Mitchell,
    round: &str,
    table: &str,
) -> Result<(u32, u32, Seating), FieldErrors> {
    let mut errors = FieldErrors::default();
    let r = whole(&mut errors, "round", round, "the round");
    let t = whole(&mut errors, "table", table, "the table");
    let (Some(r), Some(t)) = (r, t) else {
        return Err(errors);
    };
    if r == 0 || r > movement.rounds() {
        errors.add(
            "round",
            format!(
                "There is no round {r}: rounds are 1 to {}.",
                movement.rounds()
            ),
        );
    }
    if t == 0 || t > movement.tables() {
        errors.add(
            "table",
            format!(
                "There is no table {t}: tables are 1 to {}.",
                movement.tables()
            ),
        );
    }
    match movement.seating(r, t) {
        Some(s) if errors.is_empty() => Ok((r, t, s)),
        _ => {
            if errors.is_empty() {
                errors.add("table", format!("Table {t} does not play in round {r}."));
            }
            Err(errors)
        }
    }
}

fn slip_page(
    ctx: Ctx,
    data: SlipData,
    round: String,
    table: String,
    typed: Option<&HashMap<String, String>>,
    errors: FieldErrors,
) -> SlipPage {
    let SlipData {
        event,
        movement,
        pairs,
        stored,
    } = data;
    let located = slip_seating(&movement, &round, &table).ok();
    let mut page = SlipPage {
        ctx,
        whist: event.game == Game::Whist,
        round,
        table,
        seating: None,
        ns_names: String::new(),
        ew_names: String::new(),
        rows: Vec::new(),
        errors,
        saved: None,
        previous: None,
        next: None,
        event,
    };
    let Some((r, t, seating)) = located else {
        return page;
    };
    page.ns_names = names_of(&pairs, Direction::Ns, seating.ns);
    page.ew_names = names_of(&pairs, Direction::Ew, seating.ew);
    page.previous = previous_slip(&movement, r, t).map(|s| slip_url(page.event.id, s));
    page.next = next_slip(&movement, r, t).map(|s| slip_url(page.event.id, s));
    page.rows = seating
        .boards
        .iter()
        .map(|&board| {
            let existing = find_result(&stored, board, seating.ns, seating.ew);
            let fields = match (typed, existing) {
                (Some(form), _) => EntryFields::from_form(form, &board.to_string()),
                (None, Some(s)) => EntryFields::from_entry(&s.entry),
                (None, None) => EntryFields::default(),
            };
            let mut row = EntryRow::new(board, fields);
            let prefix = format!("{board}:");
            for (field, message) in &page.errors.0 {
                if let Some(f) = field.strip_prefix(&prefix) {
                    row.errors.add(f, message.clone());
                }
            }
            SlipRow {
                board,
                entered: existing.is_some(),
                row,
            }
        })
        .collect();
    page.seating = Some(seating);
    page
}

async fn slip_form(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    query: web::Query<SlipQuery>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let q = query.into_inner();
    let data = load_slip(&state, id).await?;
    let asked = !(q.round.trim().is_empty() && q.table.trim().is_empty());
    let errors = if asked {
        slip_seating(&data.movement, &q.round, &q.table)
            .err()
            .unwrap_or_default()
    } else {
        FieldErrors::default()
    };
    let mut page = slip_page(
        Ctx::new(Some(&director)),
        data,
        q.round,
        q.table,
        None,
        errors,
    );
    if let (Ok(r), Ok(t)) = (
        q.saved_round.trim().parse::<u32>(),
        q.saved_table.trim().parse::<u32>(),
    ) {
        page.saved = Some(format!("Saved the slip of table {t}, round {r}."));
    }
    if page.errors.is_empty() {
        Ok(HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .body(page.render()?))
    } else {
        render_invalid(&page)
    }
}

async fn save_slip(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let form = form.into_inner();
    let typed = |k: &str| form.get(k).map(|v| v.trim().to_owned()).unwrap_or_default();
    let (round, table) = (typed("round"), typed("table"));
    let ctx = Ctx::new(Some(&director));
    let data = load_slip(&state, id).await?;
    let (r, t, seating) = match slip_seating(&data.movement, &round, &table) {
        Ok(found) => found,
        Err(errors) => {
            return render_invalid(&slip_page(ctx, data, round, table, Some(&form), errors));
        }
    };
    let game = data.event.game;
    let mut errors = FieldErrors::default();
    if data.event.is_final() {
        errors.add("event", FINAL_MESSAGE);
    }
    // Fields for a board this table does not hold this round are refused, not ignored: the
    // director typed a result somewhere, and it must not vanish.
    for (key, value) in &form {
        let stray = key
            .rsplit_once('_')
            .filter(|(f, _)| ENTRY_FIELDS.contains(f))
            .and_then(|(_, b)| b.parse::<u32>().ok())
            .filter(|b| !seating.boards.contains(b));
        if let Some(b) = stray
            && !value.trim().is_empty()
            && errors.get("slip").is_none()
        {
            errors.add(
                "slip",
                format!(
                    "Board {b} is not played at table {t} in round {r} (boards {}); nothing was saved.",
                    board_range(&seating.boards)
                ),
            );
        }
    }
    let mut entries = Vec::new();
    for &board in &seating.boards {
        let fields = EntryFields::from_form(&form, &board.to_string());
        let existing = find_result(&data.stored, board, seating.ns, seating.ew);
        match fields.parse(game) {
            Ok(Some(entry)) => entries.push((board, entry)),
            Ok(None) if existing.is_some() => errors.add(
                format!("{board}:ns_tricks"),
                "This board has a result; to remove it, use Delete on the board's page.",
            ),
            Ok(None) => {}
            Err(row) => {
                for (f, m) in row.0 {
                    errors.add(format!("{board}:{f}"), m);
                }
            }
        }
    }
    if errors.is_empty() {
        let by = director.name.clone();
        let (ns, ew) = (seating.ns, seating.ew);
        let refused = db(&state, move |pool| {
            write_form(pool, |tx, refused| {
                let event = store::get(tx, id)?;
                if event.is_final() {
                    return Err(DbError::invalid("event", FINAL_MESSAGE));
                }
                let stored = results::list(tx, id)?;
                for (board, entry) in &entries {
                    let done = match find_result(&stored, *board, ns, ew) {
                        Some(s) => results::correct(tx, &event, s.id, entry, &by),
                        None => {
                            let new = NewResult {
                                board: *board,
                                ns,
                                ew,
                                entry: *entry,
                            };
                            results::enter(tx, &event, &new, &by).map(|_| ())
                        }
                    };
                    refused.note(done, |f| format!("{board}:{f}"))?;
                }
                Ok(())
            })
        })
        .await?;
        if refused.is_empty() {
            let location = match next_slip(&data.movement, r, t) {
                Some(next) => format!("{}&saved_round={r}&saved_table={t}", slip_url(id, next)),
                None => format!("/events/{id}"),
            };
            return Ok(see_other(&location));
        }
        errors = refused;
    }
    render_invalid(&slip_page(ctx, data, round, table, Some(&form), errors))
}

// ---------------------------------------------------------------------------------------------
// The traveller: one board's results

struct BoardRow {
    round: u32,
    table: u32,
    ns: u32,
    ew: u32,
    ns_names: String,
    ew_names: String,
    result: Option<ResultView>,
}

struct ResultView {
    id: i64,
    text: String,
    ns_score: String,
    ew_score: String,
    by: String,
    at: String,
    form: EntryRow,
}

#[derive(Template)]
#[template(path = "events/board.html")]
struct BoardPage {
    ctx: Ctx,
    event: Event,
    whist: bool,
    board: u32,
    rows: Vec<BoardRow>,
    ns_average: Option<String>,
    ew_average: Option<String>,
    law_error: Option<String>,
    history: Vec<Change>,
    pair_numbers: Vec<String>,
    new_ns: String,
    new_ew: String,
    new_row: EntryRow,
    previous: Option<u32>,
    next: Option<u32>,
}

/// What the director typed into one of the board page's forms, to show again.
enum Typed {
    Nothing,
    /// The form for a new result.
    New {
        ns: String,
        ew: String,
        fields: EntryFields,
        errors: FieldErrors,
    },
    /// The edit form of a stored result.
    Row {
        id: i64,
        fields: Option<EntryFields>,
        errors: FieldErrors,
    },
}

async fn board_view(
    state: &web::Data<AppState>,
    ctx: Ctx,
    id: i64,
    board: u32,
    typed: Typed,
) -> Result<BoardPage, AppError> {
    let (event, pairs, stored, history) = db(state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::pairs(c, id)?,
                results::list(c, id)?,
                results::history(c, id, Some(board))?,
            ))
        })
    })
    .await?;
    if board == 0 || board > event.boards() {
        return Err(AppError::NotFound);
    }
    let movement = event.movement()?;
    let inputs: Vec<_> = stored.iter().map(Stored::law_input).collect();
    let (summary, law_error) =
        match crate::laws::duplicate::standings(event.game, event.revoke_rule, &inputs) {
            Ok(st) => (st.boards.into_iter().find(|b| b.board == board), None),
            Err(e) => (None, Some(e.to_string())),
        };
    let mut rows = Vec::new();
    for (round, s) in seatings(&movement) {
        if !s.boards.contains(&board) {
            continue;
        }
        let result = find_result(&stored, board, s.ns, s.ew).map(|r| {
            let scored = summary
                .as_ref()
                .and_then(|b| b.results.iter().find(|x| x.ns == r.ns && x.ew == r.ew));
            let (fields, errors) = match &typed {
                Typed::Row {
                    id: rid,
                    fields,
                    errors,
                } if *rid == r.id => (
                    fields
                        .clone()
                        .unwrap_or_else(|| EntryFields::from_entry(&r.entry)),
                    errors.clone(),
                ),
                _ => (EntryFields::from_entry(&r.entry), FieldErrors::default()),
            };
            let mut form = EntryRow::new(r.id, fields);
            form.errors = errors;
            ResultView {
                id: r.id,
                text: results::describe(&r.entry),
                ns_score: scored.map(|x| show(x.ns_score)).unwrap_or_default(),
                ew_score: scored.map(|x| show(x.ew_score)).unwrap_or_default(),
                by: r.updated_by.clone(),
                at: r.updated_at.clone(),
                form,
            }
        });
        rows.push(BoardRow {
            round,
            table: s.table,
            ns: s.ns,
            ew: s.ew,
            ns_names: names_of(&pairs, Direction::Ns, s.ns),
            ew_names: names_of(&pairs, Direction::Ew, s.ew),
            result,
        });
    }
    let (new_ns, new_ew, new_row) = match typed {
        Typed::New {
            ns,
            ew,
            fields,
            errors,
        } => {
            let mut row = EntryRow::new("new", fields);
            row.errors = errors;
            (ns, ew, row)
        }
        _ => (
            String::new(),
            String::new(),
            EntryRow::new("new", EntryFields::default()),
        ),
    };
    Ok(BoardPage {
        ctx,
        whist: event.game == Game::Whist,
        board,
        rows,
        ns_average: summary.as_ref().map(|b| show(b.ns_average)),
        ew_average: summary.as_ref().map(|b| show(b.ew_average)),
        law_error,
        history,
        pair_numbers: (1..=event.tables).map(|p| p.to_string()).collect(),
        new_ns,
        new_ew,
        new_row,
        previous: (board > 1).then(|| board - 1),
        next: (board < event.boards()).then(|| board + 1),
        event,
    })
}

async fn board_page(
    director: Option<Director>,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
) -> Result<web::Html, AppError> {
    let (id, board) = path.into_inner();
    render(
        &board_view(
            &state,
            Ctx::new(director.as_ref()),
            id,
            board,
            Typed::Nothing,
        )
        .await?,
    )
}

async fn enter_on_board(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, board) = path.into_inner();
    let form = form.into_inner();
    let typed = |k: &str| form.get(k).map(|v| v.trim().to_owned()).unwrap_or_default();
    let (ns_typed, ew_typed) = (typed("ns"), typed("ew"));
    let fields = EntryFields::from_form(&form, "new");
    let game = db(&state, move |pool| {
        crate::db::read(pool, |c| store::get(c, id))
    })
    .await?
    .game;
    let mut errors = FieldErrors::default();
    let ns = whole(&mut errors, "ns", &ns_typed, "the N-S pair");
    let ew = whole(&mut errors, "ew", &ew_typed, "the E-W pair");
    let entry = match fields.parse(game) {
        Ok(Some(entry)) => Some(entry),
        Ok(None) => {
            let field = if game == Game::Whist {
                "ns_tricks"
            } else {
                "ns_points"
            };
            errors.add(field, "Give the result to enter.");
            None
        }
        Err(row) => {
            errors.0.extend(row.0);
            None
        }
    };
    if let (Some(ns), Some(ew), Some(entry), true) = (ns, ew, entry, errors.is_empty()) {
        let by = director.name.clone();
        let saved = db(&state, move |pool| {
            crate::db::write(pool, |tx| {
                let event = store::get(tx, id)?;
                let new = NewResult {
                    board,
                    ns,
                    ew,
                    entry,
                };
                results::enter(tx, &event, &new, &by)
            })
        })
        .await;
        match saved {
            Ok(_) => return Ok(see_other(&format!("/events/{id}/boards/{board}"))),
            Err(AppError::Db(e)) if invalid(&e).is_some() => {
                errors = invalid(&e).unwrap_or_default();
            }
            Err(e) => return Err(e),
        }
    }
    let typed = Typed::New {
        ns: ns_typed,
        ew: ew_typed,
        fields,
        errors,
    };
    render_invalid(&board_view(&state, Ctx::new(Some(&director)), id, board, typed).await?)
}

async fn correct_result(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, rid) = path.into_inner();
    let form = form.into_inner();
    let fields = EntryFields::from_form(&form, &rid.to_string());
    let (event, old) = db(&state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((store::get(c, id)?, results::get(c, id, rid)?))
        })
    })
    .await?;
    let mut errors = FieldErrors::default();
    let entry = match fields.parse(event.game) {
        Ok(Some(entry)) => Some(entry),
        Ok(None) => {
            let field = if event.game == Game::Whist {
                "ns_tricks"
            } else {
                "ns_points"
            };
            errors.add(
                field,
                "Give the corrected result, or use Delete to remove it.",
            );
            None
        }
        Err(row) => {
            errors = row;
            None
        }
    };
    if let Some(entry) = entry {
        let by = director.name.clone();
        let saved = db(&state, move |pool| {
            crate::db::write(pool, |tx| {
                let event = store::get(tx, id)?;
                results::correct(tx, &event, rid, &entry, &by)
            })
        })
        .await;
        match saved {
            Ok(()) => return Ok(see_other(&format!("/events/{id}/boards/{}", old.board))),
            Err(AppError::Db(e)) if invalid(&e).is_some() => {
                errors = invalid(&e).unwrap_or_default();
            }
            Err(e) => return Err(e),
        }
    }
    let typed = Typed::Row {
        id: rid,
        fields: Some(fields),
        errors,
    };
    render_invalid(&board_view(&state, Ctx::new(Some(&director)), id, old.board, typed).await?)
}

async fn delete_result(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, rid) = path.into_inner();
    let board = db(&state, move |pool| {
        crate::db::read(pool, |c| results::get(c, id, rid))
    })
    .await?
    .board;
    let by = director.name.clone();
    let deleted = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let event = store::get(tx, id)?;
            results::delete(tx, &event, rid, &by)
        })
    })
    .await;
    match deleted {
        Ok(()) => Ok(see_other(&format!("/events/{id}/boards/{board}"))),
        Err(AppError::Db(e)) if invalid(&e).is_some() => {
            let typed = Typed::Row {
                id: rid,
                fields: None,
                errors: invalid(&e).unwrap_or_default(),
            };
            render_invalid(&board_view(&state, Ctx::new(Some(&director)), id, board, typed).await?)
        }
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_ranges() {
        assert_eq!(board_range(&[13, 14, 15, 16]), "13–16");
        assert_eq!(board_range(&[5]), "5");
        assert_eq!(board_range(&[1, 3]), "1, 3");
    }

    #[test]
    fn blank_whist_row_is_nothing_and_bad_tricks_are_named() {
        let blank = EntryFields::default();
        assert!(matches!(blank.parse(Game::Whist), Ok(None)));
        let bad = EntryFields {
            ns_tricks: "14".into(),
            ..EntryFields::default()
        };
        let errors = bad.parse(Game::Whist).err().unwrap_or_default();
        assert!(errors.get("ns_tricks").is_some());
        let revoke = EntryFields {
            ns_tricks: "8".into(),
            revoke_by: "EW".into(),
            revoke_count: "2".into(),
            revoke_tricks_before: "3".into(),
            ..EntryFields::default()
        };
        assert!(matches!(
            revoke.parse(Game::Whist),
            Ok(Some(Entry::Whist {
                ns_tricks: 8,
                revoke: Some(Revoke {
                    by: Direction::Ew,
                    count: 2,
                    tricks_before: 3
                })
            }))
        ));
    }
}
