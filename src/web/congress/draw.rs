//! The seating by lot of one series, to read aloud, project or print: each table and its seats,
//! the seed, and whether the lot drawn again from that seed gives the same tables.

use super::*;

#[derive(Template)]
#[template(path = "congress/draw.html")]
pub(super) struct DrawPage {
    ctx: Ctx,
    id: i64,
    name: String,
    series: u32,
    seed: u64,
    replays: bool,
    entrants: String,
    /// Table number, then the players in seat order, each marked when seated late.
    tables: Vec<(u32, Vec<(String, bool)>)>,
}

pub(super) async fn draw_page(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<(i64, u32)>,
) -> Result<web::Html, AppError> {
    let (id, no) = path.into_inner();
    let c = load_scoped(&state, id, store::Scope::Seating).await?;
    let k = &c.congress;
    let s = k.find_series(no).ok_or(AppError::NotFound)?;
    render(&DrawPage {
        ctx: crate::web::roles::Scorer::ctx_of(who.as_ref()),
        id,
        name: c.name.clone(),
        series: no,
        seed: s.draw.seed,
        replays: k.replays(no),
        entrants: s
            .draw
            .entrants
            .iter()
            .map(|p| k.name_of(*p))
            .collect::<Vec<_>>()
            .join(", "),
        tables: s
            .tables
            .iter()
            .map(|(t, table)| {
                (
                    *t,
                    table
                        .seats
                        .iter()
                        .map(|p| (k.name_of(*p), s.late.iter().any(|(_, q)| q == p)))
                        .collect(),
                )
            })
            .collect(),
    })
}
