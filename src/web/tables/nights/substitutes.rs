//! A substitute at a club table (`club::substitute`, Auction Laws 146–147, Whist Law 14): "X
//! leaves this rubber; Y sits in for him", and "X is back". Each one write, its checks inside it.

use super::actions::night_write;
use super::page::{NightData, name_of};
use super::*;
use crate::club::substitute::{self, Substitution};
use crate::db::tables::Named;

/// A player as a form names him: `m12` for member 12, `g:Ann` for the guest Ann.
pub(super) fn key(p: &Player) -> String {
    match p {
        Player::Member(id) => format!("m{id}"),
        Player::Guest(name) => format!("g:{name}"),
    }
}

fn parse_key(s: &str) -> Option<Player> {
    match s.strip_prefix("g:") {
        Some(name) if !name.trim().is_empty() => Some(Player::Guest(name.to_owned())),
        Some(_) => None,
        None => s.strip_prefix('m')?.parse().ok().map(Player::Member),
    }
}

/// What the night page shows of substitutes at a club table whose rubber is in progress.
pub(super) struct SubstituteView {
    /// (who sits in, for whom, the key of the absent player for "is back").
    pub(super) sitting_in: Vec<(String, String, String)>,
    /// Those at the table as themselves, who may leave: (key, name).
    pub(super) may_leave: Vec<(String, String)>,
    /// Those here tonight not at this table: (key, name).
    pub(super) may_sit_in: Vec<(String, String)>,
    /// The game's deal has "Rubber given up" (the 1926 auction laws' and contract's unfinished
    /// rubber), so Law 147's making up is entered with it.
    pub(super) made_up: bool,
}

pub(super) fn view(data: &NightData, table: usize) -> Option<SubstituteView> {
    let t = data.tables.get(table)?;
    let subs: Vec<Substitution<Player>> = data
        .subs
        .get(table)
        .map(|s| store::as_players(s))
        .unwrap_or_default();
    let sides: Vec<Vec<Player>> = t
        .sides
        .iter()
        .map(|s| s.iter().map(|n| n.player.clone()).collect())
        .collect();
    let seated = substitute::seated(&sides, &subs).concat();
    let named = |p: &Player| (key(p), name_of(data, p));
    Some(SubstituteView {
        sitting_in: subs
            .iter()
            .filter(|s| s.standing())
            .map(|s| {
                (
                    name_of(data, &s.substitute),
                    name_of(data, &s.absent),
                    key(&s.absent),
                )
            })
            .collect(),
        may_leave: sides
            .concat()
            .iter()
            .filter(|p| seated.contains(p))
            .map(named)
            .collect(),
        may_sit_in: data
            .players
            .iter()
            .filter(|p| !p.gone)
            .map(|p| &p.named.player)
            .filter(|p| !seated.contains(p))
            .map(named)
            .collect(),
        made_up: t
            .law
            .table
            .is_some_and(|tb| tb.deal.iter().any(|f| f.name == "abandon")),
    })
}

fn path_of(path: (String, String)) -> Result<(i64, u32), AppError> {
    let id = night_id(&path.0)?;
    let no: u32 = path.1.parse().map_err(|_| AppError::NotFound)?;
    Ok((id, no))
}

fn refuse(field: &str, message: &str) -> DbError {
    DbError::invalid(field, message)
}

/// "X leaves this rubber; Y sits in for him."
pub(super) async fn appoint(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path_of(path.into_inner())?;
    let typed = form.into_inner();
    let get = |k: &str| {
        typed
            .get(k)
            .map(|s| s.trim().to_owned())
            .unwrap_or_default()
    };
    let leaving = parse_key(&get("leaving"));
    let sub = parse_key(&get("substitute"));
    let agreed = !get("agreed").is_empty();
    night_write(&state, &director, id, move |tx, by| {
        let leaving = leaving.ok_or_else(|| refuse("leaving", "Who leaves: choose a player"))?;
        let sub = sub.ok_or_else(|| refuse("substitute", "Who sits in: choose a player"))?;
        store::appoint(tx, id, no, &leaving, &sub, agreed, by)
    })
    .await
}

/// "X is back": the appointment is void at the player's return (Law 146).
pub(super) async fn come_back(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path_of(path.into_inner())?;
    let player = form.get("player").and_then(|k| parse_key(k.trim()));
    night_write(&state, &director, id, move |tx, _| {
        let player = player.ok_or_else(|| refuse("back", "Who is back: choose a player"))?;
        store::come_back(tx, id, no, &player)
    })
    .await
}

/// The appointments of every table of play of a night, in the order of its tables.
pub(super) fn of_tables(
    conn: &rusqlite::Connection,
    tables: &[PlayTable],
) -> Result<Vec<Vec<Substitution<Named>>>, DbError> {
    tables
        .iter()
        .map(|t| store::substitutes(conn, t.id))
        .collect()
}
