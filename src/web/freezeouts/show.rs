//! A freeze-out's own page and its actions: before the draw, the entry list (players added from
//! the club's members or by name, and taken off) and "Draw the seats"; after it, the tables with
//! who sits where, "X is out" for each player, the moves to call out, the players left and the
//! average stack, late entries, taking back the last action, and the log.

use super::*;

/// One player at a table on the page.
pub(super) struct SeatView {
    seat: u32,
    name: String,
    /// The others at his table, for "knocked out by".
    others: Vec<String>,
}

pub(super) struct TableView {
    number: u32,
    players: usize,
    seats: Vec<SeatView>,
}

/// One row of the log in words.
pub(super) struct LogLine {
    at: String,
    what: String,
    by: String,
    undone: bool,
}

#[derive(Template)]
#[template(path = "freezeouts/show.html")]
pub(super) struct ShowPage {
    ctx: Ctx,
    f: StoredFreezeout,
    /// On every printed sheet, as the club's other print pages.
    club_name: String,
    drawn: bool,
    over: bool,
    winner: String,
    /// The entry list before the draw; everyone entered after it.
    entries: Vec<String>,
    members: Vec<String>,
    settings: Vec<(&'static str, String)>,
    prizes: Vec<String>,
    tables: Vec<TableView>,
    final_table: Option<u32>,
    players_left: usize,
    entered: usize,
    average: String,
    pool: String,
    /// The moves the latest bust called, in words, and whose bust it was.
    call_out: Vec<String>,
    call_out_after: String,
    /// What "Take back" would take back, in words; empty when nothing.
    undo: String,
    log: Vec<LogLine>,
    created_at: String,
    errors: FieldErrors,
    typed: HashMap<String, String>,
}

impl ShowPage {
    fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
}

/// What the latest row that can be taken back is, in words ("Ann's bust").
fn undo_words(f: &StoredFreezeout) -> String {
    use store::Kind;
    let drawn = f.drawn();
    // Before the draw a player is taken off the list by his own button.
    if !drawn {
        return String::new();
    }
    let last = f
        .standing()
        .filter(|r| !r.kind.is_clock() && r.kind != Kind::Move)
        .last();
    match last {
        Some(r) => {
            let who = r.player.clone().unwrap_or_default();
            match r.kind {
                Kind::Bust => format!("{who} out"),
                Kind::Enter if drawn => format!("{who}'s late entry"),
                Kind::Enter => format!("{who} entered"),
                Kind::Withdraw => format!("{who} taken off the list"),
                _ => String::new(),
            }
        }
        None => String::new(),
    }
}

/// A row of the log in words.
fn log_words(r: &store::LogRow, f: &StoredFreezeout) -> String {
    use store::Kind;
    let who = r.player.clone().unwrap_or_default();
    match r.kind {
        Kind::Enter => format!("{who} entered"),
        Kind::Withdraw => format!("{who} taken off the entry list"),
        Kind::Seat => "The seats drawn by lot".to_owned(),
        Kind::Bust => match &r.knocked_out_by {
            Some(by) => format!("{who} out, knocked out by {by}"),
            None => format!("{who} out"),
        },
        Kind::Move => r
            .detail
            .as_deref()
            .and_then(|d| serde_json::from_str::<crate::freezeout::Move>(d).ok())
            .map_or_else(|| format!("{who} moved"), |m| format!("Move called: {m}")),
        Kind::Start => "The clock started".to_owned(),
        Kind::Pause => "The clock paused".to_owned(),
        Kind::Resume => "The clock resumed".to_owned(),
        Kind::Level => match crate::db::freezeouts::mark_of(r.kind, r.detail.as_deref()) {
            Some(crate::freezeout::Mark::Skip) => "The clock went on to the next level".to_owned(),
            Some(crate::freezeout::Mark::Back) => "The clock went back a level".to_owned(),
            _ => "The clock started the level again".to_owned(),
        },
        Kind::Undo => {
            let taken = f.log.iter().find(|t| Some(t.id) == r.undoes);
            match taken {
                Some(t) => format!("Taken back: {}", log_words(t, f)),
                None => "Taken back".to_owned(),
            }
        }
    }
}

pub(super) async fn show_page(
    state: &AppState,
    ctx: Ctx,
    id: i64,
    errors: FieldErrors,
    typed: HashMap<String, String>,
) -> Result<ShowPage, AppError> {
    let (f, played) = load(state, id).await?;
    let members = if ctx.is_director() {
        db(state, |pool| {
            crate::db::read(pool, crate::db::events::members_for_assignment)
        })
        .await?
        .into_iter()
        .map(|(_, n)| n)
        .collect()
    } else {
        Vec::new()
    };
    let club = crate::web::club::settings(state).await?;
    let s = played.state.settings();
    let st = &played.state;
    let drawn = f.drawn();
    let tables: Vec<TableView> = st
        .tables()
        .into_iter()
        .map(|t| {
            let names: Vec<String> = t.seats.iter().flatten().cloned().collect();
            TableView {
                number: t.number,
                players: t.players,
                seats: t
                    .seats
                    .iter()
                    .enumerate()
                    .filter_map(|(i, n)| {
                        n.as_ref().map(|n| SeatView {
                            seat: i as u32 + 1,
                            name: n.clone(),
                            others: names.iter().filter(|o| *o != n).cloned().collect(),
                        })
                    })
                    .collect(),
            }
        })
        .collect();
    let (call_out, call_out_after) = match played.latest_moves() {
        Some((row, moves)) if drawn => {
            let after = f
                .log
                .iter()
                .find(|r| r.id == *row)
                .map(|r| match r.kind {
                    store::Kind::Bust => {
                        format!("after {} went out", r.player.clone().unwrap_or_default())
                    }
                    store::Kind::Seat => "the seats drawn".to_owned(),
                    _ => format!("{}'s late entry", r.player.clone().unwrap_or_default()),
                })
                .unwrap_or_default();
            (moves.iter().map(ToString::to_string).collect(), after)
        }
        _ => (Vec::new(), String::new()),
    };
    let settings = vec![
        (
            "Buy-in",
            club.money(crate::exact::Q::from_integer(s.buy_in)),
        ),
        ("Chips each player starts with", chips(s.chips)),
        ("Seats at a table", s.table_size.to_string()),
        (
            "A table is broken",
            match s.break_at {
                crate::freezeout::BreakAt::Full => {
                    "when the players left fit in one table fewer, every seat taken".to_owned()
                }
                crate::freezeout::BreakAt::Seats(k) => {
                    format!("when the players left fit in one table fewer at {k} a table")
                }
            },
        ),
        (
            "Which table is broken first",
            match s.balance_rule.break_order {
                crate::freezeout::BreakOrder::HighestFirst => "the highest-numbered".to_owned(),
                crate::freezeout::BreakOrder::Shortest => "the one with fewest players".to_owned(),
            },
        ),
        (
            "Levels",
            format!(
                "{} levels of play, {} breaks",
                s.levels.iter().filter(|l| !l.is_break).count(),
                s.levels.iter().filter(|l| l.is_break).count()
            ),
        ),
    ];
    let log = f
        .log
        .iter()
        .rev()
        .map(|r| LogLine {
            at: club.time(&r.at),
            what: log_words(r, &f),
            by: r.by.clone(),
            undone: r.undone,
        })
        .collect();
    Ok(ShowPage {
        ctx,
        drawn,
        over: st.is_over(),
        winner: st.winner().unwrap_or_default().to_owned(),
        entries: if drawn {
            st.entries().map(str::to_owned).collect()
        } else {
            f.entries().into_iter().map(|(n, _)| n).collect()
        },
        members,
        prizes: prize_lines(&s.prizes),
        settings,
        final_table: st.final_table(),
        players_left: st.players_left(),
        entered: st.entered(),
        average: chips(crate::freezeout::whole_average(
            st.total_chips(),
            st.players_left(),
        )),
        pool: club.money(crate::exact::Q::from_integer(st.pool())),
        tables,
        call_out,
        call_out_after,
        undo: undo_words(&f),
        log,
        created_at: club.time(&f.created_at),
        club_name: club.name.clone(),
        f,
        errors,
        typed,
    })
}

pub(super) async fn show(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let ctx = crate::web::roles::Scorer::ctx_of(director.as_ref());
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

/// Runs one director's action on a freeze-out in one transaction, and goes back to its page
/// saying what was done (`said` from the action's own answer), or shows the page again with
/// the refusal at its field.
async fn action(
    state: web::Data<AppState>,
    director: Director,
    id: i64,
    typed: HashMap<String, String>,
    act: impl FnOnce(&rusqlite::Transaction<'_>, &str, &str) -> Result<String, DbError> + Send + 'static,
) -> Result<HttpResponse, AppError> {
    let by = director.name.clone();
    let said = std::sync::Arc::new(parking_lot::Mutex::new(String::new()));
    let out = said.clone();
    let errors = db(&state, move |pool| {
        crate::web::write_form(pool, |tx, errors| {
            let step = act(tx, &by, &crate::db::now()).map(|s| *out.lock() = s);
            errors.note(step, |f| f)
        })
    })
    .await?;
    if errors.is_empty() {
        let said = said.lock().clone();
        return Ok(crate::web::flash::saved(
            &format!("/freezeouts/{id}"),
            &said,
        ));
    }
    let errors = FieldErrors(
        errors
            .0
            .into_iter()
            .map(|(f, m)| (f, sentence(&m)))
            .collect(),
    );
    render_invalid(&show_page(&state, Ctx::new(Some(&director)), id, errors, typed).await?)
}

fn field(typed: &HashMap<String, String>, name: &str) -> String {
    typed
        .get(name)
        .map(|s| s.trim().to_owned())
        .unwrap_or_default()
}

/// A player entered from the club's members (chosen) or by name (typed): on the list before the
/// draw, a late entry after it.
pub(super) async fn enter(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let member = field(&typed, "member");
    let typed_name = field(&typed, "name");
    if !member.is_empty() && !typed_name.is_empty() && member != typed_name {
        let mut errors = FieldErrors::default();
        errors.add("name", "Choose a member or type a name, not both");
        return render_invalid(
            &show_page(&state, Ctx::new(Some(&director)), id, errors, typed).await?,
        );
    }
    let name = if member.is_empty() {
        typed_name
    } else {
        member
    };
    action(state, director, id, typed, move |tx, by, at| {
        let members = crate::db::events::members_for_assignment(tx)?;
        let member_id = members.iter().find(|(_, n)| *n == name).map(|(id, _)| *id);
        let f = store::load(tx, id)?;
        store::enter(tx, id, &name, member_id, by, at)?;
        if !f.drawn() {
            return Ok(format!("{name} is on the entry list."));
        }
        let seat = store::load(tx, id)?
            .played()?
            .state
            .seat_of(&name)
            .map(|s| format!(": {s}"))
            .unwrap_or_default();
        Ok(format!("{name} is entered late{seat}."))
    })
    .await
}

pub(super) async fn withdraw(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let name = field(&typed, "player");
    action(state, director, id, typed, move |tx, by, at| {
        store::withdraw(tx, id, &name, by, at)?;
        Ok(format!("{name} is off the entry list."))
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
    action(state, director, id, form.into_inner(), move |tx, by, at| {
        store::draw(tx, id, by, at)?;
        Ok(
            "The seats are drawn: print the seat cards and call the players to their tables."
                .to_owned(),
        )
    })
    .await
}

/// "X is out", with who knocked him out when the director says.
pub(super) async fn bust(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let player = field(&typed, "player");
    let by_player = Some(field(&typed, "by")).filter(|s| !s.is_empty());
    action(state, director, id, typed, move |tx, by, at| {
        let moves = store::bust(tx, id, &player, by_player.as_deref(), by, at)?;
        let played = store::load(tx, id)?.played()?;
        let place = played
            .state
            .place_of(&player)
            .map(|p| format!(" in {} place", ordinal(p)))
            .unwrap_or_default();
        let mut said = format!("{player} is out{place}.");
        if played.state.is_over() {
            said.push_str(&format!(
                " {} holds all the chips and wins the freeze-out.",
                played.state.winner().unwrap_or_default()
            ));
        } else if !moves.is_empty() {
            let calls: Vec<String> = moves.iter().map(ToString::to_string).collect();
            said.push_str(&format!(" Call out: {}.", calls.join("; ")));
        }
        Ok(said)
    })
    .await
}

/// Takes back the latest entry, withdrawal, late entry or bust (a correction: the log keeps it).
pub(super) async fn undo(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    action(state, director, id, form.into_inner(), move |tx, by, at| {
        Ok(format!("{}.", sentence(&store::undo_last(tx, id, by, at)?)))
    })
    .await
}
