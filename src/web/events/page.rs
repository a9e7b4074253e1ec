//! The event page (with the results still missing), and marking it final or re-opening it.

use super::*;
use crate::web::confirm::{Ask, Confirm};

pub(super) struct PairRow {
    label: String,
    names: String,
    sits_out: bool,
}

/// The boards of one slip that have no result yet.
pub(super) struct Missing {
    round: u32,
    table: u32,
    boards: String,
    ns: u32,
    ew: u32,
    ns_names: String,
    ew_names: String,
    slip: String,
}

impl Missing {
    /// "Round 2, table 3, boards 5–6: N-S 3 (Ann & Bob) against E-W 1".
    pub(super) fn sentence(&self) -> String {
        let named = |names: &str| match names {
            "" => String::new(),
            n => format!(" ({n})"),
        };
        format!(
            "Round {}, table {}, board{} {}: N-S {}{} against E-W {}{}",
            self.round,
            self.table,
            if self.boards.contains(['–', ',']) {
                "s"
            } else {
                ""
            },
            self.boards,
            self.ns,
            named(&self.ns_names),
            self.ew,
            named(&self.ew_names)
        )
    }
}

/// The results the movement asks for: every board of every slip, but a slip whose pair sits
/// out.
pub(super) fn expected_results(
    event: &Event,
    movement: &Movement,
    out: &[(Direction, u32)],
    not_asked: &NotAsked,
) -> u32 {
    seatings(movement)
        .iter()
        .filter(|(_, s)| !slip_sits_out(out, s))
        .filter(|(round, s)| {
            !not_asked.away(event, *round, s, movement.players_at(*round, s.table))
        })
        .map(|(_, s)| s.boards.len() as u32)
        .sum()
}

/// How many of the [`expected_results`] are entered, a board voided or adjusted counting as
/// entered (it is not asked for): the one count the event page and the Mark-final question both
/// give (issue 22: they said 19 and 15 of 63, one counting assigned scores, the other not).
pub(super) fn entered_results(
    event: &Event,
    movement: &Movement,
    out: &[(Direction, u32)],
    not_asked: &NotAsked,
    entered: &Entered,
) -> u32 {
    seatings(movement)
        .iter()
        .filter(|(_, s)| !slip_sits_out(out, s))
        .filter(|(round, s)| {
            !not_asked.away(event, *round, s, movement.players_at(*round, s.table))
        })
        .map(|(_, s)| {
            s.boards
                .iter()
                .filter(|&&b| entered.contains(&(b, s.ns, s.ew)))
                .count() as u32
        })
        .sum()
}

/// "19 of 63 entered": the results count, in the one wording every page gives it.
pub(super) fn progress_words(entered: u32, expected: u32) -> String {
    format!("{entered} of {expected} entered")
}

/// What is entered, as (board, N-S, E-W), for [`missing_results`] to look up once per board: a
/// scan of every result for each board of each slip grew with the square of the event (36,000
/// results at the largest shape).
pub(super) type Entered = std::collections::HashSet<(u32, u32, u32)>;

/// What the missing results do not ask for: boards given an assigned score, rounds a late or
/// leaving pair is not there.
#[derive(Default)]
pub(super) struct NotAsked {
    pub(super) assigned: Vec<crate::db::results::assigned::AssignedScore>,
    pub(super) absences: Vec<store::Absence>,
}

impl NotAsked {
    pub(super) fn read(c: &rusqlite::Connection, id: i64) -> Result<NotAsked, DbError> {
        Ok(NotAsked {
            assigned: crate::db::results::assigned::list(c, id)?,
            absences: store::absences(c, id)?,
        })
    }

    /// A pair of the seating is away in `round` (an individual: any of its four players,
    /// `four` from the movement).
    fn away(&self, event: &Event, round: u32, s: &Seating, four: Option<[u32; 4]>) -> bool {
        let ew = if event.single_field() {
            Direction::Ns
        } else {
            Direction::Ew
        };
        self.absences.iter().any(|a| {
            a.absent_in(round)
                && match four {
                    Some(four) => four.contains(&a.pair),
                    None => {
                        (a.direction == Direction::Ns && a.pair == s.ns)
                            || (a.direction == ew && a.pair == s.ew)
                    }
                }
        })
    }
}

/// Every slip with a board still to enter, in the order the slips are collected.
pub(super) fn missing_results(
    event: &Event,
    movement: &Movement,
    pairs: &[Pair],
    entered: &Entered,
    not_asked: &NotAsked,
) -> Vec<Missing> {
    let out = sitting_out(event, pairs);
    let mut slips: Vec<(u32, Seating)> = seatings(movement);
    slips.sort_by_key(|(round, s)| (*round, s.table));
    slips
        .into_iter()
        .filter(|(_, s)| !slip_sits_out(&out, s))
        .filter(|(round, s)| {
            !not_asked.away(event, *round, s, movement.players_at(*round, s.table))
        })
        .filter_map(|(round, s)| {
            let boards: Vec<u32> = s
                .boards
                .iter()
                .copied()
                .filter(|&b| !entered.contains(&(b, s.ns, s.ew)))
                .collect();
            let (ns_names, ew_names) = super::individual::side_names(
                pairs, movement, round, s.table,
            )
            .unwrap_or_else(|| {
                (
                    names_of(pairs, Direction::Ns, s.ns),
                    names_of(pairs, Direction::Ew, s.ew),
                )
            });
            (!boards.is_empty()).then(|| Missing {
                round,
                table: s.table,
                boards: board_range(&boards),
                ns: s.ns,
                ew: s.ew,
                ns_names,
                ew_names,
                slip: slip_url(event.id, (round, s.table)),
            })
        })
        .collect()
}

#[derive(Template)]
#[template(path = "events/show.html")]
pub(super) struct EventPage {
    ctx: Ctx,
    event: Event,
    game: &'static str,
    /// A whist event's revoke rule (None for an auction or bridge event).
    rule: Option<&'static str>,
    rule_text: &'static str,
    auction_entry: Option<&'static str>,
    pairs: Vec<PairRow>,
    /// "19 of 63 entered" ([`progress_words`]).
    progress: String,
    missing: Vec<Missing>,
    log: Vec<LogEntry>,
    boards: Vec<u32>,
    /// Second entries from table codes, waiting for the director.
    corrections: Vec<super::codes::CorrectionView>,
    /// The movement in words, its warnings, and the scoring method's name.
    movement: String,
    warnings: Vec<String>,
    /// How evenly the movement compares the field, in words (a Howell, an individual).
    balance: Option<String>,
    method: &'static str,
    /// Pairs marked late or leaving early, in words; and the pairs a director may mark.
    absences: Vec<String>,
    pair_choices: Vec<(String, String)>,
    /// A team match's teams: number, "Team 1: Lions" (or "Team 1"), and players.
    teams: Vec<(u32, String, String)>,
    /// A team match's results, one line a match, shown at the top.
    match_results: Vec<String>,
}

pub(super) async fn show_event(
    director: Option<Scorer>,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    // Kept until the next write, as the standings page is (per person and role: the director
    // sees the codes' corrections). The generation is read before the data, so a write during
    // the load only makes the kept page older than the next request's, never newer.
    let generation = state.pool.generation();
    let is_director = director.as_ref().is_some_and(Scorer::is_director);
    let key = format!(
        "event/{id}/{:?}/{is_director}",
        director.as_ref().map(|d| &d.name)
    );
    if let Some(page) = state.pages.get_text(&key, generation) {
        return Ok(web::Html::new(page));
    }
    // Only which boards are entered is needed, not every result decoded (the standings' kept
    // data has them all, when some page has just computed them); every result only when a
    // table code's correction waits, to show what is entered now beside it.
    let kept = state.events.get(id, generation);
    let (event, pairs, mut entered, log, corrections, not_asked, teams) = db(&state, move |pool| {
        crate::db::read(pool, |c| {
            let (event, pairs, entered) = match &kept {
                Some(k) => (
                    k.event.clone(),
                    k.pairs.clone(),
                    k.results.iter().map(|r| (r.board, r.ns, r.ew)).collect(),
                ),
                None => (
                    store::get(c, id)?,
                    store::pairs(c, id)?,
                    results::entered(c, id)?.into_iter().collect::<Entered>(),
                ),
            };
            let kind = crate::db::codes::Kind::Event;
            let (pending, replaced) = match is_director {
                true => (
                    crate::db::codes::pending(c, kind, id)?,
                    crate::db::codes::replaced(c, kind, id)?,
                ),
                false => (Vec::new(), Vec::new()),
            };
            let corrections = match (pending.is_empty(), &kept) {
                (true, _) => Vec::new(),
                (false, Some(k)) => super::codes::correction_views(
                    &event,
                    &k.results,
                    &results::assigned::list(c, id)?,
                    pending,
                    replaced,
                ),
                (false, None) => super::codes::correction_views(
                    &event,
                    &results::list(c, id)?,
                    &results::assigned::list(c, id)?,
                    pending,
                    replaced,
                ),
            };
            Ok((
                event,
                pairs,
                entered,
                store::log(c, id)?,
                corrections,
                NotAsked::read(c, id)?,
                store::teams(c, id)?,
            ))
        })
    })
    .await?;
    let club = crate::web::club::settings(&state).await?;
    let mut log = log;
    for l in &mut log {
        l.at = club.time(&l.at);
    }
    // A correction's time is read by a person: in the club's zone, as every time is.
    let mut corrections = corrections;
    for c in &mut corrections {
        c.at = club.time(&c.at);
    }
    let movement = event.movement()?;
    // Boards given an assigned score are not asked for.
    entered.extend(not_asked.assigned.iter().map(|a| (a.board, a.ns, a.ew)));
    let missing = missing_results(&event, &movement, &pairs, &entered, &not_asked);
    let out = sitting_out(&event, &pairs);
    let expected = expected_results(&event, &movement, &out, &not_asked);
    let mut progress = progress_words(
        entered_results(&event, &movement, &out, &not_asked, &entered),
        expected,
    );
    // The count leaves out the slips of empty pairs: say so, or "0 of 0" reads as a fault.
    if let Some(empty) = super::pairs::empty_pairs_words(&event, &pairs) {
        progress.push_str(&format!("; {empty}"));
    }
    let pair_rows = pairs
        .iter()
        .map(|p| PairRow {
            label: super::pairs::slot_label(&event, p.direction, p.pair),
            names: p.names(),
            sits_out: out.contains(&(p.direction, p.pair)),
        })
        .collect();
    let match_results = match event.is_teams() {
        true => {
            super::team_board::match_results(&*crate::web::standings::load_event(&state, id).await?)
        }
        false => Vec::new(),
    };
    let page = EventPage {
        match_results,
        ctx: director.map(|d| d.ctx()).unwrap_or_default(),
        corrections,
        game: event_game_label(&event),
        rule: event_rule_label(&event),
        rule_text: crate::laws::duplicate::describe(event.revoke_rule),
        auction_entry: auction_entry_label(&event),
        pairs: pair_rows,
        progress,
        movement: movement_line(&event, &movement),
        warnings: movement.warnings(),
        balance: movement
            .balance()
            .map(|b| b.sentence(super::create::balance_who(movement.kind()))),
        method: crate::tournament::method_of(&event).name(),
        absences: not_asked
            .absences
            .iter()
            .map(|a| {
                let who = super::pairs::slot_label(&event, a.direction, a.pair);
                format!("{who} {}", a.describe())
            })
            .collect(),
        pair_choices: super::pairs::pair_slots(&event)
            .into_iter()
            .map(|(d, p)| {
                (
                    super::pairs::pair_key(d, p),
                    super::pairs::slot_label(&event, d, p),
                )
            })
            .collect(),
        missing,
        log,
        boards: (1..=event.boards()).collect(),
        teams: team_rows(&event, &teams),
        event,
    }
    .render()?;
    state.pages.put(key, generation, page.clone());
    Ok(web::Html::new(page))
}

/// Marks the event final, after asking once: the question names every result still missing.
pub(super) async fn mark_final(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<Confirm>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    if !form.given() {
        let ((event, pairs, stored), not_asked) = db(&state, move |pool| {
            crate::db::read(pool, |c| Ok((store::load(c, id)?, NotAsked::read(c, id)?)))
        })
        .await?;
        let movement = event.movement()?;
        let mut entered: Entered = stored.iter().map(|r| (r.board, r.ns, r.ew)).collect();
        entered.extend(not_asked.assigned.iter().map(|a| (a.board, a.ns, a.ew)));
        let missing = missing_results(&event, &movement, &pairs, &entered, &not_asked);
        let out = sitting_out(&event, &pairs);
        let expected = expected_results(&event, &movement, &out, &not_asked);
        let mut ask = Ask::new(
            format!("Mark {} final?", event.name),
            match missing.len() {
                0 => format!(
                    "All {expected} results are entered. Once final, no result can change until \
                     the event is re-opened."
                ),
                _ => format!(
                    "Results: {}; the standings will be final without the missing ones. Once \
                     final, no result can change until the event is re-opened.",
                    progress_words(
                        entered_results(&event, &movement, &out, &not_asked, &entered),
                        expected
                    )
                ),
            },
            format!("/events/{id}/final"),
        );
        ask.details = missing.iter().map(Missing::sentence).collect();
        ask.details_heading = "Results still missing".into();
        ask.button = if missing.is_empty() {
            "Yes, mark it final".into()
        } else {
            "Mark it final without them".into()
        };
        ask.cancel = format!("/events/{id}");
        return ask.page(Ctx::new(Some(&director)));
    }
    change_status(director, state, id, Status::Final).await
}

pub(super) async fn reopen(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    change_status(director, state, path.into_inner(), Status::Provisional).await
}

pub(super) async fn change_status(
    director: Director,
    state: web::Data<AppState>,
    id: i64,
    status: Status,
) -> Result<HttpResponse, AppError> {
    let by = director.name;
    db(&state, move |pool| {
        crate::db::write(pool, |tx| store::set_status(tx, id, status, &by))
    })
    .await?;
    Ok(see_other(&format!("/events/{id}")))
}

/// The event's movement said once, in words: its name, its shape, the rounds with the arrows
/// turned, then how it goes ("Howell: 4 tables, 9 rounds of 2 boards. One field: …").
pub(super) fn movement_line(event: &Event, movement: &crate::movement::plan::Movement) -> String {
    // The label's bracket says again what the description says.
    let name = event
        .movement
        .label()
        .split(" (")
        .next()
        .unwrap_or_default();
    let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut line = format!(
        "{name}: {}, {} of {}",
        plural(movement.tables(), "table", "tables"),
        plural(movement.rounds(), "round", "rounds"),
        plural(movement.boards_per_round(), "board", "boards"),
    );
    if !event.arrow_switch.is_empty() {
        line.push_str(&format!(
            "; the arrows are turned in {} (the N-S pairs sit E-W)",
            rounds_in_words(&event.arrow_switch)
        ));
    }
    format!("{line}. {}", super::print::movement_way(movement))
}

/// "round 3", "rounds 3 and 6", "rounds 2, 4 and 6".
pub(super) fn rounds_in_words(rounds: &[u32]) -> String {
    let n: Vec<String> = rounds.iter().map(u32::to_string).collect();
    match n.as_slice() {
        [] => String::new(),
        [one] => format!("round {one}"),
        [rest @ .., last] => format!("rounds {} and {last}", rest.join(", ")),
    }
}

/// A team match's teams as the event page lists them (none for another movement).
fn team_rows(event: &Event, teams: &[crate::db::events::Team]) -> Vec<(u32, String, String)> {
    if !event.is_teams() {
        return Vec::new();
    }
    (1..=event.pairs / 2)
        .map(|t| match teams.iter().find(|x| x.team == t) {
            Some(x) => (t, format!("Team {t}: {}", x.name), x.names()),
            None => (t, format!("Team {t}"), String::new()),
        })
        .collect()
}
