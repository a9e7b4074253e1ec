//! What the director does on a night: arrivals and their cuts, forming tables, the next rubber at a table, and starting a club table's first rubber.

use super::page::{NightData, club_table, show_with};
use super::*;

/// Runs a night's write; the night page then says what it saved (the write's sentence, made
/// inside the transaction), or a refusal comes back on the night page at its field.
pub(super) async fn night_write(
    state: &AppState,
    director: &Director,
    id: i64,
    f: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> Result<String, DbError> + Send + 'static,
) -> Result<HttpResponse, AppError> {
    let by = director.name.clone();
    match db(state, move |pool| crate::db::write(pool, |tx| f(tx, &by))).await {
        Ok(said) => Ok(crate::web::flash::saved(&format!("/nights/{id}"), &said)),
        Err(AppError::Db(DbError::Invalid { field, message })) => {
            let mut errors = FieldErrors::default();
            errors.add(field, message);
            render_invalid(&show_with(state, Some(director), id, errors).await?)
        }
        Err(e) => Err(e),
    }
}

/// [`night_write`] of a form: `f` reads the form as typed (its refusals name the field) and
/// runs the db action.
pub(super) async fn form_write(
    state: &AppState,
    director: &Director,
    id: i64,
    form: web::Form<HashMap<String, String>>,
    f: impl FnOnce(
        &rusqlite::Transaction<'_>,
        &str,
        &HashMap<String, String>,
    ) -> Result<String, DbError>
    + Send
    + 'static,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    night_write(state, director, id, move |tx, by| f(tx, by, &typed)).await
}

/// The form's field `k` as typed, trimmed; blank when absent.
pub(super) fn field(typed: &HashMap<String, String>, k: &str) -> String {
    typed
        .get(k)
        .map(|s| s.trim().to_owned())
        .unwrap_or_default()
}

/// The player the form's field `k` names, or a refusal at `k` that says `label`.
pub(super) fn who(
    typed: &HashMap<String, String>,
    k: &str,
    label: &str,
) -> Result<Player, DbError> {
    crate::db::tables::parse_player_key(&field(typed, k)).ok_or_else(|| DbError::invalid(k, label))
}

pub(super) async fn arrive(
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
        store::arrive(tx, id, &player, cut.as_ref())?;
        let here = store::night_players(tx, id)?;
        let Some(p) = here.iter().find(|p| p.named.player == player) else {
            return Ok("The arrival is saved.".to_owned());
        };
        // A guest by the name typed, without the roster's "(guest)".
        let name = match &player {
            Player::Guest(name) => name.as_str(),
            Player::Member(_) => p.named.name.as_str(),
        };
        Ok(match p.table {
            Some(t) => format!("{name} is here, and joins club table {t}."),
            None => format!("{name} is here, waiting for the next forming of tables."),
        })
    })
    .await
}

pub(super) async fn form_tables(
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
        let formed = store::form_tables(tx, id, seats)?;
        let numbers: Vec<String> = formed.iter().map(u32::to_string).collect();
        Ok(match numbers.as_slice() {
            [] => "No table was formed.".to_owned(),
            [one] => format!("Club table {one} is formed."),
            [rest @ .., last] => format!("Club tables {} and {last} are formed.", rest.join(", ")),
        })
    })
    .await
}

/// Starts the next rubber at a club table as the page proposed it: the previous table of play is
/// closed and a new one opened with the players the laws seat, by the same law, settings and
/// stake (the first rubber takes them from the form).
pub(super) async fn next_rubber(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(String, String)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path_of(path.into_inner())?;
    form_write(&state, &director, id, form, move |tx, by, typed| {
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
            subs: Vec::new(),
            moves: store::moves(tx, id)?,
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
        // Law 142: one who made up this table and said they would return goes back or stays
        // before the next rubber is planned.
        if let Some(p) = super::moves::due(&data, no).first() {
            let x = super::page::name_of(&data, p);
            return Err(DbError::invalid(
                "next",
                format!(
                    "{x} may now return to their own table (Law 142): record that {x} is back, or stays here, first"
                ),
            ));
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
                let stake = crate::web::tables::parse_stake(
                    typed.get("stake").map_or("", String::as_str),
                    &mut errors,
                );
                if let Some((f, m)) = errors.0.first() {
                    return Err(DbError::invalid(f.clone(), m.clone()));
                }
                let settings = crate::web::tables::settings_from(found, typed, &mut errors);
                if let Some((f, m)) = errors.0.first() {
                    return Err(DbError::invalid(f.clone(), m.clone()));
                }
                (law, settings, stake, crate::web::tables::per_hundred(typed))
            }
        };
        let (found, table) = store::table_law(&law)?;
        let (members, _) = club_table(&data, no);
        let seats = match crate::laws::ledger::at_table::is_school(found) {
            // A school seats everyone at the club table, as many as the game takes.
            true => members.len().clamp(table.sides.min, table.sides.max),
            false => table.sides.min,
        } * table.sides.players_per_side;
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
        let next = super::page::next_at(
            &data,
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
        let which = if previous.is_some() { "next" } else { "first" };
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
        Ok(format!("Club table {no}'s {which} rubber is started."))
    })
    .await
}

#[derive(Template)]
#[template(path = "tables/night_start.html")]
pub(super) struct StartPage {
    ctx: Ctx,
    night: i64,
    no: u32,
    law: &'static Law,
    settings: Vec<crate::web::tables::SettingView>,
    errors: FieldErrors,
    /// The stake typed on the night page, carried here so choosing settings does not lose it.
    stake: String,
    per_hundred: bool,
}

#[derive(Deserialize)]
pub(super) struct StartQuery {
    law: String,
    #[serde(default)]
    stake: Option<String>,
    #[serde(default)]
    per_hundred: Option<String>,
}

/// The first rubber of a club table with the game's settings chosen (the night page starts it
/// at the defaults in one step; this is the step between, for a table that plays otherwise).
pub(super) async fn start_page(
    director: Director,
    path: web::Path<(String, String)>,
    query: web::Query<StartQuery>,
) -> Result<web::Html, AppError> {
    let (night, no) = path_of(path.into_inner())?;
    let (law, _) = store::table_law(&query.law).map_err(|_| AppError::NotFound)?;
    render(&StartPage {
        ctx: Ctx::new(Some(&director)),
        night,
        no,
        law,
        settings: crate::web::tables::setting_views(law, &HashMap::new()),
        errors: FieldErrors::default(),
        // Shown as typed (the start checks it); blank is the night page's own default.
        stake: match query.stake.as_deref().map(str::trim) {
            Some(typed) if !typed.is_empty() => typed.chars().take(20).collect(),
            _ => "1".to_owned(),
        },
        per_hundred: query.per_hundred.as_deref().is_some_and(|v| !v.is_empty()),
    })
}
