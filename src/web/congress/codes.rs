//! Table codes at a congress (issue 22 item 18): the secretary prints a card a table for a
//! series, each with a fresh code; a phone with a code opens that table's sheet and enters its
//! deals (or its totals) through the same writes as the sheet page, and reaches nothing else.
//! A code stops working when its series is closed (and so when the congress is over).

use std::ops::Deref;

use super::entry::{Writer, write_deal, write_totals};
use super::sheet::{SheetPage, sheet_page};
use super::*;
use crate::db::codes::{self, Kind};
use crate::web::roles::{Scorer, TableCode};

pub(super) struct CodeCard {
    table: u32,
    players: String,
    code: String,
}

#[derive(Template)]
#[template(path = "congress/codes.html")]
struct CodesPage {
    ctx: Ctx,
    id: i64,
    name: String,
    series: u32,
    cards: Vec<CodeCard>,
    /// The code page's full address, as the event and party cards print it.
    address: String,
}

pub(super) async fn print_codes(
    req: actix_web::HttpRequest,
    who: Scorer,
    state: web::Data<AppState>,
    path: web::Path<(i64, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, series) = path.into_inner();
    // The series is read and its codes issued in one transaction: a series closed meanwhile
    // gets none.
    let (name, cards) = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let c = store::load_scoped(tx, id, store::Scope::Seating)?;
            let s = c.congress.find_series(series).ok_or(DbError::NotFound)?;
            if s.closed || store::is_over(tx, id)? {
                return Err(DbError::invalid(
                    "series",
                    format!("series {series} is closed: its sheets were handed in"),
                ));
            }
            let seats: Vec<(u32, u32)> = s.tables.keys().map(|&t| (series, t)).collect();
            let made = codes::issue(tx, Kind::Congress, id, &seats)?;
            let cards = s
                .tables
                .iter()
                .zip(made)
                .map(|((&table, t), code)| CodeCard {
                    table,
                    players: t
                        .seats
                        .iter()
                        .map(|p| c.congress.name_of(*p))
                        .collect::<Vec<_>>()
                        .join(", "),
                    code,
                })
                .collect::<Vec<_>>();
            Ok((c.name.clone(), cards))
        })
    })
    .await?;
    let page = CodesPage {
        ctx: who.ctx(),
        id,
        name,
        series,
        cards,
        address: crate::web::codes::code_address(&req),
    };
    Ok(crate::web::codes::printed_cards(page.render()?))
}

/// A table's sheet as a phone with its code sees it: the games and totals written, and the
/// deal or totals form posting back to the code (the sheet's own fields, through [`Deref`]).
#[derive(Template)]
#[template(path = "congress/code_sheet.html")]
struct CodeSheetPage {
    sheet: SheetPage,
}

impl Deref for CodeSheetPage {
    type Target = SheetPage;
    fn deref(&self) -> &SheetPage {
        &self.sheet
    }
}

async fn code_page(
    state: &AppState,
    code: &TableCode,
    errors: FieldErrors,
    typed: HashMap<String, String>,
) -> Result<CodeSheetPage, AppError> {
    let seat = code.seat;
    let at = (seat.owner, seat.round, seat.table);
    // No login: the page's context is a stranger's, so no link or form of the club shows.
    let mut sheet = sheet_page(state, Ctx::default(), at, None, errors, typed).await?;
    sheet.code = code.code.clone();
    Ok(CodeSheetPage { sheet })
}

pub async fn code_sheet_form(
    state: web::Data<AppState>,
    code: TableCode,
) -> Result<HttpResponse, AppError> {
    let page = code_page(&state, &code, FieldErrors::default(), HashMap::new()).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

pub async fn code_sheet_save(
    state: web::Data<AppState>,
    code: TableCode,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let seat = code.seat;
    let (s, t) = (seat.round, seat.table);
    let at = (seat.owner, s, t);
    let mut typed = form.into_inner();
    // A phone enters the next deal; correcting one written is the secretary's.
    typed.remove("version");
    let writer = Writer {
        by: code.by(),
        code: Some((code.code.clone(), seat)),
    };
    let (errors, said) = match typed.get("what").map(String::as_str) {
        Some("totals") => write_totals(&state, writer, at, &typed).await?,
        _ => {
            let (errors, _, said) = write_deal(&state, writer, at, &typed).await?;
            (errors, said)
        }
    };
    if errors.is_empty() {
        return Ok(crate::web::flash::saved(
            &format!("/t/{}", code.code),
            &format!("Series {s}, table {t}: {said}"),
        ));
    }
    crate::web::flash::refused_plain(&errors);
    render_invalid(&code_page(&state, &code, errors, typed).await?)
}
