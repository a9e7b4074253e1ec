//! Seating members in pairs.

use super::*;

pub(super) struct MemberOption {
    pub(super) id: String,
    pub(super) name: String,
}

pub(super) struct PairFormRow {
    key: String,
    label: String,
    a: String,
    b: String,
    /// Visitors' names typed in the seats, instead of a member.
    va: String,
    vb: String,
}

#[derive(Template)]
#[template(path = "events/pairs.html")]
pub(super) struct PairsPage {
    ctx: Ctx,
    event: Event,
    members: Vec<MemberOption>,
    rows: Vec<PairFormRow>,
    errors: FieldErrors,
    /// An individual: each number is one player, with no partner to seat.
    individual: bool,
    /// What the two seats are called in the fields' labels: "lady" and "gentleman" in mixed
    /// pairs, else "player" and "partner".
    seat_words: (&'static str, &'static str),
}

fn seat_words(event: &Event) -> (&'static str, &'static str) {
    if event.mixed {
        ("lady", "gentleman")
    } else {
        ("player", "partner")
    }
}

/// The line's label: a pair's, or an individual's player.
pub(super) fn slot_label(event: &Event, d: Direction, p: u32) -> String {
    if event.movement == Kind::Individual {
        format!("Player {p}")
    } else if event.single_field() {
        format!("Pair {p}")
    } else {
        format!("{} {p}", results::side(d))
    }
}

pub(super) fn pair_key(direction: Direction, pair: u32) -> String {
    format!("{}{pair}", store::direction_str(direction).to_lowercase())
}

/// The pairs to seat: N-S and E-W 1..=tables in a Mitchell; one list 1..=pairs, stored as N-S,
/// in one field (a Howell, team matches).
pub(super) fn pair_slots(event: &Event) -> Vec<(Direction, u32)> {
    if event.single_field() {
        return (1..=event.pairs).map(|p| (Direction::Ns, p)).collect();
    }
    [Direction::Ns, Direction::Ew]
        .into_iter()
        .flat_map(|d| (1..=event.tables).map(move |p| (d, p)))
        .collect()
}

pub(super) async fn load_pairs_page(
    state: &web::Data<AppState>,
    id: i64,
) -> Result<(Event, Vec<Pair>, Vec<MemberOption>), AppError> {
    let (event, pairs, members) = db(state, move |pool| {
        crate::db::read(pool, |c| {
            Ok((
                store::get(c, id)?,
                store::pairs(c, id)?,
                store::members_for_assignment(c)?,
            ))
        })
    })
    .await?;
    // Two members of one name come told apart (`db::members::namesakes`).
    let members = members
        .into_iter()
        .map(|(id, name)| MemberOption {
            id: id.to_string(),
            name,
        })
        .collect();
    Ok((event, pairs, members))
}

pub(super) async fn pairs_form(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let (event, pairs, members) = load_pairs_page(&state, path.into_inner()).await?;
    let rows = pair_slots(&event)
        .into_iter()
        .map(|(d, p)| {
            let seated = pairs.iter().find(|x| x.direction == d && x.pair == p);
            let seat = |i: usize| {
                seated
                    .and_then(|x| x.members.get(i))
                    .map(|(id, _)| id.to_string())
                    .unwrap_or_default()
            };
            let visitor = |i: usize| {
                seated
                    .and_then(|x| x.visitors.get(i))
                    .cloned()
                    .unwrap_or_default()
            };
            // A lone visitor beside a member sits in the seat it was typed in (a mixed pair's
            // lady may be a visitor beside a member gentleman).
            let (a, b, va, vb) = match seated.map(|x| (x.members.len(), x.visitors.len())) {
                Some((1, 1)) if seated.is_some_and(|x| x.visitor_first) => {
                    (String::new(), seat(0), visitor(0), String::new())
                }
                Some((1, 1)) => (seat(0), String::new(), String::new(), visitor(0)),
                _ => (seat(0), seat(1), visitor(0), visitor(1)),
            };
            PairFormRow {
                key: pair_key(d, p),
                label: slot_label(&event, d, p),
                a,
                b,
                va,
                vb,
            }
        })
        .collect();
    render(&PairsPage {
        ctx: Ctx::new(Some(&director)),
        individual: event.movement == Kind::Individual,
        seat_words: seat_words(&event),
        event,
        members,
        rows,
        errors: FieldErrors::default(),
    })
}

pub(super) fn member_choice(errors: &mut FieldErrors, key: &str, value: &str) -> Option<i64> {
    let value = value.trim();
    if value.is_empty() {
        return None;
    }
    match value.parse::<i64>() {
        Ok(id) => Some(id),
        Err(_) => {
            errors.add(
                key,
                "Choose a member from the list, or leave the seat empty.",
            );
            None
        }
    }
}

/// Who sits in one pair as the form sent it: the members chosen and the visitors typed.
type Wanted = (Direction, u32, [Option<i64>; 2], [Option<String>; 2]);

/// Mixed pairs: a pair has its lady and its gentleman, or nobody (it sits out). The refusal
/// names the seat as the form labels it.
fn mixed_seats(errors: &mut FieldErrors, wanted: &[Wanted], rows: &[PairFormRow]) {
    for ((_, _, seats, visitors), row) in wanted.iter().zip(rows) {
        let lady = seats[0].is_some() || visitors[0].is_some();
        let gentleman = seats[1].is_some() || visitors[1].is_some();
        let missing = match (lady, gentleman) {
            (true, false) => "Gentleman",
            (false, true) => "Lady",
            _ => continue,
        };
        errors.add(
            &row.key,
            format!(
                "{missing}: choose a member or type a visitor's name. In mixed pairs each pair \
                 is a lady and a gentleman (leave both empty and the pair sits out)."
            ),
        );
    }
}

pub(super) async fn save_pairs(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let form = form.into_inner();
    let (event, before, members) = load_pairs_page(&state, id).await?;
    let typed = |key: &str| {
        form.get(key)
            .map(|v| v.trim().to_owned())
            .unwrap_or_default()
    };
    let mut errors = FieldErrors::default();
    let mut wanted: Vec<Wanted> = Vec::new();
    let mut rows = Vec::new();
    for (d, p) in pair_slots(&event) {
        let key = pair_key(d, p);
        let (a, mut b) = (typed(&format!("{key}_a")), typed(&format!("{key}_b")));
        let (va, mut vb) = (typed(&format!("{key}_va")), typed(&format!("{key}_vb")));
        if event.movement == Kind::Individual {
            // One player a number: a partner typed by hand is not seated.
            (b, vb) = (String::new(), String::new());
        }
        let seats = [
            member_choice(&mut errors, &key, &a),
            member_choice(&mut errors, &key, &b),
        ];
        let visitors = [
            (!va.is_empty()).then(|| va.clone()),
            (!vb.is_empty()).then(|| vb.clone()),
        ];
        wanted.push((d, p, seats, visitors));
        rows.push(PairFormRow {
            label: slot_label(&event, d, p),
            key,
            a,
            b,
            va,
            vb,
        });
    }
    if event.movement == Kind::Individual {
        // Four to a table: a player left out would leave a table of three (South or West too,
        // whom no slip names as sitting out). Every number named, or none (run by numbers).
        let unnamed: Vec<String> = wanted
            .iter()
            .zip(&rows)
            .filter(|((_, _, seats, visitors), _)| seats[0].is_none() && visitors[0].is_none())
            .map(|(_, row)| row.key.clone())
            .collect();
        if !unnamed.is_empty() && unnamed.len() < wanted.len() {
            for key in unnamed {
                errors.add(
                    &key,
                    "Choose a player or type a visitor's name: every number plays, four to a \
                     table (or leave every number empty to run the evening by numbers).",
                );
            }
        }
    }
    if event.mixed {
        mixed_seats(&mut errors, &wanted, &rows);
    }
    if event.is_final() {
        errors.add("event", FINAL_MESSAGE);
    }
    // Which pairs the save leaves with somebody in them, for what it says after.
    let saved_seats: Vec<(Direction, u32, bool)> = wanted
        .iter()
        .map(|(d, p, seats, visitors)| {
            let named = seats.iter().any(Option::is_some) || visitors.iter().any(Option::is_some);
            (*d, *p, named)
        })
        .collect();
    if errors.is_empty() {
        let by_pairs = wanted;
        let refused = db(&state, move |pool| {
            write_form(pool, |tx, refused| {
                // Everyone stands up first, so members can swap pairs in one go.
                for (d, p, _, _) in &by_pairs {
                    store::set_pair(tx, id, *d, *p, [None, None])?;
                    store::set_visitors(tx, id, *d, *p, [None, None])?;
                }
                for (d, p, seats, visitors) in &by_pairs {
                    refused.note(store::set_pair(tx, id, *d, *p, *seats), |f| f)?;
                    let names = [visitors[0].as_deref(), visitors[1].as_deref()];
                    refused.note(store::set_visitors(tx, id, *d, *p, names), |f| f)?;
                    refused.note(store::check_mixed_pair(tx, id, *d, *p), |f| f)?;
                }
                Ok(())
            })
        })
        .await?;
        if refused.is_empty() {
            let what = if event.movement == Kind::Individual {
                "The players are saved."
            } else {
                "The pairs are saved."
            };
            // The pairs as saved: a pair left empty sits out once another is named, and a save
            // that leaves some empty says so rather than seat them out silently.
            let saved: Vec<Pair> = wanted_pairs(&before, &saved_seats);
            let what = match empty_pairs_words(&event, &saved) {
                Some(empty) => format!("{what} {empty}."),
                None => what.to_owned(),
            };
            return Ok(crate::web::flash::saved(&format!("/events/{id}"), &what));
        }
        errors = refused;
    }
    render_invalid(&PairsPage {
        ctx: Ctx::new(Some(&director)),
        individual: event.movement == Kind::Individual,
        seat_words: seat_words(&event),
        event,
        members,
        rows,
        errors,
    })
}

/// The event's pairs as a save leaves them: `before` with each slot's emptiness as saved (names
/// are not needed, only whether anybody sits in the pair).
fn wanted_pairs(before: &[Pair], saved: &[(Direction, u32, bool)]) -> Vec<Pair> {
    saved
        .iter()
        .map(|&(direction, pair, named)| {
            let kept = before
                .iter()
                .find(|p| p.direction == direction && p.pair == pair);
            Pair {
                direction,
                pair,
                members: Vec::new(),
                visitors: if named {
                    vec![String::new()]
                } else {
                    Vec::new()
                },
                sits_out: kept.is_some_and(|p| p.sits_out),
                visitor_first: false,
            }
        })
        .collect()
}

/// "4 pairs are empty and sit out (N-S 3, E-W 1, E-W 2, E-W 3)": the pairs left empty once
/// another is named, which sit out every round (`db::events::sitting_out`); None when none is,
/// or nobody is named yet (the evening is then run by numbers). The pair a Mitchell for an odd
/// number of pairs leaves out is not counted: it sits out by the movement.
pub(super) fn empty_pairs_words(event: &Event, pairs: &[Pair]) -> Option<String> {
    if pairs.iter().all(Pair::is_empty) {
        return None;
    }
    let empty: Vec<String> = pairs
        .iter()
        .filter(|p| p.is_empty() && !p.sits_out)
        .map(|p| slot_label(event, p.direction, p.pair))
        .collect();
    let (what, verb) = match (event.movement == Kind::Individual, empty.len()) {
        (_, 0) => return None,
        (true, 1) => ("1 player number is".to_owned(), "sits"),
        (true, n) => (format!("{n} player numbers are"), "sit"),
        (false, 1) => ("1 pair is".to_owned(), "sits"),
        (false, n) => (format!("{n} pairs are"), "sit"),
    };
    Some(format!(
        "{what} empty and {verb} out ({})",
        empty.join(", ")
    ))
}
