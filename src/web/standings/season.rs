//! The season pages (`/seasons`, `/seasons/{label}`) and the season CSV: each member's evenings
//! by their events' scoring methods, ranked as the club's season ranking says
//! ([`crate::tournament::season_of`]).

use actix_web::{HttpResponse, web};
use askama::Template;

use crate::db::events::{self as store, Event};
use crate::db::results;
use crate::laws::duplicate::{Family, SeasonRanking};
use crate::tournament::{self, SeasonTable, two_decimals};
use crate::web::{AppError, AppState, Ctx, db, render};

/// A season's events (oldest first) and its tables by the club's season ranking; unknown labels
/// are not found.
pub async fn load_season(
    state: &AppState,
    label: String,
) -> Result<(Vec<Event>, Vec<SeasonTable>), AppError> {
    let loaded = db(state, move |pool| {
        crate::db::read(pool, |c| results::assigned::season(c, &label))
    })
    .await?;
    if loaded.is_empty() {
        return Err(AppError::NotFound);
    }
    let ranking = crate::web::club::settings(state).await?.season_ranking;
    // Every event of the season scored: off the request workers.
    web::block(move || {
        let tables = tournament::season_of(&loaded, ranking)
            .map_err(|e| AppError::Conflict(e.to_string()))?;
        let events = loaded.into_iter().map(|((e, _, _), _)| e).collect();
        Ok((events, tables))
    })
    .await?
}

#[derive(Template)]
#[template(path = "standings/seasons.html")]
struct SeasonsPage {
    ctx: Ctx,
    seasons: Vec<(String, u32)>,
}

pub(super) async fn seasons_page(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
) -> Result<web::Html, AppError> {
    let seasons = db(&state, |pool| crate::db::read(pool, store::seasons)).await?;
    render(&SeasonsPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        seasons,
    })
}

struct SeasonView {
    rank: u32,
    name: String,
    evenings: u32,
    boards: u32,
    aggregate: String,
    aggregate_class: &'static str,
    mean: String,
    mean_class: &'static str,
    rank_mean: u32,
    /// Each of the table's evenings: the figure in its method's terms ("" when not played), and
    /// by place the share it counted as.
    figures: Vec<(String, Option<String>)>,
}

/// One table of the season page, with the columns its kind of figure needs.
struct SeasonTableView {
    heading: &'static str,
    how: &'static str,
    /// Plus/minus and team points: the aggregate and the place by mean beside it.
    by_aggregate: bool,
    /// IMPs: the boards and IMPs per board.
    per_board: bool,
    mean_label: &'static str,
    /// The evenings' numbers in the list below.
    events: Vec<usize>,
    rows: Vec<SeasonView>,
}

#[derive(Template)]
#[template(path = "standings/season.html")]
struct SeasonPage {
    ctx: Ctx,
    label: String,
    /// How the club ranks a season, in words.
    ranking: &'static str,
    /// (event, its method's name)
    events: Vec<(Event, &'static str)>,
    tables: Vec<SeasonTableView>,
}

fn signed_two(q: crate::exact::Q) -> (String, &'static str) {
    let text = two_decimals(q);
    if q > crate::exact::Q::from_integer(0) {
        (format!("+{text}"), "plus")
    } else if q < crate::exact::Q::from_integer(0) {
        (format!("\u{2212}{}", text.trim_start_matches('-')), "minus")
    } else {
        (text, "")
    }
}

fn season_table_view(t: &SeasonTable, events: &[Event]) -> SeasonTableView {
    let family = t.family;
    let percent = matches!(family, Family::Matchpoints | Family::Place);
    let rows = t
        .rows
        .iter()
        .map(|r| {
            let (aggregate, aggregate_class) = signed_two(r.aggregate);
            let (mean, mean_class) = if percent {
                (format!("{} %", two_decimals(r.mean)), "")
            } else {
                signed_two(r.mean)
            };
            let figures = t
                .events
                .iter()
                .filter(|_| t.events.len() > 1 || family == Family::Place)
                .map(|e| {
                    r.figures
                        .iter()
                        .find(|f| f.0 == *e)
                        .map(|&(_, method, figure, place)| {
                            let own = tournament::figure_text(method, figure);
                            let share = (family == Family::Place)
                                .then(|| format!("place {} %", two_decimals(place)));
                            (own, share)
                        })
                        .unwrap_or_default()
                })
                .collect();
            SeasonView {
                rank: r.rank,
                name: r.name.clone(),
                evenings: r.evenings,
                boards: r.boards,
                aggregate,
                aggregate_class,
                mean,
                mean_class,
                rank_mean: r.rank_mean,
                figures,
            }
        })
        .collect();
    SeasonTableView {
        heading: family.name(),
        how: family.how(),
        by_aggregate: family.ranks_by_aggregate(),
        per_board: family == Family::Imps,
        mean_label: match family {
            Family::Matchpoints => "Average percentage",
            Family::Imps => "IMPs per board",
            Family::Place => "Average share of the field",
            Family::PlusMinus | Family::TeamPoints => "Mean per evening",
        },
        // One evening's column would repeat the aggregate: shown from two evenings on (and
        // always by place, where the column holds the figure the share stands for).
        events: if t.events.len() > 1 || family == Family::Place {
            t.events
                .iter()
                .filter_map(|e| events.iter().position(|x| x.id == *e).map(|i| i + 1))
                .collect()
        } else {
            Vec::new()
        },
        rows,
    }
}

pub(super) async fn season_page(
    director: Option<crate::web::roles::Scorer>,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let label = path.into_inner();
    // Kept until the next write, as the standings page is: a season's table reads and scores
    // every result of every event in it.
    let generation = state.pool.generation();
    let key = format!(
        "season/{label}/{:?}",
        director.as_ref().map(|d| (&d.name, d.is_director()))
    );
    if let Some(page) = state.pages.get_text(&key, generation) {
        return Ok(web::Html::new(page));
    }
    let (events, tables) = load_season(&state, label.clone()).await?;
    let ranking = crate::web::club::settings(&state).await?.season_ranking;
    let tables = tables
        .iter()
        .map(|t| season_table_view(t, &events))
        .collect();
    let page = SeasonPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        label,
        ranking: match ranking {
            SeasonRanking::ByMethod => {
                "Each member is credited with the figure of the pair they played in at every \
                 evening. Evenings scored by different methods are not added together: each \
                 method has its own table below, ranked in its own terms."
            }
            SeasonRanking::ByPlace => {
                "Each member is credited with the place of the pair they played in at every \
                 evening, as the share of its field it finished ahead of, so that evenings scored \
                 by different methods count alike."
            }
        },
        events: events
            .into_iter()
            .map(|e| {
                let name = tournament::method_of(&e).name();
                (e, name)
            })
            .collect(),
        tables,
    }
    .render()?;
    state.pages.put(key, generation, page.clone());
    Ok(web::Html::new(page))
}

pub(super) async fn season_csv(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let label = path.into_inner();
    let (_, rows) = load_season(&state, label.clone()).await?;
    crate::web::csv_download(
        &format!("season-{label}"),
        &tournament::SEASON_CSV_HEADER,
        &tournament::season_csv(&rows),
    )
}
