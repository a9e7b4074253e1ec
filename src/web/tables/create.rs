//! The tables list, the form that starts a table (its law, settings and seats), and starting it.

use super::*;

/// A table in a list.
pub(super) struct TableRow {
    id: i64,
    law: String,
    sides: String,
    status: &'static str,
    season: String,
    night: String,
}

impl TableRow {
    /// `finished`: its game is over though the table is open, as the table's page says.
    fn of((t, finished): &(PlayTable, bool)) -> Self {
        TableRow {
            id: t.id,
            law: t.title(),
            sides: t.side_names().join(" v. "),
            status: match finished {
                true => "finished",
                false => t.status.as_str(),
            },
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
pub(super) struct ListPage {
    ctx: Ctx,
    tables: Vec<TableRow>,
    laws: Vec<(&'static str, &'static str)>,
}

pub(super) async fn list(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
) -> Result<web::Html, AppError> {
    let tables = db(&state, |pool| {
        crate::db::read(pool, store::list_with_finished)
    })
    .await?;
    render(&ListPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        tables: tables.iter().rev().map(TableRow::of).collect(),
        laws: table_laws().map(|l| (l.id, l.name)).collect(),
    })
}
/// A seat of the new-table form: a member or a guest's name.
pub(super) struct SeatView {
    name: String,
    label: String,
    member: String,
    guest: String,
}

#[derive(Template)]
#[template(path = "tables/new.html")]
pub(super) struct NewPage {
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
    /// A payment game: the form asks for a pool at the start (a kitty carried over).
    school: bool,
    pool_name: String,
    pool_counters: String,
    errors: FieldErrors,
    other_errors: Vec<String>,
}

/// A school's pool at the start, from the form: its name and counters (both blank: none).
fn start_pools(
    typed: &HashMap<String, String>,
    errors: &mut FieldErrors,
) -> std::collections::BTreeMap<String, i64> {
    let name = typed.get("pool_name").map_or("", |s| s.trim());
    let raw = typed.get("pool_counters").map_or("", |s| s.trim());
    let mut pools = std::collections::BTreeMap::new();
    match (name, raw) {
        ("", "") => {}
        (name, _)
            if name.is_empty()
                || name.chars().count() > 20
                || !name.chars().all(|c| c.is_alphanumeric() || c == ' ') =>
        {
            errors.add(
                "pool_name",
                "The pool's name: a word of up to 20 letters, as the game names it (kitty, pool)",
            );
        }
        (name, raw) => match raw.parse::<i64>() {
            Ok(n) if (0..=1_000_000).contains(&n) => {
                pools.insert(name.to_lowercase(), n);
            }
            _ => errors.add(
                "pool_counters",
                "Counters in it at the start: a whole number, 0 or more",
            ),
        },
    }
    pools
}

#[derive(Deserialize, Default)]
pub(super) struct LawQuery {
    law: Option<String>,
    /// A season label to start with: the ladder page's "New match" fills in its own.
    season: Option<String>,
}

pub(super) fn seat_views(law: &Law, typed: &HashMap<String, String>) -> Vec<SeatView> {
    let Some(table) = law.table else {
        return Vec::new();
    };
    let mut seats = Vec::new();
    for side in 0..table.sides.max {
        for seat in 0..table.sides.players_per_side {
            let name = format!("side{side}_{seat}");
            let mut label = match table.sides.players_per_side {
                1 => format!("Player {}", side + 1),
                _ => format!("Side {}, player {}", side + 1, seat + 1),
            };
            // The seats past the game's least number are filled only when that many play.
            if side >= table.sides.min {
                label.push_str(&match table.sides.players_per_side {
                    1 => format!(" (leave blank unless {} play)", side + 1),
                    _ => format!(" (leave blank unless {} sides play)", side + 1),
                });
            }
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
pub(super) fn stake_label(law: &Law) -> String {
    if let Some(per) = crate::laws::billiards::staked_per_game(law.id) {
        return format!("pence {per}");
    }
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

pub(super) async fn new_page(
    state: &AppState,
    director: &crate::web::roles::Scorer,
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
        .filter(|(f, _)| {
            !["stake", "season", "law", "pool_name", "pool_counters"].contains(&f.as_str())
        })
        .map(|(f, m)| format!("{f}: {m}"))
        .collect();
    Ok(NewPage {
        ctx: director.ctx(),
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
        school: law.is_some_and(crate::laws::ledger::at_table::is_school),
        pool_name: typed.get("pool_name").cloned().unwrap_or_default(),
        pool_counters: typed.get("pool_counters").cloned().unwrap_or_default(),
        errors,
        other_errors,
    })
}

pub(super) async fn new_form(
    state: web::Data<AppState>,
    director: crate::web::roles::Scorer,
    query: web::Query<LawQuery>,
) -> Result<web::Html, AppError> {
    let query = query.into_inner();
    let law = query
        .law
        .as_deref()
        .and_then(registry::find)
        .filter(|l| l.table.is_some());
    let typed: HashMap<String, String> = query
        .season
        .filter(|s| !s.trim().is_empty())
        .map(|s| ("season".to_owned(), s))
        .into_iter()
        .collect();
    render(&new_page(&state, &director, law, typed, FieldErrors::default()).await?)
}

/// A scorer may start a pad as well as keep one (issue 22 item 18); the director alone makes
/// club nights, which seat the room.
pub(super) async fn create(
    state: web::Data<AppState>,
    director: crate::web::roles::Scorer,
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
    let mut settings = settings_from(law, &typed, &mut errors);
    if crate::laws::ledger::at_table::is_school(law) {
        let pools = start_pools(&typed, &mut errors);
        settings = crate::laws::ledger::at_table::with_pools(&settings, &pools);
    }
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
        table.sides.min..=table.sides.max,
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
            Ok(id) => {
                return Ok(crate::web::flash::saved(
                    &format!("/tables/{id}"),
                    "The score pad is made: enter each deal as it is played.",
                ));
            }
            // The school names a pool at the start by its path (`settings.pools.kitty`).
            Err(AppError::Db(DbError::Invalid { field, message }))
                if field.starts_with("settings.pools") =>
            {
                errors.add(
                    "pool_counters",
                    format!("Counters in it at the start: {message}"),
                )
            }
            Err(AppError::Db(DbError::Invalid { field, message })) => errors.add(field, message),
            Err(e) => return Err(e),
        }
    }
    render_invalid(&new_page(&state, &director, Some(law), typed, errors).await?)
}
