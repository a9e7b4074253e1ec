//! Deleting a table's last deal: asked once, naming the deal and what it was, and kept in the
//! deal history (`db::tables::writes::delete_last`).

use super::history::history_fields;
use super::show::load;
use super::*;
use crate::web::roles::Scorer;

/// Deleting the last deal asks once, naming the deal and what it was (one tap deleted it
/// before): the button posts without `confirm`, and is answered with the question; its "Yes"
/// carries the deal's number, so a deal entered meanwhile is not the one deleted.
pub(super) async fn delete_last(
    state: web::Data<AppState>,
    director: Scorer,
    path: web::Path<String>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = table_id(&path)?;
    let form = form.into_inner();
    let named = form
        .get("deal_no")
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n >= 1);
    let (Some(named), true) = (named, crate::web::confirm::given(&form)) else {
        return ask_delete(&state, &director, id, None).await;
    };
    let by = director.name.clone();
    match db(&state, move |pool| {
        crate::db::write(pool, |tx| store::delete_last(tx, id, named - 1, &by))
    })
    .await
    {
        Ok(()) => Ok(crate::web::flash::saved(
            &format!("/tables/{id}#history"),
            &format!("Deal {named} deleted: what it was stays in the deal history below."),
        )),
        Err(AppError::Db(DbError::Invalid { field, .. })) if field == "deal_no" => {
            let moved = format!(
                "Nothing was deleted: the pad changed after you were asked about deal {named}."
            );
            ask_delete(&state, &director, id, Some(moved)).await
        }
        Err(AppError::Db(DbError::Invalid { .. })) => {
            Ok(see_other(&format!("/tables/{id}#history")))
        }
        Err(e) => Err(e),
    }
}

/// "Delete deal 4 (what it was)? It stays in the deal history.", with "Keep it" back to the
/// pad; with no deal left to delete, back to the table.
async fn ask_delete(
    state: &AppState,
    director: &Scorer,
    id: i64,
    moved: Option<String>,
) -> Result<HttpResponse, AppError> {
    let loaded = load(state, id).await?;
    let (n, Some(last)) = (loaded.deals.len(), loaded.deals.last()) else {
        return Ok(see_other(&format!("/tables/{id}#history")));
    };
    let rules = loaded.table.table()?;
    let input = loaded.table.pad_input(loaded.deals.clone());
    let read = rules.asks(&input).read(rules.deal);
    // Read back as the deal history reads it: a school's coming or going is its sentence.
    let what = match last {
        serde_json::Value::String(sentence) => sentence.clone(),
        deal => crate::laws::pad::describe_deal(
            &history_fields(rules.deal, &read),
            &input.sides,
            &deal.to_string(),
        ),
    };
    let mut ask = crate::web::confirm::Ask::new(
        format!("Delete deal {n}?"),
        format!("Delete deal {n} ({what})? It stays in the deal history."),
        format!("/tables/{id}/delete-last"),
    );
    ask.hidden = vec![("deal_no".to_owned(), n.to_string())];
    ask.button = format!("Yes, delete deal {n}");
    ask.cancel = format!("/tables/{id}#pad");
    ask.cancel_words = "Keep it".to_owned();
    ask.danger = true;
    ask.details.extend(moved);
    ask.page(director.ctx())
}
