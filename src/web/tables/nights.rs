//! The club's table night: arrivals and their cuts, forming tables, the rotation after each
//! rubber by the club laws (`crate::club`), and the night's and the season's ledgers in money.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError, AppState, Ctx, Director, FieldErrors, db, render, render_invalid, see_other,
};
use crate::club::{self, Code};
use crate::db::DbError;
use crate::db::tables::{
    self as store, Ledger, NewTable, Night, NightPlayer, PlayTable, Player, Status,
};
use crate::exact::Q;
use crate::laws::registry::{self, Law};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/nights", web::get().to(list))
        .route("/nights", web::post().to(create))
        .route("/nights/{id}", web::get().to(show))
        .route("/nights/{id}/arrivals", web::post().to(arrive))
        .route("/nights/{id}/form", web::post().to(form_tables))
        .route("/nights/{id}/tables/{t}/start", web::get().to(start_page))
        .route("/nights/{id}/tables/{t}/next", web::post().to(next_rubber))
        .route("/nights/{id}/ledger.csv", web::get().to(night_csv))
        .route("/ledger", web::get().to(season_ledger))
        .route("/ledger.csv", web::get().to(season_csv));
}

/// The laws a club table can play: those kept at a table, with their seats.
fn club_laws() -> impl Iterator<Item = (&'static Law, usize, usize)> {
    registry::all().filter_map(|l| {
        l.table.map(|t| {
            (
                l,
                t.sides.min * t.sides.players_per_side,
                t.sides.players_per_side,
            )
        })
    })
}

#[derive(Template)]
#[template(path = "tables/nights.html")]
struct ListPage {
    ctx: Ctx,
    nights: Vec<Night>,
    /// (value, what it means, chosen, is the default)
    codes: Vec<(&'static str, &'static str, bool, bool)>,
    date: String,
    season: String,
    seed: String,
    errors: FieldErrors,
}

fn codes(chosen: &str) -> Vec<(&'static str, &'static str, bool, bool)> {
    Code::ALL
        .into_iter()
        .map(|c| {
            (
                c.as_str(),
                c.about(),
                c.as_str() == chosen,
                c == Code::default(),
            )
        })
        .collect()
}

async fn list_page(
    state: &AppState,
    director: Option<&Director>,
    typed: &HashMap<String, String>,
    errors: FieldErrors,
) -> Result<ListPage, AppError> {
    let nights = db(state, |pool| crate::db::read(pool, store::nights)).await?;
    let get = |k: &str| typed.get(k).cloned().unwrap_or_default();
    Ok(ListPage {
        ctx: Ctx::new(director),
        nights,
        codes: codes(
            typed
                .get("code")
                .map_or(Code::default().as_str(), String::as_str),
        ),
        date: typed
            .get("date")
            .cloned()
            .unwrap_or_else(|| chrono::Local::now().format("%Y-%m-%d").to_string()),
        season: get("season"),
        seed: get("seed"),
        errors,
    })
}

async fn list(
    state: web::Data<AppState>,
    director: Option<Director>,
) -> Result<web::Html, AppError> {
    render(
        &list_page(
            &state,
            director.as_ref(),
            &HashMap::new(),
            FieldErrors::default(),
        )
        .await?,
    )
}

async fn create(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let date = typed
        .get("date")
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    let parsed = chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d");
    match parsed.map(crate::db::events::date_problem) {
        Err(_) => errors.add("date", "a date as YYYY-MM-DD"),
        Ok(Some(m)) => errors.add("date", m),
        Ok(None) => {}
    }
    let season: String = match typed.get("season").map(|s| s.trim()) {
        Some(s) if !s.is_empty() => s.chars().take(40).collect(),
        _ => date.chars().take(4).collect(),
    };
    let code = typed.get("code").and_then(|c| Code::parse(c));
    if code.is_none() {
        errors.add("code", "choose the club laws");
    }
    // A seed left blank is drawn now and stored, so the night's cuts can still be replayed.
    let seed = match typed.get("seed").map(|s| s.trim()).unwrap_or_default() {
        "" => rand::random::<u32>().into(),
        s => s.parse::<u64>().unwrap_or_else(|_| {
            errors.add("seed", "a whole number, or blank for one drawn now");
            0
        }),
    };
    if let (true, Some(code)) = (errors.is_empty(), code) {
        let by = director.name.clone();
        let id = db(&state, move |pool| {
            crate::db::write(pool, |tx| {
                store::create_night(tx, &date, &season, code, seed, &by)
            })
        })
        .await?;
        return Ok(see_other(&format!("/nights/{id}")));
    }
    render_invalid(&list_page(&state, Some(&director), &typed, errors).await?)
}

struct PlayerRow {
    name: String,
    cut: String,
    drawn: bool,
    rubbers: u32,
    playing: bool,
}

struct ProposalView {
    reason: String,
    out: Vec<String>,
    entering: Vec<String>,
    sides: Vec<String>,
    dealer: String,
    cuts: String,
}

struct ClubTableView {
    no: u32,
    members: Vec<PlayerRow>,
    current: Option<(i64, String, &'static str)>,
    /// The current rubber is finished (settled, nothing under way), or none has started.
    ready: bool,
    proposal: ProposalView,
    first: bool,
}

struct LedgerRow {
    name: String,
    money: String,
    plus: bool,
}

#[derive(Template)]
#[template(path = "tables/night.html")]
struct NightPage {
    ctx: Ctx,
    night: Night,
    code_about: &'static str,
    waiting: Vec<PlayerRow>,
    tables: Vec<ClubTableView>,
    members: Vec<(i64, String)>,
    laws: Vec<(&'static str, &'static str, usize)>,
    ledger: Vec<LedgerRow>,
    total: String,
    skipped: Vec<String>,
    errors: FieldErrors,
}

/// What a night is made of, read in one go.
struct NightData {
    night: Night,
    players: Vec<NightPlayer>,
    tables: Vec<PlayTable>,
    pads: Vec<Result<crate::laws::pad::Pad, String>>,
    ledger: Ledger,
}

fn read_night(pool: &crate::db::Pool, id: i64) -> Result<NightData, DbError> {
    crate::db::read(pool, |c| {
        let tables = store::of_night(c, id)?;
        let pads = tables
            .iter()
            .map(|t| store::pad(c, t).map_err(|e| format!("table {}: {e}", t.id)))
            .collect();
        Ok(NightData {
            night: store::get_night(c, id)?,
            players: store::night_players(c, id)?,
            ledger: Ledger::of(c, &tables)?,
            tables,
            pads,
        })
    })
}

/// The members of club table `no` in order of belonging, and its rubbers (tables of play) in
/// order, each as the players who sat.
fn club_table(data: &NightData, no: u32) -> (Vec<Player>, Vec<(usize, Vec<Player>)>) {
    let mut members: Vec<&NightPlayer> = data
        .players
        .iter()
        .filter(|p| p.table == Some(no))
        .collect();
    members.sort_by_key(|p| p.placed);
    let rubbers = data
        .tables
        .iter()
        .enumerate()
        .filter(|(_, t)| t.night.is_some_and(|(_, n)| n == no))
        .map(|(i, t)| {
            (
                i,
                t.sides.iter().flatten().map(|n| n.player.clone()).collect(),
            )
        })
        .collect();
    (
        members.iter().map(|p| p.named.player.clone()).collect(),
        rubbers,
    )
}

fn name_of(data: &NightData, p: &Player) -> String {
    data.players
        .iter()
        .find(|x| x.named.player == *p)
        .map_or_else(|| format!("{p:?}"), |x| x.named.name.clone())
}

/// The seats of the game a club table plays: its current law's, else four in two partnerships.
fn seats_of(data: &NightData, rubbers: &[(usize, Vec<Player>)]) -> (usize, usize) {
    rubbers
        .last()
        .and_then(|(i, _)| data.tables.get(*i))
        .and_then(|t| t.law.table)
        .map_or((4, 2), |t| {
            (
                t.sides.min * t.sides.players_per_side,
                t.sides.players_per_side,
            )
        })
}

fn proposal(data: &NightData, no: u32) -> club::NextRubber<Player> {
    let (members, rubbers) = club_table(data, no);
    let (seats, per_side) = seats_of(data, &rubbers);
    let played: Vec<Vec<Player>> = rubbers.into_iter().map(|(_, r)| r).collect();
    club::next_rubber(
        data.night.code,
        data.night.seed,
        no,
        &members,
        &played,
        seats,
        per_side,
    )
}

fn ledger_rows(ledger: &Ledger) -> (Vec<LedgerRow>, String) {
    let mut rows: Vec<LedgerRow> = ledger
        .money
        .iter()
        .map(|(p, q)| LedgerRow {
            name: ledger.name(p),
            money: club::show_money(*q),
            plus: *q > Q::from_integer(0),
        })
        .collect();
    rows.sort_by(|a, b| a.name.cmp(&b.name));
    (rows, club::show_money(ledger.total()))
}

fn night_page(
    ctx: Ctx,
    data: &NightData,
    members: Vec<(i64, String)>,
    errors: FieldErrors,
) -> NightPage {
    let cut_text = |p: &NightPlayer| p.cut.as_deref().map(club::cut_name).unwrap_or_default();
    let waiting = data
        .players
        .iter()
        .filter(|p| p.table.is_none())
        .map(|p| PlayerRow {
            name: p.named.name.clone(),
            cut: cut_text(p),
            drawn: p.drawn,
            rubbers: 0,
            playing: false,
        })
        .collect();
    let mut numbers: Vec<u32> = data.players.iter().filter_map(|p| p.table).collect();
    numbers.sort_unstable();
    numbers.dedup();
    let tables = numbers
        .into_iter()
        .map(|no| {
            let (members, rubbers) = club_table(data, no);
            let played: Vec<Vec<Player>> = rubbers.iter().map(|(_, r)| r.clone()).collect();
            let current = rubbers
                .last()
                .and_then(|(i, _)| data.tables.get(*i).map(|t| (*i, t)));
            let ready = current.is_none_or(|(i, t)| {
                !t.is_open()
                    || data.pads.get(i).is_some_and(|p| {
                        p.as_ref()
                            .is_ok_and(|pad| !pad.settled.is_empty() && !pad.open)
                    })
            });
            let next = proposal(data, no);
            let names = |ps: &[Player]| ps.iter().map(|p| name_of(data, p)).collect::<Vec<_>>();
            let sides = next
                .partnership
                .sides
                .iter()
                .map(|side| {
                    side.iter()
                        .filter_map(|&i| next.rotation.next.get(i))
                        .map(|p| name_of(data, p))
                        .collect::<Vec<_>>()
                        .join(" & ")
                })
                .collect();
            let cuts = next
                .rotation
                .next
                .iter()
                .zip(&next.partner_cuts)
                .map(|(p, c)| format!("{} {}", name_of(data, p), club::cut_name(c)))
                .collect::<Vec<_>>()
                .join("; ");
            ClubTableView {
                no,
                members: members
                    .iter()
                    .map(|p| {
                        let np = data.players.iter().find(|x| x.named.player == *p);
                        PlayerRow {
                            name: name_of(data, p),
                            cut: np.map(cut_text).unwrap_or_default(),
                            drawn: np.is_some_and(|x| x.drawn),
                            rubbers: club::consecutive(&played, p),
                            playing: played.last().is_some_and(|r| r.contains(p)),
                        }
                    })
                    .collect(),
                current: current
                    .map(|(_, t)| (t.id, t.side_names().join(" v. "), t.status.as_str())),
                ready,
                first: rubbers.is_empty(),
                proposal: ProposalView {
                    reason: next.rotation.reason.clone(),
                    out: names(&next.rotation.out),
                    entering: names(&next.rotation.entering),
                    sides,
                    dealer: next
                        .rotation
                        .next
                        .get(next.partnership.dealer)
                        .map(|p| name_of(data, p))
                        .unwrap_or_default(),
                    cuts,
                },
            }
        })
        .collect();
    let (ledger, total) = ledger_rows(&data.ledger);
    NightPage {
        ctx,
        code_about: data.night.code.about(),
        night: data.night.clone(),
        waiting,
        tables,
        members,
        laws: club_laws()
            .map(|(l, seats, _)| (l.id, l.name, seats))
            .collect(),
        ledger,
        total,
        skipped: data.ledger.skipped.clone(),
        errors,
    }
}

fn night_id(raw: &str) -> Result<i64, AppError> {
    raw.parse().map_err(|_| AppError::NotFound)
}

async fn show_with(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
) -> Result<NightPage, AppError> {
    let (data, members) = db(state, move |pool| {
        let data = read_night(pool, id)?;
        let members = crate::db::read(pool, crate::db::events::members_for_assignment)?;
        Ok((data, members))
    })
    .await?;
    Ok(night_page(Ctx::new(director), &data, members, errors))
}

async fn show(
    state: web::Data<AppState>,
    director: Option<Director>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let id = night_id(&path)?;
    render(&show_with(&state, director.as_ref(), id, FieldErrors::default()).await?)
}

/// Runs a night's write; a refusal comes back on the night page at its field.
async fn night_write(
    state: &AppState,
    director: &Director,
    id: i64,
    f: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> Result<(), DbError> + Send + 'static,
) -> Result<HttpResponse, AppError> {
    let by = director.name.clone();
    match db(state, move |pool| crate::db::write(pool, |tx| f(tx, &by))).await {
        Ok(()) => Ok(see_other(&format!("/nights/{id}"))),
        Err(AppError::Db(DbError::Invalid { field, message })) => {
            let mut errors = FieldErrors::default();
            errors.add(field, message);
            render_invalid(&show_with(state, Some(director), id, errors).await?)
        }
        Err(e) => Err(e),
    }
}

async fn arrive(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = night_id(&path)?;
    let typed = form.into_inner();
    let member = typed.get("member").map(|s| s.trim()).unwrap_or_default();
    let guest = typed.get("guest").map(|s| s.trim()).unwrap_or_default();
    let player = match (member.parse::<i64>(), guest) {
        (Ok(m), _) => Player::Member(m),
        (Err(_), g) if !g.is_empty() => Player::Guest(g.to_owned()),
        _ => {
            let mut errors = FieldErrors::default();
            errors.add("player", "choose a member or type a guest's name");
            return render_invalid(&show_with(&state, Some(&director), id, errors).await?);
        }
    };
    let cut = match typed.get("cut").map(|s| s.trim()).unwrap_or_default() {
        "" => None,
        raw => match club::parse_cut(raw) {
            Ok(c) => Some(c),
            Err(m) => {
                let mut errors = FieldErrors::default();
                errors.add("cut", m);
                return render_invalid(&show_with(&state, Some(&director), id, errors).await?);
            }
        },
    };
    night_write(&state, &director, id, move |tx, _| {
        store::arrive(tx, id, &player, cut.as_ref()).map(|_| ())
    })
    .await
}

async fn form_tables(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = night_id(&path)?;
    let seats = form
        .get("seats")
        .and_then(|s| s.parse::<usize>().ok())
        .filter(|s| (2..=club::PLAYING).contains(s))
        .unwrap_or(club::PLAYING);
    night_write(&state, &director, id, move |tx, _| {
        store::form_tables(tx, id, seats).map(|_| ())
    })
    .await
}

/// Starts the next rubber at a club table as the page proposed it: the previous table of play is
/// closed and a new one opened with the players the laws seat, by the same law, settings and
/// stake (the first rubber takes them from the form).
async fn next_rubber(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path.into_inner();
    let id = night_id(&id)?;
    let no: u32 = no.parse().map_err(|_| AppError::NotFound)?;
    let typed = form.into_inner();
    night_write(&state, &director, id, move |tx, by| {
        let tables = store::of_night(tx, id)?;
        let players = store::night_players(tx, id)?;
        let night = store::get_night(tx, id)?;
        let pads = tables
            .iter()
            .map(|t| store::pad(tx, t).map_err(|e| e.to_string()))
            .collect();
        let data = NightData {
            night,
            players,
            tables,
            pads,
            ledger: Ledger::default(),
        };
        if !data.players.iter().any(|p| p.table == Some(no)) {
            return Err(DbError::NotFound);
        }
        let (_, rubbers) = club_table(&data, no);
        let previous = rubbers.last().and_then(|(i, _)| data.tables.get(*i));
        // The laws rotate the table at the end of a rubber, not during one.
        if let Some((i, t)) = rubbers
            .last()
            .and_then(|(i, _)| data.tables.get(*i).map(|t| (*i, t)))
        {
            let finished = match data.pads.get(i) {
                Some(Ok(pad)) => !pad.settled.is_empty() && !pad.open,
                _ => false,
            };
            if t.is_open() && !finished {
                return Err(DbError::invalid(
                    "next",
                    format!("table {} is not settled yet: finish the rubber first", t.id),
                ));
            }
        }
        let (law, settings, stake, per_hundred) = match previous {
            Some(t) => (
                t.law.id.to_owned(),
                t.settings.clone(),
                t.stake,
                t.per_hundred,
            ),
            None => {
                let law = typed.get("law").cloned().unwrap_or_default();
                let (found, _) = store::table_law(&law)?;
                let mut errors = FieldErrors::default();
                let stake =
                    super::parse_stake(typed.get("stake").map_or("", String::as_str), &mut errors);
                if let Some((f, m)) = errors.0.first() {
                    return Err(DbError::invalid(f.clone(), m.clone()));
                }
                let settings = super::settings_from(found, &typed, &mut errors);
                if let Some((f, m)) = errors.0.first() {
                    return Err(DbError::invalid(f.clone(), m.clone()));
                }
                (law, settings, stake, super::per_hundred(&typed))
            }
        };
        let (_, table) = store::table_law(&law)?;
        let seats = table.sides.min * table.sides.players_per_side;
        let (members, _) = club_table(&data, no);
        let played: Vec<Vec<Player>> = rubbers.iter().map(|(_, r)| r.clone()).collect();
        if members.len() < seats {
            return Err(DbError::invalid(
                "law",
                format!(
                    "{law} needs {seats} players; this table has {}",
                    members.len()
                ),
            ));
        }
        let next = club::next_rubber(
            data.night.code,
            data.night.seed,
            no,
            &members,
            &played,
            seats,
            table.sides.players_per_side,
        );
        let sides: Vec<Vec<Player>> = next
            .partnership
            .sides
            .iter()
            .map(|s| {
                s.iter()
                    .filter_map(|&i| next.rotation.next.get(i).cloned())
                    .collect()
            })
            .collect();
        if let Some(t) = previous {
            store::set_status(tx, t.id, Status::Closed)?;
        }
        store::create(
            tx,
            &NewTable {
                law,
                settings,
                stake,
                per_hundred,
                dummy: None,
                season: data.night.season.clone(),
                night: Some((id, no)),
                sides,
            },
            by,
        )?;
        Ok(())
    })
    .await
}

#[derive(Template)]
#[template(path = "tables/night_start.html")]
struct StartPage {
    ctx: Ctx,
    night: i64,
    no: u32,
    law: &'static Law,
    settings: Vec<super::SettingView>,
    errors: FieldErrors,
}

#[derive(Deserialize)]
struct StartQuery {
    law: String,
}

/// The first rubber of a club table with the game's settings chosen (the night page starts it
/// at the defaults in one step; this is the step between, for a table that plays otherwise).
async fn start_page(
    director: Director,
    path: web::Path<(String, String)>,
    query: web::Query<StartQuery>,
) -> Result<web::Html, AppError> {
    let (id, no) = path.into_inner();
    let night = night_id(&id)?;
    let no: u32 = no.parse().map_err(|_| AppError::NotFound)?;
    let (law, _) = store::table_law(&query.law).map_err(|_| AppError::NotFound)?;
    render(&StartPage {
        ctx: Ctx::new(Some(&director)),
        night,
        no,
        law,
        settings: super::setting_views(law, &HashMap::new()),
        errors: FieldErrors::default(),
    })
}

async fn night_csv(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let id = night_id(&path)?;
    let ledger = db(&state, move |pool| {
        crate::db::read(pool, |c| store::night_ledger(c, id))
    })
    .await?;
    crate::web::csv_download(
        &format!("night-{id}-ledger"),
        &store::LEDGER_CSV_HEADER,
        &ledger.lines(),
    )
}

#[derive(Deserialize)]
struct SeasonQuery {
    season: Option<String>,
}

/// The season asked for, else the latest with tables; its ledger; and every season.
fn read_season(
    pool: &crate::db::Pool,
    season: Option<String>,
) -> Result<(String, Ledger, Vec<String>), DbError> {
    crate::db::read(pool, |c| {
        let seasons = store::seasons(c)?;
        let season = season
            .filter(|s| !s.is_empty())
            .or_else(|| seasons.last().cloned())
            .unwrap_or_default();
        Ok((season.clone(), store::season_ledger(c, &season)?, seasons))
    })
}

#[derive(Template)]
#[template(path = "tables/ledger.html")]
struct SeasonPage {
    ctx: Ctx,
    seasons: Vec<String>,
    season: String,
    ledger: Vec<LedgerRow>,
    total: String,
    skipped: Vec<String>,
}

async fn season_ledger(
    state: web::Data<AppState>,
    director: Option<Director>,
    query: web::Query<SeasonQuery>,
) -> Result<web::Html, AppError> {
    let season = query.into_inner().season;
    let (season, ledger, seasons) = db(&state, move |pool| read_season(pool, season)).await?;
    let (rows, total) = ledger_rows(&ledger);
    render(&SeasonPage {
        ctx: Ctx::new(director.as_ref()),
        seasons,
        season,
        ledger: rows,
        total,
        skipped: ledger.skipped,
    })
}

async fn season_csv(
    state: web::Data<AppState>,
    query: web::Query<SeasonQuery>,
) -> Result<HttpResponse, AppError> {
    let season = query.into_inner().season;
    let (season, ledger, _) = db(&state, move |pool| read_season(pool, season)).await?;
    crate::web::csv_download(
        &format!("ledger-{season}"),
        &store::LEDGER_CSV_HEADER,
        &ledger.lines(),
    )
}
