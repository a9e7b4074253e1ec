//! A team match's teams: each team's name and its four to six players (members or visitors),
//! entered like the pairs (migration 0021). Team t plays as the pairs 2t − 1 and 2t.

use super::pairs::{MemberOption, load_pairs_page, member_choice};
use super::*;
use crate::db::events::{Entered, PLAYERS, Team};

/// A team's lines on the form: its name and six places, each a member or a visitor.
pub(super) struct TeamFormRow {
    team: u32,
    name: String,
    /// (member id chosen, visitor's name typed), one per place.
    places: Vec<(String, String)>,
}

impl TeamFormRow {
    fn key(&self) -> String {
        format!("team{}", self.team)
    }
    fn name_key(&self) -> String {
        format!("team{}_name", self.team)
    }
}

#[derive(Template)]
#[template(path = "events/teams.html")]
pub(super) struct TeamsPage {
    ctx: Ctx,
    event: Event,
    members: Vec<MemberOption>,
    rows: Vec<TeamFormRow>,
    errors: FieldErrors,
}

fn teams_of(event: &Event) -> Result<u32, AppError> {
    if event.movement != Kind::Teams {
        return Err(AppError::NotFound);
    }
    Ok(event.pairs / 2)
}

pub(super) async fn teams_form(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    let id = path.into_inner();
    let (event, _, members) = load_pairs_page(&state, id).await?;
    let count = teams_of(&event)?;
    let teams: Vec<Team> = db(&state, move |pool| {
        crate::db::read(pool, |c| store::teams(c, id))
    })
    .await?;
    let rows = (1..=count)
        .map(|t| {
            let named = teams.iter().find(|x| x.team == t);
            let places = (0..*PLAYERS.end())
                .map(|i| match named.and_then(|x| x.players.get(i)) {
                    Some(p) => match p.member {
                        Some(m) => (m.to_string(), String::new()),
                        None => (String::new(), p.name.clone()),
                    },
                    None => Default::default(),
                })
                .collect();
            TeamFormRow {
                team: t,
                name: named.map(|x| x.name.clone()).unwrap_or_default(),
                places,
            }
        })
        .collect();
    render(&TeamsPage {
        ctx: Ctx::new(Some(&director)),
        event,
        members,
        rows,
        errors: FieldErrors::default(),
    })
}

pub(super) async fn save_teams(
    director: Director,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let form = form.into_inner();
    let (event, _, members) = load_pairs_page(&state, id).await?;
    let count = teams_of(&event)?;
    let typed = |key: &str| {
        form.get(key)
            .map(|v| v.trim().to_owned())
            .unwrap_or_default()
    };
    let mut errors = FieldErrors::default();
    let mut rows = Vec::new();
    let mut wanted: Vec<(u32, String, Vec<Entered>)> = Vec::new();
    for t in 1..=count {
        let row = TeamFormRow {
            team: t,
            name: typed(&format!("team{t}_name")),
            places: (1..=*PLAYERS.end())
                .map(|i| {
                    (
                        typed(&format!("team{t}_p{i}")),
                        typed(&format!("team{t}_v{i}")),
                    )
                })
                .collect(),
        };
        let key = row.key();
        let mut players = Vec::new();
        for (member, visitor) in &row.places {
            match (member_choice(&mut errors, &key, member), visitor.is_empty()) {
                (Some(_), false) => errors.add(
                    &key,
                    "A place holds a member or a visitor, not both: clear one of them.",
                ),
                (Some(m), true) => players.push(Entered::Member(m)),
                (None, false) => players.push(Entered::Visitor(visitor.clone())),
                (None, true) => {}
            }
        }
        if row.name.is_empty() && players.is_empty() {
            // Not named yet: the team plays by its number.
        } else if row.name.is_empty() {
            errors.add(row.name_key(), "Give the team a name.");
        } else if !PLAYERS.contains(&players.len()) {
            errors.add(
                &key,
                format!(
                    "A team lists {} to {} players (a team of four, with up to two more); \
                     this one has {}.",
                    PLAYERS.start(),
                    PLAYERS.end(),
                    players.len()
                ),
            );
        } else {
            wanted.push((t, row.name.clone(), players));
        }
        rows.push(row);
    }
    if errors.is_empty() {
        let refused = db(&state, move |pool| {
            write_form(pool, |tx, refused| {
                // The event's status is read again inside the write, so that a final event
                // marked by another director meanwhile is not changed.
                if store::get(tx, id)?.is_final() {
                    refused.add("event", FINAL_MESSAGE);
                    return Ok(());
                }
                store::clear_teams(tx, id)?;
                for (t, name, players) in &wanted {
                    refused.note(store::set_team(tx, id, *t, name, players), |f| f)?;
                    // The team's pairs, unless already seated (players 1-2 and 3-4); only
                    // while nothing is refused, so a refusal reads as the form's own.
                    if refused.is_empty() {
                        refused.note(store::seat_team(tx, id, *t, players), |f| f)?;
                    }
                }
                Ok(())
            })
        })
        .await?;
        if refused.is_empty() {
            return Ok(crate::web::flash::saved(
                &format!("/events/{id}"),
                "The teams are saved.",
            ));
        }
        errors = refused;
    }
    render_invalid(&TeamsPage {
        ctx: Ctx::new(Some(&director)),
        event,
        members,
        rows,
        errors,
    })
}
