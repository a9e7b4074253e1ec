//! The night's and the season's ledgers in money, on a page and as CSV.

use super::page::{LedgerRow, ledger_rows};
use super::*;

pub(super) async fn night_csv(
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
pub(super) struct SeasonQuery {
    season: Option<String>,
}

/// The season asked for, else the latest with tables; its ledger; and every season.
pub(super) fn read_season(
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
pub(super) struct SeasonPage {
    ctx: Ctx,
    seasons: Vec<String>,
    season: String,
    ledger: Vec<LedgerRow>,
    total: String,
    skipped: Vec<String>,
}

pub(super) async fn season_ledger(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    query: web::Query<SeasonQuery>,
) -> Result<web::Html, AppError> {
    let season = query.into_inner().season;
    let (season, ledger, seasons) = db(&state, move |pool| read_season(pool, season)).await?;
    let club = crate::web::club::settings(&state).await?;
    let (rows, total) = ledger_rows(&ledger, &club);
    render(&SeasonPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        seasons,
        season,
        ledger: rows,
        total,
        skipped: ledger.skipped,
    })
}

pub(super) async fn season_csv(
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
