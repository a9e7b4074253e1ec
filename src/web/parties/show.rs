//! A party's own page (settings, guests, history), its actions, late guests and leavers, and the next seating.

use super::create::parse_sex;
use super::*;
use crate::laws::foster::Equidistant;
use crate::party::prizes::TieBreak;

#[derive(Template)]
#[template(path = "parties/show.html")]
pub(super) struct ShowPage {
    ctx: Ctx,
    /// Second entries from table codes, waiting for the director.
    corrections: Vec<super::codes::CorrectionView>,
    p: StoredParty,
    settings: Vec<SettingLine>,
    prizes: Vec<String>,
    round: u32,
    /// Every round the party was set to play has been played: it can only be ended.
    done: bool,
    waiting_for: Vec<u32>,
    guests: Vec<GuestRow>,
    seated: Vec<String>,
    open: bool,
    problem: Option<String>,
    history: Vec<HistoryView>,
    /// When the party was made, in the club's time zone.
    created_at: String,
    ended_at: String,
    errors: FieldErrors,
    typed: HashMap<String, String>,
}

/// One of the party's settings as the page says it, its id and stored value for the fold.
pub(super) struct SettingLine {
    id: &'static str,
    label: &'static str,
    words: String,
    value: String,
    note: &'static str,
}

impl ShowPage {
    fn value(&self, name: &str) -> &str {
        self.typed.get(name).map_or("", String::as_str)
    }
}

pub(super) fn describe_plan(plan: &PrizePlan) -> Vec<String> {
    match plan {
        PrizePlan::Ranked {
            prizes,
            ties,
            two_prizes,
            tables,
        } => {
            let mut out: Vec<String> = prizes.iter().map(|p| p.name.clone()).collect();
            match tables {
                Tables::WholeRoom => {}
                Tables::PerTable => out.push(
                    "the list again at every table, among its own players (duplicate prizes, seed 001 L2781)"
                        .to_owned(),
                ),
                Tables::TableLeaders => out.push(
                    "to each table's highest score, the highest of these in their order (seed 001 L2782–2784)"
                        .to_owned(),
                ),
            }
            if *two_prizes {
                out.push("a player may take two prizes".to_owned());
            }
            out.push(
                match ties {
                    TieBreak::PlayOff => "a tie is decided by playing one more game or hand",
                    TieBreak::Cut => "a tie is decided by cutting the cards, high winning",
                    TieBreak::Lot => "a tie is decided by lot",
                    TieBreak::Foster => {
                        "a tie is decided as in Foster's plan: the tied score cards are turned face down, shuffled, and one is drawn (seed 001 L2844–2847)"
                    }
                }
                .to_owned(),
            );
            out
        }
        PrizePlan::Foster {
            count,
            equidistant,
            bands,
            ..
        } => vec![
            // The offsets stay off the page: with them the sealed set could be worked out.
            format!(
                "sealed set: {}",
                if bands.is_some() {
                    "bands edited for this party"
                } else {
                    "the book's seven bands"
                }
            ),
            format!("{count} prizes by Foster's draw-number plan (seed 001 L2794–2854)"),
            format!(
                "two scores equally far from the number: {}",
                match equidistant {
                    Equidistant::Lot => "decided by lot",
                    Equidistant::Above => "the score above it wins",
                    Equidistant::Below => "the score below it wins",
                }
            ),
        ],
    }
}

pub(super) async fn show_page(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
    typed: HashMap<String, String>,
) -> Result<ShowPage, AppError> {
    // The evening replayed off the request workers too; a replay the law refuses is shown.
    let (p, history, evening) = db(state, move |pool| {
        let (p, history) =
            crate::db::read(pool, |c| Ok((store::load(c, id)?, store::history(c, id)?)))?;
        let evening = p.evening();
        Ok((p, history, evening))
    })
    .await?;
    let club = crate::web::club::settings(state).await?;
    let history = history.into_iter().map(|mut h| {
        h.changed_at = club.time(&h.changed_at);
        h
    });
    let created_at = club.time(&p.created_at);
    let ended_at = p
        .ended
        .as_ref()
        .map(|(_, at)| club.time(at))
        .unwrap_or_default();
    let done = evening.as_ref().is_ok_and(|e| p.rounds_done(e));
    let (round, waiting_for, seated, problem) = match &evening {
        Ok(e) => (
            e.round(),
            e.waiting_for(),
            e.party
                .seating()
                .tables
                .iter()
                .flat_map(|t| t.seats.clone())
                .chain(e.party.seating().waiting.clone())
                .collect(),
            None,
        ),
        Err(e) => (0, Vec::new(), Vec::new(), Some(e.to_string())),
    };
    Ok(ShowPage {
        ctx: Ctx::new(director),
        corrections: Vec::new(),
        settings: CHOICES
            .iter()
            .filter(|c| p.kind.offers(c.name))
            .map(|c| {
                let kind_default = evening::default_choice(p.kind, c.name);
                // The law's own reading of the stored settings (the table size is kept outside the
                // JSON's plain fields, and a copy of this reading here once showed it blank).
                let value = evening::default_choice_of(&p.settings, c.name);
                let note = if value == kind_default {
                    "the book's reading"
                } else {
                    "chosen for this party"
                };
                let (label, words) = crate::web::words::party_setting(c.name, &value);
                SettingLine {
                    id: c.name,
                    label,
                    words,
                    value,
                    note,
                }
            })
            .collect(),
        prizes: describe_plan(&p.plan),
        round,
        done,
        waiting_for,
        guests: p.guests.iter().map(GuestRow::of).collect(),
        seated,
        open: evening::open_to_newcomers(&p.settings),
        problem,
        history: history
            .map(HistoryView::of)
            .chain(p.ended.as_ref().map(|(by, _)| HistoryView {
                what: "The party".to_owned(),
                action: "ended".to_owned(),
                old: String::new(),
                new: format!("after round {}", round.saturating_sub(1)),
                by: by.clone(),
                at: ended_at.clone(),
            }))
            .collect(),
        created_at,
        ended_at,
        p,
        errors,
        typed,
    })
}

pub(super) async fn show(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    let mut page = show_page(&state, None, id, FieldErrors::default(), HashMap::new()).await?;
    // A scorer sees the round's entry, not the director's controls.
    if director.as_ref().is_some_and(|d| d.is_director()) {
        page.corrections = super::codes::pending(&state, id).await?;
    }
    page.ctx = director.map(|d| d.ctx()).unwrap_or_default();
    render(&page)
}

/// Runs one director's action on a party and goes back to its page saying `said`, or shows the
/// page again with the refusal at its field.
pub(super) async fn party_action(
    state: web::Data<AppState>,
    director: Director,
    id: i64,
    typed: HashMap<String, String>,
    back: String,
    said: String,
    action: impl FnOnce(&rusqlite::Transaction<'_>, &str) -> Result<(), DbError> + Send + 'static,
) -> Result<HttpResponse, AppError> {
    let by = director.name.clone();
    let errors = db(&state, move |pool| {
        crate::web::write_form(pool, |tx, errors| errors.note(action(tx, &by), |f| f))
    })
    .await?;
    if errors.is_empty() {
        return Ok(crate::web::flash::saved(&back, &said));
    }
    render_invalid(&show_page(&state, Some(&director), id, errors, typed).await?)
}

pub(super) async fn late_guest(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let name: String = typed
        .get("name")
        .map(|s| s.trim().chars().take(80).collect())
        .unwrap_or_default();
    let sex = typed.get("sex").and_then(|s| parse_sex(s));
    let Some(sex) = sex else {
        let mut errors = FieldErrors::default();
        errors.add("sex", "lady or gentleman");
        return render_invalid(&show_page(&state, Some(&director), id, errors, typed).await?);
    };
    party_action(
        state,
        director,
        id,
        typed,
        format!("/parties/{id}"),
        format!("{name} is added to the party."),
        move |tx, by| {
            let members = crate::db::events::members_for_assignment(tx)?;
            let guest = NewGuest {
                member_id: members.iter().find(|(_, n)| *n == name).map(|(id, _)| *id),
                name,
                sex,
                tally: None,
                place: None,
            };
            store::add_guest(tx, id, &guest, by)
        },
    )
    .await
}

pub(super) async fn leaver(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let name = typed.get("leaver").cloned().unwrap_or_default();
    let now = typed.get("when").map(String::as_str) == Some("now");
    party_action(
        state,
        director,
        id,
        typed,
        format!("/parties/{id}"),
        if now {
            "The early leaver is saved: the seating is made again without them."
        } else {
            "The early leaver is saved: they leave after this round."
        }
        .to_owned(),
        move |tx, by| store::set_leaving(tx, id, &name, now, by),
    )
    .await
}

pub(super) async fn seating(
    state: web::Data<AppState>,
    director: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let kept = load_evening(&state, path.into_inner()).await?;
    let (p, e) = (&kept.0, &kept.1);
    let mut page = seating_page(
        crate::web::roles::Scorer::ctx_of(director.as_ref()),
        p.id,
        &p.name,
        e.party.settings(),
        e.party.seating(),
    );
    // An ended party has no next round: its seating would send the room to tables never used;
    // nor has one that has played every round it was set to play.
    if let Some(last) = p.closed_after(e) {
        page.ended_after = Some(last);
        page.ended = p.ended.is_some();
        page.tables.clear();
        page.waiting.clear();
    }
    render(&page)
}

/// "End the party": asked once, by a box to tick (no JavaScript), then closes the rounds.
pub(super) async fn end(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    if typed.get("confirm").map(String::as_str) != Some("yes") {
        let mut errors = FieldErrors::default();
        errors.add(
            "end",
            "Tick \"Yes, the last round has been played\" to end the party",
        );
        return render_invalid(&show_page(&state, Some(&director), id, errors, typed).await?);
    }
    party_action(
        state,
        director,
        id,
        typed,
        format!("/parties/{id}"),
        "The party is ended: its prizes can be given.".to_owned(),
        move |tx, by| store::end(tx, id, by).map(|_| ()),
    )
    .await
}
