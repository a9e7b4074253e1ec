//! The freeze-outs list, the form that makes one (its name, buy-in, chips, tables, the blind
//! schedule, the prizes in words, the entry list), and making it.

use super::*;
use crate::freezeout::{BalanceRule, BreakAt, BreakOrder, Level, Prize, Settings};

#[derive(Template)]
#[template(path = "freezeouts/list.html")]
pub(super) struct ListPage {
    ctx: Ctx,
    rows: Vec<crate::db::freezeouts::FreezeoutRow>,
}

pub(super) async fn list(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
) -> Result<web::Html, AppError> {
    let rows = db(&state, |pool| crate::db::read(pool, store::list)).await?;
    render(&ListPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        rows,
    })
}

/// Rows of the blind schedule on the form: the schedule's own and this many spare.
const SPARE_LEVELS: usize = 4;

/// One level's row on the form, as typed or as the default schedule has it.
pub(super) struct LevelRow {
    small: String,
    big: String,
    ante: String,
    minutes: String,
    is_break: bool,
}

#[derive(Template)]
#[template(path = "freezeouts/new.html")]
pub(super) struct NewPage {
    ctx: Ctx,
    typed: HashMap<String, String>,
    levels: Vec<LevelRow>,
    errors: FieldErrors,
}

impl NewPage {
    fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
    fn chosen(&self, name: &str, value: &str) -> bool {
        self.value(name) == value
    }
}

/// The usual settings as the form first shows them.
fn defaults() -> HashMap<String, String> {
    let d = Settings::default();
    let mut typed = HashMap::new();
    let mut put = |k: &str, v: String| typed.insert(k.to_owned(), v);
    put("date", chrono::Utc::now().format("%Y-%m-%d").to_string());
    put("buy_in", d.buy_in.to_string());
    put("chips", d.chips.to_string());
    put("table_size", d.table_size.to_string());
    put("break_seats", String::new());
    put("break_order", "highest_first".to_owned());
    put("prizes", prizes_in_words(&d.prizes));
    typed
}

fn level_rows(typed: &HashMap<String, String>) -> Vec<LevelRow> {
    let cell = |i: usize, w: &str| typed.get(&format!("level{i}_{w}")).cloned();
    let posted = (0..MAX_LEVEL_ROWS).any(|i| cell(i, "minutes").is_some());
    let mut rows: Vec<LevelRow> = if posted {
        (0..MAX_LEVEL_ROWS)
            .take_while(|i| cell(*i, "minutes").is_some())
            .map(|i| LevelRow {
                small: cell(i, "small").unwrap_or_default(),
                big: cell(i, "big").unwrap_or_default(),
                ante: cell(i, "ante").unwrap_or_default(),
                minutes: cell(i, "minutes").unwrap_or_default(),
                is_break: cell(i, "break").is_some(),
            })
            .collect()
    } else {
        crate::freezeout::default_levels()
            .iter()
            .map(|l| LevelRow {
                small: if l.is_break {
                    String::new()
                } else {
                    l.small_blind.to_string()
                },
                big: if l.is_break {
                    String::new()
                } else {
                    l.big_blind.to_string()
                },
                ante: if l.is_break {
                    String::new()
                } else {
                    l.ante.to_string()
                },
                minutes: l.minutes.to_string(),
                is_break: l.is_break,
            })
            .collect()
    };
    // Spare rows, so a level can be added without a script.
    let spare = rows.iter().rev().take_while(|r| r.is_blank()).count();
    for _ in spare..SPARE_LEVELS {
        rows.push(LevelRow {
            small: String::new(),
            big: String::new(),
            ante: String::new(),
            minutes: String::new(),
            is_break: false,
        });
    }
    rows
}

impl LevelRow {
    fn is_blank(&self) -> bool {
        !self.is_break
            && [&self.small, &self.big, &self.ante, &self.minutes]
                .iter()
                .all(|s| s.trim().is_empty())
    }
}

/// The most level rows a form may send.
const MAX_LEVEL_ROWS: usize = 200;

pub(super) fn new_page(
    director: &Director,
    typed: HashMap<String, String>,
    errors: FieldErrors,
) -> NewPage {
    NewPage {
        ctx: Ctx::new(Some(director)),
        levels: level_rows(&typed),
        typed,
        errors,
    }
}

pub(super) async fn new_form(director: Director) -> Result<web::Html, AppError> {
    render(&new_page(&director, defaults(), FieldErrors::default()))
}

/// A whole number typed in a field, within `range`; else a refusal naming the field.
fn number(
    typed: &HashMap<String, String>,
    name: &str,
    range: std::ops::RangeInclusive<i64>,
    what: &str,
    errors: &mut FieldErrors,
) -> Option<i64> {
    let text = typed
        .get(name)
        .map(|s| s.trim().replace([',', '_'], ""))
        .unwrap_or_default();
    match text.parse::<i64>() {
        Ok(n) if range.contains(&n) => Some(n),
        _ => {
            errors.add(name, what.to_owned());
            None
        }
    }
}

/// The blind schedule read from its rows: blank rows are passed over; a row half filled is
/// refused naming its level.
fn levels_from(typed: &HashMap<String, String>, errors: &mut FieldErrors) -> Vec<Level> {
    let mut levels = Vec::new();
    for (i, row) in level_rows(typed).iter().enumerate() {
        if row.is_blank() {
            continue;
        }
        let n = |s: &str| s.trim().replace(',', "").parse::<i64>().ok();
        let minutes = row
            .minutes
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|m| (1..=1440).contains(m));
        let Some(minutes) = minutes else {
            errors.add(
                "levels",
                format!("Row {}: how many minutes it lasts, from 1 to 1440", i + 1),
            );
            continue;
        };
        if row.is_break {
            levels.push(Level::pause(minutes));
            continue;
        }
        let ante = if row.ante.trim().is_empty() {
            Some(0)
        } else {
            n(&row.ante)
        };
        match (n(&row.small), n(&row.big), ante) {
            (Some(s), Some(b), Some(a)) if s >= 0 && b >= 1 && a >= 0 && s <= b => {
                levels.push(Level::play(s, b, a, minutes));
            }
            _ => errors.add(
                "levels",
                format!(
                    "Row {}: the small blind, the big blind (at least 1, and no less than the small) and the ante (blank for none), each a whole number",
                    i + 1
                ),
            ),
        }
    }
    if levels.is_empty() && errors.get("levels").is_none() {
        errors.add("levels", "Give at least one level of play");
    }
    levels
}

/// The prize schedule in words, as the form shows it again: "50%, 30%, 20%".
pub(super) fn prizes_in_words(prizes: &[Prize]) -> String {
    prizes
        .iter()
        .map(|p| match *p {
            Prize::PerMille(m) if m % 10 == 0 => format!("{}%", m / 10),
            Prize::PerMille(m) => format!("{}.{}%", m / 10, m % 10),
            Prize::Fixed(sum) => sum.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Reads a prize schedule written in words, place by place: "50%, 30%, 20%", "first 60%,
/// second 40%", "winner takes all", or fixed sums in pence ("first 5000, second 2000"); a
/// share to a tenth of a per cent ("12.5%"). A word it cannot read is refused, quoted.
pub(super) fn prizes_from_words(text: &str) -> Result<Vec<Prize>, String> {
    let lower = text.trim().to_lowercase();
    if ["winner takes all", "winner take all", "all to the winner"].contains(&lower.as_str()) {
        return Ok(vec![Prize::PerMille(1000)]);
    }
    let ordinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "place", "prize", ":",
    ];
    let mut prizes = Vec::new();
    for item in lower
        .split([',', ';', '\n'])
        .flat_map(|s| s.split(" and "))
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let mut words: Vec<&str> = item
            .split_whitespace()
            .filter(|w| {
                let w = w.trim_end_matches([':', '.']);
                !(w.is_empty()
                    || ordinals.contains(&w)
                    || ["st", "nd", "rd", "th"].iter().any(|s| {
                        w.strip_suffix(s)
                            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
                    }))
            })
            .collect();
        // "50 %" written apart.
        if words.len() == 2 && words[1] == "%" {
            words = vec![words[0]];
            let share = format!("{}%", words[0]);
            prizes.push(share_of(&share, item)?);
            continue;
        }
        let [word] = words[..] else {
            return Err(format!(
                "{item:?} is not a share (\"50%\") or a sum (\"5000\")"
            ));
        };
        if word.ends_with('%') {
            prizes.push(share_of(word, item)?);
        } else {
            match word.replace('_', "").parse::<i64>() {
                Ok(n) if n >= 0 => prizes.push(Prize::Fixed(n)),
                _ => {
                    return Err(format!(
                        "{item:?} is not a share (\"50%\") or a sum (\"5000\")"
                    ));
                }
            }
        }
    }
    if prizes.is_empty() {
        return Err(
            "name at least a first prize: \"50%, 30%, 20%\" or \"winner takes all\"".into(),
        );
    }
    Ok(prizes)
}

/// "12.5%" as 125 thousandths.
fn share_of(word: &str, item: &str) -> Result<Prize, String> {
    let number = word.trim_end_matches('%');
    let (whole, tenth) = number.split_once('.').unwrap_or((number, "0"));
    match (whole.parse::<u32>(), tenth.parse::<u32>()) {
        (Ok(w), Ok(t)) if tenth.len() == 1 && w <= 100 => Ok(Prize::PerMille(w * 10 + t)),
        _ => Err(format!(
            "{item:?}: a share is a per cent with at most one decimal (\"12.5%\")"
        )),
    }
}

/// The entry list typed one a line; a name as on the roster is linked to the member.
fn entries_from(text: &str, errors: &mut FieldErrors) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let name = line.trim();
        if name.is_empty() {
            continue;
        }
        if name.chars().count() > store::MAX_NAME {
            errors.add(
                "entries",
                format!(
                    "Line {}: a name of at most {} letters",
                    i + 1,
                    store::MAX_NAME
                ),
            );
        } else if out.iter().any(|n| n == name) {
            errors.add(
                "entries",
                format!("Line {}: {name} is entered twice", i + 1),
            );
        } else {
            out.push(name.to_owned());
        }
    }
    out
}

pub(super) async fn create(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let name: String = typed
        .get("name")
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    if name.is_empty() {
        errors.add("name", "Give the freeze-out a name");
    } else if name.chars().count() > 80 || crate::text::has_control(&name) {
        errors.add(
            "name",
            "A name of at most 80 letters, without control characters",
        );
    }
    let date = typed
        .get("date")
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    match chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d") {
        Err(_) => errors.add("date", "Give the date as YYYY-MM-DD"),
        Ok(d) => {
            if let Some(m) = crate::db::events::date_problem(d) {
                errors.add("date", m);
            }
        }
    }
    let cap = i64::MAX / crate::freezeout::settings::MAX_PLAYERS as i64;
    let buy_in = number(
        &typed,
        "buy_in",
        0..=cap,
        "The buy-in: a whole number of pence (or counters), 0 for none",
        &mut errors,
    );
    let chips = number(
        &typed,
        "chips",
        1..=cap,
        "The chips each player starts with: a whole number, at least 1",
        &mut errors,
    );
    let table_size = number(
        &typed,
        "table_size",
        2..=10,
        "The seats at a table: from 2 to 10",
        &mut errors,
    );
    let break_at = match typed
        .get("break_seats")
        .map(|s| s.trim())
        .unwrap_or_default()
    {
        "" => Some(BreakAt::Full),
        s => match s.parse::<usize>() {
            Ok(k) if (2..=10).contains(&k) && table_size.is_none_or(|t| k as i64 <= t) => {
                Some(if table_size == Some(k as i64) {
                    BreakAt::Full
                } else {
                    BreakAt::Seats(k)
                })
            }
            _ => {
                errors.add("break_seats", "Break a table when the rest fit at this many a table: from 2 to the seats at a table, or blank for every seat");
                None
            }
        },
    };
    let break_order = match typed.get("break_order").map(String::as_str) {
        Some("shortest") => BreakOrder::Shortest,
        _ => BreakOrder::HighestFirst,
    };
    let prizes_said = typed
        .get("prizes")
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    let prizes = match prizes_from_words(&prizes_said) {
        Ok(p) => Some(p),
        Err(m) => {
            errors.add("prizes", format!("The prizes: {m}"));
            None
        }
    };
    let levels = levels_from(&typed, &mut errors);
    let seed = seed_field(&typed, &mut errors);
    let entries = entries_from(typed.get("entries").map_or("", String::as_str), &mut errors);
    let (Some(buy_in), Some(chips), Some(table_size), Some(break_at), Some(prizes), true) = (
        buy_in,
        chips,
        table_size,
        break_at,
        prizes,
        errors.is_empty(),
    ) else {
        return render_invalid(&new_page(&director, typed, errors));
    };
    let settings = Settings {
        table_size: table_size as usize,
        chips,
        buy_in,
        prizes,
        levels,
        balance_rule: BalanceRule {
            break_order,
            ..BalanceRule::default()
        },
        break_at,
    };
    let by = director.name.clone();
    let outcome = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let members = crate::db::events::members_for_assignment(tx)?;
            let entries = entries
                .into_iter()
                .map(|n| {
                    let member = members.iter().find(|(_, m)| *m == n).map(|(id, _)| *id);
                    (n, member)
                })
                .collect();
            let new = store::NewFreezeout {
                name,
                date,
                settings,
                prizes_said,
                seed,
                entries,
            };
            store::create(tx, &new, &by, &crate::db::now())
        })
    })
    .await;
    match outcome {
        Ok(id) => Ok(crate::web::flash::saved(
            &format!("/freezeouts/{id}"),
            "The freeze-out is made: add the players, then draw the seats.",
        )),
        Err(AppError::Db(DbError::Invalid { field, message })) => {
            errors.add(form_field(&field), form_message(&field, &message));
            render_invalid(&new_page(&director, typed, errors))
        }
        Err(e) => Err(e),
    }
}

/// The form's field for a refusal of the stored settings (`settings.levels[2].big_blind` is the
/// blind schedule's, `entries[3]` the entry list's).
fn form_field(field: &str) -> &'static str {
    let f = field.strip_prefix("settings.").unwrap_or(field);
    match f.split(['.', '[']).next().unwrap_or_default() {
        "levels" => "levels",
        "prizes" => "prizes",
        "chips" => "chips",
        "buy_in" => "buy_in",
        "table_size" => "table_size",
        "break_at" => "break_seats",
        "entries" => "entries",
        _ => "name",
    }
}

/// A refusal of the stored settings as the form says it: "Level 3, big blind: …" for
/// `settings.levels[2].big_blind`, "Entry 4: …" for `entries[3]`.
fn form_message(field: &str, message: &str) -> String {
    let f = field.strip_prefix("settings.").unwrap_or(field);
    let index = |f: &str| {
        f.split_once('[')
            .and_then(|(_, rest)| rest.split(']').next())
            .and_then(|n| n.parse::<usize>().ok())
            .map(|n| n + 1)
    };
    let part = f.rsplit_once("].").map(|(_, p)| p.replace('_', " "));
    let head = match (f.split(['.', '[']).next().unwrap_or_default(), index(f)) {
        ("levels", Some(n)) => format!("Row {n} of the blind schedule"),
        ("prizes", Some(n)) => format!("The prize for place {n}"),
        ("entries", Some(n)) => format!("Entry {n}"),
        ("levels", None) => "The blind schedule".to_owned(),
        ("prizes", None) => "The prizes".to_owned(),
        ("chips", _) => "The chips each player starts with".to_owned(),
        ("buy_in", _) => "The buy-in".to_owned(),
        ("table_size", _) => "The seats at a table".to_owned(),
        _ => return sentence(message),
    };
    match part {
        Some(p) => format!("{head}, {p}: {message}"),
        None => format!("{head}: {message}"),
    }
}

/// A seed typed in, or one drawn now (and stored, so the lots replay).
fn seed_field(typed: &HashMap<String, String>, errors: &mut FieldErrors) -> u64 {
    match typed.get("seed").map(|s| s.trim()).unwrap_or_default() {
        "" => rand::random::<u32>().into(),
        s => match s.parse::<u64>() {
            Ok(n) if i64::try_from(n).is_ok() => n,
            _ => {
                errors.add(
                    "seed",
                    "The seed: a whole number, or blank for one drawn now",
                );
                0
            }
        },
    }
}
