//! The list of congresses and the form to make one.

use super::*;
use crate::congress::{Penalties, PrizeLists, Settings, TableSize};
use crate::db::congress::{CongressRow, NewCongress};
use crate::laws::skat::values::Code;

#[derive(Template)]
#[template(path = "congress/list.html")]
pub(super) struct ListPage {
    ctx: Ctx,
    congresses: Vec<CongressRow>,
    errors: FieldErrors,
    typed: HashMap<String, String>,
}

impl ListPage {
    fn value<'a>(&'a self, name: &str, default: &'a str) -> &'a str {
        self.typed.get(name).map_or(default, String::as_str)
    }
    fn chosen(&self, name: &str, value: &str, default: &str) -> bool {
        self.value(name, default) == value
    }
}

async fn page(
    state: &AppState,
    ctx: Ctx,
    errors: FieldErrors,
    typed: HashMap<String, String>,
) -> Result<ListPage, AppError> {
    let congresses = db(state, |pool| crate::db::read(pool, store::list)).await?;
    Ok(ListPage {
        ctx,
        congresses,
        errors,
        typed,
    })
}

pub(super) async fn list(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
) -> Result<web::Html, AppError> {
    let ctx = crate::web::roles::Scorer::ctx_of(who.as_ref());
    render(&page(&state, ctx, FieldErrors::default(), HashMap::new()).await?)
}

/// The settings from the form, each refused at its field.
fn settings_of(typed: &HashMap<String, String>, errors: &mut FieldErrors) -> Settings {
    let d = Settings::default();
    let word = |name: &str| typed.get(name).map(|s| s.trim()).unwrap_or("");
    let rounds = match word("rounds") {
        "" => d.rounds,
        _ => number(typed, "rounds", errors).unwrap_or(d.rounds),
    };
    let prizes = match word("prizes") {
        "" => d.prizes,
        _ => number(typed, "prizes", errors).unwrap_or(d.prizes),
    };
    let code = match word("code") {
        "" | "nasl" => Code::Nasl,
        "book" => Code::Book,
        _ => {
            errors.add("code", "the League's laws or the book's skat");
            d.code
        }
    };
    let penalties = match word("penalties") {
        "" | "at_end" => Penalties::AtEnd,
        "per_round" => Penalties::PerRound,
        "apart" => Penalties::Apart,
        _ => {
            errors.add("penalties", "choose when penalties are subtracted");
            d.penalties
        }
    };
    let prize_lists = match word("prize_lists") {
        "" | "combined" => PrizeLists::Combined,
        "per_series" => PrizeLists::PerSeries,
        _ => {
            errors.add("prize_lists", "one list, or one for each series");
            d.prize_lists
        }
    };
    let tables = match word("tables") {
        "" | "fours" => TableSize::Fours,
        "threes" => TableSize::Threes,
        _ => {
            errors.add("tables", "tables of four or of three");
            d.tables
        }
    };
    let yes = |name: &str, default: bool| match word(name) {
        "" => default,
        v => v == "yes",
    };
    Settings {
        rounds,
        code,
        penalties,
        prize_lists,
        prizes,
        ramsch_is_a_game: yes("ramsch_is_a_game", d.ramsch_is_a_game),
        tables,
        guckser: yes("guckser", d.guckser),
    }
}

pub(super) async fn create(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let settings = settings_of(&typed, &mut errors);
    let prize_seed = seed_field(&typed, "seed", &mut errors);
    let new = NewCongress {
        name: typed.get("name").cloned().unwrap_or_default(),
        date: typed
            .get("date")
            .map(|s| s.trim().to_owned())
            .unwrap_or_default(),
        settings,
        prize_seed,
    };
    if errors.is_empty() {
        let by = director.name.clone();
        let made = db(&state, move |pool| {
            crate::db::write(pool, |tx| store::create(tx, &new, &by))
        })
        .await;
        match made {
            Ok(id) => {
                return Ok(crate::web::flash::saved(
                    &format!("/congresses/{id}"),
                    "The congress is made: register its players, then draw the first series.",
                ));
            }
            Err(AppError::Db(DbError::Invalid { field, message })) => errors.add(field, message),
            Err(e) => return Err(e),
        }
    }
    render_invalid(&page(&state, Ctx::new(Some(&director)), errors, typed).await?)
}
