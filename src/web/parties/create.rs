//! The parties list, the form that makes a party, and making it.

use super::*;
use crate::laws::foster::{BOOK_BANDS, Band};
use crate::party::scoring::Mode;

#[derive(Template)]
#[template(path = "parties/list.html")]
pub(super) struct ListPage {
    ctx: Ctx,
    parties: Vec<(i64, String, String, &'static str, u32)>,
    kinds: Vec<(&'static str, &'static str)>,
}

pub(super) async fn list(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
) -> Result<web::Html, AppError> {
    let rows = db(&state, |pool| crate::db::read(pool, store::list)).await?;
    render(&ListPage {
        ctx: crate::web::roles::Scorer::ctx_of(director.as_ref()),
        parties: rows
            .into_iter()
            .map(|r| (r.id, r.name, r.date, r.kind.name(), r.players))
            .collect(),
        kinds: Kind::ALL.iter().map(|k| (k.id(), k.name())).collect(),
    })
}

/// One option of the creation form, with the kind's default marked.
pub(super) struct ChoiceView {
    name: &'static str,
    label: &'static str,
    about: &'static str,
    default: String,
    /// Typed in (a whole number) rather than chosen.
    typed: Option<String>,
    /// (value, in words, selected, is the default)
    options: Vec<(&'static str, &'static str, bool, bool)>,
}

#[derive(Template)]
#[template(path = "parties/new.html")]
pub(super) struct NewPage {
    ctx: Ctx,
    kinds: Vec<(&'static str, &'static str, bool)>,
    kind: Option<Kind>,
    choices: Vec<ChoiceView>,
    prize: PrizeForm,
    typed: HashMap<String, String>,
    errors: FieldErrors,
}

impl NewPage {
    fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
}

/// The prize fields, as typed or as the kind's defaults.
pub(super) struct PrizeForm {
    foster: bool,
    each: String,
    by_sex: bool,
    lone_hands: bool,
    booby: bool,
    ties: String,
    foster_count: String,
    equidistant: String,
    foster_offsets: String,
    /// Foster's bands as rows: (from, step, how many), the book's seven (or a band that fits a
    /// count of games) and spare rows.
    bands: Vec<(String, String, String)>,
    /// A large euchre's prizes for each aisle; none for a room without aisles.
    aisle_prizes: Option<String>,
    /// Pivot's prizes table by table; none for the other kinds.
    tables: Option<String>,
    two_prizes: bool,
}

pub(super) fn prize_form(kind: Kind, typed: &HashMap<String, String>, posted: bool) -> PrizeForm {
    let d = evening::prize_defaults(kind);
    let get = |n: &str| typed.get(n).map(String::as_str);
    // An unticked box is absent from a posted form: absent then means "no", not the default.
    let flag = |n: &str, default: bool| match get(n) {
        Some(v) => v == "true" || v == "on",
        None if posted => false,
        None => default,
    };
    PrizeForm {
        foster: get("prize_scheme").unwrap_or(d.scheme) == "foster",
        each: get("prizes_each").map_or_else(|| d.each.to_string(), str::to_owned),
        by_sex: flag("by_sex", d.by_sex),
        lone_hands: flag("lone_hands_prize", d.lone_hands),
        booby: flag("booby", d.booby),
        ties: get("ties").unwrap_or(d.ties).to_owned(),
        foster_count: get("foster_count").map_or_else(|| d.foster_count.to_string(), str::to_owned),
        equidistant: get("equidistant").unwrap_or("lot").to_owned(),
        // One nought for each band offered, so the box matches the bands as they come.
        foster_offsets: get("foster_offsets").map_or_else(
            || vec!["0"; offered_bands(kind, typed).len()].join(", "),
            str::to_owned,
        ),
        bands: band_rows(kind, typed),
        tables: (kind == Kind::PivotBridge)
            .then(|| get("prize_tables").unwrap_or(d.tables).to_owned()),
        two_prizes: flag("two_prizes", d.two_prizes),
        aisle_prizes: kind
            .offers("aisles")
            .then(|| get("aisle_prizes").map_or_else(|| d.aisle_prizes.to_string(), str::to_owned)),
    }
}

/// Rows of Foster's bands on the form: room for the book's seven and two more.
const BAND_ROWS: usize = 9;

/// The bands a party is offered: the book's seven for totals of points, which run 1,400–2,100;
/// for a count of games won or stars, one band of the whole numbers such a count reaches in an
/// evening (1 to 30); for a game with set-backs (five hundred), whose totals run from below
/// nothing to some hundreds, one band 0, 10 … 790 (issue 22: the hostess cleared the book's 21
/// boxes by hand).
fn offered_bands(kind: Kind, typed: &HashMap<String, String>) -> Vec<Band> {
    if kind.settings().scoring.set_backs {
        return vec![Band {
            start: 0,
            step: 10,
            count: 80,
        }];
    }
    let counts_games = match typed.get("mode").map(String::as_str) {
        Some("games" | "stars") => true,
        Some(_) => false,
        None => matches!(kind.settings().scoring.mode, Mode::Games | Mode::Stars),
    };
    if counts_games {
        vec![Band {
            start: 1,
            step: 1,
            count: 30,
        }]
    } else {
        BOOK_BANDS.to_vec()
    }
}

/// The band rows as typed, or as offered.
fn band_rows(kind: Kind, typed: &HashMap<String, String>) -> Vec<(String, String, String)> {
    let cell = |i: usize, what: &str| typed.get(&format!("band{i}_{what}")).cloned();
    if (0..BAND_ROWS).any(|i| cell(i, "from").is_some()) {
        return (0..BAND_ROWS)
            .map(|i| {
                (
                    cell(i, "from").unwrap_or_default(),
                    cell(i, "step").unwrap_or_default(),
                    cell(i, "count").unwrap_or_default(),
                )
            })
            .collect();
    }
    let bands = typed
        .get("foster_bands")
        .and_then(|t| serde_json::from_str::<Vec<Band>>(t).ok())
        .unwrap_or_else(|| offered_bands(kind, typed));
    let mut rows: Vec<_> = bands
        .iter()
        .map(|b| (b.start.to_string(), b.step.to_string(), b.count.to_string()))
        .collect();
    rows.resize(BAND_ROWS.max(rows.len()), Default::default());
    rows
}

/// Reads the band rows into the `foster_bands` list the party's plan takes (left blank when they
/// are the book's seven); a row half filled is refused naming its row.
fn bands_from_rows(typed: &mut HashMap<String, String>, errors: &mut FieldErrors) {
    let cell = |typed: &HashMap<String, String>, i: usize, what: &str| {
        typed
            .get(&format!("band{i}_{what}"))
            .map(|s| s.trim().replace(',', ""))
            .unwrap_or_default()
    };
    if !(0..BAND_ROWS).any(|i| typed.contains_key(&format!("band{i}_from"))) {
        return;
    }
    let mut bands = Vec::new();
    for i in 0..BAND_ROWS {
        let parts = ["from", "step", "count"].map(|w| cell(typed, i, w));
        if parts.iter().all(String::is_empty) {
            continue;
        }
        let numbers: Vec<Option<u32>> = parts.iter().map(|p| p.parse().ok()).collect();
        match numbers[..] {
            [Some(start), Some(step), Some(count)] => bands.push(Band { start, step, count }),
            _ => errors.add(
                "foster_bands",
                format!(
                    "Band {}: give where it starts, the step and how many numbers, each a whole number",
                    i + 1
                ),
            ),
        }
    }
    let text = if bands.is_empty() || bands == BOOK_BANDS {
        String::new()
    } else {
        serde_json::to_string(&bands).unwrap_or_default()
    };
    typed.insert("foster_bands".to_owned(), text);
}

/// A refusal of the bands or offsets as the form says it: "Band 3, step: …" for `bands[2].step`.
fn band_message(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(at) = rest.find("bands[").or_else(|| rest.find("offsets[")) {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let open = from.find('[').unwrap_or(0);
        let close = from.find(']').unwrap_or(from.len() - 1);
        let what = if from.starts_with("offsets") {
            "start"
        } else {
            ""
        };
        match from[open + 1..close].parse::<usize>() {
            Ok(k) => out.push_str(&format!(
                "band {}{}",
                k + 1,
                if what.is_empty() {
                    String::new()
                } else {
                    format!("'s {what}")
                }
            )),
            Err(_) => out.push_str(&from[..=close]),
        }
        rest = &from[close + 1..];
        if let Some(field) = rest.strip_prefix('.') {
            out.push_str(", ");
            rest = field;
        }
    }
    out.push_str(rest);
    let mut chars = out.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

pub(super) fn choice_views(kind: Kind, typed: &HashMap<String, String>) -> Vec<ChoiceView> {
    CHOICES
        .iter()
        .filter(|c| kind.offers(c.name))
        .map(|c| {
            let default = evening::default_choice(kind, c.name);
            let chosen = typed
                .get(c.name)
                .cloned()
                .unwrap_or_else(|| default.clone());
            ChoiceView {
                name: c.name,
                label: c.label,
                about: c.about,
                typed: c.values.is_empty().then(|| chosen.clone()),
                options: c
                    .values
                    .iter()
                    .zip(c.words.iter().chain(std::iter::repeat(&"")))
                    .map(|(v, w)| {
                        (
                            *v,
                            if w.is_empty() { *v } else { *w },
                            *v == chosen,
                            *v == default,
                        )
                    })
                    .collect(),
                default,
            }
        })
        .collect()
}

pub(super) fn new_page(
    director: &Director,
    kind: Option<Kind>,
    typed: HashMap<String, String>,
    errors: FieldErrors,
    posted: bool,
) -> NewPage {
    NewPage {
        ctx: Ctx::new(Some(director)),
        kinds: Kind::ALL
            .iter()
            .map(|k| (k.id(), k.name(), Some(*k) == kind))
            .collect(),
        choices: kind.map(|k| choice_views(k, &typed)).unwrap_or_default(),
        prize: prize_form(kind.unwrap_or(Kind::ProgressiveEuchre), &typed, posted),
        kind,
        typed,
        errors,
    }
}

#[derive(serde::Deserialize, Default)]
pub(super) struct KindQuery {
    kind: Option<String>,
}

pub(super) async fn new_form(
    director: Director,
    query: web::Query<KindQuery>,
) -> Result<web::Html, AppError> {
    let kind = query.kind.as_deref().and_then(Kind::parse);
    let mut typed = HashMap::new();
    typed.insert(
        "date".to_owned(),
        chrono::Utc::now().format("%Y-%m-%d").to_string(),
    );
    render(&new_page(
        &director,
        kind,
        typed,
        FieldErrors::default(),
        false,
    ))
}

/// Reads the guest list, one a line: `name, lady|gentleman[, tally[, place]]`; a member's name
/// as on the roster links the line to the member.
pub(super) fn parse_guests(text: &str, errors: &mut FieldErrors) -> Vec<NewGuest> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split(',').map(str::trim).collect();
        let name: String = parts
            .first()
            .copied()
            .unwrap_or_default()
            .chars()
            .take(80)
            .collect();
        let sex = parts.get(1).and_then(|s| parse_sex(s));
        let Some(sex) = sex else {
            errors.add(
                "guests",
                format!(
                    "line {}: say lady or gentleman after the name ({line:?})",
                    i + 1
                ),
            );
            continue;
        };
        let tally = parts
            .get(2)
            .filter(|s| !s.is_empty())
            .map(|s| (*s).to_owned());
        let place = match parts.get(3).filter(|s| !s.is_empty()) {
            None => None,
            Some(p) => match parse_sex(p) {
                Some(p) => Some(p),
                None => {
                    errors.add(
                        "guests",
                        format!("line {}: the place is lady or gentleman, not {p:?}", i + 1),
                    );
                    continue;
                }
            },
        };
        if name.is_empty() {
            errors.add("guests", format!("line {}: no name", i + 1));
            continue;
        }
        out.push(NewGuest {
            name,
            member_id: None,
            sex,
            tally,
            place,
        });
    }
    if out.is_empty() && errors.get("guests").is_none() {
        errors.add("guests", "list the guests, one a line");
    }
    out
}

pub(super) fn parse_sex(s: &str) -> Option<Sex> {
    match s.to_ascii_lowercase().as_str() {
        "lady" | "l" | "f" | "woman" => Some(Sex::Lady),
        "gentleman" | "gent" | "g" | "m" | "man" => Some(Sex::Gentleman),
        _ => None,
    }
}

/// A seed typed in, or one drawn now (and stored, so the lots replay).
pub(super) fn seed_field(
    typed: &HashMap<String, String>,
    name: &str,
    errors: &mut FieldErrors,
) -> u64 {
    match typed.get(name).map(|s| s.trim()).unwrap_or_default() {
        "" => rand::random::<u32>().into(),
        s => match s.parse::<u64>() {
            Ok(n) if i64::try_from(n).is_ok() => n,
            _ => {
                errors.add(name, "a whole number, or blank for one drawn now");
                0
            }
        },
    }
}

/// The number of rounds the party will play: blank for as many as the hostess likes.
fn rounds_field(typed: Option<&str>, errors: &mut FieldErrors) -> Option<u32> {
    match typed.map(str::trim).unwrap_or_default() {
        "" => None,
        s => match s.parse::<u32>() {
            Ok(n) if (1..=store::MAX_ROUNDS).contains(&n) => Some(n),
            _ => {
                errors.add(
                    "rounds",
                    format!(
                        "a number of rounds from 1 to {}, or blank to play on until you end the party",
                        store::MAX_ROUNDS
                    ),
                );
                None
            }
        },
    }
}

pub(super) async fn create(
    state: web::Data<AppState>,
    director: Director,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let mut typed = form.into_inner();
    let mut errors = FieldErrors::default();
    bands_from_rows(&mut typed, &mut errors);
    let kind = typed.get("kind").and_then(|k| Kind::parse(k));
    let Some(kind) = kind else {
        errors.add("kind", "choose the kind of party");
        return render_invalid(&new_page(&director, None, typed, errors, true));
    };
    let name: String = typed
        .get("name")
        .map(|s| s.trim().chars().take(80).collect())
        .unwrap_or_default();
    if name.is_empty() {
        errors.add("name", "a name for the party");
    } else if crate::text::has_control(&name) {
        errors.add("name", "a name without control characters (such as a tab)");
    }
    let date = typed
        .get("date")
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    match chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d") {
        Err(_) => errors.add("date", "a date as YYYY-MM-DD"),
        Ok(d) => {
            if let Some(m) = crate::db::events::date_problem(d) {
                errors.add("date", m);
            }
        }
    }
    let get = |n: &str| typed.get(n).map(String::as_str);
    // A choice this kind does not offer has no input on the form: its refusal is said at the
    // kind, where it shows.
    let settings = evening::settings_from(kind, get)
        .map_err(|e| {
            let field = if kind.offers(&e.field) {
                e.field
            } else {
                "kind".to_owned()
            };
            errors.add(field, e.message)
        })
        .ok();
    // Unticked boxes are absent: read them as "no" rather than the kind's default.
    let ticked = |n: &str| match n {
        "by_sex" | "lone_hands_prize" | "booby" | "two_prizes" => Some(get(n).unwrap_or("false")),
        _ => get(n),
    };
    let plan = evening::prize_plan_for(kind, settings.as_ref().unwrap_or(&kind.settings()), ticked)
        .map_err(|e| {
            let message = match e.field.as_str() {
                "foster_bands" | "foster_offsets" => band_message(&e.message),
                _ => e.message,
            };
            errors.add(e.field, message)
        })
        .ok();
    let rounds = rounds_field(get("rounds"), &mut errors);
    let guests = parse_guests(get("guests").unwrap_or_default(), &mut errors);
    let seed = seed_field(&typed, "seed", &mut errors);
    let foster = matches!(plan, Some(PrizePlan::Foster { .. }));
    let draw_seed = foster.then(|| seed_field(&typed, "draw_seed", &mut errors));
    let (Some(settings), Some(plan), true) = (settings, plan, errors.is_empty()) else {
        return render_invalid(&new_page(&director, Some(kind), typed, errors, true));
    };
    let by = director.name.clone();
    let outcome = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let members = crate::db::events::members_for_assignment(tx)?;
            let guests = guests
                .into_iter()
                .map(|mut g| {
                    g.member_id = members
                        .iter()
                        .find(|(_, n)| *n == g.name)
                        .map(|(id, _)| *id);
                    g
                })
                .collect();
            store::create(
                tx,
                &NewParty {
                    name,
                    date,
                    kind,
                    settings,
                    plan,
                    seed,
                    draw_seed,
                    rounds,
                    guests,
                },
                &by,
            )
        })
    })
    .await;
    match outcome {
        Ok(id) => Ok(crate::web::flash::saved(
            &format!("/parties/{id}"),
            "The party is made: its first round's seating is ready.",
        )),
        Err(AppError::Db(DbError::Invalid { field, message })) => {
            let (field, message) = match field.strip_prefix("guests[") {
                Some(rest) => {
                    let line = rest
                        .split(']')
                        .next()
                        .and_then(|n| n.parse::<usize>().ok())
                        .map_or(0, |n| n + 1);
                    ("guests".to_owned(), format!("guest {line}: {message}"))
                }
                None if field == "players" || field.starts_with("seating") => {
                    ("guests".to_owned(), message)
                }
                None => (field, message),
            };
            errors.add(field, message);
            render_invalid(&new_page(&director, Some(kind), typed, errors, true))
        }
        Err(e) => Err(e),
    }
}
