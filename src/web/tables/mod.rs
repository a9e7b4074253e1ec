//! Tables of play: a score pad per table, drawn from whatever law of the registry keeps it, deal
//! entry from the law's fields, corrections within the law's window (or by the director's
//! explicit override), all logged; and the club's table night (`nights`). Nothing here knows a
//! particular game: every law with a `Table` works the same way. One file a page: `create` (the
//! list and the new-table form), `show` (the pad, deals and their corrections), `school` (a
//! payment game's balances, pools, comings and goings, printed settlement; `school_csv` its
//! CSV), `sheet` (a pad's printed score sheet), `nights`; this file holds the settings and seat
//! helpers that the table and the club night's forms share.

mod create;
pub(in crate::web) mod deal_form;
mod delete;
mod history;
mod nights;
mod pad_view;
mod pegging;
mod school;
mod school_csv;
mod sheet;
mod show;

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
use crate::laws::words;
use deal_form::{FieldView, Typed};
use pad_view::PadView;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/tables", web::get().to(create::list))
        .route("/tables", web::post().to(create::create))
        .route("/tables/new", web::get().to(create::new_form))
        .route("/tables/{id}", web::get().to(show::show))
        .route("/tables/{id}/deals", web::post().to(show::enter_deal))
        .route("/tables/{id}/peg", web::get().to(pegging::peg))
        .route("/tables/{id}/sheet", web::get().to(sheet::sheet))
        .route(
            "/tables/{id}/deals/{n}",
            web::get().to(show::correction_form),
        )
        .route("/tables/{id}/deals/{n}", web::post().to(show::correct_deal))
        .route(
            "/tables/{id}/delete-last",
            web::post().to(delete::delete_last),
        )
        .route("/tables/{id}/close", web::post().to(show::close))
        .route("/tables/{id}/reopen", web::post().to(show::reopen));
    school::routes(cfg);
    nights::routes(cfg);
}

/// The laws that can be kept at a table, for the pickers.
fn table_laws() -> impl Iterator<Item = &'static Law> {
    registry::all().filter(|l| l.table.is_some())
}

/// One setting of the chosen law, as a select: a sentence and words for its values
/// (`laws::words`), with its id, default and the book's lines folded under "From the book".
pub(crate) struct SettingView {
    name: String,
    label: String,
    id: &'static str,
    about: &'static str,
    default: String,
    /// (value as JSON text, as shown, selected, is the default)
    options: Vec<(String, String, bool, bool)>,
}

/// A setting's value as the book's fold shows it: JSON strings without their quotes.
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
                label: words::label(law.id, s),
                id: s.name,
                about: s.about,
                default: shown(s.default),
                options: s
                    .values
                    .iter()
                    .map(|v| {
                        let word = words::value(law.id, s, v);
                        ((*v).to_owned(), word, *v == chosen, *v == s.default)
                    })
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
                format!(
                    "{}: choose one of the answers offered",
                    words::label(law.id, s).trim_end_matches([':', '?'])
                ),
            ),
        }
    }
    serde_json::Value::Object(settings)
}

/// The players typed for each side's seats; with `dummy`, the first side's second seat is
/// Dummy's and is not asked for.
pub(crate) fn players_from(
    typed: &HashMap<String, String>,
    sides: std::ops::RangeInclusive<usize>,
    per_side: usize,
    dummy: bool,
    errors: &mut FieldErrors,
) -> Vec<Vec<Player>> {
    let prefix = "side";
    let mut out = Vec::new();
    let mut ended = None;
    for side in 0..*sides.end() {
        let seat_name = |seat: usize| format!("{prefix}{side}_{seat}");
        let typed_in = |name: &str| {
            let member = typed.get(name).map(|s| s.trim()).unwrap_or_default();
            let guest = typed
                .get(&format!("{name}_guest"))
                .map(|s| s.trim())
                .unwrap_or_default();
            (member.to_owned(), guest.to_owned())
        };
        // A game for more players than its least (auction euchre for five to eight) seats only
        // as many as are typed: a side past the least left wholly blank, and every one after
        // it, is not at the table.
        let blank = (0..per_side).all(|seat| {
            let (member, guest) = typed_in(&seat_name(seat));
            member.is_empty() && guest.is_empty()
        });
        if side >= *sides.start() && blank {
            ended = ended.or(Some(side));
            continue;
        }
        if let Some(gap) = ended {
            // A seat typed after a blank one would silently leave its player out.
            errors.add(
                format!("{prefix}{gap}_0"),
                "fill the seats in order: this one is blank while a later one is filled",
            );
            break;
        }
        let mut players = Vec::new();
        for seat in 0..per_side {
            if dummy && side == 0 && seat == 1 {
                continue;
            }
            let name = seat_name(seat);
            let (member, guest) = typed_in(&name);
            match (member.parse::<i64>(), guest.as_str()) {
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

/// The "per hundred points" box of a table's (or a club table's first rubber's) form.
pub(crate) fn per_hundred(typed: &HashMap<String, String>) -> bool {
    typed.get("per_hundred").is_some_and(|v| !v.is_empty())
}

fn table_id(raw: &str) -> Result<i64, AppError> {
    raw.parse().map_err(|_| AppError::NotFound)
}
