//! What a table's sheet page posts: a deal (or its correction), the totals, a prize
//! possibility written on a totals sheet, a penalty and its withdrawal. Each is one transaction
//! in `db::congress`; a refusal comes back on the sheet at its field. A deal and the totals are
//! also what a table code's phone writes (`codes`), through the same [`write_deal`] and
//! [`write_totals`].

use serde_json::{Map, Value, json};

use super::sheet::sheet_page;
use super::*;
use crate::congress::sheet::{Fine, PlayLine, Totals};
use crate::db::codes::{self, Seat};
use crate::db::congress::DealEntry;
use crate::party::skat_league::{Class, Play, Suit};

/// The deal's JSON for the `skat` law from the form, or the refusals at their fields.
fn deal_json(typed: &HashMap<String, String>, n: usize, errors: &mut FieldErrors) -> String {
    let word = |name: &str| typed.get(name).map(|s| s.trim()).unwrap_or("");
    let mut m = Map::new();
    let game = word("game");
    if game.is_empty() {
        errors.add("game", "choose the game");
    }
    m.insert("game".into(), json!(game));
    let mut int = |name: &str, key: &str, m: &mut Map<String, Value>| {
        let v = word(name);
        if !v.is_empty() {
            match v.parse::<i64>() {
                Ok(x) => {
                    m.insert(key.into(), json!(x));
                }
                Err(_) => errors.add(name, format!("{v:?} is not a whole number")),
            }
        }
    };
    int("declarer", "declarer", &mut m);
    int("card_points", "card_points", &mut m);
    int("bid", "bid", &mut m);
    int("error_by", "error_by", &mut m);
    int("last_trick", "last_trick", &mut m);
    if !word("matadores").is_empty() {
        let mut inner = Map::new();
        int("matadores", "count", &mut inner);
        if let Some(count) = inner.remove("count") {
            let how = if word("matadores_are") == "without" {
                "without"
            } else {
                "with"
            };
            m.insert("matadores".into(), json!({ how: count }));
        }
    }
    for key in ["trump", "tricks", "announced", "error"] {
        let v = word(key);
        if !v.is_empty() {
            m.insert(key.into(), json!(v));
        }
    }
    match word("won") {
        "yes" => {
            m.insert("won".into(), json!(true));
        }
        "no" => {
            m.insert("won".into(), json!(false));
        }
        _ => {}
    }
    for key in ["abandoned", "played_on"] {
        if word(key) == "yes" {
            m.insert(key.into(), json!(true));
        }
    }
    if game == "ramsch" {
        let mut points = Vec::with_capacity(n);
        for i in 0..n {
            let name = format!("ramsch_{i}");
            let v = word(&name);
            match v {
                "" => points.push(0),
                v => match v.parse::<i64>() {
                    Ok(x) => points.push(x),
                    Err(_) => errors.add(name, format!("{v:?} is not a whole number")),
                },
            }
        }
        m.insert("ramsch_points".into(), json!(points));
        let flags: Vec<bool> = (0..n)
            .map(|i| word(&format!("trickless_{i}")) == "yes")
            .collect();
        m.insert("trickless".into(), json!(flags));
    }
    Value::Object(m).to_string()
}

/// A law's field path ("deals[3].card_points", "deals[80]") as the deal form names it.
fn form_field(field: &str) -> String {
    match field.split_once("].") {
        Some((_, rest)) => {
            let rest = rest.split('[').next().unwrap_or(rest);
            match rest {
                "ramsch_points" | "card_points" if field.contains("ramsch") => "ramsch_0".into(),
                other => other.to_owned(),
            }
        }
        None if field.starts_with("deals[") => "deal".into(),
        None => field.to_owned(),
    }
}

/// Shows the sheet again with the refusals, or goes back to it.
async fn answer(
    state: web::Data<AppState>,
    who: crate::web::roles::Scorer,
    (id, s, t): (i64, u32, u32),
    correct: Option<u32>,
    errors: FieldErrors,
    typed: HashMap<String, String>,
    said: String,
) -> Result<HttpResponse, AppError> {
    if errors.is_empty() {
        return Ok(crate::web::flash::saved(
            &format!("/congresses/{id}/series/{s}/tables/{t}"),
            &format!("Series {s}, table {t}: {said}"),
        ));
    }
    crate::web::flash::refused_plain(&errors);
    render_invalid(&sheet_page(&state, who.ctx(), (id, s, t), correct, errors, typed).await?)
}

/// How many sit at table `t` of series `s`; not found when the congress has no such table.
async fn seats_at(
    state: &web::Data<AppState>,
    (id, s, t): (i64, u32, u32),
) -> Result<usize, AppError> {
    // Only that table is read: the form is checked without reading the congress.
    load_scoped(state, id, store::Scope::Table(s, t))
        .await?
        .congress
        .find_series(s)
        .and_then(|x| x.tables.get(&t))
        .map(|x| x.seats.len())
        .ok_or(AppError::NotFound)
}

/// Who writes a sheet: a scorer by name, or a table code (its seat checked again inside the
/// write's transaction, so a code that lapsed a moment ago writes nothing).
pub(super) struct Writer {
    pub(super) by: String,
    pub(super) code: Option<(String, Seat)>,
}

impl Writer {
    fn scorer(who: &crate::web::roles::Scorer) -> Writer {
        Writer {
            by: who.name.clone(),
            code: None,
        }
    }
}

/// Refuses the write when the code no longer opens its sheet (reissued, or its series closed).
fn code_holds(
    tx: &rusqlite::Transaction<'_>,
    code: Option<&(String, Seat)>,
) -> Result<(), DbError> {
    let Some((typed, seat)) = code else {
        return Ok(());
    };
    let holds = codes::seat(tx, typed)? == Some(*seat)
        && codes::congress_sheet_open(tx, seat.owner, seat.round, seat.table)?;
    if holds {
        Ok(())
    } else {
        Err(DbError::invalid("code", crate::web::roles::CODE_REFUSED))
    }
}

pub(super) async fn save_deal(
    state: web::Data<AppState>,
    who: crate::web::roles::Scorer,
    path: web::Path<(i64, u32, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let at = path.into_inner();
    let typed = form.into_inner();
    let (errors, correct, said) = write_deal(&state, Writer::scorer(&who), at, &typed).await?;
    answer(state, who, at, correct, errors, typed, said).await
}

/// Writes a deal (or its correction) from the sheet's form: the refusals, the deal corrected
/// (if one was), and what was saved in words.
pub(super) async fn write_deal(
    state: &web::Data<AppState>,
    writer: Writer,
    (id, s, t): (i64, u32, u32),
    typed: &HashMap<String, String>,
) -> Result<(FieldErrors, Option<u32>, String), AppError> {
    let mut errors = FieldErrors::default();
    let n = seats_at(state, (id, s, t)).await?;
    let no: Option<u32> = number(typed, "deal_no", &mut errors);
    let version: Option<i64> = match typed.get("version").map(|v| v.trim()).unwrap_or("") {
        "" => None,
        v => v.parse().ok(),
    };
    let json = deal_json(typed, n, &mut errors);
    let word = |name: &str| {
        typed
            .get(name)
            .map(|v| v.trim().to_owned())
            .unwrap_or_default()
    };
    let entry = DealEntry {
        json,
        remark: word("remark"),
        prize: word("prize") == "yes",
        ok_by: word("ok_by"),
        debarred: word("debarred") == "yes",
    };
    let correct = version.and(no);
    if errors.is_empty() {
        let no = no.unwrap_or(0);
        let code = writer.code;
        errors = act_as(
            state,
            writer.by,
            |f| form_field(&f),
            move |tx, by| {
                code_holds(tx, code.as_ref())?;
                store::save_deal(tx, (id, s, t), no, version, &entry, by)
            },
        )
        .await?;
    }
    let said = match (correct, no) {
        (Some(n), _) => format!("deal {n} corrected."),
        (None, Some(n)) => format!("deal {n} saved."),
        (None, None) => "the deal saved.".to_owned(),
    };
    Ok((errors, correct, said))
}

pub(super) async fn save_totals(
    state: web::Data<AppState>,
    who: crate::web::roles::Scorer,
    path: web::Path<(i64, u32, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let at = path.into_inner();
    let typed = form.into_inner();
    let (errors, said) = write_totals(&state, Writer::scorer(&who), at, &typed).await?;
    answer(state, who, at, None, errors, typed, said).await
}

/// Writes the sheet's totals from its form: the refusals, and what was saved in words.
pub(super) async fn write_totals(
    state: &web::Data<AppState>,
    writer: Writer,
    (id, s, t): (i64, u32, u32),
    typed: &HashMap<String, String>,
) -> Result<(FieldErrors, String), AppError> {
    let mut errors = FieldErrors::default();
    let n = seats_at(state, (id, s, t)).await?;
    let mut lines = Vec::with_capacity(n);
    for seat in 0..n {
        let won = number(typed, &format!("won_{seat}"), &mut errors);
        let lost = number(typed, &format!("lost_{seat}"), &mut errors);
        let points = number(typed, &format!("points_{seat}"), &mut errors);
        lines.push(Totals {
            won: won.unwrap_or(0),
            lost: lost.unwrap_or(0),
            points: points.unwrap_or(0),
        });
    }
    if errors.is_empty() {
        // "totals[1].won" → "won_1"
        let name = |f: String| match f.strip_prefix("totals[").and_then(|r| r.split_once("].")) {
            Some((seat, what)) => format!("{what}_{seat}"),
            None => f,
        };
        // Whether totals were entered since a blank form was opened is decided in the write.
        let opened_blank = typed.get("totals_new").is_some_and(|v| v == "1");
        let code = writer.code;
        errors = act_as(state, writer.by, name, move |tx, by| {
            code_holds(tx, code.as_ref())?;
            store::save_totals(tx, id, s, t, &lines, opened_blank, by)
        })
        .await?;
    }
    Ok((errors, "the sheet's totals saved.".to_owned()))
}

pub(super) async fn add_play(
    state: web::Data<AppState>,
    who: crate::web::roles::Scorer,
    path: web::Path<(i64, u32, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, s, t) = path.into_inner();
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let seat: Option<usize> = number(&typed, "play_player", &mut errors);
    let word = |name: &str| {
        typed
            .get(name)
            .map(|v| v.trim().to_owned())
            .unwrap_or_default()
    };
    let class = match word("play_class").as_str() {
        "tournee" => Class::Tournee,
        "passt_mir_nicht" => Class::PasstMirNicht,
        "solo" => Class::Solo,
        "guckser" => Class::Guckser,
        "nullo" => Class::Nullo,
        _ => {
            errors.add("play_class", "choose the game");
            Class::Solo
        }
    };
    let suit = match word("play_suit").as_str() {
        "grand" => Some(Suit::Grand),
        "clubs" => Some(Suit::Clubs),
        "spades" => Some(Suit::Spades),
        "hearts" => Some(Suit::Hearts),
        "diamonds" => Some(Suit::Diamonds),
        _ => None,
    };
    let without: Option<u32> = number(&typed, "play_without", &mut errors);
    let value: Option<u32> = number(&typed, "play_value", &mut errors);
    let card_points: u32 = match word("play_card_points").as_str() {
        "" => 0,
        _ => number(&typed, "play_card_points", &mut errors).unwrap_or(0),
    };
    let line = PlayLine {
        seat: seat.unwrap_or(0),
        play: Play {
            class,
            suit,
            without: without.unwrap_or(0),
            value: value.unwrap_or(0),
            card_points,
            debarred: word("play_debarred") == "yes",
        },
        remark: word("play_remark"),
        ok_by: word("play_ok_by"),
    };
    if errors.is_empty() {
        let name = |f: String| format!("play_{f}");
        errors = act_as(&state, who.name.clone(), name, move |tx, by| {
            store::add_play(tx, id, s, t, &line, by)
        })
        .await?;
    }
    let said = "the prize play written on the sheet.".to_owned();
    answer(state, who, (id, s, t), None, errors, typed, said).await
}

pub(super) async fn add_fine(
    state: web::Data<AppState>,
    who: crate::web::roles::Scorer,
    path: web::Path<(i64, u32, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, s, t) = path.into_inner();
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let seat: Option<usize> = number(&typed, "fine_player", &mut errors);
    let round: Option<u32> = number(&typed, "fine_round", &mut errors);
    let points: Option<i64> = number(&typed, "fine_points", &mut errors);
    let fine = Fine {
        seat: seat.unwrap_or(0),
        round: round.unwrap_or(0),
        points: points.unwrap_or(0),
        reason: typed.get("fine_reason").cloned().unwrap_or_default(),
    };
    if errors.is_empty() {
        let name = |f: String| {
            let f = f.rsplit('.').next().unwrap_or(&f);
            format!("fine_{}", if f == "seat" { "player" } else { f })
        };
        errors = act_as(&state, who.name.clone(), name, move |tx, by| {
            store::add_fine(tx, id, s, t, &fine, by)
        })
        .await?;
    }
    let said = "the fine written in the penalty ledger.".to_owned();
    answer(state, who, (id, s, t), None, errors, typed, said).await
}

pub(super) async fn withdraw_fine(
    state: web::Data<AppState>,
    who: crate::web::roles::Scorer,
    path: web::Path<(i64, u32, u32, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, s, t, f) = path.into_inner();
    let errors = act(&state, who.name.clone(), move |tx, by| {
        store::withdraw_fine(tx, id, f, by)
    })
    .await?;
    let said = "the fine withdrawn from the penalty ledger.".to_owned();
    answer(state, who, (id, s, t), None, errors, HashMap::new(), said).await
}

pub(super) async fn remove_last_deal(
    state: web::Data<AppState>,
    who: crate::web::roles::Scorer,
    path: web::Path<(i64, u32, u32)>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, s, t) = path.into_inner();
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    if !crate::web::confirm::given(&typed) {
        errors.add("deal", "Tick \"Yes, remove it\" to remove the last deal");
    } else {
        errors = act(&state, who.name.clone(), move |tx, by| {
            store::remove_last_deal(tx, (id, s, t), by)
        })
        .await?;
    }
    let said = "the last deal taken off the sheet.".to_owned();
    answer(state, who, (id, s, t), None, errors, HashMap::new(), said).await
}
