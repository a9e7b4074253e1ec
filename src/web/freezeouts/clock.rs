//! The clock for a projector: the level, the blinds and ante, the time left, the next level, the
//! players left and the average stack. It works without JavaScript, the page refreshing itself
//! (at the end of the level, and every few seconds), and counts down second by second with a
//! small script; the director starts, pauses, resumes, and skips or goes back a level below it.
//! The wall clock is read here, and only here: the pure `freezeout::clock_at` takes it as a
//! number.

use super::*;
use crate::freezeout::Mark;

#[derive(Template)]
#[template(path = "freezeouts/clock.html")]
pub(super) struct ClockPage {
    ctx: Ctx,
    id: i64,
    name: String,
    /// "Level 3", or "Break".
    level: String,
    blinds: String,
    ante: String,
    on_break: bool,
    started: bool,
    paused: bool,
    past_schedule: bool,
    time_left_s: i64,
    /// "12:34" (or "1:02:03").
    time_left: String,
    next: String,
    players_left: usize,
    entered: usize,
    average: String,
    /// Seconds until the page reloads itself.
    refresh: i64,
    over: bool,
    winner: String,
    errors: FieldErrors,
    /// The director's view (`?controls=1`): the buttons, the notices and the link back. The plain
    /// address is the projector's, which the room sees, so it shows none of them.
    controls: bool,
}

/// Seconds as the clock shows them: "20:00", "1:05:09".
pub(super) fn clock_time(seconds: i64) -> String {
    let s = seconds.max(0);
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A level's blinds in words: "Blinds 75 / 150".
fn blinds(l: &crate::freezeout::Level) -> String {
    format!("Blinds {} / {}", chips(l.small_blind), chips(l.big_blind))
}

async fn clock_page(
    state: &AppState,
    ctx: Ctx,
    id: i64,
    errors: FieldErrors,
    controls: bool,
) -> Result<ClockPage, AppError> {
    let (f, played) = load(state, id).await?;
    let now = chrono::Utc::now().timestamp();
    let view = f.clock_at(now)?;
    let st = &played.state;
    let next = match (&view.next_level, view.next_number) {
        (Some(l), _) if l.is_break => format!("Next: a break of {} minutes", l.minutes),
        (Some(l), Some(n)) => {
            let ante = if l.ante > 0 {
                format!(", ante {}", chips(l.ante))
            } else {
                String::new()
            };
            format!("Next: level {n}, {}{ante}", blinds(l).to_lowercase())
        }
        _ => "The last level: it runs on to the end".to_owned(),
    };
    let running = view.started && !view.paused && !view.past_schedule;
    Ok(ClockPage {
        ctx,
        id,
        name: f.name.clone(),
        level: match view.number {
            Some(n) => format!("Level {n}"),
            None => "Break".to_owned(),
        },
        blinds: if view.on_break {
            String::new()
        } else {
            format!(
                "Blinds {} / {}",
                chips(view.small_blind),
                chips(view.big_blind)
            )
        },
        ante: if view.ante > 0 && !view.on_break {
            format!("Ante {}", chips(view.ante))
        } else {
            String::new()
        },
        on_break: view.on_break,
        started: view.started,
        paused: view.paused,
        past_schedule: view.past_schedule,
        time_left_s: view.time_left_s,
        time_left: clock_time(view.time_left_s),
        next,
        players_left: st.players_left(),
        entered: st.entered(),
        average: chips(crate::freezeout::whole_average(
            st.total_chips(),
            st.players_left(),
        )),
        // Running: at the level's end, and every 15 seconds for the players left and the
        // director's marks; stopped, every 10 seconds, to see the clock started or resumed.
        refresh: if running {
            (view.time_left_s + 1).clamp(1, 15)
        } else {
            10
        },
        over: st.is_over(),
        winner: st.winner().unwrap_or_default().to_owned(),
        errors,
        controls,
    })
}

pub(super) async fn clock(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
    query: web::Query<HashMap<String, String>>,
) -> Result<web::Html, AppError> {
    let ctx = crate::web::roles::Scorer::ctx_of(director.as_ref());
    let controls = query.get("controls").is_some_and(|c| c == "1");
    render(
        &clock_page(
            &state,
            ctx,
            path.into_inner(),
            FieldErrors::default(),
            controls,
        )
        .await?,
    )
}

/// The director's buttons: start, pause, resume, next level, the level before, this level
/// again; each kept in the log with its time.
pub(super) async fn control(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let mark = match typed.get("mark").map(String::as_str) {
        Some("start") => Some(Mark::Start),
        Some("pause") => Some(Mark::Pause),
        Some("resume") => Some(Mark::Resume),
        Some("skip") => Some(Mark::Skip),
        Some("back") => Some(Mark::Back),
        Some("restart") => Some(Mark::Restart),
        _ => None,
    };
    let mut errors = FieldErrors::default();
    if let Some(mark) = mark {
        let by = director.name.clone();
        errors = db(&state, move |pool| {
            crate::web::write_form(pool, |tx, errors| {
                errors.note(store::clock(tx, id, mark, &by, &crate::db::now()), |f| f)
            })
        })
        .await?;
        if errors.is_empty() {
            let said = match mark {
                Mark::Start => "The clock has started.",
                Mark::Pause => "The clock is paused.",
                Mark::Resume => "The clock is running again.",
                Mark::Skip => "The clock is at the start of the next level.",
                Mark::Back => "The clock is back a level.",
                Mark::Restart => "The level starts again.",
            };
            return Ok(crate::web::flash::saved(
                &format!("/freezeouts/{id}/clock?controls=1"),
                said,
            ));
        }
    } else {
        errors.add(
            "clock",
            "Choose what the clock does: start, pause, resume, or a level",
        );
    }
    let errors = FieldErrors(
        errors
            .0
            .into_iter()
            .map(|(_, m)| ("clock".to_owned(), format!("The clock: {m}")))
            .collect(),
    );
    let page = clock_page(&state, Ctx::new(Some(&director)), id, errors, true).await?;
    render_invalid(&page)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_left_as_a_clock_shows_it() {
        assert_eq!(clock_time(0), "0:00");
        assert_eq!(clock_time(-5), "0:00");
        assert_eq!(clock_time(59), "0:59");
        assert_eq!(clock_time(20 * 60), "20:00");
        assert_eq!(clock_time(3600 + 2 * 60 + 3), "1:02:03");
    }
}
