//! A congress's own page: its settings, the players registered, each series with its tables
//! and their sheets, the director's actions (register, draw, seat a late player, close a
//! series) and the history of every change.

use super::*;
use crate::congress::event::{Progress, late_refusal_by};

/// How many of the latest changes the page lists (the whole history is `history.csv`).
const HISTORY_SHOWN: u32 = 200;

#[derive(Template)]
#[template(path = "congress/show.html")]
pub(super) struct ShowPage {
    ctx: Ctx,
    id: i64,
    name: String,
    date: String,
    settings: Vec<(String, String)>,
    players: Vec<String>,
    members: Vec<(i64, String)>,
    series: Vec<SeriesView>,
    /// A new series may be drawn (none yet, or the last one closed).
    may_draw: bool,
    /// The director has said the congress is over: no series is drawn, the prizes are final.
    over: bool,
    /// The last series is closed and the congress not yet over: the director may end it.
    may_end: bool,
    next_series: u32,
    /// Registered players not seated in the series being played, for the late form.
    unseated: Vec<(i64, String)>,
    history: Vec<super::changes::ChangeLine>,
    /// Changes in all, when more than the page lists.
    history_all: Option<u64>,
    errors: FieldErrors,
    typed: HashMap<String, String>,
}

pub(super) struct SeriesView {
    no: u32,
    seed: u64,
    closed: bool,
    replays: bool,
    tables: Vec<TableView>,
    /// Tables a late player may still join.
    open_for_late: Vec<u32>,
}

pub(super) struct TableView {
    no: u32,
    names: String,
    state: String,
}

impl ShowPage {
    fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
}

pub(super) async fn show_page(
    state: &AppState,
    ctx: Ctx,
    id: i64,
    errors: FieldErrors,
    typed: HashMap<String, String>,
) -> Result<ShowPage, AppError> {
    // The seating and each table's count of deals, not the sheets: the page costs the same
    // however much has been entered.
    let (c, progress, (history, history_all), members, over) = db(state, move |pool| {
        crate::db::read(pool, |conn| {
            let c = store::load_scoped(conn, id, store::Scope::Seating)?;
            let progress = c
                .congress
                .series
                .iter()
                .map(|s| Ok((s.no, store::progress(conn, id, s)?)))
                .collect::<Result<HashMap<u32, _>, DbError>>()?;
            Ok((
                c,
                progress,
                store::recent_history(conn, id, HISTORY_SHOWN)?,
                crate::db::events::members_for_assignment(conn)?,
                store::is_over(conn, id)?,
            ))
        })
    })
    .await?;
    let club = crate::web::club::settings(state).await?;
    let history = history
        .into_iter()
        .map(|h| super::changes::ChangeLine {
            at: club.time(&h.changed_at),
            said: super::changes::sentence(&h),
            by: h.changed_by,
        })
        .collect();
    let k = &c.congress;
    let names = super::standings::names(k);
    let none = std::collections::BTreeMap::new();
    let series: Vec<SeriesView> = k
        .series
        .iter()
        .map(|s| (s, progress.get(&s.no).unwrap_or(&none)))
        .map(|(s, progress)| SeriesView {
            no: s.no,
            seed: s.draw.seed,
            closed: s.closed,
            replays: k.replays(s.no),
            tables: s
                .tables
                .iter()
                .map(|(no, t)| TableView {
                    no: *no,
                    names: t
                        .seats
                        .iter()
                        .map(|p| names.get(p).cloned().unwrap_or_default())
                        .collect::<Vec<_>>()
                        .join(", "),
                    state: match progress.get(no) {
                        Some(Progress { totals: true, .. }) => "totals entered".to_owned(),
                        Some(Progress { deals, .. }) if *deals > 0 => format!(
                            "{} of {} deals",
                            deals,
                            k.settings.rounds as usize * t.seats.len()
                        ),
                        _ if s.closed => "no games: closed with nothing entered".to_owned(),
                        _ => "nothing entered yet".to_owned(),
                    },
                })
                .collect(),
            open_for_late: s
                .tables
                .keys()
                .filter(|t| late_refusal_by(s.closed, progress, **t).is_none())
                .copied()
                .collect(),
        })
        .collect();
    let unseated = match k.series.last() {
        Some(s) if !s.closed => k
            .players
            .iter()
            .filter(|p| !s.tables.values().any(|t| t.seats.contains(&p.id)))
            .map(|p| (p.id, p.name.clone()))
            .collect(),
        _ => Vec::new(),
    };
    Ok(ShowPage {
        ctx,
        id,
        name: c.name.clone(),
        date: c.date.clone(),
        settings: setting_lines(&k.settings),
        players: k.players.iter().map(|p| p.name.clone()).collect(),
        // Only the members not yet registered are offered (issue 22).
        members: members
            .into_iter()
            .filter(|(m, _)| !k.players.iter().any(|p| p.member_id == Some(*m)))
            .collect(),
        may_draw: !over && k.series.last().is_none_or(|s| s.closed),
        over,
        may_end: !over && k.series.last().is_some_and(|s| s.closed),
        next_series: k.series.last().map_or(1, |s| s.no + 1),
        series,
        unseated,
        history_all: (history_all > u64::from(HISTORY_SHOWN)).then_some(history_all),
        history,
        errors,
        typed,
    })
}

/// The congress's whole history, every change with who and when (the page lists the latest):
/// a line a deal entered, so tens of thousands at the largest. Kept as text with the last line
/// it holds; after a write only the lines since are read and added.
pub(super) async fn history_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let club = crate::web::club::settings(&state).await?;
    let zone = club.time_zone;
    // What is kept holds for the same time zone only (its times are written in it).
    let before = state.congresses.history(id).filter(|(_, z, _)| *z == zone);
    let pool = state.pool.clone();
    let made = web::block(move || -> Result<_, AppError> {
        let mark = before.as_ref().map_or(0, |(m, _, _)| *m);
        let rows = crate::db::read(&pool, |conn| store::history_since(conn, id, mark))?;
        let Some(last) = rows.last().map(|(m, _)| *m) else {
            if let Some((m, _, text)) = before {
                return Ok((m, text));
            }
            return Ok((0, Arc::from(history_lines(&club, Vec::new())?.as_str())));
        };
        let new = history_lines(&club, rows.into_iter().map(|(_, h)| h).collect())?;
        let text: Arc<str> = match before {
            Some((_, _, old)) => {
                let header_len = history_lines(&club, Vec::new())?.len();
                let mut all = String::with_capacity(old.len() + new.len() - header_len);
                all.push_str(&old);
                all.push_str(&new[header_len..]);
                Arc::from(all.as_str())
            }
            None => Arc::from(new.as_str()),
        };
        Ok((last, text))
    })
    .await??;
    let (mark, text) = made;
    state
        .congresses
        .keep_history(id, mark, zone, Arc::clone(&text));
    Ok(crate::web::csv_file(
        &format!("congress-{id}-history"),
        text.as_bytes().to_vec(),
    ))
}

/// The history CSV's header and a line for each of `rows`.
fn history_lines(
    club: &crate::club::settings::ClubSettings,
    rows: Vec<crate::db::parties::HistoryRow>,
) -> Result<String, AppError> {
    #[derive(serde::Serialize)]
    struct Line {
        when: String,
        who: String,
        what: String,
        change: String,
        before: String,
        after: String,
    }
    let lines: Vec<Line> = rows
        .into_iter()
        .map(|h| Line {
            when: club.time(&h.changed_at),
            who: h.changed_by,
            what: h.what,
            change: h.action,
            before: h.old_value.unwrap_or_default(),
            after: h.new_value.unwrap_or_default(),
        })
        .collect();
    let bytes = crate::export::to_csv_with_header(
        &["when", "who", "what", "change", "before", "after"],
        &lines,
    )?;
    String::from_utf8(bytes).map_err(|e| AppError::Export(e.to_string()))
}

pub(super) async fn show(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let ctx = crate::web::roles::Scorer::ctx_of(who.as_ref());
    render(
        &show_page(
            &state,
            ctx,
            path.into_inner(),
            FieldErrors::default(),
            HashMap::new(),
        )
        .await?,
    )
}

/// Runs a director's action and goes back to the congress page saying what it saved (the
/// action's sentence), or shows the page with the refusal.
async fn director_action(
    state: web::Data<AppState>,
    director: Director,
    id: i64,
    typed: HashMap<String, String>,
    mut errors: FieldErrors,
    action: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> Result<String, DbError> + Send + 'static,
) -> Result<HttpResponse, AppError> {
    if errors.is_empty() {
        // The sentence is made inside the transaction (it names what was saved) and read here.
        let said = Arc::new(std::sync::OnceLock::new());
        let keep = Arc::clone(&said);
        errors = act(&state, director.name.clone(), move |tx, by| {
            let _ = keep.set(action(tx, by)?);
            Ok(())
        })
        .await?;
        if errors.is_empty() {
            let sentence = said.get().map_or("Saved.", String::as_str);
            return Ok(crate::web::flash::saved(
                &format!("/congresses/{id}"),
                sentence,
            ));
        }
    }
    render_invalid(&show_page(&state, Ctx::new(Some(&director)), id, errors, typed).await?)
}

pub(super) async fn register(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let member: Option<i64> = match typed.get("member").map(|s| s.trim()).unwrap_or("") {
        "" => None,
        m => match m.parse() {
            Ok(n) => Some(n),
            Err(_) => {
                errors.add("member", "choose a member from the list");
                None
            }
        },
    };
    let name = typed.get("name").cloned().unwrap_or_default();
    if member.is_some() && !name.trim().is_empty() {
        errors.add(
            "name",
            "choose a member or write a visitor's name, not both",
        );
    }
    // The entry list pasted, one name a line: all registered in the one action, or none.
    let list: Vec<String> = typed
        .get("names")
        .map(|t| {
            t.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    if !list.is_empty() && (member.is_some() || !name.trim().is_empty()) {
        errors.add(
            "names",
            "paste the list, or register one player above, not both",
        );
    }
    // A name twice in the list is named with both its lines, before either is registered.
    let twice = list.iter().enumerate().find_map(|(j, each)| {
        list[..j]
            .iter()
            .position(|other| other.eq_ignore_ascii_case(each))
            .map(|i| {
                format!(
                    "{each} is on the list twice (lines {} and {})",
                    i + 1,
                    j + 1
                )
            })
    });
    if let Some(message) = twice {
        errors.add("names", message);
    }
    director_action(state, director, id, typed, errors, move |tx, by| {
        let mut members = 0;
        for (i, each) in list.iter().enumerate() {
            // A pasted name that is a roster member's is that member (issue 22).
            let member = store::member_named(tx, each)?;
            members += usize::from(member.is_some());
            store::register(tx, id, each, member, by).map_err(|e| match e {
                DbError::Invalid { message, .. } => {
                    DbError::invalid("names", format!("line {} ({each}): {message}", i + 1))
                }
                other => other,
            })?;
        }
        if !list.is_empty() {
            let of_them = match members {
                0 => String::new(),
                1 => " (one of them a member of the club)".to_owned(),
                n => format!(" ({n} of them members of the club)"),
            };
            return Ok(format!(
                "{} players registered from the list{of_them}.",
                list.len()
            ));
        }
        let name = match member {
            Some(m) => crate::db::members::get(tx, m)
                .map_err(|_| DbError::invalid("member", "there is no such member"))?
                .name
                .clone(),
            None => name,
        };
        store::register(tx, id, &name, member, by)?;
        Ok(format!("{name} is registered."))
    })
    .await
}

pub(super) async fn draw(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let mut errors = crate::web::confirm::ticked(
        &typed,
        "draw",
        "Tick \"Yes, draw the seats now\": a draw cannot be taken back",
    );
    let seed = seed_field(&typed, "seed", &mut errors);
    director_action(state, director, id, typed, errors, move |tx, by| {
        if store::is_over(tx, id)? {
            return Err(DbError::invalid(
                "draw",
                "the congress is over: no more series are drawn",
            ));
        }
        let no = store::draw_series(tx, id, seed, by)?;
        Ok(format!("Series {no} is drawn: the seating is on its page."))
    })
    .await
}

pub(super) async fn seat_late(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(i64, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, series) = path.into_inner();
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let player: Option<i64> = number(&typed, "player", &mut errors);
    let table: Option<u32> = number(&typed, "table", &mut errors);
    director_action(state, director, id, typed, errors, move |tx, by| {
        store::seat_late(tx, id, series, player.unwrap_or(0), table.unwrap_or(0), by)?;
        Ok(format!(
            "The late player is seated at table {}.",
            table.unwrap_or(0)
        ))
    })
    .await
}

pub(super) async fn close(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<(i64, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, series) = path.into_inner();
    let typed = form.into_inner();
    let errors = crate::web::confirm::ticked(
        &typed,
        "close",
        "Tick \"Yes, the sheets are handed in\" to close the series",
    );
    // Closing over a sheet not written to its end is asked about first: an empty one's players
    // would end the series with no games, a part-played one's would stand on the deals they
    // have (issue 22). The check is made in the closing transaction.
    let empty_ok = typed.get("empty").map(String::as_str) == Some("yes");
    let last = typed.get("last").map(String::as_str) == Some("yes");
    director_action(state, director, id, typed, errors, move |tx, by| {
        if !empty_ok {
            let unfinished = store::unfinished_tables(tx, id, series)?;
            if !unfinished.is_empty() {
                return Err(DbError::invalid(
                    "close_empty",
                    unfinished_warning(series, &unfinished),
                ));
            }
        }
        store::close_series(tx, id, series, by)?;
        if last {
            store::set_over(tx, id, by)?;
            return Ok(format!(
                "Series {series} is closed and the congress is over: the prizes are final."
            ));
        }
        Ok(format!("Series {series} is closed."))
    })
    .await
}

/// "Tables 1 and 3", "Table 2".
fn tables_in_words(tables: &[u32]) -> String {
    match tables {
        [one] => format!("Table {one}"),
        [rest @ .., last] => format!(
            "Tables {} and {last}",
            rest.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        [] => String::new(),
    }
}

/// "Table 2 of series 1 has nothing entered… Table 3 has 12 of its 60 deals…", for the close
/// form's question: the empty tables together, then each part-played one with what it lacks.
fn unfinished_warning(series: u32, unfinished: &[store::Unfinished]) -> String {
    let empty: Vec<u32> = unfinished
        .iter()
        .filter(|u| u.deals == 0)
        .map(|u| u.table)
        .collect();
    let mut said = Vec::new();
    if !empty.is_empty() {
        let has = if empty.len() == 1 { "has" } else { "have" };
        said.push(format!(
            "{} of series {series} {has} nothing entered: closed now, their players end the series with no games and win no prize.",
            tables_in_words(&empty)
        ));
    }
    for u in unfinished.iter().filter(|u| u.deals > 0) {
        let short = u.needed - u.deals;
        said.push(format!(
            "Table {} of series {series} has {} of its {} deals, {short} {} short: closed now, its players stand on the deals played.",
            u.table,
            u.deals,
            u.needed,
            if short == 1 { "deal" } else { "deals" },
        ));
    }
    said.push("Enter the sheets, or tick \"Close it with those sheets as they are\".".to_owned());
    said.join(" ")
}

/// "The congress is over": no further series is drawn, and the prizes are final.
pub(super) async fn over(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let errors = crate::web::confirm::ticked(
        &typed,
        "over",
        "Tick \"Yes, no more series are played\" to end the congress",
    );
    director_action(state, director, id, typed, errors, move |tx, by| {
        store::set_over(tx, id, by)?;
        Ok("The congress is over: no more series are drawn, and the prizes are final.".to_owned())
    })
    .await
}
