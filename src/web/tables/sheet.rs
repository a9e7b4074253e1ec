//! A score table's printed sheet ("Print the score sheet"): the club's name at its head, the
//! pad as it stands with its totals at its foot, and no forms, settings or deal history
//! (deleted trial deals ran a printed pad to four pages; the settings are the page's fold).
//! A payment game prints its settlement instead (`school`), but its pad prints here too.

use super::show::load;
use super::*;
use crate::web::roles::Scorer;

#[derive(Template)]
#[template(path = "tables/sheet.html")]
pub(super) struct SheetPage {
    ctx: Ctx,
    /// The club's name, printed at the head of every sheet (README, club settings).
    club: String,
    table: PlayTable,
    /// The day the table was made, in words.
    date: String,
    pad: Option<PadView>,
    /// The law refused the stored deals (a law changed since): said in place of the pad.
    pad_error: Option<String>,
    finished: bool,
}

pub(super) async fn sheet(
    state: web::Data<AppState>,
    scorer: Option<Scorer>,
    path: web::Path<String>,
) -> Result<web::Html, AppError> {
    let id = table_id(&path)?;
    let loaded = load(&state, id).await?;
    let rules = loaded.table.table()?;
    let school = crate::laws::ledger::at_table::is_school(loaded.table.law);
    let input = loaded.table.pad_input(loaded.deals);
    let (pad, pad_error, finished) = match (rules.pad)(&input) {
        Ok(pad) => (
            Some(PadView::of(
                &pad,
                &loaded.table,
                &input,
                rules,
                &loaded.club,
            )),
            None,
            // As the table's page says it (`show::show_page`): a school's sitting goes on.
            pad.asks.over.is_some() || (!pad.settled.is_empty() && !pad.open && !school),
        ),
        Err(e) => (None, Some(e.to_string()), false),
    };
    render(&SheetPage {
        ctx: Scorer::ctx_of(scorer.as_ref()),
        club: loaded.club.name.clone(),
        date: super::school::evening_date(&loaded.table.created_at),
        pad,
        pad_error,
        finished,
        table: loaded.table,
    })
}
