//! A substitute at a club table (`club::substitute`, Auction Laws 146–147, Whist Law 14): "X
//! leaves this rubber; Y sits in for him", and "X is back". Each one write, its checks inside it.

use super::actions::{field, form_write, who};
use super::page::{NightData, name_of};
use super::*;
use crate::club::substitute::{self, Substitution};
use crate::db::tables::{Named, parse_player_key, player_key};

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
    let named = |p: &Player| (player_key(p), name_of(data, p));
    Some(SubstituteView {
        sitting_in: subs
            .iter()
            .filter(|s| s.standing())
            .map(|s| {
                (
                    name_of(data, &s.substitute),
                    name_of(data, &s.absent),
                    player_key(&s.absent),
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

/// "X leaves this rubber; Y sits in for him."
pub(super) async fn appoint(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path_of(path.into_inner())?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
        let leaving = who(typed, "leaving", "Who leaves: choose a player")?;
        let sub = who(typed, "substitute", "Who sits in: choose a player")?;
        let agreed = !field(typed, "agreed").is_empty();
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
    form_write(&state, &director, id, form, move |tx, _, typed| {
        // "player" is a hidden field: the refusal stands under the form's name, "back".
        let player = parse_player_key(&field(typed, "player"))
            .ok_or_else(|| DbError::invalid("back", "Who is back: choose a player"))?;
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
